"""Read a comparison's articles and propose where they disagree, best first.

:func:`suggest` is the whole engine, pure and free of the store: articles in (id, reading text,
language), suggestions out, each a slot with one passage per article whose ``exact`` is the
reading text's ``[start:end]``. The store-side steps (leaving out what is dismissed or already
annotated, accepting) are in :mod:`.service`.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Collection, Sequence

from ..i18n import _
from ..records import Record
from .agreement import MAGNITUDES, VAGUE_RANGES, WORDS_ONLY, values_agree
from .alignment import contrast_slots, headline_slots, loaded_slots
from .causes import causes
from .counts import counts, listed_count, of_the_past, ordinal_deaths, unknown_counts, zero_counts
from .deaths import how_they_died
from .lexicon import (
    ANY_NUMBER_WORD,
    MONTHS,
    NOUNS,
    PERSON_CLASSES,
    PLACE_KIND_WORDS,
    PREDICATES,
    ROLES,
    STOPWORDS,
    WEEKDAYS,
)
from .mentions import Analysed, ArticleText, Mention
from .names import TITLES, name_slots, spelling_variants
from .parts import parts_of_a_toll
from .people import (
    Told,
    ages,
    aliases,
    fates,
    full_name_keys,
    name_keys,
    names_in,
    told_in,
    unnamed_ages,
    who_fired,
)
from .places import (
    act_places,
    collapses,
    directions,
    happened,
    markers,
    origins,
    places,
    routes,
    struck,
    taken_to,
    where,
    worst_hit,
)
from .quotes import Quote, exact_ratio, partial_similarity, quotes
from .reading import ONE_PERSON_OFFICES, OWN, is_person, read, same_speaker, stance
from .sequence import order
from .slots import Claim, Context, Slot, agrees, build_slots, of_the_event, shown_topic, weight
from .states import (
    clefts,
    crew_doing,
    hurt_by,
    passive_agents,
    shots_by,
    states,
    unclaimed,
    who_acted,
    wounds,
)
from .stems import stem
from .text import (
    SUPPORTED_LANGUAGES,
    Sentence,
    fold,
    forget_sentences,
    guess_language,
    normalise_language,
    split_sentences,
)
from .values import (
    EVENT_FATES,
    act_days,
    ages_of_things,
    bare_sums,
    currency_of,
    dated_weekdays,
    dates,
    delays,
    durations,
    hour_ranges,
    magnitudes,
    measures,
    moments,
    money,
    parts_of_day,
    percents,
    proportions,
    times,
    weekdays,
)
from .votes import votes
from .wording import shown_title, shown_value
from .workers import map_in_two

MAX_CHARS = 2_000_000
"""Articles longer than this (in code points) are left out, with a note."""
MAX_QUOTES = 60
"""Quotations of one article compared with the others' (each pair costs a fuzzy match)."""
MOMENT_LEAD = 10
"""Sentences at the top of an account where its first time told with a day is when the event
happened; further down, days and hours tell what came after (the search, the funeral)."""
_AGO = re.compile(
    r"\b(?:desde\s+)?hace\s+(?:(?:unos|unas|casi|m[aá]s\s+de|menos\s+de|poco\s+m[aá]s\s+de)\s+)?[\w.,]+\s+(?:minutos|horas|d[ií]as)\b"
    r"|\b[\w.,-]+\s+(?:minutes|hours|days)\s+ago\b",
    re.I,
)
"""A length in hours or days counted back from when the account was written ("hace dos días",
"desde hace cuatro días", "three days ago"): accounts written on other days give other lengths
of one thing. In weeks or months ("ocupado hace tres semanas" / "hace un mes") a day between
the accounts changes nothing, and readers mark them."""
def _not_counted_from_the_account(text: str, sentence: Sentence, found: list[Mention]) -> list[Mention]:
    """The claims read in a sentence without the lengths of time counted from when the account was
    written: all of them when it tells how long something has gone on so far ("It has been 12 hours
    since the fire started"), those told as "hace dos días" / "three days ago" otherwise."""
    if _ELAPSED_SO_FAR.search(text, sentence.start, sentence.end):
        return [m for m in found if not m.key.startswith(("duration", "delay"))]
    ago = [m.span() for m in _AGO.finditer(text, sentence.start, sentence.end)]
    return [m for m in found if not (m.key.startswith(("duration", "delay")) and any(a <= m.start < b for a, b in ago))]


_ELAPSED_SO_FAR = re.compile(
    r"\b(?:it\s+has\s+been|it'?s\s+been|have\s+passed|has\s+passed|yet\s+to|still|han\s+pasado|ha\s+pasado|a[uú]n\s+no|todav[ií]a\s+no)\b"
    r"[^.;]{0,120}?\b(?:since|after|desde\s+que|tras|despu[eé]s\s+de\s+que)\b[^.;]{0,40}?"
    r"\b(?:started|began|begun|broke\s+out|erupted|comenz[oó]|empez[oó]|se\s+inici[oó]|se\s+desat[oó]|estall[oó]|se\s+declar[oó])\b",
    re.I,
)
"""A sentence that tells how long something has gone on so far, as the account is written: no
length of the event two accounts could disagree on, only two moments of writing."""
MAX_MENTIONS = 4000
"""Claims one article brings: beyond this an article is a table of figures, not an account."""

PLACE_LIST_WEIGHT = 0.8
"""How much less a count of one place of a list weighs than the counts of the whole event: a
province-by-province list makes a card per place, and the reader wants the whole event's first."""

KIND_WEIGHTS = {"count": 0.95, "outcome": 0.95, "attribution": 0.8, "timeline": 0.8, "quote": 0.6, "location": 0.55, "other": 0.55, "wording": 0.4}


class SuggestedPassage(Record):
    """One source's claim on a card. ``exact`` is the reading text's ``[start:end]``.

    The evidence: ``sentence`` is the whole sentence the claim was read in, ``cue`` the words
    that gave its value ("were killed", "no tenía combustible"), ``source`` who asserts it when
    it is not the outlet itself ("the government", "CNN, citing a source").
    """

    article: str
    start: int
    end: int
    exact: str
    value: str
    sentence: str = ""
    cue: str = ""
    source: str = ""


