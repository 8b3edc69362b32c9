"""The words a pattern's matches can begin with, for a cheap look at a sentence's words before
the pattern itself is tried.

Most sentences of an article name no act, state or start of anything; running a long
alternation of regular expressions over each of them costs more than the rest of its reading.
:func:`leading_words` reads a pattern's own source and returns the letters each of its
alternatives must begin with (folded, as tokens are), or ``None`` when it cannot tell (an
alternative opening on a class of different letters or an optional group): then the pattern is always
tried. No word list is kept by hand beside the pattern, so the two cannot drift apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .text import Sentence, fold, sentence_cache

_META = set("[](){}?*+|\\.^$")


def _top(pattern: str, at: int = 0) -> Iterator[tuple[int, str, int]]:
    """Each bracket, bar, space and hyphen of ``pattern`` from ``at`` that is neither escaped nor
    in a class of letters, with the depth of groups after it (an opening counts itself, a closing
    does not): all that the reading of a pattern's words looks at. Escapes, classes and runs of
    letters are stepped over by :data:`_STRUCTURE` in C (the patterns are long: reading them one
    character at a time cost the start of a process some 40 ms)."""
    depth = 0
    for m in _STRUCTURE.finditer(pattern, at):
        c = m.group()
        if len(c) > 1:
            continue  # an escape or a class
        depth += 1 if c == "(" else -1 if c == ")" else 0
        yield m.start(), c, depth


_STRUCTURE = re.compile(r"\\.|\[(?:\\.|[^\]\\])*\]|[()| -]", re.S)


def _split(pattern: str) -> list[str] | None:
    """The top-level alternatives of ``pattern``."""
    parts: list[str] = []
    start = 0
    for i, c, depth in _top(pattern):
        if depth < 0:
            return None
        if c == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
    parts.append(pattern[start:])
    return parts


def _group_end(pattern: str, at: int) -> int:
    """Index just after the ``)`` closing the group opened at ``at``, or -1."""
    return next((i + 1 for i, c, depth in _top(pattern, at) if c == ")" and depth == 0), -1)


def _lead(alternative: str) -> set[str] | None:
    while alternative.startswith(("\\b", "(?<=", "(?<!", "(?=", "(?!")):
        if alternative.startswith("\\b"):
            alternative = alternative[2:]
            continue
        end = _group_end(alternative, 0)  # a look around matches no text: the match begins after it
        if end < 0:
            return None
        alternative = alternative[end:]
    if not alternative:
        return None
    if alternative.startswith("(?:") or (alternative.startswith("(?P<") and ">" in alternative):
        end = _group_end(alternative, 0)
        if end < 0 or alternative[end : end + 1] in ("?", "*", "{"):
            return None  # an optional group: a match may begin after it
        inner = alternative[3 : end - 1] if alternative.startswith("(?:") else alternative[alternative.index(">") + 1 : end - 1]
        return leading_set(inner)
    run = _letters(alternative, 0)
    return {run} if run else None


def _one_letter(alternative: str, at: int) -> tuple[str, int]:
    """The letter a class of letters at ``at`` stands for when all its letters fold to one
    ("[oó]", "[uúü]", "[nñ]": the text's accents, which tokens drop), and the index after it;
    ("", at) when it is no such class."""
    end = alternative.find("]", at + 1)
    inside = alternative[at + 1 : end]
    if end < 0 or not inside.isalpha():
        return "", at
    letters = {fold(c) for c in inside}
    if len(letters) != 1 or len(next(iter(letters))) != 1:
        return "", at
    return letters.pop(), end + 1


_NOT = re.compile(r"(?:['’]|\[['’]+\])t")
"""An apostrophe and "t" after a word: the tokens cut its "n't" off ("didn't" is "did", "n't")."""


def _letters(alternative: str, at: int) -> str:
    """The folded run of letters that every match of ``alternative`` from ``at`` begins with (a
    class of one folded letter counts as that letter); a letter made optional ends it unread."""
    run = ""
    i = at
    while i < len(alternative):
        c = alternative[i]
        if c == "[":
            letter, after = _one_letter(alternative, i)
        elif c.isalpha():
            letter, after = c, i + 1
        else:
            break
        if not letter or alternative[after : after + 1] in ("?", "*", "{"):
            break  # "colaps[oóa]?", "permanecen?": the last letter may be absent
        run += letter
        i = after
    if run.endswith("n") and _NOT.match(alternative, i):
        run = run[:-1]  # "won't" is the tokens "wo" and "n't"
    return fold(run)


_COMMON = frozenset(["is", "was", "were", "are", "be", "el", "la", "los", "las", "un", "una", "the", "a", "an", "se", "de",
                     "ha", "has", "had", "have", "it", "fue", "fueron"])
"""Words too common to tell a sentence apart: an alternative opening on one is looked up by a
later word it cannot do without ("was behind", "el operativo")."""


def _later_word(alternative: str) -> set[str] | None:
    """A word of four letters or more that every match of ``alternative`` holds: written at its top
    level, after a space (or ``\\s+``, or a hyphen, which tokens are cut at too), and not made
    optional; or a group of words there, by the words each of its alternatives holds."""
    alternative = alternative.replace("\\s+", " ")
    for i, c, depth in _top(alternative):
        found = None
        if c == ")" and depth == 0 and alternative[i - 1] == " ":  # "(?:believed to be )?behind": a word after a group of words
            found = _word_at(alternative, i + 2 if alternative[i + 1 : i + 2] in ("?", "*") else i + 1)
        elif c in " -" and depth == 0:  # "t-boned" is the tokens "t" and "boned"
            found = _word_at(alternative, i + 1)
        if found:
            return found
    return None


def _word_at(alternative: str, at: int) -> set[str] | None:
    if alternative.startswith("(?:", at):  # "be (?:mandatory|compulsory)": one of the group's words
        end = _group_end(alternative, at)
        if end < 0 or alternative[end : end + 1] in ("?", "*", "{"):
            return None
        inner = leading_set(alternative[at + 3 : end - 1])
        return inner if inner and all(len(w) >= SHORTEST and w not in _COMMON for w in inner) else None
    run = _letters(alternative, at)
    if len(run) >= 4 and run not in _COMMON:
        return {run}
    return None


def leading_set(pattern: str) -> set[str] | None:
    parts = _split(pattern)
    if parts is None:
        return None
    found: set[str] = set()
    for part in parts:
        lead = _lead(part)
        if lead is None or any(w in _COMMON or len(w) <= 3 for w in lead):
            lead = _later_word(part) or lead
        if lead is None:
            return None
        found |= lead
    return found


def leading_words(pattern: str) -> tuple[str, ...] | None:
    """Folded beginnings of the words a match of ``pattern`` can start with, or ``None``."""
    found = leading_set(pattern)
    return tuple(sorted(found)) if found else None


SHORTEST, LONGEST = 3, 8
"""Lengths of the word beginnings :func:`beginnings` keeps: a trigger is looked up by its first
eight letters at most, and one of fewer than three letters cannot be looked up."""


def cut(triggers: tuple[str, ...] | None) -> frozenset[str] | None:
    """Triggers as :func:`beginnings` can find them, or ``None`` when one is too short to tell."""
    if triggers is None or any(len(t) < SHORTEST for t in triggers):
        return None
    return frozenset(t[:LONGEST] for t in triggers)


def words_of(*patterns: re.Pattern[str]) -> frozenset[str] | None:
    """The word beginnings a sentence must hold for any of ``patterns`` to match in it (for
    :func:`may_match`), or ``None`` when one of them cannot be told."""
    found: set[str] = set()
    for pattern in patterns:
        words = cut(leading_words(pattern.pattern))
        if words is None:
            return None
        found |= words
    return frozenset(found)


def beginnings(folds: list[str]) -> set[str]:
    """Every beginning of three to eight letters of a sentence's words, looked up at once."""
    found: set[str] = set()
    for f in folds:
        cuts = _CUTS.get(f)
        if cuts is None:
            cuts = _cuts(f)
        found.update(cuts)
    return found


_CUTS: dict[str, tuple[str, ...]] = {}
"""Each word's beginnings, cut once: an article says the same words again and again."""


def _cuts(word: str) -> tuple[str, ...]:
    if len(_CUTS) > 65536:
        _CUTS.clear()
    cuts = _CUTS[word] = tuple(word[:n] for n in range(SHORTEST, min(LONGEST, len(word)) + 1))
    return cuts


_HELD: dict[int, tuple[tuple[object, ...], set[str]]] = sentence_cache({})
"""Word beginnings already gathered, by the identity of a sentence's tokens: states, causes, acts,
dates and happenings all look at the same sentence."""


def held(sentence: Sentence) -> set[str]:
    """:func:`beginnings` of a sentence's words, gathered once per sentence."""
    known = _HELD.get(id(sentence.tokens))
    if known is not None and known[0] is sentence.tokens:
        return known[1]
    found = beginnings([t.fold for t in sentence.tokens])
    if len(_HELD) > 8192:
        _HELD.clear()
    _HELD[id(sentence.tokens)] = (sentence.tokens, found)
    return found


def may_match(trigger: frozenset[str] | None, sentence: Sentence) -> bool:
    """Whether a pattern with these triggers could match in the sentence (always, when its
    triggers cannot be told)."""
    return trigger is None or not held(sentence).isdisjoint(trigger)


class WordStarts:
    """Whether any word of a sentence begins with one of ``starts``: the same answer as trying
    ``str.startswith`` with every start on every word, found by looking the starts up in the
    sentence's :func:`held` beginnings (shared by every extractor) instead."""

    def __init__(self, starts: tuple[str, ...]) -> None:
        self.held = frozenset(s for s in starts if SHORTEST <= len(s) <= LONGEST)
        self.longer = tuple(s for s in starts if len(s) > LONGEST)
        self.longer_cut = frozenset(s[:LONGEST] for s in self.longer)
        self.shorter = tuple(s for s in starts if len(s) < SHORTEST)

    def any_in(self, sentence: Sentence) -> bool:
        found = held(sentence)
        if not found.isdisjoint(self.held):
            return True
        if self.shorter and any(t.fold.startswith(self.shorter) for t in sentence.tokens):
            return True
        # a start longer than the beginnings held is there only where its first letters are
        return not found.isdisjoint(self.longer_cut) and any(t.fold.startswith(self.longer) for t in sentence.tokens)
