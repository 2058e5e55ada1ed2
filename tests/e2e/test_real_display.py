"""End to end on a real X display: the installed ``pool-scoreboard`` command, driven by real key
presses and mouse clicks (xdotool on Xvfb), plays a nine-ball race to 3 set up in the set-up
dialog, with a push out, a foul and an undo; the result is read back from the history database
the app wrote and from a screenshot of the spectator window.

Every input the app accepts is on disk (the match journal) before the screen changes, so the
test waits for each action's journal line instead of sleeping, and retries an action that did not
arrive (a window that had not taken the keyboard focus yet).
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60.0

# A tiny separate Qt program on the same display: the picture of one window (0: the screen).
GRAB = """
import sys
from PySide6.QtGui import QGuiApplication
app = QGuiApplication(sys.argv[:1])
shot = app.primaryScreen().grabWindow(int(sys.argv[2]))
sys.exit(0 if shot.save(sys.argv[1]) else 1)
"""

# Points inside the scorekeeper window (1366x768 at the top-left corner; no window manager).
NEUTRAL = (682, 66)  # the match information between the player panels: clicking it does nothing
BALL_9 = (828, 156)  # the 9 in the rack of ball buttons
FOOT_LEFT = (41, 237)  # the foot-left pocket of the pocket pad


def installed_command() -> str:
    """The console script installed beside this interpreter (as a user would start it)."""
    sibling = Path(sys.executable).with_name("pool-scoreboard")
    if sibling.exists():
        return str(sibling)
    found = shutil.which("pool-scoreboard")
    assert found, "the pool-scoreboard command is not installed (pip install -e .)"
    return found


class Desktop:
    """xdotool and screenshots on one X display; the app's journal as the source of truth."""

    def __init__(self, display: str, data_dir: Path, shots: Path) -> None:
        self.display = display
        self.data_dir = data_dir
        self.shots = shots
        self.env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
        self.env.pop("WAYLAND_DISPLAY", None)
        self.log: list[str] = []

    def xdo(self, *args: object) -> str:
        out = subprocess.run(
            ["xdotool", *map(str, args)], env=self.env, capture_output=True, text=True, timeout=30
        )
        return out.stdout.strip()

    def find(self, name: str, timeout: float = TIMEOUT) -> str:
        """The id of the first visible window whose title contains ``name``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ids = self.xdo("search", "--onlyvisible", "--name", name).split()
            if ids:
                return ids[0]
            time.sleep(0.2)
        self.grab("timeout")
        raise AssertionError(f"no window named {name!r} after {timeout:.0f} s")

    def gone(self, name: str) -> bool:
        return not self.xdo("search", "--onlyvisible", "--name", name).split()

    def grab(self, label: str, window: str = "0") -> Path:
        path = self.shots / f"{len(list(self.shots.glob('*.png'))):02d}-{label}.png"
        subprocess.run(
            [sys.executable, "-c", GRAB, str(path), str(int(window))],
            env=self.env,
            timeout=60,
            check=True,
        )
        return path

    def click(self, window: str, point: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", window, point[0], point[1])
        self.xdo("click", "1")

    def activate(self, window: str) -> None:
        """Give the window the keyboard focus (there is no window manager to do it)."""
        self.xdo("windowfocus", "--sync", window)
        self.click(window, NEUTRAL)
        time.sleep(0.2)

    def records(self) -> list[dict]:
        """The input records of the match journal, in order."""
        files = sorted((self.data_dir / "journals").glob("*.jsonl"))
        if not files:
            return []
        lines = files[-1].read_text("utf-8").splitlines()[1:]
        return [json.loads(x)["input"] for x in lines if x.strip().startswith('{"seq"')]

    def wait_records(self, count: int, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.records()) >= count:
                return True
            time.sleep(0.05)
        return False


def play(desk: Desktop, window: str, what: str, kind: str, act: Callable[[], None]) -> dict:
    """Do ``act`` until one new journal record of ``kind`` arrives (three tries)."""
    before = len(desk.records())
    for attempt in range(3):
        act()
        if desk.wait_records(before + 1, 8.0):
            record = desk.records()[before]
            assert record["kind"] == kind, (what, record)
            desk.log.append(f"{what}: {kind}" + (f" (try {attempt + 1})" if attempt else ""))
            return record
        # not received: the window did not have the focus; clear any half entry and retry
        desk.activate(window)
        desk.xdo("key", "Escape")
    desk.grab(f"stuck-{what.replace(' ', '-')}", window)
    raise AssertionError(f"{what}: nothing recorded after three tries; log so far: {desk.log}")


@pytest.fixture
def app(xdisplay: str, tmp_path: Path) -> Iterator[tuple[Desktop, subprocess.Popen[bytes]]]:
    data = tmp_path / "data"
    shots = tmp_path / "screens"
    shots.mkdir()
    desk = Desktop(xdisplay, data, shots)
    log = (tmp_path / "app.log").open("wb")
    proc = subprocess.Popen(
        [installed_command(), "--lang", "en", "--data-dir", str(data)],
        env=desk.env,
        cwd=tmp_path,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        yield desk, proc
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=15)
        log.close()
        print(f"screenshots in {shots}; app output in {tmp_path / 'app.log'}")


def test_a_nine_ball_race_to_three_played_with_keys_and_clicks_ends_in_the_history(
    app: tuple[Desktop, subprocess.Popen[bytes]],
) -> None:
    desk, proc = app

    # -- the set-up dialog: names, nine-ball (the default), race to 3, lag won by Ana who breaks
    dialog = desk.find("New match")
    for _attempt in range(3):
        desk.xdo("windowfocus", "--sync", dialog)
        time.sleep(0.3)
        desk.xdo("type", "--delay", "40", "Ana")
        desk.xdo("key", "Tab")
        desk.xdo("type", "--delay", "40", "Bea")
        # Tab past the discipline, the three-ball break and the racks-only boxes to the race
        desk.xdo("key", "Tab", "Tab", "Tab", "Tab", "ctrl+a")
        desk.xdo("type", "3")
        desk.grab("setup", dialog)
        desk.xdo("key", "Return")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not desk.gone("New match"):
            time.sleep(0.1)
        if desk.gone("New match"):
            break
        # the typing went nowhere: clear both names and type again
        desk.xdo("key", "shift+Tab", "shift+Tab", "shift+Tab", "shift+Tab", "ctrl+a", "BackSpace")
        desk.xdo("key", "shift+Tab", "ctrl+a", "BackSpace")
    assert desk.wait_records(1, 20), "the match did not start"
    assert desk.records()[0] == {**desk.records()[0], "kind": "lag", "winner": 0, "breaks": True}

    keeper = desk.find("scorekeeper")
    desk.activate(keeper)
    desk.xdo("key", "F2")
    spectator = desk.find("spectators")
    desk.xdo("windowmove", "--sync", spectator, 0, 800)  # below the scorekeeper window
    desk.activate(keeper)

    def key(*keys: str) -> Callable[[], None]:
        return lambda: desk.xdo("key", "--delay", "60", *keys)

    def pot_nine_with_the_mouse() -> None:
        desk.click(keeper, BALL_9)
        time.sleep(0.15)
        desk.click(keeper, FOOT_LEFT)

    # rack 1: Ana's dry break, Bea pushes out, Ana takes the table and makes the 9 (mouse)
    play(desk, keeper, "dry break", "shot", key("l"))
    push = play(desk, keeper, "push out", "shot", key("p"))
    assert push["shot"].get("push_out") is True
    play(desk, keeper, "accept the table", "choice", key("1"))
    play(desk, keeper, "9 made, by mouse", "shot", pot_nine_with_the_mouse)
    # rack 2 (winner breaks): Bea scratches (foul), Ana misses, the miss is undone, Ana makes 9
    play(desk, keeper, "dry break 2", "shot", key("l"))
    foul = play(desk, keeper, "scratch", "shot", key("c"))
    assert foul["shot"].get("cue") == "pocketed"
    play(desk, keeper, "miss", "shot", key("Return"))
    play(desk, keeper, "undo the miss", "undo", key("ctrl+z"))
    play(desk, keeper, "9 made, by keys", "shot", key("9", "w"))
    # rack 3: Ana breaks, Bea makes the 9; rack 4: Bea breaks, Ana makes the 9 and the match
    play(desk, keeper, "dry break 3", "shot", key("l"))
    play(desk, keeper, "Bea makes the 9", "shot", key("9", "s"))
    play(desk, keeper, "dry break 4", "shot", key("l"))
    play(desk, keeper, "Ana makes the 9", "shot", pot_nine_with_the_mouse)
    print("\n".join(desk.log))

    # -- the history database the app wrote when the match was won
    db_path = desk.data_dir / "history.sqlite3"
    row = None
    deadline = time.monotonic() + 20
    while row is None and time.monotonic() < deadline:
        with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, timeout=10) as db:
            row = db.execute(
                "SELECT name0, name1, winner, racks0, racks1, discipline FROM matches"
            ).fetchone()
        if row is None:
            time.sleep(0.2)
    print(f"history row: {row}")
    assert row == ("Ana", "Bea", 0, 3, 1, "nine-ball")

    # -- the spectator window, as the screen shows it
    time.sleep(0.5)
    picture = desk.grab("spectator-final", spectator)
    verdict = check_spectator_picture(picture)
    print(f"spectator picture {picture}: {verdict}")
    # the bottom quarter is the green "wins the match" banner; the score column shows digits
    assert verdict["banner_green_share"] > 0.4, verdict
    assert verdict["score_ink_pixels"] > 400, verdict

    # -- quit as a user does: spectator display off (F2), then Quit (Ctrl+Q); the finished
    # match's journal is archived, nothing is left behind
    desk.activate(keeper)
    desk.xdo("key", "F2")
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not desk.gone("spectators"):
        time.sleep(0.1)
    desk.activate(keeper)
    desk.xdo("key", "ctrl+q")
    try:
        assert proc.wait(timeout=30) == 0
    except subprocess.TimeoutExpired:
        desk.grab("quit-timeout")
        raise
    assert not list((desk.data_dir / "journals").glob("*.jsonl")), "journal not archived"
    assert list((desk.data_dir / "journals" / "closed").glob("*.jsonl"))


def check_spectator_picture(path: Path) -> dict[str, float]:
    """Read from the spectator picture: the share of green pixels in the bottom quarter (the
    win banner) and the light pixels in the right-hand score column (the digits)."""
    code = f"""
import sys
from PySide6.QtGui import QGuiApplication, QImage
app = QGuiApplication(sys.argv[:1])
img = QImage({str(path)!r})
w, h = img.width(), img.height()
green = seen = ink = 0
for y in range(0, h, 2):
    for x in range(0, w, 2):
        c = img.pixelColor(x, y)
        r, g, b = c.red(), c.green(), c.blue()
        if y > h * 3 // 4:
            seen += 1
            if g > 110 and g > r + 40 and g > b + 20:
                green += 1
        elif x > w * 4 // 5 and h // 12 < y < h * 2 // 3 and r + g + b > 600:
            ink += 1
print(w, h, green / max(seen, 1), ink)
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    w, h, share, ink = out.stdout.split()
    return {
        "width": int(w),
        "height": int(h),
        "banner_green_share": round(float(share), 3),
        "score_ink_pixels": int(ink),
    }
