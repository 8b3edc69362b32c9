"""The reader's whole path through the app, offscreen: three articles side by side, two
highlights, a discrepancy, undo and redo, then a restart that finds everything again."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from parallax.desktop import link_dialog
from parallax.desktop.link_dialog import LinkValues
from parallax.desktop.main_window import MainWindow
from parallax.library.ingest import import_paths
from parallax.library.session import ComparisonSession, PendingPassage
from parallax.library.store import Library

from .conftest import SEEDS

pytestmark = pytest.mark.gui

FALLBACK = {
    "wire.txt": "Raid ends near the capital\n\nTwo officers were killed and five injured, the ministry said.\n",
    "paper.txt": "Rebel leader dies in raid\n\nTwo agents died; by the minister's count eight police officers were wounded.\n",
    "blog.txt": "What really happened\n\nWitnesses said the rebels tried to surrender before the assault.\n",
}


def three_articles(tmp_path: Path) -> list[Path]:
    seeds = sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []
    if len(seeds) >= 5:
        return [seeds[1], seeds[0], seeds[3]]  # "five injured", "eight police officers were wounded", one more
    paths = []
    for name, text in FALLBACK.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def open_window(qtbot: QtBot, path: Path) -> tuple[MainWindow, Library]:
    library = Library(path)
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window, library


def test_read_highlight_link_undo_redo_restart(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "library.sqlite"
    library = Library(path)
    results = import_paths(library, three_articles(tmp_path), comparison="El Junquito raid")
    assert [r.status for r in results] == ["imported"] * 3
    library.close()

    window, library = open_window(qtbot, path)
    assert window.windowTitle() == "El Junquito raid"
    panes = window.workspace.panes
    assert len(panes) == 3 and len(window.workspace.strips) == 2

    first, second = panes[0], panes[1]
    start = first.article.reading_text.index("five injured")
    first.select_range(start, start + len("five injured"))
    first.viewport_widget().setFocus()
    window.named_actions["highlight"].trigger()
    highlights = library.list_highlights(first.article_id)
    assert [h.exact for h in highlights] == ["five injured"]

    quote = "eight police officers were wounded"
    start2 = second.article.reading_text.index(quote)
    second.select_range(start2, start2 + len(quote))
    assert [p.exact for p in window.session.pending()] == ["five injured", quote]

    def answer(parent: object, session: ComparisonSession, items: list[PendingPassage],
               last_kind: str | None) -> LinkValues:
        assert items[1].highlight is None  # nothing is written before the reader says yes
        assert library.list_highlights(second.article_id) == []
        return LinkValues(kind="count", title="Wounded officers", claims={items[0]: "5", items[1]: "8"}, note="",
                          status="open")

    monkeypatch.setattr(link_dialog, "ask_link", answer)
    window.named_actions["link"].trigger()
    found = library.list_discrepancies()
    assert len(found) == 1
    d = found[0]
    assert [(p.exact, p.claim) for p in d.passages] == [("five injured", "5"), (quote, "8")]
    qtbot.waitUntil(lambda: len(window.workspace.strips[0].links()) == 1)
    assert window.session.pending() == []

    window.named_actions["undo"].trigger()  # the link, and the highlight it created
    assert library.list_discrepancies() == []
    qtbot.waitUntil(lambda: window.workspace.strips[0].visible_links() == [])
    assert library.list_highlights(second.article_id) == []
    assert [h.exact for h in library.list_highlights(first.article_id)] == ["five injured"]
    window.named_actions["undo"].trigger()  # the first highlight
    assert library.list_highlights(first.article_id) == []
    window.named_actions["redo"].trigger()
    window.named_actions["redo"].trigger()
    again = library.list_discrepancies()
    assert [x.id for x in again] == [d.id]
    assert again[0].passages == d.passages
    qtbot.waitUntil(lambda: len(window.workspace.strips[0].links()) == 1)

    window.close()
    library.close()

    window, library = open_window(qtbot, path)
    assert window.windowTitle() == "El Junquito raid"
    assert len(window.workspace.panes) == 3
    assert [x.id for x in library.list_discrepancies()] == [d.id]
    qtbot.waitUntil(lambda: len(window.workspace.strips[0].links()) == 1)
    window.named_actions["next"].trigger()
    assert window.docks.panel("discrepancies").current_id() == d.id
    window.close()
    library.close()


def test_first_run_shows_welcome_and_demo(qtbot: QtBot, tmp_path: Path) -> None:
    window, library = open_window(qtbot, tmp_path / "empty.sqlite")
    assert window.central.currentWidget() is window.welcome
    window.welcome.demo_button.click()
    assert window.central.currentWidget() is window.workspace
    assert len(window.workspace.panes) == 4
    assert window.windowTitle().startswith("Vellmore")
    assert len(library.list_discrepancies()) >= 8
    seen = set()
    for _ in range(len(library.list_discrepancies())):
        window.named_actions["next"].trigger()
        seen.add(window.docks.panel("discrepancies").current_id())
    assert len(seen) == len(library.list_discrepancies())
    window.close()
    library.close()


def test_every_action_has_a_shortcut_or_menu(qtbot: QtBot, tmp_path: Path) -> None:
    window, library = open_window(qtbot, tmp_path / "lib.sqlite")
    for key in ("import", "highlight", "link", "undo", "redo", "next", "previous", "find", "zoom_in", "help"):
        assert not window.named_actions[key].shortcut().isEmpty(), key
    window.close()
    library.close()
