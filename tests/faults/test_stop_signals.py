"""Ctrl+C in the terminal (SIGINT) or a SIGTERM (a logout, a system shutdown, a service
stopped) closes the app as Match > Quit does: within seconds, exit code 0, every acknowledged
entry in the journal and the window's settings saved. The real app runs in a child process,
driven by ``tests/faults/app_driver.py``."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from scoreboard.table.journal import read_journal

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_stop_signal_closes_the_app_as_quit_does(tmp_path: Path, signum: int) -> None:
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("POOL_SCOREBOARD_DATA_DIR", None)
    child = subprocess.Popen(
        [sys.executable, "tests/faults/app_driver.py", "--data-dir", str(data), "--seed", "5"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    acked = 0
    try:
        for line in child.stdout:
            assert not line.startswith("error"), line
            if line.startswith("ack"):
                acked = int(line.split()[5])  # records in the journal, header left out
            if acked >= 20 or line.startswith("over"):
                break
        child.send_signal(signum)
        code = child.wait(timeout=15)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    stderr = child.stderr.read() if child.stderr is not None else ""
    (journal,) = sorted((data / "journals").glob("*.jsonl"))
    contents = read_journal(journal)
    settings = json.loads((data / "settings.json").read_text("utf-8"))
    print(
        f"tried: {signal.Signals(signum).name} after {acked} acknowledged entries; "
        f"exit {code}; journal {len(contents.records)} records"
    )
    assert code == 0, stderr[-2000:]
    assert "Traceback" not in stderr
    assert contents.problem is None and len(contents.records) >= acked
    assert "scorekeeper" in settings.get("window_geometry", {})  # closed in order
