"""The workspace: a comparison's articles side by side, the connectors between them, and the
tray of pending passages waiting to be linked.

It draws what the session holds and turns reader gestures into the session's methods: panes
follow the session's highlights and focus, strips its bands, the tray its pending passages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.i18n import status_label
from parallax.library.marks import FLASH
from parallax.library.models import Highlight
from parallax.library.session import MAX_PANES, ComparisonSession, HighlightUpdate, align_target

from .accessibility import fill
from .article_pane import ArticlePane
from .bridge import follow
from .connectors import STRIP_NARROW, STRIP_WIDTH, ConnectorStrip
from .pane_moves import FocusedPaneMarker
from .pending_tray import PendingTray
from .scroll_links import ScrollLinks

if TYPE_CHECKING:  # made when first used (a drag, a hover), not by the start
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

__all__ = ["MAX_PANES", "Workspace"]


class Workspace(QWidget):
    """The panes of the open comparison, connectors and the pending tray.

    Signals:
        panesChanged(): panes were opened, closed or moved.
        widthChanged(): the workspace's width changed (the window, or a dock beside it).
        status(str): a short message for the status bar.
        articlesDropped(list): article ids dropped on the workspace.
        contextMenuRequested(object, object, object): (pane, global point, highlight id or None).
        detailsRequested(str): a pane's reader asked for its article's details (the article id).
    """

    panesChanged = Signal()
    status = Signal(str)
    widthChanged = Signal()
    articlesDropped = Signal(list)
    contextMenuRequested = Signal(object, object, object)
    detailsRequested = Signal(str)

    def __init__(self, session: ComparisonSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.panes: list[ArticlePane] = []
        self.strips: list[ConnectorStrip] = []
        self.linked_scrolling = False
        self.mover: Callable[[str, int], None] | None = None
        """Set by the window: moves a pane as an undoable step (else moved directly)."""
        self.focus_marker = FocusedPaneMarker(self)
        self.scroll_links = ScrollLinks(self)
        """The sentence alignment of the shown articles (computed on a worker thread)."""
        self.scroll_links.ready.connect(self._alignment_ready)
        self._syncing = False
        self._zoom = 0
        # The panes sit in a strip that scrolls sideways when even the whole window cannot give
        # each one a readable measure (six panes on a small screen): a pane never gets
        # narrower than about thirty characters of its text (ArticlePane.readable_width).
        self.strip = QScrollArea(self)
        self.strip.setObjectName("paneStrip")
        self.strip.setFrameShape(QFrame.Shape.NoFrame)
        self.strip.setWidgetResizable(True)
        self.strip.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.strip.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.strip.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(2)
        self.strip.setWidget(self.splitter)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._show_focused_pane)
        self.tray = PendingTray(session, self)
        self.overflow = QLabel(self)
        self.overflow.setTextFormat(Qt.TextFormat.PlainText)  # may name a file, a title or an error
        self.overflow.setVisible(False)
        # What an empty comparison shows instead of a blank area: how to add articles.
        self.hint = QLabel(
            self.tr(
                "This comparison has no articles yet.\n\n"
                "Drag articles here from the library on the left (or double-click them there),\n"
                "or import files with File → Import… (Ctrl+O) or by dropping them on the window."
            ),
            self,
        )
        self.hint.setObjectName("emptyComparisonHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.overflow)
        layout.addWidget(self.hint, 1)
        layout.addWidget(self.strip, 1)
        layout.addWidget(self.tray)
        self.setAcceptDrops(True)
        events = session.events
        follow(self, events.comparison_changed, self.rebuild)
        follow(self, events.articles_changed, self.rebuild)
        follow(self, events.sources_changed, self._sources_changed)
        follow(self, events.highlights_changed, self._highlights_changed)
        follow(self, events.focus_changed, self._focus_changed)
        follow(self, events.message, self.status.emit)
        follow(self, events.reveal_requested, self.reveal)

    # -- panes ----------------------------------------------------------------------------------
    @property
    def comparison_id(self) -> str | None:
        return self.session.comparison_id

    def rebuild(self) -> None:
        """Recreate panes and strips for the session's shown articles."""
        # The splitter stays hidden while it empties and fills. Each widget removed from a
        # visible splitter gives its width to the others, whose texts are laid out again (the
        # six panes of the comparison before: ~150 M instructions); each pane added to a
        # visible splitter would be shown (and its text laid out) at once, then again at every
        # width the later panes give it. Shown once, every pane lays out its first screen once,
        # at its final width.
        hide = self.splitter.isVisible()
        # The keyboard focus leaves the old panes before they go: a focused widget hidden or
        # taken out of the window makes Qt pass the focus on through the window's
        # focusNextPrevChild (a walk over every widget, some half taken down), after which
        # PySide6 lost its wrappers of the window's actions (closing the window then crashed).
        # It comes back to the first new pane.
        focus = QApplication.focusWidget()
        focused = focus is not None and self.splitter.isAncestorOf(focus)
        if focused:
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        if hide:
            self.splitter.hide()
        for strip in self.strips:
            strip.detach()
        for widget in [*self.panes, *self.strips]:
            widget.setParent(None)
            widget.deleteLater()
        self.panes = []
        self.strips = []
        session = self.session
        articles = session.articles()
        self.hint.setVisible(session.comparison_id is not None and not articles)
        hidden = session.not_shown()
        self.overflow.setVisible(hidden > 0)
        if hidden > 0:
            self.overflow.setText(
                self.tr("%n more article(s) of this comparison are not shown: close a pane, then open them "
                        "from the library (at most six side by side).", "", hidden)
            )
        for article in articles:
            pane = ArticlePane(article, self.splitter, marks=session.marks)
            pane.zoom = self._zoom
            highlights = session.highlights(article.id)
            pane.set_highlights(highlights, session.colour_kinds(highlights))
            if self.panes:
                strip = ConnectorStrip(session, self.panes[-1], pane, self.splitter)
                self.splitter.addWidget(strip)
                self.strips.append(strip)
            self.splitter.addWidget(pane)
            self.panes.append(pane)
            self._wire(pane)
        for pane in self.panes:
            pane.setMinimumWidth(pane.readable_width())
        self._fit_strips()
        for index in range(self.splitter.count()):
            child = self.splitter.widget(index)
            self.splitter.setCollapsible(index, False)
            self.splitter.setStretchFactor(index, 0 if isinstance(child, ConnectorStrip) else 1)
            # A splitter lowers each widget added to it, and screen readers list a widget's
            # children in that stacking order: the panes were read last to first. Raised in
            # order, they are read as they stand; the handles stay on top to be grabbed.
            if child is not None:
                child.raise_()
        for index in range(self.splitter.count()):
            handle = self.splitter.handle(index)
            if handle is not None:
                handle.raise_()
        if hide:
            self.splitter.show()
        if focused and self.panes:
            self.panes[0].text_view().setFocus(Qt.FocusReason.OtherFocusReason)
        self._apply_focus()
        if self.linked_scrolling:
            self._align_sentences()
        self.panesChanged.emit()

    def _wire(self, pane: ArticlePane) -> None:
        aid, session = pane.article_id, self.session
        pane.closeRequested.connect(lambda a=aid: session.close_article(a))
        pane.detailsRequested.connect(lambda a=aid: self.detailsRequested.emit(a))
        pane.moveRequested.connect(lambda delta, a=aid: (self.mover or self.move_article)(a, delta))
        pane.selectionChanged.connect(lambda p=pane: self._selection_changed(p))
        pane.highlightActivated.connect(session.add_pending_highlight)
        pane.viewportChanged.connect(lambda p=pane: self._viewport_changed(p))
        pane.contextMenuRequested.connect(lambda point, hid, p=pane: self.contextMenuRequested.emit(p, point, hid))
        pane.highlightHovered.connect(self._show_hover)
        pane.caretHighlightChanged.connect(lambda hid, p=pane: self._say_at_caret(p, hid))
        pane.linkHovered.connect(
            lambda url: self.status.emit(self.tr("Link (not opened by Parallax): %1").replace("%1", url) if url else "")
        )

    def pane_for(self, article_id: str) -> ArticlePane | None:
        return next((p for p in self.panes if p.article_id == article_id), None)

    def current_pane(self) -> ArticlePane | None:
        focus = self.focusWidget()
        for pane in self.panes:
            if focus is not None and (focus is pane or pane.isAncestorOf(focus)):
                return pane
        return self.panes[0] if len(self.panes) == 1 else None

    def close_article(self, article_id: str) -> None:
        """Close a pane; the article stays in the comparison (reopen it from the library)."""
        self.session.close_article(article_id)

    def move_article(self, article_id: str, delta: int) -> None:
        try:
            self.session.move_article(article_id, delta)
        except ParallaxError as exc:
            self.status.emit(str(exc))

    # -- following the session --------------------------------------------------------------------
    def _sources_changed(self, article_ids: frozenset[str]) -> None:
        if any(self.pane_for(a) is not None for a in article_ids):
            self.rebuild()  # corrected metadata: pane headers show it

    def _highlights_changed(self, updates: tuple[HighlightUpdate, ...]) -> None:
        """Only what changed is redrawn, and only in the panes it touches: with thousands of
        highlights, redrawing everything on each edit would cost far more than a frame."""
        session = self.session
        for update in updates:
            pane = self.pane_for(update.article)
            if pane is None:
                continue
            if update.full:
                highlights = session.highlights(update.article)
                pane.set_highlights(highlights, session.colour_kinds(highlights))
            else:
                pane.update_highlights(update.changed, update.removed, session.colour_kinds(update.changed))
        self._apply_focus()

    def _focus_changed(self, discrepancy_id: str | None, reveal: bool) -> None:
        self._apply_focus()
        if discrepancy_id is not None and reveal:
            self.reveal(discrepancy_id)

    def reveal(self, discrepancy_id: str, article_id: str | None = None) -> None:
        """Scroll every pane (or only ``article_id``'s) to the discrepancy's passage in it."""
        found = self.session.discrepancy(discrepancy_id)
        if found is None:
            return
        spans: dict[str, list[tuple[int, int]]] = {}
        for p in found.passages:
            if not p.orphan and p.article not in spans and article_id in (None, p.article):
                spans[p.article] = [(p.start, p.end)]
        self._syncing = True
        try:
            self.session.marks.set(FLASH, spans, reveal=True)  # the panes scroll to them and flash
        finally:
            self._syncing = False

    def _apply_focus(self) -> None:
        focused = self.session.discrepancy(self.session.focused) if self.session.focused else None
        ids = {p.highlight for p in focused.passages} if focused else set()
        for pane in self.panes:
            pane.set_focused(ids)

    # -- reader gestures ----------------------------------------------------------------------------
    def highlight_selection(self) -> Highlight | None:
        """Highlight the current pane's selection with the current kind (one undo step)."""
        pane = self.current_pane() or next((p for p in self.panes if p.selected_range()), None)
        selected = pane.selected_range() if pane is not None else None
        if pane is None or selected is None:
            self.status.emit(self.tr("Select a passage first, then press H"))
            return None
        return self.session.highlight(pane.article_id, *selected)

    def _selection_changed(self, pane: ArticlePane) -> None:
        selected = pane.selected_range()
        if selected is None:
            self.session.drop_selection(pane.article_id)
        else:
            self.session.add_pending(pane.article_id, *selected)

    def hover_text(self, highlight_id: str) -> str:
        """What hovering a highlight shows: the discrepancies it belongs to, with claims."""
        library = self.session.library
        try:
            highlight = library.get_highlight(highlight_id)
        except ParallaxError:
            return ""
        lines = []
        for d in library.discrepancies_of_highlight(highlight_id):
            claim = next((p.claim for p in d.passages if p.highlight == highlight_id), "")
            kind, status = self.session.kind_label(d.kind), status_label(d.status)
            line = self.tr("[%1] %2 — claims: %3 (%4)") if claim else self.tr("[%1] %2 (%4)")
            lines.append(fill(line, kind, d.title, claim, status))
        if not lines:
            lines.append(self.tr("Highlight, not linked yet (select passages in other panes and press Ctrl+L)"))
        if highlight.note:
            lines.append(self.tr("Note: %1").replace("%1", highlight.note))
        return "\n".join(lines)

    def _say_at_caret(self, pane: ArticlePane, highlight_id: object) -> None:
        """The caret went into a highlight: its kind, discrepancy and claim are said, and stay
        the text's description while the caret is in it (a screen reader cannot see tints)."""
        from .speech import highlight_phrase

        if isinstance(highlight_id, str):
            kind = next((r.kind for r in pane.painted_ranges() if r.id == highlight_id), None)
            pane.describe_caret(highlight_phrase(self.session, highlight_id, kind))
        else:
            pane.describe_caret(None)

    def step_highlight(self, delta: int) -> None:
        """Move the caret to the focused pane's next (+1) or previous (-1) highlight (F7, Shift+F7)."""
        pane = self.current_pane() or (self.panes[0] if self.panes else None)
        if pane is None:
            return
        if not pane.step_highlight(delta):
            none = not pane.painted_ranges()
            self.status.emit(self.tr("No highlights in this pane") if none else
                             self.tr("No more highlights this way in this pane"))

    def _show_hover(self, highlight_id: object) -> None:
        from PySide6.QtGui import QCursor
        from PySide6.QtWidgets import QToolTip

        if isinstance(highlight_id, str):
            QToolTip.showText(QCursor.pos(), self.hover_text(highlight_id), self)
        else:
            QToolTip.hideText()

    # -- scrolling and zoom -------------------------------------------------------------------
    def _viewport_changed(self, source: ArticlePane) -> None:
        if not self.linked_scrolling or self._syncing:
            return
        self._syncing = True
        try:
            for pane in self.panes:
                if pane is not source:
                    self._align(source, pane)
        finally:
            self._syncing = False

    def _align(self, source: ArticlePane, target: ArticlePane) -> None:
        """Scroll ``target`` so it corresponds to ``source`` at the reading line (a third down).

        Near a linked passage (a discrepancy, within a screen of the reading line) the panes
        line up on it, as Meld lines up its chunks; elsewhere on the sentences the two articles
        tell alike (:mod:`parallax.library.scroll_alignment`), so they stay level from the first
        line on. :func:`align_target` does the arithmetic; only y is Qt's.
        """
        centre = source.viewport_widget().height() // 3
        reach = source.viewport_widget().height()
        annotations = [
            anchor for (a_start, a_end), (b_start, b_end) in self.session.anchor_pairs(source.article_id, target.article_id)
            if (anchor := self._anchor(source, target, a_start, a_end, b_start, b_end)) is not None
        ]
        sentences = []
        alignment = self.scroll_links.alignment
        if alignment is not None:
            position = source.position_at(centre)
            for link in alignment.around(source.article_id, target.article_id, position):
                anchor = self._anchor(source, target, link.a_start, link.a_end, link.b_start, link.b_end)
                if anchor is not None:
                    sentences.append(anchor)
        if sentences:
            from parallax.library.scroll_alignment import choose_anchors

            annotations = choose_anchors(annotations, sentences, centre, reach)
        aligned = align_target(annotations, centre)
        if aligned is not None:
            target.scroll_to_y_of(*aligned)

    @staticmethod
    def _anchor(source: ArticlePane, target: ArticlePane, a_start: int, a_end: int, b_start: int,
                b_end: int) -> tuple[int, int, int] | None:
        """(source y, target y, target position) of two corresponding ranges, laid out if need be."""
        last_a, last_b = max(0, len(source.reading_text) - 1), max(0, len(target.reading_text) - 1)
        a_start, b_start = min(a_start, last_a), min(b_start, last_b)  # the ends: the last character
        ya = source.range_y(a_start, max(a_end, a_start + 1))
        if ya is None:
            source.lay_out_to(a_end)
            ya = source.range_y(a_start, max(a_end, a_start + 1))
        yb = target.range_y(b_start, max(b_end, b_start + 1))
        if yb is None:  # not laid out yet: Qt lays out lazily, as it scrolls
            target.lay_out_to(b_end)
            yb = target.range_y(b_start, max(b_end, b_start + 1))
        if ya is None or yb is None:
            return None
        return ya[0], yb[0], b_start

    def set_linked_scrolling(self, on: bool) -> None:
        self.linked_scrolling = on
        if on:
            self._align_sentences()
        if on and self.panes:
            self._viewport_changed(self.current_pane() or self.panes[0])

    def _align_sentences(self) -> None:
        """Have the shown articles' sentences aligned (on a worker thread; kept while the same
        articles are shown)."""
        self.scroll_links.update({p.article_id: p.reading_text for p in self.panes})

    def _alignment_ready(self) -> None:
        if self.linked_scrolling and self.panes:
            self._viewport_changed(self.current_pane() or self.panes[0])

    # -- fitting the screen ----------------------------------------------------------------------
    def needed_width(self, narrow: bool = False) -> int:
        """The width the panes need to stay readable side by side, with the bands between them
        as they are now (or narrow, ``narrow``)."""
        if not self.panes:
            return 0
        handles = self.splitter.handleWidth() * max(0, self.splitter.count() - 1)
        strips = len(self.strips) * STRIP_NARROW if narrow else sum(s.width() for s in self.strips)
        return sum(p.minimumWidth() for p in self.panes) + strips + handles

    def _fit_strips(self) -> None:
        """Narrow the bands between the panes when the panes are short of room."""
        if not self.strips:
            return
        full = self.needed_width(narrow=True) + len(self.strips) * (STRIP_WIDTH - STRIP_NARROW)
        for strip in self.strips:
            strip.set_narrow(full > self.room())

    def room(self) -> int:
        """The width the panes have now: the strip's, which has no frame and no vertical scroll
        bar, so its viewport's. Not asked of the viewport itself: the first ``viewport()`` of
        a process makes PySide6 set up every widget class the viewport might be (~60 classes,
        10–19 ms of the start, where this is first asked)."""
        return self.strip.contentsRect().width()

    def scrolls(self) -> bool:
        """Whether the panes do not all fit and the strip scrolls sideways."""
        return self.needed_width() > self.room()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_strips()
            self.widthChanged.emit()

    def _show_focused_pane(self, _old: QWidget | None, new: QWidget | None) -> None:
        """Scroll the strip to the pane the keyboard focus went to (F6, Tab, a click)."""
        if new is None or not self.splitter.isAncestorOf(new):
            return
        pane = next((p for p in self.panes if p is new or p.isAncestorOf(new)), None)
        if pane is not None and self.scrolls():
            self.strip.ensureWidgetVisible(pane, 0, 0)

    @property
    def zoom(self) -> int:
        return self._zoom

    def set_zoom(self, zoom: int) -> None:
        self._zoom = max(-8, min(24, zoom))
        for pane in self.panes:
            pane.zoom = self._zoom  # and its readable width with it
        self._fit_strips()
        self.widthChanged.emit()

    def splitter_state(self) -> QByteArray:
        return self.splitter.saveState()

    def restore_splitter(self, state: QByteArray) -> None:
        if not state.isEmpty():
            self.splitter.restoreState(state)

    # -- drag and drop of library articles ----------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        from .dragging import ARTICLE_MIME  # loaded by the first drag, not by the start

        if event.mimeData().hasFormat(ARTICLE_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        from .dragging import dragged_articles

        ids = dragged_articles(event.mimeData())
        if ids is not None:
            event.acceptProposedAction()
            self.articlesDropped.emit(ids)
        else:
            event.ignore()
