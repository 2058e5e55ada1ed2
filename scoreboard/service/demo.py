"""Demonstration matches in progress, for screenshots and for trying the app."""

from __future__ import annotations

from collections.abc import Callable

from rules import (
    Call,
    CueBall,
    Discipline,
    Foul,
    Option,
    Pocket,
    Pocketed,
    RackOptions,
    Ruleset,
    Shot,
    as_discipline,
)
from scoreboard.match.match import MatchConfig
from scoreboard.table.table import Table


def _p(ball: int, pocket: Pocket) -> Pocketed:
    return Pocketed(ball, pocket)


def load_demo(
    controller: Table,
    discipline: Discipline | str,
    start: Callable[[MatchConfig], object] | None = None,
) -> None:
    """Start a demo match of ``discipline`` with a few racks and shots played. ``start``
    starts the match (default the table's ``new_match``; the app passes the session's, so the
    demo is journaled like any match)."""
    new_match = start or controller.new_match
    discipline = as_discipline(discipline)
    names = ("María Fernández", "Jorge Castellanos")
    if discipline is Discipline.STRAIGHT_POOL:
        config = MatchConfig(
            players=names,
            discipline=Discipline.STRAIGHT_POOL,
            options=RackOptions(target=(100, 100)),
            breaker=0,
        )
        new_match(config)
        controller.shot(Shot(cue_and_two_to_rail=True))
        controller.shot(Shot(pocketed=(_p(5, Pocket.FOOT_LEFT),), call=Call(5, Pocket.FOOT_LEFT)))
        controller.shot(Shot(pocketed=(_p(9, Pocket.SIDE_RIGHT),), call=Call(9, Pocket.SIDE_RIGHT)))
        controller.shot(Shot(call=Call(3, Pocket.FOOT_RIGHT)))
        controller.shot(Shot(call=Call.safety(), fouls=frozenset({Foul.NO_RAIL})))
        return
    race = {Discipline.EIGHT_BALL: 5, Discipline.NINE_BALL: 7, Discipline.TEN_BALL: 6}.get(
        discipline, 5
    )
    ruleset = Ruleset.WPA
    config = MatchConfig(
        players=names, discipline=discipline, ruleset=ruleset, race=(race, race), breaker=0
    )
    new_match(config)
    # a few racks already decided
    for winner in (0, 1, 1, 0):
        controller.concede_rack(1 - winner)
    if discipline is Discipline.NINE_BALL:
        controller.shot(Shot(pocketed=(_p(2, Pocket.FOOT_RIGHT),), rails=5))
        controller.shot(Shot(pocketed=(_p(1, Pocket.SIDE_LEFT),)))
        controller.shot(Shot())
        controller.shot(Shot(cue=CueBall.POCKETED))
    elif discipline is Discipline.TEN_BALL:
        controller.shot(Shot(pocketed=(_p(3, Pocket.HEAD_LEFT),), rails=4))
        controller.shot(Shot(pocketed=(_p(1, Pocket.FOOT_LEFT),), call=Call(1, Pocket.FOOT_LEFT)))
        controller.shot(Shot(call=Call(2, Pocket.SIDE_RIGHT)))
    elif discipline is Discipline.EIGHT_BALL:
        controller.shot(Shot(pocketed=(_p(3, Pocket.FOOT_LEFT), _p(12, Pocket.SIDE_LEFT)), rails=6))
        controller.shot(Shot(pocketed=(_p(1, Pocket.FOOT_RIGHT),), call=Call(1, Pocket.FOOT_RIGHT)))
        controller.shot(Shot(call=Call(2, Pocket.HEAD_LEFT)))
    snap = controller.snapshot
    if snap.decision.pending is not None:
        controller.choose(
            snap.decision.pending.options[0]
            if snap.decision.pending.options
            else Option.ACCEPT_TABLE
        )
