"""Text blocks from an element tree: HTML, EPUB XHTML and trafilatura's extraction XML.

All three are the same problem (block elements with inline formatting, in any nesting the
authoring tool produced), so one walker serves them, with a vocabulary saying what each tag
is. Text is never lost to an unexpected nesting: a block inside a paragraph closes the
paragraph and the text after it opens a new one; unknown tags are read as inline text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal
from urllib.parse import urljoin

from lxml import etree

from .blocks import BlockKind, Run, TextBlock

Role = Literal[
    "container",  # holds blocks: div, section, body, table, row
    "paragraph",
    "heading",
    "quote",
    "list",
    "item",
    "cell",
    "pre",  # preformatted: one block per line
    "break",  # <br>: ends the line
    "em",
    "strong",
    "link",
    "inline",  # any other inline element: its text counts
    "skip",  # its text does not count (script, style, images...)
]


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """What each tag of a dialect means.

    ``role`` maps a lower-case local name and the element to its role and, for headings, the
    level; ``href`` reads the link target of a link element.
    """

    role: Callable[[str, etree._Element], tuple[Role, int]]
    href: Callable[[etree._Element], str | None]
    ordered: Callable[[etree._Element], bool]


_HTML_ROLES: dict[str, Role] = {
    "p": "paragraph",
    "dt": "paragraph",
    "dd": "paragraph",
    "figcaption": "paragraph",
    "caption": "paragraph",
    "summary": "paragraph",
    "address": "paragraph",
    "blockquote": "quote",
    "ul": "list",
    "ol": "list",
    "menu": "list",
    "li": "item",
    "td": "cell",
    "th": "cell",
    "pre": "pre",
    "br": "break",
    "em": "em",
    "i": "em",
    "cite": "em",
    "dfn": "em",
    "var": "em",
    "strong": "strong",
    "b": "strong",
    "a": "link",
}
_HTML_CONTAINERS = frozenset(
    {
        *("html", "body", "div", "section", "article", "main", "header", "footer", "nav", "aside"),
        *("figure", "table", "thead", "tbody", "tfoot", "tr", "dl", "hgroup", "details"),
        *("fieldset", "form", "center", "hr", "picture"),
    }
)
_HTML_SKIPPED = frozenset(
    {
        *("head", "script", "style", "noscript", "template", "title", "meta", "link", "svg", "math"),
        *("iframe", "object", "embed", "canvas", "audio", "video", "source", "track", "img", "map"),
        *("area", "select", "option", "button", "input", "textarea", "frame", "frameset", "applet"),
        *("param", "base"),
    }
)


def _html_role(name: str, element: etree._Element) -> tuple[Role, int]:
    if name in _HTML_SKIPPED or element.get("hidden") is not None:
        return "skip", 0
    if len(name) == 2 and name[0] == "h" and name[1] in "123456":
        return "heading", int(name[1])
    role = _HTML_ROLES.get(name)
    if role is not None:
        return role, 0
    return ("container" if name in _HTML_CONTAINERS else "inline"), 0


HTML = Vocabulary(
    role=_html_role,
    href=lambda element: element.get("href"),
    ordered=lambda element: _local_name(element) == "ol",
)
"""Ordinary (X)HTML, with or without the XHTML namespace."""

_XML_ROLES: dict[str, Role] = {
    "p": "paragraph",
    "quote": "quote",
    "list": "list",
    "item": "item",
    "cell": "cell",
    "code": "pre",
    "lb": "break",
    "ref": "link",
    "graphic": "skip",
    "body": "container",
    "div": "container",
    "table": "container",
    "row": "container",
    "main": "container",
    "doc": "container",
}


def _xml_role(name: str, element: etree._Element) -> tuple[Role, int]:
    if name == "head":
        rend = element.get("rend") or "h2"
        level = int(rend[1]) if len(rend) == 2 and rend[0] == "h" and rend[1] in "123456" else 2
        return "heading", level
    if name == "hi":
        rend = element.get("rend") or ""
        return ("strong" if rend == "#b" else "em" if rend == "#i" else "inline"), 0
    return _XML_ROLES.get(name, "inline"), 0


TRAFILATURA = Vocabulary(
    role=_xml_role,
    href=lambda element: element.get("target"),
    ordered=lambda element: element.get("rend") == "ol",
)
"""The XML trafilatura writes (``head rend=h2``, ``hi rend=#b``, ``ref target=...``)."""

# Deeper nesting than this is read as flat text: no article needs it, and recursion must stay
# far from Python's limit whatever a hostile file contains.
_MAX_DEPTH = 120


@dataclass(frozen=True, slots=True)
class _Style:
    em: bool = False
    strong: bool = False
    href: str | None = None


@dataclass
class _Walker:
    vocabulary: Vocabulary
    base_url: str | None = None
    blocks: list[TextBlock] = field(default_factory=list)
    runs: list[Run] = field(default_factory=list)
    # (kind, level, ordered) of the block loose text belongs to
    context: list[tuple[BlockKind, int, bool]] = field(default_factory=lambda: [("paragraph", 0, False)])
    list_depth: int = -1
    list_ordered: list[bool] = field(default_factory=list)

    def add(self, text: str | None, style: _Style) -> None:
        if text:
            self.runs.append(Run(text, style.em, style.strong, style.href))

    def flush(self) -> None:
        if self.runs:
            kind, level, ordered = self.context[-1]
            self.blocks.append(TextBlock(kind, tuple(self.runs), level, ordered))
            self.runs = []

    def open_block(self, kind: BlockKind, level: int = 0, ordered: bool = False) -> None:
        self.flush()
        self.context.append((kind, level, ordered))

    def close_block(self) -> None:
        self.flush()
        self.context.pop()

    def in_quote(self) -> bool:
        return any(kind == "quote" for kind, _, _ in self.context)

    def walk(self, element: etree._Element, style: _Style, depth: int) -> None:
        name = _local_name(element)
        if not name:  # comment or processing instruction
            return
        role, level = self.vocabulary.role(name, element)
        if depth > _MAX_DEPTH and role != "skip":
            self.add(_all_text(element), style)
            return
        if role == "skip":
            return
        if role == "break":
            kind = self.context[-1][0]
            if kind in ("heading", "item"):
                self.add(" ", style)
            else:
                self.flush()
            return
        if role in ("em", "strong", "link", "inline"):
            if role == "em":
                style = _Style(True, style.strong, style.href)
            elif role == "strong":
                style = _Style(style.em, True, style.href)
            elif role == "link":
                style = _Style(style.em, style.strong, self._href(element) or style.href)
            self._content(element, style, depth)
            return
        if role == "pre":
            self.flush()
            line_kind: BlockKind = "quote" if self.in_quote() else "paragraph"
            for line in _all_text(element).split("\n"):
                self.blocks.append(TextBlock(line_kind, (Run(line),)))
            return
        if role == "list":
            self.flush()
            self.list_depth += 1
            self.list_ordered.append(self.vocabulary.ordered(element))
            self.context.append(("item", self.list_depth, self.list_ordered[-1]))
            self._content(element, style, depth)
            self.close_block()
            self.list_ordered.pop()
            self.list_depth -= 1
            return
        if role == "item":
            ordered = self.list_ordered[-1] if self.list_ordered else False
            self.open_block("item", max(self.list_depth, 0), ordered)
        elif role == "heading":
            self.open_block("heading", level)
        elif role == "quote":
            self.open_block("quote")
        else:  # paragraph, cell or container
            # inside a list item or a quote, a paragraph stays an item or a quote paragraph
            outer = self.context[-1]
            if outer[0] in ("item", "quote"):
                self.open_block(*outer)
            else:
                self.open_block("paragraph")
        self._content(element, style, depth)
        self.close_block()

    def _href(self, element: etree._Element) -> str | None:
        href = self.vocabulary.href(element)
        if href and self.base_url and "://" not in href[:12]:
            try:
                return urljoin(self.base_url, href.strip())
            except ValueError:
                return None
        return href

    def _content(self, element: etree._Element, style: _Style, depth: int) -> None:
        self.add(element.text, style)
        for child in element:
            self.walk(child, style, depth + 1)
            self.add(child.tail, style)


def _local_name(element: etree._Element) -> str:
    """The lower-case tag without namespace; empty for comments and processing instructions."""
    tag: object = element.tag
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1].lower()


def _all_text(element: etree._Element) -> str:
    return "".join(str(part) for part in element.itertext())


def element_blocks(
    root: etree._Element, vocabulary: Vocabulary, base_url: str | None = None
) -> list[TextBlock]:
    """The blocks of ``root`` in document order (blocks may be empty; the writer drops them).

    Relative links are resolved against ``base_url`` when it is given.
    """
    walker = _Walker(vocabulary, base_url=base_url)
    walker.walk(root, _Style(), 0)
    walker.flush()
    return walker.blocks
