"""Plain records the store hands out: immutable, Qt-free, cheap to pass to the desktop.

Ids are UUID4 strings (articles: the body's sha256) so libraries and bundles merge without
collisions. Times are ISO 8601 UTC strings with milliseconds, which sort as they compare.

Records are named tuples (``Record``: a ``typing.NamedTuple`` to the type checker, made without
``typing``'s per-field checks, :mod:`.records`), not dataclasses: creating frozen dataclasses cost
the start ~15 ms.
Being tuples, they unpack, have a length, sort, and equal a plain tuple of the same values; use
their fields by name, and write them out field by field (``json.dumps`` would make a list).
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from .records import Record

DEFAULT_KINDS: tuple[tuple[str, str, str], ...] = (
    ("count", "Count", "Numbers differ: casualties, crowd sizes, sums."),
    ("outcome", "Outcome", "What happened differs: killed or captured, won or lost."),
    ("attribution", "Attribution", "Who said or did it differs, or a claim is unattributed."),
    ("timeline", "Timeline", "When, how long, or in what order differs."),
    ("location", "Location", "Where differs."),
    ("wording", "Wording", "Framing and loaded terms: the same fact told with a slant."),
    ("quote", "Quote", "A quotation differs or is attributed differently."),
    ("omission", "Omission", "Some sources report a fact that others leave out."),
    ("agreement", "Agreement", "Sources corroborate each other: worth recording too."),
    ("other", "Other", "Any other difference."),
)

STATUSES: tuple[str, ...] = ("open", "explained", "resolved")

METADATA_FIELDS: tuple[str, ...] = ("title", "outlet", "author", "published", "url", "language")
"""An article's fields people may correct; its body (and so every anchor) never changes."""

Entity = Literal["article", "comparison", "highlight", "discrepancy", "kind", "dismissal"]
Action = Literal["added", "updated", "removed"]


_last: tuple[str, datetime | None] = ("", None)


def now() -> str:
    """The current time as stored: ``2026-01-15T09:30:00.123Z``.

    Strictly increasing within a process (a millisecond is added when two calls share one), so
    things created in one go (the demo, a bundle) keep their order wherever time sorts them, and
    "the newer ``updated`` wins" never ties between two edits made here. The last time is kept as
    a ``datetime`` beside its text: parsing the text back loaded ``_strptime`` (locale, calendar)
    at the first two calls in one millisecond, which ``parallax open`` makes at start-up.
    """
    global _last
    moment = datetime.now(UTC)
    stamp = moment.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    last_stamp, last_moment = _last
    if stamp <= last_stamp and last_moment is not None:
        moment = last_moment.replace(microsecond=last_moment.microsecond // 1000 * 1000) + timedelta(milliseconds=1)
        stamp = moment.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
    _last = (stamp, moment)
    return stamp


def new_id() -> str:
    """A random (version 4) UUID as text, made without the ``uuid`` module, which loads
    ``platform`` and more that starting the app never needs."""
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40  # version 4
    raw[8] = (raw[8] & 0x3F) | 0x80  # the RFC 4122 variant
    h = raw.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


class ArticleInfo(Record):
    """An article's metadata, without its (possibly large) text."""

    id: str
    title: str
    outlet: str | None
    author: str | None
    published: str | None
    url: str | None
    language: str | None
    source_format: str
    imported_at: str
    length: int = 0


class Article(Record):
    """An imported article: immutable body and the reading text every anchor refers to."""

    info: ArticleInfo
    markdown: str
    reading_text: str
    blocks: str | bytes | None = None
    """The block structure as stored (:func:`~.textmodel.pack_blocks`; JSON text before library
    format 12), when known."""

    def __repr__(self) -> str:
        # The text fields can be megabytes: a repr shows only the metadata.
        return f"Article(info={self.info!r})"

    @property
    def id(self) -> str:
        return self.info.id

    @property
    def title(self) -> str:
        return self.info.title


class Comparison(Record):
    """A set of articles about one event, read side by side, in pane order."""

    id: str
    name: str
    note: str
    created: str
    updated: str
    article_ids: tuple[str, ...] = ()


class Highlight(Record):
    """A passage of an article's reading text; ``orphan`` when its quote could not be found."""

    id: str
    article: str
    start: int
    end: int
    exact: str
    prefix: str
    suffix: str
    label: str | None
    note: str
    created: str
    updated: str
    orphan: bool = False


class HighlightSpan(Record):
    """Where a highlight is, without its quote and note: what a pane needs to draw it.

    Read from an index alone (``Library.highlight_spans``); the attribute names are those of
    :class:`Highlight`, so code that draws either accepts both.
    """

    id: str
    article: str
    start: int
    end: int
    label: str | None
    orphan: bool


class Passage(Record):
    """One source's part in a discrepancy: a highlight and what that source claims."""

    highlight: str
    article: str
    exact: str
    claim: str
    start: int
    end: int
    orphan: bool = False


class Discrepancy(Record):
    """Passages from different sources that disagree (or agree) about one fact."""

    id: str
    comparison: str
    kind: str
    title: str
    note: str
    status: str
    created: str
    updated: str
    passages: tuple[Passage, ...] = ()


class Kind(Record):
    name: str
    label: str
    description: str
    position: int


class SearchHit(Record):
    """A search result: the article and a snippet with matches between ``[`` and ``]``."""

    article: ArticleInfo
    snippet: str
    rank: float


class Change(Record):
    """What a committed operation changed; listeners (the desktop's models) refresh from it."""

    entity: Entity
    action: Action
    id: str
    comparison: str | None = None


class Snapshot(Record):
    """Rows as they were, keyed by table, for undo (``Library.restore`` puts them back)."""

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
    """How many passages a new discrepancy of ``kind`` needs: the one rule of the app, the
    session and the command line (``Library.create_discrepancy`` enforces it)."""
    return 1 if kind in SINGLE_PASSAGE_KINDS else MIN_PASSAGES


class ShortDiscrepancy(Record):
    """A discrepancy that deleting articles left with fewer passages than it needs.

    It is kept, with its title, note and remaining passages, so nothing the reader wrote is
    lost silently; it is reported so the reader can add a passage or delete it.
    """

    id: str
    comparison: str
    title: str
    passages: int


class ArticleDeletion(Record):
    """What ``Library.delete_articles`` removed, and the snapshot that undoes it."""

    snapshot: Snapshot
    articles: tuple[str, ...]
    highlights: int
    passages: int
    short: tuple[ShortDiscrepancy, ...]


class UpgradeStep(Record):
    """How far an upgrade of the library's format has come, for whoever shows it.

    Step 0 copies the library aside (``done``: the share of its pages copied); steps 1 to
    ``steps - 2`` are the migrations, each one ``done`` = None while it runs (a full-text
    index rebuilt says nothing of its own progress) and 1.0 when it is over; the last step
    gives the pages the upgrade freed back to the disk (:func:`parallax.library.db.compact`).
    Reported when a step starts and ends and about every tenth of a second while one runs.
    """

    step: int
    steps: int
    done: float | None
    version: int
    """The library's format before the upgrade (it becomes :data:`parallax.library.db.SCHEMA_VERSION`)."""
