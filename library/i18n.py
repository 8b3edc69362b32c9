"""The language the library speaks to people: messages, kind and status labels, reports.

The library's words are English in the code and translated through a gettext catalogue
(``library/locale/<lang>/LC_MESSAGES/parallax.po``, compiled to ``.mo`` by the project's build).
One language is current for the process: English until someone chooses. The command line
chooses the environment's (:func:`environment_language`: ``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``), the desktop the language of its interface, and a report may be
written in another for a while (:func:`in_language`).

Kinds are stored by key (``count``, ``outcome``...); :func:`kind_text` gives the label and
description to show, translated when the kind is one Parallax ships and the reader kept its
label. Statuses likewise (:func:`status_label`).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from .records import Record

if TYPE_CHECKING:
    import gettext

    from .catalogue import Catalogue

DOMAIN = "parallax"
LOCALE_DIR = Path(__file__).parent / "locale"
ENGLISH = "en"
LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
"""The languages Parallax speaks, by code, each named in itself (for a language menu)."""

IN_A_SENTENCE: dict[str, str] = {"en": "English", "es": "español"}
"""Each language named in itself as it reads inside a sentence: Spanish writes the names of
languages in lower case ("¿Reabrir la ventana en español ahora?"), English capitalises them."""

_cache: dict[str, gettext.NullTranslations | Catalogue] = {}
_current: gettext.NullTranslations | Catalogue | None = None
"""None while the library speaks English: the start never loads :mod:`gettext` for it."""
_current_code = ENGLISH


def supported(code: str | None) -> str:
    """The supported language of a locale name (``es_MX.UTF-8`` -> ``es``), else English."""
    if not code:
        return ENGLISH
    base = code.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else ENGLISH


def environment_language(environ: dict[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it; English by default.

    ``LANGUAGE`` may list several (``es:en``): the first Parallax speaks wins. As in GNU
    gettext, the ``C`` and ``POSIX`` locales mean English, and ``LANGUAGE`` counts only when the
    locale itself is not ``C``.
    """
    env = os.environ if environ is None else environ
    locale = next((env[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "")
    if locale.split(".")[0] in ("C", "POSIX"):
        return ENGLISH
    for code in env.get("LANGUAGE", "").split(":"):
        if code and (supported(code) != ENGLISH or code.lower().startswith("en")):
            return supported(code)
    return supported(locale)


def translation(code: str) -> gettext.NullTranslations | Catalogue:
    """The catalogue of a language (English, or a language whose ``.mo`` is missing: none, the
    code's own words). Read message by message (:mod:`.catalogue`), not decoded whole."""
    code = supported(code)
    if code not in _cache:
        from .catalogue import Catalogue

        try:
            _cache[code] = Catalogue.read(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo")
        except (OSError, ValueError):  # none, or not a catalogue
            import gettext

            _cache[code] = gettext.NullTranslations()
    return _cache[code]


def use_language(code: str) -> str:
    """Make ``code`` (or its base language) the one the library speaks; returns the code used."""
    global _current, _current_code
    _current_code = supported(code)
    _current = None if _current_code == ENGLISH else translation(_current_code)
    return _current_code


def current_language() -> str:
    return _current_code


@contextmanager
def in_language(code: str | None) -> Iterator[None]:
    """Speak ``code`` inside the block (None: keep the current language)."""
    if code is None:
        yield
        return
    before = _current_code
    use_language(code)
    try:
        yield
    finally:
        use_language(before)


def _(message: str) -> str:
    """``message`` in the current language."""
    return message if _current is None else _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    if _current is None:
        return singular if n == 1 else plural
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, as meant in ``context`` (an error code, "kind")."""
    return message if _current is None else _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """A counted message as meant in ``context``: Spanish agrees in gender ("1 añadida")."""
    if _current is None:
        return singular if n == 1 else plural
    return _current.npgettext(context, singular, plural, n)


def decimal(value: float, places: int | None = None) -> str:
    """A number as the reader writes it: ``23.3`` in English, ``23,3`` in Spanish; with
    ``places``, that many digits after the separator (``0.50``).

    The separator is the catalogue's ("decimal separator" context), so a new language brings
    its own with its translation.
    """
    shown = f"{value:g}" if places is None else f"{value:.{places}f}"
    separator = pgettext("decimal separator", ".")
    return shown if separator == "." else shown.replace(".", separator)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (tables of words)."""
    return message


# -- kinds and statuses --------------------------------------------------------------------

BUILT_IN_KINDS: dict[str, tuple[str, str]] = {
    "count": (N_("Count"), N_("Numbers differ: casualties, crowd sizes, sums.")),
    "outcome": (N_("Outcome"), N_("What happened differs: killed or captured, won or lost.")),
    "attribution": (N_("Attribution"), N_("Who said or did it differs, or a claim is unattributed.")),
    "timeline": (N_("Timeline"), N_("When, how long, or in what order differs.")),
    "location": (N_("Location"), N_("Where differs.")),
    "wording": (N_("Wording"), N_("Framing and loaded terms: the same fact told with a slant.")),
    "quote": (N_("Quote"), N_("A quotation differs or is attributed differently.")),
    "omission": (N_("Omission"), N_("Some sources report a fact that others leave out.")),
    "agreement": (N_("Agreement"), N_("Sources corroborate each other: worth recording too.")),
    "other": (N_("Other"), N_("Any other difference.")),
}
"""The kinds Parallax ships, by key: English label and description, translated at display."""

STATUS_LABELS: dict[str, str] = {"open": N_("open"), "explained": N_("explained"), "resolved": N_("resolved")}


class KindText(Record):
    """A kind's label and description as shown."""

    label: str
    description: str


def kind_text(name: str, label: str | None = None, description: str | None = None) -> KindText:
    """What to show for the kind ``name`` in the current language.

    ``label`` and ``description`` are what the library file holds. A built-in kind whose stored
    words are still the shipped English ones is shown translated; a kind the reader added or
    renamed is shown as the reader wrote it.
    """
    shipped = BUILT_IN_KINDS.get(name)
    if shipped is None:
        return KindText(label or name, description or "")
    text_label = _(shipped[0]) if label in (None, "", shipped[0]) else label
    text_description = _(shipped[1]) if description in (None, "", shipped[1]) else description
    return KindText(text_label, text_description or "")


def kind_label(name: str, label: str | None = None) -> str:
    return kind_text(name, label).label


def status_label(status: str) -> str:
    """A discrepancy's status (``open``, ``explained``, ``resolved``) in the current language."""
    shipped = STATUS_LABELS.get(status)
    return _(shipped) if shipped else status
