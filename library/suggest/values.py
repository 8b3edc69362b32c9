"""Dates, times of day, durations and sums of money in a sentence, normalised.

Dates become ISO 8601 as far as the text says ("June 2017" -> "2017-06", "15 de enero" ->
"--01-15", "1887" -> "1887"), times "HH:MM" with a sign for "shortly before" ("<23:00") or
"about" ("~01:30") or a part of the day ("night", "early morning": "la pasada madrugada"),
durations compared as ISO 8601 ("six months" -> "P6M", "45 minutes" -> "PT45M") and shown as
words ("6 months"), money a currency code and an amount ("USD 5000000"), lengths, weights,
speeds and areas in SI units, shown as written ("1.9 miles"). Each extractor records the
code-point spans it used, so a year or a duration is never counted again as a number of people.
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left

from .clock import clock_span, hour_of
from .lexicon import (
    DURATION_UNITS,
    EVENT_NOUNS,
    MONTHS,
    NOUNS,
    NUMBER_WORDS,
    ORDINALS,
    PREDICATES,
    QUALIFIERS,
    SPEECH_VERBS,
    STOPWORDS,
    THERE_WAS,
    WEEKDAYS,
)
from .mentions import Mention
from .numbers import find_numbers, show
from .places import happened, happenings
from .text import Sentence, Token, any_accents, fold, outlet_end, token_at
from .triggers import cut, held, leading_words, may_match, words_of

Span = tuple[int, int]

_MONTH = r"(?P<m>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_MONTH2 = _MONTH.replace("?P<m>", "?P<m2>")
_DAY = r"(?P<d>[0-3]?\d)(?:st|nd|rd|th|º|°)?"
_YEAR = r"(?P<y>1[5-9]\d\d|20\d\d)"
_DATE_PATTERNS = (
    re.compile(_MONTH + r"\s+" + _DAY + r"(?!\d)(?:,?\s+(?:de\s+|del\s+)?" + _YEAR + r")?\b", re.I),
    re.compile(r"\b" + _DAY + r"\s+(?:de\s+)?" + _MONTH2 + r"(?:,?\s+(?:de\s+|del\s+)?" + _YEAR + r")?\b", re.I),
    re.compile(r"\b" + _MONTH + r"(?:,|\s+of|\s+de|\s+del)?\s+" + _YEAR + r"\b", re.I),
    re.compile(r"\b(?:in|en|since|desde|until|hasta|early|late|mid|last|next|this|por)\s+(?:-\s*)?" + _MONTH + r"\b", re.I),
    # "until the end of September", "a finales de abril": the month of a part of it
    re.compile(r"\b(?:end|beginning|start|middle|finales|principios|mediados|fines|comienzos|inicios|primeros|[uú]ltimos)\s+(?:of|de|del\s+mes\s+de)\s+" + _MONTH + r"\b", re.I),
    re.compile(r"\b" + _YEAR + r"\b"),
)

_DATE_TRIGGERS = tuple(cut(leading_words(p.pattern)) for p in _DATE_PATTERNS)
"""The word beginnings a sentence must hold for each date pattern to be tried (a month's name)."""

_AMPM = re.compile(r"\b(?P<h>[01]?\d)(?:[:.](?P<mi>[0-5]\d))?\s*(?P<ap>[ap])\.?\s?m\b\.?", re.I)
_H24 = re.compile(
    r"\b(?:(?P<las>a\s+las|a\s+la|eran\s+las|era\s+la)|at|(?P<lead>hacia\s+las|sobre\s+las|pasadas\s+las|cerca\s+de\s+las|alrededor\s+de\s+las|a\s+eso\s+de\s+las|"
    r"poco\s+antes\s+de\s+las?|poco\s+despu[eé]s\s+de\s+las?|(?:just\s+|shortly\s+|soon\s+)?(?:after|before)|around|about))\s+(?P<h>[0-2]?\d)(?:[:.](?P<mi>[0-5]\d))?"
    r"(?:\s*(?P<hours>horas|hrs|h)\b)?(?:\s+de\s+la\s+(?P<part>manana|mañana|tarde|noche|madrugada))?",
    re.I,
)
"""An hour after a word that makes it one: "a las 19 horas", "cerca de las 6 de la mañana", "just
after 10:30" (in English with its minutes: "after 10" may be ten of anything)."""
_AFTER_AN_HOUR = re.compile(r"\s*(?:de\s+(?:ayer|hoy|anoche|este|esta)\b|del\s+(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|d[ií]a)\b|[,.;)]|$)", re.I)
"""What after "las 22" makes it the hour of a day, told on the 24-hour clock without "horas": "poco
después de las 22 de ayer", "a las 23, cuando…"."""
_NO_HOUR_AFTER = re.compile(
    r"\s*(?:%|per\s*cent|percent|por\s+ciento|million|billion|mill[oó]n|millones|mil|km|kilo\w*|met(?:re|er)s?|metros?|miles?|feet|foot|inch\w*|points?|puntos|pounds|dollars|"
    r"euros|pesos|tonnes|tons|toneladas|kg|hectares|acres|hect[aá]reas|years?|a[nñ]os|days?|d[ií]as|weeks?|months?|meses|minutes?|minutos|seconds?)\b", re.I)
"""What after a number makes it no hour: "about 10.50 per cent", "around 12.30 million"."""
_CLOCK = re.compile(r"(?:(?<=\()|\b)(?P<h>[0-2]?\d)[:.](?P<mi>[0-5]\d)(?:\s*(?:horas|hora|hrs|h)\b|\s+de\s+la\s+(?P<part>manana|mañana|tarde|noche|madrugada)\b|(?=\s+(?:en|in|de|local|GMT|UTC)\b))", re.I)
_H_CLOCK = re.compile(r"\b(?P<h>[01]?\d|2[0-3])[hH](?P<mi>[0-5]\d)\b")
"""An hour told as agencies write it in Spanish and French: "22H00", "03h15"."""
_MILITARY = re.compile(r"\b(?:at|a\s+las)\s+(?P<h>[01]\d|2[0-3])(?P<mi>[0-5]\d)\s*(?=(?:hours|hrs|horas|IST|GMT|UTC|local\s+time)\b)")
"""An hour told in four figures with what makes it one: "at 1338 hours", "at 1339 IST"."""
_HOUR_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7,
    "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
}
_WRITTEN_HOUR = re.compile(
    r"\b(?:(?P<past>(?P<es_past>pasadas\s+las?|(?:poco\s+|justo\s+)?despu[eé]s\s+de\s+las?)|(?:shortly\s+|just\s+)?after)"
    r"|(?P<prior>(?P<es_prior>(?:poco\s+|justo\s+)?antes\s+de\s+las?)|(?:shortly\s+|just\s+)?before|until)|(?:a|desde|hasta)\s+las?|(?P<were>eran\s+las|era\s+la)|at"
    r"|(?P<approx>(?P<es_approx>hacia|alrededor\s+de|cerca\s+de|a\s+eso\s+de)\s+las?|sobre\s+las?|around|about))\s+(?P<h>" + "|".join(_HOUR_WORDS) + r")"
    r"(?:\s+(?:y\s+(?P<half>media|cuarto|cinco|diez|veinte|veinticinco)|menos\s+(?P<less>cuarto|cinco|diez|veinte|veinticinco)|(?P<sharp>en\s+punto)))?"
    r"(?P<tail>\s+(?:o'clock(?:\s+in\s+the\s+(?P<oclock_part>morning|afternoon|evening)|\s+at\s+(?P<oclock_night>night))?"
    r"|de\s+la\s+(?P<part>manana|mañana|tarde|noche|madrugada)|in\s+the\s+(?P<epart>morning|afternoon|evening)|at\s+(?P<enight>night))"
    r"|\s*(?P<ap>[ap])\.?\s?m\b\.?)?",
    re.I,
)
"""An hour in words: "at seven o'clock", "a las seis menos cuarto de la mañana", "pasadas las
cuatro y media"; without a part of the day only when the minutes are said."""
_MINUTE_WORDS = {"media": 30, "cuarto": 15, "cinco": 5, "diez": 10, "veinte": 20, "veinticinco": 25}
_PAST_TO = re.compile(
    r"\b(?P<m>(?:a\s+)?quarter|half|twenty[- ]five|twenty|ten|five|[1-5]?\d\s+minutes)\s+(?P<dir>past|to|after)\s+"
    r"(?P<h>" + "|".join(list(_HOUR_WORDS)[:12]) + r"|1[0-2]|[1-9])\b(?:\s+o['’]clock)?"
    r"(?P<tail>\s+in\s+the\s+(?P<part>morning|afternoon|evening)|\s+(?:on\s+\w+day|that|this|last)\s+(?P<day_part>morning|afternoon|evening|night)\b"
    r"|\s+at\s+(?P<at_night>night)|\s*(?P<ap>[ap])\.?\s?m\b\.?)?",
    re.I,
)
"""An English hour told by its minutes: "at twenty to four in the morning", "a quarter past ten",
"shortly after half past nine"; said with a word before it or a part of the day after it, so
that "won ten to four" is no hour."""
_PAST_TO_LEAD = re.compile(r"\b(?P<lead>at|around|about|until|from|by|(?:shortly|just|soon)\s+(?:before|after)|before|after)\s+$", re.I)
"""The word before an hour told by its minutes ("at", "shortly after")."""
_PAST_TO_WORDS = frozenset(["past", "to", "after"])
_PAST_TO_MINUTES = {"quarter": 15, "a quarter": 15, "half": 30, "twenty five": 25, "twenty-five": 25, "twenty": 20, "ten": 10, "five": 5}
_NAMED_TIME = re.compile(r"\b(?P<name>midnight|noon|medianoche|mediod[ií]a)\b", re.I)
_TIME_QUALIFIERS = (
    (re.compile(r"(?:shortly|just|soon|poco|justo)\s+(?:before|antes\s+de(?:\s+la[s]?)?)\s*$", re.I), "<"),
    (re.compile(r"(?:shortly|just|soon|poco|justo)\s+(?:after|despu[eé]s\s+de(?:\s+la[s]?)?)\s*$", re.I), ">"),
    (re.compile(r"(?:before|antes\s+de(?:\s+la[s]?)?)\s*$", re.I), "<"),
    (re.compile(r"(?:after|despu[eé]s\s+de(?:\s+la[s]?)?)\s*$", re.I), ">"),
    (re.compile(r"(?:about|around|approximately|roughly|hacia|sobre|cerca\s+de|alrededor\s+de)\s+(?:las?\s+)?$", re.I), "~"),
)

_CURRENCY_SIGNS = {"$": "USD", "us$": "USD", "€": "EUR", "£": "GBP", "rs": "INR", "rs.": "INR", "₹": "INR", "inr": "INR", "r$": "BRL"}
_CURRENCY_WORDS = {
    "dollars": "USD", "dollar": "USD", "dolares": "USD", "dolar": "USD", "euros": "EUR", "euro": "EUR",
    "pounds": "GBP", "libras": "GBP", "pesos": "pesos", "bolivares": "VES", "rupees": "INR", "rupias": "INR",
    "reais": "BRL", "reales": "BRL",
}
_SCALE_WORDS = frozenset(["million", "billion", "millon", "millones"])
_NUMBER_WORD = "|".join(
    any_accents(word) for word in sorted({w for words in NUMBER_WORDS.values() for w in words} - _SCALE_WORDS, key=len, reverse=True)
)
_WRITTEN_AMOUNT = rf"\b(?:{_NUMBER_WORD})(?:(?:-|\s+(?:and\s+|y\s+)?)(?:{_NUMBER_WORD}))*"
"""Amounts said in words before "million" / "millones": "tres millones de euros", "fifty-two
million pounds", "cuarenta y ocho millones"."""


