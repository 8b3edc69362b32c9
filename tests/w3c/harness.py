"""The W3C web-annotation-tests harness (JSONtest), in Python, for the vendored assertions.

A ``.test`` file lists assertions: file names, objects naming an ``assertionFile`` (their other
keys override the file's), or nested lists. Each assertion is a draft-04 JSON Schema; the content
is valid or not, and the result is as expected when that matches ``expectedResult`` (default
``valid``). After an unexpected result, ``onUnexpectedResult`` says whether to go on, skip the rest
of the level or abort. Formats are checked as ajv's "fast" mode (the harness's validator) does.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft4Validator, FormatChecker
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT4

ROOT = Path(__file__).resolve().parent

# ajv's "fast" format patterns (ajv/lib/compile/formats.js).
_DATE_TIME = re.compile(
    r"^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$", re.I
)
_URI = re.compile(r"^(?:[a-z][a-z0-9+\-.]*:)(?:/?/)?[^\s]*$", re.I)

FORMATS = FormatChecker(formats=())
FORMATS.checks("date-time")(lambda value: not isinstance(value, str) or bool(_DATE_TIME.match(value)))
FORMATS.checks("uri")(lambda value: not isinstance(value, str) or bool(_URI.match(value)))


@dataclass(frozen=True)
class Outcome:
    """One assertion's result, as the harness reports it."""

    test: str
    assertion: str
    kind: str  # must, should or may
    title: str
    passed: bool
    skipped: bool
    errors: tuple[str, ...]


@cache
def _registry() -> Registry:
    resources = []
    for path in sorted((ROOT / "definitions").glob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        resources.append((schema.get("id", path.name), Resource.from_contents(schema, default_specification=DRAFT4)))
    return Registry().with_resources(resources)


def _load(item: Any) -> Any:
    if isinstance(item, list):
        return [_load(i) for i in item]
    if isinstance(item, str):
        data = json.loads((ROOT / item).read_text(encoding="utf-8"))
        data["assertionFile"] = item
        return data
    if "assertionFile" in item:
        data = json.loads((ROOT / item["assertionFile"]).read_text(encoding="utf-8"))
        data.update({k: v for k, v in item.items() if k != "assertionFile"})
        data["assertionFile"] = item["assertionFile"]
        return data
    return dict(item)


def _action(assertion: dict[str, Any], result: bool) -> str:
    if result:
        return "continue"
    mapping = {
        "failAndContinue": "continue", "failAndSkip": "skip", "failAndAbort": "abort",
        "passAndContinue": "continue", "passAndSkip": "skip", "passAndAbort": "abort",
    }
    return mapping.get(assertion.get("onUnexpectedResult", "failAndContinue"), "continue")


def _run(test: str, assertions: list[Any], content: Any, action: str, out: list[Outcome]) -> str:
    for assertion in assertions:
        if isinstance(assertion, list):
            if _run(test, assertion, content, action, out) == "abort":
                action = "abort"
            continue
        if action == "abort":
            return "abort"
        name = assertion.get("assertionFile", "inline")
        kind = assertion.get("assertionType", "must")
        if action != "continue":
            out.append(Outcome(test, name, kind, assertion.get("title", ""), True, True, ()))
            continue
        schema = {k: v for k, v in assertion.items() if k != "assertionFile"}
        validator = Draft4Validator(schema, registry=_registry(), format_checker=FORMATS)
        errors = tuple(f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(content))
        valid = not errors
        result = valid if assertion.get("expectedResult", "valid") == "valid" else not valid
        action = _action(assertion, result)
        out.append(Outcome(test, name, kind, assertion.get("title", ""), result, False, errors))
    return action


def run_test(test: str, content: Any) -> list[Outcome]:
    """Every assertion of the ``.test`` file (a path under this folder) on ``content``."""
    spec = json.loads((ROOT / test).read_text(encoding="utf-8"))
    out: list[Outcome] = []
    _run(test, _load(spec["assertions"]), content, "continue", out)
    return out


def assertion_tests(folder: str) -> list[str]:
    """The ``.test`` files of ``annotations`` (its own folder) or ``collections`` (all levels)."""
    base = ROOT / folder
    found = base.glob("*.test") if folder == "annotations" else base.rglob("*.test")
    return sorted(str(p.relative_to(ROOT)) for p in found)
