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

import re
from dataclasses import dataclass
from typing import Any

from lxml import etree

from .blocks import clean_text
from .dates import date_in, iso_date
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
    outlet = meta.sitename or extract_sitename(root)
    if isinstance(outlet, str):
        outlet = outlet.lstrip("@")
    title = _page_title(root, meta.title, _text(outlet)) or extract_title(root)
    url = web_url(meta.url) or web_url(extract_url(root))
    try:
        published = find_date(root, extensive_search=False, original_date=True, url=url)
    except (ValueError, TypeError, OverflowError):
        published = None
    language = page_language(root)
    return PageMetadata(
        title=_text(title),
        outlet=_text(outlet),
        author=authors(_text(meta.author), _publishers(root, meta, _text(outlet))),
        published=iso_date(_text(published), language) or written_page_date(root, language),
        url=url,
        language=language,
    )


_DATE_PLACES = etree.XPath(
    "//time | //*[contains(@class, 'date') or contains(@class, 'fecha') or contains(@id, 'date')"
    " or contains(@id, 'fecha') or contains(@class, 'publicad') or contains(@class, 'published')]"
)
_MAX_DATE_PLACES = 50


def written_page_date(root: etree._Element, language: str | None) -> str | None:
    """A date the page writes out where dates go ("lunes, 15 de enero de 2018" in a
    ``<time>`` or an element classed date/fecha), when no machine-readable date was found."""
    places = _DATE_PLACES(root)
    if not isinstance(places, list):
        return None
    for element in places[:_MAX_DATE_PLACES]:
        if not isinstance(element, etree._Element):
            continue
        text = " ".join("".join(str(t) for t in element.itertext()).split())
        if text and (found := date_in(text, language)):
            return found
    return None


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


def _page_title(root: etree._Element, declared: object, outlet: str | None) -> str | None:
    """The headline: the declared title, else the page's one heading, else its ``<title>``.

    A declared title or heading that is the site's name (the masthead in an ``<h1>`` linking
    to the home page, as on many Korean and Japanese news sites) is no headline: the
    ``<title>`` without its site part is taken instead, when it has one.
    """
    from trafilatura.metadata import examine_title_element, extract_title

    whole, first, second = examine_title_element(root)
    parts = [p for p in (first, second) if isinstance(p, str) and p.strip()]
    site = {outlet.casefold()} if outlet else set()
    named = [p for p in parts if p.strip().casefold() not in site]
    headline = max(named, key=len) if named else whole if isinstance(whole, str) else None
    declared_text = _text(declared)
    if declared_text and not (declared_text.casefold() in site and headline):
        return declared_text
    heading = _text(extract_title(root))
    if heading and headline and (heading.casefold() in site or _logo_like(root, heading)):
        return _text(headline)
    return heading or _text(headline)


_MASTHEAD = frozenset(
    {"header", "site-header", "masthead", "logo", "site-logo", "brand", "site-title", "site-name", "site-branding", "navbar"}
)


def _logo_like(root: etree._Element, heading: str) -> bool:
    """Whether the page's heading reading ``heading`` is its masthead: outside any ``<article>``
    or ``<main>``, a link to the home page or inside a header, masthead, logo or brand element."""
    for element in root.iter("h1"):
        if _text(element.text_content()) != heading:  # type: ignore[attr-defined]
            continue
        around = [element, *element.iterancestors()]
        if any(e.tag in ("article", "main") for e in around):
            continue
        names = {n.lower() for e in around for n in f"{e.get('id') or ''} {e.get('class') or ''}".split()}
        if any(e.tag == "header" for e in around) or names & _MASTHEAD:
            return True
        links = [*(e for e in around if e.tag == "a"), *element.iter("a")]
        if any((a.get("href") or "").strip() in ("/", "./", "index.html") for a in links):
            return True
    return False


_SAVED_FROM = re.compile(r"<!--\s*saved from url=\(\d{1,5}\)\s*(https?://[^\s>]+?)\s*-->", re.IGNORECASE)


def saved_from_text(text: str) -> str | None:
    """The address a browser's "saved from url" comment names, looked for at the page's start."""
    match = _SAVED_FROM.search(text[:4096])
    return web_url(match.group(1)) if match else None


_ROLE = re.compile(
    r"(?i)\b(?:writer|editor|editor-at-large|correspondent|reporter|staff|contributor|columnist|"
    r"redacci[oó]n|redactor[a]?|corresponsal|agencias?)\b"
)
_ORGANISATION = re.compile(
    r"(?i)\b(?:media|news|com|business|insider|press|inc|ltd|llc|group|network|magazine|"
    r"online|digital|publishing|corporation|noticias|diario|peri[oó]dico)\b"
)
_AGENCIES = frozenset(
    {
        "reuters", "ap", "associated press", "the associated press", "afp", "agence france-presse",
        "efe", "agencia efe", "europa press", "dpa", "ansa", "upi", "pti", "press trust of india",
        "xinhua", "kyodo", "yonhap", "notimex", "ians", "bloomberg",
    }
)
_BY = re.compile(r"(?i)^(?:(?:analysis|opinion|commentary|review|text|story|words|photos?)\s+)?(?:by|por)\s+")


def authors(value: str | None, publishers: set[str]) -> str | None:
    """The people of a byline, without the publisher, roles and user names that come with it.

    Pages declare their publisher as author ("Condé Nast; Molly Wood"), add a role ("AP
    National Political Writer", "Staff writer") or a desk ("CNN Business"); a publisher is not
    an author, so such parts are dropped, and so are one-word parts (user names, initials).
    A news agency is kept: "Reuters" is who wrote a wire story, which matters to a reader
    comparing sources.
    """
    if not value:
        return None
    kept: list[str] = []
    for part in value.split(";"):
        name = _BY.sub("", part.strip())
        folded = name.casefold()
        if folded in _AGENCIES:
            kept.append(name)
            continue
        if (
            " " not in name
            or folded in publishers
            or any(folded in p or p in folded for p in publishers if len(p) > 3)
            or _ROLE.search(name)
            or _ORGANISATION.search(name)
        ):
            continue
        words = folded.split()
        if any(k.split()[0] == words[0] and k.split()[-1] == words[-1] for k in map(str.casefold, kept)):
            continue  # "Troy L Smith" after "Troy Smith"
        kept.append(name)
    return "; ".join(kept) or None


def _publishers(root: etree._Element, meta: Any, outlet: str | None) -> set[str]:
    """Names the page gives its publisher: the site name and the copyright holder."""
    names = {outlet.casefold()} if outlet else set()
    for element in root.iter("meta"):
        key = (element.get("name") or element.get("property") or "").lower()
        if key in ("copyright", "dc.rights", "og:site_name", "publisher", "article:publisher"):
            content = _text(element.get("content"))
            if content:
                names.add(re.sub(r"(?i)copyright|\(c\)|©|\d{4}", " ", content).strip().casefold())
    return {" ".join(n.split()) for n in names if n.strip()}


def web_url(value: object) -> str | None:
    """``value`` if it is an absolute http(s) address."""
    if isinstance(value, str) and value.strip().lower().startswith(("http://", "https://")):
        return value.strip()
    return None


def _text(value: object) -> str | None:
    if isinstance(value, str) and (cleaned := clean_text(value)):
        return cleaned
    return None
