"""An entry sent over the table's WebSocket (``{"input": <the body of POST .../input>}``) is
judged as the POST is: the socket's token, the pen, ``after``, the same bounds, and the same
answer (``{"answer": {"id", "status", "body"}}``), sent once its journal line is written."""

from __future__ import annotations

import json
from typing import Any

from tests.overlay.chromium import spin
from tests.phones.helpers import SHOT, Socket
from tests.phones.test_pair_and_play import journal_lines, pair, send
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer
from ui.web.entries import MAX_BODY


def opened(server: PhoneServer, token: str, **kw: Any) -> Socket:
    ws = Socket(server.port or 0, "1", json.dumps({"token": token}), **kw)
    ws.wait(lambda: any("state" in m for m in ws.messages))
    return ws


def entry(paired: dict[str, Any], id: str, after: object = None, record: Any = SHOT) -> str:
    body = {"id": id, "match": paired["state"]["phone"]["match_id"], "input": record}
    if after is not None:
        body["after"] = after
    return json.dumps({"input": body})


def answered(ws: Socket, count: int) -> list[dict[str, Any]]:
    ws.wait(lambda: len(ws.answers()) >= count)
    return ws.answers()


def test_an_entry_on_the_socket_is_journaled_before_its_answer(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    in_journal: list[list[str]] = []

    def heard(message: dict[str, Any]) -> None:  # the moment the answer arrives
        if "answer" in message:
            in_journal.append([line["id"] for line in journal_lines(hall, "1")])

    ws = opened(server, paired["token"], heard=heard)
    try:
        for n in range(3):
            ws.send(entry(paired, f"sock-tap-{n}", n))
        got = answered(ws, 3)
    finally:
        ws.close()
    assert [a["id"] for a in got] == ["sock-tap-0", "sock-tap-1", "sock-tap-2"]
    assert [a["status"] for a in got] == [200, 200, 200]
    assert [a["body"]["state"]["phone"]["records"] for a in got] == [1, 2, 3]
    # when each answer came, its line was in the journal already
    assert [f"sock-tap-{n}" in in_journal[n] for n in range(3)] == [True, True, True]


def test_the_socket_answers_as_the_post_does(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    ws = opened(server, paired["token"])
    try:
        ws.send(entry(paired, "sock-once-1", 0))
        ws.send(entry(paired, "sock-once-1", 0))  # a resend: recorded once
        ws.send(entry(paired, "sock-twice1", 0))  # a second tap on the same state
        ws.send(entry(paired, "sock-redo-1", None, {"kind": "redo"}))
        got = answered(ws, 4)
    finally:
        ws.close()
    assert [(a["status"], a["body"]["code"]) for a in got] == [
        (200, ""),  # accepted
        (200, "already-recorded"),
        (409, "moved-on"),
        (409, "nothing-to-redo"),
    ]
    assert [line["id"] for line in journal_lines(hall, "1")] == ["sock-once-1"]
    # the POST gives the same answer to the same entry
    status, answer = send(server, paired, "sock-once-1")
    assert (status, answer["code"]) == (200, "already-recorded")


def test_a_watchers_socket_cannot_write(server: PhoneServer, hall: PhoneHall) -> None:
    pen = pair(server, hall)
    watcher = pair(server, hall, watch=True)
    ws = opened(server, watcher["token"])
    try:
        ws.send(entry(pen, "sock-watch1"))
        (got,) = answered(ws, 1)
    finally:
        ws.close()
    assert (got["status"], got["body"]["code"]) == (409, "not-the-pen")
    assert not journal_lines(hall, "1")


def test_a_socket_whose_token_was_taken_back_records_nothing(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    ws = opened(server, paired["token"])
    try:
        assert hall.service.revoke(paired["ref"]).accepted  # not told to the socket yet
        ws.send(entry(paired, "sock-gone-1"))
        ws.wait(lambda: bool(ws.answers()) or ws.closed.is_set())
    finally:
        ws.close()
    for got in ws.answers():
        assert got["status"] == 403 and "state" not in got["body"]
    assert not journal_lines(hall, "1")


def test_an_entry_of_the_wrong_shape_is_a_bad_request(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    ws = opened(server, paired["token"])
    bad = [
        {"input": "not an object"},
        {"input": {"id": "no", "match": "m", "input": SHOT}},
        {"input": {"id": "sock-bad-01", "match": 7, "input": SHOT}},
        {"input": {"id": "sock-bad-02", "match": "m", "input": []}},
        {"input": {"id": "sock-bad-03", "match": "m", "input": SHOT, "after": -1}},
        {"input": {"id": "sock-bad-04", "match": "m", "input": SHOT, "sent": "now"}},
    ]
    try:
        for message in bad:
            ws.send(json.dumps(message))
        got = answered(ws, len(bad))
    finally:
        ws.close()
    assert [(a["status"], a["body"]["code"]) for a in got] == [(400, "bad-request")] * len(bad)
    assert [a["id"] for a in got] == [
        None,
        "no",
        "sock-bad-01",
        "sock-bad-02",
        "sock-bad-03",
        "sock-bad-04",
    ]
    assert not journal_lines(hall, "1")


def test_an_entry_as_long_as_a_post_body_is_taken_a_longer_one_closes_the_socket(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    ws = opened(server, paired["token"])
    try:
        record = {"kind": "undo", "pad": ""}
        message = entry(paired, "sock-long-1", None, record)
        record["pad"] = "x" * (MAX_BODY - len(message) + len('{"input": }'))
        ws.send(entry(paired, "sock-long-1", None, record))  # its body: MAX_BODY bytes
        (got,) = answered(ws, 1)
        assert got["status"] == 409 and got["body"]["code"] in ("nothing-to-undo", "bad-record")
        record["pad"] = "x" * (MAX_BODY + 200)
        ws.send(entry(paired, "sock-long-2", None, record))
        ws.wait(ws.closed.is_set)
    finally:
        ws.close()
    assert ws.close_code == 1009 and len(ws.answers()) == 1  # too big: aiohttp's close
    assert not journal_lines(hall, "1")


def test_double_taps_50_to_200_ms_apart_on_the_socket_are_recorded_once(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    ws = opened(server, paired["token"])
    try:
        for n, gap in enumerate((0.05, 0.12, 0.2)):
            ws.send(entry(paired, f"sock-dbl-{n}a", n))
            spin(gap)
            ws.send(entry(paired, f"sock-dbl-{n}b", n))  # the same state: the same tap
            answered(ws, 2 * n + 2)
        got = ws.answers()
    finally:
        ws.close()
    assert [(a["status"], a["body"].get("code")) for a in got] == [(200, ""), (409, "moved-on")] * 3
    assert [line["id"] for line in journal_lines(hall, "1")] == [f"sock-dbl-{n}a" for n in range(3)]
