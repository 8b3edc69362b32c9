"""Publication dates as ISO 8601 strings, from whatever a source wrote.

Sources write dates in every form ("2019-11-20", "2019-11-20T08:30:00+01:00", "Nov. 20,
2019", "15 de enero de 2018", "lunes, 15 de enero de 2018", "enero 15, 2018", "15/01/2018").
Written dates with an English or Spanish month name are read (a weekday before them is
ignored). Numeric dates are read only when they cannot be misread: "15/01/2018" (no month
15), or "03/04/2019" in a language that writes the day first (Spanish and most others, given
by ``language``); the reader compares dates across sources, and a date read the wrong way
round would mislead.
"""

from __future__ import annotations

import datetime
import re

from ..folding import fold

_ISO = re.compile(
    r"^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?"
    r"(Z|[+-]\d{2}:?\d{2})?)?)?)?$"
)
_MONTHS = {
    **{name: n for n, names in enumerate(
        (
            ("january", "jan", "enero", "ene"),
            ("february", "feb", "febrero"),
            ("march", "mar", "marzo"),
            ("april", "apr", "abril", "abr"),
            ("may", "mayo"),
            ("june", "jun", "junio"),
            ("july", "jul", "julio"),
            ("august", "aug", "agosto", "ago"),
            ("september", "sep", "sept", "septiembre", "setiembre", "set"),
            ("october", "oct", "octubre"),
            ("november", "nov", "noviembre"),
            ("december", "dec", "diciembre", "dic"),
        ),
        start=1,
    ) for name in names},
}
_WEEKDAY = (
    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|"
    r"lunes|martes|miercoles|jueves|viernes|sabado|domingo)\.?,?\s+"
)
_MONTH = r"([a-z]{3,10})\.?"
_DAY = r"(\d{1,2})(?:st|nd|rd|th|º|°)?"
_YEAR = r"(\d{4})"
_DAY_MONTH_YEAR = re.compile(rf"^(?:{_WEEKDAY})?{_DAY}\s+(?:de\s+)?{_MONTH},?\s+(?:de\s+|del\s+)?{_YEAR}$")
_MONTH_DAY_YEAR = re.compile(rf"^(?:{_WEEKDAY})?{_MONTH}\s+{_DAY},?\s+(?:de\s+)?{_YEAR}$")
_NUMERIC = re.compile(r"^(?:" + _WEEKDAY + r")?(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$")
_MONTH_FIRST_LANGUAGES = ("en-us", "en-ph", "en")
"""Languages whose numeric dates may put the month first ("en" alone: too mixed to decide)."""


def iso_date(value: str | None, language: str | None = None) -> str | None:
    """``value`` as an ISO 8601 date or date-time if it is one or can be read as one for sure.

    ISO input is kept as written (a space before the time becomes T); other forms become a
    plain date ``YYYY-MM-DD``.
    """
    if not value:
        return None
    text = value.strip()
    match = _ISO.match(text)
    if match is None:
        return written_date(text, language)
    year, month, day = match.group(1), match.group(2), match.group(3)
    if not 1000 <= int(year) <= 2999:
        return None
    if month and not 1 <= int(month) <= 12:
        return None
    if day and not 1 <= int(day) <= 31:
        return None
    return text.replace(" ", "T", 1) if match.group(4) else text


def written_date(value: str, language: str | None = None) -> str | None:
    """A date written in words or digits ("lunes, 15 de enero de 2018", "15/01/2018") as ISO."""
    text = _fold(value)
    if len(text) > 60:
        return None
    if match := _DAY_MONTH_YEAR.match(text):
        day, month, year = match.group(1), _MONTHS.get(match.group(2)), match.group(3)
        return _iso(int(year), month, int(day))
    if match := _MONTH_DAY_YEAR.match(text):
        month, day, year = _MONTHS.get(match.group(1)), match.group(2), match.group(3)
        return _iso(int(year), month, int(day))
    if match := _NUMERIC.match(text):
        first, second, year = int(match.group(1)), int(match.group(2)), int(match.group(3))
        if first > 12:
            return _iso(year, second, first)
        if second > 12:
            return _iso(year, first, second) if _month_first_possible(language) else None
        if language and not _month_first_possible(language):
            return _iso(year, second, first)
    return None


def _month_first_possible(language: str | None) -> bool:
    return language is None or language.lower() in _MONTH_FIRST_LANGUAGES


def _fold(text: str) -> str:
    """Lower case, accents off ("miércoles" → "miercoles"), single spaces."""
    return " ".join(fold(text).split())


def _iso(year: int, month: int | None, day: int) -> str | None:
    if month is None or not 1000 <= year <= 2999:
        return None
    try:
        return datetime.date(year, month, day).isoformat()
    except ValueError:
        return None


_FIND = re.compile(
    r"\d{1,2}(?:st|nd|rd|th|º|°)?\s+(?:de\s+)?[a-z]{3,10}\.?,?\s+(?:de\s+|del\s+)?\d{4}"
    r"|[a-z]{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"
    r"|\d{1,2}[/.-]\d{1,2}[/.-]\d{4}"
)


def date_in(text: str, language: str | None = None) -> str | None:
    """The first date written in a short text ("Publicado el lunes, 15 de enero de 2018, 10:00")."""
    folded = _fold(text[:200])
    for match in _FIND.finditer(folded):
        if found := written_date(match.group(), language):
            return found
    return None
