"""The open comparison as one Qt-free model: what every panel of the desktop reads and acts on.

A :class:`ComparisonSession` owns everything about the comparison a reader has open: its
articles in pane order, the highlight spans of each, the discrepancies with their passages and
claims, the passages waiting to be linked (:class:`PendingPassage`), the focused discrepancy,
the current kind and the kinds in their order. It follows the library's change stream
(:meth:`Library.subscribe`), re-reads only what a change touched, and tells its listeners what
became of its state through plain-callback :class:`Event` s (:class:`SessionEvents`). Widgets
subscribe to those events and call the session's methods; nobody pushes state into a widget.

Writes go through a :class:`Writes` object: :class:`DirectWrites` writes straight to the
library (the command line, tests); the desktop passes one that records each write on its undo
stack. Changes are applied when ``schedule`` says: at once by default, or, in the desktop, once
per turn of the event loop, so a bundle of 10,000 highlights is one update and not 10,000.

The pure helpers (:func:`source_name`, :func:`short`, :func:`align_target`) hold the one rule
for naming a source and the arithmetic of linked scrolling, so no widget keeps its own copy.
"""

from __future__ import annotations

import bisect
import contextlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Protocol

from .errors import InputError, NotFoundError
from .events import Event
from .i18n import _, kind_label, ngettext
from .marks import Marks
from .models import (
    Article,
    ArticleInfo,
    Change,
    Comparison,
    Discrepancy,
    Highlight,
    HighlightSpan,
    Kind,
)
from .records import Record

if TYPE_CHECKING:
    from .store import Library

__all__ = [
    "MAX_PANES",
    "ComparisonSession",
    "DirectWrites",
    "HighlightUpdate",
    "LinkPair",
    "Passage",
    "PendingPassage",
    "SessionEvents",
    "Writes",
    "align_target",
    "short",
    "source_name",
]

MAX_PANES = 6
"""At most this many articles are shown side by side."""

SOURCE_NAME_LIMIT = 40
"""A source without an outlet is called by the start of its title, cut to this many characters."""

Shown = Highlight | HighlightSpan


