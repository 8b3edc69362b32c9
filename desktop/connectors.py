"""The strip between two adjacent panes that draws a band for each discrepancy linking them.

Drawn the way Meld draws diff connectors: each passage's document y is cached by the pane once,
the scroll offset is subtracted at paint time, links with no end on screen are skipped, and only
the focused band is filled strongly (filling hundreds of bands is what makes repaints slow).
A band whose other end is off screen ends in a short stub pointing where it goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from parallax.library.session import ComparisonSession, LinkPair

from .palette import style_for

if TYPE_CHECKING:  # the painting classes (``QtGui.QPainter``…) load with the first band drawn: a
    # strip with none (a comparison without discrepancies) paints nothing, and QPainter's enums
    # cost the start ~5 M instructions
    from PySide6.QtGui import QPainterPath, QPen

    from .article_pane import ArticlePane

STRIP_WIDTH = 44
STRIP_NARROW = 20
"""A strip's width when the panes are short of room (many panes on a small screen): the bands
still join the passages, and each pane keeps its measure."""
STUB = 10


Link = LinkPair
"""One discrepancy's passage in the left pane joined to one in the right pane."""


_STYLES: dict[tuple[str, bool, bool], tuple[QColor, QPen]] = {}


def _kind_color(kind: str, dark: bool) -> QColor:
    return QColor(style_for(kind, dark=dark).underline)


def _band_style(kind: str, dark: bool, stub: bool) -> tuple[QColor, QPen]:
    """The fill and outline of an unfocused band or stub, made once per kind: a strip paints
    dozens of them on every scroll step."""
    key = (kind, dark, stub)
    found = _STYLES.get(key)
    if found is None:
        color = _kind_color(kind, dark)
        fill = QColor(color)
        fill.setAlphaF(0.08 if stub else 0.16)
        outline = QColor(color)
        outline.setAlphaF(0.45 if stub else 0.75)
        pen = QtGui.QPen(outline, 1.0)
        if stub:
            pen.setStyle(Qt.PenStyle.DotLine)
        found = _STYLES[key] = (fill, pen)
    return found


