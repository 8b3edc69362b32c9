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


def machine() -> dict[str, object]:
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
    }


def main() -> int:
    only = set(sys.argv[1:])
    results: dict[str, object] = {"machine": machine(), "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    failed = False
    for script in sorted(HERE.glob("bench_*.py")):
        name = script.stem.removeprefix("bench_")
        if only and name not in only:
            continue
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, cwd=HERE.parent)
        if done.returncode != 0:
            results[name] = {"error": done.stderr.strip().splitlines()[-5:]}
            failed = True
            continue
        try:
            results[name] = json.loads(done.stdout.strip().splitlines()[-1])
        except (json.JSONDecodeError, IndexError):
            results[name] = {"error": "no JSON on stdout", "stdout": done.stdout[-500:]}
            failed = True
    out = HERE / "results"
    out.mkdir(exist_ok=True)
    (out / "all.json").write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(results, indent=2))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
