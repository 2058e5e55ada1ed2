"""A league rubber's win undone on its table takes its result back out of the night: the rubber
is in play again on the same match, the night's score, the standings, what the hall's screens
show and the season's file follow, and the match won again goes in once, the history holding
it once. Undone from the phone, from the desk's "Undo its last entry", and in the scorekeeper
window; a closed night changed only as a correction with its reason. The real desk, hall,
phone server and history; the Andalusian example (singles only, race to 4)."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from scoreboard.league.model import Side
from scoreboard.league.store import LeagueStore
from tests.overlay.chromium import in_thread
from tests.phones import test_desk_phone_tables as phone_tables
from tests.phones.test_desk_phone_tables import pair, send, switch_on

desk_ui = phone_tables.desk_ui  # the app's windows with the desk open, its phones stopped after

EXAMPLE = Path(__file__).resolve().parents[2] / "docs/examples/leagues/andalusia-teams.json"
H, A = Side.HOME, Side.AWAY
LAG = {"kind": "lag", "winner": 0, "breaks": True}


def _racks(player: int, count: int) -> list[dict[str, Any]]:
    """``count`` racks won by ``player``: each conceded by the other."""
    return [{"kind": "concede-rack", "player": 1 - player}] * count


class Night:
    """The desk with the league's first night: both lineups given, S2–S4 typed in (home
    4–1, away 4–2, away 4–3), S1 left to play: 2–2 if its home player wins, 1–3 if not."""

    def __init__(self, ui: Any) -> None:
        self.ui = ui
        self.desk = ui.desk_link.desk
        self.port = switch_on(ui.desk_link.phone_panel, 2)
        assert self.desk.open_league(str(EXAMPLE))
        night = self.desk.league_night
        assert night is not None and night.season is not None and night.fixture is not None
        self.night, self.s, self.f = (
            night,
            night.season,
            night.season.calendar.fixture(night.fixture),
        )
        for side, team in ((H, self.f.home), (A, self.f.away)):
            names = [p.name for p in self.s.league.team(team).roster][:4]
            for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
                combo.setCurrentIndex(combo.findData(name))
            night.give_btns[side].click()
        for rid, score in (("S2", (4, 1)), ("S3", (2, 4)), ("S4", (3, 4))):
            assert night.keep_result(rid, *score)
        self.hall = ui.desk_link.phones.hall
        self.n = 0

    def start_s1_on_phone(self) -> str:
        self.night.rubbers.selectRow(0)
        self.night.where_combo.setCurrentIndex(self.night.where_combo.findData(2))
        self.night.start_btn.click()
        match_id = self.hall.tables["2"].journal.match_id
        self.pen = pair(self.port, "2", self.hall.service.code("2"), "Pixel")
        return str(match_id)

    def tap(self, *records: dict[str, Any]) -> None:
        for record in records:
            self.n += 1
            send(self.port, "2", self.pen, self.n, record)

    def stored(self, match_id: str) -> list[tuple[int, int, int]]:
        return self.ui.session.history.conn.execute(
            "SELECT winner, racks0, racks1 FROM matches WHERE match_id = ?", (match_id,)
        ).fetchall()

    def points(self) -> dict[str, tuple[int, int]]:
        return {r.team: (r.played, r.points) for r in self.s.standings(self.f.division)}

    def shown_s1(self) -> tuple[str, str]:
        """The rubbers list's score and winner cells of S1."""
        t = self.night.rubbers
        heads = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
        return t.item(0, heads.index("Score")).text(), t.item(0, heads.index("Winner")).text()

    def kept(self) -> Any:
        """The night as the season's file holds it, read back."""
        db = self.ui.session.history
        return LeagueStore.of(db).load(self.s.uid).night(self.f.id)


def _won_by_home_then_undone(qtbot: Any, x: Night, undo: Any) -> str:
    """S1 won 4–0 by the home player on phone table 2, in the night; then ``undo`` takes the
    last rack back: the rubber is in play again at 3–0, everywhere."""
    match_id = x.start_s1_on_phone()
    x.tap(LAG, *_racks(0, 4))
    qtbot.waitUntil(lambda: "S1" in x.s.night(x.f.id).results, timeout=5000)
    qtbot.waitUntil(lambda: len(x.stored(match_id)) == 1, timeout=5000)
    assert x.s.score(x.f.id).complete and x.points()[x.f.home] == (1, 1)
    undo()
    n = x.s.night(x.f.id)
    assert "S1" not in n.results and n.history.get("S1") is None
    assert n.started == {"S1": match_id}  # in play again, on the same match
    assert x.hall.tables["2"].snapshot.players.score == (3, 0)
    score = x.s.score(x.f.id)
    assert not score.complete and score.rubbers_won == {H: 1, A: 2}
    assert x.points()[x.f.home] == (0, 0) and x.points()[x.f.away] == (0, 0)
    assert x.shown_s1() == ("", "in play")
    assert x.night.rubbers.isColumnHidden(4)  # "Table": the Andalusian format assigns none
    live = x.night.live()
    assert live is not None and live["in_play"] == ["S1"] and live["rubbers"] == [1, 2]
    assert live["winner"] is None and not live["complete"]
    kept = x.kept()
    assert "S1" not in kept.results and kept.started == {"S1": match_id}
    qtbot.waitUntil(lambda: x.stored(match_id) == [], timeout=5000)  # the stale win out
    return match_id


