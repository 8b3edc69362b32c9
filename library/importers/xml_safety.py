"""Parsing XML from documents people import, without XML's dangerous features or silent loss.

XML can declare entities that pull in local files (``<!ENTITY x SYSTEM "file:///etc/passwd">``,
"XXE") or expand exponentially ("billion laughs"). Office, EPUB and REFI-QDA files have no use
for either, so a part that declares an entity is refused outright, and every parser is built
with entity resolution, DTD loading and network access off, so nothing is expanded even if the
check were bypassed.

The parse is strict. A parser in "recover" mode drops whatever follows a fault it cannot make
sense of, so one stray ``&`` in a description could cut a project short without a word. Some
faults have one certain reading and are repaired, each repair counted with its line so the
caller can say where: a ``&`` that starts no reference is an ampersand (``&amp;``), a ``<``
that cannot start a tag, comment or declaration is a less-than sign (``&lt;``), and inside an
element the caller names as text only (its schema allows no child elements, as QDA-XML's
``Description`` and ``PlainTextContent``) every ``<`` before its end tag is text. Programs that
write XML by pasting strings (QualCoder's annotation memos) leave exactly these. Anything else
is refused with the line and column where the document stops being XML.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
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
    recover=False,
)
_ENTITY_DECLARATION = re.compile(rb"<!ENTITY", re.IGNORECASE)
_NAMED_REFERENCE = re.compile(rb"&([A-Za-z][A-Za-z0-9]{1,31});")
_XML_PREDEFINED = frozenset({b"amp", b"lt", b"gt", b"quot", b"apos"})
# Parts of a document whose characters are not markup: left exactly as they are.
_VERBATIM = re.compile(rb"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<!DOCTYPE[^>]*>", re.DOTALL)
_STRAY_AMPERSAND = re.compile(rb"&(?![A-Za-z_:][A-Za-z0-9_.:\-]*;|#[0-9]+;|#x[0-9A-Fa-f]+;)")
_NAME = rb"[A-Za-z_:\x80-\xff][A-Za-z0-9_.:\-\x80-\xff]*"
_STRAY_LESS_THAN = re.compile(
    rb"<(?!!|\?|/" + _NAME + rb"\s*>|" + _NAME + rb"(?:\s+" + _NAME + rb"\s*=\s*(?:\"[^\"<]*\"|'[^'<]*'))*\s*/?>)"
)

_ANY_LESS_THAN = re.compile(rb"<")


@dataclass(frozen=True)
class Repair:
    """One stray character escaped: where it was (1-based line and column) and which."""

    line: int
    column: int
    character: str


def refuse_entities(data: bytes, part: str) -> None:
    """Refuse XML that declares entities (whatever its encoding)."""
    if _ENTITY_DECLARATION.search(_as_utf8(data)):
        raise ImportFailure("xml_entities", part=part)


def parse_xml(data: bytes, part: str) -> etree._Element:
    """The root of a safe, strict parse of ``data``; HTML named references (``&nbsp;``) are kept.

    XHTML in EPUB 2 books uses HTML's named character references, which XML only knows
    through the XHTML DTD we do not load; they are turned into numeric references first.
    Stray ``&`` and ``<`` are escaped (see the module's note); use :func:`parse_xml_repairs`
    to learn where.
    """
    return parse_xml_repairs(data, part)[0]


def parse_xml_repairs(
    data: bytes, part: str, text_elements: frozenset[str] = frozenset()
) -> tuple[etree._Element, list[Repair]]:
    """The root of a strict parse and the stray characters escaped to reach it.

    ``text_elements`` are local names of elements whose content is text only.
    Raises :class:`ImportFailure` (``xml_malformed_at``, with the line and column) when the
    document is not XML even after the certain repairs.
    """
    refuse_entities(data, part)
    text = _NAMED_REFERENCE.sub(_numeric_reference, _as_utf8(data))
    try:
        return _strict(text), []
    except (etree.XMLSyntaxError, _NotXML) as first:
        fault = first
    repaired, repairs = _repair(text, text_elements)
    if repairs:
        try:
            return _strict(repaired), repairs
        except (etree.XMLSyntaxError, _NotXML) as later:
            line, column = _position(later)
            column -= sum(4 if r.character == "&" else 3 for r in repairs if r.line == line and r.column < column)
            raise ImportFailure("xml_malformed_at", part=part, line=line, column=max(column, 1)) from None
    line, column = _position(fault)
    raise ImportFailure("xml_malformed_at", part=part, line=line, column=column) from None


class _NotXML(Exception):
    """A document lxml refuses before it parses (no root element, a declaration it rejects)."""

    position = (1, 1)


def _strict(text: bytes) -> etree._Element:
    try:
        root = etree.fromstring(text, _PARSER)
    except ValueError:  # lxml refuses some inputs before parsing
        raise _NotXML() from None
    if root is None:
        raise _NotXML()
    return root


def _position(error: etree.XMLSyntaxError | _NotXML) -> tuple[int, int]:
    line, column = error.position if error.position else (1, 1)
    return max(int(line or 1), 1), max(int(column or 1), 1)


def _repair(text: bytes, text_elements: frozenset[str]) -> tuple[bytes, list[Repair]]:
    """``text`` with stray ``&`` and ``<`` escaped outside comments, CDATA and declarations."""
    repairs: list[Repair] = []

    def escape(piece: bytes, offset: int, less_than: re.Pattern[bytes] = _STRAY_LESS_THAN) -> bytes:
        def one(match: re.Match[bytes]) -> bytes:
            at = offset + match.start()
            line = text.count(b"\n", 0, at) + 1
            column = at - (text.rfind(b"\n", 0, at) + 1) + 1
            character = match.group().decode("ascii")
            repairs.append(Repair(line, column, character))
            return b"&amp;" if character == "&" else b"&lt;"

        return re.compile(_STRAY_AMPERSAND.pattern + b"|" + less_than.pattern).sub(one, piece)

    def outside_verbatim(piece: bytes, offset: int, less_than: re.Pattern[bytes]) -> bytes:
        out: list[bytes] = []
        done = 0
        for verbatim in _VERBATIM.finditer(piece):
            out.append(escape(piece[done:verbatim.start()], offset + done, less_than))
            out.append(verbatim.group())
            done = verbatim.end()
        out.append(escape(piece[done:], offset + done, less_than))
        return b"".join(out)

    out: list[bytes] = []
    done = 0
    if text_elements:
        names = b"|".join(re.escape(n.encode("ascii")) for n in sorted(text_elements))
        holder = re.compile(rb"(<(" + names + rb")(?:\s[^<>]*)?(?<!/)>)(.*?)(</\2\s*>)", re.DOTALL)
        for match in holder.finditer(text):
            out.append(outside_verbatim(text[done:match.start(3)], done, _STRAY_LESS_THAN))
            out.append(outside_verbatim(match.group(3), match.start(3), _ANY_LESS_THAN))
            done = match.end(3)
    out.append(outside_verbatim(text[done:], done, _STRAY_LESS_THAN))
    repairs.sort(key=lambda r: (r.line, r.column))
    return b"".join(out), repairs


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
    return _declared_as_utf8(data)


_DECLARED = re.compile(rb"^(\xef\xbb\xbf)?(\s*<\?xml[^>]*?encoding\s*=\s*)[\"']([^\"']*)[\"']")
_ALREADY_UTF8 = frozenset({"utf-8", "utf8", "us-ascii", "ascii", "iso-646-us"})


def _declared_as_utf8(data: bytes) -> bytes:
    """XML declaring another encoding (UTF-7, Latin-1, any the parser knows) decoded here and
    re-encoded as UTF-8, declaration and all: the entity check and the parser then read the
    same characters. (An entity declared in UTF-7, ``+ADw-!ENTITY``, has no ``<!ENTITY`` bytes
    for a check of the raw file to find, yet the parser reads one.) An encoding Python cannot
    decode, or EBCDIC, which the parser guesses without a declaration, is refused."""
    if data[:4] == b"\x4c\x6f\xa7\x94":  # "<?xm" in EBCDIC
        raise ImportFailure("xml_encoding_unsupported", encoding="EBCDIC")
    found = _DECLARED.match(data[:1024])
    if found is None:
        return data
    name = found.group(3).decode("ascii", "replace").strip()
    if name.lower() in _ALREADY_UTF8:
        return data
    try:
        text = data[found.end(1) if found.group(1) else 0 :].decode(codecs.lookup(name).name)
    except (LookupError, UnicodeDecodeError, ValueError):
        raise ImportFailure("xml_encoding_unsupported", encoding=name[:40]) from None
    text = re.sub(r"^(\s*<\?xml[^>]*?encoding\s*=\s*)[\"'][^\"']*[\"']", r'\1"utf-8"', text, count=1)
    return text.encode("utf-8")
