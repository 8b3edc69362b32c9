"""Sentences that tell one thing differently: the contrasts no typed extractor names.

Sentences of different articles are aligned by the IDF-weighted stems they share (an inverted
index over stems, so six long articles cost milliseconds, not every pair of sentences). Two
aligned sentences are then read side by side the way a diff reads two versions of a line: what
both say is the frame, and a short run of words that each says in the same place of the frame is
a substitution when a name is in it ("the final of the Copa Sudamericana" / "the final of the Copa
América"). One side denying what the other says is a contrast too, and so is the same words said
by different people. Runs of common words are not contrasts: in the measured sets they were
nearly always one thing said in each outlet's words ("shut down" / "switched off", "run" /
"operated", "mañana" / "en las próximas horas"); nor are runs that only spell a name differently,
use a synonym of one class ("cars" / "vehicles"), or differ in a number (a count's business).

Each contrast is titled by its frame as written ("la final del torneo …") and its claims are
the runs each article says there; groups of aligned sentences across several articles make one
card.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Sequence
from difflib import SequenceMatcher

from ..records import Record
from .lexicon import (
    LOADED_PAIRS,
    LOADED_TERMS,
    NEGATIONS,
    NOUNS,
    PREDICATES,
    SAME_ACTS,
    SPEECH_STEMS,
    SPEECH_VERBS,
    STOPWORDS,
    WEEKDAYS,
)
from .mentions import Analysed, Mention
from .slots import Claim, Context, Slot
from .text import Sentence, Token

ALIGN = 0.3
"""Least similarity of two sentences to be read side by side."""
MAX_SHARE = 0.05
"""Stems found in more than this share of all sentences do not find partners."""
MAX_RUN = 4
"""Longest run of words, each side, that counts as one substitution."""
LEAST_FRAME = 0.6
LONG_FRAME = 5
"""Words said alike right before a substitution that frame it whatever the rest of the sentences say
("… la final del torneo" Regional / Nacional)."""
"""Least share of the shorter sentence's words both sentences say in the same order."""
_ADJUNCTS = frozenset(["according", "segun", "after", "tras", "before", "antes", "despues", "during", "durante", "citing", "citando"])
_JOINERS = frozenset(["and", "or", "but", "then", "while", "which", "who", "that", "y", "e", "o", "u", "pero", "mientras", "que", "quien", "cual"])
"""Words that open a new clause: a run starting with one is where two sentences go separate ways."""
_LIST_WORDS = frozenset(["asi", "como", "as", "well", "also", "tambien", "ademas", "plus"])
"""Words that add to a list ("así como", "as well as"): a run opening on one goes on with the list."""
_WITHHELD = frozenset(["early", "unclear", "unknown", "uncertain", "pronto", "desconoce", "desconocen", "incierto"])
"""Words of a sentence that withholds a claim rather than makes one ("too early to say")."""
_NO_ANSWER = frozenset(["respond", "responded", "comment", "commented", "answer", "answered", "reply", "replied", "return",
                        "responder", "respondio", "comentar", "comento", "contestar", "contesto", "pronunciarse",
                        "said", "say", "disclosed", "revealed", "explained", "dicho", "explicado", "revelado", "precisado",
                        "believe", "believed", "think", "thought", "cree", "creen", "creo", "yet"])
"""What one side says nobody answered or nobody believes: a silence or an opinion, not a claim the
other denies ("has not said publicly what caused it", "did not believe the turbines were")."""
_DISCLOSED = frozenset(["known", "released", "release", "identified", "identify", "confirmed", "confirm", "disclosed", "disclose",
                        "named", "name", "revealed", "reveal", "specified", "specify", "evidence", "plans", "plan", "sure", "clear",
                        "precisado", "preciso", "precisar", "difundido", "difundida", "difundidos", "difundidas", "difundio",
                        "revelado", "revelo", "identificado", "identificados", "identifico", "confirmado", "confirmo",
                        "informado", "informo", "trascendio", "detallado", "detallo", "aclarado", "aclaro", "pruebas", "planes"])
"""What a negation before them withholds rather than denies: a name or a figure not yet given."""
_NOT_A_DENIAL = frozenset(["whether", "or", "si", "do", "por"])
"""Words right before a negation that make it no denial: "whether or not", an instruction ("do not
charge it"), a charge's grounds ("sanctioned for not reporting", "por no informar")."""
RARE = 3.0
"""Least IDF of a word that makes a run a claim (about: used in a twentieth of the sentences)."""
MAX_CONTRASTS = 12
"""Contrast cards offered at most: they come after every typed claim."""
DENIED_WORDS = 8
"""Words after a negation that title a card of one side denying what another says."""


