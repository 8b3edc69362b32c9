"""The session's marks: spans per source and article, evented (no Qt)."""

from __future__ import annotations

from parallax.library.marks import FLASH, MATCH, SUGGESTED, Marks
from parallax.library.session import ComparisonSession
from parallax.library.store import Library


def heard(marks: Marks) -> list[tuple[str, frozenset[str], bool]]:
    calls: list[tuple[str, frozenset[str], bool]] = []
    marks.changed.connect(lambda *args: calls.append(args))
    return calls


def test_set_replaces_a_sources_spans_and_names_the_articles_touched() -> None:
    marks = Marks()
    calls = heard(marks)
    marks.set(SUGGESTED, {"a": [(0, 3)], "b": [(4, 6)]})
    marks.set(SUGGESTED, {"a": [(0, 3)], "c": [(1, 2)]})
    assert marks.spans(SUGGESTED, "b") == () and marks.spans(SUGGESTED, "c") == ((1, 2),)
    assert calls == [(SUGGESTED, frozenset("ab"), False), (SUGGESTED, frozenset("bc"), False)]


def test_sources_never_disturb_each_other() -> None:
    marks = Marks()
    marks.set(SUGGESTED, {"a": [(0, 3)]})
    marks.put(MATCH, "a", [(5, 7)])
    marks.clear(MATCH)
    assert marks.of("a") == {SUGGESTED: ((0, 3),)}


def test_put_changes_one_article_only() -> None:
    marks = Marks()
    marks.set(MATCH, {"a": [(0, 1)], "b": [(2, 3)]})
    marks.put(MATCH, "a", [])
    assert marks.of("a") == {} and marks.spans(MATCH, "b") == ((2, 3),)


def test_setting_the_same_spans_again_is_silent_unless_they_are_to_be_revealed() -> None:
    marks = Marks()
    marks.set(FLASH, {"a": [(0, 3)]})
    calls = heard(marks)
    marks.set(FLASH, {"a": [(0, 3)]})
    marks.put(FLASH, "a", [(0, 3)])
    assert calls == []
    marks.set(FLASH, {"a": [(0, 3)]}, reveal=True)
    assert calls == [(FLASH, frozenset("a"), True)]


def test_opening_another_comparison_clears_every_mark(lib: Library) -> None:
    first = lib.create_comparison("One")
    session = ComparisonSession(lib)
    session.open(first.id)
    session.marks.set(SUGGESTED, {"x": [(0, 2)]})
    session.open(None)
    assert session.marks.of("x") == {}
