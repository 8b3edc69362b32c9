"""Quotations, who said them, and whether two articles quote the same words.

Quotes are found between double quotation marks (“…”, "…", «…») of four words or more. Two
quotes are the same quotation when rapidfuzz's token-set similarity of their folded words is
high; the same quotation in different words, or with a negation one side lacks, is a quote
discrepancy; the same words given to different speakers is an attribution discrepancy.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .lexicon import NEGATIONS, SPEECH_VERBS
from .people import names_in
from .text import Sentence, fold

_QUOTE = re.compile(r"[“\"«]([^“”\"«»\n]{12,600})[”\"»]")


class Quote(NamedTuple):
    article: int
    start: int  # of the quoted words, inside the marks
    end: int
    words: str  # folded words
    negated: bool
    speaker: str
    sentence: int


def _speaker(text: str, sentence: Sentence, start: int, end: int) -> str:
    """The name or noun next to a speech verb right after or before the quote."""
    tokens = sentence.tokens
    after = [t for t in tokens if t.start >= end][:6]
    before = [t for t in tokens if t.end <= start][-6:]
    for side in (after, before):
        if not any(t.fold in SPEECH_VERBS or t.lemma in SPEECH_VERBS for t in side):
            continue
        for _a, _b, key in names_in(Sentence(sentence.number, sentence.start, sentence.end, tuple(side))):
            return key
        for t in side:
            if t.fold not in SPEECH_VERBS and t.lemma not in SPEECH_VERBS and t.fold.isalpha() and len(t.fold) > 3:
                return t.lemma
    return ""


def quotes(article: int, text: str, sentences: list[Sentence]) -> list[Quote]:
    found: list[Quote] = []
    for sentence in sentences:
        for m in _QUOTE.finditer(text, sentence.start, sentence.end):
            words = [fold(w) for w in re.findall(r"[^\W_]+(?:'[^\W_]+)?", m.group(1))]
            if len(words) < 4:
                continue
            negated = any(w in NEGATIONS or w.endswith("n't") for w in words)
            found.append(
                Quote(article, m.start(1), m.end(1), " ".join(words), negated,
                      _speaker(text, sentence, m.start(), m.end()), sentence.number)
            )
    return found


def similarity(a: str, b: str) -> float:
    """0..1: how much two folded quotes share, whatever their order and length."""
    from rapidfuzz import fuzz

    return float(fuzz.token_set_ratio(a, b)) / 100.0


def exact_ratio(a: str, b: str) -> float:
    from rapidfuzz import fuzz

    return float(fuzz.ratio(a, b)) / 100.0
