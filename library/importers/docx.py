"""Word documents (.docx): headings, quotes, lists, tables and emphasis from the styles.

python-docx opens the package and resolves styles and links, but the body is walked here,
element by element: python-docx's ``paragraph.runs`` skips text inside tracked insertions and
content controls, and an article whose last edits are tracked would silently lose them.
Deleted text (``w:del``) and text boxes are left out, as Word shows them in its final view.

Before python-docx sees the file, the zip directory is checked for bombs and every XML part
for entity declarations (see :mod:`.archive` and :mod:`.xml_safety`); python-docx itself
parses with entity resolution off.
"""

from __future__ import annotations

import io
import re
from typing import Any

from lxml import etree

from ..errors import ImportFailure
from .archive import open_archive, read_entry
from .blocks import Run, TextBlock, title_of, titled_markdown
from .document import ImportedDocument
from .language import language_tag
from .xml_safety import refuse_entities

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_R = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_HEADING_STYLE = re.compile(r"^heading\s*([1-9])$", re.IGNORECASE)
_LIST_STYLE = re.compile(r"^list (bullet|number)(?:\s*(\d))?$", re.IGNORECASE)
_SKIPPED_IN_PARAGRAPH = frozenset({f"{_W}del", f"{_W}moveFrom", f"{_W}txbxContent", f"{_W}instrText"})
_OFF = frozenset({"0", "false", "off", "none"})
# What python-docx writes into the core properties of its default template.
_PLACEHOLDERS = frozenset({"python-docx", "word document", "untitled", "document"})


def import_docx(data: bytes) -> ImportedDocument:
    """Import a Word document."""
    _check_package(data)
    import docx

    try:
        document: Any = docx.Document(io.BytesIO(data))
    except ImportFailure:
        raise
    except Exception as exc:  # python-docx raises many types on damaged packages
        raise ImportFailure("docx_damaged", detail=_reason(exc)) from None
    reader = _BodyReader(document)
    try:
        reader.read(document.element.body)
    except RecursionError:
        raise ImportFailure("docx_nested_tables") from None
    blocks = reader.blocks
    if not any(b.text for b in blocks):
        raise ImportFailure("docx_no_text")
    props = _core_properties(document)
    title = title_of(props.get("title"), blocks)
    markdown, short = titled_markdown(title, blocks)
    return ImportedDocument(
        markdown=markdown,
        title=short,
        source_format="docx",
        author=props.get("author"),
        published=props.get("published"),
        language=props.get("language"),
    )


def _check_package(data: bytes) -> None:
    with open_archive(data, "Word") as archive:
        names = archive.namelist()
        if "word/document.xml" not in names:
            raise ImportFailure("docx_not_word")
        for name in names:
            if name.endswith((".xml", ".rels")):
                refuse_entities(read_entry(archive, name, "Word"), name)


def _reason(exc: Exception) -> str:
    return (str(exc).strip().split("\n", 1)[0][:120]) or type(exc).__name__


