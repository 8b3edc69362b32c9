"""Numbers in a sentence, written in digits or in words, with the words that qualify them.

"eight", "twenty-five", "3,000", "a dozen", "at least two", "as many as 10", "cinco",
"al menos dos": each becomes a :class:`Number` over a run of tokens. Written numbers of several
words go to text2num (its number grammars for English and Spanish ship in its PyPI package,
imported on first use); single words are looked up here.
"""

from __future__ import annotations

from typing import NamedTuple

from .lexicon import DOZEN, NUMBER_JOINERS, NUMBER_WORDS, QUALIFIERS, SCALES
from .text import Token


class Number(NamedTuple):
    first: int  # index of the first token (the qualifier's, when there is one)
    number_first: int  # index of the number's first token
    last: int  # index of the number's last token (inclusive)
    value: float
    qualifier: str  # "", "at least", "up to", "about", "more than", "nearly", "fewer than"
    written: bool  # written in words ("one" and "un" are weak evidence of a count)


def _digits(token: Token) -> float | None:
    text = token.text
    if not text[0].isdigit():
        return None
    if ":" in text:
        return None
    if "," in text and "." not in text:
        parts = text.split(",")
        if all(len(p) == 3 for p in parts[1:]):
            return float("".join(parts))  # 3,000
        return float(text.replace(",", "."))  # 2,5 (Spanish decimal)
    if text.count(".") == 1:
        head, tail = text.split(".")
        if len(tail) == 3 and len(head) <= 3:
            return float(head + tail)  # 3.000 (Spanish thousands) — never a time here
        return float(text)
    if text.count(".") > 1:
        return float(text.replace(".", ""))
    return float(text)


def _written(tokens: tuple[Token, ...], i: int, language: str) -> tuple[int, float] | None:
    """The last index and value of a written number starting at ``i``."""
    words = NUMBER_WORDS.get(language) or {**NUMBER_WORDS["en"], **NUMBER_WORDS["es"]}
    joiners = NUMBER_JOINERS.get(language, frozenset())
    if tokens[i].fold not in words:
        return None
    last = i
    j = i + 1
    while j < len(tokens):
        if tokens[j].fold in words and tokens[j].start - tokens[j - 1].end <= 1:
            last = j
            j += 1
        elif tokens[j].fold in joiners and j + 1 < len(tokens) and tokens[j + 1].fold in words and tokens[last].fold in SCALES:
            last = j + 1
            j += 2
        else:
            break
    if last == i:
        return last, float(words[tokens[i].fold])
    phrase = " ".join(t.fold for t in tokens[i : last + 1])
    try:
        from text_to_num import text2num  # type: ignore[import-untyped]

        return last, float(text2num(phrase, language if language in NUMBER_WORDS else "en"))
    except (ValueError, KeyError, AssertionError):
        return i, float(words[tokens[i].fold])


def _qualifier(tokens: tuple[Token, ...], i: int) -> tuple[int, str]:
    for words, qualifier in QUALIFIERS:
        n = len(words)
        if i - n >= 0 and tuple(t.fold for t in tokens[i - n : i]) == words:
            return i - n, qualifier
    return i, ""


def find_numbers(tokens: tuple[Token, ...], language: str) -> list[Number]:
    """Every number in the tokens, left to right, never overlapping."""
    found: list[Number] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        value: float | None = None
        last = i
        written = False
        if token.fold in ("a", "una", "half") and i + 1 < len(tokens) and tokens[i + 1].fold in DOZEN:
            value, last, written = float(DOZEN[tokens[i + 1].fold]), i + 1, True
            if token.fold == "half":
                value = 6.0
        elif token.fold == "half" and i + 2 < len(tokens) and tokens[i + 1].fold == "a" and tokens[i + 2].fold in DOZEN:
            value, last, written = 6.0, i + 2, True
        else:
            digits = _digits(token)
            if digits is not None:
                value = digits
                if i + 1 < len(tokens) and tokens[i + 1].fold in SCALES and tokens[i + 1].start - token.end <= 1:
                    value *= SCALES[tokens[i + 1].fold]
                    last = i + 1
            else:
                spelled = _written(tokens, i, language)
                if spelled is not None:
                    last, value = spelled
                    written = True
        if value is None:
            i += 1
            continue
        first, qualifier = _qualifier(tokens, i)
        found.append(Number(first, i, last, value, qualifier, written))
        i = last + 1
    return found


def show(value: float, qualifier: str = "") -> str:
    """A number as a claim: "8", "2.5", "at least 2"."""
    text = str(int(value)) if value == int(value) else f"{value:g}"
    return f"{qualifier} {text}" if qualifier else text
