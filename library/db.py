"""Opening a library file safely: identity checks, pragmas, migrations, transactions, errors.

SQLite's own messages ("database is locked", "attempt to write a readonly database") mean
nothing to a reader, and a wrong guess here can destroy months of annotations. So this module
refuses anything it does not recognise (a non-SQLite file, another program's database, a
library from a newer Parallax) without writing a byte, opens read-only files read-only, backs
a library up before migrating it, and turns SQLite errors into :mod:`.errors` types.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

from .errors import (
    LibraryError,
    LibraryFormatError,
    LibraryLockedError,
    LibraryReadOnlyError,
)
from .migrations import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION

SQLITE_MAGIC = b"SQLite format 3\x00"
DEFAULT_BUSY_TIMEOUT = 10.0


def busy_timeout_from_env() -> float:
    """Seconds to wait for another program's write lock (``PARALLAX_BUSY_TIMEOUT``)."""
    raw = os.environ.get("PARALLAX_BUSY_TIMEOUT")
    if raw:
        with contextlib.suppress(ValueError):
            return max(0.0, float(raw))
    return DEFAULT_BUSY_TIMEOUT


def translate(exc: sqlite3.Error, path: str) -> LibraryError:
    """Turn an SQLite error into an error a reader can act on."""
    message = str(exc).lower()
    if "locked" in message or "busy" in message:
        return LibraryLockedError("library_busy", path=path)
    if "readonly" in message or "read-only" in message:
        return LibraryReadOnlyError("library_read_only", path=path)
    if "disk is full" in message or "disk i/o" in message:
        return LibraryError("library_disk", path=path)
    if "not a database" in message or "malformed" in message or "corrupt" in message:
        return LibraryFormatError("library_damaged", path=path, reason=exc)
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


def _check_header(path: Path) -> None:
    try:
        with path.open("rb") as handle:
            head = handle.read(len(SQLITE_MAGIC))
    except IsADirectoryError:
        raise LibraryError("library_is_folder", path=path) from None
    except OSError as exc:
        raise LibraryError("library_unreadable", path=path, reason=exc.strerror or exc) from None
    if head and head != SQLITE_MAGIC:
        raise LibraryFormatError("library_not_sqlite", path=path)


def connect(path: str | Path, *, busy_timeout: float | None = None) -> tuple[sqlite3.Connection, bool]:
    """Open (creating if need be) and migrate a library; returns the connection and read-only flag."""
    timeout = busy_timeout_from_env() if busy_timeout is None else busy_timeout
    memory = str(path) == ":memory:"
    read_only = False
    where = str(path)
    if memory:
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    else:
        file = Path(path)
        if file.exists():
            _check_header(file)
            read_only = _is_read_only(file)
        elif not file.parent.is_dir():
            raise LibraryError("library_no_folder", path=file, folder=file.parent)
        uri = file.resolve().as_uri() + ("?mode=ro" if read_only else "")
        try:
            conn = sqlite3.connect(
                uri, uri=True, timeout=timeout, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise translate(exc, where) from None
    try:
        _prepare(conn, where, read_only, memory, timeout)
    except BaseException:
        conn.close()
        raise
    return conn, read_only


def _prepare(conn: sqlite3.Connection, where: str, read_only: bool, memory: bool, timeout: float) -> None:
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
        # Reading the schema first proves this is an SQLite database before anything is written.
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
    except sqlite3.Error as exc:
        raise translate(exc, where) from None
    if tables and app_id != APPLICATION_ID:
        raise LibraryFormatError("library_foreign", path=where)
    if version > SCHEMA_VERSION:
        raise LibraryFormatError("library_newer", path=where, version=version, known=SCHEMA_VERSION)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        if not read_only and not memory:
            conn.execute("PRAGMA journal_mode = WAL")
            # FULL: a write reported as committed survives a crash or power loss.
            conn.execute("PRAGMA synchronous = FULL")
    except sqlite3.Error as exc:
        raise translate(exc, where) from None
    if version < SCHEMA_VERSION:
        if read_only:
            raise LibraryReadOnlyError("library_upgrade_read_only", path=where)
        if version > 0 and not memory:
            _backup(conn, where, version)
        migrate(conn, where, version)


def _backup(conn: sqlite3.Connection, where: str, version: int) -> None:
    """Copy the library aside before a migration, so an upgrade can always be undone by hand."""
    target = Path(f"{where}.v{version}.bak")
    try:
        dest = sqlite3.connect(str(target))
        with dest:
            conn.backup(dest)
        dest.close()
    except (sqlite3.Error, OSError) as exc:
        with contextlib.suppress(OSError):
            target.unlink()
        raise LibraryError("library_backup_failed", path=where, reason=exc) from None


def migrate(conn: sqlite3.Connection, where: str, version: int) -> None:
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
                MIGRATIONS[number](conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    except sqlite3.Error as exc:
        raise translate(exc, where) from None


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


