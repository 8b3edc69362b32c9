"""How long a text may be where it enters a library.

A title, a claim or a note comes from a person, a web page, a bundle, a REFI-QDA project or a
student's hand-in, and everything that shows it (a pane's header, the claim matrix, Present
mode, a tooltip, a report) lays it out. A 45,000-character title froze Present mode for 42 s
(3.3 GB). Every write of these columns goes through :func:`check` (the store's tables call
it), so no way in is left open: the whole change is refused with one error naming the field,
and nothing is written. Documents imported from files have their metadata cut to fit instead
(:func:`cut`): a page's ``<title>`` is no reason to refuse its article.

The bounds are far above any real value: a headline is rarely 200 characters.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import InputError
from .i18n import N_

__all__ = ["LIMITS", "check", "check_row", "cut"]

LIMITS: dict[str, int] = {
    "title": 1_000,
    "name": 500,
    "outlet": 500,
    "author": 500,
    "label": 500,
    "url": 8_000,
    "claim": 2_000,
    "description": 2_000,
    "student": 200,
    "instructions": 10_000,
    "comment": 20_000,
    "note": 100_000,
}
"""Characters each column may hold."""

_WHAT = {
    "title": N_("a title"),
    "name": N_("a name"),
    "outlet": N_("an outlet"),
    "author": N_("an author"),
    "label": N_("a label"),
    "url": N_("a web address"),
    "claim": N_("a claim"),
    "description": N_("a description"),
    "student": N_("a student's name"),
    "instructions": N_("instructions"),
    "comment": N_("a comment"),
    "note": N_("a note"),
}


def check(column: str, value: object) -> None:
    """Refuse ``value`` for ``column`` when it is longer than the column's bound."""
    limit = LIMITS.get(column)
    if limit is not None and isinstance(value, str) and len(value) > limit:
        from .i18n import _

        raise InputError("text_too_long", what=_(_WHAT[column]), length=len(value), limit=limit)


def check_row(row: Mapping[str, Any]) -> None:
    """:func:`check` every column of a row about to be written."""
    for column, value in row.items():
        check(column, value)


def cut(column: str, value: str | None) -> str | None:
    """``value`` cut to the column's bound (with an ellipsis), for metadata read from a file."""
    limit = LIMITS[column]
    if value is None or len(value) <= limit:
        return value
    return value[: limit - 1].rstrip() + "…"
