"""Test set-up shared by every test.

No test may touch the real user data folder or settings: before anything is imported, HOME and
the XDG folders point into a throw-away directory, and PARALLAX_LIBRARY is cleared. Qt runs
offscreen; a GUI test that leaves a top-level window open fails.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

_SANDBOX = Path(tempfile.mkdtemp(prefix="parallax-tests-"))
for _name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = str(_SANDBOX / _name.lower())
    Path(os.environ[_name]).mkdir(parents=True, exist_ok=True)
os.environ.pop("PARALLAX_LIBRARY", None)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PARALLAX_NO_CRASH_DIALOG"] = "1"
os.environ.setdefault("PARALLAX_BUSY_TIMEOUT", "0.3")
# Messages in English whatever the machine's language (tests of other languages set their own).
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402

from parallax.library.store import Library  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SEEDS = SHARED / "corpus" / "seeds"


@pytest.fixture
def lib() -> Iterator[Library]:
    """A fresh in-memory library."""
    library = Library(":memory:")
    yield library
    library.close()


@pytest.fixture
def lib_path(tmp_path: Path) -> Path:
    return tmp_path / "library.sqlite"


@pytest.fixture
def seeds() -> list[Path]:
    """The five seed articles, or a clean skip where ../shared is absent."""
    files = sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []
    if len(files) < 5:
        pytest.skip("../shared/corpus/seeds is not available")
    return files


def sandbox() -> Path:
    return _SANDBOX


@pytest.fixture(autouse=True)
def english_library() -> Iterator[None]:
    """The library speaks English again after each test (a language is process-wide)."""
    yield
    from parallax.library.i18n import use_language

    use_language("en")


@pytest.fixture(autouse=True)
def fresh_settings(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each test starts with no saved window state (QSettings in a folder of its own)."""
    import sys

    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QSettings

        folder = tmp_path_factory.mktemp("settings")
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
