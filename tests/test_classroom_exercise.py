"""Opening an exercise as a student, offscreen: it says what it is, what to do and how to hand it
in, and asks the student's name once. The name is given by a stub: no dialog ever opens."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from parallax.desktop.classroom import StudentNameDialog
from parallax.desktop.main_window import MainWindow
from parallax.library.classroom.exercise import exercise_of, make_exercise
from parallax.library.ingest import import_paths
from parallax.library.store import Library

from .classroom_support import demo_teacher

pytestmark = pytest.mark.gui


def open_window(qtbot: QtBot, path: Path) -> tuple[MainWindow, Library]:
    library = Library(path)
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window, library


def _student_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Library, str]:
    path, name = demo_teacher(tmp_path)
    with Library(path) as teacher:
        make_exercise(teacher, name, tmp_path / "lesson.parallax", instructions="Compare the counts.",
                      hints=True, find=5)
    student_path = tmp_path / "student.sqlite"
    with Library(student_path) as lib:
        [result] = import_paths(lib, [tmp_path / "lesson.parallax"])
    assert result.id is not None
    window, library = open_window(qtbot, student_path)
    return window, library, result.id


def test_opening_an_exercise_says_what_it_is_and_what_to_do(qtbot: QtBot, tmp_path: Path) -> None:
    window, library, comparison = _student_window(qtbot, tmp_path)
    window.classroom.ask_name = lambda _title: None
    window.open_comparison(comparison)
    assert "is an exercise from your teacher" in window.statusBar().currentMessage()
    mark = exercise_of(library, comparison)
    assert mark is not None
    dialog = StudentNameDialog(window, mark, library.get_comparison(comparison).name)
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert "is an exercise from your teacher" in text and "What to do: Compare the counts." in text
    assert "Discrepancies to find: 5." in text and "Hint (" in text and "File → Hand In…" in text
    assert not dialog.start.isEnabled()  # no name, no start
    qtbot.keyClicks(dialog.name_edit, "  Ada   Lovelace ")
    assert dialog.start.isEnabled() and dialog.name() == "Ada Lovelace"
    window.close()
    library.close()


def test_the_students_name_is_asked_once_and_then_recalled(qtbot: QtBot, tmp_path: Path) -> None:
    window, library, comparison = _student_window(qtbot, tmp_path)
    asked: list[str] = []
    window.classroom.ask_name = lambda title: asked.append(title) or "Ada"
    window.open_comparison(comparison)
    window.open_comparison(None)
    window.open_comparison(comparison)
    assert len(asked) == 1
    assert "handed in as Ada" in window.statusBar().currentMessage()
    window.close()
    library.close()
