"""The claim matrix at scale: 400 discrepancies × 6 sources.

Measures, offscreen, over an in-memory library (the matrix, not the disk): building the matrix
widget for an open session and painting it once, then editing one cell (the model's setData:
the session writes the claim, follows the change, and the event loop repaints what changed). Targets
(docs/performance.md): build < 50 ms, one-cell update < 5 ms. Prints one JSON object; exits 1
when a target is missed.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PARALLAX_NO_CRASH_DIALOG"] = "1"

SOURCES = 6
DISCREPANCIES = 400
KINDS = ["count", "outcome", "attribution", "timeline", "location", "wording", "quote", "omission"]
RUNS = 7


def article(seed: int) -> str:
    paragraphs = [f"Paragraph {p} of source {seed} says that {p % 13} officers were at place {p}."
                  for p in range(DISCREPANCIES)]
    return f"# Source {seed}\n\n" + "\n\n".join(paragraphs) + "\n"


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from parallax.desktop.claim_matrix import ClaimMatrix
    from parallax.library.session import ComparisonSession
    from parallax.library.store import Library

    app = QApplication.instance() or QApplication(sys.argv[:1])
    library = Library(":memory:")
    ids = [library.add_article(article(i), outlet=f"Outlet {i}")[0].id for i in range(SOURCES)]
    comparison = library.create_comparison("Matrix", "", ids).id
    with library.batch():
        for d in range(DISCREPANCIES):
            highlights = []
            claims = {}
            for s, aid in enumerate(ids):
                if (d + s) % 5 == 0:
                    continue  # some sources do not report it
                h = library.highlight_quote(aid, f"Paragraph {d} of source {s} says").id
                highlights.append(h)
                if s % 2 == 0:
                    claims[h] = f"{d % 13} officers"
            library.create_discrepancy(highlights, kind=KINDS[d % len(KINDS)], title=f"Discrepancy {d}",
                                       claims=claims, comparison=comparison)
    session = ComparisonSession(library)
    session.open(comparison)

    builds = []
    for _ in range(RUNS):
        started = time.perf_counter()
        matrix = ClaimMatrix(session)
        matrix.resize(1200, 400)
        matrix.show()
        matrix.view.viewport().repaint()
        app.processEvents()
        builds.append((time.perf_counter() - started) * 1000)
        matrix.close()
        matrix.deleteLater()
        app.processEvents()

    matrix = ClaimMatrix(session)
    matrix.resize(1200, 400)
    matrix.show()
    app.processEvents()
    model = matrix.model
    updates = []
    for run in range(RUNS * 3):
        row = run % 10
        column = next(c for c in range(model.columnCount()) if model.passage(row, c) is not None)
        started = time.perf_counter()
        assert model.setData(model.index(row, column), f"claim {run}")
        app.processEvents()  # the repaint of what changed (Qt repaints only the changed row)
        updates.append((time.perf_counter() - started) * 1000)
    library.close()

    report = {
        "benchmark": "claim_matrix",
        "discrepancies": DISCREPANCIES,
        "sources": SOURCES,
        "build_ms_median": round(statistics.median(builds), 2),
        "build_ms_each": [round(b, 1) for b in builds],
        "update_cell_ms_median": round(statistics.median(updates), 2),
        "update_cell_ms_max": round(max(updates), 2),
        "targets_ms": {"build": 50, "update_cell": 5},
    }
    report["met"] = {
        "build": report["build_ms_median"] < 50,
        "update_cell": report["update_cell_ms_median"] < 5,
    }
    print(json.dumps(report))
    return 0 if all(report["met"].values()) else 1  # type: ignore[union-attr]


if __name__ == "__main__":
    sys.exit(main())
