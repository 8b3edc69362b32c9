"""Records: named tuples declared as ``typing.NamedTuple`` classes, made without ``typing``.

``class Highlight(Record): ...`` is, to the type checker, exactly ``class Highlight(NamedTuple)``
(``Record`` *is* ``typing.NamedTuple`` when type checking), and at run time the same class:
``collections.namedtuple`` with the fields, their defaults, the class's docstring, methods and
properties, its module and qualified name (so records pickle and print the same).

What it leaves out is ``typing``'s check of every field's annotation, which the type checker
does anyway: ``typing.NamedTuple`` converts each annotation (a string becomes a ``ForwardRef``,
compiled), and for the 33 records made on the way to the window's first paint that was ~6 M
instructions (docs/performance.md, eighth pass). ``__annotations__`` keeps the annotations as
written.
"""

from __future__ import annotations

from collections import namedtuple
from typing import TYPE_CHECKING, Any

__all__ = ["Record"]

# What typing.NamedTuple refuses to let a class body define, and what it does not copy over.
_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
                         "_make", "_replace", "_asdict", "_source"})
_NOT_COPIED = frozenset({"__module__", "__name__", "__annotations__"})


class _RecordMeta(type):
    """Turns a ``class X(Record)`` body into ``namedtuple("X", fields, defaults=...)`` plus the
    body's own attributes, as ``typing.NamedTupleMeta`` does."""

    def __new__(cls, typename: str, bases: tuple[type, ...], namespace: dict[str, Any]) -> Any:
        if bases != (Record,):
            raise TypeError("a record inherits from Record alone")
        annotations: dict[str, Any] = namespace.get("__annotations__", {})
        defaults: list[Any] = []
        for field in annotations:
            if field in namespace:
                defaults.append(namespace[field])
            elif defaults:
                raise TypeError(f"non-default field {field} follows a field with a default in {typename}")
        record = namedtuple(typename, list(annotations), defaults=defaults, module=namespace["__module__"])  # type: ignore[misc]
        record.__annotations__ = dict(annotations)
        for key, value in namespace.items():
            if key in _PROHIBITED:
                raise AttributeError(f"a record cannot define {key}")
            if key not in _NOT_COPIED and key not in record._fields:
                setattr(record, key, value)
        return record


if TYPE_CHECKING:
    from typing import NamedTuple as Record
else:
    Record = type.__new__(_RecordMeta, "Record", (), {"__module__": __name__})
