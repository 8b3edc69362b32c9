"""Reading zip archives from anyone (``.parallax`` bundles, EPUB and DOCX files) within one set
of limits, so a "zip bomb" (a small file whose entries inflate to gigabytes) or a crafted
directory cannot exhaust the machine.

The limits are checked on the central directory *before* any entry is inflated, and the bytes
actually inflated are counted again while reading, because a directory's size fields can lie.
They are far above any genuine document or bundle and far below harm. Messages start with the
``subject`` the caller names ("it", "this EPUB file") and each caller raises its own error type.
"""

from __future__ import annotations

import zipfile
from typing import Final

MAX_ENTRIES: Final = 10_000
MAX_TOTAL_BYTES: Final = 200 * 1024 * 1024
MAX_RATIO: Final = 100
RATIO_MIN_SIZE: Final = 1024 * 1024
"""Entries smaller than this are never refused for their ratio: tiny files of repeated
characters legitimately compress very well (a page of spaces does), and they cannot hurt."""

_MB: Final = 1024 * 1024
_READ_CHUNK: Final = 1 << 16


class UnsafeArchive(Exception):
    """The archive breaks a limit; the message is a sentence ready for the reader."""


def directory_problem(entries: list[zipfile.ZipInfo], subject: str) -> str | None:
    """Why the archive's directory breaks a limit (too many entries, too much content, an entry
    compressed like a bomb), or None."""
    if len(entries) > MAX_ENTRIES:
        return f"{subject} has {len(entries):,} entries; at most {MAX_ENTRIES:,} are allowed"
    declared = 0
    for info in entries:
        if info.file_size < 0 or info.compress_size < 0:
            return f"{subject} has an entry {info.filename!r} with a negative size"
        declared += info.file_size
        if info.file_size > RATIO_MIN_SIZE and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            return (
                f"{subject} is a zip bomb: entry {info.filename!r} is compressed more than {MAX_RATIO}:1 "
                f"({info.compress_size:,} to {info.file_size:,} bytes)"
            )
    if declared > MAX_TOTAL_BYTES:
        return f"{subject} would unpack to {declared // _MB} MB, more than {MAX_TOTAL_BYTES // _MB} MB"
    return None


def check_directory(entries: list[zipfile.ZipInfo], subject: str) -> None:
    """Raise :class:`UnsafeArchive` when :func:`directory_problem` finds one."""
    problem = directory_problem(entries, subject)
    if problem is not None:
        raise UnsafeArchive(problem)


def read_bounded(archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int, subject: str) -> bytes:
    """The entry's bytes, refusing more than ``budget`` (what is left of :data:`MAX_TOTAL_BYTES`)
    or more than the directory declared."""
    limit = min(budget, info.file_size)
    chunks: list[bytes] = []
    size = 0
    with archive.open(info) as handle:
        while True:
            chunk = handle.read(_READ_CHUNK)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                if size > budget:
                    raise UnsafeArchive(f"{subject} would unpack to more than {MAX_TOTAL_BYTES // _MB} MB")
                raise UnsafeArchive(f"entry {info.filename!r} is larger than its header says")
            chunks.append(chunk)
    return b"".join(chunks)
