"""Text from a library, a file or a hand-in is shown as text, never as HTML.

Qt reads any string that "might be rich text" (``Qt.mightBeRichText``: a tag-like ``<…>`` or
``&lt;`` before the first line break) as HTML wherever it chooses the format itself: tooltips,
labels left in ``AutoText``, message and input dialogs. A title ``<img src="/dev/zero"> Fire``
then makes Qt read ``/dev/zero`` when the reader hovers it (20 GB in 40 s), and ``<img
src="/home/…">`` shows any local image. So:

* a label showing such text is ``Qt.PlainText`` (:func:`plain_label`);
* where the format cannot be chosen (a tooltip, a static message box, an input dialog's label),
  the text goes through :func:`literal`: escaped, inside a paragraph that keeps its spaces and
  line breaks, so Qt's HTML shows exactly these characters.

``tests/test_hostile_rich_text.py`` walks every widget, item view and dialog the app shows with
such titles in the library and fails on any of them that would read one as HTML.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

__all__ = ["literal", "plain_label"]


def literal(text: str) -> str:
    """``text`` as a string Qt's format detection shows character for character.

    Text with no ``<`` or ``&`` is plain to Qt already and stays as it is (a plain tooltip
    keeps its one long line); anything else is escaped into a paragraph of its own.
    """
    if "<" not in text and "&" not in text:
        return text
    from html import escape  # loaded for the first text that needs it, not at start-up

    return "<p style='white-space:pre-wrap'>" + escape(text, quote=False) + "</p>"


def plain_label(label: QLabel, text: str | None = None) -> QLabel:
    """``label`` set to show plain text (and ``text``, when given)."""
    from PySide6.QtCore import Qt  # this module is also read before Qt is loaded (crash.py)

    label.setTextFormat(Qt.TextFormat.PlainText)
    if text is not None:
        label.setText(text)
    return label
