"""Helpers shared by the bundle tests: small libraries, schema validators, zip surgery.

(Named ``test_*`` only so it lives with the bundle tests; it holds no tests itself.)
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from parallax.library.store import Library

BODY_A = (
    "# Raid ends in El Test\n\nTwo officers were killed and five injured, the ministry said.\n\n"
    "Perez was captured on Monday. 🚓 Police said the raid \u201cwent to plan\u201d.\n"
)
BODY_B = (
    "# Rebel killed\n\nEight police officers were wounded in the raid.\n\n"
    "Perez was killed on Monday. Café owners said the shooting lasted an hour.\n"
)
BODY_C = "# شهود عيان\n\nقال شهود إن خمسة أشخاص أصيبوا.\n\nThe witnesses e\u0301 spoke to 👩‍👩‍👧 families.\n"


def schema(name: str) -> jsonschema.Draft202012Validator:
    text = resources.files("parallax.resources").joinpath("schemas", name).read_text(encoding="utf-8")
    data = json.loads(text)
    jsonschema.Draft202012Validator.check_schema(data)
    return jsonschema.Draft202012Validator(data)


MANIFEST_SCHEMA = schema("manifest.schema.json")
ANNOTATIONS_SCHEMA = schema("annotations.schema.json")


def validate_bundle(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The manifest and annotations of a bundle, after checking both against the schemas."""
    with zipfile.ZipFile(path) as zf:
        manifest = json.loads(zf.read("manifest.json"))
        annotations = json.loads(zf.read("annotations.jsonld"))
    MANIFEST_SCHEMA.validate(manifest)
    ANNOTATIONS_SCHEMA.validate(annotations)
    return manifest, annotations


def sample_library(lib: Library) -> dict[str, str]:
    """Two comparisons, three articles (emoji, RTL, combining marks), highlights, discrepancies."""
    a, _ = lib.add_article(BODY_A, outlet="Wire", url="https://example.org/a", published="2026-01-02")
    b, _ = lib.add_article(BODY_B, outlet="Tabloid | Daily", author="<b>Kim</b>")
    c, _ = lib.add_article(BODY_C, outlet="شبكة", language="ar")
    lib.add_article("# Loose\n\nAn article in no comparison.\n")
    lib.create_comparison("Raid", "What happened in the raid.", [a.id, b.id])
    lib.create_comparison("Witnesses", "", [c.id, a.id])
    h1 = lib.highlight_quote(a.id, "Two officers were killed", label="deaths")
    h2 = lib.highlight_quote(b.id, "Eight police officers were wounded", note="wounded, not killed")
    h3 = lib.highlight_quote(a.id, "Perez was captured")
    h4 = lib.highlight_quote(b.id, "Perez was killed")
    h5 = lib.highlight_quote(c.id, "خمسة أشخاص")
    h6 = lib.highlight_quote(a.id, "🚓 Police")
    d1 = lib.create_discrepancy([h1.id, h2.id], kind="count", title="Officers hurt",
                                claims={h1.id: "2 killed", h2.id: "8 wounded"}, comparison="Raid")
    d2 = lib.create_discrepancy([h3.id, h4.id], kind="outcome", title="Perez", note="captured | killed",
                                claims={h3.id: "captured", h4.id: "killed"}, status="explained", comparison="Raid")
    d3 = lib.create_discrepancy([h5.id, h6.id], kind="agreement", title="Witnesses", comparison="Witnesses")
    return {"a": a.id, "b": b.id, "c": c.id, "h1": h1.id, "h2": h2.id, "h3": h3.id, "d1": d1.id, "d2": d2.id,
            "d3": d3.id}


def entries(path: Path) -> list[tuple[zipfile.ZipInfo, bytes]]:
    with zipfile.ZipFile(path) as zf:
        return [(info, zf.read(info)) for info in zf.infolist()]


def rezip(
    source: Path,
    target: Path,
    edit: Callable[[list[tuple[zipfile.ZipInfo, bytes]]], Iterator[tuple[zipfile.ZipInfo, bytes]]] | None = None,
) -> Path:
    """Copy a bundle entry by entry, letting ``edit`` change, drop or add entries."""
    items = entries(source)
    with zipfile.ZipFile(target, "w") as zf:
        for info, data in edit(items) if edit else items:
            zf.writestr(info, data)
    return target


def replace_json(source: Path, target: Path, entry: str, change: Callable[[Any], Any]) -> Path:
    """Copy a bundle with one JSON entry changed by ``change`` (which may edit in place)."""

    def edit(items: list[tuple[zipfile.ZipInfo, bytes]]) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            if info.filename == entry:
                value = json.loads(data)
                new = change(value)
                data = json.dumps(value if new is None else new, ensure_ascii=False).encode("utf-8")
            yield info, data

    return rezip(source, target, edit)
