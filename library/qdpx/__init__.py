"""REFI-QDA project exchange (``.qdpx``): the format QualCoder, ATLAS.ti, MAXQDA and NVivo share.

A ``.qdpx`` is a zip holding ``project.qde`` (QDA-XML 1.0, namespace ``urn:QDA-XML:project:1.0``)
and the sources it refers to. :func:`export_qdpx` writes a library's articles, highlights and
discrepancies as one; :func:`import_qdpx` reads a project's text sources and coded selections
back as articles and highlights. See docs/interop.md for the mapping.
"""

from __future__ import annotations

from .format import QDPX_SUFFIX
from .read import import_qdpx
from .write import export_qdpx

__all__ = ["QDPX_SUFFIX", "export_qdpx", "import_qdpx"]
