"""What the command line prints is text, never terminal commands.

Titles, names, notes and claims come from files anyone can write. Printed raw, a title holding
``ESC [2J`` clears the teacher's screen, ``ESC ]0;…`` retitles the window, a carriage return
rewrites the line before it (a score of 0 % shown as 100 %). Every stream the command line
writes goes through :class:`TerminalText`, which spells such characters out as ``\\u001b``: a
JSON escape, so ``--json`` output stays valid JSON and keeps the same string, and a person sees
that something odd was there. A lone surrogate (a file name that is not UTF-8, as the system
hands it over) is shown as U+FFFD instead of failing the write.

Kept as they are: tab, newline, a carriage return before a newline (CSV's line ends) and one at
the very start of a write (the import progress line, which rewrites itself).
"""

from __future__ import annotations

import re
from typing import TextIO, cast

__all__ = ["TerminalText", "plain", "visible"]

# Compiled by ``re`` when first used (a class past Latin-1 costs the app's start ~1.5 M instructions).
_CONTROL = "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)|[\ud800-\udfff]"


def _spell(match: re.Match[str]) -> str:
    char = match.group()
    if "\ud800" <= char <= "\udfff":
        return "\ufffd"
    return f"\\u{ord(char):04x}"


def visible(text: str) -> str:
    """``text`` with every control character spelled out (and lone surrogates replaced)."""
    return re.sub(_CONTROL, _spell, text)


class TerminalText:
    """A text stream that writes through :func:`visible`; everything else is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if text.startswith("\r"):
            return self._stream.write("\r" + visible(text[1:]))
        return self._stream.write(visible(text))

    def __getattr__(self, name: str) -> object:
        return getattr(self._stream, name)


def plain(stream: TextIO | None) -> TextIO:
    """``stream``, writing through :func:`visible` (None, for a closed standard stream, stays None)."""
    return cast(TextIO, stream if stream is None else TerminalText(stream))
