"""The RFEB system of docs/rulings.md §8 (RFEB-Art.30-32) on its 128 places."""

from __future__ import annotations

import json
import random

import pytest

from scoreboard.competition import (
    Competition,
    CompetitionError,
    Distance,
    Format,
    Phase,
    Problem,
    State,
    classification,
)
from scoreboard.competition.document import from_dict, to_dict
from tests.scoreboard.competition.helpers import entered, play_out, random_score


def players(c: Competition, slot: str) -> tuple[int | None, int | None]:
    return c.slot(slot).players


def test_round_one_pairs_65_128_to_96_97_adding_up_to_193() -> None:
    c = entered(Format.RFEB, 128)
    first = [s for s in c.slots() if s.definition.phase is Phase.FIRST and s.definition.round == 1]
    assert [s.players for s in first] == [(65 + j, 128 - j) for j in range(32)]
    assert all(sum(s.players) == 193 for s in first)  # type: ignore[arg-type]
    assert players(c, "R1-1") == (65, 128) and players(c, "R1-32") == (96, 97)


def test_round_two_meets_33_to_64_against_the_round_one_winners() -> None:
    c = entered(Format.RFEB, 128)
    assert players(c, "R2-32") == (33, None)  # waits for the winner of 96-97
    c.enter_result("R1-32", (1, 4))  # 97 beats 96
    assert players(c, "R2-32") == (33, 97)
    c.enter_result("R1-1", (4, 0))  # 65 beats 128
    assert players(c, "R2-1") == (64, 65)
    for j in range(32):
        assert c.slot(f"R2-{j + 1}").definition.top.rank == 64 - j  # type: ignore[union-attr]


def test_pyramid_waits_for_the_reseeding_then_pairs_1_64_2_63() -> None:
    c = entered(Format.RFEB, 128)
    rng = random.Random(3)
    for s in [s for s in c.slots() if s.definition.phase is Phase.FIRST]:
        if s.id != "R2-5":
            c.enter_result(s.id, random_score(s.race, rng))
    # the first phase is not over: places 33-64 are not known
    assert c.slot("W1-1").players == (1, None)
    assert c.reseeding() == {}
    c.enter_result("R2-5", (4, 0))
    places = c.reseeding()
    assert sorted(places) == list(range(33, 65))
    pyramid_w1 = [
        s for s in c.slots() if s.definition.phase is Phase.WINNERS and s.definition.round == 1
    ]
    pairs = sorted(s.players for s in pyramid_w1)  # type: ignore[type-var]
    assert pairs == sorted((i, places[65 - i]) for i in range(1, 33))
    assert c.slot("W1-1").players == (1, places[64])


def test_reseeding_orders_by_the_last_match_difference_then_by_ranking() -> None:
    c = entered(Format.RFEB, 128)
    for j in range(32):
        c.enter_result(f"R1-{j + 1}", (4, 0))  # ranks 65..96 go through
    margins = {}
    for j in range(32):
        loser_racks = j % 4  # margins 4, 3, 2, 1 repeating
        c.enter_result(f"R2-{j + 1}", (4, loser_racks))  # ranks 64..33 win
        margins[64 - j] = 4 - loser_racks
    expected = sorted(margins, key=lambda r: (-margins[r], r))
    places = c.reseeding()
    assert [places[p] for p in range(33, 65)] == expected


def test_distances_follow_article_31() -> None:
    c = entered(Format.RFEB, 128)
    by = {s.id: s.best_of for s in c.slots()}
    assert {by[f"R1-{j}"] for j in range(1, 33)} == {7}
    assert {by[f"R2-{j}"] for j in range(1, 33)} == {7}
    assert {s.best_of for s in c.slots() if s.definition.phase is Phase.LOSERS} == {7}
    for r in (1, 2, 3):  # 64, 32 and 16 players (octavos): best of 9
        assert {by[s.id] for s in c.slots() if s.id.startswith(f"W{r}-")} == {9}
    for r in (4, 5, 6):  # quarter-finals, semi-finals (and the winners' round final)
        assert {by[s.id] for s in c.slots() if s.id.startswith(f"W{r}-")} == {11}
    assert by["F"] == 15
    assert c.slot("F").race == 8


def test_the_organiser_changes_a_distance_for_the_event() -> None:
    c = entered(Format.RFEB, 128)
    c.enter_result("R1-1", (4, 2))
    c.set_distance(Distance.FINAL, 13)
    c.set_distance(Distance.FIRST_PHASE, 5)
    assert c.slot("F").best_of == 13 and c.slot("R1-2").best_of == 5
    assert c.slot("R1-1").best_of == 7  # played at best of 7: it keeps it
    back = from_dict(json.loads(json.dumps(to_dict(c))))
    assert back.slot("R1-1").result == c.slot("R1-1").result
    assert [s.best_of for s in back.slots()] == [s.best_of for s in c.slots()]
    with pytest.raises(CompetitionError) as e:
        c.set_distance(Distance.FINAL, 12)
    assert e.value.problem is Problem.BAD_DISTANCE and c.slot("F").best_of == 13


def test_a_128_entrant_event_is_played_to_the_final_and_classified_by_article_32() -> None:
    c = entered(Format.RFEB, 128)
    rng = random.Random(128)
    order = play_out(c, rng, tables=True)
    played = [s for s in c.slots() if s.state is State.FINISHED]
    assert len(order) == len(played) == 64 + 63 + 62 + 1
    table = classification(c)
    assert sorted(p.rank for p in table) == list(range(1, 129))
    assert [p.place for p in table] == list(range(1, 129))
    final = c.slot("F")
    assert table[0].rank == final.winner and table[1].rank == final.loser
    # knocked out in the same round: smaller difference first, then entry ranking
    by_slot = {s.id: s for s in c.slots()}
    depth = [by_slot[p.slot].definition.depth for p in table[1:]]  # type: ignore[index]
    assert depth == sorted(depth, reverse=True)
    for a, b in zip(table[1:], table[2:], strict=False):
        if by_slot[a.slot].definition.depth == by_slot[b.slot].definition.depth:  # type: ignore[index]
            assert (a.margin, a.rank) < (b.margin, b.rank)
    # the last 64 are the first phase: round 2 losers above round 1 losers
    assert {p.slot[:2] for p in table[64:96]} == {"R2"}  # type: ignore[index]
    assert {p.slot[:2] for p in table[96:]} == {"R1"}  # type: ignore[index]


def test_fewer_entrants_leave_byes_that_never_win_a_match() -> None:
    c = entered(Format.RFEB, 40)
    assert c.slot("R1-1").state is State.WALKOVER  # 65 and 128 are empty places
    assert c.slot("R2-1").state is State.WALKOVER and c.slot("R2-1").winner == 0
    assert c.slot("R2-32").state is State.WALKOVER and c.slot("R2-32").winner == 33
    play_out(c, random.Random(40))
    table = classification(c)
    assert sorted(p.rank for p in table) == list(range(1, 41))
    assert all(s.result is None for s in c.slots() if 0 in s.players)
