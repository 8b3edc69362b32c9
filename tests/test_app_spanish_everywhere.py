"""The whole app in Spanish: the window with every panel open on the Spanish demo, and every
dialog, message and menu an action opens, show no English.

Dialogs are caught instead of shown (their ``exec``/``open`` and the static message, file and
input dialogs are replaced), so nothing blocks; what each would show is read and checked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDockWidget,
    QFileDialog,
    QGroupBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.desktop.translation import install_translators
from parallax.library.store import Library

pytestmark = pytest.mark.gui

ENGLISH = re.compile(
    r"\b(the|and|your|with|of|to|from|this|that|is|are|for|by|or|it|Open|Import|Search|Cancel|Close|"
    r"Show|Hide|Next|Previous|Add|Remove|Delete|Name|Title|Note|Kind|Status|Source|Sources|Claim|"
    r"Outlet|Author|article|articles|comparison|discrepancy|discrepancies|highlight|highlights|"
    r"passage|passages|Save|Print|Export|File|Edit|View|Help|Yes|OK|Apply|Refresh|Accept|Dismiss|"
    r"Filter|All|None|Language|Pending|Link|Clear|Move|pane|Copy|Count|Outcome|Timeline|Wording|"
    r"Open|Explained|Resolved|Suggestions|Library|Student|Exercise|Present|Attribution|Location|Quote|"
    r"Omission|Agreement|Other)\b"
)
"""English words no Spanish text here contains ("No" is Spanish too, so it is not listed)."""

QT_OWN: set[str] = set()
"""Qt's own words that neither its Spanish catalogue nor ours translates (none left: the texts
qtbase_es lacks are marked in desktop/qt_words.py and translated in parallax_es.ts)."""


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    before, locale = set(qapp.findChildren(QTranslator)), QLocale()
    assert install_translators(qapp, "es") == "es"
    yield
    for translator in qapp.findChildren(QTranslator):
        if translator not in before:
            qapp.removeTranslator(translator)
            translator.deleteLater()
    QLocale.setDefault(locale)
    install_translators(qapp, "en")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, spanish: None) -> Iterator[MainWindow]:
    library = Library(tmp_path / "biblioteca.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.welcome.demo_button.click()  # the Spanish demo, as a Spanish reader's first click
    qtbot.waitUntil(lambda: len(win.workspace.panes) == 4, timeout=3000)
    yield win
    win.close()
    library.close()


def texts_of(widget: QWidget) -> list[str]:
    """Everything a reader may see of ``widget``: titles, labels, buttons, tips, placeholders,
    list items, table headers and cells."""
    found = [widget.windowTitle(), widget.toolTip()]
    for child in [widget, *widget.findChildren(QWidget)]:
        found += [child.toolTip(), child.accessibleName(), child.statusTip(), child.whatsThis()]
        if isinstance(child, QLabel | QAbstractButton):
            found.append(child.text())
        if isinstance(child, QLineEdit):
            found.append(child.placeholderText())
        if isinstance(child, QTextEdit | QPlainTextEdit):
            found += [child.placeholderText(), child.toPlainText()]
        if isinstance(child, QComboBox):
            found += [child.itemText(i) for i in range(child.count())]
        if isinstance(child, QGroupBox):
            found.append(child.title())
        if isinstance(child, QDockWidget):
            found.append(child.windowTitle())
        if isinstance(child, QTabWidget):
            found += [child.tabText(i) for i in range(child.count())]
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            try:
                columns, rows = model.columnCount(), model.rowCount()
            except TypeError:  # a QListWidget's own model answers its view only
                columns, rows = 1, child.count() if isinstance(child, QListWidget) else 0
            for column in range(columns):
                found.append(str(model.headerData(column, Qt.Orientation.Horizontal) or ""))
            for row in range(min(rows, 40)):
                for column in range(columns):
                    index = model.index(row, column)
                    found += [str(index.data() or ""), str(index.data(Qt.ItemDataRole.ToolTipRole) or "")]
    return [t for t in found if t]


def english(texts: list[str]) -> list[str]:
    plain = [re.sub(r"/\S+", " ", re.sub(r"<[^>]+>", " ", t)) for t in texts]  # file paths are data
    return [t for t in plain if ENGLISH.search(t) and not any(own in t for own in QT_OWN)]


def test_the_window_with_every_panel_open_speaks_spanish(window: MainWindow, qtbot: QtBot) -> None:
    window.named_actions["show_claim_matrix"].trigger()
    window.named_actions["show_suggestions"].trigger()
    window.named_actions["show_timeline"].trigger()
    qtbot.waitUntil(lambda: window.docks.docks["suggestions"].isVisible(), timeout=3000)
    window.session.focus(window.session.discrepancies()[0].id)  # the editor shows its fields
    texts = [*texts_of(window), window.statusBar().currentMessage()]
    assert "Cifra" in " ".join(texts)
    assert english(texts) == []


class Caught:
    """What the dialogs an action opens would show."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, list[str]]] = []

    def widget(self, name: str, widget: QWidget) -> None:
        self.texts.append((name, texts_of(widget)))

    def words(self, name: str, *words: object) -> None:
        self.texts.append((name, [str(w) for w in words if isinstance(w, str)]))