def _money_patterns(written: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A sum after its currency sign and before its currency word; ``written`` is how an amount
    in words may open it ("" for figures only)."""
    amount = (
        r"(?P<n>\d[\d,.]*" + written + r")"
        r"(?:\s+mil\s+(?P<rest>\d{1,3})\b)?(?P<half>\s+and\s+a\s+half(?=\s+(?:million|billion)\b))?"
        r"\s*(?P<scale>million|billion|bn|mln|m|millones|mill[oó]n|mil\s+millones|mil|lakhs?|crores?)?\b(?P<medio>\s+y\s+medio(?=\s+de\b))?"
    )
    return (
        re.compile(r"(?P<cur>US\$|R\$|\$|€|£|₹|\bRs\.?|\bINR)\s?" + amount, re.I),
        re.compile(amount + r"\s*(?:de\s+)?(?P<word>" + "|".join(_CURRENCY_WORDS) + r"|dólares|dólar|bolívares)\b", re.I),
    )


_MONEY = _money_patterns("")


@functools.cache
def _money_in_words() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The same, for a sentence that says millions: the long alternation of number words is tried
    at every position, so only where a sum in words can be, and compiled when first needed (40 ms)."""
    return _money_patterns("|" + _WRITTEN_AMOUNT + r"(?=(?:\s+and\s+a\s+half)?\s+(?:million|billion|millones|mill[oó]n)\b)")
_MILLIONS = frozenset(["million", "millions", "billion", "billions", "millon", "millones"])
_MONEY_SCALES = {"lakh": 1e5, "lakhs": 1e5, "crore": 1e7, "crores": 1e7, "million": 1e6, "m": 1e6, "mln": 1e6, "millones": 1e6, "millón": 1e6, "millon": 1e6, "billion": 1e9, "bn": 1e9, "mil millones": 1e9, "mil": 1e3}

_NOT_DURATIONS = frozenset(["old", "ago", "earlier", "atras", "edad"])


_DAY_ACTS = {
    "public": """announced announces published released unveiled issued posted statement anunció anunciado anunciada anunciaron publicó
        publicado publicada publicaron difundió difundido difundida conoció notificada notificado
        divulgó comunicó comunicado conocer""",
    "held": """held met meeting hearing session vote gala ceremony plenary pleno sesión audiencia asamblea gala reunión votación
        celebrado celebrada celebró reunió reunieron ceremonia""",
    "start": """begins begin began starts start started launched comenzará comienza comenzó empezará empieza empezó
        arranca arrancó arrancará iniciará inicia inició lanzamiento inicio partir comenzaron empezaron iniciaron arrancaron""",
    "since": "desde from",
    "until": "hasta until till",
    "end": """ends ended acabó acaba acabará acabaron termina terminará terminó concluye concluirá concluyó finaliza finalizará finalizó terminaron concluyeron finalizaron
        terminated concluded""",
}
"""Acts whose day outlets tell differently when the news is a decision, a meeting or a start rather
than an accident ("the judgment, published on Tuesday" / "released yesterday (Wednesday)", "el pleno
celebrado este jueves" / "el pleno del pasado miércoles", "comenzará el lunes"): the act names the
slot, so a day is compared only with the day of the same act. "since" and "until" name no act of
their own: right before a date they make it a start or an end ("desde el 1 de marzo", "until June
30"), before a day they tell how long a state lasts, and are not read."""
_ACT_OF = {fold(word): act for act, words in _DAY_ACTS.items() for word in words.split()}
_ACTS = {
    **dict.fromkeys(
        ["departed", "departs", "depart", "departure", "leaves", "leaving", "set", "took", "taking", "sailed", "salio", "salieron", "sale", "partio", "partieron", "parte", "despego", "despegaron", "zarpo", "zarparon", "salida", "partida", "despegue", "despegado", "zarpado"], "departure"),
    **dict.fromkeys(
        ["arrived", "arrives", "arrival", "reached", "reaches", "landed", "llego", "llegaron", "llega", "llegada", "aterrizo", "aterrizaron", "arribo", "arribaron", "aterrizaje", "aterrizado"], "arrival"),
    **dict.fromkeys(
        ["scheduled", "tomorrow", "expected", "planned", "plans", "due", "will", "slated", "programado", "programada", "prevista", "previsto",
         "previstas", "previstos", "proximo", "proxima"], "plan"),
}
"""Words that make a date or a time another moment than the event's: when a train left, when the
minister will visit. "The train left at 3.15 pm" is no claim about when it crashed."""


_DATE_ACTS = {**{word: act for word, act in _ACT_OF.items() if act != "held"}, **_ACTS}
"""A date is also told of the act it is the day of: a campaign that began on 3 March and one that
began on 10 March disagree, whatever else their sentences say ("held" tells nothing here: dates
of things held are many in a story)."""


_EVENT_WORDS = frozenset([
    "happened", "occurred", "began", "started", "struck", "erupted", "unfolded", "ocurrio", "sucedio", "comenzo", "empezo", "inicio",
    "produjo", "registro", "exploded", "collapsed", "derailed", "crashed", "capsized", "exploto", "estallo", "sobrevino", "descarrilo",
    "colapso", "derrumbo", "desplomo", "volco", "naufrago", "plunged", "plunge", "plummeted", "sank",
    "fell", "hit", "tore", "ripped", "swept", "engulfed", "detonated", "cayo", "azoto", "detono", "arraso",
])
"""Verbs that tell when the event itself took place ("the accident happened about 2:15 p.m.", "the
trouble began around 3 p.m.", "se produjo a las 10.40", "a las 19:10 sobrevino la explosión")."""
_TIME_ACTS = {**{word: act for word, act in _ACT_OF.items() if act == "end"}, **dict.fromkeys(_EVENT_WORDS, "event"), **_ACTS}
"""A time is also told of the end of something (a session that ran until the night did not start
then) and of the event itself (what happened, began or broke out then)."""


_NOT_THE_EVENT_BEFORE = frozenset(["of", "de", "del", "after", "tras", "since", "desde", "before", "antes", "following", "despues"])
"""Words before an event noun that make the time another act's: "sent to the scene of the blasts
at 10.50pm", "evacuated after the explosion at noon"."""


EVENT_HOUR_LEAD = 6
"""Sentences at the top of an account where an hour in a sentence that tells the event happened is
the event's, whatever clause the telling verb is in."""


def _bound(sentence: Sentence, start: int) -> bool:
    """Whether the time at ``start`` is a bound ("by 11:06 p.m.", "hasta las 3"), another act's."""
    tokens = sentence.tokens
    at = token_at(tokens, start, len(tokens))
    return 0 < at <= len(tokens) and tokens[at - 1].fold in _BOUNDS


def _told_of_the_event(sentence: Sentence, start: int) -> bool:
    """Whether the clause of the time at ``start`` opens on the event named by a noun and names no
    other act: "La explosión, en una bodega, a las 23.20", "The first blast at about 11:20 pm"."""
    tokens = sentence.tokens
    at = token_at(tokens, start, len(tokens))
    if at >= len(tokens):
        return False
    clause = sentence.clauses[at]
    if _bound(sentence, start):
        return False  # "by 11:06 p.m. the fire department had dispatched nine units": a bound, another act's
    for i in range(at - 1, max(-1, at - 13), -1):
        t = tokens[i]
        if t.fold in EVENT_NOUNS and clause - 2 <= sentence.clauses[i] <= clause:
            return not any(tokens[k].fold in _NOT_THE_EVENT_BEFORE for k in range(max(0, i - 3), i))
    return False


def _dated_act(act: str, value: str) -> str:
    """A date's act as its title: "from 1 March" is when something starts, "until June 30" when it
    ends; "since 2019" tells nothing of one act."""
    if act == "since":
        return "start" if re.fullmatch(r"(?:\d{4}|-)-\d\d-\d\d", value) else "date"
    if act == "until":
        return "end" if re.fullmatch(r"(?:\d{4}|-)-\d\d(?:-\d\d)?", value) else "date"  # "until June 30", "until the end of September"
    return act or "date"


_WAYS = frozenset(["road", "roadway", "track", "tracks", "rails", "runway", "highway", "motorway", "carriageway", "route", "bridge"])
"""What a vehicle that "left the road" left: it crashed, it did not depart."""
_SET_OFF_WHAT = frozenset(["the", "a", "an", "its", "their", "his", "her", "two", "three", "several", "multiple", "explosions", "alarms"])
"""Words after "set off" that open what was set off ("set off the blaze"), where "set off from the
quay" and "set off at dawn" tell a departure."""


def _act(sentence: Sentence, start: int, acts: dict[str, str] = _ACTS) -> str:
    """What the time or date at ``start`` is of, when its clause says: "departure", "arrival",
    "plan"; else ""."""
    tokens = sentence.tokens
    at = token_at(tokens, start, len(tokens) - 1)
    clause = sentence.clauses[at] if tokens else 0
    # the act nearest before the time, else the first after it: "crashed … five minutes after taking
    # off at 1:38 p.m." is when it took off, "a las 19:10 sobrevino la explosión" when it happened
    for i in [*range(at - 1, -1, -1), *range(at, len(tokens))]:
        t = tokens[i]
        if sentence.clauses[i] != clause:
            continue
        act = acts.get(t.fold)
        if act in ("since", "until") and not at - 3 <= i < at:
            continue  # "desde el 1 de marzo", not "evacuated from the country … on 15 August"
        if act == "until" and any(tokens[k].fold in ("no", "not", "never", "nunca") and sentence.clauses[k] == clause for k in range(i)):
            continue  # "no reabrirá hasta finales de abril": when it reopens, not when something ends
        if t.fold == "left" and i + 1 < len(tokens) and (tokens[i + 1].text[:1].isupper() or tokens[i + 1].fold in ("the", "for", "from", "port", "home")):
            # "left Shalimar", "left the station"; not "left ten dead", nor "left the road" (it crashed)
            crashed = i + 2 < len(tokens) and tokens[i + 2].fold in _WAYS
            act = ("event" if "event" in acts.values() else None) if crashed else "departure"
        elif t.fold == "partido" and i > 0 and tokens[i - 1].fold in ("habia", "ha", "han", "habian", "hubo") and "departure" in acts.values():
            act = "departure"  # "el aparato había partido a las 11.20": it left then (a "partido" alone is a match or a party)
        elif t.fold in ("set", "took", "taking") and not (i + 1 < len(tokens) and tokens[i + 1].fold == "off"):
            act = None
        elif t.fold == "set" and i + 2 < len(tokens) and tokens[i + 2].fold in _SET_OFF_WHAT:
            act = "event" if "event" in acts.values() else None  # "pyrotechnics set off the blaze around 3 a.m.": what began it, no departure
        if act:
            return act
    # "… will visit the harbour tomorrow, May 9": the date in apposition to the plan's word
    return next((_ACTS[t.fold] for t in tokens[max(0, at - 3) : at] if _ACTS.get(t.fold) == "plan"), "")


_ZONE_CODES = frozenset(["gmt", "utc", "bst", "cet", "cest", "et", "est", "edt", "ct", "cdt", "pt", "pst", "pdt", "ist", "jst"])
_ZONE_WORDS = {"peninsular": "espana", "spain": "espana", "spanish": "espana", "madrid": "espana", "espanola": "espana",
               "britain": "uk", "british": "uk", "london": "uk", "eastern": "et"}
_ZONE_LEADS = frozenset(["en", "in", "de", "hora", "horas", "horario", "time", "el", "la", "local"])


def _zone(text: str, sentence: Sentence, start: int, end: int) -> str:
    """The clock a time is told by when the words after it say ("01.15, hora de Madrid",
    "22.15 horas en España", "5.30 GMT"): a time converted for the reader is not the event's local
    time, and two conversions to one clock compare."""
    tokens = sentence.tokens
    at = next((i for i, t in enumerate(tokens) if t.start >= end), len(tokens))
    # a place names the clock only in an aside, "(22.15 horas en España)", or after a clock word:
    # "at 17.50 in Kabul" is where it happened
    aside = text.rfind("(", sentence.start, start) > text.rfind(")", sentence.start, start)
    clock_word = False
    previous = ""
    for k, t in enumerate(tokens[at : at + 5], at):
        gap = text[end : t.start]
        if any(mark in gap for mark in "),;:") and not (aside and gap.strip() == ","):
            break
        if aside and t.text[:1].isupper() and t.text.isalpha() and k + 1 < len(tokens) and tokens[k + 1].fold == "time":
            return "zone:" + t.fold  # "(10.40pm, Karsk time)": the hour told again on a far clock
        if t.fold in _ZONE_CODES and t.text.isupper():
            return "zone:" + ("et" if t.fold in ("est", "edt") else t.fold)
        if t.fold in _ZONE_WORDS:
            return "zone:" + _ZONE_WORDS[t.fold]
        if previous in ("en", "in", "de") and (aside or clock_word) and t.text[:1].isupper() and t.text.isalpha():
            return "zone:" + t.fold  # "22.15 horas en España", "hora de Chile"
        if t.fold not in _ZONE_LEADS:
            break
        clock_word = clock_word or t.fold in ("hora", "horario", "time")
        previous = t.fold
    return ""


def _free(spans: list[Span], start: int, end: int) -> bool:
    return all(end <= s or start >= e for s, e in spans)


_DATELINE_HEAD = re.compile(r"[ \t]*(?:[A-ZÁÉÍÓÚÑ][\w.'’-]*(?:[ \t]+(?:(?:de|del|la|las|los|el|y|of)[ \t]+)*[A-ZÁÉÍÓÚÑ][\w.'’-]*)*,[ \t]*){1,3}$")
_DATELINE_TAIL = re.compile(r"[ \t]*(?:\(|[–—-]|/|\.[ \t]*[-–—]|:)")
"""A dateline opens a report with where and when it was filed, not when the event happened."""


_DAYS_AFTER = re.compile(r"(?:,\s*\d{1,2}\b)*\s+(?:and|y|e)\s+\d{1,2}(?=\s*(?:[.;:)]|,\s|$)|\s+(?:in|at|for|of|de|del|en|para)\b)")
"""More days of the month after a date's ("January 10, 11 and 12"): a list of days."""
_DAYS_BEFORE = re.compile(r"\b\d{1,2}(?:,\s*\d{1,2})*,?\s+(?:and|y|e)\s+$")
"""Days of the month listed before a date's ("los días 10, 11 y 12 de enero")."""


def dates(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    words = held(sentence)  # may_match, with the sentence's beginnings looked up once
    told_from = outlet_end(text, sentence)
    for pattern, trigger in zip(_DATE_PATTERNS, _DATE_TRIGGERS, strict=True):
        if trigger is not None and words.isdisjoint(trigger):
            continue  # no month named: the pattern cannot match
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            groups = m.groupdict()
            month_word = groups.get("m") or groups.get("m2")
            if month_word:
                if fold(month_word) == "may" and month_word[0].islower():
                    continue
                if fold(month_word) in ("mar", "jan", "dec", "oct") and not month_word[0].isupper():
                    continue
            if not _free(used, start, end) or start < told_from:
                continue  # "1999 Noticias — …": the outlet's name on the headline's line
            if _DATELINE_HEAD.match(text, sentence.start, start) and _DATELINE_TAIL.match(text, end):
                used.append((start, end))
                continue  # "Puerto Vell, Marnis, 3 March ( –": where and when it was filed
            year = groups.get("y")
            month = MONTHS.get(fold(month_word)) if month_word else None
            day = groups.get("d")
            if day is not None and not 1 <= int(day) <= 31:
                continue
            if day is not None and not year and (_DAYS_AFTER.match(text, end) or _DAYS_BEFORE.search(text, max(sentence.start, start - 24), start)):
                used.append((start, end))
                continue  # "on January 10, 11 and 12", "los días 10, 11 y 12 de enero": several days, no one date
            if month is None and year is None:
                continue
            if month is None and _qualified(sentence, start) and re.match(r" [^\W\d]", text[end : end + 2]):
                continue  # "over 2000 missing", "unas 2000 personas": a count, not a year
            if month is None:
                value = str(year)
            elif year and day:
                value = f"{year}-{month:02d}-{int(day):02d}"
            elif year:
                value = f"{year}-{month:02d}"
            elif day:
                value = f"--{month:02d}-{int(day):02d}"
            else:
                value = f"--{month:02d}"
            if pattern.pattern.startswith(r"\b(?:in|en"):
                start = m.start("m")
            used.append((start, end))
            found.append(Mention("timeline", "date", _dated_act(_act(sentence, start, _DATE_ACTS), value), value, value, start, end, sentence.number, False, cue=m.group()))
    return found


def _qualified(sentence: Sentence, start: int) -> bool:
    """Whether the words just before ``start`` qualify a figure as the numbers are read ("over",
    "about", "más de": :data:`.lexicon.QUALIFIERS`): a figure that looks like a year is then a count
    ("over 2000 missing", "unas 2000 personas"); years are told "in 2000", "hasta 2000"."""
    before = [t.fold for t in sentence.tokens if t.end <= start][-3:]
    return any(words != ("hasta",) and tuple(before[-len(words):]) == words for words, _shown in QUALIFIERS)


def _clock(hour: int, minute: int, ap: str, part: str) -> str | None:
    ap, part = ap.lower(), fold(part or "")
    if ap == "p" and hour < 12:
        hour += 12
    if ap == "a" and hour == 12:
        hour = 0
    if part in ("tarde", "noche") and hour < 12:
        hour += 12
    if hour > 23:
        return None
    return f"{hour:02d}:{minute:02d}"


_PARTS = (
    (re.compile(r"\b(?:(?:la\s+)?(?:pasada\s+)?madrugada|early\s+hours|small\s+hours|before\s+dawn|at\s+dawn|al\s+amanecer|pre-dawn|predawn)\b", re.I), "early morning"),
    (re.compile(r"\b(?:(?:this|that|[A-Z][a-z]+day|yesterday|tomorrow)\s+morning|(?:en|por|esta|de)\s+la\s+ma[nñ]ana|esta\s+ma[nñ]ana|la\s+ma[nñ]ana\s+de(?:l|\s+este|\s+ese)\s+(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))\b"), "morning"),
    (re.compile(r"\b(?:at\s+noon|midday|al\s+mediod[ií]a|a\s+mediod[ií]a)\b", re.I), "midday"),
    (re.compile(r"\b(?:(?:this|that|[A-Z][a-z]+day|yesterday)\s+afternoon|(?:en|por|esta)\s+la\s+tarde|esta\s+tarde|la\s+tarde\s+de(?:l|\s+este|\s+ese)\s+(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))\b"), "afternoon"),
    (re.compile(r"\b(?:(?:this|that|[A-Z][a-z]+day|yesterday)\s+evening)\b"), "evening"),
    (re.compile(r"\b(?:(?:last|that|[A-Z][a-z]+day)\s+night|overnight|late\s+at\s+night|(?:en|por|esa|esta|de)\s+la\s+noche|anoche|medianoche|media\s+noche|midnight)\b", re.I), "night"),
)


_WEEKDAY = re.compile(
    r"\b(?:on\s+|el\s+(?:pasado\s+)?|last\s+|this\s+|este\s+)?(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b",
    re.I,
)
_WEEKDAYS_EN = {
    "monday": "Monday", "tuesday": "Tuesday", "wednesday": "Wednesday", "thursday": "Thursday", "friday": "Friday",
    "saturday": "Saturday", "sunday": "Sunday", "lunes": "Monday", "martes": "Tuesday", "miercoles": "Wednesday",
    "jueves": "Thursday", "viernes": "Friday", "sabado": "Saturday", "domingo": "Sunday",
}


def _uncapitalised(day: str) -> bool:
    """An English day written in lower case is no day ("a sunday roast"): English writes days with
    a capital, Spanish without."""
    return day[0].islower() and _WEEKDAYS_EN[fold(day)].lower() == fold(day)


def _event_told_near(text: str, sentence: Sentence, start: int, end: int) -> bool:
    """Whether a day or a moment at ``start``..``end`` is told of the event: a verb of it happening
    in the same clause or close by ("a fire tore through a warehouse … late on Friday"), not a
    participle before a noun ("the rubble of a collapsed bridge … late Wednesday"), or a toll's
    verb a few words away ("five people were killed … on Wednesday afternoon")."""
    tokens = sentence.tokens
    at = token_at(tokens, start, len(tokens) - 1)
    clause = sentence.clauses[at] if tokens else 0
    for s, e in happenings(text, sentence.start, sentence.end):
        k = token_at(tokens, s, len(tokens) - 1)
        if k > 0 and tokens[k - 1].fold in _ATTRIBUTIVE:
            continue  # "a collapsed motorway bridge": what it is now, not what happened then
        between = text[min(e, start) : max(s, end)]
        if sentence.clauses[k] == clause or (min(abs(s - end), abs(start - e)) <= MOMENT_EVENT_REACH and not any(m in between for m in ",;—")):
            return True  # not "el fuego, que devoró un edificio, seguía activo … el viernes": an aside between
    return any(PREDICATES.exact(tokens[i].fold) in EVENT_FATES and tokens[i].fold not in _FATE_NOUNS
               and not (i > 0 and tokens[i - 1].fold in _ATTRIBUTIVE)
               for i in range(max(0, at - DAY_FATE_REACH), min(len(tokens), at + DAY_FATE_REACH)))


_FATE_NOUNS = frozenset(["death", "deaths", "injury", "injuries", "muerte", "muertes", "lesion", "lesiones", "herida", "heridas",
                         "wound", "wounds", "rescue", "evacuation", "evacuacion", "custody", "arrests", "arrestos", "detencion"])
"""Words of a toll that name it rather than tell it happening: "as the death toll was put at 39"."""


_ATTRIBUTIVE = frozenset(["a", "an", "the", "its", "their", "un", "una", "el", "la", "los", "las"])
"""Words before a verb of happening that make it a participle before a noun ("a collapsed bridge")."""
_DAY_LEADS = frozenset(["on", "el", "este", "esta", "this", "last", "next", "late", "early", "since", "desde", "pasado", "del", "al", "by"])
"""Capitalised words a day may follow at the start of a sentence ("On Tuesday", "El martes")."""
EVENT_FATES = frozenset(["killed", "wounded", "missing", "rescued", "evacuated", "collapsed", "derailed", "destroyed"])
"""What befalls people or things in the event itself: a toll's verb tells the event happening."""
DAY_FATE_REACH = 8
"""Words either side of a day within which a toll's verb makes it the event's day ("five people were
killed and dozens injured on Wednesday afternoon")."""
WEEKDAY_LEAD = 4
"""Sentences at the top of an article whose days are the event's own: further down, days tell
what came after (the search on Friday, the funeral on Sunday)."""


_SAID_ON = 3


def _said_where(tokens: tuple[Token, ...], at: int) -> bool:
    """Whether the words before a day are a speech verb and where it was said ("said at a press
    conference early Saturday", "dijo en rueda de prensa este lunes")."""
    k = at - 1
    while k >= 0 and tokens[k].fold in _SAID_SETTING:
        k -= 1
    return 0 <= k < at - _SAID_ON and tokens[k].fold in SPEECH_VERBS


_SAID_SETTING = frozenset(["at", "in", "on", "a", "an", "the", "to", "press", "news", "conference", "briefing", "statement", "interview",
                           "reporters", "journalists", "late", "early", "en", "una", "rueda", "conferencia", "de", "prensa", "comunicado",
                           "entrevista", "este", "esta", "el", "la", "periodistas", "los"])
"""Words between a speech verb and the day it was said on: where and to whom."""
"""Words before a day that may name who said it on that day."""


_DATED_DAY = re.compile(r",?\s+(?:\d{1,2}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d)")
"""What follows a day that is the head of a date ("jueves 21 de agosto", "Thursday, August 21")."""


_FROM_TO = re.compile(r"\b(?:de|from)\s+\d[\d.,]*\s+(?:a|to)\s+\d", re.I)
"""A figure told changing ("pasó el viernes de 24 a 28 personas", "from 7 to 8"): the day is when it changed."""


def weekdays(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """The day of the week the event happened on ("on Thursday afternoon", "el miércoles"),
    told at the top of the article."""
    found: list[Mention] = []
    if sentence.number > WEEKDAY_LEAD:
        return found
    days = {fold(m.group("day")) for m in _WEEKDAY.finditer(text, sentence.start, sentence.end)}
    if len({_WEEKDAYS_EN[d] for d in days}) != 1:
        return found  # no day, or "from Sunday to Monday": which day is the event's is not said
    if any(t.fold in _FIGURE_CHANGES for t in sentence.tokens) or _FROM_TO.search(text, sentence.start, sentence.end):
        return found  # "the fatality count was raised from seven to eight … Thursday morning": the day the toll changed
    for m in _WEEKDAY.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if not _free(used, start, end) and not _DATED_DAY.match(text, m.end("day")):
            continue  # a day read as part of something else; "este jueves 21 de agosto" still tells the day
        if _uncapitalised(m.group("day")):
            continue
        before = [t.fold for t in sentence.tokens if t.end <= start][-_SAID_ON:]
        if any(f in SPEECH_VERBS for f in before) or set(before) & _FIGURE_BY:
            continue  # "police said on Sunday", "ha informado este miércoles", "by late Monday": the day it was said or counted
        at = token_at(sentence.tokens, start, 0)
        if _said_where(sentence.tokens, at):
            continue  # "the fire chief said at a press conference early Saturday": the day of the briefing
        if at > 0 and sentence.tokens[at - 1].text[:1].isupper() and sentence.tokens[at - 1].fold not in _DAY_LEADS:
            continue  # "Santo Domingo", "Black Friday": a name
        if not _event_told_near(text, sentence, start, end) and not _told_of_the_event(sentence, start):
            continue  # "footage obtained Thursday" of a train that "hurtled off the rails": the day of something else
        day = _WEEKDAYS_EN[fold(m.group("day"))]
        found.append(Mention("timeline", "weekday", "day", day, day, start, end, sentence.number, False, cue=m.group()))
    return found


DAY_TITLES = {"public": "day it was made public", "held": "day it was held", "start": "day it starts", "end": "day it ends"}
ACT_DAY_REACH = 4
"""Most words between an act and its day ("published on Tuesday by the journal", "se conoció este
jueves", "del pasado miércoles")."""


def act_days(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """The day an act was done, told anywhere in an account: a decision made public, a meeting
    held, something that starts. A day after a plain speech verb ("said on Monday") is the day
    someone spoke, and a day to come after "by" or "until" is a deadline: neither is read."""
    found: list[Mention] = []
    tokens = sentence.tokens
    if not any(t.fold in WEEKDAYS for t in tokens):
        return found
    index = {t.start: k for k, t in enumerate(tokens)}
    for m in _WEEKDAY.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if not _free(used, start, end) or _uncapitalised(m.group("day")):
            continue
        at = index.get(m.start("day"))
        if at is None or (at > 0 and tokens[at - 1].fold in _DEADLINES):
            continue
        clause = sentence.clauses[at - 1] if at > 0 and tokens[at - 1].fold in _TODAY else sentence.clauses[at]  # "released yesterday (Wednesday)"
        near = [k for k in range(max(0, at - ACT_DAY_REACH), at) if tokens[k].fold in _ACT_OF and sentence.clauses[k] == clause]
        if not near or any(tokens[k].fold in SPEECH_VERBS and tokens[k].fold not in _ACT_OF for k in range(near[-1], at)):
            continue
        act = _ACT_OF[tokens[near[-1]].fold]
        if act in ("since", "until"):
            continue  # "cerrado desde el sábado", "hasta el lunes": how long a state lasts, not an act's day
        if act != "start" and any(t.fold in _TO_COME or t.text.endswith(("rá", "rán")) for t in tokens[max(0, near[-1] - ACT_DAY_REACH) : at]):
            continue  # "will hold a special meeting Thursday", "realizará una sesión este martes": not held yet
        day = _WEEKDAYS_EN[fold(m.group("day"))]
        used.append((start, end))
        found.append(Mention("timeline", f"weekday|{act}", DAY_TITLES[act], day, day, start, end, sentence.number, False,
                             cue=text[tokens[near[-1]].start : end]))
    return found


_TO_COME = frozenset(["will", "would", "shall", "to", "scheduled", "planned", "due", "prevista", "previsto", "programada", "programado"])
_TODAY = frozenset(["yesterday", "today", "ayer", "hoy"])
_DEADLINES = frozenset(["by", "until", "till", "before", "hasta", "antes", "next", "proximo", "proxima", "cada", "every", "los"])
"""Words right before a day that make it a deadline or a habit ("by Thursday", "hasta el lunes",
"los domingos"), not the day of an act."""


_PART_WORDS = frozenset(["madrugada", "hours", "dawn", "amanecer", "predawn", "morning", "manana", "noon", "midday", "mediodia",
                         "afternoon", "tarde", "evening", "night", "overnight", "noche", "anoche", "medianoche", "midnight"])
"""A word each of the parts of the day holds: a sentence with none of them names no part."""


def parts_of_day(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """A time said as a part of the day: "la pasada madrugada", "Monday night"."""
    found: list[Mention] = []
    if not any(t.fold in _PART_WORDS for t in sentence.tokens):
        return found
    for pattern, part in _PARTS:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            words = m.group().split()
            if len(words) > 1 and _WEEKDAYS_EN.get(fold(words[0])):
                start = end - len(words[-1])  # "Wednesday afternoon": the day is a claim of its own
            if not _free(used, start, end):
                continue
            used.append((start, end))
            found.append(Mention("timeline", "time", "time", part, part, start, end, sentence.number, False, cue=m.group()))
    return found


_DATED_WEEKDAY = re.compile(
    r"\b(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo),?\s+"
    r"(?:(?P<n>\d{1,2})(?:st|nd|rd|th)?\s+(?:de\s+)?(?P<month>[a-zé]+)|(?P<month_first>[a-z]+)\.?\s+(?P<n_after>\d{1,2})(?:st|nd|rd|th)?\b)",
    re.I,
)


def dated_weekdays(text: str, sentence: Sentence) -> list[Mention]:
    """The day of the week an account gives a date ("este lunes 8 de abril" / "el martes 8 de
    abril", "Monday, April 8"): one date has one day of the week, so two accounts that name
    different ones for it disagree, whatever their sentences tell."""
    if not any(t.fold in _WEEKDAYS_EN for t in sentence.tokens):
        return []
    found: list[Mention] = []
    for m in _DATED_WEEKDAY.finditer(text, sentence.start, sentence.end):
        month = MONTHS.get(fold(m.group("month") or m.group("month_first") or ""))
        number = int(m.group("n") or m.group("n_after"))
        if not month or not 1 <= number <= 31:
            continue
        day = _WEEKDAYS_EN[fold(m.group("day"))]
        found.append(Mention("timeline", f"weekday of|--{month:02d}-{number:02d}", "day of the week", day, day, m.start(), m.end(),
                             sentence.number, True, cue=m.group()))
    return found


MOMENT_EVENT_REACH = 60
"""Characters either side of a moment within which its sentence must tell the event happening for
the moment to be the event's ("the blaze erupted early on Sunday")."""
MOMENT_SAID_ON = 5
"""Words before a day that may name who said it on that day ("told the agency on Monday afternoon")."""
MOMENT_REACH = 6
"""Most words between a time of day and the day it is told of ("shortly after 3am on Monday")."""
MOMENT_WOULD = 9
"""Words either side of a day within which a "would" makes it a moment to come ("divers would
resume the search on Tuesday morning"); beyond a "that" it is another clause's ("approved on Tuesday,
clearing the way for a terminal that would double…")."""
_EARLY_LATE = re.compile(
    r"\b(?P<when>early|late)\s+(?:on\s+)?(?:(?:this|last)\s+)?(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", re.I)
_FIGURE_BY = frozenset(["by", "as", "hasta", "until", "corte", "cierre"])
"""Words a little before a day that make it when a figure stood ("by late Monday", "as of Tuesday")."""
_FIGURE_CHANGES = frozenset(["rose", "risen", "climbed", "ascendio", "subio", "elevo", "aumento", "increased", "jumped", "raised", "revised",
                             "updated", "lowered", "actualizo", "actualizada", "actualizado"])
"""Verbs of a toll changing: a moment in their sentence is when it changed, not when it happened."""
_NOT_THE_EVENTS = frozenset(["by", "until", "till", "next", "will", "hasta", "para", "proximo", "proxima", "desde"])
"""Words right before a day that make it a day to come or a deadline ("restored by Thursday")."""
_BOUNDS = frozenset(["by", "until", "till", "hasta"])
"""Words a few before a time that make it a bound ("until 10 in the morning"), not a moment."""
_MOMENT_HOURS = {
    "early morning": (0.0, 7.0), "morning": (5.0, 12.0), "midday": (11.0, 14.0), "afternoon": (12.0, 20.0),
    "evening": (17.0, 23.0), "night": (19.0, 27.0),
}
"""The parts of a named day, in its own hours: "Monday night" runs into the small hours of Tuesday
(to 3 a.m.), so "on Saturday night" and "early on Sunday" are one night, as real coverage tells a
party and the fire that broke out during it; an hour after three the next day is another moment."""
_DAY_NUMBERS = {"Monday": 0, "Tuesday": 1, "Wednesday": 2, "Thursday": 3, "Friday": 4, "Saturday": 5, "Sunday": 6}


def moment_hours(compare: str) -> tuple[float, float] | None:
    """A moment ("Monday|03:00", "Sunday|evening") as a span of hours counted from Monday 00:00."""
    day, _bar, when = compare.partition("|")
    if day not in _DAY_NUMBERS:
        return None
    base = 24.0 * _DAY_NUMBERS[day]
    if when == "<00:00":
        return base + 24.0, base + 24.0  # "shortly before midnight on Saturday": the end of Saturday, not its start
    when = when.lstrip("<>~")
    if when in _MOMENT_HOURS:
        a, b = _MOMENT_HOURS[when]
        return base + a, base + b
    first, dash, last = when.partition("\u2013")
    start, end = hour_of(first), hour_of(last if dash else first)  # "Friday|21:00–23:00", "Friday|21:00"
    if start is None or end is None:
        return None
    return base + start, base + (end if end >= start else end + 24)


def moments(text: str, sentence: Sentence, found: list[Mention]) -> list[Mention]:
    """A time of day told with its day ("shortly after 3am on Monday", "el domingo por la noche",
    "la madrugada del lunes", "early Tuesday"): one claim of when it happened, so that "Monday
    night" and "4.30 a.m. on Tuesday" differ although each hour alone fits the other's. A day someone
    said something on, or a day to come ("by Thursday"), tells no moment."""
    folds = {t.fold for t in sentence.tokens}
    if not folds & WEEKDAYS or not (any(c.key == "time" for c in found) or folds & {"early", "late"}):
        return []  # no day, or no hour or part of the day to tell with it
    days: list[tuple[int, int, str]] = []
    for m in _WEEKDAY.finditer(text, sentence.start, sentence.end):
        word = m.group("day")
        if _uncapitalised(word):
            continue
        preceding = [t for t in sentence.tokens if t.end <= m.start("day")]
        before = [t.fold for t in preceding][-MOMENT_SAID_ON:]
        if any(f in SPEECH_VERBS for f in before) or (before and before[-1] in _NOT_THE_EVENTS) or set(before[-3:]) & _FIGURE_BY:
            continue  # "said early on Saturday", "by late Monday 398 were reported dead": when it was told or counted
        if len(preceding) > 1 and preceding[-1].text[:1].isupper():
            continue  # "Black Friday", "Super Tuesday": a name
        opened = text.rfind("(", sentence.start, m.start("day"))
        if opened > text.rfind(")", sentence.start, m.start("day")) and any(c.isdigit() for c in text[opened : m.start("day")]):
            continue  # "7.30am local time (8.30pm Sunday GMT)": the day on another clock, not the event's
        days.append((m.start("day"), m.end("day"), _WEEKDAYS_EN[fold(word)]))
    if not days or folds & _FIGURE_CHANGES or _FROM_TO.search(text, sentence.start, sentence.end):
        return []  # "a 32 ascendió la mañana de este sábado la cantidad de fallecidos": when the toll rose
    starts = [t.start for t in sentence.tokens]
    told: list[tuple[int, int, str, str]] = []  # start, end, day, part or time
    for claim in found:
        if claim.key != "time" or claim.title.startswith("zone:"):
            continue  # "(01.30 hora de España)": the reader's clock, not the event's
        if set([t.fold for t in sentence.tokens if t.end <= claim.start][-3:]) & _BOUNDS:
            continue  # "el conteo hasta las 10 de la mañana de este martes": a bound, not when it happened
        at, after = bisect_left(starts, claim.start), bisect_left(starts, claim.end)
        # the day after the hour counts from the hour's end ("poco antes de las ocho de la mañana del martes")
        near = [d for d in days if min(abs(bisect_left(starts, d[0]) - at), abs(bisect_left(starts, d[0]) - after)) <= MOMENT_REACH]
        if near:
            of_day = [d for d in near if 0 <= bisect_left(starts, d[0]) - after <= 2
                      and {t.fold for t in sentence.tokens[after : bisect_left(starts, d[0])]} & {"de", "del", "of"}]
            # "entre la noche del viernes y la madrugada de este sábado": the day the part of the day is "of"
            start, end, day = of_day[0] if of_day else min(near, key=lambda d: abs(d[0] - claim.start))
            told.append((min(start, claim.start), max(end, claim.end), day, claim.compare))
    for hit in _EARLY_LATE.finditer(text, sentence.start, sentence.end):
        day = _WEEKDAYS_EN[fold(hit.group("day"))]
        if not any(d[2] == day and d[0] == hit.start("day") for d in days):
            continue
        early = hit.group("when").lower() == "early"
        joined = [t for t in told if t[2] == day and t[0] <= hit.end() and hit.start() <= t[1]]
        if joined:  # "early on Monday morning", "late on Sunday evening": the part says more
            start, end, _day, when = joined[0]
            told.remove(joined[0])
            told.append((min(start, hit.start()), max(end, hit.end()), day, "early morning" if early and when == "morning" else when))
        else:
            told.append((hit.start(), hit.end(), day, "early morning" if early else "night"))
    if not told:
        return []
    start, end, day, when = min(told)  # the sentence's first: one moment a sentence
    at = token_at(sentence.tokens, start, 0)
    around = [t.fold for t in sentence.tokens[max(0, at - MOMENT_WOULD) : at + MOMENT_WOULD]]
    if _act(sentence, start, _TIME_ACTS) in ("end", "plan") or ("would" in around and not {"that", "which"} & set(around)):
        return []  # "the rescue operation was terminated on Sunday evening", "would resume on Tuesday morning": another act's moment
    if (folds & EVENT_NOUNS or happened(text, sentence)) and not (
            any(c.key == "time" and c.title == "event" and c.start < end and start < c.end for c in found)
            or _event_told_near(text, sentence, start, end)):
        # the sentence names the event, but the moment is told of something else: "hopes … in the
        # rubble of a collapsed motorway bridge were disappearing late Wednesday", "el fuego … seguía
        # activo en la madrugada de este viernes", "firefighting at the site of the explosions was
        # suspended on Thursday morning"
        return []
    shown = when if when in _MOMENT_HOURS else next((c.value for c in found if c.key == "time" and c.compare == when), when)
    value = f"{day}, {shown}"
    if when == "00:00" and shown.startswith("<"):
        when = "<00:00"  # "shortly before midnight on Saturday" ends Saturday
    return [Mention("timeline", "moment", "when it happened", value, f"{day}|{when}", start, end, sentence.number, True, cue=text[start:end])]


_UPDATED = re.compile(r"\b(?:update[ds]?|posted|published|actualizad[oa]|actualizaci[oó]n|publicad[oa])\b[\s,:]*(?:at\s+|a\s+las\s+)?$", re.I)
"""Words right before a time that make it the page's: it was written or changed then."""


@functools.lru_cache(maxsize=16)
def _told_hours(text: str) -> tuple[tuple[int, float], ...]:
    """The hours an account tells beyond doubt (with a.m./p.m. or past 12 on a 24-hour clock),
    with where it tells them; read once per text."""
    found = [(m.start(), (int(m.group("h")) % 12 + (12 if m.group("ap").lower() == "p" else 0)) + int(m.group("mi") or 0) / 60)
             for m in _AMPM.finditer(text)]
    found += [(m.start(), int(m.group("h")) + int(m.group("mi")) / 60) for m in _CLOCK.finditer(text) if 12 < int(m.group("h")) < 24]
    return tuple(found)


def _half_after(tokens: tuple[Token, ...], at: int) -> bool:
    """Whether "y media" / "y medio" begins at ``at``: in Spanish the half of "dos horas y media",
    "dos kilómetros y medio" comes after the unit."""
    return [t.fold for t in tokens[at : at + 2]] in (["y", "media"], ["y", "medio"])


def _twelve_hour(text: str, sentence: Sentence, start: int, hour: int) -> int:
    """An hour said in words with no part of the day ("quarter past three", "poco antes de las
    cinco") is of the afternoon when its sentence says so, or when the account's nearest hour
    told beyond doubt is nearer that reading; of the morning otherwise."""
    if not 1 <= hour <= 11:
        return hour
    part = _part_told(text, sentence)
    if part:  # "this afternoon", "esta tarde", "on Saturday night"
        return _in_part(hour, part)
    told = _told_hours(text)
    if not told:
        return hour
    _at, near = min(told, key=lambda t: abs(t[0] - start))
    return hour + 12 if abs(hour + 12 - near) < abs(hour - near) else hour


def _of_its_part(text: str, sentence: Sentence, hour: int) -> int:
    """An hour in figures with no a.m. or p.m. ("around 9:10 on Friday night") is of the part of
    the day its sentence tells, when it tells one."""
    return _in_part(hour, _part_told(text, sentence))


def _part_told(text: str, sentence: Sentence) -> str:
    """The part of the day a sentence tells ("this afternoon", "esta tarde"), or ""."""
    return next((part for pattern, part in _PARTS if pattern.search(text, sentence.start, sentence.end)), "")


def _in_part(hour: int, part: str) -> int:
    """A twelve-hour hour read in a part of the day: "half past two on Saturday night" is 02:30,
    "nine on Friday night" 21:00."""
    if not 1 <= hour <= 11:
        return hour
    return hour + 12 if part in ("afternoon", "evening") or (part == "night" and hour >= 6) else hour


_IT_WAS = re.compile(r"\b(?:eran|era|it\s+was|it['’]s)\s+(?:(?:cerca|alrededor|poco\s+(?:antes|despu[eé]s))\s+de\s+|about\s+|around\s+|(?:just|shortly)\s+(?:after|before)\s+)?(?:las?\s+)?(?:\d|midnight|noon|medianoche|mediod[ií]a)", re.I)
_CONVERTED = re.compile(r"\d\s*(?:[ap]\.?\s?m\.?|h|horas|hrs)?\s*[\[(]\s*$", re.I)
"""A time right after another one, in brackets: the first told again on another clock."""
_WHEN_AFTER = re.compile(r"(?:[^.;:]|(?<=\d)[.:](?=\d)){0,40}?\b(?:cuando|when)\b", re.I)
"""A time told as the moment something happened: "eran las 6 cuando", "it was about 3pm when"."""


_HOUR_STARTS = cut(tuple(_HOUR_WORDS))
_NAMED_STARTS = cut(("midnight", "noon", "medianoche", "mediodia"))
"""The words without which a sentence tells no hour in words, nor midnight or noon (as
:func:`.triggers.held` finds them)."""


_AS_OF = re.compile(r"\b(?:hasta|as\s+of)\s+(?:las\s+|la\s+)?$", re.I)
"""What opens an hour up to which something was counted, when the sentence counts (:data:`_COUNTED`)."""
_COUNTED = THERE_WAS | frozenset(["reporto", "reportaron", "registro", "registraron", "contabilizo", "contabilizaron", "sumaban",
                                  "reported", "recorded", "counted"])
"""An hour up to which something was counted ("hasta las 13:00 hubo 337 réplicas", "as of 6 p.m. there were 40
aftershocks"): when the count was taken, not when anything happened. "As of" says it alone ("as of 3 pm the
bodies of 42 people were found"); "hasta las" only with a count, since it is also how long something lasted."""


def times(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    past_to = any(t.fold in _PAST_TO_WORDS for t in sentence.tokens)
    digits = any(t.fold[0].isdigit() for t in sentence.tokens)
    words = held(sentence)
    for pattern in (_PAST_TO, _AMPM, _CLOCK, _H_CLOCK, _WRITTEN_HOUR, _H24, _MILITARY, _NAMED_TIME):
        if pattern is _PAST_TO and not past_to:
            continue  # no "past" or "to": no hour told by its minutes
        if not digits and pattern in (_AMPM, _CLOCK, _H_CLOCK, _H24, _MILITARY):
            continue  # an hour in figures needs a figure
        if (pattern is _WRITTEN_HOUR and _HOUR_STARTS and words.isdisjoint(_HOUR_STARTS)) or (
                pattern is _NAMED_TIME and _NAMED_STARTS and words.isdisjoint(_NAMED_STARTS)):
            continue
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            if not _free(used, start, end):
                continue
            if _UPDATED.search(text, max(sentence.start, start - 16), start):
                used.append((start, end))
                continue  # "UPDATE 6:45 p.m.:", "actualizado a las 10.42": when the page changed
            as_of = _AS_OF.search(text, max(sentence.start, start - 12), start)
            if as_of and (as_of.group().lower().startswith("as") or any(t.fold in _COUNTED for t in sentence.tokens)):
                used.append((start, end))
                continue  # "hasta las 14:30 horas, el Servicio Sismológico reportó 447 réplicas": when a count was taken
            groups = m.groupdict()
            clock: str | None
            if pattern is _PAST_TO:
                lead_m = _PAST_TO_LEAD.search(text, max(sentence.start, start - 20), start)
                if not (lead_m or groups.get("tail")):
                    continue
                said = re.sub(r"\s+", " ", groups["m"].lower())
                minute = _PAST_TO_MINUTES.get(said) or int(said.split()[0])
                hour = _HOUR_WORDS.get(groups["h"].lower()) or int(groups["h"])
                if groups["dir"].lower() == "to":
                    hour, minute = (hour - 1) % 12 or 12, 60 - minute
                part = (groups.get("part") or groups.get("day_part") or groups.get("at_night") or "").lower()
                later = part in ("afternoon", "evening") or (part == "night" and hour >= 6)  # "half past two on Saturday night" is 02:30
                if not (part or groups.get("ap")):
                    hour = _twelve_hour(text, sentence, start, hour)
                clock = _clock(hour, minute, groups.get("ap") or "", "noche" if later else "")
                groups = {**groups, "lead": None, "past": None}
                lead = lead_m.group("lead").lower() if lead_m else ""
                if lead.endswith("after"):
                    groups["past"] = "after"
                if lead_m:
                    start = lead_m.start()  # "shortly after half past eight": the claim opens on its lead
            elif pattern is _WRITTEN_HOUR:
                if not (groups.get("tail") or groups.get("half") or groups.get("less") or groups.get("sharp")
                        or groups.get("es_past") or groups.get("es_prior") or groups.get("were") or groups.get("es_approx")):
                    continue  # "a las dos" may be two of anything; "poco antes de las cinco", "eran las dos" are hours
                minute = _MINUTE_WORDS.get(fold(groups.get("half") or ""), 0)
                hour = _HOUR_WORDS[groups["h"].lower()]
                if groups.get("less"):
                    hour, minute = (hour - 1) % 12 or 12, 60 - _MINUTE_WORDS[fold(groups["less"])]
                english = {"afternoon": "tarde", "evening": "noche", "night": "noche"}.get(
                    groups.get("epart") or groups.get("enight") or groups.get("oclock_part") or groups.get("oclock_night") or "", "")
                if not (groups.get("ap") or groups.get("part") or english or groups.get("epart") or groups.get("oclock_part")):
                    hour = _twelve_hour(text, sentence, start, hour)  # "poco antes de las cinco": of the morning or the afternoon?
                clock = _clock(hour, minute, groups.get("ap") or "", groups.get("part") or english)  # "three in the morning", "ten at night"
            elif groups.get("name"):
                clock = "12:00" if fold(groups["name"]) in ("noon", "mediodia") else "00:00"
            else:
                if pattern is _H24 and _NO_HOUR_AFTER.match(text, end):
                    continue
                spanish = bool(groups.get("las")) or fold(groups.get("lead") or "").endswith("las")
                evening = spanish and 13 <= int(groups["h"]) <= 23 and _AFTER_AN_HOUR.match(text, end) is not None
                if pattern is _H24 and not (groups.get("mi") or groups.get("part") or (spanish and groups.get("hours")) or evening):
                    continue  # "a las 19 horas" is an hour, "at 19" is not
                hour = int(groups["h"])
                if pattern in (_CLOCK, _H24) and not (groups.get("ap") or groups.get("part")):
                    hour = _of_its_part(text, sentence, hour)
                clock = _clock(hour, int(groups.get("mi") or 0), groups.get("ap") or "", groups.get("part") or "")
            if clock is None:
                continue
            before = text[max(sentence.start, start - 30) : start]
            lead = fold(groups.get("lead") or "")
            if lead:  # "pasadas las 3 de la mañana", "cerca de las 2 de la madrugada"
                sign = "<" if "antes" in lead or "before" in lead else ">" if lead.startswith(("pasadas", "poco despues")) or "after" in lead else "~"
            else:
                sign = ">" if groups.get("past") else "<" if groups.get("prior") else "~" if groups.get("approx") \
                    else next((s for q, s in _TIME_QUALIFIERS if q.search(before)), "")
            used.append((start, end))
            zone = _zone(text, sentence, start, end)
            if not zone and _CONVERTED.search(text, max(sentence.start, start - 16), start):
                continue  # "shortly before 11:30am [1:30pm UAE]": the same moment again, on the reader's clock
            moment = zone or _whose_hour(text, sentence, start, end)
            if _ISSUED.search(text, max(sentence.start, start - 60), start):
                continue  # "según el último balance oficial emitido a las 23:54": when a report came out, not the event
            found.append(Mention("timeline", "time", moment, sign + clock, clock, start, end, sentence.number, False, cue=m.group()))
    return found


_ISSUED = re.compile(
    r"\b(?:balance|parte|informe|reporte|comunicado|bolet[ií]n|cifra|report|statement|update|tally|toll|figures)\b[^.;]{0,30}?"
    r"\b(?:emitid[oa]|publicad[oa]|difundid[oa]|actualizad[oa]|issued|released|published|updated|posted)\s+"
    r"(?:(?:at|a|a\s+las|a\s+la|hacia\s+las|around|about)\s+)?[^.;]{0,6}$",
    re.I,
)
"""A report's words right before an hour that make it when the report was issued ("balance emitido a
las 23:54", "a statement released at 9pm"), not when the event happened ("a warning was issued at 8:41
p.m." is a fact of the story)."""


def _whose_hour(text: str, sentence: Sentence, start: int, end: int) -> str:
    """What an hour at ``[start, end)`` is the hour of: an act its clause names ("departure"), the
    event itself ("event"), or nothing said ("time")."""
    moment = _act(sentence, start, _TIME_ACTS) or "time"
    it_was = _IT_WAS.search(text, max(sentence.start, start - 24), end)
    if moment == "time" and it_was and (_WHEN_AFTER.match(text, end, sentence.end) or it_was.start() == sentence.start):
        moment = "event"  # "Eran cerca de las 11:15 cuando los feriantes escucharon la bocina", "Eran las 2:50 de la tarde.": when it happened
    elif moment == "time" and _told_of_the_event(sentence, start):
        moment = "event"  # "The first explosion, at a warehouse storing chemicals, at about 11:20 pm"
    elif moment == "time" and sentence.number <= EVENT_HOUR_LEAD and not _bound(sentence, start) and happened(text, sentence):
        moment = "event"  # "El martes 8 de abril, alrededor de la 1:00 a.m., el techo de la discoteca se desplomó"
    elif moment == "time" and _FIRST_NOTICED.match(text, sentence.start, sentence.end) and not _bound(sentence, start):
        moment = "event"  # "The blaze was first detected in an annexe around 3.30 am": when it began, as far as anyone knows
    return moment


_FIRST_NOTICED = re.compile(
    r"[\"“]?(?:the|el|la)\s+(?:" + "|".join(any_accents(w) for w in sorted((w for w in EVENT_NOUNS if w.isalpha()), key=len, reverse=True)) + r")\s+"
    r"(?:was|fue)\s+(?:first\s+|primero\s+)?(?:detected|spotted|noticed|discovered|reported|detectad[oa]|reportad[oa]|avistad[oa])\b",
    re.I,
)
"""A sentence that opens on when the event was first noticed ("The blaze was first detected…", "El
incendio fue detectado…"): its hour is the event's."""
_HOUR = r"\d{1,2}|" + "|".join(sorted(_HOUR_WORDS, key=len, reverse=True))
_HOUR_RANGE = re.compile(
    r"\b(?:between|entre)\s+(?:las\s+|la\s+)?(?P<h1>" + _HOUR + r")(?:[:.](?P<m1>\d{2}))?(?:\s*(?P<ap1>[ap])\.?\s?m\b\.?)?(?:\s+horas)?"
    r"\s+(?:and|y|e)\s+(?:las\s+|la\s+)?(?P<h2>" + _HOUR + r")(?:[:.](?P<m2>\d{2}))?(?:\s*(?P<ap2>[ap])\.?\s?m\b\.?)?(?:\s+horas)?"
    r"(?:\s+(?:de\s+la|in\s+the|at|por\s+la)\s+(?P<part>ma[nñ]ana|tarde|noche|madrugada|morning|afternoon|evening|night))?",
    re.I,
)
"""Two hours an event is told between ("entre las 9 y 11 de la noche", "between 9 and 11 p.m.",
"entre las 21:00 y las 23:00")."""
_LATE_PARTS = frozenset(["noche", "tarde", "night", "evening", "afternoon", "tonight", "anoche"])
"""Words before two bare hours that put them after noon ("la noche del viernes, entre las 9 y 11")."""
MOST_HOURS_BETWEEN = 8
"""Two hours further apart than this are no time an event is told between."""


def _hour_number(said: str) -> int:
    return int(said) if said.isdigit() else _HOUR_WORDS[fold(said).lower()]


def hour_ranges(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """An event told between two hours: one claim, "21:00–23:00", which an hour told elsewhere
    agrees with when it falls between them ("sobre las 11:30 p.m." does not)."""
    if "between" not in text[sentence.start : sentence.end].lower() and "entre" not in text[sentence.start : sentence.end].lower():
        return []
    found: list[Mention] = []
    for m in _HOUR_RANGE.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if not _free(used, start, end):
            continue
        h1, h2 = _hour_number(m["h1"]), _hour_number(m["h2"])
        written = not m["h1"].isdigit() or not m["h2"].isdigit()
        if written and not (m["part"] or m["ap1"] or m["ap2"]):
            continue  # "entre las dos y las tres" may be of anything; with "de la noche" it is an hour
        if not (m["m1"] or m["m2"] or m["ap1"] or m["ap2"] or m["part"] or "las" in m.group().lower()):
            continue  # "between 9 and 11": of what?
        ap2 = (m["ap2"] or "").lower()
        ap1 = (m["ap1"] or "").lower() or ap2
        part = fold(m["part"] or "")
        late = part in ("tarde", "noche", "afternoon", "evening", "night") \
            or (not (ap1 or ap2 or part) and any(t.fold in _LATE_PARTS for t in sentence.tokens if t.end <= start))
        c1 = _clock(h1, int(m["m1"] or 0), ap1, "noche" if late and h1 >= 6 and not ap1 else "")
        c2 = _clock(h2, int(m["m2"] or 0), ap2, "noche" if late and not ap2 and (h2 >= 6 or h2 >= h1) else "")
        if c1 is None or c2 is None:
            continue
        span = clock_span(f"{c1}\u2013{c2}")
        if span is None or not 0 < span[1] - span[0] <= MOST_HOURS_BETWEEN:
            continue
        used.append((start, end))
        value = f"{c1}\u2013{c2}"
        found.append(Mention("timeline", "time", _whose_hour(text, sentence, start, end), value, value, start, end, sentence.number, False,
                             cue=m.group()))
    return found


_DURATION_PHRASES = (
    (re.compile(r"\b(?:(?:an|one)\s+hour\s+and\s+a\s+half|(?:una\s+)?hora\s+y\s+media)\b", re.I), "PT1.5H", "1.5 hours"),
    (re.compile(r"\b(?:half\s+an\s+hour|media\s+hora)\b", re.I), "PT30M", "30 minutes"),
    (re.compile(r"\b(?:three\s+quarters\s+of\s+an\s+hour|tres\s+cuartos\s+de\s+hora)\b", re.I), "PT45M", "45 minutes"),
    (re.compile(r"\b(?:a\s+quarter\s+of\s+an\s+hour|un\s+cuarto\s+de\s+hora)\b", re.I), "PT15M", "15 minutes"),
    (re.compile(r"\b(?:(?:a|one)\s+year\s+and\s+a\s+half|(?:un\s+)?a[nñ]o\s+y\s+medio)\b", re.I), "P18M", "18 months"),
    (re.compile(r"\b(?:(?<!half )an\s+hour|una\s+hora)\b(?!\s+y\s+media)", re.I), "PT1H", "1 hour"),
    (re.compile(r"\b(?:within|in\s+(?:a\s+matter\s+of\s+)?|a\s+few)\s+minutes\b|\ben\s+(?:cuesti[oó]n\s+de\s+|pocos\s+)?minutos\b", re.I), "PT5M", "minutes"),
    (re.compile(r"\b(?:(?:a|one)\s+day|un\s+d[ií]a)\b", re.I), "P1D", "1 day"),
)


_ORDINAL_DAY = re.compile(
    r"\b(?:its|their|su|sus|in the|into the|en el)\s+(?P<n>\d{1,3}(?:st|nd|rd|th|º|°)?|[a-záéíóú]+)\s+(?P<unit>day|week|month|d[ií]a|semana|mes)\b",
    re.I,
)
"""How long something has gone on, told by which day it is: "the strike, now in its ninth day", "en
su noveno día"."""


_ORDINAL_UNITS = frozenset(["day", "week", "month", "dia", "semana", "mes"])


def _ordinal_days(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    if not any(t.fold in _ORDINAL_UNITS for t in sentence.tokens):
        return found
    for m in _ORDINAL_DAY.finditer(text, sentence.start, sentence.end):
        word = fold(m.group("n"))
        digits = re.match(r"\d+", word)
        if digits and word != digits.group():
            n = int(digits.group())
        elif word in ORDINALS:
            n = ORDINALS[word]
        else:
            continue
        if n < 2:
            continue  # "the first day" tells when, not how long
        unit = {"day": "D", "dia": "D", "week": "W", "semana": "W", "month": "M", "mes": "M"}[fold(m.group("unit"))]
        start, end = m.start("n"), m.end()
        if not _free(used, start, end):
            continue
        used.append((start, end))
        words = _UNIT_WORDS[unit]
        found.append(Mention("timeline", "duration", "", f"{n} {words}", f"P{n}{unit}", start, end, sentence.number, False, cue=text[start:end]))
    return found


def durations(text: str, sentence: Sentence, language: str, used: list[Span]) -> list[Mention]:
    found: list[Mention] = _ordinal_days(text, sentence, used)
    for pattern, iso, shown in _DURATION_PHRASES:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            if not _free(used, start, end):
                continue
            before = text[max(sentence.start, start - 20) : start].lower()
            qualifier = next((q for q in ("nearly", "almost", "about", "around", "more than", "over", "casi", "cerca de", "más de", "unos", "unas") if before.rstrip().endswith(q)), "")
            shown_q = {"almost": "nearly", "casi": "nearly", "around": "about", "cerca de": "about", "unos": "about", "unas": "about", "over": "more than", "más de": "more than"}.get(qualifier, qualifier)
            used.append((start, end))
            found.append(Mention("timeline", "duration", "", f"{shown_q} {shown}".strip(), iso, start, end, sentence.number, False, cue=m.group()))
    tokens = sentence.tokens
    told_from = outlet_end(text, sentence)
    ages = any(t.fold in ("edad", "edades", "ages", "aged") for t in tokens)
    for number in find_numbers(tokens, language, text):
        unit_at = number.last + 1
        if unit_at >= len(tokens) or number.vague:
            continue  # "for several months" says no length to compare
        unit_token = tokens[unit_at]
        unit = DURATION_UNITS.get(unit_token.fold)
        if unit is None or unit_token.start - tokens[number.last].end > 1:
            continue
        if number.value >= 1000 and unit == "Y":
            continue
        if tokens[number.first].start < told_from:
            continue  # "48 Horas — …": the outlet's name on the headline's line
        if unit == "Y" and number.first > 0 and tokens[number.first - 1].fold == "de" \
                and not (number.first > 1 and tokens[number.first - 2].fold in _SPANS):
            continue  # "un hombre de 43 años": an age ("un plazo de 25 años" is a length)
        if unit == "Y" and (ages or _an_age(tokens, number.first)):
            continue  # "tiene seis años", "de 31 años y 47 años", "con edades entre 40 y 60 años": ages
        if unit == "Y" and number.first > 0 and tokens[number.first - 1].text[:1].isupper() and tokens[number.first - 1].text.isalpha() \
                and text[tokens[number.first - 1].end : tokens[number.first].start].strip() in (",", "(") \
                and text[unit_token.end : unit_token.end + 1] in (",", ")", ";", "."):
            continue  # "Leopoldo Méndez, 20 años, y…", "Ana Varn (35 años)": a person's age after the name
        if number.first > 0 and tokens[number.first - 1].fold in ("every", "cada"):
            continue  # "every ten years": how often, not how long
        if re.match(r"\.[a-z]{2,3}\b", text[unit_token.end : unit_token.end + 4]):
            continue  # "20minutos.es": a web address, not twenty minutes
        if unit == "M" and number.first > 1 and tokens[number.first - 1].fold == "de" and tokens[number.first - 2].fold in _INFANTS:
            continue  # "su bebé de siete meses": an age
        after = tokens[unit_at + 1].fold if unit_at + 1 < len(tokens) else ""
        if after in _NOT_DURATIONS or (after in ("de", "of") and unit_at + 2 < len(tokens) and tokens[unit_at + 2].fold in ("edad", "silencio", "silence")):
            continue  # "N años de edad"; "un minuto de silencio", a mourning's rite, not how long anything lasted
        value_told = number.value
        half = _half_after(tokens, unit_at + 1)
        if half:
            value_told += 0.5  # "dos horas y media": the half comes after the unit
            after = tokens[unit_at + 3].fold if unit_at + 3 < len(tokens) else ""
        start, end = tokens[number.first].start, tokens[unit_at + 2].end if half else unit_token.end
        if not _free(used, start, end):
            continue
        amount = show(value_told)
        if unit == "S" and number.first > 0 and tokens[number.first - 1].fold in ("el", "la", "the", "un", "una", "a"):
            continue  # "el segundo", "a second": an ordinal or one more, not a length
        value = f"PT{amount}{'M' if unit == 'MIN' else unit}" if unit in ("H", "MIN", "S") else f"P{amount}{unit}"
        head = ""
        hyphenated = text[tokens[number.last].end : unit_token.start] == "-"
        compound = hyphenated or (number.value != 1 and not unit_token.fold.endswith("s"))
        tail = unit_at + 2 if half else unit_at  # "16 horas y media de actividad": what lasted follows the half
        if compound and after and after not in ("long", "largo") and after not in STOPWORDS and after.isalpha():
            head = _what_lasted(text, tokens, tail + 1, language)
        elif after in ("long", "largo") and tail + 2 < len(tokens):
            head = tokens[tail + 2].text.lower()
        elif after in ("of", "de") and tail + 2 < len(tokens):
            # "three months of protests", "seis meses de búsqueda": what lasted
            head = _what_lasted(text, tokens, tail + 2, language)
        used.append((start, end))
        words = f"{amount} {_UNIT_WORDS[unit][:-1] if amount == '1' else _UNIT_WORDS[unit]}"
        if number.upper > number.value:
            words = f"{amount}-{show(number.upper)} {_UNIT_WORDS[unit]}"  # "entre seis y siete minutos": both ends, as told
        qualifier = "" if _spread_over(text, tokens, number.first) else number.qualifier
        claim = f"{qualifier} {words}" if qualifier else words
        found.append(Mention("timeline", "duration", head, claim, value, start, end, sentence.number, False, cue=text[start:end]))
    return [_of_act(sentence, m) for m in found]


def _what_lasted(text: str, tokens: tuple[Token, ...], at: int, language: str) -> str:
    """The noun a duration is of, as written ("three years of painstaking work" -> "work", "seis
    meses de búsqueda intensa" -> "búsqueda"): the last word of an English noun phrase, the first
    of a Spanish one, past words that only qualify it ("three days of national mourning")."""
    words: list[Token] = []
    for t in tokens[at : at + 4]:
        if not words and t.fold in STOPWORDS and t.fold.isalpha():
            continue  # "of the first call"
        if t.fold in STOPWORDS or not t.fold.isalpha() or (words and t.start - words[-1].end > 1):
            break
        words.append(t)
    words = [t for t in words if t.fold not in _BEFORE_WHAT_LASTED and text[t.end : t.end + 1] != "-"]
    if not words:
        return ""
    return (words[-1] if language == "en" else words[0]).text.lower()


_BEFORE_WHAT_LASTED = frozenset(["national", "official", "public", "general", "total", "full"])
"""Adjectives between "of" and what lasted ("three days of national mourning"): not its name."""
_INFANTS = frozenset(["bebe", "bebes", "nino", "nina", "ninos", "ninas", "hijo", "hija", "baby", "babies", "infant", "lactante", "recien"])
"""Who an age in months is told of ("su bebé de siete meses")."""
_HAVING = frozenset(["tiene", "tenia", "tenian", "tienen", "cumplio", "cumple", "cumplia", "cumplir", "cumplido"])
"""Verbs before "N años" that make it someone's age ("tiene 34 años", "cumplió 18 años")."""


def _an_age(tokens: tuple[Token, ...], first: int) -> bool:
    """Whether "N años" at ``first`` is an age: after a verb of having ("tiene 29 años"), or at the end
    of a list or a range of ages that opens with "de" ("de 31 años y 47 años", "de 11, 7 y 3 años", "de
    dos y seis años", "de 20 a 30 años")."""
    if first > 0 and tokens[first - 1].fold in _HAVING:
        return True
    if first > 0 and tokens[first - 1].fold in ("y", "e", "a", "and"):
        for j in range(first - 2, max(-1, first - 8), -1):
            if tokens[j].fold == "de":
                return True
            if not (tokens[j].fold[:1].isdigit() or tokens[j].fold in ("y", "anos") or tokens[j].fold in NUMBER_WORDS["es"]):
                return False
    return False


_SPANS = frozenset(["plazo", "periodo", "lapso", "termino", "vigencia", "duracion", "condena", "pena", "concesion",
                    "contrato", "arrendamiento", "prorroga", "espacio", "maximo", "minimo", "total", "mandato", "hipoteca"])
"""Words whose "de N años" is a length of time, not an age."""


def _spread_over(text: str, tokens: tuple[Token, ...], first: int) -> bool:
    """"6.5% over two years", "£4m over three years": what a sum or a rate is spread across, not
    "more than two years"."""
    if first == 0 or tokens[first].fold not in ("over", "across"):
        return False
    before = tokens[first - 1]
    return "%" in text[before.end : tokens[first].start] or before.fold in ("cent", "percent", "ciento") or before.fold[:1].isdigit() \
        or before.fold in ("million", "millions", "billion", "bn", "m")


_LASTING = {
    **dict.fromkeys(["rescue", "rescued", "rescuers", "rescate", "rescatar", "rescataron", "rescatados", "sacar", "sacaron",
                     "freed", "liberar", "liberaron", "pulled"], "rescue"),
    **dict.fromkeys(["arrive", "arrived", "arrival", "reach", "reached", "llegar", "llegaron", "llegada", "llego"], "arrival"),
    **dict.fromkeys(["outage", "blackout", "apagon", "apagón", "corte", "cut"], "outage"),  # "cut", "corte": see _lasting_at
    **dict.fromkeys(["standoff", "siege", "asedio", "secuestro", "atrincherado"], "siege"),
    **dict.fromkeys(["prison", "jail", "sentence", "sentenced", "prision", "carcel", "condena", "condenado", "condenada"], "sentence"),
    **dict.fromkeys(["control", "controlar", "controladas", "controlado", "controlada", "contained", "contain", "extinguish",
                     "extinguished", "extinguir", "sofocar", "sofocado", "sofocaron", "apagar", "apagaron"], "control"),
}
"""What a duration is of, when its clause names it: the rescue, the arrival of help, the outage,
a siege — one length each account gives, whatever the rest of its sentence says."""
LASTING_TITLES = {
    "rescue": "how long the rescue took", "arrival": "how long help took to arrive",
    "outage": "how long the outage lasted", "siege": "how long the siege lasted",
    "control": "how long it took to bring under control", "sentence": "how long the sentence is",
}


_POWER = frozenset(["luz", "energia", "electricidad", "suministro", "electrico"])
_NOT_REACHED = frozenset(["deal", "agreement", "settlement", "record", "peak", "high", "low", "level", "levels", "total", "verdict", "decision"])


def _lasting_at(tokens: tuple[Token, ...], i: int) -> bool:
    """Whether the word at ``i`` says what lasted: a "cut" of power ("a power cut", "el corte de
    luz", not "Final Cut"), reaching the scene ("reached the scene", not "reached 1.64 GW")."""
    word = tokens[i].fold
    after = [t.fold for t in tokens[i + 1 : i + 4]]
    if word == "cut":
        return i > 0 and tokens[i - 1].fold == "power" and tokens[i].text.islower()
    if word == "corte":
        return bool(set(after) & _POWER)
    if word in ("prison", "jail", "prision", "carcel"):
        return i > 0 and tokens[i - 1].fold in ("in", "de", "of")  # "20 years in prison", "años de cárcel", not a prison riot
    if word in ("reach", "reached"):
        return not any(f[:1].isdigit() or f in _NOT_REACHED for f in after)  # "reached 1.64 GW", "reached a deal"
    return True


def _of_act(sentence: Sentence, mention: Mention) -> Mention:
    """A duration whose clause names what lasted becomes a claim about that ("tras 30 horas de
    trabajo, sacaron a los supervivientes": how long the rescue took)."""
    tokens = sentence.tokens
    at = token_at(tokens, mention.start, len(tokens) - 1)
    clause = sentence.clauses[at] if tokens else 0
    near = sorted((abs(i - at), _LASTING[t.fold]) for i, t in enumerate(tokens)
                  if t.fold in _LASTING and sentence.clauses[i] == clause and abs(i - at) <= 10 and _lasting_at(tokens, i))
    near = [n for n in near if n[1] != "sentence" or mention.compare.endswith(("Y", "M"))]  # a sentence runs in years or months
    if near:  # the nearest: "the first rescue boat reached the scene within 12 minutes" is an arrival
        act = near[0][1]
        return mention._replace(key=f"duration|{act}", title=LASTING_TITLES[act], specific=True)
    if not mention.title:
        subject = _lasted(tokens, sentence.clauses, at, clause)
        if subject:
            return mention._replace(title=subject)  # "el cómputo se prolongó durante 19 horas": how long the count lasted
    return mention


_LASTED = frozenset(["lasted", "lasts", "last", "took", "takes", "spent", "stretched", "dragged", "prolongo", "prolongaron",
                     "prolongaria", "duro", "duraron", "durara", "tardo", "tardaron", "demoro", "demoraron", "extendio",
                     "extendieron", "llevo"])
"""Verbs of how long something lasted: their subject is what lasted."""


def _lasted(tokens: tuple[Token, ...], clauses: tuple[int, ...], at: int, clause: int) -> str:
    """The noun a lasting verb before the duration says lasted ("the count lasted", "el cómputo se
    prolongó"), or ""."""
    for i in range(at - 1, max(-1, at - 8), -1):
        if clauses[i] != clause:
            break
        if tokens[i].fold in _LASTED:
            back = i - 1
            while back >= 0 and tokens[back].fold in ("se", "had", "has", "have", "was", "ha", "habia", "han") and clauses[back] == clause:
                back -= 1
            if back >= 0 and clauses[back] == clause and tokens[back].fold.isalpha() and tokens[back].fold not in STOPWORDS \
                    and not tokens[back].text[:1].isupper():
                return tokens[back].text.lower()
            return ""
    return ""


_UNIT_WORDS = {"Y": "years", "M": "months", "W": "weeks", "D": "days", "H": "hours", "MIN": "minutes", "S": "seconds"}

_MEASURE_UNITS: dict[str, tuple[str, float]] = {
    # unit (folded) -> (dimension, size in SI units)
    "mile": ("length", 1609.34), "miles": ("length", 1609.34), "km": ("length", 1000.0),
    "kilometre": ("length", 1000.0), "kilometres": ("length", 1000.0), "kilometer": ("length", 1000.0),
    "kilometers": ("length", 1000.0), "kilometro": ("length", 1000.0), "kilometros": ("length", 1000.0),
    "metre": ("length", 1.0), "metres": ("length", 1.0), "meter": ("length", 1.0), "meters": ("length", 1.0),
    "metro": ("length", 1.0), "metros": ("length", 1.0), "m": ("length", 1.0), "feet": ("length", 0.3048), "foot": ("length", 0.3048),
    "ft": ("length", 0.3048), "yards": ("length", 0.9144), "pies": ("length", 0.3048),
    "tonnes": ("weight", 1000.0), "tons": ("weight", 1000.0), "tonne": ("weight", 1000.0), "ton": ("weight", 1000.0),
    "toneladas": ("weight", 1000.0), "kg": ("weight", 1.0), "kgs": ("weight", 1.0), "kilos": ("weight", 1.0), "kilograms": ("weight", 1.0),
    "kilogramos": ("weight", 1.0), "pounds": ("weight", 0.4536), "lbs": ("weight", 0.4536),
    **dict.fromkeys(["mm", "millimetres", "millimeters", "millimetre", "millimeter", "milimetros", "milimetro"], ("length", 0.001)),
    "m2": ("area", 1.0), "m²": ("area", 1.0), "km2": ("area", 1e6), "km²": ("area", 1e6),
    "mph": ("speed", 0.44704), "hectares": ("area", 10000.0), "hectareas": ("area", 10000.0),
    "acres": ("area", 4046.86), "litres": ("volume", 0.001), "liters": ("volume", 0.001), "litros": ("volume", 0.001),
    "gallons": ("volume", 0.003785), "millas": ("length", 1609.34), "milla": ("length", 1609.34),
    # power: a plant's output, an experiment's heating ("3.1 MW", "around 30 megawatts", "400 megavatios")
    "mw": ("power", 1e6), "megawatts": ("power", 1e6), "megawatt": ("power", 1e6), "megavatios": ("power", 1e6),
    "kw": ("power", 1e3), "kilowatts": ("power", 1e3), "kilovatios": ("power", 1e3),
    "gw": ("power", 1e9), "gigawatts": ("power", 1e9), "gigavatios": ("power", 1e9),
    # temperature, as said (a plasma's "48 million degrees", a night's "minus 4 degrees")
    "degrees": ("temperature", 1.0), "grados": ("temperature", 1.0), "kelvin": ("temperature", 1.0), "celsius": ("temperature", 1.0),
}
_NAUTICAL_MILE = 1852.0


_RAIN_WORDS = frozenset(["rain", "rains", "rainfall", "rained", "downpour", "precipitation", "lluvia", "lluvias", "llovio", "llovieron",
                         "precipitacion", "precipitaciones", "aguacero", "agua", "water"])
"""Words that make millimetres a rainfall ("400 milímetros de agua en dos horas"), not a length."""


_TEMPERATURE_WORDS = frozenset(["temperature", "temperatures", "temperatura", "temperaturas", "degrees", "grados", "frost", "helada",
                                "heladas", "freezing", "cold", "frio"])


_TWO_WORD_UNITS: dict[tuple[str, str], tuple[str, float]] = {
    **dict.fromkeys([("nautical", "miles"), ("nautical", "mile"), ("millas", "nauticas"), ("millas", "nautica"),
                     ("milla", "nauticas"), ("milla", "nautica")], ("length", _NAUTICAL_MILE)),
    **dict.fromkeys([("cubic", "metres"), ("cubic", "meters"), ("cubic", "metre"), ("cubic", "meter"), ("metros", "cubicos"),
                     ("metro", "cubico")], ("volume", 1.0)),
    **dict.fromkeys([("square", "metres"), ("square", "meters"), ("square", "metre"), ("square", "meter"), ("metros", "cuadrados"),
                     ("metro", "cuadrado"), ("sq", "m"), ("m", "2")], ("area", 1.0)),
    **dict.fromkeys([("square", "kilometres"), ("square", "kilometers"), ("square", "km"), ("kilometros", "cuadrados"),
                     ("kilometro", "cuadrado"), ("sq", "km"), ("km", "2")], ("area", 1e6)),
    **dict.fromkeys([("square", "feet"), ("square", "foot"), ("sq", "ft"), ("pies", "cuadrados")], ("area", 0.0929)),
    **dict.fromkeys([("square", "miles"), ("square", "mile"), ("millas", "cuadradas")], ("area", 2.59e6)),
}
"""Units told in two words: a boat's distance from the coast ("12 nautical miles", "12 millas náuticas":
"12 nautical" is no count of anything), a volume ("two million cubic metres", "un millón de metros
cúbicos") or an area ("some 1,200 square metres", "cerca de 500 metros cuadrados"), not a length."""


_HALF = re.compile(
    r"\b(?:(?:about|around|some|roughly|nearly|almost|within|más de|cerca de)\s+)?(?P<how>(?:a|one|half\s+a|un|medio)\s+)"
    r"(?P<unit>mile|kilometre|kilometer|metre|meter|kil[oó]metro|metro)(?P<half>\s+and\s+a\s+half|\s+y\s+medio)?\b",
    re.I,
)


_MAGNITUDE = re.compile(
    r"\b(?:magnitud(?:e)?|de\s+magnitud)\s+(?:de\s+|of\s+)?(?P<a>\d(?:[.,]\d)?)\b|\b(?P<b>\d[.,]\d)[- ](?:magnitude|grados(?:\s+(?:en\s+la\s+escala|Richter))?)\b",
    re.I,
)


_AFTERSHOCK = re.compile(r"\b(?:aftershocks?|r[eé]plicas?)\b", re.I)
"""Words before a magnitude that make it an aftershock's ("réplicas, algunas de hasta 6,1 grados")."""


def magnitudes(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """An earthquake's magnitude ("magnitude 6.1", "de magnitud 5,8", "a 6.4-magnitude quake")."""
    found: list[Mention] = []
    for m in _MAGNITUDE.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if not _free(used, start, end):
            continue
        value = (m.group("a") or m.group("b")).replace(",", ".")
        used.append((start, end))
        if _AFTERSHOCK.search(text, sentence.start, start):
            continue  # "más de 250 réplicas, algunas de hasta 6,1 grados": an aftershock's, not the quake's
        found.append(Mention("count", "measure|magnitude", "magnitude", value, value, start, end, sentence.number, True, float(value), cue=m.group()))
    return found


def measures(text: str, sentence: Sentence, language: str, used: list[Span]) -> list[Mention]:
    """Lengths, weights, speeds, areas, power and temperatures: "the 2.4-mile causeway", "some three
    kilometres long", "12 toneladas", "3.1 MW", "48 million degrees". Ages are left alone."""
    found: list[Mention] = []
    tokens = sentence.tokens
    for m in _HALF.finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if not _free(used, start, end):
            continue
        dimension, size = _MEASURE_UNITS[fold(m.group("unit"))]
        if dimension == "length":  # "un kilómetro de profundidad", "half a mile below ground" are depths
            unit_at = token_at(tokens, end - 1, len(tokens) - 1)
            dimension = _dimension(tokens, token_at(tokens, start, unit_at), unit_at)
        amount = 0.5 if m.group("how").lower().startswith(("half", "medio")) else 1.0
        if m.group("half"):
            amount += 0.5
        value = text[m.start("how") : end]
        qualifier = "about " if m.group().lower().startswith(("about", "around", "some", "roughly", "cerca")) else ""
        used.append((start, end))
        found.append(Mention("count", f"measure|{dimension}", dimension, qualifier + value, f"{amount * size:.4g}", start, end, sentence.number, False, amount * size, cue=m.group()))
    for number in find_numbers(tokens, language, text):
        unit_at = number.last + 1
        if unit_at + 1 < len(tokens) and tokens[unit_at].fold == "de" and number.value >= 1e6:
            unit_at += 1  # "dos millones de metros cúbicos"
        if unit_at >= len(tokens) or number.vague:
            continue
        unit = tokens[unit_at]
        known = _MEASURE_UNITS.get(unit.fold)
        last_unit = unit
        if unit_at + 1 < len(tokens) and (unit.fold, tokens[unit_at + 1].fold) in _TWO_WORD_UNITS \
                and (tokens[unit_at + 1].fold != "2" or tokens[unit_at + 1].start == unit.end):  # "m2", not "m 2"
            known, last_unit = _TWO_WORD_UNITS[unit.fold, tokens[unit_at + 1].fold], tokens[unit_at + 1]
        below = number.first > 0 and tokens[number.first - 1].fold in ("minus", "menos")
        if known is None and below and any(t.fold in _TEMPERATURE_WORDS for t in tokens):
            known, last_unit = ("temperature", 1.0), tokens[number.last]  # "temperatures plunged to minus 7 at night"
        elif known is None or unit.start - tokens[unit_at - 1].end > 1:
            continue
        start, end = tokens[number.first - 1 if below else number.first].start, last_unit.end
        if not _free(used, start, end):
            continue
        dimension, size = known
        per_hour = _PER_HOUR.match(text, unit.end)
        if per_hour and dimension == "length":
            # "25km/h", "40 kilómetros por hora": a speed
            dimension, size, end = "speed", size / 3600.0, per_hour.end()
        if dimension == "length" and size == 0.001:
            if not any(t.fold in _RAIN_WORDS for t in tokens):
                continue  # "una pistola de 9 mm": a calibre, no length of the story
            dimension = "rainfall"  # "más de 400 milímetros de lluvia en ocho horas"
        elif dimension == "length":
            dimension = _dimension(tokens, number.first, unit_at)
            if unit.fold == "m" and dimension == "length":
                continue  # "fell 100m", "9m deep" are told which way they run; a bare "700m from the square" may be any length
        sign = -1.0 if below and known[0] == "temperature" else 1.0
        written = text[unit.start : end] if unit.start < end else "degrees"  # "minus 7" said of a temperature
        told = number.value
        at = token_at(tokens, end, len(tokens))
        if not number.upper and _half_after(tokens, at):
            told, end = told + 0.5, tokens[at + 1].end  # "dos kilómetros y medio": the half comes after the unit
        figure = ("minus " if sign < 0 else "") + show(told, "", number.upper)
        shown = f"{number.qualifier} {figure} {written}" if number.qualifier else f"{figure} {written}"
        used.append((start, end))
        amount = sign * told * size
        compare = f"{amount:.4g}-{sign * number.upper * size:.4g}" if number.upper and sign > 0 else f"{amount:.4g}"  # a range keeps its top
        found.append(Mention("count", f"measure|{dimension}", dimension, shown, compare, start, end, sentence.number, False, amount, cue=text[start:end]))
    return found


_DIMENSIONS = {
    **dict.fromkeys(["deep", "depth", "profundidad", "profundo", "profunda", "hondo", "honda", "underground", "subterraneo",
                     "subterranea"], "depth"),
    **dict.fromkeys(["wide", "width", "across", "diameter", "ancho", "anchura", "diametro"], "width"),
    **dict.fromkeys(["high", "tall", "height", "alto", "alta", "altura", "altitude", "altitud", "fell", "plunged", "plummeted", "dropped",
                     "cayo", "cayeron", "desplomo", "descendio", "perdio", "precipito", "precipitaron", "encima"], "height"),
}
"""Words next to a length that say which way it runs: a hole 9 metres deep is no hole 15 metres wide."""


def _dimension(tokens: tuple[Token, ...], first: int, unit_at: int) -> str:
    """Which way a length runs, by the words just after its unit ("9 metres deep", "de 15 metros
    de ancho") or just before its number ("a depth of 9 metres"): depth, width, height or length."""
    after = [t.fold for t in tokens[unit_at + 1 : unit_at + 4]]
    if len(after) > 1 and after[0] in ("below", "beneath", "under", "bajo") and after[1] in ("ground", "surface", "tierra", "superficie"):
        return "depth"  # "half a mile below ground", "250 metros bajo tierra" (not "60 metres below the road")
    if (after and (after[0] in ("above", "sobre") or after[:3] in (["in", "the", "air"], ["into", "the", "air"], ["en", "el", "aire"]))) \
            or (first and tokens[first - 1].fold == "above"):
        return "height"  # "35 metros sobre el río", "9.6 km in the air", "rose above 6,000 metres" (not "the mountain above, down 500 feet")
    near = after + [t.fold for t in tokens[max(0, first - 3) : first]]
    named = {t.fold for t in tokens[max(0, first - 3) : unit_at + 4] if t.text[:1].isupper()}  # "Alta Verapaz, 205 kilómetros": a name
    return next((_DIMENSIONS[f] for f in near if f in _DIMENSIONS and f not in named), "length")


_PER_HOUR = re.compile(r"\s*(?:/\s*h\b|an\s+hour\b|per\s+hour\b|por\s+hora\b|/\s*hora\b|a\s+la\s+hora\b)", re.I)
"""After a length, what makes it a speed ("25km/h", "cien kilómetros por hora")."""


_LATER = re.compile(
    r"\b(?P<n>\d+(?:[.,]\d+)?½?|an?|one|two|three|four|five|six|ten|twelve|un[ao]?|dos|tres|cuatro|cinco|seis|diez|doce)"
    r"(?P<half>\s+and\s+a\s+half)?\s+"
    r"(?P<unit>minutes?|hours?|days?|minutos?|horas?|d[ií]as?)(?P<media>\s+y\s+media)?\s+(?:later|after(?:wards)?|despu[eé]s|m[aá]s tarde)\b",
    re.I,
)
"""A length of time after something else: "two hours later", "about 3½ hours later", "dos horas y media después"."""
_SOON = re.compile(
    r"\b(?:shortly (?:after|afterwards)|soon after(?:wards)?|moments later|minutes later|immediately after(?:wards)?|"
    r"a continuaci[oó]n|poco despu[eé]s|acto seguido|inmediatamente despu[eé]s|minutos despu[eé]s|al poco)\b",
    re.I,
)
_SMALL = {"a": 1, "an": 1, "one": 1, "un": 1, "una": 1, "uno": 1, "two": 2, "dos": 2, "three": 3, "tres": 3,
          "four": 4, "cuatro": 4, "five": 5, "cinco": 5, "six": 6, "seis": 6, "ten": 10, "diez": 10, "twelve": 12, "doce": 12}


_DELAY_WORDS = words_of(_LATER, _SOON)


def delays(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """How long after something else a happening came: "two hours later", "a continuación"."""
    if not may_match(_DELAY_WORDS, sentence):
        return []  # none of the words its pattern begins with
    found: list[Mention] = []
    for m in _LATER.finditer(text, sentence.start, sentence.end):
        if not _free(used, m.start(), m.end()):
            continue
        n = m.group("n").lower()
        half = 0.5 if (n.endswith("½") or m.group("half") or m.group("media")) else 0.0
        n = n.rstrip("½").replace(",", ".")
        number = float(n) if n.replace(".", "", 1).isdigit() else float(_SMALL.get(fold(n), 1))
        amount: float | int = number + half if number + half != int(number + half) else int(number + half)
        unit = fold(m.group("unit"))[0]
        letter = {"m": "M", "h": "H", "d": "D"}[unit]
        iso = f"PT{amount}{letter}" if letter in ("M", "H") else f"P{amount}D"
        words = {"M": "minutes", "H": "hours", "D": "days"}[letter]
        shown = f"{amount} {words[:-1] if amount == 1 else words} later"
        used.append(m.span())
        found.append(Mention("timeline", "delay", "how long after", shown, iso, m.start(), m.end(), sentence.number, False, cue=m.group()))
    for m in _SOON.finditer(text, sentence.start, sentence.end):
        if _free(used, m.start(), m.end()):
            used.append(m.span())
            found.append(Mention("timeline", "delay", "how long after", "soon after", "soon", m.start(), m.end(), sentence.number, False, cue=m.group()))
    return found


def _words_to_digits(words: str) -> str:
    """ "fifty-two" → "52", "cuarenta y ocho" → "48" ("" when the words are no one number)."""
    single = NUMBER_WORDS["en"].get(fold(words), NUMBER_WORDS["es"].get(fold(words)))
    if single is not None:
        return str(single)
    from text_to_num import text2num  # type: ignore[import-untyped]

    for language in ("en", "es"):
        try:
            return str(text2num(words.lower(), language))
        except (ValueError, KeyError, AssertionError, IndexError):
            continue
    return ""


def _amount(raw: str, scale: str | None) -> float | None:
    digits = raw.rstrip(".,")
    if not digits[:1].isdigit():
        digits = _words_to_digits(digits)
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", digits):
        digits = digits.replace(",", "")
    elif re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?", digits):
        digits = digits.replace(".", "").replace(",", ".")
    else:
        digits = digits.replace(",", ".")
    try:
        value = float(digits)
    except ValueError:
        return None
    if scale:
        value *= _MONEY_SCALES.get(re.sub(r"\s+", " ", scale.lower()), 1.0)
    return value


def money(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    found: list[Mention] = []
    for pattern in _money_in_words() if any(t.fold in _MILLIONS for t in sentence.tokens) else _MONEY:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            start, end = m.span()
            if not _free(used, start, end):
                continue
            groups = m.groupdict()
            currency = _CURRENCY_SIGNS.get((groups.get("cur") or "").lower()) or _CURRENCY_WORDS.get(fold(groups.get("word") or ""))
            digits = groups["n"]
            if groups.get("rest") and digits.isdigit():
                digits = str(int(digits) * 1000 + int(groups["rest"]))  # "2 mil 300 millones", "9 mil 500 pesos"
            amount = _amount(digits, groups.get("scale"))
            if currency is None or amount is None:
                continue
            if (groups.get("half") or groups.get("medio")) and groups.get("scale"):
                amount += _amount("0.5", groups.get("scale")) or 0.0  # "two and a half million", "dos millones y medio"
            if amount > 1e13:
                continue
            value = f"{currency} {show(amount)}"
            used.append((start, end))
            found.append(Mention("count", "money", "amount", value, value, start, end, sentence.number, False, amount, cue=m.group()))
    return found


_SUM_NOUNS = frozenset([
    "budget", "budgets", "investment", "investments", "cost", "costs", "debt", "debts", "fine", "fines", "penalty",
    "penalties", "funding", "grant", "grants", "loan", "loans", "losses", "loss", "revenue", "revenues", "profit",
    "profits", "price", "bill", "bills", "compensation", "redress", "damages", "payout", "bailout", "deficit",
    "spending", "presupuesto", "presupuestos", "inversion", "inversiones", "coste", "costes", "costo", "costos",
    "deuda", "deudas", "multa", "multas", "sancion", "sanciones", "financiacion", "financiamiento", "subvencion",
    "subvenciones", "prestamo", "prestamos", "perdidas", "perdida", "ingresos", "beneficios", "ganancias", "precio",
    "factura", "indemnizacion", "indemnizaciones", "rescate", "deficit", "gasto", "gastos", "fondos", "recaudacion",
])
"""Words of a sum: "un plan de inversiones de 42 millones", "debts of 140 million" say money in an
account that names its currency elsewhere."""


@functools.cache
def _bare_sum() -> re.Pattern[str]:
    """A sum in millions without its currency (compiled when first needed: it holds every number word)."""
    return re.compile(
        r"\b(?P<n>\d[\d,.]*|" + _WRITTEN_AMOUNT + r")\s+(?P<scale>million|billion|bn|millones|mill[oó]n|mil\s+millones)\b(?!\s+(?:de|of)\s)",
        re.I,
    )


BARE_SUM_REACH = 4
"""Most words between a sum's word and its figure ("la inversión prevista para la red, 42 millones")."""


def currency_of(text: str) -> str:
    """The currency an account gives its sums in, when it names one (the most named)."""
    named: dict[str, int] = {}
    for pattern in _MONEY:
        for m in pattern.finditer(text):
            groups = m.groupdict()
            currency = _CURRENCY_SIGNS.get((groups.get("cur") or "").lower()) or _CURRENCY_WORDS.get(fold(groups.get("word") or ""))
            if currency:
                named[currency] = named.get(currency, 0) + 1
    return max(sorted(named), key=lambda c: named[c], default="")


def bare_sums(text: str, sentence: Sentence, used: list[Span], currency: str) -> list[Mention]:
    """A sum in millions said without its currency after a word of money ("un plan de inversiones de
    42 millones", "debts of 140 million"), in the currency the account names elsewhere."""
    found: list[Mention] = []
    if not currency or not any(t.fold in _SUM_NOUNS for t in sentence.tokens):
        return found
    index = {t.start: k for k, t in enumerate(sentence.tokens)}
    for m in _bare_sum().finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        at = index.get(start)
        if at is None or not _free(used, start, end):
            continue
        if not any(t.fold in _SUM_NOUNS for t in sentence.tokens[max(0, at - BARE_SUM_REACH) : at]):
            continue
        after = next((t for t in sentence.tokens[at:] if t.start >= end), None)
        if after is not None and NOUNS.exact(after.fold):
            continue  # "140 million passengers": a count
        amount = _amount(m.group("n"), m.group("scale"))
        if amount is None or amount > 1e13:
            continue
        value = f"{currency} {show(amount)}"
        used.append((start, end))
        found.append(Mention("count", "money", "amount", value, value, start, end, sentence.number, False, amount, cue=m.group()))
    return found


_PERCENT_WORDS = (("per", "cent"), ("percent",), ("por", "ciento"), ("porciento",))


def percents(text: str, sentence: Sentence, language: str, used: list[Span]) -> list[Mention]:
    """Shares and rates: "6.5%", "seven per cent", "el 3,25 por ciento" (a pay offer, a turnout,
    a vote), compared by their figure."""
    found: list[Mention] = []
    body = text[sentence.start : sentence.end]
    if "%" not in body and "cent" not in body and "ciento" not in body:
        return found
    tokens = sentence.tokens
    for number in find_numbers(tokens, language, text):
        if number.vague:
            continue
        last = tokens[number.last]
        end = -1
        if text[last.end : last.end + 2].lstrip()[:1] == "%":
            end = text.index("%", last.end) + 1
        else:
            folds = tuple(t.fold for t in tokens[number.last + 1 : number.last + 3])
            words = next((w for w in _PERCENT_WORDS if folds[: len(w)] == w), None)
            if words is not None:
                end = tokens[number.last + len(words)].end
        if end < 0:
            continue
        start = tokens[number.first].start
        if not _free(used, start, end):
            continue
        figure = show(number.value, "", number.upper)  # "60 to 70 per cent": 60-70%
        value = f"{number.qualifier} {figure}%" if number.qualifier else f"{figure}%"
        used.append((start, end))
        found.append(Mention("count", "measure|percent", "percentage", value, figure, start, end, sentence.number, False,
                             number.value, cue=text[start:end]))
    return found


_SMALL_NUMBERS = {word: n for language in ("en", "es") for word, n in NUMBER_WORDS[language].items() if 1 <= n <= 10}
_SMALL_FIGURE = r"(?:\d{1,3}|" + "|".join(_SMALL_NUMBERS) + r")"
_IN_EVERY = re.compile(r"\b(?P<a>" + _SMALL_FIGURE + r")\s+(?:de\s+cada|out\s+of\s+every|out\s+of|in\s+every|in)\s+(?P<b>" + _SMALL_FIGURE + r")\b", re.I)
_FRACTIONS = {"la mitad": 50.0, "half": 50.0, "a third": 33.3, "one third": 33.3, "un tercio": 33.3, "two thirds": 66.7,
              "two-thirds": 66.7, "dos tercios": 66.7, "a quarter": 25.0, "one quarter": 25.0, "un cuarto": 25.0,
              "three quarters": 75.0, "three-quarters": 75.0, "tres cuartos": 75.0}
_FRACTION = re.compile(r"\b(?P<f>" + "|".join(sorted(_FRACTIONS, key=len, reverse=True)) + r")\s+(?:of|de)\b", re.I)
_SHARE_WORDS = frozenset(["cada", "every", "out", "half", "mitad", "third", "thirds", "tercio", "tercios", "quarter", "quarters", "cuarto",
                          "cuartos", "in"])


def proportions(text: str, sentence: Sentence, used: list[Span]) -> list[Mention]:
    """A share told as a proportion: "ocho de cada diez", "one in five", "la mitad de", "two-thirds
    of" — compared as the percentage it is."""
    found: list[Mention] = []
    if not any(t.fold in _SHARE_WORDS for t in sentence.tokens):
        return found
    for m in _IN_EVERY.finditer(text, sentence.start, sentence.end):
        a, b = (int(x) if x.isdigit() else _SMALL_NUMBERS.get(fold(x), 0) for x in (m.group("a"), m.group("b")))
        if not (0 < a <= b) or b > 100 or not _free(used, m.start(), m.end()):
            continue
        share = 100.0 * a / b
        used.append((m.start(), m.end()))
        found.append(Mention("count", "measure|percent", "percentage", f"{m.group()} ({show(round(share, 1))}%)", f"{share:.3g}",
                             m.start(), m.end(), sentence.number, False, share, cue=m.group()))
    for m in _FRACTION.finditer(text, sentence.start, sentence.end):
        start, end = m.start("f"), m.end("f")
        if not _free(used, start, end):
            continue
        share = _FRACTIONS[m.group("f").lower()]
        used.append((start, end))
        found.append(Mention("count", "measure|percent", "percentage", f"{m.group('f')} ({show(share)}%)", f"{share:.3g}",
                             start, end, sentence.number, False, share, cue=m.group()))
    return found



_THING_AGES = {
    **dict.fromkeys(["bridge", "footbridge", "puente", "pasarela"], "bridge"),
    **dict.fromkeys(["building", "tower", "block", "edificio", "inmueble", "torre", "estructura", "structure"], "building"),
    **dict.fromkeys(["dam", "presa", "represa", "embalse"], "dam"),
    **dict.fromkeys(["plane", "aircraft", "airliner", "jet", "avion", "aeronave", "avioneta"], "aircraft"),
    **dict.fromkeys(["ship", "boat", "ferry", "vessel", "barco", "buque", "embarcacion", "ferri", "transbordador"], "boat"),
    **dict.fromkeys(["train", "tren"], "train"),
    **dict.fromkeys(["bus", "autobus"], "bus"),
    **dict.fromkeys(["stadium", "estadio"], "stadium"),
    **dict.fromkeys(["mine", "mina"], "mine"),
    **dict.fromkeys(["market", "mercado"], "market"),
}
"""Things whose age a story tells ("the 150-year-old bridge", "el avión, con 26 años de
antigüedad"): outlets give different ones, and a reader marks it."""
THING_AGE_TITLES = {cls: f"age of the {cls}" for cls in sorted(set(_THING_AGES.values()))}


@functools.cache
def _thing_age() -> re.Pattern[str]:
    """"a nearly 100-year-old suspension bridge", "the forty-year-old building", "el puente, de 140 años de
    antigüedad", "un edificio con más de 40 años de antigüedad" (compiled when first needed)."""
    things = "|".join(any_accents(w) for w in sorted(_THING_AGES, key=len, reverse=True))
    return re.compile(
        r"\b(?P<q1>nearly\s+|almost\s+|about\s+|around\s+|some\s+|more\s+than\s+|over\s+)?(?P<n1>\d{1,3}|[a-z]+)[- ]years?[- ]old"
        r"\s+(?:[a-z]+\s+){0,2}?(?P<w1>" + things + r")\b"
        r"|\b(?P<w2>" + things + r")\b[^.;:]{0,60}?\b(?:de|con|tiene|tenía|tenia)\s+(?P<q2>unos\s+|casi\s+|más\s+de\s+|mas\s+de\s+|cerca\s+de\s+)?"
        r"(?P<n2>\d{1,3}|[a-záéíóú]+)\s+años\s+de\s+antig[uü]edad\b",
        re.I,
    )


_AGE_QUALIFIERS = {"nearly": "nearly ", "almost": "nearly ", "about": "about ", "around": "about ", "some": "about ",
                   "more than": "more than ", "over": "more than ", "unos": "about ", "casi": "nearly ", "más de": "more than ",
                   "mas de": "more than ", "cerca de": "about "}


def ages_of_things(text: str, sentence: Sentence, language: str, used: list[Span]) -> list[Mention]:
    """How old a bridge, a building, a plane or a boat of the story is said to be."""
    folded = {t.fold for t in sentence.tokens}
    if not folded & _THING_AGES.keys() or not folded & {"old", "antiguedad"}:
        return []
    found: list[Mention] = []
    for m in _thing_age().finditer(text, sentence.start, sentence.end):
        start, end = m.span()
        if not _free(used, start, end):
            continue
        said = m.group("n1") or m.group("n2")
        if said.isdigit():
            age = int(said)
        else:
            group = "n1" if m.group("n1") else "n2"
            numbers = find_numbers(tuple(t for t in sentence.tokens if t.start >= m.start(group) and t.end <= m.end(group)), language, text)
            if not numbers:
                continue
            age = int(numbers[0].value)
        if not 0 < age < 1000:
            continue
        cls = _THING_AGES[fold(m.group("w1") or m.group("w2")).lower()]
        qualifier = _AGE_QUALIFIERS.get(" ".join((m.group("q1") or m.group("q2") or "").lower().split()), "")
        used.append((start, end))
        found.append(Mention("other", f"age|{cls}", THING_AGE_TITLES[cls], f"{qualifier}{age}", str(age), start, end,
                             sentence.number, True, float(age), cue=m.group()))
    return found
