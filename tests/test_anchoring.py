"""Anchoring: selectors, re-anchoring after the text changes, and quotes typed by a person.

The rule every test here defends: a highlight lands on the same words or becomes an orphan.
"""

from __future__ import annotations

import unicodedata

import pytest

from parallax.library.anchoring import (
    CONTEXT_LENGTH,
    Anchor,
    Method,
    Selector,
    find_quote,
    make_selector,
    reanchor_all,
    resolve,
)
from parallax.library.errors import AmbiguousError, InputError, NotFoundError, ParallaxError

REPORT = "Police said 5 officers wounded in the clash. Two cars burned near the station."


def select(text: str, phrase: str, occurrence: int = 1) -> Selector:
    """The selector for the ``occurrence``-th appearance of ``phrase`` in ``text``."""
    start = -1
    for _ in range(occurrence):
        start = text.index(phrase, start + 1)
    return make_selector(text, start, start + len(phrase))


def located(text: str, anchor: Anchor) -> str:
    assert not anchor.orphan
    assert anchor.start is not None and anchor.end is not None
    return text[anchor.start : anchor.end]


def alnum(text: str) -> str:
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return "".join(c for c in folded if c.isalnum())


# --------------------------------------------------------------------------------------------
# make_selector and the W3C form


def test_make_selector_keeps_context_of_32_code_points() -> None:
    text = "x" * 50 + "target" + "y" * 50
    sel = make_selector(text, 50, 56)
    assert sel == Selector("target", "x" * CONTEXT_LENGTH, "y" * CONTEXT_LENGTH, 50, 56)
    assert make_selector(text, 0, 1).prefix == ""
    assert make_selector(text, 100, 106).suffix == ""
    assert make_selector(text, 50, 56, context=3) == Selector("target", "xxx", "yyy", 50, 56)


def test_make_selector_counts_code_points_not_utf16_units() -> None:
    text = "𝔘𝔫𝔦 👩‍👩‍👧 done"
    start = text.index("👩")
    sel = make_selector(text, start, start + 5)
    assert sel.exact == "👩‍👩‍👧"
    assert (sel.start, sel.end) == (4, 9)
    assert sel.prefix == "𝔘𝔫𝔦 "


@pytest.mark.parametrize(
    ("start", "end"),
    [(-1, 3), (0, 0), (5, 5), (6, 4), (0, len(REPORT) + 1), (len(REPORT), len(REPORT) + 1)],
)
def test_make_selector_refuses_bad_ranges(start: int, end: int) -> None:
    with pytest.raises(InputError):
        make_selector(REPORT, start, end)


@pytest.mark.parametrize("blank", [" ", "\n\n", "\u00a0\t", "\u200b", " \u00ad "])
def test_make_selector_refuses_blank_ranges(blank: str) -> None:
    text = f"before{blank}after"
    with pytest.raises(InputError, match="whitespace"):
        make_selector(text, 6, 6 + len(blank))


def test_make_selector_refuses_non_integers_and_negative_context() -> None:
    with pytest.raises(InputError):
        make_selector(REPORT, True, 3)
    with pytest.raises(InputError):
        make_selector(REPORT, 0, 3.0)  # type: ignore[arg-type]
    with pytest.raises(InputError):
        make_selector(REPORT, 0, 3, context=-1)


def test_w3c_round_trip() -> None:
    sel = select(REPORT, "5 officers wounded")
    w3c = sel.to_w3c()
    assert w3c == [
        {
            "type": "TextQuoteSelector",
            "exact": "5 officers wounded",
            "prefix": "Police said ",
            "suffix": " in the clash. Two cars burned n",
        },
        {"type": "TextPositionSelector", "start": 12, "end": 30},
    ]
    assert Selector.from_w3c(w3c) == sel
    assert Selector.from_w3c(list(reversed(w3c))) == sel


