"""Readings learnt from real outlets' coverage (tenth and eleventh passes of the finder): how big a
crowd was, how many a place holds, a toll whose figure comes far from its word, who is still in
hospital, whether everyone is accounted for, hours told on the 24-hour clock or on either side of
one hour, clocks on a quarter hour, weapons found, one actor told several ways, days and hours
of other happenings than the event, the scene of the event as one place, leaks, things named
after people, where a fire started when an hour comes between, who spoke apart from whom he
told, aftershocks, the parts of a whole, the hour of the event itself, lengths of time told in
words, people who were there, what an outlet learnt from its sources, and people named by their
role; and (twelfth pass) each account's first toll, a whole of which a part is told after another
figure, collective amounts after "la", "no menos de", and who "el …" and "hay heridos" are; and
(thirteenth pass) the hour of the event told by what set it off or by a noun of it, days and moments
of what came after, one date given two days of the week, capacities and speeds, floors by their
ordinals, causes not known yet, searches under way or over, and those who told something; and
(fourteenth pass) who the dead were, hours an event is told between, moments of other acts,
populations, capacities told as room, tolls told as lives taken, those a boat carried, more causes,
a place the event struck, and speakers after a joined word or a time; and (fifteenth pass) those
abducted, figures no one has given yet, thousands spaced in
groups of three, a count that shares its verb with the next, rooms, what a boat carried, the
speaker after the medium told, and one person named two ways; and (seventeenth pass) figures read whole
(ranges, "mil", metres, ratings, populations), parts of a toll, everyone aboard, who speaks and who
acted, whom a fate befell, ages of many of a kind, grades and ranges that agree, what is no length of
time, and quotations given to one person or reworded in nothing but joining words; and (eighteenth
pass) speakers read whole and words of speech that name no one, peoples counted, tolls broken down,
hours of the part of the day their sentence tells, departures, ages before a name, and floors listed; and
(nineteenth pass) peoples counted before a comma and a name or in two words, the homeless, causes still
unknown, counts no one has given figures on, parts that correspond to a kind, what a parent has, what
befell a part, months gone by, tens or hundreds of thousands, directions from the city of a place, none
hurt among those named after, traders, tolls of another site or of the last such event, hours "as of"
which something was found, loaded words inside compounds, wounds counted, the participle that tells
the whole of a part, sentences that open on the whole, a cause stated as fact against one supposed, causes that
appeared to be or are said to be, and bodies that speak for themselves; and (twentieth pass) counts whose
fate another sentence tells, areas, rainfalls, schools, health centres and weapons by their names, ages of
things and ages as ranges, those yet to be rescued or on the boat, grave states, citizens of a country,
the place hit hardest, counts of a listed place, where someone was admitted, survivors rescued, two
close figures of those aboard in one account, those among the killed, words shouted in quotation marks,
the way help was sent, a day that is no place, how long something has gone on so far, and the hour a
report was issued; and (twenty-first pass) bad weather as a cause, a cause supposed by the verb after it,
causes not known told with words between, deficiencies of a structure or of its wiring, kilograms written
"kgs", ranges told in number words, heights told by what they stand over, the wounded in a grave state, ages in brackets,
two ranges with other ends, suspects held counted with people held, what a vehicle
crashed into, place names that say no way a length runs, how the dead died, members of a force,
a part of the dead told after them, numbers that name one of their kind, lakhs of people who
flocked, all the captives freed as everyone accounted for, a bird strike told as a collision, causes no
one has given, weather that only held up the rescue, airlines that are no one, an account's one clock
joining the slot of its part of the day, engines lost or failed, each account's first date of
the event, years after a name between commas, a count told from either side of one figure, "may" the verb,
no month, a delay that is no length of a declared mourning, a bus that caught
fire ("se prendió fuego"), figures after a record and a colon, a count beside "no survivors", and those killed in
crossfire; and (twenty-second pass) a crowd whose part is named before what befell it, the dead named by
who they were, a fall through floors, the early hours "of" a day, statements issued by a body, days
listed in one month, times slated, deaths after an explosion, patients who "se dieron de alta", and what befell
those "who", told past an aside, searches suspended or going on as told by their work, "temporalmente", the dead identified, in part or not, an exact clock against one minutes away, a name headed by a role, a state's passage that ends where its word does, a person whose surname is withheld ("José «N»"), a dateline whose place has a joining word, a card's
title that names no place or person its sentences only share, an event that "se generó", a part told by where it came from, a speaker set against what came before
("…, while a spokesman cited …"), a contrast's frame with the word after what differs, a person hurt "gravemente" or "levemente", and a car bomb against a truck bomb;
and (twenty-third pass) what lasted as the head of its phrase, as written, and a title's adjective shown with the noun it
qualifies, or not at all when it follows its noun, two figures in one unit a twentieth apart, people transported to hospitals, a cardiac arrest, a day said at a press conference, a clock shortly after an hour, a figure after "over" that looks like a year, wind that spread a fire, a compass word before a continent, days counted back from the account ("hace dos días"), a title not told apart by its own word, what collapsed shown as written, a number of dozens, a count "of them" named by its kind ("11 of them children"), and a place before a speaker's role; and
(twenty-fourth pass) orders of magnitude in words that cannot both hold, metres written "m", women who came out unhurt, a teller
apart from the figure told, workers who were there, a quotation inside another that denies something after it, peoples listed
among the dead or hurt, a part of the wounded in a grave state, those who search or rescue, people at the site, those still
trapped and those still missing, lengths of time later than different happenings, nationals on board or told further on,
yesterday as no topic, a count not known told after what it counts, survivors arrested, an armed group told by no name,
counts listed by site, those who have lost their lives, and a collision told from either vehicle.

Each case is written for the test (fictional places and outlets); one behaviour per test."""

from __future__ import annotations

from parallax.library.suggest import ArticleText
from parallax.library.suggest.agreement import values_agree
from parallax.library.suggest.engine import analyse
from parallax.library.suggest.reading import read
from parallax.library.suggest.text import split_sentences
from tests.suggest_support import cards as _cards
from tests.suggest_support import counts_told as _counts
from tests.suggest_support import source_of

_OPENING_EN = "Heavy rain fell over the valley that week. Schools stayed shut on Monday. "
_OPENING_ES = "Llovió con fuerza en el valle toda la semana. Las escuelas cerraron el lunes. "


def _pair(title: str, first: str, second: str, language: str = "en") -> list[str]:
    """The values of the card ``title`` between two accounts that open on the usual filler, sorted ([]
    when there is no such card)."""
    opening = _OPENING_ES if language == "es" else _OPENING_EN
    return sorted(_cards(opening + first, opening + second, language=language).get(title, []))


def _times(text: str, language: str) -> list[str]:
    done, _note = analyse(ArticleText("a", text, language))
    return [m.value for m in done.mentions if m.key == "time"]


def test_people_present_are_a_crowd() -> None:
    assert _counts("At least 12,000 people were present at the vigil, police said.") == [("people took part", "at least 12000")]


def test_a_venue_thronged_or_crammed_is_a_crowd_too() -> None:
    assert _counts("As many as 40,000 pilgrims had thronged the shrine by noon.") == [("attendees took part", "up to 40000")]
    assert _counts("The footbridge was crammed with over 300 people.") == [("people took part", "more than 300")]


def test_a_crowd_guessed_three_times_apart_is_one_crowd() -> None:
    cards = _cards(
        _OPENING_EN + "The stampede at the Varna shrine began at dusk. At least 12,000 people were present at the vigil, police said.",
        _OPENING_EN + "The stampede at the Varna shrine began at dusk. As many as 45,000 devotees had thronged the shrine, organisers said.",
    )
    assert sorted(value.split(" (")[0] for value in cards.get("people took part", [])) == ["at least 12000", "up to 45000"]


def test_how_many_a_place_holds_is_its_capacity() -> None:
    assert _counts("La cárcel de Valdemora tenía capacidad para 300 reclusos.", "es") == [("capacity", "300")]
    assert _counts("The stand, built for 2,000 spectators, gave way at half-time.") == [("capacity", "2000")]


def test_two_capacities_make_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "El incendio en la cárcel de Valdemora dejó 40 muertos. La cárcel tenía capacidad para 300 reclusos.",
        _OPENING_ES + "El incendio en la cárcel de Valdemora dejó 40 muertos. Era una prisión construida para 450 personas.",
        language="es",
    )
    assert cards.get("capacity") == ["300", "450"]


def test_a_toll_whose_figure_comes_far_from_its_word() -> None:
    text = "The death toll in the ferry fire that broke out near Porth Island on Friday night has become 23."
    assert _counts(text) == [("people killed", "23")]


def test_a_spanish_toll_told_figure_first() -> None:
    text = "A 41 ascendió la tarde de este domingo la cantidad de fallecidos por el derrumbe del mercado de Tolosa."
    assert _counts(text, "es") == [("people killed", "41")]


def test_being_treated_is_still_in_hospital() -> None:
    assert _counts("Seis personas están siendo tratadas en el hospital de Lerma.", "es") == [("people still in hospital", "6")]
    assert _counts("Three passengers are being treated at Kelso General.") == [("passengers still in hospital", "3")]


def test_everyone_accounted_for_against_some_unaccounted_for() -> None:
    cards = _cards(
        _OPENING_EN + "A coach overturned on the Brenn pass road. All passengers have been accounted for, the operator said.",
        _OPENING_EN + "A coach overturned on the Brenn pass road. Rescuers said several passengers were still unaccounted for.",
    )
    assert [value.split(" (")[0] for value in cards.get("everyone accounted for or not", [])] == ["all accounted for", "not all accounted for"]


def test_a_completed_rescue_against_a_search_still_under_way() -> None:
    cards = _cards(
        _OPENING_EN + "A landslide buried homes in Orlach. The search and rescue operations at the site have been completed.",
        _OPENING_EN + "A landslide buried homes in Orlach. Officials said the rescue operation was still under way.",
    )
    assert cards.get("search called off or continuing") == ["called off", "continuing (Officials)"]


def test_a_spanish_hour_on_the_24_hour_clock_without_horas() -> None:
    assert _times("El fuego comenzó poco después de las 22 de ayer en el almacén.", "es") == [">22:00"]


def test_a_number_after_las_that_counts_people_is_no_hour() -> None:
    assert _times("Murieron después de las 22 personas rescatadas.", "es") == []


def test_shortly_before_and_shortly_after_one_hour_disagree() -> None:
    cards = _cards(
        _OPENING_ES + "El incendio del almacén de Tolosa se originó poco antes de las 22:00 del lunes.",
        _OPENING_ES + "El incendio del almacén de Tolosa comenzó poco después de las 22 del lunes.",
        language="es",
    )
    assert any(sorted(values) == ["<22:00", ">22:00"] for values in cards.values())


def test_a_count_not_known_yet_is_read_as_unknown() -> None:
    from parallax.library.suggest.counts import unknown_counts

    def read(text: str, language: str = "en") -> list[tuple[str, str]]:
        return [(m.key, m.value) for s in split_sentences(text, language) for m in unknown_counts(text, s)]

    assert read("It was not immediately clear how many people were hurt, the county said.") == [("count|people|wounded", "unknown")]
    assert read("Hasta el momento se desconoce el número de heridos.", "es") == [("count|people|wounded", "unknown")]
    assert read("It is unclear how many rooms were damaged.") == []


def test_a_count_not_known_yet_against_another_accounts_figure() -> None:
    cards = _cards(
        _OPENING_ES + "Un incendio arrasó el asilo de Bremen Alto. Hasta el momento se desconoce el número de heridos.",
        _OPENING_ES + "Un incendio arrasó el asilo de Bremen Alto. Al menos 14 personas resultaron heridas.",
        language="es",
    )
    assert cards.get("people wounded") == ["unknown", "at least 14"]


def test_an_accounts_own_figure_is_chosen_over_its_not_known_yet() -> None:
    cards = _cards(
        _OPENING_EN + "A tram left the rails in Holloway. At least 30 people were injured. It was not clear exactly how many were hurt.",
        _OPENING_EN + "A tram left the rails in Holloway. Dozens of people were injured, officials said.",
    )
    assert "people wounded" not in cards


def test_not_all_the_people_aboard_accounted_for_against_all_believed_accounted_for() -> None:
    cards = _cards(
        _OPENING_EN + "A night train left the rails at Corran Bend. Not all the people on the train had been accounted for, police said.",
        _OPENING_EN + "A night train left the rails at Corran Bend. The mayor said all passengers are believed to be accounted for.",
    )
    assert [value.split(" (")[0] for value in cards.get("everyone accounted for or not", [])] == ["not all accounted for", "all accounted for"]


def test_a_toll_expected_to_rise_against_no_more_bodies_expected() -> None:
    cards = _cards(
        _OPENING_EN + "A flyover fell onto a busy road in Marrow. The death toll was expected to rise, officials said.",
        _OPENING_EN + "A flyover fell onto a busy road in Marrow. The army said no more bodies are expected to be found.",
    )
    assert [value.split(" (")[0] for value in cards.get("toll expected to rise or not", [])] == ["expected to rise", "no more expected"]


def test_a_spanish_toll_that_could_rise() -> None:
    done, _note = analyse(ArticleText("a", "Titular\nLa cifra de muertos podría aumentar en las próximas horas.", "es"))
    assert [(m.key, m.value) for m in done.mentions if m.key.startswith("state|")] == [("state|toll", "expected to rise")]


def test_a_distress_call_made_against_none() -> None:
    cards = _cards(
        _OPENING_EN + "A charter plane crashed in the Kessel hills. The pilot issued a distress call shortly before the crash.",
        _OPENING_EN + "A charter plane crashed in the Kessel hills. The crew made no distress call, investigators said.",
    )
    assert [value.split(" (")[0] for value in cards.get("distress call made or not", [])] == ["distress call made", "no distress call"]


def test_a_route_told_with_a_state_after_the_city_and_one_told_backwards() -> None:
    cards = _cards(
        _OPENING_EN + "The express was on its way from Harlan, N.C., to Brookmere when it left the rails.",
        _OPENING_EN + "The express had left Brookmere and was headed to Harlan when it left the rails.",
    )
    assert cards.get("route") == ["Harlan \u2192 Brookmere", "Brookmere \u2192 Harlan"]


def test_stations_at_the_ends_of_a_route_are_not_compared_with_cities() -> None:
    from parallax.library.suggest.places import routes

    text = "Title\nThe train was heading to Penn Station from Harlan Union Station."
    assert routes(text, split_sentences(text, "en")[1]) == []


def test_villagers_in_spanish_are_people() -> None:
    assert _counts("La explosión obligó al desalojo de unos 2.000 pobladores.", "es") == [("people evacuated", "about 2000")]


def test_people_someone_tries_to_rescue_are_not_rescued() -> None:
    assert _counts("Soldiers were trying to rescue dozens of people still trapped under the slabs.") == [("people inside", "dozens")]
    assert _counts("Equipos trabajan para rescatar a 30 personas atrapadas.", "es") == [("people inside", "30")]


def test_a_word_of_where_after_a_number_is_no_noun() -> None:
    assert _counts("The collapse killed 22, trapping hundreds underneath the slabs.") == [("people killed", "22"), ("people inside", "hundreds")]


def _causes(text: str, language: str = "en") -> list[str]:
    from parallax.library.suggest.causes import causes

    return [m.value for s in split_sentences(text, language) for m in causes(text, s)]


def test_a_cause_not_known_told_of_the_event() -> None:
    assert _causes("The rail company said the cause of the derailment was not known.") == ["not known"]
    assert _causes("Officials said they had no idea what caused the crash.") == ["not known"]
    assert _causes("Hasta el momento las causas del estallido se desconocen.", "es") == ["not known"]


def test_a_failure_of_the_power_supply_and_a_boiler_are_causes() -> None:
    assert _causes("La empresa dijo que se debió a un fallo en el suministro eléctrico.", "es") == ["electrical fault"]
    assert _causes("La explosión se produjo en una de las calderas del sótano.", "es") == ["boiler"]
    assert _causes("Pudo ser causada por el recalentamiento de unos equipos.", "es") == ["mechanical failure (possibly)"]


def test_two_actors_that_share_a_name_are_one_actor() -> None:
    from parallax.library.suggest.states import actors_agree

    assert actors_agree("baba bhole known leader spiritu", "baba hari narayan")
    assert actors_agree("explos", "blast enorm")  # "the explosion" / "the enormous blast", as compared
    assert not actors_agree("border patrol agent", "polic offic")
    assert not actors_agree("islam state militant", "taliban militant")


def _fates(text: str) -> list[str]:
    from parallax.library.suggest.people import fates

    return [m.value for m in fates(text, split_sentences(text, "es"), {"varco": "Varco"}, "es")]


def test_a_name_after_de_is_not_whom_it_befell() -> None:
    assert _fates("Investigan la explosión en la torre de Varco en Tolosa por la que murieron 20 personas.") == []


def test_what_a_name_has_done_to_others_is_no_fate_of_its_own() -> None:
    assert _fates("Varco, la petrolera, ha herido a 80 personas con su negligencia.") == []
    assert _fates("Varco ha muerto en el hospital.") == ["killed"]


def test_the_number_of_dead_told_far_from_its_figure() -> None:
    assert _counts("The number of dead in the fire that broke out on Friday has climbed to 23.") == [("people killed", "23")]


def test_the_number_of_things_told_far_from_its_figure_is_no_toll() -> None:
    assert _counts("The number of houses in the district that were flooded on Friday has risen to 40.") == []


def test_designed_to_hold_is_a_capacity() -> None:
    assert _counts("The stand was designed to hold 3,000 fans.") == [("capacity", "3000")]


def test_the_day_a_toll_was_raised_is_not_when_it_happened() -> None:
    done, _note = analyse(ArticleText("a", "Title\nThe fatality count was raised from seven to eight when a body was found Thursday morning.", "en"))
    assert [m.key for m in done.mentions if m.key in ("weekday", "moment")] == []


def test_a_part_after_a_later_whole_lends_nothing_to_an_earlier_count() -> None:
    text = ("Del resto de muertos, 20 son mujeres y 12 hombres, mientras que 121 personas resultaron heridas, "
            "de las cuales 52 permanecen hospitalizadas.")
    assert _counts(text, "es") == [("people killed", "32"), ("people wounded", "121"), ("people still in hospital", "52")]


def _sources(text: str, language: str = "en") -> list[str]:
    done, _note = analyse(ArticleText("a", "Title\n" + text, language))
    return [m.stance.source for m in done.mentions]


def test_a_firm_speaks_for_itself() -> None:
    assert _sources("La empresa dice que se debió a un fallo en el suministro eléctrico.", "es") == ["empresa"]
    assert _sources("The company said the blast was caused by a gas leak.") == ["company"]


def test_a_firm_named_at_the_head_of_its_sentence_keeps_its_name() -> None:
    text = "Halbrook Appliance Co. will close its plant in Carvell, eliminating about 1,100 jobs, the company said Tuesday."
    assert _sources(text) == ["Halbrook Appliance Co"]


def test_deaths_listed_by_named_place_are_compared_place_by_place() -> None:
    cards = _cards(
        _OPENING_ES + "Un sismo sacudió el sur. El saldo es de 23 personas fallecidas en Tarena, 7 en Lucio y 2 en Vallejo.",
        _OPENING_ES + "Un sismo sacudió el sur. Emergencias reporta 58 muertos en total: 45 en Tarena, 10 en Lucio y tres en Vallejo.",
        language="es",
    )
    assert cards.get("people killed (tarena)") == ["23", "45"]
    assert cards.get("people killed (lucio)") == ["7", "10"]


def test_one_death_in_a_named_place_is_no_list() -> None:
    assert _counts("The blast killed 12 in Kabul, officials said.") == [("people killed", "12")]


def test_a_volume_in_cubic_metres() -> None:
    done, _note = analyse(ArticleText("a", "Title\nLa presa contenía un millón de metros cúbicos de relave.", "es"))
    assert [(m.key, m.compare) for m in done.mentions if m.key.startswith("measure|")] == [("measure|volume", "1e+06")]


def _states(text: str, language: str = "en") -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", "Title\n" + text, language))
    return [(m.key, m.value) for m in done.mentions if m.key.startswith("state|")]


def test_called_a_terrorist_attack_or_not() -> None:
    assert _states("The commissioner would not call it a terrorist attack.") == [("state|terror", "not called terrorism")]
    assert _states("It can only be described as a terrorist attack, the prime minister said.") == [("state|terror", "called terrorism")]


def test_known_to_police_or_not() -> None:
    assert _states("The gunman had a criminal past and was known to local police.") == [("state|record", "had a record")]
    assert _states("Su hermano dijo que no tenía antecedentes.", "es") == [("state|record", "no record")]


def test_bodies_still_to_recover_against_no_more_bodies() -> None:
    assert _states("Aún quedan cuerpos por sacar de entre los escombros.", "es") == [("state|toll", "expected to rise")]
    assert _states("De momento no hay más cuerpos entre los restos.", "es") == [("state|toll", "no more expected")]


def test_an_inquiry_not_yet_begun_and_a_structure_out_of_use() -> None:
    assert _states("La investigación todavía no ha comenzado.", "es") == [("state|inquiry", "not opened")]
    assert _states("La represa estaba desactivada desde hace tres años.", "es") == [("state|operating", "disused")]


def test_an_attacker_before_killing_is_not_among_the_dead() -> None:
    text = "A day after at least one gunman attacked worshippers in two mosques, killing 50 and injuring 48."
    assert ("people killed", "50") in _counts(text) and ("people wounded", "48") in _counts(text)
    assert not any(title.startswith("group members") for title, _value in _counts(text))


def test_a_verb_after_and_is_the_next_counts() -> None:
    assert _counts("Gunmen killed 12 and wounded 30.") == [("people killed", "12"), ("people wounded", "30")]


def _where(text: str) -> list[str]:
    done, _note = analyse(ArticleText("a", text, "en"))
    return [m.value for m in done.mentions if m.key == "place|where"]


def test_a_clock_on_the_quarter_is_as_exact_as_any_other() -> None:
    cards = _cards(
        _OPENING_EN + "The Skyline Air flight to Porth crashed in the hills. A distress call was sent at 10:45 a.m. local time.",
        _OPENING_EN + "The Skyline Air flight to Porth crashed in the hills. The pilots made a distress call at 10:47 a.m.",
    )
    assert cards.get("time of the call") == ["10:45", "10:47"]


def test_weapons_found_are_counted() -> None:
    assert _counts("At least 12 rifles were found in the hotel room.") == [("weapons", "at least 12")]
    assert _counts("Police seized nine rifles from his car.") == [("weapons", "9")]


def test_weapons_neither_found_nor_used_are_still_not_counted() -> None:
    assert _counts("He owned 12 rifles.") == []


def test_one_airline_told_three_ways_is_one_actor() -> None:
    cards = _cards(
        _OPENING_EN + "The flight, operated by the Skyvale airline, crashed near Porth on Tuesday, killing 40.",
        _OPENING_EN + "The plane, operated by Nordair's budget carrier Skyvale, crashed near Porth on Tuesday, killing 40.",
        _OPENING_EN + "The jet, operated by the budget carrier of Sweden's Nordair, crashed near Porth on Tuesday, killing 40.",
    )
    assert "by whom: operated" not in cards


def test_unidentified_gunmen_and_attackers_are_one_actor() -> None:
    cards = _cards(
        _OPENING_EN + "Unidentified gunmen entered the concert hall in Varna and fired at the crowd, killing 12.",
        _OPENING_EN + "Attackers dressed in black entered the concert hall in Varna and fired at the crowd, killing 12.",
    )
    assert "who entered" not in cards


def test_who_fired_is_before_where_he_stood() -> None:
    cards = _cards(
        _OPENING_EN + "A gunman on the 12th floor of a Varna hotel opened fire on the crowd below, killing 12.",
        _OPENING_EN + "A gunman opened fire from a hotel window on the crowd below, killing 12.",
    )
    assert "who fired" not in cards


