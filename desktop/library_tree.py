"""The sidebar's tree model: comparisons (each with its articles in pane order), then "All articles".

A large library has thousands of articles, each listed twice (under its comparison and under
"All articles"); building an item for every one of them made opening the window take a second
with 10,000 articles. So the model reads only the top level when it is (re)built and fetches a
group's articles when the group is expanded (``canFetchMore``/``fetchMore``), "All articles" a
page at a time as the reader scrolls (:meth:`LibraryTreeModel.fetch_page`). A small library is
read whole at once, so it opens fully expanded as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractItemModel, QMimeData, QModelIndex, QObject, QPersistentModelIndex, Qt

from parallax.library.models import ArticleInfo
from parallax.library.store import Library

from .dragging import ARTICLE_MIME, article_mime
from .plain import literal

__all__ = [
    "ALL_ARTICLES",
    "ARTICLE_MIME",
    "EAGER_ROWS",
    "ID_ROLE",
    "PAGE_SIZE",
    "TYPE_ROLE",
    "LibraryTreeModel",
    "article_label",
    "article_mime",
    "article_tooltip",
]

ID_ROLE = Qt.ItemDataRole.UserRole + 1
TYPE_ROLE = Qt.ItemDataRole.UserRole + 2
ALL_ARTICLES = "__all__"
EAGER_ROWS = 500
"""Up to this many article rows in all, the whole tree is read at once (and shown expanded)."""
PAGE_SIZE = 200
"""Articles of "All articles" read per fetch: a few screenfuls."""

_Index = QModelIndex | QPersistentModelIndex
_TOP = 0  # internal id of top-level rows; an article row's is its group's row + 1
# The view asks for these for every row it lays out: looked up once, not per call.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_GROUP_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_ARTICLE_FLAGS = _GROUP_FLAGS | Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemNeverHasChildren


def article_label(info: ArticleInfo) -> str:
    return f"{info.outlet}: {info.title}" if info.outlet else info.title


def article_tooltip(info: ArticleInfo) -> str:
    """An article's title, outlet, author, date and address, as a tooltip shows them (as text)."""
    parts = [info.title]
    for value in (info.outlet, info.author, info.published, info.url):
        if value:
            parts.append(value)
    return literal("\n".join(parts))


class _Group:
    """A top-level row: a comparison or "All articles", and the articles read so far."""

    __slots__ = ("articles", "id", "kind", "label", "tooltip", "total")

    def __init__(self, id: str, kind: str, label: str, tooltip: str | None, total: int) -> None:
        self.id = id
        self.kind = kind  # "comparison" or "group"
        self.label = label
        self.tooltip = tooltip
        self.total = total  # articles it holds; fewer may be read yet
        self.articles: list[ArticleInfo] = []


