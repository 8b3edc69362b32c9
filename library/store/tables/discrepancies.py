"""The ``discrepancies`` table and ``discrepancy_passages``, the highlights each links with
their claims."""

# No ``from __future__ import annotations`` here, like models.py: see there.
import sqlite3
from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any

from ...limits import check, check_row
from ...models import Discrepancy, Passage
from ..database import Database
from .highlights import Quotes

_CHUNK = 500  # ids a query names at once, well under SQLite's variable limit
_BY_ARTICLE = 256  # passages from which a comparison's highlights may be read article by article
_NONE: Mapping[str, Quotes] = {}


class DiscrepanciesTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    # -- reads ------------------------------------------------------------------------------
    def resolve(self, id_or_prefix: str) -> str:
        return self._db.resolve_prefix("discrepancies", "discrepancy", id_or_prefix)

    def select(
        self, where: str, params: Sequence[Any], *, comparison: str | None = None, known: Mapping[str, Quotes] = _NONE
    ) -> list[Discrepancy]:
        """Discrepancies with their passages, ``where`` filtering on ``d`` (the discrepancy);
        ``comparison``: all of them belong to it (its articles' highlights are read whole);
        ``known``: the highlights of these articles, already read (article -> its quotes)."""
        if comparison is None:
            columns = "d.id, d.comparison"
        else:
            columns = "d.id"  # known: not read 4,000 times
        rows = self._db.tuples(
            f"SELECT {columns}, d.kind, d.title, coalesce(d.note, ''), d.status, d.created, d.updated "
            f"FROM discrepancies d {where} ORDER BY d.created, d.id",
            params,
        )
        if not rows:
            return []
        ids = [r[0] for r in rows]
        links: list[tuple[str, str, str, int]] = []
        for chunk_start in range(0, len(ids), _CHUNK):
            chunk = ids[chunk_start : chunk_start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            links.extend(self._db.tuples(
                "SELECT discrepancy, highlight, coalesce(claim, ''), position FROM discrepancy_passages "
                f"WHERE discrepancy IN ({marks})",
                chunk,
            ))
        links.sort(key=itemgetter(3))
        found = self._highlights({link[1] for link in links}, comparison, known)
        passages: dict[str, list[Passage]] = {i: [] for i in ids}
        make = Passage._make
        for did, hid, claim, _ in links:
            known_one = found.get(hid)
            if known_one is not None:
                article, exact, start, end, orphan = known_one
                passages[did].append(make((hid, article, exact, claim, start, end, orphan != 0)))
        new = Discrepancy._make
        if comparison is None:
            return [new((*row, tuple(passages[row[0]]))) for row in rows]
        return [new((row[0], comparison, *row[1:], tuple(passages[row[0]]))) for row in rows]

    def _highlights(self, wanted: set[str], comparison: str | None, known: Mapping[str, Quotes]) -> Quotes:
        """Highlight id -> (article, exact, start, end, orphan) for the ``wanted`` ids.

        Looked up one by one, each costs a page of the id index and one of the table, pages
        scattered over the file (highlights are written over weeks, among other articles'): for
        the 11,000 passages of a comparison of 4,000 discrepancies, most of reading them. So
        the highlights of the articles in ``known`` (read whole already, with the panes' spans)
        are taken from there; when a comparison's other passages are a good part of its other
        articles' highlights, those are read whole too, article by article, from
        ``idx_highlights_spans``, which holds every column wanted (library format 10) in
        article order.
        """
        found: Quotes = {}
        for quotes in known.values():
            found.update(quotes)
        missing = wanted.difference(found)
        if comparison is not None and len(missing) >= _BY_ARTICLE:
            members = [str(r[0]) for r in self._db.tuples(
                "SELECT article FROM comparison_articles WHERE comparison = ?", (comparison,)) if r[0] not in known]
            marks = ", ".join("?" * len(members))
            total = self._db.tuples(f"SELECT count(*) FROM highlights WHERE article IN ({marks})", members)[0][0]
            if members and len(missing) * 4 >= total:
                for article in members:
                    for hid, art, start, end, orphan, exact in self._db.tuples(
                        "SELECT id, article, start, end, orphan, exact FROM highlights WHERE article = ?", (article,)
                    ):
                        if hid in missing:
                            found[hid] = (art, exact, start, end, orphan)
                missing.difference_update(found)
        missing_ids = list(missing)
        for chunk_start in range(0, len(missing_ids), _CHUNK):
            chunk = missing_ids[chunk_start : chunk_start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            for hid, article, exact, start, end, orphan in self._db.tuples(
                f"SELECT id, article, exact, start, end, orphan FROM highlights WHERE id IN ({marks})", chunk
            ):
                found[hid] = (article, exact, start, end, orphan)
        return found

    def linking(self, hid: str) -> list[Discrepancy]:
        """The discrepancies that have the highlight as a passage."""
        return self.select("WHERE d.id IN (SELECT discrepancy FROM discrepancy_passages WHERE highlight = ?)", (hid,))

    def comparison_of(self, did: str) -> str | None:
        row = self._db.conn.execute("SELECT comparison FROM discrepancies WHERE id = ?", (did,)).fetchone()
        return None if row is None else str(row[0])

    def ids_in_comparison(self, cid: str) -> list[str]:
        return [str(r[0]) for r in self._db.conn.execute("SELECT id FROM discrepancies WHERE comparison = ?", (cid,))]

    def has_passage(self, did: str, hid: str) -> bool:
        return self._db.conn.execute(
            "SELECT 1 FROM discrepancy_passages WHERE discrepancy = ? AND highlight = ?", (did, hid)
        ).fetchone() is not None

    def row(self, did: str) -> dict[str, Any] | None:
        """The stored row as it is, for undo."""
        row = self._db.one("SELECT * FROM discrepancies WHERE id = ?", (did,))
        return None if row is None else dict(row)

    def passage_rows(self, *, discrepancy: str | None = None, highlight: str | None = None) -> list[dict[str, Any]]:
        """The passage rows of a discrepancy or of a highlight, as they are, for undo."""
        column, value = ("discrepancy", discrepancy) if discrepancy is not None else ("highlight", highlight)
        return [dict(r) for r in self._db.query(f"SELECT * FROM discrepancy_passages WHERE {column} = ?", (value,))]

    def count(self) -> int:
        return int(self._db.conn.execute("SELECT count(*) FROM discrepancies").fetchone()[0])

    def rows(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``discrepancies`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("discrepancies", column, values, columns=columns, order=order)

    def passage_rows_in(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``discrepancy_passages`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("discrepancy_passages", column, values, columns=columns, order=order)

    # -- writes -----------------------------------------------------------------------------
    def insert(self, row: dict[str, Any]) -> None:
        check_row(row)
        columns = list(row)
        self._db.conn.execute(
            f"INSERT INTO discrepancies ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            [row[c] for c in columns],
        )

    def put(self, row: dict[str, Any]) -> None:
        """Write a discrepancy row as it is, adding or replacing it (an upsert keeps its passages)."""
        check_row(row)
        columns = list(row)
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c != "id")
        self._db.conn.execute(
            f"INSERT INTO discrepancies ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))}) "
            f"ON CONFLICT(id) DO UPDATE SET {updates}",
            [row[c] for c in columns],
        )

    def set_field(self, did: str, column: str, value: str) -> None:
        if column not in ("kind", "title", "note", "status", "updated"):
            raise ValueError(f"not a column to set: {column}")
        check(column, value)
        self._db.conn.execute(f"UPDATE discrepancies SET {column} = ? WHERE id = ?", (value, did))

    def delete(self, did: str) -> None:
        self._db.conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (did,))
        self._db.conn.execute("DELETE FROM discrepancies WHERE id = ?", (did,))

    # -- passages ---------------------------------------------------------------------------
    def put_passage(self, row: dict[str, Any]) -> None:
        """Write a passage row as it is, adding or replacing it."""
        check_row(row)
        columns = list(row)
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c not in ("discrepancy", "highlight"))
        conflict = f"DO UPDATE SET {updates}" if updates else "DO NOTHING"
        self._db.conn.execute(
            f"INSERT INTO discrepancy_passages ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))}) "
            f"ON CONFLICT(discrepancy, highlight) {conflict}",
            [row[c] for c in columns],
        )

    def set_passages(self, did: str, passages: Sequence[tuple[str, str]]) -> None:
        """Make the discrepancy link exactly these ``(highlight, claim)`` pairs, in this order."""
        for _hid, claim in passages:
            check("claim", claim)
        self._db.conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (did,))
        self._db.conn.executemany(
            "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
            [(did, hid, claim, position) for position, (hid, claim) in enumerate(passages)],
        )

    def clear_passages(self, did: str) -> None:
        self._db.conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (did,))

    def append_passage(self, did: str, hid: str, claim: str) -> None:
        check("claim", claim)
        conn = self._db.conn
        position = conn.execute(
            "SELECT coalesce(max(position), -1) + 1 FROM discrepancy_passages WHERE discrepancy = ?", (did,)
        ).fetchone()[0]
        conn.execute(
            "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
            (did, hid, claim, position),
        )

    def set_claim(self, did: str, hid: str, claim: str) -> bool:
        """Whether the highlight is a passage of the discrepancy (and so got the claim)."""
        check("claim", claim)
        cur = self._db.conn.execute(
            "UPDATE discrepancy_passages SET claim = ? WHERE discrepancy = ? AND highlight = ?", (claim, did, hid)
        )
        return cur.rowcount > 0

    def remove_passage(self, did: str, hid: str) -> None:
        self._db.conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ? AND highlight = ?", (did, hid))

    def remove_passages_of_highlight(self, hid: str) -> None:
        self._db.conn.execute("DELETE FROM discrepancy_passages WHERE highlight = ?", (hid,))

    def remove_passages_between(self, cid: str, aid: str) -> None:
        """Unlink the passages of article ``aid`` from the discrepancies of comparison ``cid``."""
        self._db.conn.execute(
            "DELETE FROM discrepancy_passages WHERE discrepancy IN "
            "(SELECT id FROM discrepancies WHERE comparison = ?) AND highlight IN "
            "(SELECT id FROM highlights WHERE article = ?)",
            (cid, aid),
        )
