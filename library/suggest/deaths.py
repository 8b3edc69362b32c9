"""How the dead died, as each account tells it: shot, burnt, suffocated, crushed, drowned.

Outlets often agree on a toll and not on what killed: "murieron por impactos de bala" against "uno
murió por la dinamita", "asphyxiated" against "burnt to death". The reading is a class of words
(English and Spanish) after a verb of dying ("died of", "murió por", "fallecieron a causa de") or
as the noun of a death ("las muertes por asfixia"); a sentence may give more than one ("asfixia y
quemaduras"), and the claim is all it gives.
"""

from __future__ import annotations

import re

from .mentions import Mention
from .text import Sentence, fold

_MEANS: dict[str, str] = {
    **dict.fromkeys(["bala", "balas", "balazo", "balazos", "bullet", "bullets", "gunshot", "gunshots", "disparo", "disparos",
                     "tiro", "tiros", "shot", "shots", "gunfire", "crossfire"], "gunshots"),
    **dict.fromkeys(["dinamita", "dynamite", "explosivo", "explosivos", "explosive", "explosives", "bomba", "bombas", "bomb",
                     "bombs", "granada", "granadas", "grenade", "grenades", "explosion", "explosions", "blast", "blasts"], "explosives"),
    **dict.fromkeys(["quemaduras", "burns", "burned", "burnt", "calcinados", "calcinadas", "calcinado", "calcinada", "incinerated",
                     "llamas", "flames", "fuego", "fire"], "burns"),
    **dict.fromkeys(["asfixia", "asfixiados", "asfixiadas", "asfixiado", "asfixiada", "asphyxia", "asphyxiation", "asphyxiated",
                     "suffocation", "suffocated", "inhalacion", "inhalation", "humo", "smoke", "gases", "gas", "monoxido", "monoxide"],
                    "asphyxia"),
    **dict.fromkeys(["aplastados", "aplastadas", "aplastado", "aplastada", "aplastamiento", "crushed", "crushing", "trampled",
                     "pisoteados", "pisoteadas", "pisoteado", "pisoteada", "compression", "compresion", "stampede", "estampida"],
                    "crushing"),
    **dict.fromkeys(["ahogados", "ahogadas", "ahogado", "ahogada", "ahogamiento", "drowned", "drowning", "sumersion"], "drowning"),
    **dict.fromkeys(["traumatismo", "traumatismos", "trauma", "golpe", "golpes", "blunt", "head", "craneoencefalico"], "injuries"),
    **dict.fromkeys(["electrocuted", "electrocution", "electrocutados", "electrocutadas", "electrocutado", "electrocutada",
                     "electrocucion", "descarga", "descargas"], "electrocution"),
}
"""Words of what killed, by class."""

_DYING = re.compile(
    r"\b(?:died|dying|dies|die|killed|perished|death|deaths|muri[oó]|murieron|mueren|muere|fallec(?:i[oó]|ieron|en|e|idos|idas|ido|ida)"
    r"|perecieron|pereci[oó]|muertes?|decesos?|fallecimientos?|vidas)"
    r"(?:\s+[\w-]+){0,3}?\s+(?:of|from|by|after\s+being|due\s+to|as\s+a\s+result\s+of|por|de|a\s+causa\s+de|debido\s+a|tras\s+ser|se\s+debieron\s+a|se\s+debi[oó]\s+a)\s+",
    re.I,
)
"""A verb or noun of dying and the word that brings what killed ("died of", "murió por", "los decesos
se debieron a")."""
_DIED_AS = re.compile(
    r"\b(?:murieron|muri[oó]|fallecieron|falleci[oó]|perecieron|pereci[oó]|died|were\s+found|fueron\s+hallad[oa]s|quedaron)\s+"
    r"(?P<how>asfixiad[oa]s?|calcinad[oa]s?|aplastad[oa]s?|ahogad[oa]s?|electrocutad[oa]s?|pisotead[oa]s?|asphyxiated|suffocated|drowned|crushed|electrocuted|burnt|burned)\b",
    re.I,
)
"""A verb of dying and how, in one word ("murieron asfixiados", "died crushed")."""
_KILLED_BY = re.compile(
    r"\b(?:shot|burnt|burned|crushed|trampled|asphyxiated|suffocated|drowned|electrocuted)\s+to\s+death\b", re.I)
_WORDS = frozenset(["died", "dying", "dies", "die", "killed", "perished", "death", "deaths", "murio", "murieron", "mueren", "muere",
                    "fallecio", "fallecieron", "fallecen", "fallece", "fallecidos", "fallecidas", "fallecido", "fallecida", "perecieron",
                    "perecio", "muerte", "muertes", "deceso", "decesos", "fallecimiento", "fallecimientos", "vidas", "found",
                    "halladas", "hallados", "quedaron"])
_REACH = 6
"""Words after "of"/"por" in which what killed is named ("murió por el impacto de una bala")."""
_STOP = frozenset(["and", "y", "e", "or", "o", "with", "con", "in", "en", "at", "on", "while", "mientras", "when", "cuando", "after",
                   "tras", "despues"])
"""Words that end the naming of what killed (but "asfixia y quemaduras" goes on: two means)."""
_AFTER_WHAT = frozenset(["tras", "after", "despues", "when", "cuando", "while", "mientras", "following"])
"""Words after which an event told is what the deaths followed, not what killed."""
_TOLL = re.compile(r"\b(?:toll|tally|cifra|balance|n[uú]mero|saldo)\b", re.I)


def how_they_died(text: str, sentence: Sentence) -> list[Mention]:
    """What killed the dead, by class ("gunshots", "explosives", "burns", "asphyxia", "crushing",
    "drowning", "injuries", "electrocution"), where a sentence says it."""
    if not any(t.fold in _WORDS for t in sentence.tokens):
        return []
    for m in _DIED_AS.finditer(text, sentence.start, sentence.end):
        means = _MEANS.get(fold(m.group("how")))
        if means:
            return [_mention(means, m.start(), m.end(), sentence, text)]
    for m in _KILLED_BY.finditer(text, sentence.start, sentence.end):
        means = _MEANS.get(fold(m.group().split()[0]))
        if means:
            return [_mention(means, m.start(), m.end(), sentence, text)]
    for m in _DYING.finditer(text, sentence.start, sentence.end):
        if _TOLL.search(m.group()):
            continue  # "the death toll from the blast": how many, not how they died
        after = [t for t in sentence.tokens if t.start >= m.end()][:_REACH]
        told: list[str] = []
        end = m.end()
        joined = False
        for k, token in enumerate(after):
            means = _MEANS.get(token.fold)
            if token.fold in ("fuego", "fire") and k + 1 < len(after) and after[k + 1].fold in ("cruzado", "cruzados"):
                means = "gunshots"  # "murieron por fuego cruzado": in crossfire, not burnt
            if means is not None and (not told or joined):
                if means not in told:
                    told.append(means)
                end, joined = token.end, False
                continue
            if token.fold in ("y", "and", "e") and told:
                joined = True  # "asfixia y quemaduras": two means told together
                continue
            if told and token.fold in _STOP:
                break
            if not told and token.fold in _AFTER_WHAT:
                break  # "muerte de 17 personas tras explosión": what came before the deaths, not what killed
            joined = False
        if told:
            return [_mention(" and ".join(sorted(told)), m.start(), end, sentence, text)]
    return []


def _mention(means: str, start: int, end: int, sentence: Sentence, text: str) -> Mention:
    return Mention("outcome", "how they died", "how they died", means, means, start, end, sentence.number, True, cue=text[start:end])
