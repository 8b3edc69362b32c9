"""Markdown files: kept as written, apart from a metadata header.

The body is already in the format articles are stored in, so it is not rewritten (raw HTML in
it will show as text, as the text model says). Tools that save web articles as Markdown
(browser clippers, note apps) put the title, source and date in a ``---`` front-matter block;
those fields become metadata instead of a stray rule and heading in the text.
"""

from __future__ import annotations

import re

from ..errors import ImportFailure
from ..textmodel import parse_blocks
from .blocks import short_title
from .dates import iso_date
from .document import ImportedDocument
from .encoding import decode_text
from .language import language_tag

_FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)", re.DOTALL)
_FIELD = re.compile(r"^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(.*?)[ \t]*$")
_KEYS: dict[str, tuple[str, ...]] = {
    "title": ("title",),
    "author": ("author", "authors", "byline", "creator"),
    "published": ("published", "date", "pubdate", "created"),
    "url": ("url", "source", "canonical", "link"),
    "outlet": ("outlet", "site", "sitename", "publisher", "site_name"),
    "language": ("language", "lang"),
}


def import_markdown(data: bytes, encoding: str | None) -> ImportedDocument:
    """Import a Markdown file; the title is its first heading, else its first line."""
    text, _used = decode_text(data, encoding)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    meta, body = split_front_matter(text)
    parsed = parse_blocks(body)
    if not parsed.blocks:
        raise ImportFailure("import_no_text")
    title = meta.get("title") or next(
        (b.text for b in parsed.blocks if b.kind == "heading"), parsed.blocks[0].text
    )
    return ImportedDocument(
        markdown=body,
        title=short_title(title.split("\n", 1)[0]),
        source_format="markdown",
        outlet=meta.get("outlet"),
        author=meta.get("author"),
        published=iso_date(meta.get("published"), language_tag(meta.get("language"))),
        url=meta.get("url") if meta.get("url", "").startswith(("http://", "https://")) else None,
        language=language_tag(meta.get("language")),
    )


def split_front_matter(text: str) -> tuple[dict[str, str], str]:
    """The simple ``key: value`` fields of a front-matter block, and the body after it.

    Only flat string fields are read (no YAML library: nested values are not metadata
    Parallax keeps). Text without front matter comes back unchanged.
    """
    match = _FRONT_MATTER.match(text.lstrip("\ufeff"))
    if match is None:
        return {}, text
    fields: dict[str, str] = {}
    for line in match.group(1).split("\n"):
        found = _FIELD.match(line)
        if found:
            value = found.group(2).strip().strip("\"'").strip()
            if value and not value.startswith(("[", "{", "|", ">")):
                fields.setdefault(found.group(1).lower(), value)
    if not fields:
        return {}, text
    meta: dict[str, str] = {}
    for name, keys in _KEYS.items():
        for key in keys:
            if key in fields:
                meta[name] = fields[key]
                break
    return meta, text.lstrip("\ufeff")[match.end() :]
