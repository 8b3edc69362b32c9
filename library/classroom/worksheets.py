"""The printed side of a lesson: worksheet, answer key, per-student feedback, class summary.

Each is one self-contained HTML page in the report's style (no scripts, fonts or fetched
resources, a Content-Security-Policy that forbids them, every text escaped) with print rules for
A4, and the app's kind colours and patterns (:mod:`..kind_palette`). Paragraphs are numbered
the same way on every sheet (each non-empty line of an article's reading text is one
paragraph), so "¶ 4" on the answer key is paragraph 4 of the worksheet. The desktop prints these
pages to PDF (``desktop/printing.py``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from .. import __version__
from ..i18n import _, current_language, decimal, kind_label, ngettext
from ..kind_palette import css_class
from ..reports.html import kind_badge, kind_mark, style_elements
from .exercise import default_instructions, exercise_of
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
.source h2, .first-source h2 { border-bottom: 1px solid var(--line); }
table.paras, table.paras td { border: none; }
table.paras td { padding: .2rem .4rem .2rem 0; }
table.paras td.pn { color: var(--muted); font-size: .8rem; white-space: nowrap; width: 2.6rem; }
table.answers td { height: 2.6rem; }
.bar { color: #0072B2; font-family: "DejaVu Sans Mono", monospace; white-space: nowrap; letter-spacing: -.05em; }
.bar .rest { color: #9aa5b1; }
.comment { color: var(--ink); font-style: italic; margin: .1rem 0 .3rem 1rem; }
.paper { border: 1px solid var(--line); padding: .4rem .7rem; }
.big { font-size: 1.6rem; font-weight: 700; }
.student { break-before: page; page-break-before: always; }
.reason { color: var(--warn); font-weight: 600; }
"""


def _e(text: object) -> str:
    return escape("" if text is None else str(text), quote=True)


def _page(title: str, eyebrow: str, body: str, kinds: Sequence[str] = ()) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{current_language()}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        f'<meta name="generator" content="Parallax {_e(__version__)}">\n'
        f"<title>{_e(title)} — {_e(eyebrow)}</title>\n{style_elements(list(kinds), SHEET_STYLE)}"
        f'</head>\n<body>\n<header class="sheet-head"><p class="eyebrow">{_e(eyebrow)}</p><h1>{_e(title)}</h1></header>\n'
        f"{body}\n<footer>{_e(_('Made with Parallax {version}.').format(version=__version__))}</footer>\n</body>\n</html>\n"
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
            return source_letter(index)
        info = self.info[article]
        return info.outlet or info.title

    def where(self, span: Span) -> str:
        return f"{self.label(span.article)}, ¶ {paragraph_of(self.texts[span.article], span.start, self.starts[span.article])}"


def source_letter(index: int) -> str:
    """A source's name when outlets are hidden: Source A, Source B…"""
    return _("Source {letter}").format(letter=chr(ord("A") + index % 26))


def _label(kind: str, labels: dict[str, str]) -> str:
    """A kind's label as shown: a built-in kind in the current language, the teacher's as written."""
    return kind_label(kind, labels.get(kind))


def _students(count: int) -> str:
    return ngettext("{count} student", "{count} students", count).format(count=count)


BAR_CELLS = 10
"""A found-by bar is this many characters: one per 10 % (more wrapped in a printed column)."""


def found_bar(share: float) -> str:
    """A bar of ``share`` (0 to 1) drawn in characters, so it prints on any printer and in any
    browser (printers leave out CSS backgrounds unless told to; Qt's rich text draws no empty
    box with a width)."""
    filled = round(max(0.0, min(1.0, share)) * BAR_CELLS)
    return (f'<span class="bar">{"█" * filled}<span class="rest">{"░" * (BAR_CELLS - filled)}</span></span>')


_NEW_PAGE = '<div class="source" style="page-break-before: always">'
"""Each article, and the table for finds, on a page of its own when printed: Qt's printing
honours page-break-before on a div, written on it (not on <section>, nor :first-of-type)."""

_MENU_PATH = re.compile(r"\S+\s*→\s*\S")


