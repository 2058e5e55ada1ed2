"""Real play is messy: long random sequences of physically possible shots, entered the way the
scorekeeper window enters them (clicks on a :class:`~scoreboard.match.entry.ShotEntry` read with the
snapshot's entry hints), are never refused, in any discipline or ruleset (docs/rulings.md §0).
Every verdict with a foul, an outcome or a choice carries its citation."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import RackOptions
from scoreboard.match.inputs import ChoiceInput, ShotInput
from scoreboard.match.match import Match, MatchConfig
from tests.club_play import Finish, club_choice, club_shot, enter

CASES = [
    pytest.param(MatchConfig(discipline="eight-ball", ruleset="wpa"), id="eight-ball-wpa"),
    pytest.param(MatchConfig(discipline="eight-ball", ruleset="rfeb"), id="eight-ball-rfeb"),
    pytest.param(
        MatchConfig(discipline="eight-ball", ruleset="argentina"), id="eight-ball-argentina"
    ),
    pytest.param(MatchConfig(discipline="nine-ball"), id="nine-ball"),
    pytest.param(
        MatchConfig(discipline="nine-ball", options=RackOptions(three_ball_break=True)),
        id="nine-ball-three-ball-break",
    ),
    pytest.param(MatchConfig(discipline="ten-ball"), id="ten-ball"),
    pytest.param(
        MatchConfig(discipline="straight-pool", options=RackOptions(target=(150, 150))),
        id="straight-pool",
    ),
]

MOVES = 250


def play(config: MatchConfig, rng: random.Random, moves: int) -> tuple[int, set[Finish]]:
    """Play ``moves`` random moves; every one must be accepted. Returns the shots entered and
    the finishing actions used."""
    match = Match(
        MatchConfig(
            players=("Ann", "Bob"),
            discipline=config.discipline,
            ruleset=config.ruleset,
            options=config.options,
            race=(999, 999),
            breaker=0,
        )
    )
    shots = 0
    finishes: set[Finish] = set()
    for _ in range(moves):
        snap = match.snapshot()
        if snap.winner is not None:
            break
        if snap.decision.pending is not None:
            option = club_choice(rng, snap.decision.pending.options)
            match.apply(ChoiceInput(option))
            verdict = match.snapshot().decision.verdict
        else:
            plan = club_shot(
                rng,
                snap.rack.on_table,
                snap.rack.hints,
                breaking=snap.rack.breaking,
                push_out_allowed=snap.rack.push_out_allowed,
                safety_allowed=snap.rack.safety_allowed,
                legal_targets=snap.rack.legal_targets,
            )
            shot = enter(plan, snap.rack.hints)
            match.apply(ShotInput(shot))  # raises if refused: the property fails
            shots += 1
            finishes.add(plan.finish)
            verdict = match.snapshot().history.last.verdict  # type: ignore[union-attr]
        assert verdict is not None
        if verdict.fouls or verdict.outcome is not None or verdict.pending is not None:
            assert verdict.citations, verdict
    return shots, finishes


@pytest.mark.parametrize("config", CASES)
@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 2**32 - 1))
def test_physically_possible_club_play_is_never_refused(config: MatchConfig, seed: int) -> None:
    shots, _ = play(config, random.Random(seed), MOVES)
    assert shots > 0


@pytest.mark.parametrize("config", CASES)
def test_a_long_club_session_meets_every_messy_event(config: MatchConfig) -> None:
    """One long seeded session per discipline: thousands of shots, every finishing action."""
    shots, finishes = play(config, random.Random(11), 3000)
    assert shots > 1000
    assert {Finish.POCKET, Finish.RECORD, Finish.SCRATCH, Finish.FOUL} <= finishes
