"""People named in several articles, what each article says became of them, and who opened fire.

A name is a run of capitalised words; the key is its last word folded ("Óscar Pérez" and "Oscar
Perez" are one person). Only names found in two or more articles are followed, since a slot needs
two sources. A fate word ("killed", "captured", "abatido", "detenido", "unknown") belongs to the
nearest such name before it in the sentence, or to a name right after a verb ("killed Pérez"), or
to the last person named when the subject is "he"/"she"/"él"/"ella". A fate word that follows a
number ("five members captured") is a count, not a fate.
"""

from __future__ import annotations

import functools
import re
from collections import Counter

from ..records import Record
from .lexicon import (
    CONDITION_PHRASES,
    EVENT_NOUNS,
    FATE_UNKNOWN,
    FIRE_OPENERS,
    FIRE_RETURNERS,
    LIST_HEADS,
    LIST_LINKS,
    MANY_NUMBER_WORD,
    MONTHS,
    NOUNS,
    ORGANISATION_WORDS,
    PASSIVE_MARKERS,
    PREDICATE_PHRASES,
    PREDICATES,
    ROLES,
    SIDE_GROUP,
    SIDE_SECURITY,
    SPEECH_VERBS,
    STOPWORDS,
    TOLL_WORDS,
    TRANSITIVE,
    WEEKDAYS,
)
from .mentions import Mention
from .numbers import Number, find_numbers
from .text import Sentence, Token, any_accents, fold, sentence_cache

FATES = ("killed", "wounded", "captured", "released", "missing", "survived", "rescued", "surrendered", "in critical condition",
         "in stable condition", "unhurt", "took own life", "at large", "in serious condition", "with minor injuries", "out of danger")
_PRONOUNS = frozenset(["he", "she", "el", "ella"])
_THERE_ARE = frozenset(["hay", "habia", "hubo"])
"""Words before a fate word that make it those it befell, not one person's fate ("hay heridos")."""


def _pronoun(tokens: tuple[Token, ...], at: int) -> bool:
    """"he", "él", or "el" before a word that is no role of its own ("el fotógrafo", the one
    just named): "El asesino condujo" is the attacker, not the last person named."""
    token = tokens[at]
    if token.fold != "el" or token.text.lower() == "él":
        return token.fold in _PRONOUNS
    if at + 1 >= len(tokens):
        return False
    following = tokens[at + 1].fold
    # "el fallecimiento de …", "El derrumbe causó…", "el número de personas muertas": a happening or a figure, no one
    return ROLES.of(following) is None and following not in TOLL_WORDS and following not in EVENT_NOUNS \
        and PREDICATES.exact(following) is None and not following.endswith(_HAPPENINGS)


_SAVING = frozenset(["save", "saves", "saved", "saving", "salvar", "salvo", "salvaron", "salvando", "salva"])
"""Verbs before "lives" / "vidas" that make them lives saved, not lost."""
_TOLL_HEADS = frozenset(["numero", "cifra", "total", "balance", "saldo", "recuento", "number", "tally"])
_GROUPS_OF_THE_DEAD = frozenset(["victimas", "victims"])


def _in_a_toll(folds: list[str], first: int, last: int) -> bool:
    """Whether the fate word at ``first..last`` is part of a toll, which tells how many, never what
    befell one person: "the death toll", "el número de muertos", "el total de víctimas mortales",
    "la muerte de 21 mineros"."""
    after = folds[last + 1 : last + 3]
    before = folds[max(0, first - 3) : first]
    told = folds[first : last + 1]
    return any(f in _TOLL_HEADS or f in ("toll", "tally") for f in told) \
        or (bool(after) and after[0] in ("toll", "tally", "count", "figure", "figures")) \
        or (len(before) >= 2 and before[-1] in ("de", "of") and before[-2] in _TOLL_HEADS) \
        or (len(before) >= 3 and before[-1] in _GROUPS_OF_THE_DEAD and before[-2] in ("de", "of") and before[-3] in _TOLL_HEADS) \
        or (bool(before) and before[-1] in _GROUPS_OF_THE_DEAD) \
        or (len(after) == 2 and after[0] in ("de", "of") and after[1][:1].isdigit())


_HAPPENINGS = ("miento", "cion", "sion")
"""Endings of Spanish nouns of a happening ("fallecimiento", "detención", "explosión"): after "el"
or "la" they name what happened, not the person just named."""


