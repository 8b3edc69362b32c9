"""The frozen app (``make dist``) against the virtualenv's ``parallax``: start to the first paint
of the window with three seed articles, interleaved runs, medians; and the app's size on disk.

Both are started the same way, as a person would: the executable with ``--library PATH``, and
PARALLAX_SMOKE=1, which makes the app print ``painted <epoch seconds>`` once its window is
painted and quit.

Target (issue: a real app package): the frozen start within 1.2x the virtualenv's.
Usage: python bench/bench_frozen.py [--runs N]   (prints one JSON object; skipped without dist/)
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
FROZEN = REPO / "dist" / "parallax" / "parallax"
VENV = Path(sys.executable).parent / "parallax"
SEEDS = REPO.parent / "shared" / "corpus" / "seeds"
TARGET = 1.2


def size_mb(folder: Path) -> float:
    return round(sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20, 1)


def painted_after(command: list[str], env: dict[str, str]) -> float:
    shutil.rmtree(env["XDG_CONFIG_HOME"], ignore_errors=True)
    began = time.time()
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=True, timeout=300)
    line = next(x for x in done.stdout.splitlines() if x.startswith("painted "))
    return float(line.split()[1]) - began


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    if not FROZEN.is_file():
        print(json.dumps({"benchmark": "frozen", "skipped": "no frozen app: run make dist first"}))
        return
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = sorted(SEEDS.glob("*.txt"))[:3] if SEEDS.is_dir() else []
        if len(files) < 3:
            files = []
            for i in range(3):
                path = folder / f"article{i}.txt"
                path.write_text(f"Headline {i}\n\n" + ("A paragraph of reporting. " * 40 + "\n\n") * 30, encoding="utf-8")
                files.append(path)
        library = folder / "library.sqlite"
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"), HOME=str(folder),
                   PARALLAX_NO_CRASH_DIALOG="1", PARALLAX_SMOKE="1")
        subprocess.run([str(VENV), "--library", str(library), "import", *map(str, files), "--comparison", "Start-up"],
                       check=True, capture_output=True, env=env)
        frozen_cmd = [str(FROZEN), "--library", str(library)]
        venv_cmd = [str(VENV), "--library", str(library)]
        painted_after(frozen_cmd, env)  # warm the file cache for both
        painted_after(venv_cmd, env)
        frozen_runs, venv_runs = [], []
        for _ in range(runs):
            venv_runs.append(painted_after(venv_cmd, env))
            frozen_runs.append(painted_after(frozen_cmd, env))
    frozen = statistics.median(frozen_runs)
    venv = statistics.median(venv_runs)
    print(json.dumps({
        "benchmark": "frozen",
        "runs": runs,
        "frozen_median_s": round(frozen, 3),
        "venv_median_s": round(venv, 3),
        "ratio": round(frozen / venv, 3),
        "ratio_of_fastest": round(min(frozen_runs) / min(venv_runs), 3),
        "target_ratio": TARGET,
        "met": frozen / venv <= TARGET,
        "size_mb": size_mb(FROZEN.parent),
        "platform": env["QT_QPA_PLATFORM"],
    }))


if __name__ == "__main__":
    main()
