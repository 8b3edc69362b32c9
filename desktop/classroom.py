"""The classroom in the app: Present, Make Exercise, Hand In, Score Returned Work.

:class:`Classroom` adds its actions and menus to the main window and does the work through the
library's classroom functions (:mod:`parallax.library.classroom`). Every question it asks (a
file name, the exercise's options, the student's name) goes through an ``ask_*`` attribute, so
tests answer them without a dialog ever opening.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from parallax.library.classroom.exercise import (
    default_instructions,
    exercise_of,
    hand_in,
    make_exercise,
    set_student,
)
from parallax.library.errors import ParallaxError

from .crash import dialogs_allowed

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .present import PresentView
    from .score_view import ScoreView

__all__ = ["Classroom", "ExerciseOptions"]


def __getattr__(name: str) -> object:
    """The dialogs, where callers knew them: :mod:`.classroom_dialogs` loads when first asked."""
    if name in ("ExerciseDialog", "StudentNameDialog", "exercise_brief"):
        from . import classroom_dialogs

        return getattr(classroom_dialogs, name)
    raise AttributeError(name)



class ExerciseOptions(NamedTuple):
    instructions: str
    hints: bool
    find: int | None


def _safe_name(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else " " for c in name)
    return "-".join(keep.split())[:60] or "exercise"


class Classroom(QObject):
    """The classroom actions of one main window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.library = window.library
        self.present_view: PresentView | None = None
        self.score_view: ScoreView | None = None
        self.asked: set[str] = set()
        self.ask_save: Callable[[str, str, str], Path | None] = self._ask_save
        self.ask_open: Callable[[str, str], list[Path]] = self._ask_open
        self.ask_exercise: Callable[[ExerciseOptions], ExerciseOptions | None] = self._ask_exercise
        self.ask_name: Callable[[str], str | None] = self._ask_name
        self._create_actions()

    # -- actions and menus ---------------------------------------------------------------------
    def _action(self, key: str, text: str, slot: Callable[[], object], shortcuts: list[str] | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(key)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)
        self.window.named_actions[key] = action
        return action

    def _create_actions(self) -> None:
        present = self._action("present", QCoreApplication.translate("Classroom", "&Present"), self.present, ["F5", "F11"],
                               QCoreApplication.translate("Classroom", "Show the comparison full screen, one discrepancy at a time"))
        blind = self._action("present_blind", QCoreApplication.translate("Classroom", "Present &Without Outlet Names"),
                             lambda: self.present(hide_outlets=True), None,
                             QCoreApplication.translate("Classroom", "Present with the sources called Source A, B, C…"))
        make = self._action("make_exercise", QCoreApplication.translate("Classroom", "&Make Exercise…"), self.make_exercise, None,
                            QCoreApplication.translate("Classroom", "Save this comparison's articles for students, without the answers"))
        handin = self._action("hand_in", QCoreApplication.translate("Classroom", "&Hand In…"), self.hand_in, None,
                              QCoreApplication.translate("Classroom", "Save your work on this exercise to give to your teacher"))
        score = self._action("score", QCoreApplication.translate("Classroom", "&Score Returned Work…"), self.score, None,
                             QCoreApplication.translate("Classroom", "Score students' hand-ins against this comparison"))
        bar = self.window.menuBar()
        menus = {m.title().replace("&", ""): m for m in (a.menu() for a in bar.actions()) if isinstance(m, QMenu)}
        view = menus.get("View")
        if view is not None:
            view.addSeparator()
            view.addAction(present)
            view.addAction(blind)
        file_menu = menus.get("File")
        quit_action = self.window.named_actions.get("quit")
        if file_menu is not None and quit_action is not None:
            file_menu.insertAction(quit_action, make)
            file_menu.insertAction(quit_action, handin)
            file_menu.insertSeparator(quit_action)
        classroom = QMenu(QCoreApplication.translate("Classroom", "&Classroom"), bar)
        for action in (present, blind, None, make, handin, None, score):
            if action is None:
                classroom.addSeparator()
            else:
                classroom.addAction(action)
        last = bar.actions()[-1] if bar.actions() else None  # Help stays last
        if last is not None:
            bar.insertMenu(last, classroom)
        else:
            bar.addMenu(classroom)
        self.menu = classroom

    # -- asking (replaced in tests) --------------------------------------------------------------
    def _ask_save(self, title: str, name: str, file_filter: str) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        target, _ = QFileDialog.getSaveFileName(self.window, title, str(Path.home() / name), file_filter)
        return Path(target) if target else None

    def _ask_open(self, title: str, file_filter: str) -> list[Path]:
        from PySide6.QtWidgets import QFileDialog

        files, _ = QFileDialog.getOpenFileNames(self.window, title, str(Path.home()), file_filter)
        return [Path(f) for f in files]

    def _ask_exercise(self, options: ExerciseOptions) -> ExerciseOptions | None:
        from PySide6.QtWidgets import QDialog

        from .classroom_dialogs import ExerciseDialog

        dialog = ExerciseDialog(self.window, options.instructions, options.hints, options.find)
        try:
            return ExerciseOptions(*dialog.options()) if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    def _ask_name(self, exercise: str) -> str | None:
        comparison = self.window.session.comparison_id
        mark = exercise_of(self.library, comparison) if comparison else None
        if mark is None:
            return None
        from PySide6.QtWidgets import QDialog

        from .classroom_dialogs import StudentNameDialog

        dialog = StudentNameDialog(self.window, mark, exercise)
        try:
            return dialog.name() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    # -- doing -----------------------------------------------------------------------------------
    def _comparison(self) -> str | None:
        comparison = self.window.session.comparison_id
        if comparison is None:
            self.window.statusBar().showMessage(QCoreApplication.translate("Classroom", "Open a comparison first."), 5000)
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
        self.present_view = present(self.window.session, hide_outlets=hide_outlets, geometry=self.window.screen().geometry())
        self.present_view.left.connect(self._left_presenting)
        return self.present_view

    def _left_presenting(self) -> None:
        self.present_view = None
        self.window.activateWindow()

    def make_exercise(self) -> Path | None:
        comparison = self._comparison()
        if comparison is None:
            return None
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
        try:
            summary = make_exercise(self.library, comparison, target, instructions=options.instructions,
                                    hints=options.hints, find=options.find)
        except (ParallaxError, OSError) as exc:
            self.window.error(str(exc))
            return None
        self.window.statusBar().showMessage(
            QCoreApplication.translate("Classroom", "Wrote %1: the articles and instructions, no answers; the key stays here.").replace("%1", target.name)
            if summary["key_items"] else
            QCoreApplication.translate("Classroom", "Wrote %1, but this comparison has no discrepancies yet: there is no key to score against.")
            .replace("%1", target.name),
            10000,
        )
        return target

    def comparison_opened(self, comparison_id: str | None) -> None:
        """An exercise opened for the first time asks the student's name, once."""
        if comparison_id is None or comparison_id in self.asked:
            return
        mark = exercise_of(self.library, comparison_id)
        if mark is None or mark.role != "exercise":
            return
        title = self.library.get_comparison(comparison_id).name
        if mark.student:
            self.window.statusBar().showMessage(
                QCoreApplication.translate("Classroom", "Exercise “%1”, handed in as %2: choose File → Hand In… when you are done.")
                .replace("%1", title).replace("%2", mark.student), 10000)
            return
        self.window.statusBar().showMessage(
            QCoreApplication.translate("Classroom", "“%1” is an exercise from your teacher: find where the articles differ, then File → Hand In….")
            .replace("%1", title), 10000)
        if self.ask_name == self._ask_name and not dialogs_allowed():
            return  # nobody to ask (tests, scripted runs): ask when there is
        self.asked.add(comparison_id)
        name = self.ask_name(title)
        if name:
            try:
                set_student(self.library, comparison_id, name)
            except ParallaxError as exc:
                self.window.error(str(exc))
                return
            self.window.statusBar().showMessage(QCoreApplication.translate("Classroom", "Your work will be handed in as %1.").replace("%1", name.strip()), 8000)

    def hand_in(self) -> Path | None:
        comparison = self._comparison()
        if comparison is None:
            return None
        mark = exercise_of(self.library, comparison)
        if mark is None or mark.role != "exercise":
            self.window.error(QCoreApplication.translate("Classroom", "This comparison is not an exercise. To share it, use File → Export Bundle."))
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
        try:
            summary = hand_in(self.library, comparison, target)
        except (ParallaxError, OSError) as exc:
            self.window.error(str(exc))
            return None
        self.window.statusBar().showMessage(
            QCoreApplication.translate("Classroom", "Handed in %1 discrepancies as %2 in %3.").replace("%1", str(summary["discrepancies"]))
            .replace("%2", summary["student"]).replace("%3", target.name), 10000)
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
        try:
            view = ScoreView(self.library, comparison, files, self, self.window)
        except ParallaxError as exc:
            self.window.error(str(exc))
            return None
        self.score_view = view
        view.show()
        return view