def test_w3c_prefix_and_suffix_are_optional_and_other_selectors_ignored() -> None:
    sel = Selector.from_w3c(
        [
            {"type": "TextQuoteSelector", "exact": "officers"},
            {"type": "TextPositionSelector", "start": 14, "end": 22},
            {"type": "CssSelector", "value": "#main"},
        ]
    )
    assert sel == Selector("officers", "", "", 14, 22)
    assert resolve(REPORT, sel) == Anchor(14, 22, Method.POSITION)


QUOTE = {"type": "TextQuoteSelector", "exact": "officers", "prefix": "5 ", "suffix": " w"}
POSITION = {"type": "TextPositionSelector", "start": 14, "end": 22}


@pytest.mark.parametrize(
    "selectors",
    [
        [QUOTE],
        [POSITION],
        [],
        [QUOTE, POSITION, QUOTE],
        [QUOTE, POSITION, POSITION],
        [QUOTE, "not an object"],
        [QUOTE, {"start": 1, "end": 2}],
        [{**QUOTE, "exact": None}, POSITION],
        [{k: v for k, v in QUOTE.items() if k != "exact"}, POSITION],
        [{**QUOTE, "exact": ""}, POSITION],
        [{**QUOTE, "exact": "  \n"}, POSITION],
        [{**QUOTE, "prefix": 5}, POSITION],
        [{**QUOTE, "suffix": ["w"]}, POSITION],
        [QUOTE, {k: v for k, v in POSITION.items() if k != "end"}],
        [QUOTE, {**POSITION, "start": "14"}],
        [QUOTE, {**POSITION, "start": 14.0}],
        [QUOTE, {**POSITION, "start": True}],
        [QUOTE, {**POSITION, "start": -1}],
        [QUOTE, {**POSITION, "start": 22, "end": 14}],
        [QUOTE, {**POSITION, "start": 14, "end": 14}],
    ],
)
def test_w3c_malformed_input_is_an_input_error(selectors: list[object]) -> None:
    with pytest.raises(InputError):
        Selector.from_w3c(selectors)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["TextQuoteSelector", QUOTE, None, 42])
def test_w3c_needs_a_list(value: object) -> None:
    with pytest.raises(InputError):
        Selector.from_w3c(value)  # type: ignore[arg-type]


def test_input_errors_are_parallax_errors() -> None:
    with pytest.raises(ParallaxError):
        make_selector("", 0, 1)


# --------------------------------------------------------------------------------------------
# Resolution tiers


def test_position_when_the_text_is_unchanged() -> None:
    sel = select(REPORT, "5 officers wounded")
    anchor = resolve(REPORT, sel)
    assert anchor == Anchor(12, 30, Method.POSITION)
    assert not anchor.orphan


def test_quote_when_the_text_moved() -> None:
    sel = select(REPORT, "5 officers wounded")
    moved = "UPDATE 14:02. " + REPORT
    anchor = resolve(moved, sel)
    assert anchor.method is Method.QUOTE
    assert located(moved, anchor) == "5 officers wounded"
    assert anchor.start == 12 + len("UPDATE 14:02. ")


def test_duplicates_are_told_apart_by_context() -> None:
    text = "In March, 5 officers wounded. In May, again 5 officers wounded, said the mayor."
    second = select(text, "5 officers wounded", occurrence=2)
    first = select(text, "5 officers wounded", occurrence=1)
    # Text inserted before both: positions are stale, the context decides.
    edited = "Timeline of events. " + text
    a2, a1 = resolve(edited, second), resolve(edited, first)
    assert a2.method is Method.QUOTE and a1.method is Method.QUOTE
    assert a2.start == edited.index("5 officers wounded, said")
    assert a1.start == edited.index("5 officers wounded. In May")


def test_context_beats_nearness() -> None:
    text = "the vote: 5 officers wounded ok. " + "filler " * 20 + "the count: 5 officers wounded then."
    sel = select(text, "5 officers wounded", occurrence=2)
    # The second passage moves to the very start; a bare copy appears near the old position.
    edited = "the count: 5 officers wounded then. " + "filler " * 20 + "the vote: 5 officers wounded ok."
    anchor = resolve(edited, sel)
    assert anchor.method is Method.QUOTE
    assert anchor.start == edited.index("5 officers wounded then")


