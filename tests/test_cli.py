"""The command line as users script it: shapes, exit codes, and bad input that changes nothing."""

from __future__ import annotations

import argparse
import io
import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from parallax.library.cli import DESKTOP, DesktopRequest, UsageError, main, parse_request, running
from parallax.library.db import SCHEMA_VERSION

from .library_files import dump

ENTRY = Path(sys.executable).with_name("parallax")


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def run_json(*argv: str) -> Any:
    status, out, err = run(*argv, "--json")
    assert status == 0, err
    return json.loads(out)



def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def two_articles(tmp_path: Path, lib_path: Path) -> tuple[Path, str, str]:
    a = write(tmp_path, "a.txt", "Raid ends\n\nTwo officers were killed and five injured, officials said.\n\nLater, five injured were counted again.\n")
    b = write(tmp_path, "b.md", "# Rebel killed\n\nEight police officers were wounded, minister Reverol said.\n")
    results = run_json("--library", str(lib_path), "import", str(a), str(b))
    return lib_path, results[0]["id"], results[1]["id"]


def test_no_command_and_open_are_for_the_desktop() -> None:
    assert main([], out=io.StringIO(), err=io.StringIO()) == DESKTOP
    assert main(["open", "x.txt"], out=io.StringIO(), err=io.StringIO()) == DESKTOP


def test_usage_errors_exit_2() -> None:
    status, _, err = run("frobnicate")
    assert status == 2 and "parallax: error:" in err
    status, _, err = run("highlight", "abc")
    assert status == 2 and "--quote" in err


def test_import_list_show(two_articles: tuple[Path, str, str]) -> None:
    lib, a, b = two_articles
    again = run_json("--library", str(lib), "list")
    assert {x["id"] for x in again} == {a, b}
    shown = run_json("--library", str(lib), "show", a[:8])
    assert shown["id"] == a and shown["title"] == "Raid ends"
    assert shown["reading_text"].startswith("Raid ends\nTwo officers")
    status, out, _ = run("--library", str(lib), "show", a[:8])
    assert status == 0 and "Two officers" in out


def test_import_twice_reports_duplicates(two_articles: tuple[Path, str, str], tmp_path: Path) -> None:
    lib, a, _ = two_articles
    results = run_json("--library", str(lib), "import", str(tmp_path / "a.txt"), "--comparison", "Raid")
    assert results == [
        {"path": str(tmp_path / "a.txt"), "status": "duplicate", "id": a, "title": "Raid ends", "error": None, "kind": "article", "warnings": []}
    ]
    comparisons = run_json("--library", str(lib), "comparisons")
    assert comparisons[0]["name"] == "Raid" and comparisons[0]["articles"] == [a]


def test_library_from_environment(two_articles: tuple[Path, str, str], monkeypatch: pytest.MonkeyPatch) -> None:
    lib, a, b = two_articles
    monkeypatch.setenv("PARALLAX_LIBRARY", str(lib))
    assert {x["id"] for x in run_json("list")} == {a, b}


def test_highlight_link_discrepancies(two_articles: tuple[Path, str, str]) -> None:
    lib, a, b = two_articles
    h1 = run_json("--library", str(lib), "highlight", a, "--quote", "five injured", "--occurrence", "1")
    h2 = run_json("--library", str(lib), "highlight", b, "--quote", "Eight police officers were wounded")
    shown = run_json("--library", str(lib), "show", a)
    assert shown["reading_text"][h1["start"] : h1["end"]] == h1["exact"] == "five injured"
    d = run_json(
        "--library", str(lib), "link", h1["id"][:8], h2["id"][:8], "--kind", "count", "--title", "Wounded officers",
        "--claim", f"{h1['id'][:8]}=5", "--claim", f"{h2['id'][:8]}=8", "--note", "numbers differ",
    )
    assert d["kind"] == "count" and d["title"] == "Wounded officers" and d["status"] == "open"
    listed = run_json("--library", str(lib), "discrepancies")
    assert len(listed) == 1
    passages = listed[0]["passages"]
    assert [(p["article"], p["exact"], p["claim"]) for p in passages] == [
        (a, "five injured", "5"),
        (b, "Eight police officers were wounded", "8"),
    ]
    status, out, _ = run("--library", str(lib), "discrepancies")
    assert status == 0 and "Wounded officers" in out and "=> 8" in out


def test_search_with_snippets(two_articles: tuple[Path, str, str]) -> None:
    lib, _, b = two_articles
    hits = run_json("--library", str(lib), "search", "Reverol")
    assert [h["id"] for h in hits] == [b]
    assert "[Reverol]" in hits[0]["snippet"]


