"""Writing a merge plan into the library: one transaction, rows with the bundle's ids and times.

The store's public methods make new ids and stamp the current time, which would break merging
by id and the "newer wins" rule, so the plan is written through the store's unit of work
(``Library.unit_of_work``), which writes rows as they are; listeners hear of each change once
the transaction commits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..store import UnitOfWork
from ..textmodel import TEXT_MODEL_VERSION, pack_blocks, parse_blocks
from .merge import Plan
from .read import Bundle

if TYPE_CHECKING:
    from ..store import Library


def _articles(uow: UnitOfWork, bundle: Bundle, plan: Plan) -> None:
    for aid, text in plan.articles:
        a = bundle.articles[aid]
        uow.put_article(
            {
                "id": a.id, "title": a.title, "outlet": a.outlet, "author": a.author, "published": a.published,
                "url": a.url, "language": a.language, "source_format": a.source_format,
                "imported_at": a.imported_at, "markdown": a.markdown, "reading_text": text,
                "text_model": TEXT_MODEL_VERSION, "blocks": pack_blocks(parse_blocks(a.markdown)),
            }
        )


def _comparisons(uow: UnitOfWork, plan: Plan) -> None:
    for _action, row in plan.comparisons:
        uow.put_comparison(row)
    for cid, order in plan.membership.items():
        uow.set_members(cid, order)


def _annotations(uow: UnitOfWork, plan: Plan) -> None:
    for _action, row in plan.highlights:
        uow.put_highlight(row)
    for _action, row, passages in plan.discrepancies:
        uow.put_discrepancy(row, passages)


def _target(uow: UnitOfWork, bundle: Bundle, plan: Plan) -> tuple[str | None, bool]:
    """Put every article of the bundle into the ``--comparison`` one; returns it and if it changed."""
    if plan.target is None:
        return None, False
    cid = uow.comparison(plan.target, create=True)
    ordered = [a for c in bundle.comparisons for a in c.articles if a in bundle.articles]
    added = uow.add_to_comparison(cid, list(dict.fromkeys([*ordered, *sorted(bundle.articles)])))
    return cid, (not plan.target_exists) or added


def apply_plan(library: Library, bundle: Bundle, plan: Plan) -> tuple[str | None, bool]:
    """Write the plan in one transaction; returns the ``--comparison`` id and whether it changed."""
    with library.unit_of_work() as uow:
        _articles(uow, bundle, plan)
        for kind in plan.kinds:
            uow.put_kind(kind.name, kind.label, kind.description)
        _comparisons(uow, plan)
        _annotations(uow, plan)
        return _target(uow, bundle, plan)
