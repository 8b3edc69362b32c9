"""The ``parallax`` console script.

Scripted commands go straight to :mod:`parallax.library.cli` without importing Qt; only
``parallax`` with no command, or ``parallax open FILE...``, loads PySide6 and starts the app.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence

from . import earlyinit


def main(argv: Sequence[str] | None = None) -> None:
    # The collector is paused before the imports (see earlyinit); a command turns it back on
    # at once, the app once its window is painted.
    earlyinit.pause_collection()
    from parallax.library import cli

    try:
        request = cli.parse_request(list(sys.argv[1:] if argv is None else argv))
    except cli.UsageError as exc:
        gc.enable()
        sys.stderr.write(f"{exc}\n")
        sys.exit(2)
    if not isinstance(request, cli.DesktopRequest):
        gc.enable()
        if getattr(request, "format", None) == "pdf":  # printed by Qt offscreen, no window
            from .printing import install

            install()
        sys.exit(cli.run_command(request))
    earlyinit.enable_faulthandler()
    from parallax.library.errors import ParallaxError
    from parallax.library.paths import default_library_path

    try:
        library = request.library or default_library_path()
    except ParallaxError as exc:
        gc.enable()
        sys.stderr.write(f"parallax: error: {exc}\n")
        sys.exit(1)
    from .app import run_app

    sys.exit(run_app(library, list(request.files)))


def main_gui() -> None:
    """Entry for desktop launchers: same as ``parallax`` with no command."""
    main([])
