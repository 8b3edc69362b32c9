"""Sentences told by several articles in different words: the engine's weakest suggestions.

Sentences are aligned by the IDF-weighted lemmas they share (an inverted index over lemmas, so
six long articles cost milliseconds, not every pair of sentences). A group of aligned sentences,
one per article, that do not say the same words is a "wording" suggestion, ranked below every
claim with a value; its value per article is what that sentence says that the others do not.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from .mentions import Analysed, Mention
from .slots import Claim, Context, Slot

ALIGN = 0.34
"""Least similarity of two sentences to be told as one."""
MAX_SHARE = 0.05
"""Lemmas found in more than this share of all sentences do not find partners."""


def aligned_slots(analysed: Sequence[Analysed], context: Context, taken: set[tuple[int, int]]) -> list[Slot]:
    """Groups of aligned sentences that differ, leaving out sentences in ``taken`` ((article,
    sentence) pairs that already carry a suggestion)."""
    postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
    total = sum(len(s) for s in context.sets)
    for a, sets in enumerate(context.sets):
        for s, words in enumerate(sets):
            for w in words:
                postings[w].append((a, s))
    limit = max(12, int(total * MAX_SHARE))
    norms = context.norms
    pairs: list[tuple[float, tuple[int, int], tuple[int, int]]] = []
    for a, sets in enumerate(context.sets):
        for s, words in enumerate(sets):
            if len(words) < 3 or (a, s) in taken:
                continue
            shared: dict[tuple[int, int], float] = defaultdict(float)
            for w in words:
                found = postings[w]
                if len(found) > limit:
                    continue
                weight = context.idf.get(w, 1.0)
                for other in found:
                    if other[0] > a:
                        shared[other] += weight
            best: dict[int, tuple[float, tuple[int, int]]] = {}
            own = norms[a][s]
            for other, overlap in shared.items():
                if other in taken or len(context.sets[other[0]][other[1]]) < 3:
                    continue
                sim = overlap / (own * norms[other[0]][other[1]])
                if sim >= ALIGN and sim > best.get(other[0], (0.0, other))[0]:
                    best[other[0]] = (sim, other)
            pairs.extend((sim, (a, s), other) for sim, other in best.values())
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    group_of: dict[tuple[int, int], int] = {}
    groups: list[dict[int, int]] = []
    sims: list[list[float]] = []
    for sim, x, y in pairs:
        gx, gy = group_of.get(x), group_of.get(y)
        if gx is None and gy is None:
            group_of[x] = group_of[y] = len(groups)
            groups.append({x[0]: x[1], y[0]: y[1]})
            sims.append([sim])
        elif gx is not None and gy is None and y[0] not in groups[gx]:
            group_of[y] = gx
            groups[gx][y[0]] = y[1]
            sims[gx].append(sim)
        elif gy is not None and gx is None and x[0] not in groups[gy]:
            group_of[x] = gy
            groups[gy][x[0]] = x[1]
            sims[gy].append(sim)
    slots: list[Slot] = []
    for members, group_sims in zip(groups, sims, strict=True):
        told = {a: context.sets[a][s] for a, s in members.items()}
        common = frozenset.intersection(*told.values())
        distinct = {a: sorted(w - common, key=lambda x: (-context.idf.get(x, 1.0), x))[:4] for a, w in told.items()}
        if sum(1 for d in distinct.values() if d) < 2:
            continue
        claims = []
        for a, s in sorted(members.items()):
            sentence = analysed[a].sentences[s]
            value = ", ".join(distinct[a]) or "(no other words)"
            claims.append(Claim(a, Mention("wording", "wording", "", value, value, sentence.start, sentence.end, s, True)))
        topic = sorted(common, key=lambda x: (-context.idf.get(x, 1.0), x))[:3]
        title = "wording: " + ", ".join(topic) if topic else "wording"
        slots.append(Slot("wording", "wording", title, tuple(claims), sum(group_sims) / len(group_sims)))
    return slots
