"""Which sentences of two articles tell the same thing, in order: what linked scrolling follows.

Linked scrolling keeps the panes level on their linked passages (the discrepancies); before the
first one, or far from any, it had nothing to hold on to. Two reports of one event mostly tell
it in the same order, so their sentences can be paired like the lines of a diff, but by
meaning-bearing words rather than equal text: each sentence is a set of word stems weighted by
how rare they are in the articles aligned (IDF), two sentences are similar by the cosine of those
weights, and the pairs kept are the heaviest chain that goes forward in both articles (a weighted
longest increasing subsequence over the candidate pairs, so a sentence told early in one article
and late in the other cannot twist the chain).

Pure Python, no Qt: the desktop computes it on a worker thread (``desktop/scroll_links.py``)
and asks :meth:`ScrollAlignment.around` for the two links around the line being read.
Sentences are split here, lightly: the suggestion engine's splitter lemmatises every word, which
this does not need, and importing it loads the whole engine (about 20 ms), which the app's
start must not pay when linked scrolling was left on.
"""

from __future__ import annotations

import heapq
import math
import re
from bisect import bisect_right
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from .folding import fold

__all__ = ["ScrollAlignment", "SentenceLink", "align_articles", "align_texts", "choose_anchors", "sentences"]

MIN_SIMILARITY = 0.2
"""Least cosine similarity for two sentences to be a candidate pair."""
CANDIDATES_PER_SENTENCE = 3
STEM = 6
"""Words are compared by their first letters (folded): "wounded" and "wounding" are one."""
COMMON_SHARE = 0.05
"""A stem in more than this share of all sentences (and more than 12) is not looked up: it
still counts in the similarity, but finds no partners by itself; keeps long articles fast."""

_SENTENCE_END = re.compile(r"[.!?…]+[\"”’»)\]]*\s+|\n+")
_OPENING = "\"“‘«(¿¡'"
_WORD = re.compile(r"\d+(?:[.,:]\d+)*|[^\W\d_]+")


@dataclass(frozen=True)
class SentenceLink:
    """A sentence of article A (``a_start``..``a_end``, code points) told as one of article B."""

    a_start: int
    a_end: int
    b_start: int
    b_end: int
    score: float

    def swapped(self) -> SentenceLink:
        return SentenceLink(self.b_start, self.b_end, self.a_start, self.a_end, self.score)


def sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of a reading text: ends of lines, and ``.!?…`` followed by
    a space and a capital (so "Jan. 2019" stays whole, "Mr. Smith" may not: a few
    sentences cut too many do no harm to alignment)."""
    spans: list[tuple[int, int]] = []
    begin = 0
    for match in _SENTENCE_END.finditer(text):
        if "\n" not in match.group():
            following = text[match.end() : match.end() + 2].lstrip(_OPENING)[:1]
            if not following.isupper():
                continue
        spans.append((begin, match.start() + len(match.group().rstrip())))
        begin = match.end()
    spans.append((begin, len(text)))
    out = []
    for start, end in spans:
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            out.append((start, end))
    return out


_fold = fold  # "Kovačević" and "Kovacevic" are one name


def _stems(text: str, start: int, end: int) -> frozenset[str]:
    words = set()
    for match in _WORD.finditer(text, start, end):
        word = match.group()
        if word[0].isdigit():
            words.add(word)
        elif len(word) > 2:
            words.add(_fold(word)[:STEM])
    return frozenset(words)


@dataclass(frozen=True)
class _Prepared:
    """An article's sentences and their stems, made once however many pairs it is in."""

    spans: list[tuple[int, int]]
    stems: list[frozenset[str]]


def _prepare(text: str) -> _Prepared:
    spans = sentences(text)
    return _Prepared(spans, [_stems(text, s, e) for s, e in spans])


def align_texts(a: str, b: str) -> tuple[SentenceLink, ...]:
    """The sentences of ``a`` and ``b`` that tell the same thing, in order in both."""
    first, second = _prepare(a), _prepare(b)
    return _align(first, second, _idf([first, second]))


def _idf(articles: Sequence[_Prepared]) -> tuple[dict[str, float], dict[str, int], int]:
    """Each stem's IDF over all sentences of ``articles``, its sentence count, and that total."""
    frequency: dict[str, int] = defaultdict(int)
    total = 0
    for prepared in articles:
        total += len(prepared.stems)
        for words in prepared.stems:
            for word in words:
                frequency[word] += 1
    return {w: math.log((total + 1) / (n + 0.5)) for w, n in frequency.items()}, frequency, total


def _align(first: _Prepared, second: _Prepared,
           weights: tuple[dict[str, float], dict[str, int], int]) -> tuple[SentenceLink, ...]:
    if not first.spans or not second.spans:
        return ()
    idf, frequency, total = weights

    def norm(words: frozenset[str]) -> float:
        return math.sqrt(sum(idf[w] ** 2 for w in words)) or 1.0

    norms_b = [norm(words) for words in second.stems]
    postings: dict[str, list[int]] = defaultdict(list)
    common = max(12, int(total * COMMON_SHARE))
    for j, words in enumerate(second.stems):
        for word in words:
            if frequency[word] <= common:
                postings[word].append(j)
    candidates: list[tuple[int, int, float]] = []
    for i, words in enumerate(first.stems):
        shared: dict[int, float] = defaultdict(float)
        for word in words:
            found = postings.get(word)
            if found:
                weight = idf[word] ** 2
                for j in found:
                    shared[j] += weight
        if not shared:
            continue
        own = norm(words)
        scored = heapq.nlargest(CANDIDATES_PER_SENTENCE, ((overlap / (own * norms_b[j]), j) for j, overlap in shared.items()))
        candidates.extend((i, j, sim) for sim, j in scored if sim >= MIN_SIMILARITY)
    chain = _heaviest_chain(candidates, len(second.stems))
    return tuple(SentenceLink(*first.spans[i], *second.spans[j], round(sim, 3)) for i, j, sim in chain)


