"""Undo and redo for every annotation edit, on top of the library's snapshots.

Each command performs its change through the library the first time it is redone, then moves
between the library's "before" and "after" snapshots: undo and redo restore rows exactly (same
ids, same times), so a redone highlight is the same highlight its discrepancies point to.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from parallax.library.store import Library, Snapshot


def execute(stack: QUndoStack, command: LibraryCommand) -> None:
    """Do ``command`` now, then record it for undo; a library error is raised before recording.

    QUndoStack.push() calls redo() from C++, where a Python exception could not reach the
    user, so the first redo runs here.
    """
    command._pushed = True
    command._redo()
    command._pushed = False
    stack.push(command)


class LibraryCommand(QUndoCommand):
    """A change made by ``perform`` on first redo; ``capture`` snapshots what it touches."""

    def __init__(
        self,
        library: Library,
        text: str,
        perform: Callable[[], str],
        capture: Callable[[str], Snapshot],
        *,
        target: str | None = None,
        deletes: bool = False,
    ) -> None:
        super().__init__(text)
        self._library = library
        self._perform = perform
        self._capture = capture
        self._deletes = deletes
        self._before: Snapshot | None = capture(target) if target is not None and not deletes else None
        self._after: Snapshot | None = None
        self._deleted: Snapshot | None = None
        self.target: str | None = target
        self._done_once = False
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            # execute() already ran the first redo, where errors can still be reported.
            self._pushed = True
            return
        self._redo()

    def _redo(self) -> None:
        if self._deletes:
            if self._deleted is None:
                assert self.target is not None
                self._deleted = self._capture(self.target)
            self._perform()
            return
        if not self._done_once:
            self.target = self._perform()
            self._after = self._capture(self.target)
            self._done_once = True
        elif self._after is not None:
            self._library.restore(self._after)

    def undo(self) -> None:
        if self._deletes:
            if self._deleted is not None:
                self._library.restore(self._deleted)
            return
        if self._before is not None:
            self._library.restore(self._before)
        elif self.target is not None:
            self._remove_created(self.target)

    def _remove_created(self, target: str) -> None:
        raise NotImplementedError


class AddHighlight(LibraryCommand):
    def __init__(self, library: Library, article: str, start: int, end: int, label: str | None = None) -> None:
        super().__init__(
            library,
            QCoreApplication.translate("Undo", "Highlight"),
            lambda: library.add_highlight(article, start, end, label=label).id,
            library.snapshot_highlight,
        )

    def _remove_created(self, target: str) -> None:
        self._library.delete_highlight(target)


class DeleteHighlight(LibraryCommand):
    def __init__(self, library: Library, highlight: str) -> None:
        super().__init__(
            library,
            QCoreApplication.translate("Undo", "Delete highlight"),
            lambda: library.delete_highlight(highlight).highlights[0]["id"],
            library.snapshot_highlight,
            target=highlight,
            deletes=True,
        )


class CreateDiscrepancy(LibraryCommand):
    def __init__(
        self,
        library: Library,
        highlights: list[str],
        *,
        kind: str,
        title: str,
        claims: dict[str, str],
        note: str = "",
        status: str = "open",
        comparison: str | None = None,
    ) -> None:
        super().__init__(
            library,
            QCoreApplication.translate("Undo", "Link “%1”").replace("%1", title),
            lambda: library.create_discrepancy(
                highlights, kind=kind, title=title, claims=claims, note=note, status=status, comparison=comparison
            ).id,
            library.snapshot_discrepancy,
        )

    def _remove_created(self, target: str) -> None:
        self._library.delete_discrepancy(target)


class DeleteDiscrepancy(LibraryCommand):
    def __init__(self, library: Library, discrepancy: str) -> None:
        super().__init__(
            library,
            QCoreApplication.translate("Undo", "Delete discrepancy"),
            lambda: library.delete_discrepancy(discrepancy).discrepancies[0]["id"],
            library.snapshot_discrepancy,
            target=discrepancy,
            deletes=True,
        )


class EditDiscrepancy(LibraryCommand):
    """Any edit of one discrepancy: fields, claims, passages added or removed."""

    def __init__(self, library: Library, discrepancy: str, text: str, perform: Callable[[], object]) -> None:
        def run() -> str:
            perform()
            return discrepancy

        super().__init__(library, text, run, library.snapshot_discrepancy, target=discrepancy)


class DismissSuggestion(LibraryCommand):
    """A suggestion turned down in a comparison; undone, it is suggested again."""

    def __init__(self, library: Library, comparison: str, suggestion: str, kind: str, title: str) -> None:
        def perform() -> str:
            library.dismiss_suggestion(comparison, suggestion, kind, title)
            return suggestion

        super().__init__(library, QCoreApplication.translate("Undo", "Dismiss suggestion"), perform, lambda _id: Snapshot())
        self._comparison = comparison

    def _redo(self) -> None:
        self.target = self._perform()

    def undo(self) -> None:
        if self.target is not None:
            self._library.undismiss_suggestion(self._comparison, self.target)


class UndoWrites:
    """The session's writes as commands on an undo stack (:class:`~parallax.library.session.Writes`).

    A write group is a macro: the highlights a link creates are undone with the link.
    """

    def __init__(self, library: Library, stack: QUndoStack) -> None:
        self._library = library
        self.stack = stack

    def add_highlight(self, article: str, start: int, end: int, label: str | None) -> str:
        command = AddHighlight(self._library, article, start, end, label=label)
        execute(self.stack, command)
        assert command.target is not None
        return command.target

    def delete_highlight(self, highlight: str) -> None:
        execute(self.stack, DeleteHighlight(self._library, highlight))

    def create_discrepancy(
        self, highlights: list[str], *, kind: str, title: str, claims: dict[str, str], note: str,
        status: str, comparison: str | None,
    ) -> str:
        command = CreateDiscrepancy(self._library, highlights, kind=kind, title=title, claims=claims, note=note,
                                    status=status, comparison=comparison)
        execute(self.stack, command)
        assert command.target is not None
        return command.target

    def edit_discrepancy(self, discrepancy: str, text: str, perform: Callable[[], object]) -> None:
        execute(self.stack, EditDiscrepancy(self._library, discrepancy, text, perform))

    def delete_discrepancy(self, discrepancy: str) -> None:
        execute(self.stack, DeleteDiscrepancy(self._library, discrepancy))

    def dismiss_suggestion(self, comparison: str, suggestion: str, kind: str, title: str) -> None:
        execute(self.stack, DismissSuggestion(self._library, comparison, suggestion, kind, title))

    @contextlib.contextmanager
    def group(self, text: str) -> Iterator[None]:
        self.stack.beginMacro(text)
        try:
            yield
        finally:
            self.stack.endMacro()
