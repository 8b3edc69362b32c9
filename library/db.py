"""Opening a library file safely: identity checks, pragmas, migrations, transactions, errors.

SQLite's own messages ("database is locked", "attempt to write a readonly database") mean
nothing to a reader, and a wrong guess here can destroy months of annotations. So this module
refuses anything it does not recognise (a non-SQLite file, another program's database, a
library from a newer Parallax) without writing a byte, opens read-only files read-only, backs
a library up before migrating it, and turns SQLite errors into :mod:`.errors` types.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

from .errors import (
    LibraryDamagedError,
    LibraryError,
    LibraryFormatError,
    LibraryLockedError,
    LibraryReadOnlyError,
)
from .models import UpgradeStep as UpgradeStep  # re-exported: callers know it as db.UpgradeStep

SQLITE_MAGIC = b"SQLite format 3\x00"
APPLICATION_ID = 0x50524C58  # "PRLX": tells a Parallax library from any other SQLite file
SCHEMA_VERSION = 13
"""The library format: the number of migrations (:data:`parallax.library.migrations.MIGRATIONS`,
loaded only when a library needs upgrading or creating)."""


UpgradeProgress = Callable[[UpgradeStep], None]
"""Told how an upgrade goes (a dialog in the app, a line on the terminal); it must not use the library."""
DEFAULT_BUSY_TIMEOUT = 10.0
MAX_BUSY_TIMEOUT = 3600.0


def check_busy_timeout(value: float, name: str = "the busy timeout") -> float:
    """A number of seconds from 0 to an hour; anything else (inf, nan, negative, huge) is refused."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not 0 <= value <= MAX_BUSY_TIMEOUT:
        raise LibraryError("busy_timeout_bad", name=name, limit=f"{MAX_BUSY_TIMEOUT:g}", value=repr(value))
    return float(value)


def busy_timeout_from_env() -> float:
    """Seconds to wait for another program's write lock (``PARALLAX_BUSY_TIMEOUT``)."""
    raw = os.environ.get("PARALLAX_BUSY_TIMEOUT")
    if raw is None or not raw.strip():
        return DEFAULT_BUSY_TIMEOUT
    try:
        value = float(raw)
    except ValueError:
        raise LibraryError(
            "busy_timeout_not_number", name="PARALLAX_BUSY_TIMEOUT", limit=f"{MAX_BUSY_TIMEOUT:g}", value=raw
        ) from None
    return check_busy_timeout(value, "PARALLAX_BUSY_TIMEOUT")


def damaged(path: str, detail: object = "") -> LibraryDamagedError:
    """The error for a library whose file is damaged, with what to do about it: open another
    library, or a copy of this one (the backups an upgrade leaves beside it, ``PATH.vN.bak``)."""
    seen = f" ({detail})" if detail else ""
    backups = sorted(Path(path).parent.glob(Path(path).name + ".v*.bak")) if path != ":memory:" else []
    copies = ", ".join(str(b) for b in backups[-3:]) if backups else f"{path}.vN.bak, if an upgrade left one"
    return LibraryDamagedError("library_damaged_copies", path=path, detail=seen, copies=copies)


def is_damage(exc: BaseException) -> bool:
    """Whether an SQLite error says the file itself is damaged."""
    message = str(exc).lower()
    return isinstance(exc, sqlite3.DatabaseError) and (
        "malformed" in message or "corrupt" in message or "not a database" in message
        or "vtable constructor failed" in message or "invalid fts5" in message
    )


def is_busy(exc: BaseException) -> bool:
    """Whether an SQLite error says another program holds the file ("database is locked")."""
    message = str(exc).lower()
    return isinstance(exc, sqlite3.Error) and ("locked" in message or "busy" in message)


def is_disk_error(exc: BaseException) -> bool:
    """Whether an SQLite error is the disk's (full, or failing to read or write), not the file's."""
    message = str(exc).lower()
    return isinstance(exc, sqlite3.Error) and ("disk is full" in message or "disk i/o" in message)


_NEARLY_FULL = 1024 * 1024
"""Free bytes below which a disk error is the disk being full: SQLite needs room for the
write-ahead log's index (32 KB) even to read, and its log to write."""


def _disk_is_full(path: str) -> bool:
    try:
        found = os.statvfs(Path(path).resolve().parent)
    except (OSError, AttributeError, RuntimeError):  # no statvfs on Windows: say full or failing
        return False
    return found.f_bavail * found.f_frsize < _NEARLY_FULL


