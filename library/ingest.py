"""Bringing files into a library: documents through the importers, bundles through the merger.

Shared by the command line and the desktop so both report the same per-file results: one bad
file never stops the others, and each file is its own transaction, so a failure leaves nothing
of that file behind.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal

from .errors import ImportFailure, ParallaxError
from .i18n import current_language, use_language
from .limits import cut
from .records import Record
from .store import Library

if TYPE_CHECKING:
    from .importers import ImportedDocument

Status = Literal["imported", "duplicate", "error"]
BUNDLE_SUFFIX = ".parallax"
PROJECT_SUFFIX = ".qdpx"
"""A REFI-QDA project (:mod:`.qdpx`): read whole, like a bundle, never by the workers."""
PARALLEL_MIN = 24
"""Below this many documents, starting worker processes costs more than it saves."""
MAX_WORKERS = 4

Progress = Callable[[int, int, Path], bool]
"""Called before each file with (index, total, path); returning False cancels the rest."""


class ImportResult(Record):
    """What became of one file (a record, not a dataclass: ``parallax open`` imports its
    files on the way to the first paint, and ``dataclasses`` costs that start ~10 M instructions)."""

    path: str
    status: Status
    id: str | None = None
    title: str | None = None
    error: str | None = None
    warnings: Sequence[str] = ()
    kind: Literal["article", "bundle", "project"] = "article"
    details: Mapping[str, Any] = MappingProxyType({})

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "path": self.path,
            "status": self.status,
            "id": self.id,
            "title": self.title,
            "error": self.error,
            "kind": self.kind,
            "warnings": list(self.warnings),
        }
        if self.details:
            data.update(self.details)
        return data


def _name(path: Path) -> str:
    """A file's name as shown in a message: bytes that are not UTF-8 as U+FFFD, controls spelled out."""
    from .terminal import visible  # messages and new documents: not loaded by the app's start

    return visible(path.name or str(path))


def unreadable(name: str, exc: OSError) -> str:
    """Why the file ``name`` could not be read, in the reader's language."""
    from .outputs import describe_os_error

    return str(ImportFailure("import_unreadable", name=name, reason=describe_os_error(exc)))


def not_a_file(path: Path) -> str | None:
    """Why ``path`` cannot be imported without even opening it, or None.

    A FIFO, device or socket would block the reader forever (or feed it without end), so
    anything but a regular file (or a link to one) is refused at once.
    """
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return str(ImportFailure("import_no_file", name=_name(path)))
    except OSError as exc:
        return unreadable(_name(path), exc)
    if stat.S_ISREG(mode):
        return None  # named only in a message: spelling a name out costs a pattern's compile
    name = _name(path)
    if stat.S_ISDIR(mode):
        return str(ImportFailure("import_is_folder", name=name))
    if stat.S_ISFIFO(mode):
        code = "import_is_fifo"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        code = "import_is_device"
    elif stat.S_ISSOCK(mode):
        code = "import_is_socket"
    else:
        code = "import_not_regular"
    return str(ImportFailure(code, name=name))


def import_one(
    library: Library,
    path: Path,
    *,
    comparison: str | None = None,
    encoding: str | None = None,
    whole_page: bool = False,
) -> ImportResult:
    """Import one document or bundle; failures become an ``error`` result, never an exception."""
    problem = not_a_file(path)
    if problem is not None:
        return ImportResult(str(path), "error", error=problem)
    if path.suffix.lower() == BUNDLE_SUFFIX:
        return _import_bundle(library, path, comparison)
    if path.suffix.lower() == PROJECT_SUFFIX:
        return _import_project(library, path, comparison)
    source = file_source(path, encoding)
    known = None if source is None else _known(library, path, source.sha256, source.converter, comparison)
    if known is not None:
        return known
    document, error, key = _read(path, source, encoding, whole_page)
    return store_document(library, path, document, error, comparison, source=key)


