"""Suggestions for a comparison in a library: what to leave out, how to accept and dismiss.

Leaving out: what the reader dismissed in this comparison (by id, or by kind and title, so a
dismissal survives an article added later), and what is annotated already (a discrepancy of the
comparison overlaps the suggestion's passages in two articles). Accepting writes the highlights
and the discrepancy in one transaction; a suggestion id that no longer matches is an error that
changes nothing.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..errors import InputError, NotFoundError
from ..models import Discrepancy
from ..session import ComparisonSession, Passage, PendingPassage
from ..store import Library
from .engine import Suggestion, SuggestResult, suggest
from .mentions import ArticleText


def articles_of(lib: Library, ids: Sequence[str]) -> list[ArticleText]:
    out: list[ArticleText] = []
    for ident in ids:
        article = lib.get_article(ident)
        out.append(ArticleText(article.id, article.reading_text, article.info.language or ""))
    return out


def overlaps(a_start: int, a_end: int, b_start: int, b_end: int) -> bool:
    """Whether two ranges share a code point (an empty range touching the other counts too)."""
    return (a_start < b_end and b_start < a_end) or (a_start == a_end and b_start <= a_start <= b_end)


def covered_by(suggestion: Suggestion, discrepancies: Sequence[Discrepancy]) -> bool:
    """Whether some discrepancy overlaps the suggestion's passages in two or more articles."""
    for d in discrepancies:
        articles = {
            p.article
            for p in suggestion.passages
            for q in d.passages
            if q.article == p.article and not q.orphan and overlaps(p.start, p.end, q.start, q.end)
        }
        if len(articles) >= 2:
            return True
    return False


def comparison_suggestions(
    lib: Library, comparison: str, *, kinds: Collection[str] | None = None, top: int | None = None
) -> SuggestResult:
    """The comparison's suggestions, without dismissed or annotated ones, best first."""
    info = lib.get_comparison(comparison)
    if len(info.article_ids) < 2:
        raise InputError("suggest_comparison_too_small", name=info.name, count=len(info.article_ids))
    result = suggest(articles_of(lib, info.article_ids), kinds=kinds)
    dismissed = lib.dismissed_suggestions(info.id)
    ids = {d[0] for d in dismissed}
    slots = {(d[1], d[2]) for d in dismissed}
    known = lib.list_discrepancies(info.id)
    kept = [
        s for s in result.suggestions
        if s.id not in ids and (s.kind, s.title) not in slots and not covered_by(s, known)
    ]
    return SuggestResult(kept if top is None else kept[:top], result.notes)


def article_suggestions(
    lib: Library, ids: Sequence[str], *, kinds: Collection[str] | None = None, top: int | None = None
) -> SuggestResult:
    """Suggestions for articles named one by one (ids or unique prefixes)."""
    resolved = list(dict.fromkeys(lib.resolve_article(i) for i in ids))
    if len(resolved) < 2:
        raise InputError("suggest_two_articles")
    return suggest(articles_of(lib, resolved), kinds=kinds, top=top)


def find(lib: Library, comparison: str, suggestion_id: str) -> Suggestion:
    """The comparison's current suggestion with this id (or unique id prefix)."""
    wanted = suggestion_id.strip().lower()
    if not wanted:
        raise InputError("suggest_no_id")
    found = [s for s in comparison_suggestions(lib, comparison).suggestions if s.id.startswith(wanted)]
    if not found:
        raise NotFoundError("suggest_gone", id=suggestion_id)
    if len(found) > 1:
        raise InputError("suggest_ambiguous", id=suggestion_id, count=len(found))
    return found[0]


def passages_of(suggestion: Suggestion) -> list[tuple[Passage, str]]:
    """A suggestion's passages with their values as claims, as a discrepancy links them."""
    return [(PendingPassage(p.article, p.start, p.end, p.exact), p.value) for p in suggestion.passages]


def accept(lib: Library, comparison: str, suggestion: Suggestion) -> Discrepancy:
    """Make the suggestion a discrepancy: its passages highlighted, its values the claims, in
    one transaction (the session's one rule for linking)."""
    cid = lib.resolve_comparison(comparison)
    session = ComparisonSession(lib)
    try:
        did = session.link_passages(suggestion.kind, suggestion.title, passages_of(suggestion), comparison=cid)
    finally:
        session.detach()
    return lib.get_discrepancy(did)


def dismiss(lib: Library, comparison: str, suggestion: Suggestion) -> None:
    lib.dismiss_suggestion(comparison, suggestion.id, suggestion.kind, suggestion.title)
