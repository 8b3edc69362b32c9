"""Plain text files: the headline on the first line, one paragraph per line after it.

That is how news text is saved by copy-and-paste and by most scrapers (the seed corpus is
laid out this way), so every non-empty line becomes its own paragraph and blank lines only
separate.
"""

from __future__ import annotations

from ..errors import ImportFailure
from .blocks import TextBlock, block, clean_text, render_markdown, short_title
from .document import ImportedDocument
from .encoding import decode_text


def import_text(data: bytes, encoding: str | None) -> ImportedDocument:
    """Import a plain text file (``encoding`` overrides detection)."""
    text, _used = decode_text(data, encoding)
    lines = [line for line in (clean_text(raw) for raw in text.splitlines()) if line]
    if not lines:
        raise ImportFailure("import_no_text")
    blocks: list[TextBlock] = [block("heading", lines[0], 1)]
    blocks.extend(block("paragraph", line) for line in lines[1:])
    return ImportedDocument(
        markdown=render_markdown(blocks), title=short_title(lines[0]), source_format="text"
    )
