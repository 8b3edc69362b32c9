"""Building the ``QTextDocument`` a pane shows from the library's block model.

The reader must see exactly the text every anchor refers to, so the document is never made by
``setMarkdown``/``setHtml`` (Qt's Markdown reader splits and joins text differently from the
library's). It is built block by block with a ``QTextCursor`` from
:func:`parallax.library.textmodel.parse_blocks`, giving the invariant the whole desktop relies
on::

    doc.toRawText() with U+2029 and U+2028 read as "\\n"  ==  article reading text

Each library block is one Qt block; a hard break inside a block becomes U+2028 (a line
separator, one position, like the ``\\n`` it stands for). Nothing is drawn with characters of
its own: list bullets and numbers come from ``QTextList``, quotes and table cells are margins,
and tables are plain indented blocks because a ``QTextTable`` adds frame characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from parallax.library.textmodel import ArticleText, Block, Span

from .plain import literal
from .positions import PositionMap

if TYPE_CHECKING:  # made when an article first has a list, not at start-up
    from PySide6.QtGui import QTextList

__all__ = ["HARD_BREAK", "build_document", "recolour_links"]

HARD_BREAK = "\u2028"

# Relative heading sizes (QTextFormat.FontSizeAdjustment, the HTML <font size> scale: +1 is
# 1.2x, +2 1.5x), so headings follow the pane's zoom instead of keeping a fixed point size.
_HEADING_SIZE = {1: 1, 2: 1}  # modest: panes are narrow
_QUOTE_MARGIN = 18.0
_CELL_MARGIN = 20.0
_CODE_MARGIN = 12.0
_ORDERED = re.compile(r"(\d+)([.)])")


class _OpenList:
    """A list still accepting items at one nesting depth while the document is built."""

    __slots__ = ("next_number", "ordered", "qlist", "suffix")

    def __init__(self, qlist: QTextList, ordered: bool, next_number: int, suffix: str) -> None:
        self.qlist = qlist
        self.ordered = ordered
        self.next_number = next_number
        self.suffix = suffix


@cache
def _fixed_families() -> list[str]:
    """The system's fixed-width font, for code: asked once, and only when an article has code
    (QFontDatabase's type and enums cost the start a little)."""
    from PySide6.QtGui import QFontDatabase

    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).families()


_BlockKey = tuple[str, int, int, int, bool, bool]


def _block_key(block: Block) -> _BlockKey:
    return (block.kind, block.level, block.quote_depth, block.list_depth, block.list_marker is None, block.header)


