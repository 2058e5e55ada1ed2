"""A won match always reaches the history, and the history never loses or overwrites one.

* the history locked by another program, from a newer version, or not a file when the match
  is won: the journal is kept (unfinished but won), a lasting bar says so, and the next start
  stores the match and only then archives the journal, with its ``end`` line;
* a copied journal of a match already in the history is never offered again, and finishing it
  anyway never replaces the stored result without the scorekeeper saying so;
* damage anywhere in the history file is found when it is opened: the file is put aside with
  the usual message and a fresh history started;
* a history in a read-only data folder can still be browsed.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from rules import Pocket, Pocketed, Shot
from scoreboard.files.paths import ProblemCode
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.journal import CLOSED_FOLDER, read_journal
from scoreboard.table.table import Table
from tests.faults.test_faults import (
    _no_writes,
    _prepare_then_protect,
    make_ui,
    small_tmpfs,  # noqa: F401 - fixture
)
from ui import texts
from ui.adapters.controller import Controller

CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(2, 2), breaker=0)
BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
NINE_ON_BREAK = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)
MISS = Shot()


def win_rack(c: Controller, winner: int) -> None:
    """One rack to ``winner``: the breaker makes a ball; if the breaker is not the winner,
    a miss hands the table over; then the 9."""
    assert c.table.shot(BREAK)
    if c.snapshot.rack.turn != winner:
        assert c.table.shot(MISS)
    assert c.table.shot(Shot(pocketed=(Pocketed(9, Pocket.SIDE_LEFT),)))


def journals(data: Path) -> list[Path]:
    return sorted((data / "journals").glob("*.jsonl"))


def archived(data: Path) -> list[Path]:
    return sorted((data / "journals" / CLOSED_FOLDER).glob("*.jsonl"))


# -- the history cannot take the won match ------------------------------------------------------

LOCKER = textwrap.dedent(
    """
    import sqlite3, sys
    conn = sqlite3.connect(sys.argv[1], isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    print("locked", flush=True)
    sys.stdin.read()
    """
)


class Fault:
    """A history that cannot take a match while ``on``; ``off`` puts things right."""

    def __init__(self, kind: str, data: Path) -> None:
        self.kind = kind
        self.data = data
        self.db = data / "history.sqlite3"
        self.proc: subprocess.Popen[str] | None = None
        self.active = False

    def on(self) -> None:
        self.active = True
        if self.kind == "locked":
            # another program holds a write transaction on the history (a backup tool)
            self.proc = subprocess.Popen(
                [sys.executable, "-c", LOCKER, str(self.db)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
            assert self.proc.stdout is not None and self.proc.stdout.readline() == "locked\n"
        elif self.kind == "newer-version":
            self.db.unlink()
            conn = sqlite3.connect(self.db)
            conn.execute("PRAGMA user_version = 99")
            conn.close()
        elif self.kind == "not-a-file":
            self.db.unlink()
            self.db.mkdir()

    def off(self) -> None:
        if not self.active:
            return
        self.active = False
        if self.proc is not None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            self.proc.wait(10)
            self.proc = None
        elif self.kind == "newer-version":
            self.db.rename(self.db.with_name("history-from-newer-version.sqlite3"))
        elif self.kind == "not-a-file":
            self.db.rmdir()


@pytest.fixture(params=["locked", "newer-version", "not-a-file"])
def fault(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Fault]:
    data = tmp_path / "data"
    Session.open(Table(), data).close()  # a history that works, at first
    f = Fault(request.param, data)
    try:
        yield f
    finally:
        f.off()


def test_a_won_match_stays_until_the_history_has_stored_it(qtbot, fault: Fault) -> None:
    # a folder found in the history's place at start is put aside and a new history started
    # (test_one_way_to_open.py): here it takes the history's place while the app runs
    if fault.kind != "not-a-file":
        fault.on()
    controller = Controller()
    session = Session.open(controller.table, fault.data)
    if fault.kind == "not-a-file":
        fault.on()
    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    assert session.new_match(CONFIG)
    win_rack(controller, 1)
    started = time.monotonic()
    win_rack(controller, 1)  # Bea wins 0–2
    took = time.monotonic() - started
    assert controller.snapshot.winner == 1

    def bar_text() -> str:
        bar = ui.window.findChild(QLabel, "historyWarning")
        return bar.text() if bar is not None and not bar.isHidden() else ""

    # a locked history is waited for off the window's thread, then the bar comes
    qtbot.waitUntil(lambda: bool(bar_text()), timeout=20_000)
    bar_text = bar_text()
    session.close()
    print(f"tried: history {fault.kind} when the match was won; the winning shot took {took:.2f} s")
    print(f"bar: {bar_text!r}")
    assert "Not in the history yet" in bar_text and "next start" in bar_text
    # the journal was not closed: it waits, won, for the history
    (kept,) = journals(fault.data)
    contents = read_journal(kept)
    assert not contents.finished and archived(fault.data) == []
    match_id = contents.match_id

    fault.off()
    again = Session.open(Table(), fault.data)
    assert again.stored_at_start == [match_id]
    assert again.history is not None
    (row,) = again.history.list_matches()
    assert row.match_id == match_id and row.winner == 1 and row.racks_won == (0, 2)
    assert again.unfinished() == []
    # only now is the journal archived, with the end line the format promises
    (closed,) = archived(fault.data)
    last = json.loads(closed.read_text("utf-8").splitlines()[-1])
    assert last["end"] == "finished"
    again.close()
    print("lost: nothing (stored at the next start)")


def test_a_finished_journal_is_archived_with_its_end_line(qtbot, tmp_path: Path) -> None:
    session = Session.open(Table(), tmp_path)
    assert session.new_match(dataclasses.replace(CONFIG, race=(1, 1)))
    session.table.shot(NINE_ON_BREAK)
    session.close()
    (closed,) = archived(tmp_path)
    contents = read_journal(closed)
    assert contents.ended == "finished" and contents.problem is None


# -- a copy of a stored match's journal ---------------------------------------------------------


def _stored_and_copied(data: Path) -> tuple[Path, str]:
    """Ana wins 2–0 and the match is stored; a copy of its journal taken halfway through
    (``copy of <name>``) is left in the journals folder."""
    c = Controller()
    session = Session.open(c.table, data)
    assert session.new_match(CONFIG)
    win_rack(c, 0)
    assert session.journal is not None
    original = session.journal.path
    copy = original.with_name(f"copy of {original.name}")
    shutil.copyfile(original, copy)
    win_rack(c, 0)
    assert c.snapshot.winner == 0
    match_id = session.journal.match_id
    session.close()
    return copy, match_id


def test_a_copied_journal_of_a_stored_match_is_never_offered(qtbot, tmp_path: Path) -> None:
    copy, match_id = _stored_and_copied(tmp_path)
    session = Session.open(Table(), tmp_path)
    offered = [c.path for c in session.unfinished()]
    print(f"tried: {copy.name} left in the journals folder; offered: {offered}")
    assert copy not in offered
    assert copy.exists()  # left as it was
    session.close()


def _click_when_asked(label: str, seen: list[str]) -> QTimer:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            for button in box.findChildren(QPushButton):
                if button.text() == label:
                    button.click()
                    return

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    return timer


@pytest.mark.parametrize("answer", ["Keep the stored result", "Replace the stored result"])
def test_a_stored_result_is_never_replaced_without_asking(
    qtbot, tmp_path: Path, answer: str
) -> None:
    copy, match_id = _stored_and_copied(tmp_path)
    controller = Controller()
    session = Session.open(controller.table, tmp_path)
    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    asked: list[str] = []
    timer = _click_when_asked(answer, asked)
    try:
        assert session.resume(copy) is None  # opened by hand: Bea comes back and wins
        win_rack(controller, 1)
        win_rack(controller, 1)
        assert controller.snapshot.winner == 1
        qtbot.waitUntil(lambda: bool(asked), timeout=5000)
        # the answer is stored off the window's thread
        qtbot.waitUntil(lambda: not session.history_storing, timeout=5000)
    finally:
        timer.stop()
    assert session.history is not None
    (row,) = session.history.list_matches()
    print(
        f"tried: the copy (taken at 1–0) finished Bea 1–2; asked {asked}; answered {answer!r}; stored: {row}"
    )
    assert "already holds a result for this match: Ana 2–0 Bea" in asked[0]
    assert "with this one: Ana 1–2 Bea" in asked[0]
    if answer.startswith("Keep"):
        assert row.winner == 0 and row.racks_won == (2, 0)
    else:
        assert row.winner == 1 and row.racks_won == (1, 2)
    session.close()


# -- damage in the history file -----------------------------------------------------------------


def _damaged_history(tmp_path: Path) -> tuple[Path, bytes]:
    """A history of 12 won matches with garbage over every page after the first four."""
    c = Controller()
    session = Session.open(c.table, tmp_path)
    for _ in range(12):
        assert session.new_match(CONFIG)
        win_rack(c, 0)
        win_rack(c, 1)
        win_rack(c, 0)
    session.close()
    db = tmp_path / "history.sqlite3"
    size = db.stat().st_size
    with open(db, "r+b") as f:  # garbage over the pages after the first ones
        f.seek(4 * 4096)
        f.write(bytes(range(256)) * ((size - 4 * 4096) // 256))
    return db, db.read_bytes()


def test_damage_anywhere_in_the_history_is_found_when_it_is_opened(qtbot, tmp_path: Path) -> None:
    db, damaged = _damaged_history(tmp_path)
    size = len(damaged)

    controller = Controller()
    again = Session.open(controller.table, tmp_path)
    (problem,) = again.problems
    message = texts.problem_text(problem)
    print(f"tried: garbage over {size - 4 * 4096} of {size} bytes; message: {message!r}")
    assert problem.code is ProblemCode.HISTORY_CORRUPT
    assert problem.kept_aside is not None and problem.kept_aside.read_bytes() == damaged
    assert str(db) in message and str(problem.kept_aside) in message
    # a fresh history takes the next won match
    assert again.history is not None and again.history.count_matches() == 0
    assert again.new_match(CONFIG)
    win_rack(controller, 0)
    win_rack(controller, 0)
    assert again.history.count_matches() == 1 and again.history_pending is None
    again.close()


# -- a read-only data folder ----------------------------------------------------------------------


def test_a_history_in_a_read_only_folder_can_still_be_browsed(
    qtbot,
    tmp_path: Path,
    small_tmpfs: Path | None,  # noqa: F811 - fixture
) -> None:
    base = small_tmpfs if small_tmpfs is not None else tmp_path
    folder = base / "data"
    how = _prepare_then_protect(folder, small_tmpfs)
    with _no_writes(how):
        session = Session.open(Table(), folder)
        history = session.history
        rows = history.list_matches() if history is not None else []
        session.close()
    print(f"tried: history in a read-only data folder ({how}); listed: {rows}")
    assert len(rows) == 1 and rows[0].players == ("Ana", "Bea")


def test_a_locked_history_takes_the_won_match_once_the_lock_is_gone(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ui.main

    monkeypatch.setattr(ui.main, "HISTORY_RETRY_MS", 100)
    data = tmp_path / "data"
    Session.open(Table(), data).close()
    fault = Fault("locked", data)
    fault.on()
    try:
        controller = Controller()
        session = Session.open(controller.table, data)
        window = make_ui(controller, session, sound=False)
        qtbot.addWidget(window.window)
        assert session.new_match(dataclasses.replace(CONFIG, race=(1, 1)))
        controller.table.shot(NINE_ON_BREAK)

        def bar_shown() -> bool:
            bar = window.window.findChild(QLabel, "historyWarning")
            return bar is not None and not bar.isHidden()

        # the store waits for the lock off the window's thread, gives up, and the bar says so
        qtbot.waitUntil(bar_shown, timeout=20_000)
        bar = window.window.findChild(QLabel, "historyWarning")
        assert session.history is not None and session.history.count_matches() == 0
    finally:
        fault.off()
    # the window tries again by itself: the match is stored and the bar goes
    qtbot.waitUntil(lambda: session.history_pending is None, timeout=5000)
    assert bar.isHidden()
    assert session.history is not None and session.history.count_matches() == 1
    session.close()
    (closed,) = archived(data)
    assert read_journal(closed).ended == "finished"


def test_a_copied_unfinished_journal_is_offered_once(qtbot, tmp_path: Path) -> None:
    c = Controller()
    session = Session.open(c.table, tmp_path)
    assert session.new_match(CONFIG)
    assert c.table.shot(BREAK)
    assert session.journal is not None
    original = session.journal.path
    copy = original.with_name(f"copy of {original.name}")
    shutil.copyfile(original, copy)  # taken halfway; the match goes on in the original
    assert c.table.shot(MISS) and c.table.shot(MISS)
    session.close()

    again = Session.open(Table(), tmp_path)
    offered = again.unfinished()
    print(f"tried: {copy.name} next to {original.name}; offered {[o.path.name for o in offered]}")
    assert [o.path for o in offered] == [original]
    assert len(offered[0].records) == 3
    again.close()


def test_the_full_check_of_a_long_history_runs_once_the_window_is_up(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app opens the history without reading every page (a club's history grows with the
    years); the window runs the full check on the history's thread once it is up, and damage
    found then is said and put aside as at opening."""
    db, damaged = _damaged_history(tmp_path)
    controller = Controller()
    session = Session.open(controller.table, tmp_path, check_later=True)
    assert session.problems == [] and not session.history_checked  # not read yet
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: box.icon() != QMessageBox.Icon.Warning or shown.append(box.text()),
    )
    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    monkeypatch.setattr(ui, "offer_resume", lambda explicit: True)
    ui.start()
    qtbot.waitUntil(lambda: session.history_checked and bool(shown), timeout=20_000)
    (problem,) = session.problems
    assert problem.code is ProblemCode.HISTORY_CORRUPT
    assert problem.kept_aside is not None and problem.kept_aside.read_bytes() == damaged
    assert str(problem.kept_aside) in shown[0]
    assert session.history is not None and session.history.count_matches() == 0
    session.close()


