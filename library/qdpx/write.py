"""Writing a library (or some of its comparisons) as a REFI-QDA project (``.qdpx``).

The mapping (docs/interop.md): each article is a ``TextSource`` whose plain text is its reading
text, stored as ``sources/<guid>.txt``, so every position Parallax keeps (code points, end
exclusive) is a position in that file. Each discrepancy kind is a code, with a child code per
discrepancy (its note as the description); each highlight is a ``PlainTextSelection`` coded with
the codes of its discrepancies (and of its label), its claims in the description and its note
as a QDA note. Each comparison is a ``Set`` of its sources and codes. Outlet, author, date, link
and language travel as variables, which every QDA program shows beside a source.
"""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lxml import etree

from .. import __version__
from ..models import Article, Comparison, Discrepancy, Highlight, Kind, now
from ..outputs import atomic_output
from ..store import Library
from ..zipsafety import stable_entry
from .format import INTERNAL, NAMESPACE, PROJECT_ENTRY, SOURCES_FOLDER, article_guid, name_guid, q

VARIABLES = (
    ("outlet", "Outlet", "The outlet that published the article."),
    ("author", "Author", "Who wrote the article."),
    ("published", "Published", "When the article was published."),
    ("url", "URL", "Where the article was found."),
    ("language", "Language", "The article's language (a BCP 47 tag)."),
)
"""Article metadata carried as QDA-XML text variables: (field, variable name, description)."""
USER_NAME = "Parallax"
"""The user named in a project when no creator is given (``--creator``, Preferences)."""
LABELS_CODE = "Labels"


@dataclass
class _Selection:
    """What one export holds: the comparisons asked for, their articles and annotations."""

    comparisons: list[Comparison]
    articles: list[Article]
    highlights: dict[str, list[Highlight]]
    discrepancies: list[Discrepancy]
    kinds: list[Kind]
    skipped: int = 0
    by_highlight: dict[str, list[tuple[Discrepancy, str]]] = field(default_factory=dict)


def _select(library: Library, names: Sequence[str] | None) -> _Selection:
    if names is None:
        comparisons = library.list_comparisons()
        article_ids = [a.id for a in library.list_articles()]
        discrepancies = library.list_discrepancies()
    else:
        seen: set[str] = set()
        comparisons = []
        for name in names:
            c = library.get_comparison(name)
            if c.id not in seen:
                seen.add(c.id)
                comparisons.append(c)
        discrepancies = [d for c in comparisons for d in library.list_discrepancies(c.id)]
        article_ids = list(dict.fromkeys([*(a for c in comparisons for a in c.article_ids),
                                          *(p.article for d in discrepancies for p in d.passages)]))
    articles = [library.get_article(a) for a in article_ids]
    highlights = {a.id: library.list_highlights(a.id) for a in articles}
    kinds_used = {d.kind for d in discrepancies}
    sel = _Selection(comparisons, articles, highlights, discrepancies,
                     [k for k in library.list_kinds() if k.name in kinds_used])
    for d in discrepancies:
        for p in d.passages:
            sel.by_highlight.setdefault(p.highlight, []).append((d, p.claim))
    return sel


def _sub(parent: etree._Element, tag: str, text: str | None = None, **attributes: str) -> etree._Element:
    element = etree.SubElement(parent, q(tag), {k: v for k, v in attributes.items() if v is not None})
    if text is not None:
        element.text = text
    return element


def _xml_text(value: str) -> str:
    """``value`` without the characters XML 1.0 cannot hold (kept in the .txt files instead)."""
    return "".join(c for c in value if c in "\t\n\r" or (" " <= c <= "\ud7ff") or ("\ue000" <= c <= "\ufffd")
                   or c > "\uffff")


