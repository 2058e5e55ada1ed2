"""The 14.1 score sheet in 14.1's terms: the match ends with its target reached (not a race
won), its rows are games (not racks), and the innings' penalty points are headed as such, never
as a count of fouls. Reproduction: a 14.1 sheet said "Race won", one "Rack" row after two
re-racks, and "Fouls" over a column showing -16."""

from __future__ import annotations

import dataclasses

from rules import Call, Foul, Pocket, Pocketed, RackOptions, Shot
from scoreboard.history.database import summarize
from scoreboard.history.score_sheet import ExportText, Sheet, rack_rows
from scoreboard.history.sheet_html import sheet_html
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller

FL = Pocket.FOOT_LEFT


def sheet(log: bool = False) -> Sheet:
    config = MatchConfig(
        players=("Ana", "Bea"),
        discipline="straight-pool",
        breaker=0,
        options=RackOptions(target=(30, 30)),
    )
    c = Controller(config)
    records: list[dict] = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    assert c.table.shot(
        Shot(call=Call(1, FL), fouls=frozenset({Foul.NO_RAIL}))
    )  # Bea: no rail, a foul (-1)
    for _ in range(2):
        for n in range(1, 15):
            assert c.table.shot(Shot(pocketed=(Pocketed(n, FL),), call=Call(n, FL)))
    for n in range(1, 3):
        assert c.table.shot(Shot(pocketed=(Pocketed(n, FL),), call=Call(n, FL)))
    assert c.snapshot.winner == 0
    summary = summarize(
        c.snapshot,
        match_id="sp",
        created="2026-01-01T10:00:00Z",
        config=config.to_dict(),
        inputs=records,
    )
    made = Sheet.of(summary)
    if log:  # the shot log as an export writes it, from the match replayed
        from ui.history.export import shot_log

        made = dataclasses.replace(made, log=shot_log(c.snapshot))
    return made


def test_the_sheet_speaks_of_the_target_games_and_penalty_points() -> None:
    s = sheet()
    t = ExportText(codes={"race-won": "Race won", "target-reached": "Target reached"})
    page = sheet_html(s, t)
    assert "Target reached" in page and "Race won" not in page
    headers, rows = rack_rows(s, t)
    assert headers[0] == "Game" and len(rows) == 1
    assert "Re-racks" in headers and rows[0][headers.index("Re-racks")] == 2
    assert "<h2>Games</h2>" in page and "<h2>Racks</h2>" not in page
    innings = page[page.index("Inning by inning") :]
    assert "Penalty points" in innings and "Fouls" not in innings.split("Statistics")[0]
    assert "<td>−1</td>" in innings  # points taken off, as the scorekeeper's sheet shows them


def test_the_shot_log_is_headed_by_game_and_by_each_re_rack() -> None:
    page = sheet_html(sheet(log=True), ExportText())
    log = page[page.index("Shot log") :]
    assert "Game 1 · Ana breaks" in log and "Rack 1" not in log
    first, second = log.index("Re-rack 1"), log.index("Re-rack 2")
    assert first < second
    # fourteen balls between two re-racks
    assert log[first:second].count("<tr>") >= 14
