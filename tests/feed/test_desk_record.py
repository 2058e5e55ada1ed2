"""One record at the desk: a venue table's match, played in another process through a real
Mosquitto, is stored once in the desk's history, under the table's match id and marked
received; also when the organiser types the same result at the desk as well, before or after
it arrives. Real SQLite, real broker, no mocks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from scoreboard.competition import State
from scoreboard.competition.store import CompetitionStore
from scoreboard.history.database import HistoryDB
from scoreboard.history.results import typed_id
from scoreboard.players.registry import Registry
from tests.feed.broker import Broker
from tests.feed.venue import VENUE, desk_with_competition

ROOT = Path(__file__).resolve().parents[2]


def table_process(url: str, folder: Path, table: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.feed.venue_table_child", url, str(folder), str(table), "0"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )


def rows(db: HistoryDB) -> list[tuple[object, ...]]:
    return db.conn.execute(
        "SELECT match_id, recorded, slot, score0, score1, winner FROM matches ORDER BY id"
    ).fetchall()


@pytest.mark.parametrize("typed", ["never", "before", "after"])
def test_a_venue_tables_result_is_stored_once_at_the_desk(
    qtbot, tmp_path: Path, broker: Broker, typed: str
) -> None:
    db = HistoryDB(tmp_path / "history.sqlite3")
    desk, control, c = desk_with_competition(qtbot, tmp_path, "Open")
    desk.store = CompetitionStore.of(db)
    desk.competition_changed()
    child: subprocess.Popen[str] | None = None
    try:
        assert control.start(broker.url, VENUE)
        slot = c.ready()[0]
        players = (c.entrant(slot.top), c.entrant(slot.bottom))
        assert desk.assign(slot.id, 1)
        (tmp_path / "table").mkdir()
        child = table_process(broker.url, tmp_path / "table", 1)
        assert child.stdout is not None
        assert child.stdout.readline().split() == ["started"]
        if typed == "before":  # the organiser types it as the table plays it out
            assert desk.enter_result(slot.id, (slot.race, 1))
            assert rows(db) == [(typed_id(c.uid, slot.id), "typed", slot.id, slot.race, 1, 0)]
        match_id = child.stdout.readline().split()[1]

        def linked() -> bool:
            result = c.slot(slot.id).result
            return result is not None and result.history_id == match_id

        qtbot.waitUntil(linked, timeout=20000)
        assert child.wait(timeout=30) == 0
        if typed == "after":  # and typed again at the desk once it came
            assert desk.enter_result(slot.id, (slot.race, 1))
        assert c.slot(slot.id).state is State.FINISHED
        assert rows(db) == [(match_id, "received", slot.id, slot.race, 1, 0)]
        (m,) = Registry(db.conn).played()
        assert m.names == players and m.games == (slot.race, 1)
        # saved again (a later change, a restart): still one row
        desk.competition_changed()
        assert len(rows(db)) == 1
    finally:
        control.stop()
        if child is not None and child.poll() is None:
            child.kill()
            child.wait()
        db.close()
