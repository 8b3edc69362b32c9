"""A suggestion's title and claims in the reader's language.

The engine composes titles and claims from a small English vocabulary ("officers wounded",
"fate of Pérez", "date of the flood", "at least 8", "security forces", "armed or not") and keys
a suggestion by them, so a suggestion keeps its id (and a dismissal stays dismissed) whatever
the language. What is shown is translated here, word by word of that vocabulary, once the
suggestion is made; words taken from the articles (names, quotations, the words of a contrast,
who said it) stay as written.
"""

from __future__ import annotations

import re

from ..i18n import ENGLISH, N_, _, current_language, ngettext

NOUNS = {
    "officers": N_("officers"), "soldiers": N_("soldiers"), "firefighters": N_("firefighters"),
    "rescuers": N_("rescuers"), "volunteers": N_("volunteers"), "group members": N_("group members"), "people": N_("people"),
    "children": N_("children"), "teenagers": N_("teenagers"), "foreigners": N_("foreigners"), "students": N_("students"), "teachers": N_("teachers"),
    "workers": N_("workers"), "miners": N_("miners"), "protesters": N_("protesters"),
    "patients": N_("patients"), "passengers": N_("passengers"), "crew": N_("crew"), "players": N_("players"),
    "journalists": N_("journalists"), "migrants": N_("migrants"), "suspects": N_("suspects"),
    "hostages": N_("hostages"), "prisoners": N_("prisoners"), "tourists": N_("tourists"), "traders": N_("traders"), "fans": N_("fans"),
    "attendees": N_("attendees"), "customers": N_("customers"), "families": N_("families"),
    "drivers": N_("drivers"), "pedestrians": N_("pedestrians"),
    "vehicles": N_("vehicles"), "emergency vehicles": N_("emergency vehicles"), "buildings": N_("buildings"), "homes": N_("homes"), "floors": N_("floors"),
    "coaches": N_("coaches"), "ambulances": N_("ambulances"), "helicopters": N_("helicopters"),
    "boats": N_("boats"), "aircraft": N_("aircraft"), "teams": N_("teams"), "weapons": N_("weapons"),
    "shots": N_("shots"), "explosions": N_("explosions"), "hospitals": N_("hospitals"), "rooms": N_("rooms"), "hectares": N_("hectares"), "towns": N_("towns"),
    "schools": N_("schools"),
}
"""The engine's classes of what is counted (:data:`.lexicon.NOUNS`)."""

PARTS = {"women": N_("women"), "men": N_("men")}
"""Who a part of a toll is, where no class of what is counted names them (:data:`.parts.PARTS`)."""

FEMININE = frozenset(["people", "women", "ambulances", "homes", "floors", "explosions", "hectares", "weapons", "crew", "families", "rooms", "schools"])
"""Classes whose Spanish word is feminine, so what happened to them agrees ("personas heridas")."""

PREDICATES = {
    "killed": N_("killed"), "wounded": N_("wounded"), "captured": N_("captured"), "rescued": N_("rescued"),
    "evacuated": N_("evacuated"), "displaced": N_("displaced"), "missing": N_("missing"),
    "released": N_("released"), "abducted": N_("abducted"), "survived": N_("survived"), "surrendered": N_("surrendered"),
    "escaped": N_("escaped"), "aboard": N_("aboard"), "inside": N_("inside"), "derailed": N_("derailed"), "collapsed": N_("collapsed"),
    "destroyed": N_("destroyed"), "damaged": N_("damaged"), "deployed": N_("deployed"), "burned": N_("burned"), "stolen": N_("stolen"),
    "infected": N_("infected"), "took part": N_("took part"), "in the water": N_("in the water"), "unknown": N_("unknown"),
    "took own life": N_("took their own lives"), "at large": N_("at large"), "employed": N_("employed"),
    "seriously hurt": N_("seriously hurt"), "still in hospital": N_("still in hospital"), "treated": N_("treated"),
    "accounted for": N_("accounted for"),
}
"""What happened to them (:data:`.lexicon.PREDICATES`)."""

