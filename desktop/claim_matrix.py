"""The claim matrix: every discrepancy of the open comparison against every shown source.

Each cell holds what one source claims about one discrepancy (its claim, else its quoted
passage, else "not reported"), tinted with the discrepancy's kind colour. Clicking a cell (or
Enter) focuses the discrepancy and scrolls that source's pane to its passage; editing a cell
sets that source's claim, one undoable step. Built only on the session: the model follows its
events, and every action is one of its methods.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.models import Discrepancy, Passage
from parallax.library.session import ComparisonSession, short

from .accessibility import name_cell_editors
from .bridge import follow
from .palette import is_dark, style_for
from .panels import PanelContext
from .plain import literal

__all__ = ["ArticleRole", "ClaimMatrix", "ClaimMatrixModel", "DiscrepancyRole", "build_panel"]

_Index = QModelIndex | QPersistentModelIndex

DiscrepancyRole = int(Qt.ItemDataRole.UserRole) + 1
"""The row's discrepancy id."""
ArticleRole = DiscrepancyRole + 1
"""The column's article id."""
_QUOTE = 60


class ClaimMatrixModel(QAbstractTableModel):
    """Discrepancies (rows, the library's order) × shown sources (columns, pane order).

    Signals:
        Only the standard model signals; ``modelReset`` when the comparison or its panes change.
    """

    def __init__(self, session: ComparisonSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._rows: list[Discrepancy] = session.discrepancies()
        self._articles: list[str] = session.article_ids()
        self._cells: list[dict[str, Passage] | None] = [None] * len(self._rows)
        self._brushes: dict[str, QBrush] = {}
        self._not_reported = self.tr("not reported")
        self._italic = QFont()
        self._italic.setItalic(True)
        events = session.events
        follow(self, events.comparison_changed, self._reset)
        follow(self, events.articles_changed, self._reset)
        follow(self, events.discrepancy_added, self._added)
        follow(self, events.discrepancy_updated, self._updated)
        follow(self, events.discrepancy_removed, self._removed)
        follow(self, events.sources_changed, self._sources_changed)
        follow(self, events.kinds_changed, self._kinds_changed)

    # -- reading ----------------------------------------------------------------------------
    def row_of(self, discrepancy_id: str) -> int:
        return next((row for row, d in enumerate(self._rows) if d.id == discrepancy_id), -1)

    def passage(self, row: int, column: int) -> Passage | None:
        """The first passage of the column's source in the row's discrepancy, if it has one."""
        cells = self._cells[row]
        if cells is None:
            cells = {}
            for p in self._rows[row].passages:
                cells.setdefault(p.article, p)
            self._cells[row] = cells
        return cells.get(self._articles[column])

    # -- Qt model interface -------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._articles)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        tip = role == Qt.ItemDataRole.ToolTipRole
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self._articles):
            name = self._session.source_name(self._articles[section])
            return literal(name) if tip else name
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._rows):
            d = self._rows[section]
            if tip:
                return literal(f"{d.title} ({self._session.kind_label(d.kind)})")
            return short(d.title, 40)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not self._valid(index):
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.passage(index.row(), index.column()) is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        row, column = index.row(), index.column()
        if role == DiscrepancyRole:
            return self._rows[row].id
        if role == ArticleRole:
            return self._articles[column]
        passage = self.passage(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            if passage is None:
                return self._not_reported
            return passage.claim or f"“{short(passage.exact, _QUOTE)}”"
        if role == Qt.ItemDataRole.EditRole:
            return passage.claim if passage is not None else None
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._brush(self._rows[row].kind) if passage is not None else None
        if role == Qt.ItemDataRole.FontRole and (passage is None or not passage.claim):
            return self._italic
        if role == Qt.ItemDataRole.ForegroundRole and passage is None:
            return QApplication.palette().brush(QPalette.ColorRole.PlaceholderText)
        if role == Qt.ItemDataRole.ToolTipRole:
            return literal(self._tooltip(self._rows[row], column, passage))
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Set the source's claim through the session: one undoable step."""
        if role != Qt.ItemDataRole.EditRole or not self._valid(index):
            return False
        passage = self.passage(index.row(), index.column())
        claim = " ".join(str(value).split())
        if passage is None or claim == passage.claim:
            return False
        try:
            self._session.set_claim(self._rows[index.row()].id, passage.highlight, claim)
        except ParallaxError:
            return False
        return True

    def _valid(self, index: _Index) -> bool:
        return (index.isValid() and not index.parent().isValid()
                and 0 <= index.row() < len(self._rows) and 0 <= index.column() < len(self._articles))

    def _brush(self, kind: str) -> QBrush:
        brush = self._brushes.get(kind)
        if brush is None:
            brush = self._brushes[kind] = QBrush(style_for(kind, dark=is_dark()).background)
        return brush

    def _tooltip(self, d: Discrepancy, column: int, passage: Passage | None) -> str:
        source = self._session.source_name(self._articles[column])
        head = f"{d.title} — {source} ({self._session.kind_label(d.kind)})"
        if passage is None:
            return head + "\n" + self.tr("This source does not report it.")
        lines = [head, f"“{passage.exact}”"]
        if passage.claim:
            lines.append(self.tr("Claims: %1").replace("%1", passage.claim))
        lines.append(self.tr("Double-click or F2 to edit the claim; click to show the passage."))
        return "\n".join(lines)

    # -- following the session ------------------------------------------------------------------
    def _reset(self) -> None:
        self.beginResetModel()
        self._rows = self._session.discrepancies()
        self._articles = self._session.article_ids()
        self._cells = [None] * len(self._rows)
        self.endResetModel()

    def _added(self, d: Discrepancy, row: int) -> None:
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, d)
        self._cells.insert(row, None)
        self.endInsertRows()

    def _updated(self, d: Discrepancy, row: int) -> None:
        old, self._rows[row] = self._rows[row], d
        self._cells[row] = None
        if self._articles:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self._articles) - 1))
        if (old.title, old.kind) != (d.title, d.kind):  # a header change makes the view measure them all
            self.headerDataChanged.emit(Qt.Orientation.Vertical, row, row)

    def _removed(self, _discrepancy_id: str, row: int) -> None:
        self.beginRemoveRows(QModelIndex(), row, row)
        del self._rows[row], self._cells[row]
        self.endRemoveRows()

    def _sources_changed(self, article_ids: frozenset[str]) -> None:
        columns = [c for c, a in enumerate(self._articles) if a in article_ids]
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, min(columns), max(columns))

    def _kinds_changed(self) -> None:
        self._brushes.clear()
        if self._rows and self._articles:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(self._articles) - 1))


