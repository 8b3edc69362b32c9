"""The ``dismissed_suggestions`` table: suggested discrepancies a reader turned down, per
comparison, so they are not suggested again."""

from __future__ import annotations

from ...limits import check
from ..database import Database


class DismissalsTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    def add(self, comparison: str, suggestion: str, kind: str, title: str, stamp: str) -> None:
        check("title", title)
        self._db.conn.execute(
            "INSERT OR REPLACE INTO dismissed_suggestions (comparison, suggestion, kind, title, created) "
            "VALUES (?, ?, ?, ?, ?)",
            (comparison, suggestion, kind, title, stamp),
        )

    def remove(self, comparison: str, suggestion: str) -> None:
        self._db.conn.execute(
            "DELETE FROM dismissed_suggestions WHERE comparison = ? AND suggestion = ?", (comparison, suggestion)
        )

    def of(self, comparison: str) -> list[tuple[str, str, str]]:
        """``(suggestion, kind, title)`` of every dismissal in the comparison, oldest first."""
        return [
            (str(r[0]), str(r[1]), str(r[2]))
            for r in self._db.conn.execute(
                "SELECT suggestion, kind, title FROM dismissed_suggestions WHERE comparison = ? ORDER BY created",
                (comparison,),
            )
        ]
