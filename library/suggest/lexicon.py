"""The engine's word lists, English and Spanish, folded (lower case, no accents).

Each list names a class the engine compares (what happened to people, what is counted, who
speaks, how sure a sentence is). A word is matched on its folded form, then on its Snowball
stem (:class:`Classes`), so one listed form finds its inflections; stems shorter than four
letters are not used, since "mur" (murió) would also find "muro". A word missing from a list
only costs a suggestion, while a wrong word makes a false one: the lists name general classes
of news, never the words of one story.
"""

from __future__ import annotations

from collections.abc import Iterable

from .stems import stem


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SHARED_STEMS = frozenset(["report", "particip"])
"""Stems words of other meanings share: "27 reports" are no reporters, "240 participants" no act of
taking part (each found by its whole word)."""


class Classes:
    """Words in named classes, looked up by a token's fold, then by its stem.

    Phrases of several words ("lost their lives", "a bordo") are matched by
    :meth:`phrase_at` on the folds of consecutive tokens.
    """

    def __init__(self, table: dict[str, str]) -> None:
        self.by_fold: dict[str, str] = {}
        self.phrases: dict[tuple[str, ...], str] = {}
        for cls, words in table.items():
            for entry in words.split(";") if ";" in words else [words]:
                entry = entry.strip()
                if not entry:
                    continue
                if ";" in words:  # a list of phrases, one per ";"
                    parts = tuple(entry.split())
                    if len(parts) > 1:
                        self.phrases.setdefault(parts, cls)
                    else:
                        self.by_fold.setdefault(parts[0], cls)
                else:
                    for w in entry.split():
                        self.by_fold.setdefault(w, cls)
        self._stems: dict[str, str] | None = None
        self.longest = max((len(p) for p in self.phrases), default=1)
        self._firsts = frozenset(p[0] for p in self.phrases)

    def _stem_table(self) -> dict[str, str]:
        if self._stems is None:
            stems: dict[str, str] = {}
            for word, cls in self.by_fold.items():
                english = stem(word, "en")
                for language in ("en", "es"):
                    s = stem(word, language)
                    # a short Spanish stem of an English word is often an English word of its own:
                    # "planes" gives "plan", and "planned operations" are no aircraft
                    if s in _SHARED_STEMS:
                        continue
                    if len(s) >= 4 and (language == "en" or len(s) >= 5 or s == english):
                        stems.setdefault(s, cls)
            self._stems = stems
        return self._stems

    def of(self, fold: str, stem: str = "") -> str | None:
        found = self.by_fold.get(fold)
        if found is None and stem and len(stem) >= 4:
            found = self._stem_table().get(stem)
        return found

    def exact(self, fold: str) -> str | None:
        """The class of a word listed as it is written (no stem)."""
        return self.by_fold.get(fold)

    def phrase_at(self, folds: list[str], i: int) -> tuple[str, int] | None:
        """The class and length of the longest listed phrase starting at ``folds[i]``."""
        if folds[i] not in self._firsts:
            return None
        for n in range(min(self.longest, len(folds) - i), 1, -1):
            cls = self.phrases.get(tuple(folds[i : i + n]))
            if cls is not None:
                return cls, n
        return None

    def words(self) -> Iterable[str]:
        return self.by_fold

    def starts(self) -> frozenset[str]:
        """Every word a listed word or phrase begins with: a sentence that holds none of them
        holds no entry, and its words need not be looked at one by one."""
        return self._firsts | self.by_fold.keys()


STOPWORDS = _words(
    """a an the and or but if of to in on at by for with from as into onto about over after before
    than then that this these those there their they them he she it its his her him we us our you
    your i me my is are was were be been being am has have had do does did not no nor so such
    which who whom whose what when where while how why all any both each few more most other some
    also only own same too very can will just should would could may might must shall up down out
    off again further once here said says say told tell according one n't
    el la los las lo un una unos unas y o u pero si de del a al en por para con sin sobre tras
    entre que quien quienes cual cuales cuyo este esta estos estas ese esa esos esas aquel su sus
    se le les me te nos os mi tu es son era eran fue fueron ser sido estar esta estan estaba han
    ha habia hay no ni mas muy ya tambien como cuando donde segun dijo dice afirmo
    resultar quedar haber tener hacer poder deber have make take get go come become remain"""
)

ABBREVIATIONS = frozenset(
    ["Mr", "Mrs", "Ms", "Dr", "St", "Sr", "Sra", "Jr", "Gen", "Gov", "Sen", "Rep", "Lt", "Col", "Sgt", "Capt", "Cmdr", "Prof", "No", "vs", "etc", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec", "Ave", "Av", "Dept", "Inc", "Corp", "Co", "Ltd", "U", "S", "a", "m", "p", "Lic", "Ing", "Gral", "Cnel", "Sgto"]
)

CLAUSE_CONJUNCTIONS = _words(
    """but although though whereas however yet while whereby unless
    pero aunque sino mientras embargo aun cuando salvo"""
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
        "veintitres": 23, "veinticuatro": 24, "veinticinco": 25, "veintiseis": 26,
        "veintisiete": 27, "veintiocho": 28, "veintinueve": 29, "treinta": 30, "cuarenta": 40,
        "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90,
        "cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300,
        "trescientas": 300, "cuatrocientos": 400, "quinientos": 500, "quinientas": 500,
        "seiscientos": 600, "setecientos": 700, "ochocientos": 800, "novecientos": 900,
        "mil": 1000, "millon": 1_000_000, "millones": 1_000_000,
    },
}
ANY_NUMBER_WORD = frozenset(w for words in NUMBER_WORDS.values() for w in words)
"""Every number word of every language read, folded ("five", "veintitrés" as "veintitres")."""
MANY_NUMBER_WORD = ANY_NUMBER_WORD - {"one", "un", "una", "uno", "once"}
"""Number words that count many: "un portavoz" is someone, "seven Varnians" whom a number counts
("once" is also the English adverb)."""
NUMBER_JOINERS = {"en": _words("and"), "es": _words("y")}
ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
    "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
    "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
    "primer": 1, "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "tercer": 3, "tercero": 3, "tercera": 3, "cuarto": 4,
    "cuarta": 4, "quinto": 5, "quinta": 5, "sexto": 6, "sexta": 6, "septimo": 7, "septima": 7, "octavo": 8, "octava": 8,
    "noveno": 9, "novena": 9, "decimo": 10, "decima": 10, "undecimo": 11, "duodecimo": 12,
}
"""Ordinal words, folded: "its ninth day", "a second rider died", "la segunda víctima"."""
DOZEN = {"dozen": 12, "docena": 12}
SCALES = {"lakh": 100_000, "lakhs": 100_000, "crore": 10_000_000, "crores": 10_000_000, "hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000,
          "mil": 1000, "millon": 1_000_000, "millones": 1_000_000, "m": 1_000_000, "bn": 1_000_000_000}

