"""Scoring returned work against the teacher's key, student by student, never merging it.

Each student discrepancy is matched to the key's discrepancies by **passage overlap**: it
matches a key item when, in at least two articles (or in every article of a key item that has
fewer), one of its passages overlaps one of the key item's passages. Matching is one to one:
the pairs are taken best first (right kind, more articles overlapping, more characters
overlapping), so each key item is credited once and each student find credits one item.

Per student: ``found`` (key items matched with the right kind), ``partial`` (matched with another
kind), ``missed`` and ``not_in_key`` (student discrepancies that match no key item; a second find
of an item already credited is a ``repeat``, not a find outside the key).

The score is measured against what the students were **asked**: an exercise that says "find 12"
of a key of 20 asks for 12, so finding those 12 is 100 %. Each credited item earns its weight
(1 unless the teacher set one; half of it for another kind); the points possible are the number
asked times the key's mean weight, and the score is ``100 × earned / possible``, capped at 100,
one decimal. Without "find N" every key item is asked. :meth:`StudentResult.explain` says it in
words ("found 7 of 12 asked (20 in the key)"): the app, ``parallax score`` and the printed sheets
all show that sentence, so a teacher reads the same numbers everywhere.

For the class: the share of scored students who found each key item either way, and the most
common finds not in the key: such finds of different students that overlap each other (same
rule), often what the key itself missed. A teacher's comment on a find (:func:`set_comment`) and
the items' weights (:func:`set_weight`) are kept in the teacher's library beside the key.

A student who hands in several files is listed once per file, and none of those files counts
in the class figures until the teacher keeps one (scores again without the others): a file's
own claim to be the newer is no reason to drop another, since any student can write any date.

Hand-ins are read from their files with every bundle check (:mod:`.bundle_io`); nothing is
written, except by :func:`accept_find`, which copies one student find into the key, and the
teacher's own marking.
"""

from __future__ import annotations

import contextlib
import gc
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import BundleError, InputError
from ..i18n import _, decimal, ngettext
from ..models import now
from ..session import DirectWrites, Writes
from .bundle_io import OpenedBundle, open_bundle
from .exercise import handin_field

if TYPE_CHECKING:
    from ..store import Library

__all__ = [
    "ClassResult",
    "Find",
    "KeyItem",
    "StudentResult",
    "accept_find",
    "load_key",
    "rescore",
    "score_files",
    "score_work",
    "set_comment",
    "set_weight",
]

PARTIAL_CREDIT = 0.5
COMMON_FALSE_LIMIT = 10
MAX_PASSAGES = 30
"""A student discrepancy linking more passages than this is no find a class makes: its file is
refused (and the rest scored), which keeps matching linear in the number of finds."""
MAX_WEIGHT = 100.0
MAX_COMMENT = 2000


@dataclass(frozen=True)
class Span:
    article: str
    start: int
    end: int
    exact: str
    claim: str = ""


@dataclass(frozen=True)
class KeyItem:
    id: str
    kind: str
    title: str
    spans: tuple[Span, ...]
    weight: float = 1.0


@dataclass(frozen=True)
class Find:
    """One student discrepancy; ``number`` is its place in the student's list (1-based)."""

    number: int
    id: str
    kind: str
    title: str
    note: str
    spans: tuple[Span, ...]
    comment: str = ""
    """The teacher's comment on this find (:func:`set_comment`)."""


@dataclass
class Key:
    comparison: str
    name: str
    articles: tuple[str, ...]
    items: list[KeyItem]
    texts: dict[str, str]
    labels: dict[str, str]
    find: int | None = None
    """How many discrepancies the exercise asks for ("find 12"), or None: every key item."""
    comments: dict[tuple[str, str], str] = field(default_factory=dict)
    """The teacher's comments: (student, folded as :func:`student_key` does; find id) → text."""

    @property
    def asked(self) -> int:
        """How many key items a student is asked to find: "find N", at most the whole key."""
        return min(self.find, len(self.items)) if self.find else len(self.items)

    @property
    def weighted(self) -> bool:
        return any(item.weight != 1 for item in self.items)

    @property
    def possible(self) -> float:
        """The points a full score needs: the number asked times the key's mean weight."""
        if not self.items:
            return 0.0
        return self.asked * sum(item.weight for item in self.items) / len(self.items)


