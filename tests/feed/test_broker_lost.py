"""The broker is killed under a running desk, venue board and ``/overlay/venue`` page (in
headless Chromium): within 5 s each says so with a banner that stays, and every table's
status is "unknown", not "online", until the broker is back and the table speaks again.
The screenshots are written next to the test's files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from scoreboard.feed.client import parse_address
from scoreboard.feed.watch import VenueWatch
from scoreboard.match.match import MatchConfig
from tests.feed.broker import Broker, Pump
from tests.feed.venue import VENUE, Scorekeeper, desk_with_competition
from tests.overlay.chromium import Chromium, spin
from ui.i18n import Translations
from ui.servers.overlay import OverlayServer
from ui.venue.board_ui import VenueBoard

LOST_MS = 5000  # what the desk promises: the loss is shown within 5 s


def lines(control) -> list[str]:
    return [control.list.item(i).text() for i in range(control.list.count())]


def test_a_lost_broker_is_shown_everywhere_and_every_table_is_unknown(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    desk, control, c = desk_with_competition(qtbot, tmp_path)
    desk.show()
    pump = Pump()
    tables = [Scorekeeper(pump, broker.url, tmp_path, n) for n in (1, 2)]
    for t, players in zip(
        tables, (("Ana Ruiz", "Bea Gil"), ("Carla Sanz", "Dora Vidal")), strict=True
    ):
        t.match_id = f"m{t.number}"  # matches in play: the page shows the tables
        assert t.controller.table.new_match(MatchConfig(players=players, race=(5, 5), breaker=0))
    q, sink = pump.sink()
    watch = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
    watch.start()
    server = OverlayServer()
    server.venue = watch
    watch.on_change = lambda _table: server.venue_changed()  # as the table's window tells it
    server.start(0)
    chromium = Chromium()
    translations = Translations(QApplication.instance())
    board = VenueBoard(lambda: watch.tables, connected=lambda: watch.online)
    qtbot.addWidget(board)
    board.resize(1280, 720)
    board.show()
    try:
        assert control.start(broker.url, VENUE)
        desk_board = control.open_board()
        qtbot.addWidget(desk_board)

        def all_online() -> None:
            pump.drain()
            assert len(lines(control)) == 2
            assert not any("unknown" in line or "OFFLINE" in line for line in lines(control))
            assert [v.status for _, v in sorted(watch.tables.items())] == ["online"] * 2
            assert control.feed.tables[1].status == "online"

        qtbot.waitUntil(all_online, timeout=15000)
        assert not control.banner_bar.isVisible()
        page = chromium.page(1280, 720)
        page.goto(server.url("/overlay/venue?lang=en"))
        page.wait_for("document.querySelectorAll('.card').length === 2", timeout=15)
        assert page.js("getComputedStyle(document.getElementById('lost')).display") == "none"

        broker.kill()
        for t in tables:  # the tables are gone too: none can say anything now
            t.feed.stop()

        def lost() -> None:
            pump.drain()
            assert control.banner_bar.isVisible()
            assert all(line.endswith("status unknown") for line in lines(control))
            assert [v.status for v in control.feed.tables.values()] == ["unknown"] * 2
            doc = watch.document()
            assert doc["connected"] is False
            assert [(t["online"], t["status"]) for t in doc["tables"]] == [(None, "unknown")] * 2

        qtbot.waitUntil(lost, timeout=LOST_MS)
        assert control.banner.address in control.banner.text()
        assert broker.url.split("//")[1] in control.banner.text()
        desk.grab().save(str(tmp_path / "desk-broker-lost-en.png"))
        desk_board.refresh()
        assert desk_board.banner.isVisible()
        assert all(card.flag.text() == "Unknown" for card in desk_board.cards)

        page.wait_for("document.getElementById('venue').dataset.connected === 'false'", timeout=5)
        assert page.js("getComputedStyle(document.getElementById('lost')).display") == "block"
        flags = page.js("[...document.querySelectorAll('.card .flag')].map(e => e.textContent)")
        assert flags == ["Unknown"] * 2
        assert page.js("document.querySelectorAll('.card.unknown').length") == 2
        page.screenshot(tmp_path / "overlay-venue-lost-en.png")
        for lang in ("es", "en"):
            translations.set_language(lang)
            board.refresh()
            assert board.banner.isVisible()
            unknown = {"es": "Desconocida", "en": "Unknown"}[lang]
            assert [card.flag.text() for card in board.cards] == [unknown] * 2
            qtbot.wait(50)  # the windows take the new language
            board.grab().save(str(tmp_path / f"venue-board-lost-{lang}.png"))
            desk.grab().save(str(tmp_path / f"desk-broker-lost-{lang}.png"))
        es = chromium.page(1280, 720)
        es.goto(server.url("/overlay/venue?lang=es"))
        es.wait_for("document.getElementById('venue').dataset.connected === 'false'", timeout=15)
        assert es.text("#lost").startswith("Se ha perdido la red de la sala")
        es.screenshot(tmp_path / "overlay-venue-lost-es.png")

        # the banner stays while the broker is away
        qtbot.wait(1500)
        pump.drain()
        assert control.banner_bar.isVisible() and not watch.online

        # the broker and one table come back: that table is online, the other stays unknown
        broker.start()
        back = Scorekeeper(pump, broker.url, tmp_path, 1)

        def returned() -> None:
            pump.drain()
            assert control.feed.online and not control.banner_bar.isVisible()
            assert control.feed.tables[1].status == "online"
            assert watch.online and watch.tables[1].status == "online"

        qtbot.waitUntil(returned, timeout=20000)
        assert control.feed.tables[2].status == "unknown"
        assert lines(control)[1].endswith("status unknown")
        page.wait_for("document.getElementById('venue').dataset.connected === 'true'", timeout=5)
        assert back.feed.online
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)
        control.stop()
        watch.stop()