_VAGUE_EN: dict[str, tuple[str, float]] = {
    # word -> (how it is shown, a representative size for comparing)
    "several": ("several", 5), "dozens": ("dozens", 36), "scores": ("dozens", 40),
    "hundreds": ("hundreds", 300), "thousands": ("thousands", 3000), "many": ("many", 10),
    "numerous": ("many", 10), "multiple": ("several", 4), "handful": ("a few", 4), "few": ("a few", 3),
    "score": ("about 20", 20), "lakhs": ("hundreds of thousands", 300000), "crores": ("tens of millions", 30_000_000),
}
_VAGUE_ES: dict[str, tuple[str, float]] = {
    "varios": ("several", 5), "varias": ("several", 5), "centenares": ("hundreds", 300),
    "cientos": ("hundreds", 300), "miles": ("thousands", 3000), "muchos": ("many", 10), "muchas": ("many", 10),
    "numerosos": ("many", 10), "numerosas": ("many", 10), "centenar": ("about 100", 100), "millar": ("about 1000", 1000),
    "decena": ("about 10", 10), "decenas": ("dozens", 36), "veintena": ("about 20", 20),
    "treintena": ("about 30", 30), "cincuentena": ("about 50", 50), "docenas": ("dozens", 36),
}
VAGUE_AMOUNTS: dict[str, dict[str, tuple[str, float]]] = {"en": _VAGUE_EN, "es": _VAGUE_ES}
"""Amounts said without a number, by language: "miles" is thousands in Spanish and a length in
English ("12 miles south"). "A few" after "a" ("a few people") but not "few" alone."""

# Words before a number that qualify it, longest first: (words, normalised qualifier).
QUALIFIERS: tuple[tuple[tuple[str, ...], str], ...] = tuple(
    (tuple(words.split()), q)
    for words, q in (
        ("at least", "at least"), ("as many as", "up to"), ("up to", "up to"), ("more than", "more than"),
        ("upwards of", "more than"), ("in excess of", "more than"), ("no fewer than", "at least"),
        ("over", "more than"), ("nearly", "nearly"), ("almost", "nearly"), ("close to", "nearly"),
        ("about", "about"), ("around", "about"), ("some", "about"), ("approximately", "about"),
        ("roughly", "about"), ("an estimated", "about"), ("estimated", "about"), ("fewer than", "fewer than"),
        ("less than", "fewer than"), ("at most", "up to"), ("al menos", "at least"), ("por lo menos", "at least"), ("no menos de", "at least"), ("no mas de", "up to"), ("no more than", "up to"),
        ("como minimo", "at least"), ("mas de", "more than"), ("poco mas de", "more than"), ("hasta", "up to"),
        ("casi", "nearly"), ("cerca de", "about"), ("alrededor de", "about"), ("unos", "about"), ("unas", "about"),
        ("aproximadamente", "about"), ("menos de", "fewer than"), ("aprox", "about"),
    )
)

# -- what is counted --------------------------------------------------------------------------

