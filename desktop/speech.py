"""What Parallax says to a screen reader about a highlight or a discrepancy, in the interface's
language: one phrase per thing, used by the announcements, the description of the passage at
the caret and the list of a pane's highlights, so they all say it the same way.

"Count highlight, How many firefighters were injured: three" — the kind first (it is what the
reader listens for), then the discrepancy's title and what this source claims.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from parallax.library.session import short

from .accessibility import fill

if TYPE_CHECKING:
    from parallax.library.models import Discrepancy, Highlight
    from parallax.library.session import ComparisonSession

__all__ = ["discrepancy_phrase", "highlight_made", "highlight_phrase", "passage_phrase"]


def highlight_phrase(session: ComparisonSession, highlight_id: str, kind: str | None = None) -> str:
    """A highlight as heard: "Count highlight, Officers wounded: 8" for each discrepancy it is a
    passage of (a plain one: "Highlight, not linked yet"). ``kind`` is the kind it is drawn in."""
    found = session.discrepancies_of(highlight_id)
    if not found:
        if kind:
            return fill(QCoreApplication.translate("Speech", "%1 highlight, not linked yet"), session.kind_label(kind))
        return QCoreApplication.translate("Speech", "Highlight, not linked yet")
    parts = []
    for d in found:
        claim = next((p.claim.strip() for p in d.passages if p.highlight == highlight_id), "")
        template = (QCoreApplication.translate("Speech", "%1 highlight, %2: %3") if claim
                    else QCoreApplication.translate("Speech", "%1 highlight, %2"))
        parts.append(fill(template, session.kind_label(d.kind), d.title, claim))
    return "; ".join(parts)


def passage_phrase(session: ComparisonSession, highlight_id: str, exact: str, kind: str | None) -> str:
    """A highlight in a list: what it says, then what it is ("“five injured” — Count highlight…")."""
    return fill(QCoreApplication.translate("Speech", "“%1” — %2"), short(exact, 80),
                highlight_phrase(session, highlight_id, kind))


def highlight_made(session: ComparisonSession, highlight: Highlight) -> str:
    """The result of H: "Count highlight made: “five injured”"."""
    kind = session.current_kind
    if kind:
        return fill(QCoreApplication.translate("Speech", "%1 highlight made: “%2”"), session.kind_label(kind),
                    short(highlight.exact, 80))
    return fill(QCoreApplication.translate("Speech", "Highlight made: “%1”"), short(highlight.exact, 80))


def discrepancy_phrase(session: ComparisonSession, d: Discrepancy) -> str:
    """A discrepancy as heard: "Count, Officers wounded. Meridian Wire: 5. The Daily Trumpet: 8."
    (a source without a claim: its passage)."""
    parts = [fill(QCoreApplication.translate("Speech", "%1, %2"), session.kind_label(d.kind), d.title)]
    for p in d.passages:
        said = p.claim.strip() or fill(QCoreApplication.translate("Speech", "“%1”"), short(p.exact, 80))
        parts.append(fill(QCoreApplication.translate("Speech", "%1: %2"), session.source_name(p.article), said))
    return ". ".join(parts)
