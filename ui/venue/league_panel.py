"""The league night on the venue board: the night's score (the teams and the rubbers each has
won, the rubbers in play on a table, the winner once decided), each rubber (its games, ▶ while
on a table), over its division's standings.
It draws the document of :func:`scoreboard.league.live.live_night`, every text set as plain
text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ui.i18n import fill, tr

#: The standings rows the board shows at most.
SHOWN_ROWS = 16


def _plain(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        label.setObjectName(name)
    return label


def _size(label: QLabel, px: float) -> None:
    font = QFont(label.font())
    font.setPixelSize(max(8, round(px)))
    label.setFont(font)


def rubber_text(r: dict[str, Any]) -> str:
    """One rubber as the board writes it: ``S1 4–1``, ``▶ S2`` on a table, ``S3 ·`` to play,
    ``S4 4–0 (forfeit)``."""
    games = f"{r['games'][0]}–{r['games'][1]}"
    if r["state"] == "in-play":
        return f"▶ {r['id']}"
    if r["state"] == "waiting":
        return f"{r['id']} ·"
    if r["state"] == "forfeited":
        return f"{r['id']} {games} {tr('(forfeit)')}"
    return f"{r['id']} {games}"


class LeaguePanel(QFrame):
    """The night and the standings beside the tables (hidden with no league night)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("league-panel")
        lay = QVBoxLayout(self)
        self.title = _plain(name="league-title")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.home, self.away = _plain(name="league-team"), _plain(name="league-team")
        self.score = _plain(name="league-score")
        for label in (self.home, self.score, self.away):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
        self.detail = _plain(name="league-detail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.each = _plain(name="league-rubbers")
        self.each.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.each.setWordWrap(True)
        self.heading = _plain(name="league-heading")
        self.table_box = QWidget()
        self.table = QGridLayout(self.table_box)
        self.table.setContentsMargins(0, 0, 0, 0)
        for w in (
            self.title,
            self.home,
            self.score,
            self.away,
            self.detail,
            self.each,
            self.heading,
        ):
            lay.addWidget(w)
        lay.addWidget(self.table_box)
        lay.addStretch(1)
        self.cells: list[QLabel] = []
        self.unit = 16.0
        self.doc: dict[str, Any] | None = None

    def show_night(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        home, away = doc["home"], doc["away"]
        self.title.setText(" · ".join((doc["league"], doc["division"], doc["date"])))
        self.home.setText(home)
        self.away.setText(away)
        for label, side in ((self.home, "home"), (self.away, "away")):
            label.setProperty("winner", "true" if doc["winner"] == side else "false")
            label.style().unpolish(label)
            label.style().polish(label)
        h, a = doc["rubbers"]
        self.score.setText(f"{h} – {a}")
        lines = []
        if doc["in_play"]:
            lines.append(fill(tr("In play: %1"), ", ".join(doc["in_play"])))
        if doc["decided"]:
            won = doc["winner"]
            lines.append(
                fill(tr("Won by %1"), home if won == "home" else away) if won else tr("Draw")
            )
        if doc["complete"]:
            lines.append(fill(tr("points %1 – %2"), str(doc["points"][0]), str(doc["points"][1])))
        self.detail.setText("\n".join(lines))
        self.detail.setVisible(bool(lines))
        self.each.setText("   ".join(rubber_text(r) for r in doc["rubber_states"]))
        self.each.setVisible(bool(doc["rubber_states"]))
        self.heading.setText(tr("Standings"))
        self._fill_table(doc["standings"][:SHOWN_ROWS])
        self.scale(self.unit)

    def _fill_table(self, rows: list[dict[str, Any]]) -> None:
        for cell in self.cells:
            cell.setParent(None)
            cell.deleteLater()
        self.cells = []
        heads = [tr("Place"), tr("Team"), tr("Played"), tr("Points")]
        lines = [heads] + [
            [str(r["rank"]), r["team"], str(r["played"]), str(r["points"])] for r in rows
        ]
        for i, line in enumerate(lines):
            for col, text in enumerate(line):
                cell = _plain(text, "league-head" if i == 0 else "league-cell")
                if col != 1:
                    cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.addWidget(cell, i, col)
                self.cells.append(cell)
        self.table.setColumnStretch(1, 1)

    def scale(self, unit: float) -> None:
        """The texts sized from ``unit`` (the board's size for a card's text)."""
        self.unit = unit
        for label, factor in (
            (self.title, 0.8),
            (self.home, 1.2),
            (self.score, 2.6),
            (self.away, 1.2),
            (self.detail, 0.8),
            (self.each, 0.75),
            (self.heading, 0.9),
        ):
            _size(label, unit * factor)
        for cell in self.cells:
            _size(cell, unit * 0.7)
