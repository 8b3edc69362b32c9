"""How a claim is said: in the outlet's own voice or someone else's, for sure or not.

A number or a fate word is not yet a claim: "It was not clear if Pérez survived" does not say he
survived, "If Pérez has been killed…" does not say he was killed, and "the government announced
that he had been captured" says the government announced it. :func:`read` looks once at each
sentence for who speaks (a speech verb and its subject, "according to", "según") and for the
cues of doubt; :func:`stance` then reads one claim in it: negated, hedged, unknown, conditional,
asked, said to be an earlier figure, and by whom.

Negation and condition reach to the end of their clause (see :func:`.text.clauses_of`); doubt
("it was not clear if") and attribution reach over the whole sentence, as they do in news prose.
"""

from __future__ import annotations

from ..records import Record
from .lexicon import (
    CONDITIONALS,
    EARLIER_CUES,
    HEDGE_PHRASES,
    HEDGES,
    MANY_NUMBER_WORD,
    MEDIA_WORDS,
    MONTHS,
    NEGATIONS,
    OFFICIAL_WORDS,
    ORGANISATION_WORDS,
    PREDICATE_PHRASES,
    PREDICATES,
    SOURCE_PREPOSITIONS,
    SPEECH_VERBS,
    STOPWORDS,
    UNKNOWN_CUES,
    WEEKDAYS,
)
from .stems import fold as folded
from .text import Sentence, Token

OWN, OFFICIAL, MEDIA, OTHER = 0, 1, 2, 3
"""Who asserts a claim, most trusted first as the outlet's claim: the outlet itself, an official
body, another outlet, anyone else (a witness, a relative, a named person)."""

_DETERMINERS = frozenset(
    ["the", "a", "an", "his", "her", "its", "their", "this", "that", "el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus", "este", "esta", "otro", "otra"]
)
_PRONOUNS = frozenset(["he", "she", "they", "it", "him", "her", "them", "el", "ella", "ellos", "ellas", "who", "which", "que", "quien"])
FIRMS = frozenset(["company", "firm", "airline", "operator", "carrier", "railway", "empresa", "compania", "aerolinea", "petrolera",
                    "operadora", "constructora", "concesionaria"])
"""A firm that speaks for itself ("la empresa dice que…", "the company said"), named when the sentence
begins with its name."""
_SOURCE_NOUNS = frozenset(
    ["source", "sources", "witness", "witnesses", "resident", "residents", "relative", "relatives", "family", "spokesman", "spokeswoman", "spokesperson", "official", "officials", "expert", "experts", "analyst", "analysts", "survivor", "survivors", "fuente", "fuentes", "testigo", "testigos", "vecino", "vecinos", "familiar", "familiares", "portavoz", "vocero", "experto", "expertos", "sobreviviente", "sobrevivientes",
     "firefighters", "bomberos", "rescuers", "rescatistas", "socorristas", "paramedics", "paramedicos"]
) | FIRMS
_NOT_SPEAKERS = frozenset(
    ["with", "in", "on", "at", "after", "before", "during", "while", "when", "as", "since", "from", "into", "over", "under", "without", "by", "to", "con", "en", "tras", "durante", "mientras", "cuando", "desde", "sobre", "sin", "por", "para", "ante", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo", "yesterday", "today", "tonight", "ayer", "hoy", "anoche", "also", "later", "then", "earlier", "tambien", "luego", "despues", "however", "but", "pero", "that", "que",
     # a word that links the sentence to the one before is no one: "Además, indicó que…"
     "ademas", "asimismo", "igualmente", "finalmente", "posteriormente", "moreover", "meanwhile", "entonces",
     "finally", "besides", "furthermore", "additionally",
     # a verb ends who speaks: "según el alcalde está descartada…"
     "es", "esta", "estan", "son", "fue", "fueron", "era", "ha", "han", "habia", "hay", "is", "are", "was", "were",
     "has", "have", "had", "will", "would", "could", "may"]
)
_LISTENER_NOUNS = frozenset(["periodistas", "medios", "prensa", "reporters", "journalists", "media", "press", "diario", "periodico",
                             "medio", "agencia", "emisora", "radio", "canal", "cadena", "newspaper", "paper", "station", "programme"])
_LISTENERS = _LISTENER_NOUNS | frozenset(["a", "los", "las", "al", "the", "to", "este", "esta", "ese", "esa", "this", "our", "nuestro"])
_WHEN_NOW = frozenset(["hoy", "ayer", "anoche", "today", "yesterday", "tonight"]) | WEEKDAYS
_DAY_LEADS = frozenset(["el", "este", "on", "this", "last"])
_NOT_NEGATING = frozenset([("not", "only"), ("no", "solo"), ("no", "only"), ("no", "longer"), ("not", "just")])
_SPANISH_CONDITIONAL = frozenset(
    ["habria", "habrian", "seria", "serian", "podria", "podrian", "estaria", "estarian", "tendria", "tendrian", "deberia", "deberian"]
)


class Stance(Record):
    negated: bool = False
    hedged: bool = False
    unknown: bool = False
    conditional: bool = False
    question: bool = False
    earlier: bool = False
    source: str = ""  # who says it, as written ("the government", "CNN"); "" for the outlet itself
    authority: int = OWN

    @property
    def asserted(self) -> bool:
        """Said as a fact by someone, not denied, supposed or asked."""
        return not (self.negated or self.unknown or self.conditional or self.question)


