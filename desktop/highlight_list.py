"""The highlights of one pane as a list (Ctrl+J): what a reader who cannot see the tints reads
to find the marked passages, each with its kind, discrepancy and claim; Enter puts the caret
on the one chosen, where moving through it reads it again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .accessibility import announce, fill
from .speech import passage_phrase

if TYPE_CHECKING:
    from parallax.library.session import ComparisonSession

    from .article_pane import ArticlePane

__all__ = ["HighlightList", "show_highlight_list"]

IdRole = int(Qt.ItemDataRole.UserRole) + 1


class HighlightList(QDialog):
    """A pane's highlights in reading order; accepting one moves the pane's caret onto it."""

    def __init__(self, session: ComparisonSession, pane: ArticlePane, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pane = pane
        title = fill(self.tr("Highlights in %1"), session.source_name(pane.article_id))
        self.setWindowTitle(title)
        self.list = QListWidget(self)
        self.list.setAccessibleName(title)
        text = pane.reading_text
        for r in pane.painted_ranges():
            item = QListWidgetItem(passage_phrase(session, r.id, text[r.start : r.end], r.kind), self.list)
            item.setData(IdRole, r.id)
        empty = QLabel(self.tr("This pane has no highlights yet: select a passage and press H."), self)
        empty.setWordWrap(True)
        empty.setVisible(self.list.count() == 0)
        self.list.setVisible(self.list.count() > 0)
        caret = pane.caret_position()
        here = next((i for i, r in enumerate(pane.painted_ranges()) if r.end > caret), 0)
        self.list.setCurrentRow(min(here, self.list.count() - 1))
        self.list.itemActivated.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setText(self.tr("Go to Highlight"))
            ok.setEnabled(self.list.count() > 0)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(empty)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(560, 420)
        self.list.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # How many, and the one the caret is at: a list that takes the focus as its window
        # opens is read by its name alone by some screen readers.
        QTimer.singleShot(0, self, self._announce_current)

    def _announce_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            announce(self.list, self.tr("%n highlight(s).", "", self.list.count()) + " " + item.text())

    def chosen(self) -> str | None:
        item = self.list.currentItem()
        return str(item.data(IdRole)) if item is not None else None

    def accept(self) -> None:
        chosen = self.chosen()
        super().accept()
        if chosen is not None:
            self._pane.go_to_highlight(chosen)


def show_highlight_list(parent: QWidget, session: ComparisonSession, pane: ArticlePane) -> HighlightList:
    """Open the list of ``pane``'s highlights (deleted when closed)."""
    dialog = HighlightList(session, pane, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
