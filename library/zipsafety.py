"""Reading zip archives from anyone (``.parallax`` bundles, EPUB and DOCX files) within one set
of limits, so a "zip bomb" (a small file whose entries inflate to gigabytes) or a crafted
directory cannot exhaust the machine.

The limits are checked on the central directory *before* any entry is inflated, and the bytes
actually inflated are counted again while reading, because a directory's size fields can lie.
They are far above any genuine document or bundle and far below harm. The problem is a coded
:class:`UnsafeArchive` whose sentence starts with "it"; each caller raises its own error type
around it.
"""

from __future__ import annotations

import zipfile
from typing import Final

from .errors import ParallaxError

MAX_ENTRIES: Final = 10_000
MAX_TOTAL_BYTES: Final = 200 * 1024 * 1024
MAX_RATIO: Final = 100
RATIO_MIN_SIZE: Final = 1024 * 1024
"""Entries smaller than this are never refused for their ratio: tiny files of repeated
characters legitimately compress very well (a page of spaces does), and they cannot hurt."""

_MB: Final = 1024 * 1024
_READ_CHUNK: Final = 1 << 16


class UnsafeArchive(ParallaxError):
    """The archive breaks a limit; a coded error (``zip_...``) whose sentence starts "it ..."."""


def directory_problem(entries: list[zipfile.ZipInfo]) -> UnsafeArchive | None:
    """Why the archive's directory breaks a limit (too many entries, too much content, an entry
    compressed like a bomb), or None."""
    if len(entries) > MAX_ENTRIES:
        return UnsafeArchive("zip_too_many_entries", count=len(entries), limit=MAX_ENTRIES)
    declared = 0
    for info in entries:
        if info.file_size < 0 or info.compress_size < 0:
            return UnsafeArchive("zip_entry_negative", name=info.filename)
        declared += info.file_size
        if info.file_size > RATIO_MIN_SIZE and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            return UnsafeArchive(
                "zip_bomb", name=info.filename, ratio=MAX_RATIO, packed=info.compress_size, size=info.file_size
            )
    if declared > MAX_TOTAL_BYTES:
        return UnsafeArchive("zip_too_large_declared", megabytes=declared // _MB, limit=MAX_TOTAL_BYTES // _MB)
    return None


def check_directory(entries: list[zipfile.ZipInfo]) -> None:
    """Raise :class:`UnsafeArchive` when :func:`directory_problem` finds one."""
    problem = directory_problem(entries)
    if problem is not None:
        raise problem


def read_bounded(archive: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int) -> bytes:
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
                    raise UnsafeArchive("zip_too_large", limit=MAX_TOTAL_BYTES // _MB)
                raise UnsafeArchive("zip_entry_larger", name=info.filename)
            chunks.append(chunk)
    return b"".join(chunks)


def read_files(archive: zipfile.ZipFile, infos: list[zipfile.ZipInfo]) -> dict[str, bytes]:
    """The files (not folders) among ``infos``, by name, within :data:`MAX_TOTAL_BYTES` all
    together (bundles and REFI-QDA projects read their entries this way)."""
    files: dict[str, bytes] = {}
    left = MAX_TOTAL_BYTES
    for info in infos:
        if info.is_dir():
            continue
        data = read_bounded(archive, info, left)
        left -= len(data)
        files[info.filename] = data
    return files


STABLE_DATE: Final = (1980, 1, 1, 0, 0, 0)
"""Every entry Parallax writes carries this date: the same library written twice is the same
file, byte for byte (bundles, hand-ins, exercises, REFI-QDA projects)."""


def stable_entry(name: str, compress: int = zipfile.ZIP_DEFLATED) -> zipfile.ZipInfo:
    """A zip entry that is the same on every machine and every day: fixed date, a plain file's
    mode, made on Unix."""
    info = zipfile.ZipInfo(name, date_time=STABLE_DATE)
    info.compress_type = compress
    info.external_attr = 0o100644 << 16
    info.create_system = 3
    return info
