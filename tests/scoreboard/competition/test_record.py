"""One record: every finished match of a competition is stored once in the history, with both
players in the registry: a typed result as typed (its racks only), a forfeit marked and with no
games, a result received from a venue table under its match id; a result that names a match
scored here adds no row. Real SQLite, no mocks."""

from __future__ import annotations

import random

import pytest

from scoreboard.competition import Competition, Distance, Format, State
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB
from scoreboard.history.results import typed_id
from scoreboard.history.values import Recorded
from scoreboard.players.registry import Registry, game_records
from tests.scoreboard.competition.helpers import entered, random_score
from tests.scoreboard.test_history import played

#: Every match a race to 2, as :func:`played` plays it.
RACE_TO_2 = dict.fromkeys(Distance, 3)


def rows(db: HistoryDB) -> list[tuple[object, ...]]:
    return db.conn.execute(
        "SELECT match_id, recorded, forfeit, slot, score0, score1, winner FROM matches ORDER BY id"
    ).fetchall()


def play_typed(
    c: Competition, store: CompetitionStore, rng: random.Random, forfeits: int
) -> dict[str, tuple[tuple[int, int], int | None]]:
    """Type every result at the desk, saving after each (``forfeits`` of them forfeits);
    returns each slot's result (racks, forfeit side)."""
    typed: dict[str, tuple[tuple[int, int], int | None]] = {}
    while c.ready():
        s = c.ready()[0]
        if len(typed) % 9 == 4 and forfeits:
            racks, forfeit = (rng.randrange(s.race), rng.randrange(s.race)), rng.randrange(2)
            forfeits -= 1
        else:
            racks, forfeit = random_score(s.race, rng), None
        c.enter_result(s.id, racks, forfeit=forfeit)
        store.save(c)
        typed[s.id] = (racks, forfeit)
    return typed


@pytest.fixture
def double_ko() -> tuple[HistoryDB, CompetitionStore, Competition, dict]:
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.DOUBLE_ELIMINATION, 16, discipline="nine-ball")
    store.save(c)
    typed = play_typed(c, store, random.Random(7), forfeits=2)
    assert c.finished
    return db, store, c, typed


def test_every_typed_result_of_a_double_ko_is_in_the_history_once(double_ko) -> None:
    db, _, c, typed = double_ko
    stored = rows(db)
    assert len(typed) >= 30
    assert sorted(r[0] for r in stored) == sorted(typed_id(c.uid, s) for s in typed)
    for match_id, recorded, forfeit, slot, score0, score1, winner in stored:
        racks, forfeit_side = typed[slot]
        assert (match_id, recorded) == (typed_id(c.uid, slot), Recorded.TYPED)
        assert (score0, score1) == racks
        assert forfeit == (forfeit_side is not None)
        assert winner == c.slot(slot).result.winner_side
    assert sum(r[2] for r in stored) == 2
    assert db.conn.execute("SELECT count(*) FROM shots").fetchone()[0] == 0


def test_forfeits_count_no_games_and_every_entrant_is_in_players(double_ko) -> None:
    db, _, c, typed = double_ko
    reg = Registry(db.conn)
    matches = reg.played(events=True)
    assert len(matches) == len(typed)
    for m in matches:
        assert None not in m.people
        slot_racks, forfeit = typed[_slot_of(db, m.id)]
        assert m.games == ((0, 0) if forfeit is not None else slot_racks)
        assert m.forfeit == (forfeit is not None)
        assert m.event == c.name
    games = game_records(matches)
    assert len(games) == len(typed) - 2  # the forfeits count none
    assert {p.name for p in reg.people()} == set(c.entrants)
    page = {p.name: p.matches for p in reg.people()}
    assert all(page[name] >= 2 for name in c.entrants)  # a double KO: two defeats at least


def _slot_of(db: HistoryDB, row_id: int) -> str:
    return str(db.conn.execute("SELECT slot FROM matches WHERE id = ?", (row_id,)).fetchone()[0])


def test_every_entrant_is_in_players_once_the_draw_is_saved() -> None:
    db = HistoryDB(":memory:")
    c = entered(Format.DOUBLE_ELIMINATION, 16)
    CompetitionStore.of(db).save(c)
    assert rows(db) == []
    assert {p.name for p in Registry(db.conn).people()} == set(c.entrants)


