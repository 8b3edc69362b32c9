"""Word documents: styles to structure, emphasis, links, tables, tracked changes, metadata."""

from __future__ import annotations

import datetime as dt
import io
import zipfile
from typing import Any

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.importers import import_bytes
from parallax.library.textmodel import parse_blocks, reading_text

from .import_fixtures import BODY, docx_bytes, replace_in_zip

TITLE = "Flood closes the northern bridge"


def add_hyperlink(paragraph: Any, text: str, url: str) -> None:
    """python-docx has no API for links; this is the documented recipe."""
    from docx.opc.constants import RELATIONSHIP_TYPE
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn

    rid = paragraph.part.relate_to(url, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), rid)
    run = OxmlElement("w:r")
    text_element = OxmlElement("w:t")
    text_element.text = text
    run.append(text_element)
    link.append(run)
    paragraph._p.append(link)


def build_article(document: Any) -> None:
    document.core_properties.title = TITLE
    document.core_properties.author = "Maria Lopez"
    document.core_properties.created = dt.datetime(2019, 11, 20, 8, 30)
    document.core_properties.language = "es-VE"
    document.add_heading(TITLE, 0)
    document.add_paragraph(BODY[0])
    document.add_heading("What the engineers said", 2)
    p = document.add_paragraph("They found ")
    p.add_run("serious").italic = True
    p.add_run(" damage and ")
    p.add_run("urgent").bold = True
    p.add_run(" repairs were ")
    add_hyperlink(p, "ordered at once", "https://example.org/report")
    p.add_run(" by the council.")
    document.add_paragraph("We have never seen the river this high.", style="Quote")
    document.add_paragraph("Forty families moved to the school.", style="List Bullet")
    document.add_paragraph("Two roads closed.", style="List Bullet 2")
    document.add_paragraph("Inspect the pillars.", style="List Number")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "Road"
    table.cell(0, 1).text = "Status | notes"
    table.cell(1, 0).text = "North bridge"
    table.cell(1, 1).text = "Closed"
    document.add_paragraph(BODY[1])


def test_article_docx() -> None:
    doc = import_bytes(docx_bytes(build_article), "flood.docx")
    assert doc.source_format == "docx"
    assert doc.title == TITLE
    assert doc.author == "Maria Lopez"
    assert doc.published == "2019-11-20"
    assert doc.language == "es-VE"
    md = doc.markdown
    assert md.startswith(f"# {TITLE}\n")
    assert "## What the engineers said" in md
    assert "*serious*" in md and "**urgent**" in md
    assert "[ordered at once](https://example.org/report)" in md
    assert "> We have never seen the river this high." in md
    assert "- Forty families moved to the school." in md
    assert "  - Two roads closed." in md
    assert "1. Inspect the pillars." in md
    assert reading_text(md).split("\n") == [
        TITLE,
        BODY[0],
        "What the engineers said",
        "They found serious damage and urgent repairs were ordered at once by the council.",
        "We have never seen the river this high.",
        "Forty families moved to the school.",
        "Two roads closed.",
        "Inspect the pillars.",
        "Road",
        "Status | notes",
        "North bridge",
        "Closed",
        BODY[1],
    ]
    blocks = parse_blocks(md).blocks
    assert [b.list_depth for b in blocks if b.list_marker] == [1, 2, 1]


def test_title_from_first_heading_when_properties_are_empty() -> None:
    def build(document: Any) -> None:
        document.add_heading("Headline in the text", 1)
        document.add_paragraph(BODY[0])

    doc = import_bytes(docx_bytes(build), "plain.docx")
    assert doc.title == "Headline in the text"
    assert doc.author is None  # python-docx's template says "python-docx": not an author
    assert doc.published is None
    assert reading_text(doc.markdown).split("\n") == ["Headline in the text", BODY[0]]


def test_tracked_insertions_count_and_deletions_do_not() -> None:
    def build(document: Any) -> None:
        document.add_paragraph(BODY[0])
        document.add_paragraph("placeholder")

    data = docx_bytes(build)
    xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode()
    tracked = (
        '<w:r><w:t xml:space="preserve">The bridge </w:t></w:r>'
        '<w:ins w:id="1" w:author="ed" w:date="2019-11-20T00:00:00Z"><w:r><w:t xml:space="preserve">will reopen </w:t></w:r></w:ins>'
        '<w:del w:id="2" w:author="ed" w:date="2019-11-20T00:00:00Z"><w:r><w:delText>never </w:delText></w:r></w:del>'
        "<w:r><w:t>in December.</w:t></w:r>"
    )
    xml = xml.replace("<w:r><w:t>placeholder</w:t></w:r>", tracked)
    doc = import_bytes(replace_in_zip(data, {"word/document.xml": xml.encode()}), "tracked.docx")
    assert "The bridge will reopen in December." in reading_text(doc.markdown).split("\n")


def test_empty_docx_is_refused() -> None:
    with pytest.raises(ImportFailure, match=r"^empty\.docx: this Word document contains no text"):
        import_bytes(docx_bytes(lambda d: None), "empty.docx")


def test_damaged_docx_is_refused() -> None:
    data = docx_bytes(build_article)
    with pytest.raises(ImportFailure, match=r"^cut\.docx: "):
        import_bytes(data[: len(data) // 2], "cut.docx")
    broken = replace_in_zip(data, {"word/document.xml": b"<w:document><w:body><w:p>"})
    with pytest.raises(ImportFailure, match=r"^broken\.docx: this Word document is damaged"):
        import_bytes(broken, "broken.docx")
