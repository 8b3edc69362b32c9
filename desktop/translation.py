"""The interface language: Parallax's own catalogue and Qt's, installed once, early in the start.

The reader picks a language in Preferences (follow the system, English or Español); the choice
is a setting read at start. The Qt catalogues (``resources/i18n/parallax_<lang>.qm``, compiled
from the ``.ts`` kept by ``make i18n``, and Qt's own ``qtbase_<lang>.qm`` for standard dialogs
and buttons) are installed before any window exists, and the library is told to speak the same
language, so its messages in dialogs match the interface. English installs
one small translator only, for the plural forms of its own messages (``parallax_en``: "1
article", "2 articles"). A new choice applies when the window is reopened: the app offers to
do it at once (:func:`switch_language`, then a new window), or it applies from the next start.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from parallax.library.i18n import ENGLISH, LANGUAGES, environment_language, supported, use_language

SYSTEM = "system"
"""The setting's value meaning "the language of the system"."""

_log = logging.getLogger(__name__)


def choices() -> list[tuple[str, str]]:
    """The language setting's values and what the Preferences list shows for each.

    Each language is named in itself, so a reader lost in a language they do not read still
    finds their own.
    """
    system = QCoreApplication.translate("Preferences", "Follow the system")
    return [(SYSTEM, system), *LANGUAGES.items()]


def system_language() -> str:
    """The first of the system's interface languages that Parallax speaks, else English.

    Where the environment names a language (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``:
    always on Linux) it decides, as it does for the command line, without asking Qt: creating
    QLocale's types costs the start several million instructions. Elsewhere Qt is asked.
    """
    import os

    if any(os.environ.get(name) for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")):
        return environment_language()
    for name in QLocale.system().uiLanguages():
        code = supported(name)
        if code != ENGLISH or name.lower().startswith("en"):
            return code
    return ENGLISH


def resolve(choice: str) -> str:
    """The language a setting stands for (``system`` -> what the system asks for)."""
    return choice if choice in LANGUAGES else system_language()


def catalogue_folder() -> Path:
    import parallax.resources  # a plain folder (also in the frozen app): no importlib.resources at start

    return Path(parallax.resources.__file__).parent / "i18n"


def install_translators(app: QCoreApplication, choice: str) -> str:
    """Install the catalogues for ``choice`` on ``app``; returns the language code in use."""
    code = use_language(resolve(choice))
    catalogues = [("parallax", str(catalogue_folder()))]
    if code != ENGLISH:
        QLocale.setDefault(QLocale(code))
        from PySide6.QtCore import QLibraryInfo  # only for a language other than English

        catalogues.append(("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in catalogues:
        translator = QTranslator(app)
        if translator.load(f"{name}_{code}", folder):
            app.installTranslator(translator)
        else:
            _log.info("no %s catalogue for %s in %s", name, code, folder)
            translator.deleteLater()
    return code


def words_in(code: str, context: str, marked: list[object]) -> list[str]:
    """The ``marked`` texts (``QT_TRANSLATE_NOOP``) of ``context`` in the language ``code``,
    whatever the interface speaks now.

    Asking whether to switch to a language is best done in that language: a reader who chose
    Español may not read the English the window still speaks. The catalogue is read, not
    installed, so nothing else on screen changes.
    """
    texts = [str(text) for text in marked]  # QT_TRANSLATE_NOOP's own type is object
    if supported(code) == ENGLISH:
        return texts
    translator = QTranslator()
    if not translator.load(f"parallax_{supported(code)}", str(catalogue_folder())):
        return texts
    return [translator.translate(context, text) or text for text in texts]


class Words:
    """Translated words for code outside a QObject (functions, undo commands), in the context
    named by the subclass.

    lupdate reads ``self.tr("…", "", n)`` as a plural message, but files
    ``QCoreApplication.translate(context, "…", "", n)`` as a plain one, and for a plain message
    Qt finds no translation for any count but one. So words with a count are spoken here.
    """

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        return QCoreApplication.translate(type(self).__name__, text, disambiguation, n)


def switch_language(app: QCoreApplication, choice: str) -> str:
    """Replace the installed catalogues with those of ``choice``; returns the language now used.

    Widgets keep the words they were given: the caller builds its windows again afterwards.
    """
    for translator in app.findChildren(QTranslator):
        app.removeTranslator(translator)
        translator.deleteLater()
    code = install_translators(app, choice)
    QLocale.setDefault(QLocale(code))  # English too: the system's may be another
    return code
