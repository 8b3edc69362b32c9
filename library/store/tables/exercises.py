"""The ``exercises`` table: which comparisons are classroom exercises or teachers' keys.

One row per marked comparison (migration 5): ``role`` 'key' (a teacher made an exercise of
it) or 'exercise' (it came in as an exercise bundle), the instructions and hints the exercise
carries, "find N", and the student's name once given. See docs/teaching.md.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ...limits import check, check_row
from ..database import Database


class ExercisesTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    def get(self, comparison: str) -> sqlite3.Row | None:
        return self._db.one(
            "SELECT comparison, role, instructions, hints, find, student, updated FROM exercises WHERE comparison = ?",
            (comparison,),
        )

    def put(self, comparison: str, role: str, instructions: str, hints: str, find: int | None,
            student: str | None, updated: str) -> None:
        """Mark a comparison (again): a student's name already given is kept."""
        check_row({"instructions": instructions, "student": student})
        self._db.conn.execute(
            "INSERT INTO exercises (comparison, role, instructions, hints, find, student, updated) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(comparison) DO UPDATE SET role = excluded.role, "
            "instructions = excluded.instructions, hints = excluded.hints, find = excluded.find, "
            "student = coalesce(exercises.student, excluded.student), updated = excluded.updated",
            (comparison, role, instructions, hints, find, student, updated),
        )

    def set_student(self, comparison: str, student: str, updated: str) -> None:
        check("student", student)
        self._db.conn.execute(
            "UPDATE exercises SET student = ?, updated = ? WHERE comparison = ?", (student, updated, comparison)
        )

    def keys(self) -> set[str]:
        """The comparisons that are teachers' keys."""
        return {r[0] for r in self._db.conn.execute("SELECT comparison FROM exercises WHERE role = 'key'")}

    def keys_linking(self, highlights: Sequence[str]) -> set[str]:
        """The keys with a discrepancy that links one of these highlights."""
        found: set[str] = set()
        for at in range(0, len(highlights), 500):
            chunk = list(highlights[at : at + 500])
            marks = ", ".join("?" * len(chunk))
            found |= {r[0] for r in self._db.conn.execute(
                "SELECT DISTINCT d.comparison FROM discrepancy_passages p "
                "JOIN discrepancies d ON d.id = p.discrepancy "
                "JOIN exercises e ON e.comparison = d.comparison AND e.role = 'key' "
                f"WHERE p.highlight IN ({marks})", chunk)}
        return found
