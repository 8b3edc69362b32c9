"""Saved web pages: the article found by trafilatura, as Markdown, with the page's metadata.

A saved news page is mostly not the article (menus, teasers, comments, cookie notices), so
the main text is extracted with trafilatura, whose XML output keeps the structure we need
(headings, quotes, lists, emphasis, links). Options were chosen by measuring on the article
extraction benchmark (``bench/bench_import.py``, figures in ``docs/importing.md``):
trafilatura's fast mode with ``favor_recall``, plus its full mode as a second chance when the
fast pass finds little, scores best (F1 0.963; ``favor_precision`` 0.960, default 0.954)
and is about twice as fast as the full mode on every page.

When extraction finds little (a gallery page, a page trafilatura does not understand), the
import is refused with a hint rather than silently saving a few stray lines as "the article";
with ``whole_page`` the page's whole visible text is imported instead, with a warning.

Nothing is ever fetched: trafilatura only sees the page text, and lxml parses with network
access and entity loading off.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from lxml import etree, html

from ..errors import ImportFailure
from ..i18n import N_, _, ngettext
from .blocks import TextBlock, title_of, titled_markdown
from .completeness import boilerplate, looks_cut
from .document import ImportedDocument
from .element_blocks import HTML, TRAFILATURA, element_blocks
from .encoding import decode_html
from .logs import quiet
from .page_metadata import page_metadata, saved_from_text, web_url

MIN_ARTICLE_CHARS = 200
"""Less extracted text than this is "little article text"."""
MIN_ARTICLE_SHARE = 0.02
"""...and so is less than this share of the page's visible text.

Measured on the benchmark: correct extractions of short articles are often only 4-25% of
their page's visible text (menus, teasers and footers dwarf a 400-word story), so a larger
share would refuse good articles; below 2% nothing extracted was an article.
"""

WHOLE_PAGE_WARNING = N_("extraction found little article text; imported the whole page text")
CUT_WARNING = N_("the article may be incomplete")
PADDED_WARNING = N_("the article may include newsletter or sign-up text")
WHOLE_PAGE_OFFER = N_("import the whole page text to check (--whole-page)")
"""Warnings about an extraction start with these, in the language of the import; every
language keeps "--whole-page" in the offer (the app recognises it and offers the whole page)."""

_EXTRACTION_OPTIONS: dict[str, Any] = {
    "output_format": "xml",
    "include_formatting": True,
    "include_tables": True,
    "include_links": True,
    "include_comments": False,
    "include_images": False,
    "favor_recall": True,
    "with_metadata": False,  # read separately, see page_metadata
}

_PARSER = html.HTMLParser(  # type: ignore[call-arg]  # lxml-stubs lack default_doctype
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


def _doubts(body: etree._Element | None, blocks: list[TextBlock]) -> tuple[str, ...]:
    """Warnings when the extracted article looks cut short or padded (see :mod:`.completeness`)."""
    found: list[str] = []
    texts = [b.text for b in blocks]
    if cut := looks_cut(body, texts):
        count, chars = cut
        found.append(ngettext(
            "{cut}: {count} paragraph ({chars:,} characters) beside the article on the page was left out; {offer}",
            "{cut}: {count} paragraphs ({chars:,} characters) beside the article on the page were left out; {offer}",
            count,
        ).format(cut=_(CUT_WARNING), count=count, chars=chars, offer=_(WHOLE_PAGE_OFFER)))
    if furniture := boilerplate(texts):
        sample = furniture[0] if len(furniture[0]) <= 60 else furniture[0][:59] + "…"
        blocks_count = len(furniture)
        found.append(ngettext(
            "{padded}: {count} short block such as «{sample}»; {offer}",
            "{padded}: {count} short blocks such as «{sample}»; {offer}",
            blocks_count,
        ).format(padded=_(PADDED_WARNING), count=blocks_count, sample=sample, offer=_(WHOLE_PAGE_OFFER)))
    return tuple(found)


_XML_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def page_document(
    text: str, *, whole_page: bool, source_format: str, hints: PageHints | None = None
) -> ImportedDocument:
    """The article of a page given as text (shared with MHTML)."""
    hints = hints or PageHints()
    # Control characters are not allowed in XML, and trafilatura copies text into XML trees:
    # a stray vertical tab in a page made it raise instead of extracting.
    text = _XML_UNSAFE.sub(" ", text)
    root = parse_page(text)
    body = root.find("body")
    visible = _visible_length(root)
    if visible == 0:
        if _too_deep():
            raise ImportFailure("html_too_deep", limit=255)
        raise ImportFailure("html_no_visible_text")
    with quiet("trafilatura", "htmldate"):
        meta = page_metadata(root)
    base_url = meta.url or saved_from_text(text) or web_url(hints.url)
    blocks = _article_blocks(root, base_url, fast=True)
    extracted = sum(len(b.text) for b in blocks)
    if _is_little(extracted, visible):
        # The fast pass skips trafilatura's second opinions (readability, jusText); they
        # rescue some pages, and cost time only on the few pages that need them.
        second = _article_blocks(root, base_url, fast=False)
        if sum(len(b.text) for b in second) > extracted:
            blocks, extracted = second, sum(len(b.text) for b in second)
    warnings: tuple[str, ...] = ()
    if _is_little(extracted, visible):
        if not whole_page:
            raise ImportFailure("html_little_text")  # says --whole-page: the app offers it
        blocks = element_blocks(root if body is None else body, HTML, base_url)
        warnings = (_(WHOLE_PAGE_WARNING),)
    elif whole_page:
        blocks = element_blocks(root if body is None else body, HTML, base_url)
    else:
        warnings = _doubts(body, blocks)
    title = title_of(meta.title or hints.title, blocks)
    if not title:
        raise ImportFailure("html_no_text")
    markdown, short = titled_markdown(title, blocks)
    return ImportedDocument(
        markdown=markdown,
        title=short,
        source_format=source_format,
        outlet=meta.outlet,
        author=meta.author,
        published=meta.published,
        url=base_url,
        language=meta.language,
        warnings=warnings,
    )


def parse_page(text: str) -> etree._Element:
    """The page as an ``lxml.html`` tree, parsed as trafilatura would (no DTD, no network).

    Crowds of ``<span>`` or ``<font>`` in one element are unwrapped first (see
    :func:`_unwrap_crowds`).
    """
    try:
        root = html.document_fromstring(text.encode("utf-8", "replace"), parser=_PARSER)
    except (etree.ParserError, ValueError):
        raise ImportFailure("html_no_text") from None
    _unwrap_crowds(root)
    return root


_CROWD = 200
"""More inline children than this in one element are a crowd (see below)."""
_UNWRAPPED = (
    "span", "font", "abbr", "mark", "cite", "ins", "del", "small", "big", "sub", "sup", "u", "s",
    "strike", "q", "time", "label", "dfn", "kbd", "samp", "var", "bdi", "bdo", "data", "tt",
    "acronym", "nobr",
)
"""Inline elements that carry nothing Parallax keeps (emphasis, links and code are kept)."""


def _unwrap_crowds(root: etree._Element) -> None:
    """Unwrap the plain inline elements (``<span>``, ``<font>``, ``<mark>``...) of an element
    holding a crowd of them.

    trafilatura unwraps such elements itself, which leaves their texts as adjacent text nodes
    that libxml2 keeps apart and lxml joins again on every read: 40,000 spans in one paragraph
    took 20 s. Unwrapping them here and making each run of texts one node (an assignment each)
    keeps that linear. Ordinary pages have no crowds and are left exactly as they are (the
    spans there change what trafilatura keeps, measured on the benchmark).
    """
    counts: dict[etree._Element, int] = {}
    for element in root.iter(*_UNWRAPPED):
        parent = element.getparent()
        if parent is not None:
            counts[parent] = counts.get(parent, 0) + 1
    for parent, count in counts.items():
        if count > _CROWD and parent.getparent() is not None:
            etree.strip_tags(parent, *_UNWRAPPED)
            for element in parent.iter():
                element.text = element.text
                element.tail = element.tail
            parent.tail = parent.tail


def _too_deep() -> bool:
    """Whether the last parse stopped at libxml2's nesting limit (the rest of the page is lost)."""
    return any("Excessive depth" in entry.message for entry in _PARSER.error_log)


