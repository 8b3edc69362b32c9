"""Forged classroom files (issue 25): a hand-in stripped of its field, another student's name,
dates in 2099, terminal commands in a name, thousands of false finds."""

from __future__ import annotations

import json
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from parallax.library.classroom.scoring import Find, Span, StudentResult, _common_false
from parallax.library.store import Library
from tests.library_files import dump

from .classroom_support import cli, demo_teacher, free_picks, key_picks, student

Edit = Callable[[dict[str, Any]], None]


def forged(source: Path, target: Path, manifest: Edit | None = None, text: Callable[[str], str] | None = None) -> Path:
    """``source`` rewritten: its manifest edited, then every entry's text passed through ``text``."""
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "manifest.json" and manifest is not None:
                value = json.loads(data)
                manifest(value)
                data = json.dumps(value).encode()
            if info.filename.endswith((".json", ".jsonld")) and text is not None:
                data = text(data.decode()).encode()
            zout.writestr(zipfile.ZipInfo(info.filename, info.date_time), data)
    return target


def in_2099(text: str) -> str:
    import re

    return re.sub(r'"(created|updated|modified|handed_in)": "20\d\d', r'"\1": "2099', text)


@pytest.fixture
def lesson(tmp_path: Path) -> tuple[Path, str, Path, Path]:
    """The teacher's key, its exercise, and Ann's hand-in with one find of her own."""
    library, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise)).status == 0
    (tmp_path / "ann").mkdir()
    ann = student(tmp_path / "ann", exercise, "Ann", [("count", free_picks(library, name))])
    return library, name, exercise, ann


def _drop_handin(m: dict[str, Any]) -> None:
    m.pop("handin")
    for c in m["comparisons"]:
        c.update(name="Renamed by a student", note="a student's note")


def test_a_hand_in_without_its_field_never_changes_the_key(lesson: tuple[Path, str, Path, Path], tmp_path: Path) -> None:
    library, _name, _exercise, ann = lesson
    bad = forged(ann, tmp_path / "plain.parallax", _drop_handin, in_2099)
    before = dump(library)
    run = cli(library, "import", str(bad))
    assert run.status == 1
    assert run.err.count("\n") == 1 and "teacher's key" in run.err and "parallax score" in run.err
    assert dump(library) == before


def test_a_key_is_known_by_the_library_not_by_the_file(lesson: tuple[Path, str, Path, Path], tmp_path: Path) -> None:
    """The same file imports into a library where that comparison is no key (a student's copy)."""
    _library, _name, exercise, ann = lesson
    bad = forged(ann, tmp_path / "plain.parallax", _drop_handin)
    other = tmp_path / "other.sqlite"
    assert cli(other, "import", str(exercise)).status == 0
    assert cli(other, "import", str(bad)).status == 0


def test_the_key_s_highlights_cannot_be_moved_by_a_bundle(lesson: tuple[Path, str, Path, Path], tmp_path: Path) -> None:
    library, name, _exercise, _ann = lesson
    export = tmp_path / "key.parallax"
    assert cli(library, "export", str(export), "--comparison", name).status == 0

    def move_first_highlight(text: str) -> str:
        data = json.loads(text)
        if "first" not in data:
            return text
        item = next(i for i in data["first"]["items"] if i["motivation"] == "highlighting")
        item["body"] = [{"type": "TextualBody", "purpose": "tagging", "value": "relabelled by a student"}]
        item["modified"] = "2099-01-01T00:00:00Z"
        return json.dumps(data)

    bad = forged(export, tmp_path / "moved.parallax", text=move_first_highlight)
    before = dump(library)
    run = cli(library, "import", str(bad))
    assert run.status == 1 and "teacher's key" in run.err
    assert dump(library) == before


