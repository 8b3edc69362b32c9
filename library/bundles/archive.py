"""Reading a bundle's zip archive without trusting it.

A bundle may come from anyone, so nothing is extracted to disk: entries are read into memory
after their names, types and sizes pass the checks below, and the bytes actually inflated are
counted, because a zip's size fields can lie. Every problem, including the many ways
:mod:`zipfile` itself fails on a damaged archive, becomes one :class:`BundleError`.
"""

from __future__ import annotations

import re
import stat
import struct
import zipfile
import zlib
from pathlib import Path

from ..errors import BundleError
from .format import (
    MAX_ENTRIES,
    MAX_RATIO,
    MAX_TOTAL_BYTES,
    MIMETYPE,
    MIMETYPE_ENTRY,
    RATIO_MIN_SIZE,
)

_DRIVE = re.compile(r"[A-Za-z]:")
_READ_CHUNK = 1 << 16
_ZIP_ERRORS = (
    zipfile.BadZipFile,
    zipfile.LargeZipFile,
    zlib.error,
    EOFError,
    ValueError,
    struct.error,
    NotImplementedError,
    RuntimeError,
    OverflowError,
    IndexError,
    KeyError,
    UnicodeError,
)


def _name_problem(name: str) -> str | None:
    """Why an entry name could escape the bundle or mean different files on different systems."""
    if not name:
        return "an entry has an empty name"
    if "\\" in name:
        return f"entry {name!r} has a backslash in its path"
    if name.startswith("/"):
        return f"entry {name!r} has an absolute path"
    if _DRIVE.match(name):
        return f"entry {name!r} has a drive letter"
    if "\x00" in name or any(ord(c) < 32 for c in name):
        return f"entry {name!r} has a control character in its name"
    parts = name.rstrip("/").split("/")
    if any(p in ("", ".", "..") for p in parts):
        return f"entry {name!r} has an empty, '.' or '..' path component"
    return None


def _check_entries(infos: list[zipfile.ZipInfo]) -> None:
    if len(infos) > MAX_ENTRIES:
        raise BundleError("bundle_too_many_entries", count=len(infos), limit=MAX_ENTRIES)
    seen: set[str] = set()
    declared = 0
    for info in infos:
        name = info.filename
        problem = _name_problem(name)
        if problem:
            raise BundleError(problem)
        if name in seen or name.rstrip("/") in seen:
            raise BundleError("bundle_entry_twice", name=name)
        seen.add(name)
        mode = info.external_attr >> 16
        if stat.S_ISLNK(mode):
            raise BundleError("bundle_entry_link", name=name)
        if info.flag_bits & 0x1:
            raise BundleError("bundle_entry_encrypted", name=name)
        if info.file_size < 0 or info.compress_size < 0:
            raise BundleError("bundle_entry_negative", name=name)
        declared += info.file_size
        if declared > MAX_TOTAL_BYTES:
            raise BundleError("bundle_too_large", megabytes=MAX_TOTAL_BYTES // 2**20)
        if info.file_size > RATIO_MIN_SIZE and info.file_size > MAX_RATIO * max(info.compress_size, 1):
            raise BundleError("bundle_zip_bomb", name=name, ratio=MAX_RATIO, packed=info.compress_size, size=info.file_size)


def _check_mimetype(zf: zipfile.ZipFile, first: zipfile.ZipInfo) -> None:
    if first.filename != MIMETYPE_ENTRY or first.header_offset != 0:
        raise BundleError("bundle_no_mimetype")
    if first.compress_type != zipfile.ZIP_STORED:
        raise BundleError("bundle_mimetype_compressed")
    if first.extra:
        raise BundleError("bundle_mimetype_extra")
    if _read(zf, first, len(MIMETYPE) + 1) != MIMETYPE.encode("ascii"):
        raise BundleError("bundle_wrong_mimetype", mimetype=MIMETYPE)


def _read(zf: zipfile.ZipFile, info: zipfile.ZipInfo, budget: int) -> bytes:
    """The entry's bytes, refusing more than ``budget`` or more than the header declared."""
    limit = min(budget, info.file_size)
    chunks: list[bytes] = []
    size = 0
    with zf.open(info) as handle:
        while True:
            chunk = handle.read(_READ_CHUNK)
            if not chunk:
                break
            size += len(chunk)
            if size > limit:
                if size > budget:
                    raise BundleError("bundle_too_large", megabytes=MAX_TOTAL_BYTES // 2**20)
                raise BundleError("bundle_entry_larger", name=info.filename)
            chunks.append(chunk)
    return b"".join(chunks)


def read_entries(path: Path) -> dict[str, bytes]:
    """The bundle's files (not folders) by name, after every safety check.

    Raises :class:`BundleError` with the reason (without the file name, which the caller adds).
    """
    if not path.is_file():
        raise BundleError("bundle_no_file" if not path.exists() else "bundle_not_file")
    try:
        if not zipfile.is_zipfile(path):
            raise BundleError("bundle_not_zip")
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
            if not infos:
                raise BundleError("bundle_empty_zip")
            _check_entries(infos)
            _check_mimetype(zf, infos[0])
            entries: dict[str, bytes] = {}
            left = MAX_TOTAL_BYTES
            for info in infos[1:]:
                if info.is_dir():
                    continue
                data = _read(zf, info, left)
                left -= len(data)
                entries[info.filename] = data
            return entries
    except BundleError:
        raise
    except OSError as exc:
        raise BundleError("bundle_unreadable", reason=exc.strerror or exc) from None
    except _ZIP_ERRORS as exc:
        raise BundleError("bundle_damaged_zip", reason=exc) from None
