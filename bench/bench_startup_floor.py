"""Start-up's floor: what showing Parallax's first window costs in plain PySide6, without Parallax.

``parallax --library L open A B C`` (three seed articles already in the library) is measured
against two windows that load nothing of Parallax:

- the **bare** window of ``bench_startup_mapped.py``: a ``QMainWindow`` of three ``QTextBrowser``
  panes holding the same texts (the target's yardstick, ≤ 1.3×);
- the **floor** window: the widgets Parallax's window shows on its first paint, copied from it
  and made again with stock Qt classes: its menus and actions with their shortcuts, the toolbar,
  the docks and their tabs, the status bar, each pane's header labels and buttons where they
  were, the connector strips, and each article's document built block by block with a
  ``QTextCursor`` in the same fonts. Nothing else: no library, no settings, no translators, no
  item models, no Python classes over Qt's. Placed by hand (no layouts), so it is a floor:
  a window that shows the same cannot cost much less.

The figures are instructions until ``show()`` returns (cachegrind, no cache simulation; the
window is mapped just after), and, with ``--display``, the time until mapped seen from outside,
the three in turns (as ``bench_startup_mapped.py``). Parallax is counted with its reading process
(``--fork yes``, as on an idle machine) and without it (``--fork no``, as under load); the
reading process's own instructions are not counted.

    .venv/bin/python bench/bench_startup_floor.py [--display :N --pairs 11] [--parallax CMD]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_startup import compile_app, seeded_library  # the same three files, the same library
from bench_startup_mapped import BARE_CHILD

HOOK_HEAD = r"""
import os, sys
class _Hook:
    def find_spec(self, name, path=None, target=None):
        if name not in ("parallax.desktop.main_window", "parallax.desktop.prefetch"):
            return None
        for finder in sys.meta_path:
            if finder is not self and hasattr(finder, "find_spec"):
                spec = finder.find_spec(name, path, target)
                if spec is not None:
                    break
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            if name.endswith("prefetch"):
                fork = os.environ.get("PREFETCH", "auto")
                if fork != "auto":
                    module._idle_core = lambda: fork == "yes"
                return
"""
"""The start of a child that runs ``parallax`` as its console script does, with a hook on the
window's module: PREFETCH=yes|no forces the reading process on or off. A child adds what it does to
``MainWindow`` (inside ``exec_module``, indented twelve spaces), then :data:`HOOK_TAIL`."""
HOOK_TAIL = r"""        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, _Hook())
from parallax.desktop.entry import main
main(sys.argv[1:])
"""

# Runs ``parallax`` and stops when MainWindow.show() returns: writes the window's spec (SPEC_OUT)
# or just ends (for cachegrind).
PARALLAX_CHILD = HOOK_HEAD + r"""            show = module.MainWindow.show
            def shown(window):
                show(window)
                if os.environ.get("SPEC_OUT"):
                    sys.path.insert(0, os.environ["BENCH_DIR"])
                    from bench_startup_floor import window_spec
                    with open(os.environ["SPEC_OUT"], "w", encoding="utf-8") as out:
                        out.write(window_spec(window))
                if os.environ.get("STOP_AT_SHOW"):
                    os._exit(0)
            module.MainWindow.show = shown
""" + HOOK_TAIL

FLOOR_CHILD = r"""
import json, os, sys
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import (QAction, QFont, QKeySequence, QTextBlockFormat, QTextCharFormat, QTextCursor, QTextDocument,
                           QTextFormat)
from PySide6.QtWidgets import (QApplication, QDockWidget, QLabel, QMainWindow, QMenu, QPushButton, QScrollArea,
                               QSplitter, QTextEdit, QToolButton, QWidget)
spec = json.load(open(sys.argv[1], encoding="utf-8"))
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle(spec["title"])

def font_of(f, base):
    font = QFont(base)
    if f:
        font.setBold(f["bold"])
        if f["size"] > 0:
            font.setPointSizeF(f["size"])
    return font

def fill(menu, items):
    for item in items:
        if item["separator"]:
            menu.addSeparator()
        elif "menu" in item:
            fill(menu.addMenu(item["text"]), item["menu"])
        else:
            action = QAction(item["text"], window)
            action.setCheckable(item["checkable"])
            if item["shortcuts"]:
                action.setShortcuts([QKeySequence(s) for s in item["shortcuts"]])
            menu.addAction(action)

