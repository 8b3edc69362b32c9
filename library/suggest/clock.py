"""Hours of the day as spans: a clock time is a point, a part of the day or two hours an event
is told between a span. The engine reads times (:mod:`.values`) and compares them
(:mod:`.agreement`) on this one scale."""

from __future__ import annotations

PARTS_OF_DAY = {
    # hours, after-midnight ones counted on from 24 as the night they belong to
    "early morning": (24, 30), "morning": (5, 12), "midday": (11, 14), "afternoon": (12, 20),
    "evening": (17, 23), "night": (19, 24),
}
NIGHT_ON = (19.0, 28.0)
"""The hours a night holds against a clock time: to four in the morning ("at night" / "~03:30"
agree), though against "early morning" it ends at midnight (two accounts, two nights)."""


def clock_span(value: str) -> tuple[float, float] | None:
    """A time of day, a part of the day or two hours an event is told between, as a span of hours
    counted from the morning: after midnight is the night's (01:00 is 25)."""
    value = value.lstrip("<>~")
    if value in PARTS_OF_DAY:
        a, b = PARTS_OF_DAY[value]
        return float(a), float(b)
    first, dash, last = value.partition("\u2013")
    h = hour_of(first)
    end = hour_of(last) if dash else h
    if h is None or end is None:
        return None
    if h < 6:
        h += 24  # after midnight is the night's
    if end < 6 or end < h:
        end += 24  # "entre las 23:00 y las 2:00": into the small hours
    return h, end


def hour_of(clock: str) -> float | None:
    """"21:30" as 21.5; None when it is no clock time."""
    try:
        return int(clock[:2]) + int(clock[3:5]) / 60
    except ValueError:
        return None