_NAME_JOINERS = frozenset(["de", "del", "la", "van", "von", "da", "di"])
_DEFINITE = frozenset(["the", "his", "her", "their", "el", "la", "su", "al", "del"])
_AIMS = frozenset(["to", "for", "para", "order", "orden", "attempt", "intento", "negotiate", "negotiated", "negotiating",
                   "negociar", "negocio", "negociaba", "demand", "demanded", "exigir", "exigio", "pedir", "pidio"])
_PLEAS = frozenset(["let", "deja", "dejen", "dejad", "que"])
"""A fate asked for: "Let him surrender", "que se rinda"."""


_PLACE_OPENERS = frozenset(["villa", "san", "santa", "santo", "sao", "puerto", "port", "fort", "mount", "lake", "saint", "st", "colonia",
                            "barrio", "cerro", "bahia", "playa", "lago", "isla", "isle", "ciudad", "nueva", "new", "north", "south",
                            "east", "west", "upper", "lower", "great", "little"])
"""First words of a place's name ("Villa Larca", "San Miguel Tecaxtla", "Port Calloway"): such a run
of capitals is a place, never the person whose fate the accounts tell."""


def names_in(sentence: Sentence) -> list[tuple[int, int, str]]:
    """Runs of capitalised words as (first token, last token, folded key of the last word), read
    once per sentence (names, people, aliases and display names all ask); the list is shared, so
    it is never changed."""
    known = _NAMED.get(id(sentence.tokens))
    if known is not None and known[0] is sentence.tokens:
        return known[1]
    runs = _names_in(sentence.tokens)
    if len(_NAMED) > 8192:
        _NAMED.clear()
    _NAMED[id(sentence.tokens)] = (sentence.tokens, runs)
    return runs


_NAMED: dict[int, tuple[tuple[Token, ...], list[tuple[int, int, str]]]] = sentence_cache({})
"""Names already read, by the identity of a sentence's tokens (as :func:`.numbers.find_numbers`)."""


def _names_in(tokens: tuple[Token, ...]) -> list[tuple[int, int, str]]:
    runs: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.text[0].isupper() and t.text.isalpha() and t.fold not in STOPWORDS and t.fold not in MONTHS and t.fold not in WEEKDAYS:
            j = i
            while j + 1 < len(tokens) and (
                (tokens[j + 1].text[0].isupper() and tokens[j + 1].text.isalpha())
                or (tokens[j + 1].fold in _NAME_JOINERS and j + 2 < len(tokens) and tokens[j + 2].text[0].isupper())
            ) and tokens[j + 1].start - tokens[j].end <= 1 and not _withheld_surname(tokens, j):
                j += 1
            if NOUNS.of(tokens[j].fold) is None and not any(t.fold in ORGANISATION_WORDS for t in tokens[i : j + 1]) and len(tokens[j].fold) > 2 \
                    and not tokens[j].text.isupper() and tokens[i].fold not in _PLACE_OPENERS and not _a_people(tokens, i, j):
                if _withheld_surname(tokens, j):
                    runs.append((i, j + 1, tokens[i].fold))  # "José «N»": the surname withheld, the person known by the first name
                    i = j + 2
                    continue
                runs.append((i, j, tokens[j].fold))
            i = j + 1
        else:
            i += 1
    return runs


def _withheld_surname(tokens: tuple[Token, ...], j: int) -> bool:
    """Whether the token after ``j`` is the letter N standing for a surname withheld, as Mexican
    prosecutors write it ("José «N»", "José ‘N’", "Juan N."): a lone N set apart by marks on both sides."""
    if j + 1 >= len(tokens) or tokens[j + 1].text != "N" or not 1 <= tokens[j + 1].start - tokens[j].end <= 2:
        return False
    if j + 2 < len(tokens) and tokens[j + 2].text[:1].isdigit():
        return False  # "Garibaldi N° 6": a number, not a name
    return j + 2 >= len(tokens) or tokens[j + 2].start - tokens[j + 1].end >= 2


def _a_people(tokens: tuple[Token, ...], i: int, j: int) -> bool:
    """Whether a capitalised word names a people, not a person: "Varnians", or a plural after a
    number or "the" ("Nine Varnians", "the Varnians")."""
    counted = tokens[i].fold in MANY_NUMBER_WORD
    if i != j and not (counted and j == i + 1):
        return False
    word = tokens[j].fold
    before = tokens[j - 1].fold if j else ""
    return word.endswith("ians") or (word.endswith("s") and (before == "the" or before in MANY_NUMBER_WORD or before[:1].isdigit()))


def name_keys(sentences: list[Sentence]) -> Counter[str]:
    return Counter(key for s in sentences for _, _, key in names_in(s))


