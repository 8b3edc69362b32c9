"""Start-up as a person waits for it: launch → the window mapped on an X display, seen from outside.

``parallax --library L open A B C`` (three seed articles already in the library, so the command
opens them side by side) is started as a user starts it, and ``xdotool search --onlyvisible --pid``
is polled from this process until the child has a viewable window. Interleaved with it, a bare
``QMainWindow`` of three ``QTextBrowser`` panes holding the same texts is timed the same way.
The figure is the median over pairs of Parallax's time over the bare window's time just before it
(target ≤ 1.3×), beside the medians of each side.

Nothing in the child is instrumented: the time is taken by the watcher, so the start measured is
the one a person sees, including the interpreter, imports, the library and the window's own
start. Each Parallax run starts on fresh settings (a fresh ``XDG_CONFIG_HOME``), as a first start.

Needs ``Xvfb`` (started here on a free display, or ``--display :N`` to use a running X server)
and ``xdotool``.

    .venv/bin/python bench/bench_startup_mapped.py [--pairs 11] [--display :N] [--library PATH]
    .venv/bin/python bench/bench_startup_mapped.py --bench-library --articles 100000 ...

``--library PATH`` starts ``parallax --library PATH`` instead, on that library as it is (nothing is
added to it; fresh settings, so no comparison is reopened); ``--bench-library`` does so on the
cached library of ``bench_library.py`` with the same sizes (``--articles`` ...): with 100,000
articles this is the "window on a 100,000-article library" figure.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_startup import sample_files  # the same three files as the instruction count

REPO = Path(__file__).resolve().parents[1]
POLL_S = 0.004

BARE_CHILD = r"""
import sys
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QTextBrowser
app = QApplication(sys.argv[:1])
window = QMainWindow()
splitter = QSplitter(Qt.Orientation.Horizontal)
for name in sys.argv[1:]:
    browser = QTextBrowser()
    browser.setPlainText(open(name, encoding="utf-8").read())
    splitter.addWidget(browser)
window.setCentralWidget(splitter)
window.resize(1400, 900)
window.show()
sys.exit(app.exec())
"""


def start_display() -> tuple[str, subprocess.Popen[bytes]]:
    """An Xvfb of its own, on a display number it chooses free (``-displayfd``). ``-noreset``: an X
    server resets when its last client leaves, and a window started during the reset cannot
    connect ("could not connect to display"), which made one run in three fail."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,))
    os.close(write)
    with os.fdopen(read) as chosen:
        number = chosen.readline().strip()
    if not number:
        server.terminate()
        raise RuntimeError("Xvfb did not start")
    return f":{number}", server


