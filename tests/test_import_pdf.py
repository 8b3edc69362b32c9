"""PDF files: running heads, page numbers, hyphenation, paragraphs, encryption, damage."""

from __future__ import annotations

import re
import sys
from typing import Any

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.importers import import_bytes, pdf, pdf_layout
from parallax.library.importers.pdf_layout import drop_running_lines, paragraphs
from parallax.library.textmodel import reading_text

from .import_fixtures import compressed_pdf, encrypted_pdf, pdf_bytes, wrap

TITLE = "Flood closes the northern bridge"
PARAGRAPHS = (
    "The regional council met on Tuesday to discuss the flooding that closed the northern bridge "
    "for three days, and officials said repairs would take until the end of the month at least.",
    "Residents described water reaching the first floor of several houses near the river, while "
    "emergency crews moved forty families to the school gymnasium overnight. The investigation "
    "into the failure of the flood barrier began on Wednesday morning.",
    "The mayor said the town had asked the national government for help with the cost of the "
    "repairs, which engineers estimated at several million euros in total, and that a decision "
    "was expected within two weeks of the request.",
    "Local businesses reported heavy losses, and the chamber of commerce opened a fund to help "
    "shops that had lost stock to the water during the worst night of the storm in the valley.",
    "Forecasters warned that more rain was likely before the weekend.",
)


def article_pdf(*, title: str | None = TITLE, hyphenate: bool = True) -> bytes:
    """Three pages: a running header, the headline on page 1, a hyphenated word, page numbers."""
    printed: list[str] = []
    for paragraph in PARAGRAPHS:
        lines = wrap(paragraph, 80)
        printed.extend(lines)
    if hyphenate:
        # break "investigation" across two lines, as a typesetter would
        index = next(i for i, line in enumerate(printed) if "investigation" in line)
        before, after = printed[index].split("investigation", 1)
        printed[index] = before + "investi-"
        printed.insert(index + 1, "gation" + after)
    per_page = len(printed) // 3 + 1
    pages = []
    for number in range(3):
        page = ["THE DAILY TEST  |  Wednesday 20 November 2019"]
        if number == 0:
            page.append(TITLE)
        page.extend(printed[number * per_page : (number + 1) * per_page])
        page.append(f"Page {number + 1} of 3")
        pages.append(page)
    return pdf_bytes(pages, title=title, author="Maria Lopez")


def test_article_pdf() -> None:
    doc = import_bytes(article_pdf(), "flood.pdf")
    assert doc.source_format == "pdf"
    assert doc.title == TITLE
    assert doc.author == "Maria Lopez"
    text = reading_text(doc.markdown)
    assert text.split("\n") == [TITLE, *PARAGRAPHS]
    assert "DAILY TEST" not in text
    assert "Page 2" not in text
    assert "investigation" in text and "investi-" not in text


def test_title_from_first_line_when_metadata_is_useless() -> None:
    for useless in (None, "Microsoft Word - flood_v3.docx", "untitled", "  "):
        doc = import_bytes(article_pdf(title=useless), "flood.pdf")
        assert doc.title == TITLE
        assert reading_text(doc.markdown).split("\n")[:2] == [TITLE, PARAGRAPHS[0]]


def test_layout_rules() -> None:
    wide = [
        f"line {n} is as wide as the column of text usually is on the printed pages of the paper"
        for n in range(3)
    ]
    pages = [
        [
            "Header of the paper",
            wide[0],
            "with a well-",
            "Known compound that stays hyphenated.",
            wide[1],
            "3",
        ],
        ["Header of the paper", "and continues across the page", wide[2], "and ends short.", "- 4 -"],
    ]
    cleaned = drop_running_lines(pages)
    assert cleaned == [
        [wide[0], "with a well-", "Known compound that stays hyphenated.", wide[1]],
        ["and continues across the page", wide[2], "and ends short."],
    ]
    assert paragraphs(cleaned) == [
        f"{wide[0]} with a well- Known compound that stays hyphenated.",
        f"{wide[1]} and continues across the page {wide[2]} and ends short.",
    ]


def test_a_line_repeated_only_once_is_kept() -> None:
    pages = [["Only on page one", "text a."], ["other", "text b."], ["more", "text c."]]
    assert drop_running_lines(pages)[0][0] == "Only on page one"


def test_encrypted_pdf_is_refused() -> None:
    data = encrypted_pdf(article_pdf())
    with pytest.raises(ImportFailure, match=r"^locked\.pdf: the PDF is encrypted"):
        import_bytes(data, "locked.pdf")


