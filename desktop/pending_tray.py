"""The tray under the panes where selected passages wait to be linked (one per pane)."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QToolButton,
    QWidget,
)


class Pending(NamedTuple):
    """A passage waiting in the tray: a new selection, or an existing highlight."""

    article: str
    start: int
    end: int
    exact: str
    highlight: str | None = None


def short(text: str, limit: int = 48) -> str:
    """``text`` on one line, cut to ``limit`` characters with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


class PendingTray(QFrame):
    """Shows the pending passages as removable chips with Link and Clear buttons.

    Signals:
        linkRequested(): the Link button.
        removeRequested(str): remove the pending passage of this article.
        clearRequested(): drop them all.
        orphanChosen(str): an orphaned highlight was picked from the list.
    """

    linkRequested = Signal()
    removeRequested = Signal(str)
    clearRequested = Signal()
    orphanChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pendingTray")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName("Pending passages")
        self._chips = QWidget(self)
        self._chips_layout = QHBoxLayout(self._chips)
        self._chips_layout.setContentsMargins(0, 0, 0, 0)
        self._chips_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidget(self._chips)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedHeight(40)
        self.hint = QLabel("Select passages in two or more panes, then Link (Ctrl+L).", self)
        self.orphans = QToolButton(self)
        self.orphans.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.orphans.setMenu(QMenu(self.orphans))
        self.orphans.setToolTip("Highlights whose passage could not be found in the article: kept, never moved")
        self.orphans.setVisible(False)
        # Buttons are made empty, then named: matching QPushButton(text, parent) against its
        # (icon, text, parent) overload makes PySide6 create QIcon's type, ~150 enum members.
        self.link_button = QPushButton(self)
        self.link_button.setText("Link…")
        self.link_button.setToolTip("Link the pending passages into a discrepancy (Ctrl+L)")
        self.clear_button = QPushButton(self)
        self.clear_button.setText("Clear")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(QLabel("Pending:", self))
        layout.addWidget(self.hint)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.orphans)
        layout.addWidget(self.link_button)
        layout.addWidget(self.clear_button)
        self.link_button.clicked.connect(self.linkRequested)
        self.clear_button.clicked.connect(self.clearRequested)
        self.show_items([], {})

    def show_orphans(self, orphans: list[tuple[str, str]]) -> None:
        """List orphaned highlights as (id, label); hidden when there are none."""
        menu = self.orphans.menu()
        menu.clear()
        for hid, label in orphans:
            action = menu.addAction(label)
            action.triggered.connect(lambda _=False, h=hid: self.orphanChosen.emit(h))
        self.orphans.setText(f"⚠ {len(orphans)} orphaned")
        self.orphans.setVisible(bool(orphans))

    def show_items(self, items: list[Pending], sources: dict[str, str]) -> None:
        while self._chips_layout.count() > 1:
            child = self._chips_layout.takeAt(0)
            widget = child.widget() if child is not None else None
            if widget is not None:
                widget.deleteLater()
        for item in items:
            chip = QToolButton(self._chips)
            chip.setText(f"{sources.get(item.article, '')}: “{short(item.exact)}”  ✕")
            chip.setToolTip("Remove this passage from the pending list")
            chip.setAutoRaise(False)
            article = item.article
            chip.clicked.connect(lambda _checked=False, a=article: self.removeRequested.emit(a))
            self._chips_layout.insertWidget(self._chips_layout.count() - 1, chip)
        self.hint.setVisible(not items)
        self.link_button.setEnabled(bool(items))
        self.clear_button.setEnabled(bool(items))
