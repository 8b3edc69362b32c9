"""How a vote went: "by seven votes to two", "voted 7-2", "unanimously", "por unanimidad",
"con cinco votos a favor, dos en contra y una abstención".

Councils, boards, courts, juries, parliaments and unions decide by votes, and outlets often give
the tally differently (one says 7-2, another unanimous, a third counts an abstention). A tally is
read as the votes for, against and abstaining; 9-0 is unanimous. Numbers read here are not read
again as counts ("two" of "seven votes to two" is no count of anything).
"""

from __future__ import annotations

import re
from itertools import pairwise

from .mentions import Mention
from .numbers import Number, find_numbers
from .text import Sentence
from .triggers import may_match, words_of

_CUE = re.compile(r"\bdissent|\bsalv|\bvot|\bunanim|\bunánim|\babst|\ben contra\b|\ba favor\b|\bin favou?r\b|\bagainst\b", re.I)
"""A sentence without any of these says nothing of a vote (a cheap first look)."""

_UNANIMOUS = re.compile(r"\b(?:unanimous(?:ly)?|por unanimidad|un[aá]nime(?:mente)?|de forma un[aá]nime|sin votos en contra)\b", re.I)
_DISSENT = re.compile(r"\b(?:dissenting (?:vote|opinion|judgment)|dissented|salvamento de voto|salv[oó] (?:su )?voto|voto particular|voto discrepante)", re.I)
"""A judge or member who voted against, without the tally: the decision was not unanimous."""
_DECIDED = re.compile(
    r"\b(?:vot|approv|back|agree|decid|decisi[oó]n|ruling|ruled|verdict|resolution|passed|endorse|aprob|decidi|acord|resolvi|fall[oó]|"
    r"dictamen|sentencia|respald|aval|adelante|carried|elig|elegi|escog|seleccion|otorg|conced|chose|choos|select|award|picked)", re.I)
"""What makes "unanimous" a vote's result ("voted unanimously", "aprobó por unanimidad"), not a
mood ("unanimous condemnation")."""

_VOTED = r"(?:[\w-]+\s+){0,2}(?:voted|votaron|vot[oó]|votes?|votos?)\s+"
_FOR = re.compile(rf"^\s*(?:{_VOTED}(?:in favou?r|for|a favor)\b|(?:votes?\s+|votos?\s+)?(?:in favou?r|a favor)\b|for\b(?=\s*(?:,|;|and\b|y\b)))", re.I)
_AGAINST = re.compile(rf"^\s*(?:{_VOTED}(?:against|en contra)\b|(?:votes?\s+|votos?\s+)?(?:against|en contra)\b)", re.I)
_ABSTAINED = re.compile(r"^\s*(?:\w+\s+){0,2}(?:abstain\w*|abstention\w*|abstenci[oó]n\w*|abstuvieron|abstuvo|se abstuvo|se abstuvieron)", re.I)
_TO = re.compile(r"^\s*(?:votes?|votos?)?\s*(?:to|a|contra|frente a|against)\s*$|^\s*[-–—]\s*$", re.I)
"""Between two numbers of one tally: "seven votes to two", "7-2", "por 7 votos contra 2"."""
_VOTES_AROUND = re.compile(r"\bvot|\bby\b|\bpor\b|\bruling|\bdecision|\bdecisi[oó]n|\bfall[oó]", re.I)
"""Words near two numbers that make them a tally ("by 7-2", "por 9 votos contra 3"), not a score or a range."""


_CUE_WORDS = words_of(_CUE)


def votes(text: str, sentence: Sentence, language: str, used: list[tuple[int, int]]) -> list[Mention]:
    """The tally of a vote a sentence gives, or that it was unanimous."""
    if not may_match(_CUE_WORDS, sentence):
        return []  # none of the words its pattern begins with
    if not _CUE.search(text, sentence.start, sentence.end):
        return []
    tally = _tally(text, sentence, language)
    if tally is not None:
        start, end, yes, no, abstained = tally
        used.append((start, end))
        shown = f"{yes}–{no}" + (f", {abstained} abstaining" if abstained else "")
        return [_vote(sentence, start, end, shown, "unanimous" if no == 0 and abstained == 0 else shown, text[start:end])]
    dissent = _DISSENT.search(text, sentence.start, sentence.end)
    if dissent:
        return [_vote(sentence, dissent.start(), dissent.end(), "not unanimous", "not unanimous", dissent.group())]
    unanimous = _UNANIMOUS.search(text, sentence.start, sentence.end)
    if unanimous and _DECIDED.search(text, sentence.start, sentence.end):
        return [_vote(sentence, unanimous.start(), unanimous.end(), "unanimous", "unanimous", unanimous.group())]
    return []


def _vote(sentence: Sentence, start: int, end: int, shown: str, compare: str, cue: str) -> Mention:
    return Mention("count", "vote", "how the vote went", shown, compare, start, end, sentence.number, True, cue=cue)


def _tally(text: str, sentence: Sentence, language: str) -> tuple[int, int, int, int, int] | None:
    """(start, end, for, against, abstaining) of the first tally in a sentence."""
    tokens = sentence.tokens
    numbers = [n for n in find_numbers(tokens, language, text) if not n.vague and not n.qualifier and n.value == int(n.value) and n.value < 1000]
    if len(numbers) < 2:
        return None
    for a, b in pairwise(numbers):
        between = text[tokens[a.last].end : tokens[b.number_first].start]
        if _TO.match(between) and (between.strip() not in ("-", "–", "—") or _VOTES_AROUND.search(text, sentence.start, sentence.end)):
            yes, no = int(a.value), int(b.value)
            if yes < no or not _VOTES_AROUND.search(text, max(sentence.start, tokens[a.first].start - 40), tokens[b.last].end + 20):
                continue  # "from 7 to 12" rises; a tally is told winner first
            abstained, end = _abstaining(text, sentence, numbers, b)
            return tokens[a.first].start, max(end, tokens[b.last].end), yes, no, abstained
    sides: dict[str, tuple[Number, int]] = {}
    for n in numbers:
        after = text[tokens[n.last].end : min(sentence.end, tokens[n.last].end + 40)]
        for side, pattern in (("for", _FOR), ("against", _AGAINST)):
            if side not in sides and (said := pattern.match(after)):
                sides[side] = (n, tokens[n.last].end + said.end())
    if "for" in sides and "against" in sides:
        (backing, backing_end), (opposing, opposing_end) = sides["for"], sides["against"]
        start = min(tokens[backing.first].start, tokens[opposing.first].start)
        abstained, end = _abstaining(text, sentence, numbers, opposing if opposing_end > backing_end else backing)
        return start, max(end, backing_end, opposing_end), int(backing.value), int(opposing.value), abstained
    return None


def _abstaining(text: str, sentence: Sentence, numbers: list[Number], last: Number) -> tuple[int, int]:
    """Those who abstained, told just after a tally ("... and one abstention"), and where that ends."""
    tokens = sentence.tokens
    for n in numbers:
        if n.first <= last.last:
            continue
        if text[tokens[last.last].end : tokens[n.first].start].count(" ") > 8:
            break
        said = _ABSTAINED.match(text[tokens[n.last].end : sentence.end])
        if said:
            return int(n.value), tokens[n.last].end + said.end()
    return 0, 0
