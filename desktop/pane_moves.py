"""Moving panes: an undoable step, and which pane has the keyboard focus made visible.

A pane move changes the comparison's article order in the library, so it is one step on the
window's undo stack like any annotation edit (undo moves the pane back). Pane moves have
keys of their own (Ctrl+Alt+Shift+Left/Right, Alt+Shift+PgUp/PgDown): Ctrl+Shift+Left/Right
belong to the text, where they extend the selection by a word.

With several panes side by side, the keys act on the pane that has the focus; its header
shows an accent line (and the others none) so the reader knows which one that is.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QPalette, QUndoCommand, QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from parallax.library.session import ComparisonSession

MOVE_LEFT_KEYS = ("Ctrl+Alt+Shift+Left", "Alt+Shift+PgUp")
MOVE_RIGHT_KEYS = ("Ctrl+Alt+Shift+Right", "Alt+Shift+PgDown")


class MovePane(QUndoCommand):
    """Move an article's pane by ``delta`` places; undo moves it back."""

    def __init__(self, session: ComparisonSession, article_id: str, delta: int) -> None:
        super().__init__(QCoreApplication.translate("PaneMoves", "Move Pane"))
        self._session = session
        self._article = article_id
        self._delta = delta

    def redo(self) -> None:
        self._session.move_article(self._article, self._delta)

    def undo(self) -> None:
        self._session.move_article(self._article, -self._delta)


def move_pane(stack: QUndoStack, session: ComparisonSession, article_id: str, delta: int) -> bool:
    """Push a pane move when it can happen (a pane at the edge does not move: no empty step)."""
    order = list(session.comparison.article_ids) if session.comparison is not None else []
    if article_id not in order or not 0 <= order.index(article_id) + delta < len(order):
        return False
    stack.push(MovePane(session, article_id, delta))
    return True


class FocusedPaneMarker(QObject):
    """Gives the header of the pane holding the keyboard focus an accent line."""

    def __init__(self, workspace: QWidget) -> None:
        super().__init__(workspace)
        self._workspace = workspace
        self._marked: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        panes = getattr(self._workspace, "panes", [])
        focused = next((p for p in panes if new is not None and (new is p or p.isAncestorOf(new))), None)
        if focused is None:
            return  # focus went elsewhere (a dock, a dialog): the last pane stays marked
        header = focused.findChild(QWidget, "articleHeader")
        if header is self._marked:
            return
        if self._marked is not None:
            try:
                self._marked.setStyleSheet("")
                self._marked.setProperty("focusedPane", False)
            except RuntimeError:  # the pane was closed
                pass
        if header is not None:
            colour = header.palette().color(QPalette.ColorRole.Highlight).name()
            header.setStyleSheet(f"#articleHeader {{ border-top: 3px solid {colour}; }}")
            header.setProperty("focusedPane", True)
        self._marked = header

    def marked(self) -> QWidget | None:
        """The header now showing the accent (for tests)."""
        return self._marked
