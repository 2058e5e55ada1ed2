"""The overlay pages in a real browser (headless Chromium): live over the WebSocket, in Spanish
and English, transparent where a streaming program composes them, counting the clock down."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

from rules import CueBall, Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import PROFILES, ShotClock
from tests.overlay.chromium import Chromium, Page, spin
from ui.adapters.clock_driver import ClockDriver
from ui.adapters.controller import Controller
from ui.servers.overlay import OverlayServer
from ui.servers.overlay_ui import clock_reading

LIVE = "document.getElementById('overlay').dataset.state === 'live'"


@pytest.fixture(scope="module")
def browser(qapp: Any) -> Iterator[Chromium]:
    chromium = Chromium()
    yield chromium
    chromium.close()


@pytest.fixture
def page(browser: Chromium) -> Iterator[Page]:
    tab = browser.page()
    yield tab
    tab.goto("about:blank")


@pytest.fixture
def controller(qapp: Any) -> Controller:
    return Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5), breaker=0)
    )


@pytest.fixture
def server(controller: Controller) -> Iterator[OverlayServer]:
    srv = OverlayServer()
    controller.snapshot_changed.connect(srv.show_snapshot)
    srv.show_snapshot(controller.snapshot)
    srv.start(0)
    yield srv
    srv.stop()


def caught_up(page: Page, server: OverlayServer) -> None:
    """Wait until the page has drawn the server's latest document."""
    page.wait_for(f"document.getElementById('overlay').dataset.seq === '{server.seq}'")


def shown(page: Page) -> dict[str, Any]:
    return page.js(
        """(() => {
        const $ = (id) => document.getElementById(id);
        const visible = (id) => !$(id).hidden;
        return {
          names: [$('p0-name').textContent, $('p1-name').textContent],
          scores: [$('p0-score').textContent, $('p1-score').textContent],
          balls: [...document.querySelectorAll('#balls img')].map((i) => +i.dataset.ball),
          atTable: [$('p0').dataset.atTable, $('p1').dataset.atTable],
          foul: visible('foul-badge') ? $('foul-badge').textContent : null,
          bih: visible('bih-badge') ? $('bih-badge').textContent : null,
          race: $('race').textContent,
          banner: visible('banner') ? $('banner').textContent : null,
        };
        })()"""
    )


def test_the_bar_follows_every_shot(
    page: Page, server: OverlayServer, controller: Controller
) -> None:
    page.goto(server.url("/overlay/bar?lang=en"))
    page.wait_for(LIVE)
    caught_up(page, server)
    s = shown(page)
    assert s["names"] == ["Ana", "Bea"] and s["scores"] == ["0", "0"]
    assert s["balls"] == list(range(1, 10)) and s["atTable"] == ["true", "false"]
    assert s["race"] == "Race to 5" and s["foul"] is None and s["bih"] is None

    controller.table.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
    caught_up(page, server)
    s = shown(page)
    assert s["balls"] == list(range(2, 10)) and s["atTable"] == ["true", "false"]

    controller.table.shot(Shot(cue=CueBall.POCKETED))  # scratch: Bea has ball in hand
    caught_up(page, server)
    s = shown(page)
    assert s["foul"] == "Foul" and s["bih"] == "Ball in hand"
    assert s["atTable"] == ["false", "true"]

    controller.table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_RIGHT),)))  # Bea makes the 9
    caught_up(page, server)
    s = shown(page)
    assert s["scores"] == ["0", "1"] and s["foul"] is None and s["bih"] is None
    assert s["balls"] == list(range(1, 10))

    controller.table.undo()
    caught_up(page, server)
    assert shown(page)["scores"] == ["0", "0"]


def test_spanish_words_and_names_as_plain_text(page: Page, qapp: Any) -> None:
    name = '<b>Ana</b> & "Bea"'
    c = Controller(
        MatchConfig(players=(name, "Eva"), discipline="nine-ball", race=(7, 7), breaker=0)
    )
    srv = OverlayServer()
    c.snapshot_changed.connect(srv.show_snapshot)
    srv.show_snapshot(c.snapshot)
    srv.start(0)
    try:
        page.goto(srv.url("/overlay/bar?lang=es"))
        page.wait_for(LIVE)
        c.table.shot(Shot(cue=CueBall.POCKETED, rails=4))  # a scratch on the break
        caught_up(page, srv)
        s = shown(page)
        assert s["names"][0] == name
        assert page.js("document.querySelector('#p0-name b')") is None
        assert s["race"] == "Carrera a 7" and s["foul"] == "Falta"
        assert s["bih"].startswith("Bola en mano")
        assert page.js("document.documentElement.lang") == "es"
    finally:
        srv.stop()


