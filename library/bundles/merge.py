"""Deciding what importing a checked bundle does to a library, without writing anything.

The plan compares every record with the library's copy by id. The rules (docs/bundle-format.md):

* articles are their content hash, so one present locally is the same text; its metadata stays
  as the reader has it and differences are reported as conflicts;
* comparisons, highlights and discrepancies: the newer ``updated`` wins, an equal one changes
  nothing, an older one keeps the local copy and is reported as a conflict when it differs;
* comparison membership only ever grows (the winner's order first, then the other side's extra
  articles), so no passage loses the article it sits on;
* a highlight is re-anchored in the reading text the library will hold; one that cannot be
  found comes in as an orphan, never silently moved.

Anything that cannot fit (a selector outside its text, a reference to nothing) is refused here,
so :mod:`.apply` only ever writes a plan that is known to be consistent.
"""

from __future__ import annotations

import sqlite3
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..anchoring import Selector, make_selector, reanchor_all
from ..errors import BundleError, InputError, NotFoundError
from ..i18n import N_, _
from ..models import now
from ..store import free_name
from .format import normalise_time, parse_time
from .read import BComparison, BDiscrepancy, BHighlight, BKind, Bundle, reading_text

if TYPE_CHECKING:
    from ..store import Library

ENTITIES = ("articles", "comparisons", "highlights", "discrepancies", "kinds")


FIELDS = {
    "title": N_("title"), "outlet": N_("outlet"), "author": N_("author"), "published": N_("published"),
    "url": N_("url"), "language": N_("language"),
}
"""An article's fields, as a conflict names them."""


def _short(text: str, limit: int = 40) -> str:
    text = " ".join(text.split())
    return f"“{text}”" if len(text) <= limit else f"“{text[: limit - 1]}…”"


@dataclass
class Plan:
    """Rows to write, in an order that satisfies every foreign key, and what to report."""

    articles: list[tuple[str, str]] = field(default_factory=list)
    """New articles with their reading texts."""
    kinds: list[BKind] = field(default_factory=list)
    comparisons: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    membership: dict[str, list[str]] = field(default_factory=dict)
    highlights: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    discrepancies: list[tuple[str, dict[str, Any], list[dict[str, Any]]]] = field(default_factory=list)
    target: str | None = None
    target_exists: bool = False
    counts: dict[str, dict[str, int]] = field(
        default_factory=lambda: {e: {"added": 0, "updated": 0, "unchanged": 0} for e in ENTITIES}
    )
    conflicts: list[str] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def count(self, entity: str, action: str) -> None:
        self.counts[entity][action] += 1


class _Local:
    """The library rows a bundle's ids refer to, fetched in a few queries."""

    def __init__(self, library: Library, bundle: Bundle) -> None:
        t = library.tables
        hids = sorted(set(bundle.highlights) | {p.highlight for d in bundle.discrepancies.values() for p in d.passages})
        self.highlights = {r["id"]: r for r in t.highlights.rows("id", hids)}
        aids = sorted(
            set(bundle.articles)
            | {h.article for h in bundle.highlights.values()}
            | {r["article"] for r in self.highlights.values()}
            | {a for c in bundle.comparisons for a in c.articles}
            | {p.article for d in bundle.discrepancies.values() for p in d.passages}
        )
        self.articles = {
            r["id"]: r
            for r in t.articles.rows(
                "id", aids, columns="id, title, outlet, author, published, url, language, reading_text"
            )
        }
        cids = sorted({c.id for c in bundle.comparisons} | {d.comparison for d in bundle.discrepancies.values()})
        self.comparisons = {r["id"]: r for r in t.comparisons.rows("id", cids)}
        self.members: dict[str, list[str]] = defaultdict(list)
        for r in t.comparisons.member_rows("comparison", cids, columns="comparison, article", order="comparison, position"):
            self.members[r["comparison"]].append(r["article"])
        self.names = t.comparisons.names_folded()
        dids = sorted(bundle.discrepancies)
        self.discrepancies = {r["id"]: r for r in t.discrepancies.rows("id", dids)}
        self.passages: dict[str, list[sqlite3.Row]] = defaultdict(list)
        for r in t.discrepancies.passage_rows_in("discrepancy", dids, order="discrepancy, position"):
            self.passages[r["discrepancy"]].append(r)
        self.kinds = {k.name for k in t.kinds.all()}


