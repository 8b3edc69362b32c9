"""The one thing every importer returns, whatever the source format.

Importers stop at Markdown plus metadata on purpose: the library alone normalises the body,
hashes it into the article id and derives the reading text, so no importer can disagree with
the text model about what an article says.
"""

from __future__ import annotations

from ..records import Record


class ImportedDocument(Record):
    """A document read from a file, ready to become an article (a NamedTuple, not a dataclass:
    ``parallax open`` reads files on its way to the first paint, and ``dataclasses`` costs that
    start ~10 M instructions; change a field with ``_replace``).

    ``warnings`` are shown to the person importing (the import still succeeded), e.g. when a
    web page had no recognisable article and its whole text was taken instead.
    """

    markdown: str
    title: str
    source_format: str
    outlet: str | None = None
    author: str | None = None
    published: str | None = None
    url: str | None = None
    language: str | None = None
    warnings: tuple[str, ...] = ()
