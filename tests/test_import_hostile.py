"""Bad and hostile input: every problem is one clear ImportFailure naming the file, and fast."""

from __future__ import annotations

import io
import re
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.importers import MAX_FILE_BYTES, import_bytes, import_file
from parallax.library.textmodel import reading_text

from .import_fixtures import (
    BODY,
    docx_bytes,
    epub_bytes,
    many_entries_zip,
    nested_mhtml,
    pdf_bytes,
    replace_in_zip,
    xhtml,
    zip_bomb,
)

XXE = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
LAUGHS = (
    '<!DOCTYPE x [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;">]>'
)
DOCX_PARTS = {"[Content_Types].xml": b"<Types/>", "word/document.xml": b"<w:document/>"}
EPUB_PARTS = {"mimetype": b"application/epub+zip", "META-INF/container.xml": b"<container/>"}


def simple_docx() -> bytes:
    return docx_bytes(lambda d: d.add_paragraph("The secret is here: PLACEHOLDER."))


@pytest.mark.parametrize(
    ("name", "parts"), [("bomb.docx", DOCX_PARTS), ("bomb.epub", EPUB_PARTS), ("bomb.txt", DOCX_PARTS)]
)
def test_zip_bomb_is_refused_before_inflating(name: str, parts: dict[str, bytes]) -> None:
    data = zip_bomb(parts)
    assert len(data) < 100_000  # 20 MB of zeros in a few KB
    start = time.perf_counter()
    with pytest.raises(ImportFailure, match=rf"^{re.escape(name)}: .*zip bomb"):
        import_bytes(data, name)
    assert time.perf_counter() - start < 1.0


@pytest.mark.parametrize(("name", "parts"), [("many.docx", DOCX_PARTS), ("many.epub", EPUB_PARTS)])
def test_archive_with_too_many_entries_is_refused(name: str, parts: dict[str, bytes]) -> None:
    with pytest.raises(ImportFailure, match=r"entries; at most 10,000 are allowed"):
        import_bytes(many_entries_zip(parts), name)


def test_archive_declaring_too_much_content_is_refused() -> None:
    from parallax.library.importers.archive import check_limits

    entries = []
    for i in range(3):
        info = zipfile.ZipInfo(f"part{i}.xml")
        info.file_size, info.compress_size = 90 * 1024 * 1024, 89 * 1024 * 1024
        entries.append(info)
    with pytest.raises(ImportFailure, match="would unpack to 270 MB"):
        check_limits(entries, "Word")


@pytest.mark.parametrize("declaration", [XXE, LAUGHS])
def test_docx_with_entities_is_refused(declaration: str) -> None:
    data = simple_docx()
    xml = zipfile.ZipFile(io.BytesIO(data)).read("word/document.xml").decode()
    head, rest = xml.split("?>", 1)
    hostile = (head + "?>" + declaration + rest).replace(
        "PLACEHOLDER", "&xxe;" if declaration == XXE else "&c;"
    )
    with pytest.raises(ImportFailure, match=r"^evil\.docx: word/document\.xml declares XML entities"):
        import_bytes(replace_in_zip(data, {"word/document.xml": hostile.encode()}), "evil.docx")


def test_docx_entities_hidden_in_utf16_are_refused() -> None:
    data = simple_docx()
    hostile = f'<?xml version="1.0" encoding="UTF-16"?>{XXE}<w:document/>'.encode("utf-16")
    with pytest.raises(ImportFailure, match="declares XML entities"):
        import_bytes(replace_in_zip(data, {"word/styles.xml": hostile}), "wide.docx")


@pytest.mark.parametrize("declaration", [XXE, LAUGHS])
def test_epub_with_entities_is_refused(declaration: str) -> None:
    chapter = xhtml(f"<p>{BODY[0]}</p><p>Secret: &xxe; &c;</p>", doctype=declaration)
    try:
        doc = import_bytes(epub_bytes([chapter]), "evil.epub")
    except ImportFailure as exc:
        assert str(exc).startswith("evil.epub: ") and "entities" in str(exc)
    else:  # pragma: no cover - the refusal is the expected outcome
        assert "root:" not in doc.markdown and "hahaha" not in doc.markdown


def test_passwd_never_appears() -> None:
    passwd = Path("/etc/passwd")
    secret = passwd.read_text().split("\n", 1)[0] if passwd.exists() else "root:x:0:0"
    chapter = xhtml(f"<p>{BODY[0]}</p><p>&xxe;</p>", doctype=XXE)
    for name, data in (("a.epub", epub_bytes([chapter])), ("b.xhtml", chapter.encode())):
        try:
            doc = import_bytes(data, name)
        except ImportFailure:
            continue
        assert secret not in doc.markdown


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (bytes(range(256)) * 64, "binary data"),
        (b"\x89PNG\r\n\x1a\n" + bytes(500), "PNG image"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500), "old-style Office file"),
        (b"A headline\nSome text with a NUL\x00 byte inside.\n", "NUL bytes"),
        (b"Text\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f more" * 3, "control characters"),
    ],
)
def test_binary_data_as_text_is_refused(data: bytes, message: str) -> None:
    with pytest.raises(ImportFailure, match=rf"^notes\.txt: .*{message}"):
        import_bytes(data, "notes.txt")


