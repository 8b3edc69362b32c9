"""Sentences, tokens and lemmas of a reading text, with their code-point offsets.

Every passage the engine suggests must slice the reading text exactly, so nothing here rewrites
the text: tokens and sentences are offsets into it, and the folded (lower-case, accent-free)
form of a token sits beside it for matching. Lemmas come from simplemma, whose dictionaries ship
inside its PyPI package; it is imported on first use, never when the app starts.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import NamedTuple

from .lexicon import ABBREVIATIONS, NUMBER_WORDS, STOPWORDS

_NUMBER_WORDS = frozenset(w for words in NUMBER_WORDS.values() for w in words)

SUPPORTED_LANGUAGES = ("en", "es")

_TOKEN = re.compile(r"\d+(?:[.,:]\d+)*|[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?…]+[\"”’)\]]*\s+|\n+")


class Token(NamedTuple):
    text: str
    start: int
    end: int
    fold: str  # lower case, accents removed: what the word lists are written in
    lemma: str  # folded lemma (the fold itself where no lemma is known)


class Sentence(NamedTuple):
    number: int
    start: int
    end: int
    tokens: tuple[Token, ...]

    def content(self) -> frozenset[str]:
        """The sentence's content lemmas (no stop words, no numbers): what alignment compares."""
        return frozenset(t.lemma for t in self.tokens if t.fold not in STOPWORDS and t.fold not in _NUMBER_WORDS and not t.fold[0].isdigit() and len(t.fold) > 1)


@lru_cache(maxsize=65536)
def fold(word: str) -> str:
    """Lower case without accents ("Pérez" and "Perez" are one name)."""
    lowered = word.lower()
    if lowered.isascii():
        return lowered
    decomposed = unicodedata.normalize("NFD", lowered)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ñ", "n")


@lru_cache(maxsize=131072)
def lemma(word: str, language: str) -> str:
    """The folded lemma of ``word`` in ``language`` (the folded word where none is known)."""
    if language not in SUPPORTED_LANGUAGES or word[0].isdigit():
        return fold(word)
    import simplemma

    return fold(simplemma.lemmatize(word.lower(), lang=language))


def tokenize(text: str, start: int, end: int, language: str) -> tuple[Token, ...]:
    return tuple(
        Token(m.group(), m.start(), m.end(), fold(m.group()), lemma(m.group(), language))
        for m in _TOKEN.finditer(text, start, end)
    )


def split_sentences(text: str, language: str) -> list[Sentence]:
    """Sentences of the reading text: ends of lines, and ``.!?`` followed by space, except after
    an abbreviation ("Jan. 9", "Mr. Smith") or before a lower-case word."""
    bounds: list[tuple[int, int]] = []
    begin = 0
    for m in _SENTENCE_END.finditer(text):
        if "\n" not in m.group():
            following = text[m.end() : m.end() + 1]
            if following and (following.islower() or following.isdigit()):
                continue
            word = re.search(r"(\w+)\W*$", text[max(begin, m.start() - 12) : m.start() + 1])
            if word and word.group(1) in ABBREVIATIONS:
                continue
        bounds.append((begin, m.start() + len(m.group().rstrip())))
        begin = m.end()
    bounds.append((begin, len(text)))
    sentences: list[Sentence] = []
    for s, e in bounds:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            sentences.append(Sentence(len(sentences), s, e, tokenize(text, s, e, language)))
    return sentences


def guess_language(text: str) -> str:
    """"en" or "es" by their commonest words; "" when neither is plausible."""
    words = [fold(w) for w in re.findall(r"[^\W\d_]+", text[:20000])]
    if len(words) < 3:
        return ""
    english = sum(w in _EN_MARKERS for w in words)
    spanish = sum(w in _ES_MARKERS for w in words)
    best = max(english, spanish)
    if best < max(1, len(words) // 25):
        return ""
    return "en" if english >= spanish else "es"


def normalise_language(code: str | None) -> str:
    """The language code the engine uses for an article's ``language`` field ("en-GB" -> "en")."""
    if not code:
        return ""
    return code.strip().lower().replace("_", "-").split("-")[0]


_EN_MARKERS = frozenset(["the", "of", "and", "to", "in", "that", "is", "was", "were", "for", "on", "with", "by", "said", "at", "from", "his", "he", "they", "have", "has"])
_ES_MARKERS = frozenset(["el", "la", "los", "las", "de", "del", "que", "y", "en", "por", "con", "para", "se", "un", "una", "fue", "su", "al", "lo", "como", "dijo"])
