"""Bundles that must be refused: each gives a BundleError with a reason and changes nothing.

Every case imports into a library file and compares its SQL dump and its folder before and
after, so "nothing written" means exactly that.
"""

from __future__ import annotations

import io
import json
import stat
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parallax.library.bundles import export_bundle, import_bundle
from parallax.library.errors import BundleError
from parallax.library.store import Library
from tests.library_files import dump
from tests.test_bundle_support import (
    ANNOTATIONS_SCHEMA,
    MANIFEST_SCHEMA,
    entries,
    replace_json,
    rezip,
    sample_library,
)

Items = list[tuple[zipfile.ZipInfo, bytes]]
MIME = b"application/vnd.parallax.bundle+zip"


@pytest.fixture(scope="module")
def good(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("good")
    lib = Library(":memory:")
    sample_library(lib)
    path = folder / "good.parallax"
    export_bundle(lib, path)
    lib.close()
    return path


@pytest.fixture
def target(tmp_path: Path, good: Path) -> Iterator[tuple[Library, Path]]:
    """A library file holding part of the good bundle already (so merges have work to do)."""
    folder = tmp_path / "lib"
    folder.mkdir()
    lib = Library(folder / "library.sqlite")
    lib.add_article("# Local\n\nSomething local.\n", comparison="Local")
    yield lib, folder
    lib.close()


def refused(lib: Library, folder: Path, bundle: Path, match: str) -> None:
    before, files = dump(folder / "library.sqlite"), sorted(folder.iterdir())
    with pytest.raises(BundleError, match=match) as info:
        import_bundle(lib, bundle)
    assert str(info.value).startswith(f"{bundle.name}: ")
    assert dump(folder / "library.sqlite") == before
    assert sorted(folder.iterdir()) == files


def zip_of(path: Path, items: list[tuple[str | zipfile.ZipInfo, bytes]], compress: int = zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", compression=compress) as zf:
        for name, data in items:
            zf.writestr(name, data)
    return path


def stored(name: str) -> zipfile.ZipInfo:
    return zipfile.ZipInfo(name)


def test_not_a_zip(target: tuple[Library, Path], tmp_path: Path) -> None:
    bad = tmp_path / "x.parallax"
    bad.write_bytes(b"PK\x03\x04 certainly not a zip")
    refused(*target, bad, "not a zip archive")
    bad.write_bytes(b"")
    refused(*target, bad, "not a zip archive")
    refused(*target, tmp_path / "missing.parallax", "no such file")


def test_mimetype_missing_compressed_wrong_or_late(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def without(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        return iter(items[1:])

    refused(*target, rezip(good, tmp_path / "a.parallax", without), "first entry is not 'mimetype'")

    def compressed(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        items[0][0].compress_type = zipfile.ZIP_DEFLATED
        return iter(items)

    refused(*target, rezip(good, tmp_path / "b.parallax", compressed), "compressed")

    def late(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        return iter([*items[1:], items[0]])

    refused(*target, rezip(good, tmp_path / "c.parallax", late), "first entry is not 'mimetype'")

    def wrong(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        return iter([(items[0][0], b"application/epub+zip"), *items[1:]])

    refused(*target, rezip(good, tmp_path / "d.parallax", wrong), "is not application/vnd.parallax")


def test_no_manifest_or_annotations(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def drop(name: str) -> Callable[[Items], Iterator[tuple[zipfile.ZipInfo, bytes]]]:
        return lambda items: (i for i in items if i[0].filename != name)

    refused(*target, rezip(good, tmp_path / "a.parallax", drop("manifest.json")), "no manifest.json")
    refused(*target, rezip(good, tmp_path / "b.parallax", drop("annotations.jsonld")), "no annotations.jsonld")


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("../evil.md", r"'\.\.'"),
        ("articles/../../evil.md", r"'\.\.'"),
        ("/etc/passwd", "absolute path"),
        ("C:/Windows/evil.md", "drive letter"),
        ("articles\\evil.md", "backslash"),
    ],
)
def test_hostile_paths(target: tuple[Library, Path], good: Path, tmp_path: Path, name: str, reason: str) -> None:
    def add(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        yield from items
        yield zipfile.ZipInfo(name), b"x"

    refused(*target, rezip(good, tmp_path / "p.parallax", add), reason)


def test_symlink_and_duplicate_entries(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def link(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        yield from items
        info = zipfile.ZipInfo("articles/link.md")
        info.create_system = 3
        info.external_attr = (stat.S_IFLNK | 0o777) << 16
        yield info, b"/etc/passwd"

    refused(*target, rezip(good, tmp_path / "l.parallax", link), "symbolic link")

    def twice(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        yield from items
        yield zipfile.ZipInfo("manifest.json"), items[1][1]

    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns about the duplicate it is asked to write
        bundle = rezip(good, tmp_path / "d.parallax", twice)
    refused(*target, bundle, "occurs twice")


def test_too_many_entries(target: tuple[Library, Path], tmp_path: Path) -> None:
    items: list[tuple[str | zipfile.ZipInfo, bytes]] = [(stored("mimetype"), MIME)]
    items += [(f"articles/{i}.md", b"") for i in range(10_001)]
    refused(*target, zip_of(tmp_path / "many.parallax", items, zipfile.ZIP_STORED), "at most 10,000")


def patch_central(raw: bytes, sizes: dict[str, tuple[int, int]]) -> bytes:
    """Rewrite the (compressed, uncompressed) sizes the central directory declares for entries."""
    out = bytearray(raw)
    at = out.find(b"PK\x01\x02")
    while at >= 0:
        name_len = int.from_bytes(out[at + 28 : at + 30], "little")
        name = out[at + 46 : at + 46 + name_len].decode()
        if name in sizes:
            compressed, uncompressed = sizes[name]
            out[at + 20 : at + 24] = compressed.to_bytes(4, "little")
            out[at + 24 : at + 28] = uncompressed.to_bytes(4, "little")
        at = out.find(b"PK\x01\x02", at + 46)
    return bytes(out)


def test_zip_bombs(target: tuple[Library, Path], tmp_path: Path) -> None:
    ratio = zip_of(tmp_path / "r.parallax", [(stored("mimetype"), MIME), ("manifest.json", b" " * 20_000_000)])
    refused(*target, ratio, "more than 100:1")
    # Entries whose headers add up to more than 200 MB, each at a harmless 50:1: refused from the
    # declared sizes before a byte is inflated.
    items: list[tuple[str | zipfile.ZipInfo, bytes]] = [(stored("mimetype"), MIME)]
    items += [(f"articles/{i}.md", b"x") for i in range(3)]
    small = zip_of(tmp_path / "small.zip", items)
    big = tmp_path / "big.parallax"
    big.write_bytes(patch_central(small.read_bytes(), {f"articles/{i}.md": (2 << 20, 100 << 20) for i in range(3)}))
    refused(*target, big, "more than 200 MB")


def test_lying_size_header(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    """A central directory claiming a tiny size for a large entry is caught while reading."""
    with zipfile.ZipFile(good) as zf:
        info = zf.getinfo("annotations.jsonld")
    bad = tmp_path / "lie.parallax"
    bad.write_bytes(patch_central(good.read_bytes(), {"annotations.jsonld": (info.compress_size, 10)}))
    refused(*target, bad, "annotations|damaged|larger")


def test_malformed_json(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def broken(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            yield info, (data[:-20] if info.filename == "manifest.json" else data)

    refused(*target, rezip(good, tmp_path / "a.parallax", broken), "manifest.json is not valid JSON")

    def duplicated_key(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            yield info, (b'{"format": "x", ' + data[1:] if info.filename == "manifest.json" else data)

    refused(*target, rezip(good, tmp_path / "b.parallax", duplicated_key), "occurs twice")


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.pop(key) and None


SCHEMA_CASES: list[tuple[str, str, Callable[[Any], Any], str]] = [
    ("manifest", "manifest.json", lambda m: m.update(format="epub"), "format"),
    ("manifest", "manifest.json", _drop("articles"), "articles"),
    ("manifest", "manifest.json", lambda m: m["articles"][0].update(title=7), "title does not match the bundle format.s schema: must be a string"),
    ("manifest", "manifest.json", lambda m: m["articles"][0].update(imported_at="yesterday"), "ISO 8601"),
    ("manifest", "manifest.json", lambda m: m["comparisons"][0].update(id="raid"), "urn:uuid"),
    ("manifest", "manifest.json", lambda m: m["comparisons"][0].update(name="  "), "must not be empty"),
    ("annotations", "annotations.jsonld", lambda a: a.update(type="Collection"), "AnnotationCollection"),
    ("annotations", "annotations.jsonld", lambda a: a.update({"@context": "http://www.w3.org/ns/anno.jsonld"}), "prefix"),
    ("annotations", "annotations.jsonld", lambda a: a["first"]["items"][0].update(motivation="bookmarking"), "motivation"),
    ("annotations", "annotations.jsonld", lambda a: a["first"]["items"][0]["target"].update(selector=[]), "TextQuoteSelector"),
    ("annotations", "annotations.jsonld", lambda a: a["first"]["items"][0]["target"]["selector"][1].update(start=True), "whole number"),
    ("annotations", "annotations.jsonld", lambda a: a["first"]["items"][-1].update({"parallax:status": "done"}), "open, explained, resolved"),
    ("annotations", "annotations.jsonld", lambda a: a["first"]["items"][-1].update(body=[]), "describing"),
    ("annotations", "annotations.jsonld", lambda a: a["first"]["items"][-1].update(target=[]), "at least one passage"),
]


@pytest.mark.parametrize(("which", "entry", "change", "reason"), SCHEMA_CASES)
def test_schema_violations(
    target: tuple[Library, Path], good: Path, tmp_path: Path, which: str, entry: str, change: Callable[[Any], Any], reason: str
) -> None:
    bad = replace_json(good, tmp_path / "s.parallax", entry, change)
    refused(*target, bad, reason)
    with zipfile.ZipFile(bad) as zf:  # the published schema refuses it too
        doc = json.loads(zf.read(entry))
    validator = MANIFEST_SCHEMA if which == "manifest" else ANNOTATIONS_SCHEMA
    assert not validator.is_valid(doc)


def test_checks_beyond_the_schema(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    """Rules JSON Schema cannot express: a total that matches, start before end."""
    refused(*target, replace_json(good, tmp_path / "t.parallax", "annotations.jsonld", lambda a: a.update(total=3)), "total")

    def empty(a: dict[str, Any]) -> None:
        a["first"]["items"][0]["target"]["selector"][1].update(start=9, end=9)

    refused(*target, replace_json(good, tmp_path / "e.parallax", "annotations.jsonld", empty), "not a valid range")


def test_newer_major_version(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    bad = replace_json(good, tmp_path / "v.parallax", "manifest.json", lambda m: m.update(format_version="2.0"))
    refused(*target, bad, "format 2.0, from a newer version of Parallax")


def test_body_hash_mismatch(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def tamper(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            if info.filename.startswith("articles/") and b"Eight" in data:
                data = data.replace(b"Eight", b"Three")
            yield info, data

    refused(*target, rezip(good, tmp_path / "h.parallax", tamper), "does not match its sha256")


def test_selector_outside_article(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def far(a: dict[str, Any]) -> None:
        a["first"]["items"][0]["target"]["selector"][1].update(start=10_000, end=10_005)

    refused(*target, replace_json(good, tmp_path / "o.parallax", "annotations.jsonld", far), "outside its article")


def test_selector_outside_an_article_already_in_the_library(
    target: tuple[Library, Path], good: Path, tmp_path: Path
) -> None:
    lib, _ = target
    manifest = json.loads(dict((i.filename, d) for i, d in entries(good))["manifest.json"])
    local = manifest["articles"][0]["id"]

    def only_annotations(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            if info.filename.startswith("articles/"):
                continue
            if info.filename == "manifest.json":
                m = json.loads(data)
                m["articles"], m["comparisons"] = [], []
                data = json.dumps(m).encode()
            if info.filename == "annotations.jsonld":
                a = json.loads(data)
                a["first"]["items"] = [
                    i for i in a["first"]["items"] if i["motivation"] == "highlighting" and i["target"]["source"] == local
                ][:1]
                a["total"] = 1
                a["first"]["items"][0]["target"]["selector"][1].update(start=5000, end=5001)
                data = json.dumps(a).encode()
            yield info, data

    bad = rezip(good, tmp_path / "x.parallax", only_annotations)
    refused(*target, bad, "neither in the bundle nor in the library")  # the article is not local yet
    body = next(d for i, d in entries(good) if i.filename == f"articles/{local.split(':')[-1]}.md")
    lib.add_article(body.decode("utf-8"))
    refused(*target, bad, "outside its article")


def test_duplicate_ids(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def dup(a: dict[str, Any]) -> None:
        a["first"]["items"].append(a["first"]["items"][0])
        a["total"] += 1

    refused(*target, replace_json(good, tmp_path / "d.parallax", "annotations.jsonld", dup), "repeats the annotation id")

    def dup_comparison(m: dict[str, Any]) -> None:
        m["comparisons"].append(dict(m["comparisons"][0], name="Other"))

    refused(*target, replace_json(good, tmp_path / "e.parallax", "manifest.json", dup_comparison), "repeats the comparison id")


def test_annotation_on_missing_article(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def elsewhere(a: dict[str, Any]) -> None:
        a["first"]["items"][0]["target"]["source"] = "urn:sha256:" + "ab" * 32

    refused(*target, replace_json(good, tmp_path / "m.parallax", "annotations.jsonld", elsewhere),
            "neither in the bundle nor in the library")

    def ghost_highlight(a: dict[str, Any]) -> None:
        a["first"]["items"][-1]["target"][0]["parallax:highlight"] = "urn:uuid:00000000-0000-4000-8000-000000000000"

    refused(*target, replace_json(good, tmp_path / "g.parallax", "annotations.jsonld", ghost_highlight),
            "links highlight")


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_fuzz_mutated_bundles_only_ever_refused(good: Path, tmp_path: Path, data: st.DataObject) -> None:
    """Flipped bytes, cut files and shuffled entries: a BundleError or a clean import, nothing else."""
    raw = bytearray(good.read_bytes())
    mode = data.draw(st.sampled_from(["flip", "truncate", "entry"]))
    if mode == "flip":
        for _ in range(data.draw(st.integers(1, 8))):
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    elif mode == "truncate":
        raw = raw[: data.draw(st.integers(0, len(raw) - 1))]
    else:
        items = entries(good)
        index = data.draw(st.integers(1, len(items) - 1))
        info, body = items[index]
        cut = data.draw(st.integers(0, len(body)))
        junk = data.draw(st.binary(max_size=40))
        items[index] = (info, body[:cut] + junk + body[cut + len(junk) :])
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as zf:
            for i, d in items:
                zf.writestr(i, d)
        raw = bytearray(buffer.getvalue())
    path = tmp_path / "fuzz.parallax"
    path.write_bytes(bytes(raw))
    lib = Library(":memory:")
    lib.add_article("# Local\n\nSomething local.\n", comparison="Local")
    before = list(lib.connection.iterdump())
    try:
        import_bundle(lib, path)
    except BundleError:
        assert list(lib.connection.iterdump()) == before
    finally:
        lib.close()


# -- impossible times and text that is not text ----------------------------------------------

IMPOSSIBLE_TIMES = [
    "2026-13-01T09:30:00Z",  # month 13
    "0000-01-15T09:30:00Z",  # year 0000
    "2026-02-30T09:30:00Z",  # 30 February
    "2026-01-15T09:30:00+99:99",  # an offset that is no offset
    "2026-01-15T09:30:00+00:60",  # sixty minutes
    "9999-12-31T23:30:00-01:00",  # in UTC, after the year 9999
    "0001-01-01T00:30:00+01:00",  # in UTC, before the year 1
]

TIME_PLACES: list[tuple[str, Callable[[Any, str], None]]] = [
    ("manifest.json", lambda m, t: m.update(created=t)),
    ("manifest.json", lambda m, t: m["articles"][0].update(imported_at=t)),
    ("manifest.json", lambda m, t: m["comparisons"][0].update(created=t)),
    ("manifest.json", lambda m, t: m["comparisons"][0].update(updated=t)),
    ("annotations.jsonld", lambda a, t: a["first"]["items"][0].update(created=t)),
    ("annotations.jsonld", lambda a, t: a["first"]["items"][-1].update(modified=t)),
]


@pytest.mark.parametrize("time", IMPOSSIBLE_TIMES)
@pytest.mark.parametrize(("entry", "place"), TIME_PLACES)
def test_a_time_that_does_not_exist_refuses_the_bundle(
    target: tuple[Library, Path], good: Path, tmp_path: Path, time: str, entry: str, place: Callable[[Any, str], None]
) -> None:
    bad = replace_json(good, tmp_path / "t.parallax", entry, lambda d: place(d, time))
    refused(*target, bad, "is not a real time")


def escaped_json(source: Path, target: Path, entry: str, change: Callable[[Any], None]) -> Path:
    """Like ``replace_json``, but written with ``\\u`` escapes, the only way JSON can carry a
    lone surrogate."""

    def edit(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            if info.filename == entry:
                value = json.loads(data)
                change(value)
                data = json.dumps(value, ensure_ascii=True).encode("ascii")
            yield info, data

    return rezip(source, target, edit)


@pytest.mark.parametrize(
    ("entry", "change"),
    [
        ("manifest.json", lambda m: m["articles"][0].update(title="Raid \udc80")),
        ("manifest.json", lambda m: m["comparisons"][0].update(note="\ud800")),
        ("manifest.json", lambda m: m.update({"x-\udfff": 1})),
        ("annotations.jsonld", lambda a: a["first"]["items"][-1]["target"][0].update({"parallax:claim": "\udc80"})),
        ("annotations.jsonld", lambda a: a.update(label="\udbff")),
    ],
)
def test_a_lone_surrogate_refuses_the_bundle(
    target: tuple[Library, Path], good: Path, tmp_path: Path, entry: str, change: Callable[[Any], None]
) -> None:
    refused(*target, escaped_json(good, tmp_path / "s.parallax", entry, change), r"lone surrogate \(\\u")


def test_an_escaped_surrogate_pair_is_text(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    """A pair of surrogates written as escapes is one character (🚓), not a lone surrogate."""
    fine = escaped_json(good, tmp_path / "p.parallax", "manifest.json", lambda m: m["comparisons"][0].update(note="🚓"))
    lib, _ = target
    import_bundle(lib, fine)
    assert any(c.note == "🚓" for c in lib.list_comparisons())


# -- numbers no store can hold -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda a: a["first"]["items"][0]["target"]["selector"][1].update(start=10**40, end=10**40 + 5), "outside its article"),
        (lambda a: a["first"]["items"][-1]["target"][0].update({"parallax:position": 10**40}), "between 0 and"),
        (lambda a: a.update(total=10**40), "total"),
    ],
)
def test_a_number_too_large_for_the_library_refuses_the_bundle(
    target: tuple[Library, Path], good: Path, tmp_path: Path, change: Callable[[Any], None], reason: str
) -> None:
    refused(*target, replace_json(good, tmp_path / "n.parallax", "annotations.jsonld", change), reason)


def test_a_number_beyond_floating_point_refuses_the_bundle(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    def infinite(items: Items) -> Iterator[tuple[zipfile.ZipInfo, bytes]]:
        for info, data in items:
            if info.filename == "annotations.jsonld":
                data = data.replace(b'"total": ', b'"total": 1e400, "x": ', 1)
            yield info, data

    refused(*target, rezip(good, tmp_path / "f.parallax", infinite), "total does not match the bundle format.s schema: must be a whole number")


def test_a_kind_in_upper_case_beyond_ascii_is_refused(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    """The schema's pattern refuses A-Z; "Über" needs the reader's own check."""

    def upper(a: dict[str, Any]) -> None:
        body = a["first"]["items"][-1]["body"]
        next(b for b in body if b["purpose"] == "classifying")["value"] = "Über"

    refused(*target, replace_json(good, tmp_path / "k.parallax", "annotations.jsonld", upper), "not a kind name")


@pytest.mark.parametrize("stored", ["2026-13-01T09:30:00Z", "0000-01-01T00:00:00Z", "yesterday", ""])
def test_an_impossible_time_already_in_the_library_does_not_block_imports(
    good: Path, tmp_path: Path, stored: str
) -> None:
    """Earlier versions stored whatever time a bundle carried; the bundle's real time now wins."""
    lib = Library(tmp_path / "library.sqlite")
    import_bundle(lib, good)
    hid = lib.list_highlights()[0].id
    lib.connection.execute("UPDATE highlights SET updated = ?, note = 'local' WHERE id = ?", (stored, hid))
    report = import_bundle(lib, good)
    assert report.counts["highlights"]["updated"] == 1
    assert lib.get_highlight(hid).updated.endswith("Z") and lib.get_highlight(hid).note != "local"
    lib.close()


def test_an_entry_name_that_is_not_utf8_refuses_the_bundle(target: tuple[Library, Path], good: Path, tmp_path: Path) -> None:
    """An entry flagged as UTF-8 whose name holds an encoded surrogate (ED B2 80) is damage, not a file."""
    items: list[tuple[str | zipfile.ZipInfo, bytes]] = [(stored("mimetype"), MIME), ("articles/zzz.md", b"x")]
    data = bytearray(zip_of(tmp_path / "plain.zip", items).read_bytes())
    for signature, flag_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):
        at = data.find(signature)
        while at != -1:
            flags = int.from_bytes(data[at + flag_at : at + flag_at + 2], "little") | 0x800
            data[at + flag_at : at + flag_at + 2] = flags.to_bytes(2, "little")
            at = data.find(signature, at + 4)
    bad = tmp_path / "u.parallax"
    bad.write_bytes(bytes(data).replace(b"zzz", b"\xed\xb2\x80"))
    refused(*target, bad, "damaged zip archive")


SPANISH_SCHEMA_CASES: list[tuple[str, Callable[[Any], Any], str]] = [
    ("manifest.json", lambda m: m["articles"][0].update(title=7), "title no se ajusta al esquema del formato de paquete: debe ser una cadena de texto"),
    ("manifest.json", lambda m: m["articles"][0].update(imported_at="ayer"), "debe ser una hora ISO 8601 como"),
    ("manifest.json", lambda m: m["comparisons"][0].update(name="  "), "no puede estar vacío"),
    ("manifest.json", _drop("articles"), "le falta la clave obligatoria 'articles'"),
    ("annotations.jsonld", lambda a: a["first"]["items"][-1].update(target=[]), "una lista de al menos un pasaje"),
]


@pytest.mark.parametrize(("entry", "change", "reason"), SPANISH_SCHEMA_CASES)
def test_a_schema_violation_is_explained_in_the_readers_language(
    target: tuple[Library, Path], good: Path, tmp_path: Path, entry: str, change: Callable[[Any], Any], reason: str
) -> None:
    """What was expected is said in Spanish too: the schema's titles are in the catalogue."""
    from parallax.library.i18n import in_language

    bad = replace_json(good, tmp_path / "s.parallax", entry, change)
    with in_language("es"):
        refused(*target, bad, reason)
