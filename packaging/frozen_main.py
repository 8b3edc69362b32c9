"""The frozen app's entry script (PyInstaller runs this file as ``__main__``).

``freeze_support()`` comes first: a large import starts worker processes (multiprocessing,
"spawn"), and in a frozen app each worker is this same executable, which must become the
worker instead of starting another app. Files given alone (the system opening a document
with the app) open as a launcher's do, with ``parallax-gui``'s rules.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    import sys
    from pathlib import Path

    from parallax.desktop.entry import main, main_gui

    given = sys.argv[1:]
    if given and all(a.startswith("file:") or Path(a).is_file() for a in given):
        main_gui(given)  # a file opened with the app (double-click, "Open With")
    else:
        main()
