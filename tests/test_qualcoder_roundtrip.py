"""Parallax -> QualCoder -> Parallax through QualCoder's own importer and exporter.

QualCoder is not a dependency and is never copied here. The test runs where two environment
variables say where it is, and skips everywhere else (CI has no network to fetch it):

- ``PARALLAX_QUALCODER``: a QualCoder checkout (the folder holding ``src/qualcoder``);
- ``PARALLAX_QUALCODER_PYTHON``: a Python that can import QualCoder's REFI-QDA code:
  ``python3 -m venv q && q/bin/pip install PyQt6 pymupdf pillow qtawesome``.

tests/qualcoder_driver.py runs in that interpreter: QualCoder imports our export, a coder codes
further (a new code on a new passage, a second code on a passage Parallax coded, annotations
whose memos hold ``&`` and ``<``), QualCoder exports (with Windows line ends, as for MAXQDA)
and Parallax reads it back.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from parallax.library.qdpx import export_qdpx, import_qdpx
from parallax.library.store import Library

CHECKOUT = os.environ.get("PARALLAX_QUALCODER", "")
PYTHON = os.environ.get("PARALLAX_QUALCODER_PYTHON", "")
DRIVER = Path(__file__).with_name("qualcoder_driver.py")

pytestmark = pytest.mark.skipif(
    not (CHECKOUT and PYTHON and (Path(CHECKOUT) / "src" / "qualcoder" / "refi.py").is_file() and Path(PYTHON).exists()),
    reason="QualCoder not given (PARALLAX_QUALCODER and PARALLAX_QUALCODER_PYTHON)",
)

DOCKS = """# Fire at the docks

Five officers were injured when the fire spread to the warehouse, police said.

The blaze began shortly after 2 a.m. & burned until dawn.
"""
HERALD = """# Warehouse blaze

Eight injured as flames engulf a dockside warehouse, according to witnesses.

