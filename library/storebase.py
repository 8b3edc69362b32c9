"""The open library: its connection, one-transaction-per-action writes and change listeners."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Self

from . import db
from .errors import AmbiguousError, LibraryDamagedError, LibraryError, LibraryReadOnlyError, NotFoundError
from .models import Change

Listener = Callable[[Change], None]


class StoreBase:
    """Connection handling shared by the parts of :class:`~.store.Library`.

    Writes go through :meth:`_write`, which runs the action in one transaction and, only once it
    is committed, tells every listener what changed. Listeners are plain callables so the
    library stays free of Qt; the desktop turns them into signals.
    """

    def __init__(self, path: str | Path = ":memory:", *, busy_timeout: float | None = None) -> None:
        self.path = str(path)
        self._conn, self.read_only = db.connect(path, busy_timeout=busy_timeout)
        self._conn.row_factory = sqlite3.Row
        self._listeners: list[Listener] = []
        self._pending: list[Change] | None = None
        self.damaged = False
        """Set once the file is found damaged: from then on nothing is written to it."""
        self._checked = self.path == ":memory:"

    # -- life cycle -------------------------------------------------------------------------
    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            if not self.read_only and self.path != ":memory:":
                self._conn.execute("PRAGMA optimize")
        self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for read-only reports and bundle export."""
        return self._conn

    # -- listeners --------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with each :class:`Change` after it is committed; returns an unsubscriber."""
        self._listeners.append(listener)

        def unsubscribe() -> None:
            with contextlib.suppress(ValueError):
                self._listeners.remove(listener)

        return unsubscribe

    def _changed(self, change: Change) -> None:
        if self._pending is not None:
            self._pending.append(change)

    # -- transactions -----------------------------------------------------------------------
    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:
            raise LibraryReadOnlyError(
                f"the library {self.path} is read-only: you can read it, but changes cannot be saved"
            )
        self._check_sound()
        outer = self._pending is None
        if outer:
            self._pending = []
        try:
            with db.write_transaction(self._conn, self.path) as conn:
                yield conn
        except BaseException as exc:
            if outer:
                self._pending = None
            self._note_damage(exc)
            raise
        if outer:
            changes, self._pending = self._pending or [], None
            for change in changes:
                for listener in list(self._listeners):
                    listener(change)

    def _check_sound(self) -> None:
        """Before the first write, read the whole file once: a damaged library is never written."""
        if not self._checked:
            problem = db.integrity_problem(self._conn)
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

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Group several operations into one transaction (one user action, e.g. a bundle import)."""
        with self._write():
            yield

    def _query(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[sqlite3.Row]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise self.translate(exc) from None

    def _tuples(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        """Rows as plain tuples: for reading thousands of rows, where building a
        ``sqlite3.Row`` and looking its columns up by name would be most of the cost."""
        try:
            cursor = self._conn.cursor()
            cursor.row_factory = None
            return cursor.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise self.translate(exc) from None

    def _one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> sqlite3.Row | None:
        rows = self._query(sql, params)
        return rows[0] if rows else None

    def _resolve_prefix(self, table: str, what: str, value: str) -> str:
        """An id or a unique id prefix (as people type them) to the full id."""
        value = value.strip()
        if not value:
            raise NotFoundError(f"no {what} id given")
        exact = self._one(f"SELECT id FROM {table} WHERE id = ?", (value,))
        if exact is not None:
            return str(exact["id"])
        escaped = value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self._query(
            f"SELECT id FROM {table} WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 6",
            (escaped + "%",),
        )
        if not rows:
            raise NotFoundError(f"no {what} with id {value!r}")
        if len(rows) > 1:
            shown = ", ".join(str(r["id"])[:12] for r in rows[:5])
            raise AmbiguousError(
                f"{what} id prefix {value!r} matches several: {shown}; type more characters"
            )
        return str(rows[0]["id"])
