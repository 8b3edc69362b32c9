"""The pieces of an article pane: the read-only text view, an eliding label and the find bar.

Kept apart from :mod:`.article_pane` so that module holds the pane's own logic (anchoring
highlights to positions, geometry for connectors) and stays readable.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette, QTextOption
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QScrollBar,
    QSizePolicy,
    QTextEdit,
    QToolButton,
    QWidget,
)

from parallax.library.marks import MATCH

from .accessibility import announce, fill
from .plain import literal

if TYPE_CHECKING:  # event types are made when an event of theirs first comes, not at import
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QEnterEvent, QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent, QWheelEvent
    from PySide6.QtWidgets import QGridLayout, QLineEdit

    from parallax.library.marks import Marks

    class FindTarget(Protocol):
        """What the find bar searches and marks: the article pane (named by what it does, so
        this module need not import the pane that holds its parts)."""

        @property
        def reading_text(self) -> str: ...

        @property
        def article_id(self) -> str: ...

        @property
        def marks(self) -> Marks: ...

        def selection_start(self) -> int: ...

        def select_range(self, start: int, end: int) -> None: ...

        def collapse_selection(self) -> None: ...


class _ScrollBar(QScrollBar):
    """A scroll bar of the text view that says when the mouse comes onto it (off the text)."""

    def __init__(self, orientation: Qt.Orientation, entered: Callable[[], None]) -> None:
        super().__init__(orientation)
        self._entered = entered

    def enterEvent(self, event: QEnterEvent) -> None:
        self._entered()
        super().enterEvent(event)


class TextView(QTextEdit):
    """The read-only text: no remote resources, zoom handled by the pane.

    The pane follows the text's paints, clicks and hovers through hooks called from Qt's
    handlers of each kind of event, each given its own event type (``paintEvent``,
    ``mousePressEvent``…), not from ``viewportEvent``: a Python handler given a plain
    ``QEvent`` (``viewportEvent``, an event filter) makes PySide6 create the Python types of
    the ~50 event classes to find out which one each event is, ~5 M instructions on the way to
    the first paint. The mouse leaving the text is the view's ``leaveEvent`` and either scroll
    bar's ``enterEvent`` (the viewport's own leave reaches no handler of the view). A link's
    tooltip, its address, is the link's own in the document (:mod:`.document`), which the view
    shows itself.
    """

    zoomStep = Signal(int)  # +1, -1, or 0 for "reset"
    activateRequested = Signal()
    findRequested = Signal()
    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Called before each paint of the text.
        self.paint_hook: Callable[[], None] | None = None
        # Called with each mouse press, release and move on the text, before the view's own handling.
        self.mouse_hook: Callable[[QMouseEvent], None] | None = None
        # Called when the mouse leaves the text (for the outside, or for a scroll bar).
        self.leave_hook: Callable[[], None] | None = None
        self.setVerticalScrollBar(_ScrollBar(Qt.Orientation.Vertical, self._left))
        self.setHorizontalScrollBar(_ScrollBar(Qt.Orientation.Horizontal, self._left))
        # Always there (nearly every article is taller than its pane): a scroll bar that
        # appears once the text is laid out narrows it, and Qt lays the whole text out again.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Lines break between words only: Qt's default also breaks inside a word when a narrow
        # pane has no room ("reporte|d"). A token longer than the pane (a long address) runs
        # past the edge and the horizontal scroll bar appears for it.
        self.setWordWrapMode(QTextOption.WrapMode.WordWrap)

    # The viewport's events, without asking for the viewport: in a fresh process the first
    # ``viewport()`` call makes PySide6 set up every widget class the viewport might be (~28 ms).
    def paintEvent(self, event: QPaintEvent) -> None:
        hook = self.paint_hook
        if hook is not None:
            hook()
        super().paintEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._mouse(event)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._mouse(event)
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._mouse(event)
        super().mouseMoveEvent(event)

    def _mouse(self, event: QMouseEvent) -> None:
        hook = self.mouse_hook
        if hook is not None:
            hook(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._left()
        super().leaveEvent(event)

    def _left(self) -> None:
        hook = self.leave_hook
        if hook is not None:
            hook()

    def viewport_height(self) -> int:
        """The height of the viewport, also without asking for it (see :meth:`paintEvent`):
        the contents less a horizontal scroll bar (text wraps, so there is none in practice)."""
        height = self.contentsRect().height()
        bar = self.horizontalScrollBar()
        return height - bar.height() if bar.isVisible() else height

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # relays the document out first
        self.resized.emit()

    def loadResource(self, type: int, name: QUrl | str) -> Any:
        """Refuse everything but resources compiled into the app (``qrc:``).

        Articles are untrusted: an image or style sheet URL in one must never make the app
        contact a server (that would tell the server who reads what).
        """
        from PySide6.QtCore import QUrl  # here: most articles ask for no resource at all

        url = QUrl(name) if isinstance(name, str) else name
        if url.scheme() == "qrc":
            return super().loadResource(type, url)
        return None

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:  # zoom this pane
            delta = event.angleDelta().y()
            if delta:
                self.zoomStep.emit(1 if delta > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter activates the highlight at the caret; find and zoom keys act on this pane.

        Find and zoom are key presses, not shortcuts, on purpose: a window that binds the same
        keys as shortcuts (acting on the current pane or on all) then wins without the
        "ambiguous shortcut" clash two shortcuts on one key would cause, and a pane shown on
        its own still answers them.
        """
        key, mods = event.key(), event.modifiers()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not mods:
            self.activateRequested.emit()
        elif event.matches(QKeySequence.StandardKey.Find):
            self.findRequested.emit()
        elif event.matches(QKeySequence.StandardKey.ZoomIn) or (
            key == Qt.Key.Key_Equal and mods & Qt.KeyboardModifier.ControlModifier
        ):
            self.zoomStep.emit(1)
        elif event.matches(QKeySequence.StandardKey.ZoomOut):
            self.zoomStep.emit(-1)
        elif key == Qt.Key.Key_0 and mods & Qt.KeyboardModifier.ControlModifier:
            self.zoomStep.emit(0)
        else:
            super().keyPressEvent(event)
            return
        event.accept()


