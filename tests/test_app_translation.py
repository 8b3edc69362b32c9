"""The interface in Spanish: the catalogue covers every visible string, and the app speaks it."""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.desktop.preferences import PreferencesDialog
from parallax.desktop.settings import Settings
from parallax.desktop.translation import catalogue_folder, install_translators, resolve
from parallax.library.i18n import current_language
from parallax.library.store import Library

REPO = Path(__file__).resolve().parents[1]
TS = REPO / "resources" / "i18n" / "parallax_es.ts"
sys.path.insert(0, str(REPO / "packaging"))
import translations  # noqa: E402

pytestmark = pytest.mark.gui

ENGLISH_WORDS = re.compile(
    r"\b(the|and|your|with|Open|Import|Search|File|Edit|View|Help|Preferences|Language|Cancel|Follow)\b"
)
"""Words of the English interface that no Spanish text contains."""


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(ts).getroot()
    return {
        (c.findtext("name") or "", m.findtext("source") or ""): m
        for c in root.iter("context")
        for m in c.iter("message")
    }


def _translated_calls() -> Iterator[tuple[str, int, str, str]]:
    """Every ``self.tr("…")`` and ``QCoreApplication.translate("Ctx", "…")`` of desktop/, read by
    Python's own parser: lupdate skips a call whose count is an expression such as ``len(x)``, or
    a string passed through a helper, and such a string would silently stay English."""
    import ast

    for path in sorted((REPO / "desktop").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        owner: dict[int, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for inner in ast.walk(node):
                    owner.setdefault(id(inner), node.name)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
                continue
            args = node.args
            if node.func.attr == "translate" and len(args) >= 2 and all(isinstance(a, ast.Constant) for a in args[:2]):
                yield path.name, node.lineno, str(args[0].value), str(args[1].value)  # type: ignore[attr-defined]
            elif node.func.attr == "tr" and args and isinstance(args[0], ast.Constant) and id(node) in owner:
                yield path.name, node.lineno, owner[id(node)], str(args[0].value)


def test_every_literal_translation_call_is_in_the_catalogue_and_translated() -> None:
    kept = _messages(TS)
    missing = [
        (name, line, context, text)
        for name, line, context, text in _translated_calls()
        if (context, text) not in kept or kept[(context, text)].find("translation").get("type") == "unfinished"  # type: ignore[union-attr]
    ]
    assert missing == [], "not in the Spanish catalogue: give lupdate a literal string and a plain count name"


@pytest.mark.parametrize(("language", "extra"), [("es", ()), ("en", ("-pluralonly",))])
def test_the_catalogue_has_every_visible_string_of_the_desktop_translated(
    tmp_path: Path, language: str, extra: tuple[str, ...]
) -> None:
    """Spanish: every string; English (the source language): the plural forms of ``%n``."""
    ts = TS.with_name(f"parallax_{language}.ts")
    fresh = tmp_path / ts.name
    shutil.copy(ts, fresh)
    translations.lupdate(REPO, fresh, extra=extra)
    wanted, kept = _messages(fresh), _messages(ts)
    assert sorted(set(wanted) - set(kept)) == [], "strings missing from the catalogue: run make i18n"
    assert sorted(set(kept) - set(wanted)) == [], "obsolete strings in the catalogue: run make i18n"
    unfinished = [key for key, m in wanted.items() if m.find("translation").get("type") == "unfinished"]  # type: ignore[union-attr]
    assert unfinished == []


def test_translations_keep_the_placeholders_of_their_source() -> None:
    for (context, source), message in _messages(TS).items():
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            assert sorted(re.findall(r"%\d|%n", form)) == sorted(set(re.findall(r"%\d|%n", source))) or (
                "%n" in source and "%n" not in form and len(forms) > 1
            ), (context, source, form)


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    """The app with the Spanish catalogues installed, as a start with Español chosen gives."""
    before, locale = set(qapp.findChildren(QTranslator)), QLocale()
    assert install_translators(qapp, "es") == "es"
    yield
    for translator in qapp.findChildren(QTranslator):
        if translator not in before:
            qapp.removeTranslator(translator)
            translator.deleteLater()
    QLocale.setDefault(locale)
    install_translators(qapp, "en")


def _visible_texts(widget: QWidget) -> list[str]:
    texts = [widget.windowTitle(), widget.toolTip()]
    for child in widget.findChildren(QWidget):
        texts += [child.toolTip(), child.accessibleName()]
        if isinstance(child, QLabel | QAbstractButton):
            texts.append(child.text())
        if isinstance(child, QLineEdit):
            texts.append(child.placeholderText())
    return [t for t in texts if t]


def test_the_built_catalogue_ships_beside_the_resources() -> None:
    assert (catalogue_folder() / "parallax_es.qm").is_file(), "build it: make (or python packaging/translations.py build)"


def test_a_spanish_start_translates_qt_and_parallax_and_the_library(spanish: None) -> None:
    assert QCoreApplication.translate("WelcomeView", "Open the demo comparison") == "Abrir la comparación de ejemplo"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"  # Qt's own catalogue
    assert current_language() == "es"


def _menu_texts(window: MainWindow) -> list[str]:
    texts = []
    for action in window.menuBar().actions():
        texts.append(action.text())
        menu = action.menu()
        if menu is not None:
            texts += [a.text() for a in menu.actions() if a.text()] + [a.toolTip() for a in menu.actions()]
    return texts


def test_menus_speak_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    library = Library(tmp_path / "empty.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    texts = _menu_texts(window)
    assert "&Archivo" in texts and "Pre&ferencias…" in texts and "Cifra" in texts
    assert [t for t in texts if ENGLISH_WORDS.search(t) or t.replace("&", "") in _ENGLISH_ONLY] == []
    window.close()
    library.close()


_ENGLISH_ONLY = {"File", "Edit", "View", "Kind", "Help", "Count", "Outcome", "Quit", "Undo", "Redo"}


def test_the_about_box_speaks_spanish(qtbot: QtBot, tmp_path: Path, spanish: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _parent, title, text: shown.append((title, text)))
    library = Library(tmp_path / "empty.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show_about()
    [(title, text)] = shown
    assert title == "Acerca de Parallax" and "Funciona sin conexión" in text
    assert not ENGLISH_WORDS.search(re.sub(r"<[^>]+>", " ", text))
    window.close()
    library.close()


def test_importing_speaks_spanish(spanish: None) -> None:
    from parallax.desktop.importing import import_filter, summary_text

    assert summary_text([]) == "Importados: 0; ya en la biblioteca: 0; con error: 0."
    assert import_filter().startswith("Artículos y paquetes (")


def test_the_welcome_view_speaks_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    library = Library(tmp_path / "empty.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    welcome = window.welcome
    texts = _visible_texts(welcome)
    assert "Abrir la comparación de ejemplo" in texts
    assert [t for t in texts if ENGLISH_WORDS.search(t)] == []
    window.close()
    library.close()


def test_the_spanish_welcome_view_opens_the_spanish_demo(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    library = Library(tmp_path / "empty.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.welcome.demo_button.click()
    assert window.windowTitle().endswith("Crecida del río Nareo en Aguaclara (demo)")
    assert len(window.workspace.panes) == 4
    model = window.docks.panel("discrepancies")._model
    shown = {str(model.index(row, 0).data()) for row in range(model.rowCount())}
    statuses = {str(model.index(row, 2).data()) for row in range(model.rowCount())}
    assert "Cifra" in shown and "Count" not in shown  # kinds in the interface language
    assert statuses <= {"Abierta", "Explicada", "Resuelta"}
    window.close()
    library.close()


def test_preferences_speak_spanish_and_save_the_language(qtbot: QtBot, spanish: None) -> None:
    settings = Settings()
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    texts = _visible_texts(dialog) + [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert "Preferencias" in texts and "Según el sistema" in texts
    assert [t for t in texts if ENGLISH_WORDS.search(t)] == []
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert dialog.note.isVisibleTo(dialog)
    dialog.accept()
    assert Settings().get("interface/language") == "en"
    # on disk where the next start reads it (an INI group named "general" would not round-trip)
    assert "[interface]\nlanguage=en" in Path(settings.file_name()).read_text(encoding="utf-8")


def test_the_language_setting_follows_the_system_by_default() -> None:
    assert Settings().get("interface/language") == "system"
    assert resolve("es") == "es" and resolve("en") == "en"
    assert resolve("system") in ("en", "es")


def test_english_installs_only_the_plural_forms_of_parallax(qapp: QApplication) -> None:
    before = set(qapp.findChildren(QTranslator))
    assert install_translators(qapp, "en") == "en"
    added = [t for t in qapp.findChildren(QTranslator) if t not in before]
    try:
        assert len(added) == 1
        assert QCoreApplication.translate("MainWindow", "%n article(s)", "", 1) == "1 article"
        assert QCoreApplication.translate("MainWindow", "%n article(s)", "", 3) == "3 articles"
    finally:
        for translator in added:
            qapp.removeTranslator(translator)
            translator.deleteLater()


def _drop_translators(app: QApplication) -> None:
    for translator in app.findChildren(QTranslator):
        app.removeTranslator(translator)
        translator.deleteLater()


@pytest.fixture
def switching(qapp: QApplication) -> Iterator[None]:
    """Each test starts and ends with the English catalogues only."""
    locale = QLocale()
    yield
    _drop_translators(qapp)
    QLocale.setDefault(locale)
    install_translators(qapp, "en")


def test_choosing_a_language_offers_to_reopen_the_window_in_it(
    qtbot: QtBot, tmp_path: Path, switching: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    asked: list[str] = []
    monkeypatch.setattr(window, "ask_reopen", lambda code: asked.append(code) or True)
    window.show_preferences()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    with qtbot.waitSignal(window.reopenRequested):
        dialog.accept()
    assert asked == ["es"]
    window.close()
    library.close()


@pytest.mark.parametrize(("code", "question", "now"), [
    ("es", "¿Reabrir la ventana en español ahora? Su trabajo está guardado.", "Reabrir ahora"),  # lower case
    ("en", "Reopen the window in English now? Your work is saved.", "Reopen Now"),
])
def test_the_question_to_reopen_is_asked_in_the_language_chosen(
    qtbot: QtBot, tmp_path: Path, switching: None, monkeypatch: pytest.MonkeyPatch, code: str, question: str, now: str
) -> None:
    """A reader who chose Español may not read the English the window still speaks (and back)."""
    from PySide6.QtWidgets import QMessageBox

    install_translators(QApplication.instance(), "es" if code == "en" else "en")  # the other one
    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    shown: list[tuple[str, list[str]]] = []

    def answer(box: QMessageBox) -> int:
        shown.append((box.text(), [b.text() for b in box.buttons()]))
        box.buttons()[0].click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.ask_reopen(code)
    assert shown and shown[0][0] == question and now in shown[0][1]
    window.close()
    library.close()


def test_keeping_the_language_asks_nothing(qtbot: QtBot, tmp_path: Path, switching: None, monkeypatch: pytest.MonkeyPatch) -> None:
    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "ask_reopen", lambda language: pytest.fail("asked"))
    window.show_preferences()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    dialog.accept()
    window.close()
    library.close()


def test_the_reopened_window_speaks_the_new_language_and_back_again(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, switching: None
) -> None:
    from parallax.desktop.app import reopen_window

    library = Library(tmp_path / "lib.sqlite")
    settings = Settings()
    window = MainWindow(library, settings)
    window.show()
    window.open_demo()
    comparison = window.session.comparison_id
    settings.set("interface/language", "es")
    spanish = reopen_window(qapp, window)
    qtbot.addWidget(spanish)
    assert not window.isVisible() and spanish.isVisible()
    assert "&Archivo" in _menu_texts(spanish) and current_language() == "es"
    assert spanish.session.comparison_id == comparison  # the reader finds the same comparison
    settings.set("interface/language", "en")
    english = reopen_window(qapp, spanish)
    qtbot.addWidget(english)
    texts = _menu_texts(english)
    assert "&File" in texts and "&Archivo" not in texts and current_language() == "en"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    english.close()
    library.close()


def test_every_message_with_a_count_is_a_plural_in_the_catalogue() -> None:
    """Qt finds a plain message's translation for a count of one only: with any other count the
    reader got English. lupdate files ``QCoreApplication.translate(ctx, "…", "", n)`` as a plain
    message, so a count goes through ``self.tr`` (``translation.Words`` outside a QObject)."""
    import ast

    plurals = {
        (c.findtext("name") or "", m.findtext("source") or "")
        for c in ET.parse(TS).getroot().iter("context")
        for m in c.iter("message")
        if m.get("numerus") == "yes"
    }
    wrong = []
    for path in sorted((REPO / "desktop").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                counted_call = node.func.attr == "translate" and len(node.args) + len(node.keywords) >= 4
                if counted_call and path.name != "translation.py":  # Words.tr itself
                    wrong.append(f"{path.name}:{node.lineno}: translate() with a count")
    counted = [(name, line, ctx, text) for name, line, ctx, text in _translated_calls() if "%n" in text]
    wrong += [f"{name}:{line}: {text!r} is not a plural" for name, line, context, text in counted if (context, text) not in plurals]
    assert counted and wrong == []