def paper_instructions(text: str) -> list[str]:
    """The instructions as paragraphs for students on paper: a sentence that sends them to a
    menu of the app ("Hand in your work with File → Hand In.") means nothing on paper and is
    left out; what to do on paper comes after them (:func:`worksheet_html`)."""
    paragraphs = []
    for paragraph in text.splitlines():
        sentences = re.split(r"(?<=[.!?])\s+", paragraph.strip())
        kept = " ".join(s for s in sentences if s and not _MENU_PATH.search(s))
        if kept:
            paragraphs.append(kept)
    return paragraphs


def worksheet_html(library: Library, comparison: str, *, hide_outlets: bool = False,
                   instructions: str | None = None, answer_rows: int = 8) -> str:
    """The worksheet: instructions, hints, a name line, each article with numbered paragraphs,
    and an empty table to write finds in. Holds no answer. It is for students working on paper,
    so it says what to do on paper, and leaves out sentences naming the app's menus."""
    comp = library.get_comparison(comparison)
    mark = exercise_of(library, comp.id)
    text = instructions or (mark.instructions if mark else "") or default_instructions()
    name_line = _e(_("Name: {blank}   Date: {date}").format(blank="_" * 32, date="_" * 12)).replace("   ", " &nbsp; ")
    on_paper = _("On paper: underline the passages that differ in each article. Write each discrepancy in the "
                 "table at the end: its kind, what differs, and where (the source and the paragraph number ¶). "
                 "Then hand this sheet to your teacher.")
    parts = [f'<p class="name-line">{name_line}</p>',
             '<section class="instructions">' + "".join(f"<p>{_e(p)}</p>" for p in paper_instructions(text))
             + f'<p class="paper"><b>{_e(on_paper)}</b></p>']
    if mark and mark.find:
        find = mark.find
        parts.append(f"<p><b>{_e(ngettext('Find {count} discrepancy.', 'Find {count} discrepancies.', find).format(count=find))}</b></p>")
    if mark and mark.hints:
        items = "".join(
            f"<li>{kind_badge(h.get('kind', ''), h.get('label', ''))} {_e(h.get('text', ''))}</li>" for h in mark.hints
        )
        parts.append(f'<p>{_e(_("Hints:"))}</p><ul class="hints">{items}</ul>')
    parts.append("</section>")
    for i, aid in enumerate(comp.article_ids):
        article = library.get_article(aid)
        info = article.info
        label = source_letter(i) if hide_outlets else (info.outlet or "")
        meta = " · ".join(x for x in (label, info.author if not hide_outlets else None, (info.published or "")[:10]) if x)
        paras = "".join(
            f'<tr><td class="pn" width="40">¶&nbsp;{n}</td><td>{_e(line)}</td></tr>'
            for n, line in enumerate((ln for ln in article.reading_text.split("\n") if ln.strip()), 1)
        )
        paras = f'<table class="paras" cellspacing="0">{paras}</table>'
        opening = _NEW_PAGE if i else '<div class="first-source">'
        parts.append(f'{opening}<h2>{_e(info.title)}</h2><p class="meta">{_e(meta)}</p>{paras}</div>')
    rows = "".join("<tr><td>" + str(n) + "</td><td></td><td></td><td></td></tr>" for n in range(1, answer_rows + 1))
    parts.append(
        f'{_NEW_PAGE}<h2>{_e(_("Discrepancies you found"))}</h2>'
        f'<table class="answers" width="100%"><thead><tr><th>#</th><th>{_e(_("Kind"))}</th><th>{_e(_("What differs"))}</th>'
        f"<th>{_e(_('Where (source, ¶)'))}</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></div>"
    )
    return _page(comp.name, _("Parallax worksheet"), "".join(parts))


def _item_html(item: KeyItem, n: int, sources: _Sources, labels: dict[str, str], note: str = "") -> str:
    rows = "".join(
        f"<tr><td>{_e(sources.where(s))}</td><td>{kind_mark(item.kind, _e(s.exact))}</td><td><b>{_e(s.claim)}</b></td></tr>"
        for s in item.spans
    )
    note_html = "".join(f"<p>{_e(p)}</p>" for p in note.splitlines() if p.strip())
    return (
        f'<article class="disc {css_class(item.kind)}"><div class="head">'
        f"{kind_badge(item.kind, _label(item.kind, labels))}<h3>{n}. {_e(item.title)}</h3></div>"
        f'<table><thead><tr><th>{_e(_("Where"))}</th><th>{_e(_("Passage"))}</th><th>{_e(_("Claim"))}</th></tr></thead>'
        f'<tbody>{rows}</tbody></table>'
        f'<div class="dnote">{note_html}</div></article>'
    )


