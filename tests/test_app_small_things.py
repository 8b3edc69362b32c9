"""Small things a new user noticed: the title, an empty comparison, file dialogs' folder, Esc in
the search box, marked search results, where the keyboard starts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.desktop.search_marks import MARKED_ROLE, MarkedDelegate, marked_html, matched_words
from parallax.desktop.sidebar import Sidebar
from parallax.library.store import Library

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Any:
    library = Library(tmp_path / "lib.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    yield win
    win.close()
    library.close()


def test_the_window_title_says_parallax_once(window: MainWindow) -> None:
    """Qt adds the application's display name after the window's own title."""
    QApplication.setApplicationDisplayName("Parallax")
    comparison = window.library.create_comparison("Warehouse fire")
    window.open_comparison(comparison.id)
    assert window.windowTitle() == "Warehouse fire"
    assert "Parallax" not in window.windowTitle()


def test_a_new_comparison_shows_how_to_add_articles(window: MainWindow) -> None:
    window.show()
    comparison = window.library.create_comparison("Empty so far")
    window.open_comparison(comparison.id)
    hint = window.workspace.hint
    assert hint.isVisible() and "Import" in hint.text()
    article = window.library.add_article("# Fire\n\nA warehouse burned.\n")[0]
    window.session.open_articles([article.id])
    assert not hint.isVisible()


def test_file_dialogs_open_in_the_folder_last_used(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "clippings"
    folder.mkdir()
    page = folder / "fire.txt"
    page.write_text("Fire\n\nA warehouse burned.\n", encoding="utf-8")
    asked: list[str] = []

    def choose(parent: object, caption: str, directory: str, filter: str) -> tuple[list[str], str]:
        asked.append(directory)
        return [str(page)], ""

    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(choose))
    window.imports.import_files()
    window.imports.import_files()
    assert asked[0] == str(Path.home())
    assert asked[1] == str(folder)


def test_escape_clears_the_search_box(window: MainWindow, qtbot: QtBot) -> None:
    search = window.docks.panel("library").search
    qtbot.keyClicks(search, "fire")
    assert search.text() == "fire"
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    assert search.text() == ""


def test_search_results_mark_the_matched_words(window: MainWindow, qtbot: QtBot) -> None:
    window.library.add_article("# Warehouse fire\n\nThe fire spread to three buildings.\n")
    sidebar = window.docks.panel("library")
    sidebar.search.setText("spread")
    qtbot.waitUntil(lambda: sidebar.results_model.rowCount() == 1, timeout=3000)
    marked = str(sidebar.results_model.index(0, 0).data(MARKED_ROLE))
    assert "<b" in marked and ">spread</b>" in marked
    assert "[" not in str(sidebar.results_model.index(0, 0).data())
    assert isinstance(sidebar.results.itemDelegate(), MarkedDelegate)


def test_marked_html_escapes_the_text_around_the_matches() -> None:
    html = marked_html("A <b> outlet", "say [fire] & [smoke]")
    assert "&lt;b&gt;" in html and "&amp;" in html
    assert matched_words("say [fire] & [smoke]") == ["fire", "smoke"]


def test_edit_article_details_from_the_menu_edits_the_article_in_the_pane(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The menu's action once passed ``triggered``'s checked flag (False) as the article id."""
    from parallax.desktop.article_details import ArticleDetailsDialog

    article = window.library.add_article("# Flood\n\nThe river rose.\n")[0]
    comparison = window.library.create_comparison("Flood")
    window.open_comparison(comparison.id)
    window.session.open_articles([article.id])
    shown: list[str] = []
    monkeypatch.setattr(ArticleDetailsDialog, "exec", lambda dialog: shown.append(dialog.article_id) or 0)
    errors: list[str] = []
    monkeypatch.setattr(window, "error", errors.append)
    window.named_actions["edit_article"].trigger()
    assert shown == [article.id] and errors == []


def _record(action: QAction) -> list[bool]:
    """Replace what an action does with a note that it ran (no dialog opens)."""
    ran: list[bool] = []
    action.triggered.disconnect()
    action.triggered.connect(lambda *_: ran.append(True))
    return ran