def test_the_day_of_an_arrest_is_not_the_day_of_the_attack() -> None:
    cards = _cards(
        _OPENING_EN + "A gunman opened fire at two mosques in Varna on Thursday, killing 12.",
        _OPENING_EN + "Police detained four people on Friday after the shootings at two mosques in Varna that left 12 dead.",
    )
    assert "day" not in cards


def test_an_hour_up_to_which_something_was_counted_is_no_time() -> None:
    assert _times("Hasta las 14:30 horas, el Servicio Sismológico reportó 447 réplicas.", "es") == []
    assert _times("El fuego ardió hasta las 3 de la madrugada.", "es") == ["early morning"]


def test_a_passive_by_names_who_did_it_not_where() -> None:
    assert _where("The Airbus, operated by the Skyvale airline, crashed in the hills.") == []
    assert _where("The ferry capsized by the harbour mouth on Friday.") == ["harbour mouth"]


def _mentions(text: str, language: str, key: str) -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", text, language))
    return [(m.key, m.value) for m in done.mentions if m.key.startswith(key)]


def test_the_train_and_the_wreckage_are_one_place_the_scene() -> None:
    cards = _cards(
        _OPENING_EN + "The Porth Express derailed near Kessel on Tuesday. Four bodies were found inside the train, police said.",
        _OPENING_EN + "The Porth Express derailed near Kessel on Tuesday. A body was found in the wreckage on Wednesday.",
    )
    assert "where it was found" not in cards


def test_caused_by_in_spanish_is_no_arson() -> None:
    assert _mentions("Se produjo la explosión, aparentemente provocada por una fuga de gas.", "es", "cause") == [("cause", "gas (possibly)")]  # "aparentemente": supposed
    assert _mentions("Los bomberos creen que el incendio fue provocado.", "es", "cause") == [("cause", "deliberate")]


def test_a_gas_leak_is_no_one_escaping() -> None:
    assert _counts("La explosión se debió a una fuga de gas en la cocina.", "es") == []
    assert _counts("Hubo una fuga de 30 reos del penal.", "es") == [("prisoners escaped", "30")]


def test_a_bridge_named_after_its_engineer_has_no_fate() -> None:
    cards = _cards(
        _OPENING_EN + "The search for those missing after the Varel motorway bridge collapsed in the port city of Porth ended overnight.",
        _OPENING_EN + "Rescuers have little hope of finding more survivors underneath the Varel bridge, where 40 vehicles fell in Tuesday's collapse.",
        _OPENING_EN + "Designed by the engineer Tomas Varel, the bridge opened in 1967. It collapsed on Tuesday, killing 40.",
    )
    assert "fate of Varel" not in cards


def test_a_figure_after_a_semicolon_is_not_the_toll_before_it() -> None:
    assert _counts("Sube a 32 el número de muertos por el sismo; 185 réplicas hasta ahora.", "es") == [
        ("people killed", "32"), ("réplicas", "185")]
    assert _counts("La cifra de heridos, 38, no ha variado.", "es") == [("people wounded", "38")]


def test_where_a_fire_started_with_an_hour_between() -> None:
    assert _mentions("El incendio se declaró sobre las 6 de la mañana presuntamente en la discoteca Orión.", "es", "place") == [
        ("place|origin", "la discoteca Orión")]
    assert _mentions("The fire started at about 2 a.m. in the kitchen of the hotel.", "en", "place") == [
        ("place|origin", "the kitchen of the hotel")]


def test_a_fire_that_broke_out_is_no_one_speaking() -> None:
    assert source_of("El fuego, que se declaró hacia las 06H00 de la mañana en la discoteca Orión, fue grave.", "es") == ""


def test_who_spoke_ends_before_whom_he_told() -> None:
    assert source_of("El fuego fue grave, dijo Ruiz a la prensa desde el lugar.", "es") == "Ruiz"
    assert source_of("Hubo 15 detenidos, según fuentes judiciales a este diario.", "es") == "fuentes judiciales"


def test_an_aftershocks_magnitude_is_not_the_quakes() -> None:
    assert _mentions("Más de 250 réplicas, algunas de hasta 6,1 grados, se han producido desde entonces.", "es", "measure") == []
    assert _mentions("Un sismo de magnitud 7,8 sacudió la costa.", "es", "measure") == [("measure|magnitude", "7.8")]


def test_the_whole_of_whom_some_died_did_not_all_die() -> None:
    assert _counts("En el penal había 852 personas, de las cuales 355 fallecieron y 20 están hospitalizadas.", "es") == [
        ("people killed", "355"), ("people still in hospital", "20")]


def test_a_part_after_another_part_has_its_own_state() -> None:
    assert _counts("Había 852 personas, de las cuales 355 fallecieron, 20 están hospitalizadas y otras siguen presas.", "es") == [
        ("people killed", "355"), ("people still in hospital", "20")]


def test_sent_on_to_a_hospital_are_wounded() -> None:
    assert _counts("Más de 50 personas habrían sido derivadas a un hospital cercano.", "es") == [("people wounded", "more than 50")]


def test_two_hours_each_told_of_the_event_itself_are_one_claim() -> None:
    cards = _cards(
        _OPENING_ES + "La fuga en el ducto fue reportada a las 17:00 horas. Fue alrededor de las 18.40 horas que la toma clandestina explotó.",
        _OPENING_ES + "Los vecinos llamaron a las 17:04 horas por la fuga. Pero a las 19:10 horas sobrevino la explosión.",
        language="es",
    )
    assert cards.get("time") == ["~18:40", "19:10"]


def test_a_quarter_of_an_hour_is_fifteen_minutes() -> None:
    assert _mentions("Police took a quarter of an hour to arrive.", "en", "duration") == [("duration|arrival", "15 minutes")]


def test_a_year_and_a_half_is_eighteen_months() -> None:
    assert _mentions("La investigación se ha prolongado durante año y medio.", "es", "duration") == [("duration", "18 months")]
    assert _mentions("The search lasted a year and a half.", "en", "duration") == [("duration", "18 months")]


def test_people_who_were_there_are_a_crowd() -> None:
    assert _counts("En el lugar había alrededor de 400 personas.", "es") == [("people took part", "about 400")]
    assert _counts("There were about 300 people on the bridge.") == [("people took part", "about 300")]
    assert _counts("Hubo 3 personas heridas.", "es") == [("people wounded", "3")]


def test_what_an_outlet_learnt_is_its_sources_claim_or_its_own() -> None:
    assert source_of("Hubo seis muertos, según ha podido saber Radio Costa de fuentes policiales.", "es") == "fuentes policiales"
    assert source_of("Según pudo saber este diario, el incendio lo provocó una colilla.", "es") == ""


def test_the_fate_of_someone_named_by_a_role() -> None:
    cards = _cards(
        _OPENING_ES + "Cinco personas fueron trasladadas al hospital de Almarza. Entre ellas hay una mujer embarazada que "
        "permanece ingresada en estado grave, según fuentes sanitarias.",
        _OPENING_ES + "La mujer embarazada que fue trasladada al hospital se encuentra estable y fuera de peligro.",
        language="es",
    )
    assert cards.get("fate of the pregnant woman") == ["in serious condition (fuentes sanitarias)", "out of danger"]


def test_the_day_of_the_rescue_is_not_the_day_of_the_collapse() -> None:
    cards = _cards(
        _OPENING_EN + "A flyover under construction collapsed in a congested Porth neighbourhood on Thursday, killing at least 22 people.",
        _OPENING_EN + "Using saws and cranes, rescuers on Friday cleared concrete and steel from an overpass that collapsed onto a busy street.",
    )
    assert "day" not in cards


def test_a_name_that_owns_the_place_is_not_the_place() -> None:
    text = "Two explosions killed dozens of people when they ripped through the crowds outside Porthland’s main airport on Thursday."
    assert _where(text) == []


def test_the_day_a_figure_changed_is_not_the_day_of_the_event() -> None:
    cards = _cards(
        _OPENING_ES + "Al menos 3 personas han muerto en la explosión registrada este miércoles en la planta de Clorados de Porthia.",
        _OPENING_ES + "La cifra de trabajadores fallecidos en la explosión de la planta de Porthia pasó el viernes de 24 a 28 personas, "
        "informó la petrolera.",
        language="es",
    )
    assert not any(title.startswith("day") for title in cards)


def test_each_accounts_first_toll_is_the_events_however_far_apart() -> None:
    cards = _cards(
        "Furgoneta en Porthia: van dos muertos. Una furgoneta atropelló a decenas de personas en el paseo del puerto.",
        "Al menos 13 personas murieron por una furgoneta que embistió a una multitud en el paseo de Porthia.",
        "Los agentes han confirmado hasta el momento una víctima fatal en el paseo, donde la furgoneta chocó con un quiosco.",
        "Atentado en Porthia deja 13 muertos. La furgoneta recorrió 600 metros del paseo hasta chocar con un quiosco.",
        language="es",
    )
    assert cards.get("people killed") == ["2", "at least 13", "1", "13"]


def test_a_figure_after_a_toll_and_of_the_is_its_own_whole() -> None:
    assert _counts("Thirteen people died; of the 30 injured, five are in critical condition.")[:2] == [("people killed", "13"), ("people wounded", "30")]
    assert _counts("Murieron 13 personas y de los 30 heridos, varios están graves.", "es")[:2] == [("people killed", "13"), ("people wounded", "30")]
    assert _counts("800 people from about 300 homes were evacuated.")[0] == ("people evacuated", "800")


def test_a_collective_amount_after_la_is_no_hour() -> None:
    assert _counts("Murieron 13 personas y de la treintena de heridos, varios están graves.", "es") == [
        ("people killed", "13"), ("people wounded", "about 30"), ("people seriously hurt", "several")]


def test_no_fewer_than_is_at_least() -> None:
    assert _counts("Murieron 13 personas y no menos de 100 resultaron heridas.", "es") == [("people killed", "13"), ("people wounded", "at least 100")]
    assert _counts("No más de 20 personas resultaron heridas.", "es") == [("people wounded", "up to 20")]


def test_el_before_a_role_is_that_role_not_the_last_person_named() -> None:
    text = "El concejal Varco llegó al lugar. El asesino condujo la camioneta para generar la mayor cantidad de heridos."
    assert _fates(text) == []


def test_what_a_speaker_says_there_are_is_no_fate_of_his() -> None:
    text = "El consejero Varco asegura que es muy posible que la cifra de muertos aumente porque hay heridos muy graves."
    assert _fates(text) == []


def test_those_who_have_arrested_someone_are_not_arrested() -> None:
    assert _fates("El comisario Varco celebró haber detenido a dos sospechosos.") == []


def test_the_hour_belongs_to_the_act_nearest_before_it() -> None:
    assert _times("The plane crashed into a market five minutes after taking off at 1:38 p.m. local time.", "en") == ["13:38"]
    done, _note = analyse(ArticleText("a", "The train left the station at 3.15 pm and derailed at 3.40 pm.", "en"))
    assert [(m.value, m.title) for m in done.mentions if m.key == "time"] == [("15:15", "departure"), ("15:40", "event")]


def test_an_hour_in_four_figures_with_hours_or_a_zone() -> None:
    assert _times("The aircraft departed from Porthia at 1338 hours.", "en") == ["13:38"]
    assert _times("The aircraft departed from Porthia at 1339 IST (0809 UTC).", "en") == ["13:39"]
    assert _times("The captain had 1100 hours of flying experience.", "en") == []


def test_the_hour_a_plane_plunged_is_the_events() -> None:
    cards = _cards(
        _OPENING_EN + "The plane had 72 people on board. It crashed around 10.50 am on the bank of the Porth River.",
        _OPENING_EN + "The plane had 72 people on board. Rescue teams reached the gorge within the hour. Many relatives waited at the "
        "airport. The airline gave no cause. A resident said she rushed to the site after seeing the aircraft plunge from the sky "
        "shortly after 11:00 am.",
    )
    assert cards.get("time") == ["~10:50", ">11:00 (resident)"]


def test_no_survivors_is_none_survived() -> None:
    assert _mentions('Police said that "there appear to be no survivors".', "en", "count|") == [("count|people|survived", "0")]
    assert _mentions("No hay supervivientes, según la policía.", "es", "count|") == [("count|people|survived", "0")]


def test_an_unknown_number_is_a_count_not_known() -> None:
    told = _mentions("Hay al menos 154 muertos, 200 heridos y un número indeterminado de desaparecidos.", "es", "count|")
    assert ("count|people|missing", "unknown") in told
    assert _mentions("An unknown number of people were injured.", "en", "count|") == [("count|people|wounded", "unknown")]


def test_found_at_least_one_is_no_place() -> None:
    assert _mentions("First responders found at least one survivor.", "en", "place") == []


def test_people_accounted_for_and_not() -> None:
    assert _counts("By Friday, 102 residents had been located.") == [("people accounted for", "102")]
    assert _counts("We do have 120 people now accounted for.") == [("people accounted for", "120")]
    assert _counts("Hasta ahora 120 personas han sido localizadas.", "es") == [("people accounted for", "120")]
    assert _counts("Some 51 people were not accounted for.") == [("people missing", "about 51")]


def test_passengers_a_vessel_sank_with_were_aboard() -> None:
    assert _counts("The ferry sank with around 350 passengers.") == [("passengers aboard", "about 350")]


def test_schoolchildren_are_children() -> None:
    assert _counts("The bus was carrying 35 schoolchildren.") == [("children aboard", "35")]


def test_a_very_grave_or_reserved_prognosis_is_seriously_hurt() -> None:
    assert _counts("Hay 26 heridos, dos de ellos en estado muy grave.", "es") == [("people wounded", "26"), ("people seriously hurt", "2")]
    assert _counts("Tres personas permanecen con pronóstico reservado.", "es") == [("people seriously hurt", "3")]


def test_a_route_spelt_two_ways_is_one_route() -> None:
    cards = _cards(
        _OPENING_EN + "The ferry sank on its way from Kewrakandi to Mawa with dozens of people on board.",
        _OPENING_EN + "The ferry was travelling from Kawrakandi to Mawa Ghat when it sank in the river.",
    )
    assert "route" not in cards


def test_a_place_spelt_two_ways_agrees() -> None:
    assert values_agree("place|where", {"ahmedabad", "ahmadabad"})
    assert not values_agree("place|where", {"olivos", "tezonco"})


def test_an_irregular_verb_is_no_topic_of_a_title() -> None:
    cards = _cards(
        _OPENING_EN + "The ferry that sank in the river on Monday morning carried 200 people.",
        _OPENING_EN + "The ferry sank on Tuesday with 200 people on board, the ferry owners said.",
    )
    assert cards == {"day of the ferry": ["Monday", "Tuesday"]}


def test_critically_after_a_figure_is_seriously_hurt() -> None:
    assert _counts("More than 200 people were injured, 8 critically.") == [("people wounded", "more than 200"), ("people seriously hurt", "8")]


def test_a_verb_after_was_is_not_what_a_number_counts() -> None:
    assert _counts("Train 188 was heading to Porth Central.") == []


def test_dozens_in_spanish_and_a_toll_that_stands_at_a_figure() -> None:
    assert _counts("Había docenas de heridos.", "es") == [("people wounded", "dozens")]
    assert _counts("El número de heridos se sitúa en un centenar.", "es") == [("people wounded", "about 100")]


def test_dozens_against_more_than_a_hundred_is_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "Dos trenes chocaron en Porthia. Había docenas de heridos en los vagones.",
        _OPENING_ES + "Dos trenes chocaron en Porthia. Más de 100 personas resultaron heridas en el choque.",
        language="es",
    )
    assert cards.get("people wounded") == ["dozens", "more than 100"]


def test_officers_named_with_a_joined_word_and_a_place_are_counted() -> None:
    assert _counts("Two on-duty Porthland cops were wounded, one critically.") == [("officers wounded", "2"), ("officers seriously hurt", "1")]
    assert _counts("Three Red Cross volunteers died.") == [("volunteers killed", "3")]


def test_people_admitted_are_in_hospital() -> None:
    assert _counts("Hay 100 heridos, de los que 44 están ingresados en varios hospitales.", "es")[:2] == [
        ("people wounded", "100"), ("people still in hospital", "44")]
    assert _counts("Tres personas ingresadas en el hospital.", "es") == [("people wounded", "3")]


def test_what_followed_one_figure_in_a_list_is_not_the_next_ones() -> None:
    text = "En el penal había 852 personas, de las cuales 355 fallecieron, 20 está hospitalizadas y 477 están en la prisión."
    assert _counts(text, "es") == [("people killed", "355"), ("people still in hospital", "20")]


def test_half_hours_later() -> None:
    assert _mentions("The first blast hit the mine and the second about 3½ hours later.", "en", "delay") == [("delay", "3.5 hours later")]
    assert _mentions("Two and a half hours later a second blast rocked the mine.", "en", "delay") == [("delay", "2.5 hours later")]
    assert _mentions("Dos horas y media después se produjo otra explosión.", "es", "delay") == [("delay", "2.5 hours later")]


def test_what_befell_them_after_who_they_are() -> None:
    text = "Además hay otros dos voluntarios del Departamento de Bomberos que están desaparecidos."
    assert _counts(text, "es") == [("volunteers missing", "2")]
    assert _counts("There are two firefighters from the Porth station who are missing.") == [("firefighters missing", "2")]


def test_a_linking_word_is_no_one_speaking() -> None:
    assert source_of("Además, indicó que hay otros dos voluntarios desaparecidos.", "es") == ""
    assert source_of("Moreover, he said that two were missing.", "en") == ""


def test_hospital_care_and_who_stayed_in_hospital() -> None:
    text = "Tras el descarrilamiento, nueve fueron atendidas en el sitio, 109 recibieron atención hospitalaria y 44 permanecieron hospitalizadas."
    assert _counts(text, "es") == [("people treated", "9"), ("people wounded", "109"), ("people still in hospital", "44")]


def test_the_wounded_named_then_where_they_are_now() -> None:
    assert _counts("Mientras, 36 lesionados permanecen hospitalizados.", "es") == [("people still in hospital", "36")]
    assert _counts("Twelve injured remain in hospital.") == [("people still in hospital", "12")]
    assert _counts("Twelve injured were taken to hospital.") == [("people wounded", "12")]


def test_a_phrase_read_backwards_from_its_figure() -> None:
    assert _counts("De ellos, aún permanecen hospitalizados 12, cuya vida está fuera de peligro.", "es") == [("people still in hospital", "12")]


def test_each_accounts_first_toll_joins_however_little_their_sentences_share() -> None:
    cards = _cards(
        _OPENING_ES + "El descarrilamiento del tren dejó un saldo de 13 personas fallecidas y 98 lesionadas, informó la Marina.",
        _OPENING_ES + "De acuerdo con el reporte, en el tren viajaban 250 personas. Tras el descarrilamiento, nueve fueron atendidas en el "
        "sitio y 109 recibieron atención hospitalaria.",
        language="es",
    )
    assert cards.get("people wounded") == ["98 (Marina)", "109"]


def test_shortly_before_midnight_is_the_end_of_its_day() -> None:
    assert values_agree("moment", {"Saturday|night", "Saturday|<00:00"})
    assert not values_agree("moment", {"Friday|night", "Saturday|<00:00"})


def test_a_title_names_a_thing_not_a_word_before_it() -> None:
    cards = _cards(
        _OPENING_EN + "The national grid failed at 8:10 pm, when the explosion at the plant cut the power.",
        _OPENING_EN + "The national grid went down at 8:40 pm, minutes after the explosion at the plant.",
    )
    assert cards == {"time of the grid": ["20:10", "20:40"]}


def test_saturday_night_and_shortly_before_midnight_on_saturday_agree() -> None:
    cards = _cards(
        _OPENING_EN + "The first blast ripped through the Porth mine on Saturday night, killing 12 miners.",
        _OPENING_EN + "The first blast ripped through the Porth mine shortly before midnight on Saturday, killing 12 miners.",
    )
    assert cards == {}  # one moment, and nothing else told apart


def test_first_tolls_of_two_different_stories_do_not_join() -> None:
    cards = _cards(
        "Floods swept through the northern valleys of Porthia after a week of storms. Rivers burst their banks and bridges "
        "were washed away. Officials counted 40 dead in the hardest-hit villages.",
        "The Vellmore derby ended in chaos on Sunday. Fans invaded the pitch after the final whistle and clashed with "
        "stewards. Police said 3 people died in the crush at the north stand.",
    )
    assert cards == {}


def test_who_killed_the_attacker_is_not_who_killed_the_victims() -> None:
    cards = _cards(
        _OPENING_EN + "The 18-year-old gunman shot his grandmother before driving to the Porth school. A Porth police officer shot "
        "and killed the gunman upon his arrival at the scene.",
        _OPENING_EN + "The gunman, Ashley Varco, shot his grandmother before going into the Porth school. The gunman had 15 bullet "
        "holes in him after being shot by tactical agents of the border police.",
    )
    assert cards == {"who killed the attacker": ["A Porth police officer", "tactical agents of the border police"]}


def test_officers_shot_in_a_headline_were_shot() -> None:
    text = "Porth Courier \u2014 Several Police Officers Shot While Trying To Stop Gunman\n\nThe shooting began at noon at the school."
    assert _mentions(text, "en", "agent|killed") == []


def test_those_who_killed_someone_are_not_counted_as_killed() -> None:
    assert _counts("Two soldiers killed the attacker.") == []
    assert _counts("Two soldiers were killed in the attack.") == [("soldiers killed", "2")]
    assert _counts("Dos policías mataron a un hombre.", "es") == [("people killed", "1")]


def test_another_events_toll_recalled_is_not_this_ones() -> None:
    text = ("This crash comes months after a deadly accident in the neighbouring state of Porthia. At least 288 people were "
            "killed and over 1,100 were injured in the accident.")
    assert _counts(text) == []
    assert _counts("At least 14 people were killed in the accident on Sunday.") == [("people killed", "at least 14")]
    assert _counts("Meses después del accidente de Porthia, en el que murieron 40 personas, el puente reabrió.", "es") == []


def test_one_wielding_a_weapon_is_the_attacker() -> None:
    assert _mentions("A MACHETE-wielding maniac killed three people at the Porth station.", "en", "agent|killed") == []


def test_a_word_without_a_figure_opens_no_toll() -> None:
    from parallax.library.suggest.slots import Claim, Context

    done, _note = analyse(ArticleText("a", "Many people were wounded in the blast at the Porth gate. Officials later said 15 people were injured.", "en"))
    wounded = [m for m in done.mentions if m.key == "count|people|wounded"]
    assert [m.value for m in wounded] == ["many", "15"]
    assert Context([done]).opens(Claim(0, wounded[1]))


def test_another_such_incident_is_another_event() -> None:
    text = "Previously in another such incident, at least 5 people had died and 9 others injured when a bus rolled into a gorge."
    assert _counts(text) == []
    assert _counts("En otro accidente similar murieron 12 personas.", "es") == []


def _hours(text: str, language: str = "en") -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", text, language))
    return [(m.value, m.title) for m in done.mentions if m.key == "time"]


def test_what_set_off_the_event_tells_its_hour_not_a_departure() -> None:
    assert _hours("The band's flares set off the blaze around 3 a.m. Sunday.") == [("~03:00", "event")]
    assert _hours("The ferry set off from Porth at 6 a.m.") == [("06:00", "departure")]


def test_an_hour_told_of_the_event_named_by_a_noun_is_the_events() -> None:
    assert _hours("The first explosion, at a warehouse storing solvents, at about 11:20 pm was followed by smaller blasts.") == [
        ("~23:20", "event")]
    assert _hours("Firefighters were sent to the scene of the blasts at about 10.50pm.") == [("~22:50", "time")]
    assert _hours("A fire broke out at the docks, and by 11:06 p.m. nine crews had been sent.") == [("23:06", "time")]


def test_an_hour_given_again_on_the_readers_clock_is_one_hour() -> None:
    assert _hours("“It was shortly before 11:30am [1:30pm in Porthia] when we saw a flash,” he said.") == [("<11:30", "event")]


