"""The hall over time: pushes to a table's WebSocket clients, a restart on the same folder
(tables and tokens come back), the shot clock (its expiry is a foul, recorded like an entry),
the next match shown, a won match announced."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from rules import Pocket, Pocketed, Shot
from scoreboard.match.inputs import shot_to_dict
from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import PROFILES
from tests.overlay.chromium import spin
from tests.phones.conftest import nine_ball
from tests.phones.helpers import Socket, call
from tests.phones.test_pair_and_play import journal_lines, pair, send
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


def test_every_change_is_pushed_to_the_tables_clients(server: PhoneServer, hall: PhoneHall) -> None:
    pen = pair(server, hall, "1", device="Pen")
    watcher = pair(server, hall, "1", device="Watcher", watch=True)
    other = pair(server, hall, "2", device="Other")
    sockets = [
        Socket(server.port or 0, "1", f'{{"token": "{pen["token"]}"}}'),
        Socket(server.port or 0, "1", f'{{"token": "{watcher["token"]}"}}'),
        Socket(server.port or 0, "2", f'{{"token": "{other["token"]}"}}'),
    ]
    try:
        for ws in sockets:
            ws.wait(lambda ws=ws: len(ws.messages) >= 1)
        assert send(server, pen, "tap-pushed1")[0] == 200
        for ws in sockets[:2]:
            ws.wait(lambda ws=ws: ws.messages[-1]["state"]["phone"]["records"] == 1)
        roles = [ws.messages[-1]["state"]["phone"]["role"] for ws in sockets[:2]]
        assert roles == ["pen", "watcher"]
        hall.set_next("1", {"players": ["Cai", "Dan"], "race": 7})
        sockets[1].wait(lambda: sockets[1].messages[-1]["state"]["phone"]["next"] is not None)
        assert sockets[1].messages[-1]["state"]["phone"]["next"]["race"] == 7
        spin(0.1)
        assert len(sockets[2].messages) == 1  # table 2 did not change
    finally:
        for ws in sockets:
            ws.close()


def test_watching_a_websocket_without_a_token(hall: PhoneHall, page_folder: Path) -> None:
    srv = PhoneServer(hall)
    srv.start("127.0.0.1", 0, open_watch=True, files=page_folder)
    try:
        pen = pair(srv, hall, "1")
        ws = Socket(srv.port or 0, "1", None)
        try:
            ws.wait(lambda: len(ws.messages) >= 1)
            assert ws.messages[0]["state"]["phone"]["role"] is None
            assert send(srv, pen, "tap-seen-01")[0] == 200
            ws.wait(lambda: ws.messages[-1]["state"]["phone"]["records"] == 1)
        finally:
            ws.close()
    finally:
        srv.stop()


def test_a_restart_resumes_the_tables_and_the_tokens(
    qapp: Any, tmp_path: Path, page_folder: Path
) -> None:
    folder = tmp_path / "phone-tables"
    hall = PhoneHall(folder)
    hall.open_match("1", nine_ball())
    srv = PhoneServer(hall)
    srv.start("127.0.0.1", 0, files=page_folder)
    try:
        pen = pair(srv, hall, "1")
        revoked = pair(srv, hall, "1", device="Gone", watch=True)
        assert hall.revoke(revoked["ref"]).accepted
        for n in range(3):
            assert send(srv, pen, f"tap-before{n}")[0] == 200
    finally:
        srv.stop()
        hall.release()
    again = PhoneHall(folder)
    srv = PhoneServer(again)
    srv.start("127.0.0.1", 0, files=page_folder)
    try:
        assert again.tables.names == ("1",) and len(again.tables["1"].inputs) == 3
        status, _, answer = call(srv.port or 0, "GET", "/api/phone/1/state", token=pen["token"])
        assert status == 200 and answer["role"] == "pen"
        assert answer["state"]["phone"]["match_id"] == pen["state"]["phone"]["match_id"]
        # what was recorded before the restart is known by its id
        assert send(srv, pen, "tap-before2")[1]["code"] == "already-recorded"
        assert send(srv, pen, "tap-after-0")[0] == 200
        assert len(again.tables["1"].inputs) == 4
        status, _, _ = call(srv.port or 0, "GET", "/api/phone/1/state", token=revoked["token"])
        assert status == 403  # revoked stays revoked
    finally:
        srv.stop()
        again.release()


def _wait(what: Any, timeout: float = 5.0) -> None:
    end = time.monotonic() + timeout
    while not what() and time.monotonic() < end:
        spin(0.005)
    assert what()


def test_the_clock_runs_out_and_it_is_a_foul(qapp: Any, tmp_path: Path, page_folder: Path) -> None:
    quick = PROFILES["wpa"].with_changes(shot_seconds=0.3, first_shot_seconds=0.3, warning_at=None)
    hall = PhoneHall(tmp_path / "tables", clock_profile=quick)
    hall.open_match("1", nine_ball())
    srv = PhoneServer(hall)
    srv.start("127.0.0.1", 0, files=page_folder)
    try:
        pen = pair(srv, hall, "1")
        ws = Socket(srv.port or 0, "1", f'{{"token": "{pen["token"]}"}}')
        try:
            ws.wait(lambda: len(ws.messages) >= 1)
            # the break is not timed; the shot after it is, from the break's record on
            assert send(srv, pen, "tap-break-1")[0] == 200
            assert hall.clock_reading(hall.tables["1"]) is not None
            status, _, answer = call(
                srv.port or 0, "POST", "/api/phone/1/clock", {"action": "start"}, token=pen["token"]
            )
            assert status == 200 and answer["state"]["clock"]["phase"] == "running", answer
            _wait(lambda: len(hall.tables["1"].inputs) == 2, timeout=5)
            last = journal_lines(hall, "1")[-1]
            assert last["input"]["kind"] == "clock-expired" and "id" not in last
            entry = hall.tables["1"].snapshot.history.tail(1)[0]
            assert entry.verdict.fouls, entry  # a slow-play foul, judged by the rules
            ws.wait(lambda: ws.messages[-1]["state"]["phone"]["records"] == 2)
            # after an expiry the clock waits: one foul, no more
            spin(0.6)
            assert len(hall.tables["1"].inputs) == 2
        finally:
            ws.close()
    finally:
        srv.stop()
        hall.release()


def test_clock_actions_and_a_match_without_a_clock(server: PhoneServer, hall: PhoneHall) -> None:
    pen = pair(server, hall, "1")
    status, _, answer = call(
        server.port or 0, "POST", "/api/phone/1/clock", {"action": "start"}, token=pen["token"]
    )
    assert status == 409 and answer["code"] == "no-clock"
    assert pen["state"]["phone"]["clock_enabled"] is False  # the page offers no clock
    assert answer["state"]["phone"]["clock_enabled"] is False
    hall.open_match("3", nine_ball(), clock=PROFILES["wpa"])
    pen3 = pair(server, hall, "3")
    assert pen3["state"]["phone"]["clock_enabled"] is True
    port = server.port or 0
    for action, phase in (("start", "running"), ("pause", "paused"), ("resume", "running")):
        status, _, answer = call(
            port, "POST", "/api/phone/3/clock", {"action": action}, token=pen3["token"]
        )
        assert status == 200 and answer["state"]["clock"]["phase"] == phase, answer
    status, _, answer = call(
        port, "POST", "/api/phone/3/clock", {"action": "resume"}, token=pen3["token"]
    )
    assert status == 409 and answer["code"] == "clock-not-now"
    assert hall.clock_action("3", "extend") == ""
    assert hall.clock_action("3", "extend") == "no-extension"
    assert not hall.tables["3"].inputs


def test_a_won_match_is_announced(server: PhoneServer, hall: PhoneHall) -> None:
    hall.open_match(
        "4", MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(1, 1), breaker=0)
    )
    pen = pair(server, hall, "4")
    won: list[str] = []
    hall.match_won.connect(won.append)
    nine = shot_to_dict(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))
    nine = {"kind": "shot", "shot": nine}
    status, answer = send(server, pen, "tap-golden1", nine, table="4")
    assert status == 200, answer
    assert won == ["4"] and hall.tables["4"].snapshot.winner == 0
