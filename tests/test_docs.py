"""Documentation that cannot go stale: every command, option and shortcut is written down."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

from parallax.library.cli import build_parser

DOCS = Path(__file__).resolve().parents[1] / "docs"


def subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


@pytest.mark.parametrize("name", sorted(subcommands()))
def test_every_command_and_option_is_documented(name: str) -> None:
    text = (DOCS / "cli.md").read_text(encoding="utf-8")
    assert re.search(rf"^### `{name}\b", text, re.MULTILINE), f"docs/cli.md has no section for {name}"
    section = text.split(f"### `{name}", 1)[1].split("\n### ", 1)[0]
    for action in subcommands()[name]._actions:
        for option in action.option_strings:
            if option in ("-h", "--help", "--library", "--json") or action.help == argparse.SUPPRESS:
                continue
            assert option in section, f"{name} {option} is not documented in docs/cli.md"


@pytest.mark.gui
def test_every_shortcut_is_in_the_app_guide(qtbot: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QKeySequence

    from parallax.desktop.main_window import MainWindow
    from parallax.library.store import Library

    library = Library(tmp_path / "lib.sqlite")
    window = MainWindow(library)
    guide = (DOCS / "desktop.md").read_text(encoding="utf-8").replace("**", "")
    missing = []
    for key, action in window.named_actions.items():
        if key.startswith("kind:"):
            continue  # documented together as Alt+1 … Alt+0
        shortcut = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        if shortcut and shortcut not in guide:
            missing.append(f"{action.text()} ({shortcut})")
    window.close()
    library.close()
    assert missing == [], "\n".join(missing)
