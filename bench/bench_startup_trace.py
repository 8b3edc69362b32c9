"""What Python ``parallax --library L open A B C`` (three seed articles already in the library)
loads and runs before its first paint: Parallax's modules with the size of their bytecode and
of their functions that did not run, the Qt types PySide6 made, and the import statements run
after PySide6 was loaded (each goes through its ``__import__`` hook).

One run, offscreen, with a profile hook (so no timing here: docs/performance.md, "Ninth
pass"). ``--versus DIR`` traces another build through a path shim, as
``bench_startup_marks.py`` does. Prints JSON; ``--top N`` modules by bytecode.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import marshal
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from bench_startup import compile_app, seeded_library
from bench_startup_floor import HOOK_HEAD, HOOK_TAIL

# The window's module hooked as the floor's children hook it (HOOK_HEAD, HOOK_TAIL), under a profile
# hook that records what runs until the first paint.
CHILD = r"""
import json, os, sys
called, imports = {}, {}
def hook(frame, event, arg):
    if event != "call":
        return
    code = frame.f_code
    if code.co_name == "feature_import":  # PySide6's __import__ hook: one call per import statement
        caller = frame.f_back.f_globals.get("__name__", "?") if frame.f_back else "?"
        imports[caller] = imports.get(caller, 0) + 1
    elif "/desktop/" in code.co_filename or "/library/" in code.co_filename:
        key = (code.co_filename, code.co_qualname)
        called[key] = called.get(key, 0) + 1
sys.setprofile(hook)

""" + HOOK_HEAD + r"""            def painted(window):
                sys.setprofile(None)
                import enum
                qt = {}
                for name in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"):
                    for key, value in list(vars(sys.modules[name]).items()):
                        if isinstance(value, type):
                            qt[f"{name}.{key}"] = sum(len(e.__members__) for e in vars(value).values()
                                          if isinstance(e, type) and issubclass(e, enum.Enum))
                modules = {n: getattr(m, "__file__", None) for n, m in list(sys.modules.items())
                           if n.startswith("parallax.")}
                with open(os.environ["TRACE_OUT"], "w", encoding="utf-8") as out:
                    json.dump({"modules": modules, "called": [[f, q] for f, q in called], "qt": qt,
                               "imports": imports}, out)
                os._exit(0)
            module.MainWindow._after_first_paint = painted
""" + HOOK_TAIL


def functions(path: str) -> dict[str, int]:
    """Top-level functions and methods of the module at ``path``: qualified name -> marshalled size."""
    pyc = importlib.util.cache_from_source(path)
    code = marshal.loads(Path(pyc).read_bytes()[16:])
    found: dict[str, int] = {}
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            found[const.co_qualname] = len(marshal.dumps(const))
            for inner in const.co_consts:  # a class body's methods
                if hasattr(inner, "co_code") and "<locals>" not in inner.co_qualname:
                    found[inner.co_qualname] = len(marshal.dumps(inner))
    return found


def trace(files: list[Path], library: Path, folder: Path, shim: str | None) -> dict[str, Any]:
    out = folder / "trace.json"
    env = dict(os.environ, HOME=str(folder), XDG_DATA_HOME=str(folder / "data"), XDG_CONFIG_HOME=str(folder / "config"),
               PARALLAX_NO_CRASH_DIALOG="1", LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen", TRACE_OUT=str(out))
    env.pop("PYTHONPATH", None)
    if shim:
        env["PYTHONPATH"] = shim
    subprocess.run([sys.executable, "-c", CHILD, "--library", str(library), "open", *map(str, files)], env=env,
                   check=True, capture_output=True)
    found = json.loads(out.read_text(encoding="utf-8"))
    ran: dict[str, set[str]] = {}
    for filename, qualname in found["called"]:
        ran.setdefault(filename, set()).add(qualname)
    modules = []
    for name, path in sorted(found["modules"].items()):
        if not path:
            continue
        defined = functions(path)
        idle = {q: size for q, size in defined.items()
                if q not in ran.get(path, set()) and not q.split(".")[-1].startswith("__")}
        modules.append({"module": name, "bytecode": Path(importlib.util.cache_from_source(path)).stat().st_size,
                        "functions": len(defined), "not_run": len(idle), "not_run_bytes": sum(idle.values())})
    modules.sort(key=lambda m: -m["bytecode"])
    return {
        "modules": len(found["modules"]),
        "bytecode": sum(m["bytecode"] for m in modules),
        "functions_not_run": sum(m["not_run"] for m in modules),
        "functions_not_run_bytes": sum(m["not_run_bytes"] for m in modules),
        "qt_types": len(found["qt"]),
        "qt_enum_members": sum(found["qt"].values()),
        "import_statements_after_pyside6": sum(v for k, v in found["imports"].items() if k.startswith("parallax")),
        "by_module": modules,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--versus", help="a path shim holding another build's parallax/{library,desktop,resources}")
    parser.add_argument("--top", type=int, default=15, help="modules listed, largest bytecode first")
    args = parser.parse_args()
    compile_app()
    result: dict[str, Any] = {"benchmark": "startup_trace"}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files, library = seeded_library(folder)
        for build, shim in {"this": None, "versus": args.versus}.items():
            if build == "this" or shim:
                found = trace(files, library, folder, shim)
                found["by_module"] = found["by_module"][: args.top]
                result[build] = found
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
