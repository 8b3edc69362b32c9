"""Strict JSON for untrusted bundles, and places in it named in words for messages.

The structure is the JSON Schemas' to check (:mod:`.schemas`); this module refuses what comes
before any schema (bytes that are not UTF-8, duplicate keys, NaN, lone surrogates) and spells a
place as ``manifest.json: articles[2].title`` for the checks a schema cannot make.
"""

from __future__ import annotations

import json
from typing import Any

from ..errors import BundleError, ParallaxError

JsonObject = dict[str, Any]


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> JsonObject:
    result: JsonObject = {}
    for key, value in pairs:
        if key in result:
            raise BundleError("json_duplicate_key", key=key)
        result[key] = value
    return result


def _no_constants(name: str) -> Any:
    raise BundleError("json_not_number", name=name)


def load_json(data: bytes, entry: str) -> Any:
    """Strict JSON: UTF-8, no duplicate keys, no NaN, no absurd nesting or numbers."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BundleError("json_not_utf8", entry=entry) from None
    try:
        document = json.loads(text, object_pairs_hook=_no_duplicate_keys, parse_constant=_no_constants)
        # A lone surrogate ("\\udc80") decodes to a str that is not text: nothing can store it.
        json.dumps(document, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        bad = exc.object[exc.start : exc.end] if isinstance(exc.object, str) else ""
        escaped = "".join(f"\\u{ord(c):04x}" for c in bad)
        raise BundleError("json_lone_surrogate", entry=entry, escaped=escaped) from None
    except BundleError as exc:
        raise BundleError("json_malformed", entry=entry, problem=exc) from None
    except json.JSONDecodeError as exc:
        raise BundleError("json_invalid_at", entry=entry, reason=exc.msg, line=exc.lineno, column=exc.colno) from None
    except (ValueError, RecursionError) as exc:
        raise BundleError("json_invalid", entry=entry, reason=exc.__class__.__name__) from None
    return document


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

    def fail(self, code: str, /, **params: Any) -> BundleError:
        """The error for this place: the entry and path, then the coded problem (a sentence
        that starts with its verb, "must be ...", "repeats ...")."""
        problem = ParallaxError(code, **params)
        path = self.path
        if path:
            return BundleError("bundle_field_problem_at", entry=self.entry, place=path, problem=problem)
        return BundleError("bundle_field_problem", entry=self.entry, problem=problem)
