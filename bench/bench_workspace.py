"""The reader at scale: three panes holding 2,000 highlights each and 500 linked discrepancies.

Measures, offscreen: opening the comparison to painted, then, with every text laid out (as
after a moment of reading: Qt lays the rest out in the background), adding one highlight
through the window's own path (library write, pane refresh, repaint) and a scroll repaint of a
pane with its connector strips. Targets (docs/performance.md): add < 16 ms, scroll repaint < 16 ms.
Prints one JSON object.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PARALLAX_NO_CRASH_DIALOG"] = "1"

HIGHLIGHTS = 2000
LINKS = 500
WORDS = ["officers", "wounded", "killed", "captured", "raid", "ministry", "said", "police", "five", "eight", "house", "night", "group"]


def article(seed: int) -> str:
    rng = random.Random(seed)
    paragraphs = []
    for p in range(400):
        words = [rng.choice(WORDS) for _ in range(60)]
        paragraphs.append(f"P{seed}x{p} " + " ".join(words) + ".")
    return f"# Article {seed}\n\n" + "\n\n".join(paragraphs) + "\n"


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        os.environ["HOME"] = tmp
        from PySide6.QtWidgets import QApplication

        from parallax.desktop.main_window import MainWindow
        from parallax.library.store import Library

        app = QApplication.instance() or QApplication(sys.argv[:1])
        library = Library(Path(tmp) / "lib.sqlite")
        ids = [library.add_article(article(i))[0].id for i in range(3)]
        comparison = library.create_comparison("Scale", "", ids)
        rng = random.Random(1)
        per_article: dict[str, list[str]] = {}
        with library.batch():
            for aid in ids:
                text = library.get_article(aid).reading_text
                made = []
                step = len(text) // HIGHLIGHTS
                for i in range(HIGHLIGHTS):
                    start = i * step + 1
                    made.append(library.add_highlight(aid, start, start + min(20, step - 2)).id)
                per_article[aid] = made
            for i in range(LINKS):
                a, b, c = (per_article[x][rng.randrange(HIGHLIGHTS)] for x in ids)
                library.create_discrepancy([a, b, c], kind=rng.choice(["count", "outcome", "timeline"]),
                                           title=f"D{i}", comparison=comparison.id)
        window = MainWindow(library)
        window.resize(1600, 1000)
        began = time.perf_counter()
        window.open_comparison(comparison.id)
        window.show()
        app.processEvents()
        window.grab()
        open_ms = (time.perf_counter() - began) * 1000

        # Qt lays the rest of each text out in the background after opening; a reader adds
        # highlights and scrolls after that, with every link placed (and so drawn).
        for each in window.workspace.panes:
            each.lay_out_to(len(each.reading_text))
        app.processEvents()
        pane = window.workspace.panes[1]
        pane.text_view().viewport()  # the process's first viewport() call: ~28 ms of PySide6 set-up
        profile = None
        if os.environ.get("BENCH_PROFILE"):
            import cProfile

            profile = cProfile.Profile()
        text = pane.article.reading_text
        adds = []
        for i in range(15):
            start = text.index(f"P{1}x{i * 20 + 5} ") + 1
            pane.select_range(start, start + 12)
            t = time.perf_counter()
            if profile is not None:
                profile.enable()
            window.named_actions["highlight"].trigger()
            app.processEvents()  # the refresh and the repaint of what changed
            if profile is not None:
                profile.disable()
            adds.append((time.perf_counter() - t) * 1000)
        if profile is not None:
            profile.dump_stats(os.environ["BENCH_PROFILE"])

        scroll = pane.text_view().verticalScrollBar()
        repaints = []
        for _ in range(30):
            scroll.setValue(scroll.value() + 120)
            t = time.perf_counter()
            pane.text_view().viewport().repaint()
            for strip in window.workspace.strips:
                strip.repaint()
            repaints.append((time.perf_counter() - t) * 1000)
        links = sum(len(s.links()) for s in window.workspace.strips)
        window.close()
        library.close()
    print(json.dumps({
        "benchmark": "workspace",
        "panes": 3,
        "highlights_per_pane": HIGHLIGHTS,
        "discrepancies": LINKS,
        "links_drawn_between_panes": links,
        "open_to_painted_ms": round(open_ms, 1),
        "add_highlight_ms_median": round(statistics.median(adds), 2),
        "add_highlight_ms_each": [round(a, 1) for a in adds],
        "scroll_repaint_with_connectors_ms_median": round(statistics.median(repaints), 2),
        "targets_ms": {"add_highlight": 16, "scroll_repaint": 16},
    }))


if __name__ == "__main__":
    main()
