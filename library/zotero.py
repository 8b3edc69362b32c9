"""Articles from a Zotero data folder: the saved snapshots and PDFs, with Zotero's metadata.

Researchers keep what they read in Zotero. Its data folder holds ``zotero.sqlite`` (the items,
their fields, creators and collections) and ``storage/<KEY>/`` (each attachment's files: a web
page's snapshot, a PDF). Parallax reads the database read-only and never writes to the folder;
while Zotero runs it holds the database locked, and then a copy is read instead (made in a
temporary folder, with its journal, and removed afterwards).

Each chosen item (a collection's items, or every item of the library) becomes an article: its
best attachment (a snapshot, else a PDF, else another document Parallax imports) is imported as
a file would be, then Zotero's fields replace what the file said: title, outlet (publication,
website, blog...), authors, date, URL and language. An item whose attachment is missing from
``storage/``, linked outside the folder or in a format Parallax does not read is named in the
results, never dropped in silence. Notes, tags, annotations and items in the trash are not taken.
"""

from __future__ import annotations

import contextlib
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import ImportFailure
from .i18n import _
from .importers.language import language_tag

if TYPE_CHECKING:
    from .ingest import ImportResult
    from .store import Library

DATABASE = "zotero.sqlite"
KNOWN_SCHEMA = 129
"""The newest user data schema (Zotero 7) whose tables Parallax was checked against."""
_NEEDED = {
    "items": {"itemID", "itemTypeID", "key", "libraryID"},
    "itemData": {"itemID", "fieldID", "valueID"},
    "itemDataValues": {"valueID", "value"},
    "itemAttachments": {"itemID", "parentItemID", "linkMode", "contentType", "path"},
    "creators": {"creatorID", "firstName", "lastName", "fieldMode"},
    "itemCreators": {"itemID", "creatorID", "creatorTypeID", "orderIndex"},
    "collections": {"collectionID", "collectionName", "parentCollectionID"},
    "collectionItems": {"collectionID", "itemID", "orderIndex"},
    "itemTypes": {"itemTypeID", "typeName"},
    "fields": {"fieldID", "fieldName"},
}
_OUTLET_FIELDS = ("publicationTitle", "websiteTitle", "blogTitle", "forumTitle", "proceedingsTitle",
                  "bookTitle", "programTitle", "publisher")
_NOT_ARTICLES = ("attachment", "note", "annotation")
_LINK_IMPORTED = (0, 1)  # imported file, imported URL (a snapshot): in storage/
_LINK_LINKED = 2  # a file elsewhere on the computer
_PREFERRED = ("text/html", "application/xhtml+xml", "message/rfc822", "application/pdf", "application/epub+zip")
_READABLE_SUFFIXES = (".html", ".htm", ".xhtml", ".mht", ".mhtml", ".pdf", ".epub", ".docx", ".md", ".txt")
_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")


@dataclass
class ZoteroItem:
    """One item as Zotero holds it, and the file Parallax would import for it."""

    key: str
    title: str
    outlet: str | None = None
    author: str | None = None
    published: str | None = None
    url: str | None = None
    language: str | None = None
    file: Path | None = None
    problem: str | None = None


@dataclass
class ZoteroSelection:
    """The items chosen from a Zotero library, in Zotero's order."""

    items: list[ZoteroItem]
    collection: str | None
    warnings: list[str] = field(default_factory=list)


