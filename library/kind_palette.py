"""The one table of kind colours and underline patterns, shared by the app, reports and print.

Kinds are told apart by colour and, for readers who cannot rely on colour, by their lines
alone: a hue from the Okabe–Ito palette (chosen to stay distinguishable under the common
colour-vision deficiencies), an underline pattern (solid, dashed, dotted, dash-dot, wavy) and,
for half of the kinds, a line over the passage as well. Six patterns cannot separate ten kinds;
with or without the line over, no two built-in kinds (nor a plain highlight, which has only the
line over) look alike in black and white. A focused passage keeps its lines.

The table lives here, free of Qt, so that the desktop (``desktop/palette.py`` turns it into
``QColor`` and Qt underline styles), the HTML reports and the printed classroom sheets all draw a
kind the same way: Count is vermillion with a solid line everywhere.

Unknown, user-defined kinds get a pair picked by a stable hash of their name (crc32, not
``hash()``, which is salted per process), so a kind keeps its look across runs and machines.
"""

from __future__ import annotations

import zlib
from typing import Literal

from .records import Record

__all__ = [
    "CSS_PATTERNS",
    "HUES",
    "KIND_PATTERNS",
    "OVERLINED",
    "PATTERNS",
    "PLAIN",
    "SWATCHES",
    "KindLook",
    "contrast",
    "css_class",
    "kind_css",
    "look_for",
    "pattern_anchor",
    "tint",
]

Pattern = Literal["solid", "dashed", "dotted", "dash-dot", "dash-dot-dot", "wavy"]
PATTERNS: tuple[Pattern, ...] = ("solid", "dashed", "dotted", "dash-dot", "dash-dot-dot", "wavy")

HUES: dict[str, tuple[str, str]] = {
    "vermillion": ("#B84F00", "#FF8C42"),
    "reddish_purple": ("#A8508A", "#E8A8CC"),
    "blue": ("#0072B2", "#5AB4F0"),
    "sky_blue": ("#2675A8", "#7CC8F2"),
    "bluish_green": ("#00805C", "#3FD1A4"),
    "orange": ("#966700", "#F2B845"),
    "grey": ("#595959", "#B4B4B4"),
}
"""Hue -> (line on a light base, line on a dark base). On a light base the line is a darker
shade of the canonical swatch (a thin dotted line in the pale swatch colour vanishes on its own
tint); on a dark base it is lightened instead. The light shade is also the report's text colour,
so it reads at 4.5:1 or more on white and on the reports' grey cells (WCAG AA; ``tests/test_contrast.py``)."""

SWATCHES: dict[str, str] = {
    "vermillion": "#D55E00",
    "reddish_purple": "#CC79A7",
    "blue": "#0072B2",
    "sky_blue": "#56B4E9",
    "bluish_green": "#009E73",
    "orange": "#E69F00",
    "grey": "#999999",
}
"""The canonical Okabe–Ito colours: highlight backgrounds (translucent) on a light base."""

PLAIN = {"light": "#F0E442", "dark": "#E8DC3A", "line_light": "#807500", "line_dark": "#F0E442"}
"""A highlight without a kind: Okabe–Ito yellow with a line over it and none under it. The tint
alone is too faint to find (1.15:1 on white); the line is drawn at 3:1 or more."""

KIND_PATTERNS: dict[str, tuple[str, Pattern]] = {
    "count": ("vermillion", "solid"),
    "outcome": ("reddish_purple", "wavy"),
    "attribution": ("blue", "dashed"),
    "timeline": ("sky_blue", "dotted"),
    "location": ("bluish_green", "dash-dot"),
    "wording": ("orange", "wavy"),
    "quote": ("orange", "dashed"),
    "omission": ("grey", "dash-dot"),
    "agreement": ("bluish_green", "solid"),
    "other": ("grey", "dotted"),
}
"""Kind -> (hue, underline pattern). Every (hue, pattern) pair is unique."""

OVERLINED: frozenset[str] = frozenset({"wording", "quote", "omission", "agreement", "other"})
"""Kinds drawn with a line over the passage too: with it, every built-in kind's lines differ
from every other's without colour (Wording is wavy like Outcome, but also lined over)."""