for top in spec["menus"]:
    fill(window.menuBar().addMenu(top["text"]), top["menu"])
toolbar = window.addToolBar("Main")
for item in spec["toolbar"]:
    if item["separator"]:
        toolbar.addSeparator()
    else:
        action = toolbar.addAction(item["text"])
        action.setCheckable(item["checkable"])

def document(blocks, base):
    doc = QTextDocument()
    doc.setDefaultFont(base)
    cursor = QTextCursor(doc)
    for index, (text, bold, adjust, indent, top, bottom, left, height, height_type) in enumerate(blocks):
        char = QTextCharFormat()
        if bold:
            char.setFontWeight(QFont.Weight.Bold)
        if adjust:
            char.setProperty(QTextFormat.Property.FontSizeAdjustment, adjust)
        block = QTextBlockFormat()
        block.setIndent(indent)
        block.setTopMargin(top)
        block.setBottomMargin(bottom)
        block.setLeftMargin(left)
        block.setLineHeight(height, height_type)
        if index == 0:
            cursor.setBlockFormat(block)
            cursor.setBlockCharFormat(char)
        else:
            cursor.insertBlock(block, char)
        cursor.insertText(text, char)
    return doc

def build(node, parent):
    kind, (x, y, w, h) = node["kind"], node["geometry"]
    if kind == "splitter":
        widget = QSplitter(Qt.Orientation.Horizontal, parent)
        for child in node["children"]:
            widget.addWidget(build(child, None))
        widget.setSizes(node["sizes"])
    elif kind == "text":
        widget = QTextEdit(parent)
        widget.setReadOnly(True)
        widget.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        widget.setDocument(document(node["blocks"], font_of(node["font"], widget.font())))
    elif kind == "label":
        widget = QLabel(node["text"], parent)
    elif kind == "toolbutton":
        widget = QToolButton(parent)
        widget.setText(node["text"])
        widget.setAutoRaise(True)
    elif kind == "pushbutton":
        widget = QPushButton(node["text"], parent)
    elif kind == "scrollarea":
        widget = QScrollArea(parent)
        for child in node["children"]:
            widget.setWidget(build(child, None))
    else:
        widget = QWidget(parent)
    if node.get("font") and kind != "text":
        widget.setFont(font_of(node["font"], widget.font()))
    if kind not in ("splitter", "text", "scrollarea"):
        for child in node["children"]:
            build(child, widget)
    widget.setGeometry(QRect(x, y, w, h))
    return widget

window.setCentralWidget(build(spec["central"], None))
docks = {}
for d in spec["docks"]:
    dock = QDockWidget(d["title"], window)
    dock.setObjectName(d["name"])
    body = build(d["body"], None) if d["body"] else QWidget()
    if d["body"]:
        body.setMinimumWidth(d["body"]["geometry"][2])  # Parallax's dock bodies ask for their size
    dock.setWidget(body)
    window.addDockWidget(Qt.DockWidgetArea(d["area"]), dock)
    dock.setVisible(d["visible"])
    docks[d["name"]] = dock
for first, second in spec["tabified"]:
    window.tabifyDockWidget(docks[first], docks[second])
for name in spec["raised"]:
    docks[name].raise_()
for text in spec["status_labels"]:
    window.statusBar().addPermanentWidget(QLabel(text))
window.statusBar().showMessage(spec["status_message"])
window.resize(*spec["size"])
window.show()
if os.environ.get("STOP_AT_SHOW"):
    os._exit(0)