@contextlib.contextmanager
def _open(folder: Path) -> Iterator[tuple[sqlite3.Connection, bool]]:
    """``zotero.sqlite`` opened read-only, or a copy of it while Zotero holds it locked.
    Yields the connection and whether it is a copy."""
    database = folder / DATABASE
    if not folder.is_dir():
        raise ImportFailure("zotero_no_folder", folder=str(folder))
    if not database.is_file():
        raise ImportFailure("zotero_no_database", folder=str(folder))
    with tempfile.TemporaryDirectory(prefix="parallax-zotero-") as spare:
        copy = False
        try:
            connection = _connect(database)
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.OperationalError as exc:
            connection.close()
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise ImportFailure("zotero_unreadable", folder=str(folder), reason=str(exc)) from None
            for suffix in ("", "-journal", "-wal"):  # the database as Zotero last wrote it
                if (folder / f"{DATABASE}{suffix}").is_file():
                    shutil.copyfile(folder / f"{DATABASE}{suffix}", Path(spare) / f"{DATABASE}{suffix}")
            connection = _connect(Path(spare) / DATABASE)
            copy = True
        except sqlite3.DatabaseError as exc:
            connection.close()
            raise ImportFailure("zotero_unreadable", folder=str(folder), reason=str(exc)) from None
        try:
            yield connection, copy
        except sqlite3.DatabaseError as exc:
            raise ImportFailure("zotero_unreadable", folder=str(folder), reason=str(exc)) from None
        finally:
            connection.close()


