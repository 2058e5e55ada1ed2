"""The club formats of docs/rulings.md §8: single and double elimination, round robin."""

from __future__ import annotations

from scoreboard.competition import BYE, Format, Phase, State, classification, standings
from tests.scoreboard.competition.helpers import entered


def test_single_elimination_seeds_the_best_apart_and_gives_them_the_byes() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 6)
    first = [s.players for s in c.slots() if s.definition.round == 1]
    assert first == [(1, BYE), (4, 5), (2, BYE), (3, 6)]
    assert c.slot("W2-1").players == (1, None)
    c.enter_result("W1-2", (1, 4))
    assert c.slot("W2-1").players == (1, 5)


def _to_the_final(reset_final: bool | None = None):  # type: ignore[no-untyped-def]
    kw = {} if reset_final is None else {"reset_final": reset_final}
    c = entered(Format.DOUBLE_ELIMINATION, 4, **kw)
    c.enter_result("W1-1", (4, 2))  # 1 beats 4
    c.enter_result("W1-2", (1, 4))  # 3 beats 2
    assert c.slot("L1-1").players == (4, 2)
    c.enter_result("W2-1", (4, 0))  # 1 beats 3
    assert c.slot("L1-1").best_of == 5  # the club's losers' round
    c.enter_result("L1-1", (0, 3))  # 2 beats 4: 4 is out after two losses
    assert c.slot("L2-1").players == (2, 3)
    c.enter_result("L2-1", (3, 2))
    assert c.slot("F").players == (1, 2)
    return c


def test_club_double_elimination_plays_a_reset_final_when_the_losers_side_wins() -> None:
    # the top seed wins every match and loses only the first final: he is not out yet
    c = _to_the_final()
    assert c.reset_final is True
    c.enter_result("F", (2, 5))
    assert not c.finished
    assert c.slot("F2").state is State.READY and set(c.slot("F2").players) == {1, 2}
    assert [p.place for p in classification(c)][:2] == [None, None]
    f2 = c.slot("F2")
    c.enter_result("F2", (5, 3) if f2.top == 1 else (3, 5))  # 1 wins the reset final
    assert c.finished
    assert [p.rank for p in classification(c)] == [1, 2, 3, 4]


def test_no_reset_final_when_the_winners_side_wins_the_first_final() -> None:
    c = _to_the_final()
    c.enter_result("F", (5, 1))
    assert c.slot("F2").state is State.WALKOVER
    assert c.finished
    assert [p.rank for p in classification(c)] == [1, 2, 3, 4]


def test_double_elimination_without_reset_plays_one_final() -> None:
    c = _to_the_final(reset_final=False)
    assert [s.id for s in c.slots()][-1] == "F"
    c.enter_result("F", (2, 5))  # 2 wins the final: one match, no reset
    assert c.finished
    assert [p.rank for p in classification(c)] == [2, 1, 3, 4]


def test_the_rfeb_system_plays_one_final_unless_asked_for_a_reset() -> None:
    c = entered(Format.RFEB, 8)
    assert c.reset_final is False and "F2" not in {s.id for s in c.slots()}
    c = entered(Format.RFEB, 8, reset_final=True)
    assert [s.id for s in c.slots()][-2:] == ["F", "F2"]


def test_round_robin_has_every_pair_of_a_group_once_and_nobody_twice_in_a_round() -> None:
    c = entered(Format.ROUND_ROBIN, 10, group_size=5)
    groups: dict[int, list[tuple[int, int]]] = {}
    for s in c.slots():
        groups.setdefault(s.definition.group, []).append(s.players)  # type: ignore[arg-type]
        assert s.definition.phase is Phase.GROUP and s.state is State.READY
    assert sorted(groups) == [1, 2]
    for pairs in groups.values():
        members = {p for pair in pairs for p in pair}
        assert len(members) == 5 and len(pairs) == len(set(pairs)) == 10
    # snake seeding: 1, 4, 5, 8, 9 in group 1
    assert {p for pair in groups[1] for p in pair} == {1, 4, 5, 8, 9}
    for g in (1, 2):
        rounds: dict[int, list[int]] = {}
        for s in c.slots():
            if s.definition.group == g:
                rounds.setdefault(s.definition.round, []).extend(s.players)  # type: ignore[arg-type]
        assert all(len(v) == len(set(v)) for v in rounds.values())


def test_round_robin_standings_two_points_a_win_ties_by_head_to_head_then_racks() -> None:
    c = entered(Format.ROUND_ROBIN, 3, group_size=3)
    race = c.slot("G1-1").race  # best of 5: a race to 3
    assert race == 3
    score = {(1, 2): (2, 3), (2, 3): (0, 3), (1, 3): (3, 2)}
    for s in c.slots():
        c.enter_result(s.id, score[s.players])  # type: ignore[index]
    # each won once: 2 points each; head-to-head is a circle, so rack difference decides
    table = standings(c, 1)
    assert [p.points for p in table] == [2, 2, 2]
    assert [p.difference for p in table] == [2, 0, -2]
    assert [p.rank for p in table] == [3, 1, 2]


def test_round_robin_head_to_head_beats_rack_difference() -> None:
    c = entered(Format.ROUND_ROBIN, 4, group_size=4)
    race = c.slot("G1-1").race
    wins = {(1, 2): 2, (1, 3): 1, (1, 4): 1, (2, 3): 2, (2, 4): 4, (3, 4): 3}
    for s in c.slots():
        w = wins[s.players]  # type: ignore[index]
        big = (race, 0) if w == s.top else (0, race)
        close = (race, race - 1) if w == s.top else (race - 1, race)
        c.enter_result(s.id, close if s.players == (1, 2) else big)
    table = standings(c, 1)
    # 1 and 2 both won twice; 2 beat 1, so 2 is above despite a worse rack difference
    assert [p.rank for p in table[:2]] == [2, 1]
    assert table[0].difference < table[1].difference
