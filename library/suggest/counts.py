"""Counts of people and things: a number, what it counts, and what happened to them.

The slot of a count is the pair (what is counted, what happened): "eight police officers were
wounded" and "cinco heridos" after "dos policías muertos" both fill "officers wounded", while
"rescued eleven people" and "eleven people were killed" are two slots. What is counted is the
noun after the number ("71 muertos" counts the dead; "three of the dock workers" counts
workers); what happened is looked for right after it ("20 people died"), right before it
("killed at least 13 people"), then around a toll word ("the death toll rose to 22", "la cifra de
heridos, 23") and further before it. A count inside "including…" shares the predicate of the
count it is part of. A noun that names a kind of vehicle or team ("rescue vehicles") is not
something that happened to anyone.
"""

from __future__ import annotations

import re
from collections import Counter

from ..records import Record
from .lexicon import (
    DURATION_UNITS,
    EVENT_NOUNS,
    INHERIT_NOUNS,
    LIST_HEADS,
    LIST_LINKS,
    MONTHS,
    NOMINAL_MODIFIERS,
    NOUN_PHRASES,
    NOUNS,
    OBJECT_OPENS,
    ORDINALS,
    PASSIVE_MARKERS,
    PERSON_CLASSES,
    PLACE_KIND_WORDS,
    PREDICATE_PHRASES,
    PREDICATES,
    ROLES,
    SPEECH_VERBS,
    STOPWORDS,
    SUBSET_MARKERS,
    THERE_WAS,
    TOLL_WORDS,
    TRANSITIVE,
    WEEKDAYS,
)
from .mentions import Mention
from .numbers import CHANGES, Number, find_numbers, show
from .parts import PARTS, THOSE
from .text import Sentence, Token, any_accents, fold, outlet_end, says_any

_SKIP = frozenset(
    ["the", "a", "an", "of", "his", "her", "their", "its", "los", "las", "el", "la", "sus", "de", "del", "were", "was", "are", "is", "been", "be", "being", "had", "have", "has", "reportedly", "also", "now", "allegedly", "reported", "confirmed", "feared", "believed", "more", "than", "fueron", "han", "habian", "habrian", "habria", "resultaron", "quedaron", "son", "eran", "estan", "estaban", "ya", "otros", "otras",
     "corresponden", "correspondian", "correspondieron"]
)
_NOUN_WINDOW = 5
_NOT_COUNTS = frozenset(["time", "ene", "feb", "abr", "ago", "sept", "dic", "jan", "aug", "dec", "decadas", "decades", "percent", "per", "cent", "por", "ciento", "years", "year", "ano", "anos", "old", "edad", "am", "pm", "horas", "hours", "km", "kilometros", "kilometres", "miles", "mile", "metres", "meters", "metros", "feet", "foot", "pies", "kilos", "kg", "tons", "toneladas", "degrees", "grados",
                         "inch", "inches", "pulgadas", "yards", "yardas", "pounds", "ounces", "onzas", "gallons", "galones", "mph",
                         "times", "veces", "liter", "liters", "litre", "litres", "litro", "litros", "kph", "millimeters", "millimetres",
                         "milimetros", "centimeters", "centimetres", "centimetros", "grams", "gramos", "kilograms", "kilogramos", "kgs",
                         "kilometers", "kilometer", "kilometre", "manana", "tarde", "noche", "madrugada", "star", "estrellas", "caracter"])
"""Words after a number that make it no count of things: a month, a share, an age, a rating ("two five-star hotels"), a unit of time or
measure ("a 16-inch screen"), how often ("three times")."""
_QUALIFIERS = frozenset(["new", "old", "older", "best", "different", "other", "more", "straight", "consecutive", "separate",
                         "additional", "further", "major", "big", "large", "small", "young", "former", "previous", "total",
                         "extra", "full", "whole", "main", "top", "biggest", "largest", "leading", "key", "senior", "junior"])
"""Words that qualify what is counted before it is named ("16 different colours", "five straight wins"):
the count is of the word after them."""


_PERSON_PREDICATES = frozenset(
    ["killed", "wounded", "captured", "rescued", "evacuated", "displaced", "missing", "released", "abducted", "survived",
     "surrendered", "aboard", "inside", "infected", "took part", "employed", "seriously hurt", "still in hospital", "treated"]
)
"""What happens to people only: a count of things with one of these misread its sentence."""
_NEEDS_A_HAPPENING = frozenset(["people", "weapons", "shots", "explosions"])
"""Counts that say nothing comparable until something is said to have happened to them."""
_HEARD = frozenset(["explosions", "shots"])
_THERE_WERE = frozenset(["hubo", "fueron", "were", "heard", "escucharon", "oyeron", "registraron", "sonaron", "retumbaron"])
"""Words before a count of blasts or shots that say they happened ("hubo dos estallidos", "there were
three explosions", "se escucharon cuatro disparos")."""
_FOUND = frozenset(["found", "recovered", "seized", "confiscated", "discovered", "located", "hallaron", "hallado", "hallados",
                    "halladas", "encontraron", "encontrado", "encontrados", "encontradas", "incautaron", "incautado", "incautados",
                    "incautadas", "decomisaron", "decomisados", "decomisadas", "aseguraron", "asegurados", "aseguradas",
                    "had", "carried", "carrying", "possessed", "stockpiled", "tenia", "tenian", "llevaba", "llevaban", "portaba",
                    "portaban", "poseia", "poseian", "acumulaba", "acumulaban"])
"""Words that tell weapons were found or held: how many were found, or how many someone had, is a
count of its own ("at least 10 rifles were found", "tenía al menos ocho armas de fuego")."""
_ABOARD_BY_NAME = frozenset(["passengers", "crew"])
"""People counted by a name that says they were aboard."""
_CARRIERS = frozenset(["boats", "vehicles", "aircraft", "coaches"])
"""What carries people: a boat, a bus, a plane or a carriage "with 150 people" carried them."""
_THING_PREDICATES = frozenset(["derailed", "collapsed", "destroyed", "damaged", "burned", "stolen"])
_KNOWN = frozenset(NOUNS.by_fold.values())


_SUPPORTS = frozenset(["supports", "supported", "sustains", "provides", "provided", "creates", "created", "employs", "accounts",
                       "genera", "generaba", "mantiene", "sostiene", "crea", "creo", "ofrece", "da", "daba", "emplea"])
"""Verbs before a number of jobs that make it a workforce ("supports around 600 jobs"), not jobs cut."""


class _Found(Record):
    noun: str  # a class of :data:`.lexicon.NOUNS`, or a general noun's stem, or ""
    shown: str  # how the noun is named in a title
    noun_at: int
    predicate: str
    predicate_at: int
    predicate_length: int
    inherits: bool  # "others", "more": the noun of the count before


_LEAKED = frozenset(["gas", "agua", "combustible", "petroleo", "amoniaco", "cloro", "aceite", "vapor", "water", "fuel", "oil",
                     "ammonia", "chlorine", "steam", "radiation", "radiacion"])
"""What leaks: "una fuga de gas", "an escape of steam" is no one escaping."""


def _predicate_at(tokens: tuple[Token, ...], folds: list[str], j: int) -> tuple[str, int] | None:
    phrase = PREDICATE_PHRASES.phrase_at(folds, j)
    if phrase is not None:
        return phrase
    token = tokens[j]
    found = PREDICATES.of(token.fold, token.stem)
    if found is None:
        return None
    if j + 1 < len(tokens) and tokens[j + 1].fold == "out" and token.fold in ("carrying", "carried", "carry", "carries"):
        return None  # "suspected of carrying out the attack": done, not aboard
    if token.fold in ("fuga", "fugas", "escape", "escapes") and j + 2 < len(tokens) and tokens[j + 1].fold in ("de", "of") \
            and tokens[j + 2].fold in _LEAKED:
        return None  # "una fuga de gas": a leak, not one who escaped
    if found == "wounded" and token.fold.startswith("ingres") and PREDICATES.exact(token.fold) is None \
            and not _CARE.intersection(folds[j + 1 : j + 4]):
        return None  # "280 agentes ingresaron a la finca": they went in; "ingresaron al hospital", "ingresados" are hurt
    if token.fold in NOMINAL_MODIFIERS and j + 1 < len(tokens) and NOUNS.of(tokens[j + 1].fold, tokens[j + 1].stem):
        return None  # "rescue vehicles"
    if j > 0 and tokens[j - 1].fold in ("de", "of") and j > 1 and NOUNS.of(tokens[j - 2].fold, tokens[j - 2].stem) in ("teams", "vehicles"):
        return None  # "equipos de rescate"
    if token.fold in NOMINAL_MODIFIERS and j > 1 and tokens[j - 1].fold in ("de", "of") and tokens[j - 2].text.isalpha() \
            and tokens[j - 2].text.islower() and NOUNS.of(tokens[j - 2].fold, tokens[j - 2].stem) not in PERSON_CLASSES:
        return None  # "realizaban las tareas de rescate", "labores de búsqueda": the work, not those it saved
    return found, 1


_SEARCHING = frozenset(["buscan", "buscaban", "searching", "search", "looking", "look", "searched"])
"""Words of searching that open a phrase of the missing: after a count, those counted search."""

_CARE = frozenset(["hospital", "hospitales", "clinica", "sanatorio", "urgencias", "nosocomio", "policlinico", "uci"])
"""Where those who "ingresaron" were taken when it is care they got, not a place they went into."""


def _phrase_ending_at(folds: list[str], j: int, begin: int) -> tuple[str, int, int] | None:
    """A listed phrase whose last word is at ``j`` ("aún permanecen hospitalizados 12": still in
    hospital, not only hospitalised), read backwards from a number."""
    for k in range(j - 1, max(begin, j - 4) - 1, -1):
        phrase = PREDICATE_PHRASES.phrase_at(folds, k)
        if phrase is not None and k + phrase[1] - 1 == j:
            return phrase[0], k, phrase[1]
    return None


def _told_of_the_last(last: tuple[Number, _Found], at: int, number: Number, folds: list[str]) -> bool:
    """Whether the predicate word at ``at``, before ``number``, is the one the figure before it was
    read with, right after that figure and with "y" or "and" between it and this one."""
    before, told = last
    return (before.last < told.predicate_at <= min(at, before.last + 3) and at < number.first
            and at < told.predicate_at + told.predicate_length and bool(_LIST_AND & set(folds[at + 1 : number.first])))


def _did_it_to(tokens: tuple[Token, ...], folds: list[str], at: int, length: int) -> bool:
    """Whether the verb at ``at`` is done by those counted, to someone named after it: an active
    verb that takes an object ("killed the attacker", "mató al atacante") with no auxiliary before it."""
    after = at + length
    return (length == 1 and (folds[at] in TRANSITIVE or folds[at] in _WOUNDED_SOMEONE) and after < len(tokens) and folds[after] in OBJECT_OPENS
            and not (at > 0 and folds[at - 1] in PASSIVE_MARKERS)
            and tokens[after].start - tokens[at + length - 1].end <= 1)  # "600 injured, the broadcaster said": no object after a comma


_WOUNDED_SOMEONE = frozenset(["hirio", "hirieron", "wounded", "injured"])
"""Beside :data:`.lexicon.TRANSITIVE`, wounding: before an object it is done by those counted ("three
officers wounded the gunman"); a person's fate reads it alone as what befell them."""


def _noun_at(tokens: tuple[Token, ...], folds: list[str], j: int) -> tuple[str, int] | None:
    phrase = NOUN_PHRASES.phrase_at(folds, j)
    if phrase is not None:
        return phrase
    if tokens[j].fold in _ADJECTIVES_OF_PEOPLE and j + 1 < len(tokens) and NOUNS.of(tokens[j + 1].fold, tokens[j + 1].stem):
        return None  # "200 teenage girls": the girls are counted, "teenage" tells their age
    found = NOUNS.of(tokens[j].fold, tokens[j].stem)
    return (found, 1) if found else None


_ADJECTIVES_OF_PEOPLE = frozenset(["teenage", "teenaged", "adolescent", "adolescentes", "foreign", "extranjeros", "extranjeras"])
"""Words that name people on their own but qualify a noun of people before it ("teenage girls")."""


_PARTITIVES = (("de", "los", "cuales"), ("de", "las", "cuales"), ("of", "whom"), ("of", "which"), ("among", "whom"))


def _partitive_at(folds: list[str], j: int) -> bool:
    """Whether "de los cuales" / "of whom" begins at ``j``: "160 trabajadores, de los cuales fueron
    evacuados 90" tells what befell a part, not the 160."""
    return any(tuple(folds[j : j + len(p)]) == p for p in _PARTITIVES)


def _another_claim(folds: list[str], j: int) -> bool:
    """Whether "y que" / "and that" begins at ``j - 1``: "la cifra es ya de 19 y que hay heridos graves"
    goes on to another claim, so what befell the counted is not read past it."""
    return folds[j] in ("que", "that") and folds[j - 1] in ("y", "e", "and")