class Suggestion(Record):
    id: str
    kind: str
    title: str
    score: float
    passages: tuple[SuggestedPassage, ...]

    def to_json(self) -> dict[str, object]:
        """The card as ``suggest --json`` prints it: the documented fields, then the evidence."""
        return {
            "id": self.id,
            "kind": self.kind,
            "title": self.title,
            "score": self.score,
            "passages": [
                {"article": p.article, "start": p.start, "end": p.end, "exact": p.exact, "value": p.value,
                 "sentence": p.sentence, "cue": p.cue, "source": p.source}
                for p in self.passages
            ],
        }


class SuggestResult(Record):
    suggestions: list[Suggestion]
    notes: list[str]


def analyse(article: ArticleText) -> tuple[Analysed, str]:
    """An article's sentences and claims (people's fates come later: they need every article),
    and a note when its language is one the engine does not know."""
    note = ""
    language = normalise_language(article.language)
    if language not in SUPPORTED_LANGUAGES:
        guessed = guess_language(article.text)
        if guessed and (not language or language == guessed):
            language = guessed
        else:
            note = _(
                "article {id} is in a language the engine does not know ({language}); only its numbers, "
                "dates, times and quotes are compared"
            ).format(id=article.id[:12], language=language or _("not recognised"))
            language = ""
    text = article.text
    if _figures_only(text):
        return Analysed(article, language, [], []), _(
            "article {id} is mostly numbers (a table of figures, not an account); it was left out"
        ).format(id=article.id[:12])
    sentences = split_sentences(text, language)
    mentions: list[Mention] = []
    currency = currency_of(text) if "mill" in text or "billion" in text else ""  # million, millón, millones: sums said bare
    told_when = False  # an account's first time told with its day is when it happened; later ones are what came after
    for index, sentence in enumerate(sentences):
        used: list[tuple[int, int]] = []
        folds = {t.fold for t in sentence.tokens}
        if _stamped(sentence):
            continue  # "Saturday 8:10pm AEST", "Updated 9.30pm": when the page was written, not when it happened
        figures = any(t.fold[0].isdigit() for t in sentence.tokens) or bool(folds & _NUMBER_WORDS)
        found: list[Mention] = []
        if figures or folds & _TIME_WORDS:  # most sentences hold no time, date, sum or length
            found += hour_ranges(text, sentence, used)  # before the hours: "between 9 and 11 p.m." is one claim
            found += times(text, sentence, used)
            found += dates(text, sentence, used)
            found += money(text, sentence, used)
            found += bare_sums(text, sentence, used, currency)
            found += percents(text, sentence, language, used)
            found += delays(text, sentence, used)
            found += durations(text, sentence, language, used)
            found += magnitudes(text, sentence, used)
            found += measures(text, sentence, language, used)
            found += ages_of_things(text, sentence, language, used)
            if found:
                found = _not_counted_from_the_account(text, sentence, found)
            if found and of_the_past([t.fold for t in sentence.tokens]):
                # "Back in 2011, a 120-foot spoil heap collapsed": sizes of a year gone by (sums
                # told of a past year, a budget or a contract, are often what is in dispute)
                found = [m for m in found if not m.key.startswith(("measure|length", "measure|height", "measure|depth", "measure|width"))]
        found += votes(text, sentence, language, used)
        found += parts_of_day(text, sentence, used)
        found += proportions(text, sentence, used)
        if (happened(text, sentence) or any(PREDICATES.exact(f) in EVENT_FATES for f in folds)) and not _LATER_DEATH.search(text, sentence.start, sentence.end):
            found += weekdays(text, sentence, used)  # the day of the event, where the event is told
        found += act_days(text, sentence, used)
        found += dated_weekdays(text, sentence)
        found += parts_of_a_toll(text, sentence, language, used)  # before the counts: a part is no toll of its own
        found += counts(text, sentence, language, used)
        latest = ordinal_deaths(text, sentence)
        if latest:  # "one rider died at the scene and a second died in hospital": two have died
            found = [m for m in found if not m.key.endswith("|killed")] + latest
            toll = max(m.size for m in latest)
            # "se recogieron siete cadáveres" before "un octavo cadáver": the smaller toll told before was the earlier one
            mentions = [m._replace(stance=m.stance._replace(earlier=True)) if m.key == "count|people|killed" and 0 < m.size < toll else m
                        for m in mentions]
        found += zero_counts(text, sentence)
        unknown = unknown_counts(text, sentence)
        if unknown:  # "el número de desaparecidos sigue siendo una incógnita": no one missing in "una"
            found = [m for m in found if not any(u.key == m.key and u.start <= m.start and m.end <= u.end for u in unknown)] + unknown
        found += listed_count(text, sentences, index)
        found += places(text, sentence, used)
        found += routes(text, sentence)
        found += where(text, sentence)
        found += directions(text, sentence)
        found += markers(text, sentence)
        found += origins(text, sentence)
        found += worst_hit(text, sentence)
        found += struck(text, sentence)
        found += taken_to(text, sentence)
        found += act_places(text, sentence)
        found += collapses(text, sentence)
        found += causes(text, sentence)
        found += who_fired(text, sentence)
        found += states(text, sentence)
        found += who_acted(text, sentence) + unclaimed(text, sentence)
        acted = [(m.start, m.end) for m in found if m.key.startswith("agent|")]
        found += [m for m in passive_agents(text, sentence, language) if not any(s < m.end and m.start < e for s, e in acted)]
        found += wounds(text, sentence)
        found += hurt_by(text, sentence)
        found += how_they_died(text, sentence)
        found += shots_by(text, sentence)
        found += crew_doing(text, sentence)
        found += clefts(text, sentence)
        found += order(text, sentence)
        if not told_when and index < MOMENT_LEAD and not _LATER_DEATH.search(text, sentence.start, sentence.end):
            found += moments(text, sentence, found)  # "died in hospital in the early hours of Sunday": after the event
        read_in = read_claims(text, sentence, found)
        if told_when:
            read_in = [m for m in read_in if m.key != "moment"]
        told_when = told_when or any(m.key == "moment" for m in read_in)
        mentions += read_in
        if len(mentions) > MAX_MENTIONS:
            break
    return Analysed(article, language, sentences, mentions), note


