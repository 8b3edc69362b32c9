"""The HTML report: one self-contained page to read, archive, mail or print on A4.

No scripts, fonts, images or other fetched resources, and a Content-Security-Policy that
forbids them anyway, so the file shows the same everywhere, offline and years later, and text
from a hostile bundle cannot run. Every piece of text is escaped; only ``http(s)`` source URLs
become links. Kinds carry a label and an underline pattern as well as a colour, which print and
colour-blind readers need; colours and patterns are the app's (:mod:`.kind_palette`).
"""

from __future__ import annotations

import re
from html import escape

from .. import __version__
from ..i18n import _, current_language, status_label
from ..kind_palette import css_class, kind_css, pattern_anchor
from .model import (
    NOT_REPORTED,
    STATUS_SYMBOLS,
    Report,
    ReportDiscrepancy,
    ReportPassage,
    Source,
    summary,
)

_HTTP = re.compile(r"https?://[^\s\"'<>`]+\Z", re.IGNORECASE)
_ISO = re.compile(r"(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})")

COLOURS = {"ink": "#1d232a", "muted": "#5b6570", "line": "#d5dae0", "paper": "#fff", "soft": "#f5f7f9",
           "mark": "#fff1a8", "warn": "#b3261e"}
"""The page's colours, written out: Qt's rich text (which prints the page in the app) drops a
whole style sheet at a custom property or an ``@media`` block, so the sheet uses neither."""

_BASE = """
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1100px; padding: 2rem 1.5rem 3rem; color: var(--ink); background: var(--paper);
  font: 15px/1.5 "Segoe UI", "Noto Sans", "DejaVu Sans", Roboto, Helvetica, Arial, sans-serif; }
h1 { font-size: 1.8rem; line-height: 1.2; margin: .2rem 0 .6rem; }
h2 { font-size: 1.25rem; margin: 2.2rem 0 .8rem; padding-bottom: .3rem; border-bottom: 2px solid var(--ink); }
h3 { font-size: 1.05rem; margin: 0 0 .3rem; }
.eyebrow { text-transform: uppercase; letter-spacing: .08em; font-size: .75rem; color: var(--muted); margin: 0; }
.note p { margin: .4rem 0; max-width: 48rem; }
.meta, .legend { color: var(--muted); font-size: .85rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .45rem .55rem; border: 1px solid var(--line); }
thead th { background: var(--soft); font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; }
.sources td.url { word-break: break-all; font-size: .85rem; }
.matrix { table-layout: fixed; font-size: .86rem; }
.matrix col.c-title { width: 22%; }
.matrix td > div + div { margin-top: .45rem; padding-top: .45rem; border-top: 1px dashed var(--line); }
.matrix td.absent { color: var(--muted); font-style: italic; background: var(--soft); }
.matrix .claim { font-weight: 600; line-height: 1.9; }
.matrix q, .passage q { quotes: "\\201C" "\\201D"; }
.kind { display: inline-block; font-size: .72rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em;
  border: 1.5px solid currentColor; border-radius: 3px; padding: 0 .35rem; white-space: nowrap; }
.status { font-size: .8rem; color: var(--muted); white-space: nowrap; }
.disc { border: 1px solid var(--line); border-left: 6px solid currentColor; padding: .8rem 1rem; margin: 0 0 1rem; }
.disc > * { color: var(--ink); }
.disc .head { display: flex; gap: .6rem; align-items: baseline; flex-wrap: wrap; margin-bottom: .5rem; }
.passage { margin: .5rem 0; }
.passage .who { font-weight: 600; }
.passage blockquote { margin: .2rem 0 0; padding: .3rem .7rem; background: var(--soft); border-left: 3px solid var(--line); }
mark { background: var(--mark); padding: 0 .1em; font-weight: 600; }
.orphan { color: var(--warn); font-style: italic; }
.absent-list { color: var(--muted); font-size: .85rem; }
.disc .dnote { margin: .6rem 0 0; }
footer { margin-top: 2.5rem; color: var(--muted); font-size: .8rem; border-top: 1px solid var(--line); padding-top: .6rem; }
a[href] { color: var(--ink); }
"""

STYLE = re.sub(r"var\(--(\w+)\)", lambda m: COLOURS[m.group(1)], _BASE)

