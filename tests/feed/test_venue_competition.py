"""The competition on the hall's screens: the desk window publishes its bracket on a real
Mosquitto, a venue watch reads it, and the ``/overlay/venue`` page (in headless Chromium)
shows its rounds between rounds and the tables while a match is in play. The screenshots
are written next to the test's files."""

from __future__ import annotations

import json
from pathlib import Path

import paho.mqtt.client as mqtt

from scoreboard.competition import Competition, Format
from scoreboard.feed import topics
from scoreboard.feed.client import parse_address
from scoreboard.feed.watch import VenueWatch
from scoreboard.match.match import MatchConfig
from tests.feed.broker import Broker, Pump
from tests.feed.venue import VENUE, Scorekeeper, desk_with_competition
from tests.overlay.chromium import Chromium, spin
from ui.servers.overlay import OverlayServer

NAMES = ["Ana Ruiz", "Bea Gil", "Carla Sanz", "Dora Vidal", "Elena Mora", "Flor <b>Díaz</b>"]

BOXES = "[...document.querySelectorAll('.match')]"


def names_in(page, slot: str) -> list[str]:
    return page.js(
        f"[...document.querySelectorAll('.match[data-slot=\"{slot}\"] .name')]"
        ".map(e => e.textContent)"
    )


def test_between_rounds_the_venue_page_shows_the_desks_bracket(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    desk, control, c = desk_with_competition(qtbot, tmp_path, "Open de otoño", NAMES)
    pump = Pump()
    q, sink = pump.sink()
    watch = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
    server = OverlayServer()
    server.venue = watch
    watch.on_change = lambda _table: server.venue_changed()  # as the table's window tells it
    chromium = Chromium()
    table: Scorekeeper | None = None
    try:
        assert control.start(broker.url, VENUE)
        watch.start()

        def published() -> None:
            pump.drain()
            assert watch.competition is not None

        qtbot.waitUntil(published, timeout=10000)
        doc = watch.document()["competition"]
        assert doc["name"] == "Open de otoño" and doc["entrants"] == NAMES
        assert [s["id"] for s in doc["slots"]] == [s.id for s in c.slots()]

        # a result at the desk: the hall sees it
        first = c.ready()[0]
        top, bottom = c.entrant(first.top), c.entrant(first.bottom)
        assert desk.enter_result(first.id, (first.race, 2))

        def updated() -> None:
            pump.drain()
            slot = next(s for s in watch.competition["slots"] if s["id"] == first.id)
            assert slot["result"] == [first.race, 2] and slot["winner"] == 0

        qtbot.waitUntil(updated, timeout=10000)

        # a damaged message on the topic is refused; the last good one stays
        evil = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="evil")
        evil.connect("127.0.0.1", broker.port)
        evil.loop_start()
        rejected = watch.rejected
        bad = dict(watch.competition, entrants=["Ana\x1b[2J"])
        evil.publish(
            topics.competition_topic(VENUE), json.dumps(bad).encode(), qos=1
        ).wait_for_publish()
        qtbot.waitUntil(lambda: (pump.drain(), watch.rejected > rejected)[1], timeout=10000)
        evil.loop_stop()
        evil.disconnect()
        assert watch.competition["entrants"] == NAMES

        server.start(0)
        rounds = {"es": ["Ronda 1", "Ronda 2", "Ronda 3"], "en": ["Round 1", "Round 2", "Round 3"]}
        for lang in ("es", "en"):
            page = chromium.page(1920, 1080)
            page.goto(server.url(f"/overlay/venue?lang={lang}"))
            page.wait_for(f"{BOXES}.length === {len(c.slots())}", timeout=15)
            headings = page.js("[...document.querySelectorAll('.heading')].map(e => e.textContent)")
            assert headings == rounds[lang]
            assert page.text("#competition-title").startswith("Open de otoño — ")
            assert names_in(page, first.id) == [top, bottom]
            winner = f'.match[data-slot="{first.id}"] .row.winner .name'
            assert page.js(f"document.querySelector('{winner}').textContent") == top
            # names are text: the markup in a name is shown, not obeyed
            shown = page.js(f"{BOXES}.map(b => b.innerText).join(' ')")
            assert "Flor <b>Díaz</b>" in shown
            assert page.js("document.querySelectorAll('.match b').length") == 0
            # the next round's box already has the winner, and a place still to come
            later = next(
                s
                for s in c.slots()
                if top in (c.entrant(s.top), c.entrant(s.bottom)) and s.id != first.id
            )
            assert top in names_in(page, later.id)
            assert page.js("document.querySelectorAll('.card').length") == 0
            assert page.js(f"{BOXES}.every(b => b.offsetHeight > 0 && b.offsetWidth > 0)")
            assert names_in(page, c.slots()[-1].id) == ["—", "—"]  # the final: to come
            page.screenshot(tmp_path / f"overlay-venue-bracket-{lang}.png")

        # a table starts a match: the page shows the tables
        table = Scorekeeper(pump, broker.url, tmp_path, 1)
        table.match_id = "m1"
        assert table.controller.table.new_match(
            MatchConfig(players=("Carla Sanz", "Dora Vidal"), race=(5, 5), breaker=0)
        )

        def playing() -> None:
            pump.drain()
            view = watch.tables.get(1)
            assert view is not None and view.state is not None
            assert view.state["match"]["started"]

        qtbot.waitUntil(playing, timeout=10000)
        page.wait_for("document.querySelectorAll('.card').length === 1", timeout=15)
        assert "Carla Sanz" in page.text(".card")
        assert page.js("getComputedStyle(document.getElementById('competition')).display") == "none"
        page.screenshot(tmp_path / "overlay-venue-tables-en.png")

        # the desk closes: its competition is cleared on the feed
        desk.close()
        qtbot.waitUntil(lambda: (pump.drain(), watch.competition is None)[1], timeout=10000)
        assert watch.document()["competition"] is None
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)  # the server's last sockets are closed before it goes
        control.stop()
        watch.stop()
        if table is not None:
            table.feed.stop()


