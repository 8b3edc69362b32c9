"""Reading a REFI-QDA project (``.qdpx``) into a library: text sources become articles, coded
text selections and annotations become highlights, and codes become their labels.

A project may come from anyone, so it is read like a bundle: the zip through the same checks
(paths, sizes, compression ratio, entry count), ``project.qde`` through the strict XML parser
(no entities, no DTD, no network, no "recover" that drops the rest of a document after a
fault), and every selection is checked against its text before anything is written. The whole
project then goes in as one transaction. What cannot be brought in is said, never dropped in
silence: each repair of the XML, each selection whose positions do not hold its text, each
note that belongs to no passage, each source that is not text (:attr:`Project.warnings`).

Each source's plain text becomes an article whose reading text is that text, one line per
paragraph (the first line its heading). Blank lines and stray spaces are not part of a reading
text, so positions are carried over line by line; a selection that cannot be placed exactly is
refused rather than moved. How the project counts a Windows line end (CR LF: one character, as
ATLAS.ti, MAXQDA and QualCoder's MAXQDA-style export do, or two) is read from its selections'
names where it has them (docs/interop.md).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lxml import etree

from ..errors import ImportFailure, InputError, NotFoundError
from ..i18n import _, ngettext
from ..importers.blocks import TextBlock, block, clean_text, render_markdown, short_title
from ..importers.xml_safety import Repair, parse_xml_repairs
from ..store import Library
from ..textmodel import reading_text
from .archive import read_project_entries
from .format import INTERNAL, PROJECT_ENTRY, q
from .write import VARIABLES

MAX_SELECTIONS = 200_000
_VARIABLE_FIELDS = {shown.casefold(): name for name, shown, _description in VARIABLES}
_CLAIM = re.compile(r"^Claim(?: \(.*\))?: ", re.MULTILINE)
_TEXT_ONLY = frozenset({"Description", "PlainTextContent", "TextValue"})
"""QDA-XML elements whose schema type is a string: no child element can be inside them."""
_OTHER_SOURCES = ("PictureSource", "PDFSource", "AudioSource", "VideoSource")


@dataclass
class _Selection:
    start: int
    end: int
    codes: list[str]
    description: str
    notes: list[str]
    name: str = ""
    user: str = ""


@dataclass
class _Source:
    guid: str
    name: str
    text: str
    selections: list[_Selection]
    metadata: dict[str, str] = field(default_factory=dict)


@dataclass
class Project:
    """A project as read, checked and ready to store."""

    name: str
    sources: list[_Source]
    codes: dict[str, str]
    sets: list[tuple[str, str, list[str]]]
    users: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


@dataclass
class ProjectReport:
    """What importing a project did (the command line prints it like a bundle's merge)."""

    name: str
    articles_added: int = 0
    articles_existing: int = 0
    highlights_added: int = 0
    highlights_existing: int = 0
    highlights_updated: int = 0
    comparison_ids: list[str] = field(default_factory=list)
    users: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.articles_added or self.highlights_added or self.highlights_updated)

    def as_json(self) -> dict[str, Any]:
        return {
            "counts": {
                "articles": {"added": self.articles_added, "existing": self.articles_existing},
                "highlights": {"added": self.highlights_added, "existing": self.highlights_existing,
                               "updated": self.highlights_updated},
            },
            "coders": self.users,
            "conflicts": [],
            "orphans": [],
        }


def _text(element: etree._Element | None) -> str:
    return "".join(str(t) for t in element.itertext()) if element is not None else ""


def _name(element: etree._Element, fallback: str = "") -> str:
    return " ".join((element.get("name") or "").split()) or fallback


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return f"\u201c{text if len(text) <= limit else text[:limit - 1] + '…'}\u201d"


def _code_names(root: etree._Element) -> dict[str, str]:
    """Every code's GUID and the label it becomes: its name."""
    names: dict[str, str] = {}
    for code in root.iter(q("Code")):
        guid = _guid(code.get("guid"))
        if guid:
            names[guid] = _name(code)
    return names


def _guid(value: str | None) -> str:
    return (value or "").strip().strip("{}").lower()


