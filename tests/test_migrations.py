"""Upgrading libraries written by earlier Parallax versions: every step, with a backup first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from parallax.library.db import APPLICATION_ID, SCHEMA_VERSION, UpgradeStep
from parallax.library.migrations import MIGRATIONS
from parallax.library.store import Library
from parallax.library.textmodel import blocks_from_json, blocks_to_json, parse_blocks

BODY = "# Old article\n\nWritten before blocks were cached. 👩‍👩‍👧\n\n- a list item\n"


def library_at(path: Path, version: int) -> None:
    """A library as Parallax at schema ``version`` left it, with one article in it."""
    conn = sqlite3.connect(path, isolation_level=None)
    for migration in MIGRATIONS[:version]:
        migration(conn)
    conn.execute(f"PRAGMA user_version = {version}")
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    text = parse_blocks(BODY).reading_text
    conn.execute(
        "INSERT INTO articles (id, title, source_format, imported_at, markdown, reading_text, text_model) "
        "VALUES ('abc', 'Old article', 'markdown', '2026-01-01T00:00:00.000Z', ?, ?, 1)",
        (BODY, text),
    )
    if version >= 2:  # from format 2 on, the store keeps each article's blocks
        conn.execute("UPDATE articles SET blocks = ? WHERE id = 'abc'", (blocks_to_json(parse_blocks(BODY)),))
    conn.close()


def test_the_library_format_counts_the_migrations() -> None:
    """``db.SCHEMA_VERSION`` is written out (the migrations load only when a library needs them):
    a new migration raises it by one."""
    assert len(MIGRATIONS) == SCHEMA_VERSION


def test_every_earlier_version_upgrades(tmp_path: Path) -> None:
    for version in range(1, SCHEMA_VERSION):
        path = tmp_path / f"v{version}.sqlite"
        library_at(path, version)
        before = path.read_bytes()
        with Library(path) as lib:
            article = lib.get_article("abc")
            assert article.reading_text == parse_blocks(BODY).reading_text
            assert article.blocks is not None
            assert blocks_from_json(article.blocks, article.reading_text) == parse_blocks(BODY)
            assert lib.search("cached")[0].article.id == "abc"
        backup = path.with_name(path.name + f".v{version}.bak")
        assert backup.exists()
        conn = sqlite3.connect(backup)
        assert conn.execute("PRAGMA user_version").fetchone()[0] == version
        conn.close()
        assert len(before) > 0
        conn = sqlite3.connect(path)
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        conn.close()


def test_new_library_is_current(tmp_path: Path) -> None:
    with Library(tmp_path / "new.sqlite") as lib:
        assert lib.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert not list(tmp_path.glob("*.bak"))


def test_panes_read_highlights_from_the_span_index(tmp_path: Path) -> None:
    """Format 4: a pane's highlights come from one index, never from scattered table rows."""
    with Library(tmp_path / "spans.sqlite") as lib:
        article = lib.add_article("# T\n\nFive officers were wounded and eight were not.\n")[0]
        text = article.reading_text
        for word in ("Five", "officers", "eight"):
            start = text.index(word)
            lib.add_highlight(article.id, start, start + len(word), label="count" if word == "eight" else None)
        plan = lib.connection.execute(
            "EXPLAIN QUERY PLAN SELECT id, article, start, end, label, orphan FROM highlights "
            "WHERE article = ? ORDER BY start, end",
            (article.id,),
        ).fetchall()
        assert any("COVERING INDEX idx_highlights_spans" in str(tuple(row)) for row in plan)
        spans = lib.highlight_spans(article.id)
        full = lib.list_highlights(article.id)
        assert [(s.id, s.article, s.start, s.end, s.label, s.orphan) for s in spans] == [
            (h.id, h.article, h.start, h.end, h.label, h.orphan) for h in full
        ]
        assert [s.start for s in spans] == sorted(s.start for s in spans)
        assert all(type(s.orphan) is bool and type(h.orphan) is bool for s, h in zip(spans, full, strict=True))


def test_orphans_alone_are_read_whole(tmp_path: Path) -> None:
    with Library(tmp_path / "orphans.sqlite") as lib:
        article = lib.add_article("# T\n\nFive officers were wounded and eight were not.\n")[0]
        kept = lib.highlight_quote(article.id, "Five officers")
        lost = lib.highlight_quote(article.id, "eight")
        lib.connection.execute("UPDATE highlights SET orphan = 1 WHERE id = ?", (lost.id,))
        orphans = lib.list_highlights(article.id, orphans_only=True)
        assert [h.id for h in orphans] == [lost.id] and orphans[0].exact == "eight" and orphans[0].orphan
        assert {h.id for h in lib.list_highlights(article.id)} == {kept.id, lost.id}


