"""Properties of nine-ball and ten-ball racks over long random sequences of valid moves.

Moves are generated from the rack's own queries (balls on the table, push out allowed, call
required, safety allowed) and from the options it offers, so every generated move is valid.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import (
    CALLED_FOULS,
    Call,
    Concession,
    CueBall,
    Move,
    Option,
    OutcomeReason,
    Pocket,
    Pocketed,
    RackOptions,
    Shot,
)
from rules.errors import IllegalInputError, RackOverError
from tests.rules.possible import first_breaker, possible

GAMES = [
    ("nine-ball", RackOptions()),
    ("nine-ball", RackOptions(three_ball_break=True)),
    ("ten-ball", RackOptions()),
]
POCKETS = list(Pocket)
MAX_MOVES = 120

PROPERTY = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def random_shot(rack: rules.Rack, rng: random.Random) -> Shot:
    """A shot that the rack must accept in its current state."""
    balls = sorted(rack.on_table)
    game_ball = max(rack.balls)
    # the game ball is rarely pocketed, so that racks run long
    candidates = balls if rng.random() < 0.05 else [b for b in balls if b != game_ball] or balls
    pocketed_balls = rng.sample(
        candidates, k=min(len(candidates), rng.choice([0, 0, 0, 0, 1, 1, 1, 2, 3]))
    )
    rest = [b for b in balls if b not in pocketed_balls]
    off = frozenset(rng.sample(rest, k=1)) if rest and rng.random() < 0.05 else frozenset()
    pocketed = tuple(
        Pocketed(b, rng.choice(POCKETS) if rng.random() < 0.9 else None) for b in pocketed_balls
    )
    cue = rng.choices(list(CueBall), weights=[12, 2, 1])[0]
    fouls = frozenset(rng.sample(CALLED_FOULS, k=1)) if rng.random() < 0.12 else frozenset()
    push_out = rack.push_out_allowed() and rng.random() < 0.5
    rails = rng.choice([None, 0, 2, 3, 4, 5, 6]) if rack.breaking else None
    if rack.breaking and not pocketed and rails is None:
        rails = rng.choice([3, 4])
    crossings = rng.choice([0, 1, 2, 3]) if rack.breaking else 0
    call: Call | None = None
    if not rack.breaking and not push_out:
        if rack.call_required():
            r = rng.random()
            if r < 0.15 and rack.safety_allowed():
                call = Call.safety()
            elif r < 0.3 and len(pocketed) <= 1:
                call = None
            else:
                target = (
                    pocketed_balls[0]
                    if pocketed_balls and rng.random() < 0.8
                    else rng.choice(balls)
                )
                pocket = rack_pocket(pocketed, target, rng)
                call = Call(target, pocket)
        elif rack.safety_allowed() and rng.random() < 0.1:
            call = Call.safety()
    return Shot(
        pocketed=pocketed,
        off_table=off,
        cue=cue,
        call=call,
        push_out=push_out,
        fouls=fouls,
        rails=rails,
        head_string_crossings=crossings,
    )


def rack_pocket(pocketed: tuple[Pocketed, ...], ball: int, rng: random.Random) -> Pocket:
    for p in pocketed:
        if p.ball == ball and p.pocket is not None and rng.random() < 0.8:
            return p.pocket
    return rng.choice(POCKETS)


def random_move(rack: rules.Rack, rng: random.Random) -> Move:
    if rack.pending is not None:
        return rng.choice(rack.pending.options)
    if rng.random() < 0.005:
        return Concession(rng.choice([0, 1]))
    return possible(rack, random_shot(rack, rng))


def apply(rack: rules.Rack, move: Move) -> rules.Verdict:
    if isinstance(move, Shot):
        return rack.push(move)
    if isinstance(move, Option):
        return rack.choose(move)
    return rack.concede(move.loser, move.reason)


def play(discipline: str, options: RackOptions, rng: random.Random) -> rules.Rack:
    rack = rules.create(discipline, breaker=rng.choice([0, 1]), options=options)
    while not rack.is_over and len(rack) < MAX_MOVES:
        apply(rack, random_move(rack, rng))
    return rack


@pytest.mark.parametrize(("discipline", "options"), GAMES)
@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_balls_are_conserved_and_only_the_game_ball_is_spotted(discipline, options, rng):
    rack = rules.create(discipline, breaker=rng.choice([0, 1]), options=options)
    game_ball = max(rack.on_table)
    gone: set[int] = set()
    while not rack.is_over and len(rack) < MAX_MOVES:
        before = rack.on_table
        move = random_move(rack, rng)
        v = apply(rack, move)
        assert rack.on_table <= before
        if isinstance(move, Shot):
            removed = set(move.pocketed_balls) | set(move.off_table)
            assert set(v.spot) <= {game_ball} & removed
            expected = before - removed | set(v.spot)
            if v.outcome is not None and v.outcome.reason in (
                OutcomeReason.GAME_BALL,
                OutcomeReason.GAME_BALL_ON_BREAK,
            ):
                expected = before - removed
            assert rack.on_table == expected
            gone |= removed - set(v.spot)
        else:
            assert rack.on_table == before
        assert rack.on_table | gone == rack.balls
        assert not rack.on_table & gone
        if not rack.is_over:
            assert game_ball in rack.on_table
            if rack.pending is None:
                assert rack.legal_targets() == {min(rack.on_table)}


@pytest.mark.parametrize(("discipline", "options"), GAMES)
@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_exactly_one_outcome_ends_a_rack_and_nothing_is_accepted_after(discipline, options, rng):
    rack = play(discipline, options, rng)
    outcomes = [v.outcome for v in rack.verdicts if v.outcome is not None]
    if not rack.is_over:
        assert outcomes == []
        return
    assert len(outcomes) == 1
    assert rack.verdicts[-1].outcome == rack.outcome == outcomes[0]
    before = rack.state
    with pytest.raises(RackOverError):
        rack.push(Shot(rails=4))
    with pytest.raises(RackOverError):
        rack.choose(Option.ACCEPT_TABLE)
    with pytest.raises(RackOverError):
        rack.concede(0)
    assert rack.state == before


@pytest.mark.parametrize(("discipline", "options"), GAMES)
@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_pop_after_push_restores_an_equal_state(discipline, options, rng):
    rack = rules.create(discipline, breaker=rng.choice([0, 1]), options=options)
    while not rack.is_over and len(rack) < MAX_MOVES:
        before = rack.state
        innings = rack.innings
        move = random_move(rack, rng)
        v = apply(rack, move)
        assert rack.pop() == move
        assert rack.state == before
        assert rack.innings == innings
        assert apply(rack, move) == v


@pytest.mark.parametrize(("discipline", "options"), GAMES)
@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_replaying_the_moves_gives_equal_verdicts(discipline, options, rng):
    rack = play(discipline, options, rng)
    again = rules.create(discipline, breaker=first_breaker(rack), options=options)
    assert again.replay(rack.moves) == list(rack.verdicts)
    assert again.state == rack.state


@pytest.mark.parametrize(("discipline", "options"), GAMES)
@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_foul_counts_never_reach_three_without_losing_the_rack(discipline, options, rng):
    rack = play(discipline, options, rng)
    for v in rack.verdicts:
        if max(v.foul_counts) >= 3:
            assert v.outcome is not None
            assert v.outcome.reason is OutcomeReason.THREE_FOULS
        if v.warning is not None:
            assert v.foul_counts[v.warning] == 2 and v.next_player == v.warning


@pytest.mark.parametrize(("discipline", "options"), GAMES)
@PROPERTY
@given(rng=st.randoms(use_true_random=False))
def test_refused_input_changes_nothing(discipline, options, rng):
    rack = play(discipline, options, rng)
    if rack.is_over:
        rack.pop()
    before = rack.state
    gone = sorted(rack.balls - rack.on_table)
    bad = [Shot(pocketed=(Pocketed(gone[0]),))] if gone else []
    bad.append(Shot(pocketed=(Pocketed(min(rack.on_table)),) * 2))
    for shot in bad:
        with pytest.raises(IllegalInputError):
            rack.push(shot)
        assert rack.state == before