def _source_text(source: etree._Element, entries: dict[str, bytes], name: str) -> str:
    inline = source.find(q("PlainTextContent"))
    path = source.get("plainTextPath")
    if inline is not None and not path:
        return _text(inline)
    if not path:
        raise ImportFailure("qdpx_source_no_text_path", name=name)
    if not path.startswith(INTERNAL):
        raise ImportFailure("qdpx_source_outside", name=name, path=path)
    wanted = path[len(INTERNAL):]
    # REFI-QDA 8.1 names the folder "sources"; NVivo and older exports write "Sources".
    found = next((data for entry, data in entries.items() if entry.lower() == f"sources/{wanted}".lower()), None)
    if found is None:
        raise ImportFailure("qdpx_source_missing", name=name, path=path)
    try:
        return found.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise ImportFailure("qdpx_source_not_utf8", name=name) from None


def _positions(element: etree._Element, name: str) -> tuple[int, int]:
    try:
        return int(element.get("startPosition", "")), int(element.get("endPosition", ""))
    except ValueError:
        raise ImportFailure("qdpx_position_not_number", name=name) from None


@dataclass
class _Note:
    text: str
    span: tuple[int, int] | None
    user: str


def _notes(root: etree._Element, users: dict[str, str]) -> dict[str, _Note]:
    """Every note by GUID: its text, and the passage it is on when it holds one (the way
    QualCoder writes an annotation: a ``PlainTextSelection`` inside the note)."""
    notes: dict[str, _Note] = {}
    for element in root.iter(q("Note")):
        selection = element.find(q("PlainTextSelection"))
        span = _positions(selection, _name(element, "note")) if selection is not None else None
        user = users.get(_guid(element.get("creatingUser") or element.get("modifyingUser")), "")
        notes[_guid(element.get("guid"))] = _Note(_text(element.find(q("PlainTextContent"))).strip(), span, user)
    return notes


def _selections(source: etree._Element, notes: dict[str, _Note], users: dict[str, str], name: str) -> list[_Selection]:
    found: list[_Selection] = []
    for element in source.findall(q("PlainTextSelection")):
        start, end = _positions(element, name)
        codes = [_guid(ref.get("targetGUID")) for coding in element.findall(q("Coding"))
                 for ref in coding.findall(q("CodeRef"))]
        refs = [notes[g].text for ref in element.findall(q("NoteRef"))
                if (g := _guid(ref.get("targetGUID"))) in notes and notes[g].text]
        user = users.get(_guid(element.get("creatingUser") or element.get("modifyingUser")), "")
        found.append(_Selection(start, end, codes, _text(element.find(q("Description"))).strip(), refs,
                                element.get("name") or "", user))
    return found


def _same_text(name: str, passage: str) -> bool:
    """Whether a selection's name is its passage (programs write the passage as the name,
    sometimes cut short)."""
    a, b = " ".join(name.split()), " ".join(passage.split())
    if not a:
        return False
    if a == b:
        return True
    cut = a.rstrip("…. ")
    return len(cut) >= 20 and b.startswith(cut)


def _in_text(name: str, text: str) -> bool:
    a = " ".join(name.split()).rstrip("…. ")
    return bool(a) and len(a) >= 3 and a in " ".join(text.split())


def _line_ends(text: str, selections: list[_Selection], origin: str) -> tuple[str, str | None]:
    """The text positions count in, when its lines end in CR LF: as written (a line end is two
    characters) or with each CR LF as one. The selections' names decide where they are passages;
    else the program that wrote the project (only NVivo is known to count two)."""
    if "\r\n" not in text:
        return text, None
    single = text.replace("\r\n", "\n")

    def fits(candidate: str) -> int:
        return sum(1 for s in selections if s.end <= len(candidate) and _same_text(s.name, candidate[s.start:s.end]))

    one, two = fits(single), fits(text)
    if one != two:
        return (single, "one") if one > two else (text, "two")
    if any(s.end > len(single) for s in selections):
        return text, "two-guessed"
    return (text, "two-guessed") if "nvivo" in origin.casefold() else (single, "one-guessed")


def _users(root: etree._Element) -> dict[str, str]:
    return {_guid(u.get("guid")): _name(u) for u in root.iter(q("User")) if _name(u)}