FEMININE_PREDICATES = {
    "killed": N_("killed (of people)"), "wounded": N_("wounded (of people)"),
    "captured": N_("captured (of people)"), "rescued": N_("rescued (of people)"),
    "evacuated": N_("evacuated (of people)"), "displaced": N_("displaced (of people)"),
    "missing": N_("missing (of people)"), "released": N_("released (of people)"), "abducted": N_("abducted (of people)"),
    "survived": N_("survived (of people)"), "surrendered": N_("surrendered (of people)"),
    "aboard": N_("aboard (of people)"), "inside": N_("inside (of people)"), "derailed": N_("derailed (of people)"),
    "collapsed": N_("collapsed (of people)"), "destroyed": N_("destroyed (of people)"),
    "damaged": N_("damaged (of people)"), "deployed": N_("deployed (of people)"), "burned": N_("burned (of people)"),
    "stolen": N_("stolen (of people)"),
    "infected": N_("infected (of people)"), "took part": N_("took part (of people)"),
    "in the water": N_("in the water (of people)"), "escaped": N_("escaped (of people)"),
    "took own life": N_("took their own lives (of people)"), "at large": N_("at large (of people)"),
    "employed": N_("employed (of people)"), "seriously hurt": N_("seriously hurt (of people)"), "still in hospital": N_("still in hospital (of people)"),
    "treated": N_("treated (of people)"), "accounted for": N_("accounted for (of people)"),
}
"""The same said of a class whose word is feminine, for languages where the word agrees."""

FATES = {
    "killed": N_("killed (a person's fate)"), "wounded": N_("wounded (a person's fate)"),
    "captured": N_("captured (a person's fate)"), "rescued": N_("rescued (a person's fate)"),
    "evacuated": N_("evacuated (a person's fate)"),
    "missing": N_("missing (a person's fate)"), "released": N_("released (a person's fate)"),
    "survived": N_("survived (a person's fate)"), "surrendered": N_("surrendered (a person's fate)"),
    "in critical condition": N_("in critical condition"), "in stable condition": N_("in stable condition"),
    "unhurt": N_("unhurt"), "not detained": N_("not detained"), "unknown": N_("unknown"),
    "took own life": N_("took own life"), "at large": N_("at large (a person's fate)"),
    "in serious condition": N_("in serious condition"), "with minor injuries": N_("with minor injuries"), "out of danger": N_("out of danger"),
}
"""What happened to one person, as a claim (a count's words are plural)."""

ROLES = {
    "the attacker": N_("fate of the attacker"), "the suspect": N_("fate of the suspect"),
    "the pilot": N_("fate of the pilot"), "the co-pilot": N_("fate of the co-pilot"),
    "the driver": N_("fate of the driver"), "the captain": N_("fate of the captain"),
    "the leader": N_("fate of the leader"), "the grandmother": N_("fate of the grandmother"),
    "the grandfather": N_("fate of the grandfather"), "the mother": N_("fate of the mother"),
    "the father": N_("fate of the father"), "the son": N_("fate of the son"), "the daughter": N_("fate of the daughter"),
    "the wife": N_("fate of the wife"), "the husband": N_("fate of the husband"), "the owner": N_("fate of the owner"),
    "the guard": N_("fate of the guard"), "the victim": N_("fate of the victim"), "the hostage": N_("fate of the hostage"),
    "the officer": N_("fate of the officer"), "the teacher": N_("fate of the teacher"), "the child": N_("fate of the child"),
    "the manager": N_("fate of the manager"), "the director": N_("fate of the director"), "the nurse": N_("fate of the nurse"),
    "the priest": N_("fate of the priest"), "the pregnant woman": N_("fate of the pregnant woman"),
    "the sergeant": N_("fate of the sergeant"),
}
"""What became of a person named by a role (:data:`.lexicon.ROLES`), as a whole title."""