class _Formats:
    """Block and character formats, made once per distinct look (an article has a handful).

    Qt shares equal formats internally anyway; caching them here saves building a few
    thousand Python-side format objects for a long article.
    """

    def __init__(self, link: QColor) -> None:
        self._link = link
        self._blocks: dict[_BlockKey, tuple[QTextBlockFormat, QTextCharFormat]] = {}
        self._spans: dict[tuple[_BlockKey, tuple[tuple[str, str | None], ...]], QTextCharFormat] = {}

    def block(self, block: Block) -> tuple[QTextBlockFormat, QTextCharFormat]:
        key = _block_key(block)
        found = self._blocks.get(key)
        if found is None:
            found = self._blocks[key] = self._make_block(block)
        return found

    def _make_block(self, block: Block) -> tuple[QTextBlockFormat, QTextCharFormat]:
        """The paragraph format and base character format of one block."""
        bfmt = QTextBlockFormat()
        cfmt = QTextCharFormat()
        bfmt.setBottomMargin(8.0)
        bfmt.setLineHeight(115.0, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        margin = _QUOTE_MARGIN * block.quote_depth
        if block.kind == "heading":
            bfmt.setHeadingLevel(block.level)
            bfmt.setTopMargin(12.0 if block.level <= 2 else 8.0)
            bfmt.setBottomMargin(6.0)
            cfmt.setFontWeight(QFont.Weight.Bold)
            size = _HEADING_SIZE.get(block.level, 0)
            if size:
                cfmt.setProperty(QTextFormat.Property.FontSizeAdjustment, size)
        elif block.kind == "code":
            margin += _CODE_MARGIN
            cfmt.setFontFamilies(_fixed_families())
            cfmt.setFontFixedPitch(True)
        elif block.kind == "cell":
            margin += _CELL_MARGIN
            bfmt.setBottomMargin(3.0)
            if block.header:
                cfmt.setFontWeight(QFont.Weight.Bold)
        if block.quote_depth:
            cfmt.setFontItalic(True)
        if block.list_depth:
            bfmt.setBottomMargin(3.0)
            if block.list_marker is None:
                bfmt.setIndent(block.list_depth)  # a continuation paragraph lines up with its item
        if margin:
            bfmt.setLeftMargin(margin)
        return bfmt, cfmt

    def span(self, block: Block, base: QTextCharFormat, spans: list[Span]) -> QTextCharFormat:
        key = (_block_key(block), tuple((s.style, s.href) for s in spans))
        found = self._spans.get(key)
        if found is None:
            found = self._spans[key] = self._make_span(base, spans)
        return found

    def _make_span(self, base: QTextCharFormat, spans: Iterable[Span]) -> QTextCharFormat:
        fmt = QTextCharFormat(base)
        for span in spans:
            if span.style == "em" or span.style == "image":
                fmt.setFontItalic(True)
            elif span.style == "strong":
                fmt.setFontWeight(QFont.Weight.Bold)
            elif span.style == "code":
                fmt.setFontFamilies(_fixed_families())
                fmt.setFontFixedPitch(True)
            elif span.style == "strike":
                fmt.setFontStrikeOut(True)
            elif span.style == "link":
                # An anchor for accessibility and copying; the pane never opens it (links in
                # untrusted articles are shown, never followed).
                href = span.href or ""
                fmt.setAnchor(True)
                fmt.setAnchorHref(href)
                fmt.setFontUnderline(True)
                fmt.setForeground(self._link)
                if href:
                    fmt.setToolTip(literal(href))
        return fmt

    def insert_text(self, cursor: QTextCursor, block: Block, base: QTextCharFormat) -> None:
        text = block.text.replace("\n", HARD_BREAK)
        spans = block.spans if block.kind != "code" else ()
        if not spans:
            cursor.insertText(_for_qt(text), base)
            return
        bounds = sorted({0, len(text), *(s.start for s in spans), *(s.end for s in spans)})
        for a, b in pairwise(bounds):
            covering = [s for s in spans if s.start <= a and s.end >= b]
            cursor.insertText(_for_qt(text[a:b]), self.span(block, base, covering) if covering else base)


@cache
def _drops_leading_bom() -> bool:
    """Whether PySide6 drops one leading U+FEFF from each string it hands to Qt (a byte order
    mark to it): then a block or span starting with one (files concatenated with their BOMs)
    would leave the document a character short of the reading text. Probed, so a PySide6
    that stops doing it gets the text unchanged; probed on first need, not at start."""
    from PySide6.QtCore import QDir

    return QDir.fromNativeSeparators("\ufeffx") == "x"


def _for_qt(text: str) -> str:
    """``text`` as it must be passed so that Qt receives exactly ``text``."""
    return "\ufeff" + text if text.startswith("\ufeff") and _drops_leading_bom() else text


def _list_item(cursor: QTextCursor, block: Block, open_lists: list[_OpenList | None]) -> None:
    """Make the cursor's block an item of the right list, continuing or starting one."""
    depth = block.list_depth
    marker = block.list_marker or ""
    match = _ORDERED.fullmatch(marker)
    ordered = match is not None
    number = int(match.group(1)) if match else 0
    suffix = match.group(2) if match else ""
    current = open_lists[depth - 1] if len(open_lists) >= depth else None
    if (
        current is not None
        and current.ordered == ordered
        and current.suffix == suffix
        and (not ordered or current.next_number == number)
    ):
        current.qlist.add(cursor.block())
        current.next_number += 1
        return
    from PySide6.QtGui import QTextListFormat  # its type and enums: when an article first has a list

    fmt = QTextListFormat()
    fmt.setIndent(depth)
    if ordered:
        fmt.setStyle(QTextListFormat.Style.ListDecimal)
        fmt.setStart(number)
        fmt.setNumberSuffix(suffix)
    else:
        bullets = (QTextListFormat.Style.ListDisc, QTextListFormat.Style.ListCircle, QTextListFormat.Style.ListSquare)
        fmt.setStyle(bullets[(depth - 1) % len(bullets)])
    qlist = cursor.createList(fmt)
    while len(open_lists) < depth:
        open_lists.append(None)
    open_lists[depth - 1] = _OpenList(qlist, ordered, number + 1, suffix)


def build_document(text: ArticleText, doc: QTextDocument, *, palette: QPalette | None = None) -> None:
    """Fill ``doc`` (which should be empty and not yet laid out) with the article's blocks.

    Undo is switched off for the document: it is read-only, and an undo stack would double the
    memory a large article takes.

    Args:
        text: the article's blocks, from ``parse_blocks``.
        doc: the document to fill; attach a syntax highlighter before the first layout.
        palette: where the link colour comes from (the application palette by default).
    """
    if palette is None:
        palette = QGuiApplication.palette()
    formats = _Formats(palette.color(QPalette.ColorRole.Link))
    doc.setUndoRedoEnabled(False)
    cursor = QTextCursor(doc)
    cursor.beginEditBlock()
    try:
        open_lists: list[_OpenList | None] = []
        after_list = False
        for i, block in enumerate(text.blocks):
            bfmt, cfmt = formats.block(block)
            if after_list and not block.list_depth:
                bfmt = QTextBlockFormat(bfmt)  # list items sit close; the text after them does not
                bfmt.setTopMargin(max(bfmt.topMargin(), 6.0))
            after_list = block.list_depth > 0
            if i == 0:
                cursor.setBlockFormat(bfmt)
                cursor.setBlockCharFormat(cfmt)
            else:
                cursor.insertBlock(bfmt, cfmt)
            del open_lists[block.list_depth :]  # deeper lists ended before this block
            if block.list_depth and block.list_marker is not None:
                _list_item(cursor, block, open_lists)
            formats.insert_text(cursor, block, cfmt)
    finally:
        cursor.endEditBlock()


def recolour_links(text: ArticleText, doc: QTextDocument, positions: PositionMap, colour: QColor) -> None:
    """Give every link in a built document a new colour (after a theme change).

    Only the foreground of the link ranges changes, so the text and its positions stay as
    they are.
    """
    fmt = QTextCharFormat()
    fmt.setForeground(colour)
    cursor = QTextCursor(doc)
    cursor.beginEditBlock()
    try:
        for block in text.blocks:
            for span in block.spans:
                if span.style != "link":
                    continue
                start, end = positions.range_to_qt(block.start + span.start, block.start + span.end)
                cursor.setPosition(start)
                cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
                cursor.mergeCharFormat(fmt)
    finally:
        cursor.endEditBlock()
