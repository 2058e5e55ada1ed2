"""How many actions (clicks or keys) the scorekeeper needs per recorded move.

Plays one scripted rack of every discipline through the real scorekeeper window, with real
mouse clicks and key presses (QTest), and prints, per discipline, the moves recorded (shots and
choices), the actions an :class:`ui.scorekeeper.action_counter.ActionCounter` counted in the window and the mean actions per move (target: at most 2).

Then the "club play" mix: per discipline and ruleset, a seeded random generator
(:mod:`tests.club_play`) plays messy but physically possible shots through the same
window with real clicks: the opponent's ball only, the 8 early, a scratch on the 8, fouls on the
break, combinations. Its rows give the mean actions per move and the refusals (target: mean at
most 2, no refusal at all).

    python bench/bench_actions.py [--club-moves N]
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the club play generator lives with the tests
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rules import Interference, Pocket, RackOptions
from scoreboard.match.match import MatchConfig
from tests.club_play import ClubShot, Finish, club_choice, club_shot
from ui.adapters.controller import Controller
from ui.scorekeeper.action_counter import ActionCounter
from ui.scorekeeper.window import FOUL_MENU_KEYS, POCKET_KEYS, ScorekeeperWindow

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
        QTest.keyClick(self.w.entry_panel.foul_menu, getattr(Qt.Key, f"Key_{index}"))


class ClubDriver(Driver):
    """Plays :mod:`tests.club_play` shots through the window with real clicks. ``extra``
    counts the actions made outside the counted buttons (values typed in the details: the rail
    count, head-string crossings, re-rack interference); ``refused`` the codes of refusals."""

    def __init__(self, window: ScorekeeperWindow, controller: Controller) -> None:
        super().__init__(window)
        self.controller = controller
        self.extra = 0
        self.refused: list[str] = []
        controller.refused.connect(lambda code, _msg: self.refused.append(code))

    def click(self, button: object) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # type: ignore[arg-type]

    def move(self, rng: random.Random) -> bool:
        """One random move (a shot or an answer); False once the match is over."""
        snap = self.controller.snapshot
        if snap.winner is not None:
            return False
        if snap.decision.pending is not None:
            option = club_choice(rng, snap.decision.pending.options)
            self.click(self.w.decision.option_buttons[snap.decision.pending.options.index(option)])
            return True
        plan = club_shot(
            rng,
            snap.rack.on_table,
            snap.rack.hints,
            breaking=snap.rack.breaking,
            push_out_allowed=snap.rack.push_out_allowed,
            safety_allowed=snap.rack.safety_allowed,
            legal_targets=snap.rack.legal_targets,
        )
        self.shot(plan)
        return True

    def shot(self, plan: ClubShot) -> None:
        w = self.w
        panel = w.entry_panel
        before = len(self.refused)
        hints = self.controller.snapshot.rack.hints
        if plan.declare is not None and hints.declare_group:
            self.click(panel.solids_btn if plan.declare.value == "solids" else panel.stripes_btn)
        lone = self.controller.snapshot.rack.legal_targets
        if plan.finish is Finish.POCKET and len(lone) == 1 and plan.clicks == tuple(lone):
            pass  # the pocket alone marks the only legal ball (the lowest, or the 8 at the end)
        else:
            for ball in plan.clicks:
                self.ball(ball)
        for ball in plan.off_table:
            self.click(panel.off_table_btn)
            self.ball(ball)
        if hints.rails and plan.rails is not None:
            panel.rails.setValue(plan.rails)
            self.extra += 1
        if hints.head_string_crossings and plan.crossings:
            panel.crossings.setValue(plan.crossings)
            self.extra += 1
        if hints.interference and plan.interference is not Interference.NONE:
            panel.interference.setCurrentIndex(panel.interference.findData(plan.interference))
            self.extra += 1
        f = plan.finish
        if f is Finish.POCKET:
            assert plan.pocket is not None
            self.pocket(plan.pocket)
        elif f is Finish.CALLED_MISS:
            assert plan.pocket is not None
            self.pocket(plan.pocket, shift=True)
        elif f is Finish.FOUL:
            assert plan.foul is not None
            index = hints.fouls.index(plan.foul)
            self.key("F")
            QTest.keyClick(panel.foul_menu, getattr(Qt.Key, f"Key_{FOUL_MENU_KEYS[index]}"))
        else:
            button = {
                Finish.RECORD: panel.record_btn,
                Finish.SCRATCH: panel.scratch_btn,
                Finish.CUE_OFF: panel.cue_off_btn,
                Finish.SAFETY: panel.safety_btn,
                Finish.PUSH_OUT: panel.push_btn,
                Finish.BREAK_LEGAL: panel.break_ok_btn,
                Finish.BREAK_SHORT: panel.break_short_btn,
            }[f]
            self.click(button)
        if len(self.refused) > before:
            self.click(panel.clear_btn)  # start the shot again


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
    events: tuple[tuple[str, int], ...] = ()

    @property
    def mean(self) -> float:
        return self.actions / self.moves if self.moves else 0.0


def run_script(script: Script) -> Result:
    controller = Controller(script.config)
    window = ScorekeeperWindow(controller)
    counter = ActionCounter(window)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    refused: list[str] = []
    controller.refused.connect(lambda code, _msg: refused.append(code))
    try:
        script.play(Driver(window))
        moves = len(controller.snapshot.history)
        return Result(script.name, moves, counter.count, len(refused))
    finally:
        window.close()
        window.deleteLater()


def run() -> list[Result]:
    """Play every script; returns one result per discipline."""
    return [run_script(s) for s in SCRIPTS]


#: The club-play mix: every discipline and ruleset, long matches.
CLUB = (
    ("eight-ball WPA", _config("eight-ball", ruleset="wpa", race=(99, 99))),
    ("eight-ball RFEB", _config("eight-ball", ruleset="rfeb", race=(99, 99))),
    ("eight-ball Argentina", _config("eight-ball", ruleset="argentina", race=(99, 99))),
    ("nine-ball", _config("nine-ball", race=(99, 99))),
    (
        "nine-ball three-ball break",
        _config("nine-ball", race=(99, 99), options=RackOptions(three_ball_break=True)),
    ),
    ("ten-ball", _config("ten-ball", race=(99, 99))),
    ("straight pool 14.1", _config("straight-pool", options=RackOptions(target=(200, 200)))),
)
CLUB_MOVES = 300
CLUB_SEED = 2026


def run_club(name: str, config: MatchConfig, moves: int, seed: int) -> Result:
    """``moves`` random club-play moves through the window (seeded)."""
    controller = Controller(config)
    window = ScorekeeperWindow(controller)
    counter = ActionCounter(window)
    window.show()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)
    driver = ClubDriver(window, controller)
    rng = random.Random(seed)
    try:
        for _ in range(moves):
            if not driver.move(rng):
                break
        history = controller.snapshot.history
        actions = counter.count + driver.extra
        return Result("club: " + name, len(history), actions, len(driver.refused), messy(history))
    finally:
        window.close()
        window.deleteLater()


def messy(history: object) -> tuple[tuple[str, int], ...]:
    """How often the messy events of club play came up in a match's history."""
    from rules import Reason, Shot

    counts = dict.fromkeys(
        ("opponent ball only", "8 early", "scratch on the 8", "foul on the break", "combination"),
        0,
    )
    for entry in history:  # type: ignore[attr-defined]
        v, move = entry.verdict, entry.move
        cause = v.outcome.cause if v.outcome is not None else None
        if Reason.MISSED_CALL in v.reasons and isinstance(move, Shot) and move.call is None:
            counts["opponent ball only"] += 1
        if cause in (Reason.EIGHT_EARLY, Reason.EIGHT_WITH_LAST_GROUP_BALL):
            counts["8 early"] += 1
        if cause in (Reason.EIGHT_AND_SCRATCH, Reason.SCRATCH_ON_EIGHT):
            counts["scratch on the 8"] += 1
        if entry.breaking and v.fouls:
            counts["foul on the break"] += 1
        if isinstance(move, Shot) and len(move.pocketed) > 1:
            counts["combination"] += 1
    return tuple(counts.items())


