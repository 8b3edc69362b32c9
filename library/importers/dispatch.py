"""Choosing the importer for a file, and the checks every file gets first.

The suffix says what a file is meant to be, the first bytes say what it is. They disagree more
often than one would hope (a PDF saved as ``.txt`` by a browser, a Word file renamed): a
document format recognised by its signature (PDF, Word, EPUB) is imported as what it is, with
a warning; other binary data is refused rather than imported as garbage. Size is checked
before anything is read, so a huge file costs nothing.

Every failure is an :class:`~parallax.library.errors.ImportFailure` whose message starts with
the file name; the format modules give the reason only and this module adds the name.
"""

from __future__ import annotations

import io
import logging
import stat
import zipfile
from collections.abc import Callable
from pathlib import Path

from ..errors import ImportFailure
from ..i18n import N_, _
from ..outputs import describe_os_error
from ..terminal import visible
from .document import ImportedDocument
from .encoding import check_codec
from .known import MAX_FILE_BYTES
from .language import guess_language
from .logs import THIRD_PARTY, quiet

_FORMAT_BY_SUFFIX: dict[str, str] = {
    ".txt": "text",
    ".text": "text",
    "": "text",
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".mhtml": "mhtml",
    ".mht": "mhtml",
    ".pdf": "pdf",
    ".docx": "docx",
    ".epub": "epub",
}
SUPPORTED_SUFFIXES: frozenset[str] = frozenset(s for s in _FORMAT_BY_SUFFIX if s)

_FORMAT_NAMES = {"pdf": N_("a PDF"), "docx": N_("a Word document"), "epub": N_("an EPUB book")}
# Signatures of binary files people are likely to drop on the importer by mistake.
_BINARY_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", N_("an old-style Office file (.doc, .xls); save it as .docx")),
    (b"\x89PNG\r\n\x1a\n", N_("a PNG image")),
    (b"\xff\xd8\xff", N_("a JPEG image")),
    (b"GIF87a", N_("a GIF image")),
    (b"GIF89a", N_("a GIF image")),
    (b"\x1f\x8b", N_("a gzip archive; unpack it first")),
    (b"7z\xbc\xaf\x27\x1c", N_("a 7-Zip archive")),
    (b"Rar!\x1a\x07", N_("a RAR archive")),
    (b"\x7fELF", N_("a program")),
    (b"{\\rtf", N_("an RTF document; save it as .docx")),
)

Importer = Callable[[bytes, str | None, bool], ImportedDocument]


def import_file(path: Path, *, encoding: str | None = None, whole_page: bool = False) -> ImportedDocument:
    """Import the document at ``path``; refuses with :class:`ImportFailure` (never another error).

    A name that is not UTF-8 (bytes from another system) opens by its bytes and is shown with
    replacement characters."""
    name = visible(path.name or str(path))
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise ImportFailure("import_is_folder", name=name)
        _check_size(name, info.st_size)
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise ImportFailure("import_no_file", name=name) from None
    except PermissionError:
        raise ImportFailure("import_permission", name=name) from None
    except OSError as exc:
        raise ImportFailure("import_unreadable", name=name, reason=describe_os_error(exc)) from None
    return import_bytes(data, name, encoding=encoding, whole_page=whole_page)


log = logging.getLogger(__name__)


def import_bytes(
    data: bytes, name: str, *, encoding: str | None = None, whole_page: bool = False
) -> ImportedDocument:
    """Import a document from its bytes; ``name`` (a file name) chooses the format and names it."""
    _check_size(name, len(data))
    if not data:
        raise ImportFailure("import_empty", name=name)
    suffix = Path(name).suffix.lower()
    try:
        if encoding is not None:
            check_codec(encoding)
        fmt = _FORMAT_BY_SUFFIX.get(suffix)
        sniffed = _sniff(data)
        warnings: tuple[str, ...] = ()
        if sniffed in _FORMAT_NAMES and sniffed != fmt:
            warnings = (_("this file is actually {format}; imported as such").format(format=_(_FORMAT_NAMES[sniffed])),)
            fmt = sniffed
        elif fmt is None:
            # Bundles and REFI-QDA projects are imported too (by the ingest, not here): named all the same.
            supported = ", ".join(sorted(SUPPORTED_SUFFIXES | {".parallax", ".qdpx"}))
            raise ImportFailure("import_unsupported", suffix=suffix, supported=supported)
        elif sniffed is not None and fmt not in ("pdf", "docx", "epub"):
            raise ImportFailure("import_wrong_format", sniffed=_(sniffed), fmt=fmt)
        with quiet(*THIRD_PARTY):
            doc = _importer(fmt)(data, encoding, whole_page)
    except ImportFailure as exc:
        raise ImportFailure("file_problem", name=name, problem=exc) from None
    except (ValueError, RuntimeError, LookupError, TypeError, AttributeError, RecursionError, OSError,
            EOFError, NotImplementedError) as exc:
        # A parser of a damaged or hostile file (lxml, pypdf, trafilatura) failed in a way the
        # format's importer did not foresee: still one clear per-file error, never a crash.
        log.debug("importer of %s failed unexpectedly", name, exc_info=True)
        raise ImportFailure("import_failed", name=name, kind=type(exc).__name__, detail=exc) from None
    if warnings:
        doc = _with_warnings(doc, warnings)
    if doc.language is None and (guessed := guess_language(doc.markdown)):
        doc = doc._replace(language=guessed)
    return doc


def _check_size(name: str, size: int) -> None:
    if size > MAX_FILE_BYTES:
        raise ImportFailure("import_too_large", name=name, size=f"{size / 1048576:.0f}", limit=MAX_FILE_BYTES // 1048576)


def _sniff(data: bytes) -> str | None:
    """What the first bytes say: a format key, a description of other binary data, or None."""
    if data[:1024].lstrip(b"\t\n\r\f ")[:5] == b"%PDF-":
        return "pdf"
    if data.startswith((b"PK\x03\x04", b"PK\x05\x06")):
        return _sniff_zip(data)
    for signature, description in _BINARY_SIGNATURES:
        if data.startswith(signature):
            return description
    return None


def _sniff_zip(data: bytes) -> str:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError, NotImplementedError):
        return N_("a damaged zip archive")
    if "word/document.xml" in names:
        return "docx"
    if "META-INF/container.xml" in names:
        return "epub"
    return N_("a zip archive that is neither a Word document nor an EPUB book")


def _importer(fmt: str) -> Importer:
    # Imported on demand: trafilatura, pypdf and python-docx take a while to load and most
    # imports need only one of them.
    if fmt == "text":
        from .text import import_text

        return lambda data, encoding, _whole: import_text(data, encoding)
    if fmt == "markdown":
        from .markdown import import_markdown

        return lambda data, encoding, _whole: import_markdown(data, encoding)
    if fmt == "html":
        from .html import import_html

        return import_html
    if fmt == "mhtml":
        from .mhtml import import_mhtml

        return import_mhtml
    if fmt == "pdf":
        from .pdf import import_pdf

        return lambda data, _encoding, _whole: import_pdf(data)
    if fmt == "docx":
        from .docx import import_docx

        return lambda data, _encoding, _whole: import_docx(data)
    from .epub import import_epub

    return lambda data, _encoding, _whole: import_epub(data)


def _with_warnings(doc: ImportedDocument, warnings: tuple[str, ...]) -> ImportedDocument:
    return doc._replace(warnings=warnings + doc.warnings)