NOUNS = Classes({
    "officers": """officer officers police policeman policemen policewoman cop cops agent agents trooper
        troopers gendarme gendarmes deputy deputies constable constables policia policias agente agentes
        uniformado uniformados guardia guardias gendarme carabinero carabineros elementos efectivos""",
    "soldiers": """soldier soldiers troop troops serviceman servicemen servicewomen marine marines sailor
        sailors airman airmen paratrooper paratroopers soldado soldados militar militares marino marinos
        infante tropas commando commandos commandoes""",
    "firefighters": "firefighter firefighters fireman firemen bombero bomberos",
    "rescuers": """rescuer rescuers paramedic paramedics medic medics diver divers rescatista rescatistas
        socorrista socorristas paramedico paramedicos buzo buzos brigadista brigadistas""",
    "volunteers": "volunteer volunteers voluntario voluntarios voluntaria voluntarias",
    "group members": """member members follower followers militant militants rebel rebels insurgent
        insurgents terrorist terrorists gunman gunmen assailant assailants attacker attackers accomplice
        accomplices fighter fighters miembro miembros integrante integrantes seguidor seguidores terrorista
        terroristas rebelde rebeldes insurgente insurgentes militante militantes pistolero pistoleros
        atacante atacantes complice complices guerrillero guerrilleros sicario sicarios raider raiders
        intruder intruders thief thieves robber robbers burglar burglars ladron ladrones
        asaltante asaltantes atracador atracadores delincuente delincuentes encapuchado encapuchados""",
    "people": """people person persons civilian civilians resident residents victim victims individual
        individuals inhabitant inhabitants persona personas civil civiles vecino vecinos residente
        residentes habitante habitantes poblador pobladores pobladora pobladoras victima victimas individuo individuos ocupante ocupantes occupant
        occupants looter looters saqueador saqueadores men women hombres mujeres yob yobs thug thugs hooligan
        hooligans man woman pensioner pensioners widower widow jubilado jubilada jubilados anciano anciana
        ancianos villager villagers townspeople aldeano aldeanos companero companeros companera companeras colleague colleagues coworker coworkers workmate workmates""",
    "children": """child children kid kids boy boys girl girls infant infants baby babies toddler toddlers nino ninos nina
        ninas menor menores chico chicos chica chicas nene nenes bebe bebes pequenos schoolchildren schoolchild
        schoolboys schoolgirls""",
    "customers": """customer customers client clients borrower borrowers consumer consumers subscriber subscribers
        policyholder policyholders user users cliente clientes consumidor consumidores usuario usuarios abonado abonados
        suscriptor suscriptores prestatario prestatarios""",
    "families": "family families household households familia familias",
    "teenagers": "teenager teenagers teen teens adolescent adolescents adolescente adolescentes",
    "foreigners": "foreigner foreigners extranjero extranjeros extranjera extranjeras",
    "students": "student students pupil pupils estudiante estudiantes alumno alumnos alumna alumnas",
    "teachers": "teacher teachers maestro maestros maestra maestras profesor profesores docente docentes",
    "workers": """worker workers employee employees staff labourer labourers laborer laborers crewman
        trabajador trabajadores empleado empleados obrero obreros operario operarios jornalero jornaleros""",
    "miners": "miner miners minero mineros",
    "protesters": """protester protesters protestor protestors demonstrator demonstrators manifestante manifestantes
        picketers pickets strikers huelguistas piqueteros inconformes simpatizantes rioters alborotadores porros""",
    "patients": "patient patients paciente pacientes inpatient inpatients",
    "passengers": "passenger passengers rider riders commuter commuters pasajero pasajeros pasajera pasajeras viajero viajeros",
    "drivers": """driver drivers motorist motorists trucker truckers conductor conductores conductora chofer choferes camionero
        camioneros automovilista automovilistas""",
    "pedestrians": "pedestrian pedestrians bystander bystanders passer-by passers-by peaton peatones transeunte transeuntes",
    "crew": "crew tripulante tripulantes tripulacion",
    "players": "player players footballer footballers jugador jugadores futbolista futbolistas",
    "journalists": "journalist journalists reporter reporters periodista periodistas reportero reporteros",
    "migrants": "migrant migrants refugee refugees asylum migrante migrantes refugiado refugiados",
    "suspects": "suspect suspects sospechoso sospechosos presunto presuntos",
    "hostages": "hostage hostages rehen rehenes captive captives cautivo cautivos cautiva cautivas",
    "prisoners": "prisoner prisoners inmate inmates detainee detainees preso presos reo reos recluso reclusos interno internos",
    "tourists": "tourist tourists turista turistas",
    "traders": """trader traders merchant merchants businessman businessmen businesswoman businesswomen businesspeople
        shopkeeper shopkeepers stallholder stallholders vendor vendors comerciante comerciantes empresario empresarios
        empresaria empresarias mercader mercaderes locatario locatarios""",
    "fans": "fan fans supporter supporters spectator spectators aficionado aficionados hincha hinchas espectador espectadores",
    "attendees": """attendee attendees worshipper worshippers pilgrim pilgrims concertgoers concertgoer festivalgoers
        revellers devotee devotees partygoers asistente asistentes fiel fieles devoto devotos devota devotas peregrino peregrinos feligres feligreses""",
    "vehicles": """vehicle vehicles car cars truck trucks lorry lorries van vans bus buses automobile
        automobiles vehiculo vehiculos auto autos coche coches carro carros camion camiones camioneta
        camionetas autobus autobuses snowmobile snowmobiles motorcycle motorcycles moto motos motocicleta motocicletas""",
    "buildings": "building buildings tower towers edificio edificios inmueble inmuebles torre torres",
    "homes": "home homes house houses dwelling dwellings vivienda viviendas casa casas hogar hogares",
    "towns": "town towns village villages hamlet hamlets pueblo pueblos aldea aldeas",
    "floors": "floor floors storey storeys story stories planta plantas piso pisos nivel niveles",
    "coaches": "coach coaches carriage carriages bogie bogies wagon wagons vagon vagones",
    "ambulances": "ambulance ambulances ambulancia ambulancias",
    "helicopters": "helicopter helicopters helicoptero helicopteros",
    "boats": "boat boats vessel vessels ship ships barco barcos embarcacion embarcaciones lancha lanchas buque buques",
    "aircraft": "plane planes aircraft airplane airplanes avion aviones aeronave aeronaves",
    "teams": "team teams unit units brigade brigades squad squads equipo equipos unidad unidades brigada brigadas cuadrilla cuadrillas",
    "weapons": """weapon weapons gun guns rifle rifles firearm firearms handgun handguns pistol pistols shotgun shotguns
        arma armas fusil fusiles pistola pistolas escopeta escopetas""",
    "schools": "school schools escuela escuelas colegio colegios",
    "shots": "shot shots round rounds bullet bullets disparo disparos bala balas tiro tiros",
    "explosions": "explosion explosions blast blasts bomb bombs explosion explosiones bomba bombas estallido estallidos",
    "hospitals": "hospital hospitals hospitales clinic clinics clinica clinicas",
    "rooms": "room rooms habitacion habitaciones",
    "hectares": "hectare hectares acre acres hectarea hectareas",
})
"""What a number counts."""

NOUN_PHRASES = Classes({
    "soldiers": """service members; service member; military personnel; armed forces; fuerzas armadas; elementos del ejercito;
        members of the army; members of the military; members of the armed forces; miembros del ejercito; integrantes del ejercito;
        miembros de las fuerzas armadas; integrantes de las fuerzas armadas""",
    "officers": """law enforcement; security forces; police officers; fuerzas de seguridad; elementos de la policia; cuerpos de seguridad; fuerzas del orden;
        members of the police; members of the security forces; members of the police force; miembros de la policia; integrantes de la policia;
        miembros de la guardia; integrantes de la guardia; miembros de las fuerzas de seguridad; integrantes de las fuerzas de seguridad""",
    "crew": "crew members; miembros de la tripulacion",
    "group members": """armed men; masked men; hombres armados; individuos armados; sujetos armados; personas armadas;
        hombres encapuchados; individuos encapuchados; sujetos encapuchados; hombres vestidos de camuflaje""",
    "workers": "members of staff; staff members; miembros del personal; miembros de la plantilla",
    "weapons": "armas de fuego; armas largas; armas cortas",
    "hospitals": """centros de salud; centros medicos; centros asistenciales; unidades de salud; establecimientos de salud;
        health centres; health centers; health facilities; medical centres; medical centers""",
    "schools": """centros educativos; unidades educativas; planteles educativos; instituciones educativas; centros escolares;
        establecimientos educativos; planteles escolares; unidades escolares; establecimientos escolares""",
    "rescuers": "rescue workers; emergency workers; first responders; equipos de rescate; cuerpos de rescate",
    "emergency vehicles": """rescue vehicles; emergency vehicles; emergency services vehicles; fire engines; fire trucks;
        vehiculos de emergencia; vehiculos de rescate; unidades de emergencia; carros de bomberos; camiones de bomberos""",
})

