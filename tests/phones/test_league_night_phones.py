"""A league night's rubber played on a phone table: started from the league night window the
way the desk starts a competition's match, scored from a paired phone through the hall's
requests, its result back in the night by itself, once, with the match the history stores."""

from __future__ import annotations

from pathlib import Path

from scoreboard.league.model import Side
from tests.phones import test_desk_phone_tables as phone_tables
from tests.phones.test_desk_phone_tables import pair, send, switch_on

desk_ui = phone_tables.desk_ui  # the app's windows with the desk open, its phones stopped after

EXAMPLE = Path(__file__).resolve().parents[2] / "docs/examples/leagues/andalusia-teams.json"
H, A = Side.HOME, Side.AWAY


def test_a_rubber_played_on_a_phone_table_comes_back_to_the_night(qtbot, desk_ui) -> None:
    ui = desk_ui
    desk, panel = ui.desk_link.desk, ui.desk_link.phone_panel
    port = switch_on(panel, 2)
    assert desk.open_league(str(EXAMPLE))
    night = desk.league_night
    assert night is not None and night.season is not None and night.fixture is not None
    f = night.season.calendar.fixture(night.fixture)
    for side, team in ((H, f.home), (A, f.away)):
        names = [p.name for p in night.season.league.team(team).roster][:4]
        for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
            combo.setCurrentIndex(combo.findData(name))
        night.give_btns[side].click()
    night.rubbers.selectRow(0)
    assert night.where_combo.count() == 3  # the scorekeeper and both phone tables
    night.where_combo.setCurrentIndex(night.where_combo.findData(2))
    night.start_btn.click()
    hall = ui.desk_link.phones.hall
    table = hall.tables["2"]
    match_id = table.journal.match_id
    assert table.snapshot.players.names[0] == night.season.league.team(f.home).roster[0].name
    assert night.season.night(f.id).started == {"S1": match_id}
    pen = pair(port, "2", hall.service.code("2"), "Pixel")
    send(port, "2", pen, 1, {"kind": "concede-match", "player": 1})  # the away player
    qtbot.waitUntil(lambda: "S1" in night.season.night(f.id).results, timeout=5000)
    n = night.season.night(f.id)
    assert n.history == {"S1": match_id} and n.started == {}
    assert n.results["S1"].forfeit is A  # conceded short of the race: a forfeit
    assert not ui.desk_link.phones.match_won("2")  # each result once
