"""The hall's screen (/overlay/venue) in headless Chromium, at 1280x720, 1024x768 and
3840x2160, in Spanish and English: the banner of a lost broker is read whole (never cut with
an ellipsis) and covers nothing; every box of the bracket and every row of the standings is
on screen under it; players' names stay whole on a grid of tables. The screenshots are
written next to the test's files."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scoreboard.competition import Competition, Format
from tests.overlay.chromium import Chromium, Page, spin
from tests.overlay.venue_page import VenuePage, table_state, venue_doc

SIZES = [(1280, 720), (1024, 768), (3840, 2160)]
LONG = "María Fernández de la Concepción"


@pytest.fixture(scope="module")
def browser(qapp: Any) -> Iterator[Chromium]:
    chromium = Chromium()
    yield chromium
    chromium.close()


@pytest.fixture(scope="module")
def served() -> Iterator[VenuePage]:
    venue = VenuePage()
    yield venue
    venue.close()


def competition(fmt: Format, n: int) -> Competition:
    c = Competition("Open de Otoño de la Federación", fmt, tables=4)
    for i in range(1, n + 1):
        c.add_entrant([LONG, "Jorge Castellanos", "Ana Beltrán"][i % 3] + f" {i}")
    c.draw()
    rng = random.Random(3)
    for _ in range(n // 2):  # about a third of the matches played
        ready = c.ready()
        if not ready:
            break
        s = rng.choice(ready)
        c.enter_result(s.id, (s.race, rng.randrange(s.race)))
    table = 1
    for s in c.ready():
        if table > 2:
            break
        try:
            c.assign_table(s.id, table)  # a box with its table's line
        except Exception:  # noqa: BLE001, S112 - a player already on a table: the next
            continue
        table += 1
    return c


def shown(page: Page, served: VenuePage, doc: dict[str, Any], lang: str) -> None:
    served.doc = doc
    page.goto(served.url(lang))
    page.wait_for(
        "document.getElementById('venue').dataset.connected === "
        f"'{'false' if doc['connected'] is False else 'true'}'"
    )
    spin(0.3)


BANNER = """(() => {
  const b = document.getElementById('lost').getBoundingClientRect();
  const e = document.getElementById('lost');
  const below = [...document.querySelectorAll('.card, .competition .title')]
    .filter(x => x.getClientRects().length);
  return {shown: b.height > 0, cut: e.scrollWidth > e.clientWidth + 1,
          bottom: b.bottom, right: b.right, width: innerWidth,
          font: parseFloat(getComputedStyle(e).fontSize), height: innerHeight,
          top: Math.min(...below.map(x => x.getBoundingClientRect().top))};
})()"""

ON_SCREEN = """(() => {
  const all = [...document.querySelectorAll('.competition .match, .competition tr')];
  return {n: all.length,
          out: all.filter(e => e.getBoundingClientRect().bottom > innerHeight + 0.5).length};
})()"""

NAMES_CUT = """[...document.querySelectorAll('.row .name')]
  .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)"""


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_lost_broker_banner_is_whole_and_covers_nothing(
    browser: Chromium, served: VenuePage, tmp_path: Path, lang: str, width: int, height: int
) -> None:
    page = browser.page(width, height)
    tables = venue_doc(
        [(1, table_state(LONG, "Bea Gil", (3, 4)), None), (2, None, None)], connected=False
    )
    bracket = venue_doc(
        [(1, None, None)], connected=False, competition=competition(Format.DOUBLE_ELIMINATION, 16)
    )
    standings = venue_doc(
        [(1, None, None)], connected=False, competition=competition(Format.ROUND_ROBIN, 32)
    )
    try:
        for tag, doc in (("tables", tables), ("bracket", bracket), ("standings", standings)):
            shown(page, served, doc, lang)
            page.screenshot(tmp_path / f"venue-lost-{tag}-{lang}-{width}.png")
            b = page.js(BANNER)
            assert b["shown"] and not b["cut"], (tag, b)
            assert b["right"] <= b["width"] + 0.5
            assert b["bottom"] <= b["top"] + 0.5, (tag, b)  # nothing under the banner
            assert b["font"] >= 0.03 * b["height"]  # read from the back of the hall
            if tag != "tables":
                boxes = page.js(ON_SCREEN)
                assert boxes["n"] > 0 and boxes["out"] == 0, (tag, boxes)
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_bracket_and_the_names_fit_the_screen(
    browser: Chromium, served: VenuePage, tmp_path: Path, lang: str, width: int, height: int
) -> None:
    page = browser.page(width, height)
    grid = venue_doc(
        [
            (n, table_state("María Fernández", "Jorge Castellanos", (n % 5, 2)), True)
            for n in range(1, 10)
        ]  # fmt: skip
    )
    try:
        shown(page, served, grid, lang)
        page.screenshot(tmp_path / f"venue-tables-{lang}-{width}.png")
        assert page.js("document.querySelectorAll('.card').length") == 9
        assert page.js(NAMES_CUT) == []
        for fmt, n in ((Format.SINGLE_ELIMINATION, 128), (Format.RFEB, 32)):
            shown(page, served, venue_doc([(1, None, True)], competition=competition(fmt, n)), lang)
            page.screenshot(tmp_path / f"venue-{fmt.value}-{lang}-{width}.png")
            boxes = page.js(ON_SCREEN)
            assert boxes["n"] > 0 and boxes["out"] == 0, (fmt, boxes)
    finally:
        page.close()
