"""The discrepancy list model, its filter and the discrepancy panel, over an in-memory library."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QIcon, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QTableWidget,
)

from parallax.desktop.discrepancy_model import (
    DiscrepancyFilter,
    DiscrepancyListModel,
    IdRole,
    fold,
)
from parallax.desktop.discrepancy_panel import EMPTY_TEXT, NO_COMPARISON_TEXT, NO_MATCH_TEXT, DiscrepancyPanel
from parallax.desktop.undo import UndoWrites
from parallax.library.session import ComparisonSession
from parallax.library.store import Library

pytestmark = [
    pytest.mark.gui,
    pytest.mark.usefixtures("qapp"),  # kind icons need a QGuiApplication
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),  # offscreen show()
]

WIRE = """# Three firefighters hurt in Vellmore warehouse fire

Three firefighters were hurt when a fire swept through a textile warehouse on Tuesday night.

Officials said the fire started at about 11 p.m. in an electrical cabinet.
"""
TABLOID = """# Inferno horror at the old mill

Seven firefighters were injured as the blazing mill crashed into the river.

Neighbours blamed arsonists for the blaze, which began shortly before midnight.
"""
REGIONAL = """# Quayside fire puts 60 jobs in doubt

The Société Brandt & Oake warehouse burned for six hours; four firefighters needed treatment.

The company said the cause was not yet known.
"""


@dataclass
class World:
    lib: Library
    comparison: str
    articles: dict[str, str]
    highlights: dict[str, str]
    count: str
    cause: str
    timing: str


@pytest.fixture
def world(lib: Library) -> World:
    comparison = lib.create_comparison("Vellmore fire").id
    ids = {}
    for key, text, outlet in (
        ("wire", WIRE, "Meridian Wire"),
        ("tabloid", TABLOID, "The Daily Trumpet"),
        ("regional", REGIONAL, None),
    ):
        article, _ = lib.add_article(text, outlet=outlet, comparison=comparison)
        ids[key] = article.id
    quotes = {
        "wire-hurt": ("wire", "Three firefighters were hurt"),
        "tabloid-hurt": ("tabloid", "Seven firefighters were injured"),
        "regional-hurt": ("regional", "four firefighters needed treatment"),
        "wire-cause": ("wire", "in an electrical cabinet"),
        "tabloid-cause": ("tabloid", "Neighbours blamed arsonists"),
        "wire-time": ("wire", "at about 11 p.m."),
        "tabloid-time": ("tabloid", "shortly before midnight"),
        "regional-cause": ("regional", "the cause was not yet known"),
    }
    h = {key: lib.highlight_quote(ids[art], quote).id for key, (art, quote) in quotes.items()}
    count = lib.create_discrepancy(
        [h["wire-hurt"], h["tabloid-hurt"]], kind="count", title="Injured firefighters",
        claims={h["wire-hurt"]: "three", h["tabloid-hurt"]: "seven"}, comparison=comparison,
    ).id
    cause = lib.create_discrepancy(
        [h["wire-cause"], h["tabloid-cause"]], kind="attribution", title="Cause of the fire",
        claims={h["tabloid-cause"]: "arson, per neighbours"}, note="Ask the Société des pompiers",
        status="explained", comparison=comparison,
    ).id
    timing = lib.create_discrepancy(
        [h["wire-time"], h["tabloid-time"]], kind="timeline", title="When it started",
        status="resolved", comparison=comparison,
    ).id
    return World(lib, comparison, ids, h, count, cause, timing)


@pytest.fixture
def stack() -> QUndoStack:
    return QUndoStack()


@pytest.fixture
def session(lib: Library, stack: QUndoStack) -> Iterator[ComparisonSession]:
    """A session whose writes go on ``stack``; no comparison open yet."""
    opened = ComparisonSession(lib, writes=UndoWrites(lib, stack))
    yield opened
    opened.detach()


@pytest.fixture
def panel(qtbot: Any, world: World, session: ComparisonSession) -> DiscrepancyPanel:
    widget = DiscrepancyPanel(session)
    qtbot.addWidget(widget)
    widget.resize(700, 700)
    session.open(world.comparison)
    widget.show()
    return widget


def child(panel: DiscrepancyPanel, kind: type[Any], name: str) -> Any:
    found = panel.findChild(kind, name)
    assert found is not None, name
    return found


def ids(model: Any) -> list[str]:
    return [model.index(r, 0).data(IdRole) for r in range(model.rowCount())]


class Recorder:
    """Counts a model's structural signals, to check that changes stay precise."""

    def __init__(self, model: Any) -> None:
        self.events: list[tuple[Any, ...]] = []
        model.dataChanged.connect(lambda a, b, roles=(): self.events.append(("data", a.row(), b.row())))
        model.rowsInserted.connect(lambda p, a, b: self.events.append(("inserted", a, b)))
        model.rowsRemoved.connect(lambda p, a, b: self.events.append(("removed", a, b)))
        model.modelReset.connect(lambda: self.events.append(("reset",)))

    def kinds(self) -> set[str]:
        return {e[0] for e in self.events}


