"""Library change listeners as Qt signals.

The library calls plain callbacks after each commit (it must not know Qt); this adapter re-emits
them as a signal so models and panes can connect the usual way.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from parallax.library.store import Library


class LibrarySignals(QObject):
    """Re-emits a :class:`Library`'s committed changes.

    Signals:
        changed(Change): one entity was added, updated or removed.
    """

    changed = Signal(object)

    def __init__(self, library: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self._unsubscribe = library.subscribe(self.changed.emit)

    def detach(self) -> None:
        self._unsubscribe()
