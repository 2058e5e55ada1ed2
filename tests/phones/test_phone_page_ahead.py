"""Entries made while others wait for the app (offline): the page offers only what means the
same whatever those turn out to be, and says what waits for the app's answer; its entries go
over the WebSocket it holds, and by POST while that is down."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import json

from resources import resource_path
from tests.overlay.chromium import spin
from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
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

TEXT = json.loads((resource_path("phone") / "phone-text.json").read_text("utf-8"))["en"]


def broken(phone: Phone, hall: PhoneHall) -> None:
    """Paired, online, the break entered and answered."""
    phone.wait_shown(lambda s: s["conn"] == "online")
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)


def go_offline(phone: Phone) -> None:
    phone.offline(True)
    phone.wait_shown(lambda s: s["conn"] == "offline")


def posts(phone: Phone, path: str) -> int:
    """The requests the page sent to ``path`` of the API."""
    return sum(
        1
        for e in phone.page.events
        if e.get("method") == "Network.requestWillBeSent"
        and e["params"]["request"]["url"].endswith(path)
    )


def test_two_pockets_alone_offline_do_not_become_two_shots_of_one_ball(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    broken(phone, hall)
    go_offline(phone)
    tap_shot(phone, None, "foot-left")  # the lowest ball, read from the table the app sent
    s = phone.wait_shown(lambda s: s["waiting"] == 1)
    assert s["queued"] == ["Made 1 → Foot left"]
    # the next pocket alone would be read from that same table: not offered, and said
    assert phone.js("document.querySelector(\".pocket[data-pocket='side-left']\").disabled")
    assert phone.text("#queue-note") == TEXT["waiting_offline"]
    tap_shot(phone, 2, "side-left")  # a ball named with its pocket means the same whatever
    s = phone.wait_shown(lambda s: s["waiting"] == 2)
    assert s["queued"] == ["Made 1 → Foot left", "Made 2 → Side left"]
    phone.screenshot("offline-two-waiting")

    phone.offline(False)
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "3", timeout=25)
    assert s["refusals"] == []
    shots = [line["input"]["shot"].get("pocketed") for line in records(hall)[1:]]
    assert shots == [[[1, "foot-left"]], [[2, "side-left"]]]
    assert phone.js("document.getElementById('queue-box').hidden")


def test_after_a_push_out_offline_the_choice_waits_and_the_page_says_so(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    broken(phone, hall)
    assert "push-out" in phone.shown()["actions"]
    go_offline(phone)
    phone.tap("[data-action='push-out']")
    s = phone.wait_shown(lambda s: s["waiting"] == 1)
    # no shot of the incoming player on a table the app has not judged: Undo only, and why
    assert s["actions"] == ["undo"] and s["entryText"] == TEXT["push_out_waits"]
    assert s["options"] == []
    phone.screenshot("offline-after-push-out")

    phone.offline(False)
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "2", timeout=25)
    assert s["refusals"] == [] and "accept-table" in s["options"]
    assert records(hall)[1]["input"]["shot"]["push_out"] is True


def test_nothing_that_depends_on_an_answer_is_offered_while_entries_wait(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.wait_shown(lambda s: s["conn"] == "online")
    go_offline(phone)
    phone.tap("[data-action='break-ok']")  # the break, waiting
    s = phone.wait_shown(lambda s: s["waiting"] == 1)
    # the shot after it is no break, and whether a push out may follow is the app's to say
    assert "break-ok" not in s["actions"] and "break-short" not in s["actions"]
    assert "push-out" not in s["actions"] and "record" in s["actions"]
    phone.tap("[data-action='record']")
    s = phone.wait_shown(lambda s: s["waiting"] == 2)
    phone.offline(False)
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "2", timeout=25)
    assert s["refusals"] == []
    kept = [line["input"]["shot"] for line in records(hall)]
    assert kept == [{"rails": 4}, {}]


def test_entries_go_over_the_websocket_and_by_post_while_it_is_down(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    phone.wait_shown(lambda s: s["conn"] == "online")
    phone.page.events.clear()
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)
    phone.tap("[data-action='record']")
    s = settled(phone, hall)
    assert s["seq"] == "2" and s["refusals"] == []
    assert posts(phone, "/api/phone/1/input") == 0  # both went on the socket
    # the socket down (the app drops it, and no new one opens), the next entry goes as a POST
    phone.page.call("Network.setBlockedURLs", urls=["*/events"])
    core = page_server.core
    assert core is not None
    for client in list(core.phone_clients.values()):
        if client.guard is not None:
            core.loop.call_soon_threadsafe(client.guard.close)
    phone.wait_shown(lambda s: s["conn"] != "online", timeout=5)
    spin(0.3)  # a second Miss within 250 ms would be one finger's double tap
    assert phone.shown()["conn"] != "online"
    phone.tap("[data-action='record']")
    s = phone.wait_shown(lambda s: s["waiting"] == 0 and s["seq"] == "3", timeout=25)
    assert s["refusals"] == [] and len(records(hall)) == 3
    assert posts(phone, "/api/phone/1/input") == 1
    phone.page.call("Network.setBlockedURLs", urls=[])
