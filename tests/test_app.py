"""The command line: help, version, screenshots, and a clear message when Qt cannot start."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent


def run_app(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full_env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if env:
        full_env.update(env)
    return subprocess.run(
        [sys.executable, "-m", "ui", *args],
        cwd=ROOT,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_help_lists_the_options() -> None:
    result = run_app("--help")
    assert result.returncode == 0
    for option in ("--version", "--lang", "--screenshot", "--data-dir"):
        assert option in result.stdout


def test_version_is_printed() -> None:
    from scoreboard import __version__

    result = run_app("--version")
    assert result.returncode == 0
    assert __version__ in result.stdout


def test_screenshot_writes_both_windows(tmp_path: Path) -> None:
    result = run_app(
        "--screenshot",
        str(tmp_path),
        "--demo",
        "nine-ball",
        "--lang",
        "en",
        "--data-dir",
        str(tmp_path / "data"),
    )
    assert result.returncode == 0, result.stderr
    scorekeeper = tmp_path / "scorekeeper-1366x768-en.png"
    spectator = tmp_path / "spectator-1920x1080-en.png"
    for path in (scorekeeper, spectator):
        image = QImage(str(path))
        assert not image.isNull(), path
    assert QImage(str(scorekeeper)).size().toTuple() == (1366, 768)
    assert QImage(str(spectator)).size().toTuple() == (1920, 1080)
    # both were really painted: many colours, not a blank window
    for path in (scorekeeper, spectator):
        image = QImage(str(path))
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 23)
            for y in range(0, image.height(), 23)
        }
        assert len(colours) > 20, path
    # the spectator board uses the dark theme by default
    assert QImage(str(spectator)).pixelColor(3, 3).lightness() < 60


def test_missing_qt_library_gives_a_clear_message(tmp_path: Path) -> None:
    fake = tmp_path / "PySide6"
    fake.mkdir()
    (fake / "__init__.py").write_text(
        "raise ImportError('libEGL.so.1: cannot open shared object file: No such file or directory')\n"
    )
    result = run_app("--lang", "en", env={"PYTHONPATH": str(tmp_path)})
    assert result.returncode == 2
    assert "libEGL.so.1" in result.stderr
    assert "Traceback" not in result.stderr
    assert "system library" in result.stderr


def test_unknown_language_is_refused_with_a_message() -> None:
    result = run_app("--lang", "fr")
    assert result.returncode == 2
    assert "invalid choice" in result.stderr


def test_the_history_is_opened_after_the_first_picture(tmp_path: Path) -> None:
    """A start paints the scorekeeper's window before the history is opened (its modules
    loaded, a new file made), then opens it before anything the start shows or offers."""
    script = f"""
import sys
from scoreboard.service.session import Session
from ui import app as app_module
from ui import main as ui_main

original_open = Session.open_history
seen = []
shown = []

def open_history(self):
    painted = shown[0].first_paint.painted if shown else None
    seen.append(("history", painted, "scoreboard.history.database" in sys.modules, self.history is None))
    original_open(self)

def start(self):
    seen.append(("start", self.first_paint.painted, self.session.history is not None))
    self.window.close()

def show(self):
    shown.append(self)
    seen.append(("shown", "scoreboard.history.database" in sys.modules, self.session.history is None))
    self.window.show()

Session.open_history = open_history
ui_main.MainUi.start = start
ui_main.MainUi.show = show
code = app_module.main(["--lang", "en", "--demo", "nine-ball", "--data-dir", {str(tmp_path)!r}])
print(seen)
sys.exit(code)
"""
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == str(
        [("shown", False, True), ("history", True, False, True), ("start", True, True)]
    )
