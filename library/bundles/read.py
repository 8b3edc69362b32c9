"""Turning a bundle's files into checked records, before anything touches the library.

Everything here is pure: the result says what the bundle holds. The JSON Schemas
(:mod:`.schemas`) check the structure; the code here checks what a schema cannot say (hashes,
duplicate ids, real calendar times, which it normalises to UTC) and raises :class:`BundleError`. Whether the records fit the library
(articles present, selectors inside their text) is decided by :mod:`.merge`.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from ..anchoring import Selector
from ..errors import BundleError, InputError
from ..i18n import _, ngettext
from ..textmodel import normalize_body, parse_blocks
from .check import JsonObject, Where, load_json
from .format import (
    ANNOTATIONS_ENTRY,
    MAJOR_VERSION,
    MANIFEST_ENTRY,
    MINOR_VERSION,
    P_CLAIM,
    P_COMPARISON,
    P_HIGHLIGHT,
    P_ORPHAN,
    P_POSITION,
    P_STATUS,
    article_path,
    normalise_time,
)
from .jsonld import canonical
from .schemas import ANNOTATIONS_SCHEMA, MANIFEST_SCHEMA, validate

_VERSION = re.compile(r"(\d{1,6})\.(\d{1,6})\Z")


@dataclass(frozen=True, slots=True)
class BArticle:
    id: str
    title: str
    outlet: str | None
    author: str | None
    published: str | None
    url: str | None
    language: str | None
    source_format: str
    imported_at: str
    markdown: str


@dataclass(frozen=True, slots=True)
class BComparison:
    id: str
    name: str
    note: str
    created: str
    updated: str
    articles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BKind:
    name: str
    label: str
    description: str


@dataclass(frozen=True, slots=True)
class BHighlight:
    id: str
    article: str
    selector: Selector
    label: str | None
    note: str
    created: str
    updated: str
    orphan: bool


@dataclass(frozen=True, slots=True)
class BPassage:
    highlight: str
    article: str
    selector: Selector
    claim: str


@dataclass(frozen=True, slots=True)
class BDiscrepancy:
    id: str
    comparison: str
    kind: str
    title: str
    note: str
    status: str
    created: str
    updated: str
    passages: tuple[BPassage, ...]


@dataclass
class Bundle:
    """What a bundle holds, with every id stripped of its ``urn:`` prefix."""

    version: str
    comparisons: list[BComparison] = field(default_factory=list)
    articles: dict[str, BArticle] = field(default_factory=dict)
    kinds: dict[str, BKind] = field(default_factory=dict)
    highlights: dict[str, BHighlight] = field(default_factory=dict)
    discrepancies: dict[str, BDiscrepancy] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


def reading_text(article: BArticle) -> str:
    """The article's reading text (derived only for articles the library lacks: it is slow)."""
    text = parse_blocks(article.markdown).reading_text
    if not text.strip():
        raise BundleError("bundle_body_no_text", path=article_path(article.id))
    return text


def kind_name(value: str) -> str:
    """Kinds are stored as the store's ``add_kind`` writes them: lower case, hyphens for spaces."""
    return "-".join(value.strip().lower().split())


# -- manifest --------------------------------------------------------------------------------


def _time(value: str, where: Where) -> str:
    """A time of the bundle, checked to exist and normalised to UTC (``...Z``)."""
    try:
        return normalise_time(value)
    except ValueError as exc:
        raise where.fail("bundle_field_bad_time", value=value[:40], detail=exc) from None


def _version(manifest: JsonObject, bundle_warnings: list[str]) -> str:
    """The format version, read before the schema so a newer bundle says so, not "invalid"."""
    value = manifest.get("format_version")
    match = _VERSION.match(value) if isinstance(value, str) else None
    if match is None:
        return ""  # the schema names the problem
    major, minor = int(match.group(1)), int(match.group(2))
    if major != MAJOR_VERSION:
        code = "bundle_newer_format" if major > MAJOR_VERSION else "bundle_unknown_format"
        raise BundleError(code, version=match.group(0), major=MAJOR_VERSION)
    if minor > MINOR_VERSION:
        bundle_warnings.append(
            _("the bundle is format {version}, newer than this Parallax ({mine}); anything it adds to format 1.0 "
              "was ignored").format(version=match.group(0), mine=f"{MAJOR_VERSION}.{MINOR_VERSION}")
        )
    return match.group(0)