def test_window_shortcuts_work_with_the_focus_in_the_search_box(window: MainWindow, qtbot: QtBot) -> None:
    """Ctrl+E exported nothing from the search box: the line edit took it as end-of-line."""
    search = window.docks.panel("library").search
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: hasattr(window, "shortcut_guard"))  # made just after the first paint
    window.activateWindow()
    search.setFocus()
    qtbot.waitUntil(search.hasFocus, timeout=2000)
    qtbot.keyClicks(search, "fire")
    export, close_pane = _record(window.named_actions["export_bundle"]), _record(window.named_actions["close_pane"])
    qtbot.keyClick(search, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(search, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert export == [True] and close_pane == [True]
    assert search.text() == "fire"
    qtbot.waitUntil(lambda: not window.docks.panel("library")._search_timer.isActive())  # searched before the end


def test_a_text_box_keeps_the_keys_editing_needs(window: MainWindow, qtbot: QtBot) -> None:
    search = window.docks.panel("library").search
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: hasattr(window, "shortcut_guard"))  # made just after the first paint
    window.activateWindow()
    search.setFocus()
    qtbot.waitUntil(search.hasFocus, timeout=2000)
    highlight = _record(window.named_actions["highlight"])  # H, a window shortcut, is a letter here
    undo = _record(window.named_actions["undo"])
    qtbot.keyClicks(search, "fire h")
    assert search.text() == "fire h" and highlight == []
    qtbot.keyClick(search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the box's own undo
    assert undo == []
    qtbot.keyClick(search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert search.selectedText() == search.text()
    qtbot.waitUntil(lambda: not window.docks.panel("library")._search_timer.isActive())  # searched before the end


def test_text_needs_typing_moving_deleting_and_the_clipboard_but_not_emacs_keys() -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    from parallax.desktop.shortcut_guard import text_needs

    def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier, text: str = "") -> bool:
        return text_needs(QKeyEvent(QEvent.Type.ShortcutOverride, key, modifiers, text))

    control, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    assert press(Qt.Key.Key_H, text="h") and press(Qt.Key.Key_H, shift, "H")
    assert press(Qt.Key.Key_Left, control | shift) and press(Qt.Key.Key_Backspace, control)
    assert press(Qt.Key.Key_C, control) and press(Qt.Key.Key_V, control) and press(Qt.Key.Key_Z, control)
    for key in (Qt.Key.Key_E, Qt.Key.Key_K, Qt.Key.Key_W, Qt.Key.Key_F, Qt.Key.Key_L):
        assert not press(key, control)
    assert not press(Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier, "1")
    assert not press(Qt.Key.Key_F8)


def test_a_text_box_that_claims_every_key_still_lets_window_shortcuts_through(window: MainWindow, qtbot: QtBot) -> None:
    """On X11 a line edit claims Ctrl+E, Ctrl+K… (Emacs moves) before any shortcut; the offscreen
    platform's bindings do not, so a box that claims every key stands in for it."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QLineEdit

    class Greedy(QLineEdit):
        def event(self, event: QEvent) -> bool:
            if event.type() == QEvent.Type.ShortcutOverride:
                event.accept()
                return True
            return super().event(event)

    box = Greedy(window)
    window.statusBar().addWidget(box)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: hasattr(window, "shortcut_guard"))  # made just after the first paint
    window.activateWindow()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus, timeout=2000)
    export, highlight = _record(window.named_actions["export_bundle"]), _record(window.named_actions["highlight"])
    qtbot.keyClick(box, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, "h")
    assert export == [True] and highlight == [] and box.text() == "h"


def _first_focus(window: MainWindow, qtbot: QtBot) -> QWidget | None:
    """Where the keyboard is once the window is shown, painted and complete."""
    with qtbot.waitSignal(window.started, timeout=5000):
        window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)  # the window's activation, where Qt gives a window without focus its first Tab stop
    return window.focusWidget()


def test_the_keyboard_starts_in_the_library_search_when_no_comparison_is_open(window: MainWindow, qtbot: QtBot) -> None:
    """Not in a tab bar the main window keeps for tabbed docks, outside the window."""
    focus = _first_focus(window, qtbot)
    sidebar = window.docks.built("library")
    assert isinstance(sidebar, Sidebar)
    assert focus is sidebar.search


def test_the_keyboard_starts_in_the_first_article_of_the_comparison(window: MainWindow, qtbot: QtBot) -> None:
    article, _ = window.library.add_article("# Fire\n\nFive officers were injured.\n", comparison="Raid")
    window.library.add_article("# Blaze\n\nEight injured.\n", comparison="Raid")
    window.open_comparison(window.library.get_comparison("Raid").id)
    focus = _first_focus(window, qtbot)
    pane = window.workspace.panes[0]
    assert pane.article_id == article.id
    assert focus is pane.text_view()


def test_opening_another_comparison_takes_the_keyboard_to_its_first_article(window: MainWindow, qtbot: QtBot) -> None:
    """The focused pane goes with its comparison; the window's actions stay whole (they were lost,
    and closing the window crashed, when Qt passed the focus on from a pane being taken down)."""
    from PySide6.QtCore import QEvent

    library = window.library
    library.add_article("# Fire\n\nFive officers were injured.\n", comparison="Raid")
    library.add_article("# Blaze\n\nEight injured.\n", comparison="Raid")
    other, _ = library.add_article("# Flood\n\nThe river rose.\n", comparison="Flood")
    window.open_comparison(library.get_comparison("Raid").id)
    _first_focus(window, qtbot)
    assert window.focusWidget() is window.workspace.panes[0].text_view()
    for name in ("Flood", "Raid", "Flood"):
        window.open_comparison(library.get_comparison(name).id)
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert window.workspace.panes[0].article_id == other.id
    assert window.focusWidget() is window.workspace.panes[0].text_view()
    assert window.named_actions["linked"].isChecked() in (True, False)  # its wrapper is alive
