"""The window's commands on the panes: find, zoom, move, close, go from pane to pane, list the
highlights of one. Their specs are in :mod:`.window_actions` (run as ``panes.<method>``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from parallax.library.errors import ParallaxError

from .pane_moves import move_pane

if TYPE_CHECKING:
    from .article_pane import ArticlePane
    from .panels import PanelContext
    from .workspace import Workspace

__all__ = ["PaneActions"]


class PaneActions(QObject):
    """What the keyboard and the View menu do to the panes of the workspace."""

    def __init__(self, context: PanelContext, workspace: Workspace) -> None:
        super().__init__(context.parent)
        self.context = context
        self.workspace = workspace
        workspace.mover = self.move_article

    def target(self) -> ArticlePane | None:
        """The pane with the focus, else the first."""
        return self.workspace.current_pane() or (self.workspace.panes[0] if self.workspace.panes else None)

    def zoom(self, step: int) -> None:
        """Make the text larger (+1) or smaller (-1), or its usual size (0)."""
        self.workspace.set_zoom(self.workspace.zoom + step if step else 0)

    def find_in_article(self) -> None:
        pane = self.target()
        if pane is not None:
            pane.show_find()

    def move_pane(self, delta: int) -> None:
        pane = self.workspace.current_pane()
        if pane is not None:
            article_id = pane.article_id
            self.move_article(article_id, delta)
            moved = self.workspace.pane_for(article_id)  # the panes were built again
            if moved is not None:
                moved.text_view().setFocus()

    def move_article(self, article_id: str, delta: int) -> None:
        """One undoable step (the pane's header arrows and the keys alike)."""
        try:
            move_pane(self.context.stack, self.context.session, article_id, delta)
        except ParallaxError as exc:  # the first or last pane: said, not asked about
            self.context.report(str(exc), 5000)

    def close_pane(self) -> None:
        pane = self.workspace.current_pane()
        if pane is not None:
            self.workspace.close_article(pane.article_id)

    def focus_panes(self) -> None:
        pane = self.target()
        if pane is not None:
            pane.viewport_widget().setFocus()

    def cycle_pane(self, delta: int) -> None:
        """Move the keyboard focus to the next (or previous) article pane, wrapping around."""
        panes = self.workspace.panes
        if not panes:
            return
        current = self.workspace.current_pane()
        index = panes.index(current) + delta if current in panes else 0
        panes[index % len(panes)].viewport_widget().setFocus()

    def list_highlights(self) -> None:
        """List the focused pane's highlights (Ctrl+J); Enter puts the caret on one."""
        from .highlight_list import show_highlight_list

        pane = self.target()
        if pane is not None:
            show_highlight_list(self.context.parent, self.context.session, pane)
