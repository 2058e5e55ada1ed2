"""One writer per data folder: a second copy of the app (a double click too many) never touches
the first one's match; it says that the match is open in another window and brings that window
to the front. When the first copy is killed (SIGKILL), the next start takes the folder over.

Every copy is a real process running the application's own ``run()`` offscreen
(``tests/faults/window_driver.py`` and ``tests/faults/app_driver.py``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from scoreboard.service.folder_lock import FolderLock
from scoreboard.table.journal import read_journal
from scoreboard.table.table import Table
from tests.faults.app_driver import digest
from tests.faults.test_app_crash import START_TIMEOUT, Child

ROOT = Path(__file__).resolve().parents[2]
WINDOW_DRIVER = Path(__file__).resolve().with_name("window_driver.py")
INPUTS = 12


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in folder.rglob("*")
        if p.is_file() and not p.name.startswith("history.sqlite3")
    }


def test_a_second_copy_never_writes_the_first_ones_match_and_brings_its_window_forward(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    first = Child(
        data,
        7,
        tmp_path / "first.err",
        limit=INPUTS,
        driver=WINDOW_DRIVER,
        extra=("--role", "first"),
    )
    third: Child | None = None
    try:
        ready = first.wait_for(("idle", "error"), START_TIMEOUT)
        assert ready == "idle", f"{first.all}\n{first.stderr()}"
        acks = [line.split() for line in first.all if line.startswith("ack")]
        assert len(acks) == INPUTS
        before = _snapshot(data)

        # the double click too many
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        second = subprocess.run(
            [sys.executable, str(WINDOW_DRIVER), "--data-dir", str(data), "--role", "second"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=START_TIMEOUT,
        )
        said = second.stdout.splitlines()
        raised = first.wait_for(("raised",), 10.0)
        print(f"tried: a second copy on the folder of a live match; it said {said}")
        assert not [x for x in said if x.startswith("error")], f"{said}\n{second.stderr[-2000:]}"
        assert any(x.startswith("message A match is open in another window") for x in said)
        assert said[-1] == "exit 0"
        assert raised == "raised", first.all
        # nothing of the first copy's folder was touched
        assert _snapshot(data) == before

        # the first copy dies without letting go (SIGKILL): the next start takes over
        first.kill()
        (journal,) = sorted((data / "journals").glob("*.jsonl"))
        records = read_journal(journal).records
        count = int(acks[-1][5])  # the journal's records at the last acknowledged input
        assert len(records) == count and digest(records[-1]) == acks[-1][6]
        third = Child(data, 8, tmp_path / "third.err", limit=3)
        resumed = third.wait_for(("resumed", "new", "error"), START_TIMEOUT)
        assert resumed is not None and resumed.split()[0] == "resumed", third.all
        assert int(resumed.split()[4]) == count
        assert third.finish(START_TIMEOUT) == 0, third.stderr()
        after = read_journal(journal)
        assert after.problem is None and after.records[:count] == records
        assert len(after.records) == count + 3
        print(f"lost: nothing ({len(after.records)} entries, the third copy took over)")
    finally:
        for child in (first, third):
            if child is not None and child.proc.poll() is None:
                child.kill()


HOLDER = """
import sys, time
from scoreboard.service.folder_lock import FolderLock
lock = FolderLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


def test_the_lock_of_a_killed_copy_is_taken_over_and_a_live_one_is_respected(
    tmp_path: Path,
) -> None:
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        assert not FolderLock(tmp_path).acquire()  # alive: respected
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    started = time.monotonic()
    lock = FolderLock(tmp_path)
    assert lock.acquire()  # killed: its lock went with it
    print(f"taken over {time.monotonic() - started:.3f} s after the SIGKILL")
    lock.release()


def test_a_session_without_the_folder_lock_refuses_to_resume_or_discard(tmp_path: Path) -> None:
    """Even asked directly, a second copy never rewrites the first one's journal."""
    import pytest

    from scoreboard.service.session import Session
    from tests.faults.test_untrusted_files import WRONG_SHAPES, journal_with

    data = tmp_path / "data"
    path = journal_with(data / "journals", [WRONG_SHAPES["shot-is-text"]])  # resuming repairs it
    before = path.read_bytes()
    first = Session.open(Table(), data)
    second = Session.open(Table(), data)
    try:
        assert first.locked and not second.locked
        with pytest.raises(OSError):
            second.resume(path)
        with pytest.raises(OSError):
            second.discard(path)
        assert path.read_bytes() == before
        assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    finally:
        second.close()
        first.close()
