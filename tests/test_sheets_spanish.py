"""A Spanish class gets its worksheet, answer key, feedback and summary in Spanish, and a Spanish
teacher's exercise carries Spanish instructions and hints to the students."""

from __future__ import annotations

import re
from pathlib import Path

from parallax.library.classroom import worksheets
from parallax.library.classroom.exercise import default_instructions, make_exercise
from parallax.library.classroom.scoring import score_files
from parallax.library.demo import load_demo
from parallax.library.i18n import in_language
from parallax.library.store import Library

from .classroom_support import cli, demo_teacher, key_picks, student


def spanish_teacher(folder: Path) -> tuple[Path, str]:
    """A Spanish teacher's library: the Spanish demo, its key (the reader's words in Spanish)."""
    path = folder / "profesora.sqlite"
    with Library(path) as lib:
        comparison = load_demo(lib, "es")
    return path, comparison.name

ENGLISH = re.compile(
    r"\b(Name|Date|Hints|Discrepancies you found|What differs|Where|Passage|Claim|Found|Missed|Partly|"
    r"Students|Notes|students|key items|hand-ins|worksheet|answer key|feedback|Source|Made with|the key)\b"
)


def _text(page: str) -> str:
    return re.sub(r"<[^>]+>", " ", re.sub(r"<(style|title)[^>]*>.*?</\1>", " ", page, flags=re.S))


def _spanish_words(page: str, *words: str) -> None:
    assert '<html lang="es">' in page
    for word in words:
        assert word in page, word
    assert ENGLISH.findall(_text(page)) == []


def test_the_default_instructions_follow_the_language() -> None:
    assert default_instructions().startswith("Read the articles side by side")
    with in_language("es"):
        assert default_instructions().startswith("Lea los artículos en paralelo")


def test_a_spanish_worksheet_and_key(tmp_path: Path) -> None:
    library, name = spanish_teacher(tmp_path)
    with Library(library) as lib, in_language("es"):
        worksheet = worksheets.worksheet_html(lib, name, hide_outlets=True, instructions="Lean con atención.")
        key = worksheets.answer_key_html(lib, name)
    _spanish_words(worksheet, "Nombre:", "Discrepancias que encontró", "Fuente A", "Lean con atención.")
    _spanish_words(key, "Clave de respuestas", "15 discrepancias.", "Afirmación", "Cifra")


def test_spanish_feedback_and_summary_count_students_in_the_singular_and_plural(tmp_path: Path) -> None:
    library, name = spanish_teacher(tmp_path)
    exercise = tmp_path / "e.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise)).status == 0
    key = key_picks(library, name)
    free = ("other", key[1][1])  # the second item's passages under another kind
    one = [student(tmp_path, exercise, "Ana", [key[0], free])]
    two = [*one, student(tmp_path, exercise, "Beto", [key[0], free])]
    with Library(library) as lib, in_language("es"):
        feedback = worksheets.feedback_html(lib, score_files(lib, name, one))
        summary = worksheets.class_summary_html(lib, score_files(lib, name, two))
        summary_of_one = worksheets.class_summary_html(lib, score_files(lib, name, one))
    _spanish_words(feedback, "Encontradas", "eligió", "la clave dice")
    _spanish_words(summary, "Alumnos", "Quién encontró cada elemento de la clave", "2 entregas calificadas")
    assert "1 entrega calificada" in summary_of_one and "frente a 15 elementos de la clave." in summary_of_one


def test_a_spanish_teachers_exercise_carries_spanish_instructions_and_hints(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)  # an English key: the hints follow the teacher's language
    out = tmp_path / "ejercicio.parallax"
    with Library(library) as lib, in_language("es"):
        make_exercise(lib, name, out, instructions=None, hints=True)
    import json
    import zipfile

    with zipfile.ZipFile(out) as bundle:
        manifest = json.loads(bundle.read("manifest.json"))
    hints = manifest["exercise"]["hints"]
    from parallax.library.classroom.exercise import HINTS

    assert hints and all(h["text"] and h["text"] not in HINTS.values() for h in hints)
    assert {h["label"] for h in hints} <= {"Cifra", "Desenlace", "Atribución", "Cronología", "Lugar", "Lenguaje", "Cita",
                                          "Omisión", "Coincidencia", "Otra"}


def test_the_sheet_command_takes_a_language(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    run = cli(library, "sheet", "worksheet", "--comparison", name, "--lang", "es")
    assert run.status == 0 and '<html lang="es">' in run.out and "Discrepancias que encontró" in run.out
    run = cli(library, "sheet", "worksheet", "--comparison", name)
    assert run.status == 0 and "Discrepancies you found" in run.out


def test_a_score_is_written_with_the_readers_decimal_separator(tmp_path: Path) -> None:
    library, name = spanish_teacher(tmp_path)
    exercise = tmp_path / "e.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise)).status == 0
    ana = student(tmp_path, exercise, "Ana", key_picks(library, name)[:1])  # 1 of 15: 6.7 %
    with Library(library) as lib:
        result = score_files(lib, name, [ana])
        english = worksheets.feedback_html(lib, result)
        with in_language("es"):
            spanish = worksheets.feedback_html(lib, result)
            summary = worksheets.class_summary_html(lib, result)
    assert "6.7 %" in english
    assert "6,7 %" in spanish and "6.7" not in _text(spanish)
    assert "<b>6,7</b>" in summary


def test_an_accepted_find_is_noted_in_the_teachers_language(tmp_path: Path) -> None:
    from parallax.library.classroom.scoring import accept_find

    library, name = spanish_teacher(tmp_path)
    exercise = tmp_path / "e.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise)).status == 0
    key = key_picks(library, name)
    ana = student(tmp_path, exercise, "Ana", [("other", key[1][1])])
    with Library(library) as lib, in_language("es"):
        added = lib.get_discrepancy(accept_find(lib, name, ana, 1))
    assert added.note.startswith("Aceptado de la entrega de Ana.")
