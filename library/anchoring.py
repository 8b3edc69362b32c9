"""Anchoring highlights to an article's reading text, and finding them again after it changes.

A highlight is stored the W3C Web Annotation way: a ``TextQuoteSelector`` (the exact text plus up
to :data:`CONTEXT_LENGTH` code points either side) and a ``TextPositionSelector`` (code point
offsets, end exclusive). Offsets alone break as soon as the reading text changes (a corrected
article, a new text model version), so the quote is what counts and the position is a hint.

Precision beats recall. A highlight that silently sits on different words ("5 officers wounded"
shown on "15 officers wounded") misleads the comparison the reader is making, while an orphan
only asks to be placed again. So a highlight is re-attached, strictest way first:

1. ``POSITION``: the old offsets still hold the exact text;
2. ``QUOTE``: the exact text occurs elsewhere; among several, the one whose surroundings best
   match the stored prefix and suffix, then the one nearest the old offset;
3. ``FUZZY``: the text differs only by a normalisation that cannot change a word or a number
   (Unicode compatibility forms, case, typographic quotes and dashes, invisible characters,
   whitespace), chosen the same way;
4. otherwise, and whenever two candidates tie exactly, ``ORPHAN``: never a guess.

Every candidate must also sit on the same kind of edges as the original: a match glued to a
letter, digit, combining mark or emoji joiner that was not there before (the "5" inside "15",
"cafe" inside "cafe\u0301", the woman inside a family emoji) is a different word and is refused.
In scripts written without spaces (Chinese, Japanese, Thai...) only the neighbouring character
is compared, since there every character touches the next.

Pure Python and linear in the text: re-anchoring runs over whole libraries of long articles.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Final

from .errors import AmbiguousError, InputError, NotFoundError
from .records import Record

__all__ = [
    "CONTEXT_LENGTH",
    "Anchor",
    "Method",
    "Selector",
    "find_quote",
    "make_selector",
    "reanchor_all",
    "resolve",
]

CONTEXT_LENGTH: Final[int] = 32
"""Code points of prefix and suffix kept with a quote (the W3C and Hypothesis convention)."""

# Characters that never change which words a text holds and that copy/paste, typesetting and
# CMSes add or drop at will: removed by the fuzzy normalisation. At edges, a zero-width space
# separates words like a space; the others join, ZWJ/ZWNJ as parts of a grapheme.
_INVISIBLE: Final = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_GLUE_INVISIBLE: Final = frozenset("\u00ad\u2060\ufeff")  # soft hyphen and word joiners
_ZWJ: Final = "\u200d"
_NUMBER_PUNCT: Final = frozenset(".,'\u2019\u00a0\u2009\u202f")  # inside 1,500 / 2.5 / 1 000
_SIGNS: Final = frozenset("+-\u2212\u00b1")
_MARKS: Final = frozenset({"Mn", "Mc", "Me"})
_FRAGMENT_CAP: Final = 16  # how far an edge check looks into a glued word

_TYPOGRAPHY: Final[dict[int, str]] = {
    **{ord(c): "'" for c in "\u2018\u2019\u201a\u201b\u2032\u2039\u203a"},
    **{ord(c): '"' for c in "\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb"},
    **{ord(c): "-" for c in "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"},
    **{cp: " " for cp in range(0x3001) if chr(cp).isspace() and cp != 0x20},  # NBSP, tab, \n...
}
_TYPOGRAPHY_TABLE: Final = str.maketrans(_TYPOGRAPHY)
_RETYPESET: Final = re.compile("[" + re.escape("".join(map(chr, _TYPOGRAPHY))) + "]")
_FOLD_TABLE: Final = str.maketrans({**_TYPOGRAPHY, **{ord(c): None for c in _INVISIBLE}})
_INVISIBLE_TABLE: Final = str.maketrans({ord(c): None for c in _INVISIBLE})

# A run the normaliser must shorten: several whitespace/invisible characters, or one invisible
# character. Text between these runs maps one character to one in the common case and is then
# normalised in bulk, which keeps a 1 MB text fast.
_SPECIAL_RUN: Final = re.compile(
    "[\\s\u00ad\u200b\u200c\u200d\u2060\ufeff]{2,}|[\u00ad\u200b\u200c\u200d\u2060\ufeff]"
)
_WHITESPACE_RUN: Final = re.compile(r"\s+")
_WHITESPACE: Final = re.compile(r"\s")
_WORDS: Final = re.compile(r"\S+")
_BULK: Final = 256  # pieces longer than this that cannot be folded in bulk are split in two

_TIE: Final = -1  # _choose's answer when two candidates are exactly as good (or it gave up)
# Bounds on the full scan, so a hostile bundle (thousands of short quotes that occur everywhere in
# a long text, none with its context) takes seconds, not minutes: past them, ORPHAN, never a guess.
_SCAN_LIMIT: Final = 20_000  # occurrences one selector's full scan may score
_ACCEPT_LIMIT: Final = 256  # best-scored candidates one selector may check the edges of
_WORK_BUDGET: Final = 500_000  # occurrences all the selectors resolved on one text may score
_SCAN_BUDGET: Final = 2_000_000_000  # code points their searches may read (about 2 s)
_SIEVE_FROM: Final = 1000  # occurrences beyond which a regex pre-filter beats a find loop


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True, slots=True)
class Selector:
    """A highlight's anchor as stored: the quote with its context, and where it was."""

    exact: str
    prefix: str
    suffix: str
    start: int
    end: int

    def to_w3c(self) -> list[dict[str, str | int]]:
        """The W3C Web Annotation selectors, so exports interoperate with other annotation tools."""
        return [
            {
                "type": "TextQuoteSelector",
                "exact": self.exact,
                "prefix": self.prefix,
                "suffix": self.suffix,
            },
            {"type": "TextPositionSelector", "start": self.start, "end": self.end},
        ]

    @classmethod
    def from_w3c(cls, selectors: Iterable[Mapping[str, object]]) -> Selector:
        """Read selectors from a bundle or another tool; anything malformed is an InputError.

        Both selectors are required: the quote is what re-anchors, the position disambiguates.
        ``prefix`` and ``suffix`` are optional in the W3C model and default to empty; other
        selector types (CSS, range, ...) say nothing about plain text and are ignored.
        """
        if isinstance(selectors, (str, bytes, Mapping)) or not isinstance(selectors, Iterable):
            raise InputError("selector_not_list")
        quote: Mapping[str, object] | None = None
        position: Mapping[str, object] | None = None
        for item in selectors:
            if not isinstance(item, Mapping):
                raise InputError("selector_not_object")
            kind = item.get("type")
            if not isinstance(kind, str):
                raise InputError("selector_no_type")
            if kind == "TextQuoteSelector":
                if quote is not None:
                    raise InputError("selector_twice", type="TextQuoteSelector")
                quote = item
            elif kind == "TextPositionSelector":
                if position is not None:
                    raise InputError("selector_twice", type="TextPositionSelector")
                position = item
        if quote is None:
            raise InputError("selector_missing", type="TextQuoteSelector")
        if position is None:
            raise InputError("selector_missing", type="TextPositionSelector")
        exact = _w3c_field(quote, "exact", str, required=True)
        prefix = _w3c_field(quote, "prefix", str, required=False)
        suffix = _w3c_field(quote, "suffix", str, required=False)
        start = _w3c_field(position, "start", int, required=True)
        end = _w3c_field(position, "end", int, required=True)
        assert isinstance(exact, str) and isinstance(prefix, str) and isinstance(suffix, str)
        assert isinstance(start, int) and isinstance(end, int)
        if not exact.translate(_INVISIBLE_TABLE).strip():
            raise InputError("selector_exact_empty")
        if start < 0 or end <= start:
            raise InputError("selector_range_invalid", start=start, end=end)
        return cls(exact, prefix, suffix, start, end)


