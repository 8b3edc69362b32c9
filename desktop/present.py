"""Present mode: the open comparison full screen, in large type, revealed one step at a time.

For a class at the back of a room: the library and the editor are gone, every text (articles,
source names, claims, the note, the step line) is sized from the screen's height, and each
discrepancy is revealed in stages (:mod:`parallax.library.classroom.presenting`): its passages
light up in every pane and scroll into view, then each source's claim, then the title and note.
Space, →, ↓ and Page Down go forward; ←, ↑ and Page Up go back; Home and End jump; H hides or
shows the outlet names (blind reading); Esc leaves.

The view reads the window's :class:`~parallax.library.session.ComparisonSession` and follows its
events, so an edit made elsewhere while presenting shows at once; each step focuses its
discrepancy in the session, so leaving Present leaves the window on it. Text wraps at word
boundaries only; a word longer than a pane's line is the one thing ever broken.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QKeyEvent,
    QPalette,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from parallax.library.classroom.presenting import Step, present_steps
from parallax.library.models import Discrepancy
from parallax.library.session import ComparisonSession

from .palette import style_for
from .positions import PositionMap

__all__ = ["PresentPane", "PresentView", "type_size"]

MIN_PX = 18
MAX_PX = 64
"""Qt caches glyphs up to about this size; larger ones are drawn as paths, 5–10 times slower at 4K."""


_KEYS = frozenset({
    Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_PageUp,
    Qt.Key.Key_Up, Qt.Key.Key_Backspace, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_H, Qt.Key.Key_Escape,
})


def type_size(height: int) -> int:
    """The article text's pixel size for a screen ``height`` pixels tall (24 px at 720, 64 from 1920 up)."""
    return max(MIN_PX, min(MAX_PX, round(height / 30)))



def _label(parent: QWidget, name: str) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)  # wraps between words, never inside one
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class PresentPane(QFrame):
    """One article: its source's name, the claim once revealed, and the text."""

    def __init__(self, article_id: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.article_id = article_id
        self.setObjectName("presentPane")
        self.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.source = _label(self, "presentSource")
        self.claim = _label(self, "presentClaim")
        # The claim's band is always there, empty until revealed: the text below keeps its place
        # and width from step to step, so a reveal repaints the band, not the whole pane.
        palette = self.claim.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#fff1a8"))
        self.claim.setPalette(palette)
        self.text = QTextEdit(self)
        self.text.setObjectName("presentText")
        self.text.setReadOnly(True)
        self.text.setFrameShape(QFrame.Shape.NoFrame)
        self.text.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.text.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        # Always there: a bar that came and went would change the width and reflow the text.
        self.text.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.text.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.source)
        layout.addWidget(self.claim)
        layout.addWidget(self.text, 1)
        self.positions = PositionMap("")
        self._lit: tuple[tuple[tuple[int, int], ...], str] = ((), "")

    def forget_lit(self) -> None:
        self._lit = ((), "")

    def set_text(self, text: str) -> None:
        self.positions = PositionMap(text)
        self.text.setPlainText(text)
        fmt = self.text.document().begin().blockFormat()
        cursor = QTextCursor(self.text.document())
        cursor.select(QTextCursor.SelectionType.Document)
        fmt.setBottomMargin(8)
        cursor.mergeBlockFormat(fmt)

    def show_passages(self, spans: list[tuple[int, int]], kind: str) -> None:
        """Light up these passages (code points) in the kind's colours and bring the first into view.

        The passages already lit are left as they are (a claim or the note was revealed)."""
        if (tuple(spans), kind) == self._lit:
            return
        self._lit = (tuple(spans), kind)
        style = style_for(kind, dark=False, focused=True)
        selections = []
        for start, end in spans:
            qt_start, qt_end = self.positions.range_to_qt(start, end)
            cursor = QTextCursor(self.text.document())
            cursor.setPosition(qt_start)
            cursor.setPosition(qt_end, QTextCursor.MoveMode.KeepAnchor)
            fmt = QTextCharFormat()
            background = QColor(style.background)
            background.setAlpha(110)
            fmt.setBackground(background)
            fmt.setUnderlineStyle(style.underline_style)
            fmt.setUnderlineColor(style.underline)
            fmt.setFontWeight(QFont.Weight.DemiBold)
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = fmt
            selections.append(selection)
        self.text.setExtraSelections(selections)
        if spans:
            self.scroll_to(self.positions.to_qt(min(s for s, _ in spans)))

    def scroll_to(self, qt_pos: int) -> None:
        """Put the position a third of the way down the pane."""
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(qt_pos)
        rect = self.text.cursorRect(cursor)
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.value() + rect.top() - self.text.viewport().height() // 3)

    def set_claim(self, claim: str | None) -> None:
        text = claim or ""
        if text != self.claim.text():
            self.claim.setText(text)
            self.claim.setAutoFillBackground(bool(text))

    @property
    def claim_shown(self) -> str | None:
        return self.claim.text() or None


