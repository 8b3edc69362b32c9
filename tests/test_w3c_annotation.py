"""Exported annotations against the W3C's own Web Annotation test assertions (tests/w3c/).

Every assertion of ``annotations/*.test`` runs on each annotation taken out of the collection
as it is (each carries its own ``@context``), and every assertion of ``collections/**/*.test`` on the collection,
as the W3C harness runs them. Every MUST passes. Every SHOULD passes unless it asks about a
feature a Parallax export has no data for; those are listed below with the reason. MAY
assertions are optional features and only run. Then the collection is expanded as JSON-LD
(pyld, with the W3C context from resources/, no network) and nothing is dropped.
"""

from __future__ import annotations

import io
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
def exported() -> bytes:
    """A bundle with every feature the library can fill."""
    lib = Library(":memory:")
    sample_library(lib)
    for article in lib.list_articles():
        if not article.language:
            lib.update_article(article.id, language="es")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "w3c.parallax"
        export_bundle(lib, out, creator="Ana Reader")
        data = out.read_bytes()
    lib.close()
    return data


@cache
def collection() -> dict[str, Any]:
    """The annotations.jsonld of :func:`exported`."""
    with zipfile.ZipFile(io.BytesIO(exported())) as zf:
        data: dict[str, Any] = json.loads(zf.read("annotations.jsonld"))
    return data


def annotations() -> list[dict[str, Any]]:
    """Each annotation taken out of the collection as it is: it carries its own ``@context``."""
    return [dict(item) for item in collection()["first"]["items"]]


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
            if k != "@context"  # a context is how to read the data, not data
        )
    return 1


def test_every_annotation_carries_the_collection_context() -> None:
    doc = collection()
    assert all(item["@context"] == doc["@context"] for item in doc["first"]["items"])


def test_the_page_describes_the_collection_it_is_part_of() -> None:
    doc = collection()
    assert doc["first"]["partOf"] == {"id": doc["id"], "type": "AnnotationCollection", "label": doc["label"],
                                      "total": doc["total"]}


def _bundle_with(annotations_doc: dict[str, Any], folder: Path) -> Path:
    """The W3C test bundle with its annotations.jsonld replaced."""
    out = folder / f"rewritten-{len(list(folder.iterdir()))}.parallax"
    with zipfile.ZipFile(io.BytesIO(exported())) as zin, zipfile.ZipFile(out, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info.filename)
            if info.filename == "annotations.jsonld":
                data = json.dumps(annotations_doc).encode("utf-8")
            zout.writestr(info, data)
    return out


def test_a_bundle_a_json_ld_processor_compacted_is_accepted(tmp_path: Path) -> None:
    """Compacted with the W3C context alone: one-item lists become their item, our terms full IRIs."""
    pyld = pytest.importorskip("pyld")
    from parallax.library.bundles import import_bundle

    context = json.loads(resources.files("parallax.resources").joinpath("jsonld", "anno.jsonld").read_text("utf-8"))

    def loader(url: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        assert url == ANNO_CONTEXT, f"would fetch {url}"
        return {"contentType": "application/ld+json", "contextUrl": None, "documentUrl": url, "document": context}

    source = {**collection(), "first": {**collection()["first"],
                                         "items": [{k: v for k, v in i.items() if k != "@context"}
                                                   for i in collection()["first"]["items"]]}}
    compacted = pyld.jsonld.compact(source, ANNO_CONTEXT, {"documentLoader": loader})
    text = json.dumps(compacted)
    assert "https://parallax-reader.example/ns/1#claim" in text and '"body": {' in text
    assert compacted["@context"] == ANNO_CONTEXT
    with Library(tmp_path / "a.sqlite") as plain, Library(tmp_path / "b.sqlite") as compact:
        import_bundle(plain, _bundle_with(collection(), tmp_path))
        import_bundle(compact, _bundle_with(compacted, tmp_path))
        for lib in (plain, compact):
            assert len(lib.list_discrepancies()) == len(plain.list_discrepancies()) > 0
        assert sorted((h.exact, h.label, h.note) for h in compact.list_highlights()) == sorted(
            (h.exact, h.label, h.note) for h in plain.list_highlights())
        assert sorted(p.claim for d in compact.list_discrepancies() for p in d.passages) == sorted(
            p.claim for d in plain.list_discrepancies() for p in d.passages)


def test_a_context_given_as_a_string_with_full_iris_is_accepted(tmp_path: Path) -> None:
    from parallax.library.bundles import import_bundle

    doc = json.loads(json.dumps(collection()).replace('"parallax:', '"https://parallax-reader.example/ns/1#'))
    doc["@context"] = ANNO_CONTEXT
    for item in doc["first"]["items"]:
        item["@context"] = [{"extra": "https://example.org/x#"}, ANNO_CONTEXT]
    with Library(tmp_path / "c.sqlite") as lib:
        import_bundle(lib, _bundle_with(doc, tmp_path))
        assert lib.list_discrepancies()
