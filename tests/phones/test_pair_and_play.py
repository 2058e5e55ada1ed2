"""Pairing by the table's code and entering records from a phone, over a real loopback server:
an answer comes only once the record is in the table's journal, and a resend is kept once."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoreboard.match.match import MatchConfig
from tests.phones.conftest import nine_ball
from tests.phones.helpers import SHOT, call
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


def pair(server: PhoneServer, hall: PhoneHall, table: str = "1", **kw: Any) -> dict[str, Any]:
    body = {"code": hall.service.code(table), "device": kw.pop("device", "Ana"), **kw}
    status, _, answer = call(server.port or 0, "POST", f"/api/phone/{table}/pair", body)
    assert status == 200, answer
    assert answer["status"] == "accepted"
    return answer  # type: ignore[no-any-return]


def send(
    server: PhoneServer, paired: dict[str, Any], id: str, record: Any = SHOT, table: str = "1"
) -> tuple[int, Any]:
    body = {"id": id, "match": paired["state"]["phone"]["match_id"], "input": record}
    status, _, answer = call(
        server.port or 0, "POST", f"/api/phone/{table}/input", body, token=paired["token"]
    )
    return status, answer


def journal_lines(hall: PhoneHall, table: str) -> list[dict[str, Any]]:
    journal = hall.tables[table].journal
    assert journal is not None
    return [json.loads(line) for line in journal.path.read_text("utf-8").splitlines()[1:]]


def test_pair_by_code_gives_the_pen_and_the_state(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    assert paired["role"] == "pen" and paired["token"] and paired["ref"]
    phone = paired["state"]["phone"]
    assert phone["table"] == "1" and phone["records"] == 0 and phone["set_up"] is True
    assert phone["match_id"] == hall.tables["1"].journal.match_id  # type: ignore[union-attr]
    assert "entry" in phone and phone["next"] is None
    assert [d.role.value for d in hall.service.devices("1")] == ["pen"]
    # the code is used once
    status, _, again = call(
        server.port or 0, "POST", "/api/phone/1/pair", {"code": "000000", "device": "B"}
    )
    assert status == 403 and again["code"] == "wrong-code" and "state" not in again


def test_inputs_are_journaled_before_the_answer(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    changed: list[str] = []
    hall.table_changed.connect(changed.append)
    for n in range(3):
        status, answer = send(server, paired, f"tap-0000000{n}")
        assert status == 200 and answer["status"] == "accepted", answer
        # when the answer came, its line was in the journal already
        assert journal_lines(hall, "1")[-1]["id"] == f"tap-0000000{n}"
        assert answer["state"]["phone"]["records"] == n + 1
    assert len(hall.tables["1"].inputs) == 3 and changed.count("1") >= 3
    assert not hall.tables["2"].inputs  # another table's journal holds none of them
    # an undo is an input like any other
    status, answer = send(server, paired, "tap-undo-01", {"kind": "undo"})
    assert status == 200 and len(hall.tables["1"].inputs) == 2, answer


def test_a_resend_is_answered_already_recorded_and_kept_once(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    assert send(server, paired, "tap-again-1")[0] == 200
    status, answer = send(server, paired, "tap-again-1")
    assert status == 200 and answer["code"] == "already-recorded"
    assert len(hall.tables["1"].inputs) == 1
    assert [line["id"] for line in journal_lines(hall, "1")] == ["tap-again-1"]


def test_refusals_of_the_rules_are_409_with_the_state(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    status, answer = send(server, paired, "tap-undo-00", {"kind": "redo"})
    assert status == 409 and answer["code"] == "nothing-to-redo" and "state" in answer
    other = dict(paired, state={"phone": {"match_id": "not-this-match"}})
    status, answer = send(server, other, "tap-other-1")
    assert status == 409 and answer["code"] == "other-match"
    status, answer = send(server, paired, "tap-bad-rec", {"kind": "no-such-kind"})
    assert status == 409 and answer["code"] == "bad-record"
    assert not hall.tables["1"].inputs and not journal_lines(hall, "1")


def test_state_needs_a_token(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    status, _, answer = call(server.port or 0, "GET", "/api/phone/1/state", token=paired["token"])
    assert status == 200 and answer["role"] == "pen" and answer["state"]["phone"]["table"] == "1"
    status, _, answer = call(server.port or 0, "GET", "/api/phone/1/state")
    assert status == 403 and "state" not in answer


def test_a_closed_match_takes_nothing(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    hall.close_match("1")
    status, answer = send(server, paired, "tap-closed1")
    assert status == 409 and answer["code"] == "no-match"
    assert not hall.tables["1"].inputs


def test_a_new_match_on_a_table_abandons_the_one_before(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    assert send(server, paired, "tap-old-0001")[0] == 200
    old = hall.tables["1"].journal
    assert old is not None
    with pytest.raises(ValueError):
        hall.open_match("1", MatchConfig(discipline="no-such-game"))
    assert hall.tables["1"].journal is old and len(hall.tables["1"].inputs) == 1
    hall.open_match("1", nine_ball())
    assert old.closed and old.path.parent.name == "closed"
    assert hall.tables["1"].journal is not old and not hall.tables["1"].inputs
    # the phone's entry on the match before is refused, the pen is still the pen
    status, answer = send(server, paired, "tap-old-0002")
    assert status == 409 and answer["code"] == "other-match"
    assert hall.tables.resume_all().keys() == {"1", "2"}


def test_a_device_may_pair_unnamed_and_a_name_passes_the_name_gate(
    server: PhoneServer, hall: PhoneHall
) -> None:
    port = server.port or 0
    bad = ["x" * 65, "Ana\x00", "   ", 7]
    for device in bad:  # refused before the code is compared: the code stays good
        body = {"code": hall.service.code("1"), "device": device}
        status, _, answer = call(port, "POST", "/api/phone/1/pair", body)
        assert (status, answer["code"]) == (400, "bad-device" if device != 7 else "bad-request")
    assert hall.service.devices("1") == ()
    status, _, answer = call(port, "POST", "/api/phone/1/pair", {"code": hall.service.code("1")})
    assert status == 200 and answer["role"] == "pen"
    pair(server, hall, device="Ana García's phone", watch=True)
    pair(server, hall, device="y" * 64, watch=True)
    assert [d.device for d in hall.service.devices("1")] == ["", "Ana García's phone", "y" * 64]
    # the names are kept with the grants, in the venue's file
    kept = json.loads((hall.folder / "phones.json").read_text("utf-8"))["grants"]
    assert [g["device"] for g in kept] == ["", "Ana García's phone", "y" * 64]
