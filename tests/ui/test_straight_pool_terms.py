"""14.1 in its own terms: a match won with its points target reached (not "wins the rack"), and
the shot list headed at each re-rack as eight- and nine-ball are at each rack. Reproduction: a
14.1 match won said "Ann wins the rack", and the shot list had no heading after two re-racks."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.match.match import MatchConfig
from ui import describe
from ui.adapters.controller import Controller
from ui.history.export import shot_log
from ui.i18n import Translations
from ui.scorekeeper.window import ScorekeeperWindow
from ui.spectator.window import _banner

FL = Pocket.FOOT_LEFT


def controller(target: int = 40) -> Controller:
    return Controller(
        MatchConfig(
            players=("Ann", "Bob"),
            discipline="straight-pool",
            options=RackOptions(target=(target, target)),
            breaker=0,
        )
    )


def run(c: Controller, balls: range) -> None:
    for n in balls:
        assert c.table.shot(Shot(pocketed=(Pocketed(n, FL),), call=Call(n, FL)))


def two_reracks(c: Controller) -> None:
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    run(c, range(1, 15))  # the first re-rack: the 15 stays
    run(c, range(1, 15))  # the second re-rack
    assert c.snapshot.history.last.verdict.rerack


def test_the_shot_list_heads_each_rerack(qtbot) -> None:
    c = controller()
    w = ScorekeeperWindow(c)
    qtbot.addWidget(w)
    two_reracks(c)
    # each heading waits for the re-rack's first shot
    assert w.history_headings() == ["— Re-rack 1 —"]
    run(c, range(1, 2))
    assert w.history_headings() == ["— Re-rack 1 —", "— Re-rack 2 —"]
    texts = [w.history.item(i).text() for i in range(w.history.count())]
    assert texts.index("— Re-rack 1 —") == 15 and texts.index("— Re-rack 2 —") == 30
    assert c.table.undo()  # the heading goes with the re-rack's only line
    assert w.history_headings() == ["— Re-rack 1 —"]
    assert c.table.redo()
    assert w.history_headings() == ["— Re-rack 1 —", "— Re-rack 2 —"]
    w._history_count = -1  # drawn again from the start, alike
    w._show_history(c.snapshot)
    assert [w.history.item(i).text() for i in range(w.history.count())] == texts


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Bob wins the match: 40 points"), ("es", "Bob gana el partido: 40 puntos")],
)
def test_a_won_match_is_its_target_reached(qtbot, lang, words) -> None:
    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language(lang)
        c = controller()
        two_reracks(c)
        run(c, range(1, 13))  # 28 + 12 = 40
        snap = c.snapshot
        assert snap.winner == 1  # Ann broke, Bob ran the balls
        lines = describe.verdict_lines(snap.history.last.verdict, snap)
        assert lines[0] == words
        assert all("rack" not in line and "partida" not in line for line in lines)
        assert shot_log(snap)[-1].decision.startswith(words)
        text, _kind = _banner(snap)
        assert "rack" not in text and "partida" not in text.lower()
    finally:
        translations.set_language("en")
