"""The app's side of hostile files: report exports never overwrite the library, a damaged library
gets a clear message instead of the crash dialog."""

from __future__ import annotations

import gc
import os
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from parallax.library.store import Library


@pytest.fixture
def library(tmp_path: Path) -> Library:
    lib = Library(tmp_path / "library.sqlite")
    a, _ = lib.add_article("# A\n\nFive officers were hurt.\n", comparison="Raid")
    b, _ = lib.add_article("# B\n\nEight officers were hurt.\n", comparison="Raid")
    h1 = lib.highlight_quote(a.info.id, "Five officers")
    h2 = lib.highlight_quote(b.info.id, "Eight officers")
    lib.create_discrepancy([h1.id, h2.id], kind="count", title="Officers")
    return lib


def test_the_report_dialog_refuses_to_write_over_the_library(qtbot: Any, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

    from parallax.desktop.exporting import export_report_dialog

    parent = QWidget()
    qtbot.addWidget(parent)
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (library.path, "Markdown report (*.md)"))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warnings.append(text))
    before = Path(library.path).read_bytes()
    assert export_report_dialog(parent, library, library.resolve_comparison("Raid")) is None
    assert warnings and "open library" in warnings[0]
    assert Path(library.path).read_bytes() == before
    library.close()


def test_printing_to_the_library_is_refused(qtbot: Any, library: Library) -> None:
    from parallax.desktop.exporting import print_to_pdf
    from parallax.library.errors import OutputError

    with pytest.raises(OutputError, match="open library"):
        print_to_pdf(library, library.resolve_comparison("Raid"), Path(library.path + "-wal"))
    library.close()


def test_a_damaged_library_gets_a_message_not_the_crash_dialog(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from parallax.desktop import crash

    shown: list[str] = []
    monkeypatch.delenv("PARALLAX_NO_CRASH_DIALOG", raising=False)
    monkeypatch.setattr(QMessageBox, "critical", lambda _p, _t, text: shown.append(text))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: pytest.fail("the crash dialog was shown"))
    error = sqlite3.DatabaseError("database disk image is malformed")
    crash._excepthook(type(error), error, None)
    assert shown and "this library is damaged" in shown[0] and ".bak" in shown[0]


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_a_quick_look_at_a_fifo_bundle_does_not_block(tmp_path: Path) -> None:
    from parallax.library.classroom.bundle_io import peek_manifest

    pipe = tmp_path / "x.parallax"
    os.mkfifo(pipe)
    assert peek_manifest(pipe) is None


def test_the_app_refuses_an_empty_library_variable(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from parallax.desktop import entry

    monkeypatch.setenv("PARALLAX_LIBRARY", "")
    monkeypatch.setattr(sys, "argv", ["parallax"])
    with pytest.raises(SystemExit) as done:
        entry.main([])
    assert done.value.code == 1
    assert gc.isenabled()
    assert "PARALLAX_LIBRARY" in capsys.readouterr().err
