"""The controller: signals, refusals, listeners, undo/redo across racks, load and replay."""

from __future__ import annotations

from typing import Any

from rules import Foul, Pocket, Pocketed, Shot
from scoreboard.match.inputs import ShotInput, Undo
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import EventKind, History, Snapshot
from ui.adapters.controller import Controller

FL = Pocket.FOOT_LEFT
NO_RAIL = frozenset({Foul.NO_RAIL})


def pot(*balls: int, rails: int | None = None) -> Shot:
    return Shot(pocketed=tuple(Pocketed(b, FL) for b in balls), rails=rails)


def controller(race: int = 2) -> Controller:
    return Controller(MatchConfig(discipline="nine-ball", race=(race, race), breaker=0))


class Recorder:
    def __init__(self, c: Controller) -> None:
        self.log: list[tuple[str, Any]] = []
        c.snapshot_changed.connect(lambda s: self.log.append(("snapshot", s)))
        c.announced.connect(lambda e: self.log.append(("event", e.kind)))
        c.refused.connect(lambda code, msg: self.log.append(("refused", code)))
        c.table.add_input_listener(lambda i: self.log.append(("input", i)))

    def kinds(self) -> list[str]:
        return [k for k, _ in self.log]


def test_an_accepted_input_is_journaled_then_one_snapshot_then_its_events(qapp: Any) -> None:
    c = controller()
    r = Recorder(c)
    assert c.table.shot(pot(9, rails=4))
    assert r.kinds() == ["input", "snapshot", "event"]
    assert r.log[0][1] == ShotInput(pot(9, rails=4))
    assert r.log[1][1] is c.snapshot and isinstance(c.snapshot, Snapshot)
    assert r.log[2][1] is EventKind.RACK_WON
    assert c.snapshot.players.score == (1, 0)


def test_a_refused_input_changes_nothing_and_says_why(qapp: Any) -> None:
    c = controller()
    before = c.snapshot
    r = Recorder(c)
    assert not c.table.shot(pot(9, 9, rails=4))
    assert r.log == [("refused", "ball-pocketed-twice")]
    assert c.snapshot is before and c.table.inputs == ()
    assert not c.table.choose(next(iter(__import__("rules").Option)))
    assert r.log[-1] == ("refused", "no-choice-pending")


def test_announcements_for_foul_warning_push_out_and_safety(qapp: Any) -> None:
    c = controller()
    r = Recorder(c)
    c.table.shot(pot(rails=4))
    c.table.shot(Shot(push_out=True))
    c.table.choose(c.snapshot.decision.pending.options[0])  # type: ignore[union-attr]
    c.table.shot(Shot(call=__import__("rules").Call.safety()))
    for _ in range(4):
        c.table.shot(Shot(fouls=NO_RAIL))
    events = [v for k, v in r.log if k == "event"]
    assert events[:2] == [EventKind.PUSH_OUT, EventKind.SAFETY]
    assert events.count(EventKind.FOUL) == 4
    assert EventKind.THREE_FOUL_WARNING in events
    assert c.snapshot.decision.warning is not None


def test_undo_of_a_rack_win_reopens_the_rack_and_redo_wins_it_again(qapp: Any) -> None:
    c = controller()
    c.table.shot(pot(1, rails=4))
    c.table.shot(pot(9))
    assert c.snapshot.players.score == (1, 0) and c.snapshot.rack.number == 2
    assert c.table.undo()
    s = c.snapshot
    assert s.players.score == (0, 0) and s.rack.number == 1 and s.rack.turn == 0
    assert 9 in s.rack.on_table and 1 not in s.rack.on_table and s.can_redo
    assert c.table.redo()
    assert (
        c.snapshot.players.score == (1, 0) and c.snapshot.rack.number == 2 and not c.table.can_redo
    )


