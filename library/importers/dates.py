"""Publication dates as ISO 8601 strings, from whatever a source wrote.

Sources write dates in every form ("2019-11-20", "2019-11-20T08:30:00+01:00", "Nov. 20,
2019", "20/11/2019"). Only the unambiguous ISO form is kept: the reader compares dates across
sources, and "03/04/2019" read the wrong way round would mislead.
"""

from __future__ import annotations

import re

_ISO = re.compile(
    r"^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?"
    r"(Z|[+-]\d{2}:?\d{2})?)?)?)?$"
)


def iso_date(value: str | None) -> str | None:
    """``value`` as an ISO 8601 date or date-time if it is one (a space before the time becomes T)."""
    if not value:
        return None
    text = value.strip()
    match = _ISO.match(text)
    if match is None:
        return None
    year, month, day = match.group(1), match.group(2), match.group(3)
    if not 1000 <= int(year) <= 2999:
        return None
    if month and not 1 <= int(month) <= 12:
        return None
    if day and not 1 <= int(day) <= 31:
        return None
    return text.replace(" ", "T", 1) if match.group(4) else text
