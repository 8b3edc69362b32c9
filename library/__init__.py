"""Parallax core: text model, anchoring, store, importers, bundles, reports and the command line.

Nothing in this package imports Qt (``make lint`` enforces it), so scripted use and the
library tests never pay for loading a GUI toolkit.
"""

__version__ = "0.1.0"
