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

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from parallax.library import db
from parallax.library.errors import ParallaxError
from parallax.library.store import Library

from .crash import dialogs_allowed
from .plain import literal

__all__ = ["Ask", "ask_another", "choose_library", "open_library", "usable"]

Ask = Callable[[QWidget | None, str], Path | None]
"""Asks the reader for another library, saying ``problem``; None: they chose to quit."""

def usable(path: Path) -> Library:
    """The library at ``path``, opened and read far enough for the window to start on it.

    Raises :class:`ParallaxError` naming the problem: a damaged page met while reading what
    the window shows first is said as damage, not as a crash.
    """
    library = Library(path)
    try:
        library.stats()
        library.list_comparisons()
    except sqlite3.Error as exc:
        library.close()
        raise db.translate(exc, str(path)) from None
    except BaseException:
        library.close()
        raise
    return library


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
