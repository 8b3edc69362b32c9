"""States and who acted: whether something held or was armed, who did what, where a wound was.

Each is a class of claims with two sides, written as patterns for both languages: "the officers
were not armed" and "they carried their weapons" are the two sides of "armed or not"; "unarmed",
"sin armas" say the negative side outright. A state claim keeps its negation (read in
:mod:`.reading`), since the negation is the claim. Who acted is the noun phrase before an action
("a Border Patrol agent shot the gunman") or after "by" ("shot by tactical agents"): two
accounts that name different actors for one act disagree. Where a wound was is the part of the
body a sentence about a wound names.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from itertools import pairwise

from .lexicon import (
    ANY_NUMBER_WORD,
    EVENT_NOUNS,
    NOUNS,
    OBJECT_OPENS,
    ROLES,
    SAME_ACTS,
    SPEECH_VERBS,
    STOPWORDS,
)
from .mentions import Mention
from .text import Sentence, Token, fold, says_any
from .triggers import WordStarts, cut, held, leading_words, may_match, words_of


def _behind(leads: tuple[str, ...], words: str) -> str:
    """``words`` after any of ``leads`` ("was suspended", "is operating"), the lead read behind the
    match: a state's first look (:mod:`.triggers`) is then its own words, not "was" or "is"."""
    return "|".join(f"(?<={lead} ){words}" for lead in leads)


_THE_DEAD = (r"(?:fallecid[oa]s|v[ií]ctimas(?: mortales)?|cad[aá]veres|cuerpos|muertos|restos|mineros|atrapad[oa]s|dead|victims|bodies"
             r"|remains|deceased)")
"""Those whose identification a sentence may tell: the dead, their bodies, those trapped."""