def _after(sentence: Sentence, folds: list[str], i: int, stop: int, text: str) -> _Found:
    """What follows a number: its noun, or a predicate standing for one ("cinco heridos")."""
    tokens, clauses = sentence.tokens, sentence.clauses
    clause = clauses[i - 1] if i > 0 else 0
    if i < stop and folds[i] in _SIZED and i + 1 < stop and i > 0 and text[tokens[i - 1].end : tokens[i].start] == "-":
        i += 1  # "the five-man crew", "a 40-strong team": the count is of the crew
    if folds[i : i + 2] in (["or", "more"], ["o", "mas"], ["or", "so"], ["and", "more"], ["y", "pico"]):
        i += 2  # "ten or more ambulances": what is counted follows
    if i < stop and folds[i] in ("of", "de", "del"):
        i += 1
        while i < stop and folds[i] in ("the", "los", "las", "el", "la", "them", "ellos", "ellas", "these", "those", "estos", "estas"):
            i += 1
    general = -1
    if i + 1 < stop and folds[i] in ("and", "y", "e") and (folds[i + 1] in _DOING or (PREDICATES.exact(folds[i + 1]) is not None and i + 2 == stop)):
        return _Found("", "", -1, "", -1, 0, False)  # "killing 50 and injuring 48": "injuring" is the 48's
    for j in range(i, min(stop, i + _NOUN_WINDOW)):
        if clauses[j] != clause:
            break
        token = tokens[j]
        noun = _noun_at(tokens, folds, j)
        if noun is not None and noun[1] == 1 and NOUNS.exact(token.fold) is None and PREDICATES.exact(token.fold) is not None:
            noun = None  # "rescatadas" is what happened, though it shares a stem with "rescatistas" ("rescue vehicles" is a noun)
        length = noun[1] if noun is not None else 1
        if j + length < stop and folds[j + length] == "s" and tokens[j + length].start - tokens[j + length - 1].end == 1:
            continue  # "five of the trust's hospitals": the trust owns what is counted
        if noun is not None:
            cls, length = noun
            end = j + length - 1
            while end + 1 < stop and _noun_at(tokens, folds, end + 1) is not None and _noun_at(tokens, folds, end + 1)[0] == cls:  # type: ignore[index]
                end += 1  # "police officers"
            if length == 1 and end == j and end + 1 < stop and _compound_head(tokens[end], tokens[end + 1]):
                continue  # "327 school girls", "47 school pupils", "five hospital beds": the next word is what is counted
            if cls == "passengers" and folds[end + 1 : end + 3] in (["and", "crew"], ["y", "tripulantes"], ["y", "tripulacion"]):
                return _Found("people", "people", end + 2, "", -1, 0, False)  # "120 passengers and crew": everyone aboard
            return _Found(cls, cls, end, "", -1, 0, False)
        predicate = _predicate_at(tokens, folds, j)
        if predicate is not None and predicate[0] == "survived" and folds[j] in _SURVIVORS and i > 0 \
                and any((act := _predicate_at(tokens, folds, k)) is not None and act[0] == "rescued" for k in range(max(0, i - 3), i)):
            predicate = ("rescued", predicate[1])  # "rescuers pulled 155 survivors from the water": how many were rescued
        if predicate is not None and predicate[0] == "survived" and folds[j] in _SURVIVORS:
            # "one survivor was arrested on trafficking charges": what befell the survivor after is the claim
            later = next(((k, p) for k in range(j + 1, min(stop, j + 4))
                          if (p := _predicate_at(tokens, folds, k)) is not None and p[0] == "captured"), None)
            if later is not None:
                return _Found("", "", -1, later[1][0], later[0], later[1][1], False)
        if predicate is not None:
            still = _still_treated_after(tokens, folds, clauses, j, stop) if predicate[0] == "wounded" else None
            if still is not None:
                return _Found("", "", -1, "still in hospital", still[0], still[1], False)  # "90 injured people are still under treatment"
            if general == j - 1 and _named_noun(tokens[general]):
                # "cientos de peces muertos", "40 cows died": what the act befell is the word before it
                return _Found(tokens[general].stem, tokens[general].text.lower(), general, predicate[0], j, predicate[1], False)
            if general == j - 2 and folds[j - 1] in _CITIZENS and _a_demonym(tokens[general]):
                # "33 Nepalese nationals on board": the count is of that people, told as its nationals, aboard
                return _Found(tokens[general].stem, tokens[general].text, j - 1, predicate[0], j, predicate[1], False)
            return _Found("", "", -1, predicate[0], j, predicate[1], False)
        if j > i and _another_claim(folds, j):
            break  # "la cifra de fallecidos es ya de 19 y que hay heridos graves": what follows is another claim
        if token.fold in INHERIT_NOUNS:
            return _Found("", "", j, "", -1, 0, True)
        if token.fold == "s" and j > i and token.start - tokens[j - 1].end == 1:
            continue  # the "s" of "the trust's"
        if (text[token.end : token.end + 1] == "-" and j + 1 < stop and tokens[j + 1].start == token.end + 1) or \
                (j > i and text[tokens[j - 1].end : token.start] == "-" and general < 0 and folds[j - 1] in _TO_A_PLACE):
            continue  # "two on-duty officers", "the in-house staff": words joined to the next qualify it
        if general < 0 and j > i and token.text[:1].isupper() and token.text.isalpha() and j + 1 < stop and tokens[j + 1].text[:1].isupper():
            continue  # "two Las Vegas officers": the place they are from
        if general < 0 and (token.fold in _TO_A_PLACE or (token.fold == "a" and j + 1 < stop and folds[j + 1] in _SPANISH_ARTICLES)):
            break  # "nueve al Hospital General", "15 a la Clínica", "nine were taken to hospitals": where they went, not what is counted
        if token.fold in _SKIP or token.fold in STOPWORDS or (token.fold in TOLL_WORDS and general < 0 and j > i):
            if general >= 0:
                break
            continue  # "elevó a 53 el número de lesionados": what the number counts comes after the word for it
        if token.fold[0].isdigit():
            break
        if general == j - 1 and (_compound_head(tokens[general], token) or _people_in_two_words(tokens[general], token)):
            general = j  # "5,800 marathon runners": the count is of the runners; "two South Varnians" of the people
            continue
        if general == j - 1 and tokens[general].fold in _CITIZENS and token.text.islower() and token.fold.isalpha() \
                and token.fold.endswith(("es", "os", "as")) and token.fold not in STOPWORDS:
            general = j  # "tres ciudadanos franceses": the count is of the French
            continue
        if general == j - 1 and token.fold in _CITIZENS and _a_demonym(tokens[general]):
            continue  # "three French nationals": the count is of the French
        if general < 0 and token.fold.isalpha() and len(token.fold) > 2:
            if (token.fold.endswith("ed") or token.fold in _QUALIFIERS) and j + 1 < stop and tokens[j + 1].fold.isalpha() and tokens[j + 1].fold not in STOPWORDS:
                continue  # "38 planned operations", "16 different colours": what is counted follows the word that qualifies it
            general = j
            continue
        break
    if general > 0 and folds[general - 1] in _AUXILIARIES:
        general = -1  # "Train 188 was heading to Penn Station": what it did, not what is counted
    if general >= 0 and (not tokens[general].text[:1].isupper() or _a_people(tokens, general, i)
                         or (general + 1 < len(tokens) and tokens[general + 1].fold in _CITIZENS and _a_demonym(tokens[general]))) \
            and tokens[general].fold not in _NOT_COUNTS and tokens[general].fold not in MONTHS \
            and tokens[general].fold not in WEEKDAYS and tokens[general].fold not in _NOT_NOUNS and not _verb_form(tokens[general]):
        word = tokens[general].text
        if general > i and _people_in_two_words(tokens[general - 1], tokens[general]):
            word = text[tokens[general - 1].start : tokens[general].end]
        told_at = general + 1 if general + 1 < stop and folds[general + 1] in _CITIZENS else general  # "three French nationals were …"
        return _Found(tokens[general].stem, word if word[:1].isupper() else word.lower(), told_at, "", -1, 0, False)  # "Varnians" keep their capital
    return _Found("", "", -1, "", -1, 0, False)


_CITIZENS = frozenset(["nationals", "citizens", "ciudadanos", "ciudadanas", "nacionales", "connacionales"])
"""Words for people of a country, told by the country's adjective beside them ("three French
nationals", "tres ciudadanos franceses"): the count is of that people."""


def _a_demonym(word: Token) -> bool:
    """Whether a capitalised word before "nationals" or "citizens" is a country's adjective ("French",
    "British", "Varnian"), not a name's last word."""
    return word.text[:1].isupper() and word.text.isalpha() and not word.text.isupper() and len(word.text) > 3


_PEOPLES_ENDINGS = ("ians", "ans", "ese", "ards", "ons", "is", "ish")
"""How English names a people in the plural ("Varnians", "Japanese", "Spaniards", "Britons",
"Israelis"), capitalised as a name is but counted as a noun."""


def _a_people(tokens: tuple[Token, ...], at: int, first: int) -> bool:
    """Whether the capitalised word at ``at``, right after a number, is a people ("nine Varnians
    were among the dead", "three Varnians were hurt"): the count is of them, not of everyone the
    sentence's verb befell; a run of capitals ("two Las Vegas officers") is a name, though not one
    a comma ends ("17 Varnians, The Tolosa Herald reported"), and a people may be named in two words
    ("two South Varnians")."""
    word = tokens[at]
    two_words = at == first + 1 and _people_in_two_words(tokens[first], word)
    return (at == first or two_words) and word.text.isalpha() and not word.text.isupper() and word.fold.endswith(_PEOPLES_ENDINGS) \
        and not (at + 1 < len(tokens) and tokens[at + 1].text[:1].isupper() and tokens[at + 1].start - word.end <= 1)


def _still_treated_after(tokens: tuple[Token, ...], folds: list[str], clauses: tuple[int, ...], j: int, stop: int) -> tuple[int, int] | None:
    """Where "still in hospital" is said after "injured" and the people it qualifies ("40 injured
    residents were currently being treated"): the hurt who are still being treated, not all the hurt."""
    if not (j + 1 < stop and (noun := _noun_at(tokens, folds, j + 1)) is not None and noun[0] in PERSON_CLASSES):
        return None
    for k in range(j + 2, min(len(tokens), j + 2 + STILL_REACH)):
        if clauses[k] != clauses[j]:
            return None
        phrase = PREDICATE_PHRASES.phrase_at(folds, k)
        if phrase is not None and phrase[0] == "still in hospital":
            return k, phrase[1]
    return None


STILL_REACH = 5
"""Words between the people hurt and "still being treated" said of them."""


_RELATIVES = frozenset(["que", "who", "quienes"])
_ARE_NOW = frozenset(["estan", "estaban", "are", "were", "remain", "siguen", "permanecen", "han"])
ASIDE_REACH = 16
"""Words within which an aside between commas after "que" / "who" closes."""
RELATIVE_REACH = 9
"""Tokens after a counted noun within which "que están …" / "who are …" tells what befell them."""
_AUXILIARIES = frozenset(["was", "were", "is", "are", "has", "have", "had", "been", "be", "will", "would", "fue", "fueron", "era", "eran",
                          "estaba", "estaban", "ha", "han", "habia", "habian"])
"""Words after which the next is a verb ("188 was heading"), never what a number counts."""
_TO_A_PLACE = frozenset(["to", "into", "al", "hacia", "toward", "towards", "in", "at", "on", "near", "en", "during", "durante"])
"""Words after a number that lead to where its people went or where it happened ("killed 12 in
the raid", "nine were taken to hospitals"): a noun after them is no count."""
_SPANISH_ARTICLES = frozenset(["la", "las", "los", "el", "un", "una"])


_VERB_ENDINGS = ("aron", "eron", "aban", "ando", "iendo", "ieran", "aran", "ed")
"""Endings of verbs a number's noun cannot have: "corrieran", "quedarán", "invaded", "panicked"."""


def _verb_form(token: Token) -> bool:
    """A word after a number that is a verb, not what the number counts ("A 32 ascendió", "19 se
    encuentran"); a participle may be a noun ("327 afectados") and is kept."""
    return token.text[-1:] in "óéíá" or token.fold.endswith(_VERB_ENDINGS) or token.fold in _VERBS_AFTER


_VERBS_AFTER = frozenset(["encuentran", "encontraban", "siguen", "permanecen", "estan", "son", "fueron", "were", "are", "remain",
                          "tienen", "tenian", "han", "habian", "deja", "dejan", "quedan", "went", "came", "ran", "fell", "had", "have"])


_COPULAS = frozenset(["are", "were", "number", "numbered", "totalled", "totaled", "total", "totals", "reached", "son", "eran", "suman",
                      "sumaban", "ascienden", "ascendian", "llegan", "llegaban", "alcanzan", "alcanzaban", "rondan"])
"""Verbs between what is counted and its number, when the number comes last ("cases now number 27",
"los casos confirmados ya son 27")."""
_BEFORE_THE_NUMBER = frozenset(["now", "already", "at", "to", "a", "ya", "the", "al", "ahora", "en", "total", "of", "de", "un", "some",
                                "about", "around", "unos", "unas", "cerca", "casi", "nearly", "almost"])
"""Words between that verb and the number."""


def _named_before(sentence: Sentence, folds: list[str], number: Number, begin: int) -> tuple[str, str, int] | None:
    """What a number ending its clause counts, named before a verb of being or totalling: the
    nearest noun before that verb, in its clause."""
    tokens, clauses = sentence.tokens, sentence.clauses
    if number.last + 1 < len(tokens) and clauses[number.last + 1] == clauses[number.last] and folds[number.last + 1].isalpha():
        return None  # the clause goes on after the number: its words were read
    j = number.first - 1
    while j >= begin and folds[j] in _BEFORE_THE_NUMBER:
        j -= 1
    if j < begin or folds[j] not in _COPULAS:
        return None
    for k in range(j - 1, max(begin, j - 5) - 1, -1):
        if clauses[k] != clauses[j]:
            break
        noun = _noun_at(tokens, folds, k)
        if noun is not None and PREDICATES.exact(folds[k]) is None:
            return noun[0], noun[0], k
        t = tokens[k]
        if t.text.islower() and t.fold.isalpha() and len(t.fold) > 3 and t.fold.endswith("s") and t.fold not in STOPWORDS \
                and not t.fold.endswith(("ados", "idos", "adas", "idas")) and t.fold not in _NOT_COUNTS and PREDICATES.exact(t.fold) is None:
            return t.stem, t.text.lower(), k
    return None


_PERSON_ENDINGS = ("ants", "ents", "ers", "ors", "ists", "ians", "eros", "eras", "ores", "oras", "istas", "antes", "entes", "ados", "idos")
"""Endings of words that name people ("participants", "couriers", "cuidadores", "afectados"), whom
what befalls people may befall however far it is said from them."""
_SEXES = frozenset(word for word, who in PARTS.items() if who in ("men", "women"))
"""Words of men and women (:data:`.parts.PARTS`, one list for both readings)."""
_LIST_AND = frozenset(["and", "y", "e", ","])


def _men_and_women(found: list[tuple[Number, _Found]], folds: list[str]) -> list[tuple[Number, _Found]]:
    """People told as men and women ("five men and a woman died", "murieron tres hombres y dos
    mujeres") are one count, the sum, of what befell them."""
    out: list[tuple[Number, _Found]] = []
    for number, f in found:
        if out:
            before, g = out[-1]
            joined = 0 <= g.noun_at < number.first and all(x in _LIST_AND for x in folds[g.noun_at + 1 : number.first]) \
                and number.first > g.noun_at + 1
            if joined and folds[g.noun_at] in _SEXES and 0 <= f.noun_at < len(folds) and folds[f.noun_at] in _SEXES and not (g.predicate and f.predicate):
                told = f if f.predicate else g
                merged = before._replace(value=before.value + number.value, last=number.last, upper=0.0, vague="")
                out[-1] = (merged, told._replace(noun="people", shown="people", noun_at=f.noun_at))
                continue
        at = f.noun_at
        if 0 <= at < len(folds) - 3 and folds[at] in _SEXES and folds[at + 1] in _LIST_AND and folds[at + 2] in ("a", "an", "one") \
                and folds[at + 3] in _SEXES:
            # "five men and a woman": the woman is one more ("a" is no number of its own in English)
            number, f = number._replace(value=number.value + 1, upper=0.0, vague=""), f._replace(noun_at=at + 3)
        out.append((number, f))
    return out


_SINGULAR_PARTICIPLES = ("ido", "ado", "ida", "ada", "erto", "erta")
"""Spanish participles of one person ("herido", "muerta"): said after a count of many, of someone else."""
_HABER = frozenset(["ha", "han", "habia", "habian", "hayan", "haya", "habrian", "habria", "hubieran", "hubiera", "hubo"])
"""After a form of "haber" a participle stays as it is ("12 personas han muerto"): no sign of one person."""
_NARROWER = frozenset(["seriously hurt", "still in hospital", "killed"])
"""What befalls some of the wounded: a part of them told apart ("cuatro se reportan graves")."""


