"""/overlay/venue pushed, not polled: the real overlay server on loopback serves the desk's
venue (:class:`HallVenue`, its tables real tables), and headless Chromium shows it. A table's
change reaches the page over the WebSocket with no HTTP request after the page loaded; a shot
that changes nothing shown pushes nothing, and a burst of changes goes out as one push; the
page connects again after the server restarts; one address holds no more of these sockets
than the server's limit. The screenshot is written to the shots folder's push/
(tests/shots.py)."""

from __future__ import annotations

import base64
import os
import socket
import time
from collections.abc import Iterator
from typing import Any

import pytest

from rules import Pocket, Pocketed, Shot
from scoreboard.competition import Competition, Format
from scoreboard.feed.desk import TableView
from scoreboard.match.match import MatchConfig
from scoreboard.table.state import state_document
from tests.overlay.chromium import Chromium, Page, spin
from tests.shots import shots_dir
from ui.adapters.controller import Controller
from ui.desk.hall_venue import HallVenue
from ui.servers.overlay import OverlayServer
from ui.web.shared import MAX_BACKLOG, MAX_MESSAGE, PUSH_SECONDS, VENUE_EVENTS_PATH

SHOTS = shots_dir("push")
RACK_WON = "document.querySelector('.card[data-table=\"3\"] .score').textContent === '1'"
PLAYERS = {3: ("Ana Beltrán", "Jorge Castellanos"), 5: ("María Fernández", "Eva Ruiz")}


class Hall:
    """Two real tables and the desk's venue of them; each change of a table is told to the
    server as the desk tells it (``venue_changed``)."""

    def __init__(self, server: OverlayServer) -> None:
        self.server = server
        self.views: dict[int, TableView] = {}
        self.tables: dict[int, Controller] = {}
        for n, names in PLAYERS.items():
            c = Controller(
                MatchConfig(players=names, discipline="nine-ball", race=(5, 5), breaker=0)
            )
            self.tables[n] = c
            self.views[n] = TableView(n, online=True)
            c.snapshot_changed.connect(lambda _snap, n=n: self.changed(n))
            self.changed(n)
        #: the desk's competition (None: none open)
        self.competition: Competition | None = None
        self.venue = HallVenue(
            lambda: self.views, lambda: self.competition, lambda: [], venue=lambda: "club"
        )

    def changed(self, n: int) -> None:
        snap = self.tables[n].snapshot
        self.views[n].state = state_document(snap, seq=len(snap.history), now=time.time())
        self.server.venue_changed()


@pytest.fixture(scope="module")
def browser(qapp: Any) -> Iterator[Chromium]:
    chromium = Chromium()
    yield chromium
    chromium.close()


@pytest.fixture
def page(browser: Chromium) -> Iterator[Page]:
    tab = browser.page(1280, 720)
    tab.call("Network.enable")
    yield tab
    tab.goto("about:blank")


@pytest.fixture
def hall(qapp: Any) -> Iterator[Hall]:
    server = OverlayServer()
    server.start(0)
    h = Hall(server)
    server.venue = h.venue
    yield h
    server.stop()


def score(page: Page, table: int) -> list[str]:
    return page.js(
        f"[...document.querySelectorAll('.card[data-table=\"{table}\"] .score')]"
        ".map(e => e.textContent)"
    )


def requests(page: Page) -> list[str]:
    """The HTTP requests the page made since it was opened (a WebSocket's is not one; the
    browser's own for the tab's icon is not the page's)."""
    return [
        e["params"]["request"]["url"]
        for e in page.events
        if e.get("method") == "Network.requestWillBeSent"
        and not e["params"]["request"]["url"].endswith("/favicon.ico")
    ]


def frames(page: Page) -> int:
    return sum(1 for e in page.events if e.get("method") == "Network.webSocketFrameReceived")


def opened(page: Page, hall: Hall) -> None:
    page.goto(hall.server.url("/overlay/venue?lang=es"))
    page.wait_for("document.querySelectorAll('.card').length === 2")
    page.wait_for("[...document.querySelectorAll('.card .name')].length === 4")


def test_a_tables_change_is_shown_at_once_with_no_request_after_the_page_loaded(
    page: Page, hall: Hall
) -> None:
    opened(page, hall)
    loaded = requests(page)
    assert all("/api/v1/venue?" not in u and not u.endswith("/api/v1/venue") for u in loaded)
    assert score(page, 3) == ["0", "0"]
    began = time.monotonic()
    hall.tables[3].table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_RIGHT),)))
    page.wait_for(RACK_WON, timeout=2.0)
    took = time.monotonic() - began
    print(f"a table's rack shown on the page {took * 1000:.0f} ms after it was won")
    assert took < 1.0
    spin(3.0)  # three seconds more: the page asks nothing of the server
    assert requests(page) == loaded
    assert score(page, 3) == ["1", "0"]