class ElidedLabel(QLabel):
    """A one-line label that elides its text in the middle instead of growing.

    ``short`` is what to show when the text does not fit (a web address's host): a narrow pane
    showed an address as "ht…", which says nothing; its host still says where it came from.
    """

    def __init__(self, text: str, parent: QWidget, mode: Qt.TextElideMode = Qt.TextElideMode.ElideMiddle,
                 short: str = "") -> None:
        super().__init__(parent)
        self._full = text
        self._short = short
        self._mode = mode
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)  # titles and addresses from files, never HTML
        self.setToolTip(literal(text))
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def refresh(self) -> None:
        """Elide again (after a font change)."""
        self._elide()

    def _elide(self) -> None:
        metrics, width = self.fontMetrics(), max(self.width(), 40)
        shown = metrics.elidedText(self._full, self._mode, width)
        if self._short and shown != self._full:  # only a label too narrow pays a second measure
            shown = metrics.elidedText(self._short, Qt.TextElideMode.ElideRight, width)
        self.setText(shown)


class LinkLabel(ElidedLabel):
    """An elided one-line label that acts like a link: a click, or Enter or Space when it has the
    focus, emits :attr:`activated`. It shrinks with its pane instead of widening it, as a
    button's text would.

    Signals:
        activated(): clicked or pressed.
    """

    activated = Signal()

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(text, parent, mode=Qt.TextElideMode.ElideRight)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        font = self.font()
        font.setUnderline(True)
        self.setFont(font)
        self.setForegroundRole(QPalette.ColorRole.Link)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.activated.emit()
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
            return
        super().keyPressEvent(event)


