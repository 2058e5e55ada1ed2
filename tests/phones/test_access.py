"""Who may do what over the phone API: a forged token, another table's token, a watcher, a
revoked device; every endpoint answers 403 with no state, and nothing is recorded."""

from __future__ import annotations

import secrets
from typing import Any

import pytest

from tests.phones.helpers import SHOT, Socket, call
from tests.phones.test_pair_and_play import journal_lines, pair, send
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

#: every endpoint that takes a token, with a body it would take
ENDPOINTS: list[tuple[str, str, Any]] = [
    ("GET", "state", None),
    ("POST", "input", {"id": "tap-forged-1", "match": "m", "input": SHOT}),
    ("POST", "clock", {"action": "start"}),
    ("POST", "confirm", {}),
    ("POST", "pen", {}),
    ("POST", "forget", {}),
]


def _tokens(server: PhoneServer, hall: PhoneHall) -> dict[str, str]:
    other = pair(server, hall, "2", device="Other table")
    return {
        "forged": secrets.token_urlsafe(32),
        "short": "abc",
        "other-table": other["token"],
        "empty": "",
    }


@pytest.mark.parametrize(("method", "what", "body"), ENDPOINTS)
def test_a_token_that_opens_nothing_gets_403_and_no_state(
    server: PhoneServer, hall: PhoneHall, method: str, what: str, body: Any
) -> None:
    pen = pair(server, hall, "1")
    match = pen["state"]["phone"]["match_id"]
    if what == "input":
        body = dict(body, match=match)
    before = hall.service.devices()
    for name, token in _tokens(server, hall).items():
        status, _, answer = call(
            server.port or 0, method, f"/api/phone/1/{what}", body, token=token
        )
        assert status == 403, (name, answer)
        assert answer["status"] == "refused" and "state" not in answer, name
        assert answer["code"] in ("bad-token", "unknown-token", "wrong-table"), answer
    # a header that is not a bearer token opens nothing either
    status, _, answer = call(
        server.port or 0,
        method,
        f"/api/phone/1/{what}",
        body,
        headers={"Authorization": f"Basic {pen['token']}"},
    )
    assert status == 403 and "state" not in answer
    assert not hall.tables["1"].inputs and not journal_lines(hall, "1")
    assert hall.service.pens.check("1", pen["token"]).may_write  # the pen kept it
    assert len(hall.service.devices()) == len(before) + 1  # only the other table's pairing


def test_a_watcher_reads_but_cannot_write(server: PhoneServer, hall: PhoneHall) -> None:
    pair(server, hall, "1", device="Pen")
    watcher = pair(server, hall, "1", device="Watcher", watch=True)
    assert watcher["role"] == "watcher"
    status, answer = send(server, watcher, "tap-watch-1")
    assert status == 409 and answer["code"] == "not-the-pen" and "state" in answer
    status, _, answer = call(
        server.port or 0, "POST", "/api/phone/1/clock", {"action": "start"}, token=watcher["token"]
    )
    assert status == 409 and answer["code"] == "not-the-pen"
    status, _, answer = call(
        server.port or 0, "POST", "/api/phone/1/confirm", {}, token=watcher["token"]
    )
    assert status == 409 and answer["code"] == "not-the-pen"
    assert not hall.tables["1"].inputs


def test_the_pen_moves_by_code_and_the_old_pen_is_told(
    server: PhoneServer, hall: PhoneHall
) -> None:
    first = pair(server, hall, "1", device="First")
    assert send(server, first, "tap-first-1")[0] == 200
    second = pair(server, hall, "1", device="Second")
    assert second["role"] == "pen"
    status, answer = send(server, first, "tap-first-2")
    assert status == 409 and answer["code"] == "pen-moved"
    # a resend of what it had recorded is still answered as recorded
    status, answer = send(server, first, "tap-first-1")
    assert status == 200 and answer["code"] == "already-recorded"
    assert send(server, second, "tap-second1")[0] == 200
    assert [line["id"] for line in journal_lines(hall, "1")] == ["tap-first-1", "tap-second1"]


