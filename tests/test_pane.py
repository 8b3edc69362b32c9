"""The article pane: the document it builds, the highlights it paints, and how it behaves.

The central properties: the document's text is exactly the reading text (so anchors mean the
same characters in the library and on screen), and a highlight paints exactly its characters.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QGuiApplication,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextListFormat,
)
from PySide6.QtWidgets import QApplication, QToolButton, QWidget
from pytestqt.qtbot import QtBot

from parallax.desktop.article_pane import ArticlePane
from parallax.desktop.document import build_document
from parallax.desktop.highlighter import HighlightPainter, PaintRange
from parallax.desktop.palette import KIND_PATTERNS, is_dark, kind_icon, style_for
from parallax.desktop.plain import literal
from parallax.desktop.positions import PositionMap
from parallax.library.marks import FLASH, MATCH, SUGGESTED, Marks
from parallax.library.models import DEFAULT_KINDS, Article, ArticleInfo, Highlight
from parallax.library.textmodel import article_id, escape_markdown, normalize_body, parse_blocks

from .conftest import REPO, SEEDS

pytestmark = pytest.mark.gui

HOSTILE = [
    "# Emoji 😀 and family 👩\u200d👩\u200d👧 and flag 🇫🇷\n\nText after 😀😀 two.\n",
    "Combining: e\u0301 a\u0308 \u0915\u094d\u0937 and Hangul \u1100\u1161\u11a8.\n",
    "RTL: \u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627 mixed with 123 and English.\n",
    "CJK: 火災で七人の消防士が負傷 — 中文 𠀀 (astral).\n",
    "NBSP:\u00a0here\u00a0and\u202fthin; tabs:\there\tand\there.\n",
    "Line\u2028separator inside and para\u2029separator too.\n",
    "Hard  \nbreak and a backslash\\\nbreak.\n",
    "> quoted *em* and **strong**\n>\n> > nested quote\n",
    "1. one\n2. two\n   - nested 😀\n   - bullets\n3. three\n\n7) seven\n8) eight\n",
    "| h1 | h2 |\n|---|---|\n| c😀 | d |\n",
    "```\ncode 😀\n  indented\n```\n\nA [link](https://example.com/a?b=1) and `code`, ~~struck~~ ![alt 😀](http://x/y.png).\n",
    "Control \x01\x7f chars, \ufffc object, \ufdd0 frame, \ufeff BOM.\n",
    "",
]


def make_article(markdown: str, *, title: str = "Test article", url: str | None = "https://example.org/a") -> Article:
    text = parse_blocks(markdown)
    info = ArticleInfo(
        id=article_id(markdown),
        title=title,
        outlet="Test Outlet",
        author="A. Writer",
        published="2026-03-14T05:40:00+00:00",
        url=url,
        language="en",
        source_format="markdown",
        imported_at="2026-03-14T06:00:00.000Z",
        length=len(text.reading_text),
    )
    return Article(info, normalize_body(markdown), text.reading_text)


def make_highlight(article: Article, start: int, end: int, hid: str, *, orphan: bool = False) -> Highlight:
    return Highlight(
        id=hid, article=article.id, start=start, end=end, exact=article.reading_text[start:end],
        prefix="", suffix="", label=None, note="", created="", updated="", orphan=orphan,
    )


def quote(article: Article, text: str, hid: str, occurrence: int = 0) -> Highlight:
    starts = [m.start() for m in re.finditer(re.escape(text), article.reading_text)]
    return make_highlight(article, starts[occurrence], starts[occurrence] + len(text), hid)


@pytest.fixture
def make_pane(qtbot: QtBot) -> Iterator[Callable[..., ArticlePane]]:
    """Panes inside a plain host window (a top-level window with a layout makes the offscreen
    platform warn about size hints, and every Qt warning fails a test)."""
    hosts: list[QWidget] = []

    def factory(markdown: str, *, show: bool = True, size: tuple[int, int] = (520, 400), marks: Marks | None = None,
                **kw: object) -> ArticlePane:
        host = QWidget()
        qtbot.addWidget(host)
        hosts.append(host)
        host.resize(*size)
        pane = ArticlePane(make_article(markdown, **kw), host, marks=marks)  # type: ignore[arg-type]
        pane.setGeometry(0, 0, *size)
        if show:
            host.show()
            qtbot.waitExposed(host)
            host.windowHandle().requestActivate()  # offscreen: shortcuts need an active window
            qtbot.waitUntil(host.isActiveWindow)
        return pane

    yield factory
    for host in hosts:
        host.close()


def painted(pane: ArticlePane) -> dict[int, QTextCharFormat]:
    """Qt position -> the highlight format the pane draws over that character, wherever it is
    in the document (the view gets the pieces on screen: see ``on_screen``)."""
    out: dict[int, QTextCharFormat] = {}
    for start, end, fmt in pane.painter.pieces():
        for q in range(start, end):
            out[q] = QTextCharFormat(fmt)
    return out


def on_screen(pane: ArticlePane) -> dict[int, QTextCharFormat]:
    """Qt position -> the format of the extra selection the view holds over that character."""
    out: dict[int, QTextCharFormat] = {}
    for sel in pane.text_view().extraSelections():
        for q in range(sel.cursor.selectionStart(), sel.cursor.selectionEnd()):
            out[q] = QTextCharFormat(sel.format)
    return out


def qt_span(pane: ArticlePane, start: int, end: int) -> set[int]:
    """The Qt positions of the characters of [start, end), the separators between blocks excluded
    (a line break inside a block, as in a code block, is a character of its own and is painted)."""
    pm, text, document = pane.positions, pane.reading_text, pane._doc
    return {q for i in range(start, end) for q in range(pm.to_qt(i), pm.to_qt(i + 1))
            if text[i] != "\n" or document.characterAt(q) != "\u2029"}


def point_of(pane: ArticlePane, position: int) -> QPoint:
    """A viewport point inside the character at code point ``position``."""
    view = pane.text_view()
    cursor = QTextCursor(view.document())
    q = pane.positions.to_qt(position)
    cursor.setPosition(q)
    left = view.cursorRect(cursor)
    cursor.setPosition(pane.positions.to_qt(position + 1))
    right = view.cursorRect(cursor)
    return QPoint((left.x() + right.x()) // 2 if right.y() == left.y() else left.x() + 2, left.center().y())


# -- the document -------------------------------------------------------------------------


def seed_markdown(path: Path) -> str:
    try:
        from parallax.library.importers import import_file
    except ImportError:
        lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()]
        return "\n\n".join(escape_markdown(line) for line in lines if line)
    return str(import_file(path).markdown)


def corpus() -> list[tuple[str, str]]:
    items = [(p.name, p.read_text(encoding="utf-8")) for p in sorted((REPO / "resources" / "demo").glob("*.md"))]
    if SEEDS.is_dir():
        items += [(p.name, seed_markdown(p)) for p in sorted(SEEDS.glob("*.txt"))]
    items += [(f"hostile-{i}", md) for i, md in enumerate(HOSTILE)]
    return items


def check_invariant(markdown: str) -> QTextDocument:
    text = parse_blocks(markdown)
    doc = QTextDocument()
    build_document(text, doc)
    raw = doc.toRawText().replace("\u2029", "\n").replace("\u2028", "\n")
    assert raw == text.reading_text
    assert doc.characterCount() - 1 == PositionMap(text.reading_text).to_qt(len(text.reading_text))
    assert doc.blockCount() == max(len(text.blocks), 1)
    return doc


@pytest.mark.parametrize(("name", "markdown"), corpus(), ids=[n for n, _ in corpus()])
def test_document_text_is_the_reading_text(qapp: QApplication, name: str, markdown: str) -> None:
    check_invariant(markdown)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(st.text(max_size=20), st.sampled_from(["\n", "\n\n", "- ", "1. ", "> ", "# ", "*", "`", "😀", "\u2028", "e\u0301", "|", "[a](b)"])), max_size=25).map("".join))
def test_document_invariant_over_arbitrary_markdown(qapp: QApplication, markdown: str) -> None:
    check_invariant(markdown)


def test_structure_and_formats(qapp: QApplication) -> None:
    doc = check_invariant(HOSTILE[8] + "\n# Big\n\n### Small\n\n> quoted\n\n```\ncode\n```\n\n[link](https://e.org/x) **b** *i* ~~s~~\n")
    blocks = [doc.findBlockByNumber(i) for i in range(doc.blockCount())]
    lists = [(b.text(), b.textList().format()) for b in blocks if b.textList() is not None]
    ordered = [(t, f) for t, f in lists if f.style() == QTextListFormat.Style.ListDecimal]
    assert [t for t, _ in ordered] == ["one", "two", "three", "seven", "eight"]
    assert ordered[0][1].start() == 1 and ordered[3][1].start() == 7 and ordered[3][1].numberSuffix() == ")"
    nested = [f for t, f in lists if t.startswith("nested")]
    assert nested[0].indent() == 2 and nested[0].style() != QTextListFormat.Style.ListDecimal
    by_text = {b.text(): b for b in blocks}
    big = by_text["Big"]
    assert big.blockFormat().headingLevel() == 1 and big.charFormat().fontWeight() >= 700
    small = by_text["Small"]
    assert big.charFormat().property(QTextCharFormat.Property.FontSizeAdjustment) > 0
    assert small.charFormat().fontWeight() >= 700
    quoted = by_text["quoted"]
    assert quoted.blockFormat().leftMargin() > 0 and quoted.charFormat().fontItalic()
    assert by_text["code"].charFormat().fontFixedPitch()
    cursor = QTextCursor(by_text["link b i s"])
    cursor.setPosition(by_text["link b i s"].position() + 2)
    fmt = cursor.charFormat()
    assert fmt.isAnchor() and fmt.anchorHref() == "https://e.org/x" and fmt.toolTip() == "https://e.org/x"
    for offset, check in ((6, lambda f: f.fontWeight() >= 700), (8, QTextCharFormat.fontItalic), (10, QTextCharFormat.fontStrikeOut)):
        cursor.setPosition(by_text["link b i s"].position() + offset)
        assert check(cursor.charFormat())


# -- palette ------------------------------------------------------------------------------


def test_palette_two_cues_per_kind(qapp: QApplication) -> None:
    kinds = [k for k, _, _ in DEFAULT_KINDS]
    assert set(kinds) == set(KIND_PATTERNS)
    for dark in (False, True):
        looks = {(style_for(k, dark=dark).underline.name(), style_for(k, dark=dark).underline_style) for k in kinds}
        assert len(looks) == len(kinds)  # colour + pattern tell every kind apart
    light, dark_ = style_for("count", dark=False), style_for("count", dark=True)
    assert light.underline != dark_.underline and 0 < light.background.alpha() < 255
    focused = style_for("count", dark=False, focused=True)
    assert focused.background.alpha() > light.background.alpha()
    assert focused.underline_style == light.underline_style  # the pattern stays when focused
    plain = style_for(None, dark=False)
    assert plain.underline_style == QTextCharFormat.UnderlineStyle.NoUnderline and plain.overline
    assert plain.background.hue() in range(40, 70)  # yellow-ish
    assert style_for("Count ", dark=False).underline == light.underline
    custom = style_for("casualty framing", dark=False)
    assert custom == style_for("casualty framing", dark=False)  # stable
    assert (custom.underline.name(), custom.underline_style) not in {
        (style_for(k, dark=False).underline.name(), style_for(k, dark=False).underline_style) for k in kinds
    }
    for kind in [*kinds, None, "custom"]:
        assert not kind_icon(kind).isNull()
    assert not is_dark(QPalette(QColor("white")))
    assert is_dark(QPalette(QColor("#202020")))


# -- highlights -----------------------------------------------------------------------------

EMOJI_MD = "# Héadline 😀 here\n\nFirst 👩\u200d👩\u200d👧 para with e\u0301 and 𝔸𝔹 text.\n\nSecond para: 5 officers 😀 wounded.\n"


def test_a_document_is_laid_out_once_at_its_view_s_width(
    make_pane: Callable[..., ArticlePane], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The document reaches its view with no page size, so Qt does not lay it out before the
    view gives it its width (with the default size it was laid out twice, first unwrapped);
    then every block is laid out, wrapped at the view's width."""
    from parallax.desktop.pane_parts import TextView

    sizes: list[tuple[float, float]] = []
    attach = TextView.setDocument

    def recorded(view: TextView, document: QTextDocument) -> None:
        sizes.append((document.pageSize().width(), document.pageSize().height()))
        attach(view, document)

    monkeypatch.setattr(TextView, "setDocument", recorded)
    paragraph = "Officers said five people were hurt near the café on Monday. " * 12
    pane = make_pane(f"# Title\n\n{paragraph}\n\n{paragraph}\n", size=(360, 400))
    view = pane.text_view()
    assert sizes == [(0.0, 0.0)]
    document = view.document()
    assert document.pageSize().width() == view.viewport().width()
    block = document.findBlockByNumber(1)
    assert block.layout().lineCount() > 3  # wrapped at the view's width
    assert document.size().width() <= view.viewport().width()


