"""Sentences, clauses and tokens of a reading text, with their code-point offsets.

Every passage the engine suggests must slice the reading text exactly, so nothing here rewrites
the text: tokens and sentences are offsets into it, and the folded (lower-case, accent-free)
form and the stem of a token sit beside it for matching (see :mod:`.stems`).

A sentence is cut into clauses at punctuation and at the conjunctions that change who speaks or
whether something holds ("but", "although", "pero", "aunque"): a negation or a condition reaches
to the end of its clause, not across the whole sentence.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

from ..records import Record
from .lexicon import ABBREVIATIONS, ANY_NUMBER_WORD, CLAUSE_CONJUNCTIONS, STOPWORDS
from .stems import fold as fold  # re-exported: the folded form is part of a token
from .stems import stem

_NUMBER_WORDS = ANY_NUMBER_WORD

SUPPORTED_LANGUAGES = ("en", "es")

_TOKEN = re.compile(r"\d+(?:[.,:]\d+)*|[^\W\d_]+?(?=n['’]t\b)|n['’]t\b|[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?…]+[\"”’»)\]]*\s+|\n+")
_CLAUSE_MARKS = frozenset(",;:()[]—–\"“”«»")
MAX_TOKENS = 400
"""Tokens of one sentence the extractors read: a 1 MB line without a full stop is not a sentence."""


_ACCENTED = {"a": "[aá]", "e": "[eé]", "i": "[ií]", "o": "[oó]", "u": "[uúü]", "n": "[nñ]"}


def any_accents(word: str) -> str:
    """A folded word as a pattern that finds it written with or without its accents ("nino" finds
    "niño", "veintitres" "veintitrés"): the word lists are folded, the texts are not."""
    return "".join(_ACCENTED.get(c, re.escape(c)) for c in word)


class Token(Record):
    text: str
    start: int
    end: int
    fold: str  # lower case, accents removed: what the word lists are written in
    stem: str  # the fold's Snowball stem in the article's language (the fold itself otherwise)


class Sentence(Record):
    number: int
    start: int
    end: int
    tokens: tuple[Token, ...]
    clauses: tuple[int, ...]  # the clause of each token, counted from 0 in the sentence
    headline: bool = False  # the article's first line

    def content(self) -> frozenset[str]:
        """The sentence's content stems (no stop words, no numbers): what alignment compares.
        Words one event is told with in other words ("blaze" / "fire", "fuga" / "escape") count as one."""
        return frozenset(
            _SAME_THING.get(t.stem, t.stem) for t in self.tokens
            if t.fold not in STOPWORDS and t.fold not in _NUMBER_WORDS and not t.fold[0].isdigit() and len(t.fold) > 1
        )


def outlet_end(text: str, sentence: Sentence) -> int:
    """Where the outlet's name ends on a headline's line ("WKPL Channel 8 — Coaster crash"): no figure,
    length of time or date before it is the story's; the sentence's start for any other sentence."""
    from ..outlets import outlet_in_title

    return sentence.start + len(outlet_in_title(text[sentence.start : sentence.end])) if sentence.number == 0 else sentence.start


def says_any(text: str, sentence: Sentence, words: tuple[str, ...]) -> bool:
    """Whether a sentence holds any of ``words`` (lower case) in its text: one look cheaper than a
    pattern, for readings most sentences give no word of."""
    body = text[sentence.start : sentence.end].lower()
    return any(word in body for word in words)


def token_at(tokens: tuple[Token, ...], position: int, default: int) -> int:
    """The index of the token at or after the character ``position`` (the first that ends past it),
    ``default`` when none does."""
    return next((i for i, t in enumerate(tokens) if t.end > position), default)


def tokenize(text: str, start: int, end: int, language: str) -> tuple[Token, ...]:
    out: list[Token] = []
    forms = _FORMS.setdefault(language, {})
    for m in _TOKEN.finditer(text, start, end):
        word = m.group()
        form = forms.get(word)
        if form is None:
            form = _form(forms, word, language)
        # the record's own constructor, without the frame of its __new__: tokens are the
        # commonest object the engine makes
        out.append(_TUPLE_NEW(Token, (word, *m.span(), *form)))
        if len(out) >= MAX_TOKENS:
            break
    return tuple(out)


_TUPLE_NEW = tuple.__new__
_FORMS: dict[str, dict[str, tuple[str, str]]] = {}
"""Per language, each word as written -> its fold and stem: an article says the same words again
and again, and one look-up is cheaper than asking both caches."""


def _form(forms: dict[str, tuple[str, str]], word: str, language: str) -> tuple[str, str]:
    folded = fold(word)
    if folded.startswith("n'") and folded.endswith("t"):
        folded = "n't"
    if len(forms) > 262144:
        forms.clear()
    form = forms[word] = (folded, stem(folded, language))
    return form


def clauses_of(text: str, tokens: tuple[Token, ...]) -> tuple[int, ...]:
    """The clause number of each token: a new clause after punctuation, and at a conjunction
    that turns the sentence ("but", "although", "pero", "aunque", "sino")."""
    out: list[int] = []
    clause = 0
    previous_end = tokens[0].start if tokens else 0
    for index, token in enumerate(tokens):
        between = text[previous_end : token.start]
        if index and ((between != " " and (not _CLAUSE_MARKS.isdisjoint(between) or " - " in between or ".-" in between
                                             or between.startswith(" -") or between.endswith("- ")))
                      or token.fold in CLAUSE_CONJUNCTIONS):
            clause += 1
        out.append(clause)
        previous_end = token.end
    return tuple(out)


def split_sentences(text: str, language: str) -> list[Sentence]:
    """Sentences of the reading text: ends of lines, and ``.!?`` followed by space, except after
    an abbreviation ("Jan. 9", "Mr. Smith") or before a lower-case word."""
    bounds: list[tuple[int, int]] = []
    begin = 0
    for m in _SENTENCE_END.finditer(text):
        if "\n" not in m.group():
            following = text[m.end() : m.end() + 1]
            if following and (following.islower() or following.isdigit()):
                continue
            word = re.search(r"(\w+)\W*$", text[max(begin, m.start() - 12) : m.start() + 1])
            if word and word.group(1) in ABBREVIATIONS:
                continue
        bounds.append((begin, m.start() + len(m.group().rstrip())))
        begin = m.end()
    bounds.append((begin, len(text)))
    first_line = text.find("\n")
    first_line = len(text) if first_line < 0 else first_line
    sentences: list[Sentence] = []
    for s, e in bounds:
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        while e > s:
            # a run without full stops (a table, a 1 MB line) is read in pieces of MAX_TOKENS words
            tokens = tokenize(text, s, e, language)
            cut = e if len(tokens) < MAX_TOKENS else tokens[-1].end
            headline = not sentences and cut <= first_line and "\n" in text
            sentences.append(Sentence(len(sentences), s, cut, tokens, clauses_of(text, tokens), headline))
            s = cut
            while s < e and not (text[s].isalnum()):
                s += 1
    return sentences


_CachedValue = TypeVar("_CachedValue")
_SENTENCE_CACHES: list[dict[int, Any]] = []


def sentence_cache(cache: dict[int, _CachedValue]) -> dict[int, _CachedValue]:
    """``cache`` (what was read of a sentence, by the identity of its tokens), emptied by
    :func:`forget_sentences`."""
    _SENTENCE_CACHES.append(cache)
    return cache


def forget_sentences() -> None:
    """Empty every :func:`sentence_cache`: a new comparison starts with room for all its sentences
    (a cache that fills up midway is emptied and its sentences read again) and keeps no earlier
    article's tokens alive."""
    for cache in _SENTENCE_CACHES:
        cache.clear()