def test_nearest_wins_when_context_is_equal() -> None:
    text = "wounded " * 10
    for origin, nearest in [(41, 40), (43, 40), (45, 48), (1, 0), (99, 72)]:
        anchor = resolve(text, Selector("wounded", "", "", origin, origin + 7))
        assert anchor.method is Method.QUOTE
        assert anchor.start == nearest


def test_exact_tie_is_an_orphan() -> None:
    # Same context around both, and both 7 code points from the old start: never guess.
    sel = Selector("wounded", "ab ", " cd", 10, 17)
    text = "ab wounded cd ab wounded cd"
    assert (text.index("wounded"), text.rindex("wounded")) == (3, 17)
    assert resolve(text, sel).orphan
    # One code point nearer to one of them settles it.
    assert resolve(text, Selector("wounded", "ab ", " cd", 11, 18)).start == 17


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Police said 5 officers wounded.", "Police said 8 officers wounded."),
        ("Police said five officers wounded.", "Police said eight officers wounded."),
        ("Police said 5 officers killed.", "Police said 5 officers captured."),
        ("Police said 5 officers wounded.", "Police said 15 officers wounded."),
        ("Police said 5 officers wounded.", "Police said 5,5 officers wounded."),
        ("Police said 5 officers wounded.", "Police said -5 officers wounded."),
        ("Police said 5 officers wounded.", "Police said 5 officers woundedly."),
        ("Police said 1,500 officers wounded.", "Police said 1,800 officers wounded."),
        ("Police said 2.5 million wounded.", "Police said 2.8 million wounded."),
    ],
)
def test_different_words_are_never_taken(before: str, after: str) -> None:
    phrase = before[len("Police said ") : -1]
    sel = select(before, phrase)
    assert resolve(after, sel).orphan
    # Also when the whole text moved, and with typographic noise that sends it to the fuzzy tier.
    assert resolve("Update. " + after, sel).orphan
    noisy = "Update. " + after.replace(" ", "\u00a0").upper()
    assert resolve(noisy, sel).orphan


def test_the_same_words_elsewhere_are_taken() -> None:
    sel = select("Police said 5 officers wounded.", "5 officers wounded")
    text = "Police said 8 officers wounded. Earlier, 5 officers wounded in a raid."
    anchor = resolve(text, sel)
    assert anchor.method is Method.QUOTE
    assert located(text, anchor) == "5 officers wounded"


def test_a_word_inside_a_longer_word_is_refused() -> None:
    sel = select("The officer said so.", "officer")
    assert resolve("The officers said so.", sel).orphan
    assert resolve("A note. The officers said so.", sel).orphan
    # A highlight that was itself part of a longer word may follow that same word.
    part = select("The officers said so.", "officer")
    anchor = resolve("A note. The officers said so.", part)
    assert located("A note. The officers said so.", anchor) == "officer"


