"""Where, and what gave way: floors and named places, and the part of a building that collapsed.

A floor ("ground floor", "top floor", "planta baja") is a location claim, aligned across
articles by its sentence like a date. Named places are not compared: one account says "in
Caracas" where another says "in Venezuela", and both are right. What collapsed is the words before "collapsed", "gave way", "came crashing down",
"se derrumbó"... ("part of the roof", "the whole building"), compared word by word.
"""

from __future__ import annotations

import re

from ..outlets import outlet_in_title
from .lexicon import STOPWORDS
from .mentions import Mention
from .text import Sentence, fold
from .triggers import cut, leading_words, may_match

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
    ["building", "buildings", "bridge", "bridges", "roof", "roofs", "wall", "walls", "floor", "floors", "ceiling", "tower", "towers", "house", "houses", "structure", "span", "section", "stand", "stands", "stadium", "dam", "balcony", "facade", "staircase", "stairs", "tunnel", "edificio", "edificios", "puente", "puentes", "techo", "techos", "muro", "muros", "pared", "paredes", "piso", "pisos", "planta", "torre", "torres", "casa", "casas", "estructura", "tramo", "tramos", "grada", "gradas", "tribuna", "estadio", "presa", "balcon", "fachada", "escalera", "tunel", "inmueble", "inmuebles", "vivienda", "viviendas"]
)
_STRUCTURE_STEMS = frozenset(["build", "bridg", "edifici", "puent", "techo", "torr", "inmuebl", "viviend", "estructur"])
_PARTS = frozenset(["part", "parts", "section", "sections", "portion", "half", "parte", "partes", "seccion", "tramo", "mitad"])
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


_NAME = r"[A-ZÁÉÍÓÚÑ][\w'’-]+(?:\s+(?:de\s+(?:la\s+|los\s+)?|del\s+)?[A-ZÁÉÍÓÚÑ][\w'’-]+){0,3}(?:\s+(?:[A-Z]|\d{1,3})\b(?![.'’]\w))?"
"""A place's name; "Gate C", "Pier 4": a letter or a number may end it."""
_ROUTE = re.compile(r"\b(?:from|desde|de)\s+(?:(?:the|la|el)\s+(?:\w+\s+){0,2}(?:of|de)\s+)?(?P<a>" + _NAME + r")\s+(?:to|a|hasta|hacia|rumbo a)\s+(?P<b>" + _NAME + r")")


def routes(text: str, sentence: Sentence) -> list[Mention]:
    """Which way a journey went: "from Port Ardent to Lannis", "de Lannis a Port Ardent"."""
    found: list[Mention] = []
    for m in _ROUTE.finditer(text, sentence.start, sentence.end):
        a, b = m.group("a"), m.group("b")
        if fold(a) == fold(b) or a.split()[0].lower() in STOPWORDS:
            continue
        value = f"{a} \u2192 {b}"
        found.append(Mention("location", "route", "route", value, f"{fold(a)}>{fold(b)}", m.start(), m.end(), sentence.number, False, cue=m.group()))
    return found


WHERE_LEAD = 5
"""Sentences at the top of an article that say where the event itself happened."""
_HAPPENED = re.compile(
    r"\b(?:ended|unfolded|entered|stormed|opened fire|burst into|walked into|broke into|se atrincher[oó]|asalt[oó]|irrumpi[oó]|capsized|overturned|turned over|rolled over|flipped|went down|ran aground|naufrag[oó]|sank|exploded|collapsed|began|started|broke out|erupted|happened|occurred|took place|struck|hit|crashed|"
    r"volc[oó]|se hundi[oó]|estall[oó]|explot[oó]|se derrumb[oó]|comenz(?:ó|aron)|empez(?:ó|aron)|se produjo|se produjeron|ocurri[oó]|"
    r"tuvo lugar|se estrell[oó]|chocaron|se registr(?:ó|aron)|clashes|clashed|enfrentamientos|disturbios|incidentes|riots?)\b",
    re.I,
)
_WHERE = re.compile(
    r"\b(?:near|off|outside|in front of|opposite|at the|by the|close to|ante|frente a(?:l)?|junto a(?:l)?|cerca de(?:l)?|"
    r"a las puertas de(?:l)?|en las inmediaciones de(?:l)?|a la altura de(?:l)?)\s+(?:the\s+|la\s+|el\s+|los\s+|las\s+)?"
    r"(?P<place>(?:[\w'’-]+\s+){0,3}?(?:" + _NAME + r"|harbou?r(?:\s+mouth)?|breakwater|headquarters|town hall|square|bridge|coast|"
    r"sede(?:\s+de\s+la\s+" + _NAME + r")?|ayuntamiento|plaza|puerto|costa|bocana|escollera|rompeolas))",
)


