"""Publication dates as people correct them: ISO 8601 only, checked, in one canonical form.

An article's ``published`` is shown in panes and reports and sorts comparisons, so "last
tuesday" or "2026-02-30" must never be stored as if it were a date. Accepted, and stored as:

* ``YYYY``, ``YYYY-MM``, ``YYYY-MM-DD``: as given (a partial date stays partial);
* a date and time with a zone (``2026-03-14T09:20+01:00``, ``...Z``): in UTC, ``...T08:20:00Z``;
* a date and time without a zone (``2026-03-14T09:20``): as written, seconds added, since no
  zone may be invented for it.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from .errors import InputError

# Compiled by ``re`` (and cached there) when a date is first read, not when the app starts.
_PARTIAL = r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?"
_DATETIME = r"(?i)(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?"


def _refuse(value: str) -> InputError:
    return InputError("not_a_date", value=value)


def published_or_none(value: str | None) -> str | None:
    """The canonical form of a date an importer or a bundle brings, or None when it is no date
    ("2019-02-31T25:61" from a page's metadata): an import keeps the article and drops the
    date, rather than store one every reader of the field would stumble on."""
    if value is None or not value.strip():
        return None
    try:
        return normalise_published(value)
    except InputError:
        return None


def normalise_published(value: str) -> str:
    """The canonical form of an ISO 8601 date or date-time; raises :class:`InputError` otherwise."""
    text = value.strip()
    partial = re.fullmatch(_PARTIAL, text)
    if partial:
        year, month, day = partial.groups()
        try:
            datetime(int(year), int(month or 1), int(day or 1))
        except ValueError:
            raise _refuse(value) from None
        if int(year) < 1:
            raise _refuse(value)
        return text
    match = re.fullmatch(_DATETIME, text)
    if not match:
        raise _refuse(value)
    day, hour, minute, second, zone = match.groups()
    try:
        moment = datetime.fromisoformat(f"{day}T{hour}:{minute}:{second or '00'}")
    except ValueError:
        raise _refuse(value) from None
    if zone is None:
        return moment.strftime("%Y-%m-%dT%H:%M:%S")
    if zone.upper() != "Z":
        sign = 1 if zone[0] == "+" else -1
        digits = zone[1:].replace(":", "")
        hours, minutes = int(digits[:2]), int(digits[2:])
        if hours > 23 or minutes > 59:
            raise _refuse(value)
        try:
            moment = moment - sign * timedelta(hours=hours, minutes=minutes)
        except OverflowError:
            raise _refuse(value) from None
    moment = moment.replace(tzinfo=UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
