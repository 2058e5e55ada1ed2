"""No input acknowledged on screen is ever lost: the real application, killed with SIGKILL at
random moments and started again, comes back with every input it had shown.

The child process (``tests/faults/app_driver.py``) runs the application's own ``run()``
offscreen on a data folder, answers its dialogs as a person would (set-up dialog for the first
match, resume dialog after each restart) and sends scripted key events to the scorekeeper
window. It prints ``ack`` once an input is on both windows' screens (the spectator board and
the scorekeeper window have painted it). The test kills it at a random moment (during start-up,
during the resume, or in the middle of the inputs), then checks:

* every acknowledged input is in the match's journal at its place (same record);
* the state of the last acknowledged input (history length, score, player at the table) is
  what the journal replays to when nothing was recorded after it, and the history is not
  shorter when nothing undone was recorded after it;
* the restarted application resumes exactly what the journal holds (its ``resumed`` line).
"""

from __future__ import annotations

import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from scoreboard.match.inputs import Undo
from scoreboard.match.match import MatchConfig
from scoreboard.table.journal import JournalContents, read_journal
from tests.faults.app_driver import digest
from ui.adapters.controller import Controller

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).resolve().with_name("app_driver.py")
KILLS = 30
MIN_KILLS = 20
#: Seconds the kills may take in all (the test stops killing after it, with MIN_KILLS done).
BUDGET = 45.0
#: Seed of the kill moments and of the scripts.
SEED = 20240605
#: Seconds a child may take to start and put the match on screen.
START_TIMEOUT = 30.0


@dataclass(frozen=True)
class State:
    """What a line of the driver says about the match: history length, score, turn."""

    history: int
    score: str
    turn: str


@dataclass(frozen=True)
class Ack:
    n: int
    state: State
    records: int
    digest: str


def _state(words: list[str]) -> State:
    return State(int(words[0]), words[1], words[2])


def _replayed(contents: JournalContents) -> tuple[State, int]:
    """The state the journal rebuilds, and its number of records."""
    c = Controller()
    assert c.table.load(MatchConfig.from_dict(contents.config), contents.inputs)
    snap = c.snapshot
    turn = "-" if snap.rack.turn is None else str(snap.rack.turn)
    return State(len(snap.history), f"{snap.players.score[0]}-{snap.players.score[1]}", turn), len(
        contents.inputs
    )


def _journal(data: Path) -> JournalContents | None:
    found = sorted((data / "journals").glob("*.jsonl"))
    assert len(found) <= 1, found
    return read_journal(found[0]) if found else None