def full_name_keys(sentences: list[Sentence]) -> set[str]:
    """Keys of names written at least once with a first name ("Óscar Pérez"): people, not
    countries or peoples ("Venezuela", "Venezuelan")."""
    return {key for s in sentences for first, last, key in names_in(s) if last > first}


def _dismissed(folds: list[str], after: int) -> bool:
    """Whether "discharged" ending before ``after`` means dismissed ("for fraud", "from the
    police force"), not sent home ("from hospital")."""
    if after >= len(folds) or folds[after] not in ("for", "from"):
        return False
    if folds[after] == "for":
        return True
    k = after + 1
    while k < len(folds) and folds[k] in ("the", "a", "his", "her"):
        k += 1
    return k < len(folds) and folds[k] not in ("hospital", "hospitals", "clinic", "care", "intensive")


def _fate(sentence: Sentence, folds: list[str], i: int) -> tuple[str, int] | None:
    """The fate said at token ``i`` and how many tokens say it."""
    token = sentence.tokens[i]
    condition = CONDITION_PHRASES.phrase_at(folds, i)
    if condition is not None and condition[0] == "out of danger" and folds[i + condition[1] - 1] == "discharged" \
            and _dismissed(folds, i + condition[1]):
        return None  # "he had been discharged for fraud", "from the force": dismissed, not sent home from hospital
    if condition is not None:
        return condition  # "in critical condition", "salió por su propio pie"
    phrase = PREDICATE_PHRASES.phrase_at(folds, i)
    if phrase is not None and phrase[0] == "at large" and _a_while(folds, i, phrase[1]):
        return None  # "a fugitive on the run since the spring": how long, before what the story tells
    if phrase is not None and phrase[0] in FATES:
        return phrase
    if token.fold in FATE_UNKNOWN:
        return "unknown", 1
    found = PREDICATES.exact(token.fold)  # no stems: "deadly" is not "dead"
    if found in FATES:
        return found, 1
    return None


_FATE_STARTS = (CONDITION_PHRASES.starts() | PREDICATE_PHRASES.starts() | FATE_UNKNOWN
                | frozenset(w for w, cls in PREDICATES.by_fold.items() if cls in FATES))
"""The words a fate can begin with (:func:`_fate`): a sentence holding none tells no fate."""
_WHILE = frozenset(["for", "since", "desde", "durante", "hace"])


def _a_while(folds: list[str], i: int, length: int) -> bool:
    """Whether a state is told with how long it lasted, or as it had been: history."""
    return any(f in _WHILE for f in folds[i + length : i + length + 2]) or "had" in folds[max(0, i - 2) : i]


def roles_in(sentence: Sentence) -> list[tuple[int, int, str]]:
    """People named by their role after "the", "his", "el", "su": "the gunman", "su abuela"."""
    tokens = sentence.tokens
    out: list[tuple[int, int, str]] = []
    for i in range(1, len(tokens)):
        role = ROLES.of(tokens[i].fold)
        if role is None:
            continue
        if i + 1 < len(tokens) and tokens[i + 1].start == tokens[i].end + 1 and tokens[i + 1].fold in ("taker", "takers", "taking"):
            continue  # "the hostage-taker", "the hostage taker": who took them, not a hostage
        if tokens[i].text[:1].isupper() and tokens[i - 1].text[:1].isupper() and tokens[i - 1].fold not in _DEFINITE:
            continue  # "the Varnian Coast Guard", "la Guardia Civil": a body's name, no one told by a role
        possessive = tokens[i - 1].fold == "s" and i > 1 and tokens[i - 2].end == tokens[i - 1].start - 1
        if tokens[i - 1].fold in _DEFINITE or possessive:
            out.append((i - 1, i, "role:" + role))
            continue
        # "the rescued four-year-old girl", "la pequeña de cuatro años": a few words between
        back = next((j for j in range(i - 2, max(-1, i - 5), -1) if tokens[j].fold in _DEFINITE or tokens[j].fold in _INDEFINITE), -1)
        if back >= 0 and all(sentence.clauses[k] == sentence.clauses[i] and tokens[k].fold not in STOPWORDS and ROLES.of(tokens[k].fold) is None
                             for k in range(back + 1, i)):
            out.append((back, i, "role:" + role))
    return out


_INDEFINITE = frozenset(["a", "an", "un", "una"])
"""Before a role told with what sets it apart ("a four-year-old girl"), one person as well."""
_FEMALE_ROLES = frozenset(["role:the grandmother", "role:the mother", "role:the daughter", "role:the wife"])
_MALE_ROLES = frozenset(["role:the grandfather", "role:the father", "role:the son", "role:the husband"])
_GENERIC = {"woman": _FEMALE_ROLES, "mujer": _FEMALE_ROLES, "senora": _FEMALE_ROLES, "man": _MALE_ROLES,
            "hombre": _MALE_ROLES, "senor": _MALE_ROLES}
