"""Opening the six-pane comparison in the complete window, in turns with another build (prints JSON).

The window child of ``bench_library.py`` (the real ``MainWindow`` on the cached bench library,
reopening a small comparison, then ``open_comparison`` of the six articles with 2,000
highlights each until every pane's text is painted), run in fresh processes, alternately with
the build given by ``--versus`` (``other`` in the output) (a folder holding ``parallax/{library,desktop,resources}``,
put first on ``PYTHONPATH``, as a path shim of an older checkout), so both see the same load.
With ``--instructions`` each process runs under callgrind instead, which counts the
instructions of ``open_comparison`` and of the event loop until painted (dumps at marks):
steady on a shared machine where the wall time is not.

    .venv/bin/python bench/bench_open_six.py [--articles 100000 ...] [--turns 7] [--versus SHIM]
    .venv/bin/python bench/bench_open_six.py --articles 100000 ... --instructions [--versus SHIM]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import generate  # noqa: E402

CHILD = r"""
import json, os, sys, time
sys.path.insert(0, sys.argv[3])
from PySide6.QtWidgets import QApplication
from painting import process_until_painted, reopen_another, text_viewports, window_complete

path, name = sys.argv[1], sys.argv[2]
app = QApplication.instance() or QApplication(sys.argv[:1])
library, window = window_complete(app, path, reopen_another(path, name), 1600, 1000, 400)
window.grab()
window.workspace.panes[0].text_view().viewport()  # PySide6's first viewport() set-up, untimed
cid = library.resolve_comparison(name)
for _ in range(20):
    app.processEvents()
os.getppid()  # mark: callgrind dumps its counts here (--dump-before=getppid)
began, cpu = time.perf_counter(), time.process_time()
window.open_comparison(cid)
opened = time.perf_counter()
os.getppid()
process_until_painted(app, text_viewports(window.workspace.panes))
os.getppid()
print(json.dumps({"open_ms": (time.perf_counter() - began) * 1000, "cpu_ms": (time.process_time() - cpu) * 1000,
                  "open_comparison_ms": (opened - began) * 1000}))
window.close()
library.close()
"""


def run(path: Path, shim: str | None, instructions: bool) -> dict[str, Any]:
    """One fresh process of the child on ``path`` with ``shim`` first on the path (None: this checkout)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=tmp, XDG_CONFIG_HOME=f"{tmp}/config",
                   XDG_DATA_HOME=f"{tmp}/data", PARALLAX_NO_CRASH_DIALOG="1", PYTHONHASHSEED="0")
        if shim:
            env["PYTHONPATH"] = shim
        command = [sys.executable, "-c", CHILD, str(path), generate.BIG_COMPARISON, str(HERE)]
        if instructions:
            command = ["valgrind", "--tool=callgrind", "--dump-before=getppid",
                       f"--callgrind-out-file={tmp}/cg.%p", *command]
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp, check=False)
        if done.returncode != 0:
            raise RuntimeError(done.stderr[-2000:])
        result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
        if instructions:
            parts = sorted(Path(tmp).glob("cg.*.[0-9]*"), key=lambda p: int(p.name.rsplit(".", 1)[1]))
            counts = [int(re.search(r"^summary: (\d+)", p.read_text(), re.M).group(1)) for p in parts]  # type: ignore[union-attr]
            # parts: before the first mark, open_comparison, until painted
            result["open_comparison_minstr"] = round(counts[1] / 1e6, 1)
            result["until_painted_minstr"] = round(counts[2] / 1e6, 1)
            result["total_minstr"] = round((counts[1] + counts[2]) / 1e6, 1)
        return result


def main() -> None:
    defaults = generate.LibraryPlan()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    for size in ("articles", "highlights", "discrepancies", "comparisons"):
        parser.add_argument(f"--{size}", type=int, default=getattr(defaults, size))
    parser.add_argument("--turns", type=int, default=3)
    parser.add_argument("--versus", help="a path shim of another build, timed in the same turns")
    parser.add_argument("--instructions", action="store_true", help="count instructions (callgrind), one turn")
    args = parser.parse_args()
    plan = generate.LibraryPlan(defaults.seed, args.articles, args.highlights, args.discrepancies, args.comparisons)
    path = generate.cached_library(plan)[0]
    turns = 1 if args.instructions else args.turns
    builds = {"this": None, **({"other": args.versus} if args.versus else {})}
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in builds}
    load = [round(os.getloadavg()[0], 2)]
    for _ in range(turns):
        for name, shim in builds.items():
            runs[name].append(run(path, shim, args.instructions))
    load.append(round(os.getloadavg()[0], 2))
    result: dict[str, Any] = {"benchmark": "open_six", "articles": args.articles, "turns": turns,
                              "versus": args.versus, "load_average_1min": load, "target_open_ms": 300}
    for name, results in runs.items():
        summary = {key: round(statistics.median(r[key] for r in results), 1) for key in results[0]}
        summary["open_ms_runs"] = [round(r["open_ms"], 1) for r in results]
        result[name] = summary
    print(json.dumps(result))


if __name__ == "__main__":
    main()