def _won_again_by_away(qtbot: Any, x: Night, match_id: str) -> None:
    """From 3–0 the away player takes four racks: 3–4, in the night once, stored once."""
    x.tap(*_racks(1, 4))
    qtbot.waitUntil(lambda: "S1" in x.s.night(x.f.id).results, timeout=5000)
    n = x.s.night(x.f.id)
    assert (n.results["S1"].home, n.results["S1"].away) == (3, 4)
    assert n.history == {"S1": match_id} and n.started == {}
    score = x.s.score(x.f.id)
    assert score.complete and score.rubbers_won == {H: 1, A: 3} and score.winner is A
    assert x.points()[x.f.home] == (1, 0) and x.points()[x.f.away] == (1, 2)
    assert x.shown_s1() == ("3 – 4", f"won by {x.f.away}")
    live = x.night.live()
    assert live is not None and live["in_play"] == [] and live["rubbers"] == [1, 3]
    assert live["winner"] == "away"
    kept = x.kept()
    assert (kept.results["S1"].home, kept.results["S1"].away) == (3, 4)
    qtbot.waitUntil(lambda: x.stored(match_id) == [(1, 3, 4)], timeout=5000)
    assert not x.ui.desk_link.phones.match_won("2")  # each result once
    assert x.s.night(x.f.id).results["S1"].away == 4


def test_a_win_undone_from_the_phone_puts_the_rubber_back_in_play(qtbot, desk_ui) -> None:
    """... and the hall's screens follow: the venue board at once, the venue document that
    /overlay/league reads."""
    x = Night(desk_ui)
    link = desk_ui.desk_link
    board = link.feed.open_board()
    qtbot.addWidget(board)
    assert link.overlay.start(0)
    server = link.overlay.server

    def venue() -> dict[str, Any]:
        raw = in_thread(lambda: urllib.request.urlopen(server.url("/api/v1/venue")).read())
        return dict(json.loads(raw)["league"])

    def undo() -> None:
        assert board.league_panel.score.text() == "2 – 2"
        x.tap({"kind": "undo"})
        assert board.league_panel.score.text() == "1 – 2"
        assert "S1" in board.league_panel.detail.text()
        live = venue()
        assert live["in_play"] == ["S1"] and live["rubbers"] == [1, 2]

    try:
        match_id = _won_by_home_then_undone(qtbot, x, undo)
        _won_again_by_away(qtbot, x, match_id)
        assert board.league_panel.score.text() == "1 – 3"
        live = venue()
        assert live["in_play"] == [] and live["rubbers"] == [1, 3] and live["winner"] == "away"
        rows = {r["team"]: r["points"] for r in live["standings"]}
        assert rows[x.f.home] == 0 and rows[x.f.away] == 2
    finally:
        link.overlay.stop()


def test_a_win_undone_at_the_desk_puts_the_rubber_back_in_play(qtbot, desk_ui, monkeypatch) -> None:
    x = Night(desk_ui)
    panel = desk_ui.desk_link.phone_panel
    monkeypatch.setattr(
        "ui.desk.phone_tables.ask_question", lambda *_a, **_k: QMessageBox.StandardButton.Yes
    )

    def undo_at_the_desk() -> None:
        panel.selected = "2"
        panel.refresh()
        assert panel.undo_btn.isEnabled()
        panel.undo_btn.click()

    match_id = _won_by_home_then_undone(qtbot, x, undo_at_the_desk)
    _won_again_by_away(qtbot, x, match_id)


def test_a_closed_nights_undone_win_is_a_correction_with_its_reason(qtbot, desk_ui) -> None:
    x = Night(desk_ui)
    match_id = x.start_s1_on_phone()
    x.tap(LAG, *_racks(0, 4))
    qtbot.waitUntil(lambda: "S1" in x.s.night(x.f.id).results, timeout=5000)
    x.night.close_night()
    asked: list[str] = []
    x.night.ask_reason = lambda: asked.append(x.night.statusBar().currentMessage()) or None
    x.tap({"kind": "undo"})
    # no reason given: the closed night keeps its result, and the desk is told so
    assert len(asked) == 1 and "S1" in asked[0] and "undone" in asked[0]
    n = x.s.night(x.f.id)
    assert n.closed and (n.results["S1"].home, n.results["S1"].away) == (4, 0)
    assert n.corrections == () and n.started == {}
    assert "keeps its result" in x.night.statusBar().currentMessage()
    assert x.kept().results["S1"].home == 4 and "S1" in x.kept().waiting
    # won again (the new result waits), undone again with the reason: the rubber in play
    x.tap(*_racks(0, 1))
    assert x.s.night(x.f.id).waiting["S1"].result is not None
    x.night.ask_reason = lambda: "the last rack was tapped by mistake"
    x.tap({"kind": "undo"})
    n = x.s.night(x.f.id)
    assert "S1" not in n.results and n.started == {"S1": match_id} and n.waiting == {}
    assert [c.reason for c in n.corrections] == ["the last rack was tapped by mistake"]
    assert x.kept().corrections == n.corrections
    _won_again_by_away(qtbot, x, match_id)
    n = x.s.night(x.f.id)
    assert n.closed and [c.what for c in n.corrections] == ["rubber:S1", "rubber:S1"]


