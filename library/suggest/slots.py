"""From claims to slots: which claims of different articles speak of the same thing.

A claim whose key names its slot ("officers wounded", "fate of Pérez") joins the others with
that key. A claim with a general key (a date, a time, a duration, a sum) joins the claim of
another article whose sentence is most alike, over lemmas weighted by how rare they are across
the comparison (IDF): the sentence alignment the whole engine rests on. Each slot keeps one
claim per article; it becomes a suggestion when its values differ, an agreement when they do
not.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import NamedTuple

from .lexicon import MONTHS, STOPWORDS
from .mentions import Analysed, Mention

ALIGN_THRESHOLD = 0.2
"""Least sentence similarity for two claims with a general key to share a slot."""


MAX_PER_ARTICLE = 25
"""Claims of one general key (dates, times...) an article brings to the alignment, in text order:
the pairs compared grow with its square."""
KEY_THRESHOLDS = {"place": 0.3}
"""Keys whose claims need more alike sentences: places are named in many sentences that tell
different things."""
COUNT_RATIO = 5.0
"""Counts of one happening further apart than this factor are not aligned as one slot."""
COUNT_THRESHOLD = 0.1
"""Least sentence similarity for counts whose happening is named ("people rescued")."""
STRAY_THRESHOLD = 0.1
"""Least mean similarity for a lone claim to join an agreeing group (see ``_join_strays``)."""
CAMP_THRESHOLD = 0.04
"""Least mean similarity for joining two agreeing groups into one slot (see ``_join_camps``)."""


class Claim(NamedTuple):
    article: int  # index into the analysed articles
    mention: Mention


class Slot(NamedTuple):
    kind: str
    key: str
    title: str
    claims: tuple[Claim, ...]  # one per article, in article order
    cohesion: float  # mean sentence similarity between the claims, 0..1


class Context:
    """IDF-weighted lemma sets of every sentence of the comparison."""

    def __init__(self, analysed: Sequence[Analysed]) -> None:
        self.sets = [[s.content() for s in a.sentences] for a in analysed]
        df: Counter[str] = Counter()
        total = 0
        for sets in self.sets:
            for words in sets:
                df.update(words)
                total += 1
        self.idf = {w: math.log((1 + total) / (1 + n)) + 1.0 for w, n in df.items()}
        self.norms = [[math.sqrt(sum(self.idf[w] for w in words)) or 1.0 for words in sets] for sets in self.sets]

    def words(self, claim: Claim) -> frozenset[str]:
        return self.sets[claim.article][claim.mention.sentence]

    def norm(self, key: tuple[int, int]) -> float:
        return self.norms[key[0]][key[1]]

    def similarity(self, a: Claim, b: Claim) -> float:
        wa, wb = self.words(a), self.words(b)
        if not wa or not wb:
            return 0.0
        shared = sum(self.idf.get(w, 1.0) for w in wa & wb)
        return shared / (self.norms[a.article][a.mention.sentence] * self.norms[b.article][b.mention.sentence])


def _pick(claims: list[Claim], context: Context) -> tuple[Claim, ...]:
    """One claim per article: its commonest value there, then the one most like the others'."""
    by_article: dict[int, list[Claim]] = defaultdict(list)
    for claim in claims:
        by_article[claim.article].append(claim)
    chosen: list[Claim] = []
    for article in sorted(by_article):
        own = by_article[article]
        others = [c for c in claims if c.article != article]
        votes = Counter(c.mention.compare for c in own)
        elsewhere = Counter(c.mention.compare for c in others) if own[0].mention.kind == "count" else Counter()

        def centrality(
            c: Claim, votes: Counter[str] = votes, others: list[Claim] = others, elsewhere: Counter[str] = elsewhere
        ) -> tuple[int, int, bool, float, int]:
            # an article that says two things says the rarer one too: show it, not hide it;
            # the body's claim rather than the headline's
            return (
                votes[c.mention.compare],
                -elsewhere[c.mention.compare],
                c.mention.sentence > 0,
                sum(context.similarity(c, o) for o in others),
                -c.mention.start,
            )

        chosen.append(max(own, key=centrality))
    return tuple(chosen)


