"""A large library: 10,000 articles, 100,000 highlights, 20,000 discrepancies (prints JSON).

Measures, on a library made by ``bench/generate.py`` (seeded, cached in the temp folder):

- build time (reported, no target; ``cached`` says whether this run reused an earlier build);
- opening the library (``Library(path)``), median of several opens;
- full-text search (``Library.search``, as ``parallax search`` runs it) over ~200 realistic
  queries, a first (cold) and a second pass: p50/p95/max; target p95 < 50 ms;
- the sidebar's search as you type (``Library.search(text, prefix=True, limit=50)``, its first page) for
  1 to 4 letter prefixes, per prefix length (same target, judged on two letters or more: the
  sidebar does not search for one letter; the one-letter figure is for information);
- in a fresh child process (so its peak memory is the window's alone): building the real
  ``MainWindow`` on this library (it reopens a small comparison, as if last used), then opening the comparison of six articles with 2,000
  highlights each to painted (target < 300 ms; until every pane's text has had its paint
  event, see ``painting.py``; the same with a ``grab()`` of the window after it is reported
  beside it), and the peak RSS (target < 400 MB). The peak
  is the child's ``VmHWM``: on Linux a child's ``ru_maxrss`` starts from its parent's peak at
  ``fork`` (it survives ``exec``), so after building the library here it would report the
  builder's memory; ``ru_maxrss_mb`` is printed beside it.

    .venv/bin/python bench/bench_library.py [--rebuild] [--articles N ...]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import generate  # noqa: E402

from parallax.library.store import Library  # noqa: E402

TARGETS = {"search_p95_ms": 50.0, "open_comparison_ms": 300.0, "peak_rss_mb": 400.0}
SIDEBAR_PAGE = 50
"""Results the sidebar reads first (``desktop.sidebar.SEARCH_PAGE``; 100 before the sidebar read
its results in pages); the bench does not load Qt to ask it."""


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def summary(times_ms: Sequence[float]) -> dict[str, float]:
    return {
        "p50_ms": round(percentile(times_ms, 0.5), 2),
        "p95_ms": round(percentile(times_ms, 0.95), 2),
        "max_ms": round(max(times_ms), 2),
    }


def timed_ms(action: Callable[[], Any]) -> tuple[float, float, Any]:
    """Wall and CPU milliseconds of ``action`` (CPU time is the steadier on a shared machine)."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = action()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000, result


def measure_search(path: Path, seed: int) -> dict[str, Any]:
    opens = []
    for _ in range(5):
        ms, _, lib = timed_ms(lambda: Library(path))
        opens.append(ms)
        lib.close()
    lib = Library(path)
    queries = generate.queries(seed)
    passes: list[list[float]] = []
    cpu: list[float] = []
    hits: list[int] = []
    slowest: list[tuple[float, str]] = []
    for run in range(2):
        times = []
        for query in queries:
            ms, cpu_ms, found = timed_ms(lambda q=query: lib.search(q))
            times.append(ms)
            if run:
                cpu.append(cpu_ms)
                hits.append(len(found))
                slowest.append((ms, query))
        passes.append(times)
    by_length: dict[int, list[float]] = {}
    cpu_by_length: dict[int, list[float]] = {}
    for prefix in generate.prefixes(seed):
        ms, cpu_ms, _ = timed_ms(lambda p=prefix: lib.search(p, prefix=True, limit=SIDEBAR_PAGE))
        by_length.setdefault(len(prefix), []).append(ms)
        cpu_by_length.setdefault(len(prefix), []).append(cpu_ms)
    prefix_all = [t for ts in by_length.values() for t in ts]
    # The sidebar searches from two letters on (MIN_SEARCH_CHARS), so only those are judged;
    # one letter is measured for information.
    prefix_searched = [t for n, ts in by_length.items() if n >= 2 for t in ts]
    lib.close()
    return {
        "open_library_ms_median": round(statistics.median(opens), 2),
        "search_queries": len(queries),
        "search_cold": summary(passes[0]),
        "search": summary(passes[1]),
        "search_cpu": summary(cpu),
        "search_hits_median": statistics.median(hits),
        "search_slowest": [{"query": q, "ms": round(ms, 1)} for ms, q in sorted(slowest, reverse=True)[:5]],
        "sidebar_prefix": summary(prefix_all),
        "sidebar_prefix_2plus_letters": summary(prefix_searched),
        "sidebar_prefix_by_length": {str(n): summary(ts) for n, ts in sorted(by_length.items())},
        "sidebar_prefix_cpu_by_length": {str(n): summary(ts) for n, ts in sorted(cpu_by_length.items())},
        "load_average_1min": round(os.getloadavg()[0], 2),
    }


