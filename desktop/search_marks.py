"""Search results that mark the words that matched.

The library's search returns a snippet with each match between ``[`` and ``]``; the results
list shows those words in bold on a tinted background (a delegate drawing the item as rich
text), so the reader sees at once why an article was found. The item's plain text (for
accessibility and copying) keeps no brackets.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

MARKED_ROLE = Qt.ItemDataRole.UserRole + 40
"""The item's text as HTML with the matched words marked."""

_MATCH = re.compile(r"\[([^\[\]]*)\]")


def marked_html(label: str, snippet: str) -> str:
    """``label`` over ``snippet``, the snippet's ``[matches]`` in bold on a highlight tint."""
    parts: list[str] = []
    last = 0
    for match in _MATCH.finditer(snippet):
        parts.append(html.escape(snippet[last : match.start()]))
        parts.append(f"<b style='background-color: #fde68a'>{html.escape(match.group(1))}</b>")
        last = match.end()
    parts.append(html.escape(snippet[last:]))
    return f"{html.escape(label)}<br>{''.join(parts)}"


def matched_words(snippet: str) -> list[str]:
    """The words the snippet marks as matches."""
    return [m.group(1) for m in _MATCH.finditer(snippet)]


class MarkedDelegate(QStyledItemDelegate):
    """Draws an item from its :data:`MARKED_ROLE` HTML, wrapped to the view's width."""

    def _document(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QTextDocument:
        document = QTextDocument()
        document.setDefaultFont(option.font)
        document.setDocumentMargin(2)
        document.setHtml(str(index.data(MARKED_ROLE) or html.escape(str(index.data() or ""))))
        document.setTextWidth(max(option.rect.width(), 80))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget is not None else QApplication.style()
        document = self._document(option, index)
        option.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        context = QAbstractTextDocumentLayout.PaintContext()
        if option.state & QStyle.StateFlag.State_Selected:
            context.palette.setColor(
                QPalette.ColorRole.Text, option.palette.color(QPalette.ColorRole.HighlightedText)
            )
        painter.save()
        painter.translate(option.rect.topLeft())
        document.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        self.initStyleOption(option, index)
        document = self._document(option, index)
        return QSize(int(document.idealWidth()), int(document.size().height()))
