"""How well and how fast saved web pages import: prints one JSON object.

Quality: every page of ../shared/corpus/article-extraction-benchmark goes through
``import_bytes`` (the whole pipeline: decoding, trafilatura, our XML -> Markdown mapping); the
reading text of the result, minus the title line, is scored against the benchmark's
``articleBody`` with the benchmark's own measure: lower-cased ``\\w+`` tokens, word 4-gram
shingles counted as multisets, precision / recall / F1 per page, then the mean over pages. A
page the importer refuses scores 0. ``--baseline`` scores trafilatura's own plain-text output
the same way, to show what the Markdown mapping loses (or gains).

Throughput: ``--throughput N`` imports N pages (the corpus repeated) in one process after a
warm-up, ``--repeat R`` times (default 3), and reports pages per second of each run and the
best run by wall and by CPU time (the machine is shared: the best run is the one least
disturbed by other work; the load average is printed alongside).

    .venv/bin/python bench/bench_import.py [--baseline] [--worst K]
    .venv/bin/python bench/bench_import.py --throughput N [--repeat R]
    .venv/bin/python bench/bench_import.py --library 1000   # into a library, whole pipeline
    .venv/bin/python bench/bench_import.py --library 1000 --into-bench-library --articles 100000 ...
        # the same into a copy of the cached library of bench_library.py (these sizes)

Into a large library the figure includes what the first write of a session costs there: the
library's check of the whole file before it writes (``PRAGMA quick_check``), reported beside it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from parallax.library.errors import ImportFailure
from parallax.library.importers import import_bytes
from parallax.library.textmodel import reading_text

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "article-extraction-benchmark"
_TOKEN = re.compile(r"\w+")


def shingles(text: str, n: int = 4) -> Counter[tuple[str, ...]]:
    tokens = _TOKEN.findall(text.lower())
    return Counter(tuple(tokens[i : i + n]) for i in range(max(1, len(tokens) - n + 1)) if tokens[i : i + n])


def score(predicted: str, truth: str) -> tuple[float, float, float]:
    pred, true = shingles(predicted), shingles(truth)
    tp = sum((pred & true).values())
    fp = sum(pred.values()) - tp
    fn = sum(true.values()) - tp
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def load_pages() -> list[tuple[str, bytes]]:
    return [
        (p.name.split(".")[0], gzip.decompress(p.read_bytes()))
        for p in sorted((CORPUS / "html").glob("*.html.gz"))
    ]


def article_text(data: bytes, name: str) -> tuple[str, float]:
    start = time.perf_counter()
    try:
        doc = import_bytes(data, name)
    except ImportFailure:
        return "", (time.perf_counter() - start) * 1000
    elapsed = (time.perf_counter() - start) * 1000
    lines = reading_text(doc.markdown).split("\n")
    if lines and lines[0] == doc.title:
        lines = lines[1:]
    return "\n".join(lines), elapsed


def baseline_text(data: bytes) -> str:
    from trafilatura import extract

    return extract(data.decode("utf-8", "replace"), output_format="txt", include_comments=False) or ""


def quality(
    pages: list[tuple[str, bytes]], truth: dict[str, dict[str, str]], baseline: bool, worst: int
) -> dict[str, object]:
    results: list[tuple[str, tuple[float, float, float]]] = []
    times: list[float] = []
    refused = 0
    for page_id, data in pages:
        if baseline:
            text = baseline_text(data)
        else:
            text, ms = article_text(data, f"{page_id}.html")
            times.append(ms)
            refused += not text
        results.append((page_id, score(text, truth[page_id]["articleBody"])))
    report: dict[str, object] = {
        "mode": "trafilatura-txt-baseline" if baseline else "import_bytes",
        "pages": len(results),
        "measure": "word 4-gram shingles, lower-cased \\w+ tokens, multisets; mean of per-page scores",
        "precision": round(statistics.mean(r[1][0] for r in results), 4),
        "recall": round(statistics.mean(r[1][1] for r in results), 4),
        "f1": round(statistics.mean(r[1][2] for r in results), 4),
    }
    if times:
        report["median_ms"] = round(statistics.median(times), 1)
        report["refused"] = refused
    if worst:
        report["worst"] = [
            {"id": page_id[:12], "p": round(p, 3), "r": round(r, 3), "f1": round(f, 3)}
            for page_id, (p, r, f) in sorted(results, key=lambda x: x[1][2])[:worst]
        ]
    return report


def into_library(pages: list[tuple[str, bytes]], count: int, existing: Path | None = None) -> dict[str, object]:
    """The whole pipeline for ``count`` distinct page files: read, extract, store, index.

    Pages beyond the corpus are copies made distinct by a few words at the start of their first
    paragraph, so each becomes a new article rather than a duplicate. With ``existing``, they go
    into a copy of that library (made first, not timed).
    """
    import shutil
    import tempfile

    from parallax.library.ingest import import_paths
    from parallax.library.store import Library

    with tempfile.TemporaryDirectory(dir=existing.parent if existing else None) as tmp:
        folder = Path(tmp)
        if existing is not None:
            shutil.copyfile(existing, folder / "library.sqlite")
        files = []
        for index in range(count):
            page_id, data = pages[index % len(pages)]
            if index >= len(pages):  # open the first paragraph with a copy number
                data = re.sub(rb"(<p\b[^>]*>)", lambda m, n=index: m.group(1) + f"Edition {n}. ".encode(), data)
            path = folder / f"{index:05d}-{page_id}.html"
            path.write_bytes(data)
            files.append(path)
        library = Library(folder / "library.sqlite")
        articles_before = library.count_articles()
        start, cpu = time.perf_counter(), time.process_time()
        results = import_paths(library, files)
        wall, cpu_used = time.perf_counter() - start, time.process_time() - cpu
        library.close()
        check_s = None
        if existing is not None:  # what the check before the first write costs on this file
            from parallax.library import db

            began = time.perf_counter()
            db.check_file(folder / "library.sqlite")
            check_s = round(time.perf_counter() - began, 2)
    statuses = Counter(r.status for r in results)
    return {
        "mode": "into_library",
        "pages": count,
        "imported": statuses["imported"],
        "duplicate": statuses["duplicate"],
        "error": statuses["error"],
        "seconds": round(wall, 2),
        "pages_per_s": round(count / wall, 1),
        "pages_per_cpu_s": round(count / cpu_used, 1),
        "articles_before": articles_before,
        "whole_file_check_s": check_s,
        "target_pages_per_s": 40,
        "load_average_1min": round(os.getloadavg()[0], 2),
    }


def throughput(pages: list[tuple[str, bytes]], count: int, repeat: int) -> dict[str, object]:
    for page_id, data in pages[:10]:  # warm-up: module loading, regex compilation
        article_text(data, f"{page_id}.html")
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        for index in range(count):
            page_id, data = pages[index % len(pages)]
            try:
                import_bytes(data, f"{page_id}.html")
            except ImportFailure:
                pass
        walls.append(count / (time.perf_counter() - start))
        cpus.append(count / (time.process_time() - cpu))
    return {
        "mode": "throughput",
        "pages": count,
        "runs": repeat,
        "pages_per_s": [round(w, 1) for w in walls],
        "pages_per_s_best": round(max(walls), 1),
        "pages_per_cpu_s_best": round(max(cpus), 1),
        "load_average_1min": round(os.getloadavg()[0], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--baseline", action="store_true", help="score trafilatura's own txt output instead")
    parser.add_argument("--throughput", type=int, metavar="N", help="pages/s over N imports")
    parser.add_argument("--library", type=int, metavar="N", help="pages/s importing N page files into a new library")
    parser.add_argument("--into-bench-library", action="store_true",
                        help="with --library: into a copy of the cached library of bench_library.py")
    for size in ("articles", "highlights", "discrepancies", "comparisons"):
        parser.add_argument(f"--{size}", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--repeat", type=int, default=3, metavar="R", help="throughput runs (best is kept)")
    parser.add_argument("--worst", type=int, default=0, metavar="K", help="list the K worst pages")
    args = parser.parse_args()
    if not (CORPUS / "ground-truth.json").is_file():
        print(json.dumps({"error": f"corpus not found: {CORPUS}"}))
        return 1
    import logging

    logging.disable(logging.CRITICAL)
    pages = load_pages()
    if args.library:
        existing = None
        if args.into_bench_library:
            sys.path.insert(0, str(Path(__file__).resolve().parent))
            import generate

            sizes = {k: v for k in ("articles", "highlights", "discrepancies", "comparisons") if (v := getattr(args, k))}
            existing = generate.cached_library(generate.LibraryPlan(**sizes))[0]
        report = into_library(pages, args.library, existing)
    elif args.throughput:
        report = throughput(pages, args.throughput, args.repeat)
    else:
        truth = json.loads((CORPUS / "ground-truth.json").read_text(encoding="utf-8"))
        report = quality(pages, truth, args.baseline, args.worst)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
