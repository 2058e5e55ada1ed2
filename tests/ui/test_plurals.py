"""Counts read as people write them: "1 match", "2 matches", "1 game", in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ui.i18n import Translations

CASES = {
    "en": [
        ("HistoryDialog", "1 match", -1, "1 match"),
        ("HistoryDialog", "%1 matches", -1, "%1 matches"),
        ("FairRacePanel", "%1: rating %2 (%n game(s))", 1, "%1: rating %2 (1 game)"),
        ("FairRacePanel", "%1: rating %2 (%n game(s))", 7, "%1: rating %2 (7 games)"),
    ],
    "es": [
        ("HistoryDialog", "1 match", -1, "1 partido"),
        ("HistoryDialog", "%1 matches", -1, "%1 partidos"),
        ("FairRacePanel", "%1: rating %2 (%n game(s))", 1, "%1: nivel %2 (1 partida)"),
        ("FairRacePanel", "%1: rating %2 (%n game(s))", 7, "%1: nivel %2 (7 partidas)"),
    ],
}


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_count_of_one_is_singular(qapp, language: str) -> None:
    tr = Translations(QApplication.instance())
    assert tr.set_language(language)
    try:
        for context, source, n, expected in CASES[language]:
            assert QCoreApplication.translate(context, source, "", n) == expected
    finally:
        tr.set_language("en")
