"""Numbers in a sentence, written in digits or in words, with the words that qualify them.

"eight", "twenty-five", "3,000", "a dozen", "at least two", "as many as 10", "cinco",
"al menos dos", "between 10 and 15", "17-18", "dozens", "un centenar": each becomes a
:class:`Number` over a run of tokens. Written numbers of several words go to text2num (its
number grammars for English and Spanish ship in its PyPI package, imported on first use); single
words are looked up here. Amounts said without a number ("dozens", "several") keep their word as
the claim and a representative size for telling whether two claims could be one fact's.
"""

from __future__ import annotations

import math

from ..records import Record
from .lexicon import DOZEN, NUMBER_JOINERS, NUMBER_WORDS, QUALIFIERS, SCALES, VAGUE_AMOUNTS
from .text import Token, sentence_cache

_ANY_VAGUE = {**VAGUE_AMOUNTS["en"], **VAGUE_AMOUNTS["es"]}
"""Amounts in words for a text of no language the finder reads, as for written numbers."""

_SCALED_VAGUE = {
    "dozen": ("dozens", 36.0), "dozens": ("dozens", 36.0), "hundred": ("hundreds", 300.0), "hundreds": ("hundreds", 300.0),
    "thousand": ("thousands", 3000.0), "thousands": ("thousands", 3000.0), "decenas": ("dozens", 36.0), "cientos": ("hundreds", 300.0),
    "centenares": ("hundreds", 300.0), "miles": ("thousands", 3000.0),
}
"""A few of a scale is an amount of that scale: "several dozen protesters" are dozens, not several."""

_MANY_OF_A_SCALE = {
    ("tens", "thousands"): ("tens of thousands", 30000.0), ("decenas", "miles"): ("tens of thousands", 30000.0),
    ("hundreds", "thousands"): ("hundreds of thousands", 300000.0), ("cientos", "miles"): ("hundreds of thousands", 300000.0),
    ("centenares", "miles"): ("hundreds of thousands", 300000.0),
}
"""Amounts of a scale counted in tens or hundreds ("tens of thousands of people"): more than the
scale alone says, and shown as told."""

LARGEST = 1e13
"""Numbers above this are not counts of anything a news story tells (and would not fit a float's
integer range for showing)."""


class Number(Record):
    first: int  # index of the first token (the qualifier's, when there is one)
    number_first: int  # index of the number's first token
    last: int  # index of the number's last token (inclusive)
    value: float
    qualifier: str  # "", "at least", "up to", "about", "more than", "nearly", "fewer than"
    written: bool  # written in words ("one" and "un" are weak evidence of a count)
    upper: float = 0.0  # the top of a range ("between 10 and 15": 15), else 0
    vague: str = ""  # "dozens", "several"…: an amount said without a number


def _digits(token: Token) -> float | None:
    text = token.text
    if not text[0].isdigit() or ":" in text:
        return None
    try:
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
        if len(text) > 15:
            return None
        return float(text)
    except ValueError:
        return None


def _written(tokens: tuple[Token, ...], i: int, language: str) -> tuple[int, float] | None:
    """The last index and value of a written number starting at ``i``."""
    words = NUMBER_WORDS.get(language) or {**NUMBER_WORDS["en"], **NUMBER_WORDS["es"]}
    joiners = NUMBER_JOINERS.get(language, frozenset())
    if tokens[i].fold not in words:
        return None
    last = i
    j = i + 1
    while j < len(tokens) and j - i < 8:
        if tokens[j].fold in words and tokens[j].start - tokens[j - 1].end <= 1:
            last = j
            j += 1
        elif tokens[j].fold in joiners and j + 1 < len(tokens) and tokens[j + 1].fold in words and (
                tokens[last].fold in SCALES or _tens_and_unit(words[tokens[last].fold], words[tokens[j + 1].fold])):
            last = j + 1  # "three hundred and twenty", "cincuenta y dos"
            j += 2
        else:
            break
    if last == i:
        return last, float(words[tokens[i].fold])
    phrase = " ".join(t.text.lower() for t in tokens[i : last + 1])  # text2num knows "veintitrés", not "veintitres"
    try:
        from text_to_num import text2num  # type: ignore[import-untyped]

        return last, float(text2num(phrase, language if language in NUMBER_WORDS else "en"))
    except (ValueError, KeyError, AssertionError, IndexError):
        return i, float(words[tokens[i].fold])


