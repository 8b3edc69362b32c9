"""Writing a merge plan into the library: one transaction, rows with the bundle's ids and times.

The store's public methods make new ids and stamp the current time, which would break merging
by id and the "newer wins" rule, so the plan is written with SQL on the library's connection,
inside :meth:`~.storebase.StoreBase.batch`, and listeners hear of each change once it commits.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from ..models import Change
from ..textmodel import TEXT_MODEL_VERSION, blocks_to_json, parse_blocks
from .merge import Plan
from .read import Bundle

if TYPE_CHECKING:
    from ..store import Library


def _upsert(conn: sqlite3.Connection, table: str, row: dict[str, Any]) -> None:
    columns = list(row)
    updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c != "id")
    conn.execute(
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))}) "
        f"ON CONFLICT(id) DO UPDATE SET {updates}",
        [row[c] for c in columns],
    )


def _articles(library: Library, conn: sqlite3.Connection, bundle: Bundle, plan: Plan) -> None:
    for aid, text in plan.articles:
        a = bundle.articles[aid]
        conn.execute(
            "INSERT INTO articles (id, title, outlet, author, published, url, language, source_format, "
            "imported_at, markdown, reading_text, text_model, blocks) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (a.id, a.title, a.outlet, a.author, a.published, a.url, a.language, a.source_format,
             a.imported_at, a.markdown, text, TEXT_MODEL_VERSION, blocks_to_json(parse_blocks(a.markdown))),
        )
        library._changed(Change("article", "added", aid))


def _kinds(library: Library, conn: sqlite3.Connection, plan: Plan) -> None:
    for kind in plan.kinds:
        position = conn.execute("SELECT coalesce(max(position), -1) + 1 FROM kinds").fetchone()[0]
        conn.execute(
            "INSERT INTO kinds (name, label, description, position) VALUES (?, ?, ?, ?)",
            (kind.name, kind.label, kind.description, position),
        )
        library._changed(Change("kind", "added", kind.name))


def _comparisons(library: Library, conn: sqlite3.Connection, plan: Plan) -> None:
    for action, row in plan.comparisons:
        _upsert(conn, "comparisons", row)
        library._changed(Change("comparison", "added" if action == "added" else "updated", row["id"], row["id"]))
    added = {row["id"] for action, row in plan.comparisons if action == "added"}
    for cid, order in plan.membership.items():
        conn.execute("DELETE FROM comparison_articles WHERE comparison = ?", (cid,))
        conn.executemany(
            "INSERT INTO comparison_articles (comparison, article, position) VALUES (?, ?, ?)",
            [(cid, aid, position) for position, aid in enumerate(order)],
        )
        if cid not in added:
            library._changed(Change("comparison", "updated", cid, cid))


def _annotations(library: Library, conn: sqlite3.Connection, plan: Plan) -> None:
    for action, row in plan.highlights:
        _upsert(conn, "highlights", row)
        library._changed(Change("highlight", "added" if action == "added" else "updated", row["id"]))
    for action, row, passages in plan.discrepancies:
        _upsert(conn, "discrepancies", row)
        conn.execute("DELETE FROM discrepancy_passages WHERE discrepancy = ?", (row["id"],))
        conn.executemany(
            "INSERT INTO discrepancy_passages (discrepancy, highlight, claim, position) VALUES (?, ?, ?, ?)",
            [(p["discrepancy"], p["highlight"], p["claim"], p["position"]) for p in passages],
        )
        library._changed(Change("discrepancy", "added" if action == "added" else "updated", row["id"], row["comparison"]))


def _target(library: Library, conn: sqlite3.Connection, bundle: Bundle, plan: Plan) -> tuple[str | None, bool]:
    """Put every article of the bundle into the ``--comparison`` one; returns it and if it changed."""
    if plan.target is None:
        return None, False
    cid = library._comparison_for_write(plan.target, create=True)
    before = conn.execute("SELECT count(*) FROM comparison_articles WHERE comparison = ?", (cid,)).fetchone()[0]
    ordered = [a for c in bundle.comparisons for a in c.articles if a in bundle.articles]
    library._add_to_comparison(cid, list(dict.fromkeys([*ordered, *sorted(bundle.articles)])))
    after = conn.execute("SELECT count(*) FROM comparison_articles WHERE comparison = ?", (cid,)).fetchone()[0]
    return cid, (not plan.target_exists) or after != before


def apply_plan(library: Library, bundle: Bundle, plan: Plan) -> tuple[str | None, bool]:
    """Write the plan in one transaction; returns the ``--comparison`` id and whether it changed."""
    with library.batch():
        conn = library.connection
        _articles(library, conn, bundle, plan)
        _kinds(library, conn, plan)
        _comparisons(library, conn, plan)
        _annotations(library, conn, plan)
        return _target(library, conn, bundle, plan)
