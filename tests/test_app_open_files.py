"""Files given to the app the way people give them: File → Import from Zotero…, a double-click
(``parallax-gui FILE``) and a second launch handing its files to the running window."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from parallax.desktop.main_window import MainWindow
from parallax.desktop.opening import file_arguments, open_given_files
from parallax.desktop.single_instance import FileReceiver, hand_off, server_name
from parallax.desktop.zotero_import import import_into
from parallax.library.bundles import export_bundle
from parallax.library.store import Library
from tests.zotero_library import docks_folder

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    library = Library(tmp_path / "lib.sqlite")
    win = MainWindow(library)
    qtbot.addWidget(win)
    yield win
    win.close()
    library.close()


def test_a_zotero_collection_opens_as_a_comparison_and_undoes_in_one_step(window: MainWindow, tmp_path: Path) -> None:
    docks_folder(tmp_path / "Zotero").close()
    ids = import_into(window, tmp_path / "Zotero", "Docks fire")
    assert len(ids) == 3
    comparison = window.library.get_comparison("Docks fire")
    assert window.session.comparison_id == comparison.id
    assert [window.library.get_article(a).info.outlet for a in comparison.article_ids] == [
        "The Courier", "Harbour News", "Gazette"]
    assert "Import from &Zotero…" in [a.text() for a in window.menuBar().actions()[0].menu().actions()]
    window.stack.undo()
    assert window.library.list_articles() == []


def test_a_second_zotero_import_joins_the_same_comparison(window: MainWindow, tmp_path: Path) -> None:
    docks_folder(tmp_path / "Zotero").close()
    import_into(window, tmp_path / "Zotero", "Docks fire")
    import_into(window, tmp_path / "Zotero", "Docks fire")
    assert [c.name for c in window.library.list_comparisons()] == ["Docks fire"]
    assert len(window.library.list_articles()) == 3


def test_launcher_arguments_may_be_paths_or_file_urls(tmp_path: Path) -> None:
    assert file_arguments([str(tmp_path / "a b.parallax"), "file:///tmp/r%C3%A9sum%C3%A9.qdpx", "", "file://localhost/x.md",
                           "file://elsewhere/y.md"]) == [
        tmp_path / "a b.parallax", Path("/tmp/résumé.qdpx"), Path("/x.md"), Path("file://elsewhere/y.md")]


def _bundle(tmp_path: Path) -> Path:
    with Library(tmp_path / "source.sqlite") as source:
        a, _ = source.add_article("# Fire\n\nFive officers were injured.\n", comparison="Raid")
        b, _ = source.add_article("# Blaze\n\nEight injured.\n", comparison="Raid")
        h1 = source.highlight_quote(a.id, "Five officers")
        h2 = source.highlight_quote(b.id, "Eight injured")
        source.create_discrepancy([h1.id, h2.id], kind="count", title="Injured", comparison="Raid")
        export_bundle(source, tmp_path / "raid.parallax", comparisons=["Raid"])
    return tmp_path / "raid.parallax"


def test_a_double_clicked_bundle_opens_its_comparison(window: MainWindow, tmp_path: Path) -> None:
    open_given_files(window, [_bundle(tmp_path)])
    comparison = window.library.get_comparison("Raid")
    assert window.session.comparison_id == comparison.id
    assert len(window.library.list_discrepancies()) == 1


def test_a_double_clicked_document_asks_where_it_goes(window: MainWindow, tmp_path: Path) -> None:
    (tmp_path / "note.md").write_text("# A page\n\nSome words.\n", encoding="utf-8")
    asked: list[bool] = []

    def answer(_window: object, _open: bool, _count: int, _name: str) -> tuple[str, bool]:
        asked.append(True)
        return "new", False

    window.imports.choose_destination = answer
    open_given_files(window, [tmp_path / "note.md"])
    [article] = window.library.list_articles()
    assert asked == [True]
    assert window.session.article_ids() == [article.id]


SECOND_LAUNCH = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from parallax.desktop.single_instance import hand_off
app = QCoreApplication([])
print(hand_off(Path(sys.argv[1]), [Path(sys.argv[2])]))
"""


def test_a_second_launch_hands_its_files_to_the_running_app(qtbot: QtBot, tmp_path: Path) -> None:
    received: list[list[Path]] = []
    receiver = FileReceiver(tmp_path / "lib.sqlite", received.append)
    try:
        assert receiver.listening
        with subprocess.Popen([sys.executable, "-c", SECOND_LAUNCH, str(tmp_path / "lib.sqlite"),
                               str(tmp_path / "raid.parallax")], stdout=subprocess.PIPE, text=True) as second:
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=15000)
            said = second.communicate()[0]
        assert said.strip() == "True"
        assert received == [[tmp_path / "raid.parallax"]]
    finally:
        receiver.close()
        QCoreApplication.processEvents()


def test_nobody_listening_means_no_hand_off(tmp_path: Path) -> None:
    assert not hand_off(tmp_path / "other.sqlite", [tmp_path / "x.md"])