# -- model ---------------------------------------------------------------------------------------


def exercise(world: World, stack: QUndoStack) -> None:
    """Edits, inserts, deletes, undo and redo: what the testers watch."""
    from parallax.desktop import undo

    lib = world.lib
    undo.execute(stack, undo.EditDiscrepancy(lib, world.count, "t", lambda: lib.update_discrepancy(world.count, title="Hurt")))
    extra = lib.create_discrepancy([world.highlights["regional-cause"]], kind="omission", title="No cause",
                                   comparison=world.comparison).id
    undo.execute(stack, undo.DeleteDiscrepancy(lib, world.cause))
    stack.undo()
    stack.undo()
    stack.redo()
    lib.delete_discrepancy(extra)
    lib.remove_passage(world.timing, world.highlights["wire-time"])


def test_model_passes_the_model_tester(qtmodeltester: Any, world: World, session: ComparisonSession,
                                       stack: QUndoStack) -> None:
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    qtmodeltester.check(model)
    exercise(world, stack)
    session.open(None)
    session.open(world.comparison)
    assert model.rowCount() == 3


def test_filter_passes_the_model_tester(qtmodeltester: Any, world: World, session: ComparisonSession,
                                        stack: QUndoStack) -> None:
    model = DiscrepancyListModel(session)
    proxy = DiscrepancyFilter()
    proxy.setSourceModel(model)
    session.open(world.comparison)
    qtmodeltester.check(proxy)
    proxy.sort(2, Qt.SortOrder.DescendingOrder)
    proxy.set_text("fire")
    exercise(world, stack)
    proxy.set_kind("count")
    proxy.set_status("open")
    proxy.clear()
    proxy.sort(-1)
    assert proxy.rowCount() == 3


