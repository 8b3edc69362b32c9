"""The window's own commands, as data (see :mod:`.actions`): what each runs and where it sits.

``run`` names a method of the main window, or of one of its parts (``"session.clear_pending"``).
The panels contribute theirs in :data:`.panels.PANELS`, the classroom in ``classroom.ACTIONS``.
"""

from __future__ import annotations

from .actions import QT_TRANSLATE_NOOP, ActionSpec
from .pane_moves import MOVE_LEFT_KEYS, MOVE_RIGHT_KEYS

__all__ = ["TOOLBAR", "UNDO_ACTIONS", "WINDOW_ACTIONS"]


WINDOW_ACTIONS: tuple[ActionSpec, ...] = (
    # File
    ActionSpec("import", QT_TRANSLATE_NOOP("MainWindow", "&Import Articles…"), "imports.import_files", ("file:import",), "Ctrl+O",
               QT_TRANSLATE_NOOP("MainWindow", "Import documents or .parallax bundles")),
    ActionSpec("import_folder", QT_TRANSLATE_NOOP("MainWindow", "Import &Folder…"), "imports.import_folder", ("file:import",),
               "Ctrl+Shift+O", QT_TRANSLATE_NOOP("MainWindow", "Import every document in a folder")),
    ActionSpec("import_zotero", QT_TRANSLATE_NOOP("MainWindow", "Import from &Zotero…"), "import_zotero",
               ("file:import",), tip=QT_TRANSLATE_NOOP(
                   "MainWindow", "Import a Zotero collection's saved articles, with their metadata, as a comparison")),
    ActionSpec("ask_destination", QT_TRANSLATE_NOOP("MainWindow", "Ask Where Imports Go"), "imports.set_ask_destination",
               ("file:import",), tip=QT_TRANSLATE_NOOP(
                   "MainWindow", "Ask where imported articles go: the open comparison, a new one, or only the library"),
               checkable=True),
    ActionSpec("demo", QT_TRANSLATE_NOOP("MainWindow", "Open the &Demo Comparison"), "open_demo", ("file:import",),
               tip=QT_TRANSLATE_NOOP("MainWindow", "A fictional event annotated for teaching")),
    ActionSpec("new_comparison", QT_TRANSLATE_NOOP("MainWindow", "&New Comparison…"), "new_comparison",
               ("file:comparison",), "Ctrl+N"),
    ActionSpec("export_bundle", QT_TRANSLATE_NOOP("MainWindow", "&Export Bundle…"), "export_bundle", ("file:export",),
               "Ctrl+E", QT_TRANSLATE_NOOP("MainWindow", "Save this comparison as a .parallax bundle")),
    ActionSpec("export_report", QT_TRANSLATE_NOOP("MainWindow", "Export &Report…"), "export_report", ("file:export",),
               "Ctrl+Shift+E", QT_TRANSLATE_NOOP("MainWindow", "HTML, Markdown, CSV or JSON report")),
    ActionSpec("export_qdpx", QT_TRANSLATE_NOOP("MainWindow", "Export for &QDA Software…"), "export_qdpx",
               ("file:export",), tip=QT_TRANSLATE_NOOP(
                   "MainWindow",
                   "Save this comparison as a REFI-QDA project (.qdpx) for QualCoder, ATLAS.ti, MAXQDA or NVivo")),
    ActionSpec("print", QT_TRANSLATE_NOOP("MainWindow", "&Print Report…"), "print_report", ("file:export",), "Ctrl+P",
               QT_TRANSLATE_NOOP("MainWindow", "Print the report or save it as PDF")),
    ActionSpec("quit", QT_TRANSLATE_NOOP("MainWindow", "&Quit"), "close", ("file:quit",), "Ctrl+Q"),
    # Edit
    ActionSpec("highlight", QT_TRANSLATE_NOOP("MainWindow", "&Highlight Selection"), "annotating.highlight_selection",
               ("edit:annotate",), "H",
               QT_TRANSLATE_NOOP("MainWindow", "Highlight the selected passage with the current kind")),
    ActionSpec("link", QT_TRANSLATE_NOOP("MainWindow", "&Link Pending Passages…"), "annotating.link_pending",
               ("edit:annotate",), "Ctrl+L", QT_TRANSLATE_NOOP("MainWindow", "Link the pending passages into a discrepancy")),
    ActionSpec("clear_pending", QT_TRANSLATE_NOOP("MainWindow", "Clear Pending Passages"), "session.clear_pending",
               ("edit:annotate",), "Ctrl+Shift+Backspace"),
    ActionSpec("delete_highlight", QT_TRANSLATE_NOOP("MainWindow", "&Delete Highlight at Cursor"),
               "annotating.delete_highlight_at_cursor", ("edit:annotate",), "Ctrl+Shift+H"),
    ActionSpec("find", QT_TRANSLATE_NOOP("MainWindow", "&Find in Article…"), "panes.find_in_article", ("edit:find",), "Ctrl+F"),
    ActionSpec("edit_article", QT_TRANSLATE_NOOP("MainWindow", "Edit Article &Details…"), "edit_article_details",
               ("edit:details",), "Ctrl+I",
               QT_TRANSLATE_NOOP("MainWindow",
                                 "Outlet, author, date, address and language of the article in the pane, or selected in the library")),
    ActionSpec("preferences", QT_TRANSLATE_NOOP("MainWindow", "Pre&ferences…"), "show_preferences",
               ("edit:preferences",), role="preferences"),
    # View
    ActionSpec("linked", QT_TRANSLATE_NOOP("MainWindow", "Lin&ked Scrolling"), "workspace.set_linked_scrolling",
               ("view:scrolling",), "Ctrl+Shift+K",
               QT_TRANSLATE_NOOP("MainWindow", "Keep the panes aligned on their linked passages"), checkable=True),
    ActionSpec("zoom_in", QT_TRANSLATE_NOOP("MainWindow", "Zoom &In"), "panes.zoom", ("view:zoom",), ("Ctrl+=", "Ctrl++"),
               args=(1,)),
    ActionSpec("zoom_out", QT_TRANSLATE_NOOP("MainWindow", "Zoom &Out"), "panes.zoom", ("view:zoom",), "Ctrl+-", args=(-1,)),
    ActionSpec("zoom_reset", QT_TRANSLATE_NOOP("MainWindow", "&Reset Zoom"), "panes.zoom", ("view:zoom",), "Ctrl+0",
               args=(0,)),
    # Ctrl+Shift+Left/Right stay with the text (extend the selection by a word).
    ActionSpec("move_left", QT_TRANSLATE_NOOP("MainWindow", "Move Pane &Left"), "panes.move_pane", ("view:panes",),
               MOVE_LEFT_KEYS, args=(-1,)),
    ActionSpec("move_right", QT_TRANSLATE_NOOP("MainWindow", "Move Pane &Right"), "panes.move_pane", ("view:panes",),
               MOVE_RIGHT_KEYS, args=(1,)),
    ActionSpec("close_pane", QT_TRANSLATE_NOOP("MainWindow", "&Close Pane"), "panes.close_pane", ("view:panes",), "Ctrl+W"),
    ActionSpec("focus_panes", QT_TRANSLATE_NOOP("MainWindow", "Go to &Articles"), "panes.focus_panes", ("view:focus",),
               "Ctrl+3"),
    ActionSpec("next_pane", QT_TRANSLATE_NOOP("MainWindow", "Next Pa&ne"), "panes.cycle_pane", ("view:focus",), "F6",
               args=(1,)),
    ActionSpec("previous_pane", QT_TRANSLATE_NOOP("MainWindow", "Previous Pan&e"), "panes.cycle_pane", ("view:focus",),
               "Shift+F6", args=(-1,)),
    ActionSpec("next_highlight", QT_TRANSLATE_NOOP("MainWindow", "Next Highlight in Pane"), "workspace.step_highlight",
               ("view:highlights",), "F7", QT_TRANSLATE_NOOP(
                   "MainWindow", "Put the caret on the next highlight of this pane; its kind and discrepancy are said"),
               args=(1,)),
    ActionSpec("previous_highlight", QT_TRANSLATE_NOOP("MainWindow", "Previous Highlight in Pane"),
               "workspace.step_highlight", ("view:highlights",), "Shift+F7", args=(-1,)),
    ActionSpec("list_highlights", QT_TRANSLATE_NOOP("MainWindow", "Highlights in This Pane…"), "panes.list_highlights",
               ("view:highlights",), "Ctrl+J", QT_TRANSLATE_NOOP(
                   "MainWindow", "Every highlight of this pane with its kind, discrepancy and claim; Enter goes to it")),
    # Kind
    ActionSpec("add_kind", QT_TRANSLATE_NOOP("MainWindow", "New Kind…"), "annotating.add_kind", ("kind:new",)),
    # Help
    ActionSpec("help", QT_TRANSLATE_NOOP("MainWindow", "&Keyboard Shortcuts"), "show_help", ("help:help",), "F1"),
    ActionSpec("about", QT_TRANSLATE_NOOP("MainWindow", "&About Parallax"), "show_about", ("help:help",)),
)

UNDO_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec("undo", QT_TRANSLATE_NOOP("MainWindow", "&Undo"), "", ("edit:undo",), "Ctrl+Z"),
    ActionSpec("redo", QT_TRANSLATE_NOOP("MainWindow", "&Redo"), "", ("edit:undo",), ("Ctrl+Shift+Z", "Ctrl+Y")),
)
"""Undo and redo: made by the undo stack (their words name the step), placed like the others."""

TOOLBAR: tuple[str, ...] = ("import", "highlight", "link", "previous", "next", "linked", "undo", "redo")
"""The main toolbar's actions, by key."""
