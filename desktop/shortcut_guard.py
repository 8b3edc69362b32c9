"""Window shortcuts that work wherever the focus is, unless the focused text box needs the key.

A text box claims keys before any shortcut sees them (Qt's ``ShortcutOverride``), and on Linux a
line edit claims the old Emacs bindings too: with the focus in the library's search box,
Ctrl+E (Export Bundle) moved the cursor to the end of the line instead, Ctrl+K deleted the rest
of it, Ctrl+W and Ctrl+F did nothing a reader expected. :class:`ShortcutGuard` watches the
window's editable text boxes and lets a window shortcut through unless the key is one that
editing text truly needs (:func:`text_needs`): typing, moving and selecting (arrows, Home, End,
page keys, with Shift or Ctrl), deleting (Backspace, Delete, with Ctrl), Enter, Tab, Escape,
and the clipboard, undo and select-all keys. Everything else bound to a window action (Ctrl+E,
Ctrl+K, Ctrl+W, Ctrl+F, Ctrl+L, Alt+1…, F-keys) reaches the window. The same Emacs moves have
keys of their own (End, Home, Shift+End then Delete…), so nothing is lost.

The filter sits only on editable text boxes of the watched window, installed when one gets the
focus: an application-wide Python filter would run for every event of the app.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

__all__ = ["ShortcutGuard", "text_needs"]

Key = Qt.Key
Mod = Qt.KeyboardModifier

_MOVING = {
    Key.Key_Left, Key.Key_Right, Key.Key_Up, Key.Key_Down, Key.Key_Home, Key.Key_End, Key.Key_PageUp,
    Key.Key_PageDown, Key.Key_Backspace, Key.Key_Delete, Key.Key_Return, Key.Key_Enter, Key.Key_Tab,
    Key.Key_Backtab, Key.Key_Escape, Key.Key_Insert,
}
"""Keys that move, select, delete or finish in a text box, alone or with Shift or Ctrl."""

_EDITING = (
    QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.Cut, QKeySequence.StandardKey.Paste,
    QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo, QKeySequence.StandardKey.SelectAll,
)
"""The clipboard, undo and select-all keys: a text box's own."""


def text_needs(event: QKeyEvent) -> bool:
    """Whether a text box needs this key press itself (see the module docstring)."""
    modifiers = event.modifiers() & ~Mod.KeypadModifier
    key = Key(event.key())
    if key in _MOVING and not modifiers & (Mod.AltModifier | Mod.MetaModifier):
        return True
    if not modifiers & (Mod.ControlModifier | Mod.AltModifier | Mod.MetaModifier) and event.text().isprintable() \
            and event.text():
        return True  # typing, with or without Shift
    return any(event.matches(standard) for standard in _EDITING)


def _editable(widget: QWidget) -> bool:
    if isinstance(widget, QLineEdit | QAbstractSpinBox | QTextEdit | QPlainTextEdit):
        return not widget.isReadOnly()
    if isinstance(widget, QComboBox):
        return widget.isEditable()
    return False


class ShortcutGuard(QObject):
    """Lets ``window``'s shortcuts through its editable text boxes (see the module docstring)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._guarded: set[int] = set()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is None or new.window() is not self._window or not _editable(new):
            return
        key = id(new)
        if key not in self._guarded:
            self._guarded.add(key)
            new.installEventFilter(self)
            new.destroyed.connect(lambda *_args, k=key: self._guarded.discard(k))

    def window_action(self, event: QKeyEvent) -> QAction | None:
        """The enabled window action this key press is a shortcut of, if any."""
        pressed = QKeySequence(event.keyCombination())
        for action in self._window.actions():
            if not action.isEnabled() or action.shortcutContext() == Qt.ShortcutContext.WidgetShortcut:
                continue
            if any(s.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch for s in action.shortcuts()):
                return action
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and not text_needs(event) and self.window_action(event) is not None):
            event.ignore()  # not the text box's: Qt tries the window's shortcuts next
            return True
        return False