_SUBJECT = 4
"""Tokens at the top of a sentence where the person it is about is named."""
_SUBJECT_REACH = 24
"""How far a fate may follow the sentence's subject: "Firefighter Tom Reyes, 29, of the Tiller
station, was listed in critical condition"."""
_RECALL = 4
"""How many sentences back "the woman" may point to the grandmother named before."""


def _generics(sentence: Sentence, recent: dict[str, tuple[str, int]]) -> list[tuple[int, int, str]]:
    """"the woman", "la mujer": the woman of a role named in the sentences just before (the
    gunman's grandmother), as that role."""
    tokens = sentence.tokens
    out: list[tuple[int, int, str]] = []
    for i in range(1, len(tokens)):
        roles = _GENERIC.get(tokens[i].fold)
        if roles is None or tokens[i - 1].fold not in ("the", "la", "el", "this", "esta", "este"):
            continue
        known = [(at, key) for key, (_kind, at) in recent.items() if key in roles and sentence.number - at <= _RECALL]
        if len(known) == 1:  # one such role in sight: no guessing between the mother and the wife
            out.append((i - 1, i, known[0][1]))
    return out


class Told(Record):
    """The people a sentence names: by name and by role (first token, last token, key)."""

    names: list[tuple[int, int, str]]
    roles: list[tuple[int, int, str]]


def told_in(sentences: list[Sentence]) -> list[Told]:
    """Each sentence's people, read once for everything that follows people across accounts."""
    return [Told(names_in(s), roles_in(s)) for s in sentences]


def aliases(sentences: list[Sentence], told: list[Told] | None = None) -> dict[str, str]:
    """A role told with a name beside it ("the ferry's captain, Aldo Rensik", "Rensik, the
    captain"): the role stands for that person, in this article and in any other."""
    found: dict[str, str] = {}
    for sentence, (names, roles) in zip(sentences, told or told_in(sentences), strict=True):
        for a, b, role in roles:
            near = [key for na, nb, key in names
                    if (0 < na - b <= _APPOSITION and _apposed(sentence, b, na)) or (0 < a - nb <= _APPOSITION and _apposed(sentence, nb, a))]
            if len(near) == 1:
                found.setdefault(role, near[0])
    return found


_APPOSITION = 5
"""Tokens between a role and the name told beside it."""
_APPOSED = frozenset(["year", "old", "de", "anos", "the", "a", "an", "el", "la", "su", "his", "her"])
"""Words that may stand between a role and its name in apposition: an age, a determiner."""


def _apposed(sentence: Sentence, left: int, right: int) -> bool:
    """Whether tokens ``left`` and ``right`` are a role and a name set beside each other by a
    comma ("the captain, 58-year-old Aldo Rensik"), not two people a verb joins ("Ramos shot his
    grandmother")."""
    between = sentence.tokens[left + 1 : right]
    return sentence.clauses[left] != sentence.clauses[right] and all(t.fold.isdigit() or t.fold in _APPOSED for t in between)


def _names_a_thing(tokens: tuple[Token, ...], first: int, last: int) -> bool:
    """Whether a name, after "the" and before a word in lower case, names a thing ("the Morandi
    motorway bridge", "the Saratoga hotel"), or ends on the word of a carrier ("Lion Air", "Karsk
    Airways"): no one whose fate is told."""
    if tokens[last].fold in _CARRIER_WORDS:
        return True
    return first > 0 and tokens[first - 1].fold == "the" and last + 1 < len(tokens) and tokens[last + 1].text.isalpha() \
        and tokens[last + 1].text.islower() and tokens[last + 1].fold not in STOPWORDS


_CARRIER_WORDS = frozenset(["air", "airways", "airlines", "airline", "aviation", "aerolineas", "rail", "railway", "railways", "express"])
"""Last words of the names of airlines and railways: a flight that went missing is no person."""


_GROUP_ARTICLES = frozenset(["the", "los", "las"])
_AMONG = frozenset(["among", "amongst", "entre", "of", "de"])
_RELATIVES = frozenset(["who", "that", "which", "que", "quienes", "cuales"])