WORDS = {
    "who abducted": N_("who abducted"),
    "oxygen tank": N_("oxygen tank"),
    "time of departure": N_("time of departure"), "time of arrival": N_("time of arrival"),
    "population": N_("population"), "road marker": N_("road marker"),
    "date": N_("date"), "time": N_("time"), "duration": N_("duration"), "amount": N_("amount"),
    "place": N_("place"), "floor": N_("floor"), "cause": N_("cause"), "what collapsed": N_("what collapsed"),
    "when it happened": N_("when it happened"), "hour it happened": N_("hour it happened"), "day of the week": N_("day of the week"), "things stolen": N_("things stolen"),
    "who opened fire": N_("who opened fire"), "wording": N_("wording"), "quote": N_("quote"),
    "the group": N_("the group"), "security forces": N_("security forces"),
    "length": N_("length"), "distance": N_("distance"), "depth": N_("depth"), "width": N_("width"), "height": N_("height"), "weight": N_("weight"), "area": N_("area"), "rainfall": N_("rainfall"), "speed": N_("speed"), "volume": N_("volume"), "percentage": N_("percentage"), "power": N_("power"), "temperature": N_("temperature"),
    "day": N_("day"), "route": N_("route"), "where it happened": N_("where it happened"),
    "age of the pensioner": N_("age of the pensioner"), "age of the boy": N_("age of the boy"), "age of the girl": N_("age of the girl"), "age of the man": N_("age of the man"),
    "age of the woman": N_("age of the woman"), "age of the young person": N_("age of the young person"),
    "age of the attacker": N_("age of the attacker"), "age of the driver": N_("age of the driver"),
    "age of the victim": N_("age of the victim"),
    "age of the bridge": N_("age of the bridge"), "age of the building": N_("age of the building"), "age of the dam": N_("age of the dam"),
    "age of the aircraft": N_("age of the aircraft"), "age of the boat": N_("age of the boat"), "age of the train": N_("age of the train"),
    "age of the bus": N_("age of the bus"), "age of the stadium": N_("age of the stadium"), "age of the mine": N_("age of the mine"),
    "age of the market": N_("age of the market"),
    "day it was made public": N_("day it was made public"), "day it was held": N_("day it was held"),
    "day it starts": N_("day it starts"), "day it ends": N_("day it ends"),
    "where it started": N_("where it started"), "place hit hardest": N_("place hit hardest"), "where they were taken": N_("where they were taken"),
    "where it was found": N_("where it was found"), "where they were treated": N_("where they were treated"),
    "where it was held": N_("where it was held"), "where it was signed": N_("where it was signed"),
    "where they died": N_("where they died"), "where they were detained": N_("where they were detained"),
    "where it is shown": N_("where it is shown"), "where it was kept": N_("where it was kept"),
    "where it was sold": N_("where it was sold"),
    "where the wound was": N_("where the wound was"),
    "what each headline leads with": N_("what each headline leads with"),
    "what happened first": N_("what happened first"), "what happened": N_("what happened"), "how long after": N_("how long after"),
    "soon after": N_("soon after"), "derailing": N_("derailing"), "collision": N_("collision"),
    "explosion": N_("explosion"), "fire": N_("fire"), "collapse": N_("collapse"), "capsizing": N_("capsizing"),
    "sinking": N_("sinking"),
    # states (:data:`.states.STATES`): titles and values
    "armed or not": N_("armed or not"), "armed": N_("armed"), "not armed": N_("not armed"),
    "warned or not": N_("warned or not"), "warned": N_("warned"), "not warned": N_("not warned"),
    "inspected or not": N_("inspected or not"), "inspected": N_("inspected"), "not inspected": N_("not inspected"),
    "held or gave way": N_("held or gave way"), "held": N_("held"), "gave way": N_("gave way"),
    "resigned, dismissed, suspended or still in office": N_("resigned, dismissed, suspended or still in office"), "suspended": N_("suspended"),
    "voluntary or ordered": N_("voluntary or ordered"), "voluntary": N_("voluntary"), "ordered": N_("ordered"),
    "paused or ended": N_("paused or ended"), "paused": N_("paused"), "ended": N_("ended"),
    "operating or not yet": N_("operating or not yet"), "operating": N_("operating"), "not yet operating": N_("not yet operating"),
    "compensated or not": N_("compensated or not"), "compensated": N_("compensated"), "not compensated": N_("not compensated"),
    "resigned": N_("resigned"), "dismissed": N_("dismissed"), "still in office": N_("still in office"),
    "valid or expired": N_("valid or expired"), "valid": N_("valid"), "expired": N_("expired"),
    "open or closed": N_("open or closed"), "open": N_("open"), "closed": N_("closed"),
    "empty or occupied": N_("empty or occupied"), "empty": N_("empty"), "occupied": N_("occupied"),
    "at once or after a wait": N_("at once or after a wait"), "at once": N_("at once"), "after a wait": N_("after a wait"),
    "calm or rough": N_("calm or rough"), "calm": N_("calm"), "rough": N_("rough"),
    "kept or gave up the seat": N_("kept or gave up the seat"), "kept the seat": N_("kept the seat"),
    "gave up the seat": N_("gave up the seat"),
    "what weapon": N_("what weapon"), "a replica": N_("a replica"), "a shotgun": N_("a shotgun"), "a rifle": N_("a rifle"),
    "a knife": N_("a knife"), "a machete": N_("a machete"), "a pistol": N_("a pistol"),
    "head-on, from behind or side-on": N_("head-on, from behind or side-on"), "head-on": N_("head-on"),
    "from behind": N_("from behind"), "side-on": N_("side-on"),
    "forced or with a key": N_("forced or with a key"), "forced": N_("forced"), "with a key": N_("with a key"),
    "declared or not": N_("declared or not"), "declared": N_("declared"), "not declared": N_("not declared"),
    "paid or not": N_("paid or not"), "paid": N_("paid"), "not paid": N_("not paid"),
    "authorised or not": N_("authorised or not"), "authorised": N_("authorised"), "not authorised": N_("not authorised"), "pending": N_("pending"),
    "search called off or continuing": N_("search called off or continuing"), "called off": N_("called off"),
    "the dead identified or not": N_("the dead identified or not"), "identified": N_("identified"),
    "what kind of vehicle bomb": N_("what kind of vehicle bomb"), "a truck bomb": N_("a truck bomb"), "a car bomb": N_("a car bomb"),
    "a motorcycle bomb": N_("a motorcycle bomb"),
    "not identified": N_("not identified"), "partly identified": N_("partly identified"),
    "continuing": N_("continuing"), "curfew or emergency declared or not": N_("curfew or emergency declared or not"),
    "everyone accounted for or not": N_("everyone accounted for or not"), "all accounted for": N_("all accounted for"),
    "not all accounted for": N_("not all accounted for"), "capacity": N_("capacity"),
    "boiler": N_("boiler"), "toll expected to rise or not": N_("toll expected to rise or not"),
    "called terrorism or not": N_("called terrorism or not"), "not called terrorism": N_("not called terrorism"),
    "called terrorism": N_("called terrorism"), "known to police or not": N_("known to police or not"),
    "no record": N_("no record"), "had a record": N_("had a record"), "disused": N_("disused"), "expected to rise": N_("expected to rise"),
    "no more expected": N_("no more expected"), "distress call made or not": N_("distress call made or not"),
    "no distress call": N_("no distress call"), "distress call made": N_("distress call made"),
    "insured or not": N_("insured or not"), "insured": N_("insured"), "not insured": N_("not insured"),
    "inquiry opened or not": N_("inquiry opened or not"), "not opened": N_("not opened"), "opened": N_("opened"),
    "alarm worked or failed": N_("alarm worked or failed"), "worked": N_("worked"), "failed": N_("failed"),
    "appealed or not": N_("appealed or not"), "appealed": N_("appealed"), "not appealing": N_("not appealing"), "undecided": N_("undecided"),
    "accepted or disputed the findings": N_("accepted or disputed the findings"), "accepted": N_("accepted"), "disputed": N_("disputed"),
    "mandatory or voluntary": N_("mandatory or voluntary"), "mandatory": N_("mandatory"), "not mandatory": N_("not mandatory"),
    "alert level": N_("alert level"), "red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"), "green": N_("green"),
    # who acted (:data:`.states.ACTIONS`)
    "who killed": N_("who killed"), "who killed the attacker": N_("who killed the attacker"), "who fired": N_("who fired"), "who arrested": N_("who arrested"),
    "who entered": N_("who entered"), "who sealed": N_("who sealed"), "who brought": N_("who brought"), "who rescued": N_("who rescued"), "who ordered": N_("who ordered"), "who stopped": N_("who stopped"),
    "who persuaded": N_("who persuaded"), "who succeeded": N_("who succeeded"),
    "who got there first": N_("who got there first"), "who raised the alarm": N_("who raised the alarm"),
    "who led the operation": N_("who led the operation"), "who opened the gates": N_("who opened the gates"),
    "who is behind it": N_("who is behind it"), "who found them": N_("who found them"),
    "what hurt them": N_("what hurt them"), "who did it": N_("who did it"),
    "who carried it out": N_("who carried it out"), "who spotted it": N_("who spotted it"), "who paid for it": N_("who paid for it"),
    "who drove them out": N_("who drove them out"),
    "what the workers were doing": N_("what the workers were doing"),
    "how long it took to bring under control": N_("how long it took to bring under control"), "magnitude": N_("magnitude"),
    "how long the rescue took": N_("how long the rescue took"), "how long help took to arrive": N_("how long help took to arrive"),
    "how long the outage lasted": N_("how long the outage lasted"), "how long the siege lasted": N_("how long the siege lasted"),
    "how long the sentence is": N_("how long the sentence is"),
    # votes (:mod:`.votes`)
    "how the vote went": N_("how the vote went"), "unanimous": N_("unanimous"), "not unanimous": N_("not unanimous"),
    # causes (:data:`.causes._CAUSES`)
    "cargo shift": N_("cargo shift"), "a freak wave": N_("a freak wave"), "mining": N_("mining"), "natural causes": N_("natural causes"),
    "landslide": N_("landslide"), "river overflow": N_("river overflow"), "eviction": N_("eviction"),
    "debts": N_("debts"), "revenge": N_("revenge"), "deliberate": N_("deliberate"),
    "electrical fault": N_("electrical fault"), "gas": N_("gas"), "lack of fuel": N_("lack of fuel"),
    "structural failure": N_("structural failure"), "mechanical failure": N_("mechanical failure"),
    "human error": N_("human error"), "signal fault": N_("signal fault"), "weather": N_("weather"),
    "construction works": N_("construction works"), "not known": N_("not known"),
    "contamination": N_("contamination"), "burst main": N_("burst main"), "track failure": N_("track failure"), "lightning": N_("lightning"), "power line": N_("power line"), "handling accident": N_("handling accident"),
    "road condition": N_("road condition"), "blasting": N_("blasting"), "coal dust": N_("coal dust"), "bird strike": N_("bird strike"),
    # how the dead died (:mod:`.deaths`)
    "how they died": N_("how they died"), "gunshots": N_("gunshots"), "explosives": N_("explosives"), "burns": N_("burns"),
    "asphyxia": N_("asphyxia"), "crushing": N_("crushing"), "drowning": N_("drowning"), "injuries": N_("injuries"),
    "electrocution": N_("electrocution"),
    # what a vehicle crashed into (:func:`.places.struck`)
    "what it crashed into": N_("what it crashed into"), "a house": N_("a house"), "a building": N_("a building"),
    "a truck": N_("a truck"), "a bus": N_("a bus"), "a car": N_("a car"), "a train": N_("a train"), "a tree": N_("a tree"),
    "a wall": N_("a wall"), "a post": N_("a post"), "a hillside": N_("a hillside"), "a bridge": N_("a bridge"),
    "another bus": N_("another bus"), "another car": N_("another car"), "another truck": N_("another truck"),
    "another train": N_("another train"),
    # who is behind an attack no one has claimed (:func:`.states.unclaimed`)
    "no one": N_("no one"),
    # amounts said without a number, parts of the day, days
    "several": N_("several"), "dozens": N_("dozens"), "many": N_("many"), "a few": N_("a few"),
    "hundreds": N_("hundreds"), "thousands": N_("thousands"), "tens of thousands": N_("tens of thousands"),
    "hundreds of thousands": N_("hundreds of thousands"), "tens of millions": N_("tens of millions"), "minutes": N_("in minutes"),
    "early morning": N_("early morning"), "morning": N_("morning"), "midday": N_("midday"),
    "afternoon": N_("afternoon"), "evening": N_("evening"), "night": N_("night"),
    "Monday": N_("Monday"), "Tuesday": N_("Tuesday"), "Wednesday": N_("Wednesday"), "Thursday": N_("Thursday"),
    "Friday": N_("Friday"), "Saturday": N_("Saturday"), "Sunday": N_("Sunday"),
    # directions from a place (:func:`.places.directions`)
    "north": N_("north"), "south": N_("south"), "east": N_("east"), "west": N_("west"), "centre": N_("centre"),
    "north-east": N_("north-east"), "north-west": N_("north-west"), "south-east": N_("south-east"),
    "south-west": N_("south-west"), "north-centre": N_("north-centre"), "south-centre": N_("south-centre"),
    # loaded terms (:data:`.lexicon.LOADED_TERMS`)
    "attackers": N_("terrorists"), "fighters": N_("rebels"), "killing": N_("massacre"), "clash": N_("clash"),
    "riot": N_("riot"), "protest": N_("protest"), "regime": N_("regime"), "government": N_("government"),
    "execution": N_("execution"), "scandal": N_("scandal"), "row": N_("row"), "disgraced": N_("disgraced"),
    "outgoing": N_("outgoing"), "mob": N_("mob"), "crowd": N_("crowd"), "illegals": N_("illegals"),
    "migrants": N_("migrants"),
}
"""Titles and claims the engine uses whole."""