def test_the_clock_counts_down_between_pushes(
    browser: Chromium, page: Page, server: OverlayServer
) -> None:
    driver = ClockDriver(ShotClock(PROFILES["wpa"]))
    driver.state_changed.connect(lambda snap: server.show_clock(clock_reading(driver, snap)))
    page.goto(server.url("/overlay/bar?lang=en"))
    page.wait_for(LIVE)
    assert page.js("document.getElementById('clock').hidden")
    driver.start()
    caught_up(page, server)
    seq = server.seq
    read = "[+document.getElementById('clock-seconds').textContent, document.getElementById('clock-bar').style.transform]"
    seconds, bar = page.js(read)
    assert abs(seconds - driver.clock.remaining()) <= 1
    spin(0.3)
    seconds2, bar2 = page.js(read)
    assert bar2 != bar, "the bar moves on its own between pushes"
    share = float(bar2.removeprefix("scaleX(").rstrip(")"))
    assert abs(share - driver.clock.remaining() / driver.clock.total()) < 0.02
    assert server.seq == seq, "no push was needed for the countdown"
    # a page opened later counts from the time left now, not at the last push
    spin(1.2)
    late = browser.page()
    try:
        late.goto(server.url("/overlay/bug?lang=en"))
        late.wait_for(LIVE)
        share = float(late.js(read)[1].removeprefix("scaleX(").rstrip(")"))
        assert abs(share - driver.clock.remaining() / driver.clock.total()) < 0.02
    finally:
        late.close()
    assert server.seq == seq
    driver.pause()
    caught_up(page, server)
    assert page.js("document.getElementById('clock').dataset.phase") == "paused"
    driver.stop()
    caught_up(page, server)
    assert page.js("document.getElementById('clock').hidden")


def test_waits_for_the_scoreboard_and_comes_back_after_a_restart(
    page: Page, server: OverlayServer, controller: Controller
) -> None:
    port = server.port
    page.goto(server.url("/overlay/bug?lang=es"))
    page.wait_for(LIVE)
    server.stop()
    page.wait_for("document.getElementById('overlay').dataset.state === 'waiting'")
    assert page.js("getComputedStyle(document.getElementById('waiting')).display") != "none"
    assert page.text("#waiting") == "Esperando al marcador"
    controller.table.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))
    server.start(port)
    server.show_snapshot(controller.snapshot)
    page.wait_for(LIVE, timeout=15)
    page.wait_for("document.getElementById('p0-score').textContent === '1'")


@pytest.mark.parametrize("layout", ["bar", "bug", "board"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_layout_at_1080p(
    page: Page,
    server: OverlayServer,
    controller: Controller,
    tmp_path: Path,
    layout: str,
    lang: str,
) -> None:
    controller.table.shot(Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), rails=4))
    controller.table.shot(Shot(cue=CueBall.POCKETED))
    page.goto(server.url(f"/overlay/{layout}?lang={lang}"))
    page.wait_for(LIVE)
    caught_up(page, server)
    fits = page.js(
        "document.documentElement.scrollWidth <= innerWidth"
        " && document.documentElement.scrollHeight <= innerHeight"
    )
    assert fits, "nothing scrolls"
    rect = page.js("JSON.stringify(document.getElementById('scores').getBoundingClientRect())")
    box = json.loads(rect)
    assert 0 <= box["left"] and box["right"] <= 1920 and 0 <= box["top"] and box["bottom"] <= 1080
    race = {"es": "Carrera a 5", "en": "Race to 5"}[lang]
    assert page.text("#race") == race
    if layout != "bug":
        assert shown(page)["bih"] == {"es": "Bola en mano", "en": "Ball in hand"}[lang]
    image = QImage(str(page.screenshot(tmp_path / f"overlay-{layout}-{lang}.png")))
    assert (image.width(), image.height()) == (1920, 1080)
    corner = image.pixelColor(10, 10).alpha()
    if layout == "board":
        assert corner == 255, "the hall TV board fills the screen"
    else:
        assert corner == 0, "the stream shows through around the overlay"
        centre = image.pixelColor(round(box["left"] + 4), round((box["top"] + box["bottom"]) / 2))
        assert centre.alpha() > 100


def test_query_parameters_scale_and_colour(page: Page, server: OverlayServer) -> None:
    height = "document.getElementById('scores').getBoundingClientRect().height"
    page.goto(server.url("/overlay/bar"))
    page.wait_for(LIVE)
    normal = page.js(height)
    page.goto(server.url("/overlay/bar?scale=2&accent=ff0000&fg=00ff00"))
    page.wait_for(LIVE)
    assert 1.9 < page.js(height) / normal < 2.1
    mark = "getComputedStyle(document.querySelector('#p0 .at-table-mark')).backgroundColor"
    assert page.js(mark) == "rgb(255, 0, 0)"
    assert page.js("getComputedStyle(document.getElementById('p0-name')).color") == "rgb(0, 255, 0)"
    page.goto(server.url("/overlay/bar?layout=bug&scale=99&accent=red;x:y"))
    page.wait_for(LIVE)
    assert page.js("document.body.dataset.layout") == "bug"
    assert (
        page.js("getComputedStyle(document.documentElement).getPropertyValue('--scale').trim()")
        == "1"
    )
    assert page.js(mark) == "rgb(242, 183, 5)"


def test_on_the_lan_the_page_carries_its_token_everywhere(
    page: Page, controller: Controller
) -> None:
    srv = OverlayServer()
    srv.show_snapshot(controller.snapshot)
    srv.start(0, lan=True, token="0123456789abcdefXYZ_")
    try:
        page.goto(srv.url("/overlay/bar?lang=en"))
        page.wait_for(LIVE)
        page.wait_for(
            "[...document.querySelectorAll('#balls img')].every((i) => i.complete && i.naturalWidth > 0)"
        )
        assert page.js("getComputedStyle(document.body).overflow") == "hidden"
    finally:
        srv.stop()