@dataclass
class StudentResult:
    name: str
    path: str
    found: list[tuple[KeyItem, Find]] = field(default_factory=list)
    partial: list[tuple[KeyItem, Find]] = field(default_factory=list)
    missed: list[KeyItem] = field(default_factory=list)
    not_in_key: list[Find] = field(default_factory=list)
    repeats: list[tuple[KeyItem, Find]] = field(default_factory=list)
    finds: list[Find] = field(default_factory=list)
    score: float = 0.0
    points: float = 0.0
    reason: str | None = None
    handed_in: str | None = None
    notes: list[str] = field(default_factory=list)
    twin: bool = False
    """Another file bears the same student's name: listed, but out of the class figures."""

    @property
    def found_either_way(self) -> int:
        """Key items found, with the right kind or another: the "7" of "found 7 of 12 asked"."""
        return len(self.found) + len(self.partial)

    def explain(self, key: Key) -> str:
        """The score in words, as the app, the command line and the sheets all say it:
        "found 7 of 12 asked (20 in the key); 2 of them with another kind, half credit"."""
        found, asked, total = self.found_either_way, key.asked, len(key.items)
        if asked < total:
            text = _("found {found} of {asked} asked ({total} in the key)").format(
                found=found, asked=asked, total=total)
        else:
            text = _("found {found} of {total} in the key").format(found=found, total=total)
        if self.partial:
            text += "; " + ngettext("{count} of them with another kind, half credit",
                                    "{count} of them with another kind, half credit",
                                    len(self.partial)).format(count=len(self.partial))
        if key.weighted:
            text += "; " + _("weighted points: {points} of {possible}").format(
                points=decimal(round(self.points, 2)), possible=decimal(round(key.possible, 2)))
        if found > asked:
            text += "; " + _("more than asked: the score stops at 100 %")
        return text

    def as_json(self, key: Key) -> dict[str, Any]:
        def find_json(f: Find) -> dict[str, Any]:
            return {"number": f.number, "id": f.id, "kind": f.kind, "title": f.title, "passages": _spans(f.spans),
                    "comment": f.comment}

        not_in_key = [find_json(f) for f in self.not_in_key]
        return {
            "name": self.name,
            "file": self.path,
            "found": len(self.found),
            "partial": len(self.partial),
            "missed": len(self.missed),
            "not_in_key": len(self.not_in_key),
            "false": len(self.not_in_key),
            "asked": key.asked,
            "in_key": len(key.items),
            "points": round(self.points, 3),
            "possible": round(key.possible, 3),
            "score": self.score,
            "explanation": self.explain(key) if self.reason is None else self.reason,
            "reason": self.reason,
            "handed_in_twice": self.twin,
            "notes": list(self.notes),
            "found_items": [{"key": k.id, "title": k.title, "find": find_json(f)} for k, f in self.found],
            "partial_items": [
                {"key": k.id, "title": k.title, "key_kind": k.kind, "find": find_json(f)} for k, f in self.partial
            ],
            "missed_items": [{"key": k.id, "title": k.title, "kind": k.kind, "passages": _spans(k.spans)}
                             for k in self.missed],
            "not_in_key_finds": not_in_key,
            "false_finds": not_in_key,
            "repeats": [{"key": k.id, "find": f.number} for k, f in self.repeats],
        }


@dataclass
class ClassResult:
    key: Key
    students: list[StudentResult]
    refused: list[tuple[str, str]]
    notes: list[str]
    common_false: list[list[tuple[str, Find]]]

    def scored(self) -> list[StudentResult]:
        """The students the class figures count: scored, and with one file each."""
        return [s for s in self.students if s.reason is None and not s.twin]

    def found_by(self, item: KeyItem) -> float:
        scored = self.scored()
        if not scored:
            return 0.0
        hits = sum(1 for s in scored if any(k.id == item.id for k, _ in s.found + s.partial))
        return round(hits / len(scored), 3)

    def as_json(self) -> dict[str, Any]:
        return {
            "comparison": {"id": self.key.comparison, "name": self.key.name},
            "students": [s.as_json(self.key) for s in self.students],
            "find": self.key.find,
            "asked": self.key.asked,
            "key": [
                {"id": k.id, "title": k.title, "kind": k.kind, "weight": k.weight, "found_by": self.found_by(k),
                 "passages": _spans(k.spans)}
                for k in self.key.items
            ],
            "common_false_finds": [
                {
                    "students": sorted({name for name, _ in group}),
                    "share": round(len({name for name, _ in group}) / max(1, len(self.scored())), 3),
                    "title": group[0][1].title,
                    "kinds": sorted({f.kind for _, f in group}),
                    "finds": [{"student": name, "number": f.number} for name, f in group],
                    "passages": _spans(group[0][1].spans),
                }
                for group in self.common_false
            ],
            "refused": [{"file": path, "reason": reason} for path, reason in self.refused],
            "notes": list(self.notes),
        }


