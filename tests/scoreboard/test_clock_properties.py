"""The shot clock is part of the match's state (scoreboard/table/clock_policy.py), checked against
random play: entries, undos, redos, pauses, the referee's T, extensions and time running out.

A Qt-free table: the match in play, a :class:`ShotClock` on a fake time source and the
:class:`ClockKeeper`, wired as the windows wire them (an expiry is entered as a slow-play foul,
WPA-6.15). After every step the clock is checked against the policy's rules:

* a new entry gives the next shot a fresh clock: running from the full allowance (the
  break-shot allowance for the first shot after a break) when the clock starts by itself and a
  shot is due, else stopped;
* after an expiry the clock waits: a table left alone gets at most one slow-play foul;
* an undo or a redo brings back the clock the position was left with, stopped (running →
  paused at the time it had, run out → ready), with its extensions;
* a won match stops the clock; nothing runs by itself except after a new entry.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from rules import Call, CueBall, Option, Pocket, Pocketed, Shot
from rules.core import RackOptions
from scoreboard.match.inputs import ClockExpiredInput
from scoreboard.match.match import MatchConfig
from scoreboard.table.clock_policy import ClockPolicy, apply
from scoreboard.table.shot_clock import PROFILES, ClockError, Phase, ShotClock
from scoreboard.table.table import Table, Watcher

WPA = PROFILES["wpa"]
NINE = MatchConfig(players=("Ana", "Bruno"), discipline="nine-ball", race=(2, 2), breaker=0)
EIGHT = MatchConfig(
    players=("Ana", "Bruno"), discipline="eight-ball", ruleset="wpa", race=(2, 2), breaker=0
)
STRAIGHT = MatchConfig(
    players=("Ana", "Bruno"),
    discipline="straight-pool",
    options=RackOptions(target=(25, 25)),
    breaker=0,
)


class ClockedTable:
    """The match, its clock and the keeper, as the windows wire them (without Qt)."""

    def __init__(self, config: MatchConfig, auto_start: bool) -> None:
        self.now = 1000.0
        self.clock = ShotClock(WPA, now=lambda: self.now)
        self.policy = ClockPolicy(auto_start=auto_start)
        self.play = Table(clock_policy=self.policy)
        self.keeper = self.play.clock_keeper
        self.play.watch(Watcher(snapshot=self._snapshot))
        self.last = None
        self.expiries_unattended = 0  # slow-play fouls since anyone touched the table
        self.left: dict[int, dict[str, Any]] = {}  # the clock each position was left with
        assert self.play.new_match(config)

    def _snapshot(self, snap) -> None:
        before, self.last = self.last, snap
        moves = self.keeper.after(before, snap, self.play.inputs, self.clock.to_dict())
        apply(moves, self.clock)

    @property
    def position(self) -> int:
        return len(self.play.inputs)

    def leaving(self) -> None:
        self.left[self.position] = self.clock.to_dict()

    def advance(self, seconds: float) -> bool:
        """Time passes; an expiry is entered as the slow-play foul. True when one was."""
        was = self.clock.phase()
        self.now += seconds
        if was is not Phase.EXPIRED and self.clock.phase() is Phase.EXPIRED:
            self.leaving()
            return self.play.clock_expired(time=self.now)
        return False


def shots(snap) -> list[Shot]:
    """A few entries that can be made now (the rules judge them all)."""
    on = sorted(snap.rack.on_table)
    low = on[0] if on else 1
    high = on[-1] if on else 9
    if snap.target is not None:  # 14.1: called shots, and the safety break
        return [
            Shot(cue_and_two_to_rail=True) if snap.rack.breaking else Shot(rails=4),
            Shot(rails=0),
            Shot(pocketed=(Pocketed(low, Pocket.FOOT_LEFT),), call=Call(low, Pocket.FOOT_LEFT)),
            Shot(cue=CueBall.POCKETED, rails=2),
            Shot(pocketed=(Pocketed(high, Pocket.SIDE_RIGHT),), call=Call(high, Pocket.SIDE_RIGHT)),
        ]
    rails = min(4, len(on))
    return [
        Shot(rails=rails),
        Shot(rails=0),
        Shot(pocketed=(Pocketed(low, Pocket.FOOT_LEFT),), rails=rails),
        Shot(cue=CueBall.POCKETED, rails=min(2, len(on))),
        Shot(pocketed=(Pocketed(high, Pocket.SIDE_RIGHT),), rails=rails),
    ]


def break_shot_due(snap) -> bool:
    """WPA-6.15's first shot after the break (or a 14.1 re-rack): only choices since."""
    if snap.rack.breaking or snap.winner is not None:
        return False
    rack = [e for e in snap.history if e.rack == snap.rack.number]
    starts = [i for i, e in enumerate(rack) if e.breaking or e.verdict.rerack]
    return bool(starts) and all(isinstance(e.move, Option) for e in rack[starts[-1] + 1 :])


