"""Where imported articles go, asked (or remembered), and the import as one undo step.

Imported articles used to join the open comparison without asking (a folder of 80 pages became
panes 4-6 of it), and undo did not cover it. Now the reader chooses: the open comparison, a new
comparison, or only the library; "Always do this" keeps the choice in the settings
(``import/destination``) until File → Ask Where Imports Go is checked again. The whole import
is then one step on the undo stack: undo removes the articles this import added to the library
(with nothing else of theirs: they are new) and takes the others out of the comparison they were
put in, or removes the comparison it created; redo puts everything back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from parallax.library.models import Article
from parallax.library.store import Library

from .translation import Words

OPEN, NEW, LIBRARY = "open", "new", "library"
DESTINATIONS = (OPEN, NEW, LIBRARY)

DestinationChooser = Callable[[QWidget, bool, int], "tuple[str, bool] | None"]
"""(parent, a comparison is open, number of articles) → (destination, remember) or None to
cancel placing (the articles stay in the library only)."""



class ImportDestination(Words):
    def put_them(self, count: int) -> str:
        return self.tr("Articles imported: %n. Put them in:", "", count)

    def undo_text(self, count: int) -> str:
        return self.tr("Import of Articles (%n)", "", count)


def ask_destination(parent: QWidget, comparison_open: bool, count: int) -> tuple[str, bool] | None:
    """The reader's choice of where ``count`` imported articles go, and whether to remember it."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("ImportDestination", "Where should the articles go?"))
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel(ImportDestination().put_them(count), dialog))
    group = QButtonGroup(dialog)
    buttons = {
        OPEN: QRadioButton(QCoreApplication.translate("ImportDestination", "The open comparison (side by side with its articles)"), dialog),
        NEW: QRadioButton(QCoreApplication.translate("ImportDestination", "A new comparison of these articles"), dialog),
        LIBRARY: QRadioButton(QCoreApplication.translate("ImportDestination", "Only the library (open them later)"), dialog),
    }
    buttons[OPEN].setEnabled(comparison_open)
    buttons[OPEN if comparison_open else NEW].setChecked(True)
    for key, button in buttons.items():
        button.setObjectName(f"destination_{key}")
        group.addButton(button)
        layout.addWidget(button)
    remember = QCheckBox(QCoreApplication.translate("ImportDestination", "Always do this (File → Ask Where Imports Go asks again)"), dialog)
    layout.addWidget(remember)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    layout.addWidget(box)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = next(key for key, button in buttons.items() if button.isChecked())
    return chosen, remember.isChecked()


class ImportArticles(QUndoCommand):
    """Place imported articles (first redo); undo removes what the import added."""

    def __init__(
        self,
        library: Library,
        article_ids: list[str],
        new_ids: list[str],
        destination: str,
        *,
        comparison_id: str | None = None,
        new_name: str = "",
    ) -> None:
        count = len(article_ids)
        super().__init__(ImportDestination().undo_text(count))
        self._library = library
        self._ids = list(dict.fromkeys(article_ids))
        self._new = [a for a in dict.fromkeys(new_ids) if a in self._ids]
        self.destination = destination
        self.comparison_id = comparison_id
        self._new_name = new_name
        self._members_before: set[str] = set()
        self._copies: list[Article] = []

    def redo(self) -> None:
        library = self._library
        if self._copies:  # undone before: the new articles come back as they were
            for article in self._copies:
                info = article.info
                library.add_article(
                    article.markdown, title=info.title, source_format=info.source_format, outlet=info.outlet,
                    author=info.author, published=info.published, url=info.url, language=info.language,
                )
        if self.destination == OPEN and self.comparison_id is not None:
            self._members_before = set(library.get_comparison(self.comparison_id).article_ids)
            library.add_to_comparison(self.comparison_id, self._ids)
        elif self.destination == NEW and self._ids:
            self.comparison_id = library.create_comparison(self._new_name, "", self._ids).id

    def undo(self) -> None:
        library = self._library
        if self.destination == OPEN and self.comparison_id is not None:
            for aid in self._ids:
                if aid not in self._members_before:
                    library.remove_from_comparison(self.comparison_id, aid)
        elif self.destination == NEW and self.comparison_id is not None:
            library.delete_comparison(self.comparison_id)
        self._copies = [library.get_article(aid) for aid in self._new]
        for aid in self._new:
            library.delete_article(aid)