class Reading(Record):
    """What one sentence says about how sure it is and who speaks in it."""

    source: str
    authority: int
    question: bool
    unknown_from: int  # token index from which the sentence says the outcome is not known; -1
    unknown_to: int  # the last token that doubt reaches
    earlier_at: tuple[int, ...]  # token indexes of "initially", "earlier"…
    source_from: int = 0  # the token from which the source speaks ("…, while a spokesman cited…": what comes before is not his)


def _folds(sentence: Sentence) -> list[str]:
    return [t.fold for t in sentence.tokens]


def _speaker(tokens: tuple[Token, ...], clauses: tuple[int, ...], first: int, last: int, step: int, clause: int) -> list[Token]:
    """The noun phrase next to a speech verb in its clause, walking from ``first`` towards ``last``."""
    found: list[Token] = []
    i = first
    if step > 0 and i < len(tokens) and tokens[i].fold in ("that", "que"):
        return found  # "said that the east wing was…": what was said follows, not who
    if step > 0:
        # "explicó a la prensa la jefa de bomberos…", "told reporters": the listeners come first
        j = i
        while j < len(tokens) and j - i < 4 and tokens[j].fold in _LISTENERS:
            j += 1
        if j > i and j < len(tokens) and tokens[j - 1].fold in _LISTENER_NOUNS:
            i = j
        elif j == i + 1 and tokens[i].fold in ("a", "al", "to") and j < len(tokens) - 1 and tokens[j].text.isupper() and len(tokens[j].text) <= 6:
            i = j + 1  # "declaró a ACN el gerente": an agency told, then who speaks
        elif i < len(tokens) and tokens[i].fold in ("a", "al") and _named_listener(tokens, i + 1) > i + 1:
            i = _named_listener(tokens, i + 1)  # "dijo a The Tarlow Times el jefe policial": the medium told, then who speaks
        # "informó este sábado la Agencia…", "said on Tuesday the minister": the day comes first
        while i < len(tokens):
            if tokens[i].fold in _WHEN_NOW:
                i += 1
            elif tokens[i].fold in _DAY_LEADS and i + 1 < len(tokens) and tokens[i + 1].fold in WEEKDAYS:
                i += 2
            else:
                break
    else:
        while i > last and tokens[i].fold in _AUXILIARIES and clauses[i] == clause:
            i -= 1  # "fire officials have said", "la policía ha informado": who spoke is before the auxiliary
    longest = 6 if step > 0 else 9  # "Prime Minister Ilse Varga of the west Tarlow government said"; after the verb, a name runs on into what follows
    while 0 <= i < len(tokens) and (i <= last if step > 0 else i >= last) and len(found) < longest:
        t = tokens[i]
        if clauses[i] != clause:
            break
        capital = t.text[:1].isupper()
        if t.text.lower() in ("está", "están"):
            break  # the verb, not the determiner "esta" it folds to
        if step > 0 and found and t.fold in ("a", "al", "to") and (_told_to(tokens, i + 1) or (i + 1 < len(tokens) and tokens[i + 1].fold == "partir")):
            break  # "dijo Ruiz a la prensa": whom he told, after who spoke; "a partir de fuentes…": how he knows
        if t.fold in _DETERMINERS or t.fold in ("of", "de", "del", "for"):
            if step > 0 or found:
                found.append(t)
            i += step
            continue
        if t.fold in STOPWORDS and not capital and t.fold not in _PRONOUNS:
            if step < 0 and found and (t.fold == "no" or t.fold in _NO_ONE_OPENS):
                return []  # "which no official confirmed": no one vouches for it
            if step < 0 and found and t.fold in ("in", "en") and i > 0 and (tokens[i - 1].fold in OFFICIAL_WORDS or tokens[i - 1].fold in _SOURCE_NOUNS):
                found.append(t)  # "Authorities in eastern Tarlow said": who, and where they are
                i += step
                continue
            break
        if (t.fold in SPEECH_VERBS and not _state_before_a_noun(tokens, i)) or t.fold in _NOT_SPEAKERS:
            break
        found.append(t)
        i += step
    if step < 0:
        found.reverse()
        while found and found[0].fold in ("now", "ahora", "then", "entonces"):
            found.pop(0)  # "Now scientists have confirmed": who spoke follows the word that opens the sentence
    while found and (found[0].fold in _DETERMINERS or found[0].fold in ("of", "de", "del", "for")):
        found.pop(0)
    while found and (found[-1].fold in _DETERMINERS or found[-1].fold in ("of", "de", "del", "for")):
        found.pop()
    return found


_AUXILIARIES = frozenset(["have", "has", "had", "ha", "han", "habia", "habian", "also", "tambien", "only", "solo", "already", "ya"])
"""Words between a speaker and the speech verb ("officials have said", "la fiscalía también
informó") that are neither."""
_INFINITIVE = ("ar", "er", "ir")
"""A Spanish speech verb in the infinitive says what someone wants, ought or refused to say
("«Podemos confirmar tres fallecidos», dijo el alcalde"), not who said it: the word before
it is another verb. (No English speech verb ends so.)"""
_COULD = frozenset(["pudo", "pudieron", "podido"])
"""How an outlet says it found something out ("según pudo saber", "según ha podido confirmar"): not who spoke."""