@pytest.mark.parametrize(
    ("original", "phrase", "edited", "expected"),
    [
        (
            'He said "5 officers wounded" today.',
            '"5 officers wounded"',
            "He said “5 officers wounded” today.",
            "“5 officers wounded”",
        ),
        (
            "The mayor's “final” word.",
            "mayor's “final” word",
            'The mayor’s "final" word.',
            'mayor’s "final" word',
        ),
        ("Clashes — 5 officers wounded.", "— 5 officers", "Clashes – 5 officers wounded.", "– 5 officers"),
        ("Clashes 5—8 June.", "5—8 June", "Clashes 5-8 June.", "5-8 June"),
        (
            "Police said 5 officers wounded.",
            "5 officers wounded",
            "Police said 5\u00a0officers\nwounded.",
            "5\u00a0officers\nwounded",
        ),
        (
            "Police said 5 officers wounded.",
            "5 officers wounded",
            "Police  said  5   officers   wounded.",
            "5   officers   wounded",
        ),
        (
            "Police said 5 officers wounded.",
            "5 officers wounded",
            "Police said 5 offi\u00adcers wound\u00aded.",
            "5 offi\u00adcers wound\u00aded",
        ),
        (
            "Police said 5 officers wounded.",
            "5 officers wounded",
            "Police said 5 off\u200bicers wounded.",
            "5 off\u200bicers wounded",
        ),
        (
            "Police said 5 officers wounded.",
            "5 officers wounded",
            "POLICE SAID 5 OFFICERS WOUNDED.",
            "5 OFFICERS WOUNDED",
        ),
        (
            "Police said 5 officers wounded.",
            "5 officers wounded",
            "Police said ５ oﬃcers wounded.",
            "５ oﬃcers wounded",
        ),
        ("The café was closed.", "café", "The cafe\u0301 was closed.", "cafe\u0301"),
        ("Die Straße ist gesperrt.", "Straße", "DIE STRASSE IST GESPERRT.", "STRASSE"),
        ("Die STRASSE ist gesperrt.", "STRASSE", "Die Straße ist gesperrt.", "Straße"),
    ],
)
def test_fuzzy_lands_on_the_same_words(original: str, phrase: str, edited: str, expected: str) -> None:
    sel = select(original, phrase)
    anchor = resolve(edited, sel)
    assert anchor.method is Method.FUZZY
    assert located(edited, anchor) == expected
    assert alnum(located(edited, anchor)) == alnum(sel.exact)


def test_fuzzy_range_starts_and_ends_on_visible_characters() -> None:
    sel = Selector(" 5 officers ", "said", "wounded", 11, 23)
    text = "Police said\u00a0\n5 officers\u00a0\u00a0wounded"
    anchor = resolve(text, sel)
    assert anchor.method is Method.FUZZY
    assert located(text, anchor) == "5 officers"


def test_fuzzy_ties_are_orphans() -> None:
    text = "5 OFFICERS, 5 OFFICERS"
    assert resolve(text, Selector("5 officers", "", "", 6, 16)).orphan
    nearer = resolve(text, Selector("5 officers", "", "", 7, 17))
    assert nearer == Anchor(12, 22, Method.FUZZY)


def test_invisible_characters_at_the_edges() -> None:
    sel = select("Police said 5 officers wounded.", "5 officers wounded")
    # A zero-width space separates words like a space: the highlight is still found...
    zwsp = "Update. Police said \u200b5 officers wounded."
    assert located(zwsp, resolve(zwsp, sel)) == "5 officers wounded"
    # ...but a soft hyphen joins: "wound" is not the first half of "wound-ed".
    wound = select("A deep wound, they said.", "wound")
    assert resolve("They said: wound\u00aded.", wound).orphan


def test_orphan_when_nothing_is_left() -> None:
    sel = select(REPORT, "Two cars burned")
    assert resolve("A different article entirely.", sel) == Anchor(None, None, Method.ORPHAN)
    assert resolve("", sel).orphan


# --------------------------------------------------------------------------------------------
# Scripts and symbols: everything is code points, nothing splits a character


def test_emoji_zwj_sequences() -> None:
    text = "Family: 👩‍👩‍👧 at home. Alone: 👩 at work."
    family = select(text, "👩‍👩‍👧")
    assert resolve(text, family).method is Method.POSITION
    moved = "News. " + text
    assert located(moved, resolve(moved, family)) == "👩‍👩‍👧"
    # A lone woman must never land on the first person of the family sequence, nor a lone girl
    # on its last.
    woman = select(text, "👩", occurrence=3)
    assert woman.suffix.startswith(" at work")
    assert resolve("Family: 👩‍👩‍👧 at home.", woman).orphan
    girl = select("Kid: 👧 plays.", "👧")
    assert resolve("Kids: 👩‍👧 play.", girl).orphan


def test_skin_tones_and_flags_are_not_split() -> None:
    thumbs = select("Reaction 👍 here", "👍")
    assert resolve("Reaction 👍🏽 here!", thumbs).orphan
    # "🇸🇫" would be Seychelles; inside "🇺🇸🇫🇷" it is the end of one flag and the start of another.
    seychelles = select("Flag: 🇸🇫 .", "🇸🇫")
    assert resolve("Flags: 🇺🇸🇫🇷 .", seychelles).orphan