def _variables(root: etree._Element) -> tuple[dict[str, str], dict[str, tuple[str, str]]]:
    """Variable GUIDs of the ones Parallax knows (outlet, author...) to the metadata field, and
    the others' GUIDs to their name and description."""
    fields: dict[str, str] = {}
    others: dict[str, tuple[str, str]] = {}
    for variable in root.iter(q("Variable")):
        shown = _name(variable)
        name = _VARIABLE_FIELDS.get(shown.casefold())
        if name:
            fields[_guid(variable.get("guid"))] = name
        elif shown:
            others[_guid(variable.get("guid"))] = (shown, _text(variable.find(q("Description"))).strip())
    return fields, others


def _where(root: etree._Element, line: int) -> str:
    """What a line of ``project.qde`` belongs to, for a repair's message: the source, note,
    code or set around it."""
    last: etree._Element | None = None
    for element in root.iter("*"):  # elements only (comments and instructions are not kept)
        at: Any = getattr(element, "sourceline", None)
        if isinstance(at, int) and at > line:
            break
        last = element
    places = {
        q("TextSource"): _("source {name}"), q("Note"): _("a note"), q("Code"): _("code {name}"),
        q("Set"): _("set {name}"), q("Case"): _("case {name}"), q("Variable"): _("variable {name}"),
        q("User"): _("user {name}"),
    }
    while last is not None:
        if last.tag in places:
            return places[last.tag].format(name=_short(_name(last, "?")))
        last = last.getparent()
    return PROJECT_ENTRY


def _repair_warnings(root: etree._Element, repairs: list[Repair]) -> list[str]:
    by_place: dict[str, list[Repair]] = {}
    for r in repairs:
        by_place.setdefault(_where(root, r.line), []).append(r)
    return [
        ngettext("{count} stray character (& or <) escaped in {place} ({part}, line {lines}): the XML was broken there",
                 "{count} stray characters (& or <) escaped in {place} ({part}, lines {lines}): the XML was broken there",
                 len(found)).format(count=len(found), place=place, part=PROJECT_ENTRY,
                lines=", ".join(dict.fromkeys(str(r.line) for r in found)))
        for place, found in by_place.items()
    ]


def read_project(path: Path) -> Project:
    """Read and check a ``.qdpx``; raises :class:`ImportFailure` with the reason."""
    entries = read_project_entries(path)
    data = next((v for k, v in entries.items() if k.lower() == PROJECT_ENTRY), None)
    if data is None:
        raise ImportFailure("qdpx_no_project")
    root, repairs = parse_xml_repairs(data, PROJECT_ENTRY, _TEXT_ONLY)
    if root.tag != q("Project"):
        raise ImportFailure("qdpx_not_qda_xml")
    warnings = _repair_warnings(root, repairs)
    users = _users(root)
    notes = _notes(root, users)
    fields, others = _variables(root)
    origin = root.get("origin") or ""
    sources: list[_Source] = []
    values: dict[str, dict[str, str]] = {}
    referenced: set[str] = set()
    count = 0
    holder = root.find(q("Sources"))
    skipped_kinds: list[str] = []
    for element in holder if holder is not None else []:
        if element.tag in {q(t) for t in _OTHER_SOURCES}:
            skipped_kinds.append(_short(_name(element, "?")))
            continue
        if element.tag != q("TextSource"):
            continue
        name = _name(element, "Untitled source")
        text = _source_text(element, entries, name)
        selections = _selections(element, notes, users, name)
        for ref in element.findall(q("NoteRef")):
            guid = _guid(ref.get("targetGUID"))
            note = notes.get(guid)
            referenced.add(guid)
            if note is None or not note.text:
                continue
            if note.span is None:
                warnings.append(_("the note on the whole source {source} was not imported: Parallax keeps notes on "
                                  "passages, not on articles").format(source=_short(name)))
                continue
            selections.append(_Selection(*note.span, [], "", [note.text], "", note.user))
        text, counted = _line_ends(text, selections, origin)
        if counted in ("one-guessed", "two-guessed"):
            n = 1 if counted == "one-guessed" else 2
            warnings.append(ngettext(
                "source {source} has Windows line ends (CR LF) and no selection names to tell how its positions "
                "count them; each was taken as {n} character: check its passages",
                "source {source} has Windows line ends (CR LF) and no selection names to tell how its positions "
                "count them; each was taken as {n} characters: check its passages", n).format(source=_short(name), n=n))
        selections = _checked(selections, text, name, warnings)
        count += len(selections)
        if count > MAX_SELECTIONS:
            raise ImportFailure("qdpx_too_many_selections", limit=MAX_SELECTIONS)
        metadata: dict[str, str] = {}
        guid = _guid(element.get("guid"))
        for value in element.findall(q("VariableValue")):
            variable: etree._Element | None = value.find(q("VariableRef"))
            target = _guid(variable.get("targetGUID") if variable is not None else None)
            shown = " ".join(_text(value.find(q("TextValue"))).split())
            if target in fields and shown:
                metadata[fields[target]] = shown
            elif target in others and shown:
                values.setdefault(target, {})[guid] = shown
        sources.append(_Source(guid, name, text, selections, metadata))
    if not sources:
        raise ImportFailure("qdpx_no_sources")
    if skipped_kinds:
        warnings.append(ngettext(
            "{count} source that is not text was not imported (pictures, PDF, audio, video): {names}",
            "{count} sources that are not text were not imported (pictures, PDF, audio, video): {names}",
            len(skipped_kinds)).format(count=len(skipped_kinds), names=", ".join(skipped_kinds[:5])))
    _place_loose_notes(notes, referenced, sources, root, warnings)
    sets: list[tuple[str, str, list[str]]] = []
    for element in root.iter(q("Set")):
        members = [_guid(m.get("targetGUID")) for m in element.findall(q("MemberSource"))]
        sets.append((_name(element, "Set"), _text(element.find(q("Description"))).strip(), members))
    if not sets:
        sets = _sets_from_variables(others, values, warnings)
    elif values:
        _unused_variables(others, values, set(), warnings)
    return Project(_name(root, path.stem), sources, _code_names(root), sets,
                   sorted(set(users.values()) - {"Parallax"}, key=str.casefold), warnings)


