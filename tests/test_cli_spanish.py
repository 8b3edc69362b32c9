"""The command line's human-readable output follows the environment's language; its JSON and
its English output stay as scripts know them."""

from __future__ import annotations

import ast
import io
import re
from pathlib import Path

import pytest

from parallax.library import cli
from parallax.library.demo import load_demo
from parallax.library.store import Library

REPO = Path(__file__).resolve().parents[1]

ENGLISH = re.compile(
    r"\b(wrote|imported|duplicate|failed|articles?|discrepanc(y|ies)|no matches|warning|note|outlet|"
    r"author|published|language|highlights?|annotations?|comparisons?|open|explained|resolved|Count)\b"
)


def run(library: Path, *args: str, spanish: bool, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    monkeypatch.setenv("LANG", "es_ES.UTF-8" if spanish else "C")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(["--library", str(library), *args], out=out, err=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def demo(tmp_path: Path) -> tuple[Path, str]:
    path = tmp_path / "biblioteca.sqlite"
    with Library(path) as lib:
        name = load_demo(lib, "es").name
    return path, name


def test_listing_commands_speak_spanish(demo: tuple[Path, str], monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    _, comparisons, _ = run(path, "comparisons", spanish=True, monkeypatch=monkeypatch)
    assert "(4 artículos, 15 discrepancias)" in comparisons
    _, found, _ = run(path, "discrepancies", "--comparison", name, spanish=True, monkeypatch=monkeypatch)
    assert "[Cifra]" in found and "(explicada)" in found and "nota: " in found
    first = found.split()[0]
    with Library(path) as lib:
        article = lib.list_articles(name)[0].id
    _, shown, _ = run(path, "show", article[:12], spanish=True, monkeypatch=monkeypatch)
    assert "medio:" in shown and "idioma:" in shown
    _, nothing, _ = run(path, "search", "zzzzzz", spanish=True, monkeypatch=monkeypatch)
    assert nothing == "sin coincidencias\n"
    for text in (comparisons, found.replace(first, ""), shown.split("\n\n")[0], nothing):
        assert ENGLISH.findall(text) == []


def test_import_and_export_speak_spanish(demo: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    page = tmp_path / "nota.txt"
    page.write_text("Crecida en el valle\n\nEl río subió dos metros durante la noche.\n", encoding="utf-8")
    status, out, _ = run(path, "import", str(page), str(page), spanish=True, monkeypatch=monkeypatch)
    assert status == 0 and "importado " in out and "duplicado" in out
    assert out.endswith("1 importado, 1 duplicado, 0 con error\n")  # each count agrees with itself
    status, out, _ = run(path, "export", str(tmp_path / "x.parallax"), "--comparison", name, spanish=True,
                         monkeypatch=monkeypatch)
    assert status == 0 and out.startswith("escrito ") and "1 comparación, 4 artículos" in out


def test_the_english_output_is_unchanged(demo: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    _, comparisons, _ = run(path, "comparisons", spanish=False, monkeypatch=monkeypatch)
    assert "(4 articles, 15 discrepancies)" in comparisons
    _, found, _ = run(path, "discrepancies", "--comparison", name, spanish=False, monkeypatch=monkeypatch)
    assert "[count]" in found and "(explained)" in found  # the keys --kind and --status take
    _status, out, _ = run(path, "export", str(tmp_path / "x.parallax"), spanish=False, monkeypatch=monkeypatch)
    assert out.startswith("wrote ") and "1 comparison, 4 articles" in out


def test_json_is_the_same_in_every_language(demo: tuple[Path, str], monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    english = run(path, "discrepancies", "--comparison", name, "--json", spanish=False, monkeypatch=monkeypatch)
    spanish = run(path, "discrepancies", "--comparison", name, "--json", spanish=True, monkeypatch=monkeypatch)
    assert english == spanish


_WORD = re.compile(r"[A-Za-z]{3,}")


def _speaks(node: ast.Call) -> bool:
    """Whether the call writes or raises words a user reads: ``out.write(...)``,
    ``UsageError(...)``, ``ArgumentTypeError(...)``."""
    if isinstance(node.func, ast.Attribute):
        return node.func.attr in ("write", "ArgumentTypeError")
    return isinstance(node.func, ast.Name) and node.func.id in ("UsageError", "ArgumentTypeError")


def _untranslated_output(path: Path) -> list[str]:
    """Output or a refused option given a literal with an English word, outside a translation."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and _speaks(node)):
            continue
        for arg in node.args:
            for part in ast.walk(arg):
                if isinstance(part, ast.Call) and isinstance(part.func, ast.Name) and part.func.id in (
                        "_", "ngettext", "pgettext", "npgettext"):
                    break
            else:
                keys = {id(p.slice) for p in ast.walk(arg) if isinstance(p, ast.Subscript)}  # counts["imported"]
                literals = [p.value for p in ast.walk(arg)
                            if isinstance(p, ast.Constant) and isinstance(p.value, str) and id(p) not in keys]
                words = [w for lit in literals for w in _WORD.findall(lit) if w not in ("parallax", "error")]
                if words:
                    found.append(f"{path.name}:{node.lineno}: {words}")
    return found


def test_no_output_line_of_the_command_line_is_written_in_english_only() -> None:
    files = [*sorted((REPO / "library" / "cli").glob("*.py")), REPO / "library" / "browse.py",
             REPO / "library" / "classroom" / "commands.py"]
    assert [line for path in files for line in _untranslated_output(path)] == []


def test_scoring_speaks_spanish(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from .classroom_support import demo_teacher, key_picks, student

    library, name = demo_teacher(tmp_path)
    exercise = tmp_path / "e.parallax"
    assert run(library, "exercise", "--comparison", name, str(exercise), spanish=True, monkeypatch=monkeypatch)[0] == 0
    key = key_picks(library, name)
    ana = student(tmp_path, exercise, "Ana", [key[0]])
    status, out, _ = run(library, "score", "--key", name, str(ana), str(exercise), spanish=True, monkeypatch=monkeypatch)
    assert status == 0 and out.startswith("clave: ") and "encontradas 1" in out and "encontrada por:" in out
    assert "nota: se omitió e.parallax: es el propio ejercicio" in out


def test_argparse_speaks_spanish_and_english_stays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """argparse's own words (usage, headings, its errors) come from Parallax's catalogue."""
    library = tmp_path / "l.sqlite"
    status, _, err = run(library, "highlight", spanish=True, monkeypatch=monkeypatch)
    assert status == 2
    assert err.startswith("uso: parallax highlight")
    assert "error: faltan estos argumentos obligatorios: ARTÍCULO, --quote" in err
    status, _, err = run(library, "search", "x", "--limit", "0", spanish=True, monkeypatch=monkeypatch)
    assert status == 2 and "argumento --limit: 0 está fuera del intervalo: indique de 1 a 1 000 000" in err
    _, _, err = run(library, "bogus", spanish=True, monkeypatch=monkeypatch)
    assert "opción no válida: 'bogus' (elija entre 'open'" in err
    _, _, err = run(library, "list", "--nope", spanish=True, monkeypatch=monkeypatch)
    assert "argumentos no reconocidos: --nope" in err
    status, _, err = run(library, "highlight", spanish=False, monkeypatch=monkeypatch)
    assert err.startswith("usage: parallax highlight")
    assert "the following arguments are required: ARTICLE, --quote" in err


def test_help_headings_speak_spanish(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    with pytest.raises(SystemExit):
        cli.main(["highlight", "--help"])
    shown = capsys.readouterr().out
    assert shown.startswith("uso: ")
    assert "argumentos posicionales:" in shown and "opciones:" in shown and "mostrar esta ayuda y salir" in shown
    assert not re.search(r"\b(usage|options|positional|show this help)\b", shown)


def test_usage_lines_name_the_values_in_spanish(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """"--comparison NAME" and "STUDENT.parallax" stayed English in a Spanish usage line."""
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    with pytest.raises(SystemExit):
        cli.main(["score", "--help"])
    shown = capsys.readouterr().out
    assert "--key COMPARACIÓN" in shown and "ALUMNO.parallax" in shown and "--weight ELEMENTO=PESO" in shown
    with pytest.raises(SystemExit):
        cli.main(["export", "--help"])
    shown = capsys.readouterr().out
    assert "--comparison NOMBRE" in shown and "SALIDA.parallax" in shown
    assert not re.search(r"\b(NAME|STUDENT|OUT|COMPARISON|ARTICLE|TEXT)\b", shown)


def test_a_merge_summary_agrees_in_gender(demo: tuple[Path, str], tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    bundle = tmp_path / "demo.parallax"
    assert run(path, "export", str(bundle), "--comparison", name, spanish=True, monkeypatch=monkeypatch)[0] == 0
    status, out, _ = run(tmp_path / "nueva.sqlite", "import", str(bundle), spanish=True, monkeypatch=monkeypatch)
    assert status == 0
    assert "comparaciones: 1 añadida\n" in out
    assert "artículos: 4 añadidos\n" in out
    assert "discrepancias: 15 añadidas\n" in out
    status, english, _ = run(tmp_path / "new.sqlite", "import", str(bundle), spanish=False, monkeypatch=monkeypatch)
    assert "comparisons: 1 added\n" in english and "discrepancies: 15 added\n" in english


def test_delete_agrees_with_the_number_of_articles(demo: tuple[Path, str], monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    with Library(path) as lib:
        first, second = (a.id for a in lib.list_articles(name)[:2])
    _, one, _ = run(path, "delete", first, spanish=True, monkeypatch=monkeypatch)
    assert one.startswith("borrado 1 artículo, ")
    _, english, _ = run(path, "delete", second, spanish=False, monkeypatch=monkeypatch)
    assert english.startswith("deleted 1 article, ")


def test_a_system_error_is_said_in_the_readers_language() -> None:
    """OSError's own words are the C library's English; the common ones are said by Parallax."""
    import errno

    from parallax.library.i18n import in_language
    from parallax.library.outputs import describe_os_error

    full = OSError(errno.ENOSPC, "No space left on device")
    busy = OSError(errno.EADDRINUSE, "Address already in use")
    rare = OSError(errno.ENOLINK, "Link has been severed")
    assert describe_os_error(full) == "the disk is full"
    with in_language("es"):
        assert describe_os_error(full) == "el disco está lleno"
        assert describe_os_error(busy) == "otro programa está usando el puerto"
        assert describe_os_error(rare) == "Link has been severed"  # the system's words, as a last resort


def test_suggestion_scores_use_the_readers_decimal_separator(demo: tuple[Path, str],
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    path, name = demo
    with Library(path) as lib:  # the articles, not the comparison: its annotations hide what they already say
        articles = [a.id for a in lib.list_articles(name)]
    _, spanish, _ = run(path, "suggest", *articles, "--top", "3", spanish=True, monkeypatch=monkeypatch)
    _, english, _ = run(path, "suggest", *articles, "--top", "3", spanish=False, monkeypatch=monkeypatch)
    scores = re.compile(r"\((\d)([.,])(\d\d)\)$", re.M)
    assert {m.group(2) for m in scores.finditer(spanish)} == {","}
    assert {m.group(2) for m in scores.finditer(english)} == {"."}  # two places, as scripts know it
