"""Several programs writing one library at once: they wait for each other, nobody fails.

Every write is ``BEGIN IMMEDIATE`` with a busy timeout (10 s by default), so a second writer
waits for the first instead of meeting "database is locked". These tests run real processes
with the default timeout (the suite's 0.3 s, set for speed in conftest, is removed from their
environment) and count rows at the end: no error reaches the user and no write is lost.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parallax.library.db import DEFAULT_BUSY_TIMEOUT
from parallax.library.store import Library

from .test_reliability_crash import make_library

pytestmark = pytest.mark.slow

WRITER = r"""
import sys
from parallax.library.store import Library

path, me, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
lib = Library(path)
comparison = lib.get_comparison("Crash")
article = comparison.article_ids[me % 2]
text = lib.get_article(article).reading_text
starts = [i for i in range(len(text) - 20) if text[i].isalnum() and text[i - 1] == " "][me::2]
print("ready", flush=True)
sys.stdin.readline()
made, links = [], 0
for n in range(count):
    if n % 10 == 9:  # a longer user action: several writes in one transaction
        with lib.batch():
            for _ in range(3):
                made.append(lib.add_highlight(article, starts[len(made)], starts[len(made)] + 6).id)
    else:
        made.append(lib.add_highlight(article, starts[len(made)], starts[len(made)] + 6).id)
    if n % 5 == 4:
        lib.create_discrepancy(made[-2:], kind="count", title=f"writer {me} link {links}", comparison="Crash")
        links += 1
print("done", len(made), links, flush=True)
"""


def child_env() -> dict[str, str]:
    """The environment of a user's shell: the default busy timeout, not the suite's short one."""
    return {k: v for k, v in os.environ.items() if k != "PARALLAX_BUSY_TIMEOUT"}


def count(path: Path, table: str) -> int:
    with Library(path) as lib:
        return int(lib.stats()[table])


def test_default_busy_timeout_is_generous() -> None:
    assert DEFAULT_BUSY_TIMEOUT >= 5


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite"
    make_library(path)
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(me), "40"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env())
        for me in range(2)
    ]
    try:
        for writer in writers:  # both open, then both start together
            assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        for writer in writers:
            assert writer.stdin is not None
            writer.stdin.write("go\n")
            writer.stdin.flush()
    finally:
        outcomes = [writer.communicate(timeout=120) for writer in writers]
    highlights = discrepancies = 0
    for writer, (out, err) in zip(writers, outcomes, strict=True):
        assert writer.returncode == 0, err
        assert "locked" not in err and "busy" not in err
        _, made, links = out.split()
        highlights += int(made)
        discrepancies += int(links)
    assert (highlights, discrepancies) == (2 * 48, 2 * 8)
    assert count(path, "highlights") == highlights
    assert count(path, "discrepancies") == discrepancies


def cli(path: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "parallax.library", "--library", str(path), *args, "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=child_env(),
    )


def finish_while_writing(lib: Library, article: str, starts: list[int], commands: list[subprocess.Popen[str]]) -> tuple[int, list[str]]:
    """Keep writing short transactions from this process until the commands end.

    Each transaction holds the write lock a little while, as a user action would, so the
    commands must wait for it; between two, the lock is free for as long again (an app that
    wrote back to back would starve other writers: SQLite's busy handler polls at growing
    intervals, up to 100 ms, rather than queueing). Returns how many highlights this process
    wrote, and each command's stdout.
    """
    written = 0
    try:
        while any(c.poll() is None for c in commands):
            with lib.batch():
                lib.add_highlight(article, starts[written], starts[written] + 4)
                time.sleep(0.01)  # not measured: it only widens the window in which the lock is held
            written += 1
            time.sleep(0.01)
    finally:
        for command in commands:
            if command.poll() is None:
                command.kill()
        results = [command.communicate(timeout=60) for command in commands]
    for command, (_, err) in zip(commands, results, strict=True):
        assert command.returncode == 0, err
        assert "error" not in err and "locked" not in err and "busy" not in err
    return written, [out for out, _ in results]


def test_command_lines_and_the_app_write_at_once(tmp_path: Path) -> None:
    import json

    path = tmp_path / "shared.sqlite"
    make_library(path)
    lib = Library(path, busy_timeout=DEFAULT_BUSY_TIMEOUT)  # the app, with the default timeout
    try:
        first, second = lib.get_comparison("Crash").article_ids
        text = lib.get_article(first).reading_text
        starts = [i for i in range(len(text) - 10) if text[i].isalnum() and text[i - 1] == " "]
        quotes = [f"Paragraph {n}: officials" for n in (3, 11, 19, 27)]
        commands = [cli(path, "highlight", second[:12], "--quote", q) for q in quotes]
        written, outputs = finish_while_writing(lib, first, starts, commands)
        made = [json.loads(out)["id"] for out in outputs]
        links = [cli(path, "link", made[i], made[i + 1], "--kind", "count", "--title", f"link {i}",
                     "--comparison", "Crash") for i in (0, 2)]
        more, _ = finish_while_writing(lib, first, starts[written:], links)
        stats = lib.stats()
    finally:
        lib.close()
    assert stats["highlights"] == written + more + len(quotes)
    assert stats["discrepancies"] == len(links)


def test_programs_creating_one_new_library_at_once(tmp_path: Path) -> None:
    """Two first-time opens of a new file used to run the schema migration twice."""
    path = tmp_path / "new.sqlite"
    code = (
        "import sys; from parallax.library.store import Library\n"
        "with Library(sys.argv[1]) as lib: lib.add_article('# Report\\n\\nText ' + sys.argv[2] + '\\n')\n"
    )
    children = [subprocess.Popen([sys.executable, "-c", code, str(path), str(n)], stderr=subprocess.PIPE,
                                 text=True, env=child_env()) for n in range(3)]
    errors = [child.communicate(timeout=60)[1] for child in children]
    assert [child.returncode for child in children] == [0, 0, 0], errors
    assert count(path, "articles") == 3