PRINT_STYLE = """
@page { size: A4; margin: 14mm 12mm; }
body { max-width: none; padding: 0; font-size: 10pt; }
h2 { break-after: avoid; page-break-after: avoid; }
tr, .disc, .passage { break-inside: avoid; page-break-inside: avoid; }
thead { display: table-header-group; }
.matrix { font-size: 8.5pt; }
a { text-decoration: none; }
mark:not([class]) { background: none; text-decoration: underline; text-decoration-thickness: 2px; }
.kind, .disc, mark { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
"""
"""Print rules, in a ``<style media="print">`` of their own (browsers apply them on paper)."""


def style_elements(kinds: list[str], extra: str = "") -> str:
    """The page's style sheets: base (and ``extra``, whose ``var(--name)`` are :data:`COLOURS`),
    kind colours and patterns (the app's), print rules."""
    more = re.sub(r"var\(--(\w+)\)", lambda m: COLOURS[m.group(1)], extra)
    return (
        f"<style>{STYLE}{more}</style>\n<style>{kind_css(kinds)}</style>\n"
        f'<style media="print">{PRINT_STYLE}</style>\n'
    )


def _e(text: str | None) -> str:
    return escape(text or "", quote=True)


def _kind_class(kind: str) -> str:
    return css_class(kind)


def kind_badge(kind: str, label: str) -> str:
    """A kind's label in its colour, underlined in its pattern (no symbol: it printed as "#Count")."""
    return (
        f'<span class="kind {css_class(kind)}"><span class="pat"><a name="{pattern_anchor(kind)}">{_e(label)}</a>'
        "</span></span>"
    )


def kind_mark(kind: str, inner: str) -> str:
    """A passage (``inner`` is HTML) marked in its kind's tint and pattern."""
    return f'<mark class="{css_class(kind)}"><a name="{pattern_anchor(kind)}"><b>{inner}</b></a></mark>'


def _kind(d: ReportDiscrepancy) -> str:
    return kind_badge(d.kind, d.kind_label)


def _status(status: str) -> str:
    return f'<span class="status">{_e(STATUS_SYMBOLS.get(status, ""))} {_e(status_label(status))}</span>'


def _date(value: str | None) -> str:
    if not value:
        return ""
    match = _ISO.match(value)
    return f"{match.group(1)} {match.group(2)}" if match else value


def _link(url: str | None) -> str:
    if not url:
        return ""
    if _HTTP.match(url):
        return f'<a href="{_e(url)}" rel="noopener noreferrer">{_e(url)}</a>'
    return _e(url)


def _paragraphs(text: str) -> str:
    return "".join(f"<p>{_e(line)}</p>" for line in text.split("\n") if line.strip())


def _sources(report: Report) -> str:
    rows = "".join(
        f"<tr><td>{i}</td><td>{_e(s.title)}</td><td>{_e(s.outlet)}</td><td>{_e(s.author)}</td>"
        f"<td>{_e(_date(s.published))}</td><td class=\"url\">{_link(s.url)}</td></tr>"
        for i, s in enumerate(report.sources, 1)
    )
    heads = "".join(f"<th>{_e(h)}</th>" for h in ("#", _("Title"), _("Outlet"), _("Author"), _("Published"), _("URL")))
    return (
        f'<section id="sources"><h2>{_e(_("Sources"))}</h2><table class="sources"><thead><tr>{heads}</tr></thead>'
        f"<tbody>{rows}</tbody></table></section>"
    )


def _cell(passages: list[ReportPassage]) -> str:
    if not passages:
        return f'<td class="absent">{_e(_(NOT_REPORTED))}</td>'
    parts = []
    for p in passages:
        orphan = f' <span class="orphan">({_e(_("not found in the text"))})</span>' if p.orphan else ""
        # Plain <br> and <b>, and literal quotation marks rather than <q>, so the report also
        # reads right where CSS is thin (the app prints it through Qt's rich text).
        claim = f'<br><b class="claim">{_e(p.claim)}</b>' if p.claim else ""
        parts.append(f"<div>\u201c{_e(p.exact)}\u201d{orphan}{claim}</div>")
    return f"<td>{''.join(parts)}</td>"


