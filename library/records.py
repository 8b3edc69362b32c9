"""Records: named tuples declared as ``typing.NamedTuple`` classes, made cheaply at import.

``class Highlight(Record): ...`` is, to the type checker, exactly ``class Highlight(NamedTuple)``
(``Record`` *is* ``typing.NamedTuple`` when type checking), and at run time the class
``collections.namedtuple`` makes, with the fields' defaults, the class's docstring, methods and
properties, its module and qualified name (so records pickle, print and compare the same).

Made the usual way, a record cost the start 0.6-0.9 M instructions (33 records on the way to the
window's first paint; docs/performance.md, eighth pass): ``typing`` converts each annotation (a
string becomes a compiled ``ForwardRef``), which the type checker does anyway, and
``collections.namedtuple`` compiles a ``__new__`` for each record (0.34 M). Here the
annotations are kept as written, and ``__new__`` is compiled once per number of fields (ten
numbers at the start), then given the record's field names (:func:`_new`). The class is built
as :func:`collections.namedtuple` builds it (Python 3.11-3.13); ``tests/test_records.py``
compares the two.
"""

from __future__ import annotations

import collections
import sys
from collections.abc import Callable
from keyword import iskeyword
from operator import itemgetter
from types import FunctionType
from typing import TYPE_CHECKING, Any

__all__ = ["Record"]

# A field's accessor: collections' own (C, from _collections), or what it falls back to.
_tuplegetter: Callable[[int, str], Any] = getattr(
    collections, "_tuplegetter", lambda index, doc: property(itemgetter(index), doc=doc))

# What typing.NamedTuple refuses to let a class body define, and what it does not copy over.
_PROHIBITED = frozenset({"__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
                         "_make", "_replace", "_asdict", "_source"})
_NOT_COPIED = frozenset({"__module__", "__name__", "__annotations__"})

_TEMPLATES: dict[int, FunctionType] = {}
"""Number of fields -> ``lambda _cls, a0, a1…: _tuple_new(_cls, (a0, a1…))``, compiled once."""


def _arguments(fields: tuple[str, ...]) -> str:
    return ", ".join(fields) + ("," if len(fields) == 1 else "")


def _new(typename: str, fields: tuple[str, ...], defaults: tuple[Any, ...]) -> FunctionType:
    """The record's ``__new__``: namedtuple's, without compiling it again for each record."""
    template = _TEMPLATES.get(len(fields))
    if template is None:
        names = "".join(f", a{i}" for i in range(len(fields)))
        namespace = {"_tuple_new": tuple.__new__, "__builtins__": {}, "__name__": "parallax_records"}
        template = eval(f"lambda _cls{names}: _tuple_new(_cls, ({names[2:]}{',' if fields else ''}))", namespace)
        _TEMPLATES[len(fields)] = template
    code = template.__code__.replace(co_varnames=("_cls", *fields), co_name="__new__",
                                     co_qualname=f"{typename}.__new__")
    new = FunctionType(code, template.__globals__, "__new__", defaults or None)
    new.__qualname__ = f"{typename}.__new__"
    new.__doc__ = f"Create new instance of {typename}({_arguments(fields)})"
    return new


def _named_tuple(typename: str, fields: tuple[str, ...], defaults: tuple[Any, ...], module: str) -> type:
    """``collections.namedtuple(typename, fields, defaults=defaults, module=module)``."""
    for name in (typename, *fields):
        if not name.isidentifier() or iskeyword(name):
            raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
    seen: set[str] = set()
    for name in fields:
        if name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if name in seen:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
        seen.add(name)
    typename = sys.intern(typename)
    fields = tuple(map(sys.intern, fields))
    count = len(fields)
    field_defaults = dict(zip(fields[count - len(defaults):], defaults, strict=True)) if defaults else {}
    repr_fmt = "(" + ", ".join(f"{name}=%r" for name in fields) + ")"
    tuple_new = tuple.__new__

    def _make(cls: type, iterable: Any) -> Any:
        result: tuple[Any, ...] = tuple_new(cls, iterable)
        if len(result) != count:
            raise TypeError(f"Expected {count} arguments, got {len(result)}")
        return result

    _make.__doc__ = f"Make a new {typename} object from a sequence or iterable"

    def _replace(self: Any, /, **kwds: Any) -> Any:
        result = self._make(map(kwds.pop, fields, self))
        if kwds:
            raise ValueError(f"Got unexpected field names: {list(kwds)!r}")
        return result

    _replace.__doc__ = f"Return a new {typename} object replacing specified fields with new values"

    def __repr__(self: tuple[Any, ...]) -> str:
        "Return a nicely formatted representation string"
        return type(self).__name__ + repr_fmt % self

    def _asdict(self: Any) -> dict[str, Any]:
        "Return a new dict which maps field names to their values."
        return dict(zip(self._fields, self, strict=False))

    def __getnewargs__(self: Any) -> tuple[Any, ...]:
        "Return self as a plain tuple.  Used by copy and pickle."
        return tuple(self)

    new = _new(typename, fields, defaults)
    for method in (_make, _replace, __repr__, _asdict, __getnewargs__):
        method.__qualname__ = f"{typename}.{method.__name__}"
    namespace: dict[str, Any] = {
        "__doc__": f"{typename}({_arguments(fields)})",
        "__slots__": (),
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__new__": new,
        "_make": classmethod(_make),
        "_replace": _replace,
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__match_args__": fields,
    }
    if sys.version_info >= (3, 13):  # copy.replace()
        namespace["__replace__"] = _replace
    for index, name in enumerate(fields):
        namespace[name] = _tuplegetter(index, sys.intern(f"Alias for field number {index}"))
    result = type(typename, (tuple,), namespace)
    result.__module__ = module
    return result


class _RecordMeta(type):
    """Turns a ``class X(Record)`` body into the named tuple plus the body's own attributes,
    as ``typing.NamedTupleMeta`` does."""

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
        record = _named_tuple(typename, tuple(annotations), tuple(defaults), namespace["__module__"])
        record.__annotations__ = dict(annotations)
        for key, value in namespace.items():
            if key in _PROHIBITED:
                raise AttributeError(f"a record cannot define {key}")
            if key not in _NOT_COPIED and key not in record._fields:  # type: ignore[attr-defined]
                setattr(record, key, value)
        return record


if TYPE_CHECKING:
    from typing import NamedTuple as Record
else:
    Record = type.__new__(_RecordMeta, "Record", (), {"__module__": __name__})