def _own_state(sentence: Sentence, folds: list[str], at: int, length: int, stop: int) -> tuple[str, int, int] | None:
    """What befell a part of the wounded named as such ("two of the injured remain in hospital",
    "tres de los heridos están graves"): a narrower state after the word for the wounded, in its
    clause, or None."""
    found = _predicate_near(sentence.tokens, folds, range(at + length, min(stop, at + length + 6)), sentence.clauses, sentence.clauses[at])
    return found if found is not None and found[0] in _NARROWER else None
_NOT_NOUNS = frozenset(["during", "until", "since", "within", "through", "throughout", "overnight", "yesterday", "today", "tonight",
                        "durante", "hasta", "desde", "hacia", "mediante", "ayer", "hoy", "anoche", "given", "so", "far", "now", "next", "last",
                        "this", "proximo", "proxima", "pasado", "pasada", "underneath", "beneath", "below", "inside", "outside",
                        "nearby", "there", "here", "debajo", "abajo", "dentro", "alli", "aqui", "likely", "unlikely", "probably",
                        "expected", "feared", "probable", "probablemente"])
"""Words after a number that never say what it counts: a preposition or a time ("rose to 14
overnight", "ascendió a 14 durante la noche"), or the verb of a passive ("a toll of 12 was given")."""
_SIZED = frozenset(["man", "men", "member", "strong", "person", "woman", "women"])
"""Words joined to a number by a hyphen that make it the size of what follows ("a six-member board")."""


def _named_noun(word: Token) -> bool:
    """Whether a word right before an act is what is counted ("peces" in "cientos de peces
    muertos"), not a word of the sentence's own ("were", "more")."""
    return word.text.islower() and word.fold.isalpha() and len(word.fold) > 3 and word.fold.endswith("s") \
        and word.fold not in STOPWORDS and word.fold not in _NOT_COUNTS and word.fold not in _QUALIFIERS


def _people_in_two_words(first: Token, word: Token) -> bool:
    """Whether two capitalised words name a people ("South Varnians", "Sri Lankans")."""
    return first.text[:1].isupper() and word.text[:1].isupper() and first.text.isalpha() and word.text.isalpha() \
        and word.fold.endswith(_PEOPLES_ENDINGS) and word.start - first.end <= 1


def _compound_head(modifier: Token, word: Token) -> bool:
    """Whether ``word`` is the noun a singular noun before it qualifies, as English joins them
    ("marathon runners", "petition signatures", "school buses"): what is counted is the last."""
    return (word.fold.endswith("s") and not modifier.fold.endswith("s") and word.text.islower() and modifier.text.islower()
            and len(word.fold) > 3 and word.fold.isalpha() and not word.fold.endswith(("ss", "ous", "ics"))
            and word.fold not in STOPWORDS and word.fold not in _NOT_COUNTS)


def _predicate_near(tokens: tuple[Token, ...], folds: list[str], span: range, clauses: tuple[int, ...] = (), clause: int = -1) -> tuple[str, int, int] | None:
    for j in span:
        if 0 <= j < len(tokens) and (clause < 0 or clauses[j] == clause):
            found = _predicate_at(tokens, folds, j)
            if found is not None and any(f in _DENYING for f in folds[max(0, j - 3) : j]):
                continue  # "cuatro tripulantes, sin que hubiera supervivientes", "four crew, with no survivors": none survived
            if found is not None and not _aimed_at(tokens, folds, j):
                if found[0] == "wounded":
                    graver = _graver_after(tokens, folds, j + found[1], clauses, clause)
                    if graver:
                        return "seriously hurt", j, graver - j
                return found[0], j, found[1]
    return None


_DENYING = frozenset(["no", "sin", "without", "ningun", "ninguna", "ninguno", "none", "nadie", "nobody"])
"""Words that deny the act after them: what befell no one is not what befell those counted."""
_CONDITION_AFTER = 3
"""Words from the act of the wounded to the state it came in ("hospitalized in critical condition")."""


def _graver_after(tokens: tuple[Token, ...], folds: list[str], at: int, clauses: tuple[int, ...], clause: int) -> int:
    """Where the state of the seriously hurt ends when it follows the act of the wounded right away
    ("One hostage was hospitalized in critical condition", "trasladados al hospital en estado grave"):
    they are the seriously hurt, not only the wounded. Only joining words may come between ("eighteen
    of them severely" is a part of its own). 0 when no such state follows."""
    for k in range(at, min(len(tokens), at + _CONDITION_AFTER + 1)):
        if clauses and clause >= 0 and clauses[k] != clause:
            return 0
        found = _predicate_at(tokens, folds, k)
        if found is not None and found[0] == "seriously hurt":
            return k + found[1]
        if folds[k] not in _CONDITION_JOINERS:
            return 0
    return 0


_CONDITION_JOINERS = frozenset(["in", "en", "with", "con", "de", "under", "to", "a", "al", "the", "el", "la", "hospital", "hospitals", "hospitales"])
"""Words between the act of the wounded and their state: "taken to hospital in", "trasladados al hospital en"."""


AIM_REACH = 4
"""Words between "to" or "para" and the act they aim at ("para cumplir con el desalojo")."""


def _aimed_at(tokens: tuple[Token, ...], folds: list[str], j: int) -> bool:
    """Whether the act word at ``j`` is what an infinitive aims at, not what befell those counted:
    "two rescuers sent in to find survivors", "200 agentes enviados para cumplir con el desalojo"; "taken to
    Brennock General Hospital" goes somewhere, and "to hospital" is the act itself."""
    return any(_infinitive_at(folds, k) and k + 1 < j and folds[k + 1] not in _BE and tokens[k + 1].text.islower()
               and _predicate_at(tokens, folds, k + 1) is None and NOUNS.of(folds[k + 1], tokens[k + 1].stem) is None
               for k in range(max(0, j - AIM_REACH), j - 1))


_BE = frozenset(["be", "have", "ser", "estar", "haber"])
"""Infinitives that carry an act rather than aim at one: "taken to hospital to be treated"."""


_REGIONS = frozenset(
    ["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest", "centre", "center", "capital", "interior", "coast", "norte", "sur", "este", "oeste", "noreste", "noroeste", "sureste", "suroeste", "centro", "capital", "interior", "costa"]
)


_SITES = frozenset(["airport", "aeropuerto", "metro", "subway", "station", "estacion", "terminal", "market", "mercado",
                    "stadium", "estadio", "church", "iglesia", "mosque", "mezquita", "hotel", "school", "escuela", "colegio"])
"""Sites an attack or a disaster may strike several of at once: a count "en el aeropuerto" beside one "en
el metro" is each site's."""


def _place_at(sentence: Sentence, folds: list[str], i: int) -> str:
    """The region a count is said of, when "in the north", "en el sur" follows it ("" if not), or the
    site of a list of sites ("10 de ellos en el aeropuerto y 13 en el metro")."""
    if folds[i : i + 2] in (["de", "ellos"], ["de", "ellas"], ["of", "them"]):
        i += 2  # "10 de ellos en el aeropuerto": the part's place
    if i < len(folds) and folds[i] in ("in", "en", "at"):
        j = i + 1
        while j < len(folds) and folds[j] in ("the", "el", "la", "los", "las"):
            j += 1
        if j < len(folds) and (folds[j] in _REGIONS or folds[j] in _SITES):
            return folds[j]
        tokens = sentence.tokens
        named = j == i + 1
        if j < len(folds) and folds[j] in PLACE_KIND_WORDS:
            # "12 en la provincia de El Oro", "14 in the district of Tarlow": the name after the kind of place
            k = j + 1
            if k < len(folds) and tokens[k].text.islower() and folds[k] not in ("de", "del", "of"):
                k += 1  # "la provincia costera de El Oro"
            if k + 1 < len(folds) and folds[k] in ("de", "del", "of") and tokens[k + 1].text[:1].isupper():
                j, named = k + 1, True
        if named and j < len(folds) and tokens[j].text[:1].isupper() and tokens[j].text.isalpha():
            # "45 en Oaxaca, 10 en Chiapas y tres en Tabasco": a list by named place
            end = j
            while end + 1 < len(folds) and tokens[end + 1].text[:1].isupper() and tokens[end + 1].text.isalpha() \
                    and tokens[end + 1].start - tokens[end].end <= 1:
                end += 1
            return " ".join(folds[j : end + 1])
    return ""


def _place_before(text: str, sentence: Sentence, number: Number) -> str:
    """The place a count is given for in brackets after its name ("seguida de Taroudant (271
    víctimas mortales), Chichaoua (91 fallecidos)"): the name, or "" if none."""
    tokens = sentence.tokens
    at = number.first - 1
    if at < 0 or number.upper or text[tokens[at].end : tokens[number.first].start].strip() != "(" or not tokens[at].text[:1].isupper():
        return ""  # not "the Huskies (4-7, 3-4)": a record, no count
    first = at
    while first > 0 and tokens[first - 1].text[:1].isupper() and tokens[first].start - tokens[first - 1].end <= 1:
        first -= 1
    return " ".join(t.fold for t in tokens[first : at + 1])


def _predicate_around(
    sentence: Sentence, folds: list[str], number: Number, noun_at: int, begin: int, stop: int, text: str
) -> tuple[tuple[str, int, int] | None, bool]:
    """What happened to what a number counts, when the words after it did not say: right before
    the number ("killing three guards and wounding four more"), right after its noun ("20 people
    died", "six were killed"), a little before it ("killed at least 13 people"), around a toll
    word ("the death toll rose to 22", "la cifra de heridos, 23"; True: the toll counts people),
    then further before it in its clause."""
    tokens, clauses = sentence.tokens, sentence.clauses
    here = clauses[number.first]
    if number.first > begin + 1 and folds[number.first - 1] in _THERE_IS and folds[number.first - 2] in ("y", "e"):
        begin = number.first  # "44 han quedado destruidas y hay 31 centros de salud": what "y hay" counts begins there
    j = number.first - 1
    while j >= begin and folds[j] in ("the", "a", "an", "los", "las", "al", "de", "otros", "otras", "other"):
        j -= 1  # "permanecían hospitalizadas otras cinco personas": the phrase before, past "otras"
    if j >= begin and number.first - j <= 3 and not (j > 0 and folds[j - 1] in _PURPOSE) \
            and "." not in text[tokens[j].end : tokens[number.first].start]:  # "had been killed. 22 were in a critical condition"
        # "trying to rescue dozens of people still trapped": what is tried has not befallen them
        hit = _predicate_near(tokens, folds, range(j, j - 1, -1), clauses, here)
        if hit is not None:
            return _phrase_ending_at(folds, j, max(begin, 0)) or hit, False
    anchor = max(noun_at, number.last)
    if anchor + 1 < len(folds) and folds[anchor + 1] in _AGE_LEADS:
        # "three children aged 8, 12 and 13 have been named among the dead": what befell them comes after their ages
        anchor += 1
        while anchor + 1 < len(folds) and (folds[anchor + 1][:1].isdigit() or folds[anchor + 1] in _AGE_LINKS):
            anchor += 1
        stop = len(folds) if stop <= anchor else stop
    near_end = min(stop, anchor + 7)
    near_end = next((j - 1 for j in range(anchor + 2, near_end) if _another_claim(folds, j)), near_end)
    near_end = next((j for j in range(anchor + 1, near_end) if _partitive_at(folds, j)), near_end)
    hit = _predicate_near(tokens, folds, range(anchor + 1, near_end))  # not past "… y que hay heridos": another claim
    if hit is None and stop == anchor + 2 and folds[anchor + 1] in ("y", "e", "and") and stop + 1 < len(folds) \
            and NOUNS.exact(folds[stop + 1]) in PERSON_CLASSES - {"people"} and _predicate_at(tokens, folds, stop + 1) is None:
        # "otras doce personas y un policía también murieron": what the next count's verb says befell
        # both ("cuatro mujeres y dos hombres murieron" is a toll told in parts, read as such)
        hit = _predicate_near(tokens, folds, range(stop + 2, min(len(folds), stop + 6)), clauses, here)
    if hit is not None and hit[0] == "took part" and hit[1] == anchor + 2 and folds[anchor + 1] in _PURPOSE:
        return None, False  # "permission for 80,000 people to gather": a crowd allowed or expected, not the one that came
    if hit is None and anchor + 2 < len(folds) and folds[anchor + 1] in _RELATIVES \
            and text[tokens[anchor + 1].end : tokens[anchor + 2].start].strip() == ",":
        # "19 personas que, gracias al trabajo de los doctores, ya se dieron de alta": past the aside
        for closing in range(anchor + 2, min(len(folds) - 1, anchor + ASIDE_REACH)):
            if text[tokens[closing].end : tokens[closing + 1].start].strip() == ",":
                hit = _predicate_near(tokens, folds, range(closing + 1, min(len(folds), closing + 5)))
                if hit is not None:
                    break
    if hit is None and noun_at >= 0:
        # "dos voluntarios del Departamento de Bomberos que están desaparecidos": what befell them, after who they are
        who = next((j for j in range(anchor + 1, min(stop, anchor + RELATIVE_REACH)) if folds[j] in _RELATIVES), -1)
        if who >= 0 and who + 1 < stop and folds[who + 1] in _ARE_NOW:
            hit = _predicate_near(tokens, folds, range(who + 2, min(stop, who + 4)))
    begin = max([begin, *(k + 1 for k in range(max(begin, number.first - 9), number.first) if _told_that(folds, k))])
    if hit is None:
        hit = _predicate_near(tokens, folds, range(number.first - 1, max(begin, number.first - 4) - 1, -1), clauses, here)
    if hit is not None:
        return hit, False
    reach = max(begin, number.first - 9)
    # "el número de muertos por el sismo; 185 réplicas": a toll before a semicolon is the figure before's
    semicolon = text.rfind(";", tokens[reach].start, tokens[number.first].start)
    for j in range(number.first - 1, reach - 1, -1):
        if tokens[j].end <= semicolon:
            break
        if folds[j] in TOLL_WORDS:
            if _infinitive_between(folds, j, number.first):
                break  # "the death toll from the push to clear 2,000 striking dock workers": the number is the infinitive's
            hit = _of_the_toll(tokens, folds, j, clauses[j] == here)
            if hit is not None:
                return hit, True  # "the toll stands at 14", "put the toll at 14", "la cifra de heridos, 23"
            break
    toll = _toll_told(folds, number)
    if toll >= 0:
        hit = _of_the_toll(tokens, folds, toll, True)
        if hit is not None:
            return hit, True
    far = max(begin, number.first - 9)
    far = max([far, *(k + 1 for k in range(far, number.first) if folds[k] in _SUBORDINATE or _infinitive_at(folds, k))])
    return _predicate_near(tokens, folds, range(number.first - 1, far - 1, -1), clauses, here), False


_CROWD_NOUNS = frozenset(["people", "protesters", "fans", "students", "workers", "attendees"])
"""Those a crowd is counted as, whatever each account calls it ("there were about 300 workers" /
"se encontraban en el lugar unos 200 obreros": those who were there)."""


