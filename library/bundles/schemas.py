"""The shipped JSON Schemas (``resources/schemas``) are the one definition of the bundle
format: the reader validates every manifest and annotation collection against them, and the
hand checks in :mod:`.read` keep only what a schema cannot say (hashes, duplicate ids, a total
that matches, a start before its end, real calendar times).

Two validators of the same schemas, both loaded on the first bundle read (starting the app
never pays for them): ``jsonschema_rs`` gives the verdict (10,000 annotations in well under a
second, where :mod:`jsonschema` takes ten), and only for a bundle it refuses does
:mod:`jsonschema` find the error to report, as one sentence naming the place in words
(``manifest.json: articles[2].title must be a string``), never a schema path.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable, Iterator
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from ..errors import BundleError

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError
    from jsonschema.protocols import Validator

MANIFEST_SCHEMA = "manifest.schema.json"
ANNOTATIONS_SCHEMA = "annotations.schema.json"

_TYPES = {
    "string": "a string",
    "integer": "a whole number",
    "number": "a number",
    "object": "a JSON object",
    "array": "a JSON array",
    "boolean": "true or false",
    "null": "null",
}


def schema_document(name: str) -> dict[str, Any]:
    """A shipped schema as JSON."""
    text = resources.files("parallax.resources").joinpath("schemas", name).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def _fast(name: str) -> Any:
    import jsonschema_rs  # loaded on the first bundle read only

    return jsonschema_rs.validator_for(schema_document(name))


@cache
def _validator(name: str) -> Validator:
    from jsonschema import Draft202012Validator  # loaded on the first bundle read only

    validator: Validator = Draft202012Validator(schema_document(name))
    return validator


def _place(path: deque[str | int]) -> str:
    text = ""
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else str(key))
    return text


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _leaves(errors: Iterable[ValidationError]) -> Iterator[ValidationError]:
    for error in errors:
        if error.context:
            yield from _leaves(error.context)
        else:
            yield error


def _most_specific(errors: Iterable[ValidationError]) -> ValidationError | None:
    """The error deepest in the document (it names the actual value, not a list holding it);
    of equally deep ones, the first found."""
    best: ValidationError | None = None
    for error in _leaves(errors):
        if best is None or len(error.absolute_path) > len(best.absolute_path):
            best = error
    return best


def _sentence(error: ValidationError) -> str:
    """What is wrong, in words; a subschema's ``title`` says what was expected."""
    kind, expected, value, schema = error.validator, error.validator_value, error.instance, error.schema
    title = schema.get("title") if isinstance(schema, dict) else None
    if kind == "required":
        missing = next((k for k in expected if isinstance(value, dict) and k not in value), expected[0])
        return f"lacks the required key {missing!r}"
    if title and kind in ("type", "contains", "minItems", "pattern", "const"):
        return f"must be {title}" + (f", not {_short(value)}" if isinstance(value, str) else "")
    if kind == "type":
        names = [expected] if isinstance(expected, str) else list(expected)
        return "must be " + " or ".join(_TYPES.get(n, n) for n in names)
    if kind == "const":
        return f"must be {expected!r}, not {_short(value)}"
    if kind == "enum":
        return "must be one of " + ", ".join(str(v) for v in expected)
    if kind == "maxLength":
        return f"is longer than {expected:,} characters"
    if kind == "maxItems":
        return f"has more than {expected:,} items"
    if kind in ("minimum", "maximum"):
        return f"must be {'at least' if kind == 'minimum' else 'at most'} {expected}"
    if kind == "uniqueItems":
        return "lists the same item twice"
    if kind == "pattern" and expected == "\\S":
        return "must not be empty"
    return f"is not valid ({error.message[:120]})"


def validate(document: Any, name: str, entry: str) -> None:
    """Raise :class:`BundleError` naming ``entry`` and the place when ``document`` breaks the schema."""
    if _fast(name).is_valid(document):
        return
    error = _most_specific(_validator(name).iter_errors(document))
    if error is None:
        raise BundleError("bundle_schema_mismatch", entry=entry)
    place = _place(error.absolute_path)
    if place:
        raise BundleError("bundle_schema_problem_at", entry=entry, place=place, problem=_sentence(error))
    raise BundleError("bundle_schema_problem", entry=entry, problem=_sentence(error))
