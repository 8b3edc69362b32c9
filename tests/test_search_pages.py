"""Search in pages: the newest matches are ranked first, a window at a time, and every match is
reached by paging on; ``every`` ranks all of them together."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from parallax.library import cli
from parallax.library.store import Library, articles
from parallax.library.store.articles import fts_query


@pytest.fixture
def seven(lib: Library, monkeypatch: pytest.MonkeyPatch) -> tuple[Library, list[str]]:
    """Seven articles matching "smoke", the word more often in later ones; windows of three."""
    monkeypatch.setattr(articles, "SEARCH_WINDOW", 3)
    ids = []
    for n in range(7):
        body = f"# Report {n}\n\n" + " ".join(["smoke"] * (1 + (n * 5) % 7) + ["filler words here"] * 6) + "\n"
        ids.append(lib.add_article(body)[0].id)
    lib.add_article("# Unrelated\n\nNothing to see.\n")
    return lib, ids


def test_the_newest_window_is_ranked_first(seven: tuple[Library, list[str]]) -> None:
    lib, ids = seven
    first = [h.article.id for h in lib.search("smoke", limit=3)]
    assert set(first) == set(ids[4:])
    ranks = [h.rank for h in lib.search("smoke", limit=3)]
    assert ranks == sorted(ranks)


def test_paging_on_reaches_every_match_once(seven: tuple[Library, list[str]]) -> None:
    lib, ids = seven
    pages = [lib.search("smoke", limit=2, offset=offset) for offset in range(0, 10, 2)]
    seen = [h.article.id for page in pages for h in page]
    assert sorted(seen) == sorted(ids)
    assert [h.article.id for h in lib.search("smoke", limit=100)] == seen
    assert set(seen[:3]) == set(ids[4:]) and set(seen[3:6]) == set(ids[1:4]) and seen[6:] == [ids[0]]


def test_every_ranks_all_matches_together(seven: tuple[Library, list[str]]) -> None:
    lib, ids = seven
    together = lib.search("smoke", limit=100, every=True)
    assert sorted(h.article.id for h in together) == sorted(ids)
    assert [h.rank for h in together] == sorted(h.rank for h in together)
    assert [h.article.id for h in lib.search("smoke", limit=2, offset=2, every=True)] == [
        h.article.id for h in together[2:4]
    ]


def test_fewer_matches_than_a_window_are_plainly_best_first(lib: Library) -> None:
    few = lib.add_article("# Fire\n\nSmoke.\n")[0].id
    many = lib.add_article("# Smoke\n\nSmoke, smoke and smoke.\n")[0].id
    assert [h.article.id for h in lib.search("smoke")] == [many, few]
    assert [h.article.id for h in lib.search("smoke", every=True)] == [many, few]


def test_snippets_mark_the_match_in_every_page(seven: tuple[Library, list[str]]) -> None:
    lib, _ = seven
    for offset in (0, 3, 6):
        assert all("[smoke]" in h.snippet for h in lib.search("smoke", limit=3, offset=offset))


def test_a_last_word_of_one_letter_waits_for_the_next() -> None:
    assert fts_query("police r", prefix=True) == '"police"'
    assert fts_query("police ra", prefix=True) == '"police" "ra"*'
    assert fts_query("r", prefix=True) == '"r"*'
    assert fts_query("police r") == '"police" "r"'
    assert fts_query('police "r"', prefix=True) == '"police" "r"'


def test_the_command_line_ranks_every_match_on_request(tmp_path: Path, seven: tuple[Library, list[str]]) -> None:
    lib, _ = seven
    path = tmp_path / "copy.sqlite"
    lib.connection.execute("VACUUM INTO ?", (str(path),))
    out = io.StringIO()
    assert cli.main(["--library", str(path), "search", "smoke", "--all", "--limit", "3", "--json"], out=out) == 0
    assert [h["id"] for h in json.loads(out.getvalue())] == [h.article.id for h in lib.search("smoke", limit=3, every=True)]
