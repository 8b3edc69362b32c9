"""The interpreter-level start-up steps and the crash log (never in the real user data folder)."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import pytest

from parallax.desktop import earlyinit

from .conftest import sandbox

HARD_CRASH = """
import faulthandler, sys
from pathlib import Path
from parallax.desktop import earlyinit
print(earlyinit.use_crash_log(Path(sys.argv[1])), flush=True)
faulthandler._sigsegv()
"""


def crash_in_child(log: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", HARD_CRASH, str(log)], capture_output=True, text=True,
                          check=False, timeout=60)


def test_the_crash_log_is_in_the_user_data_folder() -> None:
    path = earlyinit.crash_log_path()
    assert path.name == "crash.log" and path.parent.name == "Parallax"
    assert sandbox() in path.parents  # the tests' HOME and XDG folders, never the real ones


def test_a_hard_crash_leaves_every_threads_traceback_in_the_crash_log(tmp_path: Path) -> None:
    log = tmp_path / "data" / "crash.log"
    done = crash_in_child(log)
    assert done.returncode != 0 and done.stdout.strip() == str(log)
    text = log.read_text(encoding="utf-8")
    assert "Fatal Python error" in text and "Segmentation fault" in text


def test_the_previous_crash_is_kept_beside_the_new_log(tmp_path: Path) -> None:
    log = tmp_path / "crash.log"
    log.write_text("the crash of last time\n", encoding="utf-8")
    crash_in_child(log)
    assert (tmp_path / "crash-previous.log").read_text(encoding="utf-8") == "the crash of last time\n"
    assert "Fatal Python error" in log.read_text(encoding="utf-8")


def test_an_unwritable_crash_log_folder_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    assert earlyinit.append_to_crash_log("report", blocker / "crash.log") is None


def test_reports_are_appended_to_the_crash_log(tmp_path: Path) -> None:
    log = tmp_path / "crash.log"
    earlyinit.append_to_crash_log("first", log)
    earlyinit.append_to_crash_log("second\n", log)
    assert log.read_text(encoding="utf-8") == "first\nsecond\n"


def test_an_unexpected_error_goes_to_the_crash_log_the_dialog_names(capsys: pytest.CaptureFixture[str]) -> None:
    from parallax.desktop import crash

    try:
        raise RuntimeError("a bug worth reporting")
    except RuntimeError as exc:
        crash._excepthook(type(exc), exc, exc.__traceback__)
    log = earlyinit.crash_log_path()
    assert "RuntimeError: a bug worth reporting" in log.read_text(encoding="utf-8")
    assert "a bug worth reporting" in capsys.readouterr().err
    assert str(log) in crash.crash_message(log)
    assert "saved in" not in crash.crash_message(None)


def test_collection_pauses_and_resumes_once() -> None:
    import gc

    earlyinit.pause_collection()
    try:
        assert not gc.isenabled()
        earlyinit.resume_collection()
        assert gc.isenabled()
        earlyinit.resume_collection()
        assert gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


def test_spare_source_scans_fills_pysides_table(monkeypatch: pytest.MonkeyPatch) -> None:
    table: dict[str, int] = {"parallax.desktop.workspace": 5}
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", types.SimpleNamespace(pyside_feature_dict=table))
    earlyinit.spare_source_scans()
    assert table["parallax.desktop.workspace"] == 5  # present entries are left alone
    assert table["parallax.desktop.claim_matrix"] == 0 and table["parallax.desktop.earlyinit"] == 0
    assert table["json"] == -1 and "PySide6.QtCore" not in table
    assert table["parallax.library.session"] == -1 and table["parallax.library.marks"] == -1  # no Qt there


def test_spare_source_scans_leaves_the_library_out_as_pyside_would(monkeypatch: pytest.MonkeyPatch) -> None:
    """The library's modules are left out of the switching (-1) without reading them, which is
    what PySide6's own scan finds there: none of their sources names PySide6."""
    table: dict[str, int] = {}
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", types.SimpleNamespace(pyside_feature_dict=table))
    earlyinit.spare_source_scans()
    folder = Path(earlyinit.__file__).parents[1] / "library"
    modules = [p for p in folder.glob("*.py") if p.stem != "__init__"]
    assert modules
    for path in modules:
        assert table[f"parallax.library.{path.stem}"] == -1
        assert "PySide6" not in path.read_text(encoding="utf-8"), path.name


def test_spare_source_scans_leaves_a_pyside_without_the_table(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "shibokensupport.feature", types.SimpleNamespace())
    earlyinit.spare_source_scans()  # nothing to fill, nothing raised
