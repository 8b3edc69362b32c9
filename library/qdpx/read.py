"""Reading a REFI-QDA project (``.qdpx``) into a library: text sources become articles, coded
text selections become highlights, and codes become their labels.

A project may come from anyone, so it is read like a bundle: the zip through the same checks
(paths, sizes, compression ratio, entry count), ``project.qde`` through the safe XML parser (no
entities, no DTD, no network), and every selection is checked against its text before anything
is written. The whole project then goes in as one transaction: all of it, or nothing.

Each source's plain text becomes an article whose reading text is that text, one line per
paragraph (the first line its heading). Blank lines and stray spaces are not part of a reading
text, so positions are carried over line by line; a selection that cannot be placed exactly is
refused rather than moved.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lxml import etree

from ..errors import ImportFailure, InputError, NotFoundError
from ..importers.blocks import TextBlock, block, clean_text, render_markdown, short_title
from ..importers.xml_safety import parse_xml
from ..store import Library
from ..textmodel import reading_text
from .archive import read_project_entries
from .format import INTERNAL, PROJECT_ENTRY, q
from .write import VARIABLES

MAX_SELECTIONS = 200_000
_VARIABLE_FIELDS = {shown.casefold(): name for name, shown, _description in VARIABLES}


@dataclass
class _Selection:
    start: int
    end: int
    codes: list[str]
    description: str
    notes: list[str]


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


@dataclass
class ProjectReport:
    """What importing a project did (the command line prints it like a bundle's merge)."""

    name: str
    articles_added: int = 0
    articles_existing: int = 0
    highlights_added: int = 0
    highlights_existing: int = 0
    comparison_ids: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.articles_added or self.highlights_added)

    def as_json(self) -> dict[str, Any]:
        return {
            "counts": {
                "articles": {"added": self.articles_added, "existing": self.articles_existing},
                "highlights": {"added": self.highlights_added, "existing": self.highlights_existing},
            },
            "conflicts": [],
            "orphans": [],
        }


def _text(element: etree._Element | None) -> str:
    return "".join(str(t) for t in element.itertext()) if element is not None else ""


def _code_names(root: etree._Element) -> dict[str, str]:
    """Every code's GUID and the label it becomes: its name."""
    names: dict[str, str] = {}
    for code in root.iter(q("Code")):
        guid = _guid(code.get("guid"))
        if guid:
            names[guid] = " ".join((code.get("name") or "").split())
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
    # The standard's examples spell the folder "sources", the programs "Sources".
    found = next((data for entry, data in entries.items() if entry.lower() == f"sources/{wanted}".lower()), None)
    if found is None:
        raise ImportFailure("qdpx_source_missing", name=name, path=path)
    try:
        return found.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise ImportFailure("qdpx_source_not_utf8", name=name) from None


def _selections(source: etree._Element, notes: dict[str, str], text: str, name: str) -> list[_Selection]:
    found: list[_Selection] = []
    for element in source.findall(q("PlainTextSelection")):
        try:
            start = int(element.get("startPosition", ""))
            end = int(element.get("endPosition", ""))
        except ValueError:
            raise ImportFailure("qdpx_position_not_number", name=name) from None
        if not 0 <= start < end <= len(text):
            raise ImportFailure("qdpx_selection_outside", name=name, start=start, end=end, length=len(text))
        codes = [_guid(ref.get("targetGUID")) for coding in element.findall(q("Coding"))
                 for ref in coding.findall(q("CodeRef"))]
        refs = [notes.get(_guid(ref.get("targetGUID")), "") for ref in element.findall(q("NoteRef"))]
        found.append(_Selection(start, end, codes, _text(element.find(q("Description"))).strip(),
                                [n for n in refs if n.strip()]))
    return found


def _variables(root: etree._Element) -> dict[str, str]:
    """Variable GUIDs of the ones Parallax knows (outlet, author...) to the metadata field."""
    fields: dict[str, str] = {}
    for variable in root.iter(q("Variable")):
        name = _VARIABLE_FIELDS.get((variable.get("name") or "").strip().casefold())
        if name:
            fields[_guid(variable.get("guid"))] = name
    return fields


def read_project(path: Path) -> Project:
    """Read and check a ``.qdpx``; raises :class:`ImportFailure` with the reason."""
    entries = read_project_entries(path)
    data = next((v for k, v in entries.items() if k.lower() == PROJECT_ENTRY), None)
    if data is None:
        raise ImportFailure("qdpx_no_project")
    root = parse_xml(data, PROJECT_ENTRY)
    if root.tag != q("Project"):
        raise ImportFailure("qdpx_not_qda_xml")
    notes = {_guid(n.get("guid")): _text(n.find(q("PlainTextContent"))) for n in root.iter(q("Note"))}
    fields = _variables(root)
    sources: list[_Source] = []
    count = 0
    holder = root.find(q("Sources"))
    for element in holder.findall(q("TextSource")) if holder is not None else []:
        name = " ".join((element.get("name") or "").split()) or "Untitled source"
        text = _source_text(element, entries, name)
        selections = _selections(element, notes, text, name)
        count += len(selections)
        if count > MAX_SELECTIONS:
            raise ImportFailure("qdpx_too_many_selections", limit=MAX_SELECTIONS)
        metadata: dict[str, str] = {}
        for value in element.findall(q("VariableValue")):
            ref = value.find(q("VariableRef"))
            target = fields.get(_guid(ref.get("targetGUID") if ref is not None else None))
            shown = " ".join(_text(value.find(q("TextValue"))).split())
            if target and shown:
                metadata[target] = shown
        sources.append(_Source(_guid(element.get("guid")), name, text, selections, metadata))
    if not sources:
        raise ImportFailure("qdpx_no_sources")
    sets: list[tuple[str, str, list[str]]] = []
    for element in root.iter(q("Set")):
        members = [_guid(m.get("targetGUID")) for m in element.findall(q("MemberSource"))]
        sets.append((" ".join((element.get("name") or "").split()) or "Set",
                     _text(element.find(q("Description"))).strip(), members))
    return Project(" ".join((root.get("name") or "").split()) or path.stem, sources, _code_names(root), sets)


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
    when any part of it is refused."""
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
        return _store(library, project, prepared, comparison)
    except InputError as exc:
        raise ImportFailure("qdpx_not_imported", name=path.name, problem=exc) from None


def _store(library: Library, project: Project, prepared: list[tuple[_Source, str, list[tuple[int, int]]]],
           comparison: str | None) -> ProjectReport:
    report = ProjectReport(project.name)
    guid_to_article: dict[str, str] = {}
    with library.batch():
        for source, markdown, places in prepared:
            article, created = library.add_article(
                markdown, title=short_title(source.name), source_format="qdpx",
                comparison=comparison, **source.metadata,
            )
            guid_to_article[source.guid] = article.id
            if created:
                report.articles_added += 1
            else:
                report.articles_existing += 1
            # Programs may code one passage as several selections: one highlight gathers them.
            passages: dict[tuple[int, int], tuple[list[str], list[str]]] = {}
            for s, place in zip(source.selections, places, strict=True):
                labels, notes = passages.setdefault(place, ([], []))
                labels.extend(project.codes[c] for c in s.codes if project.codes.get(c))
                notes.extend(part for part in (s.description, *s.notes) if part)
            for (start, end), (labels, notes) in passages.items():
                if library.find_highlight(article.id, start, end) is not None:
                    report.highlights_existing += 1  # kept as it is: its label and note are the reader's
                    continue
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
