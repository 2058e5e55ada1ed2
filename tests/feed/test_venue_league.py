"""The league night seen from every laptop of the venue, on a real Mosquitto: the desk's app
publishes the night open in its League night window as the venue's retained ``league``
message; a table's app (another scorekeeper on the feed) reads it with its venue watch, and its
venue board and its own overlay server's ``/overlay/league`` (headless Chromium) show the
night's score. A rubber typed at the desk reaches the page pushed, without a reload; closing the
night clears it everywhere. A forged or oversized message is rejected and counted, never shown.
Screenshots go to the shots folder's watch/ (tests/shots.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import paho.mqtt.client as mqtt
import pytest
from PySide6.QtWidgets import QApplication

from scoreboard.feed import topics
from scoreboard.feed.client import parse_address
from scoreboard.feed.league import MAX_LEAGUE, cleared_league_payload, league_payload
from scoreboard.feed.messages import BadMessage, read
from scoreboard.feed.watch import VenueWatch
from scoreboard.league.live import live_night
from scoreboard.league.model import Side
from scoreboard.league.night import RubberResult
from scoreboard.league.season import Season
from tests.feed.broker import Broker, Pump
from tests.feed.test_table_window import make_ui
from tests.feed.venue import VENUE, Desk
from tests.overlay.chromium import Chromium, spin
from tests.shots import shots_dir
from tests.ui.test_league_hall import EXAMPLE, league_night

SHOTS = shots_dir("watch")


def a_night() -> dict[str, Any]:
    """The first night of the Andalusian league, both lineups given, its first rubber won
    4–1 by the home side."""
    s = Season.start("feed", json.loads(EXAMPLE.read_text(encoding="utf-8")))
    f = s.calendar.fixtures[0]
    for side, team in ((Side.HOME, f.home), (Side.AWAY, f.away)):
        s.set_lineup(f.id, side, [p.name for p in s.league.team(team).roster[:4]])
    s.set_result(f.id, "S1", RubberResult(4, 1))
    return live_night(s, f.id)


def test_a_table_laptop_shows_the_desks_league_night_pushed_live(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    desk_ui, night = league_night(qtbot, tmp_path / "desk")
    assert desk_ui.desk_link is not None and night.season is not None
    f = night.season.calendar.fixture(night.fixture or "")
    assert night.keep_result("S1", 4, 1)
    desk_feed = desk_ui.desk_link.feed
    table_ui = make_ui(qtbot, tmp_path / "table")
    chromium = Chromium()
    server = table_ui.server.server
    try:
        assert desk_feed.start(broker.url, VENUE)
        assert table_ui.feed.start(broker.url, VENUE, 3)
        watch = table_ui.feed.watch
        assert watch is not None and server.venue is watch

        def score_is(rubbers: list[int]) -> None:
            assert watch.league is not None and watch.league["rubbers"] == rubbers

        qtbot.waitUntil(lambda: score_is([1, 0]), timeout=10000)
        assert (watch.league["home"], watch.league["away"]) == (f.home, f.away)
        assert watch.document()["league"] == watch.league

        # the table laptop's venue board: the night beside (here: instead of) the tables
        board = table_ui.feed.open_board()
        assert board is not None
        qtbot.addWidget(board)
        board.resize(1920, 1080)
        QApplication.processEvents()
        panel = board.league_panel
        assert panel.isVisibleTo(board) and panel.score.text() == "1 – 0"
        assert (panel.home.text(), panel.away.text()) == (f.home, f.away)
        SHOTS.mkdir(parents=True, exist_ok=True)
        board.grab().save(str(SHOTS / "table-laptop-board-league.png"))

        # the table laptop's /overlay/league, pushed over its WebSocket
        server.start(0)
        page = chromium.page(1920, 1080)
        page.goto(server.url("/overlay/league?lang=es"))
        page.wait_for("document.getElementById('rubbers').textContent === '1 – 0'", timeout=15)
        assert page.text("#home") == f.home and page.text("#away") == f.away
        page.js("window.samePage = 'yes'")

        # a rubber ends at the desk: the board and the page follow, the page not reloaded
        assert night.keep_result("S2", 4, 2)
        qtbot.waitUntil(lambda: score_is([2, 0]), timeout=10000)
        qtbot.waitUntil(lambda: panel.score.text() == "2 – 0", timeout=5000)
        page.wait_for("document.getElementById('rubbers').textContent === '2 – 0'", timeout=10)
        assert page.js("window.samePage") == "yes"
        # each rubber: two played, S3 started on a table, S4 to play
        night.season.start_rubber(f.id, "S3", "match-3")
        night.refresh()
        night.changed.emit()
        chips = "[...document.querySelectorAll('#each .rubber')]"
        page.wait_for(f"{chips}.map(c => c.dataset.state).join() === "
                      "'finished,finished,in-play,waiting'", timeout=10)  # fmt: skip
        parts = page.js(f"{chips}.map(c => [...c.children].map(e => e.textContent))")
        assert parts == [["S1", "4–1"], ["S2", "4–2"], ["▶ S3"], ["S4"]]
        qtbot.waitUntil(lambda: "▶ S3" in panel.each.text(), timeout=5000)
        assert panel.each.text().split("   ") == ["S1 4–1", "S2 4–2", "▶ S3", "S4 ·"]
        fetched = page.js(
            "performance.getEntriesByType('resource').map(e => e.name)"
            ".filter(n => n.includes('/api/v1/venue'))"
        )
        assert fetched == []  # nothing polled: the night came over the socket
        page.screenshot(SHOTS / "table-laptop-overlay-league-es.png")
        board.grab().save(str(SHOTS / "table-laptop-board-league-2-0.png"))

        # the night is closed at the desk: cleared on the broker, gone from every screen
        night.close()
        qtbot.waitUntil(lambda: watch.league is None, timeout=10000)
        qtbot.waitUntil(lambda: not panel.isVisibleTo(board), timeout=5000)
        page.wait_for("document.getElementById('league').dataset.night === 'false'", timeout=10)
        assert page.js("window.samePage") == "yes"
        page.screenshot(SHOTS / "table-laptop-overlay-league-closed.png")
    finally:
        for p in chromium.pages:
            p.goto("about:blank")
        chromium.close()
        server.stop()
        table_ui.feed.stop()
        desk_feed.stop()
        spin(0.2)


def test_a_new_watch_is_given_the_retained_night_and_its_clearing(
    tmp_path: Path, broker: Broker
) -> None:
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    pump.until(lambda: desk.feed.online, what="desk online")
    doc = a_night()
    assert desk.feed.show_league(doc)
    q, sink = pump.sink()
    late = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
    late.start()
    pump.until(lambda: late.league is not None, what="the retained night")
    assert late.league == doc
    assert desk.feed.show_league(None)
    pump.until(lambda: late.league is None, what="the night cleared")
    assert late.rejected == 0


def forged(doc: dict[str, Any]) -> list[tuple[str, bytes]]:
    """Messages a stranger might put on the league topic, each with why it must be refused."""
    many = dict(doc, standings=[doc["standings"][0]] * 65)
    return [
        ("a score that is not a number", json.dumps(dict(doc, rubbers=["9", 0])).encode()),
        ("markup and controls in a name", json.dumps(dict(doc, home="Bar\x1b[2J")).encode()),
        ("too many standings rows", json.dumps(many).encode()),
        ("a winner nobody is", json.dumps(dict(doc, winner="referee")).encode()),
        ("another format", json.dumps(dict(doc, format="pool-scoreboard-venue")).encode()),
        ("a name too long", json.dumps(dict(doc, away="x" * 500)).encode()),
        ("not JSON", b"\xff\xfe league"),
        ("oversized", json.dumps(dict(doc, league="x" * (MAX_LEAGUE + 10))).encode()),
    ]


def test_a_forged_or_oversized_night_is_rejected_counted_and_never_shown(
    tmp_path: Path, broker: Broker
) -> None:
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    q, sink = pump.sink()
    watch = pump.add(q, VenueWatch(parse_address(broker.url), VENUE, sink))
    watch.start()
    pump.until(lambda: desk.feed.online and watch.online, what="online")
    doc = a_night()
    assert desk.feed.show_league(doc)
    pump.until(lambda: watch.league is not None, what="the night")
    evil = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="evil")
    evil.connect("127.0.0.1", broker.port)
    evil.loop_start()
    try:
        for count, (why, payload) in enumerate(forged(doc), 1):
            evil.publish(topics.league_topic(VENUE), payload, qos=1).wait_for_publish()
            pump.until(lambda n=count: watch.rejected >= n, what=why)
            assert watch.rejected == count, why
            assert watch.league == doc, why  # the last good night stays
    finally:
        evil.loop_stop()
        evil.disconnect()


@pytest.mark.parametrize(("key", "value"), [("standings", None), ("in_play", ["S1"] * 101)])
def test_the_desk_sends_no_night_a_screen_would_refuse(
    tmp_path: Path, broker: Broker, key: str, value: object
) -> None:
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    pump.until(lambda: desk.feed.online, what="desk online")
    assert not desk.feed.show_league(dict(a_night(), **{key: value}))
    assert desk.feed.league_sent == cleared_league_payload()


def test_a_nights_message_reads_back_as_it_was_sent() -> None:
    doc = a_night()
    assert read(topics.LEAGUE, league_payload(doc)) == doc
    assert read(topics.LEAGUE, cleared_league_payload())["cleared"] is True
    with pytest.raises(BadMessage, match="rubbers_total"):
        read(topics.LEAGUE, league_payload(dict(doc, rubbers_total=True)))


def test_with_the_venues_acl_only_the_desk_writes_the_night_and_a_board_reads_it(
    qapp, tmp_path: Path
) -> None:
    from scoreboard.feed.desk import DeskFeed
    from scoreboard.feed.outbox import Ledger
    from tests.feed.broker import login_url, secured_broker

    folder = tmp_path / "broker"
    folder.mkdir()
    passwords = {"desk": "desk-secret", "table-1": "t1-secret", "board": "b-secret"}
    broker = secured_broker(folder, VENUE, passwords, 1)
    pump = Pump()
    table = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="raw-table-1")
    try:
        q, sink = pump.sink()
        desk = pump.add(
            q,
            DeskFeed(
                parse_address(login_url(broker, "desk", "desk-secret")),
                VENUE,
                Ledger(tmp_path / "desk.sqlite"),
                sink,
                lambda r: True,
            ),
        )
        q, sink = pump.sink()
        board = parse_address(login_url(broker, "board", "b-secret"))
        watch = pump.add(q, VenueWatch(board, VENUE, sink))
        desk.start()
        watch.start()
        pump.until(lambda: desk.online and watch.online, what="online")
        doc = a_night()
        assert desk.show_league(doc)
        pump.until(lambda: watch.league == doc, what="the desk's night")
        # a table's login may read the night, never write it: the broker drops its forgery
        table.username_pw_set("table-1", "t1-secret")
        table.connect("127.0.0.1", broker.port)
        table.loop_start()
        forged_night = league_payload(dict(doc, rubbers=[0, 9], rubbers_total=9))
        table.publish(topics.league_topic(VENUE), forged_night, qos=1).wait_for_publish()
        pump.settle(1.0)
        assert watch.league == doc and watch.rejected == 0
    finally:
        table.loop_stop()
        table.disconnect()
        pump.close()
        broker.kill()
