"""The library speaks the reader's language: error messages, kinds, statuses and reports."""

from __future__ import annotations

import ast
import gettext
import io
import re
import sys
from pathlib import Path

import pytest

from parallax.library import cli
from parallax.library.error_messages import MESSAGES
from parallax.library.errors import NotFoundError, ParallaxError
from parallax.library.i18n import environment_language, in_language, kind_text, status_label, use_language
from parallax.library.reports import render_report
from parallax.library.store import Library

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "packaging"))
import translations  # noqa: E402

PO = REPO / "library" / "locale" / "es" / "LC_MESSAGES" / "parallax.po"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, "en"),
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX.UTF-8"}, "es"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "es_AR.UTF-8"}, "es"),
        ({"LANG": "es_ES.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "fr:es:en"}, "es"),
        ({"LANG": "es_ES.UTF-8", "LANGUAGE": "en:es"}, "en"),
        ({"LANG": "C", "LANGUAGE": "es"}, "en"),
    ],
)
def test_environment_language_reads_the_variables_gettext_reads(environ: dict[str, str], expected: str) -> None:
    assert environment_language(environ) == expected


def test_an_error_speaks_the_current_language_and_keeps_its_code() -> None:
    error = NotFoundError("article_not_found", id="X")
    assert str(error) == "no article with id 'X'"
    use_language("es")
    assert str(error) == "no hay ningún artículo con el id 'X'"
    assert (error.code, error.params, error.english()) == ("article_not_found", {"id": "X"}, "no article with id 'X'")


def test_an_error_inside_an_error_is_shown_in_the_same_language() -> None:
    inner = ParallaxError("bundle_not_zip")
    outer = ParallaxError("file_problem", name="a.parallax", problem=inner)
    use_language("es")
    assert str(outer) == "a.parallax: no es un archivo zip, así que no es un paquete de Parallax"


def test_a_plain_sentence_error_is_shown_as_written() -> None:
    use_language("es")
    assert str(ParallaxError("something odd")) == "something odd"


def test_the_command_line_prints_errors_in_the_environment_language(
    lib_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Library(lib_path) as lib:
        article, _ = lib.add_article("# Título\n\nEl niño leyó el artículo.\n", source_format="markdown")
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    err = io.StringIO()
    status = cli.main(["--library", str(lib_path), "highlight", article.id[:10], "--quote", "nada"], err=err)
    assert status == 1
    assert err.getvalue().startswith("parallax: error: la cita")
    assert "no aparece en el texto" in err.getvalue()


def test_the_command_line_speaks_english_by_default(lib_path: Path) -> None:
    with Library(lib_path) as lib:
        article, _ = lib.add_article("# Title\n\nSome text.\n", source_format="markdown")
    err = io.StringIO()
    assert cli.main(["--library", str(lib_path), "highlight", article.id[:10], "--quote", "nada"], err=err) == 1
    assert "does not occur in the text" in err.getvalue()


def _raised_codes() -> set[str]:
    codes = set()
    for path in (REPO / "library").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.endswith(("Error", "Failure"))
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                    and re.fullmatch(r"[a-z0-9_]+", node.args[0].value)):
                codes.add(node.args[0].value)
    return codes


def test_every_error_code_raised_has_an_english_template() -> None:
    assert _raised_codes() - set(MESSAGES) == set()


def test_every_library_message_is_translated_in_the_spanish_catalogue() -> None:
    """Errors, kinds, statuses and reports. (A command's help falls back to English until
    translated, so a new command never breaks this test.)"""
    _, entries = translations.read_po(PO)
    catalogue = {e.key: e for e in entries}
    for wanted in translations.extract_library(REPO):
        if wanted.context == "cli-help":
            continue
        entry = catalogue.get(wanted.key)
        assert entry is not None, f"missing from {PO.name}: {wanted.key} (run make i18n)"
        assert entry.translated, f"untranslated or fuzzy in {PO.name}: {wanted.key}"


