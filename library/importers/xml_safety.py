"""Parsing XML from documents people import, without XML's dangerous features.

XML can declare entities that pull in local files (``<!ENTITY x SYSTEM "file:///etc/passwd">``,
"XXE") or expand exponentially ("billion laughs"). Office and EPUB files have no use for
either, so a part that declares an entity is refused outright, and every parser is built with
entity resolution, DTD loading and network access off, so nothing is expanded even if the
check were bypassed.
"""

from __future__ import annotations

import re
from html.entities import name2codepoint

from lxml import etree

from ..errors import ImportFailure

_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
    remove_pis=True,
    remove_comments=True,
    recover=True,
)
_ENTITY_DECLARATION = re.compile(rb"<!ENTITY", re.IGNORECASE)
_NAMED_REFERENCE = re.compile(rb"&([A-Za-z][A-Za-z0-9]{1,31});")
_XML_PREDEFINED = frozenset({b"amp", b"lt", b"gt", b"quot", b"apos"})


def refuse_entities(data: bytes, part: str) -> None:
    """Refuse XML that declares entities (whatever its encoding)."""
    if _ENTITY_DECLARATION.search(_as_utf8(data)):
        raise ImportFailure("xml_entities", part=part)


def parse_xml(data: bytes, part: str) -> etree._Element:
    """The root of a safe parse of ``data``; HTML named references (``&nbsp;``) are kept.

    XHTML in EPUB 2 books uses HTML's named character references, which XML only knows
    through the XHTML DTD we do not load; they are turned into numeric references first.
    """
    refuse_entities(data, part)
    text = _NAMED_REFERENCE.sub(_numeric_reference, _as_utf8(data))
    try:
        root = etree.fromstring(text, _PARSER)
    except (etree.XMLSyntaxError, ValueError):
        root = None
    if root is None:
        raise ImportFailure("xml_malformed", part=part)
    return root


def _numeric_reference(match: re.Match[bytes]) -> bytes:
    name = match.group(1)
    if name in _XML_PREDEFINED:
        return match.group(0)
    code = name2codepoint.get(name.decode("ascii"))
    return b"&#%d;" % code if code is not None else match.group(0)


def _as_utf8(data: bytes) -> bytes:
    """UTF-16/32 XML re-encoded as UTF-8 (with its declaration fixed), so byte searches work."""
    head = data[:4]
    for bom, codec in (
        (b"\xff\xfe\x00\x00", "utf-32-le"),
        (b"\x00\x00\xfe\xff", "utf-32-be"),
        (b"\xff\xfe", "utf-16-le"),
        (b"\xfe\xff", "utf-16-be"),
        (b"<\x00\x00\x00", "utf-32-le"),
        (b"\x00\x00\x00<", "utf-32-be"),
        (b"<\x00?\x00", "utf-16-le"),
        (b"\x00<\x00?", "utf-16-be"),
    ):
        if head.startswith(bom):
            try:
                text = data.decode(codec).lstrip("\ufeff")
            except UnicodeDecodeError:
                raise ImportFailure("xml_broken_utf16") from None
            text = re.sub(r"^(<\?xml[^>]*?encoding\s*=\s*)[\"'][^\"']*[\"']", r'\1"utf-8"', text, count=1)
            return text.encode("utf-8")
    return data
