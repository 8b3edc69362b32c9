"""Run every benchmark in bench/ and collect their JSON into bench/results/all.json.

Each ``bench_*.py`` prints one JSON object on stdout; this script runs them one after another
(never in parallel: they measure time), records the machine, and prints the combined JSON.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

LARGE = ["--articles", "100000", "--highlights", "1000000", "--discrepancies", "200000", "--comparisons", "5000"]
EXTRA_RUNS: dict[str, tuple[str, list[str]]] = {
    # name in all.json: (script, its arguments). The 100,000-article library is built once
    # (about ten minutes on two processors) and cached beside the 10,000-article one.
    "library_100k": ("bench_library.py", LARGE),
    "startup_mapped_100k": ("bench_startup_mapped.py", ["--bench-library", *LARGE]),
    "import_100k": ("bench_import.py", ["--library", "1000", "--into-bench-library", *LARGE]),
}


def machine() -> dict[str, object]:
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
    }


def _last_json(stdout: str) -> dict[str, object] | None:
    """The JSON object a benchmark printed last (on one line, or indented over several)."""
    text = stdout.strip()
    for start in [i for i, c in enumerate(text) if c == "{" and (i == 0 or text[i - 1] == "\n")][::-1]:
        try:
            value = json.loads(text[start:])
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            return value
    return None


def main() -> int:
    only = set(sys.argv[1:])
    results: dict[str, object] = {"machine": machine(), "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    failed = False
    runs = [(s.stem.removeprefix("bench_"), s, []) for s in sorted(HERE.glob("bench_*.py"))]
    runs += [(name, HERE / script, args) for name, (script, args) in EXTRA_RUNS.items()]
    for name, script, args in runs:
        if only and name not in only:
            continue
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        done = subprocess.run(
            [sys.executable, str(script), *args], capture_output=True, text=True, env=env, cwd=HERE.parent
        )
        report = _last_json(done.stdout)
        if report is None:
            results[name] = {"error": "no JSON on stdout", "stderr": done.stderr.strip().splitlines()[-5:]}
            failed = True
            continue
        # A benchmark may exit 1 to say it missed a target; its figures still count.
        results[name] = report if done.returncode == 0 else {**report, "exit_status": done.returncode}
    out = HERE / "results"
    out.mkdir(exist_ok=True)
    (out / "all.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(results, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
