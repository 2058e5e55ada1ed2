"""The application service without Qt: the session over a bare match in play, as the windows
use it (clock choices, names remembered, problems told apart from refusals)."""

from __future__ import annotations

from pathlib import Path

from rules import Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.problem import Problem, ProblemKind
from scoreboard.table.shot_clock import PROFILES
from scoreboard.table.table import Table, Watcher

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)
NINE_ON_BREAK = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)


def test_the_clock_set_by_the_scorekeeper_is_kept_for_the_next_start(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    profile = PROFILES["wpa"]
    s.set_clock_profile(profile, auto_start=False)
    assert (s.clock_policy.enabled, s.clock_policy.auto_start) == (True, False)
    s.close()
    again = Session.open(Table(), tmp_path)
    assert again.settings.shot_clock_profile == profile.key
    assert again.clock_policy.auto_start is False
    again.close()


def test_the_clock_policy_follows_the_clock_settings(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    s.update_settings(clock_auto_start=False, shot_clock_profile="off")
    assert (s.clock_policy.enabled, s.clock_policy.auto_start) == (False, False)
    s.update_settings(shot_clock_profile="wpa")
    assert s.clock_policy.enabled
    s.close()


def test_a_match_without_a_clock_is_resumed_without_one(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    assert s.clock_for_new_match(None) is None and not s.clock_policy.enabled
    assert s.new_match(CONFIG, clock=None)
    assert s.table.shot(Shot(rails=4))
    s.close()
    again = Session.open(Table(), tmp_path)
    again.clock_policy.enabled = True
    (found,) = again.unfinished()
    assert again.resume(found.path) is None
    assert again.resumed_clock() is None and not again.clock_policy.enabled
    again.close()


def test_names_are_remembered_and_a_stored_match_is_found_again(tmp_path: Path) -> None:
    s = Session.open(Table(), tmp_path)
    assert s.stored_row() is None
    s.remember_players(["Ana", "José"])
    assert {"Ana", "José"} <= set(s.player_names())
    assert s.new_match(CONFIG)
    assert s.table.shot(NINE_ON_BREAK)
    row = s.stored_row()
    assert row is not None and row.players == ("Ana", "José") and row.winner == 0
    s.close()


def test_a_journal_that_cannot_be_written_is_a_problem_not_a_refusal(tmp_path: Path) -> None:
    first = Session.open(Table(), tmp_path)  # another copy of the app holds the folder
    play = Table()
    refused: list[str] = []
    problems: list[Problem] = []
    play.watch(Watcher(refused=lambda code, _m: refused.append(code), problem=problems.append))
    s = Session.open(play, tmp_path)
    try:
        assert not s.locked
        assert s.new_match(CONFIG)  # the match runs, not being saved
        assert [p.kind for p in problems] == [ProblemKind.JOURNAL_UNAVAILABLE]
        assert refused == []
        assert not play.undo()  # a refusal by the rules stays a refusal
        assert refused == ["nothing-to-undo"] and len(problems) == 1
    finally:
        s.close()
        first.close()
