"""The touch page keeps the phone's screen on while a match is in play where the browser allows
it (a wake lock: Chromium gives one to http://127.0.0.1, a secure context), asks again when the
page is seen again, and where there is no wake lock says how to keep the screen on."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import json

from scoreboard.match.match import MatchConfig
from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    APP,
    page_browser,
    page_hall,
    page_phone,
    page_server,
    pair,
    settled,
    tap_shot,
)
from ui.servers.phone_hall import PhoneHall
from ui.servers.phone_server import PhoneServer

NOTE = "document.getElementById('awake-note')"
AWAKE = f"{APP}.dataset.awake"
CATALOGUE = "resources/phone/phone-text.json"


def seen(phone: Phone, state: str) -> None:
    """The page hidden (the phone put away, another app) or seen again, as the browser says."""
    phone.js(
        f"Object.defineProperty(document, 'visibilityState', {{value: '{state}',"
        " configurable: true}); document.dispatchEvent(new Event('visibilitychange'))"
    )


def test_the_screen_is_kept_on_while_a_match_is_in_play_and_asked_again_when_seen(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone = page_phone
    race_to_one = MatchConfig(
        players=("Ana", "Bea"), discipline="nine-ball", race=(1, 1), breaker=0
    )
    page_hall.open_match("1", race_to_one)
    pair(phone, page_server, page_hall)
    assert phone.js("window.isSecureContext") and phone.js("'wakeLock' in navigator")
    phone.wait_for(f"{AWAKE} === 'held'")
    assert phone.js(f"{NOTE}.hidden")

    seen(phone, "hidden")  # the browser lets a hidden page's lock go
    phone.wait_for(f"{AWAKE} === ''")
    seen(phone, "visible")
    phone.wait_for(f"{AWAKE} === 'held'")

    tap_shot(phone, 9, "foot-left")  # the 9 on the break wins the match: the screen may sleep
    s = settled(phone, page_hall)
    assert s["decision"][0] == "Ana wins the match."
    phone.wait_for(f"{AWAKE} === ''")
    assert phone.js(f"{NOTE}.hidden")


def test_without_a_wake_lock_the_page_says_how_to_keep_the_screen_on(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone = page_phone
    # a plain http address of the club's network: no wake lock (not a secure context)
    phone.page.call(
        "Page.addScriptToEvaluateOnNewDocument",
        source="delete Navigator.prototype.wakeLock",
    )
    pair(phone, page_server, page_hall, lang="es")
    assert not phone.js("'wakeLock' in navigator")
    phone.wait_for(f"{AWAKE} === 'note'")
    assert not phone.js(f"{NOTE}.hidden")
    with open(CATALOGUE, encoding="utf-8") as file:
        words = json.load(file)
    assert phone.text("#awake-note") == words["es"]["awake_note"]
    assert "Ajustes" in phone.text("#awake-note")
    phone.screenshot("awake-note-es-360x740")
    phone.resize(740, 360)
    phone.screenshot("awake-note-es-740x360")
