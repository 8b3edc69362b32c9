"""The window's parts: library sidebar models, search as you type, orphans, hover text,
``parallax open`` side by side, drops, settings that survive a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QModelIndex, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QToolButton
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from parallax.desktop import library_tree
from parallax.desktop import sidebar as sidebar_module
from parallax.desktop.bridge import LibrarySignals
from parallax.desktop.main_window import MainWindow
from parallax.desktop.sidebar import (
    ALL_ARTICLES,
    ARTICLE_MIME,
    ID_ROLE,
    TYPE_ROLE,
    LibraryTreeModel,
    SearchResultsModel,
    Sidebar,
)
from parallax.library.store import Library

pytestmark = pytest.mark.gui

A = "# Raid ends\n\nTwo officers were killed and five injured, the ministry said.\n"
B = "# Rebel killed\n\nEight police officers were wounded, minister Reverol said.\n"
C = "# Third account\n\nWitnesses saw the house surrounded before dawn.\n"


def filled(lib: Library) -> tuple[str, str, str]:
    a = lib.add_article(A, outlet="Wire")[0].id
    b = lib.add_article(B, outlet="Paper")[0].id
    c = lib.add_article(C)[0].id
    lib.create_comparison("Raid", "", [a, b])
    return a, b, c


def test_tree_and_search_models(qtmodeltester: ModelTester, lib: Library) -> None:
    a, b, _ = filled(lib)
    tree = LibraryTreeModel(lib)
    qtmodeltester.check(tree)
    assert tree.rowCount() == 2  # "Raid", "All articles"
    raid = tree.index(0, 0)
    assert raid.data() == "Raid" and tree.rowCount(raid) == 2
    assert [tree.index(r, 0, raid).data(ID_ROLE) for r in range(2)] == [a, b]
    mime = tree.mimeData([tree.index(0, 0, raid)])
    assert bytes(mime.data(ARTICLE_MIME).data()).decode() == a
    results = SearchResultsModel(lib)
    assert results.run("rever") == 1
    qtmodeltester.check(results)
    assert results.index(0, 0).data(ID_ROLE) == b


def test_lazy_tree_reads_a_group_when_expanded(qtmodeltester: ModelTester, lib: Library) -> None:
    """A large library: nothing below the top level is read until a group is expanded."""
    a, b, c = filled(lib)
    tree = LibraryTreeModel(lib, eager_rows=0)
    assert not tree.eager
    raid, everything = tree.index(0, 0), tree.index(1, 0)
    assert everything.data() == "All articles (3)" and everything.data(ID_ROLE) == ALL_ARTICLES
    assert tree.rowCount(raid) == 0 and tree.hasChildren(raid) and tree.canFetchMore(raid)
    tree.fetchMore(raid)
    assert [tree.index(r, 0, raid).data(ID_ROLE) for r in range(tree.rowCount(raid))] == [a, b]
    assert not tree.canFetchMore(raid)
    article = tree.index(0, 0, raid)
    assert article.data(TYPE_ROLE) == "article" and article.parent() == raid
    assert article.flags() & Qt.ItemFlag.ItemIsDragEnabled and not raid.flags() & Qt.ItemFlag.ItemIsDragEnabled
    mime = tree.mimeData([article, raid])  # a drag carries articles only
    assert bytes(mime.data(ARTICLE_MIME).data()).decode() == a
    qtmodeltester.check(tree)  # fetches "All articles" too
    assert sorted(tree.index(r, 0, everything).data(ID_ROLE) for r in range(tree.rowCount(everything))) == sorted(
        [a, b, c])


def test_lazy_tree_pages_through_all_articles(monkeypatch: pytest.MonkeyPatch, lib: Library) -> None:
    ids = [lib.add_article(f"# Report {n:02}\n\nText number {n}.\n")[0].id for n in range(7)]
    monkeypatch.setattr(library_tree, "PAGE_SIZE", 3)
    tree = LibraryTreeModel(lib, eager_rows=0)
    everything = tree.index(tree.rowCount() - 1, 0)
    tree.fetchMore(everything)
    assert tree.rowCount(everything) == 3
    assert not tree.canFetchMore(everything)  # the view may not read on: the sidebar pages on scrolling
    while tree.has_more(everything):
        tree.fetch_page(everything)
    titles = [tree.index(r, 0, everything).data() for r in range(tree.rowCount(everything))]
    assert titles == [f"Report {n:02}" for n in range(7)]
    assert {tree.index(r, 0, everything).data(ID_ROLE) for r in range(7)} == set(ids)


def test_sidebar_on_a_large_library(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, lib: Library) -> None:
    """Folded comparisons read when expanded, "All articles" read a page at a time as the
    reader scrolls, selecting the open comparison reads it, and a change re-reads the tree."""
    for n in range(30):
        lib.add_article(f"# Report {n:02}\n\nWitnesses counted {n} vehicles.\n")
    a, b, _ = filled(lib)
    monkeypatch.setattr(library_tree, "EAGER_ROWS", 5)
    monkeypatch.setattr(library_tree, "PAGE_SIZE", 10)
    signals = LibrarySignals(lib)
    sidebar = Sidebar(lib, signals)
    qtbot.addWidget(sidebar)
    sidebar.resize(300, 200)
    sidebar.show()
    qtbot.waitExposed(sidebar)
    model, tree = sidebar.model, sidebar.tree
    raid, everything = model.index(0, 0), model.index(1, 0)
    assert not tree.isExpanded(raid) and model.rowCount(raid) == 0
    sidebar.select_comparison(lib.resolve_comparison("Raid"))
    assert tree.isExpanded(raid) and [model.index(r, 0, raid).data(ID_ROLE) for r in range(2)] == [a, b]
    tree.expand(everything)
    qtbot.waitUntil(lambda: model.rowCount(everything) == 10)
    tree.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount(everything) == 20)
    for _ in range(5):  # two more pages, the last one short
        tree.scrollToBottom()
    assert model.rowCount(everything) == 33 and not model.has_more(everything)
    lib.add_article("# New\n\nFresh text.\n")  # re-read; what was open stays open
    assert model.index(1, 0).data() == "All articles (34)"
    assert tree.isExpanded(model.index(0, 0)) and model.rowCount(model.index(0, 0)) == 2
    assert tree.isExpanded(model.index(1, 0)) and model.rowCount(model.index(1, 0)) == 10
    signals.detach()


def test_sidebar_search_as_you_type(qtbot: QtBot, lib: Library) -> None:
    filled(lib)
    signals = LibrarySignals(lib)
    sidebar = Sidebar(lib, signals)
    qtbot.addWidget(sidebar)
    qtbot.keyClicks(sidebar.search, "d")
    qtbot.waitUntil(lambda: sidebar.stack.currentWidget() is sidebar.no_results)
    assert "at least 2" in sidebar.no_results.text()
    qtbot.keyClicks(sidebar.search, "awn")
    qtbot.waitUntil(lambda: sidebar.stack.currentWidget() is sidebar.results)
    with qtbot.waitSignal(sidebar.articleActivated) as blocker:
        sidebar.search.returnPressed.emit()
    assert blocker.args == [lib.search("dawn")[0].article.id]
    sidebar.search.setText("zzzz")
    qtbot.waitUntil(lambda: sidebar.stack.currentWidget() is sidebar.no_results)
    sidebar.search.clear()
    assert sidebar.stack.currentWidget() is sidebar.tree
    lib.add_article("# New\n\nFresh text.\n")
    assert "All articles (4)" in [sidebar.model.index(r, 0).data() for r in range(sidebar.model.rowCount())]
    signals.detach()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    library = Library(tmp_path / "lib.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()
    library.close()


def test_open_files_side_by_side(window: MainWindow, tmp_path: Path) -> None:
    paths = []
    for name, text in (("a.md", A), ("b.md", B)):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    ids = window.import_paths(paths, open_side_by_side=True)
    assert len(ids) == 2
    assert [p.article_id for p in window.workspace.panes] == ids
    assert window.windowTitle() == "Raid ends"  # the first headline; Qt adds " — Parallax"
    again = window.import_paths(paths, open_side_by_side=True)  # duplicates still open
    assert again == ids


def test_drop_articles_from_the_library(window: MainWindow) -> None:
    a, b, c = filled(window.library)
    window.open_comparison(window.library.resolve_comparison("Raid"))
    data = QMimeData()
    data.setData(ARTICLE_MIME, c.encode())
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.workspace.dropEvent(event)
    assert [p.article_id for p in window.workspace.panes] == [a, b, c]
    assert window.library.get_comparison("Raid").article_ids == (a, b, c)


def test_a_title_holding_a_placeholder_is_shown_as_written(window: MainWindow) -> None:
    """Placeholders are filled in one pass: a title "Up %3" never shows the claim inside it."""
    lib = window.library
    a, b, _ = filled(lib)
    h1 = lib.highlight_quote(a, "five injured")
    h2 = lib.highlight_quote(b, "Eight police officers were wounded")
    lib.create_discrepancy([h1.id, h2.id], kind="count", title="Up %3 %1", claims={h1.id: "5"})
    window.open_comparison(lib.resolve_comparison("Raid"))
    assert "[Count] Up %3 %1 — claims: 5 (" in window.workspace.hover_text(h1.id)


def test_hover_text_and_orphans(window: MainWindow) -> None:
    lib = window.library
    a, b, _ = filled(lib)
    h1 = lib.highlight_quote(a, "five injured")
    h2 = lib.highlight_quote(b, "Eight police officers were wounded")
    lib.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded", claims={h1.id: "5"})
    window.open_comparison(lib.resolve_comparison("Raid"))
    text = window.workspace.hover_text(h1.id)
    assert "[Count] Wounded" in text and "claims: 5" in text  # the kind as shown, in the interface language
    lib.connection.execute("UPDATE highlights SET orphan = 1 WHERE id = ?", (h2.id,))
    window.session.reload()
    assert window.workspace.tray.orphans.isVisibleTo(window)
    assert window.workspace.tray.orphans.text() == "⚠ 1 orphaned"
    # The tray names the orphan by its quote (panes read spans without it; the tray reads it).
    labels = [action.text() for action in window.workspace.tray.orphans.menu().actions()]
    assert len(labels) == 1 and "Eight police officers were wounded" in labels[0]


def test_zoom_and_layout_survive_restart(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    library = Library(path)
    filled(library)
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    win.open_comparison(library.resolve_comparison("Raid"))
    win.named_actions["zoom_in"].trigger()
    win.named_actions["zoom_in"].trigger()
    win.named_actions["linked"].setChecked(True)
    win.close()
    library.close()
    library = Library(path)
    again = MainWindow(library)
    qtbot.addWidget(again)
    assert again.workspace.zoom == 2
    assert again.named_actions["linked"].isChecked()
    assert again.windowTitle() == "Raid"
    again.close()
    library.close()


def long_article(title: str, fact: str, where: int) -> str:
    paragraphs = [f"Filler paragraph {i} of {title} about the night and what followed." for i in range(80)]
    paragraphs[where] = fact
    return f"# {title}\n\n" + "\n\n".join(paragraphs) + "\n"


def test_linked_scrolling_aligns_linked_passages(window: MainWindow, qtbot: QtBot) -> None:
    lib = window.library
    a = lib.add_article(long_article("Wire", "Five officers were injured.", 10), outlet="Wire")[0].id
    b = lib.add_article(long_article("Paper", "Eight officers were wounded.", 60), outlet="Paper")[0].id
    h1 = lib.highlight_quote(a, "Five officers were injured")
    h2 = lib.highlight_quote(b, "Eight officers were wounded")
    d = lib.create_discrepancy([h1.id, h2.id], kind="count", title="Injured")
    window.resize(1200, 700)
    window.open_comparison(d.comparison)
    left, right = window.workspace.panes
    qtbot.waitUntil(lambda: left.range_y(h1.start, h1.end) is not None)
    window.named_actions["linked"].setChecked(True)
    left.scroll_to_y_of(h1.start, 100)
    qtbot.waitUntil(lambda: right.range_y(h2.start, h2.end) is not None)
    ly = left.range_y(h1.start, h1.end)
    ry = right.range_y(h2.start, h2.end)
    assert ly is not None and ry is not None
    assert abs(ly[0] - ry[0]) <= 2  # the linked passages sit side by side


def test_clicking_a_band_focuses_its_discrepancy(window: MainWindow, qtbot: QtBot) -> None:
    lib = window.library
    a, b, _ = filled(lib)
    h1 = lib.highlight_quote(a, "five injured")
    h2 = lib.highlight_quote(b, "Eight police officers were wounded")
    d = lib.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded")
    window.open_comparison(d.comparison)
    strip = window.workspace.strips[0]
    qtbot.waitUntil(lambda: strip.visible_links() != [])
    geometry = strip.band_geometry(strip.links()[0])
    assert geometry is not None
    lt, lb, rt, rb = geometry
    point = QPointF(strip.width() / 2, (lt + lb + rt + rb) / 4)
    strip.grab()  # paint once, so the band's shape is known
    qtbot.mouseClick(strip, Qt.MouseButton.LeftButton, pos=point.toPoint())
    assert window.docks.panel("discrepancies").current_id() == d.id
    assert window.session.focused == d.id


def test_keyboard_moves_between_panes(window: MainWindow, qtbot: QtBot) -> None:
    filled(window.library)
    window.open_comparison(window.library.resolve_comparison("Raid"))
    window.activateWindow()
    first, second = window.workspace.panes
    window.named_actions["focus_panes"].trigger()
    qtbot.waitUntil(lambda: window.workspace.current_pane() is first)
    window.named_actions["next_pane"].trigger()
    qtbot.waitUntil(lambda: window.workspace.current_pane() is second)
    window.named_actions["next_pane"].trigger()
    qtbot.waitUntil(lambda: window.workspace.current_pane() is first)
    window.named_actions["previous_pane"].trigger()
    qtbot.waitUntil(lambda: window.workspace.current_pane() is second)


def test_opening_a_comparison_reads_its_discrepancies_once(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    lib = window.library
    a, b, _ = filled(lib)
    h1 = lib.highlight_quote(a, "five injured")
    h2 = lib.highlight_quote(b, "Eight police officers were wounded")
    made = lib.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded", claims={h1.id: "5"})
    calls: list[object] = []
    for name in ("list_discrepancies", "read_shown"):
        original = getattr(Library, name)

        def counting(self: Library, *args: object, _original: object = original, **kwargs: object) -> object:
            if args and args[0] is not None:  # read_shown(None, ...) reads no discrepancy
                calls.append(args)
            return _original(self, *args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(Library, name, counting)
    window.open_comparison(lib.resolve_comparison("Raid"))
    assert len(calls) == 1  # the workspace reads them; the panel shows the same records
    assert [d.id for d in window.docks.panel("discrepancies")._model.discrepancies()] == [made.id]


def test_the_panes_of_the_comparison_before_are_not_resized_while_the_next_one_opens(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Removed from a visible splitter one by one, each pane left gave its width to the others,
    whose texts were laid out again just before they went away."""
    from PySide6.QtCore import QEvent, QObject

    lib = window.library
    c = filled(lib)[2]
    window.open_comparison(lib.resolve_comparison("Raid"))
    qtbot.waitUntil(lambda: all(p.isVisible() for p in window.workspace.panes))
    before = list(window.workspace.panes)
    resized: list[QObject] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Resize:
                resized.append(watched)
            return False

    watch = Watch()
    for pane in before:
        pane.installEventFilter(watch)
    window.open_comparison(lib.create_comparison("Other", "", [c]).id)
    assert [p.article_id for p in window.workspace.panes] == [c]
    assert resized == []