def _spans(spans: Sequence[Span]) -> list[dict[str, Any]]:
    return [{"article": s.article, "start": s.start, "end": s.end, "exact": s.exact, "claim": s.claim} for s in spans]


def load_key(library: Library, comparison: str) -> Key:
    """The teacher's key: a comparison's discrepancies, with its articles' reading texts."""
    comp = library.get_comparison(comparison)
    found = library.list_discrepancies(comp.id)
    if not found:
        raise InputError("key_empty", name=comp.name)
    kinds = library.list_kinds()
    order = {k.name: k.position for k in kinds}
    found.sort(key=lambda d: (order.get(d.kind, len(order)), d.created, d.id))
    weights = library.tables.marking.weights(comp.id)
    items = [
        KeyItem(d.id, d.kind, d.title,
                tuple(Span(p.article, p.start, p.end, p.exact, p.claim) for p in d.passages if not p.orphan),
                weights.get(d.id, 1.0))
        for d in found
    ]
    articles = tuple(dict.fromkeys([*comp.article_ids, *(s.article for i in items for s in i.spans)]))
    texts = {a: library.get_article(a).reading_text for a in articles}
    from .exercise import exercise_of

    mark = exercise_of(library, comp.id)
    find = mark.find if mark is not None and mark.role == "key" else None
    return Key(comp.id, comp.name, articles, items, texts, {k.name: k.label for k in kinds}, find,
               library.tables.marking.comments(comp.id))


def student_key(name: str) -> str:
    """How a student's name is kept beside their comments: the scorer's fold of it."""
    return " ".join(name.split()).casefold()


def set_weight(library: Library, comparison: str, item: str, weight: float | None) -> KeyItem:
    """Give one key item (its number as the scorer lists it, or its discrepancy id or a unique
    prefix) a weight: more than 0, at most 100; None or 1 makes it weigh 1 again. One
    transaction."""
    key = load_key(library, comparison)
    item = item.strip()
    if item.isascii() and item.isdigit() and len(item) <= 3:
        # a short number is an item's number, never the start of an id ("99" with 12 items is
        # no item, whatever ids begin with 99)
        matches = [key.items[int(item) - 1]] if 1 <= int(item) <= len(key.items) else []
    else:
        matches = [k for k in key.items if k.id.startswith(item)] if item else []
    if len(matches) != 1:
        raise InputError("key_item_missing", item=item, name=key.name)
    if weight is not None and not 0 < weight <= MAX_WEIGHT:
        raise InputError("weight_invalid", limit=decimal(MAX_WEIGHT))
    with library.batch():
        library.tables.marking.set_weight(key.comparison, matches[0].id, weight, now())
    return replace(matches[0], weight=1.0 if weight is None else float(weight))


def set_comment(library: Library, comparison: str, student: str, find: str, comment: str) -> None:
    """The teacher's comment on a student's find (the find's discrepancy id), printed on that
    student's feedback; an empty comment removes it. One transaction."""
    cid = library.resolve_comparison(comparison)
    text = comment.strip()
    if len(text) > MAX_COMMENT:
        raise InputError("comment_too_long", limit=MAX_COMMENT)
    if any(ord(c) < 32 and c not in "\n\t" for c in text):
        raise InputError("comment_invalid")
    with library.batch():
        library.tables.marking.set_comment(cid, student_key(student), find, text, now())


def _overlap(a: Sequence[Span], b: Sequence[Span]) -> tuple[int, int]:
    """(articles in which the two overlap, characters overlapping in all)."""
    articles: set[str] = set()
    chars = 0
    for x in a:
        for y in b:
            if x.article == y.article:
                common = min(x.end, y.end) - max(x.start, y.start)
                if common > 0:
                    articles.add(x.article)
                    chars += common
    return len(articles), chars


