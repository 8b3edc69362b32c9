"""Bundles: export, the format on disk, import and merge rules."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from parallax.library.bundles import export_bundle, import_bundle
from parallax.library.errors import NotFoundError
from parallax.library.ingest import import_one
from parallax.library.models import Change
from parallax.library.store import Library
from tests.library_files import dump
from tests.test_bundle_support import replace_json, sample_library, validate_bundle


@pytest.fixture
def sample(lib: Library) -> dict[str, str]:
    return sample_library(lib)


def names(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as zf:
        return [i.filename for i in zf.infolist()]


def test_export_layout_and_schema(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "all.parallax"
    summary = export_bundle(lib, out)
    assert summary == {"path": str(out), "comparisons": 2, "articles": 4, "annotations": 9, "highlights": 6,
                       "discrepancies": 3}
    assert not (tmp_path / "all.parallax.part").exists()
    with zipfile.ZipFile(out) as zf:
        first = zf.infolist()[0]
        assert (first.filename, first.compress_type, first.extra, first.header_offset) == (
            "mimetype", zipfile.ZIP_STORED, b"", 0)
        assert zf.read("mimetype") == b"application/vnd.parallax.bundle+zip"
        assert names(out)[1] == "manifest.json" and names(out)[-1] == "annotations.jsonld"
        body = zf.read(f"articles/{sample['a']}.md").decode("utf-8")
    assert body == lib.get_article(sample["a"]).markdown
    manifest, annotations = validate_bundle(out)
    assert manifest["format_version"] == "1.0" and manifest["generator"].startswith("Parallax ")
    raid = next(c for c in manifest["comparisons"] if c["name"] == "Raid")
    assert raid["articles"] == [f"urn:sha256:{sample['a']}", f"urn:sha256:{sample['b']}"]
    assert annotations["total"] == 9 and annotations["@context"][0] == "http://www.w3.org/ns/anno.jsonld"
    items = {i["id"]: i for i in annotations["first"]["items"]}
    h1 = items[f"urn:uuid:{sample['h1']}"]
    assert h1["motivation"] == "highlighting"
    assert h1["target"]["source"] == f"urn:sha256:{sample['a']}"
    assert [s["type"] for s in h1["target"]["selector"]] == ["TextQuoteSelector", "TextPositionSelector"]
    assert {"type": "TextualBody", "purpose": "tagging", "value": "deaths", "format": "text/plain"} in h1["body"]
    d2 = items[f"urn:uuid:{sample['d2']}"]
    assert d2["motivation"] == "linking" and d2["parallax:status"] == "explained"
    purposes = {b["purpose"]: b["value"] for b in d2["body"]}
    assert purposes == {"describing": "Perez", "classifying": "outcome", "commenting": "captured | killed"}
    assert [t["parallax:claim"] for t in d2["target"]] == ["captured", "killed"]
    assert d2["target"][0]["parallax:highlight"] == f"urn:uuid:{sample['h3']}"


def test_export_is_deterministic_but_for_created(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    one, two = tmp_path / "1.parallax", tmp_path / "2.parallax"
    export_bundle(lib, one)
    export_bundle(lib, two)
    with zipfile.ZipFile(one) as a, zipfile.ZipFile(two) as b:
        assert a.namelist() == b.namelist()
        for name in a.namelist():
            if name != "manifest.json":
                assert a.read(name) == b.read(name), name
        ma, mb = json.loads(a.read("manifest.json")), json.loads(b.read("manifest.json"))
    ma.pop("created")
    mb.pop("created")
    assert ma == mb


def test_export_some_comparisons(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "w.parallax"
    summary = export_bundle(lib, out, comparisons=["witnesses"])
    manifest, _ = validate_bundle(out)
    assert [c["name"] for c in manifest["comparisons"]] == ["Witnesses"]
    assert {a["id"] for a in manifest["articles"]} == {f"urn:sha256:{sample['a']}", f"urn:sha256:{sample['c']}"}
    # every highlight on those articles, but only that comparison's discrepancy
    assert summary["highlights"] == 4 and summary["discrepancies"] == 1
    with pytest.raises(NotFoundError):
        export_bundle(lib, tmp_path / "x.parallax", comparisons=["nope"])
    assert not (tmp_path / "x.parallax").exists()


def test_import_into_empty_library_and_again(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "all.parallax"
    export_bundle(lib, out)
    other = Library(tmp_path / "other.sqlite")
    heard: list[Change] = []
    other.subscribe(heard.append)
    report = import_bundle(other, out)
    assert report.changed and not report.conflicts and not report.orphans
    assert report.counts["highlights"]["added"] == 6 and report.counts["discrepancies"]["added"] == 3
    assert {c.name for c in other.list_comparisons()} == {"Raid", "Witnesses"}
    assert other.get_article(sample["c"]).reading_text == lib.get_article(sample["c"]).reading_text
    assert other.get_discrepancy(sample["d1"]) == lib.get_discrepancy(sample["d1"])
    assert other.search("Perez")
    assert {c.entity for c in heard} == {"article", "comparison", "highlight", "discrepancy"}
    before = dump(tmp_path / "other.sqlite")
    again = import_bundle(other, out)
    assert not again.changed
    assert again.counts["highlights"] == {"added": 0, "updated": 0, "unchanged": 6}
    assert dump(tmp_path / "other.sqlite") == before
    other.close()


def test_newer_wins_older_is_a_conflict(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    old = tmp_path / "old.parallax"
    export_bundle(lib, old)
    lib.update_discrepancy(sample["d1"], title="Officers killed or wounded", status="resolved")
    lib.update_highlight(sample["h2"], label="wounded")
    lib.update_comparison("Raid", note="Updated note")
    new = tmp_path / "new.parallax"
    export_bundle(lib, new)

    other = Library(":memory:")
    import_bundle(other, old)
    report = import_bundle(other, new)
    assert report.changed
    assert report.counts["discrepancies"]["updated"] == 1 and report.counts["highlights"]["updated"] == 1
    assert report.counts["comparisons"]["updated"] == 1
    assert other.get_discrepancy(sample["d1"]).title == "Officers killed or wounded"
    assert other.get_highlight(sample["h2"]).label == "wounded"
    assert other.get_comparison("Raid").note == "Updated note"
    # the old bundle again: nothing changes, each difference is a conflict kept local
    stale = import_bundle(other, old)
    assert not stale.changed
    assert len(stale.conflicts) == 3
    assert any("Officers" in c and "newer" in c for c in stale.conflicts)
    assert other.get_discrepancy(sample["d1"]).status == "resolved"


def test_passages_replaced_when_bundle_wins(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    old = tmp_path / "old.parallax"
    export_bundle(lib, old)
    other = Library(":memory:")
    import_bundle(other, old)
    lib.remove_passage(sample["d2"], sample["h3"])
    lib.set_claim(sample["d1"], sample["h1"], "two")
    new = tmp_path / "new.parallax"
    export_bundle(lib, new)
    import_bundle(other, new)
    assert [p.highlight for p in other.get_discrepancy(sample["d2"]).passages] == [
        p.highlight for p in lib.get_discrepancy(sample["d2"]).passages
    ]
    assert other.get_discrepancy(sample["d1"]).passages[0].claim == "two"


def test_same_name_other_id_is_renamed(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "b.parallax"
    export_bundle(lib, out, comparisons=["Raid"])
    other = Library(":memory:")
    other.add_article("# Mine\n\nMy own raid article.\n", comparison="raid")
    report = import_bundle(other, out)
    assert sorted(c.name for c in other.list_comparisons()) == ["Raid (2)", "raid"]
    assert any("renamed" in w for w in report.warnings)
    assert report.title == "Raid (2)"


def test_article_metadata_stays_local(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "b.parallax"
    export_bundle(lib, out)
    other = Library(":memory:")
    other.add_article(lib.get_article(sample["a"]).markdown, outlet="My outlet")
    report = import_bundle(other, out)
    assert other.get_article_info(sample["a"]).outlet == "My outlet"
    assert report.counts["articles"] == {"added": 3, "updated": 0, "unchanged": 1}
    assert any("outlet" in c and "My outlet" in c for c in report.conflicts)


def test_unknown_kind_is_added(lib: Library, tmp_path: Path) -> None:
    a, _ = lib.add_article("# A\n\nThe photo shows a crowd.\n")
    b, _ = lib.add_article("# B\n\nThe picture shows an empty square.\n")
    lib.add_kind("photo", "Photo", "Pictures differ")
    h = lib.highlight_quote(a.id, "photo shows")
    g = lib.highlight_quote(b.id, "picture shows")
    lib.create_discrepancy([h.id, g.id], kind="photo", title="Crowd photo")
    out = tmp_path / "k.parallax"
    export_bundle(lib, out)
    other = Library(":memory:")
    report = import_bundle(other, out)
    assert report.counts["kinds"]["added"] == 1
    assert any("photo" in w for w in report.warnings)
    kind = next(k for k in other.list_kinds() if k.name == "photo")
    assert (kind.label, kind.description) == ("Photo", "Pictures differ")


def test_import_into_named_comparison(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "b.parallax"
    export_bundle(lib, out, comparisons=["Raid"])
    other = Library(":memory:")
    report = import_bundle(other, out, comparison="Class 4B")
    target = other.get_comparison("Class 4B")
    assert report.comparison_ids[0] == target.id and report.title == "Class 4B, Raid"
    assert set(target.article_ids) == {sample["a"], sample["b"]}
    assert not import_bundle(other, out, comparison="Class 4B").changed


def test_orphan_and_moved_highlights(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "b.parallax"
    export_bundle(lib, out)
    text = lib.get_article(sample["a"]).reading_text
    moved = text.index("Perez was captured")
    h1, h3 = f"urn:uuid:{sample['h1']}", f"urn:uuid:{sample['h3']}"

    def edit(doc: dict) -> None:  # type: ignore[type-arg]
        for item in doc["first"]["items"]:
            if item["id"] == h1:  # a quote the text does not have: comes in as an orphan
                item["target"]["selector"][0]["exact"] = "Nine officers were killed"
            if item["id"] == h3:  # a stale position: re-anchored by its quote
                item["target"]["selector"][1].update(start=0, end=5)

    changed = replace_json(out, tmp_path / "c.parallax", "annotations.jsonld", edit)
    other = Library(":memory:")
    report = import_bundle(other, changed)
    assert len(report.orphans) == 1 and "Nine officers" in report.orphans[0]
    assert other.get_highlight(sample["h1"]).orphan
    h = other.get_highlight(sample["h3"])
    assert (h.start, h.end, h.orphan) == (moved, moved + len("Perez was captured"), False)
    exported = tmp_path / "again.parallax"
    export_bundle(other, exported)
    _, annotations = validate_bundle(exported)
    orphan = next(i for i in annotations["first"]["items"] if i["id"] == h1)
    assert orphan["parallax:orphan"] is True


def test_ingest_reports_bundles(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "b.parallax"
    export_bundle(lib, out)
    other = Library(":memory:")
    first = import_one(other, out)
    assert (first.status, first.kind) == ("imported", "bundle")
    assert first.as_json()["merge"]["counts"]["articles"]["added"] == 4
    assert import_one(other, out).status == "duplicate"


def test_newer_minor_version_is_accepted_with_a_warning(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "b.parallax"
    export_bundle(lib, out)

    def bump(manifest: dict) -> None:  # type: ignore[type-arg]
        manifest["format_version"] = "1.3"
        manifest["future_field"] = {"anything": True}

    report = import_bundle(Library(":memory:"), replace_json(out, tmp_path / "m.parallax", "manifest.json", bump))
    assert report.changed and any("1.3" in w for w in report.warnings)


def test_times_with_an_offset_are_stored_in_utc(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "o.parallax"
    export_bundle(lib, out)

    def offsets(a: dict[str, object]) -> None:
        items = a["first"]["items"]  # type: ignore[index]
        highlight = next(i for i in items if i["motivation"] == "highlighting")
        highlight.update(created="2020-01-15T10:30:00.5+01:00", modified="2020-01-15T01:00:00-08:30")

    other = Library(":memory:")
    import_bundle(other, replace_json(out, tmp_path / "z.parallax", "annotations.jsonld", offsets))
    stored = [h for h in other.list_highlights() if h.created.startswith("2020")]
    assert [(h.created, h.updated) for h in stored] == [("2020-01-15T09:30:00.500Z", "2020-01-15T09:30:00.000Z")]


def test_a_merge_report_speaks_the_library_language(lib: Library, sample: dict[str, str], tmp_path: Path) -> None:
    from parallax.library.i18n import in_language

    out = tmp_path / "b.parallax"
    export_bundle(lib, out)
    other = Library(":memory:")
    other.add_article(lib.get_article(sample["a"]).markdown, outlet="Mi medio")
    with in_language("es"):
        report = import_bundle(other, out)
    assert any(c.startswith("artículo ") and "medio" in c and "Mi medio" in c for c in report.conflicts), report.conflicts
