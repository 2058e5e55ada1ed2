"""The 14.1 inning being played is on the sheet: the scorekeeper's inning sheet and the PDF
score sheet of a match in play agree with the score above them.

Reproduction: Ann breaks safely, Bob runs 14 and fouls, Ann fouls, Bob scratches, Ann runs 7:
the header read Ann 6, while both the window's sheet and the exported score sheet ended at
Ann's inning 2 with a total of -1 (an inning was written only once it ended).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from rules import Call, CueBall, Foul, Pocket, Pocketed, RackOptions, Shot
from scoreboard.history.export import innings_rows
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.history import export as export_ui
from ui.i18n import Translations
from ui.main import MainUi

FL = Pocket.FOOT_LEFT
CONFIG = MatchConfig(
    players=("Ann", "Bob"),
    discipline="straight-pool",
    options=RackOptions(target=(40, 40)),
    breaker=0,
)


def made(n: int) -> Shot:
    return Shot(pocketed=(Pocketed(n, FL),), call=Call(n, FL))


def play(c: Controller) -> None:
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    for n in range(1, 15):
        assert c.table.shot(made(n))  # Bob's 14, the re-rack
    assert c.table.shot(Shot(fouls=frozenset({Foul.NO_RAIL})))  # Bob 13
    assert c.table.shot(Shot(fouls=frozenset({Foul.NO_RAIL})))  # Ann -1
    assert c.table.shot(Shot(cue=CueBall.POCKETED))  # Bob 12
    for n in (15, 1, 2, 3, 4, 5, 6):
        assert c.table.shot(made(n))  # Ann runs 7: 6
    assert c.snapshot.players.score == (6, 12) and c.snapshot.rack.turn == 0


def sheet_row(ui: MainUi, inning: int) -> list[str]:
    sheet = ui.window.sheet
    for r in range(sheet.rowCount()):
        if sheet.item(r, 0).text() == str(inning):
            return [sheet.item(r, c).text() if sheet.item(r, c) else "" for c in range(6)]
    return []


def test_the_inning_in_play_is_on_both_sheets(qtbot, tmp_path: Path) -> None:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    try:
        assert session.new_match(CONFIG)
        play(controller)
        row = sheet_row(ui, 3)
        assert row[1:3] == ["7", "6"], row  # Ann's inning 3: run 7, total 6
        assert ui.window.sheet.item(ui.window.sheet.rowCount() - 1, 1).font().italic()
        sheet = export_ui.sheet_in_play(ui.session, ui.controller.snapshot, ui.open_competition())
        assert sheet is not None
        rows = innings_rows(sheet)
        assert rows[-1][0] == 3 and rows[-1][1][0] is not None
        assert rows[-1][1][0]["run"] == 7 and rows[-1][1][0]["total"] == 6
        # the inning ends: its line is written once, as the closed one
        assert controller.table.shot(Shot())
        assert sheet_row(ui, 3)[1:3] == ["7", "6"]
        assert not ui.window.sheet.item(ui.window.sheet.rowCount() - 1, 1).font().italic()
        closed = export_ui.sheet_in_play(ui.session, ui.controller.snapshot, ui.open_competition())
        assert closed is not None
        assert [line for line in closed.score_sheet if line["player"] == 0][-1]["inning"] == 3
        assert len([ln for ln in closed.score_sheet if ln["player"] == 0]) == 3
    finally:
        session.close()
