"""Properties of every eight-ball ruleset over long random but valid racks.

Shots are generated from the rack's own queries (balls on the table, legal targets, whether a
call is required or a safety allowed, pending options), so every move is one the app could send.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from rules import (
    Call,
    CueBall,
    Foul,
    Group,
    Move,
    Option,
    Pocket,
    Pocketed,
    Shot,
    Verdict,
)
from rules.eight_ball import EightBall
from rules.errors import RackOverError
from tests.rules.possible import possible

RULESETS = ("wpa", "rfeb", "argentina")
POCKETS = list(Pocket)
ALL = frozenset(range(1, 16))
MAX_MOVES = 80
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def draw_shot(data: st.DataObject, rack: EightBall) -> Shot:
    """A random shot that the rack accepts."""
    on_table = sorted(rack.on_table)
    targets = sorted(rack.legal_targets())
    call: Call | None = None
    eight_pocket: Pocket | None = None
    declared: Group | None = None
    if not rack.breaking:
        if rack.ruleset == "argentina":
            if rack.needs_declaration():  # type: ignore[attr-defined]
                declared = data.draw(st.sampled_from([Group.SOLIDS, Group.STRIPES, None]))
            if rack.on_eight():
                eight_pocket = data.draw(st.sampled_from([*POCKETS, None]))
        else:
            safety = rack.safety_allowed() and data.draw(st.integers(0, 5)) == 0
            callable_ = [b for b in targets if b != 8] or targets
            optional = not rack.call_required() and data.draw(st.booleans())
            if safety:
                call = Call.safety()
            elif not optional and callable_:
                ball = data.draw(st.sampled_from(callable_))
                call = Call(ball, data.draw(st.sampled_from(POCKETS)))
    # what went down: mostly the called ball or a legal target, sometimes anything
    pocketed: list[int] = []
    if call is not None and call.ball is not None and data.draw(st.integers(0, 2)) > 0:
        pocketed.append(call.ball)
    elif eight_pocket is not None and data.draw(st.booleans()):
        pocketed.append(8)
    elif targets and data.draw(st.integers(0, 2)) > 0:
        pocketed.append(data.draw(st.sampled_from([b for b in targets if b != 8] or targets)))
    # other balls: the 8 only rarely, so that racks run long
    others = [b for b in on_table if b != 8 or data.draw(st.integers(0, 19)) == 0]
    if others:
        extra = data.draw(st.lists(st.sampled_from(others), max_size=2, unique=True))
        pocketed += [b for b in extra if b not in pocketed and data.draw(st.integers(0, 3)) == 0]
    rest = [b for b in others if b not in pocketed]
    off: frozenset[int] = frozenset()
    if rest and data.draw(st.integers(0, 12)) == 0:
        off = frozenset({data.draw(st.sampled_from(rest))})
    cue = data.draw(st.sampled_from([CueBall.ON_TABLE] * 8 + [CueBall.POCKETED, CueBall.OFF_TABLE]))
    fouls: frozenset[Foul] = frozenset()
    if data.draw(st.integers(0, 9)) == 0:
        fouls = frozenset({data.draw(st.sampled_from(list(rack.called_fouls)))})

    def pocket_of(ball: int) -> Pocket | None:
        if call is not None and ball == call.ball and data.draw(st.integers(0, 3)) > 0:
            return call.pocket
        if ball == 8 and eight_pocket is not None and data.draw(st.integers(0, 3)) > 0:
            return eight_pocket
        return data.draw(st.sampled_from([*POCKETS, None]))

    return Shot(
        pocketed=tuple(Pocketed(b, pocket_of(b)) for b in pocketed),
        off_table=off,
        cue=cue,
        call=call,
        eight_pocket=eight_pocket,
        fouls=fouls,
        rails=data.draw(st.integers(0, 6)) if rack.breaking else None,
        declared_group=declared,
    )


def draw_move(data: st.DataObject, rack: EightBall) -> Move:
    pending = rack.pending
    if pending is not None:
        return data.draw(st.sampled_from(pending.options))
    return possible(rack, draw_shot(data, rack))


def apply(rack: EightBall, move: Move) -> Verdict:
    return rack.replay([move])[0]


def play(
    data: st.DataObject, ruleset: str, breaker: int = 0
) -> tuple[EightBall, list[Move], list[Verdict]]:
    rack = rules.create("eight-ball", ruleset, breaker=breaker)
    assert isinstance(rack, EightBall)
    moves: list[Move] = []
    verdicts: list[Verdict] = []
    while not rack.is_over and len(moves) < MAX_MOVES:
        move = draw_move(data, rack)
        verdicts.append(apply(rack, move))
        moves.append(move)
    return rack, moves, verdicts


@pytest.mark.parametrize("ruleset", RULESETS)
@SETTINGS
@given(data=st.data())
def test_balls_are_conserved_on_table_plus_down_is_fifteen(
    ruleset: str, data: st.DataObject
) -> None:
    rack = rules.create("eight-ball", ruleset, breaker=0)
    assert isinstance(rack, EightBall)
    down: set[int] = set()
    for _ in range(MAX_MOVES):
        if rack.is_over:
            break
        before = rack.on_table
        chooser_group = rack.groups[rack.turn]
        move = draw_move(data, rack)
        v = apply(rack, move)
        after = rack.on_table
        if isinstance(move, Shot):
            gone = set(move.pocketed_balls) | set(move.off_table)
            assert after == (before - gone) | set(v.spot)
            down = (down | gone) - set(v.spot)
        elif v.rerack:
            assert after == ALL
            down = set()
        elif move is Option.EQUALISE:
            removed = before - after
            assert chooser_group is not None and removed <= chooser_group.balls
            down |= removed
        else:
            assert after == before | set(v.spot)
            down -= set(v.spot)
        assert not (down & after)
        assert len(after) + len(down) == 15
        assert rack.legal_targets() <= after


@pytest.mark.parametrize("ruleset", RULESETS)
@SETTINGS
@given(data=st.data())
def test_exactly_one_outcome_ends_a_rack_and_nothing_is_accepted_after_it(
    ruleset: str, data: st.DataObject
) -> None:
    rack, _, verdicts = play(data, ruleset)
    ends = [i for i, v in enumerate(verdicts) if v.outcome is not None]
    assert len(ends) <= 1
    if rack.is_over:
        assert ends == [len(verdicts) - 1] and rack.outcome == verdicts[-1].outcome
        with pytest.raises(RackOverError):
            rack.push(Shot(rails=4))
        with pytest.raises(RackOverError):
            rack.choose(Option.ACCEPT_TABLE)
    else:
        assert not ends


@pytest.mark.parametrize("ruleset", RULESETS)
@SETTINGS
@given(data=st.data())
def test_pop_after_push_restores_an_equal_state(ruleset: str, data: st.DataObject) -> None:
    rack = rules.create("eight-ball", ruleset, breaker=1)
    assert isinstance(rack, EightBall)
    for _ in range(MAX_MOVES):
        if rack.is_over:
            break
        before = rack.state
        innings = rack.innings
        move = draw_move(data, rack)
        first = apply(rack, move)
        after = rack.state
        assert rack.pop() == move
        assert rack.state == before and rack.innings == innings
        assert apply(rack, move) == first and rack.state == after


@pytest.mark.parametrize("ruleset", RULESETS)
@SETTINGS
@given(data=st.data())
def test_replaying_the_same_moves_on_a_fresh_rack_gives_equal_verdicts(
    ruleset: str, data: st.DataObject
) -> None:
    breaker = data.draw(st.integers(0, 1))
    rack, moves, verdicts = play(data, ruleset, breaker)
    fresh = rules.create("eight-ball", ruleset, breaker=breaker)
    assert fresh.replay(moves) == verdicts
    assert fresh.state == rack.state


@pytest.mark.parametrize("ruleset", RULESETS)
@SETTINGS
@given(data=st.data())
def test_verdict_agrees_with_the_rack_after_every_move(ruleset: str, data: st.DataObject) -> None:
    rack = rules.create("eight-ball", ruleset)
    assert isinstance(rack, EightBall)
    for _ in range(MAX_MOVES):
        if rack.is_over:
            break
        v = apply(rack, draw_move(data, rack))
        assert v.pending == rack.pending
        assert v.groups == rack.groups and v.foul_counts == rack.foul_counts
        if v.outcome is None:
            assert v.next_player == rack.turn
            assert v.ball_in_hand is rack.ball_in_hand
        if v.pending is not None:
            assert v.pending.chooser == rack.turn
        if ruleset != "argentina":
            assert v.warning is None
        assert all(c for c in v.citations)
