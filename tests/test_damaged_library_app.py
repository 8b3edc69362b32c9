"""The app on a damaged library (issue 25, case 20): it names the damage, as the command line
does, and offers to open or make another library; the damaged file is left as it was."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from parallax.desktop import library_choice
from parallax.library.demo import load_demo
from parallax.library.store import Library

pytestmark = pytest.mark.gui


def demo_file(folder: Path) -> Path:
    path = folder / "library.sqlite"
    with Library(path) as lib:
        load_demo(lib)
    return path


def zero_page(path: Path, page: int, page_size: int = 4096) -> Path:
    with path.open("r+b") as handle:
        handle.seek((page - 1) * page_size)
        handle.write(bytes(page_size))
    return path


def root_page(path: Path, table: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0])
    finally:
        conn.close()


class Asked:
    """A reader who answers the question with the given paths, in turn (None: Quit)."""

    def __init__(self, *answers: Path | None) -> None:
        self.answers = list(answers)
        self.problems: list[str] = []

    def __call__(self, _parent: object, problem: str) -> Path | None:
        self.problems.append(problem)
        return self.answers.pop(0)


@pytest.mark.parametrize("table", ["", "comparisons"])
def test_a_damaged_library_is_named_and_another_offered(tmp_path: Path, table: str, qapp: object) -> None:
    path = demo_file(tmp_path)
    zero_page(path, root_page(path, table) if table else 1)
    before = path.read_bytes()
    asked = Asked(tmp_path / "fresh.sqlite")
    library = library_choice.open_library(path, asked)
    assert library is not None and Path(library.path) == tmp_path / "fresh.sqlite"
    library.close()
    assert len(asked.problems) == 1 and "damaged" in asked.problems[0] and str(path.name) in asked.problems[0]
    assert path.read_bytes() == before


def test_quitting_leaves_everything_as_it_was(tmp_path: Path, qapp: object) -> None:
    path = zero_page(demo_file(tmp_path), 1)
    before = sorted(p.name for p in tmp_path.iterdir())
    assert library_choice.open_library(path, Asked(None)) is None
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_a_choice_that_fails_too_is_said_and_asked_again(tmp_path: Path, qapp: object) -> None:
    path = zero_page(demo_file(tmp_path), 1)
    other = tmp_path / "not-a-library.sqlite"
    other.write_bytes(b"plain text, not a library" * 100)
    good = shutil.copy(demo_file(tmp_path / "b") if (tmp_path / "b").mkdir() is None else None, tmp_path / "good.sqlite")
    asked = Asked(other, Path(good))
    library = library_choice.open_library(path, asked)
    assert library is not None and library.stats()["discrepancies"] == 20
    library.close()
    assert "not a Parallax library" in asked.problems[1]


def test_without_dialogs_the_app_says_the_damage_and_exits(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                           qapp: object) -> None:
    from parallax.desktop.app import run_app

    path = zero_page(demo_file(tmp_path), 1)
    assert run_app(path, []) == 1
    err = capsys.readouterr().err
    assert "damaged" in err and err.count("parallax: error:") == 1


def test_damage_met_by_the_window_offers_another_library(tmp_path: Path, qtbot: QtBot,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """A read of the window meets a damaged page (as page 15 of the issue did, opening the
    comparison): the library says so, the window names it and offers another library."""
    from parallax.desktop.main_window import MainWindow

    path = demo_file(tmp_path)
    other = demo_file(tmp_path / "other") if (tmp_path / "other").mkdir() is None else None
    asked = Asked(other)
    monkeypatch.setattr(library_choice, "dialogs_allowed", lambda: True)
    monkeypatch.setattr(library_choice, "ask_another", asked)
    library = Library(path)
    window = MainWindow(library)
    qtbot.addWidget(window)
    chosen: list[Library] = []
    window.libraryChosen.connect(chosen.append)  # as the app connects it: after the window is made

    def malformed(*_args: object, **_kwargs: object) -> object:
        raise library._db.translate(sqlite3.DatabaseError("database disk image is malformed"))

    monkeypatch.setattr(library, "read_shown", malformed)  # what opening a comparison reads
    comparison = library.list_comparisons()[0].id
    window.open_comparison(comparison)
    window.open_comparison(comparison)  # a second read that fails: asked once all the same
    qtbot.waitUntil(lambda: bool(chosen), timeout=3000)
    assert len(asked.problems) == 1 and "damaged" in asked.problems[0]
    assert len(chosen) == 1 and Path(chosen[0].path) == other
    chosen[0].close()
    window.close()
    library.close()


def test_damage_found_in_the_window_offers_another_library(tmp_path: Path, qtbot: QtBot,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from parallax.desktop.main_window import MainWindow

    path = demo_file(tmp_path)
    other = demo_file(tmp_path / "other") if (tmp_path / "other").mkdir() is None else None
    library = Library(path)
    window = MainWindow(library)
    qtbot.addWidget(window)
    asked = Asked(other)
    monkeypatch.setattr(library_choice, "dialogs_allowed", lambda: True)
    monkeypatch.setattr(library_choice, "ask_another", asked)
    monkeypatch.setattr(library._db, "damaged", True)  # as after a read that met a zeroed page
    chosen: list[Library] = []
    window.libraryChosen.connect(chosen.append)
    window.error("this library is damaged: library.sqlite (database disk image is malformed)")
    qtbot.waitUntil(lambda: bool(chosen), timeout=3000)
    assert asked.problems and "damaged" in asked.problems[0]
    assert len(chosen) == 1 and Path(chosen[0].path) == other
    chosen[0].close()
    window.close()
    library.close()


def test_the_app_switches_to_the_library_chosen(tmp_path: Path, qtbot: QtBot, qapp: object) -> None:
    from parallax.desktop.app import switch_library
    from parallax.desktop.main_window import MainWindow

    first = Library(demo_file(tmp_path))
    window = MainWindow(first)
    window.show()
    other = Library(tmp_path / "new.sqlite")
    new = switch_library(qapp, window, other)  # type: ignore[arg-type]
    qtbot.addWidget(new)
    assert new.library is other and new.isVisible() and not window.isVisible()
    new.close()
    other.close()


def test_an_older_library_opened_by_the_app_shows_its_upgrade(qtbot: QtBot, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QApplication, QProgressDialog

    from parallax.library.db import SCHEMA_VERSION

    from .test_migrations import library_at

    path = tmp_path / "old.sqlite"
    library_at(path, 8)
    seen: list[tuple[str, int, int]] = []
    shown = library_choice.UpgradeDialog()

    def watch(step: object) -> None:
        shown(step)  # type: ignore[arg-type]
        for dialog in QApplication.topLevelWidgets():
            if isinstance(dialog, QProgressDialog) and dialog.objectName() == "libraryUpgrade" and dialog.value() >= 0:
                seen.append((dialog.labelText(), dialog.value(), dialog.maximum()))  # -1: reset as it closed

    monkeypatch.setattr(library_choice, "UpgradeDialog", lambda: watch)
    monkeypatch.setattr(library_choice, "dialogs_allowed", lambda: True)
    library = library_choice.usable(path)
    try:
        assert library.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        library.close()
    labels = [label for label, _value, _maximum in seen]
    assert any("Copying the library aside first (100 %)" in label for label in labels)
    last = SCHEMA_VERSION - 7  # each migration, then giving back the pages the upgrade freed
    assert any(f"Step {last} of {last} (0 s so far)" in label for label in labels)
    assert all(f"(format 8 to {SCHEMA_VERSION})" in label for label in labels)
    values = [value for _label, value, _maximum in seen]
    assert values == sorted(values)  # it only goes forward
    qtbot.waitUntil(lambda: not [w for w in QApplication.topLevelWidgets() if w.objectName() == "libraryUpgrade"
                                 and w.isVisible()])


def test_quit_in_the_window_s_question_closes_the_window(tmp_path: Path, qtbot: QtBot,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """``parallax open`` on a damaged library shows its window, finds the damage at its first
    write (just after the first paint) and asks; Quit closes the window (the app then ends)."""
    from parallax.desktop import main_window as window_module
    from parallax.desktop.main_window import MainWindow

    library = Library(demo_file(tmp_path))
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(library_choice, "dialogs_allowed", lambda: True)
    monkeypatch.setattr(window_module, "dialogs_allowed", lambda: True)
    monkeypatch.setattr(library_choice, "ask_another", Asked(None))
    monkeypatch.setattr(library._db, "damaged", True)
    window.error("this library is damaged: library.sqlite (database disk image is malformed)")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=3000)
    library.close()

