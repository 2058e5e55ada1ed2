"""The key map, shown over the scorekeeper window (F1 or ?)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget


class KeyHelp(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyHelp")
        self.setWindowTitle(self.tr("Keys"))
        rows = [
            (self.tr("1 … 9, 0"), self.tr("Ball made (0 = 10; 1 then 1…5 = 11…15)")),
            (
                self.tr("Q W / A S / Z X"),
                self.tr(
                    "Pocket: foot left/right, side left/right, head left/right — the marked "
                    "ball went in there; records the shot. No ball marked: the only legal ball"
                ),
            ),
            (
                self.tr("Shift + pocket"),
                self.tr("The marked ball was called in that pocket and missed; records the shot"),
            ),
            (self.tr("M"), self.tr("Called and missed: the next pocket clicked is the call")),
            (self.tr("Enter, Space"), self.tr("Record the shot (nothing marked = miss)")),
            (self.tr("C"), self.tr("Scratch — records the shot")),
            (self.tr("V"), self.tr("Cue ball off the table — records the shot")),
            (
                self.tr("F, then 1 … 9, A …"),
                self.tr("Foul menu — the chosen foul records the shot"),
            ),
            (self.tr("D"), self.tr("Safety — records the shot")),
            (self.tr("P"), self.tr("Push out — records the shot")),
            (self.tr("O"), self.tr("Next ball clicked went off the table")),
            (self.tr("G / H"), self.tr("Argentine open table: plays solids / stripes")),
            (
                self.tr("L / K"),
                self.tr("Break with nothing made: legal / too few balls to a rail"),
            ),
            (self.tr("1 … 4 (choice)"), self.tr("Answer the incoming player's choice, or the lag")),
            (self.tr("1 / 2, 3 / 4 (racks only)"), self.tr("+1 rack, −1 rack for each player")),
            (self.tr("Esc"), self.tr("Clear the shot being entered")),
            (self.tr("Ctrl+Z, Backspace"), self.tr("Undo")),
            (self.tr("Ctrl+Y"), self.tr("Redo")),
            (self.tr("Ctrl+K"), self.tr("The player at the table concedes the rack")),
            (self.tr("T / R / E"), self.tr("Shot clock: start or pause / reset / extension")),
            (self.tr("F1, ?"), self.tr("This list of keys")),
            (self.tr("F2"), self.tr("Spectator display")),
            (self.tr("F11 (spectator window)"), self.tr("Full screen")),
        ]
        html = (
            "<table cellspacing='6'>"
            + "".join(f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows)
            + "</table>"
        )
        label = QLabel(html)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(label)
        lay.addWidget(buttons)
        self.resize(700, 640)
