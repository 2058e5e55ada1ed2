"""The overlay server stays bounded however fast clients come: never more than
``MAX_CLIENTS`` WebSocket clients at once, even when new ones arrive while the handshakes of
the earlier ones are still going on."""

from __future__ import annotations

import base64
import os
import socket
import time

from PySide6.QtWidgets import QApplication

from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.servers.overlay import MAX_CLIENTS, OverlayServer

CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)


def _upgrade(port: int) -> socket.socket:
    client = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    client.sendall(
        f"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    return client


def test_websocket_clients_stay_bounded_when_they_come_faster_than_handshakes(qtbot) -> None:
    app = QApplication.instance()
    assert app is not None
    controller = Controller()
    controller.table.new_match(CONFIG)
    server = OverlayServer()
    server.start(0)
    server.show_snapshot(controller.snapshot)
    assert server.port is not None
    clients: list[socket.socket] = []
    most = 0
    try:
        for _ in range(10):  # 200 clients, 20 at a time, the server barely looking in between
            clients += [_upgrade(server.port) for _ in range(20)]
            until = time.monotonic() + 0.001
            while time.monotonic() < until:
                app.processEvents()
                most = max(most, server.clients)
        qtbot.wait(1500)
        most = max(most, server.clients)
        print(f"tried: 200 WebSocket upgrades in bursts; most clients at once: {most}")
        assert most <= MAX_CLIENTS
    finally:
        for client in clients:
            client.close()
        server.stop()
