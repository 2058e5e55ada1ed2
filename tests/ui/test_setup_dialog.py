"""The match setup dialog, driven like a user: type names, switch disciplines, click the RFEB
"best of" buttons, set a handicap; the result is a MatchConfig the match accepts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from scoreboard.match.match import BreakFormat, Match
from scoreboard.service.settings import Settings
from ui.scorekeeper.setup_dialog import SetupDialog


@pytest.fixture
def dialog(qtbot):
    d = SetupDialog(None, names=["José Pérez", "Ana Martín", "Jorge Castellanos"])
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def _fill(qtbot, d: SetupDialog, a: str = "María", b: str = "Jorge") -> None:
    for edit, name in zip(d.name_edits, (a, b), strict=True):
        if name.isascii():
            qtbot.keyClicks(edit, name)
        else:  # QTest types ASCII only
            edit.setText(name)


def _discipline(d: SetupDialog, key: str, ruleset: str | None = None) -> None:
    d.discipline.setCurrentIndex(d.discipline.findData(key))
    if ruleset is not None:
        d.ruleset.setCurrentIndex(d.ruleset.findData(ruleset))


def _shown(d: SetupDialog, widget) -> bool:
    return widget.isVisibleTo(d)


def test_start_is_disabled_until_both_names_are_filled(qtbot, dialog):
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.name_edits[0], "Maria")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.name_edits[1], "   ")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.name_edits[1], "Jorge")
    assert dialog.ok_button.isEnabled()


def test_filled_dialog_starts_a_match_the_match_accepts(qtbot, dialog):
    _fill(qtbot, dialog, "  María   Fernández ", "Jorge")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    config = dialog.result_config()
    assert config.players == ("María Fernández", "Jorge")
    Match(config)  # playable as set up


@pytest.mark.parametrize(
    ("discipline", "race"), [("nine-ball", 7), ("ten-ball", 6), ("eight-ball", 5)]
)
def test_each_rack_game_defaults_to_its_usual_race(qtbot, dialog, discipline, race):
    _fill(qtbot, dialog)
    _discipline(dialog, "straight-pool")
    _discipline(dialog, discipline)
    config = dialog.result_config()
    assert config.discipline == discipline
    assert config.race == (race, race)
    assert config.ruleset == "wpa"


def test_straight_pool_shows_the_points_target_and_hides_rack_fields(qtbot, dialog):
    _fill(qtbot, dialog)
    assert _shown(dialog, dialog.race) and not _shown(dialog, dialog.target)
    _discipline(dialog, "straight-pool")
    assert _shown(dialog, dialog.target)
    for rack_field in (dialog.race, dialog.best_of_row, dialog.sets_row, dialog.rack_only):
        assert not _shown(dialog, rack_field)
    assert not _shown(dialog, dialog.break_format)
    config = dialog.result_config()
    assert config.options.target == (100, 100)
    assert config.race is None and not config.rack_only
    dialog.target.setValue(150)
    assert dialog.result_config().options.target == (150, 150)


def test_only_eight_ball_offers_a_choice_of_rules(qtbot, dialog):
    assert not _shown(dialog, dialog.ruleset)
    _discipline(dialog, "eight-ball")
    assert _shown(dialog, dialog.ruleset)
    assert [dialog.ruleset.itemData(i) for i in range(dialog.ruleset.count())] == [
        "wpa",
        "argentina",
        "rfeb",
    ]
    _discipline(dialog, "ten-ball")
    assert not _shown(dialog, dialog.ruleset)


def test_three_ball_break_is_a_nine_ball_option(qtbot, dialog):
    _fill(qtbot, dialog)
    assert _shown(dialog, dialog.three_ball)
    dialog.three_ball.setChecked(True)
    assert dialog.result_config().options.three_ball_break
    _discipline(dialog, "ten-ball")
    assert not _shown(dialog, dialog.three_ball)
    assert not dialog.result_config().options.three_ball_break


def test_rfeb_eight_ball_starts_at_best_of_nine_with_the_one_minute_clock(qtbot, dialog):
    _fill(qtbot, dialog)
    _discipline(dialog, "eight-ball", "rfeb")
    assert dialog.result_config().race == (5, 5)  # best of 9 (RFEB-Art.31)
    assert dialog.best_of_buttons[9].isChecked()
    assert dialog.clock_profile_key() == "rfeb"  # RFEB-Art.29
    _discipline(dialog, "eight-ball", "wpa")
    assert dialog.clock_profile_key() == "wpa"


@pytest.mark.parametrize(("best", "race"), [(7, 4), (9, 5), (11, 6), (15, 8)])
def test_rfeb_best_of_buttons_set_the_race_in_one_click(qtbot, dialog, best, race):
    _fill(qtbot, dialog)
    _discipline(dialog, "eight-ball", "rfeb")
    qtbot.mouseClick(dialog.best_of_buttons[best], Qt.MouseButton.LeftButton)
    assert dialog.result_config().race == (race, race)
    assert dialog.best_of_buttons[best].isChecked()
    assert [n for n, b in dialog.best_of_buttons.items() if b.isChecked()] == [best]
    assert dialog.race_hint.text() == f"best of {best}"


def test_handicap_gives_each_player_a_race_and_a_start_score(qtbot, dialog):
    _fill(qtbot, dialog)
    dialog.handicap.setChecked(True)
    assert not _shown(dialog, dialog.race) and _shown(dialog, dialog.hc_race[0])
    dialog.hc_race[0].setValue(7)
    dialog.hc_race[1].setValue(5)
    dialog.hc_start[1].setValue(2)
    config = dialog.result_config()
    assert config.race == (7, 5)
    assert config.start == (0, 2)
    assert dialog.ok_button.isEnabled()
    dialog.handicap.setChecked(False)
    assert dialog.result_config().start == (0, 0)


def test_start_score_reaching_the_race_is_refused_with_a_message(qtbot, dialog):
    _fill(qtbot, dialog, "María", "Jorge")
    dialog.handicap.setChecked(True)
    dialog.hc_race[1].setValue(5)
    dialog.hc_start[1].setValue(5)
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.isVisibleTo(dialog)
    text = dialog.message.text()
    assert "Jorge" in text and "5" in text and "below the race" in text
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted and dialog.isVisible()
    dialog.hc_start[1].setValue(4)
    assert dialog.ok_button.isEnabled()
    assert not dialog.message.isVisibleTo(dialog)


def test_straight_pool_start_score_reaching_the_target_is_refused(qtbot, dialog):
    _fill(qtbot, dialog, "María", "Jorge")
    _discipline(dialog, "straight-pool")
    dialog.handicap.setChecked(True)
    assert _shown(dialog, dialog.hc_target[0]) and not _shown(dialog, dialog.hc_race[0])
    dialog.hc_target[0].setValue(75)
    dialog.hc_start[0].setValue(75)
    assert not dialog.ok_button.isEnabled()
    assert "María" in dialog.message.text() and "target" in dialog.message.text()
    dialog.hc_start[0].setValue(20)
    config = dialog.result_config()
    assert config.options.target == (75, 100) and config.start == (20, 0)
    assert dialog.ok_button.isEnabled()


def test_sets_race_per_set_and_sets_to_win(qtbot, dialog):
    _fill(qtbot, dialog)
    assert not dialog.sets.isEnabled()
    assert dialog.result_config().sets == 1
    dialog.sets_check.setChecked(True)
    dialog.sets.setValue(3)
    dialog.race.setValue(4)
    config = dialog.result_config()
    assert config.sets == 3 and config.race == (4, 4)
    assert dialog.race_label.text() == "Racks per set"


def test_first_break_by_lag_reports_the_lag_winner_and_choice(qtbot, dialog):
    _fill(qtbot, dialog)
    assert dialog.by_lag.isChecked()
    dialog.lag_winner.setCurrentIndex(1)
    dialog.lag_breaks.setCurrentIndex(dialog.lag_breaks.findData(False))
    assert dialog.result_config().breaker is None
    assert dialog.lag() == (1, False)
    assert dialog.lag_winner.currentText() == "Jorge"


def test_first_break_by_named_player_has_no_lag(qtbot, dialog):
    _fill(qtbot, dialog)
    dialog.by_name.setChecked(True)
    dialog.breaker.setCurrentIndex(1)
    assert dialog.result_config().breaker == 1
    assert dialog.lag() is None


@pytest.mark.parametrize("fmt", list(BreakFormat))
def test_break_format_is_the_organisers_choice(qtbot, dialog, fmt):
    _fill(qtbot, dialog)
    dialog.break_format.setCurrentIndex(dialog.break_format.findData(fmt))
    assert dialog.result_config().break_format is fmt


def test_rack_only_mode_counts_racks(qtbot, dialog):
    _fill(qtbot, dialog)
    dialog.rack_only.setChecked(True)
    assert dialog.result_config().rack_only
    _discipline(dialog, "straight-pool")
    assert not dialog.result_config().rack_only


def test_shot_clock_profile_follows_the_settings_and_can_be_off(qtbot):
    d = SetupDialog(None, defaults=Settings(shot_clock_profile="matchroom"))
    qtbot.addWidget(d)
    assert d.clock_profile_key() == "matchroom"
    d.clock.setCurrentIndex(d.clock.findData("off"))
    assert d.clock_profile_key() is None
    d.clock.setCurrentIndex(d.clock.findData("custom"))
    assert d.clock_profile_key() == "custom"


def test_player_names_complete_without_accents_or_case(qtbot, dialog):
    c = dialog.completer
    c.setCompletionPrefix("jose")
    assert c.completionCount() == 1
    assert c.currentCompletion() == "José Pérez"
    c.setCompletionPrefix("CASTELL")  # a surname finds the player too
    assert c.currentCompletion() == "Jorge Castellanos"
    c.setCompletionPrefix("zzz")
    assert c.completionCount() == 0


# -- what a newcomer found in New match ----------------------------------------------------------


@pytest.mark.parametrize("name", ["José Núñez", "José Núñez Fernández", "Roberto Bartolomé Gil"])
def test_the_lag_and_breaker_boxes_show_the_whole_name(qtbot, dialog, name):
    _fill(qtbot, dialog, name, "Ana")
    dialog.adjustSize()
    qtbot.wait(10)
    for combo in (dialog.lag_winner, dialog.breaker):
        assert combo.currentText() == name
        text = combo.fontMetrics().horizontalAdvance(name)
        assert combo.width() >= combo.sizeHint().width()  # room for the longest name
        assert combo.width() > text + 20  # the text and the arrow


@pytest.mark.parametrize(("best", "race"), [(3, 2), (5, 3), (7, 4), (9, 5)])
def test_best_of_offers_the_short_club_distances_too(qtbot, dialog, best, race):
    _fill(qtbot, dialog)
    qtbot.mouseClick(dialog.best_of_buttons[best], Qt.MouseButton.LeftButton)
    assert dialog.result_config().race == (race, race)
    assert [n for n, b in dialog.best_of_buttons.items() if b.isChecked()] == [best]


def test_the_disabled_handicap_shows_the_distance_set(qtbot, dialog):
    _fill(qtbot, dialog)
    dialog.race.setValue(3)
    assert not dialog.handicap.isChecked()
    assert [w.value() for w in dialog.hc_race] == [3, 3]
    qtbot.mouseClick(dialog.best_of_buttons[5], Qt.MouseButton.LeftButton)
    assert [w.value() for w in dialog.hc_race] == [3, 3]
    dialog.handicap.setChecked(True)
    assert dialog.result_config().race == (3, 3)
    dialog.hc_race[1].setValue(2)  # once on, the handicap's own
    assert dialog.result_config().race == (3, 2)
    _discipline(dialog, "straight-pool")
    dialog.handicap.setChecked(False)
    dialog.target.setValue(75)
    assert [w.value() for w in dialog.hc_target] == [75, 75]


def test_custom_clock_shows_its_times_and_where_they_are_changed(qtbot):
    custom = {
        "key": "custom",
        "name": "Custom",
        "shot_seconds": 42,
        "extension_seconds": 20,
        "extensions_per_rack": 2,
    }
    d = SetupDialog(None, defaults=Settings(shot_clock_profile="wpa", custom_clock=custom))
    qtbot.addWidget(d)
    d.show()
    d.clock.setCurrentIndex(d.clock.findData("custom"))
    assert d.clock_hint.isVisible()
    hint = d.clock_hint.text()
    assert "42 s a shot" in hint and "2 extension(s) of 20 s" in hint
    assert "View › Shot clock…" in hint
    d.clock.setCurrentIndex(d.clock.findData("wpa"))
    assert "35 s a shot" in d.clock_hint.text() and "View ›" not in d.clock_hint.text()


@pytest.mark.parametrize(
    "bad", ["\x00", "\r", "\n", "\x07", "\t", "\x1b", "\x7f", "\x85", "\u2028", "\u202e"]
)
@pytest.mark.parametrize("player", [0, 1])
def test_names_with_control_characters_are_refused(qtbot, dialog, bad, player):
    names = ["María", "Jorge"]
    names[player] = f"Ana{bad}Pérez"
    for edit, name in zip(dialog.name_edits, names, strict=True):
        edit.setText(name)
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.isVisibleTo(dialog)
    assert f"player {player + 1}" in dialog.message.text()
    assert "control character" in dialog.message.text()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    dialog.name_edits[player].setText("Ana Pérez")
    assert dialog.ok_button.isEnabled()


def test_the_dialog_asks_the_rules_for_the_usual_race(qtbot, monkeypatch):
    import rules
    from rules import Discipline, Ruleset

    monkeypatch.setattr(rules.rack_class(Discipline.TEN_BALL), "default_race", 9)
    monkeypatch.setattr(rules.rack_class(Discipline.EIGHT_BALL, Ruleset.RFEB), "default_best_of", 7)
    d = SetupDialog(None)
    qtbot.addWidget(d)
    _discipline(d, "ten-ball")
    assert d.result_config().race == (9, 9)
    _discipline(d, "eight-ball", "rfeb")
    assert d.result_config().race == (4, 4)  # best of 7
