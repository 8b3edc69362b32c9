"""What caused it, as each article tells: a deliberate act, a fault, the weather, works, or
not known yet.

Causes are classes of words (English and Spanish), so "the hallmarks of a deliberate fire" and
"arson" are one claim and "the wiring had been playing up" another. An article's claim is the
class it names most; a sentence that names none is no claim.
"""

from __future__ import annotations

import re

from .mentions import Mention
from .text import Sentence, fold

_CAUSES: tuple[tuple[str, str], ...] = (
    ("deliberate", r"arson\w*|deliberate\w*|set on purpose|intentional\w*|started on purpose|intencionad\w+|provocad\w+"),
    ("electrical fault", r"electrical (?:fault|failure)|faulty wiring|wiring|short[- ]circuit|cortocircuito|fallo el[eé]ctrico|instalaci[oó]n el[eé]ctrica"),
    ("gas leak", r"gas leak|fuga de gas|escape de gas"),
    ("weather", r"heavy rain\w*|torrential rain\w*|the rains?|lluvias?|temporal|storm\w*|tormenta\w*"),
    ("construction works", r"construction works?|roadworks?|building works?|obras?(?: de la carretera)?|excavaci\w+"),
    ("not known", r"unexplained|too early to (?:say|determine|know)|cause (?:is|was|remains) (?:unknown|unclear|not known)"
                  r"|under investigation|causas? (?:se )?desconoc\w+|se investiga\w*|a[uú]n no se sabe"),
)
_PATTERNS = tuple((cause, re.compile(r"\b(?:" + words + r")\b", re.I)) for cause, words in _CAUSES)
_TOPIC = re.compile(r"\b(?:cause\w*|blame\w*|caus\w+|culpa\w*|atribu\w+|origen|hallmarks?|started|began|provoc\w+|due to|debido a|por)\b", re.I)


def causes(text: str, sentence: Sentence) -> list[Mention]:
    """Cause claims in a sentence that speaks of a cause (or names a cause class outright)."""
    body = text[sentence.start : sentence.end]
    found: list[Mention] = []
    for cause, pattern in _PATTERNS:
        for m in pattern.finditer(body):
            strong = cause in ("deliberate", "electrical fault", "gas leak", "not known")
            if not strong and not _TOPIC.search(body):
                continue
            start = sentence.start + m.start()
            end = sentence.start + m.end()
            before = [t for t in sentence.tokens if t.end <= start][-4:]
            if before:
                start = before[0].start
            value = cause
            found.append(Mention("attribution", "cause", "cause", value, fold(value), start, end, sentence.number, True))
            break
    return found
