"""Classroom → Score Returned Work: the class's results, read from the hand-in files.

A table of students (found, partly, missed, not in the key, score), the key's items with the
share who found each, and the selected student's finds that are not in the key. Accept into Key
copies such a find into the teacher's comparison (one undoable-by-delete library action) and
scores again. The hand-ins are only read; nothing of theirs is merged into the library.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from parallax.library.classroom.scoring import ClassResult, StudentResult, accept_find, score_files
from parallax.library.errors import ParallaxError
from parallax.library.i18n import decimal, kind_label
from parallax.library.store import Library

if TYPE_CHECKING:
    from .classroom import Classroom

__all__ = ["ScoreView"]



def _item(value: object) -> QTableWidgetItem:
    # A score is written as the reader writes numbers (23,3 in Spanish): the library speaks the UI's language.
    item = QTableWidgetItem(decimal(value) if isinstance(value, float) else str(value))
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if isinstance(value, int | float):
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class ScoreView(QDialog):
    """The results of one scoring, kept up to date as finds are accepted into the key."""

    def __init__(self, library: Library, comparison: str, files: list[Path], classroom: Classroom | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreView")
        self.setWindowTitle(QCoreApplication.translate("ScoreView", "Returned work"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.library = library
        self.comparison = comparison
        self.files = list(files)
        self.classroom = classroom
        self.scores: ClassResult = score_files(library, comparison, self.files)
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # students' titles and names, never HTML
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.students = QTableWidget(0, 7, split)
        self.students.setHorizontalHeaderLabels(
            [QCoreApplication.translate("ScoreView", "Student"), QCoreApplication.translate("ScoreView", "Found"), QCoreApplication.translate("ScoreView", "Partly"), QCoreApplication.translate("ScoreView", "Missed"), QCoreApplication.translate("ScoreView", "Not in key"), QCoreApplication.translate("ScoreView", "Score %"), QCoreApplication.translate("ScoreView", "Note")]
        )
        self.students.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.students.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.students.itemSelectionChanged.connect(self._show_finds)
        finds_box = QWidget(split)
        finds_layout = QVBoxLayout(finds_box)
        finds_layout.setContentsMargins(0, 0, 0, 0)
        finds_layout.addWidget(QLabel(QCoreApplication.translate("ScoreView", "This student's finds that are not in the key:"), finds_box))
        self.finds = QListWidget(finds_box)
        finds_layout.addWidget(self.finds)
        row = QHBoxLayout()
        self.feedback_button = QPushButton(QCoreApplication.translate("ScoreView", "Save &Feedback as PDF…"), finds_box)
        self.feedback_button.clicked.connect(lambda: self.save_sheet("feedback"))
        self.summary_button = QPushButton(QCoreApplication.translate("ScoreView", "Save Class &Summary as PDF…"), finds_box)
        self.summary_button.clicked.connect(lambda: self.save_sheet("summary"))
        row.addWidget(self.feedback_button)
        row.addWidget(self.summary_button)
        self.accept_button = QPushButton(QCoreApplication.translate("ScoreView", "&Accept into Key"), finds_box)
        self.accept_button.setToolTip(QCoreApplication.translate("ScoreView", "Add this find to your comparison and score again"))
        self.accept_button.clicked.connect(self.accept_selected)
        self.leave_out_button = QPushButton(QCoreApplication.translate("ScoreView", "&Leave Out"), finds_box)
        self.leave_out_button.setToolTip(QCoreApplication.translate(
            "ScoreView", "Score again without this file (for a student who handed in more than one)"))
        self.leave_out_button.clicked.connect(self.leave_out_selected)
        row.addStretch(1)
        row.addWidget(self.leave_out_button)
        row.addWidget(self.accept_button)
        finds_layout.addLayout(row)
        self.key = QTableWidget(0, 3, split)
        self.key.setHorizontalHeaderLabels([QCoreApplication.translate("ScoreView", "Key item"), QCoreApplication.translate("ScoreView", "Kind"), QCoreApplication.translate("ScoreView", "Found by")])
        self.key.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        for table in (self.students, self.key):
            table.horizontalHeader().setStretchLastSection(True)
            table.verticalHeader().hide()
        layout.addWidget(split, 1)
        self.resize(900, 700)
        self._fill()

    def rescore(self) -> None:
        self.scores = score_files(self.library, self.comparison, self.files)
        self._fill()

    def _fill(self) -> None:
        r = self.scores
        scored = r.scored()
        scored_count = len(scored)
        text = self.tr("Hand-ins scored: %n", "", scored_count) + QCoreApplication.translate("ScoreView", " against %1 key items.").replace("%1", str(len(r.key.items)))
        common = []
        for group in r.common_false:
            students = len({n for n, _ in group})
            common.append(
                self.tr("Found by students (%n), not in the key: ", "", students)
                + group[0][1].title
            )
        refused = [QCoreApplication.translate("ScoreView", "%1: %2").replace("%1", Path(p).name).replace("%2", reason) for p, reason in r.refused]
        extra = [*common, *r.notes, *refused]
        self.summary.setText("\n".join([text, *extra]))
        selected = self._selected()
        self.students.setRowCount(len(r.students))
        for row, s in enumerate(r.students):
            note = s.reason or (QCoreApplication.translate("ScoreView", "handed in more than once: %1").replace(
                "%1", Path(s.path).name) if s.twin else "")
            values: list[object] = [s.name, len(s.found), len(s.partial), len(s.missed), len(s.false), s.score, note]
            for column, value in enumerate(values):
                self.students.setItem(row, column, _item(value))
        self.students.resizeColumnsToContents()
        self.key.setRowCount(len(r.key.items))
        for row, k in enumerate(r.key.items):
            self.key.setItem(row, 0, _item(QCoreApplication.translate("ScoreView", "%1. %2").replace("%1", str(row + 1)).replace("%2", k.title)))
            self.key.setItem(row, 1, _item(kind_label(k.kind, r.key.labels.get(k.kind))))
            self.key.setItem(row, 2, _item(QCoreApplication.translate("ScoreView", "%1 %").replace("%1", str(round(100 * r.found_by(k))))))
        self.key.resizeColumnsToContents()
        paths = [s.path for s in r.students]
        if selected is not None and selected.path in paths:
            self.students.selectRow(paths.index(selected.path))
        elif r.students:
            self.students.selectRow(0)
        self._show_finds()

    def _selected(self) -> StudentResult | None:
        rows = {i.row() for i in self.students.selectedItems()}
        if len(rows) != 1:
            return None
        row = rows.pop()
        return self.scores.students[row] if row < len(self.scores.students) else None

    def _show_finds(self) -> None:
        self.finds.clear()
        student = self._selected()
        self.leave_out_button.setEnabled(student is not None and student.twin)
        if student is None:
            self.accept_button.setEnabled(False)
            return
        for f in student.false:
            where = QCoreApplication.translate("ScoreView", "; ").join(QCoreApplication.translate("ScoreView", "“%1”").replace("%1", s.exact) for s in f.spans)
            item = QListWidgetItem(
                QCoreApplication.translate("ScoreView", "%1. %2 (%3) — %4").replace("%1", str(f.number)).replace("%2", f.title)
                .replace("%3", kind_label(f.kind, self.scores.key.labels.get(f.kind))).replace("%4", where)
            )
            item.setData(Qt.ItemDataRole.UserRole, f.number)
            self.finds.addItem(item)
        if self.finds.count():
            self.finds.setCurrentRow(0)
        self.accept_button.setEnabled(self.finds.count() > 0)

    def save_sheet(self, sheet: str, target: Path | None = None) -> Path | None:
        """Print every student's feedback, or the class summary, to a PDF file."""
        from parallax.library.classroom import worksheets

        from .printing import write_pdf

        if target is None and self.classroom is not None:
            name = QCoreApplication.translate("ScoreView", "feedback.pdf") if sheet == "feedback" else QCoreApplication.translate("ScoreView", "class-summary.pdf")
            target = self.classroom.ask_save(QCoreApplication.translate("ScoreView", "Save as PDF"), name, QCoreApplication.translate("ScoreView", "PDF (*.pdf)"))
        if target is None:
            return None
        html = (worksheets.feedback_html(self.library, self.scores) if sheet == "feedback"
                else worksheets.class_summary_html(self.library, self.scores))
        try:
            write_pdf(html, target)
        except OSError as exc:
            self.summary.setText(str(exc))
            return None
        return target

    def leave_out_selected(self) -> None:
        """Score again without the selected file: the teacher keeps one of a student's hand-ins."""
        student = self._selected()
        if student is None:
            return
        self.files = [f for f in self.files if str(f) != student.path]
        self.rescore()

    def accept_selected(self) -> str | None:
        """Accept the selected student's selected find into the key, then score again."""
        student = self._selected()
        item = self.finds.currentItem()
        if student is None or item is None:
            return None
        session = self.classroom.window.session if self.classroom is not None else None
        writes = session.writes if session is not None and session.comparison_id == self.comparison else None
        try:  # through the window's session: Edit → Undo takes the accepted find out again
            made = accept_find(self.library, self.comparison, Path(student.path),
                               int(item.data(Qt.ItemDataRole.UserRole)), writes=writes)
        except ParallaxError as exc:
            self.summary.setText(str(exc))
            return None
        self.rescore()
        return made
