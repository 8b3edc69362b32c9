"""Dates, times of day, durations and sums of money in a sentence, normalised.

Dates become ISO 8601 as far as the text says ("June 2017" -> "2017-06", "15 de enero" ->
"--01-15", "1887" -> "1887"), times "HH:MM" with a sign for "shortly before" ("<23:00") or
"about" ("~01:30"), durations ISO 8601 ("six months" -> "P6M", "45 minutes" -> "PT45M"), money a
currency code and an amount ("USD 5000000"). Each extractor returns the code-point spans it
used, so a year or a duration is never counted again as a number of people.
"""

from __future__ import annotations

import re

from .lexicon import DURATION_UNITS, MONTHS, STOPWORDS
from .mentions import Mention
from .numbers import find_numbers, show
from .text import Sentence, fold

Span = tuple[int, int]

_MONTH = r"(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_MONTH2 = _MONTH.replace("?P<m>", "?P<m2>")
_DAY = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th|º|°)?"
_YEAR = r"(?P<y>1[5-9]\d\d|20\d\d)"
_DATE_PATTERNS = (
    re.compile(_MONTH + r"\s+" + _DAY + r"(?!\d)(?:,?\s+(?:de\s+|del\s+)?" + _YEAR + r")?\b", re.I),
    re.compile(r"\b" + _DAY + r"\s+(?:de\s+)?" + _MONTH2 + r"(?:,?\s+(?:de\s+|del\s+)?" + _YEAR + r")?\b", re.I),
    re.compile(r"\b" + _MONTH + r"(?:,|\s+of|\s+de|\s+del)?\s+" + _YEAR + r"\b", re.I),
    re.compile(r"\b(?:in|en|since|desde|until|hasta|early|late|mid|last|next|this|por)\s+(?:-\s*)?" + _MONTH + r"\b", re.I),
    re.compile(r"\b" + _YEAR + r"\b"),
)

_AMPM = re.compile(r"\b(?P<h>[01]?\d)(?:[:.](?P<mi>[0-5]\d))?\s*(?P<ap>[ap])\.?\s?m\b\.?", re.I)
_H24 = re.compile(
    r"\b(?:a\s+las|a\s+la|hacia\s+las|sobre\s+las|at)\s+(?P<h>[0-2]?\d)(?:[:.](?P<mi>[0-5]\d))?"
    r"(?:\s*(?:horas|hrs|h)\b)?(?:\s+de\s+la\s+(?P<part>manana|mañana|tarde|noche|madrugada))?",
    re.I,
)
_CLOCK = re.compile(r"\b(?P<h>[0-2]?\d)[:.](?P<mi>[0-5]\d)\s*(?:horas|hrs|h)\b", re.I)
_NAMED_TIME = re.compile(r"\b(?P<name>midnight|noon|medianoche|mediod[ií]a)\b", re.I)
_TIME_QUALIFIERS = (
    (re.compile(r"(?:shortly|just|soon|poco|justo)\s+(?:before|antes\s+de(?:\s+la[s]?)?)\s*$", re.I), "<"),
    (re.compile(r"(?:shortly|just|soon|poco|justo)\s+(?:after|despu[eé]s\s+de(?:\s+la[s]?)?)\s*$", re.I), ">"),
    (re.compile(r"(?:before|antes\s+de(?:\s+la[s]?)?)\s*$", re.I), "<"),
    (re.compile(r"(?:after|despu[eé]s\s+de(?:\s+la[s]?)?)\s*$", re.I), ">"),
    (re.compile(r"(?:about|around|approximately|roughly|hacia|sobre|cerca\s+de|alrededor\s+de)\s+(?:las?\s+)?$", re.I), "~"),
)

_CURRENCY_SIGNS = {"$": "USD", "us$": "USD", "€": "EUR", "£": "GBP"}
_CURRENCY_WORDS = {
    "dollars": "USD", "dollar": "USD", "dolares": "USD", "dolar": "USD", "euros": "EUR", "euro": "EUR",
    "pounds": "GBP", "libras": "GBP", "pesos": "MXN", "bolivares": "VES",
}
_AMOUNT = r"(?P<n>\d[\d,.]*)\s*(?P<scale>million|billion|bn|m|millones|mil\s+millones|mil)?\b"
_MONEY = (
    re.compile(r"(?P<cur>US\$|\$|€|£)\s?" + _AMOUNT, re.I),
    re.compile(_AMOUNT + r"\s*(?:de\s+)?(?P<word>" + "|".join(_CURRENCY_WORDS) + r"|dólares|dólar|bolívares)\b", re.I),
)
_MONEY_SCALES = {"million": 1e6, "m": 1e6, "millones": 1e6, "billion": 1e9, "bn": 1e9, "mil millones": 1e9, "mil": 1e3}

_NOT_DURATIONS = frozenset(["old", "ago", "earlier", "atras", "edad"])


def _free(spans: list[Span], start: int, end: int) -> bool:
    return all(end <= s or start >= e for s, e in spans)


