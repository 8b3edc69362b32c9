"""The classroom in the app: Present, Make Exercise, Hand In, Score Returned Work.

:class:`Classroom` is built from the window's panel context (never the window itself) and
contributes :data:`ACTIONS`, which the window places by menu key: File, View and the Classroom
menu, in every language. It follows the session itself (an exercise opened for the first time
asks the student's name) and does the work through the library's classroom functions
(:mod:`parallax.library.classroom`). Every question it asks (a file name, the exercise's
options, the student's name) goes through an ``ask_*`` attribute, so tests answer them without
a dialog ever opening.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from parallax.library.records import Record

from .accessibility import fill
from .actions import QT_TRANSLATE_NOOP, ActionSpec
from .bridge import follow
from .crash import dialogs_allowed

if TYPE_CHECKING:
    from .panels import PanelContext
    from .present import PresentView
    from .score_view import ScoreView

__all__ = ["ACTIONS", "Classroom", "ExerciseOptions"]

ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("present", QT_TRANSLATE_NOOP("Classroom", "&Present"), "present", ("view:present", "classroom:present"),
               ("F5", "F11"), QT_TRANSLATE_NOOP("Classroom", "Show the comparison full screen, one discrepancy at a time"),
               context="Classroom"),
    ActionSpec("present_blind", QT_TRANSLATE_NOOP("Classroom", "Present &Without Outlet Names"), "present_blind",
               ("view:present", "classroom:present"),
               tip=QT_TRANSLATE_NOOP("Classroom", "Present with the sources called Source A, B, C…"), context="Classroom"),
    ActionSpec("make_exercise", QT_TRANSLATE_NOOP("Classroom", "&Make Exercise…"), "make_exercise",
               ("file:exercise", "classroom:exercise"),
               tip=QT_TRANSLATE_NOOP("Classroom", "Save this comparison's articles for students, without the answers"),
               context="Classroom"),
    ActionSpec("hand_in", QT_TRANSLATE_NOOP("Classroom", "&Hand In…"), "hand_in", ("file:exercise", "classroom:exercise"),
               tip=QT_TRANSLATE_NOOP("Classroom", "Save your work on this exercise to give to your teacher"),
               context="Classroom"),
    ActionSpec("score", QT_TRANSLATE_NOOP("Classroom", "&Score Returned Work…"), "score", ("classroom:score",),
               tip=QT_TRANSLATE_NOOP("Classroom", "Score students' hand-ins against this comparison"), context="Classroom"),
)
"""What the classroom contributes to the window's menus (by key: the same places in Spanish)."""


def __getattr__(name: str) -> object:
    """The dialogs, where callers knew them: :mod:`.classroom_dialogs` loads when first asked."""
    if name in ("ExerciseDialog", "StudentNameDialog", "exercise_brief"):
        from . import classroom_dialogs

        return getattr(classroom_dialogs, name)
    raise AttributeError(name)



class ExerciseOptions(Record):
    instructions: str
    hints: bool
    find: int | None


def _safe_name(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else " " for c in name)
    return "-".join(keep.split())[:60] or "exercise"


