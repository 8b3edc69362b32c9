"""Five or six sources on a laptop (issue 26): a pane never gets narrower than about thirty
characters of its text; the side panels fold away when the panes need their room and come back
when they fit; when even that is not enough the panes scroll sideways as a strip."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.library.store import Library

pytestmark = pytest.mark.gui

TEXT = "# Account {n} of the fire\n\n" + "The warehouse burned through the night and crews fought it until dawn. " * 8 + "\n"


@pytest.fixture
def six(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, Library, Path]]:
    path = tmp_path / "lib.sqlite"
    library = Library(path)
    ids = [library.add_article(TEXT.format(n=n), outlet=f"Outlet {n}")[0].id for n in range(6)]
    comparison = library.create_comparison("Six", "", ids)
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.resize(1900, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.open_comparison(comparison.id)
    yield window, library, path
    window.close()
    library.close()


def settle(qtbot: QtBot) -> None:
    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(20)


def side_docks_shown(window: MainWindow) -> list[str]:
    return [k for k in ("library", "discrepancies") if window.docks.docks[k].isVisible()]


def readable(window: MainWindow) -> bool:
    return all(p.width() >= p.readable_width() - 1 for p in window.workspace.panes)


def test_a_pane_keeps_thirty_characters_of_its_text(six: tuple[MainWindow, Library, Path]) -> None:
    window, _, _ = six
    pane = window.workspace.panes[0]
    sample = pane.text_view().fontMetrics().horizontalAdvance("and then the reports disagreed")
    assert sample < pane.readable_width() < sample + 80
    assert pane.minimumWidth() == pane.readable_width()
    before = pane.readable_width()
    window.workspace.set_zoom(4)
    assert window.workspace.panes[0].minimumWidth() > before  # larger type, wider measure


def test_the_side_panels_fold_away_for_six_panes_and_come_back_for_two(
    six: tuple[MainWindow, Library, Path], qtbot: QtBot
) -> None:
    window, _, _ = six
    window.resize(1280, 720)
    settle(qtbot)
    assert side_docks_shown(window) == [] and window.reading_fit.folded == ["library", "discrepancies"]
    assert readable(window)
    assert "folded away" in window.statusBar().currentMessage()
    for pane in list(window.workspace.panes)[2:]:
        window.workspace.close_article(pane.article_id)
    settle(qtbot)
    assert len(window.workspace.panes) == 2
    assert side_docks_shown(window) == ["library", "discrepancies"] and window.reading_fit.folded == []


def test_when_the_whole_width_is_not_enough_the_panes_scroll_as_a_strip(
    six: tuple[MainWindow, Library, Path], qtbot: QtBot
) -> None:
    window, _, _ = six
    window.resize(1024, 700)
    settle(qtbot)
    workspace = window.workspace
    assert side_docks_shown(window) == [] and workspace.scrolls() and readable(window)
    bar = workspace.strip.horizontalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    last = workspace.panes[-1]
    window.named_actions["previous_pane"].trigger()  # F6 backwards from nowhere: the last pane
    last.text_view().setFocus()
    settle(qtbot)
    assert bar.value() > 0  # the strip went to the pane the focus went to
    assert window.minimumSizeHint().width() <= 1024


def test_a_panel_the_reader_shows_again_stays_until_the_panes_change(
    six: tuple[MainWindow, Library, Path], qtbot: QtBot
) -> None:
    window, _, _ = six
    window.resize(1280, 720)
    settle(qtbot)
    window.named_actions["show_library"].trigger()  # Ctrl+1
    settle(qtbot)
    assert window.docks.docks["library"].isVisible() and window.reading_fit.folded == ["discrepancies"]
    assert window.workspace.scrolls() and readable(window)
    window.workspace.close_article(window.workspace.panes[-1].article_id)  # five panes: fit again
    settle(qtbot)
    assert side_docks_shown(window) == [] and "library" in window.reading_fit.folded


def test_folded_panels_come_back_after_a_restart_with_fewer_panes(
    six: tuple[MainWindow, Library, Path], qtbot: QtBot
) -> None:
    """Quit with the panels folded (saved hidden in the window's layout); the comparison then
    holds two articles: at the next start the panels are back."""
    window, library, path = six
    window.resize(1280, 720)
    settle(qtbot)
    assert window.reading_fit.folded
    comparison = window.session.comparison_id
    assert comparison is not None
    window.close()
    for article in library.get_comparison(comparison).article_ids[2:]:
        library.remove_from_comparison(comparison, article)
    library.close()
    library = Library(path)
    again = MainWindow(library)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    again.resize(1280, 720)  # as it was (the offscreen screen is smaller and clamps the restored size)
    settle(qtbot)
    assert len(again.workspace.panes) == 2
    assert side_docks_shown(again) == ["library", "discrepancies"] and again.reading_fit.folded == []
    again.close()
    library.close()


def test_a_panel_never_shown_before_stays_when_the_reader_shows_it_while_folded(
    six: tuple[MainWindow, Library, Path], qtbot: QtBot
) -> None:
    """Suggestions is not among the folded panels (it was never shown); showing it from the View
    menu while the others are folded must not fold it away again at once."""
    window, _, _ = six
    window.resize(1280, 720)
    settle(qtbot)
    assert "suggestions" not in window.reading_fit.folded
    window.named_actions["show_suggestions"].trigger()  # Ctrl+5
    settle(qtbot)
    assert window.docks.docks["suggestions"].isVisible()
    assert "suggestions" not in window.reading_fit.folded and readable(window)
