"""The hall's screens on the desk's machine: /api/v1/venue and the /overlay/venue page of the
real overlay server on loopback serve the phone tables and call the players ("Table 1: A vs
B"), in headless Chromium in both languages (a picture of each left in the shots folder's desk/, tests/shots.py); what
changes at the desk or on a phone table is pushed to the page, never polled."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from tests.overlay.chromium import Chromium, spin
from tests.phones.test_desk_phone_tables import BREAK_AND_NINE, desk_ui, drawn, switch_on
from tests.shots import shots_dir
from tests.ui.test_server import get

__all__ = ["desk_ui"]  # the fixture

SHOTS = shots_dir("desk")

CALLS = """(() => {
  const e = document.getElementById('calls');
  const r = e.getBoundingClientRect();
  const cards = [...document.querySelectorAll('.card')].map(c => c.getBoundingClientRect());
  return {text: e.textContent, shown: r.height > 0, cut: e.scrollWidth > e.clientWidth + 1,
          bottom: r.bottom, top: r.top, height: innerHeight, cards: cards.length,
          above: Math.max(...cards.map(c => c.bottom)) <= r.top + 0.5,
          font: parseFloat(getComputedStyle(e).fontSize)};
})()"""


@pytest.fixture(scope="module")
def browser(qapp: Any) -> Iterator[Chromium]:
    chromium = Chromium()
    yield chromium
    chromium.close()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_venue_page_shows_phone_tables_and_calls_the_players(
    qtbot, desk_ui, browser: Chromium, lang: str
) -> None:
    link = desk_ui.desk_link
    desk, panel = link.desk, link.phone_panel
    c = drawn(desk, tables=2)
    switch_on(panel, 2)
    overlay = desk_ui.server.server
    assert overlay.venue is link.venue  # phone scoring on: the desk's venue is served
    desk_ui.server.start(0)
    try:
        first, second = c.ready()[0], c.ready()[1]
        desk.select(first.id)
        desk.start_btn.click()  # in play on table 1
        desk.select(second.id)
        desk.table_combo.setCurrentIndex(desk.table_combo.findData(2))
        desk.assign_btn.click()  # called to table 2
        a, b = c.entrant(second.top), c.entrant(second.bottom)
        status, _, body = get(overlay.port, "/api/v1/venue")
        assert status == 200
        doc = json.loads(body)
        assert [t["number"] for t in doc["tables"]] == [1, 2]
        assert doc["tables"][0]["state"]["players"][0]["name"] == c.entrant(first.top)
        assert doc["tables"][1]["state"] is None
        assert doc["calls"] == [{"table": 2, "players": [a, b]}]
        assert doc["competition"]["id"] == c.uid
        one = json.loads(get(overlay.port, "/api/v1/state?table=1")[2])
        assert one["players"][1]["name"] == c.entrant(first.bottom)
        page = browser.page(1280, 720)
        try:
            page.goto(f"http://127.0.0.1:{overlay.port}/overlay/venue?lang={lang}")
            page.wait_for("document.getElementById('venue').dataset.calls === '1'")
            spin(0.3)
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(SHOTS / f"venue-calls-{lang}.png")
            shown = page.js(CALLS)
            word = {"en": "Table 2: %s vs %s", "es": "Mesa 2: %s contra %s"}[lang]
            assert shown["text"] == word % (a, b)
            assert shown["shown"] and not shown["cut"] and shown["cards"] == 2
            assert shown["above"] and shown["bottom"] <= shown["height"] + 0.5
            assert shown["font"] >= 0.03 * shown["height"]  # read across the hall
        finally:
            page.close()
    finally:
        desk_ui.server.stop()
    panel.on_box.setChecked(False)
    assert overlay.venue is None


def test_the_desks_changes_are_pushed_to_the_venue_page_with_no_request(
    qtbot, desk_ui, browser: Chromium
) -> None:
    link = desk_ui.desk_link
    desk, panel = link.desk, link.phone_panel
    c = drawn(desk, tables=2)
    switch_on(panel, 2)
    overlay = desk_ui.server.server
    desk_ui.server.start(0)
    try:
        first, second = c.ready()[0], c.ready()[1]
        desk.select(first.id)
        desk.start_btn.click()  # in play on phone table 1
        page = browser.page(1280, 720)
        try:
            page.call("Network.enable")
            page.goto(f"http://127.0.0.1:{overlay.port}/overlay/venue?lang=en")
            score = "document.querySelector('.card[data-table=\"1\"] .score')?.textContent"
            page.wait_for(f"{score} === '0'")
            loaded = len(_requests(page))
            # a rack won on the phone table: on the page, pushed
            table = link.phones.hall.tables["1"]
            table.submit_data({"kind": "lag", "winner": 0, "breaks": True})
            table.submit_data(BREAK_AND_NINE)
            page.wait_for(f"{score} === '1'", timeout=2.0)
            # the next match called to table 2 at the desk: on the page, pushed
            desk.select(second.id)
            desk.table_combo.setCurrentIndex(desk.table_combo.findData(2))
            desk.assign_btn.click()
            page.wait_for("document.getElementById('venue').dataset.calls === '1'", timeout=2.0)
            spin(1.5)
            assert len(_requests(page)) == loaded  # nothing asked of the server after load
        finally:
            page.close()
    finally:
        desk_ui.server.stop()


def _requests(page: Any) -> list[str]:
    """The page's HTTP requests (not the browser's own for the tab's icon)."""
    return [
        e["params"]["request"]["url"]
        for e in page.events
        if e.get("method") == "Network.requestWillBeSent"
        and not e["params"]["request"]["url"].endswith("/favicon.ico")
    ]
