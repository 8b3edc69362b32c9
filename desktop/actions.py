"""Actions and menus as data: what the window can do, and where each command sits.

Every command is an :class:`ActionSpec`: a key, its words (translated in their context when the
window is built), the method it runs, its shortcut, and its *places*, ``"menu:group"`` keys of
:data:`MENUS` (``"file:exercise"``), never a menu's translated title, so a window in Spanish has
the same menus as one in English. The window's own table is ``window_actions.WINDOW_ACTIONS``;
the classroom and each panel contribute theirs. :class:`ActionTable` makes the ``QAction`` s,
runs each through one guard (a library error becomes a message, never a traceback) and lays the
menus out, groups in the order :data:`MENUS` gives them, separated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from operator import attrgetter
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar, QWidget

from parallax.library.records import Record

__all__ = ["MENUS", "QT_TRANSLATE_NOOP", "ActionSpec", "ActionTable", "MenuSpec"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` and return it as it is: lupdate reads the
    call by its name, and unlike PySide6's own (typed ``object``) this one is a ``str``."""
    return text


class MenuSpec(Record):
    """A menu of the menu bar: its key, its title (in ``context``) and its groups in order."""

    key: str
    title: str
    groups: tuple[str, ...]
    context: str = "MainWindow"


MENUS: tuple[MenuSpec, ...] = (
    MenuSpec("file", QT_TRANSLATE_NOOP("MainWindow", "&File"),
             ("import", "comparison", "export", "exercise", "quit")),
    MenuSpec("edit", QT_TRANSLATE_NOOP("MainWindow", "&Edit"), ("undo", "annotate", "find", "details", "preferences")),
    MenuSpec("view", QT_TRANSLATE_NOOP("MainWindow", "&View"),
             ("step", "scrolling", "zoom", "panes", "panels", "focus", "highlights", "present")),
    MenuSpec("kind", QT_TRANSLATE_NOOP("MainWindow", "&Kind"), ("kinds", "new")),
    MenuSpec("classroom", QT_TRANSLATE_NOOP("Classroom", "&Classroom"), ("present", "exercise", "score"), "Classroom"),
    MenuSpec("help", QT_TRANSLATE_NOOP("MainWindow", "&Help"), ("help",)),
)
"""The menu bar, left to right (Help last)."""


class ActionSpec(Record):
    """One command.

    Attributes:
        key: its name everywhere (tests, settings, the shortcuts page): ``"hand_in"``.
        text: its words in the menu, in ``context`` (marked with ``QT_TRANSLATE_NOOP``; an
            empty ``context``: words already in the reader's language, such as a kind's label).
        run: the owner's method it calls (or a part's: ``"session.clear_pending"``), with
            ``args`` (a checkable action: and its new state).
        places: ``"menu:group"`` keys of :data:`MENUS` it sits in (none: a shortcut only).
        shortcut: its keys, spelled out (the same on every platform and in the docs).
        tip: a longer description (status bar and tooltip), in ``context``.
        checkable: an on/off action (its method gets the new state).
        role: a menu role for macOS ("preferences").
    """

    key: str
    text: str
    run: str
    places: tuple[str, ...] = ()
    shortcut: str | tuple[str, ...] = ()
    tip: str = ""
    args: tuple[Any, ...] = ()
    checkable: bool = False
    context: str = "MainWindow"
    role: str = ""


Owner = Callable[[], object]
"""Returns the object whose methods an action runs (a panel may be built only when first asked)."""