PLACE_KIND_WORDS = frozenset([
    "area", "canton", "city", "comuna", "community", "comunidad", "condado", "county", "department", "departamento", "distrito",
    "district", "estado", "isla", "island", "localidad", "municipality", "municipio", "neighborhood", "neighbourhood", "parroquia",
    "poblacion", "province", "provincia", "pueblo", "region", "state", "town", "village", "zona", "barrio", "colonia", "ciudad",
])
"""Words for a kind of place said before its name, folded ("la provincia de El Oro", "the town of
Tarlow", "the worst-hit city of Machala")."""

PERSON_CLASSES = frozenset([
    "officers", "soldiers", "firefighters", "rescuers", "group members", "people", "children", "students",
    "teachers", "workers", "miners", "protesters", "patients", "passengers", "crew", "players",
    "journalists", "migrants", "suspects", "hostages", "prisoners", "tourists", "fans", "attendees", "volunteers",
    "customers", "families", "drivers", "pedestrians", "teenagers", "foreigners", "traders",
])

ROLES = Classes({
    "the attacker": """gunman shooter attacker assailant bomber perpetrator killer robber kidnapper hijacker
        captor tirador atacante agresor pistolero asesino homicida atracador secuestrador asaltante""",
    "the suspect": "suspect sospechoso detenido",
    "the pilot": "pilot piloto",
    "the co-pilot": "copilot co-pilot copiloto",
    "the driver": "driver conductor chofer",
    "the captain": "captain capitan",
    "the leader": "leader ringleader lider cabecilla",
    "the grandmother": "grandmother abuela",
    "the grandfather": "grandfather abuelo",
    "the mother": "mother madre",
    "the father": "father padre",
    "the son": "son hijo",
    "the daughter": "daughter hija",
    "the wife": "wife esposa",
    "the husband": "husband esposo marido",
    "the owner": "owner dueno propietario propietaria",
    "the guard": "guard vigilante",
    "the victim": "victim victima",
    "the hostage": "hostage rehen",
    "the officer": "officer agente policia",
    "the teacher": "teacher maestro maestra profesor profesora",
    "the child": "child boy girl nino nina",
    "the manager": "manager gerente encargado encargada",
    "the director": "director directora",
    "the nurse": "nurse enfermera enfermero",
    "the priest": "priest vicar parroco sacerdote presbitero",
    "the pregnant woman": "embarazada",
    "the sergeant": "sergeant sargento",
})
"""People named by their role rather than their name: "the gunman", "su abuela"."""

INHERIT_NOUNS = _words("others other more otros otras mas further additional another")

NOMINAL_MODIFIERS = _words(
    """rescue search emergency relief recovery medical security aid defence defense
    rescate busqueda emergencia socorro auxilio"""
)
"""Words that name a kind of vehicle or team when a noun follows ("rescue vehicles", "equipos de
rescate"): not what happened to anyone."""

# -- what happened to them (counts and fates) ---------------------------------------------------

PREDICATES = Classes({
    "killed": """kill killed kills killing dead die died dies dying death deaths fatal fatality lives vidas
        fatalities slay slain murder murdered execute executed perish perished lifeless body bodies
        corpse corpses neutralised neutralized
        matar mato mataron muerto muerta muertos muertas murio murieron mueren muere morir fallecer
        fallecido fallecida fallecidos fallecidas fallecieron fallecio fallecimiento fallecimientos
        perecer perecieron perecio asesinar asesinado asesinados asesinadas asesino abatir abatido
        abatidos abatio muerte muertes mortal mortales cadaver cadaveres deceso decesos occiso occisos""",
    "wounded": """wound wounded wounds injure injured injuries injury hurt hospitalised hospitalized
        herir herido heridos herida heridas lesionado lesionados lesionada lesionadas lesion lesiones
        hospitalizado hospitalizados hospitalizadas contuso contusos ingresado ingresada ingresados ingresadas""",
    "captured": """capture captured arrest arrested arrests detain detained apprehend apprehended
        custody capturar capturado capturados capturo capturaron arrestar arrestado arrestados
        detener detenido detenidos detenidas detenida detuvo detuvieron aprehender aprehendido
        aprehendidos aprehendio aprehensiones nabbed detencion detenciones arrestos recaptured recapturado
        recapturados recapturada recapturadas recapturo recapturaron recaptura""",
    "rescued": "rescue rescued plucked saved rescatar rescatado rescatados rescatada rescatadas rescataron rescato salvado salvados",
    "seriously hurt": "graves critically critical criticos criticas severely seriously gravely gravemente",
    "treated": """treated assessed examined evaluated atendidos atendidas valorados valoradas evaluados evaluadas
        examinados examinadas""",
    "evacuated": """evacuate evacuated evacuation evacuee evacuees evacuar evacuado evacuados evacuada
        evacuadas evacuacion desalojar desalojado desalojados desalojada desalojadas desalojo
        fled flee fleeing huir huyeron huyen huido""",
    "displaced": "displaced homeless damnificado damnificados damnificadas desplazado desplazados desplazadas",
    "missing": "missing unaccounted disappeared desaparecido desaparecidos desaparecidas desaparecida desaparecer",
    "released": "release released freed liberar liberado liberados liberadas libero liberaron excarcelado excarcelados",
    "abducted": """abduct abducted abducts abducting abduction abductions kidnap kidnapped kidnaps kidnapping kidnappings
        secuestrar secuestrado secuestrados secuestrada secuestradas secuestraron secuestro raptado raptados raptada
        raptadas raptaron plagiado plagiados plagiadas""",
    "escaped": "escaped escapes escape escapees escapee fuga fugas fugados fugadas fugado fugaron fugo evadidos evadieron fugitivos",
    "survived": """survive survived survivor survivors alive sobrevivir sobrevivio sobrevivieron
        sobreviviente sobrevivientes superviviente supervivientes vivo vivos ilesos ileso ilesas ilesa unharmed unhurt uninjured""",
    "surrendered": "surrender surrendered surrenders rendirse rindio rindieron entregaron entrego entregarse",
    "took part": """attended gathered marched joined participated rallied flocked thronged converged asistieron asistio participaron reunio acudieron acudio
        reunieron congrego congregaron llenaron marcharon manifestaron secundaron""",
    "employed": "employs employed employing emplea empleaba emplean empleaban",
    "aboard": "aboard onboard carrying viajaban viajaba transportaba transportaban llevaba llevaban",
    "inside": "inside trapped stuck stranded atrapado atrapados atrapadas dentro varados varadas atascados atascadas colgados colgadas",
    "derailed": "derail derailed derailment descarrilar descarrilo descarrilaron descarrilados descarrilamiento",
    "collapsed": "collapse collapsed derrumbar derrumbaron derrumbo derrumbados desplomaron desplomo colapsaron colapso",
    "destroyed": "destroy destroyed razed flattened destruir destruido destruidos destruidas destruyo arrasado arrasadas arrasados",
    "damaged": "damage damaged danar danado danados danadas dano averiado averiados",
    "deployed": "deploy deployed dispatched mobilised mobilized desplegar desplegados desplegadas desplego desplegaron movilizados movilizadas",
    "burned": "burned burnt torched quemado quemados quemadas quemada incendiado incendiados incendiadas calcinado",
    "stolen": """stolen stole steal looted snatched robado robados robada robadas robaron robo sustraido sustraidos
        sustraida sustraidas sustrajeron hurtado hurtados hurtada hurtadas hurtaron""",
    "infected": "infected sickened ill contagiado contagiados infectado infectados enfermos intoxicado intoxicados intoxicadas poisoned",
})
"""What happened to the people or things counted; also a person's fate."""

