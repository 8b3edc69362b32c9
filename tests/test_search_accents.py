"""Full-text search ignores accents, in Spanish and in English, whichever side carries them."""

from __future__ import annotations

import pytest

from parallax.library.store import Library

SPANISH = "# Una canción de cuna\n\nEl pingüino cantó la canción en el árbol del niño.\n"
PLAIN = "# A cancion plain\n\nThe naive cafe owner sang a cancion by the arbol.\n"
ENGLISH = "# Naïve reviews\n\nThe café's résumé was naïve.\n"


@pytest.fixture
def titles(lib: Library) -> Library:
    for body in (SPANISH, PLAIN, ENGLISH):
        lib.add_article(body)
    return lib


def found(lib: Library, query: str, *, prefix: bool = False) -> set[str]:
    return {hit.article.title for hit in lib.search(query, prefix=prefix)}


def test_an_unaccented_query_finds_the_accented_word(titles: Library) -> None:
    assert "Una canción de cuna" in found(titles, "cancion")


def test_an_accented_query_finds_the_unaccented_word(titles: Library) -> None:
    assert "A cancion plain" in found(titles, "canción")


def test_dieresis_tilde_and_acute_are_all_ignored(titles: Library) -> None:
    assert found(titles, "pinguino nino arbol") == {"Una canción de cuna"}


def test_english_accents_are_ignored_both_ways(titles: Library) -> None:
    assert found(titles, "naive cafe") == {"A cancion plain", "Naïve reviews"}
    assert found(titles, "résumé") == {"Naïve reviews"}


def test_a_decomposed_accent_in_the_query_is_one_word(titles: Library) -> None:
    """Some keyboards send "ó" as "o" and a combining acute (U+0301)."""
    assert found(titles, "cancio\u0301n") == {"Una canción de cuna", "A cancion plain"}


def test_search_as_you_type_ignores_accents(titles: Library) -> None:
    assert found(titles, "pingüi", prefix=True) == {"Una canción de cuna"}
    assert found(titles, "cancio\u0301", prefix=True) == {"Una canción de cuna", "A cancion plain"}