def _cluster(claims: list[Claim], context: Context) -> list[list[Claim]]:
    """Greedy single-link clusters, most similar pairs first, never two claims of one article."""
    pairs: list[tuple[float, int, int]] = []
    for i, a in enumerate(claims):
        for j in range(i + 1, len(claims)):
            b = claims[j]
            if a.article == b.article or not comparable(a.mention, b.mention):
                continue
            sim = context.similarity(a, b)
            if a.mention.title and a.mention.title == b.mention.title and a.mention.key == "duration":
                sim += 0.3
            if sim >= _threshold(a.mention.key):
                pairs.append((sim, i, j))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    parent = list(range(len(claims)))
    members: dict[int, set[int]] = {i: {c.article} for i, c in enumerate(claims)}

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for _, i, j in pairs:
        ri, rj = root(i), root(j)
        if ri == rj or members[ri] & members[rj]:
            continue
        parent[rj] = ri
        members[ri] |= members.pop(rj)
    groups: dict[int, list[Claim]] = defaultdict(list)
    for i, claim in enumerate(claims):
        groups[root(i)].append(claim)
    joined = _join_camps([g for g in groups.values() if len({c.article for c in g}) >= 2], context)
    return _join_strays([g[0] for g in groups.values() if len(g) == 1], joined, context)


def _join_strays(strays: list[Claim], groups: list[list[Claim]], context: Context) -> list[list[Claim]]:
    """A claim left alone joins the agreeing group of other articles its sentence is most like,
    when that is alike enough and their values could be one fact's: the odd one out."""
    for stray in strays:
        best: tuple[float, int] | None = None
        for k, group in enumerate(groups):
            if any(c.article == stray.article for c in group) or len({c.mention.compare for c in group}) != 1:
                continue
            if not all(comparable(stray.mention, c.mention) for c in group):
                continue
            link = sum(context.similarity(stray, c) for c in group) / len(group)
            if link >= STRAY_THRESHOLD and (best is None or link > best[0]):
                best = (link, k)
        if best is not None:
            groups[best[1]] = [*groups[best[1]], stray]
    return groups


def _join_camps(groups: list[list[Claim]], context: Context) -> list[list[Claim]]:
    """Join two groups that each agree within and share no article, when their values could be
    one fact's and their sentences are at least a little alike: news outlets often follow one of
    two sources, and "on the run for six months" and "an eight-month manhunt" share few words."""
    merged = True
    while merged:
        merged = False
        for x in range(len(groups)):
            for y in range(x + 1, len(groups)):
                a, b = groups[x], groups[y]
                if {c.article for c in a} & {c.article for c in b}:
                    continue
                if len({c.mention.compare for c in a}) != 1 or len({c.mention.compare for c in b}) != 1:
                    continue
                if not all(comparable(p.mention, q.mention) for p in a for q in b):
                    continue
                link = sum(context.similarity(p, q) for p in a for q in b) / (len(a) * len(b))
                if link >= CAMP_THRESHOLD:
                    groups[x] = a + b
                    del groups[y]
                    merged = True
                    break
            if merged:
                break
    return groups


def _threshold(key: str) -> float:
    if key.startswith("count|") and not key.endswith("|"):
        return COUNT_THRESHOLD  # what happened is named: "people rescued" needs less of the sentence
    return KEY_THRESHOLDS.get(key, ALIGN_THRESHOLD)


def _months(value: str) -> int | None:
    parts = value.split("-")
    if value.startswith("--") or len(parts) < 2 or not parts[0].isdigit() or not parts[1].isdigit():
        return None
    return int(parts[0]) * 12 + int(parts[1])