def _needed(spans: Sequence[Span]) -> int:
    return min(2, len({s.article for s in spans})) or 1


def _placed(span: Span, texts: dict[str, str]) -> Span | None:
    """The span in the key's text: where the student put it, else where its quote is."""
    text = texts.get(span.article)
    if text is None:
        return None
    if text[span.start : span.end] == span.exact:
        return span
    at = text.find(span.exact)
    if at < 0:
        return None
    return Span(span.article, at, at + len(span.exact), span.exact, span.claim)


def _finds(opened: OpenedBundle, key: Key) -> list[Find]:
    bundle = opened.bundle
    discrepancies = sorted(bundle.discrepancies.values(), key=lambda d: (d.created, d.id))
    finds = []
    for n, d in enumerate(discrepancies, 1):
        if len(d.passages) > MAX_PASSAGES:
            raise BundleError("handin_find_too_many_passages", name=opened.path.name, number=n,
                              count=len(d.passages), limit=MAX_PASSAGES)
        spans = []
        for p in d.passages:
            placed = _placed(Span(p.article, p.selector.start, p.selector.end, p.selector.exact, p.claim), key.texts)
            if placed is not None:
                spans.append(placed)
        finds.append(Find(n, d.id, d.kind, d.title, d.note, tuple(spans)))
    return finds


def _student_name(opened: OpenedBundle) -> tuple[str, str | None]:
    """The hand-in's student (else the annotations' creator, else the file name) and its time."""
    handin = handin_field(opened.manifest)
    if handin is not None and " ".join(handin["student"].split()):
        when = handin.get("handed_in")
        return " ".join(handin["student"].split())[:200], when if isinstance(when, str) else None
    return opened.path.stem, None


def score_work(key: Key, name: str, path: str, finds: list[Find]) -> StudentResult:
    """Match one student's finds to the key (see the module docstring for the rules)."""
    result = StudentResult(name, path, finds=finds)
    pairs = []
    for f in finds:
        for i, item in enumerate(key.items):
            articles, chars = _overlap(f.spans, item.spans)
            if articles >= _needed(item.spans):
                pairs.append((f.kind == item.kind, articles, chars, -i, -f.number, item, f))
    pairs.sort(key=lambda p: p[:5], reverse=True)
    credited: dict[str, Find] = {}
    used: set[int] = set()
    matched: set[int] = set()
    for right_kind, *_rest, item, f in pairs:
        matched.add(f.number)
        if item.id in credited or f.number in used:
            continue
        credited[item.id] = f
        used.add(f.number)
        (result.found if right_kind else result.partial).append((item, f))
    repeated: set[int] = set()
    for *_rest, item, f in pairs:
        if f.number not in used and credited.get(item.id) is not f and f.number not in repeated:
            repeated.add(f.number)
            result.repeats.append((item, f))
    order = {item.id: i for i, item in enumerate(key.items)}
    result.found.sort(key=lambda p: order[p[0].id])
    result.partial.sort(key=lambda p: order[p[0].id])
    result.missed = [item for item in key.items if item.id not in credited]
    result.not_in_key = [f for f in finds if f.number not in matched]
    result.points = sum(k.weight for k, _f in result.found) + PARTIAL_CREDIT * sum(k.weight for k, _f in result.partial)
    possible = key.possible
    result.score = min(100.0, round(100 * result.points / possible, 1)) if possible > 0 else 0.0
    return result


def _clusters(entries: list[tuple[str, Find]]) -> list[dict[str, set[int]]]:
    """For each find, the overlap clusters its passages fall in, per article: spans of one
    article that overlap, directly or through a chain of others, form one cluster. One sort per
    article, so grouping is linear in the finds (n log n), however many overlap."""
    spans: dict[str, list[tuple[int, int, int]]] = defaultdict(list)
    for i, (_name, f) in enumerate(entries):
        for s in f.spans:
            if s.end > s.start:
                spans[s.article].append((s.start, s.end, i))
    clusters: list[dict[str, set[int]]] = [defaultdict(set) for _ in entries]
    for article, found in spans.items():
        found.sort()
        cluster, reach = -1, -1
        for start, end, i in found:
            if start >= reach:
                cluster += 1
            reach = max(reach, end)
            clusters[i][article].add(cluster)
    return clusters


