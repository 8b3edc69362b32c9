"""The store: one SQLite library file behind one front object, :class:`Library`."""

from ..models import HighlightSpan, Snapshot
from .library import Library
from .unit_of_work import UnitOfWork, free_name

__all__ = ["HighlightSpan", "Library", "Snapshot", "UnitOfWork", "free_name"]