_STATES: tuple[tuple[str, str, tuple[tuple[str, str], ...]], ...] = (
    # key, title, (value, words that say it)...; a value "not X" is the negative side of X
    ("armed", "armed or not", (
        ("not armed", r"unarmed|desarmad[oa]s?|sin armas"),
        ("armed", r"(?<!un)armed\b(?!\s+(?:forces|assault|attack|robbery|robberies|men|man|group|groups|conflict|wing|services|resistance|struggle|uprising))"
                  r"|(?:iban|estaban|estaba|iba|fueron|llegaron|lleg[oó]|ven[ií]an?)\s+(?:\w+\s+)?armad[oa]s?"
                  r"|armed with|portaba[n]?\s+(?:sus\s+)?armas|carr(?:ied|ying)\s+(?:guns|weapons|firearms|rifles)"
                  r"|cont(?:aba|aban) con (?:sus )?armas|lleg[oó] con armas|llegaron con armas"),
    )),
    ("warned", "warned or not", (
        ("not warned", r"without (?:any |prior )?warning|sin (?:previo )?aviso|sin alerta|no warning|(?:never|not) sent (?:an? |any )?alerts?"
                       r"|no (?:[\w-]+ )?alarm (?:was |had been )?(?:triggered|raised|sounded)|no son[oó] (?:ninguna )?alarma|ninguna alarma|sin (?:ninguna )?alarma"),
        ("warned", r"(?<!nuevo )(?<!previo )avis[oó]\b(?! (?:previo|alguno))|avisaron|(?:orden[oó]|ordenaron|ordenado) (?:la|el) (?:evacuaci[oó]n|desalojo)|(?:desalojo|evacuaci[oó]n)(?: \w+)? ordenad[oa]|ordenad[oa] por la alcald[ií]a|orden[oó] (?:el )?desalojo|ordenaron (?:el )?desalojo|orden[oó] desalojar|ordenaron desalojar|ordered (?:an |the )?evacuation|(?:was|were|had been)\s+warned|(?:gave|issued|sent|received)\s+(?:a\s+|an\s+|any\s+)?(?:warning|alert)"
                   r"|(?:dio|emiti[oó]|emitid[oa]|dieron|emitieron|recibieron|recibi[oó])\s+(?:la\s+|una\s+)?(?:alerta|aviso|advertencia)|alert(?:ed)? residents"
                   r"|warning shots|fired (?:a )?warning|disparos? de advertencia|dispararon al aire|alerts? (?:went out|were sent|was sent)|flagged|(?:the )?alarm (?:came through|went off|sounded)|(?:salt[oó]|son[oó]) la alarma|(?<!never )(?<!not )sent (?:an? )?(?:text messages?|alerts?)|envi[oó] (?:una )?alerta|enviaron (?:una )?alerta"),
    )),
    ("held", "held or gave way", (
        ("gave way", r"gave way|cedi[oó]|se vino abajo|crumbled|came crashing down|(?:brought|bringing) down|se derrumb[oó]|se desplom[oó]"),
        ("held", r"withstood|held firm|held(?=\s*[.;,])|resisti[oó]|aguant[oó]|(?:remained|still|left) standing|sigue en pie|qued[oó] en pie|se mantuvo en pie"),
    )),
    ("office", "resigned, dismissed, suspended or still in office", (
        ("still in office", r"remains? in (?:office|post|his post|her post|charge)|still in (?:office|charge)|sigue (?:en (?:el|su) cargo|al frente)|contin[uú]a (?:en (?:el|su) cargo|al frente)"
                            r"|refused to resign|se neg[oó] a dimitir|no dimitir[aá]|descart\w* dimitir|rul(?:ed|es) out resigning|no (?:piensa|va) a dimitir"
                            r"|seguir[aá] (?:en (?:el|su) cargo|al frente)|will (?:stay|remain) in (?:office|post|his post|her post)"),
        ("dismissed", r"(?:was|been|were)\s+(?:fired|sacked|dismissed|ousted|removed)|sacked|fue destituid[oa]|fue cesad[oa]|destituy[oó]|ces[oó] a|fue despedid[oa]|despidi[oó] a"
                      r"|(?:his|her|the) (?:dismissal|sacking|ouster|firing) of|(?:his|her) (?:dismissal|sacking|ouster)|(?:la|su) destituci[oó]n|(?<!\bse )desplaz[oó] (?:a su|al)\b"),
        ("suspended", r"suspended (?:on full pay|from (?:his|her|their) (?:job|post|duties)|pending)"
                      r"|suspendid[oa] de empleo(?: y sueldo)?|suspendid[oa] de (?:sus )?funciones|apartad[oa] de (?:su|sus) (?:cargo|puesto|funciones)"),
        ("resigned", r"resign(?:ed|s|ation)\b|stepped down|stepped aside|(?:dio|ha dado) un paso al costado|se (?:ha )?apartad[oa] (?:del|de su) cargo|(?<!\ba )(?<!\bmarked )(?<!\bbig )(?<!\bbackward )step down|dimiti[oó]|dimitid[oa]|dimisi[oó]n|renunci[oó]|present[oó] su (?:renuncia|dimisi[oó]n)"
                     r"|(?:la|su) renuncia (?:del?|a)\b|acept[oó] su renuncia|(?:puse|puso|pongo|pone) (?:mi|su) cargo a disposici[oó]n"
                     r"|(?:offered|handed in|tendered) (?:his|her) resignation"),
    )),
    ("valid", "valid or expired", (
        ("expired", r"expired|vencid[oa]s?|venci[oó]|caduc\w*|out of date|lapsed"),
        ("valid", r"\bvalid\b|vigente|up to date|en regla|en vigor|in force"),
    )),
    ("inspected", "inspected or not", (
        ("not inspected", r"sin revisar|(?:never|not)\s+(?:been\s+)?(?:inspected|serviced)|sin (?:pasar )?(?:la |una )?(?:revisi[oó]n|inspecci[oó]n)|fail(?:ed|s) (?:its|the|an?) (?:\w+ ){0,2}(?:inspection|safety check)"),
        ("inspected", r"(?:super\w+|pas[oó]|hab[ií]a (?:superado|pasado))\s+(?:la|su)\s+(?:\w+\s+)?(?:revisi[oó]n|inspecci[oó]n)|(?:revisi[oó]n|inspecci[oó]n)(?: \w+)? superada|passed (?:its|the|an) (?:\w+ ){0,2}(?:inspection|safety check)|(?:was|been) inspected"),
    )),
    ("open", "open or closed", (
        ("closed", r"(?:was|were|remained|remains|is|are|estaba|estaban|est[aá]n?|permanec[ií]a|permanecen?|segu[ií]a|sigue|siguen)\s+(?:still\s+)?(?:closed|shut|cerrad[oa]s?)|\bclosed (?:the|its|all|every|their)\b|cerr[oó] (?:el|la|los|las)\b|cerraron (?:el|la|los|las)\b"),
        ("open", r"(?:was|were|remained|remains|is|are|estaba|estaban|est[aá]n?|permanec[ií]a|permanecen?|segu[ií]a|sigue|siguen)\s+(?:still\s+)?(?:open|abiert[oa]s?)|reopened|reabri[oó]|se abri[oó] (?:al tr[aá]fico|a la circulaci[oó]n|a un carril|parcialmente)|reopened to traffic|opened to (?:one lane|traffic)"
                 r"|(?:had|has|have)\s+never\s+(?:been\s+)?closed|never closed|stayed open|kept (?:its|their) doors open"
                 r"|nunca (?:se )?(?:cerr[oó]|hab[ií]a cerrado|ha cerrado)|sigui[oó] abiert[oa]|se mantuvo abiert[oa]"
                 r"|(?:service|services|line|route)s? (?:was |were |has been |had been )?(?:restored|resumed)|(?:se )?restableci[oó]|se reanud[oó]|reanud[oó] (?:el|la|su) (?:servicio|operaci[oó]n)"),
    )),
    ("empty", "empty or occupied", (
        ("empty", r"\bempty\b|deserted|vac[ií][oa]s?\b|desocupad[oa]"),
        ("occupied", r"\boccupied\b|ocupad[oa]s?\b|full of|llen[oa]s? de|hab[ií]a un grupo de"),
    )),
    ("immediate", "at once or after a wait", (
        ("after a wait", r"waited|after waiting|after (?:a |an )?(?:long )?(?:wait|delay)|esperaron|esper[oó]|tras una espera|con retraso"),
        ("at once", r"immediately(?! (?:clear|known|available|confirmed|obvious))|at once|right away|upon (?:his |her |their )?arrival|on arrival|de inmediato|inmediatamente|enseguida|nada m[aá]s llegar"),
    )),
    ("sea", "calm or rough", (
        ("rough", r"rough seas?|heavy seas|mountainous seas|gales?\b|gale-force|high waves|huge waves|heavy swell|mar gruesa|mar agitad[oa]|fuerte oleaje|olas de (?:m[aá]s de )?\d|temporal\b"),
        ("calm", r"calm (?:sea|seas|water|waters|conditions|weather)|(?:seas?|conditions|weather|waters?) (?:was|were) (?:calm|moderate|fine|good)|moderate (?:sea|seas|swell)|mar en calma|mar tranquil[oa]|buen tiempo|good weather"),
    )),
    ("seat", "kept or gave up the seat", (
        ("gave up the seat", r"gave up (?:his|her) seat|give up (?:his|her) seat|quit (?:his|her) seat|renunci[oó] a su esca[nñ]o|dej[oó] su esca[nñ]o|deja su esca[nñ]o"),
        ("kept the seat", r"stays? (?:on )?as (?:our |an |the |their )?MP|keeps? (?:his|her) seat|remain(?:s)? (?:their|our|the) (?:representative|MP)|retains? (?:his|her) seat|conserva(?:r[aá])? su esca[nñ]o|mantiene su esca[nñ]o"),
    )),
    ("weapon", "what weapon", (
        ("a replica", r"replica|fake (?:gun|pistol|weapon)|toy (?:gun|pistol)|imitation (?:gun|pistol|firearm)|simulad[oa]|de juguete|de imitaci[oó]n|r[eé]plica"),
        ("a shotgun", r"shotgun|hunting rifle|escopeta"),
        ("a rifle", r"\brifle\b|assault rifle|fusil|rifle de asalto"),
        ("a machete", r"\bmachete\b"),
        ("a knife", r"\bknife\b|cuchillo|navaja|arma blanca"),
        ("a pistol", r"pistol|handgun|revolver|pistola|rev[oó]lver"),
    )),
    ("vehicle bomb", "what kind of vehicle bomb", (
        ("a truck bomb", r"truck[- ]bombs?|lorry[- ]bombs?|cami[oó]n[- ]bomba|camiones[- ]bomba"),
        ("a car bomb", r"car[- ]bombs?|coches?[- ]bomba|carros?[- ]bomba|autos?[- ]bomba|veh[ií]culos?[- ]bomba|vehicle[- ]borne|vehicle[- ]bombs?"),
        ("a motorcycle bomb", r"motorcycle[- ]bombs?|motorbike[- ]bombs?|motos?[- ]bomba"),
    )),
    ("impact", "head-on, from behind or side-on", (
        ("head-on", r"head-on|head on collision|de frente|choque frontal|colisi[oó]n frontal|frontalmente"),
        ("from behind", r"from behind|rear-?ended|rear-end|from the rear|por detr[aá]s|por alcance|choque por alcance"),
        ("side-on", r"side-?on|sideswip\w*|broadside|t-boned|de costado|lateralmente|choque lateral"),
    )),
    ("entry", "forced or with a key", (
        ("forced", r"forced (?:its|their|his|her) way|broke (?:down|through|open) (?:the )?(?:door|doors|wall)|breached (?:the )?(?:door|doors|wall)"
                   r"|rammed (?:the )?(?:door|doors)|kicked (?:in|down) (?:the )?door|forzaron la (?:puerta|entrada)|forz[oó] la (?:puerta|entrada)"
                   r"|derribaron la puerta|derrib[oó] la puerta|echaron (?:abajo )?la puerta|irrumpieron por la fuerza"),
        ("with a key", r"(?:with|using|got|getting|obtained|used) (?:a |the )?(?:master )?keys?\b|unlock(?:ed)? the (?:door|doors)|con (?:una |la )?llave"
                       r"|abrieron (?:la puerta )?con (?:una |la )?llave"),
    )),
    ("paid", "paid or not", (
        ("not paid", r"(?:has|have|had|was|were)\s+not\s+(?:been\s+)?paid|(?:never|refused to|did not|didn't|won't|will not|would not)\s+pay\b"
                     r"|no (?:se )?(?:pag[oó]|pagar[aá]|ha pagado|hab[ií]a pagado)|se neg[oó] a pagar|nada se pag[oó]|no pag[oó] (?:nada|ning[uú]n)"
                     r"|no lleg(?:[oó]|aron) a pagar|no (?:se )?entreg(?:[oó]|aron) (?:ning[uú]n|nada de) dinero"),
        ("paid", r"(?:was|were|had been|has been|have been)\s+(?:quietly\s+|partly\s+)?paid\b|(?<!not )(?<!never )paid (?:the|a|part|some|out)\b"
                 r"|(?<!no )pag[oó] (?:el|la|parte|una)\b|se pag[oó] (?:una|parte|el|la)\b|(?<!no )pagaron (?:el|la|parte|una)\b"),
    )),
    ("authorised", "authorised or not", (
        ("pending", r"(?:awaiting|waiting for|pending) (?:a |the )?(?:final )?(?:government |ministerial |council |regulatory )?(?:decision|approval|sign-off)"
                    r"|(?:pendiente|a la espera) de (?:la |una )?(?:aprobaci[oó]n|decisi[oó]n|autorizaci[oó]n)"),
        ("not authorised", r"(?:not|never)\s+(?:been\s+)?(?:authori[sz]ed|approved|permitted)|unauthori[sz]ed|without (?:a |any )?(?:permit|permission|authori[sz]ation)"
                           r"|sin (?:autorizaci[oó]n|permiso)|no contaba con (?:la )?(?:autorizaci[oó]n|permiso)|no (?:estaba|fue) autorizad[oa]"),
        ("authorised", r"(?:was|had been|were|been)\s+(?:authori[sz]ed|approved|permitted)\b|(?<!no )(?<!sin )autorizad[oa] por|(?<!no )contaba con (?:la )?(?:autorizaci[oó]n|permiso)"
                       r"|had (?:a |the )?permit|(?:con|ten[ií]a) (?:el |los )?permisos? (?:en regla|necesarios?)"),
    )),
    ("search", "search called off or continuing", (
        ("called off", r"(?:called off|suspended|abandoned|halted|stood down) (?:the |its |their )?(?:air |sea )?search|search (?:[\w'’-]+ ){0,6}?(?:was|has been|had been|will be) (?:called off|suspended|abandoned|halted|stood down|scaled back)"
                       r"|suspendi(?:[oó]|eron) la b[uú]squeda|b[uú]squeda (?:fue |ha sido )?suspendida|dieron por (?:terminada|concluida) la b[uú]squeda"
                       r"|(?:search and rescue|rescue|search|recovery) (?:(?:operations?|efforts?|work|mission)(?: [\w'’-]+){0,6}? )?(?:was|were|is|are|has been|have been|had been) (?:now )?(?:over|completed|complete|concluded|ended|finished)\b"
                       r"|(?:concluy|termin|finaliz)\w+ (?:las |los |el |la )?(?:labores|trabajos|tareas|operativos?|operaciones|fase) de (?:b[uú]squeda|rescate)"
                       r"|(?:declar\w+|dio por|dieron por|se dio por|se dieron por) (?:finalizad|concluid|terminad|cerrad)\w+ (?:la |el |las |los )?(?:fase|b[uú]squeda|operativo|labores|tareas|operaciones)"
                       r"|(?:search|rescue) (?:phase|operations?|efforts?) (?:was |were |has been |had been )?(?:declared )?(?:over|ended|closed)"
                       r"|(?:search|rescue|recovery) (?:operations?|efforts?|work)(?: [\w'’-]+){0,5}? (?:ended|have ended|has ended|had ended)\b"
                       r"|suspensi[oó]n de (?:los |las )?(?:trabajos|labores|tareas|operaciones|operativos?|rescates) de (?:b[uú]squeda|rescate|salvamento)"
                       r"|suspend(?:ieron|i[oó]|erse|er) (?:temporalmente )?(?:los |las )?(?:rescates|labores|trabajos|tareas|operaciones) de (?:b[uú]squeda|rescate|salvamento)"
                       r"|suspend(?:erse|er) (?:temporalmente )?(?:los |las )?rescates"
                       r"|suspendid[oa]s (?:temporalmente )?(?:las |los )?(?:operaciones|labores|trabajos|tareas|rescates) de (?:b[uú]squeda|rescate|salvamento)"),
        ("continuing", r"search (?:[\w'’-]+ ){0,6}?(?:continues|continued|is continuing|was continuing|goes on|went on|resumed|would continue|will continue|carried on)|(?:continu\w+|resum\w+) (?:the |their |its )?search"
                       r"|b[uú]squeda (?:contin[uú]a|sigue|prosigue)|contin[uú]an? (?:con )?la b[uú]squeda|reanud\w+ la b[uú]squeda"
                       r"|still searching|(?:search and rescue|rescue|search) (?:operations? |efforts? |work )?(?:was |were |is |are )?(?:still )?(?:under ?way|ongoing|in progress)"
                       r"|(?:contin[uú]an?|siguen?|prosiguen?) (?:las |los )?(?:labores|trabajos|tareas|operativos?) de (?:b[uú]squeda|rescate)|siguen buscando|contin[uú]an buscando"
                       r"|prosiguen? (?:las |los )?(?:labores|trabajos|tareas|operativos?|operaciones|rescates)\b"
                       r"|rescuers (?:are|were) still (?:working|searching|digging)"
                       r"|(?:labores|trabajos|tareas|operativos?|operaciones) (?:de (?:b[uú]squeda|rescate)(?: [\w'’-]+){0,4}? |que )(?:contin[uú]an?|siguen?|prosiguen?)(?! sin)"
                       r"|(?:b[uú]squeda|rescate|labores|tareas|operativos?) (?:[\w'’-]+ ){0,4}?(?:sigue|siguen|contin[uú]a|contin[uú]an) en (?:curso|marcha)"),
    )),
    ("identified", "the dead identified or not", (
        ("partly identified", r"s[oó]lo (?:un[oa]?|dos|tres|\d+) de (?:los |las )?(?:\w+ )?" + _THE_DEAD + r" (?:ha|han) sido identificad"
                              r"|only (?:one|two|three|\d+) of the (?:\w+ )?" + _THE_DEAD + r" (?:has|have) been identified"
                              r"|" + _THE_DEAD + r" restantes (?:[\w'’-]+ ){0,3}?no (?:han|hab[ií]an) (?:podido )?(?:sido |ser )?identificad"
                              r"|(?:remaining|other) (?:[\w'’-]+ ){0,2}?" + _THE_DEAD + r" (?:[\w'’-]+ ){0,3}?(?:have|has|had|were|are) (?:not (?:yet )?(?:been )?|yet to be )identified"
                              r"|identified(?: so far)?,? (?:and|but|while) (?:[\w'’-]+ ){1,3}(?:yet to be|not yet|still to be) identified"
                              r"|identificad[oa]s,? (?:y|pero|mientras) (?:[\w'’-]+ ){1,4}(?:a[uú]n |todav[ií]a )?(?:no|sin) (?:han sido )?identificar?"),
        ("not identified", r"(?:a[uú]n |todav[ií]a )?no (?:han|hab[ií]an|ha|hab[ií]a) (?:sido )?identificad[oa]s? (?:a )?(?:los |las |sus )?(?:\w+ )?" + _THE_DEAD
                           + r"|" + _THE_DEAD + r" (?:[\w'’-]+ ){0,4}?(?:a[uú]n |todav[ií]a )?no (?:han sido|fueron|han podido ser|hab[ií]an sido) identificad"
                           r"|" + _THE_DEAD + r" (?:[\w'’-]+ ){0,3}?(?:a[uú]n )?sin identificar|identidad de (?:los |las )?(?:\w+ )?" + _THE_DEAD
                           + r" (?:[\w'’-]+ ){0,3}?(?:a[uú]n |todav[ií]a )?se desconoce"
                           r"|" + _THE_DEAD + r" (?:[\w'’-]+ ){0,4}?(?:have|has|had|were|are) (?:not (?:yet )?(?:been )?|yet to be )identified"),
        ("identified", r"(?<!no )(?<!a[uú]n no )" + _THE_DEAD + r" (?:[\w'’-]+ ){0,4}?(?:ya )?(?:han sido|fueron|hab[ií]an sido|est[aá]n) identificad"
                       r"|identific(?:[oó]|aron) (?:[\w'’-]+ ){0,6}?" + _THE_DEAD
                       + r"|(?:revelado|revelaron|dieron a conocer|difundieron) los nombres de (?:los |las )?(?:\w+ )?" + _THE_DEAD
                       + r"|(?<!not )" + _THE_DEAD + r" (?:[\w'’-]+ ){0,4}?(?:have|has|had) (?:now |since )?been identified|(?<!not )" + _THE_DEAD + r" (?:[\w'’-]+ ){0,4}?were identified"),
    )),
    ("accounted", "everyone accounted for or not", (
        ("not all accounted for", r"(?:not (?:all|everyone|everybody) (?:[\w'’-]+ ){0,6}?(?:was |were |is |are |has been |have been |had been )?accounted for)|unaccounted for|yet to be accounted for"
                                  r"|feared trapped|(?:are|were|remain|remained|still) (?:trapped|buried) (?:under|beneath|in)"
                                  r"|(?:siguen|permanecen|est[aá]n|estaban|quedan|quedaron) (?:atrapad[oa]s|sepultad[oa]s) (?:bajo|entre)"),
        ("all accounted for", r"(?<!not )(?<!not all the )(?:all|everyone|everybody) (?:[\w'’-]+ ){0,3}?(?:were |are |have been |had been |has been |was |is |(?:are |were )?(?:believed|thought|said) to (?:be|have been) )?(?:now )?accounted for"
                              r"|(?<!not )(?:have|has|had) (?:now )?accounted for (?:all|everyone|everybody)"
                              r"|no one (?:is|was|remains|remained) (?:still )?(?:missing|unaccounted)|nobody (?:is|was|remains) (?:still )?(?:missing|unaccounted)"
                              r"|no (?:hay|quedan|quedaban|hab[ií]a) (?:m[aá]s )?(?:personas )?desaparecid[oa]s|(?:todos|todas) (?:fueron|han sido|estaban|est[aá]n) localizad[oa]s"
                              r"|(?<!not )(?<!almost )(?<!nearly )(?<!virtually )\ball (?:the )?(?:remaining )?(?:hostages|passengers|captives|miners|workers|students|pupils|girls|boys|children) (?:[\w'’-]+ ){0,4}?(?:were |are |have been |had been |has been )?(?:freed|released|rescued|secured|evacuated|brought out|pulled out)"
                              r"|\b(?:rescuing|freeing|releasing) all (?:the )?(?:remaining )?(?:hostages|passengers|captives)"
                              r"|\b(?:todos|todas) l[oa]s (?:rehenes|pasajeros|mineros|trabajadores|secuestrad[oa]s|estudiantes|alumn[oa]s) (?:[\w'’-]+ ){0,4}?(?:fueron|han sido|hab[ií]an sido) (?:liberad|rescatad|evacuad)\w*"),
    )),
    ("toll", "toll expected to rise or not", (
        ("expected to rise", r"(?:toll|figure|number of (?:dead|deaths|victims|casualties)) (?:[\w'’-]+ ){0,3}?(?:is |was |were |are )?(?:expected|likely|feared|set) to (?:rise|climb|go up|increase|mount)"
                             r"|(?:toll|figure) (?:could|may|might|will|would) (?:rise|climb|go up|increase|mount)"
                             r"|(?:la )?cifra (?:de (?:muertos|fallecidos|v[ií]ctimas) )?(?:podr[ií]a|puede|pueda|va a|ir[aá]) (?:aumentar|subir|elevarse|crecer|incrementarse)"
                             r"|no se descarta que (?:la cifra|el n[uú]mero|el balance) (?:aumente|suba|crezca)"
                             r"|(?:a[uú]n|todav[ií]a) (?:quedan|hay) (?:m[aá]s )?(?:cuerpos|v[ií]ctimas|cad[aá]veres) (?:por (?:sacar|rescatar|recuperar)|entre|bajo)"
                             r"|(?<!no )(?:more|further) (?:bodies|victims) (?:are |were )?(?:expected|likely) to be (?:found|recovered)"),
        ("no more expected", r"no more (?:bodies|victims|deaths|dead|casualties) (?:are |were )?(?:expected|likely)|(?:not|no longer) expect(?:ed|s)? (?:to find |any )?(?:more|further) (?:bodies|victims|survivors|deaths)"
                             r"|no se esperan m[aá]s (?:v[ií]ctimas|muertos|fallecidos|cuerpos)|no (?:hay|habr[aá]) m[aá]s (?:v[ií]ctimas|muertos|fallecidos|cuerpos)"
                             r"|no se (?:han|habr[ií]an) (?:encontrado|hallado|localizado) m[aá]s (?:cuerpos|v[ií]ctimas|cad[aá]veres)"),
    )),
    ("distress", "distress call made or not", (
        ("no distress call", r"(?:no|never (?:made|sent|issued) (?:a|any)|did(?:n't|n’t| not) (?:make|send|issue|put out) (?:a|any)) (?:distress (?:call|signal)|mayday|emergency call)"
                             r"|without (?:a |any )?(?:distress (?:call|signal)|mayday)|sin (?:emitir |enviar |lanzar )?(?:(?:ninguna|una) )?(?:se[nñ]al|llamada) de (?:auxilio|socorro|emergencia)"
                             r"|no (?:emiti[oó]|envi[oó]|lanz[oó]|hubo) (?:ninguna |una )?(?:se[nñ]al|llamada) de (?:auxilio|socorro|emergencia)"),
        ("distress call made", r"(?<!no )(?:made|sent|issued|put out|raised|transmitted) (?:a |an |the )?(?:\w+ )?(?:distress (?:call|signal)|mayday|emergency call)"
                               r"|(?<!no )distress (?:call|signal) (?:was |had been )?(?:sent|made|issued|received|raised)"
                               r"|(?<!no )(?:emiti[oó]|envi[oó]|lanz[oó]|emitieron|enviaron|lanzaron) (?:una )?(?:se[nñ]al|llamada) de (?:auxilio|socorro|emergencia)"),
    )),
    ("terror", "called terrorism or not", (
        ("not called terrorism", r"(?:would|will|did) not (?:call|describe|label) (?:it|the attack|this) (?:as )?(?:a |an )?terror\w*"
                                 r"|(?:declined|refused) to (?:call|describe|label) (?:it|the attack|this) (?:as )?(?:a |an )?terror\w*"
                                 r"|no (?:lo |la )?(?:calific[oó]|consider[oó]|describi[oó]) como (?:un |una )?(?:acto |atentado |ataque )?terrorista"),
        ("called terrorism", r"(?<!not )(?:called|described|labell?ed|branded) (?:it |this |the attack )?(?:as )?(?:a |an )?(?:terrorist (?:attack|act)|act of terror\w*|terror attack)"
                             r"|(?:can|could) only be described as (?:a |an )?terror\w*|(?:calific[oó]|calificaron|describi[oó]) (?:de |como )?(?:un |una )?(?:acto|atentado|ataque) terrorista"),
    )),
    ("record", "known to police or not", (
        ("no record", r"no (?:criminal|police|prior) (?:record|history|background)|(?:had )?no (?:known )?criminal (?:past|history|record)|not known to (?:the )?(?:police|authorities|law enforcement)"
                      r"|sin antecedentes(?: penales| policiales)?|no ten[ií]a antecedentes|no (?:era|estaba) fichad[oa]"),
        ("had a record", r"(?<!no )(?<!no known )criminal (?:past|record|history)|(?:was|were) known to (?:the )?(?:local )?(?:police|authorities|law enforcement)"
                         r"|(?<!sin )antecedentes (?:penales|policiales)|(?:estaba|era) fichad[oa]|ten[ií]a antecedentes"),
    )),
    ("emergency", "curfew or emergency declared or not", (
        ("not declared", r"descart\w+ (?:decretar |imponer |declarar )?(?:el |un )?(?:toque de queda|estado de (?:emergencia|excepci[oó]n|alarma))"
                         r"|rul(?:ed|es) out (?:a |imposing a |declaring a )?(?:curfew|state of emergency)|no (?:habr[aá]|hay) toque de queda"),
        ("declared", r"(?<!descart[oó] )(?:decret[oó]|decretaron|declar[oó]|impuso|impusieron|imposed|declared)\s+(?:el |un |a |the )?(?:toque de queda|estado de (?:emergencia|excepci[oó]n|alarma)|curfew|state of emergency)"),
    )),
    ("insured", "insured or not", (
        ("not insured", r"(?:not|never) (?:been )?insured|uninsured|no (?:estaba|est[aá]n?|estaban) asegurad[oa]s?|sin seguro|carec[ií]a de seguro"),
        ("insured", r"(?<!not )(?<!never )(?:was|were|is|are|been) (?:fully |adequately |properly )?insured|fully insured|(?<!no )estaba asegurad[oa]|(?<!no )est[aá]n? asegurad[oa]s?"
                    r"|cuenta con (?:un )?seguro|ten[ií]a (?:un )?seguro"),
    )),
    ("alarm", "alarm worked or failed", (
        ("failed", r"alarms? (?:[\w'’-]+ ){0,2}?(?:failed to|did not|didn't|never) (?:sound|go off|activate|trigger)|alarms? (?:was|were|had been) (?:out of action|switched off|disabled|broken|faulty|not working)"
                   r"|alarma no (?:son[oó]|salt[oó]|funcion[oó]|se activ[oó])|alarma (?:estaba )?(?:desactivada|averiada|apagada|fuera de servicio)|(?:sin|no hab[ií]a) alarma"
                   r"|beacon (?:[\w'’-]+ ){0,2}?(?:failed to|did not|didn't|never) (?:go off|activate|work|transmit|send)|baliza (?:[\w'’-]+ ){0,2}?no (?:se activ[oó]|funcion[oó]|emiti[oó])"),
        ("worked", r"alarms? (?:[\w'’-]+ ){0,2}?(?:sounded|went off|was triggered|were triggered|was activated)|(?:sounded|triggered|activated|set off) (?:the |an )?(?:[\w'’-]+ ){0,2}alarm"
                   r"|(?:salt[oó]|son[oó]|se activ[oó]) la alarma|alarma (?:salt[oó]|son[oó]|se activ[oó])"
                   r"|beacon (?:[\w'’-]+ ){0,3}?(?:activated|switched itself on|went off|worked|sent (?:out )?(?:a|its) (?:signal|position)|transmitted)"
                   r"|baliza (?:[\w'’-]+ ){0,3}?(?:se activ[oó]|funcion[oó]|emiti[oó])"),
    )),
    ("inquiry", "inquiry opened or not", (
        ("not opened", r"no (?:ha|han|hab[ií]a|hab[ií]an) (?:abierto|iniciado) (?:(?:por el momento|todav[ií]a|a[uú]n) )?(?:ninguna |una )?(?:investigaci[oó]n|diligencias|carpeta)"
                       r"|(?:la )?investigaci[oó]n (?:todav[ií]a|a[uú]n) no (?:ha )?(?:comenzado|comenz[oó]|empezado|empez[oó]|arrancado|arranc[oó])"
                       r"|(?:investigation|inquiry) (?:has )?(?:not yet|yet to) (?:begun|began|begin|started|start)"
                       r"|(?:has|have|had) (?:not|yet to) (?:opened|launched|open|launch) (?:an? |any )?(?:investigation|inquiry|probe)|no (?:investigation|inquiry|probe) (?:has been|had been|was) (?:opened|launched)"
                       r"|(?:decide|deciding|consider\w*|assess\w*) (?:[\w'’-]+ ){0,4}?whether to (?:open|launch|begin|hold) (?:an? |any )?(?:full |formal |official )?(?:investigation|inquiry|probe)"
                       r"|evaluar[aá]n? si (?:corresponde )?(?:abrir|iniciar) (?:un |una )?(?:procedimiento|investigaci[oó]n|sumario|expediente)"),
        ("opened", r"(?<!no )(?<!no ha )(?<!no han )(?<!no hab[ií]a )(?:abierto|abri[oó]|iniciado|inici[oó]) (?:una |unas )?(?:investigaci[oó]n|diligencias|carpeta)"
                   r"|(?<!not )(?:opened|launched) (?:an? )?(?:criminal |formal |official |full )?(?:investigation|inquiry|probe)"
                   r"|(?<!no )(?:inici[oó]|abri[oó]|incoaron|incoó|iniciaron) (?:un |una )?(?:procedimiento|sumario|expediente)(?: sancionador| sancionatorio| disciplinario)?"),
    )),
    ("voluntary", "voluntary or ordered", (
        ("ordered", r"(?<=was )ordered (?:to recall|to withdraw|to close|to evacuate|by)|(?<=were )ordered (?:to recall|to withdraw|to close|to evacuate|by)"
                    r"|(?<=been )ordered (?:to recall|to withdraw|to close|to evacuate|by)|ordered (?:[\w'’-]+ ){1,4}?to (?:halt|stop|suspend|recall|withdraw|close|evacuate|cease)\b"
                    r"|orden[oó] (?:a (?:la|el|los|las) (?:[\w'’-]+ ){1,3})?(?:detener|suspender|retirar|cerrar|paralizar|evacuar)|forced to (?:recall|withdraw|close)|mandatory (?:recall|evacuation|closure)"
                    r"|compulsory (?:recall|evacuation|closure)|(?:retirada|evacuaci[oó]n|cierre) (?:obligatori[oa]|ordenad[oa] por)|oblig[oó] a (?:retirar|cerrar|evacuar)"),
        ("voluntary", r"voluntar(?:y|ily) (?:recall|withdrawal|closure|evacuation|basis)|(?:recall|withdrawal|closure|evacuation) (?:was |is )?voluntary|voluntarily"
                      r"|(?:retirada|evacuaci[oó]n|cierre) voluntari[oa]|de forma voluntaria|voluntariamente"),
    )),
    ("accepted", "accepted or disputed the findings", (
        ("disputed", r"(?:disputes?|disputed|contests?|contested|rejects?|rejected|denies|denied) (?:some |all |most |part |many )?(?:of )?(?:the )?(?:[\w'’-]+ ){0,2}?"
                     r"(?:findings|conclusions|charges|allegations|accusations|ruling|verdict)"
                     r"|(?:rechaz\w+|recurr\w+|impugn\w+|discrep\w+ de|no acept\w+|no comparte) (?:parte de |algunas de |todas )?(?:las |los |el |la )?(?:conclusiones|cargos|acusaciones|fallo|sanci[oó]n|multa|hallazgos)"),
        ("accepted", r"(?<!not )(?<!never )(?:accepted|accepts|admitted|admits|acknowledged|acknowledges) (?:the )?(?:[\w'’-]+ ){0,2}?(?:findings|conclusions|charges|failings|failures)"
                     r"|(?<!no )(?:acept\w+|reconoci\w+|reconoce|asumi\w+|asume) (?:las |los |el |la )?(?:conclusiones|cargos|fallo|sanci[oó]n|multa|hallazgos|irregularidades)"),
    )),
    ("mandatory", "mandatory or voluntary", (
        ("not mandatory", r"(?:will not|won't|won’t|is not|isn't|would not) be (?:mandatory|compulsory|required)|(?:no ser[aá]|no es) (?:obligatori[oa]|requisito)|\bnot (?:mandatory|compulsory)\b"),
        ("mandatory", r"(?<!not )(?<!n't )(?<!n’t )be (?:mandatory|compulsory)|(?<!not )is (?:mandatory|compulsory)|will be required (?:for|to)|(?<!no )(?:ser[aá]|es) (?:obligatori[oa]|(?:un )?requisito)"),
    )),
    ("paused", "paused or ended", (
        ("ended", r"(?:ended|terminated|scrapped|cancell?ed|abandoned|pulled the plug on) (?:the|its|this) (?:[\w'’-]+ ){0,2}(?:trial|study|project|programme|program|works|event|season|tour|service)"
                  r"|(?<=would not )(?:restart|resume|reopen)|(?<=will not )(?:restart|resume|reopen)|cancelad[oa] (?:definitivamente|de forma definitiva)"
                  r"|(?:puso|pusieron) fin (?:al|a la)|(?<=no se )reanudar[aá]"),
        ("paused", _behind(("been", "was", "were", "is", "are"), r"(?:temporarily suspended|suspended|paused|halted)(?! on full pay| from| pending)")
                   + r"|temporar(?:y|ily) (?:halt|suspension|pause|suspended|halted|stopped)|suspendid[oa]s? (?:temporalmente|de forma temporal|provisionalmente)"
                   r"|paralizad[oa]s? temporalmente|suspensi[oó]n (?:temporal|provisional)|(?:suspends|pauses|halts) (?:the |its |a )?(?:[\w'’-]+ ){0,2}(?:trial|study|project|works)"),
    )),
    ("operating", "operating or not yet", (
        ("not yet operating", r"under construction|still being built|(?<=not yet )(?:operating|operational|running|generating)|(?<=yet to start )operating"
                              r"|(?<=yet to begin )operating|(?<=en )construcci[oó]n|(?<=a[uú]n no )(?:opera|funciona)|(?<=todav[ií]a no )(?:opera|funciona)"),
        ("disused", r"desactivad[oa]s?|inactiv[oa]s?\b|fuera de (?:uso|servicio)|en desuso|disused|decommissioned|no longer (?:in use|used|operating)|out of (?:use|service)"),
        ("operating", _behind(("is", "was", "are", "were", "been"),
                              r"(?:already operating|fully operational|operating|operational|generating power|generating electricity)")
                      + r"|began operating|came online|entered (?:into )?service|(?<=en )funcionamiento|(?:entr[oó]|entraron) en (?:funcionamiento|operaci[oó]n|servicio)"
                        r"|(?:era|estaba|fue) usad[oa] (?:para|como)|still in use|was (?:being )?used (?:for|to)|se (?:usaba|utilizaba) (?:para|como)"),
    )),
    ("compensated", "compensated or not", (
        ("not compensated", r"(?<=no )compensation|(?<=without )compensation|(?<=not be )compensated|(?<=not been )compensated|(?<=not )compensated|(?:denied|refused|ruled out) (?:[\w'’-]+ ){0,3}?(?:any )?compensation|(?:sin|neg\w*|deneg\w*|descart\w*) (?:ninguna |la |cualquier |toda )?(?:compensaci[oó]n|indemnizaci[oó]n)"),
        ("compensated", r"(?<=be )compensated|(?<=been )compensated|(?<=was )compensated|(?<=were )compensated|(?<=receive )compensation|(?:awarded|granted|offered|paid) (?:\w+ )?compensation"
                        r"|(?:recibir[aá]n?|recibi[oó]|recibieron|obtendr[aá]n?) (?:una )?(?:compensaci[oó]n|indemnizaci[oó]n)|(?<=ser[aá] )(?:compensad[oa]s?|indemnizad[oa]s?)|(?<=ser[aá]n )(?:compensad[oa]s?|indemnizad[oa]s?)"),
    )),
    ("appeal", "appealed or not", (
        ("undecided", r"(?:(?<=not yet )decided|(?<=has not )decided|(?<=have not )decided|undecided|considering|weighing|studying) whether to appeal"
                      r"|(?:estudia|estudian|analiza|analizan|eval[uú]a|eval[uú]an|(?<=no ha )decidido|(?<=no han )decidido) si (?:apela|recurr)\w*"),
        ("not appealing", r"(?<=will not )appeal|(?<=would not )appeal|(?<=won't )appeal|(?<=won’t )appeal|(?<=not to )appeal|(?<=no )(?:apelar[aá]n?|recurrir[aá]n?)|(?:renunci\w+|descart\w+) a (?:apelar|recurrir)"
                          r"|ruled out (?:a |any |an )?(?:legal challenge|judicial review|court challenge|appeal)|(?:will|would) not (?:challenge|contest) (?:the|it|this)"
                          r"|(?:descart\w+|renunci\w+ a) (?:el |un |cualquier |todo )?(?:recurso|impugnar|(?:ir|acudir) a los tribunales|la v[ií]a judicial)"),
        ("appealed", r"(?:lodged|filed|launched|submitted|lodge|file) (?:an |a formal |their |his |her )?appeal|(?<=will )appeal|(?<=would )appeal|(?<=plans to )appeal|(?<=plan to )appeal|(?<=intends to )appeal|appealed (?:against )?(?:the|his|her|their)"
                     r"|(?<!no )(?:apel[oó]|apelaron|apelar[aá]n?|recurri[oó]|recurrieron|recurrir[aá]n?)\b|present\w* (?:un |una )?(?:recurso|apelaci[oó]n|amparo)|(?:recurso|amparo|apelaci[oó]n) (?:ya )?presentad[oa]"
                     r"|(?:seek|sought|seeking|apply for|applied for|launch|launched|mount|bring|lodge|file) (?:a |an )?(?:legal challenge|judicial review|court challenge)"
                     r"|(?<!not )(?:challenge|contest) (?:the decision|the ruling|it) in (?:the )?courts?|(?:take|took|taking) (?:the (?:council|decision|case)|it) to court"
                     r"|(?<!no )(?:impugnar[aá]n?|impugn[oó]|impugnaron)\b|(?<!no )(?:acudir[aá]n?|acudi[oó]|acudieron) a los tribunales|(?<!no )llevar[aá]n? (?:el caso|la decisi[oó]n|la medida) a los tribunales"),
    )),
    ("alert", "alert level", (
        ("red", r"alerta roja|red (?:alert|warning)|code red"),
        ("orange", r"alerta naranja|(?:orange|amber) (?:alert|warning)"),
        ("yellow", r"alerta amarilla|yellow (?:alert|warning)"),
        ("green", r"alerta verde|green (?:alert|warning)"),
    )),
    ("declared", "declared or not", (
        ("not declared", r"never declared|failed to declare|undeclared|nunca declar[oó]|no declar[oó]|sin declarar|ocult[oó]"),
        ("declared", r"(?:had |has )?declared (?:the|his|her|it|a) (?:link|relationship|interest|conflict|connection|stake|shares?)|declar[oó] (?:el|su) (?:v[ií]nculo|parentesco|relaci[oó]n|conflicto|inter[eé]s)|had disclosed|disclosed (?:the|his|her)"),
    )),
)
STATES = tuple(
    (key, title, tuple((value, re.compile(r"\b(?:" + words + r")", re.I)) for value, words in values))
    for key, title, values in _STATES
)
STATE_TITLES = {key: title for key, title, _values in _STATES}
_STATE_TRIGGERS = tuple(tuple(cut(leading_words(words)) for _v, words in values) for _k, _t, values in _STATES)
"""For each state's values, the word beginnings a sentence must hold for its pattern to be tried."""


