"""Each entry names the state it was made on (``after``: the number of records of the match's
journal then); the app records it only when that is still the journal's last record, so a
double tap is recorded once and entries queued offline drain in order."""

from __future__ import annotations

import time
from typing import Any

from tests.phones.helpers import SHOT, call
from tests.phones.test_pair_and_play import journal_lines, pair
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


def entry(
    server: PhoneServer, paired: dict[str, Any], id: str, after: object, record: Any = SHOT
) -> tuple[int, Any]:
    body = {
        "id": id,
        "match": paired["state"]["phone"]["match_id"],
        "input": record,
        "after": after,
    }
    status, _, answer = call(
        server.port or 0, "POST", "/api/phone/1/input", body, token=paired["token"]
    )
    return status, answer


def test_two_taps_on_miss_120_ms_apart_pass_the_turn_once(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    assert entry(server, paired, "tap-break-1", 0, {"kind": "shot", "shot": {"rails": 4}})[0] == 200
    at = hall.tables["1"].snapshot.rack.turn
    status, first = entry(server, paired, "tap-miss-01", 1)
    time.sleep(0.12)
    again, second = entry(server, paired, "tap-miss-02", 1)  # the same state: the same tap
    assert status == 200 and again == 409 and second["code"] == "moved-on"
    assert second["state"]["phone"]["records"] == 2
    assert hall.tables["1"].snapshot.rack.turn != at  # passed once
    assert [line["id"] for line in journal_lines(hall, "1")] == ["tap-break-1", "tap-miss-01"]


def test_entries_that_follow_each_other_are_all_recorded_in_order(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    for n in range(3):
        assert entry(server, paired, f"tap-chain-{n}", n)[0] == 200
    status, answer = entry(server, paired, "tap-chain-9", 9)  # a state not reached
    assert status == 409 and answer["code"] == "moved-on"
    assert len(journal_lines(hall, "1")) == 3


def test_a_resend_is_already_recorded_whatever_it_follows(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    assert entry(server, paired, "tap-once-01", 0)[0] == 200
    assert entry(server, paired, "tap-next-01", 1)[0] == 200
    status, answer = entry(server, paired, "tap-once-01", 0)
    assert status == 200 and answer["code"] == "already-recorded"
    assert len(journal_lines(hall, "1")) == 2


def test_an_entry_naming_no_state_is_recorded_as_before(
    server: PhoneServer, hall: PhoneHall
) -> None:
    paired = pair(server, hall)
    assert entry(server, paired, "tap-free-01", None)[0] == 200
    assert entry(server, paired, "tap-free-02", None)[0] == 200
    assert len(journal_lines(hall, "1")) == 2


def test_after_is_a_small_count(server: PhoneServer, hall: PhoneHall) -> None:
    paired = pair(server, hall)
    for bad in (-1, 1.5, "1", True, 10**12):
        status, answer = entry(server, paired, "tap-bad-aft", bad)
        assert status == 400 and answer["code"] == "bad-request", bad
    assert not journal_lines(hall, "1")