def test_a_shot_that_changes_nothing_shown_pushes_nothing_and_a_burst_pushes_once(
    page: Page, hall: Hall
) -> None:
    opened(page, hall)
    spin(0.3)
    before = frames(page)
    hall.tables[5].table.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),)))  # she shoots on
    spin(0.5)
    assert frames(page) == before
    for _ in range(5):  # five changes shown, within one push's time
        hall.tables[5].table.shot(Shot())  # a miss: the other player at the table
    page.wait_for(
        "document.querySelector('.card[data-table=\"5\"] .row.at-table .name')"
        ".textContent === 'Eva Ruiz'"
    )
    spin(PUSH_SECONDS * 4)
    assert frames(page) == before + 1


def test_the_page_connects_again_after_the_server_restarts(page: Page, hall: Hall) -> None:
    opened(page, hall)
    port = hall.server.port
    assert port is not None
    hall.server.stop()
    spin(1.0)  # the page tries, and fails, meanwhile
    hall.tables[3].table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_RIGHT),)))
    hall.server.start(port)
    page.wait_for(RACK_WON, timeout=6.0)
    before = frames(page)
    hall.tables[5].table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_RIGHT),)))
    page.wait_for(
        "document.querySelector('.card[data-table=\"5\"] .score').textContent === '1'",
        timeout=2.0,
    )
    assert frames(page) > before  # over the new socket


def test_a_draw_longer_than_the_backlog_is_pushed_and_keeps_its_page(
    page: Page, hall: Hall
) -> None:
    dropped: list[str] = []
    hall.server.dropped.connect(dropped.append)
    c = Competition("Open de Otoño", Format.DOUBLE_ELIMINATION, tables=16)
    for i in range(1, 513):
        c.add_entrant(f"Jugadora con un nombre largo {i}")
    c.draw()
    hall.competition = c
    for n in hall.tables:  # every match over: the page shows the draw
        hall.tables[n].table.concede_match(1)
    opened_at = time.monotonic()
    page.goto(hall.server.url("/overlay/venue?lang=es"))
    page.wait_for("document.querySelectorAll('.match').length > 0")
    spin(0.3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(SHOTS / "venue-pushed-draw-1280x720.png")
    size = len(hall.server._documents["venue"].body)
    print(f"a 512-player draw: {size} bytes, on the page in {time.monotonic() - opened_at:.2f} s")
    assert size > MAX_BACKLOG
    assert hall.server.port is not None
    # the worst of slow screens: one that reads nothing at all while five results are entered
    # (a TV on a poor Wi-Fi, a reader held by a busy machine): it holds at most its bound (then
    # it is dropped for its backlog, never kept growing); the page keeps up, and a screen that
    # connects again gets the newest draw whole
    slow = _upgrade(hall.server.port, "127.0.0.1", buffer=4096)
    try:
        for _ in range(5):  # five results entered, each pushed whole
            ready = c.ready()[0]
            c.enter_result(ready.id, (ready.race, 0))
            hall.server.venue_changed()
            spin(PUSH_SECONDS * 2)
        spin(0.5)
        assert dropped in ([], ["backlog"])  # the slow screen, if anyone
        assert frames(page) >= 2
    finally:
        slow.close()
    newest = hall.server._documents["venue"].body
    again = _upgrade(hall.server.port, "127.0.0.1")
    try:
        again.settimeout(5.0)
        got = b""
        while newest not in got:  # the upgrade's answer, then the newest document whole
            data = again.recv(65536)
            assert data, "the server closed the screen's socket"
            got += data
    finally:
        again.close()


def _upgrade(port: int, source: str, buffer: int = 0) -> socket.socket:
    client = socket.socket()
    if buffer:
        client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, buffer)
    client.bind((source, 0))
    client.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    client.sendall(
        f"GET {VENUE_EVENTS_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
        "Sec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    return client


def _open(client: socket.socket) -> bool:
    """Whether the server keeps ``client`` open (what it sent is read and dropped)."""
    client.setblocking(False)
    try:
        while True:
            if not client.recv(65536):
                return False
    except BlockingIOError:
        return True
    except OSError:
        return False


def test_one_address_holds_no_more_venue_sockets_than_its_limit(qapp: Any) -> None:
    server = OverlayServer()
    server.limits["per_address_tokenless"] = 3
    server.start(0)
    hall = Hall(server)
    server.venue = hall.venue
    assert server.port is not None
    clients = [_upgrade(server.port, "127.0.0.2") for _ in range(8)]
    try:
        spin(1.0)
        held = sum(_open(c) for c in clients)
        print(f"one address opened 8 venue sockets; the server kept {held}")
        assert held == 3
        assert server.clients == 3
        # a message longer than the limit closes the socket that sent it, and only that one
        mask = os.urandom(4)
        data = b"x" * (MAX_MESSAGE + 1)
        frame = bytes([0x81, 0xFE]) + len(data).to_bytes(2, "big") + mask
        frame += bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        keeping = [c for c in clients if _open(c)]
        keeping[0].setblocking(True)
        keeping[0].sendall(frame)
        spin(1.0)
        assert not _open(keeping[0])
        assert all(_open(c) for c in keeping[1:])
    finally:
        for c in clients:
            c.close()
        server.stop()


def test_the_page_at_1280x720(page: Page, hall: Hall) -> None:
    opened(page, hall)
    hall.tables[3].table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_RIGHT),)))
    page.wait_for(RACK_WON)
    spin(0.3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(SHOTS / "venue-pushed-1280x720.png")