def _article(d: JsonObject, where: Where, files: dict[str, bytes]) -> BArticle:
    hexdigest = d["id"].removeprefix("urn:sha256:")
    path = d["path"]
    if path != article_path(hexdigest):
        raise (where / "path").fail("bundle_field_must_be", expected=article_path(hexdigest), value=path)
    if d["sha256"] != hexdigest:
        raise (where / "sha256").fail("bundle_field_sha_mismatch")
    data = files.get(path)
    if data is None:
        raise where.fail("bundle_field_path_missing", path=path)
    if hashlib.sha256(data).hexdigest() != hexdigest:
        raise BundleError("bundle_body_hash", path=path)
    try:
        body = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BundleError("bundle_body_not_utf8", path=path) from None
    if normalize_body(body) != body:
        raise BundleError("bundle_body_not_normal", path=path)
    return BArticle(
        id=hexdigest,
        title=d["title"],
        outlet=d.get("outlet"),
        author=d.get("author"),
        published=d.get("published"),
        url=d.get("url"),
        language=d.get("language"),
        source_format=d["source_format"],
        imported_at=_time(d["imported_at"], where / "imported_at"),
        markdown=body,
    )


def _comparison(d: JsonObject, where: Where) -> BComparison:
    return BComparison(
        id=d["id"].removeprefix("urn:uuid:"),
        name=" ".join(d["name"].split()),
        note=d.get("note", ""),
        created=_time(d["created"], where / "created"),
        updated=_time(d["updated"], where / "updated"),
        articles=tuple(a.removeprefix("urn:sha256:") for a in d["articles"]),
    )


def _kind(d: JsonObject, where: Where) -> BKind:
    name = d["name"]
    if kind_name(name) != name:
        raise (where / "name").fail("bundle_field_kind_name")
    return BKind(name=name, label=d["label"], description=d.get("description", ""))


def read_manifest(files: dict[str, bytes], bundle_warnings: list[str]) -> Bundle:
    data = files.get(MANIFEST_ENTRY)
    if data is None:
        raise BundleError("bundle_no_manifest", entry=MANIFEST_ENTRY)
    where = Where(MANIFEST_ENTRY)
    manifest = load_json(data, MANIFEST_ENTRY)
    version = _version(manifest, bundle_warnings) if isinstance(manifest, dict) else ""
    validate(manifest, MANIFEST_SCHEMA, MANIFEST_ENTRY)
    _time(manifest["created"], where / "created")
    bundle = Bundle(version=version, warnings=bundle_warnings)
    for i, item in enumerate(manifest["articles"]):
        article = _article(item, where / "articles" / i, files)
        if article.id in bundle.articles:
            raise (where / "articles" / i).fail("bundle_field_repeats_article", id=article.id)
        bundle.articles[article.id] = article
    seen: set[str] = set()
    for i, item in enumerate(manifest["comparisons"]):
        comparison = _comparison(item, where / "comparisons" / i)
        if comparison.id in seen:
            raise (where / "comparisons" / i).fail("bundle_field_repeats_comparison", id=comparison.id)
        seen.add(comparison.id)
        bundle.comparisons.append(comparison)
    for i, item in enumerate(manifest.get("kinds", [])):
        kind = _kind(item, where / "kinds" / i)
        if kind.name in bundle.kinds:
            raise (where / "kinds" / i).fail("bundle_field_repeats_kind", kind=kind.name)
        bundle.kinds[kind.name] = kind
    listed = {article_path(a) for a in bundle.articles}
    extra = sorted(n for n in files if n not in listed and n not in (MANIFEST_ENTRY, ANNOTATIONS_ENTRY))
    if extra:
        count = len(extra)
        bundle_warnings.append(ngettext(
            "ignored {count} file the manifest does not name: {names}",
            "ignored {count} files the manifest does not name: {names}", count,
        ).format(count=count, names=", ".join(extra[:3])))
    return bundle


# -- annotations -----------------------------------------------------------------------------


def _selector(target: JsonObject, where: Where) -> Selector:
    """The one reading of W3C selectors (:meth:`Selector.from_w3c`), with the place in its message."""
    try:
        return Selector.from_w3c(target["selector"])
    except InputError as exc:
        raise (where / "selector").fail("bundle_field_selector_unusable", detail=exc) from None


