"""The sentence alignment linked scrolling follows, computed on a worker thread.

:mod:`parallax.library.scroll_alignment` pairs the sentences of every two shown articles; here
the work is handed to Qt's global thread pool whenever the shown articles change, and the
result comes back by a queued signal, so opening or rearranging panes never waits for it. A
result for articles no longer shown is dropped. Articles never change once imported, so the
alignment of a set of articles is kept while the same articles are shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal

if TYPE_CHECKING:  # loaded by the worker, when first needed: the start does not pay for it
    from PySide6.QtCore import QThreadPool

    from parallax.library.scroll_alignment import ScrollAlignment

__all__ = ["ScrollLinks"]


class _Delivery(QObject):
    done = Signal(object, object)


def _align(key: tuple[str, ...], texts: dict[str, str], delivery: _Delivery) -> None:
    """The work of one alignment, on a worker thread (a plain function: no ``QRunnable``
    subclass, whose Qt types the start would make)."""
    from parallax.library.scroll_alignment import align_articles

    try:
        result: ScrollAlignment | None = align_articles(texts)
    except Exception:  # an alignment is a help, never a reason to fail: scroll without it
        result = None
    delivery.done.emit(key, result)


class ScrollLinks(QObject):
    """The current alignment of the shown articles (``alignment``), kept up to date.

    Signals:
        ready(): a new alignment arrived; linked scrolling may align the panes again.
    """

    ready = Signal()

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool
        self.alignment: ScrollAlignment | None = None
        self._key: tuple[str, ...] = ()
        self._delivery = _Delivery(self)
        self._delivery.done.connect(self._received, Qt.ConnectionType.QueuedConnection)

    def update(self, texts: Mapping[str, str]) -> None:
        """Align these articles (id -> reading text) unless they are the ones aligned already."""
        key = tuple(sorted(texts))
        if key == self._key:
            return
        self._key = key
        self.alignment = None
        if len(key) >= 2:
            copied, delivery = dict(texts), self._delivery
            self.pool.start(lambda: _align(key, copied, delivery))

    @property
    def pool(self) -> QThreadPool:
        """The thread pool the alignments run on: Qt's global one unless another was given
        (looked up when first needed, not when the window is built)."""
        if self._pool is None:
            from PySide6.QtCore import QThreadPool

            self._pool = QThreadPool.globalInstance()
        return self._pool

    def _received(self, key: object, result: object) -> None:
        from parallax.library.scroll_alignment import ScrollAlignment

        if key != self._key or not isinstance(result, ScrollAlignment):
            return
        self.alignment = result
        self.ready.emit()
