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
from .text import Sentence

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
        if sum(1 for d in distinct.values() if d) < 2 or _nearly_same(analysed, members):
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


def _nearly_same(analysed: Sequence[Analysed], members: dict[int, int]) -> bool:
    """Sentences that differ only in a letter or a tense ("remained" and "remains")."""
    from .quotes import exact_ratio
    from .text import fold

    texts = []
    for a, s in members.items():
        sentence = analysed[a].sentences[s]
        texts.append(fold(analysed[a].article.text[sentence.start : sentence.end]))
    return all(exact_ratio(x, y) >= 0.85 for i, x in enumerate(texts) for y in texts[i + 1 :])


def headline_slot(analysed: Sequence[Analysed], context: Context) -> list[Slot]:
    """Each article's first line, its headline, and its lead (the first sentence after it): what
    each account leads with, and how it first tells the event, are worth a look when they share
    little."""
    heads: list[tuple[int, Sentence]] = []
    leads: list[tuple[int, Sentence]] = []
    for a, done in enumerate(analysed):
        if len(done.sentences) < 2:
            continue
        text = done.article.text
        end = text.find("\n")
        end = len(text) if end < 0 else end
        first = done.sentences[0]
        if first.end > end or end - first.start > 300:
            continue
        heads.append((a, first))
        lead = next((s for s in done.sentences[1:] if len(s.tokens) >= 8), None)
        if lead is not None:
            leads.append((a, lead))
    return [
        *_first_lines(analysed, context, heads, "headline", "what each headline leads with"),
        *_first_lines(analysed, context, leads, "lead", "how each article first tells it"),
    ]


def _first_lines(
    analysed: Sequence[Analysed], context: Context, claims: list[tuple[int, Sentence]], key: str, title: str
) -> list[Slot]:
    if len(claims) < 2:
        return []
    told = {a: context.sets[a][s.number] for a, s in claims}
    common = frozenset.intersection(*told.values())
    pairs = [context.similarity(Claim(a, _stub(s)), Claim(b, _stub(t))) for i, (a, s) in enumerate(claims) for b, t in claims[i + 1 :]]
    cohesion = sum(pairs) / len(pairs)
    if cohesion >= 0.8:
        return []
    out = []
    for a, s in claims:
        words = sorted(told[a] - common, key=lambda x: (-context.idf.get(x, 1.0), x))[:4]
        value = ", ".join(words) or "(no other words)"
        out.append(Claim(a, Mention("wording", key, key, value, value, s.start, min(s.end, s.start + 300), s.number, True)))
    return [Slot("wording", key, title, tuple(out), 0.5)]


def _stub(sentence: object) -> Mention:
    number = getattr(sentence, "number", 0)
    return Mention("wording", "", "", "", "", 0, 0, number, True)
