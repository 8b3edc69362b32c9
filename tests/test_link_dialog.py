"""The link dialog: shown without blocking (never exec() in a test), filled, accepted, read."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from parallax.desktop import link_dialog
from parallax.desktop.link_dialog import LinkDialog, LinkValues, ask_link
from parallax.library.session import ComparisonSession, PendingPassage
from parallax.library.store import Library

pytestmark = pytest.mark.gui

FIRST = "# Wire\n\nThree firefighters were hurt on Tuesday night.\n"
SECOND = "# Trumpet\n\nSeven firefighters were injured in the inferno.\n"


@pytest.fixture
def session(lib: Library) -> ComparisonSession:
    a, _ = lib.add_article(FIRST, title="Three hurt", outlet="Meridian Wire", comparison="Fire")
    b, _ = lib.add_article(SECOND, title="Inferno horror", comparison="Fire")  # no outlet: the title names it
    opened = ComparisonSession(lib)
    opened.open(lib.resolve_comparison("Fire"))
    opened.add_pending_highlight(lib.highlight_quote(a.id, "Three firefighters were hurt").id)
    start = b.reading_text.index("Seven firefighters were injured")  # a selection, not yet a highlight
    opened.add_pending(b.id, start, start + len("Seven firefighters were injured"))
    return opened


@pytest.fixture
def passages(session: ComparisonSession) -> list[PendingPassage]:
    return session.pending()


def make(qtbot: Any, session: ComparisonSession, items: list[PendingPassage],
         last_kind: str | None = None) -> LinkDialog:
    dialog = LinkDialog(session, items, last_kind)
    qtbot.addWidget(dialog)
    return dialog


def test_fill_accept_and_read(qtbot: Any, session: ComparisonSession, passages: list[PendingPassage]) -> None:
    dialog = make(qtbot, session, passages, "count")
    assert dialog.kind_combo().currentData() == "count"
    assert not dialog.ok_enabled()
    dialog.title_edit().setText("  Injured   firefighters ")
    assert dialog.ok_enabled()
    dialog.claim_edit(passages[0]).setText(" three ")
    dialog.claim_edit(passages[1]).setText("seven")
    dialog.note_edit().setPlainText("Later reports say four.")
    dialog.status_combo().setCurrentIndex(dialog.status_combo().findData("explained"))
    with qtbot.waitSignal(dialog.accepted):
        dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.values() == LinkValues(
        kind="count",
        title="Injured firefighters",
        claims={passages[0]: "three", passages[1]: "seven"},
        note="Later reports say four.",
        status="explained",
    )
    values = dialog.values()
    made = session.library.get_discrepancy(session.link_passages(
        values.kind, values.title, [(p, values.claims.get(p, "")) for p in passages], values.note, values.status))
    assert [p.claim for p in made.passages] == ["three", "seven"]


def test_rows_show_source_and_quote(qtbot: Any, session: ComparisonSession,
                                    passages: list[PendingPassage]) -> None:
    from PySide6.QtWidgets import QLabel

    dialog = make(qtbot, session, passages)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Meridian Wire" in texts
    assert "Inferno horror" in texts
    assert "“Three firefighters were hurt”" in texts
    assert "“Seven firefighters were injured”" in texts  # a selection shows its text too
    assert dialog.claim_edit(passages[1]).accessibleName() == "Claim of Inferno horror"


def test_kinds_have_icons_and_unknown_last_kind_falls_back(qtbot: Any, lib: Library, session: ComparisonSession,
                                                           passages: list[PendingPassage]) -> None:
    dialog = make(qtbot, session, passages, "no-such-kind")
    combo = dialog.kind_combo()
    assert combo.currentIndex() == 0
    assert [combo.itemData(i) for i in range(combo.count())] == [k.name for k in lib.list_kinds()]
    assert all(not combo.itemIcon(i).isNull() for i in range(combo.count()))


def test_empty_title_keeps_the_dialog_open(qtbot: Any, session: ComparisonSession,
                                          passages: list[PendingPassage]) -> None:
    dialog = make(qtbot, session, passages)
    dialog.title_edit().setText("   ")
    assert not dialog.ok_enabled()
    with qtbot.assertNotEmitted(dialog.accepted):
        dialog.accept()
        qtbot.keyClick(dialog.title_edit(), Qt.Key.Key_Return)
    dialog.reject()
    assert dialog.result() == QDialog.DialogCode.Rejected


def test_ask_link_returns_values_or_none(qtbot: Any, session: ComparisonSession, passages: list[PendingPassage],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """``ask_link`` with ``exec`` replaced: the real one would block the test."""
    def fake_exec(self: LinkDialog) -> int:
        self.title_edit().setText("Injured")
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(link_dialog.LinkDialog, "exec", fake_exec)
    values = ask_link(None, session, passages, "outcome")
    assert values is not None and (values.kind, values.title) == ("outcome", "Injured")
    monkeypatch.setattr(link_dialog.LinkDialog, "exec", lambda self: int(QDialog.DialogCode.Rejected))
    assert ask_link(None, session, passages, None) is None