class ClaimMatrix(QWidget):
    """The matrix view over :class:`ClaimMatrixModel`, with a hint when it is empty.

    A click or Enter on a cell focuses its discrepancy and shows that source's passage.
    """

    def __init__(self, session: ComparisonSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Claim matrix"))
        self._session = session
        self.model = ClaimMatrixModel(session, self)
        self.view = QTableView(self)
        self.view.setObjectName("claimMatrixView")
        self.view.setAccessibleName(self.tr("Claims of each source, per discrepancy"))
        self.view.setModel(self.model)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        name_cell_editors(self.view)
        self.view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.view.setTabKeyNavigation(False)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(80)
        vertical = self.view.verticalHeader()
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vertical.setMaximumWidth(260)
        self.view.clicked.connect(self._show)
        self.view.installEventFilter(self)
        self._empty = QLabel(self)
        self._empty.setObjectName("claimMatrixEmpty")
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty.setWordWrap(True)
        self._empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._empty.setText(self.tr("No discrepancies to compare yet: link passages with Ctrl+L."))
        self._stack = QStackedWidget(self)
        self._stack.addWidget(self.view)
        self._stack.addWidget(self._empty)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._stack)
        self.setFocusProxy(self.view)
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.modelReset):
            signal.connect(self._update_empty)
        follow(self, session.events.focus_changed, self._focus_changed)
        self._update_empty()
        self._focus_changed(session.focused, False)  # focused before the matrix was built

    def _update_empty(self) -> None:
        self._stack.setCurrentWidget(self.view if self.model.rowCount() else self._empty)

    def _show(self, index: QModelIndex) -> None:
        """Focus the cell's discrepancy and scroll the cell's source to its passage."""
        if not index.isValid():
            return
        did, article = str(index.data(DiscrepancyRole)), str(index.data(ArticleRole))
        self._session.focus(did, reveal=False)
        self._session.reveal(did, article)

    def _focus_changed(self, discrepancy_id: str | None, _reveal: bool) -> None:
        if discrepancy_id is None:
            return
        row = self.model.row_of(discrepancy_id)
        current = self.view.currentIndex()
        if row >= 0 and current.row() != row:
            index = self.model.index(row, max(current.column(), 0))
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.view
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.view.state() != QAbstractItemView.State.EditingState
        ):
            self._show(self.view.currentIndex())
            return True
        return super().eventFilter(watched, event)


def build_panel(context: PanelContext, parent: QWidget) -> ClaimMatrix:
    """The claim matrix of the open comparison (see :data:`.panels.PANELS`)."""
    return ClaimMatrix(context.session, parent)
