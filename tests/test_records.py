"""Records (``parallax.library.records.Record``) are the named tuples ``typing.NamedTuple``
makes, without its checks of each annotation at import."""

from __future__ import annotations

import copy
import inspect
import pickle
import typing
from collections import namedtuple
from pathlib import Path

import pytest

from parallax.library.models import Highlight
from parallax.library.records import Record

REPO = Path(__file__).resolve().parents[1]


class Point(Record):
    """A point, for these tests."""

    x: int
    y: int = 0
    label: str | None = None

    @property
    def norm(self) -> int:
        return abs(self.x) + abs(self.y)

    def moved(self, dx: int) -> Point:
        return self._replace(x=self.x + dx)


class TypingPoint(typing.NamedTuple):
    """A point, for these tests."""

    x: int
    y: int = 0
    label: str | None = None


def test_a_record_is_the_named_tuple_typing_makes() -> None:
    point, same = Point(1, 2), TypingPoint(1, 2)
    assert point == same == (1, 2, None)
    assert Point._fields == TypingPoint._fields == ("x", "y", "label")
    assert Point._field_defaults == TypingPoint._field_defaults == {"y": 0, "label": None}
    assert Point.__bases__ == TypingPoint.__bases__ == (tuple,)
    assert Point.__doc__ == TypingPoint.__doc__
    assert repr(point) == "Point(x=1, y=2, label=None)"
    assert point._asdict() == same._asdict()
    assert Point._make([3, 4, "a"]) == Point(x=3, y=4, label="a")
    assert Point.__module__ == __name__ and Point.__qualname__ == "Point"
    assert list(Point.__annotations__) == ["x", "y", "label"]


def test_a_record_has_what_namedtuple_gives() -> None:
    """Built by hand (``__new__`` compiled once per number of fields), a record's class has the
    attributes ``collections.namedtuple`` gives, behaving the same (on this Python)."""
    plain = namedtuple("Point", ["x", "y", "label"], defaults=[0, None], module=__name__)
    body = {"norm", "moved", "__annotations__", "__static_attributes__", "__firstlineno__"}  # the last two: Python 3.13
    ours = {k: v for k, v in vars(Point).items() if k not in body}
    assert set(ours) == set(vars(plain))
    assert Point.__match_args__ == plain.__match_args__
    assert Point.x.__doc__ == plain.x.__doc__ and Point.label.__doc__ == plain.label.__doc__
    assert inspect.signature(Point) == inspect.signature(plain)
    assert Point.__new__.__doc__ == plain.__new__.__doc__
    assert Point(1, label="a") == plain(1, label="a")
    assert Point(1)._replace(y=5) == (1, 5, None)
    with pytest.raises(TypeError):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Point._make([1, 2])
    with pytest.raises(ValueError, match="unexpected"):
        Point(1)._replace(z=3)  # type: ignore[call-arg]
    assert copy.copy(Point(1)) == Point(1) and copy.deepcopy(Point(1, 2, "a")) == Point(1, 2, "a")


class Single(Record):
    only: str


class Empty(Record):
    pass


def test_records_of_one_field_and_of_none() -> None:
    assert Single("a") == ("a",) and repr(Single("a")) == "Single(only='a')"
    assert Single.__doc__ == namedtuple("Single", ["only"]).__doc__
    assert Empty() == () and repr(Empty()) == "Empty()"


def test_a_records_methods_and_properties_are_kept() -> None:
    point = Point(-3, 4)
    assert point.norm == 7
    assert point.moved(5) == Point(2, 4)
    with pytest.raises(AttributeError):
        point.x = 5  # type: ignore[misc]


def test_records_pickle() -> None:
    for record in (Point(1, 2, "a"), Highlight("h", "a", 0, 1, "x", "", "", "", "", "t", "t")):
        assert pickle.loads(pickle.dumps(record)) == record


def test_a_field_without_default_after_one_with_is_refused() -> None:
    with pytest.raises(TypeError):
        class Bad(Record):
            x: int = 0
            y: int


def test_a_record_cannot_redefine_what_the_tuple_provides() -> None:
    with pytest.raises(AttributeError):
        class Bad(Record):
            x: int

            def _asdict(self) -> dict[str, int]:
                return {}


def test_records_are_made_one_way() -> None:
    """``typing.NamedTuple`` checks every annotation at import (~6 M instructions on the way
    to the first paint): the app's records are ``Record`` s."""
    offenders = [str(p.relative_to(REPO)) for folder in ("library", "desktop") for p in (REPO / folder).rglob("*.py")
                 if "(NamedTuple):" in p.read_text(encoding="utf-8")]
    assert offenders == []
