"""Sixteen tables in one process, without Qt, killed mid-play: every table comes back alone
from its own journal with exactly what it acknowledged, and nothing of another table's.

The child (tests/scoreboard/many_tables_child.py) holds sixteen tables of every discipline in
one :class:`~scoreboard.table.tables.Tables`, each with its journal in its own folder, and feeds
them random club play (shots, fouls, choices, lags, undos, redos) interleaved at random, each
record sent as JSON and read back as the network sends it. It is killed (SIGKILL) at a random
moment, then started again on the same folder (it resumes every table) and killed again:
three times. After each kill, for every table:

* its folder holds one unfinished journal, whose entries are exactly the records acknowledged
  for that table, in order (the one record in flight when the process died may or may not be
  there: it was never acknowledged), every entry's ``time`` naming that table;
* it resumes alone into a fresh :class:`~scoreboard.table.table.Table` through
  :meth:`~scoreboard.table.journal.Journal.resume`, and that table's snapshot equals a replay of
  exactly those records on another fresh table, and shows what the live table showed after
  its last acknowledged record.

A failure names its seed; ``MANY_TABLES_SEED=<seed>`` draws the same random numbers again:
the first round plays the same records up to its kill, which falls at a moment of the
machine's (and the later rounds start from where the kills left the tables).
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scoreboard.match.inputs import Redo, Undo, input_from_dict
from scoreboard.match.match import MatchConfig
from scoreboard.match.replay import Replayed
from scoreboard.table.journal import Journal, find_unfinished, read_journal
from scoreboard.table.table import Table
from tests.scoreboard.many_tables_child import (
    TABLES,
    config_of,
    name_of,
    state_of,
    table_of_time,
)

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 3
#: How long a round may take to reach the moment it is killed (a busy machine).
PATIENCE = 40.0


@dataclass
class Round:
    """What the child's log says of one run."""

    qt_free: list[bool] = field(default_factory=list)
    resumed: dict[int, int] = field(default_factory=dict)
    acked: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    last_state: dict[int, str] = field(default_factory=dict)
    refused: list[str] = field(default_factory=list)
    in_flight: tuple[int, dict[str, Any]] | None = None


def read_log(path: Path) -> Round:
    r = Round()
    sent: dict[tuple[int, int], dict[str, Any]] = {}
    text = path.read_text()
    lines = text.split("\n")[:-1]  # what follows the last newline is not a whole line
    for line in lines:
        word, _, rest = line.partition(" ")
        if word == "qt-free":
            r.qt_free.append(rest == "True")
        elif word == "resumed":
            table, count = rest.split()
            r.resumed[int(table)] = int(count)
        elif word == "send":
            table, n, wire = rest.split(" ", 2)
            sent[int(table), int(n)] = json.loads(wire)
            r.in_flight = (int(table), json.loads(wire))
        elif word == "ack":
            table, n, figures = rest.split(" ", 2)
            r.acked.setdefault(int(table), []).append(sent[int(table), int(n)])
            r.last_state[int(table)] = figures
            r.in_flight = None
        elif word == "refused":
            r.refused.append(rest)
            r.in_flight = None
        else:
            raise AssertionError(f"unexpected line in the child's log: {line!r}")
    return r


