"""Importing from the app: file filters, folders, and a progress dialog with cancel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QWidget

from parallax.library.ingest import ImportResult, import_one
from parallax.library.store import Library

from .crash import dialogs_allowed

SUFFIXES = (".txt", ".text", ".md", ".markdown", ".html", ".htm", ".xhtml", ".mhtml", ".mht", ".pdf",
            ".docx", ".epub", ".parallax")
IMPORT_FILTER = (
    "Articles and bundles (" + " ".join(f"*{s}" for s in SUFFIXES) + ");;"
    "Parallax bundles (*.parallax);;All files (*)"
)


def documents_in(folder: Path) -> list[Path]:
    """Every importable file in a folder (not its sub-folders), by name."""
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in SUFFIXES)


def import_with_progress(parent: QWidget, library: Library, paths: list[Path]) -> list[ImportResult]:
    """Import one file at a time with a cancellable progress dialog, then summarise.

    Each file is its own transaction, so cancelling keeps what was imported and nothing half-done.
    """
    progress = QProgressDialog("Importing…", "Cancel", 0, len(paths), parent)
    progress.setWindowTitle("Importing articles")
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)
    results: list[ImportResult] = []
    for index, path in enumerate(paths):
        if progress.wasCanceled():
            break
        progress.setLabelText(f"Importing {path.name} ({index + 1} of {len(paths)})")
        progress.setValue(index)
        QApplication.processEvents()
        results.append(import_one(library, path))
    progress.setValue(len(paths))
    progress.deleteLater()
    summarise(parent, results, cancelled=len(results) < len(paths))
    return results


def summary_text(results: list[ImportResult], cancelled: bool = False) -> str:
    imported = sum(r.status == "imported" for r in results)
    duplicate = sum(r.status == "duplicate" for r in results)
    failed = [r for r in results if r.status == "error"]
    text = f"{imported} imported, {duplicate} already in the library, {len(failed)} failed."
    if cancelled:
        text += " Import cancelled; the rest were not imported."
    return text


def summarise(parent: QWidget, results: list[ImportResult], cancelled: bool = False) -> None:
    text = summary_text(results, cancelled)
    failed = [r for r in results if r.status == "error"]
    warnings = [f"{Path(r.path).name}: {w}" for r in results for w in r.warnings]
    window = parent.window()
    status = getattr(window, "statusBar", None)
    if callable(status):
        status().showMessage(text, 10000)
    if (failed or warnings) and dialogs_allowed():
        box = QMessageBox(QMessageBox.Icon.Warning if failed else QMessageBox.Icon.Information,
                          "Import finished", text, parent=parent)
        box.setDetailedText("\n".join([*(r.error or "" for r in failed), *warnings]))
        box.exec()
