"""A season kept by the app: its nights changed and checked, kept in the history database
with every singles rubber one match there, read back as untrusted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoreboard.history.database import HistoryDB
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import LineupEntry, Side
from scoreboard.league.night import RubberResult, Substitution
from scoreboard.league.season import Season
from scoreboard.league.store import LeagueStore
from tests.scoreboard.league.helpers import EXAMPLES, give_in_turns

H, A = Side.HOME, Side.AWAY


def andalusia() -> Season:
    doc = json.loads((EXAMPLES / "andalusia-teams.json").read_text(encoding="utf-8"))
    return Season.start("liga-1", doc)


def first_night(s: Season) -> str:
    """The first fixture, both lineups given in order of strength."""
    f = s.calendar.fixtures[0]
    for side, team in ((H, f.home), (A, f.away)):
        roster = s.league.team(team).roster
        s.set_lineup(f.id, side, [p.name for p in roster[:4]])
    return f.id


def matches(db: HistoryDB) -> list[tuple[Any, ...]]:
    return db.conn.execute(
        "SELECT slot, name0, name1, score0, score1, recorded, forfeit FROM matches"
        " WHERE competition LIKE 'liga-1:%' ORDER BY competition, slot"
    ).fetchall()


def test_a_typed_result_fills_the_nights_score() -> None:
    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2))
    score = s.score(f)
    assert score.rubbers_won[H] == 1 and score.rubbers[0].winner is H


def test_a_score_the_race_does_not_allow_is_refused_and_changes_nothing() -> None:
    s = andalusia()
    f = first_night(s)
    with pytest.raises(LeagueError) as err:
        s.set_result(f, "S1", RubberResult(3, 2))
    assert err.value.problem is Problem.IMPOSSIBLE_SCORE
    assert s.night(f).results == {}


def test_a_closed_night_changes_only_with_a_reason_kept_with_it() -> None:
    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2))
    s.close(f)
    with pytest.raises(LeagueError) as err:
        s.set_result(f, "S1", RubberResult(2, 4))
    assert err.value.problem is Problem.NIGHT_CLOSED
    s.set_result(f, "S1", RubberResult(2, 4), reason="scores swapped on the sheet", now="t")
    n = s.night(f)
    assert n.results["S1"] == RubberResult(2, 4)
    assert [(c.reason, c.what) for c in n.corrections] == [
        ("scores swapped on the sheet", "rubber:S1")
    ]


def test_a_season_is_kept_and_read_back_whole(tmp_path: Path) -> None:
    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2))
    s.set_result(f, "S2", RubberResult(forfeit=A))
    away = s.calendar.fixture(f).away
    sub = s.league.team(s.calendar.fixture(f).home).roster[4].name
    s.substitute(f, Substitution(H, "4", sub, "S4"))
    s.close(f)
    with HistoryDB(tmp_path / "h.db") as db:
        LeagueStore.of(db).save(s)
    with HistoryDB(tmp_path / "h.db") as db:
        back = LeagueStore.of(db).load("liga-1")
    assert back.night(f) == s.night(f)
    assert back.calendar == s.calendar
    assert back.score(f) == s.score(f)
    assert away in {t.name for d in back.league.divisions for t in d.teams}


def test_every_singles_rubber_is_one_typed_match_in_the_history(tmp_path: Path) -> None:
    s = andalusia()
    f = first_night(s)
    fx = s.calendar.fixture(f)
    s.set_result(f, "S1", RubberResult(4, 2))
    s.set_result(f, "S2", RubberResult(forfeit=A))
    with HistoryDB(tmp_path / "h.db") as db:
        LeagueStore.of(db).save(s)
        rows = matches(db)
    home = s.league.team(fx.home).roster
    away = s.league.team(fx.away).roster
    assert rows == [
        ("S1", home[0].name, away[0].name, 4, 2, "typed", 0),
        ("S2", home[1].name, away[1].name, 4, 0, "typed", 1),
    ]


def test_a_corrected_result_replaces_its_match_and_a_taken_back_one_leaves(
    tmp_path: Path,
) -> None:
    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2))
    s.set_result(f, "S2", RubberResult(4, 1))
    with HistoryDB(tmp_path / "h.db") as db:
        store = LeagueStore.of(db)
        store.save(s)
        s.set_result(f, "S1", RubberResult(1, 4))
        s.set_result(f, "S2", None)
        store.save(s)
        rows = matches(db)
    assert [(r[0], r[3], r[4]) for r in rows] == [("S1", 1, 4)]


def test_a_rubber_played_on_a_table_adds_no_second_match(tmp_path: Path) -> None:
    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2), history="m-scored")
    with HistoryDB(tmp_path / "h.db") as db:
        LeagueStore.of(db).save(s)
        assert matches(db) == []


def test_a_second_copy_that_changed_the_season_is_not_overwritten(tmp_path: Path) -> None:
    s = andalusia()
    with HistoryDB(tmp_path / "h.db") as db:
        LeagueStore.of(db).save(s)
        here, there = LeagueStore.of(db), LeagueStore.of(db)
        mine, theirs = here.load("liga-1"), there.load("liga-1")
        there.save(theirs)
        with pytest.raises(LeagueError) as err:
            here.save(mine)
    assert err.value.problem is Problem.CHANGED_ELSEWHERE


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(format="x"), "format"),
        (lambda d: d.update(revision="2"), "revision"),
        (lambda d: d["league"]["rules"]["night"].update(slots=7), "rules.night.slots"),
        (lambda d: d["calendar"][0].update(home="Nobody"), "calendar"),
        (lambda d: d["nights"].update({"zz": {}}), "nights.zz"),
        (
            lambda d: next(iter(d["nights"].values()))["results"].update(S1={"home": 9, "away": 0}),
            "nights.",
        ),
        (lambda d: next(iter(d["nights"].values())).update(closed="yes"), "nights."),
    ],
)
def test_a_damaged_stored_season_is_refused_naming_the_field(
    tmp_path: Path, change: Any, field: str
) -> None:
    s = andalusia()
    first_night(s)
    with HistoryDB(tmp_path / "h.db") as db:
        store = LeagueStore.of(db)
        store.save(s)
        path = store.path("liga-1")
        doc = json.loads(path.read_text(encoding="utf-8"))
        change(doc)
        path.write_text(json.dumps(doc), encoding="utf-8")
        with pytest.raises(LeagueError) as err:
            LeagueStore.of(db).load("liga-1")
    assert err.value.problem is Problem.DAMAGED_FILE
    assert str(err.value.params["field"]).startswith(field)
    assert err.value.params["file"] == "liga-1.json"


@pytest.mark.parametrize(
    ("data", "detail"),
    [(b"{not json", "not JSON"), (b'{"revision": NaN}', "not JSON"), (b"[1]", "not JSON")],
)
def test_a_file_that_is_not_a_season_is_refused(tmp_path: Path, data: bytes, detail: str) -> None:
    with HistoryDB(tmp_path / "h.db") as db:
        store = LeagueStore.of(db)
        store.save(andalusia())
        store.path("liga-1").write_bytes(data)
        with pytest.raises(LeagueError) as err:
            LeagueStore.of(db).load("liga-1")
    assert err.value.params["detail"] == detail


def test_a_season_is_written_atomically_beside_the_history(tmp_path: Path) -> None:
    with HistoryDB(tmp_path / "h.db") as db:
        store = LeagueStore.of(db)
        store.save(andalusia())
        store.save(andalusia_again(store))
        assert sorted(p.name for p in (tmp_path / "leagues").iterdir()) == ["liga-1.json"]
        assert [(x.uid, x.name) for x in store.list()] == [
            ("liga-1", "Liga Andaluza por equipos (bola 8)")
        ]


def andalusia_again(store: LeagueStore) -> Season:
    return store.load("liga-1")


def test_the_standings_count_the_complete_nights() -> None:
    s = andalusia()
    f = first_night(s)
    fx = s.calendar.fixture(f)
    for rid in ("S1", "S2", "S3"):
        s.set_result(f, rid, RubberResult(4, 1))
    s.set_result(f, "S4", RubberResult(0, 4))
    rows = s.standings(fx.division)
    assert (rows[0].team, rows[0].points, rows[0].rubbers_for) == (fx.home, 2, 3)


def test_a_rubber_played_on_a_table_comes_back_when_its_match_ends() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    assert s.started() == ((f, "S1", "m1"),)
    assert s.match_finished("other", (4, 0), 0) is None
    assert s.match_finished("m1", (1, 4), 1) == "S1"
    n = s.night(f)
    assert n.results["S1"] == RubberResult(1, 4) and n.history == {"S1": "m1"}
    assert s.started() == ()


def test_a_match_conceded_short_of_its_race_is_a_forfeit() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S2", "m2")
    s.match_finished("m2", (2, 1), 0)  # the away player conceded
    assert s.night(f).results["S2"] == RubberResult(forfeit=A)


def test_only_the_nights_named_are_written_again(tmp_path: Path) -> None:
    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2))
    with HistoryDB(tmp_path / "h.db") as db:
        store = LeagueStore.of(db)
        store.save(s, nights=[])
        assert matches(db) == []
        store.save(s, nights=[f])
        assert [r[0] for r in matches(db)] == ["S1"]


def test_the_registry_reads_the_rubbers_as_played_matches(tmp_path: Path) -> None:
    from scoreboard.players.registry import Registry

    s = andalusia()
    f = first_night(s)
    s.set_result(f, "S1", RubberResult(4, 2))
    s.set_result(f, "S2", RubberResult(forfeit=A))
    with HistoryDB(tmp_path / "h.db") as db:
        LeagueStore.of(db).save(s)
        reg = Registry(db.conn)
        played = [(m.names, m.winner, m.games) for m in reg.played()]
        people = {p.name for p in reg.people()}
    fx = s.calendar.fixture(f)
    home, away = s.league.team(fx.home).roster, s.league.team(fx.away).roster
    assert ((home[0].name, away[0].name), 0, (4, 2)) in played
    assert ((home[1].name, away[1].name), 0, (0, 0)) in played  # a forfeit counts no games
    assert {p.name for p in home} <= people  # every rostered player is in the registry


def test_a_rubber_on_a_table_breaks_as_its_format_says() -> None:
    """A format that names who breaks a rubber (Catalan blackball: home, away, home, away)
    sets the match up with that breaker; a rubber without one is lagged for."""
    from scoreboard.league.model import Breaks

    for name in ("catalonia-blackball-superlliga.json", "andalusia-teams.json"):
        doc = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
        s = Season.start("liga-1", doc)
        f = s.calendar.fixtures[0]
        fmt = s.league.rules.format
        slots = len(fmt.slots)
        home, away = ([p.name for p in s.league.team(t).roster] for t in (f.home, f.away))
        if fmt.lineup is LineupEntry.TURNS:
            # the decider's place held by a player of the rubbers
            give_in_turns(s, f.id, home[: slots - 1] + home[:1], away[: slots - 1] + away[:1])
        else:
            s.set_lineup(f.id, H, (home * 2)[:slots])
            s.set_lineup(f.id, A, (away * 2)[:slots])
        for r in fmt.rubbers:
            config = s.rubber_setup(f.id, r.id)
            assert config is not None, (name, r.id)
            expected = {Breaks.HOME: 0, Breaks.AWAY: 1, Breaks.LAG: None}[r.breaks]
            assert config.breaker == expected, (name, r.id)
