"""Reading a library file the way the tests compare them, apart from the code under test."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def dump(path: Path) -> list[str]:
    """Every row of a library file as SQL: equal dumps mean an unchanged library (a failed
    command, a refused bundle or a full disk must leave it so)."""
    conn = sqlite3.connect(path)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()
