"""An upgrade killed at any moment leaves the library as it was; the next start upgrades it.

A child process opens a library of format 8 (as Parallax left it before the search index of
format 9) and kills itself with SIGKILL partway: after a chosen number of SQLite's
virtual-machine steps inside the upgrade's transaction (dropping the old full-text index,
building the new one, optimizing it), or partway through copying the backup that comes first.
After every kill the file must pass ``integrity_check`` and the full-text index its own
``integrity-check``, still be format 8, and find what it found before; the last start, not
killed, upgrades it, and the backup beside it is the whole format-8 library. A kill while the
upgrade then gives the freed pages back (``VACUUM``, a transaction of its own) leaves the
upgraded library, whole.
"""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from parallax.library.db import APPLICATION_ID, SCHEMA_VERSION
from parallax.library.migrations import MIGRATIONS
from parallax.library.textmodel import blocks_to_json, parse_blocks

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

WORDS = ("smoke", "officers", "wounded", "ministry", "Kraków", "Medellín", "river", "flood", "count", "warehouse")

CHILD = r"""
import os, signal, sqlite3, sys, threading, time
from parallax.library import db

path, mode, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
seen = [0]

def tick():
    seen[0] += 1
    if steps and seen[0] >= steps:
        os.kill(os.getpid(), signal.SIGKILL)
    return 0

if mode in ("migrate", "delay"):
    original = db.migrate
    def migrate(conn, where, version):
        if mode == "delay":  # a kill from outside SQLite's steps: inside the index's own C code
            if steps:
                threading.Timer(steps / 1e6, lambda: os.kill(os.getpid(), signal.SIGKILL)).start()
        else:
            conn.set_progress_handler(tick, 1)
        began = time.perf_counter()
        try:
            original(conn, where, version)
        finally:
            conn.set_progress_handler(None, 0)
        seen[0] = seen[0] if mode == "migrate" else int((time.perf_counter() - began) * 1e6)
    db.migrate = migrate
elif mode == "compact":  # after the upgrade's transaction, giving the freed pages back
    original_compact = db.compact
    def compact(conn, where, report=None):
        conn.set_progress_handler(tick, 1)
        try:
            original_compact(conn, where, report)
        finally:
            conn.set_progress_handler(None, 0)
    db.compact = compact
else:
    original_backup = db._backup
    def backup(conn, where, version):
        dest = sqlite3.connect(f"{where}.v{version}.bak")
        with dest:
            conn.backup(dest, pages=1, progress=lambda *_: tick())
        dest.close()
    db._backup = backup
from parallax.library.store import Library
Library(path).close()
print("steps", seen[0], flush=True)
"""


OLD = 8
"""The format before the search index of format 9."""


def old_library(path: Path, articles: int = 400) -> None:
    """A format-8 library with ``articles`` articles, written as format 8 wrote them."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for migration in MIGRATIONS[:OLD]:
        migration(conn)
    conn.execute(f"PRAGMA user_version = {OLD}")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    rng = random.Random(7)
    for n in range(articles):
        body = f"# Report {n}\n\n" + " ".join(rng.choice(WORDS) for _ in range(300)) + "\n"
        text = parse_blocks(body)
        conn.execute(
            "INSERT INTO articles (id, title, source_format, imported_at, markdown, reading_text, text_model, blocks) "
            "VALUES (?, ?, 'markdown', '2026-01-01T00:00:00.000Z', ?, ?, 1, ?)",
            (f"{n:064x}", f"Report {n}", body, text.reading_text, blocks_to_json(text)),
        )
    conn.execute("COMMIT")
    conn.close()


def state(path: Path) -> tuple[int, list[int], list[int]]:
    """(format, rowids matching "smoke wounded", rowids matching "kra*"), after checking the file."""
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.execute("INSERT INTO articles_fts (articles_fts) VALUES ('integrity-check')")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        words = [r[0] for r in conn.execute("SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'smoke wounded' ORDER BY rowid")]
        prefix = [r[0] for r in conn.execute("SELECT rowid FROM articles_fts WHERE articles_fts MATCH 'kra*' ORDER BY rowid")]
        return version, words, prefix
    finally:
        conn.close()


def run(path: Path, mode: str, steps: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", CHILD, str(path), mode, str(steps)],
                          capture_output=True, text=True, timeout=120, check=False)


def test_an_upgrade_killed_anywhere_leaves_the_old_library(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite"
    old_library(path)
    before = state(path)
    assert before[0] == OLD and before[1] and before[2]
    # How long the upgrade is, in SQLite's steps and in time, measured on copies never killed.
    probes = [tmp_path / "steps.sqlite", tmp_path / "timed.sqlite"]
    for probe in probes:
        old_library(probe)
    counted, timed = run(probes[0], "migrate", 0), run(probes[1], "delay", 0)
    assert counted.returncode == 0 and timed.returncode == 0, counted.stderr + timed.stderr
    total, micros = int(counted.stdout.split()[-1]), int(timed.stdout.split()[-1])
    assert total > 20
    rng = random.Random(8)
    for steps in (1, 2, 5):  # partway through the backup the upgrade copies first
        killed = run(path, "backup", steps)
        assert killed.returncode == -signal.SIGKILL, (steps, killed.stderr)
        assert state(path) == before
    for steps in sorted({*rng.sample(range(1, total), 10), 1, total - 1}):
        killed = run(path, "migrate", steps)
        assert killed.returncode == -signal.SIGKILL, (steps, killed.stderr)
        assert state(path) == before, f"after a kill at step {steps} of {total}"
    # Kills from a timer land inside SQLite's own long steps too (the index being built); one
    # that comes once the upgrade has committed finds it whole.
    upgraded = (SCHEMA_VERSION, before[1], before[2])
    for delay in sorted(rng.sample(range(1, max(micros, 10)), 6)):
        killed = run(path, "delay", delay)
        assert killed.returncode in (0, -signal.SIGKILL), (delay, killed.stderr)
        found = state(path)
        assert found in (before, upgraded), f"after a kill {delay} µs into an upgrade of {micros} µs"
        if found == upgraded:
            break
    finished = run(path, "migrate", 0)
    assert finished.returncode == 0, finished.stderr
    assert state(path) == upgraded
    backup = path.with_name(path.name + f".v{OLD}.bak")
    assert state(backup) == before
    assert not Path(f"{backup}-journal").exists()


def test_a_kill_while_the_upgrade_gives_pages_back_leaves_the_upgraded_library(tmp_path: Path) -> None:
    """The ``VACUUM`` after the upgrade (:func:`parallax.library.db.compact`) is a transaction of
    its own: killed anywhere, the library is the upgraded one, whole, finding what it found."""
    import shutil

    template = tmp_path / "template.sqlite"
    old_library(template)
    before = state(template)
    probe = tmp_path / "steps.sqlite"
    shutil.copy(template, probe)
    counted = run(probe, "compact", 0)
    assert counted.returncode == 0, counted.stderr
    total = int(counted.stdout.split()[-1])
    assert total > 20  # it ran: the upgrade from format 8 frees the old search index's pages
    upgraded = (SCHEMA_VERSION, before[1], before[2])
    for steps in sorted({*random.Random(9).sample(range(1, total), 6), 1, total - 1}):
        path = tmp_path / f"killed-{steps}.sqlite"
        shutil.copy(template, path)
        killed = run(path, "compact", steps)
        assert killed.returncode == -signal.SIGKILL, (steps, killed.stderr)
        assert state(path) == upgraded, f"after a kill at step {steps} of {total}"
