"""Spanish articles: written dates, the language tag, and ñ, accents and ¿¡ kept exactly."""

from __future__ import annotations

import html
from typing import Any

import pytest

from parallax.library.importers import import_bytes
from parallax.library.importers.dates import date_in, iso_date
from parallax.library.importers.language import guess_language
from parallax.library.textmodel import reading_text

from .import_fixtures import docx_bytes, pdf_bytes

TITULO = "¿Quién pagará el puente? Año de daños en la montaña"
PARRAFOS = (
    "El consejo regional se reunió el martes para discutir las inundaciones que cerraron el "
    "puente del norte durante tres días, y los funcionarios dijeron que las reparaciones "
    "tardarían hasta el final del mes.",
    "«¡No podemos esperar más!», dijo una vecina de Peñalba, mientras los equipos de "
    "emergencia trasladaban a cuarenta familias al gimnasio de la escuela durante la noche.",
    "La alcaldesa explicó que el pueblo había pedido ayuda al gobierno nacional para pagar "
    "las obras, cuyo coste los ingenieros calcularon en varios millones de euros en total.",
    "Los comercios del barrio sufrieron pérdidas importantes y la cámara de comercio abrió un "
    "fondo para ayudar a las tiendas que perdieron sus existencias por culpa del agua.",
)


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("15 de enero de 2018", "2018-01-15"),
        ("lunes, 15 de enero de 2018", "2018-01-15"),
        ("Miércoles, 3 de octubre de 2018", "2018-10-03"),
        ("15/01/2018", "2018-01-15"),
        ("enero 15, 2018", "2018-01-15"),
        ("1 de setiembre del 2020", "2020-09-01"),
        ("Nov. 20, 2019", "2019-11-20"),
        ("31 de febrero de 2018", None),
        ("03/04/2019", None),  # the day or the month first? not said
        ("el martes pasado", None),
    ],
)
def test_written_dates(written: str, expected: str | None) -> None:
    assert iso_date(written) == expected


def test_a_numeric_date_in_a_spanish_source_puts_the_day_first() -> None:
    assert iso_date("03/04/2019", "es") == "2019-04-03"
    assert iso_date("03/04/2019", "en-US") is None


def test_a_date_inside_a_sentence() -> None:
    assert date_in("Publicado el lunes, 15 de enero de 2018 a las 10:00", "es") == "2018-01-15"


def _pagina(*, lang: str | None = "es", head: str = "", fecha: str = "") -> bytes:
    lang_attr = f' lang="{lang}"' if lang else ""
    cuerpo = "".join(f"<p>{html.escape(p)}</p>" for p in PARRAFOS)
    return (
        f"<!DOCTYPE html><html{lang_attr}><head><meta charset='utf-8'><title>{html.escape(TITULO)}</title>{head}"
        f"</head><body><main><article><h1>{html.escape(TITULO)}</h1>{fecha}{cuerpo}</article></main></body></html>"
    ).encode()


def test_a_spanish_page_keeps_its_characters_exactly() -> None:
    doc = import_bytes(_pagina(), "puente.html")
    text = reading_text(doc.markdown)
    assert text.split("\n") == [TITULO, *PARRAFOS]
    assert doc.language == "es"


def test_a_page_date_written_in_spanish_is_read() -> None:
    doc = import_bytes(_pagina(fecha='<p class="fecha">Lunes, 15 de enero de 2018</p>'), "puente.html")
    assert doc.published == "2018-01-15"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ('<meta http-equiv="content-language" content="es-MX">', "es-MX"),
        ('<meta property="og:locale" content="es_VE">', "es-VE"),
        ('<meta name="language" content="es">', "es"),
        ("", "es"),  # nothing declared: read from the text
    ],
)
def test_the_language_of_a_page_without_lang(head: str, expected: str) -> None:
    assert import_bytes(_pagina(lang=None, head=head), "puente.html").language == expected


def test_the_language_of_a_text_file_is_read_from_its_words() -> None:
    data = "\n".join([TITULO, *PARRAFOS]).encode("utf-8")
    doc = import_bytes(data, "puente.txt")
    assert doc.language == "es"
    assert reading_text(doc.markdown).split("\n") == [TITULO, *PARRAFOS]


def test_too_little_text_gets_no_guessed_language() -> None:
    assert guess_language("¡Hola, mundo!") is None


def test_markdown_front_matter_with_a_spanish_date() -> None:
    data = f"---\ntitle: {TITULO}\ndate: 15 de enero de 2018\nlanguage: es\n---\n\n" + "\n\n".join(PARRAFOS)
    doc = import_bytes(data.encode("utf-8"), "puente.md")
    assert doc.published == "2018-01-15"
    assert reading_text(doc.markdown).split("\n")[-4:] == list(PARRAFOS)


def test_a_spanish_pdf_keeps_its_characters() -> None:
    doc = import_bytes(pdf_bytes([[TITULO, *PARRAFOS[1:2]]], title=TITULO), "puente.pdf")
    assert reading_text(doc.markdown).split("\n") == [TITULO, PARRAFOS[1]]


def test_a_spanish_word_document_keeps_its_characters() -> None:
    def build(document: Any) -> None:
        document.add_heading(TITULO, 1)
        for parrafo in PARRAFOS:
            document.add_paragraph(parrafo)

    doc = import_bytes(docx_bytes(build), "puente.docx")
    assert reading_text(doc.markdown).split("\n") == [TITULO, *PARRAFOS]
    assert doc.language == "es"