_ASKED_FOR = re.compile(r"(?:call(?:ed|s|ing)? for|demand(?:ed|s|ing)?|urg(?:ed|es|ing)|pidi[oó]|pidieron|exigi[oó]|exigieron|reclam\w+)\W+(?:\w+\W+){0,4}$", re.I)


_STATE_STARTS = (
    "arm", "unarm", "desarm", "warn", "alert", "aviso", "avis", "orden", "evacu", "desaloj", "resign", "step", "dimi",
    "renunc", "sack", "fired", "dismiss", "oust", "remov", "destitu", "cesad", "ceso", "office", "cargo", "seat", "desplaz",
    "firing", "puse", "puso", "pongo", "pone", "offered", "handed", "tendered", "acepto",
    "esca", "expir", "valid", "vigent", "caduc", "venc", "date", "lapsed", "regla", "open", "abiert", "reabr", "reop", "clos",
    "shut", "cerrad", "empty", "deserted", "vaci", "desocup", "occup", "ocupad", "full", "llen", "habia", "immediat",
    "once", "right", "arrival", "wait", "delay", "esper", "retras", "inmediat", "enseguida", "llegar", "calm",
    "rough", "heavy", "gale", "sea", "mar", "ola", "temporal", "swell", "weather", "tiempo", "good", "buen",
    "moderate", "shotgun", "rifle", "pistol", "handgun", "revolver", "knife", "machete", "cuchillo", "navaja",
    "blanca", "escopeta", "fusil", "replica", "fake", "toy", "imitation", "simulad", "juguete", "declar", "disclos",
    "head", "frente", "frontal", "behind", "rear", "detras", "alcance", "side", "sideswip", "broadside", "boned",
    "costado", "lateral", "forced", "forz", "broke", "breach", "rammed", "kicked", "derrib", "echaron", "irrump", "key", "keys", "unlock", "llave",
    "ocult", "undeclared", "withst", "held", "resisti", "aguant", "soport", "gave", "cedi", "vino", "kept", "keep",
    "stays", "stay", "remain", "retain", "conserva", "mantiene", "deja", "dejo", "quit", "give", "refused", "nego",
    "vigor", "force", "revis", "inspec", "servic", "sent", "envi", "flagged", "alarm", "alarma", "salto", "sono",
    "crumbl", "crashing", "down", "derrumb", "desplom", "standing", "pie", "mantuvo", "closed", "cerr",
    "seguir", "stay", "dispar", "warning", "paid", "pay", "pag", "authori", "approv", "permit", "permis", "autoriz",
    "search", "busqueda", "identif", "nombres", "truck", "lorry", "camion", "car", "coche", "carro", "auto", "vehicle", "vehicul",
    "motorcycle", "motorbike", "moto", "toque", "curfew", "decret", "impus", "impos", "excepcion", "insur", "unins", "asegurad", "seguro",
    "inici", "launch", "ruled", "rules", "beacon", "baliza", "decid", "consider", "assess", "evaluar", "procedim", "sumario",
    "expedient", "appeal", "apel", "recur", "amparo", "suspend", "despid", "apartad", "volunt", "oblig", "mandat", "compuls",
    "recall", "retir", "evacua", "cierre", "constr", "opera", "generat", "online", "funcion", "compens", "indemn", "abrio", "paus", "halt", "hold", "temporar", "termin", "scrap", "cancel",
    "await", "pend", "restor", "restablec", "estudi", "analiz", "evalu", "weigh", "undecid", "studying",
    "abandon", "plug", "restart", "resum", "reanud", "puso", "pusieron", "paraliz", "ended",
    "finding", "conclusion", "charges", "allegation", "accusation", "ruling", "verdict", "failings", "failures", "conclusiones", "cargos",
    "acusacion", "fallo", "sancion", "multa", "hallazgo", "irregularidad", "requisit", "requir", "stepped", "costado",
    "judicial", "legal", "court", "tribunal", "impugn",
    "terror", "record", "criminal", "antecedent", "fichad", "police", "law", "desactiv", "inactiv", "uso", "desuso", "disused",
    "decommission", "used", "usad", "usaba", "utilizaba", "servic", "investig", "inquiry", "cadaver", "quedan",
    "toll", "figure", "number", "cifra", "numero", "balance", "bodies", "victim", "death", "dead", "casualt", "muertos", "fallecid",
    "cuerpos", "distress", "mayday", "emergency", "senal", "llamada", "rescue", "recovery", "rescate", "busca", "accounted",
    "unaccount", "trapped", "buried", "atrapad", "sepultad", "desaparec", "localizad", "missing",
    "freed", "released", "rescued", "secured", "evacuated", "rescuing", "freeing", "releasing", "liberad", "rescatad", "evacuad",
)
"""Word starts without which a sentence says none of the states: a cheap first look, word by
word, before the patterns themselves."""
_STATE_WORDS = WordStarts(_STATE_STARTS)