@pytest.mark.parametrize("content", [b"", b"   \n\t\r\n  \n", "\ufeff \u00a0\n".encode()])
@pytest.mark.parametrize("suffix", [".txt", ".md", ".html"])
def test_empty_files_are_refused(tmp_path: Path, content: bytes, suffix: str) -> None:
    path = tmp_path / f"empty{suffix}"
    path.write_bytes(content)
    with pytest.raises(ImportFailure, match=rf"^empty\{suffix}: .*(empty|no text|no visible text)"):
        import_file(path)


def test_huge_file_is_refused_by_size_without_reading(tmp_path: Path) -> None:
    path = tmp_path / "huge.txt"
    with path.open("wb") as handle:
        handle.truncate(51 * 1024 * 1024)  # sparse: costs no disk and no time
    start = time.perf_counter()
    with pytest.raises(
        ImportFailure, match=r"^huge\.txt: the file is too large to import \(51 MB; the limit is 50 MB\)"
    ):
        import_file(path)
    assert time.perf_counter() - start < 0.5
    with pytest.raises(ImportFailure, match="too large"):
        import_bytes(b"x" * (MAX_FILE_BYTES + 1), "big.md")


def test_missing_file_folder_and_unknown_type(tmp_path: Path) -> None:
    with pytest.raises(ImportFailure, match=r"^nope\.txt: no such file"):
        import_file(tmp_path / "nope.txt")
    with pytest.raises(ImportFailure, match="is a folder"):
        import_file(tmp_path)
    odd = tmp_path / "sheet.xlsx"
    odd.write_bytes(b"plain text in disguise")
    with pytest.raises(ImportFailure, match=r"^sheet\.xlsx: unsupported file type '\.xlsx' \(supported: "):
        import_file(odd)


def test_documents_with_the_wrong_suffix_are_imported_as_what_they_are() -> None:
    pdf = pdf_bytes([["Flood closes the northern bridge", BODY[0]]])
    doc = import_bytes(pdf, "download.txt")
    assert doc.source_format == "pdf"
    assert doc.warnings == ("this file is actually a PDF; imported as such",)
    doc = import_bytes(docx_bytes(lambda d: d.add_paragraph(BODY[0])), "renamed.epub")
    assert doc.source_format == "docx"
    assert BODY[0] in reading_text(doc.markdown)


def test_other_zip_archives_are_refused() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("photo.jpg", b"...")
    with pytest.raises(ImportFailure, match=r"^pics\.txt: this is a zip archive that is neither"):
        import_bytes(out.getvalue(), "pics.txt")
    with pytest.raises(ImportFailure, match=r"^pics\.docx: this is not a Word document"):
        import_bytes(out.getvalue(), "pics.docx")


def test_a_failing_import_prints_one_line_and_no_traceback(tmp_path: Path) -> None:
    """Loggers (ours and the parsers') stay quiet; the failure is said once, as one line each."""
    files = {
        "nested.mhtml": nested_mhtml(),
        "deep.html": ("<html><body>" + "<div>" * 3000 + "<p>text</p>" + "</div>" * 3000 + "</body></html>").encode(),
        "damaged.pdf": b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n",
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    entry = Path(sys.executable).with_name("parallax")
    done = subprocess.run(
        [str(entry), "--library", str(tmp_path / "lib.sqlite"), "import", *sorted(str(tmp_path / n) for n in files)],
        capture_output=True, text=True, timeout=120,
    )
    lines = done.stderr.splitlines()
    assert done.returncode == 1
    assert len(lines) == len(files), done.stderr
    assert all(line.startswith("parallax: error: ") for line in lines), done.stderr
    assert "nests its parts too deeply" in done.stderr
    assert "nests its elements too deeply" in done.stderr


def test_a_paragraph_of_many_spans_is_one_text_node_before_extraction() -> None:
    """Thousands of unwrapped inline elements left thousands of adjacent text nodes, which
    lxml joins on every read: extraction took the square of their number."""
    from parallax.library.importers.html import parse_page

    root = parse_page("<html><body><p>" + "<span>word </span>" * 5000 + "</p></body></html>")
    paragraph = root.find("body/p")
    assert paragraph is not None and len(paragraph) == 0
    assert len(paragraph.xpath("text()")) == 1
    assert paragraph.text == "word " * 5000


def test_many_runs_of_one_style_become_one_run() -> None:
    from parallax.library.importers.blocks import Run, _merge

    merged = _merge([Run("a "), *(Run(" b ") for _ in range(5000))])
    assert len(merged) == 1 and merged[0].text == "a " + "b " * 4999 + "b"