def test_a_won_match_found_at_start_waits_for_the_history_check(tmp_path: Path) -> None:
    """A won match left unstored last time is never stored into a history not yet checked:
    with the check left for later, it is run first, here, and the match goes into the new
    history that replaces a damaged one."""
    db, damaged = _damaged_history(tmp_path)
    c = Controller()
    session = Session.open(c.table, tmp_path / "elsewhere")  # a match won while the history ...
    assert session.new_match(CONFIG)
    match_id = session.journal.match_id
    session.history.close()
    session.history = None  # ... could not take it: its journal stays unfinished
    win_rack(c, 0)
    win_rack(c, 0)
    session.close()
    (journal,) = journals(tmp_path / "elsewhere")
    shutil.copy(journal, tmp_path / "journals" / journal.name)

    again = Session.open(Table(), tmp_path, check_later=True)
    assert again.won_journals_pending and again.stored_at_start == []  # nothing replayed yet
    again.store_won_journals()  # asked for before the check: the check is run first, here
    assert again.history_checked
    (problem,) = again.problems
    assert problem.code is ProblemCode.HISTORY_CORRUPT
    assert problem.kept_aside.read_bytes() == damaged
    assert again.stored_at_start == [match_id] and again.history.has_match(match_id)
    again.close()


def test_the_window_stores_a_won_match_found_at_start_after_the_check_then_offers_the_rest(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As the app starts: the windows first; then, on the history's thread, the full check;
    then the won match left unstored last time goes into the history (and is said), and only
    the match still in play is offered."""
    won = Controller()
    first = Session.open(won.table, tmp_path / "won")
    assert first.new_match(CONFIG)
    won_id = first.journal.match_id
    first.history.close()
    first.history = None  # the history could not take it: its journal stays unfinished
    win_rack(won, 0)
    win_rack(won, 0)
    first.close()
    data = tmp_path / "data"
    playing = Controller()
    second = Session.open(playing.table, data)
    assert second.new_match(CONFIG)
    win_rack(playing, 1)  # a match still in play
    in_play = second.journal.match_id
    second.close()
    (journal,) = journals(tmp_path / "won")
    shutil.copy(journal, data / "journals" / journal.name)

    controller = Controller()
    session = Session.open(controller.table, data, check_later=True)
    assert session.won_journals_pending and not session.history_checked
    said: list[str] = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: box.icon() != QMessageBox.Icon.Information or said.append(box.text()),
    )
    offered: list[list[str]] = []

    def offer(explicit: bool) -> bool:
        from scoreboard.table.journal import find_unfinished

        offered.append([str(c.match_id) for c in find_unfinished(data / "journals")])
        return True

    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    monkeypatch.setattr(ui, "offer_resume", offer)
    ui.start()
    qtbot.waitUntil(lambda: bool(offered), timeout=20_000)
    assert session.history_checked and not session.won_journals_pending
    assert session.stored_at_start == [won_id] and session.history.has_match(won_id)
    assert "1" in said[0]
    assert offered == [[in_play]]  # the won one is stored and archived, not offered
    session.close()
