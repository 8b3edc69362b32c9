"""Importers turn a file on disk into an :class:`ImportedDocument` (Markdown body + metadata).

One entry point, :func:`import_file` (or :func:`import_bytes` for data already in memory),
picks the format from the suffix and the file's first bytes: plain text, Markdown, saved web
pages (HTML, MHTML), PDF, Word (DOCX) and EPUB. Every per-file problem (binary data, an empty
or truncated file, an encrypted PDF, a zip bomb, an XML entity attack, a page with no text) is
an :class:`~parallax.library.errors.ImportFailure` naming the file; nothing is ever fetched
from the network.
"""

from __future__ import annotations

from .dispatch import MAX_FILE_BYTES, SUPPORTED_SUFFIXES, import_bytes, import_file
from .document import ImportedDocument
from .encoding import decode_text, guess_is_certain

__all__ = [
    "MAX_FILE_BYTES",
    "SUPPORTED_SUFFIXES",
    "ImportedDocument",
    "decode_text",
    "guess_is_certain",
    "import_bytes",
    "import_file",
]
