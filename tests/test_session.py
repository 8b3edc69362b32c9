"""The Qt-free comparison session: state, events and actions, over an in-memory library."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

import pytest

from parallax.library.errors import NotFoundError, ParallaxError
from parallax.library.events import Event
from parallax.library.models import ArticleInfo
from parallax.library.session import (
    MAX_PANES,
    ComparisonSession,
    DirectWrites,
    HighlightUpdate,
    PendingPassage,
    align_target,
    short,
    source_name,
)
from parallax.library.store import Library

WIRE = "# Warehouse fire\n\nThree firefighters were hurt on Tuesday night.\n\nIt began at 11 p.m.\n"
TABLOID = "# Inferno at the mill\n\nSeven firefighters were injured in the blaze.\n\nIt began before midnight.\n"
REGIONAL = "# Quayside fire\n\nFour firefighters needed treatment, the company said.\n"


@dataclass
class World:
    lib: Library
    comparison: str
    wire: str
    tabloid: str
    regional: str
    hurt: str  # the "count" discrepancy
    h: dict[str, str]


@pytest.fixture
def world(lib: Library) -> World:
    comparison = lib.create_comparison("Vellmore fire").id
    wire = lib.add_article(WIRE, outlet="Meridian Wire", comparison=comparison)[0].id
    tabloid = lib.add_article(TABLOID, outlet="The Daily Trumpet", comparison=comparison)[0].id
    regional = lib.add_article(REGIONAL, comparison=comparison)[0].id
    h = {
        "wire": lib.highlight_quote(wire, "Three firefighters were hurt").id,
        "tabloid": lib.highlight_quote(tabloid, "Seven firefighters were injured").id,
        "wire-time": lib.highlight_quote(wire, "at 11 p.m.").id,
    }
    hurt = lib.create_discrepancy([h["wire"], h["tabloid"]], kind="count", title="Injured",
                                  claims={h["wire"]: "three"}, comparison=comparison).id
    return World(lib, comparison, wire, tabloid, regional, hurt, h)


@pytest.fixture
def session(world: World) -> ComparisonSession:
    s = ComparisonSession(world.lib)
    s.open(world.comparison)
    return s


class Recorder:
    """Records every event of a session as (name, arguments)."""

    def __init__(self, session: ComparisonSession) -> None:
        self.seen: list[tuple[Any, ...]] = []
        for name, event in vars(session.events).items():
            event.connect(self._recorder(name))

    def _recorder(self, name: str) -> Callable[..., None]:
        return lambda *args: self.seen.append((name, *args))

    def names(self) -> list[str]:
        return [e[0] for e in self.seen]


def span_of(session: ComparisonSession, article: str, quote: str) -> tuple[int, int]:
    found = session.article(article)
    assert found is not None
    start = found.reading_text.index(quote)
    return start, start + len(quote)


# -- the pure helpers ------------------------------------------------------------------------------


def test_an_event_calls_its_callbacks_in_order_until_disconnected() -> None:
    event: Event[int] = Event()
    calls: list[tuple[str, int]] = []
    event.connect(lambda n: calls.append(("a", n)))
    disconnect = event.connect(lambda n: calls.append(("b", n)))
    event.emit(1)
    disconnect()
    event.emit(2)
    assert calls == [("a", 1), ("b", 1), ("a", 2)]


def test_the_library_the_session_and_the_suggestions_model_share_one_event_type(lib: Library) -> None:
    from parallax.library.suggest.session_model import SuggestionsModel

    session = ComparisonSession(lib)
    assert isinstance(lib._db.changes, Event)
    assert isinstance(session.events.focus_changed, Event)
    assert isinstance(SuggestionsModel(session).changed, Event)


def test_a_source_is_named_by_its_outlet_else_the_start_of_its_title() -> None:
    info = ArticleInfo("x", "A very long headline " * 5, None, None, None, None, None, "md", "")
    assert source_name(info._replace(outlet="Meridian Wire")) == "Meridian Wire"
    assert source_name(info) == short(info.title, 40) == "A very long headline A very long…"  # at a word
    assert source_name(None) == "(removed article)"


def test_align_target_follows_the_nearest_anchor_outside_the_linked_stretch() -> None:
    assert align_target([], 100) is None
    assert align_target([(300, 50, 7)], 100) == (7, 300)
    assert align_target([(20, 500, 9)], 100) == (9, 20)


def test_align_target_moves_proportionally_between_two_anchors() -> None:
    # Half way between anchors at source y 0 and 200 lies target y 1200: it must come to y 100,
    # so the first anchor's passage (now at 1000) goes 1100 up.
    assert align_target([(0, 1000, 3), (200, 1400, 8)], 100) == (3, -100)


# -- opening ---------------------------------------------------------------------------------------


def test_open_reads_articles_in_pane_order(session: ComparisonSession, world: World) -> None:
    assert session.article_ids() == [world.wire, world.tabloid, world.regional]
    assert session.comparison_id == world.comparison


def test_open_reads_highlights_and_discrepancies(session: ComparisonSession, world: World) -> None:
    assert {h.id for h in session.highlights(world.wire)} == {world.h["wire"], world.h["wire-time"]}
    assert [d.id for d in session.discrepancies()] == [world.hurt]


def test_open_announces_the_new_comparison(world: World) -> None:
    session = ComparisonSession(world.lib)
    seen = Recorder(session)
    session.open(world.comparison)
    assert seen.names() == ["closing", "comparison_changed"]


def test_open_none_empties_everything(session: ComparisonSession) -> None:
    session.add_pending(session.article_ids()[0], 0, 4)
    session.open(None)
    assert session.article_ids() == [] and session.discrepancies() == [] and session.pending() == []


def test_at_most_six_articles_are_shown(lib: Library) -> None:
    articles = [lib.add_article(f"# Story {i}\n\nText number {i}.\n")[0].id for i in range(MAX_PANES + 2)]
    comparison = lib.create_comparison("Many", "", articles).id
    session = ComparisonSession(lib)
    session.open(comparison)
    assert session.article_ids() == articles[:MAX_PANES] and session.not_shown() == 2


def test_source_name_of_a_shown_article_uses_the_one_rule(session: ComparisonSession, world: World) -> None:
    assert session.source_name(world.wire) == "Meridian Wire"
    assert session.source_name(world.regional) == "Quayside fire"
    assert session.source_name("no-such-article") == "(removed article)"


# -- following the library -------------------------------------------------------------------------


def test_a_new_discrepancy_is_announced_with_its_row(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    made = world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="When",
                                        comparison=world.comparison)
    added = [e for e in seen.seen if e[0] == "discrepancy_added"]
    assert added == [("discrepancy_added", made, 1)]


def test_an_edited_discrepancy_is_announced_in_place(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.update_discrepancy(world.hurt, title="Hurt")
    updated = [e for e in seen.seen if e[0] == "discrepancy_updated"]
    assert len(updated) == 1 and updated[0][1].title == "Hurt" and updated[0][2] == 0


def test_a_deleted_discrepancy_is_announced_with_its_old_row(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.delete_discrepancy(world.hurt)
    assert ("discrepancy_removed", world.hurt, 0) in seen.seen
    assert session.discrepancies() == []


def test_a_restored_discrepancy_returns_to_its_row(session: ComparisonSession, world: World) -> None:
    later = world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="When",
                                         comparison=world.comparison).id
    snapshot = world.lib.delete_discrepancy(world.hurt)
    world.lib.restore(snapshot)
    assert [d.id for d in session.discrepancies()] == [world.hurt, later]


def test_another_comparisons_discrepancies_are_ignored(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="Elsewhere", comparison="Other")
    assert not [e for e in seen.seen if e[0].startswith("discrepancy")]


def test_a_new_highlight_is_announced_for_its_article(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    made = world.lib.highlight_quote(world.tabloid, "before midnight")
    updates = [e[1] for e in seen.seen if e[0] == "highlights_changed"]
    assert updates == [(HighlightUpdate(world.tabloid, (made,), frozenset()),)]


def test_a_deleted_highlight_is_announced_as_removed(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.delete_highlight(world.h["wire-time"])
    updates = [e[1] for e in seen.seen if e[0] == "highlights_changed"]
    assert updates == [(HighlightUpdate(world.wire, (), frozenset({world.h["wire-time"]})),)]


def test_linking_recolours_the_linked_highlights(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="When", comparison=world.comparison)
    updates = [u for e in seen.seen if e[0] == "highlights_changed" for u in e[1]]
    assert [h.id for u in updates for h in u.changed] == [world.h["wire-time"]]
    assert session.colour_kinds(session.highlights(world.wire))[world.h["wire-time"]] == "omission"


def test_a_highlight_takes_its_first_discrepancys_kind_else_its_label(
    session: ComparisonSession, world: World
) -> None:
    labelled = world.lib.highlight_quote(world.regional, "Four firefighters", label="omission")
    plain = world.lib.highlight_quote(world.regional, "the company said")
    kinds = session.colour_kinds(session.highlights(world.regional) + session.highlights(world.wire))
    assert kinds[labelled.id] == "omission" and kinds[plain.id] is None and kinds[world.h["wire"]] == "count"


def test_deleting_an_article_updates_its_discrepancies(session: ComparisonSession, world: World) -> None:
    world.lib.delete_article(world.tabloid)
    found = session.discrepancy(world.hurt)
    assert found is not None and {p.article for p in found.passages} == {world.wire}
    assert world.tabloid not in session.article_ids()


def test_a_new_outlet_is_announced_as_a_source_change(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.update_article(world.regional, outlet="Quayside Herald")
    assert ("sources_changed", frozenset({world.regional})) in seen.seen
    assert session.source_name(world.regional) == "Quayside Herald"


def test_a_new_kind_is_announced_and_redraws_every_article(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.add_kind("photo", "Photograph")
    assert "kinds_changed" in seen.names()
    assert session.kinds()[-1].name == "photo" and session.kind_label("photo") == "Photograph"
    updates = [u for e in seen.seen if e[0] == "highlights_changed" for u in e[1]]
    assert {u.article for u in updates if u.full} == set(session.article_ids())


def test_renaming_the_comparison_is_announced(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    world.lib.update_comparison(world.comparison, name="Mill fire")
    assert [e[1].name for e in seen.seen if e[0] == "comparison_updated"] == ["Mill fire"]


def test_deleting_the_comparison_closes_it(session: ComparisonSession, world: World) -> None:
    world.lib.delete_comparison(world.comparison)
    assert session.comparison is None and session.discrepancies() == []


def test_changes_wait_for_the_schedule(world: World) -> None:
    queued: list[Callable[[], None]] = []
    session = ComparisonSession(world.lib, schedule=queued.append)
    session.open(world.comparison)
    seen = Recorder(session)
    world.lib.highlight_quote(world.tabloid, "before midnight")
    world.lib.highlight_quote(world.tabloid, "in the blaze")
    assert len(queued) == 1 and seen.seen == []
    queued[0]()
    updates = [u for e in seen.seen if e[0] == "highlights_changed" for u in e[1]]
    assert len(updates) == 1 and len(updates[0].changed) == 2


def test_a_detached_session_ignores_the_library(session: ComparisonSession, world: World) -> None:
    session.detach()
    world.lib.update_discrepancy(world.hurt, title="Hurt")
    assert session.discrepancies()[0].title == "Injured"


# -- arranging panes -------------------------------------------------------------------------------


def test_closing_an_article_hides_its_pane_but_keeps_it_in_the_comparison(
    session: ComparisonSession, world: World
) -> None:
    seen = Recorder(session)
    session.close_article(world.tabloid)
    assert session.article_ids() == [world.wire, world.regional] and seen.names() == ["articles_changed"]
    assert world.tabloid in world.lib.get_comparison(world.comparison).article_ids


def test_moving_an_article_reorders_the_comparison(session: ComparisonSession, world: World) -> None:
    session.move_article(world.wire, 1)
    assert session.article_ids() == [world.tabloid, world.wire, world.regional]
    assert world.lib.get_comparison(world.comparison).article_ids[0] == world.tabloid


def test_moving_past_the_end_does_nothing(session: ComparisonSession, world: World) -> None:
    session.move_article(world.wire, -1)
    assert session.article_ids() == [world.wire, world.tabloid, world.regional]


def test_opening_a_closed_article_shows_it_again(session: ComparisonSession, world: World) -> None:
    session.close_article(world.tabloid)
    session.open_articles([world.tabloid])
    assert session.article_ids() == [world.wire, world.tabloid, world.regional]


def test_opening_articles_without_a_comparison_creates_one(lib: Library) -> None:
    article = lib.add_article("# Lone story\n\nSome text.\n")[0].id
    session = ComparisonSession(lib)
    session.open_articles([article])
    assert session.comparison is not None and session.comparison.name == "Lone story"
    assert session.article_ids() == [article]


def test_closing_an_article_drops_its_pending_passage(session: ComparisonSession, world: World) -> None:
    session.add_pending(world.tabloid, 0, 5)
    session.close_article(world.tabloid)
    assert session.pending() == []


# -- pending passages ------------------------------------------------------------------------------


def test_a_pending_passage_is_typed_and_carries_its_text(session: ComparisonSession, world: World) -> None:
    start, end = span_of(session, world.wire, "on Tuesday night")
    item = session.add_pending(world.wire, start, end)
    assert item == PendingPassage(world.wire, start, end, "on Tuesday night", None)
    assert session.pending() == [item]


def test_one_pending_passage_per_article_in_pane_order(session: ComparisonSession, world: World) -> None:
    session.add_pending(world.tabloid, 0, 3)
    session.add_pending(world.wire, 0, 3)
    session.add_pending(world.wire, 4, 8)
    assert [(p.article, p.start) for p in session.pending()] == [(world.wire, 4), (world.tabloid, 0)]


def test_pending_changes_are_announced_once_each(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    session.add_pending(world.wire, 0, 3)
    session.add_pending(world.wire, 0, 3)
    session.remove_pending(world.wire)
    session.clear_pending()
    assert seen.names() == ["pending_changed", "pending_changed"]


def test_a_pending_passage_of_a_hidden_article_is_refused(session: ComparisonSession, world: World) -> None:
    session.close_article(world.regional)
    with pytest.raises(NotFoundError):
        session.add_pending(world.regional, 0, 3)


def test_a_lost_selection_drops_only_a_selection(session: ComparisonSession, world: World) -> None:
    session.add_pending(world.wire, 0, 3)
    session.add_pending_highlight(world.h["tabloid"])
    session.drop_selection(world.wire)
    session.drop_selection(world.tabloid)
    assert [p.highlight for p in session.pending()] == [world.h["tabloid"]]


def test_a_pending_highlight_focuses_its_discrepancy(session: ComparisonSession, world: World) -> None:
    session.add_pending_highlight(world.h["wire"])
    assert session.focused == world.hurt


def test_a_deleted_pending_highlight_leaves_the_tray(session: ComparisonSession, world: World) -> None:
    session.add_pending_highlight(world.h["wire-time"])
    world.lib.delete_highlight(world.h["wire-time"])
    assert session.pending() == []


# -- acting ----------------------------------------------------------------------------------------


def test_link_creates_highlights_and_the_discrepancy(session: ComparisonSession, world: World) -> None:
    a = session.add_pending(world.wire, *span_of(session, world.wire, "on Tuesday night"))
    session.add_pending_highlight(world.h["tabloid"])
    did = session.link_passages("timeline", "When", [(p, "Tuesday" if p == a else "") for p in session.pending()],
                                note="check")
    made = world.lib.get_discrepancy(did)
    assert [p.exact for p in made.passages] == ["on Tuesday night", "Seven firefighters were injured"]
    assert made.passages[0].claim == "Tuesday" and made.note == "check"
    assert made.comparison == world.comparison


def test_link_empties_the_tray_and_focuses_the_new_discrepancy(session: ComparisonSession, world: World) -> None:
    session.add_pending_highlight(world.h["wire-time"])
    seen = Recorder(session)
    did = session.link_passages("omission", "When", [(p, "") for p in session.pending()])
    assert session.pending() == [] and session.focused == did
    assert ("focus_changed", did, False) in seen.seen


def test_link_gives_new_highlights_the_current_kind(session: ComparisonSession, world: World) -> None:
    session.set_kind("location")
    session.add_pending(world.regional, *span_of(session, world.regional, "the company said"))
    did = session.link_passages("omission", "Who said", [(p, "") for p in session.pending()])
    hid = world.lib.get_discrepancy(did).passages[0].highlight
    assert world.lib.get_highlight(hid).label == "location"


def test_link_without_pending_passages_is_refused(session: ComparisonSession) -> None:
    with pytest.raises(ParallaxError):
        session.link_passages("count", "Nothing", [])


def test_a_refused_link_leaves_the_tray_as_it_was(session: ComparisonSession, world: World) -> None:
    session.add_pending_highlight(world.h["wire-time"])
    with pytest.raises(ParallaxError):
        session.link_passages("no-such-kind", "When", [(p, "") for p in session.pending()])
    assert len(session.pending()) == 1


def test_a_single_passage_link_is_refused_before_anything_is_written(
    session: ComparisonSession, world: World
) -> None:
    session.add_pending(world.regional, *span_of(session, world.regional, "the company said"))
    highlights = len(world.lib.list_highlights())
    with pytest.raises(ParallaxError, match="at least 2 passages"):
        session.link_passages("count", "Alone", [(p, "") for p in session.pending()])
    assert len(session.pending()) == 1 and len(world.lib.list_highlights()) == highlights


def test_link_passages_takes_existing_highlights_by_id_or_prefix(session: ComparisonSession, world: World) -> None:
    did = session.link_passages("outcome", "Hurt", [(world.h["wire"][:10], "hurt"), (world.h["tabloid"], "injured")])
    made = world.lib.get_discrepancy(did)
    assert [(p.highlight, p.claim) for p in made.passages] == [(world.h["wire"], "hurt"), (world.h["tabloid"], "injured")]
    assert session.focused == did


def test_link_passages_reuses_the_highlight_already_at_a_span(session: ComparisonSession, world: World) -> None:
    existing = world.lib.get_highlight(world.h["wire-time"])
    span = PendingPassage(world.wire, existing.start, existing.end, existing.exact)
    count = len(world.lib.list_highlights())
    did = session.link_passages("omission", "When", [(span, "")])
    assert world.lib.get_discrepancy(did).passages[0].highlight == existing.id
    assert len(world.lib.list_highlights()) == count


def test_a_passage_given_twice_is_refused_before_anything_is_written(
    session: ComparisonSession, world: World
) -> None:
    span = PendingPassage(world.regional, *span_of(session, world.regional, "the company said"), "")
    count = len(world.lib.list_highlights())
    with pytest.raises(ParallaxError, match="twice"):
        session.link_passages("count", "Twice", [(span, "1"), (span, "2")])
    assert len(world.lib.list_highlights()) == count


def test_a_link_the_library_refuses_writes_no_highlight_without_undo(world: World) -> None:
    """Straight writes (the command line) group a link in one transaction: a refused
    discrepancy leaves no new highlight behind."""
    s = ComparisonSession(world.lib)
    s.open(world.comparison)
    span = PendingPassage(world.regional, *span_of(s, world.regional, "the company said"), "")
    count = len(world.lib.list_highlights())
    with pytest.raises(ParallaxError):
        s.link_passages("count", "Elsewhere", [(span, ""), (world.h["wire"], "")], comparison="")
    assert len(world.lib.list_highlights()) == count


def test_set_claim_writes_the_claim(session: ComparisonSession, world: World) -> None:
    session.set_claim(world.hurt, world.h["tabloid"], "seven")
    found = session.discrepancy(world.hurt)
    assert found is not None and [p.claim for p in found.passages] == ["three", "seven"]


def test_add_pending_to_adds_only_new_passages(session: ComparisonSession, world: World) -> None:
    session.add_pending_highlight(world.h["wire"])
    session.add_pending(world.regional, *span_of(session, world.regional, "Four firefighters"))
    assert [p.article for p in session.new_pending(world.hurt)] == [world.regional]
    added = session.add_pending_to(world.hurt)
    assert len(added) == 1 and session.pending() == []
    found = session.discrepancy(world.hurt)
    assert found is not None and len(found.passages) == 3


def test_update_and_remove_passages_and_delete(session: ComparisonSession, world: World) -> None:
    session.update(world.hurt, "Change status", status="resolved")
    session.remove_passages(world.hurt, [world.h["tabloid"]])
    found = session.discrepancy(world.hurt)
    assert found is not None and found.status == "resolved" and len(found.passages) == 1
    session.delete(world.hurt)
    assert session.discrepancies() == []


def test_highlight_uses_the_current_kind_and_never_doubles(session: ComparisonSession, world: World) -> None:
    session.set_kind("wording")
    start, end = span_of(session, world.regional, "the company said")
    first = session.highlight(world.regional, start, end)
    again = session.highlight(world.regional, start, end)
    assert first.label == "wording" and again.id == first.id
    assert first.id in {h.id for h in session.highlights(world.regional)}


# -- focus, stepping, kinds ------------------------------------------------------------------------


def test_focus_is_announced_and_kept(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    session.focus(world.hurt)
    assert session.focused == world.hurt and seen.seen == [("focus_changed", world.hurt, True)]


def test_focus_on_an_unknown_discrepancy_is_ignored(session: ComparisonSession) -> None:
    session.focus("nope")
    assert session.focused is None


def test_a_deleted_focused_discrepancy_loses_the_focus(session: ComparisonSession, world: World) -> None:
    session.focus(world.hurt)
    seen = Recorder(session)
    world.lib.delete_discrepancy(world.hurt)
    assert session.focused is None and ("focus_changed", None, False) in seen.seen


def test_step_wraps_around(session: ComparisonSession, world: World) -> None:
    second = world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="When",
                                          comparison=world.comparison).id
    assert session.step(1) == world.hurt
    assert session.step(1) == second
    assert session.step(1) == world.hurt
    assert session.step(-1) == second


def test_step_follows_a_given_order(session: ComparisonSession, world: World) -> None:
    second = world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="When",
                                          comparison=world.comparison).id
    assert session.step(1, [second]) == second and session.step(1, [second]) == second
    assert session.step(1, []) is None


def test_focusing_a_discrepancy_with_hidden_passages_says_so(session: ComparisonSession, world: World) -> None:
    session.close_article(world.tabloid)
    seen = Recorder(session)
    session.focus(world.hurt)
    assert [e[1] for e in seen.seen if e[0] == "message"] == [
        "1 passage of this discrepancy is in an article not shown"
    ]


def test_the_current_kind_is_announced_on_change(session: ComparisonSession) -> None:
    seen = Recorder(session)
    session.set_kind("count")
    session.set_kind("count")
    assert seen.seen == [("kind_changed", "count")] and session.current_kind == "count"


def test_kinds_keep_their_defined_order(session: ComparisonSession) -> None:
    names = [k.name for k in session.kinds()]
    assert names[:3] == ["count", "outcome", "attribution"]
    assert session.kind_position("outcome") == 1 and session.kind_position("unknown") == len(names)


# -- connectors and linked scrolling ----------------------------------------------------------------


def test_links_between_pairs_the_passages_of_two_articles(session: ComparisonSession, world: World) -> None:
    (link,) = session.links_between(world.wire, world.tabloid)
    wire = session.highlights(world.wire)
    hurt = next(h for h in wire if h.id == world.h["wire"])
    assert link.discrepancy == world.hurt and link.kind == "count" and link.left == (hurt.start, hurt.end)
    assert session.links_between(world.wire, world.regional) == []


def test_anchor_pairs_take_each_discrepancys_first_passages(session: ComparisonSession, world: World) -> None:
    pairs = session.anchor_pairs(world.tabloid, world.wire)
    assert len(pairs) == 1 and pairs[0][1] == session.links_between(world.wire, world.tabloid)[0].left


def test_one_update_announces_its_discrepancies_once(world: World) -> None:
    queued: list[Callable[[], None]] = []
    session = ComparisonSession(world.lib, schedule=queued.append)
    session.open(world.comparison)
    seen = Recorder(session)
    world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="When", comparison=world.comparison)
    world.lib.update_discrepancy(world.hurt, title="Hurt")
    queued[0]()
    assert seen.names().count("discrepancies_changed") == 1
    assert seen.names().index("discrepancies_changed") > seen.names().index("discrepancy_updated")


def test_opening_says_closing_first_so_typed_text_can_be_saved(session: ComparisonSession) -> None:
    comparison: list[str | None] = []
    session.events.closing.connect(lambda: comparison.append(session.comparison_id))
    before = session.comparison_id
    session.open(None)
    assert comparison == [before]


def test_reveal_asks_the_panes_without_moving_the_focus(session: ComparisonSession, world: World) -> None:
    seen = Recorder(session)
    session.reveal(world.hurt, world.tabloid)
    session.reveal("unknown")
    assert seen.seen == [("reveal_requested", world.hurt, world.tabloid)] and session.focused is None


class NamingWrites(DirectWrites):
    """Direct writes that keep the name of each undo step, as the app's Edit menu shows it."""

    def __init__(self, library: Library) -> None:
        super().__init__(library)
        self.names: list[str] = []

    def group(self, text: str) -> AbstractContextManager[None]:
        self.names.append(text)
        return super().group(text)

    def edit_discrepancy(self, discrepancy: str, text: str, perform: Callable[[], object]) -> None:
        self.names.append(text)
        super().edit_discrepancy(discrepancy, text, perform)


