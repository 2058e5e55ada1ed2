"""Slots whose two sides are empty places are no match and are not shown."""

import pytest

from scoreboard.competition import BYE, Competition, Format
from scoreboard.competition.sheets import bracket_rows


@pytest.mark.parametrize("fmt", [Format.RFEB, Format.DOUBLE_ELIMINATION, Format.SINGLE_ELIMINATION])
@pytest.mark.parametrize("n", [3, 5, 8, 16, 40, 70])
def test_no_bye_against_bye_is_shown(fmt: Format, n: int) -> None:
    c = Competition(name="t", format=fmt, discipline="9ball")
    c.add_entrants([f"P{i}" for i in range(n)])
    c.draw()
    shown = c.shown_slots()
    assert all(not (s.top == BYE and s.bottom == BYE) for s in shown)
    hidden = [s for s in c.slots() if s not in shown]
    assert all(s.top == BYE and s.bottom == BYE for s in hidden)
    assert len(bracket_rows(c)) == len(shown) + 1
