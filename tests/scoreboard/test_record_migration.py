"""Version 6 of the history (how each match was recorded): a copy of a version 5 history made
by the code of version 5 migrates with every old row as it was, each old match read as scored
here, and its ratings and players' pages the same as before."""

from __future__ import annotations

import functools
import shutil
from pathlib import Path

import pytest

from scoreboard.competition import Format
from scoreboard.competition.store import CompetitionStore
from scoreboard.history import database as history
from scoreboard.history import file as history_file
from scoreboard.history.database import SCHEMA_VERSION, HistoryDB
from scoreboard.history.values import Recorded
from scoreboard.players.registry import Registry
from tests.scoreboard.competition.helpers import entered
from tests.scoreboard.test_history import played
from tests.scoreboard.test_players import every_row


def version_5(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A version 5 history made by the code of version 5: matches scored, a person from a
    ratings list and a competition."""
    with monkeypatch.context() as m:
        m.setattr(history_file, "SCHEMA_VERSION", 5)
        m.setattr(history_file, "migrate", functools.partial(history.migrate, target=5))
        with HistoryDB(path) as old:
            assert old.schema_version == 5
            old.save(played(("José Pérez", "Ana"), match_id="m-1")[0])
            old.save(played(("Ana", "Bea"), winner=1, match_id="m-2")[0])
            old.save(played(("Bea", "jose perez"), discipline="eight-ball", match_id="m-3")[0])
            reg = Registry(old.conn)
            reg.add("Cid Ruiz", club="Sur", rating=612.0)
            reg.link_new()
            old.conn.execute(
                "INSERT INTO competitions (uid, name, system, created, updated, document)"
                " VALUES ('old', 'Old cup', 'single-elimination', 'x', 'x', '{}')"
            )


def test_a_version_5_history_migrates_with_every_old_row_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = tmp_path / "history.sqlite3"
    version_5(original, monkeypatch)
    path = tmp_path / "copy.sqlite3"
    shutil.copyfile(original, path)  # a copy of the old history
    before = every_row(path)
    with HistoryDB(path) as db:
        assert db.schema_version == SCHEMA_VERSION == 7
        assert every_row(path) == before  # the old columns of every row, as they were
        listed = db.list_matches()
        assert {m.match_id for m in listed} == {"m-1", "m-2", "m-3"}
        assert all(m.recorded is Recorded.SCORED and not m.forfeit for m in listed)
        assert db.open_match("m-1").row.recorded is Recorded.SCORED
        new = db.conn.execute("SELECT recorded, forfeit, competition, slot FROM matches")
        assert set(new.fetchall()) == {("scored", 0, None, None)}
        # the games are the racks each side won, as version 5 counted them
        racks = db.conn.execute(
            "SELECT m.match_id, r.winner, count(*) FROM racks r JOIN matches m ON m.id = r.match"
            " GROUP BY m.id, r.winner"
        ).fetchall()
        games = {(mid, side): n for mid, side, n in racks}
        matches = Registry(db.conn).played()
        ids = {row.id: row.match_id for row in listed}
        for m in matches:
            mid = ids[m.id]
            assert m.games == (games.get((mid, 0), 0), games.get((mid, 1), 0))
            assert not m.forfeit
    assert len(list(tmp_path.glob("copy.sqlite3.v5-*"))) == 1


def test_a_migrated_history_takes_the_results_of_a_competition(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    version_5(path, monkeypatch)
    with HistoryDB(path) as db:
        c = entered(Format.SINGLE_ELIMINATION, 4)
        s = c.ready()[0]
        c.enter_result(s.id, (s.race, 0))
        CompetitionStore.of(db).save(c)
        recorded = {m.match_id: m.recorded for m in db.list_matches()}
        assert sorted(recorded.values()) == ["scored"] * 3 + ["typed"]


def test_a_version_5_history_opened_read_only_lists_its_matches_as_scored_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    version_5(path, monkeypatch)
    with HistoryDB(path, readonly=True) as old:  # a folder that cannot be written: no migration
        assert old.schema_version == 5
        listed = old.list_matches()
        assert len(listed) == 3
        assert all(m.recorded is Recorded.SCORED and not m.forfeit for m in listed)
        assert old.open_match("m-2").row.recorded is Recorded.SCORED
        assert [sum(m.games) for m in Registry(old.conn).played()] == [2, 2, 2]