CSS_PATTERNS: dict[Pattern, str] = {
    "solid": "solid",
    "dashed": "dashed",
    "dotted": "dotted",
    "dash-dot": "double",
    "dash-dot-dot": "double",
    "wavy": "wavy",
}
"""CSS ``text-decoration-style`` has no dash-dot line: a double line stands in for it on paper."""

_FALLBACKS: tuple[tuple[str, Pattern, bool], ...] = tuple(
    (hue, "dash-dot-dot", over) for over in (False, True) for hue in HUES
)
"""Kinds readers add: the one pattern no built-in kind uses, so that without colour a kind of
one's own is never taken for a built-in one (among themselves they differ by hue)."""


class KindLook(Record):
    """How a kind is drawn: its hue's colours and its underline pattern."""

    hue: str
    swatch: str
    line_light: str
    line_dark: str
    pattern: Pattern
    overline: bool = False


def _normal(kind: str) -> str:
    return kind.strip().casefold()


def look_for(kind: str) -> KindLook:
    """The look of ``kind`` (case and surrounding space ignored; unknown kinds get a stable pair)."""
    key = _normal(kind)
    builtin = KIND_PATTERNS.get(key)
    if builtin is not None:
        hue, pattern = builtin
        over = key in OVERLINED
    else:
        hue, pattern, over = _FALLBACKS[zlib.crc32(key.encode("utf-8")) % len(_FALLBACKS)]
    light, dark = HUES[hue]
    return KindLook(hue, SWATCHES[hue], light, dark, pattern, over)


def css_class(kind: str) -> str:
    """A CSS class name for ``kind`` that is safe whatever the kind's name holds."""
    key = _normal(kind)
    if key in KIND_PATTERNS:
        return f"k-{key}"
    return f"k-x{zlib.crc32(key.encode('utf-8')):08x}"


def tint(colour: str, share: float) -> str:
    """``colour`` laid at ``share`` opacity over white, as a solid colour.

    Solid, not translucent: Qt's rich text reads ``#RRGGBBAA`` as ``#AARRGGBB``, and its PDF
    writer's translucent fills trouble some PDF readers."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(255 - (255 - c) * share):02x}" for c in (r, g, b))


INK = "#1d232a"


def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(first: str, second: str) -> float:
    """The WCAG 2 contrast ratio of two ``#rrggbb`` colours (1 to 21): text needs 4.5, lines and
    other marks 3 (WCAG 2.2 AA, 1.4.3 and 1.4.11)."""
    a, b = _luminance(first), _luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def kind_css(kinds: list[str] | None = None) -> str:
    """CSS rules for the built-in kinds (and ``kinds``): ``.k-NAME`` colours text and borders in
    the kind's colour; ``.k-NAME .pat`` and ``mark.k-NAME`` underline in the kind's pattern over a
    pale tint of its swatch. Print keeps both (``print-color-adjust: exact``)."""
    names = list(KIND_PATTERNS) + [k for k in (kinds or []) if _normal(k) not in KIND_PATTERNS]
    rules = []
    for name in dict.fromkeys(names):
        look = look_for(name)
        cls = css_class(name)
        lines = "underline overline" if look.overline else "underline"
        rules.append(
            f".{cls} {{ color: {look.line_light}; }}\n"
            f".{cls} .pat {{ text-decoration: {lines} {CSS_PATTERNS[look.pattern]} {look.line_light}; "
            "text-decoration-thickness: 2px; text-underline-offset: 3px; }\n"
            f"mark.{cls} {{ text-decoration: {lines} {CSS_PATTERNS[look.pattern]} {look.line_light}; "
            f"text-decoration-thickness: 2px; text-underline-offset: 3px; background-color: {tint(look.swatch, 0.25)}; "
            f"color: {INK}; }}"
        )
    return "\n".join(rules) + "\n"


def pattern_anchor(kind: str) -> str:
    """An anchor name that carries a kind's pattern and line colour (``pk-solid-b84f00``; a kind
    lined over too: ``pk-wavy-over-9b6a00``).

    Qt's rich text has no CSS for underline styles; the desktop's printer finds these anchors
    and draws the pattern on the marked run of text (``desktop/printing.py``). Browsers ignore
    them."""
    look = look_for(kind)
    over = "-over" if look.overline else ""
    return f"pk-{look.pattern}{over}-{look.line_light[1:].lower()}"
