"""The player registry: a migration that links every stored match to its people and changes
nothing already stored, merges that unmerge exactly, and damaged rows reported, not raised."""

from __future__ import annotations

import functools
import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoreboard.history import database as history
from scoreboard.history import file as history_file
from scoreboard.history.database import SCHEMA_VERSION, HistoryDB
from scoreboard.players.registry import DISCIPLINE_GROUPS, Registry, head_to_head, profile, rate
from scoreboard.ratings import Games, fit
from tests.scoreboard.test_history import played

#: The tables of a version 3 history.
OLD_TABLES = ("players", "matches", "match_data", "racks", "shots", "competitions")
#: The columns version 6 adds to the matches (how each was recorded: the old rows read as
#: scored here; tests/scoreboard/test_record_migration.py checks them).
V6_COLUMNS = ("recorded", "forfeit", "competition", "slot")


def dump(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of the old tables, each value with its SQLite type (so that 1 and '1' and
    b'1' differ): byte for byte what a reader gets."""
    conn = sqlite3.connect(path)
    out: dict[str, list[tuple[object, ...]]] = {}
    for table in OLD_TABLES:
        cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
        if table == "players":
            cols = [c for c in cols if c != "person"]
        cols = [c for c in cols if table != "matches" or c not in V6_COLUMNS]
        select = ", ".join(f"typeof({c}), quote({c})" for c in cols)
        out[table] = conn.execute(f"SELECT {select} FROM {table} ORDER BY rowid").fetchall()
    conn.close()
    return out


def old_history(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A version 3 history made by the code of version 3 (the registry's migration held
    back): matches with names typed several ways, and a few damaged rows."""
    with monkeypatch.context() as m:
        m.setattr(history_file, "SCHEMA_VERSION", 3)
        m.setattr(history_file, "migrate", functools.partial(history.migrate, target=3))
        db = HistoryDB(path)
        assert db.schema_version == 3
        db.save(played(("José Pérez", "Ana"), match_id="m-1", created="2024-01-01T10:00:00Z")[0])
        db.save(played(("Ana", "jose  PEREZ"), match_id="m-2", created="2024-02-01T10:00:00Z")[0])
        db.save(played(("Bea", "Ana"), discipline="eight-ball", match_id="m-3", winner=1)[0])
        db.remember_player("Carla")  # typed, never played
        conn = db.conn
        # damaged rows: a name that is not text, a match whose link is lost, wrong types
        conn.execute(
            "INSERT INTO players (name, key, first_seen, last_seen) VALUES (x'37ff', '7', 'x', 'x')"
        )
        conn.execute("UPDATE matches SET player1 = NULL WHERE match_id = 'm-3'")
        db.save(played(("Dan", "Eve"), match_id="m-4")[0])
        conn.execute(
            "UPDATE matches SET racks0 = 'many', winner = 9, stats0 = '[1' WHERE match_id = 'm-4'"
        )
        db.close()


@pytest.fixture
def migrated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, dict, HistoryDB]:
    path = tmp_path / "history.sqlite3"
    old_history(path, monkeypatch)
    before = dump(path)
    db = HistoryDB(path)
    yield path, before, db
    db.close()


def test_an_old_history_opens_with_every_match_linked_and_nothing_changed(migrated) -> None:
    path, before, db = migrated
    assert db.schema_version == SCHEMA_VERSION == 7
    assert dump(path) == before  # every old row, every value and type, as it was
    backups = list(path.parent.glob("history.sqlite3.v3-*"))
    assert len(backups) == 1
    reg = Registry(db.conn)
    matches = reg.played()
    assert [m.id for m in matches] == [1, 2, 3]  # m-4 is damaged: reported, not raised
    assert any("matches row 4" in p for p in reg.problems)
    for m in matches:
        assert None not in m.people, m
    jose = reg.find("Jose Perez")
    assert matches[0].people[0] == matches[1].people[1] == jose  # one person, two spellings
    assert matches[2].people[1] == reg.find("ana")  # its lost link found again by name
    people = {p.name: p for p in reg.people()}
    assert set(people["José Pérez"].names) == {"José Pérez", "jose PEREZ"}
    assert people["Ana"].matches == 3 and people["Carla"].matches == 0
    assert "7\ufffd" in people  # a damaged name (not text) still has its person
    assert any("players row" in p and "7" in p for p in reg.problems)