_HAPPENED_WORDS = cut(leading_words(_HAPPENED.pattern))


def happened(text: str, sentence: Sentence) -> bool:
    """Whether the sentence tells that something happened ("capsized", "se derrumbó", "clashes")."""
    if not may_match(_HAPPENED_WORDS, sentence):
        return False
    return _HAPPENED.search(text, sentence.start, sentence.end) is not None


_STREET = re.compile(
    r"\b(?:on|in|at|en\s+la|en\s+el)\s+(?P<place>(?:(?:calle|avenida|plaza|paseo|carretera)\s+(?:de\s+(?:la\s+|los\s+)?)?" + _NAME + r"|"
    + _NAME + r"\s+(?:Street|St|Road|Rd|Lane|Avenue|Ave|Boulevard|Way|Square|Drive)))\b"
)
"""A street: the most precise place an account gives ("on Harlow Street", "en la calle Real")."""
_NOT_PLACES = frozenset(["between", "against", "with", "versus", "entre", "contra", "con"])
"""Words that open no place after "off" or "at the": "the kick-off between Rovers and City"."""


def _is_outlet(text: str, value: str) -> bool:
    """Whether a "place" is the outlet's own name, as its first line gives it ("told the Gazette")."""
    outlet = outlet_in_title(text.split("\n", 1)[0])
    return bool(outlet) and value in outlet


def where(text: str, sentence: Sentence) -> list[Mention]:
    """Where the event happened, in a sentence that says it happened: "capsized near Kessel
    Island", "los enfrentamientos comenzaron ante la sede de la Autoridad Portuaria"."""
    if sentence.number > WHERE_LEAD or not _HAPPENED.search(text, sentence.start, sentence.end):
        return []
    found: list[Mention] = []
    street = _STREET.search(text, sentence.start, sentence.end)
    for m in ([street] if street else []) + list(_WHERE.finditer(text, sentence.start, sentence.end)):
        place = m.group("place")
        value = " ".join(place.split())
        compare = " ".join(w for w in fold(value).split() if w not in STOPWORDS)
        if not compare or fold(value.split()[0]) in STOPWORDS or fold(value.split()[0]) in _NOT_PLACES or _is_outlet(text, value):
            continue  # "the kick-off between Rovers and City": no place
        found.append(Mention("location", "place|where", "where it happened", value, compare, m.start(), m.end(), sentence.number, False, cue=m.group()))
        break
    return found


_ORIGIN = re.compile(
    r"\b(?P<what>fire|blaze|flames|shooting|gunfire|explosion|blast|leak|outbreak|crush|stampede|violence|riots?|clashes|fighting"
    r"|fuego|incendio|llamas|tiroteo|balacera|explosi[oó]n|fuga|escape|estampida|avalancha|disturbios|enfrentamientos|altercados|brote)"
    r"(?!\s+(?:crews?|fighters?|brigades?|services?|department|engines?|trucks?|alarms?|chiefs?|officers?|doors?|exits?|escapes?|routes?))"
    r"(?:,?\s+(?:which|that|que|el cual|la cual))?(?:\s+[\w'’-]+){0,4}?\s+"
    r"(?:had\s+|has\s+|was\s+|apparently\s+|reportedly\s+|probably\s+)?"
    r"(?:started|began|begun|broke out|broken out|originated|erupted|ignited|spread from"
    r"|comenz[oó]|comenzaron|empez[oó]|empezaron|se inici[oó]|se iniciaron|se origin[oó]|se originaron|se declar[oó]|estall[oó]|estallaron|arranc[oó]|se desat[oó])"
    r"\s+(?P<prep>in|at|inside|near|on|under|beneath|behind|outside|close to|en|junto a|cerca de|dentro de|ante|frente a|bajo|desde)\s+"
    r"(?P<place>[^,.;:—–()\"«»“”]{3,70}?)(?=\s+(?:and|but|while|when|as|before|after|shortly|at\s+about|at\s+around|around\s+\d+|about\s+\d+|at\s+\d+"
    r"|y|pero|mientras|cuando|antes|despu[eé]s|hacia\s+las|a\s+las|sobre\s+las)\b|\s*[,.;:—–()\"«»“”]|\s*$)",
    re.I,
)
"""Where it started: "the blaze, which began in the engine room", "the fire started in an electric
car parked on the vehicle deck", "el incendio se originó en la cabina del DJ"."""


