"""Errors the library reports to people.

Every failure a user can cause or meet (bad input, a locked or read-only library, a hostile
bundle) is a :class:`ParallaxError` with a message meant to be shown as is: the command line
prints it after ``parallax: error:`` and the desktop shows it in a dialog. Anything else that
escapes is a bug and goes to the crash handler.
"""

from __future__ import annotations


class ParallaxError(Exception):
    """A failure with a message fit for the user; the library state is unchanged."""


class NotFoundError(ParallaxError):
    """An id, prefix or name matches nothing."""


class AmbiguousError(ParallaxError):
    """An id prefix, name or quote matches more than one thing."""


class InputError(ParallaxError):
    """A value given by the user cannot be used (empty quote, bad range, unknown kind...)."""


class ImportFailure(ParallaxError):
    """A file cannot be imported: unreadable, binary, malformed, empty, too large or hostile."""


class BundleError(ImportFailure):
    """A ``.parallax`` bundle is refused; nothing from it was written."""


class LibraryError(ParallaxError):
    """The library file itself is the problem."""


class LibraryLockedError(LibraryError):
    """Another program holds a write lock on the library for longer than the busy timeout."""


class LibraryReadOnlyError(LibraryError):
    """The library file or its folder cannot be written."""


class LibraryFormatError(LibraryError):
    """The file is not a Parallax library, is corrupt, or comes from a newer Parallax."""


class LibraryDamagedError(LibraryFormatError):
    """The library file is an SQLite database whose pages are damaged; nothing is written to it."""


class OutputError(ParallaxError):
    """An output file (bundle, report) cannot or must not be written; nothing was written."""
