"""Code points <-> Qt's UTF-16 positions: the one conversion every highlight goes through."""

from __future__ import annotations

from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parallax.desktop.positions import PositionMap, utf16_length

pytestmark = pytest.mark.gui

# Characters Qt turns into structure when inserted (block and frame separators) or that
# cannot be in a QString on their own; the reading text never holds them either.
_STRUCTURAL = "\r\u2029\ufffc\ufdd0\ufdd1"
_SPECIALS = ["😀", "👩\u200d👩\u200d👧", "e\u0301", "𝔸", "中文", "\u05d0\u05d1", "\u00a0", "\t", "\n", "\u2028", "🇫🇷"]

texts = st.lists(
    st.one_of(
        st.text(st.characters(exclude_categories=("Cs",), exclude_characters=_STRUCTURAL), max_size=12),
        st.sampled_from(_SPECIALS),
    ),
    max_size=12,
).map("".join)


def test_examples() -> None:
    pm = PositionMap("a😀b")
    assert [pm.to_qt(i) for i in range(4)] == [0, 1, 3, 4]
    assert pm.qt_length == 4 == utf16_length("a😀b")
    assert [pm.from_qt(q) for q in range(5)] == [0, 1, 1, 2, 3]  # 2 is inside the pair: down
    assert pm.from_qt(2, round_up=True) == 2
    assert pm.is_inside_pair(2)
    assert not pm.is_inside_pair(1)
    assert pm.range_from_qt(2, 2) == (1, 2)  # a caret inside an emoji selects all of it
    assert pm.range_from_qt(3, 0) == (0, 2)  # reversed ends come back ordered
    assert pm.has_astral


def test_fast_path_is_identity() -> None:
    pm = PositionMap("plain text, ünïcödé and “quotes”")
    assert not pm.has_astral
    assert pm.many_to_qt([0, 5, 10]) == [0, 5, 10]
    assert pm.many_from_qt([0, 5, 10]) == [0, 5, 10]


@pytest.mark.parametrize("bad", [-1, 4])
def test_out_of_range_raises(bad: int) -> None:
    pm = PositionMap("a😀b")
    with pytest.raises(ValueError):
        pm.to_qt(bad)
    with pytest.raises(ValueError):
        pm.from_qt(bad + 1 if bad > 0 else bad)
    with pytest.raises(ValueError):
        pm.many_to_qt([0, bad])


def test_empty_text() -> None:
    pm = PositionMap("")
    assert pm.to_qt(0) == 0 and pm.from_qt(0) == 0 and pm.qt_length == 0


@given(texts)
def test_round_trip_and_monotonic(text: str) -> None:
    pm = PositionMap(text)
    qt = [pm.to_qt(i) for i in range(len(text) + 1)]
    assert qt == pm.many_to_qt(range(len(text) + 1))
    assert [pm.from_qt(q) for q in qt] == list(range(len(text) + 1))
    assert all(a < b for a, b in pairwise(qt))
    assert qt[-1] == pm.qt_length == len(text.encode("utf-16-le")) // 2
    # Each character takes as many Qt positions as UTF-16 units.
    assert all(qt[i + 1] - qt[i] == (2 if ord(text[i]) > 0xFFFF else 1) for i in range(len(text)))


@given(texts)
def test_from_qt_never_splits_a_character(text: str) -> None:
    pm = PositionMap(text)
    units = text.encode("utf-16-le", "surrogatepass")
    for q in range(pm.qt_length + 1):
        down, up = pm.from_qt(q), pm.from_qt(q, round_up=True)
        assert pm.to_qt(down) <= q <= pm.to_qt(up)
        assert up - down == (1 if pm.is_inside_pair(q) else 0)
        if pm.is_inside_pair(q):
            assert 0xDC00 <= int.from_bytes(units[2 * q : 2 * q + 2], "little") <= 0xDFFF
    assert pm.many_from_qt(range(pm.qt_length + 1)) == [pm.from_qt(q) for q in range(pm.qt_length + 1)]


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts, data=st.data())
def test_agrees_with_a_real_qtextdocument(qapp: object, text: str, data: st.DataObject) -> None:
    from PySide6.QtGui import QTextCursor, QTextDocument

    doc = QTextDocument()
    QTextCursor(doc).insertText(text)
    pm = PositionMap(text)
    assert doc.characterCount() - 1 == pm.to_qt(len(text))
    i = data.draw(st.integers(0, len(text)))
    j = data.draw(st.integers(i, len(text)))
    cursor = QTextCursor(doc)
    cursor.setPosition(pm.to_qt(i))
    cursor.setPosition(pm.to_qt(j), QTextCursor.MoveMode.KeepAnchor)
    assert cursor.selectedText() == text[i:j].replace("\n", "\u2029")
    assert pm.range_from_qt(cursor.anchor(), cursor.position()) == (i, j)


def test_large_text_lookups_are_fast() -> None:
    import time

    text = ("word 😀 " * 200_000)[:1_000_000]
    started = time.perf_counter()
    pm = PositionMap(text)
    built = time.perf_counter() - started
    started = time.perf_counter()
    for i in range(0, len(text), 97):
        assert pm.from_qt(pm.to_qt(i)) == i
    looked = time.perf_counter() - started
    assert built < 2.0 and looked < 2.0  # generous: shared CI machines
