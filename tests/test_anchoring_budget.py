"""Re-anchoring is bounded: past its scan limits a highlight is orphaned, never moved by a guess."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parallax.library import anchoring
from parallax.library.anchoring import Method, Selector, make_selector, reanchor_all, resolve


def test_a_scan_past_its_limit_orphans(monkeypatch: pytest.MonkeyPatch) -> None:
    text = " ".join(["officers"] * 50)
    selector = Selector("officers", "no such context ", " nowhere", 10, 18)
    assert resolve(text, selector).method is Method.QUOTE
    monkeypatch.setattr(anchoring, "_SCAN_LIMIT", 10)
    assert resolve(text, selector).orphan


def test_many_hostile_selectors_share_one_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the budget of a text is spent, later selectors needing a full scan are orphaned,
    while those whose context is still there are found."""
    text = "Five officers were hurt. " + " ".join(["THE"] * 2000) + " Eight officers were hurt."
    monkeypatch.setattr(anchoring, "_WORK_BUDGET", 3000)
    hostile = [Selector("the", f"x{i}", f"y{i}", 40, 43) for i in range(5)]
    honest = make_selector(text, text.index("Eight"), text.index("Eight") + len("Eight officers"))
    shifted = Selector(honest.exact, honest.prefix, honest.suffix, honest.start - 7, honest.end - 7)
    anchors = reanchor_all(text, [*hostile, shifted])
    assert all(a.orphan for a in anchors[:5])
    assert (anchors[5].start, anchors[5].end) == (honest.start, honest.end)


def test_a_number_is_never_moved_onto_another(monkeypatch: pytest.MonkeyPatch) -> None:
    before = "Police said 5 officers were hurt. " * 3
    selector = make_selector(before, 12, 22)
    after = before.replace("5 officers", "8 officers")
    for limit in (0, 1, 5, 20_000):
        monkeypatch.setattr(anchoring, "_SCAN_LIMIT", limit)
        assert resolve(after, selector).orphan


WORDS = st.sampled_from(["the", "The", "THE", "5", "8", "officers", "\u201cthe", "hurt", "police"])


@settings(max_examples=150, deadline=None)
@given(
    words=st.lists(WORDS, min_size=1, max_size=60),
    quote=WORDS,
    prefix=st.text(alphabet="abc the", max_size=8),
    start=st.integers(0, 300),
    limit=st.integers(0, 12),
    accept=st.integers(1, 3),
)
def test_a_bounded_answer_is_the_unbounded_one_or_an_orphan(
    words: list[str], quote: str, prefix: str, start: int, limit: int, accept: int
) -> None:
    text = " ".join(words)
    selector = Selector(quote, prefix, "", start, start + len(quote))
    full = resolve(text, selector)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(anchoring, "_SCAN_LIMIT", limit)
        patch.setattr(anchoring, "_ACCEPT_LIMIT", accept)
        bounded = resolve(text, selector)
    assert bounded.orphan or (bounded.start, bounded.end) == (full.start, full.end)
