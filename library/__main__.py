"""``python -m parallax.library``: the scripted commands, without the desktop."""

from .cli import run

if __name__ == "__main__":  # worker processes of a batch import re-import this module
    run()
