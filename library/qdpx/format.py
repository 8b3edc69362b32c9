"""What a ``.qdpx`` file is made of, shared by the writer and the reader.

QDA-XML names everything with GUIDs. Parallax's own ids are UUIDs already (articles: a sha256,
whose first 128 bits make the source's GUID), and the few things Parallax has no id for (the
user, a kind's code, a label's code) get name-based UUIDs, so the same library exported twice
gives the same GUIDs.
"""

from __future__ import annotations

import uuid

QDPX_SUFFIX = ".qdpx"
NAMESPACE = "urn:QDA-XML:project:1.0"
PROJECT_ENTRY = "project.qde"
SOURCES_FOLDER = "sources"  # REFI-QDA 8.1; ATLAS.ti refuses "Sources"
INTERNAL = "internal://"

_GUIDS = uuid.UUID("8b0f6f1e-5d0c-4c53-9a53-7061726c6178")  # fixed: names -> stable GUIDs


def q(tag: str) -> str:
    """The qualified name of a QDA-XML element (``{urn:QDA-XML:project:1.0}Tag``)."""
    return f"{{{NAMESPACE}}}{tag}"


def name_guid(*parts: str) -> str:
    """A stable GUID for something Parallax names but does not number (a kind, a label)."""
    return str(uuid.uuid5(_GUIDS, "\x1f".join(parts)))


def article_guid(article_id: str) -> str:
    """An article's source GUID: the first 128 bits of its sha256, as a UUID."""
    return str(uuid.UUID(hex=article_id[:32]))
