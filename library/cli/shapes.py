"""What the commands print: the JSON shapes of docs/cli.md, and the lines people read."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TextIO

from ..i18n import ENGLISH, N_, _, current_language, kind_label, ngettext, npgettext, status_label
from ..models import ArticleInfo, Discrepancy, Highlight
from ..store import Library

__all__ = ['article_json', 'discrepancy_json', 'dump', 'highlight_json', 'import_summary', 'kind_shown', 'plural', 'print_discrepancy', 'print_merge', 'suggestion_json']


def article_json(info: ArticleInfo) -> dict[str, Any]:
    return {
        "id": info.id,
        "title": info.title,
        "outlet": info.outlet,
        "author": info.author,
        "published": info.published,
        "url": info.url,
        "language": info.language,
        "source_format": info.source_format,
        "imported_at": info.imported_at,
        "length": info.length,
    }


def highlight_json(h: Highlight) -> dict[str, Any]:
    return {
        "id": h.id,
        "article": h.article,
        "start": h.start,
        "end": h.end,
        "exact": h.exact,
        "prefix": h.prefix,
        "suffix": h.suffix,
        "label": h.label,
        "note": h.note,
        "orphan": h.orphan,
        "created": h.created,
        "updated": h.updated,
    }


def discrepancy_json(d: Discrepancy, comparison_name: str | None = None) -> dict[str, Any]:
    return {
        "id": d.id,
        "comparison": d.comparison,
        "comparison_name": comparison_name,
        "kind": d.kind,
        "title": d.title,
        "note": d.note,
        "status": d.status,
        "created": d.created,
        "updated": d.updated,
        "passages": [
            {
                "highlight": p.highlight,
                "article": p.article,
                "exact": p.exact,
                "claim": p.claim,
                "start": p.start,
                "end": p.end,
                "orphan": p.orphan,
            }
            for p in d.passages
        ],
    }


def suggestion_json(s: Any) -> dict[str, Any]:
    return dict(s.to_json())


def dump(data: Any, out: TextIO) -> None:
    json.dump(data, out, ensure_ascii=False, indent=2)
    out.write("\n")


def import_summary(imported: int, duplicate: int, failed: int) -> str:
    """``5 imported, 1 duplicate, 0 failed``: each count agrees with its own number."""
    return ", ".join((
        ngettext("{count} imported", "{count} imported", imported).format(count=imported),
        ngettext("{count} duplicate", "{count} duplicate", duplicate).format(count=duplicate),
        ngettext("{count} failed", "{count} failed", failed).format(count=failed),
    ))


def plural(count: int, noun: str) -> str:
    """``1 article``, ``2 articles`` in the current language (``noun`` is given in the plural)."""
    forms = {
        "comparisons": ngettext("{count} comparison", "{count} comparisons", count),
        "articles": ngettext("{count} article", "{count} articles", count),
        "annotations": ngettext("{count} annotation", "{count} annotations", count),
        "selections": ngettext("{count} selection", "{count} selections", count),
        "codes": ngettext("{count} code", "{count} codes", count),
        "highlights": ngettext("{count} highlight", "{count} highlights", count),
        "passages": ngettext("{count} passage", "{count} passages", count),
        "discrepancies": ngettext("{count} discrepancy", "{count} discrepancies", count),
        "orphaned highlights": ngettext("{count} orphaned highlight", "{count} orphaned highlights", count),
    }
    return forms[noun].format(count=count)


MERGE_WORDS = {
    "comparisons": N_("comparisons"), "articles": N_("articles"), "highlights": N_("highlights"),
    "discrepancies": N_("discrepancies"), "kinds": N_("kinds"), "passages": N_("passages"),
    "added": N_("added"), "updated": N_("updated"), "kept": N_("kept"), "unchanged": N_("unchanged"),
    "merged": N_("merged"), "skipped": N_("skipped"),
}
"""The words of a bundle's merge summary (its JSON keeps the English keys)."""


