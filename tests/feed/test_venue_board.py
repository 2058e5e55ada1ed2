"""The hall's screens with four live tables on a real broker: the venue board window and the
``/overlay/venue`` page of the streaming server (in headless Chromium), in Spanish and
English. The screenshots are written next to the test's files."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from scoreboard.feed.client import parse_address
from scoreboard.feed.watch import VenueWatch
from scoreboard.match.match import MatchConfig
from tests.feed.broker import Broker, Pump
from tests.feed.venue import VENUE, Scorekeeper
from tests.overlay.chromium import Chromium, spin
from ui.i18n import Translations
from ui.servers.overlay import OverlayServer
from ui.venue.board_ui import VenueBoard

PAIRS = [
    ("Ana Ruiz", "Bea Gil"),
    ("Carla Sanz", "Dora Vidal"),
    ("Elena Mora", "Flor Díaz"),
    ("Gema Soto", "Inés Lago"),
]


def four_tables(pump: Pump, broker: Broker, tmp_path: Path) -> list[Scorekeeper]:
    tables = []
    for n, players in enumerate(PAIRS, start=1):
        k = Scorekeeper(pump, broker.url, tmp_path, n)
        k.match_id = f"m{n}"
        discipline = "nine-ball" if n % 2 else "eight-ball"
        assert k.controller.table.new_match(
            MatchConfig(players=players, discipline=discipline, race=(5, 5), breaker=0)
        )
        tables.append(k)
    tables[0].take_rack(0)
    tables[0].take_rack(1)
    tables[0].take_rack(0)
    tables[1].win(1, other_racks=2)
    tables[2].take_rack(1)
    return tables


def test_the_venue_board_and_page_show_four_live_tables(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    pump = Pump()
    tables = four_tables(pump, broker, tmp_path)
    q, sink = pump.sink()
    watch = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
    watch.start()
    pump.until(
        lambda: (
            len(watch.tables) == 4
            and all(v.state for v in watch.tables.values())
            and watch.tables[2].state["match"]["over"]  # the last state, not one on the way
        ),
        what="four tables",
    )
    tables[3].feed.stop()  # table 4 goes away: flagged offline
    pump.until(lambda: watch.tables[4].online is False, what="table 4 offline")

    translations = Translations(QApplication.instance())
    board = VenueBoard(lambda: watch.tables)
    qtbot.addWidget(board)
    board.resize(1920, 1080)
    server = OverlayServer()
    server.venue = watch
    server.start(0)
    chromium = Chromium()
    try:
        for lang in ("es", "en"):
            translations.set_language(lang)
            board.refresh()
            assert len(board.cards) == 4
            first = board.cards[0]
            assert [n.text() for n in first.names] == ["▶ Ana Ruiz", "Bea Gil"] or [
                n.text() for n in first.names
            ] == ["Ana Ruiz", "▶ Bea Gil"]
            assert [s.text() for s in first.scores] == ["2", "1"]
            second = board.cards[1]
            assert second.names[1].property("winner") == "true"
            assert [s.text() for s in second.scores] == ["2", "5"]
            offline = {"es": "Desconectada", "en": "Offline"}[lang]
            assert board.cards[3].flag.text() == offline
            assert board.cards[0].number.text() == {"es": "Mesa 1", "en": "Table 1"}[lang]
            board.grab().save(str(tmp_path / f"venue-board-{lang}.png"))

            page = chromium.page(1920, 1080)
            page.goto(server.url(f"/overlay/venue?lang={lang}"))
            page.wait_for("document.querySelectorAll('.card').length === 4", timeout=15)
            cards = page.js("[...document.querySelectorAll('.card')].map(c => c.innerText)")
            assert "Ana Ruiz" in cards[0] and "Dora Vidal" in cards[1]
            assert offline.lower() in cards[3].lower()
            page.screenshot(tmp_path / f"overlay-venue-{lang}.png")
        # any table's overlay from the streaming server of any machine on the feed
        page.goto(server.url("/overlay/bar?table=3&lang=es"))
        page.wait_for("document.getElementById('p0-name').textContent === 'Elena Mora'")
        assert page.text("#p1-name") == "Flor Díaz"
        page.screenshot(tmp_path / "overlay-bar-table-3-es.png")
        # one table's state from any machine on the feed
        page.goto(server.url("/api/v1/state?table=3"))
        doc = json.loads(page.js("document.body.innerText"))
        assert [p["name"] for p in doc["players"]] == list(PAIRS[2])
    finally:
        for page in chromium.pages:
            page.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)  # the server's last sockets are closed before it goes
        watch.stop()
        for k in tables:
            k.feed.stop()