WINDOW_CHILD = r"""
import json, os, resource, sys, time
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from painting import process_until_painted, reopen_another, text_viewports, window_complete

path, name = sys.argv[1], sys.argv[2]
width, height = (int(v) for v in sys.argv[3].split("x"))
from PySide6.QtWidgets import QDockWidget
app = QApplication.instance() or QApplication(sys.argv[:1])
# The window reopens the last comparison; make that a small one, so the six-pane comparison is
# opened cold below (its panes never built in this process).
settings = reopen_another(path, name)
began = time.perf_counter()
library, window = window_complete(app, path, settings, width, height, 200)
window.grab()
construct_ms = (time.perf_counter() - began) * 1000  # to the window complete, not just painted
# The first viewport() call of a process costs PySide6 ~28 ms of type set-up; the app avoids
# it, and the watcher below needs viewports, so that cost is paid here, outside the timing.
window.workspace.panes[0].text_view().viewport()
cid = library.resolve_comparison(name)
panes = len(library.get_comparison(cid).article_ids)
highlights = sum(len(library.list_highlights(a)) for a in library.get_comparison(cid).article_ids)


cpu_used = []


def open_to_painted():
    began, cpu = time.perf_counter(), time.process_time()
    window.open_comparison(cid)
    process_until_painted(app, text_viewports(window.workspace.panes))
    painted = (time.perf_counter() - began) * 1000
    cpu_used.append((time.process_time() - cpu) * 1000)
    window.grab()  # a second full rendering, as earlier versions of this benchmark included
    return painted, (time.perf_counter() - began) * 1000


open_ms, open_grab_ms = open_to_painted()
links = sum(len(s.links()) for s in window.workspace.strips)
window.open_comparison(None)
app.processEvents()
app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # what the event loop would do
reopen_ms, reopen_grab_ms = open_to_painted()
maxrss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
with open("/proc/self/status", encoding="ascii") as status:
    hwm = next((int(l.split()[1]) / 1024 for l in status if l.startswith("VmHWM:")), maxrss)
window.close()
library.close()
print(json.dumps({"window_construct_ms": round(construct_ms, 1), "panes": panes,
                  "highlights_in_comparison": highlights, "links_drawn_between_panes": links,
                  "open_comparison_ms": round(open_ms, 1), "reopen_comparison_ms": round(reopen_ms, 1),
                  "open_comparison_cpu_ms": round(cpu_used[0], 1), "reopen_comparison_cpu_ms": round(cpu_used[1], 1),
                  "open_comparison_with_grab_ms": round(open_grab_ms, 1),
                  "reopen_comparison_with_grab_ms": round(reopen_grab_ms, 1),
                  "peak_rss_mb": round(hwm, 1), "ru_maxrss_mb": round(maxrss, 1),
                  "side_panels_shown": sorted(d.objectName() for d in window.findChildren(QDockWidget) if d.isVisible())}))
"""


def measure_window(path: Path, runs: int, size: str = "1600x1000") -> dict[str, Any]:
    """The window figures from ``runs`` fresh processes (medians; RSS is the largest seen).

    At 1600 × 1000 six panes leave no room for the side panels, which fold away
    (``desktop/reading_fit.py``), so the Library and Discrepancies panels are not built; at
    2560 × 1440 they stay, and opening the comparison fills the Discrepancies list too."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=str(Path(tmp) / "config"), HOME=tmp, PARALLAX_NO_CRASH_DIALOG="1")
        for _ in range(runs):
            done = subprocess.run([sys.executable, "-c", WINDOW_CHILD, str(path), generate.BIG_COMPARISON, size],
                                  capture_output=True, text=True, env=env, check=False, cwd=HERE)
            if done.returncode != 0:
                raise RuntimeError(done.stderr[-2000:])
            results.append(json.loads(done.stdout.strip().splitlines()[-1]))
    merged: dict[str, Any] = {}
    for key in results[0]:
        values = [r[key] for r in results]
        if not isinstance(values[0], (int, float)):
            merged[key] = values[0]
        else:
            merged[key] = max(values) if key.endswith("rss_mb") else statistics.median(values)
    merged["open_comparison_ms_runs"] = [r["open_comparison_ms"] for r in results]
    merged["open_comparison_cpu_ms_runs"] = [r["open_comparison_cpu_ms"] for r in results]
    return merged


def main(argv: Sequence[str] | None = None) -> int:
    defaults = generate.LibraryPlan()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rebuild", action="store_true", help="build the library even if a cached one exists")
    parser.add_argument("--seed", type=int, default=defaults.seed)
    parser.add_argument("--articles", type=int, default=defaults.articles)
    parser.add_argument("--highlights", type=int, default=defaults.highlights)
    parser.add_argument("--discrepancies", type=int, default=defaults.discrepancies)
    parser.add_argument("--comparisons", type=int, default=defaults.comparisons)
    parser.add_argument("--window-runs", type=int, default=3)
    parser.add_argument("--window-size", default="1600x1000", help="the window's size, WIDTHxHEIGHT")
    args = parser.parse_args(argv)
    plan = generate.LibraryPlan(args.seed, args.articles, args.highlights, args.discrepancies, args.comparisons)
    path, built, cached = generate.cached_library(plan, rebuild=args.rebuild)
    result: dict[str, Any] = {"benchmark": "library", "library_file_mb": round(path.stat().st_size / 1e6, 1),
                              "cached": cached, "build": built}
    result.update(measure_search(path, plan.seed))
    result.update(measure_window(path, args.window_runs, args.window_size))
    result["window_size"] = args.window_size
    result["bench_process_peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    result["targets"] = TARGETS
    result["met"] = {
        "search_p95_ms": result["search"]["p95_ms"] < TARGETS["search_p95_ms"],
        # judged on what the sidebar runs: prefixes of two letters or more (see docs/performance.md)
        "sidebar_prefix_p95_ms": result["sidebar_prefix_2plus_letters"]["p95_ms"] < TARGETS["search_p95_ms"],
        "open_comparison_ms": result["open_comparison_ms"] < TARGETS["open_comparison_ms"],
        "peak_rss_mb": result["peak_rss_mb"] < TARGETS["peak_rss_mb"],
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