def _checked(selections: list[_Selection], text: str, source: str, warnings: list[str]) -> list[_Selection]:
    """The selections whose positions hold their text. A selection outside the text refuses
    the project; one whose name is a passage found elsewhere in the text is left out and said
    (its positions were counted some other way, and placing it would mark the wrong words)."""
    kept: list[_Selection] = []
    wrong: list[_Selection] = []
    for s in selections:
        if not 0 <= s.start < s.end <= len(text):
            raise ImportFailure("qdpx_selection_outside", name=source, start=s.start, end=s.end, length=len(text))
        if s.name and not _same_text(s.name, text[s.start:s.end]) and _in_text(s.name, text):
            wrong.append(s)
        else:
            kept.append(s)
    if wrong:
        first = wrong[0]
        warnings.append(
            ngettext("source {source}: {count} selection left out because its positions do not hold its text "
                     "({name} at {start}\u2013{end} reads {found})",
                     "source {source}: {count} selections left out because their positions do not hold their text "
                     "({name} at {start}\u2013{end} reads {found})", len(wrong)).format(
                source=_short(source), count=len(wrong), name=_short(first.name, 40), start=first.start,
                end=first.end, found=_short(text[first.start:first.end], 40)))
    return kept


def _place_loose_notes(notes: dict[str, _Note], referenced: set[str], sources: list[_Source],
                       root: etree._Element, warnings: list[str]) -> None:
    """Notes on a passage that no source refers to (QualCoder refers to only the first of a
    source's annotations): placed where only one source is long enough to hold the passage."""
    inside = {_guid(r.get("targetGUID")) for s in root.iter(q("PlainTextSelection")) for r in s.findall(q("NoteRef"))}
    lost = 0
    for guid, note in notes.items():
        if guid in referenced or guid in inside or note.span is None or not note.text:
            continue
        start, end = note.span
        fitting = [s for s in sources if 0 <= start < end <= len(s.text) and s.text[start:end].strip()]
        if len(fitting) == 1:
            fitting[0].selections.append(_Selection(start, end, [], "", [note.text], "", note.user))
        else:
            lost += 1
    if lost:
        warnings.append(ngettext(
            "{count} note on a passage was not imported: the project does not say which source it is on",
            "{count} notes on passages were not imported: the project does not say which source they are on",
            lost).format(count=lost))


