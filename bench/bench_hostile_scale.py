"""Hostile sizes from issue 25, at 1× and 10×: scoring hand-ins full of false finds, and Present
mode on an overlong title. Linear work shows as a 10× input taking about 10× the time.

* ``score``: two hand-ins forged as an attacker writes them (the exercise's own hand-in with
  N discrepancies appended, every one on passages that overlap the others'), scored against the
  demo key. The issue's case was 2 × 4,000 false finds (71 s); 10× is 2 × 40,000.
* ``present``: the Present view showing a discrepancy whose title is 45,000 characters (the
  issue: 3.3 GB or 42 s frozen) and 450,000 characters, offscreen, until its first paint.

Prints one JSON document. Wall times on a shared machine: the load average is reported beside.

    .venv/bin/python bench/bench_hostile_scale.py [--finds 4000] [--title 45000] [--only score|present]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

from parallax.library.anchoring import make_selector
from parallax.library.classroom.exercise import hand_in, make_exercise, set_student
from parallax.library.classroom.scoring import load_key, score_files
from parallax.library.demo import load_demo
from parallax.library.ingest import import_paths
from parallax.library.store import Library


def _item(kind: str, aid: str, text: str, start: int, end: int, number: int) -> list[dict[str, Any]]:
    """Two highlights and the discrepancy linking them, as annotations."""
    stamp = f"2026-01-01T00:00:{number % 60:02d}.{number % 1000:03d}Z"
    targets, items = [], []
    for position, (article, body, at) in enumerate(((aid[0], text[0], start), (aid[1], text[1], start + 3))):
        s = make_selector(body, at, min(len(body), at + end - start))
        hid = f"urn:uuid:00000000-0000-4000-8000-{number * 2 + position:012d}"
        selector = [
            {"type": "TextQuoteSelector", "exact": s.exact, "prefix": s.prefix, "suffix": s.suffix},
            {"type": "TextPositionSelector", "start": s.start, "end": s.end},
        ]
        items.append({"type": "Annotation", "id": hid, "motivation": "highlighting", "created": stamp,
                      "modified": stamp, "target": {"type": "SpecificResource", "source": f"urn:sha256:{article}",
                                                    "selector": selector}})
        targets.append({"type": "SpecificResource", "source": f"urn:sha256:{article}", "selector": selector,
                        "parallax:highlight": hid, "parallax:claim": "", "parallax:position": position})
    items.append({
        "type": "Annotation", "id": f"urn:uuid:10000000-0000-4000-8000-{number:012d}", "motivation": "linking",
        "created": stamp, "modified": stamp, "parallax:status": "open",
        "body": [{"type": "TextualBody", "purpose": "describing", "value": f"false find {number}"},
                 {"type": "TextualBody", "purpose": "classifying", "value": kind}],
        "target": targets,
    })
    return items


def forge(handin: Path, out: Path, finds: int, texts: dict[str, str], comparison: str, seed: int) -> None:
    """``handin`` with ``finds`` discrepancies appended, all on a small stretch of two articles."""
    rng = random.Random(seed)
    aids = sorted(texts)[:2]
    with zipfile.ZipFile(handin) as zin:
        entries = {i.filename: zin.read(i) for i in zin.infolist()}
    annotations = json.loads(entries["annotations.jsonld"])
    items = annotations["first"]["items"]
    for n in range(finds):
        start = rng.randrange(100, 160)
        for item in _item("count", aids, [texts[a] for a in aids], start, start + rng.randrange(8, 30), n + seed * finds):
            if item["motivation"] == "linking":
                item["parallax:comparison"] = f"urn:uuid:{comparison}"
            items.append(item)
    annotations["total"] = len(items)
    entries["annotations.jsonld"] = json.dumps(annotations).encode()
    with zipfile.ZipFile(out, "w") as zout:
        for name, data in entries.items():
            zout.writestr(name, data, compress_type=zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED)


def bench_score(finds: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="parallax-bench-") as tmp:
        folder = Path(tmp)
        teacher = folder / "teacher.sqlite"
        with Library(teacher) as lib:
            name = load_demo(lib).name
            make_exercise(lib, name, folder / "exercise.parallax")
            key = load_key(lib, name)
        files = []
        for n, student in enumerate(("Ann", "Bo")):
            with Library(folder / f"{student}.sqlite") as lib:
                [result] = import_paths(lib, [folder / "exercise.parallax"])
                assert result.id is not None
                set_student(lib, result.id, student)
                plain = folder / f"{student}-plain.parallax"
                hand_in(lib, result.id, plain)
            out = folder / f"{student}.parallax"
            forge(plain, out, finds, key.texts, key.comparison, n + 1)
            files.append(out)
        with Library(teacher) as lib:
            started = time.perf_counter()
            scored = score_files(lib, name, files)
            seconds = time.perf_counter() - started
        return {
            "finds_per_student": finds,
            "megabytes_per_file": round(files[0].stat().st_size / 1e6, 1),
            "score_s": round(seconds, 2),
            "not_in_key_total": sum(len(s.not_in_key) for s in scored.students),
            "common_groups": len(scored.common_false),
            "refused": len(scored.refused),
        }


def bench_present(title_chars: int) -> dict[str, Any]:
    """The demo in Present, its first discrepancy titled with ``title_chars`` characters: seconds
    from opening the view to the title shown (every step up to it laid out and painted)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from parallax.desktop.present import PresentView
    from parallax.library.session import ComparisonSession

    app = QApplication.instance() or QApplication([])
    with Library(":memory:") as lib:
        comparison = load_demo(lib)
        first = lib.list_discrepancies(comparison.id)[0]
        words = ("Fire " * (title_chars // 5 + 1))[:title_chars]
        lib.connection.execute("UPDATE discrepancies SET title = ?, note = ? WHERE id = ?", (words, words, first.id))
        lib.connection.commit()
        session = ComparisonSession(lib)
        session.open(comparison.id)
        started = time.perf_counter()
        view = PresentView(session)
        view.resize(1280, 800)
        view.show()
        app.processEvents()
        while not view.note_shown:
            view.forward()
            view.grab()
            app.processEvents()
        seconds = time.perf_counter() - started
        view.close()
        view.deleteLater()
        app.processEvents()
        session.detach()
    return {"title_chars": title_chars, "to_title_shown_s": round(seconds, 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--finds", type=int, default=4_000, help="false finds per student at 1× (the issue's)")
    parser.add_argument("--title", type=int, default=45_000, help="title length at 1× (the issue's)")
    parser.add_argument("--only", choices=("score", "present"))
    args = parser.parse_args(argv)
    result: dict[str, Any] = {"benchmark": "hostile_scale", "load_average": os.getloadavg()[0]}
    if args.only in (None, "score"):
        one, ten = bench_score(args.finds), bench_score(10 * args.finds)
        result["score"] = {"1x": one, "10x": ten, "ratio": round(ten["score_s"] / max(one["score_s"], 1e-3), 1)}
    if args.only in (None, "present"):
        one, ten = bench_present(args.title), bench_present(10 * args.title)
        result["present"] = {"1x": one, "10x": ten}
    result["ok"] = all(
        part["10x"].get("score_s", part["10x"].get("to_title_shown_s", 0)) < 60
        for part in (result.get("score"), result.get("present")) if part
    )
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
