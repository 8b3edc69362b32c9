"""The Timeline panel: how the story changed, report by report.

Reports of one event change over hours and days: the first story says the leader was captured,
a later one that he was killed; tolls rise. Here the comparison's articles stand on one time
axis by publication time, each discrepancy is a row with a point per source (what that source
claims) at the time the source said it, and a claim that differs from the earlier report is
drawn bold, so the reader sees which outlet said what first and how a claim changed. Where an
article says when the events happened (the claims of its *timeline* discrepancies: "10.15pm",
"about 1:30 am", "el martes a las 23.00"), that time is a hollow diamond joined to the
report, and in a timeline row the claim itself stands at the time it names.

Clicking a point (or Enter on it) focuses the discrepancy and marks the passage in its pane
(a "timeline" mark in the session, which the pane scrolls to). Articles without a readable
date are listed apart, each with a button to set one. One module and one line of
:data:`.panels.PANELS`: it reads the session and its marks, and nothing else.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, time, timedelta
from itertools import pairwise

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from parallax.library.folding import fold
from parallax.library.marks import TIMELINE
from parallax.library.records import Record
from parallax.library.session import ComparisonSession, short

from .accessibility import announce, fill
from .bridge import follow
from .palette import is_dark, style_for
from .panels import PanelContext
from .plain import literal

__all__ = ["Point", "Report", "Story", "TimelinePanel", "build_panel", "event_at", "published_at", "story_of"]


# -- times, read from what the library stores and what sources claim -----------------------------
class When(Record):
    """A moment and how precisely it is known: "year", "month", "day" or "minute"."""

    at: datetime
    precision: str


def published_at(value: str | None) -> When | None:
    """An article's ``published`` (ISO 8601, possibly partial) as a moment; None when there is
    none or it cannot be read. Times with a zone are placed in UTC, times without one as written."""
    text = (value or "").strip()
    if re.fullmatch(r"\d{4}", text):
        text, precision = text + "-01-01", "year"
    elif re.fullmatch(r"\d{4}-\d{2}", text):
        text, precision = text + "-01", "month"
    else:
        precision = "day" if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text) else "minute"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC).replace(tzinfo=None)
    return When(moment, precision)


_WEEKDAYS = {name: number for number, names in enumerate((
    ("monday", "lunes"), ("tuesday", "martes"), ("wednesday", "miercoles"), ("thursday", "jueves"),
    ("friday", "viernes"), ("saturday", "sabado"), ("sunday", "domingo"))) for name in names}
_DAY_BEFORE = re.compile(r"\b(yesterday|last night|ayer|anoche)\b")
_CLOCK = re.compile(
    r"\b(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?\s?m\b\.?|p\.?\s?m\b\.?|horas?\b|h\b|o'clock|en punto"
    r"|de la (?:noche|tarde|manana|madrugada))?"
)
_NAMED = {"midnight": 0, "medianoche": 0, "noon": 12, "mediodia": 12}
_EVENING = re.compile(r"\b(de la (noche|tarde)|por la (noche|tarde)|in the evening|at night|tonight|last night|anoche)\b")


def _clock(text: str) -> time | None:
    for name, hour in _NAMED.items():
        if re.search(rf"\b{name}\b", text):
            return time(hour)
    for match in _CLOCK.finditer(text):
        hours, minutes, suffix = match.group(1), match.group(2), (match.group(3) or "").replace(".", "").replace(" ", "")
        if minutes is None and not suffix:
            continue  # a bare number is a count, not a time
        hour, minute = int(hours), int(minutes or 0)
        if suffix.startswith(("a", "p")):
            if not 1 <= hour <= 12:
                continue
            hour = hour % 12 + (12 if suffix.startswith("p") else 0)
        elif hour < 12 and _EVENING.search(text):
            hour += 12
        if hour <= 23 and minute <= 59:
            return time(hour, minute)
    return None


def event_at(claim: str, published: When | None) -> datetime | None:
    """When a source says the events happened (a claim of a timeline discrepancy), placed
    against its publication: "10.15pm" in a morning report is the evening before; a weekday is
    the last one on or before publication; "ayer", "last night" the day before. None when the
    claim names no time or day, or the report has no day to count from."""
    if published is None or published.precision in ("year", "month"):
        return None
    text = fold(claim)
    day: date | None = None
    named = [_WEEKDAYS[w] for w in re.findall(r"[a-z]+", text) if w in _WEEKDAYS]
    if named:
        day = published.at.date() - timedelta(days=(published.at.weekday() - named[0]) % 7)
    elif _DAY_BEFORE.search(text):
        day = published.at.date() - timedelta(days=1)
    clock = _clock(text)
    if clock is None:
        return datetime.combine(day, time()) if day is not None else None
    if day is None:
        day = published.at.date()
        if published.precision == "minute" and datetime.combine(day, clock) > published.at:
            day -= timedelta(days=1)  # reported in the morning, it happened the evening before
    return datetime.combine(day, clock)


# -- the story, read from the session ----------------------------------------------------------------
class Report(Record):
    """One article on the timeline: its source, when it was published and, where it says it,
    the earliest time of the events it reports."""

    article: str
    source: str
    published: When | None
    event: datetime | None


class Point(Record):
    """What one source claims in one discrepancy, and where it stands on the axis."""

    discrepancy: str
    kind: str
    title: str
    article: str
    source: str
    claim: str
    start: int
    end: int
    at: datetime
    reported: datetime
    changed: bool


class Story(Record):
    """The timeline of the open comparison: dated reports in time order, the undated ones,
    one row of points per discrepancy, and the span the axis covers."""

    reports: list[Report]
    undated: list[Report]
    rows: list[list[Point]]
    first: datetime | None
    last: datetime | None


def story_of(session: ComparisonSession) -> Story:
    """Read the open comparison's articles and discrepancies as a timeline."""
    reports: dict[str, Report] = {}
    claims: dict[str, list[str]] = {}
    for d in session.discrepancies():
        if d.kind == "timeline":
            for p in d.passages:
                claims.setdefault(p.article, []).append(p.claim or p.exact)
    for article in session.articles():
        published = published_at(article.info.published)
        events = [e for e in (event_at(c, published) for c in claims.get(article.id, ())) if e is not None]
        reports[article.id] = Report(article.id, session.source_name(article.id), published, min(events, default=None))
    dated = sorted((r for r in reports.values() if r.published is not None),
                   key=lambda r: (r.published.at if r.published else datetime.min, r.source))
    rows: list[list[Point]] = []
    for d in session.discrepancies():
        points: list[Point] = []
        for report in dated:
            found = next((q for q in d.passages if q.article == report.article and not q.orphan), None)
            if found is None or report.published is None:
                continue
            p = found
            said = p.claim or short(p.exact, 60)
            at = event_at(said, report.published) if d.kind == "timeline" else None
            changed = bool(points) and _same(said) != _same(points[-1].claim)
            if changed and at is not None and points[-1].at != points[-1].reported:
                changed = at != points[-1].at  # "about 1:30 am" and "1.30am" tell the same time
            points.append(Point(d.id, d.kind, d.title, report.article, report.source, said, p.start, p.end,
                                at or report.published.at, report.published.at, changed))
        if points:
            rows.append(points)
    moments = [r.published.at for r in dated if r.published] + [r.event for r in dated if r.event]
    moments += [p.at for row in rows for p in row]
    return Story(dated, [r for r in reports.values() if r.published is None], rows,
                 min(moments, default=None), max(moments, default=None))