PREDICATE_PHRASES = Classes({
    "killed": """lost their lives; lost his life; lost her life; feared dead; were dead; died on;
        lost his fight for life; lost her fight for life; lost their fight for life; succumbed to his injuries;
        succumbed to her injuries; died of his injuries; died of her injuries; murio camino del hospital; fallecio camino del hospital;
        could not be revived; could not be resuscitated; pronounced dead; declared dead; no pudo ser reanimado;
        no pudo ser reanimada; no pudieron reanimarlo; no pudieron reanimarla; no pudo ser salvado; no pudo ser salvada;
        perdieron la vida; perdio la vida; perdido la vida; pierden la vida; victimas fatales; victimas mortales; sin vida; death toll;
        cifra de muertos; cifra de fallecidos; numero de muertos; balance de muertos;
        acabaron con la vida; acabo con la vida; cobro la vida; cobraron la vida; costo la vida; costaron la vida;
        claimed the lives; claimed the life; cost the lives; took the lives""",
    "seriously hurt": """critical condition; critically injured; critically wounded; critically hurt; serious condition;
        seriously injured; seriously wounded; seriously hurt; estado critico; estado grave; pronostico grave; de gravedad; estado muy grave; pronostico muy grave;
        pronostico reservado; grave estado; critico estado; delicado estado; estado delicado; de caracter grave;
        heridos graves; heridas graves; lesionados graves; lesionadas graves; gravemente heridos; gravemente heridas;
        in intensive care; en cuidados intensivos; en terapia intensiva; in cardiac arrest; en paro cardiaco; en paro cardiorrespiratorio""",
    "still in hospital": """remain in hospital; remains in hospital; remained in hospital; still in hospital; remain hospitalised;
        remain hospitalized; remains hospitalised; remains hospitalized; remained hospitalised; remained hospitalized;
        still hospitalised; still hospitalized; are being treated; were being treated; still being treated; remain under treatment;
        currently being treated; currently under treatment; are currently being treated; were currently being treated;
        remains under treatment; still under treatment; estan siendo tratados; estan siendo tratadas; estaban siendo tratados;
        estaban siendo tratadas; estan siendo atendidos; estan siendo atendidas; siguen siendo atendidos; siguen siendo atendidas;
        """ + "; ".join(
        f"{verb} {state}{ending}" for verb in ("sigue", "siguen", "seguia", "seguian", "permanece", "permanecen", "permanecia",
                                                "permanecian", "continua", "continuan", "continuaba", "continuaban", "esta", "estan",
                                                "estaban", "permanecieron", "siguieron", "continuaron", "aun", "todavia")
        for state in ("hospitalizad", "internad", "ingresad") for ending in ("o", "a", "os", "as")),
    "wounded": """treated for injuries; treated for minor injuries; treated for their injuries; treated in hospital; treated at hospital;
        treated at hospitals; treated in hospitals; treated at the scene for injuries; atendidos por heridas; atendidas por heridas;
        atendidos en el hospital; atendidas en el hospital; atendidos en hospitales; atendidas en hospitales;
        taken to hospital; taken to hospitals;
        taken to the hospital; rushed to hospital; trasladadas a hospitales; trasladados a hospitales; trasladados al hospital;
        trasladadas al hospital; trasladados a un hospital; trasladadas a un hospital; llevados al hospital; llevadas al hospital;
        llevados a un hospital; llevadas a un hospital; derivados a un hospital; derivadas a un hospital; derivados al hospital;
        derivadas al hospital; derivados a hospitales; derivadas a hospitales; recibieron atencion hospitalaria;
        recibio atencion hospitalaria; requirieron atencion hospitalaria; received hospital treatment; needed hospital treatment;
        trasladadas para atencion hospitalaria; trasladados para atencion hospitalaria; trasladado a diferentes hospitales;
        trasladados a diferentes hospitales; trasladadas a diferentes hospitales; trasladados a distintos hospitales;
        trasladadas a distintos hospitales; trasladados a varios hospitales; trasladadas a varios hospitales;
        taken to various hospitals; taken to several hospitals; taken to different hospitals; taken to local hospitals;
        transported to hospital; transported to hospitals; transported to the hospital; transported to local hospitals;
        transported to area hospitals; transported by ambulance; rushed to hospitals; rushed to the hospital; rushed to local hospitals""",
    "survived": "con vida; quedaron con vida; rescued alive; rescatadas con vida; rescatados con vida; sacado con vida; sacada con vida",
    "rescued": """dragged to safety; pulled to safety; led to safety; brought to safety; carried to safety;
        led out; pulled out; pulled from; puestos a salvo; puestas a salvo; sacados con vida; sacadas con vida;
        lifted to safety; flown to safety; airlifted to safety""",
    "evacuated": """ordered to leave; told to leave; forced to leave; ordered out; obligados a abandonar;
        tuvieron que abandonar; from their homes; from their houses; out of their homes; de sus casas; de sus hogares;
        de sus viviendas""",
    "displaced": """sin hogar; sin techo; sin vivienda; lost their homes; lost their houses; perdieron sus casas;
        perdieron sus viviendas; perdieron sus hogares; han perdido sus casas; han perdido sus viviendas""",
    "aboard": """on board; a bordo; en el avion; en la aeronave; on the plane; on the boat; on the ship; on the ferry; on the vessel;
        on the bus; on the train; en el barco; en la embarcacion; en la lancha; en el buque; en el ferry; en el autobus;
        en el bus; en el tren""",
    "took part": """were present; was present; were in attendance; had thronged; have thronged; thronged the; crammed with;
        packed with; estaban presentes; se encontraban presentes; se dieron cita; se habian congregado; habian acudido;
        were at the scene; were at the site; were at the venue; were in the area; se encontraban en la zona; se encontraban en el lugar; se encontraban en el sitio;
        estaban en la zona; estaban en el lugar; llegaron a la toma; llegaron al lugar""",
    "inside": """en su interior; en el interior; in the building; detenidos dentro; detenidas dentro; detenidos en el aire; detenidas en el aire;
        bajo los escombros; bajo tierra; under the rubble; under the debris; buried under; por rescatar; sin rescatar;
        yet to be rescued; still to be rescued; awaiting rescue; a la espera de ser rescatados; a la espera de ser rescatadas""",
    "in the water": """in the water; in the river; into the water; into the river; in the sea; into the sea;
        en el agua; en el rio; al agua; al rio; en el mar; al mar""",
    "captured": "led away; in cuffs; in handcuffs; handcuffed; taken into custody; esposado; esposada; en los calabozos; in the cells",
    "stolen": "made off with; got away with; escaped with; fled with; se llevaron; se llevo; huyeron con; escaparon con",
    "took own life": """took his own life; took her own life; killed himself; killed herself; shot himself; shot herself;
        turned the gun on himself; turned the gun on herself; se suicido; se quito la vida; se disparo a si mismo""",
    "at large": """at large; on the run; remains free; still free; sigue profugo; sigue profuga; esta profugo; esta profuga;
        se encuentra profugo; se dio a la fuga; sigue libre""",
    "released": """allowed to go home; sent home; let go; dejado en libertad; puesto en libertad; quedo en libertad;
        dados de alta; dadas de alta; recibieron el alta; recibieron alta; fueron dados de alta; fueron dadas de alta;
        se dieron de alta; han sido dados de alta; han sido dadas de alta""",
    "abducted": """taken away; taken hostage; held hostage; taken captive; held captive; tomados como rehenes;
        tomadas como rehenes; retenidos como rehenes; retenidas como rehenes; privados de la libertad; privadas de la libertad""",
    "accounted for": """accounted for; had been located; have been located; were located; has been located;
        han sido localizadas; han sido localizados; fueron localizadas; fueron localizados; estan localizadas; estan localizados""",
    "missing": """not accounted for; no volvieron; sin localizar; sin paradero; searching for; search for;
        looking for; look for; searched for; buscan a; buscaban a; busqueda de""",
})

