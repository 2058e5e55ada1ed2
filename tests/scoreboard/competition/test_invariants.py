"""Everything the competition model accepts, its file accepts: the reproductions of states
the loader refused, and a state machine that drives the model (draws, results, corrections,
forfeits, tables, starts) and reads it back from its document after every step."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from scoreboard.competition import (
    Competition,
    CompetitionError,
    Distance,
    Format,
    Problem,
    State,
    classification,
)
from scoreboard.competition.document import from_dict, to_dict
from tests.scoreboard.competition.helpers import entered, play_out, random_score

#: every distance a best of 5 (a race to 3) in the hand-written cases
FIVE = {"distances": dict.fromkeys(Distance, 5)}


def view(c: Any) -> list[Any]:
    return [(s.id, s.players, s.state, s.result, s.table, s.best_of) for s in c.slots()]


def same_after_reload(c: Competition) -> Competition:
    back = from_dict(to_dict(c))
    assert to_dict(back) == to_dict(c)
    assert view(back) == view(c)
    assert back.started == c.started and back.on_table == c.on_table
    assert classification(back) == classification(c)
    return back


# -- the reproductions -----------------------------------------------------------------------


def test_matches_started_beyond_the_tables_are_read_back() -> None:
    c = Competition("x", Format.SINGLE_ELIMINATION, tables=1)
    for n in "ABCD":
        c.add_entrant(n)
    c.draw()
    c.assign_table("W1-1", 1)
    c.mark_started("W1-1", "m1")
    c.mark_started("W1-2", "m2")  # every table busy: the scorekeeper may still start it
    back = same_after_reload(c)
    assert back.slot_of_match("m2") is not None and back.slot_of_match("m2").id == "W1-2"


def test_a_history_id_the_file_cannot_hold_is_refused_and_nothing_changes() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 4, **FIVE)
    before = to_dict(c)
    with pytest.raises(CompetitionError) as e:
        c.enter_result("W1-1", (3, 1), history_id="x" * 65)
    assert e.value.problem is Problem.BAD_KEY
    with pytest.raises(CompetitionError):
        c.mark_started("W1-1", "x" * 65)
    assert to_dict(c) == before
    c.enter_result("W1-1", (3, 1), history_id="x" * 64)
    same_after_reload(c)


@pytest.mark.parametrize("fmt", [f for f in Format if f is not Format.ROUND_ROBIN])
@pytest.mark.parametrize("size", [1, 0, 17, True])
def test_a_group_size_out_of_bounds_is_refused_in_every_format(fmt: Format, size: Any) -> None:
    with pytest.raises(CompetitionError) as e:
        Competition("x", fmt, group_size=size)
    assert e.value.problem is Problem.BAD_GROUP_SIZE


def test_a_competition_name_the_file_cannot_hold_is_refused() -> None:
    with pytest.raises(CompetitionError) as e:
        Competition("n" * 201, Format.SINGLE_ELIMINATION)
    assert e.value.problem is Problem.NAME_TOO_LONG
    c = Competition("n" * 200, Format.SINGLE_ELIMINATION)
    c.add_entrants(["A", "B"])
    c.draw()
    same_after_reload(c)


@pytest.mark.parametrize("side", [True, False, 2, -1, "0", 0.0])
def test_a_forfeit_side_is_0_or_1_and_not_a_boolean(side: Any) -> None:
    c = entered(Format.SINGLE_ELIMINATION, 4, **FIVE)
    with pytest.raises(CompetitionError) as e:
        c.enter_result("W1-1", (1, 0), forfeit=side)
    assert e.value.problem is Problem.IMPOSSIBLE_SCORE
    assert c.results == {}


@pytest.mark.parametrize(
    ("field", "value"),
    [("uid", ""), ("uid", "u" * 65), ("discipline", "d" * 41), ("ruleset", "r" * 41)],
)
def test_keys_the_file_cannot_hold_are_refused(field: str, value: str) -> None:
    with pytest.raises(CompetitionError) as e:
        Competition("x", Format.SINGLE_ELIMINATION, **{field: value})  # type: ignore[arg-type]
    assert e.value.problem is Problem.BAD_KEY


def test_loading_resolves_the_draw_once_not_once_per_result(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    c = entered(Format.ROUND_ROBIN, 40, group_size=8)
    play_out(c, random.Random(3))
    doc = to_dict(c)
    calls = []
    real = Competition._resolve

    def counting(self, *a, **kw):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(self, *a, **kw)

    monkeypatch.setattr(Competition, "_resolve", counting)
    back = from_dict(doc)
    assert len(doc["results"]) > 100
    assert len(calls) <= 3  # a few passes whatever the number of results: linear
    assert view(back) == view(c)


def test_a_correction_under_a_started_match_asks_and_keeps_its_table() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 4, tables=2, **FIVE)
    c.enter_result("W1-1", (3, 1))  # 1 beats 4
    c.enter_result("W1-2", (3, 0))  # 2 beats 3
    c.assign_table("W2-1", 2)
    c.mark_started("W2-1", "final-match")
    before = to_dict(c)
    with pytest.raises(CompetitionError) as e:  # 4 beat 1 after all: the final changes
        c.enter_result("W1-1", (1, 3))
    assert e.value.problem is Problem.MATCHES_IN_PLAY_WOULD_CHANGE
    assert e.value.params["slots"] == ("W2-1",)
    assert to_dict(c) == before
    change = c.enter_result("W1-1", (1, 3), confirm=True)
    assert "W2-1" in change.touched
    final = c.slot("W2-1")
    assert final.players == (4, 2) and final.state is State.ON_TABLE and final.table == 2
    assert c.started == {"W2-1": "final-match"}
    same_after_reload(c)


def test_a_correction_that_keeps_the_players_of_a_match_in_play_asks_nothing() -> None:
    c = entered(Format.SINGLE_ELIMINATION, 4, tables=2, **FIVE)
    c.enter_result("W1-1", (3, 1))
    c.enter_result("W1-2", (3, 0))
    c.assign_table("W2-1", 1)
    c.enter_result("W1-1", (3, 2))  # the same winner
    assert c.slot("W2-1").table == 1


def test_a_correction_over_played_and_started_matches_names_both() -> None:
    c = entered(Format.DOUBLE_ELIMINATION, 8, tables=4, **FIVE)
    for sid in ("W1-1", "W1-2", "W1-3", "W1-4"):
        c.enter_result(sid, (3, 0))
    c.enter_result("W2-1", (3, 0))
    c.assign_table("L1-1", 1)
    with pytest.raises(CompetitionError) as e:
        c.enter_result("W1-1", (0, 3))
    assert e.value.problem is Problem.PLAYED_SLOTS_WOULD_CHANGE
    assert e.value.params["slots"] == ("W2-1",) and "L1-1" in e.value.params["in_play"]


@pytest.mark.parametrize("fmt", list(Format))
@pytest.mark.parametrize("n", [2, 3, 5, 8, 17, 33, 100])
def test_a_format_plays_only_the_distances_it_shows(fmt: Format, n: int) -> None:
    from scoreboard.competition.competition import FORMAT_DISTANCES

    c = entered(fmt, n, group_size=4, reset_final=True)
    used = {s.definition.distance for s in c.slots()}
    assert used <= set(FORMAT_DISTANCES[fmt])
    if n >= 33:  # a large draw plays every phase its format has
        assert used == set(FORMAT_DISTANCES[fmt])


# -- the state machine -----------------------------------------------------------------------

FORMATS = st.sampled_from(list(Format))


class CompetitionMachine(RuleBasedStateMachine):
    """Random draws, results, corrections, forfeits, tables and starts; after each step the
    competition's document is read back to the same competition."""

    c: Competition

    @initialize(
        fmt=FORMATS,
        n=st.integers(2, 24),
        tables=st.integers(1, 4),
        group=st.integers(2, 6),
        reset=st.sampled_from([None, True, False]),
        points=st.booleans(),
    )
    def start(self, fmt: Format, n: int, tables: int, group: int, reset: Any, points: bool) -> None:
        self.rng = random.Random(n * 7919 + tables)
        self.c = Competition(
            "Test",
            fmt,
            tables=tables,
            group_size=group,
            reset_final=reset,
            discipline="straight-pool" if points else "nine-ball",
        )
        self.c.add_entrants(f"Player {i}" for i in range(1, n + 1))
        self.matches = 0

    @precondition(lambda self: not self.c.drawn)
    @rule(name=st.sampled_from(["Ana", "ana ", "José Núñez", "JOSE NUNEZ", "x" * 80, "  "]))
    def add(self, name: str) -> None:
        before = to_dict(self.c)
        try:
            self.c.add_entrant(name, ranking=self.rng.randrange(1, 30))
        except CompetitionError:
            assert to_dict(self.c) == before

    @precondition(lambda self: not self.c.drawn and len(self.c.entrants) > 2)
    @rule(pick=st.integers(0, 10**6), to=st.integers(1, 30))
    def reorder(self, pick: int, to: int) -> None:
        name = self.c.entrants[pick % len(self.c.entrants)]
        if pick % 3:
            self.c.move_entrant(name, to)
        else:
            self.c.withdraw(name)

    @precondition(lambda self: not self.c.drawn)
    @rule()
    def draw(self) -> None:
        before = to_dict(self.c)
        try:
            self.c.draw()
        except CompetitionError as e:  # fewer than two entrants left
            assert e.problem is Problem.TOO_FEW_ENTRANTS and to_dict(self.c) == before

    def _pick(self, states: tuple[State, ...], pick: int) -> Any:
        slots = [s for s in self.c.slots() if s.state in states]
        return slots[pick % len(slots)] if slots else None

    def _score(self, s: Any, forfeit: bool) -> tuple[tuple[int, int], int | None]:
        if forfeit:
            return (self.rng.randrange(s.race), self.rng.randrange(s.race)), self.rng.randrange(2)
        return random_score(s.race, self.rng), None

    @precondition(lambda self: self.c.drawn)
    @rule(pick=st.integers(0, 10**6), forfeit=st.booleans(), linked=st.booleans())
    def result(self, pick: int, forfeit: bool, linked: bool) -> None:
        s = self._pick((State.READY, State.ON_TABLE), pick)
        if s is None:
            return
        racks, side = self._score(s, forfeit)
        hid = self.c.started.get(s.id) if linked else None
        self.c.enter_result(s.id, racks, history_id=hid, forfeit=side, confirm=True)

    @precondition(lambda self: self.c.drawn)
    @rule(pick=st.integers(0, 10**6), forfeit=st.booleans(), confirm=st.booleans())
    def correction(self, pick: int, forfeit: bool, confirm: bool) -> None:
        s = self._pick((State.FINISHED,), pick)
        if s is None:
            return
        racks, side = self._score(s, forfeit)
        before = to_dict(self.c)
        try:
            self.c.enter_result(s.id, racks, forfeit=side, confirm=confirm)
        except CompetitionError as e:
            assert not confirm
            assert e.problem in (
                Problem.PLAYED_SLOTS_WOULD_CHANGE,
                Problem.MATCHES_IN_PLAY_WOULD_CHANGE,
            )
            assert to_dict(self.c) == before

    @precondition(lambda self: self.c.drawn)
    @rule(pick=st.integers(0, 10**6))
    def clear(self, pick: int) -> None:
        s = self._pick((State.FINISHED,), pick)
        if s is not None:
            self.c.clear_result(s.id, confirm=True)

    @precondition(lambda self: self.c.drawn)
    @rule(pick=st.integers(0, 10**6), table=st.integers(1, 5))
    def assign(self, pick: int, table: int) -> None:
        s = self._pick((State.READY, State.ON_TABLE, State.WAITING), pick)
        if s is None:
            return
        before = to_dict(self.c)
        try:
            self.c.assign_table(s.id, table)
        except CompetitionError:
            assert to_dict(self.c) == before

    @precondition(lambda self: self.c.drawn)
    @rule(pick=st.integers(0, 10**6))
    def release(self, pick: int) -> None:
        s = self._pick((State.ON_TABLE,), pick)
        if s is not None:
            self.c.release_table(s.id)

    @precondition(lambda self: self.c.drawn)
    @rule(pick=st.integers(0, 10**6))
    def start_match(self, pick: int) -> None:
        s = self._pick((State.READY, State.ON_TABLE), pick)
        if s is not None:
            self.matches += 1
            self.c.mark_started(s.id, f"{self.matches:064d}")

    @precondition(lambda self: self.c.drawn)
    @rule(key=st.sampled_from(["final", "group", "losers-round"]), best_of=st.integers(1, 15))
    def distance(self, key: str, best_of: int) -> None:
        value = best_of if self.c.points else best_of | 1
        self.c.set_distance(Distance(key), value)

    @invariant()
    def reads_back_the_same(self) -> None:
        if hasattr(self, "c"):
            same_after_reload(self.c)

    @invariant()
    def nobody_on_two_tables(self) -> None:
        if hasattr(self, "c"):
            on = [s for s in self.c.slots() if s.state is State.ON_TABLE]
            players = [p for s in on for p in s.players]
            assert len(players) == len(set(players))
            assert len({s.table for s in on}) == len(on)
            assert all(s.state in (State.READY, State.ON_TABLE) for s in self._started())

    def _started(self) -> list[Any]:
        return [self.c.slot(sid) for sid in self.c.started]


CompetitionMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestCompetitionMachine = CompetitionMachine.TestCase


# -- opening the last competition --------------------------------------------------------------


def test_open_latest_says_a_damaged_competition_by_name_and_keeps_it_aside(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from scoreboard.competition.store import CompetitionStore
    from scoreboard.history.database import HistoryDB

    path = tmp_path / "history.sqlite3"
    good = entered(Format.SINGLE_ELIMINATION, 4, **FIVE)
    good.name = "Good one"
    with HistoryDB(path) as db:
        store = CompetitionStore.of(db)
        store.save(good)
        bad = entered(Format.SINGLE_ELIMINATION, 4, **FIVE)
        bad.name = "Broken cup"
        store.save(bad)
        # written over by something else: the newest row cannot be read
        db.conn.execute(
            "UPDATE competitions SET document = ?, updated = '2999-01-01T00:00:00Z' WHERE uid = ?",
            ('{"format": "pool-scoreboard-competition", "version": 1, "oops"', bad.uid),
        )
    with HistoryDB(path) as db:
        c, unreadable = CompetitionStore.of(db).open_latest()
        assert c is not None and c.uid == good.uid  # the next one still opens
        assert [u.name for u in unreadable] == ["Broken cup"]
        assert unreadable[0].error.problem is Problem.DAMAGED_FILE
        aside = unreadable[0].kept_aside
        assert aside is not None and aside.parent == tmp_path
        assert aside.read_text("utf-8").endswith('"oops"')  # kept as it was
        assert [s.uid for s in CompetitionStore.of(db).list()] == [good.uid]
    with HistoryDB(path) as db:  # the next start: said once, never again
        c, unreadable = CompetitionStore.of(db).open_latest()
        assert c is not None and c.uid == good.uid and unreadable == ()