def _of_others(tokens: tuple[Token, ...], folds: list[str], text: str, i: int, end: int, people: list[tuple[int, int, str]]) -> bool:
    """Whether the fate word at ``i..end`` is of people other than anyone named: a group told by
    it ("treatment to the injured", "los heridos y sus familias"), or the noun a relative clause
    hangs from ("the families of the pupils who died"), unless that noun is the person."""
    if i > 0 and folds[i - 1] in _GROUP_ARTICLES and not (i > 1 and folds[i - 2] in _AMONG):  # "Velo was among the dead": his fate
        after = end + 1
        if after < len(tokens) and folds[after] in _OF:
            return False  # "the body of Idris Malone", "la muerte de Karsk": whose it was follows
        return after >= len(tokens) or folds[after] in STOPWORDS or text[tokens[end].end : tokens[after].start].strip() != ""
    if i > 1 and folds[i - 1] in _RELATIVES and not text[tokens[i - 2].end : tokens[i - 1].start].strip():
        # "The man who died, Len Ostrowski": the noun and the name are one
        return not any(b == i - 2 or end < a <= end + 2 for a, b, _key in people)
    return False


def fates(text: str, sentences: list[Sentence], shared: dict[str, str], language: str, alias: dict[str, str] | None = None,
          told: list[Told] | None = None) -> list[Mention]:
    """Fate mentions of the people in ``shared`` (folded key or "role:…" -> display name); a role
    with a known name (``alias``) is that person."""
    alias = alias or {}
    found: list[Mention] = []
    last_person = ""
    recent: dict[str, tuple[str, int]] = {}  # role key -> (its kind, the sentence it was last named in)
    for sentence, (names, roles) in zip(sentences, told or told_in(sentences), strict=True):
        tokens = sentence.tokens
        folds = [t.fold for t in tokens]
        generic = _generics(sentence, recent)
        for _a, _b, key in roles:
            recent[key] = ("role", sentence.number)
        people = [(a, b, alias.get(key, key)) for a, b, key in names + roles + generic if alias.get(key, key) in shared
                  and not _names_a_thing(tokens, a, b)]
        people.sort()
        numbers: list[Number] | None = None  # read at the first fate word: most sentences tell none
        listed: set[int] = set()
        fated = not _FATE_STARTS.isdisjoint(folds)  # no word a fate begins with: the words need no look
        for i in range(len(tokens) if fated else 0):
            hit = _fate(sentence, folds, i)
            if hit is None:
                continue
            if numbers is None:
                numbers = find_numbers(tokens, language, text)
            fate, length = hit
            if fate == "rescued":
                fate = "survived"
            if fate == "wounded" and any(f in ("of", "from", "de", "por") for f in folds[max(0, i - 2) : i]):
                continue  # "died of his injuries": what he died of, not a fate of its own
            if length == 1 and i > 0 and folds[i - 1] in _THERE_ARE:
                continue  # "asegura que … hay heridos": how many, not the speaker's fate
            end = i + length - 1
            if any(0 < i - n.last <= 3 and sentence.clauses[n.last] == sentence.clauses[i] for n in numbers):
                continue  # "five members captured" is a count
            if (i > 1 and folds[i - 2] in _PLEAS and folds[i - 1] in ("him", "her", "them", "lo", "la", "se")) \
                    or (i > 0 and folds[i - 1] in _AIMS) or (i > 1 and folds[i - 1] in ("his", "her", "su") and folds[i - 2] in _AIMS):
                continue  # "an operation to capture Pérez", "for his capture": an aim, not a fate
            if end + 1 < len(tokens) and folds[end + 1] in ("whether", "if", "si"):
                continue
            if i > 0 and folds[i - 1] in _SAVING:
                continue  # "to save lives", "para salvar vidas": what someone tried to do, no one's fate
            if _in_a_toll(folds, i, end):
                continue  # "put the death toll at 39", "el número de muertos", "las víctimas mortales", "la muerte de 21 mineros": a toll, no one's fate
            # a list: "the survivors are A, B and C", "los supervivientes son: A, B y C"
            if folds[i] in LIST_HEADS or any(f in LIST_HEADS for f in folds[max(0, i - 3) : i]):
                link = next((j for j in range(end + 1, min(len(tokens), end + 5)) if folds[j] in LIST_LINKS or text[tokens[j - 1].end : tokens[j].start].strip() == ":"), -1)
                if link >= 0:
                    for a, b, key in people:
                        if a >= link and a not in listed:
                            listed.add(a)
                            found.append(_mention(shared, key, fate, tokens[a].start, tokens[b].end, sentence.number, text[tokens[i].start : tokens[end].end]))
                    continue
            if _of_others(tokens, folds, text, i, end, people):
                continue  # "treatment to the injured", "the families of the pupils who died": others' fate
            transitive = folds[i] in TRANSITIVE or tokens[i].stem in TRANSITIVE \
                or (i > 0 and folds[i - 1] in _PERFECT and folds[i] in _DONE_TO_SOMEONE)  # "Pemex … ha herido a 101": who did it
            passive = any(f in PASSIVE_MARKERS for f in folds[max(0, i - 3) : i])
            # "wounded by the shooter": who did it, not whom it befell
            after = [(a, b, key) for a, b, key in people if a > end and a - end <= 3 and folds[a - 1] not in ("by", "por", "at", "in", "en", "to")
                     and not any(folds[j] in SPEECH_VERBS for j in range(end + 1, min(len(folds), b + 3)))]
            # "… serán rescatados», declaró Karsk", "… we have lost lives," Minister Ana Varga said: who spoke
            before = [(a, b, key) for a, b, key in people if b < i and (i - b <= 10 or (a <= _SUBJECT and i - b <= _SUBJECT_REACH))
                      and not (a > 0 and folds[a - 1] in _OF)  # "la torre de Pemex, por la que murieron": the name is of a place or a thing
                      and not any(folds[j] in SPEECH_VERBS and folds[j - 1] not in ("was", "were", "is", "are", "fue", "fueron")
                                  for j in range(b + 1, i))]  # "Reverol said eight were wounded": he speaks ("was said to be" is no speaking)
            clause = sentence.clauses[i]
            if len(before) > 1 and sentence.clauses[before[-1][0]] != clause and before[0][0] <= _SUBJECT:
                # "El capataz Ramiro Quintela, el héroe de la mina San Cayetano, ha muerto": the
                # name in the aside is not whom it befell
                before = [p for p in before if sentence.clauses[p[0]] == clause] or before[:1]
            if transitive and not passive:
                before = []
            person: tuple[int, int, str] | None = None
            if before:
                person = before[-1]
            elif after:
                person = after[0]
            if person is not None:
                first, last = min(person[0], i), max(person[1], end)
                key = person[2]
            elif (last_person or people) and any(_pronoun(tokens, j) for j in range(max(0, i - 4), i)):
                pronoun = max(j for j in range(max(0, i - 4), i) if _pronoun(tokens, j))
                earlier = [p for p in people if p[1] < pronoun]
                first, last, key = pronoun, end, earlier[-1][2] if earlier else last_person
                if not key:
                    continue  # "he" before anyone is named: no one to give the fate to
            else:
                continue
            found.append(_mention(shared, key, fate, tokens[first].start, tokens[last].end, sentence.number, text[tokens[i].start : tokens[end].end]))
        if people:
            last_person = people[-1][2]
    return found


