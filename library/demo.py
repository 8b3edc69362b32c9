"""The demo comparison that ships with Parallax (``resources/demo``), loaded into a library.

The demo is data, not code: Markdown articles and a ``comparison.json`` that names passages by
quote. Loading it goes through the same library calls a reader's actions do, so it doubles as a
realistic end-to-end fixture (``make demo`` writes a sample library from it).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from .models import Comparison
from .store import Library

DEMO_PACKAGE = "parallax.resources"


def demo_spec() -> dict[str, Any]:
    folder = resources.files(DEMO_PACKAGE).joinpath("demo")
    spec: dict[str, Any] = json.loads(folder.joinpath("comparison.json").read_text(encoding="utf-8"))
    for article in spec["articles"]:
        article["markdown"] = folder.joinpath(article["file"]).read_text(encoding="utf-8")
    return spec


def load_demo(library: Library) -> Comparison:
    """Add the demo comparison (one transaction); loading it twice returns the existing one."""
    spec = demo_spec()
    name = spec["name"]
    for existing in library.list_comparisons():
        if existing.name == name:
            return existing
    with library.batch():
        comparison = library.create_comparison(name, spec.get("note", ""))
        ids: dict[str, str] = {}
        for article in spec["articles"]:
            stored, _ = library.add_article(
                article["markdown"],
                title=article.get("title"),
                source_format="markdown",
                outlet=article.get("outlet"),
                author=article.get("author"),
                published=article.get("published"),
                url=article.get("url"),
                language=article.get("language"),
                comparison=comparison.id,
            )
            ids[article["file"]] = stored.id
        highlights: dict[str, str] = {}
        for h in spec["highlights"]:
            made = library.highlight_quote(
                ids[h["file"]],
                h["quote"],
                occurrence=h.get("occurrence"),
                label=h.get("label") or None,
                note=h.get("note", ""),
            )
            highlights[h["key"]] = made.id
        for d in spec["discrepancies"]:
            library.create_discrepancy(
                [highlights[p["highlight"]] for p in d["passages"]],
                kind=d["kind"],
                title=d["title"],
                claims={highlights[p["highlight"]]: p.get("claim", "") for p in d["passages"]},
                note=d.get("note", ""),
                status=d.get("status", "open"),
                comparison=comparison.id,
            )
        exercise = spec.get("exercise")
        if isinstance(exercise, dict):  # the demo ships ready to hand out, its key in the library
            from .classroom.exercise import mark_key

            mark_key(library, comparison.id, exercise.get("instructions", ""), hints=bool(exercise.get("hints")),
                     find=exercise.get("find"))
    return library.get_comparison(comparison.id)
