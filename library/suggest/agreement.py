"""Whether claims could be true together, and whether two could be accounts of one fact.

Two values that differ may still agree: a clock time inside the part of the day another gives
("19:20" and "night"), dates of which one says less ("2017-06" and "2017"), a wounded person who
survived, "several" and "five", sums a rounding apart. And two values may differ too much to be
one fact's at all: dates months apart, times of day far apart, counts far apart. The slots ask
here (:func:`values_agree`, :func:`comparable`).
"""

from __future__ import annotations

import math

from .clock import NIGHT_ON, clock_span
from .mentions import Mention

DURATION_RATIO = 4.5
"""Lengths of time told with their numbers further apart than this factor are of different things."""
COUNT_RATIO = 5.0
"""Counts of one happening further apart than this factor are not aligned as one slot."""

def _months(value: str) -> int | None:
    parts = value.split("-")
    if value.startswith("--") or len(parts) < 2 or not parts[0].isdigit() or not parts[1].isdigit():
        return None
    return int(parts[0]) * 12 + int(parts[1])


def _iso_amount(value: str) -> float | None:
    unit_seconds = {"Y": 31536000.0, "M": 31536000.0 / 12, "W": 604800.0, "D": 86400.0}  # "48 months" are 4 years
    if value.startswith("PT"):
        scale = {"H": 3600.0, "S": 1.0}.get(value[-1], 60.0)
        number = value[2:-1]
    elif value.startswith("P"):
        scale = unit_seconds.get(value[-1], 0.0)
        number = value[1:-1]
    else:
        return None
    try:
        return float(number) * scale
    except ValueError:
        return None


def comparable(a: Mention, b: Mention) -> bool:
    """Whether two claims could be two accounts of one fact: dates within a few months, times
    of day within six hours, durations within a factor of three, counts within a factor of
    five. Beyond that the sentences may look alike, but they speak of different things."""
    if a.key == "date":
        ma, mb = _months(a.compare), _months(b.compare)
        if ma is not None and mb is not None:
            return abs(ma - mb) <= 3
        ya, yb = a.compare[:4], b.compare[:4]
        year_a, year_b = len(a.compare) == 4 and ya.isdigit(), len(b.compare) == 4 and yb.isdigit()  # "--09" is September
        if year_a and year_b:
            return True  # "built in 1887" and "1878": a year misread is a discrepancy of its own
        if (year_a and b.compare.startswith("--")) or (year_b and a.compare.startswith("--")):
            return False  # "built in 1996" and "on March 18": two dates of two things
        return not (ya.isdigit() and yb.isdigit() and abs(int(ya) - int(yb)) > 1)
    if a.key == "time":
        ha, hb = clock_span(a.compare), clock_span(b.compare)
        if ha is None or hb is None:
            return False
        gap = max(0.0, max(ha[0], hb[0]) - min(ha[1], hb[1]))
        return gap <= 6
    if a.key == "duration":
        da, db = _iso_amount(a.compare), _iso_amount(b.compare)
        if da is None or db is None or da <= 0 or db <= 0:
            return False
        told = any(c.isdigit() for c in a.value) and any(c.isdigit() for c in b.value)
        # "30 days" / "3 months"; accounts of one length of time tell it far apart ("90 seconds" / "a
        # five-minute rampage", "ten days" / "two months"), but "within minutes" says too little for that
        return max(da, db) / min(da, db) <= (DURATION_RATIO if told else 3.1)
    if a.key.startswith(("count|", "measure|", "money")):
        x, y = a.size, b.size
        if x <= 0 or y <= 0:
            return True
        limit = COUNT_RATIO if a.key.startswith("count|") and not a.key.endswith("|") else 3.0
        return max(x, y) / min(x, y) <= limit
    return True