_STAMP_WORDS = frozenset([
    "updated", "published", "posted", "last", "modified", "actualizado", "actualizada", "publicado", "publicada", "at", "a", "las",
    "am", "pm", "a.m", "p.m", "m", "p", "h", "hrs", "gmt", "utc", "bst", "cet", "cest", "aest", "aedt", "edt", "est", "pdt", "pst", "cdt", "ist",
    "de", "del", "el", "on", "the", "of", "hora", "horas", "morning", "afternoon", "evening", "night", "manana", "tarde", "noche",
]) | WEEKDAYS | MONTHS.keys()
MAX_STAMP = 10
"""Most words of a line that only says when a page was written or updated."""


def _stamped(sentence: Sentence) -> bool:
    """A line that only dates the page ("Saturday 8:10pm AEST", "Saturday, updated 9.30pm",
    "Actualizado el 12 de marzo de 2025, 10:42"): a time or day there is the outlet's, not the event's."""
    tokens = sentence.tokens
    if not tokens or len(tokens) > MAX_STAMP:
        return False
    words = [t.fold for t in tokens]
    return all(w in _STAMP_WORDS or w[:1].isdigit() for w in words) and any(w[:1].isdigit() or w in WEEKDAYS for w in words)


_LATER_DEATH = re.compile(
    r"\b(?:died|dies|muri[oó]|falleci[oó]|ha\s+muerto|ha\s+fallecido)\s+(?:\w+\s+){0,2}?(?:in|at|en)\s+(?:the\s+|el\s+|un\s+|a\s+)?(?:[\w'’]+\s+){0,2}?hospital\b",
    re.I,
)
"""A death in hospital, told with its day: it came after the event, whose day it is not."""
_NUMBER_RUN = re.compile(r"\d+")
_WORD_RUN = re.compile(r"[^\W\d_]+")
_NUMBER_WORDS = ANY_NUMBER_WORD - {"a", "un", "una"}
_TIME_WORDS = frozenset(MONTHS) | frozenset(
    ["midnight", "noon", "medianoche", "mediodia", "minute", "minutes", "minuto", "minutos", "hour", "hours", "hora", "horas", "day", "days", "dia", "dias", "year", "ano", "shortly", "soon", "moments", "continuacion", "poco", "seguido", "dozen", "docena", "half", "mile", "miles", "kilometre", "kilometer", "kilometro", "metre", "meter", "metro"]
)
"""Words without which a sentence holds no date, time, duration or length worth reading for."""


def _figures_only(text: str) -> bool:
    """Whether a text is a table of numbers rather than prose (most of its words are digits). Runs
    of digits and runs of letters never overlap, so each kind is counted by a scan of its own
    (a count in C, not a Python step per word)."""
    head = text[:200_000]
    numbers = len(_NUMBER_RUN.findall(head))
    return numbers > 1000 and numbers > 1.5 * len(_WORD_RUN.findall(head))


def read_claims(text: str, sentence: Sentence, found: list[Mention]) -> list[Mention]:
    """The mentions of one sentence, each with how it is said; what is only supposed, asked or
    denied is left out, and an outcome said not to be known becomes "unknown"."""
    if not found:
        return []
    reading = read(text, sentence)
    starts = [t.start for t in sentence.tokens]
    out: list[Mention] = []
    for m in found:
        begin, end = m.start, m.end
        if m.cue and m.kind != "count":
            at = text.find(m.cue, m.start, m.end)
            if at >= 0:
                begin, end = at, at + len(m.cue)  # a state's negation is read at its words
        first = max(0, bisect_right(starts, begin) - 1)
        last = max(first, bisect_left(starts, end) - 1)
        said = stance(reading, sentence, first, last, words_deny=m.kind == "count")
        if said.question or said.conditional:
            continue
        if said.negated and m.key.startswith("state|"):
            flipped = m.value[4:] if m.value.startswith("not ") else _OPPOSITE.get(m.value, f"not {m.value}")
            m = m._replace(value=flipped, compare=flipped)
        elif said.negated and m.key.startswith("fate|") and m.value == "captured":
            m = m._replace(value="not detained", compare="not detained")  # "he had not been detained": a claim too
        elif said.negated and m.key != "cause" and m.compare not in ("0", "unknown"):
            continue  # (a count of none is said with a negation, "no se registró ninguna fuga"; so is one not given, "officers have not yet given a figure")
        if said.unknown and m.kind == "outcome":
            m = m._replace(value="unknown", compare="unknown")
        out.append(m._replace(stance=said))
    return out