class _Contrast(Record):
    score: float
    kind: str  # "other", "wording", "attribution", "outcome" (two conditions or fates in one frame)
    frame: str  # what both say, as written in the first article
    a: tuple[int, int, int, int]  # article, sentence, start, end of the first side's run
    b: tuple[int, int, int, int]
    value_a: str
    value_b: str


def _content(token: Token) -> bool:
    return token.fold not in STOPWORDS and token.fold.isalpha() and len(token.fold) > 2


def _pairs(context: Context) -> list[tuple[float, tuple[int, int], tuple[int, int]]]:
    """Each sentence's best partner in every later article, most alike first."""
    postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
    total = sum(len(s) for s in context.sets)
    for a, sets in enumerate(context.sets):
        for s, words in enumerate(sets):
            for w in words:
                postings[w].append((a, s))
    limit = max(12, int(total * MAX_SHARE))
    pairs: list[tuple[float, tuple[int, int], tuple[int, int]]] = []
    for a, sets in enumerate(context.sets):
        told: set[frozenset[str]] = set()
        for s, words in enumerate(sets):
            if len(words) < 3 or words in told:
                continue  # a sentence an article repeats is read once
            told.add(words)
            candidates: set[tuple[int, int]] = set()
            for w in words:
                found = postings[w]
                if len(found) <= limit:  # a rare word finds the partners; all words weigh them
                    # postings are in the order of articles: the later articles' are a tail
                    candidates.update(found[bisect_left(found, (a + 1, -1)) :])
            best: dict[int, tuple[float, tuple[int, int]]] = {}
            own = context.norms[a][s]
            for other in sorted(candidates):
                theirs = context.sets[other[0]][other[1]]
                if len(theirs) < 3:
                    continue
                sim = context.weigh(words & theirs) / (own * context.norms[other[0]][other[1]])
                if sim >= ALIGN and sim > best.get(other[0], (0.0, other))[0]:
                    best[other[0]] = (sim, other)
            pairs.extend((sim, (a, s), other) for sim, other in best.values())
    pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
    return pairs


def _words(sentence: Sentence) -> list[Token]:
    return [t for t in sentence.tokens if t.fold.isalpha() or t.fold[0].isdigit()]


_WHEN = frozenset(["today", "yesterday", "tonight", "later", "earlier", "hoy", "ayer", "anoche", "luego", "despues"])


def _same_thing(x: list[Token], y: list[Token]) -> bool:
    """Runs that say the same thing: a spelling, a synonym of one class, an inflection, or only
    who says it ("said" / "added")."""
    from .quotes import exact_ratio

    cx = [t for t in x if _content(t) and t.fold not in SPEECH_VERBS and t.stem not in SPEECH_STEMS]
    cy = [t for t in y if _content(t) and t.fold not in SPEECH_VERBS and t.stem not in SPEECH_STEMS]
    if not cx or not cy:
        return True
    if any(t.fold[0].isdigit() for t in x + y):
        return True  # numbers are the counts' business
    tx = " ".join(t.fold for t in cx)
    ty = " ".join(t.fold for t in cy)
    if exact_ratio(tx, ty) >= 0.75:
        return True
    def acts(run: list[Token]) -> set[str | None]:  # "on Monday" says when, not what
        return {SAME_ACTS.of(t.fold, t.stem) for t in run if t.fold not in WEEKDAYS and t.fold not in _WHEN}

    acts_x = acts(cx)
    if None not in acts_x and acts_x and acts_x == acts(cy):
        return True  # "collided with" / "and then hit", "arrested" / "on Monday captured"
    classes_x = {NOUNS.of(t.fold, t.stem) for t in cx} - {None}
    classes_y = {NOUNS.of(t.fold, t.stem) for t in cy} - {None}
    return bool(classes_x) and classes_x == classes_y and len(cx) == len(cy) == 1


def _loaded(x: list[Token], y: list[Token]) -> bool:
    cx = {LOADED_TERMS.of(t.fold, t.stem) for t in x} - {None}
    cy = {LOADED_TERMS.of(t.fold, t.stem) for t in y} - {None}
    return any((p, q) in LOADED_PAIRS or (q, p) in LOADED_PAIRS for p in cx for q in cy)


def _names_one(run: list[Token]) -> bool:
    """Whether a run names someone or something by name (a capitalised word): where two accounts
    put different names in one frame ("la final de la Copa Sudamericana" / "América"), they differ;
    where both runs are common words, outlets mostly say one thing in their own words."""
    return any(t.text[:1].isupper() for t in run)