_HELD = re.compile(
    r"\b(?:armed with|carrying|carried|wielding|wielded|brandish\w*|holding|held|pointed|pointing|with an?|"
    r"armad[oa]s? con|portaba[n]?|empu[nñ]aba[n]?|con una?|llevaba[n]?)\W+(?:\w+\W+){0,2}$",
    re.I,
)
"""A weapon is a claim when someone is said to hold it, not when it is stolen or fired from."""


def states(text: str, sentence: Sentence) -> list[Mention]:
    """State claims of a sentence: which side of each state it says. A state asked for ("called
    for his resignation") is not said to hold."""
    found: list[Mention] = []
    if not _STATE_WORDS.any_in(sentence):
        return found
    words = held(sentence)  # may_match, with the sentence's beginnings looked up once
    for (key, title, values), triggers in zip(STATES, _STATE_TRIGGERS, strict=True):
        for (value, pattern), trigger in zip(values, triggers, strict=True):
            if trigger is not None and words.isdisjoint(trigger):
                continue  # none of the words it begins with: the pattern cannot match
            m = pattern.search(text, sentence.start, sentence.end)
            if m is None or _ASKED_FOR.search(text[max(sentence.start, m.start() - 60) : m.start()]):
                continue
            if key == "weapon" and not (_HELD.search(text[max(sentence.start, m.start() - 40) : m.start()])
                                        or re.match(r"-(?:wielding|armed|toting)\b", text[m.end() : m.end() + 9], re.I)):
                continue  # "a machete-wielding man" holds it too
            start = max(sentence.start, _clause_start(text, sentence, m.start()))
            end = m.end()
            while end < sentence.end and text[end].isalnum():
                end += 1  # "ya han sido identificad" ends where its word does: "identificadas"
            found.append(Mention("outcome", f"state|{key}", title, value, value, start, end, sentence.number, False, cue=m.group()))
            break
    return found


def _clause_start(text: str, sentence: Sentence, at: int) -> int:
    """Where the clause holding ``at`` begins: a state is read with its subject."""
    cut = max((i + 1 for i in range(sentence.start, at) if text[i] in ",;:—–(“\""), default=sentence.start)
    while cut < at and text[cut].isspace():
        cut += 1
    if at - cut > 140:
        cut = at - 140
        while cut < at and not text[cut - 1].isspace():
            cut += 1
    return cut


# -- who acted -----------------------------------------------------------------------------------

