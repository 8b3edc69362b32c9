"""Plain text and Markdown files: decoding, titles, paragraphs, the seed corpus."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.importers import (
    MAX_FILE_BYTES,
    SUPPORTED_SUFFIXES,
    ImportedDocument,
    decode_text,
    import_bytes,
    import_file,
)
from parallax.library.textmodel import reading_text

from .import_fixtures import SHARED

SEEDS = SHARED / "corpus" / "seeds"


def lines(doc: ImportedDocument) -> list[str]:
    return reading_text(doc.markdown).split("\n")


def test_public_api() -> None:
    assert MAX_FILE_BYTES == 50 * 1024 * 1024
    assert {
        ".txt",
        ".md",
        ".markdown",
        ".html",
        ".htm",
        ".xhtml",
        ".mhtml",
        ".mht",
        ".pdf",
        ".docx",
        ".epub",
    } <= (SUPPORTED_SUFFIXES)
    assert ".parallax" not in SUPPORTED_SUFFIXES


def test_text_title_and_one_paragraph_per_line(tmp_path: Path) -> None:
    path = tmp_path / "story.txt"
    path.write_text("\n  Bridge closed after flood  \n\nFirst paragraph.\nSecond paragraph.\n\n\nThird.\n")
    doc = import_file(path)
    assert doc.title == "Bridge closed after flood"
    assert doc.source_format == "text"
    assert doc.markdown.startswith("# Bridge closed after flood\n")
    assert lines(doc) == ["Bridge closed after flood", "First paragraph.", "Second paragraph.", "Third."]


def test_text_line_ends_and_bom() -> None:
    doc = import_bytes(b"\xef\xbb\xbfTitle\r\nOne\rTwo\r\n", "crlf.txt")
    assert lines(doc) == ["Title", "One", "Two"]


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("café – naïve “quotes”\nSecond line.", "cp1252"),
        ("El niño comió en la montaña. ¿Qué pasó? ¡Increíble!\nAñadió el periodista español.", "latin-1"),
        (
            "東京で大きな地震が発生しました。\n政府は被害状況を調査しています。住民は避難しました。",
            "shift_jis",
        ),
        ("Zażółć gęślą jaźń.\nDzień dobry, proszę pana.", "utf-8"),
    ],
)
def test_detects_legacy_encodings(text: str, encoding: str) -> None:
    doc = import_bytes(text.encode(encoding), "legacy.txt")
    assert lines(doc) == text.split("\n")


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_with_and_without_bom(codec: str) -> None:
    text = "Überschwemmung im Norden\nDie Brücke bleibt drei Tage gesperrt."
    doc = import_bytes(text.encode(codec), "wide.txt")
    assert lines(doc) == text.split("\n")


def test_a_few_bytes_with_nuls_are_not_taken_for_utf16() -> None:
    """``a\\0b\\0c\\n`` fits the NUL pattern of UTF-16 but "decodes" to an unassigned character."""
    with pytest.raises(ImportFailure, match="binary data"):
        import_bytes(b"a\x00b\x00c\n", "odd.txt")


def test_utf16_without_bom_may_hold_a_character_newer_than_pythons_tables() -> None:
    text = "Crecida del río Nareo: 350 evacuados. " * 10 + "\U0001fae8"  # a 2023 emoji, unassigned in 3.11
    assert decode_text(text.encode("utf-16-le"), None) == (text, "utf-16-le")


def test_decode_text_reports_the_encoding() -> None:
    assert decode_text("naïve".encode(), None) == ("naïve", "utf-8")
    assert decode_text(b"\xff\xfeh\x00i\x00", None) == ("hi", "utf-16-le")
    text, used = decode_text("café – “quoted”".encode("cp1252"), None)
    assert (text, used) == ("café – “quoted”", "cp1252")


def test_encoding_override() -> None:
    data = "Señal débil".encode("cp1252")
    assert lines(import_bytes(data, "a.txt", encoding="cp1252")) == ["Señal débil"]
    # the override wins even over valid UTF-8
    assert lines(import_bytes("é".encode(), "a.txt", encoding="latin-1")) == ["Ã©"]


def test_unknown_or_wrong_encoding_override_is_refused() -> None:
    with pytest.raises(ImportFailure, match=r"^a\.txt: unknown encoding 'klingon'"):
        import_bytes(b"text", "a.txt", encoding="klingon")
    with pytest.raises(ImportFailure, match=r"^a\.txt: .*not valid utf-8"):
        import_bytes("é".encode("latin-1"), "a.txt", encoding="utf-8")
    with pytest.raises(ImportFailure, match="not a text encoding"):
        import_bytes(b"text", "a.txt", encoding="rot13")


def test_markdown_kept_as_written() -> None:
    source = "Intro line\n\n## The *real* title\n\nBody with **bold** and a [link](https://example.com).\n"
    doc = import_bytes(source.encode(), "note.md")
    assert doc.source_format == "markdown"
    assert doc.markdown == source
    assert doc.title == "The real title"


def test_markdown_setext_heading_and_fallback_title() -> None:
    assert import_bytes(b"Big News\n========\n\ntext\n", "a.markdown").title == "Big News"
    assert import_bytes(b"just a line\n\nand another\n", "b.md").title == "just a line"


def test_markdown_front_matter_becomes_metadata() -> None:
    source = (
        '---\ntitle: "Flood: the bridge"\nauthor: Maria Lopez\nsource: https://daily.example.com/a\n'
        "published: 2019-11-20\nlanguage: es_VE\ntags: [a, b]\n---\n\n# Heading\n\nBody.\n"
    )
    doc = import_bytes(source.encode(), "clip.md")
    assert doc.title == "Flood: the bridge"
    assert doc.author == "Maria Lopez"
    assert doc.url == "https://daily.example.com/a"
    assert doc.published == "2019-11-20"
    assert doc.language == "es-VE"
    assert reading_text(doc.markdown) == "Heading\nBody."


def test_seed_articles_import(seeds: list[Path]) -> None:
    for path in seeds:
        doc = import_file(path)
        raw = [line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        assert doc.title == raw[0]
        got = lines(doc)
        assert got[0] == raw[0]
        # every line of the file is a paragraph, character for character (runs of spaces and
        # tabs become one space; a no-break space stays)
        assert got == [re.sub(r"[ \t]+", " ", line) for line in raw]


def test_seeds_skip_cleanly_without_shared() -> None:
    # the fixture in conftest skips; this documents the path the tests look in
    assert Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "seeds" == SEEDS


def test_the_unsupported_type_message_names_every_format_an_import_takes(tmp_path: Path) -> None:
    from parallax.library.errors import ImportFailure
    from parallax.library.importers import import_file

    path = tmp_path / "notes.odt"
    path.write_bytes(b"plain words, no known signature")
    with pytest.raises(ImportFailure) as caught:
        import_file(path)
    for suffix in (".parallax", ".qdpx", ".pdf", ".docx", ".epub", ".html", ".mhtml", ".md", ".txt"):
        assert f"'{suffix}'" in str(caught.value) or suffix in str(caught.value), suffix
