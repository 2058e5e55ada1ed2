"""The overlay server over real sockets: what it serves, what it refuses, and that no client
can hold up the scorekeeper or change the match."""

from __future__ import annotations

import json
import re
import socket
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from rules import CueBall, Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from tests.overlay.chromium import in_thread, spin
from tests.scoreboard.test_state import valid
from ui.adapters.controller import Controller
from ui.servers.overlay import OverlayServer, ServerError

UPGRADE = (
    "GET /api/v1/events{query} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
    "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    "Sec-WebSocket-Version: 13\r\n\r\n"
)


def raw(port: int, request: bytes, host: str = "127.0.0.1") -> bytes:
    """Send ``request`` as it is; everything answered until the server closes."""

    def work() -> bytes:
        with socket.create_connection((host, port), timeout=10) as s:
            try:
                s.sendall(request)
            except OSError:
                pass  # the server may answer and close before an oversized request is sent
            data = b""
            try:
                while chunk := s.recv(65536):
                    data += chunk
            except ConnectionResetError:
                pass
            return data

    return in_thread(work)


def status_of(reply: bytes) -> int:
    """The status code of a whole answer (HTTP/1.0 or 1.1)."""
    found = re.match(rb"HTTP/1\.[01] ([0-9]{3}) ", reply)
    assert found is not None, reply[:80]
    return int(found.group(1))


def get(
    port: int, path: str, method: str = "GET", headers: str = "", body: bytes = b""
) -> tuple[int, dict[str, str], bytes]:
    request = (
        f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{headers}"
        + (f"Content-Length: {len(body)}\r\n" if body else "")
        + "\r\n"
    ).encode() + body
    reply = raw(port, request)
    head, _, content = reply.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = status_of(reply)
    fields = {k.lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
    return status, fields, content


@pytest.fixture
def controller(qapp: Any) -> Controller:
    return Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5), breaker=0)
    )


@pytest.fixture
def server(controller: Controller) -> Iterator[OverlayServer]:
    srv = OverlayServer()
    controller.snapshot_changed.connect(srv.show_snapshot)
    srv.show_snapshot(controller.snapshot)
    srv.start(0)
    yield srv
    srv.stop()


def state(server: OverlayServer, query: str = "") -> dict[str, Any]:
    status, fields, body = get(server.port, "/api/v1/state" + query)
    assert status == 200 and fields["content-type"] == "application/json"
    return valid(json.loads(body))


def test_it_listens_on_loopback_only_by_default(server: OverlayServer) -> None:
    assert server.address == "127.0.0.1"
    assert server.token is None


def test_the_state_follows_the_match(server: OverlayServer, controller: Controller) -> None:
    first = state(server)
    assert [p["name"] for p in first["players"]] == ["Ana", "Bea"]
    controller.table.shot(Shot(pocketed=(Pocketed(3, Pocket.FOOT_RIGHT),), rails=4))
    second = state(server)
    assert second["seq"] > first["seq"]
    assert 3 not in second["table"]["balls"]


def test_unknown_paths_are_404(server: OverlayServer) -> None:
    for path in ("/", "/api/v2/state", "/overlay/", "/overlay/../ui/server.py", "/overlay/nope"):
        assert get(server.port, path)[0] == 404, path


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"])
def test_anything_but_get_is_405_and_changes_nothing(
    server: OverlayServer, controller: Controller, method: str
) -> None:
    before = controller.snapshot
    for path in ("/api/v1/state", "/api/v1/events", "/overlay/bar", "/nope"):
        status, fields, _ = get(server.port, path, method)
        assert status == 405, (method, path)
        assert fields["allow"] == "GET"
    assert controller.snapshot is before and not controller.table.inputs


def test_an_oversized_request_is_413(server: OverlayServer) -> None:
    huge_header = f"X-Filler: {'a' * 20_000}\r\n"
    assert get(server.port, "/api/v1/state", headers=huge_header)[0] == 413
    assert get(server.port, "/api/v1/state", body=b"x" * 100)[0] == 413
    assert get(server.port, "/api/v1/state", headers="Transfer-Encoding: chunked\r\n")[0] == 413


def test_a_foreign_host_name_is_refused_on_loopback(server: OverlayServer) -> None:
    status, _, _ = get(server.port, "/api/v1/state", headers="")
    assert status == 200
    reply = raw(server.port, b"GET /api/v1/state HTTP/1.1\r\nHost: evil.example:80\r\n\r\n")
    assert status_of(reply) == 403