def _told_that(folds: list[str], k: int) -> bool:
    """Whether "que" or "that" at ``k`` opens what a person told ("Un obrero sobreviviente relató que
    había unos 300 trabajadores"): what befell the teller is not what the figure after it counts.
    A body that tells ("the hospital said that it has received 30 patients") may be the figure's."""
    if folds[k] not in ("que", "that"):
        return False
    # "relató que", "relató a periodistas que", "told reporters that"
    verb = next((v for v in range(k - 1, max(0, k - 4), -1) if folds[v] in _TELLING | {"relato"}), -1)
    return verb > 0 and any(f in _SURVIVORS or NOUNS.exact(f) in PERSON_CLASSES for f in folds[max(0, verb - TELLER_REACH) : verb])


TELLER_REACH = 5
"""Words before a verb of telling that may name who told ("Un obrero sobreviviente a la explosión relató")."""


_SURVIVORS = frozenset(["survivors", "survivor", "sobrevivientes", "sobreviviente", "supervivientes", "superviviente"])
"""Nouns for those who survived: counted after a verb of rescue, they are those rescued."""
_THERE_IS = frozenset(["hay", "habia", "hubo", "existen"])
"""Words that, after "y", begin a count of their own ("y hay 31 centros"): no verb before them tells
what befell it ("dentro del templo había 300 personas" is told by what comes before)."""


_NOT_A_VERB_AFTER_TO = frozenset(["at", "about", "around", "more", "over", "nearly", "almost", "some", "least", "roughly",
                                  "approximately", "an", "a", "the", "just", "under", "below", "above", "as", "unos", "unas",
                                  "mas", "casi", "cerca", "alrededor", "al", "menos", "los", "las"])
"""Words after "to" or "para" that lead to a figure ("rose to about 14", "a casi 20"), not a verb."""


def _infinitive_at(folds: list[str], k: int) -> bool:
    """Whether "to" or "para" at ``k`` opens an infinitive ("to disperse", "para desalojar"), not a
    figure ("to 14", "to at least 14")."""
    if k + 1 >= len(folds) or folds[k] not in ("to", "para") or folds[k + 1] in _NOT_A_VERB_AFTER_TO or folds[k + 1][:1].isdigit():
        return False
    return folds[k] == "to" or folds[k + 1].endswith(("ar", "er", "ir"))


def _infinitive_between(folds: list[str], toll: int, first: int) -> bool:
    """Whether an infinitive comes between a toll word and a number ("the toll from the operation to
    disperse 3,000 workers", "la cifra … para desalojar a 300"): the number is what that verb is done
    to, not the toll's figure ("the toll rose to 14" has the "to" right before the figure)."""
    return any(_infinitive_at(folds, k) for k in range(toll + 1, first - 1))


def _of_the_toll(tokens: tuple[Token, ...], folds: list[str], at: int, alone: bool) -> tuple[str, int, int] | None:
    """What befell those a toll word at ``at`` counts: the act near it ("la cifra de heridos"), or,
    for a toll said alone (in the number's clause when ``alone``), the dead; "the number of houses"
    is of no one."""
    hit = _predicate_near(tokens, folds, range(max(0, at - 3), min(len(tokens), at + 5)))
    if hit is None and alone and folds[at] in ("toll", "tally"):
        hit = ("killed", at, 1)
    return hit


_TOLL_VERBS = CHANGES | frozenset(["become", "became", "reached", "reaches", "stands", "stood", "hit", "hits", "tops", "topped", "asciende", "ascendia",
                                    "llego", "llega", "alcanzo", "alcanza", "situa", "situaba", "situo"])
"""Verbs that give a toll its new figure ("the death toll … has become 19", "A 32 ascendió … la cifra de
fallecidos"): the verbs of a figure changing, and of one standing at a figure."""
_TOLL_OF = TOLL_WORDS | {"cantidad"}
"""Words a toll is told by, "la cantidad de fallecidos" among them."""


def _toll_told(folds: list[str], number: Number) -> int:
    """Where the toll is whose figure the number is, when a verb of its figure joins them from afar:
    before the number ("The death toll in the crash that happened on Friday night has become 19") or,
    in Spanish, after it ("A 32 ascendió la mañana de este sábado la cantidad de fallecidos"); -1 if none."""
    j = number.first - 1
    while j >= 0 and folds[j] in ("to", "at", "a", "en", "de", "the", "un", "una"):
        j -= 1
    if j >= 0 and folds[j] in _TOLL_VERBS:
        for k in range(j - 1, max(-1, j - 20), -1):
            if folds[k] in _TOLL_OF:
                # "the toll", "la cifra de muertos", "the number of dead": a bare "number" or "cifra" is of anything
                return k if folds[k] in ("toll", "tally") or (k + 1 < len(folds) and folds[k + 1] in ("de", "of")) else -1
        return -1
    after = number.last + 1
    if after < len(folds) and folds[after] in _TOLL_VERBS and number.first > 0 and folds[number.first - 1] == "a":
        for k in range(after + 1, min(len(folds) - 2, after + 12)):
            if folds[k] in _TOLL_OF and folds[k + 1] == "de":
                return k
    return -1


_CAPACITY = frozenset(["capacity", "capacidad", "cupo", "aforo"])
_BUILT_FOR = frozenset(["built", "designed", "meant", "intended", "construida", "construido", "disenada", "disenado", "pensada",
                        "pensado", "prevista", "previsto", "habilitada", "habilitado"])


def _capacity_before(folds: list[str], first: int) -> bool:
    """Whether the number is how many a place holds, not how many were there: "capacity for 400
    inmates", "a prison built for 250 people", "capacidad para 400 reclusos", "con un aforo de 3.000"."""
    j = first - 1
    while j >= 0 and folds[j] in ("about", "around", "some", "nearly", "unos", "unas", "cerca", "casi", "poco", "mas", "more", "than"):
        j -= 1
    if j >= 2 and folds[j] in _HOLD and folds[j - 1] in ("to", "para"):
        return folds[j - 2] in _BUILT_FOR  # "designed to hold 300", "designed to take up to 100 patients", "pensada para albergar 80"
    if j < 1 or folds[j] not in ("of", "for", "para", "de"):
        return False
    lead = folds[j - 1]
    if lead in _CAPACITY_QUALIFIERS and j >= 2:
        lead = folds[j - 2]  # "una capacidad aproximada de 500 personas", "a maximum capacity of 1,000"
    return lead in _CAPACITY or (lead in _BUILT_FOR | _ROOM and folds[j] in ("for", "para"))


_HOLD = frozenset(["hold", "take", "accommodate", "house", "seat", "albergar", "acoger", "alojar", "recibir"])
"""Verbs of what a place was built to hold ("designed to take up to 100 patients")."""
_ROOM = frozenset(["space", "room", "espacio", "cabida", "sitio"])
"""What a place has for so many: "the ward had space for 70 beds", "cabida para 500 personas"."""


_HELD = frozenset(["held", "kept", "taken", "remain", "remained", "remains", "tomadas", "tomados", "retenidas", "retenidos",
                   "mantenidas", "mantenidos", "siguen", "permanecen"])
"""Verbs of being held ("were held hostage", "fueron tomadas como rehenes")."""
_HOSTAGE_WORDS = frozenset(["hostage", "hostages", "rehen", "rehenes"])
"""Words of hostages, after a verb of being held or before those counted ("como rehenes a 12 personas")."""


def _held_hostage(folds: list[str], number: Number, noun_at: int) -> bool:
    """Whether those counted were held hostage: "up to 13 people were held hostage", "15 people
    remain hostages", "fueron tomadas como rehenes", "mantenía como rehenes a 12 personas"."""
    after = folds[max(number.last, noun_at) + 1 : max(number.last, noun_at) + 6]
    held = next((k for k, f in enumerate(after) if f in _HELD), -1)
    if held >= 0 and any(f in _HOSTAGE_WORDS for f in after[held + 1 : held + 3]):
        return True
    before = folds[max(0, number.first - 3) : number.first]
    return before[-3:-1] == ["como", "rehenes"] or before[-2:] == ["como", "rehenes"]


_INHABITANTS = frozenset(["habitantes", "inhabitants", "residents", "residentes", "pobladores"])
"""Names of those who live in a place: with nothing befalling them, how many live there."""
_LIVING = frozenset(["living", "live", "lived", "viven", "vivian", "vivia", "habitan"])
"""Verbs right after a count of people that make it how many live somewhere ("4,000 people living in the area")."""
_POPULATION = frozenset(["population", "poblacion"])
"""Words a little before a number that make it a population ("una población de 12.000")."""
_SETTLEMENTS = frozenset(["city", "town", "village", "capital", "island", "province", "district", "country", "nation", "region",
                          "ciudad", "pueblo", "localidad", "comuna", "isla", "provincia", "municipio", "pais", "distrito", "aldea"])
"""A place people live in, before "of" and a count of people: how many live there."""
_PLACES_OF_A_SIZE = frozenset(["municipios", "ciudades", "localidades", "comunas", "pueblos", "cities", "towns", "municipalities", "villages"])
"""Places counted by their size ("municipios de más de 50.000 habitantes"): a size, no place's people."""


def _population(folds: list[str], number: Number, noun_at: int, predicate: str) -> bool:
    """Whether the number is how many live in a place: "una ciudad de unos 40.000 habitantes", "the
    village is home to 3,895 people", "nearly 4,000 people living in the area", "una población de 12.000"."""
    before = folds[max(0, number.first - 3) : number.first]
    if before[-2:] == ["home", "to"] or _POPULATION & set(before):
        return True
    if not predicate and noun_at >= 0 and len(before) >= 2 and before[-1] in ("of", "de") and before[-2] in _SETTLEMENTS:
        return True  # "a town of 45,000 people", "la villa, de 9.000 personas": how many live there
    if _PLACES_OF_A_SIZE & set(before):
        return False  # "municipios de más de 50.000 habitantes": places of a size, no place's people
    if noun_at < 0:
        return False
    after = folds[noun_at + 1 : noun_at + 3]
    living = bool(after) and (after[0] in _LIVING or (after[0] in ("who", "que") and len(after) > 1 and after[1] in _LIVING))
    return living or (not predicate and folds[noun_at] in _INHABITANTS)


_CAPACITY_QUALIFIERS = frozenset(["aproximada", "maxima", "total", "estimada", "autorizada", "permitida", "oficial", "approximate",
                                  "estimated", "official", "permitted", "licensed", "maximum", "legal", "normal"])
"""Words between "capacity" and its "of" ("una capacidad aproximada de 500", "a maximum capacity of")."""


_DOING = frozenset(["killing", "wounding", "injuring", "capturing", "arresting", "rescuing", "shooting", "leaving", "matando", "hiriendo",
                    "dejando", "asesinando", "lesionando"])
"""Active participles: whoever comes before them did it ("killing 50 and injuring 48")."""
_PURPOSE = frozenset(["to", "para"])
"""Words before a verb that make it an aim, not what happened ("to rescue", "para rescatar")."""


_SUBORDINATE = frozenset(["as", "when", "while", "because", "cuando", "mientras", "porque"])
"""Words that open another clause: an act before them befell someone else ("Grandad dies as a bug
hits 500")."""


_OF_PLACE = frozenset(["from", "in", "of", "de", "en", "desde"])
"""Words that make the next number an aside on where the people counted came from."""
_PAST_LEADS = frozenset(["in", "since", "en", "desde", "after", "before"])


_TELLING = SPEECH_VERBS | frozenset(["conto", "contaron", "narro", "narraron", "relataron", "recordaron", "describio", "describieron"])
"""Verbs of telling, with those of recounting ("contó", "narraron") that a witness's account is told with."""


_ORIGIN_NOUNS = frozenset(["citizens", "nationals", "ciudadanos", "ciudadanas", "nacionales", "from", "de"])
_BEING = frozenset(["were", "are", "was", "eran", "son", "era", "fueron"])


def _by_origin(tokens: tuple[Token, ...], folds: list[str], number: Number) -> bool:
    """Whether a count is a part of a whole told by where its people came from ("Eighteen of those on
    board were Varnian citizens", "diez de los pasajeros eran de Karsk"): "N of those …" then a verb
    of being and a people, a country's citizens or "from"."""
    at = number.last + 1
    if at + 1 >= len(folds) or folds[at] not in ("of", "de") or folds[at + 1] not in THOSE:
        return False
    for k in range(at + 2, min(len(folds) - 1, at + 7)):
        if folds[k] in _BEING:
            after = tokens[k + 1]
            return folds[k + 1] in _ORIGIN_NOUNS or (after.text[:1].isupper() and k + 2 < len(folds) and folds[k + 2] in _ORIGIN_NOUNS)
    return False


def _tellers(text: str, tokens: tuple[Token, ...], folds: list[str], number: Number, head: int) -> bool:
    """Whether those counted are who told something: the verb of telling right after them ("two
    survivors told reporters", "three witnesses said"), or right before them after a comma or
    "según" ("…, contó un sobreviviente", "según contaron cuatro pasajeros que resultaron ilesos")."""
    if head <= number.last:
        return False  # a bare figure ("the capacity of 1,000, said the fire official") is no one telling
    after = head + 1
    if after < len(folds) and folds[after] in _TELLING and text[tokens[head].end : tokens[after].start].strip() == "":
        return True  # not "fueron detenidas cuatro personas, informaron fuentes oficiales"
    k = number.first - 1
    if k >= 0 and folds[k] in _TELLING and (after >= len(folds) or folds[after] in ("que", "who")
                                            or any(mark in text[tokens[head].end : tokens[after].start] for mark in ",.;:")):
        return k == 0 or folds[k - 1] in ("segun", "as") or "," in text[tokens[k - 1].end : tokens[k].start]
    return False


def of_the_past(folds: list[str]) -> bool:
    """Whether a sentence tells of a year gone by ("in 2009", "since 1998", "desde 2010"), with no
    day or month of its own: the counts in it are history, not the event's."""
    for i in range(1, len(folds)):
        f = folds[i]
        if len(f) == 4 and f.isdigit() and 1900 <= int(f) < 2100 and folds[i - 1] in _PAST_LEADS:
            if i > 1 and folds[i - 2] in _MADE:
                continue  # "el embalse, construido en 1970, …": when a thing was made, not what the sentence tells
            return not any(_a_month(folds, j) for j in range(len(folds)))
    return False


def _a_month(folds: list[str], j: int) -> bool:
    """Whether the word at ``j`` is a month: "may" only beside a number or after "in", "of" ("in May
    2014", "May 3"), not the verb ("may be one of the largest since … in 2014")."""
    if folds[j] not in MONTHS:
        return False
    if folds[j] != "may":
        return True
    near = folds[max(0, j - 1) : j] + folds[j + 1 : j + 2]
    return any(f[:1].isdigit() for f in near) or (j > 0 and folds[j - 1] in ("in", "of", "early", "late", "mid", "since", "until"))


_MADE = frozenset(["built", "founded", "opened", "established", "constructed", "inaugurated", "completed", "construido", "construida",
                   "fundado", "fundada", "inaugurado", "inaugurada", "creado", "creada", "abierto", "abierta", "levantado", "levantada"])
"""Participles that date a thing, not the sentence: "the bridge, built in 1967, collapsed"."""


_MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december")
_MONTHS_ES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre", "octubre", "noviembre",
              "diciembre")
