"""Quotations, who said them, and whether two articles quote the same words.

Quotes are found between double quotation marks (“…”, "…", «…») of four words or more. Two
quotes are the same quotation when rapidfuzz's token-set similarity of their folded words is
high; the same quotation in different words, or with a negation one side lacks, is a quote
discrepancy; the same words given to different speakers is an attribution discrepancy.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from typing import NamedTuple

from .lexicon import NEGATIONS
from .reading import read
from .text import Sentence, fold

_QUOTE = re.compile(r"[“\"«]([^“”\"«»\n]{8,1200})[”\"»]")


class Quote(NamedTuple):
    article: int
    start: int  # of the quoted words, inside the marks
    end: int
    words: str  # folded words
    negated: bool
    speaker: str
    sentence: int
    said_start: int = -1  # the quotation with who said it ("“…,” said the fire chief"), for a card on who said it
    said_end: int = -1


def _speaker(text: str, sentence: Sentence) -> str:
    """Who the sentence says is speaking, as written ("Marsha Espinosa", "the mayor")."""
    return read(text, sentence).source


def quotes(article: int, text: str, sentences: list[Sentence]) -> list[Quote]:
    """Quotations of three words or more, also those that run over several sentences."""
    found: list[Quote] = []
    starts = [s.start for s in sentences]
    for m in _QUOTE.finditer(text):
        words = [fold(w) for w in re.findall(r"[^\W_]+(?:'[^\W_]+)?", m.group(1))]
        if len(words) < 3:
            continue
        first = max(0, bisect_right(starts, m.start()) - 1)
        last = max(0, bisect_right(starts, max(m.start(), m.end() - 1)) - 1)
        negated = any(w in NEGATIONS or w.endswith("n't") for w in words)
        speaker, where = _speaker(text, sentences[last]), sentences[last]
        if not speaker:
            speaker, where = _speaker(text, sentences[first]), sentences[first]
        if not speaker and last + 1 < len(sentences) and m.end() >= sentences[last].end - 2:
            speaker, where = _speaker(text, sentences[last + 1]), sentences[last + 1]  # “…” / He said it on Monday.
        at = text.find(speaker, where.start, where.end) if speaker else -1
        said = (min(m.start(1), at), max(m.end(1), at + len(speaker))) if at >= 0 else (m.start(1), m.end(1))
        found.append(Quote(article, m.start(1), m.end(1), " ".join(words), negated, speaker, first, *said))
    return found


def similarity(a: str, b: str) -> float:
    """0..1: how much two folded quotes share, whatever their order and length."""
    from rapidfuzz import fuzz

    return float(fuzz.token_set_ratio(a, b)) / 100.0


def exact_ratio(a: str, b: str) -> float:
    from rapidfuzz import fuzz

    return float(fuzz.ratio(a, b)) / 100.0


def partial_similarity(a: str, b: str) -> float:
    """How well the shorter text reads inside the longer, 0..1."""
    from rapidfuzz import fuzz

    return float(fuzz.partial_ratio(a, b)) / 100.0
