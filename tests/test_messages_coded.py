"""Every error the library raises carries a code, so it can be shown in the reader's language.

A sentence written straight into ``SomeError("…")`` is shown as written: English whatever
``LANG`` says (issue #14). This test reads ``library/`` and refuses such sentences.
"""

from __future__ import annotations

import ast
import io
import re
from pathlib import Path

import pytest

from parallax.library import cli
from parallax.library.error_messages import MESSAGES
from parallax.library.errors import (
    BundleError,
    ImportFailure,
    LibraryError,
    OutputError,
    ParallaxError,
)
from parallax.library.i18n import in_language

LIBRARY = Path(__file__).resolve().parents[1] / "library"

ALLOWED: dict[str, int] = {
    # Files (relative to library/) that may still raise sentences, with how many calls each has,
    # so a new one still fails. Empty: when this test was written, cli.py and classroom/ (owned
    # by other work) had no sentence errors left either. Add an entry only with an issue to fix it.
}


def _error_classes() -> set[str]:
    """ParallaxError and every class that derives from it in errors.py, read with ast."""
    tree = ast.parse((LIBRARY / "errors.py").read_text(encoding="utf-8"))
    names = {"ParallaxError"}
    grew = True
    while grew:
        grew = False
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and node.name not in names:
                bases = {b.id for b in node.bases if isinstance(b, ast.Name)}
                if bases & names:
                    names.add(node.name)
                    grew = True
    return names


def _sentence_errors() -> dict[str, list[str]]:
    """Per file, each call of an error class whose first argument is a sentence, not a code."""
    classes = _error_classes()
    found: dict[str, list[str]] = {}
    for path in sorted(LIBRARY.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if name not in classes:
                continue
            if _is_sentence(node.args[0]):
                where = path.relative_to(LIBRARY).as_posix()
                found.setdefault(where, []).append(f"{where}:{node.lineno}: {ast.unparse(node)[:100]}")
    return found


def _is_sentence(first: ast.expr) -> bool:
    """A string constant that is no code, or an f-string that cannot make one; either branch
    of ``a if c else b`` counts. An f-string such as ``f"{what}_not_found"`` builds a code:
    its pattern must match a code of MESSAGES."""
    if isinstance(first, ast.IfExp):
        return _is_sentence(first.body) or _is_sentence(first.orelse)
    if isinstance(first, ast.Constant):
        return isinstance(first.value, str) and first.value not in MESSAGES
    if isinstance(first, ast.JoinedStr):
        pattern = "".join(
            re.escape(part.value) if isinstance(part, ast.Constant) else "[a-z0-9_]+" for part in first.values
        )
        literal = "".join(part.value for part in first.values if isinstance(part, ast.Constant))
        return not re.fullmatch(r"[a-z0-9_]*", literal) or not any(
            re.fullmatch(pattern, code) for code in MESSAGES
        )
    return False


def test_the_error_classes_are_read_from_errors_py() -> None:
    assert {
        "ParallaxError",
        "ImportFailure",
        "BundleError",
        "LibraryDamagedError",
        "OutputError",
    } <= _error_classes()


def test_no_error_is_raised_with_a_sentence_instead_of_a_code() -> None:
    found = _sentence_errors()
    unexpected = [line for where, lines in found.items() if where not in ALLOWED for line in lines]
    assert unexpected == []


def test_the_allowed_files_have_no_more_sentence_errors_than_listed() -> None:
    found = _sentence_errors()
    assert {where: len(found.get(where, [])) for where in ALLOWED} == ALLOWED


@pytest.mark.parametrize(
    ("error", "spanish"),
    [
        (ImportFailure("import_binary_nul"), "son datos binarios, no texto (contienen bytes NUL)"),
        (
            ImportFailure("pdf_too_many_pages", count=900, limit=500),
            "el PDF tiene 900 páginas; Parallax importa como máximo 500",
        ),
        (
            ImportFailure("qdpx_source_outside", name="a", path="file:///x.txt"),
            "la fuente 'a' remite a un archivo fuera del proyecto ('file:///x.txt'); "
            "solo se pueden importar fuentes internal://",
        ),
        (
            BundleError(
                "bundle_schema_problem", entry="manifest.json", problem="'id' is a required property"
            ),
            "manifest.json no se ajusta al esquema del formato de paquete: 'id' is a required property",
        ),
        (
            BundleError(
                "bundle_field_problem_at",
                entry="manifest.json",
                place="articles[0].path",
                problem=ParallaxError("bundle_field_must_be", expected="a", value="b"),
            ),
            "manifest.json: articles[0].path debe ser 'a', no 'b'",
        ),
        (
            OutputError("output_exists_fifo", path="out.html"),
            "no se escribe out.html: ya existe y es una tubería con nombre (FIFO), no un archivo normal",
        ),
        (
            LibraryError("library_is_device", path="/dev/null"),
            "/dev/null es un dispositivo, no un archivo de biblioteca; no se leyó ni se escribió nada",
        ),
    ],
)
def test_converted_messages_are_spanish_with_their_parameters(error: Exception, spanish: str) -> None:
    with in_language("es"):
        assert str(error) == spanish


def test_importing_a_file_with_nul_bytes_prints_a_spanish_error(
    lib_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "x.txt"
    source.write_bytes(b"some\x00text\x00here\n" * 4)
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    err = io.StringIO()
    assert cli.main(["--library", str(lib_path), "import", str(source)], err=err) == 1
    assert "parallax: error: x.txt: son datos binarios, no texto (contienen bytes NUL)\n" in err.getvalue()


def test_the_spanish_little_text_error_still_names_whole_page_for_the_app_to_offer_it() -> None:
    with in_language("es"):
        assert "--whole-page" in str(ImportFailure("html_little_text"))
