"""The Timeline panel: reports by publication time, each claim where and when it was said."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.desktop.timeline import TimelinePanel, event_at, published_at, story_of
from parallax.library.demo import load_demo
from parallax.library.marks import TIMELINE
from parallax.library.session import ComparisonSession
from parallax.library.store import Library

MORNING = published_at("2026-03-14T05:40:00Z")  # a Saturday


def test_a_published_date_is_read_with_its_precision() -> None:
    assert published_at("2026-03-14T06:45:00+01:00") == (datetime(2026, 3, 14, 5, 45), "minute")
    assert published_at("2026-03-14") == (datetime(2026, 3, 14), "day")
    assert published_at("2026-03") == (datetime(2026, 3, 1), "month")
    assert published_at("2026") == (datetime(2026, 1, 1), "year")


@pytest.mark.parametrize("value", [None, "", "last tuesday", "2019-02-31T25:61", "2026-13"])
def test_a_date_that_cannot_be_read_leaves_the_article_undated(value: str | None) -> None:
    assert published_at(value) is None


@pytest.mark.parametrize(("claim", "when"), [
    ("10.15pm (smoke smelled)", datetime(2026, 3, 13, 22, 15)),  # the evening before a morning report
    ("about 1:30 am", datetime(2026, 3, 14, 1, 30)),
    ("shortly after midnight", datetime(2026, 3, 14, 0, 0)),
    ("el martes a las 23.00", datetime(2026, 3, 10, 23, 0)),  # the last Tuesday before
    ("Friday night, 11 de la noche", datetime(2026, 3, 13, 23, 0)),
    ("ayer", datetime(2026, 3, 13)),
    ("20.30 horas", datetime(2026, 3, 13, 20, 30)),
])
def test_the_time_a_source_gives_is_placed_against_its_report(claim: str, when: datetime) -> None:
    assert event_at(claim, MORNING) == when


@pytest.mark.parametrize("claim", ["7", "more than 20", "nearly 45 minutes", "no deaths"])
def test_a_claim_that_names_no_time_places_nothing(claim: str) -> None:
    assert event_at(claim, MORNING) is None


def test_a_report_dated_only_by_month_places_no_event() -> None:
    assert event_at("10.15pm", published_at("2026-03")) is None


@pytest.fixture
def demo(lib: Library) -> ComparisonSession:
    session = ComparisonSession(lib)
    session.open(load_demo(lib, "en").id)
    return session


def test_the_story_puts_the_reports_in_time_order_and_bolds_a_changed_claim(demo: ComparisonSession) -> None:
    story = story_of(demo)
    assert [r.source for r in story.reports] == [
        "Meridian Wire", "The Daily Trumpet", "Ostvale Courier", "Northbank Public Broadcasting"]
    injured = next(row for row in story.rows if row[0].title.startswith("How many firefighters"))
    assert [(p.claim, p.changed) for p in injured[:3]] == [("3", False), ("7", True), ("4", True)]
    no_deaths = next(row for row in story.rows if row[0].title == "No one was killed")
    assert not any(p.changed for p in no_deaths)  # the same claim again is not news


def test_a_claim_spelled_differently_is_a_change(demo: ComparisonSession) -> None:
    spelling = next(row for row in story_of(demo).rows if row[0].title.startswith("Spelling"))
    assert [p.changed for p in spelling] == [False, True, False]  # Kovacevic, Kovačević, Kovačević


def test_the_events_a_report_tells_come_before_it(demo: ComparisonSession) -> None:
    story = story_of(demo)
    wire = story.reports[0]
    assert wire.event is not None and wire.published is not None and wire.event < wire.published.at
    alarm = next(row for row in story.rows if row[0].title == "When the alarm was raised")
    assert all(p.at < p.reported for p in alarm)  # a time claim stands at the time it names
    assert story.first == min(p.at for row in story.rows for p in row)
    roof = next(row for row in story.rows if row[0].title == "When the roof collapsed")  # times compared as times
    assert [(p.claim, p.changed) for p in roof] == [
        ("about 1:30 am", False), ("shortly after midnight", True), ("about 1.30am", True)]


def test_an_article_without_a_date_is_listed_apart(lib: Library) -> None:
    comparison = lib.create_comparison("Dates")
    lib.add_article("# A\n\nFive wounded.", outlet="Dated", published="2026-03-14", comparison=comparison.id)
    lib.add_article("# B\n\nEight wounded.", outlet="Undated", comparison=comparison.id)
    session = ComparisonSession(lib)
    session.open(comparison.id)
    story = story_of(session)
    assert [r.source for r in story.reports] == ["Dated"] and [r.source for r in story.undated] == ["Undated"]


# -- the panel in a window -------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    library = Library(tmp_path / "timeline.sqlite")
    load_demo(library, "en")
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    library.close()


def panel_of(window: MainWindow) -> TimelinePanel:
    window.named_actions["show_timeline"].trigger()
    panel = window.docks.built("timeline")
    assert isinstance(panel, TimelinePanel)
    return panel


def test_the_timeline_is_a_panel_shown_from_the_view_menu(window: MainWindow) -> None:
    assert window.docks.built("timeline") is None  # built the first time it is asked for
    assert window.named_actions["show_timeline"].shortcut().toString() == "Ctrl+6"
    panel = panel_of(window)
    assert window.docks.docks["timeline"].isVisible()
    assert panel.view.describe() == "4 reports in time order, 20 discrepancies"


def test_clicking_a_point_focuses_its_discrepancy_and_marks_its_passage(window: MainWindow, qtbot: QtBot) -> None:
    panel = panel_of(window)
    view = panel.view
    view.resize(1300, view.sizeHint().height())
    point = view.story.rows[0][1]  # the Trumpet's claim on the first discrepancy
    y = 28 + 58 + 34 // 2
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(round(view.x_of(point.at)), y))
    session = window.session
    assert session.focused == point.discrepancy
    assert session.marks.spans(TIMELINE, point.article) == ((point.start, point.end),)
    pane = window.workspace.pane_for(point.article)
    assert pane is not None and pane.marked(TIMELINE) == 1


def test_the_arrow_keys_and_enter_reach_every_point(window: MainWindow, qtbot: QtBot) -> None:
    view = panel_of(window).view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    point = view.story.rows[1][2]
    assert window.session.focused == point.discrepancy
    assert "Ostvale Courier" in window.statusBar().currentMessage()


def test_giving_an_undated_article_a_date_puts_it_on_the_timeline(window: MainWindow) -> None:
    library, session = window.library, window.session
    article = session.article_ids()[0]
    library.update_article(article, published=None)
    session.flush()
    panel = panel_of(window)
    assert [r.article for r in story_of(session).undated] == [article]
    assert panel.undated.isVisibleTo(window)
    library.update_article(article, published="2026-03-14T04:00:00Z")
    session.flush()
    assert story_of(session).undated == [] and len(panel.view.story.reports) == 4


def test_two_ways_of_writing_one_time_are_no_change(lib: Library) -> None:
    comparison = lib.create_comparison("Times")
    a = lib.add_article("# A\n\nThe roof fell at about 1:30 am.", outlet="A", published="2026-03-14T05:00:00Z",
                        comparison=comparison.id)[0].id
    b = lib.add_article("# B\n\nThe roof fell at 1.30am.", outlet="B", published="2026-03-14T09:00:00Z",
                        comparison=comparison.id)[0].id
    ha, hb = lib.highlight_quote(a, "about 1:30 am"), lib.highlight_quote(b, "1.30am")
    lib.create_discrepancy([ha.id, hb.id], kind="timeline", title="Roof", claims={ha.id: "about 1:30 am", hb.id: "1.30am"},
                           comparison=comparison.id)
    session = ComparisonSession(lib)
    session.open(comparison.id)
    [row] = story_of(session).rows
    assert [p.changed for p in row] == [False, False] and row[0].at == row[1].at == datetime(2026, 3, 14, 1, 30)
