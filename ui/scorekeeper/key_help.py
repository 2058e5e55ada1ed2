"""The key map, shown over the scorekeeper window (F1 or ?): built from the window's actions.

:func:`key_map_rows` words the key map's actions (:class:`ui.scorekeeper.keyboard.KeyMap`) as rows of the
help; the window adds its menu commands.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from rules import Pocket
from ui.i18n import fill
from ui.scorekeeper.keyboard import RACK_ONLY_KEYS, keys_text
from ui.scorekeeper.panels import LAG_CHOICES

if TYPE_CHECKING:
    from ui.scorekeeper.keyboard import KeyMap
    from ui.scorekeeper.window import ScorekeeperWindow


def key_map_rows(km: KeyMap) -> list[tuple[str, str]]:
    """The key map as (keys, what they do) rows, for the key help."""
    return [*_ball_rows(km), *_shot_rows(km), *_more_rows(km)]


def _one(action: QAction) -> tuple[str, str]:
    """A key help row for one action: its keys, its text."""
    return keys_text(action), action.text()


def _both(a: QAction, b: QAction) -> str:
    """Two actions' keys in one key help row."""
    return f"{keys_text(a)} / {keys_text(b)}"


def _ball_rows(km: KeyMap) -> list[tuple[str, str]]:
    """The balls and the pockets."""
    d, p = km.digits, km.pockets
    pairs = (
        (Pocket.FOOT_LEFT, Pocket.FOOT_RIGHT),
        (Pocket.SIDE_LEFT, Pocket.SIDE_RIGHT),
        (Pocket.HEAD_LEFT, Pocket.HEAD_RIGHT),
    )
    return [
        (
            f"{keys_text(d[1])} … {keys_text(d[9])}, {keys_text(d[0])}",
            QCoreApplication.translate("KeyHelp", "Ball made (0 = 10; 1 then 1…5 = 11…15)"),
        ),
        (
            " / ".join(f"{keys_text(p[a])} {keys_text(p[b])}" for a, b in pairs),
            QCoreApplication.translate(
                "KeyHelp",
                "Pocket: foot left/right, side left/right, head left/right — the marked "
                "ball went in there; records the shot. No ball marked: the only legal ball",
            ),
        ),
        (
            QCoreApplication.translate("KeyHelp", "Shift + pocket"),
            QCoreApplication.translate(
                "KeyHelp",
                "The marked ball was called in that pocket and missed; records the shot",
            ),
        ),
    ]


def _shot_rows(km: KeyMap) -> list[tuple[str, str]]:
    """The keys that mark or record a shot."""
    return [
        _one(km.miss_mode),
        _one(km.record),
        _one(km.scratch),
        _one(km.cue_off),
        (
            fill(
                QCoreApplication.translate("KeyHelp", "%1, then 1 … 9, A …"),
                keys_text(km.foul_menu),
            ),
            km.foul_menu.text(),
        ),
        _one(km.safety),
        _one(km.push_out),
        _one(km.off_table),
    ]


def _more_rows(km: KeyMap) -> list[tuple[str, str]]:
    """The open table, the break, the choices and the racks, clearing, the shot clock."""
    d = km.digits
    racks = [keys_text(d[n]) for n in sorted(RACK_ONLY_KEYS)]
    return [
        (
            _both(km.solids, km.stripes),
            QCoreApplication.translate("KeyHelp", "Argentine open table: plays solids / stripes"),
        ),
        (
            _both(km.break_legal, km.break_short),
            QCoreApplication.translate(
                "KeyHelp", "Break with nothing made: legal / too few balls to a rail"
            ),
        ),
        (
            fill(
                QCoreApplication.translate("KeyHelp", "%1 … %2 (choice)"),
                keys_text(d[1]),
                keys_text(d[len(LAG_CHOICES)]),
            ),
            QCoreApplication.translate(
                "KeyHelp", "Answer the incoming player's choice, or the lag"
            ),
        ),
        (
            fill(
                QCoreApplication.translate("KeyHelp", "%1 / %2, %3 / %4 (racks only)"),
                racks[0],
                racks[1],
                racks[2],
                racks[3],
            ),
            QCoreApplication.translate("KeyHelp", "+1 rack, −1 rack for each player"),
        ),
        _one(km.clear),
        (
            " / ".join(
                keys_text(a) for a in (km.clock_start_pause, km.clock_reset, km.clock_extend)
            ),
            QCoreApplication.translate("KeyHelp", "Shot clock: start or pause / reset / extension"),
        ),
    ]


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
