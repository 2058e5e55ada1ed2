"""The touch page held upright and sideways, in Spanish and English: the decision and its rule in
view without scrolling, no button moving between two states that differ by their badges,
"Deshacer" within its button, and a watcher's rack showing potted balls as potted. Screenshots
go to the shots folder's phone/ (tests/shots.py) to be looked at."""

# ruff: noqa: F811 - the fixtures of page_play are imported, then asked for by name
from __future__ import annotations

import json

import pytest

from tests.overlay.chromium import Chromium
from tests.phones.page_driver import Phone, open_phone
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

SIZES = ((740, 360), (360, 740))
#: Smaller phones held sideways, and a bigger one.
MORE_SIZES = ((667, 375), (640, 360), (844, 390))

#: An element's box as the screen shows it, with the page scrolled to its top.
BOX = (
    "(() => {{ const r = document.querySelector({}).getBoundingClientRect();"
    " return [r.left, r.top, r.right, r.bottom]; }})()"
)

#: Every action button's box, by its action.
BUTTONS = (
    "Object.fromEntries([...document.querySelectorAll('#actions button, #clock-buttons button,"
    " .pocket, #rack .ball')].map((b) => { const r = b.getBoundingClientRect();"
    " return [b.dataset.action || b.dataset.clock || b.dataset.pocket || 'ball' + b.dataset.ball,"
    " [r.left, r.top, r.width, r.height]]; }))"
)

#: A ball's look: what tells a potted ball from a live one.
LOOK = (
    "(() => {{ const s = getComputedStyle(document.querySelector(\"#rack [data-ball='{}']\"));"
    " return [s.opacity, s.filter, s.backgroundImage, s.backgroundColor, s.borderStyle]; }})()"
)


def upright(phone: Phone, width: int, height: int) -> None:
    phone.resize(width, height)
    phone.wait_for(f"window.innerWidth === {width} && window.innerHeight === {height}")
    phone.wait_for("document.fonts.status === 'loaded'")
    phone.js("window.scrollTo(0, 0)")


def in_view(phone: Phone, selector: str) -> bool:
    left, top, right, bottom = phone.js(BOX.format(json.dumps(selector)))
    width, height = phone.js("[window.innerWidth, window.innerHeight]")
    return bool(bottom > top and left >= 0 and top >= 0 and right <= width and bottom <= height)


def a_long_foul(phone: Phone, server: PhoneServer, hall: PhoneHall, lang: str) -> None:
    """Long names, eight-ball, a foul with a reason and ball in hand: the decision's longest."""
    hall.open_match("1", eight_ball(("Ana García-Villanueva", "Beatriz Ortega")))
    pair(phone, server, hall, lang=lang)
    tap_shot(phone, 3, "foot-left")
    settled(phone, hall)
    tap_shot(phone, 11, None)
    phone.tap("[data-action='scratch']")
    settled(phone, hall)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_decision_and_its_rule_are_in_view_upright_and_sideways(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall, lang: str
) -> None:
    phone = page_phone
    a_long_foul(phone, page_server, page_hall, lang)
    s = phone.shown()
    assert s["decision"][0].startswith("Foul by Ana" if lang == "en" else "Falta de Ana")
    assert s["rule"] != ""
    for width, height in SIZES + MORE_SIZES:
        upright(phone, width, height)
        phone.screenshot(f"decision-{lang}-{width}x{height}")
        assert in_view(phone, "#decision"), (
            lang,
            width,
            height,
            phone.js(BOX.format(json.dumps("#decision"))),
        )
        assert in_view(phone, "#decision-rule"), (lang, width, height)
        if width > height:  # sideways the first buttons are in view too
            assert in_view(phone, "[data-action='record']"), (lang, width, height)
        assert in_view(phone, "#rack [data-ball='1']"), (lang, width, height)
        assert phone.smallest_targets() == [], (lang, width, height)
        assert phone.js("document.documentElement.scrollWidth") == width