QUALIFIERS = {
    "at least": N_("at least {number}"), "up to": N_("up to {number}"), "about": N_("about {number}"),
    "more than": N_("more than {number}"), "nearly": N_("nearly {number}"), "fewer than": N_("fewer than {number}"),
}
"""A number's qualifier (:data:`.lexicon.QUALIFIERS`) around the number."""

_QUALIFIED = re.compile(r"(" + "|".join(QUALIFIERS) + r") (.+)")
_DURATION = re.compile(r"(\d+(?:\.\d+)?) (years?|months?|weeks?|days?|hours?|minutes?|seconds?)")


def shown_title(title: str) -> str:
    """``title`` in the current language (unchanged in English)."""
    if current_language() == ENGLISH:
        return title
    return _title(title)


def _title(title: str) -> str:
    if title in WORDS:
        return _(WORDS[title])
    if title in NOUNS:
        return _(NOUNS[title])
    if match := re.fullmatch(r"what (.+) said: (.+)", title, re.S):
        return _("what {source} said: {title}").format(source=match[1], title=_title(match[2]))
    if match := re.fullmatch(r"(.+) \(([^()]+)\)", title):
        return _("{title} ({topic})").format(title=_title(match[1]), topic=match[2])
    if match := re.fullmatch(r"loaded words: (\w+) or (\w+)", title):
        return _("loaded words: {one} or {other}").format(one=_(WORDS[match[1]]), other=_(WORDS[match[2]]))
    if match := re.fullmatch(r"wording of the quote \u201c(.+)\u201d", title, re.S):
        return _("wording of the quote \u201c{opening}\u201d").format(opening=match[1])
    if match := re.fullmatch(r"who said \u201c(.+)\u201d", title, re.S):
        return _("who said \u201c{opening}\u201d").format(opening=match[1])
    if (match := re.fullmatch(r"fate of (the [\w-]+)", title)) and match[1] in ROLES:
        return _(ROLES[match[1]])
    if match := re.fullmatch(r"said and denied: (.+)", title, re.S):
        return _("said and denied: {claim}").format(claim=match[1])
    if match := re.fullmatch(r"direction from (.+)", title):
        return _("direction from {place}").format(place=match[1])
    if match := re.fullmatch(r"by whom: (.+)", title):
        return _("by whom: {act}").format(act=match[1])
    if match := re.fullmatch(r"age of (.+)", title):
        return _("age of {name}").format(name=match[1])
    if match := re.fullmatch(r"fate of (.+)", title):
        return _("fate of {name}").format(name=match[1])
    if match := re.fullmatch(r"name of (.+)", title):
        return _("name of {name}").format(name=match[1])
    if match := re.fullmatch(r"(how long after) the (.+)", title):
        return _("{what} of the {topic}").format(what=_(WORDS[match[1]]), topic=_title(match[2]))
    if match := re.fullmatch(r"(date|time|duration|amount|place|length|depth|width|height|weight|area|speed|volume|percentage|power|temperature|day|route|how long after) of the (.+)", title):
        return _("{what} of the {topic}").format(what=_(WORDS[match[1]]), topic=_title(match[2]))
    for predicate in sorted(PREDICATES, key=len, reverse=True):
        if title.endswith(" " + predicate) and predicate != "unknown":
            noun = title[: -len(predicate) - 1]
            named = NOUNS.get(noun) or PARTS.get(noun)
            shown_noun = _(named) if named else noun
            feminine = noun in FEMININE or (not named and noun.endswith("as"))
            said = FEMININE_PREDICATES.get(predicate, PREDICATES[predicate]) if feminine else PREDICATES[predicate]
            return _("{noun} {predicate}").format(noun=shown_noun, predicate=_(said))
    return title


