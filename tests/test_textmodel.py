"""The text model: Markdown -> blocks -> reading text, and the escaping importers rely on."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parallax.library.demo import demo_spec
from parallax.library.textmodel import (
    _unsafe_replaced,
    article_id,
    blocks_from_json,
    blocks_to_json,
    body_id,
    escape_markdown,
    first_heading,
    normalize_body,
    pack_blocks,
    parse_blocks,
    reading_text,
)


def check_invariants(markdown: str) -> str:
    """Blocks tile the reading text exactly: the invariant the desktop's document relies on."""
    text = parse_blocks(markdown)
    assert text.reading_text == "\n".join(b.text for b in text.blocks)
    for block in text.blocks:
        assert text.reading_text[block.start : block.end] == block.text
        assert block.text, "empty blocks are dropped"
        for span in block.spans:
            assert 0 <= span.start < span.end <= len(block.text)
    for bad in ("\r", "\u2028", "\u2029", "\ufffc", "\x00"):
        assert bad not in text.reading_text
    return text.reading_text


def test_structure_and_inline_markup() -> None:
    md = (
        "# The *headline*\n\nFirst para\nsoft break  \nhard break [link](https://example.org) `code`.\n\n"
        "> quoted\n\n- one\n- two\n\n3. three\n\n| a | b |\n|---|---|\n| c | d |\n\n---\n\n```\nx = 1\ny\n```\n"
    )
    text = check_invariants(md)
    assert text.split("\n") == [
        "The headline",
        "First para soft break",
        "hard break link code.",
        "quoted",
        "one",
        "two",
        "three",
        "a",
        "b",
        "c",
        "d",
        "x = 1",
        "y",
    ]
    blocks = parse_blocks(md).blocks
    assert blocks[0].kind == "heading" and blocks[0].level == 1
    assert [s.style for s in blocks[0].spans] == ["em"]
    link = next(s for s in blocks[1].spans if s.style == "link")
    assert link.href == "https://example.org"
    assert blocks[2].quote_depth == 1
    assert blocks[3].list_marker == "\u2022" and blocks[5].list_marker == "3."
    assert blocks[6].kind == "cell" and blocks[6].header and not blocks[8].header
    assert blocks[-1].kind == "code" and blocks[-1].text == "x = 1\ny"


def test_raw_html_is_text_and_images_are_alt_text() -> None:
    assert reading_text("a <b>bold</b> ![the alt](x.png) &amp; &copy;") == "a <b>bold</b> the alt & ©"


def test_line_endings_and_separators() -> None:
    assert reading_text("one\r\ntwo\rthree\n\nfour") == "one two three\nfour"
    assert reading_text("a\u2028b\u2029c") == "a\nb\nc"
    assert reading_text("tab\there\u00a0nbsp") == "tab\there\u00a0nbsp"
    assert reading_text("nul\x00 and \x07bell") == "nul\ufffd and \ufffdbell"


@pytest.mark.parametrize(
    "sample",
    [
        "Family 👩‍👩‍👧 and flag 🇻🇪 and 𝔘𝔫𝔦",
        "cafe\u0301 and Zoe\u0308",
        "العربية من اليمين إلى اليسار",
        "עברית",
        "漢字とかなの混じった文",
        "zero\u200bwidth\u200djoiner",
        "lone \ud800 surrogate",
    ],
)
def test_hostile_text_survives(sample: str) -> None:
    text = check_invariants(f"# T\n\n{sample}\n")
    assert text.startswith("T\n")
    body = text[2:]
    assert body == normalize_body(sample).rstrip("\n").replace("\ud800", "\ufffd")


def test_nfc_and_id_stability() -> None:
    decomposed = "Cafe\u0301\r\n"
    composed = "Caf\u00e9\n"
    assert normalize_body(decomposed) == composed
    assert article_id(decomposed) == article_id(composed)
    assert article_id("a") != article_id("b")
    assert len(article_id("x")) == 64


_SPECIAL = st.sampled_from(["\x00", "\x07", "\x0b", "\x1f", "\x7f", "\x85", "\x9f", "\t", "\n", "\ufffc", "\ufdd0",
                            "\ufdd1", "\ufdd2", "\ud800", "\udbff", "\udc00", "\udfff", "\ufffd", "é", "ñ", "🚒", "a"])


@given(st.lists(st.one_of(_SPECIAL, st.text(max_size=5)), max_size=30).map("".join))
@settings(max_examples=500, deadline=None)
def test_unsafe_code_points_are_replaced_one_by_one_as_by_one_pattern(text: str) -> None:
    """Controls but tab and newline, Qt's reserved code points and lone surrogates become U+FFFD,
    each alone: the same text the single pattern the text model used before gave (it is now
    checked in parts, so the start does not compile a class past Latin-1)."""
    one = re.sub("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffc\ufdd0\ufdd1\ud800-\udfff]", "\ufffd", text)
    assert _unsafe_replaced(text) == one


