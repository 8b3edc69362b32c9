"""Reading never touches the network: importing and showing a document sends nothing anywhere.

Articles are untrusted and full of addresses (tracking pixels, web fonts, scripts, frames,
preloads, ``srcset``, CSS ``url()``); fetching any of them would tell a server who reads what,
and when. Two guards: (a) every way Python opens a connection (``socket.connect``,
``create_connection``, ``getaddrinfo``, ``gethostbyname``, urllib, urllib3, trafilatura's and
htmldate's downloaders) is replaced by a recorder that fails the test, while such pages are
imported and shown in an :class:`ArticlePane` and in the real :class:`MainWindow`; (b) at Qt's
resource loader, the pane's text view refuses every remote or local file URL (Qt networking
is never loaded at all: ``PySide6.QtNetwork`` stays out of ``sys.modules``).
"""

from __future__ import annotations

import importlib
import socket
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from parallax.desktop.article_pane import ArticlePane
from parallax.desktop.main_window import MainWindow
from parallax.library.importers import import_bytes
from parallax.library.store import Library

from .import_fixtures import BODY, article_page, epub_bytes, mhtml_bytes, xhtml

pytestmark = pytest.mark.gui

TRACKER = "tracker.example"
HEAD = f"""
<link rel="stylesheet" href="https://{TRACKER}/style.css">
<link rel="preload" href="https://{TRACKER}/font.woff2" as="font" crossorigin>
<link rel="prefetch" href="https://{TRACKER}/next.html">
<link rel="dns-prefetch" href="//{TRACKER}">
<link rel="icon" href="http://{TRACKER}/favicon.ico">
<script src="https://{TRACKER}/analytics.js"></script>
<style>
@import url("https://{TRACKER}/imported.css");
@font-face {{ font-family: Spy; src: url(https://{TRACKER}/spy.woff) format("woff"); }}
body {{ background: url('https://{TRACKER}/bg.png'); }}
</style>
<meta http-equiv="refresh" content="30; url=https://{TRACKER}/refresh">
<base href="https://{TRACKER}/base/">
"""
REMOTE_PARTS = [
    f'<img src="https://{TRACKER}/pixel.gif" alt="Pixel" width="1" height="1">',
    f'<img src="a.jpg" srcset="https://{TRACKER}/photo-2x.jpg 2x, //{TRACKER}/photo-3x.jpg 3x" alt="Flooded street">',
    f'<picture><source srcset="https://{TRACKER}/photo.webp" type="image/webp"><img src="/photo.jpg" alt="Bridge"></picture>',
    f'<iframe src="https://{TRACKER}/embed"></iframe>',
    f'<video poster="https://{TRACKER}/poster.jpg" src="https://{TRACKER}/clip.mp4"></video>',
    f'<audio src="ftp://{TRACKER}/sound.mp3"></audio><object data="https://{TRACKER}/x.swf"></object>',
    f'<span style="background-image:url(https://{TRACKER}/inline.png)">Styled words</span> stay text.',
    f'<a href="https://{TRACKER}/story?utm=1">A link</a> is text, never followed.',
    '<img src="file:///etc/passwd" alt="Local file"> and <img src="data:image/png;base64,iVBORw0KGgo=" alt="Data">',
]


def pages() -> dict[str, bytes]:
    paragraphs = [*BODY, *REMOTE_PARTS]
    page = article_page("Flood closes the bridge", paragraphs, head_extra=HEAD, raw_paragraphs=True)
    chapter = xhtml(
        f'<h1>Chapter</h1><p>{BODY[0]}</p><p><img src="https://{TRACKER}/epub.png" alt="Remote"/></p>'
        f'<link rel="stylesheet" href="https://{TRACKER}/epub.css"/><p>{BODY[1]}</p>'
    )
    markdown = (
        f"# Markdown report\n\n{BODY[0]}\n\n![Remote image](https://{TRACKER}/md.png)\n\n"
        f'<img src="https://{TRACKER}/raw.png"> raw HTML shows as text.\n\n[link](https://{TRACKER}/l)\n'
    )
    return {
        "page.html": page.encode("utf-8"),
        "page.mhtml": mhtml_bytes(page),
        "book.epub": epub_bytes([chapter]),
        "report.md": markdown.encode("utf-8"),
    }


