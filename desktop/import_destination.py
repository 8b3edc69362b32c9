"""Where imported articles go, asked (or remembered), and the import as one undo step.

Imported articles used to join the open comparison without asking (a folder of 80 pages became
panes 4-6 of it), and undo did not cover it. Now the reader chooses: the open comparison, a new
comparison, or only the library; "Always do this" keeps the choice in the settings
(``import/destination``) until File → Ask Where Imports Go is checked again. A new comparison
is named in the same dialog: the first headline, cut at a word, unless the reader types another
name (it becomes the window title, the report's heading and the files' default names). The
whole import is then one step on the undo stack: undo removes the articles this import added to the library
(with nothing else of theirs: they are new) and takes the others out of the comparison they were
put in, or removes the comparison it created; redo puts everything back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from parallax.library.models import Article, Comparison
from parallax.library.store import Library

from .translation import Words

if TYPE_CHECKING:  # the dialog's types are made when it is first asked (parallax open never asks)
    from PySide6.QtWidgets import QWidget

OPEN, NEW, LIBRARY = "open", "new", "library"

DestinationChooser = Callable[["QWidget", bool, int, str], "tuple[str, bool] | tuple[str, bool, str] | None"]
"""(parent, a comparison is open, number of articles, the suggested name of a new comparison)
→ (destination, remember[, the new comparison's name]) or None to cancel placing (the articles
stay in the library only)."""

NAME_LIMIT = 60
"""A new comparison's suggested name: the first headline, cut at a word to this many characters."""


def suggested_name(title: str) -> str:
    """The name a new comparison of imported articles gets unless the reader types another: the
    first article's headline, cut at a word (no English prefix that would stay English)."""
    from parallax.library.session import short

    return short(title, NAME_LIMIT)



class ImportDestination(Words):
    def put_them(self, count: int) -> str:
        return self.tr("Articles imported: %n. Put them in:", "", count)

    def undo_text(self, count: int) -> str:
        return self.tr("Import of Articles (%n)", "", count)


def ask_destination(parent: QWidget, comparison_open: bool, count: int,
                    name: str = "") -> tuple[str, bool, str] | None:
    """The reader's choice of where ``count`` imported articles go, whether to remember it, and
    the name of a new comparison (``name`` suggested)."""
    from PySide6.QtWidgets import (
        QButtonGroup,
        QCheckBox,
        QDialog,
        QDialogButtonBox,
        QHBoxLayout,
        QLabel,
        QLineEdit,
        QRadioButton,
        QVBoxLayout,
    )

    dialog = QDialog(parent)
    dialog.setObjectName("importDestination")
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
    naming = QHBoxLayout()
    naming.setContentsMargins(24, 0, 0, 0)
    name_label = QLabel(QCoreApplication.translate("ImportDestination", "&Name:"), dialog)
    name_edit = QLineEdit(name, dialog)
    name_edit.setObjectName("newComparisonName")
    name_edit.setAccessibleName(QCoreApplication.translate("ImportDestination", "Name of the new comparison"))
    name_edit.setPlaceholderText(QCoreApplication.translate("ImportDestination", "The event the articles report"))
    name_edit.setMinimumWidth(name_edit.fontMetrics().averageCharWidth() * 40)
    name_label.setBuddy(name_edit)
    naming.addWidget(name_label)
    naming.addWidget(name_edit, 1)
    for key, button in buttons.items():
        button.setObjectName(f"destination_{key}")
        group.addButton(button)
        layout.addWidget(button)
        if key == NEW:
            layout.addLayout(naming)

    def follow_choice() -> None:
        new = buttons[NEW].isChecked()
        name_label.setEnabled(new)
        name_edit.setEnabled(new)

    for button in buttons.values():
        button.toggled.connect(follow_choice)
    follow_choice()
    remember = QCheckBox(QCoreApplication.translate("ImportDestination", "Always do this (File → Ask Where Imports Go asks again)"), dialog)
    layout.addWidget(remember)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    layout.addWidget(box)
    name_edit.setCursorPosition(0)  # the headline's start, not its cut end, shows in the field
    if not comparison_open:
        name_edit.setFocus()
        name_edit.setSelection(len(name), -len(name))  # all of it, to type over, from its start
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = next(key for key, button in buttons.items() if button.isChecked())
    return chosen, remember.isChecked(), " ".join(name_edit.text().split()) or name


class ImportArticles(QUndoCommand):
    """Place imported articles (first redo); undo removes what the import added.

    With ``planned`` (a new comparison, :meth:`Library.plan_comparison`), the first redo writes
    nothing: the caller shows the planned comparison and has :meth:`place` write it soon after
    (``parallax open`` does so just after the window's first paint). Undo writes it first if
    it is not written yet, so undo and redo always act on the library.
    """

    def __init__(
        self,
        library: Library,
        article_ids: list[str],
        new_ids: list[str],
        destination: str,
        *,
        comparison_id: str | None = None,
        new_name: str = "",
        planned: Comparison | None = None,
    ) -> None:
        count = len(article_ids)
        super().__init__(ImportDestination().undo_text(count))
        self._library = library
        self._ids = list(dict.fromkeys(article_ids))
        self._new = [a for a in dict.fromkeys(new_ids) if a in self._ids]
        self.destination = destination
        self.comparison_id = planned.id if planned is not None else comparison_id
        self._new_name = new_name
        self._members_before: set[str] = set()
        self._copies: list[Article] = []
        self._planned = planned if destination == NEW else None

    @property
    def written(self) -> bool:
        """Whether the library holds what the first redo placed (false only before :meth:`place`)."""
        return self._planned is None

    def place(self) -> None:
        """Write the planned comparison (once; nothing when there is none or it is written)."""
        planned, self._planned = self._planned, None
        if planned is not None:
            self._library.create_comparison(planned.name, planned.note, planned.article_ids, comparison_id=planned.id)

    def redo(self) -> None:
        if self._planned is not None:  # the first redo of a planned comparison: written by place()
            return
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
        self.place()
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
