"""The text model: Markdown body -> blocks with inline spans -> reading text.

Every anchor in Parallax is a position in an article's *reading text*, so this derivation must
be deterministic and must agree, character for character, with what the desktop shows. The
desktop therefore never parses Markdown itself: it builds its document from :func:`parse_blocks`,
and the reading text is simply the blocks' texts joined by ``\\n``.

The rules (version :data:`TEXT_MODEL_VERSION`; changing any of them requires re-anchoring):

* The body is CommonMark with GFM tables and strikethrough; raw HTML is off (it shows as text).
* One block per heading, paragraph, list item paragraph, quote paragraph, table cell and code
  block; blocks with no text (thematic breaks, empty headings) are dropped.
* Inline markup is removed; emphasis, strong, code, links, strikethrough and images become
  :class:`Span` s over the block's text. A link keeps its text (never its URL); an image becomes
  its alt text (the app never loads images).
* A soft line break is one space; a hard line break, and a literal U+2028/U+2029 in the text,
  is ``\\n``. Code blocks keep their lines, joined by ``\\n``.
* Control characters other than tab and line breaks, lone surrogates and the code points Qt
  reserves for objects and frames (U+FFFC, U+FDD0, U+FDD1) become U+FFFD, so the text a Qt
  document holds is exactly this text.
"""

from __future__ import annotations

import json
import re
import unicodedata
import zlib
from collections.abc import Iterator, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from .records import Record

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

TEXT_MODEL_VERSION = 1

BlockKind = Literal["heading", "paragraph", "code", "cell"]
SpanStyle = Literal["em", "strong", "code", "link", "strike", "image"]

_REPLACEMENT = "\ufffd"
# The patterns are kept as strings and compiled by ``re`` (and cached there) when first used:
# compiling a class that reaches past Latin-1 costs ~2 M instructions in pure Python, and
# ``parallax open`` of files already in the library uses none of them before its first paint.
# C0 controls but tab and newline, DEL, C1 controls.
_CONTROLS = "[\x00-\x08\x0b-\x1f\x7f-\x9f]"
_QT_RESERVED = ("\ufffc", "\ufdd0", "\ufdd1")
"""The code points Qt reserves for objects and frames."""
_SURROGATES = "[\ud800-\udfff]"
_LINE_SEPARATORS = "[\u2028\u2029\x85]"


def _has_surrogates(text: str) -> bool:
    """Whether ``text`` holds a surrogate code point (they alone fail strict UTF-8, at C speed)."""
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _unsafe_replaced(text: str) -> str:
    """Controls (but tab and newline), Qt's reserved code points and lone surrogates as U+FFFD."""
    text = re.sub(_CONTROLS, _REPLACEMENT, text)
    if text.isascii():
        return text
    for reserved in _QT_RESERVED:
        if reserved in text:
            text = text.replace(reserved, _REPLACEMENT)
    return re.sub(_SURROGATES, _REPLACEMENT, text) if _has_surrogates(text) else text


class Span(Record):
    """Inline formatting over ``[start, end)`` of a block's text (code points)."""

    start: int
    end: int
    style: SpanStyle
    href: str | None = None


class Block(Record):
    """One line of the reading text and how to draw it.

    ``start`` is the offset of the block's first character in the reading text. ``list_marker``
    is the bullet or number the desktop draws beside a list item (it is not part of the text).
    """

    kind: BlockKind
    text: str
    start: int
    level: int = 0
    quote_depth: int = 0
    list_depth: int = 0
    list_marker: str | None = None
    header: bool = False
    spans: tuple[Span, ...] = ()

    @property
    def end(self) -> int:
        return self.start + len(self.text)


class ArticleText(Record):
    """The blocks of an article and the reading text they make."""

    blocks: tuple[Block, ...]
    reading_text: str

    def __repr__(self) -> str:
        # The reading text can be megabytes: a repr leaves it out.
        return f"ArticleText(blocks={self.blocks!r})"


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    from markdown_it import MarkdownIt  # loaded on first parse, not at start-up

    return MarkdownIt("commonmark", {"html": False, "linkify": False}).enable(
        ["table", "strikethrough"]
    )


def normalize_body(markdown: str) -> str:
    """Canonical form of a Markdown body: what is stored and what the article id hashes.

    NFC, ``\\n`` line ends, no byte-order mark, no NUL or lone surrogates, no trailing white
    space at the end, one final newline.
    """
    text = markdown.replace("\r\n", "\n").replace("\r", "\n")
    text = text.lstrip("\ufeff")
    text = text.replace("\x00", _REPLACEMENT)
    if _has_surrogates(text):
        text = re.sub(_SURROGATES, _REPLACEMENT, text)
    text = unicodedata.normalize("NFC", text)
    text = text.rstrip()
    return text + "\n" if text else ""


def article_id(markdown: str) -> str:
    """The article id: sha256 hex of the normalised body, so the same text is the same article."""
    return body_id(normalize_body(markdown))