@given(st.lists(st.one_of(_SPECIAL, st.text(max_size=5)), max_size=30).map("".join))
@settings(max_examples=300, deadline=None)
def test_a_body_has_one_id_whether_or_not_it_was_normalised_first(text: str) -> None:
    body = normalize_body(text)
    assert not re.search("[\ud800-\udfff]", body)
    assert body == normalize_body(body)
    assert body_id(body) == article_id(text) == article_id(body)


def test_lone_surrogates_in_a_body_become_replacement_characters() -> None:
    assert normalize_body("a\ud800b\udfffc") == "a\ufffdb\ufffdc\n"
    assert normalize_body("ascii only") == "ascii only\n"


def test_first_heading() -> None:
    assert first_heading("para\n\n## Sub *x*\n") == "Sub x"
    assert first_heading("no heading") is None


def test_one_megabyte_article() -> None:
    paragraph = "Officers said five people were hurt 🚒 near the café. " * 20
    md = "\n\n".join(f"{paragraph}{i}" for i in range(1000))
    assert len(md) > 1_000_000
    text = check_invariants(md)
    assert text.count("\n") == 999


@given(st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=80))
@settings(max_examples=400, deadline=None)
def test_escape_round_trips_any_line(line: str) -> None:
    """Whatever a line says, escaped it reads back as exactly that line (cleaned like any text,
    which includes dropping a byte order mark at the very start of a body)."""
    folded = re.sub("[\r\n\u2028\u2029\x85]+", " ", line)
    want = re.sub("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffc\ufdd0\ufdd1]", "\ufffd", folded)
    want = unicodedata.normalize("NFC", want.strip()).strip().lstrip("\ufeff").strip()
    assert reading_text(escape_markdown(line)) == want


@given(
    st.lists(
        st.sampled_from(
            ["# ", "## ", "> ", "- ", "1. ", "*", "**", "_", "`", "[", "](u)", "![", "\n", "\n\n", "|", "---",
             "~~", "\\", "&amp;", "<b>", "word", "🙂", "e\u0301", "\u2028", "\t", "    ", "```"]
        ),
        max_size=40,
    )
)
@settings(max_examples=400, deadline=None)
def test_any_markdown_keeps_the_invariants(pieces: list[str]) -> None:
    check_invariants("".join(pieces))


@pytest.mark.parametrize("language", ["en", "es"])
def test_demo_articles_keep_the_invariants(language: str) -> None:
    for article in demo_spec(language)["articles"]:
        check_invariants(article["markdown"])


def test_spanish_text_keeps_enye_accents_and_opening_marks_exactly() -> None:
    body = "# ¿Quién abrió las compuertas?\n\n¡El niño vio cómo el agua llegó a Peñalta!\n"
    text = parse_blocks(body)
    assert text.reading_text == "¿Quién abrió las compuertas?\n¡El niño vio cómo el agua llegó a Peñalta!"
    decomposed = parse_blocks(body.replace("ñ", "n\u0303").replace("é", "e\u0301"))
    assert "Peñalta" in decomposed.reading_text and "Quién" in decomposed.reading_text


def test_seed_like_text_files(seeds: list[Path]) -> None:
    for path in seeds:
        from parallax.library.importers import import_file

        doc = import_file(path)
        check_invariants(doc.markdown)


@given(
    st.lists(
        st.sampled_from(["# ", "> ", "- ", "1. ", "*", "**", "`", "[", "](u)", "\n", "\n\n", "|", "word",
                         "🙂", "e\u0301", "\u2028", "---", "```"]),
        max_size=40,
    )
)
@settings(max_examples=200, deadline=None)
def test_block_cache_round_trips(pieces: list[str]) -> None:
    text = parse_blocks("".join(pieces))
    assert blocks_from_json(blocks_to_json(text), text.reading_text) == text
    assert blocks_from_json(pack_blocks(text), text.reading_text) == text


def test_the_stored_block_cache_is_packed_json() -> None:
    """Library format 12 stores the cache compressed: what the JSON says, a fraction of its size."""
    import zlib

    text = parse_blocks("# A\n\n" + "\n\n".join(f"Paragraph {n} with *some* emphasis." for n in range(200)))
    packed = pack_blocks(text)
    assert zlib.decompress(packed).decode("utf-8") == blocks_to_json(text)
    assert len(packed) * 4 < len(blocks_to_json(text))


def test_block_cache_refuses_stale_or_foreign_data() -> None:
    text = parse_blocks("# A\n\nbody text\n")
    stored = blocks_to_json(text)
    assert blocks_from_json(stored, "different text entirely") is None
    assert blocks_from_json("not json", text.reading_text) is None
    assert blocks_from_json(stored.replace("[1,", "[99,", 1), text.reading_text) is None
    assert blocks_from_json(pack_blocks(text)[:-4], text.reading_text) is None  # cut short
    assert blocks_from_json(b"not zlib", text.reading_text) is None


def test_article_text_repr_leaves_out_the_reading_text() -> None:
    text = parse_blocks("# Title\n\nA long body of text.\n")
    assert "reading_text=" not in repr(text) and repr(text) == f"ArticleText(blocks={text.blocks!r})"
    assert text.blocks[1].end == len(text.reading_text)
