"""Reports of a comparison's discrepancies, for reading, printing, spreadsheets and scripts.

One :class:`~.model.Report` is gathered from the library and handed to the renderer of
the asked format, looked up in :data:`RENDERERS` (one entry per format, as Datasette registers
its output renderers): a self-contained HTML page, Markdown, CSV and JSON. A new format is one
new module and one entry here. The renderers import the model, never this module, so there is
no import cycle.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Literal

from ..errors import InputError
from ..i18n import in_language
from .data import REPORT_FORMAT_VERSION, as_data, render_json
from .html import render_html
from .model import Report, context, gather
from .text import render_csv, render_markdown

if TYPE_CHECKING:
    from ..store import Library

__all__ = [
    "FORMATS",
    "RENDERERS",
    "REPORT_FORMAT_VERSION",
    "Format",
    "Report",
    "as_data",
    "context",
    "gather",
    "render_report",
]

Format = Literal["html", "md", "csv", "json"]
Renderer = Callable[[Report], str]

RENDERERS: Final[dict[Format, Renderer]] = {
    "html": render_html,
    "md": render_markdown,
    "csv": render_csv,
    "json": render_json,
}
FORMATS: Final[tuple[Format, ...]] = tuple(RENDERERS)


def render_report(library: Library, comparison: str, fmt: Format, language: str | None = None) -> str:
    """A report of one comparison (name or id) in ``html``, ``md``, ``csv`` or ``json``.

    The report's own words (headings, kind labels, statuses) are in ``language`` (``en``,
    ``es``...; None: the library's current language); what readers wrote stays as written.
    """
    renderer = RENDERERS.get(fmt)
    if renderer is None:
        raise InputError("report_format_unknown", format=fmt, formats=", ".join(FORMATS))
    with in_language(language):
        return renderer(gather(library, comparison))