def _newer(bundle_time: str, local_time: str) -> int:
    """1 if the bundle's copy is newer, 0 if as new, -1 if older.

    The bundle's time was checked on reading. A library time that is no time at all (earlier
    versions stored what bundles carried, month 13 included) counts as older than any, so the
    next import of that id replaces it instead of failing on it forever.
    """
    a = parse_time(bundle_time)
    try:
        b = parse_time(normalise_time(local_time))
    except (ValueError, TypeError):
        return 1
    return (a > b) - (a < b)


def _in_place(text: str, s: Selector) -> bool:
    """The selector was made on exactly this text: quote, prefix and suffix all where it says.

    Then re-anchoring can only confirm the position, so the (slower) resolver is skipped.
    """
    return (
        text[s.start : s.end] == s.exact
        and text[max(0, s.start - len(s.prefix)) : s.start] == s.prefix
        and text[s.end : s.end + len(s.suffix)] == s.suffix
    )


class _Planner:
    def __init__(self, library: Library, bundle: Bundle) -> None:
        self.library = library
        self.bundle = bundle
        self.local = _Local(library, bundle)
        self.plan = Plan(warnings=list(bundle.warnings))
        self.texts: dict[str, str] = {}
        self.now = now()
        self.future = 0

    def time(self, value: str) -> str:
        """A bundle's time, no later than now: a time in the future would win every later merge
        ("the newer wins"), so it comes in as the moment of the import."""
        if value > self.now:
            self.future += 1
            return self.now
        return value

    # -- articles ---------------------------------------------------------------------------
    def text(self, aid: str, what: str) -> str:
        """The reading text ``aid`` will have after the import; refuses an unknown article."""
        if aid in self.texts:
            return self.texts[aid]
        local = self.local.articles.get(aid)
        if local is not None:
            text = str(local["reading_text"])
        elif aid in self.bundle.articles:
            text = reading_text(self.bundle.articles[aid])
        else:
            raise BundleError("bundle_unknown_article", what=what, id=aid)
        self.texts[aid] = text
        return text

    def articles(self) -> None:
        for aid in sorted(self.bundle.articles):
            b = self.bundle.articles[aid]
            local = self.local.articles.get(aid)
            if local is None:
                self.plan.articles.append((aid, self.text(aid, _("the manifest"))))
                self.plan.count("articles", "added")
                continue
            self.plan.count("articles", "unchanged")
            for name in ("title", "outlet", "author", "published", "url", "language"):
                mine, theirs = local[name], getattr(b, name)
                if theirs is not None and mine != theirs:
                    self.plan.conflicts.append(
                        _("article {title}: kept this library's {field} {mine}, the bundle has {theirs}").format(
                            title=_short(str(local["title"])), field=_(FIELDS[name]), mine=_short(str(mine or "")),
                            theirs=_short(str(theirs)))
                    )

    # -- comparisons ------------------------------------------------------------------------
    def comparisons(self) -> None:
        taken = set(self.local.names)
        for c in self.bundle.comparisons:
            what = _("comparison {name}").format(name=_short(c.name))
            for aid in c.articles:
                self.text(aid, what)
            local = self.local.comparisons.get(c.id)
            if local is None:
                name = free_name(c.name, taken)
                taken.add(name.casefold())
                if name != c.name:
                    self.plan.warnings.append(
                        _("comparison {name} was renamed {new}: another comparison in the library has that name").format(
                            name=_short(c.name), new=_short(name))
                    )
                self.plan.comparisons.append(("added", self._row(c, name)))
                self.plan.membership[c.id] = list(c.articles)
                self.plan.count("comparisons", "added")
                continue
            mine = self.local.members[c.id]
            order = self._merged(list(c.articles), mine) if _newer(self.time(c.updated), local["updated"]) > 0 else None
            if order is not None:
                taken.discard(str(local["name"]).casefold())
                name = free_name(c.name, taken)
                taken.add(name.casefold())
                self.plan.comparisons.append(("updated", self._row(c, name)))
                self.plan.count("comparisons", "updated")
            else:
                order = self._merged(mine, list(c.articles))
                changed = order != mine
                self.plan.count("comparisons", "updated" if changed else "unchanged")
                if (local["name"], local["note"] or "") != (c.name, c.note):
                    self._conflict(what, self.time(c.updated), local["updated"])
            if order != mine:
                self.plan.membership[c.id] = order

    @staticmethod
    def _merged(first: list[str], second: list[str]) -> list[str]:
        return first + [a for a in second if a not in first]

    def _row(self, c: BComparison, name: str) -> dict[str, Any]:
        return {"id": c.id, "name": name, "note": c.note, "created": self.time(c.created), "updated": self.time(c.updated)}

    def _conflict(self, what: str, theirs: str, mine: str) -> None:
        if _newer(theirs, mine) == 0:
            self.plan.conflicts.append(
                _("{what}: edited differently at the same time ({mine}); kept this library's").format(what=what, mine=mine))
        else:
            self.plan.conflicts.append(
                _("{what}: this library's copy ({mine}) is newer than the bundle's ({theirs}); kept it").format(
                    what=what, mine=mine, theirs=theirs)
            )

    # -- highlights -------------------------------------------------------------------------
    def _check_bounds(self, s: Selector, aid: str, what: str) -> str:
        text = self.text(aid, what)
        if s.end > len(text):
            raise BundleError("bundle_selector_outside", what=what, start=s.start, end=s.end, length=len(text))
        return text

    def highlights(self) -> None:
        by_article: dict[str, list[BHighlight]] = defaultdict(list)
        for hid in sorted(self.bundle.highlights):
            h = self.bundle.highlights[hid]
            self._check_bounds(h.selector, h.article, f"highlight urn:uuid:{hid}")
            by_article[h.article].append(h)
        for aid in sorted(by_article):
            text = self.texts[aid]
            group = by_article[aid]
            selectors = [h.selector for h in group]
            pending = [i for i, h in enumerate(group) if not _in_place(text, h.selector)]
            anchors = dict(zip(pending, reanchor_all(text, [selectors[i] for i in pending]), strict=True))
            for i, h in enumerate(group):
                anchor = anchors.get(i)
                start, end = (h.selector.start, h.selector.end) if anchor is None else (anchor.start, anchor.end)
                self._merge_highlight(h, self._highlight_row(h, text, start, end))

    def _highlight_row(self, h: BHighlight, text: str, start: int | None, end: int | None) -> dict[str, Any]:
        s = h.selector
        row: dict[str, Any] = {
            "id": h.id, "article": h.article, "start": s.start, "end": s.end, "exact": s.exact,
            "prefix": s.prefix, "suffix": s.suffix, "label": h.label, "note": h.note,
            "orphan": 0, "created": self.time(h.created), "updated": self.time(h.updated),
        }
        if start is None or end is None:
            row["orphan"] = 1
        elif (start, end) != (s.start, s.end):
            try:
                moved = make_selector(text, start, end)
            except InputError:
                row["orphan"] = 1
            else:
                row.update(start=moved.start, end=moved.end, exact=moved.exact, prefix=moved.prefix, suffix=moved.suffix)
        return row

    def _merge_highlight(self, h: BHighlight, row: dict[str, Any]) -> None:
        what = _("highlight {quote}").format(quote=_short(h.selector.exact))
        local = self.local.highlights.get(h.id)
        if local is not None and local["article"] != h.article:
            self.plan.conflicts.append(
                _("{what}: its id is a highlight on another article in this library; kept that").format(what=what))
            self.plan.count("highlights", "unchanged")
            return
        if local is None:
            action = "added"
        elif _newer(row["updated"], local["updated"]) > 0:
            action = "updated"
        else:
            if any(local[k] != row[k] for k in row if k not in ("created",)):
                self._conflict(what, row["updated"], local["updated"])
            self.plan.count("highlights", "unchanged")
            return
        self.plan.highlights.append((action, row))
        self.plan.count("highlights", action)
        if row["orphan"]:
            title = self._title(h.article)
            self.plan.orphans.append(
                f"highlight {_short(h.selector.exact)} on {_short(title)} was not found in the text; "
                "imported as an orphan to place again"
            )

    def _title(self, aid: str) -> str:
        local = self.local.articles.get(aid)
        return str(local["title"]) if local is not None else self.bundle.articles[aid].title

    # -- discrepancies ----------------------------------------------------------------------
    def _highlight_article(self, hid: str, what: str) -> str:
        if hid in self.bundle.highlights:
            return self.bundle.highlights[hid].article
        local = self.local.highlights.get(hid)
        if local is None:
            raise BundleError("bundle_unknown_highlight", what=what, id=hid)
        return str(local["article"])

    def discrepancies(self) -> None:
        bundle_comparisons = {c.id for c in self.bundle.comparisons}
        for did in sorted(self.bundle.discrepancies):
            d = self.bundle.discrepancies[did]
            what = _("discrepancy {title}").format(title=_short(d.title))
            if d.comparison not in bundle_comparisons and d.comparison not in self.local.comparisons:
                raise BundleError("bundle_unknown_comparison", what=what, id=d.comparison)
            for i, p in enumerate(d.passages):
                article = self._highlight_article(p.highlight, what)
                if article != p.article:
                    raise BundleError("bundle_passage_article", what=what, number=i + 1)
                self._check_bounds(p.selector, p.article, f"{what}, passage {i + 1},")
            self._merge_discrepancy(d, what)

    def _merge_discrepancy(self, d: BDiscrepancy, what: str) -> None:
        row = {
            "id": d.id, "comparison": d.comparison, "kind": d.kind, "title": d.title, "note": d.note,
            "status": d.status, "created": self.time(d.created), "updated": self.time(d.updated),
        }
        passages = [
            {"discrepancy": d.id, "highlight": p.highlight, "claim": p.claim, "position": i}
            for i, p in enumerate(d.passages)
        ]
        local = self.local.discrepancies.get(d.id)
        if local is None:
            action = "added"
        elif _newer(row["updated"], local["updated"]) > 0:
            action = "updated"
        else:
            mine = [(p["highlight"], p["claim"] or "") for p in self.local.passages[d.id]]
            theirs = [(p["highlight"], p["claim"]) for p in passages]
            if any(local[k] != row[k] for k in row if k != "created") or mine != theirs:
                self._conflict(what, row["updated"], local["updated"])
            self.plan.count("discrepancies", "unchanged")
            return
        self.plan.discrepancies.append((action, row, passages))
        self.plan.count("discrepancies", action)
        self._need_kind(d.kind)
        self._need_members(d.comparison, [self._highlight_article(p.highlight, what) for p in d.passages])

    def _need_kind(self, name: str) -> None:
        if name in self.local.kinds:
            return
        self.local.kinds.add(name)
        kind = self.bundle.kinds.get(name) or BKind(name, name.capitalize(), "")
        self.plan.kinds.append(kind)
        self.plan.count("kinds", "added")
        self.plan.warnings.append(
            _("added the kind {name!r} ({label}), which this library did not have").format(name=name, label=kind.label))

    def _need_members(self, cid: str, article_ids: list[str]) -> None:
        current = self.plan.membership.get(cid, self.local.members.get(cid, []))
        merged = self._merged(list(current), list(dict.fromkeys(article_ids)))
        if merged != current:
            self.plan.membership[cid] = merged

    # -- the --comparison option ------------------------------------------------------------
    def target(self, name: str | None) -> None:
        if name is None:
            return
        clean = " ".join(name.split())
        if not clean:
            raise BundleError("bundle_no_target_name")
        self.plan.target = clean
        try:
            self.library.resolve_comparison(clean)
            self.plan.target_exists = True
        except NotFoundError:
            self.plan.target_exists = False


    # -- a teacher's key ---------------------------------------------------------------------
    def keep_keys(self) -> None:
        """Refuse a bundle that would change a teacher's key: its name or note, its articles,
        its discrepancies or the highlights they link. The library knows which comparisons are
        keys (``exercises``); what the file says about itself (a ``handin`` field, or none) does
        not matter, so a hand-in stripped of its field is refused like any other."""
        keys = self.library.tables.exercises.keys()
        if not keys:
            return
        touched = {row["id"] for _action, row in self.plan.comparisons if row["id"] in keys}
        touched |= {cid for cid in self.plan.membership if cid in keys}
        for _action, row, _passages in self.plan.discrepancies:
            local = self.local.discrepancies.get(row["id"])
            for cid in (row["comparison"], local["comparison"] if local is not None else None):
                if cid in keys:
                    touched.add(cid)
        changed = [row["id"] for action, row in self.plan.highlights if action == "updated"]
        touched |= self.library.tables.exercises.keys_linking(changed)
        if touched:
            name = min(self.library.get_comparison(cid).name for cid in touched)
            raise BundleError("bundle_changes_key", name=_short(name, 80))

    def warn_future(self) -> None:
        if self.future:
            self.plan.warnings.append(_("times later than now were set to the time of this import"))


def plan_merge(library: Library, bundle: Bundle, comparison: str | None = None) -> Plan:
    """Everything an import would do, or :class:`BundleError` if the bundle does not fit."""
    planner = _Planner(library, bundle)
    planner.articles()
    planner.comparisons()
    planner.highlights()
    planner.discrepancies()
    planner.target(comparison)
    planner.keep_keys()
    planner.warn_future()
    return planner.plan
