"""Colour is never the only cue, and every text and mark reads at WCAG AA contrast: the app's
highlights (light and dark themes), its hints, the reports and the printed sheets."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from parallax.desktop.palette import readable_palette, style_for
from parallax.library import kind_palette
from parallax.library.kind_palette import HUES, INK, contrast, look_for, tint
from parallax.library.reports.html import COLOURS

KINDS = sorted(kind_palette.KIND_PATTERNS)
THEMES = {
    # theme -> (page behind the text, text colour): Fusion's light, a common dark, high contrast
    "light": ("#ffffff", "#000000"),
    "dark": ("#1e1e1e", "#ffffff"),
    "high-contrast light": ("#ffffff", "#000000"),
    "high-contrast dark": ("#000000", "#ffffff"),
}


def _over(colour: QColor, page: str) -> str:
    """A translucent colour laid over the page, as the text is drawn on it."""
    base = QColor(page)
    share = colour.alphaF()
    mixed = QColor.fromRgbF(*(c * share + b * (1 - share) for c, b in (
        (colour.redF(), base.redF()), (colour.greenF(), base.greenF()), (colour.blueF(), base.blueF()))))
    return mixed.name()


def test_every_kind_and_a_plain_highlight_differ_without_colour() -> None:
    lines = [(look_for(k).pattern, look_for(k).overline) for k in KINDS]
    assert len(set(lines)) == len(KINDS)
    plain = style_for(None, dark=False)
    assert plain.overline and plain.underline_style == plain.underline_style.NoUnderline
    assert all(pattern != "none" for pattern, _ in lines)  # every kind has an underline, a plain one none
    custom = look_for("Rumour")
    assert (custom.pattern, custom.overline) not in set(lines)


@pytest.mark.parametrize("kind", [*KINDS, None])
def test_a_focused_highlight_keeps_its_lines(qapp: QApplication, kind: str | None) -> None:
    for dark in (False, True):
        normal, focused = style_for(kind, dark=dark), style_for(kind, dark=dark, focused=True)
        assert (focused.underline_style, focused.overline) == (normal.underline_style, normal.overline)
        assert focused.background.alpha() > normal.background.alpha()


@pytest.mark.parametrize(("theme", "kind", "focused"), list(itertools.product(THEMES, [*KINDS, None], (False, True))))
def test_highlight_text_and_lines_contrast(qapp: QApplication, theme: str, kind: str | None, focused: bool) -> None:
    page, text = THEMES[theme]
    dark = QColor(page).lightness() < 128
    style = style_for(kind, dark=dark, focused=focused)
    background = _over(style.background, page)
    assert contrast(text, background) >= 4.5, "the text on the highlight"
    line = style.underline.name()
    assert contrast(line, page) >= 3.0, "the highlight's line against the page"
    assert contrast(line, background) >= 3.0, "the highlight's line against its own tint"


def test_two_overlapping_highlights_keep_the_text_readable(qapp: QApplication) -> None:
    from parallax.desktop.highlighter import _composite
    from parallax.desktop.palette import OVERLAP_ALPHA

    for theme, (page, text) in THEMES.items():
        dark = QColor(page).lightness() < 128
        for a, b in itertools.combinations([*KINDS, None], 2):
            for focused in (False, True):
                stack = _composite([style_for(a, dark=dark).background, style_for(b, dark=dark, focused=focused).background],
                                   OVERLAP_ALPHA[dark] / 255)
                assert contrast(text, _over(stack, page)) >= 4.5, (theme, a, b, focused)


@pytest.mark.parametrize("hue", sorted(HUES))
def test_report_kind_text_reads_on_paper_and_soft_cells(hue: str) -> None:
    light, dark = HUES[hue]
    for behind in (COLOURS["paper"].replace("#fff", "#ffffff"), COLOURS["soft"]):
        assert contrast(light, behind) >= 4.5
    assert contrast(dark, "#1e1e1e") >= 4.5 and contrast(dark, "#000000") >= 4.5


def test_report_and_sheet_colours_read() -> None:
    paper = "#ffffff"
    pairs = [("ink", paper), ("muted", paper), ("muted", COLOURS["soft"]), ("ink", COLOURS["soft"]),
             ("ink", COLOURS["mark"]), ("warn", paper)]
    for fore, back in pairs:
        assert contrast(COLOURS[fore], back) >= 4.5, (fore, back)
    for kind in KINDS:  # a marked passage: ink on the kind's pale tint, lined in the kind's colour
        look = look_for(kind)
        assert contrast(INK, tint(look.swatch, 0.25)) >= 4.5
        assert contrast(look.line_light, tint(look.swatch, 0.25)) >= 3.0


@pytest.mark.parametrize("theme", ["light", "dark", "high-contrast dark"])
def test_hints_and_placeholders_read_in_every_theme(qapp: QApplication, theme: str) -> None:
    page, text = THEMES[theme]
    palette = QPalette()
    role = QPalette.ColorRole
    window = QColor("#353535") if QColor(page).lightness() < 128 else QColor("#efefef")  # Fusion's
    for r, colour in ((role.Base, QColor(page)), (role.Window, window), (role.Text, QColor(text))):
        palette.setColor(r, colour)
    faint = QColor(text)
    faint.setAlpha(128)  # Qt's own placeholder: the text at half strength (3.9:1 on white)
    palette.setColor(role.PlaceholderText, faint)
    fixed = readable_palette(palette) or palette
    hint = _over(fixed.color(role.PlaceholderText), page)
    assert contrast(hint, page) >= 4.5 and contrast(hint, window.name()) >= 4.5
    assert readable_palette(fixed) is None  # settled: setting it again changes nothing
