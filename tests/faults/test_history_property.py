"""Whatever happens to the history, every entered input is in exactly one place a restart
finds: the history (a won match) or an offered journal (a match not won, or won and not yet
stored).

A state machine plays matches through the app's service and the window's history thread: shots that win
racks and matches, undos (a win undone after it was stored), and another program that locks
the history, deletes it or empties it, in any order, with restarts of the app in between. At
each restart, and at the end with the history free again, each match played is looked for:

* in the history, with exactly the inputs entered (never an older result), or
* in the journals the start offers, replaying to exactly the inputs entered,

never both and never neither. (At a restart while the history is still locked, an undone win
the history cannot take out yet may stay there next to its offered journal; once the history
can be changed, it is gone.)
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from PySide6.QtWidgets import QApplication

from rules import Pocket, Pocketed, Shot
from scoreboard.match.replay import replay
from scoreboard.service.session import Session
from tests.faults.test_history_faults import CONFIG
from tests.faults.test_history_store_never_blocks import HistoryHeld
from ui.adapters.controller import Controller
from ui.history.writer import HistoryWriter

SHOTS = {
    "break": Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4),
    "miss": Shot(rails=1),
    "nine": Shot(pocketed=(Pocketed(9, Pocket.SIDE_LEFT),), rails=1),
}
RACES = {"one rack": (1, 1), "two racks": (2, 2)}


def _plain(records: Any) -> Any:
    return json.loads(json.dumps(list(records)))


class HistoryUnderFire(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.root = Path(tempfile.mkdtemp(prefix="history-property-"))
        self.data = self.root / "data"
        self.db = self.data / "history.sqlite3"
        self.held: HistoryHeld | None = None
        #: match id -> the inputs entered (surviving, as the match stands)
        self.entered: dict[str, list[Any]] = {}
        self.log: list[str] = []
        self._open()

    # -- the app ---------------------------------------------------------------------------

    def _open(self) -> None:
        self.controller = Controller()
        self.session = Session.open(self.controller.table, self.data)
        # the window's history thread (the window itself is not needed to store)
        self.writer = HistoryWriter()
        self.session.background = self.writer
        self.playing: str | None = None

    def _settle(self) -> None:
        deadline = time.monotonic() + 30
        writer = self.writer
        while not writer.settled:
            QApplication.processEvents()
            time.sleep(0.002)
            assert time.monotonic() < deadline, "the history's thread never settled"
        QApplication.processEvents()

    def _close(self) -> None:
        self._settle()
        self.session.close()
        self.writer.deleteLater()
        QApplication.processEvents()

    def _note(self) -> None:
        if self.playing is not None:
            self.entered[self.playing] = [i.to_dict() for i in self.controller.table.inputs]

    # -- what the scorekeeper does ---------------------------------------------------------

    @rule(race=st.sampled_from(sorted(RACES)))
    def start_a_match(self, race: str) -> None:
        config = dataclasses.replace(CONFIG, race=RACES[race])
        assert self.session.new_match(config)
        self.playing = self.session.match_id
        self.log.append(f"start {race}")
        self._settle()

    @precondition(lambda self: self.playing is not None)
    @rule(moves=st.lists(st.sampled_from([*sorted(SHOTS), "nine", "undo"]), min_size=1, max_size=8))
    def play(self, moves: list[str]) -> None:
        """A few inputs, each as the scorekeeper enters it (a win is stored, and an undone
        win taken out, on the history's thread before the next)."""
        for move in moves:
            won = self.controller.snapshot.winner is not None
            if move == "undo":
                if self.controller.table.undo():
                    self.log.append("undo-win" if won else "undo")
            elif not won and self.controller.table.shot(SHOTS[move]):
                self.log.append("win" if self.controller.snapshot.winner is not None else move)
            self._note()
            self._settle()

    # -- what another program does ---------------------------------------------------------

    @precondition(lambda self: self.held is None)
    @rule()
    def lock_the_history(self) -> None:
        if self.db.exists() and self.db.stat().st_size > 0:
            self.held = HistoryHeld(self.db)
            self.log.append("lock")

    @precondition(lambda self: self.held is not None)
    @rule()
    def unlock_the_history(self) -> None:
        assert self.held is not None
        self.held.release()
        self.held = None
        self.log.append("unlock")

    @precondition(lambda self: self.db.exists())
    @rule()
    def delete_the_history(self) -> None:
        for extra in ("", "-wal", "-shm"):
            side = self.db.with_name(self.db.name + extra)
            if side.exists():
                side.unlink()
        self.log.append("delete")

    @precondition(lambda self: self.db.exists() and self.db.stat().st_size > 0)
    @rule()
    def empty_the_history(self) -> None:
        if self.db.exists():
            os.truncate(self.db, 0)
            self.log.append("empty")

    @rule()
    def restart(self) -> None:
        self._close()
        self.log.append("restart")
        self._open()
        self._check(strict=self.held is None)

    # -- the promise -----------------------------------------------------------------------

    def _check(self, *, strict: bool) -> None:
        history = self.session.history_to_browse()
        assert history is not None, self.log
        offered: dict[str, list[Any]] = {}
        for journal in self.session.unfinished():
            if journal.match_id is None:
                continue
            replayed = replay(journal.config, journal.inputs)
            offered[journal.match_id] = _plain(i.to_dict() for i in replayed.inputs)
        for match_id, inputs in self.entered.items():
            if not inputs:
                continue  # nothing entered: nothing to find
            want = _plain(inputs)
            stored = history.stored_inputs(match_id)
            in_history = stored is not None and _plain(stored) == want
            in_journal = offered.get(match_id) == want
            where = f"{match_id}: history {stored is not None}, offered {match_id in offered}"
            if strict or not in_journal:
                assert stored is None or in_history, f"an older result stored; {where} {self.log}"
            assert in_history != in_journal, f"{where}; steps {self.log}"

    @invariant()
    def the_window_is_up(self) -> None:
        assert self.session.locked

    def teardown(self) -> None:
        print("steps:", " ".join(self.log))
        try:
            if self.held is not None:
                self.held.release()
                self.held = None
            self._close()
            self._open()
            self._check(strict=True)
            self._close()
        finally:
            if self.held is not None:
                self.held.release()
            shutil.rmtree(self.root, ignore_errors=True)


def test_every_entered_input_is_in_exactly_one_place_a_restart_finds(
    qapp, monkeypatch: pytest.MonkeyPatch
) -> None:
    import scoreboard.service.session

    # the history's thread waits briefly for a lock (a locked history is tried again when
    # the match is put away, and at the next start)
    monkeypatch.setattr(scoreboard.service.session, "STORE_BUSY_TIMEOUT", 0.1)
    run_state_machine_as_test(
        HistoryUnderFire,
        settings=settings(
            max_examples=int(os.environ.get("HP_EXAMPLES", "60")),
            stateful_step_count=30,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
        ),
    )