def test_the_migration_fails_on_nothing_a_damaged_history_holds(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    history.migrate(conn, target=3)
    conn.execute(
        "INSERT INTO players (name, key, first_seen, last_seen) VALUES"
        " (x'ff00', 5, x'00', 3), ('', '', 'a', 'b'), ('   ', '', 'a', 'b')"
    )
    conn.execute(
        "INSERT INTO matches (match_id, discipline, ruleset, name0, name1, started, score0,"
        " score1, racks0, racks1, sets0, sets1, racks_played, shots, stats0, stats1)"
        " VALUES ('x', 3, 'y', x'00', 'Zoe', 5, 0, 0, 'a', 0, 0, 0, 0, 0, 'z', 'z')"
    )
    conn.close()
    with HistoryDB(path) as db:
        reg = Registry(db.conn)
        assert reg.played() == []
        assert reg.problems
        assert reg.find("zoe") is not None  # the name a damaged match carries has a person
        assert len(reg.people()) == 4


def test_names_stored_later_join_the_person_of_their_spelling(migrated) -> None:
    _, _, db = migrated
    reg = Registry(db.conn)
    jose = reg.find("josé pérez")
    db.save(played(("JOSÉ PÉREZ", "Fede"), match_id="m-5", created="2024-03-01T10:00:00Z")[0])
    [last] = [m for m in reg.played() if m.names[1] == "Fede"]
    assert last.people[0] == jose
    assert last.people[1] is not None and last.people[1] == reg.find("fede")
    assert last.people[1] not in {p for m in reg.played() if m != last for p in m.people}


def test_a_merge_unmerges_exactly(migrated) -> None:
    _, _, db = migrated
    reg = Registry(db.conn)
    links = db.conn.execute("SELECT * FROM player_names ORDER BY player").fetchall()
    ana, bea = reg.find("ana"), reg.find("bea")
    reg.merge(bea, ana)
    assert reg.find("bea") == ana
    assert [p.id for p in reg.people()].count(ana) == 1 and bea not in {p.id for p in reg.people()}
    assert reg.person(ana).merged == (bea,)
    m3 = [m for m in reg.played() if m.id == 3][0]
    assert m3.people == (ana, ana)
    # a name typed later for the merged person goes to the person it was merged into
    db.remember_player("BEA")
    assert reg.find("bea") == ana
    reg.unmerge(ana)
    after = db.conn.execute("SELECT * FROM player_names ORDER BY player").fetchall()
    assert after[: len(links)] == links
    assert {p.id for p in reg.people()} >= {ana, bea}


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=8))
def test_any_merges_undone_give_back_every_link(tmp_path: Path, steps) -> None:
    db = HistoryDB(":memory:")
    for i, name in enumerate(["Ana", "ana", "Bea", "Cid", "Dan", "Éva"]):
        db.save(played((name, "Zed"), match_id=f"m{i}")[0])
    reg = Registry(db.conn)
    ids = [p.id for p in reg.people()]  # the names stored since the migration linked
    links = db.conn.execute("SELECT * FROM player_names ORDER BY player").fetchall()
    assert len(links) == 7
    for a, b in steps:
        live = [p.id for p in reg.people()]
        source, into = ids[a % len(ids)], ids[b % len(ids)]
        if source != into and source in live and into in live:
            reg.merge(source, into)
    while merged := [p for p in reg.people() if p.merged]:
        for p in merged:
            reg.unmerge(p.id)
    assert db.conn.execute("SELECT * FROM player_names ORDER BY player").fetchall() == links
    db.close()


def test_a_copy_of_an_old_history_migrates_the_same(migrated, tmp_path: Path) -> None:
    path, before, db = migrated
    backup = next(path.parent.glob("history.sqlite3.v3-*"))
    copy = tmp_path / "copy.sqlite3"
    shutil.copy(backup, copy)
    assert dump(copy) == before
    with HistoryDB(copy) as again:
        assert [m.people for m in Registry(again.conn).played()] == [
            m.people for m in Registry(db.conn).played()
        ]


