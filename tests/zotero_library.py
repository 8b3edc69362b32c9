"""A Zotero data folder for tests: ``zotero.sqlite`` made with Zotero's own schema statements,
and ``storage/<KEY>/`` holding saved snapshots and a PDF, as Zotero 7 lays them out.

The schema is tests/data/zotero-schema.sql (the tables Parallax reads, as Zotero's
``resource/schema/userdata.sql`` creates them), or a whole ``userdata.sql`` named by
``PARALLAX_ZOTERO_SCHEMA``. The rows Zotero's global schema would add at its first start (item
types, fields, creator types) are the few these items use, with Zotero's names.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from tests.import_fixtures import article_page, pdf_bytes

SCHEMA = Path(os.environ.get("PARALLAX_ZOTERO_SCHEMA") or Path(__file__).parent / "data" / "zotero-schema.sql")
TYPES = {"attachment": 3, "note": 28, "newspaperArticle": 20, "webpage": 36, "journalArticle": 22, "book": 7}
FIELDS = {"title": 1, "abstractNote": 2, "publicationTitle": 12, "url": 13, "accessDate": 27, "date": 6,
          "language": 87, "websiteTitle": 91}
CREATOR_TYPES = {"author": 8, "editor": 10, "contributor": 2}


@dataclass
class Item:
    key: str
    type: str = "newspaperArticle"
    fields: dict[str, str] = field(default_factory=dict)
    creators: list[tuple[str, str, str]] = field(default_factory=list)  # (first, last, type)
    attachment: tuple[str, str, bytes | None] | None = None  # (file name, content type, bytes or None: missing)
    link_mode: int = 1
    trashed: bool = False


class ZoteroFolder:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(folder / "zotero.sqlite")
        self.db.executescript(SCHEMA.read_text(encoding="utf-8"))
        self.db.execute("INSERT INTO libraries (libraryID, type, editable, filesEditable) VALUES (1, 'user', 1, 1)")
        self.db.execute("INSERT OR REPLACE INTO version (schema, version) VALUES ('userdata', 129)")
        self.db.executemany("INSERT INTO itemTypes (itemTypeID, typeName) VALUES (?, ?)",
                            [(v, k) for k, v in TYPES.items()])
        self.db.executemany("INSERT INTO fields (fieldID, fieldName) VALUES (?, ?)", [(v, k) for k, v in FIELDS.items()])
        self.db.executemany("INSERT INTO creatorTypes (creatorTypeID, creatorType) VALUES (?, ?)",
                            [(v, k) for k, v in CREATOR_TYPES.items()])
        self.next_id = 1
        self.db.commit()

    def collection(self, name: str, parent: int | None = None) -> int:
        cursor = self.db.execute(
            "INSERT INTO collections (collectionName, parentCollectionID, libraryID, key) VALUES (?, ?, 1, ?)",
            (name, parent, f"C{self.next_id:07d}"))
        self.next_id += 1
        self.db.commit()
        return int(cursor.lastrowid or 0)

    def _item(self, type_name: str, key: str) -> int:
        cursor = self.db.execute("INSERT INTO items (itemTypeID, libraryID, key) VALUES (?, 1, ?)",
                                 (TYPES[type_name], key))
        return int(cursor.lastrowid or 0)

    def _value(self, value: str) -> int:
        row = self.db.execute("SELECT valueID FROM itemDataValues WHERE value = ?", (value,)).fetchone()
        if row:
            return int(row[0])
        return int(self.db.execute("INSERT INTO itemDataValues (value) VALUES (?)", (value,)).lastrowid or 0)

    def add(self, item: Item, collection: int | None = None, order: int = 0) -> int:
        item_id = self._item(item.type, item.key)
        for name, value in item.fields.items():
            self.db.execute("INSERT INTO itemData (itemID, fieldID, valueID) VALUES (?, ?, ?)",
                            (item_id, FIELDS[name], self._value(value)))
        for index, (first, last, kind) in enumerate(item.creators):
            mode = 1 if not first else 0
            row = self.db.execute("SELECT creatorID FROM creators WHERE firstName IS ? AND lastName = ? AND fieldMode = ?",
                                  (first or None, last, mode)).fetchone()
            creator = row[0] if row else self.db.execute(
                "INSERT INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, ?)", (first or None, last, mode)).lastrowid
            self.db.execute("INSERT INTO itemCreators (itemID, creatorID, creatorTypeID, orderIndex) VALUES (?, ?, ?, ?)",
                            (item_id, creator, CREATOR_TYPES[kind], index))
        if item.attachment is not None:
            name, content_type, data = item.attachment
            key = f"A{item.key[1:]}"
            attachment = self._item("attachment", key)
            stored = f"storage:{name}" if item.link_mode in (0, 1) else (
                str(self.folder / "elsewhere" / name) if item.link_mode == 2 else None)
            self.db.execute("INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path) "
                            "VALUES (?, ?, ?, ?, ?)", (attachment, item_id, item.link_mode, content_type, stored))
            if data is not None and item.link_mode in (0, 1):
                (self.folder / "storage" / key).mkdir(parents=True, exist_ok=True)
                (self.folder / "storage" / key / name).write_bytes(data)
        if collection is not None:
            self.db.execute("INSERT INTO collectionItems (collectionID, itemID, orderIndex) VALUES (?, ?, ?)",
                            (collection, item_id, order))
        if item.trashed:
            self.db.execute("INSERT INTO deletedItems (itemID) VALUES (?)", (item_id,))
        self.db.commit()
        return item_id

    def close(self) -> None:
        self.db.close()


def snapshot(title: str, paragraphs: list[str], lang: str = "en") -> bytes:
    return article_page(title, paragraphs, lang=lang).encode("utf-8")


PARAGRAPHS = [
    "Five officers were injured when the fire spread from the warehouse to the pier, the police said on Monday.",
    "The blaze began shortly after two in the morning and burned until dawn, according to the harbour master.",
    "Investigators have not said what started the fire, and the port remained closed for most of the day.",
    "Residents of the nearby streets were told to keep their windows shut because of the smoke over the bay.",
]


def docks_folder(folder: Path) -> ZoteroFolder:
    """A library with a collection "Docks fire" of three saved articles (two snapshots, one PDF),
    an item whose snapshot is missing, a link-only item, one in the trash, and an item elsewhere."""
    z = ZoteroFolder(folder)
    docks = z.collection("Docks fire")
    z.add(Item("I0000001", fields={"title": "Five officers hurt in dock blaze", "publicationTitle": "The Courier",
                                   "date": "2026-03-02 March 2, 2026", "url": "https://courier.example/docks",
                                   "language": "en-GB"},
               creators=[("Rosa", "Díaz", "author"), ("", "Courier Staff", "author"), ("Ed", "Itor", "editor")],
               attachment=("dock-blaze.html", "text/html", snapshot("Dock blaze", PARAGRAPHS))), docks, 0)
    z.add(Item("I0000002", type="webpage",
               fields={"title": "Eight injured as warehouse burns", "websiteTitle": "Harbour News",
                       "date": "2026-03-00 March 2026", "url": "https://harbour.example/fire", "language": "English"},
               creators=[("Tom", "Reyes", "author")],
               attachment=("fire.html", "text/html",
                           snapshot("Warehouse fire", [p.replace("Five", "Eight") for p in PARAGRAPHS]))), docks, 1)
    z.add(Item("I0000003", fields={"title": "Port fire: the official account", "publicationTitle": "Gazette",
                                   "date": "2026-03-03"},
               attachment=("report.pdf", "application/pdf", pdf_bytes([[*PARAGRAPHS[:2]]]))), docks, 2)
    z.add(Item("I0000004", fields={"title": "Snapshot lost in a sync"},
               attachment=("gone.html", "text/html", None)), docks, 3)
    z.add(Item("I0000005", fields={"title": "Only a link", "url": "https://example.org/x"},
               attachment=("", "text/html", None), link_mode=3), docks, 4)
    z.add(Item("I0000006", fields={"title": "In the trash"},
               attachment=("t.html", "text/html", snapshot("T", PARAGRAPHS)), trashed=True), docks, 5)
    z.add(Item("I0000007", fields={"title": "Not in the collection"},
               attachment=("other.html", "text/html", snapshot("Other", PARAGRAPHS[1:]))))
    return z