class FindBar(QFrame):
    """Case-insensitive search in the pane's text; reports "n of m".

    Signals:
        closed: the bar was closed (Esc or its close button).
    """

    closed = Signal()

    def __init__(self, pane: FindTarget, parent: QWidget) -> None:
        super().__init__(parent)
        self._pane = pane
        self._matches: list[tuple[int, int]] = []
        self._current = -1
        self.setAccessibleName(self.tr("Find in article"))
        # The bar is built when first asked for: its widget types are not made at the start.
        from PySide6.QtWidgets import QGridLayout, QLineEdit

        self.edit: QLineEdit = QLineEdit(self)
        self.edit.setPlaceholderText(self.tr("Find in this article"))
        self.edit.setAccessibleName(self.tr("Find text"))
        self.edit.setClearButtonEnabled(True)
        self.count = QLabel(self)
        self.count.setAccessibleName(self.tr("Matches"))
        self.count.setMinimumWidth(self.count.fontMetrics().horizontalAdvance("0000 of 0000"))
        from PySide6.QtWidgets import QStyle  # here: creating its type and enums costs the start ~10 ms

        style = self.style()
        previous = self._button(self.tr("Previous match (Shift+Enter)"), style.standardIcon(QStyle.StandardPixmap.SP_ArrowUp))
        following = self._button(self.tr("Next match (Enter)"), style.standardIcon(QStyle.StandardPixmap.SP_ArrowDown))
        close = self._button(self.tr("Close find bar (Esc)"), style.standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton))
        previous.clicked.connect(lambda: self.step(-1))
        following.clicked.connect(lambda: self.step(1))
        close.clicked.connect(self.close_bar)
        self._buttons = (previous, following, close)
        self._grid: QGridLayout = QGridLayout(self)
        self._grid.setContentsMargins(4, 2, 4, 2)
        self._grid.setHorizontalSpacing(2)
        self._grid.setVerticalSpacing(0)
        self._narrow: bool | None = None
        self._arrange(narrow=False)
        self.edit.textChanged.connect(self._search)
        self.edit.installEventFilter(self)

    FIELD_CHARACTERS = 16
    """The find field keeps room for this many characters: in a narrower pane the count and the
    buttons go to a second line instead of squeezing it to a few letters."""

    def _arrange(self, narrow: bool) -> None:
        """One line (field, count, buttons), or two in a narrow pane (field and close; count
        and the arrows under them)."""
        if narrow == self._narrow:
            return
        self._narrow = narrow
        previous, following, close = self._buttons
        for widget in (self.edit, self.count, *self._buttons):
            self._grid.removeWidget(widget)
        if narrow:
            self._grid.addWidget(self.edit, 0, 0, 1, 3)
            self._grid.addWidget(close, 0, 3)
            self._grid.addWidget(self.count, 1, 0)
            self._grid.addWidget(previous, 1, 1)
            self._grid.addWidget(following, 1, 2)
        else:
            row: tuple[QWidget, ...] = (self.edit, self.count, previous, following, close)
            for column, part in enumerate(row):
                self._grid.addWidget(part, 0, column)
        self._grid.setColumnStretch(0, 1)
        for column in range(1, 5):
            self._grid.setColumnStretch(column, 0)
        self._grid.invalidate()

    def one_line_width(self) -> int:
        """The least width that keeps the field, the count and the buttons on one line."""
        field = self.edit.fontMetrics().averageCharWidth() * self.FIELD_CHARACTERS + 24
        buttons = sum(b.sizeHint().width() for b in self._buttons)
        return field + self.count.minimumWidth() + buttons + 24

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(narrow=event.size().width() < self.one_line_width())
        super().resizeEvent(event)

    @property
    def narrow(self) -> bool:
        return bool(self._narrow)

    def _button(self, text: str, icon: Any) -> QToolButton:
        button = QToolButton(self)
        button.setIcon(icon)
        button.setToolTip(text)
        button.setAccessibleName(text)
        button.setAutoRaise(True)
        return button

    @property
    def matches(self) -> list[tuple[int, int]]:
        return list(self._matches)

    @property
    def current(self) -> int:
        return self._current

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.edit and event.type() == QEvent.Type.KeyPress:
            from PySide6.QtGui import QKeyEvent  # a key press came: its type is made already

            if not isinstance(event, QKeyEvent):
                return super().eventFilter(watched, event)
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.step(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
                return True
            if event.key() == Qt.Key.Key_Escape:
                self.close_bar()
                return True
        return super().eventFilter(watched, event)

    def _search(self, query: str) -> None:
        text = self._pane.reading_text
        self._matches = (
            [m.span() for m in re.finditer(re.escape(query), text, re.IGNORECASE)] if query else []
        )
        self._current = -1
        if self._matches:
            # From the start of the current match, so typing more letters refines it in place.
            origin = self._pane.selection_start()
            index = next((i for i, (s, _) in enumerate(self._matches) if s >= origin), 0)
            self._go(index)
        else:
            self._show(None)
            if query:
                # No match: drop the selection a shorter query left, or "Ne" of "Venezuela"
                # would be what H highlights next.
                self._pane.collapse_selection()
        self._update_count()

    def step(self, direction: int) -> None:
        """Go to the next (``1``) or previous (``-1``) match, wrapping around."""
        if not self._matches:
            announce(self, self.count.text())  # "No matches"
            return
        if self._current < 0:
            self._go(0 if direction > 0 else len(self._matches) - 1)
        else:
            self._go((self._current + direction) % len(self._matches))
        self._update_count()
        announce(self, self.count.text())  # "2 of 5": where Enter went, for a screen reader

    def _go(self, index: int) -> None:
        self._current = index
        self._show(self._matches[index])

    def _show(self, span: tuple[int, int] | None) -> None:
        """Select and mark a match (a "match" mark, brought into view), or clear the mark."""
        pane = self._pane
        if span is not None:
            pane.select_range(*span)
        pane.marks.put(MATCH, pane.article_id, [span] if span is not None else [], reveal=span is not None)

    def _update_count(self) -> None:
        if not self.edit.text():
            self.count.setText("")
        elif not self._matches:
            self.count.setText(self.tr("No matches"))
        else:
            self.count.setText(fill(self.tr("%1 of %2"), str(self._current + 1), str(len(self._matches))))

    def close_bar(self) -> None:
        self.closed.emit()  # the text takes the focus first: hidden first, the bar passed it on
        self.hide()  # to the next widget in the Tab order, which a screen reader then announced
        self._show(None)
