"""The ``.parallax`` bundle format, version 1: names, limits and the JSON-LD vocabulary.

Export, import and the JSON Schemas in ``resources/schemas`` all follow these constants, and
docs/bundle-format.md describes them for people writing other tools; change them together.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, Final

from .. import zipsafety

MIMETYPE: Final = "application/vnd.parallax.bundle+zip"
FORMAT: Final = "parallax-bundle"
FORMAT_VERSION: Final = "1.0"
MAJOR_VERSION: Final = 1
MINOR_VERSION: Final = 0

MIMETYPE_ENTRY: Final = "mimetype"
MANIFEST_ENTRY: Final = "manifest.json"
ANNOTATIONS_ENTRY: Final = "annotations.jsonld"
ARTICLES_DIR: Final = "articles/"

ANNO_CONTEXT: Final = "http://www.w3.org/ns/anno.jsonld"
NAMESPACE: Final = "https://parallax-reader.example/ns/1#"
"""Our JSON-LD vocabulary. ``.example`` is reserved (RFC 2606), so the IRI never resolves to
someone else's document; it only has to be stable and unique."""

PREFIX: Final = "parallax"
P_ORPHAN: Final = "parallax:orphan"
P_HIGHLIGHT: Final = "parallax:highlight"
P_CLAIM: Final = "parallax:claim"
P_POSITION: Final = "parallax:position"
P_COMPARISON: Final = "parallax:comparison"
P_STATUS: Final = "parallax:status"

CONTEXT: Final[list[Any]] = [
    ANNO_CONTEXT,
    {
        PREFIX: NAMESPACE,
        P_HIGHLIGHT: {"@type": "@id"},
        P_COMPARISON: {"@type": "@id"},
    },
]

# -- limits (a bundle is untrusted input: it may come from anyone) ---------------------------
MAX_ENTRIES: Final = zipsafety.MAX_ENTRIES
"""Entries of the archive, and so articles, comparisons and kinds of a manifest."""

TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})\Z")


def article_urn(hexdigest: str) -> str:
    return f"urn:sha256:{hexdigest}"


def uuid_urn(value: str) -> str:
    return f"urn:uuid:{value}"


def article_path(hexdigest: str) -> str:
    return f"{ARTICLES_DIR}{hexdigest}.md"


def normalise_time(value: str) -> str:
    """A bundle's time as the library stores times: in UTC with milliseconds, ending in ``Z``
    (so times sort as they compare). Raises ``ValueError`` for a time that does not exist
    (month 13, year 0000, 30 February, an offset of +99:99) or is not in the format."""
    match = TIMESTAMP.match(value)
    if match is None:
        raise ValueError("it is not an ISO 8601 time such as 2026-01-15T09:30:00.000Z")
    zone = match.group(2)
    if zone != "Z" and int(zone[4:6]) > 59:
        raise ValueError(f"its offset {zone} has more than 59 minutes")
    try:
        moment = datetime.fromisoformat(value).astimezone(UTC)
    except (ValueError, OverflowError) as exc:
        raise ValueError(f"there is no such time ({exc})") from None
    return f"{moment.year:04d}-{moment:%m-%dT%H:%M:%S}.{moment.microsecond // 1000:03d}Z"


def parse_time(value: str) -> datetime:
    """A validated timestamp as an aware datetime, so times in other offsets compare right."""
    return datetime.fromisoformat(value.replace("Z", "+00:00"))