def test_times_with_an_offset_become_utc_with_z(tmp_path: Path) -> None:
    """Format 5: times a bundle brought in with an offset are stored in UTC like the library's own."""
    path = tmp_path / "v4.sqlite"
    library_at(path, 4)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE articles SET imported_at = '2026-01-15T10:30:00+01:00' WHERE id = 'abc'")
    conn.execute(
        "INSERT INTO comparisons (id, name, note, created, updated) VALUES "
        "('c1', 'Raid', '', '2026-01-15T10:30:00.25-02:30', 'not a time')"
    )
    conn.close()
    with Library(path) as lib:
        assert lib.get_article_info("abc").imported_at == "2026-01-15T09:30:00.000Z"
        comparison = lib.get_comparison("c1")
        assert (comparison.created, comparison.updated) == ("2026-01-15T13:00:00.250Z", "not a time")


def test_an_upgrade_says_how_it_goes_backup_first_then_each_step(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, 7)
    heard: list[UpgradeStep] = []
    with Library(path, progress=heard.append) as lib:
        assert lib.get_article("abc").title == "Old article"
    steps = SCHEMA_VERSION - 7 + 2  # the backup, each migration, then giving back the pages freed
    assert {(s.steps, s.version) for s in heard} == {(steps, 7)}
    assert [s.step for s in heard] == sorted(s.step for s in heard)  # in order
    assert heard[0] == UpgradeStep(0, steps, 0.0, 7) and heard[-1] == UpgradeStep(steps - 1, steps, 1.0, 7)
    assert {s.step for s in heard} == set(range(steps))
    assert UpgradeStep(0, steps, 1.0, 7) in heard  # the copy is said done before the first migration


def test_a_current_or_new_library_says_nothing(tmp_path: Path) -> None:
    heard: list[UpgradeStep] = []
    Library(tmp_path / "new.sqlite", progress=heard.append).close()
    Library(tmp_path / "new.sqlite", progress=heard.append).close()
    assert heard == []


