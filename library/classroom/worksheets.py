"""The printed side of a lesson: worksheet, answer key, per-student feedback, class summary.

Each is one self-contained HTML page in the report's style (no scripts, fonts or fetched
resources, a Content-Security-Policy that forbids them, every text escaped) with print rules for
A4, and the app's kind colours and patterns (:mod:`..kind_palette`). Paragraphs are numbered
the same way on every sheet (each non-empty line of an article's reading text is one
paragraph), so "¶ 4" on the answer key is paragraph 4 of the worksheet. The desktop prints these
pages to PDF (``desktop/printing.py``).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from .. import __version__
from ..kind_palette import css_class
from ..report_html import kind_badge, kind_mark, style_elements
from .exercise import DEFAULT_INSTRUCTIONS, exercise_of
from .scoring import ClassResult, Find, Key, KeyItem, Span, StudentResult, load_key

if TYPE_CHECKING:
    from ..store import Library

__all__ = ["SHEETS", "answer_key_html", "class_summary_html", "feedback_html", "worksheet_html"]

SHEETS = ("worksheet", "key", "feedback", "summary")

SHEET_STYLE = """
.sheet-head { border-bottom: 2px solid var(--ink); padding-bottom: .6rem; margin-bottom: 1rem; }
.name-line { margin: 1rem 0; font-size: 1rem; }
.instructions { font-size: 1.05rem; max-width: 48rem; }
.hints li { margin: .2rem 0; }
.source { break-before: page; page-break-before: always; }
.source:first-of-type { break-before: auto; page-break-before: auto; }
.source h2 { border-bottom: 1px solid var(--line); }
table.paras, table.paras td { border: none; }
table.paras td { padding: .2rem .4rem .2rem 0; }
table.paras td.pn { color: var(--muted); font-size: .8rem; white-space: nowrap; width: 2.6rem; }
table.answers td { height: 2.6rem; }
.bar { background: var(--soft); border: 1px solid var(--line); height: .7rem; width: 10rem; }
.bar span { display: block; height: 100%; background: #0072B2; }
.big { font-size: 1.6rem; font-weight: 700; }
.student { break-before: page; page-break-before: always; }
.student:first-of-type { break-before: auto; page-break-before: auto; }
.reason { color: var(--warn); font-weight: 600; }
"""


def _e(text: object) -> str:
    return escape("" if text is None else str(text), quote=True)


def _page(title: str, eyebrow: str, body: str, kinds: Sequence[str] = ()) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        f'<meta name="generator" content="Parallax {_e(__version__)}">\n'
        f"<title>{_e(title)} — {_e(eyebrow)}</title>\n{style_elements(list(kinds), SHEET_STYLE)}"
        f'</head>\n<body>\n<header class="sheet-head"><p class="eyebrow">{_e(eyebrow)}</p><h1>{_e(title)}</h1></header>\n'
        f"{body}\n<footer>Made with Parallax {_e(__version__)}.</footer>\n</body>\n</html>\n"
    )


def paragraph_starts(text: str) -> list[int]:
    """Where each numbered paragraph (non-empty line) of a reading text starts."""
    starts, at = [], 0
    for line in text.split("\n"):
        if line.strip():
            starts.append(at)
        at += len(line) + 1
    return starts


def paragraph_of(text: str, offset: int, starts: list[int] | None = None) -> int:
    """The 1-based number of the paragraph holding ``offset``."""
    return max(1, bisect_right(starts if starts is not None else paragraph_starts(text), offset))


class _Sources:
    """Labels and paragraph numbers of a key's articles."""

    def __init__(self, library: Library, key: Key, hide_outlets: bool = False) -> None:
        self.info = {a: library.get_article_info(a) for a in key.articles}
        self.hide = hide_outlets
        self.order = list(key.articles)
        self.texts = key.texts
        self.starts = {a: paragraph_starts(t) for a, t in key.texts.items()}

    def label(self, article: str) -> str:
        if self.hide or article not in self.info:
            index = self.order.index(article) if article in self.order else len(self.order)
            return f"Source {chr(ord('A') + index % 26)}"
        info = self.info[article]
        return info.outlet or info.title

    def where(self, span: Span) -> str:
        return f"{self.label(span.article)}, ¶ {paragraph_of(self.texts[span.article], span.start, self.starts[span.article])}"


def worksheet_html(library: Library, comparison: str, *, hide_outlets: bool = False,
                   instructions: str | None = None, answer_rows: int = 8) -> str:
    """The worksheet: instructions, hints, a name line, each article with numbered paragraphs,
    and an empty table to write finds in. Holds no answer."""
    comp = library.get_comparison(comparison)
    mark = exercise_of(library, comp.id)
    text = instructions or (mark.instructions if mark else "") or DEFAULT_INSTRUCTIONS
    parts = ['<p class="name-line">Name: ________________________________ &nbsp; Date: ____________</p>',
             f'<section class="instructions">{"".join(f"<p>{_e(p)}</p>" for p in text.splitlines() if p.strip())}']
    if mark and mark.find:
        parts.append(f"<p><b>Find {mark.find} discrepancies.</b></p>")
    if mark and mark.hints:
        items = "".join(
            f"<li>{kind_badge(h.get('kind', ''), h.get('label', ''))} {_e(h.get('text', ''))}</li>" for h in mark.hints
        )
        parts.append(f'<p>Hints:</p><ul class="hints">{items}</ul>')
    parts.append("</section>")
    for i, aid in enumerate(comp.article_ids):
        article = library.get_article(aid)
        info = article.info
        label = f"Source {chr(ord('A') + i % 26)}" if hide_outlets else (info.outlet or "")
        meta = " · ".join(x for x in (label, info.author if not hide_outlets else None, (info.published or "")[:10]) if x)
        paras = "".join(
            f'<tr><td class="pn" width="40">¶&nbsp;{n}</td><td>{_e(line)}</td></tr>'
            for n, line in enumerate((ln for ln in article.reading_text.split("\n") if ln.strip()), 1)
        )
        paras = f'<table class="paras" cellspacing="0">{paras}</table>'
        parts.append(f'<section class="source"><h2>{_e(info.title)}</h2><p class="meta">{_e(meta)}</p>{paras}</section>')
    rows = "".join("<tr><td>" + str(n) + "</td><td></td><td></td><td></td></tr>" for n in range(1, answer_rows + 1))
    parts.append(
        '<section class="source"><h2>Discrepancies you found</h2>'
        '<table class="answers"><thead><tr><th>#</th><th>Kind</th><th>What differs</th>'
        "<th>Where (source, ¶)</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></section>"
    )
    return _page(comp.name, "Parallax worksheet", "".join(parts))


def _item_html(item: KeyItem, n: int, sources: _Sources, labels: dict[str, str], note: str = "") -> str:
    rows = "".join(
        f"<tr><td>{_e(sources.where(s))}</td><td>{kind_mark(item.kind, _e(s.exact))}</td><td><b>{_e(s.claim)}</b></td></tr>"
        for s in item.spans
    )
    note_html = "".join(f"<p>{_e(p)}</p>" for p in note.splitlines() if p.strip())
    return (
        f'<article class="disc {css_class(item.kind)}"><div class="head">'
        f"{kind_badge(item.kind, labels.get(item.kind, item.kind))}<h3>{n}. {_e(item.title)}</h3></div>"
        f'<table><thead><tr><th>Where</th><th>Passage</th><th>Claim</th></tr></thead><tbody>{rows}</tbody></table>'
        f'<div class="dnote">{note_html}</div></article>'
    )


def answer_key_html(library: Library, comparison: str, *, hide_outlets: bool = False) -> str:
    """The answer key: every discrepancy of the key with its passages (source, ¶), claims, note."""
    key = load_key(library, comparison)
    sources = _Sources(library, key, hide_outlets)
    notes = {d.id: d.note for d in library.list_discrepancies(key.comparison)}
    items = "".join(_item_html(item, n, sources, key.labels, notes.get(item.id, "")) for n, item in enumerate(key.items, 1))
    body = f'<p class="meta">{len(key.items)} discrepancies. Paragraph numbers (¶) are those of the worksheet.</p>{items}'
    return _page(key.name, "Parallax answer key — for the teacher", body, [i.kind for i in key.items])


def _find_line(f: Find, sources: _Sources, labels: dict[str, str]) -> str:
    where = "; ".join(f"{sources.where(s)}: {kind_mark(f.kind, _e(s.exact))}" for s in f.spans) or "no passages in these articles"
    return f"<li>{kind_badge(f.kind, labels.get(f.kind, f.kind))} <b>{_e(f.title)}</b> (your no. {f.number})<br>{where}</li>"


def _student_section(s: StudentResult, key: Key, sources: _Sources) -> str:
    labels = key.labels
    head = (
        f'<section class="student"><h2>{_e(s.name)}</h2>'
        f'<p><span class="big">{s.score:g} %</span> &nbsp; found {len(s.found)}, partly {len(s.partial)}, '
        f"missed {len(s.missed)}, not in the key {len(s.false)} (of {len(key.items)} in the key)</p>"
    )
    if s.reason:
        return head + f'<p class="reason">{_e(s.reason)}</p></section>'
    parts = [head]
    if s.found:
        parts.append("<h3>Found</h3><ul>" + "".join(
            f"<li>{kind_badge(k.kind, labels.get(k.kind, k.kind))} {_e(k.title)}</li>" for k, _ in s.found) + "</ul>")
    if s.partial:
        parts.append("<h3>Found, another kind</h3><ul>" + "".join(
            f"<li>{_e(k.title)}: you chose {kind_badge(f.kind, labels.get(f.kind, f.kind))}, the key says "
            f"{kind_badge(k.kind, labels.get(k.kind, k.kind))}</li>" for k, f in s.partial) + "</ul>")
    if s.missed:
        parts.append("<h3>Missed</h3><ul>" + "".join(
            f"<li>{kind_badge(k.kind, labels.get(k.kind, k.kind))} {_e(k.title)}: "
            + "; ".join(_e(sources.where(sp)) for sp in k.spans) + "</li>" for k in s.missed) + "</ul>")
    if s.false:
        parts.append("<h3>Not in the key — let us discuss</h3><ul>"
                     + "".join(_find_line(f, sources, labels) for f in s.false) + "</ul>")
    parts.append("</section>")
    return "".join(parts)


def feedback_html(library: Library, result: ClassResult, *, students: Sequence[str] = ()) -> str:
    """Feedback for each student (or those named): score, found, partly, missed, false finds."""
    sources = _Sources(library, result.key)
    wanted = {n.casefold() for n in students}
    chosen = [s for s in result.students if not wanted or s.name.casefold() in wanted]
    body = "".join(_student_section(s, result.key, sources) for s in chosen) or "<p>No hand-ins to give feedback on.</p>"
    return _page(result.key.name, "Parallax feedback", body, [i.kind for i in result.key.items])


def class_summary_html(library: Library, result: ClassResult) -> str:
    """The class: a row per student, the share who found each key item, common false finds."""
    key = result.key
    sources = _Sources(library, key)
    rows = "".join(
        f"<tr><td>{_e(s.name)}</td><td>{len(s.found)}</td><td>{len(s.partial)}</td><td>{len(s.missed)}</td>"
        f"<td>{len(s.false)}</td><td><b>{s.score:g}</b></td><td>{_e(s.reason or '')}</td></tr>"
        for s in result.students
    )
    parts = [
        f'<p class="meta">{len(result.scored())} hand-ins scored against {len(key.items)} key items.</p>',
        "<h2>Students</h2><table><thead><tr><th>Name</th><th>Found</th><th>Partly</th><th>Missed</th>"
        f"<th>Not in key</th><th>Score %</th><th></th></tr></thead><tbody>{rows}</tbody></table>",
    ]
    items = "".join(
        f"<tr><td>{n}</td><td>{kind_badge(k.kind, key.labels.get(k.kind, k.kind))}</td><td>{_e(k.title)}</td>"
        f'<td><div class="bar"><span style="width: {round(100 * result.found_by(k))}%"></span></div></td>'
        f"<td>{round(100 * result.found_by(k))} %</td></tr>"
        for n, k in enumerate(key.items, 1)
    )
    parts.append("<h2>Who found each key item</h2><table><thead><tr><th>#</th><th>Kind</th><th>Discrepancy</th>"
                 f"<th></th><th>Found by</th></tr></thead><tbody>{items}</tbody></table>")
    if result.common_false:
        groups = "".join(
            f"<li><b>{_e(group[0][1].title)}</b> — {len({n for n, _ in group})} students "
            f"({_e(', '.join(sorted({n for n, _ in group})))}): "
            + "; ".join(_e(sources.where(sp)) for sp in group[0][1].spans) + "</li>"
            for group in result.common_false
        )
        parts.append("<h2>Common finds not in the key</h2><p>Several students found these; "
                     f"perhaps the key missed them.</p><ul>{groups}</ul>")
    if result.notes or result.refused:
        notes = "".join(f"<li>{_e(n)}</li>" for n in result.notes)
        notes += "".join(f'<li class="reason">{_e(p)}: {_e(r)}</li>' for p, r in result.refused)
        parts.append(f"<h2>Notes</h2><ul>{notes}</ul>")
    return _page(key.name, "Parallax class summary", "".join(parts), [i.kind for i in key.items])
