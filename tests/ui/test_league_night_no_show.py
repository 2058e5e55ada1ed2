"""A team marked "Did not come (no-show)" by mistake on an open night came after all: the same
button undoes it (on a closed night too, with its reason). In turns its choices resume where they were and the other team's are kept
(a lineup it gave whole meanwhile stands as its choices made); blind, its lineup is to give
and the other's hidden again until it is. Kept in the history and read back."""

from __future__ import annotations

from scoreboard.league.model import Side
from scoreboard.league.store import LeagueStore
from tests.ui.test_league_night import db, english, in_turns, lineup, roster, window
from ui.league.night_window import LeagueNightWindow

__all__ = ["db", "english"]  # the fixtures, used by name

H, A = Side.HOME, Side.AWAY


def test_in_turns_a_no_show_undone_resumes_the_turns(qtbot, english, db) -> None:
    w = window(qtbot, db, "catalonia-blackball-superlliga")
    assert w.season is not None and w.fixture is not None
    s, fx = w.season, w.fixture
    slots = s.league.rules.format.slots
    home, away = roster(w, H), roster(w, A)
    home, away = home[: len(slots) - 1] + home[:1], away[: len(slots) - 1] + away[:1]
    for _ in range(3):
        side, slot = s.turn(fx) or (H, "")
        assert w.choose_player((home if side is H else away)[slots.index(slot)])
    chosen = tuple(p for p in s.night(fx).picks if p.side is A)
    assert w.no_show_btns[A].text() == "Did not come (no-show)"
    w.no_show_btns[A].click()
    assert w.no_show_btns[A].text() == "Came after all (undo the no-show)"
    assert w.give_btns[H].isEnabled()  # the home team gives its lineup whole meanwhile
    lineup(w, H, home)
    w.no_show_btns[A].click()  # a mistake: the away team came after all
    n = s.night(fx)
    assert n.no_show == frozenset() and tuple(p for p in n.picks if p.side is A) == chosen
    assert w.no_show_btns[A].text() == "Did not come (no-show)"
    f = s.calendar.fixture(fx)
    assert w.turns_panel.turn_label.text().startswith(f"{f.away} (Away)")
    assert w.slot_combos[H][slots[0]].currentData() == home[0]  # the home choices kept
    again = LeagueNightWindow(LeagueStore.of(db))
    qtbot.addWidget(again)
    again.open_latest()
    assert again.season is not None and again.season.night(fx).picks == n.picks
    assert again.turns_panel.turn_label.text() == w.turns_panel.turn_label.text()
    in_turns(w, home, away)
    done = s.night(fx)
    assert done.ready() and done.home is not None and done.away is not None
    assert [done.home.player(x) for x in slots] == home
    assert [done.away.player(x) for x in slots] == away


def test_blind_a_no_show_undone_leaves_its_lineup_to_give(qtbot, english, db) -> None:
    w = window(qtbot, db)
    assert w.season is not None and w.fixture is not None
    home, away = roster(w, H), roster(w, A)
    lineup(w, H, home[:4])
    w.no_show_btns[A].click()
    assert "incomparecencia" in w.violation_labels[A].text()
    assert [c.currentText() for c in w.slot_combos[H].values()] == home[:4]
    w.no_show_btns[A].click()
    n = w.season.night(w.fixture)
    assert n.no_show == frozenset() and n.away is None and n.home is not None
    assert "Lineup not given yet" in w.violation_labels[A].text()
    assert [c.currentText() for c in w.slot_combos[H].values()] == ["•••"] * 4
    lineup(w, A, away[:4])
    assert w.season.night(w.fixture).ready() and not w.season.score(w.fixture).no_show


def test_a_closed_nights_no_show_is_corrected_by_giving_its_lineup(qtbot, english, db) -> None:
    w = window(qtbot, db)
    assert w.season is not None and w.fixture is not None
    lineup(w, H, roster(w, H)[:4])
    w.no_show_btns[A].click()
    w.close_night()
    assert w.no_show_btns[A].text() == "Came after all (undo the no-show)"  # with a reason
    lineup(w, A, roster(w, A)[:4])  # corrected with its reason, as every closed night
    n = w.season.night(w.fixture)
    assert n.no_show == frozenset() and n.corrections[-1].what == "lineup:away"