def translate(exc: sqlite3.Error, path: str) -> LibraryError:
    """Turn an SQLite error into an error a reader can act on."""
    message = str(exc).lower()
    if is_busy(exc):
        return LibraryLockedError("library_busy", path=path)
    if "readonly" in message or "read-only" in message:
        return LibraryReadOnlyError("library_read_only", path=path)
    if is_disk_error(exc):
        # SQLite says "full" only when a write found no room; an input/output error is the disk
        # being full too when it has no room left (the -shm index of a reader cannot grow).
        full = "disk is full" in message or _disk_is_full(path)
        return LibraryError("library_disk_full" if full else "library_disk", path=path)
    if is_damage(exc):
        return damaged(path, " ".join(str(exc).split()))
    if "unable to open" in message:
        return LibraryError("library_cannot_open", path=path, reason=exc)
    return LibraryError("library_other", path=path, reason=exc)


def _is_read_only(path: Path) -> bool:
    """A file nobody may write (even root, who ignores permissions) is opened read-only."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    if not stat.S_ISREG(mode):
        return False
    if mode & 0o222 == 0 or not os.access(path, os.W_OK):
        return True
    return not os.access(path.parent, os.W_OK)


def _check_regular(path: Path) -> None:
    """Refuse a FIFO, device, socket or folder at once: opening one could block forever."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise LibraryError("library_is_folder", path=path)
    if stat.S_ISFIFO(mode):
        raise LibraryError("library_is_fifo", path=path)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        raise LibraryError("library_is_device", path=path)
    if stat.S_ISSOCK(mode):
        raise LibraryError("library_is_socket", path=path)
    raise LibraryError("library_not_regular", path=path)


def _exists(path: Path) -> bool:
    """Whether the library file is there; a path the system cannot even look up (too long, a
    part of it no folder, no permission) is said as such, not as an error writing an output."""
    try:
        path.stat()
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise LibraryError("library_no_folder", path=path, folder=path.parent) from None
        return False
    except OSError as exc:
        if exc.errno == errno.ENAMETOOLONG:
            raise LibraryError("library_path_too_long", path=_shortened(str(path))) from None
        raise _unreadable(path, exc) from None
    return True


def _unreadable(path: Path, exc: OSError) -> LibraryError:
    from .outputs import describe_os_error  # an error's words, loaded when one happens

    return LibraryError("library_unreadable", path=path, reason=describe_os_error(exc))


