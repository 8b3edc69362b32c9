"""The frozen app's entry script (PyInstaller runs this file as ``__main__``).

``freeze_support()`` comes first: a large import starts worker processes (multiprocessing,
"spawn"), and in a frozen app each worker is this same executable, which must become the
worker instead of starting another app.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from parallax.desktop.entry import main

    main()
