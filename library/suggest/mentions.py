"""What the extractors find: a value claimed for a slot, at a place in one article."""

from __future__ import annotations

from ..records import Record
from .reading import Stance
from .text import Sentence


class Mention(Record):
    """One claim in one article: ``value`` for the slot ``key``, over ``[start, end)``.

    ``specific`` says the key alone names the slot ("officers wounded", "fate of Pérez"); other
    keys ("a date", "a duration") are split into slots by the sentences around the claims.
    ``compare`` is what two claims are judged equal on (a number without its "at least").
    ``stance`` is how the sentence says it (see :mod:`.reading`); ``cue`` the words that gave
    the value ("were killed", "at least"), shown as the card's evidence.
    """

    kind: str
    key: str
    title: str
    value: str
    compare: str
    start: int
    end: int
    sentence: int
    specific: bool
    size: float = 0.0  # a count's number, for telling whether two counts could be one fact's
    stance: Stance = Stance()
    cue: str = ""


class ArticleText(Record):
    """An article as the engine reads it: its id, reading text and language ("en", "es", "")."""

    id: str
    text: str
    language: str = ""


class Analysed(Record):
    article: ArticleText
    language: str
    sentences: list[Sentence]
    mentions: list[Mention]
