"""The classroom in the app, offscreen: Present mode, Make Exercise, the student's name, Hand In,
Score Returned Work. Every question is answered by a stub: no dialog ever opens."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from parallax.desktop.classroom import ExerciseOptions
from parallax.desktop.main_window import MainWindow
from parallax.desktop.present import PresentView, type_size
from parallax.library.classroom.exercise import exercise_of, make_exercise
from parallax.library.classroom.presenting import Step, present_steps
from parallax.library.demo import load_demo
from parallax.library.ingest import import_paths
from parallax.library.store import Library

from .classroom_support import demo_teacher, free_picks, key_picks, student

pytestmark = pytest.mark.gui


def open_window(qtbot: QtBot, path: Path, comparison: str | None = None) -> tuple[MainWindow, Library]:
    library = Library(path)
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if comparison is not None:
        window.open_comparison(library.resolve_comparison(comparison))
    return window, library


@pytest.fixture
def demo_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Library, str]:
    path, name = demo_teacher(tmp_path)
    window, library = open_window(qtbot, path, name)
    yield window, library, name
    if window.classroom.present_view is not None:
        window.classroom.present_view.close()
    window.close()
    library.close()


def test_steps_reveal_passages_then_each_claim_then_the_note(lib: Library) -> None:
    comparison = load_demo(lib)
    found = lib.list_discrepancies(comparison.id)
    steps = present_steps(found)
    first = found[0]
    claims = sum(1 for p in first.passages if p.claim.strip())
    assert steps[0] == Step(-1)
    assert steps[1 : 3 + claims] == [Step(0), *(Step(0, claims=n) for n in range(1, claims + 1)),
                                      Step(0, claims=claims, note=True)]
    assert steps[-1].index == len(found) - 1 and steps[-1].note


def _present(window: MainWindow, qtbot: QtBot) -> PresentView:
    view = window.classroom.present()
    assert view is not None
    qtbot.waitExposed(view)
    return view


def test_present_is_full_screen_and_steps_with_the_keys(demo_window: tuple[MainWindow, Library, str],
                                                        qtbot: QtBot) -> None:
    window, _, _ = demo_window
    view = _present(window, qtbot)
    assert view.isFullScreen() and len(view.panes) == 4
    assert all(not p.text.extraSelections() for p in view.panes)  # the title step lights nothing
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.step == Step(0)
    lit = [p for p in view.panes if p.text.extraSelections()]
    assert len(lit) == 4 and all(p.claim_shown is None for p in view.panes)
    assert view.note_shown is None and view.title.text() == ""
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert sum(1 for p in view.panes if p.claim_shown) == 1
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert sum(1 for p in view.panes if p.claim_shown) == 2
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert view.step == Step(0)
    qtbot.keyClick(view, Qt.Key.Key_End)
    assert view.step.note and view.note_shown and view.title.text()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # past the end stays there
    assert view.position == len(view.steps) - 1
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.classroom.present_view is None)


def test_present_hides_outlet_names_for_blind_reading(demo_window: tuple[MainWindow, Library, str],
                                                      qtbot: QtBot) -> None:
    window, _, _ = demo_window
    view = window.classroom.present(hide_outlets=True)
    assert view is not None
    assert [p.source.text() for p in view.panes] == ["Source A", "Source B", "Source C", "Source D"]
    qtbot.keyClick(view, Qt.Key.Key_H)
    assert "Meridian Wire" in [p.source.text() for p in view.panes]


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (3840, 2160)])
def test_present_type_is_large_and_wraps_between_words(demo_window: tuple[MainWindow, Library, str],
                                                       qtbot: QtBot, width: int, height: int) -> None:
    window, _, _ = demo_window
    view = _present(window, qtbot)
    view.showNormal()
    view.resize(width, height)
    qtbot.waitUntil(lambda: view.height() == height)
    px = type_size(height)
    assert px >= 22 and px == view.text_pixel_size()
    for pane in view.panes:
        assert pane.text.font().pixelSize() == px and pane.source.font().pixelSize() == px
        assert pane.text.wordWrapMode().name == "WordWrap" and pane.source.wordWrap()
    assert view.note.font().pixelSize() >= px


def test_present_follows_edits_made_elsewhere(demo_window: tuple[MainWindow, Library, str], qtbot: QtBot) -> None:
    window, library, name = demo_window
    view = _present(window, qtbot)
    before = len(view.steps)
    library.delete_discrepancy(library.list_discrepancies(name)[-1].id)
    qtbot.waitUntil(lambda: len(view.steps) < before)


def test_make_exercise_hand_in_and_score_in_the_app(qtbot: QtBot, tmp_path: Path) -> None:
    path, name = demo_teacher(tmp_path)
    window, library = open_window(qtbot, path, name)
    classroom = window.classroom
    classroom.ask_exercise = lambda options: ExerciseOptions("Look closely.", True, 5)
    classroom.ask_save = lambda title, suggested, filt: tmp_path / "lesson"
    exercise = classroom.make_exercise()
    assert exercise == tmp_path / "lesson.parallax"
    with zipfile.ZipFile(exercise) as zf:
        manifest = json.loads(zf.read("manifest.json"))
        assert json.loads(zf.read("annotations.jsonld"))["total"] == 0
    assert manifest["exercise"]["instructions"] == "Look closely." and manifest["exercise"]["find"] == 5
    window.close()
    library.close()

    # the student's own library: opening the exercise asks the name once
    student_path = tmp_path / "student.sqlite"
    with Library(student_path) as lib:
        [result] = import_paths(lib, [exercise])
    s_window, s_library = open_window(qtbot, student_path)
    asked: list[str] = []
    s_window.classroom.ask_name = lambda exercise_name: asked.append(exercise_name) or "Ada"
    assert result.id is not None
    s_window.open_comparison(result.id)
    s_window.open_comparison(result.id)
    assert asked == [name]
    mark = exercise_of(s_library, result.id)
    assert mark is not None and mark.student == "Ada"
    picks = free_picks(path, name)
    highlights = [s_library.add_highlight(p.article, p.start, p.end).id for p in picks]
    s_library.create_discrepancy(highlights, kind="other", title="Something else differs", comparison=result.id)
    s_window.classroom.ask_save = lambda title, suggested, filt: tmp_path / "ada.parallax"
    handed = s_window.classroom.hand_in()
    assert handed == tmp_path / "ada.parallax"
    with zipfile.ZipFile(handed) as zf:
        items = json.loads(zf.read("annotations.jsonld"))["first"]["items"]
    assert items and all(i["creator"]["name"] == "Ada" for i in items)
    s_window.close()
    s_library.close()

    # the teacher scores it and accepts the find into the key
    window, library = open_window(qtbot, path, name)
    key = key_picks(path, name)
    other = student(tmp_path, exercise, "Ben", [key[0]])
    view = window.classroom.score([handed, other])
    assert view is not None
    assert view.students.rowCount() == 2 and view.key.rowCount() == 20
    assert view.students.item(0, 0).text() == "Ada" and view.students.item(0, 4).text() == "1"
    view.students.selectRow(0)
    made = view.accept_selected()
    assert made is not None and view.key.rowCount() == 21
    assert view.students.item(0, 1).text() == "1" and view.students.item(0, 4).text() == "0"
    assert len(library.list_discrepancies(name)) == 21
    window.named_actions["undo"].trigger()  # accepting is one undo step
    qtbot.waitUntil(lambda: len(library.list_discrepancies(name)) == 20)
    pdf = view.save_sheet("summary", tmp_path / "summary.pdf")
    assert pdf is not None and pdf.read_bytes().startswith(b"%PDF")
    view.close()
    window.close()
    library.close()


def test_hand_in_of_an_ordinary_comparison_says_what_to_do(demo_window: tuple[MainWindow, Library, str]) -> None:
    window, _, _ = demo_window
    messages: list[str] = []
    window.context.error = messages.append
    assert window.classroom.hand_in() is None
    assert messages and "Export Bundle" in messages[0]


def test_classroom_menu_holds_the_actions(demo_window: tuple[MainWindow, Library, str]) -> None:
    window, _, _ = demo_window
    titles = [a.text() for a in window.named_actions.menus["classroom"].actions() if a.text()]
    assert titles[0] == "&Present" and "&Score Returned Work…" in titles
    assert window.named_actions["present"].shortcuts()[0].toString() == "F5"
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[-1] == "&Help" and menus[-2] == "&Classroom"


def test_two_hand_ins_in_one_name_are_both_shown_until_one_is_left_out(qtbot: QtBot, tmp_path: Path) -> None:
    path, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    with Library(path) as lib:
        make_exercise(lib, name, exercise)
    key = key_picks(path, name)
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    real = student(tmp_path / "a", exercise, "Ben", key[:2])
    forged = student(tmp_path / "b", exercise, "Ben", [])
    window, library = open_window(qtbot, path, name)
    view = window.classroom.score([real, forged])
    assert view is not None and view.students.rowCount() == 2
    assert all("more than once" in view.students.item(r, 6).text() for r in range(2))
    row = next(r for r in range(2) if view.scores.students[r].path == str(forged))
    view.students.selectRow(row)
    assert view.leave_out_button.isEnabled()
    view.leave_out_selected()
    assert view.students.rowCount() == 1 and view.students.item(0, 1).text() == "2"
    assert not view.leave_out_button.isEnabled()
    view.close()
    window.close()
    library.close()


def test_the_score_view_explains_scores_takes_weights_and_comments(qtbot: QtBot, tmp_path: Path) -> None:
    """The teacher reads the numbers the command line and the sheets print, types a weight and a
    comment into the tables, and the feedback sheet carries the comment."""
    from parallax.library.classroom import worksheets

    from .classroom_support import cli

    path, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    assert cli(path, "exercise", "--comparison", name, str(exercise), "--find", "12").status == 0
    key = key_picks(path, name)
    ada = student(tmp_path, exercise, "Ada", [*key[:7], ("other", free_picks(path, name))])
    window, library = open_window(qtbot, path, name)
    view = window.classroom.score([ada])
    assert view is not None
    assert view.students.item(0, 5).text() == "58.3"
    assert view.students.item(0, 6).text() == "found 7 of 12 asked (20 in the key)"
    assert "Students were asked to find 12" in view.summary.text()
    assert [view.finds.item(r, 3).text() for r in range(view.finds.rowCount())][-1] == "Not in the key"
    assert view.finds.item(0, 3).text().startswith("Found: 1. ")
    view.finds.item(0, 4).setText("Well spotted")  # as typing into the cell does
    assert view.scores.students[0].finds[0].comment == "Well spotted"
    view.key.item(0, 2).setText("3")
    assert view.students.item(0, 5).text() == "68.2"  # 9 of 13.2 points (22 weight over 20 items, 12 asked)
    assert "weighted points: 9 of 13.2" in view.students.item(0, 6).text()
    view.key.item(1, 2).setText("-1")  # refused, said, nothing changed
    assert "more than 0" in view.summary.text() and view.key.item(1, 2).text() == "1"
    text = cli(path, "score", "--key", name, str(ada)).out
    assert "Ada: 68.2 %  found 7 of 12 asked (20 in the key); weighted points: 9 of 13.2" in text
    feedback = worksheets.feedback_html(library, view.scores)
    assert "Teacher: Well spotted" in feedback and "68.2 %" in feedback
    view.close()
    window.close()
    library.close()


def test_opening_an_exercise_goes_straight_to_its_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    """A student opening the exercise sees the exercise's own dialog, not a bundle merge report."""
    path, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    from .classroom_support import cli

    assert cli(path, "exercise", "--comparison", name, str(exercise), "--find", "12").status == 0
    window, library = open_window(qtbot, tmp_path / "student.sqlite")
    asked: list[str] = []
    window.classroom.ask_name = lambda title: asked.append(title) or "Ada"
    from parallax.desktop.importing import import_with_progress

    shown: list[object] = []
    results = import_with_progress(window, library, [exercise], show_merge=lambda parent, merges: shown.append(merges))
    assert shown == [] and results[0].details["exercise"]
    plain = tmp_path / "plain.parallax"  # an ordinary bundle still shows what it merged
    assert cli(path, "export", str(plain), "--comparison", name).status == 0
    import_with_progress(window, library, [plain], show_merge=lambda parent, merges: shown.append(merges))
    assert len(shown) == 1
    window.open_comparison(results[0].id)
    assert asked == [name]
    window.close()
    library.close()
