"""Printed lesson sheets: worksheet, answer key, feedback, class summary, as HTML and PDF."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from parallax.library.classroom import worksheets
from parallax.library.classroom.scoring import score_files
from parallax.library.demo import load_demo
from parallax.library.store import Library

from .classroom_support import cli, demo_teacher, key_picks, student


@pytest.fixture
def demo(lib: Library) -> tuple[Library, str]:
    return lib, load_demo(lib).name


def test_worksheet_numbers_paragraphs_and_gives_no_answer(demo: tuple[Library, str]) -> None:
    lib, name = demo
    page = worksheets.worksheet_html(lib, name)
    assert "¶&nbsp;1<" in page and "Name:" in page and "Discrepancies you found" in page
    texts = "".join(lib.get_article(a).reading_text for a in lib.get_comparison(name).article_ids)
    titles = [d.title for d in lib.list_discrepancies(name) if d.title not in texts]
    assert titles and not any(t in page for t in titles)
    assert "<mark" not in page


def test_worksheet_can_hide_outlet_names(demo: tuple[Library, str]) -> None:
    lib, name = demo
    page = worksheets.worksheet_html(lib, name, hide_outlets=True)
    assert "Source A" in page and "Meridian Wire ·" not in page


def test_paragraph_numbers_agree_between_worksheet_and_key(demo: tuple[Library, str]) -> None:
    lib, name = demo
    article = lib.get_article(lib.get_comparison(name).article_ids[0])
    text = article.reading_text
    lines = [ln for ln in text.split("\n") if ln.strip()]
    third = text.index(lines[2])
    assert worksheets.paragraph_of(text, third) == 3 and worksheets.paragraph_of(text, third - 1) == 2


def test_answer_key_lists_every_discrepancy_with_kind_colours(demo: tuple[Library, str]) -> None:
    lib, name = demo
    page = worksheets.answer_key_html(lib, name)
    assert page.count('<article class="disc') == 20
    assert '<mark class="k-count"><a name="pk-solid-b84f00">' in page and "¶ " in page
    assert "#Count" not in page and "⇒" not in page


def test_feedback_and_summary_from_the_command_line(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    exercise = tmp_path / "exercise.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise)).status == 0
    key = key_picks(library, name)
    ada = student(tmp_path, exercise, "Ada <b>", [key[0], ("other", key[1][1])])
    run = cli(library, "sheet", "feedback", "--comparison", name, "--handins", str(ada))
    assert run.status == 0 and "Ada &lt;b&gt;" in run.out and "Found, another kind" in run.out
    run = cli(library, "sheet", "summary", "--comparison", name, "--handins", str(ada), "-o", str(tmp_path / "s.html"))
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert run.status == 0 and "Who found each key item" in page and re.search(r"<td>100 %</td>", page)


def test_a_sheet_names_what_it_needs(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    run = cli(library, "sheet", "summary", "--comparison", name)
    assert run.status == 1 and "hand-in files" in run.err
    run = cli(library, "sheet", "worksheet", "--comparison", name, "--format", "pdf")
    assert run.status == 1 and "-o OUT.pdf" in run.err


def test_pdf_needs_the_desktop_printer_when_run_without_it(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    run = cli(library, "sheet", "worksheet", "--comparison", name, "--format", "pdf", "-o", str(tmp_path / "w.pdf"))
    assert run.status == 1 and "desktop" in run.err and not (tmp_path / "w.pdf").exists()


def test_class_summary_shares_and_common_false_finds(demo: tuple[Library, str], tmp_path: Path) -> None:
    _, _ = demo
    library, name = demo_teacher(tmp_path)
    exercise = tmp_path / "e.parallax"
    assert cli(library, "exercise", "--comparison", name, str(exercise)).status == 0
    key = key_picks(library, name)
    files = [student(tmp_path, exercise, n, [key[0]]) for n in ("Ada", "Ben")]
    with Library(library) as lib:
        page = worksheets.class_summary_html(lib, score_files(lib, name, files))
    assert page.count("<td>100 %</td>") == 1 and page.count("<td>0 %</td>") == 19


@pytest.mark.gui
def test_printed_pdf_pages_keep_kind_colours(tmp_path: Path, qapp: object) -> None:
    from PySide6.QtGui import QTextCharFormat

    from parallax.desktop.printing import html_document, write_pdf

    library, name = demo_teacher(tmp_path)
    with Library(library) as lib:
        page = worksheets.answer_key_html(lib, name)
    document = html_document(page)
    wavy = [
        it.fragment()
        for block in _blocks(document)
        for it in _fragments(block)
        if it.fragment().charFormat().underlineStyle() == QTextCharFormat.UnderlineStyle.WaveUnderline
    ]
    assert wavy  # Outcome's wavy line survives Qt's rich text
    out = tmp_path / "key.pdf"
    write_pdf(page, out)
    assert out.read_bytes().startswith(b"%PDF") and not out.with_name("key.pdf.part").exists()
    if shutil.which("pdftoppm"):
        result = subprocess.run(["pdftoppm", "-png", "-r", "20", "-f", "1", "-l", "1", str(out), str(tmp_path / "p")],
                                capture_output=True, text=True, check=True)
        assert "Error" not in result.stderr
        assert list(tmp_path.glob("p-*.png"))


def _blocks(document):  # type: ignore[no-untyped-def]
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def _fragments(block):  # type: ignore[no-untyped-def]
    it = block.begin()
    while not it.atEnd():
        yield it
        it += 1


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm"])
def test_no_classroom_output_overwrites_the_library(tmp_path: Path, suffix: str) -> None:
    library, name = demo_teacher(tmp_path)
    before = library.read_bytes()
    target = str(library) + suffix
    for args in (("exercise", "--comparison", name, target),
                 ("sheet", "worksheet", "--comparison", name, "-o", target),
                 ("report", "--comparison", name, "--format", "pdf", "-o", target)):
        run = cli(library, *args)
        assert run.status == 1 and "refusing" in run.err and "library" in run.err, args
    assert library.read_bytes() == before


def test_a_sheet_into_a_missing_folder_is_one_clear_error(tmp_path: Path) -> None:
    library, name = demo_teacher(tmp_path)
    run = cli(library, "sheet", "key", "--comparison", name, "-o", str(tmp_path / "no" / "key.html"))
    assert run.status == 1 and run.err.count("\n") == 1 and "does not exist" in run.err
