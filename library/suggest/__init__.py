"""Suggested discrepancies: read a comparison and propose the slots where its sources disagree.

Qt-free and offline. The engine (:func:`suggest`) takes reading texts and returns suggestions;
:mod:`.service` applies them to a library (dismissals, accepting one as a discrepancy).
"""

from .engine import MAX_CHARS, SuggestedPassage, Suggestion, SuggestResult, suggest
from .mentions import ArticleText

__all__ = ["MAX_CHARS", "ArticleText", "SuggestResult", "SuggestedPassage", "Suggestion", "suggest"]