def test_combining_marks() -> None:
    text = "Le cafe\u0301 de Jose\u0301 ferme."
    sel = select(text, "cafe\u0301")
    assert resolve(text, sel).method is Method.POSITION
    moved = "Nouvelles: " + text
    assert located(moved, resolve(moved, sel)) == "cafe\u0301"
    # "cafe" without the accent must not land on the first four code points of "café".
    plain = select("Le cafe de Jose ferme.", "cafe")
    assert resolve(moved, plain).orphan


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("قالت الشرطة إن خمسة ضباط أصيبوا في الاشتباك.", "خمسة ضباط أصيبوا"),
        ("قالت الشرطةُ إنَّ خمسةَ ضباطٍ أُصيبوا.", "خمسةَ ضباطٍ"),
        ("המשטרה אמרה כי חמישה שוטרים נפצעו בעימות.", "חמישה שוטרים נפצעו"),
        ("警方表示，五名警察在冲突中受伤。", "五名警察"),
        ("東京都の警察は五人の警官が負傷したと発表した。", "五人の警官"),
        ("𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝔱𝔢𝔵𝔱 with 𝔘 astral letters.", "𝔱𝔢𝔵𝔱 with 𝔘"),
        ("Tab\tseparated\tcolumns\tand\u00a0nbsp.", "columns\tand"),
    ],
)
def test_scripts_position_quote_and_fuzzy(text: str, phrase: str) -> None:
    sel = select(text, phrase)
    assert resolve(text, sel) == Anchor(sel.start, sel.end, Method.POSITION)
    moved = "« ... » " + text
    anchor = resolve(moved, sel)
    assert anchor.method is Method.QUOTE
    assert located(moved, anchor) == phrase
    spaced = "« ... » " + text.replace(" ", "\u00a0 ")
    fuzzy = resolve(spaced, sel)
    if " " in phrase:
        assert fuzzy.method is Method.FUZZY
        assert alnum(located(spaced, fuzzy)) == alnum(phrase)
    else:
        assert fuzzy.method is Method.QUOTE


def test_cjk_is_not_taken_from_inside_a_longer_word() -> None:
    sel = select("会见了东京。然后", "东京")
    assert resolve("先会见了东京都。然后", sel).orphan
    # Without spaces every character touches the next: only the neighbour at each edge counts,
    # so edits a few characters away do not orphan the highlight.
    assert located("他先会见了东京。然后", resolve("他先会见了东京。然后", sel)) == "东京"
    report = "東京都の警察は五人の警官が負傷したと発表した。"
    officers = select(report, "五人の警官")
    edited = "速報：大阪府の警察は五人の警官が負傷したと発表しました。"
    anchor = resolve(edited, officers)
    assert anchor.method is Method.QUOTE
    assert located(edited, anchor) == "五人の警官"
    assert resolve(edited.replace("五人", "八人"), officers).orphan


def test_arabic_with_different_vowel_marks_is_refused() -> None:
    # Harakat are combining marks: "كَتَبَ" (he wrote) and "كُتُب" (books) share their letters.
    sel = select("قال كَتَبَ الرجل", "كَتَبَ")
    assert resolve("قال كُتُب الرجل", sel).orphan


def test_astral_fuzzy_is_compatibility_only() -> None:
    sel = select("Say 𝔘nicode now", "𝔘nicode")
    anchor = resolve("Say UNICODE now!", sel)
    assert anchor.method is Method.FUZZY
    assert located("Say UNICODE now!", anchor) == "UNICODE"


# --------------------------------------------------------------------------------------------
# reanchor_all and performance


