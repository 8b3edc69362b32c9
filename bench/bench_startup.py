"""Start-up: process start → painted main window with three seed articles, against a bare
PySide6 window with three text panes showing the same files. Interleaved runs, medians.

"Painted" means the paint event of every article text has been delivered: each child prints
the time then, so neither side is timed before the window a person would see.

Target (docs/performance.md): Parallax at most 1.3× the bare window.
Usage: python bench/bench_startup.py [--runs N]   (prints one JSON object)
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO.parent / "shared" / "corpus" / "seeds"

PARALLAX_CHILD = r"""
import gc, sys, time
# What `parallax --library PATH` does, in its order (parallax.desktop.entry.main: pause the
# collector, import the command line, then the app module), so the start measured is the
# real one; the article pane is imported early only to watch its paint.
gc.disable()
from parallax.library import cli
from parallax.desktop import app, entry
from parallax.desktop.article_pane import ArticlePane
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

panes = []
waiting = set()
setup = ArticlePane.__init__
def watched_init(self, *args, **kwargs):
    setup(self, *args, **kwargs)
    panes.append(self)
    waiting.add(self)
    hook = self._view.viewport_hook
    def seen(event, pane=self):
        if event.type() == QEvent.Type.Paint and pane in waiting:
            waiting.discard(pane)
            if not waiting:
                print(len(panes), time.time(), flush=True)
                QApplication.quit()
        return hook(event)
    self._view.viewport_hook = seen
ArticlePane.__init__ = watched_init
entry.main(["--library", sys.argv[1]])
"""

BARE_CHILD = r"""
import sys, time
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter, QTextEdit
app = QApplication(sys.argv[:1])
waiting = set()
class Edit(QTextEdit):
    # Notes the paint the way Parallax's text view does, from viewportEvent: asking for
    # viewport() to filter its events would cost this side PySide6's type set-up for it.
    def viewportEvent(self, event):
        if event.type() == QEvent.Type.Paint and self in waiting:
            waiting.discard(self)
            if not waiting:
                print(time.time(), flush=True)
                app.quit()
        return super().viewportEvent(event)
window = QMainWindow()
splitter = QSplitter(Qt.Orientation.Horizontal)
for name in sys.argv[1:]:
    edit = Edit()
    edit.setReadOnly(True)
    edit.setPlainText(open(name, encoding="utf-8").read())
    splitter.addWidget(edit)
    waiting.add(edit)
window.setCentralWidget(splitter)
window.resize(1400, 900)
window.show()
app.exec()
"""


def sample_files(folder: Path) -> list[Path]:
    if SEEDS.is_dir() and len(list(SEEDS.glob("*.txt"))) >= 3:
        return sorted(SEEDS.glob("*.txt"))[:3]
    files = []
    for i in range(3):
        path = folder / f"article{i}.txt"
        path.write_text(f"Headline {i}\n\n" + ("A paragraph of reporting. " * 40 + "\n\n") * 30, encoding="utf-8")
        files.append(path)
    return files


def timed(args: list[str], env: dict[str, str], panes: int = 3) -> float:
    began = time.time()
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=True)
    fields = done.stdout.strip().splitlines()[-1].split()
    if len(fields) == 2 and int(fields[0]) != panes:  # the window must show the three articles
        raise RuntimeError(f"Parallax painted {fields[0]} panes, not {panes}")
    return float(fields[-1]) - began


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 7
    # An installed app has its bytecode; without it (PYTHONDONTWRITEBYTECODE) every start
    # would compile Parallax again, which measures the compiler rather than the app.
    import compileall

    for folder in ("library", "desktop", "resources"):
        compileall.compile_dir(str(REPO / folder), quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = sample_files(folder)
        library_path = folder / "library.sqlite"
        sys.path.insert(0, str(REPO))
        from parallax.library.ingest import import_paths
        from parallax.library.store import Library

        library = Library(library_path)
        import_paths(library, files, comparison="Start-up")
        library.close()
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   XDG_CONFIG_HOME=str(folder / "config"), HOME=str(folder), PARALLAX_NO_CRASH_DIALOG="1")
        parallax_times, bare_times = [], []
        timed([sys.executable, "-c", BARE_CHILD, *map(str, files)], env)  # warm the file cache
        for _ in range(runs):
            bare_times.append(timed([sys.executable, "-c", BARE_CHILD, *map(str, files)], env))
            parallax_times.append(timed([sys.executable, "-c", PARALLAX_CHILD, str(library_path)], env))
    parallax = statistics.median(parallax_times)
    bare = statistics.median(bare_times)
    print(json.dumps({
        "benchmark": "startup",
        "runs": runs,
        "parallax_median_s": round(parallax, 3),
        "bare_pyside6_median_s": round(bare, 3),
        "ratio": round(parallax / bare, 3),
        "target_ratio": 1.3,
        "met": parallax / bare <= 1.3,
        "platform": env["QT_QPA_PLATFORM"],
    }))


if __name__ == "__main__":
    main()
