"""From claims to slots: which claims of different articles speak of the same thing.

A claim whose key names its slot ("officers wounded", "fate of Pérez") joins the others with
that key. A claim with a general key (a date, a time, a duration, a sum, "people killed") joins
the claims of other articles whose sentences are alike, over stems weighted by how rare they are
across the comparison (IDF), and whose values could be one fact's (dates within months, counts
within a factor of five): the sentence alignment the whole engine rests on. Claims of one
article may join one slot (an outlet gives its toll in the headline, the lead and the body);
:func:`pick` then chooses what the article asserts: in its own voice before someone else's,
for sure before supposed, the latest figure before one it says was earlier. A slot becomes a
suggestion when the chosen values differ, an agreement when they do not.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from itertools import repeat

from ..records import Record
from .agreement import COUNT_RATIO, ROUNDING, WORDS_ONLY, comparable, spans_agree, values_agree
from .lexicon import (
    ANY_NUMBER_WORD,
    EVENT_NOUNS,
    MONTHS,
    NOUNS,
    PERSON_CLASSES,
    QUALIFIERS,
    STOPWORDS,
    WEEKDAYS,
)
from .mentions import Analysed, Mention
from .places import ACT_TITLES, WHERE_LEAD, happened, happened_near
from .reading import MEDIA, OFFICIAL, OTHER, OWN
from .stems import stem
from .text import Token, fold, token_at, tokenize
from .values import DAY_TITLES

ALIGN_THRESHOLD = 0.2
"""Least sentence similarity for two claims with a general key to share a slot."""
MAX_PER_ARTICLE = 10
"""Claims of one general key (dates, times...) an article brings to the alignment, in text order:
the pairs compared grow with its square."""
KEY_THRESHOLDS = {"place": 0.3, "measure|volume": 0.05, "measure|area": 0.05}
"""Keys whose claims need more, or fewer, alike sentences than most: places are named in many
sentences that tell different things; what was spilled or burned ("40,000 litres", "8,400
acres") is rarely measured twice in an article, and is the event's own."""
COUNT_THRESHOLD = 0.1
"""Least similarity for counts whose happening is named ("people rescued")."""
JOIN_THRESHOLD = 0.05
"""Least mean similarity for joining two groups of claims into one slot."""
RARE_THRESHOLD = 0.0
"""Least similarity for two claims of a rare kind (a state, who acted) to share a slot."""
CAMP_THRESHOLD = 0.15
"""Least mean similarity for two camps of a date, a length of time, a delay, a sum or a share to
join (see :func:`_join_camps`): told of many things in one story, they need sentences that share
something ("a two-day trial" and "meet again in three days" share nothing)."""
_TOLD_OF_MANY = frozenset(["date", "duration", "delay", "money", "measure|percent"])
_AGES_OF_MANY = frozenset(["age|man", "age|woman", "age|young person"])
"""Ages of a kind of person a story holds many of ("a 47-year-old man", "a 29-year-old man": the
gunman and a hostage): two told apart are one person's only in sentences at least as alike as
ALIGN_THRESHOLD asks (:data:`parallax.library.suggest.people.MANY_OF_A_KIND`)."""
LEAD = 3
"""Sentences at the top of an article (headline and lead) whose figures are the event's."""
ONE_STORY = 0.15
"""Least share of weighted words two articles have in common to be told of one event (real
coverage: 0.12 at least, 0.17 or more for 95 % of pairs; unrelated articles: median 0.08)."""
LOOSE_RATIO = 20.0
"""Counts this far apart still join when their sentences are much alike ("5 killed, AFP said" and
"60 killed, the Taliban said")."""
SUBJECT_WORDS = 3
"""Content words at the head of a sentence that name what it is about."""
WINDOW = 6
"""Tokens each side of a claim that tell what it is about ("(00.30 en España)")."""
_LENGTHS = ("measure|length", "measure|depth", "measure|width", "measure|height")
"""A length, by the way it runs (:func:`.values.measures`)."""
_LOCAL_KEYS = frozenset(["delay", "date", "time", "duration", "money", *_LENGTHS, "measure|weight", "measure|area", "measure|rainfall", "measure|speed",
                         "measure|volume", "measure|percent", "measure|power", "measure|temperature"])
_KNOWN_NOUNS = frozenset(NOUNS.by_fold.values())
_NEEDS_A_SHARED_WORD = frozenset(["state|armed", "state|open", "state|empty", "state|held", "state|valid", "state|paid", "state|authorised", "state|insured", "state|alarm", "time", "weekday|held", "weekday|public"])
"""Claims said of a thing or a group, which two sentences must name alike next to the claim to be
one ("the road remained closed" is not "the hall is open"; "the first engine arrived at 10.59pm"
is not "the alarm was raised at 10.15pm"); the other states (the sea, a resignation, a wait)
are the event's own."""
_RARE_KEYS = ("state|", "agent|", "wound|", "route", "place|", "weekday|", "direction|")
"""Claims few articles make, and each at most twice: one slot whatever their sentences say."""
_AUTHORITY = {OWN: 3.0, OFFICIAL: 2.2, MEDIA: 1.8, OTHER: 1.4}


class Claim(Record):
    article: int  # index into the analysed articles
    mention: Mention


class Slot(Record):
    kind: str
    key: str
    title: str
    claims: tuple[Claim, ...]  # one per article, in article order
    cohesion: float  # mean sentence similarity between the claims, 0..1
    others: tuple[tuple[Claim, ...], ...] = ()  # per chosen claim, the article's other values


_UNITS = {"km": "kilometr", "kms": "kilometr", "kilometres": "kilometr", "kilometers": "kilometr", "kilometros": "kilometr",
          "kilometre": "kilometr", "kilometer": "kilometr", "kilometro": "kilometr", "mi": "mile", "miles": "mile", "millas": "mile",
          "kg": "kilogram", "kgs": "kilogram", "kilos": "kilogram", "kilogramos": "kilogram", "kilograms": "kilogram",
          "hrs": "hour", "hours": "hour", "horas": "hour", "mins": "minut", "minutes": "minut", "minutos": "minut",
          "mw": "megawatt", "megawatts": "megawatt", "megavatios": "megawatt"}
"""A unit written short or in either language as one word ("3,4 km" / "4,3 kilómetros"), so
that what two figures are told in weighs what it should in how alike their surroundings are."""


class Context:
    """IDF-weighted stem sets of every sentence of the comparison, and of each claim's
    surroundings."""

    def __init__(self, analysed: Sequence[Analysed]) -> None:
        self.analysed = analysed
        self.sets = [[s.content() for s in a.sentences] for a in analysed]
        df: Counter[str] = Counter()
        total = 0
        for sets in self.sets:
            for words in sets:
                df.update(words)
                total += 1
        self.idf = {w: math.log((1 + total) / (1 + n)) + 1.0 for w, n in df.items()}
        self.norms = [[math.sqrt(math.fsum(self.idf[w] for w in words)) or 1.0 for words in sets] for sets in self.sets]
        self._windows: dict[tuple[int, int, int], frozenset[str]] = {}
        self._window_norms: dict[tuple[int, int, int], float] = {}
        self._heads: dict[tuple[int, int, int], frozenset[str]] = {}
        self._links: dict[tuple[int, int, str, int, int], float] = {}
        self._first: dict[tuple[int, str], str | None] = {}
        self._stories: dict[tuple[int, int], bool] = {}
        self._articles: dict[int, frozenset[str]] = {}

    def words(self, claim: Claim) -> frozenset[str]:
        return self.sets[claim.article][claim.mention.sentence]

    def norm(self, key: tuple[int, int]) -> float:
        return self.norms[key[0]][key[1]]

    def weigh(self, words: Iterable[str]) -> float:
        """The words' weights summed exactly (a word no sentence holds weighs 1), at C speed: a
        generator would cost a frame per word, and this runs for every pair of sentences."""
        return math.fsum(map(self.idf.get, words, repeat(1.0)))

    def similarity(self, a: Claim, b: Claim) -> float:
        wa, wb = self.words(a), self.words(b)
        if not wa or not wb:
            return 0.0
        shared = self.weigh(wa & wb)
        return shared / (self.norms[a.article][a.mention.sentence] * self.norms[b.article][b.mention.sentence])

    def window(self, claim: Claim) -> frozenset[str]:
        """The content stems within a few tokens of the claim."""
        key = (claim.article, claim.mention.start, claim.mention.end)
        found = self._windows.get(key)
        if found is None:
            sentence = self.analysed[claim.article].sentences[claim.mention.sentence]
            tokens = sentence.tokens
            inside = [i for i, t in enumerate(tokens) if t.end > claim.mention.start and t.start < claim.mention.end]
            first = inside[0] if inside else 0
            last = inside[-1] if inside else len(tokens) - 1
            found = frozenset(
                _UNITS.get(t.fold, t.stem) for t in tokens[max(0, first - WINDOW) : last + WINDOW + 1]
                if t.fold not in STOPWORDS and t.fold.isalpha() and len(t.fold) > 1 and t.fold not in MONTHS and t.fold not in WEEKDAYS
            )
            self._windows[key] = found
        return found

    def subject(self, claim: Claim) -> frozenset[str]:
        """What a state is said of when the sentence opens on it and an aside comes between ("The
        Drover's Pass, a narrow road that climbs to 500 metres, remained closed"): the content
        stems of the sentence's first clause, up to its first SUBJECT_WORDS."""
        sentence = self.analysed[claim.article].sentences[claim.mention.sentence]
        first = [t for t, c in zip(sentence.tokens, sentence.clauses, strict=True) if c == sentence.clauses[0]]
        return frozenset([t.stem for t in first if t.fold not in STOPWORDS and t.fold.isalpha() and len(t.fold) > 1][:SUBJECT_WORDS])

    def said_of_one(self, a: Claim, b: Claim) -> bool:
        """Whether two claims are said of something both sentences name: near each claim, or as
        the subject a sentence opens on."""
        wa, wb = self.window(a), self.window(b)
        if wa & wb:
            return True
        starts_a, starts_b = self._head(a), self._head(b)
        return bool((starts_a & (wb | starts_b)) or (starts_b & wa))

    def _head(self, claim: Claim) -> frozenset[str]:
        """:meth:`subject` when the claim's clause is not its sentence's first, once per claim."""
        key = (claim.article, claim.mention.start, claim.mention.end)
        found = self._heads.get(key)
        if found is None:
            found = self._heads[key] = self.subject(claim) if self._opens_far(claim) else frozenset()
        return found

    def _opens_far(self, claim: Claim) -> bool:
        """Whether the claim's clause is not the sentence's first: its subject opened the sentence."""
        sentence = self.analysed[claim.article].sentences[claim.mention.sentence]
        at = token_at(sentence.tokens, claim.mention.start, 0)
        return sentence.clauses[at] != sentence.clauses[0] if sentence.tokens else False

    def local(self, a: Claim, b: Claim) -> float:
        """How alike the surroundings of two claims are, 0..1."""
        wa, wb = self.window(a), self.window(b)
        if not wa or not wb:
            return 0.0
        return self.weigh(wa & wb) / (self._window_norm(a, wa) * self._window_norm(b, wb))

    def _window_norm(self, claim: Claim, words: frozenset[str]) -> float:
        """The length of a claim's :meth:`window` as a vector of weights, once per claim."""
        key = (claim.article, claim.mention.start, claim.mention.end)
        found = self._window_norms.get(key)
        if found is None:
            found = self._window_norms[key] = math.sqrt(self.weigh(words))
        return found

    def stem_of(self, claim: Claim, word: str) -> str:
        """A word of a claim's title as compared: "deliberation" and "deliberations" are one."""
        return stem(fold(word), self.analysed[claim.article].language)

    def opens(self, claim: Claim) -> bool:
        """Whether the claim tells the figure of its key its article tells first (there or again); a
        word without a figure ("wounded many") opens nothing when a figure follows."""
        key = (claim.article, claim.mention.key)
        if key not in self._first:
            told = [m for m in self.analysed[claim.article].mentions if m.key == claim.mention.key]
            told = [m for m in told if m.compare not in WORDS_ONLY] or told
            self._first[key] = min(told, key=lambda m: m.start).compare if told else None
        return self._first[key] in (None, claim.mention.compare)

    def one_story(self, a: int, b: int) -> bool:
        """Whether two articles share enough of their words to be accounts of one event: on real
        coverage every pair of accounts shares at least ONE_STORY of its weighted words, on
        unrelated articles nine pairs in ten share less."""
        key = (min(a, b), max(a, b))
        if key not in self._stories:
            x, y = self._article_words(a), self._article_words(b)
            size = math.sqrt(self.weigh(x) * self.weigh(y)) or 1.0
            self._stories[key] = self.weigh(x & y) / size >= ONE_STORY
        return self._stories[key]

    def _article_words(self, article: int) -> frozenset[str]:
        """Every content stem of an article, once per article."""
        found = self._articles.get(article)
        if found is None:
            found = self._articles[article] = frozenset().union(*self.sets[article])
        return found

    def link(self, a: Claim, b: Claim) -> float:
        key = (a.article, a.mention.start, a.mention.key, b.article, b.mention.start)
        known = self._links.get(key)
        if known is None:
            known = self._links[key] = self._link(a, b)
        return known

    def _link(self, a: Claim, b: Claim) -> float:
        sim = self.similarity(a, b)
        if a.mention.key in _LOCAL_KEYS:
            sim = 0.5 * sim + 0.5 * self.local(a, b)
            if a.mention.key == "duration" and a.mention.title and b.mention.title:
                # what lasted: "an eight-month manhunt" / "months of protests"
                sim += 0.3 if self.stem_of(a, a.mention.title) == self.stem_of(b, b.mention.title) else -0.2
            if a.mention.key in ("money", *_LENGTHS, "measure|weight", "measure|area", "measure|speed"):
                sim += 0.1  # few sums, lengths or speeds in one story: alike surroundings are enough
            if a.mention.key == "date" and a.mention.title == b.mention.title and a.mention.title in DAY_TITLES:
                sim += 0.1  # "comenzó este lunes 3 de marzo" / "arrancó el 10 de marzo": the date of one act
        elif a.mention.key.startswith("count|") and a.mention.sentence <= LEAD and b.mention.sentence <= LEAD:
            sim += 0.15  # the figures an account opens with are the event's own
        elif a.mention.key.startswith("count|") and "0" in (a.mention.compare, b.mention.compare):
            sim += 0.15  # "no deaths have been reported" says few words, all of them of the event's toll
        return sim


EARLIER = 2.5
"""How much less a figure said to be earlier ("initially", "early reports") weighs as what its
article asserts."""


def weight(claim: Claim) -> float:
    """How much a claim counts as what its article asserts."""
    m = claim.mention
    stance = m.stance
    score = _AUTHORITY.get(stance.authority, 1.0)
    if stance.hedged:
        score -= 0.8
    if stance.earlier:
        score -= EARLIER
    if m.value in ("unknown", "not known"):
        score -= 1.6
    return score


def pick(claims: Sequence[Claim], context: Context) -> tuple[tuple[Claim, ...], tuple[tuple[Claim, ...], ...]]:
    """One claim per article, what it asserts most; and per article its other values, each
    from another voice."""
    by_article: dict[int, list[Claim]] = defaultdict(list)
    for claim in claims:
        by_article[claim.article].append(claim)
    chosen: list[Claim] = []
    others: list[tuple[Claim, ...]] = []
    for article in sorted(by_article):
        own = by_article[article]
        votes = Counter(c.mention.compare for c in own)
        elsewhere = [c for c in claims if c.article != article]
        # "initial reports put up to 400 people aboard", later only "hundreds": no later
        # figure replaced the first, so the first is still the account's figure
        replaced = any(not o.mention.stance.earlier and o.mention.compare not in WORDS_ONLY and o.mention.compare != "unknown" for o in own)
        hours = any(o.mention.key == "time" and o.mention.compare[:1].isdigit() for o in own)

        def rank(c: Claim, votes: Counter[str] = votes, elsewhere: list[Claim] = elsewhere, replaced: bool = replaced,
                 hours: bool = hours) -> tuple[float, float, float]:
            headline = context.analysed[c.article].sentences[c.mention.sentence].headline
            score = weight(c) + 0.4 * (votes[c.mention.compare] - 1) - (1.0 if headline else 0.0)
            if c.mention.compare in WORDS_ONLY:
                score -= 0.6  # "several vehicles" says less than "five vehicles" in the same account
            elif hours and not c.mention.compare[:1].isdigit():
                score -= 2.0  # "night", however often said, says less than "9:10 on Friday night"
            elif c.mention.stance.earlier and not replaced and c.mention.key.startswith("count|"):
                score += EARLIER  # no later figure replaced it: not earlier than anything the account says
            if c.mention.compare == "unknown" and c.mention.key.startswith("count|"):
                score -= 2.0  # "at least 50 injured … not clear exactly how many": the account's figure is what it says
            if c.mention.key == "cause" and any(_cause_of(o) == _cause_of(c) and o.mention.compare != c.mention.compare for o in elsewhere):
                score += 1.0  # "gas (ruled out)" answers another account's "gas (possibly)": that is the dispute to show
            # of two fates in one account, the later is where the person is now ("pulled from the
            # water…, was allowed to go home")
            links = sum(context.link(c, o) for o in elsewhere)
            if c.mention.key.startswith("fate|"):
                return (score, float(c.mention.end), links)
            return (score, links, float(-c.mention.start))

        ordered = sorted(own, key=rank, reverse=True)
        best = _first_telling(ordered[0], own, context)
        chosen.append(best)
        extra: list[Claim] = []
        seen = {best.mention.compare}
        for c in ordered[1:]:
            s = c.mention.stance
            if c.mention.compare in seen or s.earlier or s.hedged or c.mention.value == "unknown" \
                    or (s.authority not in (OFFICIAL, MEDIA) and not _contradicts(best, c)):
                continue
            if s.source == best.mention.stance.source and not _contradicts(best, c):
                continue
            seen.add(c.mention.compare)
            extra.append(c)
        others.append(tuple(extra[:2]))
    return tuple(chosen), tuple(others)


SELF_CONTRADICTION = 1.1
"""How far apart an account's two figures of those aboard may be to be one count told twice ("190
people on board", "191 people on board"); further apart they count two groups ("150 aboard", "45
Spaniards")."""


def _contradicts(best: Claim, other: Claim) -> bool:
    """Whether an account's other figure of a count that does not change contradicts its first."""
    x, y = best.mention.size, other.mention.size
    return _fixed(other.mention.key) and x > 0 and y > 0 and max(x, y) / min(x, y) <= SELF_CONTRADICTION


def _fixed(key: str) -> bool:
    """Whether a count is of what does not change as a story unfolds (how many were aboard): an
    account that gives two figures of it contradicts itself, and another account, as an update
    of a toll does not."""
    return key.startswith("count|") and key.endswith("|aboard")


def _first_telling(best: Claim, own: Sequence[Claim], context: Context) -> Claim:
    """Where an account first says the value it asserts: an account that gives its figure twice
    ("según fuentes del club, desembolsará 3,2 millones", and again in its own voice in a box of
    the deal's numbers) is read where it tells it, not where it sums up, so long as it tells it
    there as sure and as now; a fate is where the account leaves the person, so it keeps its own."""
    if best.mention.key.startswith("fate|"):
        return best
    sentences = context.analysed[best.article].sentences
    same = [c for c in own if c.mention.compare == best.mention.compare and not c.mention.stance.hedged
            and not c.mention.stance.earlier and not sentences[c.mention.sentence].headline]
    return min(same, key=lambda c: c.mention.start, default=best)


def _cause_of(claim: Claim) -> str:
    """A cause without how it is held ("gas" of "gas (ruled out)", compared as "not gas")."""
    return claim.mention.compare.removeprefix("not ").split(" (")[0]


def _threshold(key: str) -> float:
    if key.startswith(_RARE_KEYS):
        return RARE_THRESHOLD  # rare claims: two of one kind in sentences that share a word are one fact's
    if key.startswith("count|") and not key.endswith("|"):
        return COUNT_THRESHOLD  # what happened is named: "people rescued" needs less of the sentence
    return KEY_THRESHOLDS.get(key, ALIGN_THRESHOLD)


def _same_moment(a: Claim, b: Claim) -> bool:
    """Times and dates of one moment: when the train left is not when it crashed, and a visit
    planned for tomorrow gives no date of the event."""
    if a.mention.key == "time" and {a.mention.title, b.mention.title} == {"event", "time"}:
        return True  # "the accident happened about 2:15" and "at 2:40, a caller said": perhaps one moment
    return a.mention.key not in ("time", "date") or a.mention.title == b.mention.title


def _could_join(a: Claim, b: Claim, sim: float, context: Context | None = None) -> bool:
    converted = a.mention.title.startswith(("zone:", "event")) and a.mention.title == b.mention.title  # one clock, the event's own: no word needed
    if context is not None and a.mention.key in _NEEDS_A_SHARED_WORD and not converted and not context.said_of_one(a, b):
        return False  # "the road remained closed" and "the church hall is open" say it of different things
    if not _same_moment(a, b):
        return False
    if comparable(a.mention, b.mention):
        return True
    if context is not None and a.mention.key == "duration" and a.mention.title and b.mention.title \
            and context.stem_of(a, a.mention.title) == context.stem_of(b, b.mention.title):
        return True  # "six hours of deliberation" / "two days of deliberations": how long one named thing lasted
    x, y = a.mention.size, b.mention.size
    if x <= 0 or y <= 0:
        return False
    if context is not None and _first_tolls(a, b, context):
        return max(x, y) / min(x, y) <= LOOSE_RATIO  # each account's first toll is the event's, however it grew
    if sim < min(0.3, KEY_THRESHOLDS.get(a.mention.key, 0.3)):
        return False
    if a.mention.key.startswith("count|"):
        return max(x, y) / min(x, y) <= LOOSE_RATIO
    return a.mention.key.startswith(("money", "measure|")) and max(x, y) / min(x, y) <= 10.5  # a zero too many


def _event_link(a: Claim, b: Claim, context: Context) -> float:
    """How alike two claims' sentences are; two hours each told of the event itself ("a las 19:10
    sobrevino la explosión" / "alrededor de las 18.40 … la toma explotó") are one fact's whatever
    else their sentences say, and join before anything else."""
    if a.mention.key == "time" and a.mention.title == "event" == b.mention.title:
        return 1.0
    if _first_tolls(a, b, context):
        return max(context.link(a, b), COUNT_THRESHOLD)  # each account's first toll of one happening: the event's
    if _first_event_dates(a, b, context):
        return max(context.link(a, b), _threshold("date"))  # "este viernes 4 de mayo" / "la tarde de este viernes 4 de junio"
    return context.link(a, b)


def _first_event_dates(a: Claim, b: Claim, context: Context) -> bool:
    """Whether two dates are each their account's first, told in its opening, one of them with the
    event itself ("Eran las 12:50 de este viernes 4 de mayo cuando… el colapso" tells it by a noun),
    and of the same day of the week where both say one: the date of the event, however else their
    sentences differ."""
    if a.mention.key != "date" or b.mention.key != "date" or not (context.opens(a) and context.opens(b)):
        return False
    if a.mention.sentence >= WHERE_LEAD or b.mention.sentence >= WHERE_LEAD or not context.one_story(a.article, b.article):
        return False
    if not (of_the_event(a, context.analysed) or of_the_event(b, context.analysed)):
        return False
    days = [{m.value for m in context.analysed[c.article].mentions if m.key == "weekday" and m.sentence == c.mention.sentence} for c in (a, b)]
    return not (days[0] and days[1] and not days[0] & days[1])


def _first_tolls(a: Claim, b: Claim, context: Context) -> bool:
    """Whether two counts of a named happening are each their account's first of it, in accounts
    that tell one story (:meth:`Context.one_story`)."""
    key = a.mention.key
    return key.startswith("count|") and not key.endswith("|") and context.opens(a) and context.opens(b) \
        and context.one_story(a.article, b.article)


def _cluster(claims: list[Claim], context: Context) -> list[list[Claim]]:
    """Groups of claims, most alike pairs first; two groups join when every pair of their
    claims from different articles could be one fact's and their sentences are alike on
    average. Claims of one article with the same value join at once."""
    threshold = _threshold(claims[0].mention.key)
    loose = claims[0].mention.key.startswith("state|")
    pairs: list[tuple[float, int, int]] = []
    fits: dict[tuple[int, int], bool] = {}  # whether two claims of different articles could be one fact's, when groups meet
    vague = [c.mention.compare in WORDS_ONLY for c in claims]
    for i, a in enumerate(claims):
        for j in range(i + 1, len(claims)):
            b = claims[j]
            if a.article == b.article:
                if a.mention.compare == b.mention.compare:
                    pairs.append((1.0 + context.link(a, b), i, j))
                continue
            sim = _event_link(a, b, context)
            joinable = _could_join(a, b, sim, context)
            fits[i, j] = (_could_join(a, b, sim, None) if loose else joinable) or vague[i] or vague[j]
            if not joinable:
                continue
            if sim >= threshold:
                pairs.append((sim - _apart(a, b), i, j))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    group_of = list(range(len(claims)))
    members: dict[int, list[int]] = {i: [i] for i in range(len(claims))}
    for _sim, i, j in pairs:
        gi, gj = group_of[i], group_of[j]
        if gi == gj:
            continue
        left, right = members[gi], members[gj]
        cross = [(x, y) if x < y else (y, x) for x in left for y in right if claims[x].article != claims[y].article]
        if not all(fits[pair] for pair in cross):
            continue  # "several" says too little to keep "23" and "more than 30" apart: it never stops a join
        links = [_event_link(claims[x], claims[y], context) for x, y in cross]
        if loose and claims[left[0]].mention.key in _NEEDS_A_SHARED_WORD and not all(
                any(context.said_of_one(claims[y], claims[x]) for x in left if claims[x].article != claims[y].article)
                for y in right):
            continue  # each new claim says it of something a member names ("certificate" / "certification")
        if cross and sum(links) / len(cross) < min(JOIN_THRESHOLD, threshold):
            continue
        for x in right:
            group_of[x] = gi
        members[gi] = left + right
        del members[gj]
    return _join_camps([[claims[i] for i in group] for group in members.values()], context)


SIZE_WEIGHT = 0.1
"""How much a figure's distance from another, in doublings, weighs against their sentences'
likeness when pairs are joined most alike first: "$340 million" (one account's profit) meets "$212
million" (another's) before "$70 million" (a grant) told in a sentence a little more alike; "2,314"
votes meet "2,341" before "14"."""


def _apart(a: Claim, b: Claim) -> float:
    """The doublings between two counts, sums or measures, weighted (0 for claims without a size)."""
    x, y = a.mention.size, b.mention.size
    if not a.mention.key.startswith(("money", "measure|", "count|")) or x <= 0 or y <= 0:
        return 0.0
    return SIZE_WEIGHT * abs(math.log2(x / y))


def _join_camps(groups: list[list[Claim]], context: Context) -> list[list[Claim]]:
    """Join two groups of different articles when each agrees within, their values could be one
    fact's and their sentences are at least a little alike, most alike first: outlets often
    follow one of two sources, and "at large for six months" and "a manhunt of eight months"
    share few words."""
    while True:
        best: tuple[float, int, int] | None = None
        for x in range(len(groups)):
            for y in range(x + 1, len(groups)):
                a, b = groups[x], groups[y]
                if {c.article for c in a} & {c.article for c in b}:
                    continue
                if not (values_agree(a[0].mention.key, {c.mention.compare for c in a}, camp=True)
                        and values_agree(b[0].mention.key, {c.mention.compare for c in b}, camp=True)):
                    continue  # each camp agrees within
                if not all(comparable(p.mention, q.mention) and _same_moment(p, q) for p in a for q in b):
                    continue
                link = sum(context.link(p, q) for p in a for q in b) / (len(a) * len(b))
                key = a[0].mention.key
                least = CAMP_THRESHOLD if key in _TOLD_OF_MANY else ALIGN_THRESHOLD if key in _AGES_OF_MANY else JOIN_THRESHOLD
                if link >= least and (best is None or link > best[0]):
                    best = (link, x, y)
        if best is None:
            return groups
        _link, x, y = best
        groups[x] = groups[x] + groups[y]
        del groups[y]


def build_slots(analysed: Sequence[Analysed], context: Context) -> list[Slot]:
    by_key: dict[str, list[Claim]] = defaultdict(list)
    for index, a in enumerate(analysed):
        for mention in a.mentions:
            by_key[mention.key].append(Claim(index, mention))
    _join_damage(by_key)
    _join_placed_counts(by_key, analysed)
    _join_bare_counts(by_key)
    _join_nones(by_key)
    found: list[tuple[str, list[Claim]]] = []
    for key, claims in by_key.items():
        specific = claims[0].mention.specific
        per_article: Counter[int] = Counter()
        kept: list[Claim] = []
        for claim in claims:
            per_article[claim.article] += 1
            if per_article[claim.article] <= MAX_PER_ARTICLE:
                kept.append(claim)
        claims = kept
        if len({c.article for c in claims}) < 2:
            found += [(key, [c]) for c in claims]
            continue
        groups = [claims] if specific or _one_each(key, claims) else _cluster(claims, context)
        found += [(key, group) for group in groups]
    found = _clocks_to_their_part_of_day(_adopt_orphans(_join_unknown_counts(found), context), context)
    slots: list[Slot] = []
    for key, group in found:
        if len({c.article for c in group}) < 2:
            continue
        chosen, others = pick(group, context)
        title = _title(key, group, context)
        slots.append(Slot(chosen[0].mention.kind, key, title, chosen, _cohesion(chosen, context), others))
        if key.startswith(("count|", "fate|")):
            main = {(c.article, c.mention.start) for c in chosen}
            slots += [s for s in _said_by(key, title, group, context) if {(c.article, c.mention.start) for c in s.claims} != main]
    return _distinct_titles(slots, context)


_RARE_MEASURES = ("measure|power", "measure|temperature")
ONCE_RATIO = 3.0
"""Counts of one named kind, one figure in each account, this far apart at most to be one count."""
ONCE_LEAST = 5
"""...and at least this many: "two officers" and "three players" are in every story."""
CROWD_RATIO = 10.0
"""...but a crowd's size, which organisers, police and reporters guess at, is one crowd this far
apart ("at least 15,000 were present" / "as many as 50,000 had thronged the venue")."""


def _one_each(key: str, claims: list[Claim]) -> bool:
    """A measure a story gives once ("3.1 MW" / "around 30 megawatts"): each account's one figure
    of it is the same thing, however far apart and however told. So is a count of one named kind
    of thing each account gives once, within a factor of three ("11 trabajadores del hospital" /
    "17 empleados"), in sentences that may share nothing else."""
    values: dict[int, set[str]] = defaultdict(set)
    for c in claims:
        values[c.article].add(c.mention.compare)
    once = all(len(v) == 1 for v in values.values())
    if key.startswith("count|") and (key.split("|")[1] != "people" or not key.endswith("|")):
        sizes = [c.mention.size for c in claims]
        least = 2 if key.startswith("count|group members|") else ONCE_LEAST  # how many attacked is the event's, however few
        ratio = CROWD_RATIO if key.endswith("|took part") else ONCE_RATIO
        return once and min(sizes) >= least and max(sizes) / min(sizes) <= ratio
    return once and key.startswith(_RARE_MEASURES)


def _family(key: str) -> str:
    """What claims of different keys may still be one fact's: counts of one happening ("miners
    survived" / "compañeros survived"), durations whatever lasted, sums, one measure."""
    if key.startswith("count|"):
        happened = key.split("|")[2]
        if not happened and key.split("|")[1] != "people":
            return key  # "up to 1.2 million patients" / "around 300,000 patients": one count, told far apart
        if happened == "inside":
            happened = "missing"  # "25 people still trapped under the rubble" / "31 people still missing": those not yet found
        return f"count|{happened}" if happened in _FATES else ""
    if key.startswith("duration") or key == "delay":
        return "duration"  # "brought under control three hours later" tells how long it burned
    if key == "money" or (key.startswith("measure|") and key != "measure|magnitude"):
        return key  # a magnitude is one reading of one quake, never told another way
    return ""


def _kind_of_people(key: str) -> bool:
    noun = key.split("|")[1]
    return noun == "people" or noun in _KNOWN_NOUNS


ORPHAN_THRESHOLD = 0.1
"""Least sentence similarity for a claim no other account shares to join a slot of its family."""
DURATION_ORPHAN_THRESHOLD = 0.15
"""The same for a length of time: a story tells how long many things lasted (a trial, a battery, a
mourning, a career), so one account's only duration needs more in common with another's."""
SECOND_FIGURE_LINK = 0.3
"""Least similarity for a claim to join another account's second figure of other people."""


def _adopt_orphans(found: list[tuple[str, list[Claim]]], context: Context) -> list[tuple[str, list[Claim]]]:
    """A claim that joined no other account's joins the slot of its family it is most alike,
    among those its account is not in yet: outlets tell one fact in words that share little
    ("cinco fueron rescatados con vida" / "solo tres de sus compañeros salieron vivos"), and a
    count of survivors, told once by each, is the one count of survivors. It joins the most alike
    slot when that is alike enough (a little for one noun, more for "people" and a group, never
    two groups) and clearly more alike than any other."""
    groups = [(key, list(group)) for key, group in found]
    placed: set[tuple[str, int]] = {(key, c.article) for key, group in groups if len({c.article for c in group}) > 1 for c in group}
    # a claim whose account already gives a value where others give theirs is that account's
    # second figure ("at least nine dead" beside its "two killed"), no claim left alone
    families = [_family(key) for key, _group in groups]
    of_family: dict[str, list[int]] = defaultdict(list)  # each family's groups, in order: a claim looks only at its own
    for j, family in enumerate(families):
        if family:
            of_family[family].append(j)
    singles = [i for i, (key, group) in enumerate(groups) if len({c.article for c in group}) == 1 and families[i]
               and (key, group[0].article) not in placed]
    moved: set[int] = set()
    for i in singles:
        key, group = groups[i]
        family = families[i]
        article = group[0].article
        candidates: list[tuple[float, int]] = []
        for j in of_family[family]:
            other_key, other = groups[j]
            if j == i or j in moved:
                continue
            if any(c.article == article for c in other):
                continue
            if other_key.count("|") > 2 and other_key != key:
                continue  # "10 en Chiapas" is of one place: a count said of no place is not it
            if key == "delay" and any(c.mention.title in _DECLARED_PERIODS for c in other):
                continue  # "two days after the general's visit" is no length of the three days of mourning
            second = len({c.article for c in other}) == 1 and (other_key, other[0].article) in placed
            if other[0].mention.specific and not other_key.startswith("count|"):
                continue
            if family.startswith("count|") and not (_kind_of_people(key) and _kind_of_people(other_key)
                                                    and all(c.mention.size > 0 for c in group + other)):
                continue  # "9 rescued at midday" is no count of people; a count of none joins by its own rule
            shared = family if family == "duration" else other_key  # how long, whatever lasted
            if family.endswith("|"):
                sizes = [c.mention.size for c in group + other]
                if min(sizes) <= 0 or max(sizes) / min(sizes) > COUNT_RATIO or any(c.mention.compare in WORDS_ONLY for c in group + other):
                    continue  # "several officers" against "at least 19": too little said to be a count told two ways
            elif not all(comparable(p.mention._replace(key=shared), o.mention._replace(key=shared)) for p in group for o in other):
                continue
            link = sum(context.link(p, o) for p in group for o in other) / (len(group) * len(other))
            if second and family.startswith("count|") and key.split("|")[1] != other_key.split("|")[1] and link < SECOND_FIGURE_LINK:
                continue  # another account's second figure, of other people ("two children feared dead" / "at least nine dead")
            candidates.append((link, j))
        if not candidates:
            continue
        candidates.sort(key=lambda c: (-c[0], c[1]))
        best, j = candidates[0]
        rivals = [link for link, k in candidates[1:] if _told(groups[k][1]) != _told(groups[j][1])]  # one account's "5" twice is one rival
        runner = rivals[0] if rivals else 0.0
        least = DURATION_ORPHAN_THRESHOLD if family == "duration" else ORPHAN_THRESHOLD
        if family.startswith("count|"):
            nouns = {key.split("|")[1], groups[j][0].split("|")[1]}
            if len(nouns) == 2 and "people" not in nouns:
                continue  # "six passengers" and "two crew members" survived: two groups
            # one noun: alike enough; "people" and a group: more ("2 crew survived" is not "6
            # people survived" in sentences that share little)
            least = ORPHAN_THRESHOLD / 2 if len(nouns) == 1 else ORPHAN_THRESHOLD
        if best < least or (rivals and best - runner < ORPHAN_THRESHOLD / 2):
            continue  # too little alike, or as alike as another slot
        other_key, other = groups[j]
        other += _told_as(group, other[0].mention)
        moved.add(i)
    return [g for i, g in enumerate(groups) if i not in moved]


def _clocks_to_their_part_of_day(found: list[tuple[str, list[Claim]]], context: Context) -> list[tuple[str, list[Claim]]]:
    """An account's clock that joined no other account's joins the slot where the same account
    tells the same moment by its part of the day: "collapsed on Sunday evening" in the opening,
    "broke away at 6:30 PM" further down, and another account's "at 6:42 pm" in the slot of the
    evening are one hour told three ways, two of them by the clock."""
    groups = [(key, list(group)) for key, group in found]
    moved: set[int] = set()
    for i, (key, group) in enumerate(groups):
        if key != "time" or len({c.article for c in group}) != 1 or not all(c.mention.compare[:1].isdigit() for c in group):
            continue
        article = group[0].article
        clocks = {m.compare for m in context.analysed[article].mentions if m.key == "time" and m.compare[:1].isdigit()}
        if len(clocks) > 1 or clocks & {"00:00", "12:00"}:
            continue  # an account that gives several hours: which is the event's is not known; "midnight", "noon" are no clock
        homes = [j for j, (other_key, other) in enumerate(groups)
                 if j != i and j not in moved and other_key == "time" and len({c.article for c in other}) > 1
                 and any(c.article == article and not c.mention.compare[:1].isdigit()
                         and all(values_agree("time", {c.mention.compare, g.mention.compare}) for g in group) for c in other)]
        if len(homes) == 1:
            groups[homes[0]][1].extend(group)
            moved.add(i)
    return [g for i, g in enumerate(groups) if i not in moved]


_DECLARED_PERIODS = frozenset(["mourning", "luto", "duelo", "curfew", "toque", "emergency", "emergencia", "sentence", "condena",
                               "pena"])
"""What a duration may be the length of that no "… later" tells: a mourning, a curfew, a state of
emergency, a sentence ("three days of national mourning")."""


def _told(group: list[Claim]) -> tuple[frozenset[int], frozenset[str]]:
    """Which accounts a group holds and what they say."""
    return frozenset(c.article for c in group), frozenset(c.mention.compare for c in group)


def _source_key(source: str) -> str:
    """What names one source across accounts: its last capitalised word and the word it ends on ("a
    Taliban official" in two accounts, "Joaquín Carrillo" and "Carrillo"; not "Venezuelan
    authorities" and "a member of the Venezuelan opposition")."""
    words = source.split(",")[0].split()
    named = [fold(w) for w in words if w[:1].isupper() and w.lower() not in ("the", "a", "el", "la")]
    return named[-1] + "|" + fold(words[-1]) if named and words else ""  # "Carrillo" is "Joaquín Carrillo"


def _first_name_of(source: str) -> str:
    """The capitalised word right before a source's last one ("Ravi" of "officer Ravi Sharma"), or ""."""
    words = source.split(",")[0].split()
    return fold(words[-2]) if len(words) >= 2 and words[-2][:1].isupper() and words[-1][:1].isupper() else ""


def _said_by(key: str, title: str, group: Sequence[Claim], context: Context) -> list[Slot]:
    """One source quoted by two accounts with different figures ("13 killed, a Taliban official
    said" / "at least 60 killed, a Taliban official said"): what that source said is itself in
    dispute."""
    by_source: dict[str, list[Claim]] = defaultdict(list)
    for c in group:
        source = _source_key(c.mention.stance.source)
        if source and not c.mention.stance.earlier:
            by_source[source].append(c)
    out: list[Slot] = []
    for source, claims in by_source.items():
        if len({c.article for c in claims}) < 2:
            continue
        if len({first for c in claims if (first := _first_name_of(c.mention.stance.source))}) > 1:
            continue  # "Ravi Sharma" and "Anil Sharma": two people of one surname
        chosen, _others = pick(claims, context)
        if values_agree(key, {c.mention.compare for c in chosen}):
            continue  # "40" and "dozens" from one mouth: the same figure, told once exactly
        label = chosen[0].mention.stance.source
        out.append(Slot("attribution", f"said|{source}|{key}", f"what {label} said: {title}", chosen, _cohesion(chosen, context)))
    return out


_FATES = frozenset({"killed", "wounded", "captured", "rescued", "missing", "evacuated", "displaced", "released", "abducted",
                    "survived", "surrendered", "infected", "seriously hurt", "still in hospital", "treated"})


_DAMAGE = frozenset(["damaged", "destroyed", "burned"])
"""What befalls things in words of degree: one account's "18 vehicles damaged" and another's "28
vehicles burned" are one count told with two verbs, unless an account tells both."""


def _join_damage(by_key: dict[str, list[Claim]]) -> None:
    """Counts of one kind of thing told damaged, destroyed or burned are one count when no account
    gives two different figures among them."""
    nouns = {k.split("|")[1] for k in by_key if k.startswith("count|") and k.split("|")[2] in _DAMAGE}
    for noun in sorted(nouns - PERSON_CLASSES):
        keys = [k for k in by_key if k.startswith(f"count|{noun}|") and k.split("|")[2] in _DAMAGE]
        if len(keys) < 2:
            continue  # a bare count joins the one verb told of its kind (_join_bare_counts)
        values: dict[int, set[str]] = defaultdict(set)
        for k in keys:
            for c in by_key[k]:
                values[c.article].add(c.mention.compare)
        if len(values) < 2 or any(len(v) > 1 for v in values.values()):
            continue  # "120 homes damaged and 30 destroyed": two counts
        into = max(keys, key=lambda k: (len({c.article for c in by_key[k]}), k))
        for k in keys:
            if k != into:
                _move(by_key, k, by_key[k], into)


PLACE_REACH = 60
"""Characters after a count within which the place it is said of is named ("11 fallecidos en la
provincia de El Oro")."""


def _join_placed_counts(by_key: dict[str, list[Claim]], analysed: Sequence[Analysed]) -> None:
    """A count one account gives of a place, where another lists counts place by place ("12 en la
    provincia de El Oro y 2 en Azuay" / "11 fallecidos en la provincia de El Oro"), is that place's
    count, not the event's."""
    for key in [k for k in by_key if k.startswith("count|") and k.count("|") == 3]:
        base, place = key.rsplit("|", 1)
        if base not in by_key or not place:
            continue
        listed = {c.article for c in by_key[key]}
        named = re.compile(r"\b(?:en|in|at)\s+(?:(?:la|el|the)\s+)?(?:\w+\s+){0,2}?(?:(?:de|del|of)\s+)?" + re.escape(place) + r"\b")
        moving = []
        for c in by_key[base]:
            if c.article in listed:
                continue
            done = analysed[c.article]
            end = min(done.sentences[c.mention.sentence].end, c.mention.end + PLACE_REACH)
            if named.match(fold(done.article.text[c.mention.end : end]).lower().lstrip(" ,")):
                moving.append(c)
        if moving:
            _move(by_key, base, moving, key)


def _join_bare_counts(by_key: dict[str, list[Claim]]) -> None:
    """"22 periodistas" joins "viajaban 20 periodistas" when journalists are said to have one
    fate only in the comparison: a count of a known kind with nothing said of what happened is
    the one count of them that is."""
    for key in [k for k in by_key if k.startswith("count|") and k.endswith("|")]:
        noun = key.split("|")[1]
        if noun == "people":
            continue
        told = [k for k in by_key if k.startswith(f"count|{noun}|") and k != key]
        if len(told) == 1 and told[0].split("|")[2] not in _FATES:
            # only where an account says nothing else of them: "About 80 firefighters" beside
            # "three firefighters were hurt" is another count
            _move(by_key, key, by_key[key], told[0])
        elif len(told) == 1:
            # what befell them is told in another sentence ("nine firefighters were killed" /
            # "Of them, five were firefighters"): a figure near the other accounts' is that count
            sizes = [c.mention.size for c in by_key[told[0]] if c.mention.size > 0]
            near = [c for c in by_key[key] if sizes and c.mention.size > 0 and c.mention.compare not in WORDS_ONLY
                    and max(*sizes, c.mention.size) / min(*sizes, c.mention.size) <= ONCE_RATIO]
            if near:
                _move(by_key, key, near, told[0])


def _join_unknown_counts(found: list[tuple[str, list[Claim]]]) -> list[tuple[str, list[Claim]]]:
    """An account that says it cannot tell a count yet ("it was not immediately clear how many
    were hurt") joins the count the other accounts give of it, the one most of them give, unless
    it gives its own figure there; so do several that say so ("officers have not yet given a figure" /
    "the school is yet to ascertain the number"), which alone would only agree."""
    out = list(found)
    for key, group in found:
        if not key.startswith("count|") or any(c.mention.compare != "unknown" for c in group):
            continue
        articles, happened = {c.article for c in group}, key.split("|")[2]
        targets = [(len({c.article for c in other}), j) for j, (other_key, other) in enumerate(out)
                   if other_key.startswith("count|") and other_key.split("|")[2] == happened
                   and (other_key == key or key.split("|")[1] == "people" or other_key.split("|")[1] == "people")
                   and other_key.split("|")[1] in _KNOWN_NOUNS | {"people"} and all(c.article not in articles for c in other)
                   and len({c.article for c in other}) >= 2]
        if not targets:
            continue
        _size, j = max(targets)
        into_key, into = out[j]
        out[j] = (into_key, into + _told_as(group, into[0].mention))
        out = [(k, g) for k, g in out if g is not group]
    return out


def _join_nones(by_key: dict[str, list[Claim]]) -> None:
    """"No escapes" joins "four prisoners escaped": a count of none names no one, so it is a
    count of whoever the comparison says it happened to, when that is one kind of people."""
    for key in [k for k in by_key if k.startswith("count|people|") and not k.endswith("|")]:
        happened = key.split("|")[2]
        nones = [c for c in by_key[key] if c.mention.compare == "0"]
        others = [k for k in by_key if k.startswith("count|") and k.endswith(f"|{happened}") and k != key
                  and k.split("|")[1] in _KNOWN_NOUNS]
        if nones and len(others) == 1:
            _move(by_key, key, nones, others[0])


def _move(by_key: dict[str, list[Claim]], key: str, claims: list[Claim], into: str) -> None:
    """Claims of ``key`` join the slot ``into``, told as its claims are, from the accounts that
    have none there yet."""
    target = by_key[into]
    template = target[0].mention
    covered = {c.article for c in target}
    moved = [c for c in claims if c.article not in covered]
    target += _told_as(moved, template)
    by_key[key] = [c for c in by_key[key] if c not in moved]
    if not by_key[key]:
        del by_key[key]


def _told_as(claims: Sequence[Claim], template: Mention) -> list[Claim]:
    """Claims joining a slot, told under its key and title."""
    return [c._replace(mention=c.mention._replace(key=template.key, title=template.title, specific=template.specific)) for c in claims]


def _cohesion(claims: Sequence[Claim], context: Context) -> float:
    sims = [context.similarity(a, b) for i, a in enumerate(claims) for b in claims[i + 1 :]]
    return sum(sims) / len(sims) if sims else 0.0


def agrees(slot: Slot) -> bool:
    """True when every claim of the slot is compatible with every other."""
    if slot.key == "cause" and len({c.mention.value.endswith("(possibly)") for c in slot.claims}) > 1 \
            and len({c.mention.compare for c in slot.claims}) == 1:
        return False  # "a bird strike caused it" / "a bird strike may have caused it": one states as fact what the other supposes
    if slot.key == "time" and len({c.mention.value.lstrip("~")[:5] for c in slot.claims if _exact_clock(c.mention.value)}) > 1:
        return False  # "at 12:42 p.m." / "at 12:43 p.m.", "at 9 a.m." / "at 8:58 a.m.": two clocks that differ, however little
    if slot.key.startswith(("measure|", "money")) and slot.key != "measure|magnitude":
        spans = [_span(c.mention) for c in slot.claims]
        if any(low < high for low, high in spans):  # "4 to 5 metres" / "5 metres": within the range told
            return all(spans_agree(a, b) for i, a in enumerate(spans) for b in spans[i + 1 :])
        if _two_exact_figures(slot.claims):
            return False
        sizes = [c.mention.size for c in slot.claims]
        if min(sizes) > 0 and max(sizes) / min(sizes) <= 1.05:
            return True
    if slot.key == "time":  # "poco antes de las 22:00" / "poco después de las 22": the side of the hour is the claim
        return values_agree(slot.key, {c.mention.value for c in slot.claims})
    if slot.key.startswith("count|") and _either_side(slot.claims):
        return False  # "nearly 600 injured" / "more than 600 injured": one figure, told from either side of it
    if _fixed(slot.key) and any(slot.others):  # "190 on board" in two accounts, "191 people on board" in one of them too
        told_twice = {c.mention.compare for chosen, told in zip(slot.claims, slot.others, strict=False) for c in told if _contradicts(chosen, c)}
        return values_agree(slot.key, {c.mention.compare for c in slot.claims} | told_twice)
    return values_agree(slot.key, {c.mention.compare for c in slot.claims})


_RANGE = re.compile(r"(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)")


_BELOW = ("nearly ", "fewer than ", "up to ")
_ABOVE = ("more than ",)
"""How a count's value opens when it is told below or above its figure (the shown forms of
:data:`.lexicon.QUALIFIERS`: "almost" is shown "nearly", "over" "more than")."""


def _either_side(claims: Sequence[Claim]) -> bool:
    """Whether one account puts a count below a figure and another above the same figure: "nearly
    100 lawyers" and "more than 100 lawyers" cannot both be true."""
    below = {c.mention.value.removeprefix(q) for c in claims for q in _BELOW if c.mention.value.startswith(q)}
    above = {c.mention.value.removeprefix(q) for c in claims for q in _ABOVE if c.mention.value.startswith(q)}
    return bool(below & above)


def _span(mention: Mention) -> tuple[float, float]:
    """A measure's size as the range it is told in ("4-5 metres": 4 to 5 metres, in the unit its
    size is counted in); a single figure is a range of one."""
    told = _RANGE.search(mention.value)
    low = mention.size
    if told is None or float(told[1]) <= 0:
        return low, low
    return low, low * float(told[2]) / float(told[1])


def _exact_clock(value: str) -> bool:
    """A time told as a clock with no "about": "at 10:45" and "at 10:47" are two accounts, and so are
    "at 9 a.m." and "at 8:58 a.m." (readers of real coverage mark them; "about 9 a.m." is not one).
    "About" before a minute no one rounds to is no rounding: "about 10:12" and "around 10:16" are
    two accounts as well."""
    if "\u2013" in value:
        return False
    if value.startswith("~"):
        return bool(re.fullmatch(r"\d\d:\d\d", value[1:6])) and int(value[4:6]) % 5 != 0
    return bool(re.fullmatch(r"\d\d:\d\d", value[:5]))


_QUALIFIED = tuple(sorted({f"{shown} " for _words, shown in QUALIFIERS}))
"""How a claim's value opens when its figure is not exact ("about 2700 tonnes", "at least 12000"): the
qualifiers the numbers are read with, in the words they are shown in."""


def _two_exact_figures(claims: Sequence[Claim]) -> bool:
    """Two sums or sizes a twentieth apart agree when one is the other converted from another
    unit or told as "about" ("3.1 miles" / "5 km", "about 2,700 tons" / "2,750 tons"); two exact
    figures in one unit that differ are two accounts ("2,750 tonnes" / "2,700 tonnes"), unless one
    is the other rounded within a fiftieth ("1,196,400" / "1,200,000"): "100 km" / "105 km" and
    "52,000" / "50,000 cubic metres" are two."""
    exact = [(c.mention.size, _unit(c.mention.value)) for c in claims if not c.mention.value.startswith(_QUALIFIED)]
    return any(x != y and ux == uy and not ((_rounds_to(x, y) or _rounds_to(y, x)) and max(x, y) / min(x, y) <= 1 + ROUNDING)
               for i, (x, ux) in enumerate(exact) for y, uy in exact[i + 1 :])


def _unit(value: str) -> str:
    """A value's unit in one spelling: "25 km/h" and "26 kilómetros por hora" are in one unit."""
    words = [w.rstrip("s").replace("tonne", "ton") for w in re.findall(r"[^\W\d]+", fold(value))]
    return " ".join(_UNIT_SPELLINGS.get(w, w) for w in words if w not in ("por", "per", "a", "an"))


_UNIT_SPELLINGS = {"kilometro": "km", "kilometre": "km", "kilometer": "km", "hora": "h", "hour": "h", "metro": "m", "metre": "m",
                   "meter": "m", "mile": "mi", "kph": "km h", "mph": "mi h", "kmh": "km h"}
"""Unit words as one spelling, singular (an "s" already taken off), in both languages."""


def _rounds_to(x: float, y: float) -> bool:
    """Whether ``y`` is ``x`` rounded to ``y``'s last significant digit (1,140 → 1,100)."""
    if y <= 0 or y != int(y):
        return False
    step = 1
    while int(y) % (step * 10) == 0:
        step *= 10
    return step > 1 and round(x / step) * step == y


def _topic(claims: Sequence[Claim], context: Context) -> str:
    """The noun the claims' sentences share in most articles, nearest the claims first, then
    the rarest, as written ("helicopter"). A noun is a word a determiner comes shortly before;
    one that names a thing (:func:`_weak_topic` says which do not) is taken before any other."""
    near: Counter[str] = Counter()
    anywhere: Counter[str] = Counter()
    spelled: dict[str, Counter[str]] = defaultdict(Counter)
    weak: set[str] = set()
    by_article: dict[int, tuple[set[str], set[str]]] = defaultdict(lambda: (set(), set()))
    for claim in claims:
        sentence = context.analysed[claim.article].sentences[claim.mention.sentence]
        local = context.window(claim)
        tokens = sentence.tokens
        english = context.analysed[claim.article].language == "en"
        for i, t in enumerate(tokens):
            if (t.fold not in STOPWORDS and t.fold.isalpha() and not t.text[:1].isupper() and len(t.fold) > 3
                    and any(u.fold in _DETERMINERS for u in tokens[max(0, i - 3) : i])
                    and t.fold not in _NOT_TOPICS and t.fold not in _NUMBER_WORDS and not _verb_like(t.text, t.fold)
                    and t.fold not in WEEKDAYS and t.fold not in MONTHS):
                spelled[t.stem][t.text.lower()] += 1
                by_article[claim.article][1].add(t.stem)
                if _weak_topic(tokens, i, english):
                    weak.add(t.stem)
                if t.stem in local:
                    by_article[claim.article][0].add(t.stem)
    for close, whole in by_article.values():
        near.update(close)
        anywhere.update(whole)
    shared = [(w not in weak, near[w] + 0.5 * anywhere[w], context.idf.get(w, 1.0), w) for w in anywhere if anywhere[w] >= 2]
    if not shared:
        return ""
    best = max(shared)
    if not best[0]:
        return ""  # only words that name nothing: "time", not "time of the personas"
    return spelled[best[3]].most_common(1)[0][0]


_WEAK_TOPICS = frozenset(["velocidad", "profundidad", "volumen", "magnitud", "tiempo", "longitud", "altura", "distancia", "capital",
                          "casi", "cerca", "pasadas", "fuentes", "people", "gente", "personas", "sources",
                          "north", "south", "east", "west", "norte", "sur", "este", "oeste", "centro", "centre", "center"])
"""Words that name no thing a figure could be of ("speed of the velocidad", "day of the fuentes",
"length of the norte")."""


def _weak_topic(tokens: Sequence[Token], i: int, english: bool) -> bool:
    """A noun-like word that names nothing a title could be of: a measure's own word, a place
    word, an adverb ("aproximadamente"), a verb in the future ("llegará"), or an English word
    before the noun it qualifies ("the entire building", "the national grid")."""
    t = tokens[i]
    return t.fold in _WEAK_TOPICS or t.fold.endswith("mente") or t.text[-1:] == "á" \
        or (english and (t.fold in _ADJECTIVES or t.fold.endswith(_ADJECTIVE_ENDINGS)) and _modifies_next(tokens, i))


_ADJECTIVES = frozenset(["entire", "whole", "main", "rear", "front", "shallow", "long", "short", "high", "deep", "overseas",
                         "former", "latest", "earlier", "later", "upper", "lower", "inner", "outer", "total", "final", "major"])
_ADJECTIVE_ENDINGS = ("al", "ic", "ous", "ive", "ful", "less", "ent", "ant", "ary", "ible", "able")
"""English words that qualify the noun after them ("the entire building", "the national grid")."""


_NOT_NOUNS_AFTER = frozenset(["ever", "yet", "ago", "alone", "now", "today", "yesterday", "tonight", "away", "back", "home", "later",
                              "earlier", "apart", "aboard", "ashore", "overnight", "abroad", "instead", "together", "inside", "outside"])
"""English words after a noun that are no noun of their own ("the longest run ever")."""


def shown_topic(claims: Sequence[Claim], context: Context, word: str) -> str:
    """How a title's topic is shown: as written where it stands as a noun phrase's head in the
    claims' sentences; with its noun when it is an English adjective before one ("length of the
    southern coast", not "length of the southern"); "" when it is an adjective or a verb after its
    noun ("height of the caliente", "volume of the alcanza"), where a title shows no topic."""
    compound = ""
    seen = False
    stems: dict[str, str] = {}  # the word's stem in each language, as the sentences' words are: "riña" is "pelea"
    for claim in claims:
        done = context.analysed[claim.article]
        tokens = done.sentences[claim.mention.sentence].tokens
        english = done.language == "en"
        if done.language not in stems:
            told = tokenize(word, 0, len(word), done.language)
            stems[done.language] = told[0].stem if told else ""
        wanted = stems[done.language]
        for i, t in enumerate(tokens):
            if t.stem != wanted:
                continue
            seen = True
            if english and _qualifies_next(tokens, i):
                compound = compound or f"{word} {tokens[i + 1].text}"
            elif not (_verb_like(t.text, t.fold) or (not english and _after_its_noun(tokens, i))):
                return word
    return compound if seen else word  # a topic the sentences do not spell ("day of the week"): as it is


def _qualifies_next(tokens: Sequence[Token], i: int) -> bool:
    """Whether an English word is an adjective standing before its noun ("the southern coast"):
    one of the adjectives or endings the engine knows, not any noun before another word, since
    a verb may follow a noun ("the wreck lies")."""
    t = tokens[i]
    return (t.fold in _ADJECTIVES or t.fold.endswith((*_ADJECTIVE_ENDINGS, "ern"))) and _modifies_next(tokens, i) \
        and tokens[i + 1].fold not in _NOT_NOUNS_AFTER


def _after_its_noun(tokens: Sequence[Token], i: int) -> bool:
    """Whether a Spanish word follows the noun it qualifies ("la zona más caliente", "la mancha
    alcanza", "la provincia alemana"): the noun phrase's head comes first, right after its
    determiner or a word that stands before nouns ("la primera explosión")."""
    before = tokens[i - 1] if i > 0 else None
    if before is None or before.fold in _DETERMINERS or before.fold in _BEFORE_NOUNS_ES or before.fold in _NUMBER_WORDS:
        return False
    return before.fold.isalpha() and not before.text[:1].isupper() and (before.fold not in STOPWORDS or before.fold in ("mas", "muy"))


_BEFORE_NOUNS_ES = frozenset(["primer", "primera", "primeros", "primeras", "segundo", "segunda", "tercer", "tercera", "ultimo", "ultima",
                              "ultimos", "ultimas", "gran", "grandes", "nuevo", "nueva", "nuevos", "nuevas", "mismo", "misma", "otro",
                              "otra", "otros", "otras", "mayor", "principal", "antiguo", "antigua", "pequeno", "pequena", "presunto",
                              "presunta", "supuesto", "supuesta", "dicho", "dicha", "cada", "todo", "toda", "todos", "todas"])
"""Spanish words that stand before the noun they go with ("la primera explosión", "el mismo día")."""


def _modifies_next(tokens: Sequence[Token], i: int) -> bool:
    """Whether an English word stands before the noun it qualifies ("the entire building", "the
    national grid", "the southern coast", "the fire truck"): the noun phrase's head is its last
    word."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    return nxt is not None and nxt.fold.isalpha() and nxt.fold not in STOPWORDS and not nxt.text[:1].isupper() \
        and nxt.start - tokens[i].end <= 1 and not _verb_like(nxt.text, nxt.fold)


_NUMBER_WORDS = ANY_NUMBER_WORD
_DETERMINERS = frozenset(["the", "a", "an", "its", "their", "his", "her", "this", "that", "el", "la", "los", "las", "un", "una", "su", "sus", "este", "esta", "del", "al"])
def _verb_like(text: str, folded: str) -> bool:
    """A word that reads as a verb, an adverb or a superlative, never as what a claim is about:
    "comenzaron", "reunió", "quickly", "worst"."""
    return (text[-1:] in "óéí" or folded in _IRREGULAR_VERBS
            or folded.endswith(("aron", "ieron", "aban", "ando", "iendo", "ado", "ido", "ly", "est", "ing"))
            or (folded.endswith("ed") and not folded.endswith("eed") and len(folded) > 4))  # "cleared", "armed"


_IRREGULAR_VERBS = frozenset(
    ["produjo", "condujo", "redujo", "hizo", "tuvo", "estuvo", "puso", "pudo", "quiso", "vino", "dijo", "trajo",
     "dio", "vio", "cayo", "huyo", "hubo", "supo", "anduvo", "sucedio", "ocurrio",
     "rose", "fell", "grew", "took", "came", "went", "made", "left", "said", "told", "began", "broke", "became", "sent", "held", "kept",
     "known", "shown", "given", "taken", "seen", "done", "gone", "written", "born", "thought",
     "sank", "sunk", "struck", "fled", "swept", "caught", "fought", "brought", "stood", "lost", "stuck", "threw", "drove",
     "flew", "froze", "hid", "rode", "spoke", "stole", "tore", "woke", "sought", "dug",
     "shook", "blew", "ran", "saw", "found", "got", "drew", "felt", "hung", "heard", "knew", "laid", "meant", "met", "paid",
     "rang", "sat", "sold", "slept", "slid", "sped", "spent", "spun", "swung", "taught", "understood", "wept", "arose",
     "awoke", "chose", "shone", "shrank", "sprang", "strode", "swore", "swam", "wrote", "won"]
)


_NOT_TOPICS = frozenset(["durante", "during", "alrededor", "around", "eso", "despues", "hasta", "desde", "entre", "contra", "sobre", "hacia", "tras", "mediante",
                         "segun", "through", "across", "within", "without", "since", "until", "cambio",
                         "near", "side", "local", "poco", "menos", "mas", "madrugada", "worst", "mile", "miles", "metre", "metres", "meter", "meters", "kilometre", "kilometres", "feet", "foot", "metro", "metros", "kilometro", "kilometros", "pies", "time", "times", "hour", "hours", "minute", "minutes", "day", "days", "week", "weeks", "month", "months", "year", "years", "morning", "evening", "night", "afternoon", "moment", "hora", "horas", "minuto", "minutos", "dia", "dias", "semana", "semanas", "mes", "meses", "ano", "anos", "manana", "tarde", "noche", "momento", "vez", "veces", "number", "numero", "cifra", "total",
                         "first", "second", "third", "last", "next", "average", "half", "whole", "primer", "primera", "segundo", "segunda", "ultimo", "ultima", "mitad",
                         "ayer", "hoy", "anoche", "anteayer", "yesterday", "today", "tonight"])

_GENERAL_TITLES = {
    "delay": "how long after",
    "weekday": "day", "route": "route", "place|where": "where it happened", "place|origin": "where it started", "place|taken": "where they were taken",
    **{f"place|{act}": title for act, title in ACT_TITLES.items()},
    **{f"weekday|{act}": title for act, title in DAY_TITLES.items()},
    "wound|where": "where the wound was",
    "date": "date", "time": "time", "duration": "duration", "money": "amount", "place": "place",
    "collapse": "what collapsed", **{key: key.split("|")[1] for key in _LENGTHS}, "measure|weight": "weight",
    "measure|area": "area", "measure|speed": "speed", "measure|volume": "volume", "measure|percent": "percentage", "measure|power": "power", "measure|temperature": "temperature",
}


_AWAY_FROM = re.compile(r"\s*(?:(?:north|south|east|west)[\w-]*\s+|(?:al\s+)?(?:norte|sur|este|oeste|noreste|noroeste|sureste|suroeste)\s+)?"
                        r"(?:from|of|outside|de|desde)\s+(?:the\s+|la\s+|el\s+)?[A-ZÁÉÍÓÚÑ]")
"""What follows a length that is how far something is from a named place ("100 miles from
Columbia", "225 miles north-east of the capital", "a 20 km de Quito")."""


ACT_HOURS = {"departure": "time of departure", "arrival": "time of arrival"}
"""Titles of hours every account tells of one act: a flight or a train that left or came in."""
HOUR_IT_HAPPENED = "hour it happened"
"""The title of the hour of the event itself, where the nouns its sentences share name something else."""


def _title(key: str, claims: Sequence[Claim], context: Context) -> str:
    if key == "measure|length" and sum(bool(_AWAY_FROM.match(context.analysed[c.article].article.text, c.mention.end)) for c in claims) * 2 > len(claims):
        return "distance"  # "length of the truck" was how far Mendon is from Columbia
    if key == "place" and all(c.mention.title == "floor" for c in claims):
        return "floor"  # "planta quinta" / "séptima planta": which floor, not "place of the planta"
    if key in _GENERAL_TITLES:
        if key in ("collapse", "wound|where", "route") or key.startswith(("place|", "weekday|")):
            return _GENERAL_TITLES[key]
        heads = Counter(
            c.mention.title for c in claims
            if c.mention.title and c.mention.title not in (_GENERAL_TITLES[key], "floor", "place") and key == "duration"
        )
        topic = heads.most_common(1)[0][0] if heads else _topic(claims, context)
        if key == "time" and topic and fold(topic) not in EVENT_NOUNS and 2 * sum(of_the_event(c, context.analysed, opening=False) for c in claims) >= len(claims) \
                and not all(stem(fold(topic), context.analysed[c.article].language) in context.window(c) for c in claims):
            # "time of the ícono": the hour of the event, whatever noun its sentences share; "the
            # national grid failed at 8:10 pm" / "went down at 8:40 pm" keep the noun told beside each hour
            return HOUR_IT_HAPPENED
        acts = {c.mention.title for c in claims}
        act = acts.pop() if len(acts) == 1 else ""
        if key == "time" and act in ACT_HOURS and (act == "departure" or not topic):
            return ACT_HOURS[act]  # "took off at 10:30" / "había despegado a las 11.12": when it left, whatever noun is shared
        joiner = " the " if key == "delay" else " of the "  # "how long after the explosion"
        return f"{_GENERAL_TITLES[key]}{joiner}{topic}" if topic else _GENERAL_TITLES[key]
    return claims[0].mention.title


def of_the_event(claim: Claim, analysed: Sequence[Analysed], *, opening: bool = True) -> bool:
    """An hour or a day each account tells of the event itself: in its opening sentences (anywhere,
    with ``opening=False``: what a card is titled by), with a verb of something happening ("estalló
    … a las 3:00 de la tarde") or alone ("Eran las 2:50"); a day with that verb near it ("collapsed
    in a congested market on Thursday", not "rescuers on Friday cleared the rubble of the overpass
    that collapsed")."""
    done = analysed[claim.article]
    sentence = done.sentences[claim.mention.sentence]
    if claim.mention.title == "event":
        return True
    if opening and claim.mention.sentence >= WHERE_LEAD:
        return False
    if claim.mention.key == "weekday":
        start, end = max(sentence.start, claim.mention.start - DAY_REACH), min(sentence.end, claim.mention.end + DAY_REACH)
        return happened_near(done.article.text, start, end)
    return happened(done.article.text, sentence)


DAY_REACH = 40
"""Characters either side of a day within which its sentence must tell the event for it to be the
event's day."""


def _distinct_titles(slots: list[Slot], context: Context) -> list[Slot]:
    """Slots that would share a title ("people killed" twice) are told apart by their topic."""
    slots = list(slots)
    hours = [i for i, s in enumerate(slots) if s.title == HOUR_IT_HAPPENED]
    if len(hours) > 1:
        # one hour is the event's: the slot told most of the event keeps the title, the others their topic
        best = max(hours, key=lambda i: (sum(of_the_event(c, context.analysed, opening=False) for c in slots[i].claims), len(slots[i].claims), -i))
        for i in hours:
            if i != best:
                topic = _topic(slots[i].claims, context)
                slots[i] = slots[i]._replace(title=f"time of the {topic}" if topic else "time")
    titles = Counter(s.title for s in slots)
    out: list[Slot] = []
    for slot in slots:
        if titles[slot.title] > 1:
            topic = _topic(slot.claims, context)
            if topic and topic not in slot.title:
                slot = slot._replace(title=f"{slot.title} ({topic})")
        out.append(slot)
    return out