@pytest.mark.parametrize("size", SIZES)
def test_no_button_moves_between_two_states_that_differ_by_their_badges(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall, size: tuple[int, int]
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall, lang="es")
    upright(phone, *size)
    phone.tap("[data-action='break-ok']")  # Bea to shoot
    settled(phone, hall)
    phone.tap("[data-action='record']")  # Bea misses: Ana to shoot
    settled(phone, hall)
    phone.js("window.scrollTo(0, 0)")
    before = phone.js(BUTTONS)
    badges_before = phone.text("#p0-badges")
    phone.screenshot(f"one-foul-es-{size[0]}x{size[1]}")
    for action in ("scratch", "record", "scratch", "record"):  # Ana fouls twice, Bea misses
        phone.tap(f"[data-action='{action}']")
        s = settled(phone, hall)
    phone.js("window.scrollTo(0, 0)")
    assert s["atTable"] == ["true", "false"]  # Ana to shoot again, on two fouls
    assert phone.text("#p0-badges") != badges_before  # the two states differ by a badge
    assert "dos faltas" in phone.text("#p0-badges").lower()
    phone.screenshot(f"two-fouls-es-{size[0]}x{size[1]}")
    after = phone.js(BUTTONS)
    assert {k: v for k, v in after.items() if before.get(k) != v} == {}
    assert after.keys() == before.keys()


@pytest.mark.parametrize("size", SIZES)
def test_deshacer_fits_its_button(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall, size: tuple[int, int]
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall, lang="es")
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)
    upright(phone, *size)
    assert phone.text("[data-action='undo']") == "Deshacer"
    fits = phone.js(
        "(() => { const b = document.querySelector(\"[data-action='undo']\");"
        " return [b.scrollWidth, b.clientWidth]; })()"
    )
    assert fits[0] <= fits[1], fits


def test_a_watchers_rack_shows_potted_balls_as_potted(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    hall, ana = page_hall, page_phone
    pair(ana, page_server, hall, device="Ana's phone")
    tap_shot(ana, 1, "foot-left")  # the 1 on the break: potted
    settled(ana, hall)
    ana.js("window.scrollTo(0, 0)")
    pen_live = ana.js(LOOK.format(2))
    other = Chromium()  # a second device: its own storage
    try:
        bea = open_phone(other, 740, 360)
        s = pair(bea, page_server, hall, lang="es", device="Bea", watch=True)
        assert s["role"] == "watcher" and 1 not in s["onTable"]
        bea.js("window.scrollTo(0, 0)")
        live, potted = bea.js(LOOK.format(2)), bea.js(LOOK.format(1))
        bea.screenshot("watcher-es-740x360")
        assert live == pen_live  # a watcher's live ball looks as the pen's does
        assert live[0] == "1" and live[1] == "none"  # not dimmed
        assert potted != live and potted[1] != "none"
    finally:
        other.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_table_stays_where_it_is_from_the_break_to_the_first_decision(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall, size: tuple[int, int]
) -> None:
    phone, hall = page_phone, page_hall
    s = pair(phone, page_server, hall, lang="es")
    assert s["decision"] == ["Tira Ana"]  # before any decision: who breaks
    upright(phone, *size)
    table = "Object.fromEntries(Object.entries({}).filter(([k]) => !k.startsWith('break')))"
    before = phone.js(table.format(BUTTONS))
    phone.tap("[data-action='break-ok']")  # the first decision: Bea to shoot
    s = settled(phone, hall)
    phone.js("window.scrollTo(0, 0)")
    assert s["decision"][-1] == "Tira Bea"
    after = phone.js(table.format(BUTTONS))
    pockets_and_balls = [k for k in before if k.startswith(("ball", "foot", "side", "head"))]
    assert len(pockets_and_balls) == 15
    assert {k: after[k] for k in pockets_and_balls} == {k: before[k] for k in pockets_and_balls}


def test_an_entry_not_recorded_is_said_in_view_sideways(
    page_phone: Phone, page_server: PhoneServer, page_hall: PhoneHall
) -> None:
    phone, hall = page_phone, page_hall
    pair(phone, page_server, hall)
    upright(phone, 740, 360)
    phone.tap("[data-action='break-ok']")
    settled(phone, hall)
    tap_shot(phone, 1)
    phone.tap("[data-action='foul']")
    phone.tap("#sheet-buttons [data-foul='no-rail']")  # no rail, with a ball made: refused
    phone.wait_shown(lambda s: s["refusals"] != [])
    phone.js("window.scrollTo(0, 0)")
    phone.screenshot("refused-en-740x360")
    assert in_view(phone, "#refusals p")
    assert in_view(phone, "[data-action='record']")
