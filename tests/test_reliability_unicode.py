"""Text that breaks position arithmetic, from file to screen: every position still means the
same character in the library and in Qt.

``tests/test_positions.py`` and ``tests/test_pane.py`` check the conversion and the painting
over generated text, but start from the reading text (or from Markdown without the characters
the text model rewrites). Here the input is a raw body with everything a file can bring: CRLF
and lone CR line ends, U+2028/U+2029 separators, lone surrogates, NUL and other controls, BOMs,
U+FFFC, noncharacters, astral and combining characters, Markdown syntax. It goes through the
real path (``Library.add_article``, storage, an :class:`ArticlePane`), and then: the document
spells the reading text, a selection made through the position map holds exactly the code
points it should, and highlights paint exactly their characters.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QWidget

from parallax.desktop.article_pane import ArticlePane
from parallax.library.anchoring import make_selector, resolve
from parallax.library.errors import InputError
from parallax.library.models import Article
from parallax.library.store import Library

from .test_pane import make_highlight, painted

pytestmark = pytest.mark.gui

PIECES = [
    "\r\n", "\r", "\n", "\n\n", "\r\n\r\n", "\u2028", "\u2029", "\ud800", "\udfff", "\udc00x", "\x00", "\x0b",
    "\x0c", "\x85", "\x1b[0m", "\ufffc", "\ufeff", "\ufdd0", "\uffff", "😀", "👩\u200d👩\u200d👧", "🇫🇷", "e\u0301",
    "\u0301", "\t", "\u00a0", "\u202f", "\u00ad", "\u200b", "- ", "1. ", "# ", "> ", "| a | b |\n|---|---|\n| 😀 | c |",
    "`", "**", "_", "  \n", "\\\n", "word", "Café", "中文", "שלום", "𝔘𝔫𝔦", " ", "five", "8",
]  # fmt: skip
bodies = st.lists(
    st.one_of(st.sampled_from(PIECES), st.text(st.characters(codec=None), max_size=6)), min_size=1, max_size=40
).map("".join)

_LIBRARY: list[Library] = []


def stored(body: str) -> Article:
    """``body`` imported and read back, as the app would show it (skipped if it has no text)."""
    if not _LIBRARY:
        _LIBRARY.append(Library(":memory:"))
    lib = _LIBRARY[0]
    try:
        article, _ = lib.add_article(body)
    except InputError:
        assume(False)
    return lib.get_article(article.id)


def test_the_text_model_cleans_what_qt_would_change() -> None:
    article = stored("Title\r\n\r\nA\rB\u2028C\u2029D \ud800 E\x00F\ufffc G\ufeff\r\n")
    text = article.reading_text
    assert "\r" not in text and "\u2028" not in text and "\u2029" not in text and "\ufffc" not in text
    assert text.encode("utf-8")  # no lone surrogate survives (it would not even encode)
    assert "\x00" not in text


@pytest.mark.parametrize(
    "body",
    ["First\r\n\r\n\ufeffSecond file, its BOM kept inside\n", "\r\n\ufeff", "A *\ufeffspan* starting with one\n"],
)
def test_a_byte_order_mark_starting_a_block_reaches_the_screen(host: QWidget, body: str) -> None:
    """PySide6 drops a leading U+FEFF from strings it passes to Qt; the document must not."""
    article = stored(body)
    assert "\ufeff" in article.reading_text
    pane = ArticlePane(article, host)
    doc = pane.text_view().document()
    assert doc.toRawText().replace("\u2029", "\n").replace("\u2028", "\n") == article.reading_text
    pane.setParent(None)
    pane.deleteLater()


@given(body=bodies, seed=st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_stored_text_round_trips_and_anchors(body: str, seed: int) -> None:
    article = stored(body)
    text = article.reading_text
    text.encode("utf-8")
    assert all(c == "\n" or c == "\t" or ord(c) >= 32 for c in text)
    rng = random.Random(seed)
    start = rng.randrange(len(text))
    end = rng.randint(start + 1, len(text))
    try:
        selector = make_selector(text, start, end)
    except InputError:
        return  # whitespace only: refused, never stored
    anchor = resolve(text, selector)
    assert (anchor.start, anchor.end) == (start, end)


@pytest.fixture
def host(qapp: QApplication) -> Iterator[QWidget]:
    widget = QWidget()
    widget.resize(500, 400)
    yield widget
    widget.close()
    widget.deleteLater()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=bodies, seed=st.integers(0, 2**32))
def test_positions_mean_the_same_characters_on_screen(host: QWidget, body: str, seed: int) -> None:
    article = stored(body)
    pane = ArticlePane(article, host)
    try:
        text, pm = pane.reading_text, pane.positions
        assert text == article.reading_text
        doc = pane.text_view().document()
        assert doc.toRawText().replace("\u2029", "\n").replace("\u2028", "\n") == text
        assert doc.characterCount() - 1 == pm.qt_length
        rng = random.Random(seed)
        for _ in range(5):
            i = rng.randrange(len(text) + 1)
            j = rng.randint(i, len(text))
            cursor = QTextCursor(doc)
            cursor.setPosition(pm.to_qt(i))
            cursor.setPosition(pm.to_qt(j), QTextCursor.MoveMode.KeepAnchor)
            assert cursor.selectedText().replace("\u2029", "\n").replace("\u2028", "\n") == text[i:j]
            pane.select_range(i, j)
            while i < j and text[i].isspace():  # the pane trims white space off a selection
                i += 1
            while j > i and text[j - 1].isspace():
                j -= 1
            assert pane.selected_range() == ((i, j) if i < j else None)
        spans = []
        for n in range(rng.randint(1, 6)):
            s = rng.randrange(len(text))
            spans.append(make_highlight(article, s, rng.randint(s + 1, min(len(text), s + 12)), f"h{n}"))
        pane.set_highlights(spans, {h.id: ("count" if n % 2 else None) for n, h in enumerate(spans)})
        # A hard line break (U+2028 in the document, "\n" in the reading text) sits inside its
        # block and is painted with its range; a block separator belongs to no block's layout.
        separators = set()
        block = doc.firstBlock()
        while block.isValid():
            separators.add(block.position() + block.length() - 1)
            block = block.next()
        want = {
            q for h in spans for i in range(h.start, h.end) for q in range(pm.to_qt(i), pm.to_qt(i + 1))
        } - separators
        assert set(painted(pane)) == want
    finally:
        pane.setParent(None)
        pane.deleteLater()
