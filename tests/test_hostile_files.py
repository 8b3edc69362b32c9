"""Paths and disks that lie (issue 25): a library reached through a link, two writers of one
output, a full disk, a read-only library, a path too long, names that are not UTF-8."""

from __future__ import annotations

import os
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from parallax.library import db
from parallax.library.demo import load_demo
from parallax.library.errors import OutputError
from parallax.library.outputs import atomic_output
from parallax.library.store import Library
from tests.library_files import dump

from .classroom_support import cli

POSIX = sys.platform != "win32"


@pytest.fixture
def demo(tmp_path: Path) -> tuple[Path, str]:
    path = tmp_path / "real.sqlite"
    with Library(path) as lib:
        name = load_demo(lib).name
    return path, name


@pytest.mark.skipif(not POSIX, reason="symbolic links")
@pytest.mark.parametrize("companion", ["-wal", "-shm", "-journal", ""])
def test_a_library_named_through_a_link_keeps_the_files_of_what_it_points_to(
    demo: tuple[Path, str], companion: str
) -> None:
    real, _name = demo
    folder = real.parent / "elsewhere"
    folder.mkdir()
    (folder / "link.sqlite").symlink_to(real)
    (real.parent / "dir-link").symlink_to(folder)
    for library in (folder / "link.sqlite", real.parent / "dir-link" / "link.sqlite"):
        run = cli(library, "export", f"{real}{companion}")
        assert run.status == 1 and "open library" in run.err, (library, companion)
    assert not Path(f"{real}-wal").exists() or Path(f"{real}-wal").stat().st_size == 0


def test_two_writers_of_one_output_never_share_a_temporary_file(tmp_path: Path) -> None:
    out = tmp_path / "handin.parallax"
    with atomic_output(out, None) as first, atomic_output(out, None) as second:
        first.write(b"first " * 1000)
        second.write(b"second " * 1000)
        assert len(list(tmp_path.glob("handin.parallax.*.part"))) == 2
    assert out.read_bytes() in (b"first " * 1000, b"second " * 1000)
    assert list(tmp_path.iterdir()) == [out]


def test_two_hand_ins_to_one_file_at_once_both_succeed(tmp_path: Path) -> None:
    import threading

    from .classroom_support import demo_teacher

    teacher, name = demo_teacher(tmp_path)
    exercise = tmp_path / "ex.parallax"
    assert cli(teacher, "exercise", "--comparison", name, str(exercise)).status == 0
    students = []
    for who in ("ann", "bo"):
        library = tmp_path / f"{who}.sqlite"
        assert cli(library, "import", str(exercise)).status == 0
        students.append(library)
    out = tmp_path / "same.parallax"
    results: list[Any] = []

    def hand(library: Path, who: str) -> None:
        results.append(cli(library, "handin", "--comparison", name, "--student", who, str(out)))

    threads = [threading.Thread(target=hand, args=(lib, who)) for lib, who in zip(students, ("Ann", "Bo"), strict=True)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r.status for r in results] == [0, 0], [r.err for r in results]
    assert cli(teacher, "score", "--key", name, str(out)).status == 0
    assert not list(tmp_path.glob("*.part"))


def _no_room(_path: object) -> os.statvfs_result:
    return os.statvfs_result((4096, 4096, 1000, 0, 0, 1000, 0, 0, 0, 255))


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="statvfs")
def test_a_full_disk_is_said_so_not_damage(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "statvfs", _no_room)
    said = str(db.translate(sqlite3.OperationalError("disk I/O error"), str(tmp_path / "x.sqlite")))
    assert "disk is full" in said and "damaged" not in said


def test_a_disk_error_is_no_verdict_on_the_file() -> None:
    class Failing:
        def execute(self, _sql: str) -> Any:
            raise sqlite3.OperationalError("disk I/O error")

    with pytest.raises(sqlite3.OperationalError):
        db.integrity_problem(Failing())  # type: ignore[arg-type]


@pytest.mark.skipif(not POSIX, reason="permissions")
def test_an_exercise_from_a_read_only_library_leaves_nothing(demo: tuple[Path, str]) -> None:
    path, name = demo
    path.chmod(0o444)
    try:
        before = dump(path)
        out = path.parent / "exercise.parallax"
        run = cli(path, "exercise", "--comparison", name, str(out))
        assert run.status == 1 and "read-only" in run.err and run.err.count("\n") == 1
        assert not out.exists() and not list(path.parent.glob("*.part"))
        assert dump(path) == before
    finally:
        path.chmod(0o644)


def test_an_exercise_that_cannot_be_written_leaves_the_key_unmarked(demo: tuple[Path, str]) -> None:
    path, name = demo
    before = dump(path)
    run = cli(path, "exercise", "--comparison", name, "--instructions", "New words", str(path.parent / "none" / "ex.parallax"))
    assert run.status == 1
    assert dump(path) == before


@pytest.mark.parametrize("make", [
    lambda t: t / ("x" * 300 + ".sqlite"),
    lambda t: t / ("x" * 300) / "library.sqlite",
    lambda t: t.joinpath(*["d" * 200] * 25, "library.sqlite"),
])
def test_a_library_path_too_long_is_said_so(tmp_path: Path, make: Any) -> None:
    run = cli(make(tmp_path), "list")
    assert run.status == 1 and "too long" in run.err and "output" not in run.err
    assert run.err.count("\n") == 1 and "Traceback" not in run.err


