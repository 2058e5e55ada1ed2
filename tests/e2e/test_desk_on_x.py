"""The desk's end-to-end run (a 16-entrant double elimination, one match scored in the
scorekeeper, the rest typed in, printed) on a real X display (Xvfb), not the offscreen
platform."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_desk_runs_a_double_elimination_on_a_real_display(
    xdisplay: str, tmp_path: Path
) -> None:
    env = {
        **os.environ,
        "DISPLAY": xdisplay,
        "QT_QPA_PLATFORM": "xcb",
        "PYTHONPATH": str(ROOT),
    }
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--basetemp",
            str(tmp_path / "run"),
            "tests/ui/test_desk.py::test_a_double_elimination_runs_end_to_end_through_the_desk",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "1 passed" in out.stdout
