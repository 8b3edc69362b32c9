"""Starting the desktop app (placeholder window until the reader lands)."""

from __future__ import annotations

import sys
from pathlib import Path


def run_app(library: Path, files: list[Path]) -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Parallax")
    window.resize(1000, 700)
    window.show()
    return int(app.exec())
