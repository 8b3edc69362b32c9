"""What a screen reader finds: the window's accessible tree, walked in-process through
QAccessible as Orca (AT-SPI), NVDA (UI Automation) and VoiceOver read it through Qt's bridges.

Every object that can take the keyboard focus must have a name and a role that says what it is
(not a blank "filler"); Tab follows the screen; the panes are read in their order on screen;
the results of actions are announced."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from parallax.desktop import accessibility
from parallax.desktop.main_window import MainWindow
from parallax.library.demo import load_demo
from parallax.library.store import Library

pytestmark = pytest.mark.gui

VAGUE_ROLES = {QAccessible.Role.Client, QAccessible.Role.Border, QAccessible.Role.NoRole}
"""Roles that tell a screen-reader user nothing ("filler", "frame")."""


def walk(iface: QAccessibleInterface | None, depth: int = 0) -> Iterator[tuple[int, QAccessibleInterface]]:
    if iface is None or not iface.isValid():
        return
    yield depth, iface
    for i in range(iface.childCount()):
        yield from walk(iface.child(i), depth + 1)


def describe(iface: QAccessibleInterface) -> str:
    obj = iface.object()
    where = f"{type(obj).__name__} {obj.objectName()!r}" if obj is not None else "(an item)"
    parent = iface.parent()
    context = parent.text(QAccessible.Text.Name) if parent is not None else ""
    return f"{iface.role().name} {where} in {context!r}"


def unnamed_focusable(root: QWidget) -> list[str]:
    """Every object a reader can Tab or arrow to that has no name, or only a vague role."""
    problems = []
    for _, iface in walk(QAccessible.queryAccessibleInterface(root)):
        state = iface.state()
        if not state.focusable or state.invisible or state.offscreen:
            continue
        if not iface.text(QAccessible.Text.Name).strip():
            problems.append("no name: " + describe(iface))
        elif iface.role() in VAGUE_ROLES:
            problems.append("vague role: " + describe(iface))
    return problems


@pytest.fixture
def demo_window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    library = Library(tmp_path / "library.sqlite")
    comparison = load_demo(library, "en")
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.open_comparison(comparison.id)
    window.resize(1800, 900)  # four readable panes beside both side panels: nothing folds away
    window.show()
    qtbot.waitExposed(window)
    window.docks.panel("library"), window.docks.panel("discrepancies")  # builds the side panels
    yield window
    window.close()
    library.close()


def test_the_test_fails_on_an_unnamed_focusable_object(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLineEdit, QScrollArea, QVBoxLayout

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    named = QLineEdit(box)
    named.setAccessibleName("Search")
    layout.addWidget(named)
    layout.addWidget(QScrollArea(box))  # the kind of empty Tab stop the docks used to have
    box.show()
    qtbot.waitExposed(box)
    problems = unnamed_focusable(box)
    assert len(problems) == 1 and "QScrollArea" in problems[0]


def test_every_focusable_object_of_the_window_is_named(demo_window: MainWindow, qtbot: QtBot) -> None:
    window = demo_window
    window.docks.toggle("claim_matrix")
    window.docks.toggle("suggestions")
    window.docks.panel("discrepancies").step(1)  # the editor shows a discrepancy: its fields are on screen
    qtbot.wait(50)
    assert unnamed_focusable(window) == []


def test_the_dialogs_are_named(demo_window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QDialog

    from parallax.desktop.article_details import ArticleDetailsDialog
    from parallax.desktop.help import show_shortcuts
    from parallax.desktop.link_dialog import LinkDialog
    from parallax.desktop.preferences import PreferencesDialog
    from parallax.desktop.source_details import SourceDetailsDialog

    window = demo_window
    panes = window.workspace.panes
    for pane in panes[:2]:
        pane.select_range(0, 8)
    article = panes[0].article_id
    dialogs: list[QDialog] = [
        show_shortcuts(window, list(window.named_actions.values())),
        LinkDialog(window.session, window.session.pending(), None, window),
        PreferencesDialog(window.settings, window),
        ArticleDetailsDialog(window.library, article, window),
        SourceDetailsDialog(window.library, [article], window),
    ]
    try:
        for dialog in dialogs:
            dialog.show()
            qtbot.waitExposed(dialog)
            assert unnamed_focusable(dialog) == [], type(dialog).__name__
    finally:
        for dialog in dialogs:
            dialog.close()


def test_the_panes_are_read_in_their_order_on_screen(demo_window: MainWindow) -> None:
    panes = demo_window.workspace.panes
    splitter = QAccessible.queryAccessibleInterface(demo_window.workspace.splitter)
    read = [splitter.child(i).object() for i in range(splitter.childCount())]
    assert [w for w in read if w in panes] == panes
    pane = QAccessible.queryAccessibleInterface(panes[0])
    assert pane.role() == QAccessible.Role.Grouping and pane.text(QAccessible.Text.Name)
    demo_window.workspace.move_article(panes[0].article_id, 1)  # rebuilt: still in order
    splitter = QAccessible.queryAccessibleInterface(demo_window.workspace.splitter)
    read = [splitter.child(i).object() for i in range(splitter.childCount())]
    assert [w for w in read if w in demo_window.workspace.panes] == demo_window.workspace.panes


def tab_through(window: MainWindow, start: QWidget, count: int, key: Qt.Key = Qt.Key.Key_Tab) -> list[QWidget]:
    from PySide6.QtTest import QTest

    start.setFocus()
    seen = []
    for _ in range(count):
        focus = QApplication.focusWidget()
        seen.append(focus)
        QTest.keyClick(focus, key)
    return seen


def test_tab_follows_the_screen(demo_window: MainWindow) -> None:
    window = demo_window
    panes = window.workspace.panes
    first, second = panes[0], panes[1]
    stops = tab_through(window, first.text_view(), 8)
    names = [w.accessibleName() for w in stops]
    # the next pane's header buttons (skipped before), as they sit left to right, then its text
    assert names[1:6] == ["Close pane", "Copy source address", "Article details: outlet, author, date, address, language",
                          "Move pane left", "Move pane right"]
    assert stops[1].parentWidget().parentWidget() is second and stops[6] is second.text_view()
    # from the last pane, on to the panel at the right; back from the first, to the library
    last = tab_through(window, panes[-1].text_view(), 2)[1]
    assert window.docks.docks["discrepancies"].isAncestorOf(last)
    back = tab_through(window, first.text_view(), 7, Qt.Key.Key_Backtab)
    assert back[1].accessibleName() == "Move pane right"
    assert any(window.docks.docks["library"].isAncestorOf(w) for w in back[4:])


def test_going_to_a_panel_lands_where_the_arrows_work(demo_window: MainWindow, qtbot: QtBot) -> None:
    window = demo_window
    window.named_actions["show_discrepancies"].trigger()  # Ctrl+2: the dock was shown already, so it gets the focus
    window.named_actions["show_discrepancies"].trigger()
    window.named_actions["show_discrepancies"].trigger()
    focus = QApplication.focusWidget()
    assert focus is not None and focus.objectName() == "discrepancyList"
    window.named_actions["show_library"].trigger()
    if not window.docks.docks["library"].isVisible():
        window.named_actions["show_library"].trigger()
    assert QApplication.focusWidget().accessibleName() == "Comparisons and articles"


def test_announcements_are_recorded_even_without_a_screen_reader(qtbot: QtBot) -> None:
    box = QWidget()
    qtbot.addWidget(box)
    accessibility.announce(box, "  Count highlight   made ")
    assert accessibility.HEARD[-1] == "Count highlight made"
    accessibility.announce(box, "   ")
    assert accessibility.HEARD[-1] == "Count highlight made"


def test_every_step_of_annotating_is_announced(
    demo_window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parallax.desktop import link_dialog
    from parallax.desktop.link_dialog import LinkValues

    window = demo_window
    window.annotating.set_kind("count")
    first, second = window.workspace.panes[0], window.workspace.panes[1]
    text = first.reading_text
    start = text.index("VELLMORE")
    first.select_range(start, start + len("VELLMORE"))
    first.viewport_widget().setFocus()
    window.named_actions["highlight"].trigger()
    assert accessibility.HEARD[-1] == "Count highlight made: “VELLMORE”"
    start2 = second.reading_text.index("SEVEN")
    second.select_range(start2, start2 + len("SEVEN"))

    def answer(parent: object, session: object, items: list, last_kind: object) -> LinkValues:
        return LinkValues(kind="location", title="The town", claims={items[0]: "Vellmore", items[1]: ""})

    monkeypatch.setattr(link_dialog, "ask_link", answer)
    window.named_actions["link"].trigger()
    said = accessibility.HEARD[-1]
    assert said.startswith("Discrepancy made: Location, The town. Meridian Wire: Vellmore. The Daily Trumpet: “SEVEN”")
    window.named_actions["undo"].trigger()
    assert accessibility.HEARD[-1] == "Undone: Link “The town”"
    window.named_actions["redo"].trigger()
    assert accessibility.HEARD[-1] == "Redone: Link “The town”"
    window.named_actions["next"].trigger()
    assert accessibility.HEARD[-1].startswith("Discrepancy ") and " of 21: " in accessibility.HEARD[-1]
    editor = window.docks.panel("discrepancies").editor
    title = editor.shown().title
    editor.delete_current()
    assert accessibility.HEARD[-1] == f"Discrepancy deleted: {title}; Ctrl+Z brings it back"


def test_present_is_a_named_window_whose_articles_can_be_read(demo_window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtTest import QTest

    view = demo_window.classroom.present()
    assert view is not None
    qtbot.waitExposed(view)
    try:
        iface = QAccessible.queryAccessibleInterface(view)
        assert iface.role() == QAccessible.Role.Window and iface.text(QAccessible.Text.Name)
        assert unnamed_focusable(view) == []
        assert accessibility.HEARD[-1].startswith("Vellmore warehouse fire")
        QTest.keyClick(view, Qt.Key.Key_Space)
        heard = accessibility.HEARD[-1]
        assert heard.startswith("1 of 20 · Count") and "Meridian Wire: “" in heard
        QTest.keyClick(view, Qt.Key.Key_Space)
        assert accessibility.HEARD[-1].endswith(" claims: " + heard and accessibility.HEARD[-1].split(" claims: ")[1])
        text = view.panes[0].text
        assert text.focusPolicy() & Qt.FocusPolicy.TabFocus and text.accessibleName().startswith("Text of ")
        text.setFocus()
        passage = text.textCursor().position()  # the caret waits at the lit passage
        assert passage > 0
        QTest.keyClick(text, Qt.Key.Key_Right)  # the arrows read on from it
        assert text.textCursor().position() == passage + 1
        step = view.position
        QTest.keyClick(text, Qt.Key.Key_Space)  # Space still steps
        assert view.position == step + 1
    finally:
        view.close()


def test_the_caret_entering_a_highlight_says_its_kind_and_discrepancy(demo_window: MainWindow) -> None:
    from PySide6.QtTest import QTest

    pane = demo_window.workspace.panes[0]
    view = pane.text_view()
    view.setFocus()
    count = next(d for d in demo_window.session.discrepancies() if d.kind == "count")
    passage = next(p for p in count.passages if p.article == pane.article_id)
    pane.select_range(passage.start - 1, passage.start - 1)
    pane.collapse_selection()
    plain = view.accessibleDescription()
    QTest.keyClick(view, Qt.Key.Key_Right)  # into the passage
    said = accessibility.HEARD[-1]
    assert said.startswith(f"Count highlight, {count.title}") and passage.claim in said
    assert view.accessibleDescription() == said  # read with the text while the caret is there
    pane.select_range(passage.end + 1, passage.end + 1)
    pane.collapse_selection()
    if not pane.painter.ranges_at(pane.caret_position()):
        assert view.accessibleDescription() == plain


def test_f7_jumps_between_a_panes_highlights_and_ctrl_j_lists_them(demo_window: MainWindow, qtbot: QtBot) -> None:
    from parallax.desktop.highlight_list import HighlightList

    window = demo_window
    pane = window.workspace.panes[0]
    pane.text_view().setFocus()
    pane.select_range(0, 0)
    ranges = pane.painted_ranges()
    starts = sorted({r.start for r in ranges})
    assert starts[0] == 0  # the demo's first article: its headline is a highlight
    window.named_actions["next_highlight"].trigger()
    assert pane.caret_position() == starts[1]
    assert "highlight" in accessibility.HEARD[-1]
    window.named_actions["next_highlight"].trigger()
    assert pane.caret_position() == starts[2]
    window.named_actions["previous_highlight"].trigger()
    window.named_actions["previous_highlight"].trigger()
    assert pane.caret_position() == 0
    window.named_actions["previous_highlight"].trigger()  # none before the first
    assert pane.caret_position() == 0
    assert accessibility.HEARD[-1] == "No more highlights this way in this pane"

    window.named_actions["list_highlights"].trigger()
    dialog = window.findChild(HighlightList)
    assert dialog is not None and dialog.list.count() == len(ranges)
    qtbot.waitUntil(lambda: accessibility.HEARD[-1].startswith(f"{len(ranges)} highlight"))
    assert ". “" in accessibility.HEARD[-1]  # how many, then the one at the caret
    first = dialog.list.item(0).text()
    assert first.startswith("“") and " — " in first and "highlight" in first
    assert unnamed_focusable(dialog) == []
    dialog.list.setCurrentRow(2)
    dialog.accept()
    assert pane.caret_position() == ranges[2].start
    window.activateWindow()  # (offscreen, closing a dialog activates nothing; a window manager does)
    qtbot.waitUntil(pane.text_view().hasFocus)


def test_find_says_where_it_went_and_gives_the_focus_back_to_the_text(demo_window: MainWindow) -> None:
    from PySide6.QtTest import QTest

    pane = demo_window.workspace.panes[0]
    pane.show_find()
    find = pane.find_bar
    QTest.keyClicks(find.edit, "fire")
    QTest.keyClick(find.edit, Qt.Key.Key_Return)
    assert accessibility.HEARD[-1].endswith(f" of {len(find.matches)}") and len(find.matches) > 1
    seen: list[QWidget] = []

    def changed(_old: QWidget, new: QWidget) -> None:
        seen.append(new)

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    app.focusChanged.connect(changed)
    try:
        QTest.keyClick(find.edit, Qt.Key.Key_Escape)
    finally:
        app.focusChanged.disconnect(changed)
    assert seen == [pane.text_view()]  # straight back, never by way of another control


def test_a_claim_typed_in_a_table_is_typed_in_a_named_field(demo_window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLineEdit, QTableView

    window = demo_window
    window.docks.toggle("claim_matrix")
    view = window.findChild(QTableView, "claimMatrixView")
    assert view is not None
    model = view.model()
    index = model.index(0, 0)
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.viewport().findChild(QLineEdit)
    assert editor is not None
    source = model.headerData(0, Qt.Orientation.Horizontal)
    title = model.headerData(0, Qt.Orientation.Vertical)
    assert editor.accessibleName() == f"{source}, {title}"


def test_what_is_said_keeps_a_readers_words_as_written(demo_window: MainWindow) -> None:
    """A title or claim holding placeholders, markup or line breaks is said as written, on one line."""
    from parallax.desktop.speech import discrepancy_phrase

    session = demo_window.session
    first = session.discrepancies()[0]
    hostile = first._replace(title="Up %2 and %1 <b>bold</b>\nnext line",
                             passages=tuple(p._replace(claim="%1 wounded") for p in first.passages))
    said = discrepancy_phrase(session, hostile)
    assert said.startswith("Count, Up %2 and %1 <b>bold</b>\nnext line. ")
    assert said.count("%1 wounded") == len(first.passages)
    accessibility.announce(demo_window, said)
    assert "\n" not in accessibility.HEARD[-1] and "<b>bold</b> next line" in accessibility.HEARD[-1]
    assert accessibility.fill("%1 of %2", "%2", "x") == "%2 of x"