_ACTIONS: tuple[tuple[str, str], ...] = (
    ("killed", r"shot and killed|fatally shot|shot dead|killed|shot|mat[oó]|mataron|abati[oó]|abatieron|asesin[oó]|asesinaron"),
    ("fired", r"opened fire|fired (?:on|at)|shot at|dispar[oó]|dispararon|abri[oó] fuego|abrieron fuego"),
    ("arrested", r"arrested|detained|captured|recaptured|apprehended|taken into custody|detuvo|detuvieron|captur[oó]|capturaron|recaptur[oó]|recapturaron|arrest[oó]|arrestaron|aprehendi[oó]"),
    ("entered", r"stormed|entered|went in|smashed (?:their|its) way in|broke in|forced (?:their|its) way in|raided|invaded|entraron|entr[oó] en|irrumpi\w+|asaltaron|invadieron|invadi[oó]|tomaron el control|tom[oó] el control"),
    ("abducted", r"abducted|abduct|abducts|kidnapped|kidnap|kidnaps|secuestr[oó]|secuestraron|raptaron|rapt[oó]|plagiaron"),
    ("rescued", r"rescued|(?:pulled|hauled|dragged|picked up|winched|plucked|lifted) (?:[\w'’-]+ ){0,5}(?:from|out)\b|rescat[oó]|rescataron|salv[oó]|salvaron|lifted (?:[\w'’-]+ ){0,8}to safety|"
                r"(?:drove|got|brought|led|carried) (?:[\w'’-]+ ){1,5}out\b|sac[oó] (?:(?:por|de|desde) (?:[\w'’-]+ ){1,4})?(?:a|con vida)|sacaron (?:(?:por|de|desde) (?:[\w'’-]+ ){1,4})?(?:a|con vida)|evacu[oó] a|evacuaron a"),
    ("sealed", r"sealed|plugged|capped|stopped the leak|contained the (?:leak|spill)|sell[oó]|sellaron|tapon[oó]|taponaron|contuvo la fuga|contuvieron la fuga"),
    ("brought", r"brought in|trajo|trajeron|llev[oó] (?:al|los|las|el|la|unos|unas)|llevaron (?:al|los|las|el|la|unos|unas)|install?ed|instal[oó]|instalaron|delivered|supplied"),
    ("ordered", r"ordered|gave the order|orden[oó]|ordenaron|dio la orden"),
    ("stopped", r"stopped|held back|blocked|prevented|pushed back|repelled|detuvo el paso|impidi[oó]|impidieron|frenaron|fren[oó]"
                r"|contuvo|contuvieron|repleg[oó]|replegaron|repeli[oó]|repelieron|fue contenid[oa]|fueron contenid[oa]s"),
    ("led", r"led the (?:operation|raid|rescue|search|assault)|(?:operation|raid|rescue|search|assault) (?:was )?(?:led|headed|carried out)"
            r"|encabez[oó] el operativo|encabezaron el operativo|(?:el|un) operativo(?: (?:encabezado|dirigido|realizado|llevado a cabo))?"
            r"|operativo(?: (?:encabezado|dirigido|realizado|llevado a cabo))?"),
    ("opened", r"opened the (?:[\w'’-]+ ){0,3}(?:gates?|doors?|exits?)|abri[oó] (?:las?|el) (?:[\w'’-]+ ){0,2}(?:puertas?|rejas?|vallas?|portones?)"
               r"|abrieron (?:las?|el) (?:[\w'’-]+ ){0,2}(?:puertas?|rejas?|vallas?|portones?)"),
    ("behind", r"claimed responsibility|claims responsibility|(?:is|was|were|are) (?:believed to be |thought to be |said to be )?behind"
               r"|(?:attributed|linked|traced) (?:(?:the|its) (?:[\w'’-]+ ){0,2}(?:attack|breach|intrusion|hack|operation|ransomware) |it )?(?=to\b)"
               r"|blamed (?:(?:the|its) (?:[\w'’-]+ ){0,2}(?:attack|breach|intrusion|hack) )?(?=on\b)"
               r"|atribuy[eó]\w* (?:el (?:[\w'’-]+ ){0,2}(?:ataque|hackeo|secuestro) )?(?=a\b|al\b)"
               r"|reivindic[oó]|reivindicaron|se atribuy[oó]|se atribuyeron|(?:est[aá]|estaba|estar[ií]a) detr[aá]s"),
    ("persuaded", r"persuaded|convinced|talked (?:him|her|them) (?:down|into)|convenci[oó]|convencieron|persuadi[oó]|persuadieron"),
    ("succeeded", r"will take over|takes over|took over|will replace|replaced|succeeds|succeeded|sustituir[aá]|sustituy[oó]|asumir[aá]|reemplazar[aá]|reemplaz[oó]|relevar[aá]"),
    ("first", r"(?:was|were) the first to (?:reach|arrive|get)|first to reach|first on the scene|fueron los primeros en llegar|fue el primero en llegar|llegaron primero|lleg[oó] primero"),
    ("found", r"(?:found|finds) (?:her|him|them|missing|a missing|the (?:[\w'’-]+ ){0,2}(?:body|bodies|girl|boy|woman|man|hiker|walker|child|missing|wreck|wreckage|remains))"
              r"|discovered (?:the (?:theft|break-in|raid|body|bodies|remains)|her|him|them)|spotted (?:her|him|them)|located (?:her|him|them)"
              r"|(?<=was )(?:found|spotted|located|reached)|(?<=were )(?:found|spotted|located|reached)|(?<=been )(?:found|spotted|located)|(?<=fue )(?:encontrad[oa]|hallad[oa]|localizad[oa])|(?<=fueron )(?:encontrad[oa]s|hallad[oa]s|localizad[oa]s)"
              r"|descubri(?:[oó]|eron) el robo|dieron con (?:ella|[eé]l|ellos)"
              r"|(?<=\bl[ao] )(?:encontr[oó]|encontraron|hall[oó]|hallaron|localiz[oó]|localizaron|avist[oó]|avistaron)"
              r"|(?<=\bl[ao]s )(?:encontr[oó]|encontraron|hall[oó]|hallaron|localiz[oó]|localizaron|avist[oó]|avistaron)"),
    ("conducted", r"carried out (?:the|a|an|its|this year's|last year's) (?:[\w'’-]+ ){0,2}(?:census|count|survey|study|inspection|audit|review|analysis|tests?|trial|search|operation)"
                  r"|conducted (?:the|a|an|its) |carried out(?= by)|conducted(?= by)"
                  r"|realiz[oó] (?:el|la|los|las) (?:[\w'’-]+ ){0,2}(?:censo|conteo|estudio|inspecci[oó]n|auditor[ií]a|an[aá]lisis|pruebas?|ensayo)"
                  r"|realizaron (?:el|la|los|las) (?:[\w'’-]+ ){0,2}(?:censo|conteo|estudio|inspecci[oó]n|auditor[ií]a|an[aá]lisis|pruebas?|ensayo)"
                  r"|realizad[oa](?= por)|llevad[oa] a cabo(?= por)"),
    ("spotted", r"(?:detected|spotted|noticed|flagged|identified) (?:the |an? )?(?:[\w'’-]+ ){0,2}(?:error|mistake|fault|defect|flaw|problem|leak|discrepancy|irregularit\w+|anomal\w+)"
                r"|(?:uncovered|exposed) (?:the )?(?:fraud|scheme|leak|scandal|error)"
                r"|detect[oó] (?:el|la|los|las) (?:[\w'’-]+ ){0,2}(?:error|fallo|falla|fuga|defecto|problema|irregularidad\w*|anomal[ií]a\w*)"
                r"|detectaron (?:el|la|los|las) (?:[\w'’-]+ ){0,2}(?:error|fallo|falla|fuga|defecto|problema|irregularidad\w*|anomal[ií]a\w*)"),
    ("funded", r"paid for (?:the|this|its|their) (?:[\w'’-]+ ){0,2}(?:census|survey|study|work|works|trial|project|repairs?|operation|search)"
               r"|funded|financed|bankrolled|financi[oó]|financiaron|financiad[oa]|coste[oó]|costearon|costead[oa]"),
    ("drove out", r"displaced (?:the |some |about |around |\d|[\w'’-]+ families)|drove (?:the |them |[\w'’-]+ families )?out|forced (?:the |them )?(?:families |residents |villagers )?(?:out|off)|expelled"
                  r"|desplaz[oó] a|desplazaron a|expuls[oó] a|expulsaron a|(?<=fueron )(?:desplazad[oa]s|expulsad[oa]s)|(?<=fue )(?:desplazad[oa]|expulsad[oa])"),
    ("raised the alarm", r"raised the alarm|sounded the alarm|(?:sounded|triggered|activated) the (?:[\w'’]+ ){0,3}(?:alarm|siren)|dio la (?:voz de )?alarma|dieron la (?:voz de )?alarma|activ[oó] la alarma"),
)
ACTIONS = tuple((key, re.compile(r"\b(?:" + words + r")\b", re.I)) for key, words in _ACTIONS)
ACTION_TITLES = {key: f"who {key}" for key, _w in _ACTIONS}
ACTION_TITLES["first"] = "who got there first"
ACTION_TITLES["led"] = "who led the operation"
ACTION_TITLES["opened"] = "who opened the gates"
ACTION_TITLES["behind"] = "who is behind it"
ACTION_TITLES["found"] = "who found them"
ACTION_TITLES["conducted"] = "who carried it out"
ACTION_TITLES["spotted"] = "who spotted it"
ACTION_TITLES["funded"] = "who paid for it"
ACTION_TITLES["drove out"] = "who drove them out"
_HURT_BY = re.compile(
    r"(?:\b(?:hit|struck|wounded|injured|hurt|herid[oa]s?|alcanzad[oa]s?|impactad[oa]s?|golpead[oa]s?|lesionad[oa]s?)\b"
    r"[^.;,]{0,25}?\b(?:by|por)|\bpor el impacto de|\bby the impact of)\s+(?P<actor>(?:(?:an?|the|una?|el|la|los|las|sus)\s+)?[\w-]+(?:\s+(?:de\s+)?[\w-]+){0,3})",
    re.I,
)


_NOT_AGENTS = frozenset(["momento", "ahora", "menos", "parte", "lado", "tanto", "eso", "ello", "tarde", "noche", "manana", "madrugada",
                         "ejemplo", "cierto", "fin", "suerte", "fortuna", "otra", "otro", "then", "now", "far", "chance", "contrast"])
"""Words after "por"/"by" that make a turn of phrase ("por el momento", "por otra parte", "by then")."""


_HURT_BY_WORDS = words_of(_HURT_BY)


def hurt_by(text: str, sentence: Sentence) -> list[Mention]:
    """What or who hurt someone: "hit by a stone", "herido por una bala de goma"."""
    if not may_match(_HURT_BY_WORDS, sentence):
        return []  # none of the words its pattern begins with
    found: list[Mention] = []
    for m in _HURT_BY.finditer(text, sentence.start, sentence.end):
        actor = m.group("actor")
        cut = re.search(r"\s+(?:and|or|but|y|o|pero|who|que|which)\b", actor)
        if cut is not None:
            actor = actor[: cut.start()]  # "wounded by an officer and is under police guard": the officer
        while " " in actor and (fold(actor.rsplit(None, 1)[1]) in STOPWORDS or fold(actor.rsplit(None, 1)[1]) in _DANGLING):
            actor = actor.rsplit(None, 1)[0]  # "por el choque de un camión en Tolosa": the lorry's crash, not where
        words = [w for w in re.findall(r"\w+", actor.lower()) if w not in ("a", "an", "the", "un", "una", "el", "la", "los", "las", "sus", "de")]
        if not words or fold(words[0]) in _NOT_AGENTS:
            continue  # "por el momento serían cinco", "by then": a turn of phrase, not what hurt them
        compare = " ".join(sorted(words))
        end = m.start("actor") + len(actor)
        found.append(Mention("attribution", "agent|hurt", "what hurt them", actor, compare, m.start(), end, sentence.number, False,
                             cue=text[m.start() : end]))
    return found
_SHOTS_BY = re.compile(
    r"\b(?:detonaciones|disparos|balazos|tiros|shots|gunfire)\b(?:\s+(?:con|de|por)\s+armas?(?:\s+de\s+fuego)?)?"
    r"\s+(?:(?:de|por)\s+parte\s+de|de|from|by)\s+(?P<actor>(?:(?:an?|the|una?|el|la|los|las|unos|unas)\s+)?[\w-]+(?:\s+[\w-]+){0,3})",
    re.I,
)
_SHOOTERS = frozenset(["civilians", "civiles", "infiltrados", "pobladores", "snipers", "francotiradores", "sniper", "francotirador"])
_NOT_SHOOTERS = frozenset(["arma", "armas", "fuego", "goma", "advertencia", "warning", "rifle", "rifles", "pistola", "gun", "guns"])


_SHOTS_BY_WORDS = words_of(_SHOTS_BY)


def shots_by(text: str, sentence: Sentence) -> list[Mention]:
    """Who fired, told of the shots: "disparos de los pistoleros", "gunfire from
    the rooftops' gunmen", "disparos por parte de unos desconocidos"."""
    if not may_match(_SHOTS_BY_WORDS, sentence):
        return []  # none of the words its pattern begins with
    found: list[Mention] = []
    for m in _SHOTS_BY.finditer(text, sentence.start, sentence.end):
        words: list[str] = []
        for w in re.findall(r"[\w-]+", m.group("actor")):
            f = fold(w)
            if f in _ACTOR_END or f in _ACTOR_STOP or f in ("que", "durante", "al", "del", "junto", "next", "beside"):
                break
            words.append(w)
        content = [fold(w) for w in words if fold(w) not in ("a", "an", "the", "un", "una", "el", "la", "los", "las", "unos", "unas")]
        if not content or content[0] in _NOT_SHOOTERS or not (set(content) & (_ACTOR_WORDS | _SHOOTERS)):
            continue
        actor = " ".join(words)
        start = m.start()
        end = m.start("actor") + len(actor)
        compare = " ".join(sorted(content))
        found.append(Mention("attribution", "agent|fired", ACTION_TITLES["fired"], actor, compare, start, end, sentence.number, False, cue=m.group()))
    return found


_NUMBER_WORDS = ANY_NUMBER_WORD
_ACTOR_STOP = frozenset(
    ["before", "after", "as", "when", "while", "until", "antes", "cuando", "mientras", "hasta",
     "who", "which", "that", "and", "or", "but", "then", "had", "has", "have", "was", "were", "is", "are", "also", "later", "eventually", "ultimately", "reportedly", "allegedly", "quien", "que", "quienes", "y", "o", "pero", "luego", "despues", "tambien", "finalmente", "fue", "fueron",
     "believe", "believes", "believed", "think", "thinks", "suspect", "suspects", "say", "says", "said", "creen", "cree", "sospechan", "dicen", "dice", "aseguran"]
)
_ACTOR_END = frozenset(
    ["in", "inside", "at", "on", "during", "after", "before", "outside", "near", "from", "with", "without", "below", "above", "beneath",
     "behind", "beside", "under", "into", "off", "en", "dentro", "durante", "tras", "antes", "fuera", "cerca", "desde", "con", "sin",
     "bajo", "junto", "detras", "frente", "over", "for", "para", "across", "throughout"]
)
"""Where an actor named after "by" ends: "shot by local police inside the classroom"."""
_ACTOR_WORDS = frozenset(
    ["brigade", "brigada", "hazmat", "crews", "crew", "helicopters", "helicopteros", "salvamento", "emergencias", "agent", "agents", "officer", "officers", "police", "policeman", "policemen", "trooper", "troopers", "soldier", "soldiers", "troops", "army", "commando", "commandos", "commandoes", "guard", "guards", "marines", "forces", "force", "team", "teams", "unit", "units", "commander", "chief", "deputy", "deputies", "sheriff", "swat", "tactical", "enforcement", "firefighters", "rescuers", "divers", "volunteers", "residents", "neighbours", "neighbors", "protesters", "demonstrators", "gunman", "gunmen", "attacker", "attackers", "militants", "rebels", "group", "stewards", "steward", "marshals", "security", "hackers", "gang", "agente", "agentes", "policia", "policias", "soldado", "soldados", "militares", "ejercito", "guardia", "fuerzas", "equipo", "unidad", "comandante", "jefe", "bomberos", "rescatistas", "buzos", "voluntarios", "vecinos", "manifestantes", "grupo", "pistoleros", "atacantes", "elementos", "marinos", "division", "banda", "hackers",
     # who carries out, spots, pays for or drives out: institutions, experts, armed groups
     "laboratory", "lab", "engineers", "technicians", "experts", "scientists", "researchers", "inspectors", "auditors", "staff",
     "trust", "directorate", "agency", "council", "company", "firm", "operator", "ministry", "department", "authority",
     "university", "charity", "neighbour", "neighbor", "resident", "teacher", "nurse", "worker", "workers", "employee",
     "laboratorio", "ingenieros", "tecnicos", "expertos", "cientificos", "investigadores", "inspectores", "auditores",
     "personal", "empresa", "compania", "ministerio", "consejo", "direccion", "agencia", "universidad", "fundacion",
     "vecino", "vecina", "jubilado", "jubilada", "empleado", "empleada", "trabajador", "guerrilla", "paramilitar", "paramilitares", "frente",
     "bandits", "bandit", "insurgents", "insurgent", "kidnappers", "abductors", "jihadists", "fighters", "cartel",
     "bandidos", "secuestradores", "insurgentes", "sicarios", "yihadistas", "encapuchados", "delincuentes"]
)


_INDEFINITE = frozenset(["a", "an", "un", "una"])
"""An actor's article, no number ("un vecino jubilado"). (It shared its name with the articles
below, which replaced it when the module loaded.)"""


def _aged(tokens: tuple[Token, ...], i: int) -> bool:
    """Whether the number at ``i`` is an age joined to its noun ("the 18-year-old gunman"): part of
    who acted, not a count of them."""
    return i + 2 < len(tokens) and tokens[i].fold.isdigit() and tokens[i + 1].fold == "year" and tokens[i + 2].fold == "old" \
        and tokens[i + 1].start - tokens[i].end == 1


def _lettered(before: Token, number: Token) -> bool:
    """Whether ``number`` is part of a name with a capital letter right before it ("K-9", "F-16")."""
    return len(before.text) == 1 and before.text.isupper() and number.start - before.end == 1


def _actor(tokens: tuple[Token, ...], clauses: tuple[int, ...], first: int, last: int, step: int, clause: int) -> list[Token]:
    found: list[Token] = []
    i = first
    while 0 <= i < len(tokens) and (i <= last if step > 0 else i >= last) and len(found) < 7:
        named_as = step > 0 and tokens[i].fold == "as" and found and found[-1].fold in ("known", "called", "named")
        joined = bool(found) and ((i > 0 and _lettered(tokens[i - 1], tokens[i])) or _aged(tokens, i))
        if clauses[i] != clause or (tokens[i].fold in _ACTOR_STOP and not named_as) or (tokens[i].fold[0].isdigit() and found and not joined):
            break  # "a group known as Hollowmoth" goes on to the name; "a K-9 team" is one name
        if step > 0 and found and tokens[i].fold in _ACTOR_END \
                and not (tokens[i].fold == "frente" and (i + 1 >= len(tokens) or tokens[i + 1].fold not in ("a", "al"))):
            break  # "frente a la sede" is where; "un frente paramilitar" is who
        found.append(tokens[i])
        i += step
    if step < 0:
        found.reverse()
    while found and (found[-1].fold in STOPWORDS or found[-1].fold in _DANGLING) and not found[-1].text[:1].isupper():
        found.pop()  # "el choque de un camión en", "los agentes se": who, without the word the sentence goes on with
    return found