def test_spanish_templates_keep_the_placeholders_of_the_english_ones() -> None:
    _, entries = translations.read_po(PO)
    names = re.compile(r"\{(\w+)")
    for e in entries:
        if e.plural is None:
            for text in e.strings:
                assert set(names.findall(text)) == set(names.findall(e.msgid)), e.msgid
        else:  # a singular may leave its count unsaid ("Add passage"), the plural may not
            source = set(names.findall(e.msgid)) | set(names.findall(e.plural))
            assert all(set(names.findall(text)) <= source for text in e.strings), e.msgid
            assert set(names.findall(e.strings[-1])) == set(names.findall(e.plural)), e.msgid


def test_the_compiled_catalogue_matches_what_gettext_reads(tmp_path: Path) -> None:
    mo = tmp_path / "es" / "LC_MESSAGES" / "parallax.mo"
    translations.compile_mo(PO, mo)
    catalogue = gettext.translation("parallax", tmp_path, ["es"])
    assert catalogue.pgettext("quote_empty", MESSAGES["quote_empty"]) == "la cita está vacía"
    assert catalogue.ngettext("{count} discrepancy", "{count} discrepancies", 2) == "{count} discrepancias"
    assert catalogue.gettext("Count") == "Cifra"


@pytest.mark.parametrize("mo", sorted((REPO / "library" / "locale").glob("*/LC_MESSAGES/*.mo")), ids=lambda p: p.parts[-3])
def test_the_catalogue_looked_up_message_by_message_answers_as_gettext(mo: Path) -> None:
    """Every message of every shipped catalogue, plain, counted (several numbers) and in
    context, as :class:`gettext.GNUTranslations` reads it; a message it lacks comes back as asked."""
    from parallax.library.catalogue import Catalogue

    whole, looked_up = gettext.GNUTranslations(io.BytesIO(mo.read_bytes())), Catalogue.read(mo)
    messages = whole._catalog  # type: ignore[attr-defined]
    assert len(messages) > 100
    for key in messages:
        text = key[0] if isinstance(key, tuple) else key
        context, _, message = text.rpartition("\x04")
        if isinstance(key, tuple) and context:
            for n in (0, 1, 2, 5, 21, 101):
                assert looked_up.npgettext(context, message, "others", n) == whole.npgettext(context, message, "others", n)
        elif isinstance(key, tuple):
            for n in (0, 1, 2, 5, 21, 101):
                assert looked_up.ngettext(message, "others", n) == whole.ngettext(message, "others", n)
        elif context:
            assert looked_up.pgettext(context, message) == whole.pgettext(context, message)
        else:
            assert looked_up.gettext(message) == whole.gettext(message)
    for missing in ("", "zzz", "Count\x00", "\x04Count"):
        assert looked_up.gettext(missing + "?") == missing + "?"
    assert looked_up.ngettext("one thing nobody wrote", "things", 1) == "one thing nobody wrote"
    assert looked_up.npgettext("nowhere", "one", "many", 3) == "many"


def test_a_damaged_catalogue_leaves_the_library_speaking_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from parallax.library import i18n
    from parallax.library.catalogue import Catalogue

    for junk in (b"", b"junk", b"\xde\x12\x04\x95" + b"\xff" * 30):
        with pytest.raises(ValueError):
            Catalogue(junk)
    (tmp_path / "es" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "es" / "LC_MESSAGES" / "parallax.mo").write_bytes(b"\x95\x04\x12\xde" + b"\x00" * 3)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_cache", {})
    assert i18n.translation("es").gettext("Count") == "Count"


def test_built_in_kinds_are_shown_in_the_current_language_but_a_renamed_kind_as_written() -> None:
    use_language("es")
    assert kind_text("count", "Count").label == "Cifra"
    assert kind_text("count", "Count", "Numbers differ: casualties, crowd sizes, sums.").description.startswith("Las cifras")
    assert kind_text("count", "Números").label == "Números"
    assert kind_text("photo", "Photo", "Pictures differ").label == "Photo"
    assert status_label("resolved") == "resuelta"


def test_in_language_restores_the_language_before() -> None:
    with in_language("es"):
        assert status_label("open") == "abierta"
    assert status_label("open") == "open"


