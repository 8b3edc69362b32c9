"""Imports say where the articles go, remember the choice, and are one undo step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from parallax.desktop.import_destination import LIBRARY, NEW, OPEN
from parallax.desktop.main_window import MainWindow
from parallax.library.store import Library

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Any:
    library = Library(tmp_path / "lib.sqlite")
    existing = library.add_article("# Raid ends\n\nTwo officers were killed in the raid.\n")[0]
    comparison = library.create_comparison("Raid", "", [existing.id])
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.open_comparison(comparison.id)
    yield win
    win.close()
    library.close()


def _files(tmp_path: Path, count: int = 2) -> list[Path]:
    paths = []
    for n in range(count):
        path = tmp_path / f"page{n}.md"
        path.write_text(f"# Report {n}\n\nA report numbered {n} about the raid.\n", encoding="utf-8")
        paths.append(path)
    return paths


def _members(window: MainWindow) -> list[str]:
    """The open comparison's articles as the library holds them."""
    assert window.session.comparison_id is not None
    return list(window.library.get_comparison(window.session.comparison_id).article_ids)


def _answer(destination: str, remember: bool = False, name: str = "") -> Any:
    asked: list[tuple[bool, int]] = []
    suggested: list[str] = []

    def choose(parent: object, comparison_open: bool, count: int, name_given: str) -> tuple[str, bool, str]:
        asked.append((comparison_open, count))
        suggested.append(name_given)
        return destination, remember, name

    choose.suggested = suggested  # type: ignore[attr-defined]

    choose.asked = asked  # type: ignore[attr-defined]
    return choose


def test_the_reader_is_asked_and_only_the_library_leaves_the_comparison_alone(window: MainWindow, tmp_path: Path) -> None:
    before = _members(window)
    window.imports.choose_destination = _answer(LIBRARY)
    ids = window.import_paths(_files(tmp_path))
    assert window.imports.choose_destination.asked == [(True, 2)]  # type: ignore[union-attr]
    assert _members(window) == before
    assert all(window.library.get_article(a) for a in ids)


def test_a_new_comparison_holds_exactly_the_imported_articles(window: MainWindow, tmp_path: Path) -> None:
    window.imports.choose_destination = _answer(NEW)
    ids = window.import_paths(_files(tmp_path))
    assert window.session.comparison is not None and _members(window) == ids
    assert window.session.comparison.name == "Report 0"  # the first headline, no English prefix


def test_the_open_comparison_gets_them_when_chosen(window: MainWindow, tmp_path: Path) -> None:
    before = _members(window)
    window.imports.choose_destination = _answer(OPEN)
    ids = window.import_paths(_files(tmp_path))
    assert _members(window) == [*before, *ids]


def test_a_remembered_choice_is_not_asked_again(window: MainWindow, tmp_path: Path) -> None:
    window.imports.choose_destination = _answer(LIBRARY, remember=True)
    window.import_paths(_files(tmp_path, 1))
    assert window.settings.get("import/destination") == LIBRARY
    assert not window.named_actions["ask_destination"].isChecked()
    again = _answer(OPEN)
    window.imports.choose_destination = again
    (tmp_path / "more").mkdir()
    window.import_paths(_files(tmp_path / "more", 1))
    assert again.asked == []
    window.named_actions["ask_destination"].trigger()  # checked: ask again
    assert window.settings.get("import/destination") == ""


def test_a_start_writes_no_settings(window: MainWindow) -> None:
    """The window shows "ask where imports go" checked without storing anything: storing the
    same empty destination rewrote the settings file before the first paint of every start."""
    from PySide6.QtCore import QSettings

    assert window.named_actions["ask_destination"].isChecked()
    stored = QSettings(window.settings.file_name(), QSettings.Format.IniFormat)
    assert "import/destination" not in stored.allKeys()


def test_one_undo_removes_what_the_import_added(window: MainWindow, tmp_path: Path) -> None:
    before_members = _members(window)
    before_articles = {a.id for a in window.library.list_articles()}
    window.imports.choose_destination = _answer(OPEN)
    ids = window.import_paths(_files(tmp_path))
    assert set(ids) - before_articles == set(ids)
    window.stack.undo()
    assert {a.id for a in window.library.list_articles()} == before_articles
    assert _members(window) == before_members
    window.stack.redo()
    assert {a.id for a in window.library.list_articles()} == before_articles | set(ids)
    assert _members(window) == [*before_members, *ids]


def test_undoing_an_import_into_a_new_comparison_removes_the_comparison(window: MainWindow, tmp_path: Path) -> None:
    comparisons = {c.id for c in window.library.list_comparisons()}
    window.imports.choose_destination = _answer(NEW)
    window.import_paths(_files(tmp_path))
    window.stack.undo()
    assert {c.id for c in window.library.list_comparisons()} == comparisons


