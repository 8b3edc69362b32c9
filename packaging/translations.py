"""Keep and build Parallax's translations: Qt catalogues for desktop/, gettext for library/.

    python packaging/translations.py update   # lupdate over desktop/, refresh the library's .po files
    python packaging/translations.py build    # lrelease (.ts -> .qm) and msgfmt (.po -> .mo) in place

The compiled files are never committed: ``make`` builds them for the editable install and
``setup.py`` for a wheel or ``pip install .``. The gettext side needs nothing but Python (a
small msgfmt and an extractor that reads the library's marked strings with :mod:`ast`); the Qt
side runs the ``lupdate`` and ``lrelease`` that ship with PySide6.
"""

from __future__ import annotations

import ast
import json
import re
import struct
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = Path("resources/i18n")
LOCALE_DIR = Path("library/locale")
DOMAIN = "parallax"
PLURAL_FORMS = {"es": "nplurals=2; plural=(n != 1);"}
LANGUAGE_NAMES = {"es": "Spanish"}


# -- Qt: lupdate and lrelease ------------------------------------------------------------------


def qt_tool(name: str) -> str:
    """The path of a Qt linguist tool shipped inside PySide6 (``lupdate``, ``lrelease``)."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.exists():
            return str(candidate)
    raise SystemExit(f"cannot find Qt's {name} in {folder}")


def desktop_sources(root: Path) -> list[Path]:
    return sorted((root / "desktop").glob("*.py"))


def lupdate(root: Path, ts: Path, *, extra: tuple[str, ...] = ()) -> str:
    """Refresh ``ts`` from the desktop's sources; returns lupdate's report."""
    command = [qt_tool("lupdate"), "-no-obsolete", "-locations", "none", *extra,
               *map(str, desktop_sources(root)), "-ts", str(ts)]
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return done.stdout + done.stderr


def lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


# -- gettext: extracting, merging and compiling ----------------------------------------------

Key = tuple[str | None, str]


@dataclass
class Entry:
    context: str | None
    msgid: str
    plural: str | None = None
    strings: list[str] = field(default_factory=list)
    fuzzy: bool = False
    comments: list[str] = field(default_factory=list)

    @property
    def key(self) -> Key:
        return (self.context, self.msgid)

    @property
    def translated(self) -> bool:
        return not self.fuzzy and bool(self.strings) and all(self.strings)


_MARKERS = {"_": 1, "N_": 1, "ngettext": 2, "pgettext": 2, "npgettext": 3}


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extract_library(root: Path) -> list[Entry]:
    """Every message of library/ to translate, in the order met.

    Marked strings (``_("…")``, ``N_("…")``, ``ngettext("…", "…", n)``, ``pgettext("ctx", "…")``,
    ``npgettext("ctx", "…", "…", n)``)
    and the error templates of ``error_messages.MESSAGES`` (context: the error code).
    """
    found: dict[Key, Entry] = {}

    def add(entry: Entry, where: str) -> None:
        entry = found.setdefault(entry.key, entry)
        entry.comments.append(where)

    for path in sorted((root / "library").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        rel = path.relative_to(root).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _MARKERS:
                args = [_literal(a) for a in node.args[: _MARKERS[node.func.id]]]
                if None in args or len(args) < _MARKERS[node.func.id]:
                    continue
                if node.func.id == "ngettext":
                    add(Entry(None, str(args[0]), str(args[1])), rel)
                elif node.func.id == "npgettext":
                    add(Entry(str(args[0]), str(args[1]), str(args[2])), rel)
                elif node.func.id == "pgettext":
                    add(Entry(str(args[0]), str(args[1])), rel)
                else:
                    add(Entry(None, str(args[0])), rel)
            if isinstance(node, ast.Call):  # argparse help, wherever commands are declared
                for text in _help_texts(node):
                    add(Entry("cli-help", text), rel)
                for text in _metavars(node):
                    add(Entry("cli-metavar", text), rel)
            if (isinstance(node, ast.AnnAssign | ast.Assign) and rel == "library/error_messages.py"
                    and isinstance(node.value, ast.Dict)):
                for k, v in zip(node.value.keys, node.value.values, strict=True):
                    code = _literal(k) if k is not None else None
                    text = _template(v)
                    if code and text:
                        add(Entry(code, text), rel)
    for path in sorted((root / "resources" / "schemas").glob("*.json")):  # what a schema's titles say
        rel = path.relative_to(root).as_posix()
        for title in _schema_titles(json.loads(path.read_text(encoding="utf-8"))):
            add(Entry("schema", title), rel)
    return list(found.values())


def _schema_titles(node: object) -> list[str]:
    """Every ``title`` of a JSON schema: bundle errors name what was expected by its title."""
    if isinstance(node, dict):
        own = [node["title"]] if isinstance(node.get("title"), str) else []
        return own + [t for value in node.values() for t in _schema_titles(value)]
    if isinstance(node, list):
        return [t for value in node for t in _schema_titles(value)]
    return []


def _help_texts(call: ast.Call) -> list[str]:
    """The command line's help: ``help=``, ``description=``, ``epilog=`` and ``command(name, help)``."""
    texts = [_literal(k.value) for k in call.keywords if k.arg in ("help", "description", "epilog")]
    if isinstance(call.func, ast.Name) and call.func.id == "command" and len(call.args) >= 2:
        texts.append(_literal(call.args[1]))
    return [t for t in texts if t]


