"""A suggestion's title and claims in the reader's language.

The engine composes titles and claims from a small English vocabulary ("officers wounded",
"fate of Pérez", "date of the flood", "at least 8", "security forces") and keys a suggestion
by them, so a suggestion keeps its id (and a dismissal stays dismissed) whatever the language.
What is shown is translated here, word by word of that vocabulary, once the suggestion is made;
words taken from the articles (names, lemmas, quotations) stay as written.
"""

from __future__ import annotations

import re

from ..i18n import ENGLISH, N_, _, current_language

NOUNS = {
    "officers": N_("officers"), "soldiers": N_("soldiers"), "firefighters": N_("firefighters"),
    "group members": N_("group members"), "people": N_("people"), "children": N_("children"),
    "workers": N_("workers"), "protesters": N_("protesters"), "students": N_("students"),
    "patients": N_("patients"), "passengers": N_("passengers"), "migrants": N_("migrants"),
    "journalists": N_("journalists"), "suspects": N_("suspects"), "hostages": N_("hostages"),
}
"""The engine's classes of counted people (:data:`.lexicon.NOUN_CLASSES`)."""

PREDICATES = {
    "killed": N_("killed"), "wounded": N_("wounded"), "captured": N_("captured"), "rescued": N_("rescued"),
    "evacuated": N_("evacuated"),
    "missing": N_("missing"), "released": N_("released"), "survived": N_("survived"),
    "surrendered": N_("surrendered"), "unknown": N_("unknown"),
}
"""What happened to them (:data:`.lexicon.PREDICATES`), also a person's fate."""

OF_PEOPLE = {
    "killed": N_("killed (of people)"), "wounded": N_("wounded (of people)"),
    "captured": N_("captured (of people)"), "rescued": N_("rescued (of people)"),
    "evacuated": N_("evacuated (of people)"),
    "missing": N_("missing (of people)"), "released": N_("released (of people)"),
    "survived": N_("survived (of people)"), "surrendered": N_("surrendered (of people)"),
}
"""The same said of "people", for languages whose word for people agrees otherwise."""

FATES = {
    "killed": N_("killed (a person's fate)"), "wounded": N_("wounded (a person's fate)"),
    "captured": N_("captured (a person's fate)"), "rescued": N_("rescued (a person's fate)"),
    "evacuated": N_("evacuated (a person's fate)"),
    "missing": N_("missing (a person's fate)"), "released": N_("released (a person's fate)"),
    "survived": N_("survived (a person's fate)"), "surrendered": N_("surrendered (a person's fate)"),
    "unknown": N_("unknown"),
}
"""What happened to one person, as a claim (a count's words are plural)."""

WORDS = {
    "date": N_("date"), "time": N_("time"), "duration": N_("duration"), "amount": N_("amount"),
    "place": N_("place"), "floor": N_("floor"), "cause": N_("cause"), "what collapsed": N_("what collapsed"),
    "who opened fire": N_("who opened fire"), "wording": N_("wording"), "quote": N_("quote"),
    "the group": N_("the group"), "security forces": N_("security forces"),
    "(no other words)": N_("(no other words)"),
    "what each headline leads with": N_("what each headline leads with"),
    "how each article first tells it": N_("how each article first tells it"),
}
"""Titles and claims the engine uses whole."""

QUALIFIERS = {
    "at least": N_("at least {number}"), "up to": N_("up to {number}"), "about": N_("about {number}"),
    "more than": N_("more than {number}"), "nearly": N_("nearly {number}"), "fewer than": N_("fewer than {number}"),
}
"""A number's qualifier (:data:`.lexicon.QUALIFIERS`) around the number."""

_QUALIFIED = re.compile(r"(" + "|".join(QUALIFIERS) + r") (\S+)")


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
    if match := re.fullmatch(r"(.+) \(([^()]+)\)", title):
        return _("{title} ({topic})").format(title=_title(match[1]), topic=match[2])
    if match := re.fullmatch(r"wording: (.+)", title):
        return _("wording: {topics}").format(topics=match[1])
    if match := re.fullmatch(r"wording of the quote \u201c(.+)\u201d", title, re.S):
        return _("wording of the quote \u201c{opening}\u201d").format(opening=match[1])
    if match := re.fullmatch(r"who said \u201c(.+)\u201d", title, re.S):
        return _("who said \u201c{opening}\u201d").format(opening=match[1])
    if match := re.fullmatch(r"fate of (.+)", title):
        return _("fate of {name}").format(name=match[1])
    if match := re.fullmatch(r"(date|time|duration|amount|place) of the (.+)", title):
        return _("{what} of the {topic}").format(what=_(WORDS[match[1]]), topic=_title(match[2]))
    for noun in sorted(NOUNS, key=len, reverse=True):
        if title.startswith(noun + " ") and title[len(noun) + 1 :] in PREDICATES:
            predicate = title[len(noun) + 1 :]
            said = OF_PEOPLE.get(predicate, PREDICATES[predicate]) if noun == "people" else PREDICATES[predicate]
            return _("{noun} {predicate}").format(noun=_(NOUNS[noun]), predicate=_(said))
    return title


def shown_value(value: str) -> str:
    """A claim the engine read (a number, a fate, a side) in the current language."""
    if current_language() == ENGLISH:
        return value
    if value in FATES:
        return _(FATES[value])
    if value in WORDS:
        return _(WORDS[value])
    if match := _QUALIFIED.fullmatch(value):
        return _(QUALIFIERS[match[1]]).format(number=match[2])
    return value
