"""The discrepancy panel: the comparison's discrepancies, filters, and an editor for one of them.

The panel never keeps its own copy of the truth: the list model follows the session, and after
any change (from this panel, an undo, another window or the command line) the editor is shown
the session's current version. Choosing a discrepancy focuses it in the session, and a
discrepancy focused elsewhere (a band, the claim matrix, F8) is selected here. Edits themselves live in
:mod:`.discrepancy_editor`; this module is the list, its filters and the wiring.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from parallax.library.i18n import kind_label
from parallax.library.models import STATUSES
from parallax.library.session import ComparisonSession

from .accessibility import fill
from .bridge import follow
from .discrepancy_editor import DiscrepancyEditor
from .discrepancy_model import (
    DiscrepancyFilter,
    DiscrepancyListModel,
    IdRole,
    status_label,
)
from .palette import kind_icon
from .panels import PanelContext, Report
from .speech import discrepancy_phrase

__all__ = ["EMPTY_TEXT", "NO_COMPARISON_TEXT", "NO_MATCH_TEXT", "DiscrepancyPanel", "build_panel"]

EMPTY_TEXT = str(QT_TRANSLATE_NOOP("DiscrepancyPanel", "No discrepancies yet: select passages in two panes and press Ctrl+L"))
NO_COMPARISON_TEXT = str(QT_TRANSLATE_NOOP("DiscrepancyPanel", "Open a comparison to see its discrepancies."))
NO_MATCH_TEXT = str(QT_TRANSLATE_NOOP("DiscrepancyPanel", "No discrepancy matches these filters."))
SELECT_HINT = str(QT_TRANSLATE_NOOP("DiscrepancyPanel", "Select a discrepancy in the list to edit it."))
"""The panel's hints in English (translated where shown)."""


