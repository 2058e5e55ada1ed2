"""The session does what the won match's state machine says, with the history's work held in
a queue and run when the test says: a store lands after the match moved on. Real files and a
real SQLite history, no Qt."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from rules import Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.table import Table

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)
NINE_ON_BREAK = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)


class Held:
    """A background that runs its work only when told (in order, as the history's thread)."""

    def __init__(self) -> None:
        self.work: list[tuple[Callable[[], object], Callable[[object], None]]] = []

    def run(self, work: Callable[[], object], done: Callable[[object], None]) -> None:
        self.work.append((work, done))

    def finish(self, timeout: float) -> bool:
        self.drain()
        return True

    def drain(self) -> None:
        while self.work:
            work, done = self.work.pop(0)
            done(work())


def opened(tmp_path: Path) -> tuple[Session, Held]:
    s = Session.open(Table(), tmp_path)
    held = Held()
    s.background = held
    held.drain()
    return s, held


def test_a_match_won_while_the_last_one_is_storing_is_stored_when_that_store_lands(
    tmp_path: Path,
) -> None:
    s, held = opened(tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    first = s.match_id
    assert s.history_storing
    s.new_match(CONFIG)  # put away while its store is in flight
    s.table.shot(NINE_ON_BREAK)
    second = s.match_id
    held.drain()
    assert s.history is not None and first is not None and second is not None
    assert s.history.has_match(first) and s.history.has_match(second)
    assert not s.history_storing and s.history_pending is None
    assert s.unfinished() == []  # the first one's journal archived
    s.close()


def test_a_match_put_away_after_its_win_was_undone_while_storing_is_offered_not_stored(
    tmp_path: Path,
) -> None:
    s, held = opened(tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    first = s.match_id
    s.table.undo()  # undone while the store is in flight
    s.new_match(CONFIG)
    held.drain()
    assert s.history is not None and first is not None
    assert not s.history.has_match(first)  # the stale win taken out
    assert [c.match_id for c in s.unfinished()] == [first]  # its journal offered
    s.close()


def test_a_win_undone_and_won_again_while_storing_is_stored_once(tmp_path: Path) -> None:
    s, held = opened(tmp_path)
    s.new_match(CONFIG)
    s.table.shot(NINE_ON_BREAK)
    s.table.undo()
    s.table.shot(NINE_ON_BREAK)
    held.drain()
    assert s.history is not None and s.history.count_matches() == 1
    assert not s.history_storing and s.history_pending is None and not s.history_conflict
    s.close()
    again = Session.open(Table(), tmp_path)
    assert again.unfinished() == [] and again.stored_at_start == []
    again.close()