def _common_false(students: list[StudentResult]) -> list[list[tuple[str, Find]]]:
    """False finds of different students that overlap each other, largest groups first.

    Two finds meet where their passages share an overlap cluster (:func:`_clusters`); they are
    one group when they meet in as many articles as the scoring rule asks (two, or one when
    either lies in a single article). Finds are bucketed by the cluster, or pair of clusters,
    they sit in, and each bucket holding two students' finds joins them: no pair of finds is
    ever compared, so a hand-in of thousands of finds costs what its size does.
    """
    entries = [(s.name, f) for s in students if s.reason is None and not s.twin for f in s.not_in_key if f.spans]
    parent = list(range(len(entries)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def join(i: int, j: int) -> None:
        parent[root(i)] = root(j)

    clusters = _clusters(entries)
    singles: dict[tuple[str, int], list[int]] = defaultdict(list)
    pairs: dict[tuple[str, int, str, int], list[int]] = defaultdict(list)
    for i, found in enumerate(clusters):
        places = sorted((article, c) for article, cs in found.items() for c in cs)
        for place in places:
            singles[place].append(i)
        if _needed(entries[i][1].spans) == 2:
            for x, (a, ca) in enumerate(places):
                for b, cb in places[x + 1 :]:
                    if a != b:
                        pairs[(a, ca, b, cb)].append(i)
    for members in singles.values():
        # one side in a single article: meeting in one article is enough
        lone: dict[str, int] = {}
        for i in members:
            if _needed(entries[i][1].spans) == 1:
                lone.setdefault(entries[i][0], i)
                if len(lone) == 2:
                    break
        for i in members:
            partner = next((j for name, j in lone.items() if name != entries[i][0]), None)
            if partner is not None:
                join(i, partner)
    for members in pairs.values():
        names = {entries[i][0] for i in members}
        if len(names) >= 2:
            for i in members[1:]:
                join(i, members[0])
    groups: dict[int, list[tuple[str, Find]]] = {}
    for i, entry in enumerate(entries):
        groups.setdefault(root(i), []).append(entry)
    common = [g for g in groups.values() if len({name for name, _ in g}) >= 2]
    common.sort(key=lambda g: (-len({name for name, _ in g}), g[0][0], g[0][1].number))
    return common[:COMMON_FALSE_LIMIT]


@contextlib.contextmanager
def _no_collection() -> Iterator[None]:
    """The cyclic garbage collector paused while hand-ins are read and matched: it walks every
    live object each time it runs, and reading builds millions (each annotation's dicts), so a
    hand-in of 40,000 finds spent a third of its time there and 10x the finds cost 15x the
    time. Nothing made here needs it; it runs (and collects) after."""
    running = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if running:
            gc.enable()


def score_files(library: Library, key_comparison: str, paths: Sequence[Path]) -> ClassResult:
    """Score hand-in files against the key comparison (name or id) of ``library``.

    A file that is not a valid bundle is refused (listed with the reason, as every bundle is);
    a bundle made from other articles is scored 0 with the reason; the same student in several
    files is listed once per file, out of the class figures, with a note asking the teacher to
    keep one; a bundle that is not a hand-in is scored under its file name, with a note.
    """
    with _no_collection():
        return _score_files(library, key_comparison, paths)


def _score_files(library: Library, key_comparison: str, paths: Sequence[Path]) -> ClassResult:
    key = load_key(library, key_comparison)
    refused: list[tuple[str, str]] = []
    notes: list[str] = []
    by_name: dict[str, list[StudentResult]] = {}
    for path in paths:
        path = Path(path)
        try:
            opened = open_bundle(path)
        except BundleError as exc:
            refused.append((str(path), str(exc)))
            continue
        name, when = _student_name(opened)
        handin = handin_field(opened.manifest)
        if handin is None and isinstance(opened.manifest.get("exercise"), dict):
            notes.append(_("skipped {file}: it is the exercise itself, not a student's hand-in").format(file=path.name))
            continue
        shared = [a for a in key.articles if a in opened.bundle.articles]
        if handin is None:
            notes.append(_("{file} is not an exercise hand-in; scored under the name {name!r}").format(file=path.name, name=name))
        elif handin["exercise"] != f"urn:uuid:{key.comparison}" and shared:
            notes.append(_("{file} is {name}'s hand-in of another exercise on the same articles").format(
                file=path.name, name=name))
        if len(shared) < min(2, len(key.articles)):
            result = StudentResult(name, str(path), missed=list(key.items))
            result.reason = _(
                "{file} was made from other articles ({shared} of the key's {articles} articles in it): scored 0"
            ).format(file=path.name, shared=len(shared), articles=len(key.articles))
        else:
            folded = student_key(name)
            try:
                finds = [replace(f, comment=key.comments.get((folded, f.id), "")) for f in _finds(opened, key)]
            except BundleError as exc:
                refused.append((str(path), str(exc)))
                continue
            result = score_work(key, name, str(path), finds)
        result.handed_in = when
        by_name.setdefault(name.casefold(), []).append(result)
    for results in by_name.values():
        if len(results) > 1:
            files = ", ".join(Path(r.path).name for r in results)
            note = _("{name} handed in {count} files ({files}): each is listed, none counts for the class "
                     "until you keep one and score again without the others").format(
                name=results[0].name, count=len(results), files=files)
            notes.append(note)
            for r in results:
                r.twin = True
                r.notes.append(note)
    students = sorted((r for rs in by_name.values() for r in rs), key=lambda s: (s.name.casefold(), s.path))
    if not key.items:
        notes.append(_("the key has no discrepancies"))
    return ClassResult(key, students, refused, notes, _common_false(students))


def rescore(library: Library, result: ClassResult) -> ClassResult:
    """The same hand-ins scored again against the key as the library holds it now (new weights,
    comments, an accepted find), without reading the files again: each student's finds are kept."""
    key = load_key(library, result.key.comparison)
    students = []
    for s in result.students:
        if s.reason is not None:
            again = replace(s, missed=list(key.items))
        else:
            folded = student_key(s.name)
            finds = [replace(f, comment=key.comments.get((folded, f.id), "")) for f in s.finds]
            again = score_work(key, s.name, s.path, finds)
            again.handed_in, again.notes, again.twin = s.handed_in, list(s.notes), s.twin
        students.append(again)
    return ClassResult(key, students, list(result.refused), list(result.notes), _common_false(students))


def accept_find(library: Library, key_comparison: str, path: Path, number: int, *,
                writes: Writes | None = None) -> str:
    """Copy a student's find ``number`` (1-based, as the feedback numbers them) into the key.

    Its passages become highlights of the teacher's library and a discrepancy of the key
    comparison with the student's kind, title and claims, in one transaction. Returns the new
    discrepancy's id. The student's file is only read. ``writes`` (a session's, as in the app)
    makes the copy one undoable step instead.
    """
    key = load_key(library, key_comparison)
    opened = open_bundle(Path(path))
    finds = _finds(opened, key)
    if not 1 <= number <= len(finds):
        raise InputError("find_number_missing", name=Path(path).name, count=len(finds), number=number)
    find = finds[number - 1]
    if len({s.article for s in find.spans}) < 2:
        raise InputError("find_not_in_key_articles", number=number, name=Path(path).name)
    name, _when = _student_name(opened)
    if find.kind not in {k.name for k in library.list_kinds()}:
        raise InputError("find_kind_unknown", number=number, kind=find.kind)
    # The note stays in the key, so it is written in the teacher's language of the moment.
    note = (_("Accepted from {name}'s hand-in.").format(name=name) + " " + find.note).strip()
    if writes is None:
        with library.batch():
            return _copy(DirectWrites(library), find, note, key.comparison)
    with writes.group(_("Accept {name}'s find").format(name=name)):
        return _copy(writes, find, note, key.comparison)


def _copy(writes: Writes, find: Find, note: str, comparison: str) -> str:
    claims: dict[str, str] = {}
    highlights: list[str] = []
    for span in find.spans:
        hid = writes.add_highlight(span.article, span.start, span.end, None)
        if hid not in highlights:
            highlights.append(hid)
            claims[hid] = span.claim
    return writes.create_discrepancy(highlights, kind=find.kind, title=find.title, claims=claims, note=note,
                                     status="open", comparison=comparison)
