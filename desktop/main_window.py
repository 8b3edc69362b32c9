"""The main window: the workspace of panes, the docks of the panels, menus and actions.

The window only assembles. The open comparison lives in a :class:`ComparisonSession`, which the
workspace and the panels follow and act on; the session's writes go through the undo stack.
Actions and menus are tables (:mod:`.window_actions`, placed by :mod:`.actions`); the panels are
:data:`.panels.PANELS`, built in their docks (:mod:`.docks`) from a :class:`.panels.PanelContext`,
never from the window; the classroom contributes its own actions. Every action lives in
:attr:`MainWindow.named_actions` with its shortcut, so menus, the help page and the tests all see
the same list.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QStatusBar, QWidget

from parallax.library.errors import ParallaxError
from parallax.library.models import Change
from parallax.library.session import ComparisonSession
from parallax.library.store import Library

from . import accessibility, undo
from .actions import ActionTable
from .annotating import Annotating
from .bridge import LibrarySignals, SessionScheduler
from .crash import dialogs_allowed
from .docks import Docks
from .imports import Imports
from .pane_actions import PaneActions
from .panels import PanelContext
from .plain import literal, plain_label
from .settings import Settings
from .window_actions import TOOLBAR, UNDO_ACTIONS, WINDOW_ACTIONS
from .workspace import Workspace

if TYPE_CHECKING:  # only named in signatures: the start need not create these Qt types
    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QPaintEvent, QShowEvent

    from .welcome import WelcomeView


def set_window_icon() -> None:
    """Give the app its icon. The main window calls this just after its first paint: QIcon's
    type and the SVG icon engine cost the start more than a title bar waits for."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    import parallax.resources  # a plain folder (also in the frozen app): no importlib.resources at start

    icon = Path(parallax.resources.__file__).parent / "icons" / "parallax.svg"
    QApplication.setWindowIcon(QIcon(str(icon)))


class _StatusBar(QStatusBar):
    """The window's status bar, which also notes the window's first paint: it calls back once, in
    the turn of the event loop after the bar's first paint (the whole window is painted in that
    pass; the bar is always shown).

    Not an event filter on the window, nor its ``paintEvent``: a filter is a Python handler given
    plain ``QEvent`` s, which makes PySide6 create the types of every event class to find out
    which one each is (~5 M instructions before the first paint, see :class:`.pane_parts.TextView`),
    and with a Python ``paintEvent`` on the main window every later repaint of the window cost
    ~10 ms more (adding a highlight took 25 ms instead of 15)."""

    def __init__(self, window: QWidget, painted: Callable[[], None]) -> None:
        super().__init__(window)
        self._painted: Callable[[], None] | None = painted

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        callback, self._painted = self._painted, None
        if callback is not None:
            QTimer.singleShot(0, self, callback)