def every_row(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table that holds any, each value with its SQLite type (a table a
    later version adds starts empty: an old table emptied would still be told)."""
    conn = sqlite3.connect(path)
    tables = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'").fetchall()
    out: dict[str, list[tuple[object, ...]]] = {}
    for table, sql in tables:
        cols = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
        cols = [c for c in cols if table != "matches" or c not in V6_COLUMNS]
        select = ", ".join(f"typeof({c}), quote({c})" for c in cols)
        order = "" if "WITHOUT ROWID" in sql.upper() else " ORDER BY rowid"  # by its key
        rows = conn.execute(f"SELECT {select} FROM {table}{order}").fetchall()
        if rows:
            out[table] = rows
    conn.close()
    return out


def test_a_version_4_history_gains_the_index_of_folded_names_and_keeps_every_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    with monkeypatch.context() as m:  # made by the code of version 4
        m.setattr(history_file, "SCHEMA_VERSION", 4)
        m.setattr(history_file, "migrate", functools.partial(history.migrate, target=4))
        with HistoryDB(path) as old:
            assert old.schema_version == 4
            old.save(played(("José Pérez", "Ana"), match_id="m-1")[0])
            reg = Registry(old.conn)
            reg.add("Bea Gil", club="Sur", rating=612.0)  # from a ratings list
            reg.merge(reg.find("ana"), reg.find("jose perez"))
    before = every_row(path)
    with HistoryDB(path) as db:
        assert db.schema_version == SCHEMA_VERSION == 7
        assert every_row(path) == before
        plan = db.conn.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM people WHERE key = ? AND merged_into IS NULL"
            " ORDER BY id LIMIT 1",
            ("bea gil",),
        ).fetchall()
        assert any("USING INDEX people_by_key" in str(r[-1]) for r in plan), plan
        assert Registry(db.conn).find("BEA GIL") is not None
    assert len(list(tmp_path.glob("history.sqlite3.v4-*"))) == 1


# -- ratings from the history ------------------------------------------------------------------


def rated_history() -> tuple[HistoryDB, Registry]:
    """Ana beats Bea three times and loses once at nine-ball (races to 2, so 6 racks to 2);
    Bea beats Cid twice at eight-ball (4 racks to 0); "ANA" is Ana typed another way."""
    db = HistoryDB(":memory:")
    n = 0
    for players, winner, discipline in [
        (("Ana", "Bea"), 0, "nine-ball"),
        (("Bea", "ANA"), 1, "nine-ball"),
        (("Ana", "Bea"), 0, "nine-ball"),
        (("Ana", "Bea"), 1, "nine-ball"),
        (("Bea", "Cid"), 0, "eight-ball"),
        (("Cid", "Bea"), 1, "eight-ball"),
    ]:
        n += 1
        db.save(played(players, winner=winner, discipline=discipline, match_id=f"m{n}")[0])
    return db, Registry(db.conn)


def test_ratings_fit_every_rack_stored_as_a_game() -> None:
    db, reg = rated_history()
    ana, bea, cid = (reg.find(n) for n in ("ana", "bea", "cid"))
    got = rate(reg)
    want = fit([Games(ana, bea, 6, 2), Games(bea, cid, 4, 0)])
    for p in (ana, bea, cid):
        assert got[p].rating == pytest.approx(want[p].rating)
    assert (got[ana].robustness, got[bea].robustness, got[cid].robustness) == (8, 12, 4)
    assert (got[ana].won, got[ana].lost) == (6, 2)
    assert got[ana].rating > got[bea].rating > got[cid].rating


def test_ratings_per_discipline_group_see_only_its_games() -> None:
    db, reg = rated_history()
    ana, bea, cid = (reg.find(n) for n in ("ana", "bea", "cid"))
    nine = rate(reg, DISCIPLINE_GROUPS["rotation"])
    assert cid not in nine and nine[bea].robustness == 8
    eight = rate(reg, DISCIPLINE_GROUPS["eight-ball"])
    assert ana not in eight and eight[bea].robustness == 4
    assert eight[bea].rating > eight[cid].rating


def test_the_starter_rating_and_imported_ratings_are_the_priors() -> None:
    db, reg = rated_history()
    ana, bea, cid = (reg.find(n) for n in ("ana", "bea", "cid"))
    low, high = rate(reg, starter=300), rate(reg, starter=700)
    assert high[ana].rating - low[ana].rating == pytest.approx(400, abs=1)
    assert low[ana].prior == 300
    new = reg.add("Dora", club="Billar Sur", rating=720)
    reg.set_details(cid, rating=650.0)
    got = rate(reg)
    assert got[new].rating == 720 and got[new].robustness == 0
    assert (
        got[cid].prior == 650 and got[cid].rating > rate(Registry(db.conn), starter=400)[cid].rating
    )
    assert reg.person(new).club == "Billar Sur"
    with pytest.raises(ValueError):
        reg.set_details(cid, rating=float("nan"))


def test_a_merged_person_is_rated_once_with_the_games_of_every_name() -> None:
    db, reg = rated_history()
    ana = reg.find("ana")
    db.save(played(("Anita", "Bea"), winner=0, match_id="m-anita")[0])
    anita = reg.find("anita")
    assert anita != ana and rate(reg)[anita].robustness == 2
    reg.merge(anita, ana)
    merged = rate(reg)
    assert anita not in merged and merged[ana].robustness == 10
    reg.unmerge(ana)
    assert rate(reg)[anita].robustness == 2


def test_a_players_page_counts_his_matches_racks_and_form_per_discipline() -> None:
    db, reg = rated_history()
    ana, bea, cid = (reg.find(n) for n in ("ana", "bea", "cid"))
    matches = reg.played()
    page = profile(matches, bea)
    assert len(page.matches) == 6
    nine, eight = (
        {r.discipline: r for r in page.disciplines}[d] for d in ("nine-ball", "eight-ball")
    )
    assert (nine.matches, nine.won, nine.lost, nine.racks_won, nine.racks_lost) == (4, 1, 3, 2, 6)
    assert (eight.matches, eight.won, eight.racks_won, eight.racks_lost) == (2, 2, 4, 0)
    assert nine.fouls_per_rack == 0 and eight.fouls_per_rack == 0
    assert [round(share, 3) for _, share in page.form] == [0.0, 0.0, 0.0, 0.25, 0.4, 0.6]
    h = head_to_head(matches, ana, bea)
    assert (h.matches, h.won, h.racks) == (4, (3, 1), (6, 2))
    assert head_to_head(matches, ana, cid).matches == 0
