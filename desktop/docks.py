"""A dock and a View-menu action for every panel of :data:`.panels.PANELS`.

Every dock exists from the start (so the window's saved layout can place it), empty; a panel is
built the first time its dock is shown, or just after the window's first paint for the docks
shown then: a reader looks at the articles first, and the panels' modules and Qt classes cost
the start about a fifth of its time.
"""

from __future__ import annotations

import importlib
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QDockWidget, QMainWindow, QVBoxLayout, QWidget

from .actions import ActionSpec, ActionTable
from .panels import PANELS, PanelContext, PanelSpec

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["Docks", "dock_name"]

_AREAS = {
    "left": Qt.DockWidgetArea.LeftDockWidgetArea,
    "right": Qt.DockWidgetArea.RightDockWidgetArea,
    "bottom": Qt.DockWidgetArea.BottomDockWidgetArea,
}


def dock_name(key: str) -> str:
    """The dock's object name (what the saved window layout knows it by): ``claimMatrixDock``."""
    first, *rest = key.split("_")
    return first + "".join(word.capitalize() for word in rest) + "Dock"


class _DockBody(QWidget):
    """What a dock holds: empty until its panel is built, then the panel.

    It asks for the same size before and after, whatever the panel would ask for, so putting
    the panel in moves nothing: a dock changing width, even for a moment, would make every
    pane lay its text out again (the text visibly re-wrapping just after the start)."""

    def __init__(self, size: QSize, parent: QWidget) -> None:
        super().__init__(parent)
        self._size = size

    def sizeHint(self) -> QSize:
        return self._size

    def hold(self, panel: QWidget) -> None:
        """Hold the panel in a scroll area: a dock narrower or shorter than the panel's minimum
        (four panes on a 1024×700 screen at 150 %) scrolls instead of pushing the window's
        minimum size past the screen."""
        from PySide6.QtWidgets import QFrame, QScrollArea

        scroll = QScrollArea(self)
        scroll.setObjectName("dockScroll")
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a container, not a Tab stop (it scrolls to the focus)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        self.setFocusProxy(panel)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, 80)


class Docks(QObject):
    """The window's docks by panel key, and the panels built in them.

    Args:
        window: the main window the docks belong to.
        context: what the panels are built from.
        actions: where each panel's View-menu action and its own actions go.
        specs: the panels (default: :data:`.panels.PANELS`).
    """

    shownByReader = Signal(str)
    """A panel the reader asked for (Ctrl+N, the View menu): what folds panels away leaves it."""

    def __init__(self, window: QMainWindow, context: PanelContext, actions: ActionTable,
                 specs: Sequence[PanelSpec] = PANELS) -> None:
        super().__init__(window)
        self._window = window
        self._context = context
        self._specs = {spec.key: spec for spec in specs}
        self._panels: dict[str, QWidget] = {}
        self._started = False
        self.docks: dict[str, QDockWidget] = {}
        for spec in specs:
            self._add(spec, actions)

    def _add(self, spec: PanelSpec, actions: ActionTable) -> None:
        window = self._window
        dock = QDockWidget(QCoreApplication.translate(spec.context, spec.title), window)
        dock.setObjectName(dock_name(spec.key))
        size = QSize(spec.size, 400) if spec.area != "bottom" else QSize(600, spec.size)
        dock.setWidget(_DockBody(size, dock))
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | (QDockWidget.DockWidgetFeature.NoDockWidgetFeatures if spec.shown
               else QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        )
        window.addDockWidget(_AREAS[spec.area], dock)
        beside = self.docks.get(spec.tab_with)
        if beside is not None:
            window.tabifyDockWidget(beside, dock)  # a tab beside it: room for the panel
        if not spec.shown:
            dock.hide()
        dock.visibilityChanged.connect(lambda visible, key=spec.key: self._shown(key, visible))
        self.docks[spec.key] = dock
        show = ActionSpec(f"show_{spec.key}", spec.action, "toggle", ("view:panels",), spec.shortcut, spec.tip,
                          args=(spec.key,), context=spec.context)
        actions.add([show], lambda: self)
        actions.add(spec.actions, partial(self.panel, spec.key))

    # -- building ----------------------------------------------------------------------------
    def start(self) -> None:
        """Build the panels of the docks shown now (just after the window's first paint); from
        now on a panel is built when its dock is first shown."""
        self._started = True
        for key, dock in self.docks.items():
            if not dock.isHidden():
                self.panel(key)

    def _shown(self, key: str, visible: bool) -> None:
        if visible and self._started:
            self.panel(key)

    def panel(self, key: str) -> QWidget:
        """The panel of ``key``, built now if it was not yet."""
        panel = self._panels.get(key)
        if panel is None:
            spec = self._specs[key]
            module, _, function = spec.build.partition(":")
            build = getattr(importlib.import_module(f"parallax.desktop.{module}"), function)
            body = self.docks[key].widget()
            assert isinstance(body, _DockBody)
            panel = build(self._context, body)
            assert isinstance(panel, QWidget)
            self._panels[key] = panel
            body.hold(panel)
        return panel

    def built(self, key: str) -> QWidget | None:
        """The panel of ``key`` if it was built (nothing is built by asking)."""
        return self._panels.get(key)

    # -- showing -----------------------------------------------------------------------------
    def toggle(self, key: str) -> None:
        """Show a panel (built the first time, brought to the front of its tabs), or hide it
        when it has the focus."""
        dock = self.docks[key]
        self.panel(key)
        dock.setVisible(not dock.isVisible() or not dock.widget().hasFocus())
        if dock.isVisible():
            dock.raise_()
            dock.widget().setFocus()
            self.shownByReader.emit(key)
