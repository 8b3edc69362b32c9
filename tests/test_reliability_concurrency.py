"""Several programs writing one library at once: they wait for each other, nobody fails.

Every write is ``BEGIN IMMEDIATE`` with a busy timeout (10 s by default), so a second writer
waits for the first instead of meeting "database is locked". These tests run real processes
with the default timeout (the suite's 0.3 s, set for speed in conftest, is removed from their
environment) and count rows at the end: no error reaches the user and no write is lost.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parallax.library import db
from parallax.library.db import DEFAULT_BUSY_TIMEOUT
from parallax.library.errors import LibraryDamagedError, LibraryLockedError
from parallax.library.store import Library

from .test_reliability_crash import make_library

pytestmark = pytest.mark.slow

WRITER = r"""
import sys
from parallax.library.store import Library

path, me, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
lib = Library(path)
comparison = lib.get_comparison("Crash")
article = comparison.article_ids[me % 2]
text = lib.get_article(article).reading_text
starts = [i for i in range(len(text) - 20) if text[i].isalnum() and text[i - 1] == " "][me::2]
print("ready", flush=True)
sys.stdin.readline()
made, links = [], 0
for n in range(count):
    if n % 10 == 9:  # a longer user action: several writes in one transaction
        with lib.batch():
            for _ in range(3):
                made.append(lib.add_highlight(article, starts[len(made)], starts[len(made)] + 6).id)
    else:
        made.append(lib.add_highlight(article, starts[len(made)], starts[len(made)] + 6).id)
    if n % 5 == 4:
        lib.create_discrepancy(made[-2:], kind="count", title=f"writer {me} link {links}", comparison="Crash")
        links += 1
