"""What a report says, before any format: one :class:`Report` gathered from the library.

Every renderer (:mod:`.html`, :mod:`.text`, :mod:`.data`) reads this
model and nothing else; :mod:`.reports` picks the renderer. The facts are described in
docs/reports.md: the sources, a claim matrix (a row per discrepancy, a column per source) and
each discrepancy's passages in context.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..i18n import N_, kind_label, ngettext
from ..models import Comparison, Discrepancy

if TYPE_CHECKING:
    from ..store import Library

CONTEXT_CHARS = 90
"""Roughly how much text before and after a passage the report shows (cut at a word)."""

KIND_SYMBOLS: dict[str, str] = {
    "count": "#",
    "outcome": "⇒",
    "attribution": "@",
    "timeline": "◷",
    "location": "⌖",
    "wording": "≈",
    "quote": "❝",
    "omission": "∅",
    "agreement": "=",
    "other": "✱",
}
"""A shape per kind, so kinds can be told apart without colour (print, colour blindness)."""
STATUS_SYMBOLS: dict[str, str] = {"open": "○", "explained": "◐", "resolved": "●"}
NOT_REPORTED = N_("not reported")
"""Shown (translated) where a source has no passage of a discrepancy."""


@dataclass(frozen=True, slots=True)
class Source:
    id: str
    title: str
    outlet: str | None
    author: str | None
    published: str | None
    url: str | None
    language: str | None

    @property
    def label(self) -> str:
        """A short column heading: the outlet, else the title cut at a word."""
        from ..session import short

        return self.outlet or short(self.title, 40)


@dataclass(frozen=True, slots=True)
class ReportPassage:
    highlight: str
    article: str
    exact: str
    claim: str
    start: int
    end: int
    orphan: bool
    before: str
    after: str


@dataclass(frozen=True, slots=True)
class ReportDiscrepancy:
    id: str
    kind: str
    kind_label: str
    title: str
    status: str
    note: str
    created: str
    updated: str
    passages: tuple[ReportPassage, ...]

    def on(self, article: str) -> list[ReportPassage]:
        return [p for p in self.passages if p.article == article]

    @property
    def symbol(self) -> str:
        return KIND_SYMBOLS.get(self.kind, "•")


@dataclass(frozen=True)
class Report:
    comparison: Comparison
    sources: tuple[Source, ...]
    discrepancies: tuple[ReportDiscrepancy, ...]
    kinds: dict[str, str] = field(default_factory=dict)

    def source(self, article: str) -> Source:
        return next(s for s in self.sources if s.id == article)


def context(text: str, start: int, end: int, limit: int = CONTEXT_CHARS) -> tuple[str, str]:
    """Some words before and after ``text[start:end]``, within its line, with … where cut."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    before, after = text[line_start:start], text[end:line_end]
    if len(before) > limit:
        cut = before[-limit:]
        space = cut.find(" ")
        before = "…" + (cut[space + 1 :] if 0 <= space < limit // 2 else cut)
    if len(after) > limit:
        cut = after[:limit]
        space = cut.rfind(" ")
        after = (cut[:space] if space > limit // 2 else cut) + "…"
    return before, after


def _passages(library: Library, d: Discrepancy, texts: dict[str, str]) -> tuple[ReportPassage, ...]:
    result = []
    for p in d.passages:
        if p.article not in texts:
            texts[p.article] = library.get_article(p.article).reading_text
        text = texts[p.article]
        placed = not p.orphan and text[p.start : p.end] == p.exact
        before, after = context(text, p.start, p.end) if placed else ("", "")
        result.append(ReportPassage(p.highlight, p.article, p.exact, p.claim, p.start, p.end, not placed, before, after))
    return tuple(result)


def gather(library: Library, comparison: str) -> Report:
    """Everything a report shows, ordered as it shows it: kinds in their order, then by time."""
    comp = library.get_comparison(comparison)
    kinds = library.list_kinds()
    labels = {k.name: kind_label(k.name, k.label) for k in kinds}
    order = {k.name: k.position for k in kinds}
    found = library.list_discrepancies(comp.id)
    found.sort(key=lambda d: (order.get(d.kind, len(order)), d.created, d.id))
    article_ids = list(comp.article_ids)
    for d in found:
        article_ids += [p.article for p in d.passages if p.article not in article_ids]
    sources = []
    for aid in article_ids:
        info = library.get_article_info(aid)
        sources.append(Source(info.id, info.title, info.outlet, info.author, info.published, info.url, info.language))
    texts: dict[str, str] = {}
    discrepancies = tuple(
        ReportDiscrepancy(
            d.id, d.kind, labels.get(d.kind, d.kind), d.title, d.status, d.note, d.created, d.updated,
            _passages(library, d, texts),
        )
        for d in found
    )
    return Report(comp, tuple(sources), discrepancies, labels)


def summary(report: Report) -> str:
    """``12 discrepancies across 4 sources``, in the current language."""
    found = ngettext("{count} discrepancy", "{count} discrepancies", len(report.discrepancies))
    sources = ngettext("across {count} source", "across {count} sources", len(report.sources))
    return found.format(count=len(report.discrepancies)) + " " + sources.format(count=len(report.sources))