def _display_names(analysed: Sequence[Analysed], variants: dict[str, str]) -> dict[str, str]:
    """Names found in two or more articles: folded key -> the commonest spelling of the last word;
    a name spelled two ways (``variants``, :func:`.names.spelling_variants`) counts as one."""
    seen: dict[str, set[int]] = {}
    spellings: dict[str, dict[str, int]] = {}
    people: set[str] = set()
    places: set[str] = set()
    uses: defaultdict[str, int] = defaultdict(int)
    as_a_thing: defaultdict[str, int] = defaultdict(int)
    for index, a in enumerate(analysed):
        people |= full_name_keys(a.sentences)
        for key in name_keys(a.sentences):
            seen.setdefault(key, set()).add(index)
        for sentence in a.sentences:
            for first, last, key in names_in(sentence):
                word = sentence.tokens[last].text
                if word == "N" and last > first:
                    word = f"{sentence.tokens[first].text} N."  # "José «N»": known by the first name, the surname withheld
                spellings.setdefault(key, {}).setdefault(word, 0)
                spellings[key][word] += 1
                before = sentence.tokens[first - 1].fold if first > 0 else ""
                if first == last and before in _IN_A_PLACE:
                    places.add(key)  # "in Kabul", "cerca de Medellín": a place, whatever runs end on it
                if _DATELINE_AFTER.match(a.article.text, sentence.tokens[last].end) \
                        and a.article.text[: sentence.tokens[first].start].rstrip().endswith(","):
                    places.add(key)  # "TOLOSA, Varnia (AP) —": where the report was filed
                inner = _first_surname(sentence, first, last)
                thing = (before in _IN_A_PLACE or before in _A_THING) and sentence.tokens[first].fold not in _BEFORE_A_NAME
                for used in filter(None, (key, inner)):
                    uses[used] += 1
                    as_a_thing[used] += thing  # "the Red Cross", "en Buenos Aires", "del Volcán de Fuego", "off Kestrel Isle"
                if inner:
                    seen.setdefault(inner, set()).add(index)
                    people.add(inner)
                    spellings.setdefault(inner, {}).setdefault(sentence.tokens[last - 1].text, 0)
    for variant, key in variants.items():
        seen.setdefault(key, set()).update(seen.pop(variant, set()))
    return {
        key: max(spellings[key].items(), key=lambda kv: (kv[1], kv[0]))[0]
        for key, articles in seen.items()
        if len(articles) >= 2 and key in people and key not in places and 2 * as_a_thing[key] < uses[key]
    }


_DATELINE_AFTER = re.compile(r"[ \t]*\([A-Z]{2,}[A-Za-z./ ]{0,10}\)")
"""What follows the place of a dateline after its agency ("TOLOSA, Varnia (AP) — …")."""
_A_THING = frozenset(["the", "el", "la", "los", "las", "del", "at", "off", "company", "firm", "airline", "carrier", "compania", "empresa",
                      "aerolinea", "hotel", "hospital", "club", "barrio", "colonia"])
"""Words before a run of capitals that make it a thing's or a place's name, not a person's
("the Kenya Red Cross", "la Defensa Nacional", "del Volcán de Fuego", "Las Tejerías", "la compañía
Aérea del Sur")."""
_BEFORE_A_NAME = TITLES | ONE_PERSON_OFFICES | frozenset(["prime", "general", "jefe", "jefa"])
"""Offices and titles that open a run before a person's name ("El Presidente Andrés Olmedo Ruiz",
"the Prime Minister Dana Holt"): the article is the office's, not the name's."""


_OPPOSITE = {"held": "gave way", "gave way": "held", "open": "closed", "closed": "open"}
"""States of two sides where one denied is the other: "did not hold" is "gave way", "was not
closed" is "open" — so "not held" and "gave way" agree."""


def _first_surname(sentence: Sentence, first: int, last: int) -> str:
    """The word before a name's last of three or more ("Wilber Quispe Mamani"): of two surnames,
    the first is the one other accounts name the person by; "" for shorter names."""
    inner = sentence.tokens[last - 1]
    return inner.fold if last - first >= 2 and inner.text[:1].isupper() else ""


_IN_A_PLACE = frozenset(["in", "near", "outside", "inside", "across", "en", "cerca", "desde", "hacia"])


def _quote_slots(analysed: Sequence[Analysed]) -> list[Slot]:
    found: list[Quote] = []
    for index, a in enumerate(analysed):
        seen: set[str] = set()
        for q in quotes(index, a.article.text, a.sentences):
            if q.words not in seen and len(seen) < MAX_QUOTES:  # a quotation repeated is read once
                seen.add(q.words)
                found.append(q)
    from rapidfuzz import fuzz, process

    pairs: list[tuple[float, int, int]] = []
    words = [q.words for q in found]
    for i, qa in enumerate(found):
        # the quotations at least 0.6 alike (:func:`.quotes.similarity`, its scorer), looked for
        # in C: six long accounts hold hundreds of quotations
        for _words, score, k in process.extract(qa.words, words[i + 1 :], scorer=fuzz.token_set_ratio, score_cutoff=60, limit=None):
            j = i + 1 + k
            qb = found[j]
            if qa.article != qb.article:
                sim = float(score) / 100.0
                # words in common are not enough: one quotation's run of them must read in the
                # other ("the night ferry sank…" and "…struck the night ferry" are two),
                # closely when one is a few words ("security forces returned fire" is in no long one)
                short = min(qa.words.count(" "), qb.words.count(" ")) + 1 < 8
                if partial_similarity(qa.words, qb.words) >= (0.8 if short else 0.55) and _shares_words(qa.words, qb.words) \
                        and (short or _shares_a_run(qa.words, qb.words) or _in_one_order(qa.words, qb.words, analysed[qa.article].language)):
                    pairs.append((sim, i, j))
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    group_of: dict[int, int] = {}
    groups: dict[int, dict[int, int]] = {}
    for _score, i, j in pairs:
        gi, gj = group_of.get(i), group_of.get(j)
        if gi is None and gj is None:
            group_of[i] = group_of[j] = i
            groups[i] = {found[i].article: i, found[j].article: j}
        elif gi is not None and gj is None and found[j].article not in groups[gi]:
            group_of[j] = gi
            groups[gi][found[j].article] = j
        elif gj is not None and gi is None and found[i].article not in groups[gj]:
            group_of[i] = gj
            groups[gj][found[i].article] = i
    slots: list[Slot] = []
    for members in groups.values():
        chosen = [found[members[a]] for a in sorted(members)]
        texts = [q.words for q in chosen]
        # a denial is a rewording unless one quotation only runs on past the other ("…this club.
        # Football means nothing tonight")
        reworded = any(_reworded(x, y) for x in texts for y in texts if x < y) or (
            len({q.negated for q in chosen}) > 1 and not all(partial_similarity(x, y) >= 0.9 or _runs_on(x, y) for x in texts for y in texts if x < y))
        opening = " ".join(analysed[chosen[0].article].article.text[chosen[0].start : chosen[0].end].split()[:6])
        credited = [q for q in chosen if q.speaker and is_person(q.speaker)]  # an account that names no one says nothing of who
        speakers = {fold(q.speaker) for q in credited}
        given_to_others = len(speakers) > 1 and len(credited) >= 2 and not same_speaker([q.speaker for q in credited]) \
            and not _an_office_and_a_name([q.speaker for q in credited])
        if reworded and not given_to_others:
            # a quotation given to different people is that card; that the words differ too was,
            # on the development sets, never something the readers marked apart from it
            claims = tuple(
                Claim(q.article, Mention("quote", "quote", "", _short(analysed[q.article].article.text[q.start : q.end]),
                                         q.words, q.start, q.end, q.sentence, True))
                for q in chosen
            )
            slots.append(Slot("quote", "quote", f"wording of the quote \u201c{opening}\u2026\u201d", claims, 1.0))
        if given_to_others:
            claims = tuple(
                Claim(q.article, Mention("attribution", "speaker", "", q.speaker, q.speaker, q.said_start, q.said_end, q.sentence, True))
                for q in credited
            )
            slots.append(Slot("attribution", "speaker", f"who said \u201c{opening}\u2026\u201d", claims, 1.0))
    return slots