class Classroom(QObject):
    """The classroom of one window: its actions' methods, and what it asks.

    Args:
        context: the window's panel context (session, library, a way to report and to fail).
    """

    def __init__(self, context: PanelContext) -> None:
        super().__init__(context.parent)
        self.context = context
        self.library = context.library
        self.present_view: PresentView | None = None
        self.score_view: ScoreView | None = None
        self.asked: set[str] = set()
        self.ask_save: Callable[[str, str, str], Path | None] = self._ask_save
        self.ask_open: Callable[[str, str], list[Path]] = self._ask_open
        self.ask_exercise: Callable[[ExerciseOptions], ExerciseOptions | None] = self._ask_exercise
        self.ask_name: Callable[[str], str | None] = self._ask_name
        # A comparison not written yet (``parallax open`` writes its new one after the first paint)
        # is no exercise.
        follow(self, context.session.events.comparison_changed,
               lambda: context.run(self.comparison_opened,
                                   context.session.comparison_id if context.session.comparison_written else None))

    # -- asking (replaced in tests) --------------------------------------------------------------
    def _ask_save(self, title: str, name: str, file_filter: str) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        target, _ = QFileDialog.getSaveFileName(self.context.parent, title, str(Path.home() / name), file_filter)
        return Path(target) if target else None

    def _ask_open(self, title: str, file_filter: str) -> list[Path]:
        from PySide6.QtWidgets import QFileDialog

        files, _ = QFileDialog.getOpenFileNames(self.context.parent, title, str(Path.home()), file_filter)
        return [Path(f) for f in files]

    def _ask_exercise(self, options: ExerciseOptions) -> ExerciseOptions | None:
        from PySide6.QtWidgets import QDialog

        from .classroom_dialogs import ExerciseDialog

        dialog = ExerciseDialog(self.context.parent, options.instructions, options.hints, options.find)
        try:
            return ExerciseOptions(*dialog.options()) if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    def _ask_name(self, exercise: str) -> str | None:
        from parallax.library.classroom.exercise import exercise_of

        comparison = self.context.session.comparison_id
        mark = exercise_of(self.library, comparison) if comparison else None
        if mark is None:
            return None
        from PySide6.QtWidgets import QDialog

        from .classroom_dialogs import StudentNameDialog

        dialog = StudentNameDialog(self.context.parent, mark, exercise)
        try:
            return dialog.name() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    # -- doing -----------------------------------------------------------------------------------
    def _comparison(self) -> str | None:
        comparison = self.context.session.comparison_id
        if comparison is None:
            self.context.report(QCoreApplication.translate("Classroom", "Open a comparison first."), 5000)
        return comparison

    def _bundle_name(self, path: Path) -> Path:
        return path if path.suffix == ".parallax" else path.with_name(path.name + ".parallax")

    def present(self, *, hide_outlets: bool = False) -> PresentView | None:
        comparison = self._comparison()
        if comparison is None:
            return None
        from .present import present

        if self.present_view is not None:
            self.present_view.close()
        self.present_view = present(self.context.session, hide_outlets=hide_outlets, geometry=self.context.parent.screen().geometry())
        self.present_view.left.connect(self._left_presenting)
        return self.present_view

    def present_blind(self) -> PresentView | None:
        """Present with the sources called Source A, B, C…"""
        return self.present(hide_outlets=True)

    def _left_presenting(self) -> None:
        self.present_view = None
        self.context.parent.activateWindow()

    def make_exercise(self) -> Path | None:
        comparison = self._comparison()
        if comparison is None:
            return None
        from parallax.library.classroom.exercise import default_instructions, exercise_of, make_exercise

        mark = exercise_of(self.library, comparison)
        start = ExerciseOptions(
            mark.instructions if mark and mark.role == "key" and mark.instructions else default_instructions(),
            bool(mark and mark.hints), mark.find if mark else None,
        )
        options = self.ask_exercise(start)
        if options is None:
            return None
        name = self.library.get_comparison(comparison).name
        target = self.ask_save(QCoreApplication.translate("Classroom", "Save the exercise"), QCoreApplication.translate("Classroom", "%1-exercise.parallax").replace("%1", _safe_name(name)),
                               QCoreApplication.translate("Classroom", "Parallax bundle (*.parallax)"))
        if target is None:
            return None
        target = self._bundle_name(target)
        summary = make_exercise(self.library, comparison, target, instructions=options.instructions,
                                hints=options.hints, find=options.find)
        self.context.report(fill(
            QCoreApplication.translate("Classroom", "Wrote %1: the articles and instructions, no answers; the key stays here.")
            if summary["key_items"] else
            QCoreApplication.translate("Classroom", "Wrote %1, but this comparison has no discrepancies yet: there is no key to score against."),
            target.name), 10000,
        )
        return target

    def comparison_opened(self, comparison_id: str | None) -> None:
        """An exercise opened for the first time asks the student's name, once."""
        if comparison_id is None or comparison_id in self.asked:
            return
        from parallax.library.classroom.exercise import exercise_of, set_student

        mark = exercise_of(self.library, comparison_id)
        if mark is None or mark.role != "exercise":
            return
        title = self.library.get_comparison(comparison_id).name
        if mark.student:
            self.context.report(
                fill(QCoreApplication.translate("Classroom", "Exercise “%1”, handed in as %2: choose File → Hand In… when you are done."), title, mark.student), 10000)
            return
        self.context.report(
            QCoreApplication.translate("Classroom", "“%1” is an exercise from your teacher: find where the articles differ, then File → Hand In….")
            .replace("%1", title), 10000)
        if self.ask_name == self._ask_name and not dialogs_allowed():
            return  # nobody to ask (tests, scripted runs): ask when there is
        self.asked.add(comparison_id)
        name = self.ask_name(title)
        if name:
            set_student(self.library, comparison_id, name)
            self.context.report(fill(QCoreApplication.translate("Classroom", "Your work will be handed in as %1."), name.strip()), 8000)

    def hand_in(self) -> Path | None:
        comparison = self._comparison()
        if comparison is None:
            return None
        from parallax.library.classroom.exercise import exercise_of, hand_in

        mark = exercise_of(self.library, comparison)
        if mark is None or mark.role != "exercise":
            self.context.error(QCoreApplication.translate("Classroom", "This comparison is not an exercise. To share it, use File → Export Bundle."))
            return None
        if not mark.student:
            self.asked.discard(comparison)
            self.comparison_opened(comparison)
            mark = exercise_of(self.library, comparison)
            if mark is None or not mark.student:
                return None
        name = self.library.get_comparison(comparison).name
        target = self.ask_save(QCoreApplication.translate("Classroom", "Hand in your work"), f"{_safe_name(mark.student)}-{_safe_name(name)}.parallax",
                               QCoreApplication.translate("Classroom", "Parallax bundle (*.parallax)"))
        if target is None:
            return None
        target = self._bundle_name(target)
        summary = hand_in(self.library, comparison, target)
        self.context.report(fill(QCoreApplication.translate("Classroom", "Handed in %1 discrepancies as %2 in %3."),
                                 str(summary["discrepancies"]), summary["student"], target.name), 10000)
        return target

    def score(self, files: list[Path] | None = None) -> ScoreView | None:
        comparison = self._comparison()
        if comparison is None:
            return None
        if files is None:
            files = self.ask_open(QCoreApplication.translate("Classroom", "Students' hand-ins"), QCoreApplication.translate("Classroom", "Parallax bundles (*.parallax)"))
        if not files:
            return None
        from .score_view import ScoreView

        if self.score_view is not None:
            self.score_view.close()
        view = ScoreView(self.library, comparison, files, self, self.context.parent)
        self.score_view = view
        view.show()
        return view
