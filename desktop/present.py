"""Present mode: the open comparison full screen, in large type, revealed one step at a time.

For a class at the back of a room: the library and the editor are gone, every text (articles,
source names, claims, the note, the step line) is sized from the screen's height, and each
discrepancy is revealed in stages (:mod:`parallax.library.classroom.presenting`): its passages
light up in every pane and scroll into view, then each source's claim, then the title and note.
Space, →, ↓ and Page Down go forward; ←, ↑ and Page Up go back; Home and End jump; H hides or
shows the outlet names (blind reading); Esc leaves.

The view reads the window's :class:`~parallax.library.session.ComparisonSession` and follows its
events, so an edit made elsewhere while presenting shows at once; leaving Present focuses the
discrepancy presented last, so the window is left on it. Text wraps at word
boundaries only; a word longer than a pane's line is the one thing ever broken.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRect, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
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

from .accessibility import announce, fill
from .palette import style_for
from .positions import PositionMap

__all__ = ["PresentPane", "PresentView", "glyph_cap", "part_size", "text_height", "type_size"]

MIN_PX = 18
GLYPH_CACHE_PX = 64
"""Qt caches glyphs up to this size in device pixels; larger ones are drawn as paths, 5–10 times slower."""

_KEYS = frozenset({
    Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_PageUp,
    Qt.Key.Key_Up, Qt.Key.Key_Backspace, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_H, Qt.Key.Key_Escape,
})

_TEXT_STEP_KEYS = frozenset({
    Qt.Key.Key_Space, Qt.Key.Key_Backspace, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp, Qt.Key.Key_H, Qt.Key.Key_Escape,
})
"""The keys that step even when an article's text has the focus (its caret takes the others)."""

_FACTORS = {"header": 0.9, "title": 1.3, "note": 1.0, "keys": 0.6, "source": 1.0, "claim": 1.0, "text": 1.0}
"""Each part's size relative to the article text, before the glyph-cache cap."""

_BAND_LINES = {"title": 2, "claim": 3, "note": 3}
"""The most lines a title, claim or note band keeps reserved from step to step; a longer one
grows it for its own discrepancy only (one long title must not push every step's text down)."""

_WHITE = "#ffffff"


def glyph_cap(device_pixel_ratio: float = 1.0) -> int:
    """The largest pixel size whose glyphs Qt still caches on a screen of this device pixel ratio."""
    return max(MIN_PX, int(GLYPH_CACHE_PX / max(device_pixel_ratio, 1.0)))


def type_size(height: int, device_pixel_ratio: float = 1.0) -> int:
    """The article text's pixel size for a window ``height`` (logical) pixels tall.

    A 30th of the height (24 px at 720), never past the glyph cache (64 device pixels: a 4K
    screen at ratio 1 gets 64 px, at ratio 2 gets 32 logical px, drawn 64 px tall)."""
    return max(MIN_PX, min(glyph_cap(device_pixel_ratio), round(height / 30)))


def part_size(px: int, part: str, device_pixel_ratio: float = 1.0) -> int:
    """One part's pixel size: the text's times its factor, capped where glyphs stop being cached.

    Where the cap flattens the sizes (4K), titles and claims keep standing out by their weight."""
    return max(12, min(glyph_cap(device_pixel_ratio), round(px * _FACTORS[part])))



def _label(parent: QWidget, name: str, *, bold: bool = False, colour: str = "#1d232a") -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)  # wraps between words, never inside one
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    palette.setColor(QPalette.ColorRole.Window, QColor(_WHITE))
    label.setPalette(palette)
    # Opaque: a label whose text changes repaints itself, never the window behind it.
    label.setAutoFillBackground(True)
    if bold:
        font = label.font()
        font.setWeight(QFont.Weight.Bold)
        label.setFont(font)
    return label


def _set_background(label: QLabel, colour: str) -> None:
    """Fill the label with ``colour`` (white when empty: the band stays, unmarked)."""
    palette = label.palette()
    if palette.color(QPalette.ColorRole.Window) != QColor(colour):
        palette.setColor(QPalette.ColorRole.Window, QColor(colour))
        label.setPalette(palette)


def _set_pixel_size(widget: QWidget, px: int) -> bool:
    """Give the widget's font this pixel size; False (nothing re-laid out) when it already has it."""
    font = widget.font()
    if font.pixelSize() == px:
        return False
    font.setPixelSize(px)
    widget.setFont(font)
    return True


SHOWN_CHARS = {"title": 300, "claim": 300, "note": 2_000}
_BAND_SHARE = {"title": 0.25, "claim": 0.2, "note": 0.3}
"""The most of the window's height the title, claim and note bands may take."""
"""What Present shows of a title, a claim and a note: a classroom reads a screen, and a text of
any length from a file (45,000 characters froze the view for 42 s) is laid out at each step."""