_DANGLING = frozenset(["desde", "hacia", "contra", "sobre", "entre", "tras", "from", "into", "onto", "near", "toward", "towards",
                       "across", "through", "against", "over"])
"""Words that open where or whence, left at the end of an actor cut short ("una piedra arrojada desde"): not part of who."""


_CLEFT = re.compile(
    r"\b(?:it\s+was|it\s+were|fue|fueron)\s+(?P<actor>[^.;:,]{3,60}?)(?:,\s*[^.;:,]{2,60},)?,?\s+(?:who|quien|quienes|el\s+que|la\s+que|los\s+que|las\s+que)\b",
    re.I,
)


_CLEFT_AFTER = re.compile(
    r"\b(?:quien|quienes|el\s+que|la\s+que|los\s+que|las\s+que|the\s+one\s+who|the\s+ones\s+who|those\s+who)\s+"
    r"(?P<act>(?:s[ií]\s+|first\s+|primero\s+)?[^.;:,]{3,60}?)\s+(?:fue|fueron|was|were)\s+(?P<actor>[^.;:,]{3,60}?)(?=\s*[,.;:]|\s*$)",
    re.I,
)
"""Who acted, the act told first: "Quien sí avisó fue el alcalde pedáneo", "the one who raised the
alarm was a night nurse"."""


def clefts(text: str, sentence: Sentence) -> list[Mention]:
    """Who did it, said with emphasis: "It was fishermen from the harbour who reached them
    first", "Fue su hermana quien logró convencerle". An account stresses who acted when
    others name someone else."""
    found: list[Mention] = []
    for m in _CLEFT.finditer(text, sentence.start, sentence.end):
        actor = m.group("actor").strip()
        words = _actor_words(actor)
        if not words or fold(words[0]).endswith(_PARTICIPLES):
            continue  # "41 fueron hospitalizados, tres por arma de fuego, quienes…": what befell them, not who acted
        compare = " ".join(sorted(words))
        # "it was fishermen who hauled the survivors out": who did that act, like any other account of it
        act = next((key for key, pattern in ACTIONS if pattern.search(text, m.end(), sentence.end)), "")
        key, title = (f"agent|{act}", ACTION_TITLES[act]) if act else ("agent|cleft", "who did it")
        found.append(Mention("attribution", key, title, actor, compare, m.start(), m.end(), sentence.number, False, cue=m.group()))
    folds = {t.fold for t in sentence.tokens}
    if found or not (folds & _CLEFT_WHO and folds & _CLEFT_WAS):
        return found  # no "quien … fue", "the one who … was" to read
    for m in _CLEFT_AFTER.finditer(text, sentence.start, sentence.end):
        actor = m.group("actor").strip()
        words = _actor_words(actor)
        if not words or fold(actor.split()[0]) in _ACTOR_END or re.search(r"\b(?:and|y)\s+(?:with|con)\b", m.group("act")):
            continue  # "those who were killed and with everyone who was on that platform": no one who did it
        act = next((key for key, pattern in ACTIONS if pattern.search(text, m.start("act"), m.end("act"))), "")
        if not act:
            act = _WARNED if _ALARM_WORDS.search(m.group("act")) else ""
        if not act:
            continue  # "the one who spoke was…": only acts the engine compares
        found.append(Mention("attribution", f"agent|{act}", ACTION_TITLES[act], actor, " ".join(sorted(words)), m.start(), m.end(),
                             sentence.number, False, cue=m.group()))
    return found


def _actor_words(actor: str) -> list[str]:
    """A cleft's actor as the words it is compared on, or none when it names no one ("not the
    police who…", "solo…")."""
    words = [w for w in re.findall(r"\w+", actor.lower()) if w not in _ARTICLES]
    return [] if words and words[0] in ("not", "no", "only", "solo") else words


_ARTICLES = frozenset(["a", "an", "the", "un", "una", "el", "la", "los", "las", "su", "sus", "this", "esta", "este"])
_PARTICIPLES = ("ado", "ados", "ada", "adas", "ido", "idos", "ida", "idas", "ed")
"""Endings of a word that tells what befell someone, not who they are."""
_CLITICS = frozenset(["lo", "la", "los", "las", "le", "les"])
_SPANISH_DETERMINERS = frozenset(["el", "la", "los", "las", "unos", "unas", "un", "una"])
"""What a Spanish subject told after its verb opens with ("detuvo la policía a tres hombres")."""
_CLEFT_WHO = frozenset(["quien", "quienes", "que", "who"])
_CLEFT_WAS = frozenset(["fue", "fueron", "was", "were"])
_WARNED = "raised the alarm"
_ALARM_WORDS = re.compile(r"\b(?:avis[oó]|alert[oó]|warned|alerted)\b", re.I)
"""Warning others is raising the alarm: "quien sí avisó", "the one who warned them"."""


def _resolve(tokens: tuple[Token, ...], actor: list[Token]) -> list[Token]:
    """A pronoun actor ("he raised the alarm") is the last person named before it."""
    if len(actor) != 1 or actor[0].fold not in ("he", "she", "el", "ella"):
        return actor
    at = tokens.index(actor[0])
    run: list[Token] = []
    for t in reversed(tokens[:at]):
        if t.text[:1].isupper() and t.text.isalpha():
            run.insert(0, t)
        elif run:
            break
    return run or actor


_AUXILIARIES = frozenset(["had", "has", "have", "already", "also", "finally", "eventually", "then", "later", "quickly",
                          "ya", "habia", "habian", "ha", "han", "tambien", "finalmente", "luego", "rapidamente"])
"""Words between who acted and the act."""
_SUBORDINATORS = frozenset(["before", "after", "as", "when", "while", "until", "once", "antes", "cuando", "mientras", "hasta"])
_PRONOUNS = frozenset(["he", "she", "they", "it", "we", "él", "el", "ella", "ellos", "ellas"])
_RELATIVES = frozenset(["whose", "who", "which", "cuyo", "cuya", "cuyos", "cuyas", "quien", "quienes", "que"])
"""Words that open an aside between who acted and the act."""
_ACT_TRIGGERS = tuple(cut(leading_words(p.pattern[len(r"\b(?:") : -len(r")\b")])) for _k, p in ACTIONS)
"""For each act, the word beginnings a sentence must hold for its pattern to be tried."""
_ACTION_WORDS = cut(leading_words(r"|".join(p.pattern[len(r"\b(?:") : -len(r")\b")] for _k, p in ACTIONS)))


def _named(run: Sequence[Token]) -> bool:
    """A run of words that names someone: two capitalised words or more, one after the other."""
    return any(a.text[:1].isupper() and b.text[:1].isupper() and a.fold not in STOPWORDS for a, b in pairwise(run))


_PASSIVE_BY = frozenset(["arrested", "rescued", "killed", "stopped", "ordered", "found", "conducted", "spotted", "funded", "drove out"])
"""Acts told in the passive whose doer may come a few words on ("was arrested on Monday by ...")."""
BY_REACH = 6
"""Words between a passive act and its "by"."""


def _by_after(tokens: tuple[Token, ...], clauses: tuple[int, ...], after: int, clause: int) -> int:
    """Where "by"/"por" comes within a few words after an act in its clause, with no other act
    between (-1 when it does not)."""
    for j in range(after, min(len(tokens) - 1, after + BY_REACH)):
        if clauses[j] != clause:
            return -1
        if tokens[j].fold in ("by", "por"):
            return j
    return -1


_NOT_WHO_WORDS = _ARTICLES | frozenset(["one", "uno", "his", "her", "their", "its"])
"""Words of an actor that do not tell who ("his group" is "Pérez's group")."""
_SAID = SPEECH_VERBS - frozenset(["state", "states", "claim", "claims", "report", "reports", "quote", "estimate", "tweet", "dice", "informa"])
"""Verbs of saying inside a run before an act: who acted is after them. Words that are nouns as
often ("state troopers", "reports") are left out."""


def who_acted(text: str, sentence: Sentence) -> list[Mention]:
    """Who did an act (killed, fired, arrested, rescued, ordered, stopped), by the noun phrase
    before the verb or after "by"/"por"."""
    tokens, clauses = sentence.tokens, sentence.clauses
    if not tokens:
        return []
    if not may_match(_ACTION_WORDS, sentence):
        return []  # no word an act begins with: the patterns are not tried
    words = held(sentence)
    named = [i for i, trigger in enumerate(_ACT_TRIGGERS) if trigger is None or not words.isdisjoint(trigger)]
    starts = [t.start for t in tokens]
    found: list[Mention] = []
    for key, pattern in (ACTIONS[i] for i in sorted(named)):
        m = pattern.search(text, sentence.start, sentence.end)
        if m is None:
            continue
        if key == "abducted" and m.group()[:1].isupper() and m.start() > sentence.start:
            continue  # "Varnia's Army Withdraws Claim About Kidnapped Pupils": a title's words, no one acting
        verb_first = next((i for i, s in enumerate(starts) if s >= m.start()), len(tokens))
        verb_last = max(verb_first, next((i for i in range(len(tokens) - 1, -1, -1) if tokens[i].end <= m.end()), verb_first))
        if verb_first >= len(tokens):
            continue
        clause = clauses[verb_first]
        if verb_first >= 2 and tokens[verb_first - 1].fold in ("those", "the") and tokens[verb_first - 2].fold in ("among", "of"):
            continue  # "there were Varnian citizens among those killed": who was killed, not who killed
        after = verb_last + 1
        actor: list[Token] = []
        by = _by_after(tokens, clauses, after, clause) if key in _PASSIVE_BY else -1
        if after + 1 < len(tokens) and (tokens[after].fold in ("by", "por") or (key == "led" and tokens[after].fold == "de")
                                        or (key == "behind" and tokens[after].fold in ("to", "on", "a", "al"))) and clauses[after] == clause:
            actor = _actor(tokens, clauses, after + 1, len(tokens) - 1, 1, clause)
        elif by > 0 and verb_first > 0 and tokens[verb_first - 1].fold in ("was", "were", "been", "be", "fue", "fueron", "being"):
            actor = _actor(tokens, clauses, by + 1, len(tokens) - 1, 1, clause)  # "was recaptured shortly after 2 p.m. by state troopers"
        elif verb_first > 0 and tokens[verb_first - 1].fold in _CLITICS and after < len(tokens) and tokens[after].fold in _SPANISH_DETERMINERS:
            actor = [tokens[verb_first - 1]]  # "a la puma la encontraron unos vecinos": what comes before the clitic is who was found
        elif verb_first > 0 and tokens[verb_first - 1].fold not in ("was", "were", "been", "be", "fue", "fueron", "being"):
            back = verb_first - 1
            while back > 0 and tokens[back].fold in _AUXILIARIES and clauses[back - 1] == clause:
                back -= 1  # "volunteers had already pulled them out": who is before the auxiliaries
            actor = _actor(tokens, clauses, back, 0, -1, clause)
            where = back - len(actor)
            while where > 0 and (tokens[where].fold in _ARTICLES or tokens[where].fold in ("st", "nd", "rd", "th")
                                 or tokens[where].fold[0].isdigit()) and clauses[where] == clause:
                where -= 1
            if actor and where > 0 and tokens[where].fold in _WHERE_FROM and clauses[where - 1] == clause:
                # "a gunman on the 32nd floor of a casino opened fire": who fired is before where he was
                actor = _actor(tokens, clauses, where - 1, 0, -1, clause) or actor
        opening = verb_first
        while opening > 0 and tokens[opening - 1].fold in _AUXILIARIES and clauses[opening - 1] == clause:
            opening -= 1  # "…, Colin Sturrock, has ordered": the clause opens on its auxiliary
        if not actor and opening > 0 and clauses[opening - 1] != clause:
            aside = clauses.index(clauses[opening - 1])
            if aside > 0 and tokens[aside].fold in _RELATIVES:
                # "The Harbour Fire Brigade, whose station is on the quay, sealed the leak"
                actor = _actor(tokens, clauses, aside - 1, 0, -1, clauses[aside - 1])
                if not ({t.fold for t in actor} & _ACTOR_WORDS or _named(actor)):
                    actor = []  # "the attack in Kabul, which happened at dawn, killed…": a place, no one who acted
            elif aside > 0 and _named(tokens[aside:opening]):
                # "Northmarch's regional premier, Colin Sturrock, has ordered": the name in apposition
                actor = _actor(tokens, clauses, opening - 1, 0, -1, clauses[opening - 1])
        while actor and actor[0].fold in ("to", "be", "being"):
            actor = actor[1:]  # "gunmen believed to be bandits abducted…": who they were said to be
        if len(actor) == 1 and actor[0].fold in _PRONOUNS:
            continue  # "They killed a guard", "before he entered": who "they" are is told elsewhere, not here
        if key in _PASSIVE_BY and (not actor or (len(actor) == 1 and actor[0].fold in _CLITICS)) and after + 1 < len(tokens) \
                and tokens[after].fold in _SPANISH_DETERMINERS and clauses[after] == clause:
            # "lo detuvo la Guardia Nacional", "la rescataron los bomberos": a Spanish subject after its verb
            actor = _actor(tokens, clauses, after, len(tokens) - 1, 1, clause)
            cut_at = next((k for k, t in enumerate(actor) if k and t.fold in ("a", "al")), len(actor))
            actor = actor[:cut_at]  # "detuvo la policía a tres hombres": who was arrested follows "a"
        actor = _resolve(tokens, actor)
        said = max((k for k, t in enumerate(actor) if t.fold in _SAID), default=-1)
        if said >= 0:
            actor = actor[said + 1 :]  # "Reverol stated Perez's group opened fire": who fired is the group, not Reverol
        if _no_one(actor, key):
            continue
        words = {t.fold for t in actor}
        if any((t.fold[0].isdigit() and not (k and _lettered(actor[k - 1], t)) and not _aged(tokens, tokens.index(t)))
               or (t.fold in _NUMBER_WORDS and not (k == 0 and t.fold in _INDEFINITE)) for k, t in enumerate(actor)):
            continue  # "three officers" is a count's business; "a K-9 team" is a name
        if not actor or not (words & _ACTOR_WORDS or any(t.text[:1].isupper() for t in actor[1:]) or (actor and actor[0].text[:1].isupper() and actor[0].start != sentence.start)):
            continue
        slot, title = f"agent|{key}", ACTION_TITLES[key]
        if key == "killed":
            first = tokens.index(actor[0])
            if any(t.fold in EVENT_NOUNS or t.fold.removesuffix("s") in EVENT_NOUNS for t in (*tokens[max(0, first - 5) : first], *actor)):
                continue  # "A blaze at the Karsk quarry killed nine", "shootings at two Tarlow cafés … killed six": what, not who
            if words <= _ARTICLES or words & _ATTACKERS or any(t.fold.endswith("wielding") for t in actor) \
                    or _passive_headline(sentence, tokens, verb_last):
                continue  # "the gunman shot his grandmother", "a machete-wielding man killed three": the attack itself;
                # "Several Police Officers Shot While…" were shot
            if _attacker_after(tokens, after) or _attacker_before(tokens, verb_first, by):
                slot, title = "agent|killed the attacker", KILLED_THE_ATTACKER  # "a Border Patrol agent fatally shot the gunman"
        shown = text[actor[0].start : actor[-1].end]
        compare = " ".join(sorted({t.stem for t in actor if t.fold.isalpha() and len(t.fold) > 2 and t.fold not in _NOT_WHO_WORDS}))
        start = min(actor[0].start, m.start())
        end = max(actor[-1].end, m.end())
        found.append(Mention("attribution", slot, title, shown, compare, start, end, sentence.number, False, cue=m.group()))
    return found


