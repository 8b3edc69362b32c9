"""The classroom loop on the seed articles (real news text), from the command line: the exercise
carries no discrepancy, three students in their own libraries hand in, and ``score`` gives each
the expected counts, as JSON and CSV. Skips where ../shared is absent; test_classroom.py runs the
same loop on the demo everywhere. Passages are chosen by offsets: no seed text is copied here."""

from __future__ import annotations

import csv
import io
import json
import zipfile
from pathlib import Path

from parallax.library.store import Library

from .classroom_support import Pick, cli, key_picks, student


def _span(text: str, line: int, length: int = 24) -> tuple[int, int]:
    """The first ``length`` characters of the ``line``-th non-empty line (0-based)."""
    starts, at = [], 0
    for ln in text.split("\n"):
        if ln.strip():
            starts.append(at)
        at += len(ln) + 1
    start = starts[min(line, len(starts) - 1)]
    return start, start + length


def test_seeds_exercise_hand_in_and_score(seeds: list[Path], tmp_path: Path) -> None:
    library = tmp_path / "teacher.sqlite"
    assert cli(library, "import", *map(str, seeds[:3]), "--comparison", "Seeds").status == 0
    with Library(library) as lib:
        articles = lib.get_comparison("Seeds").article_ids
        texts = {a: lib.get_article(a).reading_text for a in articles}
        for n, (kind, line) in enumerate((("count", 2), ("attribution", 4), ("wording", 6)), 1):
            highlights = [lib.add_highlight(a, *_span(texts[a], line)).id for a in articles[:2]]
            lib.create_discrepancy(highlights, kind=kind, title=f"Key item {n}", comparison="Seeds")
    exercise = tmp_path / "seeds-exercise.parallax"
    assert cli(library, "exercise", "--comparison", "Seeds", str(exercise), "--hints").status == 0
    with zipfile.ZipFile(exercise) as zf:
        annotations = json.loads(zf.read("annotations.jsonld"))
        manifest = json.loads(zf.read("manifest.json"))
    assert annotations["total"] == 0 and len(manifest["articles"]) == 3
    assert [h["kind"] for h in manifest["exercise"]["hints"]] == ["count", "attribution", "wording"]

    key = key_picks(library, "Seeds")
    a, b = articles[:2]
    stray = [Pick(a, *_span(texts[a], 8)), Pick(b, *_span(texts[b], 8))]
    files = [
        student(tmp_path, exercise, "Ana", [key[0], key[1], key[2]]),
        student(tmp_path, exercise, "Bo", [key[0], ("count", key[1][1]), ("other", stray)]),
        student(tmp_path, exercise, "Cy", [("quote", stray)]),
    ]
    run = cli(library, "score", "--key", "Seeds", *map(str, files), "--json")
    assert run.status == 0, run.err
    data = run.json()
    got = {s["name"]: (s["found"], s["partial"], s["missed"], s["false"]) for s in data["students"]}
    assert got == {"Ana": (3, 0, 0, 0), "Bo": (1, 1, 1, 1), "Cy": (0, 0, 3, 1)}
    assert [k["found_by"] for k in data["key"]] == [round(2 / 3, 3), round(2 / 3, 3), round(1 / 3, 3)]
    assert data["common_false_finds"][0]["students"] == ["Bo", "Cy"]

    run = cli(library, "score", "--key", "Seeds", *map(str, files), "--csv")
    rows = list(csv.reader(io.StringIO(run.out.lstrip("\ufeff"))))
    assert [r[:6] for r in rows[1:4]] == [
        ["Ana", str(files[0]), "3", "0", "0", "0"],
        ["Bo", str(files[1]), "1", "1", "1", "1"],
        ["Cy", str(files[2]), "0", "0", "3", "1"],
    ]
    assert rows[4][0] == "found_by"
