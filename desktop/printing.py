"""Printing the library's HTML (reports, worksheets, feedback) on paper or to PDF, offscreen.

The library writes HTML for browsers; Qt's rich text prints it without a browser, but knows no
CSS underline styles. The HTML marks each kind-coloured run with an anchor named
``pk-<pattern>[-over]-<colour>`` (:func:`parallax.library.kind_palette.pattern_anchor`); here the
run that starts at such an anchor gets that underline style and colour (and the line over), so
printed kinds keep the app's lines as well as its colour. No window is needed: ``parallax report --format pdf`` and
``parallax sheet --format pdf`` reach :func:`write_pdf` through the entry point (``desktop/entry.py``)
without showing one.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import (
    QColor,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)

__all__ = ["html_document", "write_pdf"]

Underline = QTextCharFormat.UnderlineStyle
_STYLES = {
    "solid": Underline.SingleUnderline,
    "dashed": Underline.DashUnderline,
    "dotted": Underline.DotLine,
    "dash-dot": Underline.DashDotLine,
    "dash-dot-dot": Underline.DashDotDotLine,
    "wavy": Underline.WaveUnderline,
}
_ANCHOR = re.compile(r"pk-([a-z-]+?)(-over)?-([0-9a-f]{6})\Z")


def _pattern(names: list[str]) -> tuple[Underline, QColor, bool] | None:
    for name in names:
        match = _ANCHOR.match(name)
        if match and match.group(1) in _STYLES:
            return _STYLES[match.group(1)], QColor("#" + match.group(3)), bool(match.group(2))
    return None


def apply_patterns(document: QTextDocument) -> int:
    """Underline each run that starts at a ``pk-`` anchor in its kind's pattern; returns how many.

    A run is the anchored fragment and the fragments after it in the same paragraph with the
    same colours (Qt puts the anchor's name on its first character only).
    """
    runs: list[list[Any]] = []  # [start, end, (style, colour, lined over), colours of the run]
    block = document.begin()
    while block.isValid():
        it = block.begin()
        current: list[Any] | None = None
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            found = _pattern(fmt.anchorNames()) if fmt.isAnchor() else None
            colours = (fmt.foreground().color().rgba(), fmt.background().color().rgba(), fmt.background().style())
            end = fragment.position() + fragment.length()
            if found is not None:
                current = [fragment.position(), end, found, colours]
                runs.append(current)
            elif current is not None and colours == current[3]:
                current[1] = end
            else:
                current = None
            it += 1
        block = block.next()
    cursor = QTextCursor(document)
    for start, end, (style, colour, over), _ in runs:
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        fmt = QTextCharFormat()
        fmt.setUnderlineStyle(style)
        fmt.setUnderlineColor(colour)
        fmt.setFontOverline(over)
        cursor.mergeCharFormat(fmt)
    return len(runs)


def html_document(html: str) -> QTextDocument:
    """The HTML as a printable document (no resource is ever loaded), kind patterns drawn."""
    document = QTextDocument()
    document.setHtml(html)
    apply_patterns(document)
    return document


def _layout() -> QPageLayout:
    return QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                       QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)


def write_pdf(html: str, path: Path, library_path: str | None = None) -> None:
    """Print ``html`` to an A4 PDF at ``path`` (written to a temporary file of its own beside it,
    then renamed into place). The library and its files are refused as outputs."""
    import os

    from PySide6.QtWidgets import QApplication

    from parallax.library.outputs import create_part, safe_output

    app = QApplication.instance()
    if app is None:  # the command line: an offscreen application that never shows a window
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    target = safe_output(path, library_path)
    fd, part = create_part(target)
    os.close(fd)
    try:
        writer = QPdfWriter(str(part))
        writer.setPageLayout(_layout())
        writer.setResolution(300)
        writer.setCreator("Parallax")
        document = html_document(html)
        document.print_(writer)
        del writer
        if not part.is_file() or part.stat().st_size == 0:
            raise OSError(f"cannot write {target}")
        safe_output(target, library_path)
        part.replace(target)
    except BaseException:
        part.unlink(missing_ok=True)
        raise

