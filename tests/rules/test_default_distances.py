"""The rules know their disciplines' usual distances; the set-up dialog asks them."""

from __future__ import annotations

import rules
from rules import Discipline, RackOptions, Ruleset


def test_usual_races_per_discipline() -> None:
    assert rules.rack_class(Discipline.NINE_BALL).default_race == 7
    assert rules.rack_class(Discipline.TEN_BALL).default_race == 6
    assert rules.rack_class(Discipline.EIGHT_BALL).default_race == 5
    assert RackOptions().target == (100, 100)  # 14.1


def test_rfeb_distances_are_the_rule_books() -> None:
    rfeb = rules.rack_class(Discipline.EIGHT_BALL, Ruleset.RFEB)
    assert rfeb.best_of_distances == (7, 9, 11, 15)  # RFEB-Art.31
    assert rfeb.default_best_of == 9
    assert rfeb.clock_profile == "rfeb"  # RFEB-Art.29
    wpa = rules.rack_class(Discipline.EIGHT_BALL, Ruleset.WPA)
    assert wpa.best_of_distances == ()
    assert wpa.default_best_of is None


def test_every_registered_ruleset_has_a_usable_default_race() -> None:
    for d, rulesets in rules.disciplines().items():
        for r in rulesets:
            game = rules.rack_class(d, r)
            assert game.default_race >= 1
            assert game.default_best_of is None or game.default_best_of in game.best_of_distances
