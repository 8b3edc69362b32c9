"""Four panes fit a 1024×700 screen, also at 150 % scale, and lines never break inside a word."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.library.store import Library

pytestmark = pytest.mark.gui

SCREEN = (1024, 700)
SCALE = 1.5


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Any:
    library = Library(tmp_path / "lib.sqlite")
    ids = [
        library.add_article(f"# Officers {n} reported wounded\n\nThe officers reported that the raid ended at dawn.\n")[0].id
        for n in range(4)
    ]
    comparison = library.create_comparison("Four", "", ids)
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    win.open_comparison(comparison.id)
    qtbot.waitUntil(lambda: len(win.workspace.panes) == 4, timeout=3000)
    yield win
    win.close()
    library.close()


def test_four_panes_fit_1024_by_700_at_150_percent(window: MainWindow, qtbot: QtBot) -> None:
    """At 150 % a 1024×700 screen is 683×467 logical pixels; the docks' panels (the
    discrepancy editor alone asks for 300×345) scroll rather than widen the window."""
    window.show()
    for key in ("library", "discrepancies"):  # shown by the reader although the panes need the room
        window.docks.docks[key].show()
    qtbot.waitUntil(lambda: window.docks.built("library") is not None and window.docks.panel("discrepancies").isVisible(),
                    timeout=3000)
    hint = window.minimumSizeHint()
    assert hint.width() <= SCREEN[0] / SCALE and hint.height() <= SCREEN[1] / SCALE, hint


def test_the_window_takes_1024_by_700_with_four_panes(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SCREEN)
    qtbot.waitUntil(lambda: window.width() == SCREEN[0], timeout=2000)
    assert window.height() == SCREEN[1]
    assert all(p.width() >= 90 for p in window.workspace.panes)


def test_lines_break_between_words_only(window: MainWindow) -> None:
    view = window.workspace.panes[0].text_view()
    assert view.wordWrapMode() == QTextOption.WrapMode.WordWrap
    view.setFixedWidth(90)  # narrower than "reported" plus a few words
    document = view.document()
    document.setTextWidth(view.viewport().width())
    text = document.toPlainText()
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            end = block.position() + line.textStart() + line.textLength()
            if index < layout.lineCount() - 1:
                # a line that wraps ends at a space (or the next starts a word)
                assert text[end - 1].isspace() or not text[end].isalnum() or not text[end - 1].isalnum(), (
                    block.text()[line.textStart() : line.textStart() + line.textLength()]
                )
        block = block.next()


def test_the_pending_hint_is_readable_while_the_tray_is_empty(window: MainWindow, qtbot: QtBot) -> None:
    """The hint's width is Ignored so the tray can shrink; it still gets room when there is room."""
    window.resize(1400, 900)
    tray = window.workspace.tray
    qtbot.waitUntil(lambda: tray.hint.isVisible() and tray.hint.width() > 200, timeout=2000)
    assert tray.hint.text().startswith("Select passages")


def test_a_first_start_fits_a_screen_smaller_than_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Without a window manager to shrink it, a 1400×900 window would hang off a smaller screen."""
    library = Library(tmp_path / "lib.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    room = win.screen().availableGeometry()
    assert room.width() < 1400 or room.height() < 900, "the offscreen screen is smaller than the window"
    assert win.width() <= room.width() and win.height() <= room.height()
    assert 0 < win.docks.docks["library"].width() + win.docks.docks["discrepancies"].width() < win.width() / 2  # the panes keep half
    win.close()
    library.close()


def test_a_narrow_pane_gives_its_title_the_top_line(window: MainWindow, qtbot: QtBot) -> None:
    """Only the close button shares the title's line; moving the pane is on the line below."""
    window.resize(*SCREEN)
    qtbot.waitUntil(lambda: window.width() == SCREEN[0], timeout=2000)
    for pane in window.workspace.panes:
        title = pane.findChild(QLabel, "articleTitle")
        assert title is not None
        assert title.width() >= pane.width() - 48, (title.width(), pane.width())
