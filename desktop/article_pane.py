"""One article in the comparison workspace: its header, its text, highlights and find bar.

The pane owns the only conversions between what the reader sees and the code point ranges the
library stores (through :class:`~parallax.desktop.positions.PositionMap`); everything it emits
or accepts is in code points of the article's reading text.

Untrusted text stays inert: links are drawn and can be copied but never opened, and the view
never loads a resource from the network (:meth:`TextView.loadResource`).

Opening is kept cheap for long articles (see ``bench/bench_pane.py``): the document is built
and highlights are indexed before the view ever sees the document. It is handed to the view
when the text is first painted (or the pane first asked about geometry), at the width the
window settled on, and Qt then lays out only the first screen. Highlights are drawn as extra selections for what is on screen only (see
:mod:`.highlighter`): before each paint of the text the pane hands the view the pieces
between the first and the last visible line, so no cost grows with the highlights off screen.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QPointF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from parallax.library.marks import Marks
from parallax.library.models import Article, Highlight, HighlightSpan
from parallax.library.textmodel import ArticleText, Block, blocks_from_json, parse_blocks

from .bridge import follow
from .document import build_document, recolour_links
from .highlighter import HighlightPainter, PaintRange
from .palette import MARK_STYLES, is_dark, mark_style
from .pane_parts import ElidedLabel, FindBar, LinkLabel, TextView
from .plain import literal
from .positions import PositionMap

if TYPE_CHECKING:  # named in signatures only
    from PySide6.QtGui import QMouseEvent, QShowEvent, QTextBlock, QTextLayout

__all__ = ["ArticlePane"]

_MIN_POINT_SIZE = 5.0
_MAX_ZOOM = 30
_ATTACH_UNPAINTED_MS = 500
"""A pane shown but not painted by then (scrolled out of a strip of six) gets its document."""


_PARSED: OrderedDict[str, ArticleText] = OrderedDict()
_PARSED_KEEP = 8


def _article_text(article: Article) -> ArticleText:
    """The blocks to show, whose text is guaranteed to be the stored reading text.

    Parsing is most of the cost of opening a long article (~0.5 s for 1 MB), and articles are
    opened again and again (switching comparisons, reopening a pane), so the last few are
    kept; an article id is a hash of its body, so a cached entry can never be stale.

    If the text model changed since the article was imported the blocks no longer spell the
    stored reading text, and every anchor would drift; show the stored text plainly instead.
    """
    cached = _PARSED.get(article.id)
    if cached is not None and cached.reading_text == article.reading_text:
        _PARSED.move_to_end(article.id)
        return cached
    text = _parse(article)
    _PARSED[article.id] = text
    while len(_PARSED) > _PARSED_KEEP:
        _PARSED.popitem(last=False)
    return text


def _parse(article: Article) -> ArticleText:
    if article.blocks:
        stored = blocks_from_json(article.blocks, article.reading_text)
        if stored is not None:
            return stored
    text = parse_blocks(article.markdown)
    if text.reading_text == article.reading_text:
        return text
    blocks, offset = [], 0
    if article.reading_text:
        for line in article.reading_text.split("\n"):
            blocks.append(Block("paragraph", line, offset))  # an empty line is an empty block
            offset += len(line) + 1
    return ArticleText(tuple(blocks), article.reading_text)


class ArticlePane(QFrame):
    """One article of a comparison: header, text with its highlights, find bar and zoom.

    Positions in and out are code points of the article's reading text. The pane never acts
    on its own highlights: it reports clicks, hovers and menu requests and the window decides.

    Signals:
        closeRequested: the close button was pressed.
        moveRequested: a move button was pressed: ``-1`` left, ``+1`` right.
        selectionChanged: the text selection changed (see :meth:`selected_range`).
        highlightActivated: a highlighted passage was Ctrl+clicked, or Enter was pressed with the
            caret in one: the id of the topmost highlight there.
        highlightHovered: the mouse moved onto another highlight (its id) or off all (None).
        viewportChanged: the text scrolled, was resized or laid out again: anything drawn
            against :meth:`range_y` (connectors) must be redrawn.
        contextMenuRequested: a context menu was asked for: the global position and the id
            of the highlight under it, or None.
        linkHovered: the mouse moved onto a link (its URL, for a status bar) or off one ("").
        zoomChanged: :attr:`zoom` changed (its new value), for the window to persist.
        detailsRequested: the reader asked to see or correct the article's details (outlet,
            author, date, URL, language): the header's ✎ button, or "Name this source…" on an
            article that names no outlet.
        caretHighlightChanged: the caret moved into another highlight (the topmost one's id) or
            out of all (None): the window says what it is (:meth:`describe_caret`).
    """

    closeRequested = Signal()
    moveRequested = Signal(int)
    selectionChanged = Signal()
    highlightActivated = Signal(str)
    highlightHovered = Signal(object)
    viewportChanged = Signal()
    contextMenuRequested = Signal(object, object)
    linkHovered = Signal(str)
    zoomChanged = Signal(int)
    detailsRequested = Signal()
    caretHighlightChanged = Signal(object)

    def __init__(self, article: Article, parent: QWidget | None = None, *, marks: Marks | None = None) -> None:
        super().__init__(parent)
        self._article = article
        self._text = _article_text(article)
        self._positions = PositionMap(self._text.reading_text)
        self._highlights: dict[str, Highlight | HighlightSpan] = {}
        self._kinds: dict[str, str | None] = {}
        self._focused: frozenset[str] = frozenset()
        self._painted: dict[str, PaintRange] = {}
        self._hovered: str | None = None
        self._at_caret: str | None = None
        self._hovered_link = ""
        self._press: QPoint | None = None
        self._y_cache: dict[tuple[int, int], tuple[float, float]] = {}
        self.layout_generation = 0
        self.layout_progress = 0  # counts lazy layout steps: ranges not laid out may be now
        self._zoom = 0
        self._attached = False
        self._marks = marks if marks is not None else Marks()
        self._drawn_marks: dict[str, list[QTextEdit.ExtraSelection]] = {}
        self._mark_list: list[QTextEdit.ExtraSelection] = []
        self._mark_timers: dict[str, QTimer] = {}
        self._marks_version = 0
        self._synced: tuple[int, ...] | None = None  # scroll, height and versions last handed over
        self._drawn_over = False  # the view has extra selections (highlights or marks) to draw
        self.setObjectName("articlePane")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Article: %1").replace("%1", article.title))

        header = self._build_header()
        self._view = TextView(self)
        self._view.setObjectName("articleText")
        self._view.setReadOnly(True)
        self._view.setUndoRedoEnabled(False)
        self._view.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self._view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._view.setAccessibleName(self.tr("Text of %1").replace("%1", article.title))
        self._description = self.tr("Read-only article text; select a passage to highlight it.")
        self._view.setAccessibleDescription(self._description)
        size = self._view.font().pointSizeF()
        self._base_point_size = size if size > 0 else 10.0
        self._link_colour = self.palette().color(QPalette.ColorRole.Link)

        # The document is built and indexed now but handed to the view only when first needed
        # (see the module docstring): no layout, no highlighting pass until then.
        self._doc = QTextDocument(self._view)
        self._doc.setUndoRedoEnabled(False)
        self._doc.setDocumentMargin(12.0)
        self._doc.setDefaultFont(self._view.font())
        self._painter = HighlightPainter(
            self._doc, [b.start for b in self._text.blocks], self._positions, dark=is_dark(self.palette())
        )
        build_document(self._text, self._doc, palette=self.palette())

        self._find: FindBar | None = None  # built when first asked for (see find_bar)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(header)
        layout.addWidget(self._view, 1)
        self._layout = layout

        self._view.selectionChanged.connect(self.selectionChanged)
        self._view.verticalScrollBar().valueChanged.connect(self.viewportChanged)
        self._view.horizontalScrollBar().valueChanged.connect(self.viewportChanged)
        self._view.customContextMenuRequested.connect(self._on_context_menu)
        self._view.zoomStep.connect(lambda step: self._set_zoom(self._zoom + step if step else 0))
        self._view.findRequested.connect(self.show_find)
        self._view.activateRequested.connect(self._activate_at_caret)
        self._view.cursorPositionChanged.connect(self._caret_moved)
        self._view.paint_hook = self._before_paint
        self._view.mouse_hook = self._mouse_event  # (QTextEdit tracks the mouse already)
        self._view.leave_hook = self._mouse_left
        _PaletteWatch(self)
        follow(self, self._marks.changed, self._marks_changed)
        for source, spans in self._marks.of(article.id).items():
            self.set_marks(source, spans)

    # -- construction ---------------------------------------------------------------------

    def _build_header(self) -> QWidget:
        info = self._article.info
        header = QWidget(self)
        header.setObjectName("articleHeader")
        header.setAccessibleName(self.tr("Article details"))
        # One line, elided: the headline is the document's first line anyway, and a wrapped
        # title in a narrow pane would eat the reading space (the tooltip has it whole).
        title = ElidedLabel(info.title, header, mode=Qt.TextElideMode.ElideRight)
        title.setObjectName("articleTitle")
        title.setTextFormat(Qt.TextFormat.PlainText)
        # Read whole (the label shows it elided), with what it is as the description.
        title.setAccessibleName(info.title)
        title.setAccessibleDescription(self.tr("Title"))
        font = QFont(title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15 if font.pointSizeF() > 0 else 11.0)
        title.setFont(font)
        title.refresh()
        # Glyphs rather than the style's standard icons: asking for the style costs ~15 ms in
        # a fresh process (PySide6 sets up QStyle and its enums), on the way to the first paint.
        left = self._tool_button(header, self.tr("Move pane left"), "\u25c0")  # ◀
        right = self._tool_button(header, self.tr("Move pane right"), "\u25b6")  # ▶
        close = self._tool_button(header, self.tr("Close pane"), "\u2715")  # ✕
        left.clicked.connect(lambda: self.moveRequested.emit(-1))
        right.clicked.connect(lambda: self.moveRequested.emit(1))
        close.clicked.connect(self.closeRequested)
        # The title has the top line to itself but for the close button, where a reader looks
        # for it; moving the pane is on the address line (with four or five panes side by
        # side, three buttons beside the title left it a letter or two).
        top = QHBoxLayout()
        top.addWidget(title, 1)
        top.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)

        parts = [p for p in (info.outlet, info.author, _show_date(info.published)) if p]
        meta = ElidedLabel(" · ".join(parts), header, mode=Qt.TextElideMode.ElideRight)
        meta.setObjectName("articleMeta")
        meta.setToolTip(literal(" · ".join(parts)))
        meta.setTextFormat(Qt.TextFormat.PlainText)
        meta.setAccessibleName(" · ".join(parts))
        meta.setAccessibleDescription(self.tr("Outlet, author and date"))
        meta.setVisible(bool(parts))
        # An article that names no outlet is known by its headline alone, in the pane, the
        # report and the claim matrix: say so where the outlet would be, and lead to the form.
        self.name_source = LinkLabel(self.tr("Name this source…"), header)
        self.name_source.setObjectName("nameSource")
        self.name_source.setToolTip(self.tr("No outlet, author or date yet: add them (Edit Article Details)"))
        self.name_source.setAccessibleName(self.tr("Name this source"))
        self.name_source.activated.connect(self.detailsRequested)
        self.name_source.setVisible(not info.outlet)
        details = self._tool_button(header, self.tr("Article details: outlet, author, date, address, language"),
                                    "\u270e")  # ✎
        details.setObjectName("articleDetailsButton")
        details.clicked.connect(self.detailsRequested)
        url_row = QHBoxLayout()
        url = ElidedLabel(info.url or "", header, short=_host(info.url or ""))
        url.setObjectName("articleUrl")
        url.setAccessibleName(info.url or "")
        url.setAccessibleDescription(self.tr("Source address"))
        copy = QToolButton(header)
        copy.setText(self.tr("Copy link"))
        copy.setToolTip(self.tr("Copy the source address (it is never opened from here)"))
        copy.setAccessibleName(self.tr("Copy source address"))
        copy.setAutoRaise(True)
        copy.clicked.connect(self.copy_url)
        # Tab goes as the eye does: the close button (top right), then the address line's
        # buttons, then the text (built after the header, so it follows them in the chain).
        # No focus proxy on the pane: Qt's Tab skips from a widget with one to its proxy, which
        # passed over these buttons (Shift+Tab still reached them).
        QWidget.setTabOrder(close, self.name_source)
        QWidget.setTabOrder(self.name_source, copy)
        QWidget.setTabOrder(copy, details)
        QWidget.setTabOrder(details, left)
        QWidget.setTabOrder(left, right)
        url_row.addWidget(url, 10)
        url_row.addWidget(self.name_source, 10)
        url_row.addStretch(1)  # the buttons stay together at the right when there is no address
        url_row.addWidget(copy)
        url_row.addWidget(details)
        url_row.addWidget(left)
        url_row.addWidget(right)
        url.setVisible(bool(info.url))
        copy.setVisible(bool(info.url))

        column = QVBoxLayout(header)
        column.setContentsMargins(8, 6, 4, 4)
        column.setSpacing(2)
        column.addLayout(top)
        column.addWidget(meta)
        column.addLayout(url_row)
        return header

    @staticmethod
    def _tool_button(parent: QWidget, text: str, glyph: str) -> QToolButton:
        button = QToolButton(parent)
        button.setText(glyph)
        button.setToolTip(text)
        button.setAccessibleName(text)
        button.setAutoRaise(True)
        return button

    def _ensure_attached(self) -> None:
        """Give the view its document (the first layout and highlighting pass happen here)."""
        if self._attached:
            return
        self._attached = True
        # A document without a page size is not laid out: QTextEdit lays it out once, at its
        # viewport's width, just after. With the default size (-1 × -1) Qt laid every document
        # out twice when it was attached, first unwrapped (~10 % of opening six panes).
        self._doc.setPageSize(QSizeF(0, 0))
        self._view.setDocument(self._doc)
        # Laying out more of the document as it scrolls into view moves nothing already laid
        # out, so it only needs a repaint; a new width moves everything.
        self._doc.documentLayout().documentSizeChanged.connect(self._on_more_layout)
        self._view.resized.connect(self._on_relayout)

    def showEvent(self, event: QShowEvent) -> None:
        """The document is handed over at the text's first paint (:meth:`_before_paint`); a
        pane shown and not painted (outside a strip of panes scrolled sideways) gets it half a
        second later all the same, so that what a screen reader reads of it is its text."""
        if not self._attached:
            QTimer.singleShot(_ATTACH_UNPAINTED_MS, self, self._ensure_attached)
        super().showEvent(event)

    # -- public properties ----------------------------------------------------------------

    @property
    def article(self) -> Article:
        return self._article

    @property
    def article_id(self) -> str:
        return self._article.id

    @property
    def reading_text(self) -> str:
        return self._text.reading_text

    @property
    def positions(self) -> PositionMap:
        return self._positions

    @property
    def painter(self) -> HighlightPainter:
        """The highlighter (for tests and benchmarks)."""
        return self._painter

    def text_view(self) -> QTextEdit:
        """The text widget, with its document attached."""
        self._ensure_attached()
        return self._view

    def viewport_top_global(self) -> int:
        """The global y of the top of the text's viewport (without asking for the viewport,
        see :meth:`TextView.viewportEvent`): connectors line their bands up with it."""
        self._ensure_attached()
        view = self._view
        return int(view.mapToGlobal(view.contentsRect().topLeft()).y())

    def viewport_widget(self) -> QWidget:
        """The widget :meth:`range_y` and :meth:`highlight_at` coordinates refer to."""
        self._ensure_attached()
        return self._view.viewport()

    # -- highlights -------------------------------------------------------------------------

    def set_highlights(
        self, highlights: Sequence[Highlight | HighlightSpan], kinds: Mapping[str, str | None]
    ) -> None:
        """Show exactly these highlights; only the paragraphs that changed are redrawn.

        Orphans, highlights of other articles and ranges outside the text are left out: an
        anchor that no longer fits is never drawn over words it does not mean.

        Args:
            highlights: the article's highlights.
            kinds: highlight id -> the kind that colours it (None: a plain highlight).
        """
        length, aid = self._positions.length, self._article.id
        self._highlights = {
            h.id: h for h in highlights if not h.orphan and h.article == aid and 0 <= h.start < h.end <= length
        }
        self._kinds = dict(kinds)
        self._update_ranges()

    def update_highlights(
        self,
        changed: Sequence[Highlight | HighlightSpan],
        removed_ids: Collection[str],
        kinds: Mapping[str, str | None],
    ) -> None:
        """Change only some highlights (new or edited ones, and ids that are gone).

        The cost follows the size of the change, not the number of highlights: the workspace
        calls this for each edit, so adding one highlight among 10,000 stays within a frame.
        """
        length, aid = self._positions.length, self._article.id
        gone = set(removed_ids)
        for h in changed:
            if not h.orphan and h.article == aid and 0 <= h.start < h.end <= length:
                self._highlights[h.id] = h
            else:
                gone.add(h.id)
        for hid in gone:
            self._highlights.pop(hid, None)
            self._kinds.pop(hid, None)
        self._kinds.update(kinds)
        upserts = []
        kind_of, focused = self._kinds.get, self._focused
        for hid in {h.id for h in changed} | set(kinds):
            shown = self._highlights.get(hid)
            if shown is None:
                continue
            r = PaintRange(hid, shown.start, shown.end, kind_of(hid), hid in focused)
            if self._painted.get(hid) != r:
                self._painted[hid] = r
                upserts.append(r)
        for hid in gone:
            self._painted.pop(hid, None)
        self._painter.update_ranges(upserts, gone)
        self._sync_highlights()
        self._caret_moved()

    def set_focused(self, highlight_ids: Collection[str]) -> None:
        """Draw these highlights stronger (the selected discrepancy's passages, say)."""
        focused = frozenset(highlight_ids)
        if focused != self._focused:
            self._focused = focused
            self._update_ranges()

    def _update_ranges(self) -> None:
        # Reuse the tuples of unchanged highlights: the painter then diffs by identity. Plain
        # tuple indexing, not attribute names: this runs over every highlight on each change.
        kind_of, focused, previous = self._kinds.get, self._focused, self._painted.get
        painted: dict[str, PaintRange] = {}
        for hid, h in self._highlights.items():
            start, end, kind, on = h.start, h.end, kind_of(hid), hid in focused
            old = previous(hid)
            if old is None or old[1] != start or old[2] != end or old[3] != kind or old[4] != on:
                old = PaintRange(hid, start, end, kind, on)
            painted[hid] = old
        self._painted = painted
        self._painter.set_ranges(painted)
        self._sync_highlights()
        self._caret_moved()  # the highlight at the caret may have come or gone

    def _sync_highlights(self) -> None:
        """Hand the view the highlight pieces between the first and last visible lines, and the
        find and flash marks above them; nothing happens when neither moved nor changed.

        Called before every paint of the text (from :meth:`_before_paint`), which covers
        scrolling, resizing, zooming and the lazy layout reaching the screen, and after every
        change of highlights or marks. Qt then repaints the pieces that changed; inside a
        paint that is a second, small paint of the pieces that scrolled into view, which also
        covers pieces outside the area being painted. A paint that changes none of these (a
        caret blink, a hover) costs one comparison.
        """
        if not self._attached:
            return
        view = self._view
        top = view.verticalScrollBar().value()
        bottom = top + max(view.viewport_height(), 1)
        key = (top, bottom, self.layout_generation, self._painter.version, self._marks_version)
        if key == self._synced:
            return
        self._synced = key
        if self._painter.empty and not self._mark_list:
            # Nothing to draw over the text (an article without highlights, as every pane of a
            # new comparison is at its first paint): no visible lines to find first.
            if self._drawn_over:
                view.setExtraSelections([])
                self._drawn_over = False
            return
        # Lays the text out down to the bottom edge: what the paint would do next anyway.
        self._doc.documentLayout().hitTest(QPointF(0.0, float(bottom)), Qt.HitTestAccuracy.FuzzyHit)
        qs, qe = self._line_span_at(top)[0], self._line_span_at(bottom)[1]
        selections = self._painter.selections(qs, qe) + self._mark_list
        view.setExtraSelections(selections)
        self._drawn_over = bool(selections)

    def highlight_at(self, viewport_point: QPoint) -> str | None:
        """The id of the topmost highlight drawn under a point of :meth:`viewport_widget`."""
        position = self._char_at(viewport_point)
        if position is None:
            return None
        hits = self._painter.ranges_at(position)
        return hits[-1].id if hits else None

    def link_at(self, viewport_point: QPoint) -> str | None:
        """The URL of the link under a point of :meth:`viewport_widget` (to offer copying it)."""
        self._ensure_attached()
        return self._view.anchorAt(viewport_point) or None

    def copy_url(self) -> None:
        """Put the article's source address on the clipboard."""
        if self._article.info.url:
            QGuiApplication.clipboard().setText(self._article.info.url)

    def _char_at(self, viewport_point: QPoint) -> int | None:
        """The code point drawn under a viewport point, or None off the text."""
        self._ensure_attached()
        layout = self._doc.documentLayout()
        point = QPointF(viewport_point) + QPointF(
            self._view.horizontalScrollBar().value(), self._view.verticalScrollBar().value()
        )
        if layout.hitTest(point, Qt.HitTestAccuracy.ExactHit) < 0:
            return None
        qt_pos = layout.hitTest(point, Qt.HitTestAccuracy.FuzzyHit)
        block = self._doc.findBlock(qt_pos)
        if not block.isValid():
            return None
        text_layout = block.layout()
        local = point - text_layout.position()
        from PySide6.QtGui import QTextLine  # its type and enums: at the first hover, not at start-up

        for i in range(text_layout.lineCount()):
            line = text_layout.lineAt(i)
            if line.y() <= local.y() < line.y() + line.height():
                rel = line.xToCursor(local.x(), QTextLine.CursorPosition.CursorOnCharacter)
                in_line = line.textStart() <= rel < line.textStart() + line.textLength()
                if in_line and rel < block.length() - 1:
                    return self._positions.from_qt(block.position() + rel)
                return None
        return None

    # -- selection --------------------------------------------------------------------------

    def selected_range(self) -> tuple[int, int] | None:
        """The selected text as a code point range without surrounding white space.

        A selection that ends inside a surrogate pair (possible with ``setPosition``) is widened
        to the whole character. None when nothing but white space is selected.
        """
        self._ensure_attached()
        cursor = self._view.textCursor()
        if not cursor.hasSelection():
            return None
        start, end = self._positions.range_from_qt(cursor.selectionStart(), cursor.selectionEnd())
        text = self._text.reading_text
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        return (start, end) if start < end else None

    def select_range(self, start: int, end: int) -> None:
        """Select ``[start, end)`` (code points, clamped to the text)."""
        self._ensure_attached()
        qs, qe = self._qt_range(start, end)
        cursor = QTextCursor(self._doc)
        cursor.setPosition(qs)
        cursor.setPosition(qe, QTextCursor.MoveMode.KeepAnchor)
        self._view.setTextCursor(cursor)

    def selection_start(self) -> int:
        """The code point where the selection starts (the caret if nothing is selected)."""
        self._ensure_attached()
        return self._positions.from_qt(self._view.textCursor().selectionStart())

    def caret_position(self) -> int:
        """The caret's code point position."""
        self._ensure_attached()
        return self._positions.from_qt(self._view.textCursor().position())

    def _qt_range(self, start: int, end: int) -> tuple[int, int]:
        length = self._positions.length
        start = min(max(start, 0), length)
        end = min(max(end, start), length)
        return self._positions.range_to_qt(start, end)

    # -- the highlight at the caret, for readers who cannot see the tints -------------------

    def _caret_moved(self) -> None:
        if not self._attached:
            return
        hits = self._painter.ranges_at(self.caret_position())
        found = hits[-1].id if hits else None
        if found != self._at_caret:
            self._at_caret = found
            self.caretHighlightChanged.emit(found)

    def describe_caret(self, words: str | None) -> None:
        """Say what the caret is in ("Count highlight, Officers wounded: 8"): the text's
        accessible description becomes ``words``, which a screen reader reads with the text,
        and while the text has the focus they are announced. None: the usual description."""
        from .accessibility import announce

        self._view.setAccessibleDescription(words or self._description)
        if words and self._view.hasFocus():
            announce(self._view, words)

    def painted_ranges(self) -> list[PaintRange]:
        """The highlights drawn in this pane, in reading order."""
        return sorted(self._painted.values(), key=lambda r: (r.start, r.end, r.id))

    def step_highlight(self, delta: int) -> bool:
        """Put the caret at the start of the next (+1) or previous (-1) highlight; False when
        there is none that way."""
        ranges, caret = self.painted_ranges(), self.caret_position()
        if delta > 0:
            target = next((r for r in ranges if r.start > caret), None)
        else:
            target = next((r for r in reversed(ranges) if r.start < caret), None)
        if target is None:
            return False
        self.go_to_highlight(target.id)
        return True

    def go_to_highlight(self, highlight_id: str) -> None:
        """Put the caret at the start of a highlight, in view, with the keyboard focus: what
        it is is then said as when the caret moves into it."""
        found = self._painted.get(highlight_id)
        if found is None:
            return
        self._ensure_attached()
        cursor = QTextCursor(self._doc)
        cursor.setPosition(self._qt_range(found.start, found.start)[0])
        self._view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._at_caret = None  # said again even if the caret was there already
        self._view.setTextCursor(cursor)
        self._caret_moved()
        self._bring_into_view(found.start, found.end, centre=False)

    def _activate_at_caret(self) -> None:
        position = self.caret_position()
        for candidate in (position, position - 1):
            hits = self._painter.ranges_at(candidate)
            if hits:
                self.highlightActivated.emit(hits[-1].id)
                return

    # -- geometry ---------------------------------------------------------------------------

    def _line_box(self, qt_pos: int) -> tuple[float, float] | None:
        """Document y of the top and bottom of the line holding ``qt_pos``, if laid out."""
        block = self._doc.findBlock(qt_pos)
        if not block.isValid():
            return None
        text_layout = block.layout()
        if text_layout.lineCount() == 0:
            return None
        line = text_layout.lineForTextPosition(qt_pos - block.position())
        if not line.isValid():
            line = text_layout.lineAt(text_layout.lineCount() - 1)
        top = text_layout.position().y() + line.y()
        return top, top + line.height()

    def _doc_y(self, start: int, end: int) -> tuple[float, float] | None:
        qs, qe = self._qt_range(start, end)
        first = self._line_box(qs)
        last = self._line_box(qe - 1) if qe > qs else first
        if first is None or last is None:
            return None
        return first[0], last[1]

    def range_y(self, start: int, end: int) -> tuple[int, int] | None:
        """Top and bottom of ``[start, end)`` in viewport coordinates; None if not laid out.

        The document y is computed once per range and cached until the text is laid out
        again; each call only subtracts the current scroll offset, so connectors can ask for
        hundreds of ranges on every paint.
        """
        self._ensure_attached()
        key = (start, end)
        box = self._y_cache.get(key)
        if box is None:
            box = self._doc_y(start, end)
            if box is None:
                return None
            self._y_cache[key] = box
        scroll = self._view.verticalScrollBar().value()
        return round(box[0] - scroll), round(box[1] - scroll)

    def _force_layout_to(self, qt_pos: int) -> None:
        block = self._doc.findBlock(qt_pos)
        if block.isValid():
            layout = self._doc.documentLayout()
            layout.blockBoundingRect(block)  # lays the document out up to this block
            bar = self._view.verticalScrollBar()
            needed = int(layout.documentSize().height()) - self._view.viewport_height()
            if needed > bar.maximum():  # Qt updates the range later; scrolling needs it now
                bar.setMaximum(needed)

    def scroll_to_range(self, start: int, end: int) -> None:
        """Scroll so that ``[start, end)`` is centred (revealing a discrepancy also flashes its
        passages: a "flash" mark, see :attr:`marks`)."""
        self._ensure_attached()
        self._force_layout_to(self._qt_range(start, end)[1])
        box = self._doc_y(start, end)
        if box is not None:
            middle = (box[0] + box[1]) / 2
            self._view.verticalScrollBar().setValue(round(middle - self._view.viewport_height() / 2))

    def first_visible_position(self) -> int:
        """The code point starting the first line at least partly visible (linked scrolling)."""
        return self.position_at(0)

    def position_at(self, viewport_y: int) -> int:
        """The code point starting the line at ``viewport_y`` of the viewport (linked scrolling
        asks which sentence the reader's line is in)."""
        self._ensure_attached()
        return self._positions.from_qt(self._line_span_at(self._view.verticalScrollBar().value() + viewport_y)[0])

    def _line_span_at(self, doc_y: float) -> tuple[int, int]:
        """Qt positions of the start and end of the first laid-out line whose bottom is below
        ``doc_y`` (past the laid-out text: the end of what is laid out).

        A binary search over the blocks' layouts: Qt's own fuzzy hit test answers nonsense for
        a point in the margin between two paragraphs.
        """
        block = self._last_laid_out_block(lambda layout: layout.position().y() <= doc_y)
        text_layout = block.layout()
        top = text_layout.position().y()
        for i in range(text_layout.lineCount()):
            line = text_layout.lineAt(i)
            if top + line.y() + line.height() > doc_y:
                start = block.position() + line.textStart()
                return start, start + line.textLength()
        following = block.next()
        if following.isValid():
            end = following.position() + max(following.length() - 1, 0)
            return following.position(), end
        end = block.position() + block.length() - 1
        return end, end

    def scroll_to_y_of(self, position: int, viewport_y: int) -> None:
        """Scroll so that the line holding ``position`` starts at ``viewport_y``."""
        self._ensure_attached()
        qs, _ = self._qt_range(position, position)
        self._force_layout_to(qs)
        box = self._line_box(qs)
        if box is not None:
            self._view.verticalScrollBar().setValue(round(box[0] - viewport_y))

    def _on_more_layout(self) -> None:
        self.layout_progress += 1
        self.viewportChanged.emit()

    def _on_relayout(self) -> None:
        self._y_cache.clear()
        self.layout_generation += 1
        self.viewportChanged.emit()

    def document_y(self, start: int, end: int) -> tuple[float, float] | None:
        """Top and bottom of ``[start, end)`` in document coordinates (cached); None if not laid out.

        Valid while :attr:`layout_generation` is unchanged: connectors keep these and subtract
        :meth:`scroll_offset` at paint time.
        """
        self._ensure_attached()
        key = (start, end)
        box = self._y_cache.get(key)
        if box is None:
            box = self._doc_y(start, end)
            if box is None:
                return None
            self._y_cache[key] = box
        return box

    def laid_out_end(self) -> int:
        """The code point where the laid-out text ends: Qt lays a document out from the top,
        lazily, so every range ending before this has a place (:meth:`document_y`) and none
        after it has yet. A binary search over the blocks, cheap enough to ask on each paint.
        """
        self._ensure_attached()
        if not self._doc.firstBlock().layout().lineCount():
            return 0
        block = self._last_laid_out_block(lambda _layout: True)
        return self._positions.from_qt(block.position() + block.length() - 1)

    def _last_laid_out_block(self, before: Callable[[QTextLayout], bool]) -> QTextBlock:
        """The last laid-out block whose layout satisfies ``before`` (the first block if none
        does): a binary search, since Qt lays a document out from the top and ``before`` must
        hold for a prefix of the blocks."""
        doc = self._doc
        lo, hi = 0, doc.blockCount() - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            text_layout = doc.findBlockByNumber(mid).layout()
            if text_layout.lineCount() and before(text_layout):
                lo = mid
            else:
                hi = mid - 1
        return doc.findBlockByNumber(lo)

    def lay_out_to(self, position: int) -> None:
        """Make sure the text is laid out up to ``position`` (Qt lays out lazily as it scrolls)."""
        self._ensure_attached()
        qs, _ = self._qt_range(position, position)
        self._force_layout_to(qs)

    def scroll_offset(self) -> int:
        return int(self._view.verticalScrollBar().value())

    # -- marks ------------------------------------------------------------------------------

    @property
    def marks(self) -> Marks:
        """The marks this pane follows (the session's; a pane of its own has its own): write a
        source's spans there and the pane draws them (:meth:`set_marks`)."""
        return self._marks

    def set_marks(self, source: str, spans: Collection[tuple[int, int]]) -> None:
        """Draw ``source``'s marks over these passages (code points) in the source's style
        (:data:`.palette.MARK_STYLES`), replacing what it marked before; none clears them.
        Marks are few and transient, so they are drawn as extra selections."""
        style = mark_style(source)
        colour = QColor(self.palette().color(style.role))
        tint = QColor(colour)
        tint.setAlpha(style.alpha)
        drawn = []
        for start, end in spans:
            qs, qe = self._qt_range(start, end)
            if qe <= qs:
                continue
            mark = QTextEdit.ExtraSelection()
            cursor = QTextCursor(self._doc)
            cursor.setPosition(qs)
            cursor.setPosition(qe, QTextCursor.MoveMode.KeepAnchor)
            mark.cursor = cursor
            fmt = QTextCharFormat()
            fmt.setBackground(tint)
            if style.underline != QTextCharFormat.UnderlineStyle.NoUnderline:
                fmt.setUnderlineStyle(style.underline)
                fmt.setUnderlineColor(colour)
            mark.format = fmt
            drawn.append(mark)
        if drawn:
            self._drawn_marks[source] = drawn
        elif self._drawn_marks.pop(source, None) is None:
            return
        if style.lasts_ms and drawn:
            self._expire_later(source, style.lasts_ms)
        order = {name: i for i, name in enumerate(MARK_STYLES)}
        sources = sorted(self._drawn_marks, key=lambda name: order.get(name, -1))
        self._mark_list = [m for name in sources for m in self._drawn_marks[name]]
        self._marks_version += 1
        self._sync_highlights()

    def marked(self, source: str) -> int:
        """How many passages ``source`` has drawn here."""
        return len(self._drawn_marks.get(source, ()))

    def _marks_changed(self, source: str, articles: frozenset[str], reveal: bool) -> None:
        if self._article.id not in articles:
            return
        spans = self._marks.spans(source, self._article.id)
        self.set_marks(source, spans)
        if reveal and spans:
            self._bring_into_view(*spans[0], centre=mark_style(source).centre)

    def _bring_into_view(self, start: int, end: int, *, centre: bool) -> None:
        """Centre ``[start, end)``; or, unless ``centre``, leave it where it is if it is well in
        view. (Scrolling only until it shows left a find match on the bottom line, where the
        find bar, laid out a moment later, pushed it out of sight.)"""
        self._ensure_attached()
        if not centre:
            self._force_layout_to(self._qt_range(start, end)[1])
            box = self.range_y(start, end)
            margin = 3 * self._view.fontMetrics().height()
            if box is not None and box[0] >= margin and box[1] <= self._view.viewport_height() - margin:
                return
        self.scroll_to_range(start, end)

    def _expire_later(self, source: str, ms: int) -> None:
        timer = self._mark_timers.get(source)
        if timer is None:
            timer = self._mark_timers[source] = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: self._expire(source))
        timer.start(ms)

    def _expire(self, source: str) -> None:
        self.set_marks(source, ())
        self._marks.put(source, self._article.id, ())

    def collapse_selection(self) -> None:
        """Keep the caret where the selection started, selecting nothing."""
        self._ensure_attached()
        cursor = self._view.textCursor()
        if cursor.hasSelection():
            cursor.setPosition(cursor.selectionStart())
            self._view.setTextCursor(cursor)

    # -- find and zoom ----------------------------------------------------------------------

    def show_find(self) -> None:
        """Open the find bar, seeded with the selected text if it is one short line."""
        self._ensure_attached()
        selected = self._view.textCursor().selectedText()
        find = self.find_bar
        find.show()
        if selected and len(selected) <= 80 and "\u2029" not in selected and "\u2028" not in selected:
            find.edit.setText(selected)
        find.edit.setFocus()
        find.edit.selectAll()

    @property
    def find_bar(self) -> FindBar:
        """The find bar, built on first use: most panes are never searched, and its buttons'
        icons are the first use of the style's icons in a fresh process."""
        if self._find is None:
            self._find = FindBar(self, self)
            self._find.hide()
            self._find.closed.connect(self._view.setFocus)
            self._layout.insertWidget(1, self._find)
        return self._find

    @property
    def zoom(self) -> int:
        """Text size offset in points from the application's font (persisted by the window)."""
        return self._zoom

    @zoom.setter
    def zoom(self, value: int) -> None:
        self._set_zoom(value)

    def zoom_in(self) -> None:
        self._set_zoom(self._zoom + 1)

    def zoom_out(self) -> None:
        self._set_zoom(self._zoom - 1)

    def zoom_reset(self) -> None:
        self._set_zoom(0)

    READABLE_SAMPLE = "and then the reports disagreed"
    """Thirty characters of ordinary text: the narrowest measure a pane keeps (the workspace
    scrolls, or the side panels fold away, rather than squeeze it)."""

    def readable_width(self) -> int:
        """The pane's width that shows about thirty characters of its body text a line, at its
        zoom: the sample's width, the document's margins, the scroll bar and the frames."""
        from PySide6.QtGui import QFontMetricsF

        text = QFontMetricsF(self._view.font()).horizontalAdvance(self.READABLE_SAMPLE)
        margins = 2 * self._doc.documentMargin() + 2 * (self._view.frameWidth() + self.frameWidth())
        bar = self._view.verticalScrollBar().sizeHint().width()
        return int(text + margins + bar + 2)

    def _set_zoom(self, value: int) -> None:
        lowest = -int(self._base_point_size - _MIN_POINT_SIZE)
        value = max(lowest, min(_MAX_ZOOM, int(value)))
        if value == self._zoom:
            return
        keep = self.first_visible_position() if self._attached and self._view.verticalScrollBar().value() else None
        self._zoom = value
        font = QFont(self._view.font())
        font.setPointSizeF(self._base_point_size + value)
        self._view.setFont(font)  # an attached view passes it on to its document itself
        if not self._attached:
            self._doc.setDefaultFont(font)  # (setting it twice would lay out twice)
        if keep is not None:
            self.scroll_to_y_of(keep, 0)
        self._y_cache.clear()
        self.layout_generation += 1
        self.setMinimumWidth(self.readable_width())
        self.zoomChanged.emit(value)
        self.viewportChanged.emit()

    # -- events -----------------------------------------------------------------------------

    def _palette_changed(self) -> None:
        """The pane's palette changed (its own, or the application's): tints and links follow."""
        if hasattr(self, "_painter"):  # not mid-__init__
            self._painter.set_dark(is_dark(self.palette()))
            self._sync_highlights()
            link = self.palette().color(QPalette.ColorRole.Link)
            if link != self._link_colour:
                self._link_colour = link
                recolour_links(self._text, self._doc, self._positions, link)

    def _on_context_menu(self, pos: QPoint) -> None:
        self.contextMenuRequested.emit(self._view.viewport().mapToGlobal(pos), self.highlight_at(pos))

    def _before_paint(self) -> None:
        """Before each paint of the text: the highlights on screen are handed over."""
        # Attached at its first paint, not when shown: a window that opens panes settles their
        # widths after showing them (the splitter's share, the strips, the side panels folding
        # away), and each new width laid the whole text out again (three times each of six).
        self._ensure_attached()
        self._sync_highlights()

    def _mouse_event(self, event: QMouseEvent) -> None:
        """Clicks and hovers on the text (the view handles them as usual afterwards)."""
        kind = event.type()
        if kind == QEvent.Type.MouseMove:
            pos = event.position().toPoint()
            self._set_hovered(self.highlight_at(pos))
            link = self._view.anchorAt(pos)
            if link != self._hovered_link:
                if not link:  # off a link: its address (the view's own tooltip) goes too
                    from PySide6.QtWidgets import QToolTip

                    QToolTip.hideText()
                self._hovered_link = link
                self.linkHovered.emit(link)
        elif event.button() != Qt.MouseButton.LeftButton:
            return
        elif kind == QEvent.Type.MouseButtonPress:
            self._press = event.position().toPoint()
        elif kind == QEvent.Type.MouseButtonRelease and self._press is not None:
            pos = event.position().toPoint()
            moved = (pos - self._press).manhattanLength()
            self._press = None
            deliberate = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            if (
                deliberate
                and moved < QGuiApplication.styleHints().startDragDistance()
                and not self._view.textCursor().hasSelection()
            ):
                # Only Ctrl+click adds a passage to the pending tray: a reader (or a
                # teacher clicking around in class) clicks highlights without meaning to.
                hid = self.highlight_at(pos)
                if hid is not None:
                    self.highlightActivated.emit(hid)

    def _mouse_left(self) -> None:
        """The mouse left the text (for the outside or a scroll bar)."""
        self._set_hovered(None)
        if self._hovered_link:
            self._hovered_link = ""
            self.linkHovered.emit("")

    def _set_hovered(self, hid: str | None) -> None:
        if hid != self._hovered:
            self._hovered = hid
            self.highlightHovered.emit(hid)


class _PaletteWatch(QWidget):
    """A hidden child that tells its pane when the palette changes (the pane's own, or the
    application's). Not the pane's ``changeEvent``: that is called before the first paint (the
    frame's contents rectangle changes as it is built), and a Python handler given a plain
    ``QEvent`` makes PySide6 create the types of every event class (see :class:`.TextView`);
    a hidden widget receives no change before the first paint, and palette changes all the same."""

    def __init__(self, pane: ArticlePane) -> None:
        super().__init__(pane)
        self._pane = pane
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._pane._palette_changed()


def _show_date(published: str | None) -> str | None:
    """An ISO 8601 time as "2026-03-14 05:40" (the stored form is kept for anything else)."""
    if not published:
        return None
    date, _, time = published.partition("T")
    return f"{date} {time[:5]}" if time[:5].count(":") == 1 else date


def _host(address: str) -> str:
    """The host of a web address without "www." (``https://www.example.org/a`` -> ``example.org``)."""
    from urllib.parse import urlsplit

    try:
        host = urlsplit(address).hostname or ""
    except ValueError:
        return ""
    return host.removeprefix("www.")
