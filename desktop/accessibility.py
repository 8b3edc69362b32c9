"""What assistive technology needs beyond what each widget sets: announcements and roles.

Screen readers (Orca through AT-SPI, NVDA and JAWS through UI Automation, VoiceOver) read what
has the focus; a status bar or a label changing elsewhere is not read unprompted. So the result
of every action is also *announced* (:func:`announce`): Qt 6.8 and later pass a
``QAccessibleAnnouncementEvent`` to the platform's bridge, which the screen reader speaks
without moving the focus. The messages are the interface's (translated by the caller).

A few of Parallax's own widgets get a role Qt cannot guess from their class (:func:`install`):
Present's window is a plain ``QWidget`` Qt would call a "filler", and an article pane, a
``QFrame``, would be called a "frame", which screen readers take for a window.

Tests read :data:`HEARD`, the last announcements, without an accessibility bridge running.
"""

from __future__ import annotations

import re
from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # item views' type is made when a table is, not at start-up
    from PySide6.QtGui import QAccessibleInterface
    from PySide6.QtWidgets import QAbstractItemView

__all__ = ["HEARD", "announce", "fill", "install", "name_cell_editors", "next_tab_stop"]

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *values: str) -> str:
    """``template`` with ``%1``, ``%2``… replaced in one pass: a title that itself holds "%2"
    stays as written (chained ``replace`` calls would fill it too)."""
    return _PLACEHOLDER.sub(lambda m: values[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(values) else m.group(0),
                            template)


HEARD: deque[str] = deque(maxlen=50)
"""The last announcements, newest last (for tests)."""


def announce(source: QObject, message: str, *, assertive: bool = False) -> None:
    """Ask screen readers to say ``message`` now, on behalf of ``source`` (a widget of the
    window it concerns).

    Polite by default (said after what is being said); ``assertive`` interrupts, for errors.
    Costs one test when no assistive technology is listening.
    """
    message = " ".join(message.split())
    if not message:
        return
    HEARD.append(message)
    if not QAccessible.isActive():
        return
    from PySide6.QtGui import QAccessibleAnnouncementEvent  # its type (and its base's) only when heard

    event = QAccessibleAnnouncementEvent(source, message)
    if assertive:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


_ROLES: dict[str, QAccessible.Role] = {
    "PresentView": QAccessible.Role.Window,
    "ArticlePane": QAccessible.Role.Grouping,
    "PresentPane": QAccessible.Role.Grouping,
}
"""Class name -> role, for Parallax's widgets whose Qt base class implies the wrong one."""

_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    role = _ROLES.get(type(obj).__name__)
    if role is None:
        return None  # Qt's own factories answer
    from PySide6.QtWidgets import QAccessibleWidget

    return QAccessibleWidget(obj, role, "") if isinstance(obj, QWidget) else None


def install() -> None:
    """Give Parallax's own widgets their roles (once per process; cheap to call again)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True



def next_tab_stop(window: QWidget, regions: list[QWidget], forward: bool) -> QWidget | None:
    """The Tab stop after (or before) the focused widget when the window's parts are visited in
    the order of ``regions`` (the docks and the centre as they lie on screen, left to right),
    each part's stops in Qt's own order; None if the focus is on none of them.

    Qt's Tab order is the order widgets were created in, and the panes are created again each
    time a comparison opens, after the side panels: Tab went from the last pane to the library
    at the far left, and from the panel at the right back to the panes. Asked afresh on each
    Tab (a walk over the window's few hundred widgets), it is never stale.
    """
    stops: list[tuple[int, int, QWidget]] = []
    widget = window.nextInFocusChain()
    order = 0
    while widget is not None and widget is not window and order < 10_000:
        if (
            widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
            and widget.isVisible()
            and widget.isEnabled()
        ):
            region = next((i for i, r in enumerate(regions) if r.isAncestorOf(widget)), len(regions))
            stops.append((region, order, widget))
        widget = widget.nextInFocusChain()
        order += 1
    stops.sort(key=lambda stop: stop[:2])
    ordered = [stop[2] for stop in stops]
    focus: QWidget | None = window.focusWidget()
    while focus is not None and focus not in ordered:  # a stop's inner widget (a combo's line)
        focus = focus.parentWidget() if focus is not window else None
    if focus is None or not ordered:
        return None
    index = ordered.index(focus) + (1 if forward else -1)
    return ordered[index % len(ordered)]


class _EditorNamer(QObject):
    """Names each editor a table opens in a cell ("Outlet, <the row>"), which Qt leaves
    unnamed: a screen reader said only "text" where a claim or an outlet was to be typed."""

    def __init__(self, view: QAbstractItemView) -> None:
        super().__init__(view)
        self._view = view
        view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ChildAdded:
            return False
        from PySide6.QtCore import QChildEvent  # a table's editors only: not a type the start makes

        if isinstance(event, QChildEvent):
            editor = event.child()
            if isinstance(editor, QWidget) and not editor.accessibleName():
                editor.setAccessibleName(self._name())
        return False

    def _name(self) -> str:
        view = self._view
        index, model = view.currentIndex(), view.model()
        if not index.isValid() or model is None:
            return ""
        column = model.headerData(index.column(), Qt.Orientation.Horizontal)
        row = model.headerData(index.row(), Qt.Orientation.Vertical)  # a title, or only a number
        if not isinstance(row, str) or not row.strip() or row.strip().isdigit():
            row = model.index(index.row(), 0).data() if index.column() else None
        from PySide6.QtCore import QCoreApplication

        if isinstance(row, str) and row.strip():
            return fill(QCoreApplication.translate("Accessibility", "%1, %2"), str(column or ""), row.strip())
        return str(column or "")


def name_cell_editors(view: QAbstractItemView) -> None:
    """Give the editors ``view`` opens in its cells a name: the column's header and the row's."""
    _EditorNamer(view)
