"""Writing an output file (bundle, report, export) without ever harming the library or the disk.

Every command that writes a file goes through here, so one set of rules protects them all:

* an output that is the open library, or one of its ``-wal``/``-shm``/``-journal`` files, is
  refused, however it is spelled (a relative path, a symbolic link, a hard link) and however
  the library was named (through a link, the companions are those of the file it points to);
* an existing target that is not a regular file (a symbolic link, a FIFO, a device, a folder)
  is refused rather than replaced or blocked on;
* the file appears complete or not at all: it is written to a temporary file of its own beside
  it (``NAME.<random>.part``, created exclusively, so two commands writing one output at once
  never share it) and renamed into place; whatever fails (a missing folder, a full disk, an
  interruption), the temporary file is removed and one clear :class:`~.errors.OutputError` says
  why.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from .errors import OutputError
from .i18n import N_, _

PART_SUFFIX = ".part"
LIBRARY_COMPANIONS = ("", "-wal", "-shm", "-journal")
"""The library file and the files SQLite keeps beside it."""


def _library_files(library_path: str | Path | None) -> list[Path]:
    """The library and its companions, as named and as reached through every link: SQLite
    names the ``-wal`` after the file a link points to, so ``--library link.sqlite`` keeps
    ``real.sqlite-wal``."""
    if library_path is None or str(library_path) in ("", ":memory:"):
        return []
    base = Path(library_path).expanduser()
    bases = [base]
    with contextlib.suppress(OSError, RuntimeError):
        bases.append(base.resolve())
    return [Path(str(b) + suffix) for b in dict.fromkeys(bases) for suffix in LIBRARY_COMPANIONS]


def _same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file: by resolved path, else by device and inode (hard links)."""
    with contextlib.suppress(OSError, RuntimeError):
        if a.resolve() == b.resolve():
            return True
    try:
        return a.samefile(b)
    except OSError:
        return False


def _kind(mode: int) -> str | None:
    """The error code for a non-regular file of this kind (one whole sentence per kind, so each
    translates as a whole); None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISLNK(mode):
        return "output_exists_link"
    if stat.S_ISDIR(mode):
        return "output_exists_folder"
    if stat.S_ISFIFO(mode):
        return "output_exists_fifo"
    if stat.S_ISSOCK(mode):
        return "output_exists_socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "output_exists_device"
    return "output_exists_other"


def safe_output(path: str | Path, library_path: str | Path | None) -> Path:
    """Check that ``path`` may be written as an output of the library at ``library_path``.

    Returns the path to write (as given, ``~`` expanded). Raises :class:`OutputError` for the
    library itself or its companion files, for a target that exists but is not a regular file,
    and for a folder that does not exist. Nothing is written.
    """
    raw = str(path)
    if not raw.strip():
        raise OutputError("no_output_file")
    if "\x00" in raw:
        raise OutputError("output_nul")
    target = Path(raw).expanduser()
    for protected in _library_files(library_path):
        if _same_file(target, protected):
            raise OutputError("write_open_library_named", path=target, library=library_path)
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise _cannot_write(target, exc) from None
    else:
        code = _kind(mode)
        if code is not None:
            raise OutputError(code, path=target)
    folder = target.parent
    if not folder.is_dir():
        raise OutputError("write_no_folder", path=target, folder=folder)
    return target


_PART_NAME = 100
"""Characters of the output's name kept in its temporary file's name (a name at the file
system's limit would leave no room for the rest)."""


def create_part(target: Path) -> tuple[int, Path]:
    """A new temporary file beside ``target``, created exclusively (never an existing file, a
    link or another writer's part): its descriptor and path. Raises OSError."""
    import secrets  # with hmac and hashlib: not on the way to the app's first paint

    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    while True:
        part = target.with_name(f"{target.name[:_PART_NAME]}.{secrets.token_hex(6)}{PART_SUFFIX}")
        try:
            return os.open(part, flags, 0o666), part
        except FileExistsError:
            continue


def _cannot_write(target: Path, exc: OSError) -> OutputError:
    """Why ``target`` cannot be written, in words; a name too long for the file system says so."""
    if exc.errno == errno.ENAMETOOLONG:
        return OutputError("path_too_long", path=_shortened(str(target)))
    return OutputError("cannot_write", path=target, reason=describe_os_error(exc))


def _shortened(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit // 2] + "…" + text[-limit // 2 :]


_OS_ERRORS = {
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is exceeded"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOENT: N_("there is no such file or folder"),
    errno.ELOOP: N_("it is a symbolic link"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EEXIST: N_("it already exists"),
    errno.EBUSY: N_("it is in use by another program"),
    errno.ETXTBSY: N_("it is in use by another program"),
    errno.EMFILE: N_("too many files are open"),
    errno.EIO: N_("the disk could not be read or written (an input/output error)"),
    errno.EFBIG: N_("the file is too large"),
    errno.EADDRINUSE: N_("the port is in use by another program"),
    errno.EADDRNOTAVAIL: N_("the address is not available on this computer"),
}
"""The system errors a reader meets, in words they can act on (English, translated when said)."""


def describe_os_error(exc: OSError) -> str:
    """An OSError in words a reader can act on, in the reader's language.

    Python words an OSError with the C library's English ``strerror``; the errors a reader
    meets (a full disk, a folder not theirs, a busy port) are said from :data:`_OS_ERRORS`
    instead, translated. Anything rarer keeps the system's words.
    """
    said = _OS_ERRORS.get(exc.errno or 0)
    return _(said) if said else exc.strerror or str(exc)


@contextlib.contextmanager
def atomic_output(path: str | Path, library_path: str | Path | None) -> Iterator[BinaryIO]:
    """Open ``path`` for writing through a temporary file of its own; on success it is renamed
    into place.

    On any failure the temporary file is removed and, for an OSError, an :class:`OutputError`
    raised; the target is never left half-written.
    """
    target = safe_output(path, library_path)
    try:
        fd, part = create_part(target)
    except OSError as exc:
        raise _cannot_write(target, exc) from None
    created = True
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        safe_output(target, library_path)  # nothing was swapped in while writing
        part.replace(target)
        created = False
    except OSError as exc:
        raise _cannot_write(target, exc) from None
    finally:
        if created:
            with contextlib.suppress(OSError):
                part.unlink()


def write_output(path: str | Path, data: bytes | str, library_path: str | Path | None) -> Path:
    """Write ``data`` (text is UTF-8, newlines kept as given) to ``path`` atomically."""
    try:
        payload = data.encode("utf-8") if isinstance(data, str) else data
    except UnicodeEncodeError:
        raise OutputError("write_not_unicode", path=path) from None
    with atomic_output(path, library_path) as handle:
        handle.write(payload)
    return Path(path).expanduser()