def _sets_from_variables(others: dict[str, tuple[str, str]], values: dict[str, dict[str, str]],
                         warnings: list[str]) -> list[tuple[str, str, list[str]]]:
    """QualCoder keeps a set as a variable of that name whose value, on each member, is the
    name itself; it exports it so. Such a variable becomes the set again."""
    sets = []
    used: set[str] = set()
    for guid, by_source in values.items():
        name, description = others[guid]
        if by_source and all(v == name for v in by_source.values()):
            sets.append((name, description, list(by_source)))
            used.add(guid)
    _unused_variables(others, values, used, warnings)
    return sets


def _unused_variables(others: dict[str, tuple[str, str]], values: dict[str, dict[str, str]], used: set[str],
                      warnings: list[str]) -> None:
    names = [others[g][0] for g in values if g not in used]
    if names:
        warnings.append(_("variables Parallax has no field for were not imported: {names}").format(
            names=", ".join(_short(n, 30) for n in names[:8])))


# -- from a source's text to an article -----------------------------------------------------------


_SPACE_RUN = re.compile("[ \t\n\r\f\v\u2028\u2029\x85]+")
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ufffc\ufdd0\ufdd1\ud800-\udfff\u00ad]")


def _line_map(line: str, out: int) -> tuple[str, list[int | None]]:
    """A line as the reading text holds it (:func:`clean_text`), and where each of its code
    points lands there: white space runs become one space, controls and the ends go."""
    kept: list[str] = []
    where: list[int | None] = []
    for match in re.finditer(r"[ \t\r\f\v\u2028\u2029\x85]+|.", line, re.DOTALL):
        piece = match.group()
        if _SPACE_RUN.fullmatch(piece):
            where.append(len(kept))
            kept.append(" ")
            where.extend([None] * (len(piece) - 1))
        elif _CONTROL.fullmatch(piece):
            where.append(None)
        else:
            where.append(len(kept))
            kept.append(piece)
    text = "".join(kept)
    lead = len(text) - len(text.lstrip(" "))
    body = text.strip(" ")
    if unicodedata.normalize("NFC", body) != body or body != clean_text(line):
        return clean_text(line), [None] * len(line)
    return body, [None if w is None or not lead <= w < lead + len(body) else out + w - lead for w in where]


def _article(text: str, name: str) -> tuple[str, list[int | None]]:
    """The Markdown of a source, and where each code point of its text lands in the reading
    text (None for what the reading text drops: blank lines, runs of white space, controls).

    Every non-empty line is a paragraph, the first one the heading, as for a plain text file;
    the line end after a paragraph is the reading text's own line end.
    """
    mapping: list[int | None] = []
    blocks: list[TextBlock] = []
    out = 0
    lines = text.split("\n")
    for number, line in enumerate(lines):
        cleaned, where = _line_map(line, out)
        mapping.extend(where)
        if cleaned:
            blocks.append(block("heading", cleaned, 1) if not blocks else block("paragraph", cleaned))
            out += len(cleaned)
        if number < len(lines) - 1:
            mapping.append(out if cleaned else None)
            out += 1 if cleaned else 0
    if not blocks:
        raise ImportFailure("qdpx_source_empty", name=name)
    length = sum(len(b.text) for b in blocks) + len(blocks) - 1
    return render_markdown(blocks), [p if p is not None and p < length else None for p in mapping]


def _place(mapping: list[int | None], start: int, end: int) -> tuple[int, int] | None:
    """Where ``[start, end)`` of the source is in the reading text: only if every reading text
    code point in that span comes from inside the selection, in order."""
    kept = [p for p in mapping[start:end] if p is not None]
    if not kept:
        return None
    first, last = kept[0], kept[-1] + 1
    if kept != list(range(first, last)):
        return None
    return first, last


def import_qdpx(library: Library, path: Path, *, comparison: str | None = None) -> ProjectReport:
    """Import a ``.qdpx`` in one transaction; raises :class:`ImportFailure` and writes nothing
    when any part of it is refused. What was left out is in the report's ``warnings``."""
    try:
        project = read_project(path)
    except ImportFailure as exc:
        raise ImportFailure("file_problem", name=path.name, problem=exc) from None
    prepared = []
    for source in project.sources:
        markdown, mapping = _article(source.text, source.name)
        reading = reading_text(markdown)
        places = []
        for s in source.selections:
            place = _place(mapping, s.start, s.end)
            if place is not None and not reading[place[0]:place[1]].strip():
                place = None
            if place is None:
                raise ImportFailure(
                    "qdpx_selection_blank", name=path.name, source=source.name, start=s.start, end=s.end
                )
            places.append(place)
        prepared.append((source, markdown, places))
    try:
        report = _store(library, project, prepared, comparison)
    except InputError as exc:
        raise ImportFailure("qdpx_not_imported", name=path.name, problem=exc) from None
    report.users = project.users
    report.warnings = project.warnings
    return report


