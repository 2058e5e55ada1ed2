"""The scorekeeper's clock panel never reads "Ready" with working buttons when there is no
shot to time. Reproduction: win a nine-ball match; the panel still read "Ready · extensions
1–1" with Start/pause, Reset and Extension enabled, though T did nothing after the match."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rules import Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.table.shot_clock import Phase
from tests.ui.apart import session_apart
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi

NINE = Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4)


def make_ui(qtbot, qapp, **config) -> MainUi:
    config.setdefault("race", (1, 1))
    controller = Controller(
        MatchConfig(players=("Ana", "Bruno"), discipline="nine-ball", breaker=0, **config)
    )
    ui = windows(controller, Translations(qapp), session_apart(controller), sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    return ui


def buttons(ui: MainUi) -> list[bool]:
    panel = ui.window.clock_panel
    return [b.isEnabled() for b in (panel.start_btn, panel.reset_btn, panel.extend_btn)]


def test_a_match_over_says_so_and_its_clock_buttons_are_off(qtbot, qapp) -> None:
    ui = make_ui(qtbot, qapp)
    panel = ui.window.clock_panel
    assert panel.note.text().startswith("Ready") and buttons(ui) == [True, True, True]
    assert ui.controller.table.shot(NINE)  # the 9 on the break: the match
    assert ui.controller.snapshot.winner == 0
    assert ui.clock.snapshot().phase is Phase.IDLE
    assert panel.note.text() == "Match over: no shot to time"
    assert buttons(ui) == [False, False, False]
    qtbot.keyClick(ui.window, Qt.Key.Key_T)
    assert ui.clock.snapshot().phase is Phase.IDLE
    assert ui.controller.table.undo()  # the match goes on: the clock is back
    assert panel.note.text().startswith("Ready") and buttons(ui) == [True, True, True]


def test_the_words_follow_the_language(qtbot, qapp) -> None:
    ui = make_ui(qtbot, qapp)
    assert ui.controller.table.shot(NINE)
    try:
        assert ui.translations.set_language("es")
        qapp.processEvents()
        assert ui.window.clock_panel.note.text() == "Partido terminado: no hay tiro que cronometrar"
    finally:
        ui.translations.set_language("en")
        qapp.processEvents()
    assert ui.window.clock_panel.note.text() == "Match over: no shot to time"


def test_a_match_kept_rack_by_rack_has_no_shot_to_time(qtbot, qapp) -> None:
    ui = make_ui(qtbot, qapp, race=(5, 5), rack_only=True)
    assert ui.window.clock_panel.note.text() == "Racks only: no shot to time"
    assert buttons(ui) == [False, False, False]


def test_the_extensions_are_said_to_be_the_ones_left(qtbot, qapp) -> None:
    ui = make_ui(qtbot, qapp, race=(3, 3))
    assert ui.window.clock_panel.note.text() == "Ready · extensions left 1–1"
