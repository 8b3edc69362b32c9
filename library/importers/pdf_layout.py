"""From the lines of PDF pages back to paragraphs.

PDF text comes out as printed lines: each page repeats the publication's name and date at the
top and a page number at the bottom, long words are broken with a hyphen at the line end, and
nothing marks where a paragraph ends. Imported as is, the reading text would be cut into
hundreds of fragments and every highlight across a line break would be impossible. The rules
here are deliberately simple and conservative (when in doubt, keep text; never drop a line
that is not repeated on most pages):

* running headers and footers: a line among the first (or last) few lines of a page that
  recurs among the first (or last) few lines of at least half of the pages is dropped; in short
  lines digits are ignored, so "Page 3 | The Daily" matches "Page 4 | The Daily"; when that
  would leave no text at all, nothing is dropped;
* page numbers: a bare number, "- 3 -", "Page 3" or "Page 3 of 9" at the top or bottom of a page;
* hyphenation: "investi-" at a line end followed by "gation" becomes "investigation" (a letter
  before the hyphen and a lower-case letter after it; "well-" + "Known" stays hyphenated);
* paragraphs: a line ending in sentence punctuation that is clearly shorter than the text's
  usual line width ends a paragraph, and so does a blank line; other lines are joined with a
  space, also across pages;
* a short line without final punctuation that starts a paragraph and is followed by a line
  starting with a capital (a headline, a subheading, a byline) stands alone; opening marks
  before the capital ("¿", "¡", "«", a dash of dialogue) do not hide it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

_ZONE = 3  # lines at the top and at the bottom of a page where running heads live
_PAGE_NUMBER = re.compile(
    r"^(?:page|p\.|pág\.?|página|seite|s\.)?\s*[-–—(\[]?\s*\d{1,4}\s*[-–—)\]]?\s*(?:(?:of|/|de|von)\s*\d{1,4})?$",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d+")
_SHORT_HEAD_WORDS = 8
_SENTENCE_END = re.compile(r"[.!?:;…]['\"’”»)\]]*$")
_HYPHENATED = re.compile(r"[^\W\d_]-$")
_SHORT_LINE = 0.85  # of the usual width: a line this short ends its paragraph (with punctuation)
_HEADING_LINE = 0.6  # of the usual width: a line this short may be a heading
_OPENERS = "¿¡«“‘\"'([—–- "  # what a sentence may open with before its capital ("¡No...", "«El...")


def page_lines(text: str) -> list[str]:
    """The lines of one page's text, stripped, with blank lines kept as ``""``."""
    return [" ".join(line.split()) for line in text.splitlines()]


def drop_running_lines(pages: Sequence[list[str]]) -> list[list[str]]:
    """The pages without running headers, footers and page numbers.

    Never everything: when the lines taken for running heads are all the text there is (two
    short pages that begin with the same lines), they are the text, and the pages are kept
    as they are.
    """
    top = _repeated(pages, top=True) if len(pages) >= 2 else set()
    bottom = _repeated(pages, top=False) if len(pages) >= 2 else set()
    cleaned: list[list[str]] = []
    for lines in pages:
        content = [i for i, line in enumerate(lines) if line]
        head, foot = set(content[:_ZONE]), set(content[-_ZONE:])
        cleaned.append(
            [
                line
                for i, line in enumerate(lines)
                if not (
                    (i in head and (_key(line) in top or _PAGE_NUMBER.match(line)))
                    or (i in foot and (_key(line) in bottom or _PAGE_NUMBER.match(line)))
                )
            ]
        )
    if not any(line for lines in cleaned for line in lines):
        return [list(lines) for lines in pages]
    return cleaned


def _key(line: str) -> str:
    """What must recur for a line to be a running head: short lines may differ in digits."""
    text = line.casefold()
    return _DIGITS.sub("#", text) if len(text.split()) <= _SHORT_HEAD_WORDS else text


def _repeated(pages: Sequence[list[str]], *, top: bool) -> set[str]:
    counts: Counter[str] = Counter()
    for lines in pages:
        content = [line for line in lines if line]
        zone = content[:_ZONE] if top else content[-_ZONE:]
        counts.update({_key(line) for line in zone})
    needed = max(2, (len(pages) + 1) // 2)
    return {key for key, count in counts.items() if count >= needed}


def paragraphs(pages: Sequence[list[str]]) -> list[str]:
    """Paragraphs from cleaned page lines: hyphenation undone, lines joined.

    Linear in the length of the text: a paragraph is gathered as a list of pieces and joined
    once, and every test looks at one line or at the end of the previous piece only (a
    paragraph that was one growing string, searched again for each line, made a 1 KB PDF whose
    text is one long paragraph take seconds, and a 300 KB one minutes).
    """
    lines = [line for page in pages for line in page]
    widths = sorted(len(line) for line in lines if line)
    if not widths:
        return []
    usual = widths[int(len(widths) * 0.9)] if len(widths) >= 10 else widths[-1]
    result: list[str] = []
    pieces: list[str] = []  # the open paragraph, joined when it ends
    for index, line in enumerate(lines):
        if not line:
            if pieces:
                result.append("".join(pieces))
                pieces = []
            continue
        following = lines[index + 1] if index + 1 < len(lines) else ""
        if not pieces and _stands_alone(line, following, usual):
            result.append(line)
            continue
        if pieces and _HYPHENATED.search(pieces[-1][-2:]) and line[:1].islower():
            pieces[-1] = pieces[-1][:-1]
            pieces.append(line)
        else:
            if pieces:
                pieces.append(" ")
            pieces.append(line)
        if _SENTENCE_END.search(line) and len(line) < _SHORT_LINE * usual:
            result.append("".join(pieces))
            pieces = []
    if pieces:
        result.append("".join(pieces))
    return result


def _stands_alone(line: str, following: str, usual: int) -> bool:
    start = following.lstrip(_OPENERS)[:1]
    return (
        len(line) < _HEADING_LINE * usual
        and not _SENTENCE_END.search(line)
        and not line.endswith((",", "-"))
        and (start.isupper() or start.isdigit())
    )
