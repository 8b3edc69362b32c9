"""Fuzzing anchoring with hostile input: selectors from other tools, bundles and typos.

``tests/test_anchoring_properties.py`` checks what anchoring promises for selectors Parallax
makes itself. Here every field is arbitrary (negative or huge offsets, empty or enormous
quotes, lone surrogates, control characters, W3C JSON of any shape), as a damaged bundle or
another annotation tool may hand them over. The only acceptable outcomes are a valid result or
:class:`InputError`, :class:`NotFoundError` or :class:`AmbiguousError`; and a range that comes
back holds the same letters and digits as the quote (exactly so for the position and quote
tiers).

``PARALLAX_FUZZ_EXAMPLES`` sets the budget (default 150); ``bench/bench_fuzz.py`` runs more.
"""

from __future__ import annotations

import os
import unicodedata
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parallax.library.anchoring import Anchor, Method, Selector, find_quote, reanchor_all, resolve
from parallax.library.errors import AmbiguousError, InputError, NotFoundError

EXAMPLES = int(os.environ.get("PARALLAX_FUZZ_EXAMPLES", "150"))
OUTCOMES: Counter[str] = Counter()
"""outcome -> count, for bench/bench_fuzz.py."""

FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ALLOWED = (InputError, NotFoundError, AmbiguousError)

PIECES = [
    "5", "8", "15", " ", "  ", "\n", "\t", "\u00a0", "\u00ad", "\u200b", "\u200d", "\ufeff", "\u2028",
    "\r\n", "\x00", "\x7f", "\ud800", "\udfff", "\ufffd", "e\u0301", "\u0301", "ß", "ﬁ", "５", "İ", "ς",
    "👩\u200d👩\u200d👧", "🇫🇷", "𝔘", "שלום", "东京", "’", "“", "—", "officers", "wounded", "Officers",
]  # fmt: skip
# Texts that repeat words (so quotes occur several times) mixed with any characters at all,
# surrogates included: nothing guarantees a selector from outside is valid Unicode.
texts = st.one_of(
    st.lists(st.sampled_from(PIECES), max_size=40).map("".join),
    st.text(st.characters(codec=None), max_size=50),
)
offsets = st.one_of(st.integers(-3, 80), st.integers(-(2**63), 2**63))


def alnum(text: str) -> str:
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return "".join(c for c in folded if c.isalnum())


def check_anchor(text: str, selector: Selector, anchor: Anchor) -> None:
    assert isinstance(anchor, Anchor)
    OUTCOMES[f"resolve {anchor.method.value}"] += 1
    if anchor.orphan:
        assert anchor.start is None and anchor.end is None
        return
    assert anchor.start is not None and anchor.end is not None
    assert 0 <= anchor.start < anchor.end <= len(text)
    found = text[anchor.start : anchor.end]
    if anchor.method in (Method.POSITION, Method.QUOTE):
        assert found == selector.exact
    else:
        assert alnum(found) == alnum(selector.exact)


@FUZZ
@given(text=texts, exact=texts, prefix=texts, suffix=texts, start=offsets, end=offsets)
def test_resolve_any_selector(text: str, exact: str, prefix: str, suffix: str, start: int, end: int) -> None:
    selector = Selector(exact, prefix, suffix, start, end)
    try:
        anchor = resolve(text, selector)
    except ALLOWED:
        OUTCOMES["resolve refused"] += 1
        return
    check_anchor(text, selector, anchor)


@st.composite
def quoted_then_edited(draw: st.DrawFn) -> tuple[str, Selector]:
    """A selector taken from a text, and that text after a few edits anywhere (the likely case)."""
    text = draw(texts.filter(lambda t: len(t) >= 2))
    start = draw(st.integers(0, len(text) - 1))
    end = draw(st.integers(start + 1, len(text)))
    selector = Selector(text[start:end], text[max(0, start - 32) : start], text[end : end + 32], start, end)
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 6)))
        text = text[:i] + draw(st.sampled_from(PIECES)) + text[j:]
    if draw(st.booleans()):
        text = draw(st.sampled_from((str.upper, str.lower, str.casefold, lambda t: t.replace(" ", "\u00a0"))))(text)
    return text, selector


@FUZZ
@given(case=quoted_then_edited())
def test_resolve_after_edits(case: tuple[str, Selector]) -> None:
    text, selector = case
    try:
        anchors = reanchor_all(text, [selector, selector])
    except ALLOWED:
        OUTCOMES["resolve refused"] += 1
        return
    assert anchors[0] == anchors[1]  # resolving is a pure function of text and selector
    check_anchor(text, selector, anchors[0])


@FUZZ
@given(text=texts, quote=texts, occurrence=st.one_of(st.none(), st.integers(-2, 6), st.integers(2**31, 2**70)))
def test_find_quote_any_input(text: str, quote: str, occurrence: int | None) -> None:
    try:
        start, end = find_quote(text, quote, occurrence)
    except ALLOWED:
        OUTCOMES["find_quote refused"] += 1
        return
    OUTCOMES["find_quote found"] += 1
    assert 0 <= start < end <= len(text)
    # Whitespace runs may differ (a quote copied across line breaks); nothing else may.
    assert "".join(text[start:end].split()) == "".join(quote.strip().split())


json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=True), texts),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12,
)
def field(valid: st.SearchStrategy[object]) -> st.SearchStrategy[object]:
    """Mostly a value of the right type, sometimes anything at all."""
    return st.one_of(valid, valid, valid, json_values)


quote_selector = st.fixed_dictionaries(
    {"type": st.just("TextQuoteSelector"), "exact": field(st.text(min_size=1, max_size=20))},
    optional={"prefix": field(texts), "suffix": field(texts)},
)
position_selector = st.tuples(st.integers(0, 100), st.integers(1, 50)).flatmap(
    lambda se: st.fixed_dictionaries(
        {"type": st.just("TextPositionSelector"), "start": field(st.just(se[0])), "end": field(st.just(se[0] + se[1]))}
    )
)
other_selector = st.dictionaries(st.sampled_from(["type", "exact", "start", "value"]), json_values, max_size=3)
# Both selectors (as Parallax writes them) in any order, with extra or missing ones, or junk.
selector_lists = st.one_of(
    st.lists(st.one_of(quote_selector, position_selector, other_selector), max_size=4),
    st.tuples(quote_selector, position_selector).map(list),
    st.tuples(position_selector, quote_selector, other_selector).map(list),
)


@FUZZ
@given(selectors=st.one_of(json_values, selector_lists, st.tuples(quote_selector, position_selector).map(list)))
def test_w3c_selectors_of_any_shape(selectors: object) -> None:
    try:
        selector = Selector.from_w3c(selectors)  # type: ignore[arg-type]
    except InputError:
        OUTCOMES["from_w3c refused"] += 1
        return
    OUTCOMES["from_w3c read"] += 1
    assert isinstance(selector.exact, str) and selector.exact.strip()
    assert isinstance(selector.prefix, str) and isinstance(selector.suffix, str)
    assert type(selector.start) is int and type(selector.end) is int
    assert 0 <= selector.start < selector.end
    assert Selector.from_w3c(selector.to_w3c()) == selector