def test_two_accounts_hours_of_the_event_make_a_card() -> None:
    cards = _cards(
        _OPENING_EN + "At least 90 people died at the Lantern club. The fire began about 2:30 a.m. when a flare lit the ceiling.",
        _OPENING_EN + "At least 90 people died at the Lantern club. A singer's flares set off the blaze around 3 a.m., witnesses said.",
    )
    assert [values for title, values in cards.items() if title.startswith(("time", "hour it happened"))] == [["~02:30", "~03:00 (witnesses)"]]


def test_an_hour_in_an_opening_that_tells_the_event_is_the_events() -> None:
    text = "El martes 8 de abril, alrededor de la 1:00 a.m., el techo de la discoteca Solara se derrumbó durante un concierto."
    assert _hours(text, "es") == [("~01:00", "event")]


def test_the_hour_of_the_event_is_titled_so_when_no_noun_of_it_is_shared() -> None:
    cards = _cards(
        _OPENING_ES + "El techo de la discoteca Solara se derrumbó. El siniestro ocurrió a las 12:44 a.m., durante el concierto.",
        _OPENING_ES + "El martes 8 de abril, alrededor de la 1:00 a.m., el techo de la discoteca Solara se derrumbó durante un concierto.",
        language="es",
    )
    assert cards.get("hour it happened") == ["00:44", "~01:00"]


def test_two_exact_speeds_in_two_spellings_of_one_unit_disagree() -> None:
    cards = _cards(
        _OPENING_ES + "El tren chocó contra el tope de la estación Porta. Según el ministro, el tren entraba a 26 kilómetros por hora.",
        _OPENING_ES + "El tren chocó contra el tope de la estación Porta. Según los ferroviarios, el tren iba a 25 km/h.",
        language="es",
    )
    assert [sorted(v.split(" (")[0] for v in values) for title, values in cards.items() if title.startswith("speed")] == [
        ["25 km/h", "26 kilómetros por hora"]]


def test_one_date_given_two_days_of_the_week_is_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "El techo de la discoteca Solara se derrumbó la madrugada de este lunes 8 de abril.",
        _OPENING_ES + "El derrumbe de la discoteca Solara ocurrió el martes 8 de abril.",
        language="es",
    )
    assert cards.get("day of the week") == ["Monday", "Tuesday"]


def test_a_capacity_with_a_qualifier_before_its_figure() -> None:
    assert _counts("La discoteca tenía una capacidad aproximada de 500 personas.", "es") == [("capacity", "500")]
    assert _counts("The hall had a maximum capacity of 1,000 people.") == [("capacity", "1000")]


def test_still_in_hospital_told_before_other_people() -> None:
    assert _counts("Permanecían hospitalizadas otras cinco personas.", "es") == [("people still in hospital", "5")]


def test_a_capacity_told_with_no_noun_after_its_figure() -> None:
    assert _counts("About 2,000 people were inside the club, double the maximum capacity of 1,000, an official said.") == [
        ("people inside", "about 2000"), ("capacity", "1000")]
    assert _counts("A guard said the club was at its estimated 1,200 capacity, or beyond.") == [("capacity", "about 1200")]


def test_how_badly_after_a_part_of_the_wounded() -> None:
    assert _counts("Fourteen people have been injured, three severely.") == [("people wounded", "14"), ("people seriously hurt", "3")]


def _days(text: str, language: str = "en") -> list[tuple[str, str]]:
    return [(key, value) for key, value in _mentions(text, language, "") if key in ("moment", "weekday")]


def test_a_moment_of_what_came_after_the_event_is_not_its() -> None:
    assert _days("Hopes that survivors would be found in the rubble of a collapsed bridge in Porth were disappearing late "
                 "Wednesday, as the death toll was put at 39.") == []
    assert _days("Firefighting at the site of the Porth explosions was suspended on Thursday morning.") == []
    assert _days("El fuego, que devoró un edificio de la avenida Porta, seguía activo en la madrugada de este viernes.", "es") == []


def test_a_moment_told_with_the_event_happening_is_its() -> None:
    assert _days("A fire swept through a textile warehouse on the River Ost in the town of Vellmore late on Friday, officials said.") == [
        ("weekday", "Friday"), ("moment", "Friday, night")]
    assert _days("Five people were killed and dozens injured on Wednesday afternoon when a blast hit the Porth plant.") == [
        ("weekday", "Wednesday"), ("moment", "Wednesday, afternoon")]


def test_a_place_named_for_a_day_is_no_day() -> None:
    assert _days("El derrumbe de la discoteca, ubicada en Santo Domingo, dejó 113 muertos.", "es") == []


def test_a_cause_not_known_yet_told_in_more_ways() -> None:
    assert _causes("El ministro agregó que las causas del accidente se están investigando.", "es") == ["not known"]
    assert _causes("El tren chocó, por causas que eran desconocidas esta tarde para las autoridades.", "es") == ["not known"]
    assert _causes("El avión se estrelló por causas aún desconocidas.", "es") == ["not known"]


def test_a_fault_of_the_brakes_or_the_engine_is_a_mechanical_one() -> None:
    assert _causes("Según el secretario, la causa fue un desperfecto con los frenos.", "es") == ["mechanical failure"]
    assert _causes("El avión cayó tras sufrir una explosión en un motor nada más despegar.", "es") == ["mechanical failure"]
    assert _causes("The bus had a brake problem, police said.") == ["mechanical failure"]


def test_a_known_cause_against_one_not_known_is_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "Un avión de Porta Air se estrelló al despegar del aeropuerto de Valdemora. Cayó tras sufrir una explosión en un motor.",
        _OPENING_ES + "Un avión de Porta Air se estrelló al despegar del aeropuerto de Valdemora por causas aún desconocidas.",
        language="es",
    )
    assert cards.get("cause") == ["mechanical failure", "not known"]


def test_a_hyphen_set_apart_by_a_space_is_a_dash() -> None:
    assert _counts("Hubo 675 heridos -200 en estado grave- y 49 muertos.", "es") == [
        ("people wounded", "675"), ("people seriously hurt", "200"), ("people killed", "49")]


def test_figures_before_a_record_since_a_year_are_the_events() -> None:
    assert _counts("Al menos 50 personas murieron y 676 resultaron heridas en el peor accidente ferroviario en Porta desde 1978.", "es") == [
        ("people killed", "at least 50"), ("people wounded", "676")]
    assert _counts("It was the deadliest attack since 2015, when 30 people were killed.") == []


def test_a_search_still_under_way_told_noun_first() -> None:
    assert _states("Las labores de rescate y reconocimiento de cuerpos siguen en curso.", "es") == [("state|search", "continuing")]
    assert _states("Los bomberos mantienen un amplio operativo que continúa al cierre de esta edición.", "es") == [
        ("state|search", "continuing")]


def test_a_search_declared_over() -> None:
    assert _states("Las autoridades concluyeron el operativo de rescate el miércoles.", "es") == [("state|search", "called off")]
    assert _states("El miércoles se declaró finalizada la fase de búsqueda de sobrevivientes.", "es") == [("state|search", "called off")]


def test_those_counted_who_told_something_are_no_toll() -> None:
    assert _counts("Two survivors told reporters the boat was overloaded.") == []
    assert _counts("Según contaron cuatro pasajeros que resultaron ilesos a un diario, el tren no frenó.", "es") == []
    assert _counts("Vi gente lastimada por el piso, contó un sobreviviente.", "es") == []


def test_a_toll_told_before_who_said_it_is_still_a_toll() -> None:
    assert _counts("Fueron detenidas cuatro personas, informaron fuentes oficiales.", "es") == [("people captured", "4")]
    assert _counts("The hall was at double the maximum capacity of 1,000, said an official.") == [("capacity", "1000")]


def test_ages_listed_after_aged_are_no_count() -> None:
    assert _counts("The victims, aged between 20 and 45, died at the scene.") == []
    assert _counts("Two boys aged 9 and 11 were injured.") == [("children wounded", "2")]


def test_parts_of_the_day_told_with_the_event_are_its_hour() -> None:
    cards = _cards(
        _OPENING_ES + "El equipo Porta viajaba a la final. El avión se estrelló el lunes en la noche cerca de Valdemora.",
        _OPENING_ES + "El equipo Porta viajaba a la final. El avión en el que viajaba el equipo se estrelló esta madrugada cerca de Valdemora.",
        language="es",
    )
    assert sorted(cards.get("hour it happened", [])) == ["early morning", "night"]


def _floors(text: str, language: str = "en") -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", text, language))
    return [(m.value, m.compare) for m in done.mentions if m.title == "floor"]


def test_a_floor_told_by_any_ordinal_in_either_order() -> None:
    assert _floors("El fuego se originó en una vivienda de la séptima planta.", "es") == [("séptima planta", "floor 7")]
    assert _floors("El fuego se inició en un toldo de la planta quinta o sexta.", "es") == [("planta quinta", "floor 5")]
    assert _floors("The blaze began in a 12th-floor flat.") == [("12th floor", "floor 12")]


def test_two_floors_where_it_started_make_a_floor_card() -> None:
    cards = _cards(
        _OPENING_ES + "El incendio del edificio Porta se originó en una vivienda de la séptima planta, según los bomberos.",
        _OPENING_ES + "El incendio del edificio Porta se inició en un toldo de la planta quinta, según los bomberos.",
        language="es",
    )
    assert sorted(value.split(" (")[0] for value in cards.get("floor", [])) == ["planta quinta", "séptima planta"]


def test_the_upper_floors_and_a_numbered_floor_agree() -> None:
    assert values_agree("place", {"upper floors", "floor 6"})
    assert not values_agree("place", {"floor 5", "floor 7"})


def test_sums_nearer_in_size_pair_first() -> None:
    from parallax.library.suggest.mentions import Mention
    from parallax.library.suggest.slots import Claim, _apart

    def claim(article: int, size: float, key: str = "money") -> Claim:
        return Claim(article, Mention("count", key, "amount", str(size), str(size), 0, 1, 0, False, size=size))

    profit, other_profit, grant = claim(0, 340e6), claim(1, 212e6), claim(1, 70e6)
    assert _apart(profit, other_profit) < _apart(profit, grant)
    assert _apart(claim(0, 2314, "count|vote|"), claim(1, 2341, "count|vote|")) < _apart(claim(0, 2314, "count|vote|"), claim(1, 14, "count|vote|"))
    assert _apart(claim(0, 0, "time"), claim(1, 0, "time")) == 0.0


def test_snowmobiles_and_motorcycles_are_vehicles() -> None:
    assert _counts("About 40 snowmobiles were left on the ice.") == [("vehicles", "about 40")]
    assert _counts("Quedaron atrapadas 12 motos en el puente.", "es") == [("vehicles", "12")]


def test_a_part_told_with_a_is_one() -> None:
    assert _counts("At least 37 people, including a child, were killed.") == [("people killed", "at least 37"), ("children killed", "1")]
    assert _counts("The plan, including a new runway, was approved.") == []


def test_what_befell_those_counted_comes_after_their_ages() -> None:
    assert _counts("Three children aged 8, 12 and 13 have been named among the dead.") == [("children killed", "3")]


def test_one_of_a_whole_told_with_what_befell_it() -> None:
    assert _counts("Their son was one of three children killed in the collapse.") == [("children killed", "3")]
    assert _counts("Seven of the train's eight cars derailed.") == [("vehicles derailed", "7"), ("vehicles", "8")]


# -- fourteenth pass: who the dead were ---------------------------------------------------------------


def _tolls(text: str, language: str = "en") -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", text, language))
    return [(m.title, m.value) for m in done.mentions if m.kind == "count"]


def test_parts_of_the_dead_told_after_the_whole() -> None:
    assert sorted(_tolls("Of the 41 dead, 23 were women and 18 were men.")) == [
        ("men killed", "18"), ("people killed", "41"), ("women killed", "23")]


def test_a_part_told_before_the_whole_it_is_of() -> None:
    assert _tolls("At least nine of the dead were children, the coroner said.") == [("children killed", "at least 9")]


def test_parts_of_the_dead_in_spanish() -> None:
    assert sorted(_tolls("Entre las 17 personas fallecidas hay 15 mujeres y un varón, según el ministerio.", "es")) == [
        ("men killed", "1"), ("people killed", "17"), ("women killed", "15")]


def test_parts_listed_beside_what_befell_them_keep_their_sum() -> None:
    assert sorted(_tolls("Cuatro mujeres y dos hombres murieron en el derrumbe.", "es")) == [
        ("men killed", "2"), ("people killed", "6"), ("women killed", "4")]


def test_people_named_by_sex_without_a_toll_are_no_part() -> None:
    assert _tolls("Thirty women marched to the town hall on Friday.") == [("people took part", "30")]


def test_two_counts_of_the_women_among_the_dead_make_a_card() -> None:
    cards = _cards(
        _OPENING_EN + "The crush at the Orvel fair killed 60 people. Of the dead, 38 were women.",
        _OPENING_EN + "The crush at the Orvel fair killed 60 people. Among the 60 dead, 41 were women and 19 were men.",
    )
    assert sorted(cards.get("women killed", [])) == ["38", "41"]


def test_a_confirmed_toll_is_no_one_speaking() -> None:
    assert source_of("Among the 59 confirmed dead, 12 were children.", "en") == ""


# -- fourteenth pass: an event told between two hours -----------------------------------------------


def test_an_event_told_between_two_hours_is_one_claim() -> None:
    assert _times("La avalancha se produjo entre las 9 y las 11 de la noche del viernes.", "es") == ["21:00\u201323:00"]
    assert _times("The landslide struck between 9 and 11 p.m. on Friday.", "en") == ["21:00\u201323:00"]


def test_a_count_between_two_figures_is_no_hour() -> None:
    assert _times("Between 9 and 11 people were hurt in the landslide.", "en") == []


def test_an_hour_outside_two_bounds_disagrees_with_them() -> None:
    cards = _cards(
        _OPENING_ES + "La avalancha en Tolosa se produjo entre las 21:00 y las 23:00.",
        _OPENING_ES + "La avalancha en Tolosa se produjo sobre las 23:30.",
        language="es",
    )
    assert [sorted(values) for title, values in cards.items() if "21:00\u201323:00" in values] == [["21:00\u201323:00", "~23:30"]]


def test_an_hour_between_two_bounds_agrees_with_them() -> None:
    cards = _cards(
        _OPENING_ES + "La avalancha en Tolosa se produjo entre las 21:00 y las 23:00.",
        _OPENING_ES + "La avalancha en Tolosa se produjo sobre las 22:30.",
        language="es",
    )
    assert not [title for title, values in cards.items() if "21:00\u201323:00" in values]


def test_parts_of_a_toll_told_before() -> None:
    assert sorted(_tolls("The bodies of 31 people, including 24 women, were taken to the morgue.")) == [
        ("people killed", "31"), ("women killed", "24")]
    assert sorted(_tolls("Hubo 79 heridos, de los cuales 12 son menores.", "es")) == [
        ("children wounded", "12"), ("people wounded", "79")]


def test_a_part_told_among_the_dead_after_it() -> None:
    assert _tolls("Twenty-six foreigners were among the dead.") == [("foreigners killed", "26")]


def test_a_part_of_those_arrested_is_no_part_of_a_toll() -> None:
    assert _tolls("Police arrested 12 people, including three women.") == [("people captured", "12"), ("people captured", "3")]


# -- fourteenth pass: hours as agencies write them, crowds allowed, depths in words ------------------


def test_an_hour_written_with_an_h() -> None:
    assert _times("El viaducto colapsó cerca de las 22H00 locales del lunes.", "es") == ["~22:00"]


def test_a_crowd_allowed_is_not_the_crowd_that_came() -> None:
    assert _counts("Officials had allowed 80,000 people to gather; around 250,000 people attended.") == [
        ("people took part", "about 250000")]


def test_a_depth_in_words() -> None:
    done, _note = analyse(ArticleText("a", "Las galerías bajan más de un kilómetro de profundidad.", "es"))
    assert [(m.title, m.value) for m in done.mentions] == [("depth", "un kilómetro")]


def test_room_for_so_many_is_a_capacity() -> None:
    assert _counts("The ward had space for 70 beds.") == [("capacity", "70")]
    assert _counts("The ward was designed to take up to 100 patients.") == [("capacity", "up to 100")]
    assert _counts("El pabellón tiene cabida para 60 pacientes.", "es") == [("capacity", "60")]


def test_dying_in_the_event_is_no_place() -> None:
    done, _note = analyse(ArticleText("a", "Most of the victims died in the crush, police said.", "en"))
    assert [m.title for m in done.mentions if m.kind == "location"] == []


# -- fourteenth pass: moments of other acts ----------------------------------------------------------


def _moments(text: str, language: str = "en") -> list[str]:
    return [value for _key, value in _mentions(text, language, "moment")]


def test_the_moment_a_search_ended_is_not_the_events() -> None:
    assert _moments("The rescue operation was terminated on Sunday evening, although more bodies remain to be found.") == []


def test_a_moment_to_come_is_not_the_events() -> None:
    assert _moments("Boats kept up the search overnight, while on Tuesday morning two helicopters would resume it.") == []


def test_a_moment_beside_a_would_of_another_clause_is_still_told() -> None:
    assert _moments("The fire broke out on Tuesday evening at the depot that would later be rebuilt.") == ["Tuesday, evening"]


def test_a_figure_as_of_a_moment_is_no_moment_of_the_event() -> None:
    assert _moments("El balance de las autoridades con corte al sábado por la tarde es de 13 muertos.", "es") == []


def test_lightning_is_the_weather_another_account_blames() -> None:
    assert values_agree("cause", {"lightning", "weather"})
    assert not values_agree("cause", {"lightning", "structural failure"})


def test_two_hours_of_departure_make_a_card() -> None:
    cards = _cards(
        _OPENING_EN + "The Kestrel Air plane crashed near Lowmoor. It took off from Varden at 10:30 local time.",
        _OPENING_EN + "The Kestrel Air plane crashed near Lowmoor. The aircraft took off at 10:36 am from Varden.",
    )
    assert sorted(cards.get("time of departure", [])) == ["10:30", "10:36"]


# -- fourteenth pass: more causes, and speakers after a joined word ---------------------------------


def test_causes_of_mine_blasts_and_hospital_fires() -> None:
    assert _causes("The explosion was caused by a transformer in the coal mine.") == ["electrical fault"]
    assert _causes("Initial findings indicate the blast was caused by firedamp.") == ["gas"]
    assert _causes("The fire was caused by an oxygen tank explosion in the ward.") == ["oxygen tank"]


def test_a_technical_glitch_is_a_mechanical_failure() -> None:
    assert _causes("The crash occurred due to a technical glitch.") == ["mechanical failure"]


def test_a_cause_not_yet_confirmed_is_not_known() -> None:
    assert _causes("Officials have not yet confirmed the cause of the fire.") == ["not known"]
    assert _causes("The cause remains unidentified.") == ["not known"]


def test_a_speaker_after_a_joined_word() -> None:
    assert source_of("Ten miners were killed, the state-owned Hardcoal company said.", "en") == "Hardcoal company"


def test_those_hurt_before_a_comma_did_not_hurt_what_follows() -> None:
    assert _counts("Agencies spoke of at least 600 injured, the broadcaster reported.") == [("people wounded", "at least 600")]


def test_a_toll_that_hits_a_figure() -> None:
    assert _counts("Siege death toll hits 81 and likely to rise") == [("people killed", "81")]


def test_when_it_was_said_is_not_who_said_it() -> None:
    assert source_of("Last night BP said four of its employees were missing.", "en") == "BP"
    assert source_of("It was also confirmed last night that a wounded Romanian had died.", "en") == ""


def test_a_toll_told_as_lives_taken() -> None:
    assert _counts("Las explosiones acabaron con la vida de 26 personas.", "es") == [("people killed", "26")]
    assert _counts("The blasts claimed the lives of 26 people.") == [("people killed", "26")]


def test_those_a_boat_or_a_bus_carried() -> None:
    assert _counts("Naufragó la embarcación con 150 personas.", "es") == [("people aboard", "150")]
    assert _counts("El bus, con 40 personas, cayó al barranco.", "es") == [("people aboard", "40")]


def test_a_thing_dated_in_an_aside_leaves_the_sentence_its_counts() -> None:
    assert _counts("En el embalse, construido en 1970, naufragó la embarcación con 150 personas.", "es") == [("people aboard", "150")]


def test_a_place_the_event_struck() -> None:
    assert _where("The landslide struck Yambor village early on Friday.") == ["Yambor village"]
    done, _note = analyse(ArticleText("a", "Title\nEl alud arrasó la aldea de Tupac en la madrugada.", "es"))
    assert [m.value for m in done.mentions if m.kind == "location"] == ["aldea de Tupac"]


def test_two_villages_struck_are_two_places() -> None:
    cards = _cards(
        _OPENING_EN + "The landslide struck Yambor village early on Friday, killing 30 people.",
        _OPENING_EN + "The landslide levelled Kaokor village early on Friday, killing 30 people.",
    )
    assert sorted(cards.get("where it happened", [])) == ["Kaokor village", "Yambor village"]


def test_people_held_hostage_are_hostages() -> None:
    assert _counts("Up to 13 people were held hostage in the cafe.") == [("hostages", "up to 13")]
    assert _counts("El hombre mantenía como rehenes a 12 personas.", "es") == [("hostages", "12")]


def test_how_far_something_fell_is_a_height() -> None:
    done, _note = analyse(ArticleText("a", "The plane dropped 4,000 metres in a minute.", "en"))
    assert [(m.title, m.value) for m in done.mentions] == [("height", "4000 metres")]


# -- fourteenth pass: who abducted ---------------------------------------------------------------------


def _agents(text: str, language: str = "en") -> list[tuple[str, str]]:
    return _mentions("Title\n" + text, language, "agent|")


def test_who_abducted() -> None:
    assert _agents("Bandits abducted 317 schoolgirls in Zamfara.") == [("agent|abducted", "Bandits")]
    assert _agents("Un grupo armado secuestró a 20 personas.", "es") == [("agent|abducted", "Un grupo armado")]


def test_who_they_were_said_to_be() -> None:
    assert _agents("Gunmen believed to be bandits abducted the girls.") == [("agent|abducted", "bandits")]


def test_attackers_told_by_no_name_agree_with_any_who_abducted() -> None:
    assert values_agree("agent|abducted", {"gunmen", "bandit"})
    assert not values_agree("agent|abducted", {"bandit", "boko haram insurg"})
    assert not values_agree("agent|entered", {"armi", "bandit"})  # the army is named: not "armed men"


def test_counts_given_in_brackets_after_places() -> None:
    text = "Le sigue Taroudant (271 víctimas mortales), Chichaoua (91 fallecidos), Ouarzazate (31) y Agadir (5)."
    assert _counts(text, "es") == [("people killed (taroudant)", "271"), ("people killed (chichaoua)", "91"),
                                   ("people killed (ouarzazate)", "31"), ("people killed (agadir)", "5")]


def test_a_record_in_brackets_is_no_count_of_a_place() -> None:
    assert _counts("The Eagles snapped a losing streak to the Huskies (4-7, 3-4) on Saturday.") == []


def test_those_recaptured_were_captured() -> None:
    assert _counts("Hasta el momento han recapturado a 2 de ellos.", "es") == [("people captured", "2")]


def test_a_toll_not_yet_counted_is_not_known() -> None:
    done, _note = analyse(ArticleText("a", "Title\nEl enfrentamiento dejó un número aún no cuantificado de fallecidos.", "es"))
    assert [(m.key, m.value) for m in done.mentions] == [("count|people|killed", "unknown")]


def test_initial_reports_are_no_speaker() -> None:
    assert source_of("Initial reports put up to 300 people aboard the Tarlow ferry.", "en") == ""


def test_teenage_girls_are_counted_as_girls() -> None:
    assert _counts("Gunmen abducted about 200 teenage girls from the school.") == [("children abducted", "about 200")]
    assert _counts("Six teenagers were killed.") == [("teenagers killed", "6")]


def test_a_title_in_capitals_names_no_abductor() -> None:
    assert _agents("Varnia's Army Withdraws Claim About Kidnapped Pupils") == []


