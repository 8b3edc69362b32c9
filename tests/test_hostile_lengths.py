"""Lengths bounded where a title, claim or note enters the library, and Present showing what a
classroom can read of one already there (issue 25, case 12: a 45,000-character title)."""

from __future__ import annotations

import json
import time
import zipfile
from pathlib import Path

import pytest

from parallax.library.errors import InputError
from parallax.library.limits import LIMITS
from parallax.library.store import Library
from tests.library_files import dump

from .classroom_support import cli, demo_teacher

LONG = "Fire " * 9_000  # 45,000 characters


@pytest.fixture
def demo(tmp_path: Path) -> tuple[Path, str]:
    return demo_teacher(tmp_path)


def test_the_store_refuses_every_overlong_text(demo: tuple[Path, str]) -> None:
    path, name = demo
    before = dump(path)
    with Library(path) as lib:
        d = lib.list_discrepancies(name)[0]
        h = d.passages[0].highlight
        article = d.passages[0].article
        attempts = [
            lambda: lib.update_discrepancy(d.id, title=LONG),
            lambda: lib.update_discrepancy(d.id, note="x" * (LIMITS["note"] + 1)),
            lambda: lib.set_claim(d.id, h, LONG),
            lambda: lib.update_highlight(h, label=LONG),
            lambda: lib.update_article(article, title=LONG),
            lambda: lib.update_article(article, outlet=LONG),
            lambda: lib.update_comparison(name, name=LONG),
            lambda: lib.create_comparison(LONG),
            lambda: lib.add_kind("huge", LONG),
            lambda: lib.create_discrepancy([p.highlight for p in d.passages], kind="count", title=LONG),
        ]
        for attempt in attempts:
            with pytest.raises(InputError, match="too long"):
                attempt()
    assert dump(path) == before


def test_the_command_line_says_which_text_is_too_long(demo: tuple[Path, str]) -> None:
    path, name = demo
    before = dump(path)
    with Library(path) as lib:
        passages = lib.list_discrepancies(name)[0].passages
    run = cli(path, "link", passages[0].highlight, passages[1].highlight, "--kind", "count", "--title", LONG)
    assert run.status == 1 and "a title of 44999 characters is too long" in run.err and run.err.count("\n") == 1
    assert dump(path) == before


def test_a_bundle_with_an_overlong_title_is_refused_whole(demo: tuple[Path, str], tmp_path: Path) -> None:
    path, name = demo
    bundle = tmp_path / "b.parallax"
    assert cli(path, "export", str(bundle), "--comparison", name).status == 0
    long_bundle = tmp_path / "long.parallax"
    with zipfile.ZipFile(bundle) as zin, zipfile.ZipFile(long_bundle, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            if info.filename == "annotations.jsonld":
                annotations = json.loads(data)
                for item in annotations["first"]["items"]:
                    for body in item.get("body", []) if isinstance(item.get("body"), list) else []:
                        if body.get("purpose") == "describing":
                            body["value"] = LONG
                data = json.dumps(annotations).encode()
            zout.writestr(info, data)
    other = tmp_path / "other.sqlite"
    assert cli(other, "list").status == 0
    before = dump(other)
    run = cli(other, "import", str(long_bundle))
    assert run.status == 1 and "too long" in run.err
    assert dump(other) == before


def test_a_document_s_overlong_title_is_cut_not_refused(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text(f"<html><head><title>{LONG}</title></head><body><article><h1>{LONG}</h1>"
                    + "<p>A paragraph of the story, long enough to be an article. </p>" * 30
                    + "</article></body></html>", encoding="utf-8")
    library = tmp_path / "lib.sqlite"
    run = cli(library, "import", str(page), "--json")
    assert run.status == 0, run.err
    [result] = run.json()
    assert len(result["title"]) <= LIMITS["title"] and result["title"].endswith("…")


@pytest.mark.gui
def test_present_shows_what_a_class_can_read_of_an_overlong_title(qtbot: object, tmp_path: Path) -> None:
    from PySide6.QtCore import QCoreApplication

    from parallax.desktop.present import SHOWN_CHARS, PresentView
    from parallax.library.demo import load_demo
    from parallax.library.session import ComparisonSession

    with Library(tmp_path / "old.sqlite") as lib:
        comparison = load_demo(lib)
        first = lib.list_discrepancies(comparison.id)[0]
        # a library from before the bounds may hold one
        lib.connection.execute("UPDATE discrepancies SET title = ?, note = ? WHERE id = ?", (LONG * 10, LONG, first.id))
        lib.connection.commit()
        session = ComparisonSession(lib)
        session.open(comparison.id)
        started = time.perf_counter()
        view = PresentView(session)
        view.resize(1280, 800)
        view.show()
        while not view.note_shown:
            view.forward()
            QCoreApplication.processEvents()
        assert time.perf_counter() - started < 20  # 45,000 characters took 42 s
        assert len(view.title.text()) <= SHOWN_CHARS["title"] and view.title.text().endswith("…")
        assert len(view.note.text()) <= SHOWN_CHARS["note"]
        assert view.height() <= 800  # the bands stay within the window: it never grows off the screen
        view.close()
        view.deleteLater()
        session.detach()
