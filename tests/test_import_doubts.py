"""Imports that may have gone wrong say so, and the metadata rules that used to mislead."""

from __future__ import annotations

import html
import json

import pytest

from parallax.library.importers import import_bytes
from parallax.library.importers.completeness import looks_cut
from parallax.library.importers.html import CUT_WARNING, PADDED_WARNING, parse_page
from parallax.library.importers.page_metadata import authors, saved_from_text

from .import_fixtures import BODY, article_page

STORY = [
    f"Paragraph {n} of the story about the bridge tells what the council decided on the "
    f"evening of the vote, and why residents of the valley were asked to wait for news."
    for n in range(1, 11)
]


def _chunked_page(chunks: list[list[str]]) -> str:
    """A story laid out in several identical blocks with an advert between them."""
    parts = []
    for chunk in chunks:
        parts.append('<div class="story-chunk"><div class="body">')
        parts.extend(f"<p>{html.escape(p)}</p>" for p in chunk)
        parts.append('</div></div><aside class="ad">Advertisement</aside>')
    return "<html><body><article>" + "".join(parts) + "</article></body></html>"


def test_paragraphs_laid_out_like_the_kept_ones_but_left_out_make_a_warning() -> None:
    body = parse_page(_chunked_page([STORY[:3], STORY[3:]])).find("body")
    kept = STORY[:3]
    assert looks_cut(body, kept) == (7, sum(len(p) for p in STORY[3:]))


def test_a_whole_story_makes_no_warning() -> None:
    body = parse_page(_chunked_page([STORY[:3], STORY[3:]])).find("body")
    assert looks_cut(body, STORY) is None


def test_one_left_out_paragraph_is_not_enough_to_warn() -> None:
    body = parse_page(_chunked_page([STORY[:9], STORY[9:]])).find("body")
    assert looks_cut(body, STORY[:9]) is None


@pytest.mark.parametrize(
    "furniture",
    [
        "Sign up for our morning newsletter and get the news first.",
        "Suscríbete a nuestro boletín y recibe las noticias cada mañana.",
        "Regístrate gratis para seguir leyendo.",
    ],
)
def test_newsletter_and_sign_up_text_in_the_article_makes_a_warning(furniture: str) -> None:
    page = article_page("Flood closes the northern bridge", [*BODY, furniture])
    doc = import_bytes(page.encode(), "flood.html")
    assert any(w.startswith(PADDED_WARNING) and "--whole-page" in w for w in doc.warnings), doc.warnings


def test_a_clean_article_has_no_warning() -> None:
    doc = import_bytes(article_page("Flood closes the northern bridge", BODY).encode(), "flood.html")
    assert doc.warnings == ()


def test_whole_page_imports_the_page_text_even_when_extraction_found_an_article() -> None:
    page = article_page("Flood closes the northern bridge", BODY)
    doc = import_bytes(page.encode(), "flood.html", whole_page=True)
    assert "World" in doc.markdown and "Sport" in doc.markdown  # the navigation came along
    assert not any(w.startswith(CUT_WARNING) for w in doc.warnings)


@pytest.mark.parametrize(
    ("declared", "expected"),
    [
        ("Condé Nast; Molly Wood", "Molly Wood"),
        ("Jill Disis; CNN Business", "Jill Disis"),
        ("Paul Example; Staff writer", "Paul Example"),
        ("Analysis by Chris Example; CNN Editor-at-large", "Chris Example"),
        ("Ana Pérez; Redacción", "Ana Pérez"),
        ("Troy Example; Troy L Example", "Troy Example"),
        ("Reuters", "Reuters"),
        ("Admin", None),
    ],
)
def test_a_publisher_role_or_user_name_is_not_an_author(declared: str, expected: str | None) -> None:
    assert authors(declared, {"condé nast"}) == expected