def test_those_kidnapped_are_counted_as_abducted() -> None:
    assert _counts("Scores of students from the Tarlow hostel were kidnapped overnight.") == [("students abducted", "dozens")]
    assert _counts("Un comando secuestró a 27 alumnos de la escuela de Tolosa.", "es") == [("students abducted", "27")]


def test_those_taken_away_were_abducted() -> None:
    assert _counts("Some 200 students were also taken away from the Tarlow hostel.") == [("students abducted", "about 200")]


def test_a_figure_the_police_have_not_given_is_not_known() -> None:
    text = "Title\nOfficers have not yet given a figure for how many students were kidnapped from the hostel."
    done, _note = analyse(ArticleText("a", text, "en"))
    assert [(m.key, m.value) for m in done.mentions] == [("count|students|abducted", "unknown")]


def test_a_number_not_yet_ascertained_is_not_known() -> None:
    done, _note = analyse(ArticleText("a", "Title\nThe school is yet to ascertain the number of students abducted from the hostel.", "en"))
    assert [(m.key, m.value) for m in done.mentions] == [("count|students|abducted", "unknown")]


def test_a_toll_refused_or_not_yet_confirmed_is_not_known() -> None:
    assert _tolls("Police have refused to confirm the death toll from the raid.") == [("people killed", "unknown")]
    assert _tolls("A spokesman said the final death toll had yet to be confirmed.") == [("people killed", "unknown")]
    assert _tolls("Aún no se ha dado un balance de víctimas del derrumbe.", "es") == [("people killed", "unknown")]


def test_no_official_figure_is_not_known() -> None:
    done, _note = analyse(ArticleText("a", "Título\nTodavía no hay cifra oficial de desaparecidos en Tolosa.", "es"))
    assert [(m.key, m.value) for m in done.mentions] == [("count|people|missing", "unknown")]


def test_several_accounts_without_a_figure_join_the_figure_given() -> None:
    cards = _cards(
        _OPENING_EN + "Gunmen raided the Tarlow boarding school. Officers have not yet given a figure for how many students were kidnapped.",
        _OPENING_EN + "Gunmen raided the Tarlow boarding school. The school is yet to ascertain the number of students abducted, police said.",
        _OPENING_EN + "Gunmen raided the Tarlow boarding school. About 300 students were abducted, the governor said.",
    )
    assert sorted(cards.get("students abducted", [])) == ["about 300 (governor)", "unknown", "unknown (police)"]


def test_the_figure_after_an_infinitive_is_no_toll() -> None:
    text = "Officers refused to confirm the death toll from the push to clear 2,000 striking dock workers."
    assert ("people killed", "2000") not in _counts(text)


def test_thousands_written_with_a_space() -> None:
    assert _counts("Guards faced a 3 000-strong crowd outside the Tarlow mill.")[0][1] == "3000"
    assert _counts("Murieron 12 500 personas en la región.", "es") == [("people killed", "12500")]


def test_a_count_that_shares_the_next_counts_verb() -> None:
    text = "Otras doce personas y un policía también murieron en el desalojo de Tolosa."
    assert _counts(text, "es") == [("people killed", "12"), ("officers killed", "1")]


def test_a_count_with_its_own_verb_takes_no_other() -> None:
    assert _counts("Hubo 24 personas y 3 heridos en la plaza.", "es") == [("people wounded", "3")]


def test_rooms_are_counted() -> None:
    assert _counts("La explosión dañó el Hotel Miramar, de 80 habitaciones, en el centro de Tolosa.", "es") == [("rooms", "80")]


def test_what_a_bus_carried_is_those_aboard() -> None:
    assert _counts("Al salir de Tolosa, el autobús llevaba 40 personas.", "es") == [("people aboard", "40")]


def test_what_no_one_wore_is_no_count_of_those_aboard() -> None:
    assert _counts("Nadie llevaba chalecos salvavidas.", "es") == []


def test_the_speaker_after_the_medium_told() -> None:
    text = "El autobús llevaba 40 personas, dijo a The Tarlow Times el jefe policial Tomás Vell."
    assert source_of(text, "es") == "jefe policial Tomás Vell"


def test_one_person_named_two_ways_is_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "La operación en Vila Nova dejó 25 muertos, dijo el jefe de policía Ronaldo Tavares.",
        _OPENING_ES + "La operación en Vila Nova dejó 25 muertos, defendió el comisario Rodrigo Tavares.",
        language="es",
    )
    assert cards.get("name of Tavares") == ["Ronaldo Tavares", "Rodrigo Tavares"]


def test_a_second_surname_told_two_ways_is_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "Los agentes capturaron a Ramiro Falcón López en Tolosa.",
        _OPENING_ES + "Los agentes capturaron a Ramiro Falcón Salazar en Tolosa.",
        language="es",
    )
    assert cards.get("name of Ramiro Falcón") == ["Ramiro Falcón López", "Ramiro Falcón Salazar"]


def test_a_name_said_short_or_misspelt_is_one_name() -> None:
    for one, other in (("Len Ostrow", "Leonard Ostrow"), ("Marta Kovach", "Marta Kovahc"), ("Ms Kovach", "Marta Kovach")):
        cards = _cards(
            _OPENING_EN + f"The mill in Tarlow burned overnight, said its manager {one}.",
            _OPENING_EN + f"The mill in Tarlow burned overnight, said its manager {other}.",
        )
        assert not [title for title in cards if title.startswith("name of")]


def test_two_relatives_named_in_one_account_are_two_people() -> None:
    cards = _cards(
        _OPENING_EN + "Police arrested Ovid Garza, a son of Joaquin Garza, said the minister.",
        _OPENING_EN + "Police arrested Oscar Garza, the minister said.",
    )
    assert not [title for title in cards if title.startswith("name of")]


def test_a_hurt_count_after_a_full_stop_is_not_the_dead() -> None:
    text = "By Sunday night at least 30 miners at Karsk had been killed. 22 were in a critical condition."
    assert ("people killed", "22") not in _counts(text)


def test_an_hour_in_the_small_hours_is_at_night() -> None:
    assert values_agree("time", {"night", "~03:30"})
    assert not values_agree("time", {"night", "early morning"})  # two accounts, two nights
    assert not values_agree("time", {"night", "05:00"})


def test_a_pronoun_is_no_actor() -> None:
    assert _agents("\u201cThey killed a guard; they killed a driver and two pupils,\u201d a neighbour in Tarlow said.") == []


def test_a_topic_that_names_nothing_gives_no_title() -> None:
    from parallax.library.suggest.slots import Claim, Context, _topic

    done = [analyse(ArticleText(n, text, "es"))[0] for n, text in (
        ("a", "Título\nLas personas salieron del hospital a las 21:10."), ("b", "Título\nLas personas salieron del hospital pasadas las 23:00."),
        ("c", "Título\nLas personas salieron a las 21:10."), ("d", "Título\nLas personas salieron pasadas las 23:00."))]
    claims = [Claim(i, m) for i, d in enumerate(done) for m in d.mentions if m.key == "time"]
    assert _topic(claims[:2], Context(done)) == "hospital"
    assert _topic(claims[2:], Context(done)) == ""  # "time", not "time of the personas"


def test_a_first_figure_no_later_figure_replaced_is_the_accounts() -> None:
    cards = _cards(
        _OPENING_EN + "A fishing boat sank off Tarlow. Hundreds of people could have been on board. "
        "Initial reports put up to 400 people aboard the boat.",
        _OPENING_EN + "A fishing boat sank off Tarlow. Some 750 people were on board, the coastguard said.",
    )
    assert [value.split(";")[0] for value in cards.get("people aboard", [])] == ["up to 400", "about 750"]


def test_people_at_the_scene_are_a_crowd() -> None:
    assert _counts("Al menos 300 personas se encontraban en la zona cuando estalló el depósito de Tolosa.", "es") == [("people took part", "at least 300")]
    assert _counts("About 300 people were at the scene when the tank exploded.") == [("people took part", "about 300")]


def test_a_road_marker_is_where_it_happened() -> None:
    assert _mentions("Título\nEl choque ocurrió a la altura del kilómetro 48 de la carretera de Tolosa.", "es", "marker") == [("marker", "km 48")]
    assert _mentions("Title\nThe lorry overturned near mile marker 96 on Route 9.", "en", "marker") == [("marker", "mile 96")]


def test_a_distance_is_no_road_marker() -> None:
    assert _mentions("Título\nEl pueblo está a 75 kilómetros de Lima.", "es", "marker") == []


def test_two_road_markers_make_a_card() -> None:
    cards = _cards(
        _OPENING_ES + "Un bus cayó al abismo en la carretera de Tolosa, a la altura del kilómetro 75.",
        _OPENING_ES + "Un bus cayó al abismo en el kilómetro 19 de la carretera de Tolosa.",
        language="es",
    )
    assert cards.get("road marker") == ["km 75", "km 19"]


def test_an_hour_told_plainly_and_a_minute_before_it_are_two_accounts() -> None:
    cards = _cards(
        _OPENING_EN + "The Tarlow ferry sent a distress call at 9 a.m. on Wednesday, the coastguard said.",
        _OPENING_EN + "The Tarlow ferry sent a distress call at 8:58 a.m. on Wednesday, the coastguard said.",
    )
    assert any(sorted(value.split(" (")[0] for value in values) == ["08:58", "09:00"] for values in cards.values())


def test_a_place_or_a_body_told_with_an_article_is_no_person() -> None:
    from parallax.library.suggest.engine import _display_names
    from parallax.library.suggest.names import spelling_variants

    done = [analyse(ArticleText(n, text, "en"))[0] for n, text in (
        ("a", "Title\nThe Tarrow Red Cross said Abel Crane died. Rescuers reached Kestrel Isle at dawn. The Prime Minister Dana Holt spoke."),
        ("b", "Title\nAbel Crane was killed, the Tarrow Red Cross said. The ferry burned off Kestrel Isle. The Prime Minister Dana Holt spoke."))]
    people = _display_names(done, spelling_variants(done))
    assert "crane" in people and "holt" in people  # an office before a name is the office's article
    assert not {"cross", "red", "isle"} & set(people)


def test_about_an_odd_minute_is_no_rounding() -> None:
    cards = _cards(
        _OPENING_EN + "The Tarlow airliner hit the runway wall at about 10:12 a.m., the agency said.",
        _OPENING_EN + "The Tarlow airliner hit the runway wall at around 10:16 a.m., the agency said.",
    )
    assert [[value.split(" (")[0] for value in values] for title, values in cards.items() if title.startswith("time")] == [["~10:12", "~10:16"]]


def test_about_a_round_minute_still_rounds() -> None:
    cards = _cards(
        _OPENING_EN + "The Tarlow airliner hit the runway wall at about 10:15 a.m., the agency said.",
        _OPENING_EN + "The Tarlow airliner hit the runway wall at around 10:13 a.m., the agency said.",
    )
    assert not [title for title in cards if title.startswith("time")]


def test_a_resignation_and_a_dismissal_told_as_nouns() -> None:
    cards = _cards(
        _OPENING_ES + "El desalojo de la finca de Tolosa dejó 11 muertos. El escándalo precipitó la renuncia del ministro Ramiro Vell.",
        _OPENING_ES + "El desalojo de la finca de Tolosa dejó 11 muertos. El presidente firmó la destitución del ministro Ramiro Vell.",
        language="es",
    )
    assert [value.split(" (")[0] for value in cards.get("resigned, dismissed, suspended or still in office", [])] == ["resigned", "dismissed"]


def test_an_act_an_infinitive_aims_at_is_not_what_befell_the_counted() -> None:
    assert _counts("Two rescuers sent in to find survivors at the flooded Karsk pit have died.") == [("rescuers", "2")]
    assert _counts("Según el ministro, 200 agentes fueron enviados para cumplir con el desalojo de la finca.", "es") == [("officers", "200")]


def test_taken_to_a_named_hospital_is_still_hurt() -> None:
    assert _counts("Seventeen people were taken to Brennock General Hospital.") == [("people wounded", "17")]
    assert _counts("Five people were taken to hospital to be treated for burns.") == [("people wounded", "5")]


def test_those_who_went_in_were_not_taken_in_hurt() -> None:
    assert _counts("Unos 280 agentes ingresaron a la finca de Tolosa.", "es") == [("officers", "about 280")]
    assert _counts("Cinco personas ingresaron al hospital de Tolosa.", "es") == [("people wounded", "5")]


def test_one_name_spelled_two_ways_is_one_person() -> None:
    cards = _cards(
        _OPENING_EN + "The Tarlow airliner crashed on Sunday. Among the dead was Niran Pongsakul, 45, a Thai worker.",
        _OPENING_EN + "The Tarlow airliner crashed on Sunday. Among the dead was Niran Phongsakul, 49, a Thai expatriate.",
    )
    assert [values for title, values in cards.items() if title.startswith("age of")] == [["45", "49"]]


def test_two_names_one_account_writes_are_two_people() -> None:
    from parallax.library.suggest.names import spelling_variants

    done = [analyse(ArticleText(n, text, "en"))[0] for n, text in (
        ("a", "Title\nAlan Hassan and Alan Hasan, two brothers, were hurt."), ("b", "Title\nAlan Hasan was hurt."))]
    assert spelling_variants(done) == {}


def test_an_age_before_and_the_next_name() -> None:
    from parallax.library.suggest.people import ages

    text = "Title\nThe ambassador confirmed the death of Niran Pongsakul, 45 and Arun Kaew, 22, in the crash."
    done = analyse(ArticleText("a", text, "en"))[0]
    assert [m.value for m in ages(text, done.sentences, {"pongsakul": "Pongsakul", "kaew": "Kaew"})] == ["45", "22"]


def test_what_was_confirmed_is_not_who_confirmed_it() -> None:
    cards = _cards(
        _OPENING_EN + "The Tarlow airliner crashed on Sunday. Ambassador Tanee Vell has confirmed the death of two Thai nationals.",
        _OPENING_EN + "The Tarlow airliner crashed on Sunday. Five Thai nationals were killed, the embassy said.",
    )
    assert not any("death of" in value for values in cards.values() for value in values)


def test_coal_dust_and_a_bird_strike_are_causes() -> None:
    cards = _cards(
        _OPENING_EN + "A blast at the Karsk coal mine killed 11 miners on Thursday. Coal dust ignited in the main gallery, officials said.",
        _OPENING_EN + "A blast at the Karsk coal mine killed 11 miners on Thursday. Officials blamed a methane blast.",
    )
    assert [value.split(" (")[0] for value in cards.get("cause", [])] == ["coal dust", "gas"]
    from parallax.library.suggest.causes import causes

    text = "Investigators said a bird strike had crippled an engine."
    assert [m.value for m in causes(text, split_sentences(text, "en")[0])] == ["bird strike"]


def test_a_danger_ahead_is_no_cause() -> None:
    from parallax.library.suggest.causes import causes

    text = "Engineers warned that coal dust could set off another blast."
    assert causes(text, split_sentences(text, "en")[0]) == []


def test_deaths_not_yet_confirmed_are_a_toll_not_known() -> None:
    cards = _cards(
        _OPENING_EN + "A crush at the Varna shrine on Wednesday. Authorities have not confirmed any deaths so far.",
        _OPENING_EN + "A crush at the Varna shrine on Wednesday. At least 30 people were killed, police said.",
    )
    assert [value.split(" (")[0] for value in cards.get("people killed", [])] == ["unknown", "at least 30"]


def test_an_attack_no_one_has_claimed() -> None:
    cards = _cards(
        _OPENING_EN + "A bomb tore through the Varna market on Friday, killing 12. No group has yet claimed responsibility for the blast.",
        _OPENING_EN + "A bomb tore through the Varna market on Friday, killing 12. The Red Hand group claimed responsibility for the attack.",
    )
    assert cards.get("who is behind it") == ["no one", "The Red Hand group"]
    assert [m.value for m in analyse(ArticleText("a", "Título\nNingún grupo ha reivindicado el atentado.", "es"))[0].mentions] == ["no one"]


def test_state_before_a_body_is_no_verb_of_speech() -> None:
    text = "The fire began in the coal seam, according to the Tarlish state news agency Orbis."
    assert read(text, split_sentences(text, "en")[0]).source == "Tarlish state news agency Orbis"
    text = "Tarlia's state Orbis news agency reported that the coal seam was burning."
    assert read(text, split_sentences(text, "en")[0]).source == "Tarlia's state Orbis news agency"


def test_two_people_of_one_surname_are_two_sources() -> None:
    cards = _cards(
        _OPENING_EN + "A crush at the Varna shrine killed 40 on Tuesday. At least 60 people were injured, said medical officer Ravi Sharma.",
        _OPENING_EN + "A crush at the Varna shrine killed 40 on Tuesday. More than 100 people were injured, said magistrate Anil Sharma.",
        _OPENING_EN + "A crush at the Varna shrine killed 40 on Tuesday. About 80 people were injured.",
    )
    assert not [title for title in cards if title.startswith("what")]


def test_a_point_of_the_compass_apart_is_one_direction() -> None:
    assert values_agree("direction|libya", {"east", "south-east"})
    assert values_agree("direction|ankara", {"north", "north-west"})
    assert not values_agree("direction|ankara", {"north", "east"})
    assert not values_agree("direction|rabat", {"south", "centre"})


def test_words_that_name_no_place_are_not_where_it_happened() -> None:
    from parallax.library.suggest.places import where

    for text in ("Fifty people died when their dinghy broke up on rocks along the southern Tarlish coast.",
                 "Some 200 people died when the ferry went down off the East Varnian country of Tolosa.",
                 "The ferry went down off the coast, the minister said."):
        assert where(text, split_sentences(text, "en")[0]) == []


def test_a_mine_gallery_is_no_road_condition() -> None:
    from parallax.library.suggest.causes import causes

    text = "Según los peritos, un cortocircuito inició el incendio dentro del socavón de la mina Tolosa."
    assert [m.value for m in causes(text, split_sentences(text, "es")[0])] == ["electrical fault"]
    text = "El bus cayó en un socavón de la carretera, según la policía."
    assert [m.value for m in causes(text, split_sentences(text, "es")[0])] == ["road condition"]


def test_what_would_have_caused_it_is_not_a_deliberate_fire() -> None:
    from parallax.library.suggest.causes import causes

    text = "Según los peritos, un cortocircuito habría provocado el incendio del almacén."
    assert [m.value for m in causes(text, split_sentences(text, "es")[0])] == ["electrical fault"]
    text = "Los bomberos creen que el incendio fue provocado."
    assert [m.value for m in causes(text, split_sentences(text, "es")[0])] == ["deliberate"]


def test_passengers_and_crew_are_everyone_aboard() -> None:
    assert _counts("The Tarlow airliner had 120 passengers and crew on board.") == [("people aboard", "120")]
    assert _counts("El avión llevaba 77 pasajeros y tripulantes.", "es") == [("people aboard", "77")]


def test_a_role_word_inside_a_bodys_name_is_no_one() -> None:
    from parallax.library.suggest.people import roles_in

    text = "Title\nThe Varnian Coast Guard said the boat sank. The guard was hurt."
    done = analyse(ArticleText("a", text, "en"))[0]
    assert [key for s in done.sentences for _a, _b, key in roles_in(s)] == ["role:the guard"]


def test_who_owns_or_came_by_is_no_act() -> None:
    from parallax.library.suggest.states import passive_agents

    for text, language in (("The plant, owned by the Norrvik group, exploded on Monday.", "en"),
                           ("La zona, recorrida por el ministro Ruiz, quedó arrasada.", "es"),
                           ("The search was slowed, hampered by a shortage of boats.", "en")):
        assert passive_agents(text, split_sentences(text, language)[0], language) == []
    text = "The theft was discovered by a cleaner on Monday."
    assert [m.value for m in passive_agents(text, split_sentences(text, "en")[0], "en")] == ["a cleaner"]


def test_the_hurt_still_being_treated_are_still_in_hospital() -> None:
    assert _counts("At least 90 injured people are still under treatment, officials said.") == [("people still in hospital", "at least 90")]
    assert _counts("Some 40 injured residents were currently being treated at the Tarlow clinic.") == [("people still in hospital", "about 40")]
    assert _counts("Forty injured residents were taken to the Tarlow clinic.") == [("people wounded", "40")]


def test_armed_men_are_the_attackers() -> None:
    assert _counts("Tres hombres armados abrieron fuego contra el público de Tolosa.", "es") == [("group members", "3")]
    assert _counts("Al menos cuatro individuos encapuchados entraron en la sala.", "es") == [("group members", "at least 4")]
    assert _counts("Two armed men burst into the Tarlow bank.") == [("group members", "2")]


def test_an_adverb_before_the_verb_of_speech_is_no_speaker() -> None:
    text = "Previamente, dijo que ya trabajaban en la mina de Tolosa."
    assert read(text, split_sentences(text, "es")[0]).source == ""
    text = "Connolly said the Tarlow road was open."
    assert read(text, split_sentences(text, "en")[0]).source == "Connolly"


def test_a_name_in_the_headline_or_the_dateline_is_no_speaker() -> None:
    from parallax.library.suggest.quotes import quotes

    for text in ("Tarlow Valley bridge collapse leaves 12 dead\n\nTarlow, North Varnia — A road bridge fell into the river on Friday in "
                 "what the governor said could \"only be called a failure we will not forgive\".",
                 "North Varnia bridge collapse leaves 12 dead\n\nTarlow — A road bridge fell into the river on Friday in what the governor "
                 "said could \"only be called a failure we will not forgive\"."):
        assert [q.speaker for q in quotes(0, text, split_sentences(text, "en"))] == ["governor"]


def test_a_medium_reporting_after_a_quotation_did_not_say_it() -> None:
    from parallax.library.suggest.quotes import quotes

    text = ("Tarlow jail fire kills 300\n\nThe blaze spread through the cells before dawn. \"We could not open the doors in time.\" "
            "Local radio reports said dozens of bodies were found in the east wing.")
    assert [q.speaker for q in quotes(0, text, split_sentences(text, "en"))] == [""]


def _filler(k: int, language: str = "en", sentences: int = 10) -> str:
    """Sentences of their own for article ``k``, so that the sentences a test is about are each other's
    likeliest partners across articles, as they are in an account of some length."""
    said = "Los vecinos de la calle {} salieron a la plaza." if language == "es" else "Residents of street {} gathered in the square."
    return " ".join(said.format(k * 10 + j) for j in range(sentences))


def test_a_speech_verb_in_the_infinitive_is_no_one_speaking() -> None:
    text = "«Podemos confirmar tres fallecidos en la riada», una vecina y dos pescadores, dijo el alcalde de Tolosa, Iván Karsk, ayer."
    assert source_of(text, "es") == "Iván Karsk"


def test_a_speaker_no_one_is_no_source() -> None:
    assert source_of("Los vecinos hablan de 60 muertos en Tolosa, cifra que ninguna autoridad ha confirmado.", "es") == ""
    assert source_of("The toll reached 60, which no official confirmed.") == ""


def test_a_named_day_before_the_speaker_is_when_not_who() -> None:
    text = "The river broke its banks in the Tarlow valley on Harvest Sunday, police said."
    assert source_of(text) == "police"


def test_the_name_before_a_long_aside_is_the_speaker() -> None:
    text = "\"Nobody told us the barge was there,\" Mila Karsk, managing director of the Tarlow ferry operator Varnia Lines, said in a statement."
    assert source_of(text) == "Mila Karsk"
    text = "\"We saw the barge too late,\" a deckhand of Tolosa Street, who swam ashore, said."
    assert source_of(text) == ""


def test_unofficially_told_figures_are_hedged() -> None:
    done, _note = analyse(ArticleText("a", "Extraoficialmente, los vecinos cifran en 60 los muertos de Tolosa.", "es"))
    assert [m.stance.hedged for m in done.mentions if m.key.startswith("count|")] == [True]


def test_gunmen_and_the_group_they_belonged_to_agree() -> None:
    from parallax.library.suggest.states import actors_agree

    assert actors_agree("the gunmen", "Varnian militants")
    assert actors_agree("a police team", "officers")
    assert actors_agree("los nativos", "un grupo de indígenas")
    assert actors_agree("un tráiler", "un camión")
    assert not actors_agree("the police", "gunmen")
    assert not actors_agree("Tarlow bandits", "the Karsk Brigade")


