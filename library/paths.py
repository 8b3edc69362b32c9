"""Where the default library lives: the platform's user data folder, or ``PARALLAX_LIBRARY``."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "Parallax"
LIBRARY_FILE = "library.sqlite"


def data_dir() -> Path:
    import platformdirs  # here: a start with --library or PARALLAX_LIBRARY never needs it

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_library_path() -> Path:
    """``PARALLAX_LIBRARY`` if set (refused when empty), else ``library.sqlite`` in the user data
    folder (created)."""
    env = os.environ.get("PARALLAX_LIBRARY")
    if env is not None:
        if not env.strip():
            from .errors import LibraryError

            # A script's unset variable must never fall back to the reader's own library.
            raise LibraryError("library_variable_empty")
        return Path(env).expanduser()
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder / LIBRARY_FILE
