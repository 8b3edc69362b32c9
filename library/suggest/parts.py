"""Who the dead or the wounded were: a toll told in parts ("of the dead, 101 are women and 55 men",
"at least eight of the dead were children", "entre las 13 personas fallecidas hay 12 mujeres y
un varón").

Outlets often break a toll down by sex or age, and they disagree on the parts as on the whole
(one counts 97 women among the dead, another 101). Read as plain counts these parts were tolls of
their own ("33 people killed" from "…, and 33 were women"), or nothing. A part is read only where
the sentence names the whole it is a part of, or lists the parts beside what befell them
("doce mujeres y un hombre murieron"); "30 women marched" is no part of anything.
"""

from __future__ import annotations

from .lexicon import NOUNS, PERSON_CLASSES, PREDICATES
from .mentions import Mention
from .numbers import Number, find_numbers, show
from .text import Sentence, Token

PARTS = {
    **dict.fromkeys(["women", "woman", "female", "females", "mujeres", "mujer", "feminas"], "women"),
    **dict.fromkeys(["men", "man", "male", "males", "hombres", "hombre", "varones", "varon"], "men"),
    **dict.fromkeys(["children", "child", "kids", "minors", "infants", "babies", "ninos", "ninas", "menores", "bebes"], "children"),
    **dict.fromkeys(["teenagers", "teenager", "teens", "adolescents", "adolescentes"], "teenagers"),
    **dict.fromkeys(["foreigners", "extranjeros", "extranjeras"], "foreigners"),
}
"""Who a part of a toll is, by the word that names it."""

_WHOLES = {
    **dict.fromkeys(["dead", "killed", "fatalities", "victims", "deceased", "fallecidos", "fallecidas", "muertos", "muertas",
                     "victimas", "fallecimientos", "occisos"], "killed"),
    **dict.fromkeys(["injured", "wounded", "hurt", "heridos", "heridas", "lesionados", "lesionadas"], "wounded"),
}
"""Words that name a toll as a whole, and what befell those it counts."""

_OF = frozenset(["of", "among", "entre", "de"])
THOSE = frozenset(["the", "those", "los", "las", "aquellos", "aquellas"])
"""Words that name a whole before a part is told of it ("of the dead", "de los pasajeros")."""
_BETWEEN = frozenset(["confirmed", "reported", "identified", "people", "persons", "personas", "confirmados", "confirmadas",
                      "who", "que", "have", "had", "han", "habian"])
_TOLD_AS = frozenset(["included", "include", "includes", "were", "are", "incluyen", "incluian", "son", "eran", "also", "tambien"])
_COPULAS = frozenset(["were", "are", "was", "is", "eran", "son", "era", "es", "fueron", "hay", "habia", "figuran", "figuraban"])
_DIED = frozenset(["died", "murieron", "fallecieron", "perecieron", "perished"])


_GRAVE = frozenset(["grave", "graves", "critico", "critica", "criticos", "criticas", "critical", "seriously", "serious"])
"""Words of a grave state after a part of the wounded: the part is of the seriously hurt."""
_STATE_REACH = 4
"""Words after the part's kind within which its state is told ("menores de edad muy graves")."""

_REFERENTS = frozenset(["which", "whom", "them", "cuales", "ellos", "ellas", "quienes"])
_INCLUDING = frozenset(["including", "incluidos", "incluidas", "incluyendo", "among"])


def _befell(words: list[str]) -> str | None:
    """The first word of death or wounds among ``words``: what befell those a toll counts."""
    return next((p for f in words if (p := PREDICATES.exact(f)) in ("killed", "wounded")), None)


def _befell_before(folds: list[str], at: int) -> str | None:
    """What befell those a toll told before ``at`` counts ("the bodies of 27 people, including…",
    "79 heridos, de los cuales…"): the nearest word of death or wounds."""
    return _befell(folds[:at][::-1])


def _wholes(folds: list[str], numbers: list[Number]) -> list[tuple[int, int, str]]:
    """Where the sentence names a toll as a whole ("of the 59 dead", "among those killed", "entre
    las 13 personas fallecidas", "the dead included") or refers to one told before it ("of which",
    "de los cuales", "including"): first and last token, and what befell them."""
    starts = {n.first: n for n in numbers}
    out: list[tuple[int, int, str]] = []
    for i, word in enumerate(folds):
        referent = i + 1 if i + 1 < len(folds) and folds[i + 1] in _REFERENTS else \
            i + 2 if i + 2 < len(folds) and folds[i + 1] in ("los", "las") and folds[i + 2] in _REFERENTS else -1
        if (word in _OF and referent > 0) or (word in _INCLUDING and i + 1 in starts):
            befell = _befell_before(folds, i)  # "of which 25 are female", "including 23 women"
            if befell is None and word in _INCLUDING:  # "27 people including 25 women were killed"
                befell = _befell(folds[i + 1 : i + 7])
            if befell is not None:
                out.append((i, max(i, referent), befell))
            continue
        the = word in THOSE and not (i and folds[i - 1] in _OF)
        if word not in _OF and not (the and i + 2 < len(folds)):
            continue
        j = i if the else i + 1
        if j >= len(folds) or folds[j] not in THOSE:
            continue
        j += 1
        if j in starts:
            j = starts[j].last + 1  # "of the 59 dead"
        while j < len(folds) and folds[j] in _BETWEEN:
            j += 1  # "of the confirmed dead", "de las personas fallecidas", "of those who died"
        if j >= len(folds):
            continue
        befell = _WHOLES.get(folds[j]) or ("killed" if folds[j] in _DIED else None)
        if befell is None:
            continue
        if folds[j] in ("victims", "victimas") and j + 1 < len(folds) and folds[j + 1] in ("mortales", "fatales"):
            j += 1
        if j + 1 < len(folds) and folds[j + 1] not in PARTS and NOUNS.exact(folds[j + 1]) in PERSON_CLASSES:
            j += 1  # "five of the deceased devotees were women": the dead named by who they were
        if the:
            # "the dead included six teenagers", "las víctimas mortales son…": named, then told
            k = j + 1
            while k < len(folds) and folds[k] in _TOLD_AS:
                k += 1
            if k == j + 1:
                continue
        out.append((i, j, befell))
    return out


