"""Hostile command lines and files: outputs that would overwrite the library, non-regular files,
bad numbers, names, dates and bytes, damaged and read-only libraries, killed imports.

Each refusal is one clear error, a non-zero exit, and the library exactly as it was.
"""

from __future__ import annotations

import argparse
import errno
import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from parallax.library import db, outputs
from parallax.library.cli import build_parser, main
from parallax.library.errors import InputError, LibraryDamagedError, LibraryError
from parallax.library.outputs import atomic_output, write_output
from parallax.library.store import Library

from .library_files import dump

ENTRY = Path(sys.executable).with_name("parallax")
POSIX = os.name == "posix"


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def one_error(err: str) -> bool:
    return err.startswith("parallax: error: ") and err.count("\n") == 1


@pytest.fixture
def world(tmp_path: Path, lib_path: Path) -> dict[str, Any]:
    """A library with two articles, a highlight on each, linked, in comparison "Raid"."""
    a = tmp_path / "a.md"
    a.write_text("# Raid\n\nFive officers were hurt, police said. Five officers ran.\n", encoding="utf-8")
    b = tmp_path / "b.md"
    b.write_text("# Rebel\n\nEight officers were hurt, the minister said.\n", encoding="utf-8")
    with Library(lib_path) as lib:
        first, _ = lib.add_article(a.read_text(encoding="utf-8"), comparison="Raid")
        second, _ = lib.add_article(b.read_text(encoding="utf-8"), comparison="Raid")
        h1 = lib.highlight_quote(first.info.id, "Five officers were hurt")
        h2 = lib.highlight_quote(second.info.id, "Eight officers were hurt")
        lib.create_discrepancy([h1.id, h2.id], kind="count", title="Officers hurt")
    return {"lib": lib_path, "a": first.info.id, "b": second.info.id, "h1": h1.id, "h2": h2.id, "dir": tmp_path}


def content(path: Path) -> list[str]:
    """The library's rows and schema, without the query planner's statistics (``PRAGMA optimize``
    on closing may add those: they are not the reader's data)."""
    skip = ("sqlite_stat", "writable_schema", "articles_fts_")
    return [line for line in dump(path) if not any(s in line for s in skip)]


def refuses(world: dict[str, Any], *argv: str, status: int = 1, says: str = "") -> str:
    before = content(world["lib"])
    code, _, err = run("--library", str(world["lib"]), *argv)
    assert code == status, err
    if status == 1:
        assert one_error(err), err
    assert says.lower() in err.lower()
    assert content(world["lib"]) == before
    return err


# -- security 1: outputs ------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm", "-journal"])
def test_export_refuses_the_library_and_its_files(world: dict[str, Any], suffix: str) -> None:
    original = world["lib"].read_bytes()
    refuses(world, "export", f"{world['lib']}{suffix}", says="open library")
    assert world["lib"].read_bytes() == original


def test_report_refuses_the_library(world: dict[str, Any]) -> None:
    refuses(world, "report", "--comparison", "Raid", "--format", "md", "-o", str(world["lib"]), says="open library")


