"""Bad input to the finder: a clear note, no cards made up, and an answer (never a hang).

No test times anything: the benchmark measures these cases (bench/bench_suggest.py, "hostile").
"""

from __future__ import annotations

from parallax.library.suggest import ArticleText, suggest

ONE = ArticleText("b", "Eight people were killed in the blast, police said.", "en")


def test_an_article_in_a_language_not_read_gets_a_note_and_no_cards() -> None:
    german = ArticleText("a", "Bei der Explosion wurden fünf Menschen getötet, teilte die Polizei mit.", "de")
    result = suggest([german, ONE])
    assert result.suggestions == [] and len(result.notes) == 1 and "de" in result.notes[0]


def test_an_empty_article_gets_a_note() -> None:
    result = suggest([ArticleText("a", "   \n ", "en"), ONE])
    assert result.suggestions == [] and "no text" in result.notes[0]


def test_a_table_of_numbers_is_left_out_with_a_note() -> None:
    table = ArticleText("a", " ".join(str(i) for i in range(100_000)), "en")
    result = suggest([table, ONE])
    assert result.suggestions == [] and "mostly numbers" in result.notes[0]


def test_a_megabyte_without_full_stops_is_read_in_pieces() -> None:
    line = ArticleText("a", "Twelve people were killed, " * 40_000, "en")
    result = suggest([line, ONE])
    for s in result.suggestions:
        for p in s.passages:
            text = line.text if p.article == "a" else ONE.text
            assert text[p.start : p.end] == p.exact


def test_a_sentence_repeated_thousands_of_times_is_one_claim() -> None:
    repeated = ArticleText("a", "Five people were killed in the blast, the mayor said. " * 2000, "en")
    result = suggest([repeated, ONE])
    assert [p.value for s in result.suggestions if s.title == "people killed" for p in s.passages] == [
        "5 (mayor)", "8 (police)"
    ]