_TIME_WORDS = frozenset(["half-time", "halftime", "dawn", "dusk", "midnight", "noon", "night", "morning", "afternoon", "evening",
                         "hours", "minutes", "madrugada", "manana", "tarde", "noche", "mediodia", "medianoche", "descanso"])


_ORIGIN_VERBS = frozenset(["started", "began", "begun", "broke", "broken", "originated", "erupted", "ignited", "spread", "comenzo",
                           "comenzaron", "empezo", "empezaron", "inicio", "iniciaron", "origino", "originaron", "declaro", "estallo",
                           "estallaron", "arranco", "desato"])


def origins(text: str, sentence: Sentence) -> list[Mention]:
    """Where the fire, the shooting, the leak started, as each account tells it."""
    found: list[Mention] = []
    if not any(t.fold in _ORIGIN_VERBS for t in sentence.tokens):
        return found  # most sentences tell no start: the pattern is not tried
    for m in _ORIGIN.finditer(text, sentence.start, sentence.end):
        place = " ".join(m.group("place").split())
        words = [w for w in fold(place).split() if w not in STOPWORDS]
        if not words or words[0][:1].isdigit() or any(w in _TIME_WORDS for w in words):
            continue  # "started at 2 a.m.", "began at half-time": a time, not a place
        start, end = m.start("place"), m.end("place")
        found.append(Mention("location", "place|origin", "where it started", place, " ".join(words), m.start(), end, sentence.number, False, cue=text[start:end]))
        break
    return found


_TAKEN_TO = re.compile(
    r"\b(?:taken|rushed|airlifted|flown|transferred|diverted|sent|ferried|driven|trasladad[oa]s?|llevad[oa]s?|derivad[oa]s?|"
    r"desviad[oa]s?|evacuad[oa]s?)\s+(?:instead\s+|by\s+ambulance\s+|en\s+ambulancia\s+)?(?:to|into|a|al|hacia|hasta)\s+"
    r"(?:the\s+|el\s+|la\s+|los\s+|las\s+)?(?P<place>" + _NAME + r"(?:\s+(?:in|en|de)\s+" + _NAME + r")?)"
)
"""Where people, ambulances or patients were taken: "diverted to St Brannock's Hospital in
Wessle", "trasladados al Hospital General de Ráquiba"."""


_GENERIC_PLACES = frozenset(["hospital", "hospitals", "general", "regional", "royal", "infirmary", "university", "medical", "center",
                             "centre", "clinic", "clinica", "comarcal", "universitario", "sanatorio", "memorial", "county", "city"])


def taken_to(text: str, sentence: Sentence) -> list[Mention]:
    """The named place each account says people were taken to."""
    found: list[Mention] = []
    for m in _TAKEN_TO.finditer(text, sentence.start, sentence.end):
        place = " ".join(m.group("place").split())
        words = [w for w in fold(place).split() if w not in STOPWORDS and len(w) > 2]
        if not words or _is_outlet(text, place):
            continue
        words = [w for w in words if w not in _GENERIC_PLACES] or words  # "Hospital Regional" and "Hospital del Sur" are two
        found.append(Mention("location", "place|taken", "where they were taken", place, " ".join(words), m.start(), m.end(),
                             sentence.number, False, cue=m.group()))
    return found

