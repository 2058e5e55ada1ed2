"""The process of tests/scoreboard/test_many_tables.py: sixteen tables in one process, no Qt,
fed random club play over the wire format until it is killed.

    python -m tests.scoreboard.many_tables_child FOLDER SEED ROUND LOG

Round 0 opens the tables (:class:`scoreboard.table.tables.Tables`, one folder each); a later round
resumes them all from their journals, as a server restarted after a crash would. Then, for
ever: a table drawn at random gets the next record of its own club play
(:func:`tests.club_play.club_record`), sent as JSON and read back as the network will
(``to_dict``, ``json``, :func:`scoreboard.match.inputs.input_from_dict`). Each record's ``time``
names its table (:func:`time_of`). The log gets, each line written whole before the next step:

* ``qt-free True`` once the tables are set up, and again after the first inputs;
* ``resumed K N`` in a later round: table K came back with N journal entries;
* ``send K N {json}`` before table K gets its input N;
* ``ack K N {state}`` once :meth:`~scoreboard.table.table.Table.submit` accepted it (written to the
  journal, fsynced), with the live table's :func:`state`; ``refused K N code`` otherwise.
"""

from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

from rules import RackOptions
from scoreboard.match.inputs import input_from_dict
from scoreboard.match.match import MatchConfig
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.table import Table
from scoreboard.table.tables import Tables
from tests.club_play import club_record

TABLES = 16
#: Every discipline and ruleset, with races that some tables win during a run (a match won is
#: undone, as club_record does, and play goes on).
CONFIGS = (
    MatchConfig(players=("Ann", "Bob"), discipline="nine-ball", race=(7, 7), breaker=0),
    MatchConfig(players=("Cid", "Dee"), discipline="ten-ball", race=(9, 9), breaker=1),
    MatchConfig(discipline="eight-ball", ruleset="wpa", race=(9, 9), breaker=0),
    MatchConfig(discipline="eight-ball", ruleset="rfeb", race=(9, 9), breaker=1),
    MatchConfig(discipline="eight-ball", ruleset="argentina", race=(9, 9), breaker=0),
    MatchConfig(discipline="straight-pool", options=RackOptions(target=(60, 60)), breaker=0),
    MatchConfig(discipline="nine-ball", options=RackOptions(three_ball_break=True), race=(5, 5)),
    MatchConfig(discipline="ten-ball", race=(3, 3), sets=2, breaker=0),
)
#: The first ``time`` of the inputs (seconds); see :func:`time_of`.
BASE = 1_800_000_000.0
SPACING = 10.0


def name_of(k: int) -> str:
    return f"t{k:02d}"


def config_of(k: int) -> MatchConfig:
    return CONFIGS[k % len(CONFIGS)]


def time_of(k: int, n: int, round_: int) -> float:
    """The ``time`` of table ``k``'s input ``n`` in round ``round_``: ten seconds apart, the
    hundredths naming the table (:func:`table_of_time`)."""
    return BASE + round_ * 1_000_000.0 + n * SPACING + k / 100


def table_of_time(time: float) -> int:
    return round(((time - BASE) % SPACING) * 100)


def state(table: Table) -> str:
    """What the live table shows, in a few figures (compared with the replayed table's)."""
    return state_of(table.snapshot, len(table.inputs))


def state_of(snap: Snapshot, inputs: int) -> str:
    return json.dumps(
        [
            inputs,
            snap.can_redo,
            snap.players.score,
            snap.players.racks_won,
            snap.rack.number,
            snap.rack.turn,
            sorted(snap.rack.on_table),
            snap.winner,
        ],
        separators=(",", ":"),
    )


def main(argv: list[str]) -> int:
    folder, seed, round_, log_path = Path(argv[0]), int(argv[1]), int(argv[2]), argv[3]
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def say(line: str) -> None:
        os.write(log, (line + "\n").encode())

    tables = Tables(folder)
    if round_ == 0:
        for k in range(TABLES):
            tables.open(name_of(k), config_of(k))
    else:
        found = tables.resume_all()
        for k in range(TABLES):
            contents = found[name_of(k)]
            assert contents.problem is None, contents.problem
            say(f"resumed {k} {len(contents.inputs)}")
    assert tables.names == tuple(name_of(k) for k in range(TABLES)), tables.names
    say(f"qt-free {'PySide6' not in sys.modules}")
    rng = random.Random(seed * 1000 + round_)
    plays = [random.Random(seed * 1000 + round_ * 100 + k + 1) for k in range(TABLES)]
    sent = [0] * TABLES
    steps = 0
    while True:
        k = rng.randrange(TABLES)
        table = tables[name_of(k)]
        record = club_record(plays[k], table.snapshot, time=time_of(k, sent[k], round_))
        wire = json.dumps(record.to_dict(), separators=(",", ":"))
        n = sent[k]
        sent[k] += 1
        say(f"send {k} {n} {wire}")
        outcome = table.submit(input_from_dict(json.loads(wire)))
        if outcome:
            say(f"ack {k} {n} {state(table)}")
        else:
            say(f"refused {k} {n} {outcome.code}")
        steps += 1
        if steps == 100:
            say(f"qt-free {'PySide6' not in sys.modules}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