_MONTH_NAMES = "|".join(_MONTHS_EN + _MONTHS_ES)
"""Months by their whole names, in both languages (:data:`.lexicon.MONTHS` also holds "jan", "sept")."""
_EVENT_WORDS = "|".join(any_accents(w) for w in sorted(EVENT_NOUNS, key=len, reverse=True))
_EVENT_NOUNS = r"(?:" + _EVENT_WORDS + r")"
_OTHER_EVENT = re.compile(
    r"\b(?:(?:months|weeks|years|a\s+year|a\s+month|meses|semanas|a[nñ]os|un\s+a[nñ]o|un\s+mes)\s+(?:after|before|despu[eé]s\s+de(?:l)?|antes\s+de(?:l)?)"
    r"\s+(?:a|an|the|un|una|el|la)?\s*(?:[\w'’-]+\s+){0,3}" + _EVENT_NOUNS + r"|(?:deadliest|worst)\s+(?:[\w'’-]+\s+){0,2}since"
    r"|(?:m[aá]s\s+mort[ií]fero|peor)\s+(?:[\w'’-]+\s+){0,2}desde"
    r"|in\s+(?:another|a\s+similar|an\s+earlier|a\s+previous)\s+(?:such\s+|similar\s+)?(?:incident|incidente|" + _EVENT_WORDS + r")"
    r"|en\s+otr[oa]\s+(?:incidente|" + _EVENT_WORDS + r")(?:\s+similar)?|en\s+un[oa]?\s+(?:incidente|" + _EVENT_WORDS + r")\s+(?:similar|anterior)"
    r"|(?:en|in)\s+(?:" + _MONTH_NAMES + r")\s+(?:pasado|last\s+year|del\s+a[nñ]o\s+pasado)|el\s+pasado\s+(?:mes\s+de\s+)?(?:" + _MONTH_NAMES + r")(?!\s+\d)"
    r"|last\s+(?:" + "|".join(m for m in _MONTHS_EN if m != "may") + r")"  # "last March"; "last may" is a verb
    r"|at\s+(?:another|a\s+different)\s+(?:site|mine|plant|factory|hospital|school|facility|location)"
    r"|en\s+otr[oa]\s+(?:mina|planta|f[aá]brica|hospital|escuela|instalaci[oó]n|sitio)"
    r"|(?:the\s+)?(?:last|previous)\s+(?:major\s+|such\s+|similar\s+)?(?:[\w-]+\s+){0,2}?(?:" + _EVENT_WORDS + r")\s+(?:occurred|happened|took\s+place|was\s+in)"
    r"|(?:el|la)\s+[uú]ltim[oa]\s+(?:gran\s+)?(?:[\w-]+\s+){0,2}?(?:" + _EVENT_WORDS + r")\s+(?:ocurri[oó]|se\s+produjo|tuvo\s+lugar|fue\s+en))\b",
    re.I,
)
"""A sentence that recalls another event ("months after a deadly accident in the neighbouring state",
"the deadliest since 2015", "meses después del accidente de…", "in another such incident", "en abril
pasado secuestró a 10 personas", "last March", "at another site", "the last major hospital fire occurred in
2010, when six babies were killed"): its figures are that event's."""
_SINCE_RECORD = re.compile(
    r"\b(?:deadliest|worst|largest|biggest|most\s+\w+|peor|m[aá]s\s+\w+|mayor)\s+(?:[\w'’-]+\s+){0,5}?(?:since|desde)\s+(?:(?:19|20)\d\d|\w+\s+(?:19|20)\d\d)\b",
    re.I,
)
"""A record the event sets against a year gone by ("the worst rail accident in Argentina since 1978"):
the figures told before it are the event's."""
_TALLY_OF_A_PERIOD = re.compile(
    r"\b(?:en\s+lo\s+que\s+va\s+(?:del?\s+)?(?:a[nñ]o|20\d\d)|en\s+los\s+primeros\s+\w+\s+meses|en\s+el\s+primer\s+semestre"
    r"|so\s+far\s+this\s+year|in\s+the\s+first\s+\w+\s+months|in\s+the\s+first\s+half\s+of|since\s+the\s+start\s+of\s+the\s+year"
    r"|desde\s+(?:el\s+)?(?:principios|inicios)\s+de(?:l)?\s+a[nñ]o)\b",
    re.I,
)
"""A sentence that tallies a period ("En los primeros cinco meses del año se presentaron 20
emergencias mineras, que dejaron 14 fallecidos", "so far this year"): many events' figures, not this one's."""
_BACK_TO_IT = re.compile(r"\b(?:in\s+(?:the|that)\s+" + _EVENT_NOUNS + r"|en\s+(?:aquel|ese|esa|aquella)\s+" + _EVENT_NOUNS + r")\b", re.I)
"""What ties the next sentence to the event just recalled ("… were killed in the accident")."""


def _another_event(text: str, sentence: Sentence) -> bool:
    """Whether the sentence recalls another event, or goes on with the one the sentence before it
    recalled ("…after a deadly accident in Odisha. At least 288 people were killed in the accident.")."""
    if _OTHER_EVENT.search(text, sentence.start, sentence.end) or _TALLY_OF_A_PERIOD.search(text, sentence.start, sentence.end):
        return True
    if not _BACK_TO_IT.search(text, sentence.start, sentence.end):
        return False
    before = text.rfind(".", 0, max(0, sentence.start - 2))
    return _OTHER_EVENT.search(text, before + 1, sentence.start) is not None


def _part_of(folds: list[str], part: Number, whole: Number) -> bool:
    """Whether two numbers read "N of (the) M": a part and the whole it is taken from."""
    between = folds[part.last + 1 : whole.first]
    if len(between) >= 3 and between[-1] == "s" and between[1] in ("the", "its", "their"):
        between = between[:2]  # "seven of the train's eight cars"
    return bool(between) and between[0] in ("of", "de") and all(f in ("the", "los", "las") for f in between[1:])


_OF_THEM = (["of", "them"], ["de", "ellos"], ["de", "ellas"])
"""What follows a count told of those named before it ("11 of them children", "60 of them")."""


def _part_of_them(tokens: tuple[Token, ...], folds: list[str], last: int) -> bool:
    """Whether a count ending at ``last`` is "N of them" and a kind of people right after
    ("Twenty-five people, 11 of them children, were taken to hospital"): a part of those before."""
    if folds[last + 1 : last + 3] not in _OF_THEM or last + 3 >= len(tokens):
        return False
    kind = NOUNS.of(folds[last + 3], tokens[last + 3].stem)
    return kind is not None and kind in PERSON_CLASSES and kind != "people"


def _part_follows(folds: list[str], last: int) -> bool:
    """Whether a part is named right after a count ("Four devotees, including a woman from Salem, lost
    their lives"): then what befell the count is told after its part, not by the count's noun alone."""
    return any(f in SUBSET_MARKERS for f in folds[last + 1 : last + 3])


def _listed_under(text: str, sentence: Sentence, folds: list[str], at: int, noun: str) -> tuple[str, int, int] | None:
    """What happened to the people of a list a count stands in: "los sobrevivientes son A, B,
    dos tripulantes y un periodista" counts two crew among the survivors; "entre los fallecidos hay
    dos niños y cinco ucranianos", five Ukrainians among the dead. People of no kind in such a list
    are a part of the dead ("Entre los muertos había 18 guardias y 15 civiles"), not their toll."""
    tokens = sentence.tokens
    for j in range(at - 1, max(-1, at - _LIST_REACH), -1):
        if folds[j] not in LIST_HEADS:
            continue
        happened = PREDICATES.exact(folds[j])
        if folds[j] == "victimas" and j + 1 < len(folds) and folds[j + 1] in ("mortales", "fatales"):
            happened = "killed"  # "entre las víctimas mortales hay …"
        among = any(f in ("entre", "among") for f in folds[max(0, j - 3) : j - 1])
        # "Entre las víctimas mortales que han podido identificar hay dos niños y cinco ucranianos"
        reach = _AMONG_REACH if among else 5
        links = LIST_LINKS | _THERE_ARE if among else LIST_LINKS
        link = next((k for k in range(j + 1, min(at, j + reach)) if folds[k] in links or text[tokens[k - 1].end : tokens[k].start].strip() == ":"), -1)
        if happened is None or link < 0 or (among and noun == "people"):
            return None
        return happened, j, 1
    return None


_AMONG_REACH = 9
"""Tokens from "entre los fallecidos", "among the dead" to the verb that opens its list."""
_THERE_ARE = _THERE_IS | frozenset(["figuran", "figuraban", "encuentran", "encontraban", "estan", "estaban"])
"""Verbs that open a list after "entre los …" ("entre los heridos hay dos españoles")."""


_LIST_REACH = 25
"""Tokens back from a count to the word that opens the list it stands in."""


def _superseded(folds: list[str], number: Number, following: Number) -> bool:
    """Whether a number is what a figure changed from: "rose from 5 to 8", "pasó de 5 a 8"."""
    start = next((j for j in range(number.first - 1, max(-1, number.first - 5), -1) if folds[j] in ("from", "de")), -1)
    if start < 0 or not any(f in CHANGES for f in folds[max(0, start - 3) : start]):
        return False
    return following.first - number.last <= 8 and any(f in ("to", "a", "hasta") for f in folds[max(number.last + 1, following.first - 3) : following.first])


def _is_count(tokens: tuple[Token, ...], text: str, number: Number, folds: list[str], headline: bool = False) -> bool:
    at = tokens[number.number_first]
    if number.first == number.number_first > 1 and not number.written and not headline:  # headlines capitalise verbs
        name = tokens[number.first - 1]
        if name.text[:1].isupper() and name.text.isalpha() and text[name.end : at.start] == " " \
                and name.fold not in MONTHS and name.fold not in WEEKDAYS:
            return False  # a name with its number: "Skyline 240", "Flight 212", "Gate 5"
    if number.number_first > 0 and folds[number.number_first - 1] in ("no", "nadie", "ningun", "none"):
        return False
    if number.first == number.number_first > 0 and not number.written and folds[number.first - 1] in _DESIGNATORS:
        return False  # "el destacamento 45", "platform 3", "el pabellón 2": which one, not how many
    if _an_age(tokens, text, number, folds):
        return False
    if number.first > 1 and not number.vague and folds[number.first - 1] in ("las", "la") and folds[number.first - 2] in _BEFORE_AN_HOUR \
            and (number.last + 1 >= len(folds) or folds[number.last + 1] in STOPWORDS):
        return False  # "cerca de las 11 se oyó", "hacia las 3 de la tarde": an hour ("a las 11 víctimas" is a count, "de la treintena de heridos" no hour)
    if text[at.start - 1 : at.start] in ("$", "€", "£", "#", "№", "/", ":", "=") or text[at.start - 1 : at.start].isalpha():
        return False
    glued = _GLUED.match(text, tokens[number.last].end)
    if glued and not (glued.group().isalpha() and glued.group().islower() and len(glued.group()) > 2):
        return False  # "amzn.to/2A5qzvo", "20/20", "5km": part of an address, a name or a unit ("60people" is a lost space)
    after = folds[number.last + 1] if number.last + 1 < len(tokens) else ""
    percent = text[tokens[number.last].end : tokens[number.last].end + 1] == "%"
    return not (after in _NOT_COUNTS or after in DURATION_UNITS or percent)


_FORCES = {**dict.fromkeys(["police", "policia", "guard", "guardia", "gendarmerie", "gendarmeria", "carabineros"], "officers"),
           **dict.fromkeys(["army", "ejercito", "military", "navy", "armada", "marines", "infanteria"], "soldiers")}
"""Forces whose members a count may name ("miembros de la Guardia Nacional", "members of the Varnian army")."""
_DESIGNATORS = frozenset(["destacamento", "batallon", "brigada", "regimiento", "compania", "escuadron", "division", "comisaria",
                          "estacion", "pabellon", "modulo", "bloque", "celda", "sala", "anden", "puerta", "vuelo", "linea", "ruta", "numero",
                          "platform", "gate", "flight", "route", "unit", "ward", "block", "cell", "battalion", "brigade",
                          "regiment", "precinct", "station", "pier", "terminal", "bay", "hangar"])
"""Nouns a number after names one of ("el destacamento 45", "platform 3", "ward 12"), in lower case
where :func:`_is_count` already leaves capitalised ones ("Gate 5")."""
_BEFORE_AN_HOUR = frozenset(["de", "hacia", "pasadas", "sobre", "a", "desde", "hasta", "entre"])
"""Words before "las" that make the number after it an hour ("cerca de las 11", "a las 3")."""
_GLUED = re.compile(r"/|[^\W_]+")
"""What is written right after a number without a space."""
_AGED = frozenset(["man", "woman", "teenager", "pensioner", "brother", "sister", "hombre", "mujer", "joven", "conductora"])
"""People a bare number right after, between commas, is the age of ("a man, 52, was arrested"),
beside the roles (:data:`.lexicon.ROLES`: "her son, 12, died")."""


_AGE_LEADS = frozenset(["aged", "ages", "edades"])
"""Words that open a list of ages ("three children aged 8, 12 and 13")."""
_AGE_LINKS = frozenset(["and", "y", "e", "de", "between", "entre", "from", "to"])
"""Words between the ages of a list ("aged 8, 12 and 13", "de edades entre 5 y 7")."""


PART_REACH = 8
"""Tokens after the participle that tells a whole within which what befell the part is read."""


def _participle(token: Token) -> bool:
    """A Spanish past participle right after a noun, which says what befell it ("los cuatro
    estadounidenses secuestrados"); in English a word in "-ed" there is the sentence's verb ("seven
    of the eight cars derailed"), and "the four kidnapped Varnians" tells it before the noun."""
    return token.text.islower() and token.fold.endswith(("ados", "idos", "adas", "idas"))


_WEAPON_WORDS = frozenset(["bala", "balas", "arma", "armas", "cuchillo", "machete", "escopeta", "perdigon", "perdigones", "metralla"])


def _wounds_told(folds: list[str], last: int) -> bool:
    """Whether a number counts wounds, not the wounded: "tenía tres heridas de bala", "tres heridas de arma blanca"."""
    after = folds[last + 1 : last + 4]
    return len(after) >= 3 and after[0] in ("heridas", "herida") and after[1] == "de" and after[2] in _WEAPON_WORDS


_PARENTS = frozenset(["father", "mother", "parent", "parents", "grandfather", "grandmother", "grandparents", "dad", "mum", "mom"])
"""Who a number after "of" says how many children someone has ("a farmer and father of six"): no count of the story."""


def _aged(folds: list[str], first: int) -> bool:
    """Whether a number is one of the ages listed after "aged" ("three children aged 8, 12 and 13",
    "de edades 8, 12 y 13"): how old, not how many."""
    j = first - 1
    while j >= 0 and (folds[j][:1].isdigit() or folds[j] in _AGE_LINKS):
        j -= 1
    return j >= 0 and folds[j] in _AGE_LEADS


