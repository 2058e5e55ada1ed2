"""Straight pool 14.1: properties over long random sequences of valid and invalid input."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import (
    Call,
    CueBall,
    Foul,
    IllegalInputError,
    Interference,
    Move,
    Option,
    Pocket,
    Pocketed,
    RackOptions,
    Shot,
    Verdict,
)
from rules.errors import RackOverError
from rules.straight_pool import STRAIGHT_POOL_FOULS, StraightPool
from tests.rules.possible import first_breaker, possible

ALL = frozenset(range(1, 16))
POCKETS = tuple(Pocket)
FOULS = sorted(STRAIGHT_POOL_FOULS, key=lambda f: f.value)


@st.composite
def shots(draw: st.DrawFn, on_table: frozenset[int], breaking: bool) -> Shot:
    """A shot of any kind over the balls on the table: mostly scoring, so racks run out."""
    balls = sorted(on_table)
    kind = draw(st.sampled_from(["score"] * 6 + ["miss", "safety", "foul", "any"]))
    pocket = draw(st.sampled_from(POCKETS))
    if kind == "score":
        called = draw(st.sampled_from(balls))
        extra = draw(st.lists(st.sampled_from(balls), max_size=2, unique=True))
        pocketed = [called] + [b for b in extra if b != called]
        interference = draw(
            st.sampled_from([Interference.NONE] * 4 + list(Interference))
            if len(on_table) - len(pocketed) <= 1
            else st.just(Interference.NONE)
        )
        return Shot(
            pocketed=tuple(Pocketed(b, pocket) for b in pocketed),
            call=Call(called, pocket),
            cue_and_two_to_rail=draw(st.booleans()),
            interference=interference,
        )
    pocketed = draw(st.lists(st.sampled_from(balls), max_size=3, unique=True))
    rest = [b for b in balls if b not in pocketed]
    off = draw(st.lists(st.sampled_from(rest), max_size=1, unique=True)) if rest else []
    if kind == "safety":
        call: Call | None = Call.safety()
    elif kind == "any" and breaking:
        call = draw(st.none() | st.just(Call.safety()) | st.builds(Call, st.sampled_from(balls)))
    else:
        call = Call(draw(st.sampled_from(balls)), draw(st.sampled_from(POCKETS)))
    fouls: frozenset[Foul] = frozenset()
    cue = CueBall.ON_TABLE
    if kind in ("foul", "any"):
        fouls = frozenset(draw(st.lists(st.sampled_from(FOULS), max_size=2)))
        cue = draw(st.sampled_from(list(CueBall)))
    return Shot(
        pocketed=tuple(Pocketed(b, draw(st.sampled_from(POCKETS))) for b in pocketed),
        off_table=frozenset(off) if kind in ("foul", "any") else frozenset(),
        call=call,
        cue=cue,
        fouls=fouls,
        cue_and_two_to_rail=draw(st.booleans()),
        interference=draw(st.sampled_from(list(Interference)))
        if kind == "any"
        else Interference.NONE,
    )


def next_move(data: st.DataObject, g: StraightPool) -> Move:
    if g.pending is not None:
        return data.draw(st.sampled_from(g.pending.options))
    return possible(g, data.draw(shots(g.on_table, g.breaking)))


def apply(g: StraightPool, move: Move) -> Verdict:
    if isinstance(move, Option):
        return g.choose(move)
    assert isinstance(move, Shot)
    return g.push(move)


def check_invariants(g: StraightPool, down: set[int]) -> None:
    # balls conserved: on the table, or pocketed (and not spotted) since the last re-rack
    assert g.on_table.isdisjoint(down)
    assert g.on_table | down == ALL
    # the score is the sum of the inning records
    for p in (0, 1):
        closed = [i for i in g.innings if i.player == p]
        current = g.current_inning.points if g.current_inning.player == p else 0
        assert sum(i.points for i in closed) + current == g.score[p]
        runs = [i.run for i in closed] + (
            [g.current_inning.run] if g.current_inning.player == p else []
        )
        assert g.high_run(p) == max(runs, default=0)
    # each closed inning's score_after is the running total of that player's inning points
    totals = [0, 0]
    for inning in g.innings:
        totals[inning.player] += inning.points
        assert inning.score_after == totals[inning.player]
    assert all(0 <= c <= 2 for c in g.foul_counts)


def new_game(data: st.DataObject, target: tuple[int, int]) -> StraightPool:
    g = rules.create(
        "straight-pool",
        breaker=data.draw(st.sampled_from([0, 1])),
        options=RackOptions(target=target),
    )
    assert isinstance(g, StraightPool)
    return g


def play(data: st.DataObject, steps: int, target: tuple[int, int]) -> StraightPool:
    """Play random input, checking after every accepted move that pop restores the state and
    that pushing again gives the same verdict, and that refused input changes nothing."""
    g = new_game(data, target)
    down: set[int] = set()
    for _ in range(steps):
        if g.is_over:
            break
        move = next_move(data, g)
        before = g.state
        try:
            verdict = apply(g, move)
        except IllegalInputError:
            assert g.state == before
            continue
        after = g.state
        assert g.pop() == move
        assert g.state == before
        assert apply(g, move) == verdict
        assert g.state == after
        if verdict.rerack:
            down = set(ALL - g.on_table)
        else:
            if isinstance(move, Shot):
                down |= set(move.pocketed_balls) | move.off_table
            down -= set(verdict.spot)
        check_invariants(g, down)
    return g


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_games_conserve_balls_and_score_matches_innings(data: st.DataObject) -> None:
    play(data, 300, (150, 150))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_replay_of_a_random_game_gives_equal_verdicts(data: st.DataObject) -> None:
    g = play(data, 200, (60, 80))
    breaker = first_breaker(g)
    again = rules.create("straight-pool", breaker=breaker, options=g.options)
    assert again.replay(g.moves) == list(g.verdicts)
    assert again.state == g.state
    assert again.innings == g.innings


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_nothing_is_accepted_after_the_outcome(data: st.DataObject) -> None:
    g = play(data, 2000, (20, 20))
    if not g.is_over:
        g.concede(data.draw(st.sampled_from([0, 1])))
    before = g.state
    for move in (Shot(call=Call.safety()), Shot(cue_and_two_to_rail=True)):
        try:
            g.push(move)
        except RackOverError:
            pass
        else:  # pragma: no cover - the test fails here
            raise AssertionError("a shot was accepted after the outcome")
    for option in Option:
        try:
            g.choose(option)
        except IllegalInputError:
            pass
        else:  # pragma: no cover
            raise AssertionError("a choice was accepted after the outcome")
    assert g.state == before and g.legal_targets() == frozenset()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_undo_to_the_start_restores_a_new_game(data: st.DataObject) -> None:
    g = play(data, 150, (100, 100))
    start = first_breaker(g)
    while len(g):
        g.pop()
    assert g.innings == ()
    assert g.state == rules.create("straight-pool", breaker=start, options=g.options).state
