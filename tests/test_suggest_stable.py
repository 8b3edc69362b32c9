"""The same articles give the same cards in every process: sums of word weights over sets of
words are added in an order that hash randomisation changes, and on long accounts that repeat
themselves the last bit of such a sum decided which of two equally alike sentences was paired."""

from __future__ import annotations

import os
import subprocess
import sys

_PROGRAM = """
from parallax.library.demo import demo_spec
from parallax.library.suggest import ArticleText, suggest
from parallax.library.textmodel import reading_text

spec = demo_spec()
paragraphs = [p for a in spec["articles"] for p in reading_text(a["markdown"]).split("\\n") if p.strip()]
articles = []
for k in range(6):
    chosen, i = [], k
    while sum(len(p.split()) for p in chosen) < 10000:
        chosen.append(paragraphs[(i * 7 + k) % len(paragraphs)])
        i += 1
    articles.append(ArticleText(f"l{k}", "\\n".join(chosen), "en"))
print([(s.id, [(p.start, p.end) for p in s.passages]) for s in suggest(articles).suggestions])
"""


def _cards(seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, "-c", _PROGRAM], env=env, capture_output=True, text=True, check=True)
    return done.stdout


def test_cards_do_not_depend_on_the_hash_seed() -> None:
    assert _cards("7") == _cards("8")