class _BodyReader:
    """Turns ``w:body`` into text blocks, in document order."""

    def __init__(self, document: Any) -> None:
        self.document = document
        self.blocks: list[TextBlock] = []
        self._styles: dict[str, str] = {}
        self._formats: dict[tuple[str, str], bool] = {}
        self._links: dict[str, str | None] = {}

    def read(self, container: etree._Element, depth: int = 0) -> None:
        if depth > 50:
            raise RecursionError
        for child in container:
            if child.tag == f"{_W}p":
                self._paragraph(child)
            elif child.tag == f"{_W}tbl":
                for row in child.iterchildren(f"{_W}tr"):
                    for cell in row.iterchildren(f"{_W}tc"):
                        self.read(cell, depth + 1)
            elif child.tag in (f"{_W}sdt", f"{_W}sdtContent", f"{_W}customXml", f"{_W}ins"):
                self.read(child, depth + 1)

    def _paragraph(self, p: etree._Element) -> None:
        runs = tuple(self._runs(p))
        if not runs:
            return
        style = self._style_name(p)
        heading = _HEADING_STYLE.match(style)
        if style.lower() == "title":
            self.blocks.append(TextBlock("heading", runs, 1))
        elif heading:
            self.blocks.append(TextBlock("heading", runs, min(int(heading.group(1)), 6)))
        elif style.lower() in ("quote", "intense quote"):
            self.blocks.append(TextBlock("quote", runs))
        elif (listed := self._list_item(p, style)) is not None:
            depth, ordered = listed
            self.blocks.append(TextBlock("item", runs, depth, ordered))
        else:
            self.blocks.append(TextBlock("paragraph", runs))

    def _runs(self, p: etree._Element) -> list[Run]:
        runs: list[Run] = []
        for r in p.iter(f"{_W}r"):
            if not self._belongs_to(r, p):
                continue
            text = _run_text(r)
            if not text:
                continue
            bold, italic = self._formatting(r)
            runs.append(Run(text, em=italic, strong=bold, href=self._href(r, p)))
        return runs

    @staticmethod
    def _belongs_to(r: etree._Element, p: etree._Element) -> bool:
        """Whether the run is shown as part of ``p`` (not deleted, not in a nested text box)."""
        parent = r.getparent()
        while parent is not None and parent is not p:
            if parent.tag in _SKIPPED_IN_PARAGRAPH or parent.tag == f"{_W}p":
                return False
            parent = parent.getparent()
        return parent is p

    def _formatting(self, r: etree._Element) -> tuple[bool, bool]:
        props = r.find(f"{_W}rPr")
        if props is None:
            return False, False
        style = props.find(f"{_W}rStyle")
        style_id = style.get(f"{_W}val", "") if style is not None else ""
        return (
            _on(props.find(f"{_W}b")) or self._style_format(style_id, "b"),
            _on(props.find(f"{_W}i")) or self._style_format(style_id, "i"),
        )

    def _style_format(self, style_id: str, tag: str) -> bool:
        """Whether a character style (e.g. "Strong", "Emphasis") makes its runs bold or italic."""
        if not style_id:
            return False
        key = (style_id, tag)
        if key not in self._formats:
            found = False
            try:
                styles = self.document.styles.element
                for style in styles.iterchildren(f"{_W}style"):
                    if style.get(f"{_W}styleId") == style_id:
                        found = _on(style.find(f"{_W}rPr/{_W}{tag}"))
                        break
            except Exception:  # a damaged styles part only costs the emphasis
                found = False
            self._formats[key] = found
        return self._formats[key]

    def _href(self, r: etree._Element, p: etree._Element) -> str | None:
        parent = r.getparent()
        while parent is not None and parent is not p:
            if parent.tag == f"{_W}hyperlink":
                rid = parent.get(f"{_R}id")
                return self._link_target(rid) if rid else None
            parent = parent.getparent()
        return None

    def _link_target(self, rid: str) -> str | None:
        if rid not in self._links:
            try:
                rel = self.document.part.rels[rid]
                self._links[rid] = str(rel.target_ref) if rel.is_external else None
            except Exception:  # a dangling relationship only costs the link
                self._links[rid] = None
        return self._links[rid]

    def _style_name(self, p: etree._Element) -> str:
        style = p.find(f"{_W}pPr/{_W}pStyle")
        style_id = style.get(f"{_W}val", "") if style is not None else ""
        if not style_id:
            return ""
        if not self._styles:
            try:
                self._styles = {str(s.style_id): str(s.name or s.style_id) for s in self.document.styles}
            except Exception:  # damaged styles part: style ids are often the names anyway
                self._styles = {"": ""}
        return self._styles.get(style_id, style_id)

    def _list_item(self, p: etree._Element, style: str) -> tuple[int, bool] | None:
        """(depth, ordered) for a list item, else None."""
        by_style = _LIST_STYLE.match(style)
        num = p.find(f"{_W}pPr/{_W}numPr")
        if num is not None:
            num_id = _val(num.find(f"{_W}numId"))
            if num_id and num_id != "0":
                level = _int(_val(num.find(f"{_W}ilvl")))
                ordered = self._numbering_ordered(num_id, level)
                if ordered is None:
                    ordered = bool(by_style and by_style.group(1).lower() == "number")
                return min(level, 8), ordered
        if by_style:
            return _int(by_style.group(2) or "1") - 1, by_style.group(1).lower() == "number"
        return None

    def _numbering_ordered(self, num_id: str, level: int) -> bool | None:
        """Whether numbering ``num_id`` at ``level`` counts (decimal, letters...) or shows bullets."""
        try:
            numbering = self.document.part.numbering_part.element
        except Exception:  # no numbering part
            return None
        for num in numbering.iterchildren(f"{_W}num"):
            if num.get(f"{_W}numId") == num_id:
                abstract_id = _val(num.find(f"{_W}abstractNumId"))
                break
        else:
            return None
        for abstract in numbering.iterchildren(f"{_W}abstractNum"):
            if abstract.get(f"{_W}abstractNumId") == abstract_id:
                for lvl in abstract.iterchildren(f"{_W}lvl"):
                    if lvl.get(f"{_W}ilvl") == str(level):
                        fmt = _val(lvl.find(f"{_W}numFmt"))
                        return fmt not in (None, "bullet", "none")
        return None


def _run_text(r: etree._Element) -> str:
    parts: list[str] = []
    for child in r:
        tag = child.tag
        if tag == f"{_W}t":
            parts.append(child.text or "")
        elif tag in (f"{_W}tab", f"{_W}br", f"{_W}cr", f"{_W}ptab"):
            parts.append(" ")
        elif tag == f"{_W}noBreakHyphen":
            parts.append("\u2011")
    return "".join(parts)


def _on(element: etree._Element | None) -> bool:
    if element is None:
        return False
    value = element.get(f"{_W}val")
    return value is None or value.lower() not in _OFF


def _val(element: etree._Element | None) -> str | None:
    return element.get(f"{_W}val") if element is not None else None


def _int(value: str | None) -> int:
    try:
        return max(int(value or "0"), 0)
    except ValueError:
        return 0


def _core_properties(document: Any) -> dict[str, str]:
    """Title, author, creation date and language from the core properties, placeholders left out."""
    found: dict[str, str] = {}
    try:
        props = document.core_properties
        title, author, created, language = props.title, props.author, props.created, props.language
    except Exception:  # damaged docProps/core.xml: the text matters more
        return found
    for key, value in (("title", title), ("author", author)):
        text = " ".join(str(value or "").split())
        if text and text.casefold() not in _PLACEHOLDERS:
            found[key] = text
    template = str(author or "") == "python-docx"  # its template's date, not the document's
    if created is not None and hasattr(created, "isoformat") and not template:
        found["published"] = created.date().isoformat() if hasattr(created, "date") else created.isoformat()
    if tag := language_tag(str(language or "")):
        found["language"] = tag
    return found
