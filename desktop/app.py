"""Starting the desktop app: Qt set-up, the library, the window, and ``parallax open``."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication


def _spare_source_scans() -> None:
    """Tell PySide6 what it would find in the source of Parallax's desktop modules.

    Once PySide6 is loaded, it reads the whole source of every module imported after it, to
    note whether the module mentions PySide6 (for its ``__feature__`` switches, which Parallax
    does not use). For the twenty-odd desktop modules the start imports, that reading costs
    ~10 ms; the answer is known ("uses PySide6"), so it is recorded before they load. An
    entry already present is left alone, and a PySide6 without this table is left as it is.
    """
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if isinstance(table, dict):
        package = __name__.rpartition(".")[0]
        for module in Path(__file__).parent.iterdir():
            if module.suffix == ".py" and module.stem != "__init__":
                table.setdefault(f"{package}.{module.stem}", 0)


_spare_source_scans()

from parallax.library.errors import ParallaxError  # noqa: E402
from parallax.library.store import Library  # noqa: E402

from .crash import dialogs_allowed, install_crash_handler, install_qt_logging  # noqa: E402


def create_application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Parallax")
    app.setOrganizationName("Parallax")
    app.setApplicationDisplayName("Parallax")
    app.setDesktopFileName("parallax")
    return app


def set_window_icon() -> None:
    """Give the app its icon. The main window calls this just after its first paint: QIcon's
    type and the SVG icon engine cost the start more than a title bar waits for."""
    from PySide6.QtGui import QIcon

    import parallax.resources  # a plain folder (also in the frozen app): no importlib.resources at start

    icon = Path(parallax.resources.__file__).parent / "icons" / "parallax.svg"
    QApplication.setWindowIcon(QIcon(str(icon)))


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