def _tens_and_unit(tens: int, unit: int) -> bool:
    """Spanish joins tens and units with "y" ("cincuenta y dos"): a joiner inside one number."""
    return 30 <= tens <= 90 and tens % 10 == 0 and 1 <= unit <= 9


_QUALIFIERS_BY_LAST: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _words, _qualified in QUALIFIERS:
    _QUALIFIERS_BY_LAST.setdefault(_words[-1], []).append((_words, _qualified))


def _qualifier(tokens: tuple[Token, ...], i: int) -> tuple[int, str]:
    if i == 0:
        return i, ""
    for words, qualifier in _QUALIFIERS_BY_LAST.get(tokens[i - 1].fold, ()):
        n = len(words)
        if i - n >= 0 and tuple(t.fold for t in tokens[i - n : i]) == words:
            return i - n, qualifier
    return i, ""


_PART_LEADS = frozenset(["including", "includes", "included"])
"""Words before "a" that make it one of a whole told before ("including a child")."""


def _spaced_thousands(tokens: tuple[Token, ...], i: int, text: str) -> bool:
    """Whether the number at ``i`` goes on past a space into a group of three digits, as thousands
    are written in South Africa, France and some Spanish styles ("3 000", "12 500"): one to three
    digits, one space, three digits, and no other figure on either side ("between 7 and 18 bodies"
    is not "718")."""
    head, tail = tokens[i].text, tokens[i + 1].text if i + 1 < len(tokens) else ""
    if not (head.isdigit() and len(head) <= 3 and tail.isdigit() and len(tail) == 3):
        return False
    if tokens[i + 1].start - tokens[i].end != 1 or (text and not text[tokens[i].end].isspace()):
        return False  # one space between; a comma or a stop would be inside one token ("3,000"), a dash joins a range ("200-300")
    if i > 0 and tokens[i - 1].text[:1].isdigit():
        return False
    return not (i + 2 < len(tokens) and tokens[i + 2].text[:1].isdigit() and tokens[i + 2].start - tokens[i + 1].end == 1)


def _metres(tokens: tuple[Token, ...], at: int) -> bool:
    """Whether an "m" after a figure is metres, not millions: "the 21m boat", "a hole 9m deep", "a
    600m runway"; "2.5m people", "3m residents" are millions (a plural follows)."""
    if tokens[at].fold != "m":
        return False
    after = tokens[at + 1].fold if at + 1 < len(tokens) else ""
    return not (after.endswith("s") or after in ("people", "children", "staff", "gente"))


