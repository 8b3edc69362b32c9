"""A compiled gettext catalogue (``.mo``) looked up where it lies, message by message.

:class:`gettext.GNUTranslations` decodes every message of a catalogue when it is opened: the
library's Spanish one holds some 1,200, which cost the desktop's start in Spanish ~20 M
instructions before its first paint, where it shows a few dozen of them. A ``.mo`` file keeps
its original strings sorted (the format's rule, which ``msgfmt`` and the project's own
``packaging/translations.py`` follow), so a message is found by a binary search over them and
only the messages asked for are decoded. The answers are :class:`gettext.GNUTranslations`'
(``tests/test_i18n.py`` compares every message of every catalogue).
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from pathlib import Path

__all__ = ["Catalogue"]

_LITTLE, _BIG = 0x950412DE, 0xDE120495


class Catalogue:
    """The messages of one ``.mo`` file (UTF-8, as the project writes them)."""

    def __init__(self, data: bytes) -> None:
        """Raises ValueError for data that is no ``.mo`` file (or is cut short)."""
        try:
            magic = struct.unpack_from("<I", data)[0]
            order = "<" if magic == _LITTLE else ">" if magic == _BIG else None
            if order is None:
                raise ValueError("not a gettext catalogue")
            _magic, _revision, count, originals, translations = struct.unpack_from(f"{order}5I", data)
            self._originals = struct.unpack_from(f"{order}{2 * count}I", data, originals)
            self._translations = struct.unpack_from(f"{order}{2 * count}I", data, translations)
        except struct.error as exc:
            raise ValueError(f"not a gettext catalogue: {exc}") from None
        self._data = data
        self._count = count
        self._plural: Callable[[int], int] | None = None
        self._cache: dict[bytes, str | None] = {}

    @classmethod
    def read(cls, path: Path) -> Catalogue:
        return cls(path.read_bytes())

    # -- looking up --------------------------------------------------------------------------
    def _original(self, index: int) -> bytes:
        length, offset = self._originals[2 * index], self._originals[2 * index + 1]
        return self._data[offset:offset + length]

    def _translation(self, index: int) -> str:
        length, offset = self._translations[2 * index], self._translations[2 * index + 1]
        return self._data[offset:offset + length].decode("utf-8")

    def _first_at_least(self, key: bytes) -> int:
        low, high = 0, self._count
        while low < high:
            middle = (low + high) // 2
            if self._original(middle) < key:
                low = middle + 1
            else:
                high = middle
        return low

    def _lookup(self, key: bytes, *, plural: bool) -> str | None:
        """The translation stored under ``key`` (a plural entry's key is ``singular\\0plural``:
        found by its singular and the separator), or None."""
        probe = key + b"\x00" if plural else key
        if probe in self._cache:
            return self._cache[probe]
        index = self._first_at_least(probe)
        found = None
        if index < self._count:
            original = self._original(index)
            if original.startswith(probe) if plural else original == probe:
                found = self._translation(index)
        self._cache[probe] = found
        return found

    def _form(self, n: int) -> int:
        if self._plural is None:
            import gettext

            header = self._lookup(b"", plural=False) or ""
            rule = next((part.split("plural=", 1)[1] for line in header.splitlines()
                         if line.lower().startswith("plural-forms:") for part in line.split(";")
                         if part.strip().startswith("plural=")), "n != 1")
            self._plural = gettext.c2py(rule.strip().rstrip(";"))
        return self._plural(n)

    # -- what gettext.GNUTranslations answers ------------------------------------------------------
    def gettext(self, message: str) -> str:
        found = self._lookup(message.encode("utf-8"), plural=False)
        return message if found is None else found

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self._counted(singular, singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        found = self._lookup(f"{context}\x04{message}".encode(), plural=False)
        return message if found is None else found

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self._counted(f"{context}\x04{singular}", singular, plural, n)

    def _counted(self, key: str, singular: str, plural: str, n: int) -> str:
        found = self._lookup(key.encode("utf-8"), plural=True)
        if found is not None:
            forms = found.split("\x00")
            form = self._form(n)
            if 0 <= form < len(forms):
                return forms[form]
        return singular if n == 1 else plural
