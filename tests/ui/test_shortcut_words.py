"""A shortcut is written one way: a button says it as its menu does, in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from scoreboard.match.match import MatchConfig
from tests.ui.test_scorekeeper_racks import NAMES
from ui.adapters.controller import Controller
from ui.i18n import Translations
from ui.scorekeeper.window import ScorekeeperWindow


def _first_key(action: QAction) -> str:
    return action.shortcuts()[0].toString(QKeySequence.SequenceFormat.NativeText)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_buttons_write_their_shortcut_as_the_menus_do(qtbot, language: str) -> None:
    tr = Translations(QApplication.instance())
    assert tr.set_language(language)
    try:
        w = ScorekeeperWindow(Controller(MatchConfig(players=NAMES, discipline="nine-ball")))
        qtbot.addWidget(w)
        assert f"[{_first_key(w.act_undo)}]" in w.undo_btn.text()
        assert f"[{_first_key(w.act_redo)}]" in w.redo_btn.text()
        assert f"[{_first_key(w.act_new)}]" in w.decision.new_match_btn.text()
    finally:
        tr.set_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_empty_window_names_the_new_match_key_as_the_menu_does(qtbot, language: str) -> None:
    tr = Translations(QApplication.instance())
    assert tr.set_language(language)
    try:
        w = ScorekeeperWindow(Controller(MatchConfig(players=NAMES, discipline="nine-ball")))
        qtbot.addWidget(w)
        assert f"({_first_key(w.act_new)})" in w.empty_label.text()
    finally:
        tr.set_language("en")