def _shortened(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit // 2] + "…" + text[-limit // 2 :]


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except IsADirectoryError:
        raise LibraryError("library_is_folder", path=path) from None
    except OSError as exc:
        raise _unreadable(path, exc) from None
    if head and head != SQLITE_MAGIC:
        if head.count(0) == len(head) and _later_page_is_sqlite(path):
            # a first page of zeros (a failing disk, a copy cut at the start) in front of pages
            # of a database: a damaged library, not someone else's file
            raise damaged(str(path), "its first page is zeros")
        raise LibraryFormatError("library_not_sqlite", path=path)


def _later_page_is_sqlite(path: Path) -> bool:
    """Whether a page after the first looks like an SQLite b-tree page (its first byte a page
    type: 2, 5, 10 or 13), at any page size SQLite uses."""
    try:
        with path.open("rb") as handle:
            for size in (4096, 1024, 8192, 16384, 32768, 65536, 512, 2048):
                handle.seek(size)
                kind = handle.read(1)
                if kind and kind[0] in (2, 5, 10, 13):
                    return True
    except OSError:
        return False
    return False


def connect(path: str | Path, *, busy_timeout: float | None = None,
            progress: UpgradeProgress | None = None) -> tuple[sqlite3.Connection, bool]:
    """Open (creating if need be) and migrate a library; returns the connection and read-only flag.

    ``progress`` hears how an upgrade of an older library goes (:class:`UpgradeStep`)."""
    timeout = busy_timeout_from_env() if busy_timeout is None else check_busy_timeout(busy_timeout)
    memory = str(path) == ":memory:"
    read_only = False
    where = str(path)
    if memory:
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    else:
        file = Path(path)
        if not str(path).strip():
            raise LibraryError("library_path_empty")
        _check_regular(file)
        immutable = False
        short = False
        if _exists(file):
            _check_header(file)
            short = _looks_cut_short(file)
            read_only = _is_read_only(file)
            immutable = read_only and _needs_immutable(file)
        elif not file.parent.is_dir():
            raise LibraryError("library_no_folder", path=file, folder=file.parent)
        # A read-only folder cannot hold the -shm file WAL readers need: with no write-ahead log
        # to read, the file is opened as immutable (no locks, no -shm), read-only all the same.
        conn = _open(file, timeout, read_only, immutable)
        try:
            _prepare(conn, where, read_only, memory, timeout, short, progress)
        except LibraryError as exc:
            conn.close()
            if not (read_only and not immutable and _wal_is_empty(file) and _cannot_share(exc)):
                raise
            conn = _open(file, timeout, True, True)
            try:
                _prepare(conn, where, True, memory, timeout, short)
            except BaseException:
                conn.close()
                raise
        except BaseException:
            conn.close()
            raise
        return conn, read_only
    try:
        _prepare(conn, where, read_only, memory, timeout)
    except BaseException:
        conn.close()
        raise
    return conn, read_only


def _open(file: Path, timeout: float, read_only: bool, immutable: bool) -> sqlite3.Connection:
    mode = "?immutable=1" if immutable else "?mode=ro" if read_only else ""
    try:
        return sqlite3.connect(
            file.resolve().as_uri() + mode, uri=True, timeout=timeout, isolation_level=None, check_same_thread=False
        )
    except sqlite3.Error as exc:
        raise translate(exc, str(file)) from None


def _cannot_share(exc: BaseException) -> bool:
    """Whether opening read-only failed for want of the shared-memory (-shm) file."""
    message = str(exc).lower()
    return "readonly" in message or "read-only" in message or "unable to open" in message


def _wal_is_empty(path: Path) -> bool:
    try:
        return Path(f"{path}-wal").stat().st_size == 0
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _looks_cut_short(path: Path) -> bool:
    """Whether the file seems shorter than its header says (cut short by a copy or a full disk).

    A suspicion, not a verdict: this reads the file outside SQLite's locks, and a checkpoint
    (run by the last program to close a WAL library, or by any writer once the log is long)
    copies the log into the file in page order, page 1 first, so for a moment the header counts
    pages the file does not have yet. Taken as a verdict, that moment made a sound library
    "damaged (the file is cut short)" for a program opening it just as another closed it.
    SQLite makes the same comparison itself, under its locks and with the log's page count,
    at the first read (:func:`_prepare`), before anything is written: the suspicion only names
    what SQLite finds. A page size no SQLite file has never comes from a checkpoint, as every
    copy of page 1 carries the same one, so that is refused at once. Damage inside the pages
    shows at the first read that meets it, and the whole file is checked before its first write.
    """
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
        size = path.stat().st_size
    except OSError:
        return False
    if len(header) < 100:
        return bool(header)
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    valid_for = header[24:28] == header[92:96]  # the page count is only kept up to date when these agree
    if page_size < 512 or page_size & (page_size - 1):
        raise damaged(str(path), "its header is damaged")
    return valid_for and pages > 0 and pages * page_size > size


def _needs_immutable(path: Path) -> bool:
    """Whether a read-only library must be opened immutable: its folder cannot hold a -shm file
    and there is no write-ahead log whose changes only a -shm reader would see."""
    return not os.access(path.parent, os.W_OK) and _wal_is_empty(path)


def integrity_problem(conn: sqlite3.Connection) -> str | None:
    """What ``PRAGMA quick_check`` finds wrong with the file, or None when it is sound.

    It reads every page: ~0.2 s for a 250 MB library of 10,000 articles (warm cache), so it runs
    once, before the first write of an open library, never on start-up or for reading.

    A library another program holds ("database is locked" once the busy timeout is spent) is
    not damaged: that error is raised, not returned, so the caller can say the library is busy
    and check again later instead of refusing every write to a sound file.
    """
    try:
        rows = conn.execute("PRAGMA quick_check(3)").fetchall()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc) or is_disk_error(exc):  # the program next door, or the disk: not the file
            raise
        return str(exc)
    found = [" ".join(str(r[0]).split()) for r in rows]
    return None if found == ["ok"] else "; ".join(found)


def check_file(path: str | Path) -> LibraryDamagedError | None:
    """The damage ``PRAGMA quick_check`` finds in the library file at ``path`` (read-only), if any."""
    try:
        if str(path) == ":memory:" or not Path(path).is_file():
            return None
    except OSError:  # a path too long to look up holds no library to check
        return None
    try:
        conn = sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    except sqlite3.Error as exc:
        return damaged(str(path), exc) if is_damage(exc) else None
    try:
        problem = integrity_problem(conn)
    except sqlite3.Error:
        return None  # busy: no verdict
    finally:
        conn.close()
    return None if problem is None else damaged(str(path), problem)


