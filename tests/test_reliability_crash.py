"""Crash safety: a writer killed at any moment loses nothing it reported as saved.

A child process writes annotations through the public API (each highlight and each
discrepancy its own transaction) and prints each id once the call has returned, i.e. once it
is committed. The test kills it with SIGKILL after a random number of lines, so the kill lands
anywhere: opening the library, mid-transaction, mid-commit, mid-checkpoint. Afterwards the
library must open, pass ``PRAGMA integrity_check``, hold every id the child printed, and hold
no half-written discrepancy (one with fewer passages than it was created with).

SIGKILL tests what the library does (transactions, WAL, recovery); it cannot test a power cut,
which also loses what the operating system had not yet written: that part rests on
``synchronous=FULL`` (see docs/performance.md). ``bench/bench_crash.py`` runs the same
harness for hundreds of kills.
"""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from parallax.library.store import Library

CHILD = r"""
import random, sys
print("start", flush=True)
from parallax.library.store import Library

path, seed = sys.argv[1], int(sys.argv[2])
rng = random.Random(seed)
lib = Library(path)
comparison = lib.get_comparison("Crash")
texts = {a: lib.get_article(a).reading_text for a in comparison.article_ids}
starts = {a: [i for i in range(len(t) - 40) if t[i].isalnum() and (i == 0 or t[i - 1] == " ")]
          for a, t in texts.items()}
made = [h.id for h in lib.list_highlights()][-50:]
print("ready", flush=True)
while True:
    if len(made) >= 3 and rng.random() < 0.3:
        chosen = rng.sample(made[-50:], rng.choice((2, 3)))
        d = lib.create_discrepancy(chosen, kind=rng.choice(("count", "outcome")),
                                   title=f"passages={len(chosen)}", comparison=comparison.id,
                                   note="n" * rng.choice((0, 0, 3000)))
        print("d", d.id, flush=True)
    else:
        article = rng.choice(comparison.article_ids)
        start = rng.choice(starts[article])
        # An occasional long note grows the write-ahead log, so some kills hit a checkpoint.
        h = lib.add_highlight(article, start, start + rng.randint(3, 30), note="x" * rng.choice((0, 0, 0, 20000)))
        print("h", h.id, flush=True)
        made.append(h.id)
"""

ARTICLE = (
    "# Raid ends near the capital\n\n"
    + "\n\n".join(
        f"Paragraph {n}: officials said five officers were wounded, while witnesses counted eight; "
        f"the ministry called the operation a success and critics called it reckless. Café {n} 😀."
        for n in range(40)
    )
    + "\n"
)


@dataclass
class CrashReport:
    """What a run of kill rounds did, and every problem found (empty when all is well)."""

    kills: int = 0
    highlights_reported: int = 0
    discrepancies_reported: int = 0
    killed_before_ready: int = 0
    failures: list[str] = field(default_factory=list)


def make_library(path: Path) -> None:
    """The starting library: two articles in the comparison "Crash"."""
    with Library(path) as lib:
        a, _ = lib.add_article(ARTICLE, comparison="Crash")
        b, _ = lib.add_article(ARTICLE.replace("five", "six").replace("Raid ends", "Raid over"), comparison="Crash")
        assert a.id != b.id


def check_library(path: Path, highlights: set[str], discrepancies: set[str]) -> list[str]:
    """Everything that is wrong with the library after a crash, as messages."""
    problems: list[str] = []
    conn = sqlite3.connect(path)
    try:
        result = conn.execute("PRAGMA integrity_check").fetchall()
        if result != [("ok",)]:
            problems.append(f"integrity_check: {result[:5]}")
        if conn.execute("PRAGMA foreign_key_check").fetchall():
            problems.append("foreign_key_check found dangling references")
        stored_h = {r[0] for r in conn.execute("SELECT id FROM highlights")}
        stored_d = {r[0] for r in conn.execute("SELECT id FROM discrepancies")}
        if lost := highlights - stored_h:
            problems.append(f"{len(lost)} reported highlight(s) lost, e.g. {sorted(lost)[0]}")
        if lost := discrepancies - stored_d:
            problems.append(f"{len(lost)} reported discrepancy(ies) lost, e.g. {sorted(lost)[0]}")
        for did, title, count in conn.execute(
            "SELECT d.id, d.title, count(p.highlight) FROM discrepancies d "
            "LEFT JOIN discrepancy_passages p ON p.discrepancy = d.id GROUP BY d.id"
        ):
            if title != f"passages={count}":
                problems.append(f"partial discrepancy {did}: {title!r} but {count} passage(s)")
    finally:
        conn.close()
    try:
        with Library(path) as lib:  # the app can open it and read through it
            lib.list_discrepancies("Crash")
    except Exception as exc:  # any failure here is the finding, whatever its type
        problems.append(f"Library() after the crash: {type(exc).__name__}: {exc}")
    return problems


def crash_rounds(path: Path, rounds: int, seed: int, *, max_lines: int = 40) -> CrashReport:
    """Kill a writing child ``rounds`` times and check the library after each kill."""
    if not path.exists():
        make_library(path)
    rng = random.Random(seed)
    report = CrashReport()
    highlights: set[str] = set()
    discrepancies: set[str] = set()
    env = dict(os.environ)
    for round_number in range(rounds):
        lines = rng.choice((0, 0, 1)) if rng.random() < 0.1 else rng.randint(1, max_lines)
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(rng.randrange(2**32))],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )
        assert child.stdout is not None and child.stderr is not None
        try:
            read = 0
            ready = False
            while read < lines + 2:  # "start" and "ready" come first
                line = child.stdout.readline()
                if not line:
                    break
                kind, _, value = line.strip().partition(" ")
                if kind == "ready":
                    ready = True
                elif kind == "h":
                    highlights.add(value)
                    report.highlights_reported += 1
                elif kind == "d":
                    discrepancies.add(value)
                    report.discrepancies_reported += 1
                read += 1
            else:
                child.send_signal(signal.SIGKILL)
                report.kills += 1
                report.killed_before_ready += not ready
            child.wait(timeout=60)
            if child.returncode != -signal.SIGKILL:
                report.failures.append(
                    f"round {round_number}: the writer stopped by itself ({child.returncode}): "
                    f"{child.stderr.read()[-800:]}"
                )
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
            child.stdout.close()
            child.stderr.close()
        report.failures.extend(f"round {round_number}: {p}" for p in check_library(path, highlights, discrepancies))
        if len(report.failures) > 20:
            break
    return report


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_nothing_committed(tmp_path: Path) -> None:
    report = crash_rounds(tmp_path / "crash.sqlite", rounds=20, seed=20260601)
    assert report.failures == []
    assert report.kills == 20
    assert report.highlights_reported > 40 and report.discrepancies_reported > 5