_AGE_BEFORE = re.compile(r"\b(?P<n>\d{1,3}|[A-Za-z]+(?:-[a-z]+)?)-year-old\b")
_AGE_AFTER = re.compile(r"[»’'\"”.]?(?:,\s*|\s+|\s*\(\s*(?=\d{1,3}\s*\)))(?:de\s+|an?\s+)?(?P<n>\d{1,3}|[a-záéíóú]+(?:\s+y\s+[a-z]+)?)(?:-year-old\b|(?:\s+a[nñ]os)?\s*[,;)\u2014\u2013]"
                        r"|(?<=\d)\s+(?:and|y)\s+(?=[A-Z])|(?<=\d)\s+(?:y|e)\s+(?=(?:su|sus|un|una|el|la|los|las)\b))")
"""An age after a name: "Ana Drel, 31,", "Ana Drel (31)", "Lino Barral, de 52 años,", "Marta Gil, de nueve años,",
"Ana Drel, 31 and Lino Barral, 52", "Marta Vell de 39 y su hijo"."""
_AGE_THEN_NAMED = re.compile(r"\bde\s+(?P<n>\d{1,3})\s+a[nñ]os,?\s+(?:identificad[oa]|llamad[oa])\s+como\s+$"
                             r"|\b(?P<n2>\d{1,3})-year-old\s+[a-z]+,?\s+(?:identified\s+as|named)\s+$", re.I)
"""An age told of someone before the name they are then given ("una mujer de 72 años, identificada
como Elsa Vell", "a 72-year-old woman, identified as Elsa Vell")."""


_AGE_SUBJECT = re.compile(r"\s*[\"“‘']?(?:The|the)\s+(?P<n>\d{1,3}|[A-Za-z]+(?:-[a-z]+)?)-year-old\b(?!\s+[a-z]+\s+[A-Z])")
"""A sentence that opens on "The 24-year-old": the person the account named last, said again
by age ("The 24-year-old denies…"); not "The 24-year-old striker Ana Vell", who is named."""


