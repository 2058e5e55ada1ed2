"""The season's results exported for the federation: JSON read back as written, CSV read by the
csv module, every night with its lineups, rubbers, forfeits, no-shows, result and points, and
the standings."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.night import RubberResult
from scoreboard.league.results import (
    NIGHT_COLUMNS,
    RUBBER_COLUMNS,
    STANDING_COLUMNS,
    export_results_csv,
    export_results_json,
    read_results,
    results_document,
)
from tests.scoreboard.league.test_season_store import A, H, andalusia, first_night


def played_season() -> Any:
    """Night one played 3–1 by the home team (S4 forfeited by the away team); night two a
    no-show of its away team."""
    s = andalusia()
    f = first_night(s)
    for rid, res in (
        ("S1", RubberResult(4, 2)),
        ("S2", RubberResult(1, 4)),
        ("S3", RubberResult(4, 3)),
        ("S4", RubberResult(forfeit=A)),
    ):
        s.set_result(f, rid, res)
    second = s.calendar.fixtures[1]
    roster = s.league.team(second.home).roster
    s.set_lineup(second.id, H, [p.name for p in roster[:4]])
    s.set_no_show(second.id, A)
    return s


def test_the_json_reads_back_as_it_was_written(tmp_path: Path) -> None:
    s = played_season()
    path = tmp_path / "results.json"
    export_results_json(path, s)
    assert read_results(path) == results_document(s)


def test_a_played_night_has_its_lineups_rubbers_forfeit_result_and_points(
    tmp_path: Path,
) -> None:
    s = played_season()
    path = tmp_path / "results.json"
    export_results_json(path, s)
    night = read_results(path)["nights"][0]
    f = s.calendar.fixtures[0]
    home_first = s.league.team(f.home).roster[0].name
    assert night["home"] == f.home and night["date"] == f.date.isoformat()
    assert night["lineups"]["home"][0] == ["1", home_first]
    s1 = night["rubbers"][0]
    assert (s1["rubber"], s1["home_players"], s1["home"], s1["away"]) == ("S1", [home_first], 4, 2)
    assert night["rubbers"][3]["forfeited_by"] == "away"
    assert night["result"]["rubbers"] == {"home": 3, "away": 1}
    assert night["result"]["winner"] == "home"
    assert night["result"]["points"] == {"home": 2, "away": 0}


def test_a_no_show_is_in_the_night_and_costs_its_points(tmp_path: Path) -> None:
    s = played_season()
    night = results_document(s)["nights"][1]
    assert night["no_show"] == ["away"] and night["lineups"]["away"] is None
    assert night["result"]["points"] == {"home": 2, "away": -1}
    assert all(r["forfeited_by"] == "away" for r in night["rubbers"])


def test_a_night_not_played_has_no_result() -> None:
    night = results_document(played_season())["nights"][2]
    assert night["played"] is False and night["result"] is None and night["rubbers"] == []


def test_the_standings_are_each_divisions_table() -> None:
    s = played_season()
    division = s.calendar.fixtures[0].division
    table = next(d for d in results_document(s)["standings"] if d["division"] == division)
    top = table["rows"][0]
    assert top["points"] == 2 and top["rubbers_for"] >= 3
    assert {r["team"] for r in table["rows"]} == {
        t.name for d in s.league.divisions if d.name == division for t in d.teams
    }


def csv_tables(path: Path) -> list[list[dict[str, str]]]:
    text = path.read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text, newline="")))
    tables: list[list[list[str]]] = [[]]
    for row in rows:
        if row:
            tables[-1].append(row)
        else:
            tables.append([])
    return [[dict(zip(t[0], r, strict=True)) for r in t[1:]] for t in tables]


def test_the_csv_is_three_tables_the_csv_module_reads(tmp_path: Path) -> None:
    s = played_season()
    path = tmp_path / "results.csv"
    export_results_csv(path, s)
    nights, rubbers, standings = csv_tables(path)
    assert list(nights[0]) == list(NIGHT_COLUMNS)
    assert list(rubbers[0]) == list(RUBBER_COLUMNS)
    assert list(standings[0]) == list(STANDING_COLUMNS)
    assert len(nights) == len(s.calendar.fixtures)
    first = nights[0]
    assert (first["home_rubbers"], first["away_rubbers"], first["winner"]) == ("3", "1", "home")
    assert (first["home_points"], first["away_points"]) == ("2", "0")
    assert nights[1]["no_show"] == "away"
    s4 = next(r for r in rubbers if r["fixture"] == first["fixture"] and r["rubber"] == "S4")
    assert s4["forfeited_by"] == "away" and s4["winner"] == "home"
    assert standings[0]["rank"] == "1" and standings[0]["points"] == "2"


def test_a_name_that_looks_like_a_formula_stays_text_in_the_csv(tmp_path: Path) -> None:
    s = played_season()
    doc = s.document
    doc["divisions"][0]["teams"][0]["name"] = "=cmd()"
    path = tmp_path / "results.csv"
    export_results_csv(path, type(s).start("liga-2", doc))
    assert "'=cmd()" in path.read_text(encoding="utf-8-sig")
    assert "\n=cmd()" not in path.read_text(encoding="utf-8-sig")


@pytest.mark.parametrize(
    ("content", "field"),
    [
        (b"\xff\xfe", "file"),
        (b"{}", "format"),
        (b'{"format": "pool-scoreboard-league-results", "version": 9}', "version"),
        (
            b'{"format": "pool-scoreboard-league-results", "version": 1, "nights": [{}]}',
            "nights.0",
        ),
        (b'{"format": "pool-scoreboard-league-results", "version": NaN}', "file"),
    ],
)
def test_a_damaged_results_file_is_refused_naming_file_and_field(
    tmp_path: Path, content: bytes, field: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(LeagueError) as err:
        read_results(path)
    assert err.value.problem is Problem.DAMAGED_FILE
    assert err.value.params["file"] == "bad.json" and err.value.params["field"] == field


def test_the_export_replaces_an_older_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    path.write_text("old " * 100000)
    export_results_json(path, played_season())
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == (
        "pool-scoreboard-league-results"
    )
