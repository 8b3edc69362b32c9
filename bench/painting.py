"""Waiting until widgets are painted, for "open → painted" figures.

``QApplication.processEvents()`` delivers the update requests a change posted, and Qt paints
the widgets then; this module checks it instead of assuming it: an event filter notes the
Paint event of each widget named, and events are processed until every one has had one.
An extra ``grab()`` would render the whole window a second time, which is not a cost a reader
waits for; the benchmarks report it separately where they used to include it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget


class _PaintWatch(QObject):
    def __init__(self, widgets: Iterable[QWidget]) -> None:
        super().__init__()
        self.waiting = {id(w): w for w in widgets}
        for widget in self.waiting.values():
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.waiting.pop(id(watched), None)
        return False

    def remove(self) -> None:
        for widget in self.waiting.values():
            widget.removeEventFilter(self)


def process_until_painted(app: QApplication, widgets: Iterable[QWidget], rounds: int = 50) -> None:
    """Process events until each of ``widgets`` has been painted at least once.

    Raises RuntimeError if some are still unpainted after ``rounds`` passes of the event loop
    (a benchmark must not report a time for a window it never saw painted).
    """
    watch = _PaintWatch(widgets)
    try:
        for _ in range(rounds):
            app.processEvents()
            if not watch.waiting:
                return
        raise RuntimeError(f"{len(watch.waiting)} widget(s) were never painted")
    finally:
        watch.remove()


def text_viewports(panes: Iterable[QWidget]) -> list[QWidget]:
    """The text viewports of article panes, found without ``ArticlePane.text_view()``, which
    hands the pane its document at once: a pane attaches it at its first paint, at the width
    the window settled on, and a watcher that attached it earlier made Qt lay it out again."""
    from parallax.desktop.pane_parts import TextView

    views = [pane.findChild(TextView) for pane in panes]
    return [view.viewport() for view in views if view is not None]


def reopen_another(path: str, name: str) -> object:
    """Settings whose last comparison is one other than ``name``, so that a window built on them
    opens ``name`` cold later (its panes never built in this process)."""
    from parallax.desktop.settings import Settings
    from parallax.library.store import Library

    with Library(path) as setup:
        small = next(c.id for c in setup.list_comparisons() if c.name != name)
    settings = Settings()
    settings.set("workspace/comparison", small)
    settings.sync()
    return settings


def window_complete(app: QApplication, path: str, settings: object, width: int, height: int, turns: int) -> tuple[object, object]:
    """The window on the library at ``path``, shown and processed until it says it is complete
    (the sidebar and panels are built after the first paint): (library, window)."""
    from parallax.desktop.main_window import MainWindow
    from parallax.library.store import Library

    library = Library(path)
    window = MainWindow(library, settings)  # type: ignore[arg-type]
    window.resize(width, height)
    complete: list[bool] = []
    window.started.connect(lambda: complete.append(True))
    window.show()
    for _ in range(turns):
        app.processEvents()
        if complete:
            break
    return library, window