def _one(tokens: tuple[Token, ...], i: int, language: str, text: str) -> tuple[int, float, bool] | None:
    """A number starting at token ``i``: (last index, value, written)."""
    token = tokens[i]
    if token.fold in ("a", "an") and 0 < i < len(tokens) - 1 and tokens[i - 1].fold in _PART_LEADS:
        return i, 1.0, True  # "at least 37 people, including a child": one of them
    if token.fold in ("a", "una", "half") and i + 1 < len(tokens) and tokens[i + 1].fold in DOZEN:
        return i + 1, (6.0 if token.fold == "half" else float(DOZEN[tokens[i + 1].fold])), True
    if token.fold == "half" and i + 2 < len(tokens) and tokens[i + 1].fold == "a" and tokens[i + 2].fold in DOZEN:
        return i + 2, 6.0, True
    digits = _digits(token)
    if digits is not None:
        if i + 1 < len(tokens) and tokens[i + 1].fold in SCALES and tokens[i + 1].start - token.end <= 1 and not _metres(tokens, i + 1):
            value = digits * SCALES[tokens[i + 1].fold]
            rest = _digits(tokens[i + 2]) if i + 2 < len(tokens) and tokens[i + 1].fold in ("mil", "thousand") else None
            if rest is not None and rest < 1000 and rest == int(rest) and tokens[i + 2].start - tokens[i + 1].end == 1:
                if i + 3 < len(tokens) and tokens[i + 3].fold in SCALES and tokens[i + 3].fold not in ("mil", "thousand"):
                    return i + 3, (value + rest) * SCALES[tokens[i + 3].fold], False  # "2 mil 300 millones": 2,300 million
                return i + 2, value + rest, False  # "9 mil 500": 9,500
            return i + 1, value, False
        if _spaced_thousands(tokens, i, text):
            return i + 1, digits * 1000 + float(tokens[i + 1].text), False  # "3 000-strong crowd", "12 500 personas"
        return i, digits, False
    spelled = _written(tokens, i, language)
    if spelled is not None:
        last, value = spelled
        if last + 1 < len(tokens) and tokens[last + 1].fold in _DOZENS and tokens[last + 1].start - tokens[last].end <= 1:
            return last + 1, value * 12, True  # "two dozen girls", "dos docenas de personas": 24
        rest = _digits(tokens[last + 1]) if last + 1 < len(tokens) and tokens[last].fold in ("mil", "thousand") else None
        if rest is not None and rest < 1000 and rest == int(rest) and tokens[last + 1].start - tokens[last].end == 1:
            return last + 1, value + rest, False  # "mil 400 vecinos": 1,400
        return last, value, True
    return None


_DOZENS = frozenset(["dozen", "docenas"])
"""A scale of twelve after a number ("two dozen", "tres docenas"); "dozens" alone is an amount
without one."""


_READ: dict[int, tuple[tuple[Token, ...], str, list[Number]]] = sentence_cache({})
"""Numbers already read, by the identity of a sentence's tokens: counts, durations, lengths and
fates all read the numbers of each sentence."""


def find_numbers(tokens: tuple[Token, ...], language: str, text: str = "") -> list[Number]:
    """Every number in the tokens, left to right, never overlapping."""
    known = _READ.get(id(tokens))
    if known is not None and known[0] is tokens and known[1] == language:
        return known[2]
    found = _find(tokens, language, text)
    if len(_READ) > 8192:
        _READ.clear()
    _READ[id(tokens)] = (tokens, language, found)
    return found


CHANGES = frozenset(
    ["rose", "risen", "rising", "went", "gone", "climbed", "jumped", "grew", "increased", "fell", "dropped", "revised",
     "changed", "moved", "paso", "subio", "aumento", "ascendio", "elevo", "elevaron", "bajo", "cambio", "elevan", "sube"]
)
"""Verbs of a figure changing: "rose from five to eight" tells two figures, not a range."""


def _changed_from(tokens: tuple[Token, ...], first: int) -> bool:
    """Whether the number at ``first`` follows "from"/"de" after a verb of change ("rose from five")."""
    at = next((j for j in range(first - 1, max(-1, first - 4), -1) if tokens[j].fold in ("from", "de", "desde")), -1)
    return at >= 0 and any(t.fold in CHANGES for t in tokens[max(0, at - 4) : at])


