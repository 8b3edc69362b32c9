"""Language tags from whatever a source says ("en_US", "es-VE", "English" is not one).

A language the source states is recorded when it is, or is trivially made, a BCP 47 tag. When
the source states none, :func:`guess_language` reads it from the text by its most common short
words, but only when the text is long enough and one language clearly leads: a wrong tag
would be worse than none for a reader comparing sources.
"""

from __future__ import annotations

import re
from collections import Counter

_TAG = re.compile(r"^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$")


def language_tag(value: str | None) -> str | None:
    """A BCP 47 tag with conventional case ("en", "es-VE", "zh-Hant-TW"), or None."""
    if not value:
        return None
    candidate = value.strip().split(",")[0].split(";")[0].strip().replace("_", "-")
    if not _TAG.match(candidate) or candidate.lower() in ("und", "mul", "zxx", "xx"):
        return None
    parts = candidate.split("-")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 2 and part.isalpha():
            out.append(part.upper())
        elif len(part) == 4 and part.isalpha():
            out.append(part.title())
        else:
            out.append(part.lower())
    return "-".join(out)


_STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset(["the", "of", "and", "to", "in", "is", "that", "for", "it", "was", "with", "by", "on", "not", "this", "are", "or", "his", "from", "at", "which", "but", "have", "they", "be"]),
    "es": frozenset(["el", "la", "de", "que", "y", "en", "los", "del", "se", "las", "por", "un", "para", "con", "no", "una", "su", "al", "lo", "como", "más", "pero", "sus", "le", "ya", "o", "este", "porque", "esta", "entre", "cuando", "muy", "sin", "sobre", "también", "hasta", "hay", "donde", "desde"]),
    "fr": frozenset(["le", "la", "les", "de", "des", "et", "est", "un", "une", "du", "que", "qui", "dans", "pour", "pas", "sur", "au", "avec", "ce", "il", "ne", "se", "aux", "ces", "sont"]),
    "pt": frozenset(["o", "a", "de", "que", "e", "do", "da", "em", "um", "para", "é", "com", "não", "uma", "os", "no", "se", "na", "por", "mais", "as", "dos", "como", "mas", "ao", "das", "foi"]),
    "de": frozenset(["der", "die", "und", "in", "den", "von", "zu", "das", "mit", "sich", "des", "auf", "für", "ist", "im", "dem", "nicht", "ein", "eine", "als", "auch", "es", "an"]),
    "it": frozenset(["il", "di", "e", "la", "che", "è", "per", "un", "in", "del", "non", "una", "sono", "le", "si", "con", "da", "al", "dei", "della", "gli", "nel"]),
}
_WORD = re.compile(r"[^\W\d_]+")
MIN_GUESS_WORDS = 40
"""Fewer words than this are too few to tell a language by its short words."""


def guess_language(text: str) -> str | None:
    """The language of ``text`` ("en", "es", "fr", "pt", "de", "it"), or None when unsure.

    Counts the language's most common short words among the first few thousand words; the
    leader must cover a good share of the words and clearly beat the second (Spanish and
    Portuguese share many).
    """
    words = [w.casefold() for w in _WORD.findall(text[:30_000])]
    if len(words) < MIN_GUESS_WORDS:
        return None
    counts = Counter(words)
    scores = sorted(
        ((sum(counts[w] for w in stop), tag) for tag, stop in _STOPWORDS.items()), reverse=True
    )
    (best, tag), (second, _) = scores[0], scores[1]
    if best < 0.2 * len(words) or best < 1.3 * second:
        return None
    return tag
