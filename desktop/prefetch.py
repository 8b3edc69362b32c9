"""The files of ``parallax open FILE...`` read in a second process while this one loads Qt.

Reading a document (decoding it, finding its blocks, writing its Markdown) and loading the
importers that do it cost ``parallax open`` of three short articles about a quarter of its
start over a bare Qt window, and that work needs nothing from Qt. So the command forks once,
before Qt is loaded: the child reads the files with :func:`parallax.library.ingest.read_document`
and sends the documents back through a pipe, on the other core, while this process loads Qt
and builds the window. The import (:mod:`.importing`) takes a file's document from here instead
of reading the file again, and stores it as usual (the library hashes the body, finds it is
already there, or adds it).

It forks only when a processor is idle (:func:`_idle_core`), and not when the library knows
every file by its bytes already (``imported_files``: the import then converts none of them).
Only what cannot differ from reading the file here is taken: a document without warnings
(those are worded in the reader's language, set later), of a file whose size and modification
time are unchanged, read without an encoding chosen by the reader; anything else (an error, a
bundle, a file changed meanwhile, a child that failed or is slow) is read here as before.
Where there is no ``fork`` (Windows), or Qt is loaded already, nothing is prefetched.

This module must not import Qt: it runs before Qt is loaded.
"""

from __future__ import annotations

import marshal
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from parallax.library.records import Record

if TYPE_CHECKING:
    from parallax.library.importers import ImportedDocument
    from parallax.library.ingest import FileSource

__all__ = ["Prefetched", "discard", "known_source", "start", "take"]

MAX_FILES = 12
MAX_BYTES = 2 * 1024 * 1024
"""Larger files are read here: a long read in the child would only make the import wait for it."""
WAIT_S = 5.0
"""How long the import waits for the child before reading the files itself."""

_WHOLE = (".parallax", ".qdpx")  # bundles and projects are imported whole, here


class Prefetched(Record):
    """A document read by the child, and whether its text's encoding needed no guess."""

    document: ImportedDocument
    certain: bool
    source: tuple[str, str] | None = None
    """What the library remembers the file by (:func:`parallax.library.ingest.file_source`)."""


_child: tuple[int, int] | None = None  # (process id, read end of the pipe)
_Found = dict[str, tuple[int, int, tuple[object, ...], bool, "tuple[str, str] | None"]]
_found: _Found | None = None
_sources: dict[str, tuple[int, int, FileSource]] = {}
"""Path -> (size, modification time, what the library knows the file by), from :func:`_all_known`."""


def start(paths: Sequence[Path], library: Path | None = None) -> None:
    """Fork a child that reads ``paths`` (call once, before Qt is loaded), unless ``library``
    knows them all already (the import then converts none of them: nothing to read ahead)."""
    global _child
    if _child is not None or not hasattr(os, "fork") or "PySide6.QtCore" in sys.modules or not _idle_core():
        return
    wanted = [str(p) for p in paths[:MAX_FILES] if Path(p).suffix.lower() not in _WHOLE]
    if not wanted or (library is not None and len(wanted) == len(paths) and _all_known(library, wanted)):
        return
    read, write = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(read)
        os.close(write)
        return
    if pid == 0:  # the child: read, answer, and end without running the parent's exit handlers
        status = 1
        try:
            os.close(read)
            data = marshal.dumps(_read(wanted))
            with os.fdopen(write, "wb") as pipe:
                pipe.write(data)
            status = 0
        finally:
            os._exit(status)
    os.close(write)
    _child = (pid, read)


def _all_known(library: Path, paths: list[str]) -> bool:
    """Whether ``library`` knows every file of ``paths`` by its bytes (``imported_files``: the
    import will find their articles without converting them), read on a connection of its own."""
    import sqlite3

    from parallax.library.ingest import file_source
    from parallax.library.store.tables.imported_files import known

    try:
        conn = sqlite3.connect(f"{Path(library).resolve().as_uri()}?mode=ro", uri=True)
    except (sqlite3.Error, ValueError, OSError):
        return False
    try:
        for path in paths:
            info = Path(path).stat()
            source = file_source(Path(path), None)
            if source is None or not known(conn, source.sha256, source.converter):
                return False
            _sources[path] = (info.st_size, info.st_mtime_ns, source)
        return True
    except OSError:
        return False
    finally:
        conn.close()


