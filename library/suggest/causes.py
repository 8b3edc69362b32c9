"""What caused it, as each article tells: a deliberate act, a fault, the weather, works, or
not known yet — and whether the article says it, supposes it or rules it out.

Causes are classes of words (English and Spanish), so "the hallmarks of a deliberate fire" and
"arson" are one claim and "the wiring had been playing up" another. A cause that the sentence
rules out ("the hypothesis of a gas leak was ruled out", "descartan una explosión de gas") is a
claim too, the opposite one: "gas (ruled out)". A sentence that names no cause is no claim.
"""

from __future__ import annotations

import re

from .counts import of_the_past
from .mentions import Mention
from .text import Sentence
from .triggers import WordStarts, cut, held, leading_words

_CAUSES: tuple[tuple[str, str], ...] = (
    ("deliberate", r"arson\w*|firebugs?|pir[oó]man[oa]s?|incendiari[oa]s?|deliberate\w*|set on purpose|intentional\w*|started on purpose|intencionad\w+|(?<!\bha )(?<!\bhan )(?<!\bhabr[ií]a )(?<!\bhab[ií]a )(?<!\bhabr[ií]an )(?<!\bhab[ií]an )(?<!\bhaya )(?<!\bhayan )provocad\w+(?!\s+(?:por|tras|a\s+causa))|sabotaj\w+|sabotage\w*"
                   r"|set fire to|set alight|torched|(?<!\bse )(?:le )?(?:meti[oó]|prendi[oó]|prendieron|metieron) fuego|prendi[oó] un colch[oó]n|prendido un colch[oó]n"),
    ("electrical fault", r"electrical (?:fault|failure|problem)s?|faulty wiring|wiring|short[- ]circuit|cortocircuito|(?:fallo|falla|fallas|desperfecto|problemas?|averia) (?:el[eé]ctric[oa]s?|electr[oó]nic[oa]s?)|instalaci[oó]n el[eé]ctrica|electronic (?:fault|failure|problem)s?"
                         r"|(?:fallos?|fallas?|aver[ií]as?|riesgos?|problemas?) (?:en|de) (?:el |la |su |sus |las |los )?(?:suministro|red|sistema|conexiones|instalaciones) el[eé]ctric[oa]s?|transformers?|transformador(?:es)?"),
    ("boiler", r"boilers?|calderas?"),
    ("oxygen tank", r"oxygen (?:tanks?|cylinders?|canisters?|bottles?)|(?:tanques?|cilindros?|bombonas?|balones?|tubos?) de ox[ií]geno"),
    ("coal dust", r"coal dust|polvo de carb[oó]n|dust explosion|explosi[oó]n de polvo"),
    ("bird strike", r"bird ?strikes?|(?:struck|hit) by (?:a )?(?:birds?|flock)|(?:choque|impacto|colisi[oó]n) con (?:un |una |unas |unos )?(?:p[aá]jaros?|aves?|bandada)|collision with (?:a )?(?:flock of )?birds?|hit a flock of birds"),
    ("gas", r"gas leak|gas explosion|explosion of gas|fuga de gas|escape de gas|explosi[oó]n de (?:gas|combustible)|gas|firedamp|methane|metano|gris[uú]"),
    ("lack of fuel", r"(?:ran|running) out of fuel|lack of fuel|no fuel|fuel exhaustion|(?:falta|sin|escasez) de combustible|no ten[ií]a combustible|sin combustible|agot\w+ (?:el )?combustible"),
    ("structural failure", r"rigging failure|(?:bolted )?joints? (?:on the \w+ )?sheared|truss failure|structural (?:failure|fault|problem|defect)s?|fall[oa]s? estructural\w*|problemas? estructural\w*|defectos? estructural\w*|deficiencias? estructural\w*|structural deficienc\w+|structural"),
    ("mechanical failure", r"mechanical (?:failure|fault|problem)s?|technical (?:glitch|fault|failure|problem|snag)e?s?|fall[oa]s? t[eé]cnic[oa]s?|problemas? t[eé]cnicos?|desperfectos? t[eé]cnicos?|engine (?:failure|fault|trouble)|fall[oa]s? mec[aá]nic[oa]s?|fallo del motor|falla del motor|brake failure|fallo de frenos"
                           r"|wheel bearings?|bearing (?:failure|fault)|overheat\w* (?:wheel|bearing|axle)s?|hot ?box|rodamientos?|ejes? recalentad\w+|(?:sobre)?recalentamiento|overheating"
                           r"|(?:explosi[oó]n|incendio|fuego|fallo|falla) (?:en|de|del) (?:un |el |uno de los )?motor(?:es)?|engine (?:explosion|fire|blew)|aver[ií]as?(?! el[eé]ctric)"
                           r"|engines? (?:had |has |have )?(?:failed|cut out|stalled|shut down)|(?:lost|losing|loss of) (?:an |one |both |all |its |their |the )?(?:engines?|engine power|propulsion)"
                           r"|perdi(?:[oó]|eron|endo) (?:un |el |los |ambos |sus )?motor(?:es)?|p[eé]rdida de (?:un |los )?motor(?:es)?"
                           r"|(?:desperfectos?|problemas?|defectos?) (?:con|en|de) (?:los |sus )?frenos|brake (?:problems?|faults?|defects?|malfunction)"
                           r"|fall[oa]s? (?:en )?(?:el |su )?(?:sistema de )?(?:los )?frenos|frenos en mal estado|(?:se qued[oó] )?sin frenos|(?:its |the )?brakes (?:failed|gave way)|(?:failed|corroded) (?:valve|brakes|pipe|seal)s?|corrod\w+|corrosi[oó]n|v[aá]lvulas? (?:defectuos|corro[ií]d)\w*"),
    ("human error", r"human error|pilot error|driver error|error humano|error del piloto|negligence|negligencia|speeding|exceso de velocidad"
                    r"|(?:going|driving|travelling|traveling) too fast|(?:ven[ií]a|iba|conduc[ií]a) (?:demasiado|muy) r[aá]pido|a (?:exceso de|excesiva|gran|alta) velocidad"
                    r"|drunk|drink-driving|under the influence|borracho|ebrio|en estado de ebriedad|(?:dio|result[oó]) positivo en (?:la )?(?:alcoholemia|prueba de alcohol\w*|alcotest)"
                    r"|(?:fell|was|had fallen) asleep|asleep at the wheel|(?:iba|estaba) dormido|se durmi[oó]|cabezadas?|mal (?:calculad|planificad|ejecutad)\w+|badly (?:set|planned|calculated)"),
    ("signal fault", r"signal(?:ling)? (?:failure|fault|error)|fallo de se[nñ]al\w*|interlocking"),
    ("cargo shift", r"cargo(?:\s+[\w-]+){0,4}\s+(?:shifted|shifting|broke loose|breaking loose|came loose|moved|moving)|load (?:shifted|came loose)|(?:la )?carga se (?:solt[oó]|desplaz[oó]|movi[oó])"),
    ("mining", r"cantera\w*|quarr(?:y|ies|ying)|illegal mining|miner[ií]a ilegal|mina ilegal"),
    ("natural causes", r"fen[oó]meno natural|natural phenomenon|causas naturales|natural causes|act of god"),
    ("landslide", r"landslide|mudslide|landslip|desprendimiento|deslizamiento|corrimiento de tierras?|se desprendi(?:[oó]|era|ieron|eran)"),
    ("river overflow", r"desbordamiento|se desbord[oó]|burst (?:its|their) banks|overflowed|crecida del r[ií]o"),
    ("eviction", r"desahucio|eviction|evicted|foreclos\w+|embargo de su vivienda"),
    ("debts", r"deudas?|debts?|gambling|juego"),
    ("revenge", r"revenge|venganza|vengarse"),
    ("a freak wave", r"(?:freak|rogue|huge|monster|giant|massive) waves?|wall of water|ola gigante|ola enorme|una gran ola"),
    ("track failure", r"faults? in (?:the )?tracks?|track faults?|fallas? en (?:las )?v[ií]as|broken rails?|rail (?:break|fracture|failure)s?|track (?:defect|failure|fault)s?|carril(?:es)? rotos?|ra[ií]l(?:es)? rotos?|rotura (?:de|del) (?:carril|ra[ií]l)|v[ií]a rota|fallo de (?:la )?v[ií]a"),
    ("contamination", r"salmonel\w*|norovirus|e\.? coli|listeria|food poisoning|intoxicaci[oó]n alimentaria|contaminated (?:food|water|drinking[- ]water)|(?:comida|agua) contaminada|exceso de cloro|too much chlorine|chlorine in the (?:water|tank)|cloro en el (?:agua|tanque)|tainted"),
    ("lightning", r"lightning(?: strike)?|(?:un |el |los )rayos?|rel[aá]mpagos?"),
    ("power line", r"power ?lines?|utility lines?|(?:downed|sagging|fallen) (?:power )?lines?|tendido el[eé]ctrico|l[ií]neas? el[eé]ctricas?|cables? (?:de alta tensi[oó]n|el[eé]ctric\w+)"),
    ("handling accident", r"cranes?|gr[uú]as?|forklifts?|carretillas? elevadoras?"),
    ("road condition", r"potholes?|baches?|firme (?:est[aá] |estaba )?hundido|(?:road|carretera) (?:surface|en mal estado)|mal estado de la (?:carretera|v[ií]a)"
                       r"|socav[oó]n(?=[^.]{0,40}\b(?:carretera|calle|v[ií]a|avenida|autopista|calzada|asfalto|pavimento)\b)"),
    ("blasting", r"voladuras?|blasting|explosive charges?"),
    ("burst main", r"burst (?:water )?mains?|water main (?:burst|break)|tuber[ií]as? rotas?|rotura de (?:una |la )?tuber[ií]a|fuga de agua"),
    ("weather", r"(?:bad|poor|adverse|inclement|severe|foul|rough) weather|weather conditions|mal tiempo|(?:(?:malas|adversas|p[eé]simas)\s+)?condiciones[\"»”’']?\s+(?:meteorol[oó]gicas|clim[aá]ticas)(?:\s+adversas)?|(?:wind )?gusts?|r[aá]fagas? de viento|heavy rain\w*|torrential rain\w*|the rains?|lluvias?|temporal|storms?|stormy|tormenta\w*|fog|niebla|strong winds?|fuertes vientos|hurac[aá]n|hurricane"),
    ("construction works", r"excavadoras?|diggers?|excavators?|construction works?|roadworks?|building works?|obras? de (?:reforma|remodelaci[oó]n|construcci[oó]n)|reformas?|excavaci\w+|unauthori[sz]ed (?:works?|renovations?)|renovations?"),
    ("not known", r"unexplained|too early to (?:say|determine|know)|cause (?:of (?:the )?[\w-]+ )?(?:is|was|remains|remained) (?:still )?(?:unknown|unclear|unidentified|undetermined|not (?:yet )?known)"
                  r"|(?:not|yet to) (?:yet )?(?:confirmed|determined|established|specified|identified|confirm|determine|establish|identify) (?:the|its) cause"
                  r"|(?:had |has |have )?no idea (?:what|why) (?:caused|happened)|causas? (?:del? (?:la |los |las )?[\w-]+ )?(?:a[uú]n |todav[ií]a )?se desconocen?"
                  r"|under investigation|(?:is|are|was|were) being investigated|causas? (?:se )?desconoc\w+|se investiga\w*|a[uú]n no se sabe|se desconocen? las causas"
                  r"|causas? (?:\w+ ){0,3}?(?:se )?(?:est[aá]n?|siguen|sigue) investigando|investigan las causas|investigating (?:the|what) cause"
                  r"|causas? (?:\w+ ){0,5}?(?:eran|son|siguen|sigue|permanecen|permanece|resultan) (?:siendo )?(?:a[uú]n |todav[ií]a )?desconocid\w+"
                  r"|causas? que (?:a[uú]n |todav[ií]a )?(?:se desconocen|no se conocen|no se han (?:determinado|esclarecido|aclarado))|causas? (?:del? (?:la |los |las )?[\w-]+ )?(?:es|son) materia de investigaci[oó]n"
                  r"|(?:reasons?|causes?) (?:behind|of|for) (?:the )?(?:[\w-]+ ){1,3}?(?:is|are|was|were|remains?|remained) (?:still )?(?:unknown|unclear|not (?:yet )?(?:known|clear))"
                  r"|no (?:official )?cause (?:of (?:the )?(?:[\w-]+ ){1,4}?)?(?:has|had) (?:yet )?been (?:given|determined|established|announced|released)"
                  r"|no (?:official )?(?:statements?|word|explanation|information) (?:regarding|on|about|as to) (?:the )?(?:cause|what caused)"
                  r"|cause of the [\w-]+(?: [\w-]+)? (?:is|was) (?:still )?not (?:yet )?clear|(?:did not|didn't|do not|don't|does not|doesn't) (?:yet )?know (?:the|what) cause"
                  r"|causas? (?:a[uú]n |todav[ií]a )(?:desconocid|no (?:aclarad|determinad|esclarecid))\w+"
                  r"|por (?:una |alguna )?(?:raz[oó]n|causa|motivo)(?:es)? (?:a[uú]n |todav[ií]a )?(?:desconocid\w+|no (?:aclarad|determinad|esclarecid)\w+)"
                  r"|for (?:a |some )?(?:reasons?|causes?) (?:still |yet |as yet )?(?:unknown|unclear|not yet known)"
                  r"|(?:tratan|intentan|trataban|intentaban|buscan|buscaban) (?:de )?(?:averiguar|determinar|establecer|esclarecer) (?:por qu[eé]|qu[eé] (?:caus|provoc|origin)\w+|las? causas?)"
                  r"|(?:trying|working|seeking|tried) to (?:determine|establish|find out|understand|work out) (?:why|what caused|the cause)"),
    ("riot", r"riots?|rioting|mutiny|mot[ií]n|amotinamiento|amotinad\w+"),
)
_GENERAL = frozenset(["often", "frequently", "usually", "typically", "generally", "commonly", "suelen", "suele",
                      "frecuentemente", "habitualmente", "generalmente", "comunmente"])