def test_outputs_refuse_the_library_by_relative_path_symlink_and_hard_link(world: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    folder = world["dir"]
    monkeypatch.chdir(folder)
    refuses(world, "export", f"./{world['lib'].name}", says="open library")
    (folder / "alias.sqlite").symlink_to(world["lib"])
    refuses(world, "export", str(folder / "alias.sqlite"), says="open library")
    os.link(world["lib"], folder / "hard.sqlite")
    refuses(world, "export", str(folder / "hard.sqlite"), says="open library")


def test_an_output_is_written_through_a_temporary_file_of_its_own(tmp_path: Path) -> None:
    library = tmp_path / "x.part"  # what the temporary file was once named: never touched now
    library.write_bytes(b"library")
    write_output(tmp_path / "x", b"report", None)
    assert library.read_bytes() == b"library" and (tmp_path / "x").read_bytes() == b"report"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x", "x.part"]


@pytest.mark.skipif(not POSIX, reason="FIFOs and /dev/null are POSIX")
def test_outputs_refuse_non_regular_targets(world: dict[str, Any]) -> None:
    folder = world["dir"]
    os.mkfifo(folder / "pipe")
    refuses(world, "export", str(folder / "pipe"), says="named pipe")
    refuses(world, "report", "--comparison", "Raid", "--format", "csv", "-o", "/dev/null", says="device")
    refuses(world, "export", str(folder), says="folder")
    target = folder / "real.parallax"
    target.write_text("keep me", encoding="utf-8")
    (folder / "link.parallax").symlink_to(target)
    refuses(world, "export", str(folder / "link.parallax"), says="symbolic link")
    assert target.read_text(encoding="utf-8") == "keep me"
    assert not list(folder.glob("*.part"))


def test_output_into_a_missing_folder_is_one_error(world: dict[str, Any]) -> None:
    missing = world["dir"] / "nowhere" / "out.parallax"
    refuses(world, "export", str(missing), says="does not exist")
    refuses(world, "report", "--comparison", "Raid", "--format", "md", "-o", str(missing), says="does not exist")


def test_a_full_disk_leaves_no_part_file(world: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(outputs.os, "fsync", full)
    for argv in (["export", str(world["dir"] / "out.parallax")],
                 ["report", "--comparison", "Raid", "--format", "html", "-o", str(world["dir"] / "r.html")]):
        refuses(world, *argv, says="disk is full")
    assert not list(world["dir"].glob("*.part"))
    assert not (world["dir"] / "out.parallax").exists() and not (world["dir"] / "r.html").exists()


def test_an_interrupted_write_leaves_no_part_file(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    with pytest.raises(KeyboardInterrupt), atomic_output(target, None) as handle:
        handle.write(b"half")
        raise KeyboardInterrupt
    assert list(tmp_path.iterdir()) == []


def test_export_and_report_still_write(world: dict[str, Any]) -> None:
    out = world["dir"] / "ok.parallax"
    assert run("--library", str(world["lib"]), "export", str(out))[0] == 0
    assert out.stat().st_size > 0
    report = world["dir"] / "ok.md"
    assert run("--library", str(world["lib"]), "report", "--comparison", "Raid", "--format", "md", "-o", str(report))[0] == 0
    assert "Officers hurt" in report.read_text(encoding="utf-8")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("redirect", [">/dev/full", ">&-"])
def test_full_or_closed_standard_output_is_one_error(world: dict[str, Any], redirect: str) -> None:
    command = f'"{ENTRY}" --library "{world["lib"]}" report --comparison Raid --format md {redirect}'
    done = subprocess.run(["sh", "-c", command], capture_output=False, stderr=subprocess.PIPE, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr.startswith("parallax: error: ") and done.stderr.count("\n") == 1, done.stderr


# -- security 3: non-regular files hang -------------------------------------------------------


@pytest.mark.skipif(not POSIX, reason="FIFOs are POSIX")
def test_a_fifo_as_library_or_import_is_refused_at_once(world: dict[str, Any]) -> None:
    pipe = world["dir"] / "pipe.md"
    os.mkfifo(pipe)
    status, _, err = run("--library", str(pipe), "list")
    assert status == 1 and one_error(err) and "named pipe" in err
    refuses(world, "import", str(pipe), says="named pipe")
    with pytest.raises(LibraryError, match="named pipe"):
        Library(pipe)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_device_as_library_or_import_is_refused(world: dict[str, Any]) -> None:
    status, _, err = run("--library", "/dev/zero", "list")
    assert status == 1 and "device" in err
    refuses(world, "import", "/dev/zero", says="device")


# -- security 5: bytes that are not text ------------------------------------------------------


@pytest.mark.parametrize("argv", [["edit", "{a}", "--title", "\udcff"], ["highlight", "{a}", "--quote", "Five\udc80"],
                                  ["search", "\udcff"], ["import", "ok.md", "--comparison", "\udcffname"]])
def test_non_utf8_arguments_are_refused(world: dict[str, Any], argv: list[str]) -> None:
    err = refuses(world, *[x.format(a=world["a"]) for x in argv], status=2)
    assert err.startswith("parallax: error: ") and "UTF-8" in err


# -- security 9: numbers and names ----------------------------------------------------------------


@pytest.mark.parametrize("value", ["inf", "nan", "-1", "1e300", "soon"])
def test_bad_busy_timeouts_are_refused(world: dict[str, Any], value: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PARALLAX_BUSY_TIMEOUT", value)
    refuses(world, "list", says="PARALLAX_BUSY_TIMEOUT")


@pytest.mark.parametrize("value", [float("inf"), float("nan"), -1.0, 10**30])
def test_bad_busy_timeouts_are_refused_by_the_library(lib_path: Path, value: float) -> None:
    with pytest.raises(LibraryError, match="busy timeout"):
        Library(lib_path, busy_timeout=value)


def _int_options() -> list[tuple[str, str]]:
    found = []
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in subparsers.choices.items():
        for action in sub._actions:
            counts = action.type is int or getattr(action.type, "__name__", "") == "count"
            if action.option_strings and counts:
                found.append((name, action.option_strings[-1]))
    return found


def test_every_number_option_is_bounded() -> None:
    """Any option parsed into a number (of any command, present or added later) refuses a
    number too large for SQLite, and none uses a bare ``int``."""
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for sub in subparsers.choices.values():
        for action in sub._actions:
            assert action.type is not int and action.type is not float, f"{sub.prog} {action.option_strings}"
            if action.type is None or action.type is str or getattr(action.type, "__name__", "") == "library_arg":
                continue
            with pytest.raises((argparse.ArgumentTypeError, ValueError)):
                action.type("100000000000000000000000")
    assert ("search", "--limit") in _int_options() and ("highlight", "--occurrence") in _int_options()


@pytest.mark.parametrize("value", ["100000000000000000000000", "0", "-3", "x"])
def test_huge_or_non_positive_numbers_are_usage_errors(world: dict[str, Any], value: str) -> None:
    for command, option in _int_options():
        extra = {"search": ["officers"], "highlight": [world["a"], "--quote", "Five officers"]}.get(command, [])
        err = refuses(world, command, *extra, option, value, status=2)
        assert "Traceback" not in err and option in err


def test_occurrence_beyond_the_count_is_refused(world: dict[str, Any]) -> None:
    refuses(world, "highlight", world["a"], "--quote", "Five officers", "--occurrence", "3", says="only 2 times")


@pytest.mark.parametrize("argv", [["--library", ""], ["list", "--library", ""], ["--library=", "list"]])
def test_an_empty_library_path_is_refused(argv: list[str]) -> None:
    if "list" not in argv:
        argv = [*argv, "list"]
    status, _, err = run(*argv)
    assert status == 2 and "empty" in err


def test_an_empty_library_variable_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from parallax.library.paths import data_dir

    monkeypatch.setenv("PARALLAX_LIBRARY", "")
    status, _, err = run("comparisons")
    assert status == 1 and one_error(err) and "PARALLAX_LIBRARY" in err
    assert not (data_dir() / "library.sqlite").exists()


def test_link_to_an_unknown_comparison_is_refused(world: dict[str, Any]) -> None:
    refuses(world, "link", world["h1"], world["h2"], "--kind", "count", "--title", "Again", "--comparison", "UNKNOWN",
            says="no comparison")


# -- user 8: dates, the one linking rule, help text ------------------------------------------------


@pytest.mark.parametrize("value", ["last tuesday", "2026-13", "2026-02-30", "0000", "2026-03-14T25:00", "2026-03-14T09:20+99:99"])
def test_edit_refuses_what_is_not_an_iso_date(world: dict[str, Any], value: str) -> None:
    refuses(world, "edit", world["a"], "--published", value, says="not a date")


@pytest.mark.parametrize(("value", "stored"), [
    ("2026", "2026"), ("2026-03", "2026-03"), ("2026-03-14", "2026-03-14"),
    ("2026-03-14T09:20+01:00", "2026-03-14T08:20:00Z"), ("2026-03-14T09:20:05Z", "2026-03-14T09:20:05Z"),
    ("2026-03-14T09:20", "2026-03-14T09:20:00"),
])
def test_edit_stores_iso_dates_normalised(world: dict[str, Any], value: str, stored: str) -> None:
    status, out, err = run("--library", str(world["lib"]), "edit", world["a"], "--published", value, "--json")
    assert status == 0, err
    assert json.loads(out)["published"] == stored


def test_link_refuses_a_single_passage_like_the_app(world: dict[str, Any]) -> None:
    refuses(world, "link", world["h1"], "--kind", "count", "--title", "Alone", says="at least 2 passages")


def test_the_one_rule_lives_in_the_library(lib: Library) -> None:
    article, _ = lib.add_article("# A\n\nFive officers were hurt.\n")
    h = lib.highlight_quote(article.info.id, "Five officers")
    with pytest.raises(InputError, match="at least 2 passages"):
        lib.create_discrepancy([h.id], kind="count", title="Alone")
    assert lib.create_discrepancy([h.id], kind="omission", title="Only here").passages[0].highlight == h.id


def test_every_option_of_every_command_has_help() -> None:
    parser = build_parser()
    missing = []

    def walk(p: argparse.ArgumentParser) -> None:
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                for sub in action.choices.values():
                    walk(sub)
            elif action.help is None or (not action.help.strip() and action.help != argparse.SUPPRESS):
                missing.append(f"{p.prog} {action.option_strings or action.dest}")

    walk(parser)
    assert missing == []


# -- user 3: delete -----------------------------------------------------------------------------


def test_delete_removes_articles_highlights_and_says_what_a_discrepancy_lost(world: dict[str, Any]) -> None:
    status, out, err = run("--library", str(world["lib"]), "delete", world["a"][:12], "--json")
    assert status == 0, err
    done = json.loads(out)
    assert done["articles"] == [world["a"]] and done["highlights"] == 1 and done["passages"] == 1
    assert [(d["title"], d["passages"]) for d in done["short_discrepancies"]] == [("Officers hurt", 1)]
    with Library(world["lib"]) as lib:
        assert [a.id for a in lib.list_articles()] == [world["b"]]
        assert lib.list_articles("Raid")[0].id == world["b"]
        (left,) = lib.list_discrepancies()
        assert [p.highlight for p in left.passages] == [world["h2"]]


def test_delete_says_so_for_people_too(world: dict[str, Any]) -> None:
    status, out, _ = run("--library", str(world["lib"]), "delete", world["a"])
    assert status == 0
    assert "deleted 1 article" in out and "kept with 1 passage" in out and "Officers hurt" in out


def test_delete_of_an_unknown_article_changes_nothing(world: dict[str, Any]) -> None:
    refuses(world, "delete", world["a"], "ffffffffffff", says="no article")


def test_deleting_articles_can_be_undone_exactly(world: dict[str, Any]) -> None:
    before = content(world["lib"])
    with Library(world["lib"]) as lib:
        done = lib.delete_articles([world["a"], world["b"]])
        assert lib.list_articles() == [] and lib.list_highlights() == []
        lib.restore(done.snapshot)
    assert content(world["lib"]) == before


# -- security 6: read-only folder -------------------------------------------------------------------


def test_a_read_only_library_says_so_on_reads(world: dict[str, Any]) -> None:
    world["lib"].chmod(0o444)
    try:
        status, out, err = run("--library", str(world["lib"]), "list")
        assert status == 0 and "read-only" in err and "Raid" in out
    finally:
        world["lib"].chmod(0o644)


class NoSharedMemory(sqlite3.Connection):
    def execute(self, *args: Any, **kwargs: Any) -> sqlite3.Cursor:
        raise sqlite3.OperationalError("attempt to write a readonly database")


def test_when_the_folder_cannot_hold_the_shm_file_the_library_opens_immutable(
    world: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a read-only folder does to SQLite (mode=ro needs a -shm file it cannot create),
    simulated so that it also runs as root, who may write any folder."""
    real_connect = sqlite3.connect
    opened: list[str] = []

    def connect(target: str, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        opened.append(target)
        if target.endswith("?mode=ro"):  # opening works; the first read fails without a -shm
            return real_connect(":memory:", factory=NoSharedMemory)
        return real_connect(target, *args, **kwargs)

    monkeypatch.setattr(db.sqlite3, "connect", connect)
    monkeypatch.setattr(db, "_is_read_only", lambda path: True)
    before = world["lib"].read_bytes()
    with Library(world["lib"]) as lib:
        assert lib.read_only and len(lib.list_articles()) == 2
        with pytest.raises(LibraryError, match="read-only"):
            lib.update_article(world["a"], title="Changed")
    assert opened[-1].endswith("?immutable=1")
    assert world["lib"].read_bytes() == before


@pytest.mark.skipif(not POSIX or os.geteuid() == 0, reason="root may write a read-only folder")
def test_a_library_in_a_read_only_folder_reads(world: dict[str, Any]) -> None:
    folder = world["dir"] / "shelf"
    folder.mkdir()
    copy = folder / "library.sqlite"
    copy.write_bytes(world["lib"].read_bytes())
    folder.chmod(0o555)
    try:
        status, out, err = run("--library", str(copy), "list")
        assert status == 0 and "Raid" in out and "read-only" in err
        status, _, err = run("--library", str(copy), "edit", world["a"], "--title", "X")
        assert status == 1 and "read-only" in err
    finally:
        folder.chmod(0o755)


# -- security 8: damaged libraries --------------------------------------------------------------------


def damage(path: Path, world: dict[str, Any] | None = None) -> bytes:
    """Overwrite the pages after the first two (the schema stays readable)."""
    with Library(path) as lib:
        for n in range(30):
            lib.add_article(f"# Filler {n}\n\n" + f"Paragraph {n} of filler text. " * 400 + "\n")
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    page = 4096
    for at in range(3 * page, len(data) - page, 7 * page):
        data[at + 8 : at + page] = bytes(range(256)) * ((page - 8) // 256) + bytes((page - 8) % 256)
    path.write_bytes(bytes(data))
    return bytes(data)


@pytest.mark.parametrize("argv", [
    ["export", "{dir}/out.parallax"], ["list"], ["search", "filler"], ["discrepancies"],
    ["edit", "{a}", "--title", "Changed"], ["highlight", "{a}", "--quote", "Five officers ran"],
    ["delete", "{a}"], ["import", "{dir}/new.md"],
])
def test_a_damaged_library_is_named_and_never_written(world: dict[str, Any], argv: list[str]) -> None:
    (world["dir"] / "new.md").write_text("# New\n\nA new article arrives.\n", encoding="utf-8")
    damaged_bytes = damage(world["lib"])
    status, _, err = run("--library", str(world["lib"]), *[x.format(**{k: str(v) for k, v in world.items()}) for x in argv])
    if status == 0:  # a read that never met a damaged page
        assert argv[0] in ("list", "discrepancies")
    else:
        assert one_error(err) and "this library is damaged" in err and ".bak" in err, err
        assert "Traceback" not in err and "DatabaseError" not in err
    assert world["lib"].read_bytes() == damaged_bytes
    assert not (world["dir"] / "out.parallax").exists()


def test_a_library_cut_short_is_damaged_at_open(world: dict[str, Any]) -> None:
    damage(world["lib"])
    data = world["lib"].read_bytes()
    world["lib"].write_bytes(data[: len(data) // 2 + 100])
    with pytest.raises(LibraryDamagedError, match="this library is damaged"):
        Library(world["lib"])


def test_the_library_refuses_writes_after_damage_is_seen(world: dict[str, Any]) -> None:
    damage(world["lib"])
    with Library(world["lib"]) as lib:
        with pytest.raises(LibraryDamagedError):
            lib.update_article(world["a"], title="Changed")
        assert lib.damaged


# -- security 7: killed imports --------------------------------------------------------------------


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_import_workers_end_when_their_parent_is_killed(tmp_path: Path) -> None:
    files = []
    for n in range(30):
        path = tmp_path / f"page{n}.txt"
        path.write_text(f"Page {n}\n\n" + f"Words of page {n}. " * 20 + "\n", encoding="utf-8")
        files.append(str(path))
    code = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "import parallax.library.ingest as ingest\n"
        "from parallax.library.store import Library\n"
        "real = ingest.read_document\n"
        "ingest.MAX_WORKERS = 2\n"
        "import os\n"
        "os.cpu_count = lambda: 2\n"
        "lib = Library(sys.argv[1])\n"
        "def slow(index, total, path):\n"
        "    if index == 1:\n"
        "        print('started', flush=True)\n"
        "        time.sleep(120)\n"
        "    return True\n"
        "ingest.import_paths(lib, [Path(p) for p in sys.argv[2:]], progress=slow)\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", code, str(tmp_path / "lib.sqlite"), *files],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None and parent.stdout.readline().strip() == "started"
        workers = _children(parent.pid)
        assert workers, "the import should run worker processes"
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait(timeout=30)
        deadline = time.monotonic() + 30
        while any(_running(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [w for w in workers if _running(w)]
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        if parent.stdout is not None:
            parent.stdout.close()


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(entry.name))
    return found


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"
