"""The league night window: a league's season opened (from its league file, or as kept in the
history), one fixture of its calendar chosen, both lineups given as the format says and checked
(each broken rule named in words), the rubbers with who plays whom, each rubber's result typed
in (or a forfeit), a substitute brought in, a no-show; the night's score filling in by itself,
the division's standings beside it, the night closed and corrected after with a reason, and
its match sheet ("acta") printed.

Every change goes through the season (:mod:`scoreboard.league.season`), which refuses what the
league does not allow; an accepted change is kept at once in the history database (its rubbers
among the history's matches), then every view redraws from the season
(:mod:`ui.league.night_actions` and :mod:`ui.league.night_tables` hold the actions, this
module the views).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.league.lineup import Violation, check_lineup
from scoreboard.league.model import Side
from scoreboard.league.night import NightScore
from scoreboard.league.season import Season
from scoreboard.league.store import LeagueStore
from ui.i18n import fill, tr
from ui.league.night_tables import NightTables
from ui.league.rubbers_list import fill_rubbers, fill_where, offer_table, waiting_words
from ui.league.turns_panel import TurnsPanel
from ui.league.words import side_words, violation_text
from ui.plain import set_tooltip

SIDES = (Side.HOME, Side.AWAY)


class LeagueNightWindow(NightTables):
    """The night at the desk. ``store`` keeps the season in the history database (None: not
    kept); ``ask_reason`` asks why a closed night is corrected (None: not corrected)."""

    #: the season changed (a result, a lineup, a correction), or the window was opened or
    #: closed: the hall's screens show the night while it is open
    changed = Signal()

    def __init__(
        self,
        store: LeagueStore | None = None,
        parent: QWidget | None = None,
        ask_reason: Callable[[], str | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("league-night")
        self.store = store
        self.season: Season | None = None
        self.fixture: str | None = None
        self.ask_reason = ask_reason or self.reason_dialog
        self._offered_for: str | None = None  # the rubber whose table "where" offered
        self._build()
        self._menus()
        self.retranslate()
        self.refresh()

    # -- building --------------------------------------------------------------------------------

    def _build(self) -> None:
        root = QWidget()
        lay = QVBoxLayout(root)
        top = QHBoxLayout()
        self.title = QLabel()
        f = self.title.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.3)
        self.title.setFont(f)
        self.fixture_combo = QComboBox()
        self.fixture_combo.activated.connect(
            lambda i: self.choose_fixture(self.fixture_combo.itemData(i))
        )
        top.addWidget(self.title, 1)
        top.addWidget(self.fixture_combo, 1)
        lay.addLayout(top)
        self.score_label = QLabel()
        self.score_label.setTextFormat(Qt.TextFormat.PlainText)
        self.score_label.setFont(f)
        lay.addWidget(self.score_label)
        grid = QGridLayout()
        self.lineup_boxes: dict[Side, QGroupBox] = {}
        self.slot_combos: dict[Side, dict[str, QComboBox]] = {Side.HOME: {}, Side.AWAY: {}}
        self.give_btns: dict[Side, QPushButton] = {}
        self.no_show_btns: dict[Side, QPushButton] = {}
        self.violation_labels: dict[Side, QLabel] = {}
        self.slot_forms: dict[Side, QFormLayout] = {}
        for col, side in enumerate(SIDES):
            grid.addWidget(self._build_lineup(side), 0, col)
        grid.addWidget(self._build_standings(), 0, 2)
        lay.addLayout(grid)
        self.turns_panel = TurnsPanel(self.choose_player, self.take_back_choice)
        lay.addWidget(self.turns_panel)
        self.rubbers = QTableWidget()
        self.rubbers.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rubbers.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.rubbers.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.rubbers.verticalHeader().setVisible(False)
        self.rubbers.itemSelectionChanged.connect(self._rubber_selected)
        lay.addWidget(self.rubbers, 2)
        lay.addWidget(self._build_result_row())
        lay.addWidget(self._build_waiting_row())
        lay.addWidget(self._build_substitute_row())
        self.corrections_label = QLabel()
        self.corrections_label.setWordWrap(True)
        self.corrections_label.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.corrections_label)
        self.setCentralWidget(root)
        self.resize(1280, 820)

    def _build_lineup(self, side: Side) -> QGroupBox:
        box = QGroupBox()
        lay = QVBoxLayout(box)
        form = QFormLayout()
        lay.addLayout(form)
        self.slot_forms[side] = form
        row = QHBoxLayout()
        give = QPushButton()
        give.clicked.connect(lambda: self.give_lineup(side))
        no_show = QPushButton()
        no_show.clicked.connect(lambda: self.no_show(side))
        row.addWidget(give)
        row.addWidget(no_show)
        lay.addLayout(row)
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet("color: #b00020;")
        lay.addWidget(label)
        lay.addStretch(1)
        self.lineup_boxes[side] = box
        self.give_btns[side], self.no_show_btns[side] = give, no_show
        self.violation_labels[side] = label
        return box

    def _build_standings(self) -> QGroupBox:
        self.standings_box = QGroupBox()
        lay = QVBoxLayout(self.standings_box)
        self.standings_table = QTableWidget()
        self.standings_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.standings_table.verticalHeader().setVisible(False)
        lay.addWidget(self.standings_table)
        return self.standings_box

    def _build_result_row(self) -> QGroupBox:
        self.result_box = QGroupBox()
        row = QHBoxLayout(self.result_box)
        self.result_label = QLabel()
        self.home_spin, self.away_spin = QSpinBox(), QSpinBox()
        for s in (self.home_spin, self.away_spin):
            s.setRange(0, 1000)
        self.forfeit_combo = QComboBox()
        self.keep_btn = QPushButton()
        self.keep_btn.clicked.connect(self.keep_selected_result)
        self.take_back_btn = QPushButton()
        self.take_back_btn.clicked.connect(self.take_back_selected)
        self.where_combo = QComboBox()
        self.start_btn = QPushButton()
        self.start_btn.clicked.connect(self.start_selected)
        self.take_off_btn = QPushButton()
        self.take_off_btn.clicked.connect(self.take_off_selected)
        widgets: tuple[QWidget, ...] = (
            self.result_label,
            self.home_spin,
            QLabel("–"),
            self.away_spin,
            self.forfeit_combo,
            self.keep_btn,
            self.take_back_btn,
            self.where_combo,
            self.start_btn,
            self.take_off_btn,
        )
        for w in widgets:
            row.addWidget(w)
        row.addStretch(1)
        return self.result_box

    def _build_waiting_row(self) -> QGroupBox:
        """A closed night's rubber whose table's new result awaits its correction's reason:
        taken in (the reason asked) or dropped. Shown only for such a rubber."""
        self.waiting_box = QGroupBox()
        row = QHBoxLayout(self.waiting_box)
        self.waiting_label = QLabel()
        self.waiting_label.setTextFormat(Qt.TextFormat.PlainText)
        self.take_in_btn = QPushButton()
        self.take_in_btn.clicked.connect(self.take_in_waiting)
        self.drop_btn = QPushButton()
        self.drop_btn.clicked.connect(self.drop_waiting)
        for w in (self.waiting_label, self.take_in_btn, self.drop_btn):
            row.addWidget(w)
        row.addStretch(1)
        self.waiting_box.setVisible(False)
        return self.waiting_box

    def _build_substitute_row(self) -> QGroupBox:
        self.sub_box = QGroupBox()
        row = QHBoxLayout(self.sub_box)
        self.sub_side = QComboBox()
        self.sub_side.currentIndexChanged.connect(lambda _i: self._fill_substitutes())
        self.sub_slot, self.sub_player, self.sub_rubber = QComboBox(), QComboBox(), QComboBox()
        self.sub_btn = QPushButton()
        self.sub_btn.clicked.connect(self.bring_in)
        self.sub_labels = (QLabel(), QLabel(), QLabel())
        row.addWidget(self.sub_side)
        for label, w in zip(
            self.sub_labels, (self.sub_slot, self.sub_player, self.sub_rubber), strict=True
        ):
            row.addWidget(label)
            row.addWidget(w)
        row.addWidget(self.sub_btn)
        row.addStretch(1)
        return self.sub_box

    def _menus(self) -> None:
        self.menu = self.menuBar().addMenu("")
        self.act_open = self.menu.addAction("", self.open_league)
        self.act_acta = self.menu.addAction("", self.print_acta)
        self.act_results = self.menu.addAction("", self.export_results)
        self.act_close_night = self.menu.addAction("", self.close_night)
        self.menu.addSeparator()
        self.act_close = QAction(self)
        self.act_close.triggered.connect(self.close)
        self.menu.addAction(self.act_close)

    # Long because it names every widget of the window, in both languages.
    def retranslate(self) -> None:
        self.setWindowTitle(tr("League night"))
        self.menu.setTitle(tr("&League"))
        self.act_open.setText(tr("&Open league file…"))
        self.act_acta.setText(tr("Print the match sheet (acta, PDF)…"))
        self.act_results.setText(tr("Export the season's results (CSV, JSON)…"))
        self.act_close_night.setText(tr("Close the night"))
        self.act_close.setText(tr("Close the window"))
        for side in SIDES:
            self.give_btns[side].setText(tr("Give the lineup"))
        self.standings_box.setTitle(tr("Standings"))
        self.result_box.setTitle(tr("Rubber"))
        self.keep_btn.setText(tr("Keep the result"))
        self.take_back_btn.setText(tr("Take it back"))
        self.start_btn.setText(tr("Start a match"))
        self.take_off_btn.setText(tr("Take off the table"))
        self.waiting_box.setTitle(tr("Result waiting for its correction's reason"))
        self.take_in_btn.setText(tr("Take in the new result…"))
        self.drop_btn.setText(tr("Drop the new result"))
        self.forfeit_combo.clear()
        self.forfeit_combo.addItem(tr("Played, no forfeit"), None)
        self.forfeit_combo.addItem(tr("Forfeited by the home team"), Side.HOME)
        self.forfeit_combo.addItem(tr("Forfeited by the away team"), Side.AWAY)
        self.sub_box.setTitle(tr("Substitute"))
        self.sub_side.blockSignals(True)
        self.sub_side.clear()
        for side in SIDES:
            self.sub_side.addItem(side_words(side), side)
        self.sub_side.blockSignals(False)
        for label, text in zip(
            self.sub_labels, (tr("place"), tr("player"), tr("from rubber")), strict=True
        ):
            label.setText(text)
        self.sub_btn.setText(tr("Bring in"))
        self.turns_panel.retranslate()
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.changed.emit()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        self.changed.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- showing ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        s = self.season
        for w in (self.act_acta, self.act_close_night):
            w.setEnabled(s is not None and self.fixture is not None)
        self.act_results.setEnabled(s is not None)
        if s is None:
            self.title.setText(tr("No league open: League ▸ Open league file."))
            self.fixture_combo.clear()
            self.score_label.clear()
            return
        self.title.setText(s.name)
        self._fill_fixtures(s)
        self.turns_panel.show_night(s, self.fixture)
        if self.fixture is None:
            return
        f = s.calendar.fixture(self.fixture)
        score = s.score(self.fixture) if s.night(self.fixture).ready() else None
        for side, team in ((Side.HOME, f.home), (Side.AWAY, f.away)):
            self._fill_lineup(s, side, team, score)
        self._fill_rubbers(s, score)
        self._fill_standings(s, f.division)
        self._fill_substitutes()
        self._show_score(s, score)

    def _fill_fixtures(self, s: Season) -> None:
        self.fixture_combo.blockSignals(True)
        self.fixture_combo.clear()
        for f in s.calendar.fixtures:
            done = " ✓" if s.night(f.id).closed else ""
            text = f"{f.date.isoformat()} · {f.division} · {f.home} – {f.away}{done}"
            self.fixture_combo.addItem(text, f.id)
        self.fixture_combo.setCurrentIndex(max(0, self.fixture_combo.findData(self.fixture)))
        self.fixture_combo.blockSignals(False)

    def _fill_lineup(self, s: Season, side: Side, team: str, score: NightScore | None) -> None:
        assert self.fixture is not None
        box = self.lineup_boxes[side]
        box.setTitle(f"{side_words(side)}: {team}")
        night = s.night(self.fixture)
        lineup = night.lineup(side)
        named = s.sheet(self.fixture).lineup(side) if night.picks else lineup  # in turns, so far
        form = self.slot_forms[side]
        while form.rowCount():
            form.removeRow(0)
        self.slot_combos[side] = {}
        may_give, hidden = self.lineup_turn(side)
        for slot in s.league.rules.format.slots:
            combo = QComboBox()
            combo.addItem("—", None)
            for p in s.league.team(team).roster:
                combo.addItem(p.name, p.name)
            held = named.player(slot) if named is not None else None
            combo.setCurrentIndex(max(0, combo.findData(held)))
            if hidden:  # blind: not shown until the other team's is given
                combo.setItemText(combo.currentIndex(), "•••")
            combo.setEnabled(may_give)
            form.addRow(slot, combo)
            self.slot_combos[side][slot] = combo
        self.give_btns[side].setEnabled(may_give)
        came = side in night.no_show  # a no-show marked by mistake (closed: with a reason)
        self.no_show_btns[side].setText(
            tr("Came after all (undo the no-show)") if came else tr("Did not come (no-show)")
        )
        words: list[str] = []
        if hidden:
            words.append(tr("Given, hidden until the other team's lineup is given"))
        elif not may_give and lineup is None:
            words.append(tr("Lineups in turns: given place by place, below"))
        if side in night.no_show:
            words.append(tr("Did not come: incomparecencia (no-show)"))
        elif lineup is None:
            words.append(tr("Lineup not given yet"))
        found: tuple[Violation, ...] = ()
        if score is not None:
            found = score.violations[side]
        elif lineup is not None:  # checked as soon as it is given
            rules = s.league.rules
            found = check_lineup(lineup, s.league.team(team), rules.format, rules.roster, side)
        if found:
            words.append(tr("Illegal lineup (alineación indebida):"))
            words += ["• " + violation_text(v) for v in found]
        self.violation_labels[side].setText("\n".join(words))

    def _fill_rubbers(self, s: Season, score: NightScore | None) -> None:
        assert self.fixture is not None
        hidden = {side: self.lineup_turn(side)[1] for side in SIDES}
        fill_rubbers(self.rubbers, s, self.fixture, score, hidden, self.selected_rubber())
        self._rubber_selected()

    def _fill_standings(self, s: Season, division: str) -> None:
        rows = s.standings(division)
        heads = [tr("Pos."), tr("Team"), tr("Pl."), tr("W"), tr("D"), tr("L"), tr("Pts.")]
        t = self.standings_table
        t.clear()
        t.setColumnCount(len(heads))
        t.setHorizontalHeaderLabels(heads)
        t.setRowCount(len(rows))
        for i, r in enumerate(rows):
            cells = (r.rank, r.team, r.played, r.won, r.drawn, r.lost, r.points)
            for col, v in enumerate(cells):
                t.setItem(i, col, QTableWidgetItem(str(v)))
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings_box.setTitle(fill(tr("Standings: %1"), division))

    def _fill_substitutes(self) -> None:
        s = self.season
        if s is None or self.fixture is None:
            return
        side = Side(self.sub_side.currentData() or Side.HOME)
        f = s.calendar.fixture(self.fixture)
        team = s.league.team(f.home if side is Side.HOME else f.away)
        fmt = s.league.rules.format
        for combo, items in (
            (self.sub_slot, list(fmt.slots)),
            (self.sub_player, [p.name for p in team.roster]),
            (self.sub_rubber, [r.id for r in fmt.all_rubbers]),
        ):
            combo.clear()
            for text in items:
                combo.addItem(text, text)

    def _show_score(self, s: Season, score: NightScore | None) -> None:
        assert self.fixture is not None
        f = s.calendar.fixture(self.fixture)
        night = s.night(self.fixture)
        if score is None:
            self.score_label.setText(f"{f.home} – {f.away}")
        else:
            won, games = score.rubbers_won, score.games
            text = fill(
                tr("%1 %2 – %3 %4 (games %5 – %6)"),
                f.home,
                str(won[Side.HOME]),
                str(won[Side.AWAY]),
                f.away,
                str(games[Side.HOME]),
                str(games[Side.AWAY]),
            )
            if score.complete:
                text += " · " + fill(
                    tr("points %1 – %2"), str(score.points[Side.HOME]), str(score.points[Side.AWAY])
                )
            if night.closed:
                text += " · " + tr("closed")
            self.score_label.setText(text)
        self.corrections_label.setText(
            "\n".join(fill(tr("Correction (%1): %2"), c.when, c.reason) for c in night.corrections)
        )

    def selected_rubber(self) -> str | None:
        items = self.rubbers.selectedItems()
        return str(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def _rubber_selected(self) -> None:
        rid = self.selected_rubber()
        self.result_box.setEnabled(rid is not None)
        self.result_label.setText(rid or "")
        self.start_btn.setEnabled(False)
        self.take_off_btn.setVisible(False)
        set_tooltip(self.start_btn, "")
        self.waiting_box.setVisible(False)
        s = self.season
        if rid is None or s is None or self.fixture is None:
            return
        night = s.night(self.fixture)
        why = self.why_not_started(rid)
        self.start_btn.setEnabled(self.starter is not None and why is None)
        set_tooltip(self.start_btn, why or "")
        on_table = rid in night.started and rid not in night.results
        self.take_off_btn.setVisible(on_table and rid not in night.waiting)
        self._show_waiting(rid)
        phones = self.phones.count if self.phones is not None and self.phones.on else 0
        fill_where(self.where_combo, phones, self.venue.venue_tables() if self.venue else ())
        if rid != self._offered_for:  # a rubber chosen: its table offered, once
            offer_table(self.where_combo, s.league.rules.format.rubber(rid))
            self._offered_for = rid
        held = night.results.get(rid)
        self.home_spin.setValue(held.home if held is not None else 0)
        self.away_spin.setValue(held.away if held is not None else 0)
        forfeit = held.forfeit if held is not None else None
        self.forfeit_combo.setCurrentIndex(max(0, self.forfeit_combo.findData(forfeit)))

    def _show_waiting(self, rid: str) -> None:
        """The waiting row, for a rubber whose table's new result awaits its reason."""
        assert self.season is not None and self.fixture is not None
        w = self.season.night(self.fixture).waiting.get(rid)
        self.waiting_box.setVisible(w is not None)
        if w is not None:
            f = self.season.calendar.fixture(self.fixture)
            self.waiting_label.setText(fill("%1: %2", rid, waiting_words(w, (f.home, f.away))))
