"""The round-trip invariant: whatever the format, the reading text holds the source's sentences exactly.

Every importer writes Markdown, and the library derives the reading text from it; a single
missed escape ("5 * 3", "#MeToo", "1.", "<b>") would change what the reader sees and where
highlights land. Each importer gets the same tricky sentences, as plain paragraphs and inside
emphasis and links, and a property test throws arbitrary text and formatting at the writer.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parallax.library.importers import import_bytes
from parallax.library.importers.blocks import Run, TextBlock, render_markdown
from parallax.library.textmodel import parse_blocks, reading_text

from .import_fixtures import (
    BODY,
    TRICKY,
    article_page,
    docx_bytes,
    epub_bytes,
    mhtml_bytes,
    pdf_bytes,
    wrap,
    xhtml,
)

TITLE = "Tricky *title* #1 [x] <b>"


def as_text() -> bytes:
    return "\n".join([TITLE, *TRICKY]).encode()


def as_markdown_escaped() -> bytes:
    from parallax.library.textmodel import escape_markdown

    return "\n\n".join(["# " + escape_markdown(TITLE), *(escape_markdown(t) for t in TRICKY)]).encode()


def as_html() -> bytes:
    paragraphs = [*BODY[:2], *TRICKY, *BODY[2:]]
    return article_page(TITLE, paragraphs).encode()


def as_formatted_html() -> bytes:
    # the same sentences split into emphasis, strong and link runs at awkward places
    marked = []
    for text in TRICKY:
        third = len(text) // 3
        marked.append(
            html.escape(text[:third])
            + "<em>"
            + html.escape(text[third : 2 * third])
            + "</em><a href='https://example.com/x(1)'><strong>"
            + html.escape(text[2 * third :])
            + "</strong></a>"
        )
    page = article_page(TITLE, [*BODY[:2], *marked, *BODY[2:]], raw_paragraphs=True)
    return page.encode()


def as_mhtml() -> bytes:
    return mhtml_bytes(as_html().decode(), transfer="base64")


def as_pdf() -> bytes:
    # full-width body lines around them, so the short sentences read as one-line paragraphs
    body = [line for paragraph in BODY for line in wrap(paragraph, 80)]
    return pdf_bytes([[TITLE, *body[:6], *TRICKY, *body[6:]]])


def as_docx() -> bytes:
    def build(document: Any) -> None:
        document.add_heading(TITLE, 0)
        for text in TRICKY:
            paragraph = document.add_paragraph()
            third = len(text) // 3
            paragraph.add_run(text[:third])
            paragraph.add_run(text[third : 2 * third]).italic = True
            paragraph.add_run(text[2 * third :]).bold = True
        for text in TRICKY[:3]:
            document.add_paragraph(text, style="List Bullet")
            document.add_paragraph(text, style="Quote")

    return docx_bytes(build)


def as_epub() -> bytes:
    body = f"<h1>{html.escape(TITLE)}</h1>" + "".join(
        f"<p>{html.escape(t[:5])}<i>{html.escape(t[5:])}</i></p><ul><li>{html.escape(t)}</li></ul>"
        for t in TRICKY
    )
    return epub_bytes([xhtml(body)], title=TITLE)


CASES: dict[str, tuple[str, Callable[[], bytes]]] = {
    "text": ("a.txt", as_text),
    "markdown": ("a.md", as_markdown_escaped),
    "html": ("a.html", as_html),
    "formatted html": ("b.html", as_formatted_html),
    "mhtml": ("a.mhtml", as_mhtml),
    "pdf": ("a.pdf", as_pdf),
    "docx": ("a.docx", as_docx),
    "epub": ("a.epub", as_epub),
}


@pytest.mark.parametrize("case", CASES)
def test_tricky_sentences_survive(case: str) -> None:
    name, build = CASES[case]
    doc = import_bytes(build(), name)
    lines = reading_text(doc.markdown).split("\n")
    assert doc.title == TITLE
    assert lines[0] == TITLE
    for sentence in TRICKY:
        assert sentence in lines, f"{case}: {sentence!r} not a line of the reading text"


# --- property test of the Markdown writer ----------------------------------------------------

_ALPHABET = st.sampled_from(
    [*"ab Z9 *_#`[]()<>&|~!\\-+=.:;\"'é\u00a0\t\n1234", "&amp;", "1. ", "# ", "> ", "http://x"]
)
_TEXT = st.lists(_ALPHABET, min_size=0, max_size=12).map("".join)
_RUN = st.builds(
    Run,
    _TEXT,
    em=st.booleans(),
    strong=st.booleans(),
    href=st.sampled_from(
        [None, None, "https://example.com/a b", "http://x/(y)", "javascript:alert(1)", "/relative"]
    ),
)
_BLOCK = st.builds(
    TextBlock,
    st.sampled_from(["heading", "paragraph", "quote", "item"]),
    st.lists(_RUN, min_size=1, max_size=5).map(tuple),
    level=st.integers(0, 3),
    ordered=st.booleans(),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(_BLOCK, min_size=1, max_size=6))
def test_written_markdown_reads_back_as_the_block_texts(blocks: list[TextBlock]) -> None:
    markdown = render_markdown(blocks)
    assert [b.text for b in parse_blocks(markdown).blocks] == [b.text for b in blocks if b.text]