def _w3c_field(
    selector: Mapping[str, object], key: str, kind: type[str] | type[int], *, required: bool
) -> str | int:
    if key not in selector:
        if required:
            raise InputError("selector_field_missing", type=selector.get("type"), key=key)
        return kind()
    value = selector[key]
    if kind is int:
        if not _is_int(value):
            raise InputError("selector_field_not_int", type=selector.get("type"), key=key)
    elif not isinstance(value, str):
        raise InputError("selector_field_not_text", type=selector.get("type"), key=key)
    assert isinstance(value, (str, int))
    return value


def make_selector(text: str, start: int, end: int, context: int = CONTEXT_LENGTH) -> Selector:
    """The selector for ``text[start:end]``, refusing ranges that could never be found again.

    A whitespace-only (or invisible-only) range has no words to re-anchor on, so it is an error
    rather than a highlight that orphans at the first text change.
    """
    if not (_is_int(start) and _is_int(end) and 0 <= start < end <= len(text)):
        raise InputError("range_invalid", start=start, end=end, length=len(text))
    if not _is_int(context) or context < 0:
        raise InputError("context_invalid", context=context)
    exact = text[start:end]
    if not exact.translate(_INVISIBLE_TABLE).strip():
        raise InputError("range_blank", start=start, end=end)
    return Selector(exact, text[max(0, start - context) : start], text[end : end + context], start, end)


