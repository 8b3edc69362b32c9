"""The keyboard shortcuts page, built from the window's actions so it can never go stale."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def shortcuts_html(actions: list[QAction]) -> str:
    rows = []
    for action in actions:
        keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
        if not keys:
            continue
        text = action.text().replace("&", "").rstrip(".…")
        rows.append(f"<tr><td><b>{html.escape(keys)}</b></td><td>{html.escape(text)}</td></tr>")
    title = QCoreApplication.translate("Help", "Keyboard shortcuts")
    intro = QCoreApplication.translate(
        "Help", "Select text with the mouse or with Shift and the arrow keys in a pane. "
        "Selections in several panes gather as pending passages; Ctrl+L links them."
    )
    return (
        f"<h2>{html.escape(title)}</h2><p>{html.escape(intro)}</p>"
        "<p>" + html.escape(
            QCoreApplication.translate(
                "Help",
                "A click on a highlight only reads it. To add an existing highlight to the pending "
                "passages, Ctrl+click it, press Enter with the caret in it, or choose Add to Pending "
                "Passages in its context menu. Esc in the library's search box clears it.",
            )
        ) + "</p>"
        "<table cellpadding='4'>" + "".join(rows) + "</table>"
    )


def show_shortcuts(parent: QWidget, actions: list[QAction]) -> QDialog:
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("Help", "Keyboard shortcuts"))  # Qt adds " — Parallax"
    browser = QTextBrowser(dialog)
    browser.setAccessibleName(QCoreApplication.translate("Help", "Keyboard shortcuts"))
    browser.setOpenLinks(False)
    browser.setHtml(shortcuts_html(actions))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.resize(520, 640)
    dialog.show()
    return dialog
