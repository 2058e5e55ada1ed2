"""How many actions (clicks or keys) the scorekeeper needs per recorded move.

Plays one scripted rack of every discipline through the real scorekeeper window, with real
mouse clicks and key presses (QTest), and prints, per discipline, the moves recorded (shots and
choices), the window's ``actions_count`` and the mean actions per move (target: at most 2).

    python bench/bench_actions.py
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from rules import Pocket, RackOptions  # noqa: E402
from scoreboard.controller import Controller  # noqa: E402
from scoreboard.match import MatchConfig  # noqa: E402
from ui.scorekeeper import POCKET_KEYS, ScorekeeperWindow  # noqa: E402

TARGET = 2.0
FL, FR, SL, SR, HL, HR = (
    Pocket.FOOT_LEFT,
    Pocket.FOOT_RIGHT,
    Pocket.SIDE_LEFT,
    Pocket.SIDE_RIGHT,
    Pocket.HEAD_LEFT,
    Pocket.HEAD_RIGHT,
)


class Driver:
    """The scorekeeper's hands: clicks on the window's buttons and keys on the window."""

    def __init__(self, window: ScorekeeperWindow) -> None:
        self.w = window

    def ball(self, n: int) -> None:
        QTest.mouseClick(self.w.rack.button(n), Qt.MouseButton.LeftButton)

    def pocket(self, p: Pocket, *, shift: bool = False) -> None:
        button = self.w.pocket_pad.button(p)
        mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(button, Qt.MouseButton.LeftButton, mods, button.hole_centre().toPoint())

    def key(self, k: str, *, shift: bool = False) -> None:
        mods = Qt.KeyboardModifier.ShiftModifier if shift else Qt.KeyboardModifier.NoModifier
        QTest.keyClick(self.w, getattr(Qt.Key, f"Key_{k}"), mods)

    def pocket_key(self, p: Pocket, *, shift: bool = False) -> None:
        self.key(POCKET_KEYS[p], shift=shift)

    def made(self, n: int, p: Pocket = FL) -> None:
        """Ball ``n`` made in ``p``: by keys for the even balls up to the 10 (0 is the 10),
        by mouse for the others (a two-digit ball is one click but two keys)."""
        if n % 2 == 0 and n <= 10:
            self.key(str(n % 10))
            self.pocket_key(p)
        else:
            self.ball(n)
            self.pocket(p)

    def foul_from_menu(self, index: int) -> None:
        self.key("F")
        QTest.keyClick(self.w.foul_menu, getattr(Qt.Key, f"Key_{index}"))


def nine_ball(d: Driver) -> None:
    d.made(3)  # break, ball made
    d.pocket_key(FR)  # the lowest ball, the pocket alone
    d.made(2, SL)
    d.key("Return")  # miss
    d.key("C")  # scratch
    for n in (4, 5, 6, 7, 8):
        d.made(n)
    d.made(9, HR)


def nine_ball_push_and_fouls(d: Driver) -> None:
    d.key("L")  # dry break
    d.key("P")  # push out
    d.key("2")  # hand back
    d.key("C")
    d.key("Return")
    d.foul_from_menu(1)
    d.key("Return")
    d.key("C")  # third foul: rack lost


def ten_ball(d: Driver) -> None:
    d.made(2)
    d.made(1, SR)
    d.key("Return")
    d.key("3")
    d.pocket_key(HL, shift=True)  # called the 3, missed
    for n in range(3, 10):
        d.made(n)
    d.key("0")
    d.pocket_key(FR)


def eight_ball_wpa(d: Driver) -> None:
    d.made(3)
    d.made(1, FR)
    d.ball(2)
    d.pocket(HL, shift=True)  # called, missed
    d.key("C")  # a scratch: a foul needs no call
    for n in (2, 4, 5, 6, 7):
        d.made(n)
    d.pocket_key(FL)  # the 8, the only legal ball


def eight_on_the_break(d: Driver) -> None:
    d.made(8)
    d.key("1")  # spot the 8 and continue
    d.made(1)
    d.ball(2)
    d.pocket(HL, shift=True)  # called the 2 there, missed


def eight_ball_rfeb(d: Driver) -> None:
    d.made(9)
    d.made(1)
    d.key("Return")
    d.key("C")
    for n in (2, 3, 4, 5, 6, 7):
        d.made(n)
    d.made(8, SR)


def eight_ball_argentina(d: Driver) -> None:
    d.made(12)
    d.key("G")
    d.key("Return")
    d.made(9)
    d.foul_from_menu(2)
    d.key("2")
    for n in range(1, 8):
        d.made(n)
    d.made(8, HR)


def straight_pool(d: Driver) -> None:
    d.key("L")
    for n in range(1, 15):
        d.made(n, FL if n % 2 else FR)
    d.made(1)
    d.made(2)


@dataclass(frozen=True)
class Script:
    name: str
    config: MatchConfig
    play: Callable[[Driver], None]


def _config(discipline: str, **kw: object) -> MatchConfig:
    return MatchConfig(players=("Ann", "Bob"), discipline=discipline, breaker=0, **kw)  # type: ignore[arg-type]


SCRIPTS = (
    Script("nine-ball", _config("nine-ball"), nine_ball),
    Script("nine-ball push out, three fouls", _config("nine-ball"), nine_ball_push_and_fouls),
    Script("ten-ball", _config("ten-ball"), ten_ball),
    Script("eight-ball WPA", _config("eight-ball", ruleset="wpa"), eight_ball_wpa),
    Script("eight-ball 8 on the break", _config("eight-ball", ruleset="wpa"), eight_on_the_break),
    Script("eight-ball RFEB", _config("eight-ball", ruleset="rfeb"), eight_ball_rfeb),
    Script(
        "eight-ball Argentina", _config("eight-ball", ruleset="argentina"), eight_ball_argentina
    ),
    Script(
        "straight pool 14.1 (re-rack)",
        _config("straight-pool", options=RackOptions(target=(16, 16))),
        straight_pool,
    ),
)


@dataclass(frozen=True)
class Result:
    name: str
    moves: int
    actions: int
    refused: int = 0

    @property
    def mean(self) -> float:
        return self.actions / self.moves if self.moves else 0.0


def run_script(script: Script) -> Result:
    controller = Controller(script.config)
    window = ScorekeeperWindow(controller)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    refused: list[str] = []
    controller.refused.connect(lambda code, _msg: refused.append(code))
    try:
        script.play(Driver(window))
        moves = len(controller.snapshot.history)
        return Result(script.name, moves, window.actions_count, len(refused))
    finally:
        window.close()
        window.deleteLater()


def run() -> list[Result]:
    """Play every script; returns one result per discipline."""
    return [run_script(s) for s in SCRIPTS]


def report(results: list[Result]) -> str:
    lines = [f"{'rack':34} {'moves':>5} {'actions':>7} {'per move':>8} {'refused':>7}"]
    for r in results:
        lines.append(f"{r.name:34} {r.moves:5d} {r.actions:7d} {r.mean:8.2f} {r.refused:7d}")
    moves = sum(r.moves for r in results)
    actions = sum(r.actions for r in results)
    lines.append(f"{'all':34} {moves:5d} {actions:7d} {actions / moves:8.2f}  (target ≤ {TARGET})")
    return "\n".join(lines)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841
    results = run()
    print(report(results))
    return 0 if all(r.mean <= TARGET for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
