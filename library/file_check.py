"""The whole-file check of a library, run in a worker thread on a connection of its own.

A library's first write first reads the whole file for damage (``PRAGMA quick_check``, see
:func:`.db.integrity_problem`): a damaged library is never written. On a 2.4 GB library of
100,000 articles that read takes 1.4–2.5 s; run in the window's thread just after its first
paint (``parallax open`` writes the comparison it shows then), it left the window busy that
long. Started here instead, it reads the file while the window answers; the write that needs
its verdict waits for it (:meth:`FileCheck.verdict`), and a library closed first stops it.

SQLite lets go of Python's lock while it steps a statement, so the check runs beside the
window's thread; it has its own read-only connection (a connection is used by one thread).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

from . import db


class FileCheck:
    """``PRAGMA quick_check`` of the library file at ``path``, started at once in a worker thread.

    Args:
        path: the library file.
        done: called (from the worker thread) when the check ended with a verdict or without
            one, unless it was stopped by :meth:`stop`.
    """

    def __init__(self, path: str | Path, done: Callable[[], None] | None = None) -> None:
        self._uri = Path(path).resolve().as_uri() + "?mode=ro"
        self._done = done
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._stopped = False
        self._verdict: tuple[str | None] | None = None
        self._thread = threading.Thread(target=self._run, name="parallax-file-check", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        with self._lock:
            if self._stopped:
                return
            try:
                self._conn = sqlite3.connect(self._uri, uri=True, check_same_thread=False)
            except sqlite3.Error:
                self._conn = None  # no verdict: the write checks on its own connection
        conn = self._conn
        if conn is not None:
            try:
                problem = db.integrity_problem(conn)
            except sqlite3.Error:  # busy or the disk: no verdict, the write checks again
                problem = None
                stopped_or_unknown = True
            else:
                stopped_or_unknown = False
            with self._lock:
                self._conn = None
                if not (stopped_or_unknown or self._stopped):  # "interrupted" is no damage
                    self._verdict = (problem,)
            conn.close()
        if self._done is not None and not self._stopped:
            self._done()

    def verdict(self) -> tuple[str | None] | None:
        """Wait for the check; then ``(problem,)`` (``problem`` None when the file is sound), or
        None when it gave no verdict (the file was busy, or the check was stopped)."""
        self._thread.join()
        return self._verdict

    def stop(self) -> None:
        """Stop the check (the library is closing) and wait for its thread to end."""
        with self._lock:
            self._stopped = True
        # An interrupt reaches a running statement only (SQLite forgets one made before the
        # check's statement began), so it is repeated until the thread ends.
        while self._thread.is_alive():
            with self._lock:
                if self._conn is not None:
                    self._conn.interrupt()
            self._thread.join(0.05)