sys.exit(app.exec())
"""

_STOCK = (("QSplitter", "splitter"), ("QTextEdit", "text"), ("QLabel", "label"), ("QToolButton", "toolbutton"),
          ("QPushButton", "pushbutton"), ("QScrollArea", "scrollarea"))
_INTERNAL = ("QScrollBar", "QSplitterHandle", "QTabBar", "QSizeGrip", "QMenu", "QMenuBar", "QToolBar", "QStatusBar",
             "QDockWidget", "QRubberBand", "QFocusFrame")


def window_spec(window: object) -> str:
    """Parallax's window as shown, in the plain terms the floor window is built from (JSON)."""
    from PySide6.QtGui import QTextFormat
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QToolBar, QWidget

    assert isinstance(window, QMainWindow)

    def kind_of(widget: QWidget) -> str:
        for cls in type(widget).__mro__:
            for name, kind in _STOCK:
                if cls.__name__ == name:
                    return kind
        return "widget"

    def font(widget: QWidget) -> dict[str, object]:
        f = widget.font()
        return {"bold": f.bold(), "size": f.pointSizeF()}

    def node(widget: QWidget) -> dict[str, object]:
        kind = kind_of(widget)
        g = widget.geometry()
        out: dict[str, object] = {"kind": kind, "geometry": [g.x(), g.y(), g.width(), g.height()], "font": font(widget)}
        if kind in ("label", "toolbutton", "pushbutton"):
            out["text"] = widget.text()  # type: ignore[attr-defined]
        if kind == "text":
            blocks = []
            block = widget.document().begin()  # type: ignore[attr-defined]
            while block.isValid():
                char, form = block.charFormat(), block.blockFormat()
                it = block.begin()  # the first fragment's format: the block's own holds no weight
                if not it.atEnd():
                    char = it.fragment().charFormat()
                adjust = char.property(QTextFormat.Property.FontSizeAdjustment)
                blocks.append([block.text(), char.fontWeight() >= 600, int(adjust or 0), form.indent(),
                               form.topMargin(), form.bottomMargin(), form.leftMargin(), form.lineHeight(),
                               form.lineHeightType()])
                block = block.next()
            out["blocks"] = blocks
        if kind == "splitter":
            out["sizes"] = widget.sizes()  # type: ignore[attr-defined]
        children = [c for c in widget.children() if isinstance(c, QWidget) and c.isVisible() and not c.isWindow()
                    and not any(b.__name__ in _INTERNAL for b in type(c).__mro__)]
        if kind == "scrollarea":  # what it scrolls, not its viewport and bars
            inner = widget.widget()  # type: ignore[attr-defined]
            children = [inner] if inner is not None and inner.isVisible() else []
        out["children"] = [node(c) for c in children]
        return out

    def items(menu: QMenu) -> list[dict[str, object]]:
        found: list[dict[str, object]] = []
        for action in menu.actions():
            item: dict[str, object] = {"text": action.text(), "separator": action.isSeparator(),
                                       "checkable": action.isCheckable(),
                                       "shortcuts": [s.toString() for s in action.shortcuts()]}
            if action.menu() is not None:
                item["menu"] = items(action.menu())  # type: ignore[arg-type]
            found.append(item)
        return found

    toolbar = window.findChild(QToolBar)
    docks = [d for d in window.findChildren(QDockWidget)]
    tabified: list[tuple[str, str]] = []
    for dock in docks:
        for other in window.tabifiedDockWidgets(dock):
            pair = (dock.objectName(), other.objectName())
            if pair[::-1] not in tabified:
                tabified.append(pair)
    raised = [d.objectName() for d in docks if d.isVisible() and not d.visibleRegion().isEmpty()]
    status = window.statusBar()
    labels = [c.text() for c in status.findChildren(QWidget) if kind_of(c) == "label" and c.isVisible()]  # type: ignore[attr-defined]
    spec = {
        "title": window.windowTitle(),
        "size": [window.width(), window.height()],
        "menus": [{"text": a.text(), "menu": items(a.menu())} for a in window.menuBar().actions() if a.menu()],
        "toolbar": [{"text": a.text(), "separator": a.isSeparator(), "checkable": a.isCheckable()}
                    for a in (toolbar.actions() if toolbar is not None else []) if a.isVisible()],
        "docks": [{"name": d.objectName(), "title": d.windowTitle(), "area": window.dockWidgetArea(d).value,
                   "visible": d.isVisible(), "body": node(d.widget()) if d.widget() is not None and d.isVisible() else None}
                  for d in docks],
        "tabified": tabified,
        "raised": raised,
        "central": node(window.centralWidget()),
        "status_labels": labels,
        "status_message": status.currentMessage(),
    }
    return json.dumps(spec)