def test_undo_runs_back_to_the_very_first_shot_of_the_match(qapp: Any) -> None:
    c = controller(race=3)
    first = c.snapshot
    for shot in (pot(9, rails=4), pot(rails=4), pot(9), pot(1, rails=4), Shot()):
        assert c.table.shot(shot)
    while c.table.can_undo:
        c.table.undo()
    assert c.snapshot == _with(first, can_redo=True)
    assert not c.table.undo()
    for _ in range(5):
        assert c.table.redo()
    assert (
        c.snapshot.players.score == (1, 1)
        and c.snapshot.rack.breaker == 1
        and c.snapshot.rack.turn == 0
    )
    assert len(c.snapshot.history) == 5


def _with(s: Snapshot, **kw: Any) -> Snapshot:
    import dataclasses

    return dataclasses.replace(s, **kw)


def test_a_new_input_after_undo_drops_the_redo_list(qapp: Any) -> None:
    c = controller()
    c.table.shot(pot(1, rails=4))
    c.table.undo()
    c.table.shot(pot(2, rails=4))
    assert not c.table.can_redo and not c.table.redo()


def test_listeners_hear_undo_and_load_replays_the_journal(qapp: Any) -> None:
    c = controller()
    journal: list[Any] = []
    c.table.add_input_listener(journal.append)
    c.table.shot(pot(1, rails=4))
    c.table.shot(Shot())
    c.table.undo()
    c.table.shot(pot(2))
    assert journal[2] == Undo()
    replay = Controller()
    assert replay.table.load(c.table.config, journal)
    assert replay.snapshot == c.snapshot
    fresh = Controller()
    assert fresh.table.load(c.table.config, c.table.inputs)
    assert fresh.snapshot == c.snapshot


def test_load_stops_at_a_refused_input(qapp: Any) -> None:
    c = Controller()
    codes: list[str] = []
    c.refused.connect(lambda code, msg: codes.append(code))
    cfg = MatchConfig(discipline="nine-ball", breaker=0)
    assert not c.table.load(cfg, [ShotInput(pot(1, rails=4)), ShotInput(pot(1))])
    assert codes == ["ball-not-on-table"] and len(c.table.inputs) == 1


def test_new_match_with_an_unplayable_config_is_refused(qapp: Any) -> None:
    c = controller()
    c.table.shot(pot(1, rails=4))
    codes: list[str] = []
    c.refused.connect(lambda code, msg: codes.append(code))
    assert not c.table.new_match(MatchConfig(discipline="nine-ball", race=(3, 3), start=(3, 0)))
    assert codes == ["start-reaches-race"] and len(c.table.inputs) == 1
    assert c.table.new_match(MatchConfig(discipline="ten-ball", players=("Ana", "Luis")))
    s = c.snapshot
    assert s.players.names == ("Ana", "Luis") and s.rack.awaiting_lag and c.table.inputs == ()


def test_clock_expiry_goes_through_the_engine_and_can_be_undone(qapp: Any) -> None:
    c = controller()
    c.table.shot(pot(1, rails=4))
    assert c.table.clock_expired()
    assert c.snapshot.players.foul_counts == (1, 0) and c.snapshot.rack.turn == 1
    c.table.undo()
    assert c.snapshot.players.foul_counts == (0, 0) and c.snapshot.rack.turn == 0


def test_the_history_shares_its_past_between_snapshots(qapp: Any) -> None:
    c = controller(race=9)
    snaps: list[Snapshot] = []
    c.snapshot_changed.connect(snaps.append)
    for _ in range(3):
        c.table.shot(pot(9, rails=4))
    h1, h2 = snaps[1].history, snaps[2].history
    assert isinstance(h2, History) and len(h1) == 2 and len(h2) == 3
    assert h2.tail(3)[:2] == h1.tail(2)
    assert [e.rack for e in h2] == [1, 2, 3]
    assert snaps[0].history.tail(5) == h1.tail(2)[:1]  # older snapshots stay as they were


def test_rack_point_mode_through_the_controller(qapp: Any) -> None:
    c = Controller(MatchConfig(discipline="eight-ball", race=(2, 2), breaker=1, rack_only=True))
    assert c.table.rack_point(0)
    assert c.table.rack_point(0)
    assert c.snapshot.winner == 0
    assert not c.table.rack_point(1)
