"""Present mode's view on its own, offscreen: type sizes within Qt's glyph cache, reveals that
keep the articles in place, whole lines at the top of each pane, the whole screen taken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from parallax.desktop.present import (
    GLYPH_CACHE_PX,
    PresentView,
    glyph_cap,
    part_size,
    present,
    text_height,
    type_size,
)
from parallax.library.demo import load_demo
from parallax.library.session import ComparisonSession
from parallax.library.store import Library

pytestmark = pytest.mark.gui

PARTS = ("header", "title", "note", "keys", "source", "claim", "text")


@pytest.fixture
def session(lib: Library) -> Iterator[ComparisonSession]:
    comparison = load_demo(lib)
    session = ComparisonSession(lib)
    session.open(comparison.id)
    yield session
    session.detach()


def _view(qtbot: QtBot, session: ComparisonSession, width: int, height: int) -> PresentView:
    view = PresentView(session)
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.height() == height)
    return view


@pytest.mark.parametrize(("height", "ratio"), [(720, 1.0), (1080, 1.0), (2160, 1.0), (1080, 2.0), (2160, 1.5)])
def test_no_part_is_sized_past_the_glyph_cache(height: int, ratio: float) -> None:
    px = type_size(height, ratio)
    sizes = [part_size(px, part, ratio) for part in PARTS]
    assert max(sizes) * ratio <= GLYPH_CACHE_PX  # larger glyphs are drawn as paths, 5–10 times slower
    assert px >= min(24, glyph_cap(ratio))  # still large: 24 px at 720, the cap above


def test_type_grows_with_the_screen_up_to_the_cap() -> None:
    assert type_size(720) == 24 and type_size(1080) == 36 and type_size(2160) == GLYPH_CACHE_PX
    assert type_size(1080, 2.0) == GLYPH_CACHE_PX // 2  # a 4K screen at ratio 2: 64 device pixels


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (3840, 2160)])
def test_reveals_within_a_discrepancy_keep_every_text_in_place(qtbot: QtBot, session: ComparisonSession,
                                                              width: int, height: int) -> None:
    view = _view(qtbot, session, width, height)
    view.forward()  # the first discrepancy's passages
    first = view.step.index
    geometry = [p.text.geometry() for p in view.panes]
    scrolled = [p.text.verticalScrollBar().value() for p in view.panes]
    while view.position < len(view.steps) - 1 and view.steps[view.position + 1].index == first:
        view.forward()  # each claim, then the note
        assert [p.text.geometry() for p in view.panes] == geometry
        assert [p.text.verticalScrollBar().value() for p in view.panes] == scrolled
    assert view.step.note and view.note_shown and all(p.claim_shown for p in view.panes)


def test_every_claim_and_note_of_the_demo_fits_its_band(qtbot: QtBot, session: ComparisonSession) -> None:
    view = _view(qtbot, session, 1280, 720)
    while view.position < len(view.steps) - 1:
        view.forward()
        for label in [view.note, view.title, *(p.claim for p in view.panes), *(p.source for p in view.panes)]:
            if label.text():
                assert text_height(label, label.text(), label.width()) <= label.height(), label.text()


def test_the_source_band_is_as_tall_as_the_longest_name_needs(qtbot: QtBot, session: ComparisonSession) -> None:
    view = _view(qtbot, session, 1280, 720)
    line = view.panes[0].source.fontMetrics().lineSpacing()
    # "Northbank Public Broadcasting" takes two lines in a quarter of 1280 px, the others one.
    assert {p.source.height() for p in view.panes} == {2 * line}


def test_each_pane_starts_at_a_whole_line(qtbot: QtBot, session: ComparisonSession) -> None:
    view = _view(qtbot, session, 1280, 720)
    for _ in range(12):
        view.forward()
        for pane in view.panes:
            top = pane.text.verticalScrollBar().value()
            assert pane.line_top(top) == top  # no line cut through its middle at the top


def test_present_takes_the_whole_screen_without_a_window_manager(qtbot: QtBot, session: ComparisonSession) -> None:
    geometry = QGuiApplication.primaryScreen().geometry()
    view = present(session, geometry=geometry)
    qtbot.addWidget(view)
    qtbot.waitExposed(view)
    assert view.geometry() == geometry and view.isFullScreen()


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (3840, 2160)])
def test_no_half_line_shows_at_the_foot_of_a_pane(qtbot: QtBot, session: ComparisonSession,
                                                   width: int, height: int) -> None:
    view = _view(qtbot, session, width, height)
    covered = 0
    for step in range(13):
        if step:
            view.forward()  # the title step first: its panes were never scrolled
        for pane in view.panes:
            cut = pane.cut_line()
            if cut is not None:  # the cover hides the cut line, from its top to the pane's foot
                covered += 1
                viewport = pane.text.viewport()
                assert pane.cover.isVisible() and pane.cover.parent() is viewport
                assert pane.cover.geometry().top() == cut[0]
                assert pane.cover.geometry().bottom() == viewport.rect().bottom()
    assert covered  # the demo's panes do end inside a line


def test_the_title_step_counts_the_discrepancies_in_words(qtbot: QtBot, session: ComparisonSession) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from parallax.desktop.translation import catalogue_folder

    plurals = QTranslator()  # English's own plural forms, as the app installs them at start
    assert plurals.load("parallax_en", str(catalogue_folder()))
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(plurals)
    try:
        view = _view(qtbot, session, 1280, 720)
        assert view.header.text() == "20 discrepancies · press Space to begin"
    finally:
        app.removeTranslator(plurals)


def test_the_window_behind_follows_only_when_present_is_left(qtbot: QtBot, session: ComparisonSession) -> None:
    view = PresentView(session)  # deleted on close: not handed to qtbot
    view.resize(1280, 720)
    view.show()
    qtbot.waitExposed(view)
    before = session.focused
    view.go(next(i for i, step in enumerate(view.steps) if step.index == 2))
    assert session.focused == before  # nothing behind the presentation works while it is covered
    view.close()
    assert session.focused == session.discrepancies()[2].id