def _named_listener(tokens: tuple[Token, ...], at: int) -> int:
    """Where the speaker starts after a medium named by its capitalised name at ``at`` and before an
    article that opens the speaker ("a The Tarlow Times el jefe…", "a Radio Programas la
    ministra…"); ``at`` when the words are not so."""
    j = at
    while j < len(tokens) and j - at < 5 and tokens[j].text[:1].isupper() and tokens[j].text.isalpha():
        j += 1
    return j if j > at and j + 1 < len(tokens) and tokens[j].fold in ("el", "la") else at


def _told_to(tokens: tuple[Token, ...], at: int) -> bool:
    """Whether the words from ``at`` ("la prensa" of "a la prensa", "reporters" of "to reporters") name
    whom a speaker just named told. (The listeners told before the speaker are read at the top of
    :func:`_speaker`, without "la"/"el", which there may open the speaker's own name.)"""
    j = at
    while j < len(tokens) and j - at < 3 and (tokens[j].fold in _LISTENERS or tokens[j].fold in ("la", "el")):
        if tokens[j].fold in _LISTENER_NOUNS:
            return True
        j += 1
    return False


_SUBJECT_PRONOUNS = frozenset(["he", "she", "they", "ella", "ellos", "ellas"])
"""A pronoun right before the speech verb ("…, she added"): someone told of before this sentence
speaks, not the person or people its first words name."""


def _first_name(tokens: tuple[Token, ...], before: int) -> list[Token]:
    """The first run of capitalised words of a sentence before ``before`` that names a person
    (two words or more, not its first word alone, nor "The …")."""
    i = 1 if tokens and tokens[0].fold in STOPWORDS else 0
    before = min(before, 8)  # the sentence's subject, at its head
    while i < before:
        if tokens[i].text[:1].isupper() and tokens[i].text.isalpha():
            j = i
            while j + 1 < before and tokens[j + 1].text[:1].isupper() and tokens[j + 1].text.isalpha() and tokens[j + 1].start - tokens[j].end <= 1:
                j += 1
            owner = j + 1 < len(tokens) and tokens[j + 1].fold in ("s", "'s", "’s")  # "Ashcombe North's MP": whose, not who
            # a name that runs on past the sentence's head ("… of the Oakhollow State Correctional
            # Facility") is a place's or a body's, not the person the sentence began with
            owner = owner or (j + 1 < len(tokens) and tokens[j + 1].text[:1].isupper() and tokens[j + 1].start - tokens[j].end <= 1)
            counted = tokens[i].fold in MANY_NUMBER_WORD  # "Seven Varnians were in the cafe": whom a number counts, nobody's name
            if j > i and j - i < 4 and not owner and not counted and not any(t.fold in OFFICIAL_WORDS or t.fold in ORGANISATION_WORDS for t in tokens[i : j + 1]):
                return list(tokens[i : j + 1])
            i = j + 1
        else:
            i += 1
    return []


_PLACE_PREPOSITIONS = frozenset(["in", "at", "from", "inside", "outside", "near", "into", "to", "toward", "towards", "across",
                                 "through", "within", "behind", "beside", "opposite", "en", "de", "desde", "del", "al", "a",
                                 "hacia", "dentro", "junto", "cerca", "frente", "sobre", "tras"])
"""Words before a name that make it a place the sentence tells, not a speaker in apposition."""


def _named(tokens: tuple[Token, ...], text: str, label: str) -> str:
    """The name in apposition after a speaker named by role ("el comandante de los Bomberos de
    Valdecruces, Rubén Salcedo"), when there is one."""
    at = text.find(label, tokens[0].start if tokens else 0)
    if at < 0:
        return ""
    # "Maureen Oduya, leader of the council, said": the name before the role
    head = next((k for k, t in enumerate(tokens) if t.start >= at), len(tokens))
    if 0 < head < len(tokens) and text[tokens[head - 1].end : tokens[head].start].strip() == ",":
        name = _capitals_before(tokens, head, 4)
        before = tokens[head - len(name) - 1].fold if head - len(name) > 0 else ""
        place = before in _PLACE_PREPOSITIONS  # "… inside Robb Elementary School, federal officials told": where, not who
        # "… flooded on Harvest Sunday, police said": when, not who
        when = any(t.fold in WEEKDAYS or t.fold in MONTHS for t in name) or before in ("on", "during", "since", "until", "el", "durante", "desde")
        if len(name) >= 2 and not place and not when and not any(t.fold in STOPWORDS for t in name):
            return text[name[0].start : name[-1].end]
    index = next((k for k, t in enumerate(tokens) if t.start >= at + len(label)), len(tokens))
    # the role may run on past the words kept ("… de Valdecruces"), up to a comma
    while 0 < index < len(tokens) and text[tokens[index - 1].end : tokens[index].start].strip() != ",":
        if text[tokens[index - 1].end : tokens[index].start].strip():
            return ""  # another mark: no apposition
        if not tokens[index].text[:1].isupper() and tokens[index].fold not in ("de", "del", "la", "los", "of", "the"):
            return ""
        index += 1
    run: list[Token] = []
    for t in tokens[index : index + 4]:
        if t.text[:1].isupper() and t.text.isalpha() and (not run or t.start - run[-1].end <= 1):
            run.append(t)
        else:
            break
    return text[run[0].start : run[-1].end] if len(run) >= 2 else ""


_BEFORE_A_PLACE = frozenset(["in", "at", "from", "on", "of", "en", "de", "del", "desde", "el"])
_NAME_PARTICLES = frozenset(["da", "de", "del", "di", "do", "dos", "van", "von", "la"])