def test_a_document_reaches_its_view_at_the_first_paint_at_the_width_settled_on(
    make_pane: Callable[..., ArticlePane], monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """A pane resized between being shown and being painted (a window settling its panes'
    widths) hands its view the document once, at the width it is painted at."""
    from parallax.desktop.pane_parts import TextView

    widths: list[int] = []
    attach = TextView.setDocument

    def recorded(view: TextView, document: QTextDocument) -> None:
        widths.append(view.width())
        attach(view, document)

    monkeypatch.setattr(TextView, "setDocument", recorded)
    pane = make_pane("# Title\n\nFive officers were wounded in the raid on Monday.\n", show=False, size=(520, 400))
    host = pane.parentWidget()
    assert host is not None
    host.show()
    pane.setGeometry(0, 0, 300, 400)  # before any paint
    assert widths == []
    qtbot.waitUntil(lambda: widths != [])
    assert widths == [pane.findChild(TextView).width()] and widths[0] < 320


def test_a_pane_shown_but_never_painted_gets_its_document_all_the_same(qtbot: QtBot) -> None:
    """Outside a strip of panes scrolled sideways a pane is shown but not painted; its text
    view still gets the article's document (what a screen reader reads is the text)."""
    from PySide6.QtWidgets import QScrollArea

    from parallax.desktop.pane_parts import TextView

    strip = QScrollArea()
    qtbot.addWidget(strip)
    strip.resize(300, 300)
    inner = QWidget()
    inner.resize(3000, 280)
    pane = ArticlePane(make_article("# Title\n\nFive officers were wounded in the raid on Monday.\n"), inner)
    pane.setGeometry(2500, 0, 400, 280)  # far outside the part of the strip on screen
    strip.setWidget(inner)
    strip.show()
    qtbot.waitExposed(strip)
    view = pane.findChild(TextView)
    assert view is not None and pane.isVisible()
    qtbot.waitUntil(lambda: "Five officers" in view.document().toPlainText(), timeout=3000)
    strip.close()


def test_highlight_paints_exactly_its_characters(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane(EMOJI_MD)
    a = pane.article
    hs = [quote(a, "𝔸𝔹 text", "h1"), quote(a, "Héadline 😀", "h2"), quote(a, "para: 5 officers 😀", "h3")]
    pane.set_highlights(hs, {"h1": "count", "h2": None, "h3": "wording"})
    got = painted(pane)
    want = set().union(*(qt_span(pane, h.start, h.end) for h in hs))
    assert set(got) == want
    assert got[pane.positions.to_qt(hs[0].start)].underlineStyle() == style_for("count", dark=False).underline_style


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    words=st.lists(st.sampled_from(["fire", "😀", "e\u0301", "𝔸", "中", "wounded", "5", "\u05d0", "\n\n", "- ", "  "]), min_size=1, max_size=30),
    data=st.data(),
)
def test_highlights_paint_exactly_their_characters_property(
    make_pane: Callable[..., ArticlePane], words: list[str], data: st.DataObject
) -> None:
    markdown = " ".join(words)
    pane = make_pane(markdown, show=False)
    length = len(pane.reading_text)
    if not length:
        return
    spans = data.draw(st.lists(st.tuples(st.integers(0, length - 1), st.integers(1, 8)), max_size=6))
    hs = [make_highlight(pane.article, s, min(s + n, length), f"h{i}") for i, (s, n) in enumerate(spans)]
    pane.set_highlights(hs, {h.id: "count" for h in hs[::2]})
    pane.text_view()  # the document reaches the view (and Qt highlights every block)
    want = set().union(set(), *(qt_span(pane, h.start, h.end) for h in hs))
    assert set(painted(pane)) == want
    pane.set_highlights(hs[:1], {})  # and removing repaints exactly what is left
    assert set(painted(pane)) == (qt_span(pane, hs[0].start, hs[0].end) if hs else set())


def test_a_highlight_over_a_line_break_inside_a_code_block_paints_it(make_pane: Callable[..., ArticlePane]) -> None:
    """An indented code block keeps its line breaks inside one block: a highlight running over one
    paints it, as it paints any character (a break between blocks is never painted)."""
    pane = make_pane("\n\n    fire \n\n    fire", show=False)
    assert pane.reading_text == "fire \n\nfire"
    hs = [make_highlight(pane.article, 0, 6, "h0")]
    pane.set_highlights(hs, {"h0": "count"})
    pane.text_view()
    assert set(painted(pane)) == qt_span(pane, 0, 6) == {0, 1, 2, 3, 4, 5}


def test_overlap_is_darker_and_topmost_underline_wins(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("Alpha beta gamma delta epsilon.\n")
    a = pane.article
    outer, inner = quote(a, "beta gamma delta", "outer"), quote(a, "gamma", "inner")
    pane.set_highlights([outer, inner], {"outer": "count", "inner": "outcome"})
    got = painted(pane)
    alone, both = got[outer.start], got[inner.start]
    assert both.background().color().alpha() > alone.background().color().alpha()
    assert alone.underlineStyle() == style_for("count", dark=False).underline_style
    assert both.underlineStyle() == style_for("outcome", dark=False).underline_style  # nested = on top
    assert pane.highlight_at(point_of(pane, inner.start + 1)) == "inner"
    assert pane.highlight_at(point_of(pane, outer.start + 1)) == "outer"
    pane.set_focused(["outer"])  # focus lifts a highlight above the others
    assert painted(pane)[inner.start].underlineStyle() == QTextCharFormat.UnderlineStyle.SingleUnderline
    assert pane.highlight_at(point_of(pane, inner.start + 1)) == "outer"


def test_orphans_other_articles_and_bad_ranges_are_never_painted(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("Alpha beta gamma.\n")
    a = pane.article
    orphan = make_highlight(a, 0, 5, "orphan", orphan=True)
    foreign = Highlight("foreign", "other-article", 6, 10, "beta", "", "", None, "", "", "")
    outside = make_highlight(a, 10, 500, "outside")
    empty = make_highlight(a, 3, 3, "empty")
    pane.set_highlights([orphan, foreign, outside, empty], {})
    assert painted(pane) == {}
    assert pane.highlight_at(point_of(pane, 1)) is None


def test_focus_draws_stronger_and_keeps_the_kinds_lines(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("Alpha beta gamma.\n")
    h = quote(pane.article, "beta", "h")
    pane.set_highlights([h], {"h": "timeline"})
    before = painted(pane)[h.start]
    pane.set_focused({"h"})
    after = painted(pane)[h.start]
    assert after.background().color().alpha() > before.background().color().alpha()
    assert after.underlineStyle() == before.underlineStyle() == QTextCharFormat.UnderlineStyle.DotLine


def test_adding_one_highlight_recomputes_only_its_block(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("\n\n".join(f"Paragraph {i} with some words." for i in range(200)) + "\n")
    a = pane.article
    hs = [quote(a, f"Paragraph {i} ", f"h{i}") for i in range(0, 200, 2)]
    pane.set_highlights(hs, {})
    painter = pane.painter
    doc = pane.text_view().document()
    laid_out = [n for n in range(doc.blockCount()) if doc.findBlockByNumber(n).layout().lineCount()]
    painted(pane)  # every block cut into pieces once
    passes = painter.segment_passes
    pane.set_highlights([*hs, quote(a, "Paragraph 51 ", "new")], {})
    painted(pane)
    assert painter.segment_passes == passes + 1  # block 51 only
    pane.set_highlights(hs, {})  # and removing it: block 51 has nothing left to cut
    assert set(painted(pane)) == set().union(*(qt_span(pane, h.start, h.end) for h in hs))
    assert painter.segment_passes == passes + 1
    pane.set_focused({"h10", "h20"})
    painted(pane)
    assert painter.segment_passes == passes + 3
    # Nothing is laid out again: highlights are not part of the layout.
    assert [n for n in range(doc.blockCount()) if doc.findBlockByNumber(n).layout().lineCount()] == laid_out
    pane.set_highlights([], {})
    assert painted(pane) == {} and on_screen(pane) == {}
    pane.set_highlights(hs, {})
    assert set(painted(pane)) == set().union(*(qt_span(pane, h.start, h.end) for h in hs))


def test_the_view_draws_nothing_over_a_text_left_without_highlights(make_pane: Callable[..., ArticlePane],
                                                                    qtbot: QtBot) -> None:
    pane = make_pane(long_markdown(30))
    view = pane.text_view()
    view.viewport().repaint()
    assert on_screen(pane) == {}  # nothing to draw: the pane hands the view nothing
    hs = [quote(pane.article, "Paragraph 1:", "h1")]
    pane.set_highlights(hs, {})
    qtbot.waitUntil(lambda: bool(on_screen(pane)))
    pane.set_highlights([], {})
    view.viewport().repaint()
    assert on_screen(pane) == {} and view.extraSelections() == []
    pane.set_highlights(hs, {})
    view.viewport().repaint()
    assert set(on_screen(pane)) == qt_span(pane, hs[0].start, hs[0].end)


def test_the_view_holds_only_the_pieces_on_screen(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    pane = make_pane(long_markdown(300))
    hs = [quote(pane.article, f"Paragraph {i}:", f"h{i}") for i in range(0, 300, 3)]
    pane.set_highlights(hs, {h.id: "count" for h in hs[::2]})
    view = pane.text_view()
    qtbot.waitUntil(lambda: bool(on_screen(pane)))
    shown = on_screen(pane)
    everything = painted(pane)
    assert 0 < len(shown) < len(everything) / 5
    assert all(everything[q].background() == f.background() for q, f in shown.items())
    first = pane.positions.to_qt(hs[0].start)
    assert first in shown
    pane.scroll_to_range(hs[-1].start, hs[-1].end, )
    assert view.verticalScrollBar().value() > 0
    view.viewport().repaint()  # the paint after scrolling hands over the pieces now on screen
    last = pane.positions.to_qt(hs[-1].start)
    assert last in on_screen(pane) and first not in on_screen(pane)
    assert tinted_pixels(pane, hs[-1].start, hs[-1].end) > 20


def test_painter_ranges_before_the_document_exists(qapp: QApplication) -> None:
    text = parse_blocks("One two.\n\nThree four.\n")
    doc = QTextDocument()
    painter = HighlightPainter(doc, [b.start for b in text.blocks], PositionMap(text.reading_text), dark=True)
    painter.set_ranges([PaintRange("a", 4, 13, "quote")])  # spans both blocks
    assert painter.block_ranges(0) == painter.block_ranges(1) == [PaintRange("a", 4, 13, "quote")]
    assert [r.id for r in painter.ranges_at(3)] == [] and [r.id for r in painter.ranges_at(9)] == ["a"]
    assert painter.dark


# -- selection, geometry, interaction ------------------------------------------------------


def test_selected_range_in_code_points(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane(EMOJI_MD)
    text, pm = pane.reading_text, pane.positions
    view = pane.text_view()
    start = text.index("𝔸")
    cursor = QTextCursor(view.document())
    cursor.setPosition(pm.to_qt(start))
    cursor.setPosition(pm.to_qt(start + 7), QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)
    assert pane.selected_range() == (start, start + 7)
    assert text[start : start + 7] == "𝔸𝔹 text"
    cursor.setPosition(pm.to_qt(start) + 1)  # inside the surrogate pair of 𝔸
    cursor.setPosition(pm.to_qt(start + 1) + 1, QTextCursor.MoveMode.KeepAnchor)  # inside 𝔹
    view.setTextCursor(cursor)
    assert pane.selected_range() == (start, start + 2)  # widened, never split
    space = text.index(" para with")
    pane.select_range(space, space + 6)  # " para " and its spaces: trimmed
    assert pane.selected_range() == (space + 1, space + 5)
    pane.select_range(space, space + 1)
    assert pane.selected_range() is None
    view.setTextCursor(QTextCursor(view.document()))
    assert pane.selected_range() is None


def test_select_range_round_trips_and_signals(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    pane = make_pane(EMOJI_MD)
    start = pane.reading_text.index("👩")
    with qtbot.waitSignal(pane.selectionChanged):
        pane.select_range(start, start + 5)
    assert pane.selected_range() == (start, start + 5)
    assert pane.text_view().textCursor().selectedText() == pane.reading_text[start : start + 5]


def long_markdown(paragraphs: int = 120) -> str:
    return "\n\n".join(f"Paragraph {i}: the fire 😀 spread quickly along the quay, said witnesses." for i in range(paragraphs)) + "\n"


def test_range_y_moves_by_the_scroll_delta(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane(long_markdown())
    start = pane.reading_text.index("Paragraph 30:")
    before = pane.range_y(start, start + 12)
    assert before is not None and before[1] > before[0]
    bar = pane.text_view().verticalScrollBar()
    bar.setValue(bar.value() + 57)
    after = pane.range_y(start, start + 12)
    assert after == (before[0] - 57, before[1] - 57)
    assert pane.range_y(start, start + 12) == after


def test_scroll_to_range_centres_the_range(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane(long_markdown())
    start = pane.reading_text.index("Paragraph 90:")
    pane.scroll_to_range(start, start + 12)
    top, bottom = pane.range_y(start, start + 12) or (0, 0)
    height = pane.viewport_widget().height()
    assert abs((top + bottom) / 2 - height / 2) <= 2
    assert pane.text_view().extraSelections() == []


def test_a_revealed_flash_mark_is_centred_then_goes_away(
    make_pane: Callable[..., ArticlePane], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parallax.desktop import palette

    monkeypatch.setitem(palette.MARK_STYLES, FLASH, palette.MARK_STYLES[FLASH]._replace(lasts_ms=50))
    pane = make_pane(long_markdown())
    start = pane.reading_text.index("Paragraph 90:")
    pane.marks.put(FLASH, pane.article_id, [(start, start + 12)], reveal=True)
    top, bottom = pane.range_y(start, start + 12) or (0, 0)
    assert abs((top + bottom) / 2 - pane.viewport_widget().height() / 2) <= 2
    assert len(pane.text_view().extraSelections()) == 1
    qtbot.waitUntil(lambda: not pane.text_view().extraSelections(), timeout=3000)
    assert pane.marks.spans(FLASH, pane.article_id) == ()


def test_a_pane_draws_the_marks_of_its_own_article_from_every_source(make_pane: Callable[..., ArticlePane]) -> None:
    marks = Marks()
    marks.put(SUGGESTED, "elsewhere", [(0, 4)])
    pane = make_pane(long_markdown(), marks=marks)
    marks.put(SUGGESTED, pane.article_id, [(0, 4), (10, 14)])
    marks.put(MATCH, pane.article_id, [(20, 24)])
    assert (pane.marked(SUGGESTED), pane.marked(MATCH)) == (2, 1)
    styles = [s.format.underlineStyle() for s in pane.text_view().extraSelections()]
    assert styles[0] == QTextCharFormat.UnderlineStyle.DashUnderline  # suggested, drawn below the match
    marks.clear(SUGGESTED)
    assert (pane.marked(SUGGESTED), pane.marked(MATCH)) == (0, 1)


def test_a_pane_opened_later_draws_the_marks_already_set(make_pane: Callable[..., ArticlePane]) -> None:
    first = make_pane(long_markdown())
    marks = first.marks
    marks.put("timeline", first.article_id, [(5, 9)])
    again = make_pane(long_markdown(), marks=marks)
    assert again.marked("timeline") == 1


def test_linked_scrolling_helpers(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane(long_markdown())
    assert pane.first_visible_position() == 0
    start = pane.reading_text.index("Paragraph 60:")
    pane.scroll_to_y_of(start, 40)
    y = pane.range_y(start, start + 1)
    assert y is not None and y[0] == 40
    pane.scroll_to_y_of(start, 0)
    assert pane.first_visible_position() == start


def test_click_hover_and_context_menu(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    pane = make_pane(EMOJI_MD)
    h = quote(pane.article, "5 officers 😀", "h")
    pane.set_highlights([h], {"h": "count"})
    viewport = pane.viewport_widget()
    inside, outside = point_of(pane, h.start + 3), point_of(pane, h.start - 4)
    assert pane.highlight_at(inside) == "h" and pane.highlight_at(outside) is None
    assert pane.highlight_at(QPoint(5, viewport.height() - 3)) is None  # below the text
    with qtbot.assertNotEmitted(pane.highlightActivated):  # a plain click only reads
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=inside)
    with qtbot.waitSignal(pane.highlightActivated) as activated:  # Ctrl+click adds it
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, pos=inside)
    assert activated.args == ["h"]
    with qtbot.waitSignal(pane.highlightHovered) as hovered:
        qtbot.mouseMove(viewport, inside)
    assert hovered.args == ["h"]
    with qtbot.waitSignal(pane.highlightHovered) as hovered:
        qtbot.mouseMove(viewport, outside)
    assert hovered.args == [None]
    with qtbot.waitSignal(pane.contextMenuRequested) as menu:
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, inside, viewport.mapToGlobal(inside))
        QApplication.sendEvent(viewport, event)
    assert menu.args == [viewport.mapToGlobal(inside), "h"]
    pane.select_range(h.start + 1, h.start + 1)
    with qtbot.waitSignal(pane.highlightActivated) as activated:
        qtbot.keyClick(pane.text_view(), Qt.Key.Key_Return)
    assert activated.args == ["h"]


def test_find_bar(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    pane = make_pane(long_markdown(12) + "\nA FIRE, a Fire.\n")
    view = pane.text_view()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    bar = pane.find_bar
    assert bar.isVisible() and bar.edit.hasFocus()
    qtbot.keyClicks(bar.edit, "fire")
    total = len(re.findall("fire", pane.reading_text, re.IGNORECASE))
    assert total == 14 and bar.count.text() == f"1 of {total}"
    first = bar.matches[0]
    assert pane.selected_range() == first
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return)
    assert bar.count.text() == f"2 of {total}" and pane.selected_range() == bar.matches[1]
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(bar.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert bar.count.text() == f"{total} of {total}"  # wraps around
    bar.edit.setText("no such words")
    assert bar.count.text() == "No matches"
    qtbot.keyClick(bar.edit, Qt.Key.Key_Escape)
    assert not bar.isVisible() and not view.extraSelections()


def test_zoom(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    pane = make_pane("# Title\n\nBody text.\n")
    view = pane.text_view()
    base = view.font().pointSizeF()
    heading = view.document().firstBlock()
    line_before = heading.layout().lineAt(0).height()
    with qtbot.waitSignal(pane.zoomChanged) as changed:
        pane.zoom_in()
    assert changed.args == [1] and pane.zoom == 1 and view.font().pointSizeF() == base + 1
    assert view.document().defaultFont().pointSizeF() == base + 1
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert pane.zoom == 2
    pane.text_view().document().documentLayout().blockBoundingRect(heading)
    assert view.document().firstBlock().layout().lineAt(0).height() > line_before  # headings scale too
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert pane.zoom == 1
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert pane.zoom == 0 and view.font().pointSizeF() == base
    pane.zoom = -100
    assert view.font().pointSizeF() >= 5
    pane.zoom = 3
    assert pane.zoom == 3


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, shown offscreen
def test_hover_and_link_address_end_where_the_text_ends(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    """Hovering a highlight or a link ends when the mouse leaves the text, for the outside or
    for a scroll bar; a link's tooltip is its address (shown as written, never as rich text),
    gone when the mouse leaves the link; a tooltip asked for on plain text shows nothing."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QEnterEvent, QHelpEvent
    from PySide6.QtWidgets import QToolTip

    pane = make_pane("Five officers were hurt, says [the source](https://tracker.example/a?b=1&c=2) today.\n")
    h = quote(pane.article, "Five officers", "h")
    pane.set_highlights([h], {"h": "count"})
    view, viewport = pane.text_view(), pane.viewport_widget()
    on_link = point_of(pane, pane.reading_text.index("source"))
    address = pane.link_at(on_link)
    assert address == "https://tracker.example/a?b=1&c=2" and literal(address) != address  # "&": escaped
    on_highlight, plain = point_of(pane, h.start + 2), point_of(pane, pane.reading_text.index("today"))
    def leave_by(way: str) -> None:
        if way == "view":
            QApplication.sendEvent(view, QEvent(QEvent.Type.Leave))
        else:
            bar = view.verticalScrollBar() if way == "scroll bar" else view.horizontalScrollBar()
            QApplication.sendEvent(bar, QEnterEvent(QPointF(2, 2), QPointF(2, 2), QPointF(bar.mapToGlobal(QPoint(2, 2)))))

    for way in ("view", "scroll bar", "horizontal scroll bar"):
        qtbot.mouseMove(viewport, plain)  # (a move to where the mouse is already is no move)
        with qtbot.waitSignal(pane.linkHovered) as hovered:
            qtbot.mouseMove(viewport, on_link)
        assert hovered.args == [address]
        with qtbot.waitSignal(pane.linkHovered) as off:
            qtbot.mouseMove(viewport, on_highlight)
        assert off.args == [""]
        with qtbot.waitSignal(pane.highlightHovered) as left:
            leave_by(way)
        assert left.args == [None]
        qtbot.mouseMove(viewport, on_link)
        with qtbot.waitSignal(pane.linkHovered) as left:
            leave_by(way)
        assert left.args == [""]
    qtbot.mouseMove(viewport, plain)
    qtbot.mouseMove(viewport, on_link)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, on_link, viewport.mapToGlobal(on_link)))
    assert QToolTip.isVisible() and QToolTip.text() == literal(address)
    qtbot.mouseMove(viewport, plain)
    qtbot.waitUntil(lambda: not QToolTip.isVisible())  # hidden as Qt hides tips (a short fade)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, plain, viewport.mapToGlobal(plain)))
    assert not QToolTip.isVisible()


def test_no_network_and_links_never_open(
    make_pane: Callable[..., ArticlePane], monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    from PySide6.QtGui import QDesktopServices

    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    pane = make_pane("See [the source](https://tracker.example/pixel?u=1) now.\n")
    view = pane.text_view()
    for url in ("http://example.com/a.png", "https://example.com/s.css", "file:///etc/passwd", "data:text/plain,x"):
        assert view.loadResource(int(QTextDocument.ResourceType.ImageResource), QUrl(url)) is None
    link = point_of(pane, pane.reading_text.index("source"))
    assert pane.link_at(link) == "https://tracker.example/pixel?u=1"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=link)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier, pos=link)
    assert opened == []
    assert not view.textInteractionFlags() & Qt.TextInteractionFlag.LinksAccessibleByMouse


def test_header_buttons_and_copy_link(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    pane = make_pane("Body.\n", title="A headline", url="https://example.org/story")
    buttons = {b.accessibleName(): b for b in pane.findChildren(QToolButton)}
    with qtbot.waitSignal(pane.closeRequested):
        buttons["Close pane"].click()
    with qtbot.waitSignal(pane.moveRequested) as moved:
        buttons["Move pane left"].click()
    assert moved.args == [-1]
    with qtbot.waitSignal(pane.moveRequested) as moved:
        buttons["Move pane right"].click()
    assert moved.args == [1]
    buttons["Copy source address"].click()
    assert QGuiApplication.clipboard().text() == "https://example.org/story"
    assert pane.text_view().accessibleName() == "Text of A headline"
    flags = pane.text_view().textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert pane.text_view().isReadOnly()


def test_dark_palette_switches_tints(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("Alpha beta gamma.\n")
    h = quote(pane.article, "beta", "h")
    pane.set_highlights([h], {"h": "count"})
    light = painted(pane)[h.start].underlineColor()
    dark = QPalette(pane.palette())
    dark.setColor(QPalette.ColorRole.Window, QColor("#1e1e1e"))
    dark.setColor(QPalette.ColorRole.Link, QColor("#8ab4f8"))
    pane.setPalette(dark)
    assert pane.painter.dark
    assert painted(pane)[h.start].underlineColor() != light
    assert painted(pane)[h.start].underlineColor() == style_for("count", dark=True).underline


def test_pane_for_hostile_texts(make_pane: Callable[..., ArticlePane]) -> None:
    for markdown in HOSTILE:
        pane = make_pane(markdown, show=False)
        doc = pane.text_view().document()
        assert doc.toRawText().replace("\u2029", "\n").replace("\u2028", "\n") == pane.reading_text


def test_stored_reading_text_wins_over_a_changed_text_model(make_pane: Callable[..., ArticlePane], qtbot: QtBot) -> None:
    article = make_article("# Title\n\nBody.\n")
    changed = Article(article.info, article.markdown, "Title as stored\n\nand an empty line above")
    host = QWidget()
    qtbot.addWidget(host)
    pane = ArticlePane(changed, host)
    assert pane.reading_text == changed.reading_text
    doc = pane.text_view().document()
    assert doc.toRawText().replace("\u2029", "\n") == changed.reading_text
    h = make_highlight(changed, changed.reading_text.index("empty"), changed.reading_text.index("empty") + 5, "h")
    pane.set_highlights([h], {})
    assert set(painted(pane)) == qt_span(pane, h.start, h.end)


def test_links_follow_the_palette(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("A [link](https://e.org) here.\n")
    doc = pane.text_view().document()
    cursor = QTextCursor(doc)
    cursor.setPosition(4)
    before = cursor.charFormat().foreground().color()
    palette = QPalette(pane.palette())
    palette.setColor(QPalette.ColorRole.Link, QColor("#ff00aa"))
    pane.setPalette(palette)
    cursor = QTextCursor(doc)
    cursor.setPosition(4)
    assert cursor.charFormat().foreground().color() == QColor("#ff00aa") != before
    assert doc.toRawText() == pane.reading_text


def test_parsed_articles_are_reused(make_pane: Callable[..., ArticlePane]) -> None:
    first = make_pane(EMOJI_MD, show=False)
    second = make_pane(EMOJI_MD, show=False)
    assert first._text is second._text  # the Markdown is parsed once per article


def tinted_pixels(pane: ArticlePane, start: int, end: int) -> int:
    """How many pixels on the lines of [start, end) are coloured (highlight tints are, text
    and the base are grey)."""
    image = pane.viewport_widget().grab().toImage()
    top, bottom = pane.range_y(start, end) or (0, 0)
    count = 0
    for y in range(max(top, 0), min(bottom, image.height())):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            count += max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) > 30
    return count


def test_highlights_set_after_showing_are_drawn_everywhere(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane(long_markdown(300))
    text = pane.reading_text
    near = quote(pane.article, "Paragraph 2:", "near")
    far = quote(pane.article, "Paragraph 290:", "far")
    many = [quote(pane.article, f"Paragraph {i}:", f"h{i}") for i in range(3, 250, 7)]
    doc = pane.text_view().document()
    assert not doc.findBlockByNumber(290).layout().lineCount()  # the lazy layout is not there yet
    pane.set_highlights([near, far, *many], {"near": "count", "far": "count"})
    assert set(painted(pane)) == set().union(*(qt_span(pane, h.start, h.end) for h in [near, far, *many]))
    assert tinted_pixels(pane, near.start, near.end) > 20
    pane.scroll_to_range(far.start, far.end, )
    assert doc.findBlockByNumber(290).layout().lineCount()
    assert pane.positions.to_qt(far.start) in painted(pane)
    assert tinted_pixels(pane, far.start, far.end) > 20
    plain = text.index("Paragraph 291:")
    assert tinted_pixels(pane, plain, plain + 10) == 0


def test_incremental_update_paints_like_a_full_set(make_pane: Callable[..., ArticlePane]) -> None:
    """update_highlights (what the window uses for each edit) ends where set_highlights would."""
    text = "# T\n\n" + "\n\n".join(f"Paragraph {i} with café 🙂 words." for i in range(30)) + "\n"
    pane = make_pane(text)
    reading = pane.reading_text
    starts = [reading.index(f"Paragraph {i} ") for i in range(30)]
    hs = [make_highlight(pane.article, s, s + 9, f"h{i}") for i, s in enumerate(starts)]
    pane.set_highlights(hs[:20], {h.id: None for h in hs[:20]})
    added = hs[20:23]
    moved = make_highlight(pane.article, starts[5] + 2, starts[5] + 12, "h5")
    pane.update_highlights([*added, moved], {"h7", "h8"}, {"h3": "count", **{h.id: None for h in added}})
    incremental = painted(pane)
    ranges = pane.painter.ranges

    fresh = make_pane(text)
    final = [h for h in hs[:20] if h.id not in ("h5", "h7", "h8")] + [*added, moved]
    fresh.set_highlights(final, {h.id: ("count" if h.id == "h3" else None) for h in final})
    assert ranges == fresh.painter.ranges
    assert {q: f.background().color().name() for q, f in incremental.items()} == {
        q: f.background().color().name() for q, f in painted(fresh).items()
    }


def test_find_without_match_leaves_nothing_selected(make_pane: Callable[..., ArticlePane]) -> None:
    """Typing on past the last match must not leave a fragment selected for H to highlight."""
    pane = make_pane("# Venezuela forces\n\nNothing else here.\n")
    pane.show_find()
    pane.find_bar.edit.setText("Ne")
    assert pane.selected_range() is not None
    pane.find_bar.edit.setText("Nestor Reverol")
    assert pane.selected_range() is None


def test_laid_out_end_follows_the_lazy_layout(make_pane: Callable[..., ArticlePane]) -> None:
    """Connectors skip ranges past this point without asking for their place."""
    pane = make_pane(long_markdown(400))
    text = pane.reading_text
    end = pane.laid_out_end()
    assert 0 < end < len(text)  # the first screens only, right after showing
    inside = text.rindex("Paragraph", 0, end)
    assert pane.document_y(inside, inside + 9) is not None
    beyond = text.index("Paragraph 399:")
    assert beyond > end and pane.document_y(beyond, beyond + 9) is None
    pane.lay_out_to(len(text))
    assert pane.laid_out_end() == len(text)
    assert pane.document_y(beyond, beyond + 9) is not None


def test_viewport_geometry_without_asking_for_the_viewport(make_pane: Callable[..., ArticlePane]) -> None:
    """The pane answers from the view's own geometry (the first viewport() call is slow);
    the answers must be the viewport's."""
    pane = make_pane(long_markdown(60))
    view = pane.text_view()
    viewport = view.viewport()
    assert view.viewport_height() == viewport.height()  # type: ignore[attr-defined]
    assert pane.viewport_top_global() == viewport.mapToGlobal(QPoint(0, 0)).y()
    assert viewport.hasMouseTracking()  # hovering highlights needs it; QTextEdit sets it


def test_find_bar_is_built_on_first_use(make_pane: Callable[..., ArticlePane]) -> None:
    pane = make_pane("Alpha beta gamma.\n")
    assert pane._find is None
    pane.show_find()
    assert pane._find is not None and pane.find_bar is pane._find and pane.find_bar.isVisible()


def test_find_centres_a_match_out_of_view_and_leaves_one_in_view(
    make_pane: Callable[..., ArticlePane], qtbot: QtBot
) -> None:
    pane = make_pane(long_markdown(200) + "\nThe needle is here.\n\n" + long_markdown(40).replace("Paragraph", "Section"))
    view = pane.text_view()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(pane.find_bar.edit, "needle")
    qtbot.wait(1)  # the find bar's own layout (it takes room from the text) happens now
    match = pane.find_bar.matches[0]
    top, bottom = pane.range_y(*match) or (-1, -1)
    height = view.viewport().height()
    assert height // 4 < top and bottom < height * 3 // 4  # well inside, not on the last line
    scroll = view.verticalScrollBar().value()
    pane.find_bar.edit.setText("Paragraph 199:")  # on screen already: nothing moves
    assert view.verticalScrollBar().value() == scroll


def test_a_paint_that_moves_nothing_hands_nothing_over(make_pane: Callable[..., ArticlePane]) -> None:
    """Caret blinks and hovers repaint the text: they must not search for the window again."""
    pane = make_pane(long_markdown(200))
    pane.set_highlights([quote(pane.article, f"Paragraph {i}:", f"h{i}") for i in range(0, 200, 3)], {})
    view = pane.text_view()
    view.viewport().repaint()
    searches: list[float] = []
    original = pane._line_span_at

    def counting(doc_y: float) -> tuple[int, int]:
        searches.append(doc_y)
        return original(doc_y)

    pane._line_span_at = counting  # type: ignore[method-assign]
    view.viewport().repaint()
    view.viewport().repaint()
    assert searches == []
    shown = view.extraSelections()
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() + 200)
    view.viewport().repaint()
    assert len(searches) == 2  # the top and the bottom edge, once
    assert {s.cursor.selectionStart() for s in view.extraSelections()} != {s.cursor.selectionStart() for s in shown}


def test_a_narrow_address_shows_its_host_not_its_first_letters(qtbot: QtBot) -> None:
    from parallax.desktop.pane_parts import ElidedLabel

    holder = QWidget()
    qtbot.addWidget(holder)
    address = "https://www.example.org/agencia-meridiana/2026/10/09/crecida-nareo-aguaclara"
    label = ElidedLabel(address, holder, short="example.org")
    holder.show()
    label.resize(label.fontMetrics().horizontalAdvance(address) + 10, 20)
    assert label.text() == address
    label.resize(label.fontMetrics().horizontalAdvance("example.org") + 4, 20)
    assert label.text() == "example.org"
    assert label.toolTip() == address  # the whole address is still one hover away


def test_the_find_field_keeps_room_for_words_in_a_narrow_pane(make_pane: Callable[..., ArticlePane]) -> None:
    """In a pane 200 px wide the field was a few letters wide; now the count and the arrows go
    under it, and the field keeps room for about sixteen characters."""
    pane = make_pane(long_markdown(3), size=(200, 400))
    pane.show_find()
    bar = pane.find_bar
    QApplication.processEvents()
    assert bar.narrow
    assert bar.edit.width() >= bar.edit.fontMetrics().averageCharWidth() * 14
    pane.setGeometry(0, 0, 700, 400)
    pane.parentWidget().resize(700, 400)
    QApplication.processEvents()
    assert not bar.narrow and bar.count.y() == bar.edit.y()
