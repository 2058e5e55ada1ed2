"""The load test: 16 phone tables on one app, a pen and two watchers each, a tap every 2 s per
table for 60 s, with the network cut for 5 s in the middle (bench/phone_load.py's relay).

What it promises: no entry lost and none recorded twice (each tap's id once in its table's
journal, in the order tapped, also the ones whose answer the cut swallowed and that were sent
again), no tap of one table in another's journal, every watcher back after the cut and showing
the last record. The server is the app's own (a PhoneHall and its PhoneServer in a process
of their own, journals with fsync); it stops by itself when the test is done.
"""

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from phone_load import TAP_SECONDS, kept, serve_and_play  # noqa: E402

from scoreboard.table.journal import find_unfinished  # noqa: E402

TABLES = 16
SECONDS = float(os.environ.get("LOAD_SECONDS", "60"))
CUT_AT = SECONDS / 2 - 2.5
CUT_FOR = 5.0


@pytest.mark.parametrize("socket", [False, True], ids=["by-post", "on-the-pens-websocket"])
def test_sixteen_tables_through_a_network_cut_lose_nothing_and_record_nothing_twice(
    tmp_path: Path, socket: bool
) -> None:
    tables, proxy = serve_and_play(
        tmp_path, TABLES, SECONDS, cut_at=CUT_AT, cut_for=CUT_FOR, socket=socket
    )
    lost, twice, foreign = kept(tmp_path, tables)
    taps = sum(len(t.taps) for t in tables)
    resent = sum(1 for t in tables for tap in t.taps if tap.sends > 1)
    again = sum(1 for t in tables for tap in t.taps if tap.code == "already-recorded")
    verdicts = sorted(v for t in tables for v in t.verdicts)
    print(
        f"tried: {len(tables)} tables, {taps} taps in {SECONDS:.0f} s (one every {TAP_SECONDS:.0f} s"
        f" per table), network cut for {CUT_FOR:.0f} s at {CUT_AT:.1f} s: {resent} taps sent"
        f" more than once, {again} answered already-recorded, watchers reconnected"
        f" {sum(t.reconnects for t in tables)} times; tap -> verdict (sent once) median"
        f" {statistics.median(verdicts) * 1e3:.1f} ms, p99 {verdicts[int(0.99 * len(verdicts))] * 1e3:.1f} ms"
    )
    assert (lost, twice, foreign) == (0, 0, 0)
    assert proxy.cuts == 1 and proxy.swallowed == 1
    on_socket = sum(t.by_socket for t in tables)
    # the pens' entries went on their sockets (all but those sent while a socket was down)
    assert on_socket >= taps - 3 * TABLES if socket else on_socket == 0
    assert again >= 1, "no answer was lost in the cut: the test did not test the resend"
    assert taps >= TABLES * (SECONDS / TAP_SECONDS - 1)

    journals = {
        folder.name: found[0]
        for folder in tmp_path.iterdir()
        if folder.is_dir() and (found := find_unfinished(folder))
    }
    assert sorted(journals) == sorted(t.name for t in tables)
    for table in tables:
        assert not table.queue, f"table {table.name}: entries still waiting"
        assert all(tap.answer == 200 for tap in table.taps), [
            (tap.id, tap.answer, tap.code) for tap in table.taps if tap.answer != 200
        ]
        contents = journals[table.name]
        # each tap once, in the order tapped; nothing else on this table
        assert contents.ids == [tap.id for tap in table.taps]
        records = list(contents.records)
        assert [{k: v for k, v in r.items() if k != "time"} for r in records] == [
            tap.record for tap in table.taps
        ]
        # each shot stamped by the app when it arrived (these phones send no time of their own)
        times = [r["time"] for r in records if r["kind"] == "shot"]
        assert times == sorted(times)
        # every watcher came back and saw the last record
        assert table.seen == [len(table.taps)] * len(table.watchers), table.seen
