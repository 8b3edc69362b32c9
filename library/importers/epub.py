"""EPUB books and long-form articles saved as EPUB (by "send to e-reader" tools).

Read with zipfile and lxml only: ``META-INF/container.xml`` names the package document
(OPF), whose metadata gives title, author, date, language and publisher, and whose spine
gives the reading order of the XHTML documents. Each document's body goes through the same
HTML block mapping as a web page's whole text.

The same protections as for Word files apply (zip bomb limits before anything is inflated,
entity declarations refused, parsers that never resolve entities or touch the network).
"""

from __future__ import annotations

import posixpath
from urllib.parse import unquote, urldefrag

from lxml import etree

from ..errors import ImportFailure
from .archive import open_archive, read_entry
from .blocks import TextBlock, clean_text, title_of, titled_markdown
from .dates import iso_date
from .document import ImportedDocument
from .element_blocks import HTML, element_blocks
from .language import language_tag
from .xml_safety import parse_xml

_CONTAINER = "META-INF/container.xml"
_DC = "{http://purl.org/dc/elements/1.1/}"
_XHTML_TYPES = frozenset({"application/xhtml+xml", "text/html", "application/x-dtbook+xml"})


def import_epub(data: bytes) -> ImportedDocument:
    """Import an EPUB book."""
    with open_archive(data, "EPUB") as archive:
        names = set(archive.namelist())
        if _CONTAINER not in names:
            raise ImportFailure("epub_not_epub", entry=_CONTAINER)
        container = parse_xml(read_entry(archive, _CONTAINER, "EPUB"), _CONTAINER)
        opf_path = _rootfile(container)
        if opf_path not in names:
            raise ImportFailure("epub_package_missing", path=opf_path)
        package = parse_xml(read_entry(archive, opf_path, "EPUB"), opf_path)
        blocks: list[TextBlock] = []
        for path in _spine(package, opf_path):
            if path in names:
                root = parse_xml(read_entry(archive, path, "EPUB"), path)
                body = next((e for e in root.iter() if _local(e) == "body"), root)
                blocks.extend(element_blocks(body, HTML))
    if not any(b.text for b in blocks):
        raise ImportFailure("epub_no_text")
    metadata = _metadata(package)
    title = title_of(metadata.get("title"), blocks)
    markdown, short = titled_markdown(title, blocks)
    return ImportedDocument(
        markdown=markdown,
        title=short,
        source_format="epub",
        outlet=metadata.get("publisher"),
        author=metadata.get("creator"),
        published=iso_date(metadata.get("date"), language_tag(metadata.get("language"))),
        language=language_tag(metadata.get("language")),
    )


def _local(element: etree._Element) -> str:
    tag: object = element.tag
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _rootfile(container: etree._Element) -> str:
    for element in container.iter():
        if _local(element) == "rootfile" and element.get("full-path"):
            return posixpath.normpath(unquote(element.get("full-path", "")).lstrip("/"))
    raise ImportFailure("epub_no_package", entry=_CONTAINER)


def _spine(package: etree._Element, opf_path: str) -> list[str]:
    """The archive paths of the spine's documents, in reading order."""
    base = posixpath.dirname(opf_path)
    manifest: dict[str, tuple[str, str]] = {}
    for element in package.iter():
        if _local(element) == "item" and element.get("id") and element.get("href"):
            href = urldefrag(unquote(element.get("href", ""))).url
            path = posixpath.normpath(posixpath.join(base, href)) if base else posixpath.normpath(href)
            manifest[element.get("id", "")] = (path, element.get("media-type", ""))
    paths: list[str] = []
    for element in package.iter():
        if _local(element) == "itemref":
            entry = manifest.get(element.get("idref", ""))
            if entry and entry[1] in _XHTML_TYPES and entry[0] not in paths and not entry[0].startswith(".."):
                paths.append(entry[0])
    return paths


def _metadata(package: etree._Element) -> dict[str, str]:
    """The first non-empty dc:title, dc:creator, dc:date, dc:language and dc:publisher."""
    found: dict[str, str] = {}
    for name in ("title", "creator", "date", "language", "publisher"):
        for element in package.iter(f"{_DC}{name}"):
            text = clean_text("".join(str(t) for t in element.itertext()))
            if text:
                found[name] = text
                break
    return found