def test_a_watcher_asks_for_the_pen_and_the_desk_hands_it_over(
    server: PhoneServer, hall: PhoneHall
) -> None:
    pen = pair(server, hall, "1", device="Pen")
    watcher = pair(server, hall, "1", device="Watcher", watch=True)
    seen: list[str] = []
    hall.devices_changed.connect(seen.append)
    status, _, answer = call(server.port or 0, "POST", "/api/phone/1/pen", token=watcher["token"])
    assert status == 200 and answer["role"] == "watcher"
    assert seen == ["1"]
    asking = [d for d in hall.service.devices("1") if d.asking]
    assert [d.ref for d in asking] == [watcher["ref"]]
    assert hall.approve_handover("1", watcher["ref"]).accepted
    assert send(server, watcher, "tap-handed1")[0] == 200
    assert send(server, pen, "tap-oldpen1")[1]["code"] == "pen-moved"


def test_revoke_answers_403_and_closes_the_websocket(server: PhoneServer, hall: PhoneHall) -> None:
    pen = pair(server, hall, "1")
    ws = Socket(server.port or 0, "1", f'{{"token": "{pen["token"]}"}}')
    try:
        ws.wait(lambda: len(ws.messages) >= 1)
        assert ws.messages[0]["state"]["phone"]["role"] == "pen"
        assert hall.revoke(pen["ref"]).accepted
        ws.wait(ws.closed.is_set)
        assert ws.close_code == 4403
    finally:
        ws.close()
    status, answer = send(server, pen, "tap-revoked")
    assert status == 403 and answer["code"] == "revoked" and "state" not in answer
    status, _, answer = call(server.port or 0, "GET", "/api/phone/1/state", token=pen["token"])
    assert status == 403
    assert not hall.tables["1"].inputs


def test_forget_unpairs_the_phone_itself(server: PhoneServer, hall: PhoneHall) -> None:
    pen = pair(server, hall, "1")
    status, _, answer = call(server.port or 0, "POST", "/api/phone/1/forget", token=pen["token"])
    assert status == 200 and answer["status"] == "accepted"
    assert send(server, pen, "tap-forgot1")[0] == 403


def test_a_bad_websocket_token_is_closed_4403(server: PhoneServer, hall: PhoneHall) -> None:
    other = pair(server, hall, "2")
    for first in (
        f'{{"token": "{secrets.token_urlsafe(32)}"}}',
        f'{{"token": "{other["token"]}"}}',
    ):
        ws = Socket(server.port or 0, "1", first)
        try:
            ws.wait(ws.closed.is_set)
            assert ws.close_code == 4403 and not ws.messages
        finally:
            ws.close()
    ws = Socket(server.port or 0, "1", "not json")
    try:
        ws.wait(ws.closed.is_set)
        assert ws.close_code == 4400 and not ws.messages
    finally:
        ws.close()


def test_pairing_pauses_after_wrong_codes(server: PhoneServer, hall: PhoneHall) -> None:
    statuses = []
    for n in range(7):
        code = f"{n:06d}"
        if code == hall.service.code("1"):
            code = "999999"
        status, fields, answer = call(
            server.port or 0, "POST", "/api/phone/1/pair", {"code": code, "device": "Guess"}
        )
        statuses.append(status)
    assert statuses[:5] == [403] * 5 and statuses[5:] == [429, 429]
    assert int(fields["retry-after"]) >= 1 and answer["code"] == "paused"
    # during its pause even the right code from that address does not pair
    status, _, _ = call(
        server.port or 0,
        "POST",
        "/api/phone/1/pair",
        {"code": hall.service.code("1"), "device": "Guess"},
    )
    assert status == 429 and not hall.service.devices("1")