class _Project:
    """Builds ``project.qde`` for one selection."""

    def __init__(self, sel: _Selection, name: str, creator: str | None = None) -> None:
        self.sel = sel
        self.user_name = _xml_text(" ".join((creator or "").split())) or USER_NAME
        self.user = name_guid("user", self.user_name)
        self.stamp = now()
        self.root = etree.Element(q("Project"), nsmap={None: NAMESPACE})  # type: ignore[dict-item]
        self.root.set("name", _xml_text(name))
        self.root.set("origin", f"Parallax {__version__}")
        self.root.set("creatingUserGUID", self.user)
        self.root.set("creationDateTime", self.stamp)
        self.notes: list[tuple[str, str, Highlight]] = []
        self.label_codes: dict[str, str] = {}

    def build(self) -> etree._Element:
        users = _sub(self.root, "Users")
        _sub(users, "User", guid=self.user, name=self.user_name)
        self._codebook()
        if self.sel.articles:
            self._variables()
            self._sources()
        if self.notes:
            self._notes()
        if self.sel.comparisons:
            self._sets()
        _sub(self.root, "Description", "Exported from Parallax: articles, highlights and discrepancy annotations.")
        return self.root

    def _codebook(self) -> None:
        labels = sorted({h.label for hs in self.sel.highlights.values() for h in hs if h.label and not h.orphan})
        if not self.sel.kinds and not labels:
            return
        codes = _sub(_sub(self.root, "CodeBook"), "Codes")
        for kind in self.sel.kinds:
            parent = _sub(codes, "Code", guid=name_guid("kind", kind.name), name=_xml_text(kind.label),
                          isCodable="true")
            if kind.description:
                _sub(parent, "Description", _xml_text(kind.description))
            for d in self.sel.discrepancies:
                if d.kind != kind.name:
                    continue
                code = _sub(parent, "Code", guid=d.id, name=_xml_text(d.title), isCodable="true")
                if d.note:
                    _sub(code, "Description", _xml_text(d.note))
        if labels:
            parent = _sub(codes, "Code", guid=name_guid("labels"), name=LABELS_CODE, isCodable="false")
            _sub(parent, "Description", "The labels of highlights in Parallax.")
            for label in labels:
                guid = self.label_codes[label] = name_guid("label", label)
                _sub(parent, "Code", guid=guid, name=_xml_text(label), isCodable="true")

    def _variables(self) -> None:
        variables = _sub(self.root, "Variables")
        for name, shown, description in VARIABLES:
            variable = _sub(variables, "Variable", guid=name_guid("variable", name), name=shown,
                            typeOfVariable="Text")
            _sub(variable, "Description", description)

    def _sources(self) -> None:
        sources = _sub(self.root, "Sources")
        for article in self.sel.articles:
            guid = article_guid(article.id)
            info = article.info
            source = _sub(sources, "TextSource", guid=guid, name=_xml_text(info.title),
                          plainTextPath=f"{INTERNAL}{guid}.txt", creatingUser=self.user,
                          creationDateTime=info.imported_at)
            _sub(source, "Description", f"Parallax article urn:sha256:{article.id}")
            noted = len(self.notes)
            for h in self.sel.highlights.get(article.id, []):
                if h.orphan:
                    self.sel.skipped += 1
                    continue
                self._selection(source, h)
            # A note is referred to from its selection (the standard's place) and from its
            # source, where QualCoder and MAXQDA look for a passage's note ("annotation").
            for guid, _text, _h in self.notes[noted:]:
                _sub(source, "NoteRef", targetGUID=guid)
            for name, _shown, _description in VARIABLES:
                value = getattr(info, name)
                if value:
                    holder = _sub(source, "VariableValue")
                    _sub(holder, "VariableRef", targetGUID=name_guid("variable", name))
                    _sub(holder, "TextValue", _xml_text(value))

    def _selection(self, source: etree._Element, h: Highlight) -> None:
        element = _sub(source, "PlainTextSelection", guid=h.id, name=_xml_text(h.exact[:200]),
                       startPosition=str(h.start), endPosition=str(h.end), creatingUser=self.user,
                       creationDateTime=h.created, modifyingUser=self.user, modifiedDateTime=h.updated)
        linked = self.sel.by_highlight.get(h.id, [])
        claims = [(d, claim) for d, claim in linked if claim]
        if len(claims) == 1 and len(linked) == 1:
            _sub(element, "Description", _xml_text(f"Claim: {claims[0][1]}"))
        elif claims:
            _sub(element, "Description", _xml_text("\n".join(f"Claim ({d.title}): {c}" for d, c in claims)))
        codes = [d.id for d, _claim in linked]
        if h.label and h.label in self.label_codes:
            codes.append(self.label_codes[h.label])
        for code in dict.fromkeys(codes):
            coding = _sub(element, "Coding", guid=name_guid("coding", h.id, code), creatingUser=self.user,
                          creationDateTime=h.created)
            _sub(coding, "CodeRef", targetGUID=code)
        if h.note:
            note_guid = name_guid("note", h.id)
            self.notes.append((note_guid, h.note, h))
            _sub(element, "NoteRef", targetGUID=note_guid)

    def _notes(self) -> None:
        notes = _sub(self.root, "Notes")
        for guid, text, h in self.notes:
            note = _sub(notes, "Note", guid=guid, name=_xml_text(f"Note on \u201c{h.exact[:60]}\u201d"),
                        creatingUser=self.user, creationDateTime=h.created, modifyingUser=self.user,
                        modifiedDateTime=h.updated)
            _sub(note, "PlainTextContent", _xml_text(text))
            _sub(note, "PlainTextSelection", guid=name_guid("annotated", h.id), name=_xml_text(h.exact[:200]),
                 startPosition=str(h.start), endPosition=str(h.end))

    def _sets(self) -> None:
        sets = _sub(self.root, "Sets")
        exported = {a.id for a in self.sel.articles}
        for c in self.sel.comparisons:
            element = _sub(sets, "Set", guid=c.id, name=_xml_text(c.name))
            if c.note:
                _sub(element, "Description", _xml_text(c.note))
            for d in self.sel.discrepancies:
                if d.comparison == c.id:
                    _sub(element, "MemberCode", targetGUID=d.id)
            for aid in c.article_ids:
                if aid in exported:
                    _sub(element, "MemberSource", targetGUID=article_guid(aid))


