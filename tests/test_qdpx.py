"""REFI-QDA projects (.qdpx): the export validates against the standard's XSD, says what the
library says, and comes back exactly; hostile projects are refused without writing anything."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

from parallax.library import cli
from parallax.library.demo import load_demo
from parallax.library.errors import ImportFailure, InputError
from parallax.library.qdpx import export_qdpx, import_qdpx
from parallax.library.qdpx.format import NAMESPACE, article_guid
from parallax.library.store import Library
from tests.library_files import dump

XSD = Path(__file__).parent / "schemas" / "Project-mrt2019.xsd"
NS = {"q": NAMESPACE}


@pytest.fixture(scope="module")
def schema() -> etree.XMLSchema:
    return etree.XMLSchema(etree.parse(str(XSD)))


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Library, Path]]:
    lib = Library(":memory:")
    comparison = load_demo(lib)
    first = lib.list_highlights(comparison.article_ids[0])[0]
    lib.update_highlight(first.id, label="check later", note="A note on this passage.")
    path = tmp_path_factory.mktemp("qdpx") / "demo.qdpx"
    export_qdpx(lib, path)
    yield lib, path
    lib.close()


def project(path: Path) -> etree._Element:
    with zipfile.ZipFile(path) as zf:
        return etree.fromstring(zf.read("project.qde"))


def test_export_validates_against_the_refi_qda_schema(demo: tuple[Library, Path], schema: etree.XMLSchema) -> None:
    _lib, path = demo
    document = project(path)
    assert schema.validate(document), schema.error_log


def test_each_article_is_a_text_source_with_its_reading_text(demo: tuple[Library, Path]) -> None:
    lib, path = demo
    root = project(path)
    with zipfile.ZipFile(path) as zf:
        for article in lib.list_articles():
            guid = article_guid(article.id)
            source = root.find(f".//q:TextSource[@guid='{guid}']", NS)
            assert source is not None
            assert source.get("plainTextPath") == f"internal://{guid}.txt"
            assert zf.read(f"sources/{guid}.txt").decode("utf-8") == lib.get_article(article.id).reading_text


def test_selections_are_code_point_ranges_end_exclusive(tmp_path: Path) -> None:
    with Library(":memory:") as lib:
        aid = lib.add_article("# A 🔥 fire\n\nIt burnt 5 🏠 houses.\n")[0].id
        highlight = lib.highlight_quote(aid, "5 🏠 houses")
        export_qdpx(lib, tmp_path / "emoji.qdpx")
    selection = project(tmp_path / "emoji.qdpx").find(".//q:PlainTextSelection", NS)
    with zipfile.ZipFile(tmp_path / "emoji.qdpx") as zf:
        text = zf.read(f"sources/{article_guid(aid)}.txt").decode("utf-8")
    start, end = int(selection.get("startPosition")), int(selection.get("endPosition"))
    assert (start, end) == (highlight.start, highlight.end) == (18, 28)
    assert text[start:end] == "5 🏠 houses"


def test_a_code_per_kind_with_a_child_code_per_discrepancy(demo: tuple[Library, Path]) -> None:
    lib, path = demo
    root = project(path)
    for d in lib.list_discrepancies():
        code = root.find(f".//q:Code[@guid='{d.id}']", NS)
        assert code is not None and code.get("name") == d.title
        parent = code.getparent()
        kind = next(k for k in lib.list_kinds() if k.name == d.kind)
        assert parent.get("name") == kind.label
        description = code.find("q:Description", NS)
        assert (description.text if description is not None else "") == d.note


def test_each_passage_is_coded_with_its_discrepancy_and_claim(demo: tuple[Library, Path]) -> None:
    lib, path = demo
    root = project(path)
    d = lib.list_discrepancies()[0]
    for passage in d.passages:
        selection = root.find(f".//q:PlainTextSelection[@guid='{passage.highlight}']", NS)
        refs = [r.get("targetGUID") for r in selection.iterfind("q:Coding/q:CodeRef", NS)]
        assert d.id in refs
        if passage.claim:
            assert passage.claim in selection.findtext("q:Description", "", NS)


def test_a_set_per_comparison_with_its_sources(demo: tuple[Library, Path]) -> None:
    lib, path = demo
    root = project(path)
    for c in lib.list_comparisons():
        found = root.find(f".//q:Set[@guid='{c.id}']", NS)
        assert found is not None and found.get("name") == c.name
        assert [m.get("targetGUID") for m in found.iterfind("q:MemberSource", NS)] == [
            article_guid(a) for a in c.article_ids
        ]


def test_highlight_notes_become_qda_notes(demo: tuple[Library, Path]) -> None:
    _lib, path = demo
    root = project(path)
    texts = [n.findtext("q:PlainTextContent", "", NS) for n in root.iterfind(".//q:Notes/q:Note", NS)]
    assert "A note on this passage." in texts


def test_import_brings_sources_and_coded_selections_with_codes_as_labels(demo: tuple[Library, Path]) -> None:
    lib, path = demo
    with Library(":memory:") as fresh:
        report = import_qdpx(fresh, path)
        assert report.articles_added == len(lib.list_articles())
        d = lib.list_discrepancies()[0]
        for passage in d.passages:
            imported = [h for h in fresh.list_highlights() if h.start == passage.start and h.end == passage.end]
            assert imported and imported[0].exact == passage.exact
            assert d.title in (imported[0].label or "")
        assert [c.name for c in fresh.list_comparisons()] == [c.name for c in lib.list_comparisons()]


def test_import_into_the_exporting_library_adds_nothing_twice(tmp_path: Path) -> None:
    with Library(":memory:") as lib:
        aid = lib.add_article("# Fire\n\nFive people were hurt.\n", comparison="Fire")[0].id
        lib.highlight_quote(aid, "Five people")
        export_qdpx(lib, tmp_path / "x.qdpx")
        report = import_qdpx(lib, tmp_path / "x.qdpx", comparison="Fire")
        assert (report.articles_added, report.highlights_added) == (0, 0)
        assert len(lib.list_highlights()) == 1


line = st.text(
    st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp", "Zs"), blacklist_characters="\ufffc\ufdd0\ufdd1\u00ad"),
    min_size=1,
    max_size=12,
).map(lambda s: s.strip()).filter(bool)
paragraph = st.lists(line, min_size=1, max_size=5).map(" ".join)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(paragraphs=st.lists(paragraph, min_size=1, max_size=5), picks=st.lists(st.tuples(st.integers(0, 10**6), st.integers(1, 40)), max_size=6))
def test_a_round_trip_keeps_every_passage_exactly(tmp_path: Path, paragraphs: list[str], picks: list[tuple[int, int]]) -> None:
    from parallax.library.textmodel import escape_markdown

    markdown = "\n\n".join(escape_markdown(p) for p in paragraphs)
    with Library(":memory:") as lib, Library(":memory:") as fresh:
        try:
            aid = lib.add_article(markdown, comparison="Round trip")[0].id
        except InputError:
            return  # nothing readable (the generator made only markup)
        text = lib.get_article(aid).reading_text
        for offset, size in picks:
            start = offset % len(text)
            end = min(len(text), start + size)
            if text[start:end].strip():
                lib.add_highlight(aid, start, end, label="mark")
        expected = sorted((h.start, h.end, h.exact) for h in lib.list_highlights(aid))
        out = tmp_path / "round.qdpx"
        export_qdpx(lib, out)
        import_qdpx(fresh, out)
        (article,) = fresh.list_articles()
        assert fresh.get_article(article.id).reading_text == text
        assert sorted((h.start, h.end, h.exact) for h in fresh.list_highlights()) == expected


# -- hostile projects ------------------------------------------------------------------------------

PROJECT = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<Project xmlns="urn:QDA-XML:project:1.0" name="P"><Sources>'
    '<TextSource guid="11111111-1111-1111-1111-111111111111" name="S" plainTextPath="{path}">'
    '<PlainTextSelection guid="22222222-2222-2222-2222-222222222222" startPosition="{start}" endPosition="{end}"/>'
    "</TextSource></Sources></Project>"
)


def write_zip(path: Path, entries: dict[str, bytes], compress: int = zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", compression=compress) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return path


def qde(path: str = "internal://t.txt", start: object = 0, end: object = 4) -> bytes:
    return PROJECT.format(path=path, start=start, end=end).encode("utf-8")


@pytest.fixture
def target(tmp_path: Path) -> Iterator[tuple[Library, Path]]:
    folder = tmp_path / "lib"
    folder.mkdir()
    lib = Library(folder / "library.sqlite")
    lib.add_article("# Local\n\nSomething local.\n", comparison="Local")
    yield lib, folder
    lib.close()


def refused(target: tuple[Library, Path], path: Path, match: str) -> None:
    lib, folder = target
    before = dump(Path(lib.path))
    files = sorted(p.name for p in folder.iterdir())
    with pytest.raises(ImportFailure, match=match):
        import_qdpx(lib, path)
    assert dump(Path(lib.path)) == before
    assert sorted(p.name for p in folder.iterdir()) == files


def test_a_well_formed_small_project_imports(tmp_path: Path, target: tuple[Library, Path]) -> None:
    lib, _ = target
    path = write_zip(tmp_path / "ok.qdpx", {"project.qde": qde(), "Sources/t.txt": b"Fire at the docks"})
    import_qdpx(lib, path)
    assert [h.exact for h in lib.list_highlights()] == ["Fire"]


@pytest.mark.parametrize(
    ("start", "end", "match"),
    [(0, 99, "outside its text"), (-1, 3, "outside its text"), (5, 5, "outside its text"), ("x", 3, "not a number")],
)
def test_bad_offsets_are_refused(tmp_path: Path, target: tuple[Library, Path], start: object, end: object, match: str) -> None:
    path = write_zip(tmp_path / "bad.qdpx", {"project.qde": qde(start=start, end=end), "Sources/t.txt": b"Fire at the docks"})
    refused(target, path, match)


def test_a_selection_of_white_space_only_is_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    path = write_zip(tmp_path / "ws.qdpx", {"project.qde": qde(start=4, end=7), "Sources/t.txt": b"Fire\n\n\nat the docks"})
    refused(target, path, "white space")


def test_a_path_that_escapes_the_project_is_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    path = write_zip(tmp_path / "escape.qdpx", {"project.qde": qde(), "../t.txt": b"Fire at the docks"})
    refused(target, path, r"'\.\.'")


def test_a_source_outside_the_project_is_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    path = write_zip(tmp_path / "abs.qdpx", {"project.qde": qde(path="absolute:///etc/passwd")})
    refused(target, path, "outside the project")


def test_a_zip_bomb_is_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    path = write_zip(tmp_path / "bomb.qdpx", {"project.qde": qde(), "Sources/t.txt": b"a" * 5_000_000})
    refused(target, path, "zip bomb")


def test_xml_entities_are_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    laughs = (
        b'<?xml version="1.0"?><!DOCTYPE Project [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
        b'<Project xmlns="urn:QDA-XML:project:1.0" name="&b;"/>'
    )
    path = write_zip(tmp_path / "laughs.qdpx", {"project.qde": laughs})
    refused(target, path, "entities")


def test_a_zip_without_a_project_is_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    path = write_zip(tmp_path / "empty.qdpx", {"readme.txt": b"hello"})
    refused(target, path, "no project.qde")


def test_a_file_that_is_not_a_zip_is_refused(tmp_path: Path, target: tuple[Library, Path]) -> None:
    path = tmp_path / "plain.qdpx"
    path.write_text("not a zip")
    refused(target, path, "not a zip")


def test_one_bad_selection_leaves_the_whole_project_out(tmp_path: Path, target: tuple[Library, Path]) -> None:
    two = qde().replace(b"</TextSource>", b'<PlainTextSelection guid="33333333-3333-3333-3333-333333333333" startPosition="3" endPosition="900"/></TextSource>')
    path = write_zip(tmp_path / "half.qdpx", {"project.qde": two, "Sources/t.txt": b"Fire at the docks"})
    refused(target, path, "outside its text")


# -- the command line ------------------------------------------------------------------------------


def test_cli_export_chooses_qdpx_from_the_extension(tmp_path: Path, schema: etree.XMLSchema, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "l.sqlite"
    with Library(db) as lib:
        lib.add_article("# Fire\n\nFive people were hurt.\n", comparison="Fire")
    assert cli.main(["--library", str(db), "export", str(tmp_path / "out.qdpx"), "--comparison", "Fire"]) == 0
    assert "wrote" in capsys.readouterr().out
    assert schema.validate(project(tmp_path / "out.qdpx"))


def test_cli_export_format_option_overrides_the_extension(tmp_path: Path) -> None:
    db = tmp_path / "l.sqlite"
    with Library(db) as lib:
        lib.add_article("# Fire\n\nFive people were hurt.\n", comparison="Fire")
    assert cli.main(["--library", str(db), "export", str(tmp_path / "out.zip"), "--format", "qdpx"]) == 0
    with zipfile.ZipFile(tmp_path / "out.zip") as zf:
        assert "project.qde" in zf.namelist()


def test_cli_imports_a_qdpx_with_a_json_report(tmp_path: Path, demo: tuple[Library, Path], capsys: pytest.CaptureFixture[str]) -> None:
    import json

    _lib, path = demo
    assert cli.main(["--library", str(tmp_path / "new.sqlite"), "import", str(path), "--json"]) == 0
    (result,) = json.loads(capsys.readouterr().out)
    assert result["status"] == "imported" and result["kind"] == "project"
    assert result["merge"]["counts"]["articles"]["added"] == 4


def test_importing_a_project_twice_changes_nothing_the_second_time(tmp_path: Path, demo: tuple[Library, Path]) -> None:
    _lib, path = demo
    with Library(tmp_path / "twice.sqlite") as fresh:
        import_qdpx(fresh, path)
        before = dump(tmp_path / "twice.sqlite")
        report = import_qdpx(fresh, path)
        assert not report.changed
        assert dump(tmp_path / "twice.sqlite") == before


def test_selections_of_one_passage_become_one_highlight_with_every_code(tmp_path: Path) -> None:
    codes = (
        b'<CodeBook><Codes><Code guid="44444444-4444-4444-4444-444444444444" name="fire" isCodable="true"/>'
        b'<Code guid="55555555-5555-5555-5555-555555555555" name="harbour" isCodable="true"/></Codes></CodeBook>'
    )
    coded = (
        '<PlainTextSelection guid="{g}" startPosition="0" endPosition="4"><Coding guid="{g}">'
        '<CodeRef targetGUID="{code}"/></Coding></PlainTextSelection>'
    )
    selections = coded.format(g="66666666-6666-6666-6666-666666666666", code="44444444-4444-4444-4444-444444444444")
    selections += coded.format(g="77777777-7777-7777-7777-777777777777", code="55555555-5555-5555-5555-555555555555")
    document = (
        b'<?xml version="1.0" encoding="UTF-8"?><Project xmlns="urn:QDA-XML:project:1.0" name="P">' + codes
        + b'<Sources><TextSource guid="11111111-1111-1111-1111-111111111111" name="S" plainTextPath="internal://t.txt">'
        + selections.encode() + b"</TextSource></Sources></Project>"
    )
    path = write_zip(tmp_path / "two.qdpx", {"project.qde": document, "Sources/t.txt": b"Fire at the docks"})
    with Library(":memory:") as lib:
        import_qdpx(lib, path)
        (highlight,) = lib.list_highlights()
        assert (highlight.exact, highlight.label) == ("Fire", "fire, harbour")


def test_cli_export_never_writes_over_the_library(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "l.sqlite"
    with Library(db) as lib:
        lib.add_article("# Fire\n\nFive people were hurt.\n", comparison="Fire")
    before = dump(db)
    assert cli.main(["--library", str(db), "export", str(db), "--format", "qdpx"]) == 1
    assert capsys.readouterr().err.startswith("parallax: error: refusing to write")
    assert dump(db) == before
