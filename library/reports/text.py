"""Markdown and CSV reports (docs/reports.md).

Every piece of text comes from a reader or from a bundle someone sent them, so none of it may
turn into markup: Markdown gets backslash escapes (and ``|`` escaped in tables), and CSV cells
that a spreadsheet would run as a formula get a leading apostrophe.
"""

from __future__ import annotations

import csv
import io
import re

from ..i18n import _, status_label
from ..textmodel import escape_markdown
from .model import NOT_REPORTED, STATUS_SYMBOLS, Report, ReportDiscrepancy, ReportPassage, summary

_INLINE = re.compile(r"([\\`*_\[\]<>&|~!#])")
_BREAKS = re.compile(r"[\r\n\u2028\u2029\x85]+")

CSV_COLUMNS = (
    "comparison", "discrepancy_id", "kind", "title", "status", "note", "article_id", "outlet",
    "article_title", "claim", "passage", "start", "end",
)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def md(text: str) -> str:
    """Plain text inside a line of Markdown (a table cell, after a list marker): one line, inert."""
    return _INLINE.sub(r"\\\1", _BREAKS.sub(" ", text))


def _paragraphs(text: str) -> list[str]:
    return [escape_markdown(line) for line in text.split("\n") if line.strip()]


def _date(value: str | None) -> str:
    match = re.match(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})", value or "")
    return f"{match.group(1)} {match.group(2)}" if match else (value or "")


def _status(status: str) -> str:
    return f"{STATUS_SYMBOLS.get(status, '')} {status_label(status)}".strip()


def _kind(d: ReportDiscrepancy) -> str:
    return f"{md(d.symbol)} {md(d.kind_label)}"


def _cell(passages: list[ReportPassage]) -> str:
    if not passages:
        return f"*{_(NOT_REPORTED)}*"
    parts = []
    for p in passages:
        quote = f"“{md(p.exact)}”" + (" *(" + _("not found in the text") + ")*" if p.orphan else "")
        parts.append(f"{quote} → **{md(p.claim)}**" if p.claim else quote)
    return " / ".join(parts)


def render_markdown(report: Report) -> str:
    c = report.comparison
    out: list[str] = [f"# {md(c.name)}", ""]
    for paragraph in _paragraphs(c.note):
        out += [paragraph, ""]
    out += ["*" + summary(report) + "; " + _("comparison last changed {date}").format(date=md(_date(c.updated)))
            + ".*", ""]
    heads = " | ".join(("#", _("Title"), _("Outlet"), _("Author"), _("Date"), _("URL")))
    out += ["## " + _("Sources"), "", f"| {heads} |", "|---|---|---|---|---|---|"]
    for i, s in enumerate(report.sources, 1):
        url = f"<{s.url}>" if s.url and re.fullmatch(r"https?://[^\s<>]+", s.url) else md(s.url or "")
        out.append(
            f"| {i} | {md(s.title)} | {md(s.outlet or '')} | {md(s.author or '')} | {md(_date(s.published))} | {url} |"
        )
    out += ["", "## " + _("Claim matrix"), ""]
    if not report.discrepancies:
        out += [_("No discrepancies recorded yet."), ""]
    else:
        heads = " | ".join(md(s.label) for s in report.sources)
        out.append(f"| {_('Kind')} | {_('Discrepancy')} | {_('Status')} | {heads} |")
        out.append("|---|---|---|" + "---|" * len(report.sources))
        for d in report.discrepancies:
            cells = " | ".join(_cell(d.on(s.id)) for s in report.sources)
            out.append(f"| {_kind(d)} | {md(d.title)} | {md(_status(d.status))} | {cells} |")
        out.append("")
        out += ["## " + _("Discrepancies"), ""]
        for n, d in enumerate(report.discrepancies, 1):
            out += [f"### {n}. {md(d.title)}", "", f"{_kind(d)} · {md(_status(d.status))}", ""]
            for p in d.passages:
                source = report.source(p.article)
                claim = ": " + _("claims {claim}").format(claim=f"**{md(p.claim)}**") if p.claim else ""
                out.append(f"- **{md(source.label)}**{claim}")
                if p.orphan:
                    out.append(f"  > “{md(p.exact)}” *(" + _("this passage is no longer found in the text") + ")*")
                else:
                    out.append(f"  > {md(p.before)}**{md(p.exact)}**{md(p.after)}")
            missing = [md(s.label) for s in report.sources if not d.on(s.id)]
            if missing:
                out.append("- " + _("Not reported by: {sources}").format(sources=", ".join(missing)))
            out.append("")
            for paragraph in _paragraphs(d.note):
                out += [paragraph, ""]
    return "\n".join(out).rstrip("\n") + "\n"


def _safe(value: str) -> str:
    """Keep spreadsheets from running a cell as a formula (CSV injection)."""
    return "'" + value if value.startswith(_FORMULA_START) else value


def render_csv(report: Report) -> str:
    """RFC 4180 CSV with a UTF-8 byte order mark, which Excel needs to read UTF-8."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    name = report.comparison.name
    for d in report.discrepancies:
        head = [name, d.id, d.kind, d.title, d.status, d.note]
        if not d.passages:
            writer.writerow([_safe(v) for v in head] + [""] * 7)
        for p in d.passages:
            source = report.source(p.article)
            row = [*head, p.article, source.outlet or "", source.title, p.claim, p.exact]
            writer.writerow([*(_safe(v) for v in row), p.start, p.end])
    return "\ufeff" + buffer.getvalue()