def test_a_listener_that_fails_never_fails_the_upgrade(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    library_at(path, 8)

    def broken(_step: UpgradeStep) -> None:
        raise RuntimeError("the dialog went away")

    with Library(path, progress=broken) as lib:
        assert lib.get_article("abc").title == "Old article"
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_the_command_line_shows_the_upgrade_on_a_terminal_only(tmp_path: Path) -> None:
    import io

    from parallax.library.cli.running import upgrade_line

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert upgrade_line(io.StringIO()) is None  # a script reading stderr hears only errors
    err = Terminal()
    path = tmp_path / "old.sqlite"
    library_at(path, 7)
    Library(path, progress=upgrade_line(err)).close()
    shown = err.getvalue()
    assert shown.startswith("\rparallax: upgrading the library from format 7 to") and shown.endswith("\n")
    assert "copying it aside first, 100 %" in shown and f"step {SCHEMA_VERSION - 6} of {SCHEMA_VERSION - 6}, 0 s so far" in shown


def test_format_12_packs_the_block_cache_without_indexing_the_articles_again(tmp_path: Path) -> None:
    path = tmp_path / "v11.sqlite"
    library_at(path, 11)
    conn = sqlite3.connect(path, isolation_level=None)
    index = conn.execute("SELECT id, block FROM articles_fts_data ORDER BY id").fetchall()
    conn.execute("BEGIN")
    MIGRATIONS[11](conn)  # format 12 alone (13 builds a new index)
    conn.execute("PRAGMA user_version = 12")
    conn.execute("COMMIT")
    assert conn.execute("SELECT id, block FROM articles_fts_data ORDER BY id").fetchall() == index
    stored = conn.execute("SELECT blocks FROM articles WHERE id = 'abc'").fetchone()[0]
    assert isinstance(stored, bytes)
    assert blocks_from_json(stored, parse_blocks(BODY).reading_text) == parse_blocks(BODY)
    conn.close()
    with Library(path) as lib:
        assert blocks_from_json(lib.get_article("abc").blocks or "", lib.get_article("abc").reading_text) == parse_blocks(BODY)
        assert [hit.article.id for hit in lib.search("cached")] == ["abc"]


def test_an_article_is_indexed_again_only_when_an_indexed_column_changes(tmp_path: Path) -> None:
    """The search index's update trigger (format 12) fires for the title, outlet and reading text."""
    with Library(tmp_path / "lib.sqlite") as lib:
        article = lib.add_article("# Fire\n\nFive officers were wounded.\n", outlet="Ledger")[0]
        conn = lib.connection
        segments = conn.execute("SELECT count(*) FROM articles_fts_data").fetchone()[0]
        conn.execute("UPDATE articles SET author = 'Ana', blocks = NULL WHERE id = ?", (article.id,))
        assert conn.execute("SELECT count(*) FROM articles_fts_data").fetchone()[0] == segments
        conn.execute("UPDATE articles SET outlet = 'Wire' WHERE id = ?", (article.id,))
        assert [hit.article.id for hit in lib.search("wire")] == [article.id]
        assert lib.search("ledger") == []


def _free_pages(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("PRAGMA freelist_count").fetchone()[0], conn.execute("PRAGMA page_count").fetchone()[0]
    finally:
        conn.close()


def test_an_upgrade_gives_the_pages_it_freed_back_to_the_disk(tmp_path: Path) -> None:
    """Format 9 rebuilds the search index and 12 rewrites the block cache: their old pages go."""
    path = tmp_path / "v8.sqlite"
    library_at(path, 8)
    conn = sqlite3.connect(path, isolation_level=None)
    body = "# Report\n\n" + "Officers counted the wounded by the river. " * 200 + "\n"
    for n in range(300):
        text = parse_blocks(body + f"Report {n}.\n")
        conn.execute(
            "INSERT INTO articles (id, title, source_format, imported_at, markdown, reading_text, text_model, blocks) "
            "VALUES (?, ?, 'markdown', '2026-01-01T00:00:00.000Z', ?, ?, 1, ?)",
            (f"{n:064x}", f"Report {n}", body + f"Report {n}.\n", text.reading_text, blocks_to_json(text)),
        )
    conn.execute("DELETE FROM articles WHERE rowid % 3 = 0")  # rowids with gaps, as deletions leave them
    rowids = conn.execute("SELECT rowid, id FROM articles ORDER BY rowid").fetchall()
    conn.close()
    before = path.stat().st_size
    Library(path).close()
    free, pages = _free_pages(path)
    assert free == 0 and pages * 4096 < before
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT rowid, id FROM articles ORDER BY rowid").fetchall() == rowids
    conn.execute("INSERT INTO articles_fts (articles_fts) VALUES ('integrity-check')")
    conn.close()
    with Library(path) as lib:
        assert {hit.article.id for hit in lib.search("report 8", limit=500)} == {f"{8:064x}"}  # rowid 10


def test_an_upgrade_that_freed_little_leaves_the_file_as_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from parallax.library import db

    path = tmp_path / "v11.sqlite"
    library_at(path, 11)
    vacuums: list[str] = []
    monkeypatch.setattr(db, "COMPACT_SHARE", 1.0)  # no file is that free
    monkeypatch.setattr(db, "_rowids", lambda conn: vacuums.append("compared") or 0)
    with Library(path) as lib:
        assert lib.get_article("abc").title == "Old article"
    assert vacuums == []


def test_format_13_keeps_a_prefix_index_for_two_letters_only(tmp_path: Path) -> None:
    """Three letters and more are found by merging the words they start, phrases as before."""
    path = tmp_path / "v12.sqlite"
    library_at(path, 12)
    with Library(path) as lib:
        sql = lib.connection.execute("SELECT sql FROM sqlite_master WHERE name = 'articles_fts'").fetchone()[0]
        assert "prefix='2'," in sql
        lib.connection.execute("INSERT INTO articles_fts (articles_fts) VALUES ('integrity-check')")
        for typed in ("ca", "cac", "cache", "old art"):
            assert [hit.article.id for hit in lib.search(typed, prefix=True)] == ["abc"], typed
        assert [hit.article.id for hit in lib.search('"blocks were cached"')] == ["abc"]


def test_an_upgrade_whose_vacuum_cannot_run_is_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another program writing (or no room in the temporary folder) stops the ``VACUUM`` after
    the upgrade, not the upgrade: the library opens upgraded, its free pages left in it."""
    from parallax.library import db

    path = tmp_path / "v8.sqlite"
    library_at(path, 8)
    writer: list[sqlite3.Connection] = []
    migrate = db.migrate

    def migrate_then_write(conn: sqlite3.Connection, where: str, version: int,
                           report: object = None) -> None:
        migrate(conn, where, version, report)  # type: ignore[arg-type]
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # holds the write lock through the VACUUM
        writer.append(other)

    monkeypatch.setattr(db, "migrate", migrate_then_write)
    monkeypatch.setattr(db, "COMPACT_SHARE", 0.0)  # any free page asks for it
    with Library(path, busy_timeout=0.1) as lib:
        writer[0].execute("ROLLBACK")
        writer[0].close()
        assert lib.connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert lib.get_article("abc").title == "Old article"


def test_format_12_packs_a_block_cache_that_is_not_utf8_and_the_article_still_opens(tmp_path: Path) -> None:
    """A cache written by another program as text that is not UTF-8 does not stop the upgrade;
    its article is read from its Markdown."""
    path = tmp_path / "v11.sqlite"
    library_at(path, 11)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE articles SET blocks = CAST(x'5b31ff2c5b5d5d' AS TEXT) WHERE id = 'abc'")
    conn.commit()
    conn.close()
    with Library(path) as lib:
        article = lib.get_article("abc")
        assert isinstance(article.blocks, bytes)
        assert blocks_from_json(article.blocks, article.reading_text) is None  # so the pane parses the Markdown
        assert [hit.article.id for hit in lib.search("cached")] == ["abc"]
