"""Turning the bytes of a text file into text, or refusing them as not text.

People import text saved by every kind of program: UTF-8 with or without a byte-order mark,
UTF-16 from Windows tools (sometimes without the mark), and legacy 8-bit or East Asian
encodings. Guessing wrong silently corrupts every accented letter of an article that is then
frozen forever, so the order is: what the person said (``encoding``), what the file says (a
byte-order mark), strict UTF-8 (which practically never decodes anything else), and only then
a statistical guess. Binary data is refused rather than imported as garbage.

Failures raise :class:`~parallax.library.errors.ImportFailure` with a reason only; the
dispatcher puts the file name in front.
"""

from __future__ import annotations

import codecs
import re

from ..errors import ImportFailure

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Control characters no text file contains in any number (tab, line ends, form feed, escape
# and the DOS end-of-file mark aside).
_CONTROL = re.compile("[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f-\x9f]")
_MAX_CONTROL_RATIO = 0.02
# When charset-normalizer cannot tell 8-bit code pages apart (short texts: "café – naïve"
# decodes cleanly in both Windows-1250 and Windows-1252), the Western one is the likely one.
_PREFERRED_GUESS = "cp1252"
_SNIFF_BYTES = 1 << 20
_CONTROL_SAMPLE = 1 << 16  # characters checked for control characters: binary data shows at once


def bom_encoding(data: bytes) -> tuple[str, int] | None:
    """The encoding a byte-order mark at the start of ``data`` announces and the mark's length."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name, len(bom)
    return None


def check_codec(encoding: str) -> str:
    """The canonical name of a codec given by a person; refuses unknown or non-text codecs."""
    try:
        info = codecs.lookup(encoding)
    except (LookupError, ValueError):
        raise ImportFailure("encoding_unknown", encoding=encoding) from None
    if not getattr(info, "_is_text_encoding", True):
        raise ImportFailure("encoding_not_text", encoding=encoding)
    return info.name


def decode_text(data: bytes, encoding: str | None) -> tuple[str, str]:
    """Decode the bytes of a text file; returns the text and the name of the encoding used.

    ``encoding``, when given, wins (a wrong one is refused rather than decoded with
    replacement characters). The text keeps its byte-order mark stripped and its line ends as
    they were. Refuses binary data: NUL bytes outside UTF-16/32, or many control characters.
    """
    if encoding is not None:
        name = check_codec(encoding)
        text = _strict(data, name, given=True).lstrip("\ufeff")
        _refuse_binary_text(text)
        return text, name
    bom = bom_encoding(data)
    if bom is not None:
        name, length = bom
        text = _strict(data[length:], name, given=False)
        _refuse_binary_text(text)
        return text, name
    unmarked = _utf16_without_bom(data)
    if unmarked is not None:
        return unmarked
    if b"\x00" in data:
        raise ImportFailure("import_binary_nul")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text, name = _guess(data)
    else:
        name = "utf-8"
    _refuse_binary_text(text)
    return text, name


def guess_is_certain(data: bytes) -> bool:
    """Whether decoding ``data`` needs no guess: a byte-order mark, UTF-16 evidence or valid UTF-8.

    The app shows a preview with an encoding chooser when this is False, because a guess among
    single-byte encodings (cp1252, latin-1, cp1251...) can be wrong without any error.
    """
    if bom_encoding(data) is not None or _utf16_without_bom(data) is not None:
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _strict(data: bytes, encoding: str, *, given: bool) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        prefix = "encoding_invalid" if given else "encoding_bom_invalid"
        if exc.start < len(data):
            raise ImportFailure(
                f"{prefix}_byte", encoding=encoding, byte=f"{data[exc.start]:02x}", offset=exc.start
            ) from None
        raise ImportFailure(f"{prefix}_end", encoding=encoding) from None
    except (LookupError, ValueError) as exc:  # codecs that cannot decode bytes at all
        raise ImportFailure("encoding_cannot_decode", encoding=encoding, detail=exc) from None


def _utf16_without_bom(data: bytes) -> tuple[str, str] | None:
    """UTF-16 without a byte-order mark: mostly-ASCII text has a NUL in every other byte."""
    sample = data[:_SNIFF_BYTES]
    if len(sample) < 4 or len(data) % 2:
        return None
    even = sample[0::2].count(0) / (len(sample) / 2)
    odd = sample[1::2].count(0) / (len(sample) / 2)
    if odd > 0.3 and even < 0.02:
        name = "utf-16-le"
    elif even > 0.3 and odd < 0.02:
        name = "utf-16-be"
    else:
        return None
    try:
        text = data.decode(name)
    except UnicodeDecodeError:
        return None
    if _unlikely_text(text[:_CONTROL_SAMPLE]):
        return None
    _refuse_binary_text(text)
    return text, name


_MAX_UNASSIGNED_RATIO = 0.01


def _unlikely_text(sample: str) -> bool:
    """Whether decoded UTF-16 reads as characters no text uses: unassigned or private code points.

    The NUL pattern alone is weak evidence in a few bytes: ``a\0b\0c\n`` "decodes" as "ab" and
    an unassigned U+0A63. Real text has next to none (a character newer than this Python's
    Unicode tables is the exception, hence a ratio, not a ban).
    """
    import unicodedata

    if not sample:
        return False
    odd = sum(1 for c in sample if unicodedata.category(c) in ("Cn", "Co"))
    return odd / len(sample) > _MAX_UNASSIGNED_RATIO


def _guess(data: bytes) -> tuple[str, str]:
    # Loaded here: only text that is not UTF-8 needs it, and loading it costs every start
    # that opens files (``parallax open``) ~20 ms.
    from charset_normalizer import from_bytes

    matches = from_bytes(data[:_SNIFF_BYTES] if len(data) > _SNIFF_BYTES else data)
    best = matches.best()
    if best is None:
        raise ImportFailure("import_not_text")
    name = best.encoding
    for match in matches:
        if (
            _PREFERRED_GUESS in match.could_be_from_charset
            and match.chaos <= best.chaos
            and match.coherence >= best.coherence - 0.01
        ):
            name = _PREFERRED_GUESS
            break
    try:
        return data.decode(name), name
    except (UnicodeDecodeError, LookupError):
        raise ImportFailure("import_not_text") from None


def _refuse_binary_text(text: str) -> None:
    sample = text[:_CONTROL_SAMPLE]
    if not sample:
        return
    controls = len(_CONTROL.findall(sample))
    if "\x00" in text or controls / len(sample) > _MAX_CONTROL_RATIO:
        raise ImportFailure("import_binary_controls")


# Labels whose WHATWG meaning differs from Python's codec of the same name: browsers decode
# "iso-8859-1" and "ascii" pages as Windows-1252, and so must we to see what they show.
_WEB_LABELS = {
    "iso-8859-1": "cp1252",
    "iso8859-1": "cp1252",
    "latin1": "cp1252",
    "latin-1": "cp1252",
    "l1": "cp1252",
    "ascii": "cp1252",
    "us-ascii": "cp1252",
    "iso-8859-9": "cp1254",
    "latin5": "cp1254",
    "tis-620": "cp874",
    "iso-8859-11": "cp874",
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "shift_jis": "cp932",
    "shift-jis": "cp932",
    "sjis": "cp932",
    "x-sjis": "cp932",
    "euc-kr": "cp949",
    "ks_c_5601-1987": "cp949",
    "big5": "big5hkscs",
}
_DECLARED = re.compile(
    rb"""<meta[^>]{0,400}?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]{1,40})"""
    rb"""|<\?xml[^>]{0,200}?encoding\s*=\s*["']([A-Za-z0-9._:-]{1,40})""",
    re.IGNORECASE,
)
_DECLARATION_BYTES = 8192


