"""One person named differently by different accounts: "el jefe de policía Renato Olvera" /
"el comisario Rodrigo Olvera", "Octavio Garza López" / "Octavio Garza Salinas", a spokesman
"Sudhir Baral" / "Suman Baral".

Which name a person goes by is a fact a reader checks, and outlets that copy a name from a fast
wire or mishear it on the radio disagree on it. The reading is of the names alone, in any
language: two runs of capitalised words of the same length, one in each of two accounts, that
differ in one word only, where

- the word that differs is a first or middle name with the same initial ("Renato" / "Rodrigo"),
  or the last of three or more words (a second surname: "López" / "Salinas");
- the two words are not one spelling of the other (two letters apart at most: "Olvera" /
  "Olvero" is one name misspelt, not two names);
- no account names two people of the words the two share (then the name is a family's: "Joaquín
  Garza" and "Octavio Garza" are father and son, and such accounts name both);
- the run reads as a person's name: a speech verb next to it, or a role or an office just before
  it ("el comisario", "spokesman").
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from ..records import Record
from .lexicon import NOUNS, OFFICIAL_WORDS, PERSON_CLASSES, PREDICATES, ROLES, SPEECH_VERBS
from .mentions import Analysed, Mention
from .people import FATES, names_in
from .slots import Claim, Context, Slot
from .text import Sentence

SPELLING = 2
"""Letters two spellings of one name may differ by (an edit distance): "Olvera" / "Olvero"."""
TITLES = frozenset(["mr", "mrs", "ms", "miss", "dr", "sr", "sra", "srta", "don", "dona", "sir", "lord", "lady", "rev", "prof", "gen",
                    "col", "capt", "lt", "sgt", "mx"])
"""Titles before a name ("Ms Kovačević", "Sra. Ruiz"): no part of it."""
ROLE_REACH = 3
"""How many words before a name a role or an office may stand ("el jefe de policía Renato …")."""


class _Name(Record):
    """A person's name as one account writes it: its words folded, as shown, and where."""

    sentence: int
    folds: tuple[str, ...]
    shown: str
    start: int
    end: int


def edits(a: str, b: str) -> int:
    """Levenshtein distance with transpositions (a swap of two letters is one edit): the optimal
    string alignment distance, in C (rapidfuzz), since every pair of long names in six long
    accounts is measured."""
    from rapidfuzz.distance import OSA

    return int(OSA.distance(a, b))


def _a_person(text: str, sentence: Sentence, first: int, last: int) -> bool:
    """Whether the run of capitals over tokens ``first..last`` reads as a person's name: a role, an
    office or what befell a person just before it, a speech verb next to it ("said Fiona Hill",
    "Baral said"), or a role in apposition after it."""
    tokens = sentence.tokens
    if _led_by_a_role(sentence, first, last):
        return True  # "Captain Manish Shakya", "President Ana Varn": the role heads the name
    near = tokens[max(0, first - ROLE_REACH) : first] + tokens[last + 1 : last + 1 + ROLE_REACH]
    if any(t.fold in SPEECH_VERBS for t in near):
        return True
    before = tokens[max(0, first - ROLE_REACH) : first]
    if any(t.fold in OFFICIAL_WORDS or ROLES.of(t.fold) is not None or NOUNS.exact(t.fold) in PERSON_CLASSES
           or PREDICATES.exact(t.fold) in FATES for t in before):
        return True  # "el comisario Rodrigo Olvera", "capturaron a Octavio Garza Salinas"
    after = tokens[last + 1 : last + 1 + ROLE_REACH + 2]
    # "Octavio Garza Salinas, uno de los hijos de…": who he is, in apposition
    return bool(after) and text[tokens[last].end : after[0].start].strip() == "," \
        and any(ROLES.of(t.fold) is not None or t.fold in OFFICIAL_WORDS for t in after)


def _names(analysed: Sequence[Analysed]) -> list[list[_Name]]:
    found: list[list[_Name]] = []
    for a in analysed:
        text = a.article.text
        mine: list[_Name] = []
        for sentence in a.sentences:
            for first, last, _key in names_in(sentence):
                if last == first or not _a_person(text, sentence, first, last):
                    continue
                run = sentence.tokens[first + _led_by_a_role(sentence, first, last) : last + 1]
                folds = _name_words(sentence, first, last)
                if len(folds) < 2:
                    continue
                mine.append(_Name(sentence.number, folds, text[run[0].start : run[-1].end], run[0].start, run[-1].end))
        found.append(mine)
    return found


def _led_by_a_role(sentence: Sentence, first: int, last: int) -> int:
    """How many words at the head of a run of capitals are a role or an office ("Pilot Captain
    Manish Shakya": two), none of the name."""
    count = 0
    for t in sentence.tokens[first:last]:
        if ROLES.of(t.fold) is None and t.fold not in OFFICIAL_WORDS:
            break
        count += 1
    return count


def _name_words(sentence: Sentence, first: int, last: int) -> tuple[str, ...]:
    """The folded words of the name over tokens ``first..last``: "Olvera da Silva" without its
    joiners, "Ms Kovačević" without its title, "Captain Manish Shakya" without its role."""
    first += _led_by_a_role(sentence, first, last)
    return tuple(t.fold for t in sentence.tokens[first : last + 1] if t.text[:1].isupper() and t.fold not in TITLES)