def check_fresh(table: ClockedTable, *, expired: bool) -> None:
    snap, clock = table.play.snapshot, table.clock
    due = snap.decision.pending is None and snap.rack.turn is not None
    if snap.winner is not None:
        assert clock.phase() is Phase.IDLE
    elif expired or not table.policy.auto_start or not due or snap.rack.breaking:
        assert clock.phase() is Phase.IDLE, "the clock waits"
        assert not clock.first_shot
    else:
        first = break_shot_due(snap)
        if first:
            event("break-shot allowance")
        allowance = WPA.first_shot_allowance if first else WPA.shot_seconds
        assert clock.is_running and clock.remaining() == allowance
        assert clock.first_shot == first


def check_restored(table: ClockedTable) -> None:
    clock, snap = table.clock, table.play.snapshot
    assert not clock.is_running, "nothing starts by itself on an undo or a redo"
    kept = table.left.get(table.position)
    if snap.winner is not None or kept is None:
        assert clock.phase() is Phase.IDLE
        return
    assert list(kept["extensions_left"]) == [clock.extensions_left(0), clock.extensions_left(1)]
    if kept["status"] in ("running", "paused") and kept["remaining_ns"] > 0:
        event("restored paused")
        assert clock.phase() is Phase.PAUSED
        assert clock.remaining_ns() == kept["remaining_ns"]
    else:
        assert clock.phase() is Phase.IDLE


MADE = ("shot", 2)  # the lowest ball made: runs of them win racks and bring 14.1 re-racks
STEPS = st.lists(
    st.one_of(
        st.just(MADE),
        st.tuples(st.just("run"), st.integers(2, 15)),  # a run of balls made
        st.tuples(st.just("shot"), st.integers(0, 4)),
        st.tuples(st.just("choose"), st.integers(0, 3)),
        st.tuples(st.just("undo"), st.just(0)),
        st.tuples(st.just("redo"), st.just(0)),
        st.tuples(st.just("T"), st.just(0)),
        st.tuples(st.just("extend"), st.just(0)),
        st.tuples(st.just("wait"), st.integers(1, 200)),
    ),
    min_size=10,
    max_size=150,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    config=st.sampled_from([NINE, EIGHT, STRAIGHT]),
    auto_start=st.booleans(),
    steps=STEPS,
)
def test_the_clock_follows_the_match_through_random_play(
    config: MatchConfig, auto_start: bool, steps: list[tuple[str, int]]
) -> None:
    table = ClockedTable(config, auto_start)
    play = table.play
    expanded: list[tuple[str, int]] = []
    for kind, n in steps:
        expanded.extend([MADE] * n if kind == "run" else [(kind, n)])
    for kind, n in expanded:
        snap = play.snapshot
        if kind == "wait":
            before = table.position
            if table.advance(n):
                event("expiry")
                table.expiries_unattended += 1
                assert table.expiries_unattended <= 1, "a table left alone plays itself"
                check_fresh(table, expired=True)
            else:
                assert table.position == before
            continue
        table.expiries_unattended = 0  # someone touched the table
        if kind in ("shot", "choose"):
            table.leaving()
            was = table.position
            if kind == "shot":
                ok = play.shot(shots(snap)[n], time=table.now)
            else:
                options = snap.decision.pending.options if snap.decision.pending else ()
                ok = bool(options) and play.choose(options[n % len(options)], time=table.now)
            if ok and play.snapshot.history.last.verdict.rerack:
                event("re-rack")
            if ok and play.snapshot.rack.number != snap.rack.number:
                event("new rack")
            if ok:
                for key in [k for k in table.left if k > was]:
                    del table.left[key]
                check_fresh(table, expired=False)
        elif kind in ("undo", "redo"):
            table.leaving()
            if (play.undo if kind == "undo" else play.redo)():
                check_restored(table)
        elif kind == "T":
            phase = table.clock.phase()
            if phase.is_running and phase is not Phase.EXPIRED:
                table.clock.pause()
                assert table.clock.phase() is Phase.PAUSED
            elif phase is Phase.PAUSED:
                left = table.clock.remaining_ns()
                table.clock.resume()
                assert table.clock.remaining_ns() == left
            elif snap.winner is None:
                # the referee's T, as the window does it
                table.clock.start(first_shot=ClockPolicy.first_shot(snap))
                first = break_shot_due(snap)
                allowance = WPA.first_shot_allowance if first else WPA.shot_seconds
                assert table.clock.remaining() == allowance
        elif kind == "extend" and snap.rack.turn is not None:
            try:
                table.clock.extend(snap.rack.turn)
            except ClockError:
                pass


def test_a_table_left_alone_gets_one_slow_play_foul_then_the_clock_waits() -> None:
    """A table nobody touches with the clock starting by itself: one slow-play foul, then the
    clock waits for the next entry (or the referee's T)."""
    table = ClockedTable(NINE, auto_start=True)
    assert table.play.shot(Shot(rails=4))  # the break
    assert table.clock.is_running
    for _ in range(100):  # over an hour and a half
        table.advance(61)
    fouls = [i for i in table.play.inputs if isinstance(i, ClockExpiredInput)]
    assert len(fouls) == 1
    assert table.clock.phase() is Phase.IDLE
    # the referee restarts it by hand at once; left alone again, one more foul at most
    table.clock.start()
    for _ in range(100):
        table.advance(61)
    assert sum(isinstance(i, ClockExpiredInput) for i in table.play.inputs) == 2
    # the next entry brings the automatic start back
    assert table.play.shot(Shot(rails=4))
    assert table.clock.is_running
