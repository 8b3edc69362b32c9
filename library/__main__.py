"""``python -m parallax.library``: the scripted commands, without the desktop."""

from .cli import run

run()