def test_the_same_result_typed_again_and_after_a_restart_is_one_row(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    with HistoryDB(path) as db:
        store = CompetitionStore.of(db)
        c = entered(Format.DOUBLE_ELIMINATION, 8)
        s = c.ready()[0]
        c.enter_result(s.id, (s.race, 1))
        store.save(c)
        before = rows(db)
        c.enter_result(s.id, (s.race, 1))  # typed again
        store.save(c)
        assert rows(db) == before
    with HistoryDB(path) as db:  # the desk restarted: the competition read and saved again
        store = CompetitionStore.of(db)
        again = store.load(c.uid)
        store.save(again)
        assert rows(db) == before
        assert len(before) == 1


def test_a_correction_replaces_the_typed_row_and_a_result_taken_back_takes_it_out() -> None:
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.DOUBLE_ELIMINATION, 8)
    s = c.ready()[0]
    c.enter_result(s.id, (s.race, 1))
    store.save(c)
    c.enter_result(s.id, (2, s.race))  # corrected: the bottom player won
    store.save(c)
    assert rows(db) == [(typed_id(c.uid, s.id), "typed", 0, s.id, 2, s.race, 1)]
    assert [m.games for m in Registry(db.conn).played()] == [(2, s.race)]
    c.clear_result(s.id)
    store.save(c)
    assert rows(db) == []
    assert Registry(db.conn).played() == []


def test_a_result_that_names_a_match_scored_here_adds_no_row() -> None:
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.SINGLE_ELIMINATION, 4, discipline="nine-ball", distances=RACE_TO_2)
    s = c.ready()[0]
    names = (c.entrant(s.top), c.entrant(s.bottom))
    summary, _ = played(names, match_id="scored-1")
    db.save(summary)
    scored = rows(db)
    won = summary.racks_won
    c.enter_result(s.id, won, history_id="scored-1")
    store.save(c)
    c.enter_result(s.id, won)  # the same result typed over it: still that match
    store.save(c)
    assert c.slot(s.id).result.history_id == "scored-1"
    assert rows(db) == scored
    assert db.open_match("scored-1").row.recorded is Recorded.SCORED


def test_a_scored_match_stored_after_its_result_replaces_nothing_but_itself() -> None:
    """The desk saves the bracket before the scorekeeper's store lands: no row is made for the
    match id meanwhile, and the scored match is then the one row."""
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.SINGLE_ELIMINATION, 4, discipline="nine-ball", distances=RACE_TO_2)
    s = c.ready()[0]
    summary, _ = played((c.entrant(s.top), c.entrant(s.bottom)), match_id="scored-2")
    c.enter_result(s.id, summary.racks_won, history_id="scored-2")
    store.save(c)
    assert rows(db) == []
    db.save(summary)
    store.save(c)
    assert [r[:2] for r in rows(db)] == [("scored-2", "scored")]


def test_a_received_result_is_kept_under_the_venue_match_id_also_when_typed_as_well() -> None:
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.DOUBLE_ELIMINATION, 8)
    a, b = c.ready()[:2]
    received = {"venue-1": "2025-03-01T20:00:00Z", "venue-2": None}
    # a: received from the table, then typed the same at the desk
    c.report_result(a.id, (a.race, 0), 0, history_id="venue-1")
    store.save(c, received)
    c.enter_result(a.id, (a.race, 0))
    store.save(c, received)
    # b: typed first, then the same result received from the table
    c.enter_result(b.id, (1, b.race))
    store.save(c, received)
    assert c.report_result(b.id, (1, b.race), 1, history_id="venue-2") is None
    assert c.slot(b.id).result.history_id == "venue-2"
    store.save(c, received)
    got = {r[0]: r[1:4] for r in rows(db)}
    assert got == {"venue-1": ("received", 0, a.id), "venue-2": ("received", 0, b.id)}
    started = db.conn.execute("SELECT started FROM matches WHERE match_id = 'venue-1'")
    assert started.fetchone()[0] == "2025-03-01T20:00:00Z"
    # after a restart the desk no longer knows it received them: the rows stay
    store.save(c)
    assert {r[0] for r in rows(db)} == {"venue-1", "venue-2"}
    # a typed correction replaces the received row
    c.enter_result(a.id, (a.race, 1))
    store.save(c)
    assert {r[0]: r[1] for r in rows(db)} == {typed_id(c.uid, a.id): "typed", "venue-2": "received"}


def test_a_fourteen_one_result_is_one_game_to_its_winner() -> None:
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.SINGLE_ELIMINATION, 2, discipline="straight-pool")
    s = c.ready()[0]
    c.enter_result(s.id, (s.race, 40))
    store.save(c)
    (m,) = Registry(db.conn).played()
    assert m.games == (1, 0)
    assert db.open_match(typed_id(c.uid, s.id)).row.score == (s.race, 40)


def test_walkovers_and_unplayed_slots_add_no_row() -> None:
    db = HistoryDB(":memory:")
    store = CompetitionStore.of(db)
    c = entered(Format.DOUBLE_ELIMINATION, 5)
    store.save(c)
    walkovers = [s for s in c.slots() if s.state is State.WALKOVER]
    assert walkovers
    assert rows(db) == []
