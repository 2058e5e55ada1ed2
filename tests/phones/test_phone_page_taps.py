"""How the touch page hears a button, in a real browser (headless Chromium as a touch phone)
against the app's real phone server and hall: a finger's tap acts once, when it lifts on the
button it went down on, and the browser makes no click of its own; a touch that moves off
acts not at all; a key (Enter, Space) on a focused button and the mouse act once each."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

from typing import Any

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
)
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

#: Every click that reached a button (after its own listeners: one the page stopped does not
#: bubble here): the button's action, and whether the browser made it (a mouse, a key) or the
#: page did (a finger's tap).
HEARD = """(() => {
  window.__acted = [];
  window.addEventListener('click', (event) => {
    const b = event.target.closest && event.target.closest('button');
    if (b) window.__acted.push([b.dataset.action || b.id, event.isTrusted]);
  });
})()"""

BREAK = "[data-action='break-ok']"
MISS = "[data-action='record']"
OFF_TABLE = "[data-action='off-table']"


def paired(phone: Phone, server: PhoneServer, hall: PhoneHall) -> None:
    pair(phone, server, hall)
    phone.wait_shown(lambda s: s["conn"] == "online" and "break-ok" in s["actions"])
    phone.js(HEARD)


def acted(phone: Phone) -> list[list[Any]]:
    spin(0.3)  # a click the browser would make of the tap comes within a few ms
    return phone.js("window.__acted")  # type: ignore[no-any-return]


def test_one_tap_makes_one_entry_and_no_click_of_the_browser(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.tap(BREAK)
    s = settled(phone, hall)
    assert s["seq"] == "1" and s["refusals"] == []
    assert acted(phone) == [["break-ok", False]]  # the page's own click() only
    assert [line["input"]["shot"] for line in records(hall)] == [{"rails": 4}]
    assert phone.errors() == []


def test_one_tap_turns_a_mode_on_once(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # a toggle heard twice would be off again: no double-tap guard hides a second click here
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.tap(OFF_TABLE)
    phone.wait_for(f"document.querySelector({OFF_TABLE!r}).classList.contains('on')")
    assert acted(phone) == [["off-table", False]]
    assert phone.js(f"document.querySelector({OFF_TABLE!r}).classList.contains('on')")


def test_a_finger_that_moves_off_the_button_makes_no_entry(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.touch(BREAK, moves=((0, 30), (0, 120)))  # down on the button, lifted well below it
    assert acted(phone) == []
    assert phone.shown()["waiting"] == 0 and records(hall) == []


def test_a_finger_that_slides_along_the_button_and_back_makes_no_entry(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # lifted on the button it went down on, but it moved more than a tap does: not a tap
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.touch(BREAK, moves=((40, 0), (0, 0)))
    assert acted(phone) == [] and records(hall) == []


def test_a_finger_that_trembles_on_the_button_still_taps(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.touch(BREAK, moves=((3, 2), (5, -3)))
    s = settled(phone, hall)
    assert s["seq"] == "1" and acted(phone) == [["break-ok", False]]


def test_enter_and_space_on_a_focused_button_make_one_entry_each(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.press(BREAK, "Enter")
    settled(phone, hall)
    phone.wait_shown(lambda s: "break-ok" not in s["actions"])
    phone.press(MISS, " ")
    s = phone.wait_shown(lambda s: s["seq"] == "2" and s["waiting"] == 0)
    assert s["refusals"] == []
    assert acted(phone) == [["break-ok", True], ["record", True]]
    assert [line["input"]["shot"] for line in records(hall)] == [{"rails": 4}, {}]


def test_a_mouse_click_makes_one_entry(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # straight after the pairing button's tap: a mouse's click is never taken for a finger's
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.click(BREAK)
    s = settled(phone, hall)
    assert s["seq"] == "1"
    assert acted(phone) == [["break-ok", True]]
    assert len(records(hall)) == 1
