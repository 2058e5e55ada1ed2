"""The 14.1 score sheet in 14.1's terms: points, innings and re-racks, never games or racks. The
match ends with its target reached (not a race won); its first table is inning by inning (not
one "Game" row); the shot log is headed by who broke and divided at each re-rack (not "Game 1 ·
Ana breaks"); fouls are counted apart from the points they took off. Reproduction: a 14.1 sheet
said "Race won", then "Game 1 · Ana breaks" over a "Games" table of one row, and a player with
three fouls in a row showed 16 under a column the reader took for fouls."""

from __future__ import annotations

import csv
import dataclasses
import io

from rules import Call, Foul, Pocket, Pocketed, RackOptions, Shot
from scoreboard.history.database import summarize
from scoreboard.history.score_sheet import (
    ExportText,
    Sheet,
    csv_tables,
    rack_rows,
    stat_fields,
    stat_rows,
)
from scoreboard.history.sheet_html import sheet_html
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller

FL = Pocket.FOOT_LEFT
NO_RAIL = frozenset({Foul.NO_RAIL})


def sheet(log: bool = False) -> Sheet:
    """Ana breaks; Bea fouls three times in a row (1 + 1 + 1 + 15 points off, the balls
    re-racked) and breaks again; Ana runs 14, 14 and 2 balls to the 30 points."""
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
    for third in (False, False, True):
        assert c.table.shot(Shot(call=Call(1, FL), fouls=NO_RAIL))  # Bea
        if not third:
            assert c.table.shot(Shot(call=Call(1, FL)))  # Ana misses
    assert c.snapshot.history.last.verdict.rerack  # the third foul: the 15 balls racked
    assert c.table.shot(Shot(cue_and_two_to_rail=True))  # Bea breaks again
    for run in (14, 14, 2):
        for n in range(1, run + 1):
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


TEXT = ExportText(codes={"race-won": "Race won", "target-reached": "Target reached"})


def test_a_match_won_is_its_target_reached() -> None:
    page = sheet_html(sheet(), TEXT)
    assert "Target reached" in page and "Race won" not in page


def test_the_sheet_has_no_games_and_no_racks_only_its_re_racks_counted() -> None:
    page = sheet_html(sheet(log=True), TEXT)
    for word in ("Game", "Games", "Rack", "Racks"):
        assert f">{word}<" not in page and f">{word} " not in page, word
    assert "<td>Re-racks</td><td>3</td>" in page.replace(' class="key"', "")


def test_the_first_table_is_the_innings_with_points_taken_off_apart() -> None:
    headers, rows = rack_rows(sheet(), TEXT)
    assert headers == ["Inning", "Player", "Run", "Penalty points", "Re-racks", "Total"]
    assert [r for r in rows if r[1] == "Bea"] == [
        [1, "Bea", 0, 1, 0, -1],
        [2, "Bea", 0, 1, 0, -2],
        [3, "Bea", 0, 16, 1, -18],  # the third foul: 1 + 15, and the balls racked
        [4, "Bea", 0, 0, 0, -18],
    ]
    assert rows[-1] == [4, "Ana", 30, 0, 2, 30]
    first = next(csv.reader(io.StringIO(csv_tables(sheet(), TEXT)["racks"])))
    assert first == headers  # the CSV's first table alike


def test_fouls_and_penalty_points_are_two_statistics() -> None:
    s = sheet()
    assert (s.stats[1].fouls, s.stats[1].penalty_points) == (3, 18)
    assert (s.stats[0].fouls, s.stats[0].penalty_points) == (0, 0)
    headers, rows = stat_rows(s, TEXT)
    fouls, penalty = headers.index("fouls"), headers.index("penalty_points")
    assert (rows[1][fouls], rows[1][penalty]) == (3, 18)
    nine = dataclasses.replace(s, discipline="nine-ball")
    assert "penalty_points" not in stat_fields(nine) and "fouls" in stat_fields(nine)


def test_the_innings_table_heads_points_taken_off_never_fouls() -> None:
    page = sheet_html(sheet(), TEXT)
    innings = page[page.index("Inning by inning") : page.index("Statistics")]
    assert "Penalty points" in innings and "Fouls" not in innings
    assert "<td>−16</td>" in innings  # points taken off, as the scorekeeper's sheet shows them


def test_the_shot_log_is_headed_by_the_break_and_divided_at_each_re_rack() -> None:
    page = sheet_html(sheet(log=True), ExportText())
    log = page[page.index("Shot log") :]
    assert "Break: Ana" in log and "Game 1" not in log and "Rack 1" not in log
    marks = [log.index(f"Re-rack {n}<") for n in (1, 2, 3)]
    assert marks == sorted(marks) and log.index("Break: Ana") < marks[0]
    # fourteen balls between the second and the third re-rack
    assert log[marks[1] : marks[2]].count("<tr>") == 15


def test_after_a_stalemate_the_log_says_so_and_who_breaks_again() -> None:
    from ui.history.export import shot_log

    config = MatchConfig(
        players=("Ana", "Bea"),
        discipline="straight-pool",
        breaker=0,
        options=RackOptions(target=(30, 30)),
    )
    c = Controller(config)
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    assert c.table.shot(Shot(pocketed=(Pocketed(1, FL),), call=Call(1, FL)))  # Bea: 1 point
    assert c.table.stalemate()
    assert c.table.lag(1)  # Bea wins the lag and breaks
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    summary = summarize(
        c.snapshot,
        match_id="st",
        created="2026-01-01T10:00:00Z",
        config=config.to_dict(),
        inputs=[],
    )
    made = dataclasses.replace(Sheet.of(summary), log=shot_log(c.snapshot))
    page = sheet_html(made, ExportText())
    log = page[page.index("Shot log") :]
    assert log.index("Break: Ana") < log.index("Stalemate · Break: Bea")
    assert "Game" not in log and "Rack" not in log
