"""The classification names the round a player actually lost last, in the bracket's words."""

from __future__ import annotations

from scoreboard.competition import Format, classification
from scoreboard.competition.sheets import classification_rows
from tests.scoreboard.competition.helpers import entered


def _where(c, name: str) -> str:  # type: ignore[no-untyped-def]
    rows = classification_rows(c)
    at = rows[0].index("Knocked out in")
    return next(r[at] for r in rows[1:] if r[1] == name)


def _to_the_final():  # type: ignore[no-untyped-def]
    c = entered(Format.DOUBLE_ELIMINATION, 4)
    c.enter_result("W1-1", (4, 2))
    c.enter_result("W1-2", (1, 4))
    c.enter_result("W2-1", (4, 0))
    c.enter_result("L1-1", (0, 3))
    c.enter_result("L2-1", (3, 2))
    return c


def test_the_runner_up_who_won_the_final_and_lost_the_second_is_out_in_the_second_final() -> None:
    c = _to_the_final()
    c.enter_result("F", (2, 5))  # Player 2 (losers' side) wins the first final
    f2 = c.slot("F2")
    c.enter_result("F2", (5, 3) if f2.top == 1 else (3, 5))  # Player 1 wins the second
    assert c.finished and classification(c)[1].name == "Player 2"
    assert _where(c, "Player 2") == "Second final"


def test_the_runner_up_who_lost_the_only_final_is_out_in_the_final() -> None:
    c = _to_the_final()
    c.enter_result("F", (5, 1))
    assert _where(c, "Player 2") == "Final"


def test_the_last_round_of_a_side_is_named_as_the_bracket_names_it() -> None:
    c = _to_the_final()
    assert _where(c, "Player 3") == "Losers' round final"
    assert _where(c, "Player 4") == "Losers' round 1"


def test_a_single_elimination_names_its_semi_finals() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 4)
    c.enter_result("W1-1", (4, 2))
    c.enter_result("W1-2", (4, 2))
    c.enter_result("W2-1", (5, 2))
    assert _where(c, "Player 4") == "Semi-finals"
    assert _where(c, "Player 2") == "Final"


def _column(c, heading: str) -> dict[str, str]:  # type: ignore[no-untyped-def]
    rows = classification_rows(c)
    at = rows[0].index(heading)
    return {r[1]: r[at] for r in rows[1:]}


def test_a_round_robin_tie_decided_by_racks_says_so() -> None:
    c = entered(Format.ROUND_ROBIN, 3, group_size=3)
    score = {(1, 2): (2, 3), (2, 3): (0, 3), (1, 3): (3, 2)}
    for s in c.slots():
        c.enter_result(s.id, score[s.players])  # type: ignore[index]
    # a circle: head-to-head cannot part them, the rack difference does
    assert [p.tie_break for p in classification(c)] == ["racks"] * 3
    assert set(_column(c, "Tie-break").values()) == {"Rack difference"}


def test_a_round_robin_tie_decided_head_to_head_says_so_and_a_clear_place_says_nothing() -> None:
    c = entered(Format.ROUND_ROBIN, 4, group_size=4)
    race = c.slot("G1-1").race
    wins = {(1, 2): 2, (1, 3): 1, (1, 4): 1, (2, 3): 2, (2, 4): 4, (3, 4): 3}
    for s in c.slots():
        w = wins[s.players]  # type: ignore[index]
        big = (race, 0) if w == s.top else (0, race)
        close = (race, race - 1) if w == s.top else (race - 1, race)
        c.enter_result(s.id, close if s.players == (1, 2) else big)
    by_name = {p.name: p.tie_break for p in classification(c)}
    assert by_name["Player 2"] == by_name["Player 1"] == "head-to-head"
    words = _column(c, "Tie-break")
    assert words["Player 2"] == "Head-to-head"
    assert all(words[n] == "" for n, tb in by_name.items() if tb is None)
