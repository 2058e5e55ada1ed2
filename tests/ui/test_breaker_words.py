"""Who breaks, as the scorekeeper's player boxes and the spectator's board say it: the player
at the table while a break is awaited, not the rack's first breaker.

Reproduction (14.1): Ann breaks safely, then the two foul in turn until Bob's third foul; Bob,
the offender, breaks the new rack under opening-break rules and fouls it; while Ann chooses
whether he breaks again, her box read "Breaks" and the board tagged her "BREAK" (she was the
game's first breaker) though nobody was breaking; before that Bob's box did not say he breaks.
"""

from __future__ import annotations

from rules import Foul, Option, RackOptions, Shot
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.scorekeeper.window import ScorekeeperWindow
from ui.spectator.window import board_model

NO_RAIL = Shot(fouls=frozenset({Foul.NO_RAIL}))


def straight_pool(qtbot) -> ScorekeeperWindow:
    c = Controller(
        MatchConfig(
            players=("Ann", "Bob"),
            discipline="straight-pool",
            options=RackOptions(target=(40, 40)),
            breaker=0,
        )
    )
    w = ScorekeeperWindow(c)
    qtbot.addWidget(w)
    return w


def breaks(w: ScorekeeperWindow) -> list[bool]:
    return ["Breaks" in w.players[i].info.text() for i in (0, 1)]


def tags(w: ScorekeeperWindow) -> list[str]:
    return [p.tag for p in board_model(w.controller.snapshot).players]


def test_the_offender_breaks_after_three_fouls_and_nobody_while_a_choice_waits(qtbot) -> None:
    w = straight_pool(qtbot)
    c = w.controller
    assert breaks(w) == [True, False] and tags(w) == ["BREAK", ""]
    assert c.table.shot(Shot(cue_and_two_to_rail=True))  # a safe break: Bob to the table
    assert breaks(w) == [False, False]
    for _ in range(5):  # Bob, Ann, Bob, Ann, Bob foul: Bob's third
        assert c.table.shot(NO_RAIL)
    snap = c.snapshot
    assert snap.rack.breaking and snap.rack.turn == 1 and snap.rack.breaker == 0
    assert breaks(w) == [False, True] and tags(w) == ["", "BREAK"]
    assert c.table.shot(NO_RAIL)  # Bob's break fails: Ann chooses
    assert c.snapshot.decision.pending is not None
    assert breaks(w) == [False, False] and tags(w) == ["", ""]
    assert c.table.choose(Option.BREAKER_REBREAKS)
    assert c.snapshot.rack.turn == 1
    assert breaks(w) == [False, True] and tags(w) == ["", "BREAK"]


def test_a_rack_game_says_who_broke_once_the_break_is_played(qtbot) -> None:
    c = Controller(MatchConfig(players=("Ann", "Bob"), discipline="nine-ball", breaker=0))
    w = ScorekeeperWindow(c)
    qtbot.addWidget(w)
    assert breaks(w) == [True, False]
    assert c.table.shot(Shot(rails=4))  # a dry break: Bob to the table
    assert breaks(w) == [False, False]
    assert "Broke this rack" in w.players[0].info.text()
    assert board_model(c.snapshot).players[0].breaker
    assert not board_model(c.snapshot).players[1].breaker
