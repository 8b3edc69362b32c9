"""Numbered schema migrations; ``PRAGMA user_version`` records the last one applied.

Each migration is a function of the open connection, run inside the one transaction that also
bumps ``user_version``, so a library is never left half-migrated. Never edit a released
migration: add a new one. Table and column names are plain words because the library file is
data researchers query directly (Datasette, sqlite-utils; see docs/library-file.md).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from .models import DEFAULT_KINDS

APPLICATION_ID = 0x50524C58  # "PRLX": tells a Parallax library from any other SQLite file


def _m1_initial(conn: sqlite3.Connection) -> None:
    import sqlite_utils  # only needed to create a library; opening one stays fast

    db = sqlite_utils.Database(conn)
    db.table("articles").create(
        {
            "id": str,
            "title": str,
            "outlet": str,
            "author": str,
            "published": str,
            "url": str,
            "language": str,
            "source_format": str,
            "imported_at": str,
            "markdown": str,
            "reading_text": str,
            "text_model": int,
        },
        pk="id",
        not_null={"title", "source_format", "imported_at", "markdown", "reading_text"},
    )
    db.table("articles").enable_fts(
        ["title", "outlet", "reading_text"],
        fts_version="FTS5",
        create_triggers=True,
        tokenize="unicode61 remove_diacritics 2",
    )
    db.table("comparisons").create(
        {"id": str, "name": str, "note": str, "created": str, "updated": str},
        pk="id",
        not_null={"name", "created", "updated"},
        defaults={"note": ""},
    )
    db.table("comparisons").create_index(["name"], unique=True)
    db.table("comparison_articles").create(
        {"comparison": str, "article": str, "position": int},
        pk=("comparison", "article"),
        foreign_keys=[("comparison", "comparisons", "id"), ("article", "articles", "id")],
        not_null={"position"},
    )
    db.table("kinds").create(
        {"name": str, "label": str, "description": str, "position": int},
        pk="name",
        not_null={"label", "position"},
        defaults={"description": ""},
    )
    db.table("kinds").insert_all(
        {"name": n, "label": label, "description": d, "position": i}
        for i, (n, label, d) in enumerate(DEFAULT_KINDS)
    )
    db.table("highlights").create(
        {
            "id": str,
            "article": str,
            "start": int,
            "end": int,
            "exact": str,
            "prefix": str,
            "suffix": str,
            "label": str,
            "note": str,
            "orphan": int,
            "created": str,
            "updated": str,
        },
        pk="id",
        foreign_keys=[("article", "articles", "id")],
        not_null={"article", "start", "end", "exact", "created", "updated"},
        defaults={"prefix": "", "suffix": "", "note": "", "orphan": 0},
    )
    db.table("highlights").create_index(["article", "start"])
    db.table("discrepancies").create(
        {
            "id": str,
            "comparison": str,
            "kind": str,
            "title": str,
            "note": str,
            "status": str,
            "created": str,
            "updated": str,
        },
        pk="id",
        foreign_keys=[("comparison", "comparisons", "id"), ("kind", "kinds", "name")],
        not_null={"comparison", "kind", "title", "status", "created", "updated"},
        defaults={"note": "", "status": "open"},
    )
    db.table("discrepancies").create_index(["comparison"])
    db.table("discrepancy_passages").create(
        {"discrepancy": str, "highlight": str, "claim": str, "position": int},
        pk=("discrepancy", "highlight"),
        foreign_keys=[("discrepancy", "discrepancies", "id"), ("highlight", "highlights", "id")],
        not_null={"position"},
        defaults={"claim": ""},
    )
    db.table("discrepancy_passages").create_index(["highlight"])
    # Readable joins for people who open the file in Datasette or a spreadsheet tool.
    conn.execute(
        """
        CREATE VIEW discrepancy_claims AS
        SELECT d.id AS discrepancy, c.name AS comparison, d.kind, d.title, d.status,
               a.title AS article_title, a.outlet, h.exact AS passage, p.claim, d.note
        FROM discrepancies d
        JOIN comparisons c ON c.id = d.comparison
        JOIN discrepancy_passages p ON p.discrepancy = d.id
        JOIN highlights h ON h.id = p.highlight
        JOIN articles a ON a.id = h.article
        ORDER BY c.name, d.created, p.position
        """
    )


def _m2_block_cache(conn: sqlite3.Connection) -> None:
    """Keep each article's block structure, so opening it needs no Markdown parsing."""
    from .textmodel import blocks_to_json, parse_blocks

    conn.execute("ALTER TABLE articles ADD COLUMN blocks TEXT")
    for article_id, markdown in conn.execute("SELECT id, markdown FROM articles").fetchall():
        conn.execute(
            "UPDATE articles SET blocks = ? WHERE id = ?", (blocks_to_json(parse_blocks(markdown)), article_id)
        )


def _m3_prefix_index(conn: sqlite3.Connection) -> None:
    """Index word prefixes of one to three letters, so search as you type stays fast.

    Without it, a query for ``r*`` merges the posting lists of every word starting with "r".
    """
    conn.execute("DROP TABLE articles_fts")
    conn.execute(
        'CREATE VIRTUAL TABLE "articles_fts" USING FTS5 ("title", "outlet", "reading_text", '
        "tokenize='unicode61 remove_diacritics 2', prefix='1 2 3', content=\"articles\")"
    )
    conn.execute("INSERT INTO articles_fts (articles_fts) VALUES ('rebuild')")


def _m4_span_index(conn: sqlite3.Connection) -> None:
    """Index what a pane needs of each highlight (where it is, its label, whether it is an
    orphan), so opening an article reads the index alone, in text order.

    An article's highlights are written over weeks, between those of other articles, so
    reading their rows touches one table page each: 2,000 highlights meant 2,000 pages. The
    new index starts with the old one's columns (article, start), which it replaces.
    """
    conn.execute("DROP INDEX IF EXISTS idx_highlights_article_start")
    conn.execute("CREATE INDEX idx_highlights_spans ON highlights (article, start, end, orphan, label, id)")


def _m5_exercises(conn: sqlite3.Connection) -> None:
    """Mark comparisons that are classroom exercises (docs/teaching.md).

    One row per comparison that came in as an exercise bundle (``role`` 'exercise', with the
    student's name once given) or that a teacher made an exercise of (``role`` 'key'). The
    exercise's instructions and scaffolding stay beside it, so File → Hand In and the printed
    worksheet can repeat them. Deleting the comparison deletes its row.
    """
    conn.execute(
        "CREATE TABLE exercises ("
        " comparison TEXT PRIMARY KEY REFERENCES comparisons(id) ON DELETE CASCADE,"
        " role TEXT NOT NULL CHECK (role IN ('exercise', 'key')),"
        " instructions TEXT NOT NULL DEFAULT '',"
        " hints TEXT NOT NULL DEFAULT '[]',"
        " find INTEGER,"
        " student TEXT,"
        " updated TEXT NOT NULL)"
    )


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _m1_initial,
    _m2_block_cache,
    _m3_prefix_index,
    _m4_span_index,
    _m5_exercises,
)
SCHEMA_VERSION = len(MIGRATIONS)
