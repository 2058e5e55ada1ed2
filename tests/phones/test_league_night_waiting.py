"""Nothing a scorekeeper enters is lost: on a closed night whose rubber's win is undone on its
phone table without the correction's reason, the night keeps its result and the table's new
result waits with the night (kept in the history), shown in the rubbers list, until the desk
takes it in with its reason or drops it. A rubber in play on a table, or decided, is not
started again: the button says why. The real desk, hall, phone server and history."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from scoreboard.league.kept_night import Waiting
from scoreboard.league.night import RubberResult
from tests.phones import test_desk_phone_tables as phone_tables
from tests.phones.test_league_night_undo import LAG, Night, _racks
from tests.shots import shots_dir
from ui.i18n import Translations
from ui.plain import tooltip
from ui.screenshot import _render

desk_ui = phone_tables.desk_ui  # the app's windows with the desk open, its phones stopped after

SHOTS = shots_dir("fixes")


def winner_cell(x: Night) -> str:
    return x.shown_s1()[1]


def closed_night_won_again(qtbot: Any, x: Night) -> str:
    """S1 won 4–0 on phone table 2, the night closed, the win undone with no reason given,
    then won 3–4 by the away player: the new result waits."""
    match_id = x.start_s1_on_phone()
    x.tap(LAG, *_racks(0, 4))
    qtbot.waitUntil(lambda: "S1" in x.s.night(x.f.id).results, timeout=5000)
    x.night.close_night()
    x.night.ask_reason = lambda: None
    x.tap({"kind": "undo"})
    n = x.s.night(x.f.id)
    assert n.results["S1"] == RubberResult(4, 0) and n.waiting == {"S1": Waiting(match_id)}
    assert "keeps its result" in x.night.statusBar().currentMessage()
    assert winner_cell(x) == f"won by {x.f.home}; win undone on its table, waiting"
    x.tap(*_racks(1, 4))
    qtbot.waitUntil(lambda: x.s.night(x.f.id).waiting["S1"].result is not None, timeout=5000)
    return match_id


def test_the_tables_new_result_waits_shown_and_kept(qtbot, desk_ui) -> None:
    x = Night(desk_ui)
    match_id = closed_night_won_again(qtbot, x)
    n = x.s.night(x.f.id)
    assert n.results["S1"] == RubberResult(4, 0) and n.corrections == ()
    assert n.waiting == {"S1": Waiting(match_id, RubberResult(3, 4))}
    assert x.kept().waiting == n.waiting  # saved with the season
    assert winner_cell(x) == f"won by {x.f.home}; new result waiting: 3–4"
    assert "waits for the correction's reason" in x.night.statusBar().currentMessage()
    x.night.rubbers.selectRow(0)
    assert x.night.waiting_box.isVisibleTo(x.night)
    assert x.night.waiting_label.text() == "S1: new result waiting: 3–4"
    assert not x.night.start_btn.isEnabled()
    SHOTS.mkdir(parents=True, exist_ok=True)
    tr = Translations(QApplication.instance())
    try:
        for lang in ("en", "es"):
            assert tr.set_language(lang)
            x.night.rubbers.selectRow(0)
            _render(x.night, x.night.size()).save(str(SHOTS / f"league-night-waiting-{lang}.png"))
        assert "nuevo resultado pendiente: 3–4" in x.night.rubbers.item(0, 6).text()
    finally:
        tr.set_language("en")


def test_the_waiting_result_is_taken_in_with_its_reason(qtbot, desk_ui) -> None:
    x = Night(desk_ui)
    match_id = closed_night_won_again(qtbot, x)
    x.night.rubbers.selectRow(0)
    x.night.take_in_btn.click()  # no reason given: nothing changes
    assert "S1" in x.s.night(x.f.id).waiting
    x.night.ask_reason = lambda: "the last rack was tapped by mistake"
    x.night.take_in_btn.click()
    n = x.s.night(x.f.id)
    assert n.results["S1"] == RubberResult(3, 4) and n.history == {"S1": match_id}
    assert n.waiting == {} and [c.reason for c in n.corrections] == [
        "the last rack was tapped by mistake"
    ]
    assert x.shown_s1() == ("3 – 4", f"won by {x.f.away}")
    assert not x.night.waiting_box.isVisibleTo(x.night)
    assert x.points()[x.f.away] == (1, 2)
    kept = x.kept()
    assert kept.results["S1"] == RubberResult(3, 4) and kept.waiting == {}


def test_the_waiting_result_is_dropped_by_the_desk(qtbot, desk_ui) -> None:
    x = Night(desk_ui)
    closed_night_won_again(qtbot, x)
    x.night.rubbers.selectRow(0)
    x.night.drop_btn.click()
    n = x.s.night(x.f.id)
    assert n.waiting == {} and n.results["S1"] == RubberResult(4, 0) and n.corrections == ()
    assert x.shown_s1() == ("4 – 0", f"won by {x.f.home}")
    assert x.kept().waiting == {}


def test_a_rubber_in_play_or_decided_is_not_started_again(qtbot, desk_ui) -> None:
    x = Night(desk_ui)
    match_id = x.start_s1_on_phone()
    x.night.rubbers.selectRow(0)
    assert not x.night.start_btn.isEnabled()
    why = "Rubber S1 is in play on a table already: it cannot start on another."
    assert x.night.start_btn.toolTip() == tooltip(why)
    x.night.where_combo.setCurrentIndex(x.night.where_combo.findData(1))
    assert x.night.start_selected() is None  # refused by the window too, not only the button
    assert x.night.statusBar().currentMessage() == why
    assert x.hall.tables["1"].journal is None and x.s.night(x.f.id).started == {"S1": match_id}
    x.night.rubbers.selectRow(1)  # S2: typed in already
    assert not x.night.start_btn.isEnabled()
    assert x.night.start_btn.toolTip() == tooltip(
        "Rubber S2 has its result already: it is not played again."
    )
    assert x.night.start_selected() is None and x.hall.tables["1"].journal is None