def _article_blocks(root: etree._Element, base_url: str | None, *, fast: bool) -> list[TextBlock]:
    extraction = _extract(root, fast=fast)
    return element_blocks(extraction, TRAFILATURA, base_url) if extraction is not None else []


def _extract(root: etree._Element, *, fast: bool) -> etree._Element | None:
    """trafilatura's article body (its XML dialect), or None when it finds no article."""
    # Imported here: trafilatura takes ~0.5 s to load, and only web pages need it.
    from trafilatura import bare_extraction

    try:
        with quiet("trafilatura", "htmldate"):
            # The parsed tree, not the text: trafilatura copies it and never sees a string
            # it could mistake for an address.
            document: Any = bare_extraction(root, fast=fast, **_EXTRACTION_OPTIONS)
    except (ValueError, TypeError, etree.LxmlError, RecursionError):
        return None
    body = getattr(document, "body", None)
    return body if isinstance(body, etree._Element) else None


def _is_little(extracted: int, visible: int) -> bool:
    return extracted < MIN_ARTICLE_CHARS or extracted < MIN_ARTICLE_SHARE * visible


_ALL_TEXT = etree.XPath("string(//body)")
_HIDDEN_TEXT = etree.XPath("//body//*[self::script or self::style or self::noscript or self::template]")


def _visible_length(root: etree._Element) -> int:
    """Characters of text a browser would show (white space collapsed), near enough.

    All text of the body minus that of scripts and styles: two queries libxml2 answers in
    linear time (filtering every text node by its ancestors took seconds on a large page).
    """
    length = len(" ".join(str(_ALL_TEXT(root)).split()))
    hidden = _HIDDEN_TEXT(root)
    if isinstance(hidden, list):
        for element in hidden:
            if isinstance(element, etree._Element):
                length -= len(" ".join("".join(str(t) for t in element.itertext()).split()))
    return max(length, 0)