_CONDITIONS = {
    "critical": "serious", "critico": "serious", "critica": "serious", "serious": "serious", "grave": "serious", "graves": "serious",
    "stable": "stable", "estable": "stable", "estables": "stable", "fair": "stable", "minor": "minor", "leve": "minor", "leves": "minor",
}
"""How a hurt person is, word by word: "in a serious condition" / "in a stable condition". Critical
and serious are one grade told two ways ("en estado grave" / "en estado crítico"): readers of real
coverage take them as one, as they take "critical" and "very serious"."""


def _told_apart(x: list[Token], y: list[Token]) -> bool:
    """Runs of common words that still say different things: two conditions ("serious" /
    "stable"), two fates ("killed" / "wounded")."""
    def classes(run: list[Token]) -> set[str]:
        return {c for t in run if (c := _CONDITIONS.get(t.fold) or PREDICATES.exact(t.fold))}

    cx, cy = classes(x), classes(y)
    return bool(cx) and bool(cy) and not (cx & cy)


def _rare(run: list[Token], context: Context) -> bool:
    """Whether a run holds a word few sentences of the comparison use: a claim's word, not a
    turn of phrase ("en estado", "donde se encuentra")."""
    return any(_content(t) and context.idf.get(t.stem, 0.0) >= RARE for t in run)


def _read(analysed: Sequence[Analysed], context: Context, sim: float, xa: tuple[int, int], xb: tuple[int, int]) -> _Contrast | None:
    sa = analysed[xa[0]].sentences[xa[1]]
    sb = analysed[xb[0]].sentences[xb[1]]
    wa, wb = _words(sa), _words(sb)
    if len(wa) < 4 or len(wb) < 4:
        return None
    matcher = SequenceMatcher(None, [t.stem for t in wa], [t.stem for t in wb], autojunk=False)
    blocks = matcher.get_opcodes()
    equal = sum(i2 - i1 for tag, i1, i2, _j1, _j2 in blocks if tag == "equal")
    frame_share = equal / min(len(wa), len(wb))
    text_a = analysed[xa[0]].article.text
    text_b = analysed[xb[0]].article.text
    negated_a = any(t.fold in NEGATIONS for t in wa)
    negated_b = any(t.fold in NEGATIONS for t in wb)
    best: _Contrast | None = None
    for index, (tag, i1, i2, j1, j2) in enumerate(blocks):
        if tag == "equal":
            continue
        run_a, run_b = wa[i1:i2], wb[j1:j2]
        before = blocks[index - 1] if index else None
        after = blocks[index + 1] if index + 1 < len(blocks) else None
        lead = before[2] - before[1] if before and before[0] == "equal" else 0
        tail = after[2] - after[1] if after and after[0] == "equal" else 0
        # framed by what both say: a long frame before it, or a fair share of both sentences
        framed = lead >= 2 and tail >= 1 and (frame_share >= LEAST_FRAME or lead >= LONG_FRAME)
        if tag == "replace" and 0 < len(run_a) <= MAX_RUN and 0 < len(run_b) <= MAX_RUN and framed:
            if _same_thing(run_a, run_b) or not (_rare(run_a, context) and _rare(run_b, context)):
                continue
            if run_a[0].fold in _ADJUNCTS or run_b[0].fold in _ADJUNCTS:
                continue  # "según el balance definitivo" / "tras horas": who says it or when, not what
            if after and after[0] == "equal" and len(run_a) == len(run_b) == 1 and wa[after[1]].text[:1].isupper() \
                    and wa[after[1]].fold not in STOPWORDS:
                continue  # "Patrol Corporal Justin Dunn" / "Patrol spokesman Justin Dunn": one person's title, told two ways
            if any(t.fold in _JOINERS for t in run_a + run_b) or run_a[0].fold in _LIST_WORDS or run_b[0].fold in _LIST_WORDS:
                continue  # "and stands" / "warehouse": the sentences part ways, they do not differ in one thing
            kind = "wording" if _loaded(run_a, run_b) else "other"
            if kind == "other" and not (_names_one(run_a) or _names_one(run_b) or _told_apart(run_a, run_b)):
                continue  # "shut down" / "switched off", "mañana" / "en las próximas horas": told in other words
            if kind == "other" and _told_apart(run_a, run_b) and not (_names_one(run_a) or _names_one(run_b)):
                kind = "outcome"  # "in a serious condition" / "in a stable condition": how someone is, in one frame
            frame = _frame(text_a, wa, blocks, index)
            score = sim * frame_share * (1.1 if kind == "wording" else 1.0)
            found = _Contrast(
                score, kind, frame,
                (xa[0], xa[1], run_a[0].start, run_a[-1].end), (xb[0], xb[1], run_b[0].start, run_b[-1].end),
                text_a[run_a[0].start : run_a[-1].end], text_b[run_b[0].start : run_b[-1].end],
            )
            if best is None or found.score > best.score:
                best = found
    if best is None and negated_a != negated_b and sim >= 0.34:
        # one says it, the other denies it, of a word both use: the claim is each whole clause
        side, other = (wa, wb) if negated_a else (wb, wa)
        neg_at = next(i for i, t in enumerate(side) if t.fold in NEGATIONS)
        if neg_at > 0 and side[neg_at - 1].fold in _NOT_A_DENIAL:
            return None
        theirs = {t.stem for t in other if _content(t)}
        denied = next((t for t in side[neg_at + 1 : neg_at + 4] if _content(t)), None)
        if denied is None or not any(_content(t) and t.stem in theirs for t in side[neg_at + 1 : neg_at + 4]):
            return None  # what is denied is the word the other side says, not one further on
        neg = side[neg_at]
        text_side = text_a if negated_a else text_b
        if text_side[neg.end : neg.end + 1] in (",", ".", ";", ":"):
            return None  # "No. The owner said…": an answer, not a denial of the words after it
        if denied.fold in _DISCLOSED:
            return None  # "has not released his name", "no precisó cuántas": a silence, not a denial
        if any(t.fold in _WITHHELD for t in other) or any(t.fold in _NO_ANSWER for t in side[neg_at + 1 : neg_at + 4]):
            return None  # "too early to comment", "did not respond to questions": neither says anything
        sa_clause = _clause(text_a, sa, neg.start if negated_a else None)
        sb_clause = _clause(text_b, sb, neg.start if negated_b else None)
        frame = _denied(text_a if negated_a else text_b, side, neg_at)
        best = _Contrast(
            sim * 0.9, "other", frame, (xa[0], xa[1], *sa_clause), (xb[0], xb[1], *sb_clause),
            _short(text_a[sa_clause[0] : sa_clause[1]]), _short(text_b[sb_clause[0] : sb_clause[1]]),
        )
    return best


