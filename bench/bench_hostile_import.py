"""Tiny hostile files that used to take minutes to import: prints one JSON object.

- ``pdf_join``: joining PDF lines into paragraphs (``pdf_layout.paragraphs``) for one paragraph
  of N printed lines, N = 5,000 / 20,000 / 80,000; linear means the time per line stays flat
  (``growth`` is the time of the largest over the smallest, divided by 16: about 1 when linear;
  it was quadratic, 73 s for 10,000 lines).
- ``pdf_files``: whole imports of compressed PDFs a few kilobytes long: one page holding one
  paragraph of 4,000 lines (imported), one holding 40,000 (refused: past the page budget), and
  400 pages sharing one content stream (refused: past the instruction budget). Each is timed
  from bytes to result or refusal; target < 5 s each.
- ``html_files``: saved pages through ``import_bytes``: one paragraph of 40,000 ``<span>`` s
  (was 20 s: libxml2 keeps the text nodes trafilatura's unwrapping leaves apart), one element
  nested 5,000 deep, 20,000 tiny paragraphs; target < 5 s each.

    .venv/bin/python bench/bench_hostile_import.py
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parallax.library.errors import ImportFailure
from parallax.library.importers import import_bytes
from parallax.library.importers.pdf_layout import paragraphs
from tests.import_fixtures import compressed_pdf

TARGET_S = 5.0
LINE = "a printed line of words that never ends its sentence"


def pdf_join() -> dict[str, object]:
    times: dict[str, float] = {}
    for count in (5_000, 20_000, 80_000):
        lines = [LINE] * count
        start = time.perf_counter()
        paragraphs([lines])
        times[str(count)] = round(time.perf_counter() - start, 4)
    growth = times["80000"] / max(times["5000"], 1e-6) / 16
    return {"seconds": times, "growth": round(growth, 2), "linear": growth < 3}


def timed_import(data: bytes, name: str) -> dict[str, object]:
    start = time.perf_counter()
    try:
        import_bytes(data, name)
        outcome = "imported"
    except ImportFailure as failure:
        outcome = "refused: " + str(failure).split(": ", 1)[1][:60]
    seconds = time.perf_counter() - start
    return {"bytes": len(data), "seconds": round(seconds, 2), "outcome": outcome, "met": seconds < TARGET_S}


def pdf_files() -> dict[str, object]:
    return {
        "one_paragraph_4000_lines": timed_import(compressed_pdf([LINE] * 4_000), "a.pdf"),
        "one_paragraph_40000_lines": timed_import(compressed_pdf([LINE] * 40_000), "b.pdf"),
        "400_pages_one_stream": timed_import(compressed_pdf([LINE] * 5_000, pages=400), "c.pdf"),
    }


def html_files() -> dict[str, object]:
    deep = "<html><body>" + "<div>" * 5000 + "<p>" + LINE + ".</p>" + "</div>" * 5000 + "</body></html>"
    many = "<html><body><article>" + "".join(f"<p>{LINE} {n}.</p>" for n in range(20_000)) + "</article></body></html>"
    spans = "<html><body><article><p>" + "<span>word </span>" * 40_000 + "</p></article></body></html>"
    return {
        "40000_spans_in_a_paragraph": timed_import(spans.encode(), "spans.html"),
        "nested_5000_deep": timed_import(deep.encode(), "deep.html"),
        "20000_paragraphs": timed_import(many.encode(), "many.html"),
    }


def main() -> int:
    import logging

    logging.disable(logging.CRITICAL)
    report: dict[str, object] = {
        "pdf_join": pdf_join(),
        "pdf_files": pdf_files(),
        "html_files": html_files(),
        "target_seconds": TARGET_S,
        "load_average_1min": round(os.getloadavg()[0], 2),
    }
    print(json.dumps(report))
    files = [*report["pdf_files"].values(), *report["html_files"].values()]  # type: ignore[union-attr]
    ok = report["pdf_join"]["linear"] and all(f["met"] for f in files)  # type: ignore[index]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
