"""Importing from the app: several files with a summary, a folder, the encoding preview for
guessed text, and the offer to import a thin web page whole."""

from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QTextBrowser
from pytestqt.qtbot import QtBot

from parallax.desktop.encoding_preview import EncodingPreview
from parallax.desktop.importing import documents_in, import_with_progress, summary_text
from parallax.desktop.main_window import MainWindow
from parallax.library.ingest import ImportResult
from parallax.library.store import Library

pytestmark = pytest.mark.gui

CP1252 = "Le café de la gare\n\nLes pompiers ont dit « cinq blessés » à 22 h 52 — selon la préfecture.\n".encode("cp1252")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    library = Library(tmp_path / "lib.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    yield win
    win.close()
    library.close()


def test_folder_import_with_summary(window: MainWindow, tmp_path: Path) -> None:
    folder = tmp_path / "pages"
    folder.mkdir()
    (folder / "one.txt").write_text("First\n\nOne body.\n", encoding="utf-8")
    (folder / "two.md").write_text("# Second\n\nTwo body.\n", encoding="utf-8")
    (folder / "bad.txt").write_bytes(bytes(range(256)) * 8)
    (folder / "ignored.png").write_bytes(b"\x89PNG")
    paths = documents_in(folder)
    assert [p.name for p in paths] == ["bad.txt", "one.txt", "two.md"]
    results = import_with_progress(window, window.library, paths)
    assert [r.status for r in results] == ["error", "imported", "imported"]
    assert summary_text(results) == "2 imported, 0 already in the library, 1 failed."
    assert window.library.count_articles() == 2


def test_guessed_encoding_is_previewed_and_chosen(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "french.txt"
    path.write_bytes(CP1252)
    asked: list[str] = []

    def choose(parent: object, name: str, data: bytes) -> str | None:
        asked.append(name)
        return "cp1252"

    results = import_with_progress(window, window.library, [path], choose_encoding=choose)
    assert asked == ["french.txt"] and results[0].status == "imported"
    text = window.library.get_article(results[0].id or "").reading_text
    assert "« cinq blessés » à 22 h 52 — selon" in text


def test_skipping_the_encoding_imports_nothing(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "french.txt"
    path.write_bytes(CP1252)
    results = import_with_progress(window, window.library, [path], choose_encoding=lambda *_: None)
    assert results[0].status == "error" and window.library.count_articles() == 0


def test_utf8_is_not_previewed(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "plain.txt"
    path.write_text("Título\n\nCafé.\n", encoding="utf-8")

    def never(*_: object) -> str:
        raise AssertionError("asked about a file that needs no guess")

    assert import_with_progress(window, window.library, [path], choose_encoding=never)[0].status == "imported"


def test_encoding_preview_dialog(qtbot: QtBot) -> None:
    dialog = EncodingPreview("french.txt", CP1252)
    qtbot.addWidget(dialog)
    dialog.combo.setCurrentIndex(dialog.combo.findData("cp1252"))
    assert "« cinq blessés »" in dialog.preview.toPlainText()
    dialog.combo.setCurrentIndex(dialog.combo.findData("utf-8"))
    assert dialog.preview.toPlainText() == "" and "Not valid" in dialog.problem.text()
    dialog.combo.setCurrentIndex(dialog.combo.findData("cp1251"))
    assert dialog.chosen_encoding() == "cp1251"


def test_thin_page_can_be_imported_whole(window: MainWindow, tmp_path: Path) -> None:
    page = tmp_path / "thin.html"
    page.write_text(
        "<html lang='en'><head><title>Live: updates</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
        "<div><p>Short note.</p></div><footer>Contact us</footer></body></html>",
        encoding="utf-8",
    )
    offered: list[ImportResult] = []

    def yes(parent: object, result: ImportResult) -> bool:
        offered.append(result)
        return True

    results = import_with_progress(window, window.library, [page], choose_whole_page=yes)
    assert offered and "--whole-page" in (offered[0].error or "")
    assert results[0].status == "imported"
    assert "Short note." in window.library.get_article(results[0].id or "").reading_text


def test_print_report_to_pdf(qtbot: QtBot, tmp_path: Path) -> None:
    """File → Print Report… writes a PDF whose text carries the claims and passages."""
    from pypdf import PdfReader

    from parallax.desktop.exporting import print_to_pdf

    library = Library(tmp_path / "lib.sqlite")
    a = library.add_article("# Raid ends\n\nTwo officers were killed and five injured.\n", outlet="Wire")[0].id
    b = library.add_article("# Rebel killed\n\nEight police officers were wounded.\n", outlet="Paper")[0].id
    h1 = library.highlight_quote(a, "five injured")
    h2 = library.highlight_quote(b, "Eight police officers were wounded")
    d = library.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded officers", claims={h1.id: "5", h2.id: "8"})
    target = tmp_path / "report.pdf"
    print_to_pdf(library, d.comparison, target)
    # Qt's PDFs use ligatures (ﬁ, ﬃ) and tabs between words: compare normalised text.
    raw = " ".join(page.extract_text() for page in PdfReader(target).pages)
    text = " ".join(unicodedata.normalize("NFKC", raw).split())
    assert "Wounded officers" in text and "five injured" in text and "Eight police officers" in text
    assert "5" in text and "8" in text
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".sqlite" and "sqlite" not in p.name) == [
        "report.pdf"]  # written through a temporary file of its own, renamed into place
    library.close()


def test_an_import_warned_as_doubtful_offers_the_whole_page(window: MainWindow, tmp_path: Path) -> None:
    """The warning of a padded article is shown with the offer; yes replaces the article."""
    from .import_fixtures import BODY, article_page

    page = tmp_path / "padded.html"
    page.write_text(article_page("Storm reaches the coast", [*BODY, "Sign up for our newsletter today."]), encoding="utf-8")
    offered: list[ImportResult] = []

    def yes(parent: object, result: ImportResult) -> bool:
        offered.append(result)
        return True

    results = import_with_progress(window, window.library, [page], choose_whole_page=yes)
    assert offered and offered[0].status == "imported"
    assert any("newsletter" in w for w in offered[0].warnings)
    assert results[0].status == "imported" and results[0].id != offered[0].id
    ids = {a.id for a in window.library.list_articles()}
    assert results[0].id in ids and offered[0].id not in ids  # the doubtful article went
    assert "Home" in window.library.get_article(results[0].id or "").reading_text  # the whole page


def test_declining_the_whole_page_keeps_the_article_and_its_warning(window: MainWindow, tmp_path: Path) -> None:
    from .import_fixtures import BODY, article_page

    page = tmp_path / "padded.html"
    page.write_text(article_page("Storm reaches the coast", [*BODY, "Sign up for our newsletter today."]), encoding="utf-8")
    results = import_with_progress(window, window.library, [page], choose_whole_page=lambda parent, result: False)
    assert results[0].status == "imported" and results[0].warnings
    assert results[0].id in {a.id for a in window.library.list_articles()}


def test_a_bundle_import_shows_what_the_merge_added_updated_and_kept(window: MainWindow, tmp_path: Path) -> None:
    """A bundle older than the library's copy: the conflict and why are in the report."""
    from parallax.desktop.merge_report import merge_report_dialog, merge_report_html
    from parallax.library.bundles import export_bundle

    library = window.library
    a = library.add_article("# Raid ends\n\nTwo officers were killed and five injured.\n", outlet="Wire")[0].id
    b = library.add_article("# Rebel killed\n\nEight police officers were wounded.\n", outlet="Paper")[0].id
    h1 = library.highlight_quote(a, "five injured")
    h2 = library.highlight_quote(b, "Eight police officers were wounded")
    d = library.create_discrepancy([h1.id, h2.id], kind="count", title="Wounded officers", claims={h1.id: "5", h2.id: "8"})
    old = tmp_path / "old.parallax"
    export_bundle(library, old)
    library.update_discrepancy(d.id, title="Officers wounded (corrected)")
    shown: list[list[tuple[str, dict[str, Any]]]] = []
    results = import_with_progress(window, library, [old], show_merge=lambda parent, merges: shown.append(merges))
    assert results[0].kind == "bundle"
    assert len(shown) == 1
    [(name, merge)] = shown[0]
    assert name == "old.parallax" and merge["conflicts"]
    report = merge_report_html(shown[0])
    assert "Conflicts" in report and "newer" in report and "kept" in report
    assert "Discrepancies" in report
    dialog = merge_report_dialog(window, shown[0])
    assert "newer" in dialog.findChild(QTextBrowser, "mergeReportText").toPlainText()
    assert "Conflicts" in summary_text(results)
    dialog.deleteLater()
