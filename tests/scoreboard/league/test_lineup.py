"""Each lineup rule, broken once, is named with its figures; a legal lineup breaks none."""

from __future__ import annotations

from rules.core import Discipline
from scoreboard.league.lineup import Lineup, check_lineup, entry_steps
from scoreboard.league.model import (
    NightFormat,
    Player,
    RosterRules,
    Rubber,
    RubberKind,
    Side,
    Team,
)

FMT = NightFormat(
    slots=("1", "2", "3", "Da", "Db"),
    rubbers=(
        *(
            Rubber(f"S{s}", RubberKind.SINGLES, Discipline.NINE_BALL, race=5, home=(s,), away=(s,))
            for s in "123"
        ),
        Rubber(
            "D",
            RubberKind.DOUBLES,
            Discipline.NINE_BALL,
            race=5,
            home=("Da", "Db"),
            away=("Da", "Db"),
        ),
    ),
)
TEAM = Team(
    "Tacos",
    "Bar",
    3,
    (
        Player("Ana", frozenset({"woman"}), skill=6, strength=1),
        Player("Bea", frozenset({"novice", "woman"}), skill=4, strength=2),
        Player("Cris", skill=5, strength=3),
        Player("Dani", frozenset({"senior"}), strength=4),
    ),
)
LEGAL = Lineup.from_mapping({"1": "Ana", "2": "Bea", "3": "Cris", "Da": "Ana", "Db": "Bea"})
RULES = RosterRules(
    min_players=3,
    full_team=4,
    max_rubbers=2,
    max_rubbers_short=2,
    required=(("novice",), ("woman", "senior")),
    skill_cap=15,
    strength_order=True,
)


def rules_broken(
    lineup: Lineup, rules: RosterRules = RULES, substitutes: int = 0
) -> list[tuple[str, dict[str, str | int]]]:
    return [
        (v.rule.value, dict(v.data))
        for v in check_lineup(lineup, TEAM, FMT, rules, Side.HOME, substitutes)
    ]


def test_a_legal_lineup_breaks_no_rule() -> None:
    assert rules_broken(LEGAL) == []


def test_a_player_not_on_the_roster_is_named() -> None:
    lineup = LEGAL.with_player("3", "Zoe")
    assert ("not-on-roster", {"player": "Zoe"}) in rules_broken(lineup)


def test_a_slot_the_format_has_not_is_named() -> None:
    lineup = Lineup((*LEGAL.slots, ("9", "Cris")))
    assert rules_broken(lineup) == [("unknown-slot", {"slot": "9"})]


def test_fewer_players_than_the_minimum_is_named_with_both_counts() -> None:
    lineup = Lineup.from_mapping({"1": "Ana", "2": "Bea", "3": None, "Da": "Ana", "Db": "Bea"})
    assert ("too-few-players", {"players": 2, "minimum": 3}) in rules_broken(lineup)


def test_one_player_in_both_places_of_a_doubles_is_named_with_the_rubber() -> None:
    lineup = LEGAL.with_player("Db", "Ana")
    broken = rules_broken(lineup)
    assert ("same-player-twice", {"rubber": "D", "player": "Ana"}) in broken
    # Ana now counts the doubles once, so she is in 2 rubbers: still allowed
    assert [b for b in broken if b[0] == "too-many-rubbers"] == []


def test_a_player_over_his_rubbers_is_named_with_the_count_and_the_limit() -> None:
    lineup = LEGAL.with_player("3", "Ana")
    broken = rules_broken(lineup, RosterRules(max_rubbers=2, max_rubbers_short=3, full_team=2))
    assert broken == [("too-many-rubbers", {"player": "Ana", "rubbers": 3, "limit": 2})]
    # the same lineup is legal for a short team allowed three rubbers a player
    assert rules_broken(lineup, RosterRules(max_rubbers=2, max_rubbers_short=3, full_team=4)) == []


def test_a_category_group_nobody_holds_is_named() -> None:
    lineup = Lineup.from_mapping({"1": "Ana", "2": "Cris", "3": "Dani", "Da": "Ana", "Db": "Cris"})
    broken = rules_broken(lineup, RosterRules(max_rubbers=2, required=RULES.required))
    assert broken == [("category-missing", {"categories": "novice"})]


def test_the_skill_cap_names_the_sum_and_a_player_without_a_skill_level() -> None:
    lineup = LEGAL.with_player("3", "Dani")  # 6 + 4, Dani has no level
    assert rules_broken(lineup, RosterRules(max_rubbers=2, skill_cap=9)) == [
        ("no-skill", {"player": "Dani"}),
        ("skill-cap", {"sum": 10, "cap": 9}),
    ]
    assert rules_broken(LEGAL, RosterRules(max_rubbers=2, skill_cap=15)) == []  # 6 + 4 + 5 = 15


def test_a_stronger_player_after_a_weaker_one_breaks_the_order_of_strength() -> None:
    lineup = LEGAL.with_player("1", "Bea").with_player("2", "Ana")
    assert rules_broken(lineup, RosterRules(strength_order=True, max_rubbers=2)) == [
        ("strength-order", {"slot": "2", "player": "Ana", "after": "Bea"}),
    ]


def test_more_substitutes_than_allowed_is_named() -> None:
    assert rules_broken(LEGAL, RosterRules(max_rubbers=2, max_substitutes=1), 2) == [
        ("too-many-substitutes", {"substitutes": 2, "limit": 1})
    ]


def test_blind_lineups_are_given_whole_by_each_team() -> None:
    assert entry_steps(FMT) == ((Side.AWAY, FMT.slots), (Side.HOME, FMT.slots))
