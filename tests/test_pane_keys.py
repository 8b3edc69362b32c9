"""Ctrl+Shift+Left/Right belong to the text; panes move with their own keys, undoably, and the
pane with the focus shows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.library.store import Library

pytestmark = pytest.mark.gui

TEXTS = (
    "# Raid ends\n\nTwo officers were killed and five injured in the raid.\n",
    "# Rebel killed\n\nEight police officers were wounded, the ministry said.\n",
    "# Siege over\n\nThe siege ended at dawn after ten hours.\n",
)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Any:
    library = Library(tmp_path / "lib.sqlite")
    ids = [library.add_article(t)[0].id for t in TEXTS]
    comparison = library.create_comparison("Raid", "", ids)
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    win.open_comparison(comparison.id)
    qtbot.waitUntil(lambda: len(win.workspace.panes) == 3, timeout=3000)
    yield win
    win.close()
    library.close()


def _order(window: MainWindow) -> list[str]:
    return [p.article_id for p in window.workspace.panes]


def test_no_two_actions_share_a_key_and_text_keys_are_free(window: MainWindow) -> None:
    keys = [
        s.toString() for a in window.named_actions.values() for s in a.shortcuts() if not s.isEmpty()
    ]
    assert len(keys) == len(set(keys))
    for text_key in ("Ctrl+Shift+Left", "Ctrl+Shift+Right"):
        assert QKeySequence(text_key).toString() not in keys


def test_ctrl_shift_right_extends_the_selection_by_a_word(window: MainWindow, qtbot: QtBot) -> None:
    before = _order(window)
    view = window.workspace.panes[0].text_view()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    cursor = view.textCursor()
    cursor.setPosition(len("Raid ends\n"))
    view.setTextCursor(cursor)
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert view.textCursor().selectedText().strip() == "Two"
    assert _order(window) == before


def test_moving_a_pane_is_one_undoable_step(window: MainWindow, qtbot: QtBot) -> None:
    first, second, third = _order(window)
    window.workspace.panes[0].text_view().setFocus()
    qtbot.waitUntil(lambda: window.workspace.current_pane() is not None, timeout=2000)
    window.named_actions["move_right"].trigger()
    assert _order(window) == [second, first, third]
    window.stack.undo()
    assert _order(window) == [first, second, third]
    window.stack.redo()
    assert _order(window) == [second, first, third]


def test_the_header_arrows_move_undoably_too(window: MainWindow) -> None:
    first, second, third = _order(window)
    window.workspace.panes[2].moveRequested.emit(-1)
    assert _order(window) == [first, third, second]
    window.stack.undo()
    assert _order(window) == [first, second, third]


def test_the_pane_with_the_focus_shows_it(window: MainWindow, qtbot: QtBot) -> None:
    panes = window.workspace.panes
    for index in (1, 0):
        panes[index].text_view().setFocus()
        qtbot.waitUntil(lambda i=index: panes[i].text_view().hasFocus(), timeout=2000)
        QApplication.processEvents()
        marked = [bool(p.findChild(QWidget, "articleHeader").property("focusedPane")) for p in panes]
        assert marked == [i == index for i in range(3)]