def _store(library: Library, project: Project, prepared: list[tuple[_Source, str, list[tuple[int, int]]]],
           comparison: str | None) -> ProjectReport:
    report = ProjectReport(project.name)
    guid_to_article: dict[str, str] = {}
    several = len(project.users) > 1
    with library.batch():
        for source, markdown, places in prepared:
            meta = source.metadata  # the fields of VARIABLES
            article, created = library.add_article(
                markdown, title=short_title(source.name), source_format="qdpx",
                comparison=comparison, outlet=meta.get("outlet"), author=meta.get("author"),
                published=meta.get("published"), url=meta.get("url"), language=meta.get("language"),
            )
            guid_to_article[source.guid] = article.id
            if created:
                report.articles_added += 1
            else:
                report.articles_existing += 1
            # Programs may code one passage as several selections: one highlight gathers them.
            passages: dict[tuple[int, int], tuple[list[str], list[str], list[str]]] = {}
            for s, place in zip(source.selections, places, strict=True):
                labels, notes, coders = passages.setdefault(place, ([], [], []))
                labels.extend(project.codes[c] for c in s.codes if project.codes.get(c))
                notes.extend(part for part in (s.description, *s.notes) if part)
                if s.user:
                    coders.append(s.user)
            for (start, end), (labels, notes, coders) in passages.items():
                existing = library.find_highlight(article.id, start, end)
                if existing is not None:
                    if _merge_into(library, existing.id, labels, notes):
                        report.highlights_updated += 1
                    else:
                        report.highlights_existing += 1
                    continue
                if several and coders:  # who coded what, where a project has several coders
                    notes.append(_("Coded by {names}").format(names=", ".join(dict.fromkeys(coders))))
                library.add_highlight(article.id, start, end, label=", ".join(dict.fromkeys(labels)) or None,
                                      note="\n\n".join(dict.fromkeys(notes)))
                report.highlights_added += 1
        if comparison is not None:
            report.comparison_ids.append(library.resolve_comparison(comparison))
        else:
            sets = project.sets or [(project.name, "", [s.guid for s in project.sources])]
            for name, note, members in sets:
                ids = [guid_to_article[m] for m in members if m in guid_to_article]
                if ids:
                    report.comparison_ids.append(_comparison_for(library, name, note, ids))
    return report


def _merge_into(library: Library, hid: str, labels: list[str], notes: list[str]) -> bool:
    """Add to a highlight already in the library what the project holds beyond it: codes that
    are neither its label nor the titles of its discrepancies, and notes it does not have
    (claims are its discrepancies' own). Returns whether anything was added."""
    highlight = library.get_highlight(hid)
    titles = {d.title.casefold() for d in library.discrepancies_of_highlight(hid)}
    current = f", {highlight.label or ''}, ".casefold()
    new_labels = [label for label in dict.fromkeys(labels)
                  if label.casefold() not in titles and f", {label}, ".casefold() not in current]
    new_notes = [n for n in dict.fromkeys(notes) if n not in (highlight.note or "") and not _CLAIM.match(n)]
    if not new_labels and not new_notes:
        return False
    label = ", ".join([*([highlight.label] if highlight.label else []), *new_labels]) or None
    note = "\n\n".join([*([highlight.note] if highlight.note else []), *new_notes])
    library.update_highlight(hid, label=label, note=note)
    return True


def _comparison_for(library: Library, name: str, note: str, ids: list[str]) -> str:
    """The comparison of a set: the one of that name if it holds these articles already (the
    project was imported before), else a new one (named apart if the name is taken)."""
    try:
        existing = library.get_comparison(name)
    except NotFoundError:
        existing = None
    if existing is not None and set(ids) <= set(existing.article_ids):
        return existing.id
    return library.create_comparison(name, note, ids).id