# -- the one rule for naming a source ------------------------------------------------------------
def short(text: str, limit: int = 48) -> str:
    """``text`` on one line, cut to at most ``limit`` characters with an ellipsis: at the end of
    a word when one ends in the last two fifths ("…reportedly t" read as a typo), else where the
    limit falls (one long word)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if not text[limit - 1].isspace():  # the limit falls inside a word
        space = cut.rfind(" ")
        if space >= limit * 0.6:
            cut = cut[:space]
    return cut.rstrip(" ,;:–—-") + "…"


def source_name(info: ArticleInfo | None) -> str:
    """What a reader calls a source: its outlet, else the start of its title."""
    if info is None:
        return "(removed article)"
    if info.outlet:
        return info.outlet
    return short(info.title, SOURCE_NAME_LIMIT) or "(untitled)"


# -- linked scrolling, as arithmetic ---------------------------------------------------------------
def align_target(anchors: Sequence[tuple[int, int, int]], centre: int) -> tuple[int, int] | None:
    """Where to scroll a pane so its linked passages line up with another's, like Meld's chunks.

    ``anchors`` are (y of the passage in the source viewport, y of the linked passage in the
    target's, its position in the target text); ``centre`` the source viewport's y to align.
    Returns (position in the target, viewport y to put it at), or None without anchors. Between
    two anchors the target moves proportionally, so scrolling stays smooth.
    """
    if not anchors:
        return None
    ordered = sorted(anchors)
    before = [a for a in ordered if a[0] <= centre]
    after = [a for a in ordered if a[0] > centre]
    if before and after:
        (ya0, yb0, pos0), (ya1, yb1, _) = before[-1], after[0]
        fraction = (centre - ya0) / max(1, ya1 - ya0)
        current = yb0 + fraction * (yb1 - yb0)
        return pos0, round(yb0 - (current - centre))
    source_y, _, position = before[-1] if before else after[0]
    return position, source_y


# -- events ----------------------------------------------------------------------------------------
class HighlightUpdate(Record):
    """What became of one article's highlights.

    ``full``: read them all again (:meth:`ComparisonSession.highlights`); otherwise ``changed``
    are new, edited or re-coloured highlights and ``removed`` the ids that are gone.
    """

    article: str
    changed: tuple[Shown, ...] = ()
    removed: frozenset[str] = frozenset()
    full: bool = False


class SessionEvents:
    """What a session tells its listeners, in this order within one update.

    Attributes:
        closing(): the open comparison is about to be replaced: save what is being typed.
        comparison_changed(): another comparison was opened (or none): read everything again.
        comparison_updated(Comparison): the open comparison was renamed or its note changed.
        articles_changed(): the articles shown, or their order, changed.
        sources_changed(frozenset[str]): these articles' metadata (names) changed.
        kinds_changed(): kinds were added or changed.
        discrepancy_added(Discrepancy, int): inserted at this row of :meth:`discrepancies`.
        discrepancy_updated(Discrepancy, int): this row now holds the new version.
        discrepancy_removed(str, int): the discrepancy of this id left this row.
        discrepancies_changed(): once after the discrepancy events of one update (connectors
            redraw their bands once, not once per discrepancy).
        highlights_changed(tuple[HighlightUpdate, ...]): highlights of shown articles.
        pending_changed(): passages were added to or removed from the pending tray.
        focus_changed(str | None, bool): the focused discrepancy; True: bring it into view.
        kind_changed(str | None): the kind new highlights get.
        reveal_requested(str, str | None): show this discrepancy's passage in this article's
            pane (None: in every pane), without changing the focus.
        message(str): a short note for the reader (a status bar).
        dismissals_changed(): a suggestion was dismissed in the open comparison, or the
            dismissal undone.
    """

    def __init__(self) -> None:
        self.closing: Event[()] = Event()
        self.dismissals_changed: Event[()] = Event()
        self.comparison_changed: Event[()] = Event()
        self.comparison_updated: Event[Comparison] = Event()
        self.articles_changed: Event[()] = Event()
        self.sources_changed: Event[frozenset[str]] = Event()
        self.kinds_changed: Event[()] = Event()
        self.discrepancy_added: Event[Discrepancy, int] = Event()
        self.discrepancy_updated: Event[Discrepancy, int] = Event()
        self.discrepancy_removed: Event[str, int] = Event()
        self.discrepancies_changed: Event[()] = Event()
        self.highlights_changed: Event[tuple[HighlightUpdate, ...]] = Event()
        self.pending_changed: Event[()] = Event()
        self.focus_changed: Event[str | None, bool] = Event()
        self.kind_changed: Event[str | None] = Event()
        self.reveal_requested: Event[str, str | None] = Event()
        self.message: Event[str] = Event()


class PendingPassage(Record):
    """A passage waiting in the tray to be linked: a new selection, or an existing highlight."""

    article: str
    start: int
    end: int
    exact: str
    highlight: str | None = None


Passage = PendingPassage | str
"""What a discrepancy links (:meth:`ComparisonSession.link_passages`): a span of an article, or
an existing highlight's id or unique prefix."""


class LinkPair(Record):
    """One discrepancy's passage in one article joined to one in another (a connector band)."""

    discrepancy: str
    kind: str
    left: tuple[int, int]
    right: tuple[int, int]


# -- how writes are made ---------------------------------------------------------------------------
class Writes(Protocol):
    """The writes a session makes; the desktop records each one for undo."""

    def add_highlight(self, article: str, start: int, end: int, label: str | None) -> str: ...

    def delete_highlight(self, highlight: str) -> None: ...

    def create_discrepancy(
        self, highlights: list[str], *, kind: str, title: str, claims: dict[str, str], note: str,
        status: str, comparison: str | None,
    ) -> str: ...

    def edit_discrepancy(self, discrepancy: str, text: str, perform: Callable[[], object]) -> None: ...

    def delete_discrepancy(self, discrepancy: str) -> None: ...

    def dismiss_suggestion(self, comparison: str, suggestion: str, kind: str, title: str) -> None: ...

    def group(self, text: str) -> AbstractContextManager[None]: ...


class DirectWrites:
    """Writes straight to the library, each one (or each group) its own transaction (no undo)."""

    def __init__(self, library: Library) -> None:
        self._library = library

    def add_highlight(self, article: str, start: int, end: int, label: str | None) -> str:
        return str(self._library.add_highlight(article, start, end, label=label).id)

    def delete_highlight(self, highlight: str) -> None:
        self._library.delete_highlight(highlight)

    def create_discrepancy(
        self, highlights: list[str], *, kind: str, title: str, claims: dict[str, str], note: str,
        status: str, comparison: str | None,
    ) -> str:
        created = self._library.create_discrepancy(
            highlights, kind=kind, title=title, claims=claims, note=note, status=status, comparison=comparison
        )
        return str(created.id)

    def edit_discrepancy(self, discrepancy: str, text: str, perform: Callable[[], object]) -> None:
        perform()

    def delete_discrepancy(self, discrepancy: str) -> None:
        self._library.delete_discrepancy(discrepancy)

    def dismiss_suggestion(self, comparison: str, suggestion: str, kind: str, title: str) -> None:
        self._library.dismiss_suggestion(comparison, suggestion, kind, title)

    def group(self, text: str) -> AbstractContextManager[None]:
        return self._library.batch()  # one transaction: all of it is written, or none


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off for a while (as it was before, after)."""
    import gc

    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _at_once(apply: Callable[[], None]) -> None:
    apply()


# -- the session -----------------------------------------------------------------------------------
class ComparisonSession:
    """The open comparison and everything a reader does with it.

    Args:
        library: the open :class:`~.store.Library`.
        writes: how edits are written (default: straight to the library, no undo).
        schedule: called with :meth:`flush` when changes arrive; default: flush at once.
    """

    def __init__(
        self,
        library: Library,
        *,
        writes: Writes | None = None,
        schedule: Callable[[Callable[[], None]], None] | None = None,
    ) -> None:
        self.library = library
        self.events = SessionEvents()
        self.marks = Marks()
        """Passages marked in the panes for a while, by source ("suggested", "match", "flash"...)."""
        self.writes: Writes = writes or DirectWrites(library)
        self._schedule = schedule or _at_once
        self._comparison: Comparison | None = None
        self._planned = False  # the open comparison is not written yet (open_planned)
        self._closed_articles: set[str] = set()
        self._articles: dict[str, Article] = {}  # shown, in pane order
        self._infos: dict[str, ArticleInfo] = {}
        self._highlights: dict[str, dict[str, Shown]] = {}
        self._discrepancies: list[Discrepancy] = []
        self._keys: list[tuple[str, str]] = []
        self._by_id: dict[str, Discrepancy] = {}
        self._by_highlight: dict[str, list[str]] = {}
        self._anchored: dict[str, list[tuple[int, dict[str, list[tuple[int, int]]]]]] | None = None
        self._kinds: list[Kind] = library.list_kinds()
        self._kind_names = {k.name for k in self._kinds}
        self._pending: dict[str, PendingPassage] = {}
        self._focused: str | None = None
        self._current_kind: str | None = None
        self._dirty: dict[str, set[str]] = {}
        self._scheduled = False
        self._detached = False
        self._unsubscribe = library.subscribe(self._on_change)

    def close(self) -> None:
        """The reader is done (the window closes): listeners save what is being typed
        (``closing``), then the session stops following the library."""
        if not self._detached:
            self.events.closing.emit()
            self.detach()

    def detach(self) -> None:
        """Stop following the library (before it closes: a scheduled flush would read it)."""
        self._detached = True
        self._dirty.clear()
        self._unsubscribe()

    @property
    def detached(self) -> bool:
        """The session stopped following the library (its window closed): late answers, such as
        a worker thread's suggestions, are dropped rather than read against it."""
        return self._detached

    # -- reading ---------------------------------------------------------------------------------
    @property
    def comparison(self) -> Comparison | None:
        return self._comparison

    @property
    def comparison_id(self) -> str | None:
        return self._comparison.id if self._comparison is not None else None

    @property
    def comparison_written(self) -> bool:
        """Whether the open comparison is in the library: false from :meth:`open_planned` until
        the library says it was written."""
        return self._comparison is not None and not self._planned

    def article_ids(self) -> list[str]:
        """The shown articles' ids, in pane order."""
        return list(self._articles)

    def articles(self) -> list[Article]:
        """The shown articles, in pane order (at most :data:`MAX_PANES`)."""
        return list(self._articles.values())

    def article(self, article_id: str) -> Article | None:
        return self._articles.get(article_id)

    def not_shown(self) -> int:
        """How many articles of the comparison are not shown (closed, or beyond six)."""
        total = len(self._comparison.article_ids) if self._comparison is not None else 0
        return total - len(self._articles)

    def source_name(self, article_id: str) -> str:
        """The name a reader knows a source by (see :func:`source_name`), for any article."""
        info = self._infos.get(article_id)
        if info is None:
            try:
                info = self._infos[article_id] = self.library.get_article_info(article_id)
            except NotFoundError:
                return source_name(None)
        return source_name(info)

    def highlights(self, article_id: str) -> list[Shown]:
        """A shown article's highlights: spans, and orphans whole (with their quote)."""
        return list(self._highlights.get(article_id, {}).values())

    def orphans(self) -> list[Highlight]:
        """The orphaned highlights of the shown articles, in pane order."""
        return [h for shown in self._highlights.values() for h in shown.values()
                if h.orphan and isinstance(h, Highlight)]

    def discrepancies(self) -> list[Discrepancy]:
        """The comparison's discrepancies in the library's order (creation time, then id)."""
        return list(self._discrepancies)

    def discrepancy(self, discrepancy_id: str) -> Discrepancy | None:
        return self._by_id.get(discrepancy_id)

    def row_of(self, discrepancy_id: str) -> int:
        found = self._by_id.get(discrepancy_id)
        if found is None:
            return -1
        return bisect.bisect_left(self._keys, (found.created, found.id))

    def discrepancies_of(self, highlight_id: str) -> list[Discrepancy]:
        """The open comparison's discrepancies a highlight takes part in."""
        return [self._by_id[d] for d in self._by_highlight.get(highlight_id, ())]

    def kinds(self) -> list[Kind]:
        """The kinds in their order: the order of colours, menus and filters."""
        return list(self._kinds)

    def kind_label(self, kind: str) -> str:
        """The kind's label as shown, in the library's language (:func:`.i18n.kind_label`)."""
        return kind_label(kind, next((k.label for k in self._kinds if k.name == kind), None))

    def kind_position(self, kind: str) -> int:
        return next((i for i, k in enumerate(self._kinds) if k.name == kind), len(self._kinds))

    @property
    def current_kind(self) -> str | None:
        return self._current_kind

    @property
    def focused(self) -> str | None:
        return self._focused

    def colour_kinds(self, highlights: Iterable[Shown]) -> dict[str, str | None]:
        """Highlight id -> the kind that colours it: its first discrepancy's, else its own label
        if that names a kind (one pass: it runs over 12,000 highlights on opening)."""
        linked, known, by_id = self._by_highlight.get, self._kind_names, self._by_id
        result: dict[str, str | None] = {}
        for h in highlights:
            ds = linked(h.id)
            result[h.id] = by_id[ds[0]].kind if ds else (h.label if h.label in known else None)
        return result

    def links_between(self, left: str, right: str) -> list[LinkPair]:
        """The bands between two articles: every pair of anchored passages of one discrepancy."""
        anchored = self._anchored_passages()
        lefts, rights = anchored.get(left, ()), anchored.get(right, ())
        if len(rights) < len(lefts):
            shared = {row for row, _ in rights}
            lefts = [entry for entry in lefts if entry[0] in shared]
        links: list[LinkPair] = []
        discrepancies = self._discrepancies
        for row, spans in lefts:
            ends = spans.get(right)
            if ends:
                d = discrepancies[row]
                links.extend(LinkPair(d.id, d.kind, a, b) for a in spans[left] for b in ends)
        return links

    def _anchored_passages(self) -> dict[str, list[tuple[int, dict[str, list[tuple[int, int]]]]]]:
        """Article -> (row, that discrepancy's anchored spans by article) for each discrepancy with
        anchored passages in two articles or more, in row order: read once per change, so the
        five strips of six panes do not each walk every passage (4,000 discrepancies with
        11,000 passages took 55 ms that way)."""
        if self._anchored is None:
            anchored: dict[str, list[tuple[int, dict[str, list[tuple[int, int]]]]]] = {}
            for row, d in enumerate(self._discrepancies):
                spans: dict[str, list[tuple[int, int]]] = {}
                for p in d.passages:
                    if not p.orphan:
                        spans.setdefault(p.article, []).append((p.start, p.end))
                if len(spans) > 1:
                    for article in spans:
                        anchored.setdefault(article, []).append((row, spans))
            self._anchored = anchored
        return self._anchored

    def anchor_pairs(self, source: str, target: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """For linked scrolling: the first anchored passage of each discrepancy in ``source``
        with its first in ``target`` (see :func:`align_target`)."""
        pairs = []
        for d in self._discrepancies:
            a = next((p for p in d.passages if p.article == source and not p.orphan), None)
            b = next((p for p in d.passages if p.article == target and not p.orphan), None)
            if a is not None and b is not None:
                pairs.append(((a.start, a.end), (b.start, b.end)))
        return pairs

    def pending(self) -> list[PendingPassage]:
        """The passages waiting to be linked, in pane order (one per article at most)."""
        order = {a: i for i, a in enumerate(self._articles)}
        return sorted(self._pending.values(), key=lambda p: order.get(p.article, MAX_PANES))

    # -- opening and arranging -------------------------------------------------------------------
    def open(self, comparison_id: str | None) -> None:
        """Open a comparison (or none): everything is read again, once.

        The cyclic garbage collector waits until the comparison is read and every follower
        has rebuilt itself from it: opening six panes with 12,000 highlights and 4,000
        discrepancies makes some 100,000 objects, which set it off 186 times (a full
        collection among them), ~40 ms of the opening. Nothing is kept from being freed:
        objects without cycles go as ever, the rest at the next collection.
        """
        self._open(self.library.get_comparison(comparison_id) if comparison_id else None)

    def open_planned(self, comparison: Comparison) -> None:
        """Open a comparison not written yet (:meth:`Library.plan_comparison`), as :meth:`open`
        does a stored one: its articles and their highlights are read; it has no discrepancies.
        Whoever planned it writes it next, before anything is added to it (``parallax open``
        writes it just after the window's first paint)."""
        self._open(comparison, stored=False)

    def _open(self, comparison: Comparison | None, *, stored: bool = True) -> None:
        with _collector_paused():
            self.events.closing.emit()
            self.marks.clear()
            self._comparison = comparison
            self._planned = not stored
            self._closed_articles.clear()
            self._pending.clear()
            self._focused = None
            self._dirty.clear()
            self._read_articles()
            self._read_annotations(discrepancies=stored)
            self.events.comparison_changed.emit()

    def reload(self) -> None:
        """Read every highlight and discrepancy of the open comparison again."""
        self._read_annotations()
        self.events.comparison_changed.emit()

    def open_articles(self, article_ids: Sequence[str]) -> None:
        """Show these articles, adding them to the open comparison (or to a new one)."""
        if not article_ids:
            return
        if self._comparison is None:
            title = self.library.get_article_info(article_ids[0]).title
            created = self.library.create_comparison(short(title, 60), "", article_ids)  # no English prefix
            self.open(created.id)
            return
        self._closed_articles.difference_update(article_ids)
        self.library.add_to_comparison(self._comparison.id, article_ids)
        self.flush()
        self._rearrange()  # reopened articles already in the comparison change no row

    def close_article(self, article_id: str) -> None:
        """Close a pane; the article stays in the comparison (open it again from the library)."""
        self._closed_articles.add(article_id)
        self._rearrange()

    def move_article(self, article_id: str, delta: int) -> None:
        """Move an article's pane left (-1) or right (+1): the comparison's order changes."""
        if self._comparison is None:
            return
        order = list(self._comparison.article_ids)
        if article_id not in order:
            return
        index = order.index(article_id)
        target = index + delta
        if not 0 <= target < len(order):
            return
        order[index], order[target] = order[target], order[index]
        self.library.reorder_comparison(self._comparison.id, order)
        self.flush()

    def _visible_ids(self) -> list[str]:
        if self._comparison is None:
            return []
        return [a for a in self._comparison.article_ids if a not in self._closed_articles][:MAX_PANES]

    def _read_articles(self) -> None:
        old = self._articles
        self._articles = {aid: old.get(aid) or self.library.get_article(aid) for aid in self._visible_ids()}
        self._infos.update((aid, a.info) for aid, a in self._articles.items())

    def _read_highlights(self, article_id: str, spans: Sequence[HighlightSpan] | None = None) -> dict[str, Shown]:
        if spans is None:
            spans = self.library.highlight_spans(article_id)
        shown: dict[str, Shown] = {h.id: h for h in spans}
        # Orphans whole, in one query: the tray names them by their quote.
        shown.update((h.id, h) for h in self.library.list_highlights(article_id, orphans_only=True))
        return shown

    def _read_annotations(self, *, discrepancies: bool = True) -> None:
        """The kinds, the discrepancies (none in a comparison not written yet) and highlights."""
        self._kinds = self.library.list_kinds()
        self._kind_names = {k.name for k in self._kinds}
        stored = self._comparison.id if discrepancies and self._comparison is not None else None
        rows, spans = self.library.read_shown(stored, list(self._articles))
        self._set_discrepancies(rows)
        self._highlights = {aid: self._read_highlights(aid, spans[aid]) for aid in self._articles}

    def _set_discrepancies(self, rows: Iterable[Discrepancy]) -> None:
        self._discrepancies = sorted(rows, key=lambda d: (d.created, d.id))
        self._keys = [(d.created, d.id) for d in self._discrepancies]
        self._by_id = {d.id: d for d in self._discrepancies}
        self._anchored = None
        # In row order, so each highlight's list comes out sorted as _index keeps it (sorting
        # at every append cost opening 4,000 discrepancies ~15 ms).
        by_highlight: dict[str, list[str]] = {}
        for d in self._discrepancies:
            for p in d.passages:
                ids = by_highlight.get(p.highlight)
                if ids is None:
                    by_highlight[p.highlight] = [d.id]
                elif ids[-1] != d.id:
                    ids.append(d.id)
        self._by_highlight = by_highlight

    def _index(self, d: Discrepancy) -> None:
        self._anchored = None
        for p in d.passages:
            ids = self._by_highlight.setdefault(p.highlight, [])
            if d.id not in ids:
                ids.append(d.id)
                ids.sort(key=lambda i: (self._by_id[i].created, i))

    def _unindex(self, d: Discrepancy) -> None:
        self._anchored = None
        for p in d.passages:
            ids = self._by_highlight.get(p.highlight)
            if ids is not None and d.id in ids:
                ids.remove(d.id)
                if not ids:
                    del self._by_highlight[p.highlight]

    def _rearrange(self) -> None:
        """Show the comparison's visible articles, after the order or the closed set changed."""
        before = list(self._articles)
        self._read_articles()
        if list(self._articles) == before:
            return
        self._highlights = {
            aid: self._highlights.get(aid) or self._read_highlights(aid) for aid in self._articles
        }
        dropped = [a for a in self._pending if a not in self._articles]
        for aid in dropped:
            del self._pending[aid]
        self.events.articles_changed.emit()
        if dropped:
            self.events.pending_changed.emit()

    # -- following the library -------------------------------------------------------------------
    def _on_change(self, change: Change) -> None:
        if self._detached:
            return
        if change.entity == "discrepancy" and change.comparison not in (None, self.comparison_id) \
                and change.id not in self._by_id:
            return  # another comparison's: none of this session's business
        if change.entity == "dismissal" and change.comparison != self.comparison_id:
            return
        self._dirty.setdefault(change.entity, set()).add(change.id)
        if not self._scheduled:
            self._scheduled = True
            self._schedule(self.flush)

    def flush(self) -> None:
        """Apply the library's changes received since the last flush, and tell the listeners."""
        self._scheduled = False
        if self._detached or not self._dirty:
            return
        dirty, self._dirty = self._dirty, {}
        events = self.events
        if self._comparison is not None and self._comparison.id in dirty.get("comparison", ()):
            try:
                fresh = self.library.get_comparison(self._comparison.id)
            except NotFoundError:
                self.open(None)
                return
            self._planned = False
            renamed = (fresh.name, fresh.note) != (self._comparison.name, self._comparison.note)
            self._comparison = fresh
            if renamed:
                events.comparison_updated.emit(fresh)
            self._rearrange()
        if "dismissal" in dirty:
            events.dismissals_changed.emit()
        if "kind" in dirty:
            self._kinds = self.library.list_kinds()
            self._kind_names = {k.name for k in self._kinds}
            events.kinds_changed.emit()
        articles = dirty.get("article", set())
        renamed_sources = set()
        for aid in articles:
            if self._infos.pop(aid, None) is not None:
                renamed_sources.add(aid)
            if aid in self._articles:
                try:
                    self._articles[aid] = self.library.get_article(aid)
                    self._infos[aid] = self._articles[aid].info
                except NotFoundError:
                    pass
        if renamed_sources:
            events.sources_changed.emit(frozenset(renamed_sources))
        self._apply_annotations(dirty.get("highlight", set()), dirty.get("discrepancy", set()), "kind" in dirty)

    def _apply_annotations(self, highlight_ids: set[str], discrepancy_ids: set[str], recolour_all: bool) -> None:
        changed: dict[str, dict[str, Shown]] = {}
        removed: dict[str, set[str]] = {}
        for hid in highlight_ids:
            for aid, shown in self._highlights.items():
                if shown.pop(hid, None) is not None:
                    removed.setdefault(aid, set()).add(hid)
            try:
                highlight = self.library.get_highlight(hid)
            except NotFoundError:
                # A highlight removed with its article leaves its discrepancies without a word.
                discrepancy_ids.update(self._by_highlight.get(hid, ()))
                continue
            if highlight.article in self._highlights:
                self._highlights[highlight.article][hid] = highlight
                changed.setdefault(highlight.article, {})[hid] = highlight
                removed.get(highlight.article, set()).discard(hid)
        recoloured: set[str] = set()
        rows_changed = False
        for did in sorted(discrepancy_ids, key=lambda i: self._by_id[i].created if i in self._by_id else ""):
            touched = self._refresh_discrepancy(did)
            rows_changed = rows_changed or touched is not None
            recoloured.update(touched or ())
        if rows_changed:
            self.events.discrepancies_changed.emit()
        if recoloured and not recolour_all:
            for aid, shown in self._highlights.items():
                mine = changed.setdefault(aid, {})
                mine.update((hid, shown[hid]) for hid in recoloured & shown.keys())
        if recolour_all:  # the kinds changed: every highlight may look different
            updates = tuple(HighlightUpdate(aid, full=True) for aid in self._articles)
        else:
            updates = tuple(
                HighlightUpdate(aid, tuple(changed.get(aid, {}).values()), frozenset(removed.get(aid, set())))
                for aid in self._articles
                if changed.get(aid) or removed.get(aid)
            )
        if updates:
            self.events.highlights_changed.emit(updates)
        if self._pending and (removed or changed):
            self._drop_stale_pending()
        if self._focused is not None and self._focused not in self._by_id:
            self._focused = None
            self.events.focus_changed.emit(None, False)

    def _refresh_discrepancy(self, did: str) -> set[str] | None:
        """Re-read one discrepancy and report what became of its row; returns the highlights
        whose colour may have changed (None: nothing changed)."""
        old = self._by_id.get(did)
        try:
            fresh: Discrepancy | None = self.library.get_discrepancy(did)
        except NotFoundError:
            fresh = None
        if fresh is not None and fresh.comparison != self.comparison_id:
            fresh = None
        touched = {p.highlight for p in old.passages} if old is not None else set()
        if old is not None:
            row = bisect.bisect_left(self._keys, (old.created, old.id))
            if fresh is None:
                self._unindex(old)
                del self._discrepancies[row], self._keys[row], self._by_id[did]
                self.events.discrepancy_removed.emit(did, row)
                return touched
            if fresh == old:
                return None
            self._unindex(old)
            self._discrepancies[row] = fresh
            self._by_id[did] = fresh
            self._index(fresh)
            self.events.discrepancy_updated.emit(fresh, row)
            return touched | {p.highlight for p in fresh.passages}
        if fresh is None:
            return None
        key = (fresh.created, fresh.id)
        row = bisect.bisect_left(self._keys, key)
        self._discrepancies.insert(row, fresh)
        self._keys.insert(row, key)
        self._by_id[did] = fresh
        self._index(fresh)
        self.events.discrepancy_added.emit(fresh, row)
        return {p.highlight for p in fresh.passages}

    def _drop_stale_pending(self) -> None:
        stale = [a for a, p in self._pending.items()
                 if p.highlight is not None and p.highlight not in self._highlights.get(a, {})]
        for aid in stale:
            del self._pending[aid]
        if stale:
            self.events.pending_changed.emit()

    # -- focus and kind --------------------------------------------------------------------------
    def focus(self, discrepancy_id: str | None, *, reveal: bool = True) -> None:
        """Focus a discrepancy (or none); ``reveal``: panes scroll to its passages."""
        if discrepancy_id is not None and discrepancy_id not in self._by_id:
            return
        self._focused = discrepancy_id
        self.events.focus_changed.emit(discrepancy_id, reveal)
        if discrepancy_id is not None and reveal:
            missing = [p for p in self._by_id[discrepancy_id].passages if p.article not in self._articles]
            if missing:
                count = len(missing)
                self.events.message.emit(ngettext(
                    "{count} passage of this discrepancy is in an article not shown",
                    "{count} passages of this discrepancy are in articles not shown", count).format(count=count))

    def reveal(self, discrepancy_id: str, article_id: str | None = None) -> None:
        """Ask the panes to show a discrepancy's passage in one article (or in all)."""
        if discrepancy_id in self._by_id:
            self.events.reveal_requested.emit(discrepancy_id, article_id)

    def step(self, delta: int, order: Sequence[str] | None = None) -> str | None:
        """Focus the next (+1) or previous (-1) discrepancy, wrapping around.

        ``order``: the ids to step through (a filtered, sorted list), by default all of them.
        """
        ids = list(order) if order is not None else [d.id for d in self._discrepancies]
        if not ids:
            return None
        if self._focused in ids:
            index = (ids.index(self._focused) + delta) % len(ids)
        else:
            index = 0 if delta > 0 else len(ids) - 1
        self.focus(ids[index])
        return ids[index]

    def set_kind(self, kind: str | None) -> None:
        """The kind new highlights get (None: plain highlights)."""
        if kind != self._current_kind:
            self._current_kind = kind
            self.events.kind_changed.emit(kind)

    # -- pending passages --------------------------------------------------------------------------
    def add_pending(self, article_id: str, start: int, end: int, highlight: str | None = None) -> PendingPassage:
        """Put a passage of a shown article in the tray (replacing that article's)."""
        article = self._articles.get(article_id)
        if article is None:
            raise NotFoundError("article_not_shown", id=article_id)
        item = PendingPassage(article_id, start, end, article.reading_text[start:end], highlight)
        if self._pending.get(article_id) != item:
            self._pending[article_id] = item
            self.events.pending_changed.emit()
        return item

    def add_pending_highlight(self, highlight_id: str) -> PendingPassage:
        """Put a highlight in the tray and focus the first discrepancy it belongs to."""
        h = self.library.get_highlight(highlight_id)
        item = self.add_pending(h.article, h.start, h.end, h.id)
        linked = self.discrepancies_of(highlight_id)
        if linked:
            self.focus(linked[0].id)
        return item

    def remove_pending(self, article_id: str) -> None:
        if self._pending.pop(article_id, None) is not None:
            self.events.pending_changed.emit()

    def drop_selection(self, article_id: str) -> None:
        """The selection an article's pending passage came from is gone: drop it (a highlight
        stays pending, it does not depend on the selection)."""
        item = self._pending.get(article_id)
        if item is not None and item.highlight is None:
            self.remove_pending(article_id)

    def clear_pending(self) -> None:
        if self._pending:
            self._pending.clear()
            self.events.pending_changed.emit()

    def _pending_highlight_ids(self, items: Sequence[PendingPassage]) -> list[str]:
        """Highlight ids for pending passages, creating highlights (with the current kind) for
        new selections; run inside a write group so they are undone with what uses them."""
        ids = []
        for item in items:
            if item.highlight is not None:
                ids.append(item.highlight)
                continue
            existing = self.library.find_highlight(item.article, item.start, item.end)
            if existing is not None:
                ids.append(existing.id)
            else:
                ids.append(self.writes.add_highlight(item.article, item.start, item.end, self._current_kind))
        return ids

    # -- acting ----------------------------------------------------------------------------------
    def highlight(self, article_id: str, start: int, end: int) -> Highlight:
        """Highlight a passage with the current kind (the existing highlight if there is one)."""
        existing = self.library.find_highlight(article_id, start, end)
        if existing is not None:
            self.events.message.emit(_("That passage is already highlighted"))
            return existing
        hid = self.writes.add_highlight(article_id, start, end, self._current_kind)
        self.flush()
        return self.library.get_highlight(hid)

    def delete_highlight(self, highlight_id: str) -> None:
        self.writes.delete_highlight(highlight_id)
        self.flush()

    def dismiss_suggestion(self, suggestion: str, kind: str, title: str) -> None:
        """Do not suggest this again in the open comparison: one write, one undo step."""
        if self.comparison_id is None:
            return
        with self.writes.group(_("Dismiss suggestion “{title}”").format(title=title)):
            self.writes.dismiss_suggestion(self.comparison_id, suggestion, kind, title)
        self.flush()

    def link_passages(
        self, kind: str, title: str, passages_with_claims: Sequence[tuple[Passage, str]], note: str = "",
        status: str = "open", *, comparison: str | None = None, undo_text: str | None = None,
    ) -> str:
        """The one rule for making a discrepancy: the app's Link and Accept and the command
        line's ``link`` and ``suggest --accept`` all come here. Returns the new discrepancy's id.

        Each passage is a span of an article (a :class:`PendingPassage`: a new selection, or an
        existing highlight's) or an existing highlight's id or unique prefix, with what that
        source claims ("" for nothing). What cannot be made (no title, an unknown kind or status,
        too few passages, a passage given twice) is refused before anything is written; then
        the highlights for new spans (with the current kind, as :meth:`highlight` gives them)
        and the discrepancy are one write group (one transaction, one undo step named
        ``undo_text``), in ``comparison`` (default: the open one; none open: the comparison
        holding the articles). The new discrepancy is focused and its passages leave the tray.
        """
        items = list(passages_with_claims)
        title = self.library.check_discrepancy(kind, title, status, len(items))
        keys: list[str | tuple[str, int, int]] = []
        for passage, _claim in items:
            if isinstance(passage, str):
                keys.append(self.library.resolve_highlight(passage))
            elif passage.highlight is not None:
                keys.append(passage.highlight)
            else:
                found = self.library.find_highlight(passage.article, passage.start, passage.end)
                keys.append(found.id if found is not None else (passage.article, passage.start, passage.end))
        if len(set(keys)) != len(keys):
            raise InputError("highlight_twice")
        target = comparison if comparison is not None else self.comparison_id
        with self.writes.group(undo_text or _("Link “{title}”").format(title=title)):
            ids = [
                key if isinstance(key, str) else self.writes.add_highlight(*key, self._current_kind)
                for key in keys
            ]
            claims = {hid: claim for hid, (_passage, claim) in zip(ids, items, strict=True) if claim.strip()}
            did = self.writes.create_discrepancy(
                ids, kind=kind, title=title, claims=claims, note=note, status=status, comparison=target
            )
        self.flush()
        linked = {p for p, _claim in items if isinstance(p, PendingPassage)}
        if any(p in linked for p in self._pending.values()):
            self._pending = {a: p for a, p in self._pending.items() if p not in linked}
            self.events.pending_changed.emit()
        self.focus(did, reveal=False)
        return did

    def add_pending_to(self, discrepancy_id: str) -> list[str]:
        """Add the pending passages to a discrepancy (one write group) and empty the tray;
        returns the highlight ids added (those already in it are skipped)."""
        found = self._by_id.get(discrepancy_id)
        have = {p.highlight for p in found.passages} if found is not None else set()
        added: list[str] = []
        with self.writes.group(_("Add passages")):
            ids = [h for h in self._pending_highlight_ids(self.pending()) if h not in have]
            if ids:
                count = len(ids)
                text = ngettext("Add passage", "Add {count} passages", count).format(count=count)
                self.writes.edit_discrepancy(discrepancy_id, text, lambda: self._add_passages(discrepancy_id, ids))
                added = ids
        self.flush()
        self.clear_pending()
        return added

    def new_pending(self, discrepancy_id: str | None) -> list[PendingPassage]:
        """The pending passages not already in a discrepancy (what "add pending" would add)."""
        found = self._by_id.get(discrepancy_id) if discrepancy_id else None
        have = {p.highlight for p in found.passages} if found is not None else set()
        spans = {(p.article, p.start, p.end) for p in found.passages} if found is not None else set()
        return [p for p in self.pending() if p.highlight not in have and (p.article, p.start, p.end) not in spans]

    def _add_passages(self, discrepancy_id: str, ids: Sequence[str]) -> None:
        with self.library.batch():
            for hid in ids:
                self.library.add_passage(discrepancy_id, hid)

    def set_claim(self, discrepancy_id: str, highlight_id: str, claim: str) -> None:
        """What one source claims in a discrepancy (one undoable edit)."""
        self.writes.edit_discrepancy(
            discrepancy_id, _("Edit claim"), lambda: self.library.set_claim(discrepancy_id, highlight_id, claim)
        )
        self.flush()

    def update(self, discrepancy_id: str, text: str, **fields: str) -> None:
        """Change a discrepancy's kind, title, note or status (one undoable edit named ``text``)."""
        self.writes.edit_discrepancy(
            discrepancy_id, text, lambda: self.library.update_discrepancy(discrepancy_id, **fields)
        )
        self.flush()

    def remove_passages(self, discrepancy_id: str, highlight_ids: Sequence[str]) -> None:
        """Take passages out of a discrepancy (their highlights stay), one undoable edit."""
        ids = list(highlight_ids)
        if not ids:
            return

        def perform() -> None:
            with self.library.batch():
                for hid in ids:
                    self.library.remove_passage(discrepancy_id, hid)

        self.writes.edit_discrepancy(
            discrepancy_id, ngettext("Remove passage", "Remove {count} passages", len(ids)).format(count=len(ids)), perform
        )
        self.flush()

    def delete(self, discrepancy_id: str) -> None:
        """Delete a discrepancy (its highlights stay)."""
        self.writes.delete_discrepancy(discrepancy_id)
        self.flush()

    @contextlib.contextmanager
    def group(self, text: str) -> Iterator[None]:
        """Several of the session's writes as one user action (one undo step in the desktop)."""
        with self.writes.group(text):
            yield
        self.flush()