_UNCLAIMED = re.compile(
    r"\b(?:no\s+one|nobody|no\s+(?:group|organi[sz]ation|militant\s+group))\s+(?:ha[sd]\s+|have\s+)?(?:yet\s+|immediately\s+)*"
    r"(?:claimed|taken|admitted)\s+responsibility"
    r"|\bthere\s+(?:was|has\s+been|had\s+been|were)\s+no\s+(?:immediate\s+)?claims?\s+of\s+responsibility"
    r"|\b(?:nadie|ning[uú]n\s+grupo|ninguna\s+organizaci[oó]n)\s+(?:se\s+)?(?:ha\s+|hab[ií]a\s+)?(?:a[uú]n\s+|todav[ií]a\s+)?"
    r"(?:atribuido|reivindicado|adjudicado|responsabilizado)"
    r"|\bsin\s+que\s+nadie\s+(?:lo\s+|la\s+)?(?:haya|hubiera)\s+(?:reivindicado|atribuido)",
    re.I,
)
"""An attack no one has claimed yet: who is behind it, told as no one, against a group another
account says claimed it ("No group has yet claimed responsibility for the blast", "nadie se ha
atribuido el atentado")."""


def unclaimed(text: str, sentence: Sentence) -> list[Mention]:
    """"No group has yet claimed responsibility", "ningún grupo ha reivindicado el ataque": who is behind
    it, said to be no one so far."""
    if not says_any(text, sentence, _UNCLAIMED_WORDS):
        return []  # most sentences: no word of a claim to look at
    m = _UNCLAIMED.search(text, sentence.start, sentence.end)
    if m is None:
        return []
    return [Mention("attribution", "agent|behind", ACTION_TITLES["behind"], "no one", "no one", m.start(), m.end(), sentence.number, False, cue=m.group())]


_UNCLAIMED_WORDS = ("responsib", "reivindic", "atribuid", "adjudicad", "responsabiliz")
"""Words one of which every claim not yet made is told with (:data:`_UNCLAIMED`)."""


KILLED_THE_ATTACKER = "who killed the attacker"
_ATTACKER_WORDS = {
    "en": ("gunman", "gunmen", "attacker", "attackers", "assailant", "assailants", "shooter", "shooters", "killer", "perpetrator"),
    "es": ("atacante", "atacantes", "agresor", "agresores", "pistolero", "pistoleros", "tirador", "tiradores", "asaltante", "homicida"),
}
_ATTACKERS = frozenset(w for words in _ATTACKER_WORDS.values() for w in words)
"""Words for who carried out an attack: whoever killed one of them killed the attacker, not the
victims; told two ways, they are one actor (:data:`_ONE_HAPPENING_WORDS`)."""


def _attacker_after(tokens: tuple[Token, ...], after: int) -> bool:
    """Whether what was killed, right after the verb, is the attacker ("shot and killed the gunman",
    "mató al atacante")."""
    k = after
    while k < len(tokens) and tokens[k].fold in OBJECT_OPENS:
        k += 1
    return k < len(tokens) and k - after <= 2 and tokens[k].fold in _ATTACKERS


def _attacker_before(tokens: tuple[Token, ...], verb: int, by: int) -> bool:
    """Whether the one who was killed, told before a passive verb, is the attacker ("the gunman had
    15 bullet holes in him after being shot by BORTAC agents")."""
    return by > 0 and any(t.fold in _ATTACKERS for t in tokens[max(0, verb - ATTACKER_REACH) : verb])


ATTACKER_REACH = 15
"""Tokens before a passive verb within which the attacker it befell is named."""


def _passive_headline(sentence: Sentence, tokens: tuple[Token, ...], verb: int) -> bool:
    """A headline's "Officers Shot While Trying To Stop Gunman", "Varnian hostages killed in bus
    siege": a participle with nothing after it that it was done to, so those before it were shot."""
    if not sentence.headline or tokens[verb].fold not in ("shot", "killed", "dead", "hurt", "injured", "wounded"):
        return False
    return verb + 1 >= len(tokens) or tokens[verb + 1].fold in ("while", "as", "in", "at", "during", "after", "near", "outside", "inside", "on")


def actors_agree(a: str, b: str, *, unnamed_agree: bool = False) -> bool:
    """Two actors told alike: one's words within the other's ("a Border Patrol agent" and "one of
    the Border Patrol agents"), even leaving aside words that tell no one apart ("unidentified
    gunmen" / "attackers dressed in camouflage"), mostly shared, or sharing a name. With
    ``unnamed_agree`` (acts only the attackers did: who abducted, who broke in), attackers told
    by no name ("gunmen", "armed men") agree with any: only who they were is in dispute."""
    x = _compared(a)
    y = _compared(b)
    if not x or not y:
        return True
    if unnamed_agree and (_unnamed(x) or _unnamed(y)):
        return True
    if (_unnamed(x) and y & _ARMED_GROUPS) or (_unnamed(y) and x & _ARMED_GROUPS):
        return True  # "held by the gunmen" / "held by Varnish militants": who the gunmen were, not someone else
    if (x <= _ARMED_GROUPS and y & _ARMED_GROUPS) or (y <= _ARMED_GROUPS and x & _ARMED_GROUPS):
        return True  # "the bandits" / "the kidnappers", "The Mujahideen" / "al-Shabab extremists": a group by no name says less
    if x <= y or y <= x or len(x & y) / len(x | y) >= 0.5:
        return True
    x_named, y_named = x - _GENERIC_ACTORS, y - _GENERIC_ACTORS
    if x_named and y_named and (x_named <= y_named or y_named <= x_named):
        return True  # "unidentified gunmen" / "attackers dressed in camouflage": "unidentified" tells them apart no more
    return _one_name(x, y)


def actors_told_as_one(actors: Sequence[str]) -> bool:
    """Whether actors that do not all agree pairwise are still one, each sharing a name with
    another: "the Germanwings airline", "Lufthansa's budget carrier Germanwings" and "the budget
    carrier of Germany's Lufthansa" are one airline told three ways, though the first and the
    last share no word."""
    words = [_compared(a) for a in actors]
    reached = {0}
    grew = True
    while grew:
        grew = False
        for i, x in enumerate(words):
            if i not in reached and any(_one_name(x, words[j]) for j in reached):
                reached.add(i)
                grew = True
    return len(reached) == len(words)


def _compared(actor: str) -> set[str]:
    """An actor's words as they are compared: not "a", "the" or "of" ("a gunman" / "the gunman"), and one
    word for the words of one happening or one kind of attacker."""
    one = _one_happening()
    return {one.get(w, w) for w in fold(actor).replace("‘", "'").split()
            if w not in _ARTICLES and w not in ("of", "de", "del")}


_WHERE_FROM = frozenset(["on", "in", "at", "from", "inside", "atop", "en", "desde"])
"""Words that open where an actor stood ("a gunman on the 32nd floor", "un tirador desde la azotea")."""


def _one_name(x: set[str], y: set[str]) -> bool:
    """One name in both ("Bhole Baba" / "Baba Narayan Hari", "the Germanwings airline" / "Lufthansa's
    budget carrier Germanwings"): the same actor, however else each account calls it."""
    return any(len(w) >= 3 and w not in STOPWORDS and w not in _GENERIC_ACTORS and NOUNS.of(w, w) is None and ROLES.of(w, w) is None
               for w in x & y)


_UNNAMED_ATTACKERS = frozenset(["attacker", "armed", "arm", "men", "hombr", "hombres", "armados", "unknown", "mask", "masked", "some",
                                "several", "unos", "vari", "varios"])
_UNNAMED_PREFIXES = ("unidentifi", "encapuch", "suspect", "presunt")
"""The words (or their stems) of attackers told by no name ("gunmen", "unidentified armed men", "unos encapuchados");
short stems are matched whole ("arm" is "armed", not "army")."""


def _unnamed(actor: set[str]) -> bool:
    """Whether an actor's compared words name no one: attackers told only as attackers."""
    return all(w in _UNNAMED_ATTACKERS or w.startswith(_UNNAMED_PREFIXES) for w in actor)


_GENERIC_ACTORS = frozenset(["explosion", "fire", "armed", "unidentified", "unidentifi", "unknown", "desconoc", "local", "federal", "national", "state", "security",
                             "militar", "military", "army", "police", "policia", "group", "grupo", "member", "miembro",
                             "forc", "fuerz", "agent", "agenc", "offic", "oficial", "author", "autoridad", "govern", "gobierno"])
"""Words shared by actors that tell them apart no more than "the": kinds of force, office and group,
as words and as the stems actors are compared by ("offic", "govern")."""


_ARMED_GROUPS = frozenset(["militant", "militants", "extremist", "extremists", "insurgent", "insurgents", "bandit", "bandits",
                           "rebel", "rebels", "terrorist", "terrorists", "jihadist", "jihadists", "guerrilla", "guerrillas",
                           "militante", "militantes", "extremista", "extremistas", "insurgente", "insurgentes", "bandido", "bandidos",
                           "rebelde", "rebeldes", "terrorista", "terroristas", "yihadista", "yihadistas", "guerrillero", "guerrilleros",
                           "sicario", "sicarios", "islamist", "islamists", "mujahideen", "kidnappers", "kidnapper", "abductors",
                           "captors", "islamista", "islamistas", "secuestradores", "secuestrador", "captores"])
"""Words for an armed group the attackers belonged to: "the gunmen" say less than "Varnish militants",
not something else; "the police" would be someone else."""


_ONE_HAPPENING_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "explosion": {"en": ("blast", "blasts", "explosion", "explosions", "detonation", "shockwave", "shock", "wave"),
                  "es": ("explosion", "explosiones", "estallido", "detonacion", "onda", "expansiva")},
    "fire": {"en": ("blaze", "fire", "flames"), "es": ("incendio", "fuego", "llamas")},
    "attacker": {"en": (*_ATTACKER_WORDS["en"], "attack"), "es": _ATTACKER_WORDS["es"]},
    "police": {"en": ("police", "policemen", "policeman", "officers", "officer", "cops"), "es": ("policia", "policias")},
    "indigenous": {"en": ("natives", "indigenous", "aboriginal"), "es": ("nativos", "nativas", "indigenas", "aborigenes")},
    "truck": {"en": ("truck", "trucks", "lorry", "lorries", "trailer", "trailers"),
              "es": ("camion", "camiones", "trailer", "trailers", "rastra", "tractomula")},
}
"""Words for one happening that hurt people, and for one kind of attacker, force, people or vehicle,
in each language: "the explosion" and "the enormous blast" agree, and so do "la onda expansiva" and
"la explosión", "unidentified gunmen" and "attackers dressed in camouflage", "a police team" and
"officers", "los nativos" and "un grupo de indígenas", "un tráiler" and "un camión"."""


@functools.cache
def _one_happening() -> dict[str, str]:
    """Each word of :data:`_ONE_HAPPENING_WORDS`, and its stem in its own language, to the one word
    compared: an actor is compared as its words or their stems ("offic" for "officers"), in any
    order. Built on first use, so the stemmer is not loaded when the app starts."""
    from .stems import stem

    return {form: kind for kind, languages in _ONE_HAPPENING_WORDS.items() for language, words in languages.items()
            for word in words for form in (word, stem(word, language))}


# -- where a wound was --------------------------------------------------------------------------

_BODY = re.compile(
    r"\b(?:head|neck|chest|arm|arms|leg|legs|lower leg|foot|feet|hand|hands|back|shoulder|stomach|abdomen|face|eye|hip|knee|"
    r"cabeza|cuello|pecho|t[oó]rax|brazo|brazos|pierna|piernas|pie|pies|mano|manos|espalda|hombro|est[oó]mago|abdomen|rostro|cara|ojo|cadera|rodilla)\b",
    re.I,
)
_WOUND = re.compile(r"\b(?:wound\w*|shot|gunshot|grazed|struck|hit|injur\w+|herid\w+|disparo|balazo|impacto|alcanzad\w+|lesion\w*)\b", re.I)
_PARTS = {
    "head": "head", "cabeza": "head", "face": "head", "rostro": "head", "cara": "head", "eye": "head", "ojo": "head",
    "neck": "neck", "cuello": "neck", "chest": "chest", "pecho": "chest", "torax": "chest", "tórax": "chest",
    "arm": "arm", "arms": "arm", "brazo": "arm", "brazos": "arm", "hand": "arm", "hands": "arm", "mano": "arm", "manos": "arm",
    "shoulder": "arm", "hombro": "arm", "leg": "leg", "legs": "leg", "lower leg": "leg", "pierna": "leg", "piernas": "leg",
    "knee": "leg", "rodilla": "leg", "hip": "leg", "cadera": "leg", "foot": "foot", "feet": "foot", "pie": "foot", "pies": "foot",
    "back": "back", "espalda": "back", "stomach": "abdomen", "abdomen": "abdomen", "estómago": "abdomen", "estomago": "abdomen",
}


