"""A league night's rubber played on a table of another laptop of the venue, on a real
Mosquitto: while the desk is on the venue feed the League night window offers the feed's
tables (not this laptop's phone tables), the table a format assigns by itself; the rubber
started on table 3 reaches that laptop's scorekeeper as its assignment, is won there, and its
result comes back into the night once (its score, the standings, the saved season) and into
the desk's history once, as a received match; the same result sent again, under its id or
another, changes nothing. A result typed at the desk first stands against the table's; one
arriving after a restart of the desk is taken once; a doubles rubber is played there with its
partners and kept with them. Screenshots go to the shots folder's venue/
(tests/shots.py)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import paho.mqtt.client as mqtt
from PySide6.QtWidgets import QApplication

from scoreboard.feed import topics
from scoreboard.feed.messages import ResultMessage
from scoreboard.league.model import Side
from scoreboard.league.night import RubberResult
from scoreboard.league.store import LeagueStore
from scoreboard.service.session import Session
from tests.feed.broker import Broker
from tests.feed.test_table_window import make_ui
from tests.feed.venue import VENUE
from tests.phones.test_desk_phone_tables import switch_on
from tests.shots import shots_dir
from tests.ui.test_league_doubles import night_of_full_teams
from tests.ui.test_league_hall import EXAMPLE, league_night
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.league.night_window import LeagueNightWindow
from ui.main import MainUi

SHOTS = shots_dir("venue")
GERMANY = EXAMPLE.parent / "germany-club-league.json"


def _rows(night: LeagueNightWindow) -> dict[str, int]:
    t = night.rubbers
    return {t.item(r, 0).text().split()[0]: r for r in range(t.rowCount())}


def _where(night: LeagueNightWindow) -> list[tuple[str, Any]]:
    c = night.where_combo
    return [(c.itemText(i), c.itemData(i)) for i in range(c.count())]


def _received_rows(ui: MainUi) -> list[tuple[Any, ...]]:
    return ui.session.history.conn.execute(
        "SELECT match_id, recorded, name0, name1, score0, score1, winner FROM matches"
        " WHERE recorded = 'received'"
    ).fetchall()


def _publish(port: int, table: int, payload: bytes) -> None:
    """Another client sends ``payload`` on table ``table``'s result topic (an open broker)."""
    client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="again")
    client.connect("127.0.0.1", port)
    client.loop_start()
    try:
        topic = topics.table_topic(VENUE, table, "result")
        client.publish(topic, payload, qos=1).wait_for_publish(5)
    finally:
        client.loop_stop()
        client.disconnect()