def _an_office_and_a_name(speakers: Sequence[str]) -> bool:
    """Whether the speakers of one quotation are one person named and others told only by an office
    of a body ("Delia Marsh" / "a spokeswoman of the Interior Ministry", "ministro del Interior"): the
    office may well be hers, so the accounts do not give the words to different people."""
    named = {fold(s) for s in speakers if not _an_office(s)}
    return len(named) <= 1 and len(named) < len(set(map(fold, speakers)))


def _an_office(speaker: str) -> bool:
    """A speaker told by an office of a body, with no name of a person: its capitals all come after
    "de", "del" or "of" ("funcionaria del Ejecutivo de Karsk", "ministro de Interior", "head of the Tarlow Port
    Authority")."""
    words = speaker.split()
    capitals = [i for i, w in enumerate(words) if w[:1].isupper()]
    return bool(capitals) and words[0][:1].islower() and all(
        any(fold(words[j]) in ("de", "del", "of", "the", "la", "el") for j in range(max(0, i - 2), i)) or i > capitals[0] for i in capitals)


def _reworded(x: str, y: str) -> bool:
    """Two renderings of one quotation that differ in words, not only in where they were cut
    or in a detail one adds ("one Agent" / "one Border Patrol Agent")."""
    from rapidfuzz import fuzz

    if exact_ratio(x, y) >= 0.9 or fuzz.partial_ratio(x, y) >= 90:
        return False
    wx, wy = set(x.split()), set(y.split())
    return bool(_said(wx - wy)) and bool(_said(wy - wx))


def _runs_on(x: str, y: str) -> bool:
    """Whether one rendering says nothing the other does not, bar figures written their own way:
    "son 3 las mujeres fallecidas" is inside "son tres las mujeres fallecidas … Otra no está en
    riesgo", whose denial comes after it."""
    wx, wy = set(x.split()), set(y.split())
    return not _said(wx - wy) or not _said(wy - wx)


def _said(words: set[str]) -> set[str]:
    """The words of a quotation's rendering that say something: not a joining word ("y", "also")
    nor a figure, which outlets write their own way ("mil 900" / "1.900")."""
    return {w for w in words if w not in STOPWORDS and not w[:1].isdigit() and w not in ANY_NUMBER_WORD}


YEARS_APART = 10
"""Bare years further apart than this tell different moments of a story's past, not one date told
two ways (1878 and 1887 may be one date stone misread; 1957 and 1994 are two events)."""


def _inside(claim: Claim, spans: dict[tuple[int, int], tuple[int, int]]) -> bool:
    """Whether a claim lies within the span of another claim read in its sentence."""
    span = spans.get((claim.article, claim.mention.sentence))
    return span is not None and span[0] <= claim.mention.start and claim.mention.end <= span[1]


TOLD_ALIKE = 0.4
"""Sentence similarity above which years far apart (up to MISDATED) are one date told two ways
("painted in 1874" / "painted in 1887"), not the story's history."""
DELAY_ALIKE = 0.25
"""Sentence similarity below which "two days later" and "an hour after" count from different happenings:
on the read real batches and the project's own sets such cards matched what readers marked one time in
thirteen, and four times in five above it."""
MISDATED = 20
"""Years further apart than this are two moments of the story's past however alike the sentences
("opened in 1951" / "last modernised in 1996")."""


def _years_apart(slot: Slot) -> int:
    """How far apart the years of a date slot made of bare years are (0 when any value says more)."""
    values = [c.mention.compare for c in slot.claims]
    if not all(v.isdigit() for v in values):
        return 0
    years = [int(v) for v in values]
    return max(years) - min(years)


def _shares_words(x: str, y: str) -> bool:
    """Whether two quotations share at least a third of the longer words of the shorter: letters in
    common ("cabezada", "cabeza") are not words in common."""
    wx = {w for w in x.split() if len(w) > 3}
    wy = {w for w in y.split() if len(w) > 3}
    fewer = min(len(wx), len(wy))
    return fewer == 0 or len(wx & wy) * 3 >= fewer


RUN_WORDS = 5
"""Words in a row two long quotations must share to be one quotation told twice, unless three of
them say something (not "the", "a", "es"): "we understand how worrying this is" and "we want
births back" are two things one official said, each quoted by one outlet."""


def _shares_a_run(x: str, y: str) -> bool:
    wx, wy = x.split(), y.split()
    at: dict[str, list[int]] = defaultdict(list)
    for j, w in enumerate(wy):
        at[w].append(j)
    for i, w in enumerate(wx):
        for j in at.get(w, ()):
            k = 0
            while i + k < len(wx) and j + k < len(wy) and wx[i + k] == wy[j + k]:
                k += 1
            said = sum(1 for word in wx[i : i + k] if word not in STOPWORDS)
            if k >= RUN_WORDS or said >= 3:
                return True
    return False


