"""Builders for the documents the import tests read: PDF, DOCX, EPUB, MHTML, web pages, zip bombs.

Every test file is made here from text written for the tests, so the suite needs no binary
fixtures and no network, and each hostile file is built the way an attacker would build it.
"""

from __future__ import annotations

import base64
import html
import io
import quopri
import zipfile
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"

# Texts that break naive Markdown writers; each must come back as exactly this line.
TRICKY = (
    "5 * 3 = 15 and 2 * 2 = 4, said the teacher.",
    "#MeToo spread quickly after the first posts.",
    "1. This line starts like a numbered list.",
    "Checkbox [x] and [ ] look like task lists.",
    "The tag <b>bold</b> should stay visible as text.",
    "AT&amp;T wrote &amp; in its HTML source.",
    "A path C:\\Users\\news and a backslash \\ stay.",
    "Columns | separated | by pipes.",
    "~~Struck~~ text keeps its tildes.",
    "snake_case_name and __dunder__ names keep underscores.",
    "- A dash at the start is not a bullet.",
    "> Not a quote either.",
    "+ Plus sign at the start.",
    "Price: $5 (or ~4 euros) with `code` here!",
    "Wow![not an image](http://example.com) stays text.",
)

BODY = (
    "The regional council met on Tuesday to discuss the flooding that closed the northern "
    "bridge for three days, and officials said repairs would take until the end of the month.",
    "Residents described water reaching the first floor of several houses near the river, "
    "while emergency crews moved forty families to the school gymnasium overnight.",
    "The mayor said the town had asked the national government for help with the cost of the "
    "repairs, which engineers estimated at several million euros in total.",
    "Local businesses reported heavy losses, and the chamber of commerce opened a fund to help "
    "shops that had lost stock to the water during the worst night of the storm.",
)


# --- PDF ---------------------------------------------------------------------------------------


def _pdf_string(text: str) -> bytes:
    out = bytearray(b"(")
    for byte in text.encode("cp1252"):
        if byte in b"()\\":
            out += b"\\" + bytes([byte])
        elif byte < 32 or byte > 126:
            out += b"\\%03o" % byte
        else:
            out.append(byte)
    return bytes(out + b")")


def pdf_bytes(
    pages: Sequence[Sequence[str]], *, title: str | None = None, author: str | None = None
) -> bytes:
    """A PDF with one line of Helvetica text per string, top to bottom, one list per page.

    Written by hand (objects, a content stream per page and an xref table with real offsets)
    so that the text operators are exactly those a word processor would write.
    """
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below, once the pages object number is known
    pages_ref = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    kids: list[int] = []
    for lines in pages:
        ops = [b"BT /F1 10 Tf 12 TL 56 800 Td"]
        for line in lines:
            ops.append(_pdf_string(line) + b" Tj T*")
        ops.append(b"ET")
        stream = b"\n".join(ops)
        content = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        kids.append(
            add(
                b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
                b"/Resources << /Font << /F1 %d 0 R >> >> >>" % (pages_ref, content, font)
            )
        )
    objects[catalog - 1] = b"<< /Type /Catalog /Pages %d 0 R >>" % pages_ref
    objects[pages_ref - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (
        b" ".join(b"%d 0 R" % k for k in kids),
        len(kids),
    )
    info_entries = b""
    if title is not None:
        info_entries += b"/Title " + _pdf_string(title) + b" "
    if author is not None:
        info_entries += b"/Author " + _pdf_string(author) + b" "
    info = add(b"<< " + info_entries + b">>")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        catalog,
        info,
        xref,
    )
    return bytes(out)


def wrap(text: str, width: int = 90) -> list[str]:
    """``text`` broken into printed lines of at most ``width`` characters."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}".strip()
    if current:
        lines.append(current)
    return lines


def encrypted_pdf(data: bytes, user_password: str = "secret") -> bytes:
    """``data`` encrypted with pypdf (RC4, which pypdf can write without extra packages)."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    writer.encrypt(user_password, owner_password="owner", algorithm="RC4-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


