"""Start-up by instructions, this build against another: ``parallax --library L open A B C``
(three seed articles already in the library) until ``MainWindow.show()`` returns and until the
turn of the event loop after the first paint (``MainWindow._after_first_paint``), with the
reading process (``desktop/prefetch.py``) forced on and off, beside the bare window's.

Each run is counted by cachegrind (no cache simulation; the window's own process only, not the
reading process) on a fresh copy of the same library, with fresh settings and
``PYTHONHASHSEED=0``, offscreen. ``--versus DIR`` counts another build in the same go: DIR is put
first on ``PYTHONPATH`` and must hold ``parallax/{library,desktop,resources}`` (a path shim
linking an exported copy, its bytecode compiled), so both run in this virtualenv:

    git archive REV library desktop resources | tar -x -C /tmp/old/export
    mkdir -p /tmp/old/shim/parallax; for d in library desktop resources; do
        ln -s /tmp/old/export/$d /tmp/old/shim/parallax/$d; done
    .venv/bin/python -m compileall -q /tmp/old/export
    .venv/bin/python bench/bench_startup_marks.py --versus /tmp/old/shim [--runs 2]

The library is made by this build (so it holds what this build remembers of the files it
imported); the other build reads the same file.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from bench_startup import BARE_CHILD as BARE_PAINTED
from bench_startup import compile_app, seeded_library
from bench_startup_floor import HOOK_HEAD, HOOK_TAIL
from bench_startup_floor import instructions as count_instructions
from bench_startup_mapped import BARE_CHILD as BARE_SHOWN

CHILD = HOOK_HEAD + r"""            if os.environ["STOP"] == "show":
                show = module.MainWindow.show
                def shown(window):
                    show(window)
                    os._exit(0)
                module.MainWindow.show = shown
            else:
                module.MainWindow._after_first_paint = lambda window: os._exit(0)
""" + HOOK_TAIL


def instructions(args: list[str], env: dict[str, str]) -> float | None:
    """Millions of instructions ``args`` executes (cachegrind), its own process only."""
    count = count_instructions(args, env)
    return None if count is None else count / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--versus", help="a path shim holding another build's parallax/{library,desktop,resources}")
    parser.add_argument("--runs", type=int, default=1, help="counts of each (they differ by well under 1 M)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed")
    compile_app()
    builds = {"this": ""} | ({"versus": args.versus} if args.versus else {})
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files, seeded = seeded_library(folder)
        base = dict(os.environ, HOME=str(folder), XDG_DATA_HOME=str(folder / "data"), PARALLAX_NO_CRASH_DIALOG="1",
                    LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen", PYTHONHASHSEED="0")
        for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "PYTHONPATH"):
            base.pop(name, None)
        runs = 0

        def env(**extra: str) -> dict[str, str]:
            nonlocal runs
            runs += 1
            config = folder / f"config-{runs}"
            shutil.rmtree(config, ignore_errors=True)
            return dict(base, XDG_CONFIG_HOME=str(config), **extra)

        def fresh_library() -> Path:
            copy = folder / "run.sqlite"
            for suffix in ("", "-wal", "-shm"):
                Path(f"{copy}{suffix}").unlink(missing_ok=True)
            shutil.copyfile(seeded, copy)
            return copy

        result: dict[str, object] = {"benchmark": "startup_marks", "load_average_1min": [round(os.getloadavg()[0], 2)]}
        bare: dict[str, list[float | None]] = {"show": [], "paint": []}
        counts: dict[str, list[float | None]] = {}
        for _ in range(args.runs):
            bare["show"].append(instructions(
                [sys.executable, "-c", BARE_SHOWN.replace("window.show()", "window.show()\nimport os; os._exit(0)"),
                 *map(str, files)], env()))
            bare["paint"].append(instructions([sys.executable, "-c", BARE_PAINTED, *map(str, files)],
                                              env(BENCH_EXIT_AT_PAINT="1")))
            for build, path in builds.items():
                for stop in ("show", "paint"):
                    for fork in ("yes", "no"):
                        extra = {"STOP": stop, "PREFETCH": fork} | ({"PYTHONPATH": path} if path else {})
                        command = [sys.executable, "-c", CHILD, "--library", str(fresh_library()), "open",
                                   *map(str, files)]
                        counts.setdefault(f"{build}_{stop}_fork_{fork}", []).append(instructions(command, env(**extra)))
        result["bare_M"] = {k: [round(v, 1) if v else None for v in vs] for k, vs in bare.items()}
        for key, values in counts.items():
            stop = key.split("_")[1]
            shown = [round(v, 1) if v else None for v in values]
            ratios = [round(v / b, 3) if v and b else None for v, b in zip(values, bare[stop], strict=True)]
            result[key] = {"M": shown, "x_bare": ratios}
        result["load_average_1min"].append(round(os.getloadavg()[0], 2))  # type: ignore[attr-defined]
        print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
