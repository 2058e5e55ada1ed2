"""The decision panel says each fact once: a reason that the foul line ("Foul by Ann: Breaking
foul"), the next player's line ("Bob to shoot — Ball in hand anywhere") or the warning line
("Warning: Bob is on two fouls...") already says is not repeated in the reasons line.

Reproductions: a nine-ball foul read "Ball in hand" and then "Bob to shoot — Ball in hand
anywhere"; a 14.1 breaking foul read "Foul by Ann: ..., Breaking foul" then "Breaking foul"; a
14.1 second foul read "Warning: on two fouls" and then "Warning: Bob is on two fouls; ...".
"""

from __future__ import annotations

import random

import pytest

from rules import Call, CueBall, Foul, Pocket, Pocketed, RackOptions, Shot
from rules.core import CALLED_FOULS
from scoreboard.match.match import MatchConfig
from ui import describe, texts
from ui.adapters.controller import Controller

FL = Pocket.FOOT_LEFT
NO_RAIL = Shot(fouls=frozenset({Foul.NO_RAIL}))


def controller(discipline: str, ruleset: str | None = None) -> Controller:
    if discipline == "straight-pool":
        extra: dict = {"options": RackOptions(target=(30, 30))}
    else:
        extra = {"race": (3, 3), "ruleset": ruleset}
    return Controller(
        MatchConfig(players=("Ann", "Bob"), discipline=discipline, breaker=0, **extra)
    )


def lines(c: Controller) -> list[str]:
    return describe.verdict_lines(c.snapshot.history.last.verdict, c.snapshot)


def said_twice(c: Controller) -> list[str]:
    """The reasons of the last verdict whose words appear more than once in the panel."""
    shown = lines(c)
    words = (texts.text(r) for r in c.snapshot.history.last.verdict.reasons)
    return [t for t in words if sum(line.count(t) for line in shown) > 1]


def test_ball_in_hand_is_said_once_with_the_next_player(qapp) -> None:
    c = controller("nine-ball")
    assert c.table.shot(Shot(pocketed=(Pocketed(2, FL),), rails=5))
    assert c.table.shot(Shot(fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    assert lines(c) == [
        "Foul by Ann: Wrong ball first",
        "Bob to shoot — Ball in hand anywhere",
    ]


def test_a_breaking_foul_is_named_once(qapp) -> None:
    c = controller("straight-pool")
    assert c.table.shot(Shot(fouls=frozenset({Foul.NO_RAIL})))  # Ann's opening break fails
    shown = lines(c)
    assert sum(line.count("Breaking foul") for line in shown) == 1, shown


def test_the_two_foul_warning_names_the_player_once(qapp) -> None:
    c = controller("straight-pool")
    assert c.table.shot(Shot(cue_and_two_to_rail=True))  # a safe break: Bob to the table
    for _ in range(4):  # Bob, Ann, Bob, Ann foul: Bob comes to the table on two fouls
        assert c.table.shot(NO_RAIL)
    assert c.snapshot.history.last.verdict.warning is not None
    shown = lines(c)
    assert [line for line in shown if line.startswith("Warning")] == [
        "Warning: Bob is on two fouls; a third foul loses"
    ], shown


@pytest.mark.parametrize(
    ("discipline", "ruleset"),
    [
        ("nine-ball", "wpa"),
        ("ten-ball", "wpa"),
        ("eight-ball", "wpa"),
        ("eight-ball", "argentina"),
        ("eight-ball", "rfeb"),
        ("straight-pool", None),
    ],
)
def test_no_reason_is_said_twice_in_random_play(qapp, discipline: str, ruleset) -> None:
    """Random play with fouls, scratches, calls and choices: every verdict's panel says each
    of its reasons at most once."""
    for seed in range(12):
        rng = random.Random(seed)
        c = controller(discipline, ruleset)
        for _ in range(60):
            snap = c.snapshot
            if snap.winner is not None:
                break
            if snap.decision.pending is not None:
                assert c.table.choose(rng.choice(snap.decision.pending.options))
            else:
                balls = sorted(b for b in snap.rack.on_table if b)
                k = min(len(balls), rng.choice((0, 0, 1, 1, 2)))
                made = tuple(Pocketed(b, rng.choice(list(Pocket))) for b in rng.sample(balls, k))
                shot = Shot(
                    pocketed=made,
                    fouls=frozenset(rng.sample(CALLED_FOULS[:3], k=rng.choice((0, 0, 0, 1)))),
                    call=Call(made[0].ball, made[0].pocket)
                    if made and rng.random() < 0.8
                    else None,
                    cue=CueBall.POCKETED if rng.random() < 0.1 else CueBall.ON_TABLE,
                    rails=rng.choice((None, 4)),
                    cue_and_two_to_rail=rng.random() < 0.5,
                )
                if not c.table.shot(shot):
                    continue
            assert said_twice(c) == [], (seed, lines(c))
