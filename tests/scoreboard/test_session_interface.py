"""What the windows ask the session for, without reaching into its journal, history or lock:
the match in play's id, its summary and its export, a history row, the competitions' store, and
an imported match stored. Real files and a real SQLite history, no Qt."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import Pocket, Pocketed, Shot
from scoreboard.history.export import export_json, prepare_import
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.table import Table

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)
BREAK = Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), rails=4)
NINE_ON_BREAK = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)


def test_without_a_match_there_is_no_id_summary_or_export(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    assert s.match_id is None
    assert s.summary_in_play() is None
    assert s.exported_in_play() is None
    assert s.history_available
    s.close()


def test_the_match_in_play_is_summed_up_and_exported_as_journaled(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    assert s.new_match(CONFIG, clock={"key": "wpa"})
    s.table.shot(BREAK)
    s.table.shot(Shot())
    match_id = s.match_id
    assert match_id is not None and len(match_id) >= 8
    summary = s.summary_in_play()
    assert summary is not None
    assert summary.match_id == match_id
    assert summary.finished is None  # not won yet
    assert summary.players == ("Ana", "José")
    assert len(summary.inputs) == 2
    exported = s.exported_in_play()
    assert exported is not None
    assert exported.match_id == match_id and len(exported.inputs) == 2
    assert exported.clock == {"key": "wpa"}
    s.table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_LEFT),)))  # José makes the 9: won
    won = s.summary_in_play()
    assert won is not None and won.winner == 1 and won.finished is not None
    s.close()


def test_a_history_row_is_found_by_its_match_and_none_for_an_unknown_one(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    match_id = s.match_id
    assert match_id is not None
    row = s.history_row(match_id)
    assert row is not None and row.winner == 0 and row.players == ("Ana", "José")
    assert s.history_row("not-a-match") is None
    s.close()


def test_a_damaged_history_hides_its_rows_without_raising(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    match_id = s.match_id
    assert match_id is not None
    db = s.history_to_browse()
    assert db is not None
    db.close()  # a history that cannot be read any more
    assert s.history_row(match_id) is None
    s.close()


def test_competitions_are_kept_in_a_writable_history_only(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    store = s.competition_store()
    assert store is not None
    assert store.list(5) == []
    s.close()
    no_history = Session.open(Table(), tmp_path / "locked-out")
    assert no_history.history is not None
    no_history.history.close()
    no_history.history = None  # as when the history cannot be opened at all
    assert no_history.competition_store() is None
    assert not no_history.history_available
    assert no_history.history_to_browse() is None
    no_history.close()


def test_an_exported_match_is_stored_through_the_session(tmp_path: Path) -> None:
    played = Session.open(Table(), tmp_path / "a")
    played.new_match(CONFIG)
    played.table.shot(BREAK)
    played.table.shot(Shot())
    exported = played.exported_in_play()
    assert exported is not None
    path = tmp_path / "match.json"
    export_json(path, exported)
    played.close()

    other = Session.open(Table(), tmp_path / "b")
    row = other.store_imported(prepare_import(path))
    db = other.history_to_browse()
    assert db is not None and db.count_matches() == 1
    assert isinstance(row, int)
    assert db.list_matches()[0].match_id == exported.match_id
    other.close()


def test_storing_an_import_without_a_history_is_an_os_error(tmp_path: Path) -> None:
    played = Session.open(Table(), tmp_path / "a")
    played.new_match(CONFIG)
    played.table.shot(BREAK)
    exported = played.exported_in_play()
    assert exported is not None
    path = tmp_path / "match.json"
    export_json(path, exported)
    played.close()
    s = Session.open(Table(), tmp_path / "b")
    assert s.history is not None
    s.history.close()
    s.history = None  # as when the history cannot be opened at all
    with pytest.raises(OSError):
        s.store_imported(prepare_import(path))
    s.close()
