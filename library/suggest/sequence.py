"""What happened first: the order of two happenings as each account tells it.

"The tram left the rails after striking a lorry" and "once off the rails, it struck a
lorry" tell the same two happenings in opposite orders. A sentence that joins two
happenings of different classes (a derailment, a collision, an explosion, a fire, a collapse…)
by "after", "before", "then", "tras", "después de", "luego" is an order claim: the slot is the
pair of classes, the value the order. Injuries and deaths that follow ("injured after the
coaches derailed") are no order worth a card: every account agrees that people were hurt after.
"""

from __future__ import annotations

import re

from .mentions import Mention
from .text import Sentence
from .triggers import cut, leading_words, may_match

_HAPPENINGS: tuple[tuple[str, str], ...] = (
    ("derailing", r"derail\w*|descarril\w*|se sali[oó] de (?:la )?v[ií]a"),
    ("collision", r"collid\w*|collision|ramm\w*|rams?|crash(?:ed|es)? into|hit|hits|smash\w* into|ploughed into|plowed into|"
                  r"chocaron|choc[oó]|choque|colision\w*|impact[oó] contra|embisti[oó]|arroll\w*"),
    ("explosion", r"explo\w*|blast|estall\w*|deflagraci\w*"),
    ("fire", r"caught fire|fire broke out|burst into flames|se incendi\w*|incendio|ardi[oó]"),
    ("collapse", r"collaps\w*|gave way|caved in|se derrumb\w*|derrumbe|se desplom\w*|colaps\w*"),
    ("capsizing", r"capsiz\w*|overturn\w*|flipped|keeled over|volc[oó]|zozobr\w*|naufrag\w*"),
    ("sinking", r"\bsank\b|sinking|went down|se hundi[oó]|hundimiento"),
)
_CLASS_OF = [(name, re.compile(r"\b(?:" + words + r")\b", re.I)) for name, words in _HAPPENINGS]
_AFTER = re.compile(r"\b(?:after|following|tras|despu[eé]s de)\b", re.I)
_BEFORE = re.compile(r"\b(?:before|antes de)\b", re.I)
_THEN = re.compile(r"\b(?:and then|then|y luego|luego|y despu[eé]s|y a continuaci[oó]n)\b", re.I)
_ONE_AFTER_ANOTHER = re.compile(r"one after (?:another|the other)|uno tras otro|una tras otra", re.I)
_JOINS = cut(leading_words("|".join(p.pattern for p in (_AFTER, _BEFORE, _THEN))))
"""The words a sentence must hold to join two happenings: most sentences hold none of them."""


def _classes(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    found = []
    for name, pattern in _CLASS_OF:
        for m in pattern.finditer(text, start, end):
            found.append((m.start(), m.end(), name))
    return sorted(found)


def order(text: str, sentence: Sentence) -> list[Mention]:
    """An order claim where a sentence joins two happenings of different classes."""
    if not may_match(_JOINS, sentence):
        return []
    body_start, body_end = sentence.start, sentence.end
    if _ONE_AFTER_ANOTHER.search(text, body_start, body_end):
        return []
    for pattern, reverse in ((_AFTER, True), (_BEFORE, False), (_THEN, False)):
        m = pattern.search(text, body_start, body_end)
        if m is None:
            continue
        clause_start = max([body_start, *(i + 1 for i in range(body_start, m.start()) if text[i] in ",;:—–()")])
        left = _classes(text, clause_start, m.start())  # what comes before, in the same clause
        right = _classes(text, m.end(), body_end)
        if not right:
            continue
        if not left and clause_start == body_start:
            # "once off the rails, it struck a lorry": what follows the first clause
            cut = text.find(",", m.end(), body_end)
            if cut < 0:
                continue
            first = [c for c in right if c[0] < cut]
            second = [c for c in right if c[0] > cut]
            if not first or not second or first[0][2] == second[0][2]:
                continue
            a, b = first[0], second[0]
            sequence = (a[2], b[2]) if reverse else (b[2], a[2])
            start, end = min(m.start(), a[0]), b[1]
        elif not left:
            continue
        else:
            a, b = left[-1], right[0]
            if a[2] == b[2]:
                continue
            sequence = (b[2], a[2]) if reverse else (a[2], b[2])
            start, end = a[0], b[1]
        key = "order|" + "|".join(sorted(sequence))
        value = f"{sequence[0]}, then {sequence[1]}"
        return [Mention("timeline", key, "what happened first", value, value, start, end, sentence.number, True, cue=m.group())]
    return []