def _named_before_aside(tokens: tuple[Token, ...], text: str, last: int) -> list[Token]:
    """The name before a long aside that ends at ``last`` ("Mila Trosk, managing director of the
    ferry operator Orvane Lines, said"): a run of two to four capitalised words just before the
    comma that opens the aside, no more than a dozen words back; none when no such run is there."""
    opening = next((k for k in range(last, max(0, last - 12), -1) if text[tokens[k - 1].end : tokens[k].start].strip() == ","), 0)
    run = _capitals_before(tokens, opening, 5)
    k = opening - len(run) - 1
    if opening <= 0 or not 2 <= len(run) <= 4 or (k >= 0 and (tokens[k].fold in _BEFORE_A_PLACE or (not tokens[k].text[:1].isupper() and tokens[k].fold in _NAME_PARTICLES))):
        return []
    return run


def _capitals_before(tokens: tuple[Token, ...], at: int, most: int) -> list[Token]:
    """The run of capitalised words, one space apart, that ends right before token ``at`` (``most``
    words at most), in the order written: a name told before a comma."""
    run: list[Token] = []
    for t in reversed(tokens[max(0, at - most) : at]):
        if not (t.text[:1].isupper() and t.text.isalpha() and (not run or run[-1].start - t.end <= 1)):
            break
        run.append(t)
    return run[::-1]


_OPENING_ARTICLES = frozenset(["el", "la", "los", "las", "un", "una"])
"""Spanish articles that open a speaker's noun phrase: one inside a run of words, before a name, an office or
a source ("radio Tolosa el jefe de bomberos", "según Meridiana un portavoz"), is where the speaker begins."""


def quoted(text: str, start: int, end: int) -> bool:
    """Whether the words at ``[start, end)`` are the whole of a quotation ('shouted "Allahu Akbar"'):
    words said, not who said them."""
    return start > 0 and text[start - 1] in "\"“«‘'" and text[end : end + 1] in ("\"", "”", "»", "’", "'")


def _label(words: list[Token], text: str) -> tuple[str, int]:
    """A speaker's words as shown, and how much their word weighs as the outlet's claim."""
    if words and (words[0].fold in ("that", "que") or (len(words) > 1 and words[0].fold in _LOCATED and words[1].fold in ("a", "en"))):
        return "", OWN  # "said that the east wing was…": what was said; "situada a 300 kilómetros de…": where, not who
    if words and quoted(text, words[0].start, words[-1].end):
        return "", OWN  # 'the gunmen shouted "Allahu Akbar"': the words shouted, whole in their quotation marks, not who shouted them
    while len(words) > 1 and words[-1].fold in _ASKED:
        words = words[:-1]  # "según fuentes de los servicios de emergencia consultadas": the sources, not how they were asked
    while words and (words[0].fold in ("although", "though", "while", "aunque", "pero", "but", "and", "y", "am", "pm", "a", "m", "p")
                     or words[0].fold[:1].isdigit()):
        words = words[1:]  # "…, although authorities reported", "by 8 a.m. the coroner's office said": who spoke follows
    while words and ((words[0].start > 0 and text[words[0].start - 1] in "-'\u2019") or words[0].fold in _WHEN_SAID
                     or (len(words) > 1 and text[words[1].start - 1] == "-" and not words[0].text[:1].isupper())):
        words = words[1:]  # "state-owned Renfe", "TTK's Turkish Hard Coal", "Last night BP": the speaker starts after
    opening = next((k for k in range(1, len(words) - 1) if words[k].fold in _OPENING_ARTICLES and words[k].text.islower()
                    and words[k - 1].fold not in _JOINING_WORDS and words[k - 1].fold not in ("a", "al", "en", "con", "por")
                    and (words[k + 1].text[:1].isupper() or words[k + 1].fold in OFFICIAL_WORDS or words[k + 1].fold in _SOURCE_NOUNS
                         or words[k + 1].fold in MEDIA_WORDS)), 0)
    if opening:
        words = words[opening:]  # "dijo a radio Tarlow el jefe de bomberos", "según Reuters un testigo": who, after whom he told
    if not words or words[0].fold in ("that", "que", "which", "who", "quien", "quienes", "cual"):
        # "it was confirmed last night that a wounded Romanian…": what was said, not who; "which
        # rescuers later described": the words before were what they said
        return "", OWN
    if len(words) == 1 and words[0].fold.endswith(("mente", "ly")) and text[words[0].end : words[0].end + 1] == ",":
        return "", OWN  # "Previamente, dijo que…": how or when it was said, not who
    folds = {t.fold for t in words}
    named = any(t.text[:1].isupper() and t.fold not in STOPWORDS for t in words)
    if folds & _PRONOUNS and len(words) == 1:
        return "", OWN
    if words[0].fold in _NOT_SPEAKERS or words[0].fold in _NO_ONE_OPENS or words[0].fold in ("no", "ningun") or len(words) > 9:
        return "", OWN  # "cifra que ninguna autoridad ha confirmado", "no official has confirmed": no one vouches for it
    if any(len(t.text) > 5 and t.text.isupper() for t in words) or sum(len(t.text) > 1 and t.text.isupper() for t in words) >= 2:
        return "", OWN  # a dateline ("CIUDAD DE MÉXICO.-"), not a speaker
    if not (named or folds & OFFICIAL_WORDS or folds & MEDIA_WORDS or folds & _SOURCE_NOUNS):
        return "", OWN
    shown = text[words[0].start : words[-1].end]
    if folds & MEDIA_WORDS or (len(words) == 1 and words[0].text.isupper() and len(words[0].text) <= 5):
        return shown, MEDIA
    if folds & OFFICIAL_WORDS:
        return shown, OFFICIAL
    return shown, OTHER