LIST_HEADS = _words(
    """survivors survivor dead victims injured wounded identified sobrevivientes sobreviviente
    supervivientes superviviente muertos fallecidos victimas heridos identificados lesionados"""
)
"""Words that open a list of the people they name: "the survivors are A, B and two crew"."""
LIST_LINKS = _words("are were include included son fueron eran integran incluyen")

CONDITION_PHRASES = Classes({
    "in critical condition": """critical condition; critically injured; critically ill; critically hurt;
        estado critico; critico estado; muy grave; critico; intensive care; cuidados intensivos; terapia intensiva; unidad de cuidados intensivos""",
    "in serious condition": """serious condition; seriously injured; seriously hurt; serious injuries; estado grave; pronostico grave;
        pronostico reservado; guarded condition; grave estado;
        herido de gravedad; herida de gravedad; heridas graves; lesiones graves; grave;
        gravemente herido; gravemente herida; gravemente heridos; gravemente heridas""",
    "with minor injuries": """minor injuries; non life threatening; not life threatening; cuts and bruises; heridas leves;
        lesiones leves; herido leve; herida leve; heridos leves; leve;
        levemente herido; levemente herida; levemente heridos; levemente heridas; ligeramente herido; ligeramente herida""",
    "out of danger": """out of danger; was discharged; been discharged; fuera de peligro; recibio el alta; por su propio pie;
        por su pie""",
    "in stable condition": """stable condition; fair condition;
        estado estable; se encuentra estable;
        esta estable; permanece estable; sigue estable; evoluciona favorablemente; evoluciona bien; is stable; was stable;
        remains stable""",
    "unhurt": """without a scratch; unhurt; unharmed; uninjured; sin un rasguno; ileso; ilesa; ilesos; ilesas;
        salio ileso; salio ilesa""",
})
"""How a hurt person is, said of one person: a fate between wounded and dead that accounts
dispute ("in critical condition" / "in stable condition" / "died")."""

THERE_WAS = _words("habia habian hubo there")
"""Words before a count that say so many were there: a crowd ("había unas 400 personas"), or how many
were counted by an hour ("hasta las 13:00 hubo 337 réplicas")."""

SUBSET_MARKERS = _words("including include includes included among incluidos incluidas incluido incluida incluye incluyendo entre cuales")
"""Words before a count that make it a part of a larger one ("including four soldiers")."""

TOLL_WORDS = _words("toll tally count figure number cifra numero saldo balance recuento cantidad")

FATE_UNKNOWN = _words("unknown unclear uncertain whereabouts desconocido desconocida incierto incierta paradero")

# Verbs whose subject is the one who acts: "Pérez killed two officers" says nothing of his fate,
# "Pérez was killed" and "killed Pérez" do.
TRANSITIVE = _words(
    """kill killed capture captured arrest arrested detain detained apprehend apprehended release
    released free freed murder murdered execute executed neutralise neutralize neutralised
    neutralized slay shoot shot rescue rescued matar mato capturar capturo arrestar detener detuvo
    aprehender liberar libero asesinar asesino abatir abatio ejecutar ejecuto rescato rescataron mataron
    asesinaron abatieron capturaron arrestaron detuvieron liberaron ejecutaron"""
)
OBJECT_OPENS = _words("the a an his her their its this al el la los las un una su sus este esta")
"""Words that open what a verb was done to ("killed the attacker", "mató al atacante")."""
PASSIVE_MARKERS = _words("was were been be being is are got gets fue fueron sido ser es son resulto resultaron quedo quedaron")

