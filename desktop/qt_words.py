"""Words of Qt's own dialogs that Qt's catalogue for a language lacks, translated by Parallax's.

Qt 6.11 renamed a few labels of its standard dialogs ("Look in:" became "&Look in:"), and the
``qtbase_<lang>.qm`` it ships still holds the old texts, so a Spanish file dialog said
"Look in:" and "Files of type:". Qt asks every installed translator, so marking the new texts
here, in Qt's own contexts, puts them in ``parallax_<lang>.ts`` for a translator to fill
(``make i18n``), and the interface speaks one language. Nothing imports this module: lupdate reads it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP(
        "QPrintSettingsOutput",
        "Specify pages or ranges separated by commas. Ranges are specified by two numbers separated "
        "by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.",
    ),
)
"""(context, text) of each: the context is the Qt class or form that shows the text."""
