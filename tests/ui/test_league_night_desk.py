"""A league night run through the real desk, as the README's "League night" section says: the
league opened from the desk's menu, the night picked, both lineups given (an illegal one
refused in words first), rubbers typed in, one forfeited, one played in the scorekeeper with
its result coming back by itself, the night on the venue board and on /overlay/league, the acta
printed, the standings read, the season's results exported; every singles rubber one match of
the history, and all of it there again after a restart."""

from __future__ import annotations

import json
import subprocess
import urllib.request
from pathlib import Path

from PySide6.QtWidgets import QApplication

from scoreboard.league.model import Side
from scoreboard.league.results import read_results
from scoreboard.service.session import Session
from tests.overlay.chromium import in_thread
from tests.ui.test_desk import make_ui
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations

EXAMPLE = Path(__file__).resolve().parents[2] / "docs/examples/leagues/andalusia-teams.json"
H, A = Side.HOME, Side.AWAY


def pick(combo, name) -> None:
    combo.setCurrentIndex(combo.findData(name))


# Long because it is the README's night from the first step to the last, in order.
def test_a_league_night_at_the_desk_from_the_file_to_the_acta(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    # 1. load the league: Competition ▸ Open league… at the desk
    desk = ui.open_desk()
    qtbot.addWidget(desk)
    assert desk.open_league(str(EXAMPLE))
    night = desk.league_night
    assert night is not None and night.season is not None and night.isVisible()
    # 2. pick the night
    f = night.season.calendar.fixtures[0]
    night.choose_fixture(night.fixture_combo.itemData(0))
    assert night.fixture == f.id
    home = [p.name for p in night.season.league.team(f.home).roster]
    away = [p.name for p in night.season.league.team(f.away).roster]
    # 3. the lineups: one out of the order of strength is named, then given right
    for combo, name in zip(
        night.slot_combos[H].values(), [home[1], home[0], *home[2:4]], strict=True
    ):
        pick(combo, name)
    night.give_btns[H].click()
    assert "Order of strength" in night.violation_labels[H].text()
    for side, names in ((H, home[:4]), (A, away[:4])):
        for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
            pick(combo, name)
        night.give_btns[side].click()
    assert night.violation_labels[H].text() == ""
    # 4. the rubbers: two typed in, one forfeited, one played in the scorekeeper
    for row, (h, a, forfeit) in enumerate(((4, 1, None), (2, 4, None), (0, 0, A))):
        night.rubbers.selectRow(row)
        night.home_spin.setValue(h)
        night.away_spin.setValue(a)
        night.forfeit_combo.setCurrentIndex(night.forfeit_combo.findData(forfeit))
        night.keep_btn.click()
    assert " 2 – 1 " in night.score_label.text()
    night.rubbers.selectRow(3)
    assert night.start_btn.isEnabled()
    night.start_btn.click()
    match_id = ui.session.journal.match_id
    assert ui.controller.snapshot.players.names == (home[3], away[3])
    ui.controller.table.lag(0, True)
    for _ in range(4):
        ui.controller.table.concede_rack(0)  # the away player takes every rack
    qtbot.waitUntil(lambda: "S4" in night.season.night(f.id).results, timeout=5000)
    assert " 2 – 2 " in night.score_label.text() and "points 1 – 1" in night.score_label.text()
    # 5. the standings of the division, filled in by themselves
    points = {
        night.standings_table.item(r, 1).text(): night.standings_table.item(r, 6).text()
        for r in range(night.standings_table.rowCount())
    }
    assert points[f.home] == points[f.away] == "1"
    # 5. the hall's screens: the venue board, and /overlay/league from the overlay server
    link = ui.desk_link
    assert link is not None
    next(a for a in desk.menu.actions() if a.objectName() == "desk-venue-board").trigger()
    board = link.feed.board
    assert board is not None and board.league_panel.score.text() == "2 – 2"
    assert link.overlay.start(0)
    server = link.overlay.server
    page = in_thread(lambda: urllib.request.urlopen(server.url("/overlay/league?lang=es")).read())
    assert b"/overlay/league.js" in page
    venue = in_thread(lambda: urllib.request.urlopen(server.url("/api/v1/venue")).read())
    live = json.loads(venue)["league"]
    assert live["rubbers"] == [2, 2] and live["home"] == f.home
    assert [r["points"] for r in live["standings"] if r["team"] in (f.home, f.away)] == [1, 1]
    link.overlay.stop()
    # 6. the acta, then 7. the night closed
    pdf = tmp_path / "acta.pdf"
    assert night.print_acta(str(pdf))
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert all(name in text for name in home[:4] + away[:4]) and "Signature" in text
    night.close_night()
    # 8. the season's results for the federation
    assert night.export_results(str(tmp_path / "results.json"))
    assert night.export_results(str(tmp_path / "results.csv"))
    exported = read_results(tmp_path / "results.json")["nights"][0]
    assert exported["closed"] and exported["result"]["points"] == {"home": 1, "away": 1}
    assert f.home in (tmp_path / "results.csv").read_text(encoding="utf-8-sig")
    # the record: three typed rubbers, and the one scored in the scorekeeper
    rows = ui.session.history.conn.execute(
        "SELECT recorded, name0, name1 FROM matches ORDER BY recorded, slot"
    ).fetchall()
    assert rows == [
        ("scored", home[3], away[3]),
        ("typed", home[0], away[0]),
        ("typed", home[1], away[1]),
        ("typed", home[2], away[2]),
    ]
    assert ui.session.history.has_match(str(match_id))
    # a restart: the season is there again, closed, its score as it was
    ui.session.close()
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    again = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(again.window)
    qtbot.addWidget(again.spectator)
    other = again.open_desk().league_night
    assert other is not None and other.season is not None
    assert other.season.night(f.id).closed
    assert other.season.score(f.id).points == {H: 1, A: 1}
    session.close()
