"""No acknowledged input is ever lost: a scorekeeping process killed with SIGKILL at random
moments comes back from its journal with every input it had acknowledged."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from scoreboard.match.inputs import Undo
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import read_journal
from ui.adapters.controller import Controller

ROOT = Path(__file__).resolve().parents[2]
KILLS = 30

# The child drives the real Controller with the real Journal through a scripted match: it
# resumes the unfinished match if there is one, then goes on with the script, printing each
# action's index once the controller has acknowledged it.
CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from rules import Foul, Pocket, Pocketed, Shot
    from ui.adapters.controller import Controller
    from scoreboard.table.journal import Journal, find_unfinished
    from scoreboard.match.match import MatchConfig

    BREAK = Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4)
    MISS = Shot(rails=1)
    FOUL = Shot(fouls=frozenset({Foul.WRONG_BALL_FIRST}))
    CONFIG = MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)

    def act(c, i):
        if i == 0:
            return c.table.shot(BREAK, time=float(i))
        if i % 7 == 6:
            return c.table.undo()
        return c.table.shot(FOUL if i % 4 == 1 else MISS, time=float(i))

    folder = Path(sys.argv[1])
    c = Controller()
    found = find_unfinished(folder)
    if found:
        journal, contents = Journal.resume(
            found[0].path, lambda cfg, inputs: c.table.load(MatchConfig.from_dict(cfg), inputs)
        )
        done = len(contents.inputs)
    else:
        c.table.new_match(CONFIG)
        journal = Journal.create(folder, CONFIG)
        done = 0
    journal.attach(c.table)
    print("ready", done, flush=True)
    i = done
    while i < 200000:
        if not act(c, i):
            print("refused", i, flush=True)
            sys.exit(3)
        print(i, flush=True)
        i += 1
        time.sleep(0.0005)
    """
)


def _act_reference(c: Controller, i: int) -> bool:
    from rules import Foul, Pocket, Pocketed, Shot

    if i == 0:
        return c.table.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4), time=float(i))
    if i % 7 == 6:
        return c.table.undo()
    shot = Shot(fouls=frozenset({Foul.WRONG_BALL_FIRST})) if i % 4 == 1 else Shot(rails=1)
    return c.table.shot(shot, time=float(i))


@pytest.mark.slow
def test_every_acknowledged_input_survives_sigkill_at_random_moments(tmp_path: Path) -> None:
    folder = tmp_path / "journals"
    folder.mkdir()
    child = tmp_path / "child.py"
    child.write_text(CHILD, "utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONUNBUFFERED": "1"}
    rng = random.Random(20240601)
    acknowledged = 0  # inputs acknowledged so far, over every run
    lost = 0
    kills = 0
    for _ in range(KILLS):
        proc = subprocess.Popen(
            [sys.executable, str(child), str(folder)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        ready = proc.stdout.readline().split()
        assert ready[:1] == [b"ready"], proc.stderr.read().decode()
        # the restart replayed the journal: it holds at least what was acknowledged before
        assert int(ready[1]) >= acknowledged
        time.sleep(rng.uniform(0.0, 0.25))
        proc.send_signal(signal.SIGKILL)
        out, err = proc.communicate()
        kills += 1
        assert proc.returncode == -signal.SIGKILL, err.decode()
        printed = [int(x) for x in out.split() if x.isdigit()]
        if printed:
            acknowledged = max(acknowledged, printed[-1] + 1)
        contents = read_journal(next(folder.glob("*.jsonl")))
        # a kill in the middle of a write may leave a cut line, never a lost acknowledged one
        lost += max(0, acknowledged - len(contents.inputs))
    repaired = len(list(folder.glob("*.damaged-*")))
    print(f"kills tried: {kills}, inputs lost: {lost} (cut lines repaired: {repaired})")
    assert lost == 0 and acknowledged > KILLS

    # what the journal rebuilds is exactly the scripted match up to its last input
    contents = read_journal(next(folder.glob("*.jsonl")))
    n = len(contents.inputs)
    reference = Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
    )
    recorded: list[object] = []
    reference.table.add_input_listener(recorded.append)
    for i in range(n):
        assert _act_reference(reference, i)
    assert contents.inputs == recorded
    assert any(isinstance(x, Undo) for x in recorded)
    replayed = Controller()
    assert replayed.table.load(MatchConfig.from_dict(contents.config), contents.inputs)
    assert replayed.table.inputs == reference.table.inputs
    assert replayed.snapshot.players.score == reference.snapshot.players.score
    assert replayed.snapshot.history == reference.snapshot.history