class FileSource(Record):
    """A file's bytes as read for an import, their sha256 and how they are converted
    (:func:`parallax.library.importers.known.converter_key`)."""

    data: bytes
    sha256: str
    converter: str
    detected: bool
    """Whether its encoding is left to detection (none was asked for)."""

    def key(self) -> tuple[str, str] | None:
        """What to remember the file by once converted: (sha256, converter), or None when its
        encoding was guessed among ones that decode anything (a guess the app shows and asks
        about, and a file it is never taken from here)."""
        if self.detected:
            from .importers import guess_is_certain

            if not guess_is_certain(self.data):
                return None
        return (self.sha256, self.converter)


def _remembered(source: FileSource | None, document: ImportedDocument | None) -> tuple[str, str] | None:
    """What to remember of a file converted to ``document``: nothing when the conversion failed
    or said something (its warnings are said again next time)."""
    if source is None or document is None or document.warnings:
        return None
    return source.key()


def file_source(path: Path, encoding: str | None) -> FileSource | None:
    """The file's bytes and what they would be remembered by, when the library remembers files
    of its kind (plain text, Markdown) and it can be read; else None (convert it as ever)."""
    from .importers.known import MAX_FILE_BYTES, converter_key

    converter = converter_key(path.name, encoding)
    if converter is None:
        return None
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
            return None  # refused by the importer, with its message (a FIFO never read here)
        data = path.read_bytes()
    except OSError:
        return None  # the importer says why
    from .digest import sha256_hex

    return FileSource(data, sha256_hex(data), converter, encoding is None)


def known_file(library: Library, path: Path, encoding: str | None = None,
               comparison: str | None = None, *, source: FileSource | None = None) -> ImportResult | None:
    """The import of a file the library knows (its bytes became an article that is still
    there), without converting it; None when it must be converted. ``source``: the file as
    read and hashed already (:func:`file_source` with no encoding), else it is read here."""
    if source is None or encoding is not None:
        source = file_source(path, encoding)
    return None if source is None else _known(library, path, source.sha256, source.converter, comparison)


def _known(library: Library, path: Path, sha256: str, converter: str, comparison: str | None) -> ImportResult | None:
    """The import of a file the library knows by its bytes' hash and converter, joined to
    ``comparison`` when one is asked for; None when the library does not know it."""
    try:
        found = library.known_file(sha256, converter, comparison)
    except ParallaxError:
        return None  # the write of the comparison failed: the usual import says why
    if found is None:
        return None
    return ImportResult(str(path), "duplicate", id=found[0], title=found[1])


def read_source(path: str, encoding: str | None, whole_page: bool) -> tuple[ImportedDocument | None, str | None,
                                                                          tuple[str, str] | None]:
    """:func:`read_document`, and what to remember the file by (None: nothing), both from the
    same bytes (a file changed meanwhile is never remembered by the other bytes' hash). A plain
    function of picklable values, for the import workers and ``parallax open``'s reading process."""
    return _read(Path(path), file_source(Path(path), encoding), encoding, whole_page)


def _read(path: Path, source: FileSource | None, encoding: str | None,
          whole_page: bool) -> tuple[ImportedDocument | None, str | None, tuple[str, str] | None]:
    if source is None:
        return (*read_document(str(path), encoding, whole_page), None)
    from .importers import import_bytes

    try:
        document = import_bytes(source.data, _name(path), encoding=encoding, whole_page=whole_page)
    except ParallaxError as exc:
        return None, str(exc), None
    return document, None, _remembered(source, document)


def _import_bundle(library: Library, path: Path, comparison: str | None) -> ImportResult:
    try:
        from .bundles import import_bundle
        from .classroom.exercise import is_handin, note_exercise

        handin = is_handin(path)
        if handin is not None:  # merging it would pour a student's work into the teacher's key
            return ImportResult(str(path), "error", error=str(
                ImportFailure("import_handin", name=_name(path), student=handin["student"][:80])
            ))
        report = import_bundle(library, path, comparison=comparison)
        exercise = note_exercise(library, path, report.comparison_ids)
    except ParallaxError as exc:
        return ImportResult(str(path), "error", error=str(exc))
    except OSError as exc:
        return ImportResult(str(path), "error", error=unreadable(_name(path), exc))
    details: dict[str, Any] = {"merge": report.as_json()}
    if exercise is not None:
        details["exercise"] = exercise
    return ImportResult(
        str(path),
        "imported" if report.changed else "duplicate",
        id=report.comparison_ids[0] if report.comparison_ids else None,
        title=report.title,
        kind="bundle",
        warnings=list(report.warnings),
        details=details,
    )