def _an_age(tokens: tuple[Token, ...], text: str, number: Number, folds: list[str]) -> bool:
    """A number set between commas right after a name or a person: "Tom Hale, 34, was killed",
    "her son, 12, died", "Gary Pruett, 51 — lost his fight": an age, not how many."""
    first, last = tokens[number.first], tokens[number.last]
    if number.first == 0 or number.first != number.number_first or not first.fold.isdigit() or not 0 < int(first.fold) < 120:
        return False
    before = text[tokens[number.first - 1].end : first.start]
    after = text[last.end : last.end + 3].lstrip(" ")
    if "," not in before or after[:1] not in (",", "\u2014", "\u2013", ")", "-"):
        return False
    person = tokens[number.first - 1]
    return person.text[:1].isupper() or person.fold in _AGED or ROLES.of(person.fold) is not None


_ZERO = re.compile(
    r"\b(?:no(?:body|\s+one)|none(?:\s+of\s+the\s+(?P<of>\w+))?|no\s+(?P<en>\w+)|nadie|ninguno(?:\s+de\s+los\s+(?P<de>\w+))?|"
    r"ning[uú]n\s+(?P<es>\w+)|ninguna\s+(?P<esf>\w+)|sin)\s+(?:(?:was|were|had been|has been|have been|resultó|resultaron|fue|fueron|"
    r"quedó|quedaron|ha\s+resultado)\s+)?(?:(?:seriously|badly|gravemente)\s+)?(?P<pred>\w+)",
    re.I,
)


_NONE_AMONG = re.compile(r"(?:\s+(?:ni|nor|or)\s+(?P<nor>\w+))?(?:\s+(?:entre|among)\s+(?:los|las|the)\s+(?P<among>\w+))?", re.I)
"""What follows a count of none: another of none ("ni heridos", "or injuries") and whom both are of
("entre los pasajeros", "among the passengers")."""


_TOLL_GROUPS = frozenset(["dead", "injured", "wounded", "victims", "victimas", "muertos", "muertas", "heridos", "heridas", "fallecidos",
                          "fallecidas", "lesionados", "lesionadas", "casualties", "killed", "fatalities", "bodies", "cuerpos",
                          "cadaveres", "restos"])
"""Those a toll counts, named after "of the" / "de los": "two of the dead" are some of them."""


_DEATH_GROUPS = _TOLL_GROUPS - {"injured", "wounded", "heridos", "heridas", "lesionados", "lesionadas", "casualties"}
"""The groups of :data:`_TOLL_GROUPS` that are the dead: some of them who died are a part of the toll."""


def _one_of_the_toll(folds: list[str], number: Number) -> str:
    """The group a number is some of when it is some of the dead or the hurt ("two of the dead",
    "tres de los heridos", "dos de los fallecidos"): a part of a toll, not a toll; "" if not."""
    after = folds[number.last + 1 : number.last + 4]
    if len(after) == 3 and after[0] in ("of", "de") and after[1] in ("the", "los", "las", "these", "those", "estos", "estas") \
            and after[2] in _TOLL_GROUPS:
        return after[2]
    return ""


_NO_MORE = frozenset(["additional", "more", "further", "other", "new", "otro", "otra", "otros", "otras", "nuevo", "nueva", "nuevos",
                      "nuevas", "mas", "adicional", "adicionales"])
"""Words after "no" / "ningún" that deny more of something, not all of it."""


_NONE_OF = re.compile(
    r"\b(?:no|not\s+a\s+single|ning[uú]n|no\s+ha\s+habido|no\s+hubo|no\s+hay(?:\s+personas)?|no\s+se\s+han\s+producido|no\s+se\s+produjeron|ninguna"
    r"|ni\s+un\s+solo|ni\s+una\s+sola)\s+"
    r"(?P<word>arrests?|detenci[oó]n|detenciones|deaths?|muertes|injur(?:y|ies)|fatalit(?:y|ies)|escapes?|fugas?|bod(?:y|ies)|cuerpos?|cad[aá]veres?"
    r"|survivors?|supervivientes?|sobrevivientes?"
    r"|(?<=ning[uú]n )(?:herido|lesionado|muerto|fallecido)|(?<=solo )(?:detenido|herido|lesionado|muerto|fallecido|arrest)|(?<=hay )(?:heridos|muertos|desaparecid[oa]s|fallecid[oa]s)"
    r"|(?<=personas )(?:heridas|muertas|desaparecidas|fallecidas))\b",
    re.I,
)
"""None said by the act's own noun: "no arrests have been made", "no ha habido detenciones", "no
hubo que lamentar ningún herido", "there appear to be no survivors"."""
_NONE_ARRESTED = re.compile(
    r"\b(?:no\s+arrests?\s+(?:had|have|has)\s+been\s+made|no\s+one\s+(?:had|has)\s+been\s+(?:arrested|detained)|"
    r"nobody\s+(?:had|has)\s+been\s+(?:arrested|detained)|no\s+hay\s+(?:personas\s+)?detenid[oa]s|"
    r"no\s+se\s+ha\s+detenido\s+a\s+nadie|no\s+hubo\s+detenid[oa]s|no\s+ha\s+habido\s+detenciones)\b",
    re.I,
)
"""None arrested, said of the event wherever in an account it comes."""
ZERO_LEAD = 10
"""Sentences at the top of an article whose "no one was hurt" is about the event, not its
background."""


_EN_ORDINALS = r"second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
_ES_ORDINALS = r"segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|s[eé]ptim[oa]|octav[oa]|noven[oa]|d[eé]cim[oa]"
_ORDINAL_DEATH = re.compile(
    r"\b(?:a|the)\s+(?P<en>" + _EN_ORDINALS + r")\s+"
    r"(?:(?:person|victim|man|woman|rider|passenger|child|boy|girl|patient|worker|miner|officer|pedestrian|resident)\s+)?"
    r"(?:has\s+|had\s+|later\s+)?(?:died|dies|was\s+killed|has\s+been\s+killed|death)\b"
    r"|\b(?:a|the)\s+(?P<en_body>" + _EN_ORDINALS + r")\s+(?:body|victim's\s+body)\s+(?:was|has\s+been|had\s+been)\s+(?:found|recovered|pulled)\b"
    r"|\b(?:una?|la|el)\s+(?P<es>" + _ES_ORDINALS + r")\s+(?:(?:persona|v[ií]ctima|herid[oa]|pasajer[oa]|paciente|trabajador[a]?|agente|polic[ií]a|soldado|minero|ni[nñ][oa]|menor|vecin[oa]|turista|conductor[a]?)\s+)?"
    r"(?:(?:ha\s+|hab[ií]a\s+)?(?:muerto|fallecido)|muri[oó]|falleci[oó]|mortal)\b"
    r"|\b(?:una?|el)\s+(?P<es_body>" + _ES_ORDINALS + r")\s+(?:cad[aá]ver|cuerpo)\b"
    r"|\b(?:muri[oó]|falleci[oó]|ha\s+muerto|ha\s+fallecido)\s+(?:la|el|una?)\s+(?P<es2>" + _ES_ORDINALS + r")\b",
    re.I,
)
"""The latest death or body that tells a toll: "a second rider died", "un octavo cadáver"."""


def ordinal_deaths(text: str, sentence: Sentence) -> list[Mention]:
    """A toll told by its latest death: "a second rider died in hospital", "una segunda persona ha
    fallecido" — so many have died."""
    if not any(ORDINALS.get(t.fold, 0) > 1 for t in sentence.tokens):
        return []
    found: list[Mention] = []
    for m in _ORDINAL_DEATH.finditer(text, sentence.start, sentence.end):
        n = ORDINALS[fold(next(g for g in m.groups() if g))]
        found.append(Mention("count", "count|people|killed", "people killed", str(n), str(n), m.start(), m.end(), sentence.number,
                             False, float(n), cue=m.group()))
    return found


_UNKNOWN_COUNT = re.compile(
    r"\b(?:(?:not\s+(?:yet\s+|immediately\s+|entirely\s+)?(?:clear|known)|unclear|unknown|uncertain),?\s+(?:exactly\s+)?how\s+many"
    r"|(?:did(?:n't|n’t|\s+not)|would(?:n't|n’t|\s+not)|declined\s+to|refused\s+to)\s+(?:specify|give|say|release|confirm|disclose|provide)\s+(?:the\s+|a\s+|any\s+)?(?:number|figure|how\s+many)(?:\s+(?:of|for))?(?:\s+how\s+many)?"
    r"|ha(?:ve|s|d)(?:n't|n’t|\s+not)\s+(?:yet\s+)?(?:given|provided|released|offered|disclosed)\s+(?:a|any)\s+(?:figure|number|estimate|tally)(?:\s+(?:of|for|on))?(?:\s+how\s+many)?"
    r"|(?:yet|unable|not\s+able|could(?:n't|n’t|\s+not)|cannot|can't|can’t)\s+(?:to\s+)?(?:ascertain|confirm|establish|determine|say(?:\s+for\s+sure)?)\s+(?:the\s+(?:exact\s+)?)?(?:number|how\s+many)(?:\s+of)?"
    r"|(?:a[uú]n\s+|todav[ií]a\s+)?no\s+(?:ha[n]?\s+)?(?:dado|ofrecido|precisado|confirmado|revelado|difundido)\s+(?:una\s+|ninguna\s+)?(?:cifra|n[uú]mero|balance)(?:\s+oficial)?(?:\s+de)?"
    r"|(?:sin|no\s+hay|no\s+existe)\s+(?:una\s+|ninguna\s+)?cifra\s+oficial(?:\s+de)?"
    r"|(?:se\s+desconoce|no\s+se\s+(?:conoce|sabe|ha\s+precisado|precis[oó]|ha\s+informado|inform[oó]|ha\s+dado\s+a\s+conocer)|no\s+est[aá]\s+claro|sin\s+(?:precisar|especificar)"
    r"|no\s+(?:precis[oó]|especific[oó]|dio\s+a\s+conocer))(?:\s+a[uú]n|\s+todav[ií]a|\s+por\s+el\s+momento)?\s+(?:el\s+n[uú]mero|la\s+cifra|cu[aá]nt[oa]s)(?:\s+exact[oa])?(?:\s+de)?"
    r"|(?:un\s+n[uú]mero|una\s+cifra|una\s+cantidad)\s+(?:a[uú]n\s+|todav[ií]a\s+)?(?:indeterminad[oa]|desconocid[oa]|sin\s+determinar|no\s+cuantificad[oa]|sin\s+cuantificar)\s+de"
    r"|an?\s+(?:unknown|undetermined|unspecified|unconfirmed)\s+number\s+of"
    r"|no\s+(?:se\s+)?(?:ha[n]?\s+)?(?:dado\s+a\s+conocer|difundido|publicado|ofrecido|facilitado)\s+(?:datos|cifras|informaci[oó]n)(?:\s+oficial(?:es)?)?"
    r"\s+(?:sobre|de|acerca\s+de)\s+(?:el\s+n[uú]mero|la\s+cifra|cu[aá]nt[oa]s)(?:\s+de)?"
    r"|no\s+(?:official\s+)?(?:figures?|data|numbers?)\s+(?:ha(?:ve|s)\s+been|were|was)\s+(?:yet\s+)?(?:given|released|provided|published)"
    r"\s+(?:for|on)\s+(?:the\s+number\s+of|how\s+many))"
    r"(?P<after>(?:\s+[^\W\d]+){1,8})",
    re.I,
)
"""A count an account says is not known yet: "it was not immediately clear how many people were hurt",
"Dunn didn't specify the number of injured passengers", "se desconoce el número de heridos", "un número
indeterminado de desaparecidos", "an unknown number of people were hurt"."""


_UNKNOWN_NAMED_FIRST = re.compile(
    r"\b(?:el\s+n[uú]mero|la\s+cifra)(?:\s+oficial)?\s+de\s+(?P<what>[^\W\d]+)(?:\s+en\s+[^\W\d]+)?\s+(?:a[uú]n\s+|todav[ií]a\s+)?"
    r"(?:es|sigue\s+siendo|contin[uú]a\s+siendo)\s+(?:una\s+)?inc[oó]gnita"
    r"|\bthe\s+(?:exact\s+|official\s+)?number\s+of\s+(?P<what_en>[^\W\d]+)(?:\s+in\s+[^\W\d]+)?\s+(?:is|was|remains|remained)\s+(?:still\s+)?(?:unknown|unclear|not\s+known)",
    re.I,
)
"""A count not known yet, told after what it counts: "el número oficial de desaparecidos continúa siendo
una incógnita", "the number of missing remains unknown"."""


_UNKNOWN_TOLL = re.compile(
    r"\b(?:(?:refused|declined|unable|not\s+able|yet)\s+to\s+confirm|could(?:n't|n’t|\s+not)\s+confirm|cannot\s+confirm|can't\s+confirm|can’t\s+confirm"
    r"|(?:did|ha(?:ve|s|d))(?:n't|n’t|\s+not)\s+(?:yet\s+)?(?:give|given|provide|provided|release|released))\s+(?:the|a|any)\s+(?:final\s+|exact\s+)?(?:death\s+)?toll"
    r"|\b(?:final\s+|exact\s+)?death\s+toll\s+(?:ha[sd]\s+|was\s+|is\s+)?(?:yet\s+to\s+be\s+|not\s+(?:yet\s+)?(?:been\s+)?)(?:confirmed|known|established|released)"
    r"|\b(?:a[uú]n\s+|todav[ií]a\s+)?no\s+(?:se\s+)?(?:ha[n]?\s+)?(?:confirmado|precisado|dado|ofrecido|difundido)\s+(?:el|un|ning[uú]n)\s+balance(?:\s+oficial)?(?:\s+de\s+(?:v[ií]ctimas|muertos|fallecidos))?"
    r"|\bla\s+cifra\s+(?:oficial\s+)?de\s+(?:muertos|fallecidos|v[ií]ctimas(?:\s+mortales)?)\s+(?:a[uú]n\s+|todav[ií]a\s+)?no\s+(?:ha\s+sido|est[aá]|fue)\s+(?:confirmada|precisada|establecida)"
    r"|\b(?:(?:refused|declined|unable|not\s+able|yet)\s+to\s+confirm|(?:did|ha(?:ve|s|d))(?:n't|n’t|\s+not)\s+(?:yet\s+)?confirmed?)\s+any\s+(?:deaths|fatalities)"
    r"|\b(?:a[uú]n\s+|todav[ií]a\s+)?no\s+(?:se\s+)?(?:ha[n]?\s+)?confirmado\s+(?:ninguna\s+)?(?:muertes|fallecimientos|v[ií]ctimas\s+mortales)",
    re.I,
)
"""A toll an account says no one has given or confirmed yet: "Police have refused to confirm the death
toll", "the final death toll had yet to be confirmed", "aún no se ha dado un balance de víctimas",
"authorities have not confirmed any deaths", "no se han confirmado muertes"."""


