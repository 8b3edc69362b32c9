"""The one connection every part of the store shares: transactions, change listeners, reads.

Writes go through :meth:`Database.write`, which runs a user action in one transaction and, only
once it is committed, tells every listener of :attr:`Database.changes` (an :class:`.Event`, the
one event type of the library) what changed; the desktop turns them into signals.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import db
from ..errors import AmbiguousError, LibraryDamagedError, LibraryError, LibraryReadOnlyError, NotFoundError
from ..events import Event
from ..models import Change

if TYPE_CHECKING:
    from ..file_check import FileCheck

Listener = Callable[[Change], None]
_CHUNK = 500


class Database:
    """An open library file: its connection, its transaction and the changes made in it."""

    def __init__(self, path: str | Path = ":memory:", *, busy_timeout: float | None = None,
                 progress: db.UpgradeProgress | None = None) -> None:
        self.path = str(path)
        self.conn, self.read_only = db.connect(path, busy_timeout=busy_timeout, progress=progress)
        self.conn.row_factory = sqlite3.Row
        self.changes: Event[Change] = Event()
        """Emits each committed :class:`Change`, once its transaction is committed."""
        self._pending: list[Change] | None = None
        self.damaged = False
        """Set once the file is found damaged: from then on nothing is written to it."""
        self._checked = self.path == ":memory:"
        self._check: FileCheck | None = None
        self._first: Callable[[], object] | None = None
        self._wrote = False
        self._riders: list[Callable[[sqlite3.Connection], None]] = []

    def close(self) -> None:
        if self._check is not None:
            self._check.stop()
            self._check = None
        with contextlib.suppress(sqlite3.Error):
            # Only after a write: a command that read, or was refused, leaves the file as it was,
            # statistics included.
            if self._wrote and not self.read_only and self.path != ":memory:":
                self.conn.execute("PRAGMA optimize")
        self.conn.close()

    # -- listeners --------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        return self.changes.connect(listener)

    def changed(self, change: Change) -> None:
        """Record a change of the running transaction; listeners hear it after the commit."""
        if self._pending is not None:
            self._pending.append(change)

    # -- transactions -----------------------------------------------------------------------
    @contextlib.contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One transaction (a savepoint when one is running already): all of it, or nothing."""
        if self.read_only:
            raise LibraryReadOnlyError("library_read_only", path=self.path)
        if self._first is not None and self._pending is None:
            first, self._first = self._first, None
            first()
        self._check_sound()
        outer = self._pending is None
        if outer:
            self._pending = []
        try:
            with db.write_transaction(self.conn, self.path) as conn:
                yield conn
                if outer and self._riders:
                    self._ride()
        except BaseException as exc:
            if outer:
                self._pending = None
            self._note_damage(exc)
            raise
        self._wrote = True
        if outer:
            changes, self._pending = self._pending or [], None
            for change in changes:
                self.changes.emit(change)

    def write_first(self, action: Callable[[], object] | None) -> None:
        """Run ``action`` (a write of its own) when the next write begins, once; None forgets it."""
        self._first = action

    def ride(self, action: Callable[[sqlite3.Connection], None]) -> None:
        """Run ``action`` once at the end of the next write, in its transaction (a cache's rows
        that are not worth a write of their own). Its failure never fails that write: what it
        wrote is rolled back alone."""
        if action not in self._riders:
            self._riders.append(action)

    def _ride(self) -> None:
        riders, self._riders = self._riders, []
        for action in riders:
            self.conn.execute("SAVEPOINT rider")
            try:
                action(self.conn)
            except sqlite3.Error:
                self.conn.execute("ROLLBACK TO SAVEPOINT rider")
            self.conn.execute("RELEASE SAVEPOINT rider")

    def check_in_background(self, done: Callable[[], None] | None = None) -> bool:
        """Start the whole-file check of the first write now, in a worker thread (see
        :mod:`..file_check`); whether it was started (not when checked already, running, or
        nothing will be written). ``done`` is called from that thread when it ends."""
        if self._checked or self._check is not None or self.read_only:
            return False
        from ..file_check import FileCheck

        self._check = FileCheck(self.path, done)
        return True

    def _check_sound(self) -> None:
        """Before the first write, read the whole file once: a damaged library is never written."""
        if not self._checked:
            check, self._check = self._check, None
            verdict = check.verdict() if check is not None else None  # the write waits for it
            try:
                problem = db.integrity_problem(self.conn) if verdict is None else verdict[0]
            except sqlite3.Error as exc:  # busy: not checked yet, so checked again next time
                raise db.translate(exc, self.path) from None
            self._checked = True
            if problem is not None:
                self.damaged = True
                raise db.damaged(self.path, problem)
        if self.damaged:
            raise db.damaged(self.path)

    def _note_damage(self, exc: BaseException) -> None:
        if isinstance(exc, LibraryDamagedError) or db.is_damage(exc):
            self.damaged = True

    def translate(self, exc: sqlite3.Error) -> LibraryError:
        """An SQLite error met while using this library, as an error for people (noting damage)."""
        self._note_damage(exc)
        return db.translate(exc, self.path)

    # -- reads ------------------------------------------------------------------------------
    def query(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise self.translate(exc) from None

    def tuples(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        """Rows as plain tuples: for reading thousands of rows, where building a
        ``sqlite3.Row`` and looking its columns up by name would be most of the cost."""
        try:
            cursor = self.conn.cursor()
            cursor.row_factory = None
            return cursor.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise self.translate(exc) from None

    def one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def rows(
        self, table: str, column: str | None, values: Sequence[str], *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``table`` as they are stored (all of them when ``column`` is None, else those
        whose ``column`` is one of ``values``, read in chunks under SQLite's variable limit).
        Only the table modules call this, each with its own table."""
        tail = f" ORDER BY {order}" if order else ""
        if column is None:
            return self.query(f"SELECT {columns} FROM {table}{tail}")
        rows: list[sqlite3.Row] = []
        for start in range(0, len(values), _CHUNK):
            chunk = list(values[start : start + _CHUNK])
            marks = ", ".join("?" * len(chunk))
            rows.extend(self.query(f"SELECT {columns} FROM {table} WHERE {column} IN ({marks}){tail}", chunk))
        return rows

    def resolve_prefix(self, table: str, what: str, value: str) -> str:
        """An id or a unique id prefix (as people type them) to the full id of a row of ``table``."""
        value = value.strip()
        if not value:
            raise NotFoundError(f"{what}_no_id")
        exact = self.one(f"SELECT id FROM {table} WHERE id = ?", (value,))
        if exact is not None:
            return str(exact["id"])
        escaped = value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self.query(
            f"SELECT id FROM {table} WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 6",
            (escaped + "%",),
        )
        if not rows:
            raise NotFoundError(f"{what}_not_found", id=value)
        if len(rows) > 1:
            shown = ", ".join(str(r["id"])[:12] for r in rows[:5])
            raise AmbiguousError(f"{what}_ambiguous", id=value, matches=shown)
        return str(rows[0]["id"])