def test_reanchor_all_keeps_order() -> None:
    sels = [select(REPORT, "Two cars"), select(REPORT, "5 officers wounded"), select(REPORT, "clash")]
    edited = "Breaking. " + REPORT.replace("Two cars", "Three cars").replace("clash", "CLASH")
    anchors = reanchor_all(edited, iter(sels))
    assert [a.method for a in anchors] == [Method.ORPHAN, Method.QUOTE, Method.FUZZY]
    assert located(edited, anchors[1]) == "5 officers wounded"
    assert located(edited, anchors[2]) == "CLASH"
    assert reanchor_all(edited, []) == []


def test_method_is_a_string() -> None:
    assert Method.FUZZY == "fuzzy"
    assert Method("orphan") is Method.ORPHAN


def test_one_megabyte_texts_resolve_quickly() -> None:
    words = [
        "police",
        "said",
        "that",
        "five",
        "officers",
        "were",
        "wounded",
        "in",
        "the",
        "clash",
        "near",
        "the",
        "station",
    ]
    text = " ".join(words[(i * 7) % len(words)] for i in range(90_000))[:1_000_000]
    sel = make_selector(text, 500_000, 500_060)
    letters = "a" * 1_000_000
    single = make_selector(letters, 500_000, 500_001)
    assert resolve(text, sel).method is Method.POSITION
    assert located("X" + text, resolve("X" + text, sel)) == sel.exact
    assert resolve("X" + text.upper(), sel).method is Method.FUZZY
    assert resolve("b" + letters[:400_000], single).method is Method.QUOTE
    assert resolve("A" * 1_000_000, single).method is Method.FUZZY
    assert resolve(text, select("an unrelated remark", "unrelated")).orphan


# --------------------------------------------------------------------------------------------
# find_quote


def test_find_quote_single_occurrence() -> None:
    assert find_quote(REPORT, "5 officers wounded") == (12, 30)
    assert find_quote(REPORT, "  5 officers wounded\n") == (12, 30)


def test_find_quote_several_occurrences() -> None:
    text = "wounded, wounded and wounded"
    with pytest.raises(AmbiguousError) as caught:
        find_quote(text, "wounded")
    assert "3 times" in str(caught.value)
    assert "--occurrence N" in str(caught.value)
    assert find_quote(text, "wounded", 1) == (0, 7)
    assert find_quote(text, "wounded", 2) == (9, 16)
    assert find_quote(text, "wounded", 3) == (21, 28)
    with pytest.raises(NotFoundError) as caught:
        find_quote(text, "wounded", 4)
    assert "3 times" in str(caught.value)
    with pytest.raises(NotFoundError, match="once"):
        find_quote(REPORT, "clash", 2)


def test_find_quote_counts_without_overlap() -> None:
    assert find_quote("aaaa", "aa", 2) == (2, 4)
    with pytest.raises(NotFoundError):
        find_quote("aaaa", "aa", 3)


def test_find_quote_not_found() -> None:
    with pytest.raises(NotFoundError, match="does not occur"):
        find_quote(REPORT, "8 officers wounded")


def test_find_quote_never_folds_case_or_letters() -> None:
    with pytest.raises(NotFoundError):
        find_quote(REPORT, "5 Officers wounded")
    with pytest.raises(NotFoundError):
        find_quote("The café.", "cafe")


def test_find_quote_ignores_whitespace_differences() -> None:
    text = "Police said 5\u00a0officers\n  wounded in the clash."
    start, end = find_quote(text, "5 officers wounded")
    assert text[start:end] == "5\u00a0officers\n  wounded"
    # But whitespace must be whitespace: no match across a missing space.
    with pytest.raises(NotFoundError):
        find_quote("5officers wounded", "5 officers wounded")


@pytest.mark.parametrize("quote", ["", "   ", "\n\t\u00a0"])
def test_find_quote_refuses_empty_quotes(quote: str) -> None:
    with pytest.raises(InputError):
        find_quote(REPORT, quote)


@pytest.mark.parametrize("occurrence", [0, -1, True])
def test_find_quote_refuses_bad_occurrences(occurrence: int) -> None:
    with pytest.raises(InputError):
        find_quote(REPORT, "clash", occurrence)
