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

MAX_OPERATIONS = 200_000
"""Drawing instructions read in the whole file (a printed page has a few thousand).

A few kilobytes of compressed content, or one content stream shared by every page, expand to
millions of instructions; pypdf reads each in tens of microseconds, so past this budget the
file is refused instead of read for minutes.
"""

MAX_TEXT_CHARS = 1_500_000
"""Characters of text in the whole file: some 250,000 words, a book rather than an article.

pypdf spends tens of microseconds on every character it reads; this bounds a file whose pages
all show one content stream of long lines.
"""

MAX_CONTENT_BYTES = 8 * 1024 * 1024
"""Decompressed drawing instructions of all pages and forms together (an article has ~1 MB).

pypdf parses a page's instructions all at once before reading any (about 2 MB a second), so
their size is checked first: a 20 KB file can hold 75 MB of compressed instructions.
"""

MAX_PAGE_COPYING = 2_000_000_000
"""pypdf's cost of one page's text beyond the linear: characters copied.

pypdf copies the page's text gathered so far for every instruction it reads, which is
quadratic in the page's length: harmless on a printed page (a few thousand characters), minutes
on a hostile page holding one paragraph of hundreds of kilobytes. The copying is counted as it
happens (the instructions read times the text so far), and a page past this budget (about a
second of copying) is refused.
"""

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
                raise ImportFailure("pdf_too_many_pages", count=count, limit=MAX_PAGES)
            budget = _Budget()
            texts = [budget.page_text(page) for page in reader.pages]
            info: Any = reader.metadata
        except ImportFailure:
            raise
        except _OverBudget as over:
            raise over.failure from None
        except (FileNotDecryptedError, DependencyError):
            raise ImportFailure("pdf_encrypted") from None
        except RecursionError:
            raise ImportFailure("pdf_nested") from None
        except Exception as exc:  # pypdf's many error types for damaged files; see above
            raise ImportFailure("pdf_damaged", detail=_reason(exc)) from None
    pages = drop_running_lines([page_lines(text) for text in texts])
    found = paragraphs(pages)
    if not found:
        raise ImportFailure("pdf_no_text")
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


class _OverBudget(Exception):
    """Raised from pypdf's callbacks to stop reading a file that would take minutes."""

    def __init__(self, failure: ImportFailure) -> None:
        super().__init__(failure.english())
        self.failure = failure


class _Budget:
    """Counts what pypdf does while it extracts text, and stops it past the budgets above.

    Once over, every later callback raises again, so pypdf swallowing the exception inside a
    form (it logs and goes on) cannot let the reading continue.
    """

    def __init__(self) -> None:
        self.operations = 0
        self.page_output = 0
        self.page_copying = 0
        self.content_bytes = 0
        self.text_chars = 0
        self.seen: set[int] = set()
        self.over: ImportFailure | None = None

    def page_text(self, page: Any) -> str:
        """The page's text as pypdf extracts it, counted against the budgets."""
        self._measure(page, depth=0)
        self._check()
        text = page.extract_text(visitor_operand_before=self._operation, visitor_text=self._text)
        self._check()
        self.text_chars += self.page_output
        self.page_output = 0
        self.page_copying = 0
        return text if isinstance(text, str) else ""

    def _measure(self, holder: Any, depth: int) -> None:
        """Add the decompressed size of a page's (or form's) instructions and of its forms'."""
        contents = holder.get_contents() if hasattr(holder, "get_contents") else holder
        data = contents.get_data() if contents is not None else None
        self.content_bytes += len(data) if isinstance(data, bytes) else 0
        if depth > 8 or self.content_bytes > MAX_CONTENT_BYTES:
            return
        resources = holder.get("/Resources")
        xobjects = resources.get_object().get("/XObject") if resources is not None else None
        if xobjects is None:
            return
        for reference in xobjects.get_object().values():
            key = getattr(reference, "idnum", None)
            if key in self.seen:
                continue  # a logo on every page is read once here
            if key is not None:
                self.seen.add(key)
            form = reference.get_object()
            if form.get("/Subtype") == "/Form":
                self._measure(form, depth + 1)

    def _operation(self, *_: Any) -> None:
        self.operations += 1
        self.page_copying += self.page_output
        self._check()

    def _text(self, text: Any, *_: Any) -> None:
        if isinstance(text, str):
            self.page_output += len(text)
            self._check()

    def _check(self) -> None:
        if self.over is None and self.content_bytes > MAX_CONTENT_BYTES:
            self.over = ImportFailure("pdf_too_much_drawing", megabytes=MAX_CONTENT_BYTES // 1048576)
        elif self.over is None and self.text_chars + self.page_output > MAX_TEXT_CHARS:
            self.over = ImportFailure("pdf_too_much_text", limit=MAX_TEXT_CHARS)
        elif self.over is None and self.operations > MAX_OPERATIONS:
            self.over = ImportFailure("pdf_too_many_operations", limit=MAX_OPERATIONS)
        elif self.over is None and self.page_copying > MAX_PAGE_COPYING:
            self.over = ImportFailure("pdf_page_too_long", count=self.page_output)
        if self.over is not None:
            raise _OverBudget(self.over)


def _decrypt(reader: Any) -> None:
    from pypdf import PasswordType

    try:
        result = reader.decrypt("")
    except NotImplementedError:
        raise ImportFailure("pdf_encryption_unknown") from None
    if result == PasswordType.NOT_DECRYPTED:
        raise ImportFailure("pdf_encrypted")


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
