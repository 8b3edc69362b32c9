"""``parallax browse``: a library in the web browser, through Datasette, read-only, on this
computer only.

A class or a team reads a shared library the way researchers read any SQLite data: Datasette
shows each table with what its columns mean, facets discrepancies by kind and status, offers a
"claims by discrepancy" query and full-text search that finds word prefixes. Nothing here
changes the library: Datasette opens it with ``mode=ro``, so what the app writes meanwhile
shows up on the next page load; the server listens on 127.0.0.1 only, never on the network.

Highlights read as text, not ids, without a view in the library: Datasette shows a foreign key
by its target's label column, which the metadata names (an article by its title, a highlight
by its passage).
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any, TextIO

from .errors import InputError, ParallaxError

HOST = "127.0.0.1"
"""The only address ``browse`` serves on: a library is private until its owner shares the file."""
DEFAULT_PORT = 8001
DATABASE = "library"

_SEARCH_QUERY = """
SELECT a.id, a.title, a.outlet, a.published,
       snippet(articles_fts, 2, '[', ']', '…', 12) AS snippet
FROM articles_fts JOIN articles a ON a.rowid = articles_fts.rowid
WHERE articles_fts MATCH '"' || replace(replace(trim(:words), '"', ''), ' ', '"* "') || '"*'
ORDER BY rank
LIMIT 100
"""

_CLAIMS_QUERY = """
SELECT c.name AS comparison, d.kind, d.title AS discrepancy, d.status,
       coalesce(a.outlet, a.title) AS source, h.exact AS passage, p.claim, d.note
FROM discrepancies d
JOIN comparisons c ON c.id = d.comparison
JOIN discrepancy_passages p ON p.discrepancy = d.id
JOIN highlights h ON h.id = p.highlight
JOIN articles a ON a.id = h.article
ORDER BY c.name COLLATE NOCASE, d.created, p.position
"""

_HIGHLIGHTS_QUERY = """
SELECT a.title AS article, a.outlet, h.exact AS passage, h.label, h.note,
       CASE WHEN h.orphan THEN 'orphaned' ELSE '' END AS state, h.start, h."end", h.created