def test_the_venue_page_shows_standings_and_a_large_draw(
    qapp, tmp_path: Path, broker: Broker
) -> None:
    """A round robin as its standings; a 128-entrant RFEB draw as the rounds in play."""
    from scoreboard.competition import State
    from scoreboard.feed.desk import DeskFeed
    from scoreboard.feed.outbox import Ledger

    pump = Pump()
    q, sink = pump.sink()
    desk = pump.add(
        q, DeskFeed(parse_address(broker.url), VENUE, Ledger(tmp_path / "d.sqlite"), sink, bool)
    )
    q, sink = pump.sink()
    watch = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
    desk.start()
    watch.start()
    pump.until(lambda: desk.online and watch.online, what="online")
    league = Competition("Liga de invierno", Format.ROUND_ROBIN, group_size=4)
    for name in ("Ana Ruiz", "Bea Gil", "Carla Sanz", "Dora Vidal"):
        league.add_entrant(name)
    league.draw()
    for s in league.ready():
        league.enter_result(s.id, (s.race, 1) if s.top == 1 else (1, s.race))
    assert desk.show_competition(league)
    pump.until(lambda: watch.competition is not None, what="standings")
    server = OverlayServer()
    server.venue = watch
    watch.on_change = lambda _table: server.venue_changed()  # as the table's window tells it
    server.start(0)
    chromium = Chromium()
    try:
        page = chromium.page(1920, 1080)
        page.goto(server.url("/overlay/venue?lang=es"))
        page.wait_for("document.querySelectorAll('.standings tr').length === 5", timeout=15)
        first = page.js(
            "[...document.querySelectorAll('.standings tr')[1].cells].map(c => c.textContent)"
        )
        top = next(p for p in watch.competition["standings"] if p["place"] == 1)
        assert first[1] == "Ana Ruiz" == league.entrant(top["rank"])
        assert first[0] == "1" and first[2:] == [
            str(top[k]) for k in ("played", "won", "points", "racks_for", "racks_against")
        ]
        assert page.text(".standings th.points") == "Puntos"
        page.screenshot(tmp_path / "overlay-venue-standings-es.png")

        big = Competition("Campeonato de España", Format.RFEB, discipline="nine-ball")
        for i in range(128):
            big.add_entrant(f"Jugador {i + 1:03d}")
        big.draw()
        for s in big.ready()[:20]:
            big.enter_result(s.id, (s.race, 2))
        assert desk.show_competition(big)
        pump.until(lambda: watch.competition["system"] == "rfeb", what="the RFEB draw")
        live = next(s for s in big.slots() if s.state is State.READY).definition
        page.goto(server.url("/overlay/venue?lang=en"))
        page.wait_for("document.querySelectorAll('.match').length > 0", timeout=15)
        headings = page.js("[...document.querySelectorAll('.heading')].map(e => e.textContent)")
        assert headings[0] == "First phase, round 1" and live.phase.value == "first"
        # 32 matches a round: shown 8 at a time, the same part of the bracket in both rounds
        part, first_column = page.js(
            "[document.getElementById('venue').dataset.page, [...document.querySelectorAll("
            "'.column')[0].querySelectorAll('.match')].map(b => b.dataset.slot)]"
        )
        number, pages = (int(x) for x in part.split("/"))
        round_1 = [s.id for s in big.slots() if s.definition.phase is live.phase][:32]
        assert pages == 4 and first_column == round_1[(number - 1) * 8 : number * 8]
        assert page.js("document.querySelectorAll('.match').length") == 16
        names = page.js(
            "[...document.querySelectorAll('.column')[0].querySelectorAll('.name')]"
            ".map(e => e.textContent)"
        )
        slot = big.slot(first_column[0])
        assert names[:2] == [big.entrant(slot.top), big.entrant(slot.bottom)]
        page.screenshot(tmp_path / "overlay-venue-rfeb-en.png")
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        spin(0.2)
        watch.stop()
        desk.stop()
