"""Text blocks, the common currency of every importer, and how they become Markdown.

Each source format is read into a list of :class:`TextBlock` (heading, paragraph, quote
paragraph, list item) made of :class:`Run` s of plain text with emphasis and links. Writing the
Markdown in one place keeps the escaping rules in one place: every piece of text goes through
:func:`~parallax.library.textmodel.escape_markdown`, so a headline such as "5 * 3 = 15" or
"#MeToo" reads back exactly.

Inline markup is where Markdown is fragile (an emphasis next to punctuation may not parse as
emphasis and would leave stray asterisks in the reading text). The writer follows
CommonMark's flanking rules, and :func:`render_markdown` still parses what it wrote for every
block with markup and drops the markup of any block that does not read back as its plain
text. The reading text therefore always holds the source text, whatever the markup.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import Literal

from ..records import Record
from ..textmodel import escape_markdown, parse_blocks

BlockKind = Literal["heading", "paragraph", "quote", "item"]

# White space that separates words in every source format: collapsed to one space. U+00A0 and
# the other fixed-width spaces are left alone (they carry meaning, e.g. "5\u00a0km").
_SPACES = re.compile("[ \t\n\r\f\v\u2028\u2029\x85]+")
# Characters the text model would turn into U+FFFD, and soft hyphens: dropped (PDF and Word
# files are full of them, they are invisible, and they would split words a reader searches for).
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffc\ufdd0\ufdd1\ud800-\udfff\u00ad]")
_LINK_SCHEMES = ("http://", "https://", "mailto:")


class Run(Record):
    """A stretch of text with one formatting; ``href`` makes it (part of) a link.

    The records here are NamedTuples, not dataclasses: ``parallax open`` may read its files on
    the way to the first paint, and ``dataclasses`` costs that start ~10 M instructions."""

    text: str
    em: bool = False
    strong: bool = False
    href: str | None = None


class TextBlock(Record):
    """One line of the future reading text.

    ``level`` is the heading level (1-6) for headings and the nesting depth (0 = top) for list
    items; ``ordered`` marks an item of a numbered list.
    """

    kind: BlockKind
    runs: tuple[Run, ...]
    level: int = 0
    ordered: bool = False

    @property
    def text(self) -> str:
        """The plain text the block must read back as."""
        return clean_text("".join(run.text for run in self.runs))


def clean_text(text: str) -> str:
    """One line of text as the reading text will hold it: NFC, single spaces, no controls."""
    text = _CONTROLS.sub("", _SPACES.sub(" ", text))
    return unicodedata.normalize("NFC", text).strip()


def block(kind: BlockKind, text: str, level: int = 0, ordered: bool = False) -> TextBlock:
    """A block of plain text (no inline markup)."""
    return TextBlock(kind, (Run(text),), level, ordered)


def with_title(title: str, blocks: Sequence[TextBlock]) -> list[TextBlock]:
    """The blocks under a level-1 heading holding the title, without a first block repeating it.

    Every importer starts the body with the title, so the first line of every article's
    reading text is its title, whatever the source format.
    """
    first = next((i for i, b in enumerate(blocks) if b.text), None)
    rest = list(blocks)
    if first is not None and blocks[first].text.casefold() == clean_text(title).casefold():
        rest = rest[first + 1 :]
    return [block("heading", title, 1), *rest]


def title_of(declared: str | None, blocks: Sequence[TextBlock]) -> str:
    """The title a document declares, else its first heading, else its first text ("" if it
    has none)."""
    if declared:
        return declared
    return next(
        (b.text for b in blocks if b.kind == "heading" and b.text), next((b.text for b in blocks if b.text), "")
    )


def titled_markdown(title: str, blocks: Sequence[TextBlock]) -> tuple[str, str]:
    """The Markdown of ``blocks`` under their title, and the title cut for lists: the body
    and title of every imported document, whatever its format."""
    return render_markdown(with_title(title, blocks)), short_title(title)


def short_title(text: str, limit: int = 300) -> str:
    """A title fit for lists and window titles: a first line that is a whole paragraph is cut."""
    text = clean_text(text)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def render_markdown(blocks: Iterable[TextBlock]) -> str:
    """Markdown for ``blocks``, each of which reads back as exactly its :attr:`TextBlock.text`.

    Blocks without text are dropped. Plain text is escaped and cannot go wrong; blocks with
    inline markup are checked all at once (one parse) and, in the rare case one does not read
    back, written again with less markup.
    """
    texted = [(b, b.text) for b in blocks]
    kept = [b for b, text in texted if text]
    texts = [text for _, text in texted if text]
    inlines = [_render_inline(b.runs) for b in kept]
    marked = [i for i, b in enumerate(kept) if _has_markup(b)]
    if marked:
        check = parse_blocks("\n\n".join(inlines[i] for i in marked)).blocks
        if [c.text for c in check] != [texts[i] for i in marked]:
            for i in marked:
                inlines[i] = _checked_inline(kept[i], inlines[i])
    return _join(kept, [_block_markup(b, inline) for b, inline in zip(kept, inlines, strict=True)])


def _checked_inline(blk: TextBlock, inline: str) -> str:
    """``inline`` if it reads back as the block's text, else the block with less markup."""
    if _reads_back(inline, blk):
        return inline
    candidate = _render_inline(tuple(Run(r.text, href=r.href) for r in blk.runs))
    if _reads_back(candidate, blk):
        return candidate
    return _render_inline((Run(blk.text),))


