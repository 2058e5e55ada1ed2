"""The touch page in a real browser (headless Chromium as a touch phone) against the app's real
phone server and hall: paired by the desk's code, a nine-ball and an eight-ball rack played by
taps, undone, every entry in the table's journal once; names as plain text; the shot clock."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

from scoreboard.match.match import MatchConfig
from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    eight_ball,
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


def test_pair_with_the_qr_code_and_play_a_nine_ball_rack_by_taps(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    s = phone.wait_shown(lambda s: s["conn"] == "online")
    assert s["role"] == "pen" and s["names"] == ["Ana", "Bea"]
    assert s["onTable"] == list(range(1, 10)) and s["atTable"] == ["true", "false"]
    assert {"break-ok", "break-short", "record", "scratch", "foul"} <= set(s["actions"])
    assert "safety" not in s["actions"]  # the engine's hints: no safety on the break
    assert [d.device for d in hall.service.devices("1")] == ["Ana's phone"]

    tap_shot(phone, 1, "foot-left")  # the 1 on the break: Ana goes on
    s = settled(phone, hall)
    assert s["onTable"] == list(range(2, 10)) and s["atTable"] == ["true", "false"]
    phone.tap("[data-action='record']")  # nothing marked: a miss
    s = settled(phone, hall)
    assert s["atTable"] == ["false", "true"] and s["decision"][-1] == "Bea to shoot"
    tap_shot(phone, 2, "side-left")
    settled(phone, hall)
    phone.tap("[data-action='scratch']")
    s = settled(phone, hall)
    assert s["decision"][0] == "Foul by Bea: Scratch"
    assert s["decision"][-1] == "Ana to shoot — Ball in hand anywhere"
    assert s["rule"].startswith("Rule: ")
    tap_shot(phone, 9, "foot-right")  # the 9 on a legal shot wins the rack
    s = settled(phone, hall)
    assert s["scores"] == ["1", "0"] and s["onTable"] == list(range(1, 10))
    assert s["decision"][0].startswith("Ana wins the rack")

    phone.tap("[data-action='undo']")
    s = settled(phone, hall)
    assert s["scores"] == ["0", "0"] and s["onTable"] == [3, 4, 5, 6, 7, 8, 9]
    tap_shot(phone, 9, "foot-right")
    s = settled(phone, hall)
    assert s["scores"] == ["1", "0"]

    lines = records(hall)
    kinds = [line["input"]["kind"] for line in lines]
    assert kinds == ["shot"] * 5 + ["undo", "shot"]
    assert lines[0]["input"]["shot"]["pocketed"] == [[1, "foot-left"]]
    assert lines[3]["input"]["shot"] == {"cue": "pocketed"}
    ids = [line["id"] for line in lines]
    assert len(set(ids)) == len(ids) and all(i.startswith("t") for i in ids)
    assert hall.tables["1"].snapshot.players.score == (1, 0)
    assert phone.errors() == []
    phone.js("setTimeout(() => { throw new Error('seen') }, 0)")  # the check sees errors
    phone.wait_shown(lambda _s: any("seen" in e or "Uncaught" in e for e in phone.errors()))


def test_an_eight_ball_rack_by_taps(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    hall.open_match("1", eight_ball())
    s = pair(phone, page_server, hall)
    assert s["onTable"] == list(range(1, 16))
    phone.tap("[data-action='break-ok']")  # a dry break, legal: Bea to shoot, table open
    s = settled(phone, hall)
    assert s["atTable"] == ["false", "true"]
    assert records(hall)[0]["input"]["shot"] == {"rails": 4}
    pockets = ["foot-left", "foot-right", "side-left", "side-right", "head-left", "head-right"]
    for n, ball in enumerate((10, 9, 11, 12, 13, 14, 15)):
        tap_shot(phone, ball, pockets[n % 6])
        s = settled(phone, hall)
        assert s["atTable"] == ["false", "true"], (ball, s["decision"])
    assert "Stripes" in phone.text("#p1-meta")
    tap_shot(phone, 8, "head-left")  # the 8 in the pocket it went into: the call
    s = settled(phone, hall)
    assert s["scores"] == ["0", "1"], s["decision"]
    assert s["decision"][0].startswith("Bea wins the rack")
    last = records(hall)[-1]["input"]["shot"]
    assert last["pocketed"] == [[8, "head-left"]] and last["eight_pocket"] == "head-left"
    assert len(records(hall)) == 9


def test_names_are_shown_as_plain_text(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    name = '<img src=x onerror="document.title=1"><b>Ana</b>'
    page_hall.open_match(
        "1", MatchConfig(players=(name, "Bea %2 & Co"), discipline="nine-ball", breaker=0)
    )
    s = pair(page_phone, page_server, page_hall, lang="es")
    assert s["names"] == [name, "Bea %2 & Co"]
    assert page_phone.js("document.querySelector('#p0-name img, #p0-name b')") is None
    assert page_phone.js("document.documentElement.lang") == "es"
    assert "Saque" in page_phone.text("#p0-badges")
    page_phone.tap("[data-action='break-ok']")
    settled(page_phone, page_hall)
    page_phone.tap("[data-action='scratch']")  # a sentence with the name and a foul in it
    s = settled(page_phone, page_hall)
    assert s["decision"][0] == "Falta de Bea %2 & Co: Blanca metida"
    page_hall.set_next("1", {"players": ["<i>Eva</i>", "Flor"], "race": 7, "points": False})
    page_phone.wait_for("document.getElementById('match-line').textContent.includes('Flor')")
    line = page_phone.text("#match-line")
    assert line.endswith("Siguiente: <i>Eva</i> contra Flor, Carrera a 7"), line


def test_the_shot_clock_starts_counts_down_and_pauses(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone = page_phone
    s = pair(phone, page_server, page_hall)
    assert s["clockButtons"] == ["start"] and s["clock"] == "Shot clock"
    phone.tap("[data-clock='start']")
    s = phone.wait_shown(lambda s: s["clockButtons"][:1] == ["pause"])
    first = int(s["clock"])
    assert "extend" in s["clockButtons"] and 30 <= first <= 60
    phone.wait_shown(lambda s: s["clock"].isdigit() and int(s["clock"]) < first, timeout=4)
    phone.tap("[data-clock='pause']")
    s = phone.wait_shown(lambda s: s["clockButtons"][:1] == ["resume"])
    assert s["clock"].endswith("paused")
    assert page_hall.clock_reading(page_hall.tables["1"]) is not None


def test_the_lag_then_a_match_counted_in_racks(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    hall.open_match("1", MatchConfig(players=("Ana", "Bea"), discipline="nine-ball"))
    s = pair(phone, page_server, hall)
    assert s["options"] == ["0-breaks", "0-passes", "1-breaks", "1-passes"]
    assert phone.js("document.getElementById('cloth').hidden")
    phone.tap("[data-lag='1-passes']")  # Bea won the lag and lets Ana break
    s = settled(phone, hall)
    assert s["atTable"] == ["true", "false"] and s["options"] == []
    assert records(hall)[0]["input"] == {
        "kind": "lag",
        "winner": 1,
        "breaks": False,
        "time": records(hall)[0]["input"]["time"],
    }

    hall.open_match(
        "1",
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0, rack_only=True),
    )
    s = phone.wait_shown(lambda s: s["options"] == ["0+", "0-", "1+", "1-"])
    phone.tap("[data-rack='1+']")
    s = settled(phone, hall)
    assert s["scores"] == ["0", "1"]
    phone.tap("[data-rack='1-']")
    s = settled(phone, hall)
    assert s["scores"] == ["0", "0"]
    assert [r["input"]["delta"] for r in records(hall)] == [1, -1]


def test_an_entry_the_rules_refuse_is_said_and_what_was_marked_comes_back(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)
    tap_shot(phone, 1)
    phone.tap("[data-action='foul']")
    phone.tap("#sheet-buttons [data-foul='no-rail']")  # no rail, with a ball made: refused
    s = phone.wait_shown(lambda s: s["refusals"] != [])
    assert s["refusals"] == [
        "Not recorded: Made 1 · No rail after contact — “No rail” cannot go with a ball made, "
        "off the table or to a rail: such a ball counts as driven to a rail (WPA-6.3, WPA-8.4)."
    ]
    assert s["entryText"] == "Made: 1" and s["seq"] == "1" and len(records(hall)) == 1
    assert phone.js("document.querySelector(\"#rack [data-ball='1']\").dataset.mark") == "made"
    tap_shot(phone, None, "side-left")  # one more tap completes it
    s = settled(phone, hall)
    assert s["onTable"] == list(range(2, 10)) and len(records(hall)) == 2


def test_the_group_declared_on_an_argentine_open_table(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    config = MatchConfig(
        players=("Ana", "Bea"), discipline="eight-ball", ruleset="argentina", breaker=0
    )
    hall.open_match("1", config)
    s = pair(phone, page_server, hall)
    assert "declare-solids" not in s["actions"]
    phone.tap("[data-action='break-ok']")
    s = settled(phone, hall)
    assert {"declare-solids", "declare-stripes"} <= set(s["actions"])
    phone.tap("[data-action='declare-stripes']")
    s = phone.wait_shown(lambda s: s["entryText"] == "Stripes")
    tap_shot(phone, 10, "foot-left")
    s = settled(phone, hall)
    assert records(hall)[-1]["input"]["shot"] == {
        "pocketed": [[10, "foot-left"]],
        "declared_group": "stripes",
    }
    assert "Stripes" in phone.text("#p1-meta") and "Solids" in phone.text("#p0-meta")


def test_a_straight_pool_opening_break_and_a_ball_called(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    config = MatchConfig(players=("Ana", "Bea"), discipline="straight-pool", breaker=0)
    hall.open_match("1", config)
    s = pair(phone, page_server, hall)
    assert phone.text("#p0-meta").startswith("To ") and len(s["onTable"]) == 15
    assert phone.text("[data-action='break-ok']") == "Safety break, legal"
    phone.tap("[data-action='break-ok']")
    s = settled(phone, hall)
    assert records(hall)[0]["input"]["shot"] == {"cue_and_two_to_rail": True}
    tap_shot(phone, 5, "side-left")  # Bea calls the 5 there and makes it: a point
    s = settled(phone, hall)
    assert s["scores"] == ["0", "1"] and s["atTable"] == ["false", "true"]
    assert records(hall)[1]["input"]["shot"]["call"] == {
        "ball": 5,
        "pocket": "side-left",
        "safety": False,
    }
    phone.tap("[data-action='record']")  # Bea misses: nothing made, nothing called
    s = settled(phone, hall)
    assert s["atTable"] == ["true", "false"]
    tap_shot(phone, 6)
    phone.tap("[data-action='called-missed']")
    assert "called and missed" in phone.shown()["entryText"]
    tap_shot(phone, None, "foot-right")  # Ana called the 6 there, and missed it
    s = settled(phone, hall)
    assert s["atTable"] == ["false", "true"] and s["scores"] == ["0", "1"]
    assert records(hall)[-1]["input"]["shot"] == {
        "call": {"ball": 6, "pocket": "foot-right", "safety": False}
    }
