"""Club play through the real scorekeeper window: a few hundred random but physically possible
shots per discipline and ruleset, entered with real clicks on the balls, the pockets and the
buttons (the benchmark's driver). None is refused, and every verdict with a foul, an outcome or
a choice shows its citation."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from rules import RackOptions
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.scorekeeper.window import ScorekeeperWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from bench_actions import ClubDriver

MOVES = 250

CASES = {
    "eight-ball-wpa": dict(discipline="eight-ball", ruleset="wpa"),
    "eight-ball-rfeb": dict(discipline="eight-ball", ruleset="rfeb"),
    "eight-ball-argentina": dict(discipline="eight-ball", ruleset="argentina"),
    "nine-ball": dict(discipline="nine-ball"),
    "nine-ball-three-ball-break": dict(
        discipline="nine-ball", options=RackOptions(three_ball_break=True)
    ),
    "ten-ball": dict(discipline="ten-ball"),
    "straight-pool": dict(discipline="straight-pool", options=RackOptions(target=(200, 200))),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_club_play_clicked_through_the_window_is_never_refused(qtbot, case: str) -> None:
    kwargs = dict(CASES[case])
    if kwargs["discipline"] != "straight-pool":
        kwargs["race"] = (99, 99)
    controller = Controller(MatchConfig(players=("Ann", "Bob"), breaker=0, **kwargs))
    window = ScorekeeperWindow(controller)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    driver = ClubDriver(window, controller)
    rng = random.Random(sorted(CASES).index(case) + 7)
    for _ in range(MOVES):
        assert driver.move(rng)
        assert driver.refused == [], window.statusBar().currentMessage()
    history = list(controller.snapshot.history)
    assert len(history) == MOVES
    for entry in history:
        v = entry.verdict
        if v.fouls or v.outcome is not None or v.pending is not None:
            assert v.citations, entry
    assert len(window.history_lines()) == MOVES  # the racks' headings aside
