"""Re-anchoring many highlights on a long article: the hostile case and the honest one (prints JSON).

Hostile: 2,000 selectors whose quotes differ from the text only by case or typography (so the
fuzzy tier runs) and occur tens of thousands of times in a 1.4 MB article, with a context found
nowhere: the shape of a 64 KB bundle that once took minutes. The full scans are bounded
(``anchoring._SCAN_LIMIT``, ``_WORK_BUDGET``, ``_SCAN_BUDGET``): past them a highlight is
orphaned, never placed by a guess. Honest: 2,000 real highlights on the same article after a
paragraph was inserted at its start, so every one must be found again at its shifted place.

    .venv/bin/python bench/bench_reanchor.py [--chars 1400000] [--highlights 2000]

Exit status 1 when the hostile case takes over ``--target`` seconds or an honest highlight is
lost or moved.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from parallax.library.anchoring import Method, Selector, make_selector, reanchor_all

WORDS = ["the", "police", "said", "that", "officers", "were", "hurt", "in", "the", "raid", "on", "monday", "and", "five", "people", "near", "station"]


def article(chars: int, rng: random.Random) -> str:
    parts: list[str] = []
    size = 0
    while size < chars:
        sentence = " ".join(rng.choice(WORDS) for _ in range(rng.randint(6, 18))).capitalize() + "."
        parts.append(sentence)
        size += len(sentence) + 1
    return " ".join(parts)


def hostile(text: str, count: int, rng: random.Random) -> list[Selector]:
    selectors = []
    for i in range(count):
        word = rng.choice(WORDS)
        exact = word.upper() if i % 2 else "\u201c" + word
        start = rng.randrange(len(text) - 50)
        selectors.append(Selector(exact, f"zz{i}", f"qq{i}", start, start + len(exact)))
    return selectors


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chars", type=int, default=1_400_000, help="length of the article")
    parser.add_argument("--highlights", type=int, default=2000, help="selectors per case")
    parser.add_argument("--target", type=float, default=10.0, help="seconds the hostile case may take")
    args = parser.parse_args(argv)
    rng = random.Random(16)
    text = article(args.chars, rng)

    selectors = hostile(text, args.highlights, rng)
    began = time.perf_counter()
    anchors = reanchor_all(text, selectors)
    hostile_s = time.perf_counter() - began
    hostile_orphans = sum(a.orphan for a in anchors)

    honest = []
    for _ in range(args.highlights):
        start = rng.randrange(len(text) - 80)
        honest.append(make_selector(text, start, start + rng.randint(20, 70)))
    inserted = "A correction was added at the top of this report. "
    moved = inserted + text
    began = time.perf_counter()
    found = reanchor_all(moved, honest)
    honest_s = time.perf_counter() - began
    lost = sum(a.orphan for a in found)
    wrong = sum(
        1 for s, a in zip(honest, found, strict=True)
        if not a.orphan and (a.start, a.end) != (s.start + len(inserted), s.end + len(inserted))
    )
    report = {
        "article_chars": len(text),
        "highlights": args.highlights,
        "hostile_seconds": round(hostile_s, 3),
        "hostile_orphaned": hostile_orphans,
        "hostile_target_seconds": args.target,
        "honest_seconds": round(honest_s, 3),
        "honest_quote_tier": sum(a.method is Method.QUOTE for a in found),
        "honest_lost": lost,
        "honest_moved_wrongly": wrong,
    }
    print(json.dumps(report, indent=2))
    return 0 if hostile_s <= args.target and wrong == 0 and lost == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