def test_times_in_the_future_come_in_as_now(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    export = tmp_path / "all.parallax"
    assert cli(library, "export", str(export)).status == 0
    future = forged(export, tmp_path / "future.parallax", text=in_2099)
    other = tmp_path / "other.sqlite"
    run = cli(other, "import", str(future), "--json")
    assert run.status == 0
    assert any("later than now" in w for r in run.json() for w in r["warnings"])
    with Library(other) as lib:
        stamps = [d.updated for d in lib.list_discrepancies()] + [h.updated for h in lib.list_highlights()]
        stamps += [lib.get_comparison(name).updated]
    assert stamps and all(s < "2099" for s in stamps)


def test_a_forged_hand_in_in_another_student_s_name_replaces_nobody(
    lesson: tuple[Path, str, Path, Path], tmp_path: Path
) -> None:
    library, name, exercise, ann = lesson
    key = key_picks(library, name)
    (tmp_path / "bo").mkdir()
    bo = student(tmp_path / "bo", exercise, "Bo", key[:3])
    forgery = forged(ann, tmp_path / "bo-forged.parallax", lambda m: m["handin"].update(student="Bo"), in_2099)
    data = cli(library, "score", "--key", name, str(bo), str(forgery), "--json").json()
    files = sorted(s["file"] for s in data["students"] if s["name"] == "Bo")
    assert files == sorted([str(bo), str(forgery)])
    real = next(s for s in data["students"] if s["file"] == str(bo))
    assert real["found"] == 3 and real["handed_in_twice"]
    assert any("Bo handed in 2 files" in n for n in data["notes"])
    text = cli(library, "score", "--key", name, str(bo), str(forgery)).out
    assert text.count("Bo: ") == 2


def test_score_prints_no_terminal_commands(lesson: tuple[Path, str, Path, Path], tmp_path: Path) -> None:
    library, name, _exercise, ann = lesson
    hostile = "Eve\x1b[2J\x1b]0;owned\x07\r\x9b31m"
    evil = forged(ann, tmp_path / "eve.parallax", lambda m: m["handin"].update(student=hostile))
    for args in ([], ["--csv"]):
        run = cli(library, "score", "--key", name, str(evil), *args)
        assert not any(c in run.out + run.err for c in "\x1b\x07\x9b"), args
        assert "Eve\\u001b[2J" in run.out
    data = cli(library, "score", "--key", name, str(evil), "--json").json()
    assert data["students"][0]["name"] == " ".join(hostile.split())  # the JSON keeps the string, escaped


def test_every_command_prints_titles_as_text(tmp_path: Path) -> None:
    source = tmp_path / "a.md"
    source.write_text("# Fire at the mill\n\n" + "A paragraph of plain words. " * 40 + "\n", encoding="utf-8")
    library = tmp_path / "lib.sqlite"
    assert cli(library, "import", str(source), "--comparison", "Mill").status == 0
    with Library(library) as lib:  # as a file from anywhere (or an older version) may hold it
        lib.connection.execute("UPDATE articles SET title = 'Fire\x1b[2J at the \x9b31mmill', outlet = 'Out\rlet'")
        lib.connection.commit()
    for args in (["list"], ["search", "paragraph"], ["comparisons"], ["list", "--json"], ["show", "a"]):
        run = cli(library, *args)
        assert run.status in (0, 1), args
        assert not any(c in run.out + run.err for c in "\x1b\x9b\r"), args


def _many_false(name: str, count: int, article: str = "a") -> StudentResult:
    finds = [
        Find(n, f"{name}{n}", "count", f"find {n}", "",
             (Span(article, n % 50, n % 50 + 20, "x"), Span("b", n % 70, n % 70 + 20, "y")))
        for n in range(1, count + 1)
    ]
    return StudentResult(name, f"{name}.parallax", not_in_key=finds, finds=finds)


def test_common_false_finds_are_linear_in_the_false_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    """2 × 10,000 overlapping false finds (2 × 4,000 took 71 s): no pair is ever compared."""
    from parallax.library.classroom import scoring

    def no_pairs(*_args: object) -> tuple[int, int]:
        raise AssertionError("false finds compared pairwise")

    monkeypatch.setattr(scoring, "_overlap", no_pairs)
    started = time.perf_counter()
    [group] = _common_false([_many_false("Ann", 10_000), _many_false("Bo", 10_000)])
    assert len(group) == 20_000
    assert time.perf_counter() - started < 20  # quadratic would take minutes


def test_common_false_finds_need_two_students_and_two_articles() -> None:
    def one(name: str, number: int, spans: tuple[Span, ...]) -> StudentResult:
        f = Find(number, f"{name}{number}", "count", "t", "", spans)
        return StudentResult(name, name, not_in_key=[f], finds=[f])

    both = (Span("a", 0, 10, "x"), Span("b", 0, 10, "y"))
    only_a = (Span("a", 5, 15, "x"), Span("b", 50, 60, "y"))
    assert _common_false([one("Ann", 1, both), one("Bo", 1, only_a)]) == []
    assert len(_common_false([one("Ann", 1, both), one("Bo", 1, both)])) == 1
    assert _common_false([one("Ann", 1, both), one("Ann", 2, both)]) == []
    single = (Span("a", 8, 12, "x"),)
    assert len(_common_false([one("Ann", 1, both), one("Bo", 1, single)])) == 1
