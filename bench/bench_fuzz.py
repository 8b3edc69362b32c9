"""Long fuzzing runs of the importers and of anchoring (prints JSON).

Runs the test suite's hypothesis fuzz tests (``tests/test_fuzz_importers.py``,
``tests/test_fuzz_anchoring.py``) with a large budget instead of the suite's few dozen
examples, and prints how many examples ended how (imported or refused per format, each
anchoring tier) and every failure. Exit status 1 when any test failed.

    .venv/bin/python bench/bench_fuzz.py [--import-examples 600] [--anchor-examples 5000]

(``--import-examples`` is per format and per test: 7 formats x 2 tests.)
``bench/bench_bundles.py --fuzz N`` is the same kind of run for ``.parallax`` bundles.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def load(module: str, examples: int) -> ModuleType:
    """Import a fuzz test module with its budget (read once, when the module is imported)."""
    os.environ["PARALLAX_FUZZ_EXAMPLES"] = str(examples)
    return importlib.import_module(module)


def run(test: Callable[..., None], failures: list[dict[str, str]], **kwargs: Any) -> float:
    began = time.perf_counter()
    try:
        test(**kwargs)
    except Exception as exc:  # a failing property is the finding: record it and go on
        failures.append({"test": test.__name__, **{k: str(v) for k, v in kwargs.items()},
                         "error": f"{type(exc).__name__}: {exc}"[:3000]})
    return round(time.perf_counter() - began, 1)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--import-examples", type=int, default=600)
    parser.add_argument("--anchor-examples", type=int, default=5000)
    args = parser.parse_args(argv)
    logging.disable(logging.CRITICAL)  # importers log each oddity they work around
    failures: list[dict[str, str]] = []
    seconds: dict[str, float] = {}
    importers = load("tests.test_fuzz_importers", args.import_examples)
    for fmt in importers.FORMATS:
        for test in (importers.test_damaged_files_are_refused_or_imported, importers.test_failed_imports_leave_no_partial_article):
            seconds[f"{test.__name__}[{fmt}]"] = run(test, failures, name=fmt)
    anchoring = load("tests.test_fuzz_anchoring", args.anchor_examples)
    for test in (anchoring.test_resolve_any_selector, anchoring.test_resolve_after_edits,
                 anchoring.test_find_quote_any_input, anchoring.test_w3c_selectors_of_any_shape):
        seconds[test.__name__] = run(test, failures)
    result = {
        "benchmark": "fuzz",
        "import_examples_per_format_and_test": args.import_examples,
        "anchor_examples_per_test": args.anchor_examples,
        "importer_outcomes": dict(sorted(importers.OUTCOMES.items())),
        "anchoring_outcomes": dict(sorted(anchoring.OUTCOMES.items())),
        "seconds": seconds,
        "failures": failures,
        "ok": not failures,
    }
    print(json.dumps(result))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