class Child:
    """One run of the application; its stdout lines arrive on a queue as they are printed."""

    def __init__(
        self,
        data: Path,
        seed: int,
        log: Path,
        *,
        limit: int | None = None,
        driver: Path = DRIVER,
        extra: tuple[str, ...] = (),
    ) -> None:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "QT_LOGGING_RULES": "qt.multimedia*=false",
        }
        cmd = [sys.executable, str(driver), "--data-dir", str(data), "--seed", str(seed)]
        if limit is not None:
            cmd += ["--limit", str(limit)]
        cmd += extra
        self.log = log
        self._err = open(log, "wb")  # noqa: SIM115 - closed in finish()
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=self._err
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.all: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            if raw.endswith(b"\n"):  # a line cut by the kill was never acknowledged
                self.lines.put(raw.decode("utf-8").rstrip("\n"))

    def wait_for(self, prefixes: tuple[str, ...], timeout: float) -> str | None:
        """The first line starting with one of ``prefixes``; None when the child ended or the
        time ran out first."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.05)
            except queue.Empty:
                if self.proc.poll() is not None and self.lines.empty():
                    self._reader.join(5)
                    if self.lines.empty():
                        return None
                continue
            self.all.append(line)
            if line.startswith(prefixes):
                return line
        return None

    def kill(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        return self.finish()

    def finish(self, timeout: float = 30.0) -> int:
        code = self.proc.wait(timeout)
        self._reader.join(10)
        while not self.lines.empty():
            self.all.append(self.lines.get())
        self._err.close()
        return code

    def stderr(self) -> str:
        return self.log.read_text("utf-8", "replace")[-3000:]


@pytest.mark.slow
def test_every_input_acknowledged_on_screen_survives_sigkill_of_the_app(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    match_no = 0
    data = tmp_path / f"data{match_no}"
    expected: tuple[State, int] | None = None  # what the next start must resume
    kills = acks_total = lost = repaired = 0
    problems: list[str] = []
    child: Child | None = None
    begun = time.monotonic()
    try:
        while kills < KILLS and (kills < MIN_KILLS or time.monotonic() - begun < BUDGET):
            log = tmp_path / f"child{kills}.err"
            child = Child(data, rng.randrange(1 << 30), log)
            if rng.random() < 0.3:
                # anywhere in start-up: imports, the dialogs, the journal's replay and repair
                time.sleep(rng.uniform(0.0, 0.5))
            else:
                ready = child.wait_for(("new", "resumed", "error"), START_TIMEOUT)
                assert ready is not None and not ready.startswith("error"), (
                    f"no start: {ready} {child.all}\n{child.stderr()}"
                )
                time.sleep(rng.uniform(0.0, 0.8))
            code = child.kill()
            kills += 1
            assert code == -signal.SIGKILL, f"ended by itself ({code}): {child.stderr()}"
            lines = child.all
            errors = [x for x in lines if x.startswith("error")]
            assert not errors, f"{errors}\n{child.stderr()}"
            repaired += sum(x == "message File_problem" for x in lines)

            # the start resumed exactly what the journal held after the previous kill
            for line in lines:
                words = line.split()
                if words[0] in ("new", "resumed"):
                    got = (_state(words[1:4]), int(words[4]))
                    if expected is None and words[0] != "new":
                        problems.append(f"resumed without a journal: {line}")
                    if expected is not None and (words[0] != "resumed" or got != expected):
                        problems.append(f"kill {kills}: expected {expected}, started {line}")

            # every acknowledged input is in the journal, in its place
            acks = [
                Ack(int(w[1]), _state(w[2:5]), int(w[5]), w[6])
                for w in (x.split() for x in lines)
                if w[0] == "ack"
            ]
            acks_total += len(acks)
            contents = _journal(data)
            records = [] if contents is None else contents.records
            for ack in acks:
                if not (0 < ack.records <= len(records)) or (
                    digest(records[ack.records - 1]) != ack.digest
                ):
                    lost += 1
            if contents is None:
                expected = None
            else:
                assert contents.usable, contents.problem
                expected = _replayed(contents)
            if acks and contents is not None:
                last = acks[-1]
                state, count = expected  # type: ignore[misc]
                later = contents.inputs[last.records :]
                if count == last.records and state != last.state:
                    problems.append(f"kill {kills}: acknowledged {last}, journal gives {state}")
                if not any(isinstance(x, Undo) for x in later) and (
                    state.history < last.state.history
                ):
                    problems.append(f"kill {kills}: history {state.history} < acked {last}")
            if any(x == "over" for x in lines):
                # the match was won: the next one starts in a fresh data folder
                match_no += 1
                data = tmp_path / f"data{match_no}"
                expected = None

        # a last start resumes the match as the journal holds it, then quits normally
        child = Child(data, 1, tmp_path / "final.err", limit=0)
        ready = child.wait_for(("new", "resumed", "error"), START_TIMEOUT)
        code = child.finish(START_TIMEOUT)
        assert code == 0, child.stderr()
        assert ready is not None and ready.startswith(("new", "resumed")), child.all
        if expected is not None:
            words = ready.split()
            assert words[0] == "resumed" and (_state(words[1:4]), int(words[4])) == expected
    finally:
        if child is not None and child.proc.poll() is None:
            child.kill()
    print(
        f"kills tried: {kills}, inputs lost: {lost} "
        f"(inputs acknowledged: {acks_total}, damaged journals repaired: {repaired}, "
        f"matches: {match_no + 1}, {time.monotonic() - begun:.1f} s)"
    )
    assert lost == 0
    assert not problems, problems
    assert kills >= MIN_KILLS and acks_total > kills
