"""Team matches (doubles, scotch doubles) in the history (schema version 7): a match's set-up
names each side's partners, journaled and read back as untrusted; the history stores a team
match once with its four players, links each to the person he is and never makes a person of
a team; the ratings and a page's figures leave it out, a partner's page lists it; a version 6
history migrates with every row as it was; the schema still fits the file's first page."""

from __future__ import annotations

import functools
import shutil
import sqlite3
from pathlib import Path

import pytest

from rules import Pocket, Pocketed, Shot
from scoreboard.files.shapes import SchemaError
from scoreboard.history import database as history
from scoreboard.history import file as history_file
from scoreboard.history.database import SCHEMA_VERSION, HistoryDB, summarize
from scoreboard.history.results import ResultRecord, keep_results, typed_id
from scoreboard.history.values import MatchSummary, Recorded
from scoreboard.match.match import MatchConfig, MatchConfigError
from scoreboard.players.figures import profile
from scoreboard.players.registry import Registry, rate
from tests.scoreboard.test_history import played
from tests.scoreboard.test_players import every_row
from ui.adapters.controller import Controller

PAIRS = (("Ana Ruiz", "Bea Gil"), ("Cid Mas", "Dan Sol"))
NINE = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)


def doubles(match_id: str = "d-1", winner: int = 0, partners=PAIRS) -> MatchSummary:
    """A doubles match scored to the end: a race to 1, the 9 on the break."""
    config = MatchConfig(
        players=(" & ".join(partners[0]), " & ".join(partners[1])),
        discipline="nine-ball",
        race=(1, 1),
        breaker=winner,
        partners=partners,
    )
    c = Controller(config)
    assert c.table.shot(NINE)
    return summarize(
        c.snapshot,
        match_id=match_id,
        created="2026-03-01T20:00:00Z",
        config=config.to_dict(),
        inputs=[i.to_dict() for i in c.table.inputs],
        finished="2026-03-01T20:30:00Z",
    )


# -- the set-up -----------------------------------------------------------------------------------


def test_a_team_set_up_names_its_partners_and_reads_back_the_same() -> None:
    config = MatchConfig(
        players=("Ana & Bea", "Cid & Dan"), partners=(("Ana", "Bea"), ("Cid", "Dan"))
    )
    config.validate()
    d = config.to_dict()
    assert d["partners"] == [["Ana", "Bea"], ["Cid", "Dan"]]
    assert MatchConfig.from_dict(d) == config


def test_a_singles_set_up_says_no_partners_and_an_older_one_loads_as_before() -> None:
    single = MatchConfig(players=("Ana", "Bea"))
    assert "partners" not in single.to_dict()  # written as an older version wrote it
    older = {"players": ["Ana", "Bea"], "discipline": "nine-ball"}
    assert MatchConfig.from_dict(older).partners is None


@pytest.mark.parametrize(
    "partners",
    [
        [["Ana"], ["Cid", "Dan"]],  # one player on a side
        [["Ana", "Bea", "Eva"], ["Cid", "Dan"]],
        [["Ana", "Bea"]],
        [["Ana", ""], ["Cid", "Dan"]],  # a partner left unnamed
        [["Ana", "Bea\x07"], ["Cid", "Dan"]],
        [["Ana", 7], ["Cid", "Dan"]],
        "Ana & Bea",
    ],
)
def test_a_journal_whose_partners_are_not_two_names_a_side_is_refused(partners) -> None:
    d = {"players": ["A & B", "C & D"], "discipline": "nine-ball", "partners": partners}
    with pytest.raises(SchemaError):
        MatchConfig.from_dict(d)


def test_a_team_of_one_player_twice_cannot_be_played() -> None:
    config = MatchConfig(players=("a", "b"), partners=(("Ana", "ana"), ("Cid", "Dan")))
    with pytest.raises(MatchConfigError) as e:
        config.validate()
    assert e.value.code == "same-partner"


# -- the history ----------------------------------------------------------------------------------


def test_a_doubles_match_is_stored_once_with_its_partners_and_no_team_person() -> None:
    db = HistoryDB(":memory:")
    db.save(doubles())
    db.save(doubles())  # stored again (a restart): the same row
    (row,) = db.list_matches()
    assert row.players == ("Ana Ruiz & Bea Gil", "Cid Mas & Dan Sol")
    assert row.partners == PAIRS and row.winner == 0
    assert db.open_match("d-1").row.partners == PAIRS
    names = {r[0]: r[1] for r in db.conn.execute("SELECT name, matches FROM players")}
    assert names == dict.fromkeys((*PAIRS[0], *PAIRS[1]), 1)  # no "Ana Ruiz & Bea Gil"
    reg = Registry(db.conn)
    assert sorted(p.name for p in reg.people()) == sorted((*PAIRS[0], *PAIRS[1]))
    assert all(p.matches == 1 for p in reg.people())
    db.delete_match("d-1")
    assert db.conn.execute("SELECT count(*) FROM partners").fetchone() == (0,)
    assert {r[0] for r in db.conn.execute("SELECT matches FROM players")} == {0}


