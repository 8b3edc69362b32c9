"""Starting the desktop app: Qt set-up, the library, the window, and ``parallax open``."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from parallax.library.errors import ParallaxError
from parallax.library.store import Library

from .crash import dialogs_allowed, install_crash_handler, install_qt_logging


def create_application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Parallax")
    app.setOrganizationName("Parallax")
    app.setApplicationDisplayName("Parallax")
    app.setDesktopFileName("parallax")
    from PySide6.QtGui import QIcon

    import parallax.resources  # a plain folder (also in the frozen app): no importlib.resources at start

    icon = Path(parallax.resources.__file__).parent / "icons" / "parallax.svg"
    app.setWindowIcon(QIcon(str(icon)))
    return app


def run_app(library_path: Path, files: list[Path]) -> int:
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = create_application()
    install_qt_logging()
    install_crash_handler()
    try:
        library = Library(library_path)
    except ParallaxError as exc:
        if dialogs_allowed():
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.critical(None, "Parallax", f"Cannot open the library:\n\n{exc}")
        sys.stderr.write(f"parallax: error: {exc}\n")
        return 1
    from .main_window import MainWindow

    window = MainWindow(library)
    window.show()
    if files:
        window.import_paths(files, open_side_by_side=True)
    status = int(app.exec())
    library.close()
    return status
