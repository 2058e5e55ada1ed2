"""Property: any sequence of inputs, refusals, undos and redos leaves the snapshot equal to
replaying the surviving inputs from the start on a new controller."""

from __future__ import annotations

import dataclasses
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import CALLED_FOULS, Call, CueBall, Pocket, Pocketed, RackOptions, Shot
from scoreboard.match.inputs import PenaltyKind
from scoreboard.match.match import BreakFormat, MatchConfig
from ui.adapters.controller import Controller

CONFIGS = [
    MatchConfig(discipline="nine-ball", race=(2, 3), breaker=0),
    MatchConfig(discipline="ten-ball", race=(2, 2), sets=2, break_format=BreakFormat.ALTERNATE),
    MatchConfig(discipline="eight-ball", race=(2, 2), breaker=1, break_format=BreakFormat.LOSER),
    MatchConfig(discipline="eight-ball", ruleset="argentina", race=(2, 2), breaker=0),
    MatchConfig(
        discipline="straight-pool", options=RackOptions(target=(8, 6)), start=(0, -3), breaker=0
    ),
    MatchConfig(discipline="nine-ball", race=(3, 3), breaker=0, rack_only=True),
]


def draw_shot(data: Any, c: Controller) -> Shot:
    s = c.snapshot
    table = sorted(s.rack.on_table)
    balls = data.draw(st.lists(st.sampled_from(table), unique=True, max_size=3)) if table else []
    call = None
    if data.draw(st.booleans()):
        if data.draw(st.booleans()) or not table:
            call = Call.safety()
        else:
            call = Call(data.draw(st.sampled_from(table)), data.draw(st.sampled_from(Pocket)))
    return Shot(
        pocketed=tuple(Pocketed(b, data.draw(st.sampled_from(Pocket))) for b in balls),
        cue=data.draw(st.sampled_from([CueBall.ON_TABLE] * 4 + [CueBall.POCKETED])),
        call=call,
        eight_pocket=Pocket.FOOT_LEFT if 8 in balls else None,
        fouls=data.draw(st.sets(st.sampled_from(CALLED_FOULS), max_size=1)),
        push_out=data.draw(st.booleans()) if s.rack.push_out_allowed and call is None else False,
        rails=data.draw(st.integers(0, 6)),
        cue_and_two_to_rail=data.draw(st.booleans()),
    )


ACTIONS = [
    "shot",
    "shot",
    "shot",
    "shot",
    "choose",
    "undo",
    "redo",
    "lag",
    "stalemate",
    "concede_rack",
    "penalty",
    "clock",
    "rack_point",
    "concede_match",
]


@settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(config=st.sampled_from(CONFIGS), data=st.data())
def test_snapshot_equals_a_replay_of_the_surviving_inputs(
    qapp: Any, config: MatchConfig, data: Any
) -> None:
    c = Controller(config)
    steps = data.draw(st.integers(0, 60))
    for _ in range(steps):
        action = data.draw(st.sampled_from(ACTIONS))
        player = data.draw(st.integers(0, 1))
        if action == "shot":
            c.table.shot(draw_shot(data, c))
        elif action == "choose":
            pending = c.snapshot.decision.pending
            if pending is not None:
                c.table.choose(data.draw(st.sampled_from(pending.options)))
        elif action == "undo":
            c.table.undo()
        elif action == "redo":
            c.table.redo()
        elif action == "lag":
            c.table.lag(player, data.draw(st.booleans()))
        elif action == "stalemate":
            c.table.stalemate()
        elif action == "concede_rack":
            c.table.concede_rack(player)
        elif action == "penalty":
            c.table.penalty(player, data.draw(st.sampled_from(PenaltyKind)))
        elif action == "clock":
            c.table.clock_expired()
        elif action == "rack_point":
            c.table.rack_point(player, data.draw(st.sampled_from([1, 1, -1])))
        elif action == "concede_match" and data.draw(st.integers(0, 9)) == 0:
            c.table.concede_match(player)
    replay = Controller()
    assert replay.table.load(config, c.table.inputs)
    assert replay.snapshot == dataclasses.replace(c.snapshot, can_redo=False)
