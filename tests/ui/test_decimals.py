"""Decimals in the reader's language: in Spanish the 14.1 average in the player's box and the
score sheet's statistics read "-0,50", not "-0.50"; the CSV keeps the point (a file for
programs). Reproduction: a Spanish 14.1 header read "prom. -0.67" and the score sheet
"Tiempo medio de tiro (s) 37.00"."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from rules import Foul, RackOptions, Shot
from scoreboard.history.export import sheet_html
from scoreboard.match.match import MatchConfig
from tests.ui.test_export_ui import long_sheet
from ui.adapters.controller import Controller
from ui.history import export as export_ui
from ui.i18n import Translations
from ui.scorekeeper.window import ScorekeeperWindow


@pytest.mark.parametrize(("lang", "mark"), [("es", ","), ("en", ".")])
def test_decimals_follow_the_language(qtbot, lang: str, mark: str) -> None:
    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language(lang)
        c = Controller(
            MatchConfig(
                players=("Ana", "Bruno"),
                discipline="straight-pool",
                options=RackOptions(target=(40, 40)),
                breaker=0,
            )
        )
        w = ScorekeeperWindow(c)
        qtbot.addWidget(w)
        assert c.table.shot(Shot(cue_and_two_to_rail=True))
        assert c.table.shot(Shot(fouls=frozenset({Foul.NO_RAIL})))  # Bruno -1 in his first inning
        assert f"-1{mark}00" in w.players[1].info.text()
        page = sheet_html(long_sheet(), export_ui.export_text())
        decimals = re.findall(r"<td>-?\d+([.,])\d\d</td>", page)
        assert decimals and set(decimals) == {mark}
    finally:
        translations.set_language("en")