FROM highlights h JOIN articles a ON a.id = h.article
ORDER BY a.title COLLATE NOCASE, h.start
"""

_TIMES = "ISO 8601 time in UTC"


def metadata(title: str = "Parallax library") -> dict[str, Any]:
    """Datasette metadata for a library: what every table and column holds, facets, queries."""
    return {
        "title": title,
        "description": "A Parallax library, read-only: articles compared side by side, highlighted "
        "passages and the discrepancies linking them. See docs/library-file.md.",
        "databases": {
            DATABASE: {
                "tables": {
                    "articles": {
                        "description": "Imported articles. The text never changes after import; every "
                        "highlight anchors to reading_text.",
                        "label_column": "title",
                        "searchmode": "raw",
                        "sort_desc": "imported_at",
                        "columns": {
                            "id": "sha256 of the Markdown body: the same text is the same article",
                            "title": "Headline",
                            "outlet": "Who published it",
                            "author": "Who wrote it",
                            "published": "When it was published, as the source says",
                            "url": "Where it was found",
                            "language": "Language tag (BCP 47)",
                            "source_format": "The format it was imported from (html, pdf, text...)",
                            "imported_at": _TIMES,
                            "markdown": "The body as Markdown",
                            "reading_text": "The text as read in the app, one line per paragraph; highlight positions count its code points",
                            "text_model": "Version of the rules that derive reading_text",
                            "blocks": "Cached block structure of the body (for the app)",
                        },
                        "facets": ["outlet", "source_format", "language"],
                    },
                    "comparisons": {
                        "description": "Sets of articles about one event, read side by side.",
                        "label_column": "name",
                        "columns": {"id": "UUID", "name": "Name, unique in the library", "note": "Free text",
                                    "created": _TIMES, "updated": _TIMES},
                    },
                    "comparison_articles": {
                        "description": "Which articles each comparison holds, in pane order.",
                        "columns": {"comparison": "The comparison", "article": "The article",
                                    "position": "Pane order, from 0"},
                    },
                    "highlights": {
                        "description": "Highlighted passages. The article column shows the article's "
                        "title; exact is the passage itself.",
                        "label_column": "exact",
                        "facets": ["label", "orphan"],
                        "columns": {
                            "id": "UUID",
                            "article": "The article it is on (shown by title)",
                            "start": "First code point of the passage in the article's reading_text",
                            "end": "Code point after the passage (end exclusive)",
                            "exact": "The passage as highlighted",
                            "prefix": "Up to 32 characters before it (to find it again)",
                            "suffix": "Up to 32 characters after it",
                            "label": "A short label",
                            "note": "Free text",
                            "orphan": "1 when the passage could no longer be found",
                            "created": _TIMES,
                            "updated": _TIMES,
                        },
                    },
                    "discrepancies": {
                        "description": "Passages of different sources linked because they disagree (or agree) "
                        "about one fact.",
                        "label_column": "title",
                        "facets": ["kind", "status"],
                        "columns": {
                            "id": "UUID",
                            "comparison": "The comparison it belongs to",
                            "kind": "count, outcome, attribution, timeline, location, wording, quote, omission, agreement or other",
                            "title": "What the sources disagree about",
                            "note": "Free text",
                            "status": "open, explained or resolved",
                            "created": _TIMES,
                            "updated": _TIMES,
                        },
                    },
                    "discrepancy_passages": {
                        "description": "The passages of each discrepancy and what each source claims.",
                        "columns": {
                            "discrepancy": "The discrepancy (shown by title)",
                            "highlight": "The passage (shown as its text)",
                            "claim": "What this source states, e.g. 5 or killed",
                            "position": "Order within the discrepancy",
                        },
                    },
                    "kinds": {
                        "description": "Kinds of discrepancy; users may add their own.",
                        "label_column": "label",
                        "columns": {"name": "Key used in discrepancies.kind", "label": "Name shown",
                                    "description": "What the kind means", "position": "Order in lists"},
                    },
                    "exercises": {
                        "description": "Comparisons that are classroom exercises, or the keys they were made "
                        "from (docs/teaching.md).",
                        "facets": ["role"],
                        "columns": {
                            "comparison": "The comparison",
                            "role": "exercise (a student's copy) or key (the teacher's comparison)",
                            "instructions": "What the students are asked to do",
                            "hints": "JSON list of the kinds given as hints",
                            "find": "How many discrepancies the students are asked to find",
                            "student": "The student's name, once given",
                            "updated": _TIMES,
                        },
                    },
                    "key_weights": {
                        "description": "How much finding a key item counts, when the teacher set it (else 1).",
                        "columns": {
                            "comparison": "The key comparison",
                            "discrepancy": "The key item (a discrepancy of the comparison)",
                            "weight": "Its weight: more than 0, at most 100",
                            "updated": _TIMES,
                        },
                    },
                    "find_comments": {
                        "description": "The teacher's comment on a student's find, printed on the student's feedback.",
                        "columns": {
                            "comparison": "The key comparison",
                            "student": "The student's name as handed in, lower-cased",
                            "find": "The id of the student's discrepancy",
                            "comment": "The comment",
                            "updated": _TIMES,
                        },
                    },
                    "dismissed_suggestions": {
                        "description": "Suggested discrepancies a reader dismissed, so they are not suggested again.",
                        "columns": {
                            "comparison": "The comparison they were suggested for",
                            "suggestion": "The suggestion's id",
                            "kind": "Its kind",
                            "title": "Its title",
                            "created": _TIMES,
                        },
                    },
                    "discrepancy_claims": {
                        "description": "One row per passage of every discrepancy, readable: comparison, kind, "
                        "title, source, passage and claim.",
                        "facets": ["kind", "status", "comparison"],
                        "columns": {
                            "discrepancy": "The discrepancy's id",
                            "comparison": "The comparison's name",
                            "kind": "The discrepancy's kind (count, outcome, attribution...)",
                            "title": "The discrepancy's title",
                            "status": "open, explained or resolved",
                            "note": "The discrepancy's note",
                            "article_title": "Title of the passage's article",
                            "outlet": "Outlet of the passage's article",
                            "passage": "The passage",
                            "claim": "What this source states",
                        },
                    },
                    **{
                        name: {"hidden": True}
                        for name in ("articles_fts", "articles_fts_data", "articles_fts_idx",
                                     "articles_fts_docsize", "articles_fts_config")
                    },
                },
                "queries": {
                    "claims_by_discrepancy": {
                        "title": "Claims by discrepancy",
                        "description": "Each discrepancy with every source's passage and claim.",
                        "sql": _CLAIMS_QUERY.strip(),
                    },
                    "highlights_readable": {
                        "title": "Highlights, readable",
                        "description": "Every highlight with its article's title and outlet.",
                        "sql": _HIGHLIGHTS_QUERY.strip(),
                    },
                    "search": {
                        "title": "Search articles",
                        "description": "Full-text search over titles, outlets and texts; each word also "
                        "finds longer words it starts (rev finds Reverol).",
                        "sql": _SEARCH_QUERY.strip(),
                    },
                },
            }
        },
    }


def datasette_for(path: Path) -> Any:
    """A Datasette serving the library at ``path`` read-only (``mode=ro``), with its metadata.

    Raises :class:`ParallaxError` when Datasette is not installed.
    """
    try:
        from datasette.app import Datasette
    except ImportError:
        raise ParallaxError("browse_no_datasette", package="'parallax-reader[browse]'") from None
    from datasette.database import Database

    ds = Datasette(
        metadata=metadata(f"Parallax library: {path.name}"),
        settings={"sql_time_limit_ms": 5000, "default_page_size": 50},
    )
    ds.add_database(Database(ds, path=str(path), is_mutable=True), name=DATABASE)
    return ds


def free_port() -> int:
    """A port nobody listens on at 127.0.0.1 (for ``--port 0``)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def serve(path: Path, port: int, out: TextIO) -> None:
    """Serve the library until interrupted (Ctrl+C)."""
    if not 0 <= port <= 65535:
        raise InputError("browse_bad_port", port=port)
    ds = datasette_for(path)
    import asyncio

    import uvicorn

    asyncio.run(ds.invoke_startup())
    chosen = port or free_port()
    from .i18n import _

    out.write(_("serving {path} read-only at {address} (Ctrl+C to stop)").format(
        path=path, address=f"http://{HOST}:{chosen}/{DATABASE}") + "\n")
    out.flush()
    uvicorn.run(ds.app(), host=HOST, port=chosen, log_level="warning", lifespan="on", workers=1)
