"""Every time a bundle can carry comes into the library as the same instant, in UTC with ``Z``."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from hypothesis import given
from hypothesis import strategies as st

from parallax.library.bundles.format import TIMESTAMP, normalise_time, parse_time

OFFSETS = st.integers(min_value=-(23 * 60 + 59), max_value=23 * 60 + 59).map(lambda m: timezone(timedelta(minutes=m)))
MOMENTS = st.datetimes(min_value=datetime(1000, 1, 2), max_value=datetime(9998, 12, 30), timezones=OFFSETS)


def written(moment: datetime, digits: int) -> str:
    """The moment as another tool might write it: its own offset, 0 to 6 decimals."""
    text = moment.isoformat(timespec="seconds")
    if digits:
        text = text[:19] + "." + f"{moment.microsecond:06d}"[:digits] + text[19:]
    return text.replace("+00:00", "Z")


@given(MOMENTS, st.integers(min_value=0, max_value=6))
def test_a_time_with_any_offset_becomes_the_same_instant_in_utc(moment: datetime, digits: int) -> None:
    text = written(moment, digits)
    assert TIMESTAMP.match(text)
    stored = normalise_time(text)
    assert stored.endswith("Z") and len(stored) == len("2026-01-15T09:30:00.123Z")
    exact = datetime.fromisoformat(text)
    assert timedelta(0) <= exact - parse_time(stored) < timedelta(milliseconds=1)


@given(MOMENTS, MOMENTS)
def test_normalised_times_sort_as_they_compare(a: datetime, b: datetime) -> None:
    first, second = normalise_time(written(a, 3)), normalise_time(written(b, 3))
    assert (first < second) == (parse_time(first) < parse_time(second))


def test_a_normalised_time_is_unchanged_by_normalising_again() -> None:
    stored = normalise_time(datetime(2026, 1, 15, 10, 30, tzinfo=UTC).isoformat())
    assert normalise_time(stored) == stored == "2026-01-15T10:30:00.000Z"