# -- units of time ------------------------------------------------------------------------------

DURATION_UNITS = {
    "year": "Y", "years": "Y", "month": "M", "months": "M", "week": "W", "weeks": "W", "day": "D",
    "days": "D", "hour": "H", "hours": "H", "minute": "MIN", "minutes": "MIN",
    "ano": "Y", "anos": "Y", "mes": "M", "meses": "M", "semana": "W", "semanas": "W", "dia": "D",
    "dias": "D", "hora": "H", "horas": "H", "minuto": "MIN", "minutos": "MIN",
    "second": "S", "seconds": "S", "segundo": "S", "segundos": "S",
    "night": "D", "nights": "D", "noche": "D", "noches": "D",  # "four nights on a ward": a length told in days
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

# -- how sure, and who says it ------------------------------------------------------------------

NEGATIONS = _words("not no never nobody none nothing neither n't nadie nunca ninguno ninguna ningun nada jamas tampoco without sin cannot")

HEDGES = _words(
    """may might could possibly probably likely reportedly allegedly apparently believed feared
    suspected unconfirmed presumably purportedly seemingly appears appeared seems seemed perhaps should
    podria podrian habria habrian seria serian presuntamente supuestamente aparentemente
    posiblemente probablemente presumiblemente quizas quiza tal
    unofficial unofficially extraoficial extraoficialmente oficiosamente"""
)
HEDGE_PHRASES = Classes({
    "hedge": """is believed; are believed; was believed; were believed; is thought; are thought;
        were thought; al parecer; se cree; se teme; se presume; se estima; no confirmado; sin confirmar;
        according to unconfirmed; unconfirmed reports""",
})

UNKNOWN_CUES = Classes({
    "unknown": """not clear if; not clear whether; unclear if; unclear whether; unknown if;
        unknown whether; uncertain if; uncertain whether; remains unknown; remain unknown;
        is unknown; was unknown; no esta claro si; no estaba claro si; no quedo claro si;
        se desconoce si; no se sabe si; se ignora si; se desconoce; sigue siendo desconocido""",
})

CONDITIONALS = _words("if unless si")

EARLIER_CUES = Classes({
    "earlier": """earlier; initially; at first; first reported; previously; had initially;
        originally; initial; preliminary; had earlier; en un primer momento; inicialmente;
        en primera instancia; previamente; anteriormente; al principio; en principio; primer recuento;
        early reports; first reports; early accounts; initial reports; primeros informes; primeras informaciones;
        se habia informado; habia informado""",
})

SPEECH_STEMS = frozenset(
    ["say", "said", "tell", "told", "state", "add", "claim", "insist", "explain", "announc", "confirm", "deni", "deny", "warn", "affirm", "report", "tweet", "wrote", "write", "cite", "quot", "estim", "recal", "stress", "defend", "argu", "decir", "dij", "dic", "declar", "afirm", "asegur", "anunci", "confirm", "neg", "explic", "senal", "indic", "inform", "report", "precis", "detall", "sostuv", "sostien", "agreg", "anad", "relat", "denunci", "admit", "reconoc", "revel", "record", "defiend", "defend", "subray", "insist", "advirt", "advert", "lament", "apunt", "manten", "mantien", "reiter", "reafirm", "reaffirm", "repeat", "repit", "repet", "assert", "noted", "comment", "coment", "remark"]
)
"""Stems of the speech verbs, for telling a change of verb from a change of claim."""
EVENT_NOUNS = frozenset([
    "explosion", "explosions", "blast", "blasts", "blaze", "fire", "collapse", "crash", "quake", "earthquake", "tremor", "attack",
    "shooting", "accident", "derailment", "collision", "eruption", "landslide", "mudslide", "avalanche", "stampede", "crush",
    "explosiones", "estallido", "incendio", "derrumbe", "accidente", "sismo", "terremoto", "temblor", "ataque", "tiroteo",
    "balacera", "choque", "descarrilamiento", "deslave", "alud", "avalancha", "colapso", "deslizamiento", "erupcion", "estampida",
    "fuego", "llamas", "flames", "storm", "tormenta", "flood", "floods", "inundacion", "inundaciones",
    "disaster", "tragedy", "bombing", "sinking", "colision", "desastre", "tragedia", "atentado", "naufragio",
])
"""Nouns that name the event itself: a time told of one of them ("the first explosion, at a
warehouse, at about 11:20 pm") is when it happened, and a sentence that recalls one "months after"
tells another event's figures."""


SPEECH_VERBS = _words(
    """say said says saying tell told tells state stated states add added adds claim claimed claims
    refirio refiere refirieron expuso mencionaron menciono
    insist insisted explain explained announce announced announces confirm confirmed confirms deny
    denied denies warn warned affirm affirmed report reported reports tweet tweeted write wrote
    cite cited citing quoted quote estimate estimated
    decir dijo dice dicen dijeron declarar declaro declaro afirmar afirmo afirman asegurar aseguro
    aseguran anunciar anuncio confirmar confirmo confirman confirmaron negar nego explicar explico
    senalar senalo senalaron indicar indico indicaron informar informo informaron informa reportar
    reporto reportaron precisar preciso detallar detallo sostuvo sostiene agrego anadio relato
    aseguraron denuncio denunciaron admitio reconocio revelo prometio prometieron grito gritaba
    gritaban exclamo respondio contesto reclamo insistio advirtio lamento subrayo recordo defendio
    asegura afirma explica senala indica agrega anade precisa detalla relata advierte subraya reconoce
    admite revela niega anuncia declara denuncia insiste
    condeno apunto mantuvo promised vowed pledged shouted yelled replied responded insisted
    stressed recalled argued conceded acknowledged admitted reiterated reiterates reaffirmed repeated
    asserted noted commented remarked reitero reiteraron reitera reafirmo repitio comento comentaron
    informado confirmado anunciado senalado indicado explicado declarado asegurado afirmado dicho
    precisado detallado"""
)
SOURCE_PREPOSITIONS = Classes({
    "according": "according to; citing; as reported by; segun; de acuerdo con; citando a; citando",
})
OFFICIAL_WORDS = _words(
    """government ministry minister ministers official officials authorities authority police army
    military president governor mayor spokesman spokeswoman spokesperson pentagon department
    agency commission council prosecutor prosecutors office secretary chief commander sheriff
    state federal coast guard navy white house kremlin regime
    gobierno ministerio ministro ministra funcionario funcionarios autoridades autoridad policia
    ejercito presidente presidenta gobernador gobernadora alcalde alcaldesa portavoz vocero
    secretaria secretario fiscalia fiscal comision consejo ayuntamiento alcaldia procuraduria
    jefe comandante comisionado defensa proteccion civil aeronautica cancilleria"""
)
MEDIA_WORDS = _words(
    """media newspaper agency reuters ap afp cnn bbc efe press television tv radio outlet outlets
    channel network times post journal medios periodico diario agencia prensa television cadena"""
)

# -- acts told in other words: not a claim of their own ------------------------------------------

SAME_ACTS = Classes({
    "remain": "remain remains remained remaining stay stays stayed staying permanece permanecen permanecio sigue siguen seguia",
    "struck": """collide collided collides colliding hit hits struck strike strikes rammed ram rams crashed
        smashed slammed ploughed plowed chocar choco chocaron impacto impactaron embistio embistieron golpeo
        golpearon arrollo arrollaron""",
    "fled": "fled escaped flee escape huyo huyeron escapo escaparon",
    "began": """began started begun start begin opened launched comenzo empezo inicio iniciaron comenzaron empezaron
        abrio abrieron emprendio emprendieron""",
    "called off": """cancelled canceled suspended called scrapped axed cancelo cancelaron suspendio suspendieron
        anulo anularon""",
    "said": """said told stated declared added explained reported announced confirmed dijo declaro afirmo aseguro
        senalo indico explico informo anuncio confirmo preciso detallo sostuvo agrego anadio""",
    "captured": """arrested captured detained apprehended seized detuvo detuvieron capturo capturaron arresto
        arrestaron aprehendio aprehendieron""",
    "against": "against aimed targeting contra between versus vs entre",
    "band": "group band gang cell grupo banda celula pandilla",
})
"""Words two reports use for one act or one thing ("collided with" / "hit", "a group" / "a band"):
a change between them is wording of no consequence, not a contrast of claims."""

# -- loaded terms: the same people or act named to judge them ----------------------------------

LOADED_TERMS = Classes({
    "attackers": """terrorist terrorists terrorista terroristas""",
    "fighters": """rebel rebels insurgent insurgents militant militants fighters guerrilla guerrillas
        rebelde rebeldes insurgente insurgentes militante militantes combatientes guerrilleros""",
    "killing": "massacre massacred slaughter slaughtered masacre masacrados matanza carniceria",
    "clash": "clash clashes confrontation shootout firefight enfrentamiento enfrentamientos choque choques tiroteo",
    "riot": "riot riots rioters unrest disturbios revuelta alborotadores vandalos",
    "protest": "protest protests protesters demonstration demonstrators manifestacion manifestaciones manifestantes protesta protestas",
    "regime": "regime regimen dictadura dictatorship",
    "government": "government administration gobierno administracion",
    "execution": "execution executed ejecucion ejecutado ejecutados extrajudicial",
    "scandal": "scandal cronyism sleaze corruption corrupt escandalo corrupcion amiguismo enchufismo",
    "row": "row dispute controversy polemica controversia disputa",
    "disgraced": "disgraced shamed desacreditado desacreditada deshonrado",
    "outgoing": "outgoing departing saliente",
    "mob": "mob mobs horde hordes turba turbas horda hordas",
    "crowd": "crowd crowds multitud multitudes muchedumbre",
    "illegals": "illegals ilegales",
    "migrants": "migrants undocumented migrantes indocumentados",
})
"""Words that judge what they name: an account that says "terrorists" where another says
"rebels" takes a side."""
LOADED_PAIRS = (("attackers", "fighters"), ("killing", "clash"), ("riot", "protest"), ("regime", "government"), ("execution", "clash"),
                ("scandal", "row"), ("disgraced", "outgoing"), ("mob", "crowd"), ("illegals", "migrants"))

# -- who opened fire -------------------------------------------------------------------------------

FIRE_OPENERS = ("opened fire", "open fire", "opening fire", "opens fire", "began firing", "started firing",
                "fired first", "started shooting", "began shooting", "abrieron fuego", "abrio fuego",
                "abrir fuego", "empezaron a disparar", "comenzaron a disparar", "dispararon primero")
FIRE_RETURNERS = ("returned fire", "return fire", "returning fire", "responded with fire", "fired back",
                  "repelieron", "repelio", "respondieron al fuego", "respondio al fuego", "repeler")

SIDE_SECURITY = _words(
    """police officer officers policeman policemen agent agents guard guards soldier soldiers
    troops army military security forces authorities authority government official officials
    major commander commando commandos commandoes policia policias agente agentes militares soldados ejercito autoridades
    gobierno fuerzas seguridad guardia funcionarios"""
)
SIDE_GROUP = _words(
    """group cell rebel rebels insurgent insurgents terrorist terrorists gunman gunmen assailant
    assailants attacker attackers militants suspects suspect he they grupo celula rebeldes
    insurgentes terroristas pistoleros atacantes sospechosos banda band gang manifestantes
    protesters demonstrators"""
)

FLOOR_WORDS = _words("ground top first second third fourth fifth upper lower basement")
PLACE_PREPOSITIONS = _words("in at near outside inside from en cerca junto frente desde")

ORGANISATION_WORDS = _words(
    """patrol police department ministry service services agency guard guards force forces army navy
    office house hospital airport station central terminal platform junction park square plaza parque express superfast bridge cup copa gate hotel university
    school elementary college council party assembly court street avenue road river center centre
    committee commission bank company corporation group news times post press agency network
    airlines airline club federation union nations republic state states government church
    policia departamento ministerio servicio agencia guardia fuerza fuerzas ejercito armada oficina
    casa hospital aeropuerto estacion puente avenida calle rio centro comite comision banco empresa
    grupo noticias diario club federacion union naciones republica estado gobierno iglesia
    universidad escuela colegio consejo partido asamblea tribunal sudamericana port island isla puerto
    city town village county province provincia barrio district mount cerro lake lago bay bahia valley
    valle rural caja airlines lines islands isles islas secretaria secretariat instituto institute fiscalia procuraduria
    alcaldia ayuntamiento municipalidad gobernacion prefectura direccion subsecretaria consejeria"""
)
"""Last words of capitalised runs that name an organisation or a place, not a person."""
