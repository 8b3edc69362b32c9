"""How a file's conversion is named, so the library can know a file imported before
(:meth:`parallax.library.store.Library.known_file`) without converting it again.

Only plain text and Markdown files are remembered: their Markdown is made by Parallax's own code
alone, from the bytes, the format the name's suffix gives and the encoding asked for, so
:data:`CONVERTER_VERSION` (and the Unicode version of the body's normalisation) says when the
same bytes could give another body. Web pages, PDF, Word and EPUB go through other projects'
parsers, whose versions would have to be part of the name: they are converted every time.

This module is on ``parallax open``'s way to its first paint: it loads no importer.
"""

from __future__ import annotations

import unicodedata
from pathlib import PurePath

MAX_FILE_BYTES = 50 * 1024 * 1024
"""Bigger files are refused: no article is that large, and parsing one would take minutes."""

CONVERTER_VERSION = 1
"""Raise it with any change to what a text or Markdown file's body becomes (the importers
``text`` and ``markdown``, their blocks, decoding and sniffing): every remembered file is then
converted once more. ``tests/test_imported_files.py`` fails when those modules change, to ask."""

_FORMATS = {".txt": "text", ".text": "text", "": "text", ".md": "markdown", ".markdown": "markdown"}


def converter_key(name: str, encoding: str | None) -> str | None:
    """What converts a file named ``name`` read with ``encoding`` (None: detected), as stored
    beside its bytes' hash; None for a file whose conversion is not remembered."""
    fmt = _FORMATS.get(PurePath(name).suffix.lower())
    if fmt is None:
        return None
    asked = "" if encoding is None else f"={encoding.lower()}"  # "" asked for is not "detected"
    return f"{fmt};{asked};{CONVERTER_VERSION};{unicodedata.unidata_version}"
