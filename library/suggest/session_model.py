"""Suggestions for the comparison a reader has open: the Qt-free model of the Suggestions panel.

The engine is pure, so the panel runs it on texts it reads here on the GUI thread
(:meth:`SuggestionsModel.request`), off that thread (:func:`run`), and hands the result back
(:meth:`SuggestionsModel.receive`). The model keeps the engine's whole list and shows what is
neither dismissed nor annotated yet, of the chosen kind; accepting writes through the session,
so highlights and discrepancy are one undoable step.
"""

from __future__ import annotations

from ..events import Event
from ..i18n import _
from ..records import Record
from ..session import ComparisonSession
from .engine import Suggestion, SuggestResult, suggest
from .mentions import ArticleText
from .service import covered_by, passages_of


class Request(Record):
    """What the engine needs, read on the GUI thread: a generation number, the texts, and the
    kinds asked for by name (none: the default suggestions)."""

    generation: int
    comparison: str | None
    articles: tuple[ArticleText, ...]
    kinds: tuple[str, ...] = ()


ASKED_BY_NAME = frozenset(["wording"])
"""Kinds some of whose cards the engine makes only when asked for by name (the headlines side
by side, sentences that tell one thing in other words): choosing one in the panel runs the engine
for it."""


def run(request: Request) -> SuggestResult:
    """The engine on a request's texts; safe off the GUI thread (it touches no library)."""
    if len(request.articles) < 2:
        return SuggestResult([], [])
    return suggest(list(request.articles), kinds=list(request.kinds) or None)


class SuggestionsModel:
    """The open comparison's suggestions, filtered for the panel.

    Attributes:
        changed: an :class:`~parallax.library.events.Event` emitted when :meth:`shown` changed.
    """

    def __init__(self, session: ComparisonSession) -> None:
        self.session = session
        self.changed: Event[()] = Event()
        self.kind: str | None = None
        self.notes: list[str] = []
        self.busy = False
        self._generation = 0
        self._all: list[Suggestion] = []
        self._comparison: str | None = None
        self._shown: list[Suggestion] = []

    def request(self) -> Request:
        """A new request for the open comparison's shown articles (older results are dropped)."""
        self._generation += 1
        self.busy = True
        texts = tuple(
            ArticleText(a.id, a.reading_text, a.info.language or "") for a in self.session.articles()
        )
        kinds = (self.kind,) if self.kind in ASKED_BY_NAME else ()
        return Request(self._generation, self.session.comparison_id, texts, kinds)

    def receive(self, request: Request, result: SuggestResult) -> bool:
        """Take an engine result; False (and nothing changes) when a newer request was made."""
        if request.generation != self._generation:
            return False
        self.busy = False
        self._all = list(result.suggestions)
        self._comparison = request.comparison
        self.notes = list(result.notes)
        self.refilter()
        return True

    def refilter(self) -> None:
        """Show again what is neither dismissed nor annotated, of the chosen kind."""
        shown: list[Suggestion] = []
        if self._comparison is not None and self._comparison == self.session.comparison_id:
            dismissed = self.session.library.dismissed_suggestions(self._comparison)
            ids = {d[0] for d in dismissed}
            slots = {(d[1], d[2]) for d in dismissed}
            known = self.session.discrepancies()
            shown = [
                s for s in self._all
                if s.id not in ids and (s.kind, s.title) not in slots and not covered_by(s, known)
                and (self.kind is None or s.kind == self.kind)
            ]
        self._shown = shown
        self.changed.emit()

    def set_kind(self, kind: str | None) -> bool:
        """Show only ``kind`` (None: every kind); True when the engine must run again, because
        the cards of that kind, or of the one before, come only when asked for by name."""
        again = kind != self.kind and (kind in ASKED_BY_NAME or self.kind in ASKED_BY_NAME)
        self.kind = kind
        self.refilter()
        return again

    def shown(self) -> list[Suggestion]:
        return list(self._shown)

    def get(self, suggestion_id: str) -> Suggestion | None:
        return next((s for s in self._shown if s.id == suggestion_id), None)

    def accept(self, suggestion_id: str) -> str | None:
        """Highlights and the discrepancy in one undoable step (the session's one rule for
        linking, :meth:`~parallax.library.session.ComparisonSession.link_passages`); returns the
        discrepancy's id."""
        found = self.get(suggestion_id)
        if found is None or self.session.comparison_id is None:
            return None
        did = self.session.link_passages(
            found.kind, found.title, passages_of(found),
            undo_text=_("Accept suggestion “{title}”").format(title=found.title),
        )
        self.refilter()
        return did

    def dismiss(self, suggestion_id: str) -> bool:
        """Remember the rejection for this comparison and hide the suggestion."""
        found = self.get(suggestion_id)
        if found is None or self.session.comparison_id is None:
            return False
        self.session.dismiss_suggestion(found.id, found.kind, found.title)
        self.refilter()
        return True
