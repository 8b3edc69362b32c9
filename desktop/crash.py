"""The crash path: unexpected errors are logged and shown, never silently swallowed.

Environment problems (a locked or read-only library, a bad file) are ParallaxErrors and are shown
where they happen. Anything else is a bug: it goes to the log with its traceback and, unless
``PARALLAX_NO_CRASH_DIALOG`` is set (tests, CI), to a dialog that offers to copy the report.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QtMsgType, qInstallMessageHandler

log = logging.getLogger("parallax")
_qt_log = logging.getLogger("parallax.qt")


def _qt_message(kind: QtMsgType, context: object, message: str) -> None:
    level = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }.get(kind, logging.WARNING)
    _qt_log.log(level, "%s", message)


def install_qt_logging() -> None:
    """Send Qt's own messages to :mod:`logging` instead of stderr."""
    qInstallMessageHandler(_qt_message)


def dialogs_allowed() -> bool:
    return not os.environ.get("PARALLAX_NO_CRASH_DIALOG")


def _excepthook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    report = "".join(traceback.format_exception(kind, value, tb))
    log.critical("unexpected error:\n%s", report)
    if not dialogs_allowed():
        sys.__excepthook__(kind, value, tb)
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None:
        sys.__excepthook__(kind, value, tb)
        return
    box = QMessageBox(QMessageBox.Icon.Critical, "Parallax — unexpected error",
                      "Something went wrong inside Parallax. Your library is safe: every change "
                      "was saved when you made it.\n\nThe details below help us fix it.")
    box.setDetailedText(report)
    box.exec()


def install_crash_handler() -> None:
    sys.excepthook = _excepthook
