"""When the library cannot be used: say why, and offer to open another library or make a new one.

A damaged file (a page of zeros from a failing disk or an interrupted copy), a file that is no
library, one written by a newer Parallax, a full disk: the command line names the problem and
stops. The app names it too, and then lets the reader go on with another library instead of
quitting (or, worse, staying up with no window): **Open Another Library…** picks an existing
file, **New Library…** makes one. The choice holds for this session; ``--library PATH`` or
``PARALLAX_LIBRARY`` make it last.

Found at the start (:func:`open_library`) or while the window is up (the window calls
:func:`choose_library` when its library turns out damaged), the same question is asked.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from parallax.library import db
from parallax.library.errors import ParallaxError
from parallax.library.store import Library

from .accessibility import fill
from .crash import dialogs_allowed
from .plain import literal

if TYPE_CHECKING:  # made only when a library is upgraded
    from PySide6.QtWidgets import QProgressDialog

__all__ = ["Ask", "UpgradeDialog", "ask_another", "choose_library", "open_library", "usable"]

Ask = Callable[[QWidget | None, str], Path | None]
"""Asks the reader for another library, saying ``problem``; None: they chose to quit."""

def usable(path: Path) -> Library:
    """The library at ``path``, opened and read far enough for the window to start on it.

    Raises :class:`ParallaxError` naming the problem: a damaged page met while reading what
    the window shows first is said as damage, not as a crash.
    """
    library = Library(path, progress=UpgradeDialog() if dialogs_allowed() else None)
    try:  # what the window's first paint reads: the counts it shows, the comparison it opens
        library.count_articles()
        library.count_discrepancies()
        library.first_comparison()
    except sqlite3.Error as exc:
        library.close()
        raise db.translate(exc, str(path)) from None
    except BaseException:
        library.close()
        raise
    return library


class UpgradeDialog:
    """Shows how an upgrade of the library's format goes, before the window opens.

    A library made by an older Parallax is copied aside and upgraded in one transaction when it
    is opened: seconds for a few thousand articles, a minute or more for a hundred thousand. The
    dialog appears once the upgrade has taken half a second (nothing is made for a library
    already in the current format: it is never called then). It offers no cancel: a killed
    upgrade leaves the old library as it was, and the app cannot go on without it.
    """

    def __init__(self) -> None:
        import time

        self._dialog: QProgressDialog | None = None
        self._clock = time.monotonic
        self._began = time.monotonic()

    def __call__(self, step: db.UpgradeStep) -> None:
        from PySide6.QtCore import Qt

        from parallax.library.db import SCHEMA_VERSION

        if self._dialog is None:
            from PySide6.QtWidgets import QProgressDialog

            self._dialog = QProgressDialog()
            self._dialog.setObjectName("libraryUpgrade")
            self._dialog.setWindowTitle(QCoreApplication.translate("LibraryChoice", "Upgrading the library"))
            self._dialog.setCancelButton(None)
            self._dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
            self._dialog.setMinimumDuration(500)
            self._dialog.setRange(0, 1000 * (step.steps))
        if step.step == 0:
            what = fill(QCoreApplication.translate("LibraryChoice", "Copying the library aside first (%1 %)"),
                        str(int(100 * (step.done or 0.0))))
        else:
            what = fill(QCoreApplication.translate("LibraryChoice", "Step %1 of %2 (%3 s so far)"), str(step.step),
                        str(step.steps - 1), str(int(self._clock() - self._began)))
        intro = QCoreApplication.translate(
            "LibraryChoice", "This library was made by an older Parallax and is being upgraded (format %1 to %2).")
        self._dialog.setLabelText(fill(intro, str(step.version), str(SCHEMA_VERSION)) + "\n\n" + what)
        self._dialog.setValue(min(int(1000 * (step.step + (step.done or 0.0))), 1000 * step.steps - 1))
        QCoreApplication.processEvents()
        if step.step == step.steps - 1 and step.done == 1.0:
            self._dialog.close()
            self._dialog.deleteLater()
            self._dialog = None


def ask_another(parent: QWidget | None, problem: str) -> Path | None:
    """The question itself: the problem, then Open Another Library…, New Library… or Quit."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox  # only for a library that cannot be used

    title = QCoreApplication.translate("LibraryChoice", "Parallax — cannot use this library")
    box = QMessageBox(QMessageBox.Icon.Critical, title, literal(problem), QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(QCoreApplication.translate(
        "LibraryChoice", "Open another library, or make a new one, to go on working. This library stays as it is."))
    other = box.addButton(QCoreApplication.translate("LibraryChoice", "&Open Another Library…"),
                          QMessageBox.ButtonRole.AcceptRole)
    new = box.addButton(QCoreApplication.translate("LibraryChoice", "&New Library…"), QMessageBox.ButtonRole.ActionRole)
    box.addButton(QCoreApplication.translate("LibraryChoice", "&Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(other)
    box.exec()
    clicked = box.clickedButton()
    files = QCoreApplication.translate("LibraryChoice", "Parallax library (*.sqlite *.db);;All files (*)")
    if clicked is other:
        chosen, _ = QFileDialog.getOpenFileName(
            parent, QCoreApplication.translate("LibraryChoice", "Open a library"), "", files)
    elif clicked is new:
        chosen, _ = QFileDialog.getSaveFileName(
            parent, QCoreApplication.translate("LibraryChoice", "New library"), "library.sqlite", files)
    else:
        return None
    return Path(chosen) if chosen else Path()


def choose_library(parent: QWidget | None, problem: str, ask: Ask | None = None) -> Library | None:
    """Ask for another library until one opens; None when the reader quits (or no dialog may
    be shown, as in tests and CI, where the problem goes to standard error)."""
    ask = ask or (ask_another if dialogs_allowed() else None)
    while True:
        if ask is None:
            sys.stderr.write(f"parallax: error: {problem}\n")
            return None
        chosen = ask(parent, problem)
        if chosen is None:
            return None
        if not str(chosen) or str(chosen) == ".":  # a file dialog cancelled: ask again
            continue
        try:
            return usable(chosen)
        except ParallaxError as exc:
            problem = str(exc)


def open_library(path: Path, ask: Ask | None = None) -> Library | None:
    """The library at ``path``, or the one the reader chooses instead when it cannot be used."""
    try:
        return usable(path)
    except ParallaxError as exc:
        return choose_library(None, str(exc), ask)
