"""Drive QualCoder's own REFI-QDA importer and exporter with no one at the screen.

Run by tests/test_qualcoder_roundtrip.py in a separate interpreter (QualCoder is a PyQt6 program;
Parallax runs on PySide6, and the two never share a process):

    python tests/qualcoder_driver.py QUALCODER_SRC WORK IN.qdpx OUT.qdpx PLAN.json

``QUALCODER_SRC`` is the ``src`` folder of a QualCoder checkout. The script opens a new
QualCoder project with QualCoder's own schema (the ``CREATE TABLE`` statements of its
``new_project``, read from its source, and its ``App.update_coder_names``), imports ``IN.qdpx``
with ``RefiImport``, codes further the way QualCoder's coding window stores its work (new codes,
coded passages and annotations by the plan's coder), and exports with ``RefiExport``. Only
QualCoder's dialogs are answered here (file choosers, message boxes, the line-end question):
every row it writes and every byte of its export is QualCoder's. It prints, as JSON, what the
QualCoder project held after the import and after the coding.

Nothing of QualCoder is kept in this repository; the test skips where no checkout is given.
"""

from __future__ import annotations

import ast
import datetime
import json
import os
import sqlite3
import sys
import types
from pathlib import Path
from typing import Any


def _stub_heavy_modules() -> None:
    """QualCoder's AI helpers (langchain...) and media player (libpulse) have nothing to do
    with project exchange; stand-ins keep them from loading."""
    ai = types.ModuleType("qualcoder.ai_llm")
    ai.get_default_ai_models = lambda *a, **k: []  # type: ignore[attr-defined]
    ai.update_ai_models = lambda *a, **k: None  # type: ignore[attr-defined]
    sys.modules["qualcoder.ai_llm"] = ai
    try:
        import PyQt6.QtMultimedia  # noqa: F401
    except ImportError:
        media = types.ModuleType("qualcoder.media_player_qt")
        media.MediaInstance = object  # type: ignore[attr-defined]
        media.make_vlc_instance = lambda *a, **k: None  # type: ignore[attr-defined]
        sys.modules["qualcoder.media_player_qt"] = media


