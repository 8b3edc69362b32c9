"""Quotations, who said them, and whether two articles quote the same words.

Quotes are found between double quotation marks (“…”, "…", «…») of four words or more. Two
quotes are the same quotation when rapidfuzz's token-set similarity of their folded words is
high; the same quotation in different words, or with a negation one side lacks, is a quote
discrepancy; the same words given to different speakers is an attribution discrepancy.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from ..outlets import outlet_in_title
from ..records import Record
from .lexicon import MEDIA_WORDS, NEGATIONS, ORGANISATION_WORDS, SPEECH_VERBS, STOPWORDS
from .reading import FIRMS, MEDIA, is_person, quoted, read
from .text import Sentence, fold

_QUOTE = re.compile(r"[“\"«]([^“”\"«»\n]{8,1200})[”\"»]")


class Quote(Record):
    article: int
    start: int  # of the quoted words, inside the marks
    end: int
    words: str  # folded words
    negated: bool
    speaker: str
    sentence: int
    said_start: int = -1  # the quotation with who said it ("“…,” said the fire chief"), for a card on who said it
    said_end: int = -1


def _speaker(text: str, sentence: Sentence) -> str:
    """Who the sentence says is speaking, as written ("Marsha Espinosa", "the mayor")."""
    return read(text, sentence).source


def quotes(article: int, text: str, sentences: list[Sentence]) -> list[Quote]:
    """Quotations of three words or more, also those that run over several sentences."""
    found: list[Quote] = []
    starts = [s.start for s in sentences]
    previous: tuple[int, str] = (-1, "")  # where the last quotation ended, and who said it
    for m in _QUOTE.finditer(text):
        words = [fold(w) for w in re.findall(r"[^\W_]+(?:'[^\W_]+)?", m.group(1))]
        if len(words) < 3:
            continue
        first = max(0, bisect_right(starts, m.start()) - 1)
        last = max(0, bisect_right(starts, max(m.start(), m.end() - 1)) - 1)
        negated = any(w in NEGATIONS or w.endswith("n't") for w in words)
        window = (m.end(), min(len(text), m.end() + 160))
        ended = m.group(1).rstrip().endswith((".", "!", "?"))  # “… tonight.” ends the sentence: who follows is someone else
        speaker = "" if ended else _after_quote(text, m.end())
        for at_sentence in (sentences[last], sentences[first]):
            if not speaker:
                speaker, window = _speaker(text, at_sentence), (at_sentence.start, at_sentence.end)
        if speaker and not ended and speaker in _outlet(text):
            # "«…», aseguró en conversación con Radio Pehuén el director regional, Patricio Leiva": who
            # was told is the outlet; who speaks is the first person named after it
            speaker, window = _said_then_named(text, m.end(), sentences[last].end), (m.end(), sentences[last].end)
        if not speaker and last + 1 < len(sentences) and m.end() >= sentences[last].end - 2:
            nxt = sentences[last + 1]
            told = read(text, nxt)
            # “…” / He said it on Monday; not “…” / Local radio reports said…: a medium's report is its own
            speaker, window = (told.source if told.authority != MEDIA else ""), (nxt.start, nxt.end)
        if not speaker:
            speaker, window = _said_then_named(text, m.end(), sentences[last].end), (m.end(), sentences[last].end)
        if not speaker and text[sentences[first].start : m.start()].rstrip().endswith(":"):
            speaker, window = _subject_before_colon(text, sentences[first].start, m.start()), (sentences[first].start, m.start())
        if not speaker and previous[1] and 0 <= m.start() - previous[0] <= 40 and _GOES_ON.fullmatch(text, previous[0], m.start()):
            speaker, window = previous[1], (previous[0], m.start())  # “…,” she said. “…”: the same person goes on
        if not speaker and _UNNAMED.match(text, m.end()):
            # “…,” she told reporters / «…», dijo, emocionado: the person named just before
            window = (sentences[_back(text, sentences, first, 2)].start, m.start())
            speaker = _speaking_before(text, *window) or _named_before(text, *window)
        if not speaker and _PRONOUN_SAYS.search(text, sentences[first].start, m.start()):
            # 'He said Vance "stole from…"': the pronoun is the person named just before, not who the words are about
            window = (sentences[_back(text, sentences, first, 1)].start, sentences[first].start)
            speaker = _speaking_before(text, *window) or _named_before(text, *window)
        for joiner in (" of the ", " of ", " de la ", " del ", " de "):
            person, _sep, _body = speaker.partition(joiner)
            if _body and person and is_person(person) and not is_person(speaker):
                speaker = person  # "Chief Superintendent Fiona Rudd of Wexmoor Police": the person, not the force
                break
        role_end = -1
        if speaker and not any(w[:1].isupper() for w in speaker.split()) and not _a_body(speaker) and not _unnamed_source(speaker):
            # "declaró la alcaldesa", "added the official": the person named just before, when there is one
            named = _person(_named_before(text, sentences[_back(text, sentences, first, _BACK)].start, m.start()))
            if named:
                said_by = text.rfind(speaker, *window)
                if said_by >= m.end():
                    role_end = said_by + len(speaker)  # "…», ha dicho el alcalde": the passage keeps who says it
                speaker, window = named, (sentences[_back(text, sentences, first, _BACK)].start, m.start())
                if said_by >= 0:
                    window = (window[0], max(m.start(), said_by))
        at = text.rfind(speaker, *window) if speaker else -1
        said = (min(m.start(1), at), max(m.end(1), at + len(speaker), role_end)) if at >= 0 else (m.start(1), m.end(1))
        found.append(Quote(article, m.start(1), m.end(1), " ".join(words), negated, speaker, first, *said))
        previous = (m.end(), speaker)
    return found


_BODIES = FIRMS | (ORGANISATION_WORDS - MEDIA_WORDS) | frozenset(["authorities", "autoridades", "owner", "owners", "propietaria", "fiscalia",
                                                  "alcaldia", "ayuntamiento"])
"""Bodies that speak for themselves ("The company said: «…»"): no role that stands for the person named
before it, as "the official" or "la alcaldesa" do; a medium is who was told ("aseguró a este diario")."""


_UNNAMED_SOURCES = frozenset(["source", "sources", "fuente", "fuentes", "witness", "witnesses", "testigo", "testigos", "eyewitness",
                              "eyewitnesses"])
"""Speakers no one is named for ("a security source told Reuters", "fuentes policiales"): never the
person named before them."""


def _unnamed_source(speaker: str) -> bool:
    """Whether a speaker told in lower case is an unnamed source or witness, by any of its words."""
    return any(w in _UNNAMED_SOURCES for w in fold(speaker).split())


def _a_body(speaker: str) -> bool:
    """Whether a speaker told in lower case is a body by its head word ("the company", "el
    ministerio"), not a role in one ("el director del hospital")."""
    words = [w for w in fold(speaker).split() if w not in ("the", "a", "an", "el", "la", "los", "las")]
    return bool(words) and words[0] in _BODIES


_WORD_OF_NAME = r"(?:[A-Z]\.|(?:Dr|Mr|Mrs|Ms|St|Sr|Sra|Dña)\.|[A-ZÁÉÍÓÚÑ][\w'’-]+)"
_NAME_RUN = _WORD_OF_NAME + r"(?:[ \t]+(?:de[ \t]+|del[ \t]+|de[ \t]+la[ \t]+)?" + _WORD_OF_NAME + r"){1,6}"
_CLOSE = r"[,.]?[ \t]*[”\"»]?[ \t]*[,.]?[ \t]*"
_AUX = r"(?:(?:ha|han|había|habían|habia|habian|has|have|had)\s+)?"
"""An auxiliary before the verb of saying ("«…», ha dicho el alcalde")."""
_VERB_THEN_WHO = re.compile(
    _CLOSE + _AUX + r"(?P<verb>[a-záéíóúñ]{3,})\s+(?P<role>(?:(?:el|la|the|a|an|un|una)\s+)?[\w\s'’-]{0,60}?),\s+(?P<name>" + _NAME_RUN + r")\s*[,.;]"
    r"|" + _CLOSE + _AUX + r"(?P<verb2>[a-záéíóúñ]{3,})\s+(?P<name2>" + _NAME_RUN + r"|[A-ZÁÉÍÓÚÑ][\w'’-]+)\b"
    r"|" + _CLOSE + r"(?P<name3>" + _NAME_RUN + r"|[A-ZÁÉÍÓÚÑ][\w'’-]+)\s+(?P<verb3>said|says|told|added|dijo|afirmó|añadió|explicó|declaró)\b"
    r"|" + _CLOSE + _AUX + r"(?P<verb4>[a-záéíóúñ]{3,})\s+(?P<role4>(?:el|la)\s+[a-záéíóúñ]+)(?=\s*[,.;]|\s+(?:ante|a|en|tras|durante|desde)\b)"
    r"|" + _CLOSE + r"(?P<role5>(?:the|el|la)\s+[a-záéíóúñ]+)\s+(?:said|says|told|added|dijo|afirmó|añadió|explicó|declaró)\b"
)
"""Who speaks right after a quotation: "«…», dijo el director, Ernesto Valcárcel," (the name in
apposition to the role), "«…», resumía Hortensia Mayoral" (any verb there introduces the speaker),
"“…,” Ortiz said"."""
_UNNAMED = re.compile(_CLOSE + r"(?:(?:she|he|ella|él)\s+[a-z]+|(?:dijo|añadió|explicó|contó|relató|resumió|insistió|lamentó|aseguró|afirmó|declaró"
                      r"|señaló|indicó|sostuvo|agregó|precisó|subrayó|advirtió|reconoció|admitió|apuntó|defendió|remarcó|recalcó|zanjó)\b)", re.I)
"""A quotation whose speaker is a pronoun or no subject at all: someone named just before."""
_NAMED = re.compile(_NAME_RUN)
_PRONOUN_SAYS = re.compile(r"\b(?:he|she|they|ella|él)\s+(?:also\s+|later\s+|then\s+|también\s+)?(?:said|says|told|added|argued|insisted|dijo|añadió|afirmó|aseguró)\b",
                           re.I)
"""A pronoun that says what is quoted further on in its sentence ("He said Vance \"stole…\"")."""
_GOES_ON = re.compile(r"[\s,.;:]*(?:(?:she|he|they|ella|él|ellos|ellas)\s+)?[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+){0,2}[\s,.;:]*", re.I)
"""Between two quotations, only who says them as a pronoun and a verb ("…," she said. "…"): one
person speaking on."""
_SPEAKING = re.compile(r"(?P<name>" + _NAME_RUN + r")(?:,[^,]{1,60},)?\s+(?:told|said|says|added|explained|dijo|declaró|afirmó|explicó|aseguró|señaló)\b")


def _speaking_before(text: str, start: int, end: int) -> str:
    """The last person named as speaking between ``start`` and ``end`` ("Police Commissioner Rachel
    Okonjo told a press conference… that the attacker, Liam Prosser, …"): a pronoun that speaks next
    is them, not the last name said."""
    names = [m.group("name") for m in _SPEAKING.finditer(text, start, end) if _person(m.group("name"))]
    return names[-1] if names else ""


_BACK = 3
"""Sentences back in which a speaker told by office alone ("el funcionario") was named."""


_NOT_VERBS = frozenset(["and", "but", "then", "the", "that", "which", "who", "with", "from", "for", "while", "pero", "que",
                        "con", "del", "para", "por", "como", "mientras", "sin", "tras"])
"""Words after a quotation that do not introduce who said it."""


_NO_ONE = frozenset(["nobody", "everyone", "everybody", "someone", "nadie", "todos", "alguien"])


def _after_quote(text: str, end: int) -> str:
    m = _VERB_THEN_WHO.match(text, end)
    if m is None or fold(m.group("verb") or m.group("verb2") or m.group("verb4") or "said") in _NOT_VERBS:
        return ""
    role = m.group("role4") or m.group("role5") or ""
    if role:  # "«…», reconoció la gobernadora", "“…,” the mayor told reporters": an office that speaks
        return role if is_person(role) else ""
    name = m.group("name") or m.group("name2") or m.group("name3") or ""
    return "" if fold(name.split()[0]) in STOPWORDS or fold(name) in _NO_ONE else name


_SAID_THEN = re.compile(_CLOSE + r"(?:(?:había|habia|ha|had|has|have)\s+)?(?P<verb>[a-záéíóúñ]{3,})\b(?P<aside>[^\"“”«».;:]{0,120}?)(?P<name>" + _NAME_RUN + r")")


def _said_then_named(text: str, end: int, limit: int) -> str:
    """"«…», había dicho horas antes, desde una camioneta, Elías Barragán": a verb of saying
    right after the quotation, then asides, then the first person named — not the outlet itself
    ("en conversación con Radio Pehuén el director…")."""
    m = _SAID_THEN.match(text, end, limit)
    if m is None or fold(m.group("verb")) not in SPEECH_VERBS:
        return ""
    outlet = _outlet(text)
    for named in _NAMED.finditer(text, m.start("aside"), min(limit, m.end("aside") + 160)):
        if outlet and named.group() in outlet:
            continue
        return _person(named.group())
    return ""


def _outlet(text: str) -> str:
    """The outlet an article names on its first line ("Radio Pehuén FM — …"), or ""."""
    return outlet_in_title(text.split("\n", 1)[0])


_CUE = re.compile(r"[ \t]*(?:\((?:audio|video|vídeo|clip|sound|soundbite|cut)\)|\[(?:audio|video|vídeo|clip)\])?[ \t—–-]*", re.I)
"""A broadcast transcript's cue before who speaks ("(Audio) Beatriz Ocampo: «…»")."""


def _subject_before_colon(text: str, start: int, end: int) -> str:
    """"Julián Pozuelo, de 80 años, lo resumía con una frase: «…»": the person the sentence opens
    with says what follows its colon; so does a transcript's speaker ("(Audio) Alcalde Quiceno: «…»")."""
    cue = _CUE.match(text, start, end)
    m = _NAMED.match(text, cue.end() if cue else start, end)
    return "" if m is None else _person(m.group())


def _person(name: str) -> str:
    """``name`` when it names a person ("Elías Barragán"), not a sentence's first word ("The
    Police") or a body; else ""."""
    words = name.split()
    return name if words and fold(words[0]) not in STOPWORDS and is_person(name) else ""


def _back(text: str, sentences: list[Sentence], first: int, reach: int) -> int:
    """The sentence ``reach`` before ``first`` to look for who spoke from, past a headline (a first
    line with no full stop): a name in a headline ("… bridge collapse …") is what the story is about,
    not who is quoted in it."""
    k = max(0, first - reach)
    while k < first and sentences[k].headline and not text[sentences[k].start : sentences[k].end].rstrip().endswith("."):
        k += 1
    return k


def _named_before(text: str, start: int, end: int) -> str:
    """The last person named (two capitalised words or more, not "The Police") between ``start``
    and ``end``."""
    names = [n.group() for n in _NAMED.finditer(text, start, end) if fold(n.group().split()[0]) not in STOPWORDS
             and not _DATELINE_END.match(text, n.end()) and not quoted(text, n.start(), n.end())]
    return names[-1] if names else ""



_DATELINE_END = re.compile(r"[ \t]*(?:\([A-Z]{2,6}\)[ \t]*)?[—–-][ \t]")
"""What ends a dateline ("Tarlow, Varnia — …", "TOLOSA (AAN) - …"): the name before it is where the
report was filed, no one who spoke."""


def similarity(a: str, b: str) -> float:
    """0..1: how much two folded quotes share, whatever their order and length."""
    from rapidfuzz import fuzz

    return float(fuzz.token_set_ratio(a, b)) / 100.0


def exact_ratio(a: str, b: str) -> float:
    from rapidfuzz import fuzz

    return float(fuzz.ratio(a, b)) / 100.0


def partial_similarity(a: str, b: str) -> float:
    """How well the shorter text reads inside the longer, 0..1."""
    from rapidfuzz import fuzz

    return float(fuzz.partial_ratio(a, b)) / 100.0
