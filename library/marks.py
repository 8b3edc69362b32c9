"""Passages marked in the panes for a while, by who marks them: the session's evented map.

A mark is not an annotation: nothing is written to the library. The Suggestions panel marks the
passages of the suggestion a reader is looking at ("suggested"), the find bar its match
("match"), revealing a discrepancy flashes its passages ("flash"), the Timeline marks the claim
a reader clicked ("timeline"). Each *source* owns its spans per article and replaces them as a
whole, so sources never disturb each other; a pane draws every source's spans in that source's
style (``desktop/palette.py``'s ``MARK_STYLES``).

Panels write here and panes follow :attr:`Marks.changed`, so no panel reaches into a pane and no
pane grows a method per kind of mark.
"""

from collections.abc import Iterable, Mapping

from .events import Event

__all__ = ["FLASH", "MATCH", "SUGGESTED", "TIMELINE", "Marks", "Span"]

Span = tuple[int, int]
"""A passage as code points of an article's reading text: (start, end), end exclusive."""

SUGGESTED = "suggested"
MATCH = "match"
FLASH = "flash"
TIMELINE = "timeline"


class Marks:
    """Spans per source and article.

    Attributes:
        changed: ``(source, articles, reveal)`` after a source's spans changed in these
            articles; ``reveal``: the panes should bring the source's first span into view.
    """

    def __init__(self) -> None:
        self._spans: dict[str, dict[str, tuple[Span, ...]]] = {}
        self.changed: Event[str, frozenset[str], bool] = Event()

    def spans(self, source: str, article: str) -> tuple[Span, ...]:
        """The spans ``source`` marks in ``article``, in the order given."""
        return self._spans.get(source, {}).get(article, ())

    def of(self, article: str) -> dict[str, tuple[Span, ...]]:
        """Every source's spans in ``article`` (sources marking nothing there left out)."""
        return {source: by[article] for source, by in self._spans.items() if by.get(article)}

    def set(self, source: str, spans: Mapping[str, Iterable[Span]], *, reveal: bool = False) -> None:
        """Mark exactly these spans for ``source`` (article -> spans); articles not named lose
        the source's marks. ``reveal`` asks the panes to show the first span of each."""
        fresh = {article: tuple(given) for article, given in spans.items()}
        fresh = {article: given for article, given in fresh.items() if given}
        old = self._spans.get(source, {})
        touched = {a for a in old.keys() | fresh.keys() if old.get(a) != fresh.get(a)}
        if fresh:
            self._spans[source] = fresh
        else:
            self._spans.pop(source, None)
        if reveal:
            touched |= fresh.keys()
        if touched:
            self.changed.emit(source, frozenset(touched), reveal)

    def put(self, source: str, article: str, spans: Iterable[Span], *, reveal: bool = False) -> None:
        """Mark these spans for ``source`` in one article, leaving its other articles alone."""
        given = tuple(spans)
        by = self._spans.get(source, {})
        if by.get(article, ()) == given and not (reveal and given):
            return
        updated = {**by, article: given}
        if not given:
            del updated[article]
        if updated:
            self._spans[source] = updated
        else:
            self._spans.pop(source, None)
        self.changed.emit(source, frozenset({article}), reveal and bool(given))

    def clear(self, source: str | None = None) -> None:
        """Remove ``source``'s marks (None: every source's)."""
        for name in [source] if source is not None else list(self._spans):
            self.set(name, {})
