"""Crash safety, long run: SIGKILL a writing process hundreds of times (prints JSON).

The same harness as ``tests/test_reliability_crash.py`` (a child writes highlights and
discrepancies through the API, each its own transaction, and prints each id once committed; it
is killed after a random number of lines), for ``--kills`` rounds (default 200) on one library
that keeps growing, so later kills also land in write-ahead-log checkpoints. After every kill:
the library opens, ``PRAGMA integrity_check`` is ok, every reported id is there and no
discrepancy lacks a passage. Exit status 1 when anything failed.

    .venv/bin/python bench/bench_crash.py [--kills 200] [--seed S] [--max-lines 120]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.test_reliability_crash import crash_rounds  # noqa: E402


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--max-lines", type=int, default=120, help="most committed writes before a kill")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "crash.sqlite"
        report = crash_rounds(path, args.kills, args.seed, max_lines=args.max_lines)
        size_mb = round(path.stat().st_size / 1e6, 2)
    result = {
        "benchmark": "crash",
        "kills": report.kills,
        "killed_while_opening": report.killed_before_ready,
        "highlights_reported": report.highlights_reported,
        "discrepancies_reported": report.discrepancies_reported,
        "library_mb_at_end": size_mb,
        "failures": report.failures,
        "seed": args.seed,
        "seconds": round(time.perf_counter() - began, 1),
        "ok": not report.failures and report.kills >= args.kills,
    }
    print(json.dumps(result))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
