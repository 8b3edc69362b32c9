"""File → Export Bundle, Export Report and Print: thin dialogs over the library's writers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from parallax.library.errors import ParallaxError
from parallax.library.store import Library

from .accessibility import fill
from .crash import dialogs_allowed
from .folders import remember_folder, start_folder
from .plain import literal
from .translation import Words


def report_filters() -> dict[str, str]:
    """The save dialog's file types (in the interface language) and the report format of each."""
    return {
        QCoreApplication.translate("Exporting", "HTML report (*.html)"): "html",
        QCoreApplication.translate("Exporting", "Markdown report (*.md)"): "md",
        QCoreApplication.translate("Exporting", "Spreadsheet, CSV (*.csv)"): "csv",
        QCoreApplication.translate("Exporting", "JSON data (*.json)"): "json",
    }


def _need_comparison(parent: QWidget, comparison_id: str | None) -> bool:
    if comparison_id is None and dialogs_allowed():
        QMessageBox.information(parent, "Parallax", QCoreApplication.translate("Exporting", "Open a comparison first."))
    return comparison_id is not None


def _safe_name(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else " " for c in name)
    return "-".join(keep.split())[:60] or "comparison"


def export_creator(parent: QWidget) -> str | None:
    """The name exports carry as their creator: the one in Preferences, asked for the first
    time it is needed (once: leaving it empty is an answer), else ``PARALLAX_USER``."""
    import os

    from PySide6.QtWidgets import QInputDialog

    from parallax.library.creator import ENVIRONMENT, clean

    from .settings import Settings

    settings = getattr(parent.window(), "settings", None)
    if not isinstance(settings, Settings):
        settings = Settings()
    name = clean(str(settings.get("user/name")))
    if name is None and not settings.get("user/name_asked") and dialogs_allowed():
        given, ok = QInputDialog.getText(
            parent, QCoreApplication.translate("Exporting", "Your name"),
            QCoreApplication.translate("Exporting", "Exports name who made their annotations. Your name, as it "
                                                    "should appear (Edit → Preferences changes it):"))
        settings.set("user/name_asked", True)
        if ok:
            name = clean(given)
            settings.set("user/name", name or "")
        settings.sync()
    return name or clean(os.environ.get(ENVIRONMENT))


def export_bundle_dialog(parent: QWidget, library: Library, comparison_id: str | None) -> Path | None:
    if not _need_comparison(parent, comparison_id):
        return None
    assert comparison_id is not None
    name = library.get_comparison(comparison_id).name
    target, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Exporting", "Export bundle"), str(start_folder() / f"{_safe_name(name)}.parallax"),
        QCoreApplication.translate("Exporting", "Parallax bundle (*.parallax)"),
    )
    if not target:
        return None
    remember_folder(Path(target))
    path = Path(target) if target.endswith(".parallax") else Path(target + ".parallax")
    from parallax.library.bundles import export_bundle

    try:
        summary = export_bundle(library, path, comparisons=[comparison_id], creator=export_creator(parent))
    except (ParallaxError, OSError) as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("Exporting", "Export bundle"),
                            literal(QCoreApplication.translate("Exporting", "Could not write the bundle: %1").replace("%1", str(exc))))
        return None
    status = getattr(parent.window(), "statusBar", None)
    if callable(status):
        # Counts after a colon read right in any number: lupdate finds plurals only in tr().
        text = QCoreApplication.translate("Exporting", "Wrote %1 (articles: %2, annotations: %3)")
        status().showMessage(fill(text, path.name, str(summary["articles"]), str(summary["annotations"])), 8000)
    return path