def merge_word(word: str) -> str:
    return _(MERGE_WORDS[word]) if word in MERGE_WORDS else word


def kind_shown(kind: str) -> str:
    """A kind in human output: its key in English (what ``--kind`` takes), else its label."""
    return kind if current_language() == ENGLISH else kind_label(kind)


MERGE_DONE: dict[tuple[str, str], Callable[[int], str]] = {
    ("comparisons", "added"): lambda n: npgettext("comparisons", "{count} added", "{count} added", n),
    ("comparisons", "updated"): lambda n: npgettext("comparisons", "{count} updated", "{count} updated", n),
    ("comparisons", "unchanged"): lambda n: npgettext("comparisons", "{count} unchanged", "{count} unchanged", n),
    ("articles", "added"): lambda n: npgettext("articles", "{count} added", "{count} added", n),
    ("articles", "updated"): lambda n: npgettext("articles", "{count} updated", "{count} updated", n),
    ("articles", "unchanged"): lambda n: npgettext("articles", "{count} unchanged", "{count} unchanged", n),
    ("highlights", "added"): lambda n: npgettext("highlights", "{count} added", "{count} added", n),
    ("highlights", "updated"): lambda n: npgettext("highlights", "{count} updated", "{count} updated", n),
    ("highlights", "unchanged"): lambda n: npgettext("highlights", "{count} unchanged", "{count} unchanged", n),
    ("discrepancies", "added"): lambda n: npgettext("discrepancies", "{count} added", "{count} added", n),
    ("discrepancies", "updated"): lambda n: npgettext("discrepancies", "{count} updated", "{count} updated", n),
    ("discrepancies", "unchanged"): lambda n: npgettext("discrepancies", "{count} unchanged", "{count} unchanged", n),
    ("kinds", "added"): lambda n: npgettext("kinds", "{count} added", "{count} added", n),
    ("kinds", "updated"): lambda n: npgettext("kinds", "{count} updated", "{count} updated", n),
    ("kinds", "unchanged"): lambda n: npgettext("kinds", "{count} unchanged", "{count} unchanged", n),
}
"""``1 added`` said of each kind of thing a merge counts: the context (the thing) lets a language
agree in gender and number ("comparaciones: 1 añadida", "artículos: 2 añadidos"). Each call is
written out because the catalogue's extractor reads literal calls only."""


def merge_done(entity: str, action: str, n: int) -> str:
    said = MERGE_DONE.get((entity, action))
    return said(n).format(count=n) if said else f"{n} {merge_word(action)}"


def print_merge(merge: dict[str, Any], out: TextIO) -> None:
    """What a bundle import changed, for people (the JSON has the same under ``merge``)."""
    for entity, counts in merge.get("counts", {}).items():
        done = ", ".join(merge_done(entity, what, n) for what, n in counts.items() if n)
        if done:
            out.write(f"           {merge_word(entity)}: {done}\n")
    for conflict in merge.get("conflicts", []):
        out.write("           " + _("conflict: {conflict}").format(conflict=conflict) + "\n")
    for orphan in merge.get("orphans", []):
        out.write("           " + _("orphaned: {orphan}").format(orphan=orphan) + "\n")


def print_discrepancy(d: Discrepancy, lib: Library, out: TextIO) -> None:
    from ..session import source_name  # the one rule for naming a source, as the app names it

    out.write(f"{d.id[:12]}  [{kind_shown(d.kind)}] {d.title}  ({status_label(d.status)})\n")
    titles: dict[str, str] = {}
    for p in d.passages:
        if p.article not in titles:
            titles[p.article] = source_name(lib.get_article_info(p.article))
        claim = f"  => {p.claim}" if p.claim else ""
        orphan = "  " + _("(orphaned)") if p.orphan else ""
        out.write(f"    {titles[p.article]}: \u201c{p.exact}\u201d{claim}{orphan}\n")
    if d.note:
        out.write("    " + _("note: {note}").format(note=d.note) + "\n")
