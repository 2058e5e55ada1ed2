"""The key map, shown over the scorekeeper window (F1 or ?): built from the window's actions."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

if TYPE_CHECKING:
    from ui.scorekeeper import ScorekeeperWindow


class KeyHelp(QDialog):
    """Every key of ``window`` (its key map and its menu commands) and what it does."""

    def __init__(self, window: ScorekeeperWindow) -> None:
        super().__init__(window)
        self.setObjectName("keyHelp")
        self.setWindowTitle(self.tr("Keys"))
        rows = [
            *window.key_rows(),
            (self.tr("F11 (spectator window)"), self.tr("Full screen")),
        ]
        html_rows = "".join(
            f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(v)}</td></tr>" for k, v in rows
        )
        label = QLabel(f"<table cellspacing='6'>{html_rows}</table>")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(label)
        lay.addWidget(buttons)
        self.resize(700, 640)
