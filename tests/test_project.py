"""The project's own rules: packaging matches the folders, the library never imports Qt,
and the Qt binding in use is not the broken one."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
MAPPING = {"parallax.library": "library", "parallax.desktop": "desktop", "parallax.resources": "resources"}


def test_every_subpackage_is_listed() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    assert config["tool"]["setuptools"]["package-dir"] == MAPPING
    found = set()
    for package, folder in MAPPING.items():
        for init in (REPO / folder).rglob("__init__.py"):
            relative = init.parent.relative_to(REPO / folder)
            found.add(".".join([package, *relative.parts]))
    assert listed == found


def test_library_never_imports_qt() -> None:
    offenders = []
    for path in (REPO / "library").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
                if node.level and node.module.startswith("desktop"):
                    names.append("parallax.desktop")
            for name in names:
                if name.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"} or name.startswith(
                    ("parallax.desktop", "desktop")
                ):
                    offenders.append(f"{path.relative_to(REPO)}: {name}")
    assert offenders == []


def test_library_imports_without_qt_loaded() -> None:
    code = (
        "import sys, pkgutil, importlib, parallax.library as L\n"
        "for m in pkgutil.walk_packages(L.__path__, 'parallax.library.'):\n"
        "    if m.name.endswith('__main__'): continue\n"
        "    importlib.import_module(m.name)\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_start_up_path_needs_no_dataclasses() -> None:
    """The records on the start-up path are NamedTuples: ``dataclasses`` (and the ``inspect`` it
    loads) and the per-class compiling it does cost the start about 15 ms. Their annotations are
    not strings either (no ``from __future__ import annotations``), or NamedTuple compiles each."""
    code = (
        "import builtins, sys\n"
        "compiled, real = [], builtins.compile\n"
        "def spy(source, *args, **kwargs):\n"
        "    if isinstance(source, str): compiled.append(source)\n"
        "    return real(source, *args, **kwargs)\n"
        "builtins.compile = spy\n"
        "import parallax.library.store\n"
        "from parallax.library import cli\n"
        "assert 'dataclasses' not in sys.modules, 'dataclasses was imported'\n"
        "assert not compiled, f'compiled at import: {compiled}'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


@pytest.mark.gui
def test_void_qt_calls_do_not_corrupt_none() -> None:
    """PySide6 6.12 on Python 3.11 drops a reference to None on every void call (DESIGN.md)."""
    code = (
        "from PySide6.QtCore import QObject\n"
        "o = QObject()\n"
        "for i in range(100_000):\n"
        "    o.setObjectName('x')\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]


STARTS_WITHOUT = (
    "dataclasses",
    "parallax.library.bundles.read",
    "parallax.library.bundles.merge",
    "parallax.library.bundles.export",
    "parallax.library.suggest",
    "parallax.library.qdpx",
    "parallax.desktop.classroom_dialogs",
    "parallax.desktop.import_destination",
    "jsonschema",
    "jsonschema_rs",
    "rapidfuzz",
    "Stemmer",
    "text2num",
    "datasette",
)
"""What only one action needs: the window's start must not load it (docs/performance.md)."""


@pytest.mark.gui
def test_the_window_starts_without_what_only_one_action_needs(tmp_path: Path) -> None:
    from parallax.library.store import Library

    with Library(tmp_path / "lib.sqlite") as made:  # made here: parsing Markdown is not the start
        ids = [made.add_article(f"# Account {n}\n\nWhat happened, told once more.\n")[0].id for n in range(2)]
        made.create_comparison("Both", "", ids)
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from parallax.desktop.main_window import MainWindow\n"
        "from parallax.library.store import Library\n"
        f"library = Library({str(tmp_path / 'lib.sqlite')!r})\n"
        "window = MainWindow(library)\n"
        "window.show()\n"
        "for _ in range(20): app.processEvents()\n"
        f"loaded = [m for m in {STARTS_WITHOUT!r} if m in sys.modules]\n"
        "window.close(); library.close()\n"
        "print(loaded)\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"


