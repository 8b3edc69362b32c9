"""EPUB books: container, package, spine order, block mapping, metadata, EPUB 2 entities."""

from __future__ import annotations

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.importers import import_bytes
from parallax.library.textmodel import reading_text

from .import_fixtures import BODY, epub_bytes, xhtml

TITLE = "A Test Book"


def chapters() -> list[str]:
    return [
        xhtml(f"<h1>{TITLE}</h1><p>{BODY[0]}</p>"),
        xhtml(
            "<section><h2>Chapter two</h2>"
            f"<p>{BODY[1]}</p>"
            "<blockquote><p>We have never seen the river this high.</p></blockquote>"
            "<ul><li>Forty families moved.</li><li>Two roads <em>closed</em>.</li></ul>"
            "<table><tr><th>Road</th><td>Closed</td></tr></table>"
            "</section>"
        ),
    ]


def test_epub_reads_the_spine_in_order() -> None:
    doc = import_bytes(epub_bytes(chapters()), "book.epub")
    assert doc.source_format == "epub"
    assert doc.title == TITLE
    assert doc.author == "Ana Writer"
    assert doc.published == "2019-11-20"
    assert doc.language == "es-VE"
    assert doc.outlet == "Test Press"
    assert reading_text(doc.markdown).split("\n") == [
        TITLE,
        BODY[0],
        "Chapter two",
        BODY[1],
        "We have never seen the river this high.",
        "Forty families moved.",
        "Two roads closed.",
        "Road",
        "Closed",
    ]
    assert "> We have never seen" in doc.markdown
    assert "- Two roads *closed*." in doc.markdown


def test_epub2_named_entities_and_xhtml11_doctype() -> None:
    doctype = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">'
    )
    chapter = xhtml("<p>Caf&eacute; &mdash; na&iuml;ve&nbsp;text &amp; more.</p>", doctype=doctype)
    doc = import_bytes(epub_bytes([chapter], title="Entities"), "old.epub")
    assert "Café — naïve\u00a0text & more." in reading_text(doc.markdown).split("\n")


def test_title_falls_back_to_the_first_heading() -> None:
    doc = import_bytes(epub_bytes(chapters(), title=None, date="sometime in 2019"), "untitled.epub")
    assert doc.title == TITLE
    assert doc.published is None


def test_epub_without_package_or_text_is_refused() -> None:
    container = b'<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles/></container>'
    with pytest.raises(ImportFailure, match=r"^a\.epub: .*names no package document"):
        import_bytes(epub_bytes(chapters(), container=container), "a.epub")
    with pytest.raises(ImportFailure, match=r"^b\.epub: no text was found"):
        import_bytes(epub_bytes([xhtml("<p>   </p>")]), "b.epub")


def test_malformed_chapter_is_refused_or_recovered() -> None:
    try:
        doc = import_bytes(epub_bytes([xhtml("<p>Unclosed paragraph with text<p>and more")]), "bad.epub")
    except ImportFailure as exc:
        assert str(exc).startswith("bad.epub: ")
    else:
        assert "Unclosed paragraph with text" in reading_text(doc.markdown)
