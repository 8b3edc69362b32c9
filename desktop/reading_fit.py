"""Panes that stay readable on a small screen: the side panels fold away, and come back.

Five or six panes beside the Library and Discrepancies panels left each pane a hundred pixels
or less (words clipped, every pane scrolling sideways); at 1024×700 the window grew wider than
the screen. Two rules now keep every pane at least about thirty characters of its text wide
(:meth:`.article_pane.ArticlePane.readable_width`):

1. When the panes need more width than the workspace has, the panels docked at the sides fold
   away, the Library's side first and the Discrepancies' side only if that is not enough (they
   are hidden, and the status bar says so and how to bring them back). When the panes fit
   again with a folded side beside them (fewer panes, a wider window, a smaller zoom), it
   comes back by itself, the last folded first.
2. When even the whole width is not enough (six panes on a 1024-pixel screen at 150 %), the
   panes scroll sideways as a strip (:class:`.workspace.Workspace`), each still readable.

A panel the reader shows again while folded (Ctrl+1, the View menu) stays: the strip scrolls
instead, until the number of panes changes. Which panels are folded is kept in the settings
(``view/folded_panels``), so a restart with fewer panes brings them back. Panels docked at the
bottom (the Claim Matrix) or floating take no width from the panes and are left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMainWindow

    from .settings import Settings
    from .workspace import Workspace

__all__ = ["ReadingFit"]

_SIDES = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
SEPARATOR = 6
"""About what a dock's separator takes beside the panel's own width."""


class ReadingFit(QObject):
    """Folds the side panels away when the panes need their room, and brings them back."""

    def __init__(self, window: QMainWindow, workspace: Workspace, docks: Mapping[str, QDockWidget],
                 settings: Settings, report: Callable[[str, int], None]) -> None:
        super().__init__(window)
        self._window = window
        self._workspace = workspace
        self._docks = dict(docks)
        self._settings = settings
        self._report = report
        self.folded: list[str] = [k for k in str(settings.get("view/folded_panels")).split(",") if k in self._docks]
        self._widths: dict[str, int] = {}
        self._held: int | None = None  # the pane count at which the reader showed a folded panel
        self._acting = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        workspace.panesChanged.connect(self._timer.start)
        workspace.widthChanged.connect(self._timer.start)
        for key, dock in self._docks.items():
            dock.visibilityChanged.connect(lambda visible, k=key: self._visibility(k, visible))

    # -- the reader's own moves -------------------------------------------------------------
    def _visibility(self, key: str, visible: bool) -> None:
        if self._acting or not visible or key not in self.folded:
            return
        self.reader_showed(key)

    def reader_showed(self, key: str) -> None:
        """The reader showed this panel: it stays, the strip scrolls instead, until the number of
        panes changes. A panel never folded counts too (the first Ctrl+5 shows Suggestions while
        the others are folded: folding it again at once would make the menu seem broken)."""
        if key in self.folded:
            self.folded.remove(key)
        self._held = len(self._workspace.panes)
        self._save()

    # -- fitting ------------------------------------------------------------------------------
    def _side_docks(self, shown: bool) -> list[str]:
        window = self._window
        return [
            key for key, dock in self._docks.items()
            if not dock.isFloating() and window.dockWidgetArea(dock) in _SIDES and dock.isVisible() == shown
        ]

    def _width_of(self, keys: list[str]) -> int:
        """What these docks take beside the workspace: per side, the widest (tabbed docks share a
        place)."""
        per_side: dict[Qt.DockWidgetArea, int] = {}
        for key in keys:
            dock = self._docks[key]
            # a hidden dock's own width says nothing: the width it had when folded, else the
            # width it asks for
            width = self._widths.get(key) or (dock.width() if dock.isVisible() else dock.sizeHint().width())
            area = self._window.dockWidgetArea(dock)
            per_side[area] = max(per_side.get(area, 0), width + SEPARATOR)
        return sum(per_side.values())

    def fit(self) -> None:
        """Fold side panels away, the Library's side first, while the panes need their room;
        bring folded ones back, the last folded first, while the panes fit beside them."""
        workspace = self._workspace
        count = len(workspace.panes)
        if self._held is not None and self._held != count:
            self._held = None
        if not workspace.isVisible() or not count:
            return
        need, room = workspace.needed_width(narrow=True), workspace.room()
        if need > room and self._held is None:
            folding: list[str] = []
            for area in _SIDES:  # the library's side first: the discrepancies matter more while reading
                if need <= room:
                    break
                side = [k for k in self._side_docks(shown=True) if self._window.dockWidgetArea(self._docks[k]) == area]
                if side:
                    room += self._width_of(side)
                    folding += side
            if folding:
                self._fold(folding, count)
            return
        back: list[str] = []
        spare = room - need
        for area in reversed(_SIDES):  # the last folded first
            side = [k for k in self.folded if self._window.dockWidgetArea(self._docks[k]) == area and k not in back]
            if side and self._width_of(side) <= spare:
                spare -= self._width_of(side)
                back += side
            elif side:
                break
        if back:
            self._unfold(back)

    def _fold(self, keys: list[str], count: int) -> None:
        self._acting = True
        try:
            for key in keys:
                self._widths[key] = self._docks[key].width()
                self._docks[key].hide()
                if key not in self.folded:
                    self.folded.append(key)
        finally:
            self._acting = False
        self._save()
        self._report(QCoreApplication.translate(
            "ReadingFit", "Side panels folded away so the %1 panes stay readable; they come back when the panes "
            "fit beside them (Ctrl+1, Ctrl+2 show them now).").replace("%1", str(count)), 10000)

    def _unfold(self, keys: list[str]) -> None:
        self._acting = True
        try:
            for key in keys:
                self._docks[key].show()
        finally:
            self._acting = False
        widths = [(self._docks[k], self._widths[k]) for k in keys if k in self._widths]
        if widths:
            self._window.resizeDocks([d for d, _ in widths], [w for _, w in widths], Qt.Orientation.Horizontal)
        self.folded = [k for k in self.folded if k not in keys]
        self._save()

    def _save(self) -> None:
        self._settings.set("view/folded_panels", ",".join(self.folded))
