"""The outlet a headline names before a dash: "Diario de Tecuaxtla — Suman 327 afectados…".

Plain text files carry no outlet, so the import asks for it (`desktop/source_details.py`). Many
collections of plain-text news, the project's own corpus format among them, write each file's
first line as ``Outlet — Headline``; the outlet is then offered already typed, for the reader to
keep or change.
"""

from __future__ import annotations

import re

_DASHED = re.compile(r"^\s*(?P<outlet>[^—–\n]{2,60}?)\s+[—–]\s+(?P<headline>\S.*)$", re.S)
MAX_WORDS = 6
"""Most words an outlet's name has: a longer run before the dash is part of the headline."""


def outlet_in_title(title: str) -> str:
    """The outlet named before an em or en dash at the head of ``title``, or "" when it names none
    ("Reuters — Dam bursts", not "Five dead — and more missing")."""
    match = _DASHED.match(title or "")
    if match is None:
        return ""
    outlet = match["outlet"].strip()
    words = outlet.split()
    if not words or len(words) > MAX_WORDS or not any(c.isalpha() for c in outlet) or outlet[-1] in ".:;,!?":
        return ""
    if not words[0][:1].isupper() and not words[0][:1].isdigit():
        return ""  # "five dead — and more missing": a headline's own dash
    return outlet
