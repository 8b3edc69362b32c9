"""The command line's own rules for arguments: usage errors, counts, ports, paths and text."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from ..i18n import _

__all__ = ['MAX_COUNT', 'PATH_ARGUMENTS', 'UsageError', 'check_arguments', 'count_arg', 'library_arg', 'library_path', 'port_arg']


class UsageError(Exception):
    """A malformed command line (exit status 2)."""


MAX_COUNT = 1_000_000
"""The largest number any count option takes (``--limit``, ``--occurrence``...)."""


def library_arg(value: str) -> str:
    """``--library PATH``: an empty path is refused, never read as "the default library"."""
    if not value.strip():
        raise argparse.ArgumentTypeError(_("the library path is empty (an unset variable?); give a file"))
    return value


def port_arg(value: str) -> int:
    """``browse --port N``: a TCP port, 0 to 65535 (0: any free one)."""
    try:
        number = int(value.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a port number").format(value=repr(value))) from None
    if not 0 <= number <= 65535:
        raise argparse.ArgumentTypeError(
            _("{value} is not a port number: give 1 to 65535, or 0 for any free port").format(value=value)
        )
    return number


def count_arg(low: int = 1, high: int = MAX_COUNT) -> Any:
    """An argparse type for a whole number from ``low`` to ``high`` (no overflow, no surprise)."""

    def parse_count(value: str) -> int:
        try:
            number = int(value.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=repr(value))) from None
        if not low <= number <= high:
            raise argparse.ArgumentTypeError(
                _("{value} is out of range: give {low} to {high}").format(
                    value=value, low=low, high=f"{high:,}".replace(",", " ")
                )
            )
        return number

    parse_count.__name__ = "count"
    return parse_count


PATH_ARGUMENTS = frozenset({"files", "library", "out", "output", "handins"})
"""The arguments that name files: a file system hands over any bytes (a name from an old archive
or another system), kept by Python as lone surrogates, and the file opens by those bytes."""


def _not_text(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _refuse_bytes(argv: Sequence[str], value: str) -> NoReturn:
    index = next((i for i, a in enumerate(argv, 1) if value in a), 0)
    shown = value.encode("utf-8", "surrogateescape").decode("ascii", "backslashreplace")
    raise UsageError(
        "parallax: error: "
        + _("argument {index} ({shown}) is not valid UTF-8 text; nothing was changed").format(index=index, shown=shown)
    )


def check_arguments(argv: Sequence[str], parsed: argparse.Namespace | None = None) -> None:
    """Refuse an argument that is not valid text (a stray non-UTF-8 byte, kept by Python as a
    lone surrogate), before anything can reach the library or the terminal. File names are the
    exception (:data:`PATH_ARGUMENTS`): once the command line is parsed, only its other values
    are checked."""
    if parsed is None:
        return
    for name, value in vars(parsed).items():
        if name in PATH_ARGUMENTS:
            continue
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and _not_text(item):
                _refuse_bytes(argv, item)


def library_path(args: argparse.Namespace) -> Path:
    given = getattr(args, "library", None)
    if given is not None:
        return Path(library_arg(given)).expanduser()
    from ..paths import default_library_path

    return default_library_path()
