"""Races by the pair of skill levels (APA's Equalizer): the format's chart read and checked
from the untrusted league file, each singles rubber set up with each player's own race, won at
the winner's own race, a concession short of it a forfeit."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.loader import load_league
from scoreboard.league.model import Player, Side
from scoreboard.league.night import RubberResult
from scoreboard.league.season import Season
from tests.scoreboard.league.helpers import EXAMPLES, give_in_turns

H, A = Side.HOME, Side.AWAY
CUE_TIPS = ["Gus Hale", "Ivy Lane", "Jo Banks", "Kay Ross", "Lou Dale"]  # home: 6 5 4 3 2
RACK_ATTACK = ["Alan Park", "Beth Cole", "Carl West", "Dana Fox", "Ed Stone"]  # 7 5 4 4 3


def doc() -> Any:
    return json.loads((EXAMPLES / "apa-eight-ball.json").read_text("utf-8"))


def written(tmp_path: Path, d: Any, name: str = "league.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(d), encoding="utf-8")
    return path


def refusal(tmp_path: Path, d: Any) -> LeagueError:
    with pytest.raises(LeagueError) as err:
        load_league(written(tmp_path, d, "apa-broken.json"))
    assert err.value.problem is Problem.DAMAGED_FILE
    assert err.value.params["file"] == "apa-broken.json"
    return err.value


def night() -> tuple[Season, str]:
    s = Season.start("apa", doc())
    f = next(f for f in s.calendar.fixtures if (f.home, f.away) == ("Cue Tips", "Rack Attack"))
    give_in_turns(s, f.id, CUE_TIPS, RACK_ATTACK)
    return s, f.id


def test_the_apa_chart_gives_each_player_his_own_race() -> None:
    chart = load_league(EXAMPLES / "apa-eight-ball.json").rules.format.race_chart
    assert chart is not None and chart.levels == ("2", "3", "4", "5", "6", "7")
    assert chart.races(Player("a", skill=4), Player("b", skill=7)) == (2, 5)
    assert chart.races(Player("a", skill=7), Player("b", skill=4)) == (5, 2)
    assert chart.races(Player("a", skill=2), Player("b", skill=2)) == (2, 2)
    assert chart.races(Player("a", skill=8), Player("b", skill=2)) is None


def test_a_chart_may_go_by_category() -> None:
    from scoreboard.league.model import RaceChart

    chart = RaceChart(("A", "B"), (((3, 3), (4, 2)), ((2, 4), (3, 3))))
    assert chart.races(Player("a", frozenset({"A"})), Player("b", frozenset({"B"}))) == (4, 2)


def test_a_chart_whose_two_orders_disagree_is_refused_naming_the_pair(tmp_path: Path) -> None:
    d = doc()
    d["rules"]["night"]["race_chart"]["races"][2][5] = [3, 5]  # SL4 v SL7, but SL7 v SL4 is 5-2
    err = refusal(tmp_path, d)
    assert err.params["field"] == "rules.night.race_chart.races.2.5"


def test_a_race_below_one_is_refused(tmp_path: Path) -> None:
    d = doc()
    d["rules"]["night"]["race_chart"]["races"][0][0] = [0, 0]
    assert str(refusal(tmp_path, d).params["field"]).startswith("rules.night.race_chart.races.0.0")


def test_a_chart_not_one_pair_per_two_levels_is_refused(tmp_path: Path) -> None:
    d = doc()
    d["rules"]["night"]["race_chart"]["races"].pop()
    assert refusal(tmp_path, d).params["field"] == "rules.night.race_chart.races"


def test_a_level_listed_twice_is_refused(tmp_path: Path) -> None:
    d = doc()
    d["rules"]["night"]["race_chart"]["levels"][1] = "2"
    assert refusal(tmp_path, d).params["field"] == "rules.night.race_chart.levels"


def test_a_chart_past_its_bound_is_refused(tmp_path: Path) -> None:
    d = doc()
    d["rules"]["night"]["race_chart"] = {
        "levels": list(range(21)),
        "races": [[[2, 2]] * 21] * 21,
    }
    assert str(refusal(tmp_path, d).params["field"]).startswith("rules.night.race_chart")


def test_a_rubber_on_a_table_is_set_up_with_the_pairs_races() -> None:
    s, f = night()
    # S1: Gus SL6 (home) v Alan SL7: 4-5. S5: Lou SL2 v Ed SL3: 2-3.
    one, five = s.rubber_setup(f, "S1"), s.rubber_setup(f, "S5")
    assert one is not None and one.players == ("Gus Hale", "Alan Park") and one.race == (4, 5)
    assert five is not None and five.race == (2, 3)


def test_a_match_won_at_the_winners_own_race_is_the_rubbers_result() -> None:
    s, f = night()
    s.start_rubber(f, "S1", "m1")
    assert s.match_finished("m1", (4, 3), 0) == "S1"  # Gus reaches his 4, Alan had 3 of 5
    assert s.night(f).results["S1"] == RubberResult(4, 3)
    assert s.score(f).rubbers[0].winner is H


def test_a_concession_short_of_the_winners_race_is_a_forfeit() -> None:
    s, f = night()
    s.start_rubber(f, "S1", "m1")
    assert s.match_finished("m1", (1, 4), 1) == "S1"  # Alan conceded to at 4 of his 5
    assert s.night(f).results["S1"] == RubberResult(forfeit=H)
    r = s.score(f).rubbers[0]
    assert (r.home, r.away, r.winner) == (0, 5, A)  # the forfeit counts Alan's race


def test_a_rubber_may_be_played_once_its_slot_is_answered() -> None:
    s = Season.start("apa", doc())
    f = next(f for f in s.calendar.fixtures if (f.home, f.away) == ("Cue Tips", "Rack Attack"))
    s.pick(f.id, A, "1", "Alan Park")
    assert s.rubber_setup(f.id, "S1") is None  # not answered yet
    s.pick(f.id, H, "1", "Gus Hale")
    config = s.rubber_setup(f.id, "S1")
    assert config is not None and config.race == (4, 5)
