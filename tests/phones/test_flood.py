"""Strangers on many addresses cannot lock the organiser out, at any stage of a connection.

A matrix: each stage a connection goes through (a head that never ends, a body sent a byte a
second, a WebSocket that never sends its token, a WebSocket that holds a token's place, a
request waiting for the windows' thread) times
each limit of that stage (what one address may hold, what all together may hold, the stage's
deadline). In every case strangers on 127.0.0.2 to 127.0.0.40 (a process of their own,
:mod:`tests.phones.flood`) flood the real phone server and the real overlay server at once,
while the table's pen (a paired phone on 127.0.0.1) taps through the phone API: every tap is
answered within 2 s throughout, the pen's own WebSocket opens, and so does the overlay page's
on this machine. Most cases run at the real numbers; where those would need thousands of
sockets or seconds of waiting, the limit under test is lowered for the case.
"""

from __future__ import annotations

import concurrent.futures
import http.client
import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from scoreboard.match.match import MatchConfig
from tests.phones.flood import STRANGERS, Flood, text_frame, upgrade
from tests.phones.helpers import SHOT, in_thread
from tests.phones.test_pair_and_play import pair
from ui.adapters.controller import Controller
from ui.servers.overlay import OverlayServer
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer
from ui.web.core import ServerCore

#: the overlay's LAN token, for the case of WebSockets that hold a token's place
OVERLAY_TOKEN = "flood-test-token-0123456789"
#: how long a tap may take, and the organiser's WebSocket to open
PROMPT = 2.0


@dataclass(frozen=True)
class Case:
    """One cell of the matrix: strangers at ``stage`` pushing ``limit``."""

    stage: str  # head, body, tokenless, token, asks
    limit: str  # one-address, all-addresses, deadline
    addresses: int  # how many strangers
    each: int  # connections each keeps
    limits: dict[str, float] = field(default_factory=dict)  # lowered for this case
    seconds: float = 4.0  # how long the organiser taps under the flood
    deadline: float | None = None  # the stage's deadline, when it is the limit under test

    @property
    def id(self) -> str:
        return f"{self.stage}-{self.limit}"


CASES = [
    # a head that never ends: 32 of one address at most; 1,024 in all; 5 s
    Case("head", "one-address", 3, 200),
    Case("head", "all-addresses", 39, 30),
    Case("head", "deadline", 39, 5, {"head_seconds": 1.0}, deadline=1.0),
    # a whole head, then a 16,000-byte body a byte a second: 8 of one address; 1,024 in all; 5 s
    Case("body", "one-address", 10, 128),  # the report: 10 addresses, 128 POSTs each
    Case("body", "all-addresses", 39, 8, {"max_connections": 200}),
    Case("body", "deadline", 39, 4, {"body_seconds": 1.0}, deadline=1.0),
    # a WebSocket that never sends its token: 8 of one address; 192 of 256 in all; 3 s
    Case("tokenless", "one-address", 3, 128),  # the report: 3 addresses, 128 sockets each
    Case("tokenless", "all-addresses", 39, 8),
    Case("tokenless", "deadline", 39, 2, {"token_seconds": 1.0}, deadline=1.0),
    # a WebSocket with a valid token: 256 in all, 128 of one address
    Case("token", "one-address", 3, 128),
    Case("token", "all-addresses", 39, 10),
    # whole requests asking the windows' thread, one after another: 8 of one address waiting
    # their turn, 64 with the windows' thread (4 here: the windows' thread of a test answers
    # at once, a busy app's does not)
    Case("asks", "one-address", 3, 32, {"max_asks": 4}),
    Case("asks", "all-addresses", 39, 8, {"max_asks": 4}),
]


@dataclass
class Seen:
    """What the organiser saw during the flood, and what the cores held."""

    taps: list[tuple[int, float]] = field(default_factory=list)  # (status, seconds)
    pen_sockets: list[float | None] = field(default_factory=list)  # seconds to its state
    overlay_sockets: list[float | None] = field(default_factory=list)  # to its document
    broken: list[str] = field(default_factory=list)  # a core's limit found exceeded


def census(core: ServerCore) -> dict[str, Any]:
    """What ``core`` holds now, read on its own loop."""
    done: concurrent.futures.Future[dict[str, Any]] = concurrent.futures.Future()

    def read() -> None:
        done.set_result(
            {
                "connections": len(core.guards),
                "per_address": max(core.per_address.values(), default=0),
                "tokenless": len(core.tokenless),
                "sockets": len(core.seated),
            }
        )

    core.loop.call_soon_threadsafe(read)
    return done.result(timeout=5)


