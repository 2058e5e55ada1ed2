"""Lineups given in turns, slot by slot: the team whose turn it is names the slot's player (or
puts one up, and the other answers with his opponent), as the format's data says; a choice out
of turn or against the rules is refused naming why, changing nothing; the last choice is taken
back until the other team has chosen after it; a half-given night is kept and read back."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import Lineup, LineupRule, Violation
from scoreboard.league.loader import load_league
from scoreboard.league.model import LineupEntry, Side
from scoreboard.league.season import Season
from scoreboard.league.stored import season_from_document, season_to_document
from scoreboard.league.turns import Pick, steps
from tests.scoreboard.league.helpers import EXAMPLES, give_in_turns

H, A = Side.HOME, Side.AWAY


def doc_of(name: str) -> Any:
    return json.loads((EXAMPLES / f"{name}.json").read_text("utf-8"))


def catalonia(first: str | None = None) -> tuple[Season, str, list[str], list[str]]:
    doc = doc_of("catalonia-blackball-superlliga")
    if first is not None:
        doc["rules"]["night"]["lineup_first"] = first
    s = Season.start("t1", doc)
    f = s.calendar.fixtures[0]
    slots = len(s.league.rules.format.slots)

    def players(team: str) -> list[str]:
        names = [p.name for p in s.league.team(team).roster]
        return names[: slots - 1] + [names[0]]  # the decider's place: a player of the rubbers

    return s, f.id, players(f.home), players(f.away)


def found(err: LeagueError) -> tuple[Violation, ...]:
    """The broken rules an illegal choice names."""
    value = err.params["found"]
    assert isinstance(value, tuple)
    return value


def apa() -> tuple[Season, str]:
    s = Season.start("apa", doc_of("apa-eight-ball"))
    f = next(f for f in s.calendar.fixtures if (f.home, f.away) == ("Cue Tips", "Rack Attack"))
    return s, f.id


def test_the_format_says_turns_and_the_away_team_first_by_default() -> None:
    fmt = load_league(EXAMPLES / "catalonia-blackball-superlliga.json").rules.format
    assert fmt.lineup is LineupEntry.TURNS and fmt.first is A and not fmt.alternate


def test_slot_by_slot_the_first_team_names_and_the_other_answers() -> None:
    fmt = load_league(EXAMPLES / "catalonia-blackball-superlliga.json").rules.format
    assert steps(fmt)[:4] == ((A, "1"), (H, "1"), (A, "2"), (H, "2"))
    assert steps(fmt)[-2:] == ((A, "D"), (H, "D"))


def test_apa_style_the_team_that_puts_up_first_changes_each_slot() -> None:
    fmt = load_league(EXAMPLES / "apa-eight-ball.json").rules.format
    assert fmt.alternate
    assert [side for side, _slot in steps(fmt)] == [A, H, H, A, A, H, H, A, A, H]


def test_a_league_file_gives_the_order_of_the_slots(tmp_path: Any) -> None:
    doc = doc_of("apa-eight-ball")
    doc["rules"]["night"]["lineup_order"] = ["3", "1", "2", "5", "4"]
    doc["rules"]["night"]["lineup_first"] = "home"
    bad = tmp_path / "order.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    fmt = load_league(bad).rules.format
    assert steps(fmt)[:3] == ((H, "3"), (A, "3"), (A, "1"))


def test_an_order_missing_a_slot_is_refused_naming_the_file_and_field(tmp_path: Any) -> None:
    doc = doc_of("apa-eight-ball")
    doc["rules"]["night"]["lineup_order"] = ["1", "2", "3", "4"]
    bad = tmp_path / "short-order.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(LeagueError) as err:
        load_league(bad)
    assert err.value.params["file"] == "short-order.json"
    assert err.value.params["field"] == "rules.night.lineup_order"


def test_the_team_out_of_turn_is_refused_naming_whose_turn_and_slot() -> None:
    s, f = apa()
    with pytest.raises(LeagueError) as err:
        s.pick(f, H, "1", "Gus Hale")
    assert err.value.problem is Problem.OUT_OF_TURN
    assert err.value.params == {"team": "Cue Tips", "turn": "Rack Attack", "slot": "1"}
    assert s.night(f).picks == ()


def test_a_whole_lineup_is_not_given_in_turns_while_both_teams_came() -> None:
    s, f, home, away = catalonia()
    with pytest.raises(LeagueError) as err:
        s.set_lineup(f, A, away)
    assert err.value.problem is Problem.OUT_OF_TURN
    assert s.night(f).away is None


def test_the_last_choice_makes_both_lineups_whole() -> None:
    s, f, home, away = catalonia()
    give_in_turns(s, f, home, away)
    n = s.night(f)
    assert n.ready() and n.picks == ()
    assert n.home is not None and n.home.player("D") == home[0]
    assert s.score(f).violations == {H: (), A: ()}


def test_a_league_file_may_make_the_home_team_name_first() -> None:
    s, f, home, away = catalonia("home")
    assert s.turn(f) == (H, "1")
    give_in_turns(s, f, home, away)
    assert s.night(f).ready()


def test_a_player_over_the_skill_cap_is_refused_naming_the_rule() -> None:
    s, f = apa()
    # Cue Tips (home) field Gus 6, Hal 6, Ivy 5, Jo 4 (21): Kay (3) would make 24, over 23.
    home = ["Gus Hale", "Hal Price", "Ivy Lane", "Jo Banks"]
    away = ["Alan Park", "Beth Cole", "Carl West", "Dana Fox", "Ed Stone"]
    while (turn := s.turn(f)) != (H, "5"):
        assert turn is not None
        side, slot = turn
        s.pick(f, side, slot, (home if side is H else away)[int(slot) - 1])
    with pytest.raises(LeagueError) as err:
        s.pick(f, H, "5", "Kay Ross")
    assert err.value.problem is Problem.ILLEGAL_CHOICE
    assert err.value.params["team"] == "Cue Tips" and err.value.params["player"] == "Kay Ross"
    [v] = found(err.value)
    assert v.rule is LineupRule.SKILL_CAP and (v.get("sum"), v.get("cap")) == (24, 23)
    assert s.turn(f) == (H, "5")
    s.pick(f, H, "5", "Lou Dale")  # 6+6+5+4+2 = 23: legal
    assert s.night(f).ready()


def test_a_player_named_twice_is_refused_before_the_lineup_is_whole() -> None:
    s, f = apa()
    s.pick(f, A, "1", "Alan Park")
    s.pick(f, H, "1", "Gus Hale")
    with pytest.raises(LeagueError) as err:
        s.pick(f, H, "2", "Gus Hale")  # put up again: he may play one match only
    [v] = found(err.value)
    assert v.rule is LineupRule.TOO_MANY_RUBBERS and v.get("player") == "Gus Hale"
    assert err.value.params["slot"] == "2" and s.turn(f) == (H, "2")


def test_a_missing_category_is_named_with_the_teams_last_choice() -> None:
    s = Season.start("t1", doc_of("catalonia-blackball-superlliga"))
    f = next(f for f in s.calendar.fixtures if f.home == "Tripleta")
    home = ["Pau Serra", "Jordi Puig", "Núria Font", "Oriol Mas", "Pau Serra"]  # no novice
    away = [p.name for p in s.league.team(f.away).roster]
    away = away[:4] + away[:1]
    slots = s.league.rules.format.slots
    while (turn := s.turn(f.id)) != (H, "D"):  # every choice up to home's last is legal
        assert turn is not None
        side, slot = turn
        s.pick(f.id, side, slot, (home if side is H else away)[slots.index(slot)])
    with pytest.raises(LeagueError) as err:
        s.pick(f.id, H, "D", "Pau Serra")
    [v] = found(err.value)
    assert v.rule is LineupRule.CATEGORY_MISSING and v.get("categories") == "novice"
    assert not s.night(f.id).ready() and s.turn(f.id) == (H, "D")


def test_the_last_choice_is_taken_back_until_the_other_team_chooses() -> None:
    s, f = apa()
    s.pick(f, A, "1", "Alan Park")
    assert s.take_back(f) == Pick(A, "1", "Alan Park")
    assert s.turn(f) == (A, "1")
    s.pick(f, A, "1", "Beth Cole")
    s.pick(f, H, "1", "Gus Hale")
    s.pick(f, H, "2", "Hal Price")  # the same team puts up the next: both its own, unanswered
    assert s.take_back(f).player == "Hal Price"
    assert s.take_back(f).player == "Gus Hale"
    with pytest.raises(LeagueError) as err:
        s.take_back(f)  # Beth Cole was answered
    assert err.value.problem is Problem.NO_TAKE_BACK
    assert err.value.params == {"team": "Rack Attack"}
    assert [p.player for p in s.night(f).picks] == ["Beth Cole"]


def test_a_half_given_lineup_is_kept_and_read_back_where_it_was() -> None:
    s, f = apa()
    s.pick(f, A, "1", "Alan Park")
    s.pick(f, H, "1", "Gus Hale")
    s.pick(f, H, "2", "Hal Price")
    again = season_from_document("apa", json.loads(json.dumps(season_to_document(s))))
    assert again.night(f).picks == s.night(f).picks
    assert again.turn(f) == (A, "2")
    assert again.take_back(f).player == "Hal Price"  # still the team's own, unanswered
    home = again.sheet(f).home
    assert home is not None and home.player("1") == "Gus Hale"


def test_an_old_half_given_night_reads_as_the_first_teams_choices_made() -> None:
    s, f, home, away = catalonia()
    doc = season_to_document(s)
    slots = list(s.league.rules.format.slots)
    doc["nights"][f] = {
        "home": None,
        "away": [[slot, p] for slot, p in zip(slots, away, strict=True)],
    }
    for key in ("picks", "fixed"):
        assert key not in doc["nights"][f]
    again = season_from_document("t1", doc)
    assert again.turn(f) == (H, "1")  # the away team's lineup given whole: home answers
    for slot, p in zip(slots, home, strict=True):
        again.pick(f, H, slot, p)
    kept = again.night(f).away
    assert again.night(f).ready() and kept is not None and kept.player("1") == away[0]


def test_a_choice_that_is_not_a_turn_of_the_night_is_a_damaged_file() -> None:
    s, f = apa()
    doc = season_to_document(s)
    doc["nights"][f] = {"picks": [["home", "9", "Gus Hale"]]}
    with pytest.raises(LeagueError) as err:
        season_from_document("apa", doc, "apa.season")
    assert err.value.problem is Problem.DAMAGED_FILE
    assert err.value.params["file"] == "apa.season"


def test_a_no_show_of_one_team_lets_the_other_give_its_lineup_whole() -> None:
    s, f, home, _away = catalonia()
    s.set_no_show(f, A)
    assert s.turn(f) is None
    s.set_lineup(f, H, home)
    assert s.score(f).no_show == {A}


def some_turns(s: Season, f: str, home: list[str], away: list[str], count: int) -> None:
    """The first ``count`` choices of the night, as the turns come."""
    slots = s.league.rules.format.slots
    for _ in range(count):
        turn = s.turn(f)
        assert turn is not None
        side, slot = turn
        s.pick(f, side, slot, (home if side is H else away)[slots.index(slot)])


def test_a_no_show_by_mistake_undone_resumes_the_turns_where_they_were() -> None:
    s, f, home, away = catalonia()
    some_turns(s, f, home, away, 3)
    before, turn = s.night(f).picks, s.turn(f)
    s.set_no_show(f, A)
    assert s.turn(f) is None and A in s.score(f).no_show
    s.came(f, A)
    n = s.night(f)
    assert n.no_show == frozenset() and n.picks == before and s.turn(f) == turn
    give_in_turns(s, f, home, away)
    assert s.night(f).home == Lineup.of(home, s.league.rules.format)
    assert s.night(f).away == Lineup.of(away, s.league.rules.format)


def test_a_no_show_undone_after_the_other_gave_its_lineup_keeps_every_choice() -> None:
    s, f, home, away = catalonia()
    fmt = s.league.rules.format
    some_turns(s, f, home, away, 3)
    mine = tuple(p for p in s.night(f).picks if p.side is A)
    s.set_no_show(f, A)
    s.set_lineup(f, H, home)  # the home team gives its lineup whole meanwhile
    kept = season_from_document("t1", json.loads(json.dumps(season_to_document(s))))
    for season in (s, kept):
        season.came(f, A)
        n = season.night(f)
        assert n.home is None and n.no_show == frozenset()
        assert {p.slot: p.player for p in n.picks if p.side is H} == dict(
            zip(fmt.slots, home, strict=True)
        )
        assert tuple(p for p in n.picks if p.side is A) == mine  # its choices where they were
        turn = season.turn(f)
        assert turn is not None and turn[0] is A
        with pytest.raises(LeagueError):
            season.take_back(f)  # the home team has chosen since
        again = season_from_document("t1", season_to_document(season))
        assert again.night(f).picks == n.picks and again.turn(f) == turn
        give_in_turns(season, f, home, away)
        assert season.night(f).home == Lineup.of(home, fmt)
        assert season.night(f).away == Lineup.of(away, fmt)


def test_a_blind_no_show_undone_leaves_the_teams_lineup_to_give() -> None:
    s = Season.start("b1", doc_of("andalusia-teams"))
    f = s.calendar.fixtures[0]
    home = [p.name for p in s.league.team(f.home).roster[:4]]
    s.set_lineup(f.id, H, home)
    s.set_no_show(f.id, A)
    s.came(f.id, A)
    n = s.night(f.id)
    assert n.no_show == frozenset() and n.away is None and not n.ready()
    assert n.home == Lineup.of(home, s.league.rules.format)
    again = season_from_document("b1", season_to_document(s)).night(f.id)
    assert again.no_show == frozenset() and again.home == n.home


def test_a_closed_nights_no_show_is_corrected_by_its_lineup() -> None:
    s, f, home, _away = catalonia()
    s.set_no_show(f, A)
    s.set_lineup(f, H, home)
    s.close(f)
    with pytest.raises(LeagueError) as err:
        s.came(f, A)
    assert err.value.problem is Problem.NIGHT_CLOSED and s.night(f).no_show == {A}


def test_a_closed_night_is_corrected_whole_with_its_reason() -> None:
    s, f, home, away = catalonia()
    give_in_turns(s, f, home, away)
    s.close(f)
    with pytest.raises(LeagueError):
        s.take_back(f)
    s.set_lineup(f, A, list(reversed(away)), reason="wrong order on the sheet", now="t")
    assert s.night(f).corrections[-1].what == "lineup:away"


def test_blind_lineups_are_given_in_any_order() -> None:
    s = Season.start("b1", doc_of("andalusia-teams"))
    f = s.calendar.fixtures[0]
    s.set_lineup(f.id, H, [p.name for p in s.league.team(f.home).roster[:4]])
    s.set_lineup(f.id, A, [p.name for p in s.league.team(f.away).roster[:4]])
    s.set_lineup(f.id, H, [p.name for p in s.league.team(f.home).roster[:4]])
    assert s.night(f.id).ready() and s.turn(f.id) is None


def test_a_wrong_lineup_first_is_refused_naming_its_field(tmp_path: Any) -> None:
    doc = doc_of("catalonia-blackball-superlliga")
    doc["rules"]["night"]["lineup_first"] = "visitors"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(LeagueError) as err:
        load_league(bad)
    assert err.value.params["field"] == "rules.night.lineup_first"