def test_pdf_encrypted_with_an_empty_password_is_read() -> None:
    data = encrypted_pdf(article_pdf(), user_password="")
    doc = import_bytes(data, "restricted.pdf")
    assert PARAGRAPHS[0] in reading_text(doc.markdown)


@pytest.mark.parametrize("keep", [0.3, 0.6, 0.9])
def test_truncated_pdf_is_refused(keep: float) -> None:
    data = article_pdf()
    with pytest.raises(ImportFailure, match=r"^cut\.pdf: "):
        import_bytes(data[: int(len(data) * keep)], "cut.pdf")


def test_garbage_with_pdf_suffix_is_refused() -> None:
    with pytest.raises(ImportFailure, match=r"^fake\.pdf: the PDF is damaged"):
        import_bytes(b"%PDF-1.4\n" + bytes(range(256)) * 20, "fake.pdf")
    with pytest.raises(ImportFailure, match=r"^notes\.pdf: "):
        import_bytes(b"just some text, not a PDF at all", "notes.pdf")


def test_pdf_without_text_is_refused() -> None:
    with pytest.raises(ImportFailure, match="no text was found in the PDF"):
        import_bytes(pdf_bytes([[], []]), "scan.pdf")


def test_two_pages_beginning_with_the_same_lines_keep_their_text() -> None:
    same = ["Council report", "Flooding update", "The bridge is closed."]
    doc = import_bytes(pdf_bytes([same, same]), "twice.pdf")
    assert "The bridge is closed." in reading_text(doc.markdown)


def test_removing_running_lines_never_removes_everything() -> None:
    pages = [["Head", "Same text."], ["Head", "Same text."]]
    assert drop_running_lines(pages) == pages


class _ScanCounter:
    """Stands in for a compiled pattern and counts the characters it is asked to search."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.scanned = 0

    def search(self, text: str) -> re.Match[str] | None:
        self.scanned += len(text)
        return self.pattern.search(text)


def _join_work(monkeypatch: pytest.MonkeyPatch, lines: list[str]) -> int:
    """Characters searched and Python lines run while joining ``lines`` into paragraphs."""
    counters = [_ScanCounter(pdf_layout._HYPHENATED), _ScanCounter(pdf_layout._SENTENCE_END)]
    monkeypatch.setattr(pdf_layout, "_HYPHENATED", counters[0])
    monkeypatch.setattr(pdf_layout, "_SENTENCE_END", counters[1])
    steps = 0

    def trace(frame: Any, event: str, arg: Any) -> Any:
        nonlocal steps
        steps += event == "line"
        return trace

    sys.settrace(trace)
    try:
        pdf_layout.paragraphs([lines])
    finally:
        sys.settrace(None)
    monkeypatch.undo()
    return steps + sum(c.scanned for c in counters)


@pytest.mark.parametrize(
    "line", ["one long paragraph of words without an end", "investi-", "x", "Short heading"]
)
def test_joining_lines_into_paragraphs_is_linear(monkeypatch: pytest.MonkeyPatch, line: str) -> None:
    small = _join_work(monkeypatch, [line] * 500)
    large = _join_work(monkeypatch, [line] * 4000)
    assert large <= 8 * small * 1.1  # eight times the lines, eight times the work


def test_a_tiny_pdf_holding_one_huge_paragraph_imports() -> None:
    data = compressed_pdf(["words that never end a sentence"] * 4000)
    assert len(data) < 2000
    doc = import_bytes(data, "hostile.pdf")
    title, body = reading_text(doc.markdown).split("\n")
    assert title == "words that never end a sentence"
    assert body.count("words that never end a sentence") == 4000


def test_a_page_too_long_for_pypdf_is_refused() -> None:
    with pytest.raises(ImportFailure, match=r"^long\.pdf: a page of the PDF holds .* characters"):
        import_bytes(compressed_pdf(["words that never end a sentence"] * 40_000), "long.pdf")


def test_one_content_stream_shared_by_many_pages_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf, "MAX_TEXT_CHARS", 200_000)  # the same rule, met sooner
    data = compressed_pdf(["a line of text"] * 2000, pages=400)
    with pytest.raises(ImportFailure, match=r"^shared\.pdf: the PDF holds more than 200,000 characters"):
        import_bytes(data, "shared.pdf")


def test_a_content_stream_expanding_past_the_budget_is_refused() -> None:
    data = compressed_pdf(["x"] * 900_000)  # 9 MB of instructions
    assert len(data) < 100_000
    with pytest.raises(ImportFailure, match=r"^bomb\.pdf: the PDF's pages expand to more than 8 MB"):
        import_bytes(data, "bomb.pdf")
