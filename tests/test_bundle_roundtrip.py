"""Property tests: bundles round-trip any small library, and merging converges."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parallax.library.bundles import export_bundle, import_bundle
from parallax.library.errors import InputError
from parallax.library.models import DEFAULT_KINDS, STATUSES, now
from parallax.library.store import Library
from tests.test_bundle_support import validate_bundle

WORDS = ["killed", "captured", "5", "8", "officers", "raid", "😀", "e\u0301t\u00e9", "שלום", "مرحبا", "👩‍👩‍👧",
         "«quoted»", "Kovačević", "A&B", "<tag>", "x|y", "100%", "naïve"]
TEXT = st.text(st.sampled_from(["a", "b", " ", "é", "😀", "\u05d0", "|", "<", "\n"]), max_size=12)
KINDS = [k[0] for k in DEFAULT_KINDS]
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                          HealthCheck.too_slow])


@st.composite
def libraries(draw: st.DrawFn) -> dict[str, Any]:
    """A recipe for a small library (built by :func:`build`)."""
    articles = draw(
        st.lists(
            st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=12), min_size=1, max_size=4),
            min_size=1, max_size=4,
        )
    )
    return {
        "articles": articles,
        "comparisons": draw(st.lists(st.sets(st.integers(0, 3)), max_size=3)),
        "highlights": draw(st.lists(st.tuples(st.integers(0, 3), st.floats(0, 1), st.floats(0, 1),
                                              st.none() | TEXT, TEXT), max_size=10)),
        "discrepancies": draw(st.lists(
            st.tuples(st.lists(st.integers(0, 9), min_size=1, max_size=3, unique=True),
                      st.sampled_from([*KINDS, "photo"]), st.sampled_from(STATUSES), TEXT, st.lists(TEXT, max_size=3),
                      st.integers(0, 2)),
            max_size=5)),
    }


def build(recipe: dict[str, Any]) -> Library:
    lib = Library(":memory:")
    lib.add_kind("photo", "Photo")
    ids = []
    for n, paragraphs in enumerate(recipe["articles"]):
        body = f"# Article {n}\n\n" + "\n\n".join(" ".join(p) for p in paragraphs) + "\n"
        ids.append(lib.add_article(body, outlet=f"Outlet {n}")[0].id)
    comparisons = []
    for n, members in enumerate(recipe["comparisons"]):
        comparisons.append(lib.create_comparison(f"Comparison {n}", f"note {n}", [ids[m % len(ids)] for m in sorted(members)]).id)
    highlights = []
    for art, a, b, label, note in recipe["highlights"]:
        article = lib.get_article(ids[art % len(ids)])
        size = len(article.reading_text)
        start, end = sorted((int(a * size), int(b * size)))
        try:
            highlights.append(lib.add_highlight(article.id, start, max(end, start + 1), label=label, note=note).id)
        except InputError:
            continue
    for picks, kind, status, title, claims, comp in recipe["discrepancies"]:
        chosen = list(dict.fromkeys(highlights[p % len(highlights)] for p in picks)) if highlights else []
        if len(chosen) < 2:
            continue
        lib.create_discrepancy(
            chosen, kind=kind, status=status, title=f"D {title}", note=title,
            claims={h: c for h, c in zip(chosen, claims, strict=False)},
            comparison=comparisons[comp % len(comparisons)] if comparisons else "Default",
        )
    return lib


def contents(path: Path) -> tuple[list[str], dict[str, Any], dict[str, bytes]]:
    with zipfile.ZipFile(path) as zf:
        manifest = json.loads(zf.read("manifest.json"))
        manifest.pop("created")
        return zf.namelist(), manifest, {n: zf.read(n) for n in zf.namelist() if n != "manifest.json"}


def dump(lib: Library) -> list[str]:
    return list(lib.connection.iterdump())


@SETTINGS
@given(recipe=libraries())
def test_round_trip(recipe: dict[str, Any], tmp_path: Path) -> None:
    source = build(recipe)
    first, second = tmp_path / "1.parallax", tmp_path / "2.parallax"
    export_bundle(source, first)
    validate_bundle(first)
    copy = Library(":memory:")
    report = import_bundle(copy, first)
    assert not report.conflicts and not report.orphans
    export_bundle(copy, second)
    assert contents(first) == contents(second)
    # merging a bundle into the library it came from changes nothing
    before = dump(source)
    assert not import_bundle(source, first).changed
    assert dump(source) == before
    source.close()
    copy.close()


@SETTINGS
@given(recipe=libraries(), data=st.data())
def test_newer_annotations_update_an_older_copy(recipe: dict[str, Any], data: st.DataObject, tmp_path: Path) -> None:
    source = build(recipe)
    old = tmp_path / "old.parallax"
    export_bundle(source, old)
    copy = Library(":memory:")
    import_bundle(copy, old)
    conn = source.connection
    hids = [r[0] for r in conn.execute("SELECT id FROM highlights ORDER BY id")]
    dids = [r[0] for r in conn.execute("SELECT id FROM discrepancies ORDER BY id")]
    edit_h = data.draw(st.lists(st.sampled_from(hids), unique=True)) if hids else []
    edit_d = data.draw(st.lists(st.sampled_from(dids), unique=True)) if dids else []
    later = now()  # newer than anything this process stamped before (and not in the future, which is clamped)
    for hid in edit_h:
        conn.execute("UPDATE highlights SET note = note || ' (edited)', updated = ? WHERE id = ?", (later, hid))
    for did in edit_d:
        conn.execute("UPDATE discrepancies SET status = 'resolved', title = title || '!', updated = ? WHERE id = ?",
                     (later, did))
    new = tmp_path / "new.parallax"
    export_bundle(source, new)
    report = import_bundle(copy, new)
    assert report.counts["highlights"]["updated"] == len(edit_h)
    assert report.counts["discrepancies"]["updated"] == len(edit_d)
    assert report.changed == bool(edit_h or edit_d)
    again = tmp_path / "again.parallax"
    export_bundle(copy, again)
    assert contents(again) == contents(new)
    # and the old bundle cannot undo the newer edits
    assert not import_bundle(copy, old).changed
    source.close()
    copy.close()
