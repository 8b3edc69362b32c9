"""The classroom's door to the bundle code: read a bundle without a library, write one from parts.

Exercises and hand-ins are ordinary ``.parallax`` bundles with one extra manifest field each
(docs/bundle-format.md, "Classroom fields"), so they are made by exporting the comparison the
usual way and rewriting the manifest and annotations, and read with the same checks every
bundle gets (a hostile hand-in is refused as any bundle is). Everything the classroom needs from
the bundle package is imported here, in one place.
"""

from __future__ import annotations

import json
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..bundles.archive import read_entries
from ..bundles.check import load_json
from ..bundles.export import annotation_collection, dump_json, export_bundle
from ..bundles.format import ANNOTATIONS_ENTRY, MANIFEST_ENTRY, MIMETYPE, MIMETYPE_ENTRY
from ..bundles.read import Bundle, read_bundle
from ..errors import BundleError
from ..outputs import describe_os_error
from ..zipsafety import stable_entry

if TYPE_CHECKING:
    from ..store import Library

__all__ = ["Bundle", "OpenedBundle", "check_output", "exported_parts", "open_bundle", "peek_manifest", "write_parts"]

_PEEK_LIMIT = 8 * 1024 * 1024


@dataclass
class OpenedBundle:
    """A checked bundle and its raw manifest (for the classroom fields the reader skips)."""

    path: Path
    bundle: Bundle
    manifest: dict[str, Any]


def open_bundle(path: Path) -> OpenedBundle:
    """Read and check a bundle file, writing nothing anywhere; raises :class:`BundleError`."""
    path = Path(path)
    try:
        files = read_entries(path)
        bundle = read_bundle(files)
        manifest = load_json(files[MANIFEST_ENTRY], MANIFEST_ENTRY)
    except BundleError as exc:
        raise BundleError("file_problem", name=path.name, problem=exc) from None
    except OSError as exc:
        raise BundleError("file_problem", name=path.name, problem=describe_os_error(exc)) from None
    return OpenedBundle(path, bundle, manifest)


def peek_manifest(path: Path) -> dict[str, Any] | None:
    """The manifest of a bundle file, or None when it cannot be read: a quick look before import
    (the import itself then checks the whole file and refuses it with the reason)."""
    if not path.is_file():  # a FIFO or device would block the look
        return None
    try:
        with zipfile.ZipFile(path) as zf:
            info = zf.getinfo(MANIFEST_ENTRY)
            if info.file_size > _PEEK_LIMIT:
                return None
            with zf.open(info) as entry:
                data = entry.read(_PEEK_LIMIT + 1)
        value = json.loads(data.decode("utf-8"))
    except (OSError, KeyError, ValueError, zipfile.BadZipFile, RuntimeError, NotImplementedError):
        return None
    return value if isinstance(value, dict) else None


def exported_parts(library: Library, comparison_id: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, bytes]]:
    """A comparison exported as a bundle, taken apart: manifest, annotations, article bodies."""
    with tempfile.TemporaryDirectory(prefix="parallax-") as folder:
        path = Path(folder) / "export.parallax"
        export_bundle(library, path, comparisons=[comparison_id])
        files = read_entries(path)
    manifest = json.loads(files.pop(MANIFEST_ENTRY))
    annotations = json.loads(files.pop(ANNOTATIONS_ENTRY))
    files.pop(MIMETYPE_ENTRY, None)
    return manifest, annotations, files


def check_output(out: Path, library_path: str | None) -> Path:
    """Refuse an output that would harm the library or the disk, before anything is written
    (the one rule of :func:`..outputs.safe_output`)."""
    from ..outputs import safe_output

    return safe_output(out, library_path)



def write_parts(
    out: Path, manifest: dict[str, Any], items: list[dict[str, Any]], collection_id: str, bodies: dict[str, bytes],
    library_path: str | None = None,
) -> None:
    """Write a bundle from its parts, in the canonical entry order, complete or not at all."""
    from ..outputs import atomic_output

    with atomic_output(out, library_path) as handle, zipfile.ZipFile(handle, "w") as zf:
        zf.writestr(stable_entry(MIMETYPE_ENTRY, zipfile.ZIP_STORED), MIMETYPE.encode("ascii"))
        zf.writestr(stable_entry(MANIFEST_ENTRY, zipfile.ZIP_DEFLATED), dump_json(manifest))
        for name in sorted(bodies):
            zf.writestr(stable_entry(name, zipfile.ZIP_DEFLATED), bodies[name])
        annotations = annotation_collection(items, collection_id)
        zf.writestr(stable_entry(ANNOTATIONS_ENTRY, zipfile.ZIP_DEFLATED), dump_json(annotations))
