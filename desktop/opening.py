"""Files the system gives the app: a double-click, "Open With", a launcher, a second launch.

They arrive as paths or ``file://`` URLs (``parallax-gui %F`` gives paths; some file managers
give URLs all the same). Each is imported as the app's own import does (documents, bundles,
``.qdpx`` projects), with the usual question where articles go, and then shown: a bundle or
project opens its comparison, articles open in the comparison chosen for them (kept in the
library only, they are listed there), and the window comes to the front.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from .main_window import MainWindow

def file_arguments(arguments: Sequence[str]) -> list[Path]:
    """The files named by a launcher's arguments (paths or ``file://`` URLs); others are kept as
    paths, so the import names them in its report."""
    files: list[Path] = []
    for argument in arguments:
        if not argument:
            continue
        if argument.startswith("file:"):
            parts = urlsplit(argument)
            if parts.netloc not in ("", "localhost"):
                files.append(Path(argument))  # on another machine: reported as not found
                continue
            files.append(Path(unquote(parts.path)))
        else:
            files.append(Path(argument).expanduser())
    return files


def open_given_files(window: MainWindow, files: list[Path]) -> None:
    """Import ``files`` (asking where articles go, as an import does) and show them."""
    window.showNormal() if window.isMinimized() else None
    window.raise_()
    window.activateWindow()
    window.import_paths(files)


def current_window() -> MainWindow | None:
    """The app's main window (a language switch replaces it)."""
    from .main_window import MainWindow

    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and not w.isHidden()]
    return windows[-1] if windows else None


def receive_files(files: list[Path]) -> None:
    """Files handed over by a later launch: opened in the current window."""
    window = current_window()
    if window is not None:
        open_given_files(window, files)
