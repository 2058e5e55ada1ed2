"""The touch page on a won match: undone from the page, won again, confirmed; then nothing that
would be refused is offered, and a new match on the table starts with nothing said about the
one before."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

from scoreboard.match.match import MatchConfig
from tests.overlay.chromium import spin
from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    nine_ball,
    page_browser,
    page_hall,
    page_phone,
    page_server,
    pair,
    records,
    settled,
    tap_shot,
)
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


def race_to_one() -> MatchConfig:
    return MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(1, 1), breaker=0)


def test_a_won_match_is_undone_won_again_and_confirmed_from_the_page(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    hall.open_match("1", race_to_one())
    pair(phone, page_server, hall)
    tap_shot(phone, 9, "foot-left")  # the 9 on the break wins the match
    s = settled(phone, hall)
    assert s["scores"] == ["1", "0"]
    assert {"undo", "confirm"} <= set(s["actions"])
    assert s["entryText"].startswith("The match is over. Undo corrects the last entry")
    phone.tap("[data-action='undo']")
    s = settled(phone, hall)
    assert s["scores"] == ["0", "0"] and "confirm" not in s["actions"]
    assert s["refusals"] == []
    tap_shot(phone, 9, "foot-left")
    settled(phone, hall)
    phone.tap("[data-action='confirm']")
    s = phone.wait_shown(lambda s: s["match"] == "")
    assert hall.tables["1"].journal is None  # put away: the result is final
    assert s["actions"] == [] and s["refusals"] == []  # neither undo nor confirm is offered
    assert s["entryText"] == "The match is over. Its result is final."
    assert phone.errors() == []


def test_a_new_match_starts_with_nothing_said_about_the_one_before(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)
    tap_shot(phone, 1)
    phone.tap("[data-action='foul']")
    phone.tap("#sheet-buttons [data-foul='no-rail']")  # refused by the rules
    phone.wait_shown(lambda s: s["refusals"] != [])
    hall.open_match("1", nine_ball(("Cris", "Dani")))
    s = phone.wait_shown(lambda s: s["names"] == ["Cris", "Dani"])
    assert s["refusals"] == []
    assert [e for e in phone.errors() if "status of 409" not in e] == []  # the refusal's 409


def test_two_taps_on_miss_120_ms_apart_pass_the_turn_once(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.tap("[data-action='break-ok']")
    s = settled(phone, hall)
    assert s["atTable"] == ["false", "true"]
    phone.tap("[data-action='record']")  # a miss
    spin(0.1)  # the finger again 120 ms after it first touched (the tap takes 20 ms)
    phone.tap("[data-action='record']")
    spin(0.5)
    s = settled(phone, hall)
    assert s["atTable"] == ["true", "false"] and s["refusals"] == []
    assert [line["input"]["kind"] for line in records(hall)] == ["shot", "shot"]


def test_entries_made_offline_follow_each_other_and_all_go_in(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.offline(True)
    phone.tap("[data-action='break-ok']")
    phone.wait_shown(lambda s: s["waiting"] == 1)
    spin(0.3)
    phone.tap("[data-action='record']")
    spin(0.3)
    phone.tap("[data-action='record']")
    phone.wait_shown(lambda s: s["waiting"] == 3)
    queued = phone.js("JSON.parse(localStorage.getItem('pool-phone.v1.1.queue'))")
    assert [q["after"] for q in queued] == [0, 1, 2]
    phone.offline(False)
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "3", timeout=30)
    assert s["refusals"] == [] and len(records(hall)) == 3
