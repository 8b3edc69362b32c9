"""Painting highlights into a pane's document with a ``QSyntaxHighlighter``.

Why a syntax highlighter: its formats live in each block's layout, are applied once per block
and cost nothing per repaint, whereas ``QTextEdit.setExtraSelections`` re-walks every selection
on every paint (measured on a 1 MB article with 10,000 highlights: ~16 ms a repaint and +39 MB
against ~4 ms). Extra selections stay for the odd transient mark (a find match, a flash).

The highlighter keeps a per-block index of the ranges touching each block, so painting a block
looks only at its own few ranges, and :meth:`HighlightPainter.set_ranges` diffs the new ranges
against the old ones and re-highlights only the blocks that changed: adding one highlight among
thousands re-lays-out one paragraph.

Drawing rule for overlaps: where ranges overlap, their translucent backgrounds are composited
("source over"), so an overlap is visibly darker than either range alone. The underline is the
one of the *topmost* range that has an underline; ranges stack with focused ones on top, then
by start (a range that starts later, i.e. is nested inside, is higher), then the shorter one
higher, then by id (so the order never depends on the input order). Hit testing
(:meth:`HighlightPainter.ranges_at`) uses the same order, so a click picks what is drawn on top.

Re-highlighting a laid-out document is where the cost hides: every ``rehighlightBlock`` makes
Qt re-lay-out that block *and re-place every block after it*, so ``rehighlight()`` of a large
laid-out document is quadratic (18 s for 7,000 blocks), and re-highlighting a block the lazy
layout has not reached yet makes Qt lay out everything before it first. So the painter never
calls ``rehighlight()``: before the document has a layout, changes only update the index (the
layout's arrival highlights every block once); afterwards a few changed blocks go through
``rehighlightBlock``; blocks not laid out yet get their formats set directly (no layout to
redo); and many laid-out blocks get their formats set directly too, followed by one
``markContentsDirty`` over their span: one re-layout instead of one per block.

Orphans are never handed to the painter (the pane filters them), and any range that lies
outside the text or is empty is ignored rather than clamped, so a bad anchor never paints the
wrong words.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import itemgetter
from typing import NamedTuple

from PySide6.QtGui import (
    QColor,
    QSyntaxHighlighter,
    QTextBlock,
    QTextCharFormat,
    QTextDocument,
    QTextLayout,
)

from .palette import HighlightStyle, style_for
from .positions import PositionMap

__all__ = ["HighlightPainter", "PaintRange"]

# Up to this many changed blocks are re-highlighted one by one; more go in one pass over the
# span that holds them (each single re-highlight re-places all later blocks: ~1 ms per 1,000).
_BLOCK_BY_BLOCK = 6


class PaintRange(NamedTuple):
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


def _stack_key(r: PaintRange) -> tuple[bool, int, int, str]:
    return (r.focused, r.start, -r.end, r.id)


def _composite(colours: Iterable[QColor]) -> QColor:
    """Translucent colours laid one over the other, bottom first ("source over")."""
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
    return QColor.fromRgbF(red, green, blue, alpha)


class HighlightPainter(QSyntaxHighlighter):
    """Paints :class:`PaintRange` s into a document built from an article's blocks.

    Create it on the empty document, before the document is built and before it gets a
    layout (before a view shows it): building then costs nothing extra, and when the view
    creates the layout Qt highlights every block once, with whatever ranges were set by then.

    Args:
        doc: the document (also the parent, so the painter dies with it).
        block_starts: the code point offset of each block, from the article's block model;
            the document's block ``n`` holds the reading text from ``block_starts[n]``.
        positions: the reading text's position map.
        dark: draw the tints for a dark theme.
    """

    def __init__(
        self, doc: QTextDocument, block_starts: Sequence[int], positions: PositionMap, *, dark: bool
    ) -> None:
        super().__init__(doc)
        self._starts = list(block_starts)
        length = positions.length
        self._ends = [s - 1 for s in self._starts[1:]] + ([length] if self._starts else [])
        self._positions = positions
        self._dark = dark
        self._ranges: dict[str, PaintRange] = {}
        self._by_block: dict[int, list[PaintRange]] = {}
        self._formats: dict[tuple[tuple[str | None, bool], ...], QTextCharFormat] = {}
        self._styles: dict[tuple[str | None, bool], HighlightStyle] = {}
        self._single_formats: dict[tuple[str | None, bool], QTextCharFormat] = {}
        self._laid_out = False
        doc.documentLayoutChanged.connect(self._on_layout)

    def _on_layout(self) -> None:
        # Qt emits contentsChange over the whole document right after this, which highlights
        # every block with the ranges known now.
        self._laid_out = True

    # -- the index ------------------------------------------------------------------------

    def _blocks_of(self, r: PaintRange) -> range:
        if not 0 <= r.start < r.end <= self._positions.length or not self._starts:
            return range(0)
        starts = self._starts
        first = bisect_right(starts, r.start) - 1
        if r.end <= self._ends[first]:  # the usual case: inside one block
            return range(first, first + 1)
        return range(max(first, 0), bisect_right(starts, r.end - 1, first))

    @property
    def ranges(self) -> frozenset[PaintRange]:
        """The ranges currently painted (or waiting for their blocks to be built)."""
        return frozenset(self._ranges.values())

    @property
    def dark(self) -> bool:
        return self._dark

    def set_dark(self, dark: bool) -> None:
        """Switch the tints between light and dark themes (repaints every highlight)."""
        if dark != self._dark:
            self._dark = dark
            self._formats.clear()
            self._styles.clear()
            self._single_formats.clear()
            self._repaint_blocks(set(self._by_block))

    def set_ranges(self, ranges: Iterable[PaintRange] | Mapping[str, PaintRange]) -> None:
        """Paint exactly ``ranges`` from now on, re-highlighting only the blocks that changed.

        Ranges are matched by id: one whose extent, kind or focus changed is redrawn in both
        its old and its new blocks. Passing back the very tuples of the last call is cheapest
        (an identity check each), and a mapping id -> range saves building one, which is what
        :class:`ArticlePane` does.
        """
        new = dict(ranges) if isinstance(ranges, Mapping) else {r.id: r for r in ranges}
        old = self._ranges
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
        by_block = self._by_block
        touched: set[int] = set()
        for r in removed:
            for n in self._blocks_of(r):
                bucket = by_block[n]
                bucket.remove(r)
                if not bucket:
                    del by_block[n]
                touched.add(n)
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
                touched.add(n)
                if end <= ends[n]:
                    break
                n += 1
        self._repaint_blocks(touched)

    def _repaint_blocks(self, numbers: set[int]) -> None:
        """Bring the formats of these blocks up to date at the least layout cost."""
        doc = self.document()
        if doc is None or not numbers or not self._laid_out:
            return  # no layout yet: its arrival highlights every block anyway
        live: list[int] = []
        for n in sorted(numbers):
            block = doc.findBlockByNumber(n)
            if not block.isValid():
                continue
            if block.layout().lineCount():
                live.append(n)
            else:
                # Not laid out yet (the lazy layout has not reached it): give it its formats
                # directly; going through Qt would lay out everything up to this block.
                self._set_formats_directly(n, block)
        if len(live) <= _BLOCK_BY_BLOCK:
            for n in live:
                self.rehighlightBlock(doc.findBlockByNumber(n))
            return
        # Many laid-out blocks: the same work as rehighlightBlock (set the formats, mark the
        # block dirty) but one re-layout for the whole span instead of one per block.
        for n in live:
            self._set_formats_directly(n, doc.findBlockByNumber(n))
        first = doc.findBlockByNumber(live[0]).position()
        last = doc.findBlockByNumber(live[-1])
        doc.markContentsDirty(first, last.position() + last.length() - first)

    def _set_formats_directly(self, n: int, block: QTextBlock) -> None:
        """What ``highlightBlock`` does, without Qt's re-layout of the block that follows it
        (``QSyntaxHighlighter`` replaces these formats whenever it next highlights the block)."""
        formats = []
        for start, length, fmt in self._segments(n, block.position()):
            fr = QTextLayout.FormatRange()
            fr.start, fr.length, fr.format = start, length, fmt
            formats.append(fr)
        block.layout().setFormats(formats)

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

    # -- painting -------------------------------------------------------------------------

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
            fmt.setBackground(_composite(s.background for s in styles))
            for style in reversed(styles):
                if style.underline_style != QTextCharFormat.UnderlineStyle.NoUnderline:
                    fmt.setUnderlineStyle(style.underline_style)
                    fmt.setUnderlineColor(style.underline)
                    break
            self._formats[key] = fmt
        return fmt

    def _single(self, r: PaintRange) -> QTextCharFormat:
        key = (r[3], r[4])  # kind, focused
        fmt = self._single_formats.get(key)
        if fmt is None:
            fmt = self._single_formats[key] = self._format((r,))
        return fmt

    def _segments(self, n: int, base: int) -> list[tuple[int, int, QTextCharFormat]]:
        """The formats of block ``n`` as (start, length, format), in Qt units from ``base``.

        Pure Python, and written for speed: it runs for every block on each full pass.
        """
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
        if len(clipped) > 1:
            clipped.sort(key=_FIRST)
            previous_end = -1
            for s, e, _ in clipped:
                if s < previous_end:
                    return self._overlapping(clipped, base, to_qt)
                previous_end = e
        out = []
        for s, e, r in clipped:  # no overlap (the usual case): one format per range
            qs = to_qt(s)
            out.append((qs - base, to_qt(e) - qs, self._single(r)))
        return out

    def _overlapping(
        self, clipped: list[tuple[int, int, PaintRange]], base: int, to_qt: Callable[[int], int]
    ) -> list[tuple[int, int, QTextCharFormat]]:
        """Segments of overlapping ranges: each piece gets the format of its stack."""
        out = []
        bounds = sorted({p for s, e, _ in clipped for p in (s, e)})
        qt_bounds = [to_qt(p) - base for p in bounds]
        for i in range(len(bounds) - 1):
            a, b = bounds[i], bounds[i + 1]
            stack = [r for s, e, r in clipped if s <= a and e >= b]
            if stack:
                stack.sort(key=_stack_key)
                out.append((qt_bounds[i], qt_bounds[i + 1] - qt_bounds[i], self._format(stack)))
        return out

    def highlightBlock(self, text: str) -> None:
        """Qt calls this for each block that needs painting; ``text`` is the block's text."""
        block = self.currentBlock()
        n = block.blockNumber()
        if n in self._by_block:
            for start, length, fmt in self._segments(n, block.position()):
                self.setFormat(start, length, fmt)