_WHEN_SAID = frozenset(["last", "night", "yesterday", "today", "tonight", "earlier", "later", "also", "then", "morning", "evening",
                        "afternoon", "ayer", "hoy", "anoche", "initial", "early", "preliminary", "primeras", "primeros"]) | WEEKDAYS
"""Words of when something was said, before the one who said it ("Last night BP said", "Initial
reports suggest": no one named)."""


_ATTRIBUTIVE_LEADS = frozenset(["the", "a", "an", "el", "la", "los", "las"])
"""Words before a participle that make it qualify a noun ("the reported toll"), not tell speech."""


_LOCATED = frozenset(f"{stem}{end}" for stem in ("situad", "ubicad", "localizad") for end in ("o", "a", "os", "as"))
"""A place described ("situada a 300 kilómetros de…"), not who spoke."""
_ASKED = frozenset(f"{stem}{end}" for stem in ("consultad", "citad", "revisad", "contactad") for end in ("o", "a", "os", "as"))
"""How sources were reached ("fuentes de la prisión consultadas"): not part of who they are."""
_REPORTS = frozenset(["report", "reports", "reporte", "reportes", "informe", "informes"])
_REPORT_LEADS = frozenset(["the", "initial", "early", "first", "media", "news", "press", "some", "these", "those", "local", "unconfirmed",
                           "latest", "earlier", "several", "many", "other", "los", "las", "unos", "algunos", "primeros"])
"""Words before "reports" that make it a noun ("initial reports suggested"), not a verb of speech."""


def _named_after(tokens: tuple[Token, ...], clauses: tuple[int, ...], text: str, i: int) -> bool:
    """Whether who spoke is told after the verb at ``i`` by what they are ("…, partido de General
    Tolosa, informaron fuentes oficiales"; "…, said the ministry"), not by a name: then the capitals
    before the verb are a place, not a speaker in apposition."""
    if i + 1 >= len(tokens) or clauses[i + 1] != clauses[i]:
        return False
    opening = tokens[i + 1].fold
    if not (opening in ("el", "la", "los", "las", "the") or opening in _SOURCE_NOUNS or opening in OFFICIAL_WORDS or opening in MEDIA_WORDS):
        return False  # "sostuvo a la salida de la Fiscalía": where he said it, not who
    after = _speaker(tokens, clauses, i + 1, len(tokens) - 1, 1, clauses[i])
    return bool(after) and after[0].text.islower() and bool(_label(after, text)[0])


def _no_speech(tokens: tuple[Token, ...], folds: list[str], i: int) -> bool:
    """Whether a speech word at ``i`` says nothing here: "reports" as a noun ("Initial reports
    suggested", "Reports suggested"), "reported" of what befell people ("the number of people
    reported missing"), "claimed" of lives ("the landslide claimed at least 31 lives")."""
    fold = folds[i]
    if fold in _REPORTS and (i == 0 or folds[i - 1] in _REPORT_LEADS or (
            tokens[i - 1].text.islower() and folds[i - 1] not in OFFICIAL_WORDS and folds[i - 1] not in MEDIA_WORDS
            and folds[i - 1] not in _SOURCE_NOUNS and folds[i - 1] not in _SUBJECT_PRONOUNS and folds[i - 1] not in ("it", "who", "which", "that", "que"))):
        return True  # "missing person reports filed by friends": a noun
    if fold in ("reported", "reportados", "reportadas", "reportado", "reportada") and i + 1 < len(tokens) \
            and PREDICATES.of(folds[i + 1], tokens[i + 1].stem):
        return True
    return fold.startswith("claim") and any(f in ("lives", "life", "vidas", "vida") for f in folds[i + 1 : i + 6])


def _state_before_a_noun(tokens: tuple[Token, ...], i: int) -> bool:
    """Whether "state" at ``i`` qualifies what follows or is owned ("Tarlia's state Orbis news agency",
    "the Tarlish state news agency", "state media"), not a verb of speech ("officials state that…")."""
    if tokens[i].fold != "state":
        return False
    before = tokens[i - 1].fold if i > 0 else ""
    after = tokens[i + 1] if i + 1 < len(tokens) else None
    if after is not None and after.start - tokens[i].end > 1:
        after = None  # "the minister of state, Omar Vell": a comma ends the words "state" is part of
    if i > 0 and tokens[i - 1].text[:1].isupper() and tokens[i].text.islower():
        return True  # "the country's western Karsk state claimed 31 lives": the region of that name
    return before in _OWNERS or (after is not None and (after.fold in MEDIA_WORDS or after.fold in OFFICIAL_WORDS
                                                        or after.fold in _STATE_NOUNS or after.text[:1].isupper()))


_OWNERS = frozenset(["the", "a", "an", "s", "its", "his", "her", "their", "our", "this", "that"])
"""Words before "state" that make it a noun or a body's ("the state", "Tarlia's state agency"), not a verb."""
_STATE_NOUNS = frozenset(["news", "media", "television", "tv", "radio", "broadcaster", "run", "owned", "agency", "department", "government",
                          "police", "officials", "authorities", "prosecutor", "governor", "of", "emergency", "emergencies"])
