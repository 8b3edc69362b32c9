"""Read a comparison's articles and propose where they disagree, best first.

:func:`suggest` is the whole engine, pure and free of the store: articles in (id, reading text,
language), suggestions out, each a slot with one passage per article whose ``exact`` is the
reading text's ``[start:end]``. The store-side steps (leaving out what is dismissed or already
annotated, accepting) are in :mod:`.service`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Sequence
from typing import NamedTuple

from ..i18n import _
from .alignment import aligned_slots, headline_slot
from .causes import causes
from .counts import counts
from .mentions import Analysed, ArticleText, Mention
from .people import fates, full_name_keys, name_keys, names_in, who_fired
from .places import collapses, places
from .quotes import Quote, exact_ratio, quotes, similarity
from .slots import Claim, Context, Slot, agrees, build_slots
from .text import SUPPORTED_LANGUAGES, guess_language, normalise_language, split_sentences
from .values import dates, durations, money, times
from .wording import shown_title, shown_value

MAX_CHARS = 2_000_000
"""Articles longer than this (in code points) are left out, with a note."""

KIND_WEIGHTS = {"count": 0.95, "outcome": 0.95, "attribution": 0.8, "timeline": 0.8, "quote": 0.6, "location": 0.55, "wording": 0.4}


class SuggestedPassage(NamedTuple):
    article: str
    start: int
    end: int
    exact: str
    value: str


class Suggestion(NamedTuple):
    id: str
    kind: str
    title: str
    score: float
    passages: tuple[SuggestedPassage, ...]


class SuggestResult(NamedTuple):
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
    sentences = split_sentences(text, language)
    mentions: list[Mention] = []
    for sentence in sentences:
        used: list[tuple[int, int]] = []
        mentions += times(text, sentence, used)
        mentions += dates(text, sentence, used)
        mentions += money(text, sentence, used)
        mentions += durations(text, sentence, language, used)
        mentions += counts(text, sentence, language, used)
        mentions += places(text, sentence, used)
        mentions += collapses(text, sentence)
        mentions += causes(text, sentence)
        mentions += who_fired(text, sentence)
    return Analysed(article, language, sentences, mentions), note


def _display_names(analysed: Sequence[Analysed]) -> dict[str, str]:
    """Names found in two or more articles: folded key -> the commonest spelling of the last word."""
    seen: dict[str, set[int]] = {}
    spellings: dict[str, dict[str, int]] = {}
    people: set[str] = set()
    for index, a in enumerate(analysed):
        people |= full_name_keys(a.sentences)
        for key in name_keys(a.sentences):
            seen.setdefault(key, set()).add(index)
        for sentence in a.sentences:
            for _first, last, key in names_in(sentence):
                word = sentence.tokens[last].text
                spellings.setdefault(key, {}).setdefault(word, 0)
                spellings[key][word] += 1
    return {
        key: max(spellings[key].items(), key=lambda kv: (kv[1], kv[0]))[0]
        for key, articles in seen.items()
        if len(articles) >= 2 and key in people
    }


def _quote_slots(analysed: Sequence[Analysed]) -> list[Slot]:
    found: list[Quote] = []
    for index, a in enumerate(analysed):
        found += quotes(index, a.article.text, a.sentences)
    pairs: list[tuple[float, int, int]] = []
    for i, qa in enumerate(found):
        for j in range(i + 1, len(found)):
            qb = found[j]
            if qa.article != qb.article:
                sim = similarity(qa.words, qb.words)
                if sim >= 0.7:
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
        reworded = (
            any(exact_ratio(x, y) < 0.9 and x not in y and y not in x for x in texts for y in texts)
            or len({q.negated for q in chosen}) > 1
        )
        opening = " ".join(analysed[chosen[0].article].article.text[chosen[0].start : chosen[0].end].split()[:6])
        if reworded:
            claims = tuple(
                Claim(q.article, Mention("quote", "quote", "", _short(analysed[q.article].article.text[q.start : q.end]),
                                         q.words, q.start, q.end, q.sentence, True))
                for q in chosen
            )
            slots.append(Slot("quote", "quote", f"wording of the quote \u201c{opening}\u2026\u201d", claims, 1.0))
        speakers = {q.speaker for q in chosen if q.speaker}
        if not reworded and len(speakers) > 1 and all(q.speaker for q in chosen):
            claims = tuple(
                Claim(q.article, Mention("attribution", "speaker", "", q.speaker, q.speaker, q.start, q.end, q.sentence, True))
                for q in chosen
            )
            slots.append(Slot("attribution", "speaker", f"who said \u201c{opening}\u2026\u201d", claims, 1.0))
    return slots


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def _score(slot: Slot, total: int) -> float:
    base = KIND_WEIGHTS.get(slot.kind, 0.5)
    coverage = len(slot.claims) / max(total, 2)
    specific = slot.claims[0].mention.specific
    if slot.kind == "wording":
        return round(base * (0.6 + 0.4 * coverage) * min(1.0, slot.cohesion), 3)
    cohesion = 1.0 if specific else 0.55 + 0.45 * min(1.0, slot.cohesion / 0.5)
    if slot.key.startswith("count|") and slot.title.split()[0] not in _CLASS_WORDS:
        base *= 0.85
    return round(max(0.0, min(1.0, base * (0.6 + 0.4 * coverage) * cohesion)), 3)


_CLASS_WORDS = frozenset(["officers", "soldiers", "firefighters", "group", "people", "children", "workers", "protesters", "students", "patients", "passengers", "migrants", "journalists", "suspects", "hostages"])


def _suggestion(slot: Slot, analysed: Sequence[Analysed], kind: str, score: float) -> Suggestion:
    passages = tuple(
        SuggestedPassage(
            analysed[c.article].article.id,
            c.mention.start,
            c.mention.end,
            analysed[c.article].article.text[c.mention.start : c.mention.end],
            c.mention.value,
        )
        for c in slot.claims
    )
    digest = hashlib.sha256()
    digest.update(f"{kind}\x1f{slot.title}".encode())
    for p in sorted(passages):
        digest.update(f"\x1e{p.article}\x1f{p.start}\x1f{p.end}\x1f{p.value}".encode())
    # keyed by the engine's own (English) words, shown in the reader's language
    shown = tuple(p._replace(value=shown_value(p.value)) for p in passages)
    return Suggestion(digest.hexdigest()[:16], kind, shown_title(slot.title), score, shown)


def suggest(
    articles: Sequence[ArticleText], *, kinds: Collection[str] | None = None, top: int | None = None
) -> SuggestResult:
    """Suggested discrepancies of ``articles``, best first (at most ``top``), of ``kinds`` only
    when given. Asking for the kind "agreement" adds the slots where every article agrees."""
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
    for article in usable:
        done, note = analyse(article)
        analysed.append(done)
        if note:
            notes.append(note)
    if len(analysed) < 2:
        return SuggestResult([], notes)
    shared = _display_names(analysed)
    for index, a in enumerate(analysed):
        extra = fates(a.article.text, a.sentences, shared, a.language)
        if extra:
            analysed[index] = a._replace(mentions=a.mentions + extra)
    context = Context(analysed)
    slots = build_slots(analysed, context) + _quote_slots(analysed)
    taken = {(c.article, c.mention.sentence) for slot in slots if not agrees(slot) for c in slot.claims}
    slots += aligned_slots(analysed, context, taken) + headline_slot(analysed, context)
    wanted = set(kinds) if kinds else None
    out: list[Suggestion] = []
    for slot in slots:
        score = _score(slot, len(analysed))
        if agrees(slot):
            if wanted is not None and "agreement" in wanted:
                out.append(_suggestion(slot, analysed, "agreement", round(score * 0.5, 3)))
            continue
        if wanted is None or slot.kind in wanted:
            out.append(_suggestion(slot, analysed, slot.kind, score))
    out.sort(key=lambda s: (-s.score, -len(s.passages), s.title, s.id))
    return SuggestResult(out if top is None else out[:top], notes)
