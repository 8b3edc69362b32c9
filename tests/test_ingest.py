"""Batch import: worker processes read large batches, and the results are those of one by one."""

from __future__ import annotations

from pathlib import Path

import pytest

from parallax.library import ingest
from parallax.library.store import Library


def files(tmp_path: Path) -> list[Path]:
    made = []
    for i in range(5):
        path = tmp_path / f"{i}.txt"
        path.write_text(f"Headline {i}\n\nBody of article {i}, with café and 🙂.\n", encoding="utf-8")
        made.append(path)
    bad = tmp_path / "bad.txt"
    bad.write_bytes(bytes(range(256)) * 10)
    again = tmp_path / "again.txt"
    again.write_text("Headline 0\n\nBody of article 0, with café and 🙂.\n", encoding="utf-8")
    return [made[0], bad, *made[1:], again, tmp_path / "missing.txt"]


def test_batch_in_workers_matches_one_by_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = files(tmp_path)
    with Library(tmp_path / "one.sqlite") as lib:
        expected = [r.as_json() for r in ingest.import_paths(lib, paths, comparison="Batch")]
        articles = [a.id for a in lib.list_articles("Batch")]
    monkeypatch.setattr(ingest, "PARALLEL_MIN", 2)
    monkeypatch.setattr(ingest.os, "cpu_count", lambda: 2)
    with Library(tmp_path / "many.sqlite") as lib:
        got = [r.as_json() for r in ingest.import_paths(lib, paths, comparison="Batch")]
        assert [a.id for a in lib.list_articles("Batch")] == articles
    assert got == expected
    assert [r["status"] for r in got] == ["imported", "error", "imported", "imported", "imported", "imported",
                                          "duplicate", "error"]


def test_cancelling_a_batch_keeps_what_was_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ingest, "PARALLEL_MIN", 2)
    monkeypatch.setattr(ingest.os, "cpu_count", lambda: 2)
    paths = files(tmp_path)
    with Library(tmp_path / "lib.sqlite") as lib:
        results = ingest.import_paths(lib, paths, progress=lambda index, total, path: index < 3)
        assert len(results) == 3
        assert lib.count_articles() == 2  # the bad file in between stored nothing


def test_workers_word_errors_in_the_language_of_the_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A spawned worker starts in English; it is told the language, as a Spanish reader's
    batch in the app or under LANG=es must report in Spanish whichever process read the file."""
    from parallax.library.errors import ImportFailure
    from parallax.library.i18n import in_language

    paths = files(tmp_path)
    empty = tmp_path / "vacío.txt"
    empty.write_bytes(b"")
    monkeypatch.setattr(ingest, "PARALLEL_MIN", 2)
    monkeypatch.setattr(ingest.os, "cpu_count", lambda: 2)
    with in_language("es"), Library(tmp_path / "many.sqlite") as lib:
        [result] = [r for r in ingest.import_paths(lib, [*paths, empty]) if r.path == str(empty)]
        expected = str(ImportFailure("import_empty", name=empty.name))
    assert result.error == expected
    assert expected != ImportFailure("import_empty", name=empty.name).english()