"""Words after "state" that make it part of a name for a body ("state media", "state-run", "state police")."""


def _attributive(folds: list[str], i: int) -> bool:
    """A participle of speech that qualifies a noun ("among the 59 confirmed dead", "the reported
    toll"): no one is told speaking."""
    return i > 0 and folds[i].endswith(("ed", "ado", "ada", "ados", "adas")) \
        and (folds[i - 1][:1].isdigit() or folds[i - 1] in _ATTRIBUTIVE_LEADS)


def read(text: str, sentence: Sentence) -> Reading:
    tokens = sentence.tokens
    folds = _folds(sentence)
    body = text[sentence.start : sentence.end]
    question = body.rstrip("\"”’»)] ").endswith("?") or "¿" in body
    source, authority = "", OWN
    source_from = 0
    for i, fold in enumerate(folds):
        found = SOURCE_PREPOSITIONS.phrase_at(folds, i)
        length = found[1] if found else (1 if SOURCE_PREPOSITIONS.of(fold) else 0)
        if length:
            at = i + length
            if at + 1 < len(tokens) and folds[at] in ("ha", "han") and folds[at + 1] == "podido":
                at += 1
            if at + 1 < len(tokens) and folds[at] in _COULD and folds[at + 1].endswith(("ar", "er", "ir")):
                # "según pudo saber este diario": the outlet's own finding; "según ha podido saber Cadena Litoral de
                # fuentes policiales": the sources it names
                at = next((k for k in range(at + 2, min(len(tokens), at + 10)) if folds[k] == "fuentes"), len(tokens))
            label, weight = _label(_speaker(tokens, sentence.clauses, at, len(tokens) - 1, 1, sentence.clauses[i]), text) \
                if at < len(tokens) else ("", OWN)
            if label:
                source, authority = label, weight
                break
        if fold in SPEECH_VERBS and not (i > 0 and tokens[i].text[:1].isupper()) and not _state_before_a_noun(tokens, i) \
                and not (i > 0 and folds[i - 1] == "se") and not _attributive(folds, i) and not fold.endswith(_INFINITIVE) \
                and not _no_speech(tokens, folds, i):  # "the Oakhollow State Correctional…": a name; "el fuego se declaró": it broke out
            clause = sentence.clauses[i]
            label, weight = _label(_speaker(tokens, sentence.clauses, i - 1, 0, -1, clause), text)
            named_before = bool(label)  # "…, while a spokesman cited": who spoke opens the verb's clause
            if not label and i > 0 and tokens[i - 1].text[:1].isupper() and not _named_after(tokens, sentence.clauses, text, i):
                # "The vice-president, Diosdado Cabello, said": the name in apposition (but "…, partido de
                # General Tolosa, informaron fuentes oficiales": who spoke follows the verb)
                words = _speaker(tokens, sentence.clauses, i - 1, 0, -1, sentence.clauses[i - 1])
                at = next((k for k, t in enumerate(tokens) if words and t.start == words[0].start), 0)
                if at == 0 or "," in text[tokens[at - 1].end : tokens[at].start]:
                    # an aside between commas; not the end of a place ("en la vereda El Tablón, informó")
                    label, weight = _label(words, text)
            # "…, she added", "He also announced a payment to…": someone told of before speaks; what
            # follows the verb is what was said, and the sentence's first name is not who spoke
            pronoun = i > 0 and (folds[i - 1] in _SUBJECT_PRONOUNS or (folds[i - 1] in _AUXILIARIES and i > 1 and folds[i - 2] in _SUBJECT_PRONOUNS))
            if not label and fold not in ("told", "tell", "tells", "telling") and not pronoun:
                after = _speaker(tokens, sentence.clauses, i + 1, len(tokens) - 1, 1, clause)
                if not any(PREDICATES.of(t.fold, t.stem) for t in after[:4]) and not (after and after[0].fold[:1].isdigit()):
                    # "confirmed the death of two…", "has claimed 23 lives", "said 17 firefighters are
                    # missing": what was said or done, not who
                    label, weight = _label(after, text)
            if (not label and not pronoun) or (label and folded(label.split()[-1]) in FIRMS):
                # "La gobernadora, Marta Ibarguren, visitó la zona y prometió: …": the person the
                # sentence began with; "Halbrook Appliance Co. will close …, the company said": the firm's name
                named_label, named_weight = _label(_first_name(tokens, i), text)
                if named_label:
                    label, weight = named_label, named_weight
            elif weight != MEDIA and label:
                label = _named(tokens, text, label) or label
            if not label and i > 1 and text[tokens[i - 1].end : tokens[i].start].strip() == ",":
                label, weight = _label(_named_before_aside(tokens, text, i - 1), text)
            if label:
                if any(f in ("citing", "citando") for f in folds[i + 1 : i + 8]):
                    label += ", citing a source"
                source, authority = label, weight
                source_from = _contrast_before(tokens, text, i) if named_before else 0
                break
    unknown_from = unknown_to = -1
    for i in range(len(folds) if not _UNKNOWN_STARTS.isdisjoint(folds) else 0):
        cue = UNKNOWN_CUES.phrase_at(folds, i)
        if cue is not None:
            # "not clear if X survived" doubts the clause it introduces; "the fate of X remains
            # unknown" doubts only its own clause
            unknown_from = i + cue[1]
            asks = folds[i + cue[1] - 1] in ("if", "whether", "si")
            reach = sentence.clauses[i + cue[1] - 1] + (1 if asks else 0)
            unknown_to = max((j for j in range(len(folds)) if sentence.clauses[j] <= reach), default=len(folds) - 1)
            if not asks:
                unknown_from = max((j for j in range(i + 1) if sentence.clauses[j] < sentence.clauses[i]), default=-1) + 1
            break
    earlier = tuple(i for i in range(len(folds)) if EARLIER_CUES.of(folds[i]) or EARLIER_CUES.phrase_at(folds, i)) \
        if not _EARLIER_STARTS.isdisjoint(folds) else ()
    return Reading(source, authority, question, unknown_from, unknown_to, earlier, source_from)


