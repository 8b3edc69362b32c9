"""The library: one SQLite file holding articles, comparisons, highlights and discrepancies.

Open it with :class:`Library` (``":memory:"`` for a throw-away library). The class is split
by subject across :mod:`.storebase` (connection, transactions, listeners), :mod:`.articles`
(articles, comparisons, search) and :mod:`.annotations` (highlights, discrepancies).
"""

from __future__ import annotations

from .annotations import AnnotationsMixin, Snapshot

__all__ = ["Library", "Snapshot"]


class Library(AnnotationsMixin):
    """An open Parallax library. Every public method that writes is one transaction."""