def body_id(body: str) -> str:
    """:func:`article_id` of a body already normalised (:func:`normalize_body`'s result), which
    a store that keeps the normalised body has at hand: normalising it again cost ``parallax
    open`` of three articles ~1.5 M instructions before its first paint."""
    from .digest import sha256_hex  # not hashlib: loading OpenSSL costs the app's start ~5 ms

    return sha256_hex(body.encode("utf-8"))


def _clean(text: str) -> str:
    return _unsafe_replaced(re.sub(_LINE_SEPARATORS, "\n", text))


class _InlineBuilder:
    """Collects an inline token stream into plain text plus spans."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.spans: list[Span] = []
        self._open: list[tuple[SpanStyle, int, str | None]] = []

    def add(self, text: str) -> None:
        if text:
            text = _clean(text)
            self.parts.append(text)
            self.length += len(text)

    def open(self, style: SpanStyle, href: str | None = None) -> None:
        self._open.append((style, self.length, href))

    def close(self, style: SpanStyle) -> None:
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == style:
                _, start, href = self._open.pop(i)
                if self.length > start:
                    self.spans.append(Span(start, self.length, style, href))
                return

    def feed(self, tokens: Sequence[Token]) -> None:
        for tok in tokens:
            kind = tok.type
            if kind == "text" or kind == "html_inline":
                self.add(tok.content)
            elif kind == "softbreak":
                self.add(" ")
            elif kind == "hardbreak":
                self.add("\n")
            elif kind == "code_inline":
                start = self.length
                self.add(tok.content)
                if self.length > start:
                    self.spans.append(Span(start, self.length, "code"))
            elif kind == "em_open":
                self.open("em")
            elif kind == "em_close":
                self.close("em")
            elif kind == "strong_open":
                self.open("strong")
            elif kind == "strong_close":
                self.close("strong")
            elif kind == "s_open":
                self.open("strike")
            elif kind == "s_close":
                self.close("strike")
            elif kind == "link_open":
                href = tok.attrs.get("href")
                self.open("link", str(href) if href is not None else None)
            elif kind == "link_close":
                self.close("link")
            elif kind == "image":
                self.open("image", None)
                self.feed(tok.children or [])
                self.close("image")

    def result(self) -> tuple[str, tuple[Span, ...]]:
        while self._open:
            self.close(self._open[-1][0])
        text = "".join(self.parts)
        # Leading/trailing white space of a block is not part of the reading text.
        stripped = text.strip(" \t\n")
        if stripped != text:
            lead = len(text) - len(text.lstrip(" \t\n"))
            spans = []
            for s in self.spans:
                start = min(max(s.start - lead, 0), len(stripped))
                end = min(max(s.end - lead, 0), len(stripped))
                if end > start:
                    spans.append(Span(start, end, s.style, s.href))
            return stripped, tuple(sorted(spans, key=lambda s: (s.start, -s.end)))
        return text, tuple(sorted(self.spans, key=lambda s: (s.start, -s.end)))


class _Context:
    """Where the block walk is: quote and list nesting, heading level, table cell."""

    __slots__ = ("cell_header", "heading", "in_cell", "lists", "pending_marker", "quote_depth")

    def __init__(self) -> None:
        self.quote_depth = 0
        self.lists: list[list[int | None]] = []  # [next number or None]
        self.heading = 0
        self.cell_header = False
        self.in_cell = False
        self.pending_marker: str | None = None


def _iter_blocks(tokens: Sequence[Token]) -> Iterator[tuple[BlockKind, str, dict[str, object], tuple[Span, ...]]]:
    ctx = _Context()
    for tok in tokens:
        kind = tok.type
        if kind == "blockquote_open":
            ctx.quote_depth += 1
        elif kind == "blockquote_close":
            ctx.quote_depth -= 1
        elif kind == "bullet_list_open":
            ctx.lists.append([None])
        elif kind == "ordered_list_open":
            start = tok.attrs.get("start", 1)
            ctx.lists.append([int(start) if isinstance(start, (int, str)) else 1])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            ctx.lists.pop()
        elif kind == "list_item_open":
            number = ctx.lists[-1][0] if ctx.lists else None
            if number is None:
                ctx.pending_marker = "\u2022"
            else:
                ctx.pending_marker = f"{number}{tok.markup or '.'}"
                ctx.lists[-1][0] = number + 1
        elif kind == "heading_open":
            ctx.heading = int(tok.tag[1:]) if tok.tag[1:].isdigit() else 1
        elif kind == "heading_close":
            ctx.heading = 0
        elif kind in ("th_open", "td_open"):
            ctx.in_cell = True
            ctx.cell_header = kind == "th_open"
        elif kind in ("th_close", "td_close"):
            ctx.in_cell = False
        elif kind == "inline":
            builder = _InlineBuilder()
            builder.feed(tok.children or [])
            text, spans = builder.result()
            block_kind: BlockKind = "heading" if ctx.heading else "cell" if ctx.in_cell else "paragraph"
            attrs: dict[str, object] = {
                "level": ctx.heading,
                "quote_depth": ctx.quote_depth,
                "list_depth": len(ctx.lists),
                "list_marker": ctx.pending_marker,
                "header": ctx.cell_header if ctx.in_cell else False,
            }
            ctx.pending_marker = None
            if text:
                yield block_kind, text, attrs, spans
        elif kind in ("fence", "code_block"):
            text = _clean(tok.content.rstrip("\n"))
            attrs = {
                "level": 0,
                "quote_depth": ctx.quote_depth,
                "list_depth": len(ctx.lists),
                "list_marker": ctx.pending_marker,
                "header": False,
            }
            ctx.pending_marker = None
            if text.strip():
                yield "code", text, attrs, ((Span(0, len(text), "code"),))


def parse_blocks(markdown: str) -> ArticleText:
    """Derive the blocks and reading text of a Markdown body (normalised first)."""
    body = normalize_body(markdown)
    blocks: list[Block] = []
    parts: list[str] = []
    offset = 0
    for kind, text, attrs, spans in _iter_blocks(_parser().parse(body)):
        if blocks:
            offset += 1  # the "\n" between blocks
        marker = attrs["list_marker"]
        blocks.append(
            Block(
                kind=kind,
                text=text,
                start=offset,
                level=int(str(attrs["level"])),
                quote_depth=int(str(attrs["quote_depth"])),
                list_depth=int(str(attrs["list_depth"])),
                list_marker=marker if isinstance(marker, str) else None,
                header=bool(attrs["header"]),
                spans=spans,
            )
        )
        parts.append(text)
        offset += len(text)
    return ArticleText(tuple(blocks), "\n".join(parts))


def reading_text(markdown: str) -> str:
    """The text every anchor in an article refers to."""
    return parse_blocks(markdown).reading_text


def first_heading(markdown: str) -> str | None:
    """Text of the first heading block, used as a title when none is given."""
    for block in parse_blocks(markdown).blocks:
        if block.kind == "heading":
            return block.text
    return None


_INLINE_SPECIAL = r"([\\`*_\[\]<>&|~!])"
_LINE_START = r"^(#|>|[-+=]|\d{1,9}[.)])"


def escape_markdown(text: str) -> str:
    """Escape one line of plain text so it parses back as one paragraph with exactly that text.

    Importers build Markdown from extracted text; a headline such as "#MeToo" or "1. FC Köln"
    or "5 * 3" must not turn into a heading, a list or emphasis. Line breaks inside ``text`` are
    folded into spaces (a paragraph is one line); leading and trailing white space is dropped.
    """
    text = _unsafe_replaced(re.sub(r"[\r\n\u2028\u2029\x85]+", " ", text)).strip()
    text = re.sub(_INLINE_SPECIAL, r"\\\1", text)
    match = re.match(_LINE_START, text)
    if match:
        token = match.group(1)
        if token[-1] in ".)":
            text = token[:-1] + "\\" + token[-1] + text[len(token):]
        else:
            text = "\\" + text
    return text


def blocks_to_json(text: ArticleText) -> str:
    """The block structure without its text (the reading text is stored beside it).

    Stored with each article so opening one needs no Markdown parsing: parsing a 1 MB article
    takes about half a second, reading this back a few milliseconds.
    """
    rows = [
        [
            b.kind,
            b.start,
            len(b.text),
            b.level,
            b.quote_depth,
            b.list_depth,
            b.list_marker,
            int(b.header),
            [[s.start, s.end, s.style, s.href] for s in b.spans],
        ]
        for b in text.blocks
    ]
    return json.dumps([TEXT_MODEL_VERSION, rows], ensure_ascii=False, separators=(",", ":"))


def pack_blocks(text: ArticleText) -> bytes:
    """The block structure as the library stores it (library format 12): :func:`blocks_to_json`
    compressed with zlib, a quarter of its size (99 MB of the 2.4 GB of a 100,000-article
    library as JSON, 24 MB packed), unpacked in ~5 µs an article."""
    return zlib.compress(blocks_to_json(text).encode("utf-8"), 9)


def blocks_from_json(data: str | bytes, reading_text: str) -> ArticleText | None:
    """Blocks stored by :func:`blocks_to_json` (text) or :func:`pack_blocks` (bytes), or None if
    stale, damaged or not for this text."""
    try:
        if isinstance(data, bytes):
            data = zlib.decompress(data).decode("utf-8")
        version, rows = json.loads(data)
        if version != TEXT_MODEL_VERSION:
            return None
        blocks = []
        for kind, start, length, level, quote, depth, marker, header, spans in rows:
            blocks.append(
                Block(
                    kind=kind,
                    text=reading_text[start : start + length],
                    start=start,
                    level=level,
                    quote_depth=quote,
                    list_depth=depth,
                    list_marker=marker,
                    header=bool(header),
                    spans=tuple(Span(s, e, style, href) for s, e, style, href in spans),
                )
            )
    except (ValueError, TypeError, zlib.error):
        return None
    result = ArticleText(tuple(blocks), reading_text)
    if blocks and (blocks[-1].end != len(reading_text) or blocks[0].start != 0):
        return None
    return result
