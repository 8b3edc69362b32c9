"""Colours and underline patterns for highlights, by discrepancy kind.

Kinds are told apart by two cues, never by colour alone: a hue from the Okabe–Ito palette
(chosen to stay distinguishable under the common colour-vision deficiencies) and an underline
pattern (solid, dashed, dotted, dash-dot, wavy...). No two built-in kinds share both. The hues
repeat across kinds on purpose: seven usable colours cannot separate ten kinds, the pattern
finishes the job.

Light and dark themes get separate tints: a translucent pastel reads well on white but turns
muddy on a dark base, and the dark Okabe–Ito blue vanishes on black, so the dark variants are
lighter versions of the same hues. Callers pass ``dark`` explicitly (see :func:`is_dark`) so a
theme switch simply re-asks.

A highlight without a kind (a plain passage not yet linked to a discrepancy) gets a neutral
yellow marker tint and no underline; unknown, user-defined kinds get a pair picked by a stable
hash of their name, so a kind keeps its look across runs and machines.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QTextCharFormat

if TYPE_CHECKING:  # the swatches are painted after the window's first paint: these load then
    from PySide6.QtGui import QIcon, QPainterPath, QPixmap

__all__ = ["KIND_PATTERNS", "HighlightStyle", "is_dark", "kind_icon", "style_for"]

Underline = QTextCharFormat.UnderlineStyle

# Okabe–Ito hues: (underline on light, underline on dark). On a light base the underline is a
# darker shade of the canonical swatch: a one-pixel dotted or wavy line in the pale swatch
# colour vanishes against its own tinted background, and the pattern is the second cue. On a
# dark base the lines are lightened instead. Backgrounds are the same colours, translucent.
_HUES: dict[str, tuple[str, str]] = {
    "vermillion": ("#B84F00", "#FF8C42"),
    "reddish_purple": ("#A8508A", "#E8A8CC"),
    "blue": ("#0072B2", "#5AB4F0"),
    "sky_blue": ("#2B85BF", "#7CC8F2"),
    "bluish_green": ("#00805C", "#3FD1A4"),
    "orange": ("#A87300", "#F2B845"),
    "grey": ("#595959", "#B4B4B4"),
}
# The swatch itself, for backgrounds on a light base (the pale canonical Okabe–Ito colours).
_SWATCH: dict[str, str] = {
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
    "blue": "#0072B2",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "orange": "#E69F00",
    "grey": "#999999",
}

# Kind -> (hue, underline pattern). Every (hue, pattern) pair is unique.
KIND_PATTERNS: dict[str, tuple[str, Underline]] = {
    "count": ("vermillion", Underline.SingleUnderline),
    "outcome": ("reddish_purple", Underline.WaveUnderline),
    "attribution": ("blue", Underline.DashUnderline),
    "timeline": ("sky_blue", Underline.DotLine),
    "location": ("bluish_green", Underline.DashDotLine),
    "wording": ("orange", Underline.WaveUnderline),
    "quote": ("orange", Underline.DashUnderline),
    "omission": ("grey", Underline.DashUnderline),
    "agreement": ("bluish_green", Underline.SingleUnderline),
    "other": ("grey", Underline.DotLine),
}

_PATTERNS: tuple[Underline, ...] = (
    Underline.SingleUnderline,
    Underline.DashUnderline,
    Underline.DotLine,
    Underline.DashDotLine,
    Underline.DashDotDotLine,
    Underline.WaveUnderline,
)
# Pairs no built-in kind uses, in a fixed order: user-defined kinds draw from these.
_FALLBACKS: tuple[tuple[str, Underline], ...] = tuple(
    (hue, pattern)
    for pattern in _PATTERNS
    for hue in _HUES
    if (hue, pattern) not in set(KIND_PATTERNS.values())
)

# Background opacity (0-255): (normal, focused) per theme. A dark base needs more to show.
_ALPHA = {False: (70, 150), True: (85, 165)}
_PLAIN = {False: ("#F0E442", 120, 210), True: ("#E8DC3A", 75, 150)}  # Okabe–Ito yellow
_PLAIN_UNDERLINE = {False: "#9A8C00", True: "#F0E442"}


class HighlightStyle(NamedTuple):
    """How one highlight is drawn: a translucent background and an underline.

    The colours are fresh objects per call; treat them as read-only values anyway.
    """

    background: QColor
    underline: QColor
    underline_style: Underline


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether a palette (the application's by default) is a dark theme.

    Judged by the window colour's lightness, which follows both the platform's dark mode and
    a style sheet or palette the user set.
    """
    if palette is None:
        palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def _normal(kind: str) -> str:
    return kind.strip().casefold()


def _pattern_for(kind: str) -> tuple[str, Underline]:
    key = _normal(kind)
    known = KIND_PATTERNS.get(key)
    if known is not None:
        return known
    # crc32, not hash(): str hashes are salted per process and the look must be stable.
    return _FALLBACKS[zlib.crc32(key.encode("utf-8")) % len(_FALLBACKS)]


def style_for(kind: str | None, *, dark: bool, focused: bool = False) -> HighlightStyle:
    """The style of a highlight of ``kind`` (``None``: a plain highlight, no discrepancy).

    Args:
        kind: a discrepancy kind name; matching ignores case and surrounding space.
        dark: draw for a dark theme.
        focused: the highlight is selected or part of the focused discrepancy: a stronger
            background and a solid underline, so it stands out among its neighbours.
    """
    if kind is None or not kind.strip():
        colour, normal_alpha, focused_alpha = _PLAIN[dark]
        background = QColor(colour)
        background.setAlpha(focused_alpha if focused else normal_alpha)
        underline = QColor(_PLAIN_UNDERLINE[dark])
        style = Underline.SingleUnderline if focused else Underline.NoUnderline
        return HighlightStyle(background, underline, style)
    hue, pattern = _pattern_for(kind)
    underline = QColor(_HUES[hue][1 if dark else 0])
    background = QColor(underline if dark else _SWATCH[hue])
    background.setAlpha(_ALPHA[dark][1 if focused else 0])
    return HighlightStyle(background, underline, Underline.SingleUnderline if focused else pattern)


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
        pattern = style.underline_style
        if kind is None or not kind.strip():
            pattern = Underline.SingleUnderline  # an icon always shows a line
        pen = QPen(style.underline, 1.6 * unit)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(_pattern_path(pattern, unit, size - unit, size - 2.2 * unit, 1.6 * unit))
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
