"""Running a command line: the desktop app, or one command with its errors said one way.

Errors are one line on stderr starting ``parallax: error:``, with exit status 1 (2 for usage
errors), and leave the library exactly as it was. The parser (:mod:`.parser`, every command with
its options) is built only for a command: the app's usual start reads its arguments without it.
"""

from __future__ import annotations

import argparse
import contextlib
import sqlite3
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from .. import db
from ..errors import LibraryError, ParallaxError
from ..i18n import _, environment_language, use_language
from ..store import Library
from .arguments import UsageError, check_arguments, library_path

__all__ = ["DESKTOP", "DesktopRequest", "PdfWriter", "main", "parse", "parse_request", "run", "run_command"]

PdfWriter = Callable[[str, Path], None]
"""Prints HTML to a PDF file: the desktop's (Qt prints it; the library cannot use Qt)."""


DESKTOP = -1
"""Returned by :func:`main` when the command is for the desktop app (``open`` or none)."""


def parse(argv: Sequence[str]) -> argparse.Namespace:
    from ..argparse_words import speaking, translate_metavars
    from .parser import build_parser

    with speaking():
        parser = build_parser()
        translate_metavars(parser)
        parsed = parser.parse_args(list(argv))
        if getattr(parsed, "check", None) is not None:
            parsed.check(parser, parsed)
        return parsed


class DesktopRequest:
    """A command line that asks for the desktop app: no command, or ``open FILE...``.

    ``library`` is the ``--library`` given, else None (the default library). A plain class:
    a NamedTuple here would compile its (string) annotations on every start.
    """

    __slots__ = ("files", "library")

    def __init__(self, library: Path | None, files: tuple[Path, ...] = ()) -> None:
        self.library = library
        self.files = files


def parse_request(argv: Sequence[str]) -> DesktopRequest | argparse.Namespace:
    """What ``argv`` asks for: the desktop app, or a command's parsed arguments.

    The usual starts (nothing, ``--library PATH``, and either followed by ``open FILE...``) are
    read without building the parser: its 24 sub-parsers cost a start ~10 ms (~45 ms of
    processor time under load). Anything else goes through argparse, so errors, ``--help`` and
    ``--version`` behave as documented. Raises :class:`UsageError`.
    """
    args = list(argv)
    quick = desktop_request(args)
    if quick is not None:
        return quick
    use_language(environment_language())  # for --help and the command's messages
    parsed = parse(args)
    check_arguments(args, parsed)
    if parsed.command in (None, "open"):
        library = Path(parsed.library).expanduser() if parsed.library is not None else None
        return DesktopRequest(library, tuple(Path(f) for f in getattr(parsed, "files", None) or ()))
    return parsed


def desktop_request(args: list[str]) -> DesktopRequest | None:
    """``[--library PATH | --library=PATH] [open [--] FILE...]`` read by hand, as argparse reads
    it; None for anything else (an option, a command, ``-`` where argparse would see one)."""
    library: Path | None = None
    rest = args
    if rest[:1] == ["--library"] and len(rest) > 1 and rest[1] and not rest[1].startswith("-"):
        library, rest = Path(rest[1]).expanduser(), rest[2:]
    elif rest[:1] and rest[0].startswith("--library=") and len(rest[0]) > len("--library="):
        library, rest = Path(rest[0].partition("=")[2]).expanduser(), rest[1:]
    if not rest:
        return DesktopRequest(library)
    if rest[0] != "open":
        return None
    files = rest[1:]
    if files[:1] == ["--"]:
        files = files[1:]
        if "--" in files:
            return None
    elif any(f.startswith("-") for f in files):
        return None
    return DesktopRequest(library, tuple(Path(f) for f in files))


