"""A result reported again for a finished slot is "already there" only if it is the same
result: the same players, winner and score (and the same match). Another score, another
winner, or the players listed the other way round with the racks left as they were, is a
conflict: refused, the bracket keeps the real result. Through the competition model
(:meth:`Competition.report_result`) and through the desk's way in for the feed's and the
phones' results (:func:`scoreboard.feed.desk.apply_result`)."""

from __future__ import annotations

import pytest

from scoreboard.competition import Competition, CompetitionError, Format, Problem, State
from scoreboard.feed.desk import Conflict, apply_result
from scoreboard.feed.messages import ResultMessage
from scoreboard.feed.table import result_id

MATCH = "20261130T090000Z-1a2b3c4d"


def finished() -> tuple[Competition, str, tuple[str, str], int]:
    """A knockout whose first match, on table 1, was won 4–1 by its top player, reported by
    table 1 as match ``MATCH``: (competition, slot, players, race)."""
    c = Competition("Open", Format.SINGLE_ELIMINATION, discipline="nine-ball", tables=2)
    c.add_entrants(["Ana Ruiz", "Bea Gil", "Carla Sanz", "Dora Vidal"])
    c.draw()
    s = c.ready()[0]
    c.assign_table(s.id, 1)
    c.mark_started(s.id, MATCH)
    c.enter_result(s.id, (s.race, 1), history_id=MATCH)
    assert c.slot(s.id).state is State.FINISHED
    return c, s.id, (c.entrant(s.top), c.entrant(s.bottom)), s.race


def bracket(c: Competition) -> list[tuple[str, str, object]]:
    return [(s.id, s.state.value, s.result) for s in c.slots()]


# -- the model: racks are the slot's top's and bottom's ----------------------------------------

#: a second report for the finished slot: (racks, winner side, match id), and whether it is
#: the same result
MODEL = {
    "same result": (lambda race: (race, 1), 0, MATCH, True),
    "different score": (lambda race: (9, 9), 0, MATCH, False),
    "another close score": (lambda race: (race, race - 1), 0, MATCH, False),
    "different winner": (lambda race: (1, race), 1, MATCH, False),
    "another match's result": (lambda race: (race, 1), 0, "another-match", False),
}


@pytest.mark.parametrize("case", sorted(MODEL))
def test_the_model_takes_a_report_again_only_if_it_is_the_same_result(case: str) -> None:
    c, slot, _, race = finished()
    racks, winner, match, same = MODEL[case]
    before = bracket(c)
    if same:
        assert c.report_result(slot, racks(race), winner, history_id=match) is None
    else:
        with pytest.raises(CompetitionError) as e:
            c.report_result(slot, racks(race), winner, history_id=match)
        assert e.value.problem is Problem.RESULT_CONFLICT
        assert e.value.params["entered"] == (race, 1)
    assert bracket(c) == before


# -- the desk's way in: a result message, players named ------------------------------------------


def message(
    players: tuple[str, str], racks: tuple[int, int], winner: int, *, rid: str | None = None
) -> ResultMessage:
    return ResultMessage(
        result_id=rid or result_id(MATCH, racks, winner),
        match_id=MATCH,
        table=1,
        players=players,
        racks=racks,
        winner=winner,
        finished_ms=1,
        competition=None,
        slot=None,
    )


def variants(names: tuple[str, str], race: int) -> dict[str, ResultMessage]:
    a, b = names
    return {
        "same result": message((a, b), (race, 1), 0),
        "same result, players swapped": message((b, a), (1, race), 1),
        "different score": message((a, b), (9, 9), 0),
        "different score, same result id": message(
            (a, b), (9, 9), 0, rid=result_id(MATCH, (race, 1), 0)
        ),
        "different winner": message((a, b), (1, race), 1),
        "players swapped, racks as they were": message((b, a), (race, 1), 0),
    }


SAME = {"same result", "same result, players swapped"}
CASES = sorted(variants(("a", "b"), 4))


@pytest.mark.parametrize("case", CASES)
def test_the_desk_takes_a_result_again_only_if_it_is_the_same_result(case: str) -> None:
    c, slot, names, race = finished()
    m = _for(c, slot, variants(names, race)[case])
    before = bracket(c)
    if case in SAME:
        assert apply_result(c, m) is True
    else:
        with pytest.raises(Conflict) as e:
            apply_result(c, m)
        # what the bracket holds, said in the order of the refused result's players
        held = (race, 1) if m.players == names else (1, race)
        assert e.value.held == held
    assert bracket(c) == before


def _fields(m: ResultMessage) -> dict[str, object]:
    return {f: getattr(m, f) for f in ResultMessage.__slots__}


def _for(c: Competition, slot: str, m: ResultMessage) -> ResultMessage:
    """``m`` as table 1 sends it for ``slot`` of ``c``."""
    return ResultMessage(**{**_fields(m), "competition": c.uid, "slot": slot})