def _import_project(library: Library, path: Path, comparison: str | None) -> ImportResult:
    try:
        from .qdpx import import_qdpx

        report = import_qdpx(library, path, comparison=comparison)
    except ParallaxError as exc:
        return ImportResult(str(path), "error", error=str(exc))
    except OSError as exc:
        return ImportResult(str(path), "error", error=unreadable(_name(path), exc))
    return ImportResult(
        str(path),
        "imported" if report.changed else "duplicate",
        id=report.comparison_ids[0] if report.comparison_ids else None,
        title=report.name,
        kind="project",
        warnings=list(report.warnings),
        details={"merge": report.as_json()},
    )


def _whole(path: Path) -> bool:
    """Bundles and projects are read whole in this process, never by the import workers."""
    return path.suffix.lower() in (BUNDLE_SUFFIX, PROJECT_SUFFIX)


def read_document(path: str, encoding: str | None, whole_page: bool) -> tuple[ImportedDocument | None, str | None]:
    """Run the importers on one file: the document, or the error to report (never raises).

    A plain function of picklable values, so worker processes can run it for a batch.
    """
    from .importers import import_file

    problem = not_a_file(Path(path))
    if problem is not None:
        return None, problem
    try:
        return import_file(Path(path), encoding=encoding, whole_page=whole_page), None
    except ParallaxError as exc:
        return None, str(exc)
    except OSError as exc:
        return None, unreadable(_name(Path(path)), exc)


def store_document(
    library: Library, path: Path, document: ImportedDocument | None, error: str | None, comparison: str | None,
    *, source: tuple[str, str] | None = None,
) -> ImportResult:
    """Add an imported document to the library (one transaction), or report why it failed.

    ``source`` (the file's sha256, how it was converted) is remembered with the article, so the
    same file is known next time without converting it (:func:`known_file`)."""
    shown = str(path)
    if document is None:
        return ImportResult(shown, "error", error=error or str(ImportFailure("import_unreadable", name=_name(path), reason="?")))
    try:
        # A file's metadata is cut to the library's bounds, never a reason to refuse its text.
        article, created = library.add_article(
            document.markdown,
            title=cut("title", document.title),
            source_format=document.source_format,
            outlet=cut("outlet", document.outlet),
            author=cut("author", document.author),
            published=document.published,
            url=cut("url", document.url),
            language=document.language,
            comparison=comparison,
            source=source,
        )
    except ParallaxError as exc:
        return ImportResult(shown, "error", error=f"{_name(path)}: {exc}")
    return ImportResult(
        shown,
        "imported" if created else "duplicate",
        id=article.id,
        title=article.title,
        warnings=list(document.warnings),
    )


