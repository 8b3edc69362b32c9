"""Parallax desktop: the Qt (PySide6) shell over :mod:`parallax.library`."""
