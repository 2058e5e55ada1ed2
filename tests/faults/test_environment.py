"""The environment is input too: the locale, the time zone, the display, the signals the
system sends. Each case starts the real app as a process, as a user's desktop, a service or a
terminal would.

* ``LC_ALL=C PYTHONUTF8=0`` with a data folder whose name is not ASCII: the app runs in UTF-8
  mode (as Qt reads file names) and journals the match there;
* ``TZ`` with an offset no calendar has (``XXX+99:59``): times are made in UTC, no error;
* no display (``DISPLAY=:999``) or an unknown ``QT_QPA_PLATFORM``: a message saying so and
  exit code 2, not Qt's abort;
* a stop signal while a start-up message waits for an OK (a busy ``--serve`` port, a bad
  ``--venue``, a data folder that cannot be written with ``--demo``): the box closes and the
  app ends as Match > Quit does, exit code 0.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scoreboard.table.journal import read_journal
from tests.faults.test_command_line import AS_A_USER, ROOT, run_app


def _journal(data: Path) -> Path:
    (journal,) = sorted((data / "journals").glob("*.jsonl"))
    return journal


def _no_report(data: Path, stderr: str) -> None:
    assert "Traceback" not in stderr, stderr[-3000:]
    assert "unexpected error" not in stderr.lower(), stderr[-3000:]
    assert not list(data.glob("crash-*.log"))


def test_a_non_ascii_data_folder_under_the_c_locale(tmp_path: Path) -> None:
    data = tmp_path / "José Núñez · datos"
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0")
    env.pop("PYTHONIOENCODING", None)
    result = run_app(
        "--demo",
        "nine-ball",
        "--data-dir",
        str(data),
        "--screenshot",
        str(tmp_path / "out"),
        env=env,
    )
    print(f"tried: LC_ALL=C PYTHONUTF8=0, data folder {data.name!r}; rc {result.returncode}")
    assert result.returncode == 0, result.stderr[-3000:]
    _no_report(data, result.stderr)
    contents = read_journal(_journal(data))
    assert contents.problem is None
    assert contents.config["players"] == ["María Fernández", "Jorge Castellanos"]
    assert len(list((tmp_path / "out").glob("*.png"))) == 2


@pytest.mark.parametrize("zone", ["XXX+99:59", "XXX-99:59", "<+99>-99", ":/nonexistent/zone"])
def test_a_time_zone_no_calendar_has_gives_utc_times(tmp_path: Path, zone: str) -> None:
    data = tmp_path / "data"
    env = dict(os.environ, TZ=zone)
    result = run_app(
        "--demo",
        "nine-ball",
        "--data-dir",
        str(data),
        "--screenshot",
        str(tmp_path / "out"),
        env=env,
    )
    print(f"tried: TZ={zone!r}; rc {result.returncode}")
    assert result.returncode == 0, result.stderr[-3000:]
    _no_report(data, result.stderr)
    header = json.loads(_journal(data).read_text("utf-8").splitlines()[0])
    created = header["created"]
    assert created[-6] in "+-" and abs(int(created[-6:-3])) < 24, created


@pytest.mark.parametrize(
    "screen",
    [{"QT_QPA_PLATFORM": "bogus"}, {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":999"}],
    ids=["unknown-platform", "no-display"],
)
def test_no_screen_is_a_message_and_exit_code_2(tmp_path: Path, screen: dict[str, str]) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "PYTHONPATH": str(ROOT), **screen}
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "ui", "--data-dir", str(data)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    print(f"tried: {screen}; rc {result.returncode}; {result.stderr.splitlines()[-1:]}")
    assert result.returncode == 2, (result.returncode, result.stderr[-3000:])
    assert "cannot open its windows" in result.stderr
    assert "Reinstalling" not in result.stderr.split("cannot open its windows")[-1]
    _no_report(data, result.stderr)


def _busy_port() -> tuple[socket.socket, int]:
    holder = socket.socket()
    holder.bind(("127.0.0.1", 0))
    holder.listen()
    return holder, holder.getsockname()[1]


def _start_up_box(case: str, tmp_path: Path) -> tuple[list[str], list[str], Path]:
    """(prefix, app arguments, data folder) that make the start wait on a box."""
    data = tmp_path / "data"
    if case == "busy-serve-port":
        return [], ["--serve", str(_PORT[1])], data
    if case == "bad-venue":
        return [], ["--feed", "mqtt://127.0.0.1:9", "--venue", "Not A Venue!", "--table", "1"], data
    data.mkdir()
    data.chmod(0o555)
    return AS_A_USER, ["--demo", "nine-ball"], data


_PORT = _busy_port()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
@pytest.mark.parametrize("case", ["busy-serve-port", "bad-venue", "unwritable-demo"])
def test_a_stop_signal_while_a_start_up_box_waits(tmp_path: Path, case: str, signum: int) -> None:
    prefix, args, data = _start_up_box(case, tmp_path)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("POOL_SCOREBOARD_DATA_DIR", None)
    child = subprocess.Popen(
        [*prefix, sys.executable, "tests/faults/box_driver.py", "--data-dir", str(data), *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line.startswith("modal"), (line, child.stderr.read() if child.stderr else "")
        time.sleep(0.3)  # the box is up and waiting
        child.send_signal(signum)
        code = child.wait(timeout=20)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        if case == "unwritable-demo":
            data.chmod(0o755)
    stderr = child.stderr.read() if child.stderr is not None else ""
    print(f"tried: {signal.Signals(signum).name} on {case} at {line.strip()!r}; exit {code}")
    assert code == 0, stderr[-3000:]
    assert "Traceback" not in stderr
    assert not list(data.glob("crash-*.log"))
