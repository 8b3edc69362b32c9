"""A file imported before is known again by its bytes (the ``imported_files`` cache), without
converting it; the articles are the ones converting would give, and nothing else sees the cache."""

from __future__ import annotations

import hashlib
import sqlite3
import zipfile
from pathlib import Path
from typing import Any

import pytest

from parallax.library import db
from parallax.library.importers import known, text
from parallax.library.ingest import ImportResult, import_one, import_paths
from parallax.library.store import Library

BODY = "Soldiers storm the hideout\n\nFive officers were killed, the ministry said.\nTwo were captured.\n"


def write(folder: Path, name: str, body: str = BODY, encoding: str = "utf-8") -> Path:
    path = folder / name
    path.write_bytes(body.encode(encoding))
    return path


@pytest.fixture
def converted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the plain-text conversions from now on."""
    calls: list[int] = []
    real = text.import_text

    def counted(data: bytes, encoding: str | None) -> Any:
        calls.append(1)
        return real(data, encoding)

    monkeypatch.setattr(text, "import_text", counted)
    return calls


def no_conversion(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(data: bytes, encoding: str | None) -> Any:
        raise AssertionError("the file was converted")

    monkeypatch.setattr(text, "import_text", refuse)


def imported_then_refused(tmp_path: Path, lib_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, ImportResult]:
    """A file imported once, after which converting any file fails the test."""
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        first = import_one(lib, source)
    no_conversion(monkeypatch)
    return source, first


def rows(path: Path) -> list[tuple[str, str, str]]:
    with sqlite3.connect(path) as conn:
        try:
            return conn.execute("SELECT sha256, converter, article FROM imported_files").fetchall()
        except sqlite3.OperationalError:
            return []


def test_a_second_import_of_the_same_file_converts_nothing(tmp_path: Path, lib_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    source, first = imported_then_refused(tmp_path, lib_path, monkeypatch)
    with Library(lib_path) as lib:
        again = import_one(lib, source)
    assert first.status == "imported"
    assert (again.status, again.id, again.title) == ("duplicate", first.id, first.title)


def test_the_known_article_is_the_one_converting_gives(tmp_path: Path) -> None:
    source = write(tmp_path, "a.md", "# Title\n\nA paragraph with *emphasis*.\n")
    with Library(tmp_path / "one.sqlite") as lib:
        import_one(lib, source)
        known_id = import_one(lib, source).id
    with Library(tmp_path / "fresh.sqlite") as fresh:
        assert import_one(fresh, source).id == known_id


def test_the_cache_row_names_the_bytes_and_the_article(tmp_path: Path, lib_path: Path) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        result = import_one(lib, source)
    assert rows(lib_path) == [(hashlib.sha256(source.read_bytes()).hexdigest(),
                               known.converter_key("a.txt", None), result.id)]


def test_a_changed_file_is_converted_again(tmp_path: Path, lib_path: Path, converted: list[int]) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        first = import_one(lib, source)
        write(tmp_path, "a.txt", BODY.replace("Five", "Eight"))
        second = import_one(lib, source)
    assert len(converted) == 2
    assert second.status == "imported" and second.id != first.id


def test_a_known_file_of_a_deleted_article_is_converted_again(tmp_path: Path, lib_path: Path,
                                                             converted: list[int]) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        first = import_one(lib, source)
        assert first.id is not None
        lib.delete_article(first.id)
        again = import_one(lib, source)
    assert len(converted) == 2
    assert (again.status, again.id) == ("imported", first.id)


def test_a_row_pointing_at_another_article_is_not_used_once_that_article_is_gone(
        tmp_path: Path, lib_path: Path) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        right = import_one(lib, source).id
    with sqlite3.connect(lib_path) as conn:
        conn.execute("UPDATE imported_files SET article = 'f' || substr(article, 2)")
    with Library(lib_path) as lib:
        again = import_one(lib, source)
    assert (again.status, again.id) == ("duplicate", right)


def test_the_same_bytes_as_markdown_are_another_conversion(tmp_path: Path, lib_path: Path,
                                                          converted: list[int]) -> None:
    with Library(lib_path) as lib:
        import_one(lib, write(tmp_path, "a.txt"))
        as_markdown = import_one(lib, write(tmp_path, "a.md"))
    assert as_markdown.status == "imported"
    assert {r[1].split(";")[0] for r in rows(lib_path)} == {"text", "markdown"}


def test_another_converter_version_converts_again(tmp_path: Path, lib_path: Path, converted: list[int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        import_one(lib, source)
        monkeypatch.setattr(known, "CONVERTER_VERSION", known.CONVERTER_VERSION + 1)
        again = import_one(lib, source)
    assert len(converted) == 2 and again.status == "duplicate"


def test_a_guessed_encoding_is_not_remembered(tmp_path: Path, lib_path: Path) -> None:
    """cp1252 bytes decode under any single-byte encoding: the app asks which, every time."""
    source = write(tmp_path, "a.txt", "Caf\u00e9 del puerto\n\nSe\u00f1ores y se\u00f1oras.\n", "cp1252")
    with Library(lib_path) as lib:
        import_one(lib, source)
    assert rows(lib_path) == []


def test_an_encoding_asked_for_is_part_of_the_conversion(tmp_path: Path, lib_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    source = write(tmp_path, "a.txt", "Caf\u00e9 del puerto\n\nSe\u00f1ores y se\u00f1oras.\n", "cp1252")
    with Library(lib_path) as lib:
        first = import_one(lib, source, encoding="cp1252")
    no_conversion(monkeypatch)
    with Library(lib_path) as lib:
        again = import_one(lib, source, encoding="cp1252")
    assert (again.status, again.id) == ("duplicate", first.id)


def test_an_empty_encoding_asked_for_is_refused_even_for_a_known_file(tmp_path: Path, lib_path: Path) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        import_one(lib, source)
        again = import_one(lib, source, encoding="")
    assert again.status == "error"


def test_a_file_of_a_library_without_the_cache_is_remembered_with_the_next_write(
        tmp_path: Path, lib_path: Path) -> None:
    source = write(tmp_path, "a.txt")
    with Library(lib_path) as lib:
        first = import_one(lib, source)
    with sqlite3.connect(lib_path) as conn:
        conn.execute("DROP TABLE imported_files")
    with Library(lib_path) as lib:
        assert import_one(lib, source).status == "duplicate"  # converted; nothing written for it
        assert rows(lib_path) == []
        lib.create_comparison("Later")
    assert [r[2] for r in rows(lib_path)] == [first.id]


def test_a_known_file_joins_the_comparison_asked_for(tmp_path: Path, lib_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    source, first = imported_then_refused(tmp_path, lib_path, monkeypatch)
    with Library(lib_path) as lib:
        again = import_one(lib, source, comparison="Raid")
        assert list(lib.get_comparison("Raid").article_ids) == [first.id]
    assert again.status == "duplicate"


def test_a_read_only_library_still_imports_known_and_unknown_files(
        tmp_path: Path, lib_path: Path, monkeypatch: pytest.MonkeyPatch, converted: list[int]) -> None:
    remembered, forgotten = write(tmp_path, "a.txt"), write(tmp_path, "b.txt", BODY.replace("Five", "Nine"))
    with Library(lib_path) as lib:
        ids = [import_one(lib, remembered).id, import_one(lib, forgotten).id]
    with sqlite3.connect(lib_path) as conn:
        conn.execute("DELETE FROM imported_files WHERE article = ?", (ids[1],))
    before = lib_path.read_bytes()
    monkeypatch.setattr(db, "_is_read_only", lambda path: True)
    with Library(lib_path) as lib:
        assert lib.read_only
        again = [import_one(lib, remembered), import_one(lib, forgotten)]
    assert [(r.status, r.id) for r in again] == [("duplicate", ids[0]), ("duplicate", ids[1])]
    assert len(converted) == 3  # the forgotten one, found by its body
    assert lib_path.read_bytes() == before


def test_a_failing_cache_write_never_fails_the_import(tmp_path: Path, lib_path: Path) -> None:
    with Library(lib_path) as lib:
        lib.connection.execute("CREATE TABLE imported_files (other TEXT)")  # not the cache's shape
        result = import_one(lib, write(tmp_path, "a.txt"))
        assert result.status == "imported" and lib.get_article(str(result.id))


def test_a_batch_read_by_workers_sends_them_no_known_file(tmp_path: Path, lib_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    files = [write(tmp_path, f"{n:02}.txt", BODY.replace("Five", f"{n} hundred")) for n in range(26)]
    with Library(lib_path) as lib:
        first = import_paths(lib, files)
    from concurrent.futures import ProcessPoolExecutor

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a known file was sent to a worker")

    monkeypatch.setattr(ProcessPoolExecutor, "submit", refuse)
    with Library(lib_path) as lib:
        again = import_paths(lib, files, comparison="All")
        assert list(lib.get_comparison("All").article_ids) == [r.id for r in first]
    assert [r.status for r in first] == ["imported"] * 26
    assert [(r.status, r.id) for r in again] == [("duplicate", r.id) for r in first]


def test_bundles_carry_no_cache(tmp_path: Path, lib_path: Path) -> None:
    from parallax.library.bundles import export_bundle, import_bundle

    with Library(lib_path) as lib:
        import_one(lib, write(tmp_path, "a.txt"), comparison="Raid")
        export_bundle(lib, tmp_path / "out.parallax")
    with zipfile.ZipFile(tmp_path / "out.parallax") as bundle:
        names = bundle.namelist()
        everything = b"".join(bundle.read(n) for n in names)
    assert not any("imported_files" in n for n in names)
    assert b"imported_files" not in everything and b"sha256;" not in everything
    with Library(tmp_path / "other.sqlite") as other:
        import_bundle(other, tmp_path / "out.parallax")
    assert rows(tmp_path / "other.sqlite") == []


def test_a_fresh_library_has_no_cache_table(lib_path: Path) -> None:
    Library(lib_path).close()
    assert rows(lib_path) == []
    with sqlite3.connect(lib_path) as conn:
        assert conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'imported_files'").fetchone() == (0,)


CONVERTER_SOURCES = {
    # What a text or Markdown file's body is made by. A change here may change the Markdown the
    # same bytes give, and so the article: raise known.CONVERTER_VERSION if it can, then
    # update the fingerprint.
    "library/importers/text.py", "library/importers/markdown.py", "library/importers/blocks.py",
    "library/importers/encoding.py", "library/importers/known.py",
}
FINGERPRINT = "068b9ccf1f76003f"


def test_the_converter_version_follows_the_converter() -> None:
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for name in sorted(CONVERTER_SOURCES):
        digest.update((root / name).read_bytes())
    assert (known.CONVERTER_VERSION, digest.hexdigest()[:16]) == (1, FINGERPRINT), (
        "the converter of text and Markdown files changed: raise CONVERTER_VERSION in "
        "library/importers/known.py if the same bytes may now give another body, and update "
        "the fingerprint here"
    )


def test_the_web_browser_view_hides_the_cache() -> None:
    from parallax.library import browse

    assert browse.metadata()["databases"][browse.DATABASE]["tables"]["imported_files"] == {"hidden": True}


def test_a_fifo_is_never_read_for_its_hash(tmp_path: Path) -> None:
    import os

    from parallax.library.ingest import read_source

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    os.mkfifo(tmp_path / "pipe.txt")
    document, error, key = read_source(str(tmp_path / "pipe.txt"), None, False)  # would block if read
    assert document is None and key is None and error
