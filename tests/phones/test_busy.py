"""When the windows' thread is slow to answer: the phone is told 503 ``busy``, and what it
sent is recorded once however often it is sent again; a WebSocket that says nothing is
closed."""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.overlay.chromium import spin
from tests.phones.helpers import SHOT, Socket
from tests.phones.test_pair_and_play import journal_lines, pair, send
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


@pytest.fixture
def quick(hall: PhoneHall, page_folder: Path) -> Iterator[PhoneServer]:
    srv = PhoneServer(hall)
    srv.limits = {"ask_seconds": 0.3, "token_seconds": 0.3}
    srv.start("127.0.0.1", 0, files=page_folder)
    yield srv
    srv.stop()


def test_busy_is_503_and_the_resend_is_kept_once(quick: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(quick, hall)
    body = json.dumps(
        {"id": "tap-busy-01", "match": paired["state"]["phone"]["match_id"], "input": SHOT}
    )
    got: dict[str, Any] = {}

    def client() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", quick.port or 0, timeout=10)
        conn.request(
            "POST",
            "/api/phone/1/input",
            body=body,
            headers={
                "Authorization": f"Bearer {paired['token']}",
                "Content-Type": "application/json",
            },
        )
        answer = conn.getresponse()
        got["status"], got["body"] = answer.status, json.loads(answer.read())
        conn.close()

    thread = threading.Thread(target=client, daemon=True)
    thread.start()
    time.sleep(1.0)  # the windows' thread is busy: it hears nothing
    thread.join(5)
    assert got["status"] == 503 and got["body"]["code"] == "busy"
    spin(0.1)  # now it answers what waited: the record is kept, late
    assert len(hall.tables["1"].inputs) == 1
    status, answer = send(quick, paired, "tap-busy-01")
    assert status == 200 and answer["code"] == "already-recorded"
    assert [line["id"] for line in journal_lines(hall, "1")] == ["tap-busy-01"]


def test_a_websocket_that_sends_no_token_is_closed(quick: PhoneServer, hall: PhoneHall) -> None:
    ws = Socket(quick.port or 0, "1", None)
    try:
        ws.wait(ws.closed.is_set)
        assert ws.close_code == 4403 and not ws.messages
    finally:
        ws.close()
    # a table with no match in play: 4404, the phone tries again later
    pen = pair(quick, hall, "1")
    hall.tables.drop("1")
    ws = Socket(quick.port or 0, "1", json.dumps({"token": pen["token"]}))
    try:
        ws.wait(ws.closed.is_set)
        assert ws.close_code == 4404
    finally:
        ws.close()
