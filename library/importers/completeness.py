"""Does an extracted article look whole? Warnings for the person importing a web page.

Article extraction fails quietly in two ways a reader would not notice until comparing
sources: the text stops halfway (an advert or a "read more" block in the middle of the story
made the extractor take only the part before it), or page furniture comes along (a newsletter
box, a sign-up form, a copyright line). Neither can be fixed for certain, but both can be seen:

* **left-out paragraphs**: a news site's template lays out every paragraph of a story the same
  way (the same tags and classes around each ``<p>``); long paragraphs laid out exactly like
  the kept ones but *not* kept are probably article text the extractor lost (the story goes on
  after an advert in a second block of the same kind). When they add up to a good share of
  what was kept, the import says so and suggests the whole page;
* **boilerplate**: a short kept block holding a newsletter, sign-up, subscription, "follow
  us" or rights phrase (English and Spanish).

Both checks are linear in the page: paragraphs are matched by their opening characters in a
set, never searched for in the article text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from lxml import etree

from .blocks import clean_text

MISSING_SHARE = 0.25
"""Left-out paragraphs worth this share of the kept text warn, when they are at least
``MISSING_PARAGRAPHS`` paragraphs of ``MISSING_CHARS`` characters together (one long paragraph
left out is more often an author's biography or a comment than lost story). Measured on the
181 pages of the extraction benchmark: the warning comes for the two pages that lost more than
half their story and for no page whose recall is above 0.9."""
MISSING_CHARS = 1000
MISSING_PARAGRAPHS = 3
LONG_PARAGRAPH = 80
"""Shorter left-out paragraphs are captions, bylines or teasers more often than article text."""
BOILERPLATE_BLOCK = 300
"""Longer blocks are article text even when they mention a newsletter."""

_KEY = 60  # characters that identify a paragraph
_SHAPE_DEPTH = 4  # ancestors whose tag and class make a paragraph's place in the template
_OUTSIDE = frozenset(
    {"script", "style", "noscript", "template", "nav", "footer", "header", "aside", "form", "figcaption", "button"}
)
_BOILERPLATE = re.compile(
    r"(?i)\b(?:"
    r"sign(?:ing)? up (?:for|to)|subscribe (?:to|now|for|today)|newsletters?\b|"
    r"all rights reserved|follow us (?:on|at)|click here|create (?:a|your) (?:free )?account|"
    r"already a subscriber|log ?in to (?:comment|read)|support our journalism|"
    r"suscr[ií]b(?:e|ete|irse|ase)|bolet[ií]n|reg[ií]str(?:ate|ese|arse)|s[ií]guenos en|"
    r"todos los derechos reservados|haz clic aqu[ií]|inicia sesi[oó]n|ap[oó]yanos"
    r")"
)


def boilerplate(texts: Sequence[str]) -> list[str]:
    """The short kept blocks (given by their texts) that read like page furniture."""
    return [t for t in texts if len(t) <= BOILERPLATE_BLOCK and _BOILERPLATE.search(t)]


def left_out(body: etree._Element | None, texts: Sequence[str]) -> tuple[int, int]:
    """Paragraphs (count, characters) laid out like the kept ones (given by their texts) that
    were not kept."""
    if body is None:
        return 0, 0
    kept = {_key(t) for t in texts if len(t) >= 20}
    paragraphs = [(_signature(element), text) for element, text in _page_paragraphs(body)]
    shapes = {shape for shape, text in paragraphs if _key(text) in kept}
    count = chars = 0
    for shape, text in paragraphs:
        lost = shape in shapes and _key(text) not in kept and len(text) >= LONG_PARAGRAPH
        if lost and not _BOILERPLATE.search(text):
            count += 1
            chars += len(text)
    return count, chars


def looks_cut(body: etree._Element | None, texts: Sequence[str]) -> tuple[int, int] | None:
    """(paragraphs, characters) left out when they are enough to say the article looks cut."""
    count, chars = left_out(body, texts)
    kept = sum(len(t) for t in texts)
    if count >= MISSING_PARAGRAPHS and chars >= MISSING_CHARS and chars >= MISSING_SHARE * kept:
        return count, chars
    return None


def _key(text: str) -> str:
    return text[:_KEY].casefold()


def _page_paragraphs(body: etree._Element) -> Iterable[tuple[etree._Element, str]]:
    for element in body.iter("p"):
        if any(isinstance(a.tag, str) and a.tag in _OUTSIDE for a in element.iterancestors()):
            continue
        text = clean_text(element.text_content())  # type: ignore[attr-defined]
        if text:
            yield element, text


def _signature(element: etree._Element) -> tuple[tuple[str, str], ...]:
    """How a paragraph sits in the page's template: tag and class of it and its ancestors."""
    chain = [element]
    for ancestor in element.iterancestors():
        chain.append(ancestor)
        if len(chain) > _SHAPE_DEPTH:
            break
    return tuple((str(e.tag), e.get("class") or "") for e in chain)
