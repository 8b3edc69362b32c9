"""Painting highlights into a pane: an index of ranges, drawn as extra selections on screen only.

Why this design: opening a long article must not cost a pass over every highlight in the
document. Formats stored in the text layouts (a ``QSyntaxHighlighter``) were applied to every
highlighted block when the view first laid the document out: on a 1 MB article with 10,000
highlights that was ~140 ms of Python per open, and each change to a block not yet laid out
made Qt lay out everything before it (110–400 ms for the first additions after opening).
``QTextEdit.setExtraSelections`` with *all* highlights costs instead on every repaint (~16 ms
for 10,000), because Qt walks every selection for every painted block.

So the painter keeps the ranges in a per-block index and hands the view only the pieces
inside the visible window (:meth:`HighlightPainter.selections`); the pane asks again whenever
the window moves (scrolling, resizing, lazy layout) or the ranges change. The cost of a paint
follows what is on screen, opening costs nothing per highlight beyond indexing it, and
adding one highlight re-lays-out nothing (extra selections do not change the layout).

The pieces are computed per block and cached until a range touching the block changes
(:attr:`HighlightPainter.segment_passes` counts the computations, for tests).

Drawing rule for overlaps: a block's ranges are cut into non-overlapping pieces, each with
the composite of the ranges covering it ("source over"), so an overlap is visibly darker than
either range alone. The lines (under and over) are those of the *topmost* range;
ranges stack with focused ones on top, then by start (a range that starts later, i.e. is
nested inside, is higher), then the shorter one higher, then by id (so the order never
depends on the input order). Hit testing (:meth:`HighlightPainter.ranges_at`) uses the same
order, so a click picks what is drawn on top. Qt draws a selection's background under the
text and its underline with the text, and the reader's own selection above all of them.

Orphans are never handed to the painter (the pane filters them), and any range that lies
outside the text or is empty is ignored rather than clamped, so a bad anchor never paints the
wrong words.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import itemgetter

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QTextEdit

from parallax.library.records import Record

from .palette import OVERLAP_ALPHA, HighlightStyle, style_for
from .positions import PositionMap

__all__ = ["HighlightPainter", "PaintRange"]

class PaintRange(Record):
    """One highlight to paint: ``[start, end)`` in code points of the reading text.

    A tuple, not a dataclass, because thousands are hashed on every update and tuple hashing
    runs in C.
    """

    id: str
    start: int
    end: int
    kind: str | None
    focused: bool = False


_FIRST = itemgetter(0)
_END = itemgetter(1)  # of a _Piece


def _stack_key(r: PaintRange) -> tuple[bool, int, int, str]:
    return (r.focused, r.start, -r.end, r.id)


def _composite(colours: Iterable[QColor], most: float = 1.0) -> QColor:
    """Translucent colours laid one over the other, bottom first ("source over"), at most
    ``most`` opaque."""
    red = green = blue = alpha = 0.0
    for colour in colours:
        sa = colour.alphaF()
        out = sa + alpha * (1.0 - sa)
        if out <= 0.0:
            continue
        keep = alpha * (1.0 - sa)
        red = (colour.redF() * sa + red * keep) / out
        green = (colour.greenF() * sa + green * keep) / out
        blue = (colour.blueF() * sa + blue * keep) / out
        alpha = out
    return QColor.fromRgbF(red, green, blue, min(alpha, most))


class _Piece(Record):
    """A drawn piece of a block: Qt positions ``[start, end)`` in the document and a format."""

    start: int
    end: int
    format: QTextCharFormat


class HighlightPainter:
    """Indexes :class:`PaintRange` s of one document and gives the view those on screen.

    Args:
        doc: the document built from the article's blocks (selections are cursors into it).
        block_starts: the code point offset of each block, from the article's block model;
            the document's block ``n`` holds the reading text from ``block_starts[n]``.
        positions: the reading text's position map.
        dark: draw the tints for a dark theme.
    """

    def __init__(
        self, doc: QTextDocument, block_starts: Sequence[int], positions: PositionMap, *, dark: bool
    ) -> None:
        self._doc = doc
        self._starts = list(block_starts)
        length = positions.length
        self._ends = [s - 1 for s in self._starts[1:]] + ([length] if self._starts else [])
        self._positions = positions
        self._dark = dark
        self._ranges: dict[str, PaintRange] = {}
        self._by_block: dict[int, list[PaintRange]] = {}
        self._pieces: dict[int, list[_Piece]] = {}  # per block, computed when first drawn
        self._formats: dict[tuple[tuple[str | None, bool], ...], QTextCharFormat] = {}
        self._styles: dict[tuple[str | None, bool], HighlightStyle] = {}
        self._single_formats: dict[tuple[str | None, bool], QTextCharFormat] = {}
        self._shown: dict[tuple[int, int, int], QTextEdit.ExtraSelection] = {}
        self.version = 0  # changes whenever what is drawn may have changed
        self.segment_passes = 0  # blocks cut into pieces so far (tests count them)

    # -- the index ------------------------------------------------------------------------

    @property
    def ranges(self) -> frozenset[PaintRange]:
        """The ranges currently painted where they are on screen."""
        return frozenset(self._ranges.values())

    @property
    def empty(self) -> bool:
        """Whether no highlight is painted at all (nothing to hand the view)."""
        return not self._ranges

    @property
    def dark(self) -> bool:
        return self._dark

    def set_dark(self, dark: bool) -> None:
        """Switch the tints between light and dark themes (every piece is recomputed)."""
        if dark != self._dark:
            self._dark = dark
            self._formats.clear()
            self._styles.clear()
            self._single_formats.clear()
            self._pieces.clear()
            self._shown.clear()
            self.version += 1

    def set_ranges(self, ranges: Iterable[PaintRange] | Mapping[str, PaintRange]) -> None:
        """Paint exactly ``ranges`` from now on, recomputing only the blocks that changed.

        Ranges are matched by id: one whose extent, kind or focus changed is redrawn in both
        its old and its new blocks. Passing back the very tuples of the last call is cheapest
        (an identity check each), and a mapping id -> range saves building one, which is what
        :class:`ArticlePane` does.
        """
        new = dict(ranges) if isinstance(ranges, Mapping) else {r.id: r for r in ranges}
        old = self._ranges
        if not old:  # the first set of an opening pane: nothing to compare with
            self._ranges = new
            self._apply(list(new.values()), [])
            return
        added: list[PaintRange] = []
        removed: list[PaintRange] = []
        for rid, r in new.items():
            before = old.get(rid)
            if before is r or before == r:
                continue
            if before is not None:
                removed.append(before)
            added.append(r)
        if len(new) - len(added) != len(old) - len(removed):  # some ids are gone
            removed.extend(r for rid, r in old.items() if rid not in new)
        self._ranges = new
        self._apply(added, removed)

    def update_ranges(self, upserts: Iterable[PaintRange], removed_ids: Iterable[str]) -> None:
        """Change only these ranges (new or changed ones, and ids to drop), in time proportional
        to the change rather than to the number of ranges: adding one highlight among 10,000."""
        old = self._ranges
        added: list[PaintRange] = []
        removed: list[PaintRange] = []
        for rid in removed_ids:
            before = old.pop(rid, None)
            if before is not None:
                removed.append(before)
        for r in upserts:
            before = old.get(r.id)
            if before is r or before == r:
                continue
            if before is not None:
                removed.append(before)
            old[r.id] = r
            added.append(r)
        self._apply(added, removed)

    def _apply(self, added: list[PaintRange], removed: list[PaintRange]) -> None:
        if not added and not removed:
            return
        by_block, pieces = self._by_block, self._pieces
        for r in removed:
            for n in self._blocks_of(r):
                bucket = by_block[n]
                bucket.remove(r)
                if not bucket:
                    del by_block[n]
                pieces.pop(n, None)
        starts, ends, length = self._starts, self._ends, self._positions.length
        for r in added:  # _blocks_of, inlined: this loop runs 10,000 times when a pane opens
            start, end = r.start, r.end
            if not 0 <= start < end <= length or not starts:
                continue
            n = bisect_right(starts, start) - 1
            while True:
                found = by_block.get(n)
                if found is None:
                    by_block[n] = [r]
                else:
                    found.append(r)
                pieces.pop(n, None)
                if end <= ends[n]:
                    break
                n += 1
        self.version += 1

    def _blocks_of(self, r: PaintRange) -> range:
        if not 0 <= r.start < r.end <= self._positions.length or not self._starts:
            return range(0)
        starts = self._starts
        first = bisect_right(starts, r.start) - 1
        if r.end <= self._ends[first]:  # the usual case: inside one block
            return range(first, first + 1)
        return range(max(first, 0), bisect_right(starts, r.end - 1, first))

    def ranges_at(self, position: int) -> list[PaintRange]:
        """The ranges covering the character at code point ``position``, bottom first."""
        if not self._starts or not 0 <= position < self._positions.length:
            return []
        n = bisect_right(self._starts, position) - 1
        hits = [r for r in self._by_block.get(n, ()) if r.start <= position < r.end]
        hits.sort(key=_stack_key)
        return hits

    def block_ranges(self, number: int) -> list[PaintRange]:
        """The ranges touching block ``number`` (for tests and tooltips), in no set order."""
        return list(self._by_block.get(number, ()))

    # -- what is drawn --------------------------------------------------------------------

    def pieces(self, qt_start: int = 0, qt_end: int | None = None) -> list[_Piece]:
        """What is drawn over Qt positions ``[qt_start, qt_end)`` (the whole document by
        default): non-overlapping ``(start, end, format)`` pieces in document order."""
        if not self._starts:
            return []
        text_end = self._positions.to_qt(self._positions.length)
        if qt_end is None:
            qt_end = text_end + 1
        first, last = self._block_at(qt_start), self._block_at(min(qt_end, text_end))
        by_block = self._by_block
        blocks: Iterable[int] = range(first, last + 1)
        if last - first > len(by_block):  # most of the document: walk the highlighted blocks
            blocks = sorted(n for n in by_block if first <= n <= last)
        out: list[_Piece] = []
        for n in blocks:
            if n not in by_block:
                continue
            block_pieces = self._block_pieces(n)
            for piece in block_pieces[bisect_right(block_pieces, qt_start, key=_END) :]:
                if piece.start >= qt_end:
                    break
                out.append(piece)
        return out

    def _block_at(self, qt_position: int) -> int:
        """The number of the block holding Qt position ``qt_position``."""
        return max(bisect_right(self._starts, self._positions.from_qt(max(qt_position, 0))) - 1, 0)

    def selections(self, qt_start: int, qt_end: int) -> list[QTextEdit.ExtraSelection]:
        """Extra selections for the pieces over ``[qt_start, qt_end)``: what the view draws.

        The selections of the last window are kept, so scrolling by a few lines builds only
        the pieces that came into view (Qt compares the rest and repaints nothing for them).
        """
        shown, doc = self._shown, self._doc
        fresh: dict[tuple[int, int, int], QTextEdit.ExtraSelection] = {}
        out = []
        for start, end, fmt in self.pieces(qt_start, qt_end):
            key = (start, end, id(fmt))
            sel = shown.get(key)
            if sel is None:
                sel = QTextEdit.ExtraSelection()
                cursor = QTextCursor(doc)
                cursor.setPosition(start)
                cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
                sel.cursor = cursor
                sel.format = fmt
            fresh[key] = sel
            out.append(sel)
        self._shown = fresh
        return out

    def _block_pieces(self, n: int) -> list[_Piece]:
        found = self._pieces.get(n)
        if found is None:
            found = self._pieces[n] = self._segments(n)
            self.segment_passes += 1
        return found

    def _format(self, stack: Sequence[PaintRange]) -> QTextCharFormat:
        key = tuple([(r.kind, r.focused) for r in stack])
        fmt = self._formats.get(key)
        if fmt is None:
            styles = []
            for kind, focused in key:
                style = self._styles.get((kind, focused))
                if style is None:
                    style = self._styles[kind, focused] = style_for(kind, dark=self._dark, focused=focused)
                styles.append(style)
            fmt = QTextCharFormat()
            fmt.setBackground(_composite((s.background for s in styles), OVERLAP_ALPHA[self._dark] / 255))
            for style in reversed(styles):  # the topmost range's lines (a plain one has only a line over)
                if style.underline_style != QTextCharFormat.UnderlineStyle.NoUnderline or style.overline:
                    fmt.setUnderlineStyle(style.underline_style)
                    fmt.setUnderlineColor(style.underline)
                    fmt.setFontOverline(style.overline)
                    break
            self._formats[key] = fmt
        return fmt

    def _single(self, r: PaintRange) -> QTextCharFormat:
        key = (r[3], r[4])  # kind, focused
        fmt = self._single_formats.get(key)
        if fmt is None:
            fmt = self._single_formats[key] = self._format((r,))
        return fmt

    def _segments(self, n: int) -> list[_Piece]:
        """The pieces of block ``n`` in document order, in Qt positions (a block's separator
        is never part of one)."""
        ranges = self._by_block.get(n)
        if not ranges or n >= len(self._starts):
            return []
        bstart, bend = self._starts[n], self._ends[n]
        to_qt = self._positions.to_qt if self._positions.has_astral else int
        clipped = []
        for r in ranges:
            s = r[1] if r[1] > bstart else bstart
            e = r[2] if r[2] < bend else bend
            if s < e:
                clipped.append((s, e, r))
        clipped.sort(key=_FIRST)
        previous_end = -1
        for s, e, _ in clipped:
            if s < previous_end:
                return self._overlapping(clipped, to_qt)
            previous_end = e
        return [_Piece(to_qt(s), to_qt(e), self._single(r)) for s, e, r in clipped]

    def _overlapping(self, clipped: list[tuple[int, int, PaintRange]], to_qt: Callable[[int], int]) -> list[_Piece]:
        """Pieces of overlapping ranges: each gets the format of the ranges stacked over it."""
        out = []
        bounds = sorted({p for s, e, _ in clipped for p in (s, e)})
        for i in range(len(bounds) - 1):
            a, b = bounds[i], bounds[i + 1]
            stack = [r for s, e, r in clipped if s <= a and e >= b]
            if stack:
                stack.sort(key=_stack_key)
                out.append(_Piece(to_qt(a), to_qt(b), self._format(stack)))
        return out
