"""The editor half of the discrepancy panel: one discrepancy's fields and passages.

Every edit is one of the session's methods (recorded on the undo stack by the session's
writes); the editor never writes to the library directly and shows only what the session holds
(the panel calls :meth:`show_discrepancy` after each change). Text is committed when the reader is done with a field (Enter, leaving
it, or a pause in the note), never per keystroke, so one undo step is one edit a reader would
recognise. Text still being typed survives a refresh, so an edit from elsewhere (another
window, the command line, an undo) does not wipe it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.i18n import kind_text
from parallax.library.models import STATUSES, Discrepancy, Kind, Passage
from parallax.library.session import ComparisonSession

from .accessibility import announce, fill, name_cell_editors
from .bridge import follow
from .discrepancy_model import status_label
from .palette import kind_icon
from .plain import literal

__all__ = ["NOTE_IDLE_MS", "DiscrepancyEditor", "PassagesTable"]

NOTE_IDLE_MS = 1500
_SOURCE, _PASSAGE, _CLAIM = range(3)
_Index = QModelIndex | QPersistentModelIndex
Dirty = tuple[str, str | None, str | None]
"""(discrepancy id, unsaved title or None, unsaved note or None)."""


def _named(widget: QWidget, object_name: str, accessible: str) -> None:
    widget.setObjectName(object_name)
    widget.setAccessibleName(accessible)


class _ClaimDelegate(QStyledItemDelegate):
    """Remembers the open claim editor, so a claim being typed can be committed on demand."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._editor: QWidget | None = None

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        editor = super().createEditor(parent, option, index)
        self._editor = editor
        return editor

    def destroyEditor(self, editor: QWidget, index: _Index) -> None:
        if editor is self._editor:
            self._editor = None
        super().destroyEditor(editor, index)

    def open_editor(self) -> QWidget | None:
        return self._editor

    def commit_open_editor(self) -> None:
        editor = self._editor
        if editor is not None:
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class PassagesTable(QTableWidget):
    """Source, quoted passage and the (editable) claim of each passage of one discrepancy.

    Signals:
        claimEdited(str, str): the reader committed a claim: highlight id, new text.
    """

    claimEdited = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setHorizontalHeaderLabels([self.tr("Source"), self.tr("Passage"), self.tr("Claim")])
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(_PASSAGE, QHeaderView.ResizeMode.Stretch)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        name_cell_editors(self)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setTabKeyNavigation(False)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.delegate = _ClaimDelegate(self)
        self.setItemDelegateForColumn(_CLAIM, self.delegate)
        self._claims: dict[str, str] = {}
        self._loading = False
        self.itemChanged.connect(self._on_item_changed)

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.item(row, column)
        assert item is not None, "every cell of a shown passage has an item"
        return item

    def highlight_ids(self) -> list[str]:
        return [str(self._cell(r, _SOURCE).data(Qt.ItemDataRole.UserRole)) for r in range(self.rowCount())]

    def selected_ids(self) -> list[str]:
        rows = sorted({i.row() for i in self.selectedIndexes()})
        if not rows and self.currentRow() >= 0:
            rows = [self.currentRow()]
        ids = self.highlight_ids()
        return [ids[r] for r in rows]

    def show_passages(self, passages: Sequence[Passage], source_name: Callable[[str], str]) -> None:
        """Fill the table; when only claims changed, update in place (an open editor survives)."""
        self._loading = True
        try:
            self._claims = {p.highlight: p.claim for p in passages}
            if self.highlight_ids() == [p.highlight for p in passages]:
                for row, p in enumerate(passages):
                    item = self._cell(row, _CLAIM)
                    if item.text() != p.claim:
                        item.setText(p.claim)
                return
            selected = set(self.selected_ids()) if self.selectionModel().hasSelection() else set()
            self.clearContents()
            self.setRowCount(len(passages))
            for row, p in enumerate(passages):
                source = QTableWidgetItem(source_name(p.article))
                source.setData(Qt.ItemDataRole.UserRole, p.highlight)
                source.setToolTip(literal(source.text()))
                quote = QTableWidgetItem(f"“{p.exact}”" + (self.tr("  (no longer found)") if p.orphan else ""))
                quote.setToolTip(literal(p.exact))
                for item in (source, quote):
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                claim = QTableWidgetItem(p.claim)
                claim.setToolTip(self.tr("What this source claims: double-click, F2 or Enter to edit"))
                claim.setFlags(
                    Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable
                )
                self.setItem(row, _SOURCE, source)
                self.setItem(row, _PASSAGE, quote)
                self.setItem(row, _CLAIM, claim)
                if p.highlight in selected:
                    self.selectRow(row)
            self._fit_columns()
        finally:
            self._loading = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the quote the widest column: source names wrap, quotes are what one reads."""
        super().resizeEvent(event)
        self._fit_columns()

    def _fit_columns(self) -> None:
        # Not viewport(): in a fresh process its first call costs ~28 ms (see TextView).
        width = self.maximumViewportSize().width() - (
            self.verticalScrollBar().width() if self.verticalScrollBar().isVisible() else 0
        )
        names = self.sizeHintForColumn(_SOURCE) if self.rowCount() else 80
        self.setColumnWidth(_SOURCE, max(60, min(names, width // 4)))
        self.setColumnWidth(_CLAIM, max(80, width * 3 // 10))
        self.resizeRowsToContents()

    def edit_current_claim(self) -> None:
        row = self.currentRow()
        if row >= 0:
            self.setCurrentCell(row, _CLAIM)
            self.editItem(self._cell(row, _CLAIM))

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if self._loading or item.column() != _CLAIM:
            return
        hid = str(self._cell(item.row(), _SOURCE).data(Qt.ItemDataRole.UserRole))
        if item.text().strip() != self._claims.get(hid, ""):
            self.claimEdited.emit(hid, item.text())


class DiscrepancyEditor(QStackedWidget):
    """Kind, title, status, note and passages of one discrepancy, or a hint when none is chosen.

    The "Add pending passages" button follows the session's pending passages.
    """

    def __init__(self, session: ComparisonSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._source_name = session.source_name
        self._shown: Discrepancy | None = None
        self._title_base = ""
        self._note_base = ""
        self._loading = False
        self._note_timer = QTimer(self)
        self._note_timer.setObjectName("noteIdleTimer")
        self._note_timer.setSingleShot(True)
        self._note_timer.setInterval(NOTE_IDLE_MS)
        self._note_timer.timeout.connect(self._commit_note)

        group = self._group = QGroupBox(self.tr("Discrepancy"), self)
        _named(group, "discrepancyEditor", self.tr("Discrepancy editor"))
        self._kind = QComboBox(group)
        _named(self._kind, "kindCombo", self.tr("Kind"))
        self._kind.activated.connect(self._on_kind)
        self._title = QLineEdit(group)
        _named(self._title, "titleEdit", self.tr("Title"))
        self._title.editingFinished.connect(self._commit_title)
        self._status = QComboBox(group)
        _named(self._status, "statusCombo", self.tr("Status"))
        for status in STATUSES:
            self._status.addItem(status_label(status), status)
        self._status.activated.connect(self._on_status)
        self._note = QPlainTextEdit(group)
        _named(self._note, "noteEdit", self.tr("Note"))
        self._note.setPlaceholderText(self.tr("Why the sources differ, what to check next…"))
        self._note.setTabChangesFocus(True)
        self._note.setFixedHeight(self._note.fontMetrics().lineSpacing() * 4 + 12)
        self._note.textChanged.connect(self._on_note_typed)
        self._note.installEventFilter(self)
        self._passages = PassagesTable(group)
        _named(self._passages, "passagesTable", self.tr("Passages"))
        self._passages.claimEdited.connect(self._commit_claim)
        self._passages.installEventFilter(self)
        self._passages.itemSelectionChanged.connect(self._update_buttons)
        self._remove_button = QPushButton(self.tr("&Remove passage"), group)
        _named(self._remove_button, "removePassageButton", self.tr("Remove passage"))
        self._remove_button.clicked.connect(self.remove_selected_passages)
        self._add_button = QPushButton(self.tr("&Add pending passages"), group)
        _named(self._add_button, "addPendingButton", self.tr("Add pending passages"))
        self._add_button.setToolTip(self.tr("Add the passages waiting in the tray to this discrepancy"))
        self._add_button.clicked.connect(self.add_pending_passages)
        self._delete_button = QPushButton(self.tr("&Delete discrepancy"), group)
        _named(self._delete_button, "deleteDiscrepancyButton", self.tr("Delete discrepancy"))
        self._delete_button.setToolTip(self.tr("Delete this discrepancy (its highlights stay); Undo brings it back"))
        self._delete_button.clicked.connect(self.delete_current)
        self._error = QLabel(group)
        self._error.setTextFormat(Qt.TextFormat.PlainText)  # may name a file, a title or an error
        _named(self._error, "errorLabel", self.tr("Error"))
        self._error.setWordWrap(True)
        bold = self._error.font()
        bold.setBold(True)
        self._error.setFont(bold)
        self._error.setVisible(False)
        self._hint = QLabel(self)
        self._hint.setTextFormat(Qt.TextFormat.PlainText)  # may name a file, a title or an error
        self._hint.setObjectName("noSelectionLabel")
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        self._hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._lay_out()
        self.addWidget(group)
        self.addWidget(self._hint)
        follow(self, session.events.pending_changed, self._update_buttons)
        follow(self, session.events.kinds_changed, lambda: self.set_kinds(session.kinds()))

    def _lay_out(self) -> None:
        form = QFormLayout()
        form.addRow(self.tr("&Kind:"), self._kind)
        form.addRow(self.tr("&Title:"), self._title)
        form.addRow(self.tr("&Status:"), self._status)
        form.addRow(self.tr("&Note:"), self._note)
        buttons = QHBoxLayout()
        buttons.addWidget(self._remove_button)
        buttons.addWidget(self._add_button)
        buttons.addStretch(1)
        bottom = QHBoxLayout()  # apart from the passage buttons, so a narrow sidebar fits
        bottom.addWidget(self._error, 1)
        bottom.addWidget(self._delete_button, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self._group)
        layout.addLayout(form)
        passages_label = QLabel(self.tr("&Passages:"), self._group)
        passages_label.setBuddy(self._passages)
        layout.addWidget(passages_label)
        layout.addWidget(self._passages, 1)
        layout.addLayout(buttons)
        layout.addLayout(bottom)

    # -- public -----------------------------------------------------------------------------
    def focus_order(self) -> list[QWidget]:
        """The editor's widgets in tab order, for the panel's chain."""
        return [self._kind, self._title, self._status, self._note, self._passages, self._remove_button,
                self._add_button, self._delete_button]

    def shown(self) -> Discrepancy | None:
        return self._shown

    def set_hint(self, text: str) -> None:
        """What to say when no discrepancy is shown."""
        self._hint.setText(text)

    def set_kinds(self, kinds: Sequence[Kind]) -> None:
        self._kind.clear()
        for kind in kinds:
            text = kind_text(kind.name, kind.label, kind.description)
            self._kind.addItem(kind_icon(kind.name), text.label, kind.name)
            self._kind.setItemData(self._kind.count() - 1, literal(text.description), Qt.ItemDataRole.ToolTipRole)
        if self._shown is not None:
            self._kind.setCurrentIndex(self._kind.findData(self._shown.kind))

    def show_discrepancy(self, d: Discrepancy | None) -> None:
        """Show ``d`` (the library's current version); text the reader is still typing is kept."""
        same = d is not None and self._shown is not None and self._shown.id == d.id
        if not same:
            self._error.setVisible(False)
        self._loading = True
        try:
            self._group.setEnabled(d is not None)
            self.setCurrentWidget(self._group if d is not None else self._hint)
            if d is None:
                self._kind.setCurrentIndex(-1)
                self._status.setCurrentIndex(-1)
                self._title.clear()
                self._note.clear()
                self._title_base = self._note_base = ""
                self._passages.show_passages([], self._source_name)
            else:
                self._kind.setCurrentIndex(self._kind.findData(d.kind))
                self._status.setCurrentIndex(self._status.findData(d.status))
                if not same or self._title.text() == self._title_base:
                    if self._title.text() != d.title:
                        self._title.setText(d.title)
                    self._title_base = d.title
                if not same or self._note.toPlainText() == self._note_base:
                    if self._note.toPlainText() != d.note:
                        self._note.setPlainText(d.note)
                    self._note_base = d.note
                self._passages.show_passages(d.passages, self._source_name)
            self._shown = d
        finally:
            self._loading = False
        self._update_buttons()

    def commit_pending_edits(self) -> None:
        """Save a title, note or claim still being typed."""
        self._note_timer.stop()
        self._passages.delegate.commit_open_editor()
        self._commit_title()
        self._commit_note()

    def dirty_values(self) -> Dirty | None:
        """What the reader typed and has not saved; ``None`` when nothing is."""
        d = self._shown
        if d is None:
            return None
        title = self._title.text() if " ".join(self._title.text().split()) != d.title else None
        note = self._note.toPlainText() if self._note.toPlainText() != d.note else None
        return None if title is None and note is None else (d.id, title, note)

    def save_later(self, dirty: Dirty) -> None:
        """Save typed text once the current event is over (never while the undo stack works)."""
        QTimer.singleShot(0, self, partial(self._save_fields, *dirty))

    def delete_current(self) -> None:
        """Delete the shown discrepancy (undoable, so no confirmation)."""
        if self._shown is None:
            return
        self.commit_pending_edits()
        if self._shown is not None:
            did, title = self._shown.id, self._shown.title
            if self._run(lambda: self._session.delete(did)):
                announce(self, fill(self.tr("Discrepancy deleted: %1; Ctrl+Z brings it back"), title))

    def remove_selected_passages(self) -> None:
        ids = self._passages.selected_ids()
        if ids and self._shown is not None:
            did = self._shown.id
            self._run(lambda: self._session.remove_passages(did, ids))

    def add_pending_passages(self) -> None:
        """Add the session's pending passages (new selections become highlights), one undo step."""
        if self._shown is not None:
            did = self._shown.id
            self._run(lambda: self._session.add_pending_to(did))

    # -- editing -----------------------------------------------------------------------------
    def _update_buttons(self) -> None:
        shown = self._shown is not None
        new = self._session.new_pending(self._shown.id) if self._shown is not None else []
        self._delete_button.setEnabled(shown)
        self._remove_button.setEnabled(shown and self._passages.rowCount() > 0)
        self._add_button.setEnabled(shown and bool(new))
        self._add_button.setText(
            self.tr("&Add pending passages (%1)").replace("%1", str(len(new))) if new else self.tr("&Add pending passages")
        )

    def _run(self, edit: Callable[[], object]) -> bool:
        """Make an edit through the session; a refusal from the library is shown, not raised."""
        try:
            edit()
        except ParallaxError as exc:
            self._error.setText(self.tr("Not saved: %1").replace("%1", str(exc)))
            self._error.setVisible(True)
            announce(self, self._error.text(), assertive=True)  # a label changing is not read unprompted
            return False
        self._error.setVisible(False)
        return True

    def _update(self, text: str, did: str | None = None, **fields: str) -> bool:
        target = did or (self._shown.id if self._shown else None)
        if target is None:
            return False
        return self._run(lambda: self._session.update(target, text, **fields))

    def _on_kind(self, _index: int) -> None:
        kind = self._kind.currentData()
        if self._shown is not None and kind and kind != self._shown.kind:
            self.commit_pending_edits()
            self._update(self.tr("Change kind"), kind=kind)

    def _on_status(self, _index: int) -> None:
        status = self._status.currentData()
        if self._shown is not None and status and status != self._shown.status:
            self.commit_pending_edits()
            self._update(self.tr("Change status"), status=status)

    def _save_fields(self, did: str, title: str | None, note: str | None) -> None:
        try:
            self._session.library.get_discrepancy(did)
        except ParallaxError:
            return  # deleted meanwhile: nothing left to attach the text to
        if title is not None:
            self._update(self.tr("Edit title"), did, title=title)
        if note is not None:
            self._update(self.tr("Edit note"), did, note=note)

    def _commit_title(self) -> None:
        d = self._shown
        if self._loading or d is None or " ".join(self._title.text().split()) == d.title:
            return
        title = self._title_base = self._title.text()
        if not self._update(self.tr("Edit title"), title=title):
            self._title_base = d.title
            self._title.setText(d.title)

    def _on_note_typed(self) -> None:
        if not self._loading:
            self._note_timer.start()

    def _commit_note(self) -> None:
        self._note_timer.stop()
        d = self._shown
        note = self._note.toPlainText()
        if self._loading or d is None or note == d.note:
            return
        self._note_base = note
        self._update(self.tr("Edit note"), note=note)

    def _commit_claim(self, highlight_id: str, claim: str) -> None:
        did = self._shown.id if self._shown is not None else None
        saved = did is not None and self._run(lambda: self._session.set_claim(did, highlight_id, claim))
        if not saved and self._shown is not None:  # put the saved claim back
            self._passages.show_passages(self._shown.passages, self._source_name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusOut and watched is self._note:
            self._commit_note()
        elif (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and watched is self._passages
            and self._passages.delegate.open_editor() is None
        ):
            if event.key() == Qt.Key.Key_Delete:
                self.remove_selected_passages()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
                self._passages.edit_current_claim()
                return True
        return super().eventFilter(watched, event)