def test_the_publisher_declared_as_author_is_dropped_from_a_page() -> None:
    head = (
        '<meta name="copyright" content="Copyright (c) Example Nast 2019">'
        '<script type="application/ld+json">{"@context": "https://schema.org", "@type": "NewsArticle", "author": '
        '[{"@type": "Person", "name": "Maria Lopez"}]}</script>'
    )
    page = article_page("Flood closes the northern bridge", BODY, head_extra=head)
    page = page.replace('<meta name="author" content="Maria Lopez">', '<meta name="author" content="Example Nast">')
    assert import_bytes(page.encode(), "flood.html").author == "Maria Lopez"


def test_a_masthead_heading_is_not_the_title() -> None:
    page = (
        "<html lang='ko'><head><title>다리가 홍수로 닫혔다, 주민들은 기다린다 - Example Media</title></head><body>"
        '<div id="header"><a href="/"><h1>예시 미디어</h1></a></div>'
        + "".join(f"<p>{html.escape(p)}</p>" for p in STORY)
        + "</body></html>"
    )
    assert import_bytes(page.encode(), "ko.html").title == "다리가 홍수로 닫혔다, 주민들은 기다린다"


def test_the_saved_from_comment_gives_the_address() -> None:
    page = article_page("Flood closes the northern bridge", BODY).replace(
        '<link rel="canonical" href="https://daily.example.com/news/2019/11/20/flood">', ""
    )
    page = "<!-- saved from url=(0041)https://daily.example.com/news/flood-1 -->\n" + page
    assert import_bytes(page.encode(), "flood.html").url == "https://daily.example.com/news/flood-1"


def test_og_url_gives_the_address_when_there_is_no_canonical_link() -> None:
    page = article_page("Flood closes the northern bridge", BODY).replace(
        '<link rel="canonical" href="https://daily.example.com/news/2019/11/20/flood">',
        '<meta property="og:url" content="https://daily.example.com/og/flood">',
    )
    assert import_bytes(page.encode(), "flood.html").url == "https://daily.example.com/og/flood"


def test_saved_from_needs_a_web_address() -> None:
    assert saved_from_text("<!-- saved from url=(0022)file:///home/me/x.html -->") is None


def test_the_json_report_has_a_warnings_list_for_every_file(tmp_path: pytest.TempPathFactory) -> None:
    from parallax.library.cli import main

    good = tmp_path / "good.html"  # type: ignore[operator]
    padded = tmp_path / "padded.html"  # type: ignore[operator]
    good.write_text(article_page("Flood closes the northern bridge", BODY), encoding="utf-8")
    padded.write_text(
        article_page("Storm reaches the coast", [*BODY[1:], "Sign up for our newsletter today."]), encoding="utf-8"
    )
    import io

    out, err = io.StringIO(), io.StringIO()
    status = main(["--library", str(tmp_path / "lib.sqlite"), "import", str(good), str(padded), "--json"], out=out, err=err)  # type: ignore[operator]
    assert status == 0, err.getvalue()
    results = json.loads(out.getvalue())
    files = results["results"] if isinstance(results, dict) else results
    by_name = {r["path"].rsplit("/", 1)[-1]: r for r in files}
    assert by_name["good.html"]["warnings"] == []
    assert any(w.startswith(PADDED_WARNING) for w in by_name["padded.html"]["warnings"])


def test_warnings_are_worded_in_the_language_of_the_import_and_keep_the_whole_page_offer() -> None:
    from parallax.library.i18n import in_language

    page = article_page("Crecida en el valle", [*BODY, "Suscríbete a nuestro boletín y recibe las noticias cada mañana."])
    with in_language("es"):
        doc = import_bytes(page.encode(), "crecida.html")
    assert any(w.startswith("puede que el artículo incluya") and "--whole-page" in w for w in doc.warnings), doc.warnings


def test_a_file_of_another_kind_is_named_in_the_language_of_the_import() -> None:
    from parallax.library.errors import ImportFailure
    from parallax.library.i18n import in_language

    with in_language("es"), pytest.raises(ImportFailure) as refused:
        import_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "foto.txt")
    assert "una imagen PNG" in str(refused.value)
