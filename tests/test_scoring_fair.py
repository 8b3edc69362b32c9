"""Fair, explained scores (issue 26): against the number the exercise asked for, capped at 100 %,
said in words, with the teacher's weights and comments — the same in the command line, the
JSON, the CSV and the printed sheets."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from parallax.library.classroom import worksheets
from parallax.library.classroom.scoring import load_key, score_files, set_comment, set_weight
from parallax.library.errors import InputError
from parallax.library.store import Library

from .classroom_support import cli, demo_teacher, key_picks, student


@pytest.fixture
def lesson(tmp_path: Path) -> tuple[Path, str, Path]:
    """The demo key (20 items) and its exercise, which asks for 12."""
    library, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise), "--find", "12").status == 0
    return library, name, exercise


def test_finding_the_number_asked_scores_100_not_60(lesson: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = lesson
    key = key_picks(library, name)
    twelve = student(tmp_path, exercise, "Ada", key[:12])
    data = cli(library, "score", "--key", name, str(twelve), "--json").json()
    [ada] = data["students"]
    assert (ada["score"], ada["asked"], ada["in_key"]) == (100.0, 12, 20)
    assert ada["explanation"] == "found 12 of 12 asked (20 in the key)"


def test_finding_more_than_asked_stops_at_100(lesson: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = lesson
    all_of_it = student(tmp_path, exercise, "Ben", key_picks(library, name))
    [ben] = cli(library, "score", "--key", name, str(all_of_it), "--json").json()["students"]
    assert ben["score"] == 100.0
    assert ben["explanation"].startswith("found 20 of 12 asked (20 in the key)")
    assert "stops at 100 %" in ben["explanation"]


def test_seven_of_twelve(lesson: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = lesson
    seven = student(tmp_path, exercise, "Cleo", key_picks(library, name)[:7])
    run = cli(library, "score", "--key", name, str(seven))
    assert "Cleo: 58,3 %" not in run.out  # English output writes a point
    assert "Cleo: 58.3 %  found 7 of 12 asked (20 in the key)" in run.out


def test_without_find_every_key_item_is_asked(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    with Library(library) as lib:
        lib.tables.exercises.put(lib.resolve_comparison(name), "key", "", "[]", None, None, "2026-01-01T00:00:00Z")
        key = load_key(lib, name)
    assert key.asked == 20 and key.possible == 20


def test_weights_change_the_points_and_say_so(lesson: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = lesson
    key = key_picks(library, name)
    ada = student(tmp_path, exercise, "Ada", key[:2])
    run = cli(library, "score", "--key", name, str(ada), "--weight", "1=3", "--weight", "2=0,5", "--json")
    assert run.status == 0, run.err
    data = run.json()
    # 20 items weigh 3 + 0.5 + 18 = 21.5, a mean of 1.075; 12 asked need 12.9 points; Ada has 3.5
    assert [k["weight"] for k in data["key"][:3]] == [3.0, 0.5, 1.0]
    [s] = data["students"]
    assert (s["points"], s["possible"], s["score"]) == (3.5, 12.9, 27.1)
    assert s["explanation"] == "found 2 of 12 asked (20 in the key); weighted points: 3.5 of 12.9"
    with Library(library) as lib:  # kept in the library: the app and the sheets read the same
        assert load_key(lib, name).items[0].weight == 3.0
        summary = worksheets.class_summary_html(lib, score_files(lib, name, [ada]))
    assert "weighted points: 3.5 of 12.9" in summary and "<th>Weight</th>" in summary
    assert cli(library, "score", "--key", name, str(ada), "--weight", "1=1", "--json").json()["key"][0]["weight"] == 1.0


@pytest.mark.parametrize("value", ["1=0", "1=-2", "1=101", "1=x", "=2", "99=2", "nope=2"])
def test_a_bad_weight_is_refused_and_nothing_changes(lesson: tuple[Path, str, Path], tmp_path: Path,
                                                      value: str) -> None:
    library, name, exercise = lesson
    ada = student(tmp_path, exercise, "Ada", key_picks(library, name)[:1])
    before = library.read_bytes()
    run = cli(library, "score", "--key", name, str(ada), "--weight", value)
    assert run.status == 1 and run.err.startswith("parallax: error:")
    with Library(library) as lib:
        assert not lib.tables.marking.weights(lib.resolve_comparison(name))
    assert len(before) > 0


def test_a_teachers_comment_is_kept_per_find_and_printed_on_the_feedback(
    lesson: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, exercise = lesson
    key = key_picks(library, name)
    ada = student(tmp_path, exercise, "Ada", [key[0], key[1]])
    run = cli(library, "score", "--key", name, str(ada), "--comment", "Ada:2=Good eye — see ¶ 3 too", "--json")
    assert run.status == 0, run.err
    [s] = run.json()["students"]
    assert [f["find"]["comment"] for f in s["found_items"]] == ["", "Good eye — see ¶ 3 too"]
    text = cli(library, "score", "--key", name, str(ada)).out
    assert "comment on no. 2: Good eye — see ¶ 3 too" in text
    with Library(library) as lib:
        result = score_files(lib, name, [ada])
        page = worksheets.feedback_html(lib, result)
        # a later hand-in of the same student keeps the comment: it names the find, not the file
        set_comment(lib, name, " ADA ", result.students[0].finds[0].id, "First one")
        again = score_files(lib, name, [ada]).students[0]
    assert "Teacher: Good eye — see ¶ 3 too" in page and "found 2 of 12 asked (20 in the key)" in page
    assert [f.comment for f in again.finds] == ["First one", "Good eye — see ¶ 3 too"]
    assert cli(library, "score", "--key", name, str(ada), "--comment", "Ada:2=").status == 0
    assert "Good eye" not in cli(library, "score", "--key", name, str(ada)).out


@pytest.mark.parametrize("value", ["Ada:9=x", "Ada=x", "Zoe:1=x", "Ada:1"])
def test_a_comment_on_a_find_that_is_not_there_is_refused(lesson: tuple[Path, str, Path], tmp_path: Path,
                                                          value: str) -> None:
    library, name, exercise = lesson
    ada = student(tmp_path, exercise, "Ada", key_picks(library, name)[:1])
    run = cli(library, "score", "--key", name, str(ada), "--comment", value)
    assert run.status == 1 and run.err.startswith("parallax: error:")


def test_comments_refuse_control_characters_and_length(lesson: tuple[Path, str, Path]) -> None:
    library, name, _ = lesson
    with Library(library) as lib:
        with pytest.raises(InputError):
            set_comment(lib, name, "Ada", "x", "bell\x07")
        with pytest.raises(InputError):
            set_comment(lib, name, "Ada", "x", "x" * 2001)
        with pytest.raises(InputError):
            set_weight(lib, name, "1", float("nan"))


def test_the_same_numbers_in_text_json_csv_feedback_and_summary(lesson: tuple[Path, str, Path],
                                                                tmp_path: Path) -> None:
    library, name, exercise = lesson
    key = key_picks(library, name)
    files = [student(tmp_path, exercise, "Ada", key[:7]),
             student(tmp_path, exercise, "Ben", [("other", key[0][1]), *key[1:4]])]
    args = ["score", "--key", name, *map(str, files)]
    data = cli(library, *args, "--json").json()
    text = cli(library, *args).out
    rows = list(csv.reader(io.StringIO(cli(library, *args, "--csv").out[1:])))
    with Library(library) as lib:
        result = score_files(lib, name, files)
        feedback = worksheets.feedback_html(lib, result)
        summary = worksheets.class_summary_html(lib, result)
    for s, row in zip(data["students"], rows[1:], strict=False):
        line = f"{s['score']:g} %"
        assert f"{s['name']}: {line}  {s['explanation']}" in text
        assert row[8] == str(s["score"]) and row[9] == s["explanation"]
        assert f'<span class="big">{line}</span>' in feedback and s["explanation"] in feedback
        assert f"<b>{s['score']:g}</b>" in summary and s["explanation"] in summary
    assert [s["score"] for s in data["students"]] == [58.3, 29.2]


def test_the_worksheet_tells_paper_students_what_to_do(lesson: tuple[Path, str, Path]) -> None:
    library, name, _ = lesson
    with Library(library) as lib:
        page = worksheets.worksheet_html(lib, name)
    assert "File → Hand In" not in page and "Hand In" not in page
    assert "On paper:" in page and "hand this sheet to your teacher" in page
    assert "Read the four articles side by side." in page  # the rest of the teacher's words stay


def test_paper_instructions_leave_out_only_sentences_with_a_menu() -> None:
    text = "Read closely. Hand in with File → Hand In. Be brief!\nSecond line → nothing\nThird."
    assert worksheets.paper_instructions(text) == ["Read closely. Be brief!", "Third."]


def test_the_found_by_bar_is_drawn_in_characters_that_print(lesson: tuple[Path, str, Path],
                                                            tmp_path: Path) -> None:
    library, name, exercise = lesson
    key = key_picks(library, name)
    files = [student(tmp_path, exercise, "Ada", key[:1]), student(tmp_path, exercise, "Ben", [])]
    with Library(library) as lib:
        summary = worksheets.class_summary_html(lib, score_files(lib, name, files))
    assert f'<span class="bar">{"█" * 5}<span class="rest">{"░" * 5}</span></span>' in summary
    assert worksheets.found_bar(0).count("█") == 0 and worksheets.found_bar(1).count("█") == 10


def test_a_short_number_is_an_item_number_never_an_id_prefix(lesson: tuple[Path, str, Path]) -> None:
    library, name, _exercise = lesson
    with Library(library) as lib:
        items = load_key(lib, name).items
        with pytest.raises(InputError):
            set_weight(lib, name, str(len(items) + 1), 2.0)
