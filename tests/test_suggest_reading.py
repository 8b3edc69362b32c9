"""Claims read in their sentence: who says them, and whether they are said at all.

One behaviour per test, on fictional text in English and Spanish.
"""

from __future__ import annotations

from parallax.library.suggest import ArticleText, suggest
from tests.suggest_support import cards as _cards
from tests.suggest_support import source_of


def _card(title: str, *texts: str, language: str = "en") -> list[str]:
    cards = _cards(*texts, language=language)
    assert title in cards, sorted(cards)
    return cards[title]


def test_a_claim_said_by_someone_else_names_them() -> None:
    values = _card(
        "fate of Varga",
        "Rebel leader Tomas Varga was captured in the raid, the government said.",
        "Rebel leader Tomas Varga was killed in the raid on Monday.",
    )
    assert values == ["captured (government)", "killed"]


def test_not_clear_if_makes_the_outcome_unknown() -> None:
    values = _card(
        "fate of Varga",
        "It was not clear if the insurgent commander Tomas Varga survived the assault.",
        "Insurgent commander Tomas Varga was killed in the assault.",
    )
    assert values == ["unknown", "killed"]


def test_a_conditional_says_nothing_of_the_fate() -> None:
    cards = _cards(
        "\u201cIf Tomas Varga has been killed, we will answer,\u201d a rebel wrote. Rebel leader Tomas Varga was captured.",
        "Rebel leader Tomas Varga was captured on Monday in the raid.",
    )
    assert "fate of Varga" not in cards  # both say captured: the "if" is no claim


def test_an_outcome_doubted_in_its_own_clause_does_not_doubt_the_next() -> None:
    values = _card(
        "fate of Varga",
        "Though the fate of Tomas Varga remains unknown, the Daily Ledger reported that he had been killed.",
        "Rebel leader Tomas Varga was captured on Monday.",
    )
    assert values[0].startswith("killed")


def test_a_denied_count_is_no_claim() -> None:
    cards = _cards(
        "Police denied that 30 people were killed. Twelve people were killed in the clashes.",
        "Twelve people were killed in the clashes, officials said.",
    )
    assert "people killed" not in cards


def test_an_earlier_figure_gives_way_to_the_outlet_s_own() -> None:
    values = _card(
        "people killed",
        "Initially 76 people were reported killed. The authorities now say 71 people were killed in the crash.",
        "At least 75 people were killed in the crash.",
    )
    assert values[0].startswith("71")


def test_the_same_source_with_different_figures_is_its_own_card() -> None:
    cards = _cards(
        "Five people were killed in the blast. At least 13 people were killed, a Taliban official said.",
        "At least 60 people were killed in the blast, a Taliban official said.",
    )
    assert cards["what Taliban official said: people killed"] == ["at least 13 (Taliban official)", "at least 60 (Taliban official)"]


def test_a_spanish_source_is_read_after_segun() -> None:
    values = _card(
        "fate of Varga",
        "Según el Gobierno, el líder rebelde Tomás Varga fue detenido el lunes.",
        "El líder rebelde Tomás Varga fue abatido el lunes durante la operación.",
        language="es",
    )
    assert values == ["captured (Gobierno)", "killed"]


def test_passages_carry_their_evidence() -> None:
    found = suggest([
        ArticleText("a", "Five officers were wounded in the clash at the depot.", "en"),
        ArticleText("b", "Eight officers were wounded in the clash at the depot, police said.", "en"),
    ]).suggestions
    passage = found[0].passages[1]
    assert passage.sentence == "Eight officers were wounded in the clash at the depot, police said."
    assert passage.cue == "wounded" and passage.source == "police"
    assert set(found[0].to_json()["passages"][0]) >= {"article", "start", "end", "exact", "value", "sentence", "cue", "source"}


