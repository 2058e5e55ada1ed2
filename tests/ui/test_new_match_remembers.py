"""New match starts from the last match's discipline, rules and distance (the players are new)."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from rules.core import Discipline
from tests.ui.test_desk import make_ui
from ui.scorekeeper.setup_dialog import SetupDialog


def test_new_match_starts_from_the_last_discipline_and_race(qtbot, tmp_path, monkeypatch) -> None:
    ui = make_ui(qtbot, tmp_path)
    seen: list[tuple[str, int]] = []

    def run(dialog: SetupDialog) -> QDialog.DialogCode:
        seen.append((dialog.discipline_key, dialog.race.value()))
        if len(seen) == 1:
            dialog.discipline.setCurrentIndex(dialog.discipline.findData(Discipline.EIGHT_BALL))
            dialog.race.setValue(6)
        dialog.name_edits[0].setText(f"Ana {len(seen)}")
        dialog.name_edits[1].setText(f"Luis {len(seen)}")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(SetupDialog, "exec", run)
    assert ui.new_match()
    assert ui.new_match()
    assert seen[1] == (Discipline.EIGHT_BALL, 6)
    assert seen[0] != seen[1]
