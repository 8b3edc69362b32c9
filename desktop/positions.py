"""Converting between reading-text positions (code points) and Qt positions (UTF-16 units).

Every anchor in Parallax is a code point offset into an article's reading text, while
``QTextCursor`` and ``QTextLayout`` count UTF-16 code units: a character outside the Basic
Multilingual Plane (most emoji, some CJK, historic scripts) is one Python index but two Qt
positions. Doing this arithmetic ad hoc in several places is how highlights end up one
character off after the first emoji, so this module is the only place that does it.

A document built by :mod:`parallax.desktop.document` holds exactly the reading text (block
separators and hard breaks are one unit each, like the ``\\n`` they stand for), so a Qt
position in it and an index into the reading text differ only by the number of astral
characters before that point. :class:`PositionMap` keeps the sorted offsets of those
characters and answers each question with one binary search; a text without any (the usual
case) takes a fast path that is plain identity.

Rounding: a Qt position can fall *inside* a surrogate pair (``QTextCursor.setPosition``
accepts it). :meth:`PositionMap.from_qt` rounds such a position *down* to the code point the
pair encodes; :meth:`PositionMap.from_qt` with ``round_up=True`` rounds it *up* past that code
point. :meth:`PositionMap.range_from_qt` rounds a range outwards (start down, end up), so a
selection never splits a character: it always holds every character it touches.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable

__all__ = ["PositionMap", "utf16_length"]

_ASTRAL = "[\U00010000-\U0010FFFF]"
"""Compiled by ``re`` for the first text that has such a character, not at start-up."""


def utf16_length(text: str) -> int:
    """The number of UTF-16 code units ``text`` takes in Qt."""
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


class PositionMap:
    """Maps positions in one text between code points and UTF-16 code units.

    Immutable once built; building costs one pass over the text (a C-speed scan when the text
    has no astral characters at all). Lookups are O(log k), k being the number of astral
    characters, and O(1) when there are none.

    Positions are *boundaries* between characters, ``0 .. len(text)`` inclusive; anything
    outside raises :class:`ValueError` (callers that take positions from stored data clamp
    first, so a bad anchor is reported where it is read, not hidden here).
    """

    __slots__ = ("_astral", "_astral_qt", "_length", "_qt_length")

    def __init__(self, text: str) -> None:
        self._length = len(text)
        # All three checks run at C speed (a Python loop over a 1 MB text costs ~100 ms); the
        # UTF-16 length answers "any astral at all?" faster than the search that finds them.
        astral: list[int] = []
        if not text.isascii() and len(text.encode("utf-16-le", "surrogatepass")) != 2 * len(text):
            astral = [m.start() for m in re.finditer(_ASTRAL, text)]
        self._astral: tuple[int, ...] = tuple(astral)
        # Qt position of the k-th astral character: its code point index plus the k extra
        # units the astral characters before it take.
        self._astral_qt: tuple[int, ...] = tuple(a + k for k, a in enumerate(astral))
        self._qt_length = self._length + len(astral)

    @property
    def length(self) -> int:
        """Length of the text in code points."""
        return self._length

    @property
    def qt_length(self) -> int:
        """Length of the text in UTF-16 code units (Qt positions)."""
        return self._qt_length

    @property
    def has_astral(self) -> bool:
        """Whether any character needs a surrogate pair (if not, both positions agree)."""
        return bool(self._astral)

    def to_qt(self, index: int) -> int:
        """The Qt position of the boundary before code point ``index``.

        Raises:
            ValueError: ``index`` is outside ``0 .. len(text)``.
        """
        if not 0 <= index <= self._length:
            raise ValueError(f"position {index} outside 0..{self._length}")
        if not self._astral:
            return index
        return index + bisect_left(self._astral, index)

    def from_qt(self, qt_pos: int, *, round_up: bool = False) -> int:
        """The code point index of Qt position ``qt_pos``.

        A position between the two halves of a surrogate pair belongs to that character: it
        maps to the character's start, or with ``round_up`` to the boundary after it.

        Raises:
            ValueError: ``qt_pos`` is outside ``0 .. qt_length``.
        """
        if not 0 <= qt_pos <= self._qt_length:
            raise ValueError(f"Qt position {qt_pos} outside 0..{self._qt_length}")
        if not self._astral:
            return qt_pos
        before = bisect_left(self._astral_qt, qt_pos)  # astral characters starting before it
        index = qt_pos - before
        if round_up and before and self._astral_qt[before - 1] + 1 == qt_pos:
            index += 1  # inside the pair of astral character index: step past it
        return index

    def is_inside_pair(self, qt_pos: int) -> bool:
        """Whether ``qt_pos`` falls between the two halves of a surrogate pair."""
        if not self._astral or not 0 < qt_pos < self._qt_length:
            return False
        before = bisect_left(self._astral_qt, qt_pos)
        return bool(before) and self._astral_qt[before - 1] + 1 == qt_pos

    def range_to_qt(self, start: int, end: int) -> tuple[int, int]:
        """A code point range ``[start, end)`` as a Qt range."""
        return self.to_qt(start), self.to_qt(end)

    def range_from_qt(self, qt_start: int, qt_end: int) -> tuple[int, int]:
        """A Qt range as a code point range, widened so that it never splits a character.

        The ends may come in either order (a cursor's anchor may follow its position); the
        result is always ordered.
        """
        if qt_end < qt_start:
            qt_start, qt_end = qt_end, qt_start
        return self.from_qt(qt_start), self.from_qt(qt_end, round_up=True)

    def many_to_qt(self, indexes: Iterable[int]) -> list[int]:
        """:meth:`to_qt` over many positions (a plain copy when the text is all BMP)."""
        if not self._astral:
            out = list(indexes)
            if out and (min(out) < 0 or max(out) > self._length):
                raise ValueError(f"a position lies outside 0..{self._length}")
            return out
        return [self.to_qt(i) for i in indexes]

    def many_from_qt(self, qt_positions: Iterable[int]) -> list[int]:
        """:meth:`from_qt` (rounding down) over many positions."""
        if not self._astral:
            out = list(qt_positions)
            if out and (min(out) < 0 or max(out) > self._qt_length):
                raise ValueError(f"a Qt position lies outside 0..{self._qt_length}")
            return out
        return [self.from_qt(q) for q in qt_positions]

    def __repr__(self) -> str:
        return f"PositionMap(length={self._length}, astral={len(self._astral)})"
