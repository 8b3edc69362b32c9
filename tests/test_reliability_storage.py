"""When the disk says no: a full disk, a read-only library, an upgrade that fails half-way.

Each case must end the same way: a :class:`LibraryError` (on the command line, one
``parallax: error:`` line and exit status 1) that says what happened, and a library that is
exactly as it was and still readable. A full disk is simulated two ways: SQLite's
``max_page_count`` (the database may not grow) and, closer to the real thing, a child process
whose file size limit (``RLIMIT_FSIZE``) makes the operating system refuse the write.
"""

from __future__ import annotations

import io
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from parallax.library import db, migrations
from parallax.library.cli import main
from parallax.library.db import SCHEMA_VERSION
from parallax.library.errors import LibraryError
from parallax.library.migrations import MIGRATIONS
from parallax.library.store import Library

from .library_files import dump
from .test_migrations import BODY, library_at

LONG_REPORT = "Long report\n\n" + "\n\n".join(
    f"Paragraph {n}: the river rose again overnight and crews moved families to the school." for n in range(3000)
)



def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def small_library(lib_path: Path) -> tuple[Path, str]:
    with Library(lib_path) as lib:
        article, _ = lib.add_article("# Raid\n\nFive officers were wounded, officials said.\n", comparison="Raid")
        lib.add_highlight(article.id, 0, 4)
    return lib_path, article.id


def fill_disk(conn: sqlite3.Connection) -> None:
    """Let the database grow by not one more page: the next write that needs space fails."""
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")


def test_a_full_disk_is_a_clear_error_and_changes_nothing(small_library: tuple[Path, str]) -> None:
    path, article = small_library
    before = dump(path)
    with Library(path) as lib:
        start = lib.get_article(article).reading_text.index("officers")
        fill_disk(lib.connection)
        with pytest.raises(LibraryError, match="disk is full"):
            lib.add_highlight(article, start, start + 8, note="a long note " * 8_000)  # needs new pages (within the bound on notes)
        with pytest.raises(LibraryError, match="disk is full"):
            lib.add_article(LONG_REPORT)
        # Still readable, and the failed writes left nothing behind.
        assert len(lib.list_highlights(article)) == 1
        assert lib.count_articles() == 1
        assert lib.search("officers")[0].article.id == article
        lib.connection.execute("PRAGMA max_page_count = 1073741823")  # space again: writes work again
        assert lib.add_highlight(article, start, start + 8).exact == "officers"
    after = dump(path)
    assert [line for line in after if line not in before and "officers" not in line] == []
    assert len(after) == len(before) + 1


def test_the_command_line_reports_a_full_disk(
    small_library: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, article = small_library
    before = dump(path)
    connect = db.connect

    def connect_to_a_full_disk(*args: Any, **kwargs: Any) -> tuple[sqlite3.Connection, bool]:
        conn, read_only = connect(*args, **kwargs)
        fill_disk(conn)
        return conn, read_only

    monkeypatch.setattr(db, "connect", connect_to_a_full_disk)
    report = tmp_path / "report.txt"
    report.write_text(LONG_REPORT, encoding="utf-8")
    status, _, err = run("--library", str(path), "import", str(report))
    assert status == 1
    assert err.startswith("parallax: error: ") and "disk is full" in err
    status, _, err = run("--library", str(path), "highlight", article, "--quote", "officers", "--note", "n" * 90_000)
    assert status == 1
    assert err.startswith("parallax: error: ") and "disk is full" in err and err.count("\n") == 1
    monkeypatch.undo()
    assert dump(path) == before
    status, out, _ = run("--library", str(path), "list")
    assert status == 0 and "Raid" in out


FSIZE_CHILD = r"""
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead of killing us
limit = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
from parallax.library.cli import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.skipif(not hasattr(__import__("resource"), "RLIMIT_FSIZE"), reason="needs RLIMIT_FSIZE")
def test_the_operating_system_refusing_a_write(small_library: tuple[Path, str], tmp_path: Path) -> None:
    path, _ = small_library
    before = dump(path)
    report = tmp_path / "report.txt"
    report.write_text(LONG_REPORT, encoding="utf-8")
    limit = path.stat().st_size + 64 * 1024  # the write-ahead log may not grow past this
    done = subprocess.run(
        [sys.executable, "-c", FSIZE_CHILD, str(limit), "--library", str(path), "import", str(report)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith("parallax: error: ") and "disk is full or failing" in done.stderr
    assert "Traceback" not in done.stderr
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    assert dump(path) == before


def test_a_read_only_library_shows_what_its_log_holds(small_library: tuple[Path, str]) -> None:
    """A read-only copy taken while the write-ahead log still held recent saves (say, after a
    crash) shows those saves too, and refuses writes without touching the file."""
    path, article = small_library
    code = (
        "import os, sys\nfrom parallax.library.store import Library\n"
        "lib = Library(sys.argv[1])\nlib.add_article('# Late report\\n\\nSaved just before the crash.\\n')\n"
        "os._exit(0)  # no close: the save stays in the write-ahead log\n"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, timeout=60)
    assert Path(f"{path}-wal").stat().st_size > 0
    files = sorted(path.parent.glob(path.name + "*"))
    for file in files:
        file.chmod(0o444)
    try:
        main_bytes = path.read_bytes()
        status, out, err = run("--library", str(path), "list")
        assert status == 0, err
        assert "Late report" in out and "Raid" in out
        status, _, err = run("--library", str(path), "highlight", article, "--quote", "officers")
        assert status == 1 and err.startswith("parallax: error: ") and "read-only" in err
        with Library(path) as lib:
            assert lib.read_only
            with pytest.raises(LibraryError, match="read-only"):
                lib.add_article("# Another\n\nText.\n")
        assert path.read_bytes() == main_bytes
    finally:
        for file in path.parent.glob(path.name + "*"):
            file.chmod(0o644)


# -- upgrades ------------------------------------------------------------------------------------


def test_the_backup_holds_the_library_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, 1)
    before = dump(path)
    with Library(path):
        pass
    backup = path.with_name(path.name + ".v1.bak")
    assert dump(backup) == before
    conn = sqlite3.connect(backup)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT markdown FROM articles WHERE id = 'abc'").fetchone()[0] == BODY
    conn.close()


def test_no_backup_no_upgrade(tmp_path: Path) -> None:
    """If the copy cannot be made (here a folder sits where it would go), nothing is upgraded."""
    path = tmp_path / "old.sqlite"
    library_at(path, 1)
    before = dump(path)
    path.with_name(path.name + ".v1.bak").mkdir()
    with pytest.raises(LibraryError, match="cannot back up"):
        Library(path)
    assert dump(path) == before


def test_a_failing_upgrade_leaves_the_old_library(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, 1)
    before = dump(path)

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE articles ADD COLUMN half_done TEXT")  # a first step that is undone
        raise sqlite3.OperationalError("simulated failure in the middle of a migration")

    monkeypatch.setattr(migrations, "MIGRATIONS", (*MIGRATIONS[:1], broken, *MIGRATIONS[2:]))
    with pytest.raises(LibraryError, match="simulated failure"):
        Library(path)
    assert dump(path) == before
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.close()
    assert path.with_name(path.name + ".v1.bak").exists()
    monkeypatch.undo()
    with Library(path) as lib:  # the real upgrade still works afterwards
        assert lib.get_article("abc").blocks is not None
        assert lib.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert Path(f"{path}.v1.bak").exists()
