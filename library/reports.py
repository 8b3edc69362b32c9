"""Reports of a comparison's discrepancies, for reading, printing, spreadsheets and scripts.

One :class:`Report` is gathered from the library and rendered four ways: a self-contained HTML
page (:mod:`.report_html`), Markdown and CSV (:mod:`.report_text`) and JSON (here). The formats
carry the same facts, described in docs/reports.md: the sources, a claim matrix (a row per
discrepancy, a column per source) and each discrepancy's passages in context.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from . import __version__
from .errors import InputError
from .i18n import N_, in_language, kind_label, ngettext
from .models import Comparison, Discrepancy

if TYPE_CHECKING:
    from .store import Library

Format = Literal["html", "md", "csv", "json"]
FORMATS: tuple[Format, ...] = ("html", "md", "csv", "json")
REPORT_FORMAT_VERSION = "1.0"
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
        """A short column heading: the outlet, else the title."""
        return self.outlet or (self.title if len(self.title) <= 40 else self.title[:39] + "…")


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


def summary(report: Report) -> str:
    """``12 discrepancies across 4 sources``, in the current language."""
    found = ngettext("{count} discrepancy", "{count} discrepancies", len(report.discrepancies))
    sources = ngettext("across {count} source", "across {count} sources", len(report.sources))
    return found.format(count=len(report.discrepancies)) + " " + sources.format(count=len(report.sources))


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


def as_data(report: Report) -> dict[str, Any]:
    """The JSON report (docs/reports.md): plain data, ids as the library stores them."""
    c = report.comparison
    return {
        "format": "parallax-report",
        "format_version": REPORT_FORMAT_VERSION,
        "generator": f"Parallax {__version__}",
        "comparison": {"id": c.id, "name": c.name, "note": c.note, "created": c.created, "updated": c.updated},
        "sources": [
            {
                "id": s.id, "title": s.title, "outlet": s.outlet, "author": s.author,
                "published": s.published, "url": s.url, "language": s.language,
            }
            for s in report.sources
        ],
        "discrepancies": [
            {
                "id": d.id, "kind": d.kind, "kind_label": d.kind_label, "title": d.title,
                "status": d.status, "note": d.note, "created": d.created, "updated": d.updated,
                "passages": [
                    {
                        "highlight": p.highlight, "article": p.article, "claim": p.claim,
                        "passage": p.exact, "start": p.start, "end": p.end, "orphan": p.orphan,
                        "context_before": p.before, "context_after": p.after,
                    }
                    for p in d.passages
                ],
                "not_reported": [s.id for s in report.sources if not d.on(s.id)],
            }
            for d in report.discrepancies
        ],
    }


def render_report(library: Library, comparison: str, fmt: Format, language: str | None = None) -> str:
    """A report of one comparison (name or id) in ``html``, ``md``, ``csv`` or ``json``.

    The report's own words (headings, kind labels, statuses) are in ``language`` (``en``,
    ``es``...; None: the library's current language); what readers wrote stays as written.
    """
    with in_language(language):
        return _render(library, comparison, fmt)


def _render(library: Library, comparison: str, fmt: Format) -> str:
    if fmt not in FORMATS:
        raise InputError("report_format_unknown", format=fmt, formats=", ".join(FORMATS))
    report = gather(library, comparison)
    if fmt == "json":
        return json.dumps(as_data(report), ensure_ascii=False, indent=2) + "\n"
    if fmt == "html":
        from .report_html import render_html

        return render_html(report)
    from .report_text import render_csv, render_markdown

    return render_markdown(report) if fmt == "md" else render_csv(report)
