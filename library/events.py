"""One event type for everything Qt-free that tells listeners about a change.

The library's change stream (:meth:`.store.Library.subscribe`), the open comparison
(:class:`.session.SessionEvents`), its marks (:class:`.marks.Marks`) and the suggestions model
all hold :class:`Event` s, so a widget follows any of them the same way (the desktop's
``bridge.follow`` ties one to a widget's lifetime). Plain callbacks, no Qt: the library must
never import it.
"""

# No ``from __future__ import annotations``: the start imports this module, and Generic's
# string annotations would be compiled for nothing.
import contextlib
from collections.abc import Callable
from typing import Generic, TypeVarTuple, Unpack

__all__ = ["Event"]

Ts = TypeVarTuple("Ts")


class Event(Generic[*Ts]):
    """A list of plain callbacks, called in the order they connected.

    ``connect`` returns a function that disconnects again (handy for a widget's ``destroyed``).
    A callback connected or disconnected while the event is being emitted takes effect from
    the next emission.
    """

    __slots__ = ("_callbacks",)

    def __init__(self) -> None:
        self._callbacks: list[Callable[[Unpack[Ts]], object]] = []

    def connect(self, callback: Callable[[Unpack[Ts]], object]) -> Callable[[], None]:
        self._callbacks.append(callback)

        def disconnect() -> None:
            self.disconnect(callback)

        return disconnect

    def disconnect(self, callback: Callable[[Unpack[Ts]], object]) -> None:
        with contextlib.suppress(ValueError):
            self._callbacks.remove(callback)

    def emit(self, *args: *Ts) -> None:
        for callback in list(self._callbacks):
            callback(*args)

    def __len__(self) -> int:
        return len(self._callbacks)