_COMPATIBLE_FATES = frozenset([
    frozenset(["wounded", "survived"]), frozenset(["wounded", "captured"]), frozenset(["survived", "captured"]),
    frozenset(["survived", "released"]), frozenset(["wounded", "released"]), frozenset(["survived", "surrendered"]),
    frozenset(["captured", "surrendered"]),
    *(frozenset([c, other]) for c in ("in critical condition", "in stable condition", "in serious condition", "with minor injuries")
      for other in ("wounded", "survived", "captured", "rescued")),
    frozenset(["in serious condition", "in stable condition"]), frozenset(["in serious condition", "in critical condition"]), frozenset(["with minor injuries", "in stable condition"]),
    *(frozenset(["out of danger", other]) for other in ("wounded", "survived", "captured", "rescued", "released", "in stable condition",
                                                          "with minor injuries", "unhurt", "not detained")),
    *(frozenset(["unhurt", other]) for other in ("survived", "rescued", "released", "captured", "surrendered")),
    frozenset(["at large", "survived"]), frozenset(["at large", "unhurt"]), frozenset(["at large", "released"]),
    *(frozenset(["not detained", other]) for other in ("survived", "rescued", "released", "wounded", "unhurt",
                                                       "in critical condition", "in stable condition")),
])


def values_agree(key: str, values: set[str], *, camp: bool = False) -> bool:
    """Whether claims of one key with these values could all be true together; ``camp``: whether
    they may be one camp of accounts that follow one source, which clocks a few minutes apart are."""
    if len(values) <= 1:
        return True
    pairs = [(a, b) for a in values for b in values if a < b]
    if key == "date":
        return all(_dates_agree(a, b) for a, b in pairs)
    if key == "time":
        return all(_times_agree(a, b, camp) for a, b in pairs)
    if key == "moment":
        return all(_moments_agree(a, b) for a, b in pairs)
    if key.startswith("place|") and all(";" in v for v in values):
        from .places import act_places_agree

        return all(act_places_agree(a, b, care=key == "place|treated") for a, b in pairs)
    if key.startswith("place|"):
        return all(_share_a_name(a.split(), b.split()) and _designators_agree(a, b) for a, b in pairs)
    if key.startswith("direction|"):  # "east" / "south-east" of one place: a point of the compass apart is one direction told loosely
        return all(_compass_apart(a, b) <= 45 for a, b in pairs)
    if key == "route":  # "Kewrakandi → Mawa" / "Kawrakandi → Mawa Ghat": one route spelt two ways
        return all(all(spelt_alike(x, y) for x, y in zip(a.split(">"), b.split(">"), strict=False)) for a, b in pairs)
    if key == "vote":  # "not unanimous" is every tally with a vote against
        return "unanimous" not in values and all(v == "not unanimous" or v[0].isdigit() for v in values) and len(values - {"not unanimous"}) <= 1
    if key == "place":  # "Vellmore" and "Vellmore's Mill Lane"; "the upper floors" and "the sixth floor"
        return all(a in b or b in a or ({a, b} & _UPPER_FLOORS and (a.startswith("floor ") or b.startswith("floor "))) for a, b in pairs)
    if key == "struck":  # "a truck" / "a bus and a truck": one collision, told with or without what collided
        return all(set(a.split(" and ")) <= set(b.split(" and ")) or set(b.split(" and ")) <= set(a.split(" and ")) for a, b in pairs)
    if key.startswith("agent|"):
        from .states import actors_agree, actors_told_as_one

        unnamed = key in ("agent|abducted", "agent|entered")
        return all(actors_agree(a, b, unnamed_agree=unnamed) for a, b in pairs) or actors_told_as_one(sorted(values))
    if key.startswith("fate|"):
        return all(frozenset([a, b]) in _COMPATIBLE_FATES for a, b in pairs)
    if key == "how they died":
        ways = [frozenset(v.split(" and ")) for v in values]
        return all(_means_meet(a, b) and _means_meet(b, a) for a in ways for b in ways)
    if key == "cause":
        return len({_CAUSE_WITHIN.get(cause, cause) + how for cause, how in (_cause_and_how(v) for v in values)}) == 1
    if key.startswith("duration") or key == "delay":
        lengths = [x for x in (_iso_amount(v) for v in values) if x is not None]
        return len(lengths) == len(values) and max(lengths) <= 1.01 * min(lengths)  # "2 days" and "48 hours"
    if key == "measure|magnitude":
        return False  # 6.1 and 6.4 are two readings of one quake: a tenth is what a magnitude says
    if key.startswith("measure|") and any(_measure_span(v) is not None for v in values):
        measured = [_measure_span(v) or (_size(v) or -1.0, _size(v) or -1.0) for v in values]
        return all(spans_agree(a, b) for i, a in enumerate(measured) for b in measured[i + 1 :])
    if key.startswith(("money", "measure|")):
        sizes = [s for s in (_size(v) for v in values) if s is not None]
        if sizes and min(sizes) <= 0:
            return len(sizes) == len(values) and max(sizes) - min(sizes) <= 0.5  # "minus 4 degrees" / "minus 7"
        return len(sizes) == len(values) and max(sizes) / max(min(sizes), 1e-9) <= 1.05
    if key.startswith("age|"):
        spans = [_age_span(v) for v in values]
        if any(span is None for span in spans):
            return False
        return all(_ages_meet(a, b) for i, a in enumerate(spans) for b in spans[i + 1 :] if a is not None and b is not None)
    if key.startswith("count|"):
        ranges = [_rounded(r) for r in (_count_range(v) for v in values) if r is not None]
        if len(ranges) < len(values) or all(r[0] == r[1] for r in ranges):
            return False
        ranged = [v.partition("-")[2] != "" for v in values]  # a range told as such, not a word's span ("several")
        return all(spans_agree(a, b) if ta and tb else a[0] <= b[1] and b[0] <= a[1]
                   for (a, ta) in zip(ranges, ranged, strict=True) for (b, tb) in zip(ranges, ranged, strict=True))
    return False


