"""Window and reading preferences that return after a restart (QSettings).

One table of keys and defaults, so every setting is declared in one place. Tests redirect
QSettings by pointing XDG_CONFIG_HOME (and HOME) at a temporary folder.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QByteArray, QSettings

DEFAULTS: dict[str, Any] = {
    "interface/language": "system",  # (not "general/...": QSettings' INI files lose that group)
    "window/geometry": QByteArray(),
    "window/state": QByteArray(),
    "workspace/comparison": "",
    "workspace/splitter": QByteArray(),
    "workspace/zoom": 0,
    "view/linked_scrolling": False,
    "view/folded_panels": "",  # side panels folded away to keep the panes readable (reading_fit.py)
    "annotate/kind": "",
    "annotate/last_link_kind": "count",
    "files/last_folder": "",
    "import/destination": "",
    "user/name": "",  # the creator of exports (read by the command line too: library/creator.py)
    "user/name_asked": False,
}


class Settings:
    """Typed access to the app's QSettings."""

    def __init__(self) -> None:
        self._qsettings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Parallax", "Parallax")

    def get(self, key: str) -> Any:
        default = DEFAULTS[key]
        value = self._qsettings.value(key, default)
        if isinstance(default, bool):
            return value in (True, "true", "1", 1)
        if isinstance(default, int):
            try:
                return int(str(value))
            except (TypeError, ValueError):
                return default
        if isinstance(default, QByteArray):
            return value if isinstance(value, QByteArray) else default
        return str(value) if value is not None else default

    def set(self, key: str, value: Any) -> None:
        if key not in DEFAULTS:
            raise KeyError(key)
        self._qsettings.setValue(key, value)

    def sync(self) -> None:
        self._qsettings.sync()

    def file_name(self) -> str:
        return self._qsettings.fileName()
