"""The discrepancies of the open comparison as a Qt table model, and the panel's filter over it.

The model is a thin adapter over the session's list of :class:`Discrepancy` records in the
library's order (creation time, then id). It never writes and never reads the library: it
follows the session's events (added, updated and removed, each with its row) and turns them into
the precise ``dataChanged`` / insert / remove notifications, so views keep their selection and
scroll position while the reader (or another window, or the command line) edits. Only opening
another comparison resets the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QIcon

from parallax.library import folding
from parallax.library.i18n import status_label as shown_status
from parallax.library.models import STATUSES, Discrepancy
from parallax.library.session import ComparisonSession

from .bridge import follow
from .palette import kind_icon

__all__ = [
    "DiscrepancyFilter",
    "DiscrepancyListModel",
    "IdRole",
    "KindRole",
    "SearchRole",
    "SortRole",
    "StatusRole",
    "fold",
    "status_label",
]

_Index = QModelIndex | QPersistentModelIndex

IdRole = int(Qt.ItemDataRole.UserRole) + 1
"""The discrepancy's id (a string), on every column."""
KindRole = IdRole + 1
"""The kind's name (not its label), for filtering."""
StatusRole = IdRole + 2
"""The status name, for filtering."""
SearchRole = IdRole + 3
"""Everything the text filter looks in, folded (see :func:`fold`)."""
SortRole = IdRole + 4
"""A key that sorts a column meaningfully (kinds and statuses in their defined order)."""

COLUMNS = (
    QT_TRANSLATE_NOOP("DiscrepancyListModel", "Kind"),
    QT_TRANSLATE_NOOP("DiscrepancyListModel", "Title"),
    QT_TRANSLATE_NOOP("DiscrepancyListModel", "Status"),
    QT_TRANSLATE_NOOP("DiscrepancyListModel", "Sources"),
)
"""The column headings in English (translated where shown)."""
KIND, TITLE, STATUS, SOURCES = range(len(COLUMNS))
_TOOLTIP_QUOTE = 240


fold = folding.fold
"""Case- and accent-insensitive form: readers search "societe" for "Société"."""


def status_label(status: str) -> str:
    """A status as a list shows it: in the interface language, capitalised."""
    return shown_status(status).capitalize()


