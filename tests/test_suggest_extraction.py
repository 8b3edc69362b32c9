"""The suggestion engine's extraction and slots, one behaviour per test, on fictional text."""

from __future__ import annotations

from parallax.library.suggest import ArticleText, suggest
from parallax.library.suggest.counts import counts
from parallax.library.suggest.text import split_sentences
from parallax.library.suggest.values import dates, durations, times


def _values(kind_fn, text: str, language: str = "en") -> list[str]:  # type: ignore[no-untyped-def]
    out = []
    for sentence in split_sentences(text, language):
        used: list[tuple[int, int]] = []
        if kind_fn is counts or kind_fn is durations:
            out += [m.value for m in kind_fn(text, sentence, language, used)]
        else:
            out += [m.value for m in kind_fn(text, sentence, used)]
    return out


def _slots(*texts: str, language: str = "en") -> dict[str, list[str]]:
    found = suggest([ArticleText(f"a{i}", t, language) for i, t in enumerate(texts)]).suggestions
    return {s.title: [p.value for p in s.passages] for s in found}


def test_written_number_is_a_count() -> None:
    assert _values(counts, "Eight officers were wounded in the raid.") == ["8"]


def test_at_least_is_kept_as_a_qualifier() -> None:
    assert _values(counts, "At least two officers were killed.") == ["at least 2"]


def test_as_many_as_reads_as_up_to() -> None:
    assert _values(counts, "The blast injured as many as 10 officers.") == ["up to 10"]


def test_a_dozen_is_twelve() -> None:
    assert _values(counts, "A dozen firefighters were hurt.") == ["12"]


def test_a_number_in_a_name_is_not_a_count() -> None:
    assert _values(counts, "The agency urged people to take the A-40 instead; 30 people were hurt.") == ["30"]


def test_spanish_count_without_a_noun() -> None:
    assert _values(counts, "Hubo dos policías muertos y cinco heridos.", "es") == ["2", "5"]


def test_hyphenated_duration_is_said_in_words() -> None:
    assert _values(durations, "It ended an eight-month manhunt.") == ["8 months"]


def test_a_duration_is_compared_as_iso() -> None:
    sentence = split_sentences("La búsqueda duró ocho meses.", "es")[0]
    assert [m.compare for m in durations("La búsqueda duró ocho meses.", sentence, "es", [])] == ["P8M"]


def test_month_and_year_is_a_partial_date() -> None:
    assert _values(dates, "The attack happened in June 2017.") == ["2017-06"]


def test_spanish_day_and_month() -> None:
    assert _values(dates, "Ocurrió el 15 de enero.", "es") == ["--01-15"]


def test_time_of_day_with_shortly_before() -> None:
    assert _values(times, "The alarm was raised shortly before 11 p.m. on Friday.") == ["<23:00"]


def test_different_counts_of_one_slot_are_one_suggestion() -> None:
    slots = _slots(
        "Five officers were wounded in the clash at the depot.",
        "Eight officers were wounded in the clash at the depot, police said.",
        "Ten officers were wounded during the clash.",
    )
    assert slots["officers wounded"] == ["5", "8 (police)", "10"]


def test_the_same_count_everywhere_is_not_suggested() -> None:
    slots = _slots("Five officers were wounded in the clash.", "Five officers were wounded, police said.")
    assert "officers wounded" not in slots


def test_rescued_and_killed_are_different_slots() -> None:
    slots = _slots("Crews rescued eleven people from the river.", "Eleven people were killed by the flood.")
    assert not [title for title in slots if title.startswith("people")]


def test_killed_and_captured_is_an_outcome() -> None:
    slots = _slots(
        "Rebel leader Tomas Varga was killed on Monday in the raid.",
        "Rebel leader Tomas Varga was captured on Monday in the raid.",
    )
    assert slots["fate of Varga"] == ["killed", "captured"]


def test_spanish_fate_words() -> None:
    slots = _slots(
        "El líder rebelde Tomás Varga fue abatido el lunes durante la operación.",
        "El líder rebelde Tomás Varga fue detenido el lunes durante la operación.",
        language="es",
    )
    assert slots["fate of Varga"] == ["killed", "captured"]


def test_passages_slice_the_reading_text() -> None:
    texts = ["Ünïcode 🙂 first. Five officers were wounded.", "Eight officers were wounded, 🙂 said police."]
    found = suggest([ArticleText(f"a{i}", t, "en") for i, t in enumerate(texts)]).suggestions
    by_id = dict(enumerate(texts))
    for s in found:
        for p in s.passages:
            assert by_id[int(p.article[1:])][p.start : p.end] == p.exact


def test_ids_are_stable_for_the_same_texts() -> None:
    texts = [ArticleText("a", "Five officers were wounded.", "en"), ArticleText("b", "Eight officers were wounded.", "en")]
    assert [s.id for s in suggest(texts).suggestions] == [s.id for s in suggest(texts).suggestions]


def test_unknown_language_gives_a_note() -> None:
    texts = [ArticleText("a", "Cinq policiers ont été blessés hier soir.", "fr"), ArticleText("b", "Huit policiers ont été blessés.", "fr")]
    assert suggest(texts).notes
