"""The ``kinds`` table: the kinds of discrepancy, in the order people chose."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ...limits import check_row
from ...models import Kind
from ..database import Database


class KindsTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    def all(self) -> list[Kind]:
        rows = self._db.query("SELECT * FROM kinds ORDER BY position, name")
        return [Kind(r["name"], r["label"], r["description"] or "", int(r["position"])) for r in rows]

    def exists(self, name: str) -> bool:
        return self._db.conn.execute("SELECT 1 FROM kinds WHERE name = ?", (name,)).fetchone() is not None

    def rows(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``kinds`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("kinds", column, values, columns=columns, order=order)

    def append(self, name: str, label: str, description: str) -> None:
        """Add a kind after the last one."""
        check_row({"name": name, "label": label, "description": description})
        conn = self._db.conn
        position = conn.execute("SELECT coalesce(max(position), -1) + 1 FROM kinds").fetchone()[0]
        conn.execute(
            "INSERT INTO kinds (name, label, description, position) VALUES (?, ?, ?, ?)",
            (name, label, description, position),
        )