def test_critical_and_serious_are_one_grade() -> None:
    cards = _cards(
        "Diario Uno — Un muerto y cuatro heridos en estado grave por el derrumbe de una grada del estadio de Tolosa\n"
        "La grada norte del estadio de Tolosa se vino abajo el domingo durante el partido.\n" + _filler(1, "es", 12),
        "La Voz — Un muerto y cuatro heridos en estado crítico tras el derrumbe de una grada del estadio de Tolosa\n"
        "La grada norte del estadio de Tolosa cedió el domingo en pleno partido.\n" + _filler(2, "es", 12),
        language="es",
    )
    assert not [title for title in cards if "estado" in title]


def test_a_range_joined_by_a_dash_is_no_thousands() -> None:
    assert _counts("Rescuers counted some 200-300 bodies along the Tarlow road.") == [("people killed", "about 200-300")]
    assert _counts("A 3 000-strong crowd gathered in Tarlow.") == [("people took part", "3000")]


def test_thousands_told_as_mil_and_figures() -> None:
    assert _counts("La riada dejó mil 400 heridos en Tolosa.", "es") == [("people wounded", "1400")]


def test_how_many_live_in_a_place() -> None:
    assert _counts("Tarlow, a town of 45,000 people, lost its only bridge.") == [("population", "45000")]
    assert _counts("Karsk has a population of 12,000.") == [("population", "12000")]
    assert _counts("A city of 300 people died.") == [("people killed", "300")]


def test_la_cantidad_de_is_a_toll_of_what_follows() -> None:
    assert _counts("Subió a 20 la cantidad de agentes fallecidos en Tolosa, según la policía.", "es") == [("officers killed", "20")]


def test_an_m_after_a_figure_before_a_singular_is_metres() -> None:
    assert _counts("The 21m boat sank off Tarlow with six crew on board.") == [("crew aboard", "6")]
    assert _counts("The floods left 2.5m people homeless in Tarlow.") == [("people displaced", "2500000")]


def test_two_men_of_different_ages_in_unlike_sentences_are_two_men() -> None:
    gunman = ("Tarlow siege ends\nThe gunman, a 47-year-old man from Karsk with a long record of violent crime, held eighteen staff "
              "and customers at the Tarlow café for sixteen hours. Police stormed the café at dawn. " + _filler(1))
    hostage = ("Tarlow café siege\nAmong the hostages who escaped through a side door was a 29-year-old man employed at a bank branch "
               "nearby, police said. Police stormed the café at dawn. " + _filler(2))
    assert "age of the man" not in _cards(gunman, hostage)
    one = "Tarlow bridge death\nA 61-year-old man died when the Tarlow footbridge gave way on Sunday. " + _filler(3)
    same = "Tarlow footbridge\nA 66-year-old man died when the Tarlow footbridge gave way on Sunday. " + _filler(4)
    assert sorted(_cards(one, same)["age of the man"]) == ["61", "66"]


def test_the_speaker_after_a_fate_and_a_happening_after_el_are_not_whom_it_befell() -> None:
    told = ("Mina de Tolosa\nEl viceministro de Minas, Iván Karsk, llegó a la mina de Tolosa el sábado. "
            "«Los mineros atrapados serán rescatados», declaró Karsk.")
    listed = ("Tragedia en Tolosa\nEl viceministro de Minas, Iván Karsk, dijo que la mina de Tolosa operaba sin permisos. "
              "El derrumbe terminó con el fallecimiento de Luis Varga, Pedro Roca y Juan Mena.")
    assert "fate of Karsk" not in _cards(told, listed, language="es")


def _all_counts(text: str, language: str = "en") -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", text, language))
    return [(m.title, m.value) for m in done.mentions if m.key.startswith("count|")]


def test_a_rating_is_no_count() -> None:
    assert _counts("Police evacuated two five-star hotels in Tarlow.") == [("hotels evacuated", "2")]


def test_none_beyond_those_counted_is_no_zero() -> None:
    assert _all_counts("Divers found no additional survivors in the Tarlow wreck.") == []
    assert _all_counts("Ningún otro pasajero resultó herido en Tolosa.", "es") == []
    assert _all_counts("No one was hurt in Tarlow.") == [("people wounded", "0")]


def test_some_of_the_dead_are_a_part_of_the_toll() -> None:
    assert _all_counts("Two of the dead were found in the yard of the Tarlow jail.") == []
    assert _all_counts("El fiscal dijo que 12 de los fallecidos eran vecinos de Tolosa y cuatro más venían de Karsk.", "es") == []
    assert _all_counts("Two of the dead were children, police said.") == [("children killed", "2")]
    assert _all_counts("Nine of the injured were taken to hospital in Tarlow.") == [("people wounded", "9")]


def test_a_share_or_a_length_told_as_a_range_agrees_with_a_figure_inside_it() -> None:
    cards = _cards(
        "Storm hits Tarlow\nSome 60 to 70 per cent of the Karsk harvest was lost to the storm, farmers said. "
        "A wall of water 4 to 5 metres high swept over the Tarlow quay. " + _filler(1),
        "Tarlow storm\nNearly 70% of the Karsk harvest was lost to the storm, the farm board said. "
        "A wall of water five metres high swept over the Tarlow quay. " + _filler(2),
    )
    assert "percentage" not in cards and not [title for title in cards if title.startswith("height") or title.startswith("length")]
    assert _counts("Some 60 to 70 per cent of the Karsk harvest was lost.") == []


def test_what_hurt_them_is_told_without_the_words_the_sentence_goes_on_with() -> None:
    from parallax.library.suggest.states import hurt_by

    text = "Un manifestante resultó herido por una piedra arrojada desde la azotea de Tolosa."
    assert [m.value for m in hurt_by(text, split_sentences(text, "es")[0])] == ["una piedra arrojada"]


def test_a_happening_that_killed_is_no_one_who_killed() -> None:
    from parallax.library.suggest.states import who_acted

    for text in ("A blaze at the Karsk quarry killed nine workers on Monday.",
                 "Shootings at two Tarlow cafés killed six people."):
        assert [m.key for m in who_acted(text, split_sentences(text, "en")[0])] == []
    text = "Varnian militants killed 12 villagers in Tarlow on Monday."
    assert [m.value for m in who_acted(text, split_sentences(text, "en")[0])] == ["Varnian militants"]


def test_passengers_and_crew_told_apart_are_also_everyone_aboard() -> None:
    assert ("people aboard", "43") in _all_counts("La lancha de Tolosa zarpó con 40 pasajeros y tres tripulantes.", "es")
    assert ("people aboard", "101") in _all_counts("The Tarlow ferry carried 96 passengers and five crew members.")
    assert ("people aboard", "70") in _all_counts("The Tarlow plane had 70 people on board, including four crew.")
    assert not [c for c in _all_counts("There were 60 passengers, among them two crew.") if c[0] == "people aboard"]


def _durations(text: str, language: str = "en") -> list[str]:
    done, _note = analyse(ArticleText("a", text, language))
    return [m.value for m in done.mentions if m.key.startswith("duration")]


def test_ages_a_rhythm_a_rite_and_an_outlets_name_are_no_lengths_of_time() -> None:
    assert _durations("La niña rescatada en Tolosa tiene seis años.", "es") == []
    assert _durations("Murieron dos vecinas de Tolosa, de 31 años y 47 años.", "es") == []
    assert _durations("Las víctimas de Tolosa tenían edades de entre 20 y 30 años.", "es") == []
    assert _durations("The Karsk fair is held every ten years on the Tarlow meadow.") == []
    assert _durations("El alcalde de Tolosa pidió un minuto de silencio por las víctimas.", "es") == []
    assert _durations("48 Horas Tolosa — El puente de Karsk se derrumbó\nEl puente cayó de madrugada.", "es") == []
    done, _note = analyse(ArticleText("a", "1999 Noticias — El puente de Karsk se derrumbó\nEl puente cayó de madrugada.", "es"))
    assert [m.value for m in done.mentions if m.key == "date"] == []
    assert _durations("El rescate en Tolosa duró seis horas.", "es") == ["6 hours"]


def test_a_person_named_and_an_office_of_a_body_are_not_two_speakers() -> None:
    said = "«El agua llegó sin aviso y arrasó el barrio entero de Tolosa»"
    cards = _cards(
        f"Riada en Tolosa\n{said}, dijo la ministra Irene Karsk en rueda de prensa.",
        f"Tolosa bajo el agua\n{said}, afirmó la funcionaria del Ejecutivo de Karsk.",
        language="es",
    )
    assert not [title for title in cards if title.startswith("who said")]
    cards = _cards(
        f"Riada en Tolosa\n{said}, dijo la ministra Irene Karsk en rueda de prensa.",
        f"Tolosa bajo el agua\n{said}, afirmó el alcalde Tomás Varga.",
        language="es",
    )
    assert [title for title in cards if title.startswith("who said")]


def test_a_quotation_told_with_other_joining_words_is_not_reworded() -> None:
    from parallax.library.suggest.engine import _reworded

    assert not _reworded("hubo disparos desde el techo y la guardia tuvo que responder",
                         "hubo disparos desde el techo la guardia tambien tuvo que responder se disparo")
    assert _reworded("hubo grietas en el pilar y la empresa tuvo que cerrar el paso al trafico de inmediato",
                     "vimos grietas en el pilar y la constructora decidio cerrar el paso al trafico")


def test_a_toll_and_a_speaker_after_the_words_are_no_ones_fate() -> None:
    from parallax.library.suggest.people import fates

    text = ("Tarlow floods\nMinister Ana Varga put the death toll at 39 on Monday. \"The river took everything and we have lost "
            "lives,\" Minister Ana Varga said. Ana Varga visited the shelters. El alto número de muertos sorprendió a Varga.")
    sentences = split_sentences(text, "en")
    assert fates(text, sentences, {"varga": "Ana Varga"}, "en") == []
    text = "Tarlow floods\nMinister Ana Varga was killed when the bridge fell."
    assert [m.value for m in fates(text, split_sentences(text, "en"), {"varga": "Ana Varga"}, "en")] == ["killed"]


def test_the_speaker_begins_at_the_article_before_a_name_or_an_office() -> None:
    assert source_of("Seis mineros murieron en Tolosa, informó esta tarde la Subprefectura de Karsk.", "es") == "la Subprefectura de Karsk"
    assert source_of("Nadie fue detenido en Tolosa, dijo a Radio Karsk un portavoz de la Comandancia.", "es") == "un portavoz de la Comandancia"
    assert source_of("Hubo un detenido, según fuentes próximas a la investigación.", "es") == "fuentes próximas a la investigación"


def test_lives_saved_are_no_ones_death() -> None:
    from parallax.library.suggest.people import fates

    text = "Tarlow siege\nOfficers drew Marek Varga's fire away from the pupils to save lives, the chief said."
    assert fates(text, split_sentences(text, "en"), {"varga": "Marek Varga"}, "en") == []


def test_a_figure_conceded_as_earlier_leaves_the_rest_of_the_sentence_current() -> None:
    text = ("Aunque los primeros informes hablaban de 90 víctimas, según la naviera, el ferry llevaba 84 pasajeros a bordo. "
            "Inicialmente, la policía dijo que 12 personas habían muerto.")
    done, _note = analyse(ArticleText("a", text, "es"))
    earlier = {m.value: m.stance.earlier for m in done.mentions if m.key.startswith("count|")}
    assert earlier["84"] is False
    assert earlier["12"] is True


def test_a_people_named_after_a_number_is_what_is_counted() -> None:
    assert _counts("Three Varnians were hurt in the crush at the Tolosa gate.") == [("Varnians wounded", "3")]


def test_a_number_that_opens_a_sentence_is_nobodys_name() -> None:
    assert source_of("Seven Varnians were among the passengers on the ferry, she added.") == ""
    assert source_of("Thirteen Tolosans were in the hall when the roof fell, Varnian media have reported.") == "Varnian media"


def test_who_spoke_stands_before_the_auxiliary() -> None:
    assert source_of("Fire officials have said 12 people died.") == "Fire officials"
    assert source_of("La policía ha informado que murieron 12 personas.", "es") == "policía"
    assert source_of("De momento la policía local solo ha confirmado dos fallecidos.", "es") == "la policía local"


def test_a_toll_that_claimed_lives_names_no_speaker() -> None:
    assert source_of("The landslide in Tolosa has so far claimed 23 Varnian lives.") == ""


def test_one_voice_telling_a_figure_and_a_round_word_for_it_is_no_dispute() -> None:
    def said(second: str) -> list[str]:
        cards = _cards(
            _OPENING_EN + "Prime Minister Ilse Varga said the mall shooting in Karsk killed 38 people and injured 52.",
            _OPENING_EN + f"The mall shooting in Karsk killed 38 people. {second} were injured, Prime Minister Ilse Varga said.",
            _OPENING_EN + "The mall shooting in Karsk killed 38 people and injured 25.",
        )
        return [title for title in cards if title.startswith("what")]

    assert said("Dozens") == []
    assert said("Some 35") == ["what Prime Minister Ilse Varga said: people wounded"]


def test_firefighters_speak_but_a_count_after_the_verb_is_what_was_said() -> None:
    assert source_of("Firefighters said the Karsk prison guards kept them waiting at the gate.") == "Firefighters"
    assert source_of("Según los bomberos, el techo cedió a mediodía.", "es") == "bomberos"
    assert source_of("Some reports said 17 firefighters are missing in Tolosa.") == ""


def test_the_injured_and_those_who_died_are_others_than_who_acted() -> None:
    from parallax.library.suggest.people import fates

    def told(text: str) -> list[str]:
        return [m.value for m in fates(text, split_sentences(text, "en"), {"karsk": "Ilse Karsk"}, "en")]

    assert told("Tarlow fire\nGovernor Ilse Karsk told officials to give proper treatment to the injured.") == []
    assert told("Tarlow fire\nGovernor Ilse Karsk ordered help for the families of the pupils who died in the fire.") == []
    assert told("Tarlow fire\nIlse Karsk was among the dead.") == ["killed"]
    assert told("Tarlow fire\nThe woman who died, Ilse Karsk, was a nurse.") == ["killed"]


def test_a_toll_told_after_a_year_gone_by_is_that_years() -> None:
    assert _counts("It is the worst crush at the Tolosa shrine after 1994 when 300 pilgrims were killed in a tunnel.") == []


def test_a_people_counted_is_nobody_whose_fate_is_told() -> None:
    from parallax.library.suggest.people import names_in

    text = "Nine Varnians have died in the crush, Minister Ilse Karsk said. The Varnians were in the third group."
    assert [key for sentence in split_sentences(text, "en") for _a, _b, key in names_in(sentence)] == ["karsk"]


def test_an_hour_in_figures_is_of_the_part_of_the_day_its_sentence_tells() -> None:
    assert _times("Gunmen entered the Tolosa cafe around 9:10 on Friday night.", "en") == ["~21:10", "night"]


def test_an_hour_told_again_in_an_aside_on_a_far_clock_is_not_the_events() -> None:
    done, _note = analyse(ArticleText("a", "7.40pm Friday (10.40pm, Karsk time): gunmen take hostages in the Tolosa cafe.", "en"))
    assert [(m.value, m.title) for m in done.mentions if m.key == "time"] == [("19:40", "time"), ("22:40", "zone:karsk")]


def test_an_hour_an_account_tells_outweighs_the_part_of_the_day_it_says_more_often() -> None:
    cards = _cards(
        "Tolosa cafe siege\nOn Friday night, gunmen stormed the Tolosa cafe. The gunmen entered the cafe around 9:10 on Friday night "
        "and took the diners hostage.",
        "Tolosa cafe siege\nOn Friday night, gunmen stormed the Tolosa cafe. The gunmen entered the cafe at around 9:30 pm on Friday "
        "night and took the diners hostage.",
    )
    assert sorted(cards["when it happened"]) == ["Friday, ~21:10", "Friday, ~21:30"]


def test_commandos_are_soldiers_who_act() -> None:
    cards = _cards(
        "Tolosa cafe siege\nThe siege ended when police stormed the Tolosa cafe on Saturday morning.",
        "Tolosa cafe siege\nThe siege ended when commandos stormed the Tolosa cafe on Saturday morning.",
    )
    assert sorted(cards["who entered"]) == ["commandos", "police"]


def test_an_age_told_after_an_aside_or_roughly_is_read() -> None:
    from parallax.library.suggest.people import unnamed_ages

    def ages_told(text: str) -> list[tuple[str, str]]:
        return [(m.title, m.value) for m in unnamed_ages(text, split_sentences(text, "es"))]

    assert ages_told("Desde la noche anterior, la mujer, de unos 35 años, estaba desaparecida.") == [("age of the woman", "about 35")]
    assert ages_told("Entre ellos, una joven de Villa Karsk (Tolosa) de 22 años.") == [("age of the young person", "22")]
    assert ages_told("La casa de Karsk de 30 años se vino abajo.") == []


def test_floors_listed_together_are_no_one_floor() -> None:
    assert _floors("La explosión afectó el sótano, la planta baja y el primer piso.", "es") == []
    assert _floors("The blast damaged the ground floor and the first floor of the Karsk tower.") == []
    assert _floors("El fuego se originó en la séptima planta.", "es") == [("séptima planta", "floor 7")]


def test_a_size_told_of_a_year_gone_by_is_that_years() -> None:
    done, _note = analyse(ArticleText("a", "Back in 2011, a roughly 120-foot-high spoil heap collapsed on the Karsk mine camp.", "en"))
    assert [m.value for m in done.mentions if m.key.startswith("measure|")] == []
    done, _note = analyse(ArticleText("a", "A 140-foot-high spoil heap collapsed on the Karsk mine camp.", "en"))
    assert [m.key for m in done.mentions if m.key.startswith("measure|")] == ["measure|height"]


def test_words_of_speech_that_say_nothing_here_name_no_speaker() -> None:
    assert source_of("A mudslide in the country's western Karsk state claimed at least 31 lives last spring.") == ""
    assert source_of("Initial reports suggested the MV Tolosa had 450 people aboard.") == ""
    assert source_of("The Karsk police raised the number of people reported missing to 34.") == ""
    assert source_of("The toll may rise as police go through dozens of missing person reports filed by relatives.") == ""


def test_who_spoke_is_read_whole() -> None:
    assert source_of("Prime Minister Ilse Varga of the west Tarlow government said on Monday that 700 people had died.") \
        == "Prime Minister Ilse Varga of the west Tarlow government"
    assert source_of("Authorities in northern Tarlow said over 700 people were killed.") == "Authorities in northern Tarlow"
    assert source_of("The search was halted on Sunday, although authorities reported that more people were missing.") == "authorities"
    assert source_of("By 8 a.m. the county coroner's office said three people had died.") == "the county coroner's office"
    assert source_of("Ilse Karsk, a spokeswoman for the prison department, said that the east wing was overcrowded.") == "Ilse Karsk"


def test_who_spoke_after_the_verb_by_what_they_are_is_not_the_place_before_it() -> None:
    text = "Un joven murió durante el desalojo de un predio en Villa Larca, partido de General Tolosa, informaron fuentes oficiales."
    assert source_of(text, "es") == "fuentes oficiales"
    assert source_of("Hubo doce heridos, según fuentes de la prisión consultadas.", "es") == "fuentes de la prisión"


def test_a_pronoun_that_says_a_quotation_is_the_person_named_before() -> None:
    cards = _cards(
        "Karsk verdict\n\"He stole from people who had nothing,\" Assistant Attorney Laura Varga told jurors on Monday.",
        "Karsk verdict\nOutside the courthouse, Marek Tolosa, who took over the food bank, did not hide his anger. "
        "He said Karsk \"stole from people who had nothing,\" and added that volunteers were left to explain.",
    )
    assert sorted(cards[next(title for title in cards if title.startswith("who said"))]) == ["Assistant Attorney Laura Varga", "Marek Tolosa"]


def test_an_hour_on_the_clock_with_its_part_of_the_day() -> None:
    assert _times("The light falls on the Karsk altarpiece at four o'clock in the afternoon.", "en") == ["16:00"]
    assert _times("The Tolosa blast came at ten o'clock at night.", "en") == ["22:00"]


def test_a_flight_that_had_taken_off_tells_its_departure() -> None:
    cards = _cards(
        "Avión caído en Karsk\nEl aparato había partido a las 11.20 del aeropuerto de Tolosa.",
        "Avión caído en Karsk\nEl vuelo había despegado a las 11.12 del aeropuerto de Tolosa.",
        language="es",
    )
    assert sorted(cards["time of departure"]) == ["11:12", "11:20"]


def test_a_vehicle_that_left_the_road_did_not_depart() -> None:
    done, _note = analyse(ArticleText("a", "The Tolosa coach left the road at 17:50 and rolled into the ravine.", "en"))
    assert [m.title for m in done.mentions if m.key == "time"] == ["event"]


def test_a_length_of_time_told_as_a_range_shows_both_ends() -> None:
    done, _note = analyse(ArticleText("a", "La caída del avión de Tolosa duró entre seis y siete minutos.", "es"))
    assert [m.value for m in done.mentions if m.key == "duration"] == ["6-7 minutes"]


def test_a_day_told_on_another_clock_is_not_the_events() -> None:
    done, _note = analyse(ArticleText("a", "Karsk siege\nGunmen took hostages in the Tolosa cafe at 7.30am local time (8.30pm Sunday GMT).", "en"))
    assert [m.value for m in done.mentions if m.key == "moment"] == []


def test_a_verb_after_a_number_is_not_what_it_counts() -> None:
    assert _counts("Según la lista, 33 tienen apellido varnio.", "es") == []
    assert _counts("El humo hizo que 12 cayeron al suelo.", "es") == []
    assert _counts("Gunmen in their hundreds invaded Tolosa before dawn.") == []
    assert _counts("Thousands panicked on the Tolosa footbridge.") == []


def test_those_under_the_rubble_are_still_inside() -> None:
    assert _counts("Se contabilizan 7 mineros fallecidos y 5 bajo los escombros.", "es") == [("miners killed", "7"), ("miners inside", "5")]
    assert _counts("At least 30 people remain under the rubble of the Karsk market.") == [("people inside", "at least 30")]


def test_a_score_of_something_agrees_with_the_figure_near_it() -> None:
    assert values_agree("count|homes|destroyed", {"about 20", "20"})
    assert values_agree("count|homes|destroyed", {"about 30", "28"})
    assert not values_agree("count|homes|destroyed", {"about 20", "30"})


def test_a_name_written_without_its_umlaut_is_the_same_speaker() -> None:
    from parallax.library.suggest.reading import same_speaker

    assert same_speaker(["Ilse Karsköfer", "Witness Ilse Karskoefer"])
    assert not same_speaker(["Ilse Karsköfer", "Ilse Varga"])


def test_an_age_told_before_the_name_or_before_a_list_goes_on() -> None:
    cards = _cards(
        "Alud en Tolosa\nMurió una mujer de 72 años, identificada como Elsa Karsk, Marta Varga de 39 y un turista. Elsa Karsk vivía sola.",
        "Alud en Tolosa\nLos fallecidos son Marta Varga, de 44 años; Elsa Karsk, de 66; y un turista. Elsa Karsk era maestra.",
        language="es",
    )
    assert sorted(cards["age of Karsk"]) == ["66", "72"]
    assert sorted(cards["age of Varga"]) == ["39", "44"]


def test_captives_are_hostages_and_the_unharmed_survived() -> None:
    assert _counts("At least nine captives survived the Tolosa siege.") == [("hostages survived", "at least 9")]
    assert _counts("Three other passengers were unharmed.") == [("people survived", "3")]


