"""The ``parallax`` command line: a stable, scriptable interface to a library.

Users script it and outside checks call it, so its commands, options, JSON shapes and exit codes
are a contract (docs/cli.md). Errors are one line on stderr starting ``parallax: error:``, with
exit status 1 (2 for usage errors), and leave the library exactly as it was.

``open`` and running with no command belong to the desktop app; :func:`main` returns
:data:`DESKTOP` for them so the entry point can start Qt only then.

The package: :mod:`.running` (what a command line asks for, and running it), :mod:`.parser`
(every command declared once, with the function that runs it), :mod:`.arguments` (argument
rules), :mod:`.shapes` (JSON shapes and printed lines) and the commands by subject
(:mod:`.articles`, :mod:`.annotating`, :mod:`.writing`, :mod:`.suggesting`; the classroom's
in :mod:`..classroom.commands`).
"""

import argparse

from .arguments import UsageError
from .running import DESKTOP, DesktopRequest, PdfWriter, main, parse, parse_request, run, run_command

__all__ = [
    "DESKTOP",
    "DesktopRequest",
    "PdfWriter",
    "UsageError",
    "build_parser",
    "main",
    "parse",
    "parse_request",
    "run",
    "run_command",
]


def build_parser() -> argparse.ArgumentParser:
    """Every command's parser (built only when asked for: the app's start does without it)."""
    from .parser import build_parser as build

    return build()