def test_the_window_starts_without_counting_the_highlights(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The status bar shows articles and discrepancies; the highlights' count (a million index
    entries in a newsroom's library) is not read on the way to the first paint."""
    from parallax.desktop.library_choice import usable
    from parallax.library.store.tables.highlights import HighlightsTable

    with Library(tmp_path / "lib.sqlite") as lib:
        filled(lib)

    def not_counted(_table: HighlightsTable) -> int:
        raise AssertionError("the highlights were counted")

    monkeypatch.setattr(HighlightsTable, "count", not_counted)
    library = usable(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.started, timeout=10_000):
        window.show()
    assert window.status_label.text().startswith("3 article") and " · 0 discrepanc" in window.status_label.text()
    window.close()
    library.close()


def test_side_panels_are_built_just_after_the_first_paint(qtbot: QtBot, lib: Library) -> None:
    """The window paints its articles first; the sidebar, discrepancy panel and kind swatches
    follow in the next turn of the event loop, in docks that keep the width they were painted
    with, and showing the comparison the panes show."""
    filled(lib)
    raid = lib.resolve_comparison("Raid")
    win = MainWindow(lib)
    qtbot.addWidget(win)
    assert win.docks.built("library") is None and win.docks.built("discrepancies") is None
    assert win.workspace.comparison_id == raid
    assert all(action.icon().isNull() for action in win.annotating.kind_group.actions())
    started: list[bool] = []
    win.started.connect(lambda: started.append(True))
    win.resize(1400, 900)  # room for the two panes beside both side panels
    win.show()
    qtbot.waitExposed(win)
    widths = (win.docks.docks["library"].width(), win.docks.docks["discrepancies"].width())
    qtbot.waitUntil(lambda: started == [True])
    assert win.docks.built("library") is not None
    QApplication.processEvents()  # the relayout the new dock contents asked for
    assert (win.docks.docks["library"].width(), win.docks.docks["discrepancies"].width()) == widths
    assert win.docks.docks["library"].isAncestorOf(win.docks.panel("library")) and win.docks.docks["discrepancies"].isAncestorOf(win.docks.panel("discrepancies"))
    assert win.docks.panel("discrepancies").comparison_id() == raid
    assert [a for a in win.annotating.kind_group.actions() if a.objectName() != "kind:" and a.icon().isNull()] == []
    win.close()


def test_a_window_closed_before_its_panels_are_built_builds_nothing(qtbot: QtBot, lib: Library) -> None:
    filled(lib)
    win = MainWindow(lib)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.close()
    lib.close()  # what the app does on quit: the deferred build must not touch the library now
    for _ in range(5):  # the zero-delay build would have run by now
        QApplication.processEvents()
    assert win.docks.built("library") is None


def test_asking_for_a_panel_builds_it_at_once_and_no_other(lib: Library, qtbot: QtBot) -> None:
    filled(lib)
    win = MainWindow(lib)
    qtbot.addWidget(win)
    assert win.docks.panel("discrepancies").comparison_id() == lib.resolve_comparison("Raid")
    assert win.docks.built("library") is None


def test_the_collector_resumes_after_the_start() -> None:
    """``parallax`` pauses the garbage collector while it starts; the app turns it back on
    (once, after the window's first paint) with what the start made set aside."""
    import gc

    from parallax.desktop.app import resume_collection

    gc.disable()
    try:
        resume_collection()
        assert gc.isenabled()
        resume_collection()  # a second call (the fallback timer) changes nothing
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def _coined(n: int) -> str:
    syllables = ["kal", "mor", "tep", "vus", "rin", "dol", "sab", "fex"]
    return syllables[n % 8] + syllables[(n // 8) % 8] + "ane"


def test_linked_scrolling_follows_corresponding_sentences_without_any_annotation(
    window: MainWindow, qtbot: QtBot
) -> None:
    """No discrepancy at all: the panes still keep the paragraphs that tell the same thing level,
    though one article has a paragraph of its own after every second one."""
    lib = window.library
    left_text = ["# Left account"] + [f"The {_coined(n)} quarter reported {_coined(n + 1)} damage overnight."
                                      for n in range(60)]
    right_text = ["# Right account"]
    for n in range(60):
        right_text.append(f"Overnight {_coined(n + 1)} damage was reported in the {_coined(n)} quarter.")
        if n % 2:
            right_text.append("Residents waited for news, and nobody could say more than that for hours on end.")
    a = lib.add_article("\n\n".join(left_text) + "\n", outlet="Left")[0].id
    b = lib.add_article("\n\n".join(right_text) + "\n", outlet="Right")[0].id
    comparison = lib.create_comparison("Unannotated", "", [a, b])
    window.resize(1200, 700)
    window.open_comparison(comparison.id)
    left, right = window.workspace.panes
    window.named_actions["linked"].setChecked(True)
    qtbot.waitUntil(lambda: window.workspace.scroll_links.alignment is not None)
    fact = f"The {_coined(40)} quarter"
    start = left.reading_text.index(fact)
    there = right.reading_text.index(f"in the {_coined(40)} quarter")
    there = right.reading_text.rindex("\n", 0, there) + 1
    left.scroll_to_y_of(start, left.viewport_widget().height() // 3)
    qtbot.waitUntil(lambda: right.range_y(there, there + 5) is not None)
    ly, ry = left.range_y(start, start + 5), right.range_y(there, there + 5)
    assert ly is not None and ry is not None
    assert abs(ly[0] - ry[0]) <= 4, (ly, ry)  # the two tellings sit side by side


def test_search_results_arrive_in_pages(
    qtmodeltester: ModelTester, lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first page shows at once; the view asks for the next when scrolled to the end."""
    monkeypatch.setattr(sidebar_module, "SEARCH_PAGE", 4)
    ids = [lib.add_article(f"# Fire {n}\n\nSmoke over the river, report {n}.\n")[0].id for n in range(10)]
    results = SearchResultsModel(lib)
    assert results.run("smok") == 4 and results.canFetchMore(QModelIndex())
    qtmodeltester.check(results)
    while results.canFetchMore(QModelIndex()):
        results.fetchMore(QModelIndex())
    assert sorted(results.index(r, 0).data(ID_ROLE) for r in range(results.rowCount())) == sorted(ids)
    assert results.run("nothing like it") == 0 and not results.canFetchMore(QModelIndex())


def test_article_details_are_reached_from_the_pane_and_the_library(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import parallax.desktop.article_details as details

    opened: list[str] = []
    monkeypatch.setattr(details, "edit_article_details", lambda parent, library, aid: opened.append(aid))
    a, _b, c = filled(window.library)  # a and b name their outlet; c does not
    comparison = window.library.create_comparison("Three", "", [a, c])
    window.open_comparison(comparison.id)
    named, unnamed = window.workspace.panes
    assert not named.name_source.isVisibleTo(named) and unnamed.name_source.isVisibleTo(unnamed)
    qtbot.mouseClick(unnamed.name_source, Qt.MouseButton.LeftButton)
    named.findChild(QToolButton, "articleDetailsButton").click()
    assert opened == [c, a]
    sidebar = window.docks.panel("library")
    sidebar.tree.expandAll()
    model = sidebar.tree.model()
    three = next(model.index(r, 0) for r in range(model.rowCount()) if model.index(r, 0).data() == "Three")
    sidebar.tree.setCurrentIndex(model.index(1, 0, three))
    sidebar.tree.setFocus()
    window.named_actions["edit_article"].trigger()
    assert opened[-1] == c
    assert window.named_actions["edit_article"].shortcut().toString() == "Ctrl+I"


def test_open_panels_come_back_after_a_restart(qtbot: QtBot, tmp_path: Path) -> None:
    """The Claim Matrix and Suggestions were open at quit and closed after a restart."""
    path = tmp_path / "lib.sqlite"
    library = Library(path)
    filled(library)
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    qtbot.waitExposed(win)
    win.open_comparison(library.resolve_comparison("Raid"))
    win.named_actions["show_claim_matrix"].trigger()
    win.named_actions["show_suggestions"].trigger()
    win.docks.docks["library"].close()  # as its ✕ does
    assert win.docks.docks["claim_matrix"].isVisible() and win.docks.docks["suggestions"].isVisible()
    assert not win.docks.docks["library"].isVisible()
    win.close()
    library.close()
    library = Library(path)
    again = MainWindow(library)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    docks = again.docks.docks
    qtbot.waitUntil(lambda: again.docks.built("claim_matrix") is not None)
    assert docks["claim_matrix"].isVisible() and docks["suggestions"].isVisible()
    assert docks["discrepancies"].isVisible() and not docks["library"].isVisible()
    assert again.docks.built("suggestions") is not None
    again.close()
    library.close()