IN_ORDER = 4
"""Words that say something two long quotations must give in one order, when they share no run:
a quotation translated twice ("every group that is armed and financed to bring terrorism" /
"every group they arm and finance to bring terrorism") keeps its order; two things one person
said do not."""


def _in_one_order(x: str, y: str, language: str) -> bool:
    sx = [stem(w, language) for w in x.split() if w not in STOPWORDS and len(w) > 2]
    sy = [stem(w, language) for w in y.split() if w not in STOPWORDS and len(w) > 2]
    if min(len(sx), len(sy)) < IN_ORDER:
        return False
    row = [0] * (len(sy) + 1)
    for a in sx:  # the longest common subsequence, one row at a time
        previous = 0
        for j, b in enumerate(sy):
            current = row[j + 1]
            row[j + 1] = previous + 1 if a == b else max(row[j + 1], row[j])
            previous = current
    return row[-1] >= IN_ORDER


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _score(slot: Slot, total: int) -> float:
    """How likely a reader is to accept the card: its kind, how many sources it covers, how
    surely its claims are said, and for slots found by alignment how alike their sentences are."""
    base = KIND_WEIGHTS.get(slot.kind, 0.5)
    coverage = len(slot.claims) / max(total, 2)
    first = slot.claims[0].mention
    if slot.kind == "wording":
        return round(base * (0.6 + 0.4 * coverage) * min(1.0, slot.cohesion), 3)
    cohesion = 1.0 if first.specific else 0.55 + 0.45 * min(1.0, slot.cohesion / 0.4)
    sure = sum(min(3.0, max(0.5, weight(c))) for c in slot.claims) / (3.0 * len(slot.claims))
    score = base * (0.6 + 0.4 * coverage) * cohesion * (0.75 + 0.25 * sure)
    if slot.key.startswith("count|"):
        noun = slot.key.split("|")[1]
        if noun not in _NOUN_CLASSES:
            score *= 0.8  # a noun the engine does not know: "ambulancias", "coaches"
        if not slot.key.endswith("|") and noun in _NOUN_CLASSES and noun != "people":
            score *= 1.05
        if slot.key.endswith("|") and noun not in PERSON_CLASSES:
            score *= 0.8  # "three teams", "18 floors": things counted, nothing said to befall them
        if slot.key.count("|") > 2:
            score *= PLACE_LIST_WEIGHT  # one place of a list ("Taroudant (271)"): after the cards of the whole
    return round(max(0.0, min(1.0, score)), 3)


def _shown(mention: Mention) -> str:
    value = shown_value(mention.value)
    source = mention.stance.source
    if source and fold(source) in fold(mention.value):
        return value  # "a group calling itself Grey Lantern claimed responsibility": who says it is the claim
    return f"{value} ({source})" if source and mention.stance.authority != OWN else value


_FRAMED_AFTER = re.compile(r" \u2026 \S+$")
"""The word a contrast's frame shows after "…" ("in a … condition"): no part of the card's id, which
was made before the frame showed it, so a card dismissed then stays dismissed."""

_TOPIC_TITLE = re.compile(r"(?P<what>time|date|day|duration|amount|length|height|depth|speed|percentage|volume|weight|area|temperature"
                          r"|power|how long after) (?:of )?the (?P<topic>[^\s()]+)$")
"""A title named by a noun its sentences share ("time of the fire", "date of the victims")."""


def _shown_slot_title(slot: Slot, context: Context) -> str:
    """The title a card is shown with: "time of the fire"; but plain "time" when the noun is a place,
    a person, a role or a direction the sentences only share, not told beside the figure in two
    accounts ("time of the provincia", "date of the victims"): it names nothing the figure is of.
    An English adjective is shown with its noun ("length of the southern coast"), an adjective or
    a verb after its noun not at all ("height" for "height of the caliente"), and a word that only
    says the title again not at all ("people killed (muertos)"). The slot keeps its full title for
    what tells slots apart and for the card's id."""
    told = _TOLD_APART.fullmatch(slot.title)
    if told is not None and _says_nothing_more(told.group("title"), fold(told.group("topic"))):
        return told.group("title")  # "people killed (muertos)", "officers (policías)": the topic is the title's own word
    m = _TOPIC_TITLE.match(slot.title)
    if m is None:
        return slot.title
    topic = fold(m.group("topic"))
    if NOUNS.of(topic) in PERSON_CLASSES or ROLES.of(topic) is not None or topic in PLACE_KIND_WORDS or topic in _NO_THING:
        near = {c.article for c in slot.claims if context.stem_of(c, m.group("topic")) in context.window(c)}
        return slot.title if len(near) >= 2 else m.group("what")
    if any(c.mention.title == m.group("topic") for c in slot.claims):
        return slot.title  # what a duration's reader named lasted: "duration of the search"
    shown = shown_topic(slot.claims, context, m.group("topic"))
    return slot.title[: m.start("topic")] + shown if shown else m.group("what")


_TOLD_APART = re.compile(r"(?P<title>.+) \((?P<topic>[^()\s]+)\)")
"""A title told apart from another by the noun its sentences share ("people killed (mozambique)")."""


def _says_nothing_more(title: str, topic: str) -> bool:
    """Whether the noun that tells a title apart only says the title again: the dead for "people
    killed" ("muertos", "toll"), the officers for "officers" ("policías"), a floor for "floor"."""
    said, kind = PREDICATES.exact(topic), NOUNS.of(topic)
    return topic in _TALLY_WORDS or bool(said and said in title) or (kind is not None and kind in {NOUNS.of(fold(w)) for w in title.split()})


_TALLY_WORDS = frozenset(["toll", "tally", "count", "figure", "balance", "cifra", "recuento", "hundreds", "dozens", "thousands",
                          "cientos", "decenas", "miles", "centenares"])