def web_codec(label: str | None) -> str | None:
    """The Python codec for a charset label found in a page or a mail header, if it is usable."""
    if not label:
        return None
    label = label.strip().strip("\"'").lower()
    label = _WEB_LABELS.get(label, label)
    try:
        name = codecs.lookup(label).name
    except (LookupError, ValueError):
        return None
    # a page whose bytes are ASCII-compatible cannot really be UTF-16; browsers read it as UTF-8
    if name.startswith(("utf-16", "utf-32")):
        return "utf-8"
    return name


def declared_charset(data: bytes) -> str | None:
    """The charset a page declares in ``<meta charset>``, ``http-equiv`` or an XML declaration."""
    match = _DECLARED.search(data[:_DECLARATION_BYTES])
    if match is None:
        return None
    label = (match.group(1) or match.group(2)).decode("ascii")
    return web_codec(label)


def decode_html(data: bytes, encoding: str | None, transport: str | None = None) -> str:
    """Decode a saved web page the way a browser would.

    Order: ``encoding`` (the person's override), a byte-order mark, the charset of the
    container (``transport``, e.g. an MHTML part header), the page's own declaration, then
    strict UTF-8 and a guess. A declared legacy 8-bit charset loses to valid non-ASCII UTF-8:
    pages re-saved as UTF-8 by some tool often keep their old declaration, and UTF-8 bytes
    practically never occur in real Windows-1252 text.
    """
    if encoding is not None:
        return decode_text(data, encoding)[0]
    bom = bom_encoding(data)
    if bom is not None:
        name, length = bom
        text = _strict(data[length:], name, given=False)
        _refuse_binary_text(text)
        return text
    if b"\x00" in data[:_SNIFF_BYTES]:
        return decode_text(data, None)[0]  # UTF-16 without a mark, or binary data
    declared = web_codec(transport) or declared_charset(data)
    if declared is not None and declared != "utf-8" and not data.isascii():
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            pass
        else:
            _refuse_binary_text(text)
            return text
    if declared is not None:
        try:
            text = data.decode(declared)
        except (UnicodeDecodeError, LookupError):
            pass
        else:
            _refuse_binary_text(text)
            return text
    return decode_text(data, None)[0]
