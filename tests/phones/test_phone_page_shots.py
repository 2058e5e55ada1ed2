"""The touch page as a person sees it, in Spanish and English, on a 360 x 740 phone and an
800 x 1280 tablet (and each turned sideways): every target at least 48 px, nothing wider than
the screen. The screenshots go to the shots folder's phone/ (tests/shots.py) to be
looked at."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import pytest

from tests.phones.page_driver import Phone
from tests.phones.page_play import (  # noqa: F401 - fixtures
    eight_ball,
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

SIZES = ((360, 740), (800, 1280))

#: The page's width: wider than the screen, a phone would zoom out or scroll sideways.
WIDTH = "Math.max(window.innerWidth, document.documentElement.scrollWidth)"


#: What reaches past the screen's right edge (named by id, or class and text), when any does.
WIDER = (
    "[...document.querySelectorAll('body, body *')].filter((e) =>"
    " e.getBoundingClientRect().right > window.innerWidth + 0.5"
    " || e.scrollWidth > e.clientWidth + 1).slice(0, 8).map((e) =>"
    " (e.id || e.className) + ':' + e.scrollWidth + '/' + e.clientWidth)"
)


def look(phone: Phone, name: str) -> None:
    """Screenshots at every size, upright and sideways; every target big enough."""
    for width, height in SIZES:
        for w, h, turn in ((width, height, ""), (height, width, "-sideways")):
            phone.resize(w, h)
            phone.wait_for("document.fonts.status === 'loaded'")
            phone.js("window.scrollTo(0, 0)")
            assert phone.smallest_targets() == [], (name, w, h)
            assert phone.js(WIDTH) == w, (name, w, h, phone.js(WIDER))
            phone.screenshot(f"{name}-{width}x{height}{turn}")
    phone.resize(*SIZES[0])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_pages_at_phone_and_tablet_sizes(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall, lang: str
) -> None:
    phone, hall = page_phone, page_hall
    hall.open_match("1", eight_ball(("Ana García-Villanueva", "Beatriz Ortega")))
    phone.goto(page_server.url("1").replace("/phone/1", f"/phone/1?lang={lang}"))
    phone.wait_for("document.getElementById('app').dataset.screen === 'pair'")
    look(phone, f"pair-{lang}")

    pair(phone, page_server, hall, lang=lang)
    look(phone, f"break-{lang}")
    tap_shot(phone, 3, "foot-left")  # solids for Ana
    settled(phone, hall)
    tap_shot(phone, 11, None)  # Bea's ball made: a foul; the entry marked
    phone.tap("[data-action='scratch']")
    settled(phone, hall)
    tap_shot(phone, 5, None)
    look(phone, f"foul-{lang}")
    phone.tap("[data-action='foul']")
    phone.wait_for("!document.getElementById('sheet').hidden")
    look(phone, f"fouls-{lang}")
    phone.tap("#sheet-cancel")
    phone.offline(True)
    tap_shot(phone, None, "side-right")
    phone.tap("[data-action='record']")
    phone.wait_shown(lambda s: s["waiting"] == 2)
    look(phone, f"waiting-{lang}")
    phone.offline(False)
    settled(phone, hall)


def test_a_choice_and_the_match_won(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    s = pair(phone, page_server, hall, lang="es")
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)
    phone.tap("[data-action='push-out']")  # Bea pushes out: Ana chooses
    s = settled(phone, hall)
    assert s["options"] == ["accept-table", "hand-back"]
    look(phone, "choice-es")
    phone.tap("[data-option='hand-back']")
    s = settled(phone, hall)
    assert s["atTable"] == ["false", "true"]
    for _ in range(20):  # Bea makes the 9 each time; Ana only breaks or misses
        s = phone.shown()
        if s["scores"][1] == "5":
            break
        if s["atTable"] == ["true", "false"]:
            phone.tap(
                "[data-action='break-ok']"
                if "break-ok" in s["actions"]
                else "[data-action='record']"
            )
        else:
            tap_shot(phone, 9, "foot-left")
        settled(phone, hall)
    s = phone.shown()
    assert s["scores"] == ["0", "5"] and s["decision"][0] == "Bea gana el partido."
    look(phone, "won-es")
