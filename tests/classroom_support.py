"""Helpers for the classroom tests: a teacher's key, students who annotate in their own
libraries and hand in, and the command line run in-process."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from parallax.library.classroom.exercise import hand_in, set_student
from parallax.library.cli import main
from parallax.library.demo import load_demo
from parallax.library.ingest import import_paths
from parallax.library.store import Library


@dataclass
class Run:
    status: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


def cli(library: Path, *args: str) -> Run:
    out, err = io.StringIO(), io.StringIO()
    status = main(["--library", str(library), *args], out=out, err=err)
    return Run(status, out.getvalue(), err.getvalue())


@dataclass(frozen=True)
class Pick:
    """A passage a student links: (article id, start, end) in the shared reading text."""

    article: str
    start: int
    end: int


def demo_teacher(folder: Path) -> tuple[Path, str]:
    path = folder / "teacher.sqlite"
    with Library(path) as lib:
        comparison = load_demo(lib)
    return path, comparison.name


def key_picks(library: Path, comparison: str) -> list[tuple[str, list[Pick]]]:
    """Each key item's kind and passages, in the scorer's order (kind order, then time)."""
    from parallax.library.classroom.scoring import load_key

    with Library(library) as lib:
        key = load_key(lib, comparison)
    return [(item.kind, [Pick(s.article, s.start, s.end) for s in item.spans]) for item in key.items]


def free_picks(library: Path, comparison: str, length: int = 12) -> list[Pick]:
    """In the first two articles, a passage that overlaps no passage of the key."""
    from parallax.library.classroom.scoring import load_key

    with Library(library) as lib:
        key = load_key(lib, comparison)
        picks = []
        for article in lib.get_comparison(comparison).article_ids[:2]:
            taken = [(s.start, s.end) for i in key.items for s in i.spans if s.article == article]
            text = key.texts[article]
            start = next(
                at for at in range(0, len(text) - length)
                if text[at : at + length].strip() == text[at : at + length]
                and "\n" not in text[at : at + length]
                and all(at + length <= a or at >= b for a, b in taken)
            )
            picks.append(Pick(article, start, start + length))
    return picks


def student(folder: Path, exercise: Path, name: str | None,
            finds: Sequence[tuple[str, Sequence[Pick]]], out_name: str | None = None) -> Path:
    """A student's own library: open the exercise, give a name, link ``finds``, hand in."""
    label = name or "anonymous"
    library = folder / f"{label}.sqlite"
    with Library(library) as lib:
        [result] = import_paths(lib, [exercise])
        assert result.status == "imported", result.error
        comparison = result.id
        assert comparison is not None
        if name is not None:
            set_student(lib, comparison, name)
        for n, (kind, picks) in enumerate(finds, 1):
            highlights = [lib.add_highlight(p.article, p.start, p.end).id for p in picks]
            lib.create_discrepancy(highlights, kind=kind, title=f"{label} find {n}", comparison=comparison)
        out = folder / (out_name or f"{label}.parallax")
        if name is not None:
            hand_in(lib, comparison, out)
        else:
            from parallax.library.bundles import export_bundle

            export_bundle(lib, out, comparisons=[comparison])
    return out
