"""Menus are placed by key, never by title: a window in Spanish has the menus an English one has,
and every menu path the app's words send a reader to ("File → Hand In") exists."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from parallax.desktop.actions import MENUS, ActionSpec
from parallax.desktop.classroom import ACTIONS as CLASSROOM_ACTIONS
from parallax.desktop.main_window import MainWindow
from parallax.desktop.panels import PANELS
from parallax.desktop.translation import install_translators
from parallax.desktop.window_actions import UNDO_ACTIONS, WINDOW_ACTIONS
from parallax.library.classroom.exercise import default_instructions
from parallax.library.i18n import in_language
from parallax.library.store import Library

from .conftest import REPO

pytestmark = pytest.mark.gui

PATH = re.compile(r"(\w+) → ([^.…(),\n]+)")
"""A menu path in running text: "File → Hand In…", "Archivo → Entregar…"."""


@pytest.fixture(params=["en", "es"])
def window(request: pytest.FixtureRequest, qapp: QApplication, qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    before, locale = set(qapp.findChildren(QTranslator)), QLocale()
    install_translators(qapp, request.param)
    library = Library(tmp_path / "library.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    win.language = request.param  # type: ignore[attr-defined]
    yield win
    win.close()
    library.close()
    for translator in qapp.findChildren(QTranslator):
        if translator not in before:
            qapp.removeTranslator(translator)
            translator.deleteLater()
    QLocale.setDefault(locale)
    install_translators(qapp, "en")


def bar_menus(window: MainWindow) -> dict[str, QMenu]:
    """The menu bar's menus by their title as shown, without the mnemonic."""
    menus = (a.menu() for a in window.menuBar().actions())
    return {m.title().replace("&", ""): m for m in menus if isinstance(m, QMenu)}


def specs() -> list[ActionSpec]:
    toggles = [ActionSpec(f"show_{p.key}", p.action, "toggle", ("view:panels",)) for p in PANELS]
    return [*WINDOW_ACTIONS, *UNDO_ACTIONS, *CLASSROOM_ACTIONS, *toggles, *(a for p in PANELS for a in p.actions)]


def test_every_action_sits_in_the_menus_its_spec_names(window: MainWindow) -> None:
    shown = bar_menus(window)
    titles = {m.key: QCoreApplication.translate(m.context, m.title).replace("&", "") for m in MENUS}
    assert list(shown) == [titles[m.key] for m in MENUS]  # the bar, in the table's order
    for spec in specs():
        for place in spec.places:
            menu, _, group = place.partition(":")
            assert group in next(m.groups for m in MENUS if m.key == menu), place
            assert window.named_actions[spec.key] in shown[titles[menu]].actions(), (spec.key, place)


def test_the_classroom_actions_sit_where_the_english_ones_do(window: MainWindow) -> None:
    shown = bar_menus(window)
    file_menu, view, classroom = (shown[QCoreApplication.translate(m.context, m.title).replace("&", "")]
                                  for m in MENUS if m.key in ("file", "view", "classroom"))
    actions = window.named_actions
    assert {actions["make_exercise"], actions["hand_in"]} <= set(file_menu.actions())
    assert {actions["present"], actions["present_blind"]} <= set(view.actions())
    five = ["present", "present_blind", "make_exercise", "hand_in", "score"]
    assert [a for a in classroom.actions() if not a.isSeparator()] == [actions[k] for k in five]
    assert file_menu.actions()[-1] is actions["quit"]  # Hand In before Quit, as in English


def words_of(language: str) -> list[str]:
    """Every sentence the app says in ``language``: the Qt catalogue's and the library's."""
    if language == "en":
        root = ElementTree.parse(REPO / "resources/i18n/parallax_es.ts").getroot()
        found = [m.findtext("source") or "" for m in root.iter("message")]
        po = (REPO / "library/locale/es/LC_MESSAGES/parallax.po").read_text(encoding="utf-8")
        return [*found, *re.findall(r'^msgid "(.*)"$', po, re.MULTILINE)]
    root = ElementTree.parse(REPO / f"resources/i18n/parallax_{language}.ts").getroot()
    found = ["".join(t.itertext()) for t in root.iter("translation")]
    with in_language(language):
        found.append(default_instructions())
    po = (REPO / f"library/locale/{language}/LC_MESSAGES/parallax.po").read_text(encoding="utf-8")
    return [*found, *re.findall(r'^msgstr "(.*)"$', po, re.MULTILINE)]


def test_every_menu_path_the_app_names_exists(window: MainWindow) -> None:
    """A student following the exercise's instructions ("Archivo → Entregar") finds Hand In
    where they say; so does anyone sent to a menu by a message, a hint or a dialog."""
    shown = bar_menus(window)
    paths = {(menu, item.strip()) for text in words_of(window.language)  # type: ignore[attr-defined]
             for menu, item in PATH.findall(text) if menu in shown or (menu[0].isupper() and item[:1].isupper())}
    assert paths, "no menu path found: the pattern no longer matches the words"
    for menu, item in sorted(paths):
        assert menu in shown, f"{menu} → {item}: there is no menu {menu!r} ({sorted(shown)})"
        texts = [a.text().replace("&", "").rstrip("…") for a in shown[menu].actions() if not a.isSeparator()]
        assert any(t.startswith(item) or item.startswith(t) for t in texts if t), f"{menu} → {item}: not in {texts}"


def test_the_spanish_exercise_sends_students_to_a_hand_in_that_exists(window: MainWindow) -> None:
    with in_language(window.language):  # type: ignore[attr-defined]
        menu, item = PATH.findall(default_instructions())[0]
    assert window.named_actions["hand_in"] in bar_menus(window)[menu].actions()
    assert window.named_actions["hand_in"].text().replace("&", "").startswith(item.strip())
