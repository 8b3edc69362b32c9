"""File → Import from Zotero…: a Zotero data folder's collection becomes a comparison.

The reader picks Zotero's data folder (``~/Zotero`` unless Zotero was told otherwise), then a
collection or the whole library. Items are read and imported one at a time under a cancellable
progress dialog (:func:`parallax.library.zotero.import_zotero`); the articles then go
into the comparison named after the collection (the one already there when it was imported
before) as one undo step, and it opens. Items that could not be imported are listed in the
summary, as any import's failures are.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QProgressDialog

from parallax.library.errors import NotFoundError, ParallaxError
from parallax.library.zotero import collections, import_zotero

from .accessibility import fill
from .crash import dialogs_allowed
from .import_destination import LIBRARY, NEW, OPEN, ImportArticles
from .importing import summarise

if TYPE_CHECKING:
    from .main_window import MainWindow


def default_folder() -> Path:
    """Where Zotero keeps its data unless told otherwise (all systems: ``~/Zotero``)."""
    return Path.home() / "Zotero"


def ask_and_import(window: MainWindow) -> None:
    """Ask for the folder and the collection, then import."""
    if not dialogs_allowed():
        return
    start = default_folder() if default_folder().is_dir() else Path.home()
    title = QCoreApplication.translate("Zotero", "Choose Zotero's data folder (it holds zotero.sqlite)")
    folder = QFileDialog.getExistingDirectory(window, title, str(start))
    if not folder:
        return
    try:
        names = collections(Path(folder))
    except ParallaxError as exc:
        window.error(str(exc))
        return
    whole = QCoreApplication.translate("Zotero", "The whole library")
    choice, ok = QInputDialog.getItem(window, QCoreApplication.translate("Zotero", "Import from Zotero"),
                                      QCoreApplication.translate("Zotero", "Import the items of:"),
                                      [whole, *names], 1 if names else 0, False)
    if ok:
        import_into(window, Path(folder), None if choice == whole else choice)


def import_into(window: MainWindow, folder: Path, collection: str | None) -> list[str]:
    """Import ``collection`` (None: every item) of a Zotero folder; returns the article ids."""
    progress = QProgressDialog(QCoreApplication.translate("Zotero", "Reading the Zotero library…"),
                               QCoreApplication.translate("Zotero", "Cancel"), 0, 0, window)
    progress.setWindowTitle(QCoreApplication.translate("Zotero", "Import from Zotero"))
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(300)

    def step(index: int, total: int, path: Path) -> bool:
        progress.setMaximum(total)
        progress.setValue(index)
        said = QCoreApplication.translate("Zotero", "Importing %1 of %2")
        progress.setLabelText(fill(said, str(index + 1), str(total)))
        QApplication.processEvents()
        return not progress.wasCanceled()

    try:
        results, chosen = import_zotero(window.library, folder, collection=collection, progress=step)
    except ParallaxError as exc:
        progress.close()
        window.error(str(exc))
        return []
    cancelled = progress.wasCanceled()
    progress.close()
    ids = [r.id for r in results if r.status != "error" and r.id]
    new_ids = [r.id for r in results if r.status == "imported" and r.id]
    name = chosen.collection
    if ids:
        existing = None
        if name is not None:
            try:
                existing = window.library.get_comparison(name).id
            except NotFoundError:
                existing = None
        destination = LIBRARY if name is None else OPEN if existing is not None else NEW
        command = ImportArticles(window.library, ids, new_ids, destination, comparison_id=existing,
                                 new_name=name or "")
        window.stack.push(command)
        if command.comparison_id is not None and destination != LIBRARY:
            window.open_comparison(command.comparison_id)
    summarise(window, results, cancelled)
    for warning in chosen.warnings:
        window.statusBar().showMessage(warning, 10000)
    return ids
