"""The shot entry: which click means what, turned into the facts of a ``rules.Shot``."""

from __future__ import annotations

import rules
from rules import Call, CueBall, EntryHints, Foul, Group, Pocket, Pocketed, Shot
from scoreboard.match.entry import ShotEntry

#: A called shot on an open eight-ball table: any ball but the 8 is the shooter's.
CALLED = EntryHints(call_required=True, call_from=frozenset(range(1, 16)) - {8})
#: The shooter on solids.
SOLIDS = EntryHints(call_required=True, call_from=frozenset(range(1, 8)), eight_pocket=True)
#: The shooter on the 8.
ON_EIGHT = EntryHints(call_required=True, call_from=frozenset({8}), eight_pocket=True)
#: Argentine open table.
DECLARE = EntryHints(declare_group=True, eight_pocket=True)


def test_nothing_marked_builds_a_plain_miss() -> None:
    shot = ShotEntry().build()
    assert shot.pocketed == ()
    assert shot.call is None
    assert shot.cue is CueBall.ON_TABLE
    assert shot.fouls == frozenset()


def test_a_ball_then_a_pocket_is_the_ball_made_in_that_pocket() -> None:
    e = ShotEntry()
    e.toggle_ball(4)
    shot = e.build(pocket=Pocket.SIDE_RIGHT)
    assert shot.pocketed == (Pocketed(4, Pocket.SIDE_RIGHT),)
    assert shot.call is None  # no call in a game that needs none


def test_in_a_call_shot_game_the_ball_made_is_the_call_in_its_pocket() -> None:
    e = ShotEntry()
    e.toggle_ball(4)
    e.toggle_ball(11)
    shot = e.build(pocket=Pocket.FOOT_LEFT, hints=CALLED)
    assert shot.call == Call(4, Pocket.FOOT_LEFT)
    assert shot.pocketed == (Pocketed(4, Pocket.FOOT_LEFT), Pocketed(11, None))


def test_clicking_a_marked_ball_again_unmarks_it() -> None:
    e = ShotEntry()
    e.toggle_ball(6)
    e.toggle_ball(6)
    assert e.empty
    assert e.build().pocketed == ()


def test_called_and_missed_makes_the_marked_ball_the_call_and_not_pocketed() -> None:
    e = ShotEntry()
    e.toggle_ball(3)
    e.toggle_ball(9)
    assert e.call_marked(Pocket.HEAD_LEFT)
    shot = e.build(hints=CALLED)
    assert shot.call == Call(3, Pocket.HEAD_LEFT)
    assert shot.pocketed_balls == (9,)


def test_called_and_missed_with_no_ball_marked_changes_nothing() -> None:
    e = ShotEntry()
    assert not e.call_marked(Pocket.HEAD_LEFT)
    assert e.empty


def test_the_eight_takes_its_pocket_from_where_it_went() -> None:
    e = ShotEntry()
    e.toggle_ball(8)
    shot = e.build(pocket=Pocket.FOOT_RIGHT, hints=ON_EIGHT)
    assert shot.eight_pocket is Pocket.FOOT_RIGHT
    assert shot.call == Call(8, Pocket.FOOT_RIGHT)


def test_the_eight_called_and_missed_keeps_its_called_pocket() -> None:
    e = ShotEntry()
    e.toggle_ball(8)
    e.call_marked(Pocket.SIDE_LEFT)
    shot = e.build(hints=ON_EIGHT)
    assert shot.eight_pocket is Pocket.SIDE_LEFT
    assert shot.pocketed == ()


def test_a_ball_marked_off_the_table_is_no_longer_pocketed() -> None:
    e = ShotEntry()
    e.toggle_ball(5)
    e.toggle_off_table(5)
    shot = e.build()
    assert shot.pocketed == ()
    assert shot.off_table == frozenset({5})


def test_marking_an_off_table_ball_as_made_moves_it_back_to_pocketed() -> None:
    e = ShotEntry()
    e.toggle_off_table(5)
    e.toggle_ball(5)
    shot = e.build()
    assert shot.pocketed_balls == (5,)
    assert shot.off_table == frozenset()


def test_safety_overrides_the_obvious_call() -> None:
    e = ShotEntry()
    e.toggle_ball(2)
    e.safety = True
    shot = e.build(hints=CALLED)
    assert shot.is_safety


