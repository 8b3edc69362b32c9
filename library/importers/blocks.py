"""Text blocks, the common currency of every importer, and how they become Markdown.

Each source format is read into a list of :class:`TextBlock` (heading, paragraph, quote
paragraph, list item) made of :class:`Run` s of plain text with emphasis and links. Writing the
Markdown in one place keeps the escaping rules in one place: every piece of text goes through
:func:`~parallax.library.textmodel.escape_markdown`, so a headline such as "5 * 3 = 15" or
"#MeToo" reads back exactly.

Inline markup is where Markdown is fragile (an emphasis next to punctuation may not parse as
emphasis and would leave stray asterisks in the reading text), so :func:`render_markdown`
checks the reading text of what it wrote and, for any block that does not read back as its
plain text, drops that block's markup. The reading text therefore always holds the source
text, whatever the markup.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Literal

from ..textmodel import escape_markdown, parse_blocks

BlockKind = Literal["heading", "paragraph", "quote", "item"]

# White space that separates words in every source format: collapsed to one space. U+00A0 and
# the other fixed-width spaces are left alone (they carry meaning, e.g. "5\u00a0km").
_SPACES = re.compile("[ \t\n\r\f\v\u2028\u2029\x85]+")
# Characters the text model would turn into U+FFFD: dropped instead (PDF and Word files are full
# of them and they are never part of what the author wrote).
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffc\ufdd0\ufdd1\ud800-\udfff\u00ad]")
_LINK_SCHEMES = ("http://", "https://", "mailto:")


@dataclass(frozen=True, slots=True)
class Run:
    """A stretch of text with one formatting; ``href`` makes it (part of) a link."""

    text: str
    em: bool = False
    strong: bool = False
    href: str | None = None


@dataclass(frozen=True, slots=True)
class TextBlock:
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


def render_markdown(blocks: Iterable[TextBlock]) -> str:
    """Markdown for ``blocks``, each of which reads back as exactly its :attr:`TextBlock.text`.

    Blocks without text are dropped.
    """
    kept = [b for b in blocks if b.text]
    if not kept:
        return ""
    pieces = [_render_block(b) for b in kept]
    markdown = _join(kept, pieces)
    expected = [b.text for b in kept]
    got = [blk.text for blk in parse_blocks(markdown).blocks]
    if got == expected:
        return markdown
    # Some block did not survive: check each marked-up block on its own and drop its markup
    # if needed. Rare, so the cost of parsing block by block only falls on odd documents.
    for index, (blk, piece) in enumerate(zip(kept, pieces, strict=True)):
        if not _has_markup(blk):
            continue
        if _reads_back(piece, blk):
            continue
        links_only = replace(blk, runs=tuple(Run(r.text, href=r.href) for r in blk.runs))
        candidate = _render_block(links_only)
        if not _reads_back(candidate, blk):
            candidate = _render_block(replace(blk, runs=(Run(blk.text),)))
        pieces[index] = candidate
    return _join(kept, pieces)


def _reads_back(piece: str, blk: TextBlock) -> bool:
    found = parse_blocks(piece).blocks
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


def _render_block(blk: TextBlock) -> str:
    body = _render_inline(blk.runs)
    if blk.kind == "heading":
        level = min(max(blk.level, 1), 6)
        if body.endswith("#"):
            body = body[:-1] + "\\#"  # else a final " #" would be read as a closing sequence
        return "#" * level + " " + body
    if blk.kind == "quote":
        return "> " + body
    if blk.kind == "item":
        return ("1. " if blk.ordered else "- ") + body
    return body


def _merge(runs: Iterable[Run]) -> list[Run]:
    """Clean each run and join neighbours with the same formatting."""
    merged: list[Run] = []
    for run in runs:
        text = _CONTROLS.sub("", _SPACES.sub(" ", run.text))
        if not text:
            continue
        href = run.href if run.href and run.href.startswith(_LINK_SCHEMES) else None
        if merged:
            last = merged[-1]
            if (last.em, last.strong, last.href) == (run.em, run.strong, href):
                merged[-1] = Run(last.text + text, last.em, last.strong, href)
                continue
            if last.text.endswith(" ") and text.startswith(" "):
                text = text[1:]
                if not text:
                    continue
        merged.append(Run(text, run.em, run.strong, href))
    if merged:
        merged[0] = replace(merged[0], text=merged[0].text.lstrip())
        merged[-1] = replace(merged[-1], text=merged[-1].text.rstrip())
    return [r for r in merged if r.text]


def _render_inline(runs: Sequence[Run]) -> str:
    merged = _merge(runs)
    if not merged:
        return ""
    out: list[str] = []
    index = 0
    while index < len(merged):
        href = merged[index].href
        end = index
        while end < len(merged) and merged[end].href == href:
            end += 1
        group = merged[index:end]
        if href is None:
            out.append(_styled(group))
        else:
            out.append(_link(group, href))
        index = end
    return unicodedata.normalize("NFC", "".join(out)).strip()


def _link(group: Sequence[Run], href: str) -> str:
    label = _styled(group)
    inner = label.strip()
    if not inner:
        return label
    lead = label[: len(label) - len(label.lstrip())]
    trail = label[len(label.rstrip()) :]
    return f"{lead}[{inner}]({_destination(href)}){trail}"


def _destination(href: str) -> str:
    """A link destination that cannot end early or swallow text: risky characters encoded."""
    href = unicodedata.normalize("NFC", href.strip())
    return re.sub(r"[\s()<>\\\[\]`*_]|[\x00-\x1f\x7f]", lambda m: f"%{ord(m.group()):02X}", href)


def _styled(group: Sequence[Run]) -> str:
    out: list[str] = []
    for run in group:
        core = run.text.strip()
        lead = run.text[: len(run.text) - len(run.text.lstrip())]
        trail = run.text[len(run.text.rstrip()) :]
        escaped = escape_markdown(core) if core else ""
        if escaped and (run.em or run.strong):
            marker = "***" if run.em and run.strong else "**" if run.strong else "*"
            escaped = f"{marker}{escaped}{marker}"
        out.append(lead + escaped + trail)
    return "".join(out)
