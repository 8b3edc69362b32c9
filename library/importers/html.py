"""Saved web pages: the article found by trafilatura, as Markdown, with the page's metadata.

A saved news page is mostly not the article (menus, teasers, comments, cookie notices), so
the main text is extracted with trafilatura, whose XML output keeps the structure we need
(headings, quotes, lists, emphasis, links). Options were chosen by measuring on the article
extraction benchmark (``bench/bench_import.py``): ``favor_precision`` gives the best F1.

When extraction finds little (a gallery page, a page trafilatura does not understand), the
import is refused with a hint rather than silently saving a few stray lines as "the article";
with ``whole_page`` the page's whole visible text is imported instead, with a warning.

Nothing is ever fetched: trafilatura only sees the page text, and lxml parses with network
access and entity loading off.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from lxml import etree, html

from ..errors import ImportFailure
from .blocks import TextBlock, block, clean_text, render_markdown
from .document import ImportedDocument
from .element_blocks import HTML, TRAFILATURA, element_blocks, iter_text
from .encoding import decode_html
from .language import language_tag

MIN_ARTICLE_CHARS = 200
"""Less extracted text than this is "little article text"."""
MIN_ARTICLE_SHARE = 0.02
"""...and so is less than this share of the page's visible text.

Measured on the benchmark: correct extractions of short articles are often only 4-25% of
their page's visible text (menus, teasers and footers dwarf a 400-word story), so a larger
share would refuse good articles; below 2% nothing extracted was an article.
"""

WHOLE_PAGE_WARNING = "extraction found little article text; imported the whole page text"
_LITTLE_TEXT = "little article text was found; import the whole page text instead (--whole-page)"

_EXTRACTION_OPTIONS: dict[str, Any] = {
    "output_format": "xml",
    "include_formatting": True,
    "include_tables": True,
    "include_links": True,
    "include_comments": False,
    "include_images": False,
    "favor_precision": True,
    "with_metadata": True,
}

_PARSER = html.HTMLParser(
    encoding="utf-8",
    remove_comments=True,
    remove_pis=True,
    no_network=True,
    collect_ids=False,
    default_doctype=False,
)


@dataclass(frozen=True, slots=True)
class PageHints:
    """What the container of a page knows about it (an MHTML header), used when the page is silent."""

    url: str | None = None
    title: str | None = None


def import_html(data: bytes, encoding: str | None, whole_page: bool) -> ImportedDocument:
    """Import a saved ``.html`` page."""
    return page_document(decode_html(data, encoding), whole_page=whole_page, source_format="html")


def page_document(
    text: str, *, whole_page: bool, source_format: str, hints: PageHints | None = None
) -> ImportedDocument:
    """The article of a page given as text (shared with MHTML)."""
    hints = hints or PageHints()
    root = parse_page(text)
    body = root.find("body")
    visible = _visible_length(root if body is None else body)
    if visible == 0:
        raise ImportFailure("the page has no visible text (only scripts, styles or images)")
    extraction = _extract(text)
    blocks = element_blocks(extraction.body, TRAFILATURA) if extraction is not None else []
    extracted = sum(len(b.text) for b in blocks)
    warnings: tuple[str, ...] = ()
    if _is_little(extracted, visible):
        if not whole_page:
            raise ImportFailure(_LITTLE_TEXT)
        blocks = element_blocks(root if body is None else body, HTML)
        warnings = (WHOLE_PAGE_WARNING,)
    meta = extraction if extraction is not None else None
    title = _first_text(
        _attr(meta, "title"), _page_title(root), hints.title, *(b.text for b in blocks if b.kind == "heading")
    ) or next((b.text for b in blocks if b.text), "")
    if not title:
        raise ImportFailure("the page has no text")
    markdown = render_markdown(with_title(title, blocks))
    return ImportedDocument(
        markdown=markdown,
        title=title,
        source_format=source_format,
        outlet=_first_text(_attr(meta, "sitename")),
        author=_first_text(_attr(meta, "author")),
        published=_first_text(_attr(meta, "date")),
        url=_web_url(_attr(meta, "url")) or _web_url(hints.url),
        language=page_language(root) or language_tag(_attr(meta, "language")),
        warnings=warnings,
    )


def with_title(title: str, blocks: list[TextBlock]) -> list[TextBlock]:
    """The blocks under a level-1 title heading, without a first block that repeats the title."""
    first = next((i for i, b in enumerate(blocks) if b.text), None)
    rest = blocks
    if first is not None and blocks[first].text.casefold() == title.casefold():
        rest = blocks[first + 1 :]
    return [block("heading", title, 1), *rest]


def parse_page(text: str) -> etree._Element:
    """The page as an lxml tree (HTML parser: no DTD, no entities, no network)."""
    try:
        root = html.document_fromstring(text.encode("utf-8", "replace"), parser=_PARSER)
    except (etree.ParserError, ValueError):
        raise ImportFailure("the page has no text") from None
    return root


def page_language(root: etree._Element) -> str | None:
    """The language the page declares: ``<html lang>``, ``og:locale`` or Content-Language."""
    declared = root.get("lang") or root.get("{http://www.w3.org/XML/1998/namespace}lang")
    if tag := language_tag(declared):
        return tag
    for meta in root.iter("meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("http-equiv") or "").lower()
        if key in ("og:locale", "content-language", "language", "dc.language", "dcterms.language"):
            if tag := language_tag(meta.get("content")):
                return tag
    return None


def _extract(text: str) -> Any:
    # Imported here: trafilatura takes ~0.5 s to load, and only web pages need it.
    from trafilatura import bare_extraction

    logger = logging.getLogger("trafilatura")
    level = logger.level
    logger.setLevel(logging.CRITICAL)  # it logs every page it finds no article in
    try:
        return bare_extraction(text, **_EXTRACTION_OPTIONS)
    except (ValueError, TypeError, etree.LxmlError, RecursionError):
        return None
    finally:
        logger.setLevel(level)


def _is_little(extracted: int, visible: int) -> bool:
    return extracted < MIN_ARTICLE_CHARS or extracted < MIN_ARTICLE_SHARE * visible


def _visible_length(root: etree._Element) -> int:
    return len(clean_text(" ".join(iter_text(root, HTML))))


def _page_title(root: etree._Element) -> str | None:
    element = root.find(".//title")
    return element.text_content() if element is not None else None  # type: ignore[attr-defined]


def _attr(meta: Any, name: str) -> str | None:
    value = getattr(meta, name, None) if meta is not None else None
    return value if isinstance(value, str) else None


def _first_text(*values: str | None) -> str | None:
    for value in values:
        if value and (cleaned := clean_text(value)):
            return cleaned
    return None


def _web_url(value: str | None) -> str | None:
    if value and value.strip().lower().startswith(("http://", "https://")):
        return value.strip()
    return None
