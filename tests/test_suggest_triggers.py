"""The words a pattern's matches begin with, read from the pattern itself, for a cheap first look
at a sentence. One behaviour per test."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from parallax.library.suggest.text import split_sentences
from parallax.library.suggest.triggers import WordStarts, leading_words


def test_the_first_letters_of_each_alternative() -> None:
    assert leading_words(r"\b(?:shot dead|mat[oa]|killed)\b") == ("killed", "mat", "shot")


def test_a_class_of_one_letter_with_its_accents_is_that_letter() -> None:
    assert leading_words(r"r[eé]plica|b[uúü]squeda") == ("busqueda", "replica")


def test_a_letter_made_optional_ends_the_word() -> None:
    assert leading_words(r"permanecen?|colaps[oó]?") == ("colaps", "permanece")


def test_a_word_cut_before_nt_is_the_token_before_it() -> None:
    assert leading_words(r"didn't pay|won['’]t pay") == ("did", "wo")


def test_a_group_of_words_after_a_common_one_is_looked_up_by_its_words() -> None:
    assert leading_words(r"(?:is|was)\s+(?:still\s+)?(?:closed|shut)|be (?:mandatory|required)") == ("closed", "mandatory", "required", "shut")


def test_a_word_after_a_hyphen_is_a_word_of_its_own() -> None:
    assert leading_words(r"t-boned") == ("boned",)


def test_a_common_first_word_gives_way_to_a_later_one() -> None:
    assert leading_words(r"(?:is|was) (?:believed to be )?behind|(?:el|un) operativo") == ("behind", "operativo")


def test_after_an_optional_opening_the_word_that_follows() -> None:
    assert leading_words(r"(?:very )?fast|slow") == ("fast", "slow")


def test_an_optional_opening_before_a_short_word_cannot_be_told() -> None:
    assert leading_words(r"(?:very )?ok|slow") is None


def test_a_class_of_different_letters_at_the_start_cannot_be_told() -> None:
    assert leading_words(r"[bc]ase end") is None


_PATTERN = r"\b(?:set (?:on )?fire|(?:was|were) (?:later )?arrested|huy[oó]|escaped)\b"
_WORDS = ["set", "on", "fire", "was", "were", "later", "arrested", "huyo", "huyó", "escaped", "the", "man", "and", "then"]


@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=8))
def test_every_match_begins_inside_a_word_the_look_finds(words: list[str]) -> None:
    sentence = " ".join(words)
    triggers = leading_words(_PATTERN)
    assert triggers is not None
    if re.search(_PATTERN, sentence, re.I):
        folded = [w.lower().replace("ó", "o") for w in words]
        assert any(w.startswith(triggers) for w in folded)


def test_a_look_behind_matches_no_text_so_the_word_after_it_is_the_lead() -> None:
    assert leading_words(r"(?<=was )found|(?<!not )paid the") == ("found", "paid")


def test_word_starts_answer_as_startswith_on_every_word() -> None:
    starts = ("gas", "deliberat", "lightning", "ol")
    look = WordStarts(starts)
    for text in ("A gas leak", "deliberately set", "a deliberation", "lightnings struck", "light rain", "old pipes", "no cause"):
        sentence = split_sentences(text, "en")[0]
        assert look.any_in(sentence) == any(t.fold.startswith(starts) for t in sentence.tokens), text


def test_every_act_can_be_looked_up_by_its_first_words() -> None:
    from parallax.library.suggest import states

    assert states._ACTION_WORDS is not None  # None would try every act's pattern on every sentence


def test_forgetting_sentences_empties_every_sentence_cache() -> None:
    from parallax.library.suggest.text import forget_sentences, sentence_cache

    cache: dict[int, str] = sentence_cache({})
    cache[1] = "read"
    forget_sentences()
    assert cache == {}


def test_the_words_of_several_patterns_are_all_their_first_words() -> None:
    from parallax.library.suggest.triggers import words_of

    assert words_of(re.compile(r"\bshot\b"), re.compile(r"\b(?:wounded|hurt)\b")) == frozenset(["hurt", "shot", "wounded"])


def test_the_words_of_patterns_are_unknown_when_one_cannot_be_told() -> None:
    from parallax.library.suggest.triggers import words_of

    assert words_of(re.compile(r"\bshot\b"), re.compile(r"[bc]ase")) is None


def test_a_comparison_keeps_nothing_of_its_sentences_once_done() -> None:
    from parallax.library.suggest import ArticleText, suggest
    from parallax.library.suggest import text as suggest_text

    suggest([ArticleText("a", "Five people were killed.", "en"), ArticleText("b", "Six people were killed.", "en")])
    assert suggest_text._SENTENCE_CACHES and all(not cache for cache in suggest_text._SENTENCE_CACHES)
