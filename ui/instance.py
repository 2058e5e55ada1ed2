"""One window per data folder, as desktop apps do.

The copy of the app that holds the data folder's lock listens on a local socket named after
the folder. A second copy started on the same folder says that a match is open in another
window and offers to bring that window to the front: it sends ``raise`` on the socket, the
first copy raises and activates its window, and the second copy ends without touching the
folder.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.i18n import fill, tr
from ui.modal import modal

RAISE = b"raise\n"
# Milliseconds the second copy waits for the first one to answer.
WAIT_MS = 2000


class WindowServer(QObject):
    """Listens for a second copy of the app; ``on_raise`` brings the window to the front."""

    def __init__(self, name: str, on_raise: Callable[[], None], parent: QObject | None = None):
        super().__init__(parent)
        self.on_raise = on_raise
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # a socket file left by a copy that was killed: the lock says it is ours now
        QLocalServer.removeServer(name)
        self.listening = self.server.listen(name)
        self.server.newConnection.connect(self._accept)

    def close(self) -> None:
        """No more listening (the app is closing): its socket file is removed."""
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE.strip()):
            self.on_raise()
            socket.write(b"ok\n")
            socket.flush()
        socket.disconnectFromServer()


def bring_to_front(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def ask_other_window(name: str, folder: str, parent: QWidget | None = None) -> bool:
    """In a second copy: tell the user that a match is open in another window and offer to
    bring it to the front. True when the other window answered."""
    box = QMessageBox(parent)
    box.setObjectName("otherWindowMessage")
    box.setIcon(QMessageBox.Icon.Information)
    box.setWindowTitle(tr("Already open"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(
        fill(
            tr(
                "A match is open in another window of Pool Scoreboard on this data folder:\n%1\n"
                "Only one window can record in a data folder at a time."
            ),
            folder,
        )
    )
    front = box.addButton(tr("Bring it to the front"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("Close"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(front)
    with modal(box):
        box.exec()
        chosen = box.clickedButton() is front
    if not chosen:
        return False
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(WAIT_MS):
        return False
    socket.write(RAISE)
    socket.flush()
    answered = socket.waitForReadyRead(WAIT_MS) and bytes(socket.readAll().data()).startswith(b"ok")
    socket.disconnectFromServer()
    return answered