"""Words of a sentence about such events in general, not about this one (and "most" before a
plural: "most train accidents in India")."""
_PATTERNS = tuple((cause, re.compile(r"\b(?:" + words + r")\b", re.I)) for cause, words in _CAUSES)
_TRIGGERS = tuple(cut(leading_words(words)) for _cause, words in _CAUSES)
"""The word beginnings a sentence must hold for each cause's pattern to be tried."""
_CAUSE_STARTS = (
    "cargo", "load", "carga", "freak", "rogue", "huge", "monster", "giant", "massive", "ola", "cantera", "quarr",
    "illegal", "miner", "mina", "fen", "natural", "causa", "god", "landsl", "mudsl", "desprend", "desliz", "corrim",
    "desbord", "burst", "overflow", "crecida", "desahu", "evict", "foreclos", "embargo", "deuda", "debt", "gambl",
    "juego", "reveng", "vengan", "vengar", "arson", "deliberat", "purpose", "intencion", "provocad", "sabota",
    "electric", "electron", "wiring", "short", "cortocirc", "fallo", "falla", "desperf", "problema", "averia",
    "instalac", "gas", "fuga", "escape", "explosi", "lack", "fuel", "exhaust", "escasez", "combust",
    "tenia", "agot", "structur", "estructur", "defect", "mechanic", "engine", "mecanic", "motor", "brake", "frenos",
    "human", "pilot", "driver", "error", "negligen", "speed", "exceso", "signal", "senal", "interlock", "heavy",
    "torrent", "rain", "lluvia", "temporal", "storm", "torment", "fog", "niebla", "strong", "fuertes",
    "huracan", "hurrican", "construct", "roadwork", "build", "obra", "reforma", "excavac", "unauthor", "renovat",
    "unexplained", "early", "desconoc", "investig", "sabe", "averigu", "determin", "establec", "esclarec", "reason", "razon",
    "motivo", "trying", "working", "seeking", "tried", "firebug", "piroman", "incendiar", "corrod", "corrosi",
    "valve", "valvul", "brakes", "pipe", "seal", "asleep", "dormid", "durmi", "cabezad", "calculad", "planificad",
    "ejecutad", "badly", "lightning", "rayo", "relamp", "power", "utility", "lines", "tendido", "linea", "cable",
    "crane", "grua", "forklift", "carretilla", "pothole", "bache", "hundid", "surface", "estado", "socavon", "voladur",
    "blasting", "explosive", "excavador", "digger", "excavator", "broken", "rail", "track", "carril", "rotura", "via",
    "wheel", "bearing", "overheat", "hot", "rodamiento", "eje", "salmonel", "norovirus", "coli", "listeria", "food",
    "intoxicac", "contamin", "comida", "agua", "cloro", "chlorine", "taint", "wall", "rigging", "joint", "truss", "burst",
    "water", "tuberia", "fuga", "gust", "rafaga", "wind", "rapido", "velocidad", "fast", "drunk", "drink", "influence", "borracho",
    "ebrio", "ebriedad", "positivo", "alcohol", "gave", "failed", "fault", "faults", "falla", "fallas", "set", "torched", "meti", "prendi",
    "prendieron", "metieron", "being", "riot", "rioting", "mutiny", "motin", "amotin", "boiler", "caldera", "recalent",
    "sobrecalent", "cause", "idea", "incendio", "fuego", "defecto", "firedamp", "methane", "metano", "grisu", "transform",
    "bad", "poor", "adverse", "inclement", "severe", "foul", "rough", "weather", "mal", "malas", "condicion", "deficien",
    "riesgo", "know", "materia", "conexion", "adversa", "pesima",
    "lost", "losing", "loss", "perdio", "perdieron", "perdiendo", "perdida", "engines", "stalled",
    "technical", "tecnic", "oxygen", "tanque", "cilindro", "bombona", "balon", "tubo", "confirm", "determin", "specif",
    "identif", "establish", "coal", "dust", "polvo", "bird", "struck", "hit", "choque", "impacto", "colision",
)
"""Word starts without which a sentence names no cause: a cheap first look, word by word."""
_CAUSE_WORDS = WordStarts(_CAUSE_STARTS)
_HOW = frozenset(["landslide", "river overflow", "a freak wave", "cargo shift"])
"""Causes that say what physically happened rather than who or what is to blame: a landslide and
a river that burst its banks are two accounts of the event; mining and the rain are two of the
blame. Each is its own card."""
_RISK = re.compile(r"\b(?:riesgo|risk|peligro|danger|temor|fear\w*|posibles?|possible|nuevos?|nuevas?|another|further|otro|otra|evitar|prevent\w*|avoid)\b", re.I)
_HAMPERED = re.compile(r"\b(?:deten\w*|suspend\w*|interrump\w*|dificult\w*|imped\w*|hamper\w*|halt\w*|delay\w*|retras\w*|"
                       r"obstaculiz\w*|complic\w*|hinder\w*|slow\w*|ralentiz\w*|paraliz\w*|stopp\w*|paus\w*)\b", re.I)
