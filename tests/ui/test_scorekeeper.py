"""The scorekeeper window: two actions for the common shots, the whole match from the keyboard,
buttons disabled when they do not apply, the decision panel, the history with undo and redo,
rack-only mode, the layout at the usual screen sizes and a live language switch."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

import ui.i18n
from rules import Foul, Pocket
from scoreboard.match.match import MatchConfig
from tests.ui.test_scorekeeper_racks import (
    LEFT,
    click_ball,
    click_pocket,
    decision_text,
    digit,
    key,
    last_line,
    make_ball,
    pocket_key,
    score,
)
from ui.adapters.controller import Controller
from ui.i18n import Translations
from ui.scorekeeper.action_counter import ActionCounter
from ui.scorekeeper.key_help import KeyHelp
from ui.scorekeeper.window import ScorekeeperWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def make_window(qtbot):
    def make(discipline: str = "nine-ball", **config) -> ScorekeeperWindow:
        config.setdefault("breaker", 0)
        config.setdefault("players", ("Ann", "Bob"))
        window = ScorekeeperWindow(Controller(MatchConfig(discipline=discipline, **config)))
        window.counter = ActionCounter(window)  # type: ignore[attr-defined]
        qtbot.addWidget(window)
        with qtbot.waitActive(window):
            window.show()
            window.activateWindow()
        return window

    return make


# -- two actions for the common shots ----------------------------------------------------------


def test_a_miss_takes_one_action(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    before = w.counter.count
    qtbot.mouseClick(w.entry_panel.record_btn, LEFT)
    assert w.counter.count - before == 1
    assert "Miss" in last_line(w)


def test_a_ball_made_takes_two_actions_by_mouse_or_by_keys(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    key(qtbot, w, Qt.Key.Key_Return)  # Bob to shoot
    before = w.counter.count
    make_ball(qtbot, w, 4, Pocket.SIDE_LEFT)
    assert w.counter.count - before == 2
    before = w.counter.count
    digit(qtbot, w, 6)
    pocket_key(qtbot, w, Pocket.HEAD_RIGHT)
    assert w.counter.count - before == 2
    assert "made 6 (Head right)" in last_line(w)


def test_the_only_legal_ball_needs_just_its_pocket(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    before = w.counter.count
    click_pocket(qtbot, w, Pocket.FOOT_RIGHT)  # nine-ball: the lowest ball, the 1
    assert w.counter.count - before == 1
    assert "made 1 (Foot right)" in last_line(w)


def test_a_foul_with_ball_in_hand_takes_one_or_two_actions(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    before = w.counter.count
    qtbot.mouseClick(w.entry_panel.scratch_btn, LEFT)
    assert w.counter.count - before == 1
    assert "Ball in hand anywhere" in decision_text(w)
    before = w.counter.count
    key(qtbot, w, Qt.Key.Key_F)
    qtbot.keyClick(w.entry_panel.foul_menu, Qt.Key.Key_4)  # the fourth foul of the menu: double hit
    assert w.counter.count - before == 2
    assert "foul: Double hit" in last_line(w)


def test_a_called_ball_missed_takes_two_actions(qtbot, make_window) -> None:
    w = make_window("ten-ball")
    make_ball(qtbot, w, 2)
    before = w.counter.count
    click_ball(qtbot, w, 1)
    click_pocket(qtbot, w, Pocket.SIDE_LEFT, shift=True)
    assert w.counter.count - before == 2
    assert "called 1 in Side left" in last_line(w)
    assert "Miss" in last_line(w)


def test_the_called_missed_button_makes_the_next_pocket_the_call(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="wpa")
    make_ball(qtbot, w, 3)
    click_ball(qtbot, w, 5)
    qtbot.mouseClick(w.entry_panel.miss_btn, LEFT)
    assert w.entry_panel.miss_btn.isChecked()
    click_pocket(qtbot, w, Pocket.FOOT_RIGHT)
    assert "called 5 in Foot right" in last_line(w)
    assert w.rack.button(5).isEnabled()  # not pocketed
    assert not w.entry_panel.miss_btn.isChecked()


def test_the_choice_takes_one_action(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    key(qtbot, w, Qt.Key.Key_P)
    before = w.counter.count
    digit(qtbot, w, 1)
    assert w.counter.count - before == 1
    assert "Accept the table" in last_line(w)


def test_bench_mean_actions_per_move_is_at_most_two(qtbot) -> None:
    spec = importlib.util.spec_from_file_location(
        "bench_actions", ROOT / "bench" / "bench_actions.py"
    )
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules["bench_actions"] = bench
    spec.loader.exec_module(bench)
    results = bench.run()
    print()
    print(bench.report(results))
    assert {r.name for r in results} >= {"nine-ball", "ten-ball", "eight-ball WPA"}
    for r in results:
        assert r.moves > 0, r.name
        assert r.mean <= bench.TARGET, r.name


# -- keyboard only ---------------------------------------------------------------------------------


def test_a_whole_match_from_the_keyboard_alone_starting_with_the_lag(qtbot, make_window) -> None:
    w = make_window(breaker=None, race=(1, 1))
    assert "lag" in decision_text(w).lower()
    assert len(w.decision.option_buttons) == 4
    assert not w.entry_panel.record_btn.isEnabled()
    digit(qtbot, w, 3)  # Bob won the lag and breaks
    assert "Breaks" in w.players[1].info.text()
    assert w.players[1].name.text().startswith("▶")
    key(qtbot, w, Qt.Key.Key_K)  # short break: a foul, Ann has ball in hand (WPA-2.4)
    assert "Illegal break" in last_line(w)
    assert w.players[0].name.text().startswith("▶")
    for n in range(1, 9):
        digit(qtbot, w, n)
        pocket_key(qtbot, w, Pocket.FOOT_LEFT)
    digit(qtbot, w, 9)
    key(qtbot, w, Qt.Key.Key_Enter)  # made, pocket not told
    snap = w.controller.snapshot
    assert snap.winner is not None
    assert "wins the match" in decision_text(w)
    assert not w.entry_panel.record_btn.isEnabled() and not w.rack.button(1).isEnabled()
    assert "Winner of the match" in w.players[snap.winner].info.text()


def test_keys_do_not_press_the_last_clicked_button_again(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    qtbot.mouseClick(w.entry_panel.scratch_btn, LEFT)  # Bob scratches
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in w.findChildren(QAbstractButton))
    key(qtbot, w, Qt.Key.Key_Space)  # Ann: a miss, not another scratch
    assert "Miss" in last_line(w)


def test_two_digit_balls_are_typed_as_two_digits(qtbot, make_window) -> None:
    w = make_window("straight-pool")
    key(qtbot, w, Qt.Key.Key_L)
    digit(qtbot, w, 1)
    digit(qtbot, w, 2)
    pocket_key(qtbot, w, Pocket.SIDE_RIGHT)
    assert "made 12 (Side right)" in last_line(w)


def test_escape_clears_the_shot_being_entered(qtbot, make_window) -> None:
    w = make_window()
    click_ball(qtbot, w, 5)
    assert w.rack.button(5).isChecked()
    assert "Made: 5" in w.entry_panel.entry_label.text()
    key(qtbot, w, Qt.Key.Key_Escape)
    assert not w.rack.button(5).isChecked()
    assert w.entry_panel.entry.empty


def test_f1_shows_the_key_map(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_F1)
    dialogs = [d for d in w.findChildren(KeyHelp) if d.isVisible()]
    assert len(dialogs) == 1
    text = dialogs[0].findChildren(type(w.entry_panel.entry_label))[0].text()
    for hint in ("Shift + pocket", "Q W / A S / Z X", "Ctrl+Z", "1 … 4 (choice)"):
        assert hint in text
    dialogs[0].reject()


# -- what does not apply is disabled -------------------------------------------------------------


def test_on_the_break_no_safety_no_push_out_and_no_called_miss(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="wpa")
    assert not w.entry_panel.safety_btn.isEnabled()
    assert not w.entry_panel.push_btn.isEnabled()
    assert not w.entry_panel.miss_btn.isEnabled()
    assert w.entry_panel.record_btn.isEnabled()
    assert not w.undo_btn.isEnabled() and not w.redo_btn.isEnabled()
    make_ball(qtbot, w, 3)
    assert w.entry_panel.safety_btn.isEnabled()  # a safety may be called after the break (WPA-3.6)
    assert not w.entry_panel.push_btn.isEnabled()  # there is no push out in eight-ball
    assert not w.entry_panel.break_ok_btn.isVisible()
    assert not w.rack.button(3).isEnabled()
    assert w.undo_btn.isEnabled()


def test_a_refused_entry_is_explained_and_kept(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="wpa")
    make_ball(qtbot, w, 3)
    digit(qtbot, w, 1)
    key(qtbot, w, Qt.Key.Key_Return)  # the 1 made, but the call needs its pocket (WPA-3.6)
    assert "needs a call" in w.statusBar().currentMessage()
    assert len(w.history_lines()) == 1
    assert w.rack.button(1).isChecked()  # kept: one more action completes it
    pocket_key(qtbot, w, Pocket.FOOT_LEFT)
    assert "called 1 in Foot left" in last_line(w)
    assert "Solids" in w.players[0].info.text()


# -- the decision panel and the players ------------------------------------------------------------


def test_decision_panel_names_the_rule_the_reason_and_whose_turn(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    assert "Legal break" in decision_text(w)
    assert "Bob to shoot" in decision_text(w)
    assert w.decision.rule.text().startswith("Rule: WPA-2")


def test_fourteen_one_shows_score_run_high_run_and_three_foul_warning(qtbot, make_window) -> None:
    w = make_window("straight-pool")
    key(qtbot, w, Qt.Key.Key_L)
    make_ball(qtbot, w, 1)
    make_ball(qtbot, w, 2)
    assert "Run 2" in w.players[1].info.text()
    assert "high 2" in w.players[1].info.text()
    assert score(w, 1) == "2/100"
    key(qtbot, w, Qt.Key.Key_D)  # safety: Ann to shoot
    for _ in range(2):
        key(qtbot, w, Qt.Key.Key_F)
        # no wrong ball first in 14.1 (WPA-4.9): no rail is the menu's first foul
        assert not w.entry_panel.foul_actions[Foul.WRONG_BALL_FIRST].isVisible()
        qtbot.keyClick(w.entry_panel.foul_menu, Qt.Key.Key_1)  # Ann: no rail
        assert "foul: No rail after contact" in last_line(w)
        key(qtbot, w, Qt.Key.Key_D)  # Bob plays safe
    assert w.players[0].fouls.text().startswith("⚠ 2 consecutive fouls")
    assert "15" in w.players[0].fouls.text()
    assert score(w, 0) == "-2/100"
    assert w.sheet.rowCount() >= 2


def test_eight_ball_wpa_counts_fouls_without_the_three_foul_warning(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="rfeb")
    key(qtbot, w, Qt.Key.Key_L)
    for _ in range(2):
        key(qtbot, w, Qt.Key.Key_C)  # Bob scratches
        key(qtbot, w, Qt.Key.Key_Return)  # Ann misses
    assert w.players[1].fouls.text() == "2 consecutive fouls"  # no such rule (docs/rulings.md §1)
    assert w.players[1].property("warned") is False


def test_concession_line_names_the_player_who_conceded(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)  # Bob at the table
    w.act_concede_rack.trigger()
    assert last_line(w).startswith("2. Bob: concedes — rack to Ann")
    assert score(w, 0) == "1/5"


# -- history, undo, redo ------------------------------------------------------------------------


def test_history_scrolls_and_undo_redo_follow_it(qtbot, make_window) -> None:
    w = make_window(race=(9, 9))
    key(qtbot, w, Qt.Key.Key_L)
    for _ in range(29):
        key(qtbot, w, Qt.Key.Key_Return)
    assert w.history.count() == 30
    assert w.history.verticalScrollBar().maximum() > 0  # scrollable
    assert w.history.verticalScrollBar().value() == w.history.verticalScrollBar().maximum()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.history.count() == 28
    assert w.redo_btn.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert w.history.count() == 29
    assert w.history_lines()[-1].startswith("29. ")


def test_undo_first_clears_an_unfinished_entry(qtbot, make_window) -> None:
    w = make_window()
    key(qtbot, w, Qt.Key.Key_L)
    click_ball(qtbot, w, 3)
    qtbot.mouseClick(w.undo_btn, LEFT)
    assert w.entry_panel.entry.empty
    assert len(w.history_lines()) == 1  # the break is still there
    qtbot.mouseClick(w.undo_btn, LEFT)
    assert w.history_lines() == []


# -- rack-only mode ------------------------------------------------------------------------------------


def test_rack_only_mode_counts_racks_with_buttons_and_keys(qtbot, make_window) -> None:
    w = make_window(rack_only=True, race=(2, 2))
    assert w.rack_only_box.isVisible()
    assert not w.entry_panel.record_btn.isEnabled() and not w.rack.button(1).isEnabled()
    assert not w.rack_minus[0].isEnabled()  # nothing to take back
    qtbot.mouseClick(w.rack_plus[0], LEFT)
    assert score(w, 0) == "1/2"
    assert w.rack_minus[0].isEnabled()
    digit(qtbot, w, 2)  # +1 Bob
    assert score(w, 1) == "1/2"
    digit(qtbot, w, 4)  # −1 Bob
    assert score(w, 1) == "0/2"
    qtbot.mouseClick(w.rack_minus[0], LEFT)
    assert score(w, 0) == "0/2"
    digit(qtbot, w, 1)
    digit(qtbot, w, 1)
    assert w.controller.snapshot.winner == 0
    assert not w.rack_plus[1].isEnabled()


def test_rack_only_mode_lists_each_rack_result_in_the_shot_list(qtbot, make_window) -> None:
    w = make_window(rack_only=True, race=(3, 3))
    qtbot.mouseClick(w.rack_plus[0], LEFT)
    digit(qtbot, w, 2)  # +1 Bob
    digit(qtbot, w, 2)
    assert w.history.isVisible()
    assert w.history_lines() == ["Rack 1: Ann wins", "Rack 2: Bob wins", "Rack 3: Bob wins"]
    digit(qtbot, w, 4)  # −1 Bob: his last rack is taken back
    assert w.history_lines() == ["Rack 1: Ann wins", "Rack 2: Bob wins"]


# -- layout ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("discipline", ["nine-ball", "straight-pool"])
def test_nothing_is_clipped_at_common_screen_sizes(
    qtbot, make_window, size, discipline, tmp_path
) -> None:
    from scoreboard.service.demo import load_demo

    w = make_window(discipline)
    load_demo(w.controller.table, discipline)
    w.resize(*size)
    QApplication.processEvents()
    w.grab().save(str(tmp_path / f"scorekeeper-{discipline}-{size[0]}x{size[1]}.png"))
    central = w.centralWidget()
    for b in w.findChildren(QAbstractButton):
        if not b.isVisibleTo(w) or b.parent() in (w.rack, w.pocket_pad) or not b.text():
            continue
        top_left = b.mapTo(central, b.rect().topLeft())
        bottom_right = b.mapTo(central, b.rect().bottomRight())
        assert central.rect().contains(top_left) and central.rect().contains(bottom_right), b.text()
        assert b.fontMetrics().horizontalAdvance(b.text()) <= b.width(), b.text()
    for panel in w.players:
        assert (
            panel.score.fontMetrics().horizontalAdvance(panel.score.text()) <= panel.score.width()
        )


# -- language --------------------------------------------------------------------------------------

SPANISH_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context><name>ScorekeeperWindow</name>
<message><source>Shots</source><translation>Tiros</translation></message>
<message><source>Scratch [C]</source><translation>Blanca dentro [C]</translation></message>
</context>
<context><name>DecisionPanel</name>
<message><source>Decision</source><translation>Decisión</translation></message>
</context>
</TS>
"""