class MainWindow(QMainWindow):
    """Parallax's one window, over one open library.

    The articles come first: the window is painted with its panes, menus and toolbar, and the
    library sidebar and the discrepancy panel are built into their docks just after that first
    paint (in the next turn of the event loop). Their modules, Qt classes and kind swatches
    cost the start about a fifth of its time, and a reader looks at the articles first.
    Anything that needs them earlier (a test, an action) builds them on the spot.

    Signals:
        started(): the window is complete, once, just after its first paint.
        reopenRequested(): the reader chose another language and wants it now; the app closes
            this window and opens a new one in that language (:func:`.app.reopen_window`).
        libraryChosen(Library): the library turned out damaged and the reader chose another
            (:mod:`.library_choice`); the app opens a window on it instead of this one.
    """

    started = Signal()
    reopenRequested = Signal()
    libraryChosen = Signal(object)
    _fileChecked = Signal()  # the library's whole-file check ended, in its worker thread

    def __init__(self, library: Library, settings: Settings | None = None, parent: QWidget | None = None, *,
                 reopen: bool = True) -> None:
        super().__init__(parent)
        self._offering = False
        self.library = library
        self.settings = settings or Settings()
        self.signals = LibrarySignals(library, self)
        self.stack = QUndoStack(self)
        self._scheduler = SessionScheduler(self)
        self.session = ComparisonSession(library, writes=undo.UndoWrites(library, self.stack),
                                         schedule=self._scheduler)
        self.session.set_kind(self.settings.get("annotate/kind") or None)
        self.context = PanelContext(self.session, library, self.signals, self.settings, self.stack, self.report,
                                    self.error, self)
        self.named_actions = ActionTable(self, self.context.run)
        """Every action by key (see :mod:`.actions`): menus, toolbar, shortcuts page and tests."""
        self.setObjectName("mainWindow")
        accessibility.install()
        self.setAcceptDrops(True)
        self.resize(1400, 900)

        self._closed = False
        self._shown = False
        self.setStatusBar(_StatusBar(self, lambda: self._after_first_paint()))  # looked up when painted
        self.workspace = Workspace(self.session, self)
        self._welcome: WelcomeView | None = None
        self.central = QStackedWidget(self)
        self.central.addWidget(self.workspace)
        self.setCentralWidget(self.central)
        self.status_label = plain_label(QLabel(self))  # the library's file name, the comparison's
        self._counts_timer = QTimer(self)
        self._counts_timer.setSingleShot(True)
        self._counts_timer.setInterval(0)
        self._counts_timer.timeout.connect(self._update_counts)
        self.statusBar().addPermanentWidget(self.status_label)

        self.imports = Imports(self.context, self.named_actions)
        self.panes = PaneActions(self.context, self.workspace)
        self._create_actions()
        self.annotating = Annotating(self.context, self.workspace, self.named_actions)
        self.docks = Docks(self, self.context, self.named_actions)
        from .classroom import ACTIONS, Classroom

        self.classroom = Classroom(self.context)  # Present, Make Exercise, Hand In, Score Returned Work
        self.named_actions.add(ACTIONS, lambda: self.classroom)
        self.named_actions.build_menus(self.menuBar())
        toolbar = self.addToolBar(self.tr("Main"))
        toolbar.setObjectName("mainToolbar")
        self.named_actions.fill_toolbar(toolbar, TOOLBAR)
        self._connect()
        self._restore(reopen)
        from .reading_fit import ReadingFit

        # after the saved layout: panels it folded come back if the panes fit beside them
        self.reading_fit = ReadingFit(self, self.workspace, self.docks.docks, self.settings, self.report)
        self.docks.shownByReader.connect(self.reading_fit.reader_showed)
        self._update_title()
        self._update_counts(central=reopen)  # else what the caller opens decides (not the welcome view)

    # -- construction -------------------------------------------------------------------------
    @property
    def welcome(self) -> WelcomeView:
        """The view shown when no comparison is open, built the first time it is needed (its
        rich-text labels cost a start that opens a comparison more than a tenth of its time)."""
        if self._welcome is None:
            from .welcome import WelcomeView

            self._welcome = WelcomeView(self)
            self._welcome.demoRequested.connect(lambda: self.context.run(self.open_demo))
            self._welcome.importRequested.connect(lambda: self.context.run(self.imports.import_files))
            self.central.addWidget(self._welcome)
        return self._welcome

    def _after_first_paint(self) -> None:
        """Just after the first paint: the panels of the docks shown, the kind swatches and
        the window icon (their modules, Qt classes and swatches cost the start about a fifth
        of its time, and a reader looks at the articles first)."""
        if self._closed:  # closed at once: the library may be closed too, build nothing
            return
        self._write_planned()
        from .shortcut_guard import ShortcutGuard

        set_window_icon()
        self.shortcut_guard = ShortcutGuard(self)  # window shortcuts work in text boxes too
        self.docks.start()
        self.annotating.paint_swatches()
        self._place_first_focus()
        self.started.emit()

    def _place_first_focus(self) -> None:
        """Put the keyboard where a reader starts: in the first article's text, or in the
        library's search box when no comparison is open.

        Left to itself, Qt gives a window without a focus widget to the first widget of its
        focus chain that takes Tab: one of the tab bars the main window keeps for tabbed docks,
        placed outside the window (issue 23). A focus already on the window (a click before
        the first paint) is left where it is."""
        focus = self.focusWidget()
        if focus is not None and focus.isVisible() and self.rect().contains(focus.mapTo(self, focus.rect().center())):
            return
        panes = self.workspace.panes if self.central.currentWidget() is self.workspace else []
        if panes:
            panes[0].text_view().setFocus(Qt.FocusReason.OtherFocusReason)
            return
        from .sidebar import Sidebar  # built by now (the docks' panels are), so loaded

        library = self.docks.built("library")
        if isinstance(library, Sidebar) and not self.docks.docks["library"].isHidden():  # shown in the next turn
            library.search.setFocus(Qt.FocusReason.OtherFocusReason)

    def _write_planned(self) -> None:
        """Write the comparison ``parallax open`` showed, first (for the sidebar). Its library's
        first write reads the whole file for damage first (1.4–2.5 s for 100,000 articles): that
        check runs in a worker thread, the window answers meanwhile, and the comparison is
        written when it ends, or before any other write that comes first."""
        if not self.imports.has_planned():
            return
        self._fileChecked.connect(self._file_checked, Qt.ConnectionType.QueuedConnection)
        if self.library.check_in_background(self._fileChecked.emit):
            self.library.write_first(self.imports.write_planned)
        else:
            self.imports.write_planned()

    def _file_checked(self) -> None:
        """In the window's thread (the signal is queued from the check's)."""
        if not self._closed:
            self.imports.write_planned()

    def showEvent(self, event: QShowEvent) -> None:
        self._shown = True
        super().showEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab visits the window's parts as they lie on screen: library, articles, claim
        matrix, discrepancies and suggestions (see :func:`.accessibility.next_tab_stop`)."""
        docks = self.docks.docks
        parts = [docks["library"], self.central, *(d for k, d in docks.items() if k != "library")]
        stop = accessibility.next_tab_stop(self, parts, next)
        if stop is None:
            return super().focusNextPrevChild(next)
        stop.setFocus(Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason)
        return True

    def _create_actions(self) -> None:
        actions = self.named_actions
        actions.add(WINDOW_ACTIONS, lambda: self)
        actions["ask_destination"].setChecked(not self.settings.get("import/destination"))
        undo_spec, redo_spec = UNDO_ACTIONS
        undo_action = actions.adopt(undo_spec, self.stack.createUndoAction(self, self.tr("&Undo")))
        redo_action = actions.adopt(redo_spec, self.stack.createRedoAction(self, self.tr("&Redo")))
        undo_action.triggered.connect(lambda: self.annotating.say_undone(undone=True))  # after the stack's own slot
        redo_action.triggered.connect(lambda: self.annotating.say_undone(undone=False))

    def _connect(self) -> None:
        events = self.session.events
        events.comparison_changed.connect(self._comparison_changed)
        events.comparison_updated.connect(lambda _comparison: self._update_title())
        self.workspace.status.connect(lambda text: self.statusBar().showMessage(text, 5000))
        # A status message is the result of an action: a screen reader says it (it would not
        # read the status bar unprompted).
        self.statusBar().messageChanged.connect(lambda text: accessibility.announce(self, text) if text else None)
        self.workspace.articlesDropped.connect(lambda ids: self.context.run(self.session.open_articles, ids))
        self.workspace.detailsRequested.connect(lambda aid: self.context.run(self.edit_article_details, aid))
        self.workspace.panesChanged.connect(self._update_title)
        self.signals.changed.connect(self._library_changed)

    # -- state ----------------------------------------------------------------------------------
    def _restore(self, reopen: bool = True) -> None:
        geometry = self.settings.get("window/geometry")
        if not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self._fit_screen()
        state = self.settings.get("window/state")
        if not state.isEmpty():
            self.restoreState(state)
        self.workspace.set_zoom(self.settings.get("workspace/zoom"))
        self.named_actions["linked"].setChecked(self.settings.get("view/linked_scrolling"))
        if reopen:
            self.reopen_comparison()

    def reopen_comparison(self) -> None:
        """Open the comparison open when the window last closed, else the first one, else
        show the welcome view."""
        comparison = self.settings.get("workspace/comparison")
        opened = False
        if comparison:
            try:
                self.open_comparison(self.library.resolve_comparison(comparison))
                opened = True
            except ParallaxError:
                opened = False
        if not opened:
            first = self.library.first_comparison()
            if first is not None:
                self.open_comparison(first)
            else:
                self._show_central()
        self.workspace.restore_splitter(self.settings.get("workspace/splitter"))

    def _fit_screen(self) -> None:
        """A first start: 1400×900, or less on a smaller screen (a window manager would shrink
        a window larger than the screen, but not every session has one)."""
        room = self.screen().availableGeometry()  # the primary screen until the window is shown
        width, height = min(self.width(), room.width()), min(self.height(), room.height())
        if (width, height) != (self.width(), self.height()):
            share = width / self.width()  # the docks give up their share too, not only the panes
            self.resize(width, height)
            self.move(room.topLeft())
            docks = [self.docks.docks["library"], self.docks.docks["discrepancies"]]
            self.resizeDocks(docks, [round(d.sizeHint().width() * share) for d in docks], Qt.Orientation.Horizontal)

    def save_state(self) -> None:
        self.settings.set("window/geometry", self.saveGeometry())
        self.settings.set("window/state", self.saveState())
        self.settings.set("workspace/comparison", self.session.comparison_id or "")
        self.settings.set("workspace/splitter", self.workspace.splitter_state())
        self.settings.set("workspace/zoom", self.workspace.zoom)
        self.settings.set("view/linked_scrolling", self.named_actions["linked"].isChecked())
        self.settings.set("annotate/kind", self.session.current_kind or "")
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.imports.write_planned()  # closed before the first paint was done with: nothing lost
        self._closed = True
        self.session.close()  # the panels save what is being typed
        self.save_state()
        self.signals.detach()
        self._scheduler.stop()
        self._counts_timer.stop()
        super().closeEvent(event)

    def _show_central(self) -> None:
        has_articles = self.library.count_articles() > 0
        if self.session.comparison_id is not None:
            self.central.setCurrentWidget(self.workspace)
        else:
            self.welcome.set_library_empty(not has_articles)
            self.central.setCurrentWidget(self.welcome)

    def _update_title(self) -> None:
        comparison = self.session.comparison
        # The application's display name ("Parallax") is added by Qt after the title: the
        # window's own title is the comparison alone, so "Parallax" appears once.
        self.setWindowTitle(comparison.name if comparison is not None else "")

    def _update_counts(self, central: bool = True) -> None:
        # What the status bar shows, counted alone: ``stats()`` also counted the highlights, a
        # million index entries on a 100,000-article library (20–25 ms warm, a 50 MB index cold).
        articles, discrepancies = self.library.count_articles(), self.library.count_discrepancies()
        text = " · ".join((self.tr("%n article(s)", "", articles), self.tr("%n discrepancy(ies)", "", discrepancies),
                           Path(self.library.path).name))
        self.status_label.setText(accessibility.fill(self.tr("%1 (read-only)"), text) if self.library.read_only else text)
        if central and self.session.comparison_id is None:  # the welcome view says whether the library is empty
            self._show_central()

    def _library_changed(self, _change: Change) -> None:
        self._counts_timer.start()

    def _comparison_changed(self) -> None:
        self._update_title()
        self._show_central()

    # -- comparisons and articles ------------------------------------------------------------------
    def open_comparison(self, comparison_id: str | None) -> None:
        self.context.run(self.session.open, comparison_id)

    def open_demo(self) -> None:
        from parallax.library.demo import load_demo
        from parallax.library.i18n import current_language

        comparison = load_demo(self.library, current_language())
        self.open_comparison(comparison.id)
        self.statusBar().showMessage(self.tr("The demo comparison: step through its discrepancies with F8"), 8000)

    def new_comparison(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getText(self, self.tr("New comparison"), self.tr("Name of the event or comparison:"))
        if ok and name.strip():
            self.open_comparison(self.library.create_comparison(name).id)

    # -- importing and deleting -------------------------------------------------------------------
    def import_paths(self, paths: list[Path], *, open_side_by_side: bool = False) -> list[str]:
        """Import files (see :meth:`.imports.Imports.import_paths`): opening files, dropping them."""
        # Before the first paint (``parallax open``), a new comparison is written just after it.
        plan = open_side_by_side and not self._shown
        return self.imports.import_paths(paths, open_side_by_side=open_side_by_side, plan=plan)

    def import_zotero(self) -> None:
        from .zotero_import import ask_and_import

        ask_and_import(self)

    def delete_articles(self, article_ids: list[str]) -> None:
        """Delete articles from the library, each one undo step (confirmed when dialogs are on)."""
        from .article_deletion import delete_articles

        self.context.run(delete_articles, self.context, article_ids)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if urls:
            event.acceptProposedAction()
            self.import_paths([Path(u.toLocalFile()) for u in urls])
        else:
            super().dropEvent(event)

    # -- articles -------------------------------------------------------------------------------
    def edit_article_details(self, article_id: str | None = None) -> None:
        from .article_details import edit_article_details

        sidebar = self.docks.built("library")
        if article_id is None and sidebar is not None and sidebar.isAncestorOf(self.focusWidget()):
            from .sidebar import Sidebar

            assert isinstance(sidebar, Sidebar)
            article_id = next(iter(sidebar.selected_articles()), None)
        if article_id is None:
            pane = self.panes.target()
            if pane is None:
                self.statusBar().showMessage(self.tr("Select an article in the library, or click in a pane, first"), 5000)
                return
            article_id = pane.article_id
        edit_article_details(self, self.library, article_id)

    # -- bundles, reports, help --------------------------------------------------------------------
    def export_bundle(self) -> None:
        from .exporting import export_bundle_dialog

        export_bundle_dialog(self, self.library, self.session.comparison_id)

    def export_report(self) -> None:
        from .exporting import export_report_dialog

        export_report_dialog(self, self.library, self.session.comparison_id)

    def export_qdpx(self) -> None:
        from .exporting import export_qdpx_dialog

        export_qdpx_dialog(self, self.library, self.workspace.comparison_id)

    def print_report(self) -> None:
        from .exporting import print_report_dialog

        print_report_dialog(self, self.library, self.session.comparison_id)

    def show_help(self) -> None:
        from .help import show_shortcuts

        show_shortcuts(self, list(self.named_actions.values()))

    def show_preferences(self) -> None:
        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self._preferences_saved)
        dialog.open()

    def _preferences_saved(self) -> None:
        """A new language: offer to reopen the window in it now (the work is saved already)."""
        from parallax.library.i18n import current_language

        from .translation import resolve

        wanted = resolve(self.settings.get("interface/language"))
        if wanted != current_language() and self.ask_reopen(wanted):
            self.reopenRequested.emit()

    def ask_reopen(self, code: str) -> bool:
        """Ask, in the language chosen (``code``), whether to reopen the window in it now."""
        from PySide6.QtCore import QT_TRANSLATE_NOOP
        from PySide6.QtWidgets import QMessageBox

        from parallax.library.i18n import IN_A_SENTENCE

        from .translation import words_in

        title, question, now, later = words_in(code, "MainWindow", [
            QT_TRANSLATE_NOOP("MainWindow", "Language"),
            QT_TRANSLATE_NOOP("MainWindow", "Reopen the window in %1 now? Your work is saved."),
            QT_TRANSLATE_NOOP("MainWindow", "Reopen Now"),
            QT_TRANSLATE_NOOP("MainWindow", "At Next Start"),
        ])
        box = QMessageBox(QMessageBox.Icon.Question, title, question.replace("%1", IN_A_SENTENCE.get(code, code)),
                          QMessageBox.StandardButton.NoButton, self)
        reopen = box.addButton(now, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(later, QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(reopen)
        box.exec()
        return box.clickedButton() is reopen

    def show_about(self) -> None:
        import html

        from PySide6.QtWidgets import QMessageBox

        from parallax.library import __version__

        QMessageBox.about(
            self, self.tr("About Parallax"),
            f"<h3>Parallax {__version__}</h3><p>"
            + self.tr("Read several accounts of one event side by side and record where they disagree.")
            + "</p><p>" + self.tr("Works fully offline. Your library: %1").replace("%1", f"<code>{html.escape(str(self.library.path))}</code>")
            + "</p>",
        )

    def report(self, text: str, ms: int = 5000) -> None:
        """Tell the reader something short, in the status bar."""
        self.statusBar().showMessage(text, ms)

    def offer_another_library(self, message: str) -> None:
        """Say the library is damaged and offer another (once: every later read says it again)."""
        if self._offering:
            return
        self._offering = True
        from .library_choice import choose_library

        chosen = choose_library(self, message)
        if chosen is not None:
            self.libraryChosen.emit(chosen)
        elif dialogs_allowed():  # the reader chose Quit (``parallax open`` on a damaged library meets it here)
            self.close()

    def error(self, message: str) -> None:
        """Show a problem the reader can act on (locked library, bad file...)."""
        self.statusBar().showMessage(message, 10000)
        from PySide6.QtWidgets import QMessageBox


        if self.library.damaged:  # say so, and offer another library to go on with
            # once the event loop is back: the window may still be being built (it opens the
            # last comparison), and whoever listens for libraryChosen not yet connected
            QTimer.singleShot(0, lambda: self.offer_another_library(message))
        elif dialogs_allowed():
            QMessageBox.warning(self, self.tr("Parallax"), literal(message))