"""Words before the weather that make it what held up the rescue, not what caused the event."""
_SPREAD = re.compile(r"(?:\b|\s+)(?:spread\w*|propag\w+|extendi\w+|expand\w+|fann\w+|avivad\w+|aviv[oó]\w*)\b", re.I)
"""Words of a fire or flood spreading: the weather near them made it worse, it did not cause it."""
_BECAUSE = re.compile(
    r"\b(?:caus\w+|provoc\w+|due to|debido a|atribu\w+|because|porque|result of|resultado de|triggered|desencaden\w+|"
    r"apunta\w*|points? to|blame\w*|culpa\w*|tras|after|deb(?:i[oó]|erse|e|en|[ií]a|ido) al?|debilit\w+|weaken\w+|sparked|ignited|led to|brought down|swollen|crecido|desbord\w+|convirtieron|flooded|inund\w+)\b",
    re.I,
)
"""Words that make the rain a cause: "the rain caused", "tras dos días de lluvias"; "rescue work
hampered by the rain" names no cause."""
_WHAT_MAY_COME = re.compile(
    r"[^.;:]{0,30}?\b(?:could|might|may|would|can|podr[ií]a\w*|puede\w*)\s+(?:\w+\s+)?(?:trigger|cause|spark|set off|lead to|provocar|causar|desencadenar|generar)"
    r"\s+(?:another|a\s+new|a\s+second|further|more|otra|otro|nuev[oa]s?|m[aá]s)\b",
    re.I,
)
"""What follows a cause when it is a danger ahead: "could set off another blast", "podría
provocar nuevas explosiones"."""
_STRONG = frozenset(["bird strike", "contamination", "burst main", "track failure", "lightning", "power line", "road condition", "a freak wave", "cargo shift", "deliberate", "electrical fault", "lack of fuel", "structural failure", "mechanical failure", "human error", "not known"])
_TOPIC = re.compile(
    r"\b(?:cause\w*|blame\w*|caus\w+|culpa\w*|atribu\w+|origen|hallmarks?|started|began|provoc\w+|due to|debido a|"
    r"because|porque|por|result of|resultado de|apunta\w*|points? to|hip[oó]tesis|origin\w*|hypothes\w+|suspected|sospech\w+|"
    r"investigat\w+|investiga\w+|triggered|desencaden\w+|led to|ruled out|descart\w+|explosi\w+|blasts?|motiv\w+|"
    r"reason|raz[oó]n|debilit\w+|weaken\w+|sparked|ignited|cort[oó]|severed|dropped|hunting|fall[oó]|failed|"
    r"caught (?:fire|alight)|se (?:incendi|inflam)\w+)\b",
    re.I,
)
_BARE_WORD_NEEDS_TOPIC = frozenset(["structural failure", "not known"])
"""Causes whose one-word form ("structural", "unexplained") names a cause only in a sentence about one."""
_RULED_OUT = re.compile(r"\b(?:ruled? out|ruling out|dismiss\w*|rejected|discard\w*|descart\w+|no fue|was not|wasn't|did not|didn't|no se debi[oó]|niega\w*|neg[oó]|denied)\b", re.I)
_NOT_RULED_OUT = re.compile(r"\b(?:refus\w+ to rule out|(?:would|could|did|does|do) not rule out|(?:won't|can't|didn't) rule out|no (?:se )?descart\w+|sin descartar)\b", re.I)
_SUPPOSED = re.compile(r"\b(?:apunta\w*|points? to|suggests?|likely|probabl\w+|posibl\w+|posibilidad\w*|baraj\w+|possibl\w+|may|might|could|podr[ií]a\w*|hip[oó]tesis|hypothes\w+|suspect\w*|sospech\w+|se cree|believed|specul\w+|especul\w+"
                       r"|appear\w*\s+to|seem\w*\s+to|said\s+to|reportedly|al\s+parecer|aparente\w*|supuest\w+|presunt\w+|pud(?:o|ieron|iera|ieran))\b", re.I)
