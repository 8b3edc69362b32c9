"""No text from a library, a file or a hand-in is ever read as HTML (issue 25, case 1).

Qt shows any string that "might be rich text" as HTML in tooltips, labels left in AutoText and
message boxes: a title ``<img src="/dev/zero"> Fire`` made Qt read /dev/zero on hover. Here every
text field of a library holds such a title; the window is opened with every panel, every action
is triggered (dialogs caught, as in test_app_spanish_everywhere), the linking dialog, the pane
menu, Present, the score view, a merge report, the article details and deletion dialogs are
opened, and every label, button, tooltip, status tip, item view cell and header, combo item,
window title and message is checked: wherever Qt would read it as HTML, the HTML must hold no
element of the library's (no image is ever made of it).
"""

from __future__ import annotations

import json
import re
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.library.demo import load_demo
from parallax.library.store import Library

pytestmark = pytest.mark.gui

IMAGE = '<img src="/nonexistent/parallax-hostile.png">'
HOSTILE = IMAGE + " <b>"
"""Put before every text of the library: an image Qt would load if it read the text as HTML."""


def hostile_library(path: Path) -> str:
    """The demo with a hostile prefix on every text a file can bring: titles, outlets, authors,
    addresses, names, notes, claims, labels, kinds, instructions and hints, students' names."""
    with Library(path) as lib:
        comparison = load_demo(lib)
        conn = lib.connection
        h = HOSTILE
        conn.execute("UPDATE articles SET title = ? || title, outlet = ? || coalesce(outlet, ''), "
                     "author = ? || coalesce(author, ''), url = 'https://example.org/' || ? || id", (h, h, h, h))
        conn.execute("UPDATE comparisons SET name = ? || name, note = ? || coalesce(note, '')", (h, h))
        conn.execute("UPDATE discrepancies SET title = ? || title, note = ? || coalesce(note, '')", (h, h))
        conn.execute("UPDATE discrepancy_passages SET claim = ? || coalesce(claim, '')", (h,))
        conn.execute("UPDATE highlights SET label = ? || coalesce(label, ''), note = ? || coalesce(note, '')", (h, h))
        conn.execute("UPDATE kinds SET label = ? || label, description = ? || coalesce(description, '')", (h, h))
        conn.execute("UPDATE exercises SET instructions = ? || coalesce(instructions, '')", (h,))
        conn.commit()
        # an article whose own words are markup (shown as text in its pane): quotes from it
        # reach tooltips, the tray, the editor and the score view
        story, _ = lib.add_article(
            f"# {IMAGE} Mill fire\n\nThe mayor said {IMAGE} five people were hurt in the fire.\n",
            comparison=comparison.id)
        text = lib.get_article(story.id).reading_text
        start = text.index(IMAGE, 20)
        mine = lib.add_highlight(story.id, start, start + len(IMAGE) + 5)
        first = comparison.article_ids[0]
        theirs = lib.add_highlight(first, 0, 8)
        lib.create_discrepancy([mine.id, theirs.id], kind="count", title=HOSTILE + "Hurt",
                               claims={mine.id: HOSTILE + "5"}, comparison=comparison.id)
        return comparison.id


def interpreted(text: str, rich: bool | None = None) -> bool:
    """Whether Qt, showing ``text`` (as rich text, plain, or by its own guess when None), would
    make an image of it: none of the app's own rich texts holds one, so any image comes from the
    library (whole, or what is left of a title after eliding)."""
    if "<" not in text and "&" not in text:
        return False
    if rich is None:
        rich = QtGui.Qt.mightBeRichText(text)
    if not rich:
        return False
    document = QTextDocument()
    document.setHtml(text)
    return "\ufffc" in document.toPlainText()


def escaped_twice(text: str, rich: bool | None = None) -> bool:
    """Whether Qt would show HTML's own escapes (``&lt;``) to the reader: text escaped twice.
    No text of the library holds one, so any that shows is the app's doing."""
    if "&lt;" not in text and "&amp;" not in text:
        return False
    if rich is None:
        rich = QtGui.Qt.mightBeRichText(text)
    if not rich:
        return "&lt;" in text
    document = QTextDocument()
    document.setHtml(text)
    shown = document.toPlainText()
    return "&lt;" in shown or "&amp;" in shown or "&quot;" in shown


