"""Small structural checks for untrusted JSON, with messages that say where the problem is.

The importer cannot depend on :mod:`jsonschema` (a test-only extra), and a schema error path
such as ``/first/items/17/target/selector/1/start`` helps nobody reading an error dialog. These
helpers check exactly what the bundle reader uses and name the place in words.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..errors import BundleError
from .format import MAX_SHORT, MAX_TEXT, TIMESTAMP

JsonObject = dict[str, Any]


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> JsonObject:
    result: JsonObject = {}
    for key, value in pairs:
        if key in result:
            raise BundleError(f"the key {key!r} occurs twice in one object")
        result[key] = value
    return result


def _no_constants(name: str) -> Any:
    raise BundleError(f"{name} is not a JSON number")


def load_json(data: bytes, entry: str) -> Any:
    """Strict JSON: UTF-8, no duplicate keys, no NaN, no absurd nesting or numbers."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BundleError(f"{entry} is not UTF-8 text") from None
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_constant=_no_constants)
    except BundleError as exc:
        raise BundleError(f"{entry} is malformed: {exc}") from None
    except json.JSONDecodeError as exc:
        raise BundleError(f"{entry} is not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError) as exc:
        raise BundleError(f"{entry} is not valid JSON ({exc.__class__.__name__})") from None


class Where:
    """A place in a JSON document, for messages: ``manifest.json: articles[2].title``.

    Built for every value checked, so it only remembers its parent and key; the path is spelled
    out when a check fails.
    """

    __slots__ = ("entry", "key", "parent")

    def __init__(self, entry: str, parent: Where | None = None, key: str | int | None = None) -> None:
        self.entry = entry
        self.parent = parent
        self.key = key

    def __truediv__(self, key: str | int) -> Where:
        return Where(self.entry, self, key)

    @property
    def path(self) -> str:
        keys: list[str | int] = []
        node: Where | None = self
        while node is not None and node.key is not None:
            keys.append(node.key)
            node = node.parent
        text = ""
        for key in reversed(keys):
            text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else key)
        return text

    def fail(self, message: str) -> BundleError:
        path = self.path
        place = f"{self.entry}: {path}" if path else self.entry
        return BundleError(f"{place} {message}")


def obj(value: Any, where: Where) -> JsonObject:
    if not isinstance(value, dict):
        raise where.fail("must be a JSON object")
    return value


def array(value: Any, where: Where, *, max_items: int | None = None) -> list[Any]:
    if not isinstance(value, list):
        raise where.fail("must be a JSON array")
    if max_items is not None and len(value) > max_items:
        raise where.fail(f"has more than {max_items:,} items")
    return value


def field(d: JsonObject, key: str, where: Where) -> Any:
    if key not in d:
        raise where.fail(f"lacks the required key {key!r}")
    return d[key]


def string(
    d: JsonObject,
    key: str,
    where: Where,
    *,
    max_len: int = MAX_TEXT,
    required: bool = True,
    default: str | None = None,
    nonempty: bool = False,
) -> str:
    if key not in d and not required:
        return default or ""
    value = field(d, key, where)
    if not isinstance(value, str):
        raise (where / key).fail("must be a string")
    if len(value) > max_len:
        raise (where / key).fail(f"is longer than {max_len:,} characters")
    if nonempty and not value.strip():
        raise (where / key).fail("must not be empty")
    return value


def optional_string(d: JsonObject, key: str, where: Where, *, max_len: int = MAX_TEXT) -> str | None:
    """A string or ``null`` (a missing key counts as ``null``)."""
    value = d.get(key)
    if value is None:
        return None
    return string(d, key, where, max_len=max_len)


def constant(d: JsonObject, key: str, expected: str, where: Where) -> None:
    value = field(d, key, where)
    if value != expected:
        raise (where / key).fail(f"must be {expected!r}, not {_short(value)}")


def matching(d: JsonObject, key: str, pattern: re.Pattern[str], where: Where, what: str) -> re.Match[str]:
    value = string(d, key, where, max_len=MAX_SHORT)
    match = pattern.match(value)
    if match is None:
        raise (where / key).fail(f"must be {what}, not {_short(value)}")
    return match


def timestamp(d: JsonObject, key: str, where: Where) -> str:
    return matching(d, key, TIMESTAMP, where, "an ISO 8601 time such as 2026-01-15T09:30:00.000Z").group(0)


def integer(d: JsonObject, key: str, where: Where, *, minimum: int = 0, maximum: int = 2**62) -> int:
    value = field(d, key, where)
    if isinstance(value, bool) or not isinstance(value, int):
        raise (where / key).fail("must be a whole number")
    if not minimum <= value <= maximum:
        raise (where / key).fail(f"must be between {minimum} and {maximum}")
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
