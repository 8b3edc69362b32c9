"""Suggestions are shown in the reader's language and keep their ids in every language."""

from __future__ import annotations

import pytest

from parallax.library.i18n import in_language
from parallax.library.suggest import lexicon
from parallax.library.suggest.engine import suggest
from parallax.library.suggest.mentions import ArticleText
from parallax.library.suggest.wording import (
    FATES,
    NOUNS,
    PARTS,
    PREDICATES,
    QUALIFIERS,
    shown_title,
    shown_value,
)


def test_every_word_the_engine_composes_with_has_a_translation() -> None:
    from parallax.library.suggest import causes, parts, states
    from parallax.library.suggest.people import FATES as PERSON_FATES
    from parallax.library.suggest.wording import ROLES, WORDS

    assert set(lexicon.NOUNS.by_fold.values()) | set(lexicon.NOUN_PHRASES.by_fold.values()) | set(lexicon.NOUN_PHRASES.phrases.values()) == set(NOUNS)
    assert set(lexicon.PREDICATES.by_fold.values()) | set(lexicon.PREDICATE_PHRASES.phrases.values()) <= set(PREDICATES)
    assert set(parts.PARTS.values()) <= set(NOUNS) | set(PARTS)
    assert set(PERSON_FATES) <= set(FATES)
    assert {q for _words, q in lexicon.QUALIFIERS} == set(QUALIFIERS)
    assert set(lexicon.ROLES.by_fold.values()) == set(ROLES)
    said = {title for _key, title, _values in states.STATES} | {v for _k, _t, values in states.STATES for v, _p in values}
    said |= set(states.ACTION_TITLES.values()) | {cause for cause, _words in causes._CAUSES}
    said |= {shown for words in lexicon.VAGUE_AMOUNTS.values() for shown, _size in words.values() if not shown.startswith("about")}
    said |= set(lexicon.LOADED_TERMS.by_fold.values())
    assert said <= set(WORDS)


@pytest.mark.parametrize(
    ("english", "spanish"),
    [
        ("officers wounded", "agentes heridos"),
        ("people wounded", "personas heridas"),  # said of people, the word agrees
        ("women killed", "mujeres muertas"),  # a part of a toll told by who they were
        ("group members killed", "miembros del grupo muertos"),
        ("people (trasladar)", "personas (trasladar)"),  # the article's own word stays
        ("fate of Pérez", "suerte de Pérez"),
        ("date of the helicopter", "fecha: helicopter"),
        ("fate of the captain", "suerte del capitán"),
        ("ambulances", "ambulancias"),
        ("contenedores burned", "contenedores quemados"),
        ("what the Taliban said: people killed", "qué dijo the Taliban: personas muertas"),
        ("armed or not", "armados o no"),
        ("who said \u201cwe will\u2026\u201d", "quién dijo «we will…»"),
        ("a title of the reader's own", "a title of the reader's own"),
    ],
)
def test_titles_are_shown_in_spanish(english: str, spanish: str) -> None:
    assert shown_title(english) == english
    with in_language("es"):
        assert shown_title(english) == spanish


@pytest.mark.parametrize(
    ("english", "spanish"),
    [("at least 2", "al menos 2"), ("up to 10", "hasta 10"), ("killed", "muerto"), ("unknown", "desconocido"),
     ("security forces", "fuerzas de seguridad"), ("8", "8"), ("6 months", "6 meses"), ("1 hour", "1 hora"),
     ("not armed", "sin armas"), ("gas (ruled out)", "gas (descartado)"), ("dozens", "decenas"),
     ("about 10", "unos 10"), ("night", "noche")],
)
def test_claims_are_shown_in_spanish(english: str, spanish: str) -> None:
    assert shown_value(english) == english
    with in_language("es"):
        assert shown_value(english) == spanish


def test_a_suggestion_keeps_its_id_in_every_language() -> None:
    articles = [
        ArticleText("a", "Al menos ocho agentes resultaron heridos en el ataque.", "es"),
        ArticleText("b", "Dos agentes resultaron heridos en el ataque.", "es"),
    ]
    english = suggest(articles).suggestions
    with in_language("es"):
        spanish = suggest(articles).suggestions
    assert english and [s.id for s in spanish] == [s.id for s in english]
    assert [s.title for s in spanish] != [s.title for s in english]
    assert "al menos 8" in {p.value for s in spanish for p in s.passages}


def test_no_suggestion_on_spanish_articles_is_titled_in_english() -> None:
    """Every title the engine writes, the wording ones about headlines and leads included."""
    import re

    articles = [
        ArticleText("a", "Evacuación en Aguaclara\n\nAl menos 2,5 millones de personas fueron evacuadas el lunes, "
                         "según el Gobierno. Murieron 12 personas.", "es"),
        ArticleText("b", "Evacuación masiva\n\nUnos 3,2 millones de personas fueron evacuadas el martes, "
                         "según la Cruz Roja. Murieron 15 personas.", "es"),
    ]
    with in_language("es"):
        found = suggest(articles).suggestions
    titles = [s.title for s in found]
    assert titles
    english = re.compile(r"\b(the|each|what|how|with|first|of|people|killed|wounded|date|wording)\b")
    assert [t for t in titles if english.search(t)] == []


def test_evacuated_is_its_own_count_not_rescued() -> None:
    """"350 evacuated" and "350 rescued" are different claims; "desalojados" is evacuated too."""
    articles = [
        ArticleText("a", "Unas 350 personas fueron evacuadas durante la noche por la crecida.", "es"),
        ArticleText("b", "Un total de 420 personas fueron desalojadas durante la noche por la crecida.", "es"),
    ]
    english = [s.title for s in suggest(articles).suggestions]
    with in_language("es"):
        spanish = [s.title for s in suggest(articles).suggestions]
    assert any(t.startswith("people evacuated") for t in english)
    assert any(t.startswith("personas evacuadas") for t in spanish)
    assert not any("rescued" in t for t in english)


def test_a_share_of_something_is_titled_in_spanish() -> None:
    with in_language("es"):
        assert shown_title("percentage of the niños") == "porcentaje: niños"


def test_the_headlines_side_by_side_only_when_wording_is_asked_for() -> None:
    texts = [
        "Harbour Post — Ferry strike shuts island route\n\nThe ferry crews walked out on Monday, leaving 40 sailings cancelled.",
        "Island Echo — Union blames owners for lost sailings\n\nThe ferry crews walked out on Monday, leaving 25 sailings cancelled.",
    ]
    articles = [ArticleText(f"a{i}", t, "en") for i, t in enumerate(texts)]
    assert not any(s.title == "what each headline leads with" for s in suggest(articles).suggestions)
    assert any(s.title == "what each headline leads with" for s in suggest(articles, kinds=["wording"]).suggestions)


def test_a_denial_title_in_spanish() -> None:
    with in_language("es"):
        assert shown_title("said and denied: lorries on the viaduct") == "afirmado y negado: lorries on the viaduct"