def _claimed(side: tuple[int, int, int, int], taken: set[tuple[int, int, int]]) -> bool:
    article, _sentence, start, end = side
    return any(a == article and s < end and start < e for a, s, e in taken)


def _clause(text: str, sentence: Sentence, at: int | None) -> tuple[int, int]:
    if at is None:
        return sentence.start, sentence.end
    tokens = sentence.tokens
    index = next((i for i, t in enumerate(tokens) if t.start >= at), 0)
    clause = sentence.clauses[index]
    members = [t for t, c in zip(tokens, sentence.clauses, strict=True) if c == clause]
    return members[0].start, members[-1].end


def _frame(text: str, words: list[Token], blocks: Sequence[tuple[str, int, int, int, int]], index: int) -> str:
    """The words both sentences say around the substitution, as written, "…" where it is: "in a …
    condition" (the word after, when both say it and it is no joining word, tells what differs)."""
    _tag, i1, i2, _j1, _j2 = blocks[index - 1]
    start = max(i1, i2 - 6)
    shown = text[words[start].start : words[i2 - 1].end]
    after = blocks[index + 1] if index + 1 < len(blocks) else None
    if after is not None and after[0] == "equal" and words[after[1]].fold.isalpha() and words[after[1]].fold not in STOPWORDS:
        return f"{shown} \u2026 {words[after[1]].text}"
    return f"{shown} \u2026"


def _denied(text: str, words: list[Token], at: int) -> str:
    """What one side denies, as written, from the word after its negation, after words that say
    so: a title a reader reads as words ("said and denied: vehicles on the bridge when it
    collapsed …"), not a list of shared stems."""
    end = min(len(words), at + 1 + DENIED_WORDS)
    shown = text[words[at + 1].start : words[end - 1].end]
    return f"said and denied: {shown} \u2026" if end < len(words) else f"said and denied: {shown}"


def _short(text: str, limit: int = 100) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