def _iso_amount(value: str) -> float | None:
    unit_seconds = {"Y": 31536000.0, "M": 2592000.0, "W": 604800.0, "D": 86400.0}
    if value.startswith("PT"):
        unit, scale = value[-1], (3600.0 if value[-1] == "H" else 60.0)
        del unit
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
    of day within six hours, durations within a factor of three. Beyond that the sentences may
    look alike, but they speak of different things."""
    if a.key == "date":
        ma, mb = _months(a.compare), _months(b.compare)
        if ma is not None and mb is not None:
            return abs(ma - mb) <= 3
        ya, yb = a.compare[:4], b.compare[:4]
        if len(a.compare) == 4 and len(b.compare) == 4:
            return True  # "built in 1887" and "1878": a year misread is a discrepancy of its own
        return not (ya.isdigit() and yb.isdigit() and abs(int(ya) - int(yb)) > 1)
    if a.key == "time":
        ha = int(a.compare[:2]) * 60 + int(a.compare[3:5])
        hb = int(b.compare[:2]) * 60 + int(b.compare[3:5])
        return min(abs(ha - hb), 1440 - abs(ha - hb)) <= 360
    if a.key == "duration":
        da, db = _iso_amount(a.compare), _iso_amount(b.compare)
        return da is not None and db is not None and da > 0 and db > 0 and max(da, db) / min(da, db) <= 3
    if a.key.startswith("count|") and not a.key.endswith("|"):
        # casualties told by two accounts differ, but rarely tenfold: "more than 100 dead" in
        # last year's protests is not "at least nine dead" in this raid
        try:
            x, y = float(a.compare), float(b.compare)
        except ValueError:
            return True
        return x > 0 and y > 0 and max(x, y) / min(x, y) <= COUNT_RATIO
    return True


def _cohesion(claims: Sequence[Claim], context: Context) -> float:
    sims = [context.similarity(a, b) for i, a in enumerate(claims) for b in claims[i + 1 :]]
    return sum(sims) / len(sims) if sims else 0.0


def _topic(claims: Sequence[Claim], context: Context) -> str:
    """The rarest word most of the claims' sentences share ("helicopter")."""
    counts: Counter[str] = Counter()
    for claim in claims:
        counts.update(w for w in context.words(claim) if w not in STOPWORDS and w not in MONTHS and w.isalpha())
    shared = [(n, context.idf.get(w, 1.0), w) for w, n in counts.items() if n >= 2]
    if not shared:
        return ""
    return max(shared)[2]


_GENERAL_TITLES = {
    "date": "date", "time": "time", "duration": "duration", "money": "amount", "place": "place",
    "collapse": "what collapsed",
}


def _title(key: str, claims: Sequence[Claim], context: Context) -> str:
    if key in _GENERAL_TITLES:
        if key == "collapse":
            return _GENERAL_TITLES[key]
        heads = Counter(
            c.mention.title for c in claims
            if c.mention.title and c.mention.title not in (_GENERAL_TITLES[key], "floor", "place")
        )
        topic = heads.most_common(1)[0][0] if heads else _topic(claims, context)
        return f"{_GENERAL_TITLES[key]} of the {topic}" if topic else _GENERAL_TITLES[key]
    title = claims[0].mention.title
    if not claims[0].mention.specific:
        topic = _topic(claims, context)
        if topic and topic not in title:
            return f"{title} ({topic})"
    return title


def build_slots(analysed: Sequence[Analysed], context: Context) -> list[Slot]:
    by_key: dict[str, list[Claim]] = defaultdict(list)
    for index, a in enumerate(analysed):
        for mention in a.mentions:
            by_key[mention.key].append(Claim(index, mention))
    slots: list[Slot] = []
    for key, claims in by_key.items():
        if len({c.article for c in claims}) < 2:
            continue
        specific = claims[0].mention.specific
        if not specific:
            per_article: Counter[int] = Counter()
            kept: list[Claim] = []
            for claim in claims:
                per_article[claim.article] += 1
                if per_article[claim.article] <= MAX_PER_ARTICLE:
                    kept.append(claim)
            claims = kept
        groups = [claims] if specific else _cluster(claims, context)
        for group in groups:
            chosen = _pick(group, context)
            if len(chosen) < 2:
                continue
            slots.append(Slot(chosen[0].mention.kind, key, _title(key, chosen, context), chosen, _cohesion(chosen, context)))
    return slots


def agrees(slot: Slot) -> bool:
    """True when every claim of the slot is compatible with every other."""
    values = {c.mention.compare for c in slot.claims}
    if len(values) <= 1:
        return True
    if slot.key == "date":
        return all(_dates_agree(a, b) for a in values for b in values)
    if slot.key == "place":  # "Vellmore" and "Vellmore's Mill Lane"
        return all(a in b or b in a for a in values for b in values)
    return False


def _dates_agree(a: str, b: str) -> bool:
    """"2017-06" agrees with "--06" and "2017"; "2017-06" and "2017-07" do not."""

    def parts(v: str) -> tuple[str, str, str]:
        if v.startswith("--"):
            rest = v[2:].split("-")
            return "", rest[0], rest[1] if len(rest) > 1 else ""
        pieces = v.split("-")
        return pieces[0], pieces[1] if len(pieces) > 1 else "", pieces[2] if len(pieces) > 2 else ""

    return all(x == y or not x or not y for x, y in zip(parts(a), parts(b), strict=True))
