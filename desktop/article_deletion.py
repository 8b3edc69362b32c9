"""Deleting an article from the library in the app: confirmed, explained, and undoable.

An article goes with its highlights; the discrepancies that quoted it lose those passages (the
discrepancies themselves stay). A discrepancy left with fewer than two passages compares
nothing any more, so the confirmation names each such discrepancy rather than letting it fade
silently. The deletion is one step on the undo stack: undo brings back the article (same id:
the id is its text's hash), its place in every comparison, its highlights and their passages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QMessageBox, QWidget

from parallax.library.models import Article, Snapshot
from parallax.library.store import Library


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("ArticleDeletion", text, None, n)


def weakened_discrepancies(library: Library, article_id: str) -> list[str]:
    """Titles of the discrepancies that would keep fewer than two passages without the article."""
    ids = {h.id for h in library.list_highlights(article_id)}
    titles: dict[str, str] = {}
    for hid in ids:
        for discrepancy in library.discrepancies_of_highlight(hid):
            left = [p for p in discrepancy.passages if p.highlight not in ids]
            if len(left) < 2:
                titles[discrepancy.id] = discrepancy.title
    return list(titles.values())


def deletion_message(library: Library, article_id: str) -> str:
    """What deleting the article will do, in a sentence or three."""
    info = library.get_article_info(article_id)
    highlights = len(library.list_highlights(article_id))
    text = _tr("Delete “%1” from the library, with its highlights (%n)?", highlights).replace("%1", info.title)
    text += " " + _tr("It leaves every comparison it is in.")
    weakened = weakened_discrepancies(library, article_id)
    if weakened:
        names = ", ".join(f"“{t}”" for t in weakened)
        text += " " + _tr(
            "Discrepancies that will be left with fewer than two passages (%n): %1.", len(weakened)
        ).replace("%1", names)
    return text + " " + _tr("Edit → Undo brings it all back.")


def confirm_deletion(parent: QWidget, library: Library, article_id: str) -> bool:
    answer = QMessageBox.question(parent, _tr("Delete Article"), deletion_message(library, article_id))
    return answer == QMessageBox.StandardButton.Yes


class DeleteArticle(QUndoCommand):
    """Delete an article with its highlights; undo restores article, places and annotations."""

    def __init__(self, library: Library, article_id: str) -> None:
        info = library.get_article_info(article_id)
        super().__init__(_tr("Delete Article “%1”").replace("%1", info.title[:60]))
        self._library = library
        self._id = article_id
        self.weakened = weakened_discrepancies(library, article_id)
        self._article: Article | None = None
        self._places: list[tuple[str, list[str]]] = []
        self._snapshots: list[Snapshot] = []

    def redo(self) -> None:
        library = self._library
        self._article = library.get_article(self._id)
        self._places = [(c.id, list(c.article_ids)) for c in library.list_comparisons() if self._id in c.article_ids]
        self._snapshots = [library.snapshot_highlight(h.id) for h in library.list_highlights(self._id)]
        library.delete_article(self._id)

    def undo(self) -> None:
        library = self._library
        article = self._article
        if article is None:
            return
        info = article.info
        library.add_article(
            article.markdown, title=info.title, source_format=info.source_format, outlet=info.outlet,
            author=info.author, published=info.published, url=info.url, language=info.language,
        )
        for comparison_id, order in self._places:
            library.add_to_comparison(comparison_id, [self._id])
            library.reorder_comparison(comparison_id, order)
        for snapshot in self._snapshots:
            library.restore(snapshot)