def test_the_ratings_and_the_figures_leave_a_team_match_out_and_the_page_lists_it() -> None:
    db = HistoryDB(":memory:")
    db.save(played(("Ana Ruiz", "Cid Mas"), match_id="s-1")[0])
    before = rate(Registry(db.conn))
    db.save(doubles(winner=1))
    reg = Registry(db.conn)
    after = rate(reg)
    assert {k: (r.rating, r.robustness) for k, r in after.ratings.items()} == {
        k: (r.rating, r.robustness) for k, r in before.ratings.items()
    }
    bea = reg.find("Bea Gil")
    assert bea is not None and bea not in after.ratings  # only a doubles match: not rated
    ana = reg.find("Ana Ruiz")
    page = profile(reg.played(), ana)
    assert [m.team for m in page.matches] == [False, True]
    (team,) = [m for m in page.matches if m.team]
    assert team.team_side(ana) == 0 and team.partner_names == PAIRS
    assert team.people == (None, None) and not team.rated
    (nine,) = page.disciplines
    assert nine.matches == 1 and nine.won == 1  # the singles only


def test_a_typed_doubles_result_is_kept_with_its_partners() -> None:
    db = HistoryDB(":memory:")
    record = ResultRecord(
        typed_id("night", "D1"),
        "D1",
        "eight-ball",
        "wpa",
        ("Ana Ruiz & Bea Gil", "Cid Mas & Dan Sol"),
        (1, 0),
        0,
        Recorded.TYPED,
        partners=PAIRS,
    )
    db.conn.execute("BEGIN")
    keep_results(db.conn, "night", [record], now="2026-03-01T20:00:00Z")
    db.conn.execute("COMMIT")
    (row,) = db.list_matches()
    assert row.partners == PAIRS and row.recorded is Recorded.TYPED
    assert not [p for p in Registry(db.conn).people() if "&" in p.name]
    db.conn.execute("BEGIN")
    keep_results(db.conn, "night", [], now="2026-03-01T21:00:00Z")  # taken back
    db.conn.execute("COMMIT")
    assert db.conn.execute("SELECT count(*) FROM partners").fetchone() == (0,)


def test_a_damaged_partners_row_leaves_the_match_listed_without_them(tmp_path: Path) -> None:
    db = HistoryDB(tmp_path / "h.sqlite3")
    db.save(doubles())
    db.conn.execute("UPDATE partners SET name = x'00ff' WHERE seat = 1 AND side = 1")
    (row,) = db.list_matches()
    assert row.partners is None and row.players == ("Ana Ruiz & Bea Gil", "Cid Mas & Dan Sol")
    reg = Registry(db.conn)
    (m,) = reg.played()
    assert not m.team and any("partners of matches row" in p for p in reg.problems)
    db.close()


# -- the migration, and the first page --------------------------------------------------------------


def version_6(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A version 6 history made by the code of version 6: matches scored, one of them a team
    stored the old way (a person called "Ana & Bea"), a typed result."""
    with monkeypatch.context() as m:
        m.setattr(history_file, "SCHEMA_VERSION", 6)
        m.setattr(history_file, "migrate", functools.partial(history.migrate, target=6))
        with HistoryDB(path) as old:
            assert old.schema_version == 6
            old.save(played(("José Pérez", "Ana"), match_id="m-1")[0])
            old.save(played(("Ana & Bea", "Cid & Dan"), winner=1, match_id="m-2")[0])
            record = ResultRecord(
                typed_id("c", "S1"),
                "S1",
                "nine-ball",
                "wpa",
                ("Ana", "Bea"),
                (3, 1),
                0,
                Recorded.TYPED,
            )
            old.conn.execute("BEGIN")
            keep_results(old.conn, "c", [record], now="2026-01-01T00:00:00Z")
            old.conn.execute("COMMIT")
            Registry(old.conn).link_new()


def test_a_version_6_history_migrates_with_every_old_row_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = tmp_path / "history.sqlite3"
    version_6(original, monkeypatch)
    path = tmp_path / "copy.sqlite3"
    shutil.copyfile(original, path)
    before = every_row(path)
    with HistoryDB(path) as db:
        assert db.schema_version == SCHEMA_VERSION == 7
        assert every_row(path) == before
        assert {m.match_id: m.partners for m in db.list_matches()} == {
            "m-1": None,
            "m-2": None,
            "c:S1": None,
        }
        db.save(doubles())  # and it takes a team match
        assert db.open_match("d-1").row.partners == PAIRS
    assert len(list(tmp_path.glob("copy.sqlite3.v6-*"))) == 1


def test_a_version_6_history_opened_read_only_lists_its_matches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    version_6(path, monkeypatch)
    with HistoryDB(path, readonly=True) as old:  # no migration: no partners table
        assert old.schema_version == 6
        assert len(old.list_matches()) == 3
        assert not any(m.team for m in Registry(old.conn).played())


def test_every_version_migrates_to_the_last_one_step_by_step(tmp_path: Path) -> None:
    for start in range(1, SCHEMA_VERSION):
        conn = sqlite3.connect(tmp_path / f"v{start}.sqlite3", isolation_level=None)
        history.migrate(conn, target=start)
        assert history.migrate(conn) == start
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "partners" in tables
        conn.close()


def test_the_whole_schema_stays_within_the_first_page(tmp_path: Path) -> None:
    """The history's schema is read at every opening from the file's first page; the fault
    tests (tests/faults/test_history_faults.py) damage every page after the first four and
    count on it."""
    path = tmp_path / "h.sqlite3"
    HistoryDB(path).close()
    page = path.read_bytes()[:4096]
    assert page[100] == 13  # a leaf page: sqlite_master has no page of its own beyond it