# Long because it is one rubber from the night's choice to the history, then sent twice.
def test_a_rubber_won_on_a_venue_table_reaches_the_night_and_the_history_once(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    desk_ui, night = league_night(qtbot, tmp_path / "desk")
    assert desk_ui.desk_link is not None and night.season is not None and night.fixture
    s, fixture = night.season, night.fixture
    f = s.calendar.fixture(fixture)
    control = desk_ui.desk_link.feed
    table_ui = make_ui(qtbot, tmp_path / "table")
    assert table_ui.feed is not None
    try:
        night.rubbers.selectRow(_rows(night)["S1"])
        assert night.where_combo.count() == 1  # off the feed: the scorekeeper only
        assert control.start(broker.url, VENUE, 4)
        assert table_ui.feed.start(broker.url, VENUE, 3)
        where = _where(night)
        assert where[0][1] == 0 and [d for _, d in where[1:]] == [
            f"venue:{n}" for n in (1, 2, 3, 4)
        ]
        assert where[3][0] == "Table 3"
        night.where_combo.setCurrentIndex(night.where_combo.findData("venue:3"))
        night.resize(1100, 760)
        QApplication.processEvents()
        SHOTS.mkdir(parents=True, exist_ok=True)
        night.where_combo.showPopup()
        QApplication.processEvents()
        night.grab().save(str(SHOTS / "night-where-venue.png"))
        night.where_combo.view().window().grab().save(str(SHOTS / "night-where-list.png"))
        night.where_combo.hidePopup()
        assert night.start_selected() == "venue-table:3"
        assert "in play" in night.rubbers.item(_rows(night)["S1"], 6).text()

        # the table laptop is sent the rubber, as a competition's match
        feed = table_ui.feed
        qtbot.waitUntil(
            lambda: feed.feed is not None and feed.feed.assignment is not None, timeout=10000
        )
        assert feed.feed is not None and feed.feed.assignment is not None
        a = feed.feed.assignment
        config = s.rubber_setup(fixture, "S1")
        assert config is not None
        assert a.players == config.players and a.competition == s.uid
        assert (a.discipline, a.breaker, a.shot_clock) == (
            config.discipline.value,
            config.breaker,
            "",
        )
        assert a.race == max(config.race or (0, 0))
        assert feed.start_assigned()
        snap = table_ui.controller.snapshot
        assert snap.players.names == config.players and snap.race == config.race
        table = table_ui.controller.table
        if table_ui.controller.snapshot.rack.awaiting_lag:
            assert table.lag(0)
        while table_ui.controller.snapshot.winner is None:
            assert table.concede_rack(1)  # the home player takes every rack
        match_id = table_ui.session.journal.match_id
        race = config.race or (0, 0)

        def in_the_night() -> None:
            assert s.night(fixture).results.get("S1") == RubberResult(race[0], 0)

        qtbot.waitUntil(in_the_night, timeout=15000)
        qtbot.waitUntil(
            lambda: feed.feed is not None and not feed.feed.outbox.pending(), timeout=10000
        )
        qtbot.waitUntil(
            lambda: feed.feed is not None and feed.feed.assignment is None, timeout=10000
        )
        assert s.night(fixture).history["S1"] == match_id and "S1" not in s.night(fixture).started
        assert s.score(fixture).rubbers_won[Side.HOME] == 1
        assert " 1 – 0 " in night.score_label.text()
        # the night's other rubbers typed: the division's standings count it, once
        for rubber, (h, a_) in (("S2", (1, 4)), ("S3", (1, 4)), ("S4", (4, 1))):
            assert night.keep_result(rubber, h, a_)
        won = {r.team: (r.rubbers_for, r.rubbers_against) for r in s.standings(f.division)}
        assert won[f.home] == (2, 2) and won[f.away] == (2, 2)
        live = night.live()
        assert live is not None and live["rubbers"] == [2, 2]
        # the history: once, as received, under the table's match id; the season saved
        rows = _received_rows(desk_ui)
        assert rows == [(match_id, "received", *config.players, race[0], 0, 0)]
        store = night.store
        assert isinstance(store, LeagueStore)
        assert store.load(s.uid).night(fixture).results["S1"] == RubberResult(race[0], 0)

        # the same result sent again: under its id (the ledger), and under another id
        ledger = control.ledger
        assert ledger is not None
        assert control.feed is not None and len(control.feed.applied) == 1
        rid = control.feed.applied[0]
        first = ledger.result(rid)
        assert first is not None
        again = dataclasses.replace(first, result_id="again-1")
        for payload in (first.payload(), again.payload()):
            _publish(broker.port, 3, payload)
        qtbot.waitUntil(
            lambda: control.feed is not None and ledger.seen("again-1") is not None, timeout=10000
        )
        assert ledger.seen("again-1") is True  # there already: not entered twice
        assert _received_rows(desk_ui) == rows
        assert s.night(fixture).results["S1"] == RubberResult(race[0], 0)
        won_again = {r.team: (r.rubbers_for, r.rubbers_against) for r in s.standings(f.division)}
        assert won_again == won and " 2 – 2 " in night.score_label.text()
    finally:
        control.stop()
        if table_ui.feed is not None:
            table_ui.feed.stop()


def test_a_rubber_typed_at_the_desk_keeps_its_result_against_the_tables(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    """A rubber sent to table 2, then decided by hand at the desk with another score: the
    table's result is refused as a conflict (the night keeps the typed one), never doubled."""
    desk_ui, night = league_night(qtbot, tmp_path / "desk")
    assert desk_ui.desk_link is not None and night.season is not None and night.fixture
    s, fixture = night.season, night.fixture
    control = desk_ui.desk_link.feed
    try:
        assert control.start(broker.url, VENUE, 2)
        qtbot.waitUntil(lambda: control.feed is not None and control.feed.online, timeout=10000)
        night.rubbers.selectRow(_rows(night)["S2"])
        night.where_combo.setCurrentIndex(night.where_combo.findData("venue:2"))
        assert night.start_selected() == "venue-table:2"
        assert night.keep_result("S2", 1, 4)
        config = s.rubber_setup(fixture, "S2")
        assert config is not None and config.race is not None
        result = ResultMessage(
            "r-typed",
            "m-table-2",
            2,
            config.players,
            (config.race[0], 0),
            0,
            1,
            s.uid,
            "night1.rubber2",
        )
        _publish(broker.port, 2, result.payload())
        feed = control.feed
        qtbot.waitUntil(lambda: feed is not None and feed.refused != [], timeout=10000)
        assert feed is not None and feed.refused[-1].conflict
        assert s.night(fixture).results["S2"] == RubberResult(1, 4)
        assert _received_rows(desk_ui) == []
    finally:
        control.stop()


def test_a_rubbers_assigned_venue_table_is_offered(qtbot, tmp_path: Path, broker: Broker) -> None:
    """The German club league puts each rubber on a table: with phone tables 1 and 2 on this
    laptop and the venue feed's tables 1 to 4, a rubber of table 2 is offered phone table 2,
    one of table 4 the venue's table 4; the phone tables are not offered again as the feed's."""
    ui = make_ui(qtbot, tmp_path)
    desk = ui.open_desk()
    qtbot.addWidget(desk)
    link = ui.desk_link
    assert link is not None
    try:
        switch_on(link.phone_panel, 2)
        assert link.feed.start(broker.url, VENUE, 4)
        assert desk.open_league(str(GERMANY))
        night = desk.league_night
        assert night is not None and night.season is not None and night.fixture is not None
        s, f = night.season, night.season.calendar.fixture(night.fixture)
        for side, team in ((Side.HOME, f.home), (Side.AWAY, f.away)):
            names = [p.name for p in s.league.team(team).roster][:4]
            for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
                combo.setCurrentIndex(combo.findData(name))
            night.give_btns[side].click()
        rows = _rows(night)
        night.rubbers.selectRow(rows["R1T4"])
        assert [d for _, d in _where(night)] == [0, 1, 2, "venue:3", "venue:4"]
        assert night.where_combo.currentData() == "venue:4"
        night.rubbers.selectRow(rows["R1T2"])
        assert night.where_combo.currentData() == 2
        night.rubbers.selectRow(rows["R1T3"])
        assert night.where_combo.currentText() == "Table 3"
        link.feed.stop()  # off the feed: its tables are offered no more
        assert [d for _, d in _where(night)] == [0, 1, 2]
    finally:
        link.feed.stop()
        server = link.phones.server
        if server is not None:
            server.stop()


def test_a_late_result_after_a_restart_of_the_desk_is_taken_once(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    """A rubber sent to table 2, then the desk closed and opened again: the season still has
    it in play there, the table's result, arriving late, goes into the night and the history
    once as received; sent again, it changes nothing."""
    desk_ui, night = league_night(qtbot, tmp_path / "desk")
    assert desk_ui.desk_link is not None and night.season is not None and night.fixture
    fixture = night.fixture
    control = desk_ui.desk_link.feed
    assert control.start(broker.url, VENUE, 2)
    night.rubbers.selectRow(_rows(night)["S3"])
    night.where_combo.setCurrentIndex(night.where_combo.findData("venue:2"))
    assert night.start_selected() == "venue-table:2"
    control.stop()
    desk_ui.session.close()
    # the restart
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "desk" / "data")
    again = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(again.window)
    qtbot.addWidget(again.spectator)
    again.open_desk()
    link = again.desk_link
    other = link.desk.league_night if link is not None else None
    assert link is not None and other is not None and other.season is not None
    s = other.season
    assert s.night(fixture).started == {"S3": "venue-table:2"}
    try:
        assert link.feed.start(broker.url, VENUE, 2)
        config = s.rubber_setup(fixture, "S3")
        assert config is not None and config.race is not None
        late = ResultMessage(
            "r-late", "m-late", 2, config.players[::-1], (1, config.race[0]), 1, 1,
            s.uid, "night1.rubber3",
        )  # fmt: skip
        _publish(broker.port, 2, late.payload())
        qtbot.waitUntil(lambda: "S3" in s.night(fixture).results, timeout=10000)
        assert s.night(fixture).results["S3"] == RubberResult(config.race[0], 1)
        rows = [(*config.players, config.race[0], 1, 0)]
        assert [r[2:] for r in _received_rows(again)] == rows
        ledger = link.feed.ledger
        assert ledger is not None
        _publish(broker.port, 2, dataclasses.replace(late, result_id="r-late-2").payload())
        qtbot.waitUntil(lambda: ledger.seen("r-late-2") is not None, timeout=10000)
        assert [r[2:] for r in _received_rows(again)] == rows
        assert s.score(fixture).rubbers_won == {Side.HOME: 1, Side.AWAY: 0}
    finally:
        link.feed.stop()
        session.close()


def test_a_doubles_rubber_on_a_venue_table_is_played_and_kept_with_its_partners(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    """A doubles rubber sent to table 1 of another laptop: that scorekeeper plays it as a team
    match (the partners as people, who breaks as the format says); its result is kept once in
    the desk's history as received, with the four players."""
    desk_ui, night, players = night_of_full_teams(qtbot, tmp_path / "desk")
    s, fixture = night.season, night.fixture
    assert desk_ui.desk_link is not None
    control = desk_ui.desk_link.feed
    table_ui = make_ui(qtbot, tmp_path / "table")
    assert table_ui.feed is not None
    try:
        assert control.start(broker.url, VENUE, 1)
        assert table_ui.feed.start(broker.url, VENUE, 1)
        night.rubbers.selectRow(_rows(night)["D1"])
        night.where_combo.setCurrentIndex(night.where_combo.findData("venue:1"))
        assert night.start_selected() == "venue-table:1"
        feed = table_ui.feed
        qtbot.waitUntil(
            lambda: feed.feed is not None and feed.feed.assignment is not None, timeout=10000
        )
        config = s.rubber_setup(fixture, "D1")
        assert config is not None and config.partners is not None
        assert feed.start_assigned()
        on_table = table_ui.session.journal
        assert on_table is not None
        snap = table_ui.controller.snapshot
        assert snap.players.names == config.players
        assert table_ui.controller.table.match.config.partners == config.partners
        assert table_ui.controller.table.match.config.breaker == config.breaker
        table = table_ui.controller.table
        if table_ui.controller.snapshot.rack.awaiting_lag:
            assert table.lag(0)
        while table_ui.controller.snapshot.winner is None:
            assert table.concede_rack(1)
        qtbot.waitUntil(lambda: "D1" in s.night(fixture).results, timeout=15000)
        match_id = on_table.match_id
        db = desk_ui.session.history
        (row,) = [r for r in db.list_matches() if r.match_id == match_id]
        assert row.partners == config.partners and row.players == config.players
        assert _received_rows(desk_ui)[0][:2] == (match_id, "received")
    finally:
        control.stop()
        table_ui.feed.stop()
