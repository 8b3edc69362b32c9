"""REFI-QDA projects as other programs really write them: broken XML, Windows line ends,
positions that do not hold their text, notes at source level. Nothing comes in cut short
without a word: a certain repair is said, anything else refuses the project with its place."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.qdpx import export_qdpx, import_qdpx
from parallax.library.store import Library

HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<Project xmlns="urn:QDA-XML:project:1.0" name="P" origin="{origin}">\n'
USERS = '<Users><User guid="00000000-0000-0000-0000-0000000000aa" name="ana"/></Users>\n'
CODES = ('<CodeBook><Codes><Code guid="00000000-0000-0000-0000-0000000000c1" name="Injured" isCodable="true"/>'
         '</Codes></CodeBook>\n')


def source(guid: str, name: str, selections: str = "", description: str = "", extra: str = "") -> str:
    described = f"<Description>{description}</Description>" if description else ""
    return (f'<TextSource guid="00000000-0000-0000-0000-{guid:0>12}" name="{name}" '
            f'plainTextPath="internal://{guid}.txt">{described}{selections}{extra}</TextSource>\n')


def selection(start: int, end: int, name: str = "") -> str:
    named = f' name="{name}"' if name else ""
    return (f'<PlainTextSelection guid="00000000-0000-0000-0001-{start:0>6}{end:0>6}" startPosition="{start}" '
            f'endPosition="{end}"{named} creatingUser="00000000-0000-0000-0000-0000000000aa">'
            '<Coding guid="00000000-0000-0000-0002-000000000001"><CodeRef targetGUID="00000000-0000-0000-0000-0000000000c1"/>'
            '</Coding></PlainTextSelection>')


def project(tmp_path: Path, sources: str, texts: dict[str, bytes], *, notes: str = "", origin: str = "Test") -> Path:
    document = HEAD.format(origin=origin) + USERS + CODES + f"<Sources>\n{sources}</Sources>\n{notes}</Project>\n"
    path = tmp_path / "p.qdpx"
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("project.qde", document.encode("utf-8"))
        for name, data in texts.items():
            zf.writestr(f"sources/{name}.txt", data)
    return path


SIX = {str(n): f"Source {n}\nFive officers were injured in source {n}.\n".encode() for n in range(1, 7)}


def six_sources(description_of_second: str) -> str:
    return "".join(
        source(str(n), f"S{n}", selection(9, 35, "Five officers were injured"),
               description_of_second if n == 2 else "")
        for n in range(1, 7)
    )


@pytest.fixture
def lib(tmp_path: Path) -> Library:
    return Library(tmp_path / "lib.sqlite")


def test_a_stray_ampersand_is_escaped_and_said_with_its_source(tmp_path: Path, lib: Library) -> None:
    path = project(tmp_path, six_sources("Fires & floods"), SIX)
    report = import_qdpx(lib, path)
    assert report.articles_added == 6 and report.highlights_added == 6
    assert report.warnings == [
        "1 stray character (& or <) escaped in source \u201cS2\u201d (project.qde, line 7): the XML was broken there"
    ]


def test_a_stray_less_than_is_escaped(tmp_path: Path, lib: Library) -> None:
    report = import_qdpx(lib, project(tmp_path, six_sources("fewer <5 dead"), SIX))
    assert report.articles_added == 6
    assert "escaped in source \u201cS2\u201d" in report.warnings[0]


def test_what_looks_like_a_tag_inside_a_text_only_element_is_text(tmp_path: Path, lib: Library) -> None:
    report = import_qdpx(lib, project(tmp_path, six_sources("<unconfirmed> figure & more"), SIX))
    assert report.articles_added == 6
    assert report.warnings[0].startswith("2 stray characters")


def test_broken_xml_that_cannot_be_read_one_way_is_refused_with_its_place(tmp_path: Path, lib: Library) -> None:
    broken = six_sources("").replace('name="S2"', 'name="S2" broken')
    before = lib.list_articles()
    with pytest.raises(ImportFailure, match=r"line 7, column \d+") as caught:
        import_qdpx(lib, project(tmp_path, broken, SIX))
    assert "project.qde is not well-formed XML" in str(caught.value)
    assert lib.list_articles() == before


def test_a_missing_end_tag_is_refused_not_cut_short(tmp_path: Path, lib: Library) -> None:
    broken = six_sources("").replace("</TextSource>", "", 1)
    with pytest.raises(ImportFailure, match="not well-formed XML"):
        import_qdpx(lib, project(tmp_path, broken, SIX))
    assert lib.list_articles() == []


CRLF = "Fire at the docks\r\nFive officers were injured, police said.\r\nEight injured, said witnesses.\r\n"


def test_crlf_text_whose_positions_count_a_line_break_once(tmp_path: Path, lib: Library) -> None:
    one = CRLF.replace("\r\n", "\n")
    start = one.index("Eight injured")
    path = project(tmp_path, source("1", "D", selection(start, start + 13, "Eight injured")), {"1": CRLF.encode()})
    report = import_qdpx(lib, path)
    assert [h.exact for h in lib.list_highlights()] == ["Eight injured"]
    assert report.warnings == []


def test_crlf_text_whose_positions_count_a_line_break_twice(tmp_path: Path, lib: Library) -> None:
    start = CRLF.index("Eight injured")
    path = project(tmp_path, source("1", "D", selection(start, start + 13, "Eight injured")), {"1": CRLF.encode()},
                   origin="NVivo 14")
    import_qdpx(lib, path)
    assert [h.exact for h in lib.list_highlights()] == ["Eight injured"]


def test_crlf_without_names_is_taken_one_way_and_said(tmp_path: Path, lib: Library) -> None:
    start = CRLF.replace("\r\n", "\n").index("Eight injured")
    report = import_qdpx(lib, project(tmp_path, source("1", "D", selection(start, start + 13)), {"1": CRLF.encode()}))
    assert [h.exact for h in lib.list_highlights()] == ["Eight injured"]
    assert "Windows line ends" in report.warnings[0]


def test_a_selection_whose_positions_do_not_hold_its_text_is_left_out_and_said(tmp_path: Path, lib: Library) -> None:
    text = "Fire at the docks\nFive officers were injured, police said.\nEight injured, said witnesses.\n"
    right = text.index("Five officers")
    selections = selection(right, right + 13, "Five officers") + selection(2, 15, "Eight injured")
    report = import_qdpx(lib, project(tmp_path, source("1", "D", selections), {"1": text.encode()}))
    assert [h.exact for h in lib.list_highlights()] == ["Five officers"]
    assert report.warnings == [
        "source \u201cD\u201d: 1 selection left out because its positions do not hold its text "
        "(\u201cEight injured\u201d at 2\u201315 reads \u201cre at the doc\u201d)"
    ]


def test_a_name_that_is_a_label_not_a_passage_is_no_reason_to_leave_out(tmp_path: Path, lib: Library) -> None:
    text = "Fire at the docks\nFive officers were injured.\n"
    report = import_qdpx(lib, project(tmp_path, source("1", "D", selection(0, 4, "Coded segment 1")), {"1": text.encode()}))
    assert [h.exact for h in lib.list_highlights()] == ["Fire"]
    assert report.warnings == []


def test_an_annotation_at_source_level_becomes_a_highlight_note(tmp_path: Path, lib: Library) -> None:
    text = "Fire at the docks\nFive officers were injured.\n"
    notes = ('<Notes><Note guid="00000000-0000-0000-0000-00000000000e" creatingUser="00000000-0000-0000-0000-0000000000aa">'
             '<PlainTextContent>Check the police log</PlainTextContent>'
             '<PlainTextSelection guid="00000000-0000-0000-0000-00000000000f" startPosition="18" endPosition="31"/>'
             '</Note></Notes>\n')
    extra = '<NoteRef targetGUID="00000000-0000-0000-0000-00000000000e"/>'
    import_qdpx(lib, project(tmp_path, source("1", "D", extra=extra), {"1": text.encode()}, notes=notes))
    [h] = lib.list_highlights()
    assert (h.exact, h.note, h.label) == ("Five officers", "Check the police log", None)


def test_sources_that_are_not_text_are_named_as_left_out(tmp_path: Path, lib: Library) -> None:
    text = "Fire at the docks\n"
    picture = '<PictureSource guid="00000000-0000-0000-0000-0000000000d1" name="photo.jpg" path="internal://p.jpg"/>'
    report = import_qdpx(lib, project(tmp_path, source("1", "D") + picture, {"1": text.encode()}))
    assert report.warnings == ["1 source that is not text was not imported (pictures, PDF, audio, video): \u201cphoto.jpg\u201d"]


def test_an_export_names_its_creator_and_writes_lowercase_sources(tmp_path: Path, lib: Library) -> None:
    a, _ = lib.add_article("# T\n\nFive officers.\n", comparison="C")
    lib.highlight_quote(a.id, "Five officers", note="a note")
    export_qdpx(lib, tmp_path / "o.qdpx", creator="Rosa Díaz")
    with zipfile.ZipFile(tmp_path / "o.qdpx") as zf:
        names = zf.namelist()
        document = zf.read("project.qde").decode()
    assert all(n == "project.qde" or n.startswith("sources/") for n in names)
    assert 'name="Rosa Díaz"' in document
    assert document.count("<NoteRef") == 2  # in the selection and in its source
