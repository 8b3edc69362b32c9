"""The classroom loop from the command line: exercise out, hand-ins back, scores per student and
for the class (issue: present, hand out, collect, score)."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parallax.library.classroom.exercise import exercise_of, hand_in, set_student
from parallax.library.classroom.scoring import Find, Key, Span, accept_find, load_key, score_files, score_work
from parallax.library.demo import load_demo
from parallax.library.errors import InputError
from parallax.library.ingest import import_paths
from parallax.library.store import Library

from .classroom_support import Pick, cli, demo_teacher, free_picks, key_picks, student
from .test_bundle_support import ANNOTATIONS_SCHEMA, MANIFEST_SCHEMA


@pytest.fixture
def teacher(tmp_path: Path) -> tuple[Path, str, Path]:
    """The demo as the teacher's key, and its exercise bundle."""
    library, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    run = cli(library, "exercise", "--comparison", name, str(exercise), "--hints", "--find", "10",
              "--instructions", "Find what differs.")
    assert run.status == 0, run.err
    return library, name, exercise


@pytest.fixture(scope="module")
def demo_key() -> Key:
    with Library(":memory:") as lib:
        return load_key(lib, load_demo(lib).id)


def _entries(path: Path) -> tuple[dict, dict]:
    with zipfile.ZipFile(path) as zf:
        return json.loads(zf.read("manifest.json")), json.loads(zf.read("annotations.jsonld"))


def test_exercise_carries_articles_and_instructions_but_no_answers(teacher: tuple[Path, str, Path]) -> None:
    library, name, exercise = teacher
    manifest, annotations = _entries(exercise)
    assert annotations["total"] == 0 and annotations["first"]["items"] == []
    assert len(manifest["articles"]) == 4 and "kinds" not in manifest
    assert manifest["comparisons"][0]["note"] == ""
    field = manifest["exercise"]
    assert field["instructions"] == "Find what differs." and field["find"] == 10
    assert {h["kind"] for h in field["hints"]} >= {"count", "omission"}
    MANIFEST_SCHEMA.validate(manifest)
    with Library(library) as lib:  # the key stays, marked as such
        assert len(lib.list_discrepancies(name)) == 20
        mark = exercise_of(lib, name)
        assert mark is not None and mark.role == "key"


