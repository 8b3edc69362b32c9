"""Importers turn a file on disk into an :class:`ImportedDocument` (Markdown body + metadata).

One entry point, :func:`import_file` (or :func:`import_bytes` for data already in memory),
picks the format from the suffix and the file's first bytes: plain text, Markdown, saved web
pages (HTML, MHTML), PDF, Word (DOCX) and EPUB. Every per-file problem (binary data, an empty
or truncated file, an encrypted PDF, a zip bomb, an XML entity attack, a page with no text) is
an :class:`~parallax.library.errors.ImportFailure` naming the file; nothing is ever fetched
from the network.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .dispatch import SUPPORTED_SUFFIXES, import_bytes, import_file
    from .document import ImportedDocument
    from .encoding import decode_text, guess_is_certain
    from .known import MAX_FILE_BYTES

# Loaded when first asked for: ``parallax open`` takes documents read by another process
# (parallax.desktop.prefetch) and needs ``ImportedDocument`` alone, not every importer.
_WHERE = {
    "MAX_FILE_BYTES": "known", "SUPPORTED_SUFFIXES": "dispatch", "import_bytes": "dispatch",
    "import_file": "dispatch", "ImportedDocument": "document", "decode_text": "encoding",
    "guess_is_certain": "encoding",
}

__all__ = [
    "MAX_FILE_BYTES",
    "SUPPORTED_SUFFIXES",
    "ImportedDocument",
    "decode_text",
    "guess_is_certain",
    "import_bytes",
    "import_file",
]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