def _bodies(item: JsonObject, where: Where) -> dict[str, str]:
    """TextualBody values by purpose, each purpose at most once."""
    found: dict[str, str] = {}
    for body in item.get("body", []):
        purpose = body["purpose"]
        if purpose in found:
            raise (where / "body").fail("bundle_field_two_bodies", purpose=purpose)
        found[purpose] = body["value"]
    return found


def _highlight(item: JsonObject, where: Where, hid: str) -> BHighlight:
    target = item["target"]
    bodies = _bodies(item, where)
    return BHighlight(
        id=hid,
        article=target["source"].removeprefix("urn:sha256:"),
        selector=_selector(target, where / "target"),
        label=bodies.get("tagging"),
        note=bodies.get("commenting", ""),
        created=_time(item["created"], where / "created"),
        updated=_time(item["modified"], where / "modified"),
        orphan=item.get(P_ORPHAN, False),
    )


def _passages(item: JsonObject, where: Where) -> tuple[BPassage, ...]:
    targets = item["target"]
    placed: dict[int, BPassage] = {}
    for i, t in enumerate(targets):
        tw = where / "target" / i
        hid = t[P_HIGHLIGHT].removeprefix("urn:uuid:")
        position = t[P_POSITION]
        if position >= len(targets):
            raise (tw / P_POSITION).fail("bundle_field_position_range", last=len(targets) - 1)
        if position in placed:
            raise (tw / P_POSITION).fail("bundle_field_repeats_position", position=position)
        if any(p.highlight == hid for p in placed.values()):
            raise tw.fail("bundle_field_highlight_twice")
        placed[position] = BPassage(
            highlight=hid,
            article=t["source"].removeprefix("urn:sha256:"),
            selector=_selector(t, tw),
            claim=t.get(P_CLAIM, "").strip(),
        )
    return tuple(placed[i] for i in range(len(targets)))


def _discrepancy(item: JsonObject, where: Where, did: str) -> BDiscrepancy:
    bodies = _bodies(item, where)
    kind = bodies["classifying"]
    if kind_name(kind) != kind:  # the schema's pattern knows no upper case beyond ASCII
        raise (where / "body").fail("bundle_field_not_kind_name", kind=kind[:40])
    return BDiscrepancy(
        id=did,
        comparison=item[P_COMPARISON].removeprefix("urn:uuid:"),
        kind=kind,
        title=" ".join(bodies["describing"].split()),
        note=bodies.get("commenting", ""),
        status=item[P_STATUS],
        created=_time(item["created"], where / "created"),
        updated=_time(item["modified"], where / "modified"),
        passages=_passages(item, where),
    )


def read_annotations(files: dict[str, bytes], bundle: Bundle) -> None:
    data = files.get(ANNOTATIONS_ENTRY)
    if data is None:
        raise BundleError("bundle_no_annotations", entry=ANNOTATIONS_ENTRY)
    where = Where(ANNOTATIONS_ENTRY)
    doc = canonical(load_json(data, ANNOTATIONS_ENTRY))  # any JSON-LD form of the same graph
    validate(doc, ANNOTATIONS_SCHEMA, ANNOTATIONS_ENTRY)
    page = doc["first"]
    if "next" in page:
        raise (where / "first").fail("bundle_field_next_page")
    items = page["items"]
    if doc["total"] != len(items):
        raise (where / "total").fail("bundle_field_total", total=doc["total"], count=len(items))
    for i, item in enumerate(items):
        iw = where / "first" / "items" / i
        aid = item["id"].removeprefix("urn:uuid:")
        if aid in bundle.highlights or aid in bundle.discrepancies:
            raise iw.fail("bundle_field_repeats_annotation", id=aid)
        if item["motivation"] == "highlighting":
            bundle.highlights[aid] = _highlight(item, iw, aid)
        else:
            bundle.discrepancies[aid] = _discrepancy(item, iw, aid)


def read_bundle(files: dict[str, bytes]) -> Bundle:
    """Check and decode every part of a bundle; raises :class:`BundleError` on the first problem."""
    bundle = read_manifest(files, [])
    read_annotations(files, bundle)
    return bundle
