"""The referee's penalties for unsportsmanlike conduct (WPA-6.16) from the scorekeeper's Match
menu: one submenu per player, named after them; a standard foul against the seated player
gives the shooter ball in hand; the loss of the set is offered only in a match played in
sets."""

from __future__ import annotations

from rules import BallInHand, Pocket, Pocketed, Shot
from scoreboard.match.inputs import PenaltyKind
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.scorekeeper.window import ScorekeeperWindow


def window(qtbot, **config) -> ScorekeeperWindow:
    config.setdefault("players", ("Ann & Co", "Bob"))
    controller = Controller(MatchConfig(discipline="nine-ball", breaker=0, **config))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    w.show()
    return w


def actions(w: ScorekeeperWindow) -> dict[str, object]:
    w._fill_penalty_menu()  # as when the menu opens
    found = {}
    for sub in w.penalty_menu.actions():
        menu = sub.menu()
        assert menu is not None
        for act in menu.actions():
            found[act.objectName()] = act
    return found


def test_wpa_6_16_the_seated_player_s_standard_foul_from_the_menu(qtbot) -> None:
    w = window(qtbot)
    c = w.controller
    assert c.table.shot(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4))  # Ann continues
    acts = actions(w)
    titles = [a.text() for a in w.penalty_menu.actions()]
    assert titles == ["Ann && Co", "Bob"]  # the & is shown, not a shortcut mark
    acts["penalty-1-foul"].trigger()
    snap = c.snapshot
    assert snap.rack.turn == 0 and snap.rack.ball_in_hand is BallInHand.ANYWHERE
    assert snap.players.foul_counts == (0, 1)
    assert "WPA-6.16" in w.statusBar().currentMessage()


def test_wpa_6_16_loss_of_the_set_is_offered_only_when_playing_sets(qtbot) -> None:
    w = window(qtbot)
    assert not actions(w)["penalty-0-loss-of-set"].isEnabled()
    assert actions(w)["penalty-0-loss-of-match"].isEnabled()
    sets = window(qtbot, race=(3, 3), sets=2)
    act = actions(sets)["penalty-1-loss-of-set"]
    assert act.isEnabled()
    act.trigger()
    assert sets.controller.snapshot.players.sets == (1, 0)


def test_wpa_6_16_every_penalty_has_its_words(qtbot) -> None:
    w = window(qtbot)
    assert set(w.penalty_texts()) == set(PenaltyKind)
    assert all(w.penalty_texts().values())