RANGE_ENDS = 1.05
"""How far apart the ends of two ranges may be and the ranges be one told twice: "30-35 metres" and
"30-40 metres" are two answers, "between 400 and 500" and "450 to 500" too."""


def _measure_span(value: str) -> tuple[float, float] | None:
    """A measure told as a range ("30-40" in SI units), or None for a single figure."""
    low, dash, high = value.partition("-")
    if not dash or not low:
        return None
    try:
        return float(low), float(high)
    except ValueError:
        return None


def spans_agree(a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Two spans of one amount agree when a single figure falls in the other's span, or two ranges
    have the same ends, give or take 5 %."""
    if a[0] == a[1] or b[0] == b[1]:
        return a[0] <= b[1] * RANGE_ENDS and b[0] <= a[1] * RANGE_ENDS
    return all(max(x, y) <= min(x, y) * RANGE_ENDS for x, y in ((a[0], b[0]), (a[1], b[1])))


def _age_span(value: str) -> tuple[int, int] | None:
    """An age as the years it may be: "27" is 27, "25-30" 25 to 30 ("una mujer de entre 25 y 30 años")."""
    low, _dash, high = value.partition("-")
    if not low.isdigit() or (high and not high.isdigit()):
        return None
    return int(low), int(high or low)


def _ages_meet(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Two ages of one person agree when one falls in the other's years, or two ranges share more
    than a boundary ("25-30" and "27" do; "25-30" and "30-40" do not)."""
    if a[0] == a[1] or b[0] == b[1]:
        return a[0] <= b[1] and b[0] <= a[1]
    return min(a[1], b[1]) > max(a[0], b[0])


_MEANS_TOGETHER = frozenset(map(frozenset, [("asphyxia", "burns"), ("crushing", "injuries"), ("explosives", "injuries"),
                                             ("gunshots", "injuries")]))
"""Ways of dying two accounts may tell of one death: in a fire the smoke and the flames, under rubble
the weight and the wounds, a blast or a bullet and the wounds they made."""


def _means_meet(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether every way of dying one account tells is told by the other, or goes with one it tells."""
    return all(x in b or any(frozenset([x, y]) in _MEANS_TOGETHER for y in b) for x in a)


_CAUSE_WITHIN = {"lightning": "weather"}
"""Causes that are one kind of another: lightning in a storm is the weather another account blames."""


def _cause_and_how(value: str) -> tuple[str, str]:
    """A cause and how it is held: "gas (possibly)" is ("gas", " (possibly)")."""
    cause, bracket, how = value.partition(" (")
    return cause, bracket + how


_UPPER_FLOORS = frozenset(["upper floor", "upper floors", "top floor", "top floors", "planta superior", "planta alta", "piso superior",
                           "ultimo piso", "ultima planta"])
"""Floors told without their number: any numbered floor above the ground may be one of them."""


def spelt_alike(a: str, b: str) -> bool:
    """One name spelt two ways, as names from other scripts are ("Ahmedabad" / "Ahmadabad",
    "Kewrakandi" / "Kawrakandi"): one letter apart in a name of five or more, two in one of nine."""
    if a == b:
        return True
    least = min(len(a), len(b))
    if least < 5 or abs(len(a) - len(b)) > 2:
        return False
    return _edits(a, b) <= (2 if least >= 9 else 1)


def _edits(a: str, b: str) -> int:
    """Levenshtein distance (names are short)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]


def _share_a_name(a: list[str], b: list[str]) -> bool:
    """Whether two places share a word, spelt alike."""
    return any(spelt_alike(x, y) for x in a for y in b)


def _designators_agree(a: str, b: str) -> bool:
    """"gate c" and "gate f" are two gates, "pier 4" and "pier 4 east" one pier."""
    da = {w for w in a.split() if len(w) == 1 or w.isdigit()}
    db = {w for w in b.split() if len(w) == 1 or w.isdigit()}
    return not (da and db and not da & db)


VAGUE_RANGES = {
    "several": (3.0, 9.0), "a few": (2.0, 5.0), "many": (5.0, math.inf), "dozens": (24.0, 99.0),
    "hundreds": (200.0, 999.0), "thousands": (2000.0, math.inf), "tens of thousands": (10000.0, 99999.0),
    "hundreds of thousands": (100000.0, 999999.0), "tens of millions": (1e7, 99_999_999.0), "about 100": (80.0, 120.0), "about 1000": (800.0, 1200.0),
    "about 10": (8.0, 12.0), "about 20": (16.0, 24.0), "about 30": (24.0, 36.0), "about 50": (40.0, 60.0),
}


def _size(value: str) -> float | None:
    """The amount in a money or measure claim's compared value ("USD 412000000", "3057")."""
    try:
        return float(value.split()[-1])
    except (ValueError, IndexError):
        return None


WORDS_ONLY = frozenset(["several", "a few", "many", "dozens", "hundreds", "thousands", "tens of thousands", "hundreds of thousands",
                        "tens of millions"])
"""Amounts said in words alone: an account that also gives a number says more."""

MAGNITUDES = frozenset(["dozens", "hundreds", "thousands", "tens of thousands", "hundreds of thousands", "tens of millions"])
"""Amounts in words that name an order of magnitude: two that do not overlap ("hundreds" /
"thousands") disagree, where "several" or "many" say too little to disagree with anything."""


ROUNDING = 0.02
"""How far a round figure may be from a precise one and be the same count rounded ("15,000
votes" / "14,908 votes", "1,200 staff" / "1,214")."""


def _rounded(span: tuple[float, float]) -> tuple[float, float]:
    """A round figure of a thousand or more as the counts it may stand for."""
    low, high = span
    if low == high and low >= 1000 and low % 100 == 0:
        return low * (1 - ROUNDING), low * (1 + ROUNDING)
    return span


def _count_range(value: str) -> tuple[float, float] | None:
    """A count's claim as the span of numbers it allows: "several" 3 to 9, "10-15", "8"."""
    if value in VAGUE_RANGES:
        return VAGUE_RANGES[value]
    low, _, high = value.partition("-")
    try:
        return float(low), float(high or low)
    except ValueError:
        return None


_COMPASS = {"north": 0, "north-east": 45, "east": 90, "south-east": 135, "south": 180, "south-west": 225, "west": 270, "north-west": 315}
"""Directions as degrees of the compass; "centre" is none of them."""


def _compass_apart(a: str, b: str) -> int:
    """Degrees between two directions ("east" and "south-east": 45); 360 when either has no bearing
    ("centre" and "south" are two places)."""
    if a == b:
        return 0
    if a not in _COMPASS or b not in _COMPASS:
        return 360
    apart = abs(_COMPASS[a] - _COMPASS[b]) % 360
    return min(apart, 360 - apart)


def _times_agree(a: str, b: str, camp: bool = False) -> bool:
    """A clock time agrees with the part of the day it falls in, and with itself; an exact clock
    with a guess it rounds to; two guesses ("about 9.40", "about 9.45") or a camp of accounts
    give or take six minutes."""
    if {a[:1], b[:1]} == {"<", ">"} and a[1:] == b[1:]:
        return False  # "poco antes de las 22:00" / "poco después de las 22": either side of one hour
    ha, hb = clock_span(a), clock_span(b)
    if ha is None or hb is None:
        return False
    if ha[0] == ha[1] and hb[0] == hb[1] and (_shortly_meets(a, ha[0], b, hb[0]) or _shortly_meets(b, hb[0], a, ha[0])):
        return True  # "a little after 6 a.m." / "at 6:10 a.m.": the clock is on the side of the hour told
    if ha[0] == ha[1] and hb[0] == hb[1]:
        # "11:11" / "around 11:15", "4:25" / "hacia las 4:30": readers mark minutes apart when one
        # account gives the exact minute, unless it rounds to the other's ("12:58" / "about 1 p.m.")
        guessed = (a[:1] in "~<>") + (b[:1] in "~<>")
        apart = CLOSE_CLOCKS if camp or guessed == 2 else ROUNDED_CLOCK if guessed else SAME_CLOCK
        return abs(ha[0] - hb[0]) <= apart
    if ha[0] == ha[1] or hb[0] == hb[1]:
        # a clock time inside a part of the day; "at night" takes in the small hours ("~03:30"),
        # though "night" and "early morning" said by two accounts are two nights
        ha, hb = (NIGHT_ON if a.lstrip("<>~") == "night" else ha), (NIGHT_ON if b.lstrip("<>~") == "night" else hb)
        return ha[0] <= hb[1] and hb[0] <= ha[1]
    return min(ha[1], hb[1]) > max(ha[0], hb[0])  # parts that share more than a boundary


def _shortly_meets(told: str, hour: float, other: str, other_hour: float) -> bool:
    """Whether a clock told "shortly after" or "shortly before" an hour (">06:00", "<22:00") takes
    in another account's clock on that side of it, within :data:`SHORTLY` ("6:10 a.m.")."""
    side = {">": 1.0, "<": -1.0}.get(told[:1])
    if side is None or other[:1] in "<>":
        return False
    return 0.0 <= side * (other_hour - hour) <= SHORTLY


SHORTLY = 0.25
"""Hours "shortly after" or "shortly before" an hour may reach ("poco después de las 6", "a
little after 6 a.m." and 6:10)."""


CLOSE_CLOCKS = 0.1
"""Hours apart within which two guessed clocks, or two accounts of one camp, agree."""
ROUNDED_CLOCK = 0.042
"""Hours apart within which an exact clock rounds to a guessed one (to the nearest five minutes)."""
SAME_CLOCK = 0.02
"""Hours apart within which two clocks are one told twice (a minute)."""


def _moments_agree(a: str, b: str) -> bool:
    """Two moments told with their days agree when their hours meet: "Monday|03:00" and
    "Monday|early morning" do, and so do "Monday|night" and "Tuesday|early morning" (a night runs
    into the small hours); "Monday|night" and "Tuesday|04:30" do not."""
    from .values import moment_hours

    ha, hb = moment_hours(a), moment_hours(b)
    if ha is None or hb is None:
        return False
    if ha[0] == ha[1] and hb[0] == hb[1]:
        return abs(ha[0] - hb[0]) <= 0.25
    return ha[0] <= hb[1] and hb[0] <= ha[1] and (ha[0] == ha[1] or hb[0] == hb[1] or min(ha[1], hb[1]) > max(ha[0], hb[0]))


def _dates_agree(a: str, b: str) -> bool:
    """"2017-06" agrees with "--06" and "2017"; "2017-06" and "2017-07" do not."""

    def parts(v: str) -> tuple[str, str, str]:
        if v.startswith("--"):
            rest = v[2:].split("-")
            return "", rest[0], rest[1] if len(rest) > 1 else ""
        pieces = v.split("-")
        return pieces[0], pieces[1] if len(pieces) > 1 else "", pieces[2] if len(pieces) > 2 else ""

    return all(x == y or not x or not y for x, y in zip(parts(a), parts(b), strict=True))
