"""``parallax browse``: a library in the web browser, through Datasette, read-only, on this
computer only.

A class or a team reads a shared library the way researchers read any SQLite data: Datasette
shows each table with what its columns mean, facets discrepancies by kind and status, offers a
"claims by discrepancy" query and full-text search that finds word prefixes. Nothing here
changes the library: it is opened with ``mode=ro``, ``query_only`` and an authorizer that allows
reading and nothing else, so what the app writes meanwhile shows up on the next page load; the
server listens on 127.0.0.1 only, never on the network.

On a shared machine any web page the reader visits can send requests to 127.0.0.1, so the
server holds itself to more than that (issue 25):

* **Only its own address**: a request whose ``Host`` is not ``127.0.0.1:PORT`` (DNS
  rebinding: an attacker's name pointed at 127.0.0.1), whose ``Origin`` is another site's, or
  that a browser marks as sent from another site (``Sec-Fetch-Site``, an ``<img>`` on any page),
  is refused with 403 before Datasette sees it; only GET and HEAD are served.
* **No SQL of the visitor's own**: the table pages (with their filters, sorting and search),
  the facets the metadata names and the canned queries below, nothing else. Arbitrary SQL
  cannot be held to a bound: SQLite computes a whole result row before Python sees any of it,
  and one row may hold 2,000 values of up to a gigabyte each (``select zeroblob(…)``, 8 GB in
  the issue); Python's ``sqlite3`` offers no memory limit to stop that. Every value a page
  shows is then one the library holds, and each query stops after
  :data:`RESPONSE_BUDGET` bytes of rows (and :data:`TIME_LIMIT_MS`), with an error saying so.
* **The path passed safely**: the library is opened by a ``file:`` URI with its path
  percent-encoded, so ``#``, ``?`` or ``%`` in a file name cannot open another file; pages show
  the file's name, never its folder.
* **It stops**: SIGTERM (or Ctrl+C) ends it; requests are bounded, so none holds it up.

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
                            "blocks": "Cached block structure of the body (for the app), JSON compressed with zlib",
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
                                     "articles_fts_docsize", "articles_fts_config",
                                     "imported_files")  # a cache of the importer's (docs/library-file.md)
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


RESPONSE_BUDGET = 32 * 1024 * 1024
"""Bytes of row values one query may return; past it the query stops with an error."""
TIME_LIMIT_MS = 3000
MAX_ROWS = 200
"""Rows a page may ask for (``_size=max``)."""
MAX_REQUESTS = 8
"""Requests served at once; more get 503."""

SETTINGS = {
    "sql_time_limit_ms": TIME_LIMIT_MS,
    "facet_time_limit_ms": 500,
    "default_page_size": 50,
    "max_returned_rows": MAX_ROWS,
    "default_allow_sql": False,
    "allow_facet": False,
    "suggest_facets": False,
    "allow_download": False,
    "allow_csv_stream": False,
    "num_sql_threads": 2,
}
"""Datasette's settings for a library: no visitor's SQL, no facet or stream past the bounds."""

_PRAGMAS = frozenset({"table_info", "table_xinfo", "index_list", "index_info", "index_xinfo",
                      "foreign_key_list", "schema_version", "data_version"})
"""The pragmas Datasette reads a schema with; ``database_list`` (the file's full path) is not one."""


def _sqlite() -> Any:
    """The ``sqlite3`` module Datasette uses (it may be ``pysqlite3``): its errors are the ones
    Datasette catches."""
    from datasette.utils.sqlite import sqlite3

    return sqlite3


def _authorize(action: int, arg1: str | None, arg2: str | None, _db: str | None, _trigger: str | None) -> int:
    """Reading, and nothing else, whatever SQL reaches the connection."""
    sqlite = _sqlite()
    if action in (sqlite.SQLITE_SELECT, sqlite.SQLITE_READ, sqlite.SQLITE_FUNCTION):
        return int(sqlite.SQLITE_OK)
    if action == sqlite.SQLITE_PRAGMA and (arg1 or "").lower() in _PRAGMAS:
        return int(sqlite.SQLITE_OK)
    if action == sqlite.SQLITE_UPDATE and arg1 == "sqlite_master":
        # asked while SQLite reads a schema (an FTS5 table's, a pragma's); the file is opened
        # read-only and query_only, so nothing can be written whatever the answer
        return int(sqlite.SQLITE_OK)
    return int(sqlite.SQLITE_DENY)


def library_uri(path: Path) -> str:
    """The read-only ``file:`` URI of ``path``, percent-encoded: ``#``, ``?`` and ``%`` in a name
    are part of the name, never the start of a query or an escape."""
    return path.resolve().as_uri() + "?mode=ro"


def _bounded_connection(sqlite: Any) -> Any:
    class BoundedCursor(sqlite.Cursor):  # type: ignore[misc]
        """Fetches rows one by one, stopping once their values pass :data:`RESPONSE_BUDGET`."""

        def _take(self, limit: int | None) -> list[Any]:
            rows: list[Any] = []
            spent = 0
            while limit is None or len(rows) < limit:
                row = super().fetchone()
                if row is None:
                    break
                spent += sum(len(v) if isinstance(v, str | bytes) else 8 for v in row)
                if spent > RESPONSE_BUDGET:
                    raise sqlite.OperationalError(
                        f"this page would be larger than {RESPONSE_BUDGET // (1024 * 1024)} MB: "
                        "ask for fewer rows (_size=) or columns (_col=)"
                    )
                rows.append(row)
            return rows

        def fetchmany(self, size: int | None = None) -> list[Any]:
            return self._take(self.arraysize if size is None else size)

        def fetchall(self) -> list[Any]:
            return self._take(None)

    class BoundedConnection(sqlite.Connection):  # type: ignore[misc]
        def cursor(self, factory: Any = BoundedCursor) -> Any:
            return super().cursor(factory)

    return BoundedConnection


def datasette_for(path: Path) -> Any:
    """A Datasette serving the library at ``path`` read-only, with its metadata and bounds.

    Raises :class:`ParallaxError` when Datasette is not installed.
    """
    try:
        from datasette.app import Datasette
    except ImportError:
        raise ParallaxError("browse_no_datasette", package="'parallax-reader[browse]'") from None
    from datasette.database import Database

    sqlite = _sqlite()
    connection = _bounded_connection(sqlite)
    uri = library_uri(path)
    file = path.resolve()

    class LibraryDatabase(Database):  # type: ignore[misc]
        """The library file, by its safe URI; shown by its name only."""

        def connect(self, write: bool = False) -> Any:
            conn = sqlite.connect(uri, uri=True, check_same_thread=False, factory=connection)
            conn.execute("PRAGMA query_only = 1")
            conn.set_authorizer(_authorize)
            self._all_file_connections.append(conn)
            return conn

        @property
        def size(self) -> int:
            return file.stat().st_size

        @property
        def mtime_ns(self) -> int:
            return file.stat().st_mtime_ns

        async def attached_databases(self) -> list[Any]:
            return []  # ATTACH is refused; and PRAGMA database_list would show the full path

    ds = Datasette(metadata=metadata(f"Parallax library: {path.name}"), settings=dict(SETTINGS))
    ds.remove_database("_memory")  # an empty database anyone could run SQL in
    ds.add_database(LibraryDatabase(ds, path=path.name, is_mutable=True), name=DATABASE)
    return ds


class Guard:
    """The ASGI gate in front of Datasette: only GET and HEAD, only to ``127.0.0.1:PORT``, never
    from another site (see the module's note)."""

    def __init__(self, app: Any, port: int) -> None:
        self.app = app
        self.host = f"{HOST}:{port}".encode("ascii")
        self.origin = b"http://" + self.host

    def refusal(self, scope: dict[str, Any]) -> str | None:
        headers: dict[bytes, bytes] = {}
        for name, value in scope.get("headers", []):
            headers[name.lower()] = value
        if scope.get("method") not in ("GET", "HEAD"):
            return "only GET and HEAD are served"
        if headers.get(b"host") != self.host:
            return "this server answers only to " + self.host.decode()
        if headers.get(b"origin", self.origin) != self.origin:
            return "requests from other sites are refused"
        if headers.get(b"sec-fetch-site", b"none") not in (b"same-origin", b"none"):
            return "requests from other sites are refused"
        return None

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await self.app(scope, receive, send)
            return
        reason = self.refusal(scope) if scope["type"] == "http" else "only HTTP is served"
        if reason is None:
            await self.app(scope, receive, send)
            return
        if scope["type"] != "http":
            return
        body = (reason + "\n").encode("utf-8")
        await send({"type": "http.response.start", "status": 403,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                (b"content-length", str(len(body)).encode("ascii"))]})
        await send({"type": "http.response.body", "body": body})


def app_for(path: Path, port: int) -> Any:
    """The guarded ASGI app serving ``path`` on ``port`` (after Datasette's start-up)."""
    import asyncio

    ds = datasette_for(path)
    asyncio.run(ds.invoke_startup())
    return Guard(ds.app(), port)


def free_port() -> int:
    """A port nobody listens on at 127.0.0.1 (for ``--port 0``)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def serve(path: Path, port: int, out: TextIO) -> None:
    """Serve the library until interrupted (Ctrl+C or SIGTERM)."""
    if not 0 <= port <= 65535:
        raise InputError("browse_bad_port", port=port)
    chosen = port or free_port()
    app = app_for(path, chosen)
    import uvicorn

    from .i18n import _

    out.write(_("serving {path} read-only at {address} (Ctrl+C to stop)").format(
        path=path, address=f"http://{HOST}:{chosen}/{DATABASE}") + "\n")
    out.flush()
    uvicorn.run(app, host=HOST, port=chosen, log_level="warning", lifespan="on", workers=1,
                limit_concurrency=MAX_REQUESTS, timeout_graceful_shutdown=2, server_header=False)