def acks(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\nack ")
    except FileNotFoundError:
        return 0


def run_and_kill(folder: Path, seed: int, round_: int, log: Path, at: int, pause: float) -> None:
    """Start the child, let it acknowledge ``at`` records, wait ``pause`` more, SIGKILL it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("QT_QPA_PLATFORM", None)
    with open(log.with_suffix(".err"), "wb") as err:
        child = subprocess.Popen(
            [sys.executable, "-m", "tests.scoreboard.many_tables_child"]
            + [str(folder), str(seed), str(round_), str(log)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
        try:
            deadline = time.monotonic() + PATIENCE
            while acks(log) < at:
                assert child.poll() is None, (
                    f"the child ended ({child.returncode}): "
                    + log.with_suffix(".err").read_text()[-2000:]
                )
                assert time.monotonic() < deadline, f"only {acks(log)} of {at} acknowledged"
                time.sleep(0.005)
            time.sleep(pause)
            assert child.poll() is None, log.with_suffix(".err").read_text()[-2000:]
            os.kill(child.pid, signal.SIGKILL)
            child.wait(10)
        finally:
            if child.poll() is None:
                child.kill()
                child.wait(10)
    assert child.returncode == -signal.SIGKILL


def journal_form(wire: dict[str, Any]) -> dict[str, Any]:
    """The journal line's input for a record sent: the table writes an undo or a redo as a
    bare one (the record it takes back or brings back carries the facts and their time)."""
    record = input_from_dict(wire)
    if isinstance(record, Undo | Redo):
        return type(record)().to_dict()
    return record.to_dict()


def resumed_alone(path: Path) -> Table:
    """A fresh table brought back from the journal at ``path`` (which is released again)."""
    table = Table()

    def load(cfg: dict[str, Any], inputs: Any) -> Replayed:
        return table.load(MatchConfig.from_dict(cfg), inputs)

    journal, contents = Journal.resume(path, load)
    journal.release()
    assert contents.problem is None, contents.problem
    return table


def test_sixteen_tables_in_one_process_come_back_alone_after_kills(tmp_path: Path) -> None:
    seed = int(os.environ.get("MANY_TABLES_SEED") or random.randrange(2**32))
    rng = random.Random(seed)
    folder = tmp_path / "tables"
    #: per table: the records known to be in its journal (as sent, to replay) and as written
    sent_so_far: list[list[dict[str, Any]]] = [[] for _ in range(TABLES)]
    written_so_far: list[list[dict[str, Any]]] = [[] for _ in range(TABLES)]
    kinds: Counter[str] = Counter()
    for round_ in range(ROUNDS):
        log = tmp_path / f"round-{round_}.log"
        run_and_kill(folder, seed, round_, log, rng.randint(120, 400), rng.uniform(0, 0.05))
        r = read_log(log)
        where = f"seed {seed}, round {round_}"
        assert r.qt_free == [True, True], where
        assert r.refused == [], f"physically possible play refused ({where}): {r.refused}"
        if round_:
            assert r.resumed == {k: len(w) for k, w in enumerate(written_so_far)}, where
        for k in range(TABLES):
            acked = r.acked.get(k, [])
            kinds.update(d["kind"] for d in acked)
            sent = sent_so_far[k] + acked
            expected = written_so_far[k] + [journal_form(d) for d in acked]
            unfinished = find_unfinished(folder / name_of(k))
            assert len(unfinished) == 1, (where, k, [c.path for c in unfinished])
            path = unfinished[0].path
            contents = read_journal(path)
            assert contents.problem is None, (where, k, contents.problem)
            assert MatchConfig.from_dict(contents.config) == config_of(k), (where, k)
            written = list(contents.records)
            extra = False
            if r.in_flight is not None and r.in_flight[0] == k and len(written) > len(expected):
                # killed between the journal's fsync and the acknowledgement
                sent = [*sent, r.in_flight[1]]
                expected = [*expected, journal_form(r.in_flight[1])]
                extra = True
            assert written == expected, (where, k)
            assert all(table_of_time(d["time"]) == k for d in written if "time" in d), (where, k)
            back = resumed_alone(path)
            replayed = Table()
            assert replayed.load(config_of(k), [input_from_dict(d) for d in sent]), (where, k)
            assert back.snapshot == replayed.snapshot, (where, k)
            assert back.inputs == replayed.inputs, (where, k)
            if k in r.last_state and not extra:
                assert state_of(back.snapshot, len(back.inputs)) == r.last_state[k], (where, k)
            sent_so_far[k], written_so_far[k] = sent, written
    # the run met the records a server hears most (each round several hundred)
    assert {"shot", "choice", "undo", "redo"} <= set(kinds), (seed, kinds)
    assert sum(len(w) for w in written_so_far) >= ROUNDS * 120, seed
