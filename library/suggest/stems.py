"""A word folded (lower case, no accents) and its stem: what the word lists and the alignment
match on.

Stems come from the Snowball stemmers (PyStemmer, the Snowball project's own C build): rules
instead of dictionaries, so a language costs about a millisecond to load where a lemma
dictionary cost seconds (docs/design.md says what was measured). It is imported on first use,
never when the app starts.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from typing import Any

_STEMMER_NAMES = {"en": "english", "es": "spanish"}


@lru_cache(maxsize=65536)
def fold(word: str) -> str:
    """Lower case without accents ("Pérez" and "Perez" are one name)."""
    lowered = word.lower().replace("’", "'")
    if lowered.isascii():
        return lowered
    decomposed = unicodedata.normalize("NFD", lowered)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).replace("ñ", "n")


@lru_cache(maxsize=4)
def _stemmer(language: str) -> Any:
    import Stemmer  # type: ignore[import-not-found]

    return Stemmer.Stemmer(_STEMMER_NAMES[language])


@lru_cache(maxsize=262144)
def stem(folded: str, language: str) -> str:
    """The Snowball stem of a folded word in ``language`` (the word itself where none applies)."""
    if language not in _STEMMER_NAMES or not folded or folded[0].isdigit():
        return folded
    if folded == "n't":
        return "not"
    return str(_stemmer(language).stemWord(folded))