class DiscrepancyListModel(QAbstractTableModel):
    """The discrepancies of the session's comparison: kind, title, status and number of sources.

    Signals:
        Only the standard model signals; ``modelReset`` means the comparison changed.
    """

    def __init__(self, session: ComparisonSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._rows: list[Discrepancy] = session.discrepancies()
        self._icons: dict[str, QIcon] = {}
        self._search: dict[str, str] = {}
        self._refreshing = False
        events = session.events
        follow(self, events.comparison_changed, self._reset)
        follow(self, events.discrepancy_added, self._added)
        follow(self, events.discrepancy_updated, self._updated)
        follow(self, events.discrepancy_removed, self._removed)
        follow(self, events.sources_changed, self._sources_changed)
        follow(self, events.kinds_changed, self._kinds_changed)

    # -- public -----------------------------------------------------------------------------
    def comparison(self) -> str | None:
        return self._session.comparison_id

    def refreshing(self) -> bool:
        """True while the model follows a library change (views may move their current row)."""
        return self._refreshing

    def discrepancy(self, discrepancy_id: str) -> Discrepancy | None:
        row = self.row_of(discrepancy_id)
        return None if row < 0 else self._rows[row]

    def discrepancies(self) -> list[Discrepancy]:
        return list(self._rows)

    def row_of(self, discrepancy_id: str) -> int:
        for row, d in enumerate(self._rows):
            if d.id == discrepancy_id:
                return row
        return -1

    def kind_label(self, kind: str) -> str:
        return self._session.kind_label(kind)

    def source_name(self, article_id: str) -> str:
        """What a reader calls a source (the session's one rule)."""
        return self._session.source_name(article_id)

    # -- Qt model interface -------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr(str(COLUMNS[section]))
            if role == Qt.ItemDataRole.ToolTipRole and section == SOURCES:
                return self.tr("How many different sources the passages come from")
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._rows):
            return None
        d = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(d, column)
        if role == Qt.ItemDataRole.DecorationRole:
            return self._icon(d.kind) if column == KIND else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(d)  # HTML already, every text of the library escaped in it
        if role == Qt.ItemDataRole.TextAlignmentRole and column == SOURCES:
            return Qt.AlignmentFlag.AlignCenter
        if role == IdRole:
            return d.id
        if role == KindRole:
            return d.kind
        if role == StatusRole:
            return d.status
        if role == SearchRole:
            return self._search_text(d)
        if role == SortRole:
            return self._sort_key(d, column)
        return None

    # -- rendering ----------------------------------------------------------------------
    def _display(self, d: Discrepancy, column: int) -> str | int:
        if column == KIND:
            return self.kind_label(d.kind)
        if column == TITLE:
            return d.title
        if column == STATUS:
            return status_label(d.status)
        return len({p.article for p in d.passages})

    def _sort_key(self, d: Discrepancy, column: int) -> str | int:
        if column == KIND:
            return self._session.kind_position(d.kind)
        if column == STATUS:
            return STATUSES.index(d.status) if d.status in STATUSES else len(STATUSES)
        if column == TITLE:
            return fold(d.title)
        return len({p.article for p in d.passages})

    def _icon(self, kind: str) -> QIcon:
        icon = self._icons.get(kind)
        if icon is None:
            icon = self._icons[kind] = kind_icon(kind)
        return icon

    def _tooltip(self, d: Discrepancy) -> str:
        """Rich text: the passages and claims, so a reader can compare without opening it."""
        import html  # here: loading ``html`` (and its entity table) costs the app's start ~5 ms

        parts = [f"<b>{html.escape(d.title)}</b> <i>({html.escape(self.kind_label(d.kind))}, {html.escape(shown_status(d.status))})</i>"]
        for p in d.passages:
            quote = p.exact if len(p.exact) <= _TOOLTIP_QUOTE else p.exact[: _TOOLTIP_QUOTE - 1] + "…"
            line = f"<b>{html.escape(self.source_name(p.article))}</b>: “{html.escape(quote)}”"
            if p.orphan:
                line += " <i>(" + html.escape(self.tr("passage no longer found")) + ")</i>"
            if p.claim:
                line += f"<br/>&nbsp;&nbsp;→ {html.escape(p.claim)}"
            parts.append(line)
        if d.note:
            parts.append(f"<i>{html.escape(d.note)}</i>")
        return "<qt>" + "<br/>".join(parts) + "</qt>"

    def _search_text(self, d: Discrepancy) -> str:
        text = self._search.get(d.id)
        if text is None:
            pieces = [d.title, d.note, self.kind_label(d.kind)]
            for p in d.passages:
                pieces += [p.exact, p.claim, self.source_name(p.article)]
            text = self._search[d.id] = fold("\n".join(pieces))
        return text

    # -- following the session ----------------------------------------------------------
    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = self._session.discrepancies()
        self._search.clear()
        self.endResetModel()

    def _added(self, d: Discrepancy, row: int) -> None:
        self._refreshing = True
        try:
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.insert(row, d)
            self.endInsertRows()
        finally:
            self._refreshing = False

    def _updated(self, d: Discrepancy, row: int) -> None:
        self._refreshing = True
        try:
            self._search.pop(d.id, None)
            self._rows[row] = d
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        finally:
            self._refreshing = False

    def _removed(self, discrepancy_id: str, row: int) -> None:
        self._refreshing = True
        try:
            self._search.pop(discrepancy_id, None)
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            self.endRemoveRows()
        finally:
            self._refreshing = False

    def _sources_changed(self, article_ids: frozenset[str]) -> None:
        self._search.clear()
        self._rows_changed(lambda d: any(p.article in article_ids for p in d.passages))

    def _kinds_changed(self) -> None:
        self._search.clear()
        self._rows_changed(lambda d: True)

    def _rows_changed(self, affected: Callable[[Discrepancy], bool]) -> None:
        for row, d in enumerate(self._rows):
            if affected(d):
                self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))


class DiscrepancyFilter(QSortFilterProxyModel):
    """Shows the discrepancies of one kind, one status and/or containing some words.

    Every word of the search text must occur (in any order) in the title, note, kind, claims,
    passages or source names; case and accents are ignored.

    Signals:
        Only the standard proxy model signals.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._kind: str | None = None
        self._status: str | None = None
        self._words: tuple[str, ...] = ()
        self.setSortRole(SortRole)
        self.setDynamicSortFilter(True)

    def kind(self) -> str | None:
        return self._kind

    def status(self) -> str | None:
        return self._status

    def text(self) -> str:
        return " ".join(self._words)

    def set_kind(self, kind: str | None) -> None:
        if kind != self._kind:
            self.beginFilterChange()
            self._kind = kind
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_status(self, status: str | None) -> None:
        if status != self._status:
            self.beginFilterChange()
            self._status = status
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_text(self, text: str) -> None:
        words = tuple(fold(text).split())
        if words != self._words:
            self.beginFilterChange()
            self._words = words
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def clear(self) -> None:
        self.beginFilterChange()
        self._kind = self._status = None
        self._words = ()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        if self._kind is not None and model.data(index, KindRole) != self._kind:
            return False
        if self._status is not None and model.data(index, StatusRole) != self._status:
            return False
        if self._words:
            haystack = str(model.data(index, SearchRole) or "")
            return all(word in haystack for word in self._words)
        return True
