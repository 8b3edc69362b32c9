"""Articles dragged from the library to the workspace: one MIME type, packed and read here.

Apart from the sidebar's modules so the workspace, which takes the drops, need not load the
sidebar's models and views to know the format (it is built after the window's first paint).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData

ARTICLE_MIME = "application/x-parallax-article-ids"


def article_mime(ids: Iterable[str]) -> QMimeData:
    """Article ids dragged from the library (once each, in order) as the workspace takes them."""
    from PySide6.QtCore import QMimeData

    data = QMimeData()
    data.setData(ARTICLE_MIME, "\n".join(dict.fromkeys(ids)).encode("utf-8"))
    return data


def dragged_articles(data: QMimeData) -> list[str] | None:
    """The article ids in a drop, or None when it carries none of the library's articles."""
    if not data.hasFormat(ARTICLE_MIME):
        return None
    raw = bytes(data.data(ARTICLE_MIME).data()).decode("utf-8")
    return [line for line in raw.splitlines() if line]