def dates(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            groups = m.groupdict()
            month_word = groups.get("m") or groups.get("m2")
            if month_word:
                if fold(month_word) == "may" and month_word[0].islower():
                    continue
                if fold(month_word) in ("mar", "jan", "dec", "oct") and not month_word[0].isupper():
                    continue
            if not _free(used, start, end):
                continue
            year = groups.get("y")
            month = MONTHS.get(fold(month_word)) if month_word else None
            day = groups.get("d")
            if day is not None and not 1 <= int(day) <= 31:
                continue
            if month is None and year is None:
                continue
            if month is None:
                value = str(year)
            elif year and day:
                value = f"{year}-{month:02d}-{int(day):02d}"
            elif year:
                value = f"{year}-{month:02d}"
            elif day:
                value = f"--{month:02d}-{int(day):02d}"
            else:
                value = f"--{month:02d}"
            if pattern.pattern.startswith(r"\b(?:in|en"):
                start = m.start("m")
            used.append((start, end))
            found.append(Mention("timeline", "date", "date", value, value, start, end, sentence.number, False))
    return found


def _clock(hour: int, minute: int, ap: str, part: str) -> str | None:
    ap, part = ap.lower(), fold(part or "")
    if ap == "p" and hour < 12:
        hour += 12
    if ap == "a" and hour == 12:
        hour = 0
    if part in ("tarde", "noche") and hour < 12:
        hour += 12
    if hour > 23:
        return None
    return f"{hour:02d}:{minute:02d}"


def times(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    for pattern in (_AMPM, _CLOCK, _H24, _NAMED_TIME):
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            if not _free(used, start, end):
                continue
            groups = m.groupdict()
            if groups.get("name"):
                clock: str | None = "12:00" if fold(groups["name"]) in ("noon", "mediodia") else "00:00"
            else:
                if pattern is _H24 and not (groups.get("mi") or groups.get("part")):
                    continue
                clock = _clock(int(groups["h"]), int(groups.get("mi") or 0), groups.get("ap") or "", groups.get("part") or "")
            if clock is None:
                continue
            before = text[max(sentence.start, start - 30) : start]
            sign = next((s for q, s in _TIME_QUALIFIERS if q.search(before)), "")
            used.append((start, end))
            found.append(Mention("timeline", "time", "time", sign + clock, clock, start, end, sentence.number, False))
    return found


def durations(text: str, sentence: Sentence, language: str, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    tokens = sentence.tokens
    for number in find_numbers(tokens, language):
        unit_at = number.last + 1
        if unit_at >= len(tokens):
            continue
        unit_token = tokens[unit_at]
        unit = DURATION_UNITS.get(unit_token.fold)
        if unit is None or unit_token.start - tokens[number.last].end > 1:
            continue
        if number.value >= 1000 and unit == "Y":
            continue
        after = tokens[unit_at + 1].fold if unit_at + 1 < len(tokens) else ""
        if after in _NOT_DURATIONS or (after == "de" and unit_at + 2 < len(tokens) and tokens[unit_at + 2].fold == "edad"):
            continue
        start, end = tokens[number.first].start, unit_token.end
        if not _free(used, start, end):
            continue
        amount = show(number.value)
        value = f"PT{amount}{'M' if unit == 'MIN' else unit}" if unit in ("H", "MIN") else f"P{amount}{unit}"
        head = ""
        hyphenated = text[tokens[number.last].end : unit_token.start] == "-"
        compound = hyphenated or (number.value != 1 and not unit_token.fold.endswith("s"))
        if compound and after and after not in ("long", "largo") and after not in STOPWORDS and after.isalpha():
            head = after
        elif after in ("long", "largo") and unit_at + 2 < len(tokens):
            head = tokens[unit_at + 2].fold
        used.append((start, end))
        claim = f"{number.qualifier} {value}" if number.qualifier else value
        found.append(Mention("timeline", "duration", head, claim, value, start, end, sentence.number, False))
    return found


def _amount(raw: str, scale: str | None) -> float | None:
    digits = raw.rstrip(".,")
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", digits):
        digits = digits.replace(",", "")
    elif re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?", digits):
        digits = digits.replace(".", "").replace(",", ".")
    else:
        digits = digits.replace(",", ".")
    try:
        value = float(digits)
    except ValueError:
        return None
    if scale:
        value *= _MONEY_SCALES.get(re.sub(r"\s+", " ", scale.lower()), 1.0)
    return value


def money(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    for pattern in _MONEY:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            if not _free(used, start, end):
                continue
            groups = m.groupdict()
            currency = _CURRENCY_SIGNS.get((groups.get("cur") or "").lower()) or _CURRENCY_WORDS.get(fold(groups.get("word") or ""))
            amount = _amount(groups["n"], groups.get("scale"))
            if currency is None or amount is None:
                continue
            value = f"{currency} {show(amount)}"
            used.append((start, end))
            found.append(Mention("count", "money", "amount", value, value, start, end, sentence.number, False))
    return found