def _find(tokens: tuple[Token, ...], language: str, text: str) -> list[Number]:
    found: list[Number] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        many = _MANY_OF_A_SCALE.get((token.fold, tokens[i + 2].fold)) if i + 2 < len(tokens) and tokens[i + 1].fold in ("of", "de") else None
        if many is not None:
            found.append(Number(i, i, i + 2, many[1], "", True, 0.0, many[0]))  # "tens of thousands", "cientos de miles"
            i += 3
            continue
        vague = VAGUE_AMOUNTS.get(language, _ANY_VAGUE).get(token.fold)
        if vague is not None and token.fold in ("few", "handful") and not (i and tokens[i - 1].fold == "a"):
            vague = None
        if vague is not None and token.fold in ("many", "muchos", "muchas", "numerous", "numerosos", "numerosas"):
            # "many passengers", not "as many as 10" nor "many of them"
            follows = tokens[i + 1].fold if i + 1 < len(tokens) else ""
            if not follows.isalpha() or follows in ("as", "of", "more", "times", "de", "mas", "veces") or (i and tokens[i - 1].fold in ("as", "how", "so", "too")):
                vague = None
        if vague is not None:
            first = i - 1 if i and tokens[i - 1].fold in ("a", "un", "una") else i
            scaled = _SCALED_VAGUE.get(tokens[i + 1].fold) if i + 1 < len(tokens) else None
            if scaled is not None and vague[1] < 12:
                found.append(Number(first, i, i + 1, scaled[1], "", True, 0.0, scaled[0]))  # "several dozen", "a few hundred"
                i += 2
                continue
            found.append(Number(first, i, i, vague[1], "", True, 0.0, vague[0]))
            i += 1
            continue
        if token.fold in ("one", "un", "una", "uno") and i + 3 < len(tokens) and tokens[i + 2].fold in ("of", "de") \
                and _one(tokens, i + 3, language, text) is not None:
            i += 1  # "un grupo de 40 vecinos", "one group of 40": an article, not a count
            continue
        if text and i and text[tokens[i - 1].end : token.start] in ("-", "/") and token.text[0].isdigit() \
                and tokens[i - 1].text[-1].isalpha():
            i += 1  # a name with a number in it, "A-40", "F-16", "COVID-19": not an amount
            continue
        one = _one(tokens, i, language, text)
        if one is None:
            i += 1
            continue
        last, value, written = one
        if not math.isfinite(value) or value > LARGEST:
            i = last + 1
            continue
        first, qualifier = _qualifier(tokens, i)
        upper = 0.0
        # a range: "17-18", "between 10 and 15", "entre 10 y 15", "120 to 140"
        nxt = last + 1
        if nxt < len(tokens):
            gap = text[tokens[last].end : tokens[nxt].start] if text else " "
            joiner = tokens[nxt].fold if gap.strip() == "" else ""
            second: tuple[int, float, bool] | None = None
            if gap.strip() in ("-", "–") and tokens[nxt].text[0].isdigit():
                second = _one(tokens, nxt, language, text)
            elif joiner in ("and", "y", "to", "a", "or", "o") and nxt + 1 < len(tokens):
                between = first >= 1 and tokens[first - 1].fold in ("between", "entre")
                worded = joiner in ("to", "or", "a", "o") and token.text.isalpha() and tokens[nxt + 1].text.isalpha()
                if (between or (joiner in ("to", "or") and tokens[nxt + 1].text[0].isdigit()) or worded) and not _changed_from(tokens, first):
                    second = _one(tokens, nxt + 1, language, text)
                    if second is not None and between:
                        first -= 1
            if second is not None and value < second[1] <= value * 3 + 10:
                upper = second[1]
                last = second[0]
        if not upper and [t.fold for t in tokens[last + 1 : last + 4]] == ["and", "a", "half"]:
            value, last = value + 0.5, last + 3  # "two and a half hours": the half is the number's
        found.append(Number(first, i, last, value, qualifier, written, upper))
        i = last + 1
    return found


def show(value: float, qualifier: str = "", upper: float = 0.0, vague: str = "") -> str:
    """A number as a claim: "8", "2.5", "at least 2", "10-15", "dozens"."""
    if vague:
        return vague
    text = _plain(value)
    if upper:
        text = f"{text}-{_plain(upper)}"
    return f"{qualifier} {text}" if qualifier else text


def _plain(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"
