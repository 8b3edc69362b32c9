"""Opening zip-based documents (DOCX, EPUB) without letting them exhaust the machine.

The limits are :mod:`..zipsafety`'s, the same as for ``.parallax`` bundles, checked on the
central directory *before* any entry is inflated; zipfile never inflates an entry past the
size the directory declares, so the declared sizes are a real bound.
"""

from __future__ import annotations

import io
import zipfile
import zlib

from ..errors import ImportFailure
from ..zipsafety import directory_problem


def open_archive(data: bytes, kind: str) -> zipfile.ZipFile:
    """The archive, once its directory passes the limits; ``kind`` names the format in messages."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, NotImplementedError):
        raise ImportFailure("archive_damaged_zip", kind=kind) from None
    try:
        check_limits(archive.infolist(), kind)
    except ImportFailure:
        archive.close()
        raise
    return archive


def check_limits(entries: list[zipfile.ZipInfo], kind: str) -> None:
    """Refuse archives with too many entries, too much content or suspicious compression."""
    problem = directory_problem(entries)
    if problem is not None:
        raise ImportFailure("archive_unsafe", kind=kind, problem=problem)


def read_entry(archive: zipfile.ZipFile, name: str, kind: str) -> bytes:
    """The bytes of one entry; a damaged entry is refused with a clear message."""
    try:
        return archive.read(name)
    except KeyError:
        raise ImportFailure("archive_no_entry", kind=kind, name=name) from None
    except RuntimeError:  # zipfile's way of saying the entry is encrypted
        raise ImportFailure("archive_encrypted", kind=kind, name=name) from None
    except (zipfile.BadZipFile, zlib.error, OSError, ValueError, EOFError, NotImplementedError) as exc:
        raise ImportFailure("archive_damaged_entry", kind=kind, name=name, detail=exc) from None
