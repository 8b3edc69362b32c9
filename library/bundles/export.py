"""Writing a library (or some of its comparisons) as a ``.parallax`` bundle.

The output is deterministic apart from the manifest's ``created`` time: entries, keys and lists
are sorted and every zip entry carries the same fixed date, so exporting the same library twice
gives the same bytes inside and a diff of two bundles shows only real changes.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
import zipfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from .. import __version__
from ..anchoring import Selector
from ..models import now
from ..outputs import atomic_output
from ..zipsafety import stable_entry
from .format import (
    ANNOTATIONS_ENTRY,
    CONTEXT,
    FORMAT,
    FORMAT_VERSION,
    MANIFEST_ENTRY,
    MIMETYPE,
    MIMETYPE_ENTRY,
    P_CLAIM,
    P_COMPARISON,
    P_HIGHLIGHT,
    P_ORPHAN,
    P_POSITION,
    P_STATUS,
    article_path,
    article_urn,
    uuid_urn,
)

if TYPE_CHECKING:
    from ..store import Library

_CHUNK = 500


def dump_json(data: Any) -> bytes:
    """The one JSON spelling used in bundles: sorted keys, UTF-8, two-space indent."""
    return (json.dumps(data, ensure_ascii=False, sort_keys=True, indent=2) + "\n").encode("utf-8")


def _by_id(rows: Iterable[sqlite3.Row]) -> list[sqlite3.Row]:
    return sorted(rows, key=lambda r: str(r["id"]))


class _Selection:
    """The rows of one export: whole library, or some comparisons and what they need."""

    def __init__(self, library: Library, names: Sequence[str] | None) -> None:
        t = library.tables
        if names is None:
            self.comparisons = t.comparisons.rows(order="id")
            self.discrepancies = t.discrepancies.rows(order="id")
            self.articles = t.articles.rows(order="id")
            self.highlights = t.highlights.rows(order="id")
        else:
            cids = sorted({library.resolve_comparison(n) for n in names})
            self.comparisons = _by_id(t.comparisons.rows("id", cids))
            self.discrepancies = _by_id(t.discrepancies.rows("comparison", cids))
            member_ids = {r["article"] for r in t.comparisons.member_rows("comparison", cids, columns="article")}
            dids = [str(r["id"]) for r in self.discrepancies]
            passage_hids = sorted(
                {r["highlight"] for r in t.discrepancies.passage_rows_in("discrepancy", dids, columns="highlight")}
            )
            linked = t.highlights.rows("id", passage_hids)
            aids = sorted(member_ids | {r["article"] for r in linked})
            self.articles = _by_id(t.articles.rows("id", aids))
            on_articles = t.highlights.rows("article", aids)
            self.highlights = _by_id({str(r["id"]): r for r in [*on_articles, *linked]}.values())
        cids = [str(r["id"]) for r in self.comparisons]
        self.members: dict[str, list[str]] = {c: [] for c in cids}
        for r in t.comparisons.member_rows("comparison", cids, columns="comparison, article", order="comparison, position"):
            self.members[r["comparison"]].append(r["article"])
        self.passages: dict[str, list[sqlite3.Row]] = {str(r["id"]): [] for r in self.discrepancies}
        for r in t.discrepancies.passage_rows_in("discrepancy", list(self.passages), order="discrepancy, position"):
            self.passages[r["discrepancy"]].append(r)
        used = sorted({str(r["kind"]) for r in self.discrepancies})
        self.kinds = sorted(t.kinds.rows("name", used), key=lambda r: str(r["name"]))


def _manifest(sel: _Selection) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "created": now(),
        "generator": f"Parallax {__version__}",
        "comparisons": [
            {
                "id": uuid_urn(c["id"]),
                "name": c["name"],
                "note": c["note"] or "",
                "created": c["created"],
                "updated": c["updated"],
                "articles": [article_urn(a) for a in sel.members[c["id"]]],
            }
            for c in sel.comparisons
        ],
        "articles": [
            {
                "id": article_urn(a["id"]),
                "title": a["title"],
                "outlet": a["outlet"],
                "author": a["author"],
                "published": a["published"],
                "url": a["url"],
                "language": a["language"],
                "source_format": a["source_format"],
                "imported_at": a["imported_at"],
                "path": article_path(a["id"]),
                "sha256": a["id"],
            }
            for a in sel.articles
        ],
        "kinds": [
            {"name": k["name"], "label": k["label"], "description": k["description"] or ""} for k in sel.kinds
        ],
    }


GENERATOR: Final = {"type": "Software", "name": "Parallax"}
"""The W3C ``generator`` of every annotation (the version is the manifest's ``generator``)."""
ARTICLE_FORMAT = "text/markdown"
"""What a target's ``source`` is: the article's Markdown body (the selectors count in its
reading text, docs/bundle-format.md)."""


def _text_body(purpose: str, value: str, language: str | None) -> dict[str, str]:
    body = {"type": "TextualBody", "purpose": purpose, "value": value, "format": "text/plain"}
    if language:
        body["language"] = language
    return body


def _target(row: sqlite3.Row, languages: dict[str, str | None]) -> dict[str, Any]:
    """A W3C ``SpecificResource``: the article, its media type and language when known, the selectors."""
    target: dict[str, Any] = {
        "type": "SpecificResource",
        "source": article_urn(row["article"]),
        "format": ARTICLE_FORMAT,
        "selector": selectors(row),
    }
    language = languages.get(str(row["article"]))
    if language:
        target["language"] = language
    return target


def _shared(values: Iterable[str | None]) -> str | None:
    """The one value all have, or None: the language of bodies written about articles in it."""
    found = set(values)
    return found.pop() if len(found) == 1 else None


def selectors(row: sqlite3.Row | dict[str, Any]) -> list[dict[str, str | int]]:
    """The W3C selectors of a highlight row (:meth:`Selector.to_w3c`, the one writer of them)."""
    return Selector(row["exact"], row["prefix"] or "", row["suffix"] or "", int(row["start"]), int(row["end"])).to_w3c()


def _highlight(row: sqlite3.Row, languages: dict[str, str | None], creator: dict[str, str] | None) -> dict[str, Any]:
    item: dict[str, Any] = {
        "@context": CONTEXT,  # each annotation stands alone too (taken out of its collection)
        "id": uuid_urn(row["id"]),
        "type": "Annotation",
        "motivation": "highlighting",
        "created": row["created"],
        "modified": row["updated"],
        "target": _target(row, languages),
    }
    if creator:
        item["creator"] = creator
    item["generator"] = GENERATOR
    language = languages.get(str(row["article"]))
    body = []
    if row["label"] is not None:
        body.append(_text_body("tagging", row["label"], language))
    if row["note"]:
        body.append(_text_body("commenting", row["note"], language))
    if body:
        item["body"] = body
    if row["orphan"]:
        item[P_ORPHAN] = True
    return item


def _discrepancy(
    row: sqlite3.Row,
    passages: Sequence[sqlite3.Row],
    highlights: dict[str, sqlite3.Row],
    languages: dict[str, str | None],
    creator: dict[str, str] | None,
) -> dict[str, Any]:
    language = _shared(languages.get(str(highlights[p["highlight"]]["article"])) for p in passages)
    body = [_text_body("describing", row["title"], language), _text_body("classifying", row["kind"], None)]
    if row["note"]:
        body.append(_text_body("commenting", row["note"], language))
    targets = []
    for position, p in enumerate(passages):
        h = highlights[p["highlight"]]
        targets.append(
            {
                **_target(h, languages),
                P_HIGHLIGHT: uuid_urn(h["id"]),
                P_CLAIM: p["claim"] or "",
                P_POSITION: position,
            }
        )
    item: dict[str, Any] = {
        "@context": CONTEXT,
        "id": uuid_urn(row["id"]),
        "type": "Annotation",
        "motivation": "linking",
        "created": row["created"],
        "modified": row["updated"],
        "body": body,
        "target": targets,
        P_COMPARISON: uuid_urn(row["comparison"]),
        P_STATUS: row["status"],
    }
    if creator:
        item["creator"] = creator
    item["generator"] = GENERATOR
    return item


def annotation_collection(items: list[dict[str, Any]], collection_id: str) -> dict[str, Any]:
    """The W3C collection of one page: the page has its own id, describes the collection it is
    part of (as the W3C's page assertions expect: its id, type, label and total), and is the
    collection's first and last page."""
    page_id = uuid_urn(str(uuid.uuid5(uuid.NAMESPACE_URL, f"{collection_id}#page-1")))
    label = "Parallax highlights and discrepancies"
    part_of = {"id": collection_id, "type": "AnnotationCollection", "label": label, "total": len(items)}
    return {
        "@context": CONTEXT,
        "id": collection_id,
        "type": "AnnotationCollection",
        "label": label,
        "total": len(items),
        "first": {"id": page_id, "type": "AnnotationPage", "partOf": part_of, "startIndex": 0, "items": items},
        "last": page_id,
    }


def _collection_id(sel: _Selection) -> str:
    """A stable id: the same selection exported twice is the same collection."""
    key = "|".join([*(str(c["id"]) for c in sel.comparisons), *(str(a["id"]) for a in sel.articles)])
    return uuid_urn(str(uuid.uuid5(uuid.NAMESPACE_URL, "parallax-bundle:" + key)))



def export_bundle(
    library: Library, out: Path, *, comparisons: Sequence[str] | None = None, creator: str | None = None
) -> dict[str, Any]:
    """Write a bundle of the whole library (``comparisons=None``) or of the named comparisons.

    With names, the bundle holds those comparisons, their articles (and any other article a
    passage of theirs is on), every highlight on those articles and their discrepancies. The
    file appears complete or not at all: it is written beside ``out`` and renamed into place.
    ``creator``, the reader's name when it is known, becomes every annotation's W3C ``creator``.
    """
    sel = _Selection(library, comparisons)
    by_id = {str(h["id"]): h for h in sel.highlights}
    languages: dict[str, str | None] = {str(a["id"]): a["language"] for a in sel.articles}
    agent = {"type": "Person", "name": " ".join(creator.split())} if creator and creator.strip() else None
    items = [_highlight(h, languages, agent) for h in sel.highlights]
    items += [_discrepancy(d, sel.passages[str(d["id"])], by_id, languages, agent) for d in sel.discrepancies]
    manifest = _manifest(sel)
    annotations = annotation_collection(items, _collection_id(sel))
    out = Path(out)
    with atomic_output(out, library.path) as handle, zipfile.ZipFile(handle, "w") as zf:
        zf.writestr(stable_entry(MIMETYPE_ENTRY, zipfile.ZIP_STORED), MIMETYPE.encode("ascii"))
        zf.writestr(stable_entry(MANIFEST_ENTRY, zipfile.ZIP_DEFLATED), dump_json(manifest))
        for a in sel.articles:
            zf.writestr(stable_entry(article_path(a["id"]), zipfile.ZIP_DEFLATED), a["markdown"].encode("utf-8"))
        zf.writestr(stable_entry(ANNOTATIONS_ENTRY, zipfile.ZIP_DEFLATED), dump_json(annotations))
    return {
        "path": str(out),
        "comparisons": len(sel.comparisons),
        "articles": len(sel.articles),
        "annotations": len(items),
        "highlights": len(sel.highlights),
        "discrepancies": len(sel.discrepancies),
    }