def test_a_win_undone_in_the_scorekeeper_puts_the_rubber_back_in_play(qtbot, desk_ui) -> None:
    x = Night(desk_ui)
    ui = desk_ui
    x.night.rubbers.selectRow(0)
    x.night.where_combo.setCurrentIndex(x.night.where_combo.findData(0))
    x.night.start_btn.click()
    match_id = ui.session.journal.match_id
    table = ui.controller.table
    table.lag(0, True)
    for _ in range(4):
        table.concede_rack(1)  # the home player takes every rack
    qtbot.waitUntil(lambda: "S1" in x.s.night(x.f.id).results, timeout=5000)
    qtbot.waitUntil(lambda: len(x.stored(match_id)) == 1, timeout=5000)
    assert ui.window.undo_btn.isEnabled()  # the window lets the win be undone
    ui.window.undo_btn.click()
    n = x.s.night(x.f.id)
    assert "S1" not in n.results and n.started == {"S1": match_id}
    assert x.night.live()["in_play"] == ["S1"]
    qtbot.waitUntil(lambda: x.stored(match_id) == [], timeout=5000)
    for _ in range(4):
        table.concede_rack(0)  # the away player takes four: 3–4
    qtbot.waitUntil(lambda: "S1" in x.s.night(x.f.id).results, timeout=5000)
    n = x.s.night(x.f.id)
    assert (n.results["S1"].home, n.results["S1"].away) == (3, 4)
    assert n.history == {"S1": match_id} and n.started == {}
    assert x.points()[x.f.away] == (1, 2)
    qtbot.waitUntil(lambda: x.stored(match_id) == [(1, 3, 4)], timeout=5000)


GERMANY = EXAMPLE.parent / "germany-club-league.json"


def test_a_rubbers_assigned_table_is_offered_and_shown(qtbot, desk_ui) -> None:
    """The German club league puts each rubber on a table: with phone tables 1 and 2 on this
    laptop, a rubber of table 2 is offered phone table 2, one of table 4 (not a phone table
    here) the scorekeeper; a choice made stays until another rubber is chosen; the rubbers
    list shows each rubber's table; the rubber starts where it is offered."""
    desk = desk_ui.desk_link.desk
    switch_on(desk_ui.desk_link.phone_panel, 2)
    assert desk.open_league(str(GERMANY))
    night = desk.league_night
    assert night is not None and night.season is not None and night.fixture is not None
    s, f = night.season, night.season.calendar.fixture(night.fixture)
    for side, team in ((H, f.home), (A, f.away)):
        names = [p.name for p in s.league.team(team).roster][:4]
        for combo, name in zip(night.slot_combos[side].values(), names, strict=True):
            combo.setCurrentIndex(combo.findData(name))
        night.give_btns[side].click()
    t = night.rubbers
    heads = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    shown = {
        t.item(r, 0).text().split()[0]: t.item(r, heads.index("Table")).text()
        for r in range(t.rowCount())
    }
    assert shown == {r.id: str(r.table) for r in s.league.rules.format.rubbers}
    assert not t.isColumnHidden(heads.index("Table"))
    rows = {t.item(r, 0).text().split()[0]: r for r in range(t.rowCount())}
    t.selectRow(rows["R1T2"])
    assert night.where_combo.currentData() == 2
    t.selectRow(rows["R1T4"])
    assert night.where_combo.currentData() == 0  # table 4 is not scored by phone here
    t.selectRow(rows["R1T1"])
    assert night.where_combo.currentData() == 1
    night.where_combo.setCurrentIndex(night.where_combo.findData(2))  # the desk's choice
    assert night.keep_result("R2T3", 0, 0, forfeit=A)  # a refresh: the choice stays
    assert night.selected_rubber() == "R1T1" and night.where_combo.currentData() == 2
    t.selectRow(rows["R2T1"])
    assert night.where_combo.currentData() == 1
    night.start_btn.click()
    hall = desk_ui.desk_link.phones.hall
    assert s.night(f.id).started == {"R2T1": hall.tables["1"].journal.match_id}
