"""The Argentine equalise pick travels with the choice: journaled, replayed, validated."""

from __future__ import annotations

import pytest

from rules import CueBall, Group, Option, Pocket, Pocketed, Shot
from scoreboard.match.inputs import ChoiceInput, ShotInput, input_from_dict
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller

FL, SL = Pocket.FOOT_LEFT, Pocket.SIDE_LEFT
CONFIG = MatchConfig(
    players=("Ann", "Bob"), discipline="eight-ball", ruleset="argentina", breaker=0
)
INPUTS = [
    ShotInput(Shot(pocketed=(Pocketed(3, FL),))),
    ShotInput(Shot(pocketed=(Pocketed(2, FL),), declared_group=Group.SOLIDS)),
    ShotInput(Shot(pocketed=(Pocketed(4, FL), Pocketed(5, SL)), cue=CueBall.POCKETED)),
    ChoiceInput(Option.EQUALISE, balls=(11, 13)),
]


def test_the_balls_picked_are_journaled_and_replayed() -> None:
    journal = [input_from_dict(i.to_dict()) for i in INPUTS]
    assert journal == INPUTS
    c = Controller()
    assert c.table.load(CONFIG, journal)
    snap = c.snapshot
    assert not {11, 13} & snap.rack.on_table and {9, 10, 12, 14, 15} <= snap.rack.on_table
    assert snap.history.last is not None and snap.history.last.verdict.removed == (11, 13)


def test_a_choice_without_balls_is_written_as_before() -> None:
    assert ChoiceInput(Option.ACCEPT_TABLE).to_dict() == {
        "kind": "choice",
        "option": "accept-table",
    }


@pytest.mark.parametrize("balls", ["12", [12, 12], [True, 12], list(range(16)), [12.0]])
def test_malformed_balls_in_a_journal_are_refused(balls: object) -> None:
    with pytest.raises(ValueError):
        ChoiceInput.from_dict({"kind": "choice", "option": "equalise", "balls": balls})


def test_balls_that_are_not_the_choosers_are_refused_and_change_nothing() -> None:
    c = Controller()
    assert c.table.load(CONFIG, INPUTS[:3])
    before = c.snapshot
    assert not c.table.choose(Option.EQUALISE, balls=(4, 12))  # the 4 is Ann's, and already down
    assert c.snapshot.rack.on_table == before.rack.on_table and len(c.snapshot.history) == 3
