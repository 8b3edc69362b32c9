"""Sharing annotations: ``.parallax`` bundles out of and into a library.

A bundle is a zip of the articles' Markdown bodies, a manifest and a W3C Web Annotation
collection (docs/bundle-format.md). Export is :func:`export_bundle`. Import is
:func:`import_bundle`, in three steps that keep a hostile or damaged file from ever
half-changing a library:

1. :mod:`.archive` reads the archive into memory under size, count and path checks;
2. :mod:`.read` checks every record and hash; :mod:`.merge` decides, against the
   library, what each record does (add, update, keep, orphan) or refuses the bundle;
3. :mod:`.apply` writes that plan in one transaction.

Steps 1 and 2 write nothing, so a refusal leaves the library byte-for-byte as it was.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import BundleError
from ..records import Record

if TYPE_CHECKING:
    from ..store import Library
    from .export import export_bundle


def __getattr__(name: str) -> Any:
    """``export_bundle``, loaded when first asked for: importing one small part of the package
    (``bundles.format`` for a URN, say) must not load the reader, merger and writer too, which
    the app's start would pay for."""
    if name == "export_bundle":
        from .export import export_bundle

        return export_bundle
    raise AttributeError(name)

__all__ = ["BundleReport", "export_bundle", "import_bundle"]


class BundleReport(Record):
    """What an import did: counts per entity, conflicts kept local, orphans, warnings."""

    path: str
    changed: bool
    comparison_ids: list[str]
    title: str | None
    version: str
    counts: dict[str, dict[str, int]]
    conflicts: list[str]
    orphans: list[str]
    warnings: list[str]

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "changed": self.changed,
            "format_version": self.version,
            "comparisons": list(self.comparison_ids),
            "title": self.title,
            "counts": {entity: dict(c) for entity, c in self.counts.items()},
            "conflicts": list(self.conflicts),
            "orphans": list(self.orphans),
            "warnings": list(self.warnings),
        }


def _title(library: Library, ids: list[str], articles: int) -> str | None:
    names = [library.get_comparison(cid).name for cid in ids]
    if not names:
        return f"{articles} article{'s' if articles != 1 else ''}" if articles else None
    if len(names) == 1:
        return names[0]
    shown = ", ".join(names[:3])
    return f"{shown} and {len(names) - 3} more" if len(names) > 3 else shown


def import_bundle(library: Library, path: Path, *, comparison: str | None = None) -> BundleReport:
    """Merge a bundle into ``library`` in one transaction, or refuse it and change nothing.

    With ``comparison`` (a name or id; created when missing) every article of the bundle also
    joins that comparison. Raises :class:`BundleError` naming the file and the reason.
    """
    from .apply import apply_plan
    from .archive import read_entries
    from .merge import plan_merge
    from .read import read_bundle

    path = Path(path)
    try:
        bundle = read_bundle(read_entries(path))
        plan = plan_merge(library, bundle, comparison)
    except BundleError as exc:
        raise BundleError("file_problem", name=path.name, problem=exc) from None
    target, target_changed = apply_plan(library, bundle, plan)
    ids = [c.id for c in bundle.comparisons]
    if target is not None:
        ids = [target, *(i for i in ids if i != target)]
    changed = target_changed or bool(plan.membership) or any(
        c["added"] or c["updated"] for c in plan.counts.values()
    )
    return BundleReport(
        path=str(path),
        changed=changed,
        comparison_ids=ids,
        title=_title(library, ids, len(bundle.articles)),
        version=bundle.version,
        counts=plan.counts,
        conflicts=plan.conflicts,
        orphans=plan.orphans,
        warnings=plan.warnings,
    )
