"""Present mode: one step forward, shown and repainted (target: p95 under 16 ms, a 60 Hz frame).

The demo comparison (four articles, 20 discrepancies, about 110 steps) is presented offscreen
(1920×1080 by default); each step is timed from the key's action until Qt has painted what the
step changed (the update it posts, handled by the event loop). ``full_repaint`` times the same
steps with the whole view repainted every time, the worst case (a window uncovered). Prints one
JSON document: median, 95th percentile and worst step of each.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_present.py [--width 1920] [--height 1080]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_MS = 16.0


def bench(width: int, height: int) -> dict[str, object]:
    from PySide6.QtWidgets import QApplication

    from parallax.desktop.present import PresentView
    from parallax.library.demo import load_demo
    from parallax.library.session import ComparisonSession
    from parallax.library.store import Library

    app = QApplication.instance() or QApplication([])
    library = Library(":memory:")
    comparison = load_demo(library)
    session = ComparisonSession(library)
    session.open(comparison.id)
    view = PresentView(session)
    view.resize(width, height)
    view.show()
    app.processEvents()
    def walk(full: bool) -> list[float]:
        times = []
        view.go(0)
        app.processEvents()
        while view.position < len(view.steps) - 1:
            started = time.perf_counter()
            view.forward()
            if full:
                view.repaint()
            app.processEvents()  # the layout and paint the step posted
            times.append((time.perf_counter() - started) * 1000)
        return sorted(times)

    def figures(times: list[float]) -> dict[str, float]:
        return {
            "p50_ms": round(statistics.median(times), 2),
            "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
            "max_ms": round(times[-1], 2),
        }

    walk(False)  # first pass: fonts and glyphs cached
    step = figures(walk(False))
    full = figures(walk(True))
    steps = len(view.steps) - 1
    view.close()
    session.detach()
    library.close()
    return {
        "benchmark": "present-step",
        "size": f"{width}x{height}",
        "steps": steps,
        **step,
        "full_repaint": full,
        "target_ms": TARGET_MS,
        "ok": step["p95_ms"] < TARGET_MS,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--width", type=int, default=1920)
    parser.add_argument("--height", type=int, default=1080)
    args = parser.parse_args(argv)
    result = bench(args.width, args.height)
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