_YEARS = re.compile(r"a[nñ]os|year", re.I)
"""What makes a number in words after a name an age ("Marta Gil, de nueve años,"): without it,
"Ana, two of her sons…" is no age."""


def _age(said: str) -> int:
    """An age as written, in digits or words ("nine", "twenty-two", "treinta y uno"), or 0."""
    if said.isdigit():
        return int(said)
    from text_to_num import text2num  # type: ignore[import-untyped]

    words = said.lower().replace("-", " ")
    for language in ("en", "es"):
        try:
            return int(text2num(words, language))
        except ValueError:
            continue
    return 0


def ages(text: str, sentences: list[Sentence], shared: dict[str, str], alias: dict[str, str] | None = None,
         told: list[Told] | None = None) -> list[Mention]:
    """How old a person followed across accounts is said to be: "24-year-old Elias Brandt",
    "Ana Drel, 31,", "Lino Barral, de 52 años," — an age told two ways is a discrepancy."""
    alias = alias or {}
    found: list[Mention] = []
    last = ""  # the person named last: "The 24-year-old" opening the next sentence is them
    for sentence, (names, roles) in zip(sentences, told or told_in(sentences), strict=True):
        # people by name (a role told beside a name is that name): a name reads the same in every language
        people = [(a, b, alias.get(key, key)) for a, b, key in names + roles
                  if alias.get(key, key) in shared and not alias.get(key, key).startswith("role:")]
        tokens = sentence.tokens
        subject = _AGE_SUBJECT.match(text, sentence.start, sentence.end)
        if not people and last and subject is not None:
            age = str(_age(subject.group("n")))
            if 0 < int(age) < 120:
                found.append(Mention("other", f"age|{last}", f"age of {shared[last]}", age, age, subject.start("n"), subject.end(),
                                     sentence.number, True, cue=subject.group().strip()))
        if people:
            last = max(people)[2]
        for a, b, key in people:
            age = ""
            span = (tokens[a].start, tokens[b].end)
            before = _AGE_BEFORE.search(text, tokens[max(0, a - 3)].start, tokens[b].end)  # "23-year-old Dorian Kessler"
            if before is not None:
                age = str(_age(before.group("n")))
            elif (named := _AGE_THEN_NAMED.search(text, max(sentence.start, tokens[a].start - 60), tokens[a].start)) is not None:
                age = str(_age(named.group("n") or named.group("n2")))
                span = (named.start(), tokens[b].end)
            else:
                after = _AGE_AFTER.match(text, tokens[b].end)
                if after is not None and after.end() <= sentence.end and (after.group("n").isdigit() or _YEARS.search(after.group())):
                    age, span = str(_age(after.group("n"))), (tokens[a].start, after.end() - 1)  # a number in words needs "años" or "-year-old"
            if age and 0 < int(age) < 120:
                found.append(Mention("other", f"age|{key}", f"age of {shared[key]}", age, age, span[0], span[1], sentence.number, True, cue=text[span[0] : span[1]]))
    return found


_AGE_NOUNS = {
    **dict.fromkeys(["boy", "nino", "nene"], "boy"),
    **dict.fromkeys(["girl", "nina", "chica", "nena"], "girl"),
    **dict.fromkeys(["man", "hombre", "senor", "varon"], "man"),
    **dict.fromkeys(["woman", "mujer", "senora"], "woman"),
    **dict.fromkeys(["teenager", "teen", "youth", "adolescente", "joven", "muchacho", "muchacha", "chico", "chaval", "pibe"], "young person"),
    **dict.fromkeys(["attacker", "gunman", "assailant", "knifeman", "suspect", "agresor", "atacante", "sospechoso", "tirador",
                     "homicida"], "attacker"),
    **dict.fromkeys(["driver", "motorist", "conductor", "conductora", "chofer", "camionero"], "driver"),
    **dict.fromkeys(["victim", "victima"], "victim"),
    **dict.fromkeys(["pensioner", "retiree", "jubilado", "jubilada", "pensionista"], "pensioner"),
}
"""People an account tells by what they are and how old, not by name ("a 12-year-old boy", "la
niña de ocho años", "the attacker, 27,"): one of each in a story is the same person."""
AGE_TITLES = {cls: f"age of the {cls}" for cls in sorted(set(_AGE_NOUNS.values()))}
MANY_OF_A_KIND = frozenset(["man", "woman", "young person"])
"""Kinds of person a story may hold many of (the gunman and a hostage are both "a man"): their ages
are one person's only where the sentences that tell them are alike."""


