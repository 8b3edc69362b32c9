"""The ``key_weights`` and ``find_comments`` tables: a teacher's marking beside a key.

A key item weighs 1 unless a row says otherwise; a student's find has a comment when a row holds
one. Students are named as the scorer folds them (``str.casefold`` of the name handed in), finds
by the id of the student's discrepancy, which stays the same from one hand-in to the next.
"""

from __future__ import annotations

from ...limits import check
from ..database import Database


class MarkingTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    def weights(self, comparison: str) -> dict[str, float]:
        return {
            str(r[0]): float(r[1])
            for r in self._db.conn.execute(
                "SELECT discrepancy, weight FROM key_weights WHERE comparison = ?", (comparison,)
            )
        }

    def set_weight(self, comparison: str, discrepancy: str, weight: float | None, updated: str) -> None:
        """A weight for one key item; None (or 1) takes the row away: the item weighs 1 again."""
        if weight is None or weight == 1:
            self._db.conn.execute(
                "DELETE FROM key_weights WHERE comparison = ? AND discrepancy = ?", (comparison, discrepancy)
            )
            return
        self._db.conn.execute(
            "INSERT INTO key_weights (comparison, discrepancy, weight, updated) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(comparison, discrepancy) DO UPDATE SET weight = excluded.weight, updated = excluded.updated",
            (comparison, discrepancy, weight, updated),
        )

    def comments(self, comparison: str) -> dict[tuple[str, str], str]:
        """``(student, find) → comment`` of every comment on finds scored against the key."""
        return {
            (str(r[0]), str(r[1])): str(r[2])
            for r in self._db.conn.execute(
                "SELECT student, find, comment FROM find_comments WHERE comparison = ?", (comparison,)
            )
        }

    def set_comment(self, comparison: str, student: str, find: str, comment: str, updated: str) -> None:
        """The comment on one find; an empty comment takes the row away."""
        check("comment", comment)
        if not comment:
            self._db.conn.execute(
                "DELETE FROM find_comments WHERE comparison = ? AND student = ? AND find = ?",
                (comparison, student, find),
            )
            return
        self._db.conn.execute(
            "INSERT INTO find_comments (comparison, student, find, comment, updated) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(comparison, student, find) DO UPDATE SET comment = excluded.comment, "
            "updated = excluded.updated",
            (comparison, student, find, comment, updated),
        )
