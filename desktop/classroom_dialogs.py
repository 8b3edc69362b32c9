"""The classroom's dialogs: the exercise's options and the student's name.

Apart from :mod:`.classroom` so that the window's start, which builds the Classroom menu,
does not create the Python types of the dialogs' widgets (~15 Qt classes and their enums).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from .accessibility import fill

if TYPE_CHECKING:
    from parallax.library.classroom.exercise import Exercise

__all__ = ["ExerciseDialog", "StudentNameDialog", "exercise_brief"]


class ExerciseDialog(QDialog):
    """Make Exercise: the instructions, hints and "find N" the exercise carries."""

    def __init__(self, parent: QWidget, instructions: str, hints: bool, find: int | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Classroom", "Make Exercise"))
        form = QFormLayout(self)
        self.instructions = QPlainTextEdit(instructions, self)
        self.hints = QCheckBox(QCoreApplication.translate("Classroom", "Add a hint for each kind of discrepancy in the key"), self)
        self.hints.setChecked(hints)
        self.find_box = QSpinBox(self)
        self.find_box.setRange(0, 999)
        self.find_box.setSpecialValueText(QCoreApplication.translate("Classroom", "do not say"))
        self.find_box.setValue(find or 0)
        form.addRow(QCoreApplication.translate("Classroom", "Instructions"), self.instructions)
        form.addRow("", self.hints)
        form.addRow(QCoreApplication.translate("Classroom", "Ask students to find"), self.find_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def options(self) -> tuple[str, bool, int | None]:
        """Instructions, hints or not, and how many to find (None: not said)."""
        return self.instructions.toPlainText(), self.hints.isChecked(), self.find_box.value() or None


def exercise_brief(mark: Exercise, title: str) -> list[str]:
    """What a student is told on opening an exercise: what it is, what to do, how to hand it in."""
    lines = [
        QCoreApplication.translate(
            "Classroom",
            "“%1” is an exercise from your teacher: the articles, with nothing marked yet. Finding where they differ is your task.",
        ).replace("%1", title),
    ]
    if mark.instructions.strip():
        lines.append(QCoreApplication.translate("Classroom", "What to do: %1").replace("%1", mark.instructions.strip()))
    if mark.find:
        lines.append(QCoreApplication.translate("Classroom", "Discrepancies to find: %1.").replace("%1", str(mark.find)))
    for hint in mark.hints:
        lines.append(fill(QCoreApplication.translate("Classroom", "Hint (%1): %2"), hint.get("label") or hint.get("kind", ""), hint.get("text", "")))
    lines.append(QCoreApplication.translate(
        "Classroom",
        "Highlight a passage in each article (H), link them (Ctrl+L) and say what differs. When you are done, choose File → Hand In… and give the file it saves to your teacher.",
    ))
    return lines


class StudentNameDialog(QDialog):
    """Opening an exercise: says what it is and what to do, and asks the student's name once."""

    def __init__(self, parent: QWidget, mark: Exercise, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Classroom", "An exercise to do"))
        layout = QVBoxLayout(self)
        self.brief: list[QLabel] = []
        for line in exercise_brief(mark, title):
            label = QLabel(line, self)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            layout.addWidget(label)
            self.brief.append(label)
        form = QFormLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.setPlaceholderText(QCoreApplication.translate("Classroom", "First and last name"))
        form.addRow(QCoreApplication.translate("Classroom", "Your name (it goes on the work you hand in):"), self.name_edit)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start.setText(QCoreApplication.translate("Classroom", "Start the exercise"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(QCoreApplication.translate("Classroom", "Later"))
        self.start.setEnabled(False)
        self.name_edit.textChanged.connect(lambda text: self.start.setEnabled(bool(text.strip())))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(520)

    def name(self) -> str | None:
        return " ".join(self.name_edit.text().split()) or None

    def text(self) -> str:
        return "\n".join(label.text() for label in self.brief)
