"""Packaging: what `pip install .` pulls in, the desktop entry and AppStream metadata as their
validators see them, and the frozen app built by `make dist` (slow: only in CI, or with
PARALLAX_TEST_FROZEN=1)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
METAINFO = PACKAGING / "io.github.parallax_reader.Parallax.metainfo.xml"
DESKTOP_ENTRY = PACKAGING / "parallax.desktop"
FROZEN = REPO / "dist" / "parallax" / "parallax"
MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics", "Network",
                   "Office", "Science", "Settings", "System", "Utility"}


def dependencies() -> list[str]:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    return [re.split(r"[<>=!~;\[ ]", d, maxsplit=1)[0].lower().replace("-", "_") for d in config["project"]["dependencies"]]


def test_html_cleaner_is_a_dependency_by_name() -> None:
    """pip 23.0 (Debian 12) does not follow lxml's ``html_clean`` extra that jusText needs."""
    assert "lxml_html_clean" in dependencies()


def test_desktop_entry_has_exactly_one_main_category() -> None:
    line = next(x for x in DESKTOP_ENTRY.read_text(encoding="utf-8").splitlines() if x.startswith("Categories="))
    categories = [c for c in line.partition("=")[2].split(";") if c]
    assert len([c for c in categories if c in MAIN_CATEGORIES]) == 1


def test_metainfo_names_a_url() -> None:
    assert re.search(r'<url type="homepage">https://[^<]+</url>', METAINFO.read_text(encoding="utf-8"))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_desktop_entry_validates() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP_ENTRY)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and not done.stdout.strip() and not done.stderr.strip(), done.stdout + done.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_metainfo_validates() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not re.search(r"^[EW]:", done.stdout, re.MULTILINE), done.stdout


# -- the frozen app --------------------------------------------------------------------------------

frozen_wanted = pytest.mark.skipif(
    os.environ.get("CI") != "true" and os.environ.get("PARALLAX_TEST_FROZEN") != "1",
    reason="builds the frozen app (minutes): runs in CI, or with PARALLAX_TEST_FROZEN=1",
)


@pytest.fixture(scope="module")
def frozen() -> Path:
    done = subprocess.run(["make", "dist"], cwd=REPO, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert FROZEN.is_file()
    return FROZEN


def run_frozen(frozen: Path, tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
                       XDG_DATA_HOME=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen",
                       PARALLAX_NO_CRASH_DIALOG="1", **env)
    return subprocess.run([str(frozen), *args], capture_output=True, text=True, timeout=300, env=environment,
                          cwd=tmp_path)


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_reports_its_version(frozen: Path, tmp_path: Path) -> None:
    from parallax.library import __version__

    done = run_frozen(frozen, tmp_path, "--version")
    assert done.returncode == 0 and done.stdout.strip() == f"parallax {__version__}", done.stderr


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_imports_a_text_file(frozen: Path, tmp_path: Path) -> None:
    source = tmp_path / "fire.txt"
    source.write_text("Harbour fire\n\nFive people were hurt in a fictional harbour fire.\n", encoding="utf-8")
    done = run_frozen(frozen, tmp_path, "--library", str(tmp_path / "l.sqlite"), "import", str(source), "--json")
    assert done.returncode == 0, done.stderr
    (result,) = json.loads(done.stdout)
    assert result["status"] == "imported" and result["title"] == "Harbour fire"


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_imports_many_files_with_its_workers(frozen: Path, tmp_path: Path) -> None:
    """Enough files for worker processes: each is the frozen executable (freeze_support)."""
    files = []
    for i in range(30):
        path = tmp_path / f"a{i}.txt"
        path.write_text(f"Headline {i}\n\nA fictional paragraph {i} about a harbour fire.\n", encoding="utf-8")
        files.append(str(path))
    done = run_frozen(frozen, tmp_path, "--library", str(tmp_path / "l.sqlite"), "import", *files, "--json")
    assert done.returncode == 0, done.stderr
    assert [r["status"] for r in json.loads(done.stdout)] == ["imported"] * 30


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_starts_its_window_offscreen(frozen: Path, tmp_path: Path) -> None:
    done = run_frozen(frozen, tmp_path, "--library", str(tmp_path / "l.sqlite"), PARALLAX_SMOKE="1")
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("painted "), done.stdout + done.stderr[-3000:]


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_suggests_discrepancies(frozen: Path, tmp_path: Path) -> None:
    """The suggestions read word lists and number words the freezing must have collected."""
    texts = {
        "a.txt": "Harbour fire kills two\n\nTwo people were killed and five injured in the fire at the harbour, police said.\n",
        "b.txt": "Fire at the harbour\n\nThree people died and eight were injured in the harbour fire, officials said.\n",
    }
    for name, text in texts.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    library = str(tmp_path / "l.sqlite")
    files = [str(tmp_path / n) for n in texts]
    assert run_frozen(frozen, tmp_path, "--library", library, "import", *files, "--comparison", "Fire").returncode == 0
    done = run_frozen(frozen, tmp_path, "--library", library, "suggest", "--comparison", "Fire", "--json")
    assert done.returncode == 0, done.stderr[-3000:]
    assert any(s["kind"] == "count" for s in json.loads(done.stdout))


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_speaks_spanish_on_the_command_line(frozen: Path, tmp_path: Path) -> None:
    """The gettext catalogue is inside the frozen app: errors and summaries follow LANG."""
    source = tmp_path / "fuego.txt"
    source.write_text("Incendio en el puerto\n\nCinco heridos en un incendio ficticio.\n", encoding="utf-8")
    library = str(tmp_path / "l.sqlite")
    done = run_frozen(frozen, tmp_path, "--library", library, "import", str(source), LANGUAGE="es", LC_ALL="es_ES.UTF-8")
    assert done.returncode == 0, done.stderr
    assert "1 importado" in done.stdout, done.stdout
    missing = run_frozen(frozen, tmp_path, "--library", library, "show", "ffff", LANGUAGE="es", LC_ALL="es_ES.UTF-8")
    assert missing.returncode == 1 and "ningún artículo" in missing.stderr, missing.stderr


@pytest.mark.slow
@frozen_wanted
def test_frozen_app_browse_says_what_a_frozen_app_can_do(frozen: Path, tmp_path: Path) -> None:
    library = tmp_path / "l.sqlite"
    done = run_frozen(frozen, tmp_path, "--library", str(library), "browse")
    assert done.returncode == 1
    assert "cannot serve the library in the web browser" in done.stderr and "pip install" not in done.stderr