def main(argv: Sequence[str] | None = None, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run one command; returns the exit status, or :data:`DESKTOP` for the desktop app."""
    err = err or sys.stderr
    try:
        request = parse_request(sys.argv[1:] if argv is None else argv)
    except UsageError as exc:
        from ..terminal import plain

        plain(err).write(f"{exc}\n")
        return 2
    if isinstance(request, DesktopRequest):
        return DESKTOP
    return run_command(request, out=out, err=err)


def upgrade_line(err: TextIO | None) -> db.UpgradeProgress | None:
    """A line on the terminal that follows an upgrade of the library's format, rewritten in
    place (a large library takes minutes: it is copied aside, then upgraded in one transaction);
    nothing where standard error is not a terminal (scripts read it for errors)."""
    if err is None or not err.isatty():
        return None
    import time

    began = time.monotonic()

    def show(step: db.UpgradeStep) -> None:
        if step.step == 0:
            what = _("copying it aside first, {percent} %").format(percent=int(100 * (step.done or 0.0)))
        else:
            what = _("step {step} of {steps}, {seconds} s so far").format(
                step=step.step, steps=step.steps - 1, seconds=int(time.monotonic() - began))
        said = _("upgrading the library from format {old} to {new}: {what}").format(
            old=step.version, new=db.SCHEMA_VERSION, what=what)
        last = step.step == step.steps - 1 and step.done == 1.0
        err.write(f"\rparallax: {said:<70}" + ("\n" if last else ""))
        err.flush()

    return show


def run_command(args: argparse.Namespace, *, out: TextIO | None = None, err: TextIO | None = None,
                pdf: PdfWriter | None = None) -> int:
    """Run the command ``args`` were parsed for (by :func:`parse_request`): ``args.run``, with the
    library opened first unless the command opens it itself.

    ``pdf``: how the caller prints HTML to PDF (``--format pdf``), if it can; the command finds
    it as ``args.pdf_writer``.
    """
    from ..outputs import describe_os_error  # a command's modules: not loaded by the app's start
    from ..terminal import plain

    args.pdf_writer = pdf
    err = err or sys.stderr
    use_language(environment_language())
    out = out or sys.stdout
    if out is None:  # started with standard output closed
        return fail(err, _("standard output is closed; nothing was done"))
    out, err = plain(out), plain(err)  # text, never terminal commands
    path = None
    try:
        if not args.opens_library:
            return int(args.run(args, out, err))
        path = library_path(args)
        with Library(path, progress=upgrade_line(err)) as lib:
            if lib.read_only and not args.writes and err is not None:
                said = _("the library {path} is read-only; it is opened for reading only").format(path=path)
                err.write("parallax: " + _("note: {note}").format(note=said) + "\n")
            status = int(args.run(lib, args, out, err))
        out.flush()
        return status
    except ParallaxError as exc:
        if type(exc) is LibraryError and path is not None:  # an SQLite error of no known kind
            exc = db.check_file(path) or exc
        return fail(err, str(exc))
    except argparse.ArgumentTypeError as exc:
        return fail(err, f"--library: {exc}")
    except sqlite3.Error as exc:
        return fail(err, str(db.translate(exc, str(path))))
    except UsageError as exc:
        if err is not None:
            err.write(f"{exc}\n")
        return 2
    except BrokenPipeError:
        return 1
    except OSError as exc:
        if exc.filename is not None:  # a file's, not the standard output's: name it
            return fail(err, f"{exc.filename}: {describe_os_error(exc)}")
        return fail(err, _("cannot write the output: {reason}").format(reason=describe_os_error(exc)))
    except KeyboardInterrupt:
        if err is not None:
            err.write("parallax: " + _("interrupted") + "\n")
        return 130
    except Exception:
        # A bug, or damaged pages read back as nonsense (a missing id, a wrong type): tell
        # which, by checking the file, before anything is said.
        problem = db.check_file(path) if path is not None else None
        if problem is None:
            raise
        return fail(err, str(problem))


def fail(err: TextIO | None, message: str) -> int:
    """Say what went wrong (if there is a standard error to say it on); exit status 1."""
    if err is not None:
        with contextlib.suppress(OSError, ValueError):
            err.write(f"parallax: error: {message}\n")
            err.flush()
    return 1


def run() -> None:
    """Entry point for scripted use without the desktop (``python -m parallax.library``)."""
    status = main()
    if status == DESKTOP:
        sys.stderr.write("parallax: error: " + _("the desktop app is not available from this entry point") + "\n")
        status = 1
    sys.exit(status)