"""Words of a count itself ("people killed (toll)", "(hundreds)"): no topic a figure is of."""


_NO_THING = frozenset(["lugar", "place", "site", "point", "punto", "magnitude", "magnitud", "suroeste", "noroeste", "sureste", "noreste",
                       "region", "pais", "country", "security", "seguridad", "popular", "outside", "surface", "oscuras"])
"""Nouns no figure is of: a place, a direction, a quake's size ("depth of the suroeste", "length of the magnitude")."""


def _suggestion(slot: Slot, analysed: Sequence[Analysed], kind: str, score: float, context: Context) -> Suggestion:
    passages: list[SuggestedPassage] = []
    for index, c in enumerate(slot.claims):
        a = analysed[c.article]
        text = a.article.text
        sentence = a.sentences[c.mention.sentence]
        value = _shown(c.mention)
        others = slot.others[index] if index < len(slot.others) else ()
        if others:
            value = "; ".join([value, *(_shown(o.mention) for o in others)])
        passages.append(SuggestedPassage(
            a.article.id, c.mention.start, c.mention.end, text[c.mention.start : c.mention.end], value,
            text[sentence.start : sentence.end], c.mention.cue, c.mention.stance.source,
        ))
    # the id is the slot and its values, not where they were read: a card dismissed stays
    # dismissed when an article is re-imported or the text around a claim moves
    digest = hashlib.sha256()
    id_title = _FRAMED_AFTER.sub(" \u2026", slot.title)
    digest.update(f"{kind}\x1f{id_title}".encode())
    for article, value in sorted({(analysed[c.article].article.id, c.mention.compare) for c in slot.claims}):
        digest.update(f"\x1e{article}\x1f{value}".encode())
    return Suggestion(digest.hexdigest()[:16], kind, shown_title(_shown_slot_title(slot, context)), score, tuple(passages))


_NOUN_CLASSES = frozenset(NOUNS.by_fold.values())


def _people(analysed: Sequence[Analysed], told: Sequence[list[Told]], variants: dict[str, str]) -> dict[str, str]:
    """People followed across articles: names (see :func:`_display_names`) and roles told by
    two or more articles ("the gunman", "su abuela")."""
    shared = _display_names(analysed, variants)
    seen: dict[str, set[int]] = defaultdict(set)
    for index, people in enumerate(told):
        for _names, roles in people:
            for _first, _last, key in roles:
                seen[key].add(index)
    for key, articles in seen.items():
        if len(articles) >= 2:
            shared[key] = key.removeprefix("role:")
    return shared


def _loosely_worded(slot: Slot) -> bool:
    """A count one account says only in words ("several clubs") against figures that agree:
    on the development sets such cards matched a reader's mark two times in seventeen, unless the
    words say more than every figure ("dozens of ambulances" / "about 10", "several escaped" /
    none), which on real coverage and unread batches is what readers marked. When
    two or more accounts give only the word against one figure ("several vehicles" three times,
    "about 12"), how precisely the count is known is itself what differs, and the card stays. Words
    against words ("thousands of drivers" / "several drivers") give no figure to weigh: no card, unless
    both name orders of magnitude, which then cannot both hold ("hundreds" / "thousands")."""
    if not slot.key.startswith("count|"):
        return False
    vague = [c for c in slot.claims if c.mention.compare in WORDS_ONLY]
    figures = {c.mention.compare for c in slot.claims if c.mention.compare not in WORDS_ONLY}
    if vague and not figures:
        # "hundreds of thousands of worshippers" / "tens of thousands of pilgrims": orders of
        # magnitude that cannot both hold are a dispute; "several" or "many" weigh nothing
        return not (len({c.article for c in vague}) > 1 and all(c.mention.compare in MAGNITUDES for c in vague))
    if not vague or len({c.article for c in vague}) > 1 or not values_agree(slot.key, figures):
        return False
    least = min(VAGUE_RANGES[c.mention.compare][0] for c in vague)
    said = [c.mention.size for c in slot.claims if c.mention.compare in figures]
    # "dozens of ambulances" against "about 10", "several escaped" against none: the words say more
    # than the figure, and that is the dispute; "several passengers" against "48 aboard" is a few of them
    if said and max(said) < least and (max(said) == 0 or max(said) > 2):
        return False
    # "había docenas de heridos" against "más de 100": the words fall short of every figure, yet
    # could be the same people guessed at; "several passengers" against "12 aboard" is a few of them
    if any(c.mention.compare in ("several", "a few", "many") for c in vague):
        return True
    most = max(VAGUE_RANGES[c.mention.compare][1] for c in vague)
    return not (said and most < min(said) <= SHORT_BY * most)


SHORT_BY = 2.0
"""How far every figure may be above the most a word says ("dozens": 99) for the word to be a
short guess at the same count rather than a few of them."""


def _arrests_against_none(analysed: list[Analysed]) -> list[Analysed]:
    """"No arrests had been made" against "police arrested a 52-year-old man": where one account
    counts no one arrested and another tells of an arrest without a count, the arrest is read as
    a count of at least one, so the two meet in one slot."""
    def captured(m: Mention) -> bool:
        return m.key.startswith("count|") and m.key.endswith("|captured")

    if not any(captured(m) and m.compare == "0" for a in analysed for m in a.mentions):
        return analysed
    out: list[Analysed] = []
    for a in analysed:
        if any(captured(m) for m in a.mentions):
            out.append(a)
            continue
        acts = [m for m in a.mentions if (m.key == "agent|arrested" or (m.key.startswith("fate|") and m.compare == "captured"))
                and m.stance.asserted and not m.stance.hedged]
        if not acts:
            out.append(a)
            continue
        act = acts[0]
        told = Mention("count", "count|people|captured", "people captured", "at least 1", "1", act.start, act.end, act.sentence,
                       False, 1.0, act.stance, act.cue)
        out.append(a._replace(mentions=[*a.mentions, told]))
    return out


