"""Panels as data: every dock of the window is one :class:`PanelSpec` in :data:`PANELS`.

A panel is built from a :class:`PanelContext`: the open comparison (the session), the library,
the settings, the undo stack and two ways to speak to the reader, never the window. The window
makes a dock and a View-menu action for each spec (:mod:`.docks`), builds a panel the first time
it is shown, and places the actions the panel contributes (run on the panel itself). Adding a
panel is one module with a ``build_panel(context, parent)`` function and one line here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from parallax.library.errors import ParallaxError
from parallax.library.records import Record

from .actions import QT_TRANSLATE_NOOP, ActionSpec

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack
    from PySide6.QtWidgets import QWidget

    from parallax.library.session import ComparisonSession
    from parallax.library.store import Library

    from .bridge import LibrarySignals
    from .settings import Settings

__all__ = ["PANELS", "PanelContext", "PanelSpec", "Report"]


class Report(Protocol):
    def __call__(self, text: str, ms: int = 5000) -> None:
        """Tell the reader something short (the window's status bar), for ``ms`` milliseconds."""


class PanelContext:
    """What a panel, the classroom or an action is built from: not the window.

    Attributes:
        session: the open comparison; read it, follow its events, act through its methods.
        library: the open library (for what is not about the open comparison).
        signals: the library's changes as a Qt signal.
        settings: the reader's settings.
        stack: the undo stack (the session's writes are recorded there already).
        report: a short note for the reader.
        error: a problem the reader can act on (a dialog where dialogs are allowed).
        parent: the widget dialogs are centred on.
    """

    def __init__(
        self, session: ComparisonSession, library: Library, signals: LibrarySignals, settings: Settings,
        stack: QUndoStack, report: Report, error: Callable[[str], None], parent: QWidget,
    ) -> None:
        self.session = session
        self.library = library
        self.signals = signals
        self.settings = settings
        self.stack = stack
        self.report = report
        self.error = error
        self.parent = parent

    def run(self, function: Callable[..., object], *args: object) -> object:
        """The one guard of every action: run ``function``; a library error or an error of the
        system (a full disk, a file that cannot be written) becomes a message; None then."""
        try:
            return function(*args)
        except ParallaxError as exc:
            self.error(str(exc))
        except OSError as exc:
            from parallax.library.outputs import describe_os_error

            self.error(describe_os_error(exc))
        return None


class PanelSpec(Record):
    """One panel of the window.

    Attributes:
        key: its name: the dock is ``<key in camelCase>Dock`` and its action ``show_<key>``.
        title: the dock's title, in ``context`` (marked with ``QT_TRANSLATE_NOOP``).
        action: the View menu's words for showing it, in ``context``.
        build: ``"module:function"`` in ``parallax.desktop``: ``function(context, parent)``
            returns the panel's widget; the module is imported when the panel is first shown.
        shortcut: the keys that show it (or take it away when it has the focus).
        area: where it docks: ``left``, ``right`` or ``bottom``.
        tip: what it is for, in ``context``.
        size: the width (height at the bottom) it asks for at first.
        shown: shown on a first start (else when the reader asks for it).
        tab_with: a panel it shares its place with, as a tab.
        actions: commands the panel contributes, run on the built panel.
    """

    key: str
    title: str
    action: str
    build: str
    shortcut: str = ""
    area: str = "right"
    tip: str = ""
    context: str = "MainWindow"
    size: int = 320
    shown: bool = False
    tab_with: str = ""
    actions: tuple[ActionSpec, ...] = ()


PANELS: tuple[PanelSpec, ...] = (
    PanelSpec(
        "library", QT_TRANSLATE_NOOP("MainWindow", "Library"), QT_TRANSLATE_NOOP("MainWindow", "Show &Library"),
        "library_panel:build_panel", "Ctrl+1", "left", size=264, shown=True,
        actions=(ActionSpec("search", QT_TRANSLATE_NOOP("MainWindow", "&Search Library…"), "focus_search",
                            ("edit:find",), "Ctrl+K"),),
    ),
    PanelSpec(
        "discrepancies", QT_TRANSLATE_NOOP("MainWindow", "Discrepancies"),
        QT_TRANSLATE_NOOP("MainWindow", "Show &Discrepancies"), "discrepancy_panel:build_panel", "Ctrl+2", "right",
        size=380, shown=True,
        actions=(
            ActionSpec("next", QT_TRANSLATE_NOOP("MainWindow", "&Next Discrepancy"), "step", ("view:step",), "F8",
                       args=(1,)),
            ActionSpec("previous", QT_TRANSLATE_NOOP("MainWindow", "&Previous Discrepancy"), "step", ("view:step",),
                       "Shift+F8", args=(-1,)),
            ActionSpec("filter", QT_TRANSLATE_NOOP("MainWindow", "Filter Discrepancies"), "focus_filter",
                       ("view:step",), "Ctrl+Shift+F"),
        ),
    ),
    PanelSpec(
        "claim_matrix", QT_TRANSLATE_NOOP("MainWindow", "Claim Matrix"), QT_TRANSLATE_NOOP("MainWindow", "Claim &Matrix"),
        "claim_matrix:build_panel", "Ctrl+4", "bottom",
        QT_TRANSLATE_NOOP("MainWindow", "Every discrepancy against every source: who claims what"), size=240,
    ),
    PanelSpec(
        "suggestions", QT_TRANSLATE_NOOP("MainWindow", "Suggestions"), QT_TRANSLATE_NOOP("MainWindow", "&Suggestions"),
        "suggestions_panel:build_panel", "Ctrl+5", "right",
        QT_TRANSLATE_NOOP("MainWindow", "Discrepancies the articles may hold: accept with Enter, dismiss with Delete"),
        size=380, tab_with="discrepancies",
    ),
    PanelSpec(
        "timeline", QT_TRANSLATE_NOOP("Timeline", "Timeline"), QT_TRANSLATE_NOOP("Timeline", "&Timeline"),
        "timeline:build_panel", "Ctrl+6", "bottom",
        QT_TRANSLATE_NOOP("Timeline", "The reports in time order: who said what first, and how each claim changed"),
        context="Timeline", size=260, tab_with="claim_matrix",
    ),
)
"""The window's panels, in the View menu's order."""
