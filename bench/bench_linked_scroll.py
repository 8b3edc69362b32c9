"""Linked scrolling that follows sentence alignment (issue 26): its cost per scroll step and the
worker's cost to align six long articles.

Two measures, offscreen, in one process:

* aligning six articles of 400 paragraphs each (15 pairs), as the worker thread does when the
  panes change (no target: it never runs on the GUI thread);
* one linked scroll step of the source pane (the targets follow) with the sentence alignment
  and, interleaved, without it (the annotations alone, as before), over three panes with 100
  discrepancies. Target: a step well under a frame (16 ms).

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

NOUNS = ["officers", "crews", "residents", "witnesses", "engines", "roofs", "streets", "doors", "flats", "boats"]
VERBS = ["reported", "counted", "saw", "left", "reached", "closed", "checked", "named", "moved", "heard"]


def article(seed: int, paragraphs: int = 400) -> str:
    """Paragraphs telling the same events in every article, with each article's own fillers."""
    rng = random.Random(seed)
    out = [f"# Article {seed}"]
    for p in range(paragraphs):
        event = f"Event{p:03d}"
        out.append(f"{rng.choice(NOUNS).capitalize()} {rng.choice(VERBS)} {event} near Place{p % 37}, "
                   f"and {rng.choice(NOUNS)} {rng.choice(VERBS)} it. The {rng.choice(NOUNS)} waited.")
        if rng.random() < 0.3:
            out.append(f"Filler {seed} {p}: nobody said more about the {rng.choice(NOUNS)}.")
    return "\n\n".join(out) + "\n"


def main() -> None:
    from parallax.library.scroll_alignment import align_articles

    texts = {str(n): article(n) for n in range(6)}
    began = time.perf_counter()
    alignment = align_articles({k: _reading(v) for k, v in texts.items()})
    align_ms = (time.perf_counter() - began) * 1000
    links = sum(len(v) for v in alignment.links.values())

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        os.environ["HOME"] = tmp
        from PySide6.QtWidgets import QApplication

        from parallax.desktop.main_window import MainWindow
        from parallax.library.store import Library

        app = QApplication.instance() or QApplication(sys.argv[:1])
        library = Library(Path(tmp) / "lib.sqlite")
        ids = [library.add_article(texts[str(n)])[0].id for n in range(3)]
        comparison = library.create_comparison("Scroll", "", ids)
        with library.batch():
            for p in range(0, 400, 4):
                highlights = [library.highlight_quote(aid, f"Event{p:03d}").id for aid in ids]
                library.create_discrepancy(highlights, kind="count", title=f"E{p}", comparison=comparison.id)
        window = MainWindow(library)
        window.resize(1600, 1000)
        window.open_comparison(comparison.id)
        window.show()
        window.named_actions["linked"].setChecked(True)
        workspace = window.workspace
        deadline = time.time() + 30
        while workspace.scroll_links.alignment is None and time.time() < deadline:
            app.processEvents()
        for pane in workspace.panes:
            pane.lay_out_to(len(pane.reading_text))
        app.processEvents()
        source = workspace.panes[0]
        bar = source.text_view().verticalScrollBar()
        computed = workspace.scroll_links.alignment
        with_sentences, without = [], []
        for _step in range(60):
            for kind, sink in (("with", with_sentences), ("without", without)):
                workspace.scroll_links.alignment = computed if kind == "with" else None
                workspace._syncing = True  # move the source alone, then time the targets' follow
                bar.setValue(bar.value() + 37)
                workspace._syncing = False
                t = time.perf_counter()
                workspace._viewport_changed(source)
                sink.append((time.perf_counter() - t) * 1000)
        window.close()
        library.close()
    print(json.dumps({
        "benchmark": "linked_scroll",
        "align_six_articles_ms": round(align_ms, 1),
        "sentence_links": links,
        "scroll_step_with_sentences_ms_median": round(statistics.median(with_sentences), 2),
        "scroll_step_annotations_only_ms_median": round(statistics.median(without), 2),
        "load": os.getloadavg()[0],
        "target_ms": {"scroll_step": 16},
    }))


def _reading(markdown: str) -> str:
    from parallax.library.textmodel import parse_blocks

    return parse_blocks(markdown).reading_text


if __name__ == "__main__":
    main()
