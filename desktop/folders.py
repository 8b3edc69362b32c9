"""Where file dialogs open: the folder the reader last imported from or saved to.

Starting every dialog in the home folder made a reader walk to the same folder again for each
import and export; the last folder used is kept in the settings (``files/last_folder``) and a
folder that has since gone falls back to the home folder.
"""

from __future__ import annotations

from pathlib import Path

from .settings import Settings


def start_folder(settings: Settings | None = None) -> Path:
    """The folder a file dialog should open in."""
    stored = (settings or Settings()).get("files/last_folder")
    folder = Path(stored) if stored else Path.home()
    return folder if folder.is_dir() else Path.home()


def remember_folder(path: Path, settings: Settings | None = None) -> None:
    """Keep the folder of ``path`` (or ``path`` itself when it is a folder) for the next dialog."""
    folder = path if path.is_dir() else path.parent
    (settings or Settings()).set("files/last_folder", str(folder))
