"""A journal set against the match the history stored under its id (scoreboard.service.won_match):
stored and not archived, undone after storing, or a copy taken earlier."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules import Pocket, Pocketed, Shot
from scoreboard.match.inputs import ShotInput, Undo
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import replay
from scoreboard.service.won_match import Standing, against_history

CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(2, 2), breaker=0)
BREAK = ShotInput(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))
MISS = ShotInput(Shot(rails=1))
NINE = ShotInput(Shot(pocketed=(Pocketed(9, Pocket.SIDE_LEFT),), rails=1))
TWO_RACKS = [BREAK, NINE, BREAK, NINE]  # Ana wins 2-0


def _stored(records: list) -> list:
    """What the history stores for a won journal: the surviving inputs."""
    played = replay(CONFIG, records)
    assert played.match is not None and played.match.winner is not None
    return [i.to_dict() for i in played.inputs]


def test_a_journal_that_ends_where_the_stored_match_ends_is_as_stored() -> None:
    stored = _stored(TWO_RACKS)
    assert against_history(CONFIG.to_dict(), TWO_RACKS, stored).standing is Standing.AS_STORED


def test_a_win_undone_after_storing_goes_beyond_the_stored_match() -> None:
    stored = _stored(TWO_RACKS)
    found = against_history(CONFIG.to_dict(), [*TWO_RACKS, Undo(), MISS], stored)
    assert found.standing is Standing.BEYOND
    assert found.match is not None and found.match.winner is None


def test_a_win_undone_and_the_match_won_otherwise_goes_beyond_and_is_won() -> None:
    stored = _stored(TWO_RACKS)
    otherwise = [*TWO_RACKS, Undo(), MISS, NINE, BREAK, NINE]  # Bea comes back: 1-2
    found = against_history(CONFIG.to_dict(), otherwise, stored)
    assert found.standing is Standing.BEYOND
    assert found.match is not None and found.match.winner == 1


def test_the_same_win_entered_again_after_an_undo_is_as_stored() -> None:
    stored = _stored(TWO_RACKS)
    again = [*TWO_RACKS, Undo(), NINE]
    assert against_history(CONFIG.to_dict(), again, stored).standing is Standing.AS_STORED


def test_a_copy_taken_halfway_is_short() -> None:
    stored = _stored(TWO_RACKS)
    assert against_history(CONFIG.to_dict(), TWO_RACKS[:2], stored).standing is Standing.SHORT


def test_another_result_under_the_same_id_is_short() -> None:
    other = [BREAK, MISS, NINE, BREAK, MISS, NINE]  # Bea wins 2-0
    stored = _stored(TWO_RACKS)
    assert against_history(CONFIG.to_dict(), other, stored).standing is Standing.SHORT


def test_a_configuration_that_cannot_be_used_is_short() -> None:
    found = against_history({"discipline": "snooker"}, TWO_RACKS, _stored(TWO_RACKS))
    assert found.standing is Standing.SHORT and found.match is None


@settings(max_examples=150, deadline=None)
@given(
    before=st.lists(st.sampled_from(["break", "miss", "nine", "undo"]), max_size=12),
    after=st.lists(st.sampled_from(["break", "miss", "nine", "undo"]), max_size=6),
)
def test_the_standing_follows_where_the_journal_went(before: list[str], after: list[str]) -> None:
    """Any journal that reached a win, stored then, and went on with more records or not:
    AS_STORED when it ends in the stored match (nothing followed, or an undo and the same
    win again), else BEYOND."""
    moves = {"break": BREAK, "miss": MISS, "nine": NINE, "undo": Undo()}
    records: list = []
    for name in before:
        candidate = [*records, moves[name]]
        if replay(CONFIG, candidate):
            records = candidate
    played = replay(CONFIG, records)
    assert played.match is not None
    if played.match.winner is None:
        return  # not won: nothing stored to set it against
    stored = [i.to_dict() for i in played.inputs]
    tail: list = []
    for name in after:
        candidate = [*records, *tail, moves[name]]
        if replay(CONFIG, candidate):
            tail.append(moves[name])
    found = against_history(CONFIG.to_dict(), [*records, *tail], stored)
    end = replay(CONFIG, [*records, *tail])
    assert end.match is not None
    ends_stored = end.match.winner is not None and [i.to_dict() for i in end.inputs] == stored
    assert found.standing is (Standing.AS_STORED if ends_stored else Standing.BEYOND)
    if not tail:
        assert found.standing is Standing.AS_STORED
