"""Counts of people (and things): a number, what it counts, and what happened to them.

The slot of a count is the pair (what is counted, what happened): "eight police officers were
wounded" and "cinco heridos" after "dos policías muertos" both fill "officers wounded", while
"rescued eleven people" and "eleven people were killed" are two slots. What happened is looked
for right before the number ("killed at least one officer"), then after it up to the next number
("two agents were killed and eight officers were wounded"), then further before it.
"""

from __future__ import annotations

from .lexicon import INHERIT_NOUNS, NOUN_CLASSES, PREDICATES, STOPWORDS
from .mentions import Mention
from .numbers import find_numbers, show
from .text import Sentence, Token

_SKIP_BEFORE = frozenset(["the", "a", "an", "of", "his", "her", "their", "its", "los", "las", "el", "la", "sus", "de"])
_NOUN_WINDOW = 4
_SPECIFIC_CLASSES = frozenset(NOUN_CLASSES.values()) - {"people"}
"""Counted classes specific enough to make a slot with what happened, whatever the sentence
says around them; "people killed" may be two events, so its claims are aligned by sentence."""


def _predicate(token: Token) -> str | None:
    return PREDICATES.get(token.fold) or PREDICATES.get(token.lemma)


def _noun(tokens: tuple[Token, ...], first: int, stop: int) -> tuple[str, int, str | None]:
    """What the number counts: (class or lemma, index of the noun or -1, predicate met on the way)."""
    predicate: str | None = None
    i = first
    if i < stop and tokens[i].fold in ("of", "de", "del") and i + 1 < stop:
        i += 1
        while i < stop and tokens[i].fold in _SKIP_BEFORE:
            i += 1
    for j in range(i, min(stop, i + _NOUN_WINDOW)):
        token = tokens[j]
        if token.fold in INHERIT_NOUNS:
            return "", j, predicate
        cls = NOUN_CLASSES.get(token.fold) or NOUN_CLASSES.get(token.lemma)
        if cls:
            while j + 1 < stop and (NOUN_CLASSES.get(tokens[j + 1].fold) or NOUN_CLASSES.get(tokens[j + 1].lemma)) == cls:
                j += 1  # "police officers"
            return cls, j, predicate
        found = _predicate(token)
        if found and predicate is None:
            predicate = found
            continue
        if token.fold in STOPWORDS or token.fold[0].isdigit():
            break
    if predicate is not None:
        return "", -1, predicate  # "five injured", "cinco heridos"
    if i < stop and tokens[i].fold not in STOPWORDS and tokens[i].fold.isalpha() and len(tokens[i].fold) > 2:
        return tokens[i].lemma, i, None
    return "", -1, None


def counts(text: str, sentence: Sentence, language: str, used: list[tuple[int, int]]) -> list[Mention]:
    tokens = sentence.tokens
    numbers = [
        n for n in find_numbers(tokens, language)
        if all(tokens[n.number_first].end <= s or tokens[n.last].start >= e for s, e in used)
    ]
    found: list[Mention] = []
    previous_noun = ""
    for k, number in enumerate(numbers):
        if tokens[number.number_first].fold in ("one", "un", "una", "uno") and k + 1 < len(tokens):
            nxt = tokens[number.last + 1].fold if number.last + 1 < len(tokens) else ""
            if nxt in ("of", "de", "another", "more"):
                continue
        if number.number_first > 0 and tokens[number.number_first - 1].fold in ("no", "nadie"):
            continue
        if text[tokens[number.number_first].start - 1 : tokens[number.number_first].start] in ("$", "€", "£", "#"):
            continue
        stop = numbers[k + 1].first if k + 1 < len(numbers) else len(tokens)
        begin = numbers[k - 1].last + 1 if k > 0 else 0
        noun, noun_at, predicate = _noun(tokens, number.last + 1, stop)
        if not noun and noun_at >= 0:
            noun = previous_noun  # "and injured as many as 10 others"
        elif not noun and predicate is not None:
            noun = previous_noun or "people"
        predicate_at = -1
        if predicate is None:
            for j in range(number.first - 1, max(begin, number.first - 4) - 1, -1):
                found_pred = _predicate(tokens[j])
                if found_pred:
                    predicate, predicate_at = found_pred, j
                    break
                if tokens[j].fold not in _SKIP_BEFORE:
                    break
        if predicate is None:
            for j in range(max(noun_at, number.last) + 1, min(stop, number.last + 9)):
                found_pred = _predicate(tokens[j])
                if found_pred:
                    predicate, predicate_at = found_pred, j
                    break
        if predicate is None:
            for j in range(number.first - 1, max(begin, number.first - 9) - 1, -1):
                found_pred = _predicate(tokens[j])
                if found_pred:
                    predicate, predicate_at = found_pred, j
                    break
        if not noun:
            continue
        previous_noun = noun
        if number.written and number.value == 1 and (predicate is None or noun not in NOUN_CLASSES.values()):
            continue
        if number.value >= 1500 and number.value < 2100 and number.value == int(number.value) and not predicate:
            continue
        first = tokens[number.first].start
        last_index = max(number.last, noun_at, predicate_at if predicate_at > number.last else -1)
        if predicate_at >= 0 and predicate_at < number.first and number.first - predicate_at <= 4:
            first = tokens[predicate_at].start
        end = tokens[last_index].end
        title = f"{noun} {predicate}" if predicate else noun
        key = f"count|{noun}|{predicate or ''}"
        value = show(number.value, number.qualifier)
        specific = bool(predicate) and noun in _SPECIFIC_CLASSES
        found.append(Mention("count", key, title, value, show(number.value), first, end, sentence.number, specific))
    return found