class ActionTable(QObject):
    """The window's actions by key, each placed in menus by key (a read-only mapping).

    Args:
        window: the widget the actions belong to (their shortcuts work in all of it).
        guard: runs every action's method; turns the errors a reader can act on into a message.
    """

    def __init__(self, window: QWidget, guard: Callable[..., object]) -> None:
        super().__init__(window)
        self._window = window
        self._guard = guard
        self._actions: dict[str, QAction] = {}
        self._places: dict[str, list[tuple[str, str]]] = {}  # menu -> [(group, key)] in the order added
        self.menus: dict[str, QMenu] = {}

    # -- a mapping of key -> QAction ---------------------------------------------------------
    def __getitem__(self, key: str) -> QAction:
        return self._actions[key]

    def __contains__(self, key: object) -> bool:
        return key in self._actions

    def __iter__(self) -> Iterator[str]:
        return iter(self._actions)

    def __len__(self) -> int:
        return len(self._actions)

    def get(self, key: str) -> QAction | None:
        return self._actions.get(key)

    def values(self) -> list[QAction]:
        return list(self._actions.values())

    def items(self) -> list[tuple[str, QAction]]:
        return list(self._actions.items())

    def places(self) -> Mapping[str, list[str]]:
        """Menu key -> the keys of the actions placed in it (for tests and the docs)."""
        return {menu: [key for _group, key in placed] for menu, placed in self._places.items()}

    # -- adding ------------------------------------------------------------------------------
    def add(self, specs: Sequence[ActionSpec], owner: Owner) -> list[QAction]:
        """Make an action for each spec, running its method on ``owner()``."""
        return [self._adopt(spec, self._make(spec, owner), added=True) for spec in specs]

    def adopt(self, spec: ActionSpec, action: QAction) -> QAction:
        """Take an action made elsewhere (the undo stack's) under ``spec``'s key and places."""
        return self._adopt(spec, action, added=False)

    def _adopt(self, spec: ActionSpec, action: QAction, *, added: bool) -> QAction:
        action.setObjectName(spec.key)
        shortcuts = (spec.shortcut,) if isinstance(spec.shortcut, str) else spec.shortcut
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if spec.tip:
            tip = QCoreApplication.translate(spec.context, spec.tip) if spec.context else spec.tip
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if spec.role == "preferences":
            action.setMenuRole(QAction.MenuRole.PreferencesRole)
        if not added:
            self._window.addAction(action)
        self._actions[spec.key] = action
        for place in spec.places:
            menu, _, group = place.partition(":")
            self._places.setdefault(menu, []).append((group, spec.key))
            if menu in self.menus:
                self._fill(menu)
        return action

    def _make(self, spec: ActionSpec, owner: Owner) -> QAction:
        # Made by the window (QWidget.addAction(text)), not by QAction(parent): an object made from
        # Python has PySide6 walk every class of its type for signals (~55,000 instructions an
        # action, 61 on the way to the first paint); and QAction(text, parent) would create
        # QIcon's type, matched against its (icon, text, parent) overload.
        action = self._window.addAction(QCoreApplication.translate(spec.context, spec.text) if spec.context
                                        else spec.text)
        action.setCheckable(spec.checkable)
        method = attrgetter(spec.run)  # "close", or a part's: "session.clear_pending"
        if spec.checkable:
            action.toggled.connect(lambda on: self._guard(method(owner()), *spec.args, on))
        else:
            action.triggered.connect(lambda _checked=False: self._guard(method(owner()), *spec.args))
        return action

    # -- menus and toolbars ------------------------------------------------------------------
    def build_menus(self, bar: QMenuBar) -> None:
        """Lay out every menu of :data:`MENUS` (actions added later take their places at once)."""
        for spec in MENUS:
            menu = bar.addMenu(QCoreApplication.translate(spec.context, spec.title))
            menu.setObjectName(f"{spec.key}Menu")
            self.menus[spec.key] = menu
            self._fill(spec.key)

    def _fill(self, key: str) -> None:
        menu = self.menus[key]
        menu.clear()
        spec = next(m for m in MENUS if m.key == key)
        placed = self._places.get(key, [])
        extra = [g for g, _k in placed if g not in spec.groups]  # a group the table forgot: last
        for group in dict.fromkeys([*spec.groups, *extra]):
            keys = [k for g, k in placed if g == group]
            if keys and not menu.isEmpty():
                menu.addSeparator()
            for k in keys:
                menu.addAction(self._actions[k])

    def fill_toolbar(self, toolbar: QToolBar, keys: Sequence[str]) -> None:
        for key in keys:
            toolbar.addAction(self._actions[key])
