"""One window per library: a second launch hands its files to the running app.

A file double-clicked in the file manager starts ``parallax-gui FILE``. When Parallax already
has that library open, a second window would read and write the same file beside the first; so
the new process asks the running one to open the files, waits for its answer, and exits. With
nobody listening it becomes the running app and listens itself.

The two talk over a Unix domain socket named after the library (and so the user): a file in
the user's runtime folder (``$XDG_RUNTIME_DIR``, else a folder of the user's own, mode 0700, in
the temporary folder), never a network address. Python's own socket is watched by a
``QSocketNotifier``, so Qt's networking module is never loaded (tests/test_privacy.py). A
socket left by a crash answers nobody and is replaced. Where the system has no Unix sockets
(older Windows), each launch opens its own window, as before.

The message is one line of JSON, ``{"files": [...]}``; the answer is ``ok``.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from parallax.library.digest import sha256_hex

if TYPE_CHECKING:
    import socket

    from PySide6.QtCore import QSocketNotifier

_WAIT_S = 3.0
_MAX_MESSAGE = 1_000_000


def server_name(library: Path) -> str:
    """The socket's name: the same for every launch on this library."""
    key = str(Path(library).expanduser().resolve()).encode("utf-8", "surrogateescape")
    return f"parallax-{sha256_hex(key)[:24]}"


def _folder() -> Path | None:
    """A folder only this user can enter, for the socket; None when there is no safe one."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and Path(runtime).is_dir():
        return Path(runtime)
    getuid = getattr(os, "getuid", None)
    if getuid is None:
        return None
    import tempfile

    folder = Path(tempfile.gettempdir()) / f"parallax-{getuid()}"
    with contextlib.suppress(FileExistsError):
        folder.mkdir(mode=0o700)
    try:
        info = folder.lstat()
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != getuid() or info.st_mode & 0o077:
        return None  # made by someone else, or open to others: not a place to listen
    return folder


def socket_path(library: Path) -> Path | None:
    """Where the app running on ``library`` listens (None: no Unix sockets here)."""
    import socket

    if not hasattr(socket, "AF_UNIX"):
        return None
    folder = _folder()
    return folder / server_name(library) if folder is not None else None


def _exchange(path: Path, message: bytes) -> bytes:
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as peer:
        peer.settimeout(_WAIT_S)
        peer.connect(str(path))
        peer.sendall(message)
        reply = b""
        while b"\n" not in reply and len(reply) < 100:
            chunk = peer.recv(100)
            if not chunk:
                break
            reply += chunk
    return reply


def hand_off(library: Path, files: list[Path]) -> bool:
    """Give ``files`` to the app already running on ``library``; False when none answers."""
    folder = _folder()
    if folder is None or not (folder / server_name(library)).exists():
        return False  # nobody listens: the usual start, which need not load ``socket`` to know it
    path = socket_path(library)
    if path is None or not path.exists():
        return False
    message = json.dumps({"files": [str(Path(f).expanduser().absolute()) for f in files]}) + "\n"
    try:
        return _exchange(path, message.encode("utf-8")).strip() == b"ok"
    except OSError:
        return False


class FileReceiver(QObject):
    """Listens for files handed over by later launches; calls ``receive`` with them."""

    def __init__(self, library: Path, receive: Callable[[list[Path]], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._receive = receive
        self._path = socket_path(library)
        self._server: socket.socket | None = None
        self._notifier: QSocketNotifier | None = None
        if self._path is not None:
            self._listen(self._path)

    def _listen(self, path: Path) -> None:
        import socket

        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            try:
                server.bind(str(path))
            except OSError:
                if _answers(path):
                    server.close()  # another window of this library got here first
                    return
                path.unlink(missing_ok=True)  # left by a crash
                server.bind(str(path))
            path.chmod(0o600)
            server.listen(4)
            server.setblocking(False)
        except OSError:
            server.close()
            return
        self._server = server
        from PySide6.QtCore import QSocketNotifier  # listening starts after the first paint

        self._notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._accept)

    @property
    def listening(self) -> bool:
        return self._server is not None

    def close(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
        if self._server is not None:
            self._server.close()
            self._server = None
            if self._path is not None:
                self._path.unlink(missing_ok=True)

    def _accept(self) -> None:
        if self._server is None:
            return
        try:
            peer, _address = self._server.accept()
        except OSError:  # BlockingIOError: another notification took it
            return
        with peer:
            peer.settimeout(_WAIT_S)
            data = b""
            try:
                while b"\n" not in data and len(data) <= _MAX_MESSAGE:
                    chunk = peer.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                files = _files(data) if len(data) <= _MAX_MESSAGE else None
                peer.sendall(b"ok\n" if files is not None else b"no\n")
            except OSError:
                return
        if files:
            QTimer.singleShot(0, lambda: self._receive(files))  # once the sender has its answer


def _answers(path: Path) -> bool:
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(0.5)
        try:
            probe.connect(str(path))
        except OSError:
            return False
    return True


def _files(message: bytes) -> list[Path] | None:
    try:
        data = json.loads(message.split(b"\n", 1)[0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) and f for f in files):
        return None
    return [Path(f) for f in files]