# --- DOCX --------------------------------------------------------------------------------------


def docx_bytes(build: Callable[[Any], None]) -> bytes:
    """A Word document made by python-docx; ``build`` receives the ``Document`` to fill."""
    import docx

    document = docx.Document()
    build(document)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def replace_in_zip(data: bytes, replacements: dict[str, bytes]) -> bytes:
    """A copy of a zip archive with some entries' contents replaced (or added)."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            target.writestr(info.filename, replacements.get(info.filename, source.read(info.filename)))
        for name, content in replacements.items():
            if name not in source.namelist():
                target.writestr(name, content)
    return out.getvalue()


# --- EPUB --------------------------------------------------------------------------------------

_CONTAINER_XML = b"""<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>"""


def xhtml(body: str, *, title: str = "Chapter", doctype: str = "<!DOCTYPE html>") -> str:
    return (
        f'<?xml version="1.0" encoding="utf-8"?>\n{doctype}\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml"><head><title>{html.escape(title)}</title></head>'
        f"<body>{body}</body></html>"
    )


def epub_bytes(
    chapters: Sequence[str],
    *,
    title: str | None = "A Test Book",
    creator: str | None = "Ana Writer",
    date: str | None = "2019-11-20",
    language: str | None = "es-VE",
    publisher: str | None = "Test Press",
    container: bytes = _CONTAINER_XML,
) -> bytes:
    """An EPUB 3 whose spine lists ``chapters`` (complete XHTML documents) in order."""
    meta = []
    for name, value in (
        ("title", title),
        ("creator", creator),
        ("date", date),
        ("language", language),
        ("publisher", publisher),
    ):
        if value is not None:
            meta.append(f"<dc:{name}>{html.escape(value)}</dc:{name}>")
    manifest = "".join(
        f'<item id="c{i}" href="text/chapter{i}.xhtml" media-type="application/xhtml+xml"/>'
        for i in range(len(chapters))
    )
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    opf = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">'
        f'<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">{"".join(meta)}</metadata>'
        f"<manifest>{manifest}</manifest><spine>{spine}</spine></package>"
    )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip")
        archive.writestr("META-INF/container.xml", container)
        archive.writestr("OEBPS/content.opf", opf)
        # stored in reverse: the spine, not the archive order, decides the reading order
        for i, chapter in reversed(list(enumerate(chapters))):
            archive.writestr(f"OEBPS/text/chapter{i}.xhtml", chapter)
    return out.getvalue()


# --- zip bombs ---------------------------------------------------------------------------------


def zip_bomb(required: dict[str, bytes], *, zeros: int = 20 * 1024 * 1024) -> bytes:
    """A small zip (~20 KB) with the entries a format needs and one entry of ``zeros`` zero bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in required.items():
            archive.writestr(name, content)
        with archive.open("word/media/padding.bin", "w") as entry:
            chunk = bytes(1024 * 1024)
            for _ in range(zeros // len(chunk)):
                entry.write(chunk)
    return out.getvalue()


def many_entries_zip(required: dict[str, bytes], count: int = 10_100) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for name, content in required.items():
            archive.writestr(name, content)
        for i in range(count):
            archive.writestr(f"extra/{i}.txt", b"")
    return out.getvalue()


# --- web pages ---------------------------------------------------------------------------------


def article_page(
    title: str,
    paragraphs: Sequence[str],
    *,
    lang: str | None = "en",
    charset: str = "utf-8",
    head_extra: str = "",
    raw_paragraphs: bool = False,
) -> str:
    """A news page: navigation, the article (headline, byline, paragraphs), a footer.

    Paragraph texts are HTML-escaped unless ``raw_paragraphs`` (then they are markup).
    """
    body = "".join(f"<p>{p if raw_paragraphs else html.escape(p)}</p>\n" for p in paragraphs)
    lang_attr = f' lang="{lang}"' if lang else ""
    return f"""<!DOCTYPE html>
<html{lang_attr}><head><meta charset="{charset}">
<title>{html.escape(title)} | The Daily Test</title>
<meta property="og:title" content="{html.escape(title)}">
<meta property="og:site_name" content="The Daily Test">
<meta name="author" content="Maria Lopez">
<meta property="article:published_time" content="2019-11-20T08:30:00+00:00">
<link rel="canonical" href="https://daily.example.com/news/2019/11/20/flood">
{head_extra}
<script>var tracking = "do not import me";</script>
<style>body {{ font-family: serif; }}</style>
</head><body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/world">World</a></li><li><a href="/sport">Sport</a></li></ul></nav>
<main><article>
<h1>{html.escape(title)}</h1>
<p class="byline">By Maria Lopez</p>
{body}
</article></main>
<footer><p>Copyright The Daily Test. All rights reserved.</p></footer>
</body></html>
"""


def mhtml_bytes(page: str, *, charset: str = "utf-8", transfer: str = "quoted-printable") -> bytes:
    """A page saved as MHTML the way Chrome does (multipart/related, an image part after it)."""
    raw = page.encode(charset)
    if transfer == "base64":
        encoded = base64.encodebytes(raw)
    else:
        encoded = quopri.encodestring(raw)
    boundary = b"----MultipartBoundary--test"
    parts = [
        b"From: <Saved by Blink>\r\n"
        b"Snapshot-Content-Location: https://daily.example.com/news/saved\r\n"
        b"Subject: =?utf-8?Q?Saved_page_title?=\r\n"
        b"Date: Wed, 20 Nov 2019 09:00:00 -0000\r\n"
        b"MIME-Version: 1.0\r\n"
        b'Content-Type: multipart/related; type="text/html"; boundary="' + boundary + b'"\r\n\r\n',
        b"--" + boundary + b"\r\n"
        b"Content-Type: text/html; charset=" + charset.encode() + b"\r\n"
        b"Content-Transfer-Encoding: " + transfer.encode() + b"\r\n"
        b"Content-Location: https://daily.example.com/news/saved\r\n\r\n" + encoded + b"\r\n",
        b"--" + boundary + b"\r\n"
        b"Content-Type: image/png\r\nContent-Transfer-Encoding: base64\r\n"
        b"Content-Location: https://daily.example.com/logo.png\r\n\r\n"
        + base64.encodebytes(b"\x89PNG\r\n\x1a\n" + zlib.compress(b"not really an image"))
        + b"\r\n",
        b"--" + boundary + b"--\r\n",
    ]
    return b"".join(parts)


def compressed_pdf(lines: Sequence[str], *, pages: int = 1) -> bytes:
    """A tiny PDF whose ``pages`` pages all show one compressed content stream of ``lines``.

    The attacker's trick: a few kilobytes of deflated text operators expand to a page holding
    hundreds of kilobytes of text, and sharing one stream among many pages multiplies it.
    """
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import DecodedStreamObject, NameObject

    stream = b"BT /F1 10 Tf 12 TL 56 800 Td\n" + b"\n".join(_pdf_string(line) + b" Tj T*" for line in lines) + b"\nET"
    content = DecodedStreamObject()
    content.set_data(stream)
    writer = PdfWriter()
    writer.append(PdfReader(io.BytesIO(pdf_bytes([["x"]] * pages))))
    reference = writer._add_object(content.flate_encode(level=9))
    for page in writer.pages:
        page[NameObject("/Contents")] = reference
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def nested_mhtml(depth: int = 3000) -> bytes:
    """An MHTML message whose page sits inside ``depth`` nested multipart parts."""
    message = b"Content-Type: text/html\n\n<p>A page at the bottom.</p>"
    for level in range(depth):
        boundary = b"b%d" % level
        message = (
            b'Content-Type: multipart/related; boundary="' + boundary + b'"\n\n--' + boundary + b"\n"
            + message + b"\n--" + boundary + b"--\n"
        )
    return b"MIME-Version: 1.0\n" + message