def _matrix(report: Report) -> str:
    if not report.discrepancies:
        return f'<section id="matrix"><h2>{_e(_("Claim matrix"))}</h2><p>{_e(_("No discrepancies recorded yet."))}</p></section>'
    heads = "".join(f'<th scope="col">{_e(s.label)}</th>' for s in report.sources)
    cols = '<col class="c-title">' + "<col>" * len(report.sources)
    rows = []
    for n, d in enumerate(report.discrepancies, 1):
        cells = "".join(_cell(d.on(s.id)) for s in report.sources)
        rows.append(
            f'<tr><th scope="row"><a href="#d{n}">{n}. {_e(d.title)}</a><br>{_kind(d)} {_status(d.status)}</th>'
            f"{cells}</tr>"
        )
    legend = _(
        "One row per discrepancy, one column per source: the passage each source gives and, in bold, what it "
        "claims. “{absent}” means no passage of that source is linked."
    ).format(absent=_(NOT_REPORTED))
    return (
        f'<section id="matrix"><h2>{_e(_("Claim matrix"))}</h2><p class="legend">{_e(legend)}</p>'
        f'<table class="matrix"><colgroup>{cols}</colgroup><thead><tr><th scope="col">{_e(_("Discrepancy"))}</th>'
        f"{heads}</tr></thead><tbody>{''.join(rows)}</tbody></table></section>"
    )


def _passage(p: ReportPassage, source: Source, kind: str) -> str:
    claim = " " + _e(_("claims {claim}")).format(claim=f"<strong>{_e(p.claim)}</strong>") if p.claim else ""
    if p.orphan:
        orphan = _e(_("this passage is no longer found in the text"))
        quote = f'\u201c{_e(p.exact)}\u201d <span class="orphan">({orphan})</span>'
    else:
        quote = f"{_e(p.before)}{kind_mark(kind, _e(p.exact))}{_e(p.after)}"  # <b>: Qt ignores <mark>
    return (
        f'<div class="passage"><span class="who">{_e(source.label)}</span>{claim}'
        f"<blockquote>{quote}</blockquote></div>"
    )


def _details(report: Report) -> str:
    if not report.discrepancies:
        return ""
    parts = [f'<section id="details"><h2>{_e(_("Discrepancies in detail"))}</h2>']
    for n, d in enumerate(report.discrepancies, 1):
        passages = "".join(_passage(p, report.source(p.article), d.kind) for p in d.passages)
        missing = [s.label for s in report.sources if not d.on(s.id)]
        absent = (
            f'<p class="absent-list">{_e(_("Not reported by: {sources}").format(sources=", ".join(missing)))}</p>'
            if missing else ""
        )
        note = f'<div class="dnote">{_paragraphs(d.note)}</div>' if d.note.strip() else ""
        parts.append(
            f'<article class="disc {_kind_class(d.kind)}" id="d{n}"><div class="head">{_kind(d)}'
            f"<h3>{n}. {_e(d.title)}</h3>{_status(d.status)}</div>{passages}{absent}{note}</article>"
        )
    parts.append("</section>")
    return "".join(parts)


def render_html(report: Report) -> str:
    c = report.comparison
    meta = _e(summary(report) + " · " + _("comparison last changed {date}").format(date=_date(c.updated)))
    footer = _(
        "Made with Parallax {version}. Passages are quoted from each source’s reading text; highlighted words are "
        "the passage, the rest is context."
    ).format(version=__version__)
    return (
        f'<!DOCTYPE html>\n<html lang="{current_language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        f'<meta name="generator" content="Parallax {_e(__version__)}">\n'
        f"<title>{_e(c.name)} — {_e(_('Parallax report'))}</title>\n{style_elements(list(report.kinds))}"
        "</head>\n<body>\n"
        f'<header><p class="eyebrow">{_e(_("Parallax comparison report"))}</p><h1>{_e(c.name)}</h1>'
        f'<div class="note">{_paragraphs(c.note)}</div><p class="meta">{meta}</p></header>\n'
        f"{_sources(report)}\n{_matrix(report)}\n{_details(report)}\n"
        f"<footer>{_e(footer)}</footer>\n</body>\n</html>\n"
    )