def test_undo_keeps_an_article_that_was_already_in_the_library(window: MainWindow, tmp_path: Path) -> None:
    """A duplicate was not added by the import: undo only takes it out of the comparison."""
    [path] = _files(tmp_path, 1)
    window.imports.choose_destination = _answer(LIBRARY)
    [aid] = window.import_paths([path])
    window.imports.choose_destination = _answer(OPEN)
    window.import_paths([path])
    assert aid in _members(window)
    window.stack.undo()
    assert aid not in _members(window)
    assert window.library.get_article(aid)


def test_a_new_comparison_is_named_in_the_question_cut_at_a_word(window: MainWindow, tmp_path: Path) -> None:
    long = tmp_path / "long.md"
    long.write_text("# Police say the suspect in the warehouse fire was reportedly taken into custody\n\n"
                    "Words.\n", encoding="utf-8")
    window.imports.choose_destination = _answer(NEW)
    window.import_paths([long])
    suggested = window.imports.choose_destination.suggested  # type: ignore[union-attr]
    assert suggested == ["Police say the suspect in the warehouse fire was reportedly…"]
    assert window.session.comparison is not None and window.session.comparison.name == suggested[0]
    assert window.windowTitle() == suggested[0]
    window.imports.choose_destination = _answer(NEW, name="  Vellmore   fire ")
    window.import_paths(_files(tmp_path, 1))
    assert window.session.comparison is not None and window.session.comparison.name == "Vellmore fire"


def test_the_question_offers_the_name_only_for_a_new_comparison(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QRadioButton

    from parallax.desktop.import_destination import ask_destination

    seen: dict[str, object] = {}

    def answer() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "importDestination")
        assert isinstance(dialog, QDialog)
        edit = dialog.findChild(QLineEdit, "newComparisonName")
        seen["enabled_for_open"] = edit.isEnabled()
        dialog.findChild(QRadioButton, f"destination_{NEW}").setChecked(True)
        seen["enabled_for_new"] = edit.isEnabled()
        seen["text"] = edit.text()
        edit.setText("Typed name")
        dialog.accept()

    QTimer.singleShot(0, answer)
    assert ask_destination(window, True, 2, "Suggested") == (NEW, False, "Typed name")
    assert seen == {"enabled_for_open": False, "enabled_for_new": True, "text": "Suggested"}


def test_articles_that_name_no_outlet_are_offered_to_be_named(window: MainWindow, tmp_path: Path) -> None:
    asked: list[list[str]] = []
    window.imports.ask_source_details = lambda parent, library, ids: asked.append(ids) or False
    window.imports.choose_destination = _answer(NEW)
    ids = window.import_paths(_files(tmp_path))
    assert asked == [ids]
    html = tmp_path / "page.html"
    html.write_text('<html><head><title>T</title><meta property="og:site_name" content="Daily Post"></head>'
                    "<body><article><h1>Named</h1><p>" + "Words of the article. " * 30 + "</p></article></body></html>",
                    encoding="utf-8")
    window.import_paths([html])
    assert len(asked) == 1  # its outlet is known: nothing asked


def test_the_source_table_saves_outlets_and_says_what_it_refused(window: MainWindow, tmp_path: Path) -> None:
    from parallax.desktop.source_details import SourceDetailsDialog

    window.imports.choose_destination = _answer(LIBRARY)
    ids = window.import_paths(_files(tmp_path))
    dialog = SourceDetailsDialog(window.library, ids, window)
    dialog.set_value(0, "outlet", "Meridian Wire")
    dialog.set_value(1, "outlet", "The Courier")
    dialog.set_value(1, "published", "2026-02-31")
    assert not dialog.save()
    assert dialog.problem.isVisibleTo(dialog) and "Report 1" in dialog.problem.text()
    assert window.library.get_article_info(ids[0]).outlet == "Meridian Wire"
    dialog.set_value(1, "published", "2026-02-14")
    assert dialog.save()
    info = window.library.get_article_info(ids[1])
    assert (info.outlet, info.published) == ("The Courier", "2026-02-14")
    dialog.deleteLater()


def test_an_outlet_named_before_the_headline_is_offered_typed_in(window: MainWindow, tmp_path: Path) -> None:
    from parallax.desktop.source_details import SourceDetailsDialog

    window.imports.choose_destination = _answer(LIBRARY)
    paper = tmp_path / "post.txt"
    paper.write_text("Harbour Post — Ferry runs aground off Carrick Head\n\n" + "The ferry ran aground at dawn. " * 20, encoding="utf-8")
    ids = window.import_paths([paper])
    dialog = SourceDetailsDialog(window.library, ids, window)
    cell = dialog.table.item(0, 1)
    assert cell is not None and cell.text() == "Harbour Post"
    assert dialog.save()
    assert window.library.get_article_info(ids[0]).outlet == "Harbour Post"
    dialog.deleteLater()
