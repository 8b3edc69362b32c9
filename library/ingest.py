"""Bringing files into a library: documents through the importers, bundles through the merger.

Shared by the command line and the desktop so both report the same per-file results: one bad
file never stops the others, and each file is its own transaction, so a failure leaves nothing
of that file behind.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .errors import ParallaxError
from .store import Library

Status = Literal["imported", "duplicate", "error"]
BUNDLE_SUFFIX = ".parallax"

Progress = Callable[[int, int, Path], bool]
"""Called before each file with (index, total, path); returning False cancels the rest."""


@dataclass
class ImportResult:
    path: str
    status: Status
    id: str | None = None
    title: str | None = None
    error: str | None = None
    warnings: list[str] = field(default_factory=list)
    kind: Literal["article", "bundle"] = "article"
    details: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "path": self.path,
            "status": self.status,
            "id": self.id,
            "title": self.title,
            "error": self.error,
            "kind": self.kind,
        }
        if self.warnings:
            data["warnings"] = self.warnings
        if self.details:
            data.update(self.details)
        return data


def import_one(
    library: Library,
    path: Path,
    *,
    comparison: str | None = None,
    encoding: str | None = None,
    whole_page: bool = False,
) -> ImportResult:
    """Import one document or bundle; failures become an ``error`` result, never an exception."""
    shown = str(path)
    try:
        if path.suffix.lower() == BUNDLE_SUFFIX:
            from .bundles import import_bundle

            report = import_bundle(library, path, comparison=comparison)
            return ImportResult(
                shown,
                "imported" if report.changed else "duplicate",
                id=report.comparison_ids[0] if report.comparison_ids else None,
                title=report.title,
                kind="bundle",
                warnings=list(report.warnings),
                details={"merge": report.as_json()},
            )
        from .importers import import_file

        doc = import_file(path, encoding=encoding, whole_page=whole_page)
        article, created = library.add_article(
            doc.markdown,
            title=doc.title,
            source_format=doc.source_format,
            outlet=doc.outlet,
            author=doc.author,
            published=doc.published,
            url=doc.url,
            language=doc.language,
            comparison=comparison,
        )
        return ImportResult(
            shown,
            "imported" if created else "duplicate",
            id=article.id,
            title=article.title,
            warnings=list(doc.warnings),
        )
    except ParallaxError as exc:
        return ImportResult(shown, "error", error=str(exc))
    except OSError as exc:
        return ImportResult(shown, "error", error=f"{path.name}: {exc.strerror or exc}")


def import_paths(
    library: Library,
    paths: Sequence[Path],
    *,
    comparison: str | None = None,
    encoding: str | None = None,
    whole_page: bool = False,
    progress: Progress | None = None,
) -> list[ImportResult]:
    results: list[ImportResult] = []
    for index, path in enumerate(paths):
        if progress is not None and not progress(index, len(paths), path):
            break
        results.append(
            import_one(library, path, comparison=comparison, encoding=encoding, whole_page=whole_page)
        )
    return results