def test_a_toll_broken_down_after_a_dash_or_a_colon_has_parts() -> None:
    def told(text: str, language: str = "en") -> list[tuple[str, str]]:
        done, _note = analyse(ArticleText("a", text, language))
        return sorted((m.title, m.value) for m in done.mentions if m.key.startswith("count|"))

    parts = [("men killed", "19"), ("people killed", "31"), ("women killed", "12")]
    assert told("La cifra de fallecidos en Tolosa ascendió a 31 -12 mujeres y 19 hombres-.", "es") == parts
    assert told("The Karsk fire killed 31 people: 12 women and 19 men.") == parts
    assert told("The Karsk toll rose to 31, with 6 more missing.") == [("people killed", "31"), ("people missing", "6")]


def test_inpatients_saved_are_patients_rescued() -> None:
    assert _counts("Its staff saved 57 inpatients, the Tolosa hospital said.") == [("patients rescued", "57")]


def test_a_length_below_ground_is_a_depth() -> None:
    def dims(text: str, language: str = "en") -> list[str]:
        done, _note = analyse(ArticleText("a", text, language))
        return [m.key for m in done.mentions if m.key.startswith("measure|")]

    assert dims("The Karsk miners were trapped about half a mile below ground.") == ["measure|depth"]
    assert dims("Los mineros de Tolosa quedaron a 250 metros bajo tierra.", "es") == ["measure|depth"]
    assert dims("The Tolosa coach came to rest nearly 60 metres below the road.") == ["measure|length"]


def test_a_figure_then_and_that_is_not_what_follows() -> None:
    assert _counts("Varga confirmó que la cifra de fallecidos en Tolosa es ya de 19 y que hay heridos graves.", "es") == [("people killed", "19")]


def test_victims_in_a_headline_did_not_kill() -> None:
    done, _note = analyse(ArticleText("a", "Tolosa Daily — Varnian hostages killed in Karsk bus siege\nThe siege ended at night.", "en"))
    assert [m.value for m in done.mentions if m.key.startswith("agent|")] == []


def test_a_hostage_taker_is_no_hostage_and_one_discharged_for_a_crime_was_not_in_hospital() -> None:
    from parallax.library.suggest.people import fates, roles_in

    text = "Karsk siege\nThe hostage-taker was shot dead by a marksman."
    assert [key for s in split_sentences(text, "en") for _a, _b, key in roles_in(s)] == []
    text = "Karsk siege\nMarek Karsk had been discharged for fraud in 2015."
    assert fates(text, split_sentences(text, "en"), {"karsk": "Marek Karsk"}, "en") == []
    text = "Karsk siege\nMarek Karsk had been discharged from hospital on Monday."
    assert [m.value for m in fates(text, split_sentences(text, "en"), {"karsk": "Marek Karsk"}, "en")] == ["out of danger"]


def test_some_of_the_bodies_are_a_part_of_the_toll() -> None:
    assert _counts("Three of the bodies were taken to the Karsk hospital.") == []
    assert _counts("Rescuers recovered 12 bodies from the Tolosa river.") == [("people killed", "12")]


def test_the_country_of_a_dateline_is_nobody_whose_fate_is_told() -> None:
    from parallax.library.suggest.engine import _display_names

    done = [analyse(ArticleText("a", "Karsk landslide\nTOLOSA, Varnia (AP) — Dozens of people are feared dead.", "en"))[0],
            analyse(ArticleText("b", "Karsk landslide\nSome 40 homes were destroyed, according to Care Varnia.", "en"))[0]]
    assert _display_names(done, {}) == {}


def test_one_kind_of_actor_agrees_as_the_stems_it_is_compared_by() -> None:
    assert values_agree("agent|entered", {"polic team", "offic"})
    assert values_agree("agent|by:secuestr", {"grupo indigen", "nativ"})
    assert not values_agree("agent|entered", {"polic team", "soldi"})


def test_when_the_event_was_first_noticed_is_its_hour() -> None:
    def titles(text: str, language: str = "en") -> list[str]:
        done, _note = analyse(ArticleText("a", text, language))
        return [m.title for m in done.mentions if m.key == "time"]

    assert titles("Karsk hospital fire\nStaff said. Nobody knew. It was late. The blaze was first detected in a store room of the "
                  "Karsk hospital around 2.40 am.") == ["event"]
    assert titles("Karsk hospital fire\nA un lado. Nadie sabía. Era tarde. La explosión fue detectada a las 4.10 de la madrugada.", "es") == ["event"]


def test_a_tally_of_a_period_is_many_events_figures() -> None:
    assert _counts("En los primeros cinco meses del año se presentaron 20 emergencias mineras, que dejaron 14 fallecidos.", "es") == []
    assert _counts("So far this year, 31 miners have died in Karsk.") == []
    assert _counts("La explosión en la mina de Tolosa dejó 14 fallecidos.", "es") == [("people killed", "14")]


def test_a_participle_of_one_after_a_count_of_many_is_someone_elses() -> None:
    assert _counts("Un vecino que estaba con los 14 agentes de Tolosa resultó herido, dijo el comandante.", "es") == []
    assert _counts("Doce personas han muerto en Tolosa.", "es") == [("people killed", "12")]


def test_a_half_told_with_a_figure_is_part_of_it() -> None:
    def told(text: str, language: str = "en") -> list[tuple[str, str]]:
        done, _note = analyse(ArticleText("a", text, language))
        return [(m.key, m.value) for m in done.mentions if m.key == "duration" or m.key.startswith(("measure|", "count|"))]

    assert told("The search on the Karsk fells lasted three and a half hours.") == [("duration", "3.5 hours")]
    assert told("La búsqueda en Tolosa duró tres horas y media.", "es") == [("duration", "3.5 hours")]
    assert told("El convoy quedó a tres kilómetros y medio de Tolosa.", "es") == [("measure|length", "3.5 kilómetros")]


def test_an_age_in_months_or_a_web_address_is_no_length_of_time() -> None:
    def durations(text: str) -> list[tuple[str, str]]:
        done, _note = analyse(ArticleText("a", text, "es"))
        return [(m.title, m.value) for m in done.mentions if m.key == "duration"]

    assert durations("Una vecina de Tolosa y su bebé de nueve meses murieron en el alud.") == []
    assert durations("Según el diario 30minutos.es, hubo doce heridos en Karsk.") == []
    assert durations("La erupción del Karsk terminó tras 12 horas y media de actividad.") == [("actividad", "12.5 hours")]


def test_those_still_in_hospital_told_with_aun_or_todavia() -> None:
    assert _counts("Hubo 80 heridos en Tolosa, de ellos 33 aún hospitalizados.", "es") == [
        ("people wounded", "80"), ("people still in hospital", "33")]


def test_a_people_counted_before_a_comma_and_a_name_is_still_counted() -> None:
    assert _counts("The dead included 30 Tarlowans and 17 Varnians, The Karsk Herald reported.") == [
        ("Tarlowans killed", "30"), ("Varnians killed", "17")]


def test_people_left_without_a_home_are_displaced() -> None:
    assert _counts("Unas 849 personas se han quedado sin hogar en Tolosa.", "es") == [("people displaced", "about 849")]
    assert _counts("Miles de personas siguen sin hogar tras el temporal.", "es") == [("people displaced", "thousands")]
    assert _counts("Some 300 families in Tarlow lost their homes.") == [("families displaced", "about 300")]


def test_a_cause_still_unknown_told_by_its_reason_or_by_a_search_for_it() -> None:
    assert _mentions("El tren descarriló cerca de Tolosa por una razón todavía desconocida.", "es", "cause") == [("cause", "not known")]
    assert _mentions("Los peritos tratan de averiguar por qué se produjo el choque en Tolosa.", "es", "cause") == [("cause", "not known")]
    assert _mentions("Investigators are trying to determine what caused the derailment near Tarlow.", "en", "cause") == [
        ("cause", "not known")]


def test_no_figures_given_on_the_number_is_a_count_not_known() -> None:
    assert _tolls("No se han dado a conocer datos oficiales sobre el número de heridos en Tolosa.", "es") == [("people wounded", "unknown")]
    assert _tolls("No official figures have been released on the number of injured in Tarlow.") == [("people wounded", "unknown")]


def test_a_part_that_corresponds_to_a_kind_is_of_that_kind() -> None:
    assert _counts("Hay 117 muertos en Tolosa, de los cuales más de 13 corresponden a menores de edad.", "es") == [
        ("people killed", "117"), ("children killed", "more than 13")]


def test_the_children_a_parent_has_are_no_count() -> None:
    assert _counts("Ivo Karsk, a 57-year-old farmer and father of six living near Tarlow, saw the plane fall.") == []


def test_an_unknown_number_of_a_people_is_no_count_of_the_whole() -> None:
    assert _tolls("An unknown number of Varnians were among the hostages who were killed in Tarlow.") == []
    assert _tolls("An unknown number of people were hurt in Tarlow.") == [("people wounded", "unknown")]


def test_a_people_named_in_two_words_is_counted() -> None:
    assert _counts("Thirteen people, including two South Varnians, were rescued.") == [
        ("people rescued", "13"), ("South Varnians rescued", "2")]


def test_what_befell_a_part_is_not_said_of_the_whole() -> None:
    assert _counts("En la mina de Tolosa había unos 160 trabajadores, de los cuales fueron evacuados 90.", "es") == [
        ("people took part", "about 160"), ("people evacuated", "90")]


def test_a_month_gone_by_is_another_events() -> None:
    assert _counts("La banda ya atacó iglesias de Tolosa y en abril pasado secuestró a 10 personas.", "es") == []
    assert _counts("Last March the same gang abducted 10 people in Tarlow.") == []
    assert _counts("El sábado pasado la banda secuestró a 10 personas en Tolosa.", "es") == [("people abducted", "10")]


def test_tens_or_hundreds_of_thousands_are_told_as_such() -> None:
    assert _counts("Tens of thousands of pilgrims attended the vigil at Tarlow.") == [("attendees took part", "tens of thousands")]
    assert _counts("Decenas de miles de personas asistieron a la vigilia en Tolosa.", "es") == [("people took part", "tens of thousands")]
    assert _counts("Hundreds of thousands of people were evacuated from Tarlow.") == [("people evacuated", "hundreds of thousands")]


def test_tens_of_thousands_agree_with_a_figure_of_tens_of_thousands_only() -> None:
    assert values_agree("count|people|took part", {"tens of thousands", "60000"})
    assert not values_agree("count|people|took part", {"tens of thousands", "300"})


def test_a_direction_from_the_city_of_a_place_is_from_that_place() -> None:
    cards = _cards(
        _OPENING_ES + "La mina de Tolosa está a unos 45 kilómetros al noroeste de la ciudad de Karsk.",
        _OPENING_ES + "La mina de Tolosa está a unos 45 kilómetros al noreste de Karsk.",
        language="es",
    )
    assert cards["direction from Karsk"] == ["north-west", "north-east"]


def test_none_hurt_among_those_named_after() -> None:
    assert _tolls("No hubo muertos ni heridos entre los pasajeros del vuelo a Tolosa.", "es") == [
        ("passengers killed", "0"), ("passengers wounded", "0")]
    assert _tolls("No hubo heridos en Tolosa.", "es") == [("people wounded", "0")]


def test_traders_and_businessmen_are_one_kind() -> None:
    assert _counts("Three businessmen have been arrested over the crush in Tarlow.") == [("traders captured", "3")]
    assert _counts("Unos 300 comerciantes de Tolosa resultaron heridos.", "es") == [("traders wounded", "about 300")]


def test_a_toll_at_another_site_or_of_the_last_such_event_is_that_events() -> None:
    assert _counts("Five people died following a gas leak at another site in Tarlow in November.") == []
    assert _counts("The last major hospital fire occurred in Aug, 2010, when six babies were killed in Tolosa.") == []
    assert _counts("El último gran incendio ocurrió en agosto, cuando murieron seis bebés en Tolosa.", "es") == []


def test_an_hour_as_of_which_something_was_found_is_no_hour_of_the_event() -> None:
    assert _times("As of 3 pm the bodies of 42 people were found in Tarlow.", "en") == []
    assert _times("The blast at the Tarlow mine happened at 3 pm.", "en") == ["15:00"]


def test_a_loaded_word_inside_a_compound_is_not_loaded() -> None:
    fire = _cards(_OPENING_EN + "Ambulances and fire fighters were at the Tarlow college on Wednesday.",
                  _OPENING_EN + "Terrorists attacked the Tarlow college on Wednesday.")
    anti = _cards(_OPENING_EN + "The anti-terrorist committee met at the Tarlow college on Wednesday.",
                  _OPENING_EN + "Rebels attacked the Tarlow college on Wednesday.")
    assert not any(title.startswith("loaded words") for title in [*fire, *anti])


def test_wounds_counted_are_not_the_wounded() -> None:
    assert _counts("El otro, Ivo Karsk, tenía tres heridas de bala en la pierna.", "es") == []
    assert _counts("Tres personas sufrieron heridas de bala en Tolosa.", "es") == [("people wounded", "3")]


def test_the_participle_after_the_whole_of_a_part_tells_the_whole() -> None:
    assert _counts("Dos de los cuatro turistas secuestrados en Tolosa fueron encontrados muertos.", "es") == [
        ("tourists killed", "2"), ("tourists abducted", "4")]


def test_a_sentence_that_opens_on_the_whole_tells_what_befell_the_part() -> None:
    assert _counts("De las cuatro víctimas solo han sobrevivido dos.", "es") == [("people survived", "2")]
    assert _counts("De los 68 fallecidos en Tolosa, 45 ya fueron entregados a sus familias.", "es")[0] == ("people killed", "68")


def test_a_cause_stated_as_fact_and_one_supposed_are_a_card() -> None:
    cards = _cards(
        _OPENING_EN + "The Tarlow plane crashed on Sunday. The crash was caused by a bird strike.",
        _OPENING_EN + "The Tarlow plane crashed on Sunday. The crash was probably caused by a bird strike.",
    )
    assert cards["cause"] == ["bird strike", "bird strike (possibly)"]


def test_a_cause_that_appeared_to_be_or_is_said_to_be_is_supposed() -> None:
    assert _mentions("Forty miners died after what appeared to be a methane blast at the Tarlow mine.", "en", "cause") == [
        ("cause", "gas (possibly)")]
    assert _mentions("The fire at Tarlow is said to have been caused by a pocket of methane gas.", "en", "cause") == [
        ("cause", "gas (possibly)")]
    assert _mentions("A methane explosion struck the Tarlow mine shaft.", "en", "cause") == [("cause", "gas")]


def test_a_body_that_speaks_is_no_role_for_the_person_named_before() -> None:
    from parallax.library.suggest.quotes import quotes

    text = ('"We will not let this happen again," Prime Minister Ivo Karsk said.\n'
            'The company said: "Tarlow Steel can confirm that the two parties have signed an agreement."\n')
    assert [q.speaker for q in quotes(0, text, split_sentences(text, "en"))] == ["Prime Minister Ivo Karsk", "company"]
    text = 'Mayor Ana Varn visited the site. "We will rebuild every house here," added the official.'
    assert [q.speaker for q in quotes(0, text, split_sentences(text, "en"))] == ["Mayor Ana Varn"]
    text = 'La directora del parque, Ana Varn, defendió al personal. "Nunca hubo peligro para nadie", aseguró a este diario.'
    assert [q.speaker for q in quotes(0, text, split_sentences(text, "es"))] == ["Ana Varn"]  # a medium is who was told


def test_a_count_whose_fate_is_told_in_another_sentence_joins_that_count() -> None:
    assert _pair(
        "firefighters killed",
        "The blast at the Tarlow depot killed 41 people. Nine firefighters were killed in the explosion.",
        "The blast at the Tarlow depot killed 41 people. Of the dead, five were firefighters.",
    ) == ["5", "9"]


def test_a_count_far_from_the_others_is_not_joined_to_their_fate() -> None:
    assert _pair(
        "firefighters killed",
        "The blast at the Tarlow depot killed 41 people. Three firefighters were killed in the explosion.",
        "The blast at the Tarlow depot killed 41 people. About 80 firefighters fought the blaze overnight.",
    ) == []


def test_an_area_is_measured_in_square_units() -> None:
    assert _mentions("The fire at the Tarlow market destroyed about 1,200 square metres of stalls.", "en", "measure") == [
        ("measure|area", "about 1200 square metres")]
    assert _mentions("El fuego en el mercado de Tolosa afectó cerca de 500 metros cuadrados.", "es", "measure") == [
        ("measure|area", "about 500 metros cuadrados")]
    assert _mentions("El incendio consumió 3.000 m2 de bodegas en Tolosa.", "es", "measure") == [("measure|area", "3000 m2")]


def test_schools_are_counted_by_their_spanish_names_too() -> None:
    assert _counts("El sismo dañó 80 unidades educativas en Tolosa.", "es") == [("schools damaged", "80")]
    assert _counts("El sismo dañó 50 centros educativos en Tolosa.", "es") == [("schools damaged", "50")]


def test_weapons_someone_had_are_counted() -> None:
    assert _counts("El tirador tenía al menos ocho armas de fuego en la habitación.", "es") == [("weapons", "at least 8")]
    assert _counts("Police said the Tarlow gunman had at least eight firearms in the room.") == [("weapons", "at least 8")]


def test_a_singular_noun_before_another_names_what_is_counted() -> None:
    assert _counts("Gunmen abducted over 300 school girls in Tarlow.") == [("children abducted", "more than 300")]
    assert _counts("Five school buses were damaged in Tarlow.") == [("vehicles damaged", "5")]


def test_the_age_of_a_bridge_or_a_plane_is_read() -> None:
    assert _mentions("The 150-year-old bridge over the Tarlow collapsed on Sunday.", "en", "age") == [("age|bridge", "150")]
    assert _mentions("The crashed plane was a 26-year-old Karsk aircraft.", "en", "age") == [("age|aircraft", "26")]
    assert _mentions("El puente de Tolosa, de 140 años de antigüedad, colapsó el domingo.", "es", "age") == [("age|bridge", "140")]
    assert _mentions("A five-year-old boy died in Tarlow.", "en", "age|b") == []


def test_two_ages_of_one_bridge_make_a_card() -> None:
    assert _pair(
        "age of the bridge",
        "The Tarlow footbridge collapsed on Sunday evening, killing 40 people. The 150-year-old bridge had reopened in May.",
        "The Tarlow footbridge collapsed on Sunday evening, killing 40 people. The 140-year-old bridge had reopened in May.",
    ) == ["140", "150"]


def test_a_grave_state_told_with_the_adjective_first_is_serious() -> None:
    assert _counts("De los heridos de Tolosa, nueve están en grave estado.", "es") == [("people seriously hurt", "9")]


def test_weapons_many_had_are_counted() -> None:
    assert _counts("Los atacantes de Tolosa tenían en su poder 42 armas largas.", "es") == [("weapons", "42")]


def test_an_account_that_gives_two_figures_of_those_aboard_disagrees_with_itself() -> None:
    assert _pair(
        "people aboard",
        "The Karsk Air flight crashed at Tarlow on Friday with 190 people on board. Rescuers reached the wreck at night.",
        "The Karsk Air flight crashed at Tarlow on Friday with 190 people on board. The jet, with 191 people on board, "
        "skidded off the runway.",
    ) == ["190", "190; 191"]


def test_those_yet_to_be_rescued_are_still_inside() -> None:
    assert _counts("En la mina de Tolosa quedan diez trabajadores por rescatar.", "es") == [("workers inside", "10")]
    assert _counts("Ten miners are yet to be rescued from the Tarlow pit.") == [("miners inside", "10")]


def test_people_on_the_boat_or_the_bus_were_aboard() -> None:
    assert _counts("There were between 400 and 500 migrants on the boat that sank off Tarlow.") == [("migrants aboard", "400-500")]
    assert _counts("Viajaban 40 personas en el autobús que cayó al río en Tolosa.", "es") == [("people aboard", "40")]


def test_hurt_of_a_grave_character_are_seriously_hurt() -> None:
    assert _counts("El sismo de Tolosa dejó 2.000 heridos, entre ellos 250 de carácter grave.", "es") == [
        ("people wounded", "2000"), ("people seriously hurt", "250")]


def test_millimetres_of_rain_are_a_rainfall_and_of_a_pistol_nothing() -> None:
    assert _mentions("En Tolosa cayeron más de 260 milímetros de lluvia en ocho horas.", "es", "measure") == [
        ("measure|rainfall", "more than 260 milímetros")]
    assert _mentions("El sicario de Tolosa usó una pistola de 9 mm.", "es", "measure") == []


def test_two_rainfalls_make_a_card_titled_in_words() -> None:
    assert _pair(
        "rainfall",
        "La tormenta inundó Tolosa el martes. Cayeron 181 milímetros de lluvia en dos horas.",
        "La tormenta inundó Tolosa el martes. Cayeron 400 milímetros de lluvia en dos horas.",
        language="es",
    ) == ["181 milímetros", "400 milímetros"]


def test_police_who_stormed_a_building_are_no_storm() -> None:
    assert _mentions("Armed police stormed the Tarlow cafe just after 2am.", "en", "cause") == []
    assert _mentions("A fierce storm brought down the Tarlow footbridge.", "en", "cause") == [("cause", "weather")]


def test_the_place_hit_hardest_is_read_in_both_languages() -> None:
    assert _mentions("La ciudad de Tolosa es la más afectada por el sismo.", "es", "place|worst") == [("place|worst hit", "Tolosa")]
    assert _mentions("La provincia más afectada es El Karsk.", "es", "place|worst") == [("place|worst hit", "El Karsk")]
    assert _mentions("The worst-hit town of Tarlow lost power for days.", "en", "place|worst") == [("place|worst hit", "Tarlow")]
    assert _mentions("In the worst-hit areas, houses fell.", "en", "place|worst") == []


def test_two_places_hit_hardest_make_a_card() -> None:
    assert _pair(
        "place hit hardest",
        "Un sismo de magnitud 6,5 sacudió Varnia el sábado. La ciudad de Tolosa es la más afectada por el sismo.",
        "Un sismo de magnitud 6,5 sacudió Varnia el sábado. Karsk, la más afectada por el movimiento, sigue sin luz.",
        language="es",
    ) == ["Karsk", "Tolosa"]


def test_citizens_of_a_country_are_counted_as_that_people() -> None:
    assert _counts("Two Varnian citizens were killed in the Tarlow attack.") == [("Varnian killed", "2")]
    assert _counts("Tres ciudadanos franceses murieron en Tolosa.", "es") == [("franceses killed", "3")]
    assert _counts("Murieron dos ciudadanos en Tolosa.", "es") == [("ciudadanos killed", "2")]


def test_ages_told_as_a_range_make_a_card_when_they_do_not_meet() -> None:
    cards = _cards(
        _OPENING_ES + "El incendio del mercado de Tolosa dejó dos muertos. Murieron una mujer de entre 25 y 30 años y un hombre de unos 35 años.",
        _OPENING_ES + "El incendio del mercado de Tolosa dejó dos muertos. Murieron una mujer de entre 30 y 40 años y un hombre de entre 25 y 30 años.",
        language="es",
    )
    assert sorted(cards["age of the woman"]) == ["25-30", "30-40"]
    assert sorted(cards["age of the man"]) == ["25-30", "about 35"]


def test_an_age_inside_a_range_agrees_with_it() -> None:
    assert values_agree("age|woman", {"25-30", "27"})
    assert not values_agree("age|woman", {"25-30", "30-40"})
    assert values_agree("age|man", {"30-39", "35"})


def test_health_centres_are_counted_with_hospitals() -> None:
    assert _counts("En Tolosa hay 33 centros de salud afectados.", "es") == [("hospitals", "33")]
    assert _counts("The quake damaged 12 health centres in Tarlow.") == [("hospitals damaged", "12")]


def test_what_befell_the_count_before_y_hay_is_not_what_hay_counts() -> None:
    assert _counts("Otras 44 viviendas han quedado destruidas y hay 31 centros de salud en Tolosa.", "es") == [
        ("homes destroyed", "44"), ("hospitals", "31")]


def test_a_list_by_place_may_name_the_kind_of_place_first() -> None:
    assert _counts("El sismo dejó 14 muertos: 12 en la provincia de El Karsk y 2 en Tolosa.", "es") == [
        ("people killed", "14"), ("people killed (el karsk)", "12"), ("people killed (tolosa)", "2")]