def _idle_core() -> bool:
    """Whether a processor is free for the child (the last minute's load below the processors
    but one). On a machine whose other processors are busy the child only competes with this
    process, and its start (the fork, the pages both then copy) costs more than it saves: on
    two cores with one busy, the window was mapped ~5 % later with the child than without."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return False
    return load < (os.cpu_count() or 1) - 1


def _read(paths: list[str]) -> _Found:
    """Path -> (size, modification time, the document's fields, encoding certain, what the
    library would remember the file by), for the files read without an error or a warning."""
    from parallax.library.importers import guess_is_certain
    from parallax.library.ingest import read_source

    found: _Found = {}
    for path in paths:
        try:
            info = Path(path).stat()
            if info.st_size > MAX_BYTES:
                continue
            document, error, key = read_source(path, None, False)  # refuses a FIFO or a device first
            if document is None or error is not None or document.warnings:
                continue
            certain = True
            if Path(path).suffix.lower() in (".txt", ".text", ".md", ".markdown"):
                certain = guess_is_certain(Path(path).read_bytes())
        except OSError:
            continue
        fields = (document.markdown, document.title, document.source_format, document.outlet, document.author,
                  document.published, document.url, document.language)
        found[path] = (info.st_size, info.st_mtime_ns, fields, certain, key)
    return found


def _collect() -> _Found:
    """The child's answer (waiting for it at most :data:`WAIT_S`); empty if it has none."""
    global _child, _found
    if _found is not None:
        return _found
    _found = {}
    if _child is None:
        return _found
    pid, read = _child
    _child = None
    import select

    chunks: list[bytes] = []
    try:
        while True:
            ready, _, _ = select.select([read], [], [], WAIT_S)
            if not ready:
                raise TimeoutError
            chunk = os.read(read, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
        answer = marshal.loads(b"".join(chunks)) if chunks else {}
        if isinstance(answer, dict):
            _found = answer
    except (OSError, TimeoutError, ValueError, EOFError, TypeError):
        _end(pid)
    finally:
        os.close(read)
    _reap(pid)
    return _found


def _end(pid: int) -> None:
    import signal

    try:
        os.kill(pid, signal.SIGKILL)
    except OSError:
        pass


def _reap(pid: int) -> None:
    try:
        os.waitpid(pid, 0)
    except OSError:
        pass


def take(path: Path) -> Prefetched | None:
    """The document the child read from ``path``, if the file is unchanged since (once)."""
    if _child is None and not _found:
        return None
    entry = _collect().pop(str(path), None)
    if entry is None:
        return None
    size, modified, fields, certain, source = entry
    if not _unchanged(path, size, modified):
        return None
    from parallax.library.importers.document import ImportedDocument

    return Prefetched(ImportedDocument(*fields), certain, source)  # type: ignore[arg-type]


def known_source(path: Path) -> FileSource | None:
    """What the library knows ``path`` by, as hashed before Qt was loaded, if the file is
    unchanged since (once): the import need not read and hash it again."""
    entry = _sources.pop(str(path), None)
    if entry is None:
        return None
    size, modified, source = entry
    return source if _unchanged(path, size, modified) else None


def _unchanged(path: Path, size: int, modified: int) -> bool:
    """Whether ``path`` still has the size and modification time it had when it was read."""
    try:
        info = path.stat()
    except OSError:
        return False
    return (info.st_size, info.st_mtime_ns) == (size, modified)


def discard() -> None:
    """Forget the prefetch (the files went to another window): end the child and reap it."""
    global _child, _found
    if _child is not None:
        pid, read = _child
        _child = None
        os.close(read)
        _end(pid)
        _reap(pid)
    _found = {}
    _sources.clear()