@functools.cache
def _unnamed_age() -> re.Pattern[str]:
    """"a 12-year-old boy", "the attacker, 27,", "un chico de 17 años", "la mujer, de unos 35 años", "una joven de
    Villa Karsk (Tolosa) de 22 años" (compiled when first needed)."""
    nouns = "|".join(any_accents(w) for w in sorted(_AGE_NOUNS, key=len, reverse=True))
    return re.compile(
        r"\b(?P<n1>\d{1,2}|[a-z]+(?:-[a-z]+)?)-year-old\s+(?:[a-z]+\s+)?(?P<w1>" + nouns + r")\b"
        r"|\b(?:the|a|an)\s+(?P<w2>" + nouns + r"),\s+(?P<n2>\d{1,2}),"
        r"|\b(?P<w3>" + nouns + r")(?:,|\s+de\s+(?-i:[A-ZÁÉÍÓÚ][\w-]*(?:\s+[A-ZÁÉÍÓÚ][\w-]*){0,3})(?:\s*\([^()]{1,30}\))?)?"
        r"\s+de\s+(?P<approx>unos\s+|unas\s+|casi\s+|alrededor\s+de\s+|cerca\s+de\s+)?(?P<n3>\d{1,2}|[a-záéíóú]+(?:\s+y\s+[a-z]+)?)\s+a[nñ]os\b"
        r"|\b(?P<w4>" + nouns + r")(?:,)?\s+(?:de\s+entre|aged\s+between|of\s+between)\s+(?P<lo>\d{1,2})\s+(?:y|and)\s+(?P<hi>\d{1,2})(?:\s+a[nñ]os)?\b"
        r"|\b(?P<w5>" + nouns + r")\s+in\s+(?:his|her|their)\s+(?:early\s+|mid\s+|late\s+)?(?P<decade>[1-9]0)s\b",
        re.I,
    )


def unnamed_ages(text: str, sentences: list[Sentence]) -> list[Mention]:
    """How old someone told only by what they are is said to be, once per kind of person in an
    account: an account that gives two ages for "a boy" speaks of two boys, and is left out."""
    found: dict[str, list[Mention]] = {}
    for sentence in sentences:
        if not any(t.fold in _AGE_NOUNS for t in sentence.tokens):
            continue
        for m in _unnamed_age().finditer(text, sentence.start, sentence.end):
            word = m.group("w1") or m.group("w2") or m.group("w3") or m.group("w4") or m.group("w5")
            cls = _AGE_NOUNS.get(fold(word))
            if m.group("lo") or m.group("decade"):  # "una mujer de entre 30 y 40 años", "a man in his 30s"
                low = int(m.group("lo") or m.group("decade"))
                high = int(m.group("hi")) if m.group("hi") else low + 9
                if cls is None or not 0 < low < high < 120:
                    continue
                shown = f"{low}-{high}"
                found.setdefault(cls, []).append(Mention("other", f"age|{cls}", AGE_TITLES[cls], shown, shown, m.start(), m.end(),
                                                         sentence.number, cls not in MANY_OF_A_KIND, cue=m.group()))
                continue
            age = _age(m.group("n1") or m.group("n2") or m.group("n3"))
            if cls is None or not 0 < age < 120:
                continue
            shown = f"about {age}" if m.group("approx") else str(age)  # "la mujer, de unos 35 años"
            found.setdefault(cls, []).append(Mention("other", f"age|{cls}", AGE_TITLES[cls], shown, str(age), m.start(), m.end(),
                                                     sentence.number, cls not in MANY_OF_A_KIND, cue=m.group()))
    return [m for told in found.values() if len({m.value for m in told}) == 1 for m in told]


_PERFECT = frozenset(["ha", "han", "habia", "habian", "haber", "habria", "has", "have", "had"])
_DONE_TO_SOMEONE = frozenset(["herido", "matado", "asesinado", "capturado", "detenido", "rescatado", "wounded", "injured"])
"""Participles that, after "ha" or "has" without "been", tell what someone did to others ("ha herido",
"has wounded"), beside the verbs that always do (``TRANSITIVE``: "has killed"); "ha muerto", "has died"
tell what befell the one named."""
_OF = frozenset(["de", "del", "of"])
"""Words before a name that make it the name of something else ("la torre de Pemex", "the wife of
Reyes"), not whom the fate befell."""


def _mention(shared: dict[str, str], key: str, fate: str, start: int, end: int, sentence: int, cue: str) -> Mention:
    return Mention("outcome", f"fate|{key}", f"fate of {shared[key]}", fate, fate, start, end, sentence, True, cue=cue)


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