def shown(widget: QWidget) -> list[tuple[str, str, bool | None]]:
    """Every text ``widget`` and its children may show: (where, text, rich: True, False or
    None for Qt's guess)."""
    found: list[tuple[str, str, bool | None]] = [(f"{type(widget).__name__} title", widget.windowTitle(), False)]
    for child in [widget, *widget.findChildren(QWidget)]:
        where = f"{type(child).__name__} {child.objectName()}"
        found += [(where + " tooltip", child.toolTip(), None), (where + " status tip", child.statusTip(), False),
                  (where + " what's this", child.whatsThis(), None)]
        if isinstance(child, QLabel):
            fmt = child.textFormat()
            found.append((where + " text", child.text(),
                          None if fmt == Qt.TextFormat.AutoText else fmt in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText)))
        if isinstance(child, QAbstractButton):
            found.append((where + " text", child.text(), False))
        if isinstance(child, QTextBrowser):
            found.append((where + " document", child.toHtml(), True))
        if isinstance(child, QComboBox):
            for i in range(child.count()):
                found.append((where + f" item {i} tooltip", str(child.itemData(i, Qt.ItemDataRole.ToolTipRole) or ""), None))
        if isinstance(child, QGroupBox):
            found.append((where + " title", child.title(), False))
        if isinstance(child, QTabWidget):
            found += [(where + f" tab {i} tooltip", child.tabToolTip(i), None) for i in range(child.count())]
        if isinstance(child, QMenu) and child.toolTipsVisible():
            found += [(where + " action tooltip", a.toolTip(), None) for a in child.actions()]
        if isinstance(child, QTreeWidget):
            items = [child.topLevelItem(i) for i in range(child.topLevelItemCount())]
            while items:
                item: QTreeWidgetItem = items.pop()
                found += [(where + " item tooltip", item.toolTip(c), None) for c in range(item.columnCount())]
                items += [item.child(i) for i in range(item.childCount())]
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            try:
                columns, rows = model.columnCount(), model.rowCount()
            except TypeError:
                columns, rows = 1, child.count() if isinstance(child, QListWidget) else 0
            for orientation in (Qt.Orientation.Horizontal, Qt.Orientation.Vertical):
                for section in range(columns if orientation == Qt.Orientation.Horizontal else min(rows, 60)):
                    tip = model.headerData(section, orientation, Qt.ItemDataRole.ToolTipRole)
                    found.append((where + " header tooltip", str(tip or ""), None))
            parents = [None]
            while parents:
                parent = parents.pop()
                count = model.rowCount(parent) if parent is not None else rows
                for row in range(min(count, 60)):
                    for column in range(columns):
                        index = model.index(row, column, parent) if parent is not None else model.index(row, column)
                        for role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.WhatsThisRole):
                            found.append((where + f" cell {row},{column}", str(index.data(role) or ""), None))
                        if column == 0 and parent is None and _has_rows(model, index):
                            parents.append(index)
    return [(w, t, r) for w, t, r in found if t]


def _has_rows(model: Any, index: Any) -> bool:
    try:
        return bool(model.rowCount(index))
    except TypeError:  # a QListWidget's own model answers its view only
        return False


def offenders(found: list[tuple[str, str, bool | None]]) -> list[str]:
    """Where (once each, cells by view) a text of the library would be read as HTML."""
    return sorted({re.sub(r" cell \d+,\d+| item \d+", " cells", where) for where, text, rich in found
                   if interpreted(text, rich)} | {re.sub(r" cell \d+,\d+| item \d+", " cells (escaped twice)", where)
                                                   for where, text, rich in found if escaped_twice(text, rich)})


def check(found: list[tuple[str, str, bool | None]]) -> None:
    bad = offenders(found)
    if bad:
        pytest.fail("read as HTML:\n" + "\n".join(bad))


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    path = tmp_path / "hostile.sqlite"
    comparison = hostile_library(path)
    library = Library(path)
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.resize(2400, 1400)  # room for every panel beside the panes: none folded away
    win.show()
    qtbot.waitExposed(win)
    win.open_comparison(comparison)
    qtbot.waitUntil(lambda: len(win.workspace.panes) == 5, timeout=5000)
    for key, dock in win.docks.docks.items():  # every panel built and shown
        win.docks.panel(key)
        dock.show()
    QCoreApplication.processEvents()
    yield win
    win.close()
    library.close()


class Caught:
    """What the dialogs an action opens would show (as in test_app_spanish_everywhere)."""

    def __init__(self) -> None:
        self.found: list[tuple[str, str, bool | None]] = []

    def widget(self, widget: QWidget) -> None:
        self.found += shown(widget)

    def words(self, name: str, *words: object) -> None:
        self.found += [(name, w, None) for w in words if isinstance(w, str)]


