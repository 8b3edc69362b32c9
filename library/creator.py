"""Who made an export: the W3C ``creator`` of every annotation in a bundle, the user of a
``.qdpx`` project.

The name comes from, in this order: ``--creator NAME`` on the command line; the name saved in
the app's Preferences (asked once, the first time the app exports; stored in the app's
settings file, which the command line reads too); the ``PARALLAX_USER`` environment variable.
With none of them an export has no creator, and the command line says how to give one. The
account's login name is never used: it would travel inside every shared bundle unasked.
"""

from __future__ import annotations

import configparser
import os
import sys
from collections.abc import Mapping
from pathlib import Path

SETTINGS_KEY = ("user", "name")
"""Where the app keeps the name (QSettings key ``user/name``)."""
ENVIRONMENT = "PARALLAX_USER"
MAX_LENGTH = 200


def settings_file(environ: Mapping[str, str] | None = None) -> Path:
    """The app's settings file (Qt's INI format, user scope, organisation and app "Parallax")."""
    environ = os.environ if environ is None else environ
    if sys.platform == "win32":
        return Path(environ.get("APPDATA", Path.home() / "AppData" / "Roaming")) / "Parallax" / "Parallax.ini"
    config = environ.get("XDG_CONFIG_HOME") or str(Path(environ.get("HOME", str(Path.home()))) / ".config")
    return Path(config) / "Parallax" / "Parallax.ini"


def clean(name: str | None) -> str | None:
    """A name as an export carries it: one line, spaces collapsed, at most 200 characters."""
    if name is None:
        return None
    shown = " ".join(name.split())[:MAX_LENGTH]
    return shown or None


def saved_name(environ: Mapping[str, str] | None = None) -> str | None:
    """The name saved in the app's Preferences, if any."""
    parser = configparser.RawConfigParser(interpolation=None, strict=False)
    try:
        parser.read(settings_file(environ), encoding="utf-8")
        value = parser.get(*SETTINGS_KEY, fallback=None)
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    if value and len(value) >= 2 and value[0] == value[-1] == '"':
        value = value[1:-1].replace('\\"', '"').replace("\\\\", "\\")  # Qt quotes values with commas
    return clean(value)


def creator_name(given: str | None = None, environ: Mapping[str, str] | None = None) -> str | None:
    """``given``, else the Preferences name, else ``PARALLAX_USER``; None when there is none."""
    environ = os.environ if environ is None else environ
    return clean(given) or saved_name(environ) or clean(environ.get(ENVIRONMENT))