def test_garbage_is_400(server: OverlayServer) -> None:
    assert status_of(raw(server.port, b"\x16\x03\x01 hello\r\n\r\n")) == 400


def test_on_the_lan_every_request_needs_the_token(controller: Controller) -> None:
    srv = OverlayServer()
    srv.show_snapshot(controller.snapshot)
    srv.start(0, lan=True, token="abcdefghijklmnop1234")
    try:
        assert srv.address in ("0.0.0.0", "::")
        for path in ("/api/v1/state", "/overlay/bar", "/overlay/overlay.js", "/nope"):
            assert get(srv.port, path)[0] == 403, path
            assert get(srv.port, path + "?token=wrong-token-123456")[0] == 403, path
        assert get(srv.port, "/api/v1/state?token=abcdefghijklmnop1234")[0] == 200
        assert get(srv.port, "/nope?token=abcdefghijklmnop1234")[0] == 404
        status, _, page = get(srv.port, "/overlay/bar?token=abcdefghijklmnop1234")
        assert status == 200
        assert b"/overlay/overlay.js?token=abcdefghijklmnop1234" in page
        upgrade = UPGRADE.format(query="", port=srv.port).encode()
        assert status_of(raw(srv.port, upgrade)) == 403
    finally:
        srv.stop()


def test_a_token_must_be_url_safe(qapp: Any) -> None:
    with pytest.raises(ValueError):
        OverlayServer().start(0, lan=True, token="short")
    with pytest.raises(ValueError):
        OverlayServer().start(0, lan=True, token="has spaces and <tags> too")


def test_a_port_in_use_is_reported(server: OverlayServer) -> None:
    with pytest.raises(ServerError):
        OverlayServer().start(server.port)


def test_the_overlay_files_are_served_with_their_types(server: OverlayServer) -> None:
    for path, kind in (
        ("/overlay/bar", "text/html"),
        ("/overlay/bug", "text/html"),
        ("/overlay/board", "text/html"),
        ("/overlay/overlay.js", "text/javascript"),
        ("/overlay/overlay.css", "text/css"),
        ("/overlay/balls/ball-9.svg", "image/svg+xml"),
        ("/api/v1/schema", "application/schema+json"),
    ):
        status, fields, body = get(server.port, path)
        assert status == 200 and fields["content-type"].startswith(kind) and body, path


class Listener:
    """A WebSocket client on the event loop: every document it receives, checked."""

    def __init__(self, server: OverlayServer, query: str = "") -> None:
        self.docs: list[dict[str, Any]] = []
        self.socket = QWebSocket()
        self.socket.textMessageReceived.connect(
            lambda text: self.docs.append(valid(json.loads(text)))
        )
        self.socket.open(QUrl(f"ws://127.0.0.1:{server.port}/api/v1/events{query}"))
        self.wait(lambda: bool(self.docs), "the first document")

    def wait(self, done: Callable[[], bool], what: str, timeout: float = 10.0) -> None:
        end = time.monotonic() + timeout
        while not done():
            assert time.monotonic() < end, f"no {what} in {timeout} s"
            spin(0.002)


def test_every_change_is_pushed_in_sequence(server: OverlayServer, controller: Controller) -> None:
    listener = Listener(server)
    assert listener.docs[0]["table"]["balls"] == list(range(1, 10))
    controller.table.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
    controller.table.shot(Shot(cue=CueBall.POCKETED))
    controller.table.undo()
    listener.wait(lambda: len(listener.docs) == 4, "three pushes")
    seqs = [d["seq"] for d in listener.docs]
    assert seqs == list(range(seqs[0], seqs[0] + 4))
    assert listener.docs[1]["table"]["balls"] == list(range(2, 10))
    assert listener.docs[2]["table"]["ball_in_hand"] == "anywhere"
    assert listener.docs[3]["table"]["ball_in_hand"] == "none"
    listener.socket.close()


def test_messages_from_a_client_change_nothing(
    server: OverlayServer, controller: Controller
) -> None:
    listener = Listener(server)
    before = controller.snapshot
    for text in ('{"shot": {"pocketed": [9]}}', "undo", "redo"):
        listener.socket.sendTextMessage(text)
    listener.socket.sendBinaryMessage(b"\x00" * 1000)
    spin(0.3)
    assert server.clients == 1
    assert controller.snapshot is before and not controller.table.inputs
    assert state(server)["moves"] == 0


