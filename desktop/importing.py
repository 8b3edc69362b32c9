"""Importing from the app: file filters, folders, and a progress dialog with cancel."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from parallax.library.ingest import ImportResult, import_one, known_file, not_a_file, store_document
from parallax.library.store import Library

from . import prefetch
from .accessibility import fill
from .crash import dialogs_allowed
from .plain import literal
from .translation import Words

if TYPE_CHECKING:  # the dialogs' types are made when one is first needed, not at start-up
    from PySide6.QtWidgets import QProgressDialog

SUFFIXES = (".txt", ".text", ".md", ".markdown", ".html", ".htm", ".xhtml", ".mhtml", ".mht", ".pdf",
            ".docx", ".epub", ".parallax", ".qdpx")


def import_filter() -> str:
    """The open dialog's file types, in the interface language."""
    patterns = " ".join(f"*{s}" for s in SUFFIXES)
    return ";;".join((
        QCoreApplication.translate("Importing", "Articles and bundles (%1)").replace("%1", patterns),
        QCoreApplication.translate("Importing", "Parallax bundles (*.parallax)"),
        QCoreApplication.translate("Importing", "REFI-QDA projects (*.qdpx)"),
        QCoreApplication.translate("Importing", "All files (*)"),
    ))


def __getattr__(name: str) -> str:
    """``IMPORT_FILTER``: :func:`import_filter` as it reads now (translated when asked for)."""
    if name == "IMPORT_FILTER":
        return import_filter()
    raise AttributeError(name)


def documents_in(folder: Path) -> list[Path]:
    """Every importable file in a folder (not its sub-folders), by name."""
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() in SUFFIXES)


TEXT_SUFFIXES = (".txt", ".text", ".md", ".markdown")
PREVIEW_LIMIT = 50 * 1024 * 1024

EncodingChooser = Callable[[QWidget, str, bytes], "str | None"]
WholePageChooser = Callable[[QWidget, ImportResult], bool]
MergeShower = Callable[[QWidget, list[tuple[str, dict[str, Any]]]], None]
"""Shows what bundle merges did (the merge report dialog; tests pass a recorder)."""


def bundle_merges(results: Sequence[ImportResult]) -> list[tuple[str, dict[str, Any]]]:
    """(file name, merge report) of every bundle the import read."""
    return [
        (Path(r.path).name, r.details["merge"])
        for r in results
        if r.kind == "bundle" and isinstance(r.details.get("merge"), dict)
    ]


def _needs_encoding(path: Path) -> bytes | None:
    """The file's bytes when it is text whose encoding would have to be guessed."""
    if path.suffix.lower() not in TEXT_SUFFIXES:
        return None
    from parallax.library.importers import guess_is_certain  # loaded on first import, not at start-up

    try:
        if path.stat().st_size > PREVIEW_LIMIT:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    return None if guess_is_certain(data) else data


def _ask_encoding(parent: QWidget, name: str, data: bytes) -> str | None:
    from .encoding_preview import ask_encoding

    return ask_encoding(parent, name, data)


def _ask_whole_page(parent: QWidget, result: ImportResult) -> bool:
    if result.status == "error":
        title = QCoreApplication.translate("Importing", "Little article text found")
        reason = result.error or ""
    else:
        title = QCoreApplication.translate("Importing", "The import may have gone wrong")
        reason = "\n\n".join(w for w in result.warnings if WHOLE_PAGE_HINT in w)
    question = QCoreApplication.translate("Importing", "Import all the visible text of the page instead?")
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(parent, title, literal(f"{reason}\n\n{question}"))
    return answer == QMessageBox.StandardButton.Yes


WHOLE_PAGE_HINT = "--whole-page"
"""Errors and warnings of web-page imports that importing the whole page may put right say this."""


def _offers_whole_page(result: ImportResult) -> bool:
    if result.status == "error":
        return WHOLE_PAGE_HINT in (result.error or "")
    return any(WHOLE_PAGE_HINT in w for w in result.warnings)


def _whole_page_instead(library: Library, path: Path, result: ImportResult) -> ImportResult:
    """The whole page imported; the doubtful article this import just added is removed again."""
    whole = import_one(library, path, whole_page=True)
    if whole.status != "error" and result.status == "imported" and result.id and result.id != whole.id:
        library.delete_article(result.id)
    return whole if whole.status != "error" else result


class _Progress:
    """A cancellable progress dialog that exists only once an import has run for a while.

    ``QProgressDialog`` waits 300 ms before it shows itself, but making it and setting its value
    cost an import of a few files as much as reading them (and ``parallax open`` pays it before
    its window is shown): it is made here only once 300 ms have passed, and the event loop is
    run between files from then on, as the dialog did.
    """

    def __init__(self, parent: QWidget, total: int) -> None:
        import time

        self._clock = time.monotonic
        self._began = self._clock()
        self._parent = parent
        self._total = total
        self._dialog: QProgressDialog | None = None  # made once the import takes a while

    def step(self, index: int, name: str) -> bool:
        """File ``index`` (named ``name``) is next; returns whether the reader cancelled."""
        if self._dialog is None:
            if self._clock() - self._began < 0.3:
                return False
            from PySide6.QtWidgets import QProgressDialog

            dialog = QProgressDialog(QCoreApplication.translate("Importing", "Importing…"),
                                     QCoreApplication.translate("Importing", "Cancel"), 0, self._total, self._parent)
            dialog.setWindowTitle(QCoreApplication.translate("Importing", "Importing articles"))
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setMinimumDuration(0)
            self._dialog = dialog
        if self._dialog.wasCanceled():
            return True
        label = QCoreApplication.translate("Importing", "Importing %1 (%2 of %3)")
        self._dialog.setLabelText(literal(fill(label, name, str(index + 1), str(self._total))))
        self._dialog.setValue(index)
        QCoreApplication.processEvents()
        return self._dialog.wasCanceled()

    def close(self) -> None:
        if self._dialog is not None:
            self._dialog.setValue(self._total)
            self._dialog.deleteLater()