_CONTRASTS = frozenset(["while", "whereas", "mientras"])
"""Words that open a clause set against what came before: "officials gave one toll, while a spokesman cited another"."""


def _contrast_before(tokens: tuple[Token, ...], text: str, verb: int) -> int:
    """The token at which the speaker's clause opens when a comma or a dash and "while" / "mientras"
    set it against what the sentence said before; 0 when the whole sentence is the speaker's."""
    for j in range(verb - 1, max(0, verb - CONTRAST_REACH), -1):
        if tokens[j].fold in _CONTRASTS and any(mark in text[tokens[j - 1].end : tokens[j].start] for mark in ",;\u2014\u2013"):
            return j
    return 0


CONTRAST_REACH = 8
"""Words between "while" and the verb of the speaker it opens with ("while a Taliban spokesperson cited")."""


_UNKNOWN_STARTS = UNKNOWN_CUES.starts()
_EARLIER_STARTS = EARLIER_CUES.starts()
"""Words without which a sentence says nothing is known, or that it tells what came before: most
sentences' words need not be looked at one by one."""
_UNTIL = frozenset(["until", "till", "hasta"])


def _negated(sentence: Sentence, first: int, last: int) -> bool:
    tokens, clauses = sentence.tokens, sentence.clauses
    clause = clauses[first]
    for j in range(max(0, first - 5), (last + 1) if last >= 0 else first):
        if clauses[j] != clause or tokens[j].fold not in NEGATIONS:
            continue
        nxt = tokens[j + 1].fold if j + 1 < len(tokens) else ""
        if (tokens[j].fold, nxt) in _NOT_NEGATING:
            continue
        if j >= first and PREDICATE_PHRASES.phrase_at(_folds(sentence), j) is not None:
            continue  # "51 people were not accounted for": the negation is the claim's own word
        if (j >= first and tokens[j].fold in ("no", "sin", "without", "ninguna", "ningun", "ninguno")) or (j == first and tokens[j].fold == "not"):
            continue  # "no one", "not a single arrest": a count of none is the count's business
        if any(t.fold in _UNTIL for t in tokens[j + 1 : first]):
            continue  # "the alarm was not raised until 7pm", "no abrirá hasta finales de abril": when it happens
        return True
    opening = next((j for j in range(first) if clauses[j] == clause), -1)
    return opening >= 0 and opening < first - 5 and tokens[opening].fold in _NO_ONE_OPENS


_NO_ONE_OPENS = frozenset(["none", "nobody", "neither", "ninguno", "ninguna", "nadie"])
"""A clause that opens on no one denies what it goes on to say of them, however far ("Ninguno de
los 900 efectivos desplegados portaba armas": none was armed)."""


_CONCESSIVES = frozenset(["although", "though", "whereas", "aunque"])


def _conceded(folds: list[str], clauses: tuple[int, ...], cue: int) -> bool:
    """Whether an earlier figure is conceded in a clause of its own ("Aunque los primeros
    informes hablaban de 90 víctimas, … el ferry llevaba 84 pasajeros"): what the
    sentence goes on to say after it is the current account, not the earlier one."""
    j = cue - 1
    while j >= 0 and clauses[j] == clauses[cue]:
        if folds[j] in _CONCESSIVES or (folds[j] == "bien" and j and folds[j - 1] == "si"):
            return True
        j -= 1
    return False


def stance(reading: Reading, sentence: Sentence, first: int, last: int, *, words_deny: bool = True) -> Stance:
    """How the claim over tokens ``first..last`` of ``sentence`` is said. With ``words_deny``
    false, a negation among the claim's own words ("never declared") is part of its value, not
    a denial of it."""
    tokens, clauses = sentence.tokens, sentence.clauses
    if not tokens:
        return Stance()
    first = max(0, min(first, len(tokens) - 1))
    last = max(first, min(last, len(tokens) - 1))
    folds = _folds(sentence)
    clause = clauses[first]
    before = range(first - 1, -1, -1)
    hedged = conditional = False
    for j in before:
        if clauses[j] != clause and clauses[j] < clause - 1:
            break
        fold = folds[j]
        if fold in HEDGES or fold in _SPANISH_CONDITIONAL or HEDGE_PHRASES.phrase_at(folds, j):
            hedged = True
        if j == reading.unknown_from - 1:
            continue  # the "if" of "it was not clear if": doubt, read below, not a condition
        asks = (fold in CONDITIONALS and tokens[j].text.lower() in ("if", "unless", "si")) or fold == "whether"
        if asks and (clauses[j] == clause or j == 0 or clauses[j] == clauses[0]):
            conditional = True
    for j in range(first, min(len(tokens), last + 3)):
        if folds[j] in _SPANISH_CONDITIONAL or folds[j] in ("feared", "believed", "suspected", "reportedly"):
            hedged = True
    unknown = 0 <= reading.unknown_from <= first + 1 and first <= reading.unknown_to
    earlier = any(e < first and first - e <= 20 and not (clauses[e] != clause and _conceded(folds, clauses, e))
                  for e in reading.earlier_at)
    return Stance(
        negated=_negated(sentence, first, last if words_deny else -1),
        hedged=hedged,
        unknown=unknown,
        conditional=conditional,
        question=reading.question,
        earlier=earlier,
        source=reading.source if first >= reading.source_from else "",
        authority=reading.authority if first >= reading.source_from else OWN,
    )


