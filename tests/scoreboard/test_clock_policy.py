"""The shot clock's own moves, decided without Qt from one snapshot to the next."""

from __future__ import annotations

from rules import Shot
from scoreboard.clock_policy import ClockAction, ClockPolicy
from scoreboard.match import MatchConfig
from scoreboard.play import MatchPlay, Watcher
from scoreboard.replay import replay
from scoreboard.shot_clock import PROFILES

CONFIG = MatchConfig(discipline="nine-ball", race=(2, 2), breaker=0)


def moves(policy: ClockPolicy, play: MatchPlay, act) -> tuple[ClockAction, ...]:  # noqa: ANN001
    before = play.snapshot
    act(play)
    return policy.after(before, play.snapshot)


def test_the_break_starts_the_clock_with_the_break_allowance_and_an_undo_resets_it() -> None:
    play, policy = MatchPlay(CONFIG), ClockPolicy()
    assert moves(policy, play, lambda p: p.shot(Shot(rails=4))) == (ClockAction.START_AFTER_BREAK,)
    assert moves(policy, play, lambda p: p.undo()) == (ClockAction.RESET,)


def test_a_clock_that_is_off_or_not_automatic_never_starts_by_itself() -> None:
    for policy in (ClockPolicy(enabled=False), ClockPolicy(auto_start=False)):
        play = MatchPlay(CONFIG)
        assert moves(policy, play, lambda p: p.shot(Shot(rails=4))) == ()


def test_a_new_rack_is_told_and_a_won_match_stops_the_clock() -> None:
    play, policy = MatchPlay(CONFIG), ClockPolicy()
    play.shot(Shot(rails=4))
    assert ClockAction.NEW_RACK in moves(policy, play, lambda p: p.concede_rack(1))
    assert moves(policy, play, lambda p: p.concede_rack(1)) == (ClockAction.STOP,)


def test_a_whole_match_loaded_at_once_starts_nothing() -> None:
    played = MatchPlay(CONFIG)
    assert played.shot(Shot(rails=4))
    assert played.shot(Shot(rails=1))
    seen: list[object] = []
    play = MatchPlay(CONFIG)
    play.watch(Watcher(snapshot=seen.append))
    before = play.snapshot
    assert replay(CONFIG, played.inputs)
    play.load(CONFIG, played.inputs)
    assert len(seen) == 1
    assert ClockPolicy().after(before, play.snapshot) == ()


def test_the_profile_named_in_the_settings_and_a_custom_one_that_cannot_be_read() -> None:
    assert ClockPolicy.profile("off") is None
    assert ClockPolicy.profile("wpa") == PROFILES["wpa"]
    assert ClockPolicy.profile("custom", {"key": "custom", "shot": "x"}) == PROFILES["custom"]
