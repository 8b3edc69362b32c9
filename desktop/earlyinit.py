"""The interpreter-level start-up steps of the app, in one place and in the order they run.

``parallax`` (:mod:`.entry`) imports this module first, before PySide6, and calls:

1. :func:`pause_collection` on its first line: starting the app allocates about a million
   objects and frees few, and the collector's passes over them cost the start ~5 %.
2. :func:`enable_faulthandler`: a crash in C++ (Qt) or the interpreter still leaves Python's
   tracebacks of every thread, on stderr at first.
3. :func:`spare_source_scans`, from :mod:`.app` just after PySide6 is imported and before the
   desktop modules are: PySide6 would otherwise read each module's source on import.
4. :func:`resume_collection` once the window is painted (or at most 5 s later).
5. :func:`use_crash_log` after that first paint: from then on the tracebacks of a hard crash go
   to ``crash.log`` in the user data folder (as qutebrowser does), which the crash dialog names.
   Not earlier: finding that folder (``platformdirs``) costs the start ~10 ms, and a start that
   crashes shows its traceback on stderr anyway.

The algorithmic start-up work (painting what is on screen, lazy layout, index-only reads)
stays where it happens; only what acts on the interpreter itself lives here. This module must
not import Qt.
"""

from __future__ import annotations

import faulthandler
import gc
import sys
from pathlib import Path
from typing import TextIO

__all__ = [
    "CRASH_LOG",
    "PREVIOUS_CRASH_LOG",
    "append_to_crash_log",
    "crash_log_path",
    "enable_faulthandler",
    "pause_collection",
    "resume_collection",
    "spare_source_scans",
    "use_crash_log",
]

CRASH_LOG = "crash.log"
PREVIOUS_CRASH_LOG = "crash-previous.log"

_crash_file: TextIO | None = None


# -- the garbage collector -------------------------------------------------------------------------
def pause_collection() -> None:
    """Pause the garbage collector for the start (a command turns it back on at once)."""
    gc.disable()


def resume_collection() -> None:
    """Turn the collector back on after the start. What the start made is long-lived (modules,
    Qt wrappers, the window), so it is moved out of the collector's sight first: later passes
    need not walk it again. A second call (the fallback timer) changes nothing."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


# -- PySide6's source scans ------------------------------------------------------------------------
def spare_source_scans(package_dir: Path | None = None) -> None:
    """Tell PySide6 what it would find in the sources of the modules Parallax imports.

    Once PySide6 is loaded, the first import statement naming a module makes it read that
    module's whole source, to note whether it mentions PySide6 (for the ``__feature__``
    switches, which Parallax does not use). Over the desktop modules, the library and the
    standard modules they name, that reading cost the start ~10 ms. The answers are known:
    the desktop modules use PySide6 (0, "no features"; the package's own ``__init__`` names
    it too), and the modules already loaded, all imported before PySide6 (the command line,
    the library, the standard library), are left out of the switching (-1, what PySide6 itself
    gives modules it finds no PySide6 in); so are the library's modules imported later (the
    session, its marks): the library never imports Qt (``make lint`` checks the contract).
    Entries already present are left alone; a PySide6 without this table is left as it is.
    """
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    package = __name__.rpartition(".")[0]
    folder = package_dir or Path(__file__).parent
    table.setdefault(package, 0)
    _fill(table, package, folder, 0)
    library = sys.modules.get(f"{package.rpartition('.')[0]}.library")
    if library is not None and library.__file__:
        _fill(table, library.__name__, Path(library.__file__).parent, -1)
    for name in list(sys.modules):
        if not name.startswith(("PySide6", "shiboken6", "shibokensupport", package)):
            table.setdefault(name, -1)


def _fill(table: dict[str, int], package: str, folder: Path, value: int) -> None:
    """``value`` for each module of ``package`` in ``folder`` (not its sub-packages)."""
    for module in folder.iterdir() if folder.is_dir() else ():  # a frozen app has no source folder
        if module.suffix == ".py" and module.stem != "__init__":
            table.setdefault(f"{package}.{module.stem}", value)


# -- the crash log ---------------------------------------------------------------------------------
def enable_faulthandler() -> None:
    """Dump every thread's Python traceback on a hard crash (to stderr until :func:`use_crash_log`)."""
    if sys.stderr is not None and not faulthandler.is_enabled():
        faulthandler.enable(all_threads=True)


def crash_log_path() -> Path:
    """Where hard crashes and unexpected errors are written: ``crash.log`` in the user data folder."""
    from parallax.library.paths import data_dir

    return data_dir() / CRASH_LOG


def use_crash_log(path: Path | None = None) -> Path | None:
    """Send the tracebacks of a hard crash to the crash log (the previous run's crash, if it
    left one, is kept as ``crash-previous.log``). Returns the log's path, or None when the
    folder cannot be written (then they stay on stderr)."""
    global _crash_file
    target = path or crash_log_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.is_file() and target.stat().st_size > 0:
            target.replace(target.with_name(PREVIOUS_CRASH_LOG))
        # Appending: an error report added meanwhile (append_to_crash_log) is never overwritten.
        opened = target.open("a", encoding="utf-8")
    except OSError:
        return None
    faulthandler.enable(file=opened, all_threads=True)
    if _crash_file is not None:
        _crash_file.close()
    _crash_file = opened
    return target


def append_to_crash_log(report: str, path: Path | None = None) -> Path | None:
    """Add an unexpected error's report to the crash log; returns its path (None if unwritable)."""
    target = path or crash_log_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("a", encoding="utf-8") as log:
            log.write(report if report.endswith("\n") else report + "\n")
    except OSError:
        return None
    return target