Firefighters arrived within 20 minutes; the cause is under investigation.
"""


def _library(path: Path) -> Library:
    lib = Library(path)
    comparison = lib.create_comparison("Docks fire", "Two accounts of one fire")
    a, _ = lib.add_article(DOCKS, title="Fire at the docks", outlet="The Courier", author="R. Díaz",
                           published="2026-03-02", url="https://example.org/docks", language="en",
                           comparison=comparison.id)
    b, _ = lib.add_article(HERALD, title="Warehouse blaze", outlet="The Herald", language="en",
                           comparison=comparison.id)
    five = lib.highlight_quote(a.id, "Five officers were injured", note="Police figure <unconfirmed> & early")
    eight = lib.highlight_quote(b.id, "Eight injured")
    lib.highlight_quote(b.id, "according to witnesses", label="sourcing")
    lib.create_discrepancy([five.id, eight.id], kind="count", title="Injured, officers or all",
                           claims={five.id: "5", eight.id: "8"}, note="Different counts & scopes",
                           comparison=comparison.id)
    return lib


def _drive(tmp_path: Path, project: Path, plan: dict[str, Any]) -> tuple[Path, dict[str, Any]]:
    plan_path = tmp_path / "plan.json"
    plan_path.write_text(json.dumps(plan), encoding="utf-8")
    out = tmp_path / "from-qualcoder.qdpx"
    done = subprocess.run(
        [PYTHON, str(DRIVER), str(Path(CHECKOUT) / "src"), str(tmp_path / "qc"), str(project), str(out), str(plan_path)],
        capture_output=True, text=True, timeout=300, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return out, json.loads(done.stdout.strip().splitlines()[-1])


PLAN = {
    "coder": "ana",
    "line_endings": "maxqda",
    "codes": [{"name": "Time of day", "memo": "When it started"}, {"name": "Witness"}],
    "codings": [
        {"source": "Fire at the docks", "quote": "shortly after 2 a.m.", "code": "Time of day", "memo": "2 & not 3"},
        {"source": "Warehouse blaze", "quote": "Eight injured", "code": "Witness"},
    ],
    "annotations": [
        {"source": "Warehouse blaze", "quote": "within 20 minutes", "memo": "Check <fire service> log & radio"},
    ],
}


def test_qualcoder_reads_a_parallax_project_exactly(tmp_path: Path) -> None:
    with _library(tmp_path / "a.sqlite") as lib:
        export_qdpx(lib, tmp_path / "ours.qdpx", comparisons=["Docks fire"], creator="Rosa")
        highlights = {h.exact: h for a in lib.list_articles() for h in lib.list_highlights(a.id)}
        texts = {a.title: lib.get_article(a.id).reading_text for a in lib.list_articles()}
    _out, seen = _drive(tmp_path, tmp_path / "ours.qdpx", {"coder": "ana"})
    held = seen["imported"]
    assert {s["name"]: s["fulltext"] for s in held["sources"]} == texts
    coded = {(c["seltext"], c["code"]) for c in held["codings"]}
    assert ("Five officers were injured", "Injured, officers or all") in coded
    assert ("Eight injured", "Injured, officers or all") in coded
    assert ("according to witnesses", "sourcing") in coded
    assert {c["owner"] for c in held["codings"]} == {"Rosa"}
    for c in held["codings"]:
        source = next(s for s in held["sources"] if s["id"] == c["fid"])
        assert source["fulltext"][c["pos0"]:c["pos1"]] == c["seltext"]
    memos = {c["seltext"]: c["memo"] for c in held["codings"]}
    assert memos["Five officers were injured"] == "Claim: 5"
    notes = [(n["memo"], n["pos0"], n["pos1"]) for n in held["annotations"]]
    five = highlights["Five officers were injured"]
    assert notes == [("Police figure <unconfirmed> & early", five.start, five.end)]
    attributes = {(a["name"], a["value"]) for a in held["attributes"]}
    assert {("Outlet", "The Courier"), ("Author", "R. Díaz"), ("Docks fire", "Docks fire")} <= attributes


def test_a_project_coded_further_in_qualcoder_comes_back_whole(tmp_path: Path) -> None:
    with _library(tmp_path / "a.sqlite") as lib:
        export_qdpx(lib, tmp_path / "ours.qdpx", comparisons=["Docks fire"], creator="Rosa")
        before = {h.id: (h.exact, h.label, h.note) for a in lib.list_articles() for h in lib.list_highlights(a.id)}
    out, seen = _drive(tmp_path, tmp_path / "ours.qdpx", PLAN)
    assert len(seen["coded"]["codings"]) == len(seen["imported"]["codings"]) + 2

    # Into the library it came from: nothing of ours changes but what QualCoder added.
    with Library(tmp_path / "a.sqlite") as lib:
        report = import_qdpx(lib, out)
        after = {h.id: h for a in lib.list_articles() for h in lib.list_highlights(a.id)}
        assert set(before) <= set(after)
        eight = next(h for h in after.values() if h.exact == "Eight injured")
        assert eight.label == "Witness"
        for hid, (exact, label, note) in before.items():
            if exact != "Eight injured":
                assert (after[hid].exact, after[hid].label, after[hid].note) == (exact, label, note)
        new = {h.exact: h for hid, h in after.items() if hid not in before}
        assert new["shortly after 2 a.m."].label == "Time of day"
        assert "2 & not 3" in new["shortly after 2 a.m."].note
        assert new["within 20 minutes"].note.startswith("Check <fire service> log & radio")
        assert report.users == ["ana", "Rosa"]
        assert any("stray characters" in w for w in report.warnings)  # QualCoder's unescaped memo, repaired
        assert lib.list_discrepancies()[0].title == "Injured, officers or all"

    # Into a fresh library: every passage, code, note, name and set.
    with Library(tmp_path / "fresh.sqlite") as fresh:
        import_qdpx(fresh, out)
        got = {h.exact: h for a in fresh.list_articles() for h in fresh.list_highlights(a.id)}
        assert set(got) == {exact for exact, _l, _n in before.values()} | {"shortly after 2 a.m.", "within 20 minutes"}
        assert got["according to witnesses"].label == "sourcing"
        assert set(got["Eight injured"].label.split(", ")) == {"Injured, officers or all", "Witness"} or \
            got["Eight injured"].label in ("Injured, officers or all, Witness", "Witness, Injured, officers or all")
        assert "Police figure <unconfirmed> & early" in got["Five officers were injured"].note
        assert "Claim: 5" in got["Five officers were injured"].note
        assert "Coded by ana" in got["shortly after 2 a.m."].note
        courier = next(a for a in fresh.list_articles() if a.title == "Fire at the docks")
        assert (courier.outlet, courier.author, courier.published, courier.url) == (
            "The Courier", "R. Díaz", "2026-03-02", "https://example.org/docks")
        assert [c.name for c in fresh.list_comparisons()] == ["Docks fire"]
        for a in fresh.list_articles():
            text = fresh.get_article(a.id).reading_text
            for h in fresh.list_highlights(a.id):
                assert text[h.start:h.end] == h.exact
