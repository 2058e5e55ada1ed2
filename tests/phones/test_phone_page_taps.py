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
    if (b) window.__acted.push([b.dataset.action || b.dataset.pocket || b.id, event.isTrusted]);
  });
})()"""

BREAK = "[data-action='break-ok']"
OFF_TABLE = "[data-action='off-table']"
MISS = "[data-action='record']"
#: Another tab of the page changed the queue: the page reads it again and draws (synchronously).
REDRAW = (
    "window.dispatchEvent(new StorageEvent('storage',"
    " {key: 'pool-phone.v1.1.queue', newValue: '[]'}))"
)


def paired(phone: Phone, server: PhoneServer, hall: PhoneHall) -> None:
    pair(phone, server, hall)
    phone.wait_shown(lambda s: s["conn"] == "online" and "break-ok" in s["actions"])
    phone.js(HEARD)


def recorded(phone: Phone, hall: PhoneHall, count: int) -> dict[str, Any]:
    """Wait until the page shows the answer to the ``count``-th entry, nothing waiting."""
    s = phone.wait_shown(lambda s: s["seq"] == str(count) and s["waiting"] == 0)
    assert s["refusals"] == [] and len(records(hall)) == count
    return s


def acted(phone: Phone) -> list[list[Any]]:
    spin(0.3)  # a click the browser would make of the tap comes within a few ms
    return phone.js("window.__acted")  # type: ignore[no-any-return]


def test_one_tap_makes_one_entry_and_no_click_of_the_browser(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.tap(BREAK)
    recorded(phone, hall, 1)
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


def test_a_tap_on_a_button_drawn_again_while_the_finger_rests_makes_one_entry(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # a state arriving under the finger draws the buttons again: the one it went down on is
    # out of the document, and the same button stands where the finger lifts
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.js(f"window.__first = document.querySelector({BREAK!r})")
    phone.touch(BREAK, meanwhile=REDRAW)
    assert phone.js("!window.__first.isConnected")
    recorded(phone, hall, 1)
    assert acted(phone) == [["break-ok", False]]


def test_a_tap_on_a_button_drawn_again_as_the_finger_lifts_makes_one_entry(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # a state arriving between the finger lifted and the page acting on it
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.js(f"window.__first = document.querySelector({BREAK!r})")
    phone.js(
        "window.addEventListener('touchend', () => setTimeout(() => {"
        f" {REDRAW}; }}, 0), {{capture: true, once: true, passive: true}})"
    )
    phone.tap(BREAK)
    assert phone.js("!window.__first.isConnected")
    recorded(phone, hall, 1)
    assert acted(phone) == [["break-ok", False]]


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
    recorded(phone, hall, 1)
    assert acted(phone) == [["break-ok", False]]


def test_enter_and_space_on_a_focused_button_make_one_entry_each(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # the pockets: buttons the page never draws again, so the focus stays where it was put
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.press(".pocket[data-pocket='foot-left']", "Enter")  # the 1, the only ball to hit
    recorded(phone, hall, 1)
    phone.press(".pocket[data-pocket='side-left']", " ")  # then the 2
    recorded(phone, hall, 2)
    assert acted(phone) == [["foot-left", True], ["side-left", True]]
    shots = [line["input"]["shot"]["pocketed"] for line in records(hall)]
    assert shots == [[[1, "foot-left"]], [[2, "side-left"]]]


def test_the_focused_button_keeps_the_focus_when_the_page_draws_it_again(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # Miss, then Enter again and again: each answer draws the actions again (the button
    # disabled while its entry is on its way), and the keyboard stays on Miss
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.tap(BREAK)
    recorded(phone, hall, 1)
    phone.press(MISS, "Enter")
    recorded(phone, hall, 2)
    for count in (3, 4):
        assert phone.js("document.activeElement.dataset.action") == "record"
        spin(0.3)  # longer apart than a double tap, which is one entry
        phone.key("Enter")
        recorded(phone, hall, count)
    phone.js(REDRAW)
    assert phone.js("document.activeElement.dataset.action") == "record"
    assert [line["input"]["shot"] for line in records(hall)][1:] == [{}, {}, {}]


def test_a_mouse_click_makes_one_entry(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    # straight after the pairing button's tap: a mouse's click is never taken for a finger's
    phone, hall = page_phone, page_hall
    paired(phone, page_server, hall)
    phone.click(".pocket[data-pocket='foot-left']")
    recorded(phone, hall, 1)
    assert acted(phone) == [["foot-left", True]]
