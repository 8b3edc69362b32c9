"""The library: one SQLite file holding articles, comparisons, highlights and discrepancies.

Open it with :class:`Library` (``":memory:"`` for a throw-away library). It is one front object
built from parts that share one :class:`~.database.Database` (the connection and its
transaction): the tables in :mod:`.tables` (all the SQL, one module per table), the rules of
articles and comparisons (:class:`~.articles.ArticleStore`) and of annotations
(:class:`~.annotations.AnnotationStore`), and :class:`~.unit_of_work.UnitOfWork` for writing rows
as they are.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from ..models import (
    Article,
    ArticleDeletion,
    ArticleInfo,
    Change,
    Comparison,
    Discrepancy,
    Highlight,
    HighlightSpan,
    Kind,
    SearchHit,
    Snapshot,
)
from .annotations import AnnotationStore
from .articles import ArticleStore
from .database import Database
from .tables import Tables
from .unit_of_work import UnitOfWork

if TYPE_CHECKING:
    from ..db import UpgradeProgress


class Library:
    """An open Parallax library. Every public method that writes is one transaction."""

    def __init__(self, path: str | Path = ":memory:", *, busy_timeout: float | None = None,
                 progress: UpgradeProgress | None = None) -> None:
        """Open the library at ``path`` (a new one is created), upgrading an older format first;
        ``progress`` hears how that upgrade goes (:class:`parallax.library.db.UpgradeStep`)."""
        self._db = Database(path, busy_timeout=busy_timeout, progress=progress)
        self._tables = Tables(self._db)
        self._articles = ArticleStore(self._tables)
        self._annotations = AnnotationStore(self._tables, self._articles)

    # -- life cycle, listeners, transactions ------------------------------------------------
    @property
    def path(self) -> str:
        return self._db.path

    @property
    def read_only(self) -> bool:
        return self._db.read_only

    @property
    def damaged(self) -> bool:
        """Whether the file was found damaged: from then on nothing is written to it."""
        return self._db.damaged

    @property
    def tables(self) -> Tables:
        """The tables, for reading rows as they are stored (bundle export and merge)."""
        return self._tables

    @property
    def connection(self) -> sqlite3.Connection:
        """The raw connection, for read-only reports and bundle export."""
        return self._db.conn

    def close(self) -> None:
        """Close the file (a whole-file check still running is stopped first)."""
        self._db.close()

    def check_in_background(self, done: Callable[[], None] | None = None) -> bool:
        """Start reading the whole file for damage now, in a worker thread on a connection of
        its own, instead of at the first write (which waits for that check's verdict: a damaged
        library is still never written). Returns whether a check was started (not when the file
        was checked already, is being checked, or is read-only); ``done`` is called from the
        worker thread when it ends (not when :meth:`close` stopped it)."""
        return self._db.check_in_background(done)

    def write_first(self, action: Callable[[], object] | None) -> None:
        """Run ``action``, a write, when the next write begins, unless it ran before (None: not
        any more): a comparison shown before it is written (``parallax open``) is written before
        anything is added to it."""
        self._db.write_first(action)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def subscribe(self, listener: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``listener`` with each :class:`Change` after it is committed; returns an unsubscriber."""
        return self._db.subscribe(listener)

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Group several operations into one transaction (one user action, e.g. a bundle import)."""
        with self._db.write():
            yield

    @contextlib.contextmanager
    def unit_of_work(self) -> Iterator[UnitOfWork]:
        """One transaction for writing rows as they are (ids and times kept), e.g. a bundle merge:
        all of it is saved, or none of it; listeners hear of each change after the commit."""
        with self._db.write():
            yield UnitOfWork(self._tables)

    def stats(self) -> dict[str, Any]:
        t = self._tables
        return {
            "articles": t.articles.count(),
            "comparisons": t.comparisons.count(),
            "highlights": t.highlights.count(),
            "discrepancies": t.discrepancies.count(),
        }

    # -- articles, comparisons, search ----------------------------------------------------
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
        source: tuple[str, str] | None = None,
    ) -> tuple[Article, bool]:
        """Store an article unless the same body is there already; returns it and whether it is new.

        With ``comparison`` (a name or id; created when missing) the article joins it as well.
        ``source`` is (the sha256 of a file's bytes, how they were converted) when the body came
        from such a file: remembered (``imported_files``), so :meth:`known_file` finds the
        article without converting the file again.
        """
        return self._articles.add_article(
            markdown, title=title, source_format=source_format, outlet=outlet, author=author,
            published=published, url=url, language=language, comparison=comparison, source=source,
        )

    def known_file(self, sha256: str, converter: str, comparison: str | None = None) -> tuple[str, str] | None:
        """(id, title) of the article a file of these bytes became when converted by
        ``converter`` (see :meth:`add_article`'s ``source``), if it is still in the library; with
        ``comparison`` (a name or id; created when missing) it joins it, as :meth:`add_article`
        does. None when the file is not known: convert it."""
        return self._articles.known_file(sha256, converter, comparison)

    def resolve_article(self, id_or_prefix: str) -> str:
        return self._articles.resolve_article(id_or_prefix)

    def get_article(self, id_or_prefix: str) -> Article:
        return self._articles.get_article(id_or_prefix)

    def get_article_info(self, aid: str) -> ArticleInfo:
        return self._articles.get_article_info(aid)

    def list_articles(
        self, comparison: str | None = None, *, limit: int | None = None, offset: int = 0
    ) -> list[ArticleInfo]:
        """Articles in pane order for a comparison, else every article by title.

        ``limit`` and ``offset`` page through every article (the sidebar reads a large library a
        screenful at a time); they apply only when no comparison is given.
        """
        return self._articles.list_articles(comparison, limit=limit, offset=offset)

    def count_articles(self) -> int:
        return self._articles.count_articles()

    def count_discrepancies(self) -> int:
        return self._tables.discrepancies.count()

    def first_comparison(self) -> str | None:
        """The id of the first comparison of :meth:`list_comparisons` (None: there is none),
        without reading them all (5,000 comparisons and their members: 0.2 s)."""
        return self._tables.comparisons.first_id()

    def update_article(self, id_or_prefix: str, **fields: str | None) -> ArticleInfo:
        """Correct an article's metadata; its body (and so every anchor) never changes."""
        return self._articles.update_article(id_or_prefix, **fields)

    def delete_article(self, id_or_prefix: str) -> ArticleDeletion:
        """Remove an article with its highlights (and their places in discrepancies)."""
        return self._annotations.delete_articles([id_or_prefix])

    def delete_articles(self, ids_or_prefixes: Sequence[str]) -> ArticleDeletion:
        """Remove articles with their highlights and their passages in discrepancies (one
        transaction); a discrepancy left short of passages is kept and listed. Undo: ``restore``."""
        return self._annotations.delete_articles(ids_or_prefixes)

    def resolve_comparison(self, name_or_id: str) -> str:
        """A comparison's id from its name (exact, then case-insensitive), id or id prefix."""
        return self._articles.resolve_comparison(name_or_id)

    def create_comparison(self, name: str, note: str = "", article_ids: Iterable[str] = (), *,
                          comparison_id: str | None = None) -> Comparison:
        return self._articles.create_comparison(name, note, article_ids, comparison_id=comparison_id)

    def plan_comparison(self, name: str, note: str = "", article_ids: Iterable[str] = ()) -> Comparison:
        """The comparison :meth:`create_comparison` would make now, not written (see
        :meth:`.articles.ArticleStore.plan_comparison`)."""
        return self._articles.plan_comparison(name, note, article_ids)

    def get_comparison(self, name_or_id: str) -> Comparison:
        return self._articles.get_comparison(name_or_id)

    def list_comparisons(self) -> list[Comparison]:
        """Every comparison by name, read in two queries (not two per comparison: the sidebar
        lists them all when the window opens)."""
        return self._articles.list_comparisons()

    def comparison_sizes(self) -> list[tuple[str, str, str, int]]:
        """``(id, name, note, number of articles)`` of every comparison by name, in one query:
        what a list of comparisons shows before anyone opens one."""
        return self._articles.comparison_sizes()

    def update_comparison(self, name_or_id: str, *, name: str | None = None, note: str | None = None) -> Comparison:
        return self._articles.update_comparison(name_or_id, name=name, note=note)

    def add_to_comparison(self, name_or_id: str, article_ids: Iterable[str]) -> Comparison:
        return self._articles.add_to_comparison(name_or_id, article_ids)

    def remove_from_comparison(self, name_or_id: str, article_id_: str) -> Comparison:
        """Take an article out of a comparison; its discrepancies there lose that passage."""
        return self._articles.remove_from_comparison(name_or_id, article_id_)

    def reorder_comparison(self, name_or_id: str, article_ids: Sequence[str]) -> Comparison:
        """Put a comparison's articles in the given pane order (all of them, each once)."""
        return self._articles.reorder_comparison(name_or_id, article_ids)

    def delete_comparison(self, name_or_id: str) -> None:
        """Remove a comparison and its discrepancies; articles and highlights stay in the library."""
        self._articles.delete_comparison(name_or_id)

    def search(
        self, text: str, *, limit: int = 50, prefix: bool = False, offset: int = 0, every: bool = False
    ) -> list[SearchHit]:
        """Full-text search over titles, outlets and reading texts, best matches first (among the
        10,000 most recently added matches, then the next; ``every``: all together), from
        result ``offset`` on; see :meth:`.ArticleStore.search`."""
        return self._articles.search(text, limit=limit, prefix=prefix, offset=offset, every=every)

    # -- kinds, highlights, discrepancies, undo -------------------------------------------
    def list_kinds(self) -> list[Kind]:
        return self._annotations.list_kinds()

    def add_kind(self, name: str, label: str | None = None, description: str = "") -> Kind:
        """Kinds are user-extensible: a newsroom may want "photo" or "headline" kinds."""
        return self._annotations.add_kind(name, label, description)

    def check_kind(self, kind: str) -> str:
        return self._annotations.check_kind(kind)

    def resolve_highlight(self, id_or_prefix: str) -> str:
        return self._annotations.resolve_highlight(id_or_prefix)

    def get_highlight(self, id_or_prefix: str) -> Highlight:
        return self._annotations.get_highlight(id_or_prefix)

    def list_highlights(self, article: str | None = None, *, orphans_only: bool = False) -> list[Highlight]:
        """Highlights in text order (only the orphaned ones if ``orphans_only``). Read as
        tuples: opening an article with 10,000 highlights reads them all (twice as fast as
        ``sqlite3.Row`` s looked up by name)."""
        return self._annotations.list_highlights(article, orphans_only=orphans_only)

    def highlight_spans(self, article: str) -> list[HighlightSpan]:
        """An article's highlights in text order, as spans: read from the index that holds
        exactly these columns, so the cost follows the number of highlights, not how their
        rows are scattered over the file (opening six articles with 2,000 highlights each)."""
        return self._annotations.highlight_spans(article)

    def find_highlight(self, article: str, start: int, end: int) -> Highlight | None:
        """The (anchored) highlight of exactly this range, if there is one."""
        return self._annotations.find_highlight(article, start, end)

    def add_highlight(
        self, article: str, start: int, end: int, *, label: str | None = None, note: str = ""
    ) -> Highlight:
        """Highlight ``[start, end)`` (code points of the reading text).

        Highlighting a range that is already highlighted returns that highlight (updating its
        label or note when given) instead of stacking a duplicate.
        """
        return self._annotations.add_highlight(article, start, end, label=label, note=note)

    def highlight_quote(
        self, article: str, quote: str, *, occurrence: int | None = None, label: str | None = None, note: str = ""
    ) -> Highlight:
        """Highlight a quoted passage; several occurrences need ``occurrence`` (1-based)."""
        return self._annotations.highlight_quote(article, quote, occurrence=occurrence, label=label, note=note)

    def update_highlight(
        self, id_or_prefix: str, *, label: str | None = None, note: str | None = None, clear_label: bool = False
    ) -> Highlight:
        return self._annotations.update_highlight(id_or_prefix, label=label, note=note, clear_label=clear_label)

    def snapshot_highlight(self, id_or_prefix: str) -> Snapshot:
        return self._annotations.snapshot_highlight(id_or_prefix)

    def delete_highlight(self, id_or_prefix: str) -> Snapshot:
        """Delete a highlight and its place in any discrepancy; returns what undo needs."""
        return self._annotations.delete_highlight(id_or_prefix)

    def resolve_discrepancy(self, id_or_prefix: str) -> str:
        return self._annotations.resolve_discrepancy(id_or_prefix)

    def get_discrepancy(self, id_or_prefix: str) -> Discrepancy:
        return self._annotations.get_discrepancy(id_or_prefix)

    def list_discrepancies(
        self, comparison: str | None = None, *, kind: str | None = None, status: str | None = None
    ) -> list[Discrepancy]:
        return self._annotations.list_discrepancies(comparison, kind=kind, status=status)

    def read_shown(
        self, comparison: str | None, articles: Sequence[str]
    ) -> tuple[list[Discrepancy], dict[str, list[HighlightSpan]]]:
        """What a comparison's panes show, in one pass: its discrepancies (as
        :meth:`list_discrepancies`; none for ``None``) and each of ``articles``' spans (as
        :meth:`highlight_spans`, keyed as given). Each article's highlights are read once, with
        their quotes, for both (six articles of 2,000 highlights were read twice)."""
        return self._annotations.read_shown(comparison, articles)

    def discrepancies_of_highlight(self, hid: str) -> list[Discrepancy]:
        return self._annotations.discrepancies_of_highlight(hid)

    def check_discrepancy(self, kind: str, title: str, status: str, passages: int) -> str:
        """Refuse what :meth:`create_discrepancy` would refuse before reading any highlight (no
        title, unknown kind or status, too few of ``passages``); returns the title as stored."""
        return self._annotations.check_discrepancy(kind, title, status, passages)

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
        return self._annotations.create_discrepancy(highlights, kind=kind, title=title, claims=claims, note=note, status=status, comparison=comparison)

    def update_discrepancy(
        self,
        id_or_prefix: str,
        *,
        kind: str | None = None,
        title: str | None = None,
        note: str | None = None,
        status: str | None = None,
    ) -> Discrepancy:
        return self._annotations.update_discrepancy(id_or_prefix, kind=kind, title=title, note=note, status=status)

    def set_claim(self, discrepancy: str, highlight: str, claim: str) -> Discrepancy:
        return self._annotations.set_claim(discrepancy, highlight, claim)

    def add_passage(self, discrepancy: str, highlight: str, claim: str = "") -> Discrepancy:
        return self._annotations.add_passage(discrepancy, highlight, claim)

    def remove_passage(self, discrepancy: str, highlight: str) -> Discrepancy:
        return self._annotations.remove_passage(discrepancy, highlight)

    def snapshot_discrepancy(self, id_or_prefix: str) -> Snapshot:
        return self._annotations.snapshot_discrepancy(id_or_prefix)

    def delete_discrepancy(self, id_or_prefix: str) -> Snapshot:
        """Delete a discrepancy (its highlights stay); returns what undo needs."""
        return self._annotations.delete_discrepancy(id_or_prefix)

    def restore(self, snapshot: Snapshot) -> None:
        """A discrepancy in the snapshot gets exactly the snapshot's passages back; a highlight
        gets back its places in discrepancies that still exist."""
        self._annotations.restore(snapshot)

    # -- suggested discrepancies ----------------------------------------------------------
    def dismiss_suggestion(self, comparison: str, suggestion: str, kind: str, title: str) -> None:
        """Remember that a suggested discrepancy was dismissed in the comparison (one transaction)."""
        from ..models import now

        cid = self.resolve_comparison(comparison)
        with self._db.write():
            self._tables.dismissals.add(cid, suggestion, kind, title, now())
            self._db.changed(Change("dismissal", "added", suggestion, cid))

    def undismiss_suggestion(self, comparison: str, suggestion: str) -> None:
        """Suggest a dismissed suggestion again (the undo of a dismissal; one transaction)."""
        cid = self.resolve_comparison(comparison)
        with self._db.write():
            self._tables.dismissals.remove(cid, suggestion)
            self._db.changed(Change("dismissal", "removed", suggestion, cid))

    def dismissed_suggestions(self, comparison: str) -> list[tuple[str, str, str]]:
        """``(suggestion id, kind, title)`` of the suggestions dismissed in the comparison."""
        return self._tables.dismissals.of(self.resolve_comparison(comparison))