def _prepare(
    conn: sqlite3.Connection, where: str, read_only: bool, memory: bool, timeout: float, short: bool = False,
    progress: UpgradeProgress | None = None,
) -> None:
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        # Reading the schema first proves this is an SQLite database before anything is written,
        # and SQLite checks, under its locks, that the file holds every page its header counts.
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    except sqlite3.Error as exc:
        if short and is_damage(exc):
            raise damaged(where, "the file is cut short") from None
        raise translate(exc, where) from None
    if tables and app_id != APPLICATION_ID:
        raise LibraryFormatError("library_foreign", path=where)
    if version > SCHEMA_VERSION:
        raise LibraryFormatError("library_newer", path=where, version=version, known=SCHEMA_VERSION)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        if not read_only and not memory:
            _set_wal(conn, timeout)
            # FULL: a write reported as committed survives a crash or power loss.
            conn.execute("PRAGMA synchronous = FULL")
    except sqlite3.Error as exc:
        raise translate(exc, where) from None
    if version < SCHEMA_VERSION:
        if read_only:
            raise LibraryReadOnlyError("library_upgrade_read_only", path=where)
        if progress is None or version == 0:  # a new library is made, not upgraded: nothing to show
            if version > 0 and not memory:
                _backup(conn, where, version)
            migrate(conn, where, version)
            if version > 0 and not memory:
                compact(conn, where)
            return
        report = _Reporter(progress, version)
        if not memory:
            _backup(conn, where, version, report)
        migrate(conn, where, version, report)
        if not memory:
            compact(conn, where, report)


def _set_wal(conn: sqlite3.Connection, timeout: float) -> None:
    """Switch to WAL, waiting for other programs as a write would.

    Two programs opening one new file at once both switch it; the switch needs the file to
    itself, and SQLite may answer "locked" at once instead of calling the busy handler, so this
    waits and tries again until the busy timeout is spent.
    """
    import time

    deadline = time.monotonic() + timeout
    while True:
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if not is_busy(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)


class _Reporter:
    """Turns the backup's and the migrations' progress into :class:`UpgradeStep` s, at most
    about ten a second while a step runs (from SQLite's progress handler, which never stops it)."""

    EVERY_S = 0.1

    def __init__(self, listener: UpgradeProgress, version: int) -> None:
        import time

        self._listener = listener
        self._version = version
        self._clock = time.monotonic
        self._last = 0.0
        self.steps = 2 + SCHEMA_VERSION - version  # the copy, each migration, the compaction
        self.step = 0
        self.done: float | None = 0.0

    def __call__(self, step: int, done: float | None, *, always: bool = True) -> None:
        now = self._clock()
        if not always and now - self._last < self.EVERY_S:
            return
        self._last, self.step, self.done = now, step, done
        with contextlib.suppress(Exception):  # showing progress never fails an upgrade
            self._listener(UpgradeStep(step, self.steps, done, self._version))

    def tick(self) -> int:
        """SQLite's progress handler: report the running step again; 0 lets SQLite go on."""
        self(self.step, self.done, always=False)
        return 0


def _backup(conn: sqlite3.Connection, where: str, version: int, report: _Reporter | None = None) -> None:
    """Copy the library aside before a migration, so an upgrade can always be undone by hand."""
    target = Path(f"{where}.v{version}.bak")
    try:
        dest = sqlite3.connect(str(target))
        with dest:
            if report is None:
                conn.backup(dest)
            else:
                report(0, 0.0)
                conn.backup(dest, pages=1024,
                            progress=lambda _status, left, total: report(0, 1 - left / total if total else 1.0,
                                                                         always=left == 0))
        dest.close()
    except (sqlite3.Error, OSError) as exc:
        with contextlib.suppress(OSError):
            target.unlink()
        raise LibraryError("library_backup_failed", path=where, reason=exc) from None