def _serialise(root: etree._Element) -> bytes:
    return bytes(etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True))


def _project_name(library: Library, comparisons: Sequence[str] | None) -> str:
    if comparisons:
        return ", ".join(library.get_comparison(n).name for n in dict.fromkeys(comparisons))
    return Path(library.path).stem if library.path != ":memory:" else "Parallax library"



def export_qdpx(library: Library, out: Path, *, comparisons: Sequence[str] | None = None,
                creator: str | None = None) -> dict[str, Any]:
    """Write a ``.qdpx`` of the whole library (``comparisons=None``) or of the named comparisons.

    ``creator`` names the project's user (the coder of every selection); "Parallax" without one.

    The same things go in as in a bundle of those comparisons. Orphaned highlights (whose
    passage is no longer found) are left out and counted as ``skipped``. The file is written
    by the output rules (:mod:`..outputs`): never over the library or a non-regular file, and
    complete or not at all.
    """
    sel = _select(library, comparisons)
    project = _Project(sel, _project_name(library, comparisons), creator)
    document = _serialise(project.build())
    out = Path(out)
    with atomic_output(out, library.path) as handle, zipfile.ZipFile(handle, "w") as zf:
        zf.writestr(stable_entry(PROJECT_ENTRY), document)
        for article in sel.articles:
            zf.writestr(stable_entry(f"{SOURCES_FOLDER}/{article_guid(article.id)}.txt"), article.reading_text.encode("utf-8"))
    selections = sum(len(hs) for hs in sel.highlights.values()) - sel.skipped
    return {
        "path": str(out),
        "format": "qdpx",
        "comparisons": len(sel.comparisons),
        "articles": len(sel.articles),
        "selections": selections,
        "codes": len(sel.kinds) + len(sel.discrepancies) + (len(project.label_codes) + 1 if project.label_codes else 0),
        "discrepancies": len(sel.discrepancies),
        "skipped": sel.skipped,
    }
