"""What a newcomer scorekeeper found wrong in the window's words, each reproduced: the 14.1
header's rack after a re-rack, a foul count left on the loser after the match, a match won
without saying why, and the shot list (no separation between racks, "called 8 in ?", the
golden break not said to be on the break)."""

from __future__ import annotations

from rules import Call, CueBall, Pocket, Pocketed, Shot
from rules.core import RackOptions
from scoreboard.match.match import MatchConfig
from ui import describe
from ui.adapters.controller import Controller
from ui.scorekeeper.window import ScorekeeperWindow

NAMES = ("Ann", "Bob")


def window(qtbot, discipline: str = "nine-ball", **config) -> ScorekeeperWindow:
    config.setdefault("breaker", 0)
    w = ScorekeeperWindow(Controller(MatchConfig(players=NAMES, discipline=discipline, **config)))
    qtbot.addWidget(w)
    return w


def made(ball: int, pocket: Pocket = Pocket.FOOT_LEFT) -> Shot:
    return Shot(pocketed=(Pocketed(ball, pocket),), rails=4)


def test_the_straight_pool_header_counts_the_racks_of_balls(qtbot) -> None:
    w = window(qtbot, "straight-pool", options=RackOptions(target=(40, 40)))
    c = w.controller
    assert "Rack 1" in w.centre.text()
    assert c.table.shot(Shot(cue_and_two_to_rail=True))  # safety break: Bob to the table
    for n in range(1, 15):
        assert c.table.shot(
            Shot(pocketed=(Pocketed(n, Pocket.FOOT_LEFT),), call=Call(n, Pocket.FOOT_LEFT))
        )
    assert c.snapshot.history.last.verdict.rerack
    assert "Rack 2" in w.centre.text().split("\n")
    assert c.table.undo()
    assert "Rack 1" in w.centre.text().split("\n")


def test_no_foul_count_is_left_on_the_loser_after_the_match(qtbot) -> None:
    w = window(qtbot, race=(1, 1))
    c = w.controller
    assert c.table.shot(Shot(rails=4))  # a dry break: Bob to the table
    assert c.table.shot(Shot(cue=CueBall.POCKETED, rails=2))  # Bob scratches
    assert w.players[1].fouls.text() == "1 foul"
    assert c.table.shot(made(9))  # Ann, ball in hand, makes the 9: the match
    assert c.snapshot.winner == 0
    assert w.players[1].fouls.text() == ""


def test_the_match_won_says_why(qtbot) -> None:
    w = window(qtbot, race=(1, 1))
    c = w.controller
    assert c.table.shot(made(9))  # the 9 on the break wins the rack, and the race to 1
    assert c.snapshot.winner == 0
    text = w.decision.text.text()
    assert text.split("\n")[0] == "Ann wins the match."
    rack = describe.verdict_lines(c.snapshot.history.last.verdict, c.snapshot)[0]
    assert rack.startswith("Ann wins the rack") and rack in text.split("\n")
    assert w.decision.rule.text().startswith("Rule: ")


def test_the_match_conceded_says_so(qtbot) -> None:
    w = window(qtbot)
    assert w.controller.table.concede_match(1)
    assert w.decision.text.text().split("\n") == ["Ann wins the match.", "Bob conceded the match."]


def test_the_shot_list_separates_the_racks_and_says_the_break(qtbot) -> None:
    w = window(qtbot, race=(3, 3))
    c = w.controller
    assert c.table.shot(made(9))  # the golden break
    assert c.table.shot(Shot(rails=4))  # rack 2's break, dry
    assert w.history_headings() == ["— Rack 2 —"]
    lines = w.history_lines()
    assert lines[0].startswith("1. Ann: break; made 9") and "on the break" in lines[0]
    assert lines[1].startswith("2. Ann: break; no ball made")  # the winner breaks
    assert [w.history.item(i).text() for i in range(w.history.count())] == [
        lines[0],
        "— Rack 2 —",
        lines[1],
    ]
    assert c.table.undo()  # the heading goes with rack 2's only line
    assert w.history_headings() == [] and w.history.count() == 1
    assert c.table.redo()
    assert w.history_headings() == ["— Rack 2 —"]


def test_a_call_without_its_pocket_shows_no_question_mark() -> None:
    text = describe.move_text(Shot(call=Call(8), rails=2))
    assert "?" not in text and "called 8" in text
    assert "called 8 in" in describe.move_text(Shot(call=Call(8, Pocket.HEAD_LEFT), rails=2))


def test_the_spectator_shows_no_foul_count_after_the_match(qtbot) -> None:
    from ui.spectator.window import board_model

    w = window(qtbot, race=(1, 1))
    c = w.controller
    assert c.table.shot(Shot(rails=4))
    assert c.table.shot(Shot(cue=CueBall.POCKETED, rails=2))  # Bob scratches
    assert board_model(c.snapshot).players[1].fouls == 1
    assert c.table.shot(made(9))
    assert board_model(c.snapshot).players[1].fouls == 0
