"""The Suggestions dock: discrepancies the engine proposes for the open comparison.

One card per slot ("officers wounded"), under it each source's value and passage. Choosing a
card marks its passages in the session ("suggested" marks, drawn dashed, unlike highlights) and
the panes scroll to them;
Enter accepts it (highlights and a discrepancy, one undoable step), Delete dismisses it (one
undoable step too). Under the list, the evidence of the chosen source: the sentence the value
was read in, the words that gave it, and who says it. The
engine runs on a worker of the global thread pool, so the panes never freeze; a result that
arrives after a newer request is dropped. Built on the session and the Qt-free
:class:`~parallax.library.suggest.session_model.SuggestionsModel`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from parallax.library.errors import ParallaxError
from parallax.library.i18n import decimal
from parallax.library.marks import SUGGESTED
from parallax.library.session import ComparisonSession, short
from parallax.library.suggest.engine import SuggestedPassage, Suggestion, SuggestResult
from parallax.library.suggest.session_model import Request, SuggestionsModel, run

from .accessibility import announce, fill
from .bridge import follow
from .panels import PanelContext
from .plain import literal

__all__ = ["SuggestionsPanel", "build_panel"]

SuggestionRole = int(Qt.ItemDataRole.UserRole) + 1
"""The card's suggestion id (on the card and on each of its source rows)."""
EvidenceRole = int(Qt.ItemDataRole.UserRole) + 2
"""A source row's evidence, as plain text."""


class _Delivery(QObject):
    """Carries a worker's result back to the GUI thread (a queued signal)."""

    done = Signal(object, object)


class _Job(QRunnable):
    def __init__(self, request: Request, delivery: _Delivery) -> None:
        super().__init__()
        self._request = request
        self._delivery = delivery

    def run(self) -> None:
        try:
            result = run(self._request)
        except Exception as exc:
            result = SuggestResult([], [f"suggestions failed: {exc}"])
        self._delivery.done.emit(self._request, result)


