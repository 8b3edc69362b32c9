"""After an import of articles that do not say where they are from: name their sources.

Plain text, Markdown and many PDFs carry no outlet, author or date, so the panes, the report's
Outlet, Author and Published columns and the claim matrix can only call such an article by the
start of its headline. Edit Article Details existed, but nothing led a reader there. Now the
import offers it at once, for all the new articles in one table (outlet, author, published,
prefilled with whatever the file did say), and says where to find it later. Nothing is asked of
an import whose articles all name their outlet. A headline written "Outlet — Headline" has its
outlet typed in already (:func:`parallax.library.outlets.outlet_in_title`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.outlets import outlet_in_title
from parallax.library.store import Library

from .accessibility import fill, name_cell_editors
from .article_details import field_label
from .plain import literal

__all__ = ["FIELDS", "SourceDetailsDialog", "lacking_source", "offer_source_details"]

FIELDS = ("outlet", "author", "published")
"""The columns a reader fills in; title, URL and language stay in Edit Article Details."""


def lacking_source(library: Library, article_ids: Sequence[str]) -> list[str]:
    """The articles among ``article_ids`` that name no outlet (in order, once each)."""
    lacking = []
    for aid in dict.fromkeys(article_ids):
        try:
            info = library.get_article_info(aid)
        except ParallaxError:
            continue
        if not (info.outlet or "").strip():
            lacking.append(aid)
    return lacking


class SourceDetailsDialog(QDialog):
    """One row per article: its title, and its outlet, author and date to fill in."""

    def __init__(self, library: Library, article_ids: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sourceDetails")
        self.setWindowTitle(self.tr("Name the sources"))
        self.library = library
        self.article_ids = list(article_ids)
        layout = QVBoxLayout(self)
        said = QLabel(self.tr(
            "These articles do not say where they are from, so the panes and reports can only call them by "
            "their headlines. Type each one's outlet (and author and date, if you know them):"), self)
        said.setWordWrap(True)
        layout.addWidget(said)
        self.table = QTableWidget(len(self.article_ids), 1 + len(FIELDS), self)
        self.table.setObjectName("sourceDetailsTable")
        name_cell_editors(self.table)
        self.table.setHorizontalHeaderLabels([field_label("title"), *(field_label(f) for f in FIELDS)])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        self.table.setAccessibleName(self.tr("Sources to name"))
        for row, aid in enumerate(self.article_ids):
            info = library.get_article_info(aid)
            title = QTableWidgetItem(info.title)
            title.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            title.setToolTip(literal(info.title))
            self.table.setItem(row, 0, title)
            for column, name in enumerate(FIELDS, 1):
                value = str(getattr(info, name) or "")
                if name == "outlet" and not value:
                    value = outlet_in_title(info.title)  # "Diario de Tecuaxtla — Suman 327…": offered, to keep or change
                self.table.setItem(row, column, QTableWidgetItem(value))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 1 + len(FIELDS)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(column, 150)
        layout.addWidget(self.table, 1)
        later = QLabel(self.tr(
            "Later: right-click a pane or an article in the library → Edit Article Details… (Ctrl+I)."), self)
        later.setWordWrap(True)
        layout.addWidget(later)
        self.problem = QLabel(self)
        self.problem.setObjectName("sourceDetailsProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(self)
        buttons.addButton(QDialogButtonBox.StandardButton.Save)
        later_button = buttons.addButton(self.tr("&Later"), QDialogButtonBox.ButtonRole.RejectRole)
        later_button.setObjectName("sourceDetailsLater")
        buttons.accepted.connect(self.save_and_close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 120 + 34 * min(8, len(self.article_ids)))
        self.table.setCurrentCell(0, 1)

    def set_value(self, row: int, name: str, value: str) -> None:
        """Type ``value`` into ``name``'s cell of ``row`` (as a reader would)."""
        item = self.table.item(row, 1 + FIELDS.index(name))
        assert item is not None
        item.setText(value)

    def changes(self) -> dict[str, dict[str, str | None]]:
        """Per article, the fields the table changes."""
        changed: dict[str, dict[str, str | None]] = {}
        for row, aid in enumerate(self.article_ids):
            info = self.library.get_article_info(aid)
            for column, name in enumerate(FIELDS, 1):
                item = self.table.item(row, column)
                value = (item.text().strip() if item is not None else "") or None
                if value != getattr(info, name):
                    changed.setdefault(aid, {})[name] = value
        return changed

    def save(self) -> bool:
        """Write the changes, article by article; the first refused value is said and kept."""
        for aid, fields in self.changes().items():
            try:
                self.library.update_article(aid, **fields)
            except ParallaxError as exc:
                row = self.article_ids.index(aid)
                title = self.library.get_article_info(aid).title
                self.problem.setText(fill(QCoreApplication.translate("SourceDetailsDialog", "%1: %2"), title, str(exc)))
                self.problem.show()
                self.table.setCurrentCell(row, 1)
                return False
        return True

    def save_and_close(self) -> None:
        if self.save():
            self.accept()


def offer_source_details(parent: QWidget, library: Library, article_ids: Sequence[str]) -> bool:
    """Ask for the outlet, author and date of the imported articles that name no outlet; True
    when something was saved."""
    lacking = lacking_source(library, article_ids)
    if not lacking:
        return False
    dialog = SourceDetailsDialog(library, lacking, parent)
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()
