"""Properties of anchoring over generated texts full of hard Unicode.

(a) a selector always resolves, by position, on the text it was made from;
(b) edits outside a highlight never move it onto other words, and far edits never lose it;
(c) changing a letter or digit inside a highlight never yields an anchor on the changed words;
(d) find_quote returns ranges holding the quote.
"""

from __future__ import annotations

import unicodedata

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from parallax.library.anchoring import Anchor, Method, find_quote, make_selector, resolve

# Pieces that break naive code: astral letters, combining marks, ZWJ sequences, flags, skin
# tones, RTL, CJK, every kind of whitespace and invisible, typographic punctuation, digits.
PIECES = [
    "a", "b", "e", "E", "x", "the", "officers", "wounded", "5", "8", "15", "1,500", "2.5", "-",
    " ", " ", " ", "\n", "\t", "\u00a0", "\u202f", "\u00ad", "\u200b", "\u200d", "\ufeff",
    "é", "e\u0301", "\u0301", "ß", "ﬁ", "５", "İ", "Σ", "ς",
    "👩", "👩\u200d👩\u200d👧", "👍🏽", "🇺🇸", "🇫🇷", "𝔘", "𝔫", "😀",
    "ש", "שלום", "ع", "عَ", "مرحبا", "中", "东京", "の", "。",
    "’", "'", "“", "”", '"', "—", "–", ".", ",", "«", "»",
]  # fmt: skip

piece_texts = st.lists(st.sampled_from(PIECES), max_size=40).map("".join)
texts = st.one_of(piece_texts, st.text(max_size=60))
ALNUM_SWAPS = "0123456789abcxyzKQéß中ש𝔘"