def answer_key_html(library: Library, comparison: str, *, hide_outlets: bool = False) -> str:
    """The answer key: every discrepancy of the key with its passages (source, ¶), claims, note."""
    key = load_key(library, comparison)
    sources = _Sources(library, key, hide_outlets)
    notes = {d.id: d.note for d in library.list_discrepancies(key.comparison)}
    items = "".join(_item_html(item, n, sources, key.labels, notes.get(item.id, "")) for n, item in enumerate(key.items, 1))
    count = len(key.items)
    said = ngettext("{count} discrepancy.", "{count} discrepancies.", count).format(count=count)
    said += " " + _("Paragraph numbers (¶) are those of the worksheet.")
    body = f'<p class="meta">{_e(said)}</p>{items}'
    return _page(key.name, _("Parallax answer key — for the teacher"), body, [i.kind for i in key.items])


def _comment(f: Find) -> str:
    if not f.comment:
        return ""
    return "".join(f'<p class="comment">{_e(_("Teacher: {comment}").format(comment=line))}</p>'
                   if n == 0 else f'<p class="comment">{_e(line)}</p>'
                   for n, line in enumerate(ln for ln in f.comment.splitlines() if ln.strip()))


def _find_line(f: Find, sources: _Sources, labels: dict[str, str]) -> str:
    where = "; ".join(f"{sources.where(s)}: {kind_mark(f.kind, _e(s.exact))}" for s in f.spans) or _e(
        _("no passages in these articles"))
    number = _e(_("(your no. {number})").format(number=f.number))
    return f"<li>{kind_badge(f.kind, _label(f.kind, labels))} <b>{_e(f.title)}</b> {number}<br>{where}{_comment(f)}</li>"


def score_line(s: StudentResult, key: Key) -> str:
    """The score and how it came about, as every sheet prints it."""
    return _e(s.explain(key))


def _student_section(s: StudentResult, key: Key, sources: _Sources, first: bool = True) -> str:
    labels = key.labels
    # A page per student when printed: Qt's printing knows page-break-before on a div, written
    # on the element itself (it reads neither <section> nor :first-of-type)
    opening = '<div class="first-student">' if first else '<div class="student" style="page-break-before: always">'
    head = (
        f'{opening}<h2>{_e(s.name)}</h2>'
        f'<p><span class="big">{decimal(s.score)} %</span> &nbsp; '
        + (score_line(s, key) if s.reason is None else "")
        + "</p><p class=\"meta\">"
        + _e(_("found {found}, partly {partly}, missed {missed}, not in the key {not_in_key}").format(
            found=len(s.found), partly=len(s.partial), missed=len(s.missed), not_in_key=len(s.not_in_key)))
        + "</p>"
    )
    if s.reason:
        return head + f'<p class="reason">{_e(s.reason)}</p></div>'
    parts = [head]
    if s.found:
        parts.append(f"<h3>{_e(_('Found'))}</h3><ul>" + "".join(
            f"<li>{kind_badge(k.kind, _label(k.kind, labels))} {_e(k.title)}{_comment(f)}</li>" for k, f in s.found)
            + "</ul>")
    if s.partial:
        parts.append(f"<h3>{_e(_('Found, another kind'))}</h3><ul>" + "".join(
            "<li>" + _e(_("{title}: you chose {chosen}, the key says {key}")).format(
                title=_e(k.title), chosen=kind_badge(f.kind, _label(f.kind, labels)),
                key=kind_badge(k.kind, _label(k.kind, labels)))
            + _comment(f) + "</li>" for k, f in s.partial) + "</ul>")
    if s.missed:
        parts.append(f"<h3>{_e(_('Missed'))}</h3><ul>" + "".join(
            f"<li>{kind_badge(k.kind, _label(k.kind, labels))} {_e(k.title)}: "
            + "; ".join(_e(sources.where(sp)) for sp in k.spans) + "</li>" for k in s.missed) + "</ul>")
    if s.not_in_key:
        parts.append(f"<h3>{_e(_('Not in the key — let us discuss'))}</h3><ul>"
                     + "".join(_find_line(f, sources, labels) for f in s.not_in_key) + "</ul>")
    parts.append("</div>")
    return "".join(parts)


