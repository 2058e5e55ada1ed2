"""The session: a match's journal, its resumption, and the history when it is won."""

from __future__ import annotations

from pathlib import Path

from rules import Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.table import Table

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)
NINE_ON_BREAK = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)
BREAK = Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), rails=4)


def test_a_new_match_is_journaled_and_resumable_after_the_app_stops(qtbot, tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    assert s.new_match(CONFIG, clock={"key": "wpa"})
    s.table.shot(BREAK)
    s.table.shot(Shot())
    before = s.table.snapshot
    s.close()  # the app stops with the match unfinished

    s2 = Session.open(Table(), tmp_path)
    (found,) = s2.unfinished()
    assert s2.resume(found.path) is None
    after = s2.table.snapshot
    assert after.players.score == before.players.score and after.rack.turn == before.rack.turn
    assert after.rack.on_table == before.rack.on_table and len(after.history) == len(before.history)
    assert s2.clock == {"key": "wpa"}
    s2.close()


def test_a_won_match_goes_to_the_history_and_is_not_offered_again(qtbot, tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    assert s.table.snapshot.winner == 0
    assert s.history is not None
    rows = s.history.list_matches()
    assert len(rows) == 1 and rows[0].players == ("Ana", "José")
    s.close()
    s2 = Session.open(Table(), tmp_path)
    assert s2.unfinished() == []
    assert "Ana" in s2.player_names()
    s2.close()


def test_undoing_the_winning_shot_and_winning_again_keeps_one_history_entry(
    qtbot, tmp_path: Path
) -> None:
    s = Session.open(Table(), tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    s.table.undo()
    s.table.shot(NINE_ON_BREAK)
    assert s.history is not None and s.history.count_matches() == 1
    s.close()


def test_settings_persist_between_runs(qtbot, tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    s.update_settings(language="es", theme="light")
    s.close()
    s2 = Session.open(Table(), tmp_path)
    assert s2.settings.language == "es" and s2.settings.theme == "light"
    s2.close()


def test_the_clock_auto_start_setting_persists(qtbot, tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    assert s.settings.clock_auto_start is True
    s.update_settings(clock_auto_start=False)
    s.close()
    assert Session.open(Table(), tmp_path).settings.clock_auto_start is False


def test_a_match_abandoned_in_play_is_archived_never_stored_and_leaves_no_match(
    qtbot, tmp_path: Path
) -> None:
    s = Session.open(Table(), tmp_path)
    s.new_match(CONFIG)
    s.table.shot(BREAK)
    match_id = s.match_id
    assert match_id is not None and s.abandon(match_id)
    assert s.journal is None and not s.table.snapshot.set_up
    assert s.unfinished() == [] and s.history is not None and s.history.count_matches() == 0
    assert not s.abandon(match_id)  # once
    s.close()


def test_a_match_left_for_another_is_abandoned_the_other_going_on(qtbot, tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    s.new_match(CONFIG)
    s.table.shot(BREAK)
    left = s.match_id
    s.new_match(CONFIG)
    playing = s.match_id
    assert left is not None and [u.match_id for u in s.unfinished()] == [left]
    assert s.abandon(left)
    assert s.unfinished() == [] and s.match_id == playing and s.table.snapshot.set_up
    s.close()
