"""The venue feed never stops the scorekeeper: an outbox file that cannot be opened or made
(a read-only data folder) makes the feed say why it cannot start, and the start goes on to
offer the match."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from scoreboard.feed.client import parse_address
from scoreboard.feed.outbox import OUTBOX_FILE, Outbox
from scoreboard.feed.table import TableFeed
from scoreboard.service.session import Session
from scoreboard.table.table import Table
from tests.faults.test_faults import (
    _no_writes,
    _prepare_then_protect,
    make_ui,
    small_tmpfs,  # noqa: F401 - fixture
)
from tests.faults.test_history_faults import CONFIG, win_rack
from ui.adapters.controller import Controller

FEED = {"feed_on": True, "feed_url": "mqtt://127.0.0.1:9", "feed_venue": "club", "feed_table": 2}


def _start_and_answer(qtbot, folder: Path) -> tuple[list[str], bool]:
    """The app's start on ``folder``; the texts of the message boxes it shows (each closed),
    and whether it went on to offer the unfinished match or a new one."""
    seen: list[str] = []
    offered = False

    def answer() -> None:
        nonlocal offered
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.close()
        elif box is not None:
            offered = True  # the resume or set-up dialog: the start got that far
            box.close()

    controller = Controller()
    session = Session.open(controller.table, folder)
    ui = make_ui(controller, session, sound=False)
    qtbot.addWidget(ui.window)
    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    try:
        ui.start()
    finally:
        timer.stop()
        ui.feed.stop()
        session.close()
    return seen, offered


def test_a_feed_without_room_for_its_outbox_says_so_and_the_start_goes_on(
    qtbot,
    tmp_path: Path,
    small_tmpfs: Path | None,  # noqa: F811 - fixture
) -> None:
    base = small_tmpfs if small_tmpfs is not None else tmp_path
    folder = base / "data"
    session = Session.open(Table(), folder)
    session.update_settings(**FEED)
    session.close()
    how = _prepare_then_protect(folder, small_tmpfs)  # also leaves a won match stored
    with _no_writes(how):
        seen, offered = _start_and_answer(qtbot, folder)
    print(f"tried: feed on, data folder read-only ({how}); messages: {seen}; went on: {offered}")
    assert any("The venue feed cannot start" in text and OUTBOX_FILE in text for text in seen)
    assert offered


LOCKER = (
    "import sqlite3, sys\n"
    "conn = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "conn.execute('BEGIN IMMEDIATE')\n"
    "print('locked', flush=True)\n"
    "sys.stdin.read()\n"
)


def test_a_result_won_while_another_program_holds_the_outbox_is_kept_once_it_lets_go(
    tmp_path: Path,
) -> None:
    outbox = Outbox(tmp_path / OUTBOX_FILE)
    feed = TableFeed(parse_address("mqtt://127.0.0.1:9"), "club", 2, outbox, lambda _e: None)
    controller = Controller()
    controller.table.new_match(CONFIG)
    win_rack(controller, 0)
    win_rack(controller, 0)
    won = controller.snapshot
    assert won.winner == 0
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, str(outbox.path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline() == "locked\n"
        started = time.monotonic()
        feed.show(won, "20261130T120000Z-0a1b2c3d")  # the winning shot, outbox held
        took = time.monotonic() - started
        feed.tick()  # still held: nothing lost, nothing raised
    finally:
        assert locker.stdin is not None
        locker.stdin.close()
        locker.wait(10)
    feed.tick()  # the owner's timer, once the other program let go
    pending = outbox.pending()
    outbox.close()
    print(f"tried: outbox held by another program when the match was won; show took {took:.2f} s;")
    print(f"kept once it let go: {[rid for rid, _ in pending]}")
    assert took < 1.0  # the window is not held up for the lock
    assert len(pending) == 1 and pending[0][0].startswith("20261130T120000Z-0a1b2c3d.")