@pytest.fixture
def caught(monkeypatch: pytest.MonkeyPatch) -> Caught:
    from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog

    got = Caught()

    def run(dialog: QDialog) -> int:
        got.widget(type(dialog).__name__, dialog)
        return 0

    def opened(dialog: QDialog) -> None:
        got.widget(type(dialog).__name__, dialog)
        dialog.reject()

    for cls in (QDialog, QPrintDialog, QPrintPreviewDialog, QMessageBox):
        monkeypatch.setattr(cls, "exec", run)
        monkeypatch.setattr(cls, "open", opened)

    class Menu(QMenu):
        def exec(self, *args: Any) -> None:  # type: ignore[override]
            got.words("menu", *[a.text() for a in self.actions()])

    import parallax.desktop.annotating as annotating
    import parallax.desktop.library_panel as library_panel

    for module in (annotating, library_panel):  # a shiboken type's exec cannot be replaced
        monkeypatch.setattr(module, "QMenu", Menu)

    def static(name: str, answer: Any) -> Callable[..., Any]:
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


def test_every_action_speaks_spanish(window: MainWindow, caught: Caught) -> None:
    skip = {"quit", "present"}  # quitting ends the test; Present has its own test below
    for key, action in list(window.named_actions.items()):
        if key not in skip and action.isEnabled():
            action.trigger()
            QCoreApplication.processEvents()
    shown = [name for name, _texts in caught.texts]
    assert {"PreferencesDialog", "ExerciseDialog", "about", "input", "save file"} <= set(shown), shown
    assert [(name, english(texts)) for name, texts in caught.texts if english(texts)] == []


def test_linking_and_the_pane_menu_speak_spanish(window: MainWindow, caught: Caught) -> None:
    first, second = window.workspace.panes[:2]
    for pane in (first, second):
        window.session.add_pending(pane.article_id, 0, 12)
    window.annotating.link_pending()
    first.setFocus()
    window.annotating.pane_menu(first, QPoint(4, 4), None)
    shown = [name for name, _texts in caught.texts]
    assert "LinkDialog" in shown and "menu" in shown
    assert [(name, english(texts)) for name, texts in caught.texts if english(texts)] == []


def test_presenting_speaks_spanish(window: MainWindow, qtbot: QtBot) -> None:
    view = window.classroom.present()
    assert view is not None
    try:
        assert english(texts_of(view)) == []
    finally:
        view.close()


def test_the_import_question_and_the_deletion_warning_speak_spanish(window: MainWindow, caught: Caught) -> None:
    from parallax.desktop.article_deletion import deletion_message
    from parallax.desktop.import_destination import ask_destination

    ask_destination(window, True, 3)
    texts = [t for _name, found in caught.texts for t in found]
    texts.append(deletion_message(window.library, window.workspace.panes[0].article_id))
    assert len(texts) > 2
    assert english(texts) == []


