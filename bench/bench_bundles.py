"""Bundle export and import at scale: 1,000 articles and 10,000 annotations.

Prints one JSON document: seconds and peak traced memory for building, exporting and importing
(targets: export and import each under 3 s). ``--fuzz N`` instead runs N mutated bundles
through the importer and fails if anything but a BundleError escapes or a refusal changes the
library (a longer run of the test suite's fuzz test).

    .venv/bin/python bench/bench_bundles.py [--articles 1000] [--annotations 10000] [--fuzz N]
"""

from __future__ import annotations

import argparse
import io
import json
import random
import sys
import tempfile
import time
import tracemalloc
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from parallax.library.bundles import export_bundle, import_bundle
from parallax.library.errors import BundleError
from parallax.library.models import DEFAULT_KINDS, new_id, now
from parallax.library.store import Library

WORDS = ["police", "officers", "wounded", "killed", "captured", "raid", "ministry", "said", "Monday", "witnesses", "fire", "crowd", "5", "8", "twelve", "😀", "Kovačević", "café", "שלום"]


def timed(action: Callable[[], Any]) -> tuple[Any, float]:
    started = time.perf_counter()
    result = action()
    return result, round(time.perf_counter() - started, 3)


def peak_mb(action: Callable[[], Any]) -> float:
    """Peak Python memory of a second, traced run (tracing slows it, so it is not timed)."""
    tracemalloc.start()
    action()
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return round(peak, 1)


def build(path: Path, articles: int, annotations: int, seed: int = 1) -> Library:
    """A library of ``articles`` articles in 100 comparisons, ~80% highlights, ~20% discrepancies."""
    rng = random.Random(seed)
    lib = Library(path)
    discrepancies = annotations // 5
    highlights = annotations - discrepancies
    stamp = now()
    kinds = [k[0] for k in DEFAULT_KINDS]
    with lib.batch():
        conn = lib.connection
        ids = []
        for n in range(articles):
            paragraphs = [" ".join(rng.choice(WORDS) for _ in range(60)) for _ in range(6)]
            article, _ = lib.add_article(f"# Article {n}\n\n" + "\n\n".join(paragraphs) + "\n", outlet=f"Outlet {n % 17}")
            ids.append((article.id, article.reading_text))
        comparisons = [lib.create_comparison(f"Event {c}", "", [a for a, _ in ids[c::100]]).id for c in range(100)]
        hls: list[tuple[str, str]] = []
        for n in range(highlights):
            aid, text = ids[n % articles]
            start = rng.randrange(0, len(text) - 40)
            end = start + rng.randrange(5, 40)
            hid = new_id()
            conn.execute(
                "INSERT INTO highlights (id, article, start, end, exact, prefix, suffix, label, note, orphan, created, updated) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                (hid, aid, start, end, text[start:end], text[max(0, start - 32):start], text[end:end + 32],
                 rng.choice([None, "label"]), "", stamp, stamp),
            )
            hls.append((hid, aid))
        by_article: dict[str, list[str]] = {}
        for hid, aid in hls:
            by_article.setdefault(aid, []).append(hid)
        for n in range(discrepancies):
            c = n % 100
            members = [a for a, _ in ids[c::100]]
            chosen = [by_article[a][(n // 100) % len(by_article[a])] for a in members[:3] if a in by_article]
            did = new_id()
            conn.execute(
                "INSERT INTO discrepancies (id, comparison, kind, title, note, status, created, updated) "
                "VALUES (?, ?, ?, ?, '', 'open', ?, ?)",
                (did, comparisons[c], kinds[n % len(kinds)], f"Discrepancy {n}", stamp, stamp),
            )
            for position, hid in enumerate(dict.fromkeys(chosen)):
                conn.execute(
                    "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
                    (did, hid, f"claim {position}", position),
                )
    return lib


def bench(articles: int, annotations: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        lib, build_s = timed(lambda: build(folder / "source.sqlite", articles, annotations))
        out = folder / "bench.parallax"
        summary, export_s = timed(lambda: export_bundle(lib, out))
        target = Library(folder / "target.sqlite")
        report, import_s = timed(lambda: import_bundle(target, out))
        again, reimport_s = timed(lambda: import_bundle(target, out))
        export_mb = peak_mb(lambda: export_bundle(lib, folder / "again.parallax"))
        fresh = Library(folder / "fresh.sqlite")
        import_mb = peak_mb(lambda: import_bundle(fresh, out))
        for each in (lib, target, fresh):
            each.close()
        return {
            "benchmark": "bundles",
            "articles": summary["articles"],
            "annotations": summary["annotations"],
            "bundle_mb": round(out.stat().st_size / 2**20, 2),
            "build_s": build_s,
            "export_s": export_s,
            "export_peak_mb": export_mb,
            "import_s": import_s,
            "import_peak_mb": import_mb,
            "reimport_unchanged_s": reimport_s,
            "imported_changed": report.changed,
            "reimport_changed": again.changed,
            "target_s": 3.0,
            "ok": export_s < 3.0 and import_s < 3.0 and report.changed and not again.changed,
        }


def fuzz(runs: int, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        source = build(folder / "s.sqlite", 5, 60)
        good = folder / "good.parallax"
        export_bundle(source, good)
        source.close()
        with zipfile.ZipFile(good) as zf:
            entries = [(i, zf.read(i)) for i in zf.infolist()]
        base = good.read_bytes()
        refused = imported = 0
        for run in range(runs):
            if rng.random() < 0.5:
                raw = bytearray(base)
                for _ in range(rng.randint(1, 8)):
                    raw[rng.randrange(len(raw))] = rng.randrange(256)
            else:
                index = rng.randrange(1, len(entries))
                _, body = entries[index]
                cut = rng.randrange(len(body) + 1)
                junk = bytes(rng.randrange(256) for _ in range(rng.randint(0, 24)))
                buffer = io.BytesIO()
                with zipfile.ZipFile(buffer, "w") as zf:
                    for i, (inf, data) in enumerate(entries):
                        zf.writestr(inf, body[:cut] + junk + body[cut + len(junk):] if i == index else data)
                raw = bytearray(buffer.getvalue())
            path = folder / "fuzz.parallax"
            path.write_bytes(bytes(raw))
            lib = Library(":memory:")
            before = list(lib.connection.iterdump())
            try:
                import_bundle(lib, path)
                imported += 1
            except BundleError:
                refused += 1
                if list(lib.connection.iterdump()) != before:
                    raise AssertionError(f"run {run}: a refused bundle changed the library") from None
            finally:
                lib.close()
        return {"benchmark": "bundle-fuzz", "runs": runs, "seed": seed, "refused": refused, "imported": imported,
                "ok": True}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--articles", type=int, default=1000)
    parser.add_argument("--annotations", type=int, default=10_000)
    parser.add_argument("--fuzz", type=int, metavar="N", help="run N mutated bundles instead of the benchmark")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    result = fuzz(args.fuzz, args.seed) if args.fuzz else bench(args.articles, args.annotations)
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