_SUPPOSED_AFTER = re.compile(r"(?:\s+[\w-]+){0,3}?\s+(?:podr[ií]an?|pudo|pudieron|could|may|might)\s+(?:haber|have)\b", re.I)
"""A supposing verb right after the cause: "las lluvias podrían haber debilitado la estructura"."""


def causes(text: str, sentence: Sentence) -> list[Mention]:
    """Cause claims in a sentence that speaks of a cause (or names a strong cause outright)."""
    body = text[sentence.start : sentence.end]
    found: list[Mention] = []
    if not _CAUSE_WORDS.any_in(sentence):
        return found
    if of_the_past([t.fold for t in sentence.tokens]):
        return found  # "fined in 2019 after a chlorine leak": another event's cause
    folds = [t.fold for t in sentence.tokens]
    if any(f in _GENERAL or (f == "most" and (k == 0 or folds[k - 1] != "the") and any(g.endswith("s") for g in folds[k + 1 : k + 4]))
           for k, f in enumerate(folds)):
        return found  # "most train accidents in India are blamed on human error": what causes such events, not this one
    words = held(sentence)  # may_match, with the sentence's beginnings looked up once
    for (cause, pattern), trigger in zip(_PATTERNS, _TRIGGERS, strict=True):
        if trigger is not None and words.isdisjoint(trigger):
            continue
        for m in pattern.finditer(body):
            if cause == "lightning" and m.start() > 0 and m.group()[:1].isupper():
                continue  # "Apple's Lightning connector", "the Tampa Bay Lightning": a name
            if cause in _BARE_WORD_NEEDS_TOPIC and " " not in m.group() and not _TOPIC.search(body):
                continue  # "several structural issues in the economy", "unexplained fatigue": said of no cause
            if _WHAT_MAY_COME.match(body, m.end()):
                continue  # "coal dust could set off another blast": a danger ahead, not what caused this one
            if cause in _HOW:
                if _RISK.search(body[max(0, m.start() - 30) : m.start()]):
                    continue  # "el riesgo de un nuevo deslizamiento": a danger, not what happened
            elif cause == "weather":
                if not _BECAUSE.search(body) or _HAMPERED.search(body[max(0, m.start() - 40) : m.start()]):
                    continue  # "tuvo que detenerse por el mal tiempo": the weather stopped the search, it caused nothing
                if _SPREAD.search(body[max(0, m.start() - 60) : m.start()]) or _SPREAD.match(body, m.end()):
                    continue  # "spreading to nearby buildings as a result of strong winds": what spread it, not what started it
            elif cause not in _STRONG and not _TOPIC.search(body):
                continue
            if cause == "gas" and m.group().lower() == "gas" and not re.search(r"explosi|leak|fuga|escape", body, re.I):
                continue
            clause_start = max([0, *(i + 1 for i in range(0, m.start()) if body[i] in ",;:—–")])
            lead = body[clause_start : m.start()]
            preceding = body[max(0, m.start() - 80) : m.start()]
            ruled_out = (bool(_RULED_OUT.search(lead)) or bool(_RULED_OUT.search(preceding))) and not _NOT_RULED_OUT.search(preceding)
            supposed = bool(_SUPPOSED.search(body[max(0, m.start() - 60) : m.start()])) or bool(_SUPPOSED_AFTER.match(body, m.end()))
            start = sentence.start + m.start()
            end = sentence.start + m.end()
            before = [t for t in sentence.tokens if t.end <= start][-4:]
            if before:
                start = before[0].start
            value = f"{cause} (ruled out)" if ruled_out else (f"{cause} (possibly)" if supposed and cause != "not known" else cause)
            compare = f"not {cause}" if ruled_out else cause
            key, title = ("cause|how", "what happened") if cause in _HOW else ("cause", "cause")
            found.append(Mention("attribution", key, title, value, compare, start, end, sentence.number, True, cue=m.group()))
            break
    return found
