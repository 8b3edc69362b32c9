"""Present mode: one step forward, shown and repainted (target: p95 under 16 ms, a 60 Hz frame).

The demo comparison (four articles, 20 discrepancies, about 110 steps) is presented offscreen
(1920×1080 by default); each step is timed from the key's action until Qt has painted what the
step changed (the update it posts, handled by the event loop). ``full_repaint`` times the same
steps with the whole view repainted every time, the worst case (a window uncovered). ``cpu`` gives
the same step's processor time in the painting thread, which other programs' load does not
inflate (Qt also fills large areas on helper threads, not counted there), and ``load_average`` the
machine's one-minute load when the run began. Prints one JSON document: median, 95th percentile
and worst step of each. ``--window`` presents from the app's main window (open behind the
view, as in class) instead of the view alone.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_present.py [--width 1920] [--height 1080] [--window]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_MS = 16.0


def bench(width: int, height: int, window: bool = False) -> dict[str, object]:
    from PySide6.QtWidgets import QApplication

    from parallax.desktop.present import PresentView
    from parallax.library.demo import load_demo
    from parallax.library.session import ComparisonSession
    from parallax.library.store import Library

    folder = Path(tempfile.mkdtemp(prefix="parallax-bench-present-"))
    if window:  # the window's settings and crash log go to the bench's own folder
        os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
        os.environ["HOME"] = str(folder)
        os.environ["PARALLAX_NO_CRASH_DIALOG"] = "1"
    app = QApplication.instance() or QApplication([])
    library = Library(folder / "library.sqlite" if window else ":memory:")
    comparison = load_demo(library)
    main_window = None
    if window:  # presented from the app's window, which stays open behind it
        from parallax.desktop.main_window import MainWindow

        main_window = MainWindow(library)
        main_window.show()
        main_window.open_comparison(comparison.id)
        for _ in range(20):
            app.processEvents()
        presented = main_window.classroom.present()
        assert presented is not None
        view = presented
        view.showNormal()
        view.setGeometry(0, 0, width, height)
        session = main_window.session
    else:
        session = ComparisonSession(library)
        session.open(comparison.id)
        view = PresentView(session)
        view.resize(width, height)
        view.show()
    app.processEvents()
    cpu: list[float] = []

    def walk(full: bool) -> list[float]:
        times = []
        cpu.clear()
        view.go(0)
        app.processEvents()
        while view.position < len(view.steps) - 1:
            started, started_cpu = time.perf_counter(), time.thread_time()
            view.forward()
            if full:
                view.repaint()
            app.processEvents()  # the layout and paint the step posted
            times.append((time.perf_counter() - started) * 1000)
            cpu.append((time.thread_time() - started_cpu) * 1000)
        cpu.sort()
        return sorted(times)

    def figures(times: list[float]) -> dict[str, float]:
        return {
            "p50_ms": round(statistics.median(times), 2),
            "p95_ms": round(times[int(0.95 * (len(times) - 1))], 2),
            "max_ms": round(times[-1], 2),
        }

    load = round(os.getloadavg()[0], 2)
    walk(False)  # first pass: fonts and glyphs cached
    step = figures(walk(False))
    step_cpu = figures(cpu)
    full = figures(walk(True))
    steps = len(view.steps) - 1
    view.close()
    if main_window is not None:
        app.processEvents()
        main_window.close()
        main_window.deleteLater()
        app.processEvents()
    else:
        session.detach()
    library.close()
    shutil.rmtree(folder, ignore_errors=True)
    return {
        "benchmark": "present-step",
        "size": f"{width}x{height}",
        "window": window,
        "steps": steps,
        **step,
        "cpu": step_cpu,
        "full_repaint": full,
        "load_average": load,
        "target_ms": TARGET_MS,
        "ok": step["p95_ms"] < TARGET_MS,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--width", type=int, default=1920)
    parser.add_argument("--height", type=int, default=1080)
    parser.add_argument("--window", action="store_true",
                        help="present from the app's main window, open behind the view, as a teacher does")
    args = parser.parse_args(argv)
    result = bench(args.width, args.height, args.window)
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
