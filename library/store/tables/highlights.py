"""The ``highlights`` table: anchored passages of articles."""

# No ``from __future__ import annotations`` here, like models.py: see there.
import sqlite3
from collections.abc import Sequence
from typing import Any

from ...limits import check, check_row
from ...models import Highlight, HighlightSpan
from ..database import Database

# The columns of a highlight row in the field order of Highlight (NULL text read as "").
_COLUMNS = (
    "id, article, start, end, exact, coalesce(prefix, ''), coalesce(suffix, ''), label, "
    "coalesce(note, ''), created, updated, orphan"
)


Quotes = dict[str, tuple[str, str, int, int, int]]
"""Highlight id -> (article, exact, start, end, orphan): what a discrepancy's passage shows."""


def _highlight(row: tuple[Any, ...]) -> Highlight:
    """A row of :data:`_COLUMNS` as a highlight."""
    i, article, start, end, exact, prefix, suffix, label, note, created, updated, orphan = row
    return Highlight(i, article, start, end, exact, prefix, suffix, label, note, created, updated, orphan != 0)


class HighlightsTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    # -- reads ------------------------------------------------------------------------------
    def resolve(self, id_or_prefix: str) -> str:
        return self._db.resolve_prefix("highlights", "highlight", id_or_prefix)

    def get(self, hid: str) -> Highlight | None:
        rows = self._db.tuples(f"SELECT {_COLUMNS} FROM highlights WHERE id = ?", (hid,))
        return _highlight(rows[0]) if rows else None

    def all(self, *, orphans_only: bool) -> list[Highlight]:
        where = " AND orphan != 0" if orphans_only else ""
        rows = self._db.tuples(f"SELECT {_COLUMNS} FROM highlights WHERE 1{where} ORDER BY article, start, end")
        return [_highlight(r) for r in rows]

    def of_article(self, aid: str, *, orphans_only: bool) -> list[Highlight]:
        where = " AND orphan != 0" if orphans_only else ""
        rows = self._db.tuples(
            f"SELECT {_COLUMNS} FROM highlights WHERE article = ?{where} ORDER BY start, end", (aid,)
        )
        return [_highlight(r) for r in rows]

    def spans(self, aid: str) -> list[HighlightSpan]:
        """Read from the index that holds exactly these columns, so the cost follows the number
        of highlights, not how their rows are scattered over the file."""
        rows = self._db.tuples(
            "SELECT id, article, start, end, label, orphan FROM highlights WHERE article = ? ORDER BY start, end",
            (aid,),
        )
        return [HighlightSpan(i, a, s, e, lb, o != 0) for (i, a, s, e, lb, o) in rows]

    def spans_and_quotes(self, aid: str) -> tuple[list[HighlightSpan], Quotes]:
        """The article's spans (as :meth:`spans`) and, by highlight id, what a passage shows of
        each: one read of the index that also holds the quotes (library format 10)."""
        rows = self._db.tuples(
            "SELECT id, start, end, label, orphan, exact FROM highlights WHERE article = ? ORDER BY start, end",
            (aid,),
        )
        make = HighlightSpan._make
        return (
            [make((i, aid, s, e, lb, o != 0)) for (i, s, e, lb, o, _) in rows],
            {i: (aid, x, s, e, o) for (i, s, e, _, o, x) in rows},
        )

    def anchored_at(self, aid: str, start: int, end: int) -> Highlight | None:
        rows = self._db.tuples(
            f"SELECT {_COLUMNS} FROM highlights WHERE article = ? AND start = ? AND end = ? AND orphan = 0",
            (aid, start, end),
        )
        return _highlight(rows[0]) if rows else None

    def row(self, hid: str) -> dict[str, Any] | None:
        """The stored row as it is, for undo."""
        row = self._db.one("SELECT * FROM highlights WHERE id = ?", (hid,))
        return None if row is None else dict(row)

    def count(self) -> int:
        return int(self._db.conn.execute("SELECT count(*) FROM highlights").fetchone()[0])

    def rows(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``highlights`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("highlights", column, values, columns=columns, order=order)

    # -- writes -----------------------------------------------------------------------------
    def insert(self, row: dict[str, Any]) -> None:
        check_row(row)
        columns = list(row)
        self._db.conn.execute(
            f"INSERT INTO highlights ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            [row[c] for c in columns],
        )

    def put(self, row: dict[str, Any]) -> None:
        """Write a highlight row as it is, adding or replacing it (an upsert, not ``INSERT OR
        REPLACE``, whose delete would break the passages that refer to it)."""
        check_row(row)
        columns = list(row)
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c != "id")
        self._db.conn.execute(
            f"INSERT INTO highlights ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            [row[c] for c in columns],
        )

    def merge_label_note(self, hid: str, label: str | None, note: str, stamp: str) -> None:
        """Set the label when given and the note when not empty (highlighting a range twice)."""
        check_row({"label": label, "note": note})
        self._db.conn.execute(
            "UPDATE highlights SET label = coalesce(?, label), note = CASE WHEN ? = '' "
            "THEN note ELSE ? END, updated = ? WHERE id = ?",
            (label, note, note, stamp, hid),
        )

    def set_label(self, hid: str, label: str | None) -> None:
        check("label", label)
        self._db.conn.execute("UPDATE highlights SET label = ? WHERE id = ?", (label, hid))

    def set_note(self, hid: str, note: str) -> None:
        check("note", note)
        self._db.conn.execute("UPDATE highlights SET note = ? WHERE id = ?", (note, hid))

    def touch(self, hid: str, stamp: str) -> None:
        self._db.conn.execute("UPDATE highlights SET updated = ? WHERE id = ?", (stamp, hid))

    def delete(self, hid: str) -> None:
        self._db.conn.execute("DELETE FROM highlights WHERE id = ?", (hid,))
