"""The whole-file check of a library's first write, run in a worker thread
(``Library.check_in_background``): the write waits for its verdict, a damaged file is never
written, and closing the library stops it."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from parallax.library import db
from parallax.library.errors import LibraryDamagedError
from parallax.library.store import Library

BODY = "# Raid\n\nFive officers were wounded, the ministry said.\n"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    """A library with articles, closed: opened again, it has not been written to yet."""
    file = tmp_path / "library.sqlite"
    with Library(file) as lib:
        for n in range(40):
            lib.add_article(f"# Article {n}\n\n{'Words of the article. ' * 200}{n}\n")
    return file


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, list[str]]]:
    """The check waits until the event is set; the list records the threads that checked."""
    release, threads = threading.Event(), []
    real = db.integrity_problem

    def waiting(conn: sqlite3.Connection) -> str | None:
        threads.append(threading.current_thread().name)
        release.wait(10)
        return real(conn)

    monkeypatch.setattr(db, "integrity_problem", waiting)
    yield release, threads
    release.set()


def test_the_first_write_takes_the_verdict_of_the_check_run_in_the_background(
    path: Path, held: tuple[threading.Event, list[str]]
) -> None:
    release, threads = held
    ended = threading.Event()
    with Library(path) as lib:
        assert lib.check_in_background(ended.set)
        release.set()
        assert ended.wait(10)
        lib.add_article(BODY)
        assert threads == ["parallax-file-check"]  # not checked again by the write


def test_a_write_waits_for_the_check_running(path: Path, held: tuple[threading.Event, list[str]]) -> None:
    release, threads = held
    with Library(path) as lib:
        lib.check_in_background()
        threading.Timer(0.2, release.set).start()
        lib.add_article(BODY)  # waits for the check, then writes
        assert release.is_set() and threads == ["parallax-file-check"]
        assert lib.count_articles() == 41


def test_a_damaged_library_checked_in_the_background_is_not_written(path: Path) -> None:
    conn = sqlite3.connect(path)
    root = int(conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'comparisons'").fetchone()[0])
    conn.close()
    with path.open("r+b") as handle:
        handle.seek((root - 1) * 4096)
        handle.write(bytes(4096))
    before = path.read_bytes()
    ended = threading.Event()
    with Library(path) as lib:
        assert lib.check_in_background(ended.set)
        assert ended.wait(10)
        with pytest.raises(LibraryDamagedError):
            lib.add_article(BODY)
    assert path.read_bytes() == before


def test_closing_the_library_stops_the_check(path: Path, held: tuple[threading.Event, list[str]]) -> None:
    release, _threads = held
    called: list[bool] = []
    lib = Library(path)
    lib.check_in_background(lambda: called.append(True))
    threading.Timer(0.2, release.set).start()
    lib.close()
    assert not [t for t in threading.enumerate() if t.name == "parallax-file-check"]
    assert called == []  # stopped: nobody is told of a verdict


def test_a_planned_write_goes_before_the_next_write(path: Path) -> None:
    with Library(path) as lib:
        planned = lib.plan_comparison("Planned")
        lib.write_first(lambda: lib.create_comparison(planned.name, comparison_id=planned.id))
        article = lib.add_article(BODY)[0]
        lib.add_to_comparison(planned.id, [article.id])  # the comparison is there already
        assert lib.get_comparison(planned.id).article_ids == (article.id,)
