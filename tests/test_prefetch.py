"""``parallax open``: the files read by a second process while Qt loads (parallax.desktop.prefetch).

Each case runs in a fresh interpreter, as the command does: the fork happens before Qt is
loaded, never in the test process, which has Qt running.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="no fork here: nothing is prefetched")

CHILD = r"""
import json, os, sys
from pathlib import Path
from parallax.desktop import prefetch
from parallax.library.ingest import read_document

paths = [Path(p) for p in sys.argv[2:]]
prefetch._idle_core = lambda: True  # whatever the machine's load while the tests run
prefetch.start(paths)
if sys.argv[1] == "change":  # the file changes after the child read it
    import time
    prefetch._collect()
    time.sleep(0.01)
    paths[0].write_text("Another text altogether.\n", encoding="utf-8")
answer = {}
for path in paths:
    taken = prefetch.take(path)
    here, _ = read_document(str(path), None, False)
    answer[path.name] = None if taken is None else {
        "same": taken.document == here, "certain": taken.certain, "again": prefetch.take(path) is not None,
        "source": taken.source,
    }
answer["qt"] = "PySide6.QtCore" in sys.modules
print(json.dumps(answer))
"""


def run(mode: str, *paths: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", CHILD, mode, *map(str, paths)], capture_output=True, text=True,
                          check=True, timeout=60)
    return dict(json.loads(done.stdout))


def test_a_file_read_by_the_second_process_is_the_document_read_here(tmp_path: Path) -> None:
    text = tmp_path / "report.txt"
    text.write_text("Storm Closes Harbour\n\nFive boats were damaged, the harbour master said.\n", encoding="utf-8")
    markdown = tmp_path / "notes.md"
    markdown.write_text("# Notes\n\n- *one*\n- two\n", encoding="utf-8")
    answer = run("same", text, markdown)
    for name in ("report.txt", "notes.md"):
        found = answer[name]
        assert isinstance(found, dict)
        assert found.pop("source") is not None  # what the library remembers the file by
    assert answer["report.txt"] == {"same": True, "certain": True, "again": False}  # taken once
    assert answer["notes.md"] == {"same": True, "certain": True, "again": False}
    assert answer["qt"] is False  # the prefetch loads no Qt


def test_the_second_process_names_the_bytes_it_read(tmp_path: Path) -> None:
    import hashlib

    from parallax.library.importers.known import converter_key

    text = tmp_path / "report.txt"
    text.write_text("Storm Closes Harbour\n\nFive boats were damaged.\n", encoding="utf-8")
    found = run("same", text)["report.txt"]
    assert isinstance(found, dict)
    assert found["source"] == [hashlib.sha256(text.read_bytes()).hexdigest(), converter_key("report.txt", None)]


def test_a_file_changed_after_it_was_read_is_read_again(tmp_path: Path) -> None:
    text = tmp_path / "report.txt"
    text.write_text("First version of the report, long enough to read.\n", encoding="utf-8")
    assert run("change", text)["report.txt"] is None


def test_an_uncertain_encoding_is_said_so_and_errors_are_left_to_the_import(tmp_path: Path) -> None:
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Señal débil en el puerto: cinco barcos dañados.\n".encode("latin-1"))
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    bundle = tmp_path / "shared.parallax"
    bundle.write_bytes(b"not a zip")
    missing = tmp_path / "missing.txt"
    answer = run("same", latin, empty, bundle, missing)
    assert answer["latin.txt"] == {"same": True, "certain": False, "again": False, "source": None}  # the app asks
    assert answer["empty.txt"] is None and answer["shared.parallax"] is None and answer["missing.txt"] is None


def test_nothing_is_forked_when_no_processor_is_idle(tmp_path: Path) -> None:
    text = tmp_path / "report.txt"
    text.write_text("A report read here, as before.\n", encoding="utf-8")
    code = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from parallax.desktop import prefetch\n"
        "os.getloadavg = lambda: (float(os.cpu_count() or 1), 0.0, 0.0)\n"
        f"prefetch.start([Path({str(text)!r})])\n"
        "print(prefetch._child is None, prefetch.take(Path(sys.argv[1])) is None)\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(text)], capture_output=True, text=True, check=True,
                          timeout=60)
    assert done.stdout.split() == ["True", "True"]


def test_no_second_process_reads_files_the_library_knows(tmp_path: Path) -> None:
    from parallax.library.ingest import import_one
    from parallax.library.store import Library

    text = tmp_path / "report.txt"
    text.write_text("Storm Closes Harbour\n\nFive boats were damaged.\n", encoding="utf-8")
    other = tmp_path / "other.txt"
    other.write_text("Harbour Reopens\n\nThe boats sailed again.\n", encoding="utf-8")
    with Library(tmp_path / "lib.sqlite") as lib:
        import_one(lib, text)
    code = (
        "import sys\nfrom pathlib import Path\nfrom parallax.desktop import prefetch\n"
        "prefetch._idle_core = lambda: True\n"
        "prefetch.start([Path(p) for p in sys.argv[2:]], Path(sys.argv[1]))\n"
        "print(prefetch._child is not None)\n"
    )

    def forked(*files: Path) -> str:
        done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "lib.sqlite"), *map(str, files)],
                              capture_output=True, text=True, check=True, timeout=60)
        return done.stdout.strip()

    assert forked(text) == "False"
    assert forked(text, other) == "True"  # one to convert: read ahead as ever


def test_files_the_library_knows_are_hashed_once(tmp_path: Path) -> None:
    from parallax.desktop import prefetch
    from parallax.library.ingest import file_source, import_one
    from parallax.library.store import Library

    text = tmp_path / "report.txt"
    text.write_text("Storm Closes Harbour\n\nFive boats were damaged.\n", encoding="utf-8")
    with Library(tmp_path / "lib.sqlite") as lib:
        import_one(lib, text)
    try:
        assert prefetch._all_known(tmp_path / "lib.sqlite", [str(text)])
        assert prefetch.known_source(text) == file_source(text, None)  # what the import would read
        assert prefetch.known_source(text) is None  # handed over once
        assert prefetch._all_known(tmp_path / "lib.sqlite", [str(text)])
        text.write_text("Storm Closes Harbour\n\nSix boats were damaged.\n", encoding="utf-8")
        assert prefetch.known_source(text) is None  # changed since: the import reads it again
    finally:
        prefetch.discard()
