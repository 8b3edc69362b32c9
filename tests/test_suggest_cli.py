"""The ``parallax suggest`` command line: its JSON contract, accept and dismiss, bad input."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from parallax.library.cli import main


def run(lib_path: Path, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(["--library", str(lib_path), *args], out=out, err=err)
    return status, out.getvalue(), err.getvalue()


@pytest.fixture
def fictional(lib_path: Path, tmp_path: Path) -> Path:
    texts = [
        "# Depot clash\n\nFive officers were wounded in the clash at the depot on Monday.",
        "# Clash at depot\n\nEight officers were wounded in the clash at the depot, police said.",
    ]
    for i, text in enumerate(texts):
        (tmp_path / f"a{i}.md").write_text(text, encoding="utf-8")
    assert run(lib_path, "import", str(tmp_path / "a0.md"), str(tmp_path / "a1.md"), "--comparison", "Depot")[0] == 0
    return lib_path


def test_json_is_a_list_of_suggestions_with_exact_slices(fictional: Path) -> None:
    status, out, _ = run(fictional, "suggest", "--comparison", "Depot", "--json")
    found = json.loads(out)
    assert status == 0 and found[0]["title"] == "officers wounded"
    assert set(found[0]) == {"id", "kind", "title", "score", "passages"}
    for p in found[0]["passages"]:
        _, shown, _ = run(fictional, "show", p["article"], "--json")
        assert json.loads(shown)["reading_text"][p["start"] : p["end"]] == p["exact"]


def test_accept_makes_a_discrepancy_with_the_values_as_claims(fictional: Path) -> None:
    sid = json.loads(run(fictional, "suggest", "--comparison", "Depot", "--json")[1])[0]["id"]
    status, out, _ = run(fictional, "suggest", "--comparison", "Depot", "--accept", sid, "--json")
    listed = json.loads(run(fictional, "discrepancies", "--json")[1])
    assert status == 0 and json.loads(out)["id"] == listed[0]["id"]
    assert sorted(p["claim"] for p in listed[0]["passages"]) == ["5", "8 (police)"]


def test_a_dismissed_suggestion_is_not_suggested_again(fictional: Path) -> None:
    sid = json.loads(run(fictional, "suggest", "--comparison", "Depot", "--json")[1])[0]["id"]
    assert run(fictional, "suggest", "--comparison", "Depot", "--dismiss", sid)[0] == 0
    again = json.loads(run(fictional, "suggest", "--comparison", "Depot", "--json")[1])
    assert sid not in [s["id"] for s in again]


def test_a_stale_id_is_an_error_that_changes_nothing(fictional: Path) -> None:
    status, _, err = run(fictional, "suggest", "--comparison", "Depot", "--accept", "ffffffffffffffff")
    assert status == 1 and err.startswith("parallax: error:")
    assert json.loads(run(fictional, "discrepancies", "--json")[1]) == []


def test_an_unknown_comparison_is_an_error(fictional: Path) -> None:
    status, _, err = run(fictional, "suggest", "--comparison", "Nowhere", "--json")
    assert status == 1 and err.startswith("parallax: error:")


def test_one_article_is_an_error(fictional: Path) -> None:
    article = json.loads(run(fictional, "list", "--json")[1])[0]["id"]
    status, _, err = run(fictional, "suggest", article)
    assert status == 1 and "two" in err


def test_accept_without_a_comparison_is_a_usage_error(fictional: Path) -> None:
    status, _, err = run(fictional, "suggest", "--accept", "abc")
    assert status == 2 and err.startswith("parallax: error:")


@pytest.mark.corpus
def test_seeds_list_the_three_known_discrepancies_in_the_top_ten(seeds: list[Path], lib_path: Path) -> None:
    assert run(lib_path, "import", *map(str, seeds), "--comparison", "Seeds")[0] == 0
    found = json.loads(run(lib_path, "suggest", "--comparison", "Seeds", "--json")[1])[:10]
    by_title = {s["title"]: s for s in found}
    assert {p["value"].split(" (")[0] for p in by_title["officers wounded"]["passages"]} >= {"5", "8"}
    assert {p["value"].split(" (")[0] for p in by_title["fate of Pérez"]["passages"]} == {"killed", "captured"}
    assert all(len({p["article"] for p in s["passages"]}) == len(s["passages"]) for s in found)


def test_a_dismissed_card_stays_dismissed_when_an_article_is_deleted(lib_path: Path, tmp_path: Path) -> None:
    texts = [
        "# Depot clash\n\nFive officers were wounded in the clash at the depot on Monday.",
        "# Clash at depot\n\nEight officers were wounded in the clash at the depot, police said.",
        "# The depot\n\nTen officers were wounded in the clash at the depot, a union said.",
    ]
    for i, text in enumerate(texts):
        (tmp_path / f"d{i}.md").write_text(text, encoding="utf-8")
    assert run(lib_path, "import", *(str(tmp_path / f"d{i}.md") for i in range(3)), "--comparison", "Depot")[0] == 0
    found = json.loads(run(lib_path, "suggest", "--comparison", "Depot", "--json")[1])
    wounded = next(s for s in found if s["title"] == "officers wounded")
    assert run(lib_path, "suggest", "--comparison", "Depot", "--dismiss", wounded["id"])[0] == 0
    third = wounded["passages"][2]["article"]
    assert run(lib_path, "delete", third)[0] == 0
    again = json.loads(run(lib_path, "suggest", "--comparison", "Depot", "--json")[1])
    assert "officers wounded" not in [s["title"] for s in again]


def test_an_id_is_the_slot_and_its_values_not_their_places(fictional: Path, tmp_path: Path) -> None:
    first = json.loads(run(fictional, "suggest", "--comparison", "Depot", "--json")[1])[0]
    from parallax.library.suggest import ArticleText, suggest

    moved = suggest([
        ArticleText(first["passages"][0]["article"], "A new first line.\nFive officers were wounded in the clash at the depot on Monday.", "en"),
        ArticleText(first["passages"][1]["article"], "Eight officers were wounded in the clash at the depot, police said.", "en"),
    ]).suggestions
    assert moved[0].id == first["id"]
