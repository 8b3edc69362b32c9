"""The dialog that turns pending passages into a discrepancy.

The dialog only collects values for the session's pending passages; the session makes the
link (one undo step), so cancelling leaves no trace and a created link can be undone.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from parallax.library.i18n import kind_text
from parallax.library.models import STATUSES
from parallax.library.session import ComparisonSession, PendingPassage

from .discrepancy_model import status_label
from .palette import kind_icon
from .plain import literal, plain_label

__all__ = ["LinkDialog", "LinkValues", "ask_link"]

_QUOTE_SHOWN = 280


@dataclass(frozen=True, slots=True)
class LinkValues:
    """What the reader chose: the arguments of :meth:`ComparisonSession.link`."""

    kind: str
    title: str
    claims: dict[PendingPassage, str] = field(default_factory=dict)
    note: str = ""
    status: str = "open"


class LinkDialog(QDialog):
    """Kind, title, one claim per passage, note and status for a new discrepancy.

    OK stays disabled while the title is empty: the library refuses untitled discrepancies,
    and saying so before the click beats an error after it.

    Signals:
        Only QDialog's (``accepted``, ``rejected``, ``finished``).
    """

    def __init__(
        self,
        session: ComparisonSession,
        items: Sequence[PendingPassage],
        last_kind: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Link passages"))
        self.setAccessibleName(self.tr("Link passages into a discrepancy"))
        self._items = list(items)

        self._kind = QComboBox(self)
        self._kind.setAccessibleName(self.tr("Kind"))
        for kind in session.kinds():
            text = kind_text(kind.name, kind.label, kind.description)
            self._kind.addItem(kind_icon(kind.name), text.label, kind.name)
            self._kind.setItemData(self._kind.count() - 1, literal(text.description), Qt.ItemDataRole.ToolTipRole)
        found = self._kind.findData(last_kind) if last_kind else -1
        self._kind.setCurrentIndex(max(found, 0))

        self._title = QLineEdit(self)
        self._title.setAccessibleName(self.tr("Title"))
        self._title.setPlaceholderText(self.tr("What do the sources disagree about? (required)"))
        self._title.textChanged.connect(self._update_ok)

        self._status = QComboBox(self)
        self._status.setAccessibleName(self.tr("Status"))
        for status in STATUSES:
            self._status.addItem(status_label(status), status)

        self._note = QPlainTextEdit(self)
        self._note.setAccessibleName(self.tr("Note"))
        self._note.setPlaceholderText(self.tr("Why they differ, what to check next… (optional)"))
        self._note.setTabChangesFocus(True)
        self._note.setFixedHeight(self._note.fontMetrics().lineSpacing() * 4 + 12)

        self._claims: dict[PendingPassage, QLineEdit] = {}
        passages = self._passages_widget(session)

        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self._ok_button()
        ok.setText(self.tr("Link"))
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("&Kind:"), self._kind)
        form.addRow(self.tr("&Title:"), self._title)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(passages, 1)
        lower = QFormLayout()
        lower.addRow(self.tr("&Note:"), self._note)
        lower.addRow(self.tr("&Status:"), self._status)
        layout.addLayout(lower)
        layout.addWidget(self._buttons)

        order: list[QWidget] = [self._kind, self._title, *self._claims.values(), self._note, self._status]
        for first, second in itertools.pairwise(order):
            self.setTabOrder(first, second)
        self._title.setFocus()
        self._update_ok()
        self.resize(640, self.sizeHint().height())

    def _passages_widget(self, session: ComparisonSession) -> QWidget:
        """One row per passage: the source, the quote and the claim that source makes."""
        inner = QWidget(self)  # reparented into the scroll area below
        grid = QGridLayout(inner)
        grid.setColumnStretch(1, 1)
        for column, heading in enumerate((self.tr("Source"), self.tr("Passage and claim"))):
            label = QLabel(f"<b>{heading}</b>", inner)
            grid.addWidget(label, 0, column)
        for number, item in enumerate(self._items):
            row = 1 + 2 * number
            source, exact = session.source_name(item.article), item.exact
            name = plain_label(QLabel(inner), source)
            name.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            name.setWordWrap(True)  # a long headline (no outlet) must not push the claims aside
            name.setMaximumWidth(200)
            name.setToolTip(literal(source))
            shown = exact if len(exact) <= _QUOTE_SHOWN else exact[: _QUOTE_SHOWN - 1] + "…"
            quote = QLabel(f"“{shown}”", inner)
            quote.setWordWrap(True)
            quote.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            quote.setTextFormat(Qt.TextFormat.PlainText)
            quote.setToolTip(literal(exact))
            quote.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            claim = QLineEdit(inner)
            claim.setPlaceholderText(self.tr("What %1 claims (optional)").replace("%1", source))
            claim.setAccessibleName(self.tr("Claim of %1").replace("%1", source))
            name.setBuddy(claim)
            self._claims[item] = claim
            grid.addWidget(name, row, 0)
            grid.addWidget(quote, row, 1)
            grid.addWidget(claim, row + 1, 1)
        grid.setRowStretch(1 + 2 * len(self._items), 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.StyledPanel)
        scroll.setWidget(inner)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setAccessibleName(self.tr("Passages"))
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setMinimumHeight(min(320, inner.sizeHint().height() + 8))
        return scroll

    def _ok_button(self) -> QPushButton:
        button = self._buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    def _update_ok(self) -> None:
        self._ok_button().setEnabled(bool(self._title.text().strip()))

    # -- public -----------------------------------------------------------------------------
    def title_edit(self) -> QLineEdit:
        return self._title

    def kind_combo(self) -> QComboBox:
        return self._kind

    def status_combo(self) -> QComboBox:
        return self._status

    def note_edit(self) -> QPlainTextEdit:
        return self._note

    def claim_edit(self, item: PendingPassage) -> QLineEdit:
        return self._claims[item]

    def ok_enabled(self) -> bool:
        return self._ok_button().isEnabled()

    def accept(self) -> None:
        """Refuse to close on an empty title (Enter in a line edit bypasses the disabled OK)."""
        if not self._title.text().strip():
            self._title.setFocus()
            return
        super().accept()

    def values(self) -> LinkValues:
        return LinkValues(
            kind=str(self._kind.currentData()),
            title=" ".join(self._title.text().split()),
            claims={item: edit.text().strip() for item, edit in self._claims.items()},
            note=self._note.toPlainText().strip(),
            status=str(self._status.currentData()),
        )


def ask_link(
    parent: QWidget | None, session: ComparisonSession, items: Sequence[PendingPassage], last_kind: str | None
) -> LinkValues | None:
    """Ask how to link these passages (modal); ``None`` when the reader cancels."""
    dialog = LinkDialog(session, items, last_kind, parent)
    try:
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.values()
        return None
    finally:
        dialog.deleteLater()
