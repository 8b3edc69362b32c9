"""The workspace: a comparison's articles side by side, the connectors between them, and the
tray of pending passages waiting to be linked.

It turns reader gestures into library commands (always through the undo stack) and keeps the
panes' highlights and the connector bands in step with the library's change notifications.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QByteArray, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QDragEnterEvent, QDropEvent, QUndoStack
from PySide6.QtWidgets import (
    QLabel,
    QSplitter,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.models import Change, Discrepancy, Highlight, HighlightSpan
from parallax.library.store import Library

from . import undo
from .article_pane import ArticlePane
from .bridge import LibrarySignals
from .connectors import ConnectorStrip, Link
from .dragging import ARTICLE_MIME, dragged_articles
from .pending_tray import Pending, PendingTray
from .pending_tray import short as _short

MAX_PANES = 6


class Workspace(QWidget):
    """The panes of the open comparison, connectors and the pending tray.

    Signals:
        discrepancyFocused(str): a band or a linked passage was clicked.
        pendingChanged(): the pending passages changed.
        panesChanged(): panes were opened, closed or moved.
        status(str): a short message for the status bar.
        articlesDropped(list): article ids dropped on the workspace.
        contextMenuRequested(object, object, object): (pane, global point, highlight id or None).
    """

    discrepancyFocused = Signal(str)
    pendingChanged = Signal()
    panesChanged = Signal()
    status = Signal(str)
    articlesDropped = Signal(list)
    contextMenuRequested = Signal(object, object, object)

    def __init__(
        self, library: Library, signals: LibrarySignals, stack: QUndoStack, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.library = library
        self.stack = stack
        self.comparison_id: str | None = None
        self.panes: list[ArticlePane] = []
        self.strips: list[ConnectorStrip] = []
        self.hidden: set[str] = set()
        self.pending: dict[str, Pending] = {}
        self.focused: str | None = None
        self.linked_scrolling = False
        self._syncing = False
        self._discrepancy_map: dict[str, Discrepancy] = {}
        # article -> highlight id -> span (full rows only where read one by one after edits)
        self._highlights: dict[str, dict[str, Highlight | HighlightSpan]] = {}
        self._known_kinds: set[str] = set()
        self._dirty_highlights: set[str] = set()
        self._dirty_discrepancies: set[str] = set()
        self._full_refresh = False
        self._zoom = 0
        self._closed = False
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setHandleWidth(2)
        self.tray = PendingTray(self)
        self.overflow = QLabel(self)
        self.overflow.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.overflow)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.tray)
        self.tray.removeRequested.connect(self.remove_pending)
        self.tray.clearRequested.connect(self.clear_pending)
        self.setAcceptDrops(True)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self._apply_changes)
        signals.changed.connect(self._library_changed)

    def shutdown(self) -> None:
        """Stop listening before the library closes (pending refreshes would touch it)."""
        self._refresh_timer.stop()
        self._closed = True

    # -- comparison and panes -----------------------------------------------------------------
    def set_comparison(self, comparison_id: str | None) -> None:
        self.comparison_id = comparison_id
        self.hidden.clear()
        self.pending.clear()
        self.focused = None
        self.rebuild()

    def discrepancies(self) -> list[Discrepancy]:
        """The open comparison's discrepancies as last read (oldest first)."""
        return list(self._discrepancy_map.values())

    def visible_article_ids(self) -> list[str]:
        if self.comparison_id is None:
            return []
        ids = [a for a in self.library.get_comparison(self.comparison_id).article_ids if a not in self.hidden]
        return ids[:MAX_PANES]

    def rebuild(self) -> None:
        """Recreate panes and strips for the comparison's (visible) articles."""
        for widget in [*self.panes, *self.strips]:
            widget.setParent(None)
            widget.deleteLater()
        self.panes = []
        self.strips = []
        ids = self.visible_article_ids()
        total = 0 if self.comparison_id is None else len(self.library.get_comparison(self.comparison_id).article_ids)
        shown_hidden = total - len(ids)
        self.overflow.setVisible(shown_hidden > 0)
        if shown_hidden > 0:
            self.overflow.setText(
                f"{shown_hidden} more article(s) of this comparison are not shown: close a pane, then "
                "open them from the library (at most six side by side)."
            )
        # The splitter stays hidden while it fills: added to a visible splitter, each pane would
        # be shown (and its text laid out) at once, then again at every width the later panes
        # give it. Shown once, every pane lays out the first screen once, at its final width.
        hide = self.splitter.isVisible() and bool(ids)
        if hide:
            self.splitter.hide()
        for aid in ids:
            pane = ArticlePane(self.library.get_article(aid), self.splitter)
            pane.zoom = self._zoom
            if self.panes:
                strip = ConnectorStrip(self.panes[-1], pane, self.splitter)
                strip.bandClicked.connect(self.discrepancyFocused)
                self.splitter.addWidget(strip)
                self.strips.append(strip)
            self.splitter.addWidget(pane)
            self.panes.append(pane)
            self._wire(pane)
        for index in range(self.splitter.count()):
            child = self.splitter.widget(index)
            self.splitter.setCollapsible(index, False)
            self.splitter.setStretchFactor(index, 0 if isinstance(child, ConnectorStrip) else 1)
        if hide:
            self.splitter.show()
        self.pending = {a: p for a, p in self.pending.items() if a in ids}
        self._show_pending()
        self.refresh_annotations()
        self.panesChanged.emit()

    def _wire(self, pane: ArticlePane) -> None:
        aid = pane.article_id
        pane.closeRequested.connect(lambda a=aid: self.close_article(a))
        pane.moveRequested.connect(lambda delta, a=aid: self.move_article(a, delta))
        pane.selectionChanged.connect(lambda p=pane: self._selection_changed(p))
        pane.highlightActivated.connect(lambda hid, p=pane: self._highlight_activated(p, hid))
        pane.viewportChanged.connect(lambda p=pane: self._viewport_changed(p))
        pane.contextMenuRequested.connect(lambda point, hid, p=pane: self.contextMenuRequested.emit(p, point, hid))
        pane.highlightHovered.connect(self._show_hover)
        pane.linkHovered.connect(lambda url: self.status.emit(f"Link (not opened by Parallax): {url}" if url else ""))

    def pane_for(self, article_id: str) -> ArticlePane | None:
        return next((p for p in self.panes if p.article_id == article_id), None)

    def current_pane(self) -> ArticlePane | None:
        focus = self.focusWidget()
        for pane in self.panes:
            if focus is not None and (focus is pane or pane.isAncestorOf(focus)):
                return pane
        return self.panes[0] if len(self.panes) == 1 else None

    def open_articles(self, article_ids: list[str]) -> None:
        """Show these articles, adding them to the open comparison (or a new one)."""
        if not article_ids:
            return
        if self.comparison_id is None:
            title = self.library.get_article_info(article_ids[0]).title
            comparison = self.library.create_comparison(f"Comparison: {_short(title, 60)}", "", article_ids)
            self.set_comparison(comparison.id)
            return
        self.library.add_to_comparison(self.comparison_id, article_ids)
        for aid in article_ids:
            self.hidden.discard(aid)
        self.rebuild()

    def close_article(self, article_id: str) -> None:
        """Close a pane; the article stays in the comparison (reopen it from the library)."""
        self.hidden.add(article_id)
        self.pending.pop(article_id, None)
        self.rebuild()

    def move_article(self, article_id: str, delta: int) -> None:
        if self.comparison_id is None:
            return
        order = list(self.library.get_comparison(self.comparison_id).article_ids)
        index = order.index(article_id)
        target = index + delta
        if not 0 <= target < len(order):
            return
        order[index], order[target] = order[target], order[index]
        self.library.reorder_comparison(self.comparison_id, order)
        self.rebuild()

    # -- annotations --------------------------------------------------------------------------
    def _library_changed(self, change: Change) -> None:
        if self._closed:
            return
        if change.entity == "highlight":
            self._dirty_highlights.add(change.id)
            self._refresh_timer.start()
        elif change.entity == "discrepancy":
            self._dirty_discrepancies.add(change.id)
            self._refresh_timer.start()
        elif change.entity == "kind":
            self._full_refresh = True
            self._refresh_timer.start()
        elif change.entity == "article" and change.action == "updated" and self.pane_for(change.id):
            self.rebuild()  # corrected metadata: pane headers show it

    def _apply_changes(self) -> None:
        """Bring panes and strips up to date with the changes since the last turn of the loop.

        Only what changed is re-read, and only the panes it touches are updated: with thousands
        of highlights, re-reading everything on each edit would cost far more than a frame.
        """
        if self._full_refresh or self.comparison_id is None:
            self.refresh_annotations()
            return
        changed: dict[str, list[Highlight | HighlightSpan]] = {}  # article -> new or edited highlights
        removed: dict[str, set[str]] = {}  # article -> ids gone from it
        recoloured: set[str] = set()  # highlights whose kind may have changed
        for hid in self._dirty_highlights:
            for aid, highlights in self._highlights.items():
                if highlights.pop(hid, None) is not None:
                    removed.setdefault(aid, set()).add(hid)
            try:
                highlight = self.library.get_highlight(hid)
            except ParallaxError:
                continue
            if highlight.article in self._highlights:
                self._highlights[highlight.article][hid] = highlight
                changed.setdefault(highlight.article, []).append(highlight)
                removed.get(highlight.article, set()).discard(hid)
        links_changed = bool(self._dirty_discrepancies)
        for did in self._dirty_discrepancies:
            old = self._discrepancy_map.pop(did, None)
            if old is not None:
                recoloured.update(p.highlight for p in old.passages)
            try:
                found = self.library.get_discrepancy(did)
            except ParallaxError:
                continue
            if found.comparison == self.comparison_id:
                self._discrepancy_map[did] = found
                recoloured.update(p.highlight for p in found.passages)
        if links_changed:
            ordered = sorted(self._discrepancy_map.values(), key=lambda d: (d.created, d.id))
            self._discrepancy_map = {d.id: d for d in ordered}
        self._dirty_highlights.clear()
        self._dirty_discrepancies.clear()
        kind_of = self._kind_of()
        for pane in self.panes:
            aid = pane.article_id
            mine = self._highlights.get(aid, {})
            ids = {h.id for h in changed.get(aid, [])} | (recoloured & mine.keys())
            if ids or removed.get(aid):
                kinds = self._colours([mine[hid] for hid in ids if hid in mine], kind_of)
                pane.update_highlights(changed.get(aid, []), removed.get(aid, set()), kinds)
        self._show_annotations(set(), links_changed, orphans_changed=bool(changed or removed))

    def _kind_of(self) -> dict[str, str]:
        """The kind each highlight takes its colour from: its first discrepancy's."""
        kind_of: dict[str, str] = {}
        for d in self._discrepancy_map.values():
            for p in d.passages:
                kind_of.setdefault(p.highlight, d.kind)
        return kind_of

    def _colours(
        self, highlights: Iterable[Highlight | HighlightSpan], kind_of: dict[str, str]
    ) -> dict[str, str | None]:
        """Highlight id -> the kind it is coloured by: its discrepancy's, else its own label if
        that names a kind (one pass, no call per highlight: it runs over 12,000 on opening)."""
        known, linked = self._known_kinds, kind_of.get
        return {h.id: linked(h.id) or (h.label if h.label in known else None) for h in highlights}

    def refresh_annotations(self) -> None:
        """Re-read every highlight and discrepancy of the open comparison."""
        self._refresh_timer.stop()
        self._dirty_highlights.clear()
        self._dirty_discrepancies.clear()
        self._full_refresh = False
        if self.comparison_id is None or self._closed:
            self._discrepancy_map = {}
            self._highlights = {}
            return
        self._discrepancy_map = {d.id: d for d in self.library.list_discrepancies(self.comparison_id)}
        self._highlights = {}
        for pane in self.panes:
            aid = pane.article_id
            shown: dict[str, Highlight | HighlightSpan] = {h.id: h for h in self.library.highlight_spans(aid)}
            # Orphans whole, in one query: the tray names them by their quote.
            shown.update((h.id, h) for h in self.library.list_highlights(aid, orphans_only=True))
            self._highlights[aid] = shown
        self._known_kinds = {k.name for k in self.library.list_kinds()}
        self._show_annotations({pane.article_id for pane in self.panes}, True)

    def _show_annotations(self, articles: set[str], links_changed: bool, *, orphans_changed: bool = True) -> None:
        """Give the panes of ``articles`` their highlights (coloured by kind), strips their links."""
        kind_of = self._kind_of() if articles else {}
        for pane in self.panes:
            if pane.article_id not in articles:
                continue
            highlights = list(self._highlights.get(pane.article_id, {}).values())
            pane.set_highlights(highlights, self._colours(highlights, kind_of))
        if links_changed:
            for strip in self.strips:
                strip.set_links(self._links_between(strip.left.article_id, strip.right.article_id))
        if orphans_changed:
            self._show_orphans()
        self._apply_focus()

    def _show_orphans(self) -> None:
        """List the orphaned highlights of the shown articles in the tray."""
        orphans: list[tuple[str, str]] = []
        for pane in self.panes:
            source = pane.article.info.outlet or _short(pane.article.info.title, 24)
            for h in self._highlights.get(pane.article_id, {}).values():
                if h.orphan:  # read whole (refresh_annotations, _apply_changes): it has its quote
                    exact = h.exact if isinstance(h, Highlight) else ""
                    orphans.append((h.id, f"{source}: “{_short(exact, 60)}”"))
        self.tray.show_orphans(orphans)

    def _links_between(self, left: str, right: str) -> list[Link]:
        links = []
        for d in self._discrepancy_map.values():
            lefts = [p for p in d.passages if p.article == left and not p.orphan]
            rights = [p for p in d.passages if p.article == right and not p.orphan]
            for a in lefts:
                for b in rights:
                    links.append(Link(d.id, d.kind, (a.start, a.end), (b.start, b.end)))
        return links

    def focus_discrepancy(self, discrepancy_id: str | None, *, scroll: bool = True) -> None:
        """Mark a discrepancy's passages and bands and bring them into view in every pane."""
        self.focused = discrepancy_id
        self._apply_focus()
        if discrepancy_id is None or not scroll:
            return
        found = self._discrepancy_map.get(discrepancy_id)
        if found is None:
            return
        self._syncing = True
        try:
            for pane in self.panes:
                passage = next((p for p in found.passages if p.article == pane.article_id and not p.orphan), None)
                if passage is not None:
                    pane.scroll_to_range(passage.start, passage.end)
        finally:
            self._syncing = False
        missing = [p for p in found.passages if p.article not in {x.article_id for x in self.panes}]
        if missing:
            self.status.emit(f"{len(missing)} passage(s) of this discrepancy are in articles not shown")

    def _apply_focus(self) -> None:
        found = self._discrepancy_map.get(self.focused) if self.focused else None
        ids = {p.highlight for p in found.passages} if found else set()
        for pane in self.panes:
            pane.set_focused(ids)
        for strip in self.strips:
            strip.set_focused(self.focused)

    def highlight_selection(self, kind: str | None) -> Highlight | None:
        """Highlight the current pane's selection with the current kind (one undo step)."""
        pane = self.current_pane() or next((p for p in self.panes if p.selected_range()), None)
        if pane is None or pane.selected_range() is None:
            self.status.emit("Select a passage first, then press H")
            return None
        start, end = pane.selected_range()  # type: ignore[misc]
        existing = self.library.find_highlight(pane.article_id, start, end)
        if existing is not None:
            self.status.emit("That passage is already highlighted")
            return existing
        command = undo.AddHighlight(self.library, pane.article_id, start, end, label=kind)
        undo.execute(self.stack, command)
        assert command.target is not None
        return self.library.get_highlight(command.target)

    # -- pending passages and linking ---------------------------------------------------------
    def _selection_changed(self, pane: ArticlePane) -> None:
        selected = pane.selected_range()
        if selected is None:
            item = self.pending.get(pane.article_id)
            if item is not None and item.highlight is None:  # the selection it came from is gone
                del self.pending[pane.article_id]
                self._show_pending()
            return
        start, end = selected
        text = pane.article.reading_text[start:end]
        self.pending[pane.article_id] = Pending(pane.article_id, start, end, text)
        self._show_pending()

    def _highlight_activated(self, pane: ArticlePane, highlight_id: str) -> None:
        highlight = self.library.get_highlight(highlight_id)
        self.pending[pane.article_id] = Pending(pane.article_id, highlight.start, highlight.end, highlight.exact, highlight.id)
        self._show_pending()
        linked = self.library.discrepancies_of_highlight(highlight_id)
        linked = [d for d in linked if d.comparison == self.comparison_id]
        if linked:
            self.discrepancyFocused.emit(linked[0].id)

    def hover_text(self, highlight_id: str) -> str:
        """What hovering a highlight shows: the discrepancies it belongs to, with claims."""
        try:
            highlight = self.library.get_highlight(highlight_id)
        except ParallaxError:
            return ""
        lines = []
        for d in self.library.discrepancies_of_highlight(highlight_id):
            claim = next((p.claim for p in d.passages if p.highlight == highlight_id), "")
            lines.append(f"[{d.kind}] {d.title}" + (f" — claims: {claim}" if claim else "") + f" ({d.status})")
        if not lines:
            lines.append("Highlight, not linked yet (select passages in other panes and press Ctrl+L)")
        if highlight.note:
            lines.append(f"Note: {highlight.note}")
        return "\n".join(lines)

    def _show_hover(self, highlight_id: object) -> None:
        if isinstance(highlight_id, str):
            QToolTip.showText(QCursor.pos(), self.hover_text(highlight_id), self)
        else:
            QToolTip.hideText()

    def remove_pending(self, article_id: str) -> None:
        self.pending.pop(article_id, None)
        self._show_pending()

    def clear_pending(self) -> None:
        self.pending.clear()
        self._show_pending()

    def pending_items(self) -> list[Pending]:
        order = {p.article_id: i for i, p in enumerate(self.panes)}
        return sorted(self.pending.values(), key=lambda p: order.get(p.article, 99))

    def _show_pending(self) -> None:
        sources = {}
        for pane in self.panes:
            info = pane.article.info
            sources[pane.article_id] = info.outlet or _short(info.title, 24)
        self.tray.show_items(self.pending_items(), sources)
        self.pendingChanged.emit()

    def pending_keys(self) -> list[str]:
        """A key per pending passage: its highlight id, or a placeholder for a new selection."""
        return [p.highlight or f"pending:{p.article}:{p.start}:{p.end}" for p in self.pending_items()]

    def pending_highlight_ids(self, kind: str | None = None) -> list[str]:
        """Highlight ids for the pending passages, creating highlights for new selections.

        Must run inside an undo macro: the created highlights are undone with the link.
        """
        ids = []
        for item in self.pending_items():
            if item.highlight is not None:
                ids.append(item.highlight)
                continue
            existing = self.library.find_highlight(item.article, item.start, item.end)
            if existing is not None:
                ids.append(existing.id)
                continue
            command = undo.AddHighlight(self.library, item.article, item.start, item.end, label=kind)
            undo.execute(self.stack, command)
            assert command.target is not None
            ids.append(command.target)
        return ids

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
        """Scroll ``target`` so its linked passages line up with ``source``'s, like Meld's chunks.

        Between two linked passages the target moves proportionally, so scrolling stays smooth.
        """
        anchors: list[tuple[int, int, int, int]] = []  # source y, target y, target position
        for d in self._discrepancy_map.values():
            a = next((p for p in d.passages if p.article == source.article_id and not p.orphan), None)
            b = next((p for p in d.passages if p.article == target.article_id and not p.orphan), None)
            if a is None or b is None:
                continue
            ya = source.range_y(a.start, a.end)
            yb = target.range_y(b.start, b.end)
            if yb is None:  # not laid out yet: Qt lays out lazily, as it scrolls
                target.lay_out_to(b.end)
                yb = target.range_y(b.start, b.end)
            if ya is None or yb is None:
                continue
            anchors.append((ya[0], yb[0], b.start, 0))
        if not anchors:
            return
        anchors.sort()
        centre = source.viewport_widget().height() // 3
        before = [x for x in anchors if x[0] <= centre]
        after = [x for x in anchors if x[0] > centre]
        if before and after:
            (ya0, yb0, pos0, _), (ya1, yb1, _, _) = before[-1], after[0]
            fraction = (centre - ya0) / max(1, ya1 - ya0)
            current = yb0 + fraction * (yb1 - yb0)
            delta = current - centre
            target.scroll_to_y_of(pos0, round(yb0 - delta))
        else:
            source_y, _, position, _ = before[-1] if before else after[0]
            target.scroll_to_y_of(position, source_y)

    def set_linked_scrolling(self, on: bool) -> None:
        self.linked_scrolling = on
        if on and self.panes:
            self._viewport_changed(self.current_pane() or self.panes[0])

    @property
    def zoom(self) -> int:
        return self._zoom

    def set_zoom(self, zoom: int) -> None:
        self._zoom = max(-8, min(24, zoom))
        for pane in self.panes:
            pane.zoom = self._zoom

    def splitter_state(self) -> QByteArray:
        return self.splitter.saveState()

    def restore_splitter(self, state: QByteArray) -> None:
        if not state.isEmpty():
            self.splitter.restoreState(state)

    # -- drag and drop of library articles ----------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(ARTICLE_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        ids = dragged_articles(event.mimeData())
        if ids is not None:
            event.acceptProposedAction()
            self.articlesDropped.emit(ids)
        else:
            event.ignore()
