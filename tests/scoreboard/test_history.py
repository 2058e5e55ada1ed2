"""The match history: a real SQLite file with a versioned schema, listing with filters and
statistics, autocomplete, and stored matches that replay."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from rules import Pocket, Pocketed, RackOptions, Shot
from scoreboard.files.paths import FileProblemError, ProblemCode
from scoreboard.history.database import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Filters,
    HistoryDB,
    MatchSummary,
    migrate,
    open_or_recover,
    summarize,
)
from scoreboard.match.inputs import Undo
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller

BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
NINE = Shot(pocketed=(Pocketed(9, Pocket.FOOT_RIGHT),), rails=1)
MISS = Shot(rails=1)


def played(
    players: tuple[str, str] = ("Ana", "José Pérez"),
    winner: int = 0,
    discipline: str = "nine-ball",
    created: str = "2024-05-01T18:00:00+02:00",
    match_id: str = "m-1",
) -> tuple[MatchSummary, Controller]:
    """A finished race to 2: the winner takes both racks (the loser misses once)."""
    rack_only = discipline != "nine-ball"  # other disciplines: racks only, no shots
    config = MatchConfig(
        players=players, discipline=discipline, race=(2, 2), breaker=0, rack_only=rack_only
    )
    c = Controller(config)
    records: list[dict] = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    for _ in range(2 if not rack_only else 0):
        assert c.table.shot(BREAK)
        if c.snapshot.rack.turn != winner:
            assert c.table.shot(MISS)
            assert c.table.shot(MISS)
            assert c.table.undo()  # a correction stays in the inputs (journal order)
        assert c.table.shot(NINE)
    if rack_only:
        assert c.table.rack_point(winner) and c.table.rack_point(winner)
    assert c.snapshot.winner == winner
    summary = summarize(
        c.snapshot,
        match_id=match_id,
        created=created,
        config=config.to_dict(),
        inputs=records,
        finished=created,
    )
    return summary, c


@pytest.fixture
def db(tmp_path: Path) -> HistoryDB:
    d = HistoryDB(tmp_path / "history.sqlite3")
    yield d
    d.close()


def test_new_history_is_a_real_sqlite_file_at_the_latest_schema_version(tmp_path: Path) -> None:
    path = tmp_path / "data" / "history.sqlite3"
    HistoryDB(path).close()
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 7
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"players", "matches", "racks", "shots"} <= tables


def test_saved_match_is_listed_with_its_score_winner_and_statistics(db: HistoryDB) -> None:
    summary, c = played()
    db.save(summary)
    (row,) = db.list_matches()
    assert row.players == ("Ana", "José Pérez") and row.discipline == "nine-ball"
    assert row.winner == 0 and row.score == c.snapshot.players.score == (2, 0)
    assert row.stats == c.snapshot.players.stats
    assert row.racks_played == 2 and row.started == "2024-05-01T16:00:00Z"
    assert len(db.racks(row.id)) == 2 and [r.winner for r in db.racks(row.id)] == [0, 0]
    shots = db.shots(row.id)
    assert [s.pocketed for s in shots] == [(1,), (9,), (1,), (9,)]
    assert shots[0].breaking and not shots[1].breaking


def test_stored_match_opens_read_only_and_replays_to_the_same_statistics(
    db: HistoryDB, tmp_path: Path
) -> None:
    summary, c = played(winner=1)
    db.save(summary)
    db.close()
    ro = HistoryDB(tmp_path / "history.sqlite3", readonly=True)
    stored = ro.open_match("m-1")
    assert any(isinstance(i, Undo) for i in stored.replay_inputs())
    replay = Controller()
    assert replay.table.load(MatchConfig.from_dict(stored.config), stored.replay_inputs())
    assert replay.snapshot.players.stats == c.snapshot.players.stats == stored.row.stats
    assert replay.table.inputs == c.table.inputs
    with pytest.raises(sqlite3.OperationalError):
        ro.save(summary)  # a read-only history refuses any write
    ro.close()


def test_saving_the_same_match_again_replaces_it(db: HistoryDB) -> None:
    summary, _ = played()
    db.save(summary)
    db.save(summary)
    assert db.count_matches() == 1
    assert db.complete_player("ana") == ["Ana"]
    assert db._conn.execute("SELECT matches FROM players WHERE name='Ana'").fetchone()[0] == 1


def test_player_autocomplete_ignores_accents_and_case_and_finds_surnames(db: HistoryDB) -> None:
    db.save(played(("Ana", "José Pérez"), match_id="a")[0])
    db.save(played(("Ana", "Josefa Ruiz"), match_id="b")[0])
    db.save(played(("Ana", "Josefa Ruiz"), match_id="c")[0])
    assert db.complete_player("JOSE") == ["Josefa Ruiz", "José Pérez"]  # most played first
    assert db.complete_player("perez") == ["José Pérez"]
    assert db.complete_player("x") == []
    assert db.complete_player("%") == []  # LIKE wildcards are matched literally


def test_listing_filters_by_player_discipline_and_date_range(db: HistoryDB) -> None:
    db.save(played(("Ana", "José"), match_id="1", created="2024-01-10T20:00:00+01:00")[0])
    db.save(
        played(
            ("Bea", "José"),
            match_id="2",
            created="2024-02-10T20:00:00+01:00",
            discipline="ten-ball",
        )[0]
    )
    db.save(played(("Ana", "Bea"), match_id="3", created="2024-03-10T20:00:00+01:00")[0])
    ids = lambda f: [r.match_id for r in db.list_matches(f)]  # noqa: E731
    assert ids(Filters()) == ["3", "2", "1"]  # newest first
    assert ids(Filters(player="jose")) == ["2", "1"]
    assert ids(Filters(player="Ana", discipline="nine-ball")) == ["3", "1"]
    assert ids(Filters(discipline="ten-ball")) == ["2"]
    assert ids(Filters(since=date(2024, 2, 1), until=date(2024, 3, 1))) == ["2"]
    since = datetime(2024, 3, 10, 19, 0, tzinfo=timezone(timedelta(hours=1)))
    assert ids(Filters(since=since)) == ["3"]
    assert db.count_matches(Filters(player="bea")) == 2
    assert db.disciplines() == ["nine-ball", "ten-ball"]


def test_listing_reads_one_page_through_indexes(db: HistoryDB) -> None:
    """Listing stays instant as history grows: no full scan of matches, no racks or shots."""
    for f in (
        Filters(),
        Filters(player="ana"),
        Filters(discipline="nine-ball"),
        Filters(since="2024-01-01T00:00:00Z"),
    ):
        where, args = f.where(partners=True)  # a player's team matches too
        plan = db._conn.execute(
            f"EXPLAIN QUERY PLAN SELECT id FROM matches{where} ORDER BY started DESC LIMIT 100",
            args,
        ).fetchall()
        steps = [str(r[-1]) for r in plan if " matches" in str(r[-1])]
        # a team match a player played in is found by its row id (the partners table holds
        # team matches only, four rows each: read whole, too small to need an index)
        indexed = ("INDEX", "INTEGER PRIMARY KEY")
        assert steps and all("USING" in s and any(i in s for i in indexed) for s in steps), plan
        assert not any("racks" in str(r[-1]) or "shots" in str(r[-1]) for r in plan)


def test_a_players_matches_include_the_team_matches_he_played(db: HistoryDB) -> None:
    from tests.scoreboard.test_team_matches import doubles

    db.save(played(("Ana Ruiz", "Cid Mas"), match_id="s-1")[0])
    db.save(doubles("d-1"))
    ids = lambda f: [r.match_id for r in db.list_matches(f)]  # noqa: E731
    assert sorted(ids(Filters(player="ana ruiz"))) == ["d-1", "s-1"]
    assert ids(Filters(player="BEA GIL")) == ["d-1"]
    assert ids(Filters(player="Ana Ruiz & Bea Gil")) == []  # a team is nobody
    assert db.count_matches(Filters(player="dan sol")) == 1


def test_older_v1_history_is_migrated_to_v2_keeping_its_data(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    conn.execute(
        "INSERT INTO players (name, first_seen, last_seen, matches) VALUES"
        " ('José Pérez', '2023-01-01T00:00:00Z', '2023-01-01T00:00:00Z', 3)"
    )
    conn.close()
    db = HistoryDB(path)
    assert db.schema_version == SCHEMA_VERSION
    assert db.complete_player("jose") == ["José Pérez"]  # the v2 key was filled in
    backups = list(tmp_path.glob("history.sqlite3.v1-*"))
    assert len(backups) == 1
    old = sqlite3.connect(backups[0])
    assert old.execute("PRAGMA user_version").fetchone()[0] == 1
    db.save(played(("José Pérez", "Ana"))[0])
    assert db.count_matches(Filters(player="JOSE PEREZ")) == 1
    db.close()


def test_failed_migration_leaves_the_file_at_its_old_version(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=1)
    conn.execute("CREATE INDEX players_by_key ON players (name)")  # v2 will collide with it
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    cols = [r[1] for r in conn.execute("PRAGMA table_info(players)")]
    assert "key" not in cols
    assert len(MIGRATIONS) == SCHEMA_VERSION


def test_history_from_a_newer_version_is_refused_and_untouched(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    HistoryDB(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(FileProblemError) as e:
        open_or_recover(path)
    p = e.value.problem
    assert p.code is ProblemCode.HISTORY_NEWER_VERSION and p.path == path
    assert dict(p.params) == {"version": SCHEMA_VERSION + 1, "supported": SCHEMA_VERSION}
    assert path.read_bytes() == before


def test_damaged_history_file_is_kept_aside_and_a_new_one_started(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 200)
    db, problem = open_or_recover(path)
    assert problem is not None and problem.code is ProblemCode.HISTORY_CORRUPT
    assert problem.kept_aside.read_bytes() == b"this is not a database" * 200
    assert db.count_matches() == 0 and db.schema_version == SCHEMA_VERSION
    db.close()


def test_straight_pool_score_sheet_is_stored(db: HistoryDB) -> None:
    from rules import Call

    config = MatchConfig(
        players=("Ana", "Bea"),
        discipline="straight-pool",
        breaker=0,
        options=RackOptions(target=(3, 3)),
    )
    c = Controller(config)
    records: list[dict] = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    assert c.table.shot(Shot(call=Call.safety(), rails=2, cue_and_two_to_rail=True))
    for b in (1, 2, 3):
        assert c.table.shot(
            Shot(pocketed=(Pocketed(b, Pocket.FOOT_LEFT),), call=Call(b, Pocket.FOOT_LEFT))
        )
    s = summarize(
        c.snapshot,
        match_id="sp",
        created="2024-01-01T10:00:00Z",
        config=config.to_dict(),
        inputs=records,
    )
    db.save(s)
    stored = db.open_match("sp")
    assert stored.score_sheet == s.score_sheet
    assert [line["total"] for line in stored.score_sheet] == [0, 3]
