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
from ..i18n import ENGLISH, N_, _, current_language, ngettext, pgettext

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError
    from jsonschema.protocols import Validator

MANIFEST_SCHEMA = "manifest.schema.json"
ANNOTATIONS_SCHEMA = "annotations.schema.json"

_TYPES = {
    "string": N_("a string"),
    "integer": N_("a whole number"),
    "number": N_("a number"),
    "object": N_("a JSON object"),
    "array": N_("a JSON array"),
    "boolean": N_("true or false"),
    "null": N_("null"),
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


def _title(title: str) -> str:
    """A schema's ``title`` in the reader's language: ``make i18n`` collects the titles of the
    shipped schemas into the catalogue (context ``schema``)."""
    return pgettext("schema", title)


def _count(number: int) -> str:
    return f"{number:,}".replace(",", "\u202f") if current_language() != ENGLISH else f"{number:,}"


def _sentence(error: ValidationError) -> str:
    """What is wrong, in words, in the reader's language; a subschema's ``title`` says what was
    expected."""
    kind, expected, value, schema = error.validator, error.validator_value, error.instance, error.schema
    title = schema.get("title") if isinstance(schema, dict) else None
    if kind == "required":
        missing = next((k for k in expected if isinstance(value, dict) and k not in value), expected[0])
        return _("lacks the required key {key}").format(key=repr(missing))
    if title and kind in ("type", "contains", "minItems", "pattern", "const"):
        if isinstance(value, str):
            return _("must be {what}, not {value}").format(what=_title(title), value=_short(value))
        return _("must be {what}").format(what=_title(title))
    if kind == "type":
        names = [expected] if isinstance(expected, str) else list(expected)
        said = [_(_TYPES[n]) if n in _TYPES else n for n in names]
        what = said[0]
        for other in said[1:]:
            what = _("{one} or {other}").format(one=what, other=other)
        return _("must be {what}").format(what=what)
    if kind == "const":
        return _("must be {what}, not {value}").format(what=repr(expected), value=_short(value))
    if kind == "enum":
        return _("must be one of {values}").format(values=", ".join(str(v) for v in expected))
    if kind == "maxLength":
        return ngettext("is longer than {count} character", "is longer than {count} characters", expected).format(
            count=_count(expected))
    if kind == "maxItems":
        return ngettext("has more than {count} item", "has more than {count} items", expected).format(
            count=_count(expected))
    if kind == "minimum":
        return _("must be at least {number}").format(number=expected)
    if kind == "maximum":
        return _("must be at most {number}").format(number=expected)
    if kind == "uniqueItems":
        return _("lists the same item twice")
    if kind == "pattern" and expected == "\\S":
        return _("must not be empty")
    return _("is not valid ({detail})").format(detail=error.message[:120])


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
