"""Reading a ``.qdpx`` zip without trusting it, within the limits every archive gets.

The size limits (entry count, total size, compression ratio, sizes that lie) are
:mod:`..zipsafety`'s, shared with bundles, EPUB and DOCX; the entry checks (paths that could
escape, links, duplicates, encryption) are the bundle reader's. A project has no ``mimetype``
entry, so that check alone is not shared.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from ..bundles.archive import _ZIP_ERRORS, _check_entries
from ..errors import BundleError, ImportFailure
from ..outputs import describe_os_error
from ..zipsafety import UnsafeArchive, read_files


def read_project_entries(path: Path) -> dict[str, bytes]:
    """The project's files (not folders) by name, after every safety check."""
    if not path.is_file():
        raise ImportFailure("qdpx_no_file" if not path.exists() else "qdpx_not_file")
    try:
        if not zipfile.is_zipfile(path):
            raise ImportFailure("qdpx_not_zip")
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
            _check_entries(infos)
            return read_files(zf, infos)
    except (BundleError, UnsafeArchive) as exc:
        raise ImportFailure(exc.code, **exc.params) if exc.code else ImportFailure(str(exc)) from None
    except ImportFailure:
        raise
    except OSError as exc:
        raise ImportFailure("qdpx_unreadable", reason=describe_os_error(exc)) from None
    except _ZIP_ERRORS as exc:
        raise ImportFailure("qdpx_damaged_zip", detail=exc) from None
