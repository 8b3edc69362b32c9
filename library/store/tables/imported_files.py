"""``imported_files``: which article a file's bytes became, so a file imported before is known
again without converting it.

A cache, not part of the documented data model: the table is made by the first write that has
something to put in it (``CREATE TABLE IF NOT EXISTS`` in that write's transaction), so no
library needs an upgrade for it, and a library without it (or one that cannot be written) only
converts every file, as before. A row never decides an article on its own: it is used only when
its article is still in ``articles``, and the article's id is the hash of the Markdown that the
same bytes, converted the same way (``converter``), gave.
"""

from __future__ import annotations

import sqlite3

from ..database import Database

CREATE = (
    "CREATE TABLE IF NOT EXISTS imported_files (sha256 TEXT NOT NULL, converter TEXT NOT NULL, "
    "article TEXT NOT NULL, PRIMARY KEY (sha256, converter)) WITHOUT ROWID"
)
_LOOKUP = (
    "SELECT a.id, a.title FROM imported_files AS f JOIN articles AS a ON a.id = f.article "
    "WHERE f.sha256 = ? AND f.converter = ?"
)
MAX_PENDING = 10_000
"""Rows kept for the next write at most (an import of that many files already there writes none)."""


def known(conn: sqlite3.Connection, sha256: str, converter: str) -> bool:
    """Whether the library on ``conn`` knows these bytes (:meth:`ImportedFilesTable.article`),
    on a connection of its own (``parallax open`` asks before the library is opened)."""
    try:
        return conn.execute(_LOOKUP, (sha256, converter)).fetchone() is not None
    except sqlite3.Error:
        return False


class ImportedFilesTable:
    def __init__(self, db: Database) -> None:
        self._db = db
        self._pending: dict[tuple[str, str], str] = {}

    def article(self, sha256: str, converter: str) -> tuple[str, str] | None:
        """(id, title) of the article these bytes became, converted by ``converter``, if it is
        still there; None when not known, or the library has no such table (yet)."""
        try:
            row = self._db.conn.execute(_LOOKUP, (sha256, converter)).fetchone()
        except sqlite3.Error:  # no table yet, or unreadable: the file is converted, as before
            return None
        return None if row is None else (str(row[0]), str(row[1]))

    def remember(self, sha256: str, converter: str, article: str) -> None:
        """Note that these bytes became ``article``: written in the transaction of the next
        write (the import's own, when it adds the article; else whatever is written next)."""
        if self._db.read_only:
            return
        if len(self._pending) < MAX_PENDING or (sha256, converter) in self._pending:
            self._pending[(sha256, converter)] = article
        self._db.ride(self._write)

    def _write(self, conn: sqlite3.Connection) -> None:
        rows = [(sha, converter, article) for (sha, converter), article in self._pending.items()]
        self._pending = {}
        if rows:
            conn.execute(CREATE)
            conn.executemany("INSERT OR REPLACE INTO imported_files VALUES (?, ?, ?)", rows)
