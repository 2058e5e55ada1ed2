"""A player's page worked out in one pass (the same as match by match) and written as CSV
tables: the statistics it adds up read from untrusted text, 14.1's balls per inning, no
cell a formula."""

from __future__ import annotations

import csv
import json
import random

from scoreboard.files.cells import FORMULA_START
from scoreboard.players.figures import FORM_WINDOW, profile
from scoreboard.players.registry import Person, Played
from scoreboard.players.sheet import PageText, csv_paths, export_page_csv, page_tables


def match(n: int, people, games, winner, discipline="nine-ball", stats=None) -> Played:
    text = json.dumps(stats) if isinstance(stats, dict) else stats
    return Played(
        id=n,
        started=f"2025-01-{1 + n % 28:02d}T20:00:00Z",
        discipline=discipline,
        names=("=HYPERLINK(1)", "@cmd"),
        people=people,
        winner=winner,
        games=games,
        stats_text=(text, text),
        event="+event",
    )


def test_the_form_in_one_pass_is_the_share_of_the_last_matches_racks() -> None:
    rng = random.Random(7)
    matches = []
    for n in range(60):
        games = (rng.randrange(6), rng.randrange(6))
        people = (1, 2) if rng.random() < 0.5 else (2, 1)
        matches.append(match(n, people, games, rng.choice((0, 1, None))))
    page = profile(matches, 1)
    expected = []
    mine = [(m.games[m.people.index(1)], m.games[1 - m.people.index(1)]) for m in matches]
    for i in range(len(mine)):
        last = mine[max(0, i + 1 - FORM_WINDOW) : i + 1]
        total = sum(a + b for a, b in last)
        if total:
            expected.append(sum(a for a, _ in last) / total)
    assert [share for _, share in page.form] == expected


def test_hostile_statistics_count_as_nothing() -> None:
    hostile = [
        {"fouls": True, "break_and_runs": float("nan"), "longest_run": -4, "innings": "9"},
        {"fouls": 1e12, "break_and_runs": [1], "longest_run": {"x": 1}, "points": None},
        "[1, 2]",
        "not json",
        "{" * 10_000,
        "[" * 50_000,  # deeper than the JSON reader goes
        None,
        {"fouls": 2.9, "break_and_runs": 1, "longest_run": 7, "points": 30, "innings": 10},
    ]
    matches = [
        match(n, (1, 2), (1, 0), 0, "straight-pool", stats) for n, stats in enumerate(hostile)
    ]
    (d,) = profile(matches, 1).disciplines
    assert (d.fouls, d.break_and_runs, d.high_run, d.points, d.innings) == (2, 1, 7, 30, 10)
    assert d.balls_per_inning == 3.0
    assert matches[5].stats(0) == {}


def test_the_csv_tables_say_balls_per_inning_for_14_1_and_never_a_formula(tmp_path) -> None:
    stats = {"points": 30, "innings": 10, "fouls": 1}
    matches = [
        match(0, (1, 2), (75, 40), 0, "straight-pool", stats),
        match(1, (2, 1), (7, 3), 0, "nine-ball", stats),
        match(2, (1, None), (2, 5), None, "nine-ball", stats),
    ]
    page = profile(matches, 1)
    people = [Person(1, "=me", "", None, ("=me",), 3), Person(2, "-you", "", None, ("-you",), 2)]
    tables = page_tables(page, people, PageText())
    figures = list(csv.reader(tables["figures"].splitlines()))
    assert [(r[0], r[-1]) for r in figures[1:]] == [("nine-ball", ""), ("straight-pool", "3.00")]
    rows = list(csv.reader(tables["matches"].splitlines()))
    assert [r[1] for r in rows[1:]] == ["'-you", "'-you", "'@cmd"]
    assert [r[5] for r in rows[1:]] == ["Victory", "Defeat", "Not finished"]
    for table in (figures, rows):
        for row in table:
            assert not any(cell.startswith(FORMULA_START) for cell in row)
    written = export_page_csv(tmp_path / "p.csv", page, people)
    assert written == list(csv_paths(tmp_path / "p.csv").values())
    assert written[0].read_bytes().startswith(b"\xef\xbb\xbf")  # spreadsheets read the accents
