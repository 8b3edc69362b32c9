"""Writing rows as they are, in one transaction, with every change announced after the commit.

The store's public methods make new ids and stamp the current time; merging a bundle must keep
the bundle's ids and times (the "newer wins" rule compares them), so it writes through a
:class:`UnitOfWork` instead: ``with library.unit_of_work() as uow: uow.put_article(row)``.
The public methods use the same unit of work for what they share (creating a comparison,
adding articles to one), so each rule lives in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import AmbiguousError, InputError, NotFoundError
from ..models import Change, new_id, now
from .tables import Tables


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


class UnitOfWork:
    """The writes of one running transaction. Only valid inside ``Library.unit_of_work()``."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables
        self._new_comparisons: set[str] = set()

    def changed(self, change: Change) -> None:
        """Announce a change to listeners once the transaction commits."""
        self._t.db.changed(change)

    # -- rows as they are -------------------------------------------------------------------
    def put_article(self, row: dict[str, Any]) -> bool:
        """Store a whole article row unless its id is there already; returns whether it was added."""
        if self._t.articles.exists(row["id"]):
            return False
        from ..dates import published_or_none  # a bundle's rows: not needed by the app's start

        self._t.articles.insert({**row, "published": published_or_none(row.get("published"))})
        self.changed(Change("article", "added", row["id"]))
        return True

    def put_kind(self, name: str, label: str, description: str = "") -> bool:
        """Add a kind after the others unless one of that name exists; returns whether it was added."""
        if self._t.kinds.exists(name):
            return False
        self._t.kinds.append(name, label, description)
        self.changed(Change("kind", "added", name))
        return True

    def put_comparison(self, row: dict[str, Any]) -> None:
        """Add or replace a comparison row (id, name, note, created, updated) as it is."""
        added = self._t.comparisons.get(row["id"]) is None
        self._t.comparisons.put(row)
        if added:
            self._new_comparisons.add(row["id"])
        self.changed(Change("comparison", "added" if added else "updated", row["id"], row["id"]))

    def set_members(self, cid: str, article_ids: Sequence[str]) -> None:
        """Make the comparison hold exactly these articles, in this pane order."""
        self._t.comparisons.set_members(cid, article_ids)
        if cid not in self._new_comparisons:
            self.changed(Change("comparison", "updated", cid, cid))

    def put_highlight(self, row: dict[str, Any]) -> None:
        """Add or replace a highlight row as it is."""
        added = self._t.highlights.get(row["id"]) is None
        self._t.highlights.put(row)
        self.changed(Change("highlight", "added" if added else "updated", row["id"]))

    def put_discrepancy(self, row: dict[str, Any], passages: Sequence[dict[str, Any]]) -> None:
        """Add or replace a discrepancy row with exactly these passage rows, as they are."""
        added = self._t.discrepancies.comparison_of(row["id"]) is None
        self._t.discrepancies.put(row)
        self._t.discrepancies.clear_passages(row["id"])
        for passage in passages:
            self._t.discrepancies.put_passage(passage)
        self.changed(Change("discrepancy", "added" if added else "updated", row["id"], row["comparison"]))

    # -- shared rules -----------------------------------------------------------------------
    def check_kind(self, kind: str) -> str:
        """The kind's name, or :class:`InputError` listing the kinds there are."""
        names = [k.name for k in self._t.kinds.all()]
        if kind not in names:
            raise InputError("kind_unknown", kind=kind, kinds=", ".join(names))
        return kind

    def comparison(self, name_or_id: str, *, create: bool) -> str:
        """A comparison's id from its name or id; with ``create`` a missing one is made."""
        try:
            return resolve_comparison(self._t, name_or_id)
        except NotFoundError:
            if not create:
                raise
        return self.new_comparison(name_or_id.strip())

    def new_comparison(self, name: str, note: str = "", cid: str | None = None) -> str:
        """Create a comparison (``Name (2)`` when the name is taken); returns its id, ``cid`` if
        given (a comparison shown before it was written, see ``ArticleStore.plan_comparison``)."""
        if not name:
            raise InputError("comparison_needs_name")
        cid = cid or new_id()
        stamp = now()
        self._t.comparisons.insert(cid, free_name(name, self._t.comparisons.names_folded()), note, stamp, stamp)
        self._new_comparisons.add(cid)
        self.changed(Change("comparison", "added", cid, cid))
        return cid

    def add_to_comparison(self, cid: str, article_ids: Sequence[str]) -> bool:
        """Append the articles not in the comparison yet; returns whether any was."""
        added = self._t.comparisons.append_members(cid, article_ids)
        if added:
            self.touch_comparison(cid)
        return added

    def touch_comparison(self, cid: str) -> None:
        self._t.comparisons.touch(cid, now())
        self.changed(Change("comparison", "updated", cid, cid))

    def touch_discrepancy(self, did: str) -> None:
        cid = self._t.discrepancies.comparison_of(did)
        if cid is None:
            return
        self._t.discrepancies.set_field(did, "updated", now())
        self.changed(Change("discrepancy", "updated", did, cid))


def resolve_comparison(tables: Tables, name_or_id: str) -> str:
    """A comparison's id from its name (exact, then case-insensitive), id or id prefix."""
    value = name_or_id.strip()
    found = tables.comparisons.by_name_or_id(value)
    if found is not None:
        return found
    ids = tables.comparisons.by_name_nocase(value)
    if len(ids) == 1:
        return ids[0]
    if len(ids) > 1:
        raise AmbiguousError("comparison_name_ambiguous", name=value)
    try:
        return tables.comparisons.resolve_prefix(value)
    except NotFoundError:
        raise NotFoundError("comparison_name_not_found", name=value) from None
