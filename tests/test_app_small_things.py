"""Small things a new user noticed: the title, an empty comparison, file dialogs' folder, Esc in
the search box, marked search results."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.desktop.search_marks import MARKED_ROLE, MarkedDelegate, marked_html, matched_words
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
    window.open_articles([article.id])
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
    window.import_files()
    window.import_files()
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
    window.open_articles([article.id])
    shown: list[str] = []
    monkeypatch.setattr(ArticleDetailsDialog, "exec", lambda dialog: shown.append(dialog.article_id) or 0)
    errors: list[str] = []
    monkeypatch.setattr(window, "error", errors.append)
    window.named_actions["edit_article"].trigger()
    assert shown == [article.id] and errors == []
