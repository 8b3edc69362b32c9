"""Every export names its creator: --creator, else the name in Preferences (which the command
line reads from the app's settings file), else PARALLAX_USER; never the login name."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from parallax.library import cli
from parallax.library.creator import creator_name, saved_name
from parallax.library.store import Library


def _library(path: Path) -> Path:
    with Library(path) as lib:
        a, _ = lib.add_article("# Fire\n\nFive officers were injured.\n", comparison="Raid")
        lib.highlight_quote(a.id, "Five officers", note="a note")
    return path


def _creators(bundle: Path) -> list[object]:
    with zipfile.ZipFile(bundle) as zf:
        doc = json.loads(zf.read("annotations.jsonld"))
    return [item.get("creator") for item in doc["first"]["items"]]


def run(*argv: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out=out, err=err), out.getvalue()


def test_the_order_of_sources(tmp_path: Path) -> None:
    ini = tmp_path / "config" / "Parallax" / "Parallax.ini"
    ini.parent.mkdir(parents=True)
    environ = {"XDG_CONFIG_HOME": str(tmp_path / "config"), "PARALLAX_USER": "  Env   Name "}
    assert creator_name(None, environ) == "Env Name"
    ini.write_text('[user]\nname="Díaz, Rosa"\n', encoding="utf-8")
    assert saved_name(environ) == "Díaz, Rosa"
    assert creator_name(None, environ) == "Díaz, Rosa"
    assert creator_name("Given", environ) == "Given"
    assert creator_name("   ", {"XDG_CONFIG_HOME": str(tmp_path / "none")}) is None


def test_parallax_export_names_the_creator_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = _library(tmp_path / "lib.sqlite")
    monkeypatch.setenv("PARALLAX_USER", "Ana Reader")
    status, _out = run("--library", str(library), "export", str(tmp_path / "a.parallax"))
    assert status == 0
    assert _creators(tmp_path / "a.parallax") == [{"type": "Person", "name": "Ana Reader"}]
    status, _out = run("--library", str(library), "export", str(tmp_path / "b.parallax"), "--creator", "Rosa")
    assert _creators(tmp_path / "b.parallax") == [{"type": "Person", "name": "Rosa"}]
    status, _out = run("--library", str(library), "export", str(tmp_path / "c.qdpx"), "--creator", "Rosa")
    with zipfile.ZipFile(tmp_path / "c.qdpx") as zf:
        assert 'name="Rosa"' in zf.read("project.qde").decode()


def test_without_a_name_the_export_says_how_to_give_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = _library(tmp_path / "lib.sqlite")
    monkeypatch.delenv("PARALLAX_USER", raising=False)
    status, out = run("--library", str(library), "export", str(tmp_path / "a.parallax"))
    assert status == 0 and "--creator NAME" in out
    assert _creators(tmp_path / "a.parallax") == [None]


@pytest.mark.gui
def test_the_name_in_preferences_reaches_the_command_line(qtbot: object, tmp_path: Path) -> None:
    from parallax.desktop.settings import Settings

    settings = Settings()
    settings.set("user/name", "Rosa, Díaz")
    settings.sync()
    folder = Path(settings.file_name()).parent.parent
    assert saved_name({"XDG_CONFIG_HOME": str(folder), "APPDATA": str(folder)}) == "Rosa, Díaz"


@pytest.mark.gui
def test_an_export_from_the_app_carries_the_preferences_name(qtbot: object, tmp_path: Path) -> None:
    from parallax.desktop.exporting import export_creator
    from parallax.desktop.main_window import MainWindow

    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    try:
        window.settings.set("user/name", "  Rosa  Díaz ")
        assert export_creator(window) == "Rosa Díaz"
    finally:
        window.close()
        library.close()
