"""Turning a bundle's files into checked records, before anything touches the library.

Everything here is pure: the result says what the bundle holds, and any structural problem,
hash mismatch or duplicate id raises :class:`BundleError`. Whether the records fit the library
(articles present, selectors inside their text) is decided by :mod:`.merge`.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import BundleError
from ..models import STATUSES
from ..textmodel import normalize_body, parse_blocks
from .check import (
    JsonObject,
    Where,
    array,
    constant,
    integer,
    load_json,
    matching,
    obj,
    optional_string,
    string,
    timestamp,
)
from .format import (
    ANNO_CONTEXT,
    ANNOTATIONS_ENTRY,
    ARTICLE_PATH,
    FORMAT,
    MAJOR_VERSION,
    MANIFEST_ENTRY,
    MAX_ENTRIES,
    MAX_NOTE,
    MAX_SHORT,
    MINOR_VERSION,
    NAMESPACE,
    P_CLAIM,
    P_COMPARISON,
    P_HIGHLIGHT,
    P_ORPHAN,
    P_POSITION,
    P_STATUS,
    PREFIX,
    SHA_URN,
    UUID_URN,
    article_path,
)

_VERSION = re.compile(r"(\d{1,6})\.(\d{1,6})\Z")
_MAX_ITEMS = 1_000_000


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
class BSelector:
    exact: str
    prefix: str
    suffix: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class BHighlight:
    id: str
    article: str
    selector: BSelector
    label: str | None
    note: str
    created: str
    updated: str
    orphan: bool


@dataclass(frozen=True, slots=True)
class BPassage:
    highlight: str
    article: str
    selector: BSelector
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


def _version(manifest: JsonObject, where: Where, bundle_warnings: list[str]) -> str:
    match = matching(manifest, "format_version", _VERSION, where, "a version such as '1.0'")
    major, minor = int(match.group(1)), int(match.group(2))
    if major != MAJOR_VERSION:
        code = "bundle_newer_format" if major > MAJOR_VERSION else "bundle_unknown_format"
        raise BundleError(code, version=match.group(0), major=MAJOR_VERSION)
    if minor > MINOR_VERSION:
        bundle_warnings.append(
            f"the bundle is format {match.group(0)}, newer than this Parallax ({MAJOR_VERSION}.{MINOR_VERSION}); "
            "anything it adds to format 1.0 was ignored"
        )
    return match.group(0)


def _article(item: Any, where: Where, files: dict[str, bytes]) -> BArticle:
    d = obj(item, where)
    hexdigest = matching(d, "id", SHA_URN, where, "urn:sha256: and 64 lower-case hex digits").group(1)
    path = string(d, "path", where, max_len=MAX_SHORT)
    if path != article_path(hexdigest) or not ARTICLE_PATH.match(path):
        raise (where / "path").fail(f"must be {article_path(hexdigest)!r}, not {path!r}")
    if string(d, "sha256", where, max_len=MAX_SHORT) != hexdigest:
        raise (where / "sha256").fail("does not match the article id")
    data = files.get(path)
    if data is None:
        raise where.fail(f"names {path!r}, which is not in the bundle")
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
        title=string(d, "title", where, nonempty=True),
        outlet=optional_string(d, "outlet", where),
        author=optional_string(d, "author", where),
        published=optional_string(d, "published", where, max_len=MAX_SHORT),
        url=optional_string(d, "url", where),
        language=optional_string(d, "language", where, max_len=MAX_SHORT),
        source_format=string(d, "source_format", where, max_len=MAX_SHORT, nonempty=True),
        imported_at=timestamp(d, "imported_at", where),
        markdown=body,
    )


def _comparison(item: Any, where: Where) -> BComparison:
    d = obj(item, where)
    articles: list[str] = []
    for i, value in enumerate(array(d.get("articles"), where / "articles", max_items=MAX_ENTRIES)):
        match = SHA_URN.match(value) if isinstance(value, str) else None
        if match is None:
            raise (where / "articles" / i).fail("must be an article id (urn:sha256:...)")
        if match.group(1) in articles:
            raise (where / "articles" / i).fail("lists the same article twice")
        articles.append(match.group(1))
    return BComparison(
        id=matching(d, "id", UUID_URN, where, "urn:uuid: and a lower-case UUID").group(1),
        name=" ".join(string(d, "name", where, nonempty=True).split()),
        note=string(d, "note", where, max_len=MAX_NOTE, required=False),
        created=timestamp(d, "created", where),
        updated=timestamp(d, "updated", where),
        articles=tuple(articles),
    )


def _kind(item: Any, where: Where) -> BKind:
    d = obj(item, where)
    name = string(d, "name", where, max_len=MAX_SHORT, nonempty=True)
    if kind_name(name) != name:
        raise (where / "name").fail("must be lower case without spaces")
    return BKind(
        name=name,
        label=string(d, "label", where, max_len=MAX_SHORT, nonempty=True),
        description=string(d, "description", where, required=False),
    )


def read_manifest(files: dict[str, bytes], bundle_warnings: list[str]) -> Bundle:
    data = files.get(MANIFEST_ENTRY)
    if data is None:
        raise BundleError("bundle_no_manifest", entry=MANIFEST_ENTRY)
    where = Where(MANIFEST_ENTRY)
    manifest = obj(load_json(data, MANIFEST_ENTRY), where)
    constant(manifest, "format", FORMAT, where)
    version = _version(manifest, where, bundle_warnings)
    timestamp(manifest, "created", where)
    string(manifest, "generator", where, max_len=MAX_SHORT)
    bundle = Bundle(version=version, warnings=bundle_warnings)
    for i, item in enumerate(array(manifest.get("articles"), where / "articles", max_items=MAX_ENTRIES)):
        article = _article(item, where / "articles" / i, files)
        if article.id in bundle.articles:
            raise (where / "articles" / i).fail(f"repeats the article id urn:sha256:{article.id}")
        bundle.articles[article.id] = article
    seen: set[str] = set()
    for i, item in enumerate(array(manifest.get("comparisons"), where / "comparisons", max_items=MAX_ENTRIES)):
        comparison = _comparison(item, where / "comparisons" / i)
        if comparison.id in seen:
            raise (where / "comparisons" / i).fail(f"repeats the comparison id urn:uuid:{comparison.id}")
        seen.add(comparison.id)
        bundle.comparisons.append(comparison)
    for i, item in enumerate(array(manifest.get("kinds", []), where / "kinds", max_items=MAX_ENTRIES)):
        kind = _kind(item, where / "kinds" / i)
        if kind.name in bundle.kinds:
            raise (where / "kinds" / i).fail(f"repeats the kind {kind.name!r}")
        bundle.kinds[kind.name] = kind
    listed = {article_path(a) for a in bundle.articles}
    extra = sorted(n for n in files if n not in listed and n not in (MANIFEST_ENTRY, ANNOTATIONS_ENTRY))
    if extra:
        bundle_warnings.append(f"ignored {len(extra)} file(s) the manifest does not name: {', '.join(extra[:3])}")
    return bundle


# -- annotations -----------------------------------------------------------------------------


def _context(value: Any, where: Where) -> None:
    contexts = value if isinstance(value, list) else [value]
    if ANNO_CONTEXT not in contexts:
        raise where.fail(f"must include the W3C context {ANNO_CONTEXT!r}")
    if not any(isinstance(c, dict) and c.get(PREFIX) == NAMESPACE for c in contexts):
        raise where.fail(f"must define the prefix {PREFIX!r} as {NAMESPACE!r}")


def _selector(target: JsonObject, where: Where) -> BSelector:
    quote: JsonObject | None = None
    position: JsonObject | None = None
    items = array(target.get("selector"), where / "selector", max_items=16)
    for i, item in enumerate(items):
        s = obj(item, where / "selector" / i)
        kind = s.get("type")
        if kind == "TextQuoteSelector":
            if quote is not None:
                raise (where / "selector").fail("has two TextQuoteSelectors")
            quote = s
        elif kind == "TextPositionSelector":
            if position is not None:
                raise (where / "selector").fail("has two TextPositionSelectors")
            position = s
    if quote is None or position is None:
        raise (where / "selector").fail("must hold a TextQuoteSelector and a TextPositionSelector")
    qw, pw = where / "selector" / items.index(quote), where / "selector" / items.index(position)
    start, end = integer(position, "start", pw), integer(position, "end", pw)
    if start >= end:
        raise pw.fail(f"is empty or reversed (start {start}, end {end})")
    exact = string(quote, "exact", qw, nonempty=True)
    return BSelector(
        exact=exact,
        prefix=string(quote, "prefix", qw, required=False),
        suffix=string(quote, "suffix", qw, required=False),
        start=start,
        end=end,
    )


def _source(target: JsonObject, where: Where) -> str:
    return matching(target, "source", SHA_URN, where, "an article id (urn:sha256:...)").group(1)


def _bodies(item: JsonObject, where: Where, required: tuple[str, ...]) -> dict[str, str]:
    """TextualBody values by purpose; each purpose at most once, ``required`` ones present."""
    found: dict[str, str] = {}
    raw = item.get("body", [])
    for i, body in enumerate(array(raw, where / "body", max_items=16)):
        b = obj(body, where / "body" / i)
        constant(b, "type", "TextualBody", where / "body" / i)
        purpose = string(b, "purpose", where / "body" / i, max_len=MAX_SHORT)
        if purpose in found:
            raise (where / "body").fail(f"has two bodies with purpose {purpose!r}")
        found[purpose] = string(b, "value", where / "body" / i, max_len=MAX_NOTE)
    for purpose in required:
        if purpose not in found:
            raise (where / "body").fail(f"lacks a TextualBody with purpose {purpose!r}")
    return found


def _highlight(item: JsonObject, where: Where, hid: str) -> BHighlight:
    target = obj(item.get("target"), where / "target")
    bodies = _bodies(item, where, ())
    orphan = item.get(P_ORPHAN, False)
    if not isinstance(orphan, bool):
        raise (where / P_ORPHAN).fail("must be true or false")
    return BHighlight(
        id=hid,
        article=_source(target, where / "target"),
        selector=_selector(target, where / "target"),
        label=bodies.get("tagging"),
        note=bodies.get("commenting", ""),
        created=timestamp(item, "created", where),
        updated=timestamp(item, "modified", where),
        orphan=orphan,
    )


def _passages(item: JsonObject, where: Where) -> tuple[BPassage, ...]:
    targets = array(item.get("target"), where / "target", max_items=MAX_ENTRIES)
    if not targets:
        raise (where / "target").fail("must link at least one passage")
    placed: dict[int, BPassage] = {}
    for i, value in enumerate(targets):
        tw = where / "target" / i
        t = obj(value, tw)
        constant(t, "type", "SpecificResource", tw)
        hid = matching(t, P_HIGHLIGHT, UUID_URN, tw, "a highlight id (urn:uuid:...)").group(1)
        position = integer(t, P_POSITION, tw, maximum=len(targets) - 1)
        if position in placed:
            raise (tw / P_POSITION).fail(f"repeats position {position}")
        if any(p.highlight == hid for p in placed.values()):
            raise tw.fail("links the same highlight twice")
        placed[position] = BPassage(
            highlight=hid,
            article=_source(t, tw),
            selector=_selector(t, tw),
            claim=string(t, P_CLAIM, tw, required=False).strip(),
        )
    return tuple(placed[i] for i in range(len(targets)))


def _discrepancy(item: JsonObject, where: Where, did: str) -> BDiscrepancy:
    bodies = _bodies(item, where, ("describing", "classifying"))
    title = " ".join(bodies["describing"].split())
    if not title:
        raise (where / "body").fail("has an empty title (purpose 'describing')")
    kind = bodies["classifying"]
    if not kind.strip() or len(kind) > MAX_SHORT or kind_name(kind) != kind:
        raise (where / "body").fail(f"has a kind (purpose 'classifying') that is not a kind name: {kind[:40]!r}")
    status = string(item, P_STATUS, where, max_len=MAX_SHORT)
    if status not in STATUSES:
        raise (where / P_STATUS).fail(f"must be one of {', '.join(STATUSES)}")
    return BDiscrepancy(
        id=did,
        comparison=matching(item, P_COMPARISON, UUID_URN, where, "a comparison id (urn:uuid:...)").group(1),
        kind=kind,
        title=title,
        note=bodies.get("commenting", ""),
        status=status,
        created=timestamp(item, "created", where),
        updated=timestamp(item, "modified", where),
        passages=_passages(item, where),
    )


def read_annotations(files: dict[str, bytes], bundle: Bundle) -> None:
    data = files.get(ANNOTATIONS_ENTRY)
    if data is None:
        raise BundleError("bundle_no_annotations", entry=ANNOTATIONS_ENTRY)
    where = Where(ANNOTATIONS_ENTRY)
    doc = obj(load_json(data, ANNOTATIONS_ENTRY), where)
    _context(doc.get("@context"), where / "@context")
    constant(doc, "type", "AnnotationCollection", where)
    page = obj(doc.get("first"), where / "first")
    constant(page, "type", "AnnotationPage", where / "first")
    if "next" in page:
        raise (where / "first").fail("has a next page; a bundle holds all its annotations in one page")
    items = array(page.get("items"), where / "first" / "items", max_items=_MAX_ITEMS)
    if integer(doc, "total", where) != len(items):
        raise (where / "total").fail(f"says {doc['total']} but the page holds {len(items)} annotations")
    for i, value in enumerate(items):
        iw = where / "first" / "items" / i
        item = obj(value, iw)
        aid = matching(item, "id", UUID_URN, iw, "urn:uuid: and a lower-case UUID").group(1)
        if aid in bundle.highlights or aid in bundle.discrepancies:
            raise iw.fail(f"repeats the annotation id urn:uuid:{aid}")
        constant(item, "type", "Annotation", iw)
        motivation = item.get("motivation")
        if motivation == "highlighting":
            bundle.highlights[aid] = _highlight(item, iw, aid)
        elif motivation == "linking":
            bundle.discrepancies[aid] = _discrepancy(item, iw, aid)
        else:
            raise (iw / "motivation").fail("must be 'highlighting' (a highlight) or 'linking' (a discrepancy)")


def read_bundle(files: dict[str, bytes]) -> Bundle:
    """Check and decode every part of a bundle; raises :class:`BundleError` on the first problem."""
    bundle = read_manifest(files, [])
    read_annotations(files, bundle)
    return bundle