def instructions(args: list[str], env: dict[str, str]) -> int | None:
    """Instructions ``args`` executes (cachegrind, no cache simulation), its own process only."""
    if shutil.which("valgrind") is None:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={tmp}/cg.%p",
                               *args], capture_output=True, text=True, env=env, check=False)
    counts = re.findall(r"==(\d+)== I\s+refs:\s+([\d,]+)", done.stderr)
    if not counts:
        return None
    first_pid = min(int(pid) for pid, _ in counts)  # the reading process is forked later: a larger pid
    return next(int(n.replace(",", "")) for pid, n in counts if int(pid) == first_pid)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--display", help="count on this X display, and time the three until mapped there, in turns")
    parser.add_argument("--pairs", type=int, default=11)
    parser.add_argument("--python", default=sys.executable, help="the Python that runs Parallax (its virtualenv's)")
    args = parser.parse_args()
    compile_app()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files, library_path = seeded_library(folder)
        spec_path = folder / "spec.json"
        # On the X display when one is given (Parallax's window is 1400 × 900 there; the offscreen
        # platform's 800 × 800 screen makes it fit a smaller one), else offscreen.
        platform = {"DISPLAY": args.display, "QT_QPA_PLATFORM": "xcb"} if args.display else {"QT_QPA_PLATFORM": "offscreen"}
        base = dict(os.environ, HOME=str(folder), XDG_DATA_HOME=str(folder / "data"), PARALLAX_NO_CRASH_DIALOG="1",
                    LANG="C.UTF-8", BENCH_DIR=str(Path(__file__).resolve().parent), **platform)
        for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
            base.pop(name, None)

        def env(run: str, **extra: str) -> dict[str, str]:
            shutil.rmtree(folder / f"config-{run}", ignore_errors=True)
            return dict(base, XDG_CONFIG_HOME=str(folder / f"config-{run}"), **extra)

        parallax = [args.python, "-c", PARALLAX_CHILD, "--library", str(library_path), "open", *map(str, files)]
        subprocess.run(parallax, env=env("spec", SPEC_OUT=str(spec_path), STOP_AT_SHOW="1", PREFETCH="no"), check=True,
                       capture_output=True)
        floor = [args.python, "-c", FLOOR_CHILD, str(spec_path)]
        bare = [args.python, "-c", BARE_CHILD, *map(str, files)]
        stop = {"STOP_AT_SHOW": "1"}
        bare_m = instructions([*bare[:2], BARE_CHILD.replace("window.show()", "window.show()\nimport os; os._exit(0)"),
                               *bare[3:]], env("bare"))
        counts = {
            "bare_M": bare_m,
            "floor_M": instructions(floor, env("floor", **stop)),
            "parallax_reading_process_M": instructions(parallax, env("px1", PREFETCH="yes", **stop)),
            "parallax_alone_M": instructions(parallax, env("px2", PREFETCH="no", **stop)),
        }
        result: dict[str, object] = {"benchmark": "startup_floor", "to": "show() returned", "platform": base["QT_QPA_PLATFORM"], **{
            k: round(v / 1e6, 1) if v else None for k, v in counts.items()}}
        if bare_m:
            for key in ("floor_M", "parallax_reading_process_M", "parallax_alone_M"):
                if counts[key]:
                    result[key.replace("_M", "_vs_bare")] = round(counts[key] / bare_m, 3)  # type: ignore[operator]
        if args.display and args.pairs > 0:
            from bench_startup_mapped import mapped_after

            xenv = base
            times: dict[str, list[float]] = {"bare": [], "floor": [], "parallax": []}
            load = os.getloadavg()[0]
            for run in range(args.pairs + 1):
                for name, command in (("bare", bare), ("floor", floor), ("parallax", parallax)):
                    seconds = mapped_after(command, dict(xenv, XDG_CONFIG_HOME=str(folder / f"x{run}{name}")))[0]
                    if run:  # the first round warms the caches
                        times[name].append(seconds)
            result["mapped_median_s"] = {k: round(statistics.median(v), 3) for k, v in times.items()}
            result["mapped_ratio_median_of_rounds"] = {
                k: round(statistics.median(t / b for t, b in zip(times[k], times["bare"], strict=True)), 3)
                for k in ("floor", "parallax")}
            result["load_average_1min"] = [round(load, 2), round(os.getloadavg()[0], 2)]
        print(json.dumps(result))


if __name__ == "__main__":
    main()
