"""A phone table's match won, and the app killed (SIGKILL) at that moment: while the store waits
for a history another program holds, or once stored and before its journal is archived. After
the restart (a new session and hall on the same data folder) the match is in the history
exactly once, its journal archived, and nothing of it resumed; a second restart changes
nothing."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from scoreboard.service.hall import Hall
from scoreboard.service.session import Session
from scoreboard.table.journal import find_unfinished
from scoreboard.table.table import Table

ROOT = Path(__file__).resolve().parents[2]

# The child is the app's Qt-free core: a session and its hall of phone tables, a pen paired
# through the hall's requests, a match that the pen wins. It says each step on stdout.
CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from scoreboard.match.match import MatchConfig
    from scoreboard.phones.asks import PhoneAsk
    from scoreboard.service.hall import Hall
    from scoreboard.service.phone_front import PhoneFront
    from scoreboard.service.session import Session
    from scoreboard.table.table import Table

    data = Path(sys.argv[1])
    session = Session.open(Table(), data)
    hall = Hall(data / "phone-tables", session.hall_history())
    front = PhoneFront(hall)
    config = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(1, 1), breaker=0)
    journal = hall.open_match("1", config).journal
    code = front.service.code("1")
    token = front.answer(PhoneAsk("pair", "1", None, {"code": code, "device": "P"})).body["token"]
    print("ready", journal.match_id, journal.path, flush=True)
    sys.stdin.readline()
    for n, record in enumerate((
        {"kind": "shot", "shot": {"rails": 4}},
        {"kind": "shot", "shot": {"pocketed": [[9, "foot-left"]], "rails": 1}},
    )):
        args = {"id": f"tap-{n:08d}", "match": journal.match_id, "input": record}
        print("sending", n, flush=True)
        front.answer(PhoneAsk("input", "1", token, args))
    print("stored", flush=True)
    time.sleep(60)
    """
)


def _count(data: Path, match_id: str) -> int:
    conn = sqlite3.connect(data / "history.sqlite3")
    try:
        row = conn.execute("SELECT COUNT(*) FROM matches WHERE match_id = ?", (match_id,))
        return int(row.fetchone()[0])
    finally:
        conn.close()


def _lines(path: Path) -> int:
    return len(path.read_text("utf-8").splitlines()) if path.exists() else 0


@pytest.mark.parametrize("moment", ["storing", "stored"])
def test_a_phone_win_killed_at_that_moment_is_stored_exactly_once(
    tmp_path: Path, moment: str
) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    holder: sqlite3.Connection | None = None
    try:
        assert child.stdout is not None and child.stdin is not None
        ready = child.stdout.readline().split()
        assert ready[0] == "ready", ready
        match_id, journal = ready[1], Path(ready[2])
        if moment == "storing":
            # another program holds the history: the store waits, the journal has the win
            holder = sqlite3.connect(data / "history.sqlite3", isolation_level=None)
            holder.execute("BEGIN IMMEDIATE")
        child.stdin.write("go\n")
        child.stdin.flush()
        if moment == "storing":
            end = time.monotonic() + 20
            while _lines(journal) < 3 and time.monotonic() < end:  # header + two records
                time.sleep(0.005)
            assert _lines(journal) == 3
            time.sleep(0.2)  # the store is waiting for the history
        else:
            while (line := child.stdout.readline()) and not line.startswith("stored"):
                pass
            assert _count(data, match_id) == 1 and journal.exists()  # stored, not archived
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        if holder is not None:
            holder.execute("ROLLBACK")
            holder.close()
    assert _count(data, match_id) == (0 if moment == "storing" else 1)
    for _ in range(2):  # the restart, then one more
        session = Session.open(Table(), data)
        history = session.hall_history()
        assert history is not None
        hall = Hall(data / "phone-tables", history)
        assert hall.resumed == {}
        assert _count(data, match_id) == 1
        assert find_unfinished(data / "phone-tables" / "1") == []
        assert (data / "phone-tables" / "1" / "closed" / journal.name).exists()
        hall.release()
        session.close()
