"""The library sidebar: comparisons and their articles, and search as you type.

The tree is a thin adapter over the library (a QStandardItemModel rebuilt from plain records
when articles or comparisons change; annotation edits never touch it). Articles can be dragged
into the workspace: the drag carries their ids under :data:`ARTICLE_MIME`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QLineEdit,
    QListView,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from parallax.library.models import ArticleInfo, Change
from parallax.library.store import Library

from .bridge import LibrarySignals

ARTICLE_MIME = "application/x-parallax-article-ids"
ID_ROLE = Qt.ItemDataRole.UserRole + 1
TYPE_ROLE = Qt.ItemDataRole.UserRole + 2
ALL_ARTICLES = "__all__"
SEARCH_DELAY_MS = 150
MIN_SEARCH_CHARS = 2


def article_label(info: ArticleInfo) -> str:
    return f"{info.outlet}: {info.title}" if info.outlet else info.title


def article_tooltip(info: ArticleInfo) -> str:
    parts = [info.title]
    for value in (info.outlet, info.author, info.published, info.url):
        if value:
            parts.append(value)
    return "\n".join(parts)


class LibraryTreeModel(QStandardItemModel):
    """Comparisons (each with its articles in pane order), then "All articles"."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.refresh()

    def refresh(self) -> None:
        self.clear()
        root = self.invisibleRootItem()
        infos = {a.id: a for a in self.library.list_articles()}
        for comparison in self.library.list_comparisons():
            item = QStandardItem(comparison.name)
            item.setData(comparison.id, ID_ROLE)
            item.setData("comparison", TYPE_ROLE)
            item.setToolTip(comparison.note or comparison.name)
            item.setEditable(False)
            item.setDragEnabled(False)
            for aid in comparison.article_ids:
                if aid in infos:
                    item.appendRow(self._article_item(infos[aid]))
            root.appendRow(item)
        everything = QStandardItem(f"All articles ({len(infos)})")
        everything.setData(ALL_ARTICLES, ID_ROLE)
        everything.setData("group", TYPE_ROLE)
        everything.setEditable(False)
        everything.setDragEnabled(False)
        for info in infos.values():
            everything.appendRow(self._article_item(info))
        root.appendRow(everything)

    @staticmethod
    def _article_item(info: ArticleInfo) -> QStandardItem:
        item = QStandardItem(article_label(info))
        item.setData(info.id, ID_ROLE)
        item.setData("article", TYPE_ROLE)
        item.setToolTip(article_tooltip(info))
        item.setEditable(False)
        item.setDragEnabled(True)
        return item

    def mimeTypes(self) -> list[str]:
        return [ARTICLE_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        ids = [str(i.data(ID_ROLE)) for i in indexes if i.data(TYPE_ROLE) == "article"]
        data.setData(ARTICLE_MIME, "\n".join(dict.fromkeys(ids)).encode("utf-8"))
        return data

    def find_comparison(self, comparison_id: str) -> QModelIndex:
        for row in range(self.rowCount()):
            index = self.index(row, 0)
            if index.data(ID_ROLE) == comparison_id:
                return index
        return QModelIndex()


class SearchResultsModel(QStandardItemModel):
    """Articles matching the search box, best first, each with a snippet."""

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library

    def run(self, text: str) -> int:
        self.clear()
        hits = self.library.search(text, limit=100, prefix=True) if text.strip() else []
        for hit in hits:
            snippet = hit.snippet.replace("[", "").replace("]", "")
            item = QStandardItem(f"{article_label(hit.article)}\n{snippet}")
            item.setData(hit.article.id, ID_ROLE)
            item.setData("article", TYPE_ROLE)
            item.setToolTip(article_tooltip(hit.article))
            item.setEditable(False)
            item.setDragEnabled(True)
            self.appendRow(item)
        return len(hits)

    def mimeTypes(self) -> list[str]:
        return [ARTICLE_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        data = QMimeData()
        ids = [str(i.data(ID_ROLE)) for i in indexes]
        data.setData(ARTICLE_MIME, "\n".join(dict.fromkeys(ids)).encode("utf-8"))
        return data


class Sidebar(QWidget):
    """The library: a search box over a tree of comparisons and articles.

    Signals:
        comparisonActivated(str): open this comparison in the workspace.
        articleActivated(str): add this article to the workspace.
        contextRequested(object, str, str): (global point, item type, id) for the window's menu.
    """

    comparisonActivated = Signal(str)
    articleActivated = Signal(str)
    contextRequested = Signal(object, str, str)

    def __init__(self, library: Library, signals: LibrarySignals, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidebar")
        self.library = library
        self.search = QLineEdit(self)
        self.search.setPlaceholderText("Search the library…")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search the library")
        self.model = LibraryTreeModel(library, self)
        self.tree = QTreeView(self)
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setAccessibleName("Comparisons and articles")
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.expandToDepth(0)
        self.results_model = SearchResultsModel(library, self)
        self.results = QListView(self)
        self.results.setModel(self.results_model)
        self.results.setWordWrap(True)
        self.results.setDragEnabled(True)
        self.results.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.results.setAccessibleName("Search results")
        self.results.setAlternatingRowColors(True)
        self.no_results = QLabel("No matches", self)
        self.no_results.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.tree)
        self.stack.addWidget(self.results)
        self.stack.addWidget(self.no_results)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(self.stack)
        # Search as you type, but not on every keystroke of a fast typist, and not for one
        # letter (which matches nearly every article of a large library).
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(lambda: self._search(self.search.text()))
        self.search.textChanged.connect(self._typed)
        self.search.returnPressed.connect(self._open_first_result)
        self.tree.activated.connect(self._activated)
        self.results.activated.connect(self._activated)
        self.tree.customContextMenuRequested.connect(self._context)
        signals.changed.connect(self._library_changed)

    def _library_changed(self, change: Change) -> None:
        if change.entity in ("article", "comparison"):
            expanded = self._expanded_ids()
            self.model.refresh()
            self._restore_expanded(expanded)
            if self.search.text().strip():
                self._search_timer.start()

    def _expanded_ids(self) -> set[str]:
        ids = set()
        for row in range(self.model.rowCount()):
            index = self.model.index(row, 0)
            if self.tree.isExpanded(index):
                ids.add(str(index.data(ID_ROLE)))
        return ids

    def _restore_expanded(self, ids: set[str]) -> None:
        for row in range(self.model.rowCount()):
            index = self.model.index(row, 0)
            if str(index.data(ID_ROLE)) in ids:
                self.tree.expand(index)

    def _typed(self, text: str) -> None:
        if not text.strip():
            self._search_timer.stop()
            self.stack.setCurrentWidget(self.tree)
        else:
            self._search_timer.start()

    def _search(self, text: str) -> None:
        if not text.strip():
            self.stack.setCurrentWidget(self.tree)
            return
        if len(text.strip()) < MIN_SEARCH_CHARS and '"' not in text:
            self.no_results.setText(f"Type at least {MIN_SEARCH_CHARS} letters to search")
            self.stack.setCurrentWidget(self.no_results)
            return
        self.no_results.setText("No matches")
        found = self.results_model.run(text)
        self.stack.setCurrentWidget(self.results if found else self.no_results)

    def _open_first_result(self) -> None:
        if self._search_timer.isActive():  # Enter before the pause: search now
            self._search_timer.stop()
            self._search(self.search.text())
        if self.stack.currentWidget() is self.results and self.results_model.rowCount():
            self.articleActivated.emit(str(self.results_model.index(0, 0).data(ID_ROLE)))

    def _activated(self, index: QModelIndex | QPersistentModelIndex) -> None:
        kind = index.data(TYPE_ROLE)
        if kind == "comparison":
            self.comparisonActivated.emit(str(index.data(ID_ROLE)))
        elif kind == "article":
            self.articleActivated.emit(str(index.data(ID_ROLE)))

    def _context(self, point: QPoint) -> None:
        index = self.tree.indexAt(point)
        if not index.isValid():
            return
        kind = str(index.data(TYPE_ROLE))
        item_id = str(index.data(ID_ROLE))
        if kind == "article" and index.parent().isValid():
            parent_id = str(index.parent().data(ID_ROLE))
            if parent_id != ALL_ARTICLES:
                item_id = f"{parent_id}/{item_id}"
        self.contextRequested.emit(self.tree.viewport().mapToGlobal(point), kind, item_id)

    def select_comparison(self, comparison_id: str) -> None:
        index = self.model.find_comparison(comparison_id)
        if index.isValid():
            self.tree.setCurrentIndex(index)
            self.tree.expand(index)

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()
