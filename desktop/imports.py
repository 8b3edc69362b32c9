"""Importing from the window: files, a folder, or what is dropped, with a progress dialog.

Articles go where the reader says (the open comparison, a new one named in the same question,
or only the library), as one undo step; those that name no outlet are offered to be named. The
File menu's commands are run as ``imports.<method>`` (:mod:`.window_actions`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from parallax.library.models import Comparison
from parallax.library.store import Library

from .accessibility import fill
from .crash import dialogs_allowed

if TYPE_CHECKING:
    from .actions import ActionTable
    from .import_destination import DestinationChooser, ImportArticles
    from .panels import PanelContext

__all__ = ["Imports"]


class Imports(QObject):
    """The window's imports.

    Attributes:
        choose_destination: asks where imported articles go; tests set it (no dialog is shown
            where dialogs are off).
        ask_source_details: asks for the outlet, author and date of imported articles that
            name no outlet; tests set it (no dialog is shown where dialogs are off).
    """

    def __init__(self, context: PanelContext, actions: ActionTable) -> None:
        super().__init__(context.parent)
        self.context = context
        self.actions = actions
        self.choose_destination: DestinationChooser | None = None
        self.ask_source_details: Callable[[QWidget, Library, list[str]], bool] | None = None
        self._unwritten: ImportArticles | None = None  # a planned comparison shown, to be written

    def import_files(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from .importing import IMPORT_FILTER

        files, _ = QFileDialog.getOpenFileNames(self.context.parent, self.tr("Import articles or bundles"),
                                                self._last_folder(), IMPORT_FILTER)
        if files:
            self._remember_folder(Path(files[0]).parent)
            self.import_paths([Path(f) for f in files])

    def import_folder(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        folder = QFileDialog.getExistingDirectory(self.context.parent, self.tr("Import every document in a folder"),
                                                  self._last_folder())
        if folder:
            self._remember_folder(Path(folder))
            from .importing import documents_in

            self.import_paths(documents_in(Path(folder)))

    def _last_folder(self) -> str:
        from .folders import start_folder

        return str(start_folder(self.context.settings))

    def _remember_folder(self, folder: Path) -> None:
        from .folders import remember_folder

        remember_folder(folder, self.context.settings)

    def set_ask_destination(self, ask: bool) -> None:
        """Checked, imports ask again where they go: the remembered destination is forgotten. The
        window checks the action at start to show the setting, and nothing is forgotten then:
        writing the same empty value made Qt rewrite the settings file (two ``fdatasync``) between
        ``show()`` and the first paint of every start."""
        if ask and self.context.settings.get("import/destination"):
            self.context.settings.set("import/destination", "")

    def import_paths(self, paths: list[Path], *, open_side_by_side: bool = False, plan: bool = False) -> list[str]:
        """Import files with a progress dialog; returns the ids of the articles now available.

        ``plan`` (with ``open_side_by_side``): the new comparison is shown at once but written by
        :meth:`write_planned` (``parallax open`` calls it just after the window's first paint:
        the library's first write reads the whole file first, 0.13 s for 10,000 articles).
        """
        from .importing import import_with_progress

        context, session = self.context, self.context.session
        results = import_with_progress(context.parent, context.library, paths)
        ids = [r.id for r in results if r.kind == "article" and r.id]
        new_ids = [r.id for r in results if r.kind == "article" and r.status == "imported" and r.id]
        bundles = [r for r in results if r.kind in ("bundle", "project") and r.status != "error"]
        title = next((r.title for r in results if r.kind == "article" and r.title), self.tr("Imported articles"))
        if bundles and bundles[-1].id and not ids:
            context.run(session.open, bundles[-1].id)
        elif ids:
            from .import_destination import LIBRARY, NEW, OPEN, ImportArticles, suggested_name

            name = suggested_name(title)
            destination, name = (NEW, name) if open_side_by_side else self._destination(len(ids), name)
            found = context.run(context.library.plan_comparison, name, "", ids) if plan and destination == NEW else None
            planned = found if isinstance(found, Comparison) else None
            command = ImportArticles(
                context.library, ids, new_ids, destination, comparison_id=session.comparison_id, new_name=name,
                planned=planned,
            )
            context.stack.push(command)
            if planned is not None:
                self._unwritten = command
                session.open_planned(planned)
            elif destination == NEW and command.comparison_id is not None:
                context.run(session.open, command.comparison_id)
            elif destination == OPEN:
                session.open_articles(ids)
            where = {
                OPEN: self.tr("into the open comparison"),
                NEW: self.tr("into a new comparison"),
                LIBRARY: self.tr("into the library only"),
            }[destination]
            context.report(fill(self.tr("Articles imported: %n, %1; Ctrl+Z undoes the import", "", len(ids)), where),
                           10000)
            self._offer_source_details(new_ids)
        return ids

    def has_planned(self) -> bool:
        """Whether a comparison :meth:`import_paths` planned and shows is not written yet."""
        return self._unwritten is not None

    def write_planned(self) -> None:
        """Write the comparison :meth:`import_paths` planned and shows (once; nothing if none)."""
        command, self._unwritten = self._unwritten, None
        if command is not None:
            self.context.library.write_first(None)
            self.context.run(command.place)

    def _offer_source_details(self, article_ids: list[str]) -> None:
        if not article_ids:  # all already in the library (``parallax open`` of known files)
            return
        from .source_details import lacking_source, offer_source_details

        asker = self.ask_source_details or (offer_source_details if dialogs_allowed() else None)
        if asker is not None and lacking_source(self.context.library, article_ids):
            asker(self.context.parent, self.context.library, article_ids)

    def _destination(self, count: int, name: str) -> tuple[str, str]:
        """The remembered destination, else the reader's choice (remembered if asked to), and the
        name of a new comparison (``name`` unless the reader typed another)."""
        from .import_destination import LIBRARY, NEW, OPEN, ask_destination

        settings = self.context.settings
        comparison_open = self.context.session.comparison_id is not None
        stored = settings.get("import/destination")
        if stored in (NEW, LIBRARY) or (stored == OPEN and comparison_open):
            return str(stored), name
        chooser = self.choose_destination or (ask_destination if dialogs_allowed() else None)
        answer = chooser(self.context.parent, comparison_open, count, name) if chooser is not None else None
        if answer is None:
            return (OPEN if comparison_open and chooser is None else LIBRARY), name
        destination, remember, *typed = answer
        if destination == OPEN and not comparison_open:
            destination = LIBRARY
        if remember:
            settings.set("import/destination", destination)
            self.actions["ask_destination"].setChecked(False)
        return destination, (typed[0] if typed and typed[0] else name)
