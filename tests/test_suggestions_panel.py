"""The Suggestions dock: cards from the engine off the GUI thread, marks, accept, dismiss, undo."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack

from parallax.desktop.suggestions_panel import SuggestionsPanel
from parallax.desktop.undo import UndoWrites
from parallax.library.marks import SUGGESTED
from parallax.library.session import ComparisonSession
from parallax.library.store import Library

pytestmark = pytest.mark.gui

TEXTS = (
    "# Depot clash\n\nFive officers were wounded in the clash at the depot on Monday.",
    "# Clash at depot\n\nEight officers were wounded in the clash at the depot, police said.",
)


@pytest.fixture
def stack(qtbot: object) -> Iterator[QUndoStack]:
    undo = QUndoStack()
    yield undo
    undo.clear()


@pytest.fixture
def panel(qtbot, lib: Library, stack: QUndoStack) -> Iterator[SuggestionsPanel]:  # type: ignore[no-untyped-def]
    comparison = lib.create_comparison("Depot")
    for text in TEXTS:
        lib.add_article(text, comparison=comparison.id)
    session = ComparisonSession(lib, writes=UndoWrites(lib, stack))
    session.open(comparison.id)
    widget = SuggestionsPanel(session)
    qtbot.addWidget(widget)
    qtbot.waitUntil(lambda: not widget.model.busy and widget.tree.topLevelItemCount() > 0)
    yield widget
    widget.pool.waitForDone()


def test_a_card_per_slot_with_each_source(panel: SuggestionsPanel) -> None:
    card = panel.tree.topLevelItem(0)
    assert "officers wounded" in card.text(0) and card.childCount() == 2


def test_choosing_a_card_marks_its_passages_in_the_session(panel: SuggestionsPanel) -> None:
    session = panel.model.session
    heard: list[tuple[str, frozenset[str], bool]] = []
    session.marks.changed.connect(lambda *args: heard.append(args))
    panel.tree.setCurrentItem(panel.tree.topLevelItem(0))
    assert sum(len(session.marks.spans(SUGGESTED, a)) for a in session.article_ids()) == 2
    assert heard == [(SUGGESTED, frozenset(session.article_ids()), True)]  # True: the panes show them


def test_enter_accepts_as_one_undoable_step(qtbot, panel: SuggestionsPanel, stack: QUndoStack) -> None:  # type: ignore[no-untyped-def]
    panel.tree.setCurrentItem(panel.tree.topLevelItem(0))
    qtbot.keyClick(panel.tree, Qt.Key.Key_Return)
    session = panel.model.session
    assert len(session.discrepancies()) == 1 and stack.count() == 1
    stack.undo()
    session.flush()
    assert session.discrepancies() == [] and session.library.list_highlights() == []


def test_an_accepted_suggestion_leaves_the_list(qtbot, panel: SuggestionsPanel) -> None:  # type: ignore[no-untyped-def]
    panel.tree.setCurrentItem(panel.tree.topLevelItem(0))
    accepted = panel.current_id()
    qtbot.keyClick(panel.tree, Qt.Key.Key_Return)
    assert accepted not in [s.id for s in panel.model.shown()]


def test_delete_dismisses_for_this_comparison(qtbot, panel: SuggestionsPanel) -> None:  # type: ignore[no-untyped-def]
    panel.tree.setCurrentItem(panel.tree.topLevelItem(0))
    dismissed = panel.current_id()
    qtbot.keyClick(panel.tree, Qt.Key.Key_Delete)
    comparison = panel.model.session.comparison_id
    assert dismissed not in [s.id for s in panel.model.shown()]
    assert comparison is not None and len(panel.model.session.library.dismissed_suggestions(comparison)) == 1


def test_the_kind_filter_hides_other_kinds(panel: SuggestionsPanel) -> None:
    panel.kind_filter.setCurrentIndex(panel.kind_filter.findData("quote"))
    assert all(s.kind == "quote" for s in panel.model.shown()) and panel.tree.topLevelItemCount() == len(panel.model.shown())


def test_a_dismissal_is_one_undoable_step(qtbot, panel: SuggestionsPanel, stack: QUndoStack) -> None:  # type: ignore[no-untyped-def]
    panel.tree.setCurrentItem(panel.tree.topLevelItem(0))
    dismissed = panel.current_id()
    qtbot.keyClick(panel.tree, Qt.Key.Key_Delete)
    assert stack.count() == 1 and stack.undoText() == "Dismiss suggestion “officers wounded”"
    stack.undo()
    panel.model.session.flush()
    assert dismissed in [s.id for s in panel.model.shown()]
    assert panel.model.session.library.dismissed_suggestions(panel.model.session.comparison_id or "") == []


def test_a_source_shows_its_evidence_as_plain_text(panel: SuggestionsPanel) -> None:
    row = panel.tree.topLevelItem(0).child(1)
    panel.tree.setCurrentItem(row)
    text = panel.evidence.text()
    assert "Eight officers were wounded in the clash at the depot, police said." in text
    assert "wounded" in text and "police" in text
    assert panel.evidence.textFormat() == Qt.TextFormat.PlainText


def test_choosing_wording_asks_the_engine_for_the_headlines(qtbot, lib: Library, stack: QUndoStack) -> None:  # type: ignore[no-untyped-def]
    comparison = lib.create_comparison("Depot words")
    for text in ("# Terrorists seize Karsk depot\n\nPolice said the terrorists had taken over the depot before dawn.",
                 "# Rebels hold depot for a day\n\nPolice said the rebels had taken over the depot before dawn."):
        lib.add_article(text, comparison=comparison.id)
    session = ComparisonSession(lib, writes=UndoWrites(lib, stack))
    session.open(comparison.id)
    widget = SuggestionsPanel(session)
    qtbot.addWidget(widget)
    qtbot.waitUntil(lambda: not widget.model.busy)
    assert [s.title for s in widget.model.shown()] == ["loaded words: attackers or fighters"]
    widget.kind_filter.setCurrentIndex(widget.kind_filter.findData("wording"))
    assert widget.model.busy  # the engine runs again: the headlines come only when asked for
    qtbot.waitUntil(lambda: not widget.model.busy)
    titles = [s.title for s in widget.model.shown()]
    assert "loaded words: attackers or fighters" in titles and len(titles) > 1
    widget.pool.waitForDone()
