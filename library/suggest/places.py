"""Where, and what gave way: floors and named places, and the part of a building that collapsed.

A floor ("ground floor", "top floor", "planta baja") is a location claim, aligned across
articles by its sentence like a date. Named places are not compared: one account says "in
Caracas" where another says "in Venezuela", and both are right. What collapsed is the words before "collapsed", "gave way", "came crashing down",
"se derrumbó"... ("part of the roof", "the whole building"), compared word by word.
"""

from __future__ import annotations

import re

from .lexicon import STOPWORDS
from .mentions import Mention
from .text import Sentence, fold

_FLOOR = re.compile(
    r"\b(?:(?P<en>ground|top|first|second|third|fourth|fifth|upper|lower|bottom|basement|\d+(?:st|nd|rd|th))[- ]floors?"
    r"|(?P<es>planta baja|planta alta|planta superior|[uú]ltim[oa] (?:piso|planta)|primer piso|segundo piso|tercer piso|piso superior|s[oó]tano))\b",
    re.I,
)
_COLLAPSE = re.compile(
    r"\b(?:collapsed|collapses|came (?:crashing )?down|gave way|caved in|fell in|"
    r"se derrumb[oóa]\w*|se desplom[oóa]\w*|colaps[oóa]\w*|se vino abajo|cedi[oó])\b",
    re.I,
)


_STRUCTURES = frozenset(
    """building buildings bridge bridges roof roofs wall walls floor floors ceiling tower towers house
    houses structure span section stand stands stadium dam balcony facade staircase stairs tunnel
    edificio edificios puente puentes techo techos muro muros pared paredes piso pisos planta torre
    torres casa casas estructura tramo tramos grada gradas tribuna estadio presa balcon fachada
    escalera tunel inmueble inmuebles vivienda viviendas""".split()
)
_STRUCTURE_STEMS = frozenset(["build", "bridg", "edifici", "puent", "techo", "torr", "inmuebl", "viviend", "estructur"])
_PARTS = frozenset("part parts section sections portion half parte partes seccion tramo mitad".split())
_SUBORDINATORS = frozenset(["when", "as", "after", "while", "before", "because", "until", "cuando", "mientras", "tras", "antes", "porque", "hasta", "que"])


def places(text: str, sentence: Sentence, used: list[tuple[int, int]]) -> list[Mention]:
    found: list[Mention] = []
    for m in _FLOOR.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if any(not (end <= s or start >= e) for s, e in used):
            continue
        value = " ".join(fold(m.group()).replace("-", " ").split())
        used.append((start, end))
        found.append(Mention("location", "place", "floor", value, value, start, end, sentence.number, False))
    return found


def collapses(text: str, sentence: Sentence) -> list[Mention]:
    found: list[Mention] = []
    for m in _COLLAPSE.finditer(text, sentence.start, sentence.end):
        clause_start = max([sentence.start, *(i + 1 for i in range(sentence.start, m.start()) if text[i] in ",;:—–")])
        before = [t for t in sentence.tokens if clause_start <= t.start < m.start()][-6:]
        cut = max((k + 1 for k, t in enumerate(before) if t.fold in _SUBORDINATORS), default=0)
        before = before[cut:]
        subject = [t for t in before if t.fold not in STOPWORDS or t.fold in ("all", "part", "whole")]
        subject = [t for t in subject if t.fold not in ("se", "had", "has", "have", "then", "finally", "later")]
        structure = next((t for t in reversed(subject) if t.fold in _STRUCTURES or t.stem in _STRUCTURE_STEMS), None)
        if structure is None:
            continue
        part = any(t.fold in _PARTS for t in subject)
        value = " ".join(t.fold for t in subject if t.fold not in ("the", "a", "el", "la", "los", "las"))
        compare = ("part of " if part else "") + structure.stem
        start = subject[0].start
        found.append(Mention("outcome", "collapse", "what collapsed", value, compare, start, m.end(), sentence.number, True, cue=m.group()))
    return found