OPEN_STARTS_WITHOUT = (
    "hashlib",
    "_hashlib",
    "dataclasses",
    "parallax.library.migrations",
    "parallax.library.error_messages",
    "parallax.library.paths",
    "parallax.library.outputs",
    "parallax.library.terminal",
    "parallax.library.dates",
    "parallax.library.store.tables.dismissals",
    "parallax.library.store.tables.exercises",
    "parallax.library.store.tables.marking",
    "parallax.desktop.dragging",
    "parallax.desktop.search_marks",
    "html",
)
"""What ``parallax open FILE...`` does not load before its window is shown: OpenSSL (~12 M
instructions; the article ids and the socket's name use Python's own sha256), dataclasses
(~10 M; the import's records are NamedTuples), and Parallax's own modules that only an upgrade,
an error (its messages), a new document, a command, the default library, a drag or the
classroom needs (each module loaded costs ~0.3 M instructions before its code runs), and the search
results' marks with ``html`` and its entity table (the first search).
docs/performance.md, "Ninth pass"."""


def _open_compiles_none() -> tuple[str, ...]:
    from parallax.desktop import positions
    from parallax.library import dates, textmodel
    from parallax.library.store import articles

    return (textmodel._SURROGATES, textmodel._LINE_SEPARATORS, articles._WORD, positions._ASTRAL, dates._PARTIAL,
            dates._DATETIME)


OPEN_COMPILES_NONE = _open_compiles_none()
"""Patterns ``parallax open`` of files already in the library does not compile before its window
is shown, whether it reads the files itself or a reading process does (a class past Latin-1
costs ~2 M instructions in pure Python). With the reading process, the text model's and the
terminal's other patterns are spared too (docs/performance.md, "Fourth pass")."""


@pytest.mark.gui
def test_parallax_open_shows_its_window_without_openssl_or_dataclasses(tmp_path: Path) -> None:
    """``parallax open`` of files already in the library (a new body is parsed with markdown-it,
    which loads dataclasses itself)."""
    files = []
    for n in range(2):
        files.append(tmp_path / f"account{n}.txt")
        files[-1].write_text(f"Account {n}\n\nWhat happened, told once more.\n", encoding="utf-8")
    from parallax.library.ingest import import_paths
    from parallax.library.store import Library

    with Library(tmp_path / "lib.sqlite") as library:  # already in the library, as when a reader opens them again
        import_paths(library, files, comparison="Before")
    code = (
        "import os, sys\n"
        "from parallax.desktop import main_window\n"
        "show = main_window.MainWindow.show\n"
        "def shown(self):\n"
        "    show(self)\n"
        f"    print([m for m in {OPEN_STARTS_WITHOUT!r} if m in sys.modules], len(self.workspace.panes), flush=True)\n"
        "    import re\n"  # re's own cache of compiled patterns (a private table: 3.11 _cache, 3.12 also _cache2)
        "    compiled = {k[1] for t in ('_cache', '_cache2') for k in getattr(re, t, {})}\n"
        f"    print(sorted(compiled & set({list(OPEN_COMPILES_NONE)!r})), flush=True)\n"
        "    os._exit(0)\n"
        "main_window.MainWindow.show = shown\n"
        "from parallax.desktop.entry import main\n"
        f"main(['--library', {str(tmp_path / 'lib.sqlite')!r}, 'open', *{[str(f) for f in files]!r}])\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), PARALLAX_NO_CRASH_DIALOG="1")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-2:] == ["[] 2", "[]"]


def test_no_module_names_a_constant_twice() -> None:
    """A module-level name given twice silently replaces the first when the module loads: two of
    the finder's word sets did so ("_ARTICLES", "_NOT_WHO"), each read by code written for the
    other."""
    twice: list[str] = []
    for folder in ("library", "desktop"):
        for path in sorted((REPO / folder).rglob("*.py")):
            names: list[str] = []
            for node in ast.parse(path.read_text(encoding="utf-8")).body:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
                names += [t.id for t in targets if isinstance(t, ast.Name)]
            twice += [f"{path.relative_to(REPO)}: {name}" for name in sorted(set(names)) if names.count(name) > 1]
    assert twice == []
