"""The ``parallax`` console script.

Scripted commands go straight to :mod:`parallax.library.cli` without importing Qt; only
``parallax`` with no command, or ``parallax open FILE...``, loads PySide6 and starts the app.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence

from . import earlyinit


def main(argv: Sequence[str] | None = None, *, launched: bool = False) -> None:
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
        pdf: cli.PdfWriter | None = None
        if getattr(request, "format", None) == "pdf":  # printed by Qt offscreen, no window
            from .printing import write_pdf

            pdf = write_pdf
        sys.exit(cli.run_command(request, pdf=pdf))
    earlyinit.enable_faulthandler()
    library = request.library
    if library is None:
        from parallax.library.errors import ParallaxError
        from parallax.library.paths import default_library_path

        try:
            library = default_library_path()
        except ParallaxError as exc:
            gc.enable()
            sys.stderr.write(f"parallax: error: {exc}\n")
            sys.exit(1)
    if request.files:
        from . import prefetch

        prefetch.start(request.files, library)  # read on the other core while Qt loads, if needed
    from .app import run_app

    sys.exit(run_app(library, list(request.files), launched=launched))


def main_gui(argv: Sequence[str] | None = None) -> None:
    """Entry for desktop launchers (``parallax-gui %F``): the app, opening the files it is given.

    A double-click or "Open With" passes paths (some file managers ``file://`` URLs); each is
    imported with the usual question where it goes, then shown; a running app on the same
    library receives them instead (:mod:`.single_instance`).
    """
    from .opening import file_arguments

    files = file_arguments(list(sys.argv[1:] if argv is None else argv))
    main(["open", "--", *map(str, files)] if files else [], launched=bool(files))