class Method(StrEnum):
    """How an anchor was found, strictest first; the desktop shows it and reports count it."""

    POSITION = "position"
    QUOTE = "quote"
    FUZZY = "fuzzy"
    ORPHAN = "orphan"


@dataclass(frozen=True, slots=True)
class Anchor:
    """Where a selector stands in a text now; ``start``/``end`` are None for an orphan."""

    start: int | None
    end: int | None
    method: Method

    @property
    def orphan(self) -> bool:
        """True when the highlight could not be placed with confidence and needs the reader."""
        return self.method is Method.ORPHAN


_ORPHAN: Final = Anchor(None, None, Method.ORPHAN)


def resolve(text: str, selector: Selector) -> Anchor:
    """Find ``selector`` in ``text``: the same words, or an orphan (see the module docstring)."""
    return _Resolver(text).resolve(selector)


def reanchor_all(text: str, selectors: Iterable[Selector]) -> list[Anchor]:
    """Resolve many selectors against one text, normalising the text at most once."""
    resolver = _Resolver(text)
    return [resolver.resolve(selector) for selector in selectors]


# --------------------------------------------------------------------------------------------
# Resolution


class _Resolver:
    """One text, many selectors: the fuzzy tier's normalised text is built lazily, once."""

    __slots__ = ("_normalised", "budget", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self._normalised: _Normalised | None = None
        self.budget = _Budget(_WORK_BUDGET)

    def resolve(self, selector: Selector) -> Anchor:
        text, exact = self.text, selector.exact
        if not exact:
            return _ORPHAN
        edges = _Edges(selector)
        start, end = selector.start, selector.end
        if 0 <= start < end <= len(text) and text[start:end] == exact and edges.ok(text, start, end):
            return Anchor(start, end, Method.POSITION)
        size = len(exact)
        found = _choose(
            text,
            exact,
            selector.prefix[-CONTEXT_LENGTH:],
            selector.suffix[:CONTEXT_LENGTH],
            start,
            lambda q: edges.ok(text, q, q + size),
            edges.sieve(text, exact),
            self.budget,
        )
        if found == _TIE:
            return _ORPHAN
        if found is not None:
            return Anchor(found, found + size, Method.QUOTE)
        return self._fuzzy(selector, edges)

    def _fuzzy(self, selector: Selector, edges: _Edges) -> Anchor:
        exact = selector.exact
        needle = _normalise(exact).text.strip(" ")
        if not needle:
            return _ORPHAN
        if self._normalised is None:
            self._normalised = _normalise(self.text)
        norm, text = self._normalised, self.text
        # Whitespace at the quote's edges belongs, once normalised, to the context around it.
        lead = exact[: len(exact) - len(exact.lstrip())]
        trail = exact[len(exact.rstrip()) :]
        prefix = _normalise(selector.prefix[-CONTEXT_LENGTH:] + lead).text[-CONTEXT_LENGTH:]
        suffix = _normalise(trail + selector.suffix[:CONTEXT_LENGTH]).text[:CONTEXT_LENGTH]
        size = len(needle)

        def accept(q: int) -> bool:
            span = norm.to_original(q, q + size)
            return span is not None and edges.ok(text, span[0], span[1])

        found = _choose(norm.text, needle, prefix, suffix, norm.to_normalised(selector.start), accept, None, self.budget)
        if found is None or found == _TIE:
            return _ORPHAN
        span = norm.to_original(found, found + size)
        if span is None:
            return _ORPHAN
        start, end = span
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        candidate = text[start:end]
        # Defence in depth: whatever the normalisation did, letters and digits must be the same.
        if _normalise(candidate).text.strip(" ") != needle or _alnum(candidate) != _alnum(exact):
            return _ORPHAN
        return Anchor(start, end, Method.FUZZY)


class _Budget:
    """Occurrences still to be scored by the full scans of one resolver (shared by its selectors)."""

    __slots__ = ("chars", "left")

    def __init__(self, left: int, chars: int = _SCAN_BUDGET) -> None:
        self.left = left
        self.chars = chars


def _choose(
    hay: str,
    needle: str,
    prefix: str,
    suffix: str,
    origin: int,
    accept: Callable[[int], bool],
    sieve: re.Pattern[str] | None = None,
    budget: _Budget | None = None,
) -> int | None:
    """The best accepted occurrence of ``needle``: most context matched, then nearest ``origin``.

    Returns None when there is no accepted occurrence and ``_TIE`` when the best two are equal on
    both counts. Occurrences may overlap. Context comparisons use ``str.startswith``/``endswith``
    with a binary search over at most CONTEXT_LENGTH code points, so a million occurrences (a
    one-letter quote) stay linear; the common case, the full context still present, is found
    with two searches from the old position. ``sieve``, when given, lists the occurrences that
    ``accept`` could possibly take, so hopeless ones never reach Python code.

    The full scan is bounded: it scores at most :data:`_SCAN_LIMIT` occurrences (and what is
    left of ``budget``), then checks the edges of the best-scored first, at most
    :data:`_ACCEPT_LIMIT` of them. Past a bound it answers ``_TIE``: the caller orphans.
    """
    size, plen, slen = len(needle), len(prefix), len(suffix)

    # Fast path: occurrences whose whole context matches have the best possible score.
    if budget is not None and budget.chars <= 0:
        return _TIE
    context = prefix + needle + suffix
    after = before = -1
    begin = max(0, origin - plen)
    found = hay.find(context, begin)
    if found >= 0:
        after = found + plen
    read = (found if found >= 0 else len(hay)) - begin
    if origin - plen - 1 >= 0:
        stop = origin - plen - 1 + len(context)
        found = hay.rfind(context, 0, stop)
        if found >= 0:
            before = found + plen
        read += stop - max(found, 0)
    if budget is not None:
        budget.chars -= read
    picks: list[int] = []
    if after >= 0 and before >= 0:
        gap = (after - origin) - (origin - before)
        picks = [after] if gap < 0 else [before] if gap > 0 else [after, before]
    elif after >= 0 or before >= 0:
        picks = [max(after, before)]
    if picks and all(accept(q) for q in picks):
        return picks[0] if len(picks) == 1 else _TIE

    # Full scan: score every occurrence; check edges only for those that could win.
    tails = [prefix[plen - k :] for k in range(plen + 1)]
    heads = [suffix[:k] for k in range(slen + 1)]
    endswith, startswith = hay.endswith, hay.startswith
    limit = _SCAN_LIMIT if budget is None else min(_SCAN_LIMIT, budget.left)
    scored: list[tuple[int, int, int]] = []
    for q in _occurrences(hay, needle, sieve):
        if len(scored) >= limit:
            if budget is not None:
                budget.left -= len(scored)
            return _TIE
        if endswith(prefix, 0, q):
            back = plen
        elif plen and endswith(tails[1], 0, q):
            lo, hi = 1, min(plen - 1, q)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if endswith(tails[mid], 0, q):
                    lo = mid
                else:
                    hi = mid - 1
            back = lo
        else:
            back = 0
        tail = q + size
        if startswith(suffix, tail):
            ahead = slen
        elif slen and startswith(heads[1], tail):
            lo, hi = 1, min(slen - 1, len(hay) - tail)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if startswith(heads[mid], tail):
                    lo = mid
                else:
                    hi = mid - 1
            ahead = lo
        else:
            ahead = 0
        scored.append((back + ahead, q - origin if q < origin else origin - q, q))
    if budget is not None:
        budget.left -= len(scored)
    # Best first; edges are checked only until the best accepted one (and any equal to it).
    scored.sort(reverse=True)
    best: tuple[int, int, int] | None = None
    for checked, candidate in enumerate(scored):
        if best is not None and candidate[:2] != best[:2]:
            return best[2]
        if checked >= _ACCEPT_LIMIT:
            return _TIE
        if accept(candidate[2]):
            if best is not None:
                return _TIE
            best = candidate
    return None if best is None else best[2]


def _occurrences(hay: str, needle: str, sieve: re.Pattern[str] | None) -> Iterator[int]:
    """Every start of ``needle`` in ``hay``, overlaps included (pre-filtered by ``sieve``)."""
    if sieve is not None and hay.count(needle) > _SIEVE_FROM:
        for match in sieve.finditer(hay):
            yield match.start()
        return
    find = hay.find
    found = find(needle)
    while found >= 0:
        yield found
        found = find(needle, found + 1)


# --------------------------------------------------------------------------------------------
# Edges: a candidate must not be glued to a word, number or grapheme it was not glued to before


def _is_extender(char: str) -> bool:
    """Continues the previous grapheme: combining marks, ZWJ/ZWNJ, skin tones, emoji tags."""
    return (
        unicodedata.category(char) in _MARKS
        or char in "\u200c\u200d"
        or "\U0001f3fb" <= char <= "\U0001f3ff"
        or "\U000e0020" <= char <= "\U000e007f"
    )


def _is_regional(char: str) -> bool:
    return "\U0001f1e6" <= char <= "\U0001f1ff"


def _wordish(s: str, j: int) -> bool:
    """Whether ``s[j]`` belongs to a word or a number (``1,500``, ``2.5``, ``-5`` included)."""
    char = s[j]
    if char.isalnum() or char in _GLUE_INVISIBLE or _is_extender(char) or _is_regional(char):
        return True
    if char in _NUMBER_PUNCT:
        return 0 < j < len(s) - 1 and s[j - 1].isdigit() and s[j + 1].isdigit()
    if char in _SIGNS:
        return j < len(s) - 1 and s[j + 1].isdigit()
    return False


def _joined(s: str, i: int) -> bool:
    """Whether position ``i`` cuts through a word, a number or a grapheme cluster."""
    if i <= 0 or i >= len(s):
        return False
    before, after = s[i - 1], s[i]
    if _is_extender(after) or before == _ZWJ:
        return True
    if _is_regional(before) and _is_regional(after):
        return True
    return _wordish(s, i - 1) and _wordish(s, i)


def _in_left_fragment(s: str, j: int) -> bool:
    """Whether ``s[j - 1]`` is glued to what follows it (a cluster's base counts)."""
    return j > 0 and (_wordish(s, j - 1) or (j < len(s) and _is_extender(s[j])))


def _in_right_fragment(s: str, j: int) -> bool:
    """Whether ``s[j]`` is glued to what precedes it (what follows a ZWJ counts)."""
    return j < len(s) and (_wordish(s, j) or (j > 0 and s[j - 1] == _ZWJ))


@cache
def _fold_char(char: str) -> str:
    return unicodedata.normalize("NFKC", char).casefold()


class _Edges:
    """The original's edges, read from the stored context, to vet candidates against.

    At each edge of a candidate that cuts into a word, number or grapheme (or where the original
    did), the piece of word glued there must be the same as in the original, ignoring case: the
    "5" of "15" is refused for a "5" that stood alone, and "POLIce" is accepted for "police".
    When the stored context was cut short the check compares only what it shows, so a selector
    always resolves on the text it was made from, whatever its ``context``.
    """

    __slots__ = (
        "left",
        "left_cut",
        "left_joined",
        "left_memo",
        "right",
        "right_cut",
        "right_joined",
        "right_memo",
    )

    def __init__(self, selector: Selector) -> None:
        prefix, exact, suffix = selector.prefix, selector.exact, selector.suffix
        context = prefix + exact + suffix
        at = len(prefix)
        self.left_joined = _joined(context, at)
        self.left = _left_piece(context, at)
        # The prefix was cut when the quote started further in than the prefix is long; the
        # piece may then go on unseen. One code point of slack: a number separator is only
        # recognised with its left neighbour.
        self.left_cut = selector.start > len(prefix) and self.left.reach <= 1
        at = len(prefix) + len(exact)
        self.right_joined = _joined(context, at)
        self.right = _right_piece(context, at)
        # Prefix and suffix are cut at the same length, so a suffix shorter than the prefix
        # reached the end of the text; otherwise it may have been cut.
        self.right_cut = len(suffix) >= len(prefix) and self.right.reach >= len(context) - 1
        # Verdicts by neighbourhood: a quote occurring a million times in repetitive text is
        # judged once per distinct surrounding, not once per occurrence.
        self.left_memo: dict[tuple[str, int], bool] = {}
        self.right_memo: dict[tuple[str, int], bool] = {}

    def sieve(self, text: str, exact: str) -> re.Pattern[str] | None:
        """A regex listing only occurrences of ``exact`` not glued to a letter or digit where
        the original stood clear of one: the usual case, and one the regex engine checks fast.

        Exactly what :meth:`ok` would refuse anyway: with a clean original edge and an
        alphanumeric end of the quote, an alphanumeric neighbour is a glued, different word.
        """
        behind = ahead = ""
        if not (self.left_joined or self.left.chars or self.left_cut) and exact[0].isalnum():
            behind = r"(?<![^\W_])"  # not preceded by a letter or digit (\w minus "_")
        if not (self.right_joined or self.right.chars or self.right_cut) and exact[-1].isalnum():
            ahead = r"(?![^\W_])"
        if not (behind or ahead):
            return None
        return re.compile(f"{behind}(?={re.escape(exact)}{ahead})")

    def ok(self, text: str, start: int, end: int) -> bool:
        """Whether ``text[start:end]`` sits on the same kind of edges as the original."""
        # The verdict at an edge depends only on this window: the capped piece, one more code
        # point to know whether it was capped, and the neighbours number punctuation needs.
        low = start - _FRAGMENT_CAP - 2 if start > _FRAGMENT_CAP + 2 else 0
        key = (text[low : start + 2], start - low)
        verdict = self.left_memo.get(key)
        if verdict is None:
            verdict = not (self.left_joined or _joined(text, start)) or _pieces_agree(
                _left_piece(text, start), self.left, self.left_cut
            )
            self.left_memo[key] = verdict
        if not verdict:
            return False
        low = end - 2 if end > 2 else 0
        key = (text[low : end + _FRAGMENT_CAP + 2], end - low)
        verdict = self.right_memo.get(key)
        if verdict is None:
            verdict = not (self.right_joined or _joined(text, end)) or _pieces_agree(
                _right_piece(text, end), self.right, self.right_cut
            )
            self.right_memo[key] = verdict
        return verdict


class _Piece(Record):
    """The piece of word glued at an edge: folded characters nearest the edge first, without
    invisible ones; where the walk stopped; whether it stopped at the cap rather than the end.
    """

    chars: tuple[str, ...]
    reach: int
    capped: bool


def _left_piece(s: str, i: int) -> _Piece:
    chars: list[str] = []
    for _ in range(_FRAGMENT_CAP):
        if not _in_left_fragment(s, i):
            return _Piece(tuple(chars), i, False)
        i -= 1
        if s[i] not in _GLUE_INVISIBLE:
            chars.append(_fold_char(s[i]))
        if _is_unspaced(s[i]):
            return _Piece(tuple(chars), i, False)
    return _Piece(tuple(chars), i, _in_left_fragment(s, i))


def _right_piece(s: str, i: int) -> _Piece:
    chars: list[str] = []
    for _ in range(_FRAGMENT_CAP):
        if not _in_right_fragment(s, i):
            return _Piece(tuple(chars), i, False)
        if s[i] not in _GLUE_INVISIBLE:
            chars.append(_fold_char(s[i]))
        i += 1
        if _is_unspaced(s[i - 1]):
            return _Piece(tuple(chars), i, False)
    return _Piece(tuple(chars), i, _in_right_fragment(s, i))


def _pieces_agree(new: _Piece, old: _Piece, old_cut: bool) -> bool:
    """Same glued piece; where one goes on further, only if the other could not be seen further."""
    common = min(len(new.chars), len(old.chars))
    if new.chars[:common] != old.chars[:common]:
        return False
    if len(new.chars) > len(old.chars):
        return old_cut or old.capped
    if len(new.chars) < len(old.chars):
        return new.capped
    return True


def _is_unspaced(char: str) -> bool:
    """Letters of scripts written without spaces (Chinese, Japanese, Thai, Lao, Khmer, Myanmar).

    There every character touches the next, so only the one next to a highlight's edge is
    compared: an edit a few characters away is not a change of the highlighted words.
    """
    cp = ord(char)
    return (
        0x3040 <= cp <= 0x30FF  # hiragana, katakana
        or 0x3400 <= cp <= 0x4DBF
        or 0x4E00 <= cp <= 0x9FFF
        or 0xF900 <= cp <= 0xFAFF
        or 0x20000 <= cp <= 0x3FFFF  # CJK ideographs
        or 0x0E00 <= cp <= 0x0EFF  # Thai, Lao
        or 0x1000 <= cp <= 0x109F  # Myanmar
        or 0x1780 <= cp <= 0x17FF  # Khmer
        or 0x31F0 <= cp <= 0x31FF
        or 0xFF66 <= cp <= 0xFF9F  # more katakana
    )


# --------------------------------------------------------------------------------------------
# Fuzzy normalisation with a map back to the original text


@dataclass(frozen=True, slots=True)
class _Normalised:
    """A normalised text as segments: each maps one-to-one (``same``) or as a whole block.

    A match may only start or end where a block starts or ends, so it always maps back onto
    whole original characters (never half of a ligature or of a decomposed accent).
    """

    text: str
    norm_starts: list[int]
    orig_starts: list[int]
    orig_lengths: list[int]
    norm_lengths: list[int]
    same: list[bool]

    def to_original(self, start: int, end: int) -> tuple[int, int] | None:
        """The original range of normalised ``[start, end)``, or None if it cuts a block."""
        k = bisect_right(self.norm_starts, start) - 1
        offset = start - self.norm_starts[k]
        if self.same[k]:
            orig_start = self.orig_starts[k] + offset
        elif offset:
            return None
        else:
            orig_start = self.orig_starts[k]
        k = bisect_right(self.norm_starts, end - 1) - 1
        offset = end - self.norm_starts[k]
        if self.same[k]:
            orig_end = self.orig_starts[k] + offset
        elif offset != self.norm_lengths[k]:
            return None
        else:
            orig_end = self.orig_starts[k] + self.orig_lengths[k]
        return orig_start, orig_end

    def to_normalised(self, index: int) -> int:
        """About where original ``index`` lies in the normalised text (for nearness only)."""
        k = bisect_right(self.orig_starts, index) - 1
        if k < 0:
            return 0
        inside = index - self.orig_starts[k]
        if inside >= self.orig_lengths[k]:
            return self.norm_starts[k] + self.norm_lengths[k]
        return self.norm_starts[k] + (inside if self.same[k] else 0)


class _Builder:
    __slots__ = (
        "last_space",
        "length",
        "norm_lengths",
        "norm_starts",
        "orig_lengths",
        "orig_starts",
        "parts",
        "same",
    )

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.norm_starts: list[int] = []
        self.orig_starts: list[int] = []
        self.orig_lengths: list[int] = []
        self.norm_lengths: list[int] = []
        self.same: list[bool] = []
        self.length = 0
        self.last_space = False

    def add(self, out: str, orig_start: int, orig_length: int, same: bool) -> None:
        if self.last_space and out.startswith(" "):
            out = out[1:]
            if same:
                orig_start += 1
                orig_length -= 1
        if not out:
            return
        self.parts.append(out)
        self.norm_starts.append(self.length)
        self.orig_starts.append(orig_start)
        self.orig_lengths.append(orig_length)
        self.norm_lengths.append(len(out))
        self.same.append(same)
        self.length += len(out)
        self.last_space = out.endswith(" ")

    def build(self) -> _Normalised:
        return _Normalised(
            "".join(self.parts),
            self.norm_starts,
            self.orig_starts,
            self.orig_lengths,
            self.norm_lengths,
            self.same,
        )


def _normalise(text: str) -> _Normalised:
    """NFKC, casefold, ASCII quotes and dashes, no invisibles, one space per whitespace run.

    None of these can turn one word or number into another; they are exactly the differences
    that re-typesetting, copy/paste and CMS round trips introduce.
    """
    builder = _Builder()
    pos = 0
    for match in _SPECIAL_RUN.finditer(text):
        if match.start() > pos:
            _add_plain(builder, text, pos, match.start())
        run = match.group()
        if run.translate(_INVISIBLE_TABLE):  # holds whitespace, not only invisible characters
            builder.add(" ", match.start(), len(run), False)
        pos = match.end()
    if pos < len(text):
        _add_plain(builder, text, pos, len(text))
    return builder.build()


def _add_plain(builder: _Builder, text: str, start: int, end: int) -> None:
    """Normalise text with single whitespace characters and no invisibles, in bulk if possible.

    A piece that cannot be folded in bulk is halved at a whitespace character (where nothing
    can combine) so that one ligature or decomposed accent does not send a whole article down
    the slow, per-character path.
    """
    if _add_bulk(builder, text, start, end):
        return
    if end - start > _BULK:
        space = _WHITESPACE.search(text, (start + end) // 2, end)
        if space is not None and space.start() > start:
            _add_plain(builder, text, start, space.start())
            _add_plain(builder, text, space.start(), end)
            return
    done = start
    for match in _WORDS.finditer(text, start, end):
        if match.start() > done:  # the single whitespace characters between words
            _add_bulk(builder, text, done, match.start())
        done = match.end()
        if _add_bulk(builder, text, match.start(), match.end()):
            continue
        # Slow path: one block per starter and the marks that may combine with it.
        word, at = match.group(), match.start()
        begin = 0
        for j in range(1, len(word)):
            if _safe_starter(word[j]):
                builder.add(_collapse(_fold(word[begin:j])), at + begin, j - begin, False)
                begin = j
        builder.add(_collapse(_fold(word[begin:])), at + begin, len(word) - begin, False)
    if done < end:
        _add_bulk(builder, text, done, end)


def _add_bulk(builder: _Builder, text: str, start: int, end: int) -> bool:
    """Fold ``text[start:end]`` without a per-character loop; False if NFKC would change it.

    NFKC-stable text folds character by character, so the result maps one to one except for
    the few characters whose case folding is longer ("ß" -> "ss"), which become blocks.
    """
    piece = text[start:end]
    if _RETYPESET.search(piece):
        piece = piece.translate(_TYPOGRAPHY_TABLE)
    if not unicodedata.is_normalized("NFKC", piece):
        return False
    folded = piece.casefold()
    if not unicodedata.is_normalized("NFKC", folded):
        return False
    if len(folded) == len(piece):
        builder.add(folded, start, end - start, True)
        return True
    done = 0
    for match in _expanding().finditer(piece):
        if match.start() > done:
            builder.add(piece[done : match.start()].casefold(), start + done, match.start() - done, True)
        builder.add(match.group().casefold(), start + match.start(), 1, False)
        done = match.end()
    if done < len(piece):
        builder.add(piece[done:].casefold(), start + done, len(piece) - done, True)
    return True


@cache
def _expanding() -> re.Pattern[str]:
    """The characters whose case folding is longer than one code point."""
    chars = "".join(chr(cp) for cp in range(0x30000) if len(chr(cp).casefold()) > 1)
    return re.compile(f"[{re.escape(chars)}]")


def _fold(piece: str) -> str:
    piece = unicodedata.normalize("NFKC", piece.translate(_TYPOGRAPHY_TABLE))
    piece = unicodedata.normalize("NFKC", piece.casefold())
    return piece.translate(_FOLD_TABLE)


def _collapse(piece: str) -> str:
    return _WHITESPACE_RUN.sub(" ", piece)


def _alnum(text: str) -> str:
    """The letters and digits of ``text`` after NFKC and casefolding, in order."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return "".join(char for char in folded if char.isalnum())


@cache
def _safe_starter(char: str) -> bool:
    """Whether normalisation can never combine ``char`` with what precedes it."""
    if char < "\u0300":
        return True
    if unicodedata.combining(char):
        return False
    first = unicodedata.normalize("NFKD", char)[0]
    return not unicodedata.combining(first) and first not in _composition_seconds()


@cache
def _composition_seconds() -> frozenset[str]:
    """Starters that compose with a preceding character (Hangul vowels/finals, some Indic signs)."""
    seconds = {chr(cp) for cp in (*range(0x1161, 0x1176), *range(0x11A8, 0x11C3))}
    for cp in range(0x300, 0x30000):
        decomposition = unicodedata.decomposition(chr(cp))
        if decomposition and not decomposition.startswith("<"):
            parts = decomposition.split()
            if len(parts) == 2:
                seconds.add(chr(int(parts[1], 16)))
    return frozenset(seconds)


# --------------------------------------------------------------------------------------------
# Quotes typed by a person


def find_quote(text: str, quote: str, occurrence: int | None = None) -> tuple[int, int]:
    """The range of ``quote`` in ``text`` for ``highlight --quote`` (``occurrence`` is 1-based).

    The quote's own surrounding whitespace is dropped. An exact match wins; failing that, any
    whitespace run in the quote matches any whitespace run in the text (NBSP and line breaks
    included), because a quote copied from a terminal or a PDF rarely keeps its line breaks.
    Letters and digits are never folded: a person naming a passage means those characters.
    Occurrences are counted without overlap, as a "find next" shows them.
    """
    if not isinstance(quote, str) or not quote.strip():
        raise InputError("quote_empty")
    if occurrence is not None and (not _is_int(occurrence) or occurrence < 1):
        raise InputError("occurrence_invalid", occurrence=occurrence)
    needle = quote.strip()
    spans = _exact_spans(text, needle) or _loose_spans(text, needle)
    shown = _shorten(needle)
    if not spans:
        raise NotFoundError("quote_not_found", quote=shown)
    count = len(spans)
    if occurrence is None:
        if count > 1:
            raise AmbiguousError("quote_ambiguous", quote=shown, count=count)
        return spans[0]
    if occurrence > count:
        code = "occurrence_missing_once" if count == 1 else "occurrence_missing"
        raise NotFoundError(code, quote=shown, count=count, occurrence=occurrence)
    return spans[occurrence - 1]


def _exact_spans(text: str, needle: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    found = text.find(needle)
    while found >= 0:
        spans.append((found, found + len(needle)))
        found = text.find(needle, found + len(needle))
    return spans


def _loose_spans(text: str, needle: str) -> list[tuple[int, int]]:
    words = needle.split()
    if len(words) < 2:
        return []
    pattern = re.compile(r"\s+".join(re.escape(word) for word in words))
    return [match.span() for match in pattern.finditer(text)]


def _shorten(quote: str, limit: int = 60) -> str:
    flat = " ".join(quote.split())
    return f'"{flat}"' if len(flat) <= limit else f'"{flat[: limit - 1]}…"'