def mapped_after(args: list[str], env: dict[str, str], timeout: float = 60.0) -> tuple[float, float | None]:
    """Seconds from spawning ``args`` until it has a viewable window (polled with xdotool), and
    until it printed ``painted <epoch seconds>`` (``PARALLAX_SMOKE``: Parallax's complete window
    painted) if it does, else None."""
    began_epoch = time.time()
    began = time.perf_counter()
    child = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        while True:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(child.pid)],
                                   env=env, capture_output=True, check=False)
            elapsed = time.perf_counter() - began
            if found.returncode == 0 and found.stdout.strip():
                break
            if child.poll() is not None:
                raise RuntimeError(f"{args[0]} ended before mapping a window: {child.stderr.read().decode()[-2000:]}")  # type: ignore[union-attr]
            if elapsed > timeout:
                raise RuntimeError(f"{args[0]} mapped no window in {timeout} s")
            time.sleep(POLL_S)
        painted = None
        if env.get("PARALLAX_SMOKE"):
            out, _ = child.communicate(timeout=timeout)
            stamp = [line.split()[1] for line in out.decode().splitlines() if line.startswith("painted ")]
            painted = float(stamp[-1]) - began_epoch if stamp else None
        return elapsed, painted
    finally:
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--pairs", type=int, default=11)
    parser.add_argument("--display", help="a running X server to use (default: an Xvfb of its own)")
    parser.add_argument("--library", type=Path, help="start `parallax --library PATH` on this library, left as it is")
    parser.add_argument("--bench-library", action="store_true", help="the same on the cached library of bench_library.py")
    for size in ("articles", "highlights", "discrepancies", "comparisons"):
        parser.add_argument(f"--{size}", type=int)
    parser.add_argument("--parallax", default=str(Path(sys.executable).with_name("parallax")),
                        help="the parallax command to start (default: the one beside this Python)")
    parser.add_argument("--versus", help="another parallax command (an older build, say), timed in the same rounds")
    args = parser.parse_args()
    # An installed app has its bytecode; without it (PYTHONDONTWRITEBYTECODE) every start
    # would compile Parallax again, which measures the compiler rather than the app.
    import compileall

    repo = Path(__file__).resolve().parents[1]
    for folder in ("library", "desktop", "resources"):
        compileall.compile_dir(str(repo / folder), quiet=1)
    if shutil.which("xdotool") is None or (args.display is None and shutil.which("Xvfb") is None):
        print(json.dumps({"benchmark": "startup_mapped", "skipped": "needs xdotool and Xvfb"}))
        return
    if args.bench_library:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import generate

        sizes = {k: v for k in ("articles", "highlights", "discrepancies", "comparisons") if (v := getattr(args, k))}
        args.library = generate.cached_library(generate.LibraryPlan(**sizes))[0]
    server = None
    if args.display is None:
        args.display, server = start_display()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            files = sample_files(folder)
            library_path = folder / "library.sqlite"
            if args.library is None:
                from parallax.library.ingest import import_paths
                from parallax.library.store import Library

                with Library(library_path) as library:
                    import_paths(library, files, comparison="Start-up")
            env = dict(os.environ, DISPLAY=args.display, QT_QPA_PLATFORM="xcb", HOME=str(folder),
                       XDG_DATA_HOME=str(folder / "data"), PARALLAX_NO_CRASH_DIALOG="1", LANG="C.UTF-8")
            for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "WAYLAND_DISPLAY"):
                env.pop(name, None)
            if args.library is None:
                parallax_args = [args.parallax, "--library", str(library_path), "open", *map(str, files)]
            else:
                parallax_args = [args.parallax, "--library", str(args.library)]
            bare_args = [sys.executable, "-c", BARE_CHILD, *map(str, files)]

            def fresh(run: int) -> dict[str, str]:
                config = folder / f"config{run}"
                return dict(env, XDG_CONFIG_HOME=str(config))

            smoke = {"PARALLAX_SMOKE": "1"} if args.library is not None else {}
            mapped_after(bare_args, fresh(-1))  # warm the file cache for both
            mapped_after(parallax_args, {**fresh(-2), **smoke})
            load_before = os.getloadavg()[0]
            pairs: list[tuple[float, float]] = []
            painted: list[float] = []
            versus: list[float] = []
            versus_args = [args.versus, *parallax_args[1:]] if args.versus else None
            if versus_args and args.library is None:
                # The other build gets a library of its own, made by its own `import`: a library
                # upgraded by one build may be of a format the other cannot open.
                versus_library = folder / "versus.sqlite"
                subprocess.run([args.versus, "--library", str(versus_library), "import", *map(str, files),
                                "--comparison", "Start-up"], env=fresh(-4), check=True, capture_output=True)
                versus_args = [args.versus, "--library", str(versus_library), "open", *map(str, files)]
            if versus_args:
                mapped_after(versus_args, {**fresh(-3), **smoke})
            versus_s: list[float] = []
            for run in range(args.pairs):
                bare, _ = mapped_after(bare_args, fresh(run))
                if versus_args and run % 2:  # the other build first every other round: no order favours either
                    versus_s.append(mapped_after(versus_args, {**fresh(run), **smoke})[0])
                parallax, complete = mapped_after(parallax_args, {**fresh(run), **smoke})
                pairs.append((parallax, bare))
                if complete is not None:
                    painted.append(complete)
                if versus_args and not run % 2:
                    versus_s.append(mapped_after(versus_args, {**fresh(run), **smoke})[0])
                if versus_args:
                    versus.append(versus_s[-1] / bare)
            load_after = os.getloadavg()[0]
    finally:
        if server is not None:
            server.terminate()
            server.wait()
    ratios = [p / b for p, b in pairs]
    median_pair = statistics.median(ratios)
    print(json.dumps({
        "benchmark": "startup_mapped",
        "pairs": args.pairs,
        "parallax_median_s": round(statistics.median(p for p, _ in pairs), 3),
        "bare_median_s": round(statistics.median(b for _, b in pairs), 3),
        "ratio_median_of_pairs": round(median_pair, 3),
        "ratio_of_medians": round(statistics.median(p for p, _ in pairs) / statistics.median(b for _, b in pairs), 3),
        "ratios": [round(r, 3) for r in ratios],
        # with --library: Parallax's own note of its complete window painted (sidebar and panel
        # built), from launch, for the "window on a large library" figure
        "parallax_complete_painted_median_s": round(statistics.median(painted), 3) if painted else None,
        "versus": args.versus,
        "versus_ratio_median_of_pairs": round(statistics.median(versus), 3) if versus else None,
        "versus_median_s": round(statistics.median(versus_s), 3) if versus_s else None,
        # this build over the other, round by round (both after the same bare window)
        "this_over_versus_median": round(statistics.median(r / v for r, v in zip(ratios, versus, strict=True)), 3)
        if versus else None,
        "target_ratio": 1.3,
        "met": median_pair <= 1.3,
        "library": str(args.library) if args.library else "three seed articles",
        "display": args.display,
        "load_average_1min": [round(load_before, 2), round(load_after, 2)],
    }))


if __name__ == "__main__":
    main()