_TOLL_NOUNS = frozenset(["people", "persons", "personas", "victims", "victimas", "dead", "muertos", "muertas", "fallecidos", "fallecidas"])
_BREAKDOWN = frozenset(["-", ":", "(", "\u2014", "\u2013", ",", "-("])
"""What opens a toll's breakdown right after its figure ("ascendió a 31 -12 mujeres y 19 hombres-",
"31 dead: 12 women and 19 men")."""


def _broken_down(text: str, tokens: tuple[Token, ...], folds: list[str], numbers: list[Number], part: Number) -> tuple[int, int, str] | None:
    """The toll a part breaks down when it follows the toll's figure after a dash, a colon or a
    bracket, itself or after the parts before it: the toll's figure, and what befell them."""
    earlier = [m for m in numbers if m.last < part.first]
    for m in reversed(earlier):
        end = m.last + 1 if m.last + 1 < part.first and folds[m.last + 1] in _TOLL_NOUNS else m.last  # "31 people: 12 women…"
        gap = text[tokens[end].end : tokens[end + 1].start if end + 1 < len(tokens) else len(text)].strip()
        if gap.replace(" ", "") in _BREAKDOWN:
            befell = _befell_before(folds, m.first) or _befell(folds[m.last + 1 : end + 1])
            return (m.last, m.last, befell) if befell is not None and m.value > part.value else None
    return None


def parts_of_a_toll(text: str, sentence: Sentence, language: str, used: list[tuple[int, int]]) -> list[Mention]:
    """The parts of a toll told by who they were; their numbers are added to ``used`` when the
    sentence names the whole, so the parts are not read as tolls of their own."""
    tokens = sentence.tokens
    folds = [t.fold for t in tokens]
    if not any(f in PARTS for f in folds):
        return []  # most sentences name no part of anyone
    numbers = [n for n in find_numbers(tokens, language, text)
               if all(tokens[n.number_first].end <= s or tokens[n.last].start >= e for s, e in used)]
    wholes = _wholes(folds, numbers)
    found: list[tuple[Number, int, str, str, bool]] = []  # number, the part's token, who, what befell them, whole named
    for n in numbers:
        k = n.last + 1
        whole = next((w for w in wholes if w[0] == k), None)  # "eight of the dead were children"
        if whole is not None:
            k = whole[1] + 1
        else:
            whole = next((w for w in reversed(wholes) if w[1] < n.first), None)
        if k < len(folds) and folds[k] in _COPULAS:
            k += 1
        if k >= len(folds) or folds[k] not in PARTS:
            continue
        if whole is None:  # "26 foreigners were among the dead", "dos menores figuran entre los fallecidos"
            whole = next((w for w in wholes if w[0] in (k + 1, k + 2) and (w[0] == k + 1 or folds[k + 1] in _COPULAS)), None)
        if whole is None:
            whole = _broken_down(text, tokens, folds, numbers, n)
        if n.written and n.value == 1 and folds[n.number_first] not in ("un", "una", "uno", "one"):
            continue
        what = whole[2] if whole else ""
        if what == "wounded" and any(f in _GRAVE for f in folds[k + 1 : k + 1 + _STATE_REACH]):
            what = "seriously hurt"  # "más de 30 heridos, tres de ellos menores de edad «muy graves»": the part's own state
        found.append((n, k, PARTS[folds[k]], what, whole is not None))
    listed = [f for f in found if not f[4]]
    if listed:
        # "doce mujeres y un hombre murieron", "murieron tres hombres y dos mujeres": parts listed
        # beside what befell them all
        first, last = listed[0][0].first, listed[-1][1]
        befell = _befell(folds[max(0, first - 2) : first] + folds[last + 1 : last + 4])
        if len(listed) < 2 or befell is None or len({f[2] for f in listed}) < 2:
            listed = []
        else:
            listed = [(n, k, who, befell, False) for n, k, who, _b, _w in listed]
    mentions: list[Mention] = []
    for n, k, who, befell, named in [f for f in found if f[4]] + listed:
        start, end = tokens[n.first].start, tokens[k].end
        if named:
            used.append((start, end))
        value = show(n.value, n.qualifier, n.upper, n.vague)
        compare = show(n.value, "", n.upper, n.vague)
        mentions.append(Mention("count", f"count|{who}|{befell}", f"{who} {befell}", value, compare, start, end,
                                sentence.number, True, n.upper or n.value, cue=text[tokens[n.last + 1].start : tokens[k].end]))
    return sorted(mentions, key=lambda m: m.start)