def is_person(label: str) -> bool:
    """Whether a speaker is named as a person ("Marsha Espinosa") or by the one office a person
    holds ("the mayor", "la gobernadora"), not by a body ("the ministry")."""
    words = label.replace(",", " ").split()
    if len(words) == 2 and folded(words[0]) in ("the", "el", "la") and folded(words[1]) in ONE_PERSON_OFFICES:
        return True
    capitals = [w for w in words if w[:1].isupper()]
    if (capitals and folded(capitals[-1]) in _PLACE_WORDS) or (words and folded(words[0]) in _PLACE_WORDS):
        return False  # "Vellmore's Mill Lane", "Plaza de Armas": a place, nobody who speaks
    if any(folded(w) in _RELAYS for w in words) or (len(words) == 1 and folded(words[0]) in _NOT_NAMES):
        return False  # "Xinhua", "Telegram channel": who passed the words on; "Asimismo", "Russian": nobody
    if len(capitals) >= 2 and folded(capitals[-1]) in _BODY_ADJECTIVES:
        return False  # "Guardia Nacional", "Protección Civil": a body
    return (
        bool(capitals) and folded(capitals[-1]) not in ORGANISATION_WORDS and folded(capitals[-1]) not in OFFICIAL_WORDS
        and (len(words) <= 4 or (len(words) <= 8 and _ends_on_a_name(words)))
    )


_RELAYS = frozenset(["xinhua", "reuters", "afp", "efe", "tass", "novosti", "telegram", "channel", "bloomberg", "notimex", "ansa",
                     "dpa", "cnn", "bbc", "yonhap", "kyodo", "pti", "ani", "sputnik", "interfax"])
"""Agencies, channels and outlets a quotation reaches the account through: not who said it (by name;
``MEDIA_WORDS`` also holds words of a person's title, "press secretary")."""
_NOT_NAMES = frozenset(["asimismo", "ademas", "also", "however", "meanwhile", "moreover", "finally", "finalmente", "luego",
                        "entonces", "tambien", "russian", "american", "chinese", "british", "mexican", "mexicano", "ruso"])
"""Single words at a speaker's place that name no one: a linking adverb, a nationality."""
_BODY_ADJECTIVES = frozenset(["nacional", "civil", "federal", "municipal", "provincial", "estatal", "regional", "national"])
"""Adjectives that end the name of a body in Spanish ("Guardia Nacional", "Protección Civil")."""
_PLACE_WORDS = frozenset(["lane", "street", "road", "avenue", "square", "bridge", "park", "drive", "way", "quay", "harbour",
                          "calle", "avenida", "plaza", "paseo", "puente", "parque", "carretera", "muelle", "puerto"])
"""Words a place's name ends or begins with."""
ONE_PERSON_OFFICES = frozenset(["mayor", "governor", "president", "minister", "prosecutor", "sheriff", "chief", "commander",
                                 "alcalde", "alcaldesa", "gobernador", "gobernadora", "presidente", "presidenta",
                                 "ministro", "ministra", "fiscal", "consejero", "consejera", "director", "directora"])
"""Offices one person holds: who speaks as "the mayor" is one person."""


def _ends_on_a_name(words: list[str]) -> bool:
    """A long label that ends on a given name and a surname ("Merrin County Fire Chief Dana
    Okafor"), not on an office ("Assistant Secretary of Public Affairs")."""
    last = words[-2:]
    return all(w[:1].isupper() and folded(w) not in OFFICIAL_WORDS and folded(w) not in ORGANISATION_WORDS for w in last) \
        and not any(folded(w) in _JOINING_WORDS for w in words[-3:])


_JOINING_WORDS = frozenset(["of", "for", "and", "the", "de", "del", "para", "y", "la", "el", "los", "las"])
"""Words that tie an office to what it is of: "Secretary of Public Affairs" ends on no name, "regional organiser Lorna
Breck" does."""


def _spelt(word: str) -> str:
    """A folded name as either spelling gives it: "Karsköfer" is written "Karskoefer" where ö is not at hand."""
    return word.replace("oe", "o").replace("ue", "u").replace("ae", "a")


def same_speaker(names: list[str]) -> bool:
    """Whether speakers named differently are one person ("Marsha Espinosa", "Espinosa")."""
    words = [[_spelt(w) for w in folded(n).replace(",", " ").split()] for n in names]
    # one's surname among the other's words: the county or club both serve is no name
    return all(a and b and (a[-1] in b or b[-1] in a) for i, a in enumerate(words) for b in words[i + 1 :])