def unknown_counts(text: str, sentence: Sentence) -> list[Mention]:
    """Counts an account says it cannot give yet: against another's figure, that is what it says."""
    found: list[Mention] = []
    if not says_any(text, sentence, _UNKNOWN_WORDS):
        return found  # most sentences name no number, figure or toll: the patterns are not tried
    for m in _UNKNOWN_COUNT.finditer(text, sentence.start, sentence.end):
        if m.group("after").split()[0][:1].isupper():
            continue  # "an unknown number of Varnians were among the hostages": a people among them, not the whole
        words = [fold(w) for w in m.group("after").split()]
        predicate = next((p for w in words if (p := PREDICATES.exact(w)) is not None), None)
        if predicate is None or predicate not in _PERSON_PREDICATES:
            continue  # "how many rooms were damaged": no one befell
        noun = next((n for w in words if (n := NOUNS.exact(w)) in PERSON_CLASSES), "people")
        found.append(Mention("count", f"count|{noun}|{predicate}", f"{noun} {predicate}", "unknown", "unknown", m.start(), m.end(),
                             sentence.number, noun != "people", 0.0, cue=m.group()))
    for m in _UNKNOWN_NAMED_FIRST.finditer(text, sentence.start, sentence.end):
        predicate = PREDICATES.exact(fold(m.group("what") or m.group("what_en")))
        if predicate in _PERSON_PREDICATES and all(f.end <= m.start() or f.start >= m.end() for f in found):
            found.append(Mention("count", f"count|people|{predicate}", f"people {predicate}", "unknown", "unknown", m.start(), m.end(),
                                 sentence.number, False, 0.0, cue=m.group()))
    for m in _UNKNOWN_TOLL.finditer(text, sentence.start, sentence.end):
        if all(f.end <= m.start() or f.start >= m.end() for f in found):
            found.append(Mention("count", "count|people|killed", "people killed", "unknown", "unknown", m.start(), m.end(),
                                 sentence.number, False, 0.0, cue=m.group()))
    return found


_UNKNOWN_WORDS = ("how many", "number", "figure", "estimate", "tally", "toll", "confirm", "cifra", "número", "numero", "balance",
                  "cuánt", "cuant", "cantidad")
"""Words one of which every count not known yet is told with (:data:`_UNKNOWN_COUNT`, :data:`_UNKNOWN_TOLL`)."""


_CARRIED = frozenset(["llevaba", "llevaban", "carrying", "carried"])
"""Verbs of carrying: before a count, those a boat or bus carried ("llevaba 40 personas"); said of
no one, what no one wore or had."""


def zero_counts(text: str, sentence: Sentence) -> list[Mention]:
    """Counts of none: "no one was hurt", "ningún rehén resultó herido", "sin heridos"."""
    found: list[Mention] = []
    if sentence.number > ZERO_LEAD:
        # far down an account, only arrests: "no arrests had been made" is about the event wherever it is said
        for m in _NONE_ARRESTED.finditer(text, sentence.start, sentence.end):
            found.append(Mention("count", "count|people|captured", "people captured", "0", "0", m.start(), m.end(), sentence.number,
                                 False, 0.0, cue=m.group()))
        return found
    for m in _ZERO.finditer(text, sentence.start, sentence.end):
        predicate_word = fold(m.group("pred"))
        if predicate_word in _CARRIED:
            continue  # "nadie llevaba chalecos salvavidas": what no one wore, not a boat with no one aboard
        predicate = PREDICATES.exact(predicate_word)
        noun_word = next((g for g in (m.group("of"), m.group("en"), m.group("de"), m.group("es"), m.group("esf")) if g), "")
        if fold(noun_word) in _NO_MORE:
            continue  # "no further survivors", "ningún otro herido": none beyond those counted, not none at all
        if predicate is None and noun_word:
            continue
        if predicate is None:
            continue
        noun = NOUNS.exact(fold(noun_word)) if noun_word else "people"
        if noun is None:
            noun = "people"
        if noun_word and PREDICATES.exact(fold(noun_word)):
            continue
        # "No hubo muertos ni heridos entre los pasajeros": none of either, and of those named after
        tail = _NONE_AMONG.match(text, m.end(), sentence.end)
        among = NOUNS.exact(fold(tail.group("among"))) if tail is not None and tail.group("among") else None
        if noun == "people" and among in PERSON_CLASSES:
            noun = among
        end = tail.end() if tail is not None and among in PERSON_CLASSES else m.end()
        told = [(predicate, m.group())]
        second = PREDICATES.exact(fold(tail.group("nor"))) if tail is not None and tail.group("nor") else None
        if second is not None and second != predicate:
            told.append((second, text[m.start() : end]))
        for befell, cue in told:
            found.append(Mention("count", f"count|{noun}|{befell}", f"{noun} {befell}", "0", "0", m.start(), end, sentence.number,
                                 noun in PERSON_CLASSES and noun != "people", 0.0, cue=cue))
    for m in _NONE_OF.finditer(text, sentence.start, sentence.end):
        predicate = PREDICATES.exact(fold(m.group("word")))
        if predicate is not None and all(f.start != m.start() for f in found):
            found.append(Mention("count", f"count|people|{predicate}", f"people {predicate}", "0", "0", m.start(), m.end(), sentence.number, False, 0.0, cue=m.group()))
    for m in _NONE_ARRESTED.finditer(text, sentence.start, sentence.end):
        if all(f.end <= m.start() or f.start >= m.end() for f in found):
            found.append(Mention("count", "count|people|captured", "people captured", "0", "0", m.start(), m.end(), sentence.number,
                                 False, 0.0, cue=m.group()))
    return found