class SuggestionsPanel(QWidget):
    """Cards of suggested discrepancies with a kind filter, Refresh, Accept and Dismiss."""

    def __init__(self, session: ComparisonSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.model = SuggestionsModel(session)
        self.pool = QThreadPool.globalInstance()
        self._delivery = _Delivery(self)
        self._delivery.done.connect(self._received, Qt.ConnectionType.QueuedConnection)
        self.kind_filter = QComboBox(self)
        self.kind_filter.setToolTip(self.tr("Show suggestions of one kind only"))
        self.refresh_button = QPushButton(self.tr("&Refresh"), self)
        self.refresh_button.setToolTip(self.tr("Read the comparison again and suggest anew"))
        self.refresh_button.clicked.connect(self.refresh)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.kind_filter, 1)
        top.addWidget(self.refresh_button)
        self.tree = QTreeWidget(self)
        self.tree.setAccessibleName(self.tr("Suggested discrepancies"))
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.tree.installEventFilter(self)
        self.evidence = QLabel(self)
        self.evidence.setTextFormat(Qt.TextFormat.PlainText)  # words from the articles stay words
        self.evidence.setWordWrap(True)
        self.evidence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.evidence.setAccessibleName(self.tr("Evidence"))
        self.status = QLabel(self)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # may name a file, a title or an error
        self.status.setWordWrap(True)
        self.accept_button = QPushButton(self.tr("&Accept"), self)
        self.accept_button.setToolTip(self.tr("Make the chosen suggestion a discrepancy (Enter)"))
        self.accept_button.clicked.connect(self.accept_current)
        self.dismiss_button = QPushButton(self.tr("D&ismiss"), self)
        self.dismiss_button.setToolTip(self.tr("Do not suggest this again in this comparison (Delete)"))
        self.dismiss_button.clicked.connect(self.dismiss_current)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.accept_button)
        bottom.addWidget(self.dismiss_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.evidence)
        layout.addWidget(self.status)
        layout.addLayout(bottom)
        self.setFocusProxy(self.tree)
        self._fill_kinds()
        self.kind_filter.currentIndexChanged.connect(self._kind_chosen)
        follow(self, self.model.changed, self._rebuild)
        follow(self, session.events.comparison_changed, self.refresh)
        follow(self, session.events.articles_changed, self.refresh)
        follow(self, session.events.kinds_changed, self._fill_kinds)
        follow(self, session.events.discrepancies_changed, self.model.refilter)
        follow(self, session.events.dismissals_changed, self.model.refilter)
        self.refresh()

    # -- running the engine ------------------------------------------------------------------
    def refresh(self) -> None:
        """Suggest anew for the open comparison, on a worker thread."""
        request = self.model.request()
        self._show_status()
        self.pool.start(_Job(request, self._delivery))

    def _received(self, request: object, result: object) -> None:
        if self._session.detached:  # the window closed while the engine ran
            return
        if isinstance(request, Request) and isinstance(result, SuggestResult):
            self.model.receive(request, result)
            self._show_status()
            announce(self, self.status.text())  # "12 suggestions": the reading is done

    def _show_status(self) -> None:
        if self.model.busy:
            self.status.setText(self.tr("Reading the articles…"))
        elif self._session.comparison_id is None or len(self._session.article_ids()) < 2:
            self.status.setText(self.tr("Open two or more articles to get suggestions."))
        else:
            count = len(self.model.shown())
            text = self.tr("%n suggestion(s)", "", count)
            if self.model.notes:
                text += "\n" + "\n".join(self.model.notes)
            self.status.setText(text)

    # -- the cards ---------------------------------------------------------------------------
    def _fill_kinds(self) -> None:
        current = self.kind_filter.currentData()
        self.kind_filter.blockSignals(True)
        self.kind_filter.clear()
        self.kind_filter.addItem(self.tr("All kinds"), None)
        for kind in self._session.kinds():
            self.kind_filter.addItem(self._session.kind_label(kind.name), kind.name)
        index = self.kind_filter.findData(current)
        self.kind_filter.setCurrentIndex(max(index, 0))
        self.kind_filter.blockSignals(False)

    def _kind_chosen(self, _index: int) -> None:
        kind = self.kind_filter.currentData()
        if self.model.set_kind(str(kind) if kind else None):
            self.refresh()  # wording cards are made only when asked for

    def _rebuild(self) -> None:
        current = self.current_id()
        self.tree.blockSignals(True)
        self.tree.clear()
        chosen: QTreeWidgetItem | None = None
        for suggestion in self.model.shown():
            card = self._card(suggestion)
            self.tree.addTopLevelItem(card)
            card.setExpanded(True)
            if suggestion.id == current:
                chosen = card
        self.tree.blockSignals(False)
        if chosen is not None:
            self.tree.setCurrentItem(chosen)
        else:
            self._show_marks(None, scroll=False)
        self._show_status()

    def _card(self, suggestion: Suggestion) -> QTreeWidgetItem:
        card = QTreeWidgetItem()
        label = self._session.kind_label(suggestion.kind)
        values = " / ".join(p.value for p in suggestion.passages)
        card.setText(0, fill(self.tr("[%1] %2: %3"), label, suggestion.title, short(values, 60)))
        card.setData(0, SuggestionRole, suggestion.id)
        card.setToolTip(0, self.tr("Score %1").replace("%1", decimal(suggestion.score, 2)))
        font = card.font(0)
        font.setBold(True)
        card.setFont(0, font)
        for p in suggestion.passages:
            row = QTreeWidgetItem(card)
            row.setText(
                0,
                fill(self.tr("%1: %2 \u2014 \u201c%3\u201d"), self._session.source_name(p.article), p.value, short(p.exact, 80)),
            )
            row.setData(0, SuggestionRole, suggestion.id)
            row.setData(0, EvidenceRole, self._evidence_text(p))
            row.setToolTip(0, literal(self._evidence_text(p)))
        return card

    def _evidence_text(self, passage: SuggestedPassage) -> str:
        lines = [self.tr("Said in: “%1”").replace("%1", short(passage.sentence or passage.exact, 400))]
        if passage.cue:
            lines.append(self.tr("Read from: %1").replace("%1", passage.cue))
        lines.append(self.tr("Who says it: %1").replace("%1", passage.source) if passage.source
                     else self.tr("Who says it: the outlet itself"))
        return "\n".join(lines)

    def current_id(self) -> str | None:
        item = self.tree.currentItem()
        value = item.data(0, SuggestionRole) if item is not None else None
        return str(value) if value else None

    def _current_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        value = current.data(0, SuggestionRole) if current is not None else None
        self._show_marks(self.model.get(str(value)) if value else None, scroll=True)
        evidence = current.data(0, EvidenceRole) if current is not None else None
        first = current.child(0) if current is not None and current.childCount() else None
        if evidence is None and first is not None:
            evidence = first.data(0, EvidenceRole)
        self.evidence.setText(str(evidence) if evidence else "")

    def _show_marks(self, suggestion: Suggestion | None, *, scroll: bool) -> None:
        spans: dict[str, list[tuple[int, int]]] = {}
        for p in suggestion.passages if suggestion is not None else ():
            spans.setdefault(p.article, []).append((p.start, p.end))
        self._session.marks.set(SUGGESTED, spans, reveal=scroll and suggestion is not None)

    # -- acting --------------------------------------------------------------------------------
    def accept_current(self) -> None:
        sid = self.current_id()
        if sid is None:
            return
        row = self._row()
        try:
            self.model.accept(sid)
        except ParallaxError as exc:
            self.status.setText(str(exc))
            announce(self, str(exc), assertive=True)
            return
        self._choose_row(row)
        announce(self, self.tr("Accepted: highlights and a discrepancy made; Ctrl+Z undoes it"))

    def dismiss_current(self) -> None:
        sid = self.current_id()
        if sid is None:
            return
        row = self._row()
        self.model.dismiss(sid)
        self._choose_row(row)
        announce(self, self.tr("Dismissed: not suggested again in this comparison"))

    def _row(self) -> int:
        top = self._top(self.tree.currentItem())
        return self.tree.indexOfTopLevelItem(top) if top is not None else 0

    def _choose_row(self, row: int) -> None:
        """Choose the card now at ``row`` (the one after the card that left), or the last."""
        count = self.tree.topLevelItemCount()
        following = self.tree.topLevelItem(min(max(row, 0), count - 1)) if count else None
        if following is not None:
            self.tree.setCurrentItem(following)

    @staticmethod
    def _top(item: QTreeWidgetItem | None) -> QTreeWidgetItem | None:
        while item is not None and item.parent() is not None:
            item = item.parent()
        return item

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.tree and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.accept_current()
                return True
            if event.key() == Qt.Key.Key_Delete:
                self.dismiss_current()
                return True
        return super().eventFilter(watched, event)


def build_panel(context: PanelContext, parent: QWidget) -> SuggestionsPanel:
    """The Suggestions panel of the open comparison (see :data:`.panels.PANELS`)."""
    return SuggestionsPanel(context.session, parent)