def test_opening_an_exercise_marks_it_and_hand_in_names_the_creator(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    _, _, exercise = teacher
    with Library(tmp_path / "ada.sqlite") as lib:
        [result] = import_paths(lib, [exercise])
        assert result.details["exercise"]["find"] == 10 and result.details["exercise"]["student"] is None
        assert result.id is not None
        set_student(lib, result.id, "  Ada   Lovelace ")
        a, b = lib.get_comparison(result.id).article_ids[:2]
        h1, h2 = lib.add_highlight(a, 0, 5), lib.add_highlight(b, 0, 5)
        lib.create_discrepancy([h1.id, h2.id], kind="count", title="x", comparison=result.id)
        summary = hand_in(lib, result.id, tmp_path / "ada.parallax")
    assert summary["student"] == "Ada Lovelace" and summary["discrepancies"] == 1
    manifest, annotations = _entries(tmp_path / "ada.parallax")
    assert manifest["handin"]["student"] == "Ada Lovelace"
    assert manifest["handin"]["exercise"] == manifest["comparisons"][0]["id"] == f"urn:uuid:{result.id}"
    items = annotations["first"]["items"]
    assert len(items) == 3 and all(i["creator"] == {"type": "Person", "name": "Ada Lovelace"} for i in items)
    MANIFEST_SCHEMA.validate(manifest)
    ANNOTATIONS_SCHEMA.validate(annotations)


def test_hand_in_needs_an_exercise_and_a_name(teacher: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = teacher
    with Library(library) as lib, pytest.raises(InputError, match="not an exercise"):
        hand_in(lib, name, tmp_path / "x.parallax")
    with Library(tmp_path / "s.sqlite") as lib:
        [result] = import_paths(lib, [exercise])
        assert result.id is not None
        with pytest.raises(InputError, match="name"):
            hand_in(lib, result.id, tmp_path / "x.parallax")
    assert not (tmp_path / "x.parallax").exists()


def test_a_hand_in_is_never_merged_into_a_library(teacher: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = teacher
    work = student(tmp_path, exercise, "Ada", [])
    run = cli(library, "import", str(work))
    assert run.status == 1 and "hand-in" in run.err and "parallax score" in run.err
    with Library(library) as lib:
        assert len(lib.list_discrepancies(name)) == 20


def _three_students(teacher: tuple[Path, str, Path], tmp_path: Path) -> list[Path]:
    library, name, exercise = teacher
    key = key_picks(library, name)
    extra = free_picks(library, name)
    wrong = "outcome" if key[1][0] != "outcome" else "count"
    return [
        student(tmp_path, exercise, "Ada", [key[0], key[1], key[2]]),
        student(tmp_path, exercise, "Ben", [key[0], (wrong, key[1][1]), ("other", extra)]),
        student(tmp_path, exercise, "Cleo", [key[2], ("wording", [Pick(p.article, p.start + 2, p.end) for p in extra])]),
    ]


def test_score_counts_found_partial_missed_and_not_in_the_key_per_student(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, _ = teacher
    files = _three_students(teacher, tmp_path)
    run = cli(library, "score", "--key", name, *map(str, files), "--json")
    assert run.status == 0, run.err
    data = run.json()
    counts = {s["name"]: (s["found"], s["partial"], s["missed"], s["not_in_key"], s["score"]) for s in data["students"]}
    assert counts == {  # the exercise asks for 10 of the key's 20: each find is worth 10 %
        "Ada": (3, 0, 17, 0, 30.0),
        "Ben": (1, 1, 18, 1, 15.0),
        "Cleo": (1, 0, 19, 1, 10.0),
    }
    assert data["asked"] == 10 and data["find"] == 10
    ada = next(s for s in data["students"] if s["name"] == "Ada")
    assert ada["explanation"] == "found 3 of 10 asked (20 in the key)"
    assert ada["false"] == ada["not_in_key"] == 0  # "false" stays for scripts written before
    found_by = [k["found_by"] for k in data["key"]]
    assert found_by[:3] == [round(2 / 3, 3), round(2 / 3, 3), round(2 / 3, 3)] and set(found_by[3:]) == {0.0}
    assert {"id", "title", "found_by"} <= set(data["key"][0])
    [common] = data["common_false_finds"]
    assert common["students"] == ["Ben", "Cleo"]
    ben = next(s for s in data["students"] if s["name"] == "Ben")
    assert ben["false_finds"][0]["passages"][0]["exact"]  # the passages are there to discuss


def test_score_as_csv_has_a_row_per_student_and_the_class_row(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, _ = teacher
    files = _three_students(teacher, tmp_path)
    run = cli(library, "score", "--key", name, *map(str, files), "--csv")
    assert run.status == 0 and run.out.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(run.out[1:])))
    assert rows[0][:11] == ["name", "file", "found", "partial", "missed", "not_in_key", "asked", "in_key", "score",
                            "explanation", "reason"]
    assert len(rows[0]) == 11 + 20
    assert [r[0] for r in rows[1:]] == ["Ada", "Ben", "Cleo", "found_by"]
    assert rows[2][2:10] == ["1", "1", "18", "1", "10", "20", "15.0",
                             "found 2 of 10 asked (20 in the key); 1 of them with another kind, half credit"]
    assert rows[2][11:13] == ["found", "partial"]


def test_score_text_explains_each_score_and_names_the_common_find_not_in_the_key(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, _ = teacher
    run = cli(library, "score", "--key", name, *map(str, _three_students(teacher, tmp_path)))
    assert run.status == 0
    assert "Ada: 30 %  found 3 of 10 asked (20 in the key)" in run.out and "2 students (Ben, Cleo)" in run.out
    assert "not in the key: no. 3 Ben find 3" in run.out and "false" not in run.out


def test_scoring_reads_the_files_and_writes_nothing(teacher: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, _ = teacher
    files = _three_students(teacher, tmp_path)
    before = library.read_bytes()
    assert cli(library, "score", "--key", name, *map(str, files), "--json").status == 0
    assert library.read_bytes() == before


def test_a_bundle_of_other_articles_scores_zero_with_a_reason(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, _ = teacher
    other = tmp_path / "other.sqlite"
    with Library(other) as lib:
        a, _ = lib.add_article("# A\n\nOne thing happened.\n", title="A")
        b, _ = lib.add_article("# B\n\nAnother thing happened.\n", title="B")
        lib.create_comparison("Else", "", [a.id, b.id])
    assert cli(other, "export", str(tmp_path / "zed.parallax"), "--comparison", "Else").status == 0
    data = cli(library, "score", "--key", name, str(tmp_path / "zed.parallax"), "--json").json()
    [zed] = data["students"]
    assert zed["name"] == "zed" and zed["score"] == 0 and zed["missed"] == 20
    assert "other articles" in zed["reason"]


def test_the_same_student_twice_is_listed_twice_for_the_teacher_to_choose(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, exercise = teacher
    key = key_picks(library, name)
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    first = student(tmp_path / "one", exercise, "Ada", [key[0]])
    second = student(tmp_path / "two", exercise, "Ada", [key[0], key[1]])
    data = cli(library, "score", "--key", name, str(second), str(first), "--json").json()
    assert sorted(s["file"] for s in data["students"]) == sorted([str(first), str(second)])
    assert all(s["name"] == "Ada" and s["handed_in_twice"] for s in data["students"])
    assert all(k["found_by"] == 0 for k in data["key"])  # neither counts for the class until one is kept
    assert any("2 files" in n and "keep one" in n for n in data["notes"])
    kept = cli(library, "score", "--key", name, str(second), "--json").json()
    [ada] = kept["students"]
    assert ada["found"] == 2 and not ada["handed_in_twice"]


def test_a_plain_bundle_is_scored_under_its_file_name_with_a_note(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, exercise = teacher
    key = key_picks(library, name)
    plain = student(tmp_path, exercise, None, [key[0]], out_name="group-7.parallax")
    data = cli(library, "score", "--key", name, str(plain), "--json").json()
    assert data["students"][0]["name"] == "group-7" and data["students"][0]["found"] == 1
    assert any("not an exercise hand-in" in n for n in data["notes"])


def test_a_hostile_bundle_is_refused_and_the_rest_scored(teacher: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = teacher
    good = student(tmp_path, exercise, "Ada", key_picks(library, name)[:1])
    bad = tmp_path / "evil.parallax"
    with zipfile.ZipFile(bad, "w") as zf:
        zf.writestr("../escape.txt", "x")
    run = cli(library, "score", "--key", name, str(good), str(bad), "--json")
    assert run.status == 1 and run.err.startswith("parallax: error: evil.parallax")
    assert len(run.err.strip().splitlines()) == 1
    data = run.json()
    assert [s["name"] for s in data["students"]] == ["Ada"] and data["refused"][0]["file"] == str(bad)


def test_a_key_without_discrepancies_is_a_clear_error(tmp_path: Path) -> None:
    library = tmp_path / "t.sqlite"
    with Library(library) as lib:
        a, _ = lib.add_article("# A\n\nOne.\n", title="A")
        lib.create_comparison("Empty", "", [a.id])
    before = library.read_bytes()
    run = cli(library, "score", "--key", "Empty", str(tmp_path / "none.parallax"))
    assert run.status == 1 and run.err.startswith("parallax: error:") and "no discrepancies" in run.err
    assert library.read_bytes() == before


def test_accepting_a_student_find_adds_it_to_the_key_and_rescores(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, _ = teacher
    files = _three_students(teacher, tmp_path)
    run = cli(library, "score", "--key", name, *map(str, files), "--json", "--accept", "Ben:3")
    assert run.status == 0, run.err
    data = run.json()
    assert len(data["accepted"]) == 1 and len(data["key"]) == 21
    counts = {s["name"]: (s["found"], s["false"]) for s in data["students"]}
    assert counts["Ben"] == (2, 0) and counts["Cleo"] == (1, 0)  # Cleo's overlapping find now partly counts
    cleo = next(s for s in data["students"] if s["name"] == "Cleo")
    assert cleo["partial"] == 1
    with Library(library) as lib:
        added = lib.get_discrepancy(data["accepted"][0])
        assert added.kind == "other" and "Ben" in added.note and len(added.passages) == 2


def test_accept_refuses_a_number_the_student_does_not_have(teacher: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, exercise = teacher
    work = student(tmp_path, exercise, "Ada", key_picks(library, name)[:1])
    with Library(library) as lib, pytest.raises(InputError, match="no number 5"):
        accept_find(lib, name, work, 5)
    run = cli(library, "score", "--key", name, str(work), "--accept", "Zoe:1")
    assert run.status == 1 and "Zoe" in run.err


def test_class_result_is_available_to_the_app(teacher: tuple[Path, str, Path], tmp_path: Path) -> None:
    library, name, _ = teacher
    files = _three_students(teacher, tmp_path)
    with Library(library) as lib:
        result = score_files(lib, name, files)
    assert [s.name for s in result.students] == ["Ada", "Ben", "Cleo"]
    assert result.found_by(result.key.items[0]) == round(2 / 3, 3)


def test_the_demo_ships_ready_as_an_exercise_with_its_key(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    with Library(library) as lib:
        mark = exercise_of(lib, name)
        assert mark is not None and mark.role == "key" and mark.find == 12 and len(mark.hints) >= 5
    out = tmp_path / "demo.parallax"
    assert cli(library, "exercise", "--comparison", name, str(out)).status == 0
    manifest, annotations = _entries(out)
    assert annotations["total"] == 0
    assert manifest["exercise"]["find"] == 12 and "Vellmore" in manifest["exercise"]["instructions"]


@settings(max_examples=60, deadline=None)
@given(
    chosen=st.lists(st.integers(min_value=0, max_value=19), unique=True, max_size=20),
    wrong=st.sets(st.integers(min_value=0, max_value=19)),
    shift=st.integers(min_value=-3, max_value=3),
)
def test_scoring_a_subset_of_the_key_counts_exactly_that_subset(
    demo_key: Key, chosen: list[int], wrong: set[int], shift: int
) -> None:
    finds = []
    for n, i in enumerate(chosen, 1):
        item = demo_key.items[i]
        kind = "other" if i in wrong and item.kind != "other" else item.kind
        spans = tuple(Span(s.article, max(0, s.start + shift), s.end + shift, s.exact) for s in item.spans)
        finds.append(Find(n, f"f{n}", kind, "t", "", spans))
    result = score_work(demo_key, "s", "s.parallax", finds)
    partial = {i for i in chosen if i in wrong and demo_key.items[i].kind != "other"}
    assert len(result.found) + len(result.partial) == len(chosen)
    assert {demo_key.items.index(k) for k, _ in result.partial} == partial
    assert len(result.missed) == 20 - len(chosen) and result.not_in_key == []
    assert 0 <= result.score <= 100


def test_the_exercise_file_among_the_hand_ins_is_skipped_with_a_note(
    teacher: tuple[Path, str, Path], tmp_path: Path
) -> None:
    library, name, exercise = teacher
    work = student(tmp_path, exercise, "Ada", key_picks(library, name)[:1])
    data = cli(library, "score", "--key", name, str(work), str(exercise), "--json").json()
    assert [s["name"] for s in data["students"]] == ["Ada"]
    assert data["key"][0]["found_by"] == 1.0
    assert any("exercise itself" in n for n in data["notes"])
