"""Fuzzing the importers: damaged files are refused with ImportFailure, never a crash.

Each format starts from a small valid document built by ``tests/import_fixtures.py``; hypothesis
damages it (flipped, inserted and deleted bytes, truncation, a repeated chunk; for the zip
formats also inside one archive entry, re-zipped, so the damage reaches the XML parsers). The
importer must return a document or raise :class:`ImportFailure`, nothing else; and
``ingest.import_one`` on such a file must leave the library exactly as it was when it fails.

The budget is small here (``PARALLAX_FUZZ_EXAMPLES``, default 25 per format and test);
``bench/bench_fuzz.py`` runs the same tests with thousands of examples and prints the counts.
"""

from __future__ import annotations

import functools
import io
import os
import sqlite3
import tempfile
import zipfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parallax.library.errors import ImportFailure
from parallax.library.importers import ImportedDocument, import_bytes
from parallax.library.ingest import import_one
from parallax.library.store import Library
from parallax.library.textmodel import normalize_body, parse_blocks

from .import_fixtures import (
    BODY,
    TRICKY,
    article_page,
    docx_bytes,
    epub_bytes,
    mhtml_bytes,
    pdf_bytes,
    replace_in_zip,
    wrap,
    xhtml,
)

EXAMPLES = int(os.environ.get("PARALLAX_FUZZ_EXAMPLES", "25"))
OUTCOMES: Counter[str] = Counter()
"""format/outcome -> count, for bench/bench_fuzz.py."""

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

TEXT = "Flood closes the bridge\n\n" + "\n\n".join((*BODY[:2], "Café 😀 naïve — “quoted” 5 × 8", *TRICKY[:4])) + "\n"


def _docx() -> bytes:
    def build(document: object) -> None:
        document.add_heading("Flood closes the bridge", 1)  # type: ignore[attr-defined]
        for paragraph in BODY[:2]:
            document.add_paragraph(paragraph)  # type: ignore[attr-defined]
        document.add_paragraph("A list item", style="List Bullet")  # type: ignore[attr-defined]
        table = document.add_table(rows=1, cols=2)  # type: ignore[attr-defined]
        table.rows[0].cells[0].text, table.rows[0].cells[1].text = "five", "eight"

    return docx_bytes(build)


SEEDS: dict[str, Callable[[], bytes]] = {
    "report.txt": lambda: TEXT.encode("utf-8"),
    "report.md": lambda: ("# Flood *closes* the bridge\n\n- one\n- two 😀\n\n> quoted\n\n" + "\n\n".join(BODY[:2])).encode(),
    "page.html": lambda: article_page("Flood closes the bridge", [*BODY, "Café 😀 naïve"]).encode("utf-8"),
    "page.mhtml": lambda: mhtml_bytes(article_page("Flood closes the bridge", BODY[:3])),
    "report.pdf": lambda: pdf_bytes([wrap(BODY[0]) + wrap(BODY[1]), wrap(BODY[2])], title="Flood", author="Ana"),
    "report.docx": _docx,
    "book.epub": lambda: epub_bytes([xhtml(f"<h1>Chapter {i}</h1><p>{BODY[i]}</p>") for i in range(2)]),
}
FORMATS = sorted(SEEDS)


@functools.cache
def seed(name: str) -> bytes:
    data = SEEDS[name]()
    import_bytes(data, name)  # the undamaged seed imports: the fuzzing starts from a good file
    return data


def damage(data: bytes, draw: st.DrawFn) -> bytes:
    """A few random edits of ``data``."""
    buf = bytearray(data)
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(("flip", "byte", "insert", "delete", "truncate", "repeat")))
        at = draw(st.integers(0, max(0, len(buf) - 1)))
        if op == "flip" and buf:
            buf[at] ^= 1 << draw(st.integers(0, 7))
        elif op == "byte" and buf:
            buf[at] = draw(st.sampled_from((0, 0x0A, 0x22, 0x26, 0x3C, 0x3E, 0x80, 0xC3, 0xFF)))
        elif op == "insert":
            buf[at:at] = draw(st.sampled_from((b"<", b"&", b"\x00", b"\xff\xfe", b"<!--", b"]]>", b"\xf0\x9f", b"%", b"(")))
        elif op == "delete":
            del buf[at : at + draw(st.integers(1, 64))]
        elif op == "truncate":
            del buf[at:]
        else:
            size = draw(st.integers(1, 64))
            buf[at:at] = buf[at : at + size] * draw(st.integers(2, 20))
    return bytes(buf)


@st.composite
def damaged(draw: st.DrawFn, name: str) -> bytes:
    data = seed(name)
    if name.endswith((".docx", ".epub")) and draw(st.booleans()):
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = [n for n in archive.namelist() if n != "mimetype"]
            entry = draw(st.sampled_from(entries))
            inner = archive.read(entry)
        return replace_in_zip(data, {entry: damage(inner, draw)})
    return damage(data, draw)


def check_document(doc: ImportedDocument) -> None:
    """A document that came back must be one the library can store."""
    assert isinstance(doc, ImportedDocument)
    assert isinstance(doc.markdown, str) and isinstance(doc.title, str)
    parse_blocks(normalize_body(doc.markdown))


@pytest.mark.parametrize("name", FORMATS)
@FUZZ
@given(data=st.data())
def test_damaged_files_are_refused_or_imported(name: str, data: st.DataObject) -> None:
    raw = data.draw(damaged(name), label="file")
    try:
        doc = import_bytes(raw, name)
    except ImportFailure as exc:
        assert str(exc).startswith(f"{name}: ")
        OUTCOMES[f"{name} refused"] += 1
        return
    check_document(doc)
    OUTCOMES[f"{name} imported"] += 1


_LIBRARY: list[Library] = []


def library() -> Library:
    """One library for every example (creating one per example would dominate the run)."""
    if not _LIBRARY:
        _LIBRARY.append(Library(":memory:"))
    return _LIBRARY[0]


def row_counts(lib: Library) -> dict[str, int]:
    conn: sqlite3.Connection = lib.connection
    return {
        table: conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        for table in ("articles", "articles_fts", "comparisons", "comparison_articles")
    }


@pytest.mark.parametrize("name", FORMATS)
@FUZZ
@given(data=st.data())
def test_failed_imports_leave_no_partial_article(name: str, data: st.DataObject) -> None:
    raw = data.draw(damaged(name), label="file")
    lib = library()
    before = row_counts(lib)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / name
        path.write_bytes(raw)
        result = import_one(lib, path, comparison="Fuzzed")
    after = row_counts(lib)
    OUTCOMES[f"{name} ingest {result.status}"] += 1
    if result.status == "error":
        assert result.error and after == before
    elif result.status == "duplicate":
        assert after["articles"] == before["articles"]
    else:
        assert result.status == "imported"
        assert after["articles"] == after["articles_fts"] == before["articles"] + 1
        assert lib.get_article(result.id or "").reading_text.strip()
