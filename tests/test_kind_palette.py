"""One palette everywhere: the app draws each kind with the library's colour and pattern."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from parallax.desktop.palette import style_for
from parallax.library import kind_palette
from parallax.library.kind_palette import css_class, kind_css, look_for


def test_every_builtin_kind_has_a_unique_colour_and_pattern_pair() -> None:
    pairs = list(kind_palette.KIND_PATTERNS.values())
    assert len(set(pairs)) == len(pairs)


def test_custom_kinds_keep_a_stable_look_unlike_any_builtin() -> None:
    look = look_for("Rumour")
    assert look == look_for("  rumour ")
    assert (look.hue, look.pattern) not in set(kind_palette.KIND_PATTERNS.values())


def test_css_classes_are_safe_for_any_kind_name() -> None:
    assert css_class("count") == "k-count"
    assert css_class('x"><script>').startswith("k-x") and "<" not in css_class('x"><script>')
    assert "k-x" in kind_css(["Rumour"])


@pytest.mark.parametrize("kind", sorted(kind_palette.KIND_PATTERNS))
def test_app_underline_is_the_librarys_colour(qapp: QApplication, kind: str) -> None:
    style = style_for(kind, dark=False)
    assert style.underline == QColor(look_for(kind).line_light)
    assert style_for(kind, dark=True).underline == QColor(look_for(kind).line_dark)
