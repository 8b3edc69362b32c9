"""What a bundle import did, shown: added, updated, kept unchanged, and each conflict with why.

The import summary counted a bundle whose every change was older than the library's copy as
"already in the library", although the command line reported the conflicts. The merge report
shows the library's own :class:`~parallax.library.bundles.BundleReport` (``merge`` of the
import result) in full: a table of what was added, updated and kept per kind of thing, then the
conflicts (each says what, and why this library's version was kept), orphaned highlights and
warnings.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .translation import Words


class MergeReport(Words):
    def conflicts(self, conflict_count: int) -> str:
        return self.tr("Conflicts, where this library's version was kept (%n):", "", conflict_count)

    def orphans(self, orphan_count: int) -> str:
        return self.tr("Highlights that could not be placed, orphaned (%n):", "", orphan_count)


_WORDS = MergeReport()

def _entity_names() -> dict[str, str]:
    return {
        "articles": QCoreApplication.translate("MergeReport", "Articles"),
        "comparisons": QCoreApplication.translate("MergeReport", "Comparisons"),
        "highlights": QCoreApplication.translate("MergeReport", "Highlights"),
        "discrepancies": QCoreApplication.translate("MergeReport", "Discrepancies"),
        "kinds": QCoreApplication.translate("MergeReport", "Kinds"),
    }


def merge_report_html(merges: Sequence[tuple[str, dict[str, Any]]]) -> str:
    """The report of one or more bundle merges as HTML."""
    names = _entity_names()
    parts: list[str] = []
    for name, merge in merges:
        parts.append(f"<h3>{html.escape(name)}</h3>")
        if merge.get("title"):
            parts.append(f"<p>{html.escape(str(merge['title']))}</p>")
        parts.append(
            "<table cellpadding='3' border='0'><tr><th></th>"
            + "".join(
                f"<th>{html.escape(heading)}</th>"
                for heading in (
                    QCoreApplication.translate("MergeReport", "added"),
                    QCoreApplication.translate("MergeReport", "updated"),
                    QCoreApplication.translate("MergeReport", "kept (unchanged)"),
                )
            )
            + "</tr>"
        )
        for entity, counts in merge.get("counts", {}).items():
            if not any(counts.values()):
                continue
            parts.append(
                f"<tr><td>{html.escape(names.get(entity, entity))}</td>"
                + "".join(f"<td align='right'>{int(counts.get(k, 0))}</td>" for k in ("added", "updated", "unchanged"))
                + "</tr>"
            )
        parts.append("</table>")
        conflicts = merge.get("conflicts", [])
        conflict_count = len(conflicts)
        if conflicts:
            parts.append(
                "<p><b>"
                + html.escape(_WORDS.conflicts(conflict_count))
                + "</b></p><ul>"
                + "".join(f"<li>{html.escape(str(c))}</li>" for c in conflicts)
                + "</ul>"
            )
        orphans = merge.get("orphans", [])
        orphan_count = len(orphans)
        if orphans:
            parts.append(
                "<p><b>" + html.escape(_WORDS.orphans(orphan_count))
                + "</b></p><ul>" + "".join(f"<li>{html.escape(str(o))}</li>" for o in orphans) + "</ul>"
            )
        warnings = merge.get("warnings", [])
        if warnings:
            parts.append("<ul>" + "".join(f"<li>{html.escape(str(w))}</li>" for w in warnings) + "</ul>")
        if not merge.get("changed") and not conflicts:
            parts.append("<p>" + html.escape(QCoreApplication.translate("MergeReport", "Nothing new: the library already had all of it.")) + "</p>")
    return "".join(parts)


def merge_report_dialog(parent: QWidget, merges: Sequence[tuple[str, dict[str, Any]]]) -> QDialog:
    """A dialog with the merge report (not yet shown)."""
    dialog = QDialog(parent)
    dialog.setObjectName("mergeReport")
    dialog.setWindowTitle(QCoreApplication.translate("MergeReport", "Bundle merge report"))
    browser = QTextBrowser(dialog)
    browser.setObjectName("mergeReportText")
    browser.setOpenLinks(False)
    browser.setHtml(merge_report_html(merges))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(browser)
    layout.addWidget(buttons)
    dialog.resize(560, 420)
    return dialog
