"""Highlights and discrepancies: what a reader records about the articles.

Every edit is one transaction. Deleting returns a :class:`Snapshot` and :meth:`restore` puts
exactly those rows back (same ids, same times), which is all the desktop's undo stack needs:
the library stays the single place where annotations are written.
"""

# No ``from __future__ import annotations`` here: NamedTuple compiles each string annotation
# (into a ForwardRef), and the first compile() of a process alone costs the start ~2 ms.
import sqlite3
from collections.abc import Sequence
from typing import Any, ClassVar, NamedTuple

from .articles import ArticlesMixin
from .errors import AmbiguousError, InputError, NotFoundError
from .models import STATUSES, Change, Discrepancy, Highlight, Kind, Passage, new_id, now


class Snapshot(NamedTuple):
    """Rows as they were, keyed by table, for undo."""

    highlights: tuple[dict[str, Any], ...] = ()
    discrepancies: tuple[dict[str, Any], ...] = ()
    passages: tuple[dict[str, Any], ...] = ()
    articles: tuple[dict[str, Any], ...] = ()
    memberships: tuple[dict[str, Any], ...] = ()


MIN_PASSAGES = 2
"""A discrepancy links passages that disagree (or agree): it takes at least two, except an
omission, whose one passage is what a source reports and the others leave out."""

SINGLE_PASSAGE_KINDS = frozenset({"omission"})


def passages_needed(kind: str) -> int:
    """How many passages a new discrepancy of ``kind`` needs: the one rule of app and command line."""
    return 1 if kind in SINGLE_PASSAGE_KINDS else MIN_PASSAGES


class ShortDiscrepancy(NamedTuple):
    """A discrepancy that deleting articles left with fewer than :data:`MIN_PASSAGES` passages.

    It is kept, with its title, note and remaining passages, so nothing the reader wrote is
    lost silently; it is reported so the reader can add a passage or delete it.
    """

    id: str
    comparison: str
    title: str
    passages: int


class ArticleDeletion(NamedTuple):
    """What :meth:`AnnotationsMixin.delete_articles` removed, and what undo needs."""

    snapshot: Snapshot
    articles: tuple[str, ...]
    highlights: int
    passages: int
    short: tuple[ShortDiscrepancy, ...]


# The columns of a highlight row in the field order of Highlight (NULL text read as "").
_HIGHLIGHT_COLUMNS = (
    "id, article, start, end, exact, coalesce(prefix, ''), coalesce(suffix, ''), label, "
    "coalesce(note, ''), created, updated, orphan"
)


def _highlight(row: tuple[Any, ...]) -> Highlight:
    """A row of :data:`_HIGHLIGHT_COLUMNS` as a highlight."""
    i, article, start, end, exact, prefix, suffix, label, note, created, updated, orphan = row
    return Highlight(i, article, start, end, exact, prefix, suffix, label, note, created, updated, orphan != 0)


class HighlightSpan(NamedTuple):
    """Where a highlight is, without its quote and note: what a pane needs to draw it.

    Read from an index alone (:meth:`AnnotationsMixin.highlight_spans`); the attribute names
    are those of :class:`Highlight`, so code that draws either accepts both.
    """

    id: str
    article: str
    start: int
    end: int
    label: str | None
    orphan: bool


