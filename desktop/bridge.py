"""Where the Qt-free library and session meet Qt's event loop.

The library calls plain callbacks after each commit (it must not know Qt); :class:`LibrarySignals`
re-emits them as a signal. :func:`follow` ties a session event to a widget's lifetime, and
:class:`SessionScheduler` lets the session apply the changes of one turn of the loop at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVarTuple, Unpack

from PySide6.QtCore import QObject, QTimer, Signal

from parallax.library.events import Event
from parallax.library.store import Library

Ts = TypeVarTuple("Ts")


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


def follow(owner: QObject, event: Event[*Ts], callback: Callable[[Unpack[Ts]], object]) -> None:
    """Connect a session event to ``owner``'s callback for as long as ``owner`` lives.

    A widget deleted by Qt would otherwise still be called (and raise) on the next event.
    """
    disconnect = event.connect(callback)
    owner.destroyed.connect(lambda *_: disconnect())


class SessionScheduler(QObject):
    """Runs a session's flush once per turn of the event loop, however many changes came."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._callbacks: list[Callable[[], None]] = []
        self._timer.timeout.connect(self._run)

    def __call__(self, callback: Callable[[], None]) -> None:
        if callback not in self._callbacks:
            self._callbacks.append(callback)
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._callbacks.clear()

    def _run(self) -> None:
        callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()
