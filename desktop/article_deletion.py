"""Deleting an article from the library in the app: confirmed, explained, and undoable.

An article goes with its highlights; the discrepancies that quoted it lose those passages (the
discrepancies themselves stay). A discrepancy left with fewer than two passages compares
nothing any more, so the confirmation names each such discrepancy rather than letting it fade
silently. The deletion is one step on the undo stack: undo restores the library's own snapshot
of it (the article, its place in every comparison, its highlights and their passages).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QMessageBox, QWidget

from parallax.library.models import ArticleDeletion as Deleted
from parallax.library.models import passages_needed
from parallax.library.store import Library

from .plain import literal
from .translation import Words

if TYPE_CHECKING:
    from .panels import PanelContext


def weakened_discrepancies(library: Library, article_id: str) -> list[str]:
    """Titles of the discrepancies that would keep fewer passages than their kind needs (two;
    one for an omission) without the article."""
    ids = {h.id for h in library.list_highlights(article_id)}
    titles: dict[str, str] = {}
    for hid in ids:
        for discrepancy in library.discrepancies_of_highlight(hid):
            left = [p for p in discrepancy.passages if p.highlight not in ids]
            if len(left) < passages_needed(discrepancy.kind):
                titles[discrepancy.id] = discrepancy.title
    return list(titles.values())


class ArticleDeletion(Words):
    def asking(self, title: str, highlights: int) -> str:
        return self.tr("Delete “%1” from the library, with its highlights (%n)?", "", highlights).replace("%1", title)

    def weakened(self, names: str, count: int) -> str:
        return self.tr("Discrepancies that will be left with fewer than two passages (%n): %1.", "", count).replace("%1", names)

    def left_short(self, names: str, count: int) -> str:
        return self.tr("Discrepancies now with fewer than two passages (%n): %1", "", count).replace("%1", names)


_WORDS = ArticleDeletion()


def deletion_message(library: Library, article_id: str) -> str:
    """What deleting the article will do, in a sentence or three."""
    info = library.get_article_info(article_id)
    highlights = len(library.list_highlights(article_id))
    text = _WORDS.asking(info.title, highlights)
    text += " " + QCoreApplication.translate("ArticleDeletion", "It leaves every comparison it is in.")
    weakened = weakened_discrepancies(library, article_id)
    if weakened:
        names = ", ".join(f"“{t}”" for t in weakened)
        count = len(weakened)
        text += " " + _WORDS.weakened(names, count)
    return text + " " + QCoreApplication.translate("ArticleDeletion", "Edit → Undo brings it all back.")


def confirm_deletion(parent: QWidget, library: Library, article_id: str) -> bool:
    answer = QMessageBox.question(parent, QCoreApplication.translate("ArticleDeletion", "Delete Article"),
                                  literal(deletion_message(library, article_id)))
    return answer == QMessageBox.StandardButton.Yes


class DeleteArticle(QUndoCommand):
    """Delete an article with its highlights; undo restores article, places and annotations
    from the snapshot the library's deletion returns."""

    def __init__(self, library: Library, article_id: str) -> None:
        info = library.get_article_info(article_id)
        super().__init__(QCoreApplication.translate("ArticleDeletion", "Delete Article “%1”").replace("%1", info.title[:60]))
        self._library = library
        self._id = article_id
        self.weakened = weakened_discrepancies(library, article_id)
        self._deletion: Deleted | None = None

    def redo(self) -> None:
        self._deletion = self._library.delete_article(self._id)

    def undo(self) -> None:
        if self._deletion is not None:
            self._library.restore(self._deletion.snapshot)
            self._deletion = None


Confirm = Callable[[QWidget, Library, str], bool]
"""Asks before an article is deleted: (parent, library, article id) -> go ahead."""

CONFIRM: Confirm | None = None
"""Asks instead of :func:`confirm_deletion` (tests set it; no dialog where dialogs are off)."""


def delete_articles(context: PanelContext, article_ids: Sequence[str]) -> None:
    """Delete articles from the library, each one undo step, each confirmed (:data:`CONFIRM`,
    else a question where dialogs are allowed); says what became of the discrepancies that
    quoted them."""
    from .crash import dialogs_allowed

    ask = CONFIRM or (confirm_deletion if dialogs_allowed() else None)
    for article_id in article_ids:
        if ask is not None and not ask(context.parent, context.library, article_id):
            continue
        command = DeleteArticle(context.library, article_id)
        context.stack.push(command)
        message = QCoreApplication.translate("ArticleDeletion", "Article deleted; Ctrl+Z brings it back.")
        if command.weakened:
            message += " " + _WORDS.left_short(", ".join(command.weakened), len(command.weakened))
        context.report(message, 10000)