def alnum(text: str) -> str:
    """Letters and digits after NFKC and case folding: what must never differ."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return "".join(c for c in folded if c.isalnum())


def is_blank(text: str) -> bool:
    return not text.translate({ord(c): None for c in "\u00ad\u200b\u200c\u200d\u2060\ufeff"}).strip()


def count_overlapping(text: str, needle: str) -> int:
    count, found = 0, text.find(needle)
    while found >= 0:
        count, found = count + 1, text.find(needle, found + 1)
    return count


def same_words(text: str, anchor: Anchor, exact: str) -> bool:
    """Orphan, or a range holding the same words (exactly, or up to the fuzzy normalisation)."""
    if anchor.orphan:
        return True
    assert anchor.start is not None and anchor.end is not None
    assert 0 <= anchor.start < anchor.end <= len(text)
    found = text[anchor.start : anchor.end]
    if anchor.method is Method.FUZZY:
        return alnum(found) == alnum(exact)
    return found == exact


@st.composite
def highlighted(draw: st.DrawFn) -> tuple[str, int, int]:
    text = draw(texts.filter(lambda t: not is_blank(t)))
    start = draw(st.integers(0, len(text) - 1))
    end = draw(st.integers(start + 1, len(text)))
    assume(not is_blank(text[start:end]))
    return text, start, end


@st.composite
def edited(draw: st.DrawFn, part: str) -> str:
    """``part`` after a few insertions, deletions and replacements."""
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(part)))
        j = draw(st.integers(i, min(len(part), i + 8)))
        part = part[:i] + draw(piece_texts.map(lambda t: t[:12])) + part[j:]
    return part


# (a)


@settings(max_examples=200, deadline=None)
@given(highlighted(), st.integers(0, 40))
def test_a_selector_resolves_on_its_own_text(case: tuple[str, int, int], context: int) -> None:
    text, start, end = case
    selector = make_selector(text, start, end, context)
    assert selector.exact == text[start:end]
    assert resolve(text, selector) == Anchor(start, end, Method.POSITION)


# (b)


@settings(max_examples=200, deadline=None)
@given(highlighted(), st.data())
def test_edits_outside_never_move_a_highlight_onto_other_words(
    case: tuple[str, int, int], data: st.DataObject
) -> None:
    text, start, end = case
    selector = make_selector(text, start, end)
    left = data.draw(edited(text[:start])) if data.draw(st.booleans()) else text[:start]
    right = data.draw(edited(text[end:])) if data.draw(st.booleans()) else text[end:]
    new = left + selector.exact + right
    retypeset = data.draw(st.sampled_from([str, str.upper, lambda t: t.replace(" ", "\u00a0 ")]))
    new = retypeset(new)  # upper-casing or re-spacing leaves only the fuzzy tier to find it
    assert same_words(new, resolve(new, selector), selector.exact)


GAP = 20  # beyond the widest neighbourhood the edge check reads (16 + number punctuation)


@settings(max_examples=200, deadline=None)
@given(highlighted(), texts, texts, st.data())
def test_far_edits_never_lose_a_unique_highlight(
    case: tuple[str, int, int], far_left: str, far_right: str, data: st.DataObject
) -> None:
    text, start, end = case
    pad = "." * GAP  # the neighbourhood the edits must leave alone
    text = far_left + pad + text + pad + far_right
    start, end = start + len(far_left) + GAP, end + len(far_left) + GAP
    selector = make_selector(text, start, end)
    near_left, near_right = text[start - GAP : start], text[end : end + GAP]
    left = data.draw(edited(text[: start - GAP])) + near_left
    right = near_right + data.draw(edited(text[end + GAP :]))
    new = left + selector.exact + right
    anchor = resolve(new, selector)
    assert same_words(new, anchor, selector.exact)
    if count_overlapping(new, selector.exact) == 1:
        assert anchor.method in (Method.POSITION, Method.QUOTE)
        assert (anchor.start, anchor.end) == (len(left), len(left) + len(selector.exact))


# (c)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 10**7),
    st.data(),
    texts,
    texts,
    st.sampled_from(["{} officers wounded", "{} officers", "{}", "Police said {}"]),
    st.sampled_from([" ", "\u00a0", "\n", "  "]),
    st.booleans(),
)
def test_changed_numbers_are_never_taken(
    number: int,
    data: st.DataObject,
    before: str,
    after: str,
    phrase: str,
    space: str,
    shout: bool,
) -> None:
    digits = str(number)
    original = f"{before} Police said {digits} officers wounded. {after}"
    highlight = phrase.format(digits)
    start = original.index(highlight, len(before))
    selector = make_selector(original, start, start + len(highlight))
    # Change at least one digit, then maybe re-typeset the text so only the fuzzy tier could
    # still match: the changed number must be refused by every tier.
    changed = list(digits)
    for i in data.draw(st.sets(st.integers(0, len(digits) - 1), min_size=1)):
        changed[i] = data.draw(st.sampled_from([d for d in "0123456789" if d != digits[i]]))
    sentence = f"Police said {''.join(changed)} officers wounded."
    sentence = sentence.replace(" ", space)
    if shout:
        sentence = sentence.upper()
    new = f"{before} {sentence} {after}"
    anchor = resolve(new, selector)
    assert anchor.orphan or alnum(new[anchor.start : anchor.end]) == alnum(selector.exact)
    if alnum(highlight) not in alnum(new):
        assert anchor.orphan


@settings(max_examples=200, deadline=None)
@given(highlighted(), st.data())
def test_changed_letters_or_digits_inside_are_never_taken(
    case: tuple[str, int, int], data: st.DataObject
) -> None:
    text, start, end = case
    inside = [i for i in range(start, end) if text[i].isalnum()]
    assume(inside)
    at = data.draw(st.sampled_from(inside))
    swap = data.draw(st.sampled_from([c for c in ALNUM_SWAPS if alnum(c) != alnum(text[at])]))
    selector = make_selector(text, start, end)
    new = text[:at] + swap + text[at + 1 :]
    anchor = resolve(new, selector)
    assert same_words(new, anchor, selector.exact)


# (d)


@settings(max_examples=200, deadline=None)
@given(highlighted())
def test_find_quote_ranges_hold_the_quote(case: tuple[str, int, int]) -> None:
    text, start, end = case
    quote = text[start:end]
    needle = quote.strip()
    assume(needle)
    count = text.count(needle)
    assert count >= 1
    for occurrence in range(1, min(count, 5) + 1):
        found_start, found_end = find_quote(text, quote, occurrence)
        assert text[found_start:found_end] == needle
    if count == 1:
        assert find_quote(text, quote) == find_quote(text, quote, 1)
