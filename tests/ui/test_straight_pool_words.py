"""The 14.1 header counts racks of balls of one game: in Spanish a "triángulo" (the word of the
re-rack, "Nuevo triángulo"), never a "partida" (a game won). Reproduction: a Spanish 14.1
match after a re-rack read "Partida 2", as if a game had been won."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.i18n import Translations
from ui.scorekeeper.window import ScorekeeperWindow

FL = Pocket.FOOT_LEFT


@pytest.mark.parametrize(("lang", "word"), [("es", "Triángulo"), ("en", "Rack")])
def test_the_straight_pool_rack_of_balls_is_named_as_such(qtbot, lang, word) -> None:
    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language(lang)
        controller = Controller(
            MatchConfig(
                players=("Ana", "Bruno"),
                discipline="straight-pool",
                options=RackOptions(target=(40, 40)),
                breaker=0,
            )
        )
        w = ScorekeeperWindow(controller)
        qtbot.addWidget(w)
        assert f"{word} 1" in w.centre.text().split("\n")
        assert controller.table.shot(Shot(cue_and_two_to_rail=True))
        for n in range(1, 15):
            assert controller.table.shot(Shot(pocketed=(Pocketed(n, FL),), call=Call(n, FL)))
        assert controller.snapshot.history.last.verdict.rerack
        assert f"{word} 2" in w.centre.text().split("\n")
        # a nine-ball rack is still a game won: "Partida" in Spanish
        nine = ScorekeeperWindow(
            Controller(MatchConfig(players=("Ana", "Bruno"), discipline="nine-ball", breaker=0))
        )
        qtbot.addWidget(nine)
        assert ("Partida 1" if lang == "es" else "Rack 1") in nine.centre.text().split("\n")
    finally:
        translations.set_language("en")