def test_a_client_that_sends_a_long_message_is_closed(server: OverlayServer) -> None:
    listener = Listener(server)
    listener.socket.sendTextMessage("x" * 100_000)
    listener.wait(lambda: server.clients == 0, "the client closed")


def test_a_client_that_never_reads_is_dropped_and_the_others_keep_up(
    server: OverlayServer, controller: Controller
) -> None:
    server.stall_seconds = 0.5
    dropped: list[str] = []
    server.dropped.connect(dropped.append)
    healthy = Listener(server)
    deaf = socket.create_connection(("127.0.0.1", server.port))
    deaf.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    deaf.sendall(UPGRADE.format(query="", port=server.port).encode())
    healthy.wait(lambda: server.clients == 2, "the second client")
    # the longest names make every document big: the deaf client's buffers fill after a few
    # pushes
    config = MatchConfig(players=("A" * 60, "B" * 60), discipline="straight-pool", breaker=0)
    pushes = 0
    while not dropped:
        assert pushes < 3000, "the deaf client was never dropped"
        controller.table.new_match(config) if pushes % 2 == 0 else controller.table.undo()
        pushes += 1
        spin(0.001)
    assert dropped[0] in ("backlog", "stalled")
    assert server.clients == 1
    healthy.wait(lambda: healthy.docs[-1]["seq"] == server.seq, "the last push")
    deaf.close()


def test_a_request_that_never_ends_is_closed(server: OverlayServer) -> None:
    server.stop()
    server.head_seconds = 0.3
    server.start(0)

    def work() -> bytes:
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
            s.sendall(b"GET /api/v1/state HTTP/1.1\r\nHost: 127.")
            return s.recv(100)  # b"" when the server closes

    assert in_thread(work) == b""
    assert server._core is not None and not server._core.guards


def test_a_silent_websocket_client_is_dropped(server: OverlayServer) -> None:
    server.stop()
    server.ping_seconds = 0.1
    server.start(0)
    dropped: list[str] = []
    server.dropped.connect(dropped.append)
    quiet = socket.create_connection(("127.0.0.1", server.port))
    quiet.sendall(UPGRADE.format(query="", port=server.port).encode())
    end = time.monotonic() + 10
    while not dropped and time.monotonic() < end:
        spin(0.01)
    assert dropped == ["silent"]
    quiet.close()


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    method=st.sampled_from(["GET", "POST", "get", "BREW", ""]),
    path=st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), max_size=60),
    extra=st.binary(max_size=200),
)
def test_any_request_gets_a_status_and_changes_nothing(
    server: OverlayServer, controller: Controller, method: str, path: str, extra: bytes
) -> None:
    before = controller.snapshot
    reply = raw(server.port, f"{method} /{path} HTTP/1.1\r\n".encode() + extra + b"\r\n\r\n")
    assert status_of(reply) in (200, 400, 403, 404, 405, 413)
    assert controller.snapshot is before


def _watch_with_table_one() -> Any:
    from scoreboard.feed.client import Received, parse_address
    from scoreboard.feed.watch import VenueWatch

    watch = VenueWatch(parse_address("mqtt://127.0.0.1:1"), "club", lambda _e: None)
    watch.handle(Received("club", 1, "online", {"online": True}, 20))
    return watch


@pytest.mark.parametrize(
    "table",
    [
        "%C2%B2",
        "\u00b2",
        "%D9%A3",
        "%EF%BC%91",
        "%FF",
        "%zz",
        "1%00",
        "0",
        "01",
        "-1",
        "1e3",
        " 1",
        "1.0",
        "9" * 400,
        "",
        "1000",
    ],
)
def test_a_table_that_is_no_table_number_is_404_on_a_live_venue(
    server: OverlayServer, table: str
) -> None:
    server.venue = _watch_with_table_one()
    status, _, _ = get(server.port, "/api/v1/state?table=" + table)
    assert status in (400, 404), table  # 400: not even a request line
    assert get(server.port, "/api/v1/state?table=1")[0] == 404  # online, no state yet
    status, fields, body = get(server.port, "/api/v1/venue")
    assert status == 200 and fields["content-type"] == "application/json"
    assert json.loads(body)["tables"][0]["number"] == 1
    assert state(server)["players"][0]["name"] == "Ana"