def test_who_speaks_ends_at_a_verb() -> None:
    from parallax.library.suggest.reading import read
    from parallax.library.suggest.text import split_sentences

    text = "Nadie sabe aún qué pasó, pero según el alcalde está descartado un cortocircuito."
    assert read(text, split_sentences(text, "es")[0]).source == "alcalde"


def test_at_first_reaches_the_end_of_a_long_opening() -> None:
    from parallax.library.suggest.engine import analyse

    text = "En un primer momento, según lo que contaron dos testigos que pasaban por allí, se culpó a un cortocircuito."
    analysed, _note = analyse(ArticleText("a", text, "es"))
    causes = [m for m in analysed.mentions if m.key == "cause"]
    assert causes and all(m.stance.earlier for m in causes)


def test_the_speaker_comes_after_the_day_in_spanish() -> None:
    text = "Siete mineros murieron en la mina de la vereda El Pinar, informó este sábado la Agencia de Minas."
    assert source_of(text, "es") == "Agencia de Minas"


def test_a_dateline_in_capitals_is_no_speaker() -> None:
    text = "VILLA CORONADA, 3 de mayo (AIN).- Al menos seis personas murieron, informaron."
    assert source_of(text, "es") == ""


def test_whose_role_is_not_who_speaks() -> None:
    text = "Lowfield South's MP Dana Morrow resigned last night, but told voters she would stay on."
    assert source_of(text) != "Lowfield South"


def test_a_capitalised_state_is_part_of_a_name_not_a_verb() -> None:
    text = "Two inmates fled the Greyholm State Prison on Sunday, officials said."
    assert source_of(text) == "officials"


def test_a_name_is_in_apposition_only_between_commas() -> None:
    assert source_of("The minister, Ines Calder, said nine people died.") == "Ines Calder"
    assert source_of("Nine died in the shaft at the Tarn Hollow mine, announced the agency.") != "Tarn Hollow"


def test_not_until_tells_when_it_happens() -> None:
    values = _card(
        "time of the climbers",
        "The alarm was not raised until 9pm, when the climbers failed to return.",
        "The alarm was raised at 6pm, when the climbers failed to return.",
    )
    assert values == ["21:00", "18:00"]


def test_a_card_shows_where_an_account_first_tells_its_figure() -> None:
    first = "The club will pay 4 million dollars for the striker, club sources said. " + "The fans cheered. " * 3
    found = suggest([
        ArticleText("a", first + "The numbers: 4 million dollars.", "en"),
        ArticleText("b", "The club paid 6 million dollars for the striker.", "en"),
    ]).suggestions
    money = next(s for s in found if s.passages[0].value.startswith("USD"))
    assert money.passages[0].start == first.index("4 million")


def _speakers(text: str) -> list[str]:
    from parallax.library.suggest.quotes import quotes
    from parallax.library.suggest.text import split_sentences

    return [q.speaker for q in quotes(0, text, split_sentences(text, "es"))]


def test_a_transcript_names_who_speaks_before_the_colon() -> None:
    assert _speakers('(Audio) Beatriz Ocampo: "La literatura no se decide por amistades. Los manuscritos llegaron con seudónimo."') == ["Beatriz Ocampo"]


def test_who_speaks_after_the_outlet_they_spoke_to() -> None:
    text = '"Nadie estuvo en peligro en ningún momento", declaró a ACN el gerente de la ETMSI, quien atribuyó el incidente a una falla.'
    assert _speakers(text) == ["gerente de la ETMSI"]
    text = '"La literatura no se decide por amistades", dijo a este diario el novelista Rosendo Llamas, miembro del jurado.'
    assert "Rosendo Llamas" in _speakers(text)[0] and "diario" not in _speakers(text)[0]


def test_a_bare_verb_after_a_quotation_is_the_person_named_before() -> None:
    text = ('La alcaldesa, Pilar Arrieta, defendió las cuentas. "Es un presupuesto de rescate. Rescata servicios abandonados", '
            "afirmó.")
    assert _speakers(text) == ["Pilar Arrieta"]
