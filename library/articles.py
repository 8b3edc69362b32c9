"""Articles, comparisons and search: the reading material of a library."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from .errors import AmbiguousError, InputError, NotFoundError
from .models import Article, ArticleInfo, Change, Comparison, SearchHit, new_id, now
from .storebase import StoreBase
from .textmodel import TEXT_MODEL_VERSION, article_id, blocks_to_json, normalize_body, parse_blocks

METADATA_FIELDS = ("title", "outlet", "author", "published", "url", "language")
_INFO_FIELDS = ("id", "title", "outlet", "author", "published", "url", "language", "source_format", "imported_at")


def _info_columns(alias: str = "") -> str:
    """The metadata columns (and text length) of ``articles``, optionally through a table alias."""
    dot = f"{alias}." if alias else ""
    return ", ".join(f"{dot}{name} AS {name}" for name in _INFO_FIELDS) + f", length({dot}reading_text) AS length"


_INFO_COLUMNS = _info_columns()


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


def _clean_meta(value: str | None) -> str | None:
    if value is None:
        return None
    value = " ".join(value.split())
    return value or None


def free_name(name: str, taken: set[str]) -> str:
    """How a clashing comparison name is made unique: ``Name``, ``Name (2)``, ``Name (3)``...

    ``taken`` holds the names in use, case-folded (names are unique regardless of case).
    """
    if name.casefold() not in taken:
        return name
    number = 2
    while f"{name} ({number})".casefold() in taken:
        number += 1
    return f"{name} ({number})"


def fts_query(text: str, *, prefix: bool = False) -> str:
    """Turn what a person types into a safe FTS5 query: every word must occur.

    Double-quoted phrases stay phrases; FTS5 operators and punctuation in the input are taken
    literally, so no query can be a syntax error. With ``prefix`` the last word also matches
    longer words, for search as you type.
    """
    terms = re.findall(r'"([^"]+)"|(\S+)', text)
    parts: list[str] = []
    for phrase, word in terms:
        raw = phrase or word
        tokens = re.findall(r"\w+", raw)
        if not tokens:
            continue
        parts.append('"' + " ".join(tokens) + '"')
    if prefix and parts and not text.rstrip().endswith('"'):
        parts[-1] = parts[-1] + "*"
    return " ".join(parts)


class ArticlesMixin(StoreBase):
    # -- articles ---------------------------------------------------------------------------
    def add_article(
        self,
        markdown: str,
        *,
        title: str | None = None,
        source_format: str = "markdown",
        outlet: str | None = None,
        author: str | None = None,
        published: str | None = None,
        url: str | None = None,
        language: str | None = None,
        comparison: str | None = None,
    ) -> tuple[Article, bool]:
        """Store an article unless the same body is there already; returns it and whether it is new.

        With ``comparison`` (a name or id; created when missing) the article joins it as well.
        """
        body = normalize_body(markdown)
        text = parse_blocks(body)
        if not text.reading_text.strip():
            raise InputError("the document has no readable text")
        aid = article_id(body)
        clean_title = _clean_meta(title) or (text.blocks[0].text.split("\n")[0][:200])
        with self._write() as conn:
            existing = conn.execute("SELECT id FROM articles WHERE id = ?", (aid,)).fetchone()
            created = existing is None
            if created:
                conn.execute(
                    "INSERT INTO articles (id, title, outlet, author, published, url, language, "
                    "source_format, imported_at, markdown, reading_text, text_model, blocks) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        aid,
                        clean_title,
                        _clean_meta(outlet),
                        _clean_meta(author),
                        _clean_meta(published),
                        _clean_meta(url),
                        _clean_meta(language),
                        source_format,
                        now(),
                        body,
                        text.reading_text,
                        TEXT_MODEL_VERSION,
                        blocks_to_json(text),
                    ),
                )
                self._changed(Change("article", "added", aid))
            if comparison is not None:
                cid = self._comparison_for_write(comparison, create=True)
                self._add_to_comparison(cid, [aid])
        return self.get_article(aid), created

    def resolve_article(self, id_or_prefix: str) -> str:
        return self._resolve_prefix("articles", "article", id_or_prefix)

    def get_article(self, id_or_prefix: str) -> Article:
        aid = self.resolve_article(id_or_prefix)
        row = self._one(f"SELECT {_INFO_COLUMNS}, markdown, reading_text, blocks FROM articles WHERE id = ?", (aid,))
        if row is None:
            raise NotFoundError(f"no article with id {id_or_prefix!r}")
        return Article(_info(row), row["markdown"], row["reading_text"], row["blocks"])

    def get_article_info(self, aid: str) -> ArticleInfo:
        row = self._one(f"SELECT {_INFO_COLUMNS} FROM articles WHERE id = ?", (aid,))
        if row is None:
            raise NotFoundError(f"no article with id {aid!r}")
        return _info(row)

    def list_articles(
        self, comparison: str | None = None, *, limit: int | None = None, offset: int = 0
    ) -> list[ArticleInfo]:
        """Articles in pane order for a comparison, else every article by title.

        ``limit`` and ``offset`` page through every article (the sidebar reads a large library a
        screenful at a time); they apply only when no comparison is given.
        """
        if comparison is None:
            page = " LIMIT ? OFFSET ?" if limit is not None else ""
            args = (limit, offset) if limit is not None else ()
            rows = self._query(f"SELECT {_INFO_COLUMNS} FROM articles ORDER BY title COLLATE NOCASE, id{page}", args)
        else:
            cid = self.resolve_comparison(comparison)
            rows = self._query(
                f"SELECT {_info_columns('a')} FROM articles a "
                "JOIN comparison_articles ca ON ca.article = a.id WHERE ca.comparison = ? "
                "ORDER BY ca.position",
                (cid,),
            )
        return [_info(r) for r in rows]

    def count_articles(self) -> int:
        row = self._one("SELECT count(*) AS n FROM articles")
        return int(row["n"]) if row else 0

    def update_article(self, id_or_prefix: str, **fields: str | None) -> ArticleInfo:
        """Correct an article's metadata; its body (and so every anchor) never changes."""
        unknown = set(fields) - set(METADATA_FIELDS)
        if unknown:
            raise InputError(f"cannot change {', '.join(sorted(unknown))} of an article")
        aid = self.resolve_article(id_or_prefix)
        if "title" in fields and not _clean_meta(fields["title"]):
            raise InputError("an article needs a title")
        published = fields.get("published")
        if published is not None and published.strip():
            from .dates import normalise_published

            fields["published"] = normalise_published(published)
        if fields:
            with self._write() as conn:
                assignments = ", ".join(f"{name} = ?" for name in fields)
                conn.execute(
                    f"UPDATE articles SET {assignments} WHERE id = ?",
                    [*(_clean_meta(v) for v in fields.values()), aid],
                )
                self._changed(Change("article", "updated", aid))
        return self.get_article_info(aid)

    # -- comparisons ------------------------------------------------------------------------
    def resolve_comparison(self, name_or_id: str) -> str:
        """A comparison's id from its name (exact, then case-insensitive), id or id prefix."""
        value = name_or_id.strip()
        row = self._one("SELECT id FROM comparisons WHERE name = ? OR id = ?", (value, value))
        if row is not None:
            return str(row["id"])
        rows = self._query("SELECT id FROM comparisons WHERE name = ? COLLATE NOCASE", (value,))
        if len(rows) == 1:
            return str(rows[0]["id"])
        if len(rows) > 1:
            raise AmbiguousError(f"several comparisons are named {value!r}; use its id")
        try:
            return self._resolve_prefix("comparisons", "comparison", value)
        except NotFoundError:
            raise NotFoundError(f"no comparison named {value!r}") from None

    def _comparison_for_write(self, name_or_id: str, *, create: bool) -> str:
        try:
            return self.resolve_comparison(name_or_id)
        except NotFoundError:
            if not create:
                raise
        return self._insert_comparison(name_or_id.strip(), "")

    def _insert_comparison(self, name: str, note: str, cid: str | None = None) -> str:
        if not name:
            raise InputError("a comparison needs a name")
        cid = cid or new_id()
        stamp = now()
        self._conn.execute(
            "INSERT INTO comparisons (id, name, note, created, updated) VALUES (?, ?, ?, ?, ?)",
            (cid, self._free_name(name), note, stamp, stamp),
        )
        self._changed(Change("comparison", "added", cid, cid))
        return cid

    def _free_name(self, name: str) -> str:
        return free_name(name, {r[0].casefold() for r in self._conn.execute("SELECT name FROM comparisons")})

    def create_comparison(self, name: str, note: str = "", article_ids: Iterable[str] = ()) -> Comparison:
        with self._write():
            cid = self._insert_comparison(" ".join(name.split()), note)
            self._add_to_comparison(cid, [self.resolve_article(a) for a in article_ids])
        return self.get_comparison(cid)

    def get_comparison(self, name_or_id: str) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        row = self._one("SELECT * FROM comparisons WHERE id = ?", (cid,))
        if row is None:
            raise NotFoundError(f"no comparison {name_or_id!r}")
        ids = tuple(
            r[0]
            for r in self._query(
                "SELECT article FROM comparison_articles WHERE comparison = ? ORDER BY position", (cid,)
            )
        )
        return Comparison(row["id"], row["name"], row["note"] or "", row["created"], row["updated"], ids)

    def list_comparisons(self) -> list[Comparison]:
        """Every comparison by name, read in two queries (not two per comparison: the sidebar
        lists them all when the window opens)."""
        rows = self._query("SELECT * FROM comparisons ORDER BY name COLLATE NOCASE")
        members: dict[str, list[str]] = {}
        for comparison, article in self._query(
            "SELECT comparison, article FROM comparison_articles ORDER BY comparison, position"
        ):
            members.setdefault(comparison, []).append(article)
        return [
            Comparison(r["id"], r["name"], r["note"] or "", r["created"], r["updated"], tuple(members.get(r["id"], ())))
            for r in rows
        ]

    def comparison_sizes(self) -> list[tuple[str, str, str, int]]:
        """``(id, name, note, number of articles)`` of every comparison by name, in one query:
        what a list of comparisons shows before anyone opens one."""
        rows = self._query(
            "SELECT c.id, c.name, c.note, "
            "(SELECT count(*) FROM comparison_articles ca WHERE ca.comparison = c.id) "
            "FROM comparisons c ORDER BY c.name COLLATE NOCASE"
        )
        return [(r[0], r[1], r[2] or "", int(r[3])) for r in rows]

    def update_comparison(self, name_or_id: str, *, name: str | None = None, note: str | None = None) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        with self._write() as conn:
            if name is not None:
                clean = " ".join(name.split())
                if not clean:
                    raise InputError("a comparison needs a name")
                clash = conn.execute(
                    "SELECT id FROM comparisons WHERE name = ? COLLATE NOCASE AND id != ?", (clean, cid)
                ).fetchone()
                if clash:
                    raise InputError(f"another comparison is already named {clean!r}")
                conn.execute("UPDATE comparisons SET name = ? WHERE id = ?", (clean, cid))
            if note is not None:
                conn.execute("UPDATE comparisons SET note = ? WHERE id = ?", (note, cid))
            self._touch_comparison(cid)
        return self.get_comparison(cid)

    def _touch_comparison(self, cid: str) -> None:
        self._conn.execute("UPDATE comparisons SET updated = ? WHERE id = ?", (now(), cid))
        self._changed(Change("comparison", "updated", cid, cid))

    def _add_to_comparison(self, cid: str, article_ids: Sequence[str]) -> None:
        present = {
            r[0] for r in self._conn.execute("SELECT article FROM comparison_articles WHERE comparison = ?", (cid,))
        }
        row = self._conn.execute(
            "SELECT coalesce(max(position), -1) FROM comparison_articles WHERE comparison = ?", (cid,)
        ).fetchone()
        position = int(row[0]) + 1
        added = False
        for aid in article_ids:
            if aid in present:
                continue
            self._conn.execute(
                "INSERT INTO comparison_articles (comparison, article, position) VALUES (?, ?, ?)",
                (cid, aid, position),
            )
            present.add(aid)
            position += 1
            added = True
        if added:
            self._touch_comparison(cid)

    def add_to_comparison(self, name_or_id: str, article_ids: Iterable[str]) -> Comparison:
        cid = self.resolve_comparison(name_or_id)
        ids = [self.resolve_article(a) for a in article_ids]
        with self._write():
            self._add_to_comparison(cid, ids)
        return self.get_comparison(cid)

    def remove_from_comparison(self, name_or_id: str, article_id_: str) -> Comparison:
        """Take an article out of a comparison; its discrepancies there lose that passage."""
        cid = self.resolve_comparison(name_or_id)
        aid = self.resolve_article(article_id_)
        with self._write() as conn:
            conn.execute(
                "DELETE FROM discrepancy_passages WHERE discrepancy IN "
                "(SELECT id FROM discrepancies WHERE comparison = ?) AND highlight IN "
                "(SELECT id FROM highlights WHERE article = ?)",
                (cid, aid),
            )
            conn.execute("DELETE FROM comparison_articles WHERE comparison = ? AND article = ?", (cid, aid))
            self._reorder(cid, None)
            self._touch_comparison(cid)
        return self.get_comparison(cid)

    def reorder_comparison(self, name_or_id: str, article_ids: Sequence[str]) -> Comparison:
        """Put a comparison's articles in the given pane order (all of them, each once)."""
        cid = self.resolve_comparison(name_or_id)
        current = self.get_comparison(cid).article_ids
        if sorted(article_ids) != sorted(current):
            raise InputError("the new order must list exactly the comparison's articles")
        with self._write():
            self._reorder(cid, list(article_ids))
            self._touch_comparison(cid)
        return self.get_comparison(cid)

    def _reorder(self, cid: str, order: list[str] | None) -> None:
        if order is None:
            order = [
                r[0]
                for r in self._conn.execute(
                    "SELECT article FROM comparison_articles WHERE comparison = ? ORDER BY position", (cid,)
                )
            ]
        for position, aid in enumerate(order):
            self._conn.execute(
                "UPDATE comparison_articles SET position = ? WHERE comparison = ? AND article = ?",
                (position, cid, aid),
            )

    def delete_comparison(self, name_or_id: str) -> None:
        """Remove a comparison and its discrepancies; articles and highlights stay in the library."""
        cid = self.resolve_comparison(name_or_id)
        with self._write() as conn:
            for (did,) in conn.execute("SELECT id FROM discrepancies WHERE comparison = ?", (cid,)).fetchall():
                conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (did,))
                conn.execute("DELETE FROM discrepancies WHERE id = ?", (did,))
                self._changed(Change("discrepancy", "removed", did, cid))
            conn.execute("DELETE FROM comparison_articles WHERE comparison = ?", (cid,))
            conn.execute("DELETE FROM comparisons WHERE id = ?", (cid,))
            self._changed(Change("comparison", "removed", cid, cid))

    # -- search -----------------------------------------------------------------------------
    def search(self, text: str, *, limit: int = 50, prefix: bool = False) -> list[SearchHit]:
        """Full-text search over titles, outlets and reading texts, best matches first."""
        query = fts_query(text, prefix=prefix)
        if not query:
            return []
        # The best `limit` rows are chosen from the index alone (the subquery) before any
        # snippet or article row is read: SQLite computes every selected column of every match
        # before sorting, which for a common word meant two snippets and a 15 KB row for each of
        # thousands of articles (3x slower on 10,000 articles; bench/bench_library.py). The `+`
        # keeps the rowid test a filter, not one full-text lookup per rowid.
        rows = self._query(
            f"SELECT {_info_columns('a')}, "
            "snippet(articles_fts, 2, '[', ']', '…', 14) AS snippet, "
            "snippet(articles_fts, 0, '[', ']', '…', 14) AS title_snippet, "
            "bm25(articles_fts, 5.0, 3.0, 1.0) AS rank "
            "FROM articles_fts JOIN articles a ON a.rowid = articles_fts.rowid "
            "WHERE articles_fts MATCH :query AND +articles_fts.rowid IN ("
            "SELECT rowid FROM articles_fts WHERE articles_fts MATCH :query "
            "ORDER BY bm25(articles_fts, 5.0, 3.0, 1.0) LIMIT :limit) "
            "ORDER BY rank",
            {"query": query, "limit": limit},
        )
        hits = []
        for row in rows:
            snippet = row["snippet"] if "[" in (row["snippet"] or "") else row["title_snippet"]
            hits.append(SearchHit(_info(row), " ".join(str(snippet or "").split()), float(row["rank"])))
        return hits

    def stats(self) -> dict[str, Any]:
        counts = {}
        for table in ("articles", "comparisons", "highlights", "discrepancies"):
            row = self._one(f"SELECT count(*) AS n FROM {table}")
            counts[table] = int(row["n"]) if row else 0
        return counts