def counts(text: str, sentence: Sentence, language: str, used: list[tuple[int, int]]) -> list[Mention]:
    tokens = sentence.tokens
    folds = [t.fold for t in tokens]
    told_from = outlet_end(text, sentence)
    numbers = [
        n for n in find_numbers(tokens, language, text)
        if all(tokens[n.number_first].end <= s or tokens[n.last].start >= e for s, e in used)
        and tokens[n.first].start >= told_from  # "WKPL Channel 8 — Coaster crash": the outlet's name
        and _is_count(tokens, text, n, folds, sentence.headline)
        and not _aged(folds, n.first)
        and not (n.first > 1 and folds[n.first - 1] == "of" and folds[n.first - 2] in _PARENTS)
        and not _wounds_told(folds, n.last)
    ]
    if not numbers:
        return []  # most sentences count nothing
    record = _SINCE_RECORD.search(text, sentence.start, sentence.end)
    if record:
        # "676 resultaron heridas en el peor accidente ferroviario desde 1978": the figures before the
        # record are this event's; after it ("…since 2015, when 30 died") the earlier event's
        told_after = text.find(":", record.end(), sentence.end)  # "el más grave desde 2016: siete fallecidos…" tells this event's
        numbers = [n for n in numbers if tokens[n.last].end <= record.start() or (told_after >= 0 and tokens[n.first].start > told_after)]
        told = [t.fold for t in tokens if t.end <= record.start()]
        if not numbers or ((of_the_past(told) or _OTHER_EVENT.search(text, sentence.start, record.start())) and told_after < 0):
            return []
    elif of_the_past(folds) or _another_event(text, sentence):
        return []  # "the sinking of the Morvan Queen in 2009 killed 58": another event's toll
    found: list[tuple[Number, _Found]] = []
    part_told = -1  # where a part of the toll was told ("two of the dead"), whose list may go on ("y seis más")
    previous_noun, previous_shown, previous_at = "", "", -1
    superseded = -1
    for k, number in enumerate(numbers):
        stop = numbers[k + 1].first if k + 1 < len(numbers) else len(tokens)
        before = k - 2 if superseded == k - 1 else k - 1  # a figure changed from lends its words to the next
        begin = numbers[before].last + 1 if before >= 0 else 0
        if folds[number.number_first] in ("one", "un", "una", "uno") and number.last + 1 < len(tokens) \
                and (folds[number.last + 1] in ("of", "de", "another", "more") or ORDINALS.get(folds[number.last + 1], 0) > 1):
            continue  # "one of them", "una de ellas"; "un cuarto paciente" is the fourth, told by :func:`ordinal_deaths`
        if k + 1 < len(numbers) and _superseded(folds, number, numbers[k + 1]):
            superseded = k  # the next figure reads its words from before this one
            continue  # "the search went from nine people to 14": the figure is 14
        whole = k > 0 and _part_of(folds, numbers[k - 1], number)
        # "De las cuatro víctimas, solo han sobrevivido dos": the sentence opens on the whole, and its verb is the part's
        opens_on_whole = number.first == 2 and folds[0] in ("de", "of") and folds[1] in ("los", "las", "the") and k + 1 < len(numbers)
        told_of_whole = -1  # where the participle that tells the whole of a part ends
        is_part = k + 1 < len(numbers) and _part_of(folds, number, numbers[k + 1])
        if is_part:
            # "31 of the 40 passengers were brought ashore": the part is what the sentence tells
            stop = numbers[k + 2].first if k + 2 < len(numbers) else len(tokens)
            after = _after(sentence, folds, numbers[k + 1].last + 1, stop, text)
        else:
            after = _after(sentence, folds, number.last + 1, stop, text)
        if (_place_at(sentence, folds, number.last + 1) or _place_before(text, sentence, number)) and found \
                and number.first - max(found[-1][0].last, found[-1][1].predicate_at + found[-1][1].predicate_length - 1) <= 8:
            # "five died in the north, three in the south": the list goes on with what it counts
            after = found[-1][1]._replace(noun_at=-1, predicate_at=-1, predicate_length=0)
        noun, shown, noun_at = after.noun, after.shown, after.noun_at
        if _by_origin(tokens, folds, number):
            continue  # "Eighteen of those on board were Varnian citizens": a part told by where it came from, not the whole
        if _tellers(text, tokens, folds, number, max([number.last, *(x for x in (noun_at, after.predicate_at) if 0 < x - number.last <= 2)])):
            continue  # "two survivors told reporters", "…, contó un sobreviviente": who told it, not a toll
        if folds[number.last + 1 : number.last + 3] in _OF_THEM and number.first > 0 \
                and text[tokens[number.first - 1].end : tokens[number.first].start].strip() == ",":
            # "a line of police officers, about 60 of them, moved forward": the count of those named before;
            # "Twenty-five people, 11 of them children, were taken to hospital": a part, named after "of them"
            named = next(((j, c) for j in range(number.first - 1, max(-1, number.first - 8), -1)
                          if (c := NOUNS.of(folds[j], tokens[j].stem)) is not None and c in PERSON_CLASSES), None)
            if _part_of_them(tokens, folds, number.last):
                noun_at = number.last + 3
                noun = shown = NOUNS.of(folds[noun_at], tokens[noun_at].stem) or "people"
            elif named is not None:
                noun_at, noun = named
                shown = noun
        predicate, predicate_at, length = after.predicate, after.predicate_at, after.predicate_length
        near = previous_at >= 0 and number.first - previous_at <= 8
        if after.inherits or (not noun and predicate):
            # "dos policías muertos y cinco heridos": the wounded are officers too; not the attackers
            # to those they killed ("at least one gunman attacked…, killing 50")
            inherit = previous_noun and (after.inherits or near) and previous_noun != "group members"
            noun, shown = (previous_noun, previous_shown) if inherit else ("people", "people")
        if not predicate and noun in PERSON_CLASSES and k + 1 < len(numbers) and folds[max(0, numbers[k + 1].first - 2) : numbers[k + 1].first] \
                and set(folds[max(0, numbers[k + 1].first - 2) : numbers[k + 1].first]) & _OF_PLACE and numbers[k + 1].first - max(noun_at, number.last) <= 4 \
                and folds[max(noun_at, number.last) + 1 : max(noun_at, number.last) + 2] in (["from"], ["in"], ["of"], ["de"], ["en"], ["desde"]):  # not "13 people died; of the 30 injured, five…"
            # "800 people from about 300 homes were evacuated": what befell them comes after the aside
            beyond = numbers[k + 2].first if k + 2 < len(numbers) else len(tokens)
            hit = _predicate_near(tokens, folds, range(numbers[k + 1].last + 1, min(beyond, numbers[k + 1].last + 14)))
            if hit is not None and folds[hit[1]] not in _DOING:
                predicate, predicate_at, length = hit
        if not predicate:
            hit, toll = _predicate_around(sentence, folds, number, noun_at, begin, stop, text)
            if hit is not None and hit[1] > number.last and folds[hit[1]] in _DOING:
                hit = None  # "at least one gunman attacked worshippers, killing 50": what the gunman did, not what befell him
            if hit is not None and found and _told_of_the_last(found[-1], hit[1], number, folds):
                hit = None  # "20 está hospitalizadas y 477 están en la prisión": what followed the 20 is the 20's
            if hit is not None:
                predicate, predicate_at, length = hit
                if toll and noun not in _KNOWN:
                    noun, shown = "people", "people"  # "the toll rose to 14 overnight": the word after is no noun of it
        if not noun and predicate in _PERSON_PREDICATES:
            noun, shown = "people", "people"  # "killing 22", "the death toll rose to 22"
        capacity = _capacity_before(folds, number.first)
        if (not noun and capacity) or (number.last + 1 < len(folds) and folds[number.last + 1] in _CAPACITY):
            noun, shown = "capacity", "capacity"  # "double the maximum capacity of 1,000", "at its estimated 1,200 capacity"
        if not noun and not predicate and _POPULATION & set(folds[max(0, number.first - 3) : number.first]):
            noun, shown, noun_at = "people", "people", -1  # "Karsk has a population of 12,000": how many live there
        if not noun:
            before_it = _named_before(sentence, folds, number, begin)
            if before_it is None:
                continue
            noun, shown, noun_at = before_it  # "los casos confirmados ya son 27": what is counted comes first
        if predicate == "wounded" and predicate_at == after.predicate_at > number.last and folds[number.last + 1] in ("of", "de"):
            predicate, predicate_at, length = _own_state(sentence, folds, predicate_at, length, stop) or (predicate, predicate_at, length)
        elif predicate == "wounded" and predicate_at == number.last + 1 and length == 1:
            # "36 lesionados permanecen hospitalizados": the wounded named, then where they are now
            narrower = _predicate_near(tokens, folds, range(predicate_at + 1, min(stop, predicate_at + 3)), sentence.clauses,
                                       sentence.clauses[predicate_at])
            if narrower is not None and narrower[0] in _NARROWER and narrower[0] != "killed":
                predicate, predicate_at, length = narrower
        if whole and not (noun_at >= 0 and predicate_at == noun_at + 1
                          and (folds[numbers[k - 1].number_first] in ("one", "un", "una", "uno") or _participle(tokens[predicate_at]))):
            predicate, predicate_at, length = "", -1, 0  # the whole of a part: what befell the part is not its
            # ("31 of the 40 passengers were brought ashore"); but "one of three children killed" tells the three
        in_list = False
        if (noun in PERSON_CLASSES or noun not in _KNOWN) and not (number.written and number.value == 1):
            listed_as = _listed_under(text, sentence, folds, number.first, noun)
            if listed_as and not predicate:
                predicate, predicate_at, length = listed_as  # "the survivors are A, B and two crew"
            in_list = listed_as is not None and listed_as[0] == predicate
        if not predicate and noun in _CROWD_NOUNS and (number.qualifier or number.vague) \
                and any(folds[j] in THERE_WAS for j in range(max(begin, number.first - 3), number.first)):
            predicate = "took part"  # "en el lugar había alrededor de 400 personas", "there were about 300 people": who was there
        if not predicate and noun == "attendees" and not _part_follows(folds, max(number.last, noun_at)):
            predicate = "took part"  # "30,000 pilgrims", "80.000 devotos": a crowd is counted by who was there
        if not predicate and number.first > 0 and folds[number.first - 1] in ("with", "con") and (
                noun in _ABOARD_BY_NAME or (noun == "people" and any(NOUNS.exact(f) in _CARRIERS for f in folds[max(0, number.first - 4) : number.first]))):
            predicate = "aboard"  # "the ferry sank with around 350 passengers", "naufragó la embarcación con 150 personas": those it carried
        if whole and noun in _ABOARD_BY_NAME:
            # "71 de 77 tripulantes", "12 of the 40 passengers": the whole is everyone aboard
            predicate, noun, shown = "aboard", "people", "people"
        if predicate_at > number.last and _did_it_to(tokens, folds, predicate_at, length):
            continue  # "two soldiers killed the attacker", "un agente mató al atacante": who did it, not what befell them
        if predicate == "missing" and predicate_at > number.last and folds[predicate_at] in _SEARCHING:
            predicate, predicate_at, length = "", -1, 0  # "al menos seis expertos buscan a los mineros": who search, not who are sought
        group = _one_of_the_toll(folds, number)
        if noun == "people" and group and not whole and not is_part \
                and predicate == "killed" and group in _DEATH_GROUPS:
            # "Two of the dead were found in the yard", "dos de los fallecidos murieron en el hospital": a part of the
            # toll, no toll ("nine of the injured were taken to hospital" still tells how many were)
            part_told = number.last
            continue
        if part_told >= 0 and number.first - part_told <= 16 and folds[number.last + 1 : number.last + 2] in (["mas"], ["more"]):
            continue  # "12 de los fallecidos eran de Tolosa y cuatro más de Karsk": the next part
        if opens_on_whole and predicate_at > number.last + 1:  # not "De los 68 fallecidos, 45…": a toll all the same
            predicate, predicate_at, length = "", -1, 0
        if is_part and noun_at >= 0 and predicate_at == noun_at + 1 \
                and _participle(tokens[predicate_at]):
            # "dos de los cuatro turistas secuestrados fueron encontrados muertos": the participle tells
            # the whole; what befell the part comes after it
            from_at = predicate_at + max(1, length)
            of_the_part = _predicate_near(tokens, folds, range(from_at, min(stop, from_at + PART_REACH)))
            if of_the_part is not None:
                (predicate, predicate_at, length), told_of_whole = of_the_part, from_at - 1
        if predicate in _THING_PREDICATES and noun in PERSON_CLASSES:
            predicate, predicate_at, length = "", -1, 0  # no one is "damaged" or "derailed"
        if not predicate and noun in PERSON_CLASSES and number.first >= 3 and folds[0] in ("de", "of") and folds[1] in ("los", "las", "the") \
                and "," in text[tokens[2].end : tokens[number.first].start]:
            whole_told = ("killed", 1) if folds[2] in ("victimas", "victims") else _predicate_at(tokens, folds, 2)
            if whole_told is not None and whole_told[0] in ("killed", "wounded", "missing"):
                # "De los muertos, 17 son efectivos de la Guardia": a part of the dead, who are dead
                predicate, predicate_at, length = whole_told[0], 2, whole_told[1]
        if language == "es" and number.value > 1 and predicate_at > number.last and length == 1 and not number.vague \
                and folds[predicate_at].endswith(_SINGULAR_PARTICIPLES) and folds[predicate_at - 1] not in _HABER:
            continue  # "un vecino que estaba con los 14 agentes resultó herido": his, not theirs; the 14 tell nothing
        if predicate in _PERSON_PREDICATES and noun not in _KNOWN and predicate_at >= 0 and not shown.endswith(_PERSON_ENDINGS) and not in_list \
                and not (0 <= noun_at < len(folds) and folds[noun_at] in _CITIZENS) \
                and not (0 <= predicate_at - max(noun_at, number.last, told_of_whole) <= (3 if told_of_whole < 0 else 5)
                         or 0 < number.first - predicate_at <= 2):
            predicate, predicate_at, length = "", -1, 0  # "figures released by the trust show that 126 operations": not what befell them
        if predicate == "treated" and noun not in PERSON_CLASSES:
            continue  # "11 contratos… evaluados", "runners assessed": only people are treated by paramedics
        if predicate in _PERSON_PREDICATES and noun not in PERSON_CLASSES and noun in _KNOWN:
            predicate, predicate_at, length = "", -1, 0  # "two of them with a weapon": no weapon was wounded
        if predicate == "took part" and noun in _CROWD_NOUNS:
            # a crowd, whatever each account calls it ("attendees" keep their name in the title)
            noun, shown = "people", shown if noun == "attendees" else "people"
        if capacity:
            noun, shown, predicate, predicate_at, length = "capacity", "capacity", "", -1, 0
        elif noun in PERSON_CLASSES and noun != "hostages" and _held_hostage(folds, number, noun_at):
            noun, shown, predicate, predicate_at, length = "hostages", "hostages", "", -1, 0
        elif noun in PERSON_CLASSES and _population(folds, number, noun_at, predicate):
            noun, shown, predicate, predicate_at, length = "population", "population", "", -1, 0
        if noun in PERSON_CLASSES and not set(folds[max(0, number.first - 3) : number.first]) & SUBSET_MARKERS \
                and not _part_of_them(tokens, folds, number.last):
            previous_noun, previous_shown, previous_at = noun, shown, number.last  # "entre ellas un trabajador": a part names no kind for what follows
        found.append((number, after._replace(noun=noun, shown=shown, predicate=predicate, predicate_at=predicate_at, predicate_length=length)))
    # a part ("including four soldiers") and its whole share what happened
    for index, (number, f) in enumerate(found):
        if f.predicate:
            continue
        # only the count right after it: "20 son mujeres y 12 hombres, mientras que 121 resultaron heridas,
        # de las cuales 52 permanecen hospitalizadas" gives the 52 no whole in the 20
        for later, g in found[index + 1 : index + 2]:
            # "852 personas, de las cuales 355 fallecieron": what befell the part is its own
            if g.predicate and (any(folds[j] in SUBSET_MARKERS and folds[j] != "cuales" for j in range(max(0, later.first - 3), later.first))
                                or _part_of_them(tokens, folds, later.last)):
                found[index] = (number, f._replace(predicate=g.predicate))
                break
    # a part named after its whole ("14 personas resultaron heridas, entre ellas seis policías, durante el
    # desalojo") is of the whole's happening, whatever word comes after it
    for index, (number, f) in enumerate(found):
        since = max(0, number.first - 3, found[index - 1][0].last + 1 if index else 0)  # "de las cuales 355 fallecieron, 20 están…": the marker is the 355's
        if index and f.noun in PERSON_CLASSES and any(folds[j] in SUBSET_MARKERS for j in range(since, number.first)):
            of_all = next((g for _earlier, g in reversed(found[:index]) if g.predicate), None)
            if of_all is not None and of_all.predicate_at < number.first and (not f.predicate or f.predicate_at > number.last) \
                    and f.predicate not in _NARROWER:  # "63 lesionadas, de las cuales 14 permanecen hospitalizadas": a part's own state
                found[index] = (number, f._replace(predicate=of_all.predicate))
    # the parts listed after a colon ("12 people were rescued: eight workers and four residents")
    # share what happened to the whole before it
    for index, (number, f) in enumerate(found):
        if f.predicate or f.noun not in PERSON_CLASSES:
            continue
        heading = next((g for earlier, g in reversed(found[:index]) if g.predicate
                        and ":" in text[tokens[earlier.last].end : tokens[number.first].start]), None)
        if heading is not None:
            found[index] = (number, f._replace(predicate=heading.predicate))
    # a crowd whose part was named after it and told nothing of the whole: still who was there, and one
    # crowd with the others ("people took part", as the default above makes it)
    found = [(number, f._replace(noun="people", predicate="took part") if f.noun == "attendees" and not f.predicate else f)
             for number, f in found]
    found = _men_and_women(found, folds)
    places = [_place_at(sentence, folds, max(number.last, f.noun_at, f.predicate_at + f.predicate_length - 1) + 1)
              or _place_before(text, sentence, number) for number, f in found]
    listed = Counter((f.noun, f.predicate) for (number, f), place in zip(found, places, strict=True) if place)
    mentions: list[Mention] = []
    for (number, f), place in zip(found, places, strict=True):
        if not f.predicate and f.noun in _NEEDS_A_HAPPENING and not (
                f.noun in _HEARD and any(folds[j] in _THERE_WERE for j in range(max(0, number.first - 3), number.first))) \
                and not (f.noun == "weapons" and _FOUND & set(folds)):
            continue  # "30 people on the quay", "three weapons": counted, but of what is not said
        if number.written and number.value == 1 and not number.vague and (
                not f.predicate or f.noun not in _KNOWN
                or (f.noun_at < 0 and not (f.predicate_at == number.last + 1 and PREDICATES.exact(folds[f.predicate_at])))):
            continue  # "una nueva marcha": one of nothing named is no count ("one body", "un herido" name what they count)
        year_like = tokens[number.number_first].fold.isdigit() and number.number_first == number.last  # "1998", not "2.000" or "dos mil"
        if 1500 <= number.value < 2100 and number.value == int(number.value) and not f.predicate and year_like:
            continue
        first = tokens[number.first].start
        last_index = max(number.last, f.noun_at)
        if f.predicate_at > number.last:
            last_index = max(last_index, f.predicate_at + f.predicate_length - 1)
        if 0 <= f.predicate_at < number.first and number.first - f.predicate_at <= 4 \
                and not (_THERE_ARE | LIST_LINKS).intersection(folds[f.predicate_at + 1 : number.first]):  # "entre las víctimas mortales hay cuatro varnios": the count
            first = tokens[f.predicate_at].start
        end = tokens[last_index].end
        noun = f.noun
        title = f"{f.shown} {f.predicate}" if f.predicate else f.shown
        if f.predicate == "stolen" and noun not in PERSON_CLASSES:
            noun, title = "things", "things stolen"  # "three paintings", "four works", "cuatro obras": one count, whatever it is called
        supports = any(t.fold in _SUPPORTS for t in tokens[max(0, number.first - 3) : number.first])
        if (f.predicate == "employed" and noun == "people") or (noun == "job" and not f.predicate and supports):
            noun, title = "workers", "workers employed"  # "employs 260 people", "supports around 600 jobs": one workforce
            f = f._replace(predicate="employed")
        if noun == "group members" and 0 <= f.noun_at < len(folds) - 2 and folds[f.noun_at + 1] in ("of", "de", "del"):
            force = next((_FORCES[w] for w in folds[f.noun_at + 2 : f.noun_at + 6] if w in _FORCES), "")
            if force:
                noun, title = force, f"{force} {f.predicate}" if f.predicate else force  # "three members of the Varnian army"
        if f.predicate == "captured" and noun == "suspects":
            noun, title = "people", "people captured"  # "capturar a un presunto implicado" / "la detención de cuatro personas": one count of those held
        key = f"count|{noun}|{f.predicate}"
        if place and listed[(f.noun, f.predicate)] >= 2:
            key += f"|{place}"  # one of a list by region: compared region by region
            title += f" ({place})"
        value = show(number.value, number.qualifier, number.upper, number.vague)
        compare = show(number.value, "", number.upper, number.vague)
        specific = bool(f.predicate) and noun in PERSON_CLASSES and noun != "people"
        cue = text[tokens[f.predicate_at].start : tokens[f.predicate_at + f.predicate_length - 1].end] if f.predicate_at >= 0 else ""
        size = number.upper or number.value
        mentions.append(
            Mention("count", key, title, value, compare, first, end, sentence.number, specific, size, cue=cue)
        )
    return mentions + _everyone_aboard(text, mentions)


_AND_WORDS = frozenset(["and", "plus", "y", "mas", "con", "e"])


def _everyone_aboard(text: str, told: list[Mention]) -> list[Mention]:
    """How many were aboard in all when a sentence tells the passengers and the crew apart ("40
    pasajeros y tres tripulantes", "96 passengers and five crew members"): their sum, beside
    each, so that it meets another account's "43 personas a bordo"; none when the sentence tells
    the whole itself."""
    passengers = next((m for m in told if m.key == "count|passengers|aboard"), None)
    crew = next((m for m in told if m.key.startswith("count|crew|")), None)
    if passengers is None or crew is None or any(m.key == "count|people|aboard" for m in told) or not 0 < crew.start - passengers.start <= 40:
        return []
    between = [fold(w) for w in text[passengers.start : crew.start].split()]  # "(carried) 96 passengers and", "40 pasajeros y"
    if len(between) > 4 or not between or between[-1] not in _AND_WORDS or not (passengers.value.isdigit() and crew.value.isdigit()):
        return []  # "104 passengers, among them nine crew"; "more than 100 passengers": no sum to tell
    total = passengers.size + crew.size
    shown = show(total)
    end = max(passengers.end, crew.end)
    return [Mention("count", "count|people|aboard", "people aboard", shown, shown, passengers.start, end, passengers.sentence,
                    False, total, cue=text[passengers.start : end])]


_BULLET = re.compile(r"[ \t]*(?:[-–•*·]|\d{1,3}[.)])[ \t]+\S")
_LONGEST_ITEM = 160
_MOST_ITEMS = 500


def listed_count(text: str, sentences: list[Sentence], index: int) -> list[Mention]:
    """A count told as a list: "the people rescued alive are:" and one line per person. The
    count is the number of items (two or more short lines after it that begin with a bullet or
    a number), said of what the line before the colon says happened to whom."""
    sentence = sentences[index]
    if not text[sentence.start : sentence.end].rstrip().endswith(":"):
        return []
    items = 0
    at = text.find("\n", sentence.end - 1, sentence.end + 3)
    while at >= 0 and items < _MOST_ITEMS:
        end = text.find("\n", at + 1)
        line = text[at + 1 : end if end >= 0 else len(text)]
        if len(line) > _LONGEST_ITEM or not _BULLET.match(line):
            break
        items += 1
        at = end
    if items < 2:
        return []
    tokens = sentence.tokens
    folds = [t.fold for t in tokens]
    clause = sentence.clauses[-1] if tokens else 0
    span = range(len(tokens) - 1, max(-1, len(tokens) - 13), -1)
    hit = _predicate_near(tokens, folds, span, sentence.clauses, clause)
    if hit is None:
        return []
    predicate, at, length = hit
    noun = shown = ""
    for j in span:
        found = _noun_at(tokens, folds, j) if sentence.clauses[j] == clause else None
        if found is not None and PREDICATES.exact(folds[j]) is None:  # "rescatadas" is no rescuer
            noun, shown = found[0], found[0]
            break
    if not noun or noun not in PERSON_CLASSES:
        if predicate not in _PERSON_PREDICATES:
            return []
        noun, shown = "people", "people"
    first = next(j for j in range(len(tokens)) if sentence.clauses[j] == clause)
    value = show(float(items))
    cue = text[tokens[at].start : tokens[at + length - 1].end]
    return [Mention("count", f"count|{noun}|{predicate}", f"{shown} {predicate}", value, value, tokens[first].start,
                    sentence.end, sentence.number, noun != "people", float(items), cue=cue)]
