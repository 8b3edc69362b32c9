"""The outlet a headline names before a dash, offered when an import asks for sources."""

from __future__ import annotations

from parallax.library.outlets import outlet_in_title


def test_the_outlet_before_an_em_dash() -> None:
    assert outlet_in_title("Diario de Tecuaxtla — Suman 327 afectados por intoxicación") == "Diario de Tecuaxtla"


def test_an_en_dash_too() -> None:
    assert outlet_in_title("Harbour Post – Ferry runs aground") == "Harbour Post"


def test_a_headline_without_a_dash_names_no_outlet() -> None:
    assert outlet_in_title("Ferry runs aground off Carrick Head") == ""


def test_a_long_run_before_the_dash_is_the_headline_own() -> None:
    assert outlet_in_title("Five people were killed in the blast on Tuesday morning — and more are missing") == ""


def test_a_lowercase_run_before_the_dash_is_no_outlet() -> None:
    assert outlet_in_title("five dead — and more missing") == ""
