"""One window per library: a second launch hands its files to the running app.

A file double-clicked in the file manager starts ``parallax-gui FILE``. When Parallax already
has that library open, a second window would read and write the same file beside the first; so
the new process asks the running one (a local socket named after the library and the user) to
open the files, waits for its answer, and exits. With nobody listening it becomes the running
app and listens itself. A socket left behind by a crash is removed before listening.

The message is one line of JSON, ``{"files": [...]}``; the answer is ``ok``.
"""

from __future__ import annotations

import getpass
import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

_WAIT_MS = 3000
_MAX_MESSAGE = 1_000_000


def server_name(library: Path) -> str:
    """The socket's name: the same for every launch on this library by this user."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid (containers)
        user = "?"
    key = f"{user}\0{Path(library).expanduser().resolve()}".encode("utf-8", "surrogateescape")
    return f"parallax-{hashlib.sha256(key).hexdigest()[:24]}"


def hand_off(library: Path, files: list[Path]) -> bool:
    """Give ``files`` to the app already running on ``library``; False when none answers."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(library))
    if not socket.waitForConnected(_WAIT_MS):
        return False
    message = json.dumps({"files": [str(Path(f).expanduser().absolute()) for f in files]}) + "\n"
    socket.write(QByteArray(message.encode("utf-8")))
    socket.waitForBytesWritten(_WAIT_MS)  # False when all was written already
    reply = b""
    while b"\n" not in reply and (socket.bytesAvailable() or socket.waitForReadyRead(_WAIT_MS)):
        reply += bytes(socket.readAll().data())
    reply = reply.strip()
    socket.disconnectFromServer()
    return reply == b"ok"


class FileReceiver(QObject):
    """Listens for files handed over by later launches; calls ``receive`` with them."""

    def __init__(self, library: Path, receive: Callable[[list[Path]], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._receive = receive
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        name = server_name(library)
        if not self._server.listen(name):
            QLocalServer.removeServer(name)  # left by a crash: nobody answered before we got here
            self._server.listen(name)
        self._server.newConnection.connect(self._accept)

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.setParent(self)
            buffer = bytearray()

            def read(socket: QLocalSocket = socket, buffer: bytearray = buffer) -> None:
                buffer.extend(bytes(socket.readAll().data()))
                if len(buffer) > _MAX_MESSAGE:
                    socket.abort()
                    return
                if b"\n" not in buffer:
                    return
                files = _files(bytes(buffer))
                socket.write(QByteArray(b"ok\n" if files is not None else b"no\n"))
                socket.flush()
                socket.disconnectFromServer()
                if files:
                    self._receive(files)

            socket.readyRead.connect(read)
            socket.disconnected.connect(socket.deleteLater)


def _files(message: bytes) -> list[Path] | None:
    try:
        data = json.loads(message.split(b"\n", 1)[0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, list) or not all(isinstance(f, str) and f for f in files):
        return None
    return [Path(f) for f in files]