def test_edit_metadata(two_articles: tuple[Path, str, str]) -> None:
    lib, a, _ = two_articles
    info = run_json("--library", str(lib), "edit", a, "--outlet", "Wire", "--published", "2018-01-16")
    assert info["outlet"] == "Wire" and info["published"] == "2018-01-16"
    status, _, err = run("--library", str(lib), "edit", a)
    assert status == 1 and err.startswith("parallax: error:")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "ffffffffff"], "no article"),
        (["highlight", "{a}", "--quote", "not in the text"], "does not occur"),
        (["highlight", "{a}", "--quote", "five injured"], "--occurrence"),
        (["highlight", "{a}", "--quote", "five injured", "--occurrence", "9"], ""),
        (["link", "nohighlight", "nohighlight2", "--kind", "count", "--title", "x"], "no highlight"),
        (["discrepancies", "--comparison", "missing"], "no comparison"),
        (["list", "--comparison", "missing"], "no comparison"),
    ],
)
def test_errors_change_nothing(two_articles: tuple[Path, str, str], argv: list[str], message: str) -> None:
    lib, a, _ = two_articles
    run_json("--library", str(lib), "highlight", a, "--quote", "killed")
    before = dump(lib)
    status, out, err = run("--library", str(lib), *[x.format(a=a) for x in argv])
    assert status == 1
    assert err.startswith("parallax: error:") and err.count("\n") == 1
    assert message.lower() in err.lower()
    assert out == ""
    assert dump(lib) == before


def test_ambiguous_prefix(lib_path: Path, tmp_path: Path) -> None:
    files = [write(tmp_path, f"{i}.txt", f"Title {i}\n\nBody {i}.\n") for i in range(17)]
    ids = [r["id"] for r in run_json("--library", str(lib_path), "import", *map(str, files))]
    firsts = [i[0] for i in ids]
    shared = next(c for c in firsts if firsts.count(c) > 1)
    before = dump(lib_path)
    status, _, err = run("--library", str(lib_path), "show", shared)
    assert status == 1 and "several" in err
    assert dump(lib_path) == before


def test_import_bad_files_imports_the_rest(lib_path: Path, tmp_path: Path) -> None:
    good = write(tmp_path, "good.txt", "Good title\n\nGood body.\n")
    binary = tmp_path / "binary.txt"
    binary.write_bytes(bytes(range(256)) * 40)
    missing = tmp_path / "missing.txt"
    unreadable = tmp_path / "folder.txt"
    unreadable.mkdir()
    status, out, err = run("--library", str(lib_path), "import", str(good), str(binary), str(missing), str(unreadable), "--json")
    results = json.loads(out)
    assert status == 1
    assert [r["status"] for r in results] == ["imported", "error", "error", "error"]
    assert all(r["error"] for r in results[1:])
    assert err.count("parallax: error:") == 3
    assert [a["title"] for a in run_json("--library", str(lib_path), "list")] == ["Good title"]


def test_not_a_sqlite_file_is_untouched(tmp_path: Path) -> None:
    bogus = tmp_path / "notes.sqlite"
    bogus.write_bytes(b"these are my precious notes, not a database\n" * 10)
    before = bogus.read_bytes()
    status, _, err = run("--library", str(bogus), "list")
    assert status == 1 and "not a Parallax library" in err
    assert bogus.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.sqlite"]


def test_other_programs_database_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    before = other.read_bytes()
    status, _, err = run("--library", str(other), "list")
    assert status == 1 and "another program" in err
    assert other.read_bytes() == before


def test_newer_schema_is_refused(two_articles: tuple[Path, str, str]) -> None:
    lib, _, _ = two_articles
    conn = sqlite3.connect(lib)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = dump(lib)
    status, _, err = run("--library", str(lib), "list")
    assert status == 1 and "newer Parallax" in err
    assert dump(lib) == before
    conn = sqlite3.connect(lib)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    conn.close()


def test_read_only_library_reads_but_refuses_writes(two_articles: tuple[Path, str, str], tmp_path: Path) -> None:
    lib, a, _ = two_articles
    before = dump(lib)
    lib.chmod(0o444)
    try:
        assert len(run_json("--library", str(lib), "list")) == 2
        status, _, err = run("--library", str(lib), "highlight", a, "--quote", "killed")
        assert status == 1 and "read-only" in err
        extra = write(tmp_path, "c.txt", "Third\n\nThird body.\n")
        status, _, err = run("--library", str(lib), "import", str(extra))
        assert status == 1 and "read-only" in err
    finally:
        lib.chmod(0o644)
    assert dump(lib) == before


def test_locked_library(two_articles: tuple[Path, str, str]) -> None:
    lib, a, _ = two_articles
    before = dump(lib)
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
         "c.execute('BEGIN IMMEDIATE'); print('locked', flush=True); sys.stdin.read()", str(lib)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        status, _, err = run("--library", str(lib), "highlight", a, "--quote", "killed")
        assert status == 1 and "busy" in err and "another program" in err
        assert len(run_json("--library", str(lib), "list")) == 2  # reading still works
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
        if holder.stdout is not None:
            holder.stdout.close()
    assert dump(lib) == before


