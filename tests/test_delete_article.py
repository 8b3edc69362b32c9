"""Deleting an article in the app: with its highlights and passages, said, and undoable."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from parallax.desktop import article_deletion
from parallax.desktop.article_deletion import deletion_message, weakened_discrepancies
from parallax.desktop.main_window import MainWindow
from parallax.library.errors import NotFoundError
from parallax.library.store import Library

pytestmark = pytest.mark.gui


@pytest.fixture
def world(qtbot: QtBot, tmp_path: Path) -> Any:
    library = Library(tmp_path / "lib.sqlite")
    a = library.add_article("# Raid ends\n\nTwo officers were killed and five injured.\n", outlet="Wire")[0].id
    b = library.add_article("# Rebel killed\n\nEight police officers were wounded.\n", outlet="Paper")[0].id
    c = library.add_article("# Siege over\n\nSix officers were hurt at dawn.\n", outlet="Daily")[0].id
    h1 = library.highlight_quote(a, "five injured")
    h2 = library.highlight_quote(b, "Eight police officers were wounded")
    h3 = library.highlight_quote(c, "Six officers were hurt")
    pair = library.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded (pair)", claims={})
    trio = library.create_discrepancy([h1.id, h2.id, h3.id], kind="count", title="Wounded (three)", claims={})
    comparison = library.create_comparison("Raid", "", [a, b, c])
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.open_comparison(comparison.id)
    yield window, library, {"a": a, "b": b, "c": c, "pair": pair.id, "trio": trio.id, "comparison": comparison.id}
    window.close()
    library.close()


def test_the_confirmation_names_the_discrepancies_left_with_one_passage(world: Any) -> None:
    _, library, ids = world
    assert weakened_discrepancies(library, ids["a"]) == ["Wounded (pair)"]
    message = deletion_message(library, ids["a"])
    assert "Raid ends" in message and "Wounded (pair)" in message and "Wounded (three)" not in message


def test_deleting_removes_the_article_its_highlights_and_passages_and_undo_restores_them(
    world: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, library, ids = world
    before_order = library.get_comparison(ids["comparison"]).article_ids
    monkeypatch.setattr(article_deletion, "CONFIRM", lambda parent, lib, aid: True)
    window.delete_articles([ids["a"]])
    with pytest.raises(NotFoundError):
        library.get_article(ids["a"])
    assert all(h.article != ids["a"] for h in library.list_highlights())
    assert len(library.get_discrepancy(ids["pair"]).passages) == 1
    assert len(library.get_discrepancy(ids["trio"]).passages) == 2
    assert ids["a"] not in library.get_comparison(ids["comparison"]).article_ids
    assert "fewer than two passages" in window.statusBar().currentMessage()
    window.stack.undo()
    assert library.get_article(ids["a"]).title == "Raid ends"
    assert len(library.list_highlights(ids["a"])) == 1
    assert len(library.get_discrepancy(ids["pair"]).passages) == 2
    assert len(library.get_discrepancy(ids["trio"]).passages) == 3
    assert library.get_comparison(ids["comparison"]).article_ids == before_order


def test_declining_the_confirmation_deletes_nothing(world: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    window, library, ids = world
    monkeypatch.setattr(article_deletion, "CONFIRM", lambda parent, lib, aid: False)
    window.delete_articles([ids["a"]])
    assert library.get_article(ids["a"])


def test_the_delete_key_in_the_library_list_asks_to_delete_the_article(
    world: Any, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, library, ids = world
    asked: list[str] = []
    monkeypatch.setattr(article_deletion, "CONFIRM", lambda parent, lib, aid: asked.append(aid) or True)
    tree = window.docks.panel("library").tree
    model = tree.model()
    found = model.match(model.index(0, 0), Qt.ItemDataRole.UserRole + 1, ids["b"], 1,
                        Qt.MatchFlag.MatchRecursive | Qt.MatchFlag.MatchExactly)
    if not found:  # the id role may differ: look for the article's title instead
        found = model.match(model.index(0, 0), Qt.ItemDataRole.DisplayRole, "Rebel killed", 1,
                            Qt.MatchFlag.MatchRecursive | Qt.MatchFlag.MatchStartsWith)
    assert found
    tree.setCurrentIndex(found[0])
    tree.selectionModel().select(found[0], tree.selectionModel().SelectionFlag.ClearAndSelect)
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    assert asked == [ids["b"]]
    with pytest.raises(NotFoundError):
        library.get_article(ids["b"])