def broken_limits(core: ServerCore) -> list[str]:
    """The limits ``core`` holds more than (none, ever)."""
    now, limits = census(core), core.limits
    most = {
        "connections": core.max_connections,
        "per_address": limits.per_address_open,
        "tokenless": limits.max_clients - limits.token_room,
        "sockets": limits.max_clients,
    }
    return [f"{name} {now[name]} > {most[name]}" for name in most if now[name] > most[name]]


def read_frame(sock: socket.socket, got: bytes) -> bytes:
    """The text of the next WebSocket frame from the server (``got``: read already)."""
    while len(got) < 2 or len(got) < _frame_end(got):
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed")
        got += chunk
    end = _frame_end(got)
    start = end - _frame_length(got)
    return got[start:end]


def _frame_length(got: bytes) -> int:
    size = got[1] & 0x7F
    if size == 126:
        return int.from_bytes(got[2:4], "big") if len(got) >= 4 else 1 << 30
    if size == 127:
        return int.from_bytes(got[2:10], "big") if len(got) >= 10 else 1 << 30
    return size


def _frame_end(got: bytes) -> int:
    size = got[1] & 0x7F
    head = 2 + (2 if size == 126 else 8 if size == 127 else 0)
    return head + _frame_length(got)


def opens(port: int, path: str, token: str | None = None) -> float | None:
    """Seconds until a WebSocket from 127.0.0.1 has its first document (None: refused or
    not within :data:`PROMPT`); ``token``: sent as its first message."""
    start = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=PROMPT) as sock:
            sock.sendall(upgrade(path, f"127.0.0.1:{port}"))
            got = b""
            while b"\r\n\r\n" not in got:
                chunk = sock.recv(65536)
                if not chunk:
                    return None
                got += chunk
            head, _, rest = got.partition(b"\r\n\r\n")
            if not head.startswith(b"HTTP/1.1 101"):
                return None
            if token is not None:
                sock.sendall(text_frame(json.dumps({"token": token})))
            document = json.loads(read_frame(sock, rest))
            assert isinstance(document, dict)
    except (OSError, ValueError):
        return None
    return time.monotonic() - start


def tap(port: int, pen: dict[str, Any], number: int) -> tuple[int, float]:
    """The pen's tap: its status and how long the answer took."""
    body = json.dumps(
        {"id": f"flood-tap-{number:05d}", "match": pen["state"]["phone"]["match_id"], "input": SHOT}
    )
    start = time.monotonic()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=3 * PROMPT)
        conn.request(
            "POST",
            "/api/phone/1/input",
            body=body,
            headers={"Authorization": f"Bearer {pen['token']}", "Content-Type": "application/json"},
        )
        status = conn.getresponse().status
        conn.close()
    except OSError:
        status = 0
    return status, time.monotonic() - start


@pytest.fixture
def overlay(qapp: Any) -> Iterator[OverlayServer]:
    controller = Controller()
    controller.table.new_match(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5), breaker=0)
    )
    srv = OverlayServer()
    srv.show_snapshot(controller.snapshot)
    yield srv
    srv.stop()