def test_each_library_has_its_own_socket(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a.sqlite") != server_name(tmp_path / "b.sqlite")
    assert server_name(tmp_path / "a.sqlite") == server_name(tmp_path / "." / "a.sqlite")


def _run_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, files: list[Path]) -> dict[str, object]:
    """``run_app`` on ``tmp_path / "lib.sqlite"`` with ``files``, its window closed as soon as
    the event loop would start; what the window had when shown and when the loop started."""
    from PySide6.QtWidgets import QApplication, QMainWindow

    from parallax.desktop import app as app_module
    from parallax.desktop import single_instance
    from parallax.library.models import Comparison
    from parallax.library.session import ComparisonSession

    seen: dict[str, object] = {"opened": []}
    opened = ComparisonSession._open  # a stored comparison's (open) or one not written yet (open_planned)

    def open_comparison(session: ComparisonSession, comparison: Comparison | None, *, stored: bool = True) -> None:
        seen["opened"].append(comparison.id if comparison else None)  # type: ignore[attr-defined]
        opened(session, comparison, stored=stored)

    def show(window: MainWindow) -> None:
        seen.setdefault("panes at show", len(window.workspace.panes))
        seen["window"] = window  # not another test's window, closed but not yet deleted
        QMainWindow.show(window)

    def run_loop(_app: QApplication) -> int:
        window = seen["window"]
        assert isinstance(window, MainWindow)
        seen["comparison"] = window.session.comparison_id
        window.close()
        window.deleteLater()
        return 0

    class NoReceiver:
        def __init__(self, *_args: object) -> None:
            pass

        def close(self) -> None:
            pass

    monkeypatch.setattr(ComparisonSession, "_open", open_comparison)
    monkeypatch.setattr(MainWindow, "show", show)
    monkeypatch.setattr(QApplication, "exec", run_loop)
    monkeypatch.setattr(single_instance, "FileReceiver", NoReceiver)
    monkeypatch.setattr(single_instance, "hand_off", lambda *_args: False)
    for name in ("install_qt_logging", "install_crash_handler", "resume_collection", "_after_start"):
        monkeypatch.setattr(app_module, name, lambda *_args: None)
    assert app_module.run_app(tmp_path / "lib.sqlite", files) == 0
    QCoreApplication.sendPostedEvents(None, 0)
    return seen


