"""Reading a ``.qdpx`` zip without trusting it, with the limits bundles have.

A project has no ``mimetype`` entry, so only the bundle reader's entry checks (paths, links,
entry count, total size, compression ratio, sizes that lie) are shared; the messages speak of
the project, not of a bundle.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from ..bundle_format import MAX_TOTAL_BYTES
from ..bundle_zip import _ZIP_ERRORS, _check_entries, _read
from ..errors import BundleError, ImportFailure


def read_project_entries(path: Path) -> dict[str, bytes]:
    """The project's files (not folders) by name, after every safety check."""
    if not path.is_file():
        raise ImportFailure("no such file" if not path.exists() else "it is not a file")
    try:
        if not zipfile.is_zipfile(path):
            raise ImportFailure("it is not a zip archive, so not a REFI-QDA project")
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
            _check_entries(infos)
            entries: dict[str, bytes] = {}
            left = MAX_TOTAL_BYTES
            for info in infos:
                if info.is_dir():
                    continue
                data = _read(zf, info, left)
                left -= len(data)
                entries[info.filename] = data
            return entries
    except BundleError as exc:
        raise ImportFailure(str(exc).replace("a bundle may", "a project may")) from None
    except ImportFailure:
        raise
    except OSError as exc:
        raise ImportFailure(f"cannot read it: {exc.strerror or exc}") from None
    except _ZIP_ERRORS as exc:
        raise ImportFailure(f"it is a damaged zip archive ({exc})") from None