def contrast_slots(analysed: Sequence[Analysed], context: Context, taken: set[tuple[int, int, int]]) -> list[Slot]:
    """Cards for aligned sentences that say one thing differently, best first, at most
    :data:`MAX_CONTRASTS`."""
    found: list[_Contrast] = []
    for sim, xa, xb in _pairs(context):
        contrast = _read(analysed, context, sim, xa, xb)
        if contrast is not None and not (_claimed(contrast.a, taken) and _claimed(contrast.b, taken)):
            found.append(contrast)  # a contrast a typed card already shows is no card of its own
    found.sort(key=lambda c: -c.score)
    groups: list[dict[int, tuple[tuple[int, int, int, int], str]]] = []
    frames: list[_Contrast] = []
    where: dict[tuple[int, int], int] = {}
    for c in found:
        ka, kb = (c.a[0], c.a[1]), (c.b[0], c.b[1])
        ga, gb = where.get(ka), where.get(kb)
        if ga is None and gb is None:
            if len(groups) >= MAX_CONTRASTS:
                continue
            where[ka] = where[kb] = len(groups)
            groups.append({c.a[0]: (c.a, c.value_a), c.b[0]: (c.b, c.value_b)})
            frames.append(c)
        elif ga is not None and gb is None and c.b[0] not in groups[ga]:
            where[kb] = ga
            groups[ga][c.b[0]] = (c.b, c.value_b)
        elif gb is not None and ga is None and c.a[0] not in groups[gb]:
            where[ka] = gb
            groups[gb][c.a[0]] = (c.a, c.value_a)
    slots: list[Slot] = []
    for members, c in zip(groups, frames, strict=True):
        claims = tuple(
            Claim(a, Mention(c.kind, "contrast", c.frame, value, value, span[2], span[3], span[1], True, cue=value))
            for a, (span, value) in sorted(members.items())
        )
        slots.append(Slot(c.kind, "contrast", c.frame, claims, min(1.0, c.score / 0.5)))
    return slots


def _compounded(text: str, before: Token, word: Token) -> bool:
    """Whether ``word`` is the second part of a compound: joined by a hyphen ("anti-terrorist") or
    the "fighters" of "fire fighters"."""
    return text[before.end : word.start] == "-" or (before.fold == "fire" and word.fold.startswith("fighter"))


def loaded_slots(analysed: Sequence[Analysed]) -> list[Slot]:
    """Loaded terms: one account calls them "terrorists" where another says "rebels", one a
    "massacre" where another a "clash". A card per pair of opposed classes that the articles
    split over, with each article's first such word."""
    used: list[dict[str, tuple[int, int, int, str]]] = []
    for a in analysed:
        first: dict[str, tuple[int, int, int, str]] = {}
        for sentence in a.sentences:
            for i, t in enumerate(sentence.tokens):
                cls = LOADED_TERMS.exact(t.fold)
                if cls is not None and i and _compounded(a.article.text, sentence.tokens[i - 1], t):
                    continue  # "fire fighters", "anti-terrorist committee": a word of a compound, not a loaded one
                if cls is not None and cls not in first:
                    first[cls] = (sentence.number, t.start, t.end, t.text)
        used.append(first)
    slots: list[Slot] = []
    for p, q in LOADED_PAIRS:
        claims: list[Claim] = []
        sides = set()
        for index, first in enumerate(used):
            if (p in first) == (q in first):
                continue  # uses both, or neither
            cls = p if p in first else q
            number, start, end, word = first[cls]
            sides.add(cls)
            claims.append(Claim(index, Mention("wording", f"loaded|{p}|{q}", "", word.lower(), cls, start, end, number, True, cue=word)))
        if len(sides) == 2:
            slots.append(Slot("wording", f"loaded|{p}|{q}", f"loaded words: {p} or {q}", tuple(claims), 0.8))
    return slots


HEADLINE_LIMIT = 300
"""A first line longer than this is a paragraph, not a headline."""


def headline_slots(analysed: Sequence[Analysed], context: Context) -> list[Slot]:
    """What each headline leads with, when the headlines share little: the one line every reader
    sees, and where outlets choose what to stress. Each claim is the headline as written."""
    heads: list[tuple[int, Sentence]] = []
    for a, done in enumerate(analysed):
        first = done.sentences[0] if done.sentences else None
        if first is None or not first.headline or first.end - first.start > HEADLINE_LIMIT or len(done.sentences) < 2:
            continue
        heads.append((a, first))
    if len(heads) < 2:
        return []
    sims = []
    for i, (a, s) in enumerate(heads):
        for b, t in heads[i + 1 :]:
            x, y = context.sets[a][s.number], context.sets[b][t.number]
            shared = math.fsum(context.idf.get(w, 1.0) for w in x & y)
            sims.append(shared / (context.norms[a][s.number] * context.norms[b][t.number]))
    if sum(sims) / len(sims) >= 0.6:
        return []  # the headlines say the same
    claims = tuple(
        Claim(a, Mention("wording", "headline", "what each headline leads with", _short(analysed[a].article.text[s.start : s.end]),
                         analysed[a].article.text[s.start : s.end], s.start, s.end, s.number, True))
        for a, s in heads
    )
    return [Slot("wording", "headline", "what each headline leads with", claims, 0.5)]