print("done", len(made), links, flush=True)
"""


def child_env() -> dict[str, str]:
    """The environment of a user's shell: the default busy timeout, not the suite's short one."""
    return {k: v for k, v in os.environ.items() if k != "PARALLAX_BUSY_TIMEOUT"}


def count(path: Path, table: str) -> int:
    with Library(path) as lib:
        return int(lib.stats()[table])


def test_default_busy_timeout_is_generous() -> None:
    assert DEFAULT_BUSY_TIMEOUT >= 5


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite"
    make_library(path)
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(me), "40"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env())
        for me in range(2)
    ]
    try:
        for writer in writers:  # both open, then both start together
            assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        for writer in writers:
            assert writer.stdin is not None
            writer.stdin.write("go\n")
            writer.stdin.flush()
    finally:
        outcomes = [writer.communicate(timeout=120) for writer in writers]
    highlights = discrepancies = 0
    for writer, (out, err) in zip(writers, outcomes, strict=True):
        assert writer.returncode == 0, err
        assert "locked" not in err and "busy" not in err
        _, made, links = out.split()
        highlights += int(made)
        discrepancies += int(links)
    assert (highlights, discrepancies) == (2 * 48, 2 * 8)
    assert count(path, "highlights") == highlights
    assert count(path, "discrepancies") == discrepancies


def cli(path: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "parallax.library", "--library", str(path), *args, "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env(),
    )


def finish_while_writing(lib: Library, article: str, starts: list[int], commands: list[subprocess.Popen[str]]) -> tuple[int, list[str]]:
    """Keep writing short transactions from this process until the commands end.

    Each transaction holds the write lock a little while, as a user action would, so the
    commands must wait for it; between two, the lock is free for as long again (an app that
    wrote back to back would starve other writers: SQLite's busy handler polls at growing
    intervals, up to 100 ms, rather than queueing). Returns how many highlights this process
    wrote, and each command's stdout.
    """
    written = 0
    try:
        while any(c.poll() is None for c in commands):
            with lib.batch():
                lib.add_highlight(article, starts[written], starts[written] + 4)
                time.sleep(0.01)  # not measured: it only widens the window in which the lock is held
            written += 1
            time.sleep(0.01)
    finally:
        for command in commands:
            if command.poll() is None:
                command.kill()
        results = [command.communicate(timeout=60) for command in commands]
    for command, (_, err) in zip(commands, results, strict=True):
        assert command.returncode == 0, err
        assert "error" not in err and "locked" not in err and "busy" not in err
    return written, [out for out, _ in results]


def test_command_lines_and_the_app_write_at_once(tmp_path: Path) -> None:
    import json

    path = tmp_path / "shared.sqlite"
    make_library(path)
    lib = Library(path, busy_timeout=DEFAULT_BUSY_TIMEOUT)  # the app, with the default timeout
    try:
        first, second = lib.get_comparison("Crash").article_ids
        text = lib.get_article(first).reading_text
        starts = [i for i in range(len(text) - 10) if text[i].isalnum() and text[i - 1] == " "]
        quotes = [f"Paragraph {n}: officials" for n in (3, 11, 19, 27)]
        commands = [cli(path, "highlight", second[:12], "--quote", q) for q in quotes]
        written, outputs = finish_while_writing(lib, first, starts, commands)
        made = [json.loads(out)["id"] for out in outputs]
        links = [cli(path, "link", made[i], made[i + 1], "--kind", "count", "--title", f"link {i}",
                     "--comparison", "Crash") for i in (0, 2)]
        more, _ = finish_while_writing(lib, first, starts[written:], links)
        stats = lib.stats()
    finally:
        lib.close()
    assert stats["highlights"] == written + more + len(quotes)
    assert stats["discrepancies"] == len(links)


def test_programs_creating_one_new_library_at_once(tmp_path: Path) -> None:
    """Two first-time opens of a new file used to run the schema migration twice."""
    path = tmp_path / "new.sqlite"
    code = (
        "import sys; from parallax.library.store import Library\n"
        "with Library(sys.argv[1]) as lib: lib.add_article('# Report\\n\\nText ' + sys.argv[2] + '\\n')\n"
    )
    children = [subprocess.Popen([sys.executable, "-c", code, str(path), str(n)], stderr=subprocess.PIPE,
                                 text=True, env=child_env()) for n in range(3)]
    errors = [child.communicate(timeout=60)[1] for child in children]
    assert [child.returncode for child in children] == [0, 0, 0], errors
    assert count(path, "articles") == 3


def newest_page_one(wal: Path) -> bytes:
    """The newest copy of page 1 in a write-ahead log (32-byte header, then frames of a 24-byte
    header and a page; a frame's first four bytes are its page number)."""
    data = wal.read_bytes()
    page = int.from_bytes(data[8:12], "big")
    frames = [data[at : at + 24 + page] for at in range(32, len(data) - page, 24 + page)]
    return [frame[24:] for frame in frames if int.from_bytes(frame[:4], "big") == 1][-1]


def test_a_library_opened_halfway_through_a_checkpoint(tmp_path: Path) -> None:
    """Opening a library while another program checkpoints it used to call it damaged.

    A checkpoint (run when the last program using a library closes it) copies the write-ahead
    log into the file in page order, page 1 first: for a moment the header counts pages the file
    does not have yet, and a check reading the file outside SQLite's locks said "the file is cut
    short". Here the file is left in that state: page 1 copied, the other pages still in the log.
    """
    path = tmp_path / "lib.sqlite"
    with Library(path) as lib:
        lib.add_article("# First\n\nText.\n")
    holder = sqlite3.connect(path)  # another program: while it reads the log, nobody checkpoints
    try:
        holder.execute("SELECT count(*) FROM sqlite_master").fetchone()
        with Library(path) as lib:
            for n in range(5):
                lib.add_article(f"# Filler {n}\n\n" + f"Paragraph {n} of filler text. " * 300 + "\n")
        page_one = newest_page_one(Path(f"{path}-wal"))
        assert int.from_bytes(page_one[28:32], "big") * len(page_one) > path.stat().st_size
        with path.open("r+b") as handle:  # the checkpoint's first write
            handle.write(page_one)
        with Library(path) as lib:
            assert lib.stats()["articles"] == 6
            lib.add_article("# Last\n\nText.\n")
    finally:
        holder.close()
    assert count(path, "articles") == 7


def test_a_library_really_cut_short_is_still_refused_unwritten(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    with Library(path) as lib:
        for n in range(5):
            lib.add_article(f"# Filler {n}\n\n" + f"Paragraph {n} of filler text. " * 300 + "\n")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(LibraryDamagedError, match="the file is cut short"):
        Library(path)
    assert path.read_bytes() == data[: len(data) // 2]


def test_a_busy_library_is_not_called_damaged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Checking the file before the first write can meet "database is locked": the library is
    busy, not damaged; the write fails as busy and the next one checks again."""
    path = tmp_path / "lib.sqlite"
    with Library(path) as lib:
        real = db.integrity_problem

        def locked(conn: sqlite3.Connection) -> str | None:
            raise sqlite3.OperationalError("database is locked")

        monkeypatch.setattr(db, "integrity_problem", locked)
        with pytest.raises(LibraryLockedError):
            lib.add_article("# First\n\nText.\n")
        assert not lib.damaged
        monkeypatch.setattr(db, "integrity_problem", real)
        lib.add_article("# First\n\nText.\n")
    assert count(path, "articles") == 1


class _Locked:
    def execute(self, sql: str) -> None:
        raise sqlite3.OperationalError("database is locked")


def test_the_integrity_check_raises_busy_instead_of_calling_it_damage() -> None:
    with pytest.raises(sqlite3.OperationalError):
        db.integrity_problem(_Locked())  # type: ignore[arg-type]
