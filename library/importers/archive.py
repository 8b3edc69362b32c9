"""Opening zip-based documents (DOCX, EPUB) without letting them exhaust the machine.

A "zip bomb" is a small file whose entries inflate to gigabytes. The limits are checked on
the central directory *before* any entry is inflated, and zipfile never inflates an entry
past the size the directory declares, so the declared sizes are a real bound. The limits are
the same as for ``.parallax`` bundles: far above any genuine document, far below harm.
"""

from __future__ import annotations

import io
import zipfile
import zlib

from ..errors import ImportFailure

MAX_ENTRIES = 2_000
MAX_TOTAL_BYTES = 200 * 1024 * 1024
MAX_RATIO = 100
RATIO_FLOOR_BYTES = 1024 * 1024
"""Entries smaller than this may compress as well as they like (a page of spaces does)."""


def open_archive(data: bytes, kind: str) -> zipfile.ZipFile:
    """The archive, once its directory passes the limits; ``kind`` names the format in messages."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, NotImplementedError):
        raise ImportFailure(
            f"this {kind} file is damaged or truncated (not a readable zip archive)"
        ) from None
    try:
        check_limits(archive.infolist(), kind)
    except ImportFailure:
        archive.close()
        raise
    return archive


def check_limits(entries: list[zipfile.ZipInfo], kind: str) -> None:
    """Refuse archives with too many entries, too much content or suspicious compression."""
    if len(entries) > MAX_ENTRIES:
        raise ImportFailure(
            f"this {kind} file has {len(entries)} entries (limit {MAX_ENTRIES}); refused as a zip bomb"
        )
    total = 0
    for entry in entries:
        total += entry.file_size
        if entry.file_size > RATIO_FLOOR_BYTES and entry.file_size > MAX_RATIO * max(entry.compress_size, 1):
            raise ImportFailure(
                f"this {kind} file is a zip bomb: {entry.filename!r} inflates more than {MAX_RATIO}:1"
            )
    if total > MAX_TOTAL_BYTES:
        raise ImportFailure(
            f"this {kind} file would unpack to {total // 1048576} MB (limit {MAX_TOTAL_BYTES // 1048576} MB);"
            " refused as a zip bomb"
        )


def read_entry(archive: zipfile.ZipFile, name: str, kind: str) -> bytes:
    """The bytes of one entry; a damaged entry is refused with a clear message."""
    try:
        return archive.read(name)
    except KeyError:
        raise ImportFailure(f"this {kind} file has no {name!r}") from None
    except RuntimeError:  # zipfile's way of saying the entry is encrypted
        raise ImportFailure(f"this {kind} file is encrypted ({name!r} needs a password)") from None
    except (zipfile.BadZipFile, zlib.error, OSError, ValueError, EOFError, NotImplementedError) as exc:
        raise ImportFailure(f"this {kind} file is damaged ({name!r}: {exc})") from None
