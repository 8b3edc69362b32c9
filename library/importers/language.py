"""Language tags from whatever a source says ("en_US", "es-VE", "English" is not one).

The language is only recorded when the source states it in a form that is, or is trivially
made, a BCP 47 tag; a guess would be worse than nothing for a reader comparing sources.
"""

from __future__ import annotations

import re

_TAG = re.compile(r"^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$")


def language_tag(value: str | None) -> str | None:
    """A BCP 47 tag with conventional case ("en", "es-VE", "zh-Hant-TW"), or None."""
    if not value:
        return None
    candidate = value.strip().split(",")[0].split(";")[0].strip().replace("_", "-")
    if not _TAG.match(candidate) or candidate.lower() in ("und", "mul", "zxx", "xx"):
        return None
    parts = candidate.split("-")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 2 and part.isalpha():
            out.append(part.upper())
        elif len(part) == 4 and part.isalpha():
            out.append(part.title())
        else:
            out.append(part.lower())
    return "-".join(out)
