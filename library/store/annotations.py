"""Kinds, highlights and discrepancies: what a reader records about the articles.

Every edit is one transaction. Deleting returns a :class:`~..models.Snapshot` and
:meth:`AnnotationStore.restore` puts exactly those rows back (same ids, same times), which is
all the desktop's undo stack needs: the library stays the single place where annotations are
written.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import AmbiguousError, InputError, NotFoundError
from ..models import (
    STATUSES,
    ArticleDeletion,
    Change,
    Discrepancy,
    Highlight,
    HighlightSpan,
    Kind,
    ShortDiscrepancy,
    Snapshot,
    new_id,
    now,
    passages_needed,
)
from .articles import ArticleStore
from .tables import Tables
from .tables.highlights import Quotes
from .unit_of_work import UnitOfWork


def _check_status(status: str) -> None:
    if status not in STATUSES:
        raise InputError("status_unknown", status=status, statuses=", ".join(STATUSES))


class AnnotationStore:
    """The rules of kinds, highlights and discrepancies, over the shared tables."""

    def __init__(self, tables: Tables, articles: ArticleStore) -> None:
        self._t = tables
        self._db = tables.db
        self._articles = articles

    def _uow(self) -> UnitOfWork:
        return UnitOfWork(self._t)

    # -- kinds ------------------------------------------------------------------------------
    def list_kinds(self) -> list[Kind]:
        return self._t.kinds.all()

    def add_kind(self, name: str, label: str | None = None, description: str = "") -> Kind:
        clean = "-".join(name.strip().lower().split())
        if not clean:
            raise InputError("kind_needs_name")
        with self._db.write():
            if not self._uow().put_kind(clean, label or clean.capitalize(), description):
                raise InputError("kind_exists", kind=clean)
        return next(k for k in self.list_kinds() if k.name == clean)

    def check_kind(self, kind: str) -> str:
        return self._uow().check_kind(kind)

    # -- highlights -------------------------------------------------------------------------
    def resolve_highlight(self, id_or_prefix: str) -> str:
        return self._t.highlights.resolve(id_or_prefix)

    def get_highlight(self, id_or_prefix: str) -> Highlight:
        found = self._t.highlights.get(self.resolve_highlight(id_or_prefix))
        if found is None:
            raise NotFoundError("highlight_missing", id=id_or_prefix)
        return found

    def list_highlights(self, article: str | None = None, *, orphans_only: bool = False) -> list[Highlight]:
        if article is None:
            return self._t.highlights.all(orphans_only=orphans_only)
        return self._t.highlights.of_article(self._articles.resolve_article(article), orphans_only=orphans_only)

    def highlight_spans(self, article: str) -> list[HighlightSpan]:
        return self._t.highlights.spans(self._articles.resolve_article(article))

    def find_highlight(self, article: str, start: int, end: int) -> Highlight | None:
        return self._t.highlights.anchored_at(article, start, end)

    def add_highlight(
        self, article: str, start: int, end: int, *, label: str | None = None, note: str = ""
    ) -> Highlight:
        aid = self._articles.resolve_article(article)
        from ..anchoring import make_selector  # loaded on first use, keeping start-up light

        selector = make_selector(self._t.articles.reading_text(aid), start, end)
        with self._db.write():
            existing = self._t.highlights.anchored_at(aid, selector.start, selector.end)
            if existing is not None:
                if label is not None or note:
                    self._t.highlights.merge_label_note(existing.id, label, note, now())
                    self._db.changed(Change("highlight", "updated", existing.id))
                return self.get_highlight(existing.id)
            hid = new_id()
            stamp = now()
            self._t.highlights.insert(
                {
                    "id": hid, "article": aid, "start": selector.start, "end": selector.end,
                    "exact": selector.exact, "prefix": selector.prefix, "suffix": selector.suffix,
                    "label": label, "note": note, "orphan": 0, "created": stamp, "updated": stamp,
                }
            )
            self._db.changed(Change("highlight", "added", hid))
        return self.get_highlight(hid)

    def highlight_quote(
        self, article: str, quote: str, *, occurrence: int | None = None, label: str | None = None, note: str = ""
    ) -> Highlight:
        aid = self._articles.resolve_article(article)
        from ..anchoring import find_quote

        start, end = find_quote(self._t.articles.reading_text(aid), quote, occurrence)
        return self.add_highlight(aid, start, end, label=label, note=note)

    def update_highlight(
        self, id_or_prefix: str, *, label: str | None = None, note: str | None = None, clear_label: bool = False
    ) -> Highlight:
        hid = self.resolve_highlight(id_or_prefix)
        with self._db.write():
            if clear_label:
                self._t.highlights.set_label(hid, None)
            elif label is not None:
                self._t.highlights.set_label(hid, label)
            if note is not None:
                self._t.highlights.set_note(hid, note)
            self._t.highlights.touch(hid, now())
            self._db.changed(Change("highlight", "updated", hid))
        return self.get_highlight(hid)

    def snapshot_highlight(self, id_or_prefix: str) -> Snapshot:
        hid = self.resolve_highlight(id_or_prefix)
        row = self._t.highlights.row(hid)
        return Snapshot(
            highlights=(row,) if row is not None else (),
            passages=tuple(self._t.discrepancies.passage_rows(highlight=hid)),
        )

    def delete_highlight(self, id_or_prefix: str) -> Snapshot:
        snapshot = self.snapshot_highlight(id_or_prefix)
        hid = snapshot.highlights[0]["id"]
        with self._db.write():
            uow = self._uow()
            for passage in snapshot.passages:
                uow.touch_discrepancy(passage["discrepancy"])
            self._t.discrepancies.remove_passages_of_highlight(hid)
            self._t.highlights.delete(hid)
            self._db.changed(Change("highlight", "removed", hid))
        return snapshot

    # -- discrepancies ----------------------------------------------------------------------
    def resolve_discrepancy(self, id_or_prefix: str) -> str:
        return self._t.discrepancies.resolve(id_or_prefix)

    def get_discrepancy(self, id_or_prefix: str) -> Discrepancy:
        did = self.resolve_discrepancy(id_or_prefix)
        found = self._t.discrepancies.select("WHERE d.id = ?", (did,))
        if not found:
            raise NotFoundError("discrepancy_missing", id=id_or_prefix)
        return found[0]

    def list_discrepancies(
        self, comparison: str | None = None, *, kind: str | None = None, status: str | None = None
    ) -> list[Discrepancy]:
        clauses: list[str] = []
        params: list[Any] = []
        cid = None
        if comparison is not None:
            cid = self._articles.resolve_comparison(comparison)
            clauses.append("d.comparison = ?")
            params.append(cid)
        if kind is not None:
            clauses.append("d.kind = ?")
            params.append(kind)
        if status is not None:
            clauses.append("d.status = ?")
            params.append(status)
        where = ("WHERE " + " AND ".join(clauses)) if clauses else ""
        return self._t.discrepancies.select(where, params, comparison=cid)

    def read_shown(
        self, comparison: str | None, articles: Sequence[str]
    ) -> tuple[list[Discrepancy], dict[str, list[HighlightSpan]]]:
        spans: dict[str, list[HighlightSpan]] = {}
        known: dict[str, Quotes] = {}
        for article in articles:
            aid = self._articles.resolve_article(article)
            spans[article], known[aid] = self._t.highlights.spans_and_quotes(aid)
        if comparison is None:
            return [], spans
        cid = self._articles.resolve_comparison(comparison)
        return self._t.discrepancies.select("WHERE d.comparison = ?", (cid,), comparison=cid, known=known), spans

    def discrepancies_of_highlight(self, hid: str) -> list[Discrepancy]:
        return self._t.discrepancies.linking(hid)

    def _infer_comparison(self, uow: UnitOfWork, article_ids: Sequence[str]) -> str:
        """The one comparison holding all these articles, or a new one for them."""
        unique = list(dict.fromkeys(article_ids))
        rows = self._t.comparisons.holding_all(unique)
        if len(rows) == 1:
            return rows[0][0]
        if len(rows) > 1:
            names = ", ".join(repr(name) for _, name in rows[:5])
            raise AmbiguousError("passages_in_several_comparisons", names=names)
        first = self._articles.get_article_info(unique[0]).title
        name = first if len(first) <= 60 else first[:59] + "…"
        cid = uow.new_comparison(f"{name} (comparison)")
        uow.add_to_comparison(cid, unique)
        return cid

    def check_discrepancy(self, kind: str, title: str, status: str, passages: int) -> str:
        """Refuse a new discrepancy that could not be made (no title, an unknown kind or status,
        too few passages) before anything is written; returns the title as it is stored."""
        title = " ".join(title.split())
        if not title:
            raise InputError("discrepancy_needs_title")
        self.check_kind(kind)
        _check_status(status)
        needed = passages_needed(kind)
        if passages < needed:
            if needed <= 1:
                raise InputError("discrepancy_needs_passage")
            raise InputError("links_at_least_none" if not passages else "links_at_least_one", needed=needed)
        return title

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
        title = self.check_discrepancy(kind, title, status, len(highlights))
        hids = [self.resolve_highlight(h) for h in highlights]
        if len(set(hids)) != len(hids):
            raise InputError("highlight_twice")
        claim_map: dict[str, str] = {}
        for key, value in (claims or {}).items():
            hid = self.resolve_highlight(key)
            if hid not in hids:
                raise InputError("claim_not_linked", id=key)
            claim_map[hid] = value.strip()
        article_ids = [self.get_highlight(h).article for h in hids]
        with self._db.write():
            uow = self._uow()
            if comparison is not None:
                cid = uow.comparison(comparison, create=True)
                uow.add_to_comparison(cid, list(dict.fromkeys(article_ids)))
            else:
                cid = self._infer_comparison(uow, article_ids)
            did = new_id()
            stamp = now()
            self._t.discrepancies.insert(
                {"id": did, "comparison": cid, "kind": kind, "title": title, "note": note, "status": status,
                 "created": stamp, "updated": stamp}
            )
            self._t.discrepancies.set_passages(did, [(hid, claim_map.get(hid, "")) for hid in hids])
            self._db.changed(Change("discrepancy", "added", did, cid))
        return self.get_discrepancy(did)

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
            self.check_kind(kind)
        if status is not None:
            _check_status(status)
        if title is not None:
            title = " ".join(title.split())
            if not title:
                raise InputError("discrepancy_needs_title")
        with self._db.write():
            for column, value in (("kind", kind), ("title", title), ("note", note), ("status", status)):
                if value is not None:
                    self._t.discrepancies.set_field(did, column, value)
            self._uow().touch_discrepancy(did)
        return self.get_discrepancy(did)

    def set_claim(self, discrepancy: str, highlight: str, claim: str) -> Discrepancy:
        did = self.resolve_discrepancy(discrepancy)
        hid = self.resolve_highlight(highlight)
        with self._db.write():
            if not self._t.discrepancies.set_claim(did, hid, claim.strip()):
                raise NotFoundError("not_a_passage")
            self._uow().touch_discrepancy(did)
        return self.get_discrepancy(did)

    def add_passage(self, discrepancy: str, highlight: str, claim: str = "") -> Discrepancy:
        did = self.resolve_discrepancy(discrepancy)
        hid = self.resolve_highlight(highlight)
        article = self.get_highlight(hid).article
        with self._db.write():
            if self._t.discrepancies.has_passage(did, hid):
                raise InputError("already_a_passage")
            uow = self._uow()
            cid = self._t.discrepancies.comparison_of(did)
            if cid is not None:
                uow.add_to_comparison(cid, [article])
            self._t.discrepancies.append_passage(did, hid, claim.strip())
            uow.touch_discrepancy(did)
        return self.get_discrepancy(did)

    def remove_passage(self, discrepancy: str, highlight: str) -> Discrepancy:
        did = self.resolve_discrepancy(discrepancy)
        hid = self.resolve_highlight(highlight)
        with self._db.write():
            self._t.discrepancies.remove_passage(did, hid)
            self._uow().touch_discrepancy(did)
        return self.get_discrepancy(did)

    def snapshot_discrepancy(self, id_or_prefix: str) -> Snapshot:
        did = self.resolve_discrepancy(id_or_prefix)
        row = self._t.discrepancies.row(did)
        return Snapshot(
            discrepancies=(row,) if row is not None else (),
            passages=tuple(self._t.discrepancies.passage_rows(discrepancy=did)),
        )

    def delete_discrepancy(self, id_or_prefix: str) -> Snapshot:
        snapshot = self.snapshot_discrepancy(id_or_prefix)
        row = snapshot.discrepancies[0]
        with self._db.write():
            self._t.discrepancies.delete(row["id"])
            self._db.changed(Change("discrepancy", "removed", row["id"], row["comparison"]))
        return snapshot

    def delete_articles(self, ids_or_prefixes: Sequence[str]) -> ArticleDeletion:
        """Delete articles with their highlights and those highlights' places in discrepancies.

        One transaction. Discrepancies are kept even when left with fewer passages than they
        need (listed in ``short``); :meth:`restore` of the returned snapshot undoes it all.
        """
        aids = list(dict.fromkeys(self._articles.resolve_article(a) for a in ids_or_prefixes))
        if not aids:
            raise InputError("no_article_given")
        t = self._t
        articles = [dict(r) for r in t.articles.rows("id", aids)]
        memberships = [dict(r) for r in t.comparisons.member_rows("article", aids)]
        highlights = [dict(r) for r in t.highlights.rows("article", aids)]
        hids = [str(h["id"]) for h in highlights]
        linked = [dict(r) for r in t.discrepancies.passage_rows_in("highlight", hids)]
        dids = list(dict.fromkeys(str(p["discrepancy"]) for p in linked))
        touched = [dict(r) for r in t.discrepancies.rows("id", dids)]
        passages = [dict(r) for r in t.discrepancies.passage_rows_in("discrepancy", dids)]
        gone = set(hids)
        left = dict.fromkeys(dids, 0)
        for p in passages:
            if p["highlight"] not in gone:
                left[str(p["discrepancy"])] += 1
        snapshot = Snapshot(
            highlights=tuple(highlights),
            discrepancies=tuple(touched),
            passages=tuple(passages),
            articles=tuple(articles),
            memberships=tuple(memberships),
        )
        with self._db.write():
            uow = self._uow()
            for did in dids:
                uow.touch_discrepancy(did)
            for hid in hids:
                t.discrepancies.remove_passages_of_highlight(hid)
                t.highlights.delete(hid)
                self._db.changed(Change("highlight", "removed", hid))
            for m in memberships:
                t.comparisons.remove_member(m["comparison"], m["article"])
                self._db.changed(Change("comparison", "updated", m["comparison"], m["comparison"]))
            for aid in aids:
                t.articles.delete(aid)
                self._db.changed(Change("article", "removed", aid))
        short = tuple(
            ShortDiscrepancy(str(d["id"]), str(d["comparison"]), str(d["title"]), left[str(d["id"])])
            for d in touched
            if left[str(d["id"])] < passages_needed(str(d["kind"]))
        )
        return ArticleDeletion(snapshot, tuple(aids), len(highlights), len(linked), short)

    def restore(self, snapshot: Snapshot) -> None:
        """A discrepancy in the snapshot gets exactly the snapshot's passages back; a highlight
        gets back its places in discrepancies that still exist; deleted articles come back
        first, with their places in comparisons."""
        t = self._t
        with self._db.write():
            for row in snapshot.articles:
                if not t.articles.exists(row["id"]):
                    t.articles.insert(row)
                    self._db.changed(Change("article", "added", row["id"]))
            for row in snapshot.memberships:
                t.comparisons.put_member(row)
                self._db.changed(Change("comparison", "updated", row["comparison"], row["comparison"]))
            for row in snapshot.highlights:
                t.highlights.put(row)
                self._db.changed(Change("highlight", "updated", row["id"]))
            for row in snapshot.discrepancies:
                t.discrepancies.put(row)
                t.discrepancies.clear_passages(row["id"])
                self._db.changed(Change("discrepancy", "updated", row["id"], row["comparison"]))
            for row in snapshot.passages:
                cid = t.discrepancies.comparison_of(row["discrepancy"])
                if cid is None:
                    continue
                t.discrepancies.put_passage(row)
                self._db.changed(Change("discrepancy", "updated", row["discrepancy"], cid))