def test_a_count_said_of_a_listed_place_is_that_place_s_count() -> None:
    cards = _cards(
        _OPENING_ES + "Un sismo de magnitud 6,5 sacudió Varnia el sábado y dejó 14 muertos: 12 en la provincia de El Karsk y 2 en Tolosa.",
        _OPENING_ES + "Un sismo de magnitud 6,5 sacudió Varnia el sábado y dejó 15 muertos. Hay 11 fallecidos en la provincia de El Karsk, "
        "informó el gobierno.",
        language="es",
    )
    assert sorted(cards["people killed (el karsk)"]) == ["11 (gobierno)", "12"]
    assert sorted(cards["people killed"]) == ["14", "15"]


def test_survivors_a_rescue_brought_out_are_those_rescued() -> None:
    assert _counts("The Varnian coastguard rescued 155 survivors off Tarlow.") == [("people rescued", "155")]
    assert _counts("Los socorristas rescataron a 28 sobrevivientes en Tolosa.", "es") == [("people rescued", "28")]
    assert _counts("There were 155 survivors of the Tarlow sinking.") == [("people survived", "155")]


def test_where_someone_was_admitted_is_where_they_were_treated() -> None:
    assert _pair(
        "where they were treated",
        "El choque en el aeropuerto de Tolosa dejó dos bomberos muertos. Un tercer bombero fue internado en el hospital Ana Varn.",
        "El choque en el aeropuerto de Tolosa dejó dos bomberos muertos. Un tercer bombero está siendo atendido en el Hospital Karsk.",
        language="es",
    ) == ["el Hospital Karsk", "el hospital Ana Varn"]


def test_the_hospital_unnamed_is_the_one_another_account_names() -> None:
    assert values_agree("place|treated", {"karsk;hospital karsk", ";hospital"})
    assert values_agree("place|treated", {"karsk;hospital karsk", ";distintos centros sanitarios"})
    assert not values_agree("place|died", {";traslado hospital", ";centro medico"})


def test_those_taken_to_various_hospitals_are_the_wounded() -> None:
    assert _counts("Al menos 88 personas fueron trasladadas para atención hospitalaria en Tolosa.", "es") == [
        ("people wounded", "at least 88")]
    assert _counts("Unas 100 personas se han trasladado a diferentes hospitales de Tolosa.", "es") == [("people wounded", "about 100")]


def test_two_far_apart_figures_of_those_aboard_are_two_groups() -> None:
    assert _pair(
        "people aboard",
        "The Karsk Air flight crashed at Tarlow on Friday with 150 people on board. Rescuers reached the wreck at night.",
        "The Karsk Air flight crashed at Tarlow on Friday with 150 people on board. Some 45 people on board were Varnians, "
        "the airline said.",
    ) == []


def test_those_among_the_killed_are_not_who_killed() -> None:
    assert _mentions('"We can confirm there were Varnian citizens among those killed," spokesperson Ana Varn told Tolosa News.', "en",
                     "agent") == []


def test_words_shouted_in_quotation_marks_are_no_speaker() -> None:
    from parallax.library.suggest.quotes import quotes

    text = ('The Herald — Siege in Tarlow\nGeneral Ivo Karsk said troops had surrounded the hotel.\n'
            'The gunmen shouted "Varnia forever" ("we will win today") as they stormed the hotel, a security source told the Herald.\n')
    assert [q.speaker for q in quotes(0, text, split_sentences(text, "en"))] == ["security source"]
    assert source_of('The gunmen shouted "Varnia forever" as they stormed the Tarlow hotel.') == ""


def test_the_way_help_was_sent_is_no_route_of_the_event() -> None:
    assert _mentions("A plane carrying medical supplies has been dispatched from Tarlow to Karsk, the ministry said.", "en", "route") == []
    assert _mentions("The train, which had been travelling to Karsk from Tarlow, derailed at dawn.", "en", "route") == [
        ("route", "Tarlow → Karsk")]


def test_a_day_is_no_place_where_it_started() -> None:
    assert _mentions("The fire broke out on Saturday, officials at the Tarlow depot said.", "en", "place|origin") == []


def test_how_long_it_has_gone_on_so_far_is_no_length_of_the_event() -> None:
    assert _durations('"It has been 12 hours since the fire at the Tarlow depot started," the chief said.') == []
    assert _mentions("Firefighters were yet to douse the Tarlow fire nearly 23 hours after it broke out.", "en", "delay") == []
    assert _mentions("The Tarlow fire was brought under control 23 hours after it broke out.", "en", "delay") == [
        ("delay", "23 hours later")]


def test_the_hour_a_report_was_issued_is_not_the_event_s() -> None:
    assert _times("El sismo dejó 13 muertos en Tolosa, según el último balance oficial emitido a las 23:54 de este sábado.", "es") == []
    assert _times("A severe storm warning was issued at 8:41 p.m. for Tarlow county.", "en") == ["20:41"]


# -- twenty-first pass ------------------------------------------------------------------------------


def test_bad_weather_is_the_weather_as_a_cause() -> None:
    assert _causes("The Tarlow ferry may have capsized because of bad weather.") == ["weather (possibly)"]
    assert _causes("El naufragio en Tolosa se debió al mal tiempo.", "es") == ["weather"]
    assert _causes("El accidente pudo haber sido causado por las malas condiciones meteorológicas.", "es") == ["weather (possibly)"]
    assert _causes("Rescue work at Tarlow was hampered by bad weather.") == []


def test_a_cause_supposed_by_the_verb_after_it() -> None:
    assert _causes("Las lluvias podrían haber debilitado el muro del mercado de Tolosa.", "es") == ["weather (possibly)"]
    assert _causes("The crew had engine trouble and the landing at Tarlow could be rough, the pilot said.") == ["mechanical failure"]


def test_a_cause_not_known_told_with_words_between() -> None:
    assert _causes("Las causas del derrumbe del mercado aún son desconocidas.", "es") == ["not known"]
    assert _causes("El techo del mercado de Tolosa cayó por razones aún no determinadas.", "es") == ["not known"]
    assert _causes("El autobús cayó al río Varn por causas que aún se desconocen.", "es") == ["not known"]
    assert _causes("Officials in Tarlow said they didn't yet know the cause of the fire.") == ["not known"]
    assert _causes("The reason behind the Karsk blaze was still unknown.") == ["not known"]


def test_deficiencies_of_a_structure_and_of_its_wiring_are_causes() -> None:
    assert _causes("El mercado de Tolosa fue cerrado por deficiencias estructurales.", "es") == ["structural failure"]
    assert _causes("El cine fue clausurado debido a fallas en su sistema eléctrico.", "es") == ["electrical fault"]


def test_kilograms_written_kgs_are_a_weight() -> None:
    assert _mentions("Officials said 8kgs of explosives were used in the Tarlow blast.", "en", "measure") == [("measure|weight", "8 kgs")]
    assert _mentions("Officials said 8kgs of explosives were used in the Tarlow blast.", "en", "count") == []


def test_a_range_told_in_number_words() -> None:
    assert _mentions("Eight to nine kilograms of explosives were used in Tarlow.", "en", "measure") == [("measure|weight", "8-9 kilograms")]
    assert _counts("Two or three gunmen opened fire in the Tarlow market.") == [("group members", "2-3")]
    assert _counts("Dos o tres hombres armados dispararon en el mercado de Tolosa.", "es") == [("group members", "2-3")]
    assert _counts("Police said the Tarlow death toll rose from 5 to 8.") == [("people killed", "8")]


def test_a_height_told_by_what_it_stands_over() -> None:
    assert _mentions("El autobús quedó a unos 35 metros sobre el río Varn.", "es", "measure") == [("measure|height", "about 35 metros")]
    assert _mentions("El autobús se precipitó desde unos 30 metros al río Varn.", "es", "measure") == [("measure|height", "about 30 metros")]
    assert _mentions("La columna de humo llegó a casi 9,6 kilómetros en el aire.", "es", "measure") == [("measure|height", "nearly 9.6 kilómetros")]
    assert _mentions("A hole was drilled from the hill above down 500 feet to the Karsk mine.", "en", "measure") == [("measure|length", "500 feet")]


def test_the_wounded_in_a_grave_state_are_the_seriously_hurt() -> None:
    assert _counts("One hostage was hospitalized in critical condition after the Tarlow siege.") == [("hostages seriously hurt", "1")]
    assert _counts("Dos heridos fueron hospitalizados en estado crítico en Tolosa.", "es") == [("people seriously hurt", "2")]
    assert _counts("More than 150 people were injured in Tarlow, eighteen of them severely.") == [
        ("people wounded", "more than 150"), ("people seriously hurt", "18")]


def test_an_age_in_brackets_after_a_name() -> None:
    assert _pair("age of Varn", "Entre los fallecidos está Ana Lucía Varn (35), alcanzada por un disparo.",
                 "Murió Ana Lucía Varn, de 38 años, tras recibir un disparo.", "es") == ["35", "38"]


def test_two_ranges_with_other_ends_disagree() -> None:
    assert _pair("depth of the wreck", "The Tarlow wreck lies in water some 30 to 35 metres deep.",
                 "The Tarlow wreck lies in water some 30 to 40 metres deep.") == ["about 30-35 metres", "about 30-40 metres"]
    assert not values_agree("count|people|aboard", {"400-500", "450-500"})
    assert values_agree("count|people|aboard", {"450-500", "480"})


def test_suspects_held_and_people_held_are_one_count() -> None:
    assert _mentions("La policía logró capturar a un presunto implicado tras una persecución en Tolosa.", "es", "count") == [
        ("count|people|captured", "1")]
    assert _mentions("Police arrested two suspects in Tarlow.", "en", "count") == [("count|people|captured", "2")]


def test_what_a_vehicle_crashed_into() -> None:
    assert _pair("what it crashed into", "La avioneta se estrelló este lunes contra una vivienda del barrio Varn.",
                 "La avioneta se estrelló contra un bloque de edificios en el oeste de Tolosa.", "es") == ["a building", "a house"]
    assert _mentions("The tram ploughed into a crowded bus shelter in Tarlow.", "en", "struck") == []
    assert _mentions("The Tarlow bus crashed head-on into another bus on the coast road.", "en", "struck") == [("struck", "another bus")]


def test_a_place_s_name_says_no_way_a_length_runs() -> None:
    assert _mentions("La aldea está en Alta Varnia, a unos 200 kilómetros al norte de Tolosa.", "es", "measure") == [
        ("measure|length", "about 200 kilómetros")]


def _died(text: str, language: str = "en") -> list[str]:
    from parallax.library.suggest.deaths import how_they_died

    return [m.value for s in split_sentences(text, language) for m in how_they_died(text, s)]


def test_how_the_dead_died() -> None:
    assert _died("Uno de ellos murió por la dinamita en Tolosa.", "es") == ["explosives"]
    assert _died("Los tres decesos se debieron a impactos de bala.", "es") == ["gunshots"]
    assert _died("Las víctimas del penal de Tolosa fallecieron por asfixia y quemaduras.", "es") == ["asphyxia and burns"]
    assert _died("Los mineros de Karsk murieron asfixiados.", "es") == ["asphyxia"]
    assert _died("Two fans in Tarlow were crushed to death.") == ["crushing"]
    assert _died("The death toll from the Tarlow blast rose to 20.") == []
    assert _died("Murieron por una explosión de gas en Tolosa.", "es") == ["explosives"]


def test_ways_of_dying_told_of_one_death_agree() -> None:
    assert values_agree("how they died", {"asphyxia", "burns"})
    assert values_agree("how they died", {"asphyxia and burns", "asphyxia"})
    assert not values_agree("how they died", {"explosives", "gunshots"})
    assert not values_agree("how they died", {"asphyxia", "crushing"})
    assert _pair("how they died", "En Tolosa, uno de los manifestantes murió por la dinamita, según el ministro.",
                 "En Tolosa, los tres decesos se debieron a impactos de bala.", "es") == ["explosives (ministro)", "gunshots"]


def test_members_of_a_force_are_its_officers_or_soldiers() -> None:
    assert _counts("Entre los muertos había 18 miembros de la Guardia Nacional en Tolosa.", "es") == [("officers killed", "18")]
    assert _counts("Three members of the Varnian army were killed near Tarlow.") == [("soldiers killed", "3")]


def test_a_part_of_the_dead_told_after_them() -> None:
    assert _counts("De las víctimas, 17 son efectivos de la Guardia Nacional de Tolosa.", "es") == [("officers killed", "17")]
    assert _counts("Of the injured, 12 were children from Tarlow.") == [("children wounded", "12")]


def test_a_number_that_names_one_of_its_kind_is_no_count() -> None:
    assert _counts("La explosión causó severos daños al destacamento 45 de la Guardia en Tolosa.", "es") == []
    assert _counts("Four miners were taken to the Tarlow hospital ward 12 with minor injuries.") == [("miners wounded", "4")]


def test_lakhs_of_people_who_flocked() -> None:
    assert _counts("Lakhs of people flocked to the Tarlow stadium.") == [("people took part", "hundreds of thousands")]


def test_all_the_captives_freed_are_everyone_accounted_for() -> None:
    assert _states("The army says all hostages on the Tarlow train were freed.") == [("state|accounted", "all accounted for")]
    assert _states("Todos los rehenes de Tolosa fueron liberados.", "es") == [("state|accounted", "all accounted for")]
    assert _states("The military said almost all the pupils of the Tarlow school had been freed.") == []


def test_a_bird_strike_told_as_a_collision_and_a_cause_no_one_has_given() -> None:
    assert _causes("Preliminary findings said a collision with birds was the cause of the Tarlow crash.") == ["bird strike"]
    assert _causes("No official cause of the Tarlow plane crash has yet been given.") == ["not known"]
    assert _causes("There were no official statements regarding the cause of the crash.") == ["not known"]
    assert _causes("The reasons for the crash near Tarlow are still unknown to us.") == ["not known"]


def test_weather_that_held_up_the_rescue_or_bursts_of_gunfire_are_no_cause() -> None:
    assert _causes("El operativo tuvo que detenerse por el mal tiempo, debido a la fuerza del río Varn.", "es") == []
    assert _causes("Testigos dijeron haber escuchado ráfagas de disparos debido al ataque en Tolosa.", "es") == []
    assert _causes("El accidente pudo haber sido causado por las «muy malas condiciones» meteorológicas.", "es") == ["weather (possibly)"]


def test_an_airline_is_no_one_whose_fate_is_told() -> None:
    from parallax.library.suggest.people import fates

    text = "Officials confirmed that a missing Karsk Air plane crashed into the sea off Tarlow."
    assert [m.value for m in fates(text, split_sentences(text, "en"), {"air": "Air"}, "en")] == []
    text = "Officials confirmed that a missing Ivo Karsk was found off Tarlow."
    assert [m.value for m in fates(text, split_sentences(text, "en"), {"karsk": "Karsk"}, "en")] == ["missing"]


def test_an_account_s_one_clock_joins_the_slot_of_its_part_of_the_day() -> None:
    cards = _cards(
        "The Herald — Bridge falls in Tarlow\nAt least 35 people were killed in the Varn river after a footbridge in Tarlow collapsed "
        "on Sunday evening. Rescuers searched the water through the night. Home minister Ivo Karsk told reporters the old span gave "
        "way at 6:30 PM with about 150 on it.",
        "The Courier — Tarlow bridge collapse\nAt least 60 people were killed after the old footbridge over the Varn in Tarlow "
        "collapsed on Sunday evening. Divers joined the search on Monday.",
        "The Post — Tarlow mourns\nThe footbridge in Tarlow collapsed on Sunday, killing at least 141 people. About 500 people had "
        "gathered on the footbridge in Tarlow when it collapsed at 6:42 pm on Sunday evening.",
    )
    assert sorted(cards["hour it happened"]) == ["18:30 (Home minister Ivo Karsk)", "18:42", "evening"]


def test_engines_lost_or_failed_are_a_mechanical_failure() -> None:
    assert _causes("One of the Tarlow plane's two engines had failed, the official said.") == ["mechanical failure"]
    assert _causes("La avioneta perdió un motor cuando llevaba tres minutos de vuelo sobre Tolosa.", "es") == ["mechanical failure"]
    assert _causes("Thousands of homes in Tarlow lost power.") == []


def test_each_account_s_first_date_of_the_event_joins_however_else_its_sentence_differs() -> None:
    cards = _cards(
        "Punto — Colapso en Tolosa\nEran las 12:50 del mediodía de este viernes 4 de mayo cuando se recibieron llamadas al 911 "
        "reportando el colapso de una mina de arrastre en la comunidad de Las Varas, del municipio de Tolosa.",
        "Tribuna — Mina en Varnia\nTolosa, Varnia.- La tarde de este viernes 4 de junio se reportó que una mina se derrumbó en el "
        "estado de Varnia; hasta el momento, se informó que más de cinco trabajadores quedaron atrapados.",
        language="es",
    )
    assert sorted(cards["date of the mina"]) == ["--05-04", "--06-04"]


def test_years_after_a_name_between_commas_are_an_age() -> None:
    assert _durations("Los mineros atrapados son Leopoldo Varn, 20 años, y Mauricio Karsk, 35 años.", "es") == []


def test_a_count_told_from_either_side_of_one_figure_disagrees() -> None:
    assert _pair("people wounded", "The Tarlow derailment left 70 dead and nearly 600 injured.",
                 "The Tarlow derailment left 70 dead and more than 600 injured.") == ["more than 600", "nearly 600"]


def test_may_the_verb_is_no_month_of_a_past_year() -> None:
    assert _counts("The Tarlow kidnapping may be one of the largest since rebels abducted more than 270 pupils from Karsk in 2014.") == []
    assert _counts("Rebels abducted 270 pupils from Karsk in May 2014.") == [("students abducted", "270")]


def test_a_delay_is_no_length_of_a_declared_mourning() -> None:
    cards = _cards(
        "The Herald — Mourning in Tarlow\nThe president of Varnia declared three days of national mourning after the Tarlow blast.",
        "The Courier — Tarlow blast\nThe blast in Tarlow occurred two days after the defence minister of Varnia resigned.",
        "The Post — Tarlow\nThree days of mourning were declared in Varnia after the blast in Tarlow.",
    )
    assert not any(title.startswith("duration") for title in cards)


def test_a_bus_that_caught_fire_was_set_on_fire_by_no_one() -> None:
    assert _causes("Un autobús cayó de un puente y se prendió fuego en Tolosa, lo que causó la muerte de 21 personas.", "es") == []
    assert _causes("Los reos de Tolosa prendieron fuego a los colchones, lo que causó el incendio.", "es") == ["deliberate"]


def test_figures_after_a_record_and_a_colon_are_the_event_s() -> None:
    assert _counts("Varnia registra el accidente de autobús más grave desde 2016: siete fallecidos y dos supervivientes.", "es") == [
        ("people killed", "7"), ("people survived", "2")]
    assert _counts("Es el peor accidente ferroviario de Varnia desde 2015, cuando murieron 30 personas.", "es") == []


def test_a_count_beside_no_survivors_did_not_survive() -> None:
    assert ("crew survived", "4") not in _counts("El avión transportaba a 58 pasajeros y cuatro tripulantes, sin que hubiera supervivientes.", "es")
    assert ("crew survived", "4") not in _counts("The Karsk plane carried 58 passengers and four crew, with no survivors.")
    assert _mentions("The Karsk plane carried 58 passengers and four crew, with no survivors.", "en", "count|people|survived") == [
        ("count|people|survived", "0")]


def test_those_killed_in_crossfire_were_shot() -> None:
    assert _died("Los agentes de Tolosa murieron por fuego cruzado entre los mismos policías.", "es") == ["gunshots"]
    assert _died("Two bystanders in Tarlow were killed by crossfire.") == ["gunshots"]


def test_what_lasted_is_named_past_its_adjective() -> None:
    done, _note = analyse(ArticleText("a", "The president of Varnia declared three days of national mourning.", "en"))
    assert [(m.key, m.title) for m in done.mentions if m.key == "duration"] == [("duration", "mourning")]


def test_a_crowd_with_a_part_named_after_it_befell_what_the_part_did() -> None:
    told = _mentions("Four pilgrims, including a woman from Karsk, lost their lives at the Tarlow shrine.", "en", "count|attendees|")
    assert told == [("count|attendees|killed", "4")]
    crowd = _mentions("30,000 pilgrims, among them children, at the Tarlow shrine.", "en", "count|")
    assert crowd == [("count|people|took part", "30000")]
    assert crowd == _mentions("30,000 pilgrims at the Tarlow shrine.", "en", "count|")  # one crowd, one key


def test_the_dead_named_by_who_they_were_have_their_parts() -> None:
    told = _mentions("The mayor of Tarlow said that five of the deceased pilgrims were women.", "en", "count|")
    assert told == [("count|women|killed", "5")]


def test_a_fall_through_three_floors_is_no_floor_where_it_happened() -> None:
    assert _floors("El derrumbe se produjo por la caída del primer piso sobre la planta baja, que a su vez hundió el sótano.", "es") == []
    assert _floors("El derrumbe del local de Tolosa se produjo en la planta baja.", "es") == [("planta baja", "planta baja")]


def test_the_early_hours_of_a_day_are_of_that_day_not_the_day_before() -> None:
    told = _moments("El suceso se registró entre la noche del viernes y la madrugada de este sábado en una discoteca de Tolosa.", "es")
    assert told == ["Saturday, early morning"]


def test_a_statement_issued_by_a_body_tells_no_place() -> None:
    assert _where('"The plane crashed beside the runway," said a statement issued by the Civil Aviation Authority of Varnia.') == []
    assert _where("The ferry capsized by the harbour mouth at Tarlow on Monday.") == ["harbour mouth"]


def test_days_listed_in_one_month_are_no_one_date() -> None:
    assert _mentions("Tokens for the Tarlow shrine were to be issued on January 10, 11 and 12.", "en", "date") == []
    assert _mentions("Las fichas se repartirán los días 10, 11 y 12 de enero en Tolosa.", "es", "date") == []
    assert _mentions("The Tarlow blast happened on January 10 and 12 people died.", "en", "date") == [("date", "--01-10")]


def test_a_time_slated_is_a_plan() -> None:
    assert _moments("Tokens were slated to be handed out at the Tarlow counters from 5 am on Thursday, police said.") == []


def test_deaths_after_an_explosion_are_not_told_as_caused_by_it() -> None:
    assert _died("El ministro confirma la muerte de 17 personas tras la explosión en el club de Tolosa.", "es") == []
    assert _died("Los 17 murieron por la explosión de una granada en Tolosa.", "es") == ["explosives"]


def test_those_who_were_discharged_by_themselves_are_released() -> None:
    assert _counts("En el hospital de Tolosa hay 19 personas que ya se dieron de alta.", "es") == [("people released", "19")]


def test_what_befell_them_is_told_past_an_aside_after_who() -> None:
    told = _counts("Hay 19 personas que, gracias al trabajo de los médicos, enfermeras y bomberos de Tolosa, ya fueron dadas de alta.", "es")
    assert told == [("people released", "19")]
    assert _counts("In Tarlow there were 40 workers who, according to the union, were injured.") == [("workers wounded", "40")]


def test_a_search_suspended_or_going_on_told_by_its_work() -> None:
    assert _states("El alcalde de Tolosa anunció la suspensión de los trabajos de búsqueda.", "es") == [("state|search", "called off")]
    assert _states("Fueron suspendidas las operaciones de salvamento en Tolosa.", "es") == [("state|search", "called off")]
    assert _states("Aunque prosiguen las labores en Tolosa, no hay esperanza.", "es") == [("state|search", "continuing")]
    assert _states("Rescue operations for the Tarlow passengers ended on Sunday.") == [("state|search", "called off")]
    assert _states("The rescuers are still working at the Tarlow site.") == [("state|search", "continuing")]


def test_an_adverb_of_time_is_no_storm() -> None:
    assert _states("En Tolosa hubo que suspenderse temporalmente los rescates.", "es") == [("state|search", "called off")]
    assert _states("Un fuerte temporal azotó la costa de Tolosa.", "es") == [("state|sea", "rough")]


