"""Reports of a comparison: HTML, Markdown, CSV and JSON carry the same facts, safely."""

from __future__ import annotations

import csv
import io
import json
import re
from html.parser import HTMLParser

import pytest

from parallax.library.demo import load_demo
from parallax.library.errors import InputError, NotFoundError
from parallax.library.kind_palette import look_for
from parallax.library.reports import context, render_report
from parallax.library.store import Library

EVIL = "<script>alert(1)</script>"


@pytest.fixture
def hostile(lib: Library) -> Library:
    """A comparison whose every text field tries to break out of its format."""
    a, _ = lib.add_article("# One\n\nThe mayor said 5 | 6 people <b>left</b> early. Then more text follows here.\n",
                           title=EVIL, outlet="Out|let", url="javascript:alert(1)")
    b, _ = lib.add_article("# Two\n\nThe council said nobody left.\n", outlet="=HYPERLINK(\"x\")",
                           url="https://example.org/two?a=1&b=2")
    c, _ = lib.add_article("# Three\n\nUnrelated text.\n", outlet="Silent")
    lib.create_comparison(EVIL, f"note {EVIL}\nsecond line", [a.id, b.id, c.id])
    h1 = lib.highlight_quote(a.id, "5 | 6 people <b>left</b>")
    h2 = lib.highlight_quote(b.id, "nobody left")
    lib.create_discrepancy([h1.id, h2.id], kind="count", title=f"T {EVIL}", note="-1 @x",
                           claims={h1.id: "=1+1", h2.id: "0 | none"}, comparison=EVIL)
    return lib


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def test_html_is_inert_and_self_contained(hostile: Library) -> None:
    page = render_report(hostile, EVIL, "html")
    assert EVIL not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    parser = _Collector()
    parser.feed(page)
    tags = {t for t, _ in parser.tags}
    assert not tags & {"script", "link", "img", "iframe", "object", "embed", "base", "form"}
    for tag, attrs in parser.tags:
        assert not any(k.startswith("on") for k in attrs), tag
        for key in ("src", "href"):
            value = attrs.get(key) or ""
            assert not value.lower().startswith("javascript"), value
    hrefs = [a["href"] for t, a in parser.tags if t == "a" and "href" in a and not (a["href"] or "").startswith("#")]
    assert hrefs == ["https://example.org/two?a=1&b=2"]
    assert "Content-Security-Policy" in page and '<style media="print">' in page
    assert '<mark class="k-count"><a name="pk-solid-b84f00"><b>5 | 6 people &lt;b&gt;left&lt;/b&gt;</b></a></mark>' in page
    assert "not reported" in page  # the third source has no passage


def test_demo_html_content(lib: Library) -> None:
    comparison = load_demo(lib)
    page = render_report(lib, comparison.name, "html")
    assert page.count('<article class="disc') == 20
    assert "Meridian Wire" in page and '<mark class="k-count"><a name="pk-solid-b84f00"><b>Three firefighters were injured</b></a></mark>' in page
    assert re.search(r'class="kind k-count"><span class="pat"><a name="pk-solid-b84f00">Count</a></span>', page)


def test_html_kind_colours_are_the_apps(lib: Library) -> None:
    comparison = load_demo(lib)
    page = render_report(lib, comparison.name, "html")
    count = look_for("count")
    assert count.hue == "vermillion"  # the app's Count: Okabe–Ito vermillion, a solid line
    assert f".k-count {{ color: {count.line_light}; }}" in page
    assert f"text-decoration: underline solid {count.line_light}" in page
    assert "#1f6feb" not in page  # the old report-only blue


def test_html_kinds_carry_no_stray_symbols(lib: Library) -> None:
    comparison = load_demo(lib)
    page = render_report(lib, comparison.name, "html")
    assert ">#</span>" not in page and "⇒" not in page and 'class="sym"' not in page


