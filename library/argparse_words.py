"""argparse's own words ("usage:", "options", "the following arguments are required") in the
reader's language.

argparse words its usage line, help headings and usage errors through :mod:`gettext` in its own
domain, which no system ships in Spanish, so a Spanish command line would say "usage:" and
"invalid choice". While :func:`speaking` is active, argparse looks its words up in Parallax's
catalogue instead, and :func:`translate_metavars` names the values a command takes ("--comparison
NOMBRE", "ALUMNO.parallax") in the reader's language (the catalogue's context ``cli-metavar``,
filled by ``make i18n`` from every ``metavar=`` of the commands). The table below marks them for the catalogue: the messages of Python 3.11 to
3.13 that a user can meet (argparse's errors about a malformed parser are for developers and
stay English). A word argparse adds in a later Python is simply shown in English.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from .i18n import ENGLISH, N_, _, current_language, ngettext, pgettext

WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("unexpected option string: %s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
)
"""The words argparse shows a user, as argparse spells them (the catalogue's msgids)."""


def _counted(singular: str, plural: str, n: int) -> str:
    # Marked here so the extractor finds argparse's one counted message.
    if singular == "expected %s argument":
        return ngettext("expected %s argument", "expected %s arguments", n)
    return ngettext(singular, plural, n)


@contextmanager
def speaking() -> Iterator[None]:
    """argparse speaks the library's current language inside the block (English: untouched)."""
    if current_language() == ENGLISH:
        yield
        return
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = _counted  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def translate_metavars(parser: argparse.ArgumentParser) -> None:
    """Name every value ``parser`` and its sub-commands take (``metavar``) in the library's
    current language, for the usage lines, the help and the errors (English: untouched)."""
    if current_language() == ENGLISH:
        return
    seen: set[int] = set()

    def walk(p: argparse.ArgumentParser) -> None:
        if id(p) in seen:
            return
        seen.add(id(p))
        for action in p._actions:
            if isinstance(action.metavar, str) and action.metavar:
                action.metavar = pgettext("cli-metavar", action.metavar)
            if isinstance(action, argparse._SubParsersAction):
                for child in action.choices.values():
                    walk(child)

    walk(parser)
