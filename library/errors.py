"""Errors the library reports to people.

Every failure a user can cause or meet (bad input, a locked or read-only library, a hostile
bundle) is a :class:`ParallaxError` with a message meant to be shown as is: the command line
prints it after ``parallax: error:`` and the desktop shows it in a dialog. Anything else that
escapes is a bug and goes to the crash handler.

An error carries a **code** and **parameters**: ``NotFoundError("article_not_found", id=aid)``.
:data:`.error_messages.MESSAGES` holds each code's English template (loaded by the first error
made); ``str(error)`` fills it in the language the library speaks at that moment (:mod:`.i18n`),
so the command line prints it in the language of the environment and the desktop in the
language of its interface. The template is
the catalogue's message id (with the code as its context), which translators see with its
named placeholders. A parameter that is itself an error is shown in the same language.

An error made from a plain sentence (no known code) shows that sentence as it is.
"""

from __future__ import annotations

from typing import Any

from .i18n import pgettext

_templates: dict[str, str] | None = None


def _messages() -> dict[str, str]:
    """The templates, loaded by the first error made (not by every start), then kept at hand:
    an import statement run for each error would cost a bulk import's many errors too."""
    global _templates
    if _templates is None:
        from .error_messages import MESSAGES

        _templates = MESSAGES
    return _templates


class ParallaxError(Exception):
    """A failure with a message fit for the user; the library state is unchanged.

    ``ParallaxError(code, **params)`` with a code of :data:`.error_messages.MESSAGES`; ``code``
    and ``params`` stay readable for programs. ``str()`` is the message in the library's current
    language.
    """

    def __init__(self, code: str, /, **params: Any) -> None:
        messages = _messages()
        self.code = code if code in messages else ""
        self.params = params
        super().__init__(self._render(messages[code], params) if self.code else code)

    @staticmethod
    def _render(template: str, params: dict[str, Any]) -> str:
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            return template

    def english(self) -> str:
        """The message in English, whatever the current language (for logs)."""
        return str(self.args[0]) if self.args else ""

    def __str__(self) -> str:
        if not self.code:
            return self.english()
        return self._render(pgettext(self.code, _messages()[self.code]), self.params)


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