def _schema(source: Path) -> list[str]:
    """The CREATE TABLE statements of QualCoder's ``new_project``, read from its source."""
    tree = ast.parse((source / "qualcoder" / "__main__.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "new_project":
            found = []
            for call in ast.walk(node):
                if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                        and call.func.attr == "execute" and call.args):
                    try:
                        text = ast.literal_eval(call.args[0])
                    except ValueError:
                        continue
                    if isinstance(text, str) and text.lstrip().upper().startswith("CREATE TABLE"):
                        found.append(text)
            return found
    raise SystemExit("QualCoder's new_project was not found")


class _Log:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def append(self, text: str) -> None:
        self.lines.append(str(text))


def _dump(conn: sqlite3.Connection) -> dict[str, Any]:
    cur = conn.cursor()

    def rows(sql: str) -> list[dict[str, Any]]:
        cur.execute(sql)
        names = [d[0] for d in cur.description]
        return [dict(zip(names, r, strict=True)) for r in cur.fetchall()]

    return {
        "sources": rows("select id, name, fulltext, memo, owner from source order by id"),
        "codes": rows("select cid, name, memo, catid, supercid from code_name order by cid"),
        "categories": rows("select catid, name, memo, supercatid from code_cat order by catid"),
        "codings": rows("select c.fid, n.name as code, c.seltext, c.pos0, c.pos1, c.owner, c.memo "
                        "from code_text c join code_name n on n.cid = c.cid order by c.fid, c.pos0, n.name"),
        "annotations": rows("select fid, pos0, pos1, memo, owner from annotation order by fid, pos0"),
        "attributes": rows("select name, value, id from attribute where attr_type = 'file' order by id, name"),
    }


def main() -> None:
    source, work, project_in, project_out, plan_path = (Path(a) for a in sys.argv[1:6])
    plan = json.loads(plan_path.read_text(encoding="utf-8"))
    os.environ["HOME"] = str(work / "home")
    (work / "home" / ".qualcoder").mkdir(parents=True, exist_ok=True)  # QualCoder's start makes it
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(source))
    _stub_heavy_modules()
    from PyQt6 import QtWidgets

    qt = QtWidgets.QApplication([])
    import qualcoder.refi as refi
    from qualcoder.app import App

    class Quiet:
        """QualCoder's message boxes, answered."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            self.text = " ".join(str(a) for a in args[1:])

        def exec(self) -> int:
            log.append(self.text)
            return 0

    class LineEnds:
        """The export's line-end question, answered by the plan."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            maxqda = plan.get("line_endings") == "maxqda"
            button = types.SimpleNamespace(isChecked=lambda: maxqda)
            self.ui = types.SimpleNamespace(radioButton_maxqda=button)

        def exec(self) -> int:
            return 1

    log = _Log()
    refi.Message = Quiet
    refi.RefiLineEndings = LineEnds
    dialogs = QtWidgets.QFileDialog
    dialogs.getOpenFileName = staticmethod(lambda *a, **k: (str(project_in), "qdpx"))  # type: ignore[method-assign]
    out_folder = work / "exported"
    out_folder.mkdir(exist_ok=True)
    dialogs.getExistingDirectory = staticmethod(lambda *a, **k: str(out_folder))  # type: ignore[method-assign]

    app = App()
    app.settings["codername"] = plan.get("coder", "default")
    project_path = work / "project.qda"
    for sub in ("", "images", "audio", "video", "documents"):
        (project_path / sub).mkdir(parents=True, exist_ok=True)
    app.create_connection(str(project_path))
    cur = app.conn.cursor()
    for statement in _schema(source):
        cur.execute(statement)
    app.update_coder_names()
    cur.execute("INSERT INTO project VALUES(?,?,?,?,?,?,?,?,null,null,null)",
                ("v17", datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S"), "", app.version, 0, 0,
                 app.settings["codername"], ""))
    app.conn.commit()

    refi.RefiImport(app, log, "qdpx")
    imported = _dump(app.conn)

    coder = plan.get("coder", "default")
    app.settings["codername"] = coder
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M:%S")
    sources = {r["name"]: (r["id"], r["fulltext"]) for r in imported["sources"]}
    for code in plan.get("codes", []):
        cur.execute("insert into code_name (name,memo,owner,date,catid,color) values(?,?,?,?,?,?)",
                    (code["name"], code.get("memo", ""), coder, now, None, "#FFFF00"))
    for item in plan.get("codings", []):
        fid, text = sources[item["source"]]
        start = text.index(item["quote"])
        cur.execute("select cid from code_name where name=?", (item["code"],))
        cid = cur.fetchone()[0]
        cur.execute("insert into code_text (cid,fid,seltext,pos0,pos1,owner,memo,date,important) "
                    "values(?,?,?,?,?,?,?,?,?)",
                    (cid, fid, item["quote"], start, start + len(item["quote"]), coder, item.get("memo", ""), now, None))
    for item in plan.get("annotations", []):
        fid, text = sources[item["source"]]
        start = text.index(item["quote"])
        cur.execute("insert into annotation (fid,pos0,pos1,memo,owner,date) values(?,?,?,?,?,?)",
                    (fid, start, start + len(item["quote"]), item["memo"], coder, now))
    app.conn.commit()
    app.update_coder_names()
    coded = _dump(app.conn)

    app.project_name = "roundtrip.qda"
    refi.RefiExport(app, log, "project")
    made = out_folder / "roundtrip.qdpx"
    made.replace(project_out)
    print(json.dumps({"imported": imported, "coded": coded, "log": log.lines}))
    qt.quit()


if __name__ == "__main__":
    main()
