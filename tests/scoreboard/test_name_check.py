"""One check for a name a person types (scoreboard.files.shapes.name_problem): control characters are
refused wherever a name is taken — the New match dialog (tests/ui/test_setup_dialog.py) and the
competition's entrants (here)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoreboard.competition import Competition, Format
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.files.shapes import MAX_NAME, is_control, name_problem

CONTROLS = ["\x00", "\r", "\n", "\x07", "\t", "\x1b", "\x7f", "\x85", "\u2028", "\u2029", "\u202e"]


@pytest.mark.parametrize("bad", CONTROLS)
@pytest.mark.parametrize("where", ["start", "middle", "end"])
def test_a_control_character_anywhere_is_refused(bad: str, where: str) -> None:
    name = {"start": bad + "Ana", "middle": f"Ana{bad}Pérez", "end": "Ana" + bad}[where]
    assert name_problem(name) == "name-control-character"
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    with pytest.raises(CompetitionError) as e:
        c.add_entrant(name)
    assert e.value.problem is Problem.CONTROL_CHARACTER
    assert c.entrants == []


@pytest.mark.parametrize("name", ["José Núñez", "O'Brien-Smith", "Zoë  Ærø", "李小龍", "Ana 🎱"])
def test_ordinary_names_are_taken(name: str) -> None:
    assert name_problem(name) is None
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    c.add_entrant(name)
    assert c.entrants == [" ".join(name.split())]


@given(st.text(max_size=80))
def test_the_check_agrees_with_its_parts(name: str) -> None:
    code = name_problem(name)
    if not name.split():
        assert code == "name-empty"
    elif any(is_control(ch) for ch in name):
        assert code == "name-control-character"
    elif len(" ".join(name.split())) > MAX_NAME:
        assert code == "name-too-long"
    else:
        assert code is None
