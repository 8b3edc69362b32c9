"""What the finder's tests read a text or a comparison as, in one place: the counts a text tells
(title and value), who its first sentence says spoke, and the cards a comparison gives (title ->
each account's value)."""

from __future__ import annotations

from parallax.library.suggest import ArticleText, suggest
from parallax.library.suggest.counts import counts
from parallax.library.suggest.reading import read
from parallax.library.suggest.text import split_sentences


def counts_told(text: str, language: str = "en") -> list[tuple[str, str]]:
    out = []
    for sentence in split_sentences(text, language):
        out += [(m.title, m.value) for m in counts(text, sentence, language, [])]
    return out


def source_of(text: str, language: str = "en") -> str:
    """Who the first sentence of ``text`` says spoke (:func:`.reading.read`)."""
    return read(text, split_sentences(text, language)[0]).source


def cards(*texts: str, language: str = "en", kinds: set[str] | None = None) -> dict[str, list[str]]:
    found = suggest([ArticleText(f"a{i}", t, language) for i, t in enumerate(texts)], kinds=kinds).suggestions
    return {s.title: [p.value for p in s.passages] for s in found}