def test_console_script_does_not_load_qt(two_articles: tuple[Path, str, str]) -> None:
    lib, _, _ = two_articles
    code = (
        "import sys; sys.argv = ['parallax', '--library', sys.argv[1], 'list', '--json']\n"
        "from parallax.desktop.entry import main\n"
        "try:\n    main()\nexcept SystemExit as e:\n    assert e.code == 0\n"
        "assert 'PySide6' not in sys.modules, 'Qt was imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(lib)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout)) == 2


@pytest.mark.skipif(not ENTRY.exists(), reason="console script not installed")
def test_installed_console_script(two_articles: tuple[Path, str, str]) -> None:
    lib, _, _ = two_articles
    done = subprocess.run([str(ENTRY), "--library", str(lib), "comparisons", "--json"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and json.loads(done.stdout) == []
    done = subprocess.run([str(ENTRY), "--library", str(lib), "show", "nope"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stderr.startswith("parallax: error:")


def test_positions_are_code_points_in_an_emoji_article(lib_path: Path, tmp_path: Path) -> None:
    text = (
        "Emoji report 🚒🔥\n\n"
        "Crews 👩‍🚒👨‍🚒 arrived at 🕙 22:52; flags 🇻🇪🇺🇸 flew. Café\u0301 owner said 𝔣𝔦𝔳𝔢 were hurt 🤕.\n\n"
        "Later 👨‍👩‍👧‍👦 families said eight were hurt.\n"
    )
    source = tmp_path / "emoji.txt"
    source.write_text(text, encoding="utf-8")
    article = run_json("--library", str(lib_path), "import", str(source))[0]["id"]
    quotes = ["𝔣𝔦𝔳𝔢 were hurt 🤕", "👨‍👩‍👧‍👦 families", "flags 🇻🇪🇺🇸 flew", "eight were hurt"]
    made = [run_json("--library", str(lib_path), "highlight", article, "--quote", q) for q in quotes]
    shown = run_json("--library", str(lib_path), "show", article)
    for quote, highlight in zip(quotes, made, strict=True):
        assert shown["reading_text"][highlight["start"] : highlight["end"]] == highlight["exact"] == quote
    assert {h["id"] for h in shown["highlights"]} == {h["id"] for h in made}


@pytest.mark.parametrize(
    ("argv", "library", "files"),
    [
        ([], None, []),
        (["--library", "lib.sqlite"], "lib.sqlite", []),
        (["--library=lib.sqlite"], "lib.sqlite", []),
        (["open", "a.txt", "b.txt"], None, ["a.txt", "b.txt"]),
        (["--library", "lib.sqlite", "open", "a.txt"], "lib.sqlite", ["a.txt"]),
    ],
)
def test_desktop_requests(argv: list[str], library: str | None, files: list[str]) -> None:
    """The app's start reads the library and files from the command line, the usual start
    without building the parser."""
    request = parse_request(argv)
    assert isinstance(request, DesktopRequest)
    assert request.library == (Path(library) if library else None)
    assert list(request.files) == [Path(f) for f in files]


@pytest.mark.parametrize(
    "argv",
    [
        ["open", "--", "-a.txt"],
        ["--library", "lib.sqlite", "open", "--", "a.txt"],
        ["open", "-", "a.txt"],
        ["open", "--library", "other.sqlite", "a.txt"],
        ["open", "--", "a.txt", "--", "b.txt"],
        ["open", "a b.txt", "ü.txt"],
        ["--library", "lib.sqlite", "open"],
    ],
)
def test_the_quick_reading_of_open_agrees_with_argparse(argv: list[str]) -> None:
    """``[--library PATH] open FILE...`` is read without the parser (it cost the start of
    ``parallax open`` ~10 ms); whatever it reads, argparse reads the same."""
    quick = running.desktop_request(list(argv))
    parsed = running.parse(argv)
    if quick is not None:
        assert quick.library == (Path(parsed.library) if parsed.library else None)
        assert list(quick.files) == [Path(f) for f in parsed.files]


def test_commands_and_bad_lines_are_not_desktop_requests() -> None:
    assert not isinstance(parse_request(["--library", "x.sqlite", "list"]), DesktopRequest)
    with pytest.raises(UsageError):
        parse_request(["--library"])
    with pytest.raises(UsageError):
        parse_request(["--frobnicate"])


def test_every_command_is_declared_once_with_the_function_that_runs_it() -> None:
    """One registration per command (argparse's ``set_defaults(run=...)``): no dispatch table
    elsewhere can forget one. ``open`` is the desktop's."""
    from parallax.library.cli import build_parser

    subparsers = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in subparsers.choices.items():
        assert (sub.get_default("run") is None) == (name == "open"), name
