"""The ``comparisons`` table and ``comparison_articles``, the articles of each in pane order."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from ...limits import check, check_row
from ...models import Comparison
from ..database import Database

ROW_FIELDS = ("id", "name", "note", "created", "updated")


class ComparisonsTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    # -- reads ------------------------------------------------------------------------------
    def by_name_or_id(self, value: str) -> str | None:
        row = self._db.one("SELECT id FROM comparisons WHERE name = ? OR id = ?", (value, value))
        return None if row is None else str(row["id"])

    def by_name_nocase(self, value: str) -> list[str]:
        return [str(r["id"]) for r in self._db.query("SELECT id FROM comparisons WHERE name = ? COLLATE NOCASE", (value,))]

    def resolve_prefix(self, value: str) -> str:
        return self._db.resolve_prefix("comparisons", "comparison", value)

    def names_folded(self) -> set[str]:
        return {r[0].casefold() for r in self._db.conn.execute("SELECT name FROM comparisons")}

    def name_taken(self, name: str, other_than: str) -> bool:
        return self._db.conn.execute(
            "SELECT id FROM comparisons WHERE name = ? COLLATE NOCASE AND id != ?", (name, other_than)
        ).fetchone() is not None

    def members(self, cid: str) -> list[str]:
        return [
            str(r[0])
            for r in self._db.conn.execute(
                "SELECT article FROM comparison_articles WHERE comparison = ? ORDER BY position", (cid,)
            )
        ]

    def get(self, cid: str) -> Comparison | None:
        row = self._db.one("SELECT * FROM comparisons WHERE id = ?", (cid,))
        if row is None:
            return None
        ids = tuple(
            r[0]
            for r in self._db.query(
                "SELECT article FROM comparison_articles WHERE comparison = ? ORDER BY position", (cid,)
            )
        )
        return Comparison(row["id"], row["name"], row["note"] or "", row["created"], row["updated"], ids)

    def all(self) -> list[Comparison]:
        """Every comparison by name, read in two queries (not two per comparison: the sidebar
        lists them all when the window opens)."""
        rows = self._db.query("SELECT * FROM comparisons ORDER BY name COLLATE NOCASE")
        members: dict[str, list[str]] = {}
        for comparison, article in self._db.query(
            "SELECT comparison, article FROM comparison_articles ORDER BY comparison, position"
        ):
            members.setdefault(comparison, []).append(article)
        return [
            Comparison(r["id"], r["name"], r["note"] or "", r["created"], r["updated"], tuple(members.get(r["id"], ())))
            for r in rows
        ]

    def first_id(self) -> str | None:
        """The first comparison in :meth:`all`'s order (by name), read alone."""
        rows = self._db.tuples("SELECT id FROM comparisons ORDER BY name COLLATE NOCASE LIMIT 1")
        return str(rows[0][0]) if rows else None

    def sizes(self) -> list[tuple[str, str, str, int]]:
        rows = self._db.query(
            "SELECT c.id, c.name, c.note, "
            "(SELECT count(*) FROM comparison_articles ca WHERE ca.comparison = c.id) "
            "FROM comparisons c ORDER BY c.name COLLATE NOCASE"
        )
        return [(r[0], r[1], r[2] or "", int(r[3])) for r in rows]

    def holding_all(self, article_ids: Sequence[str]) -> list[tuple[str, str]]:
        """``(id, name)`` of the comparisons that hold every one of these (distinct) articles."""
        marks = ", ".join("?" * len(article_ids))
        rows = self._db.conn.execute(
            "SELECT c.id, c.name FROM comparisons c JOIN comparison_articles ca ON ca.comparison = c.id "
            f"WHERE ca.article IN ({marks}) GROUP BY c.id HAVING count(DISTINCT ca.article) = ? "
            "ORDER BY c.name",
            [*article_ids, len(article_ids)],
        ).fetchall()
        return [(str(r[0]), str(r[1])) for r in rows]

    def count(self) -> int:
        return int(self._db.conn.execute("SELECT count(*) FROM comparisons").fetchone()[0])

    def rows(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``comparisons`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("comparisons", column, values, columns=columns, order=order)

    def member_rows(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``comparison_articles`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("comparison_articles", column, values, columns=columns, order=order)

    # -- writes -----------------------------------------------------------------------------
    def insert(self, cid: str, name: str, note: str, created: str, updated: str) -> None:
        check_row({"name": name, "note": note})
        self._db.conn.execute(
            "INSERT INTO comparisons (id, name, note, created, updated) VALUES (?, ?, ?, ?, ?)",
            (cid, name, note, created, updated),
        )

    def put(self, row: dict[str, Any]) -> None:
        """Write a comparison row as it is, adding or replacing it (an upsert keeps the rows
        that refer to it)."""
        check_row(row)
        columns = list(row)
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c != "id")
        self._db.conn.execute(
            f"INSERT INTO comparisons ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            [row[c] for c in columns],
        )

    def rename(self, cid: str, name: str) -> None:
        check("name", name)
        self._db.conn.execute("UPDATE comparisons SET name = ? WHERE id = ?", (name, cid))

    def set_note(self, cid: str, note: str) -> None:
        check("note", note)
        self._db.conn.execute("UPDATE comparisons SET note = ? WHERE id = ?", (note, cid))

    def touch(self, cid: str, stamp: str) -> None:
        self._db.conn.execute("UPDATE comparisons SET updated = ? WHERE id = ?", (stamp, cid))

    def delete(self, cid: str) -> None:
        self._db.conn.execute("DELETE FROM comparison_articles WHERE comparison = ?", (cid,))
        self._db.conn.execute("DELETE FROM comparisons WHERE id = ?", (cid,))

    def append_members(self, cid: str, article_ids: Sequence[str]) -> bool:
        """Add the articles not in the comparison yet at its end; returns whether any was."""
        conn = self._db.conn
        present = {r[0] for r in conn.execute("SELECT article FROM comparison_articles WHERE comparison = ?", (cid,))}
        row = conn.execute(
            "SELECT coalesce(max(position), -1) FROM comparison_articles WHERE comparison = ?", (cid,)
        ).fetchone()
        position = int(row[0]) + 1
        added = False
        for aid in article_ids:
            if aid in present:
                continue
            conn.execute(
                "INSERT INTO comparison_articles (comparison, article, position) VALUES (?, ?, ?)",
                (cid, aid, position),
            )
            present.add(aid)
            position += 1
            added = True
        return added

    def set_members(self, cid: str, order: Sequence[str]) -> None:
        """Make the comparison hold exactly these articles, in this order."""
        self._db.conn.execute("DELETE FROM comparison_articles WHERE comparison = ?", (cid,))
        self._db.conn.executemany(
            "INSERT INTO comparison_articles (comparison, article, position) VALUES (?, ?, ?)",
            [(cid, aid, position) for position, aid in enumerate(order)],
        )

    def reorder(self, cid: str, order: Sequence[str]) -> None:
        for position, aid in enumerate(order):
            self._db.conn.execute(
                "UPDATE comparison_articles SET position = ? WHERE comparison = ? AND article = ?",
                (position, cid, aid),
            )

    def put_member(self, row: dict[str, Any]) -> None:
        """Write a ``comparison_articles`` row as it is (its position kept), for undo."""
        self._db.conn.execute(
            "INSERT OR REPLACE INTO comparison_articles (comparison, article, position) VALUES (?, ?, ?)",
            (row["comparison"], row["article"], row["position"]),
        )

    def remove_member(self, cid: str, aid: str) -> None:
        self._db.conn.execute("DELETE FROM comparison_articles WHERE comparison = ? AND article = ?", (cid, aid))