_WOUND_WORDS = words_of(_WOUND)


def wounds(text: str, sentence: Sentence) -> list[Mention]:
    """Where a wound was: the parts of the body a sentence about a wound names."""
    if not may_match(_WOUND_WORDS, sentence):
        return []  # none of the words its pattern begins with
    body = text[sentence.start : sentence.end]
    if not _WOUND.search(body):
        return []
    parts = [m for m in _BODY.finditer(text, sentence.start, sentence.end)]
    if not parts:
        return []
    named = sorted({_PARTS.get(m.group().lower(), m.group().lower()) for m in parts})
    shown = " and ".join(dict.fromkeys(m.group().lower() for m in parts))
    start = max(sentence.start, _clause_start(text, sentence, parts[0].start()))
    return [Mention("outcome", "wound|where", "where the wound was", shown, " ".join(named), start, parts[-1].end(), sentence.number, False, cue=shown)]


# -- what a crew was doing -------------------------------------------------------------------------

_CREW = r"workers?|crews?|labou?rers|road\s+crew|work\s+crew|obreros|trabajadores|operarios|cuadrilla|albañiles|alba[nñ]iles"
_DOING = (
    re.compile(
        r"\b(?:" + _CREW + r")\b(?:\s+[\w’'-]+){0,6}?\s+(?:was|were|had\s+been)\s+(?:in\s+the\s+(?:process|middle)\s+of\s+)?"
        r"(?P<act>[a-z]{3,}ing)\s+(?:(?:the|a|an|some|new)\s+)?(?P<obj>[a-z]{3,})\b",
        re.I,
    ),
    re.compile(
        r"\b(?:" + _CREW + r")\b(?:\s+[\w’'-]+){0,6}?\s+(?:estaban|estaba|se\s+encontraban)\s+"
        r"(?P<act>\w{3,}(?:ando|iendo))\s+(?:(?:el|la|los|las|un|una|unos|unas)\s+)?(?P<obj>\w{3,})\b",
        re.I,
    ),
    re.compile(
        r"\b(?:" + _CREW + r")\b(?:\s+[\w’'-]+){0,6}?\s+(?:realizaban|hac[ií]an|llevaban\s+a\s+cabo)\s+"
        r"(?P<act>trabajos|labores|obras|tareas)\s+de\s+(?P<obj>\w{3,})\b",
        re.I,
    ),
)
_NOT_DOINGS = frozenset(["being", "going", "trying", "working", "waiting", "standing", "sitting", "expecting", "siendo", "trabajando", "esperando", "intentando"])


_DOING_WORDS = words_of(*_DOING)


def crew_doing(text: str, sentence: Sentence) -> list[Mention]:
    """What a work crew was doing when it happened ("pouring concrete", "repairing potholes",
    "realizaban trabajos de bacheo"): two accounts that give it different work disagree."""
    if not may_match(_DOING_WORDS, sentence):
        return []  # none of the words its pattern begins with
    found: list[Mention] = []
    for pattern in _DOING:
        for m in pattern.finditer(text, sentence.start, sentence.end):
            act, obj = fold(m.group("act")), fold(m.group("obj"))
            if act in _NOT_DOINGS or obj in STOPWORDS:
                continue
            value = " ".join(text[m.start("act") : m.end("obj")].split())
            compare = obj[:5]  # what they worked on: "repairing potholes" and "filling potholes" are one
            found.append(Mention("other", "activity|crew", "what the workers were doing", value, compare,
                                 m.start("act"), m.end("obj"), sentence.number, True, cue=m.group("act")))
    return found


# -- who did it, told in the passive of any verb ---------------------------------------------------

_IRREGULAR = frozenset(["found", "led", "caught", "paid", "held", "run", "taken", "seen", "given", "brought", "made", "written", "sold",
                        "bought", "built", "shot", "hit", "struck", "won", "spotted", "drawn", "driven", "thrown", "overtaken", "beaten",
                        "hecho", "dicho", "visto", "escrito", "abierto", "cubierto", "descubierto", "puesto", "resuelto", "roto", "devuelto"])
_HOW_NOT_WHO = frozenset([
    "far", "hand", "car", "phone", "email", "road", "air", "sea", "mistake", "accident", "chance", "post", "train", "bus", "foot", "name",
    "way", "then", "now", "law", "default", "design", "contrast", "comparison", "ciento", "error", "ejemplo", "parte", "favor", "lo",
    "cierto", "supuesto", "tanto", "eso", "ello", "primera", "ultima", "vez", "motivos", "razones", "causa", "orden", "encima", "completo",
    "violence", "violencia", "crisis", "weather", "rain", "rains", "lluvia", "lluvias", "storm", "tormenta", "wind", "winds", "viento",
    "flooding", "floods", "inundaciones", "heat", "calor", "drought", "sequia", "pandemic", "pandemia", "war", "guerra",
])
"""Words after "by" or "por" that tell how, not who ("by far", "by phone", "por error", "por primera vez")."""
_AGENT_OPENERS = frozenset(["the", "a", "an", "its", "his", "her", "their", "our", "one", "two", "el", "la", "los", "las", "un", "una",
                            "unos", "unas", "su", "sus", "uno", "dos"])
_TODAY = frozenset(["ayer", "hoy", "anoche", "yesterday", "today", "tonight", "recently", "recientemente"])
_SPANISH_ENDINGS = ("ieron", "aron", "idos", "idas", "ados", "adas", "ido", "ida", "ado", "ada", "io", "o")


def _root(word: str, language: str) -> str:
    """A verb's root, the same for the passive and the preterite ("presidido" / "presidió")."""
    from .stems import stem

    if language == "es":
        for ending in _SPANISH_ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= 4:
                return word[: -len(ending)]
    return stem(word, language)


def _past(token: Token) -> bool:
    """An English verb in the past ("led", "discovered"), by its form."""
    return not token.text[:1].isupper() and (token.fold in _IRREGULAR or (len(token.fold) > 4 and token.fold.endswith("ed")))


def _name_ending(tokens: tuple[Token, ...], last: int) -> list[Token]:
    """The run of capitalised words (a title among them) that ends at ``last``: a person named."""
    first = last
    while first > 0 and tokens[first - 1].text[:1].isupper() and tokens[first - 1].end + 1 >= tokens[first].start:
        first -= 1
    run = list(tokens[first : last + 1])
    return run if len(run) >= 2 and not any(t.fold in STOPWORDS for t in run[:1]) else []


def _participle(token: Token) -> bool:
    word = token.fold
    return not token.text[:1].isupper() and (word in _IRREGULAR or (len(word) > 4 and word.endswith(_PARTICIPLES)))


def passive_agents(text: str, sentence: Sentence, language: str) -> list[Mention]:
    """Who did what the sentence tells, whatever the verb, where the sentence names them in one of
    three ways: in the passive ("the theft was discovered by a cleaner", "desplazadas por la
    guerrilla"), in a relative clause after them ("Professor Helen Mabry, who led the experiment"),
    or after a Spanish relative verb ("el jurado, que presidió el crítico Fermín Aldaco"). The
    verb names the slot, so only the same act is compared across accounts."""
    tokens, clauses = sentence.tokens, sentence.clauses
    found: list[Mention] = []
    for i in range(len(tokens) - 2):
        verb = tokens[i]
        if i >= 2 and tokens[i - 1].fold in ("who", "quien") and "," in text[tokens[i - 2].end : tokens[i - 1].start] \
                and tokens[i - 2].text[:1].isupper() and (_past(verb) or verb.text.lower().endswith("ó")):
            named = _name_ending(tokens, i - 2)
            if named:
                found.append(_agent(text, sentence, language, verb, named, named[0].start))
            continue
        if language == "es" and i > 0 and tokens[i - 1].fold == "que" and verb.text.lower().endswith(("ó", "aron", "ieron")) \
                and tokens[i + 1].fold in ("el", "la", "los", "las") and clauses[i + 1] == clauses[i]:
            at = i + 1
        elif tokens[i + 1].fold in ("by", "por") and clauses[i + 1] == clauses[i] and _participle(verb):
            at = i + 2
        else:
            continue
        actor = _agent_after(tokens, clauses, i, at)
        if actor and not _no_one(actor, _ROOT_ACTIONS.get(_root(verb.fold, language), "")):
            found.append(_agent(text, sentence, language, verb, actor, verb.start))
    return found


def _agent_after(tokens: tuple[Token, ...], clauses: tuple[int, ...], verb: int, at: int) -> list[Token]:
    """Who acted, named from ``at`` on after the verb at ``verb``, or none."""
    if tokens[verb].fold.startswith(_ASKED):
        return []  # "experts consulted by this paper", "documents seen by Reuters": who reported it
    if tokens[verb].fold.startswith(_CAUSED):
        return []  # "caused by a power failure", "provocado por el viento": a cause, not who acted
    if tokens[verb].fold.startswith(_NO_ACT):
        return []  # "owned by the Norrvik group", "operado por la compañía", "recorrido por el ministro": who has it, or who came by
    first = tokens[at]
    if first.fold in _HOW_NOT_WHO or not (first.fold in _AGENT_OPENERS or first.text[:1].isupper()):
        return []  # "por robo", "by phone": how or why, not who
    actor = _actor(tokens, clauses, at, len(tokens) - 1, 1, clauses[verb])
    cut_at = next((k for k, t in enumerate(actor) if k and not t.text[:1].isupper()
                   and (t.fold.endswith("ing") or _participle(t) or t.fold in _NOT_WHO or t.fold in _TODAY)), len(actor))
    actor = actor[:cut_at]  # "a cleaner arriving for work": who, not what they were doing
    while actor and actor[-1].fold in STOPWORDS:
        actor.pop()
    content = [t for t in actor if t.fold not in STOPWORDS]
    if not content or any(t.fold in _HOW_NOT_WHO or t.fold[:1].isdigit() or t.fold in _NOT_WHO for t in content):
        return []  # "by the end of March", "by 2030"
    if at == verb + 1 and not ({t.fold for t in actor} & _ACTOR_WORDS or any(t.text[:1].isupper() for t in actor)):
        return []  # "la comida que preparó la barbacoa": after a relative verb, who acted is someone named or a body
    return actor


_ROOT_ACTIONS = {
    **dict.fromkeys(["desplaz", "expuls", "displac", "expel"], "drove out"),
    **dict.fromkeys(["financi", "fund", "bankrol", "cost"], "funded"),
    **dict.fromkeys(["realiz", "conduct"], "conducted"),
    **dict.fromkeys(["detect", "spot", "flag", "identifi", "notic"], "spotted"),
    **dict.fromkeys(["arrest", "captur", "apres"], "arrested"),
    **dict.fromkeys(["rescat", "rescu"], "rescued"),
    **dict.fromkeys(["orden", "order"], "ordered"),
}
"""Roots of verbs whose act :func:`who_acted` also reads in other forms: "desplazadas por el frente"
and "fueron desplazadas por la guerrilla" tell one act, compared as one."""


def _agent(text: str, sentence: Sentence, language: str, verb: Token, actor: list[Token], start: int) -> Mention:
    known = _ROOT_ACTIONS.get(_root(verb.fold, language))
    key, title = (f"agent|{known}", ACTION_TITLES[known]) if known is not None else (
        f"agent|by:{SAME_ACTS.of(verb.fold) or _root(verb.fold, language)}", f"by whom: {verb.text.lower()}")
    compare = " ".join(sorted({t.stem for t in actor if t.fold.isalpha() and len(t.fold) > 2 and t.fold not in _ARTICLES}))
    end = max(verb.end, actor[-1].end)
    return Mention("attribution", key, title, text[actor[0].start : actor[-1].end], compare, start, end, sentence.number, False,
                   cue=text[start:end])


_NOT_ACTORS = frozenset(["everyone", "everybody", "anyone", "anybody", "todos", "todo", "cualquiera", "nadie", "nobody", "no"])
_RECORDERS = frozenset(["cctv", "camera", "cameras", "video", "footage", "camara", "camaras", "grabacion", "grabaciones"])
"""What records an attack: "captured by the CCTV" is filmed, not arrested."""
def _no_one(actor: list[Token], act: str) -> bool:
    """Words read where who acted stands that name no one: "everyone who was on that platform",
    "captured by the station's CCTV" (filmed, not arrested)."""
    return bool(actor) and (actor[0].fold in _ACTOR_END or actor[0].fold in _NOT_ACTORS
                            or (act == "arrested" and bool({t.fold for t in actor} & _RECORDERS)))


_CAUSED = ("caus", "provoc", "affect", "afect", "origin", "motiv", "trigger", "spark", "desencaden", "driven", "fuel", "prompt")
_ASKED = ("consult", "cited", "citad", "quoted", "citado", "interview", "entrevist", "contacted", "contactad", "reviewed", "revisad",
          "obtained", "obtenid", "seen", "visto", "published", "publicad", "accessed", "shared", "compartid", "filed", "received",
          "recibid", "sent", "enviad", "distributed", "difundid", "broadcast", "transmitid", "recogid", "collected", "compiled")
"""Verbs of what an outlet was told or shown: their "by" names an outlet or a reader, not who acted."""
_NO_ACT = ("owned", "own", "run", "operated", "operad", "built", "construid", "managed", "gestionad", "administrad", "propiedad",
           "recorrid", "recorri", "visited", "visitad", "toured", "hamper", "dificultad", "obstaculizad", "entregad", "delivered")
"""Verbs whose "by" names who has a thing, made it long ago, came by or stood in the way ("owned by",
"operado por", "recorrido por", "hampered by a shortage of boats"): no one's act in the event."""
_NOT_WHO = frozenset(["end", "time", "morning", "evening", "night", "afternoon", "weekend", "week", "month", "year", "noon", "midnight",
                      "fin", "final", "manana", "tarde", "noche", "semana", "mes", "ano", "monday", "tuesday", "wednesday", "thursday",
                      "friday", "saturday", "sunday", "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo",
                      "percent", "cent", "half", "mitad", "third", "quarter"])
"""Words that make "by" a deadline or a share ("by the end of the week", "by half")."""
