"""The shot clock's own moves, decided without Qt from one snapshot to the next."""

from __future__ import annotations

from rules import Shot
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import replay
from scoreboard.table.clock_policy import ClockAction, ClockPolicy
from scoreboard.table.shot_clock import PROFILES, ShotClock
from scoreboard.table.table import Table, Watcher

CONFIG = MatchConfig(players=("A", "B"), discipline="nine-ball", race=(2, 2), breaker=0)


class Watched:
    """A match in play whose every snapshot goes through a keeper; ``actions`` the last ones."""

    def __init__(self, policy: ClockPolicy, config: MatchConfig = CONFIG) -> None:
        self.play = Table(clock_policy=policy)
        self.keeper = self.play.clock_keeper
        self.clock = ShotClock(PROFILES["wpa"], now=lambda: 0.0)
        self.last = None
        self.actions: tuple[ClockAction, ...] = ()
        self.play.watch(Watcher(snapshot=self._snap))
        self.play.new_match(config)

    def _snap(self, snap) -> None:
        before, self.last = self.last, snap
        moves = self.keeper.after(before, snap, self.play.inputs, self.clock.to_dict())
        self.actions = tuple(m.action for m in moves)


def test_the_break_starts_the_clock_with_the_break_allowance_and_an_undo_stops_it() -> None:
    w = Watched(ClockPolicy())
    assert w.actions == (ClockAction.STOP, ClockAction.NEW_RACK)  # a new match: stopped
    w.play.shot(Shot(rails=4))
    assert w.actions == (ClockAction.START_AFTER_BREAK,)
    w.play.undo()
    assert w.actions == (ClockAction.RESTORE,)


def test_a_clock_that_is_off_or_not_automatic_never_starts_by_itself() -> None:
    for policy in (ClockPolicy(enabled=False), ClockPolicy(auto_start=False)):
        w = Watched(policy)
        w.play.shot(Shot(rails=4))
        assert w.actions == (ClockAction.STOP,)


def test_a_new_rack_is_told_the_break_waits_and_a_won_match_stops_the_clock() -> None:
    w = Watched(ClockPolicy())
    w.play.shot(Shot(rails=4))
    w.play.concede_rack(1)
    # a new rack: its extensions; the break is not timed by itself (the balls are racked)
    assert w.actions == (ClockAction.NEW_RACK, ClockAction.STOP)
    w.play.concede_rack(1)
    assert w.actions == (ClockAction.STOP,)


def test_the_first_shot_after_the_break_is_known_from_the_match() -> None:
    play = Table(CONFIG)
    assert not ClockPolicy.first_shot(play.snapshot)  # the break itself
    play.shot(Shot(rails=4))
    assert ClockPolicy.first_shot(play.snapshot)
    play.shot(Shot(rails=4))
    assert not ClockPolicy.first_shot(play.snapshot)


def test_a_whole_match_loaded_at_once_starts_nothing() -> None:
    played = Table(CONFIG)
    assert played.shot(Shot(rails=4))
    assert played.shot(Shot(rails=1))
    w = Watched(ClockPolicy())
    seen: list[object] = []
    w.play.watch(Watcher(snapshot=seen.append))
    assert replay(CONFIG, played.inputs)
    w.play.load(CONFIG, played.inputs)
    assert len(seen) == 1
    assert w.actions == (ClockAction.STOP, ClockAction.NEW_RACK)
    # a match of one entry, resumed: stopped too
    one = Table(CONFIG)
    one.shot(Shot(rails=4))
    w.play.load(CONFIG, one.inputs)
    assert w.actions == (ClockAction.STOP, ClockAction.NEW_RACK)


def test_the_profile_named_in_the_settings_and_a_custom_one_that_cannot_be_read() -> None:
    assert ClockPolicy.profile("off") is None
    assert ClockPolicy.profile("wpa") == PROFILES["wpa"]
    assert ClockPolicy.profile("custom", {"key": "custom", "shot": "x"}) == PROFILES["custom"]
