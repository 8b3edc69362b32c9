"""Web pages saved as one MHTML file ("Webpage, single file" in Chrome and Edge).

An MHTML file is a MIME message: the page is its first ``text/html`` part, in quoted-printable
or base64, with the charset in the part header; images and styles are further parts that we
ignore. The message headers give the page address and title when the page itself does not.
"""

from __future__ import annotations

import email
import email.errors
import email.header
import email.policy
from email.message import Message

from ..errors import ImportFailure
from .document import ImportedDocument
from .encoding import decode_html
from .html import PageHints, page_document

_MAX_PARTS = 10_000


def import_mhtml(data: bytes, encoding: str | None, whole_page: bool) -> ImportedDocument:
    """Import a saved ``.mhtml``/``.mht`` page."""
    try:
        return _import_mhtml(data, encoding, whole_page)
    except RecursionError:
        raise ImportFailure("mhtml_too_deep") from None


def _import_mhtml(data: bytes, encoding: str | None, whole_page: bool) -> ImportedDocument:
    try:
        message = email.message_from_bytes(data, policy=email.policy.compat32)
    except (email.errors.MessageError, ValueError, TypeError, LookupError, IndexError) as exc:
        raise ImportFailure("mhtml_unreadable", detail=exc) from None
    part = _first_html_part(message)
    if part is None:
        raise ImportFailure("mhtml_no_page")
    try:
        payload = part.get_payload(decode=True)
    except (email.errors.MessageError, ValueError, TypeError, LookupError) as exc:
        raise ImportFailure("mhtml_undecodable", detail=exc) from None
    if not isinstance(payload, bytes) or not payload.strip():
        raise ImportFailure("mhtml_empty")
    text = decode_html(payload, encoding, transport=part.get_content_charset())
    hints = PageHints(
        url=_header(message, "Snapshot-Content-Location") or _header(part, "Content-Location"),
        title=_header(message, "Subject"),
    )
    return page_document(text, whole_page=whole_page, source_format="mhtml", hints=hints)


def _first_html_part(message: Message) -> Message | None:
    for count, part in enumerate(message.walk()):
        if count > _MAX_PARTS:
            break
        if part.get_content_type() in ("text/html", "application/xhtml+xml"):
            return part
    return None


def _header(message: Message, name: str) -> str | None:
    value = message.get(name)
    if value is None:
        return None
    try:
        decoded = str(email.header.make_header(email.header.decode_header(str(value))))
    except (email.errors.MessageError, ValueError, LookupError, UnicodeError):
        decoded = str(value)
    return " ".join(decoded.split()) or None