class PresentView(QWidget):
    """The comparison full screen, stepped through discrepancy by discrepancy."""

    left = Signal()
    stepChanged = Signal(int)

    def __init__(self, session: ComparisonSession, *, hide_outlets: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("presentView")
        self.setWindowTitle(QCoreApplication.translate("PresentView", "Parallax — Present"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.hide_outlets = hide_outlets
        self.session = session
        self.steps: list[Step] = []
        self.position = 0
        self.panes: list[PresentPane] = []
        self.setStyleSheet(
            "#presentView { background: #ffffff; }"
            "#presentSource { font-weight: 700; color: #1d232a; }"
            "#presentClaim { font-weight: 700; color: #1d232a; padding: 4px; }"
            "#presentStep { color: #5b6570; }"
            "#presentNote { color: #1d232a; background: #f5f7f9; padding: 8px; }"
            "#presentKeys { color: #5b6570; }"
        )
        outer = QVBoxLayout(self)
        self.header = _label(self, "presentStep")
        self.title = _label(self, "presentTitle")
        self.row = QHBoxLayout()
        self.note = _label(self, "presentNote")
        self.note.hide()
        self.keys = _label(self, "presentKeys")
        self.keys.setText(QCoreApplication.translate("PresentView", "Space or → next · ← back · H hide or show outlet names · Esc leave"))
        outer.addWidget(self.header)
        outer.addWidget(self.title)
        outer.addLayout(self.row, 1)
        outer.addWidget(self.note)
        outer.addWidget(self.keys)
        events = self.session.events
        self._unsubscribe = [
            events.comparison_changed.connect(self._rebuild),
            events.articles_changed.connect(self._rebuild),
            events.sources_changed.connect(lambda _ids: self._rename_sources()),
            events.discrepancy_added.connect(lambda _d, _row: self._restep()),
            events.discrepancy_updated.connect(lambda _d, _row: self._restep()),
            events.discrepancy_removed.connect(lambda _d, _row: self._restep()),
        ]
        self._rebuild()
        self._apply_sizes()

    # -- building ----------------------------------------------------------------------------
    def _rebuild(self) -> None:
        for pane in self.panes:
            pane.deleteLater()
        self.panes = []
        for article in self.session.articles():
            pane = PresentPane(article.id, self)
            pane.set_text(article.reading_text)
            self.row.addWidget(pane, 1)
            self.panes.append(pane)
        self._rename_sources()
        self._restep()

    def _rename_sources(self) -> None:
        for i, pane in enumerate(self.panes):
            if self.hide_outlets:
                pane.source.setText(QCoreApplication.translate("PresentView", "Source %1").replace("%1", chr(ord("A") + i % 26)))
            else:
                pane.source.setText(self.session.source_name(pane.article_id))

    def _restep(self) -> None:
        current = self.steps[self.position] if self.steps else Step(-1)
        self.steps = present_steps(self.session.discrepancies())
        for pane in self.panes:
            pane.forget_lit()  # passages may have moved: light them again
        self.position = min(self.steps.index(current) if current in self.steps else self.position,
                            len(self.steps) - 1)
        self._show()

    # -- stepping ----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.position]

    def go(self, position: int) -> None:
        position = max(0, min(position, len(self.steps) - 1))
        if position != self.position:
            self.position = position
            self._show()
            self.stepChanged.emit(position)

    def forward(self) -> None:
        self.go(self.position + 1)

    def back(self) -> None:
        self.go(self.position - 1)

    def toggle_outlets(self) -> None:
        self.hide_outlets = not self.hide_outlets
        self._rename_sources()

    @staticmethod
    def _set(label: QLabel, text: str) -> None:
        if label.text() != text:  # an unchanged label is neither laid out nor repainted again
            label.setText(text)

    def _discrepancy(self) -> Discrepancy | None:
        step = self.step
        found = self.session.discrepancies()
        return found[step.index] if 0 <= step.index < len(found) else None

    def _show(self) -> None:
        step = self.step
        d = self._discrepancy()
        total = len(self.session.discrepancies())
        comparison = self.session.comparison
        if d is None:
            self._set(
                self.header,
                self.tr("%n discrepancy(ies) · press Space to begin", "", total)
                if total
                else QCoreApplication.translate("PresentView", "No discrepancies recorded yet"),
            )
            self._set(self.title, comparison.name if comparison else "")
            self.note.hide()
            for pane in self.panes:
                pane.show_passages([], "")
                pane.set_claim(None)
            return
        self._set(
            self.header,
            QCoreApplication.translate("PresentView", "%1 of %2 · %3").replace("%1", str(step.index + 1)).replace("%2", str(total))
            .replace("%3", self.session.kind_label(d.kind)),
        )
        self._set(self.title, d.title if step.note else "")
        claimed = [p for p in d.passages if p.claim.strip()][: step.claims]
        shown_claims: dict[str, str] = {}
        for p in claimed:  # a source with two passages shows both claims, in order
            shown_claims[p.article] = " · ".join(filter(None, (shown_claims.get(p.article), p.claim.strip())))
        for pane in self.panes:
            pane.set_claim(shown_claims.get(pane.article_id))
        if step.note and d.note.strip():
            self._set(self.note, d.note)
            self.note.show()
        else:
            self.note.hide()
        layout = self.layout()
        if layout is not None:
            layout.activate()  # claims and the note take room first: the passages scroll into what is left
        for pane in self.panes:
            spans = [(p.start, p.end) for p in d.passages if p.article == pane.article_id and not p.orphan]
            pane.show_passages(spans, d.kind)
        if self.session.focused != d.id:
            self.session.focus(d.id, reveal=False)

    # -- type size ---------------------------------------------------------------------------
    def _apply_sizes(self) -> None:
        px = type_size(self.height())
        for widget, factor in ((self.header, 0.9), (self.title, 1.3), (self.note, 1.0), (self.keys, 0.6)):
            font = widget.font()
            font.setPixelSize(max(12, round(px * factor)))
            widget.setFont(font)
        for pane in self.panes:
            parts: tuple[tuple[QWidget, float], ...] = ((pane.source, 1.0), (pane.claim, 1.15), (pane.text, 1.0))
            for part, factor in parts:
                font = part.font()
                font.setPixelSize(max(12, round(px * factor)))
                part.setFont(font)
            pane.claim.setMinimumHeight(pane.claim.fontMetrics().lineSpacing() + 8)
            pane.text.document().setDefaultFont(pane.text.font())
        self.row.setSpacing(max(8, px))
        layout = self.layout()
        if layout is not None:
            margin = max(8, px // 2)
            layout.setContentsMargins(margin, margin // 2, margin, margin // 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_sizes()

    def text_pixel_size(self) -> int:
        return type_size(self.height())

    # -- keys --------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Down):
            self.forward()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp, Qt.Key.Key_Up, Qt.Key.Key_Backspace):
            self.back()
        elif key == Qt.Key.Key_Home:
            self.go(0)
        elif key == Qt.Key.Key_End:
            self.go(len(self.steps) - 1)
        elif key == Qt.Key.Key_H:
            self.toggle_outlets()
        elif key == Qt.Key.Key_Escape:
            self.close()
        else:
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        # The stepping keys belong to this view: no shortcut of another window takes them.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in _KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            event.accept()  # the main window's shortcuts (H highlights) never fire from here
            return True
        return super().event(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        self.left.emit()
        super().closeEvent(event)


def present(session: ComparisonSession, *, hide_outlets: bool = False) -> PresentView:
    """Open Present mode full screen on the session's comparison."""
    view = PresentView(session, hide_outlets=hide_outlets)
    view.showFullScreen()
    view.activateWindow()
    view.setFocus()
    return view