def test_a_push_out_is_never_a_called_shot() -> None:
    e = ShotEntry()
    e.toggle_ball(5)
    e.push_out = True
    shot = e.build(hints=CALLED)
    assert shot.push_out
    assert shot.call is None


def test_fouls_and_the_cue_ball_are_passed_on() -> None:
    e = ShotEntry()
    e.cue = CueBall.POCKETED
    e.toggle_foul(Foul.DOUBLE_HIT)
    shot = e.build()
    assert shot.scratch
    assert shot.fouls == frozenset({Foul.DOUBLE_HIT})
    e.toggle_foul(Foul.DOUBLE_HIT)
    assert e.build().fouls == frozenset()


def test_argentine_open_table_declares_the_group_of_the_ball_played() -> None:
    e = ShotEntry()
    e.toggle_ball(12)
    assert e.build(hints=DECLARE).declared_group is Group.STRIPES
    e = ShotEntry()
    e.toggle_ball(3)
    e.call_marked(Pocket.FOOT_LEFT)
    assert e.build(hints=DECLARE).declared_group is Group.SOLIDS


def test_an_explicit_declaration_wins_and_the_eight_declares_nothing() -> None:
    e = ShotEntry()
    e.toggle_ball(12)
    e.declared_group = Group.SOLIDS
    assert e.build(hints=DECLARE).declared_group is Group.SOLIDS
    e = ShotEntry()
    e.toggle_ball(8)
    assert e.build(hints=DECLARE).declared_group is None
    e = ShotEntry()
    e.toggle_ball(12)
    assert e.build().declared_group is None  # only on an Argentine open table


def test_clear_empties_the_entry() -> None:
    e = ShotEntry()
    e.toggle_ball(1)
    e.cue = CueBall.OFF_TABLE
    e.clear()
    assert e.empty


def test_the_call_is_the_first_ball_made_that_is_the_shooters() -> None:
    e = ShotEntry()
    e.toggle_ball(11)
    e.toggle_ball(3)
    shot = e.build(pocket=Pocket.SIDE_LEFT, hints=SOLIDS)
    assert shot.call == Call(3, Pocket.SIDE_LEFT)  # the finishing pocket goes to the call
    assert shot.pocketed == (Pocketed(11, None), Pocketed(3, Pocket.SIDE_LEFT))


def test_no_ball_of_the_shooter_made_means_no_call() -> None:
    e = ShotEntry()
    e.toggle_ball(11)
    shot = e.build(pocket=Pocket.FOOT_LEFT, hints=SOLIDS)
    assert shot.call is None and shot.pocketed == (Pocketed(11, Pocket.FOOT_LEFT),)
    e = ShotEntry()
    e.toggle_ball(8)  # the 8 early is not a call either
    assert e.build(pocket=Pocket.FOOT_LEFT, hints=SOLIDS).call is None


def test_a_safety_never_names_a_pocket_for_the_eight() -> None:
    e = ShotEntry()
    e.toggle_ball(8)
    e.safety = True
    shot = e.build(pocket=Pocket.FOOT_LEFT, hints=ON_EIGHT)
    assert shot.is_safety and shot.eight_pocket is None


def test_the_eight_called_in_one_pocket_and_made_in_another_keeps_the_call() -> None:
    e = ShotEntry()
    e.toggle_ball(8)
    e.call_ball, e.call_pocket = 8, Pocket.SIDE_LEFT
    shot = e.build(pocket=Pocket.FOOT_LEFT, hints=ON_EIGHT)
    assert shot.eight_pocket is Pocket.SIDE_LEFT and shot.pocket_of(8) is Pocket.FOOT_LEFT


def test_the_two_click_path_on_a_real_rack_is_judged_not_refused() -> None:
    """WPA eight-ball: the player on solids pockets only a stripe (issue: "These facts
    contradict each other")."""
    rack = rules.create("eight-ball", "wpa")
    rack.push(Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),)))
    rack.push(Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), call=Call(2, Pocket.FOOT_LEFT)))
    e = ShotEntry()
    e.toggle_ball(11)
    v = rack.push(e.build(pocket=Pocket.SIDE_RIGHT, hints=rack.entry_hints()))
    assert v.next_player == 1 and not v.foul and v.citations