def test_the_score_view_speaks_spanish(window: MainWindow, tmp_path: Path) -> None:
    """Scoring returned work: the table, the key's items and the scores as a Spanish reader writes them."""
    from parallax.desktop.score_view import ScoreView
    from parallax.library.i18n import use_language

    from .classroom_support import cli, key_picks, student

    path = tmp_path / "biblioteca.sqlite"
    name = window.library.list_comparisons()[0].id
    exercise = tmp_path / "ejercicio.parallax"
    assert cli(path, "exercise", "--comparison", name, str(exercise)).status == 0
    ana = student(tmp_path, exercise, "Ana", key_picks(path, name)[:1])  # 1 of 15: 6,7
    use_language("es")  # the command line above spoke the environment's language, as it should
    view = ScoreView(window.library, name, [ana], None, window)
    try:
        assert view.students.item(0, 5).text() == "6,7"
        assert english([t for t in texts_of(view) if "Ana" not in t]) == []
    finally:
        view.close()


def test_qts_own_file_and_print_dialogs_speak_spanish(window: MainWindow) -> None:
    """Qt 6.11's new labels ("&Look in:") that qtbase_es lacks come from Parallax's catalogue."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    files = QFileDialog(window, "x")
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    files.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    printer = QPrinter()
    printing = QPrintDialog(printer, window)
    try:
        labels = [files.labelText(label) for label in QFileDialog.DialogLabel]
        assert "&Ver en:" in labels and "Ficheros de &tipo:" in labels
        assert english([*texts_of(files), *texts_of(printing)]) == []
    finally:
        files.deleteLater()
        printing.deleteLater()


def test_the_exercise_file_is_named_in_spanish(window: MainWindow, tmp_path: Path) -> None:
    from parallax.desktop.classroom import ExerciseOptions

    asked: list[str] = []
    window.classroom.ask_save = lambda title, name, file_filter: asked.append(name) or None
    window.classroom.ask_exercise = lambda options: ExerciseOptions("", False, 0)
    window.classroom.make_exercise()
    assert asked and asked[0].endswith("-ejercicio.parallax")


def test_every_spanish_menu_has_a_mnemonic_of_its_own(window: MainWindow) -> None:
    """Archivo and Aula both took Alt+A, so Aula had none that worked."""
    titles = [a.text() for a in window.menuBar().actions() if a.text()]
    letters = [t[t.index("&") + 1].casefold() for t in titles if "&" in t]
    assert len(letters) == len(titles) and len(set(letters)) == len(letters), titles


def test_the_name_a_new_comparison_gets_and_the_source_table_speak_spanish(window: MainWindow, caught: Caught,
                                                                           tmp_path: Path) -> None:
    from parallax.desktop.import_destination import ask_destination
    from parallax.desktop.source_details import SourceDetailsDialog

    ask_destination(window, False, 2, "Inundación en el valle")
    ids = [window.library.add_article(f"# Nota {n}\n\nTexto.\n")[0].id for n in range(2)]
    table = SourceDetailsDialog(window.library, ids, window)
    texts = [t for _name, found in caught.texts for t in found] + [
        t for t in texts_of(table) if not t.startswith("Nota")]
    table.deleteLater()
    assert english(texts) == []


def test_a_screen_reader_hears_spanish(window: MainWindow) -> None:
    """What is announced (docs/accessibility.md) is in the interface's language."""
    from parallax.desktop import accessibility

    pane = window.workspace.panes[0]
    pane.text_view().setFocus()
    pane.select_range(0, 0)
    window.named_actions["next_highlight"].trigger()
    said = accessibility.HEARD[-1]
    assert said.startswith("Resaltado de ") and english([said]) == []
    window.named_actions["next"].trigger()
    assert accessibility.HEARD[-1].startswith("Discrepancia 1 de ")
