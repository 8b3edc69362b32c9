"""Exported annotations against the W3C's own Web Annotation test assertions (tests/w3c/).

Every assertion of ``annotations/*.test`` runs on each annotation taken out of the collection
(with its own ``@context``), and every assertion of ``collections/**/*.test`` on the collection,
as the W3C harness runs them. Every MUST passes. Every SHOULD passes unless it asks about a
feature a Parallax export has no data for; those are listed below with the reason. MAY
assertions are optional features and only run. Then the collection is expanded as JSON-LD
(pyld, with the W3C context from resources/, no network) and nothing is dropped.
"""

from __future__ import annotations

import json
import tempfile
import zipfile
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from parallax.library.bundles import export_bundle
from parallax.library.store import Library
from tests.test_bundle_support import sample_library
from tests.w3c.harness import Outcome, assertion_tests, run_test

ANNO_CONTEXT = "http://www.w3.org/ns/anno.jsonld"

NOT_APPLICABLE = {
    "annotations/3.1-bodyKeyFound.json": "a plain highlight has no body (the model allows it)",
    "annotations/bodiesTargets/3.2.1-bodySingleFormat.json": "a plain highlight has no body",
    "annotations/bodiesTargets/3.2.4-bodyETBTypeTextualBody.json": "a plain highlight has no body",
    "annotations/bodiesTargets/3.2.1-bodySingleLanguage.json": (
        "a body's language is known only when its articles share one (none for a plain highlight)"
    ),
    "annotations/3.3.2-annotationCreatorAgentIdImplemented.json": "a library knows its reader's name only",
    "annotations/3.3.2-annotationCreatorAgentNicknameImplemented.json": "a library knows its reader's name only",
    "annotations/3.3.2-annotationGeneratorAgentIdImplemented.json": "Parallax has no IRI of its own",
    "annotations/3.3.2-annotationGeneratorAgentNicknameImplemented.json": "Parallax has no nickname",
    "annotations/bodiesTargets/3.3.1-bodyCreated.json": "bodies are part of their annotation and share its times",
    "annotations/bodiesTargets/3.3.1-bodySingleCreator.json": "bodies are part of their annotation",
    "annotations/bodiesTargets/3.3.2-bodyCreatorAgentIdImplemented.json": "bodies have no creator of their own",
    "annotations/bodiesTargets/3.3.2-bodyCreatorAgentNicknameImplemented.json": "bodies have no creator of their own",
    "annotations/bodiesTargets/3.3.2-bodyCreatorAgentSingleNameImplemented.json": "bodies have no creator of their own",
    "annotations/bodiesTargets/3.3.2-bodyCreatorAgentTypeImplemented.json": "bodies have no creator of their own",
    "annotations/bodiesTargets/3.3.1-targCreated.json": "an article's date is free text in the library, not a time",
    "annotations/bodiesTargets/3.3.1-targSingleCreator.json": "an article's author is free text in the library",
    "annotations/bodiesTargets/3.3.2-targCreatorAgentIdImplemented.json": "an article's author is free text",
    "annotations/bodiesTargets/3.3.2-targCreatorAgentNicknameImplemented.json": "an article's author is free text",
    "annotations/bodiesTargets/3.3.2-targCreatorAgentSingleNameImplemented.json": "an article's author is free text",
    "annotations/bodiesTargets/3.3.2-targCreatorAgentTypeImplemented.json": "an article's author is free text",
    "annotations/specificResource/4.2.1-conformsTo.json": "Parallax writes no FragmentSelector",
}


@cache
def collection() -> dict[str, Any]:
    """The annotations.jsonld of a bundle with every feature the library can fill."""
    lib = Library(":memory:")
    sample_library(lib)
    for article in lib.list_articles():
        if not article.language:
            lib.update_article(article.id, language="es")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "w3c.parallax"
        export_bundle(lib, out, creator="Ana Reader")
        with zipfile.ZipFile(out) as zf:
            data: dict[str, Any] = json.loads(zf.read("annotations.jsonld"))
    lib.close()
    return data


def annotations() -> list[dict[str, Any]]:
    """Each annotation as it would stand alone: with the collection's ``@context``."""
    doc = collection()
    return [{"@context": doc["@context"], **item} for item in doc["first"]["items"]]


def failures(outcomes: list[Outcome], kinds: tuple[str, ...]) -> list[str]:
    return [
        f"{o.assertion} ({o.kind}): {o.title[:80]} {o.errors[:1]}"
        for o in outcomes
        if o.kind in kinds and not o.passed and not o.skipped and o.assertion not in NOT_APPLICABLE
    ]


@pytest.mark.parametrize("test", assertion_tests("collections"))
def test_the_collection_meets_every_must_and_should(test: str) -> None:
    assert failures(run_test(test, collection()), ("must", "should")) == []


@pytest.mark.parametrize("test", assertion_tests("annotations"))
def test_each_annotation_alone_meets_every_must_and_should(test: str) -> None:
    found = []
    for annotation in annotations():
        found += [f"{annotation['motivation']}: {f}" for f in failures(run_test(test, annotation), ("must", "should"))]
    assert found == []


def test_the_exemptions_are_only_shoulds_that_exist() -> None:
    """Nothing is exempted from a MUST, and no exemption names a missing assertion."""
    root = Path(__file__).parent / "w3c"
    for name in NOT_APPLICABLE:
        assert json.loads((root / name).read_text(encoding="utf-8"))["assertionType"] == "should", name


def test_the_assertions_can_fail() -> None:
    """The harness really runs them: an annotation without a target breaks a MUST."""
    broken = dict(annotations()[0])
    del broken["target"]
    assert failures(run_test("annotations/annotationMusts.test", broken), ("must",))


def test_the_collection_expands_as_json_ld_without_losing_anything() -> None:
    pyld = pytest.importorskip("pyld")
    context = json.loads(resources.files("parallax.resources").joinpath("jsonld", "anno.jsonld").read_text("utf-8"))

    def loader(url: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        assert url == ANNO_CONTEXT, f"would fetch {url}"
        return {"contentType": "application/ld+json", "contextUrl": None, "documentUrl": url, "document": context}

    doc = collection()
    expanded = pyld.jsonld.expand(doc, {"documentLoader": loader})
    assert leaves(expanded) == leaves({k: v for k, v in doc.items() if k != "@context"})


def leaves(node: Any) -> int:
    """Values in a compact document, or ``@value``/``@id``/``@type`` values once expanded: a term
    the context does not define is dropped by expansion, and the counts then differ."""
    if isinstance(node, list):
        return sum(leaves(n) for n in node)
    if isinstance(node, dict):
        if "@value" in node:
            return 1
        return sum(
            (len(v) if isinstance(v, list) else 1) if k in ("@id", "@type") else leaves(v)
            for k, v in node.items()
        )
    return 1