def export_qdpx_dialog(parent: QWidget, library: Library, comparison_id: str | None) -> Path | None:
    """File → Export for QDA Software: the comparison as a REFI-QDA project (.qdpx)."""
    if not _need_comparison(parent, comparison_id):
        return None
    assert comparison_id is not None
    title = QCoreApplication.translate("Exporting", "Export for QDA software")
    name = library.get_comparison(comparison_id).name
    target, _ = QFileDialog.getSaveFileName(
        parent, title, str(start_folder() / f"{_safe_name(name)}.qdpx"),
        QCoreApplication.translate("Exporting", "REFI-QDA project (*.qdpx)"),
    )
    if not target:
        return None
    remember_folder(Path(target))
    path = Path(target) if target.lower().endswith(".qdpx") else Path(target + ".qdpx")
    from parallax.library.qdpx import export_qdpx

    try:
        summary = export_qdpx(library, path, comparisons=[comparison_id], creator=export_creator(parent))
    except (ParallaxError, OSError) as exc:
        QMessageBox.warning(parent, title,
                            literal(QCoreApplication.translate("Exporting", "Could not write the project: %1").replace("%1", str(exc))))
        return None
    status = getattr(parent.window(), "statusBar", None)
    if callable(status):
        selections = summary["selections"]
        shown = Exporting().wrote(selections)
        status().showMessage(shown.replace("%1", path.name), 8000)
    return path


def export_report_dialog(parent: QWidget, library: Library, comparison_id: str | None) -> Path | None:
    if not _need_comparison(parent, comparison_id):
        return None
    assert comparison_id is not None
    name = library.get_comparison(comparison_id).name
    filters = report_filters()
    target, chosen = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Exporting", "Export report"), str(start_folder() / f"{_safe_name(name)}.html"),
        ";;".join(filters),
    )
    if not target:
        return None
    remember_folder(Path(target))
    fmt = filters.get(chosen) or Path(target).suffix.lstrip(".") or "html"
    if fmt not in ("html", "md", "csv", "json"):
        fmt = "html"
    from parallax.library.outputs import safe_output, write_output
    from parallax.library.reports import render_report

    try:
        path = safe_output(target, library.path)  # never the library itself, never a FIFO
        write_output(path, render_report(library, comparison_id, fmt), library.path)  # type: ignore[arg-type]
    except (ParallaxError, OSError) as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("Exporting", "Export report"),
                            literal(QCoreApplication.translate("Exporting", "Could not write the report: %1").replace("%1", str(exc))))
        return None
    return path


def report_document(library: Library, comparison_id: str, parent: QWidget | None = None) -> QTextDocument:
    """The HTML report as a document Qt can print (no resources are ever loaded), with the kind
    patterns drawn (:mod:`.printing`)."""
    from parallax.library.reports import render_report

    from .printing import apply_patterns

    document = QTextDocument(parent)
    document.setHtml(render_report(library, comparison_id, "html"))
    apply_patterns(document)
    return document


def print_to_pdf(library: Library, comparison_id: str, path: Path) -> None:
    """The report as a PDF at ``path``: printed to a temporary file of its own beside it and
    renamed into place, so it appears whole or not at all (never the library's files)."""
    import os

    from parallax.library.outputs import create_part, safe_output

    target = safe_output(path, library.path)
    fd, part = create_part(target)
    os.close(fd)
    try:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(part))
        printer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                          QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        document = report_document(library, comparison_id)
        document.print_(printer)
        document.deleteLater()
        del printer  # the PDF is complete once its printer is gone
        if part.stat().st_size == 0:
            raise OSError(f"cannot write {target}")
        safe_output(target, library.path)
        part.replace(target)
    except BaseException:
        part.unlink(missing_ok=True)
        raise


def print_report_dialog(parent: QWidget, library: Library, comparison_id: str | None) -> None:
    if not _need_comparison(parent, comparison_id):
        return
    assert comparison_id is not None
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Exporting", "Print report"))
    if dialog.exec() == QPrintDialog.DialogCode.Accepted:
        document = report_document(library, comparison_id, parent)
        document.print_(printer)
        document.deleteLater()
    dialog.deleteLater()


class Exporting(Words):
    def wrote(self, selections: int) -> str:
        return self.tr("Wrote %1 with coded passages: %n", "", selections)
