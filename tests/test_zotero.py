"""Zotero in: a collection of saved articles becomes a comparison with Zotero's metadata; what
cannot come in is named; the Zotero folder is never written to."""

from __future__ import annotations

import hashlib
import io
import json
import sqlite3
from pathlib import Path

import pytest

from parallax.library import cli
from parallax.library.errors import ImportFailure
from parallax.library.store import Library
from parallax.library.zotero import collections, import_zotero, read_zotero, zotero_date
from tests.zotero_library import docks_folder


@pytest.fixture
def zotero(tmp_path: Path) -> Path:
    docks_folder(tmp_path / "Zotero").close()
    return tmp_path / "Zotero"


def _fingerprint(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def test_a_collection_becomes_a_comparison_with_zotero_metadata(tmp_path: Path, zotero: Path) -> None:
    with Library(tmp_path / "lib.sqlite") as lib:
        results, chosen = import_zotero(lib, zotero, collection="Docks fire")
        assert [r.status for r in results] == ["imported", "imported", "imported", "error", "error"]
        [comparison] = lib.list_comparisons()
        assert comparison.name == "Docks fire"
        articles = [lib.get_article(a) for a in comparison.article_ids]
        first, second, third = (a.info for a in articles)
        assert (first.title, first.outlet, first.author, first.published, first.url, first.language) == (
            "Five officers hurt in dock blaze", "The Courier", "Rosa Díaz, Courier Staff", "2026-03-02",
            "https://courier.example/docks", "en-GB")
        assert (second.title, second.outlet, second.author, second.published) == (
            "Eight injured as warehouse burns", "Harbour News", "Tom Reyes", "2026-03")
        assert second.language == "en"  # "English" is no language tag: the page's own is kept
        assert (third.title, third.outlet, third.source_format) == ("Port fire: the official account", "Gazette", "pdf")
        assert "Eight officers were injured" in articles[1].reading_text
        assert chosen.collection == "Docks fire"


def test_items_that_cannot_come_in_are_named(tmp_path: Path, zotero: Path) -> None:
    with Library(tmp_path / "lib.sqlite") as lib:
        results, _chosen = import_zotero(lib, zotero, collection="Docks fire")
    errors = [r.error for r in results if r.status == "error"]
    assert errors[0].startswith("item \u201cSnapshot lost in a sync\u201d: its attachment gone.html is missing from ")
    assert errors[1] == "item \u201cOnly a link\u201d: its attachment is a link to a web page, not a saved copy"
    assert all("trash" not in (r.title or "") for r in results)


def test_a_second_import_finds_the_duplicates(tmp_path: Path, zotero: Path) -> None:
    with Library(tmp_path / "lib.sqlite") as lib:
        import_zotero(lib, zotero, collection="Docks fire")
        again, _ = import_zotero(lib, zotero, collection="Docks fire")
        assert [r.status for r in again] == ["duplicate", "duplicate", "duplicate", "error", "error"]
        assert len(lib.list_articles()) == 3
        assert len(lib.list_comparisons()) == 1


def test_the_zotero_folder_is_never_written(tmp_path: Path, zotero: Path) -> None:
    before = _fingerprint(zotero)
    with Library(tmp_path / "lib.sqlite") as lib:
        import_zotero(lib, zotero)
    assert _fingerprint(zotero) == before


def test_a_locked_library_is_read_from_a_copy(tmp_path: Path, zotero: Path) -> None:
    holder = sqlite3.connect(zotero / "zotero.sqlite")
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        chosen = read_zotero(zotero, collection="Docks fire")
    finally:
        holder.rollback()
        holder.close()
    assert len(chosen.items) == 5
    assert chosen.warnings == ["Zotero is open and holds its library locked: a copy of it was read"]


def test_the_whole_library_without_a_collection(tmp_path: Path, zotero: Path) -> None:
    titles = [i.title for i in read_zotero(zotero).items]
    assert "Not in the collection" in titles and "In the trash" not in titles
    assert collections(zotero) == ["Docks fire"]


def test_a_missing_folder_is_said(tmp_path: Path) -> None:
    with pytest.raises(ImportFailure, match="is not a folder"):
        read_zotero(tmp_path / "nowhere")
    (tmp_path / "empty").mkdir()
    with pytest.raises(ImportFailure, match=r"has no zotero\.sqlite"):
        read_zotero(tmp_path / "empty")


def test_an_unknown_collection_lists_the_ones_there(zotero: Path) -> None:
    with pytest.raises(ImportFailure, match=r"no collection named 'Flood'.*its collections: Docks fire"):
        read_zotero(zotero, collection="Flood")


def test_a_newer_zotero_without_what_parallax_reads_is_refused(zotero: Path) -> None:
    db = sqlite3.connect(zotero / "zotero.sqlite")
    db.execute("UPDATE version SET version = 200 WHERE schema = 'userdata'")
    db.execute("ALTER TABLE collectionItems RENAME TO collectionMembers")
    db.commit()
    db.close()
    with pytest.raises(ImportFailure, match=r"newer Zotero \(data schema 200; Parallax knows 129\).*collectionItems"):
        read_zotero(zotero)


def test_a_newer_zotero_with_the_same_tables_is_read_and_said(zotero: Path) -> None:
    db = sqlite3.connect(zotero / "zotero.sqlite")
    db.execute("UPDATE version SET version = 130 WHERE schema = 'userdata'")
    db.commit()
    db.close()
    chosen = read_zotero(zotero, collection="Docks fire")
    assert len(chosen.items) == 5 and "newer Zotero" in chosen.warnings[0]


def test_a_file_that_is_not_sqlite_is_said(tmp_path: Path) -> None:
    (tmp_path / "z").mkdir()
    (tmp_path / "z" / "zotero.sqlite").write_bytes(b"not a database at all" * 100)
    with pytest.raises(ImportFailure, match="cannot read the Zotero library"):
        read_zotero(tmp_path / "z")


@pytest.mark.parametrize(("stored", "shown"), [
    ("2026-03-02 March 2, 2026", "2026-03-02"), ("2026-03-00 March 2026", "2026-03"), ("2026-00-00 2026", "2026"),
    ("0000-00-00 Spring 2026", "Spring 2026"), ("yesterday", "yesterday"), ("", None),
])
def test_zotero_dates(stored: str, shown: str | None) -> None:
    assert zotero_date(stored) == shown


def test_the_command_line(tmp_path: Path, zotero: Path) -> None:
    library = str(tmp_path / "cli.sqlite")
    status, out, err = run("--library", library, "import", "--zotero", str(zotero), "--collection", "Docks fire", "--json")
    assert status == 1  # two items could not be imported, and say why
    results = json.loads(out)
    assert [r["status"] for r in results] == ["imported", "imported", "imported", "error", "error"]
    assert "Snapshot lost in a sync" in err and "Only a link" in err
    status, out, _err = run("--library", library, "list", "--comparison", "Docks fire", "--json")
    assert [a["outlet"] for a in json.loads(out)] == ["The Courier", "Harbour News", "Gazette"]


def test_the_command_line_refuses_collection_without_zotero(tmp_path: Path) -> None:
    status, _out, err = run("--library", str(tmp_path / "x.sqlite"), "import", "--collection", "X", "a.txt")
    assert status == 2 and "--collection is for --zotero" in err
    status, _out, err = run("--library", str(tmp_path / "x.sqlite"), "import")
    assert status == 2 and "--zotero" in err