def test_an_output_path_too_long_is_said_so(demo: tuple[Path, str]) -> None:
    path, _name = demo
    run = cli(path, "export", str(path.parent / ("x" * 300 + ".parallax")))
    assert run.status == 1 and "too long" in run.err
    with pytest.raises(OutputError, match="too long"), atomic_output(path.parent / ("y" * 300), None):
        pass


@pytest.mark.parametrize("option", ["--dismiss", "--accept"])
@pytest.mark.parametrize("value", ["", "  "])
def test_an_empty_suggestion_id_is_refused(demo: tuple[Path, str], option: str, value: str) -> None:
    path, name = demo
    before = dump(path)
    run = cli(path, "suggest", "--comparison", name, option, value)
    assert run.status == 1 and "suggestion id" in run.err and run.out == ""
    assert dump(path) == before


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="file names are bytes on Linux")
def test_a_file_name_that_is_not_utf8_imports_and_shows_replacement_characters(tmp_path: Path) -> None:
    name = os.fsdecode(b"caf\xe9 report.md")
    (tmp_path / name).write_text("# Old archive\n\n" + "Words of an old archive. " * 20 + "\n", encoding="utf-8")
    library = tmp_path / "lib.sqlite"
    run = cli(library, "import", str(tmp_path / name), "--json")
    assert run.status == 0, run.err
    [result] = run.json()
    assert result["status"] == "imported" and result["path"].endswith("caf\ufffd report.md")
    gone = cli(library, "import", str(tmp_path / os.fsdecode(b"missing\xff.md")))
    assert gone.status == 1 and "missing\ufffd.md" in gone.err


def test_text_options_that_are_not_utf8_are_still_refused(tmp_path: Path) -> None:
    run = cli(tmp_path / "lib.sqlite", "import", "a.md", "--comparison", os.fsdecode(b"\xffname"))
    assert run.status == 2 and "UTF-8" in run.err
    assert not (tmp_path / "lib.sqlite").exists()


UTF7_ENTITY = b'<?xml version="1.0" encoding="UTF-7"?>\n<!DOCTYPE Project [+ADw-!ENTITY x SYSTEM "file:///etc/passwd">]>' \
    b'<Project xmlns="urn:QDA-XML:project:1.0" name="p">&x;</Project>'


def test_an_entity_declared_in_utf7_is_refused() -> None:
    from parallax.library.errors import ImportFailure
    from parallax.library.importers.xml_safety import parse_xml, refuse_entities

    for check in (refuse_entities, parse_xml):
        with pytest.raises(ImportFailure, match="entities"):
            check(UTF7_ENTITY, "project.qde")


def test_a_qdpx_whose_project_is_utf7_with_an_entity_changes_nothing(tmp_path: Path) -> None:
    import zipfile

    project = tmp_path / "p.qdpx"
    with zipfile.ZipFile(project, "w") as zf:
        zf.writestr("project.qde", UTF7_ENTITY)
    library = tmp_path / "lib.sqlite"
    assert cli(library, "list").status == 0
    before = dump(library)
    run = cli(library, "import", str(project))
    assert run.status == 1 and "entities" in run.err
    assert dump(library) == before


@pytest.mark.parametrize("data", [b'<?xml version="1.0" encoding="x-unknown"?><p/>', b"\x4c\x6f\xa7\x94\x93\xa2"])
def test_xml_in_an_encoding_that_cannot_be_read_safely_is_refused(data: bytes) -> None:
    from parallax.library.errors import ImportFailure
    from parallax.library.importers.xml_safety import parse_xml

    with pytest.raises(ImportFailure, match="encoding"):
        parse_xml(data, "x.xml")


def test_xml_in_latin1_or_utf7_still_reads() -> None:
    from parallax.library.importers.xml_safety import parse_xml

    assert parse_xml('<?xml version="1.0" encoding="ISO-8859-1"?><p>café</p>'.encode("latin-1"), "x").text == "café"
    assert parse_xml('<?xml version="1.0" encoding="UTF-7"?><p>café €</p>'.encode("utf-7"), "x").text == "café €"


def test_a_file_s_system_error_names_the_file_not_the_output(demo: tuple[Path, str], monkeypatch: pytest.MonkeyPatch) -> None:
    path, _name = demo

    def refused(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(13, "Permission denied", "/somewhere/else.md")

    monkeypatch.setattr(Library, "list_articles", refused)
    run = cli(path, "list")
    assert run.status == 1 and "/somewhere/else.md: permission denied" in run.err and "output" not in run.err


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="file names are bytes on Linux")
def test_the_app_finds_a_file_whose_name_qt_could_not_decode(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtCore import QUrl

    from parallax.desktop.importing import real_path

    real = tmp_path / os.fsdecode(b"caf\xe9 report.md")
    real.write_text("# Old archive\n\n" + "Words of an old archive. " * 20, encoding="utf-8")
    dropped = Path(QUrl.fromEncoded(b"file://" + os.fsencode(tmp_path).replace(b" ", b"%20")
                                    + b"/caf%E9%20report.md").toLocalFile())
    assert "\ufffd" in dropped.name and not dropped.exists()  # what Qt hands over
    assert real_path(dropped) == real
    assert real_path(tmp_path / "plain.md") == tmp_path / "plain.md"
    from PySide6.QtWidgets import QWidget

    from parallax.desktop.importing import import_with_progress

    parent = QWidget()
    with Library(tmp_path / "lib.sqlite") as lib:
        [result] = import_with_progress(parent, lib, [dropped])
        assert result.status == "imported" and lib.count_articles() == 1
    parent.deleteLater()
