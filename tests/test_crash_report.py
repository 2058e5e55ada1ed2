"""A crash of the real app: a log in the data folder and a message box pointing to it."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

DRIVER = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    import ui.main
    from ui import app

    seen = []

    def close_boxes():
        box = QApplication.activeModalWidget()
        if box is not None:
            seen.append(box.text() if hasattr(box, "text") else "")
            print("BOX:" + seen[-1].replace("\\n", " "), flush=True)
            box.close()
        QTimer.singleShot(50, close_boxes)

    where = sys.argv[1]

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in the window")

    if where == "start-up":
        ui.main.MainUi.__init__ = broken
        qapp = QApplication([])
        QTimer.singleShot(50, close_boxes)
    else:  # in the event loop, after the windows are up
        original = ui.main.MainUi.start

        def start_then_fail(self):
            QTimer.singleShot(50, close_boxes)
            QTimer.singleShot(100, lambda: broken())
            QTimer.singleShot(1500, QApplication.instance().quit)

        ui.main.MainUi.start = start_then_fail
    code = app.main(["--lang", "en", "--data-dir", sys.argv[2]])
    print("EXIT:%d" % code, flush=True)
    """
)


def run_driver(where: str, data: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", DRIVER, where, str(data)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _logs(data: Path) -> list[Path]:
    return sorted(data.glob("crash-*.log"))


def test_a_crash_at_start_up_writes_a_log_and_says_where_instead_of_a_traceback(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    out = run_driver("start-up", data)
    (log,) = _logs(data)
    assert "RuntimeError: a bug in the window" in log.read_text("utf-8")
    assert (
        f"BOX:Pool Scoreboard met an error it did not expect. What happened is written in: {log}"
        in out.stdout
    )
    assert "EXIT:1" in out.stdout
    assert "Traceback" not in out.stderr  # the traceback is in the log, not on a console


def test_an_error_in_the_running_window_writes_a_log_and_the_app_goes_on(tmp_path: Path) -> None:
    data = tmp_path / "data"
    out = run_driver("running", data)
    (log,) = _logs(data)
    assert "a bug in the window" in log.read_text("utf-8")
    assert out.stdout.count("BOX:") == 1 and str(log) in out.stdout
    assert "EXIT:0" in out.stdout  # the event loop went on until the window quit