def test_parallax_open_shows_the_window_with_the_files_already_side_by_side(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``parallax open A B``: the files are imported and opened before the window is shown, so
    its first paint has them side by side (it was painted empty while they were imported)."""
    files = []
    for n, text in enumerate(("Five officers were wounded.", "Eight officers were wounded.")):
        files.append(tmp_path / f"report{n}.txt")
        files[-1].write_text(f"Report {n}\n\n{text}\n", encoding="utf-8")
    seen = _run_app(tmp_path, monkeypatch, files)
    assert seen["panes at show"] == 2 and seen["comparison"] is not None


def test_parallax_open_does_not_build_the_last_comparison_first(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The comparison a library opens on is not opened (its panes built) only to be replaced
    by the files given at once."""
    with Library(tmp_path / "lib.sqlite") as library:
        library.add_article("# Earlier\n\nSix were hurt.\n", comparison="Earlier")
    files = [tmp_path / "report.txt"]
    files[0].write_text("Report\n\nFive officers were wounded.\n", encoding="utf-8")
    seen = _run_app(tmp_path, monkeypatch, files)
    assert len(seen["opened"]) == 1  # type: ignore[arg-type]
    with Library(tmp_path / "lib.sqlite") as library:
        assert seen["comparison"] != library.get_comparison("Earlier").id
        assert seen["panes at show"] == 1


def test_parallax_open_with_nothing_importable_opens_the_last_comparison(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Library(tmp_path / "lib.sqlite") as library:
        library.add_article("# Earlier\n\nSix were hurt.\n", comparison="Earlier")
        earlier = library.get_comparison("Earlier").id
    seen = _run_app(tmp_path, monkeypatch, [tmp_path / "missing.txt"])
    assert seen["comparison"] == earlier and seen["panes at show"] == 1


def _already_imported(tmp_path: Path) -> tuple[Library, list[Path]]:
    files = []
    for n, text in enumerate(("Five officers were wounded.", "Eight officers were wounded.")):
        files.append(tmp_path / f"report{n}.txt")
        files[-1].write_text(f"Report {n}\n\n{text}\n", encoding="utf-8")
    from parallax.library.ingest import import_paths

    with Library(tmp_path / "lib.sqlite") as library:
        import_paths(library, files, comparison="Before")
    return Library(tmp_path / "lib.sqlite"), files  # opened again: not written to yet, as at a start


def _opening(qtbot: QtBot, library: Library, files: list[Path]) -> MainWindow:
    """A window (not shown yet) that has imported ``files`` to open them side by side."""
    window = MainWindow(library, reopen=False)
    qtbot.addWidget(window)
    window.import_paths(files, open_side_by_side=True)
    return window


def test_parallax_open_of_files_already_imported_converts_none_of_them(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parallax.library.importers import text

    library, files = _already_imported(tmp_path)
    monkeypatch.setattr(text, "import_text", lambda *args: pytest.fail("a file already imported was converted"))
    window = _opening(qtbot, library, files)
    before = library.get_comparison("Before").article_ids
    assert [p.article_id for p in window.workspace.panes] == list(before)
    window.close()
    library.close()


def test_parallax_open_writes_its_new_comparison_just_after_the_first_paint(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window shows the new comparison (panes, title, its undo step) before it is written;
    it is written, after the whole-file check of the library's first write (run in a worker
    thread once the window is painted), as the one undo step it was."""
    from parallax.library import db

    library, files = _already_imported(tmp_path)
    checks: list[str] = []
    check = db.integrity_problem
    monkeypatch.setattr(db, "integrity_problem", lambda conn: checks.append(threading.current_thread().name) or check(conn))
    window = _opening(qtbot, library, files)
    planned = window.session.comparison
    assert planned is not None and not window.session.comparison_written
    assert len(window.workspace.panes) == 2 and window.windowTitle() == planned.name == "Report 0"
    assert window.stack.canUndo() and "2" in window.stack.undoText()
    assert [c.name for c in library.list_comparisons()] == ["Before"] and checks == []
    with qtbot.waitSignal(window.started, timeout=10_000):
        window.show()
    qtbot.waitUntil(lambda: window.session.comparison_written)  # the session hears the library's change
    assert checks == ["parallax-file-check"]  # the library's first write, after the window was shown
    assert library.get_comparison(planned.id) == planned._replace(
        created=library.get_comparison(planned.id).created, updated=library.get_comparison(planned.id).updated)
    assert window.windowTitle() == "Report 0" and len(window.workspace.panes) == 2
    assert "Before" not in window.statusBar().currentMessage() and "2" in window.statusBar().currentMessage()
    window.stack.undo()
    assert [c.name for c in library.list_comparisons()] == ["Before"]
    window.stack.redo()
    assert sorted(c.name for c in library.list_comparisons()) == ["Before", "Report 0"]
    window.close()
    library.close()


def hold_the_check(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """From now on the library's whole-file check waits until the event is set (a large
    library's takes seconds)."""
    from parallax.library import db

    release = threading.Event()
    check = db.integrity_problem

    def held(conn: sqlite3.Connection) -> str | None:
        release.wait(10)
        return check(conn)

    monkeypatch.setattr(db, "integrity_problem", held)
    return release


def _opening_while_held(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Library, MainWindow, threading.Event]:
    """A window opening files already in the library while the whole-file check is held."""
    library, files = _already_imported(tmp_path)
    held_check = hold_the_check(monkeypatch)
    return library, _opening(qtbot, library, files), held_check


def test_the_window_is_complete_while_the_whole_file_check_runs(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library, window, held_check = _opening_while_held(qtbot, tmp_path, monkeypatch)
    with qtbot.waitSignal(window.started, timeout=10_000):  # panels built, the window answers
        window.show()
    assert not window.session.comparison_written
    held_check.set()
    qtbot.waitUntil(lambda: window.session.comparison_written)
    window.close()
    library.close()


def test_a_write_before_the_whole_file_check_ends_writes_the_comparison_shown_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library, window, held_check = _opening_while_held(qtbot, tmp_path, monkeypatch)
    planned = window.session.comparison
    assert planned is not None
    with qtbot.waitSignal(window.started, timeout=10_000):
        window.show()
    threading.Timer(0.2, held_check.set).start()
    highlight = library.highlight_quote(planned.article_ids[0], "wounded")  # waits for the check
    assert library.get_comparison(planned.id).article_ids == planned.article_ids
    assert library.get_highlight(highlight.id).exact == "wounded"
    window.close()
    library.close()


def test_a_window_closed_before_it_wrote_its_new_comparison_writes_it_as_it_closes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    library, files = _already_imported(tmp_path)
    window = _opening(qtbot, library, files)
    planned = window.session.comparison
    assert planned is not None
    window.show()
    window.close()  # before the turn of the event loop after the first paint
    library.close()
    with Library(tmp_path / "lib.sqlite") as again:
        assert again.get_comparison(planned.id).article_ids == planned.article_ids
        assert again.get_comparison(planned.id).name == "Report 0"


def test_undo_before_the_new_comparison_is_written_leaves_the_library_as_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    library, files = _already_imported(tmp_path)
    window = _opening(qtbot, library, files)
    window.stack.undo()
    assert [c.name for c in library.list_comparisons()] == ["Before"]
    qtbot.waitUntil(lambda: window.session.comparison is None)
    window.close()
    assert [c.name for c in library.list_comparisons()] == ["Before"]
    library.close()
