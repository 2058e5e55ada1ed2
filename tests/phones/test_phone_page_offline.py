"""The touch page without a network, and with more than one device: entries made offline wait,
said on screen, and are recorded once when the app is back; the page opens from its service
worker while the app is unreachable; a watcher cannot write, and an entry made before the pen
moved is refused with a message; a forged token or another table's token records nothing."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import json
import time

from tests.overlay.chromium import Chromium
from tests.phones.page_driver import Phone, open_phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    APP,
    page_browser,
    page_hall,
    page_phone,
    page_server,
    page_url,
    pair,
    records,
    settled,
    tap_shot,
)
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer


def stored_queue(phone: Phone, table: str = "1") -> list[dict[str, object]]:
    raw = phone.js(f"localStorage.getItem('pool-phone.v1.{table}.queue')")
    return json.loads(raw) if raw else []


def test_entries_made_offline_wait_then_are_recorded_once(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.wait_shown(lambda s: s["conn"] == "online")
    phone.offline(True)
    tap_shot(phone, 1, "foot-left")
    phone.tap("[data-action='record']")
    s = phone.wait_shown(lambda s: s["waiting"] == 2)
    assert s["queue"] == "2 entries waiting"
    assert s["queued"] == ["Made 1 → Foot left", "Miss"]
    # no verdict the app has not given: the table as the app last said, the entries aside
    assert s["onTable"] == list(range(1, 10)) and s["atTable"] == ["true", "false"]
    assert s["seq"] == "0" and records(hall) == []
    queued = [item["id"] for item in stored_queue(phone)]
    assert len(queued) == 2

    phone.offline(False)
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "2", timeout=25)
    assert s["queue"] is None and s["refusals"] == []
    lines = records(hall)
    assert [line["id"] for line in lines] == queued
    assert lines[0]["input"]["shot"]["pocketed"] == [[1, "foot-left"]]
    assert lines[1]["input"]["shot"] == {}

    # the first entry's answer lost on the way: it is sent again, and kept once
    lost = {"id": queued[0], "match": s["match"], "input": lines[0]["input"], "label": "again"}
    phone.js(f"localStorage.setItem('pool-phone.v1.1.queue', {json.dumps(json.dumps([lost]))})")
    phone.page.call("Page.reload")
    s = phone.wait_shown(lambda s: s["screen"] == "play" and s["waiting"] == 0 and s["seq"] == "2")
    time.sleep(0.3)
    assert s["refusals"] == [] and len(records(hall)) == 2


def test_the_page_opens_while_the_app_is_unreachable(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    tap_shot(phone, 2, "side-right")
    settled(phone, hall)
    phone.wait_for("navigator.serviceWorker.controller !== null", timeout=15)
    kept = "caches.open('pool-phone-v1').then((c) => c.match('/phone/page')).then((r) => !!r)"
    phone.wait_settled(kept)
    port = page_server.port
    assert port is not None
    page_server.stop()
    phone.page.call("Page.reload")
    s = phone.wait_shown(lambda s: s["screen"] == "play" and s["conn"] == "offline", timeout=15)
    assert s["seq"] == "1" and s["onTable"] == [1, 3, 4, 5, 6, 7, 8, 9]  # the app's last word
    phone.tap("[data-action='record']")
    s = phone.wait_shown(lambda s: s["waiting"] == 1)
    assert s["queue"] == "1 entry waiting" and len(records(hall)) == 1

    page_server.start("127.0.0.1", port)
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "2", timeout=30)
    assert s["conn"] == "online" and s["atTable"] == ["false", "true"]
    assert len(records(hall)) == 2


def test_a_watcher_cannot_write_and_the_pen_moved_refuses_the_entry_made_before(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    hall, ana = page_hall, page_phone
    pair(ana, page_server, hall, device="Ana's phone")
    other = Chromium()  # a second device: its own storage
    try:
        bea = open_phone(other, 800, 1280)
        s = pair(bea, page_server, hall, device="Bea's tablet", watch=True)
        assert s["role"] == "watcher" and s["watch"] and s["actions"] == []
        bea.screenshot("watcher-en-800x1280")
        assert bea.js("document.querySelectorAll('#actions button').length") == 0
        bea.tap("#ask-pen")
        bea.wait_for("document.getElementById('watch-message').textContent !== ''")
        asking = {d.device: d.asking for d in hall.service.devices("1")}
        assert asking == {"Ana's phone": False, "Bea's tablet": True}

        ana.wait_shown(lambda s: s["conn"] == "online")
        ana.offline(True)
        ana.tap("[data-action='record']")  # entered while Ana still holds the pen
        ana.wait_shown(lambda s: s["waiting"] == 1)
        ref = next(d.ref for d in hall.service.devices("1") if d.device == "Bea's tablet")
        assert hall.approve_handover("1", ref).accepted
        s = bea.wait_shown(lambda s: s["role"] == "pen" and "record" in s["actions"])
        assert not s["watch"]
        bea.tap("[data-action='break-ok']")
        settled(bea, hall)
        assert len(records(hall)) == 1

        ana.offline(False)
        s = ana.wait_shown(lambda s: s["waiting"] == 0 and s["refusals"] != [], timeout=25)
        assert s["refusals"] == [
            "Not recorded: Miss — another device took the pen: this entry was not recorded"
        ]
        s = ana.wait_shown(
            lambda s: s["role"] == "watcher" and s["seq"] == "1" and s["conn"] == "online"
        )
        assert s["actions"] == [] and len(records(hall)) == 1
        ana.screenshot("pen-moved-en-360x740")
    finally:
        other.close()


def test_a_forged_token_or_another_tables_token_records_nothing(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall, table="2")
    paired = json.loads(phone.js("localStorage.getItem('pool-phone.v1.2.pairing')"))
    match = hall.tables["1"].journal.match_id  # type: ignore[union-attr]
    entry = {"id": "t" + "0" * 20, "match": match, "input": {"kind": "shot", "shot": {}}}
    for token in (paired["token"], "A" * 43):
        phone.goto("about:blank")
        phone.goto(page_url(page_server, "2"))
        stored = {"token": token, "ref": "x", "role": "pen", "device": "Ana"}
        phone.js(
            f"localStorage.setItem('pool-phone.v1.1.pairing', {json.dumps(json.dumps(stored))});"
            f"localStorage.setItem('pool-phone.v1.1.queue', {json.dumps(json.dumps([entry | {'label': 'Miss'}]))});"
            "localStorage.removeItem('pool-phone.v1.1.state')"
        )
        phone.goto(page_url(page_server, "1"))
        s = phone.wait_shown(lambda s: s["screen"] == "pair" and s["pairMessage"] != "")
        assert "pair it again" in s["pairMessage"]
        assert phone.js("localStorage.getItem('pool-phone.v1.1.pairing')") is None
        assert records(hall, "1") == [] and records(hall, "2") == []
        assert not hall.tables["1"].recorded(entry["id"])
    assert phone.js(f"{APP}.dataset.screen") == "pair"
