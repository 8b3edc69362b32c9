"""Title, outlet, author, date, address and language of a saved web page.

trafilatura's full metadata pass costs ~14 ms a page, most of it in heuristics that search the
page text for a byline, categories and a licence; measured on the extraction benchmark, the
byline search found 48 more authors than the page's own metadata but many were wrong ("Phil
Helsel is a reporter", "Jeff Foust Monday; November", "Jdadmin"). A wrong author is worse
than none in a tool for comparing sources, so only what the page declares is used: its meta
tags, OpenGraph and JSON-LD (trafilatura's readers for those), the canonical link and the
date htmldate finds without searching the text (same dates as the full pass on 179 of 181
pages). All of it takes ~2 ms.

The tree is always passed as a parsed element, never as a string: htmldate downloads a
string that looks like a URL, and nothing here may touch the network.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lxml import etree

from .blocks import clean_text
from .dates import iso_date
from .language import language_tag

_LANGUAGE_KEYS = ("og:locale", "content-language", "language", "dc.language", "dcterms.language")


@dataclass(frozen=True, slots=True)
class PageMetadata:
    title: str | None = None
    outlet: str | None = None
    author: str | None = None
    published: str | None = None
    url: str | None = None
    language: str | None = None


def page_metadata(root: etree._Element) -> PageMetadata:
    """What the page says about itself (``root`` is an ``lxml.html`` document element)."""
    from htmldate import find_date
    from trafilatura.metadata import (
        examine_meta,
        extract_meta_json,
        extract_sitename,
        extract_title,
        extract_url,
    )

    meta: Any = examine_meta(root)
    if meta.author and " " not in meta.author:
        meta.author = None  # a single word is a user name or a section, not a byline
    try:
        meta = extract_meta_json(root, meta)
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        pass  # malformed JSON-LD: keep what the meta tags said
    title = meta.title or extract_title(root)
    url = web_url(meta.url) or web_url(extract_url(root))
    try:
        published = find_date(root, extensive_search=False, original_date=True, url=url)
    except (ValueError, TypeError, OverflowError):
        published = None
    outlet = meta.sitename or extract_sitename(root)
    if isinstance(outlet, str):
        outlet = outlet.lstrip("@")
    return PageMetadata(
        title=_text(title),
        outlet=_text(outlet),
        author=_text(meta.author),
        published=iso_date(_text(published)),
        url=url,
        language=page_language(root),
    )


def page_language(root: etree._Element) -> str | None:
    """The language the page declares: ``<html lang>``, ``og:locale`` or Content-Language."""
    declared = root.get("lang") or root.get("{http://www.w3.org/XML/1998/namespace}lang")
    if tag := language_tag(declared):
        return tag
    for meta in root.iter("meta", "{http://www.w3.org/1999/xhtml}meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("http-equiv") or "").lower()
        if key in _LANGUAGE_KEYS and (tag := language_tag(meta.get("content"))):
            return tag
    return None


def web_url(value: object) -> str | None:
    """``value`` if it is an absolute http(s) address."""
    if isinstance(value, str) and value.strip().lower().startswith(("http://", "https://")):
        return value.strip()
    return None


def _text(value: object) -> str | None:
    if isinstance(value, str) and (cleaned := clean_text(value)):
        return cleaned
    return None
