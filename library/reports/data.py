"""The JSON report (docs/reports.md): plain data for scripts, ids as the library stores them."""

from __future__ import annotations

import json
from typing import Any

from .. import __version__
from .model import Report

REPORT_FORMAT_VERSION = "1.0"


def as_data(report: Report) -> dict[str, Any]:
    c = report.comparison
    return {
        "format": "parallax-report",
        "format_version": REPORT_FORMAT_VERSION,
        "generator": f"Parallax {__version__}",
        "comparison": {"id": c.id, "name": c.name, "note": c.note, "created": c.created, "updated": c.updated},
        "sources": [
            {
                "id": s.id, "title": s.title, "outlet": s.outlet, "author": s.author,
                "published": s.published, "url": s.url, "language": s.language,
            }
            for s in report.sources
        ],
        "discrepancies": [
            {
                "id": d.id, "kind": d.kind, "kind_label": d.kind_label, "title": d.title,
                "status": d.status, "note": d.note, "created": d.created, "updated": d.updated,
                "passages": [
                    {
                        "highlight": p.highlight, "article": p.article, "claim": p.claim,
                        "passage": p.exact, "start": p.start, "end": p.end, "orphan": p.orphan,
                        "context_before": p.before, "context_after": p.after,
                    }
                    for p in d.passages
                ],
                "not_reported": [s.id for s in report.sources if not d.on(s.id)],
            }
            for d in report.discrepancies
        ],
    }


def render_json(report: Report) -> str:
    return json.dumps(as_data(report), ensure_ascii=False, indent=2) + "\n"
