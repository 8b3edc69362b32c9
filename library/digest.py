"""sha256 for the start of the app, without loading OpenSSL.

``hashlib`` loads OpenSSL (``libcrypto``, ~5 MB of shared library to map and relocate) when it
is imported: about 12 M instructions and a few milliseconds of the app's start, which hashes
only an article body or two and a library's path. Python's own sha256 gives the same digest
without it. Once ``hashlib`` is loaded anyway (a bundle, a report), its faster OpenSSL sha256
is used.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

__all__ = ["sha256_hex"]


def _builtin_sha256() -> Callable[[bytes], Any]:
    from importlib import import_module

    for name in ("_sha2", "_sha256"):  # Python's own sha256: 3.12 and later, then 3.11
        try:
            return import_module(name).sha256  # type: ignore[no-any-return]
        except ImportError:
            continue
    import hashlib  # a Python built without its own hashes

    return hashlib.sha256


def sha256_hex(data: bytes) -> str:
    """The sha256 hex digest of ``data``, as ``hashlib.sha256(data).hexdigest()`` gives it."""
    hashlib = sys.modules.get("hashlib")
    constructor = hashlib.sha256 if hashlib is not None else _builtin_sha256()
    return str(constructor(data).hexdigest())
