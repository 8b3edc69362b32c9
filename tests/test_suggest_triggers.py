"""The words a pattern's matches begin with, read from the pattern itself, for a cheap first look
at a sentence. One behaviour per test."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from parallax.library.suggest.triggers import leading_words


def test_the_first_letters_of_each_alternative() -> None:
    assert leading_words(r"\b(?:shot dead|mat[oó]|killed)\b") == ("killed", "mat", "shot")


def test_a_common_first_word_gives_way_to_a_later_one() -> None:
    assert leading_words(r"(?:is|was) (?:believed to be )?behind|(?:el|un) operativo") == ("behind", "operativo")


def test_after_an_optional_opening_the_word_that_follows() -> None:
    assert leading_words(r"(?:very )?fast|slow") == ("fast", "slow")


def test_an_optional_opening_before_a_short_word_cannot_be_told() -> None:
    assert leading_words(r"(?:very )?ok|slow") is None


def test_a_class_of_letters_at_the_start_cannot_be_told() -> None:
    assert leading_words(r"[Tt]he end") is None


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


def test_every_act_can_be_looked_up_by_its_first_words() -> None:
    from parallax.library.suggest import states

    assert states._ACTION_WORDS is not None  # None would try every act's pattern on every sentence