@pytest.fixture
def compared(lib: Library) -> str:
    a, _ = lib.add_article("# Uno\n\nHubo cinco heridos.\n", source_format="markdown", outlet="Diario Uno", comparison="Prueba")
    b, _ = lib.add_article("# Dos\n\nHubo ocho heridos.\n", source_format="markdown", outlet="Diario Dos", comparison="Prueba")
    h1 = lib.highlight_quote(a.id, "cinco")
    h2 = lib.highlight_quote(b.id, "ocho")
    lib.create_discrepancy([h1.id, h2.id], kind="count", title="Heridos", claims={h1.id: "5", h2.id: "8"})
    return "Prueba"


@pytest.mark.parametrize("fmt", ["html", "md"])
def test_a_report_in_spanish_has_spanish_headings_kinds_and_statuses(lib: Library, compared: str, fmt: str) -> None:
    text = render_report(lib, compared, fmt, "es")  # type: ignore[arg-type]
    for words in ("Fuentes", "Matriz de afirmaciones", "Cifra", "abierta", "1 discrepancia en 2 fuentes"):
        assert words in text
    for english in ("Sources", "Claim matrix", "Count", " open"):
        assert english not in text


def test_a_report_in_spanish_leaves_the_library_language_alone(lib: Library, compared: str) -> None:
    render_report(lib, compared, "md", "es")
    assert "## Sources" in render_report(lib, compared, "md")


def test_report_lang_option_writes_spanish(lib_path: Path, tmp_path: Path) -> None:
    with Library(lib_path) as lib:
        lib.add_article("# Uno\n\nTexto.\n", source_format="markdown", comparison="Prueba")
    out = io.StringIO()
    assert cli.main(["--library", str(lib_path), "report", "--comparison", "Prueba", "--format", "md", "--lang", "es"], out=out) == 0
    assert "Aún no se ha anotado ninguna discrepancia." in out.getvalue()


def test_the_spanish_demo_loads_with_every_kind_and_keeps_its_spanish_text(lib: Library) -> None:
    from parallax.library.demo import load_demo

    comparison = load_demo(lib, "es")
    kinds = {d.kind for d in lib.list_discrepancies(comparison.id)}
    assert kinds == {k.name for k in lib.list_kinds()}
    texts = [lib.get_article(a).reading_text for a in comparison.article_ids]
    joined = "\n".join(texts)
    for exact in ("¿Se pudo evitar?", "¡TRAGEDIA ANUNCIADA!", "Peñalta", "Begoña Ibáñez", "«Nadie podía prever"):
        assert exact in joined
    quotes = [p.exact for d in lib.list_discrepancies(comparison.id) for p in d.passages]
    assert "«Nadie podía prever esto, ¡nadie!»" in quotes


def test_the_demo_of_a_language_without_one_is_the_english_demo(lib: Library) -> None:
    from parallax.library.demo import load_demo

    assert load_demo(lib, "de_DE").name == load_demo(lib, "en").name


def test_command_help_is_shown_in_the_environment_language(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    with pytest.raises(SystemExit):
        cli.main(["highlight", "--help"])
    shown = capsys.readouterr().out
    assert "resaltar un pasaje citado de un artículo" in shown
    assert "el pasaje exacto tal como aparece en el texto de lectura" in shown


def test_command_help_is_english_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["highlight", "--help"])
    assert "highlight a quoted passage of an article" in capsys.readouterr().out


def test_an_unknown_article_is_reported_in_spanish(lib_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    err = io.StringIO()
    assert cli.main(["--library", str(lib_path), "highlight", "X", "--quote", "nada"], err=err) == 1
    assert err.getvalue() == "parallax: error: no hay ningún artículo con el id 'X'\n"


def test_one_fold_for_words_as_readers_compare_them() -> None:
    from parallax.library.folding import fold

    assert fold("Pérez") == fold("PEREZ") == "perez"
    assert fold("miércoles") == "miercoles" and fold("Kovačević") == "kovacevic"
    assert fold("Société ﬁnale") == "societe finale"  # a ligature spelled plainly