def _reads_back(inline: str, blk: TextBlock) -> bool:
    found = parse_blocks(inline).blocks
    return len(found) == 1 and found[0].text == blk.text


def _has_markup(blk: TextBlock) -> bool:
    return any(r.em or r.strong or r.href for r in blk.runs)


def _join(blocks: Sequence[TextBlock], pieces: Sequence[str]) -> str:
    """Blank lines between blocks, except inside a list (tight) and inside a quote."""
    out: list[str] = []
    indents: list[int] = []  # content indent of each open list level
    previous: TextBlock | None = None
    for blk, piece in zip(blocks, pieces, strict=True):
        if blk.kind == "item":
            depth = min(blk.level, len(indents)) if previous and previous.kind == "item" else 0
            del indents[depth:]
            indent = indents[-1] if indents else 0
            marker_width = piece.index(" ") + 1
            indents.append(indent + marker_width)
            separator = "\n" if previous and previous.kind == "item" else "\n\n"
            out.append(separator + " " * indent + piece)
        elif blk.kind == "quote" and previous and previous.kind == "quote":
            out.append("\n>\n" + piece)
        else:
            out.append("\n\n" + piece)
        previous = blk
    return "".join(out).lstrip("\n") + "\n"


def _block_markup(blk: TextBlock, inline: str) -> str:
    if blk.kind == "heading":
        level = min(max(blk.level, 1), 6)
        backslashes = len(inline[:-1]) - len(inline[:-1].rstrip("\\"))
        if inline.endswith("#") and backslashes % 2 == 0:
            inline = inline[:-1] + "\\#"  # else a final " #" would be read as a closing sequence
        return "#" * level + " " + inline
    if blk.kind == "quote":
        return "> " + inline
    if blk.kind == "item":
        return ("1. " if blk.ordered else "- ") + inline
    return inline


def _merge(runs: Iterable[Run]) -> list[Run]:
    """Clean each run and join neighbours with the same formatting.

    Neighbours are gathered as lists of pieces and joined once: a Word paragraph can hold a
    run per character, and joining them one by one would copy the paragraph once per run.
    """
    groups: list[tuple[tuple[bool, bool, str | None], list[str]]] = []
    ends_with_space = False
    for run in runs:
        text = _CONTROLS.sub("", _SPACES.sub(" ", run.text))
        if ends_with_space and text.startswith(" "):
            text = text[1:]
        if not text:
            continue
        href = run.href if run.href and run.href.startswith(_LINK_SCHEMES) else None
        style = (run.em, run.strong, href)
        if groups and groups[-1][0] == style:
            groups[-1][1].append(text)
        else:
            groups.append((style, [text]))
        ends_with_space = text.endswith(" ")
    merged = [Run("".join(pieces), em, strong, href) for (em, strong, href), pieces in groups]
    if merged:
        merged[0] = merged[0]._replace(text=merged[0].text.lstrip())
        merged[-1] = merged[-1]._replace(text=merged[-1].text.rstrip())
    return [r for r in merged if r.text]


