"""The ``articles`` table and its full-text index ``articles_fts``."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from ...limits import check_row
from ...models import Article, ArticleInfo, SearchHit
from ..database import Database

_INFO_FIELDS = ("id", "title", "outlet", "author", "published", "url", "language", "source_format", "imported_at")
ROW_FIELDS = (*_INFO_FIELDS, "markdown", "reading_text", "text_model", "blocks")
"""The columns of a whole article row, as :meth:`ArticlesTable.insert` takes them."""


def _info_columns(alias: str = "") -> str:
    """The metadata columns (and text length) of ``articles``, optionally through a table alias."""
    dot = f"{alias}." if alias else ""
    return ", ".join(f"{dot}{name} AS {name}" for name in _INFO_FIELDS) + f", length({dot}reading_text) AS length"


_INFO_COLUMNS = _info_columns()
_SNIPPET_CHUNK = 500  # rows a snippet query names at once, well under SQLite's variable limit


def _info(row: sqlite3.Row) -> ArticleInfo:
    return ArticleInfo(
        id=row["id"],
        title=row["title"],
        outlet=row["outlet"],
        author=row["author"],
        published=row["published"],
        url=row["url"],
        language=row["language"],
        source_format=row["source_format"],
        imported_at=row["imported_at"],
        length=int(row["length"] or 0),
    )


class ArticlesTable:
    def __init__(self, db: Database) -> None:
        self._db = db

    def resolve(self, id_or_prefix: str) -> str:
        return self._db.resolve_prefix("articles", "article", id_or_prefix)

    def exists(self, aid: str) -> bool:
        return self._db.conn.execute("SELECT 1 FROM articles WHERE id = ?", (aid,)).fetchone() is not None

    def rows(
        self, column: str | None = None, values: Sequence[str] = (), *, columns: str = "*", order: str = ""
    ) -> list[sqlite3.Row]:
        """Rows of ``articles`` as they are stored, for bundles (see :meth:`.Database.rows`)."""
        return self._db.rows("articles", column, values, columns=columns, order=order)

    def insert(self, row: dict[str, Any]) -> None:
        """Write a whole article row (:data:`ROW_FIELDS`) as it is."""
        check_row(row)
        self._db.conn.execute(
            f"INSERT INTO articles ({', '.join(ROW_FIELDS)}) VALUES ({', '.join('?' * len(ROW_FIELDS))})",
            [row[name] for name in ROW_FIELDS],
        )

    def update(self, aid: str, fields: dict[str, Any]) -> None:
        check_row(fields)
        assignments = ", ".join(f"{name} = ?" for name in fields)
        self._db.conn.execute(f"UPDATE articles SET {assignments} WHERE id = ?", [*fields.values(), aid])

    def delete(self, aid: str) -> None:
        self._db.conn.execute("DELETE FROM articles WHERE id = ?", (aid,))

    def get(self, aid: str) -> Article | None:
        row = self._db.one(f"SELECT {_INFO_COLUMNS}, markdown, reading_text, blocks FROM articles WHERE id = ?", (aid,))
        return None if row is None else Article(_info(row), row["markdown"], row["reading_text"], row["blocks"])

    def info(self, aid: str) -> ArticleInfo | None:
        row = self._db.one(f"SELECT {_INFO_COLUMNS} FROM articles WHERE id = ?", (aid,))
        return None if row is None else _info(row)

    def reading_text(self, aid: str) -> str:
        """The reading text alone: the whole row (Markdown and block cache too) is three times
        the text, ~10 ms of every highlight added to a 1 MB article."""
        row = self._db.one("SELECT reading_text FROM articles WHERE id = ?", (aid,))
        return str(row["reading_text"]) if row is not None else ""

    def all(self, limit: int | None = None, offset: int = 0) -> list[ArticleInfo]:
        page = " LIMIT ? OFFSET ?" if limit is not None else ""
        args = (limit, offset) if limit is not None else ()
        rows = self._db.query(f"SELECT {_INFO_COLUMNS} FROM articles ORDER BY title COLLATE NOCASE, id{page}", args)
        return [_info(r) for r in rows]

    def in_comparison(self, cid: str) -> list[ArticleInfo]:
        rows = self._db.query(
            f"SELECT {_info_columns('a')} FROM articles a "
            "JOIN comparison_articles ca ON ca.article = a.id WHERE ca.comparison = ? "
            "ORDER BY ca.position",
            (cid,),
        )
        return [_info(r) for r in rows]

    def count(self) -> int:
        row = self._db.one("SELECT count(*) AS n FROM articles")
        return int(row["n"]) if row else 0

    def ranked(self, query: str, limit: int, offset: int, window: tuple[int, int] | None) -> list[tuple[int, float]]:
        """(rowid, score) of the matches of an FTS5 ``query``, best first (lowest ``bm25``).

        With ``window`` (skip, size), only the ``size`` most recently added matches after the
        ``skip`` most recent are ranked: FTS5 walks its posting lists in rowid order and stops
        there, so the cost is that of ``size`` matches, whatever the library's size (ranking
        is what costs: ~1 µs a match, so a word in all of 100,000 articles took ~85 ms in the
        ``sqlite3`` shell itself). ``window`` None ranks every match.
        """
        score = "bm25(articles_fts, 5.0, 3.0, 1.0)"
        if window is None:
            sql = (
                f"SELECT rowid, {score} AS score FROM articles_fts WHERE articles_fts MATCH :query "
                "ORDER BY score, rowid DESC LIMIT :limit OFFSET :offset"
            )
            args: dict[str, Any] = {"query": query, "limit": limit, "offset": offset}
        else:
            sql = (
                f"WITH newest AS (SELECT rowid AS id, {score} AS score FROM articles_fts "
                "WHERE articles_fts MATCH :query ORDER BY rowid DESC LIMIT :size OFFSET :skip) "
                "SELECT id, score FROM newest ORDER BY score, id DESC LIMIT :limit OFFSET :offset"
            )
            args = {"query": query, "limit": limit, "offset": offset, "skip": window[0], "size": window[1]}
        return [(int(rowid), float(value)) for rowid, value in self._db.tuples(sql, args)]

    def hits(self, query: str, ranked: Sequence[tuple[int, float]]) -> list[SearchHit]:
        """The articles of ``ranked`` (from :meth:`ranked`) with their snippets, in that order.

        Snippets need the full-text cursor on each row. For whole words, ``rowid IN`` makes it
        one full-text lookup per row (FTS5 seeks each posting list to it), which on 100,000
        articles costs a quarter of walking the posting lists between the first and the last of
        them (9 ms for a phrase of common words). A prefix is different: FTS5 merges the posting
        lists of every word it starts before the first row, at each lookup (fifty lookups of a
        four-letter prefix took 0.4 s, of one letter 20 s), so with a prefix the rows are found
        in one walk over the rowid range instead, the ``+`` keeping the list a filter there.
        """
        by_rowid: dict[int, sqlite3.Row] = {}
        for start in range(0, len(ranked), _SNIPPET_CHUNK):
            ids = [rowid for rowid, _ in ranked[start : start + _SNIPPET_CHUNK]]
            marks = ", ".join("?" * len(ids))
            if "*" in query:
                where, args = f"articles_fts.rowid BETWEEN ? AND ? AND +articles_fts.rowid IN ({marks})", [
                    min(ids), max(ids), *ids]
            else:
                where, args = f"articles_fts.rowid IN ({marks})", list(ids)
            rows = self._db.query(
                f"SELECT articles_fts.rowid AS fts_rowid, {_info_columns('a')}, "
                "snippet(articles_fts, 2, '[', ']', '…', 14) AS snippet, "
                "snippet(articles_fts, 0, '[', ']', '…', 14) AS title_snippet "
                "FROM articles_fts JOIN articles a ON a.rowid = articles_fts.rowid "
                f"WHERE articles_fts MATCH ? AND {where}",
                [query, *args],
            )
            by_rowid.update((int(row["fts_rowid"]), row) for row in rows)
        hits = []
        for rowid, score in ranked:
            row = by_rowid.get(rowid)
            if row is None:
                continue
            snippet = row["snippet"] if "[" in (row["snippet"] or "") else row["title_snippet"]
            hits.append(SearchHit(_info(row), " ".join(str(snippet or "").split()), score))
        return hits
