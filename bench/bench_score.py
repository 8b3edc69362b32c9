"""Scoring a class: 30 returned hand-ins against a 20-item key (target: under 2 s).

The key is the demo comparison (20 discrepancies on four articles). Each of the 30 students
hands in a bundle of their own library with 25 discrepancies: some of the key's (right or wrong
kind), some of their own on random passages. Prints one JSON document: seconds to build the
hand-ins (reported, no target) and to score them all (best of three runs), with the counts.

    .venv/bin/python bench/bench_score.py [--students 30] [--finds 25]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from parallax.library.classroom.exercise import hand_in, make_exercise, set_student
from parallax.library.classroom.scoring import load_key, score_files
from parallax.library.demo import load_demo
from parallax.library.ingest import import_paths
from parallax.library.store import Library

TARGET_S = 2.0
KINDS = ["count", "outcome", "attribution", "timeline", "location", "wording", "quote", "omission", "other"]


def build(folder: Path, students: int, finds: int, seed: int = 1) -> tuple[Path, str, list[Path]]:
    rng = random.Random(seed)
    teacher = folder / "teacher.sqlite"
    with Library(teacher) as lib:
        name = load_demo(lib).name
        make_exercise(lib, name, folder / "exercise.parallax")
        key = load_key(lib, name)
    files = []
    for n in range(students):
        with Library(folder / f"s{n}.sqlite") as lib:
            [result] = import_paths(lib, [folder / "exercise.parallax"])
            assert result.id is not None
            set_student(lib, result.id, f"Student {n:02d}")
            articles = lib.get_comparison(result.id).article_ids
            with lib.batch():
                for f in range(finds):
                    if f < len(key.items) and rng.random() < 0.6:
                        item = key.items[f]
                        spans = [(s.article, s.start, s.end) for s in item.spans]
                        kind = item.kind if rng.random() < 0.8 else rng.choice(KINDS)
                    else:
                        spans = []
                        for aid in rng.sample(list(articles), 2):
                            length = len(key.texts[aid])
                            start = rng.randrange(0, length - 40)
                            spans.append((aid, start, start + rng.randrange(5, 40)))
                        kind = rng.choice(KINDS)
                    highlights = list(dict.fromkeys(lib.add_highlight(*s).id for s in spans))
                    lib.create_discrepancy(highlights, kind=kind, title=f"find {f}", comparison=result.id)
            out = folder / f"s{n}.parallax"
            hand_in(lib, result.id, out)
            files.append(out)
    return teacher, name, files


def bench(students: int, finds: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="parallax-bench-") as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        teacher, name, files = build(folder, students, finds)
        built = round(time.perf_counter() - started, 2)
        runs = []
        with Library(teacher) as lib:
            for _ in range(3):
                started = time.perf_counter()
                result = score_files(lib, name, files)
                runs.append(time.perf_counter() - started)
        best = round(min(runs), 3)
        return {
            "benchmark": "score",
            "students": students,
            "finds_per_student": finds,
            "key_items": len(result.key.items),
            "build_s": built,
            "score_s": best,
            "score_runs_s": [round(r, 3) for r in runs],
            "found_total": sum(len(s.found) for s in result.students),
            "not_in_key_total": sum(len(s.not_in_key) for s in result.students),
            "target_s": TARGET_S,
            "ok": best < TARGET_S and len(result.students) == students,
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--finds", type=int, default=25)
    args = parser.parse_args(argv)
    result = bench(args.students, args.finds)
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