class ConnectorStrip(QWidget):
    """Bands between ``left`` and ``right`` panes, for the session's discrepancies.

    It follows the session (bands, focus) until :meth:`detach`; a click focuses the band's
    discrepancy through the session.

    Signals:
        bandClicked(str): the discrepancy whose band was clicked.
    """

    bandClicked = Signal(str)

    def __init__(
        self, session: ComparisonSession, left: ArticlePane, right: ArticlePane, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.left = left
        self.right = right
        self._links: list[Link] = []
        self._focused: str | None = None
        self._painted: list[tuple[str, QPainterPath]] = []
        self._boxes: list[tuple[Link, tuple[float, float], tuple[float, float]]] = []
        self._boxes_key: tuple[int, int, int] | None = None
        self._box_map: dict[int, tuple[Link, tuple[float, float], tuple[float, float]]] = {}
        self._missing: list[int] = []
        self._progress = (-1, -1)
        self.setFixedWidth(STRIP_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setAccessibleName(self.tr("Connections between the neighbouring articles"))
        left.viewportChanged.connect(self.update)
        right.viewportChanged.connect(self.update)
        events = session.events
        self._disconnect = [
            events.discrepancies_changed.connect(self._read_links),
            events.focus_changed.connect(self._focus_changed),
        ]
        self.bandClicked.connect(session.focus)
        self._read_links()
        self._focused = session.focused

    def detach(self) -> None:
        """Stop following the session (the strip is about to be deleted)."""
        for disconnect in self._disconnect:
            disconnect()
        self._disconnect = []

    def _read_links(self) -> None:
        links = self._session.links_between(self.left.article_id, self.right.article_id)
        if links != self._links:  # a new list would make every band's place be computed again
            self.set_links(links)

    def _focus_changed(self, discrepancy: str | None, _reveal: bool) -> None:
        self.set_focused(discrepancy)

    def sizeHint(self) -> QSize:
        return QSize(self.width() or STRIP_WIDTH, 100)

    def set_narrow(self, narrow: bool) -> None:
        """Give the panes the room of a narrow strip (:data:`STRIP_NARROW`), or take it back."""
        width = STRIP_NARROW if narrow else STRIP_WIDTH
        if self.width() != width or self.minimumWidth() != width:
            self.setFixedWidth(width)
            self._boxes_key = None

    def set_links(self, links: list[Link]) -> None:
        self._links = links
        self._boxes_key = None
        self.update()

    def links(self) -> list[Link]:
        return list(self._links)

    def set_focused(self, discrepancy: str | None) -> None:
        if discrepancy != self._focused:
            self._focused = discrepancy
            self.update()

    def _offset(self, pane: ArticlePane) -> float:
        """Add to a document y of ``pane`` to get a y in this strip."""
        origin = self.mapFromGlobal(QPoint(0, pane.viewport_top_global())).y()
        return float(origin - pane.scroll_offset())

    def _document_boxes(self) -> list[tuple[Link, tuple[float, float], tuple[float, float]]]:
        """Each link's two ranges in document coordinates, computed once per layout.

        Ranges the pane has not laid out yet are asked for again only after it lays out more.
        """
        key = (self.left.layout_generation, self.right.layout_generation, id(self._links))
        if key != self._boxes_key:
            self._boxes_key = key
            self._box_map = {}
            self._boxes = []
            self._missing = list(range(len(self._links)))
            self._progress = (-1, -1)
        progress = (self.left.layout_progress, self.right.layout_progress)
        if self._missing and progress != self._progress:
            self._progress = progress
            still = []
            # Links past the laid-out text are skipped without asking: after a long article
            # opens, its lazy layout grows in steps and most links wait for several of them.
            left_end, right_end = self.left.laid_out_end(), self.right.laid_out_end()
            for index in self._missing:
                link = self._links[index]
                if link.left[1] > left_end or link.right[1] > right_end:
                    still.append(index)
                    continue
                left = self.left.document_y(*link.left)
                right = self.right.document_y(*link.right) if left is not None else None
                if left is None or right is None:
                    still.append(index)
                else:
                    self._box_map[index] = (link, left, right)
            self._missing = still
            self._boxes = [self._box_map[i] for i in sorted(self._box_map)]
        return self._boxes

    def _geometries(self) -> list[tuple[Link, float, float, float, float]]:
        left_offset = self._offset(self.left)
        right_offset = self._offset(self.right)
        return [
            (link, lb[0] + left_offset, lb[1] + left_offset, rb[0] + right_offset, rb[1] + right_offset)
            for link, lb, rb in self._document_boxes()
        ]

    def band_geometry(self, link: Link) -> tuple[float, float, float, float] | None:
        """Strip-space (left top, left bottom, right top, right bottom), or None when not laid out."""
        for candidate, lt, lb, rt, rb in self._geometries():
            if candidate == link:
                return lt, lb, rt, rb
        return None

    def visible_links(self) -> list[Link]:
        """Links with at least one end on screen: the only ones painted."""
        height = self.height()
        return [
            link
            for link, lt, lb, rt, rb in self._geometries()
            if (lb >= 0 and lt <= height) or (rb >= 0 and rt <= height)
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        self._painted = []
        if not self._links:  # nothing to draw: the strip's background is the window's
            return
        painter = QtGui.QPainter(self)
        painter.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        dark = self.palette().window().color().lightnessF() < 0.5
        width = float(self.width())
        height = float(self.height())
        focused_path: tuple[QPainterPath, QColor] | None = None
        for link, lt, lb, rt, rb in self._geometries():
            left_on = lb >= 0 and lt <= height
            right_on = rb >= 0 and rt <= height
            if not (left_on or right_on):
                continue
            if left_on and right_on:
                path = self._band(0.0, lt, lb, width, rt, rb)
            elif left_on:
                path = self._stub(0.0, lt, lb, +1.0, rt < 0)
            else:
                path = self._stub(width, rt, rb, -1.0, lt < 0)
            self._painted.append((link.discrepancy, path))
            if link.discrepancy == self._focused:
                focused_path = (path, _kind_color(link.kind, dark))
                continue
            fill, pen = _band_style(link.kind, dark, not (left_on and right_on))
            painter.fillPath(path, fill)
            painter.setPen(pen)
            painter.drawPath(path)
        if focused_path is not None:
            path, color = focused_path
            fill = QColor(color)
            fill.setAlphaF(0.55)
            painter.fillPath(path, fill)
            painter.setPen(QtGui.QPen(color, 2.0))
            painter.drawPath(path)
        painter.end()

    @staticmethod
    def _band(x0: float, lt: float, lb: float, x1: float, rt: float, rb: float) -> QPainterPath:
        mid = (x0 + x1) / 2
        path = QtGui.QPainterPath(QPointF(x0, lt))
        path.cubicTo(QPointF(mid, lt), QPointF(mid, rt), QPointF(x1, rt))
        path.lineTo(QPointF(x1, rb))
        path.cubicTo(QPointF(mid, rb), QPointF(mid, lb), QPointF(x0, lb))
        path.closeSubpath()
        return path

    @staticmethod
    def _stub(x: float, top: float, bottom: float, direction: float, upwards: bool) -> QPainterPath:
        """A short band from one end towards the edge where the other end is."""
        end_x = x + direction * STUB
        shift = -STUB if upwards else STUB
        path = QtGui.QPainterPath(QPointF(x, top))
        path.lineTo(QPointF(end_x, top + shift))
        path.lineTo(QPointF(end_x, bottom + shift))
        path.lineTo(QPointF(x, bottom))
        path.closeSubpath()
        return path

    def link_at(self, point: QPointF) -> str | None:
        for discrepancy, path in reversed(self._painted):
            if path.contains(point) or path.intersects(QRectF(point.x() - 2, point.y() - 2, 4, 4)):
                return discrepancy
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        discrepancy = self.link_at(event.position())
        if discrepancy is not None and event.button() == Qt.MouseButton.LeftButton:
            self.bandClicked.emit(discrepancy)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        over = self.link_at(event.position()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)
