"""Bad input gets a typed refusal and changes nothing (docs/rulings.md §0, §8)."""

from __future__ import annotations

import copy

import pytest

from scoreboard.competition import Competition, CompetitionError, Format, Problem, State
from tests.scoreboard.competition.helpers import entered


def refused(problem: Problem, c: Competition, action) -> CompetitionError:  # type: ignore[no-untyped-def]
    before = copy.deepcopy((c.entrants, c.results, c.on_table, [s for s in c.slots()]))
    with pytest.raises(CompetitionError) as e:
        action()
    assert e.value.problem is problem
    assert copy.deepcopy((c.entrants, c.results, c.on_table, [s for s in c.slots()])) == before
    return e.value


def test_duplicate_entrants_are_refused_accent_and_case_blind() -> None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    c.add_entrant("José Pérez")
    e = refused(Problem.DUPLICATE_ENTRANT, c, lambda: c.add_entrant("  jose  perez "))
    assert e.params["name"] == "jose perez"
    refused(Problem.EMPTY_NAME, c, lambda: c.add_entrant("  \t"))
    refused(Problem.NAME_TOO_LONG, c, lambda: c.add_entrant("x" * 200))


def test_fewer_than_two_entrants_cannot_be_drawn() -> None:
    c = Competition("Club", Format.DOUBLE_ELIMINATION)
    c.add_entrant("Ana")
    refused(Problem.TOO_FEW_ENTRANTS, c, c.draw)
    assert not c.drawn


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(CompetitionError) as e:
        Competition("Club", "swiss")  # type: ignore[arg-type]
    assert e.value.problem is Problem.UNKNOWN_FORMAT


def test_entrants_are_added_and_withdrawn_before_the_draw_only() -> None:
    c = Competition("Club", Format.SINGLE_ELIMINATION)
    for name in ("A", "B", "C"):
        c.add_entrant(name)
    assert c.add_entrant("Top", ranking=1) == 1
    c.withdraw("b")
    assert c.entrants == ["Top", "A", "C"]
    c.move_entrant("c", 1)
    assert c.entrants == ["C", "Top", "A"]
    refused(Problem.UNKNOWN_ENTRANT, c, lambda: c.move_entrant("Nobody", 1))
    refused(Problem.UNKNOWN_ENTRANT, c, lambda: c.withdraw("Nobody"))
    c.draw()
    refused(Problem.ALREADY_DRAWN, c, lambda: c.add_entrant("Late"))
    refused(Problem.ALREADY_DRAWN, c, lambda: c.withdraw("A"))
    refused(Problem.ALREADY_DRAWN, c, lambda: c.move_entrant("A", 1))


def test_a_result_for_a_slot_whose_players_are_not_known_yet() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 8)
    assert c.slot("W2-1").state is State.WAITING
    refused(Problem.PLAYERS_NOT_KNOWN, c, lambda: c.enter_result("W2-1", (4, 0)))
    refused(Problem.UNKNOWN_SLOT, c, lambda: c.enter_result("Z9", (4, 0)))


def test_a_score_impossible_for_the_distance() -> None:
    c = entered(Format.RFEB, 128)
    assert c.slot("R1-1").best_of == 7
    for score in [(5, 4), (4, 4), (3, 2), (4, -1), (8, 0), (4.0, 1)]:
        refused(Problem.IMPOSSIBLE_SCORE, c, lambda score=score: c.enter_result("R1-1", score))
    c.enter_result("R1-1", (4, 3))


def test_a_walkover_has_no_result_to_enter() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 3)
    assert c.slot("W1-1").state is State.WALKOVER
    refused(Problem.NO_MATCH_TO_PLAY, c, lambda: c.enter_result("W1-1", (4, 0)))


def test_tables_hold_one_match_and_a_player_plays_one_match_at_a_time() -> None:
    c = entered(Format.ROUND_ROBIN, 4, group_size=4, tables=2)
    a, b = c.ready()[:2]
    c.assign_table(a.id, 1)
    refused(Problem.TABLE_BUSY, c, lambda: c.assign_table(b.id, 1))
    refused(Problem.BAD_TABLE, c, lambda: c.assign_table(b.id, 3))
    clash = next(s for s in c.ready() if set(s.players) & set(a.players))
    refused(Problem.PLAYER_BUSY, c, lambda: c.assign_table(clash.id, 2))
    assert c.next_for_table() is not None
    assert not set(c.next_for_table().players) & set(a.players)  # type: ignore[union-attr]


def test_a_correction_over_a_played_slot_needs_the_organisers_word() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 4)
    c.enter_result("W1-1", (4, 0))
    c.enter_result("W1-2", (4, 0))
    c.enter_result("W2-1", (5, 2))  # the final: best of 9
    e = refused(Problem.PLAYED_SLOTS_WOULD_CHANGE, c, lambda: c.enter_result("W1-1", (0, 4)))
    assert e.params["slots"] == ("W2-1",)
    change = c.enter_result("W1-1", (0, 4), confirm=True)
    assert change.cleared == ("W2-1",) and change.touched == ("W1-1", "W2-1")
    assert c.slot("W2-1").players == (4, 2) and c.slot("W2-1").state is State.READY
    # a correction that keeps the winner touches nothing downstream
    assert c.enter_result("W1-2", (4, 3)).touched == ("W1-2",)


def test_a_forfeit_gives_the_match_without_the_distance_and_the_loser_places_last() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 8)
    race = c.slot("W1-1").race
    # the loser cannot have already won, nor anyone more than the race
    refused(Problem.IMPOSSIBLE_SCORE, c, lambda: c.enter_result("W1-1", (1, race), forfeit=0))
    refused(Problem.IMPOSSIBLE_SCORE, c, lambda: c.enter_result("W1-1", (race + 1, 0), forfeit=0))
    refused(Problem.IMPOSSIBLE_SCORE, c, lambda: c.enter_result("W1-1", (0, 0), forfeit=2))
    # the top seed conceded while ahead 2-1? no: the bottom player conceded while ahead
    c.enter_result("W1-1", (1, 2), forfeit=0)
    r = c.slot("W1-1").result
    assert r is not None and r.winner == 1 and r.loser == 8 and r.margin == 0
    assert c.slot("W2-1").players == (1, None)
    c.enter_result("W1-2", (race, race - 1))  # lost by one rack: a better loser
    c.enter_result("W1-3", (race, 0))  # lost by the whole distance, like a forfeit
    c.enter_result("W1-4", (race, 1))
    from scoreboard.competition import classification

    last = [p.rank for p in classification(c)[4:]]
    # round 1 losers: margins 1 (rank 5), 3 (6), 4 (7), and the forfeit counts 4 (8)
    assert last == [5, 6, 7, 8]


def test_a_forfeit_that_reached_the_distance_is_a_normal_result() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 2)
    race = c.slot("W1-1").race
    c.enter_result("W1-1", (race, 2), forfeit=0)
    assert c.slot("W1-1").result.forfeit is None  # type: ignore[union-attr]