def test_undo_steps_are_named_in_the_library_language(world: World) -> None:
    from parallax.library.i18n import in_language

    writes = NamingWrites(world.lib)
    s = ComparisonSession(world.lib, writes=writes)
    s.open(world.comparison)
    with in_language("es"):
        s.add_pending(world.wire, 0, 5)
        s.add_pending(world.tabloid, 0, 5)
        made = s.link_passages("count", "Heridos", [(p, "") for p in s.pending()])
        s.set_claim(made, s.discrepancy(made).passages[0].highlight, "tres")  # type: ignore[union-attr]
        s.add_pending(world.regional, 0, 5)
        s.add_pending_to(made)
    assert writes.names == ["Enlazar «Heridos»", "Editar afirmación", "Añadir pasajes", "Añadir pasaje"]


def test_the_sessions_messages_speak_the_library_language(session: ComparisonSession, world: World) -> None:
    from parallax.library.i18n import in_language

    said: list[str] = []
    session.events.message.connect(said.append)
    existing = world.lib.get_highlight(world.h["wire"])
    with in_language("es"):
        session.highlight(world.wire, existing.start, existing.end)
        session.close_article(world.tabloid)
        session.focus(world.hurt)
    assert said == ["Ese pasaje ya está resaltado",
                    "1 pasaje de esta discrepancia está en un artículo que no se muestra"]