def test_markdown_escapes_tables(hostile: Library) -> None:
    text = render_report(hostile, EVIL, "md")
    assert "<script>" not in text and "\\<script\\>" in text
    matrix = [line for line in text.splitlines() if line.startswith("| ") and "T \\<script" in line]
    assert len(matrix) == 1
    assert matrix[0].count(" | ") + 1 == 3 + 3  # kind, title, status + three sources: no stray pipes
    assert "5 \\| 6 people" in matrix[0] and "*not reported*" in matrix[0]
    assert "Out\\|let" in text


def test_csv_rows_and_injection(hostile: Library) -> None:
    text = render_report(hostile, EVIL, "csv")
    assert text.startswith("\ufeff") and "\r\n" in text
    rows = list(csv.DictReader(io.StringIO(text[1:])))
    assert len(rows) == 2
    assert list(rows[0]) == ["comparison", "discrepancy_id", "kind", "title", "status", "note", "article_id",
                             "outlet", "article_title", "claim", "passage", "start", "end"]
    assert rows[0]["claim"] == "'=1+1" and rows[1]["outlet"].startswith("'=HYPERLINK")
    assert rows[0]["note"] == "'-1 @x"
    assert rows[0]["passage"] == "5 | 6 people <b>left</b>"
    assert int(rows[0]["end"]) - int(rows[0]["start"]) == len(rows[0]["passage"])


def test_json_structure(hostile: Library) -> None:
    data = json.loads(render_report(hostile, EVIL, "json"))
    assert data["format"] == "parallax-report" and data["comparison"]["name"] == EVIL
    assert [s["outlet"] for s in data["sources"]] == ["Out|let", '=HYPERLINK("x")', "Silent"]
    (d,) = data["discrepancies"]
    assert d["kind"] == "count" and d["kind_label"] == "Count"
    first = d["passages"][0]
    assert first["claim"] == "=1+1" and first["context_before"] == "The mayor said "
    assert first["context_after"].startswith(" early.")
    assert d["not_reported"] == [data["sources"][2]["id"]]


def test_orphan_passages_are_marked(hostile: Library) -> None:
    hostile.connection.execute("UPDATE highlights SET orphan = 1")
    data = json.loads(render_report(hostile, EVIL, "json"))
    assert all(p["orphan"] and p["context_before"] == "" for p in data["discrepancies"][0]["passages"])
    assert "no longer found in the text" in render_report(hostile, EVIL, "html")


def test_context_cuts_at_words_within_the_line() -> None:
    text = "First line.\n" + "word " * 40 + "TARGET" + " tail" * 40 + "\nNext line."
    start = text.index("TARGET")
    before, after = context(text, start, start + 6)
    assert before.startswith("…word") and before.endswith("word ")
    assert after.startswith(" tail") and after.endswith("…") and "\n" not in before + after
    assert context("abc", 1, 2) == ("a", "c")


def test_errors(hostile: Library) -> None:
    with pytest.raises(NotFoundError):
        render_report(hostile, "missing", "html")
    with pytest.raises(InputError):
        render_report(hostile, EVIL, "pdf")  # type: ignore[arg-type]


def test_empty_comparison(lib: Library) -> None:
    lib.create_comparison("Empty")
    assert "No discrepancies recorded yet" in render_report(lib, "Empty", "html")
    assert "No discrepancies recorded yet" in render_report(lib, "Empty", "md")
    assert render_report(lib, "Empty", "csv").count("\r\n") == 1


def test_every_format_has_one_renderer_and_no_renderer_imports_the_table() -> None:
    """Reports dispatch through one table; the renderers read the model, so no import cycle."""
    import ast
    from pathlib import Path

    from parallax.library.reports import FORMATS, RENDERERS

    assert set(FORMATS) == set(RENDERERS) == {"html", "md", "csv", "json"}
    package = Path(__file__).resolve().parents[1] / "library" / "reports"
    for name in ("html.py", "text.py", "data.py", "model.py"):
        tree = ast.parse((package / name).read_text(encoding="utf-8"))
        parents = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level == 1 and not n.module]
        assert parents == [], name  # the package's table (reports/__init__.py) is imported by no renderer
