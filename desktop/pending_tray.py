"""The tray under the panes where selected passages wait to be linked (one per pane).

It shows the session's pending passages and the shown articles' orphaned highlights, and
follows the session's events; removing a chip or clearing asks the session.
"""

from __future__ import annotations

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

from parallax.library.session import ComparisonSession, HighlightUpdate, short

from .bridge import follow
from .pane_parts import ElidedLabel

__all__ = ["PendingTray"]


class PendingTray(QFrame):
    """Shows the pending passages as removable chips with Link and Clear buttons.

    Signals:
        linkRequested(): the Link button.
        orphanChosen(str): an orphaned highlight was picked from the list.
    """

    linkRequested = Signal()
    orphanChosen = Signal(str)

    def __init__(self, session: ComparisonSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.setObjectName("pendingTray")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Pending passages"))
        self._chips = QWidget(self)
        self._chips_layout = QHBoxLayout(self._chips)
        self._chips_layout.setContentsMargins(0, 0, 0, 0)
        self._chips_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its chips are the Tab stops, not the area
        scroll.setWidget(self._chips)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFixedHeight(40)
        # Elided rather than as wide as its sentence: the tray spans the panes, and its
        # minimum width was most of the window's (four panes did not fit 1024 pixels at 150 %).
        self.hint = ElidedLabel(self.tr("Select passages in two or more panes, then Link (Ctrl+L)."), self,
                                mode=Qt.TextElideMode.ElideRight)
        self.orphans = QToolButton(self)
        self.orphans.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.orphans.setMenu(QMenu(self.orphans))
        self.orphans.setToolTip(self.tr("Highlights whose passage could not be found in the article: kept, never moved"))
        self.orphans.setVisible(False)
        # Buttons are made empty, then named: matching QPushButton(text, parent) against its
        # (icon, text, parent) overload makes PySide6 create QIcon's type, ~150 enum members.
        self.link_button = QPushButton(self)
        self.link_button.setText(self.tr("Link…"))
        self.link_button.setToolTip(self.tr("Link the pending passages into a discrepancy (Ctrl+L)"))
        self.clear_button = QPushButton(self)
        self.clear_button.setText(self.tr("Clear"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(QLabel(self.tr("Pending:"), self))
        layout.addWidget(self.hint, 2)  # Ignored width: without a stretch it would get none
        layout.addWidget(scroll, 1)
        layout.addWidget(self.orphans)
        layout.addWidget(self.link_button)
        layout.addWidget(self.clear_button)
        self.link_button.clicked.connect(self.linkRequested)
        self.clear_button.clicked.connect(session.clear_pending)
        events = session.events
        follow(self, events.pending_changed, self._show_items)
        follow(self, events.comparison_changed, self._show_items)
        follow(self, events.articles_changed, self._show_items)
        follow(self, events.sources_changed, self._show_items)
        follow(self, events.comparison_changed, self._show_orphans)
        follow(self, events.articles_changed, self._show_orphans)
        follow(self, events.sources_changed, self._show_orphans)
        follow(self, events.highlights_changed, self._highlights_changed)
        self._show_items()
        self._show_orphans()

    def _highlights_changed(self, _updates: tuple[HighlightUpdate, ...]) -> None:
        self._show_orphans()

    def _show_orphans(self, *_args: object) -> None:
        """List the shown articles' orphaned highlights by source and quote; hidden when none."""
        orphans = self._session.orphans()
        menu = self.orphans.menu()
        menu.clear()
        for h in orphans:
            action = menu.addAction(f"{self._session.source_name(h.article)}: “{short(h.exact, 60)}”")
            action.triggered.connect(lambda _=False, i=h.id: self.orphanChosen.emit(i))
        count = len(orphans)
        self.orphans.setText(self.tr("⚠ %n orphaned", "", count))
        self.orphans.setVisible(bool(orphans))

    def _show_items(self, *_args: object) -> None:
        items = self._session.pending()
        while self._chips_layout.count() > 1:
            child = self._chips_layout.takeAt(0)
            widget = child.widget() if child is not None else None
            if widget is not None:
                widget.deleteLater()
        for item in items:
            chip = QToolButton(self._chips)
            chip.setText(f"{self._session.source_name(item.article)}: “{short(item.exact)}”  ✕")
            chip.setToolTip(self.tr("Remove this passage from the pending list"))
            chip.setAutoRaise(False)
            article = item.article
            chip.clicked.connect(lambda _checked=False, a=article: self._session.remove_pending(a))
            self._chips_layout.insertWidget(self._chips_layout.count() - 1, chip)
        self.hint.setVisible(not items)
        self.link_button.setEnabled(bool(items))
        self.clear_button.setEnabled(bool(items))
