"""The table's side in the real scorekeeper window: the feed started as with ``--feed``, the
desk's assignment started with one action, the status bar saying online or offline, and the
result reaching the desk after the broker came back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from rules import Call, Pocket, Pocketed, Shot
from scoreboard.competition import State
from scoreboard.service.session import Session
from scoreboard.service.settings import SettingsFile
from tests.feed.broker import Broker, Pump
from tests.feed.venue import VENUE, Desk
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi


def make_ui(qtbot, tmp_path: Path) -> MainUi:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    return ui


def test_the_scorekeeper_plays_the_assigned_match_and_says_when_it_is_offline(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path)
    ui = make_ui(qtbot, tmp_path)
    try:
        assert ui.feed.start(broker.url, VENUE, 3)
        label = ui.feed.label

        def online() -> None:
            pump.drain()
            assert "online" in label.text()

        qtbot.waitUntil(online, timeout=10000)
        assert "Table 3" in label.text()
        slot_id = desk.assign_next(3)
        qtbot.waitUntil(lambda: ui.feed.start_action.isEnabled(), timeout=10000)
        a = ui.feed.feed.assignment
        assert a.players[0] in ui.feed.start_action.text()
        assert ui.feed.start_assigned()
        snap = ui.controller.snapshot
        assert snap.players.names == a.players and snap.race == (a.race, a.race)

        def desk_sees(players: tuple[str, str]) -> None:
            pump.drain()
            view = desk.feed.tables.get(3)
            assert view is not None and view.state is not None
            assert tuple(p["name"] for p in view.state["players"]) == players

        qtbot.waitUntil(lambda: desk_sees(a.players), timeout=10000)

        broker.kill()
        qtbot.waitUntil(lambda: "offline" in label.text(), timeout=10000)
        ui.window.grab().save(str(tmp_path / "offline.png"))
        # scoring goes on: the match is won while the broker is down
        if ui.controller.snapshot.rack.awaiting_lag:
            assert ui.controller.table.lag(0)
        while ui.controller.snapshot.winner is None:
            assert ui.controller.table.concede_rack(1)
        assert "1 result" in label.text()
        match_id = ui.session.journal.match_id
        qtbot.waitUntil(lambda: ui.session.history.has_match(match_id), timeout=5000)

        broker.start()

        def caught_up() -> None:
            pump.drain()
            assert desk.c.slot(slot_id).state is State.FINISHED
            assert "online" in label.text() and "result" not in label.text()

        qtbot.waitUntil(caught_up, timeout=30000)
        slot = desk.c.slot(slot_id)
        assert desk.c.entrant(slot.winner) == a.players[0]
        assert slot.result.history_id == ui.session.journal.match_id
    finally:
        ui.feed.stop()
        desk.feed.stop()
        ui.session.close()


def test_the_feed_settings_are_checked_when_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        '{"format": "pool-scoreboard-settings", "version": 1, "feed_on": true,'
        ' "feed_url": "mqtt://10.0.0.2:1883", "feed_venue": "club-norte", "feed_table": 1000}'
    )
    settings, problem = SettingsFile(path).load()
    assert problem is not None and problem.params["key"] == "feed_table"
    assert settings.feed_table == 1 and settings.feed_url == "mqtt://10.0.0.2:1883"
    assert settings.feed_on is True


def test_the_feed_option_takes_an_mqtt_address_only(capsys) -> None:
    from scoreboard.service.cli import parse_args

    args = parse_args(["--feed", "mqtt://10.0.0.2:1884", "--venue", "club-norte", "--table", "2"])
    assert (args.feed, args.venue, args.table) == ("mqtt://10.0.0.2:1884", "club-norte", 2)
    for bad in ("http://10.0.0.2", "mqtt://host:99999", "mqtt://"):
        try:
            parse_args(["--feed", bad])
        except SystemExit as exc:
            assert exc.code == 2
        else:
            raise AssertionError(f"{bad} was taken")
    assert "mqtt://" in capsys.readouterr().err


def run_to_target(controller: Controller) -> None:
    """Play a 14.1 match out: the shooter calls and pockets the lowest ball until a target is
    reached (the opening break a safe one, every choice the first offered)."""
    for _ in range(2000):
        snap = controller.snapshot
        if snap.winner is not None:
            return
        if snap.rack.awaiting_lag:
            assert controller.table.lag(0)
        elif snap.decision.pending is not None:
            assert controller.table.choose(snap.decision.pending.options[0])
        elif snap.rack.breaking:
            assert controller.table.shot(Shot(call=Call.safety(), cue_and_two_to_rail=True))
        else:
            ball = min(snap.rack.on_table)
            shot = Shot(
                call=Call(ball, Pocket.FOOT_LEFT), pocketed=(Pocketed(ball, Pocket.FOOT_LEFT),)
            )
            assert controller.table.shot(shot)
    raise AssertionError("the 14.1 match never reached its target")


def test_a_handicapped_assignment_is_played_to_each_players_number(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    from tests.feed.venue import NAMES

    pump = Pump()
    ratings = {name: 400.0 + 40 * i for i, name in enumerate(NAMES)}
    desk = Desk(pump, broker.url, tmp_path, ratings=ratings)
    slot = desk.c.next_for_table()
    assert slot.handicap is not None and slot.handicap[0] != slot.handicap[1]
    ui = make_ui(qtbot, tmp_path)
    try:
        assert ui.feed.start(broker.url, VENUE, 1)
        qtbot.waitUntil(lambda: pump.drain() or ui.feed.feed.online, timeout=10000)
        assert desk.assign_next(1) == slot.id
        qtbot.waitUntil(lambda: pump.drain() or ui.feed.start_action.isEnabled(), timeout=10000)
        assert ui.feed.start_assigned()
        snap = ui.controller.snapshot
        assert snap.players.names == (desk.c.entrant(slot.top), desk.c.entrant(slot.bottom))
        assert snap.race == slot.handicap
    finally:
        ui.feed.stop()
        desk.feed.stop()
        ui.session.close()


def test_a_straight_pool_assignment_is_played_to_its_points_and_they_reach_the_desk(
    qtbot, tmp_path: Path, broker: Broker
) -> None:
    pump = Pump()
    desk = Desk(pump, broker.url, tmp_path, discipline="straight-pool")
    slot_id = desk.c.next_for_table().id
    desk.c.set_slot_distance(slot_id, 20)
    ui = make_ui(qtbot, tmp_path)
    try:
        assert ui.feed.start(broker.url, VENUE, 2)
        qtbot.waitUntil(lambda: pump.drain() or ui.feed.feed.online, timeout=10000)
        assert desk.assign_next(2) == slot_id
        qtbot.waitUntil(lambda: pump.drain() or ui.feed.start_action.isEnabled(), timeout=10000)
        assert ui.feed.start_assigned()
        snap = ui.controller.snapshot
        assert snap.discipline == "straight-pool" and snap.target == (20, 20)
        run_to_target(ui.controller)
        snap = ui.controller.snapshot
        assert snap.players.score[snap.winner] >= 20 > snap.players.score[1 - snap.winner]

        def entered() -> None:
            pump.drain()
            assert desk.c.slot(slot_id).state is State.FINISHED

        qtbot.waitUntil(entered, timeout=20000)
        slot = desk.c.slot(slot_id)
        top_first = desk.c.entrant(slot.top) == snap.players.names[0]
        points = snap.players.score if top_first else snap.players.score[::-1]
        assert slot.result.racks == points
        assert desk.c.entrant(slot.winner) == snap.players.names[snap.winner]
    finally:
        ui.feed.stop()
        desk.feed.stop()
        ui.session.close()