def shown_value(value: str) -> str:
    """A claim the engine read (a number, a fate, a state, a duration) in the current language."""
    if current_language() == ENGLISH:
        return value
    return _value(value)


def _value(value: str) -> str:
    if value in FATES:
        return _(FATES[value])
    if value in WORDS:
        return _(WORDS[value])
    if match := re.fullmatch(r"(.+) \((ruled out|possibly)\)", value):
        said = _("{cause} (ruled out)") if match[2] == "ruled out" else _("{cause} (possibly)")
        return said.format(cause=_value(match[1]))
    if (match := re.fullmatch(r"(\w+day), (.+)", value)) and match[1] in WORDS:
        return _("{day}, {time}").format(day=_(WORDS[match[1]]), time=_value(match[2]))
    if match := re.fullmatch(r"(\w+), then (\w+)", value):
        return _("{first}, then {second}").format(first=_value(match[1]), second=_value(match[2]))
    if (match := re.fullmatch(r"(.+?) and (.+)", value)) and match[1] in WORDS and match[2] in WORDS:
        return _("{first} and {second}").format(first=_(WORDS[match[1]]), second=_(WORDS[match[2]]))
    if match := re.fullmatch(r"not (.+)", value):
        return _("not {value}").format(value=_value(match[1]))
    if match := re.fullmatch(r"(\d+–\d+), (\d+) abstaining", value):
        return ngettext("{tally}, {n} abstaining", "{tally}, {n} abstaining", int(match[2])).format(tally=match[1], n=match[2])
    if match := _QUALIFIED.fullmatch(value):
        return _(QUALIFIERS[match[1]]).format(number=_value(match[2]))
    if match := _DURATION.fullmatch(value):
        return _duration(match[1], match[2])
    if (match := re.fullmatch(r"(.+) later", value)) and _DURATION.fullmatch(match[1]):
        return _("{duration} later").format(duration=_value(match[1]))
    return value


def _duration(amount: str, unit: str) -> str:
    """"8 months" as the reader says it ("8 meses"); a decimal amount counts as plural."""
    n = int(float(amount)) if float(amount) == int(float(amount)) else 2
    unit = unit.rstrip("s")
    words = {
        "year": ngettext("{n} year", "{n} years", n), "month": ngettext("{n} month", "{n} months", n),
        "week": ngettext("{n} week", "{n} weeks", n), "day": ngettext("{n} day", "{n} days", n),
        "hour": ngettext("{n} hour", "{n} hours", n), "minute": ngettext("{n} minute", "{n} minutes", n),
        "second": ngettext("{n} second", "{n} seconds", n),
    }
    return words[unit].format(n=amount)
