"""The ``parallax`` console script.

Scripted commands go straight to :mod:`parallax.library.cli` without importing Qt; only
``parallax`` with no command, or ``parallax open FILE...``, loads PySide6 and starts the app.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path


def main(argv: Sequence[str] | None = None) -> None:
    from parallax.library import cli

    args_list = list(sys.argv[1:] if argv is None else argv)
    status = cli.main(args_list)
    if status == cli.DESKTOP:
        args = cli.parse(args_list)
        from parallax.library.paths import default_library_path

        from .app import run_app

        library = Path(args.library).expanduser() if args.library else default_library_path()
        status = run_app(library, [Path(f) for f in getattr(args, "files", None) or []])
    sys.exit(status)


def main_gui() -> None:
    """Entry for desktop launchers: same as ``parallax`` with no command."""
    main([])
