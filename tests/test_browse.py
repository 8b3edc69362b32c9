"""``parallax browse``: the library in Datasette, checked with Datasette's own test client."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from parallax.library import browse, cli
from parallax.library.demo import load_demo
from parallax.library.store import Library
from tests.library_files import dump

pytest.importorskip("datasette")


@pytest.fixture(scope="module")
def library_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("browse") / "library.sqlite"
    with Library(path) as lib:
        load_demo(lib)
    return path


def get(path: Path, url: str) -> Any:
    async def fetch() -> Any:
        ds = browse.datasette_for(path)
        await ds.invoke_startup()
        return await ds.client.get(url)

    return asyncio.run(fetch())


def test_metadata_explains_every_table_and_column(library_file: Path) -> None:
    described = browse.metadata()["databases"][browse.DATABASE]["tables"]
    with sqlite3.connect(library_file) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'")]
        for table in tables:
            assert table in described, table
            if described[table].get("hidden"):
                continue
            assert described[table]["description"]
            columns = [r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')]
            missing = [c for c in columns if c not in described[table]["columns"]]
            assert missing == [], table  # views too: Datasette shows a view's own descriptions only


def test_the_table_page_shows_its_description(library_file: Path) -> None:
    response = get(library_file, "/library/discrepancy_passages")
    assert response.status_code == 200
    assert "what each source claims" in response.text


def test_highlights_show_their_article_by_title(library_file: Path) -> None:
    rows = get(library_file, "/library/highlights.json?_labels=on&_shape=array").json()
    with Library(library_file) as lib:
        titles = {a.id: a.title for a in lib.list_articles()}
    assert rows and all(row["article"]["label"] == titles[row["article"]["value"]] for row in rows)


def test_passages_show_their_highlight_as_text(library_file: Path) -> None:
    rows = get(library_file, "/library/discrepancy_passages.json?_labels=on&_shape=array").json()
    assert rows and all(row["highlight"]["label"] and row["discrepancy"]["label"] for row in rows)


def test_the_claims_by_discrepancy_query_lists_each_claim(library_file: Path) -> None:
    rows = get(library_file, "/library/claims_by_discrepancy.json?_shape=array").json()
    with Library(library_file) as lib:
        expected = sum(len(d.passages) for d in lib.list_discrepancies())
    assert len(rows) == expected
    assert {"comparison", "kind", "discrepancy", "source", "passage", "claim"} <= set(rows[0])


def test_discrepancies_are_faceted_by_kind_and_status(library_file: Path) -> None:
    data = get(library_file, "/library/discrepancies.json").json()
    assert {"kind", "status"} <= set(data["facet_results"])


def test_search_finds_word_prefixes(library_file: Path) -> None:
    with Library(library_file) as lib:
        article = lib.list_articles()[0]
        word = next(w for w in lib.get_article(article.id).reading_text.split() if w.isalpha() and len(w) > 6)
    rows = get(library_file, f"/library/search.json?_shape=array&words={word[:4]}").json()
    assert article.id in [r["id"] for r in rows]
    table = get(library_file, f"/library/articles.json?_shape=array&_search={word[:4]}*").json()
    assert article.id in [r["id"] for r in table]


def test_search_of_odd_input_is_no_error(library_file: Path) -> None:
    response = get(library_file, '/library/search.json?_shape=array&words=%22AND%20(')
    assert response.status_code == 200


def test_browsing_never_writes_the_library(library_file: Path) -> None:
    before = dump(library_file)

    async def try_write() -> None:
        ds = browse.datasette_for(library_file)
        with pytest.raises(Exception, match="readonly"):
            await ds.get_database(browse.DATABASE).execute("DELETE FROM highlights")

    asyncio.run(try_write())
    assert get(library_file, "/library").status_code == 200
    assert dump(library_file) == before


def test_serve_listens_on_loopback_only(library_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    import uvicorn

    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kwargs: seen.update(kwargs))
    out = io.StringIO()
    assert cli.main(["--library", str(library_file), "browse", "--port", "0"], out=out) == 0
    assert seen["host"] == "127.0.0.1" and seen["port"] > 0
    assert f"http://127.0.0.1:{seen['port']}/library" in out.getvalue()


def test_browse_without_datasette_says_how_to_install_it(
    library_file: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "datasette.app", None)
    assert cli.main(["--library", str(library_file), "browse"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("parallax: error:") and "parallax-reader[browse]" in err and err.count("\n") == 1


def test_browse_of_a_missing_library_creates_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--library", str(tmp_path / "none.sqlite"), "browse"]) == 1
    assert "no library" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("port", ["65536", "-1", "x", "100000000000000000000000"])
def test_a_port_that_is_not_one_is_a_usage_error(library_file: Path, port: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--library", str(library_file), "browse", "--port", port]) == 2
    assert "--port" in capsys.readouterr().err


def test_a_frozen_app_says_how_to_read_the_library_instead(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    from parallax.library import cli

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    err = io.StringIO()
    status = cli.main(["--library", str(tmp_path / "class.sqlite"), "browse"], out=io.StringIO(), err=err)
    assert status == 1
    assert "cannot serve the library in the web browser" in err.getvalue()
    assert "pip" not in err.getvalue() and str(tmp_path / "class.sqlite") in err.getvalue()