def _heaviest_chain(candidates: list[tuple[int, int, float]], width: int) -> list[tuple[int, int, float]]:
    """The candidate pairs (i, j, weight) of greatest total weight with i and j both strictly
    increasing along the chain: a Fenwick tree over j keeps the best chain ending below each j."""
    if not candidates:
        return []
    candidates = sorted(candidates)
    tree_value = [0.0] * (width + 1)
    tree_index = [-1] * (width + 1)

    def best_below(j: int) -> tuple[float, int]:  # best chain ending at a column < j
        value, index = 0.0, -1
        while j > 0:
            if tree_value[j] > value:
                value, index = tree_value[j], tree_index[j]
            j -= j & -j
        return value, index

    def record(j: int, value: float, index: int) -> None:  # a chain ending at column j (0-based)
        j += 1
        while j <= width:
            if value > tree_value[j]:
                tree_value[j], tree_index[j] = value, index
            j += j & -j

    totals = [0.0] * len(candidates)
    previous = [-1] * len(candidates)
    start = 0
    while start < len(candidates):  # one row (one i) at a time: a chain takes one pair per row
        stop = start
        while stop < len(candidates) and candidates[stop][0] == candidates[start][0]:
            stop += 1
        for k in range(start, stop):
            below, index = best_below(candidates[k][1])
            totals[k], previous[k] = below + candidates[k][2], index
        for k in range(start, stop):
            record(candidates[k][1], totals[k], k)
        start = stop
    k = max(range(len(candidates)), key=totals.__getitem__)
    chain = []
    while k >= 0:
        chain.append(candidates[k])
        k = previous[k]
    return chain[::-1]


@dataclass
class ScrollAlignment:
    """The sentence links between every pair of a comparison's articles, and each article's
    length (the ends of two articles correspond too)."""

    links: dict[tuple[str, str], tuple[SentenceLink, ...]] = field(default_factory=dict)
    lengths: dict[str, int] = field(default_factory=dict)
    _starts: dict[tuple[str, str], list[int]] = field(default_factory=dict, repr=False)

    def between(self, source: str, target: str) -> tuple[SentenceLink, ...]:
        """The links from ``source``'s sentences to ``target``'s (a_* in source)."""
        if (source, target) in self.links:
            return self.links[(source, target)]
        found = self.links.get((target, source))
        if found is None:
            return ()
        swapped = tuple(link.swapped() for link in found)
        self.links[(source, target)] = swapped
        return swapped

    def around(self, source: str, target: str, position: int) -> list[SentenceLink]:
        """The link at or before ``position`` in ``source`` and the one after it: what the
        reader's line lies between. Before the first link the two starts correspond, after the
        last the two ends. Empty when the two were not aligned (or share no sentence)."""
        links = self.between(source, target)
        if not links:
            return []
        starts = self._starts.get((source, target))
        if starts is None:
            starts = self._starts[(source, target)] = [link.a_start for link in links]
        at = bisect_right(starts, position)
        before = links[at - 1] if at > 0 else SentenceLink(0, 0, 0, 0, 0.0)
        if at < len(links):
            return [before, links[at]]
        end_a, end_b = self.lengths.get(source), self.lengths.get(target)
        if end_a is None or end_b is None or end_a <= before.a_start:
            return [before]
        return [before, SentenceLink(end_a, end_a, end_b, end_b, 0.0)]


Anchor = tuple[int, int, int]
"""(y in the source viewport, y in the target viewport, position in the target text), as
:func:`parallax.library.session.align_target` takes them."""


def choose_anchors(annotations: Sequence[Anchor], sentence_links: Sequence[Anchor], centre: int,
                   reach: int) -> list[Anchor]:
    """The anchors to align on: on each side of ``centre``, the nearest linked passage (an
    annotation the reader made) if it lies within ``reach`` pixels, else the nearest sentence
    link; so the panes follow the discrepancies near them and the sentences everywhere else."""
    chosen: list[Anchor] = []
    for above in (True, False):
        def side(anchor: Anchor, above: bool = above) -> bool:
            return (anchor[0] <= centre) == above

        near = [a for a in annotations if side(a) and abs(a[0] - centre) <= reach]
        pool = near or [a for a in sentence_links if side(a)] or [a for a in annotations if side(a)]
        if pool:
            chosen.append(min(pool, key=lambda a: abs(a[0] - centre)))
    return chosen


def align_articles(texts: Mapping[str, str], pairs: Sequence[tuple[str, str]] | None = None) -> ScrollAlignment:
    """Align every pair of ``texts`` (article id -> reading text), or only ``pairs``."""
    wanted = [(a, b) for a, b in (pairs if pairs is not None else combinations(list(texts), 2))
              if a in texts and b in texts]
    prepared = {a: _prepare(texts[a]) for a in dict.fromkeys(x for pair in wanted for x in pair)}
    weights = _idf(list(prepared.values()))
    links = {(a, b): _align(prepared[a], prepared[b], weights) for a, b in wanted}
    return ScrollAlignment(links, {a: len(t) for a, t in texts.items()})