def spelling_variants(analysed: Sequence[Analysed]) -> dict[str, str]:
    """One person's name spelled two ways by two accounts ("Niran Pongsakul" / "Niran
    Phongsakul", as names written in another alphabet often are): the key of the rarer spelling ->
    the commoner's. Every word of the two full names is at most two letters apart, and no account
    writes both (one that does names two people)."""
    runs: dict[str, set[tuple[str, ...]]] = defaultdict(set)
    accounts: dict[str, set[int]] = defaultdict(set)
    for index, a in enumerate(analysed):
        for sentence in a.sentences:
            for first, last, key in names_in(sentence):
                words = _name_words(sentence, first, last)
                if len(words) >= 2 and len(key) >= SPELLING_LEAST:
                    runs[key].add(words)
                    accounts[key].add(index)
    keys = sorted(runs, key=lambda k: (-len(accounts[k]), k))
    variants: dict[str, str] = {}
    for i, key in enumerate(keys):
        if key in variants:
            continue
        for other in keys[i + 1 :]:
            if other in variants or other[0] != key[0] or abs(len(other) - len(key)) > SPELLING or accounts[key] & accounts[other]:
                continue
            if edits(key, other) <= SPELLING and any(len(x) == len(y) and all(edits(p, q) <= SPELLING for p, q in zip(x, y, strict=True))
                                                     for x in runs[key] for y in runs[other]):
                variants[other] = key
    return variants


SPELLING_LEAST = 5
"""Letters a surname needs before two spellings of it are one name: "Li" and "Lu" are two people."""


def _differ(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    """The one position where two names of one length differ as names (not as spellings); -1 when
    they are one name or more than one word differs."""
    if len(a) != len(b) or len(a) < 2:
        return -1
    apart = [k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    if len(apart) != 1:
        return -1  # the rest written alike, letter for letter
    k = apart[0]
    x, y = a[k], b[k]
    if edits(x, y) <= SPELLING or _short_for(x, y) or _short_for(y, x):
        return -1  # one name spelt two ways, or said short ("Len" / "Leonard", "Tom" / "Thomas")
    if k == len(a) - 1:
        return k if len(a) >= 3 else -1  # a second surname; two-word names with another surname are other people
    return k if x[:1] == y[:1] else -1  # "Renato" / "Rodrigo"; "Joaquín" / "Octavio" are two people


def _short_for(short: str, full: str) -> bool:
    """Whether ``short`` is a short form of ``full``: its letters in order, from the first
    ("len" of "leonard", "tom" of "thomas")."""
    if len(short) >= len(full) or short[:1] != full[:1]:
        return False
    rest = iter(full)
    return all(letter in rest for letter in short)


def _two_people(mine: list[_Name], shared: tuple[str, ...], at: int) -> bool:
    """Whether one account names two people who share the words ``shared`` (two first names of one
    surname), not one person spelt two ways."""
    seen: list[str] = []
    for n in mine:
        if len(n.folds) == len(shared) and all(w == "" or w == f for w, f in zip(shared, n.folds, strict=True)):
            if any(edits(v, n.folds[at]) > SPELLING and not (_short_for(v, n.folds[at]) or _short_for(n.folds[at], v)) for v in seen):
                return True
            seen.append(n.folds[at])
    return False


def name_slots(analysed: Sequence[Analysed], context: Context) -> list[Slot]:
    """A card per person two or more accounts of one story name differently, with each account's
    first naming ("Fiona Hill" in one story and "Forest Hill" in another are not one person)."""
    names = _names(analysed)
    # each naming under each of its words left blank: two namings that differ in one word meet under
    # one key, so the work grows with the names, not with the pairs of them
    buckets: dict[tuple[str, ...], dict[int, set[str]]] = defaultdict(lambda: defaultdict(set))
    for index, mine in enumerate(names):
        for folds in {n.folds for n in mine}:
            for k, word in enumerate(folds):
                buckets[(*folds[:k], "", *folds[k + 1 :])][index].add(word)
    pairs: dict[tuple[str, ...], tuple[int, set[str]]] = {}  # the words the namings share ("" where they differ) -> where, and the variants
    for shared, by_article in buckets.items():
        k = shared.index("")
        accounts = sorted(by_article)
        variants: set[str] = set()
        for at, i in enumerate(accounts):
            for j in accounts[at + 1 :]:
                if not context.one_story(i, j):
                    continue
                for x in by_article[i]:
                    for y in by_article[j]:
                        if _differ((*shared[:k], x, *shared[k + 1 :]), (*shared[:k], y, *shared[k + 1 :])) == k:
                            variants |= {x, y}
        if variants:
            pairs[shared] = (k, variants)
    slots: list[Slot] = []
    for shared, (k, variants) in pairs.items():
        if any(_two_people(mine, shared, k) for mine in names):
            continue  # one account names two of the family ("Ovid Garza, a son of Joaquin Garza"): whose name differs is unclear
        claims: list[Claim] = []
        shown_shared = ""
        for index, mine in enumerate(names):
            first = next((n for n in mine if len(n.folds) == len(shared) and any(edits(n.folds[k], v) <= SPELLING for v in variants)
                          and all(w == "" or edits(w, f) <= SPELLING for w, f in zip(shared, n.folds, strict=True))), None)
            if first is None:
                continue
            words = first.shown.split()
            shown_shared = shown_shared or " ".join(w for n, w in enumerate(words) if n != k and len(words) == len(shared))
            compare = " ".join(w[:3] for w in first.folds)
            claims.append(Claim(index, Mention("other", f"name|{' '.join(shared)}", "", first.shown, compare, first.start, first.end,
                                               first.sentence, True, cue=first.shown)))
        if len({c.mention.compare for c in claims}) < 2 or not shown_shared:
            continue
        title = f"name of {shown_shared}"
        claims = [c._replace(mention=c.mention._replace(title=title)) for c in claims]
        slots.append(Slot("other", claims[0].mention.key, title, tuple(claims), 0.8))
    return slots