def _same(claim: str) -> str:
    """A claim as compared with the earlier report's: case and spacing aside (accents count:
    "Kovacevic" and "Kovačević" are two spellings of a name)."""
    return " ".join(claim.casefold().split())


# -- drawing ---------------------------------------------------------------------------------
_LEFT = 180  # the row titles
_ROW = 34
_LANE = 58  # the reports' lane under the axis
_TOP = 28
_RADIUS = 5


class TimelineView(QWidget):
    """Draws a :class:`Story`; a point is chosen with the mouse or the arrow keys.

    Signals:
        pointActivated(Point): clicked, or Enter on the chosen point.
    """

    pointActivated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.story = Story([], [], [], None, None)
        self.focused: str | None = None
        self.chosen: tuple[int, int] | None = None  # row, point
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAccessibleName(self.tr("Timeline"))

    def show_story(self, story: Story) -> None:
        self.story = story
        if self.chosen is not None and (self.chosen[0] >= len(story.rows) or self.chosen[1] >= len(story.rows[self.chosen[0]])):
            self.chosen = None
        self.setAccessibleDescription(self.describe())
        self.updateGeometry()
        self.update()

    def describe(self) -> str:
        """The story in a sentence (for screen readers and tests)."""
        return fill(self.tr("%1 reports in time order, %2 discrepancies"), str(len(self.story.reports)),
                    str(len(self.story.rows)))

    def sizeHint(self) -> QSize:
        return QSize(_LEFT + max(420, 150 * len(self.story.reports)), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(_LEFT + 120 * max(2, len(self.story.reports)), self._height())

    def _height(self) -> int:
        return _TOP + _LANE + _ROW * len(self.story.rows) + 16

    # -- geometry --------------------------------------------------------------------------------
    def x_of(self, moment: datetime) -> float:
        first, last = self.story.first, self.story.last
        left, right = _LEFT + 40, max(_LEFT + 80, self.width() - 90)
        if first is None or last is None or last <= first:
            return (left + right) / 2
        return left + (right - left) * (moment - first).total_seconds() / (last - first).total_seconds()

    def point_at(self, x: float, y: float) -> tuple[int, int] | None:
        row = int((y - _TOP - _LANE) // _ROW)
        if not 0 <= row < len(self.story.rows):
            return None
        near = [(abs(self.x_of(p.at) - x), i) for i, p in enumerate(self.story.rows[row])]
        distance, index = min(near, default=(99.0, -1))
        return (row, index) if distance <= 3 * _RADIUS else None

    # -- painting --------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        palette, story = self.palette(), self.story
        text, dim = palette.text().color(), palette.placeholderText().color()
        dark = is_dark(palette)
        if not story.reports:
            painter.setPen(dim)
            painter.drawText(self.rect().adjusted(12, 8, -12, -8), Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
                             self.tr("No dated article to place: give the articles a publication date."))
            return
        metrics = QFontMetrics(self.font())
        painter.setPen(QPen(dim, 1))
        painter.drawLine(QPointF(_LEFT, _TOP), QPointF(self.width() - 20, _TOP))
        for moment, label in _ticks(story.first, story.last):
            x = self.x_of(moment)
            painter.drawLine(QPointF(x, _TOP - 4), QPointF(x, _TOP + 4))
            painter.drawText(QRectF(x - 60, 2, 120, _TOP - 6), Qt.AlignmentFlag.AlignCenter, label)
        lane = _TOP + 22
        painter.drawText(QRectF(6, lane - 10, _LEFT - 12, 20), Qt.AlignmentFlag.AlignVCenter, self.tr("Reports"))
        taken: list[tuple[float, float, int]] = []
        for report in story.reports:
            assert report.published is not None
            x = self.x_of(report.published.at)
            if report.event is not None:  # when the events it reports happened, joined to the report
                ex = self.x_of(report.event)
                painter.setPen(QPen(dim, 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(ex, lane), QPointF(x, lane))
                painter.setPen(QPen(text, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPolygon(QPolygonF([QPointF(ex, lane - 5), QPointF(ex + 5, lane), QPointF(ex, lane + 5),
                                               QPointF(ex - 5, lane)]))
            painter.setPen(QPen(text, 1))
            painter.setBrush(text)
            painter.drawEllipse(QPointF(x, lane), _RADIUS, _RADIUS)
            width = metrics.horizontalAdvance(report.source) + 6
            level = next((i for i in range(4) if all(not (a < x + width / 2 and x - width / 2 < b) or lv != i
                                                       for a, b, lv in taken)), 0)
            taken.append((x - width / 2, x + width / 2, level))
            painter.drawText(QRectF(x - width / 2, lane + 7 + level * (metrics.height() - 2), width, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, report.source)
        for index, row in enumerate(story.rows):
            self._paint_row(painter, metrics, index, row, text, dim, dark)

    def _paint_row(self, painter: QPainter, metrics: QFontMetrics, index: int, row: list[Point], text: QColor,
                   dim: QColor, dark: bool) -> None:
        y = _TOP + _LANE + index * _ROW + _ROW / 2
        colour = style_for(row[0].kind, dark=dark).underline
        focused = row[0].discrepancy == self.focused
        font = QFont(self.font())
        font.setBold(focused)
        painter.setFont(font)
        painter.setPen(text)
        title = metrics.elidedText(row[0].title, Qt.TextElideMode.ElideRight, _LEFT - 14)
        painter.drawText(QRectF(6, y - _ROW / 2, _LEFT - 10, _ROW), Qt.AlignmentFlag.AlignVCenter, title)
        painter.setPen(QPen(dim, 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(_LEFT, y), QPointF(self.width() - 20, y))
        painter.setPen(QPen(colour, 2))
        xs = [self.x_of(p.at) for p in row]
        for a, b in pairwise(xs):
            painter.drawLine(QPointF(a, y), QPointF(b, y))
        above = {i: n % 2 == 0 for n, i in enumerate(sorted(range(len(row)), key=lambda i: xs[i]))}
        for i, (p, x) in enumerate(zip(row, xs, strict=True)):
            if p.at != p.reported:  # a time claim stands at the time it names; a tick where it was said
                said_x = self.x_of(p.reported)
                painter.setPen(QPen(dim, 1))
                painter.drawLine(QPointF(said_x, y - 4), QPointF(said_x, y + 4))
                if focused or (self.chosen is not None and self.chosen[0] == index):
                    painter.setPen(QPen(dim, 1, Qt.PenStyle.DashLine))
                    painter.drawLine(QPointF(x, y), QPointF(said_x, y))
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x, y), _RADIUS, _RADIUS)
            if self.chosen == (index, i):
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(self.palette().highlight().color(), 2))
                painter.drawEllipse(QPointF(x, y), _RADIUS + 4, _RADIUS + 4)
            label = QFont(self.font())
            label.setBold(p.changed)
            painter.setFont(label)
            painter.setPen(text)
            said = QFontMetrics(label).elidedText(p.claim, Qt.TextElideMode.ElideRight, 130)
            up = above[i]
            painter.drawText(QRectF(x - 65, y - _ROW / 2 - 1 if up else y + 3, 130, _ROW / 2 - 2),
                             Qt.AlignmentFlag.AlignHCenter | (Qt.AlignmentFlag.AlignBottom if up else Qt.AlignmentFlag.AlignTop),
                             said)
        painter.setFont(self.font())
        painter.setBrush(Qt.BrushStyle.NoBrush)

    # -- the reader's hand -----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.point_at(event.position().x(), event.position().y())
        if hit is not None:
            self._choose(hit, activate=True)
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows go from point to point (left and right in time, up and down between
        discrepancies); Enter or Space shows the chosen point's passage."""
        rows, key = self.story.rows, event.key()
        row, index = self.chosen or (0, -1)
        if rows and key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
            self._choose((row, max(0, min(len(rows[row]) - 1, index + (1 if key == Qt.Key.Key_Right else -1)))),
                         activate=False)
        elif rows and key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            row = max(0, min(len(rows) - 1, row + (1 if key == Qt.Key.Key_Down else -1)))
            self._choose((row, max(0, min(len(rows[row]) - 1, index))), activate=False)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.chosen is not None:
            self._choose(self.chosen, activate=True)
        else:
            super().keyPressEvent(event)

    def _choose(self, where: tuple[int, int], *, activate: bool) -> None:
        self.chosen = where
        point = self.story.rows[where[0]][where[1]]
        announce(self, self.say(point))
        self.update()
        if activate:
            self.pointActivated.emit(point)

    def say(self, point: Point) -> str:
        """What a point says: the discrepancy, the source, when, and its claim."""
        return fill(self.tr("%1 — %2, %3: %4"), point.title, point.source, _when(point.reported), point.claim)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            hit = self.point_at(event.pos().x(), event.pos().y())
            if hit is None:
                QToolTip.hideText()
            else:  # text from articles and readers is shown as text, never as markup
                QToolTip.showText(event.globalPos(), literal(self.say(self.story.rows[hit[0]][hit[1]])), self)
            return True
        return super().event(event)


def _when(moment: datetime) -> str:
    locale = QLocale()
    day = locale.toString(QDate(moment.year, moment.month, moment.day), QLocale.FormatType.ShortFormat)
    return f"{day} {moment:%H:%M}"


def _ticks(first: datetime | None, last: datetime | None) -> list[tuple[datetime, str]]:
    """Where the axis is marked, and how: hours within a day or two, else days."""
    if first is None or last is None:
        return []
    span = max((last - first).total_seconds(), 1.0)
    locale = QLocale()
    if span <= 2 * 86400:
        step = next(h for h in (1, 2, 3, 6, 12, 24) if span / (h * 3600) <= 8)
        tick = first.replace(minute=0, second=0, microsecond=0)
        marks = []
        while tick <= last:
            if tick >= first:
                label = f"{tick:%H:%M}"
                if tick.hour < step:  # a new day: say which
                    label = locale.toString(QDate(tick.year, tick.month, tick.day), "d MMM") + " " + label
                marks.append((tick, label))
            tick += timedelta(hours=step)
        return marks
    days = next(d for d in (1, 2, 7, 14, 30, 91, 365) if span / (d * 86400) <= 8)
    tick = datetime.combine(first.date(), time())
    marks = []
    while tick <= last:
        if tick >= first:
            marks.append((tick, locale.toString(QDate(tick.year, tick.month, tick.day), "d MMM yyyy")))
        tick += timedelta(days=days)
    return marks


# -- the panel -------------------------------------------------------------------------------
class TimelinePanel(QWidget):
    """The Timeline of the open comparison, and its undated articles with a way to date them."""

    def __init__(self, context: PanelContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        session = context.session
        self.setAccessibleName(self.tr("Timeline"))
        self.hint = QLabel(self.tr("Each discrepancy's claims as the sources reported them, in time order; "
                                   "bold: the claim changed from the earlier report. Click a point to see its passage."),
                           self)
        self.hint.setWordWrap(True)
        self.view = TimelineView(self)
        self.view.pointActivated.connect(lambda point: context.run(self.go_to, point))
        self.undated = QWidget(self)
        self.undated_layout = QVBoxLayout(self.undated)
        self.undated_layout.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.undated)
        self.setFocusProxy(self.view)
        events = session.events
        for event in (events.comparison_changed, events.articles_changed, events.discrepancies_changed,
                      events.kinds_changed):
            follow(self, event, self.refresh)
        follow(self, events.sources_changed, lambda _ids: self.refresh())
        follow(self, events.focus_changed, self._focus_changed)
        self.refresh()

    def refresh(self) -> None:
        story = story_of(self.context.session)
        self.view.focused = self.context.session.focused
        self.view.show_story(story)
        while self.undated_layout.count():
            item = self.undated_layout.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()  # type: ignore[union-attr]
        if story.undated:
            title = QLabel(self.tr("Without a publication date (not on the timeline):"), self.undated)
            self.undated_layout.addWidget(title)
        for report in story.undated:
            row = QWidget(self.undated)
            line = QHBoxLayout(row)
            line.setContentsMargins(12, 0, 0, 0)
            name = QLabel(report.source, row)
            name.setTextFormat(Qt.TextFormat.PlainText)
            button = QPushButton(self.tr("Set Date…"), row)
            button.setAccessibleName(fill(self.tr("Set the date of %1"), report.source))
            button.clicked.connect(lambda _=False, a=report.article: self.context.run(self.set_date, a))
            line.addWidget(name, 1)
            line.addWidget(button)
            self.undated_layout.addWidget(row)

    def _focus_changed(self, discrepancy_id: str | None, _reveal: bool) -> None:
        self.view.focused = discrepancy_id
        self.view.update()

    def go_to(self, point: Point) -> None:
        """Focus the point's discrepancy and mark its passage in its pane (scrolled to it)."""
        session = self.context.session
        session.focus(point.discrepancy, reveal=False)
        session.marks.set(TIMELINE, {point.article: [(point.start, point.end)]}, reveal=True)
        self.context.report(self.view.say(point), 5000)

    def set_date(self, article_id: str) -> None:
        """The article's details, to give it a publication date (it then joins the timeline)."""
        from .article_details import edit_article_details

        edit_article_details(self.context.parent, self.context.library, article_id)


def build_panel(context: PanelContext, parent: QWidget) -> TimelinePanel:
    """The Timeline of the open comparison (see :data:`.panels.PANELS`)."""
    return TimelinePanel(context, parent)
