"""Colours and lines for highlights, by discrepancy kind.

Kinds are told apart by colour and, without colour, by their lines: an underline pattern
(solid, dashed, dotted, dash-dot, wavy) and, for half of the kinds, a line over the passage
too, so no two built-in kinds look alike in black and white, and a focused passage keeps its
lines (it only gets a stronger tint). The table is :mod:`parallax.library.kind_palette`, shared
with the reports and printed sheets; this module turns it into Qt colours and line styles.

Light and dark themes get separate tints: a translucent pastel reads well on white but turns
muddy on a dark base, and the dark Okabe–Ito blue vanishes on black, so the dark variants are
lighter versions of the same hues. Callers pass ``dark`` explicitly (see :func:`is_dark`) so a
theme switch simply re-asks.

A highlight without a kind (a plain passage not yet linked to a discrepancy) gets a neutral
yellow marker tint and a line over it (no underline), drawn at 3:1 or more against the page;
unknown, user-defined kinds get a look picked by a stable hash of their name, so a kind keeps
its look across runs and machines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QTextCharFormat

from parallax.library import kind_palette
from parallax.library.records import Record

if TYPE_CHECKING:  # the swatches are painted after the window's first paint: these load then
    from PySide6.QtGui import QIcon, QPainterPath, QPixmap

__all__ = [
    "KIND_PATTERNS", "MARK_STYLES", "OVERLAP_ALPHA", "HighlightStyle", "MarkStyle", "follow_theme", "is_dark",
    "kind_icon", "mark_style", "readable_palette", "style_for",
]

Underline = QTextCharFormat.UnderlineStyle

# The table itself (hues, swatches, kind -> pattern) is the library's, so reports and print
# draw every kind as the app does; here it becomes Qt underline styles.
_UNDERLINES: dict[str, Underline] = {
    "solid": Underline.SingleUnderline,
    "dashed": Underline.DashUnderline,
    "dotted": Underline.DotLine,
    "dash-dot": Underline.DashDotLine,
    "dash-dot-dot": Underline.DashDotDotLine,
    "wavy": Underline.WaveUnderline,
}
_HUES = kind_palette.HUES
_SWATCH = kind_palette.SWATCHES

# Kind -> (hue, underline pattern). Every (hue, pattern) pair is unique.
KIND_PATTERNS: dict[str, tuple[str, Underline]] = {
    kind: (hue, _UNDERLINES[pattern]) for kind, (hue, pattern) in kind_palette.KIND_PATTERNS.items()
}
"""Kind -> (hue, underline); :data:`parallax.library.kind_palette.OVERLINED` says which are lined over too."""

# Background opacity (0-255): (normal, focused) per theme. A focused passage is tinted about
# twice as strongly, but never so strongly that its text falls under 4.5:1 or its lines under
# 3:1 against the tint (tests/test_contrast.py): the lines, not the tint, make a highlight
# visible at 3:1 against the page.
_ALPHA = {False: (50, 90), True: (60, 105)}
_PLAIN = {False: (kind_palette.PLAIN["light"], 110, 200), True: (kind_palette.PLAIN["dark"], 60, 115)}
OVERLAP_ALPHA = {False: 120, True: 105}
"""The most opacity where highlights overlap (their tints add up): past it the text on them
would read under 4.5:1."""
_PLAIN_UNDERLINE = {False: kind_palette.PLAIN["line_light"], True: kind_palette.PLAIN["line_dark"]}


class HighlightStyle(Record):
    """How one highlight is drawn: a translucent background, an underline and perhaps a line
    over it (drawn in the underline's colour).

    The colours are fresh objects per call; treat them as read-only values anyway.
    """

    background: QColor
    underline: QColor
    underline_style: Underline
    overline: bool = False


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether a palette (the application's by default) is a dark theme.

    Judged by the window colour's lightness, which follows both the platform's dark mode and
    a style sheet or palette the user set.
    """
    if palette is None:
        palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


class MarkStyle(Record):
    """How one source of marks (:mod:`parallax.library.marks`) is drawn over the text.

    Attributes:
        role: the palette colour that tints the passage (so marks follow the theme).
        alpha: the tint's opacity, 0-255.
        underline: an underline in the same colour (none by default).
        lasts_ms: the marks go away after this long (0: until their source clears them).
        centre: revealing a mark centres it; False: a mark already well in view stays put
            (a find match, as browsers do).
    """

    role: QPalette.ColorRole
    alpha: int
    underline: Underline = Underline.NoUnderline
    lasts_ms: int = 0
    centre: bool = True


MARK_STYLES: dict[str, MarkStyle] = {
    "suggested": MarkStyle(QPalette.ColorRole.Link, 40, Underline.DashUnderline),
    "match": MarkStyle(QPalette.ColorRole.Highlight, 150, centre=False),
    "flash": MarkStyle(QPalette.ColorRole.Highlight, 110, lasts_ms=900),
}
"""Each source of marks and its look, in drawing order (a later source is drawn on top). A
source not listed is drawn as :data:`OTHER_MARKS`."""

OTHER_MARKS = MarkStyle(QPalette.ColorRole.Link, 60, Underline.SingleUnderline)


def mark_style(source: str) -> MarkStyle:
    """The look of ``source``'s marks (unknown sources share one, drawn below the listed ones)."""
    return MARK_STYLES.get(source, OTHER_MARKS)


def _pattern_for(kind: str) -> tuple[str, Underline, bool]:
    look = kind_palette.look_for(kind)
    return look.hue, _UNDERLINES[look.pattern], look.overline


def style_for(kind: str | None, *, dark: bool, focused: bool = False) -> HighlightStyle:
    """The style of a highlight of ``kind`` (``None``: a plain highlight, no discrepancy).

    Args:
        kind: a discrepancy kind name; matching ignores case and surrounding space.
        dark: draw for a dark theme.
        focused: the highlight is selected or part of the focused discrepancy: a stronger
            background, so it stands out among its neighbours; its lines stay its kind's.
    """
    if kind is None or not kind.strip():
        colour, normal_alpha, focused_alpha = _PLAIN[dark]
        background = QColor(colour)
        background.setAlpha(focused_alpha if focused else normal_alpha)
        underline = QColor(_PLAIN_UNDERLINE[dark])
        return HighlightStyle(background, underline, Underline.NoUnderline, True)
    hue, pattern, over = _pattern_for(kind)
    underline = QColor(_HUES[hue][1 if dark else 0])
    background = QColor(underline if dark else _SWATCH[hue])
    background.setAlpha(_ALPHA[dark][1 if focused else 0])
    return HighlightStyle(background, underline, pattern, over)


def _pattern_path(pattern: Underline, left: float, right: float, y: float, unit: float) -> QPainterPath:
    """A path drawing ``pattern`` as line segments from ``left`` to ``right`` at ``y``."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath

    path = QPainterPath()
    if pattern == Underline.WaveUnderline:
        path.moveTo(left, y)
        x, up = left, True
        while x < right:
            nxt = min(x + 2 * unit, right)
            path.quadTo(QPointF((x + nxt) / 2, y - 2 * unit if up else y + 2 * unit), QPointF(nxt, y))
            x, up = nxt, not up
        return path
    dashes = {
        Underline.DashUnderline: (3.0, 1.5),
        Underline.DotLine: (1.0, 1.0),
        Underline.DashDotLine: (3.0, 1.0, 1.0, 1.0),
        Underline.DashDotDotLine: (3.0, 1.0, 1.0, 1.0, 1.0, 1.0),
    }.get(pattern)
    if dashes is None:  # solid
        path.moveTo(left, y)
        path.lineTo(right, y)
        return path
    x, i = left, 0
    while x < right:
        length = dashes[i % len(dashes)] * unit
        if i % 2 == 0:
            path.moveTo(x, y)
            path.lineTo(min(x + length, right), y)
        x += length
        i += 1
    return path


def _swatch(kind: str | None, size: int, dark: bool) -> QPixmap:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPainter, QPen, QPixmap

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    style = style_for(kind, dark=dark)
    unit = size / 16.0
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(style.background)
        fill.setAlpha(min(255, fill.alpha() * 2 + 40))  # a swatch alone needs more body
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(unit, unit, size - 2 * unit, size - 5 * unit), 2 * unit, 2 * unit)
        pen = QPen(style.underline, 1.6 * unit)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if style.underline_style != Underline.NoUnderline:
            painter.drawPath(_pattern_path(style.underline_style, unit, size - unit, size - 2.2 * unit, 1.6 * unit))
        if style.overline:  # the swatch's top edge, as the passage's line over
            painter.drawPath(_pattern_path(Underline.SingleUnderline, unit, size - unit, 1.0 * unit, 1.6 * unit))
    finally:
        painter.end()
    return pixmap


def kind_icon(kind: str | None, *, dark: bool | None = None) -> QIcon:
    """A small swatch of a kind's tint with its underline pattern, for menus and lists.

    Needs a running ``QGuiApplication``. ``dark`` defaults to the application's palette.
    """
    if dark is None:
        dark = is_dark()
    from PySide6.QtGui import QIcon

    key = (kind, dark)
    icon = _ICONS.get(key)
    if icon is None:  # painted once per kind and theme: menus, lists and dialogs share them
        icon = QIcon()
        for size in (16, 32):
            icon.addPixmap(_swatch(kind, size, dark))
        _ICONS[key] = icon
    return QIcon(icon)


_ICONS: dict[tuple[str | None, bool], QIcon] = {}


# -- readable hints ---------------------------------------------------------------------------

HINT_CONTRAST = 4.6
"""What grey hint and placeholder text must reach against the window and the fields (WCAG AA
asks 4.5:1 of any text; a little over, for rounding in other themes)."""


def _mix(top: QColor, bottom: QColor, share: float) -> QColor:
    return QColor.fromRgbF(*(a * share + b * (1 - share) for a, b in (
        (top.redF(), bottom.redF()), (top.greenF(), bottom.greenF()), (top.blueF(), bottom.blueF()))))


def readable_palette(palette: QPalette) -> QPalette | None:
    """``palette`` with its placeholder text (hints such as "No discrepancies yet…" and the
    "(required)" in empty fields) dark or light enough to read, or None if it already is.

    Qt's own placeholder is the text colour at half strength: 3.9:1 on white, less on the
    window's grey. The hint keeps its grey look, mixed from the text colour toward the base
    just as far as 4.6:1 against both the base and the window allows; works for light, dark
    and high-contrast themes alike, since it is computed from the theme's own colours.
    """
    role, groups = QPalette.ColorRole, (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)
    changed = QPalette(palette)
    needed = False
    for group in groups:
        text, base, window = (palette.color(group, r) for r in (role.Text, role.Base, role.Window))
        current = palette.color(group, role.PlaceholderText)
        shown = _mix(current, base, current.alphaF())
        if min(kind_palette.contrast(shown.name(), c.name()) for c in (base, window)) >= HINT_CONTRAST:
            continue
        share = 0.5
        while share < 1.0:
            hint = _mix(text, base, share)
            if min(kind_palette.contrast(hint.name(), c.name()) for c in (base, window)) >= HINT_CONTRAST:
                break
            share += 0.05
        changed.setColor(group, role.PlaceholderText, _mix(text, base, min(share, 1.0)))
        needed = True
    return changed if needed else None


def _apply_readable() -> None:
    fixed = readable_palette(QGuiApplication.palette())
    if fixed is not None:  # setting it sends one more palette change, which then needs nothing
        QGuiApplication.setPalette(fixed)


def follow_theme(app: QGuiApplication) -> None:
    """Give ``app`` readable hints now and after every theme change (a signal, not an event
    filter on the application, which would see every event of every widget)."""
    _apply_readable()
    app.paletteChanged.connect(lambda _palette: _apply_readable())
