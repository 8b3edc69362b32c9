"""Annotating from the window: highlight, link, delete a highlight, the kinds, the pane's menu.

:class:`Annotating` owns the window's annotation commands (their specs are in
:mod:`.window_actions`, run as ``annotating.<method>``) and says the result of each in the status
bar, which a screen reader announces. It works on the session and the workspace through the
panel context; errors are the action guard's (:meth:`.panels.PanelContext.run`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPoint
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu

from parallax.library.i18n import kind_text

from .accessibility import fill
from .actions import QT_TRANSLATE_NOOP, ActionSpec, ActionTable
from .crash import dialogs_allowed
from .plain import literal

if TYPE_CHECKING:
    from .article_pane import ArticlePane
    from .panels import PanelContext
    from .workspace import Workspace

__all__ = ["Annotating"]


class Annotating(QObject):
    """The window's annotation commands, the kind actions and the pane's context menu.

    Args:
        context: the window's panel context.
        workspace: the panes (their selections, the pane under the caret).
        actions: the window's actions (the kinds are added there; the pane menu shows some).
    """

    def __init__(self, context: PanelContext, workspace: Workspace, actions: ActionTable) -> None:
        super().__init__(context.parent)
        self.context = context
        self.session = context.session
        self.workspace = workspace
        self.actions = actions
        self.kind_group = QActionGroup(self)
        self.kind_group.setExclusive(True)
        kinds = [ActionSpec("kind:", QT_TRANSLATE_NOOP("Annotating", "Plain highlight (no kind)"), "set_kind",
                            ("kind:kinds",), "Alt+`", args=(None,), context="Annotating")]
        for number, kind in enumerate(self.session.kinds()[:10], start=1):
            text = kind_text(kind.name, kind.label, kind.description)
            kinds.append(ActionSpec(f"kind:{kind.name}", text.label, "set_kind", ("kind:kinds",), f"Alt+{number % 10}",
                                    text.description, args=(kind.name,), context=""))
        for action in actions.add(kinds, lambda: self):
            action.setCheckable(True)  # its swatch comes after the first paint (QIcon costs the start)
            self.kind_group.addAction(action)
        self._sync_kind_actions()
        self.session.events.kind_changed.connect(lambda _kind: self._sync_kind_actions())
        workspace.contextMenuRequested.connect(
            lambda pane, point, hid: context.run(self.pane_menu, pane, point, hid)
        )
        workspace.tray.linkRequested.connect(lambda: context.run(self.link_pending))
        workspace.tray.orphanChosen.connect(lambda hid: context.run(self.review_orphan, hid))

    def paint_swatches(self) -> None:
        """Give each kind action its swatch (after the window's first paint)."""
        from .palette import kind_icon

        for action in self.kind_group.actions():
            kind = action.objectName().partition(":")[2]
            if kind:
                action.setIcon(kind_icon(kind))

    # -- kinds -----------------------------------------------------------------------------------
    def set_kind(self, kind: str | None) -> None:
        self.session.set_kind(kind)
        shown = kind_text(kind).label if kind else self.tr("none")
        self.context.report(fill(self.tr("Highlights now get the kind: %1"), shown), 3000)

    def _sync_kind_actions(self) -> None:
        key = f"kind:{self.session.current_kind or ''}"
        for action in self.kind_group.actions():
            action.setChecked(action.objectName() == key)

    def add_kind(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getText(self.context.parent, self.tr("New kind"),
                                        self.tr("Name of the new kind of discrepancy:"))
        if ok and name.strip():
            kind = self.context.library.add_kind(name)
            self.context.report(fill(self.tr("Added the kind “%1”"), kind.label), 4000)

    # -- highlights and links ----------------------------------------------------------------------
    def highlight_selection(self) -> None:
        from .speech import highlight_made

        stack = self.context.stack
        before = stack.index()
        made = self.workspace.highlight_selection()
        if made is not None and stack.index() != before:  # not one that was there already
            self.context.report(highlight_made(self.session, made), 5000)

    def link_pending(self) -> None:
        """Ask how to link the pending passages, then let the session make the link: highlights
        and the discrepancy as one undo step (nothing is written if the reader cancels)."""
        from . import link_dialog

        session, settings = self.session, self.context.settings
        items = session.pending()
        if not items:
            self.context.report(self.tr("Select passages in two or more panes first"), 5000)
            return
        values = link_dialog.ask_link(self.context.parent, session, items, settings.get("annotate/last_link_kind"))
        if values is None:
            return
        made = session.link_passages(values.kind, values.title, [(p, values.claims.get(p, "")) for p in items],
                                     values.note, values.status)
        settings.set("annotate/last_link_kind", values.kind)
        self.say_discrepancy(self.tr("Discrepancy made: %1"), made)

    def say_discrepancy(self, template: str, discrepancy_id: str | None) -> None:
        """Show (and so announce) a discrepancy with every source's claim."""
        from .speech import discrepancy_phrase

        found = self.session.discrepancy(discrepancy_id) if discrepancy_id else None
        if found is not None:
            self.context.report(fill(template, discrepancy_phrase(self.session, found)), 8000)

    def say_undone(self, *, undone: bool) -> None:
        stack = self.context.stack
        index = stack.index() if undone else stack.index() - 1
        command = stack.command(index) if 0 <= index < stack.count() else None
        if command is not None:
            template = self.tr("Undone: %1") if undone else self.tr("Redone: %1")
            self.context.report(fill(template, command.text()), 5000)

    def delete_highlight_at_cursor(self) -> None:
        pane = self.workspace.current_pane()
        selected = pane.selected_range() if pane is not None else None
        if pane is None or selected is None:
            self.context.report(self.tr("Put the cursor in a highlight (select part of it) first"), 5000)
            return
        hits = [h for h in self.session.highlights(pane.article_id)
                if h.start < selected[1] and selected[0] < h.end and not h.orphan]
        if not hits:
            self.context.report(self.tr("No highlight there"), 5000)
            return
        self.delete_highlight(hits[0].id)

    def delete_highlight(self, highlight_id: str) -> None:
        self.session.delete_highlight(highlight_id)
        self.context.report(self.tr("Highlight deleted; Ctrl+Z brings it back"), 5000)

    def review_orphan(self, highlight_id: str) -> None:
        """An orphan is kept so nothing is lost; the reader may delete it once reviewed."""
        from PySide6.QtWidgets import QMessageBox

        highlight = self.context.library.get_highlight(highlight_id)
        if not dialogs_allowed():
            return
        answer = QMessageBox.question(
            self.context.parent, self.tr("Orphaned highlight"),
            literal(fill(self.tr("This passage could not be found in the article any more:\n\n“%1”\n\n"
                                 "Parallax keeps it rather than guess where it moved. Delete it?"), highlight.exact)),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_highlight(highlight_id)

    # -- the pane's context menu -------------------------------------------------------------------
    def pane_menu(self, pane: ArticlePane, point: QPoint, highlight_id: str | None) -> None:
        run, actions = self.context.run, self.actions
        menu = QMenu(self.context.parent)
        menu.addAction(actions["highlight"])
        menu.addAction(actions["link"])
        if highlight_id is not None:
            for d in self.context.library.discrepancies_of_highlight(highlight_id):
                action = menu.addAction(fill(self.tr("Go to “%1”"), d.title))
                action.triggered.connect(lambda _=False, i=d.id: run(self.session.focus, i))
            pend = menu.addAction(self.tr("Add to Pending Passages"))
            pend.triggered.connect(lambda: run(self.session.add_pending_highlight, highlight_id))
            delete = menu.addAction(self.tr("Delete This Highlight"))
            delete.triggered.connect(lambda: run(self.delete_highlight, highlight_id))
        menu.addSeparator()
        menu.addAction(actions["find"])
        details = menu.addAction(self.tr("Edit Article Details…"))
        details.triggered.connect(lambda: run(_edit_details, self.context, pane.article_id))
        remove = menu.addAction(self.tr("Delete Article from Library…"))
        remove.triggered.connect(lambda: run(_delete_articles, self.context, [pane.article_id]))
        menu.exec(point)
        menu.deleteLater()


def _delete_articles(context: PanelContext, article_ids: list[str]) -> None:
    from .article_deletion import delete_articles

    delete_articles(context, article_ids)


def _edit_details(context: PanelContext, article_id: str) -> None:
    from .article_details import edit_article_details

    edit_article_details(context.parent, context.library, article_id)
