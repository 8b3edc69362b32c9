"""The library sidebar: comparisons and their articles, and search as you type.

The tree is a thin adapter over the library (:class:`~.library_tree.LibraryTreeModel`, re-read
when articles or comparisons change, a group's articles read when it is expanded; annotation
edits never touch it). Articles can be dragged into the workspace: the drag carries their ids
under :data:`ARTICLE_MIME`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QStandardItem, QStandardItemModel
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

from parallax.library.models import Change, SearchHit
from parallax.library.store import Library

from .bridge import LibrarySignals
from .library_tree import (
    ALL_ARTICLES,
    ARTICLE_MIME,
    ID_ROLE,
    TYPE_ROLE,
    LibraryTreeModel,
    article_label,
    article_mime,
    article_tooltip,
)

__all__ = [
    "ALL_ARTICLES",
    "ARTICLE_MIME",
    "ID_ROLE",
    "MIN_SEARCH_CHARS",
    "SEARCH_DELAY_MS",
    "TYPE_ROLE",
    "LibraryTreeModel",
    "SearchResultsModel",
    "Sidebar",
]

SEARCH_DELAY_MS = 150
MIN_SEARCH_CHARS = 2
SEARCH_PAGE = 50
"""Results read at a time: the first page shows at once, the next as the list scrolls to its end."""


class SearchResultsModel(QStandardItemModel):
    """Articles matching the search box, best first, each with a snippet, a page at a time.

    The library ranks its newest matches first, a window at a time
    (:meth:`.Library.search`), so the first page costs the same in a library of any size;
    the view asks for the next page (``fetchMore``) when the reader scrolls to the last row.
    """

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self._text = ""
        self._more = False

    def run(self, text: str) -> int:
        self.clear()
        self._text, self._more = text, False
        if text.strip():
            self._append(self.library.search(text, limit=SEARCH_PAGE, prefix=True))
        return self.rowCount()

    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> bool:  # noqa: B008
        return self._more and not parent.isValid()

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> None:  # noqa: B008
        if self.canFetchMore(parent):
            self._append(self.library.search(self._text, limit=SEARCH_PAGE, prefix=True, offset=self.rowCount()))

    def _append(self, hits: Sequence[SearchHit]) -> None:
        from .search_marks import MARKED_ROLE, marked_html  # the first search, not the window's start

        self._more = len(hits) == SEARCH_PAGE
        for hit in hits:
            snippet = hit.snippet.replace("[", "").replace("]", "")
            item = QStandardItem(f"{article_label(hit.article)}\n{snippet}")
            item.setData(marked_html(article_label(hit.article), hit.snippet), MARKED_ROLE)
            item.setData(hit.article.id, ID_ROLE)
            item.setData("article", TYPE_ROLE)
            item.setToolTip(article_tooltip(hit.article))
            item.setEditable(False)
            item.setDragEnabled(True)
            self.appendRow(item)

    def mimeTypes(self) -> list[str]:
        return [ARTICLE_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        return article_mime(str(i.data(ID_ROLE)) for i in indexes)


class Sidebar(QWidget):
    """The library: a search box over a tree of comparisons and articles.

    Signals:
        comparisonActivated(str): open this comparison in the workspace.
        articleActivated(str): add this article to the workspace.
        contextRequested(object, str, str): (global point, item type, id) for the window's menu.
    """

    comparisonActivated = Signal(str)
    articleActivated = Signal(str)
    deleteArticlesRequested = Signal(list)
    """The Delete key in the library's tree or results: these article ids."""
    contextRequested = Signal(object, str, str)

    def __init__(self, library: Library, signals: LibrarySignals, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidebar")
        self.library = library
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search the library…"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the library"))
        self.model = LibraryTreeModel(library, self)
        self.tree = QTreeView(self)
        self.tree.setModel(self.model)
        self.tree.setHeaderHidden(True)
        self.setFocusProxy(self.tree)  # Ctrl+1 lands on the tree, where the arrow keys work
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setAccessibleName(self.tr("Comparisons and articles"))
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.setUniformRowHeights(True)  # one line each: the view need not measure rows
        self.tree.expanded.connect(self._fetch)
        self._paging = False
        self._expand_initial()
        self._results: QListView | None = None  # the search's list and label: built on first search
        self._results_model: SearchResultsModel | None = None
        self._no_results: QLabel | None = None
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.tree)
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
        self.search.installEventFilter(self)
        self.tree.installEventFilter(self)
        self.tree.activated.connect(self._activated)
        self.tree.customContextMenuRequested.connect(self._context)
        signals.changed.connect(self._library_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Esc in a search box holding text clears it (and shows the library again); Delete in
        the tree or the results asks to delete the selected articles."""
        if (
            watched in (self.tree, self._results)
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Delete
        ):
            view = self.tree if watched is self.tree else self._results
            assert view is not None
            ids = [
                str(i.data(ID_ROLE)) for i in view.selectionModel().selectedIndexes() if i.data(TYPE_ROLE) == "article"
            ]
            if ids:
                self.deleteArticlesRequested.emit(list(dict.fromkeys(ids)))
                return True
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self.search.text()
        ):
            self.search.clear()
            return True
        return super().eventFilter(watched, event)

    def selected_articles(self) -> list[str]:
        """The articles selected in the tree, or in the search results when they are shown."""
        view = self._results if self._results is not None and self._results.isVisible() else self.tree
        return list(dict.fromkeys(
            str(i.data(ID_ROLE)) for i in view.selectionModel().selectedIndexes() if i.data(TYPE_ROLE) == "article"
        ))

    # -- the search's views, built when first searched ----------------------------------------
    @property
    def results_model(self) -> SearchResultsModel:
        if self._results_model is None:
            self._results_model = SearchResultsModel(self.library, self)
        return self._results_model

    @property
    def results(self) -> QListView:
        if self._results is None:
            from .search_marks import MarkedDelegate  # the first search, not the window's start

            results = QListView(self)
            results.setModel(self.results_model)
            results.setWordWrap(True)
            results.setDragEnabled(True)
            results.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
            results.setAccessibleName(self.tr("Search results"))
            results.setAlternatingRowColors(True)
            results.setItemDelegate(MarkedDelegate(results))
            results.installEventFilter(self)
            results.activated.connect(self._activated)
            self.stack.insertWidget(1, results)
            self._results = results
        return self._results

    @property
    def no_results(self) -> QLabel:
        if self._no_results is None:
            label = QLabel(self.tr("No matches"), self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.stack.addWidget(label)
            self._no_results = label
        return self._no_results

    def _library_changed(self, change: Change) -> None:
        if change.entity in ("article", "comparison"):
            expanded = self._expanded_ids()
            self.model.refresh()
            self._watch_scrolling()
            self._restore_expanded(expanded)
            if self.search.text().strip():
                self._search_timer.start()

    def _expand_initial(self) -> None:
        """A small library opens fully expanded; a large one shows its comparisons folded (the
        open one is expanded when it is selected), so nothing is read before it is wanted."""
        if self.model.eager:
            self.tree.expandToDepth(0)
        self._watch_scrolling()

    def _watch_scrolling(self) -> None:
        """Page through "All articles" as the reader scrolls, once the library is too large to
        read at once (a small one never needs it, and never pays for wrapping the scroll bar)."""
        if not self.model.eager and not self._paging:
            self._paging = True
            self.tree.verticalScrollBar().valueChanged.connect(self._fetch_at_bottom)

    def _fetch(self, index: QModelIndex | QPersistentModelIndex) -> None:
        """Read an expanded group's articles (the view does not when its layout is pending)."""
        if self.model.canFetchMore(index):
            self.model.fetchMore(index)

    def _fetch_at_bottom(self, _value: int) -> None:
        """Read the next page of a group (in practice "All articles") once the reader has
        scrolled down to the last of its articles read so far."""
        for row in range(self.model.rowCount()):
            index = self.model.index(row, 0)
            if not (self.tree.isExpanded(index) and self.model.has_more(index)):
                continue
            last = self.model.index(self.model.rowCount(index) - 1, 0, index)
            if not last.isValid() or self.tree.visualRect(last).top() <= self.tree.height():
                self.model.fetch_page(index)
            return

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
                self._fetch(index)
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
            self.no_results.setText(self.tr("Type at least %n letters to search", "", MIN_SEARCH_CHARS))
            self.stack.setCurrentWidget(self.no_results)
            return
        self.no_results.setText(self.tr("No matches"))
        found = self.results_model.run(text)
        self.stack.setCurrentWidget(self.results if found else self.no_results)

    def _open_first_result(self) -> None:
        if self._search_timer.isActive():  # Enter before the pause: search now
            self._search_timer.stop()
            self._search(self.search.text())
        if self._results is not None and self.stack.currentWidget() is self._results and self.results_model.rowCount():
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
            self._fetch(index)
            self.tree.setCurrentIndex(index)
            self.tree.expand(index)

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()
