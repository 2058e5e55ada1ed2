"""A league night's rubber taken off its phone table from the League night window: asked first,
saying how many entries (shots, racks, the lag) were recorded; the table's match closed as abandoned (its journal
archived, never a match of the history), the table free for its phones, and the rubber not
started, so it starts again on another table and its result counts once."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from scoreboard.league.model import Side
from scoreboard.table.journal import CLOSED_FOLDER
from tests.phones import test_desk_phone_tables as phone_tables
from tests.phones.test_desk_phone_tables import call, pair, send, switch_on

desk_ui = phone_tables.desk_ui  # the app's windows with the desk open, its phones stopped after

EXAMPLE = Path(__file__).resolve().parents[2] / "docs/examples/leagues/andalusia-teams.json"
H, A = Side.HOME, Side.AWAY
LAG = {"kind": "lag", "winner": 0, "breaks": True}


def night_with_lineups(desk):
    assert desk.open_league(str(EXAMPLE))
    night = desk.league_night
    assert night is not None and night.season is not None and night.fixture is not None
    f = night.season.calendar.fixture(night.fixture)
    for side, team in ((H, f.home), (A, f.away)):
        names = [p.name for p in night.season.league.team(team).roster][:4]
        for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
            combo.setCurrentIndex(combo.findData(name))
        night.give_btns[side].click()
    return night, f


def ended(journal_path: Path) -> str:
    last = journal_path.read_text(encoding="utf-8").splitlines()[-1]
    return str(json.loads(last).get("end"))


# Long because it is one rubber's whole story: started, taken off, started again and won.
def test_a_rubber_taken_off_a_phone_table_is_abandoned_there_and_starts_again(
    qtbot, desk_ui, monkeypatch
) -> None:
    link = desk_ui.desk_link
    desk, panel, phones = link.desk, link.phone_panel, link.phones
    port = switch_on(panel, 2)
    night, f = night_with_lineups(desk)
    night.rubbers.selectRow(0)
    assert not night.take_off_btn.isVisible()  # not on a table
    night.where_combo.setCurrentIndex(night.where_combo.findData(2))
    night.start_btn.click()
    hall = phones.hall
    table = hall.tables["2"]
    match_id = table.journal.match_id
    pen = pair(port, "2", hall.service.code("2"), "Pixel")
    send(port, "2", pen, 1, LAG)
    send(port, "2", pen, 2, {"kind": "shot", "shot": {"rails": 4}})
    night.rubbers.selectRow(0)
    assert night.take_off_btn.isVisible() and not night.start_btn.isEnabled()
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or answers.pop(0))
    night.take_off_btn.click()  # No: it stays on its table
    assert night.season.night(f.id).started == {"S1": match_id} and table.journal is not None
    night.take_off_btn.click()  # Yes
    assert not answers and "has 2 entries recorded" in asked[-1]
    n = night.season.night(f.id)
    assert n.started == {} and n.results == {}
    assert table.journal is None  # the table is free
    closed = hall.tables.folder_of("2") / CLOSED_FOLDER / f"{match_id}.jsonl"
    assert ended(closed) == "abandoned"
    status, _, body = call(
        port,
        "POST",
        "/api/phone/2/input",
        {"id": "tap-00000003", "match": match_id, "input": {"kind": "shot", "shot": {"rails": 4}}},
        token=pen,
    )
    assert status == 409 and body["code"] == "no-match"  # its phone writes there no more
    # started again, on the other phone table, and won there: counted once
    night.rubbers.selectRow(0)
    assert night.start_btn.isEnabled() and not night.take_off_btn.isVisible()
    night.where_combo.setCurrentIndex(night.where_combo.findData(1))
    night.start_btn.click()
    again = hall.tables["1"].journal.match_id
    assert again != match_id
    pen1 = pair(port, "1", hall.service.code("1"), "Moto")
    send(port, "1", pen1, 1, {"kind": "concede-match", "player": 1})
    qtbot.waitUntil(lambda: "S1" in night.season.night(f.id).results, timeout=5000)
    assert night.season.night(f.id).history == {"S1": again}
    assert night.season.score(f.id).rubbers_won == {H: 1, A: 0}
    history = desk_ui.session.history
    qtbot.waitUntil(lambda: history.has_match(again), timeout=5000)
    assert not history.has_match(match_id)
    assert history.conn.execute("SELECT match_id FROM matches").fetchall() == [(again,)]