def feedback_html(library: Library, result: ClassResult, *, students: Sequence[str] = ()) -> str:
    """Feedback for each student (or those named): score, found, partly, missed, finds not in
    the key, and the teacher's comment on each find."""
    sources = _Sources(library, result.key)
    wanted = {n.casefold() for n in students}
    chosen = [s for s in result.students if not wanted or s.name.casefold() in wanted]
    body = "".join(_student_section(s, result.key, sources, n == 0) for n, s in enumerate(chosen)) or f"<p>{_e(_('No hand-ins to give feedback on.'))}</p>"
    return _page(result.key.name, _("Parallax feedback"), body, [i.kind for i in result.key.items])


def class_summary_html(library: Library, result: ClassResult) -> str:
    """The class: a row per student, the share who found each key item, common finds not in the key."""
    key = result.key
    sources = _Sources(library, key)
    rows = "".join(
        f"<tr><td>{_e(s.name)}</td><td>{len(s.found)}</td><td>{len(s.partial)}</td><td>{len(s.missed)}</td>"
        f"<td>{len(s.not_in_key)}</td><td><b>{decimal(s.score)}</b></td>"
        f"<td>{_e(s.reason) if s.reason else score_line(s, key)}</td></tr>"
        for s in result.students
    )
    scored, items_count = len(result.scored()), len(key.items)
    said = ngettext("{count} hand-in scored", "{count} hand-ins scored", scored).format(count=scored) + " " + ngettext(
        "against {count} key item.", "against {count} key items.", items_count).format(count=items_count)
    if key.asked < items_count:
        said += " " + _("Students were asked to find {count}: finding that many scores 100 %.").format(count=key.asked)
    heads = "".join(f"<th>{_e(h)}</th>" for h in (
        _("Name"), _("Found"), _("Partly"), _("Missed"), _("Not in the key"), _("Score %"), _("How")))
    parts = [
        f'<p class="meta">{_e(said)}</p>',
        f"<h2>{_e(_('Students'))}</h2><table width=\"100%\"><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>",
    ]
    weights = key.weighted
    items = "".join(
        f"<tr><td>{n}</td><td>{kind_badge(k.kind, _label(k.kind, key.labels))}</td><td>{_e(k.title)}</td>"
        + (f"<td>{decimal(k.weight)}</td>" if weights else "")
        + f"<td nowrap>{found_bar(result.found_by(k))}</td>"
        f"<td>{round(100 * result.found_by(k))} %</td></tr>"
        for n, k in enumerate(key.items, 1)
    )
    names = ("#", _("Kind"), _("Discrepancy"), *((_("Weight"),) if weights else ()), "", _("Found by"))
    heads = "".join(f"<th>{_e(h)}</th>" for h in names)
    parts.append(f"<h2>{_e(_('Who found each key item'))}</h2><table width=\"100%\"><thead><tr>{heads}</tr></thead>"
                 f"<tbody>{items}</tbody></table>")
    if result.common_false:
        groups = "".join(
            f"<li><b>{_e(group[0][1].title)}</b> — {_e(_students(len({n for n, _find in group})))} "
            f"({_e(', '.join(sorted({n for n, _find in group})))}): "
            + "; ".join(_e(sources.where(sp)) for sp in group[0][1].spans) + "</li>"
            for group in result.common_false
        )
        parts.append(f"<h2>{_e(_('Common finds not in the key'))}</h2>"
                     f"<p>{_e(_('Several students found these; perhaps the key missed them.'))}</p><ul>{groups}</ul>")
    if result.notes or result.refused:
        notes = "".join(f"<li>{_e(n)}</li>" for n in result.notes)
        notes += "".join(f'<li class="reason">{_e(p)}: {_e(r)}</li>' for p, r in result.refused)
        parts.append(f"<h2>{_e(_('Notes'))}</h2><ul>{notes}</ul>")
    return _page(key.name, _("Parallax class summary"), "".join(parts), [i.kind for i in key.items])
