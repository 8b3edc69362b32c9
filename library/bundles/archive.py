"""Reading a bundle's zip archive without trusting it.

A bundle may come from anyone, so nothing is extracted to disk: entries are read into memory
after their names, types and sizes pass the checks below, and the bytes actually inflated are
counted, because a zip's size fields can lie (the limits are :mod:`..zipsafety`'s, shared with
the EPUB and DOCX importers). Every problem, including the many ways
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
from ..outputs import describe_os_error
from ..zipsafety import UnsafeArchive, check_directory, read_bounded, read_files
from .format import MIMETYPE, MIMETYPE_ENTRY

_DRIVE = re.compile(r"[A-Za-z]:")
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


def _name_problem(name: str) -> BundleError | None:
    """Why an entry name could escape the bundle or mean different files on different systems."""
    if not name:
        return BundleError("bundle_entry_no_name")
    if "\\" in name:
        return BundleError("bundle_entry_backslash", name=name)
    if name.startswith("/"):
        return BundleError("bundle_entry_absolute", name=name)
    if _DRIVE.match(name):
        return BundleError("bundle_entry_drive", name=name)
    if "\x00" in name or any(ord(c) < 32 for c in name):
        return BundleError("bundle_entry_control", name=name)
    parts = name.rstrip("/").split("/")
    if any(p in ("", ".", "..") for p in parts):
        return BundleError("bundle_entry_dots", name=name)
    return None


def _check_entries(infos: list[zipfile.ZipInfo]) -> None:
    try:
        check_directory(infos)
    except UnsafeArchive as exc:
        raise BundleError(exc.code, **exc.params) from None
    seen: set[str] = set()
    for info in infos:
        name = info.filename
        problem = _name_problem(name)
        if problem:
            raise problem
        if name in seen or name.rstrip("/") in seen:
            raise BundleError("bundle_entry_twice", name=name)
        seen.add(name)
        mode = info.external_attr >> 16
        if stat.S_ISLNK(mode):
            raise BundleError("bundle_entry_link", name=name)
        if info.flag_bits & 0x1:
            raise BundleError("bundle_entry_encrypted", name=name)


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
    try:
        return read_bounded(zf, info, budget)
    except UnsafeArchive as exc:
        raise BundleError(exc.code, **exc.params) from None


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
            try:
                return read_files(zf, infos[1:])
            except UnsafeArchive as exc:
                raise BundleError(exc.code, **exc.params) from None
    except BundleError:
        raise
    except OSError as exc:
        raise BundleError("bundle_unreadable", reason=describe_os_error(exc)) from None
    except _ZIP_ERRORS as exc:
        raise BundleError("bundle_damaged_zip", reason=exc) from None
