"""Correcting an article's metadata after import (the text itself never changes)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from parallax.library.models import METADATA_FIELDS
from parallax.library.store import Library

LABELS = {
    "title": QT_TRANSLATE_NOOP("ArticleDetailsDialog", "Title"),
    "outlet": QT_TRANSLATE_NOOP("ArticleDetailsDialog", "Outlet"),
    "author": QT_TRANSLATE_NOOP("ArticleDetailsDialog", "Author"),
    "published": QT_TRANSLATE_NOOP("ArticleDetailsDialog", "Published"),
    "url": QT_TRANSLATE_NOOP("ArticleDetailsDialog", "URL"),
    "language": QT_TRANSLATE_NOOP("ArticleDetailsDialog", "Language"),
}
"""Each field's label in English; shown translated (:func:`field_label`)."""


def field_label(name: str) -> str:
    return QCoreApplication.translate("ArticleDetailsDialog", str(LABELS[name]))


class ArticleDetailsDialog(QDialog):
    def __init__(self, library: Library, article_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Article details"))
        self.library = library
        self.article_id = article_id
        info = library.get_article_info(article_id)
        self.fields: dict[str, QLineEdit] = {}
        form = QFormLayout(self)
        for name in METADATA_FIELDS:
            edit = QLineEdit(str(getattr(info, name) or ""), self)
            edit.setMinimumWidth(edit.fontMetrics().averageCharWidth() * 48)  # a headline, a URL
            edit.setCursorPosition(0)
            edit.setAccessibleName(field_label(name))
            self.fields[name] = edit
            form.addRow(self.tr("%1:").replace("%1", field_label(name)), edit)
        self.fields["published"].setPlaceholderText(self.tr("2026-03-14 or 2026-03-14T09:20"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def changes(self) -> dict[str, str | None]:
        info = self.library.get_article_info(self.article_id)
        changed: dict[str, str | None] = {}
        for name, edit in self.fields.items():
            value = edit.text().strip() or None
            if value != getattr(info, name):
                changed[name] = value
        return changed

    def save(self) -> None:
        changes = self.changes()
        if changes:
            self.library.update_article(self.article_id, **changes)


def edit_article_details(parent: QWidget, library: Library, article_id: str) -> None:
    dialog = ArticleDetailsDialog(library, article_id, parent)
    if dialog.exec() == QDialog.DialogCode.Accepted:
        dialog.save()
    dialog.deleteLater()