class LibraryTreeModel(QAbstractItemModel):
    """Comparisons (each with its articles in pane order), then "All articles", read lazily."""

    def __init__(self, library: Library, parent: QObject | None = None, *, eager_rows: int | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self._eager_rows = EAGER_ROWS if eager_rows is None else eager_rows
        self._groups: list[_Group] = []
        self.eager = False
        """Whether the last refresh read every article (the sidebar then expands everything)."""
        self.refresh()

    # -- reading the library -----------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the top level; articles are read again as groups are expanded."""
        self.beginResetModel()
        count = self.library.count_articles()
        groups = [_Group(cid, "comparison", name, note or name, size)
                  for cid, name, note, size in self.library.comparison_sizes()]
        everything = self.tr("All articles (%1)").replace("%1", str(count))
        groups.append(_Group(ALL_ARTICLES, "group", everything, None, count))
        self.eager = sum(g.total for g in groups) <= self._eager_rows
        if self.eager:
            infos = {a.id: a for a in self.library.list_articles()}
            members = {c.id: c.article_ids for c in self.library.list_comparisons()}
            for group in groups:
                ids = members.get(group.id, ()) if group.kind == "comparison" else infos
                group.articles = [infos[a] for a in ids if a in infos]
                group.total = len(group.articles)
        self._groups = groups
        self.endResetModel()

    def canFetchMore(self, parent: _Index) -> bool:
        """Whether an expanded group still has to be read.

        Only a group's first read is offered: QTreeView calls ``fetchMore`` whenever it lays
        out an expanded group that can fetch more, which would read "All articles" page after
        page with nobody scrolling. Later pages come from :meth:`fetch_page`, which the sidebar
        calls when the reader scrolls to the end of what was read.
        """
        group = self._group(parent)
        return group is not None and not group.articles and group.total > 0

    def fetchMore(self, parent: _Index) -> None:
        if self.canFetchMore(parent):
            self.fetch_page(parent)

    def has_more(self, parent: _Index) -> bool:
        """Whether a group holds articles not read yet."""
        group = self._group(parent)
        return group is not None and len(group.articles) < group.total

    def fetch_page(self, parent: _Index) -> None:
        """Read a comparison's articles, or the next page of "All articles"."""
        group = self._group(parent)
        if group is None or len(group.articles) >= group.total:
            return
        if group.kind == "comparison":
            fetched = self.library.list_articles(group.id)
            group.total = len(fetched)  # the whole comparison in one read
        else:
            fetched = self.library.list_articles(limit=PAGE_SIZE, offset=len(group.articles))
            if len(fetched) < PAGE_SIZE:
                group.total = len(group.articles) + len(fetched)
        if not fetched:
            return
        first = len(group.articles)
        self.beginInsertRows(self.index(parent.row(), 0), first, first + len(fetched) - 1)
        group.articles.extend(fetched)
        self.endInsertRows()

    def _group(self, index: _Index) -> _Group | None:
        """The group of a top-level index, else None."""
        if index.isValid() and index.internalId() == _TOP and index.column() == 0:
            return self._groups[index.row()]
        return None

    # -- the model -----------------------------------------------------------------------------
    def index(self, row: int, column: int, parent: _Index = QModelIndex()) -> QModelIndex:  # noqa: B008 - Qt's
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, _TOP) if row < len(self._groups) else QModelIndex()
        group = self._group(parent)
        if group is None or row >= len(group.articles):
            return QModelIndex()
        return self.createIndex(row, 0, parent.row() + 1)

    def parent(self, index: _Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == _TOP:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, _TOP)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        if not parent.isValid():
            return len(self._groups)
        group = self._group(parent)
        return len(group.articles) if group is not None else 0

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 1

    def hasChildren(self, parent: _Index = QModelIndex()) -> bool:  # noqa: B008
        if not parent.isValid():
            return bool(self._groups)
        group = self._group(parent)
        return group is not None and (group.total > 0 or bool(group.articles))

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _GROUP_FLAGS if index.internalId() == _TOP else _ARTICLE_FLAGS

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if index.internalId() == _TOP:
            group = self._groups[index.row()]
            if role == _DISPLAY:
                return group.label
            if role == ID_ROLE:
                return group.id
            if role == TYPE_ROLE:
                return group.kind
            if role == _TOOLTIP:
                return literal(group.tooltip) if group.tooltip else group.tooltip
            return None
        info = self._groups[index.internalId() - 1].articles[index.row()]
        if role == _DISPLAY:
            return article_label(info)
        if role == ID_ROLE:
            return info.id
        if role == TYPE_ROLE:
            return "article"
        if role == _TOOLTIP:
            return article_tooltip(info)
        return None

    def mimeTypes(self) -> list[str]:
        return [ARTICLE_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        return article_mime(str(i.data(ID_ROLE)) for i in indexes if i.data(TYPE_ROLE) == "article")

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction

    def find_comparison(self, comparison_id: str) -> QModelIndex:
        for row, group in enumerate(self._groups):
            if group.id == comparison_id and group.kind == "comparison":
                return self.index(row, 0)
        return QModelIndex()
