"""Sentence alignment for linked scrolling (issue 26): which sentences of two articles tell the
same thing, in order, computed without Qt."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from parallax.library.demo import load_demo
from parallax.library.scroll_alignment import (
    ScrollAlignment,
    SentenceLink,
    align_articles,
    align_texts,
    choose_anchors,
    sentences,
)
from parallax.library.store import Library

A = (
    "Storm floods the valley\n"
    "Heavy rain flooded the lower valley on Monday night. "
    "The mayor ordered the school closed. "
    "Farmers counted their losses in the orchards.\n"
    "A bridge over the canal collapsed before dawn."
)
B = (
    "Valley under water after storm\n"
    "Officials said nothing about the budget. "
    "The lower valley was flooded by heavy rain late on Monday. "
    "Orchard farmers were counting losses. "
    "Before dawn the canal bridge collapsed, witnesses said."
)


def test_sentences_split_at_line_ends_and_stops_before_a_capital() -> None:
    text = "One thing. Two things? three\nFour on 9 Jan. 2019 here."
    assert [text[s:e] for s, e in sentences(text)] == ["One thing.", "Two things? three", "Four on 9 Jan. 2019 here."]


def test_corresponding_sentences_are_linked_in_order() -> None:
    links = align_texts(A, B)
    pairs = [(A[link.a_start : link.a_end][:12], B[link.b_start : link.b_end][:12]) for link in links]
    assert ("Heavy rain f", "The lower va") in pairs
    assert ("A bridge ove", "Before dawn ") in pairs
    assert not any(b.startswith("Officials") for _a, b in pairs)  # nothing told alike: no link
    assert [link.a_start for link in links] == sorted(link.a_start for link in links)
    assert [link.b_start for link in links] == sorted(link.b_start for link in links)


def test_a_sentence_told_out_of_order_does_not_twist_the_chain() -> None:
    b = "The canal bridge collapsed before dawn.\n" + B
    links = align_texts(A, b)
    assert [link.b_start for link in links] == sorted(link.b_start for link in links)
    assert len({link.a_start for link in links}) == len(links)


def test_around_gives_the_links_the_reading_line_lies_between_and_the_ends() -> None:
    alignment = align_articles({"a": A, "b": B})
    links = alignment.between("a", "b")
    middle = links[1].a_start + 1
    assert alignment.around("a", "b", middle) == [links[1], links[2]]
    assert alignment.around("a", "b", 0)[0].a_start == 0  # the headlines tell alike
    unlike = align_articles({"a": "Nothing in common here.\n" + A, "b": B})
    assert unlike.around("a", "b", 3)[0] == SentenceLink(0, 0, 0, 0, 0.0)  # else the starts correspond
    assert alignment.around("a", "b", len(A)) == [links[-1], SentenceLink(len(A), len(A), len(B), len(B), 0.0)]
    back = alignment.around("b", "a", links[1].b_start)
    assert back[0] == links[1].swapped()
    assert ScrollAlignment().around("a", "b", 3) == []


def test_annotations_near_the_reading_line_win_over_sentences() -> None:
    annotations = [(90, 400, 1), (2000, 2100, 2)]
    sentence_links = [(100, 120, 3), (150, 180, 4)]
    assert choose_anchors(annotations, sentence_links, 120, 20) == [(100, 120, 3), (150, 180, 4)]
    assert choose_anchors(annotations, sentence_links, 95, 300) == [(90, 400, 1), (100, 120, 3)]
    assert choose_anchors([], [], 10, 100) == []
    assert choose_anchors(annotations, [], 500, 100) == [(90, 400, 1), (2000, 2100, 2)]


def test_the_demo_articles_align_on_what_they_share_quickly() -> None:
    with Library(":memory:") as lib:
        comparison = load_demo(lib)
        texts = {a: lib.get_article(a).reading_text for a in comparison.article_ids}
    started = time.perf_counter()
    alignment = align_articles(texts)
    took = time.perf_counter() - started
    assert len(alignment.links) == 6 and all(len(links) >= 4 for links in alignment.links.values())
    assert took < 0.5


def test_long_articles_align_in_well_under_a_second() -> None:
    paragraph = " ".join(f"Sentence number {n} tells of event {n * 7} at place{n % 13}." for n in range(3000))
    other = " ".join(f"Event {n * 7} happened at place{n % 13}, said report {n}." for n in range(3000))
    started = time.perf_counter()
    links = align_texts(paragraph, other)
    assert time.perf_counter() - started < 3 and len(links) > 1000


@settings(max_examples=40, deadline=None)
@given(st.text(max_size=400), st.text(max_size=400))
def test_any_two_texts_give_links_inside_both_and_in_order(a: str, b: str) -> None:
    links = align_texts(a, b)
    for link in links:
        assert 0 <= link.a_start < link.a_end <= len(a) and 0 <= link.b_start < link.b_end <= len(b)
    assert [x.a_start for x in links] == sorted({x.a_start for x in links})
    assert [x.b_start for x in links] == sorted({x.b_start for x in links})
