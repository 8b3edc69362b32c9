"""Starting the desktop app: Qt set-up, the library, the window, and ``parallax open``."""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def _spare_source_scans() -> None:
    """Tell PySide6 what it would find in the sources of the modules Parallax imports.

    Once PySide6 is loaded, the first import statement naming a module makes it read that
    module's whole source, to note whether it mentions PySide6 (for the ``__feature__``
    switches, which Parallax does not use). Over the desktop modules, the library and the
    standard modules they name, that reading cost the start ~10 ms. The answers are known:
    the desktop modules use PySide6 (0, "no features"), and the modules already loaded, all
    imported before PySide6 (the command line, the library, the standard library), are left
    out of the switching (-1, what PySide6 itself gives modules it finds no PySide6 in).
    Entries already present are left alone; a PySide6 without this table is left as it is.
    """
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    package = __name__.rpartition(".")[0]
    for module in Path(__file__).parent.iterdir():
        if module.suffix == ".py" and module.stem != "__init__":
            table.setdefault(f"{package}.{module.stem}", 0)
    for name in list(sys.modules):
        if not name.startswith(("PySide6", "shiboken6", "shibokensupport", package)):
            table.setdefault(name, -1)


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


_COLLECTION_PAUSE_MS = 5000


def resume_collection() -> None:
    """Turn the garbage collector back on after the start (``parallax`` pauses it while the
    window is built). What the start made is long-lived (modules, Qt wrappers, the window), so
    it is moved out of the collector's sight first: later passes need not walk it again."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def run_app(library_path: Path, files: list[Path]) -> int:
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = create_application()
    install_qt_logging()
    install_crash_handler()
    from .settings import Settings
    from .translation import install_translators

    settings = Settings()
    install_translators(app, settings.get("interface/language"))
    try:
        library = Library(library_path)
    except ParallaxError as exc:
        resume_collection()
        if dialogs_allowed():
            from PySide6.QtCore import QCoreApplication
            from PySide6.QtWidgets import QMessageBox

            text = QCoreApplication.translate("App", "Cannot open the library:\n\n%1").replace("%1", str(exc))
            QMessageBox.critical(None, "Parallax", text)
        sys.stderr.write(f"parallax: error: {exc}\n")
        return 1
    from .main_window import MainWindow

    window = MainWindow(library, settings)
    window.started.connect(resume_collection)
    QTimer.singleShot(_COLLECTION_PAUSE_MS, resume_collection)  # a window never painted (minimised)
    window.show()
    if files:
        window.import_paths(files, open_side_by_side=True)
    status = int(app.exec())
    library.close()
    return status
