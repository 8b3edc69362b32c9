"""PDF files: the text of every page, rebuilt into paragraphs (see :mod:`.pdf_layout`).

pypdf reads the file; it raises a zoo of exception types on damaged files (its own errors,
but also ``KeyError``, ``struct.error``, ``zlib.error``...), so every call into it is guarded
and any failure becomes one clear :class:`ImportFailure`. A PDF that needs a password is
refused; one encrypted only against printing or copying (it opens with an empty password)
is read.
"""

from __future__ import annotations

import io
import re
from typing import Any

from ..errors import ImportFailure
from .blocks import block, titled_markdown
from .document import ImportedDocument
from .logs import quiet
from .pdf_layout import drop_running_lines, page_lines, paragraphs

MAX_PAGES = 2000
"""Longer PDFs are books, not articles; refusing them keeps an import from running for minutes."""

_FILE_LIKE_TITLE = re.compile(
    r"(?i)^(?:microsoft word - |untitled|document\d*$|title$)|\.(?:docx?|pdf|indd|odt|rtf|txt|qxd|tex)$"
)


def import_pdf(data: bytes) -> ImportedDocument:
    """Import a PDF; the title is its metadata title if it is a real one, else its first line.

    The creation date is not taken as the publication date: for a page printed from a
    browser it is the day of printing.
    """
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, FileNotDecryptedError

    with quiet("pypdf"):
        try:
            reader = PdfReader(io.BytesIO(data), strict=False)
            if reader.is_encrypted:
                _decrypt(reader)
            count = len(reader.pages)
            if count > MAX_PAGES:
                raise ImportFailure(f"the PDF has {count} pages; Parallax imports at most {MAX_PAGES}")
            texts = [page.extract_text() or "" for page in reader.pages]
            info: Any = reader.metadata
        except ImportFailure:
            raise
        except (FileNotDecryptedError, DependencyError):
            raise ImportFailure("the PDF is encrypted and cannot be opened without its password") from None
        except RecursionError:
            raise ImportFailure("the PDF is malformed (its objects nest without end)") from None
        except Exception as exc:  # pypdf's many error types for damaged files; see above
            raise ImportFailure(
                f"the PDF is damaged or truncated and cannot be read ({_reason(exc)})"
            ) from None
    pages = drop_running_lines([page_lines(text) for text in texts])
    found = paragraphs(pages)
    if not found:
        raise ImportFailure("no text was found in the PDF (is it a scan? Parallax does not read images)")
    first_line = next(line for page in pages for line in page if line)
    title = _metadata_title(info) or first_line
    blocks = [block("paragraph", text) for text in found]
    markdown, short = titled_markdown(title, blocks)
    return ImportedDocument(
        markdown=markdown,
        title=short,
        source_format="pdf",
        author=_metadata_text(info, "/Author"),
    )


def _decrypt(reader: Any) -> None:
    from pypdf import PasswordType

    try:
        result = reader.decrypt("")
    except NotImplementedError:
        raise ImportFailure("the PDF uses an encryption Parallax cannot open") from None
    if result == PasswordType.NOT_DECRYPTED:
        raise ImportFailure("the PDF is encrypted and cannot be opened without its password")


def _reason(exc: Exception) -> str:
    text = str(exc).strip().split("\n", 1)[0][:120]
    return text or type(exc).__name__


def _metadata_text(info: Any, key: str) -> str | None:
    try:
        value = info.get(key) if info is not None else None
    except Exception:  # a damaged info dictionary is no reason to refuse the text
        return None
    if not isinstance(value, str):
        return None
    text = " ".join(value.replace("\x00", "").split())
    return text or None


def _metadata_title(info: Any) -> str | None:
    title = _metadata_text(info, "/Title")
    if title is None or len(title) < 3 or len(title) > 300 or not any(c.isalpha() for c in title):
        return None
    if _FILE_LIKE_TITLE.search(title):
        return None
    return title
