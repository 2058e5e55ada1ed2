"""The shot-clock dialog: the organisations' profiles as they are (WPA-6.15, RFEB-Art.29), a custom
profile the organiser edits, and the auto-start switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from scoreboard.table.shot_clock import PROFILES
from ui.scorekeeper.clock_dialog import ClockDialog


@pytest.fixture
def dialog(qtbot):
    d = ClockDialog(None, PROFILES["wpa"], True)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def _choose(d: ClockDialog, key: str) -> None:
    d.profile_combo.setCurrentIndex(d.profile_combo.findData(key))


def test_wpa_profile_shows_its_times_read_only(dialog):
    assert dialog.shot.value() == 35
    assert dialog.first_shot.value() == 60
    assert dialog.extension.value() == 25
    assert dialog.extensions.value() == 1
    assert dialog.warning.value() == 10
    assert dialog.countdown.value() is None
    assert not dialog.fields.isEnabled()
    assert dialog.profile() == PROFILES["wpa"]
    assert "WPA-6.15" in dialog.citation.text()


def test_rfeb_profile_is_one_minute_without_extension(dialog):
    _choose(dialog, "rfeb")
    assert dialog.shot.value() == 60
    assert dialog.extensions.value() == 0
    assert dialog.profile() is PROFILES["rfeb"]
    assert "RFEB-Art.29" in dialog.citation.text()


def test_custom_profile_is_edited_field_by_field(qtbot, dialog):
    _choose(dialog, "custom")
    assert dialog.fields.isEnabled()
    # starts from the preset that was on screen
    assert dialog.shot.value() == 35
    dialog.shot.setValue(40)
    dialog.first_shot.check.setChecked(False)
    dialog.extensions.setValue(2)
    dialog.extension.setValue(20)
    dialog.countdown.check.setChecked(True)
    dialog.countdown.spin.setValue(5)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    p = dialog.profile()
    assert p.key == "custom"
    assert (p.shot_seconds, p.first_shot_seconds, p.extension_seconds) == (40, None, 20)
    assert (p.extensions_per_rack, p.warning_at, p.countdown_from) == (2, 10, 5)


def test_impossible_custom_profile_is_refused_with_a_message(dialog):
    _choose(dialog, "custom")
    dialog.extensions.setValue(1)
    dialog.extension.setValue(0)  # an extension of no time
    assert not dialog.ok_button.isEnabled()
    assert "extension" in dialog.message.text().lower()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    dialog.extensions.setValue(0)
    assert dialog.ok_button.isEnabled()
    assert dialog.profile().extensions_per_rack == 0


def test_current_custom_profile_comes_back_for_editing(qtbot):
    mine = PROFILES["custom"].with_changes(shot_seconds=50, warning_at=None)
    d = ClockDialog(None, mine, False)
    qtbot.addWidget(d)
    assert d.profile_combo.currentData() == "custom"
    assert d.shot.value() == 50 and d.warning.value() is None
    _choose(d, "matchroom")
    assert d.profile() is PROFILES["matchroom"]
    _choose(d, "custom")
    assert d.profile() == mine


def test_auto_start_after_each_shot_can_be_switched(qtbot):
    d = ClockDialog(None, PROFILES["matchroom"], False)
    qtbot.addWidget(d)
    assert not d.auto_start()
    d.auto_start_check.setChecked(True)
    assert d.auto_start()
