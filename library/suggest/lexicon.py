"""The engine's word lists, English and Spanish, folded (lower case, no accents).

They are small on purpose: each list names a class the engine compares (an outcome, a kind of
person counted, a unit of time), and a word missing from a list only costs a suggestion, while a
wrong word makes a false one. Words are matched on the folded word or on its folded lemma.
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOPWORDS = _words(
    """a an the and or but if of to in on at by for with from as into onto about over after before
    than then that this these those there their they them he she it its his her him we us our you
    your i me my is are was were be been being am has have had do does did not no nor so such
    which who whom whose what when where while how why all any both each few more most other some
    also only own same too very can will just should would could may might must shall up down out
    off again further once here said says say told tell according one
    el la los las lo un una unos unas y o u pero si de del a al en por para con sin sobre tras
    entre que quien quienes cual cuales cuyo este esta estos estas ese esa esos esas aquel su sus
    se le les me te nos os mi tu es son era eran fue fueron ser sido estar esta estan estaba han
    ha habia hay no ni mas muy ya tambien como cuando donde segun dijo dice afirmo
    resultar quedar haber tener hacer poder deber have make take get go come become remain"""
)

ABBREVIATIONS = frozenset(
    ["Mr", "Mrs", "Ms", "Dr", "St", "Sr", "Sra", "Jr", "Gen", "Gov", "Sen", "Rep", "Lt", "Col", "Sgt", "Capt", "Cmdr", "Prof", "No", "vs", "etc", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec", "Ave", "Av", "Dept", "Inc", "Corp", "Co", "Ltd", "U", "S", "a", "m", "p"]
)

# -- numbers ----------------------------------------------------------------------------------

NUMBER_WORDS = {
    "en": {
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
        "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
        "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000,
        "million": 1_000_000, "billion": 1_000_000_000,
    },
    "es": {
        "cero": 0, "uno": 1, "una": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
        "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
        "trece": 13, "catorce": 14, "quince": 15, "dieciseis": 16, "diecisiete": 17,
        "dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21, "veintidos": 22,
        "veintitres": 23, "veinticuatro": 24, "veinticinco": 25, "treinta": 30, "cuarenta": 40,
        "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90,
        "cien": 100, "ciento": 100, "doscientos": 200, "trescientos": 300, "quinientos": 500,
        "mil": 1000, "millon": 1_000_000, "millones": 1_000_000,
    },
}
NUMBER_JOINERS = {"en": _words("and"), "es": _words("y")}
DOZEN = {"dozen": 12, "docena": 12}
SCALES = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000,
          "mil": 1000, "millon": 1_000_000, "millones": 1_000_000, "m": 1_000_000, "bn": 1_000_000_000}

# Words before a number that qualify it, longest first: (words, normalised qualifier).
QUALIFIERS: tuple[tuple[tuple[str, ...], str], ...] = tuple(
    (tuple(words.split()), q)
    for words, q in (
        ("at least", "at least"), ("as many as", "up to"), ("up to", "up to"), ("more than", "more than"),
        ("over", "more than"), ("nearly", "nearly"), ("almost", "nearly"), ("about", "about"),
        ("around", "about"), ("some", "about"), ("approximately", "about"), ("roughly", "about"),
        ("fewer than", "fewer than"), ("less than", "fewer than"), ("at most", "up to"),
        ("al menos", "at least"), ("por lo menos", "at least"), ("mas de", "more than"),
        ("hasta", "up to"), ("casi", "nearly"), ("cerca de", "about"), ("alrededor de", "about"),
        ("unos", "about"), ("unas", "about"), ("aproximadamente", "about"), ("menos de", "fewer than"),
    )
)

# -- what is counted --------------------------------------------------------------------------

NOUN_CLASSES: dict[str, str] = {}
for _cls, _words_of in {
    "officers": """officer police policeman policemen cop agent guard guardsman guardsmen trooper
        gendarme policia agente oficial uniformado guardia funcionario efectivo""",
    "soldiers": "soldier troop serviceman servicemen soldado militar",
    "firefighters": "firefighter fireman firemen bombero",
    "group members": """member follower militant rebel insurgent terrorist gunman gunmen assailant
        attacker accomplice fighter miembro integrante seguidor terrorista rebelde insurgente
        militante pistolero atacante complice guerrillero""",
    "people": "people person civilian resident victim persona civil victima vecino residente habitante",
    "children": "child children kid nino menor",
    "workers": "worker employee staff trabajador empleado obrero",
    "protesters": "protester protestor demonstrator manifestante",
    "students": "student estudiante alumno",
    "patients": "patient paciente",
    "passengers": "passenger pasajero",
    "migrants": "migrant refugee migrante refugiado",
    "journalists": "journalist reporter periodista reportero",
    "suspects": "suspect sospechoso",
    "hostages": "hostage rehen",
}.items():
    for _w in _words_of.split():
        NOUN_CLASSES[_w] = _cls

INHERIT_NOUNS = _words("others other more otros otras mas")

# -- what happened to them (counts and fates) ---------------------------------------------------

PREDICATES: dict[str, str] = {}
for _cls, _words_of in {
    "killed": """kill killed dead die died death fatal fatality fatalities slay slain murder
        murdered execute executed perish perished neutralise neutralize lifeless body bodies
        matar mato muerto muerta muertos muertas morir murio murieron fallecer fallecido
        fallecidos fallecieron asesinar asesinado asesinados abatir abatido abatidos muerte
        muertes mortal mortales cadaver cadaveres""",
    "wounded": """wound wounded injure injured injury injuries hurt hospital hospitalise
        hospitalize hospitalised hospitalized herir herido heridos herida heridas lesionado
        lesionados lesion lesiones hospitalizado hospitalizados""",
    "captured": """capture captured arrest arrested detain detained apprehend apprehended custody
        capturar capturado capturados capturo arrestar arrestado arrestados detener detenido
        detenidos detuvo aprehender aprehendido aprehendidos""",
    "rescued": "rescue rescued safety rescatar rescatado rescatados salvo",
    # Evacuated is not rescued: "350 evacuated" and "350 rescued" are different claims.
    "evacuated": """evacuate evacuated evacuation evacuee evacuees evacuar evacuado evacuados evacuada
        evacuadas evacuacion desalojar desalojado desalojados desalojada desalojadas desalojo""",
    "missing": "missing unaccounted desaparecido desaparecidos desaparecer paradero",
    "released": "release released free freed question questioned interrogate liberar liberado liberados interrogar interrogado",
    "survived": "survive survived survivor alive sobrevivir sobrevivio sobreviviente vivo viva vida",
    "surrendered": "surrender surrendered rendir rindio entregar entrego",
}.items():
    for _w in _words_of.split():
        PREDICATES[_w] = _cls

FATE_UNKNOWN = _words("unknown unclear uncertain whereabouts desconocido incierto paradero")

# Verbs whose subject is the one who acts: "Pérez killed two officers" says nothing of his fate,
# "Pérez was killed" and "killed Pérez" do.
TRANSITIVE = _words(
    """kill killed capture captured arrest arrested detain detained apprehend apprehended release
    released free freed question questioned interrogate interrogated murder murdered execute
    executed neutralise neutralize neutralised neutralized slay matar mato capturar capturo
    arrestar detener detuvo aprehender liberar libero interrogar asesinar asesino abatir abatio
    ejecutar ejecuto"""
)
PASSIVE_MARKERS = _words("was were been be being is are got gets fue fueron sido ser es son resulto resultaron quedo quedaron")

# -- units of time ------------------------------------------------------------------------------

DURATION_UNITS = {
    "year": "Y", "years": "Y", "month": "M", "months": "M", "week": "W", "weeks": "W", "day": "D",
    "days": "D", "hour": "H", "hours": "H", "minute": "MIN", "minutes": "MIN",
    "ano": "Y", "anos": "Y", "mes": "M", "meses": "M", "semana": "W", "semanas": "W", "dia": "D",
    "dias": "D", "hora": "H", "horas": "H", "minuto": "MIN", "minutos": "MIN",
}

MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
    "oct": 10, "nov": 11, "dec": 12,
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7,
    "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
}

WEEKDAYS = _words(
    "monday tuesday wednesday thursday friday saturday sunday lunes martes miercoles jueves viernes sabado domingo"
)

# -- negation, quotes, attribution ------------------------------------------------------------

NEGATIONS = _words("not no never nobody none nothing neither n't nadie nunca ninguno ninguna nada jamas tampoco")

SPEECH_VERBS = _words(
    """say said says tell told state stated add added claim claimed insist insisted explain
    explained announce announced confirm confirmed deny denied warn warned affirm affirmed
    decir dijo dice declarar declaro afirmar afirmo asegurar aseguro anunciar anuncio confirmar
    confirmo negar nego explicar explico senalar senalo indicar indico"""
)

FIRE_OPENERS = ("opened fire", "open fire", "opening fire", "opens fire", "began firing", "started firing",
                "fired first", "started shooting", "began shooting", "abrieron fuego", "abrio fuego",
                "abrir fuego", "empezaron a disparar", "comenzaron a disparar", "dispararon primero")
FIRE_RETURNERS = ("returned fire", "return fire", "returning fire", "responded with fire", "fired back",
                  "repelieron", "repelio", "respondieron al fuego", "respondio al fuego", "repeler")

SIDE_SECURITY = _words(
    """police officer officers policeman policemen agent agents guard guards soldier soldiers
    troops army military security forces authorities authority government official officials
    major commander policia policias agente agentes militares soldados ejercito autoridades
    gobierno fuerzas seguridad guardia funcionarios"""
)
SIDE_GROUP = _words(
    """group cell rebel rebels insurgent insurgents terrorist terrorists gunman gunmen assailant
    assailants attacker attackers militants suspects suspect he they grupo celula rebeldes
    insurgentes terroristas pistoleros atacantes sospechosos banda band gang"""
)

FLOOR_WORDS = _words("ground top first second third fourth fifth upper lower basement")
PLACE_PREPOSITIONS = _words("in at near outside inside from en cerca junto frente desde")
