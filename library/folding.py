"""The one rule for comparing words the way readers do: without case and without accents.

"Pérez" and "perez", "miércoles" and "MIERCOLES", "Société" and "societe" are the same word to a
reader. Dates read from pages, the discrepancy list's filter, the alignment of sentences across
articles and the Timeline's weekdays all fold with :func:`fold`. (Anchoring compares text more
strictly, and the suggestion finder keeps its own folding with its stems.)
"""

import unicodedata

__all__ = ["fold"]


def fold(text: str) -> str:
    """``text`` case-folded, in compatibility form (ligatures and full-width letters spelled
    plainly) and without combining accents."""
    folded = text.casefold()
    if folded.isascii():
        return folded
    return "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