def migrate(conn: sqlite3.Connection, where: str, version: int, report: _Reporter | None = None) -> None:
    if report is not None:
        conn.set_progress_handler(report.tick, 100_000)
    from .migrations import MIGRATIONS

    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Another program may have created or upgraded the library while this one waited
            # for the write lock (two `parallax import` started at once on a new file): go on
            # from where it is now, so no migration ever runs twice.
            current = conn.execute("PRAGMA user_version").fetchone()[0]
            if current > SCHEMA_VERSION:
                raise LibraryFormatError("library_upgraded_newer", path=where, version=current)
            for number in range(max(version, current), SCHEMA_VERSION):
                if report is not None:
                    report(number - version + 1, None)
                MIGRATIONS[number](conn)
                if report is not None:
                    report(number - version + 1, 1.0)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    except sqlite3.Error as exc:
        raise translate(exc, where) from None
    finally:
        if report is not None:
            conn.set_progress_handler(None, 0)


COMPACT_SHARE = 0.01
"""An upgrade that leaves more than this share of the file's pages free gives them back."""


def compact(conn: sqlite3.Connection, where: str, report: _Reporter | None = None) -> None:
    """Give back to the disk the pages an upgrade freed (``VACUUM``), when they are more than
    :data:`COMPACT_SHARE` of the file: a migration that rebuilds an index or rewrites rows
    leaves the old pages free inside the file, which only later writes would reuse (97 MB of a
    100,000-article library after format 10, ~75 MB more after format 12's packed blocks).

    ``VACUUM`` is one transaction of its own, after the upgrade's: a kill while it runs leaves
    the upgraded library as it was (tests/test_migration_kill.py), and a ``VACUUM`` that cannot
    run (no room for its copy in the temporary folder, another program writing) leaves it too,
    its free pages in it. It keeps the rowids of
    tables that have an index, as ``articles`` has, and the full-text index refers to those
    rowids; SQLite does not promise it, so they are compared before and after, and the index
    is rebuilt from the texts if they moved. On 100,000 articles: ~1 minute, and room for a
    copy of the file in the temporary folder.
    """
    last = report.steps - 1 if report is not None else 0
    if report is not None:
        report(last, None)
    try:
        pages = conn.execute("PRAGMA page_count").fetchone()[0]
        free = conn.execute("PRAGMA freelist_count").fetchone()[0]
        if pages and free > pages * COMPACT_SHARE:
            if report is not None:
                conn.set_progress_handler(report.tick, 100_000)
            try:
                before = _rowids(conn)
                conn.execute("VACUUM")
                if _rowids(conn) != before:
                    conn.execute("BEGIN IMMEDIATE")
                    try:
                        conn.execute("INSERT INTO articles_fts (articles_fts) VALUES ('rebuild')")
                        conn.execute("INSERT INTO articles_fts (articles_fts) VALUES ('optimize')")
                        conn.execute("COMMIT")
                    except BaseException:
                        if conn.in_transaction:
                            conn.execute("ROLLBACK")
                        raise
                conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the log held every page once
            finally:
                if report is not None:
                    conn.set_progress_handler(None, 0)
    except sqlite3.Error as exc:
        if is_damage(exc):
            raise translate(exc, where) from None
        # The upgrade itself is done and kept: a temporary folder without room for the copy
        # VACUUM makes, or another program writing, leaves the free pages for later writes.
    if report is not None:
        report(last, 1.0)


def _rowids(conn: sqlite3.Connection) -> int:
    """A digest of which article has which rowid (what ``articles_fts`` refers to)."""
    import hashlib

    digest = hashlib.blake2b(digest_size=16)
    for rowid, aid in conn.execute("SELECT rowid, id FROM articles ORDER BY rowid"):
        digest.update(f"{rowid}:{aid}\n".encode())
    return int.from_bytes(digest.digest(), "big")


@contextlib.contextmanager
def write_transaction(conn: sqlite3.Connection, where: str) -> Iterator[sqlite3.Connection]:
    """One user action, one transaction: all of it is saved, or none of it.

    ``BEGIN IMMEDIATE`` takes the write lock up front, so two programs writing the same library
    wait for each other (up to the busy timeout) instead of failing half-way.
    """
    if conn.in_transaction:
        conn.execute("SAVEPOINT nested")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK TO SAVEPOINT nested")
            conn.execute("RELEASE SAVEPOINT nested")
            raise
        conn.execute("RELEASE SAVEPOINT nested")
        return
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as exc:
        raise translate(exc, where) from None
    try:
        yield conn
    except sqlite3.Error as exc:
        _rollback(conn)
        raise translate(exc, where) from None
    except BaseException:
        _rollback(conn)
        raise
    try:
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        _rollback(conn)
        raise translate(exc, where) from None


def _rollback(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        conn.execute("ROLLBACK")