def _render_inline(runs: Sequence[Run]) -> str:
    merged = _merge(runs)
    groups: list[tuple[str | None, list[_Piece]]] = []
    for run in merged:
        piece = _Piece.of(run)
        if groups and groups[-1][0] == run.href:
            groups[-1][1].append(piece)
        else:
            groups.append((run.href, [piece]))
    out: list[str] = []
    for index, (href, pieces) in enumerate(groups):
        after = groups[index + 1][1][0].first() if index + 1 < len(groups) else ""
        if href is None:
            out.append(_styled(pieces, out[-1][-1:] if out else "", after))
            continue
        label = _styled(pieces, "[", "]")
        inner = label.strip()
        if not inner:
            out.append(label)
            continue
        lead = label[: len(label) - len(label.lstrip())]
        trail = label[len(label.rstrip()) :]
        out.append(f"{lead}[{inner}]({_destination(href)}){trail}")
    return unicodedata.normalize("NFC", "".join(out)).strip()


class _Piece(Record):
    """A run split into leading space, escaped text and trailing space."""

    lead: str
    core: str
    trail: str
    marker: str

    @classmethod
    def of(cls, run: Run) -> _Piece:
        core = run.text.strip()
        if not core:
            return cls(run.text, "", "", "")
        lead = run.text[: len(run.text) - len(run.text.lstrip())]
        trail = run.text[len(run.text.rstrip()) :]
        marker = "***" if run.em and run.strong else "**" if run.strong else "*" if run.em else ""
        return cls(lead, escape_markdown(core), trail, marker)

    def first(self) -> str:
        return (self.lead or self.core)[:1]


def _styled(pieces: Sequence[_Piece], before: str, after: str) -> str:
    """The pieces in a row, with emphasis only where CommonMark will read it as emphasis.

    ``before`` and ``after`` are the characters around the row (empty at the line's ends).
    A delimiter next to punctuation only counts when the other side is space or punctuation
    (CommonMark's flanking rules), and two emphasised pieces must not touch (their delimiters
    would merge), so such pieces are written without emphasis.
    """
    out: list[str] = []
    previous = before
    for index, piece in enumerate(pieces):
        if not piece.core:
            out.append(piece.lead)
            previous = piece.lead[-1:] or previous
            continue
        following = piece.trail[:1] or (pieces[index + 1].first() if index + 1 < len(pieces) else after)
        left = piece.lead[-1:] or previous
        text = piece.core
        if piece.marker and left != "*" and _can_open(left, text[0]) and _can_close(text[-1], following):
            text = f"{piece.marker}{text}{piece.marker}"
        out.append(piece.lead + text + piece.trail)
        previous = (piece.trail or text)[-1]
    return "".join(out)


def _can_open(before: str, first: str) -> bool:
    return not _is_punctuation(first) or _is_space_or_punctuation(before)


def _can_close(last: str, after: str) -> bool:
    return not _is_punctuation(last) or _is_space_or_punctuation(after)


def _is_punctuation(char: str) -> bool:
    return unicodedata.category(char)[0] in "PS"


def _is_space_or_punctuation(char: str) -> bool:
    return not char or char.isspace() or _is_punctuation(char)


def _destination(href: str) -> str:
    """A link destination that cannot end early or swallow text: risky characters encoded."""
    href = unicodedata.normalize("NFC", href.strip())
    return re.sub(r"[\s()<>\\]|[\x00-\x1f\x7f]", lambda m: f"%{ord(m.group()):02X}", href)