class NetworkAttempt(AssertionError):
    """Raised (and recorded) when anything tries to reach the network."""


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every Python route to the network records the attempt and fails; yields the record."""
    attempts: list[str] = []

    def refuse(what: str) -> Any:
        def refused(*args: Any, **kwargs: Any) -> Any:
            attempts.append(f"{what}{args[:2]!r}")
            raise NetworkAttempt(f"network access attempted: {what}{args[:2]!r}")

        return refused

    monkeypatch.setattr(socket.socket, "connect", refuse("socket.connect"))
    monkeypatch.setattr(socket.socket, "connect_ex", refuse("socket.connect_ex"))
    monkeypatch.setattr(socket.socket, "sendto", refuse("socket.sendto"))
    monkeypatch.setattr(socket, "create_connection", refuse("socket.create_connection"))
    monkeypatch.setattr(socket, "getaddrinfo", refuse("socket.getaddrinfo"))
    monkeypatch.setattr(socket, "gethostbyname", refuse("socket.gethostbyname"))
    for module, name in (
        ("urllib.request", "urlopen"),
        ("http.client", "HTTPConnection.connect"),
        ("urllib3", "PoolManager.urlopen"),
        ("urllib3.connectionpool", "HTTPConnectionPool.urlopen"),
        ("trafilatura", "fetch_url"),
        ("trafilatura", "fetch_response"),
        ("trafilatura.downloads", "fetch_url"),
        ("trafilatura.downloads", "fetch_response"),
        ("htmldate.utils", "fetch_url"),
    ):
        try:
            target: Any = importlib.import_module(module)
        except ImportError:
            continue
        *owners, attribute = name.split(".")
        for owner in owners:
            target = getattr(target, owner)
        if hasattr(target, attribute):
            monkeypatch.setattr(target, attribute, refuse(f"{module}.{name}"))
    yield attempts
    assert attempts == []


def test_the_guard_sees_a_download(no_network: list[str]) -> None:
    """The guard itself works: a download attempt, however the library wraps it, is recorded."""
    import urllib.request

    import trafilatura

    with pytest.raises(NetworkAttempt):
        urllib.request.urlopen(f"https://{TRACKER}/")
    try:
        trafilatura.fetch_url(f"https://{TRACKER}/")
    except NetworkAttempt:
        pass
    with pytest.raises(NetworkAttempt):
        socket.create_connection((TRACKER, 443))
    assert len(no_network) == 3
    no_network.clear()


def test_importing_pages_full_of_remote_references(no_network: list[str]) -> None:
    for name, data in pages().items():
        doc = import_bytes(data, name)
        assert BODY[0][:40] in doc.markdown
    assert no_network == []


def small_article() -> Any:
    from .test_pane import make_article

    return make_article(f"# Title\n\nText with ![an image](https://{TRACKER}/i.png).\n")


@pytest.fixture
def spy_on_resources(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, object]]:
    """Every resource the panes' text views are asked for, with what they answered."""
    asked: list[tuple[str, object]] = []
    host = QWidget()
    view_class = type(ArticlePane(small_article(), host).text_view())
    host.deleteLater()
    original = view_class.loadResource

    def spy(self: Any, kind: int, name: QUrl | str) -> Any:
        answer = original(self, kind, name)
        asked.append((QUrl(name).toString() if isinstance(name, str) else name.toString(), answer))
        return answer

    monkeypatch.setattr(view_class, "loadResource", spy)
    return asked


def test_showing_them_in_a_pane_and_the_window(
    no_network: list[str], spy_on_resources: list[tuple[str, object]], qtbot: QtBot, tmp_path: Path
) -> None:
    library = Library(tmp_path / "library.sqlite")
    try:
        ids = []
        for name, data in pages().items():
            doc = import_bytes(data, name)
            article, _ = library.add_article(doc.markdown, title=doc.title, url=doc.url, comparison="Privacy")
            ids.append(article.id)
        host = QWidget()
        qtbot.addWidget(host)
        host.resize(600, 500)
        pane = ArticlePane(library.get_article(ids[0]), host)
        pane.setGeometry(0, 0, 600, 500)
        host.show()
        qtbot.waitExposed(host)
        host.grab()
        window = MainWindow(library)
        qtbot.addWidget(window)
        window.open_comparison(library.resolve_comparison("Privacy"))
        window.show()
        qtbot.waitExposed(window)
        QApplication.processEvents()
        window.grab()
        for shown in window.workspace.panes:
            view = shown.text_view()
            bar = view.verticalScrollBar()
            bar.setValue(bar.maximum())  # lay out and paint every part of every article
            view.viewport().grab()
        window.close()
        host.close()
    finally:
        library.close()
    assert no_network == []
    assert all(answer is None for url, answer in spy_on_resources if not url.startswith("qrc:")), spy_on_resources
    assert "PySide6.QtNetwork" not in sys.modules


@pytest.mark.parametrize(
    "url",
    [
        f"http://{TRACKER}/a.png", f"https://{TRACKER}/s.css", f"ftp://{TRACKER}/f.png", f"//{TRACKER}/p.png",
        "file:///etc/passwd", "/etc/passwd", "relative.png", "data:image/png;base64,iVBORw0KGgo=",
    ],
)  # fmt: skip
def test_the_text_view_refuses_every_resource(qapp: QApplication, url: str) -> None:
    host = QWidget()
    try:
        pane = ArticlePane(small_article(), host)
        view = pane.text_view()
        for kind in QTextDocument.ResourceType:
            assert view.loadResource(int(kind.value), QUrl(url)) is None
            assert view.loadResource(int(kind.value), url) is None  # the str overload too
    finally:
        host.deleteLater()