@pytest.fixture
def caught(monkeypatch: pytest.MonkeyPatch) -> Caught:
    from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog

    monkeypatch.delenv("PARALLAX_NO_CRASH_DIALOG", raising=False)  # every dialog is caught below
    got = Caught()

    def run(dialog: QDialog) -> int:
        got.widget(dialog)
        return 0

    def opened(dialog: QDialog) -> None:
        got.widget(dialog)
        dialog.reject()

    for cls in (QDialog, QPrintDialog, QPrintPreviewDialog, QMessageBox):
        monkeypatch.setattr(cls, "exec", run)
        monkeypatch.setattr(cls, "open", opened)

    class Menu(QMenu):
        def exec(self, *args: Any) -> None:  # type: ignore[override]
            got.widget(self)

    import parallax.desktop.annotating as annotating
    import parallax.desktop.library_panel as library_panel

    for module in (annotating, library_panel):  # a shiboken type's exec cannot be replaced
        monkeypatch.setattr(module, "QMenu", Menu)

    def static(name: str, answer: Any) -> Any:
        def show(*args: Any, **kwargs: Any) -> Any:
            got.words(name, *args[1:], *kwargs.values())
            return answer
        return staticmethod(show)

    for name in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, static(name, QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "question", static("question", QMessageBox.StandardButton.No))
    monkeypatch.setattr(QMessageBox, "about", static("about", None))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", static("open files", ([], "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", static("open file", ("", "")))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", static("save file", ("", "")))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", static("folder", ""))
    monkeypatch.setattr(QInputDialog, "getText", static("input", ("", False)))
    return got


def test_the_check_sees_an_image_where_qt_would_make_one() -> None:
    assert interpreted(HOSTILE + "Fire") and not interpreted(HOSTILE + "Fire", False)
    from parallax.desktop.plain import literal

    assert not interpreted(literal(HOSTILE + "Fire")) and not interpreted("Fire")


def test_the_window_with_every_panel_open_reads_no_title_as_html(window: MainWindow, qtbot: QtBot) -> None:
    window.named_actions["show_claim_matrix"].trigger()
    window.named_actions["show_suggestions"].trigger()
    qtbot.waitUntil(lambda: window.docks.docks["suggestions"].isVisible(), timeout=3000)
    window.session.focus(window.session.discrepancies()[0].id)
    for pane in window.workspace.panes[:2]:
        window.session.add_pending(pane.article_id, 0, 12)
    QCoreApplication.processEvents()
    found = shown(window)
    assert any(IMAGE in t for _w, t, _r in found)  # the hostile titles are on screen
    check(found)


def test_every_action_and_dialog_reads_no_title_as_html(window: MainWindow, caught: Caught) -> None:
    skip = {"quit", "present"}
    for key, action in list(window.named_actions.items()):
        if key not in skip and action.isEnabled():
            action.trigger()
            QCoreApplication.processEvents()
    first, second = window.workspace.panes[:2]
    for pane in (first, second):
        window.session.add_pending(pane.article_id, 0, 12)
    window.annotating.link_pending()
    window.annotating.pane_menu(first, QPoint(4, 4), None)
    check(caught.found)


def test_present_score_and_messages_read_no_title_as_html(window: MainWindow, caught: Caught, tmp_path: Path,
                                                          qtbot: QtBot) -> None:
    from parallax.desktop.article_deletion import confirm_deletion
    from parallax.desktop.score_view import ScoreView

    from .classroom_support import cli, key_picks, student

    found: list[tuple[str, str, bool | None]] = []
    view = window.classroom.present()
    assert view is not None
    for _ in range(3):
        view.next_step() if hasattr(view, "next_step") else None
        QCoreApplication.processEvents()
        found += shown(view)
    view.close()

    path = Path(window.library.path)
    name = window.session.comparison_id
    assert name is not None
    exercise = tmp_path / "ex.parallax"
    assert cli(path, "exercise", "--comparison", name, str(exercise)).status == 0
    eve = student(tmp_path, exercise, "Eve", key_picks(path, name)[:2])
    with zipfile.ZipFile(eve) as zin, zipfile.ZipFile(tmp_path / "evil.parallax", "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "manifest.json":
                manifest = json.loads(data)
                manifest["handin"]["student"] = HOSTILE + "Eve"
                data = json.dumps(manifest).encode()
            zout.writestr(info, data)
    score = ScoreView(window.library, name, [tmp_path / "evil.parallax", eve], window.classroom, window)
    for row in range(score.students.rowCount()):
        score.students.selectRow(row)
        found += shown(score)
    score.close()

    from parallax.desktop.article_details import ArticleDetailsDialog
    from parallax.desktop.encoding_preview import EncodingPreview
    from parallax.desktop.source_details import SourceDetailsDialog

    ids = [p.article_id for p in window.workspace.panes]
    for dialog in (SourceDetailsDialog(window.library, ids, window), ArticleDetailsDialog(window.library, ids[0], window),
                   EncodingPreview(HOSTILE + "name.txt", b"caf\xe9 " + IMAGE.encode(), window)):
        found += shown(dialog)
        dialog.deleteLater()
    sidebar = window.docks.panel("library")
    sidebar.search.setText("mill")
    qtbot.waitUntil(lambda: sidebar.results_model.rowCount() > 0, timeout=3000)
    found += shown(window)
    confirm_deletion(window, window.library, window.workspace.panes[0].article_id)
    window.error(f"no comparison named {HOSTILE!r}")
    window.show_about()
    check(found + caught.found)