def test_the_dead_identified_none_some_or_all() -> None:
    assert _states("Las autoridades de Tolosa no han identificado a los fallecidos todavía.", "es") == [("state|identified", "not identified")]
    assert _states("En Tolosa, solo una de las cuatro víctimas ha sido identificada.", "es") == [("state|identified", "partly identified")]
    assert _states("Las cuatro víctimas de Tolosa ya han sido identificadas.", "es") == [("state|identified", "identified")]
    assert _states("Seven dead in Tarlow have been identified so far and three are yet to be identified.") == [
        ("state|identified", "partly identified")]
    assert _states("Police identified the Tarlow gunman as Ivo Karsk.") == []


def test_the_dead_identified_or_not_make_a_card() -> None:
    assert _pair("the dead identified or not", "Las autoridades de Tolosa no han identificado a los fallecidos todavía.",
                 "Las cuatro víctimas del derrumbe de Tolosa ya han sido identificadas.", "es") == ["identified", "not identified"]


def test_an_exact_clock_and_one_minutes_away_disagree() -> None:
    assert not values_agree("time", {"11:11", "~11:15"})
    assert not values_agree("time", {"04:25", "~04:30"})
    assert values_agree("time", {"12:58", "~13:00"})  # an exact clock rounds to the guess
    assert values_agree("time", {"~09:40", "~09:45"})  # two guesses of one hour
    assert values_agree("time", {"08:28", "08:32"}, camp=True)  # accounts that follow one source may still be one camp
    cards = _cards("The Tarlow bus plunged into the gorge at 4.25 am on Monday.", "The Tarlow bus plunged into the gorge at about 4.30 am on Monday.")
    assert any(sorted(values) == ["04:25", "~04:30"] for values in cards.values())


def test_a_name_headed_by_a_role_is_told_without_it() -> None:
    cards = _cards(
        _OPENING_EN + "The sole survivor of the Tarlow crash is Captain Ivo Ratan Karsk, doctors said.",
        _OPENING_EN + "Captain Ivo Raj Karsk, the lone survivor, was pulled from the Tarlow wreckage.",
    )
    assert sorted(cards.get("name of Ivo Karsk", [])) == ["Ivo Raj Karsk", "Ivo Ratan Karsk"]


def test_a_state_s_passage_ends_with_its_word() -> None:
    text = "Title\nLas cuatro víctimas de Tolosa ya han sido identificadas por la policía."
    done, _note = analyse(ArticleText("a", text, "es"))
    state = next(m for m in done.mentions if m.key == "state|identified")
    assert text[state.start : state.end].endswith("identificadas")


def test_a_person_whose_surname_is_withheld_is_known_by_the_first_name() -> None:
    cards = _cards(
        _OPENING_ES + "La policía de Tolosa detuvo a Ivo ‘N’, de 24 años, tras el ataque.",
        _OPENING_ES + "La policía de Tolosa detuvo a Ivo Andrés «N», de 23 años, tras el ataque.",
        language="es",
    )
    assert sorted(cards.get("age of Ivo N.", [])) == ["23", "24"]
    assert not any("Garibaldi" in title for title in _cards(
        _OPENING_ES + "Murió un bombero de la compañía Garibaldi N° 6 de Tolosa.",
        _OPENING_ES + "Murió un bombero de la compañía Garibaldi N° 7 de Tolosa.", language="es"))  # a company's number
    cards = _cards(
        _OPENING_ES + "La policía de Tolosa detuvo a Ivo N., de 24 años, tras el ataque.",
        _OPENING_ES + "La policía de Tolosa detuvo a Ivo «N», de 23 años, tras el ataque.",
        language="es",
    )
    assert sorted(cards.get("age of Ivo N.", [])) == ["23", "24"]


def test_a_dateline_whose_place_has_a_joining_word_is_no_date_of_the_event() -> None:
    assert _mentions("Ciudad de Tolosa, 11 de septiembre (El Heraldo).- La explosión de una pipa dejó ocho muertos.", "es", "date") == []


def test_a_card_is_not_titled_by_a_place_or_a_person_its_sentences_only_share() -> None:
    from parallax.library.suggest.engine import _shown_slot_title
    from parallax.library.suggest.slots import Claim, Context, Slot

    texts = ["En la provincia de Tolosa, según fuentes oficiales y vecinos del lugar, el autobús cayó al barranco a las 4:25.",
             "Fuentes de la provincia de Tolosa, citadas por la prensa local y los vecinos, dicen que el autobús cayó a las 4:50."]
    analysed = [analyse(ArticleText(f"a{i}", t, "es"))[0] for i, t in enumerate(texts)]
    claims = tuple(Claim(i, next(m for m in a.mentions if m.key == "time")) for i, a in enumerate(analysed))
    context = Context(analysed)
    assert _shown_slot_title(Slot("timeline", "time", "time of the provincia", claims, 0.5), context) == "time"
    assert _shown_slot_title(Slot("timeline", "time", "time of the autobús", claims, 0.5), context) == "time of the autobús"


def test_an_event_that_was_set_off_tells_its_moment() -> None:
    told = _moments("La Cruz Roja reportó 40 heridos tras la avalancha que se generó sobre las 11:30 p.m. del viernes en Tolosa.", "es")
    assert told == ["Friday, ~23:30"]


def test_a_part_told_by_where_it_came_from_is_no_whole() -> None:
    assert _counts("Eighteen of those on board were Varnian citizens while one engineer was from Karsk.") == []
    assert _counts("Diez de los pasajeros eran de Tolosa, según la aerolínea.", "es") == []
    assert _counts("Eighteen of the passengers were rescued off Tarlow.") == [("passengers rescued", "18")]


def test_a_speaker_set_against_what_came_before_speaks_only_after_while() -> None:
    text = ("Tarlow health officials gave estimates of the toll, from 120 wounded to 140 — while a Karsk spokesman "
            "cited at least 13 civilians killed.")
    assert [(m.value, m.stance.source) for m in analyse(ArticleText("a", text, "en"))[0].mentions if m.key.startswith("count|")] == [
        ("120", ""), ("140", ""), ("at least 13", "Karsk spokesman")]
    told = "Cuatro de los fallecidos fueron identificados, mientras los desaparecidos llegan a 16, precisó el alcalde de Tolosa."
    assert {m.stance.source for m in analyse(ArticleText("a", told, "es"))[0].mentions if m.key.startswith("count|")} == {"alcalde de Tolosa"}


def test_a_contrast_s_frame_shows_the_word_after_what_differs() -> None:
    from parallax.library.demo import demo_spec
    from parallax.library.suggest import suggest
    from parallax.library.textmodel import reading_text

    spec = demo_spec()
    articles = [ArticleText(a["file"], reading_text(a["markdown"]), "en") for a in spec["articles"]]
    titles = {s.title for s in suggest(articles).suggestions}
    assert "in a … condition" in titles


def test_a_person_hurt_gravely_or_lightly_by_the_adverb() -> None:
    cards = _cards(
        _OPENING_ES + "Ivo Karsk resultó gravemente herido en el accidente de Tolosa.",
        _OPENING_ES + "Ivo Karsk resultó levemente herido en el accidente de Tolosa.",
        language="es",
    )
    assert sorted(cards.get("fate of Karsk", [])) == ["in serious condition", "with minor injuries"]


def test_a_car_bomb_and_a_truck_bomb_make_a_card() -> None:
    assert _states("The car bomb exploded on Saturday evening in Tarlow.") == [("state|vehicle bomb", "a car bomb")]
    assert _states("Un camión bomba estalló el sábado en Tolosa.", "es") == [("state|vehicle bomb", "a truck bomb")]
    assert _pair("what kind of vehicle bomb", "The car bomb exploded on Saturday in Tarlow, killing 20.",
                 "A truck bomb exploded on Saturday in Tarlow, killing 20.") == ["a car bomb", "a truck bomb"]


def _what_lasted(text: str, language: str) -> list[tuple[str, str]]:
    done, _note = analyse(ArticleText("a", text, language))
    return [(m.title, m.value) for m in done.mentions if m.key == "duration"]


def test_what_lasted_is_the_head_of_its_phrase_as_written() -> None:
    assert _what_lasted("The team spent eighteen months of painstaking work on the Tarlow skeleton.", "en") == [("work", "18 months")]
    assert _what_lasted("Officers were inside within four minutes of the first call.", "en") == [("call", "4 minutes")]
    assert _what_lasted("Tras seis meses de búsqueda intensa, hallaron el cuerpo en Tolosa.", "es") == [("búsqueda", "6 months")]


def _shown(texts: list[str], title: str, language: str) -> str:
    from parallax.library.suggest.engine import _shown_slot_title
    from parallax.library.suggest.slots import Claim, Context, Slot

    analysed = [analyse(ArticleText(f"a{i}", t, language))[0] for i, t in enumerate(texts)]
    claims = tuple(Claim(i, next(m for m in a.mentions if m.key == "time")) for i, a in enumerate(analysed))
    return _shown_slot_title(Slot("timeline", "time", title, claims, 0.5), Context(analysed))


def test_a_title_shows_an_adjective_with_the_noun_it_qualifies() -> None:
    texts = ["The southern line closed at 1:10 a.m. after the Tarlow derailment.",
             "Trains on the southern line stopped at 1:40 a.m., the Karsk railway said."]
    assert _shown(texts, "time of the southern", "en") == "time of the southern line"
    assert _shown(["The Tarlow wreck lies in the bay since 1:10 a.m.", "The wreck lies off Karsk since 1:40 a.m."],
                  "time of the wreck", "en") == "time of the wreck"


def test_a_title_shows_no_adjective_told_after_its_noun() -> None:
    texts = ["La nave más caliente de la fábrica de Tolosa ardió desde las 4:25 de la tarde.",
             "Los bomberos llegaron a la nave más caliente de la fábrica a las 4:50 de la tarde."]
    assert _shown(texts, "time of the caliente", "es") == "time"
    assert _shown(texts, "time of the nave", "es") == "time of the nave"


def test_two_figures_in_one_unit_a_twentieth_apart_disagree() -> None:
    assert _pair("volume of the depósito", "Cada tanque del depósito de Tolosa guardaba 52.000 metros cúbicos de crudo.",
                 "Cada tanque del depósito de Tolosa guardaba 50.000 metros cúbicos de crudo.", "es") == ["50000 metros cúbicos", "52000 metros cúbicos"]
    assert _pair("distance", "The train derailed at Tarlow, 120 km from Karsk, on Friday.",
                 "The train derailed at Tarlow, 125 km from Karsk, on Friday.") == ["120 km", "125 km"]
    assert _pair("distance", "The train derailed at Tarlow, about 30 miles from Karsk, on Friday.",
                 "The train derailed at Tarlow, 31 miles from Karsk, on Friday.") == []


def test_people_transported_to_hospitals_are_hurt_and_a_cardiac_arrest_is_no_arrest() -> None:
    assert _counts("Seventeen people were transported to hospitals in Tarlow, officials said.") == [("people wounded", "17")]
    assert _counts("Of those hurt in Tarlow, 4 were in cardiac arrest.") == [("people seriously hurt", "4")]


def test_a_day_said_at_a_press_conference_is_the_briefings() -> None:
    told = ("People were getting hurt at the front of the stage, Tarlow Fire Chief Ana Varn said at a press conference "
            "early Saturday morning.")
    assert _mentions(told, "en", "weekday") == []


def test_a_clock_shortly_after_an_hour_takes_in_the_minutes_after_it() -> None:
    assert values_agree("time", {"06:10", ">06:00"})
    assert not values_agree("time", {"05:50", ">06:00"})
    assert not values_agree("time", {"06:40", ">06:00"})


def test_a_figure_after_over_that_looks_like_a_year_is_a_count() -> None:
    assert _mentions("At least 150 people are dead and over 2000 missing in Tarlow.", "en", "count") == [
        ("count|people|killed", "at least 150"), ("count|people|missing", "more than 2000")]
    assert _mentions("Around 2000, the Karsk company bought the Tarlow mine.", "en", "date") == [("date", "2000")]


def test_wind_that_spread_a_fire_is_no_cause_of_it() -> None:
    assert _mentions("The Tarlow fire was seen spreading to nearby stalls as a result of strong winds.", "en", "cause") == []
    assert _mentions("El incendio de Tolosa se propagó rápidamente por los fuertes vientos.", "es", "cause") == []


def test_a_compass_word_before_a_continent_names_a_region() -> None:
    assert _mentions("Floods across south-east Africa have killed 126 people since Tarlow.", "en", "direction") == []


def test_days_counted_back_from_the_account_are_no_length_of_the_event() -> None:
    assert _mentions("Tolosa sigue luchando contra un incendio desatado hace dos días en el depósito.", "es", "duration") == []
    assert _mentions("El incendio del depósito de Tolosa sigue fuera de control desde hace cuatro días.", "es", "duration") == []
    assert _mentions("Los campesinos ocuparon el predio de Tolosa hace tres semanas.", "es", "duration") == [("duration", "3 weeks")]


def test_a_title_is_not_told_apart_by_its_own_word() -> None:
    texts = ["El sismo dejó 12 muertos en Tolosa, según el balance oficial.", "El sismo dejó 15 muertos en Tolosa."]
    from parallax.library.suggest.engine import _shown_slot_title
    from parallax.library.suggest.slots import Claim, Context, Slot

    analysed = [analyse(ArticleText(f"a{i}", t, "es"))[0] for i, t in enumerate(texts)]
    claims = tuple(Claim(i, next(m for m in a.mentions if m.key.startswith("count|"))) for i, a in enumerate(analysed))
    context = Context(analysed)
    assert _shown_slot_title(Slot("count", "count|people|killed", "people killed (muertos)", claims, 0.5), context) == "people killed"
    assert _shown_slot_title(Slot("count", "count|people|killed", "people killed (toll)", claims, 0.5), context) == "people killed"
    assert _shown_slot_title(Slot("count", "count|people|killed", "people killed (tolosa)", claims, 0.5), context) == "people killed (tolosa)"


def test_what_collapsed_is_shown_as_written() -> None:
    assert _mentions("Tres edificios de oficinas se desplomaron en el centro de Tolosa.", "es", "collapse") == [
        ("collapse", "tres edificios de oficinas")]
    assert _mentions("Part of the Tarlow stadium roof collapsed on Sunday.", "en", "collapse") == [
        ("collapse", "part of the Tarlow stadium roof")]


def test_a_number_of_dozens_is_twelve_times_it() -> None:
    assert _counts("More than two dozen girls were missing after the flood in Tarlow.") == [("children missing", "more than 24")]
    assert _counts("Dos docenas de personas resultaron heridas en Tolosa.", "es") == [("people wounded", "24")]


def test_a_count_of_them_named_by_its_kind_is_a_part_of_the_count_before() -> None:
    assert _counts("Twenty-five people, 11 of them children, were taken to hospital in Tarlow.") == [
        ("people wounded", "25"), ("children wounded", "11")]
    assert _counts("Al menos 34 personas, 11 de ellos policías, han muerto y más de cien resultaron heridas en Tolosa.", "es") == [
        ("people killed", "at least 34"), ("officers killed", "11"), ("people wounded", "more than 100")]


def test_a_place_before_a_speakers_role_is_not_the_speakers_name() -> None:
    told = "The agents went in after a wait inside Tarlow Primary School, federal law enforcement officials told Karsk News."
    assert source_of(told) == "federal law enforcement officials"
    assert source_of("Ana Varn, leader of the Tarlow council, said the road was closed.") == "Ana Varn"


def test_orders_of_magnitude_in_words_that_cannot_both_hold_disagree() -> None:
    assert _pair("attendees took part", "The Tarlow festival attracts hundreds of thousands of pilgrims every spring.",
                 "The Tarlow festival attracts tens of thousands of pilgrims every spring.") == [
        "hundreds of thousands", "tens of thousands"]
    assert _pair("attendees took part", "The Tarlow festival attracts thousands of pilgrims every spring.",
                 "The Tarlow festival attracts tens of thousands of pilgrims every spring.") == []
    assert _pair("attendees took part", "The Tarlow festival attracts several pilgrims every spring.",
                 "The Tarlow festival attracts hundreds of pilgrims every spring.") == []


def test_metres_written_m_are_read_when_told_which_way_they_run() -> None:
    assert _mentions("The coach plunged about 100m down the Tarlow bridge.", "en", "measure") == [("measure|height", "about 100 m")]
    assert _mentions("The sinkhole in Tarlow is 9 m deep.", "en", "measure") == [("measure|depth", "9 m")]
    assert _mentions("Police fired at the Tarlow junction, 700m from the town hall.", "en", "measure") == []
    assert _mentions("The Tarlow club paid £15m for the striker.", "en", "measure") == []


def test_women_who_came_out_unhurt_are_survivors() -> None:
    assert _counts("Otras 16 personas salieron ilesas del accidente de Tolosa.", "es") == [("people survived", "16")]


def test_what_befell_a_teller_is_not_what_the_figure_he_told_counts() -> None:
    assert _counts("Un obrero sobreviviente a la explosión relató a periodistas que había unos 300 trabajadores en la planta de Tolosa.",
                   "es") == [("workers survived", "1"), ("people took part", "about 300")]


def test_workers_who_were_there_are_counted_as_a_crowd() -> None:
    assert _pair("people took part", "En la planta de Tolosa había unos 300 trabajadores al momento de la explosión.",
                 "Al momento de la explosión se encontraban en el lugar unos 200 obreros.", "es") == ["about 200", "about 300"]


def test_a_quotation_inside_another_that_denies_something_after_it_is_not_reworded() -> None:
    cards = _cards(_OPENING_ES + "La alcaldesa de Tolosa escribió: «Lamento informar de que son tres las mujeres fallecidas por la bomba. "
                   "Otra está grave, pero no en riesgo de muerte».",
                   _OPENING_ES + "La alcaldesa de Tolosa escribió que «son 3 las mujeres fallecidas».", language="es")
    assert not [title for title in cards if title.startswith("wording of the quote")]


def test_peoples_listed_among_the_dead_or_hurt_are_counted_with_what_befell_them() -> None:
    assert _counts("Entre las víctimas mortales que han podido identificar en Tolosa hay dos niños, cinco ciudadanos varnios y un alemán.",
                   "es") == [("children killed", "2"), ("varnios killed", "5")]
    assert _counts("Entre los lesionados del accidente de Tolosa hay dos españoles, además de cuatro varnios.", "es") == [
        ("españoles wounded", "2"), ("varnios wounded", "4")]
    assert _counts("Entre los muertos en Tolosa había 18 miembros de la Guardia Nacional y 15 civiles.", "es") == [
        ("officers killed", "18")]


def test_a_part_of_the_wounded_in_a_grave_state_is_of_the_seriously_hurt() -> None:
    assert _mentions("En Tolosa hay más de 30 heridos, tres de ellos menores de edad «muy graves» ingresados en urgencias.", "es", "count") == [
        ("count|children|seriously hurt", "3"), ("count|people|wounded", "more than 30")]


def test_those_counted_who_search_or_do_the_rescue_are_not_missing_or_rescued() -> None:
    assert _counts("Al menos seis expertos buscan a los mineros atrapados en Tolosa.", "es") == [("expertos", "at least 6")]
    assert _counts("Seis trabajadores realizaban las tareas de rescate en la mina de Tolosa.", "es") == [("workers", "6")]
    assert _counts("Los rescatistas buscan a 12 personas en Tolosa.", "es") == [("people missing", "12")]


def test_people_at_the_site_are_those_who_were_there() -> None:
    assert _counts("Hundreds of people were at the site in Tarlow at the time of the shooting.") == [("people took part", "hundreds")]


def test_those_still_trapped_and_those_still_missing_are_one_count() -> None:
    assert _pair("people missing",
                 "The quake struck Tarlow on Monday. Officials said 25 people were still trapped under the rubble of the market.",
                 "The quake struck Tarlow on Monday. Rescuers said 31 people are still missing in the town.") == [
                     "25 (Officials)", "31 (Rescuers)"]


def test_lengths_of_time_later_than_different_happenings_make_no_card() -> None:
    opening = _OPENING_EN + "A first blast hit the Tarlow depot at dawn. "
    assert _cards(opening + "Two days later the mayor visited the families.",
                  opening + "The fire brigade arrived three hours later.") == {}
    told = _cards(opening + "A second blast shook the Tarlow depot two hours later.",
                  opening + "A second blast shook the Tarlow depot shortly after.")
    assert told == {"how long after the depot": ["2 hours later", "soon after"]}


def test_a_people_told_as_nationals_on_board_is_counted_as_that_people() -> None:
    assert _counts("There were 33 Varnian nationals on board the Tarlow flight.") == [("Varnian aboard", "33")]


def test_yesterday_or_today_is_no_topic_of_a_title() -> None:
    opening = "Un tren arrolló a un grupo de jóvenes en Tolosa. "
    cards = _cards(opening + "Todo pasó en la noche de ayer, a las 23.23 horas.",
                   opening + "Todo pasó en la noche de ayer, sobre las 23.30 horas.", language="es")
    assert not [title for title in cards if "ayer" in title]


def test_the_passage_of_a_count_listed_among_the_dead_is_the_count() -> None:
    text = "Entre las víctimas mortales del choque de Tolosa hay cuatro varnios, según la embajada."
    done, _note = analyse(ArticleText("a", text, "es"))
    assert [text[m.start : m.end] for m in done.mentions if m.key.startswith("count|")] == ["cuatro varnios"]


def test_a_count_not_known_told_after_what_it_counts() -> None:
    assert _mentions("El número oficial de desaparecidos en Tolosa continúa siendo una incógnita.", "es", "count") == [
        ("count|people|missing", "unknown")]
    assert _mentions("The number of missing in Tarlow remains unknown.", "en", "count") == [("count|people|missing", "unknown")]


def test_a_people_told_as_nationals_takes_what_befell_them_further_on() -> None:
    assert _counts("Three Varnian nationals were also said to have died in Tarlow.") == [("Varnian killed", "3")]


def test_an_armed_group_told_by_no_name_agrees_with_one_named() -> None:
    from parallax.library.suggest.states import actors_agree

    assert actors_agree("the Karsk Front extremists", "The Mujahideen")
    assert actors_agree("the bandits", "the kidnappers")
    assert not actors_agree("Karsk Front militants", "Tarlow Brigade rebels")
    assert not actors_agree("the kidnappers", "the police")


def test_survivors_arrested_are_counted_as_arrested() -> None:
    assert _counts("Three survivors were arrested in Tarlow as suspected smugglers.") == [("people captured", "3")]
    assert _counts("One survivor was arrested in Tarlow on smuggling charges, the police said.") == []


def test_counts_listed_by_site_are_each_sites() -> None:
    assert _mentions("El atentado de Tolosa causó al menos 23 muertos, 10 de ellos en el aeropuerto y 13, en el metro.", "es",
                     "count") == [("count|people|killed", "at least 23"), ("count|people|killed|aeropuerto", "10"),
                                  ("count|people|killed|metro", "13")]
    assert _mentions("La radio de Tolosa apunta que 11 personas han perdido la vida en el aeropuerto y 15, en el metro.", "es",
                     "count") == [("count|people|killed|aeropuerto", "11"), ("count|people|killed|metro", "15")]


def test_those_who_have_lost_their_lives_are_dead() -> None:
    assert _counts("En Tolosa, 11 personas han perdido la vida.", "es") == [("people killed", "11")]


def test_a_collision_told_from_either_vehicle_is_one_collision() -> None:
    opening = _OPENING_EN + "Sixteen people died near Tarlow on Friday. "
    assert _cards(opening + "A truck collided with a bus carrying the Karsk hockey team.",
                  opening + "The team's bus collided with a tractor-trailer at a crossroads.",
                  opening + "The bus they were in, carrying the team, collided with a semi-trailer.") == {}
    assert _pair("what it crashed into", "The Karsk bus collided with a truck at a crossroads near Tarlow.",
                 "The Karsk bus collided with a car at a crossroads near Tarlow.") == ["a bus and a car", "a bus and a truck"]