def run_club_mix(moves: int = CLUB_MOVES, seed: int = CLUB_SEED) -> list[Result]:
    return [run_club(name, config, moves, seed + i) for i, (name, config) in enumerate(CLUB)]


def _total(results: list[Result]) -> tuple[int, int, int]:
    moves = sum(r.moves for r in results)
    actions = sum(r.actions for r in results)
    return moves, actions, sum(r.refused for r in results)


def report(results: list[Result], club: list[Result] | None = None) -> str:
    lines = [f"{'rack':34} {'moves':>5} {'actions':>7} {'per move':>8} {'refused':>7}"]
    for r in results:
        lines.append(f"{r.name:34} {r.moves:5d} {r.actions:7d} {r.mean:8.2f} {r.refused:7d}")
    moves, actions, _ = _total(results)
    lines.append(f"{'all':34} {moves:5d} {actions:7d} {actions / moves:8.2f}  (target ≤ {TARGET})")
    if club:
        lines.append("")
        for r in club:
            lines.append(f"{r.name:34} {r.moves:5d} {r.actions:7d} {r.mean:8.2f} {r.refused:7d}")
        seen: dict[str, int] = {}
        for r in club:
            for k, n in r.events:
                seen[k] = seen.get(k, 0) + n
        lines.append("messy events met: " + ", ".join(f"{k} {n}" for k, n in seen.items()))
        moves, actions, refused = _total(club)
        lines.append(
            f"{'club play, all':34} {moves:5d} {actions:7d} {actions / moves:8.2f} {refused:7d}"
            f"  (target ≤ {TARGET}, 0 refused)"
        )
    return "\n".join(lines)


def figures() -> list[tuple[str, str, str, bool]]:
    """The rows of ``run_all``: scripted racks and the club-play mix."""
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841
    scripted = run()
    club = run_club_mix()
    print(report(scripted, club))
    moves, actions, refused = _total(scripted)
    worst = max(scripted, key=lambda r: r.mean)
    c_moves, c_actions, c_refused = _total(club)
    return [
        (
            "scorekeeper actions per shot, all scripted racks (bench_actions)",
            f"mean {actions / moves:.2f}, worst rack {worst.mean:.2f}, refused {refused}",
            f"<= {TARGET} (mean)",
            actions / moves <= TARGET,
        ),
        (
            f"club play, {c_moves} random moves in every discipline (bench_actions)",
            f"mean {c_actions / c_moves:.2f} actions per move, refused {c_refused}",
            f"<= {TARGET} (mean), 0 refused",
            c_actions / c_moves <= TARGET and c_refused == 0,
        ),
        *(
            (
                f"  {r.name} (bench_actions)",
                f"mean {r.mean:.2f} over {r.moves} moves, refused {r.refused}",
                f"<= {TARGET}, 0 refused",
                r.mean <= TARGET and r.refused == 0,
            )
            for r in club
        ),
    ]


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841
    moves = CLUB_MOVES
    if "--club-moves" in sys.argv:
        moves = int(sys.argv[sys.argv.index("--club-moves") + 1])
    results = run()
    club = run_club_mix(moves)
    print(report(results, club))
    _, c_actions, c_refused = _total(club)
    c_mean = c_actions / max(1, sum(r.moves for r in club))
    ok = all(r.mean <= TARGET for r in results) and c_mean <= TARGET and c_refused == 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