def real_path(path: Path) -> Path:
    """The file a path from Qt names, when its name was not UTF-8.

    Qt decodes file names as UTF-8 and turns bytes that are not (a name from an old archive or
    another system) into U+FFFD, so the path a file dialog or a drop hands over opens nothing.
    Such a path is matched against the folder's names as the file system gives them (bytes),
    decoded the same way; a single match is the file. Any other path is returned as it is.
    """
    import os

    if "\ufffd" not in path.name or path.exists():
        return path
    try:
        found = [child for child in path.parent.iterdir()
                 if os.fsencode(child.name).decode("utf-8", "replace") == path.name]
    except OSError:
        return path
    return found[0] if len(found) == 1 else path


def import_with_progress(
    parent: QWidget,
    library: Library,
    paths: list[Path],
    *,
    choose_encoding: EncodingChooser | None = None,
    choose_whole_page: WholePageChooser | None = None,
    show_merge: MergeShower | None = None,
) -> list[ImportResult]:
    """Import one file at a time with a cancellable progress dialog, then summarise (and show
    the merge report of any bundle: what it added, updated and kept, and why).

    Each file is its own transaction, so cancelling keeps what was imported and nothing
    half-done. Text whose encoding had to be guessed is previewed with an encoding chooser
    first, and a web page where extraction finds little, or whose extracted article looks cut
    short or padded with sign-up text (the import's warnings), may be imported whole — when the
    reader says so (no questions are asked where dialogs are off, as in tests).
    """
    interactive = dialogs_allowed()
    choose_encoding = choose_encoding or (_ask_encoding if interactive else None)
    choose_whole_page = choose_whole_page or (_ask_whole_page if interactive else None)
    paths = [real_path(p) for p in paths]
    progress = _Progress(parent, len(paths))
    results: list[ImportResult] = []
    for index, path in enumerate(paths):
        if progress.step(index, path.name):
            break
        encoding = None
        problem = not_a_file(path)  # a FIFO or device would block the preview below
        if problem is not None:
            results.append(ImportResult(str(path), "error", error=problem))
            continue
        # imported before: its article, without converting it (hashed already before Qt was loaded)
        known = known_file(library, path, source=prefetch.known_source(path))
        if known is not None:
            results.append(known)
            continue
        read = prefetch.take(path)  # read by a second process while the window was built
        if read is not None and (read.certain or choose_encoding is None):
            results.append(store_document(library, path, read.document, None, None, source=read.source))
            continue
        data = _needs_encoding(path) if choose_encoding is not None else None
        if data is not None and choose_encoding is not None:
            encoding = choose_encoding(parent, path.name, data)
            if encoding is None:
                skipped = QCoreApplication.translate("Importing", "%1: skipped (no encoding chosen)").replace("%1", path.name)
                results.append(ImportResult(str(path), "error", error=skipped))
                continue
        result = import_one(library, path, encoding=encoding)
        if _offers_whole_page(result) and choose_whole_page is not None and choose_whole_page(parent, result):
            result = _whole_page_instead(library, path, result)
        results.append(result)
    progress.close()
    prefetch.discard()  # what the second process read and no file needed (all known), if any
    summarise(parent, results, cancelled=len(results) < len(paths))
    merges = bundle_merges([r for r in results if not _plain_exercise(r)])
    show_merge = show_merge or (_show_merge_report if interactive else None)
    if merges and show_merge is not None:
        show_merge(parent, merges)
    return results


def _plain_exercise(result: ImportResult) -> bool:
    """An exercise that merged without a conflict, orphan or warning: the student is shown the
    exercise's own dialog when it opens, not a table of what the bundle added."""
    merge = result.details.get("merge")
    if "exercise" not in result.details or not isinstance(merge, dict):
        return False
    return not any(merge.get(part) for part in ("conflicts", "orphans", "warnings"))


def _show_merge_report(parent: QWidget, merges: list[tuple[str, dict[str, Any]]]) -> None:
    from .merge_report import merge_report_dialog

    merge_report_dialog(parent, merges).exec()


def summary_text(results: list[ImportResult], cancelled: bool = False) -> str:
    imported = sum(r.status == "imported" for r in results)
    duplicate = sum(r.status == "duplicate" for r in results)
    failed = [r for r in results if r.status == "error"]
    text = QCoreApplication.translate("Importing", "%1 imported, %2 already in the library, %3 failed.")
    text = fill(text, str(imported), str(duplicate), str(len(failed)))
    if cancelled:
        text += " " + QCoreApplication.translate("Importing", "Import cancelled; the rest were not imported.")
    conflicts = sum(len(merge.get("conflicts", [])) for _, merge in bundle_merges(results))
    if conflicts:
        text += " " + Importing().conflicts(conflicts)
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
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning if failed else QMessageBox.Icon.Information,
                          QCoreApplication.translate("Importing", "Import finished"), literal(text), parent=parent)
        box.setDetailedText("\n".join([*(r.error or "" for r in failed), *warnings]))
        box.exec()


class Importing(Words):
    def conflicts(self, conflicts: int) -> str:
        return self.tr("Conflicts where this library's version was kept: %n (see the merge report).", "", conflicts)