def guess_language(text: str) -> str:
    """"en" or "es" by their commonest words; "" when neither is plausible."""
    words = [fold(w) for w in re.findall(r"[^\W\d_]+", text[:20000])]
    if len(words) < 3:
        return ""
    english = sum(w in _EN_MARKERS for w in words)
    spanish = sum(w in _ES_MARKERS for w in words)
    best = max(english, spanish)
    if best < max(1, len(words) // 25):
        return ""
    return "en" if english >= spanish else "es"


def normalise_language(code: str | None) -> str:
    """The language code the engine uses for an article's ``language`` field ("en-GB" -> "en")."""
    if not code:
        return ""
    return code.strip().lower().replace("_", "-").split("-")[0]


_EN_MARKERS = frozenset(["the", "of", "and", "to", "in", "that", "is", "was", "were", "for", "on", "with", "by", "said", "at", "from", "his", "he", "they", "have", "has"])
_ES_MARKERS = frozenset(["el", "la", "los", "las", "de", "del", "que", "y", "en", "por", "con", "para", "se", "un", "una", "fue", "su", "al", "lo", "como", "dijo"])


_SAME_THING_WORDS = (
    ("en", "fire fires blaze blazes flames inferno"),
    ("en", "explosion explosions blast blasts detonation"),
    ("en", "crash crashes collision collided smash"),
    ("en", "leak leaks spill spills"),
    ("en", "shooting gunfire shots"),
    ("en", "attack attacks assault raid"),
    ("en", "mayday distress"),
    ("en", "injured wounded hurt injuries"),
    ("en", "dead died killed deaths"),
    ("en", "police officers cops"),
    ("en", "protesters demonstrators marchers"),
    ("en", "evacuation evacuated evacuate evacuees"),
    ("en", "ship vessel boat"),
    ("es", "incendio incendios fuego llamas"),
    ("es", "explosion explosiones estallido detonacion"),
    ("es", "choque colision accidente siniestro"),
    ("es", "fuga escape derrame"),
    ("es", "tiroteo balacera disparos"),
    ("es", "ataque asalto atentado"),
    ("es", "muertos fallecidos murieron fallecieron"),
    ("es", "heridos lesionados"),
    ("es", "policia policias agentes"),
    ("es", "manifestantes protestantes"),
    ("es", "desalojo evacuacion evacuados desalojados"),
    ("es", "barco buque embarcacion"),
)
"""Words of one happening that outlets use for one another, by language: aligned as one stem."""


def _same_thing() -> dict[str, str]:
    found: dict[str, str] = {}
    for language, words in _SAME_THING_WORDS:
        stems = [stem(w, language) for w in words.split()]
        for s in stems:
            found.setdefault(s, stems[0])
    return found


_SAME_THING = _same_thing()

