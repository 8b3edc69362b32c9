"""Classroom → Score Returned Work: the class's results, read from the hand-in files.

A table of students (found, partly, missed, not in the key, score and how it came about, in the
words the command line and the printed sheets use), the selected student's finds with what each
matched and the teacher's comment on it (typed into the table, kept in the library, printed on
the feedback), and the key's items with their weights (typed into the table) and the share who
found each. Accept into Key copies a find not in the key into the teacher's comparison (one undo
step) and scores again. The hand-ins are only read; nothing of theirs is merged into the library.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from parallax.library.classroom.scoring import (
    ClassResult,
    Find,
    StudentResult,
    accept_find,
    rescore,
    score_files,
    set_comment,
    set_weight,
)
from parallax.library.errors import ParallaxError
from parallax.library.i18n import decimal, kind_label
from parallax.library.outputs import describe_os_error
from parallax.library.store import Library

from .accessibility import fill
from .plain import literal

if TYPE_CHECKING:
    from .classroom import Classroom

__all__ = ["ScoreView"]



def _item(value: object, editable: bool = False) -> QTableWidgetItem:
    # A score is written as the reader writes numbers (23,3 in Spanish): the library speaks the UI's language.
    item = QTableWidgetItem(decimal(value) if isinstance(value, float) else str(value))
    flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
    item.setFlags(flags | Qt.ItemFlag.ItemIsEditable if editable else flags)
    if isinstance(value, int | float):
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


COMMENT_COLUMN = 4
WEIGHT_COLUMN = 2


class ScoreView(QDialog):
    """The results of one scoring, kept up to date as finds are accepted into the key, weights
    set and finds commented on."""

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
        self._filling = False
        self.scores: ClassResult = score_files(library, comparison, self.files)
        layout = QVBoxLayout(self)
        self.summary = QLabel(self)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # students' titles and names, never HTML
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Vertical, self)
        self.students = QTableWidget(0, 7, split)
        self.students.setObjectName("scoreStudents")
        self.students.setHorizontalHeaderLabels(
            [QCoreApplication.translate("ScoreView", "Student"), QCoreApplication.translate("ScoreView", "Found"), QCoreApplication.translate("ScoreView", "Partly"), QCoreApplication.translate("ScoreView", "Missed"), QCoreApplication.translate("ScoreView", "Not in the key"), QCoreApplication.translate("ScoreView", "Score %"), QCoreApplication.translate("ScoreView", "How")]
        )
        self.students.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.students.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.students.itemSelectionChanged.connect(self._show_finds)
        finds_box = QWidget(split)
        finds_layout = QVBoxLayout(finds_box)
        finds_layout.setContentsMargins(0, 0, 0, 0)
        self.finds_label = QLabel(finds_box)
        self.finds_label.setTextFormat(Qt.TextFormat.PlainText)
        finds_layout.addWidget(self.finds_label)
        self.finds = QTableWidget(0, 5, finds_box)
        self.finds.setObjectName("scoreFinds")
        self.finds.setHorizontalHeaderLabels([QCoreApplication.translate("ScoreView", "No."), QCoreApplication.translate("ScoreView", "Their find"), QCoreApplication.translate("ScoreView", "Kind"), QCoreApplication.translate("ScoreView", "In the key"),
                                              QCoreApplication.translate("ScoreView", "Your comment (printed on the feedback)")])
        self.finds.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.finds.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.finds.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.finds.itemChanged.connect(self._comment_edited)
        self.finds.itemSelectionChanged.connect(self._find_selected)
        finds_layout.addWidget(self.finds)
        row = QHBoxLayout()
        self.feedback_button = QPushButton(QCoreApplication.translate("ScoreView", "Save &Feedback as PDF…"), finds_box)
        self.feedback_button.clicked.connect(lambda: self.save_sheet("feedback"))
        self.summary_button = QPushButton(QCoreApplication.translate("ScoreView", "Save Class &Summary as PDF…"), finds_box)
        self.summary_button.clicked.connect(lambda: self.save_sheet("summary"))
        row.addWidget(self.feedback_button)
        row.addWidget(self.summary_button)
        self.accept_button = QPushButton(QCoreApplication.translate("ScoreView", "&Accept into Key"), finds_box)
        self.accept_button.setToolTip(QCoreApplication.translate("ScoreView", "Add this find, which is not in the key, to your comparison and score again"))
        self.accept_button.clicked.connect(self.accept_selected)
        self.leave_out_button = QPushButton(QCoreApplication.translate("ScoreView", "&Leave Out"), finds_box)
        self.leave_out_button.setToolTip(QCoreApplication.translate(
            "ScoreView", "Score again without this file (for a student who handed in more than one)"))
        self.leave_out_button.clicked.connect(self.leave_out_selected)
        row.addStretch(1)
        row.addWidget(self.leave_out_button)
        row.addWidget(self.accept_button)
        finds_layout.addLayout(row)
        self.key = QTableWidget(0, 4, split)
        self.key.setObjectName("scoreKey")
        self.key.setHorizontalHeaderLabels([QCoreApplication.translate("ScoreView", "Key item"), QCoreApplication.translate("ScoreView", "Kind"), QCoreApplication.translate("ScoreView", "Weight"), QCoreApplication.translate("ScoreView", "Found by")])
        weight_head = self.key.horizontalHeaderItem(WEIGHT_COLUMN)
        assert weight_head is not None
        weight_head.setToolTip(
            QCoreApplication.translate("ScoreView", "How much finding this item counts: 1 unless you type another number (2 counts double)"))
        self.key.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.key.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                 | QAbstractItemView.EditTrigger.EditKeyPressed
                                 | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.key.itemChanged.connect(self._weight_edited)
        for table in (self.students, self.finds, self.key):
            table.horizontalHeader().setStretchLastSection(True)
            table.verticalHeader().hide()
        layout.addWidget(split, 1)
        self.resize(1000, 760)
        self._fill()

    def rescore(self) -> None:
        self.scores = score_files(self.library, self.comparison, self.files)
        self._fill()

    def _fill(self) -> None:
        self._filling = True
        try:
            self._fill_tables()
        finally:
            self._filling = False
        self._show_finds()

    def _fill_tables(self) -> None:
        r = self.scores
        scored_count = len(r.scored())
        text = self.tr("Hand-ins scored: %n", "", scored_count) + QCoreApplication.translate("ScoreView", " against %1 key items.").replace(
            "%1", str(len(r.key.items)))
        if r.key.asked < len(r.key.items):
            text += " " + QCoreApplication.translate("ScoreView", "Students were asked to find %1: finding that many scores 100 %.").replace(
                "%1", str(r.key.asked))
        common = []
        for group in r.common_false:
            students = len({n for n, _ in group})
            common.append(self.tr("Found by students (%n), not in the key: ", "", students) + group[0][1].title)
        refused = [fill(QCoreApplication.translate("ScoreView", "%1: %2"), Path(p).name, reason) for p, reason in r.refused]
        self.summary.setText("\n".join([text, *common, *r.notes, *refused]))
        selected = self._selected()
        self.students.setRowCount(len(r.students))
        for row, s in enumerate(r.students):
            how = s.reason or s.explain(r.key)
            if s.twin:
                how += "; " + QCoreApplication.translate("ScoreView", "handed in more than once: %1").replace(
                    "%1", Path(s.path).name)
            values: list[object] = [s.name, len(s.found), len(s.partial), len(s.missed), len(s.not_in_key), s.score, how]
            for column, value in enumerate(values):
                item = _item(value)
                if column == 6:
                    item.setToolTip(literal(how))
                self.students.setItem(row, column, item)
        self.students.resizeColumnsToContents()
        self.key.setRowCount(len(r.key.items))
        for row, k in enumerate(r.key.items):
            self.key.setItem(row, 0, _item(fill(QCoreApplication.translate("ScoreView", "%1. %2"), str(row + 1), k.title)))
            self.key.setItem(row, 1, _item(kind_label(k.kind, r.key.labels.get(k.kind))))
            weight = _item(float(k.weight), editable=True)
            weight.setData(Qt.ItemDataRole.UserRole, k.id)
            self.key.setItem(row, WEIGHT_COLUMN, weight)
            self.key.setItem(row, 3, _item(QCoreApplication.translate("ScoreView", "%1 %").replace("%1", str(round(100 * r.found_by(k))))))
        self.key.resizeColumnsToContents()
        paths = [s.path for s in r.students]
        if selected is not None and selected.path in paths:
            self.students.selectRow(paths.index(selected.path))
        elif r.students:
            self.students.selectRow(0)

    def _selected(self) -> StudentResult | None:
        rows = {i.row() for i in self.students.selectedItems()}
        if len(rows) != 1:
            return None
        row = rows.pop()
        return self.scores.students[row] if row < len(self.scores.students) else None

    def _matched(self, student: StudentResult) -> dict[int, str]:
        """What each of the student's finds is in the key, by find number."""
        numbers = {k.id: n for n, k in enumerate(self.scores.key.items, 1)}
        said: dict[int, str] = {}
        for k, f in student.found:
            said[f.number] = fill(QCoreApplication.translate("ScoreView", "Found: %1. %2"), str(numbers[k.id]), k.title)
        for k, f in student.partial:
            said[f.number] = (fill(QCoreApplication.translate("ScoreView", "Another kind: %1. %2 (half credit)"), str(numbers[k.id]), k.title))
        for k, f in student.repeats:
            said.setdefault(f.number, fill(QCoreApplication.translate("ScoreView", "Again: %1. %2"), str(numbers[k.id]), k.title))
        for f in student.not_in_key:
            said[f.number] = QCoreApplication.translate("ScoreView", "Not in the key")
        return said

    def _show_finds(self) -> None:
        student = self._selected()
        self.leave_out_button.setEnabled(student is not None and student.twin)
        filling, self._filling = self._filling, True
        try:
            self.finds.setRowCount(0)
            if student is None:
                self.finds_label.setText(QCoreApplication.translate("ScoreView", "Select a student to see their finds."))
                self.accept_button.setEnabled(False)
                return
            self.finds_label.setText(QCoreApplication.translate("ScoreView", "%1's finds; type a comment on any of them:").replace("%1", student.name))
            matched = self._matched(student)
            labels = self.scores.key.labels
            self.finds.setRowCount(len(student.finds))
            for row, f in enumerate(student.finds):
                where = QCoreApplication.translate("ScoreView", "; ").join(QCoreApplication.translate("ScoreView", "“%1”").replace("%1", s.exact) for s in f.spans)
                title = _item(f.title)
                title.setToolTip(literal(where))
                number = _item(f.number)
                number.setData(Qt.ItemDataRole.UserRole, f.number)
                self.finds.setItem(row, 0, number)
                self.finds.setItem(row, 1, title)
                self.finds.setItem(row, 2, _item(kind_label(f.kind, labels.get(f.kind))))
                self.finds.setItem(row, 3, _item(matched.get(f.number, "")))
                comment = _item(f.comment, editable=True)
                comment.setData(Qt.ItemDataRole.UserRole, f.id)
                self.finds.setItem(row, COMMENT_COLUMN, comment)
            self.finds.resizeColumnsToContents()
            self.finds.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
            first_outside = next((row for row, f in enumerate(student.finds) if f in student.not_in_key), None)
            if student.finds:
                self.finds.selectRow(first_outside if first_outside is not None else 0)
        finally:
            self._filling = filling
        self._find_selected()

    def _selected_find(self) -> Find | None:
        student = self._selected()
        rows = {i.row() for i in self.finds.selectedItems()}
        if student is None or len(rows) != 1:
            return None
        row = rows.pop()
        return student.finds[row] if row < len(student.finds) else None

    def _find_selected(self) -> None:
        student, find = self._selected(), self._selected_find()
        self.accept_button.setEnabled(student is not None and find is not None and find in student.not_in_key)

    def _comment_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != COMMENT_COLUMN:
            return
        self.comment_find(item.row(), item.text())

    def comment_find(self, row: int, comment: str) -> bool:
        """Keep the teacher's comment on the selected student's find in ``row`` (empty: none)."""
        student = self._selected()
        if student is None or not 0 <= row < len(student.finds):
            return False
        try:
            set_comment(self.library, self.comparison, student.name, student.finds[row].id, comment)
        except ParallaxError as exc:
            self.summary.setText(str(exc))
            return False
        self.scores = rescore(self.library, self.scores)
        self._fill()
        return True

    def _weight_edited(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != WEIGHT_COLUMN:
            return
        text = item.text().strip().replace(",", ".")
        try:
            weight = float(text) if text else 1.0
        except ValueError:
            weight = -1.0  # refused below with the library's words
        self.set_weight(item.row(), weight)

    def set_weight(self, row: int, weight: float) -> bool:
        """Give the key item in ``row`` a weight, kept in the library, and score again."""
        if not 0 <= row < len(self.scores.key.items):
            return False
        try:
            set_weight(self.library, self.comparison, self.scores.key.items[row].id, weight)
        except ParallaxError as exc:
            self._fill()
            self.summary.setText(self.summary.text() + "\n" + str(exc))
            return False
        self.scores = rescore(self.library, self.scores)
        self._fill()
        return True

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
            write_pdf(html, target, self.library.path)
        except (OSError, ParallaxError) as exc:
            self.summary.setText(describe_os_error(exc) if isinstance(exc, OSError) else str(exc))
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
        """Accept the selected student's selected find (one not in the key) into the key, then
        score again."""
        student, find = self._selected(), self._selected_find()
        if student is None or find is None or find not in student.not_in_key:
            return None
        session = self.classroom.context.session if self.classroom is not None else None
        writes = session.writes if session is not None and session.comparison_id == self.comparison else None
        try:  # through the window's session: Edit → Undo takes the accepted find out again
            made = accept_find(self.library, self.comparison, Path(student.path), find.number, writes=writes)
        except ParallaxError as exc:
            self.summary.setText(str(exc))
            return None
        self.rescore()
        return made
