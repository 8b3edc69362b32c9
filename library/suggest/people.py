"""People named in several articles, what each article says became of them, and who opened fire.

A name is a run of capitalised words; the key is its last word folded ("Óscar Pérez" and "Oscar
Perez" are one person). Only names found in two or more articles are followed, since a slot needs
two sources. A fate word ("killed", "captured", "abatido", "detenido", "unknown") belongs to the
nearest such name before it in the sentence, or to a name right after a verb ("killed Pérez"), or
to the last person named when the subject is "he"/"she"/"él"/"ella". A fate word that follows a
number ("five members captured") is a count, not a fate.
"""

from __future__ import annotations

from collections import Counter

from .lexicon import (
    FATE_UNKNOWN,
    FIRE_OPENERS,
    FIRE_RETURNERS,
    MONTHS,
    NEGATIONS,
    NOUN_CLASSES,
    PASSIVE_MARKERS,
    PREDICATES,
    SIDE_GROUP,
    SIDE_SECURITY,
    STOPWORDS,
    TRANSITIVE,
    WEEKDAYS,
)
from .mentions import Mention
from .numbers import find_numbers
from .text import Sentence

FATES = ("killed", "captured", "released", "missing", "survived")
_FATE_EXTRA = {"survive": "survived", "survived": "survived", "sobrevivir": "survived", "sobrevivio": "survived"}
_PRONOUNS = frozenset(["he", "she", "el", "ella"])
_NAME_JOINERS = frozenset(["de", "del", "la", "van", "von", "da", "di"])


def names_in(sentence: Sentence) -> list[tuple[int, int, str]]:
    """Runs of capitalised words as (first token, last token, folded key of the last word)."""
    tokens = sentence.tokens
    runs: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.text[0].isupper() and t.text.isalpha() and t.fold not in STOPWORDS and t.fold not in MONTHS and t.fold not in WEEKDAYS:
            j = i
            while j + 1 < len(tokens) and (
                (tokens[j + 1].text[0].isupper() and tokens[j + 1].text.isalpha())
                or (tokens[j + 1].fold in _NAME_JOINERS and j + 2 < len(tokens) and tokens[j + 2].text[0].isupper())
            ) and tokens[j + 1].start - tokens[j].end <= 1:
                j += 1
            if tokens[j].fold not in NOUN_CLASSES and len(tokens[j].fold) > 2 and not tokens[j].text.isupper():
                runs.append((i, j, tokens[j].fold))
            i = j + 1
        else:
            i += 1
    return runs


def name_keys(sentences: list[Sentence]) -> Counter[str]:
    return Counter(key for s in sentences for _, _, key in names_in(s))


def full_name_keys(sentences: list[Sentence]) -> set[str]:
    """Keys of names written at least once with a first name ("Óscar Pérez"): people, not
    countries or peoples ("Venezuela", "Venezuelan")."""
    return {key for s in sentences for first, last, key in names_in(s) if last > first}


def _fate(sentence: Sentence, i: int) -> str | None:
    token = sentence.tokens[i]
    if token.fold in FATE_UNKNOWN or token.lemma in FATE_UNKNOWN:
        return "unknown"
    extra = _FATE_EXTRA.get(token.fold) or _FATE_EXTRA.get(token.lemma)
    if extra:
        return extra
    found = PREDICATES.get(token.fold) or PREDICATES.get(token.lemma)
    return found if found in FATES and found != "survived" else None


def fates(text: str, sentences: list[Sentence], shared: dict[str, str], language: str) -> list[Mention]:
    """Fate mentions of the people in ``shared`` (folded key -> display name)."""
    found: list[Mention] = []
    last_person = ""
    for sentence in sentences:
        tokens = sentence.tokens
        people = [(a, b, key) for a, b, key in names_in(sentence) if key in shared]
        numbers = find_numbers(tokens, language)
        for i in range(len(tokens)):
            fate = _fate(sentence, i)
            if fate is None:
                continue
            if any(0 <= i - n.last <= 4 for n in numbers):
                continue
            window = tokens[max(0, i - 3) : i]
            negated = any(t.fold in NEGATIONS or t.fold.endswith("n't") for t in window)
            wide = tokens[max(0, i - 10) : i]
            doubt = any(t.fold in ("if", "whether", "si") for t in wide)
            unclear = doubt and (
                any(t.fold in ("unclear", "uncertain") for t in wide)
                or (any(t.fold in ("clear", "claro", "known", "sabe") for t in wide) and any(t.fold in NEGATIONS for t in wide))
            )
            if unclear or (fate != "unknown" and negated and any(t.fold in ("if", "whether", "si") for t in tokens[max(0, i - 10) : i])):
                fate = "unknown"
            elif negated:
                continue
            transitive = tokens[i].fold in TRANSITIVE or tokens[i].lemma in TRANSITIVE
            passive = any(t.fold in PASSIVE_MARKERS for t in tokens[max(0, i - 3) : i])
            after = [(a, b, key) for a, b, key in people if a > i and a - i <= 3]
            before = [(a, b, key) for a, b, key in people if b < i and i - b <= 10]
            if transitive and not passive:
                before = []
            if i > 0 and tokens[i - 1].fold in ("to", "for", "para", "his", "her", "su"):
                continue  # "an operation to capture Pérez", "for his capture": an aim, not a fate
            if i + 1 < len(tokens) and tokens[i + 1].fold in ("whether", "if", "si"):
                continue
            person: tuple[int, int, str] | None = None
            if before:
                person = before[-1]
            elif after:
                person = after[0]
            if person is not None:
                first, last = min(person[0], i), max(person[1], i)
                key = person[2]
            elif last_person and any(t.fold in _PRONOUNS for t in tokens[max(0, i - 4) : i]):
                pronoun = max(j for j in range(max(0, i - 4), i) if tokens[j].fold in _PRONOUNS)
                first, last, key = pronoun, i, last_person
            else:
                continue
            found.append(
                Mention(
                    "outcome", f"fate|{key}", f"fate of {shared[key]}", fate, fate,
                    tokens[first].start, tokens[last].end, sentence.number, True,
                )
            )
        if people:
            last_person = people[-1][2]
    return found


def _side(words: list[str]) -> str:
    for word in reversed(words):
        if word in SIDE_GROUP:
            return "the group"
        if word in SIDE_SECURITY:
            return "security forces"
    return ""


def who_fired(text: str, sentence: Sentence) -> list[Mention]:
    """Who opened fire, by the nearest side named before "opened fire" ("returned fire" says
    the other side did)."""
    lowered = text[sentence.start : sentence.end].lower()
    found: list[Mention] = []
    for phrases, returned in ((FIRE_OPENERS, False), (FIRE_RETURNERS, True)):
        for phrase in phrases:
            at = lowered.find(phrase)
            if at < 0:
                continue
            start = sentence.start + at
            words = [t.fold for t in sentence.tokens if start - 90 <= t.start < start]
            side = _side(words)
            if not side:
                continue
            if returned:
                side = "security forces" if side == "the group" else "the group"
            first = next(t.start for t in sentence.tokens if t.start >= start - 90)
            found.append(
                Mention("attribution", "fire", "who opened fire", side, side, first, start + len(phrase), sentence.number, True)
            )
            break
    return found