def _connect(database: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(f"{database.absolute().as_uri()}?mode=ro", uri=True, timeout=0.2)
    connection.row_factory = sqlite3.Row
    return connection


def _check_schema(connection: sqlite3.Connection, folder: Path, warnings: list[str]) -> None:
    version = None
    with contextlib.suppress(sqlite3.DatabaseError):
        row = connection.execute("SELECT version FROM version WHERE schema = 'userdata'").fetchone()
        version = int(row[0]) if row is not None else None
    missing: list[str] = []
    for table, columns in _NEEDED.items():
        have = {r[1] for r in connection.execute(f"PRAGMA table_info({table})")}
        missing.extend(f"{table}.{c}" for c in sorted(columns - have))
    if missing:
        if version is not None and version > KNOWN_SCHEMA:
            raise ImportFailure("zotero_newer", folder=str(folder), version=version, known=KNOWN_SCHEMA,
                                missing=", ".join(missing[:5]))
        raise ImportFailure("zotero_not_zotero", folder=str(folder), missing=", ".join(missing[:5]))
    if version is not None and version > KNOWN_SCHEMA:
        warnings.append(_("this Zotero library was made by a newer Zotero (data schema {version}; Parallax knows "
                          "{known}): the parts Parallax reads are as it expects").format(
            version=version, known=KNOWN_SCHEMA))


def collections(folder: Path) -> list[str]:
    """The names of a Zotero library's collections (sub-collections as ``Parent / Child``)."""
    with _open(folder) as (connection, _copy):
        _check_schema(connection, folder, [])
        return sorted(_collection_paths(connection).values(), key=str.casefold)


def _collection_paths(connection: sqlite3.Connection) -> dict[int, str]:
    rows = {r["collectionID"]: (r["collectionName"], r["parentCollectionID"])
            for r in connection.execute("SELECT collectionID, collectionName, parentCollectionID FROM collections")}
    paths: dict[int, str] = {}
    for cid in rows:
        names, seen, at = [], set(), cid
        while at in rows and at not in seen:
            seen.add(at)
            names.append(rows[at][0])
            at = rows[at][1]
        paths[cid] = " / ".join(reversed(names))
    return paths


def read_zotero(folder: Path, *, collection: str | None = None) -> ZoteroSelection:
    """The items of ``collection`` (by name, or ``Parent / Child``), or of the whole library."""
    folder = Path(folder).expanduser()
    warnings: list[str] = []
    with _open(folder) as (connection, copy):
        if copy:
            warnings.append(_("Zotero is open and holds its library locked: a copy of it was read"))
        _check_schema(connection, folder, warnings)
        trashed = _trashed(connection)
        if collection is not None:
            ids, name = _collection_items(connection, collection, folder)
        else:
            name = None
            ids = [r[0] for r in connection.execute(
                "SELECT i.itemID FROM items i JOIN itemTypes t ON t.itemTypeID = i.itemTypeID "
                "WHERE t.typeName NOT IN (?, ?, ?) ORDER BY i.itemID", _NOT_ARTICLES)]
        items = [_item(connection, folder, item_id) for item_id in ids if item_id not in trashed]
    return ZoteroSelection(items, name, warnings)


def _trashed(connection: sqlite3.Connection) -> set[int]:
    try:
        return {r[0] for r in connection.execute("SELECT itemID FROM deletedItems")}
    except sqlite3.OperationalError:  # no trash table: nothing is in the trash
        return set()


def _collection_items(connection: sqlite3.Connection, wanted: str, folder: Path) -> tuple[list[int], str]:
    paths = _collection_paths(connection)
    matches = [cid for cid, path in paths.items() if path.casefold() == wanted.strip().casefold()]
    if not matches:
        matches = [cid for cid, path in paths.items() if path.rsplit(" / ", 1)[-1].casefold() == wanted.strip().casefold()]
    if not matches:
        names = ", ".join(sorted(paths.values(), key=str.casefold)[:10]) or _("none")
        raise ImportFailure("zotero_no_collection", name=wanted, folder=str(folder), names=names)
    if len(matches) > 1:
        raise ImportFailure("zotero_collection_ambiguous", name=wanted,
                            names=", ".join(sorted(paths[c] for c in matches)))
    cid = matches[0]
    ids = [r[0] for r in connection.execute(
        "SELECT c.itemID FROM collectionItems c JOIN items i ON i.itemID = c.itemID "
        "JOIN itemTypes t ON t.itemTypeID = i.itemTypeID WHERE c.collectionID = ? AND t.typeName NOT IN (?, ?, ?) "
        "ORDER BY c.orderIndex, c.itemID", (cid, *_NOT_ARTICLES))]
    return ids, paths[cid].rsplit(" / ", 1)[-1]


def _fields(connection: sqlite3.Connection, item_id: int) -> dict[str, str]:
    names = "fieldsCombined" if _has_rows(connection, "fieldsCombined") else "fields"
    return {
        r[0]: str(r[1])
        for r in connection.execute(
            f"SELECT f.fieldName, v.value FROM itemData d JOIN {names} f ON f.fieldID = d.fieldID "
            "JOIN itemDataValues v ON v.valueID = d.valueID WHERE d.itemID = ?", (item_id,))
        if r[1] is not None and str(r[1]).strip()
    }


def _has_rows(connection: sqlite3.Connection, table: str) -> bool:
    try:
        return connection.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone() is not None
    except sqlite3.OperationalError:
        return False


def _authors(connection: sqlite3.Connection, item_id: int) -> str | None:
    typed = _has_rows(connection, "creatorTypes")
    rows = connection.execute(
        "SELECT c.firstName, c.lastName, c.fieldMode"
        + (", t.creatorType" if typed else ", NULL AS creatorType")
        + " FROM itemCreators ic JOIN creators c ON c.creatorID = ic.creatorID"
        + (" LEFT JOIN creatorTypes t ON t.creatorTypeID = ic.creatorTypeID" if typed else "")
        + " WHERE ic.itemID = ? ORDER BY ic.orderIndex", (item_id,)).fetchall()
    authors = [r for r in rows if r["creatorType"] in (None, "author")] or rows
    names = [" ".join(p for p in ((r["firstName"] or "") if r["fieldMode"] != 1 else "", r["lastName"] or "")
                      if p.strip()) for r in authors]
    names = [n for n in names if n]
    return ", ".join(names) or None


def zotero_date(value: str | None) -> str | None:
    """Zotero keeps a date as ``YYYY-MM-DD original`` (``00`` for a part not given)."""
    if not value:
        return None
    found = _DATE.match(value.strip())
    if found is None:
        return value.strip() or None
    year, month, day = found.groups()
    if year == "0000":
        return value.strip()[10:].strip() or None
    return year if month == "00" else f"{year}-{month}" if day == "00" else f"{year}-{month}-{day}"


def _item(connection: sqlite3.Connection, folder: Path, item_id: int) -> ZoteroItem:
    row = connection.execute("SELECT key FROM items WHERE itemID = ?", (item_id,)).fetchone()
    data = _fields(connection, item_id)
    item = ZoteroItem(
        key=row["key"],
        title=" ".join(data.get("title", "").split()) or _("Untitled Zotero item {key}").format(key=row["key"]),
        outlet=next((data[f] for f in _OUTLET_FIELDS if data.get(f)), None),
        author=_authors(connection, item_id),
        published=zotero_date(data.get("date")),
        url=data.get("url"),
        language=language_tag(data.get("language")),
    )
    item.file, item.problem = _attachment(connection, folder, item_id, item.title)
    return item


def _attachment(connection: sqlite3.Connection, folder: Path, item_id: int, title: str) -> tuple[Path | None, str | None]:
    """The file to import for an item (itself when the item is a standalone attachment)."""
    rows = connection.execute(
        "SELECT a.itemID, a.linkMode, a.contentType, a.path, i.key FROM itemAttachments a "
        "JOIN items i ON i.itemID = a.itemID WHERE a.parentItemID = ? OR a.itemID = ? ORDER BY a.itemID",
        (item_id, item_id)).fetchall()
    if not rows:
        return None, _("item {title}: it has no attachment (a snapshot or a PDF) to read").format(title=_quoted(title))
    ranked = sorted(rows, key=lambda r: _PREFERRED.index(r["contentType"]) if r["contentType"] in _PREFERRED
                    else len(_PREFERRED))
    problems = []
    for r in ranked:
        path = _attachment_path(folder, r["linkMode"], r["path"], r["key"])
        if path is None:
            problems.append(_("item {title}: its attachment is a link to a web page, not a saved copy").format(
                title=_quoted(title)))
        elif not path.is_file():
            problems.append(_("item {title}: its attachment {file} is missing from {folder}").format(
                title=_quoted(title), file=path.name, folder=str(path.parent)))
        elif path.suffix.lower() not in _READABLE_SUFFIXES:
            problems.append(_("item {title}: Parallax does not read its attachment {file}").format(
                title=_quoted(title), file=path.name))
        else:
            return path, None
    return None, problems[0]


def _attachment_path(folder: Path, link_mode: int | None, stored: str | None, key: str) -> Path | None:
    if not stored:
        return None
    if link_mode in _LINK_IMPORTED and stored.startswith("storage:"):
        name = stored[len("storage:"):]
        if "/" in name or "\\" in name or name in ("", ".", ".."):
            return folder / "storage" / key / "?"
        return folder / "storage" / key / name
    if link_mode == _LINK_LINKED and not stored.startswith("attachments:"):
        return Path(stored)
    return None


def _quoted(text: str) -> str:
    text = " ".join(text.split())
    return f"\u201c{text if len(text) <= 60 else text[:59] + '…'}\u201d"


Progress = Callable[[int, int, Path], bool]


def import_zotero(
    library: Library,
    folder: Path,
    *,
    collection: str | None = None,
    comparison: str | None = None,
    progress: Progress | None = None,
) -> tuple[list[ImportResult], ZoteroSelection]:
    """Import a Zotero collection (or library): one result per item, in Zotero's order.

    The articles go into ``comparison``, else a comparison named after the collection (created
    if new), else only the library. Each article is its own transaction, as a file's import is;
    an item that cannot be imported is an ``error`` result naming why.
    """
    from .ingest import ImportResult, read_document, store_document

    chosen = read_zotero(folder, collection=collection)
    target = comparison or chosen.collection
    results: list[ImportResult] = []
    for index, item in enumerate(chosen.items):
        shown = Path(f"zotero:{item.key}") if item.file is None else item.file
        if progress is not None and not progress(index, len(chosen.items), shown):
            break
        if item.file is None:
            results.append(ImportResult(f"zotero:{item.key}", "error", title=item.title, error=item.problem))
            continue
        document, error = read_document(str(item.file), None, False)
        if document is not None:
            document = document._replace(
                title=item.title,
                outlet=item.outlet or document.outlet,
                author=item.author or document.author,
                published=item.published or document.published,
                url=item.url or document.url,
                language=item.language or document.language,
            )
        else:
            error = _("item {title}: {problem}").format(title=_quoted(item.title), problem=error)
        results.append(store_document(library, item.file, document, error, target))
    return results, chosen
