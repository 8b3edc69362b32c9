"""The demo comparisons that ship with Parallax, loaded into a library.

A demo is data, not code: Markdown articles and a ``comparison.json`` that names passages by
quote, in a folder of ``resources``: ``demo`` (English) and ``demo_<lang>`` for a demo written
in another language (``demo_es``, in Spanish). Loading one goes through the same library calls a
reader's actions do, so it doubles as a realistic end-to-end fixture (``make demo`` writes a
sample library from it).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from .models import Comparison
from .store import Library

DEMO_PACKAGE = "parallax.resources"


def demo_folder(language: str = "en") -> str:
    """The folder of the demo written in ``language`` (a code or locale name), else the English one."""
    code = language.replace("-", "_").split("_")[0].lower()
    name = f"demo_{code}"
    return name if code != "en" and resources.files(DEMO_PACKAGE).joinpath(name, "comparison.json").is_file() else "demo"


def demo_spec(language: str = "en") -> dict[str, Any]:
    folder = resources.files(DEMO_PACKAGE).joinpath(demo_folder(language))
    spec: dict[str, Any] = json.loads(folder.joinpath("comparison.json").read_text(encoding="utf-8"))
    for article in spec["articles"]:
        article["markdown"] = folder.joinpath(article["file"]).read_text(encoding="utf-8")
    return spec


def load_demo(library: Library, language: str = "en") -> Comparison:
    """Add the demo comparison written in ``language`` (English when there is none in it), in one
    transaction; loading it twice returns the existing one."""
    spec = demo_spec(language)
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