def suggest(
    articles: Sequence[ArticleText], *, kinds: Collection[str] | None = None, top: int | None = None
) -> SuggestResult:
    """Suggested discrepancies of ``articles``, best first (at most ``top``), of ``kinds`` only
    when given. Asking for the kind "agreement" adds the slots where every article agrees.

    What is kept of each sentence while reading (:func:`.text.sentence_cache`) is for this
    comparison only: it starts empty, so no cache fills up and is emptied halfway, and it is let
    go on return with the sentences themselves."""
    forget_sentences()
    try:
        return _suggest(articles, kinds, top)
    finally:
        forget_sentences()


def _suggest(articles: Sequence[ArticleText], kinds: Collection[str] | None, top: int | None) -> SuggestResult:
    notes: list[str] = []
    usable: list[ArticleText] = []
    for article in articles:
        if len(article.text) > MAX_CHARS:
            notes.append(_("article {id} is longer than {limit:,} characters and was left out").format(
                id=article.id[:12], limit=MAX_CHARS))
        elif not article.text.strip():
            notes.append(_("article {id} has no text").format(id=article.id[:12]))
        else:
            usable.append(article)
    analysed: list[Analysed] = []
    for done, note in map_in_two(analyse, usable, [len(article.text) for article in usable]):  # long accounts on both cores
        if note:
            notes.append(note)
            continue
        analysed.append(done)
    if len(analysed) < 2:
        return SuggestResult([], notes)
    told = [told_in(a.sentences) for a in analysed]
    variants = spelling_variants(analysed)
    shared = _people(analysed, told, variants)
    alias: dict[str, str] = {}
    for a, people in zip(analysed, told, strict=True):
        for role, name in aliases(a.sentences, people).items():
            if name in shared:
                alias.setdefault(role, name)
        for sentence, (names, _roles) in zip(a.sentences, people, strict=True):
            for first, last, key in names:
                inner = _first_surname(sentence, first, last)
                if key not in shared and inner in shared:
                    alias.setdefault(key, inner)  # "Wilber Quispe Mamani" is the "Wilber Quispe" of other accounts
    for variant, key in variants.items():
        if key in shared:
            alias.setdefault(variant, key)  # "Phongsakul" is the "Pongsakul" of another account
    for index, a in enumerate(analysed):
        text = a.article.text
        extra = (fates(text, a.sentences, shared, a.language, alias, told[index]) + ages(text, a.sentences, shared, alias, told[index])
                 + unnamed_ages(text, a.sentences))
        if extra:
            by_sentence: dict[int, list[Mention]] = defaultdict(list)
            for m in extra:
                by_sentence[m.sentence].append(m)
            read_extra = [m for n, ms in sorted(by_sentence.items()) for m in read_claims(a.article.text, a.sentences[n], ms)]
            analysed[index] = a._replace(mentions=a.mentions + read_extra)
    analysed = _arrests_against_none(analysed)
    context = Context(analysed)
    slots = build_slots(analysed, context) + _quote_slots(analysed)
    # a state the accounts agree on ("no resistió" / "se vino abajo") is no denial of one by another
    taken = {(c.article, c.mention.start, c.mention.end) for slot in slots for c in slot.claims
             if not agrees(slot) or (slot.key.startswith("state|") and any(d.mention.stance.negated for d in slot.claims))}
    contrasts = contrast_slots(analysed, context, taken)
    # two conditions or fates in one frame ("in a serious condition" / "in a stable condition")
    # are what befell someone, told in the same words around them: a card of its own
    slots += [s for s in contrasts if s.kind == "outcome"] + loaded_slots(analysed) + name_slots(analysed, context)
    wanted = set(kinds) if kinds else None
    if wanted is not None and "wording" in wanted:
        # what each headline leads with, and sentences that tell one thing in other words, are ways
        # to read the accounts side by side, not disagreements: on stories the engine was not
        # written against the headlines matched what readers marked one time in eighteen, and the
        # contrasts two times in seventeen (four unread batches, real and fictional, 24 sets), so
        # they come only when wording is asked for by name
        slots += headline_slots(analysed, context) + [s for s in contrasts if s.kind != "outcome"]
    moment_spans = {(c.article, c.mention.sentence): (c.mention.start, c.mention.end)
                    for slot in slots if slot.key == "moment" and not agrees(slot) for c in slot.claims}
    out: list[Suggestion] = []
    for slot in slots:
        score = _score(slot, len(analysed))
        if slot.key in ("time", "weekday") and moment_spans and all(_inside(c, moment_spans) for c in slot.claims):
            continue  # the hour or the day of a moment a card already shows ("Monday, night" / "Tuesday, early morning")
        if slot.key in ("time", "weekday") and slot.title in ("time", "day") and not all(of_the_event(c, analysed) for c in slot.claims):
            continue  # times or days whose sentences name nothing alike: of different happenings (the arrests, the rescue on Friday)
        apart = _years_apart(slot) if slot.key == "date" else 0
        if apart > YEARS_APART and (slot.cohesion < TOLD_ALIKE or apart > MISDATED):
            continue  # years alone, far apart ("opened in 1957", "reopened in 1994"): the story's history
        if slot.key == "delay" and slot.cohesion < DELAY_ALIKE:
            continue  # "two days later" / "three hours after": later than what each sentence tells, unless they tell one thing
        if slot.key == "duration" and all(c.mention.compare.endswith("Y") and not c.mention.title for c in slot.claims):
            continue  # "30 years" and "19 years" of nothing named: how long someone has worked or lived there, background
        if _loosely_worded(slot):
            continue
        if agrees(slot):
            if wanted is not None and "agreement" in wanted:
                out.append(_suggestion(slot, analysed, "agreement", round(score * 0.5, 3), context))
            continue
        if wanted is None or slot.kind in wanted:
            out.append(_suggestion(slot, analysed, slot.kind, score, context))
    out.sort(key=lambda s: (-s.score, -len(s.passages), s.title, s.id))
    return SuggestResult(out if top is None else out[:top], notes)