def test_model_shows_columns_roles_and_tooltips(world: World, session: ComparisonSession) -> None:
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    assert model.columnCount() == 4
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(4)] == ["Kind", "Title", "Status", "Sources"]
    row = model.row_of(world.cause)
    assert [model.index(row, c).data() for c in range(4)] == ["Attribution", "Cause of the fire", "Explained", 2]
    assert model.index(row, 0).data(IdRole) == world.cause
    icon = model.index(row, 0).data(Qt.ItemDataRole.DecorationRole)
    assert isinstance(icon, QIcon) and not icon.isNull()
    tip = model.index(row, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert "Meridian Wire" in tip and "The Daily Trumpet" in tip
    assert "arson, per neighbours" in tip and "Neighbours blamed arsonists" in tip
    assert "Société des pompiers" in tip


def test_model_follows_single_changes_precisely(world: World, session: ComparisonSession) -> None:
    lib = world.lib
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    before = ids(model)
    recorder = Recorder(model)

    lib.update_discrepancy(world.cause, title="Who started it")
    assert recorder.kinds() == {"data"}
    assert model.index(model.row_of(world.cause), 1).data() == "Who started it"

    recorder.events.clear()
    snapshot = lib.delete_discrepancy(world.cause)
    assert recorder.events == [("removed", before.index(world.cause), before.index(world.cause))]
    recorder.events.clear()
    lib.restore(snapshot)
    assert ("inserted", before.index(world.cause), before.index(world.cause)) in recorder.events
    assert "reset" not in recorder.kinds()
    assert ids(model) == before  # back in its place: the library's order

    recorder.events.clear()
    new = lib.create_discrepancy([world.highlights["regional-cause"]], kind="omission", title="No cause",
                                 comparison=world.comparison).id
    assert recorder.events == [("inserted", 3, 3)]
    assert ids(model)[3] == new

    # Another comparison's discrepancies are none of this model's business.
    recorder.events.clear()
    lib.create_discrepancy([world.highlights["wire-hurt"]], kind="omission", title="Elsewhere", comparison="Other")
    assert recorder.events == []

    recorder.events.clear()
    session.open(None)
    assert recorder.events == [("reset",)] and model.rowCount() == 0


def test_model_follows_highlight_and_article_removal(world: World, session: ComparisonSession) -> None:
    lib = world.lib
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    row = model.row_of(world.count)
    assert model.index(row, 3).data() == 2
    lib.delete_article(world.articles["tabloid"])
    assert model.index(row, 3).data() == 1
    assert all(p.article != world.articles["tabloid"] for d in model.discrepancies() for p in d.passages)


def test_model_follows_outlet_and_kind_changes(world: World, session: ComparisonSession) -> None:
    lib = world.lib
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    row = model.row_of(world.count)
    lib.update_article(world.articles["wire"], outlet="Meridian Newswire")
    assert "Meridian Newswire" in model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
    lib.add_kind("photo", "Photograph")
    lib.update_discrepancy(world.count, kind="photo")
    assert model.index(row, 0).data() == "Photograph"


def test_model_resets_when_its_comparison_is_deleted(world: World, session: ComparisonSession) -> None:
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    world.lib.delete_comparison(world.comparison)
    assert model.rowCount() == 0 and model.comparison() is None


def test_fold_ignores_case_and_accents() -> None:
    assert fold("Société ÉCOLE") == "societe ecole"
    assert fold("Straße") == fold("STRASSE")


@pytest.mark.parametrize(
    ("kind", "status", "text", "expected"),
    [
        (None, None, "", {"count", "cause", "timing"}),
        ("count", None, "", {"count"}),
        (None, "explained", "", {"cause"}),
        ("timeline", "open", "", set()),
        (None, None, "INJURED", {"count"}),              # title, any case
        (None, None, "societe", {"cause"}),               # note, without accents
        (None, None, "arson", {"cause"}),                 # claim and passage
        (None, None, "midnight", {"timing"}),             # passage only
        (None, None, "daily trumpet", {"count", "cause", "timing"}),  # source name
        (None, None, "cabinet fire", {"cause"}),          # every word, in any order
        (None, None, "seven three", {"count"}),
        (None, None, "seven midnight", set()),
        (None, "resolved", "11 p.m.", {"timing"}),
    ],
)
def test_filter(world: World, session: ComparisonSession, kind: str | None, status: str | None, text: str,
                expected: set[str]) -> None:
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    proxy = DiscrepancyFilter()
    proxy.setSourceModel(model)
    proxy.set_kind(kind)
    proxy.set_status(status)
    proxy.set_text(text)
    names = {world.count: "count", world.cause: "cause", world.timing: "timing"}
    assert {names[i] for i in ids(proxy)} == expected


def test_filter_follows_edits(world: World, session: ComparisonSession) -> None:
    model = DiscrepancyListModel(session)
    session.open(world.comparison)
    proxy = DiscrepancyFilter()
    proxy.setSourceModel(model)
    proxy.set_status("open")
    assert ids(proxy) == [world.count]
    world.lib.update_discrepancy(world.count, status="resolved")
    assert ids(proxy) == []
    world.lib.update_discrepancy(world.timing, status="open")
    assert ids(proxy) == [world.timing]


# -- panel: list, empty states, selection ----------------------------------------------------------


def test_empty_states(qtbot: Any, lib: Library, session: ComparisonSession) -> None:
    panel = DiscrepancyPanel(session)
    qtbot.addWidget(panel)
    empty = child(panel, QLabel, "emptyLabel")
    assert empty.text() == NO_COMPARISON_TEXT
    article, _ = lib.add_article(WIRE, outlet="Meridian Wire", comparison="Fire")
    session.open(lib.resolve_comparison("Fire"))
    assert empty.text() == EMPTY_TEXT
    assert not child(panel, QTableView, "discrepancyList").isVisibleTo(panel)
    hid = lib.highlight_quote(article.id, "Three firefighters were hurt").id
    lib.create_discrepancy([hid], kind="omission", title="Injured", comparison="Fire")
    assert child(panel, QTableView, "discrepancyList").isVisibleTo(panel)
    child(panel, QLineEdit, "searchEdit").setText("no such words")
    assert empty.text() == NO_MATCH_TEXT and empty.isVisibleTo(panel)


def test_select_shows_without_activating(qtbot: Any, panel: DiscrepancyPanel, world: World) -> None:
    with qtbot.assertNotEmitted(panel.discrepancyActivated):
        panel.select(world.cause)
    assert panel.current_id() == world.cause
    assert child(panel, QLineEdit, "titleEdit").text() == "Cause of the fire"
    assert child(panel, QComboBox, "kindCombo").currentData() == "attribution"
    assert child(panel, QComboBox, "statusCombo").currentData() == "explained"
    assert child(panel, QPlainTextEdit, "noteEdit").toPlainText() == "Ask the Société des pompiers"
    table = child(panel, QTableWidget, "passagesTable")
    assert table.rowCount() == 2
    assert [table.item(r, 0).text() for r in range(2)] == ["Meridian Wire", "The Daily Trumpet"]
    assert table.item(1, 1).text() == "“Neighbours blamed arsonists”"
    assert table.item(1, 2).text() == "arson, per neighbours"


def test_select_clears_filters_that_hide_it(panel: DiscrepancyPanel, world: World) -> None:
    child(panel, QLineEdit, "searchEdit").setText("midnight")
    panel.select(world.count)
    assert panel.current_id() == world.count
    assert child(panel, QLineEdit, "searchEdit").text() == ""


def test_source_without_outlet_shows_title(panel: DiscrepancyPanel, world: World) -> None:
    world.lib.add_passage(world.count, world.highlights["regional-hurt"], "four")
    panel.select(world.count)
    table = child(panel, QTableWidget, "passagesTable")
    assert table.item(2, 0).text() == "Quayside fire puts 60 jobs in doubt"


def test_step_wraps_and_emits(qtbot: Any, panel: DiscrepancyPanel, world: World) -> None:
    order = ids(child(panel, QTableView, "discrepancyList").model())
    assert len(order) == 3
    seen = []
    for _ in range(4):
        with qtbot.waitSignal(panel.discrepancyActivated) as blocker:
            seen.append(panel.step(+1))
        assert blocker.args == [seen[-1]]
    assert seen == [*order, order[0]]
    assert panel.step(-1) == order[-1]
    assert panel.current_id() == order[-1]
    child(panel, QComboBox, "statusFilter").setCurrentIndex(2)  # explained
    assert panel.step(+1) == world.cause
    assert panel.step(+1) == world.cause
    child(panel, QLineEdit, "searchEdit").setText("nothing matches this")
    assert panel.step(+1) is None


def test_enter_and_click_activate(qtbot: Any, panel: DiscrepancyPanel, world: World) -> None:
    view = child(panel, QTableView, "discrepancyList")
    panel.select(world.timing)
    with qtbot.waitSignal(panel.discrepancyActivated) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [world.timing]
    index = view.model().index(ids(view.model()).index(world.count), 1)
    with qtbot.waitSignal(panel.discrepancyActivated) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    assert blocker.args == [world.count]
    assert panel.current_id() == world.count


def test_switching_comparison_resets(panel: DiscrepancyPanel, world: World, session: ComparisonSession) -> None:
    panel.select(world.count)
    assert panel.comparison_id() == world.comparison
    session.open(None)
    assert panel.current_id() is None and panel.comparison_id() is None
    assert not child(panel, QLineEdit, "titleEdit").isEnabled()
    session.open(world.comparison)
    assert child(panel, QTableView, "discrepancyList").model().rowCount() == 3


def test_filter_widgets_drive_the_filter(panel: DiscrepancyPanel, world: World) -> None:
    view = child(panel, QTableView, "discrepancyList")
    kinds = child(panel, QComboBox, "kindFilter")
    assert kinds.itemText(0) == "All kinds"
    assert [kinds.itemData(i) for i in range(1, kinds.count())] == [k.name for k in world.lib.list_kinds()]
    kinds.setCurrentIndex(kinds.findData("timeline"))
    assert ids(view.model()) == [world.timing]
    kinds.setCurrentIndex(0)
    child(panel, QLineEdit, "searchEdit").setText("Société")
    assert ids(view.model()) == [world.cause]
    panel.focus_filter()


# -- panel: editing with undo ------------------------------------------------------------------------


def test_edit_title_undo_redo(qtbot: Any, panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    panel.select(world.count)
    title = child(panel, QLineEdit, "titleEdit")
    title.setText("Firefighters  hurt")
    qtbot.keyClick(title, Qt.Key.Key_Return)
    assert world.lib.get_discrepancy(world.count).title == "Firefighters hurt"
    assert title.text() == "Firefighters hurt"
    assert stack.count() == 1
    stack.undo()
    assert world.lib.get_discrepancy(world.count).title == "Injured firefighters"
    assert title.text() == "Injured firefighters"
    stack.redo()
    assert title.text() == "Firefighters hurt"
    view = child(panel, QTableView, "discrepancyList")
    assert "Firefighters hurt" in [view.model().index(r, 1).data() for r in range(3)]


def test_empty_title_is_refused_with_a_message(panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    panel.select(world.count)
    title = child(panel, QLineEdit, "titleEdit")
    title.setText("   ")
    panel.commit_pending_edits()
    error = child(panel, QLabel, "errorLabel")
    assert error.isVisibleTo(panel) and "title" in error.text()
    assert title.text() == "Injured firefighters"
    assert stack.count() == 0


def test_kind_and_status_undo_redo(qtbot: Any, panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    panel.select(world.count)
    kind = child(panel, QComboBox, "kindCombo")
    status = child(panel, QComboBox, "statusCombo")
    qtbot.keyClick(kind, Qt.Key.Key_Down)
    new_kind = kind.currentData()
    assert new_kind != "count"
    assert world.lib.get_discrepancy(world.count).kind == new_kind
    qtbot.keyClick(status, Qt.Key.Key_Down)
    assert world.lib.get_discrepancy(world.count).status == "explained"
    assert stack.count() == 2
    stack.undo()
    assert status.currentData() == "open"
    stack.undo()
    assert kind.currentData() == "count"
    assert world.lib.get_discrepancy(world.count).kind == "count"
    stack.redo()
    stack.redo()
    assert (kind.currentData(), status.currentData()) == (new_kind, "explained")


def test_note_commits_on_demand_not_per_keystroke(qtbot: Any, panel: DiscrepancyPanel, world: World,
                                                  stack: QUndoStack) -> None:
    panel.select(world.count)
    note = child(panel, QPlainTextEdit, "noteEdit")
    note.setFocus()
    qtbot.keyClicks(note, "Check the fire service")
    assert world.lib.get_discrepancy(world.count).note == ""
    panel.commit_pending_edits()
    assert world.lib.get_discrepancy(world.count).note == "Check the fire service"
    assert stack.count() == 1
    stack.undo()
    assert note.toPlainText() == ""
    stack.redo()
    assert note.toPlainText() == "Check the fire service"


def test_note_commits_on_focus_out(panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    panel.select(world.count)
    note = child(panel, QPlainTextEdit, "noteEdit")
    note.setPlainText("typed")
    QApplication.sendEvent(note, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.TabFocusReason))
    assert world.lib.get_discrepancy(world.count).note == "typed"
    assert stack.count() == 1


def test_note_commits_after_a_pause(qtbot: Any, panel: DiscrepancyPanel, world: World) -> None:
    timer = child(panel, QTimer, "noteIdleTimer")
    timer.setInterval(0)  # the pause, without waiting for it
    panel.select(world.count)
    child(panel, QPlainTextEdit, "noteEdit").setPlainText("paused")
    assert timer.isActive()
    qtbot.waitUntil(lambda: world.lib.get_discrepancy(world.count).note == "paused")


def test_text_typed_when_the_row_leaves_the_list_is_saved_after(qtbot: Any, panel: DiscrepancyPanel,
                                                                world: World, stack: QUndoStack) -> None:
    """A change that moves the current row must not push onto the stack while it runs."""
    child(panel, QComboBox, "statusFilter").setCurrentIndex(1)  # open: only the count
    panel.select(world.count)
    child(panel, QPlainTextEdit, "noteEdit").setPlainText("typed before it left")
    world.lib.update_discrepancy(world.count, status="resolved")
    assert panel.current_id() is None
    assert stack.count() == 0
    qtbot.waitUntil(lambda: world.lib.get_discrepancy(world.count).note == "typed before it left")
    assert stack.count() == 1


def test_typed_text_survives_an_outside_change(panel: DiscrepancyPanel, world: World) -> None:
    panel.select(world.count)
    note = child(panel, QPlainTextEdit, "noteEdit")
    note.setPlainText("half-typed")
    world.lib.update_discrepancy(world.count, title="Renamed elsewhere")
    assert child(panel, QLineEdit, "titleEdit").text() == "Renamed elsewhere"
    assert note.toPlainText() == "half-typed"
    panel.commit_pending_edits()
    d = world.lib.get_discrepancy(world.count)
    assert (d.title, d.note) == ("Renamed elsewhere", "half-typed")


def test_switching_discrepancy_saves_typed_text(panel: DiscrepancyPanel, world: World) -> None:
    panel.select(world.count)
    child(panel, QPlainTextEdit, "noteEdit").setPlainText("about the count")
    panel.select(world.cause)
    assert world.lib.get_discrepancy(world.count).note == "about the count"
    assert child(panel, QPlainTextEdit, "noteEdit").toPlainText() == "Ask the Société des pompiers"


def test_claim_undo_redo(qtbot: Any, panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    panel.select(world.count)
    table = child(panel, QTableWidget, "passagesTable")
    table.editItem(table.item(1, 2))
    editor = table.delegate.open_editor()
    assert isinstance(editor, QLineEdit)
    editor.setText("seven, says the Trumpet")
    panel.commit_pending_edits()
    hid = world.highlights["tabloid-hurt"]
    claims = {p.highlight: p.claim for p in world.lib.get_discrepancy(world.count).passages}
    assert claims[hid] == "seven, says the Trumpet"
    assert table.item(1, 2).text() == "seven, says the Trumpet"
    stack.undo()
    assert table.item(1, 2).text() == "seven"
    stack.redo()
    assert table.item(1, 2).text() == "seven, says the Trumpet"


def test_remove_passage_undo_redo(qtbot: Any, panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    panel.select(world.count)
    table = child(panel, QTableWidget, "passagesTable")
    table.selectRow(0)
    qtbot.mouseClick(child(panel, QPushButton, "removePassageButton"), Qt.MouseButton.LeftButton)
    assert [p.highlight for p in world.lib.get_discrepancy(world.count).passages] == [world.highlights["tabloid-hurt"]]
    assert table.rowCount() == 1
    stack.undo()
    passages = world.lib.get_discrepancy(world.count).passages
    assert [(p.highlight, p.claim) for p in passages] == [
        (world.highlights["wire-hurt"], "three"), (world.highlights["tabloid-hurt"], "seven")]
    assert table.rowCount() == 2
    stack.redo()
    assert table.rowCount() == 1
    table.setFocus()
    table.selectRow(0)
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert world.lib.get_discrepancy(world.count).passages == ()


def test_add_pending_passages_undo_redo(qtbot: Any, panel: DiscrepancyPanel, world: World,
                                        stack: QUndoStack, session: ComparisonSession) -> None:
    button = child(panel, QPushButton, "addPendingButton")
    pending = [world.highlights["regional-hurt"], world.highlights["wire-hurt"]]

    def put_pending() -> None:
        for hid in pending:
            h = world.lib.get_highlight(hid)
            session.add_pending(h.article, h.start, h.end, hid)

    put_pending()
    assert not button.isEnabled()  # nothing selected yet
    panel.select(world.count)
    assert button.isEnabled() and "(1)" in button.text()  # wire-hurt is in it already
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [p.highlight for p in world.lib.get_discrepancy(world.count).passages][-1] == pending[0]
    assert not button.isEnabled() and session.pending() == []  # the tray is emptied
    assert child(panel, QTableWidget, "passagesTable").rowCount() == 3
    stack.undo()
    assert len(world.lib.get_discrepancy(world.count).passages) == 2
    put_pending()
    assert button.isEnabled() and "(1)" in button.text()
    stack.redo()
    assert len(world.lib.get_discrepancy(world.count).passages) == 3
    assert not button.isEnabled()  # the redone passage is in it now


def test_delete_undo_redo(qtbot: Any, panel: DiscrepancyPanel, world: World, stack: QUndoStack) -> None:
    view = child(panel, QTableView, "discrepancyList")
    panel.select(world.cause)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    assert world.cause not in [d.id for d in world.lib.list_discrepancies(world.comparison)]
    assert world.cause not in ids(view.model())
    assert panel.current_id() in {world.count, world.timing}
    stack.undo()
    assert world.lib.get_discrepancy(world.cause).title == "Cause of the fire"
    assert world.cause in ids(view.model())
    panel.select(world.cause)
    assert len(child(panel, QTableWidget, "passagesTable").highlight_ids()) == 2
    stack.redo()
    assert world.cause not in ids(view.model())
    panel.select(world.timing)
    qtbot.mouseClick(child(panel, QPushButton, "deleteDiscrepancyButton"), Qt.MouseButton.LeftButton)
    assert ids(view.model()) == [world.count]
    panel.delete_current()
    assert panel.current_id() is None
    assert child(panel, QLabel, "emptyLabel").text() == EMPTY_TEXT


def test_outside_changes_show_up(panel: DiscrepancyPanel, world: World) -> None:
    view = child(panel, QTableView, "discrepancyList")
    panel.select(world.timing)
    world.lib.update_discrepancy(world.timing, title="Start time", status="open")
    assert child(panel, QLineEdit, "titleEdit").text() == "Start time"
    assert child(panel, QComboBox, "statusCombo").currentData() == "open"
    new = world.lib.create_discrepancy([world.highlights["regional-cause"]], kind="omission",
                                       title="Cause unknown", comparison=world.comparison).id
    assert new in ids(view.model())
    world.lib.delete_discrepancy(world.timing)
    assert world.timing not in ids(view.model())
    assert panel.current_id() != world.timing


def test_tab_order(panel: DiscrepancyPanel) -> None:
    expected = ["searchEdit", "kindFilter", "statusFilter", "discrepancyList", "kindCombo", "titleEdit",
                "statusCombo", "noteEdit", "passagesTable", "removePassageButton", "addPendingButton",
                "deleteDiscrepancyButton"]
    widget = child(panel, QLineEdit, "searchEdit")
    seen = []
    for _ in range(200):
        if widget.objectName() in expected and widget.objectName() not in seen:
            seen.append(widget.objectName())
        widget = widget.nextInFocusChain()
    assert seen == expected


def test_widgets_have_accessible_names(panel: DiscrepancyPanel) -> None:
    for kind, name in [(QComboBox, "kindFilter"), (QComboBox, "statusFilter"), (QLineEdit, "searchEdit"),
                       (QTableView, "discrepancyList"), (QComboBox, "kindCombo"), (QLineEdit, "titleEdit"),
                       (QComboBox, "statusCombo"), (QPlainTextEdit, "noteEdit"),
                       (QTableWidget, "passagesTable")]:
        assert child(panel, kind, name).accessibleName()


def test_index_helpers_tolerate_invalid(world: World, session: ComparisonSession) -> None:
    model = DiscrepancyListModel(session)
    assert model.data(QModelIndex()) is None
    assert model.discrepancy("nope") is None
