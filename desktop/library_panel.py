"""The Library panel: the sidebar wired to the session, with its context menu.

Choosing a comparison opens it, choosing an article shows it beside the others, and the menu
renames and deletes comparisons, edits an article's details or deletes it, all through the
panel context (never the window), each guarded like an action.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QInputDialog, QMenu, QMessageBox, QWidget

from .article_deletion import delete_articles
from .bridge import follow
from .panels import PanelContext
from .plain import literal
from .sidebar import ALL_ARTICLES, Sidebar
from .translation import Words

__all__ = ["build_panel"]


class LibraryPanel(Words):
    def deleting(self, name: str, count: int) -> str:
        return self.tr("Delete “%1” and its %n discrepancy(ies)? The articles and their highlights stay in the "
                       "library. This cannot be undone.", "", count).replace("%1", name)


_WORDS = LibraryPanel()


def build_panel(context: PanelContext, parent: QWidget) -> Sidebar:
    """The library sidebar, following the open comparison (it selects it)."""
    session = context.session
    sidebar = Sidebar(context.library, context.signals, parent)
    sidebar.comparisonActivated.connect(lambda cid: context.run(session.open, cid))
    sidebar.articleActivated.connect(lambda aid: context.run(session.open_articles, [aid]))
    sidebar.deleteArticlesRequested.connect(lambda ids: context.run(delete_articles, context, ids))
    sidebar.contextRequested.connect(
        lambda point, kind, item: context.run(_menu, context, sidebar, point, kind, item)
    )

    def select() -> None:
        if session.comparison_id is not None:
            sidebar.select_comparison(session.comparison_id)

    follow(sidebar, session.events.comparison_changed, select)
    select()
    return sidebar


def _menu(context: PanelContext, sidebar: Sidebar, point: QPoint, kind: str, item_id: str) -> None:
    from .article_details import edit_article_details

    session, library = context.session, context.library
    entries: list[tuple[str, Callable[[], object]]] = []
    if kind == "comparison":
        entries = [
            (QCoreApplication.translate("LibraryPanel", "Open"), lambda: session.open(item_id)),
            (QCoreApplication.translate("LibraryPanel", "Rename…"), lambda: _rename(context, item_id)),
            (QCoreApplication.translate("LibraryPanel", "Delete Comparison"), lambda: _delete(context, item_id)),
        ]
    elif kind == "article":
        comparison, _, article = item_id.rpartition("/")
        entries = [
            (QCoreApplication.translate("LibraryPanel", "Open Side by Side"), lambda: session.open_articles([article])),
            (QCoreApplication.translate("LibraryPanel", "Edit Details…"),
             lambda: edit_article_details(context.parent, library, article)),
            (QCoreApplication.translate("LibraryPanel", "Delete Article from Library…"),
             lambda: delete_articles(context, [article])),
        ]
        if comparison and comparison != ALL_ARTICLES:
            entries.append((QCoreApplication.translate("LibraryPanel", "Remove from Comparison"),
                            lambda: library.remove_from_comparison(comparison, article)))
    if not entries:
        return
    menu = QMenu(sidebar)
    for text, act in entries:
        menu.addAction(text).triggered.connect(lambda _checked=False, act=act: context.run(act))
    menu.exec(point)
    menu.deleteLater()


def _rename(context: PanelContext, comparison_id: str) -> None:
    current = context.library.get_comparison(comparison_id)
    name, ok = QInputDialog.getText(context.parent, QCoreApplication.translate("LibraryPanel", "Rename comparison"),
                                    QCoreApplication.translate("LibraryPanel", "New name:"), text=current.name)
    if ok:
        context.library.update_comparison(comparison_id, name=name)


def _delete(context: PanelContext, comparison_id: str) -> None:
    library = context.library
    comparison = library.get_comparison(comparison_id)
    count = len(library.list_discrepancies(comparison_id))
    question = _WORDS.deleting(comparison.name, count)
    answer = QMessageBox.question(context.parent, QCoreApplication.translate("LibraryPanel", "Delete comparison"),
                                  literal(question))
    if answer == QMessageBox.StandardButton.Yes:
        library.delete_comparison(comparison_id)