class DiscrepancyPanel(QWidget):
    """Lists, filters and edits the discrepancies of the open comparison.

    Keyboard: Enter in the list activates the current discrepancy, Delete deletes it (undoable,
    so without confirmation); in the passages, Delete removes and Enter or F2 edits the claim.

    Signals:
        discrepancyActivated(str): the reader chose a discrepancy (click, Enter, next or
            previous); it is focused in the session, which scrolls the panes to its passages.
    """

    discrepancyActivated = Signal(str)

    def __init__(self, session: ComparisonSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Discrepancies"))
        self._session = session
        self.report: Report | None = None
        """Says there is nothing to step through (the window's status bar)."""
        self._model = DiscrepancyListModel(session, self)
        self._proxy = DiscrepancyFilter(self)
        self._proxy.setSourceModel(self._model)
        events = session.events  # after the model's: these read the model
        follow(self, events.closing, self.commit_pending_edits)
        follow(self, events.comparison_changed, self._comparison_changed)
        follow(self, events.discrepancies_changed, self._refresh_editor)
        follow(self, events.sources_changed, lambda _ids: self._refresh_editor())
        follow(self, events.kinds_changed, self._fill_kinds)
        follow(self, events.focus_changed, self._focus_changed)

        filter_row = self._build_filters()
        self._build_list()
        self._editor = DiscrepancyEditor(session, self)
        # The editor scrolls rather than squeezing the list: in a short dock (the claim matrix
        # open below) its form's minimum height left the list two rows.
        editor_area = QScrollArea(self)
        editor_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # not an empty Tab stop; it follows the focus
        editor_area.setWidgetResizable(True)
        editor_area.setFrameShape(QFrame.Shape.NoFrame)
        editor_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        editor_area.setWidget(self._editor)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._list_area)
        splitter.addWidget(editor_area)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(filter_row)
        layout.addWidget(splitter, 1)

        order = [self._search, self._kind_filter, self._status_filter, self._view, *self._editor.focus_order()]
        for first, second in itertools.pairwise(order):
            self.setTabOrder(first, second)
        self._fill_kinds()
        self._editor.show_discrepancy(None)
        self._update_empty()
        if session.focused is not None:  # focused before the panel was built
            self.select(session.focused)

    def _build_filters(self) -> QHBoxLayout:
        self._kind_filter = QComboBox(self)
        self._kind_filter.setObjectName("kindFilter")
        self._kind_filter.setAccessibleName(self.tr("Filter by kind"))
        self._kind_filter.currentIndexChanged.connect(
            lambda: self._proxy.set_kind(self._kind_filter.currentData())
        )
        self._status_filter = QComboBox(self)
        self._status_filter.setObjectName("statusFilter")
        self._status_filter.setAccessibleName(self.tr("Filter by status"))
        self._status_filter.addItem(self.tr("All statuses"), None)
        for status in STATUSES:
            self._status_filter.addItem(status_label(status), status)
        self._status_filter.currentIndexChanged.connect(
            lambda: self._proxy.set_status(self._status_filter.currentData())
        )
        self._search = QLineEdit(self)
        self._search.setObjectName("searchEdit")
        self._search.setAccessibleName(self.tr("Search discrepancies"))
        self._search.setPlaceholderText(self.tr("Search titles, notes, claims, passages…"))
        self._search.setClearButtonEnabled(True)
        self._search.textChanged.connect(self._proxy.set_text)
        row = QHBoxLayout()
        row.addWidget(self._search, 1)
        row.addWidget(self._kind_filter)
        row.addWidget(self._status_filter)
        return row

    def _build_list(self) -> None:
        self._list_area = QStackedWidget(self)
        self._view = QTableView(self._list_area)
        self._view.setObjectName("discrepancyList")
        self._view.setAccessibleName(self.tr("Discrepancy list"))
        self._view.setModel(self._proxy)
        self._view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self._view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._view.setTabKeyNavigation(False)
        self._view.setWordWrap(False)
        self._view.setAlternatingRowColors(True)
        self._view.verticalHeader().setVisible(False)
        header = self._view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # Size columns from the rows on screen only: measuring every row (Qt's default, up to
        # 1,000) asked the model ~70 questions a discrepancy, 0.3 s for 400 of them.
        header.setResizeContentsPrecision(0)
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)  # the library's order until asked
        self._view.setSortingEnabled(True)
        self._view.selectionModel().currentRowChanged.connect(self._on_current_row)
        self._view.clicked.connect(self._activate)
        self._view.installEventFilter(self)
        self._empty = QLabel(self._list_area)
        self._empty.setTextFormat(Qt.TextFormat.PlainText)  # may name a file, a title or an error
        self._empty.setObjectName("emptyLabel")
        self._empty.setWordWrap(True)
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._empty.setMargin(12)
        self._list_area.addWidget(self._view)
        self._list_area.addWidget(self._empty)
        # Ctrl+2 lands on the list, where the arrow keys work (the window's Tab order, see
        # MainWindow.focusNextPrevChild, still visits the filters before it).
        self.setFocusProxy(self._view)
        for signal in (self._proxy.rowsInserted, self._proxy.rowsRemoved, self._proxy.modelReset,
                       self._proxy.layoutChanged):
            signal.connect(self._update_empty)

    # -- public API -------------------------------------------------------------------------
    def _comparison_changed(self) -> None:
        """Another comparison is open (text typed for the old one was saved on ``closing``)."""
        self._editor.show_discrepancy(None)
        self._update_empty()

    def _focus_changed(self, discrepancy_id: str | None, _reveal: bool) -> None:
        if discrepancy_id is not None and discrepancy_id != self.current_id():
            self.select(discrepancy_id)

    def comparison_id(self) -> str | None:
        return self._model.comparison()

    def select(self, discrepancy_id: str) -> None:
        """Select a discrepancy and show it in the editor, without ``discrepancyActivated``.

        A discrepancy hidden by the filters clears them: the window asks because the reader
        pointed at it, so it must become visible.
        """
        row = self._model.row_of(discrepancy_id)
        if row < 0:
            return
        source = self._model.index(row, 0)
        if not self._proxy.mapFromSource(source).isValid():
            self._clear_filters()
        index = self._proxy.mapFromSource(source)
        self._view.setCurrentIndex(index)
        self._view.scrollTo(index)

    def current_id(self) -> str | None:
        shown = self._editor.shown()
        return shown.id if shown is not None else None

    def step(self, delta: int) -> str | None:
        """Focus the next (+1) or previous (-1) discrepancy in the list's order, wrapping."""
        count = self._proxy.rowCount()
        if count == 0:
            if self.report is not None:
                self.report(self.tr("No discrepancies to step through"), 3000)
            return None
        current = self._view.currentIndex()
        row = (current.row() + delta) % count if current.isValid() else (0 if delta > 0 else count - 1)
        did = str(self._proxy.index(row, 0).data(IdRole))
        self._activate_id(did)
        found = self._session.discrepancy(did)
        if self.report is not None and found is not None:  # shown, and so announced, with its claims
            ids = [d.id for d in self._session.discrepancies()]
            number = str(ids.index(did) + 1) if did in ids else "?"
            said = fill(self.tr("Discrepancy %1 of %2: %3"), number, str(len(ids)), discrepancy_phrase(self._session, found))
            self.report(said, 8000)
        return did

    @property
    def editor(self) -> DiscrepancyEditor:
        return self._editor

    def focus_filter(self) -> None:
        self._search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self._search.selectAll()

    def commit_pending_edits(self) -> None:
        """Save a title, note or claim still being typed (before saving, closing, switching)."""
        self._editor.commit_pending_edits()

    def delete_current(self) -> None:
        """Delete the current discrepancy (undoable, so no confirmation)."""
        self._editor.delete_current()

    # -- list --------------------------------------------------------------------------------
    def _activate(self, index: QModelIndex) -> None:
        if index.isValid():
            self._activate_id(str(index.data(IdRole)))

    def _activate_id(self, discrepancy_id: str) -> None:
        self.select(discrepancy_id)
        self._session.focus(discrepancy_id)
        self.discrepancyActivated.emit(discrepancy_id)

    def _on_current_row(self, current: QModelIndex, previous: QModelIndex) -> None:
        if self._model.refreshing():
            # The row moved because the library changed, maybe in the middle of an undo:
            # pushing a command now would corrupt the stack, so typed text is saved just after.
            dirty = self._editor.dirty_values()
            if dirty is not None:
                self._editor.save_later(dirty)
        else:
            self._editor.commit_pending_edits()
        did = current.data(IdRole) if current.isValid() else None
        self._editor.show_discrepancy(self._model.discrepancy(str(did)) if did else None)

    def _update_empty(self) -> None:
        self._editor.set_hint(self.tr(SELECT_HINT) if self._proxy.rowCount() else "")
        if self._proxy.rowCount() > 0:
            self._list_area.setCurrentWidget(self._view)
            return
        if self._model.comparison() is None:
            text = NO_COMPARISON_TEXT
        elif self._model.rowCount() == 0:
            text = EMPTY_TEXT
        else:
            text = NO_MATCH_TEXT
        text = self.tr(text)
        self._empty.setText(text)
        self._empty.setAccessibleName(text)
        self._list_area.setCurrentWidget(self._empty)

    def _clear_filters(self) -> None:
        self._search.clear()
        self._kind_filter.setCurrentIndex(0)
        self._status_filter.setCurrentIndex(0)

    def _fill_kinds(self) -> None:
        kinds = self._session.kinds()
        chosen = self._kind_filter.currentData()
        self._kind_filter.blockSignals(True)
        self._kind_filter.clear()
        self._kind_filter.addItem(self.tr("All kinds"), None)
        for kind in kinds:
            self._kind_filter.addItem(kind_icon(kind.name), kind_label(kind.name, kind.label), kind.name)
        self._kind_filter.setCurrentIndex(max(self._kind_filter.findData(chosen), 0))
        self._kind_filter.blockSignals(False)
        self._proxy.set_kind(self._kind_filter.currentData())
        self._editor.set_kinds(kinds)

    def _refresh_editor(self) -> None:
        """Show the editor the session's version of its discrepancy (or the list's new current)."""
        shown = self._editor.shown()
        if shown is not None:
            fresh = self._model.discrepancy(shown.id)
            if fresh is None:  # gone: the list's current row has moved on
                current = self._view.currentIndex()
                did = current.data(IdRole) if current.isValid() else None
                fresh = self._model.discrepancy(str(did)) if did else None
            if fresh != shown:
                self._editor.show_discrepancy(fresh)
        self._update_empty()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._activate(self._view.currentIndex())
                return True
            if event.key() == Qt.Key.Key_Delete:
                self.delete_current()
                return True
        return super().eventFilter(watched, event)


def build_panel(context: PanelContext, parent: QWidget) -> DiscrepancyPanel:
    """The Discrepancies panel of the open comparison (see :data:`.panels.PANELS`)."""
    panel = DiscrepancyPanel(context.session, parent)
    panel.report = context.report
    return panel