@pytest.fixture
def spanish_catalogue(tmp_path, monkeypatch):
    """A small Spanish catalogue, compiled with lrelease, in place of the project's own."""
    ts = tmp_path / "pool_scoreboard_es.ts"
    ts.write_text(SPANISH_TS, "utf-8")
    qm = tmp_path / "pool_scoreboard_es.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True, timeout=60)
    real = ui.i18n._qm_file
    monkeypatch.setattr(ui.i18n, "_qm_file", lambda lang: qm if lang == "es" else real(lang))
    return qm


def test_switching_to_spanish_relabels_the_window_live(
    qtbot, make_window, spanish_catalogue
) -> None:
    w = make_window()
    assert w.history_title.text() == "Shots"
    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language("es")
        QApplication.processEvents()
        assert w.history_title.text() == "Tiros"
        assert w.entry_panel.scratch_btn.text() == "Blanca dentro [C]"
        assert w.decision.title.text() == "Decisión"
    finally:
        translations.set_language("en")
        QApplication.processEvents()
    assert w.history_title.text() == "Shots"


def test_the_language_menu_asks_for_spanish(qtbot, make_window) -> None:
    w = make_window()
    with qtbot.waitSignal(w.request_language, timeout=1000) as blocker:
        w.act_es.trigger()
    assert blocker.args == ["es"]


def test_key_help_is_a_dialog(qtbot, make_window) -> None:
    w = make_window()
    dialog = KeyHelp(w)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, QDialog)
    assert dialog.windowTitle() == "Keys"
