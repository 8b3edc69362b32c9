"""File → Export for QDA Software writes the open comparison as a .qdpx (offscreen, no dialog)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from parallax.desktop import exporting
from parallax.desktop.main_window import MainWindow
from parallax.library.demo import load_demo
from parallax.library.store import Library

pytestmark = pytest.mark.gui


def test_export_for_qda_software_writes_the_open_comparison(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = Library(tmp_path / "lib.sqlite")
    comparison = load_demo(library)
    window = MainWindow(library)
    qtbot.addWidget(window)
    target = tmp_path / "chosen"
    monkeypatch.setattr(exporting.QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    path = exporting.export_qdpx_dialog(window, library, comparison.id)
    assert path == tmp_path / "chosen.qdpx"
    with zipfile.ZipFile(path) as zf:
        assert "project.qde" in zf.namelist()
    assert window.named_actions["export_qdpx"].text()
    window.close()
    library.close()


def test_importing_a_qdpx_in_the_app_opens_its_comparison(qtbot: QtBot, tmp_path: Path) -> None:
    from parallax.library.qdpx import export_qdpx

    with Library(":memory:") as source:
        load_demo(source)
        export_qdpx(source, tmp_path / "demo.qdpx")
    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.import_paths([tmp_path / "demo.qdpx"])
    (comparison,) = library.list_comparisons()
    assert window.session.comparison_id == comparison.id
    assert len(library.list_highlights()) > 0
    window.close()
    library.close()
