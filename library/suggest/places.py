"""Where, and what gave way: floors and named places, and the part of a building that collapsed.

A floor ("ground floor", "top floor", "planta baja") is a location claim, aligned across
articles by its sentence like a date. Named places are not compared: one account says "in
Caracas" where another says "in Venezuela", and both are right. What collapsed is the words before "collapsed", "gave way", "came crashing down",
"se derrumbó"... ("part of the roof", "the whole building"), compared word by word.
"""

from __future__ import annotations

import itertools
import re

from ..outlets import outlet_in_title
from .lexicon import ANY_NUMBER_WORD, EVENT_NOUNS, MONTHS, ORDINALS, PLACE_KIND_WORDS, STOPWORDS, WEEKDAYS
from .mentions import Mention
from .text import Sentence, Token, any_accents, fold, says_any
from .triggers import cut, leading_words, may_match, words_of

_ES_ORDINAL = r"(?:primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|s[eé]ptim[oa]|octav[oa]|noven[oa]|d[eé]cim[oa])"
_FLOOR = re.compile(
    r"\b(?:(?P<en>ground|top|upper|lower|bottom|basement|" + "|".join(ORDINALS) + r"|\d+(?:st|nd|rd|th))[- ]floors?"
    r"|(?P<es>planta baja|planta alta|planta superior|[uú]ltim[oa] (?:piso|planta)|piso superior|s[oó]tano"
    r"|" + _ES_ORDINAL + r" (?:piso|planta)|(?:piso|planta) (?:" + _ES_ORDINAL + r"|\d{1,2})))\b",
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


_FLOOR_WORDS = ("floor", "piso", "planta", "sótano", "sotano")
"""Words one of which every floor :data:`_FLOOR` reads is told with."""


def places(text: str, sentence: Sentence, used: list[tuple[int, int]]) -> list[Mention]:
    found: list[Mention] = []
    if not says_any(text, sentence, _FLOOR_WORDS):
        return found  # most sentences name no floor: the long pattern is not tried
    for m in _FLOOR.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if any(not (end <= s or start >= e) for s, e in used):
            continue
        value = " ".join(m.group().lower().replace("-", " ").split())
        used.append((start, end))
        found.append(Mention("location", "place", "floor", value, _floor_number(fold(value)), start, end, sentence.number, False))
    if any(_LISTED.fullmatch(text[a.end : b.start]) for a, b in itertools.pairwise(found)):
        return []  # "afectó el sótano, la planta baja y el primer piso": the floors it reached, no one floor where it was
    if len({m.compare for m in found}) > 2:
        return []  # "la caída del primer piso sobre la planta baja, que a su vez hundió el sótano": a fall through floors
    return found


_LISTED = re.compile(r"\s*(?:,|,?\s+(?:y|e|and))\s+(?:(?:a\s+)?(?:la|el|al|the)\s+)?", re.I)
"""What joins two floors of a list ("el sótano, la planta baja", "the ground and first floors")."""


def _floor_number(value: str) -> str:
    """A floor as compared: "third floor", "3rd floor", "tercer piso", "planta tercera" are "floor 3"."""
    for word in value.split():
        number = ORDINALS.get(word)
        if number:
            return f"floor {number}"
        if word[:1].isdigit():
            return "floor " + str(int("".join(c for c in word if c.isdigit())))
    return value


_COLLAPSE_WORDS = words_of(_COLLAPSE)


def _as_written(text: str, sentence: Sentence, subject: list[Token]) -> str:
    """What collapsed as the article says it, from its first word that says something to its last
    ("tres edificios de oficinas", "el edificio de 20 pisos" is "edificio de 20 pisos"), not the
    folded words alone ("tres edificios oficinas"); a capital the sentence's start gave is lowered."""
    shown = " ".join(text[subject[0].start : subject[-1].end].split())
    if subject[0] is sentence.tokens[0] and not subject[0].text[1:2].isupper():
        shown = shown[:1].lower() + shown[1:]
    return shown


def collapses(text: str, sentence: Sentence) -> list[Mention]:
    if not may_match(_COLLAPSE_WORDS, sentence):
        return []  # none of the words its pattern begins with
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
        value = _as_written(text, sentence, subject)
        compare = ("part of " if part else "") + structure.stem
        start = subject[0].start
        found.append(Mention("outcome", "collapse", "what collapsed", value, compare, start, m.end(), sentence.number, True, cue=m.group()))
    return found


_NAME = r"[A-ZÁÉÍÓÚÑ][\w'’-]+(?:\s+(?:de\s+(?:la\s+|los\s+)?|del\s+)?[A-ZÁÉÍÓÚÑ][\w'’-]+){0,3}(?:\s+(?:[A-Z]|\d{1,3})\b(?![.'’]\w))?"
"""A place's name; "Gate C", "Pier 4": a letter or a number may end it."""
_STATE_AFTER = r"(?:,?\s+[A-Z]\.\s?[A-Z]\.)?,?"
"""A state's letters after a city's name ("Washington, D.C., to New York")."""
_ROUTE = re.compile(r"\b(?:from|desde|de)\s+(?:(?:the|la|el)\s+(?:\w+\s+){0,2}(?:of|de)\s+)?(?P<a>" + _NAME + r")" + _STATE_AFTER
                    + r"\s+(?:to|a|hasta|hacia|rumbo a)\s+(?P<b>" + _NAME + r")")
_ROUTE_BACK = re.compile(r"\b(?:heading|headed|bound|travell?ing|en route|on (?:its|their) way)\s+(?:to|for)\s+(?P<b>" + _NAME + r")" + _STATE_AFTER
                         + r"\s+from\s+(?P<a>" + _NAME + r")"
                         r"|\bleft\s+(?P<a2>" + _NAME + r")" + _STATE_AFTER + r"\s+(?:and\s+)?(?:was\s+)?(?:heading|headed|bound)\s+(?:to|for)\s+(?P<b2>" + _NAME + r")")
"""A journey told the other way round: "heading to New York from Washington", "left Washington and
was headed to New York"."""


_FACILITY = frozenset(["station", "airport", "terminal", "union", "estacion", "aeropuerto", "junction"])


_SENT = re.compile(r"\b(?:dispatched|despatched|sent|flown in|airlifted|enviad[oa]s?|despachad[oa]s?|trasladad[oa]s?\s+(?:de|desde))\b", re.I)
"""Words before a route that make it the way help or the hurt were sent, not the journey of the event."""


def routes(text: str, sentence: Sentence) -> list[Mention]:
    """Which way a journey went: "from Port Ardent to Lannis", "de Lannis a Port Ardent"."""
    found: list[Mention] = []
    matches = list(_ROUTE.finditer(text, sentence.start, sentence.end)) + list(_ROUTE_BACK.finditer(text, sentence.start, sentence.end))
    for m in matches:
        a, b = m.group("a") or m.group("a2"), m.group("b") or m.group("b2")
        if fold(a) == fold(b) or a.split()[0].lower() in STOPWORDS or any(f.start <= m.start() < f.end for f in found):
            continue
        if _FACILITY & {fold(w) for w in f"{a} {b}".split()}:
            continue  # "to Penn Station from Washington Union Station": stations, which cities' names do not match
        if _SENT.search(text, sentence.start, m.start()):
            continue  # "a plane carrying medical supplies has been dispatched from Cairo to Sohag": help sent, not the journey
        value = f"{a} \u2192 {b}"
        # one end told as "New York" or "New York City", "Penn Station New York": compared by its first word
        compare = f"{fold(a.split()[0])}>{fold(b.split()[0])}"
        found.append(Mention("location", "route", "route", value, compare, m.start(), m.end(), sentence.number, False, cue=m.group()))
    return found


WHERE_LEAD = 5
"""Sentences at the top of an article that say where the event itself happened."""
_HAPPENED = re.compile(
    r"\b(?:ended|unfolded|entered|stormed|opened fire|burst into|walked into|broke into|se atrincher[oó]|asalt[oó]|irrumpi[oó]|capsized|overturned|plunged?|plummeted|turned over|rolled over|flipped|went down|ran aground|naufrag[oó]|sank|exploded|collapsed|began|started|broke out|erupted|happened|occurred|took place|struck|hit|crashed|"
    r"volc[oó]|se hundi[oó]|estall[oó]|explot[oó]|se derrumb[oó]|comenz(?:ó|aron)|empez(?:ó|aron)|se produjo|se produjeron|ocurri[oó]|"
    r"se gener[oó]|se desat[oó]|se desencaden[oó]|se inici[oó]|se origin[oó]|se desplom[oó]|se vino abajo|"
    r"tuvo lugar|se estrell[oó]|chocaron|se registr(?:ó|aron)|clashes|clashed|enfrentamientos|disturbios|incidentes|riots?|"
    r"shook|rocked|ripped through|tore through|swept through|swept across|gutted|engulfed|razed|"
    r"sacudi[oó]|sacudieron|estremeci[oó]|estremecieron|arras[oó]|devor[oó]|calcin[oó])\b",
    re.I,
)
_WHERE = re.compile(
    r"\b(?:near|off|outside|in front of|opposite|at the|by the|close to|ante|frente a(?:l)?|junto a(?:l)?|cerca de(?:l)?|"
    r"a las puertas de(?:l)?|en las inmediaciones de(?:l)?|a la altura de(?:l)?)\s+(?:the\s+|la\s+|el\s+|los\s+|las\s+)?"
    r"(?P<place>(?:[\w'’-]+\s+){0,3}?(?:" + _NAME + r"|harbou?r(?:\s+mouth)?|breakwater|headquarters|town hall|square|bridge|coast|"
    r"sede(?:\s+de\s+la\s+" + _NAME + r")?|ayuntamiento|plaza|puerto|costa|bocana|escollera|rompeolas))",
)


_HAPPENED_WORDS = cut(leading_words(_HAPPENED.pattern))


def happened_near(text: str, start: int, end: int) -> bool:
    """Whether the text between ``start`` and ``end`` tells that something happened."""
    return _HAPPENED.search(text, start, end) is not None


def happenings(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Where the text between ``start`` and ``end`` tells that something happened."""
    return [m.span() for m in _HAPPENED.finditer(text, start, end)]


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


_DONE_BY = re.compile(
    r"(?:(?:\b(?:was|were|been|being|is|are)|,)\s+(?:\w+ly\s+)?\w+|\b(?:operated|owned|run|managed|caused|triggered|built|designed"
    r"|flown|driven|piloted|chartered|leased|led|organi[sz]ed|staffed|hit|struck))\s+$",
    re.I,
)
"""A passive before "by" ("was hit by", ", operated by", "an Airbus operated by"): what follows is who or what did it,
where "capsized by the harbour mouth" tells where."""


_STRUCK = re.compile(
    r"\b(?:struck|hit|levell?ed|buried|covered|flattened|razed|devastated|engulfed|swept away|wiped out|destroyed|"
    r"arras[oó]|sepult[oó]|golpe[oó]|azot[oó]|destruy[oó]|cubri[oó]|borr[oó] del mapa)\s+(?:the\s+|el\s+|la\s+)?(?:entire\s+|whole\s+|remote\s+)?"
    r"(?P<place>(?:(?:village|town|hamlet|city|district|neighbou?rhood)\s+of\s+|(?:la\s+)?(?:aldea|localidad|comunidad|poblaci[oó]n|vereda|barrio|pueblo|caser[ií]o)\s+(?:de\s+)?)"
    + _NAME + r"|" + _NAME + r"\s+(?:village|town|hamlet|district|neighbou?rhood))"
)
"""A place the event itself struck, named with what it is: "struck Yambali village", "levelled Kaokalam
village", "arrasó la aldea de Tupac"."""


_PLACE_KINDS = frozenset(["village", "town", "hamlet", "city", "district", "neighbourhood", "neighborhood", "aldea", "localidad",
                          "comunidad", "poblacion", "vereda", "barrio", "pueblo", "caserio"])
"""What a named place is: "Yambali village" and "Kaokalam village" share only that, no name."""


_BODIES = frozenset(["authority", "authorities", "ministry", "agency", "department", "commission", "council", "committee", "office",
                     "directorate", "service", "police", "government", "board", "bureau"])
"""Bodies that act or speak: "by" one of them names who did something, never where."""
_NO_PLACE_NAMED = frozenset(["coast", "sea", "shore", "area", "region", "country", "water", "waters", "ocean", "mainland", "border",
                             "costa", "mar", "zona", "pais", "aguas", "oceano", "frontera"])
"""Words that alone name no place: "capsized off the coast"."""
_A_PLACE_NOUN = re.compile(r"\s+(?:country|nation|coast|coastline|island|state|region|province|border|port|capital|city|town|village|"
                           r"mainland|peninsula|waters)\b")
"""A noun of a place right after what was read as the place: the words before it were an adjective
("the East Varnian country", "the southern Tarlish coast")."""


def where(text: str, sentence: Sentence) -> list[Mention]:
    """Where the event happened, in a sentence that says it happened: "capsized near Kessel
    Island", "los enfrentamientos comenzaron ante la sede de la Autoridad Portuaria", "the landslide
    struck Yambali village"."""
    if sentence.number > WHERE_LEAD:
        return []
    struck = _STRUCK.search(text, sentence.start, sentence.end)
    if struck is None and not _HAPPENED.search(text, sentence.start, sentence.end):
        return []
    found: list[Mention] = []
    street = _STREET.search(text, sentence.start, sentence.end)
    for m in ([street] if street else []) + ([struck] if struck else []) + list(_WHERE.finditer(text, sentence.start, sentence.end)):
        place = m.group("place")
        value = " ".join(place.split())
        compare = " ".join(w for w in fold(value).split() if w not in STOPWORDS and w not in _PLACE_KINDS)
        if not compare or fold(value.split()[0]) in STOPWORDS or fold(value.split()[0]) in _NOT_PLACES or _is_outlet(text, value):
            continue  # "the kick-off between Rovers and City": no place
        if value.endswith(("'s", "’s")):
            continue  # "outside Afghanistan's main airport": the place is what the name owns, not the name
        if compare in _NO_PLACE_NAMED:
            continue  # "off the coast": no place two accounts could tell apart ("by the harbour mouth" is one)
        if _A_PLACE_NOUN.match(text, m.end()):
            continue  # "off the East Varnian country of Tolosa": the words name a people, not the place
        if m.group().lower().startswith("by ") and (_DONE_BY.search(text, max(sentence.start, m.start() - 30), m.start())
                                                    or set(compare.split()) & _BODIES):
            continue  # "operated by the Skyvale airline", "caused by the storm", "a statement issued by the Civil Aviation
            # Authority": who or what did it, not where
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
    r"(?:\s+(?:at\s+(?:about|around)|at|around|about|shortly\s+(?:before|after)|hacia|sobre|a|poco\s+(?:antes|despu[eé]s)\s+de|alrededor\s+de|aproximadamente\s+a)"
    r"\s+(?:las\s+|la\s+)?[\w.:]+(?:\s+(?:a\.?m\.?|p\.?m\.?|horas|h|de\s+la\s+(?:ma[nñ]ana|tarde|noche|madrugada)|del\s+\w+))*(?:\s*\([^()]{1,30}\))?,?)?"
    r"(?:\s+(?:presuntamente|apparently|reportedly|probably|probablemente|al\s+parecer))?"
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
        if not words or words[0][:1].isdigit() or any(w in _TIME_WORDS for w in words) or all(w in WEEKDAYS or w in MONTHS for w in words):
            continue  # "started at 2 a.m.", "began at half-time", "broke out on Saturday": a time, not a place
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


_TAKEN_TO_WORDS = words_of(_TAKEN_TO)


def taken_to(text: str, sentence: Sentence) -> list[Mention]:
    """The named place each account says people were taken to."""
    if not may_match(_TAKEN_TO_WORDS, sentence):
        return []  # none of the words its pattern begins with
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



_ACT_WORDS = {
    "found": "found discovered located spotted encontrado encontrada encontrados encontradas hallado hallada hallados halladas "
             "localizado localizada localizados localizadas aparecio",
    "treated": "treated atendido atendida atendidos atendidas tratado tratada internado internada internados internadas "
               "ingresado ingresada ingresados ingresadas hospitalizado hospitalizada hospitalizados hospitalizadas "
               "hospitalised hospitalized",
    "held": "held celebrado celebrada celebro realizo",
    "signed": "signed firmo firmado firmada firmaron",
    "died": "died murio fallecio murieron fallecieron",
    "detained": "detained arrested detenido detenida detenidos detenidas arrestado arrestada capturado capturada",
    "shown": "displayed exhibited shown expuesto expuesta expondra exhibido exhibida exhibira",
    "kept": "stored hidden kept stashed almacenado almacenada almacenados oculto oculta ocultos escondido escondida guardado guardada",
    "sold": "sold vendido vendida vendio",
}
_ACTS = {word: act for act, words in _ACT_WORDS.items() for word in words.split()}
ACT_TITLES = {
    "found": "where it was found", "treated": "where they were treated", "held": "where it was held",
    "signed": "where it was signed", "died": "where they died", "detained": "where they were detained",
    "shown": "where it is shown", "kept": "where it was kept", "sold": "where it was sold",
}
"""Acts whose place outlets tell differently ("found in a creek gully" / "on an exposed ridge",
"murió en su domicilio" / "en Urgencias"): the act names the slot, so a place is compared only
with where the same thing was done."""
_AT = frozenset(["in", "at", "inside", "on", "en", "dentro"])
_PLACE_ENDS = frozenset([
    "and", "but", "when", "after", "before", "where", "while", "with", "by", "for", "last", "this", "from", "since", "until", "as",
    "y", "e", "pero", "cuando", "tras", "donde", "mientras", "con", "por", "para", "desde", "hasta", "segun", "como", "que",
])
_NOT_PLACE_WORDS = frozenset([
    "time", "hours", "minutes", "days", "way", "condition", "state", "good", "stable", "critical", "possession", "custody", "relation",
    "connection", "front", "hiding", "part", "all", "total", "person", "absentia", "public", "private", "contact", "case", "fact",
    "tiempo", "horas", "minutos", "dias", "estado", "condicion", "relacion", "posesion", "custodia", "flagrancia", "parte",
    "persona", "contacto", "caso", "cambio", "libertad", "vida", "busca",
])
"""Words after "in" or "en" that say how, when or in what state, not where ("found in good
condition", "detenido en flagrancia")."""
_BETWEEN = frozenset(["alive", "dead", "safe", "unconscious", "injured", "unharmed", "abandoned", "buried", "lying", "hiding", "later",
                      "vivo", "viva", "vivos", "muerto", "muerta", "muertos", "herido", "herida", "echado", "echada", "inconsciente",
                      "sin", "con", "vida", "oculto", "oculta", "escondido", "escondida", "abandonado", "abandonada", "enterrado", "enterrada",
                      "hours", "minutes", "days", "shortly", "soon", "afterwards", "horas", "minutos", "dias", "despues", "poco", "mas", "tarde"])
"""Words between an act and its place: "found alive in", "fue hallada sin vida en", "murió horas
después en"."""
_EVENTS = frozenset([
    "explosion", "blast", "attack", "crash", "fire", "riot", "shooting", "clash", "clashes", "collapse", "accident", "incident", "stampede",
    "collision", "collisions", "pile-up", "pileup", "smash", "derailment", "stabbing", "bombing", "ambush", "eruption", "flood", "floods",
    "colision", "atropello", "balacera", "emboscada", "deslave", "inundacion", "crecida", "erupcion", "explosiones",
    "ataque", "accidente", "incendio", "tiroteo", "motin", "choque", "derrumbe", "enfrentamiento", "enfrentamientos", "estampida",
    "avalancha", "emergencias", "operation", "raid", "operacion", "operativo", "redada", "spring", "summer", "autumn", "winter", "light", "yesterday", "today", "primavera", "verano",
    "otono", "invierno", "ayer", "hoy", "ano", "year", "heart", "row", "count", "counts", "charges", "cargos", "guilty", "culpable",
])
"""What the word after an act names when it is no place: an event ("died in the blast", "murieron
en el motín"), a time ("found in the spring of 2021"), a verdict ("found guilty on every count")."""
_GENERIC_HEADS = frozenset(["street", "road", "lane", "avenue", "calle", "avenida", "city", "town", "ciudad", "the", "of", "de", "del"])
_NUMBER_WORDS = ANY_NUMBER_WORD - frozenset(["a", "an", "un", "una", "one", "uno"])
_VAGUE_PLACES = frozenset(["town", "village", "city", "area", "region", "country", "place", "site", "locality", "pueblo", "localidad",
                           "ciudad", "municipio", "zona", "pais", "lugar", "sitio", "comuna", "same", "mismo", "misma"])
_SCENE = frozenset(["wreckage", "wreck", "debris", "rubble", "remains", "ruins", "scene", "train", "carriage", "carriages", "coach",
                    "coaches", "plane", "aircraft", "bus", "vehicle", "fuselage", "escombros", "restos", "ruinas", "tren", "vagon",
                    "vagones", "avion", "autobus", "vehiculo", "fuselaje"])
"""Nouns for what the event happened in or left behind: "found inside the train" and "found in the
wreckage" tell one place, the scene."""
MAX_PLACE_WORDS = 7


_ADVERBS = frozenset(["shortly", "recently", "early", "later", "finally", "immediately", "quickly", "only", "reportedly", "allegedly",
                      "apparently", "yesterday", "today", "tonight", "overnight", "ayer", "hoy", "anoche"])


def _when(token: Token) -> bool:
    """Whether a word tells a time or a number, which ends a place ("in the garage two days later")."""
    return (token.fold in _TIME_WORDS or token.fold in WEEKDAYS or token.fold in MONTHS or token.fold[:1].isdigit()
            or token.fold in _NUMBER_WORDS)


def act_places(text: str, sentence: Sentence) -> list[Mention]:
    """Where a thing was found, treated, held, signed, kept, sold, where someone died or was
    detained: the place after the act, up to the next clause."""
    tokens = sentence.tokens
    found: list[Mention] = []
    for i, token in enumerate(tokens):
        act = _ACTS.get(token.fold)
        if act is None or (token.text[:1].isupper() and i > 0):
            continue
        j = i + 1
        while j < len(tokens) and j - i <= 3 and tokens[j].fold in _BETWEEN and sentence.clauses[j] == sentence.clauses[i]:
            j += 1  # "found alive in", "fue encontrada echada en"; not "found guilty on every count"
        if j >= len(tokens) or tokens[j].fold not in _AT or sentence.clauses[j] != sentence.clauses[i]:
            continue
        if j + 1 < len(tokens) and tokens[j + 1].fold in ("least", "most", "once", "first", "last"):
            continue  # "found at least one survivor", "found at once": an amount or a time, no place
        if tokens[j].fold == "dentro" and (act == "detained" or not (j + 1 < len(tokens) and tokens[j + 1].fold == "de")):
            continue  # "pasajeros detenidos dentro de las cabinas" were stuck, not arrested
        words: list[Token] = []
        for k in range(j + 1 + (tokens[j].fold == "dentro"), len(tokens)):
            t = tokens[k]
            if sentence.clauses[k] != sentence.clauses[j] or len(words) >= MAX_PLACE_WORDS:
                break
            if (words and (t.fold in _PLACE_ENDS or t.fold in _ADVERBS or t.fold.endswith("mente") or _when(t))) or not (t.fold.isalpha() or t.fold[:1].isdigit()):
                break  # "in the resin hall shortly after", "en su domicilio dos días después": the place ends there
            words.append(t)
        while words and words[-1].fold in STOPWORDS:
            words.pop()
        content = [t for t in words if t.fold not in STOPWORDS]
        if not content or any(t.fold in _NOT_PLACE_WORDS or t.fold in _EVENTS or t.fold in EVENT_NOUNS or _when(t) for t in content):
            continue  # "found in good condition", "held on Tuesday", "died in the blast", "found in 2021"
        value = text[words[0].start : words[-1].end]
        if _is_outlet(text, value):
            continue
        names = " ".join(t.fold for t in content if t.text[:1].isupper() and t.fold not in _GENERIC_HEADS)
        nouns = " ".join(t.fold for t in content if t.fold not in _GENERIC_HEADS)
        found.append(Mention("location", f"place|{act}", ACT_TITLES[act], value, f"{names};{nouns}", words[0].start, words[-1].end,
                             sentence.number, False, cue=text[token.start : words[-1].end]))
    return found


_VAGUE_CARE = frozenset(["hospital", "hospitals", "hospitales", "clinic", "clinics", "clinica", "clinicas", "centro", "centros",
                         "sanitario", "sanitarios", "medico", "medicos", "medical", "distintos", "diferentes", "varios", "several",
                         "various", "different", "local", "nearby", "cercano", "cercanos"])
"""Words of a place of care said without its name ("el hospital", "distintos centros sanitarios")."""


def act_places_agree(a: str, b: str, *, care: bool = False) -> bool:
    """Two places of one act agree when they share a name, or, where one names nothing, a word
    ("a creek gully" / "a gully below Blackwood Falls"); named places that share none are two.
    Where people were treated (``care``), "the hospital" is the one another account names."""
    names_a, _, words_a = a.partition(";")
    names_b, _, words_b = b.partition(";")
    vague = _VAGUE_PLACES | _VAGUE_CARE if care else _VAGUE_PLACES
    if not (names_a and names_b) and (set(words_a.split()) <= vague or set(words_b.split()) <= vague):
        return True  # "el pueblo", "the area", "the hospital": the place another account names, said without its name
    if not (names_a or names_b) and set(words_a.split()) <= _SCENE and set(words_b.split()) <= _SCENE:
        return True  # "inside the train" / "in the wreckage": the scene of the event, told two ways
    if names_a and names_b:
        return bool(set(names_a.split()) & set(names_b.split()))
    return bool(set(words_a.split()) & set(words_b.split()))


_COMPASS = r"(?:north|south|east|west)(?:-?(?:east|west|central))?(?:ern)?|central|north-eastern|north-western|south-eastern|south-western"
_RUMBO = r"(?:norte|sur|este|oeste|noreste|noroeste|sureste|suroeste|nordeste|sudeste|sudoeste|centro|poniente|oriente|centro-norte|centro-sur)"
_DIRECTION = re.compile(
    r"\b(?:(?:just\s+|some\s+|about\s+)?(?P<en>" + _COMPASS + r")\s+(?:of\s+|from\s+)?"
    r"|in\s+the\s+(?P<en_in>" + _COMPASS + r")\s+of\s+"
    r"|(?:al|del|en\s+el|el)\s+(?P<es>" + _RUMBO + r")\s+de(?:l)?\s+)"
    r"(?:(?:la|the)\s+(?:ciudad|localidad|comuna|villa|city|town|village)\s+(?:de|of)\s+|(?:el|the)\s+(?:municipio|pueblo|municipality)\s+(?:de|of)\s+)?"
    + r"""(?P<anchor>(?:the\s+|la\s+|el\s+)?(?:[A-ZÁÉÍÓÚÑ][\w'’-]+\s+)?(?:capital(?:\s+(?P<named>[A-ZÁÉÍÓÚÑ][\w-]+))?|[A-ZÁÉÍÓÚÑ][\w'’-]+(?:\s+[A-ZÁÉÍÓÚÑ][\w'’-]+)?))""",
)
_DIRECTIONS = {
    "northern": "north", "southern": "south", "eastern": "east", "western": "west", "central": "centre", "centro": "centre",
    "norte": "north", "sur": "south", "este": "east", "oeste": "west", "poniente": "west", "oriente": "east",
    "noreste": "north-east", "nordeste": "north-east", "noroeste": "north-west", "sureste": "south-east", "sudeste": "south-east",
    "suroeste": "south-west", "sudoeste": "south-west", "centro-norte": "north-centre", "centro-sur": "south-centre",
    "north-central": "north-centre", "south-central": "south-centre",
}
"""Directions in one spelling, English and Spanish: "northern" and "norte" are "north"."""


def _direction(raw: str) -> str:
    """A direction in one spelling: "northern" and "norte" are "north", "northeastern" "north-east"."""
    if raw in _DIRECTIONS:
        return _DIRECTIONS[raw]
    raw = raw.removesuffix("ern")
    for side in ("north", "south"):
        if raw.startswith(side) and len(raw) > len(side) and raw[len(side)] != "-":
            raw = f"{side}-{raw[len(side):]}"
    return raw.replace("central", "centre")


_REGIONS_OF_THE_WORLD = frozenset(["africa", "asia", "europe", "america", "mediterranean", "pacific", "atlantic"])
"""Continents and seas a compass word before names a region of ("southern Africa", "East Asia",
"the eastern Mediterranean"), not a place in them where something happened."""

DIRECTION_LEAD = 12
"""Sentences at the top of an article whose directions place the event: further down, other places."""


def directions(text: str, sentence: Sentence) -> list[Mention]:
    """Where the event was against a place every account names: "in northern Missouri" / "in
    central Missouri", "just west of the capital" / "in the north of the Russian capital", "al
    noreste de Quito". Directions from one place are compared; from another place, not."""
    if sentence.number > DIRECTION_LEAD:
        return []
    found: list[Mention] = []
    for m in _DIRECTION.finditer(text, sentence.start, sentence.end):
        word = _direction(fold(m.group("en") or m.group("en_in") or m.group("es")))
        shown = m.group("named") or m.group("anchor").removeprefix("the ")
        owner = re.search(r"['’]s\b", shown)
        if owner:
            shown = shown[: owner.start()]  # "southwest China's Yunnan province": a direction in China
        anchor = [w for w in fold(shown).split() if w not in ("the", "la", "el")]
        if not anchor or anchor[-1] in STOPWORDS or anchor[-1] in MONTHS or anchor[-1] in WEEKDAYS:
            continue
        if m.group("en_in") is None and m.group("es") is None and anchor[-1] in _REGIONS_OF_THE_WORLD and len(anchor) == 1:
            continue  # "southern Africa", "south-east Asia": a region's name, not where in it
        place = "capital" if anchor[-1] == "capital" else " ".join(anchor)
        found.append(Mention("location", f"direction|{place}", f"direction from {shown}",
                             word, word, m.start(), m.end(), sentence.number, True, cue=m.group()))
    return found


_MARKER = re.compile(
    r"\b(?:(?:a\s+la\s+altura\s+)?del?\s+|en\s+el\s+|at\s+|near\s+)(?:kil[oó]metro|km\.?|kilometre|kilometer|mile\s+marker|milepost)\s+"
    r"(?P<n>\d{1,4}(?:[.,]\d{1,3})?)(?!\s*(?:km|kil[oó]metros|kilometres|kilometers|metros|metres|millas|miles)\b)",
    re.I,
)
"""A point of a road told by its marker ("a la altura del kilómetro 48", "en el km 19 de la
carretera de Tolosa", "near mile marker 96"): not a distance ("a 75 kilómetros de"), which reads its
number first."""


def markers(text: str, sentence: Sentence) -> list[Mention]:
    """Where on a road the event happened, by its marker: two accounts that give two markers
    place it at two points."""
    found: list[Mention] = []
    for m in _MARKER.finditer(text, sentence.start, sentence.end):
        number = m.group("n").replace(",", ".")
        found.append(Mention("location", "marker", "road marker", f"km {number}" if "mile" not in fold(m.group()) else f"mile {number}",
                             number, m.start(), m.end(), sentence.number, True, cue=m.group()))
    return found



_KIND_OF_PLACE = "(?:" + "|".join(any_accents(w) for w in sorted(PLACE_KIND_WORDS, key=len, reverse=True)) + ")"
_WORST = re.compile(
    r"\b(?i:(?:the\s+)?(?:worst|hardest|most\s+badly|most\s+severely)[- ](?:hit|affected)\s+(?:" + _KIND_OF_PLACE + r"\s+)?(?:(?:was|is|were|of)\s+)?)(?P<a>" + _NAME + r")"
    r"|(?P<b>" + _NAME + r"),?\s+(?i:(?:(?:was|is|were|has\s+been)\s+)?(?:the\s+)?(?:" + _KIND_OF_PLACE + r"\s+)?(?:worst|hardest)[- ]hit)\b"
    r"|(?i:(?:la|el)\s+" + _KIND_OF_PLACE + r"\s+de\s+)?"
    r"(?P<c>" + _NAME + r"),?\s+(?i:(?:(?:es|fue|ha\s+sido|result[oó]|era)\s+)?(?:la|el)\s+(?:" + _KIND_OF_PLACE + r"\s+)?m[aá]s\s+(?:afectad[oa]|golpead[oa]|castigad[oa]))\b"
    r"|\b(?i:(?:la|el)\s+" + _KIND_OF_PLACE + r"\s+m[aá]s\s+(?:afectad[oa]|golpead[oa]|castigad[oa])\s+(?:(?:es|fue|ha\s+sido|era)\s+)?)(?P<d>" + _NAME + r")"
)
"""The place an account says the event hit hardest: "the worst-hit city of Machala", "Cuenca,
the hardest hit", "La ciudad de Cuenca es la más afectada", "la provincia más afectada es El Oro"."""
_WORST_WORDS = frozenset(["worst", "hardest", "afectada", "afectado", "golpeada", "golpeado", "castigada", "castigado"])


def worst_hit(text: str, sentence: Sentence) -> list[Mention]:
    """Which place each account says was hit hardest: outlets often name different ones."""
    if not any(t.fold in _WORST_WORDS for t in sentence.tokens):
        return []
    for m in _WORST.finditer(text, sentence.start, sentence.end):
        name = next(g for g in (m.group("a"), m.group("b"), m.group("c"), m.group("d")) if g)
        value = " ".join(name.split())
        compare = " ".join(w for w in fold(value).split() if w not in STOPWORDS and w not in _PLACE_KINDS)
        if not compare or fold(value.split()[0]) in _NOT_PLACES:
            continue  # "La ciudad…": a sentence's first word, no place ("El Oro" is one)
        return [Mention("location", "place|worst hit", "place hit hardest", value, compare, m.start(), m.end(), sentence.number, True, cue=m.group())]
    return []


_HIT_KINDS = {
    **dict.fromkeys(["house", "houses", "home", "homes", "residence", "dwelling", "casa", "casas", "vivienda", "viviendas",
                     "residencia", "domicilio", "chabola"], "a house"),
    **dict.fromkeys(["building", "buildings", "tower", "block", "edificio", "edificios", "bloque", "torre", "inmueble"], "a building"),
    **dict.fromkeys(["truck", "trucks", "lorry", "lorries", "trailer", "tanker", "semi", "camion", "camiones", "tractocamion",
                     "pipa", "cisterna", "rastra", "mula"], "a truck"),
    **dict.fromkeys(["bus", "buses", "coach", "autobus", "omnibus", "colectivo", "microbus", "coaster", "buseta"], "a bus"),
    **dict.fromkeys(["car", "cars", "coche", "coches", "auto", "autos", "automovil", "automoviles", "carro", "turismo", "taxi"], "a car"),
    **dict.fromkeys(["train", "locomotive", "tren", "locomotora"], "a train"),
    **dict.fromkeys(["tree", "trees", "arbol", "arboles"], "a tree"),
    **dict.fromkeys(["wall", "barrier", "guardrail", "muro", "pared", "barrera", "guardarrail", "quitamiedos", "valla"], "a wall"),
    **dict.fromkeys(["pole", "post", "lamppost", "pylon", "poste", "columna", "farola"], "a post"),
    **dict.fromkeys(["hill", "hillside", "mountain", "mountainside", "slope", "cerro", "montana", "ladera", "colina"], "a hillside"),
    **dict.fromkeys(["bridge", "overpass", "puente"], "a bridge"),
}
"""What a plane, bus or train crashed into, by kind: "una vivienda" and "a house" are one, "un bloque de
edificios" another."""
_CRASHED_INTO = re.compile(
    r"\b(?:crashed|slammed|ploughed|plowed|smashed|rammed|careered|careened|ploughing|crashing|slamming|smashing)\s+(?:head-on\s+)?into"
    r"|\bcollided\s+with|\b(?:se\s+)?(?:estrell[oó]|estrellaron|estrellarse|estrellado|impact[oó]|impactaron|impactado)(?:\s+[\w-]+){0,3}?\s+contra"
    r"|\b(?:choc[oó]|chocaron|chocado|colision[oó]|colisionaron|colisionado|embisti[oó]|embistieron)\s+(?:de\s+frente\s+)?(?:contra|con)"
    r"|\bcay[oó]\s+sobre|\bse\s+precipit[oó]\s+sobre",
    re.I,
)
_HIT_WORDS = frozenset(["crashed", "slammed", "ploughed", "plowed", "smashed", "rammed", "careered", "careened", "ploughing",
                           "crashing", "slamming", "smashing", "collided", "estrello", "estrellaron", "estrellarse", "estrellado",
                           "impacto", "impactaron", "impactado", "choco", "chocaron", "chocado", "colisiono", "colisionaron",
                           "colisionado", "embistio", "embistieron", "cayo", "precipito"])
_HIT_REACH = 4
"""Words after the verb where the thing struck may be named ("into a two-storey house", "contra un
bloque de edificios")."""
_OTHER = frozenset(["another", "other", "otro", "otra"])
_HIT_HEADS = frozenset(["shelter", "shelters", "stop", "stops", "station", "terminal", "depot", "park", "lane", "garage", "yard",
                        "driver", "drivers", "crossing", "track", "tracks", "line"])
"""Nouns a kind of thing may name in English before them ("a bus shelter", "a car park", "a train
crossing"): the thing hit is the last."""


_VEHICLES = frozenset(["a bus", "a truck", "a car", "a train"])
_BOTH_WAYS = re.compile(r"collided|chocaron|colisionaron|choc[oó]\s+con|colision[oó]\s+con", re.I)
"""Verbs of a collision told from either vehicle: "a truck collided with a bus" is the bus colliding with a truck."""
_COLLIDER_REACH = 8
"""Words before the verb within which the vehicle that collided may be named, with no comma between."""


def _colliding(tokens: tuple[Token, ...], text: str, m: re.Match[str]) -> str:
    """The kind of vehicle that collided, named shortly before a verb told from either side ("a bus
    carrying a junior hockey team collided with a transport truck"), or ""."""
    if not _BOTH_WAYS.match(m.group()):
        return ""
    before = [t for t in tokens if t.end <= m.start()][-_COLLIDER_REACH:]
    for t in reversed(before):
        if any(mark in text[t.end : m.start()] for mark in ",;—–("):
            break
        kind = _HIT_KINDS.get(t.fold)
        if kind in _VEHICLES:
            return kind
    return ""


def struck(text: str, sentence: Sentence) -> list[Mention]:
    """What the vehicle crashed into, by kind: outlets tell "a house" and "a block of flats", "a
    truck" and "another bus"."""
    if not any(t.fold in _HIT_WORDS for t in sentence.tokens):
        return []
    tokens = sentence.tokens
    for m in _CRASHED_INTO.finditer(text, sentence.start, sentence.end):
        after = [t for t in tokens if t.start >= m.end()][:_HIT_REACH]
        for k, token in enumerate(after):
            kind = _HIT_KINDS.get(token.fold)
            if kind is None:
                if token.text[:1].isupper() or token.fold in ("of", "de", "del"):
                    break  # "crashed into Tarlow", "contra el muro de…": a name or what follows the thing
                continue
            if k + 1 < len(after) and after[k + 1].fold in _HIT_HEADS:
                break  # "ploughed into a bus shelter": the bus names the shelter
            if any(t.fold in _OTHER for t in after[:k]) and kind in ("a bus", "a car", "a truck", "a train"):
                kind = f"another {kind[2:]}"  # "chocó contra otro autobús": another of its own kind, told as such
            end = token.end
            by = _colliding(tokens, text, m) if kind in _VEHICLES else ""
            if by and by != kind:
                kind = " and ".join(sorted([by, kind]))  # "a truck collided with a bus" / "the bus collided with a truck": one collision
            return [Mention("location", "struck", "what it crashed into", kind, kind, m.start(), end, sentence.number, True,
                            cue=text[m.start() : end])]
    return []