def _flood(case: Case, port: int, path: str, **args: Any) -> Flood:
    return Flood(
        port,
        case.stage,
        path,
        addresses=STRANGERS[: case.addresses],
        each=case.each,
        seconds=case.seconds + 1.5,
        rate=1000.0,
        **args,
    )


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_the_organiser_gets_through_strangers_at_every_stage_and_limit(
    case: Case, hall: PhoneHall, page_folder: Path, overlay: OverlayServer
) -> None:
    phones = PhoneServer(hall)
    phones.limits = dict(case.limits)
    phones.start("127.0.0.1", 0, files=page_folder)
    overlay.limits = dict(case.limits)
    if case.stage == "token":
        overlay.start(0, lan=True, token=OVERLAY_TOKEN)
    else:
        overlay.start(0)
    query = f"?token={OVERLAY_TOKEN}" if overlay.token else ""
    floods: list[Flood] = []
    try:
        pen = pair(phones, hall)
        watcher = pair(phones, hall, device="Stranger", watch=True)
        phone_port, overlay_port = phones.port or 0, overlay.port or 0
        if case.stage in ("head", "body"):
            floods.append(_flood(case, phone_port, "/api/phone/1/input"))
            floods.append(_flood(case, overlay_port, "/api/v1/state"))
        elif case.stage == "asks":
            floods.append(_flood(case, phone_port, "/api/phone/1/state", pause=0.0))
            floods.append(_flood(case, overlay_port, "/api/v1/venue", pause=0.0))
        else:
            token = watcher["token"] if case.stage == "token" else None
            floods.append(
                _flood(case, phone_port, "/api/phone/1/events", token=token, frame=bool(token))
            )
            floods.append(_flood(case, overlay_port, "/api/v1/events" + query))
        cores = [phones.core, overlay._core]  # the limits are the core's
        seen = Seen()

        def organiser() -> Seen:
            time.sleep(1.0)  # the strangers have taken what they can
            end = time.monotonic() + case.seconds
            number = 0
            while time.monotonic() < end:
                number += 1
                seen.taps.append(tap(phone_port, pen, number))
                if number % 4 == 1:
                    seen.pen_sockets.append(opens(phone_port, "/api/phone/1/events", pen["token"]))
                    seen.overlay_sockets.append(opens(overlay_port, "/api/v1/events" + query))
                for core in cores:
                    assert core is not None
                    seen.broken += broken_limits(core)
                time.sleep(0.1)
            return seen

        in_thread(organiser, timeout=case.seconds + 20)
        results = [flood.result() for flood in floods]
    finally:
        for flood in floods:
            flood.stop()
        phones.stop()
    slow = [
        (status, round(took, 2)) for status, took in seen.taps if status != 200 or took > PROMPT
    ]
    pen_ws, overlay_ws = seen.pen_sockets, seen.overlay_sockets
    print(
        f"\n{case.id}: taps answered 200 within {PROMPT:.0f} s: "
        f"{len(seen.taps) - len(slow)}/{len(seen.taps)} (slowest "
        f"{max(t for _, t in seen.taps):.3f} s); the pen's WebSocket opened "
        f"{len(pen_ws) - pen_ws.count(None)}/{len(pen_ws)}, the overlay's "
        f"{len(overlay_ws) - overlay_ws.count(None)}/{len(overlay_ws)}; strangers' "
        f"connections opened {results[0]['opened']} and {results[1]['opened']}"
    )
    assert len(seen.taps) >= 5 and not slow, slow
    assert seen.pen_sockets and None not in seen.pen_sockets, seen.pen_sockets
    assert seen.overlay_sockets and None not in seen.overlay_sockets, seen.overlay_sockets
    assert not seen.broken, seen.broken[:5]
    assert results[0]["opened"] > case.addresses * case.each // 2  # the strangers did come
    if case.deadline is not None:
        # the phone server's strangers never held a connection past the deadline (and the
        # second a WebSocket's close waits for the client's answer)
        assert results[0]["longest"] < case.deadline + 1.5, results[0]


def test_phones_behind_one_address_that_connect_at_once_all_get_their_state(
    server: PhoneServer, hall: PhoneHall
) -> None:
    # 24 phones of one table behind one address (a venue's Wi-Fi behind a router), all
    # opening their WebSocket at the same moment, as after the server restarted: three
    # times the sockets one address may hold without having sent anything
    tokens = []
    for n in range(24):
        paired = hall.service.pair("1", hall.service.code("1"), f"phone-{n}", watch=True)
        assert paired.token is not None
        tokens.append(paired.token)
    port = server.port or 0
    start, answered = threading.Barrier(len(tokens)), threading.Barrier(len(tokens))

    def phone(token: str) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                start.wait(10)
                sock.sendall(upgrade("/api/phone/1/events", f"127.0.0.1:{port}"))
                got = b""
                while b"\r\n\r\n" not in got:
                    got += sock.recv(65536)
                head, _, rest = got.partition(b"\r\n\r\n")
                sock.sendall(text_frame(json.dumps({"token": token})))
                state = json.loads(read_frame(sock, rest))
                answered.wait(10)  # held open until every phone had its answer
                return head.startswith(b"HTTP/1.1 101") and "state" in state
        except (OSError, ValueError, threading.BrokenBarrierError):
            answered.abort()
            return False

    def everyone() -> list[bool]:
        with concurrent.futures.ThreadPoolExecutor(len(tokens)) as pool:
            return list(pool.map(phone, tokens, timeout=20))

    got = in_thread(everyone, timeout=30)
    assert got == [True] * len(tokens)
