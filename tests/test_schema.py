"""The library file's schema is frozen: a fresh library has exactly the schema written down in
tests/data/library-schema.sql, whatever the installed packages. A change to it is a new
migration (library/migrations.py) and a deliberate update of that file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from parallax.library.db import SCHEMA_VERSION
from parallax.library.store import Library

FROZEN = Path(__file__).with_name("data") / "library-schema.sql"


def schema_of(lib: Library) -> str:
    """Every table, index, trigger and view as SQLite keeps it, in a stable order."""
    rows = lib.connection.execute(
        "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name"
    ).fetchall()
    version = lib.connection.execute("PRAGMA user_version").fetchone()[0]
    return f"-- user_version {version}\n" + "".join(f"-- {t} {n}\n{s};\n" for t, n, s in rows)


def test_a_fresh_library_has_the_frozen_schema(tmp_path: Path) -> None:
    with Library(tmp_path / "fresh.sqlite") as lib:
        assert schema_of(lib) == FROZEN.read_text(encoding="utf-8")


def test_the_frozen_schema_is_of_the_current_version() -> None:
    assert FROZEN.read_text(encoding="utf-8").startswith(f"-- user_version {SCHEMA_VERSION}\n")


def test_creating_a_library_needs_no_sqlite_utils(tmp_path: Path) -> None:
    code = (
        "import sys; sys.modules['sqlite_utils'] = None\n"
        "from parallax.library.store import Library\n"
        f"Library({str(tmp_path / 'new.sqlite')!r}).close()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_the_documented_sqlite_utils_recipes_run_on_a_library(tmp_path: Path) -> None:
    """sqlite-utils is installed for docs/library-file.md's recipes: each runs on a real library."""
    import re

    from parallax.library.demo import load_demo
    from parallax.library.store import Library

    path = tmp_path / "library.sqlite"
    with Library(path) as lib:
        load_demo(lib, "en")
    docs = (Path(__file__).resolve().parents[1] / "docs" / "library-file.md").read_text(encoding="utf-8")
    commands = re.findall(r"^sqlite-utils (?:[^\n]*\\\n)*[^\n]*", docs, re.MULTILINE)
    assert len(commands) >= 3
    tool = Path(sys.executable).with_name("sqlite-utils")
    for command in commands:
        args = [a for a in re.findall(r'"[^"]*"|\S+', command.replace("\\\n", " ")) if a not in (">", "claims.csv")]
        args = [a.strip('"').replace("library.sqlite", str(path)) for a in args[1:]]
        done = subprocess.run([str(tool), *args], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stdout.strip(), (command, done.stderr)
