"""The venue board: a window for the hall's screen with every table of the venue live, in a
grid that fills the screen (4 to 16 tables on a 1080p or 4K screen); between rounds, when no
table is playing, the bracket or the standings of the competition open at the desk. While
the broker is lost a banner says so and every table's status is unknown. While a league night
is open at the desk, its score and its division's standings beside the tables
(:class:`~ui.venue.league_panel.LeaguePanel`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from scoreboard.competition import Competition
from scoreboard.feed.desk import TableView
from ui.competition.spectator_board import CompetitionBoard, SpectatorMode
from ui.i18n import fill, tr
from ui.venue.league_panel import LeaguePanel

STYLE = """
#venue-board { background: #0d1117; }
QFrame#table-card { background: #161b22; border: 3px solid #30363d; border-radius: 10px; }
QFrame#table-card[offline="true"] { border-color: #d08000; }
QFrame#table-card[unknown="true"] { border-color: #6e7681; }
QLabel#calls { background: #1f6feb; color: #ffffff; font-weight: bold; padding: 8px 16px; }
QLabel#banner { background: #8a1c1c; color: #ffffff; font-weight: bold; padding: 8px 16px; }
QLabel#unknown { color: #9fb0c0; font-weight: bold; }
QLabel { color: #f0f3f6; background: transparent; border: none; }
QLabel#number { color: #ffd54a; font-weight: bold; }
QLabel#flag { color: #ffb020; font-weight: bold; }
QLabel#detail, QLabel#foot, QLabel#discipline { color: #9fb0c0; }
QLabel#name[winner="true"], QLabel#score[winner="true"] { color: #7ee787; }
QLabel#score { font-weight: bold; }
QFrame#league-panel { background: #161b22; border: 3px solid #1f6feb; border-radius: 10px; }
QLabel#league-score { color: #ffd54a; font-weight: bold; }
QLabel#league-team, QLabel#league-heading, QLabel#league-head { font-weight: bold; }
QLabel#league-team[winner="true"] { color: #7ee787; }
QLabel#league-title, QLabel#league-detail, QLabel#league-head { color: #9fb0c0; }
"""


def grid_shape(n: int) -> tuple[int, int]:
    """(columns, rows) for ``n`` tables: 2×2 up to 4, 3×3 up to 9, 4×4 up to 16.

    >>> [grid_shape(n) for n in (1, 4, 6, 9, 12, 16)]
    [(1, 1), (2, 2), (3, 2), (3, 3), (4, 3), (4, 4)]
    """
    cols = 1 if n <= 1 else 2 if n <= 4 else 3 if n <= 9 else 4
    return cols, max(1, math.ceil(n / cols))


def _plain(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class FittedLabel(QLabel):
    """A player's name on a card: set smaller (down to :data:`FLOOR` of its size) when it is
    too long for the card, then cut with an ellipsis; it never widens the card or the window,
    and never runs under the score beside it."""

    FLOOR = 0.6

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(1)
        self.full = ""
        self.base_px = 16

    def set_full(self, text: str) -> None:
        self.full = text
        self._fit()

    def set_base(self, px: float) -> None:
        self.base_px = max(8, round(px))
        self._fit()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = max(1, self.contentsRect().width())
        font = QFont(self.font())
        font.setPixelSize(self.base_px)
        width = QFontMetrics(font).horizontalAdvance(self.full)
        if width > room:
            px = max(round(self.base_px * self.FLOOR), int(self.base_px * room / width))
            font.setPixelSize(max(8, px))
        text = QFontMetrics(font).elidedText(self.full, Qt.TextElideMode.ElideRight, room)
        if font.pixelSize() != self.font().pixelSize():
            self.setFont(font)
        if text != self.text():
            self.setText(text)


class TableCard(QFrame):
    """One table: its number, the two players and their racks, the race; flagged offline."""

    def __init__(self, board: VenueBoard) -> None:
        super().__init__()
        self.board = board
        self.setObjectName("table-card")
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.number = _plain("")
        self.number.setObjectName("number")
        self.flag = _plain("")
        self.flag.setObjectName("flag")
        head.addWidget(self.number)
        head.addStretch(1)
        head.addWidget(self.flag)
        layout.addLayout(head)
        self.names: list[FittedLabel] = []
        self.scores: list[QLabel] = []
        for _ in range(2):
            row = QHBoxLayout()
            name, score = FittedLabel(), _plain("")
            name.setObjectName("name")
            score.setObjectName("score")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row.addWidget(name, 1)
            row.addWidget(score)
            layout.addLayout(row, 1)
            self.names.append(name)
            self.scores.append(score)
        self.foot = _plain("")
        self.foot.setObjectName("foot")
        layout.addWidget(self.foot)

    def show_table(self, view: TableView) -> None:
        self.number.setText(fill(tr("Table %1"), str(view.number)))
        offline = view.online is False
        unknown = view.online is None
        self.setProperty("offline", "true" if offline else "false")
        self.setProperty("unknown", "true" if unknown else "false")
        s = view.state
        started = s is not None and s["match"]["started"]
        self.flag.setObjectName("flag" if offline else "unknown" if unknown else "discipline")
        self.flag.setText(
            tr("Offline")
            if offline
            else self.tr("Unknown")
            if unknown
            else self.board.discipline(s["match"]["discipline"])
            if started and s is not None
            else ""
        )
        for i in range(2):
            name, score = self.names[i], self.scores[i]
            if started:
                assert s is not None
                p = s["players"][i]
                mark = "▶ " if s["table"].get("at_table") == i and not s["match"]["over"] else ""
                name.set_full(mark + p["name"])
                score.setText(str(p["racks_won"]))
                won = "true" if s["match"]["winner"] == i else "false"
            else:
                name.set_full(tr("No match") if i == 0 else "")
                score.setText("")
                won = "false"
            for label in (name, score):
                label.setProperty("winner", won)
        if started:
            assert s is not None
            race = s["players"][0]["race"]
            self.foot.setText(
                tr("Match over") if s["match"]["over"] else fill(tr("Race to %1"), str(race))
            )
        else:
            self.foot.setText("")
        for w in (self, self.flag, *self.names, *self.scores):
            w.style().unpolish(w)
            w.style().polish(w)

    def scale(self, unit: int) -> None:
        for label, factor in ((self.number, 0.9), (self.flag, 0.9), (self.foot, 0.8)):
            _size(label, unit * factor)
        for name in self.names:
            name.set_base(unit * 1.4)
        for label in self.scores:
            _size(label, unit * 1.4)
            label.setContentsMargins(round(unit * 0.4), 0, 0, 0)  # a gap after the name


def _size(label: QLabel, px: float) -> None:
    font = QFont(label.font())
    font.setPixelSize(max(8, round(px)))
    label.setFont(font)


class VenueBoard(QWidget):
    """``tables`` gives the venue's tables as they are now; ``competition`` (optional) the
    competition whose bracket or standings show between rounds; ``connected`` (optional)
    whether the broker is reached; ``calls`` (optional) the players called to their tables
    ("Table 7: A vs B"), shown along the bottom; ``league`` (optional) the league night open
    at the desk (:func:`scoreboard.league.live.live_night`'s document, None: none), shown
    beside the tables."""

    def __init__(
        self,
        tables: Callable[[], dict[int, TableView]],
        competition: Callable[[], tuple[Competition | None, SpectatorMode]] | None = None,
        parent: QWidget | None = None,
        *,
        connected: Callable[[], bool] | None = None,
        calls: Callable[[], list[str]] | None = None,
        league: Callable[[], dict[str, Any] | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("venue-board")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.tables = tables
        self.competition = competition
        self.connected = connected
        self.calls = calls
        self.league = league
        self.league_panel = LeaguePanel()
        self.league_panel.hide()
        self.cards: list[TableCard] = []
        self.grid_page = QWidget()
        self.grid = QGridLayout(self.grid_page)
        self.grid.setSpacing(12)
        self.bracket = CompetitionBoard()
        self.empty = _plain("")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner = _plain("")
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.hide()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.banner)
        self.stack_box = QWidget()  # hidden when a league night has the board to itself
        self.stack = QStackedLayout(self.stack_box)
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.addWidget(self.stack_box, 2)
        middle.addWidget(self.league_panel, 1)
        outer.addLayout(middle, 1)
        self.call_line = _plain("")
        self.call_line.setObjectName("calls")
        self.call_line.setWordWrap(True)
        self.call_line.hide()
        outer.addWidget(self.call_line)
        for w in (self.grid_page, self.bracket, self.empty):
            self.stack.addWidget(w)
        self.fit_screen()
        self.retranslate()

    def fit_screen(self) -> None:
        """Open at 1920x1080, or at what the screen it opens on has room for (its call band
        included), centred there."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(1920, 1080)
            return
        geo = screen.availableGeometry()
        w, h = min(1920, geo.width()), min(1080, geo.height())
        self.setGeometry(geo.x() + (geo.width() - w) // 2, geo.y() + (geo.height() - h) // 2, w, h)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Venue board"))
        self.empty.setText(self.tr("Waiting for the tables on the venue feed"))
        self.banner.setText(
            self.tr("Venue feed lost: the tables' status is unknown until they speak again")
        )
        self.refresh()

    def discipline(self, code: str) -> str:
        names = {
            "eight-ball": self.tr("Eight-ball"),
            "nine-ball": self.tr("Nine-ball"),
            "ten-ball": self.tr("Ten-ball"),
            "straight-pool": self.tr("Straight pool"),
        }
        return names.get(code, code[:40])

    def refresh(self, *_args: Any) -> None:
        lost = self.connected is not None and not self.connected()
        if lost != self.banner.isVisible() or lost:
            self.banner.setVisible(lost)
            if lost:
                _size(self.banner, max(16, self.height() / 30))
            self._scale()  # the cards share what the banner leaves
        called = self.calls() if self.calls is not None else []
        self.call_line.setText("   ·   ".join(called))
        if bool(called) != self.call_line.isVisibleTo(self):
            self.call_line.setVisible(bool(called))
            _size(self.call_line, max(16, self.height() / 30))
            self._scale()
        self._show_league()
        views = self.tables()
        c, mode = self.competition() if self.competition is not None else (None, None)
        playing = any(
            v.state is not None and v.state["match"]["started"] and not v.state["match"]["over"]
            for v in views.values()
        )
        if c is not None and c.drawn and not playing and mode is not SpectatorMode.SCOREBOARD:
            self.bracket.show_competition(c, mode)
            self.stack.setCurrentWidget(self.bracket)
            return
        # no tables: the league night has the board to itself
        self.stack_box.setVisible(bool(views) or not self.league_panel.isVisibleTo(self))
        if not views:
            self.stack.setCurrentWidget(self.empty)
            return
        numbers = sorted(views)[:16]
        if len(self.cards) != len(numbers):
            self._lay_out(len(numbers))
        for card, n in zip(self.cards, numbers, strict=True):
            card.show_table(views[n])
        self.stack.setCurrentWidget(self.grid_page)

    def _show_league(self) -> None:
        doc = self.league() if self.league is not None else None
        if (doc is not None) != self.league_panel.isVisibleTo(self):
            self.league_panel.setVisible(doc is not None)
            self._scale()  # the cards share what the panel leaves
        if doc is not None:
            self.league_panel.show_night(doc)

    def _lay_out(self, n: int) -> None:
        for card in self.cards:
            card.setParent(None)
            card.deleteLater()
        self.cards = [TableCard(self) for _ in range(n)]
        for card in self.cards:  # the window's size sets the cards' type, never the reverse
            card.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        cols, _rows = grid_shape(n)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // cols, i % cols)
        self._scale()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._scale()

    def _scale(self) -> None:
        league = self.league_panel.isVisibleTo(self)
        wide = self.width() * (2 / 3 if league else 1.0)
        room = self.width() / 3 if self.cards else self.width()
        self.league_panel.scale(max(12, min(self.height() / 26, room / 22)))
        if not self.cards:
            return
        cols, rows = grid_shape(len(self.cards))
        high = self.height()
        for line in (self.banner, self.call_line):
            if line.isVisibleTo(self):
                high -= line.heightForWidth(self.width())
        unit = min(high / rows / 6.5, wide / cols / 12.0)
        for card in self.cards:
            card.scale(round(unit))