def clipped(text: str, part: str) -> str:
    """``text`` cut to what Present shows of this part, with an ellipsis."""
    limit = SHOWN_CHARS[part]
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def text_height(label: QLabel, text: str, width: int | None = None) -> int:
    """The height ``label`` needs to show ``text`` wrapped between words at its width (0: no text)."""
    if not text:
        return 0
    margin = label.margin()
    inner = max(1, (label.width() if width is None else width) - 2 * margin)
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft)
    return QFontMetrics(label.font()).boundingRect(QRect(0, 0, inner, 1 << 20), flags, text).height() + 2 * margin


class PresentPane(QFrame):
    """One article: its source's name, the claim once revealed, and the text."""

    def __init__(self, article_id: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.article_id = article_id
        self.setObjectName("presentPane")
        self.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        self.source = _label(self, "presentSource", bold=True)
        # The claim's band keeps its height from step to step (PresentView reserves it): the text
        # below keeps its place, so a reveal repaints the band and nothing else.
        self.claim = _label(self, "presentClaim", bold=True)
        self.text = QTextEdit(self)
        self.text.setObjectName("presentText")
        self.text.setReadOnly(True)
        self.text.setFrameShape(QFrame.Shape.NoFrame)
        self.text.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.text.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        # Always there: a bar that came and went would change the width and reflow the text.
        self.text.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        # Readable from the keyboard, as a screen reader needs: Tab reaches each article and
        # the arrows move a caret through it; the keys that step (Space, Backspace, Esc, H)
        # are not the text's, so they still reach the view.
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.text.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout.addWidget(self.source)
        layout.addWidget(self.claim)
        layout.addWidget(self.text, 1)
        # Covers the line the pane's bottom edge cuts through: no half line of text at the foot.
        # A child of the viewport, not beside it: Qt blits a scroll only where no sibling overlaps.
        self.cover = QWidget(self.text.viewport())
        self.cover.setObjectName("presentCover")
        self.cover.setAutoFillBackground(True)
        self.cover.hide()
        self.text.verticalScrollBar().valueChanged.connect(lambda _value: self.cover_cut_line())
        self.text.viewport().installEventFilter(self)  # and when the viewport takes its size,
        self.text.document().documentLayout().documentSizeChanged.connect(  # or the text its lines
            lambda _size: self.cover_cut_line())
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
            fmt.setBackground(style.background)  # as strong as text at 4.5:1 allows
            fmt.setUnderlineStyle(style.underline_style)
            fmt.setUnderlineColor(style.underline)
            fmt.setFontOverline(style.overline)
            fmt.setFontWeight(QFont.Weight.DemiBold)
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = fmt
            selections.append(selection)
        if spans:
            # Scroll first: Qt moves what stays on screen by a blit, then paints the new lines
            # with the new passages already lit.
            first = self.positions.to_qt(min(s for s, _ in spans))
            self.scroll_to(first)
            # The caret waits at the passage: Tab into this article and the arrows read on from it.
            caret = QTextCursor(self.text.document())
            caret.setPosition(first)
            self.text.setTextCursor(caret)
        self.text.setExtraSelections(selections)

    def scroll_to(self, qt_pos: int) -> None:
        """Bring the position into the pane's upper half, a whole line at the top.

        A position already there stays where it is (nothing to repaint but its passages);
        another goes a third of the way down. The pane starts at a line's top: never a line cut
        through its middle above the passage (at the end of the text, the last line below is)."""
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(qt_pos)
        rect = self.text.cursorRect(cursor)
        height = self.text.viewport().height()
        bar = self.text.verticalScrollBar()
        if rect.top() >= 0 and rect.bottom() <= height // 2 and self.line_top(bar.value()) == bar.value():
            return
        bar.setValue(self.line_top(bar.value() + rect.top() - height // 3))

    def line_top(self, y: int) -> int:
        """The top (document pixels) of the first line at or after ``y`` the pane can scroll to.

        Past the last such line (the bar's maximum), the last line top before it."""
        limit = self.text.verticalScrollBar().maximum()
        y = max(0, min(y, limit))
        if y == 0:
            return 0  # the text's start, its margin above the first line
        document = self.text.document()
        layout = document.documentLayout()
        block = document.findBlock(layout.hitTest(QPointF(0, y), Qt.HitTestAccuracy.FuzzyHit))
        before = 0
        while block.isValid():
            top = layout.blockBoundingRect(block).top()
            lines = block.layout()
            for i in range(lines.lineCount()):
                line_top = math.ceil(top + lines.lineAt(i).y())
                if line_top > limit:
                    return before
                if line_top >= y:
                    return line_top
                before = line_top
            block = block.next()
        return before

    def cut_line(self) -> tuple[int, int] | None:
        """The top and bottom (viewport pixels) of the line the viewport's bottom edge cuts, if any."""
        viewport = self.text.viewport()
        offset = self.text.verticalScrollBar().value()
        edge = offset + viewport.height()
        document = self.text.document()
        layout = document.documentLayout()
        block = document.findBlock(layout.hitTest(QPointF(0, edge), Qt.HitTestAccuracy.FuzzyHit))
        if not block.isValid():
            return None
        top = layout.blockBoundingRect(block).top()
        lines = block.layout()
        for i in range(lines.lineCount()):
            line = lines.lineAt(i)
            line_top, line_bottom = top + line.y(), top + line.y() + line.height()
            if line_top < edge < line_bottom:
                return math.floor(line_top) - offset, viewport.height()
        return None

    def cover_cut_line(self) -> None:
        """Hide the part of a line the pane's bottom edge cuts through (it shows once scrolled)."""
        cut = self.cut_line()
        if cut is None or cut[0] <= 0:
            self.cover.hide()
            return
        self.cover.setGeometry(0, cut[0], self.text.viewport().width(), cut[1] - cut[0])
        self.cover.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.text.viewport():
            self.cover_cut_line()
        return False

    def set_source(self, name: str) -> None:
        self.source.setText(name)
        self.setAccessibleName(name)
        self.text.setAccessibleName(QCoreApplication.translate("PresentView", "Text of %1").replace("%1", name))

    def set_claim(self, claim: str | None) -> None:
        text = claim or ""
        if text != self.claim.text():
            self.claim.setText(text)
            _set_background(self.claim, "#fff1a8" if text else _WHITE)

    @property
    def claim_shown(self) -> str | None:
        return self.claim.text() or None


class PresentView(QWidget):
    """The comparison full screen, stepped through discrepancy by discrepancy.

    The bands that reveals fill (the title, each source's claim, the note) are reserved once, as
    tall as the comparison's longest needs (up to a share of the screen), so stepping never
    moves the articles' text: a reveal paints its band, a new discrepancy scrolls the panes
    (blitted by Qt) and paints the lines that come into view. Only a claim or note longer than
    its band grows it, for its own discrepancy."""

    left = Signal()
    stepChanged = Signal(int)

    def __init__(self, session: ComparisonSession, *, hide_outlets: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("presentView")
        self.setWindowTitle(QCoreApplication.translate("PresentView", "Parallax — Present"))
        self.setAccessibleName(self.windowTitle())  # a window (accessibility.install), named
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#ffffff"))
        palette.setColor(QPalette.ColorRole.Base, QColor("#ffffff"))
        palette.setColor(QPalette.ColorRole.Text, QColor("#1d232a"))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.hide_outlets = hide_outlets
        self.session = session
        self.steps: list[Step] = []
        self.position = 0
        self.panes: list[PresentPane] = []
        self._bands: dict[str, int] = {}
        outer = QVBoxLayout(self)
        self.header = _label(self, "presentStep", colour="#5b6570")
        self.title = _label(self, "presentTitle", bold=True)
        self.row = QHBoxLayout()
        self.note = _label(self, "presentNote")
        self.note.setMargin(8)
        self.keys = _label(self, "presentKeys", colour="#5b6570")
        self.keys.setText(QCoreApplication.translate(
            "PresentView", "Space or → next · ← back · H hide or show outlet names · Esc leave"))
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
            pane.text.installEventFilter(self)  # its stepping keys (see eventFilter)
            self.row.addWidget(pane, 1)
            self.panes.append(pane)
        self._apply_sizes()
        self._rename_sources()
        self._restep()

    def _rename_sources(self) -> None:
        for i, pane in enumerate(self.panes):
            if self.hide_outlets:
                pane.set_source(QCoreApplication.translate("PresentView", "Source %1").replace("%1", chr(ord("A") + i % 26)))
            else:
                pane.set_source(self.session.source_name(pane.article_id))
        self._reserve()

    def _restep(self) -> None:
        current = self.steps[self.position] if self.steps else Step(-1)
        self.steps = present_steps(self.session.discrepancies())
        for pane in self.panes:
            pane.forget_lit()  # passages may have moved: light them again
        self.position = min(self.steps.index(current) if current in self.steps else self.position,
                            len(self.steps) - 1)
        self._reserve()
        self._show()

    # -- reserved bands ------------------------------------------------------------------------
    @staticmethod
    def _claims(d: Discrepancy, count: int | None = None) -> dict[str, str]:
        """Each source's claims of ``d`` (the first ``count`` claimed passages), a source's two joined."""
        claimed = [p for p in d.passages if p.claim.strip()]
        shown: dict[str, str] = {}
        for p in claimed[:count]:
            shown[p.article] = clipped(" · ".join(filter(None, (shown.get(p.article), p.claim.strip()))), "claim")
        return shown

    def _needs(self, d: Discrepancy | None) -> dict[str, int]:
        """The heights ``d`` fully revealed needs: its title, its tallest claim, its note."""
        if d is None:
            comparison = self.session.comparison
            return {"title": text_height(self.title, clipped(comparison.name, "title") if comparison else "")}
        # A pane's parts are as wide as the pane, which its own layout may not have applied yet
        # (a pane not yet shown takes its size when it is).
        claim_width = self.panes[0].width() if self.panes else 0
        claims = [text_height(self.panes[0].claim, c, claim_width) for c in self._claims(d).values()]
        return {
            "title": text_height(self.title, clipped(d.title, "title")),
            "claim": max(claims, default=0),
            "note": text_height(self.note, clipped(d.note.strip(), "note")),
        }

    def _reserve(self) -> None:
        """Size the bands once for the whole presentation (called when sizes or texts change)."""
        layout = self.layout()
        if layout is None or not self.panes:
            return
        layout.activate()  # the widths the heights are measured at
        source = max(text_height(p.source, p.source.text(), p.width()) for p in self.panes)
        for pane in self.panes:
            pane.source.setFixedHeight(source)
        bands = {"title": text_height(self.title, "M"), "claim": 0, "note": 0}
        for d in [None, *self.session.discrepancies()]:
            for part, need in self._needs(d).items():
                bands[part] = max(bands[part], need)
        lines = {"title": (self.title, _BAND_LINES["title"]), "claim": (self.panes[0].claim, _BAND_LINES["claim"]),
                 "note": (self.note, _BAND_LINES["note"])}
        for part, (label, count) in lines.items():
            bands[part] = min(bands[part], text_height(label, "\n".join("M" * count)))
        self._bands = bands
        self._fit(self._discrepancy() if self.steps else None)

    def _fit(self, d: Discrepancy | None) -> None:
        """Give each band its reserved height, or more for a discrepancy that needs more."""
        needs = self._needs(d)
        heights = {part: max(band, needs.get(part, 0)) for part, band in self._bands.items()}
        # Never more than a share of the screen: a band taller than the window would make the
        # window taller, and the type (sized from the window's height) larger, step by step.
        for part, share in _BAND_SHARE.items():
            heights[part] = min(heights[part], max(1, int(self.height() * share)))
        self.title.setFixedHeight(heights["title"])  # an unchanged height changes nothing
        self.note.setFixedHeight(heights["note"])
        self.note.setVisible(heights["note"] > 0)
        for pane in self.panes:
            pane.claim.setFixedHeight(heights["claim"])
            pane.claim.setVisible(heights["claim"] > 0)
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the panes take their height now: the passages scroll into it

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
        self.announce_step()  # also at either end, where nothing moves: the reader hears where they are

    def spoken_step(self) -> str:
        """What the step shows, as a screen reader says it: the discrepancy's number and kind with
        every source's passage, then each claim as it is revealed, then the title and note."""
        d = self._discrepancy() if self.steps else None
        if d is None:
            return f"{self.title.text()}. {self.header.text()}"
        step = self.step
        names = {pane.article_id: pane.source.text() for pane in self.panes}
        if step.note:
            return ". ".join(filter(None, (clipped(d.title, "title"), clipped(d.note.strip(), "note"))))
        if step.claims:
            claimed = [p for p in d.passages if p.claim.strip()]
            passage = claimed[min(step.claims, len(claimed)) - 1]
            return fill(QCoreApplication.translate("PresentView", "%1 claims: %2"), names.get(passage.article, ""),
                        clipped(passage.claim.strip(), "claim"))
        quotes = [
            fill(QCoreApplication.translate("PresentView", "%1: “%2”"), names.get(p.article, ""), p.exact)
            for p in d.passages if p.article in names and not p.orphan
        ]
        return ". ".join([self.header.text(), *quotes])

    def announce_step(self) -> None:
        """Say the step (see :meth:`spoken_step`) to a screen reader."""
        if self.steps:
            announce(self, self.spoken_step())

    def forward(self) -> None:
        self.go(self.position + 1)

    def back(self) -> None:
        self.go(self.position - 1)

    def toggle_outlets(self) -> None:
        self.hide_outlets = not self.hide_outlets
        self._rename_sources()
        announce(self, QCoreApplication.translate("PresentView", "Outlet names hidden") if self.hide_outlets
                 else QCoreApplication.translate("PresentView", "Outlet names shown"))

    @staticmethod
    def _set(label: QLabel, text: str) -> None:
        if label.text() != text:  # an unchanged label is neither laid out nor repainted again
            label.setText(text)
            if label.objectName() == "presentNote":
                _set_background(label, "#f5f7f9" if text else _WHITE)

    def _discrepancy(self) -> Discrepancy | None:
        step = self.step
        found = self.session.discrepancies()
        return found[step.index] if 0 <= step.index < len(found) else None

    @property
    def note_shown(self) -> str | None:
        return self.note.text() or None

    def _show(self) -> None:
        step = self.step
        d = self._discrepancy()
        total = len(self.session.discrepancies())
        comparison = self.session.comparison
        self._fit(d)
        if d is None:
            self._set(
                self.header,
                self.tr("%n discrepancy(ies) · press Space to begin", "", total)
                if total
                else QCoreApplication.translate("PresentView", "No discrepancies recorded yet"),
            )
            self._set(self.title, clipped(comparison.name, "title") if comparison else "")
            self._set(self.note, "")
            for pane in self.panes:
                pane.show_passages([], "")
                pane.set_claim(None)
            return
        self._set(
            self.header,
            fill(QCoreApplication.translate("PresentView", "%1 of %2 · %3"), str(step.index + 1), str(total), self.session.kind_label(d.kind)),
        )
        self._set(self.title, clipped(d.title, "title") if step.note else "")
        shown_claims = self._claims(d, step.claims)
        for pane in self.panes:
            pane.set_claim(shown_claims.get(pane.article_id))
        self._set(self.note, clipped(d.note.strip(), "note") if step.note else "")
        for pane in self.panes:
            spans = [(p.start, p.end) for p in d.passages if p.article == pane.article_id and not p.orphan]
            pane.show_passages(spans, d.kind)

    # -- type size ---------------------------------------------------------------------------
    def _ratio(self) -> float:
        return self.devicePixelRatioF()

    def _apply_sizes(self) -> None:
        ratio = self._ratio()
        px = type_size(self.height(), ratio)
        for widget, part in ((self.header, "header"), (self.title, "title"), (self.note, "note"),
                             (self.keys, "keys")):
            _set_pixel_size(widget, part_size(px, part, ratio))
        for pane in self.panes:
            _set_pixel_size(pane.source, part_size(px, "source", ratio))
            _set_pixel_size(pane.claim, part_size(px, "claim", ratio))
            if _set_pixel_size(pane.text, part_size(px, "text", ratio)):
                pane.text.document().setDefaultFont(pane.text.font())
            pane.claim.setMargin(max(4, px // 6))
        self.row.setSpacing(max(8, px))
        layout = self.layout()
        if layout is not None:
            margin = max(8, px // 2)
            layout.setContentsMargins(margin, margin // 2, margin, margin // 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_sizes()
        self._reserve()
        for pane in self.panes:
            pane.forget_lit()  # the text reflowed: bring the passages back into view
        if self.steps:
            self._show()

    def text_pixel_size(self) -> int:
        return type_size(self.height(), self._ratio())

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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In an article's text the arrows, Home and End move the caret (a screen reader reads
        as it moves); Space, Backspace, Page Up/Down, H and Esc still step, show names or leave
        (a read-only text would take Space and the pages for scrolling)."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _TEXT_STEP_KEYS
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

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
        # The window behind is left on the discrepancy presented last. Focused only now: while
        # presenting, the window's panel, editor and panes following each step would triple a
        # step's work at 4K, for a window nobody sees.
        d = self._discrepancy() if self.steps else None
        if d is not None and self.session.focused != d.id:
            self.session.focus(d.id, reveal=False)
        self.left.emit()
        super().closeEvent(event)


def present(session: ComparisonSession, *, hide_outlets: bool = False, geometry: QRect | None = None) -> PresentView:
    """Open Present mode full screen on the session's comparison, over ``geometry`` (a screen's).

    The view takes the screen's whole geometry itself: without a window manager (a bare X
    server, some projectors' kiosks) a request for full screen alone leaves the window small."""
    view = PresentView(session, hide_outlets=hide_outlets)
    view.setGeometry(geometry if geometry is not None else view.screen().geometry())
    view.showFullScreen()
    view.activateWindow()
    view.setFocus()
    view.announce_step()
    return view