def import_paths(
    library: Library,
    paths: Sequence[Path],
    *,
    comparison: str | None = None,
    encoding: str | None = None,
    whole_page: bool = False,
    progress: Progress | None = None,
) -> list[ImportResult]:
    """Import files in order, each in its own transaction; stops early if ``progress`` says so.

    Large batches of documents are read by worker processes, one per core, while this process
    stores them in order: extracting a web page's article is CPU-bound, and most machines have
    more than one core. Results and their order are the same either way.
    """
    documents = [p for p in paths if not _whole(p)]
    workers = min(os.cpu_count() or 1, MAX_WORKERS)
    if len(documents) < PARALLEL_MIN or workers < 2:
        return _import_in_turn(library, paths, comparison, encoding, whole_page, progress)
    import multiprocessing
    from concurrent.futures import Future, ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    results: list[ImportResult] = []
    # Files the library knows are not sent to the workers: their article is looked up here (the
    # bytes are not kept for the batch, only what they would be remembered by).
    looked = [(None, None) if _whole(p) else _look_up(library, p, encoding) for p in paths]
    known = [found for found, _key in looked]
    # "spawn": a fresh interpreter, never a fork of a process that may be running Qt. Each
    # worker ends when this process dies (killed, crashed), instead of living on re-parented.
    with ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=start_worker,
        initargs=(os.getpid(), current_language()),
    ) as pool:
        futures: list[Future[tuple[ImportedDocument | None, str | None, tuple[str, str] | None]] | None] = [
            None if _whole(p) or k is not None else pool.submit(read_source, str(p), encoding, whole_page)
            for p, k in zip(paths, known, strict=True)
        ]
        for index, (path, future) in enumerate(zip(paths, futures, strict=True)):
            if progress is not None and not progress(index, len(paths), path):
                for pending in futures[index:]:
                    if pending is not None:
                        pending.cancel()
                break
            found = known[index]
            if found is not None and comparison is not None:  # joins it, as an import does
                joined = looked[index][1]
                found = _known(library, path, *joined, comparison) if joined else None
                found = found or import_one(library, path, comparison=comparison, encoding=encoding,
                                            whole_page=whole_page)
            if found is not None:
                results.append(found)
                continue
            if future is None:
                results.append(import_one(library, path, comparison=comparison))
                continue
            try:
                document, error, key = future.result()
            except BrokenProcessPool:
                document, error, key = read_source(str(path), encoding, whole_page)
            results.append(store_document(library, path, document, error, comparison, source=key))
    return results


def _look_up(library: Library, path: Path, encoding: str | None) -> tuple[ImportResult | None, tuple[str, str] | None]:
    """A file's import when the library knows it, and what it is known by (its bytes are not
    kept: a batch may be large)."""
    source = file_source(path, encoding)
    if source is None:
        return None, None
    found = _known(library, path, source.sha256, source.converter, None)
    return (found, (source.sha256, source.converter)) if found is not None else (None, None)


def _import_in_turn(
    library: Library,
    paths: Sequence[Path],
    comparison: str | None,
    encoding: str | None,
    whole_page: bool,
    progress: Progress | None,
) -> list[ImportResult]:
    results: list[ImportResult] = []
    for index, path in enumerate(paths):
        if progress is not None and not progress(index, len(paths), path):
            break
        results.append(
            import_one(library, path, comparison=comparison, encoding=encoding, whole_page=whole_page)
        )
    return results


def start_worker(parent: int, language: str) -> None:
    """Set up an import worker: it speaks this process's language (its errors and warnings
    are worded there, and a spawned interpreter starts in English) and dies with it."""
    use_language(language)
    die_with_parent(parent)


def die_with_parent(parent: int) -> None:
    """Make this (worker) process end when process ``parent`` does.

    On Linux the kernel sends SIGKILL at the parent's death (``PR_SET_PDEATHSIG``); everywhere a
    daemon thread also waits on the parent's sentinel (its process handle or pipe) and exits the
    worker once it is gone. Either way a killed import leaves no worker behind.
    """
    import sys
    import threading

    if sys.platform.startswith("linux"):
        import ctypes
        import signal

        try:
            libc = ctypes.CDLL(None, use_errno=True)
            pr_set_pdeathsig = 1
            libc.prctl(pr_set_pdeathsig, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):
            pass
        if os.getppid() != parent:  # died before the request took effect
            os._exit(1)

    import multiprocessing

    watched = multiprocessing.parent_process()

    def watch() -> None:
        if watched is not None:
            watched.join()  # returns when the parent's sentinel closes: it has died
        else:
            import time

            while os.getppid() == parent:
                time.sleep(1.0)
        os._exit(1)

    threading.Thread(target=watch, name="parallax-parent-watch", daemon=True).start()
