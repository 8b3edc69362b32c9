"""The claim matrix: its model (checked by Qt's model tester), its cells, and the dock in the window."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QBrush, QUndoStack
from PySide6.QtWidgets import QTableView

from parallax.desktop.claim_matrix import ArticleRole, ClaimMatrix, ClaimMatrixModel, DiscrepancyRole
from parallax.desktop.undo import UndoWrites
from parallax.library.session import ComparisonSession
from parallax.library.store import Library

pytestmark = [
    pytest.mark.gui,
    pytest.mark.usefixtures("qapp"),
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]

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
    hurt: str
    when: str
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
        "tabloid-time": lib.highlight_quote(tabloid, "before midnight").id,
    }
    hurt = lib.create_discrepancy([h["wire"], h["tabloid"]], kind="count", title="Injured",
                                  claims={h["wire"]: "three", h["tabloid"]: "seven"}, comparison=comparison).id
    when = lib.create_discrepancy([h["wire-time"], h["tabloid-time"]], kind="timeline", title="When",
                                  claims={h["wire-time"]: "11 p.m."}, comparison=comparison).id
    return World(lib, comparison, wire, tabloid, regional, hurt, when, h)


@pytest.fixture
def stack() -> QUndoStack:
    return QUndoStack()


@pytest.fixture
def session(world: World, stack: QUndoStack) -> Iterator[ComparisonSession]:
    opened = ComparisonSession(world.lib, writes=UndoWrites(world.lib, stack))
    opened.open(world.comparison)
    yield opened
    opened.detach()


@pytest.fixture
def model(session: ComparisonSession) -> ClaimMatrixModel:
    return ClaimMatrixModel(session)


def cell(model: ClaimMatrixModel, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
    return model.index(row, column).data(role)


def test_the_model_passes_the_model_tester(qtmodeltester: Any, model: ClaimMatrixModel, world: World,
                                           session: ComparisonSession, stack: QUndoStack) -> None:
    qtmodeltester.check(model)
    made = world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="Extra",
                                        comparison=world.comparison).id
    session.set_claim(world.hurt, world.h["wire"], "3")
    stack.undo()
    world.lib.delete_discrepancy(made)
    session.close_article(world.tabloid)
    world.lib.update_article(world.regional, outlet="Quayside Herald")
    session.open(None)
    session.open(world.comparison)
    assert model.rowCount() == 2 and model.columnCount() == 3


def test_rows_are_discrepancies_and_columns_sources(model: ClaimMatrixModel, world: World) -> None:
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == [
        "Meridian Wire", "The Daily Trumpet", "Quayside fire"]
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(2)] == ["Injured", "When"]
    assert cell(model, 0, 0, DiscrepancyRole) == world.hurt and cell(model, 0, 2, ArticleRole) == world.regional


def test_a_cell_holds_the_claim_else_the_passage_else_not_reported(model: ClaimMatrixModel) -> None:
    assert [cell(model, 0, c) for c in range(3)] == ["three", "seven", "not reported"]
    assert cell(model, 1, 1) == "“before midnight”"


def test_reported_cells_take_the_kind_colour(model: ClaimMatrixModel) -> None:
    count, timeline = cell(model, 0, 0, Qt.ItemDataRole.BackgroundRole), cell(model, 1, 0, Qt.ItemDataRole.BackgroundRole)
    assert isinstance(count, QBrush) and isinstance(timeline, QBrush)
    assert count.color() != timeline.color()
    assert cell(model, 0, 2, Qt.ItemDataRole.BackgroundRole) is None


def test_only_reported_cells_are_editable(model: ClaimMatrixModel) -> None:
    assert model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable
    assert not model.flags(model.index(0, 2)) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_editing_a_cell_is_one_undoable_step(model: ClaimMatrixModel, world: World, stack: QUndoStack) -> None:
    assert model.setData(model.index(1, 1), "  just before   midnight ")
    assert stack.count() == 1
    assert cell(model, 1, 1) == "just before midnight"
    stack.undo()
    assert cell(model, 1, 1) == "“before midnight”"
    stack.redo()
    assert world.lib.get_discrepancy(world.when).passages[1].claim == "just before midnight"


def test_editing_to_the_same_claim_writes_nothing(model: ClaimMatrixModel, stack: QUndoStack) -> None:
    assert not model.setData(model.index(0, 0), "three")
    assert not model.setData(model.index(0, 2), "anything")  # not reported: nothing to edit
    assert stack.count() == 0


def test_one_changed_claim_changes_only_its_row(model: ClaimMatrixModel, world: World) -> None:
    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda a, b, roles=(): changed.append((a.row(), b.row())))
    world.lib.set_claim(world.hurt, world.h["tabloid"], "seven, says the Trumpet")
    assert changed == [(0, 0)] and cell(model, 0, 1) == "seven, says the Trumpet"


def test_new_and_deleted_discrepancies_insert_and_remove_rows(model: ClaimMatrixModel, world: World) -> None:
    made = world.lib.create_discrepancy([world.h["wire-time"]], kind="omission", title="Extra",
                                        comparison=world.comparison).id
    assert model.rowCount() == 3 and cell(model, 2, 0, DiscrepancyRole) == made
    world.lib.delete_discrepancy(world.hurt)
    assert [cell(model, r, 0, DiscrepancyRole) for r in range(2)] == [world.when, made]


def test_closing_a_pane_drops_its_column(model: ClaimMatrixModel, session: ComparisonSession, world: World) -> None:
    session.close_article(world.wire)
    assert model.columnCount() == 2 and cell(model, 0, 0) == "seven"


def test_clicking_a_cell_focuses_and_reveals_that_source(qtbot: Any, session: ComparisonSession,
                                                          world: World) -> None:
    matrix = ClaimMatrix(session)
    qtbot.addWidget(matrix)
    matrix.resize(600, 300)
    matrix.show()
    revealed: list[tuple[str, str | None]] = []
    session.events.reveal_requested.connect(lambda d, a: revealed.append((d, a)))
    view = matrix.findChild(QTableView, "claimMatrixView")
    assert view is not None
    rect = view.visualRect(matrix.model.index(1, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert session.focused == world.when and revealed == [(world.when, world.tabloid)]


def test_enter_on_a_cell_focuses_it_too(qtbot: Any, session: ComparisonSession, world: World) -> None:
    matrix = ClaimMatrix(session)
    qtbot.addWidget(matrix)
    matrix.show()
    matrix.view.setCurrentIndex(matrix.model.index(0, 2))
    matrix.view.setFocus()
    qtbot.keyClick(matrix.view, Qt.Key.Key_Return)
    assert session.focused == world.hurt


def test_a_discrepancy_focused_elsewhere_becomes_the_current_row(qtbot: Any, session: ComparisonSession,
                                                                  world: World) -> None:
    matrix = ClaimMatrix(session)
    qtbot.addWidget(matrix)
    session.focus(world.when)
    assert matrix.view.currentIndex().row() == 1


def test_the_window_shows_the_matrix_from_the_view_menu(qtbot: Any, tmp_path: Path) -> None:
    from parallax.desktop.main_window import MainWindow

    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    action = window.named_actions["show_claim_matrix"]
    assert action.shortcut().toString() == "Ctrl+4"
    menus = {a.text(): a.menu() for a in window.menuBar().actions()}
    assert action in menus["&View"].actions()
    assert window.docks.built("claim_matrix") is None  # built the first time it is asked for
    action.trigger()
    assert window.docks.built("claim_matrix") is not None and window.docks.docks["claim_matrix"].isVisibleTo(window)
    window.close()
    library.close()


def test_a_renamed_discrepancy_renames_its_row(model: ClaimMatrixModel, world: World) -> None:
    headers: list[tuple[int, int]] = []
    model.headerDataChanged.connect(lambda orientation, first, last: headers.append((first, last)))
    world.lib.set_claim(world.hurt, world.h["wire"], "3")
    assert headers == []  # a claim leaves the row headers alone: measuring them costs the update
    world.lib.update_discrepancy(world.when, title="Start time")
    assert headers == [(1, 1)] and model.headerData(1, Qt.Orientation.Vertical) == "Start time"


def test_a_matrix_built_later_starts_on_the_focused_discrepancy(qtbot: Any, session: ComparisonSession,
                                                                 world: World) -> None:
    session.focus(world.when)
    matrix = ClaimMatrix(session)
    qtbot.addWidget(matrix)
    assert matrix.view.currentIndex().row() == 1
