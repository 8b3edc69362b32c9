"""The crash path: unexpected errors are logged and shown, never silently swallowed.

Environment problems (a locked or read-only library, a bad file) are ParallaxErrors and are shown
where they happen. Anything else is a bug: it goes to the log with its traceback, is added to the
crash log in the user data folder (:mod:`.earlyinit`, where a hard crash's tracebacks go too)
and, unless ``PARALLAX_NO_CRASH_DIALOG`` is set (tests, CI), to a dialog that names that file and
offers to copy the report.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from . import earlyinit

if TYPE_CHECKING:
    import logging
    from types import TracebackType

    from PySide6.QtCore import QtMsgType

# ``logging`` and ``traceback`` are imported where they are first needed: this module loads with
# the app, and each module imported after PySide6 costs the start a scan of that module's source.
_qt_log: logging.Logger | None = None
_levels: dict[QtMsgType, int] = {}
_WARNING = 30  # logging.WARNING


def _qt_message(kind: QtMsgType, context: object, message: str) -> None:
    if _qt_log is not None:  # no imports here: Qt may call this while Python shuts down
        _qt_log.log(_levels.get(kind, _WARNING), "%s", message)


def install_qt_logging() -> None:
    """Send Qt's own messages to :mod:`logging` instead of stderr."""
    global _qt_log
    import logging

    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    _levels.update({
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    })
    _qt_log = logging.getLogger("parallax.qt")
    qInstallMessageHandler(_qt_message)


def dialogs_allowed() -> bool:
    return not os.environ.get("PARALLAX_NO_CRASH_DIALOG")


def crash_message(log: Path | None) -> str:
    """What the crash dialog says: the library is safe, and where the report was written."""
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate(
        "crash", "Something went wrong inside Parallax. Your library is safe: every change was saved "
        "when you made it.\n\nThe details below help us fix it."
    )
    if log is not None:
        text += "\n\n" + QCoreApplication.translate("crash", "The report is also saved in:\n%1").replace(
            "%1", str(log)
        )
    return text


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    import logging
    import traceback

    report = "".join(traceback.format_exception(kind, value, tb))
    logging.getLogger("parallax").critical("unexpected error:\n%s", report)
    log = earlyinit.append_to_crash_log(report)
    if not dialogs_allowed():
        sys.__excepthook__(kind, value, tb)
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        sys.__excepthook__(kind, value, tb)
        return
    damage = _damage_message(value)
    window = next((w for w in QApplication.topLevelWidgets()
                   if w.isVisible() and hasattr(w, "offer_another_library")), None)
    if damage is not None and window is not None:  # say so, and offer another library to go on with
        window.offer_another_library(damage)
        return
    if damage is not None:  # not a bug: the library file is damaged; say so and what to do
        from .plain import literal

        QMessageBox.critical(None, QApplication.translate("Crash", "Parallax — damaged library"), literal(damage))
        return
    box = QMessageBox(QMessageBox.Icon.Critical, QApplication.translate("crash", "Parallax — unexpected error"),
                      crash_message(log))
    box.setDetailedText(report)
    box.exec()


def _damage_message(value: BaseException) -> str | None:
    """The message for an error that says the library file is damaged, else None."""
    from parallax.library import db
    from parallax.library.errors import LibraryDamagedError

    if isinstance(value, LibraryDamagedError):
        return str(value)
    if db.is_damage(value):
        from PySide6.QtWidgets import QApplication

        window = QApplication.activeWindow()
        path = str(getattr(getattr(window, "library", None), "path", "")) or "the library"
        return str(db.damaged(path, value))
    return None


def install_crash_handler() -> None:
    sys.excepthook = _excepthook
