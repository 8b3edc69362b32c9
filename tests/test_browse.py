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
        with pytest.raises(Exception, match=r"readonly|not authorized"):
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


# -- issue 25: a server any web page can reach ------------------------------------------------


def guarded(path: Path, url: str, headers: dict[str, str] | None = None, method: str = "GET", port: int = 8001) -> Any:
    """A request through the guard ``serve`` puts in front of Datasette."""
    import httpx

    async def fetch() -> Any:
        ds = browse.datasette_for(path)
        await ds.invoke_startup()
        transport = httpx.ASGITransport(app=browse.Guard(ds.app(), port))
        async with httpx.AsyncClient(transport=transport, base_url=f"http://127.0.0.1:{port}") as client:
            return await client.request(method, url, headers=headers or {})

    return asyncio.run(fetch())


@pytest.mark.parametrize("headers", [
    {"Host": "attacker.example:8001"},  # DNS rebinding: the attacker's name pointed at 127.0.0.1
    {"Host": "127.0.0.1:9999"},
    {"Host": "localhost.attacker.example"},
    {"Origin": "http://attacker.example"},
    {"Origin": "http://127.0.0.1:9999"},
    {"Sec-Fetch-Site": "cross-site"},  # an <img> on any page
    {"Sec-Fetch-Site": "same-site"},  # another port of 127.0.0.1
])
def test_requests_not_for_this_server_or_from_other_sites_are_refused(library_file: Path, headers: dict[str, str]) -> None:
    response = guarded(library_file, "/library/discrepancies.json", headers)
    assert response.status_code == 403 and "rows" not in response.text


@pytest.mark.parametrize("headers", [{}, {"Origin": "http://127.0.0.1:8001", "Sec-Fetch-Site": "same-origin"},
                                     {"Sec-Fetch-Site": "none"}])
def test_the_reader_s_own_requests_are_served(library_file: Path, headers: dict[str, str]) -> None:
    assert guarded(library_file, "/library/discrepancies.json", headers).status_code == 200


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE"])
def test_only_reading_methods_are_served(library_file: Path, method: str) -> None:
    assert guarded(library_file, "/library/discrepancies.json", method=method).status_code == 403


@pytest.mark.parametrize("url", [
    "/library.json?sql=select+zeroblob(300000000)",
    "/library/articles.json?_where=length(zeroblob(300000000))",
    "/_memory.json?sql=select+zeroblob(300000000)",
    "/library/articles.json?_facet=markdown",
    "/library/articles.csv?_stream=on",
])
def test_no_sql_or_stream_of_the_visitor_s_own(library_file: Path, url: str) -> None:
    response = guarded(library_file, url)
    assert response.status_code in (400, 403, 404) and len(response.content) < 10_000


def test_a_response_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.sqlite"
    with Library(path) as lib:
        for n in range(3):
            lib.add_article(f"# Long {n}\n\n" + f"A long paragraph, number {n}. " * 20_000)
    monkeypatch.setattr(browse, "RESPONSE_BUDGET", 1024 * 1024)
    response = guarded(path, "/library/articles.json?_size=max")
    assert response.status_code == 400 and "larger than 1 MB" in response.text
    assert guarded(path, "/library/articles.json?_col=title").status_code == 200


def test_the_connection_reads_and_nothing_else(library_file: Path) -> None:
    ds = browse.datasette_for(library_file)
    conn = ds.get_database(browse.DATABASE).connect()
    assert conn.execute("select count(*) from articles").fetchone()[0] > 0
    for sql in ("select * from pragma_database_list", "pragma database_list", "attach ':memory:' as x",
                "delete from highlights", "pragma journal_mode = delete", "create temp table t(x)"):
        with pytest.raises(sqlite3.DatabaseError):
            conn.execute(sql).fetchall()
    conn.close()


@pytest.mark.parametrize("name", ["a#b.sqlite", "a?mode=rwc.sqlite", "a%41.sqlite", "a%.sqlite", "a b&c.sqlite"])
def test_a_library_name_with_uri_characters_opens_that_file_only(library_file: Path, tmp_path: Path, name: str) -> None:
    import shutil

    odd = tmp_path / name
    shutil.copy(library_file, odd)
    before = dump(odd)
    rows = guarded(odd, "/library/discrepancies.json?_shape=array").json()
    assert rows and dump(odd) == before
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith(name)) == []


def test_no_page_shows_the_library_s_folder(library_file: Path) -> None:
    folder = str(library_file.parent)
    for url in ("/-/databases.json", "/", "/library", "/library.json", "/-/metadata.json", "/library/articles"):
        response = guarded(library_file, url)
        assert folder not in response.text, url
    assert guarded(library_file, "/-/databases.json").json()[0]["path"] == library_file.name


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM")
def test_browse_stops_on_sigterm(library_file: Path) -> None:
    import signal
    import subprocess
    import time
    import urllib.request

    port = browse.free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "parallax.library", "--library", str(library_file), "browse", "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/library", timeout=5) as page:
                    assert page.status == 200
                break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None
                time.sleep(0.2)
        started = time.monotonic()
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
        assert time.monotonic() - started < 10
    finally:
        if server.poll() is None:
            server.kill()
            server.wait()
