"""Keeping third-party parsers quiet while they read a file.

trafilatura, htmldate and pypdf log a warning for every oddity they work around (a page with
no article, a damaged cross-reference table). Those are not the user's business unless the
import fails, and then the failure message says what matters; printed on the command line or
the desktop's log they would only alarm (pypdf even logs at ERROR level for fonts it reads
with a fallback). Their loggers are raised to CRITICAL while a file is read, and restored
after.

Our own report of a parser failing in a way nobody foresaw is logged at DEBUG: the failure
already reaches the user as one clear line, and a traceback before it (printed by Python's
last-resort handler on the command line) would only be noise. Logging configured at DEBUG
still shows it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

THIRD_PARTY = (
    "trafilatura",
    "htmldate",
    "courlan",
    "justext",
    "readability",
    "pypdf",
    "charset_normalizer",
    "docx",
    "lxml",
    "PIL",
)
"""Every library an importer calls into that logs through :mod:`logging`."""


@contextmanager
def quiet(*names: str) -> Iterator[None]:
    """Silence warnings and errors from the named loggers inside the ``with`` block."""
    loggers = [logging.getLogger(name) for name in names]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.CRITICAL)
    try:
        yield
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)
