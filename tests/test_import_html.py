"""Saved web pages (HTML and MHTML): article extraction, structure, metadata, encodings, fallbacks."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pytest

from parallax.library.errors import ImportFailure
from parallax.library.importers import ImportedDocument, import_bytes
from parallax.library.textmodel import parse_blocks, reading_text

from .import_fixtures import BODY, article_page, mhtml_bytes

TITLE = "Flood closes the northern bridge"


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Any attempt to open a connection fails the test: importing never fetches anything."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError(f"network access attempted: {args!r}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    yield


def lines(doc: ImportedDocument) -> list[str]:
    return reading_text(doc.markdown).split("\n")


def test_article_and_metadata() -> None:
    doc = import_bytes(article_page(TITLE, BODY).encode(), "flood.html")
    assert doc.source_format == "html"
    assert doc.title == TITLE
    assert doc.outlet == "The Daily Test"
    assert doc.author == "Maria Lopez"
    assert doc.published == "2019-11-20"
    assert doc.url == "https://daily.example.com/news/2019/11/20/flood"
    assert doc.language == "en"
    assert doc.warnings == ()
    got = lines(doc)
    assert got[0] == TITLE
    assert got.count(TITLE) == 1  # the page's own <h1> is not repeated under the title
    for paragraph in BODY:
        assert paragraph in got
    text = reading_text(doc.markdown)
    for boilerplate in ("do not import me", "font-family", "All rights reserved", "Sport"):
        assert boilerplate not in text


def test_structure_becomes_markdown() -> None:
    paragraphs = [
        *(f"<p>{p}</p>" for p in BODY[:2]),
        "<h2>What the engineers said</h2>",
        "<p>They found <em>serious</em> damage and <strong>urgent</strong> repairs were "
        '<a href="https://example.org/report">ordered at once</a> by the council.</p>',
        "<blockquote><p>We have never seen the river this high in forty years of records.</p></blockquote>",
        "<ul><li>Forty families moved to the school gymnasium.</li><li>Two roads closed to traffic.</li></ul>",
        "<ol><li>Inspect the pillars of the bridge.</li><li>Rebuild the eastern approach road.</li></ol>",
        *(f"<p>{p}</p>" for p in BODY[2:]),
    ]
    page = article_page(TITLE, [], head_extra="").replace("</article>", "\n".join(paragraphs) + "</article>")
    doc = import_bytes(page.encode(), "structure.html")
    md = doc.markdown
    assert "## What the engineers said" in md
    assert "*serious*" in md and "**urgent**" in md
    assert "[ordered at once](https://example.org/report)" in md
    assert "> We have never seen the river" in md
    assert "- Forty families moved" in md
    assert "1. Inspect the pillars" in md
    got = lines(doc)
    assert "They found serious damage and urgent repairs were ordered at once by the council." in got
    assert "Two roads closed to traffic." in got
    blocks = parse_blocks(md).blocks
    quote = next(b for b in blocks if b.text.startswith("We have never"))
    assert quote.quote_depth == 1


def test_relative_links_resolve_against_the_canonical_address() -> None:
    extra = (
        '<p>Read the <a href="/reports/flood.pdf">full flood report</a> published by the council today.</p>'
    )
    page = article_page(TITLE, BODY).replace("</article>", extra + "</article>")
    doc = import_bytes(page.encode(), "links.html")
    assert "[full flood report](https://daily.example.com/reports/flood.pdf)" in doc.markdown


@pytest.mark.parametrize(
    ("lang", "head_extra", "expected"),
    [
        ("es-VE", "", "es-VE"),
        ("pt_br", "", "pt-BR"),
        (None, '<meta property="og:locale" content="es_VE">', "es-VE"),
        (None, '<meta http-equiv="Content-Language" content="fr">', "fr"),
        (None, "", "en"),  # nothing declared: read from the words of the text
    ],
)
def test_language_from_the_page(lang: str | None, head_extra: str, expected: str | None) -> None:
    page = article_page(TITLE, BODY, lang=lang, head_extra=head_extra)
    assert import_bytes(page.encode(), "lang.html").language == expected


@pytest.mark.parametrize("charset", ["windows-1252", "iso-8859-1"])
def test_declared_legacy_charset(charset: str) -> None:
    body = [
        "El alcalde dijo que el puente del río seguirá cerrado durante tres días más, según el informe.",
        *BODY,
    ]
    page = article_page("Inundación en el norte", body, charset=charset, lang="es")
    doc = import_bytes(page.encode("cp1252"), "es.html")
    assert doc.title == "Inundación en el norte"
    assert body[0] in lines(doc)


def test_utf8_wins_over_a_stale_legacy_declaration() -> None:
    body = [
        "El alcalde dijo que el puente del río seguirá cerrado durante tres días más, según el informe.",
        *BODY,
    ]
    page = article_page("Inundación", body, charset="iso-8859-1")
    assert body[0] in lines(import_bytes(page.encode("utf-8"), "stale.html"))


def test_utf16_page_with_bom() -> None:
    page = article_page(TITLE, BODY, charset="utf-16")
    doc = import_bytes(page.encode("utf-16"), "wide.htm")
    assert BODY[0] in lines(doc)


def test_little_text_is_refused_with_a_hint_and_whole_page_imports_it() -> None:
    page = (
        "<html><head><title>Gallery</title></head><body><nav><a href='/'>Home</a> <a href='/a'>News</a></nav>"
        "<div class='gallery'><img src='a.jpg'><span>Photo one of the flood.</span></div>"
        "<div>Share this page with your friends.</div><footer>Contact us</footer></body></html>"
    )
    with pytest.raises(ImportFailure, match=r"^gallery\.html: little article text was found; .*--whole-page"):
        import_bytes(page.encode(), "gallery.html")
    doc = import_bytes(page.encode(), "gallery.html", whole_page=True)
    assert doc.warnings and "whole page" in doc.warnings[0]
    got = lines(doc)
    assert "Photo one of the flood." in got
    assert "Share this page with your friends." in got
    assert doc.title == "Gallery"


def test_page_of_only_scripts_is_refused_even_with_whole_page() -> None:
    page = "<html><head><script>var a = 1;</script></head><body><script>document.write('hi')</script><noscript></noscript></body></html>"
    for whole in (False, True):
        with pytest.raises(ImportFailure, match=r"^app\.html: the page has no visible text"):
            import_bytes(page.encode(), "app.html", whole_page=whole)


def test_a_page_that_is_an_address_is_not_fetched() -> None:
    with pytest.raises(ImportFailure, match=r"^link\.html: "):
        import_bytes(b"https://daily.example.com/news/2019/11/20/flood", "link.html")


def test_xhtml_with_entities_is_not_expanded() -> None:
    page = (
        '<?xml version="1.0"?><!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
        + article_page(TITLE, [*BODY, "The secret is &xxe; here."], raw_paragraphs=True).split("\n", 1)[1]
    )
    try:
        doc = import_bytes(page.encode(), "xxe.xhtml")
    except ImportFailure:
        return
    assert "root:" not in doc.markdown


@pytest.mark.parametrize("transfer", ["quoted-printable", "base64"])
def test_mhtml(transfer: str) -> None:
    page = article_page(TITLE, BODY, charset="windows-1252").replace("northern", "nördlichen")
    doc = import_bytes(mhtml_bytes(page, charset="windows-1252", transfer=transfer), "saved.mhtml")
    assert doc.source_format == "mhtml"
    assert doc.title == TITLE.replace("northern", "nördlichen")
    assert BODY[1] in lines(doc)
    assert doc.url == "https://daily.example.com/news/2019/11/20/flood"


def test_mhtml_without_page_or_metadata() -> None:
    no_html = b"MIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nhello\r\n"
    with pytest.raises(ImportFailure, match=r"^x\.mht: no web page"):
        import_bytes(no_html, "x.mht")
    page = "<html><body><article>" + "".join(f"<p>{p}</p>" for p in BODY) + "</article></body></html>"
    doc = import_bytes(mhtml_bytes(page), "bare.mht")
    assert doc.title == "Saved page title"  # from the Subject header
    assert doc.url == "https://daily.example.com/news/saved"
