"""Starting the desktop app: Qt set-up, the library, the window, and ``parallax open``."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from . import earlyinit  # imported before PySide6 already (parallax.desktop.entry): no source scan

earlyinit.spare_source_scans()

from parallax.library.store import Library  # noqa: E402

from .crash import install_crash_handler, install_qt_logging  # noqa: E402

if TYPE_CHECKING:
    from .main_window import MainWindow


def create_application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    app.setApplicationName("Parallax")
    app.setOrganizationName("Parallax")
    app.setApplicationDisplayName("Parallax")
    app.setDesktopFileName("parallax")
    from .palette import follow_theme

    follow_theme(app)  # hint and placeholder text readable at 4.5:1 in any theme
    return app


_COLLECTION_PAUSE_MS = 5000

resume_collection = earlyinit.resume_collection


def _after_start() -> None:
    """The window is painted: collect garbage again, and write hard crashes to the crash log."""
    earlyinit.resume_collection()
    earlyinit.use_crash_log()


SMOKE_VARIABLE = "PARALLAX_SMOKE"
"""Set, the app quits as soon as its window is painted, printing when (a packaged app's check)."""


def _smoke(app: QApplication, window: QWidget) -> None:
    """Quit once the window is painted, printing ``painted <epoch seconds>``; fail after a minute."""
    import time

    def painted() -> None:
        sys.stdout.write(f"painted {time.time():.6f}\n")
        sys.stdout.flush()
        app.quit()

    window.started.connect(painted)  # type: ignore[attr-defined]
    QTimer.singleShot(60_000, lambda: app.exit(3))


def reopen_window(app: QApplication, window: MainWindow) -> MainWindow:
    """Close ``window`` and open a new one over the same library, in the language now chosen.

    The window saves its state as it closes (geometry, docks, the open comparison) and the new
    one restores it, so the reader finds the same comparison with every word in the new
    language. The app does not quit in between.
    """
    from .main_window import MainWindow
    from .translation import switch_language

    quits = app.quitOnLastWindowClosed()
    app.setQuitOnLastWindowClosed(False)
    try:
        window.close()
        window.deleteLater()
        switch_language(app, window.settings.get("interface/language"))
        new = MainWindow(window.library, window.settings)
        reopen_on_request(app, new)
        new.show()
    finally:
        app.setQuitOnLastWindowClosed(quits)
    return new


def reopen_on_request(app: QApplication, window: MainWindow) -> None:
    """Reopen ``window`` when it asks, once the event loop is back (not inside its own slot):
    in another language, or on another library (its own found damaged)."""
    window.reopenRequested.connect(lambda: QTimer.singleShot(0, lambda: reopen_window(app, window)))
    window.libraryChosen.connect(lambda library: QTimer.singleShot(0, lambda: switch_library(app, window, library)))


def switch_library(app: QApplication, window: MainWindow, library: Library) -> MainWindow:
    """Close ``window`` and its library, and open a window on ``library`` instead."""
    from .main_window import MainWindow

    quits = app.quitOnLastWindowClosed()
    app.setQuitOnLastWindowClosed(False)
    try:
        old = window.library
        window.close()
        window.deleteLater()
        new = MainWindow(library, window.settings)
        reopen_on_request(app, new)
        new.show()
        old.close()
    finally:
        app.setQuitOnLastWindowClosed(quits)
    return new


def _listen_for_files(app: QApplication, library_path: Path) -> None:
    from .opening import receive_files
    from .single_instance import FileReceiver

    if app.property("parallax_receiver") is not None:  # the first paint only
        return
    receiver = FileReceiver(library_path, receive_files, app)
    app.setProperty("parallax_receiver", True)
    app.aboutToQuit.connect(receiver.close)


def run_app(library_path: Path, files: list[Path], *, launched: bool = False) -> int:
    """Start the app on ``library_path`` with ``files`` imported and shown.

    ``parallax open FILE...`` shows the files side by side in a new comparison; a launcher
    (``launched``: a double-click, "Open With") asks where they go, as an import does. When the
    app already runs on this library, the files are handed to it and this process ends.
    """
    import logging

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = create_application()
    if files:
        from .single_instance import hand_off

        if hand_off(library_path, files):
            from .prefetch import discard

            discard()
            resume_collection()
            return 0
    install_qt_logging()
    install_crash_handler()
    from .settings import Settings
    from .translation import install_translators

    settings = Settings()
    install_translators(app, settings.get("interface/language"))
    from .library_choice import open_library

    library = open_library(library_path)  # damaged, not a library, a full disk: said, and another offered
    if library is None:
        resume_collection()
        return 1
    from .main_window import MainWindow

    opening = bool(files) and not launched
    window = MainWindow(library, settings, reopen=not opening)
    window.started.connect(_after_start)
    # Later launches hand their files here; listening starts once the window is painted, so the
    # start never waits for the socket (nor for importing ``socket`` and ``hashlib``).
    window.started.connect(lambda: _listen_for_files(app, library_path))
    reopen_on_request(app, window)
    if os.environ.get(SMOKE_VARIABLE):
        _smoke(app, window)
    QTimer.singleShot(_COLLECTION_PAUSE_MS, resume_collection)  # a window never painted (minimised)
    # Imported and opened before the window is shown, so that its first paint has them side by
    # side: shown first, the window was painted empty while the import ran (the progress dialog
    # runs the event loop), then painted again with the articles. The comparison open last time
    # is not opened first (its panes were built for nothing), only if none of the files imports.
    if opening and not window.import_paths(files, open_side_by_side=True):
        window.reopen_comparison()
    window.show()
    if files and launched:
        from .opening import open_given_files

        open_given_files(window, files)
    status = int(app.exec())
    for widget in app.topLevelWidgets():  # the library the window ends on (another may have been chosen)
        current = getattr(widget, "library", None)
        if isinstance(current, Library):
            current.close()
    library.close()
    return status