class AnnotationsMixin(ArticlesMixin):
    # -- kinds ------------------------------------------------------------------------------
    def list_kinds(self) -> list[Kind]:
        rows = self._query("SELECT * FROM kinds ORDER BY position, name")
        return [Kind(r["name"], r["label"], r["description"] or "", int(r["position"])) for r in rows]

    def add_kind(self, name: str, label: str | None = None, description: str = "") -> Kind:
        """Kinds are user-extensible: a newsroom may want "photo" or "headline" kinds."""
        clean = "-".join(name.strip().lower().split())
        if not clean:
            raise InputError("a kind needs a name")
        with self._write() as conn:
            if conn.execute("SELECT 1 FROM kinds WHERE name = ?", (clean,)).fetchone():
                raise InputError(f"the kind {clean!r} exists already")
            position = conn.execute("SELECT coalesce(max(position), -1) + 1 FROM kinds").fetchone()[0]
            conn.execute(
                "INSERT INTO kinds (name, label, description, position) VALUES (?, ?, ?, ?)",
                (clean, label or clean.capitalize(), description, position),
            )
            self._changed(Change("kind", "added", clean))
        return next(k for k in self.list_kinds() if k.name == clean)

    def _check_kind(self, kind: str) -> str:
        names = [k.name for k in self.list_kinds()]
        if kind not in names:
            raise InputError(f"unknown kind {kind!r}; the kinds are: {', '.join(names)}")
        return kind

    # -- highlights -------------------------------------------------------------------------
    def resolve_highlight(self, id_or_prefix: str) -> str:
        return self._resolve_prefix("highlights", "highlight", id_or_prefix)

    def get_highlight(self, id_or_prefix: str) -> Highlight:
        hid = self.resolve_highlight(id_or_prefix)
        rows = self._tuples(f"SELECT {_HIGHLIGHT_COLUMNS} FROM highlights WHERE id = ?", (hid,))
        if not rows:
            raise NotFoundError(f"no highlight {id_or_prefix!r}")
        return _highlight(rows[0])

    def list_highlights(self, article: str | None = None, *, orphans_only: bool = False) -> list[Highlight]:
        """Highlights in text order (only the orphaned ones if ``orphans_only``). Read as
        tuples: opening an article with 10,000 highlights reads them all (twice as fast as
        ``sqlite3.Row`` s looked up by name)."""
        where = " AND orphan != 0" if orphans_only else ""
        if article is None:
            rows = self._tuples(
                f"SELECT {_HIGHLIGHT_COLUMNS} FROM highlights WHERE 1{where} ORDER BY article, start, end"
            )
        else:
            aid = self.resolve_article(article)
            rows = self._tuples(
                f"SELECT {_HIGHLIGHT_COLUMNS} FROM highlights WHERE article = ?{where} ORDER BY start, end", (aid,)
            )
        return [_highlight(r) for r in rows]

    def highlight_spans(self, article: str) -> list[HighlightSpan]:
        """An article's highlights in text order, as spans: read from the index that holds
        exactly these columns, so the cost follows the number of highlights, not how their
        rows are scattered over the file (opening six articles with 2,000 highlights each)."""
        aid = self.resolve_article(article)
        rows = self._tuples(
            "SELECT id, article, start, end, label, orphan FROM highlights WHERE article = ? ORDER BY start, end",
            (aid,),
        )
        return [HighlightSpan(i, a, s, e, lb, o != 0) for (i, a, s, e, lb, o) in rows]

    def find_highlight(self, article: str, start: int, end: int) -> Highlight | None:
        """The (anchored) highlight of exactly this range, if there is one."""
        rows = self._tuples(
            f"SELECT {_HIGHLIGHT_COLUMNS} FROM highlights WHERE article = ? AND start = ? AND end = ? AND orphan = 0",
            (article, start, end),
        )
        return _highlight(rows[0]) if rows else None

    def add_highlight(
        self, article: str, start: int, end: int, *, label: str | None = None, note: str = ""
    ) -> Highlight:
        """Highlight ``[start, end)`` (code points of the reading text).

        Highlighting a range that is already highlighted returns that highlight (updating its
        label or note when given) instead of stacking a duplicate.
        """
        aid = self.resolve_article(article)
        # The reading text alone: the whole article row (Markdown and block cache too) is
        # three times the text, ~10 ms of every highlight added to a 1 MB article.
        row = self._one("SELECT reading_text FROM articles WHERE id = ?", (aid,))
        text = str(row["reading_text"]) if row is not None else ""
        from .anchoring import make_selector  # loaded on first use, keeping start-up light

        selector = make_selector(text, start, end)
        with self._write() as conn:
            row = conn.execute(
                "SELECT * FROM highlights WHERE article = ? AND start = ? AND end = ? AND orphan = 0",
                (aid, selector.start, selector.end),
            ).fetchone()
            if row is not None:
                hid = str(row["id"])
                if label is not None or note:
                    conn.execute(
                        "UPDATE highlights SET label = coalesce(?, label), note = CASE WHEN ? = '' "
                        "THEN note ELSE ? END, updated = ? WHERE id = ?",
                        (label, note, note, now(), hid),
                    )
                    self._changed(Change("highlight", "updated", hid))
                return self.get_highlight(hid)
            hid = new_id()
            stamp = now()
            conn.execute(
                "INSERT INTO highlights (id, article, start, end, exact, prefix, suffix, label, note, "
                "orphan, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
                (hid, aid, selector.start, selector.end, selector.exact, selector.prefix,
                 selector.suffix, label, note, stamp, stamp),
            )
            self._changed(Change("highlight", "added", hid))
        return self.get_highlight(hid)

    def highlight_quote(
        self,
        article: str,
        quote: str,
        *,
        occurrence: int | None = None,
        label: str | None = None,
        note: str = "",
    ) -> Highlight:
        """Highlight a quoted passage; several occurrences need ``occurrence`` (1-based)."""
        aid = self.resolve_article(article)
        from .anchoring import find_quote

        start, end = find_quote(self.get_article(aid).reading_text, quote, occurrence)
        return self.add_highlight(aid, start, end, label=label, note=note)

    def update_highlight(self, id_or_prefix: str, *, label: str | None = None, note: str | None = None,
                         clear_label: bool = False) -> Highlight:
        hid = self.resolve_highlight(id_or_prefix)
        with self._write() as conn:
            if clear_label:
                conn.execute("UPDATE highlights SET label = NULL WHERE id = ?", (hid,))
            elif label is not None:
                conn.execute("UPDATE highlights SET label = ? WHERE id = ?", (label, hid))
            if note is not None:
                conn.execute("UPDATE highlights SET note = ? WHERE id = ?", (note, hid))
            conn.execute("UPDATE highlights SET updated = ? WHERE id = ?", (now(), hid))
            self._changed(Change("highlight", "updated", hid))
        return self.get_highlight(hid)

    def snapshot_highlight(self, id_or_prefix: str) -> Snapshot:
        hid = self.resolve_highlight(id_or_prefix)
        rows = self._query("SELECT * FROM highlights WHERE id = ?", (hid,))
        passages = self._query("SELECT * FROM discrepancy_passages WHERE highlight = ?", (hid,))
        return Snapshot(highlights=tuple(dict(r) for r in rows), passages=tuple(dict(p) for p in passages))

    def delete_highlight(self, id_or_prefix: str) -> Snapshot:
        """Delete a highlight and its place in any discrepancy; returns what undo needs."""
        snapshot = self.snapshot_highlight(id_or_prefix)
        hid = snapshot.highlights[0]["id"]
        with self._write() as conn:
            for passage in snapshot.passages:
                self._touch_discrepancy(passage["discrepancy"])
            conn.execute("DELETE FROM discrepancy_passages WHERE highlight = ?", (hid,))
            conn.execute("DELETE FROM highlights WHERE id = ?", (hid,))
            self._changed(Change("highlight", "removed", hid))
        return snapshot

    # -- discrepancies ----------------------------------------------------------------------
    def resolve_discrepancy(self, id_or_prefix: str) -> str:
        return self._resolve_prefix("discrepancies", "discrepancy", id_or_prefix)

    def get_discrepancy(self, id_or_prefix: str) -> Discrepancy:
        did = self.resolve_discrepancy(id_or_prefix)
        found = self._discrepancies("WHERE d.id = ?", (did,))
        if not found:
            raise NotFoundError(f"no discrepancy {id_or_prefix!r}")
        return found[0]

    def list_discrepancies(
        self, comparison: str | None = None, *, kind: str | None = None, status: str | None = None
    ) -> list[Discrepancy]:
        clauses: list[str] = []
        params: list[Any] = []
        if comparison is not None:
            clauses.append("d.comparison = ?")
            params.append(self.resolve_comparison(comparison))
        if kind is not None:
            clauses.append("d.kind = ?")
            params.append(kind)
        if status is not None:
            clauses.append("d.status = ?")
            params.append(status)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        return self._discrepancies(where, params)

    def discrepancies_of_highlight(self, hid: str) -> list[Discrepancy]:
        return self._discrepancies(
            "WHERE d.id IN (SELECT discrepancy FROM discrepancy_passages WHERE highlight = ?)", (hid,)
        )

    def _discrepancies(self, where: str, params: Sequence[Any]) -> list[Discrepancy]:
        rows = self._tuples(
            "SELECT d.id, d.comparison, d.kind, d.title, coalesce(d.note, ''), d.status, d.created, d.updated "
            f"FROM discrepancies d {where} ORDER BY d.created, d.id",
            params,
        )
        if not rows:
            return []
        ids = [r[0] for r in rows]
        passages: dict[str, list[Passage]] = {i: [] for i in ids}
        for chunk_start in range(0, len(ids), 500):
            chunk = ids[chunk_start : chunk_start + 500]
            marks = ", ".join("?" * len(chunk))
            for did, hid, claim, article, exact, start, end, orphan in self._tuples(
                "SELECT p.discrepancy, p.highlight, coalesce(p.claim, ''), h.article, h.exact, h.start, h.end, "
                "h.orphan FROM discrepancy_passages p JOIN highlights h ON h.id = p.highlight "
                f"WHERE p.discrepancy IN ({marks}) ORDER BY p.position",
                chunk,
            ):
                passages[did].append(Passage(hid, article, exact, claim, start, end, orphan != 0))
        return [
            Discrepancy(did, comparison, kind, title, note, status, created, updated, tuple(passages[did]))
            for (did, comparison, kind, title, note, status, created, updated) in rows
        ]

    def _infer_comparison(self, article_ids: Sequence[str]) -> str:
        """The one comparison holding all these articles, or a new one for them."""
        unique = list(dict.fromkeys(article_ids))
        marks = ", ".join("?" * len(unique))
        rows = self._conn.execute(
            "SELECT c.id, c.name FROM comparisons c JOIN comparison_articles ca ON ca.comparison = c.id "
            f"WHERE ca.article IN ({marks}) GROUP BY c.id HAVING count(DISTINCT ca.article) = ? "
            "ORDER BY c.name",
            [*unique, len(unique)],
        ).fetchall()
        if len(rows) == 1:
            return str(rows[0][0])
        if len(rows) > 1:
            names = ", ".join(repr(r[1]) for r in rows[:5])
            raise AmbiguousError(f"these passages' articles are in several comparisons ({names}); choose one")
        first = self.get_article_info(unique[0]).title
        name = first if len(first) <= 60 else first[:59] + "…"
        cid = self._insert_comparison(f"{name} (comparison)", "")
        self._add_to_comparison(cid, unique)
        return cid

    def create_discrepancy(
        self,
        highlights: Sequence[str],
        *,
        kind: str,
        title: str,
        claims: dict[str, str] | None = None,
        note: str = "",
        status: str = "open",
        comparison: str | None = None,
    ) -> Discrepancy:
        """Link passages into a discrepancy (``claims`` maps highlight ids or prefixes to claims).

        Without ``comparison`` the discrepancy goes to the one comparison that holds all the
        passages' articles, or to a new comparison of them. Articles missing from the chosen
        comparison join it.
        """
        title = " ".join(title.split())
        if not title:
            raise InputError("a discrepancy needs a title")
        self._check_kind(kind)
        self._check_status(status)
        needed = passages_needed(kind)
        if len(highlights) < needed:
            given = "none was" if not highlights else "one was"
            raise InputError(
                f"a discrepancy links at least {needed} passages (select them in two or more panes); "
                f"{given} given" if needed > 1 else "a discrepancy needs at least one passage"
            )
        hids = [self.resolve_highlight(h) for h in highlights]
        if len(set(hids)) != len(hids):
            raise InputError("the same highlight is given twice")
        claim_map: dict[str, str] = {}
        for key, value in (claims or {}).items():
            hid = self.resolve_highlight(key)
            if hid not in hids:
                raise InputError(f"claim for highlight {key!r}, which is not one of the linked passages")
            claim_map[hid] = value.strip()
        article_ids = [self.get_highlight(h).article for h in hids]
        with self._write() as conn:
            if comparison is not None:
                cid = self._comparison_for_write(comparison, create=True)
                self._add_to_comparison(cid, list(dict.fromkeys(article_ids)))
            else:
                cid = self._infer_comparison(article_ids)
            did = new_id()
            stamp = now()
            conn.execute(
                "INSERT INTO discrepancies (id, comparison, kind, title, note, status, created, updated) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (did, cid, kind, title, note, status, stamp, stamp),
            )
            for position, hid in enumerate(hids):
                conn.execute(
                    "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
                    (did, hid, claim_map.get(hid, ""), position),
                )
            self._changed(Change("discrepancy", "added", did, cid))
        return self.get_discrepancy(did)

    @staticmethod
    def _check_status(status: str) -> None:
        if status not in STATUSES:
            raise InputError(f"unknown status {status!r}; use one of: {', '.join(STATUSES)}")

    def _touch_discrepancy(self, did: str) -> None:
        row = self._conn.execute("SELECT comparison FROM discrepancies WHERE id = ?", (did,)).fetchone()
        if row is None:
            return
        self._conn.execute("UPDATE discrepancies SET updated = ? WHERE id = ?", (now(), did))
        self._changed(Change("discrepancy", "updated", did, row[0]))

    def update_discrepancy(
        self,
        id_or_prefix: str,
        *,
        kind: str | None = None,
        title: str | None = None,
        note: str | None = None,
        status: str | None = None,
    ) -> Discrepancy:
        did = self.resolve_discrepancy(id_or_prefix)
        if kind is not None:
            self._check_kind(kind)
        if status is not None:
            self._check_status(status)
        if title is not None:
            title = " ".join(title.split())
            if not title:
                raise InputError("a discrepancy needs a title")
        with self._write() as conn:
            for column, value in (("kind", kind), ("title", title), ("note", note), ("status", status)):
                if value is not None:
                    conn.execute(f"UPDATE discrepancies SET {column} = ? WHERE id = ?", (value, did))
            self._touch_discrepancy(did)
        return self.get_discrepancy(did)

    def set_claim(self, discrepancy: str, highlight: str, claim: str) -> Discrepancy:
        did = self.resolve_discrepancy(discrepancy)
        hid = self.resolve_highlight(highlight)
        with self._write() as conn:
            cur = conn.execute(
                "UPDATE discrepancy_passages SET claim = ? WHERE discrepancy = ? AND highlight = ?",
                (claim.strip(), did, hid),
            )
            if cur.rowcount == 0:
                raise NotFoundError("that highlight is not a passage of this discrepancy")
            self._touch_discrepancy(did)
        return self.get_discrepancy(did)

    def add_passage(self, discrepancy: str, highlight: str, claim: str = "") -> Discrepancy:
        did = self.resolve_discrepancy(discrepancy)
        hid = self.resolve_highlight(highlight)
        article = self.get_highlight(hid).article
        with self._write() as conn:
            if conn.execute(
                "SELECT 1 FROM discrepancy_passages WHERE discrepancy = ? AND highlight = ?", (did, hid)
            ).fetchone():
                raise InputError("that passage is already part of this discrepancy")
            cid = conn.execute("SELECT comparison FROM discrepancies WHERE id = ?", (did,)).fetchone()[0]
            self._add_to_comparison(cid, [article])
            position = conn.execute(
                "SELECT coalesce(max(position), -1) + 1 FROM discrepancy_passages WHERE discrepancy = ?", (did,)
            ).fetchone()[0]
            conn.execute(
                "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
                (did, hid, claim.strip(), position),
            )
            self._touch_discrepancy(did)
        return self.get_discrepancy(did)

    def remove_passage(self, discrepancy: str, highlight: str) -> Discrepancy:
        did = self.resolve_discrepancy(discrepancy)
        hid = self.resolve_highlight(highlight)
        with self._write() as conn:
            conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ? AND highlight = ?", (did, hid))
            self._touch_discrepancy(did)
        return self.get_discrepancy(did)

    def snapshot_discrepancy(self, id_or_prefix: str) -> Snapshot:
        did = self.resolve_discrepancy(id_or_prefix)
        rows = self._query("SELECT * FROM discrepancies WHERE id = ?", (did,))
        passages = self._query("SELECT * FROM discrepancy_passages WHERE discrepancy = ?", (did,))
        return Snapshot(discrepancies=tuple(dict(r) for r in rows), passages=tuple(dict(p) for p in passages))

    def delete_discrepancy(self, id_or_prefix: str) -> Snapshot:
        """Delete a discrepancy (its highlights stay); returns what undo needs."""
        snapshot = self.snapshot_discrepancy(id_or_prefix)
        row = snapshot.discrepancies[0]
        with self._write() as conn:
            conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (row["id"],))
            conn.execute("DELETE FROM discrepancies WHERE id = ?", (row["id"],))
            self._changed(Change("discrepancy", "removed", row["id"], row["comparison"]))
        return snapshot

    def delete_articles(self, ids_or_prefixes: Sequence[str]) -> ArticleDeletion:
        """Delete articles with their highlights and those highlights' places in discrepancies.

        One transaction. Discrepancies are kept even when left with fewer than two passages
        (listed in ``short``); :meth:`restore` of the returned snapshot undoes it all.
        """
        aids = list(dict.fromkeys(self.resolve_article(a) for a in ids_or_prefixes))
        if not aids:
            raise InputError("no article given")
        marks = ", ".join("?" * len(aids))
        articles = self._query(f"SELECT * FROM articles WHERE id IN ({marks})", aids)
        memberships = self._query(f"SELECT * FROM comparison_articles WHERE article IN ({marks})", aids)
        highlights = self._query(f"SELECT * FROM highlights WHERE article IN ({marks})", aids)
        touched = self._query(
            "SELECT DISTINCT d.* FROM discrepancies d JOIN discrepancy_passages p ON p.discrepancy = d.id "
            f"JOIN highlights h ON h.id = p.highlight WHERE h.article IN ({marks})",
            aids,
        )
        dids = [str(d["id"]) for d in touched]
        passages = self._query(
            f"SELECT * FROM discrepancy_passages WHERE discrepancy IN ({', '.join('?' * len(dids))})", dids
        ) if dids else []
        hids = {str(h["id"]) for h in highlights}
        removed = [p for p in passages if p["highlight"] in hids]
        left = {did: 0 for did in dids}
        for p in passages:
            if p["highlight"] not in hids:
                left[str(p["discrepancy"])] += 1
        snapshot = Snapshot(
            highlights=tuple(dict(r) for r in highlights),
            discrepancies=tuple(dict(r) for r in touched),
            passages=tuple(dict(r) for r in passages),
            articles=tuple(dict(r) for r in articles),
            memberships=tuple(dict(r) for r in memberships),
        )
        with self._write() as conn:
            for did in dids:
                self._touch_discrepancy(did)
            for start in range(0, len(aids), 500):
                chunk = aids[start : start + 500]
                inner = f"IN ({', '.join('?' * len(chunk))})"
                conn.execute(
                    f"DELETE FROM discrepancy_passages WHERE highlight IN (SELECT id FROM highlights WHERE article {inner})",
                    chunk,
                )
                conn.execute(f"DELETE FROM highlights WHERE article {inner}", chunk)
                conn.execute(f"DELETE FROM comparison_articles WHERE article {inner}", chunk)
                conn.execute(f"DELETE FROM articles WHERE id {inner}", chunk)
            for hid in sorted(hids):
                self._changed(Change("highlight", "removed", hid))
            for cid in sorted({str(m["comparison"]) for m in memberships}):
                self._changed(Change("comparison", "updated", cid, cid))
            for aid in aids:
                self._changed(Change("article", "removed", aid))
        short = tuple(
            ShortDiscrepancy(str(d["id"]), str(d["comparison"]), str(d["title"]), left[str(d["id"])])
            for d in touched
            if left[str(d["id"])] < passages_needed(str(d["kind"]))
        )
        return ArticleDeletion(snapshot, tuple(aids), len(highlights), len(removed), short)

    def delete_article(self, id_or_prefix: str) -> ArticleDeletion:
        """Remove one article with its highlights (see :meth:`delete_articles`)."""
        return self.delete_articles([id_or_prefix])

    def restore(self, snapshot: Snapshot) -> None:
        """Put rows back exactly as a snapshot holds them (undo of a delete or an edit).

        A discrepancy in the snapshot gets exactly the snapshot's passages back; a highlight gets
        back its places in discrepancies that still exist; deleted articles come back first, with
        their places in comparisons.
        """
        with self._write() as conn:
            for row in snapshot.articles:
                self._replace(conn, "articles", row)
                self._changed(Change("article", "added", row["id"]))
            for row in snapshot.memberships:
                self._replace(conn, "comparison_articles", row)
                self._changed(Change("comparison", "updated", row["comparison"], row["comparison"]))
            for row in snapshot.highlights:
                self._replace(conn, "highlights", row)
                self._changed(Change("highlight", "updated", row["id"]))
            for row in snapshot.discrepancies:
                self._replace(conn, "discrepancies", row)
                conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (row["id"],))
                self._changed(Change("discrepancy", "updated", row["id"], row["comparison"]))
            for row in snapshot.passages:
                exists = conn.execute("SELECT comparison FROM discrepancies WHERE id = ?", (row["discrepancy"],)).fetchone()
                if exists is None:
                    continue
                self._replace(conn, "discrepancy_passages", row)
                self._changed(Change("discrepancy", "updated", row["discrepancy"], exists[0]))

    _KEYS: ClassVar[dict[str, tuple[str, ...]]] = {
        "highlights": ("id",),
        "discrepancies": ("id",),
        "discrepancy_passages": ("discrepancy", "highlight"),
        "articles": ("id",),
        "comparison_articles": ("comparison", "article"),
    }

    @classmethod
    def _replace(cls, conn: sqlite3.Connection, table: str, row: dict[str, Any]) -> None:
        """Upsert (not ``INSERT OR REPLACE``, whose delete would break foreign keys)."""
        columns = list(row)
        keys = cls._KEYS[table]
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c not in keys)
        conn.execute(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))}) "
            f"ON CONFLICT({', '.join(keys)}) DO UPDATE SET {updates}",
            [row[c] for c in columns],
        )