def _metavars(call: ast.Call) -> list[str]:
    """The names of the values the command line's options take (``metavar=``)."""
    texts = [_literal(k.value) for k in call.keywords if k.arg == "metavar"]
    return [t for t in texts if t]


def _template(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    return None


def _unquote(text: str) -> str:
    return ast.literal_eval(text)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def read_po(path: Path) -> tuple[str, list[Entry]]:
    """The header's msgstr and the entries of a ``.po`` file (obsolete ``#~`` entries dropped)."""
    entries: list[Entry] = []
    header = ""
    current: Entry | None = None
    target: str | None = None
    fuzzy = False
    plural_index = 0
    pending_comments: list[str] = []

    def finish() -> None:
        nonlocal current, header
        if current is not None:
            if current.msgid == "" and current.context is None:
                header = current.strings[0] if current.strings else ""
            else:
                entries.append(current)
        current = None

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line:
            finish()
            fuzzy = False
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#,"):
            fuzzy = "fuzzy" in line
            continue
        if line.startswith("#:"):
            pending_comments.append(line[2:].strip())
            continue
        if line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        if keyword.startswith('"'):
            value = _unquote(line)
            assert current is not None
            if target == "msgctxt":
                current.context = (current.context or "") + value
            elif target == "msgid":
                current.msgid += value
            elif target == "msgid_plural":
                current.plural = (current.plural or "") + value
            elif target == "msgstr":
                current.strings[plural_index] += value
            continue
        if keyword == "msgctxt":
            finish()
            current = Entry(_unquote(rest), "", fuzzy=fuzzy, comments=pending_comments)
            pending_comments = []
            target = "msgctxt"
        elif keyword == "msgid":
            if current is None or target != "msgctxt":
                finish()
                current = Entry(None, "", fuzzy=fuzzy, comments=pending_comments)
                pending_comments = []
            current.msgid = _unquote(rest)
            target = "msgid"
        elif keyword == "msgid_plural":
            assert current is not None
            current.plural = _unquote(rest)
            target = "msgid_plural"
        elif keyword.startswith("msgstr"):
            assert current is not None
            match = re.fullmatch(r"msgstr(?:\[(\d+)\])?", keyword)
            plural_index = int(match.group(1)) if match and match.group(1) else 0
            while len(current.strings) <= plural_index:
                current.strings.append("")
            current.strings[plural_index] = _unquote(rest)
            target = "msgstr"
    finish()
    return header, entries


def write_po(path: Path, header: str, entries: list[Entry]) -> None:
    lines = ['msgid ""', 'msgstr ""']
    lines += [_quote(part) for part in header.splitlines(keepends=True)]
    for e in entries:
        lines.append("")
        lines += [f"#: {where}" for where in e.comments[:3]]
        if e.fuzzy:
            lines.append("#, fuzzy")
        if "{" in e.msgid:
            lines.append("#, python-brace-format")
        if e.context is not None:
            lines.append(f"msgctxt {_quote(e.context)}")
        lines.append(f"msgid {_quote(e.msgid)}")
        if e.plural is not None:
            lines.append(f"msgid_plural {_quote(e.plural)}")
            strings = e.strings or ["", ""]
            lines += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(strings)]
        else:
            lines.append(f"msgstr {_quote(e.strings[0] if e.strings else '')}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def default_header(language: str) -> str:
    return (
        "Project-Id-Version: Parallax\n"
        f"Language: {language}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {PLURAL_FORMS.get(language, 'nplurals=2; plural=(n != 1);')}\n"
    )


def update_po(root: Path, language: str) -> Path:
    """Bring ``library/locale/<language>/LC_MESSAGES/parallax.po`` in line with the code.

    Translations of messages still in the code are kept; new messages come in untranslated;
    messages gone from the code are dropped.
    """
    po = root / LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    header, old = read_po(po) if po.exists() else (default_header(language), [])
    known = {e.key: e for e in old}
    merged = []
    for entry in extract_library(root):
        before = known.get(entry.key)
        if before is not None:
            entry.strings, entry.fuzzy = before.strings, before.fuzzy
        merged.append(entry)
    write_po(po, header or default_header(language), merged)
    return po


def compile_mo(po: Path, mo: Path) -> None:
    """A GNU ``.mo`` of the translated entries of ``po`` (what ``msgfmt`` writes)."""
    header, entries = read_po(po)
    pairs: list[tuple[bytes, bytes]] = [(b"", header.encode("utf-8"))]
    for e in entries:
        if not e.translated:
            continue
        key = e.msgid if e.context is None else f"{e.context}\x04{e.msgid}"
        if e.plural is not None:
            key += "\x00" + e.plural
        pairs.append((key.encode("utf-8"), "\x00".join(e.strings).encode("utf-8")))
    pairs.sort()
    count = len(pairs)
    ids_start = 7 * 4
    strs_start = ids_start + count * 8
    data_start = strs_start + count * 8
    ids_table, strs_table, blob = [], [], b""
    for original, _translated in pairs:
        ids_table.append((len(original), data_start + len(blob)))
        blob += original + b"\x00"
    for _original, translated in pairs:
        strs_table.append((len(translated), data_start + len(blob)))
        blob += translated + b"\x00"
    out = struct.pack("<7I", 0x950412DE, 0, count, ids_start, strs_start, 0, data_start)
    out += b"".join(struct.pack("<2I", *t) for t in ids_table)
    out += b"".join(struct.pack("<2I", *t) for t in strs_table)
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(out + blob)


# -- the two commands ---------------------------------------------------------------------------


def languages(root: Path) -> list[str]:
    return sorted(p.stem.removeprefix("parallax_") for p in (root / TS_DIR).glob("parallax_*.ts"))


def update(root: Path = ROOT) -> None:
    """English is the source language: its catalogue holds only the plural forms (``%n``)."""
    for language in languages(root):
        extra = ("-pluralonly",) if language == "en" else ()
        print(lupdate(root, root / TS_DIR / f"parallax_{language}.ts", extra=extra).strip())
        if language != "en":
            print(f"updated {update_po(root, language).relative_to(root)}")


def build(root: Path = ROOT, library_out: Path | None = None, resources_out: Path | None = None) -> list[Path]:
    """Compile every catalogue; by default beside its source (the editable install)."""
    library_out = library_out or root / "library"
    resources_out = resources_out or root / "resources"
    made = []
    for ts in sorted((root / TS_DIR).glob("*.ts")):
        qm = resources_out / "i18n" / ts.with_suffix(".qm").name
        lrelease(ts, qm)
        made.append(qm)
    for po in sorted((root / LOCALE_DIR).glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        mo = library_out / "locale" / po.parent.parent.name / "LC_MESSAGES" / f"{DOMAIN}.mo"
        compile_mo(po, mo)
        made.append(mo)
    return made


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "build"
    if what == "update":
        update()
    elif what == "build":
        for path in build():
            print(f"built {path.relative_to(ROOT)}")
    else:
        raise SystemExit(f"usage: {sys.argv[0]} update|build")
